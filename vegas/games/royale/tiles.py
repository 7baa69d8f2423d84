"""Las Vegas Royale's 16 casino tile faces as data (docs/rules.md §3 table, R13-R21), and what lies on them.

Every number printed only on the tiles is here, once: the rewards, tracks and token mixes that docs/rules.md
settles (R13 LUCKY PUNCH, R15 FIFTY FIFTY, R16 HIGH FIVE, R17 NO ENTRY!, R18 HANDICAP, R19 BLACK BOX, R20
NICE DICE, R21 MY CHOICE). ``TileBoard`` is everything the tiles hold during one round (counters, tokens,
the bar, dice on tiles), and the codes of where a die can be; the rules that move them are in ``faces/`` and
``state.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from vegas.core.errors import InvalidState
from vegas.core.tuples import with_item

from .actions import FACE_IDS


class Face(NamedTuple):
    """One side of a tile: its id (A1 … H2), its printed name, and when it acts."""

    id: str
    name: str
    activated: bool  # something happens when dice are placed in its casino
    before_payout: bool  # it acts at round end before any casino pays (B1, C2)
    at_payout: bool  # it pays or asks something when the casinos pay (C1, G1, G2, H1, H2)


FACES: dict[str, Face] = {
    face.id: face
    for face in (
        Face("A1", "LUCKY PUNCH", True, False, False),
        Face("A2", "JACKPOT", True, False, False),
        Face("B1", "PRIME TIME", False, True, False),
        Face("B2", "FIFTY FIFTY", True, False, False),
        Face("C1", "HIGH FIVE", True, False, True),
        Face("C2", "BAD LUCK", False, True, False),
        Face("D1", "PAY DAY", True, False, False),
        Face("D2", "POWER PLAY", True, False, False),
        Face("E1", "NO ENTRY!", True, False, False),
        Face("E2", "KNOCKOUT?", True, False, False),
        Face("F1", "BLOCK IT!", True, False, False),
        Face("F2", "HANDICAP", True, False, False),
        Face("G1", "BLACK BOX", False, False, True),
        Face("G2", "DOUBLE DOWN", True, False, True),
        Face("H1", "NICE DICE", True, False, True),
        Face("H2", "MY CHOICE", True, False, True),
    )
}
assert tuple(FACES) == FACE_IDS


SUPPLY, BAR, DOUBLE_DOWN, NICE, GOLDEN = 0, 7, 8, 9, 10
"""Where a die can be (codes of ``biggy``; 1-6 are the casinos)."""
SMALL, BIG = 1, 2
"""A die's size: a small die, or the Biggy (which counts two except in the bar, E2)."""


def tile_of(face: str) -> str:
    """The physical tile a face is printed on: A1 and A2 are both sides of tile A."""
    return face[0]


class Reward(NamedTuple):
    """Chips and money (from the bank, R12) a tile gives."""

    chips: int = 0
    money: int = 0


NOTHING = Reward()

DEFAULT_TILES = 3
"""Tiles per round (Royale rulebook: casinos 1, 2 and 3); the variant allows 0-6, one per casino from casino 1 up."""
MOST_TILES_WITHOUT_REPEATS = 4
"""With faces never repeating, 3 rounds of 5 tiles could leave fewer than 5 different tiles for round 3."""

BLACK_DICE = 2
BLANK_DICE = 9

LUCKY_PUNCH = {1: Reward(chips=2), 2: Reward(money=30), 3: Reward(money=40)}
"""A1, R13: what the holder gets when the guess is wrong, by tokens held."""

JACKPOT_TRACK = (30, 40, 50, 60, 70, 80)
"""A2: the counter's spaces; it starts each round on 30 and stays on 80."""

FIFTY_TRACK = (NOTHING, NOTHING, Reward(chips=1), Reward(money=30), Reward(money=40), Reward(money=60))
"""B2, R15: start, $0, 1 chip, 30, 40, 60; the first roll moves the counter to $0, a won bet one space on."""

HIGH_FIVE_DICE = 5
HIGH_FIVE_PAY = 100
"""C1, R16: the first player with 5 dice here (Biggy = 2) takes the token; it pays 100 at payout."""

BAD_LUCK_FINE = 50
"""C2: what each player with the fewest dice here pays the bank at round end."""


def pay_day(casinos_with_dice: int) -> Reward:
    """D1: 1 casino → 1 chip, 2 → 2 chips, 3-6 → 30-60."""
    if casinos_with_dice <= 2:
        return Reward(chips=casinos_with_dice)
    return Reward(money=10 * casinos_with_dice)


NO_ENTRY_TRACK = (NOTHING, NOTHING, Reward(chips=2), NOTHING, Reward(money=30), NOTHING, Reward(chips=1))
"""E1, R17: a circular track; each move of the token advances the counter one space and pays its reward."""

BAR_LIMIT = 2
"""E2: an opponent with this many dice in the bar (a Biggy is one) puts no more there."""

BLOCK_IT_CLUSTERS = (1, 1, 2, 2, 3)
"""F1: the blank dice on the tile, in clusters."""

