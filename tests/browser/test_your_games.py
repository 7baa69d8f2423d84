"""Your games (docs/playing.md): games that end, and a game left for another, kept in the browser's IndexedDB and
listed with their results; one opened as a replay, an unfinished one played on, one deleted and brought back; all
exported, the site's data cleared, imported again; a storage too small says so and loses nothing of the game in
play; a second tab sees the same history. The games are resumed near their end (``saves.py``)."""

from __future__ import annotations

import json
from dataclasses import replace

from playwright.sync_api import expect

from vegas.ui.history.archive import export_text
from vegas.ui.history.kept import kept_game
from vegas.ui.history.view import result_text
from vegas.ui.table import Settings, Table

from .conftest import visitor
from .saves import open_saved, played_into_round, played_on, wait_kept
from .test_play import highest_value
from .touch import PHONES, axe_violations, small_targets

ROWS = "#games-dialog [data-testid=games-list] li"
UNDO = "#games-dialog [data-ui=games-undo]"
IMPORT = "#games-dialog [data-games-import]"


def last_round(seed: int) -> Table:
    return played_into_round(replace(Settings.default(2), seed=seed), 4, highest_value)


def finish(game, table: Table) -> str:
    """The game resumed in its last round and played to its standings: what Your games must say of it."""
    open_saved(game, table)
    game.faster()
    game.play_to_end(highest_value)
    ended = Table.from_save(json.loads(game.save()))
    assert ended.state.is_terminal()
    wait_kept(game, ended)  # before the next game is opened
    return result_text("en", kept_game(ended, 0))


def listed(page) -> list[tuple[str, str]]:
    """The rows of Your games: each game's seed and the result it says."""
    return page.eval_on_selector_all(
        ROWS, "rows => rows.map(r => [r.dataset.key, r.querySelector('[data-result]').innerText])"
    )


def open_games(game) -> None:
    page = game.page
    if page.locator("#end-dialog[open]").count():
        page.click("#end-dialog [data-ui=games]")
    else:
        game.header("games")
    page.wait_for_selector("#games-dialog[open] #games-title")


def close_games(page) -> None:
    page.click("#games-dialog [data-ui=close-dialog]")
    expect(page.locator("#games-dialog")).to_be_hidden()


def test_your_games_keep_list_replay_play_on_delete_export_and_import(game, page, tmp_path):
    first, second = finish(game, last_round(7)), finish(game, last_round(8))
    left = played_into_round(replace(Settings.default(2), seed=9), 2, highest_value)
    open_saved(game, left)
    game.act(highest_value(game.next_choice()))  # a move in it: left for a new game, it is kept unfinished
    game.start_from_form(["human", "easy"], seed=11)

    open_games(game)
    rows = listed(page)
    assert [result for _key, result in rows] == ["Unfinished", second, first]  # newest first
    page.select_option("[data-games-filter=result]", "unfinished")
    expect(page.locator(ROWS)).to_have_count(1)
    page.select_option("[data-games-filter=result]", "")
    expect(page.locator(ROWS)).to_have_count(3)
    assert axe_violations(page) == []

    # the oldest as a replay, at its end
    page.click(f"{ROWS}:last-child [data-ui=games-replay]")
    expect(page.locator("#games-dialog")).to_be_hidden()
    expect(page.locator("#replay")).to_be_visible()
    page.click("[data-ui=leave-replay]")

    # the unfinished one played on: it is the game in play again, and leaves the list until it ends or is left
    open_games(game)
    page.click(f"{ROWS}:first-child [data-ui=games-play-on]")
    expect(page.locator("#games-dialog")).to_be_hidden()
    page.wait_for_function("JSON.parse(localStorage.getItem('vegas.save')).record.seed === 9")
    open_games(game)
    assert [result for _key, result in listed(page)] == [second, first]

    # deleted, then brought back
    page.click(f"{ROWS}:first-child [data-ui=games-delete]")
    expect(page.locator(ROWS)).to_have_count(1)
    page.click("#games-dialog [data-ui=games-undo]")
    expect(page.locator(ROWS)).to_have_count(2)
    before = listed(page)

    # exported, the site's data cleared, imported: the same list
    with page.expect_download() as download:
        page.click("#games-dialog [data-ui=games-export]")
    exported = tmp_path / "games.json"
    download.value.save_as(exported)
    assert json.loads(exported.read_text())["format"] == "vegas-history"
    page.evaluate(
        """() => new Promise((resolve, reject) => {
            localStorage.clear();
            const request = indexedDB.deleteDatabase("vegas");
            request.onsuccess = resolve; request.onerror = reject; request.onblocked = resolve;
        })"""
    )
    game.open()
    page.click("#new-game-dialog [data-ui=start]")  # a first visit opens on the new-game form
    open_games(game)
    expect(page.locator(ROWS)).to_have_count(0)
    page.set_input_files("#games-dialog [data-games-import]", str(exported))
    expect(page.locator(ROWS)).to_have_count(2)
    assert listed(page) == before
    expect(page.locator("[data-testid=games-status]")).to_contain_text("2 games added")

    # the same file again doubles nothing; a damaged one is refused and changes nothing
    page.set_input_files("#games-dialog [data-games-import]", str(exported))
    expect(page.locator("[data-testid=games-status]")).to_contain_text("0 games added, 2 already here")
    damaged = tmp_path / "damaged.json"
    damaged.write_text(exported.read_text()[:-40])
    page.set_input_files("#games-dialog [data-games-import]", str(damaged))
    expect(page.locator("[data-testid=games-alert]")).to_contain_text("Nothing was changed")
    assert listed(page) == before


