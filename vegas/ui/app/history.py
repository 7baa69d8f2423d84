"""The page's side of the history: every game that ends, and every game left unfinished when another takes the
table, kept in the browser's IndexedDB (``static/history.js``, reached as ``window.vegasHistory``).

Only the page that plays the game keeps it: it hears of each game it saved (``SavedGame.kept``), so a tab that
follows another's game keeps nothing twice. A kept game is added unless its key (its record's digest) is there
already, so a reload at the end keeps its first date. When the browser refuses (storage full, none at all) the
page says so; the game in play is saved in ``localStorage`` as before, apart from this.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vegas.ui.history.kept import HistoryProblem, KeptGame, kept_game, stored_game
from vegas.ui.table import Table
from vegas.ui.text import t

from .dom import Dom
from .screen import Screen
from .state import PageState

QUOTA = "QuotaExceededError"


def decided(table: Table) -> bool:
    """Whether anybody made a move in the game (a game nobody touched is not worth keeping unfinished)."""
    return any(not state.is_chance_node() and not state.is_terminal() for state in table.match.states[:-1])


@dataclass
class Keeper:
    """Keeps the games this page played; ``games`` reads them all back."""

    dom: Dom
    state: PageState
    screen: Screen
    clock: Callable[[], float] = time.time
    last: Table | None = None
    """The table this page saved last: left unfinished if another table is saved next."""
    kept: set[str] = field(default_factory=set)
    """The keys this page kept, each asked of the browser once."""
    pending: set[asyncio.Future[None]] = field(default_factory=set)
    asking_persist: asyncio.Future[None] | None = None
    """The request to persist the storage, made once, after the first game kept (held: a task nobody holds can go)."""

    def store(self) -> Any:
        """``window.vegasHistory``, or ``None`` before its script ran or where the page has none."""
        return self.dom.found(getattr(self.dom.window, "vegasHistory", None))

    def saved(self, table: Table) -> None:
        """The page saved ``table``: the game it replaced is kept unfinished, a game over is kept."""
        last, self.last = self.last, table
        if last is not None and last is not table and not last.state.is_terminal() and decided(last):
            self.keep(last)
        if table.state.is_terminal():
            self.keep(table)

    def keep(self, table: Table) -> None:
        game = kept_game(table, int(self.clock() * 1000))
        if game.key in self.kept:
            return
        self.kept.add(game.key)
        task = asyncio.ensure_future(self._add(game))
        self.pending.add(task)
        task.add_done_callback(self.pending.discard)

    async def _add(self, game: KeptGame) -> None:
        store = self.store()
        lang = self.state.lang
        if store is None:
            self.screen.notice(t(lang, "history.unavailable"))
            return
        try:
            await store.add(game.key, game.when, json.dumps(game.to_json(), separators=(",", ":")))
        except Exception as bad:  # the browser's refusal: a JavaScript error (its name says which)
            self.kept.discard(game.key)
            self.screen.notice(
                t(lang, "history.full" if QUOTA in f"{getattr(bad, 'name', '')} {bad}" else "history.refused")
            )
            return
        if self.asking_persist is None:  # after the game is kept: Firefox may ask the player, who may never answer
            self.asking_persist = asyncio.ensure_future(self._persist(store))

    async def _persist(self, store: Any) -> None:
        """Asks the browser to keep the site's storage under pressure; a refusal changes nothing kept."""
        with contextlib.suppress(Exception):  # a browser without the request, or that refuses it
            await store.persist()

    async def games(self) -> tuple[list[KeptGame], int]:
        """Every kept game's summary (no save: one quick read), and how many stored games could not be read (left
        out, never removed)."""
        store = self.store()
        if store is None:
            return [], 0
        await self._kept()
        return self._read(str(await store.all()))

    async def _kept(self) -> None:
        """The keeping under way done (or refused), so that a list read now has the game that just ended or was
        left."""
        if self.pending:
            await asyncio.gather(*list(self.pending), return_exceptions=True)

    async def full(self, keys: list[str] | None = None) -> tuple[list[KeptGame], int]:
        """The kept games of ``keys`` (all when ``None``) with their saves, and how many could not be read."""
        store = self.store()
        if store is None:
            return [], 0
        await self._kept()
        asked = None if keys is None else self.dom.window.JSON.parse(json.dumps(keys))
        return self._read(str(await store.full(asked)))

    @staticmethod
    def _read(text: str) -> tuple[list[KeptGame], int]:
        rows = json.loads(text)
        games, unread = [], 0
        for row in rows:
            try:
                games.append(stored_game(row))
            except HistoryProblem:
                unread += 1
        return games, unread
