"""Issue 47, a player never has to wonder: on a phone (320x640, touch), the moments where a player had to guess
what happened, where to look or how to get back: the final standings closed and opened again by taps, a hot-seat
duel's outcome shown where the players look, the view following the action, a new game in a tab that only
watches."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from playwright.sync_api import expect

from vegas.ui.table import Settings, Table

from .conftest import SHOTS, visitor
from .saves import open_saved, played_into_round
from .test_play import highest_value
from .test_tabs import eventually, follows, open_both, plays, same_game, two_tabs
from .touch import PHONES, check_decision, next_decision, tap

PHONE = PHONES["320x640"]


def shot(page, name: str) -> None:
    """A screenshot to look at, kept under artifacts/screenshots (not in the repository)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"moment-{name}.png"))


def in_view(page, selector: str) -> bool:
    """Whether the element ``selector`` is wholly inside the window as it is scrolled now."""
    return page.eval_on_selector(
        selector,
        "el => { const b = el.getBoundingClientRect();"
        " return b.height > 0 && b.top >= 0 && b.bottom <= innerHeight && b.left >= 0 && b.right <= innerWidth; }",
    )


def tap_to_standings(game) -> None:
    while (moves := next_decision(game, lambda moment: None)) is not None:
        tap(game, highest_value(moves))


def test_the_final_standings_close_by_a_tap_and_open_again_and_the_replay_does_not_reopen_them(browser, site):
    """Point 1: a visible close (×) and a tap on the backdrop close the standings; the board's Final standings
    opens them again; Back to the game from the replay leaves them closed."""
    with visitor(browser, site, **PHONE) as (game, _problems):
        page = game.page
        open_saved(game, played_into_round(replace(Settings.default(2), seed=7), 4, highest_value))
        tap_to_standings(game)
        dialog = page.locator("#end-dialog")
        expect(dialog).to_have_attribute("open", "")
        close = dialog.locator("[data-testid=standings] .dialog-close")
        expect(close).to_be_visible()
        box = close.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44  # a finger's size
        check_decision(game, "the standings", axe=True)
        shot(page, "1-standings-320x640")
        close.tap()
        expect(dialog).not_to_have_attribute("open", "")
        shot(page, "1-standings-closed-320x640")
        page.locator("#board [data-ui=standings]").tap()
        expect(dialog).to_have_attribute("open", "")

        edge = dialog.bounding_box()
        assert edge and edge["x"] > 4, "no backdrop beside the standings to tap"
        page.touchscreen.tap(2, 320)  # beside the dialog, on its backdrop
        expect(dialog).not_to_have_attribute("open", "")
        page.locator("#board [data-ui=standings]").tap()
        expect(dialog).to_have_attribute("open", "")
        page.touchscreen.tap(edge["x"] + 6, edge["y"] + 6)  # on the dialog's own padding: it stays open
        page.wait_for_timeout(300)
        expect(dialog).to_have_attribute("open", "")

        dialog.locator("[data-ui=replay]").tap()
        expect(page.locator("[data-testid=replay]")).to_be_visible()
        page.locator("[data-ui=leave-replay]").tap()
        expect(page.locator("[data-testid=replay]")).to_be_hidden()
        page.wait_for_timeout(300)
        expect(dialog).not_to_have_attribute("open", "")  # back to the final board, not to the standings again
        expect(page.locator("#board [data-ui=standings]")).to_be_visible()


def at_a_hot_seat_duel(seed: int = 3) -> Table:
    """A game of knizia-duel between two people at one screen, played until the first hand of a duel is asked."""
    settings = Settings.default(2, "knizia-duel")
    table = Table.new(replace(settings, seats=tuple(replace(s, kind="human") for s in settings.seats), seed=seed))
    pick = random.Random(1)
    while not table.state.is_secret_choice():
        assert not table.state.is_terminal(), "no duel in this game"
        table.play(pick.choice(table.human_actions()))
        table.resolve_chance()
    return table


def test_a_hot_seat_duel_says_who_won_over_the_roll_until_the_players_continue(browser, site):
    """Point 2: after the second hand of a duel between two people at one phone, its outcome is shown where the
    duel was (the roll's place, in view), and nothing can be played until a tap on Continue; then play goes on."""
    with visitor(browser, site, **PHONE) as (game, _problems):
        page = game.page
        table = at_a_hot_seat_duel()
        open_saved(game, table)
        for _hand in range(2):  # each hand behind R22's "pass the device" screen
            page.locator("#board [data-ui=reveal]").tap()
            tap(game, "duel 2")
        outcome = page.locator("#board .roll-area [data-testid=outcome]")
        expect(outcome).to_be_visible()
        said = outcome.inner_text()
        assert "two hands" in said.lower(), said
        assert in_view(page, "#board [data-testid=outcome]")
        page.wait_for_timeout(1500)  # no timer: still there, and nothing to play meanwhile
        expect(outcome).to_be_visible()
        assert page.locator("[data-action]").count() == 0
        shot(page, "2-duel-outcome-320x640")
        outcome.locator("[data-ui=go-on]").tap()
        expect(outcome).to_have_count(0)
        page.wait_for_function("document.querySelector('[data-action], #board [data-ui=reveal]')")
        shot(page, "2-duel-after-continue-320x640")