def test_a_second_tab_sees_the_same_history(game, page):
    finish(game, last_round(7))
    other = page.context.new_page()
    other.goto("/")
    other.wait_for_selector("html.ready", state="attached", timeout=180_000)
    other.evaluate("document.querySelector('header [data-ui=games]').click()")
    other.wait_for_selector("#games-dialog[open] [data-testid=games-list] li")
    assert other.locator(ROWS).count() == 1
    other.close()


def test_a_full_storage_is_said_and_the_game_in_play_is_still_saved(game, page):
    table = last_round(7)
    open_saved(game, table)
    cdp = page.context.new_cdp_session(page)
    origin = page.evaluate("location.origin")
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 1})
    game.faster()
    game.play_to_end(highest_value)
    expect(page.locator("#notice")).to_contain_text("The browser's storage is full")
    saved = game.save()
    game.open()
    assert Table.from_save(json.loads(game.save())).state.is_terminal() and game.save() == saved
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin})


def history_file(tmp_path, seeds: list[int]):
    """An exported history of games of these seeds, each played to its end here (under CPython)."""
    games = []
    for seed in seeds:
        table = played_on(
            Table.new(replace(Settings.default(2), seed=seed)), highest_value, lambda t: t.state.is_terminal()
        )
        games.append(kept_game(table, 1_700_000_000_000 + seed * 60_000))
    path = tmp_path / "games.json"
    path.write_text(export_text(games, 1_700_000_900_000))
    return path


def games_counted(page) -> str:
    """The record's first figure: the games it counts."""
    return page.locator("#games-dialog [data-testid=record-line] dd").first.inner_text()


def test_on_a_phone_an_import_or_an_export_ends_the_undo_of_a_delete(browser, site, tmp_path):
    """A game deleted, then brought back by an import: the Undo of the delete is gone, so the game cannot be
    restored a second time (it showed twice, and the record counted it twice, until a reload). An export, or a file
    refused, ends it too: its status gone, an Undo left alone did not say what it undid. With no game left, Export all
    says so and downloads no empty file."""
    exported = history_file(tmp_path, [7, 8])
    with visitor(browser, site, **PHONES["390x844"]) as (game, _problems):
        page = game.page
        game.open()
        page.locator("#new-game-dialog [data-ui=start]").tap()  # a first visit opens on the new-game form
        page.locator("[data-menu]").tap()
        page.locator("header [data-ui=games]").tap()
        page.wait_for_selector("#games-dialog[open] #games-title")
        page.set_input_files(IMPORT, str(exported))
        expect(page.locator(ROWS)).to_have_count(2)
        kept = listed(page)
        assert games_counted(page) == "2"
        for size in ("320x640", "390x844"):  # every target of the dialog a finger's size, its filters too
            page.set_viewport_size(PHONES[size]["viewport"])
            small = small_targets(page)
            assert not small, f"{size}: " + "; ".join(small)
        expect(page.locator("#games-dialog .games-count")).to_have_text("2 games")

        page.locator(f"{ROWS}:first-child [data-ui=games-delete]").tap()
        expect(page.locator(ROWS)).to_have_count(1)
        expect(page.locator(UNDO)).to_have_count(1)
        page.set_input_files(IMPORT, str(exported))
        expect(page.locator("[data-testid=games-status]")).to_have_text("1 game added, 1 already here.")
        expect(page.locator(UNDO)).to_have_count(0)
        assert listed(page) == kept and games_counted(page) == "2"
        for size in ("390x844", "320x640"):
            page.set_viewport_size(PHONES[size]["viewport"])
            game.shot(f"your-games-imported-after-delete-{size}")

        page.reload()
        game.wait_ready()
        page.locator("[data-menu]").tap()
        page.locator("header [data-ui=games]").tap()
        page.wait_for_selector("#games-dialog[open] #games-title")
        expect(page.locator(ROWS)).to_have_count(2)
        assert listed(page) == kept and games_counted(page) == "2"

        page.locator(f"{ROWS}:first-child [data-ui=games-delete]").tap()
        expect(page.locator(UNDO)).to_have_count(1)
        with page.expect_download() as download:
            page.locator("#games-dialog [data-ui=games-export]").tap()
        expect(page.locator("[data-testid=games-status]")).to_have_text("1 game exported to a file.")
        expect(page.locator(UNDO)).to_have_count(0)
        download.value.save_as(tmp_path / "one.json")
        assert len(json.loads((tmp_path / "one.json").read_text())["games"]) == 1
        assert listed(page) == kept[1:] and games_counted(page) == "1"

        page.locator(f"{ROWS}:first-child [data-ui=games-delete]").tap()
        expect(page.locator(UNDO)).to_have_count(1)
        damaged = tmp_path / "damaged.json"
        damaged.write_text(exported.read_text()[:-40])
        page.set_input_files(IMPORT, str(damaged))
        expect(page.locator("[data-testid=games-alert]")).to_contain_text("Nothing was changed")
        expect(page.locator(UNDO)).to_have_count(0)
        expect(page.locator(ROWS)).to_have_count(0)
        for size in ("390x844", "320x640"):
            page.set_viewport_size(PHONES[size]["viewport"])
            game.shot(f"your-games-refused-after-delete-{size}")

        downloads: list[object] = []
        page.on("download", lambda file: downloads.append(file))
        page.locator("#games-dialog [data-ui=games-export]").tap()  # nothing kept: no empty file, a word instead
        expect(page.locator("[data-testid=games-status]")).to_have_text("No game kept yet: nothing to export.")
        expect(page.locator(ROWS)).to_have_count(0)
        assert not downloads
