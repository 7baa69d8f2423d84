"""A compact, mutable copy of one round of Las Vegas for fast search (docs/rules.md §1, §1a, §2, R5, R7, R9).

python-chess keeps a fast path for search next to the checked one; this is the bots' fast path. A
``Position`` is read from ``state.observation()`` (public data only), so it works for every rule set
whose registry entry has ``fast_path``: the classic table (``classic``, ``classic-neutral``) and the Royale
basic game (``royale-basic``: a Biggy per seat that counts as two dice, two cards per casino, chips to sit
out). For any other rule set ``Position.read`` returns ``None`` and the bots fall back to the generic
state API.

The dice of one casino are one integer (``packed.py``): owner ``o`` holds ``(code >> 4 * o) & 15`` dice there
(owners are the seats, then the neutral owner; a Biggy counts 2), so placing ``k`` dice is
``code + (k << 4 * o)``. Payouts of a casino are memoised per code in a ``Payouts`` table, since a search meets
the same few configurations again and again.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb, factorial, prod
from typing import Any

from vegas.core.registry import RULESETS
from vegas.core.state import State
from vegas.games.lasvegas.state import CasinoState

from .packed import BITS
from .royale.tile_model import TileModel

FACE_COUNTS = tuple[int, int, int, int, int, int, int]
"""How many dice show each face; index 0 is unused so that ``counts[value]`` reads naturally."""


@dataclass(slots=True)
class Position:
    """One round: notes and dice of the six casinos, dice left, money won so far, the seat to move."""

    rules: str
    players: int
    owners: int  # seats, plus one neutral owner in classic-neutral
    round: int
    rounds: int
    notes: tuple[tuple[int, ...], ...]  # per casino, highest first
    codes: list[int]  # per casino, the dice of every owner packed (see the module docstring)
    own_left: list[int]  # per seat, own dice still in the supply
    neutral_left: list[int]  # per seat, neutral dice still in the supply
    money: tuple[int, ...]  # per seat, money won in earlier rounds
    note_counts: tuple[int, ...]  # per seat, banknotes won in earlier rounds (the tie-break)
    to_move: int
    roll: tuple[FACE_COUNTS, FACE_COUNTS] | None  # own and neutral face counts when a value is to be chosen
    big_left: list[int] = field(default_factory=list)  # per seat, 1 while its Biggy is in the supply (Royale)
    chips: list[int] = field(default_factory=list)  # per seat, chips held: one pays for a sit-out (Royale)
    chip_value: int = 0  # what a chip is worth at the end (0: a table without chips)
    big_roll: int = 0  # the value the rolled Biggy shows (0: none rolled)
    tiles: TileModel | None = None  # Royale's tiles as the playouts count them (``royale/tile_model.py``)

    def __post_init__(self) -> None:
        self.big_left = self.big_left or [0] * self.players
        self.chips = self.chips or [0] * self.players

    @staticmethod
    def read(state: State) -> Position | None:
        """The position of a state at a turn of a rule set with the fast path, or ``None``."""
        if state.is_chance_node() or state.is_terminal():
            return None
        bonus = state.bonus_preview() if isinstance(state, CasinoState) else None
        return Position.from_observation(state.observation(), bonus)

    @staticmethod
    def from_observation(obs: Mapping[str, Any], bonus: Sequence[int] | None = None) -> Position | None:
        """Read the public observation of a position at a turn; ``None`` if it is not one. ``bonus``: what the
        tiles would pay each seat if the round ended now (``CasinoState.bonus_preview``), counted as won."""
        ruleset = RULESETS.get(obs.get("rules"))  # type: ignore[arg-type]
        if ruleset is None or not ruleset.fast_path or obs.get("phase") not in ("turn", "place"):
            return None
        seats = obs["seats"]
        players = len(seats)
        names = [seat["name"] for seat in seats]
        neutral = "neutral" in seats[0]["dice_left"] or any("neutral" in c["dice"] for c in obs["casinos"])
        index = {name: i for i, name in enumerate(names)}
        if len(index) != players or (neutral and "neutral" in index):
            return None  # owners could not be told apart by name
        if neutral:
            index["neutral"] = players
        tiles = TileModel.read(obs)
        if tiles is not None:
            if "blank" in index:
                return None  # a seat called like the blank dice: their owners could not be told apart
            index["blank"] = len(index)
        if any(name not in index for casino in obs["casinos"] for name in casino["dice"]):
            return None  # an owner this copy does not know (the blank dice of Royale's tiles)
        codes = []
        for casino in obs["casinos"]:
            code = 0
            for name, count in casino["dice"].items():
                code += count << (BITS * index[name])
            codes.append(code)
        roll = None
        big_roll = 0
        if obs.get("roll") is not None:
            roll = (face_counts(obs["roll"].get("own", ())), face_counts(obs["roll"].get("neutral", ())))
            big_roll = next(iter(obs["roll"].get("biggy", ())), 0)
        chip_value = obs.get("chip_value", 0)
        money = [seat.get("score", seat["money"]) + (bonus[i] if bonus else 0) for i, seat in enumerate(seats)]
        if tiles is not None:  # BAD LUCK's fines are counted at the end of a playout, on its dice
            money = [m - fine for m, fine in zip(money, tiles.fines_now(codes, players), strict=True)]
        return Position(
            rules=obs["rules"],
            players=players,
            owners=len(index),
            round=obs["round"],
            rounds=obs["rounds"],
            notes=tuple(tuple(sorted(c["money"], reverse=True)) for c in obs["casinos"]),
            codes=codes,
            own_left=[seat["dice_left"].get("own", 0) for seat in seats],
            neutral_left=[seat["dice_left"].get("neutral", 0) for seat in seats],
            money=tuple(money),
            note_counts=tuple(len(seat["notes"]) + len(seat.get("bank", ())) + seat.get("chips", 0) for seat in seats),
            to_move=obs["to_move"],
            roll=roll,
            big_left=[seat["dice_left"].get("biggy", 0) for seat in seats],
            chips=[seat.get("chips", 0) for seat in seats],
            chip_value=chip_value,
            big_roll=big_roll,
            tiles=tiles,
        )

    def count(self, casino: int, owner: int) -> int:
        """Dice of ``owner`` in casino index ``casino`` (0-5)."""
        return (self.codes[casino] >> (BITS * owner)) & 15

    def counts(self, casino: int) -> list[int]:
        """Dice of every owner in casino index ``casino``."""
        code = self.codes[casino]
        return [(code >> (BITS * o)) & 15 for o in range(self.owners)]

    def dice_left(self, seat: int) -> int:
        """Dice ``seat`` still holds, a Biggy as one die (it is rolled as one)."""
        return self.own_left[seat] + self.neutral_left[seat] + self.big_left[seat]

    @property
    def classic(self) -> bool:
        """Whether this is the classic table (no Biggy, no chips), which ``medium``'s fast judgement knows."""
        return not self.chip_value and not any(self.big_left) and not self.big_roll

    def choices(self) -> list[int]:
        """The values the seat to move may place (ascending), like ``legal_actions()`` in the place phase."""
        assert self.roll is not None
        own, neutral = self.roll
        closed = self.tiles.closed + 1 if self.tiles is not None else 0
        return [v for v in range(1, 7) if (own[v] or neutral[v] or v == self.big_roll) and v != closed]

    def may_sit_out(self) -> bool:
        """Whether the seat to move may pay a chip instead of placing (R9)."""
        return self.roll is not None and self.chips[self.to_move] > 0

    def placed(self, value: int) -> Position:
        """A copy after the seat to move placed every rolled die showing ``value``; the turn passes on."""
        assert self.roll is not None
        own, neutral = self.roll
        return self.put(value, own[value], neutral[value], 1 if value == self.big_roll else 0)

    def set_and_placed(self, value: int, biggy: bool) -> Position:
        """A copy after the seat to move, instead of rolling, set one remaining die (its Biggy or a small one)
        to ``value`` and placed it (Royale's POWER PLAY); the turn passes on."""
        return self.put(value, 0, 0, 1) if biggy else self.put(value, 1, 0, 0)

    def put(self, value: int, small: int, neutral: int, big: int) -> Position:
        """A copy after the seat to move put ``small`` own dice, ``neutral`` neutral dice and ``big`` Biggies
        on casino ``value`` (its tile activated, in the main game's model); the turn passes on."""
        seat = self.to_move
        codes = self.codes[:]
        codes[value - 1] += ((small + 2 * big) << (BITS * seat)) + (neutral << (BITS * (self.owners - 1)))
        own_left = self.own_left[:]
        neutral_left = self.neutral_left[:]
        big_left = self.big_left[:]
        own_left[seat] -= small
        neutral_left[seat] -= neutral
        big_left[seat] -= big
        if self.tiles is None:
            return self.turn_passed(codes=codes, own_left=own_left, neutral_left=neutral_left, big_left=big_left)
        gain, tiles = self.tiles.activated(codes, seat, value - 1)
        money = list(self.money)
        money[seat] += gain
        return self.turn_passed(
            codes=codes,
            own_left=own_left,
            neutral_left=neutral_left,
            big_left=big_left,
            tiles=tiles,
            money=tuple(money),
        )

    def sat_out(self) -> Position:
        """A copy after the seat to move paid a chip and placed nothing; the turn passes on (R9)."""
        seat = self.to_move
        chips = self.chips[:]
        chips[seat] -= 1
        money = list(self.money)
        money[seat] -= self.chip_value
        notes = list(self.note_counts)
        notes[seat] -= 1
        return self.turn_passed(chips=chips, money=tuple(money), note_counts=tuple(notes))

    def turn_passed(self, **changes: Any) -> Position:
        """A copy with ``changes``, no roll, and the next seat with dice to move (itself last)."""
        after = replace(self, roll=None, big_roll=0, **changes)
        left = [after.dice_left(s) for s in range(self.players)]
        following = next_to_move(left, [0] * self.players, self.to_move)
        after.to_move = self.to_move if following < 0 else following
        return after

    def round_over(self) -> bool:
        return not any(self.own_left) and not any(self.neutral_left) and not any(self.big_left)


