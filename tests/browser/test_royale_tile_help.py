"""A Royale tile's help on a 320x640 touch screen (issue 47, point 11): a tap on the tile's name shows what the
tile does in a sheet over the board, wide enough to read, without moving the casinos and tiles under it; a tap on
its backdrop, its × or Escape closes it and gives the focus back to the tile's name; reading it plays nothing;
axe-core finds nothing wrong with it open. Before, the help opened inside the tile, a third-width column a few
words wide, and pushed the casinos below it down."""

from __future__ import annotations

from .conftest import visitor
from .touch import PHONES, axe_violations

READABLE = 240
"""The narrowest explanation, in CSS px, that reads as sentences rather than a column of single words."""
OPENER = ".casino[data-casino='1'] [data-tile] summary, .casino[data-casino='1'] [data-tile] [data-ui=tile-help]"
BOXES = "() => [...document.querySelectorAll('#board .casino')].map((c) => c.getBoundingClientRect().top + scrollY)"
"""Where each casino lies in the page (not in the window: the page may still be scrolling the roll into view as the
help opens: once, at load 16, the casinos were 323 px higher in the window after the help opened, a scroll)."""


def test_a_tiles_help_is_a_readable_sheet_over_the_board_closed_by_a_tap(browser, site):
    with visitor(browser, site, **PHONES["320x640"]) as (game, problems):
        page = game.page
        game.open("?rules=royale&players=2")
        game.start_from_form(["human", "human"], seed=3, rules="royale", force="A1")
        page.wait_for_selector(OPENER)
        casinos, log, saved = page.evaluate(BOXES), page.inner_text("#log"), game.save()
        page.locator(OPENER).first.tap()
        shown = page.locator(".tile-explain:visible")
        shown.first.wait_for()
        game.shot("royale-tile-help-opened-320x640")  # before the checks: what a failure looked like
        assert page.evaluate(BOXES) == casinos, "the help moved the casinos"
        width = shown.first.bounding_box()["width"]
        assert width >= READABLE, f"the help is {width} px wide"
        sheet = page.locator("#tile-help-dialog")
        assert page.evaluate("document.querySelector('#tile-help-dialog').matches(':modal')")
        assert len(sheet.inner_text()) > 40  # the tile's name and what it does
        assert page.evaluate("document.querySelector('#tile-help-dialog').contains(document.activeElement)")
        assert axe_violations(page) == []
        game.shot("royale-tile-help-320x640")
        page.keyboard.press("Escape")
        sheet.wait_for(state="hidden")
        assert page.evaluate("document.activeElement.matches('[data-ui=tile-help]')"), "the focus went astray"
        page.locator(OPENER).first.tap()
        sheet.wait_for()
        page.touchscreen.tap(160, 630)  # below the sheet: its backdrop
        sheet.wait_for(state="hidden")
        page.locator(OPENER).first.tap()
        sheet.locator("[data-ui=close-dialog]").tap()
        sheet.wait_for(state="hidden")
        assert page.inner_text("#log") == log and game.save() == saved, "reading a tile played something"
        problems.check()
