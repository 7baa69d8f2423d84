"""The game review in the page (issue 52), on a phone (390x844, touch) with one page: a finished game's review run
to its end in the background (stopped and gone on with), its summary, chart and marked decisions as the engine's
review finds them under CPython, a marked decision opened on the board and tried again, the language switched, the
review kept with the game so that a reload shows it at once; then 320 and 1280 wide.

The game is played under CPython (``saves.py``) and handed to the page finished. A review values every decision of
the game (some 10 s a game under CPython, more in WebAssembly): the page is handed the review kept with the game
as if stopped, done but for ``RUNNING`` decisions at its start and ``LEFT`` at its end, so the page runs only those.
"""

from __future__ import annotations

import json
import time
from dataclasses import replace

from playwright.sync_api import expect

from vegas.review import Reviewer, review_json
from vegas.ui.game_review import done_text
from vegas.ui.history.kept import record_key
from vegas.ui.table import Settings, Table

from .conftest import SHOTS, visitor
from .saves import open_saved, played_into_round, played_on, wait_kept
from .test_play import highest_value
from .touch import PHONES, axe_violations

LEFT = 3
"""The page values itself the first ``LEFT`` decisions (searched, round 1) and the last ``LEFT`` (solved exactly)."""
RUNNING = 40
"""The decisions at the start the first test leaves to the page: 0.1-0.3 s each in Chromium's Pyodide, so that its
Stop finds the review running (with ``LEFT`` of them it ended in 0.6 s, at times before the tap landed)."""
PANEL = "#review [data-testid=review]"


def finished_game() -> Table:
    table = played_into_round(replace(Settings.default(2), seed=7), 4, highest_value)
    return played_on(table, highest_value, lambda table: table.state.is_terminal())


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"review-{name}.png"), full_page=True)


