"""A phone held sideways (issue 47, point 9): at 844x390 the board was taller than the screen, so after a roll the
dice showed but not the casinos' banknotes or the status line, and a name in casino 6 was cut to "Be…"; at 640x360
a banknote showed as "$5…" and a name ran out of its casino. On a short
wide screen the table is laid out as such a phone shows it, the status line and the dice beside the casinos (or
Knizia's tables), in every family of rule sets: the classic table, Royale with its tiles, Knizia's board.

One page for the three: each position is played under CPython to the human's third roll and handed to the page as
its saved game (``saves.open_saved``), so the page only draws it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from vegas.ui.table import Settings, Table

from .conftest import SHOTS, visitor
from .saves import open_saved

LANDSCAPE = {"viewport": {"width": 844, "height": 390}, "is_mobile": True, "has_touch": True}
"""A 6.1-inch phone held sideways (390x844 turned), touch only."""

SCREENS = {"844x390": LANDSCAPE["viewport"], "640x360": {"width": 640, "height": 360}}
"""That phone, and the smallest held sideways (360x640 turned), where six casinos have some 60 px each."""

RULE_SETS = ("classic", "royale", "knizia")
"""One of each board: the classic casinos, Royale's casinos with tiles and black dice, Knizia's tables."""

ROLLS = 3
"""The human's roll at which the screen is judged: by then the computers' dice (and names) are on the table."""

OUT_OF_SIGHT = """() => {
    const inView = (el) => {
        const box = el.getBoundingClientRect();
        return box.top >= -1 && box.bottom <= innerHeight + 1 && box.left >= -1 && box.right <= innerWidth + 1;
    };
    const wanted = [
        ...document.querySelectorAll('#board .status-bar .status, #board .roll-area .die'),
        // what the roll is for: every casino's banknotes, or on Knizia's board the tables the die may go to
        ...document.querySelectorAll('#board .casino .notes, #board .kz-table.rolled-for'),
    ];
    return wanted.filter((el) => !inView(el)).map((el) => el.className + ': ' + el.innerText.slice(0, 30));
}"""
"""The parts of the board a player needs after a roll that are not wholly on the screen."""

SEEN = """() => [
    document.querySelectorAll('#board .status-bar .status').length,
    document.querySelectorAll('#board .roll-area .die').length,
]"""

OVERLAPS = """() => {
    const parts = [...document.querySelectorAll(
        '#board .status-bar > *, #board > .roll-area, #board > .casinos, #board > .kz-tables, #board > .players')];
    const boxes = parts.map((el) => [el.className, el.getBoundingClientRect()]).filter(([, b]) => b.height > 0);
    const hits = [];
    boxes.forEach(([a, p], i) => boxes.slice(i + 1).forEach(([b, q]) => {
        const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (x > 1 && y > 1) hits.push(a + ' / ' + b);
    }));
    return hits;
}"""
"""Parts of the board drawn over one another (the status line's round, text and seed, the dice, the casinos)."""

CUT = """() => [...document.querySelectorAll('#board *')].filter((el) => {
    const style = getComputedStyle(el);
    return style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
}).map((el) => el.innerText)"""
"""Texts of the board cut short with an ellipsis ("Be…")."""


def after_the_third_roll(rules: str) -> Table:
    """A game of four (the human and three computers) played until the human has rolled for the third time."""
    table, rolls = Table.new(replace(Settings.default(4, rules), seed=4)), 0
    while True:
        if table.human_to_move():
            moves = table.human_actions()
            if "roll" in moves:
                rolls += 1
                table.play("roll")
            elif rolls >= ROLLS:
                return table
            else:
                table.play(next((move for move in moves if move != "sit-out"), moves[0]))
        else:
            table.play_bot_action(table.bot().choose(table.state))
        table.resolve_chance()


@pytest.fixture(scope="module")
def sideways(browser, site):
    with visitor(browser, site, **LANDSCAPE) as (game, problems):
        yield game
        problems.check()


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_phone_held_sideways_shows_the_roll_its_casinos_and_the_status_together(sideways, rules, screen):
    game, page = sideways, sideways.page
    page.set_viewport_size(SCREENS[screen])
    open_saved(game, after_the_third_roll(rules))
    page.wait_for_selector("#board .roll-area .die")
    page.wait_for_function("!document.querySelector('#board .rolled.tumbling')")
    page.wait_for_timeout(300)  # the page's own scroll to the dice, at the next frame
    SHOTS.mkdir(parents=True, exist_ok=True)  # the screen as the phone shows it, not the whole page
    page.screenshot(path=str(SHOTS / f"landscape-{rules}-{screen}.png"))
    assert all(page.evaluate(SEEN)), "no status line or no die on the board"
    assert page.evaluate(OUT_OF_SIGHT) == []
    assert page.evaluate(OVERLAPS) == []
    assert page.evaluate(CUT) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= SCREENS[screen]["width"]
