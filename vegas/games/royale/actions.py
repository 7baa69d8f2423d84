"""The actions of Las Vegas Royale's casino tiles (docs/rules.md §3), with one text form each like
``vegas/core/actions.py``.

Decisions (made by whoever the engine's ``current_player`` names, often not the player whose turn it is):

==========================  ====================================================================
``hide 2`` / ``guess 3``     A1 LUCKY PUNCH: tokens held (1-3, hidden from the table), the guess
``stop`` / ``bet higher``    B2 FIFTY FIFTY: take the reward under the counter, or bet on the next sum
``place-black 3 5``          B1 PRIME TIME: black dice to place (``place-black none``, ``place-black 4``)
``close 5`` / ``close none`` E1 NO ENTRY!: the casino to close (``none``: leave the token where it is)
``to-bar small``             E2 KNOCKOUT?: the die an opponent puts into the bar (``small`` or ``biggy``)
``block 2 5``                F1 BLOCK IT!: a cluster of 2 blank dice onto casino 5 (``block none``)
``handicap 4 30``            F2 HANDICAP: a blank die from casino 4 onto a ``chip``/``30``/``choice`` space
``set 4`` / ``set 4B``       set a remaining die (``B``: the Biggy) to 4 and place it without activating
``take-back 3``              take one own die (``3B``: the Biggy) back from casino 3
``power 4`` / ``power 4B``   D2 POWER PLAY: instead of rolling, set a die to 4 and place it (activating)
``double-down 2 B``          G2 DOUBLE DOWN: 2 small dice and the Biggy onto the tile (``double-down 0``)
``nice-dice 5`` / ``5B``     H1 NICE DICE: the die showing 5 onto the tile (``nice-dice none``)
``choose 4``                 H2 MY CHOICE: one of the two black dice
``activate 2``               H2 MY CHOICE 4: activate casino 2's tile
``golden small``             H2 MY CHOICE 6: a remaining die onto the golden space
``split 60 chips``           G1 BLACK BOX: the first pile's tokens (``60``, ``chips``, ``blank``); the rest
                             is the second pile
``pick 1``                   G1 BLACK BOX: the pile the casino's winner takes
``pass``                     every value rolled belongs to a casino closed by NO ENTRY!: nothing placed
==========================  ====================================================================

Chance: ``tile 1 D2`` (casino 1 gets face D2 this round) and ``black 3 5`` (the two black dice, sorted).

Each decision is a typed value (``Hide(2)``, ``Block(2, 5)``, ``NiceDie(5, biggy=True)``), a subclass of
``TileAction`` whose text form is its word and arguments; the text is checked against the word's grammar
and put into one canonical form on reading (``place-black 5 3`` reads as ``place-black 3 5``), so equal
decisions compare equal however they were typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from vegas.core.actions import Action, Outcome, register_reader
from vegas.core.errors import InvalidAction

FACE_IDS = tuple(f"{tile}{side}" for tile in "ABCDEFGH" for side in (1, 2))
"""The 16 tile faces: A1 … H2 (docs/rules.md §3 table)."""

BLACK_BOX_TOKENS = ("60", "chips", "blank")
"""BLACK BOX token kinds, in the order a pile is written."""
BLACK_BOX_SET = (1, 2, 3)
"""How many of each kind the BLACK BOX holds (docs/rules.md R19)."""

_GRAMMAR: dict[str, tuple[str, str]] = {
    "hide": (r"[1-3]", "a number of tokens 1-3"),
    "guess": (r"[1-3]", "a number 1-3"),
    "stop": (r"", "nothing"),
    "bet": (r"higher|lower", "higher or lower"),
    "place-black": (r"none|[1-6]( [1-6])?", "none, or the values of one or both black dice"),
    "close": (r"none|[1-6]", "a casino 1-6 or none"),
    "to-bar": (r"small|biggy", "small or biggy"),
    "block": (r"none|[1-3] [1-6]", "a cluster size 1-3 and a casino 1-6, or none"),
    "handicap": (r"none|[1-6] (chip|30|choice)", "a casino 1-6 and a space chip, 30 or choice, or none"),
    "set": (r"[1-6]B?", "a value 1-6 (B after it: the Biggy)"),
    "take-back": (r"[1-6]B?", "a casino 1-6 (B after it: the Biggy)"),
    "power": (r"[1-6]B?", "a value 1-6 (B after it: the Biggy)"),
    "double-down": (r"[0-7]( B)?", "a number of small dice 0-7, and B to move the Biggy too"),
    "nice-dice": (r"none|[1-6]B?", "a value 1-6 (B after it: the Biggy), or none"),
    "choose": (r"[1-6]", "one of the black dice's values 1-6"),
    "activate": (r"[1-6]", "a casino 1-6"),
    "golden": (r"small|biggy", "small or biggy"),
    "split": (r"(60|chips|blank)( (60|chips|blank)){0,4}", "1-5 tokens among 60, chips and blank"),
    "pick": (r"[12]", "pile 1 or 2"),
}
"""Per decision word: the arguments it takes (a regular expression over the words after it) and how a
person would say that in an error message."""


@dataclass(frozen=True, slots=True)
class TileAction(Action):
    """A decision a casino tile asks for; each kind is a subclass with its word (``WORD``) and typed fields."""

    WORD: ClassVar[str] = ""

    @property
    def word(self) -> str:
        return self.WORD

    def __str__(self) -> str:
        return " ".join((self.WORD, *self.args()))

    def args(self) -> tuple[str, ...]:
        """The words after ``WORD`` in the text form."""
        return ()

    @property
    def none(self) -> bool:
        """The decision to do nothing (``close none``, ``block none``, ``place-black none``, …)."""
        return self.args() == ("none",)


def _die(value: int, biggy: bool) -> str:
    return f"{value}{'B' if biggy else ''}"


def _size(biggy: bool) -> str:
    return "biggy" if biggy else "small"


@dataclass(frozen=True, slots=True)
class Hide(TileAction):
    """A1 LUCKY PUNCH: the tokens held, hidden from the table."""

    WORD = "hide"
    tokens: int

    def args(self) -> tuple[str, ...]:
        return (str(self.tokens),)


@dataclass(frozen=True, slots=True)
class Guess(TileAction):
    """A1 LUCKY PUNCH: the guess of the tokens held."""

    WORD = "guess"
    tokens: int

    def args(self) -> tuple[str, ...]:
        return (str(self.tokens),)


@dataclass(frozen=True, slots=True)
class Stop(TileAction):
    """B2 FIFTY FIFTY: take the reward under the counter."""

    WORD = "stop"


@dataclass(frozen=True, slots=True)
class Bet(TileAction):
    """B2 FIFTY FIFTY: bet that the next sum is higher (or lower)."""

    WORD = "bet"
    higher: bool

    def args(self) -> tuple[str, ...]:
        return ("higher" if self.higher else "lower",)


@dataclass(frozen=True, slots=True)
class PlaceBlack(TileAction):
    """B1 PRIME TIME: the black dice placed, by value, sorted (none: empty)."""

    WORD = "place-black"
    values: tuple[int, ...] = ()

    def args(self) -> tuple[str, ...]:
        return tuple(map(str, self.values)) or ("none",)


@dataclass(frozen=True, slots=True)
class Close(TileAction):
    """E1 NO ENTRY!: the casino to close (``None``: the token stays)."""

    WORD = "close"
    casino: int | None

    def args(self) -> tuple[str, ...]:
        return (str(self.casino) if self.casino else "none",)


@dataclass(frozen=True, slots=True)
class ToBar(TileAction):
    """E2 KNOCKOUT?: the die an opponent puts into the bar."""

    WORD = "to-bar"
    biggy: bool

    def args(self) -> tuple[str, ...]:
        return (_size(self.biggy),)


@dataclass(frozen=True, slots=True)
class Block(TileAction):
    """F1 BLOCK IT!: a cluster of ``size`` blank dice onto ``casino`` (both ``None``: nothing)."""

    WORD = "block"
    size: int | None
    casino: int | None

    def args(self) -> tuple[str, ...]:
        return (str(self.size), str(self.casino)) if self.size and self.casino else ("none",)


@dataclass(frozen=True, slots=True)
class HandicapMove(TileAction):
    """F2 HANDICAP: a blank die from ``casino`` onto a ``space`` (chip, 30 or choice); both ``None``: nothing."""

    WORD = "handicap"
    casino: int | None
    space: str | None

    def args(self) -> tuple[str, ...]:
        return (str(self.casino), str(self.space)) if self.casino and self.space else ("none",)


@dataclass(frozen=True, slots=True)
class SetDie(TileAction):
    """MY CHOICE's adjust (and HANDICAP's choice space): a remaining die set to ``value`` and placed there."""

    WORD = "set"
    value: int
    biggy: bool = False

    def args(self) -> tuple[str, ...]:
        return (_die(self.value, self.biggy),)


@dataclass(frozen=True, slots=True)
class TakeBack(TileAction):
    """MY CHOICE's adjust: one own die back from ``casino``."""

    WORD = "take-back"
    casino: int
    biggy: bool = False

    def args(self) -> tuple[str, ...]:
        return (_die(self.casino, self.biggy),)