def next_to_move(own_left: list[int], neutral_left: list[int], seat: int) -> int:
    """The next seat after ``seat`` (itself last) that still has dice, or -1 when the round is over."""
    players = len(own_left)
    for step in range(1, players + 1):
        after = (seat + step) % players
        if own_left[after] or neutral_left[after]:
            return after
    return -1


def face_counts(faces: Any) -> FACE_COUNTS:
    counts = [0] * 7
    for face in faces:
        counts[face] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5], counts[6])


class Payouts:
    """What every owner takes from each casino for a packed dice code, memoised for one round's notes.

    ``awards(casino, code)`` is a tuple: the money of each owner, then the total taken by the seats.
    """

    __slots__ = ("notes", "owners", "seats", "table")

    def __init__(self, notes: tuple[tuple[int, ...], ...], owners: int, seats: int) -> None:
        self.notes = notes
        self.owners = owners
        self.seats = seats
        self.table: dict[int, tuple[int, ...]] = {}

    def awards(self, casino: int, code: int) -> tuple[int, ...]:
        """Money taken by each owner at casino index ``casino`` with dice ``code`` (tied owners removed)."""
        key = (code << 3) | casino
        found = self.table.get(key)
        if found is None:
            found = self.table[key] = pay_code(self.notes[casino], code, self.owners, self.seats)
        return found


