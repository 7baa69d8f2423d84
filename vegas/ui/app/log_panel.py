"""The log panel, drawn move by move: only the rounds and lines that changed are written to the page.

Writing the whole log again at every move made the browser style and lay out every line of the game each time,
half of a move's layout late in a game (more on a phone). A move adds lines to the last round, or a round; a
language changes titles and lines; a replay or another game shortens the log: each is written where it lands,
and the rounds a player collapsed stay collapsed because their elements stay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vegas.ui import render

from .dom import Dom

FOLLOW_MARGIN = 40
"""A log scrolled to within this many pixels of its end follows the game."""


@dataclass(frozen=True)
class ShownRound:
    """A round of the log as the page shows it."""

    number: int
    title: str
    start: int
    lines: tuple[str, ...]

    @classmethod
    def of(cls, r: dict[str, Any]) -> ShownRound:
        return cls(r["round"], r["title"], r["start"], tuple(r["lines"]))


class LogPanel:
    """The ``#log`` element and what it shows; ``draw`` brings it to a view's ``log_rounds``."""

    def __init__(self, dom: Dom) -> None:
        self.dom = dom
        self._shown: list[ShownRound] = []
        self._scroll_waiting = False

    @property
    def element(self) -> Any:
        return self.dom.by_id("log")

    def follows(self) -> bool:
        """Whether the log is scrolled to its end (it then follows the game). Read before the page is changed,
        when its layout is still the one the browser drew: reading it later lays the whole page out once more."""
        log = self.element
        return bool(log.scrollTop + log.clientHeight >= log.scrollHeight - FOLLOW_MARGIN)

    def draw(self, rounds: list[dict[str, Any]], follow: bool) -> None:
        """The log as ``rounds`` say; scrolled to its end at the next frame if it is new or ``follow``."""
        log = self.element
        drawn = list(log.querySelectorAll("details.log-round"))
        new = [ShownRound.of(r) for r in rounds]
        first = not drawn
        if len(drawn) != len(self._shown) or any(
            old.number != now.number for old, now in zip(self._shown, new, strict=False)
        ):  # drawn by nobody yet, or rounds that are not the same ones: the whole log, keeping what was collapsed
            closed = frozenset(int(d.dataset.round) for d in drawn if not d.open)
            log.innerHTML = render.log({"log_rounds": rounds}, closed)
        else:
            for element, old, now, r in zip(drawn, self._shown, new, rounds, strict=False):
                _bring_round(element, old, now, r)
            for extra in drawn[len(rounds) :]:
                extra.remove()
            for r in rounds[len(drawn) :]:
                log.insertAdjacentHTML("beforeend", render.log_round(r))
        self._shown = new
        if first or follow:
            self._scroll_to_end_at_next_frame()
        latest = new[-1].lines[-1] if new and new[-1].lines else ""
        live = self.dom.by_id("log-latest")
        if live.textContent != latest:
            live.textContent = latest  # heard by screen readers; the whole log is not read again at each move

    def _scroll_to_end_at_next_frame(self) -> None:
        """At the next frame, when the page is laid out anyway: scrolling now would lay it out once more."""
        if self._scroll_waiting:
            return
        self._scroll_waiting = True

        def scroll(_time: Any) -> None:
            self._scroll_waiting = False
            log = self.element
            log.style.setProperty("--cut", "0px")
            log.scrollTop = log.scrollHeight
            cut = _shown_in_part(self.dom, log)
            if cut:  # the box's top moved down past that line: it begins with a whole line, its end unmoved
                log.style.setProperty("--cut", f"{cut:.2f}px")  # not rounded: a pixel more cuts the next line
                log.scrollTop = log.scrollHeight

        self.dom.next_frame(scroll)


def _shown_in_part(dom: Dom, log: Any) -> float:
    """How many pixels of a line (a round's title or a numbered line) the log, scrolled to its end, shows cut by
    its top edge: half a line under the log's heading reads as a line the heading covers (issue 47, point 11).
    Walked from the end, so only the lines on show are measured, however long the game."""
    top = float(log.getBoundingClientRect().top)
    part = dom.found(log.lastElementChild)
    while part is not None:
        lines = dom.found(part.lastElementChild)  # a round: its list of lines, then its title
        line = dom.found(lines.lastElementChild) if lines is not None else None
        while line is not None:
            cut = _cut(line, top)
            if cut is not None:
                return cut
            line = dom.found(line.previousElementSibling)
        title = dom.found(part.firstElementChild)
        cut = _cut(title, top) if title is not None else None
        if cut is not None:
            return cut
        part = dom.found(part.previousElementSibling)
    return 0.0


def _cut(item: Any, top: float) -> float | None:
    """The part of ``item`` below ``top`` if it begins above it, else ``None`` (a collapsed round's lines have no
    box and are passed over)."""
    box = item.getBoundingClientRect()
    if float(box.height) and float(box.top) < top - 0.5:
        return max(0.0, float(box.bottom) - top)
    return None


def _bring_round(element: Any, old: ShownRound, now: ShownRound, r: dict[str, Any]) -> None:
    """The round's element, showing ``old``, brought to ``now``: new lines appended, anything else rewritten."""
    if old == now:
        return
    if old.title != now.title:
        element.querySelector("summary").textContent = now.title
    lines = element.querySelector("ol")
    if old.start == now.start and now.lines[: len(old.lines)] == old.lines:
        lines.insertAdjacentHTML("beforeend", render.log_lines(r, len(old.lines)))
    else:
        lines.innerHTML = render.log_lines(r)