@dataclass(frozen=True, slots=True)
class Power(TileAction):
    """D2 POWER PLAY: instead of rolling, a die set to ``value`` and placed there (activating its tile)."""

    WORD = "power"
    value: int
    biggy: bool = False

    def args(self) -> tuple[str, ...]:
        return (_die(self.value, self.biggy),)


@dataclass(frozen=True, slots=True)
class DoubleDownMove(TileAction):
    """G2 DOUBLE DOWN: ``small`` dice (and the Biggy) from the casino onto the tile."""

    WORD = "double-down"
    small: int
    biggy: bool = False

    def args(self) -> tuple[str, ...]:
        return (str(self.small), "B") if self.biggy else (str(self.small),)


@dataclass(frozen=True, slots=True)
class NiceDie(TileAction):
    """H1 NICE DICE: the die showing ``value`` onto the tile (``None``: nothing)."""

    WORD = "nice-dice"
    value: int | None
    biggy: bool = False

    def args(self) -> tuple[str, ...]:
        return (_die(self.value, self.biggy),) if self.value else ("none",)


@dataclass(frozen=True, slots=True)
class Choose(TileAction):
    """H2 MY CHOICE: one of the two black dice, by value."""

    WORD = "choose"
    value: int

    def args(self) -> tuple[str, ...]:
        return (str(self.value),)


