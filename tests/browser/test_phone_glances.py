"""Issue 47, point 11's last three: things a phone (320x640, 390x844, touch) showed cut or hidden at a glance. The
rules selector's chosen name is shown in full, in every language; a payout leaves no empty band between the
casinos and the seats."""

from __future__ import annotations

from dataclasses import replace

import pytest

from vegas.ui.table import Settings

from .conftest import SHOTS, visitor
from .saves import open_saved, played_into_round
from .test_play import highest_value
from .touch import PHONES, next_decision, tap


def shot(page, name: str) -> None:
    """A screenshot to look at, kept under artifacts/screenshots (not in the repository)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"glance-{name}.png"))


_NAME_SHOWN_WHOLE = """(name) => {
    // where the dialog shows the chosen rule set's name in full: the list's own box if the name fits in it (its
    // text measured in its font, less its padding and arrow), else any other element showing exactly that name
    const dialog = document.querySelector("#new-game-dialog");
    const edge = dialog.getBoundingClientRect();
    const select = dialog.querySelector("select[name=rules]");
    const style = getComputedStyle(select);
    const pen = document.createElement("canvas").getContext("2d");
    pen.font = style.font;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    const places = [];
    if (pen.measureText(name).width <= room && select.getBoundingClientRect().right <= edge.right) places.push("list");
    for (const el of dialog.querySelectorAll("*:not(option):not(select)")) {
        if (el.textContent.trim() !== name || el.children.length) continue;
        const box = el.getBoundingClientRect();
        if (!el.checkVisibility() || box.width === 0) continue;
        if (el.scrollWidth > el.clientWidth + 1 || box.left < edge.left || box.right > edge.right) continue;
        places.push(el.className || el.tagName);
    }
    return places;
}"""


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_the_rules_selector_shows_the_whole_chosen_name_at_320px(browser, site, lang):
    """Point 11: at 320 px the list cuts a long rule set's name ("Las Vegas Royale (mit Casino…"); the chosen
    name is readable in full, whichever rule set and language."""
    with visitor(browser, site, **PHONES["320x640"]) as (game, _problems):
        page = game.page
        page.add_init_script(f"localStorage.setItem('vegas.lang', '{lang}')")
        game.open("?rules=classic&players=2&seed=5")
        game.header("new-game")
        page.wait_for_selector("#new-game-dialog[open] select[name=rules]")
        rules = page.eval_on_selector_all("select[name=rules] option", "os => os.map((o) => [o.value, o.text])")
        assert len(rules) >= 6
        cut = []
        for value, name in rules:
            page.select_option("select[name=rules]", value)
            if value == "royale":
                shot(page, f"c-rules-{lang}-320x640")
            if not page.evaluate(_NAME_SHOWN_WHOLE, name):
                cut.append(name)
        assert not cut, f"cut at 320 px in {lang}: {cut}"


_BAND = """() => {
    // the empty height between the casinos and the seats: boxes between them that show nothing, and their margins
    const board = document.querySelector("#board");
    const casinos = board.querySelector(".casinos, .kz-tables");
    const seats = board.querySelector(".players");
    for (let el = casinos.nextElementSibling; el && el !== seats; el = el.nextElementSibling) {
        if (el.innerText.trim() || el.querySelector("img, svg, button")) return null;  // something shows there
    }
    return seats.getBoundingClientRect().top - casinos.getBoundingClientRect().bottom;
}"""
"""The gap between the casinos' bottom and the seats' top when only empty boxes lie between them, else ``None``."""

BOARD_GAP = 24
"""CSS px: the most space the board leaves between its casinos and its seats when nothing stands between them."""


@pytest.mark.parametrize("size", ["390x844", "320x640"])
def test_a_payout_leaves_no_empty_band_between_the_board_and_the_seats(browser, site, size):
    """Point 11: during a round's payout the dice area under the casinos is empty; it no longer keeps its height,
    a band of felt between the casinos and the seats."""
    with visitor(browser, site, **PHONES[size]) as (game, _problems):
        page = game.page
        open_saved(game, played_into_round(replace(Settings.default(3), seed=7), 2, highest_value))
        gaps: list[float | None] = []

        def at(moment: str) -> None:
            if moment == "payout" and not gaps:
                gaps.append(page.evaluate(_BAND))
                page.locator("#board .players").scroll_into_view_if_needed()
                shot(page, f"b-payout-{size}")

        while not gaps:
            moves = next_decision(game, at)
            assert moves is not None, "the game ended"
            if not gaps:
                tap(game, highest_value(moves))
        assert gaps[0] is not None, "the payout's board shows something between the casinos and the seats"
        assert gaps[0] <= BOARD_GAP, f"an empty band of {gaps[0]:.0f} px between the casinos and the seats"