HANDICAP_SETUP = (1, 1, 1, 2, 2, 2)
"""F2: blank dice put in casinos 1-6 when the tile is laid."""
HANDICAP_SPACES = {"chip": 2, "30": 3, "choice": 4}
"""F2, R18: the tile's 9 spaces by reward: 1 chip, 30, or a choice (set and place a die, or take one back)."""
HANDICAP_REWARD = {"chip": Reward(chips=1), "30": Reward(money=30), "choice": NOTHING}

BLACK_BOX_COUNTS = {"60": 1, "chips": 2, "blank": 3}
"""G1, R19: the six tokens."""
BLACK_BOX_REWARD = {"60": Reward(money=60), "chips": Reward(chips=2), "blank": NOTHING}

DOUBLE_DOWN_PAY = (60, 30)
"""G2: the tile pays like a casino, winner 60, runner-up 30, from the bank."""

NICE_DICE = {
    1: Reward(chips=1),
    2: Reward(chips=2),
    3: Reward(money=30),
    4: Reward(money=40),
    5: Reward(money=50),
    6: Reward(money=60),
}
"""H1, R20: what a die on the tile's space of each value earns its owner at payout."""

MY_CHOICE = {1: Reward(chips=1), 2: Reward(chips=2), 3: Reward(money=30)}
"""H2, R21: the plain rewards; 4 activates another tile, 5 sets or takes back a die, 6 the golden space."""
MY_CHOICE_ACTIVATE, MY_CHOICE_ADJUST, MY_CHOICE_GOLDEN = 4, 5, 6
GOLDEN_PAY = 60

EMPTY = (-1, 0)
"""A space without a die; an occupied space holds (owner seat, size: 1 small, 2 Biggy)."""


@dataclass(frozen=True, slots=True)
class TilePaid:
    """What one tile paid at a round's end: per seat, money from the bank (negative: paid to it, BAD LUCK) and
    chips (negative: paid in chips), so the page can name each tile beside what it did."""

    casino: int
    face: str
    money: tuple[int, ...]
    chips: tuple[int, ...]

    @property
    def did_something(self) -> bool:
        return any(self.money) or any(self.chips)

    def to_json(self) -> list[Any]:
        return [self.casino, self.face, list(self.money), list(self.chips)]

    @staticmethod
    def from_json(data: Any, players: int) -> TilePaid:
        def per_seat(value: Any) -> tuple[int, ...]:
            if not (isinstance(value, list) and len(value) == players):
                raise InvalidState("a tile's payment must give one amount per seat")
            if not all(type(v) is int and -10_000 <= v <= 10_000 for v in value):
                raise InvalidState("a tile's payment is malformed")
            return tuple(value)

        if not (isinstance(data, list) and len(data) == 4):
            raise InvalidState("a tile's payment is [casino, face, money, chips]")
        casino, face, money, chips = data
        if type(casino) is not int or not 1 <= casino <= 6 or face not in FACE_IDS:
            raise InvalidState("a tile's payment names no tile")
        return TilePaid(casino, face, per_seat(money), per_seat(chips))


