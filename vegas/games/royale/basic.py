"""Las Vegas Royale, basic game (``royale-basic``): docs/rules.md §2, R8-R11, R28; Royale rulebook.

Only what differs from Las Vegas is here; the turn, placement, payout and pile are the family's
(``vegas/games/lasvegas/table.py``):

- **Money.** The 90 cards of R11 (``money.ROYALE_CARDS``), shuffled once and revealed lazily like the
  classic pile. Each round 12 cards are drawn one by one (each a chance outcome ``draw N``) and laid face
  up in pairs as they come: cards 1-2 are pair 1, cards 3-4 pair 2, …, cards 11-12 pair 6. The draw order
  decides only which cards pair up; the pairs then go to the casinos by value, the highest total to casino
  6 … the lowest to casino 1, and of equal totals the pair holding the higher card to the higher casino.
  Pairs equal in total and higher card are identical (R8), so ordering pairs by (total, higher card) is
  deterministic and no choice is lost. Cards nobody wins go under the pile, highest first (R4).
- **Dice.** 7 small dice and 1 Biggy per seat. A roll shows the Biggy as its own kind (``dice 1 3 3 5 4B``);
  choosing its value places it with the small dice of that value, and everywhere it counts as two dice
  (a casino's count for its owner includes it twice). ``biggy`` records the casino where each owner's
  Biggy lies, so the physical dice are accounted for.
- **Chips.** 2 per seat at the start, 2 more at the start of rounds 2 and 3, each time once the round's
  cards are out (the rulebook's setup order; so a round's last placement never looks richer by the next
  round's chips). After rolling, ``sit-out`` pays one chip: nothing is placed, the dice stay in the supply
  and the turn passes (R9: allowed whenever the player has a chip). Every chip left at the end is worth 10.
- **Start player of rounds 2 and 3.** The seat that won the higher card of casino 6, else of casino 5, and
  so on down. R10: imaginary owners are skipped, so where the neutral dice took the higher card, a seat
  that took the lower card there is next in line; no seat won a card anywhere: the left neighbour of the
  last start player. Round 1: the first seat, or ``Game(start_player=…)`` (R28).
- **End.** After round 3: most money (cards + 10 per chip); tie → most cards plus chips; still tied → shared.
- **2 players.** At each round start the 8 dice of an unused colour (7 small + Biggy) are rolled
  (``dice 1n 2n 2n 3n 4n 6n 6n 5nB``) onto their casinos; they score as the imaginary neutral owner (R5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from vegas.core.actions import NEUTRAL, OWN, Action, SitOut
from vegas.core.chance import DieKind
from vegas.core.errors import InvalidState
from vegas.core.game import Game
from vegas.core.reading import read_counts
from vegas.core.tuples import added_at, with_item
from vegas.games.lasvegas.money import ROYALE_CARDS, ROYALE_CHIP_VALUE, ROYALE_PAIRS_PER_ROUND
from vegas.games.lasvegas.observation import checked_list
from vegas.games.lasvegas.payout import CasinoPayout
from vegas.games.lasvegas.save import MoneyReader
from vegas.games.lasvegas.state import CASINOS, Casino, CasinoState, Phase, family_member

SMALL_DICE = 7
"""Small dice per colour; each colour also has one Biggy."""
CHIPS_PER_ROUND = 2
"""Chips each seat receives at the start of every round."""
CARDS_PER_ROUND = 2 * ROYALE_PAIRS_PER_ROUND


def pair_rank(pair: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """How pairs are ordered onto casinos 1…6: by total, then by the higher card (R8: equal ranks are identical)."""
    return sum(pair), pair


def assign_pairs(drawn: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The pairs dealt in this order (cards 1-2, 3-4, …), each highest first, lowest-ranked first (casino 1)."""
    pairs = [tuple(sorted(drawn[i : i + 2], reverse=True)) for i in range(0, len(drawn), 2)]
    return sorted(pairs, key=pair_rank)


