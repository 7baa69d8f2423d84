"""The view model (habit 6, docs/architecture.md): everything the page shows, as plain data computed from the table.

Each family of games (the registry's ``family``) has its own view, which reads only the public API of the
game's states and of its family; this module picks the table's view. Views are pure and tested under
CPython; ``render`` turns their data into HTML and ``app`` writes that to the page.
"""

from __future__ import annotations

from typing import Any, Protocol

from vegas.core.registry import CASINO_TABLE, KNIZIA_BOARD, RULESETS

from . import log
from .knizia import view as knizia_view
from .lasvegas import view as casino_view
from .table import Table


class FamilyView(Protocol):
    """What the page asks of the view of a family of games."""

    def view_model(
        self,
        table: Table,
        lang: str = "en",
        thinking: bool = False,
        interactive: bool = True,
        hints: dict[str, str] | None = None,
        revealed: bool = False,
        round_end: bool = False,
        tumbling: bool = False,
        chosen: str = "",
        payout_shown: int | None = None,
    ) -> dict[str, Any]: ...

    def payout_summary(self, table: Table, lang: str) -> dict[str, Any] | None: ...

    def describe(self, table: Table, lang: str, before: Any, action: Any, after: Any) -> list[str]: ...

    def choice_label(self, table: Table, lang: str, state: Any, action: Any) -> str: ...

    def dice_moves(self, before: Any, after: Any) -> list[tuple[str, str]]: ...


VIEWS: dict[str, FamilyView] = {CASINO_TABLE: casino_view, KNIZIA_BOARD: knizia_view}
"""The view of each family the page can draw (``table.DRAWN_FAMILIES`` lists the same families)."""


def family_view(table: Table) -> FamilyView:
    return VIEWS[RULESETS[table.settings.rules].family]


def view_model(
    table: Table,
    lang: str = "en",
    thinking: bool = False,
    interactive: bool = True,
    hints: dict[str, str] | None = None,
    revealed: bool = False,
    round_end: bool = False,
    tumbling: bool = False,
    chosen: str = "",
    payout_shown: int | None = None,
) -> dict[str, Any]:
    """The whole page's data for this table (see the family view's ``view_model`` for the arguments; ``chosen``:
    the first half of a choice made in two taps, such as Knizia's Good Luck card before its space;
    ``payout_shown``: how many casinos a payout being revealed has shown)."""
    return family_view(table).view_model(
        table, lang, thinking, interactive, hints, revealed, round_end, tumbling, chosen, payout_shown
    )


def payout_summary(table: Table, lang: str) -> dict[str, Any] | None:
    """The scoring of what just ended (a round's casinos), for the payout display; ``None`` if nothing did."""
    return family_view(table).payout_summary(table, lang)


def game_log(table: Table, lang: str) -> list[str]:
    """The whole game in plain language, as the table's view describes each move."""
    return log.game_log(table, lang, family_view(table).describe)


def dice_moves(table: Table, before: Any, after: Any) -> list[tuple[str, str]]:
    """What one move carried across the board, as (from, to) CSS selectors, for the page to animate."""
    return family_view(table).dice_moves(before, after)


def said_since(table: Table, lang: str, first: int, last: int | None = None) -> list[str]:
    """What the moves from move number ``first`` on (up to ``last``, excluded) did, in the log's words."""
    return log.lines_since(table, lang, family_view(table).describe, first, last)
