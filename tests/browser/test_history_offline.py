"""Your games offline and in the installed app (issue 50): after one visit the page is installed as an app, and the
app, opened with the server stopped, starts from the service worker's copy; the history kept in the browser's
IndexedDB is listed and replays. The games here were kept by an older page
(the database's version 1, one store of full games): the first opening by this page derives their summaries (the
version 2 upgrade, static/history.js), which the list reads, and a replay reads the game's save."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from dataclasses import replace
from pathlib import Path

import pytest
import static_site  # noqa: E402  (conftest puts scripts/ on sys.path)
from playwright.sync_api import expect

from vegas.ui.history.kept import KeptGame, kept_game
from vegas.ui.history.view import result_text
from vegas.ui.table import Settings, Table

from ..ui.test_page_history import finish
from .conftest import NO_PAUSES, NO_SNAPSHOTS, GamePage, PageProblems, Serving
from .test_your_games import ROWS, listed

OLDER_HISTORY = """(rows) => new Promise((resolve, reject) => {
    const request = indexedDB.open("vegas", 1);
    request.onupgradeneeded = () => request.result.createObjectStore("games", { keyPath: "key" });
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
        const db = request.result;
        const transaction = db.transaction("games", "readwrite");
        for (const row of rows) transaction.objectStore("games").put(row);
        transaction.oncomplete = () => { db.close(); resolve(true); };
        transaction.onerror = () => reject(transaction.error);
    };
})"""
"""The history as the page of version 1 stored it: each game's full JSON text, nothing else."""


@pytest.fixture(scope="module")
def built_site(tmp_path_factory) -> Path:
    dest = tmp_path_factory.mktemp("published") / "_site"
    static_site.build(dest)
    return dest


def played(seed: int, when: int) -> KeptGame:
    """A two-player game played to its end with random moves, kept at ``when``."""
    table = Table.new(replace(Settings.default(2), seed=seed))
    finish(table, seed)
    return kept_game(table, when)


def test_the_installed_app_opens_your_games_offline_with_the_games_an_older_page_kept(
    built_site, browser_type, browser_type_launch_args, tmp_path
):
    """The page is installed as an app (Chromium's ``PWA.install``, which only a profile kept on disk offers) and
    the app is opened (``PWA.launch``: its ``start_url``, in the same profile) with the server stopped. Headless
    Chromium opens the app in a window without its standalone frame, so what this shows is the app's own start,
    storage and service worker, not its look."""
    games = [played(21, 1_700_000_000_000), played(22, 1_700_000_060_000)]
    rows = [{"key": g.key, "when": g.when, "text": json.dumps(g.to_json())} for g in games]
    serving = Serving(built_site)
    problems = PageProblems()
    context = browser_type.launch_persistent_context(
        tmp_path / "profile", **browser_type_launch_args, viewport={"width": 1280, "height": 800}, locale="en-US"
    )
    try:
        problems.keep_to(context, serving.url)
        context.add_init_script(NO_PAUSES)
        context.add_init_script(NO_SNAPSHOTS)
        first = context.pages[0] if context.pages else context.new_page()
        problems.watch(first)
        first.goto(serving.url + "/?seed=11&players=2")
        GamePage(first).wait_ready()
        first.evaluate(OLDER_HISTORY, rows)  # the page has not opened its history yet: nothing was kept
        first.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        installer = context.new_cdp_session(first)
        app = serving.url + "/"  # the manifest's id: its start_url, "./"
        installer.send("PWA.install", {"manifestId": app})
        serving.stop()
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(serving.url + "/", timeout=5)

        with context.expect_page() as opened:
            installer.send("PWA.launch", {"manifestId": app})
        first.close()
        again = opened.value
        problems.watch(again)
        assert again.url == app
        GamePage(again).wait_ready()
        if again.locator("#new-game-dialog[open]").count():
            again.click("#new-game-dialog [data-ui=start]")
        GamePage(again).header("games")
        again.wait_for_selector("#games-dialog[open] #games-title")
        expect(again.locator(ROWS)).to_have_count(2)
        assert listed(again) == [[g.key, result_text("en", g)] for g in reversed(games)]  # newest first
        assert again.evaluate("window.vegasHistory.all().then((text) => JSON.parse(text).map((g) => 'save' in g))") == [
            False,
            False,
        ]  # the list read the summaries the upgrade derived, not the saves

        again.click(f"{ROWS}:last-child [data-ui=games-replay]")
        expect(again.locator("#games-dialog")).to_be_hidden()
        expect(again.locator("#replay")).to_be_visible()
    finally:
        context.close()
        serving.stop()
    problems.check()
