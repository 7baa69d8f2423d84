"""The game log in plain language: each move described once by its table's view, and kept."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from vegas.core.session import Match

from .table import Table

Describe = Callable[[Table, str, Any, Any, Any], list[str]]
"""A view's words for one move: ``describe(table, lang, before, action, after)``."""


def game_log(table: Table, lang: str, describe: Describe) -> list[str]:
    """The game in plain language, from the match's states and actions."""
    return [line for lines in _described_moves(table, lang, describe) for line in lines]


def lines_since(table: Table, lang: str, describe: Describe, first: int, last: int | None = None) -> list[str]:
    """The lines describing the moves from move number ``first`` on (up to move ``last``, excluded)."""
    return [line for lines in _described_moves(table, lang, describe)[first:last] for line in lines]


def log_by_round(table: Table, lang: str, describe: Describe) -> list[tuple[int, list[str]]]:
    """The game log in rounds: (round number, its lines), a round's payout in the round it ends. A game
    without rounds is one group numbered 0."""
    rounds: list[tuple[int, list[str]]] = []
    for before, lines in zip(table.match.states, _described_moves(table, lang, describe), strict=False):
        if not lines:
            continue
        number = int(getattr(before, "round", 0))
        if not rounds or rounds[-1][0] != number:
            rounds.append((number, []))
        rounds[-1][1].extend(lines)
    return rounds


def _described_moves(table: Table, lang: str, describe: Describe) -> list[list[str]]:
    """The lines describing each move so far.

    A move's words never change, so each is described once per table and language and kept: the page
    renders after every move, and describing the whole game each time made late renders slow in Pyodide.
    """
    states, actions = table.match.states, table.match.actions
    described = _described.setdefault(table.match, {}).setdefault(lang, [])
    for index in range(len(described), len(actions)):
        described.append(describe(table, lang, states[index], actions[index], states[index + 1]))
    return described


_described: weakref.WeakKeyDictionary[Match, dict[str, list[list[str]]]] = weakref.WeakKeyDictionary()
"""Per match (its seats' names are fixed) and language, the lines describing each move so far."""
