"""Return visits restored from a memory snapshot (static/boot.mjs, static/snapshot-worker.mjs; issue 21):
the first visit keeps one, the next boot from it, a damaged one is deleted and the page boots as usual, and
restored visits still deal games of their own."""

from __future__ import annotations

import time

from .conftest import visitor

BOOT = "document.documentElement.dataset.boot"
SNAPSHOTS = """async () => {
    const cache = await caches.open("snapshot-pyodide");
    return (await cache.keys()).map((request) => request.url);
}"""


def visit(game, fresh_save: bool = True) -> str:
    """Open the page (without the game in progress, so that it deals a new one); returns how it booted."""
    if fresh_save:
        game.page.evaluate("localStorage.removeItem('vegas.save')")
    game.open("?players=2")
    return game.page.evaluate(BOOT)


def first_visit_keeps_a_snapshot(game) -> list[str]:
    assert visit(game, fresh_save=False) == "fresh"
    game.page.wait_for_function("document.documentElement.dataset.snapshot", timeout=120_000)
    assert game.page.evaluate("document.documentElement.dataset.snapshot") == "kept"
    kept = game.page.evaluate(SNAPSHOTS)
    assert len(kept) == 1 and "/.vegas-snapshot/" in kept[0]
    return kept


def test_a_page_over_plain_http_boots_as_usual_with_no_error_and_plays(browser, site):
    """Served to another device over plain HTTP (``scripts/serve.py --host``), the page is no secure context: no
    Cache Storage, no service worker, no ``crypto.subtle`` to work out a snapshot's key. It boots as usual."""
    lan = "http://vegas.lan:8000"  # a name, not this machine's address: browsers count only loopback as secure
    with visitor(browser, lan, snapshots=True, service_worker=True) as (game, _):
        game.page.context.route(
            f"{lan}/**", lambda route: route.fulfill(response=route.fetch(url=site + route.request.url[len(lan) :]))
        )
        assert visit(game, fresh_save=False) == "plain"
        assert game.page.evaluate("isSecureContext") is False
        game.act("roll")
        game.page.wait_for_selector("[data-action^=place]", timeout=30_000)


def test_a_return_visit_boots_from_the_snapshot_the_first_visit_kept(browser, site):
    with visitor(browser, site, snapshots=True) as (game, _):
        first_visit_keeps_a_snapshot(game)
        assert visit(game) == "snapshot"
        game.act("roll")  # the restored interpreter plays
        game.page.wait_for_selector("[data-action^=place]", timeout=30_000)
        assert "rolled" in game.page.inner_text("#log")


def test_two_restored_visits_deal_different_games(browser, site):
    with visitor(browser, site, snapshots=True) as (game, _):
        first_visit_keeps_a_snapshot(game)
        seeds = []
        for _ in range(2):
            assert visit(game) == "snapshot"
            seeds.append(game.page.inner_text(".status-bar .seed"))
        assert seeds[0] != seeds[1]


def test_a_damaged_snapshot_is_deleted_and_the_page_boots_as_usual(browser, site):
    with visitor(browser, site, snapshots=True) as (game, _):
        (key,) = first_visit_keeps_a_snapshot(game)
        game.page.evaluate(
            """async (key) => {
                const cache = await caches.open("snapshot-pyodide");
                await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
            }""",
            key,
        )
        assert visit(game) == "fresh"  # restoring failed: booted as usual, nothing shown to the player
        assert game.page.locator("#notice").is_hidden()
        assert game.page.evaluate(SNAPSHOTS) == []  # the damaged one is gone, and not made again for this deploy
        assert game.page.evaluate("localStorage.getItem('vegas.snapshot-failed')") == key
        game.act("roll")
        game.page.wait_for_selector("[data-action^=place]", timeout=30_000)


def test_the_switch_keeps_the_page_from_making_or_using_snapshots(browser, site):
    """With ``vegas.snapshots`` off the page boots as usual beside a snapshot kept, and makes none: the wait for one
    is twice what the first visit took to make its own (measured here), so a page that made one would be seen."""
    with visitor(browser, site, snapshots=True) as (game, _):
        page = game.page
        assert visit(game, fresh_save=False) == "fresh"
        started = time.perf_counter()
        page.wait_for_function("document.documentElement.dataset.snapshot", timeout=120_000)
        making = time.perf_counter() - started  # from the page ready to its snapshot kept
        assert page.evaluate("document.documentElement.dataset.snapshot") == "kept"
        page.evaluate("localStorage.setItem('vegas.snapshots', 'off')")
        assert visit(game) == "fresh"  # the kept one is not used
        page.evaluate(
            """async () => {
                const cache = await caches.open("snapshot-pyodide");
                for (const request of await cache.keys()) await cache.delete(request);
            }"""
        )
        assert visit(game) == "fresh"
        page.wait_for_timeout(2_000 * making)
        assert page.evaluate(SNAPSHOTS) == []
        assert page.evaluate("document.documentElement.dataset.snapshot") is None


