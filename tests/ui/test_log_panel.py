"""The log panel writes only what changed, and always ends showing what the whole log would show."""

from __future__ import annotations

from typing import Any

from vegas.ui import render
from vegas.ui.app.log_panel import LogPanel

from .fake_dom import fake_dom


def rounds(*lines_by_round: list[str], title: str = "Round {}") -> list[dict[str, Any]]:
    """``log_rounds`` as a view gives them: rounds numbered from 1, lines numbered through the game."""
    made, start = [], 1
    for number, lines in enumerate(lines_by_round, 1):
        made.append({"round": number, "title": title.format(number), "start": start, "lines": list(lines)})
        start += len(lines)
    return made


def drawn(panel: LogPanel) -> list[Any]:
    return list(panel.element.querySelectorAll("details.log-round"))


def test_each_move_appends_its_lines_and_rounds_without_writing_the_rest_again():
    panel = LogPanel(fake_dom())
    panel.draw(rounds(["a", "b"]), follow=False)
    assert panel.element.innerHTML == render.log({"log_rounds": rounds(["a", "b"])})
    first_round, first_lines = drawn(panel)[0], drawn(panel)[0].querySelectorAll("li")

    panel.draw(rounds(["a", "b", "c"]), follow=False)
    (same,) = drawn(panel)
    assert same is first_round and same.querySelectorAll("li")[:2] == first_lines  # only the new line written
    panel.draw(rounds(["a", "b", "c"], ["d"]), follow=False)
    assert drawn(panel)[0] is first_round
    assert panel.element.innerHTML == render.log({"log_rounds": rounds(["a", "b", "c"], ["d"])})
    assert panel.dom.by_id("log-latest").textContent == "d"  # what a screen reader hears


def test_a_collapsed_round_stays_collapsed_and_a_shorter_log_drops_what_is_gone():
    panel = LogPanel(fake_dom())
    panel.draw(rounds(["a", "b"], ["c"], ["d", "e"]), follow=False)
    drawn(panel)[0].open = False  # the player collapsed round 1
    panel.draw(rounds(["a", "b"], ["c"], ["d", "e", "f"]), follow=False)
    assert not drawn(panel)[0].open and drawn(panel)[2].open

    panel.draw(rounds(["a", "b"], ["c", "x"]), follow=False)  # a replay stepped back: round 2 was other then
    expected = render.log({"log_rounds": rounds(["a", "b"], ["c", "x"])}, closed=frozenset({1}))
    assert panel.element.innerHTML == expected


def test_a_new_language_rewrites_titles_and_lines_in_place():
    panel = LogPanel(fake_dom())
    panel.draw(rounds(["one", "two"], ["three"]), follow=False)
    drawn(panel)[1].open = False
    french = rounds(["un", "deux"], ["trois"], title="Manche {}")
    panel.draw(french, follow=False)
    assert panel.element.innerHTML == render.log({"log_rounds": french}, closed=frozenset({2}))


def test_a_log_written_by_someone_else_is_drawn_whole_again_keeping_collapsed_rounds():
    panel = LogPanel(fake_dom())
    panel.draw(rounds(["a"], ["b"]), follow=False)
    panel.element.innerHTML = render.log({"log_rounds": rounds(["z"])}, closed=frozenset({1}))
    panel.draw(rounds(["a"], ["b"], ["c"]), follow=False)
    assert panel.element.innerHTML == render.log({"log_rounds": rounds(["a"], ["b"], ["c"])}, closed=frozenset({1}))


def test_the_log_scrolls_to_its_end_at_the_next_frame_when_new_or_followed_once_a_frame():
    dom = fake_dom()
    panel = LogPanel(dom)
    panel.draw(rounds(["a"]), follow=False)  # new: it opens on its end
    panel.draw(rounds(["a", "b"]), follow=True)
    assert len(dom.window.frames) == 1 and panel.element.scrollTop == 0  # one scroll, and not before the frame
    panel.element.scrollHeight = 500
    dom.window.frames.pop()(0)
    assert panel.element.scrollTop == 500
    panel.element.scrollTop = 0  # the player scrolled back to read: the log no longer follows
    panel.element.scrollHeight, panel.element.clientHeight = 500, 100
    assert not panel.follows()
    panel.draw(rounds(["a", "b", "c"]), follow=panel.follows())
    assert dom.window.frames == []
    panel.element.scrollTop = 370  # within the margin of the end: it follows
    assert panel.follows()
