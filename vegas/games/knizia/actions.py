"""The actions of Knizia's *Vegas* (docs/rules.md §4) in their text forms, taught to ``Action.parse``.

Player actions: ``pawn 5`` (set up: stand at table 5), ``move 5`` (the whole turn: go to table 5),
``roll`` (roll the gold die at your table), ``luck 2 on 3`` (play Good Luck 2: a counter on space 3 of
your table, then roll), ``front 5`` (play a Front-man: roll for table 5), ``mary`` (play the Mary Chip
card: she advances, then you roll unless a table was scored), ``put 3`` (place the rolled counter on
space 3 where several spaces could take it), ``pass`` (no counters left, R32) and ``duel 1``-``duel 3``
(the advanced game's hidden choice of 1H, 2H or 3H). Chance: ``gold 4`` (the gold die shows 4).
Tables are numbered 1-14 along Mary Chip's track, spaces 1, 2, … in reading order (``board.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from vegas.core.actions import Action, Outcome, Reader, Word, register_reader, register_word
from vegas.core.errors import InvalidAction

TABLE_COUNT = 14
MOST_SPACES = 15
"""The largest table has 15 spaces: a space number above it names nothing."""


@dataclass(frozen=True, slots=True)
class StandAt(Action):
    """Set-up: the seat's pawn starts at table ``table`` (§4 Setup, R28)."""

    table: int

    def __str__(self) -> str:
        return f"pawn {self.table}"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """The whole turn: the pawn moves to another unscored table."""

    table: int

    def __str__(self) -> str:
        return f"move {self.table}"


@dataclass(frozen=True, slots=True)
class GoodLuck(Action):
    """Play Good Luck card ``value``: a counter on space ``space`` of the pawn's table (it must take ``value``,
    or be any space not one's own for a joker 6 on a table with no 6), then roll."""

    value: int
    space: int

    def __str__(self) -> str:
        return f"luck {self.value} on {self.space}"


@dataclass(frozen=True, slots=True)
class FrontMan(Action):
    """Play a Front-man card: roll the gold die for table ``table`` instead of the pawn's."""

    table: int

    def __str__(self) -> str:
        return f"front {self.table}"


@dataclass(frozen=True, slots=True, repr=False)
class MaryCard(Word):
    """Play the Mary Chip card: she advances one table; the player rolls unless that scored a table."""

    WORD = "mary"


@dataclass(frozen=True, slots=True)
class Put(Action):
    """Put the rolled counter on space ``space`` where more than one space could take it."""

    space: int

    def __str__(self) -> str:
        return f"put {self.space}"


HANDS = (1, 2, 3)
"""The duelling die's symbols 1H, 2H, 3H."""


@dataclass(frozen=True, slots=True)
class DuelHand(Action):
    """The advanced game's hidden choice in a dice duel: 1H, 2H or 3H."""

    hands: int

    def __str__(self) -> str:
        return f"duel {self.hands}"


@dataclass(frozen=True, slots=True)
class GoldDie(Outcome):
    """Chance: the gold die shows ``value``."""

    value: int

    def __str__(self) -> str:
        return f"gold {self.value}"


def _number(word: str, highest: int) -> Reader:
    """A reader of ``word`` followed by one number 1…``highest``."""

    def read(text: str, args: list[str]) -> Action:
        if len(args) != 1 or not re.fullmatch(r"[0-9]{1,2}", args[0]) or not 1 <= int(args[0]) <= highest:
            raise InvalidAction(f"{text!r}: expected '{word}' and a number from 1 to {highest}")
        return _KINDS[word](int(args[0]))

    return read


_KINDS: dict[str, Callable[[int], Action]] = {
    "pawn": StandAt,
    "move": Move,
    "front": FrontMan,
    "put": Put,
    "duel": DuelHand,
    "gold": GoldDie,
}

register_reader("pawn", _number("pawn", TABLE_COUNT))
register_reader("move", _number("move", TABLE_COUNT))
register_reader("front", _number("front", TABLE_COUNT))
register_reader("put", _number("put", MOST_SPACES))
register_reader("duel", _number("duel", len(HANDS)))
register_reader("gold", _number("gold", 6))
register_word(MaryCard)


def _read_luck(text: str, args: list[str]) -> Action:
    if len(args) != 3 or args[1].lower() != "on" or not all(re.fullmatch(r"[0-9]{1,2}", a) for a in (args[0], args[2])):
        raise InvalidAction(f"{text!r}: expected 'luck', a card 1-6, 'on' and a space")
    value, space = int(args[0]), int(args[2])
    if not 1 <= value <= 6 or not 1 <= space <= MOST_SPACES:
        raise InvalidAction(f"{text!r}: a Good Luck card is 1-6 and a space 1-{MOST_SPACES}")
    return GoodLuck(value, space)


register_reader("luck", _read_luck)