def test_a_snapshot_whose_last_restore_never_became_ready_is_dropped(browser, site):
    with visitor(browser, site, snapshots=True) as (game, _):
        (key,) = first_visit_keeps_a_snapshot(game)
        # as if the last visit had restored it and died before the game was ready
        game.page.evaluate("(key) => localStorage.setItem('vegas.snapshot-trying', key)", key)
        assert visit(game) == "fresh"
        assert game.page.evaluate(SNAPSHOTS) == []
        assert game.page.evaluate("localStorage.getItem('vegas.snapshot-failed')") == key
        assert visit(game) == "fresh"  # and none is made again for this deploy


def test_a_restored_visit_that_becomes_ready_is_not_counted_as_a_failure(browser, site):
    with visitor(browser, site, snapshots=True) as (game, _):
        first_visit_keeps_a_snapshot(game)
        assert visit(game) == "snapshot"
        assert game.page.evaluate("localStorage.getItem('vegas.snapshot-trying')") is None
        assert visit(game) == "snapshot"


def test_a_restored_visit_finds_its_compiled_code_in_the_snapshot(browser, site):
    """PyScript's own package, and the code strings PyScript ran as the first visit started, are compiled
    by the worker that made the snapshot (static/code_cache.py): a restored start compiles neither again."""
    with visitor(browser, site, snapshots=True) as (game, _):
        first_visit_keeps_a_snapshot(game)
        assert visit(game) == "snapshot"
        game.page.wait_for_function("document.documentElement.dataset.precompiledRuns !== undefined")
        assert int(game.page.evaluate("document.documentElement.dataset.precompiled")) >= 10
        assert int(game.page.evaluate("document.documentElement.dataset.precompiledRuns")) >= 1


def test_a_restored_visit_imports_only_the_game_modules_that_need_the_page(browser, site):
    """Every other module of the game a start imports is in the snapshot (static/snapshot-worker.mjs): one
    imported after the restore (the reviewer, drawn on every page, once was) is a return visit's time."""
    imported = "document.documentElement.dataset.importedAfterRestore"
    with visitor(browser, site, snapshots=True) as (game, _):
        first_visit_keeps_a_snapshot(game)
        assert visit(game) == "snapshot"
        game.page.wait_for_function(f"{imported} !== undefined")
        needing_the_page = ["vegas.ui.app.browser", "vegas.ui.link.network", "vegas.ui.link.qr_library"]
        assert sorted(game.page.evaluate(imported).split()) == needing_the_page


def test_neither_a_first_nor_a_restored_visit_compiles_a_module_of_the_game_or_the_standard_library(browser, site):
    """The wheel and Pyodide's trimmed standard library carry the bytecode of every module a start imports
    (scripts/compile_bytecode.mjs), and neither start fetches the whole library for one it lacks."""
    uncompiled = "document.documentElement.dataset.uncompiled"
    on_demand = "document.documentElement.dataset.onDemand"
    with visitor(browser, site, snapshots=True) as (game, _):
        first_visit_keeps_a_snapshot(game)
        assert game.page.evaluate(uncompiled) == "" and game.page.evaluate(on_demand) == ""
        assert visit(game) == "snapshot"
        game.page.wait_for_function(f"{uncompiled} !== undefined")
        assert game.page.evaluate(uncompiled) == "" and game.page.evaluate(on_demand) == ""


def test_an_older_deploys_snapshot_is_replaced_without_counting_as_a_failure(browser, site):
    with visitor(browser, site, snapshots=True) as (game, _):
        (key,) = first_visit_keeps_a_snapshot(game)
        older = key.rsplit("/", 1)[0] + "/000000000000000000000000"
        game.page.evaluate(
            """async ([key, older]) => {
                const cache = await caches.open("snapshot-pyodide");
                await cache.put(older, await cache.match(key));
                await cache.delete(key);
            }""",
            [key, older],
        )
        assert visit(game) == "fresh"  # not restored: it is another game's
        assert game.page.locator("#notice").is_hidden()
        assert game.page.evaluate("localStorage.getItem('vegas.snapshot-failed')") is None
        game.page.wait_for_function("document.documentElement.dataset.snapshot", timeout=120_000)
        assert game.page.evaluate(SNAPSHOTS) == [key]  # this deploy's took its place
        assert visit(game) == "snapshot"
