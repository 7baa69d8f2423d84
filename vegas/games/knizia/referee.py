"""``python -m vegas payout`` for Knizia's *Vegas*: who wins a table's gold chip, or why it is discarded.

In: ``{"rules": "knizia", "tables": [{"table": 9, "spaces": {"pink": [1, 5], "blue": [2, 4], "green": [3]}}]}``,
each owner's counters given by the numbers of the spaces they stand on (1, 2, … in reading order, as the
board and the page number them: docs/rules.md §4, R25). Out: per table, its chip, each owner's counters, the
winner (``null`` when the chip is discarded) and the reason, in the words of §4 Scoring.
"""

from __future__ import annotations

from typing import Any

from vegas.core.errors import ScenarioError

from .board import TABLES
from .state import DISCARDED, EMPTY, table_winner

MOST_OWNERS = 4


def score_tables(rules: str, data: dict[str, Any]) -> dict[str, Any]:
    """Score every table of the scenario, in the order given."""
    tables = data.get("tables")
    if not isinstance(tables, list) or not tables:
        raise ScenarioError('\'tables\' must be a non-empty list of {"table": 1-14, "spaces": {owner: [spaces]}}')
    return {"tables": [_score(entry) for entry in tables]}


def _score(entry: Any) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise ScenarioError("each table must be a JSON object with 'table' and 'spaces'")
    number = entry.get("table")
    if type(number) is not int or not 1 <= number <= len(TABLES):
        raise ScenarioError(f"'table' must be a number 1-{len(TABLES)}, not {number!r}")
    board = TABLES[number - 1]
    given = entry.get("spaces")
    if not isinstance(given, dict) or len(given) > MOST_OWNERS:
        raise ScenarioError(f"table {number}: 'spaces' must map up to {MOST_OWNERS} owners to the spaces they hold")
    owners = [str(owner) for owner in given]
    spaces = [EMPTY] * len(board.spaces)
    for seat, (owner, held) in enumerate(given.items()):
        if not isinstance(held, list) or not all(type(s) is int and 1 <= s <= len(board.spaces) for s in held):
            raise ScenarioError(f"table {number}: {owner}'s spaces must be numbers 1-{len(board.spaces)}")
        for space in held:
            if spaces[space - 1] != EMPTY:
                raise ScenarioError(f"table {number}: space {space} holds one counter only")
            spaces[space - 1] = seat
    counts = {owner: spaces.count(seat) for seat, owner in enumerate(owners)}
    winner = table_winner(number - 1, spaces, len(owners)) if owners else DISCARDED
    return {
        "table": number,
        "chip": board.chip,
        "counters": counts,
        "winner": owners[winner] if winner >= 0 else None,
        "reason": _reason(number - 1, spaces, owners, winner),
    }


def _reason(table: int, spaces: list[int], owners: list[str], winner: int) -> str:
    counts = [spaces.count(seat) for seat in range(len(owners))]
    top = max(counts, default=0)
    if top == 0:
        return "no counters at the table: the chip is discarded"
    tied = [seat for seat, count in enumerate(counts) if count == top]
    if len(tied) == 1:
        return f"most counters ({top})"
    names = " and ".join(owners[seat] for seat in tied)
    if winner == DISCARDED:
        return f"{names} tie with {top} counters, on equally low spaces: the chip is discarded"
    lowest = min(TABLES[table].spaces[i].value for i, owner in enumerate(spaces) if owner == winner)
    return f"{names} tie with {top} counters; the counter on the lowest space ({lowest}) wins"