def test_a_finished_game_is_reviewed_in_the_background_shown_opened_translated_and_kept(browser, site):
    table = finished_game()
    key = record_key(table.match.record().to_json())
    whole = Reviewer(table.match.record(), first=[0]).run()
    expected = review_json(whole, [0, 1])
    done = [whole.done[step] for step in whole.todo[RUNNING:-LEFT]]
    kept = json.dumps(Reviewer(table.match.record(), done=done, first=[0]).to_json())

    with visitor(browser, site, **PHONES["390x844"]) as (game, _problems):
        page = game.page
        open_saved(game, table)
        dialog = page.locator("#end-dialog[open]")
        expect(dialog.locator("[data-testid=standings]")).to_be_visible()
        # the page keeps the finished game in its history; the review stopped earlier is kept beside it
        page.wait_for_function(
            "async ([key, text]) => await window.vegasHistory.keepReview(key, text)", arg=[key, kept], timeout=10_000
        )

        dialog.locator("[data-ui=review]").tap()
        panel = page.locator(PANEL)
        expect(panel).to_be_visible()
        expect(dialog).to_have_count(0)  # the standings close: the board and the game stay usable
        panel.locator("[data-ui=review-stop]").tap()  # still running: see RUNNING
        expect(panel.locator("[data-ui=review-go-on]")).to_be_visible()
        assert "Review stopped after" in panel.locator("#review-progress-text").inner_text()
        shot(page, "stopped-390x844")
        page.wait_for_timeout(500)
        stopped = panel.locator("#review-progress-text").inner_text()
        assert "Review stopped after" in stopped  # nothing goes on once stopped
        panel.locator("[data-ui=review-go-on]").tap()
        started = time.perf_counter()
        expect(panel.locator("#review-progress-text")).to_have_text(done_text("en", expected), timeout=120_000)
        seconds = time.perf_counter() - started
        each, longest, long = page.evaluate(
            "[window.vegasReviewDecisionMs, window.vegasReviewLongestMs, window.vegasReviewLongTasks]"
        )
        print(f"\nPyodide: {seconds:.1f} s after Go on; each decision (ms): {each}; longest task {longest} ms: {long}")

        rows = panel.locator("[data-testid=review-summary] tbody tr")
        expect(rows).to_have_count(2)
        accuracy = expected["seats"][0]["accuracy"]
        assert rows.nth(0).locator("td").nth(0).inner_text() == f"{accuracy:.0f}%"
        chart = panel.locator("[data-testid=money-chart] svg[role=img]")
        expect(chart).to_be_visible()
        assert chart.locator("polyline").count() == 2
        marked = panel.locator("[data-testid=review-marked] > li")
        steps = [int(s) for s in marked.evaluate_all("items => items.map((i) => i.dataset.step)")]
        assert steps == expected["marked"] and steps, "the page marks what the engine's review marks"
        assert not axe_violations(page)
        shot(page, "done-390x844")

        first = expected["decisions"][[d["step"] for d in expected["decisions"]].index(steps[0])]
        marked.nth(0).locator("[data-ui=review-show]").tap()
        focus = page.locator("#board [data-testid=review-focus]")
        expect(focus).to_be_visible()
        expect(page.locator("[data-testid=replay]")).to_be_visible()
        assert first["made"] != first["best"]
        made, best = focus.locator(".review-made").inner_text(), focus.locator(".review-best").inner_text()
        assert made != best and "Played:" in made and "Better:" in best
        expect(page.locator("#board .rolled .group.review-made")).to_have_count(1)  # the dice of either move
        expect(page.locator("#board .rolled .group.review-best")).to_have_count(1)
        assert not axe_violations(page)
        shot(page, "decision-390x844")

        menu = page.locator("[data-menu]")  # a phone folds the header's language picker behind its Menu button
        if menu.is_visible() and menu.get_attribute("aria-expanded") != "true":
            menu.tap()
        page.select_option("header [data-lang-picker]", "fr")
        expect(focus.locator(".review-made")).to_contain_text("Joué")
        focus.locator("[data-ui=review-try]").tap()  # Try it again: the best move, then how it compares
        choices = focus.locator("[data-ui=review-choose]")
        assert choices.count() == len(first["actions"])
        expect(choices.first).to_be_focused()
        assert all(words.startswith("Placer ") for words in choices.all_inner_texts())  # as the board's buttons say
        focus.locator(f"[data-ui=review-choose][data-try='{first['best']}']").tap()
        tried = focus.locator("[data-testid=review-tried]")
        expect(tried).to_contain_text("le meilleur coup")
        expect(tried).to_be_focused()
        assert not axe_violations(page)
        shot(page, "tried-fr-390x844")
        expect(focus.locator(".review-made")).to_contain_text("Joué")
        expect(panel.locator("#review-title")).to_have_text("Analyse de la partie")
        focus.locator("[data-ui=review-back]").focus()  # by the keyboard: back to the review, at that decision
        page.keyboard.press("Enter")
        expect(page.locator("[data-testid=replay]")).to_be_hidden()
        expect(marked.nth(0).locator("[data-ui=review-show]")).to_be_focused()
        shot(page, "done-fr-390x844")

        page.reload()
        game.wait_ready()
        page.locator("#end-dialog[open] [data-ui=review]").tap()
        expect(panel.locator("#review-progress-text")).to_have_text(done_text("fr", expected))
        expect(panel.locator("[data-ui=review-stop]")).to_have_count(0)
        assert page.evaluate("window.vegasReviewDecisionMs") is None, "the kept review was valued again"

        for width, height in ((320, 640), (1280, 800)):
            page.set_viewport_size({"width": width, "height": height})
            panel.scroll_into_view_if_needed()
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            shot(page, f"done-fr-{width}x{height}")