@family_member
@dataclass(frozen=True, slots=True)
class RoyaleBasicState(CasinoState):
    drawn: tuple[int, ...]  # while dealing: the cards face up, in the order drawn (pairs 1-2, 3-4, …)
    chips: tuple[int, ...]  # per seat, chips held
    chips_paid: tuple[int, ...]  # per seat, chips paid to sit out so far
    biggy: tuple[int, ...]  # per owner (seats, then neutral), the casino 1-6 holding its Biggy, 0 = none

    MONEY = ROYALE_CARDS
    MONEY_WORD = "cards"
    MONEY_PER_CASINO = 2
    KINDS = ((OWN, 1), (OWN, 2))
    BIGGY_PLACES: ClassVar[int] = CASINOS
    """The highest code of ``biggy``: 0 = in the supply, 1-6 = on that casino (the main game adds the tiles)."""

    # ----------------------------------------------------------------- the rule set's data

    @classmethod
    def supply_kinds(cls, game: Game) -> tuple[DieKind, ...]:
        return cls.KINDS

    @classmethod
    def observed_extra(cls, seats: list[Any], casinos: list[Any], owners: list[str]) -> dict[str, Any]:
        """Royale's own fields: chips held and paid per seat, and where each owner's Biggy lies."""
        biggy = [0] * len(owners)
        for index, casino in enumerate(casinos):
            for name in checked_list(casino.get("biggies", []), "a casino's Biggies"):
                if name not in owners:
                    raise InvalidState(f"the Biggy of an unknown owner {name!r}")
                biggy[owners.index(name)] = index + 1
        return {
            "drawn": [],
            "chips": [seat.get("chips") for seat in seats],
            "chips_paid": [seat.get("chips_paid") for seat in seats],
            "biggy": biggy,
        }

    @classmethod
    def full_supply(cls, game: Game) -> tuple[int, ...]:
        return (SMALL_DICE, 1)

    @classmethod
    def neutral_dice(cls, game: Game) -> int:
        """With 2 players, an unused colour's 7 small dice and Biggy: 9 counted (§2 2 players)."""
        return SMALL_DICE + 2 if game.players == 2 else 0

    @classmethod
    def setup_dice(cls, game: Game) -> tuple[tuple[DieKind, int], ...]:
        return (((NEUTRAL, 1), SMALL_DICE), ((NEUTRAL, 2), 1)) if game.players == 2 else ()

    @classmethod
    def _initial_extra(cls, game: Game) -> dict[str, Any]:
        return {
            "drawn": (),
            "chips": (0,) * game.players,  # given once the round's cards are out
            "chips_paid": (0,) * game.players,
            "biggy": (0,) * cls.owner_count(game),
        }

    # ----------------------------------------------------------------- dealing pairs

    def _wants_money(self) -> bool:
        return len(self.drawn) < CARDS_PER_ROUND

    def _receive(self, money: int, **changes: Any) -> RoyaleBasicState:
        drawn = self.drawn + (money,)
        return self._with(drawn=drawn, dealing=len(drawn) // 2, **changes)

    def _deal_done(self) -> dict[str, Any]:
        """The pairs go to the casinos by rank, the best to casino 6 (an exhausted pile would leave the low
        casinos empty; with 90 cards and at most 36 dealt it cannot happen)."""
        pairs = assign_pairs(self.drawn)
        first = CASINOS - len(pairs)
        casinos = tuple(
            Casino(pairs[i - first] if i >= first else (), casino.dice) for i, casino in enumerate(self.casinos)
        )
        chips = tuple(c + CHIPS_PER_ROUND for c in self.chips)  # then each seat receives its chips
        return {"casinos": casinos, "drawn": (), "dealing": CASINOS, "chips": chips}

    # ----------------------------------------------------------------- dice, chips and turns

    def _placed(self, value: int) -> dict[str, Any]:
        """As in the family, and a Biggy showing ``value`` is recorded on that casino."""
        changes = CasinoState._placed(self, value)
        assert self.roll is not None
        for _tag, size, faces in self.roll.groups:
            if size == 2 and faces[0] == value:
                seat = self.player
                changes["biggy"] = with_item(self.biggy, seat, value)
        return changes

    def _place_setup_dice(self, dice: Any) -> RoyaleBasicState:
        state = CasinoState._place_setup_dice(self, dice)
        neutral = self.game.players
        for _tag, size, faces in dice.groups:
            if size == 2:
                state = state._with(biggy=with_item(state.biggy, neutral, faces[0]))
        return state

    def _extra_actions(self) -> list[Action]:
        return [SitOut()] if self.chips[self.player] else []

    def _why_illegal_other(self, action: Action) -> str | None:
        if isinstance(action, SitOut):
            if self.chips[self.player]:
                return None
            return f"{self.seat_name(self.player)} has no chip left to sit out"
        return CasinoState._why_illegal_other(self, action)

    def _apply_other(self, action: Action) -> RoyaleBasicState:
        """``sit-out``: one chip paid, nothing placed, the dice stay in the supply, the turn passes (R9)."""
        if not isinstance(action, SitOut):
            return CasinoState._apply_other(self, action)
        seat = self.player
        chips = added_at(self.chips, seat, -1)
        paid = added_at(self.chips_paid, seat, 1)
        return self._pass_turn(chips=chips, chips_paid=paid)

    def _round_reset(self) -> dict[str, Any]:
        return {"biggy": (0,) * len(self.biggy)}

    def _next_round(self, payouts: tuple[CasinoPayout, ...]) -> dict[str, Any]:
        start = next_start_player(payouts, self.game.players, self.start_player)
        return {"start_player": start, "player": start}

    # ----------------------------------------------------------------- the end

    def scores(self) -> list[int]:
        """Cards won plus 10 per chip held."""
        return [sum(cards) + ROYALE_CHIP_VALUE * chips for cards, chips in zip(self.won, self.chips, strict=True)]

    def _tiebreak(self, seat: int) -> int:
        """Most money cards plus chips (§2 End)."""
        return len(self.won[seat]) + self.chips[seat]

    # ----------------------------------------------------------------- checks, views and saves

    def _money_in_play(self) -> list[int]:
        return CasinoState._money_in_play(self) + list(self.drawn)

    def _extra_violations(self) -> list[str]:
        game, phase, problems = self.game, self.phase, []
        dealt = CHIPS_PER_ROUND * (self.round - (phase is Phase.DEAL))  # a round's chips come after its cards
        income = self._chips_income()
        for seat, (held, paid) in enumerate(zip(self.chips, self.chips_paid, strict=True)):
            given = dealt + income[seat]
            if held + paid != given:
                problems.append(f"{self.owner_name(seat)} holds {held} chips and paid {paid}, but was given {given}")
        if phase is Phase.DEAL:
            if self.dealing != len(self.drawn) // 2 or len(self.drawn) >= CARDS_PER_ROUND:
                problems.append(f"{len(self.drawn)} cards drawn do not match the deal's progress")
        elif self.drawn:
            problems.append("cards lie undealt outside the deal")
        elif phase is not Phase.OVER:
            ranks = [(sum(casino.money), casino.money) for casino in self.casinos if len(casino.money) == 2]
            if len(ranks) != CASINOS or ranks != sorted(ranks):
                problems.append("the casinos' pairs are not dealt by rank (highest total on casino 6)")
        players, casinos, supplies = game.players, self.casinos, self.supplies
        neutral_biggy = bool(self.neutral_dice(game))
        neutral_placed = self._setup_dice_out()
        for owner, casino in enumerate(self.biggy):
            if 0 < casino <= CASINOS and casinos[casino - 1].dice[owner] < 2:
                problems.append(
                    f"{self.owner_name(owner)}'s Biggy is on casino {casino}, which has fewer than 2 of its dice"
                )
            if owner < players:
                held = supplies[owner][1] + (casino > 0)
                if held != 1:
                    problems.append(f"{self.owner_name(owner)} has {held} Biggies, not 1")
            elif owner == players and neutral_biggy and (casino > 0) != neutral_placed:
                problems.append("the neutral Biggy must lie on a casino exactly while the round is played")
        return problems

    @classmethod
    def _chip_limit(cls, game: Game) -> int:
        """The most chips a seat can hold or have paid: all it is given in the game."""
        return CHIPS_PER_ROUND * game.ruleset.rounds

    @classmethod
    def _biggy_format(cls, owners: int) -> str:
        """What a saved ``biggy`` must be, said when it is not."""
        return f"the Biggies must be {owners} casinos (0: none)"

    def _chips_income(self) -> list[int]:
        """Per seat, chips got or lost besides the chips of each round and sitting out (Royale's tiles)."""
        return [0] * len(self.chips)

    def _observe_seat(self, seat: int) -> dict[str, Any]:
        return {"chips": self.chips[seat], "chips_paid": self.chips_paid[seat]}

    def _observe_casino(self, index: int) -> dict[str, Any]:
        return {"biggies": [self.owner_name(o) for o, casino in enumerate(self.biggy) if casino == index + 1]}

    def _observe_more(self) -> dict[str, Any]:
        drawn = self.drawn
        return {"pairs": [list(drawn[i : i + 2]) for i in range(0, len(drawn), 2)], "chip_value": ROYALE_CHIP_VALUE}

    def _json_extra(self) -> dict[str, Any]:
        return {
            "drawn": list(self.drawn),
            "chips": list(self.chips),
            "chips_paid": list(self.chips_paid),
            "biggy": list(self.biggy),
        }

    @classmethod
    def _read_extra(cls, game: Game, data: dict[str, Any]) -> dict[str, Any]:
        seats, owners = game.players, cls.owner_count(game)
        most = cls._chip_limit(game)
        return {
            "drawn": MoneyReader(cls).read(data.get("drawn"), "the cards being dealt", ordered=False),
            "chips": read_counts(data.get("chips"), seats, most, f"the chips must be one count 0-{most} per seat"),
            "chips_paid": read_counts(
                data.get("chips_paid"), seats, most, f"the chips paid must be one count 0-{most} per seat"
            ),
            "biggy": read_counts(data.get("biggy"), owners, cls.BIGGY_PLACES, cls._biggy_format(owners)),
        }


def next_start_player(payouts: tuple[CasinoPayout, ...], players: int, last_start: int) -> int:
    """Who starts the next round: the best-ranked seat among the winners of casino 6, then 5, … (R10: the
    imaginary owners, indices ``players`` and up, are skipped); nobody: the left neighbour of ``last_start``."""
    for result in sorted(payouts, key=lambda p: p.casino, reverse=True):
        for owner, _cards in result.awards:
            if isinstance(owner, int) and owner < players:
                return owner
    return (last_start + 1) % players