def test_a_new_game_in_a_tab_that_only_watches_says_so_before_the_form_and_starts_there(browser, site):
    """Point 10: the tab that follows another's game says, above the new-game form, that a new game there takes
    the game over; started, it plays there and the other tab follows."""
    with two_tabs(browser, site, **PHONE) as (first, second, _problems):
        open_both(first, second)
        second.header("new-game")
        note = second.page.locator("#new-game-dialog[open] #new-game-note")
        expect(note).to_be_visible()
        assert "another tab" in note.inner_text() and "takes it over" in note.inner_text()
        shot(second.page, "10-new-game-form-in-following-tab-320x640")
        second.page.select_option("select[name=rules]", "knizia")
        second.page.fill("input[name=seed]", "42")
        second.page.locator("[data-ui=start]").tap()
        second.page.wait_for_selector("#new-game-dialog", state="hidden")
        plays(second)
        assert '"knizia"' in (second.save() or "") and '"seed": 42' in (second.save() or "").replace('":', '": ')
        eventually(lambda: follows(first), "the first tab follows the new game")
        eventually(lambda: same_game(first, second), "the first tab shows the new game")
        shot(second.page, "10-new-game-started-in-that-tab-320x640")


def test_the_replay_opened_from_the_standings_starts_with_its_steps_in_view_and_says_each_move(browser, site):
    """Point 3 (the replay): opened from the final standings at 320 px, its ‹ › are in view; each step says the
    move stepped to in the status line under them, as the log says it."""
    with visitor(browser, site, **PHONE) as (game, _problems):
        page = game.page
        open_saved(game, played_into_round(replace(Settings.default(2), seed=7), 4, highest_value))
        tap_to_standings(game)
        page.locator("#end-dialog [data-testid=standings]").scroll_into_view_if_needed()
        page.locator("#end-dialog [data-ui=replay]").tap()
        expect(page.locator("[data-testid=replay]")).to_be_visible()
        assert in_view(page, "[data-ui=replay-back]") and in_view(page, "[data-ui=replay-forward]")
        shot(page, "3-replay-opened-320x640")
        log = page.inner_text("#log")
        for _step in range(3):
            page.locator("[data-ui=replay-back]").tap()
            said = page.inner_text("#board .status").strip()
            assert said and "\n" not in said, f"the status line says {said!r}"
            assert said.split(". ")[0] in log
        assert in_view(page, "#board .status")
        shot(page, "3-replay-stepped-back-320x640")


def test_after_continue_on_a_payout_the_next_roll_is_in_view(browser, site):
    """Point 3 (the payout): at 320 px, after Continue on a round's payout the page no longer stays down where the
    payout was: the next roll, the status line above it and a casino it can go to are in view."""
    with visitor(browser, site, **PHONE) as (game, _problems):
        page = game.page
        open_saved(game, played_into_round(replace(Settings.default(2), seed=7), 2, highest_value))
        continued = []

        def at(moment: str) -> None:
            if moment == "payout" and not continued:
                shot(page, "3-payout-320x640")
                continued.append(page.evaluate("scrollY"))

        while not continued:
            moves = next_decision(game, at)
            assert moves is not None, "the game ended"
            if not continued:
                tap(game, highest_value(moves))
        while "roll" in (moves := next_decision(game, at) or []):
            tap(game, "roll")  # the first decision after the payout: a roll, then its dice to place
        assert any(move.startswith("place") for move in moves), moves
        shot(page, "3-roll-after-payout-320x640")
        assert in_view(page, "#board .status"), "the status line is off-screen"
        assert in_view(page, "#board .roll-area .dice, #board .roll-area"), "the roll is off-screen"
        assert page.evaluate(
            """() => [...document.querySelectorAll('#board .casino.has-roll')].some((c) => {
                const b = c.getBoundingClientRect(); return b.top >= 0 && b.bottom <= innerHeight; })"""
        ), "no casino the roll can go to is in view"


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_the_dice_are_white_everywhere_and_french_says_manche(browser, site, lang):
    """Point 11: the neutral dice are called white in every text the page shows (the board, the log, How to play),
    and French says "manche" for a round."""
    with visitor(browser, site, **PHONE) as (game, _problems):
        page = game.page
        page.add_init_script(f"localStorage.setItem('vegas.lang', '{lang}')")
        game.open("?rules=classic-neutral&players=3&seed=5")
        shot(page, f"11-white-dice-{lang}-320x640")
        game.header("help")
        shown = " ".join(game.shown_text()).lower()
        page.keyboard.press("Escape")
        shown += " " + page.inner_text("#log").lower() + " " + page.inner_text("#board").lower()
        neutral = {"en": "neutral", "fr": "neutre", "de": "neutral"}[lang]
        assert neutral not in shown, f"{neutral!r} beside white in: {shown[max(0, shown.find(neutral) - 80) :][:200]}"
        if lang == "fr":
            assert " round" not in shown and "manche" in shown


_HALF_EMPTY_ROWS = """() => {
    // Knizia's tables by row (their tops): a row but the last with one table, not the spanning one, has a hole
    const rows = new Map();
    for (const table of document.querySelectorAll("#board .kz-table")) {
        const top = Math.round(table.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) || []), table]);
    }
    const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);
    return ordered.slice(0, -1).filter((row) => row.length === 1 && !row[0].classList.contains("choosing")).length;
}"""


def test_knizias_table_to_choose_on_leaves_no_empty_cell_beside_it(browser, site):
    """Point 11: at 320 px the table where a counter goes spans the board; the table before it no longer stands
    alone in its row with an empty cell beside it."""
    with visitor(browser, site, **PHONE) as (game, _problems):
        page = game.page
        game.open("?rules=knizia&players=2&seed=5")
        checked = 0
        for _decision in range(12):
            moves = next_decision(game, lambda moment: None)
            assert moves is not None
            if page.locator("#board .kz-table.choosing").count():
                assert page.evaluate(_HALF_EMPTY_ROWS) == 0, "a table stands alone beside an empty cell"
                checked += 1
                if checked == 1:
                    shot(page, "11-knizia-choosing-320x640")
            tap(game, "roll" if "roll" in moves else next(m for m in moves if not m.startswith("choose:")))
        assert checked, "no table to choose on came"
