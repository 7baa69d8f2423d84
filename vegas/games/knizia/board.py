"""The board of Knizia's *Vegas* (docs/rules.md §4, R25): fourteen tables in Mary Chip's track order.

The rulebook gives the rules but not the board; this is our reconstruction. Each table is made of rows of
spaces, each space taking one or two die values; a table's gold chip is worth its number of spaces. Spaces
are numbered 1, 2, … in reading order (row by row), which is how actions (``put 3``) and the page name them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ROW_TEMPLATES: dict[str, tuple[tuple[int, ...], ...]] = {
    "r3": ((1, 2), (3, 4), (5, 6)),
    "r4": ((1, 2), (3,), (4,), (5, 6)),
    "r5": ((1,), (2,), (3,), (4,), (5,)),
    "r6": ((1,), (2,), (3,), (4,), (5,), (6,)),
}
"""The four kinds of row: each space lists the die values it takes (``r5`` has no 6)."""

TRACK: tuple[tuple[int, tuple[str, ...]], ...] = (
    (6, ("r6",)),
    (9, ("r4", "r5")),
    (4, ("r4",)),
    (12, ("r6", "r6")),
    (7, ("r3", "r4")),
    (15, ("r5", "r5", "r5")),
    (3, ("r3",)),
    (10, ("r5", "r5")),
    (6, ("r3", "r3")),
    (13, ("r4", "r4", "r5")),
    (5, ("r5",)),
    (11, ("r5", "r6")),
    (8, ("r4", "r4")),
    (14, ("r4", "r5", "r5")),
)
"""(gold chip, rows) of the tables 1 … 14 in the order Mary Chip visits them (R25)."""

COUNTERS = 20
"""Counters per player at the start (§4 Setup)."""


@dataclass(frozen=True, slots=True)
class Space:
    """One space of a table: its row (0 = the first) and the die values it takes."""

    row: int
    takes: tuple[int, ...]

    @property
    def value(self) -> int:
        """What the space is worth in a tie-break: the lowest number it takes (§4)."""
        return min(self.takes)


@dataclass(frozen=True, slots=True)
class Table:
    """One table: its number on Mary Chip's track (1-14), its gold chip, its rows and spaces."""

    number: int
    chip: int
    rows: tuple[str, ...]
    spaces: tuple[Space, ...]
    has_six: bool = field(init=False, repr=False, compare=False)
    """Whether a space takes a 6; where none does, a 6 is a joker (§4)."""
    _taking: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Worked out once: the bots ask for them at every step of their look-ahead.
        object.__setattr__(self, "has_six", any(6 in space.takes for space in self.spaces))
        taking = tuple(tuple(i for i, space in enumerate(self.spaces) if value in space.takes) for value in range(7))
        object.__setattr__(self, "_taking", taking)

    def taking(self, value: int) -> tuple[int, ...]:
        """Indices of the spaces that take die value ``value`` (1-6)."""
        return self._taking[value]


def _table(number: int, chip: int, rows: tuple[str, ...]) -> Table:
    spaces = tuple(Space(row, takes) for row, name in enumerate(rows) for takes in ROW_TEMPLATES[name])
    return Table(number, chip, rows, spaces)


TABLES: tuple[Table, ...] = tuple(_table(number, chip, rows) for number, (chip, rows) in enumerate(TRACK, 1))
"""The fourteen tables; ``TABLES[i]`` is table ``i + 1``."""

GOLD = sum(table.chip for table in TABLES)
"""The value of every gold chip together (123)."""
