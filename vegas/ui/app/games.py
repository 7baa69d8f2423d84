""" "Your games": the dialog listing the kept games (``history.py`` reads them from the browser), filtered, each
opened as a replay, an unfinished one played on, any deleted with an undo; the record under it; and all of them
exported to a file or a file imported and merged (``vegas/ui/history/archive.py``)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

from vegas.core.errors import VegasError
from vegas.ui.history.archive import export_text, merge, read_archive
from vegas.ui.history.kept import HistoryProblem, KeptGame
from vegas.ui.history.render import games_dialog
from vegas.ui.history.view import PAGE, games_view, imported_text
from vegas.ui.replay import Watching, shown_at
from vegas.ui.table import Table, page_rules
from vegas.ui.text import counted, problem_text, t

from .dom import Dom
from .history import Keeper
from .loop import GameLoop
from .replays import Replays
from .screen import Screen
from .state import PageState

EXPORT_NAME = "vegas-games.json"


@dataclass
class YourGames:
    """The dialog ``#games-dialog`` and its commands."""

    dom: Dom
    state: PageState
    screen: Screen
    keeper: Keeper
    replays: Replays
    loop: GameLoop
    games: list[KeptGame] = field(default_factory=list)
    rules: str = ""
    outcome: str = ""
    limit: int = PAGE
    deleted: list[KeptGame] = field(default_factory=list)
    status: str = ""
    alert: str = ""

    async def open(self) -> None:
        await self._read()
        self.status = self.alert = ""
        self.deleted.clear()
        self.render()
        dialog = self.dom.by_id("games-dialog")
        if not dialog.open:
            dialog.showModal()
        self.dom.by_id("games-title").focus()

    async def _read(self) -> None:
        try:
            self.games, unread = await self.keeper.games()
        except Exception:  # the browser's database refused to open: said, and the list is empty
            self.games, unread = [], 0
            self.alert = t(self.state.lang, "history.unavailable")
            return
        self.alert = t(self.state.lang, "history.stored") if unread else ""

    def render(self) -> None:
        lang = self.state.lang
        offset = -int(self.dom.window.Date.new().getTimezoneOffset())  # JavaScript counts west of UTC
        view = games_view(self.games, lang, self.rules, self.outcome, offset, page_rules(), self.limit)
        self.dom.by_id("games-content").innerHTML = games_dialog(
            view, lang, self.status, bool(self.deleted), self.alert
        )

    def _game(self, element: Any) -> KeptGame | None:
        key = str(element.dataset.key or "") if element is not None else ""
        return next((game for game in self.games if game.key == key), None)

    def command(self, command: str, element: Any) -> bool:
        """A click on the dialog's buttons (or Your games in the header or the standings); ``False`` for any other."""
        if command == "games":
            self.rules, self.outcome, self.limit = "", "", PAGE
            asyncio.ensure_future(self.open())
        elif command == "games-more":
            self.limit += PAGE
            self.render()
            self.dom.by_id("games-title").focus()
        elif command == "games-replay" and (game := self._game(element)) is not None:
            asyncio.ensure_future(self._replay(game))
        elif command == "games-play-on" and (game := self._game(element)) is not None:
            asyncio.ensure_future(self._play_on(game))
        elif command == "games-delete" and (game := self._game(element)) is not None:
            asyncio.ensure_future(self._delete(game))
        elif command == "games-undo" and self.deleted:
            asyncio.ensure_future(self._undo())
        elif command == "games-export":
            asyncio.ensure_future(self._export())
        else:
            return False
        return True

    async def _whole(self, game: KeptGame) -> KeptGame | None:
        """The game with its save (the list holds summaries), or ``None``, said, when it is no longer stored."""
        if game.save is not None:
            return game
        found, _ = await self.keeper.full([game.key])
        if not found:
            self.alert = t(self.state.lang, "history.stored")
            self.render()
            return None
        return found[0]

    async def _restored(self, game: KeptGame) -> Table | None:
        whole = await self._whole(game)
        if whole is None or whole.save is None:
            return None
        try:
            return Table.from_save(whole.save)
        except VegasError as bad:  # a game this page kept always replays; a changed rule could stop it
            self.alert = problem_text(self.state.lang, bad)
            self.render()
            return None

    async def _replay(self, game: KeptGame) -> None:
        table = await self._restored(game)
        if table is not None:
            self.dom.by_id("games-dialog").close()
            self.replays.watch(Watching.of(shown_at(table, len(table.match.actions))))

    async def _play_on(self, game: KeptGame) -> None:
        """The unfinished game takes the table (the one in play is kept, as any game left): it leaves the list
        until it ends or is left again."""
        if self.state.follows:
            self.screen.notice(t(self.state.lang, "elsewhere.press"))
            return
        table = await self._restored(game)
        if table is None or table.state.is_terminal():
            return
        store = self.keeper.store()
        if store is not None:
            await store.remove(self.dom.window.JSON.parse(json.dumps([game.key])))
        self.dom.by_id("games-dialog").close()
        self.state.watching = None
        self.state.devices.forget()
        self.loop.adopt(table)

    async def _delete(self, game: KeptGame) -> None:
        store = self.keeper.store()
        if store is None:
            return
        whole = await self._whole(game)  # the undo puts back the whole game
        if whole is None:
            return
        await store.remove(self.dom.window.JSON.parse(json.dumps([game.key])))
        self.keeper.kept.discard(game.key)
        self.games = [g for g in self.games if g.key != game.key]
        self.deleted.append(whole)
        self.status = t(self.state.lang, "history.deleted")
        self.render()
        undo = self.dom.select("#games-dialog [data-ui=games-undo]")
        if undo is not None:
            undo.focus()

    async def _undo(self) -> None:
        game = self.deleted.pop()
        await self._add([game])
        await self._read()  # the list and the record as stored, another tab's changes with them
        self.status = t(self.state.lang, "history.restored")
        self.render()

    async def _add(self, games: list[KeptGame]) -> None:
        texts = [json.dumps(game.to_json(), separators=(",", ":")) for game in games]
        store = self.keeper.store()
        if store is not None and texts:
            await store.addAll(self.dom.window.JSON.parse(json.dumps(texts)))

    async def _export(self) -> None:
        try:
            games, _ = await self.keeper.full()
        except Exception:  # the browser's database refused to open: said, and nothing is downloaded
            self.alert = t(self.state.lang, "history.unavailable")
            self.render()
            return
        self.deleted.clear()  # the Undo is offered beside "Game deleted." only: another status ends it
        if not games:  # an empty file would only tell the player the same later
            self.status = t(self.state.lang, "history.nothing_to_export")
            self.render()
            return
        now = int(self.dom.window.Date.now())
        self.dom.download(EXPORT_NAME, export_text(games, now), "application/json")
        self.status = counted(self.state.lang, "history.exported", len(games))
        self.render()

    def on_change(self, event: Any) -> None:
        """A filter chosen, or a file picked to import."""
        target = event.target
        which = self.dom.found(target.getAttribute("data-games-filter"))
        if which == "rules":
            self.rules, self.limit = str(target.value), PAGE
        elif which == "result":
            self.outcome, self.limit = str(target.value), PAGE
        elif self.dom.found(target.getAttribute("data-games-import")) is not None:
            files = target.files
            if files is not None and files.length:
                asyncio.ensure_future(self._import(files.item(0)))
            return
        else:
            return
        self.render()
        self.dom.select(f"#games-dialog [data-games-filter={which}]").focus()

    async def _import(self, file: Any) -> None:
        """A history file merged in, all or nothing: a file refused changes nothing and says why."""
        lang = self.state.lang
        self.status = self.alert = ""
        # A file picked ends the undo of a delete: the file may bring the game back (restored, it would be listed
        # twice), and one refused would leave the Undo alone above its alert, the status it undid gone.
        self.deleted.clear()
        try:
            incoming = read_archive(str(await file.text()))
        except HistoryProblem as bad:
            self.alert = problem_text(lang, bad)
            self.render()
            return
        try:
            mine, _ = await self.keeper.full()  # whether a game continues another is told by the records
        except Exception:  # the browser's database refused to open: said, and nothing is merged
            self.alert = t(lang, "history.unavailable")
            self.render()
            return
        merged = merge(mine, incoming)
        try:
            await self._add(list(merged.added))
            store = self.keeper.store()
            if merged.removed and store is not None:
                await store.remove(self.dom.window.JSON.parse(json.dumps(list(merged.removed))))
        except Exception as bad:  # the browser's storage refused: nothing of the file was added (one transaction)
            quota = "QuotaExceededError" in f"{getattr(bad, 'name', '')} {bad}"
            self.alert = t(lang, "history.full" if quota else "history.refused")
        else:
            self.status = imported_text(lang, len(merged.added), merged.known)
        await self._read()
        self.render()
