"""Actions as frozen values with one text form, used alike by the log, saves, URLs and the page.

Player actions: ``roll``, ``place 3``, ``sit-out`` (Royale: pay a chip instead of placing). Chance outcomes:
``draw 90`` (the next note or card of the pile) and ``dice 1 1 3 5 1n 6n`` (a roll, every die's face;
suffix ``n`` = a neutral die, ``B`` = a Biggy: ``dice 1 3 3 5 4B``, a neutral Biggy ``4nB``).
The casino tiles of Las Vegas Royale add their own actions (``vegas/games/royale/actions.py``) through
``register_reader``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from .errors import InvalidAction

OWN = "own"
NEUTRAL = "neutral"
_TAG_SUFFIX = {OWN: "", NEUTRAL: "n"}
_SUFFIX_TAG = {v: k for k, v in _TAG_SUFFIX.items()}


class Action:
    """Base of all actions; ``str(action)`` is its text form and ``parse`` reads it back."""

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Action:
        """Read an action from its text form, raising ``InvalidAction`` with a clear message."""
        if not isinstance(text, str):
            raise InvalidAction(f"an action is a text, not {type(text).__name__}")
        return _read_action(text)

    @property
    def is_chance(self) -> bool:
        return False


@lru_cache(maxsize=4096)
def _read_action(text: str) -> Action:
    """``Action.parse`` of a text, remembered: actions are frozen values, and a replay reads the same texts
    (``roll``, ``place 3``, ``draw 60``) over and over. A text that is refused is not remembered."""
    words = text.split()
    if not words:
        raise InvalidAction("empty action")
    head, args = words[0].lower(), words[1:]
    reader = _READERS.get(head)
    if reader is None:
        known = ", ".join(sorted(_READERS))
        raise InvalidAction(f"unknown action {text!r}: expected one of {known}")
    return reader(text, args)


class Word(Action):
    """An action that takes nothing: its text is one word (``WORD``)."""

    __slots__ = ()
    WORD: ClassVar[str]

    def __str__(self) -> str:
        return self.WORD

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Outcome(Action):
    """Base of chance outcomes: what a roll or a draw turned out to be."""

    __slots__ = ()

    @property
    def is_chance(self) -> bool:
        return True


@dataclass(frozen=True, slots=True, repr=False)
class Roll(Word):
    """The player to move rolls every die left in their supply."""

    WORD = "roll"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place all rolled dice showing ``value`` in the casino of that number."""

    value: int

    def __str__(self) -> str:
        return f"place {self.value}"

    @staticmethod
    def of(value: int) -> Place:
        """The placement of ``value``: for 1-6 one shared value each, since legal actions are listed often."""
        return _PLACES.get(value) or Place(value)


_PLACES = {value: Place(value) for value in range(1, 7)}


@dataclass(frozen=True, slots=True, repr=False)
class SitOut(Word):
    """Royale (docs/rules.md §2 Chips, R9): after rolling, pay 1 chip and place nothing; the turn passes."""

    WORD = "sit-out"


@dataclass(frozen=True, slots=True, repr=False)
class Pass(Word):
    """The turn passes with nothing done: NO ENTRY! closed every value rolled (Royale); a seat without
    counters waits for some to come back (Knizia, R32)."""

    WORD = "pass"


@dataclass(frozen=True, slots=True)
class Draw(Outcome):
    """Chance: the top of the shuffled pile turns out to be a note (or card) of this value."""

    value: int

    def __str__(self) -> str:
        return f"draw {self.value}"


DiceGroup = tuple[str, int, tuple[int, ...]]
"""One kind of die in a roll: (owner tag ``own``/``neutral``, size 1 or 2 for a Biggy, sorted faces)."""


@dataclass(frozen=True, slots=True)
class Dice(Outcome):
    """Chance: the faces a roll shows, grouped by kind of die, each group sorted."""

    groups: tuple[DiceGroup, ...]

    def __str__(self) -> str:
        words = ["dice"]
        for tag, size, faces in self.groups:
            suffix = _TAG_SUFFIX[tag] + ("B" if size == 2 else "")
            words.extend(f"{face}{suffix}" for face in faces)
        return " ".join(words)

    def faces(self) -> tuple[int, ...]:
        """Every face rolled, all kinds together, sorted."""
        return tuple(sorted(face for _, _, faces in self.groups for face in faces))

    def values(self) -> list[int]:
        """The values shown, each once, lowest first (what a seat may place)."""
        return sorted({face for _, _, faces in self.groups for face in faces})

    def shows(self, value: int) -> bool:
        """Whether some die shows ``value``."""
        return any(value in faces for _, _, faces in self.groups)

    @staticmethod
    def of(groups: Mapping[tuple[str, int], Sequence[int]]) -> Dice:
        """Normalise a mapping (tag, size) -> faces into the canonical, sorted form."""
        ordered = [(tag, size, tuple(sorted(faces))) for (tag, size), faces in groups.items() if faces]
        return Dice(tuple(sorted(ordered, key=Dice.group_order)))

    @staticmethod
    def group_order(group: DiceGroup) -> tuple[int, int]:
        """Where a group goes in the canonical form: own dice before neutral ones, then by size."""
        return _TAG_ORDER[group[0]], group[1]


_TAG_ORDER = {OWN: 0, NEUTRAL: 1}


def _read_word(kind: type[Word]) -> Reader:
    def read(text: str, args: list[str]) -> Action:
        if args:
            raise InvalidAction(f"{text!r}: '{kind.WORD}' takes nothing after it")
        return kind()

    return read


def _read_value(kind: type[Place] | type[Draw], low: int, high: int, step: int = 1) -> Reader:
    def read(text: str, args: list[str]) -> Action:
        name = text.split()[0].lower()
        if len(args) != 1 or not re.fullmatch(r"[0-9]{1,4}", args[0]):
            raise InvalidAction(f"{text!r}: expected '{name}' and one number")
        value = int(args[0])
        if not low <= value <= high or value % step:
            raise InvalidAction(f"{text!r}: {value} is not a possible {name} value")
        return kind(value)

    return read


def _read_dice(text: str, args: list[str]) -> Action:
    if not args:
        raise InvalidAction(f"{text!r}: a roll shows at least one die")
    groups: dict[tuple[str, int], list[int]] = {}
    for word in args:
        face, suffix = word[:1], word[1:]
        size = 1
        if suffix.endswith("B"):
            size, suffix = 2, suffix[:-1]
        if face not in "123456" or not face or suffix not in _SUFFIX_TAG:
            raise InvalidAction(f"{text!r}: {word!r} is not a die face (1-6, optionally n or B after it)")
        groups.setdefault((_SUFFIX_TAG[suffix], size), []).append(int(face))
    return Dice.of(groups)


Reader = Callable[[str, list[str]], Action]
"""Reads an action from its whole text and the words after the first."""

_READERS: dict[str, Reader] = {
    Roll.WORD: _read_word(Roll),
    SitOut.WORD: _read_word(SitOut),
    Pass.WORD: _read_word(Pass),
    "place": _read_value(Place, 1, 6),
    "draw": _read_value(Draw, 1, 1000),
    "dice": _read_dice,
}
"""Reads one action: its whole text and the words after the first."""


def register_reader(word: str, reader: Reader) -> None:
    """Teach ``Action.parse`` the actions that start with ``word`` (one reader per word)."""
    if word in _READERS:
        raise ValueError(f"actions starting with {word!r} are read already")
    _READERS[word] = reader


def register_word(kind: type[Word]) -> None:
    """Teach ``Action.parse`` an action that is one word and nothing else."""
    register_reader(kind.WORD, _read_word(kind))
