"""All kept games as one file, to move to another device or browser, and the history merged with one read back.

The file is one JSON document, ``{"format": "vegas-history", "version": 1, "games": [...]}``. Reading it is all or
nothing: a file that is not JSON, not a Vegas history, from a newer version, or holding one game whose record the
rules refuse is refused whole with a sentence, before anything is merged. Every game is replayed (``checked_game``),
so what it says of its end comes from its record, never from the file.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from vegas.core.boundary import JsonProblem, read_json

from .kept import HistoryProblem, KeptGame, checked_game

ARCHIVE_FORMAT = "vegas-history"
ARCHIVE_VERSION = 1
MAX_DEPTH = 12
"""A history nests no deeper than this (document, games, a game, its save, its record, its seats…)."""


def export_text(games: Iterable[KeptGame], when: int) -> str:
    """The history as one file's text, oldest game first (``when``: the time of the export, ms since 1970)."""
    ordered = sorted(games, key=lambda g: (g.when, g.key))
    data = {
        "format": ARCHIVE_FORMAT,
        "version": ARCHIVE_VERSION,
        "exported": when,
        "games": [game.to_json() for game in ordered],
    }
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def read_archive(text: Any) -> list[KeptGame]:
    """The games of a history file, every one checked; ``HistoryProblem`` says why a file is refused."""
    try:
        data = read_json(text, "the file", max_depth=MAX_DEPTH)
    except JsonProblem:
        raise HistoryProblem("history.not_json") from None
    if not isinstance(data, dict) or data.get("format") != ARCHIVE_FORMAT:
        raise HistoryProblem("history.foreign")
    version = data.get("version")
    if type(version) is int and version > ARCHIVE_VERSION:
        raise HistoryProblem("history.newer", version=version)
    if version != ARCHIVE_VERSION:
        raise HistoryProblem("history.foreign")
    games = data.get("games")
    if not isinstance(games, list):
        raise HistoryProblem("history.no_games")
    return [checked_game(entry, number) for number, entry in enumerate(games, 1)]


@dataclass(frozen=True, slots=True)
class Merge:
    """What a merge changes: the games to add, the unfinished games they continue (to remove), how many of the
    file's games were there already."""

    added: tuple[KeptGame, ...]
    removed: tuple[str, ...]
    known: int


def merge(mine: Sequence[KeptGame], incoming: Sequence[KeptGame]) -> Merge:
    """The history ``mine`` merged with ``incoming``: a game kept in both is one game (never doubled); an unfinished
    game one of either continues is dropped, as is an unfinished incoming game continued by one of mine."""
    keys = {game.key for game in mine}
    added: dict[str, KeptGame] = {}
    for game in incoming:
        if game.key not in keys:
            added.setdefault(game.key, game)
    every = [*mine, *added.values()]
    stale = {old.key for old in every if not old.finished and any(new.supersedes(old) for new in every)}
    return Merge(
        tuple(g for g in added.values() if g.key not in stale),
        tuple(g.key for g in mine if g.key in stale),
        len(incoming) - len(added),
    )