def test_a_new_game_closes_the_review_running_and_keeps_what_it_valued(browser, site):
    """A review still running when a new game takes the table (the form's New game) closes as its Close does: the
    new game's board has no panel of the old game under it, no decision more is valued in its time, and the
    decisions already valued are kept with the old game."""
    table = finished_game()
    key = record_key(table.match.record().to_json())
    total = len(Reviewer(table.match.record(), first=[0]).todo)

    with visitor(browser, site, **PHONES["320x640"]) as (game, _problems):
        page = game.page
        open_saved(game, table)
        page.locator("#end-dialog[open] [data-ui=review]").tap()
        panel = page.locator(PANEL)
        expect(panel.locator("[data-ui=review-stop]")).to_be_visible()
        page.wait_for_function("(window.vegasReviewDecisionMs || []).length >= 2")

        game.start_from_form(["human", "medium"], seed=11)
        expect(page.locator("#review")).to_be_hidden()
        expect(panel).to_have_count(0)
        valued = page.evaluate("window.vegasReviewDecisionMs.length")
        page.wait_for_timeout(1_000)  # a review left running values a decision every 0.1-0.3 s
        assert page.evaluate("window.vegasReviewDecisionMs.length") == valued, "the review went on in the new game"
        kept = page.evaluate("async (key) => await window.vegasHistory.review(key)", key)
        assert kept is not None, "the review's progress was not kept with its game"
        decisions = len(json.loads(kept)["decisions"])
        assert valued <= decisions < total
        game.shot("review-new-game-320x640")


def test_a_review_of_another_games_replay_stays_with_it_and_the_game_in_play_waits_under_its_own_board(browser, site):
    """A game in play at its round's payout, a finished game replayed from Your games: the payout (and its
    Continue) is not shown under the replay; that game's review goes back to its replay from a decision, has no
    Play on from here at the game's end, and closes with the replay (Back to the game), the payout shown again."""
    with visitor(browser, site, **PHONES["320x640"]) as (game, _problems):
        page = game.page
        old = finished_game()
        review = json.dumps(Reviewer(old.match.record(), first=[0]).run().to_json())
        open_saved(game, old)  # kept in Your games as it ends, its review beside it
        page.wait_for_function(
            "async ([key, text]) => await window.vegasHistory.keepReview(key, text)",
            arg=[record_key(old.match.record().to_json()), review],
            timeout=10_000,
        )
        in_play = played_on(
            Table.new(replace(Settings.default(2), seed=3)),
            highest_value,
            lambda table: getattr(table.state, "round", 0) >= 2,
        )
        open_saved(game, in_play)
        payout = page.locator("#payout-dialog")
        expect(payout).to_be_visible()

        game.header("games")
        page.locator("#games-dialog [data-testid=games-list] li [data-ui=games-replay]").first.tap()
        bar = page.locator("[data-testid=replay]")
        expect(bar).to_be_visible()
        expect(payout).to_be_hidden()  # the game in play's, out of its board's sight
        expect(bar.locator("[data-ui=take-over]")).to_have_count(0)  # the finished game's end: nothing to play on
        bar.locator("[data-ui=review]").tap()
        panel = page.locator(PANEL)
        expect(panel.locator("[data-testid=review-marked] > li").first).to_be_visible()
        panel.locator("[data-testid=review-marked] > li [data-ui=review-show]").first.tap()
        expect(page.locator("#board [data-testid=review-focus]")).to_be_visible()
        expect(bar.locator("[data-ui=take-over]")).to_have_count(1)  # within the game: it can be played on
        page.locator("#board [data-testid=review-focus] [data-ui=review-back]").tap()
        expect(bar).to_be_visible()  # back to that game's replay, at its end, with its review
        expect(page.locator("#board [data-testid=review-focus]")).to_have_count(0)
        expect(bar.locator("[data-ui=replay-forward]")).to_be_disabled()
        expect(panel).to_be_visible()
        game.shot("review-other-game-320x640")

        bar.locator("[data-ui=leave-replay]").tap()
        expect(bar).to_be_hidden()
        expect(page.locator("#review")).to_be_hidden()  # another game's review does not stay under this one
        expect(payout).to_be_visible()
        payout.locator("[data-ui=skip-payout]").tap()
        expect(payout).to_be_hidden()
        game.shot("review-other-game-left-320x640")


OVERFLOW = """(panel) => {
    const table = panel.querySelector("[data-testid=review-summary]");
    const box = table.parentElement;
    const wider = [...panel.querySelectorAll("*")].filter(
        (el) => el.checkVisibility() && el.getBoundingClientRect().right > innerWidth + 0.5
    );
    return {
        table: table.scrollWidth, box: box.clientWidth, boxScroll: box.scrollWidth,
        page: document.documentElement.scrollWidth,
        columns: [...table.querySelectorAll("thead th")].map((th) => Math.round(th.getBoundingClientRect().width)),
        wider: wider.map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent.slice(0, 30)}`),
    };
}"""
"""The summary table's width beside its box's (and its columns'), the page's, and what shown in the panel reaches
past the screen's edge (the chart's figures as a table, folded in a closed ``details``, are not shown)."""