@dataclass(frozen=True, slots=True)
class Activate(TileAction):
    """H2 MY CHOICE 4: the tile of another casino acts as if the player had just placed there."""

    WORD = "activate"
    casino: int

    def args(self) -> tuple[str, ...]:
        return (str(self.casino),)


@dataclass(frozen=True, slots=True)
class Golden(TileAction):
    """H2 MY CHOICE 6: a remaining die onto the golden space."""

    WORD = "golden"
    biggy: bool

    def args(self) -> tuple[str, ...]:
        return (_size(self.biggy),)


@dataclass(frozen=True, slots=True)
class Split(TileAction):
    """G1 BLACK BOX: the first pile, as counts of the tokens 60, chips and blank; the rest is the second."""

    WORD = "split"
    pile: tuple[int, int, int]

    def args(self) -> tuple[str, ...]:
        return tuple(token for token, count in zip(BLACK_BOX_TOKENS, self.pile, strict=True) for _ in range(count))


@dataclass(frozen=True, slots=True)
class Pick(TileAction):
    """G1 BLACK BOX: the pile (1 or 2) the casino's winner takes."""

    WORD = "pick"
    pile: int

    def args(self) -> tuple[str, ...]:
        return (str(self.pile),)


@dataclass(frozen=True, slots=True)
class TileDraw(Outcome):
    """Chance: face ``face`` of a tile is laid beside casino ``casino`` for this round."""

    casino: int
    face: str

    def __str__(self) -> str:
        return f"tile {self.casino} {self.face}"


