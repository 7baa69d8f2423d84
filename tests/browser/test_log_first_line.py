"""The log's first line on show is whole (issue 47, point 11): the log, scrolled to its end as it follows the game,
showed the top of its first line cut by its own top edge, right under its heading ("Game log", Replay, Copy), which
read as a heading covering that line (docs/images/table-phone.png). The log's box now begins at a whole line, at
320x640 with touch and at 1280x800, where the log is a column beside the board."""

from __future__ import annotations

from dataclasses import replace

from vegas.ui.table import Settings

from .conftest import SHOTS, visitor
from .saves import open_saved, played_into_round
from .test_play import lowest_value
from .touch import PHONES, next_decision, tap

FIRST_SHOWN = """() => {
    const log = document.querySelector('#log'), head = document.querySelector('.log-head').getBoundingClientRect();
    const top = log.getBoundingClientRect().top;
    const line = [...log.querySelectorAll('summary, li')].find((el) => {
        const box = el.getBoundingClientRect();
        return box.height > 0 && box.bottom > top + 0.5;
    });
    const box = line.getBoundingClientRect();
    return {line: line.innerText, top: box.top, logTop: top, headBottom: head.bottom,
            atEnd: log.scrollTop + log.clientHeight >= log.scrollHeight - 1,
            scrolls: log.scrollHeight > log.clientHeight};
}"""
"""The first line the log shows (a round's title or a numbered line), its box, the log's and its heading's."""


def first_line_is_whole(game, size: str) -> None:
    page = game.page
    page.wait_for_function(
        "(() => { const l = document.querySelector('#log'); "
        "return l.scrollTop + l.clientHeight >= l.scrollHeight - 1; })()"
    )
    page.wait_for_timeout(100)  # the log's scroll, at the frame after its drawing
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".log-panel").screenshot(path=str(SHOTS / f"log-first-line-{size}.png"))
    shown = page.evaluate(FIRST_SHOWN)
    assert shown["scrolls"] and shown["atEnd"], f"{size}: the log is not a long one scrolled to its end: {shown}"
    assert shown["top"] >= shown["headBottom"] - 0.5, f"{size}: {shown['line']!r} is under the log's heading"
    assert shown["top"] >= shown["logTop"] - 0.5, f"{size}: {shown['line']!r} is cut by the log's top: {shown}"


def play_one_move(game) -> None:
    """The human's next move (a payout shown again on resuming is continued first): the log follows it."""
    moves = next_decision(game, lambda moment: None)
    assert moves, "the game ended"
    tap(game, "roll" if "roll" in moves else moves[0])


def test_the_logs_first_line_is_whole_under_its_heading(browser, site):
    with visitor(browser, site, **PHONES["320x640"]) as (game, problems):
        open_saved(game, played_into_round(replace(Settings.default(4), seed=3), 3, lowest_value))
        play_one_move(game)
        first_line_is_whole(game, "320x640")
        game.page.set_viewport_size({"width": 1280, "height": 800})
        play_one_move(game)
        first_line_is_whole(game, "1280x800")
        problems.check()