def pay_code(notes: tuple[int, ...], code: int, owners: int, seats: int) -> tuple[int, ...]:
    """The payout rule (§1 Payout) on a packed code: equal counts are removed, the rest ranked.

    Returns each owner's money, then the total of the first ``seats`` owners (the neutral owner is last).
    """
    counts = [(code >> (BITS * o)) & 15 for o in range(owners)]
    present = [(c, o) for o, c in enumerate(counts) if c]
    awards = [0] * owners
    ranked = sorted((c, o) for c, o in present if counts.count(c) == 1)
    ranked.reverse()
    for (_, owner), note in zip(ranked, notes, strict=False):
        awards[owner] = note
    awards.append(sum(awards[:seats]))
    return tuple(awards)


def threat_table(p: float) -> tuple[tuple[float, ...], ...]:
    """``table[dice][need]``: chance that at least ``need`` of ``dice`` dice land in one casino."""
    return _threat_table(round(p, 6))


@lru_cache(maxsize=8)
def _threat_table(p: float) -> tuple[tuple[float, ...], ...]:
    rows = []
    for dice in range(17):
        exact = [comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(dice + 1)]
        rows.append(tuple(sum(exact[need:]) if need > 0 else 1.0 for need in range(18)))
    return tuple(rows)


@lru_cache(maxsize=16)
def roll_table(dice: int) -> tuple[tuple[int, ...], tuple[FACE_COUNTS, ...], tuple[int, ...], int]:
    """Every outcome of ``dice`` dice: cumulative integer weights out of 6**dice, the face counts, the values
    that show as a bit mask (bit ``v`` for value ``v``; ``SHOWN[mask]`` lists them), and 6**dice."""
    cumulative: list[int] = []
    outcomes: list[FACE_COUNTS] = []
    shown: list[int] = []
    total = 0
    for faces in combinations_with_replacement(range(1, 7), dice):
        counts = face_counts(faces)
        total += factorial(dice) // prod(factorial(n) for n in counts[1:])
        cumulative.append(total)
        outcomes.append(counts)
        shown.append(sum(1 << v for v in set(faces)))
    return tuple(cumulative), tuple(outcomes), tuple(shown), total


NO_DICE: FACE_COUNTS = (0, 0, 0, 0, 0, 0, 0)
SHOWN = tuple(tuple(v for v in range(1, 7) if mask >> v & 1) for mask in range(128))
"""The values (ascending) in a bit mask of ``roll_table``: own and neutral dice shown together are an ``|``."""


def roller(uniform: Callable[[], float]) -> Callable[[int], FACE_COUNTS]:
    """A function rolling ``n`` dice from one uniform draw each time (a table lookup, exact odds)."""
    tables = [roll_table(n) for n in range(9)]
    right = bisect.bisect_right

    def roll(dice: int) -> FACE_COUNTS:
        if not dice:
            return NO_DICE
        cumulative, outcomes, _shown, total = tables[dice]
        return outcomes[right(cumulative, int(uniform() * total))]

    return roll


def random_roller(rng: random.Random) -> Callable[[int], FACE_COUNTS]:
    return roller(rng.random)