@dataclass(frozen=True, slots=True)
class BlackDice(Outcome):
    """Chance: the two black dice show these faces (sorted)."""

    faces: tuple[int, int]

    def __str__(self) -> str:
        return f"black {self.faces[0]} {self.faces[1]}"

    @property
    def total(self) -> int:
        return self.faces[0] + self.faces[1]


def _canonical(word: str, args: list[str]) -> tuple[str, ...]:
    """One form per decision: dice values sorted, BLACK BOX tokens 60 → chips → blank, ``b`` written ``B``."""
    args = [a.upper() if a.lower().endswith("b") and a[:1].isdigit() else a.lower() for a in args]
    if word == "double-down":
        args = [a.upper() if a.lower() == "b" else a for a in args]
    if word == "place-black":
        args = sorted(args)
    if word == "split":
        args = sorted(args, key=lambda token: BLACK_BOX_TOKENS.index(token) if token in BLACK_BOX_TOKENS else 0)
    return tuple(args)


def _typed(word: str, args: tuple[str, ...]) -> TileAction:
    """The typed decision of a word and its canonical arguments (already checked against its grammar)."""
    none = args == ("none",)
    first = int(args[0].rstrip("B")) if args and args[0][:1].isdigit() else 0
    biggy = any(a.endswith("B") or a == "biggy" for a in args)
    kinds: dict[str, Callable[[], TileAction]] = {
        "hide": lambda: Hide(first),
        "guess": lambda: Guess(first),
        "stop": Stop,
        "bet": lambda: Bet(args[0] == "higher"),
        "place-black": lambda: PlaceBlack(() if none else tuple(map(int, args))),
        "close": lambda: Close(None if none else first),
        "to-bar": lambda: ToBar(biggy),
        "block": lambda: Block(None, None) if none else Block(first, int(args[1])),
        "handicap": lambda: HandicapMove(None, None) if none else HandicapMove(first, args[1]),
        "set": lambda: SetDie(first, biggy),
        "take-back": lambda: TakeBack(first, biggy),
        "power": lambda: Power(first, biggy),
        "double-down": lambda: DoubleDownMove(first, biggy),
        "nice-dice": lambda: NiceDie(None) if none else NiceDie(first, biggy),
        "choose": lambda: Choose(first),
        "activate": lambda: Activate(first),
        "golden": lambda: Golden(biggy),
        "split": lambda: Split((args.count("60"), args.count("chips"), args.count("blank"))),
        "pick": lambda: Pick(first),
    }
    return kinds[word]()


def _read_tile(text: str, args: list[str]) -> TileAction:
    word = text.split()[0].lower()
    pattern, wanted = _GRAMMAR[word]
    canonical = _canonical(word, args)
    if not re.fullmatch(pattern, " ".join(canonical)):
        raise InvalidAction(f"{text!r}: '{word}' takes {wanted}")
    if word == "split" and any(canonical.count(t) > n for t, n in zip(BLACK_BOX_TOKENS, BLACK_BOX_SET, strict=True)):
        raise InvalidAction(f"{text!r}: the BLACK BOX has one 60, two chips and three blank tokens")
    return _typed(word, canonical)


def _read_draw(text: str, args: list[str]) -> Action:
    if len(args) != 2 or args[0] not in "123456" or not args[0] or args[1].upper() not in FACE_IDS:
        raise InvalidAction(f"{text!r}: expected 'tile', a casino 1-6 and a face A1-H2")
    return TileDraw(int(args[0]), args[1].upper())


def _read_black(text: str, args: list[str]) -> Action:
    if len(args) != 2 or not all(a in ("1", "2", "3", "4", "5", "6") for a in args):
        raise InvalidAction(f"{text!r}: expected 'black' and the two dice's faces 1-6")
    low, high = sorted(int(a) for a in args)
    return BlackDice((low, high))


for _word in _GRAMMAR:
    register_reader(_word, _read_tile)
register_reader("tile", _read_draw)
register_reader("black", _read_black)
