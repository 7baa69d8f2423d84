"""What Royale's tiles are worth in the bots' fast playouts: a model, not the rules (docs/rules.md §3, R13-R24).

The playouts of ``playout.py`` play a whole round of the main game on the packed table. The engine
resolves a tile with decisions and black dice of its own, too slow to repeat thousands of times per
decision, so the playouts count what decides a round's money and leave the rest out:

- from the packed dice, as the rules say: a casino closed by NO ENTRY takes no dice; PAY DAY pays 10 per
  casino holding the mover's dice; HIGH FIVE's token (100 at payout) goes to the first seat with 5 dice
  there; BAD LUCK fines the seats with the fewest dice there 50 at the round's end. Counted as money only:
  PAY DAY's chips and bank money do not enter the tie-break's count, and BAD LUCK's fine is not capped at
  what the seat has (as the engine caps it); the blank dice in the
  casinos (BLOCK IT, HANDICAP) count as their owner's; what the tiles would pay if the round ended now
  (``bonus_preview``: DOUBLE DOWN, NICE DICE, the golden space, a HIGH FIVE token taken) is the seats'.
- as a mean, to the seat that activates the tile: LUCKY PUNCH, JACKPOT (a third of its counter: a sum of 7
  or a double), FIFTY FIFTY, HANDICAP, MY CHOICE, NO ENTRY's track, NICE DICE (the die placed there shows
  the casino's number), and BLACK BOX to the seat taking the casino's higher card.
- not at all: what a tile does to dice later (KNOCKOUT's bar, BLOCK IT's and HANDICAP's moves, DOUBLE DOWN's
  and NICE DICE's dice taken off a casino, POWER PLAY, PRIME TIME's black dice).

A tile's own decisions in the real game are made by the bots' one-ply judgement (``search.TILE_OTHERS``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from vegas.bots.packed import BITS, CASINOS

LUCKY_PUNCH_MEAN = 18
"""The hider's gain at the guess's equilibrium (R13: 2 chips, 30, 40): 240/13 ≈ 18 (``vegas/bots/guessing.py``,
docs/bots-royale.md)."""
MEAN_MONEY = {"A1": LUCKY_PUNCH_MEAN, "B2": 20, "E1": 7, "F2": 23, "H2": 40}
"""Mean money an activation brings its seat, by face: FIFTY FIFTY (R15, stopping early), NO ENTRY's track
(R17: 2 chips, 30 and 1 chip on 8 spaces), HANDICAP's 9 spaces (R18: 1 chip, 30, a die worth ~25) and MY
CHOICE (R21: the better of two black dice). Rough figures; the tournaments in docs/bots.md measure the whole."""
JACKPOT_HIT = 1 / 3
"""Two black dice summing to 7 or showing a double: 12 of 36."""
NICE_DICE_PER_PIP = 10
BLACK_BOX_MEAN = 50
"""BLACK BOX's pile (R19) for the seat taking the higher card at the split's equilibrium (docs/bots-royale.md)."""
HIGH_FIVE_DICE = 5
HIGH_FIVE_PAY = 100
BAD_LUCK_FINE = 50


@dataclass(frozen=True, slots=True)
class TileModel:
    """The tiles of one round as the playouts count them (casino indices 0-5, -1 for none)."""

    reward: tuple[int, ...]
    """Mean money an activation brings the activating seat, per casino (0 without a tile or a mean)."""
    pay_day: int
    high_five: int
    """HIGH FIVE's casino while its token is still on the tile."""
    bad_luck: tuple[int, ...]
    black_box: tuple[int, ...]
    closed: int

    @staticmethod
    def read(obs: Mapping[str, Any]) -> TileModel | None:
        """The model of an observation's tiles; ``None`` for a table without tiles."""
        tiles = obs.get("tiles")
        if not isinstance(tiles, dict):
            return None
        reward = [0] * CASINOS
        pay_day = high_five = -1
        bad_luck: list[int] = []
        black_box: list[int] = []
        closed = -1
        for index, casino in enumerate(obs["casinos"]):
            if casino.get("closed"):
                closed = index
            face = (casino.get("tile") or {}).get("face")
            if face is None:
                continue
            if face == "A2":
                reward[index] = round(JACKPOT_HIT * tiles.get("jackpot", 30))
            elif face == "H1":
                reward[index] = NICE_DICE_PER_PIP * (index + 1)
            elif face == "D1":
                pay_day = index
            elif face == "C1" and tiles.get("high_five") is None:
                high_five = index
            elif face == "C2":
                bad_luck.append(index)
            elif face == "G1":
                black_box.append(index)
            else:
                reward[index] = MEAN_MONEY.get(face, 0)
        return TileModel(tuple(reward), pay_day, high_five, tuple(bad_luck), tuple(black_box), closed)

    def activated(self, codes: list[int], seat: int, casino: int) -> tuple[int, TileModel]:
        """What ``seat`` gains by placing in ``casino`` (its dice already in ``codes``), and the model after."""
        money = self.reward[casino]
        if casino == self.pay_day:
            shift = BITS * seat
            money += 10 * sum(1 for code in codes if (code >> shift) & 15)
        if casino == self.high_five and (codes[casino] >> (BITS * seat)) & 15 >= HIGH_FIVE_DICE:
            return money + HIGH_FIVE_PAY, replace(self, high_five=-1)
        return money, self

    def round_end(self, codes: list[int], paid: list[tuple[int, ...]], players: int) -> list[int]:
        """BAD LUCK's fines and BLACK BOX's mean at the end of the round, per seat."""
        money = [0] * players
        for casino in self.bad_luck:
            counts = [(codes[casino] >> (BITS * s)) & 15 for s in range(players)]
            fewest = min(counts)
            for seat, count in enumerate(counts):
                if count == fewest:
                    money[seat] -= BAD_LUCK_FINE
        for casino in self.black_box:
            winner = higher_card_taker(codes[casino], paid[casino])
            if 0 <= winner < players:
                money[winner] += BLACK_BOX_MEAN
        return money

    def fines_now(self, codes: list[int], players: int) -> list[int]:
        """BAD LUCK's fines as the dice lie now (``bonus_preview`` counts them; the playouts count them at the end)."""
        return replace(self, black_box=()).round_end(codes, [], players)


def higher_card_taker(code: int, paid: tuple[int, ...]) -> int:
    """The owner who takes a casino's higher card: of the owners paid, the one with most dice (-1: nobody)."""
    owners = len(paid) - 1  # the last entry is the seats' total
    takers = [((code >> (BITS * owner)) & 15, owner) for owner in range(owners) if paid[owner]]
    return max(takers)[1] if takers else -1
