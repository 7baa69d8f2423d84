"""The page keeps its games in the history (``vegas.ui.app.history``): a game that ends, a game left unfinished
for another, each once; a storage that refuses is said, and the game in play stays saved."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace
from typing import Any

from vegas.ui.app.page import Page
from vegas.ui.app.saves import SAVE_KEY
from vegas.ui.history.archive import export_text
from vegas.ui.history.kept import kept_game
from vegas.ui.table import Settings, Table
from vegas.ui.text import t

from .test_page import notices, opened, run, settled, until


class Refused(Exception):
    def __init__(self, name: str) -> None:
        super().__init__(f"{name}: refused")
        self.name = name


class Shelf:
    """``window.vegasHistory`` as ``static/history.js`` answers it, in memory; ``refuses`` names the error."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, Any]] = {}
        self.refuses = ""
        self.persisted = 0

    async def persist(self) -> bool:
        self.persisted += 1
        return True

    async def add(self, key: str, when: int, text: str) -> bool:
        if self.refuses:
            raise Refused(self.refuses)
        self.rows.setdefault(key, {"key": key, "when": when, "text": text})
        return True

    async def addAll(self, texts: Any) -> bool:  # noqa: N802  (static/history.js's name)
        for text in texts:
            game = json.loads(text)
            self.rows[game["key"]] = {"key": game["key"], "when": game["when"], "text": text}
        return True

    async def remove(self, keys: Any) -> bool:
        for key in keys:
            self.rows.pop(key, None)
        return True

    async def all(self) -> str:
        """The summaries: each game without its save, as static/history.js keeps them apart."""
        summaries = [{k: v for k, v in json.loads(row["text"]).items() if k != "save"} for row in self.rows.values()]
        return json.dumps(summaries)

    async def full(self, keys: Any) -> str:
        rows = self.rows.values() if keys is None else [self.rows[k] for k in keys if k in self.rows]
        return "[" + ",".join(row["text"] for row in rows) + "]"


def finish(table: Table, seed: int = 0) -> None:
    """Every seat's moves chosen at random with ``seed`` until the game is over."""
    rng = random.Random(seed)
    while not table.state.is_terminal():
        if table.state.is_chance_node():
            table.resolve_chance()
        else:
            table.match.play(rng.choice(table.state.legal_actions()))


async def ended(page: Page) -> Table:
    """The page's game played to its end and saved; what the page made of keeping it heard."""
    table = page.state.table
    assert table is not None
    finish(table)
    page.saves.write(table)
    await until(lambda: not page.keeper.pending, "the game kept or refused")
    return table


async def shelved(search: str = "?seed=7&players=2") -> tuple[Page, Shelf]:
    page = opened(search)
    shelf = Shelf()
    page.dom.window.vegasHistory = shelf
    await until(settled(page), "the human to move")
    return page, shelf


def test_a_game_that_ends_is_kept_once_with_its_result_and_the_storage_asked_to_persist():
    async def scenario() -> None:
        page, shelf = await shelved()
        table = await ended(page)
        page.saves.write(table)  # the same game again: kept once
        await until(lambda: not page.keeper.pending, "the game kept")
        (row,) = shelf.rows.values()
        assert json.loads(row["text"]) == kept_game(table, row["when"]).to_json()
        assert json.loads(row["text"])["finished"] is True
        await until(lambda: shelf.persisted > 0, "the storage asked to persist")
        for _ in range(100):
            await asyncio.sleep(0)
        assert shelf.persisted == 1  # once, for both savings of the game
        games, unread = await page.keeper.games()
        assert [g.key for g in games] == [row["key"]] and unread == 0
        assert games[0].save is None and games[0].seats == kept_game(table, row["when"]).seats  # a summary
        (whole,), unread = await page.keeper.full([row["key"]])
        assert whole == kept_game(table, row["when"]) and unread == 0

    run(scenario)


def test_a_game_left_for_a_new_one_is_kept_unfinished_and_an_untouched_one_is_not():
    async def scenario() -> None:
        page, shelf = await shelved()
        table = page.state.table
        assert table is not None
        page.controls.act(table.human_actions()[0])
        await until(settled(page), "the human to move again")
        page.begin(Settings.default(2))
        await until(lambda: bool(shelf.rows) and not page.keeper.pending, "the game left kept")
        (row,) = shelf.rows.values()
        kept = json.loads(row["text"])
        assert kept["finished"] is False and kept["save"]["record"]["seed"] == 7
        await until(settled(page), "the new game waits for the human")
        page.begin(Settings.default(2))  # the game just started, nobody moved: not kept
        for _ in range(200):
            await asyncio.sleep(0)
        assert len(shelf.rows) == 1

    run(scenario)


def test_a_full_storage_is_said_and_the_game_in_play_stays_saved():
    async def scenario() -> None:
        page, shelf = await shelved()
        shelf.refuses = "QuotaExceededError"
        table = await ended(page)
        assert notices(page) == [t("en", "history.full")]
        assert shelf.rows == {}
        saved = json.loads(page.dom.storage.getItem(SAVE_KEY))
        assert saved["record"] == table.match.record().to_json()
        shelf.refuses = "UnknownError"
        page.keeper.kept.clear()
        page.saves.write(table)  # the very game again: asked again, since it was not kept
        await until(lambda: not page.keeper.pending, "the refusal heard")
        assert notices(page)[-1] == t("en", "history.refused")

    run(scenario)


def test_a_page_without_the_history_says_so_once_a_game_is_to_be_kept():
    async def scenario() -> None:
        page = opened("?seed=7&players=2")
        await until(settled(page), "the human to move")
        await ended(page)
        assert notices(page) == [t("en", "history.unavailable")]

    run(scenario)