@dataclass(frozen=True, slots=True)
class TileBoard:
    """What the tiles hold during one round; a fresh board (``TileBoard.fresh``) comes with every round."""

    jackpot: int = JACKPOT_TRACK[0]  # A2 counter
    high_five: int = -1  # C1: the seat holding the token, -1 while it is on the tile
    power: int = -1  # D2: the seat holding the token, -1 while it is on the tile
    power_ready: bool = False  # D2: the holder may use it on their next turn (and only then)
    no_entry: int = 0  # E1: the closed casino 1-6, 0 while the token is on the tile
    no_entry_track: int = 0  # E1: the counter's space on NO_ENTRY_TRACK
    bar: tuple[tuple[int, ...], ...] = ()  # E2: per seat, the sizes of its dice in the bar
    clusters: tuple[int, ...] = ()  # F1: the clusters of blank dice still on the tile
    handicap: tuple[int, ...] = (0, 0, 0)  # F2: spaces taken per kind of HANDICAP_SPACES
    double_down: tuple[int, ...] = ()  # G2: per seat, dice on the tile (a Biggy counts two)
    nice: tuple[tuple[int, int], ...] = (EMPTY,) * 6  # H1: the die on the space of each value 1-6
    golden: tuple[int, int] = EMPTY  # H2: the die on the golden space
    black: tuple[tuple[int, int], ...] = ()  # B1: each black die placed at round end, as (casino, seat)
    bad_luck: tuple[int, ...] = ()  # C2: the seats that pay the fine at round end

    @staticmethod
    def fresh(players: int, tiles: tuple[str, ...]) -> TileBoard:
        """A round's board with the tokens, counters and blank dice each laid tile starts with."""
        return TileBoard(
            bar=((),) * players,
            clusters=BLOCK_IT_CLUSTERS if "F1" in tiles else (),
            double_down=(0,) * players,
        )

    def with_seat(self, field: str, seat: int, value: Any) -> TileBoard:
        """This board with one seat's entry of a per-seat field replaced."""
        old: tuple[Any, ...] = getattr(self, field)
        changes: dict[str, Any] = {field: with_item(old, seat, value)}
        return replace(self, **changes)

    def blank_on_tiles(self) -> int:
        """Blank dice lying on BLOCK IT! and HANDICAP (the rest are in casinos or in the box)."""
        return sum(self.clusters) + sum(self.handicap)

    def own_dice_on_tiles(self, seats: int) -> list[int]:
        """Per seat, its dice (a Biggy counting two) in the bar, on DOUBLE DOWN, NICE DICE and the golden space."""
        dice = [sum(self.bar[seat]) + self.double_down[seat] for seat in range(seats)]
        for owner, size in (*self.nice, self.golden):
            if 0 <= owner < seats:  # an empty space's owner is -1
                dice[owner] += size
        return dice

    def to_json(self) -> dict[str, Any]:
        return {
            "jackpot": self.jackpot,
            "high_five": self.high_five,
            "power": self.power,
            "power_ready": self.power_ready,
            "no_entry": self.no_entry,
            "no_entry_track": self.no_entry_track,
            "bar": [list(b) for b in self.bar],
            "clusters": list(self.clusters),
            "handicap": list(self.handicap),
            "double_down": list(self.double_down),
            "nice": [list(space) for space in self.nice],
            "golden": list(self.golden),
            "black": [list(die) for die in self.black],
            "bad_luck": list(self.bad_luck),
        }

    @staticmethod
    def from_json(data: Any, players: int) -> TileBoard:
        """Read a saved board, checking each field's shape and range (``InvalidState`` names what is wrong)."""
        if not isinstance(data, dict):
            raise InvalidState("the tiles' board must be a JSON object")

        def number(name: str, low: int, high: int) -> int:
            value = data.get(name)
            if type(value) is not int or not low <= value <= high:
                raise InvalidState(f"the tiles' {name} must be a whole number {low}-{high}")
            return value

        def numbers(value: Any, name: str, length: int | None, low: int, high: int) -> tuple[int, ...]:
            ok = isinstance(value, list) and (length is None or len(value) == length)
            if not ok or not all(type(v) is int and low <= v <= high for v in value):
                raise InvalidState(f"the tiles' {name} is malformed")
            return tuple(value)

        def space(value: Any, name: str) -> tuple[int, int]:
            pair = numbers(value, name, 2, -1, max(players - 1, 2))
            if pair != EMPTY and not (0 <= pair[0] < players and pair[1] in (1, 2)):
                raise InvalidState(f"the tiles' {name} holds no die of a seat")
            return pair[0], pair[1]

        power_ready = data.get("power_ready")
        if not isinstance(power_ready, bool):
            raise InvalidState("the tiles' power_ready must be true or false")
        bar = data.get("bar")
        if not isinstance(bar, list) or len(bar) != players:
            raise InvalidState("the bar must list each seat's dice")
        nice = data.get("nice")
        if not isinstance(nice, list) or len(nice) != 6:
            raise InvalidState("NICE DICE must have 6 spaces")
        black = data.get("black")
        if not isinstance(black, list) or len(black) > BLACK_DICE:
            raise InvalidState("at most 2 black dice can be placed")
        board = TileBoard(
            jackpot=number("jackpot", JACKPOT_TRACK[0], JACKPOT_TRACK[-1]),
            high_five=number("high_five", -1, players - 1),
            power=number("power", -1, players - 1),
            power_ready=power_ready,
            no_entry=number("no_entry", 0, 6),
            no_entry_track=number("no_entry_track", 0, len(NO_ENTRY_TRACK) - 1),
            bar=tuple(numbers(b, "bar", None, 1, 2) for b in bar),
            clusters=numbers(data.get("clusters"), "clusters", None, 1, 3),
            handicap=numbers(data.get("handicap"), "handicap spaces", 3, 0, max(HANDICAP_SPACES.values())),
            double_down=numbers(data.get("double_down"), "DOUBLE DOWN dice", players, 0, 9),
            nice=tuple(space(s, "NICE DICE space") for s in nice),
            golden=space(data.get("golden"), "golden space"),
            black=tuple(_black_die(numbers(d, "black die", 2, 0, 6), players) for d in black),
            bad_luck=numbers(data.get("bad_luck"), "BAD LUCK seats", None, 0, players - 1),
        )
        if board.jackpot % 10:
            raise InvalidState("the JACKPOT counter must be on one of its spaces")
        if any(taken > room for taken, room in zip(board.handicap, HANDICAP_SPACES.values(), strict=True)):
            raise InvalidState("HANDICAP has more dice on a kind of space than it has spaces")
        return board


def _black_die(pair: tuple[int, ...], players: int) -> tuple[int, int]:
    casino, seat = pair
    if not (1 <= casino <= 6 and 0 <= seat < players):
        raise InvalidState("a black die must lie on a casino 1-6 for a seat")
    return casino, seat
