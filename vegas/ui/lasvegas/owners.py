"""Who is who at the casino table: the table's state as the casino family, and each seat's or imaginary owner's
name, colour and symbol as the page shows them (the neutral dice, Royale's blank dice)."""

from __future__ import annotations

from collections.abc import Callable

from vegas.games.lasvegas.state import CasinoState
from vegas.ui.table import BLANK_COLOUR, COLOURS, NEUTRAL_COLOUR, Table, seat_name
from vegas.ui.text import t


def casino_state(table: Table) -> CasinoState:
    """The table's state, which this view reads through the casino family's API."""
    state = table.state
    if not isinstance(state, CasinoState):
        raise TypeError(f"the casino table cannot draw {table.settings.rules}")
    return state


def owner_style(table: Table, owner: int, lang: str) -> tuple[str, str, str]:
    """(name, colour, symbol) of a seat or of an imaginary owner: the neutral dice, Royale's blank dice."""
    seats = table.settings.seats
    if owner < len(seats):
        colour, symbol = COLOURS[seats[owner].colour]
        return seat_name(table, owner, lang), colour, symbol
    if casino_state(table).owner_name(owner) == "blank":
        return t(lang, "owner.blank"), *BLANK_COLOUR
    return t(lang, "owner.neutral"), *NEUTRAL_COLOUR


def owner_names(table: Table, lang: str) -> Callable[[int], str]:
    """A seat's or an imaginary owner's name as the page shows it (what ``vegas/ui/royale/tiles.py`` asks for)."""
    return lambda owner: owner_style(table, owner, lang)[0]