def test_the_summary_table_fits_a_phone_in_every_language(browser, site):
    """The summary's four columns (player, accuracy, money given away, luck of the dice) fit 320 and 390 wide in
    German, French and English with nothing to scroll sideways: German's long headings once ran 350 px wide in a
    285 px box at 320, "Würfelglück" cut off behind a scroll nothing showed. A finished review kept with the game
    is shown at once, never run in the page."""
    table = finished_game()
    key = record_key(table.match.record().to_json())
    whole = Reviewer(table.match.record(), first=[0]).run()
    kept = json.dumps(Reviewer(table.match.record(), done=list(whole.done.values()), first=[0]).to_json())

    with visitor(browser, site, **PHONES["320x640"]) as (game, _problems):
        page = game.page
        open_saved(game, table)
        page.wait_for_function(
            "async ([key, text]) => await window.vegasHistory.keepReview(key, text)", arg=[key, kept], timeout=10_000
        )
        page.locator("#end-dialog[open] [data-ui=review]").tap()
        panel = page.locator(PANEL)
        expect(panel.locator("[data-testid=review-summary] tbody tr")).to_have_count(2)
        expect(panel.locator("[data-ui=review-stop]")).to_have_count(0)  # shown at once, not run
        SHOTS.mkdir(parents=True, exist_ok=True)
        too_wide = {}
        for lang, title in (("de", "Spielanalyse"), ("fr", "Analyse de la partie"), ("en", "Game review")):
            menu = page.locator("[data-menu]")  # a phone folds the header's language picker behind its Menu button
            if menu.is_visible() and menu.get_attribute("aria-expanded") != "true":
                menu.tap()
            page.select_option("header [data-lang-picker]", lang)
            expect(panel.locator("#review-title")).to_have_text(title)
            for size in ("320x640", "390x844"):
                page.set_viewport_size(PHONES[size]["viewport"])
                measured = panel.evaluate(OVERFLOW)
                width = PHONES[size]["viewport"]["width"]
                box = measured["box"]
                if (
                    measured["table"] > box
                    or measured["boxScroll"] > box
                    or measured["page"] > width
                    or measured["wider"]
                ):
                    too_wide[f"{lang} {size}"] = measured
                panel.locator(".review-table").screenshot(path=str(SHOTS / f"review-summary-{lang}-{size}.png"))
        assert not too_wide, f"the summary is wider than its box, or the panel than the screen: {too_wide}"


def test_a_review_replaced_by_another_games_keeps_what_it_valued(browser, site):
    """A review running when another game's review is asked for (its replay from Your games) stops and is kept
    with its game, as its Close would keep it: nothing it valued is lost."""
    other = played_on(
        Table.new(replace(Settings.default(2), seed=8)), highest_value, lambda table: table.state.is_terminal()
    )
    table = finished_game()
    key = record_key(table.match.record().to_json())
    with visitor(browser, site, **PHONES["390x844"]) as (game, _problems):
        page = game.page
        open_saved(game, other)  # kept in Your games as it ends
        wait_kept(game, other)
        open_saved(game, table)
        page.locator("#end-dialog[open] [data-ui=review]").tap()
        page.wait_for_function("(window.vegasReviewDecisionMs || []).length >= 2")
        game.header("games")
        other_key = record_key(other.match.record().to_json())
        page.locator(f'#games-dialog li[data-key="{other_key}"] [data-ui=games-replay]').tap()
        page.locator("[data-testid=replay] [data-ui=review]").tap()
        expect(page.locator(f"{PANEL} [data-ui=review-stop]")).to_be_visible()  # the other game's, from its start
        kept = page.evaluate("async (key) => await window.vegasHistory.review(key)", key)
        assert kept is not None and len(json.loads(kept)["decisions"]) >= 2, "the first review's work was lost"
