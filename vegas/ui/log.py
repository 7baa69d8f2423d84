"""The game log in plain language: each move described once by its table's view, and kept."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from ..session import Match
from .table import Table

LOG_LINES = 80
"""How many of the game log's last lines the page shows."""

Describe = Callable[[Table, str, Any, Any, Any], list[str]]
"""A view's words for one move: ``describe(table, lang, before, action, after)``."""


def game_log(table: Table, lang: str, describe: Describe) -> list[str]:
    """The game in plain language, from the match's states and actions.

    A move's words never change, so each is described once per table and language and kept: the page
    renders after every move, and describing the whole game each time made late renders slow in Pyodide.
    """
    states, actions = table.match.states, table.match.actions
    described = _described.setdefault(table.match, {}).setdefault(lang, [])
    for index in range(len(described), len(actions)):
        described.append(describe(table, lang, states[index], actions[index], states[index + 1]))
    return [line for lines in described for line in lines]


_described: weakref.WeakKeyDictionary[Match, dict[str, list[list[str]]]] = weakref.WeakKeyDictionary()
"""Per match (its seats' names are fixed) and language, the lines describing each move so far (``game_log``)."""