class Date:
    """JavaScript's ``Date``: the player's time zone UTC, the time 0."""

    @staticmethod
    def new() -> Date:
        return Date()

    @staticmethod
    def now() -> int:
        return 0

    def getTimezoneOffset(self) -> int:
        return 0


class Element:
    def __init__(self, key: str) -> None:
        self.dataset = type("Data", (), {"key": key})()


def test_your_games_lists_deletes_and_brings_back_a_game_and_plays_an_unfinished_one_on():
    async def scenario() -> None:
        page, shelf = await shelved()

        page.dom.window.Date = Date
        table = page.state.table
        assert table is not None
        page.controls.act(table.human_actions()[0])
        await until(settled(page), "the human to move again")
        left = kept_game(table, 0).key
        page.begin(Settings.default(2))
        await until(lambda: bool(shelf.rows) and not page.keeper.pending, "the game left kept")
        await page.games.open()
        assert page.dom.by_id("games-dialog").open
        assert page.dom.select("#games-dialog [data-testid=games-list] li").dataset.outcome == "unfinished"
        page.games.command("games-delete", Element(left))
        await until(lambda: not shelf.rows, "deleted")
        await until(lambda: page.dom.select("#games-dialog [data-ui=games-undo]") is not None, "the undo offered")
        page.games.command("games-undo", None)
        await until(lambda: left in shelf.rows, "brought back")
        assert "save" in json.loads(shelf.rows[left]["text"])  # the undo put back the whole game, not its summary
        page.games.command("games-play-on", Element(left))
        await until(lambda: page.state.table is not None and page.state.table.seed == 7, "played on")
        assert left not in shelf.rows and not page.dom.by_id("games-dialog").open

    run(scenario)


def test_the_undo_lists_what_is_stored_with_what_another_tab_imported_meanwhile():
    async def scenario() -> None:
        page, shelf = await shelved()
        page.dom.window.Date = Date
        table = await ended(page)
        key = kept_game(table, 0).key
        await page.games.open()
        page.games.command("games-delete", Element(key))
        await until(lambda: not shelf.rows, "deleted")
        other = Table.new(replace(Settings.default(2), seed=8))
        finish(other)
        await shelf.addAll([stored_text(other), stored_text(table)])  # another tab imports a file holding both
        page.games.command("games-undo", None)
        await until(lambda: page.games.status == t("en", "history.restored"), "restored")
        assert sorted(game.key for game in page.games.games) == sorted(shelf.rows)
        assert len(page.dom.by_id("games-dialog").querySelectorAll("[data-testid=games-list] li")) == 2

    run(scenario)


def stored_text(table: Table) -> str:
    """The ended game as an import writes it to the browser's storage."""
    return json.dumps(kept_game(table, 0).to_json(), separators=(",", ":"))


class Picked:
    """A file the player picked to import: ``File.text()`` as the browser answers it."""

    def __init__(self, text: str) -> None:
        self.content = text

    async def text(self) -> str:
        return self.content


def test_an_export_with_no_game_kept_says_so_and_downloads_nothing():
    async def scenario() -> None:
        page, shelf = await shelved()
        page.dom.window.Date = Date
        await page.games.open()
        page.games.command("games-export", None)
        status = "#games-dialog [data-testid=games-status]"
        await until(lambda: bool(page.dom.select(status) and page.dom.select(status).textContent), "the export said")
        assert page.dom.select(status).textContent == t("en", "history.nothing_to_export")
        assert not page.dom.select("a[download]") and not shelf.rows

    run(scenario)


def test_export_and_import_say_so_when_the_database_refuses_to_give_its_games_and_change_nothing():
    async def scenario() -> None:
        page, shelf = await shelved()
        page.dom.window.Date = Date
        table = await ended(page)
        await page.games.open()
        before = dict(shelf.rows)

        async def refused(keys: Any = None) -> str:
            raise Refused("UnknownError")

        shelf.full = refused  # type: ignore[method-assign]
        alert = "#games-dialog [data-testid=games-alert]"
        page.games.command("games-export", None)
        await until(lambda: bool(page.dom.select(alert) and page.dom.select(alert).textContent), "the export refused")
        assert page.dom.select(alert).textContent == t("en", "history.unavailable")
        await page.games._import(Picked(export_text([kept_game(table, 5)], 0)))
        assert page.dom.select(alert).textContent == t("en", "history.unavailable")
        assert shelf.rows == before

    run(scenario)


class SlowToPersist(Shelf):
    """A browser that answers the request to persist only when told (it can take a while)."""

    def __init__(self) -> None:
        super().__init__()
        self.answer = asyncio.Event()

    async def persist(self) -> bool:
        await self.answer.wait()
        return await super().persist()


def test_a_game_is_kept_before_the_browser_answers_about_persisting_and_listed_meanwhile():
    """Firefox asks the player whether the site may persist its storage, and the player may never answer: the game
    that ended is kept at once, and Your games lists it, whatever the answer and whenever it comes."""

    async def scenario() -> None:
        page = opened("?seed=7&players=2")
        shelf = SlowToPersist()
        page.dom.window.vegasHistory = shelf
        await until(settled(page), "the human to move")
        table = page.state.table
        assert table is not None
        finish(table)
        page.saves.write(table)
        games, unread = await page.keeper.games()
        assert [game.key for game in games] == [kept_game(table, 0).key] and unread == 0
        assert shelf.rows and shelf.persisted == 0  # kept, the question still open
        shelf.answer.set()
        await until(lambda: shelf.persisted == 1, "the browser's answer")

    run(scenario)
