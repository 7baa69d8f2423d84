"""The game review in the page (issue 52): "Review this game" on the final standings and in a finished game's replay
values its decisions in the background (``vegas.review``'s ``Reviewer``, a decision at a time, its search run in
short tasks, so the page never freezes), shows its progress with a Stop, and keeps the result with
the game in the history (``static/history.js``) so that it is never computed twice: reopened, even after a reload,
it shows at once. A marked decision opens the replay at that position, the move made beside the better one over
the board."""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from vegas.core.errors import VegasError
from vegas.ui.history.kept import record_key
from vegas.ui.replay import Watching
from vegas.ui.table import Table
from vegas.ui.text import problem_text, t

from .dom import Dom
from .loop import GameLoop
from .replays import Replays
from .screen import Screen
from .slices import Slice
from .state import PageState

if TYPE_CHECKING:  # the review and the bots are imported when a review is first asked for, not as the page loads
    from vegas.review import Reviewer


LONG_TASK = 0.05
"""Seconds past which a task is long (the browsers' Long Tasks API): reported, as a review's must not be."""


@dataclass
class Shown:
    """The review on the page: of ``table`` (kept under ``key``), running or not, a decision opened or not."""

    table: Table
    key: str
    reviewer: Reviewer
    order: list[int]
    running: bool = False
    opened: int | None = None
    trying: bool = False
    tried: str | None = None
    listed: str = ".review-marked"
    kept: bool = False
    of_current: bool = True
    """Of the game on the table, not of another game's replay (Your games): that review closes when its replay does."""


@dataclass
class Reviews:
    """The review panel, its background work, and its commands."""

    dom: Dom
    state: PageState
    screen: Screen
    replays: Replays
    loop: GameLoop
    shown: Shown | None = None
    longest: float = 0.0
    """The longest task of review work yet, in seconds."""
    _drawn: tuple[Any, ...] | None = field(default=None, init=False)
    _read: tuple[Shown, int, dict[str, Any]] | None = field(default=None, init=False)
    """The review's data last read (``review_json``), of that review with that many decisions valued."""
    _viewed: tuple[tuple[Any, ...], dict[str, Any]] | None = field(default=None, init=False)
    """The panel's view last made, and what it was made of."""

    def __post_init__(self) -> None:
        self.screen.drawn_also.append(self.draw)
        self.loop.adopted_also.append(self.game_left)

    def command(self, command: str, element: Any) -> bool:
        """A click on the review's buttons (or a Review this game); ``False`` for any other command."""
        shown = self.shown
        if command == "review":
            table = self.reviewable()
            if table is not None:
                asyncio.ensure_future(self.open(table))
        elif command == "review-stop" and shown is not None:
            shown.running = False
            asyncio.ensure_future(self.keep(shown))
            self.draw()
        elif command == "review-go-on" and shown is not None:
            self.start(shown)
        elif command == "review-close" and shown is not None:
            self.close(shown)
        elif command == "review-show" and shown is not None:
            listed = self.dom.found(element.closest(".review-marked")) is not None
            self.show_decision(shown, int(element.dataset.step), ".review-marked" if listed else ".review-costliest")
        elif command == "review-back" and shown is not None:
            self.back(shown)
        elif command in ("review-try", "review-choose") and shown is not None and shown.opened is not None:
            self.try_again(shown, str(element.getAttribute("data-try")) if command == "review-choose" else None)
        else:
            return False
        return True

    def reviewable(self) -> Table | None:
        """The finished game the page shows: the replay's, else the table's."""
        watching = self.state.watching
        table = watching.table if watching is not None else self.state.table
        return table if table is not None and table.state.is_terminal() else None

    async def open(self, table: Table) -> None:
        """The review of ``table``: the one on the page, the one kept with the game, or a new one, started."""
        end = self.dom.by_id("end-dialog")
        if end.open:
            end.close()
        key = record_key(table.match.record().to_json())
        if self.shown is None or self.shown.key != key:
            if self.shown is not None:  # another game's review: stopped and kept, as its Close does
                self.close(self.shown)
            shown = await self._found(table, key)
            if shown is None:
                return
            current = self.state.table
            shown.of_current = current is table or (
                current is not None and record_key(current.match.record().to_json()) == key
            )
            self.shown = shown
            await asyncio.sleep(0)  # the game replayed for the review in one task, the panel drawn in the next
        shown = self.shown
        if shown is None:
            return
        if not shown.reviewer.finished and not shown.running:
            self.start(shown)  # the panel drawn once, running
        else:
            self.draw()
        section = self.dom.select("#review [data-testid=review]")
        if section is not None:
            section.scrollIntoView(self.dom.options(block="start"))
            self.dom.by_id("review-title").focus(self.dom.options(preventScroll=True))

    async def _found(self, table: Table, key: str) -> Shown | None:
        """The review kept with the game (a damaged one is said and started again), else a new one."""
        from vegas.review import InvalidReview, Reviewer

        lang = self.state.lang
        humans = [i for i, seat in enumerate(table.settings.seats) if seat.is_human]
        order = humans + [i for i in range(len(table.settings.seats)) if i not in humans]
        kept = await self._kept_text(key)
        if kept is not None:
            try:
                reviewer = Reviewer.from_json(json.loads(kept))
                if record_key(reviewer.record.to_json()) != key:
                    raise InvalidReview("the kept review is of another game")
                return Shown(table, key, reviewer, order, kept=reviewer.finished)
            except (VegasError, ValueError) as bad:
                self.screen.notice(t(lang, "review.damaged", reason=problem_text(lang, bad)))
        try:
            return Shown(table, key, Reviewer(table.match.record(), first=humans), order)
        except VegasError as bad:  # a record the rules refuse: said, and nothing is touched
            self.screen.notice(t(lang, "review.refused", reason=problem_text(lang, bad)))
            return None

    async def _kept_text(self, key: str) -> str | None:
        store = self.dom.found(getattr(self.dom.window, "vegasHistory", None))
        if store is None:
            return None
        try:
            text = self.dom.found(await store.review(key))
        except Exception:  # the browser's refusal: the review is computed again
            return None
        return None if text is None else str(text)

    def start(self, shown: Shown) -> None:
        shown.running = True
        self.draw()
        asyncio.ensure_future(self._run(shown))

    async def _run(self, shown: Shown) -> None:
        """Decisions valued one after another, the search's or the solver's chunks run in slices of a task each
        (as the coach's and the bots' are, ``slices.py``), until all are, the review is stopped, or another takes
        its place."""
        reviewer = shown.reviewer
        while shown.running and self.shown is shown and not reviewer.finished:
            steps, step, chunk = reviewer.step_steps(), reviewer.pending, 0
            began = time.perf_counter()
            task = Slice()
            while True:
                try:
                    next(steps)
                except StopIteration:
                    break
                if not task.over():
                    continue
                chunk += 1
                self._chunk(task.started, step, chunk)
                await asyncio.sleep(0)
                if not shown.running or self.shown is not shown:
                    return  # stopped: this decision is valued again next time
                task.restart()
            if not reviewer.finished:  # the last one's panel is drawn whole below, in tasks of its own
                self.draw()
            self._chunk(task.started, step, chunk + 1)
            self._measured("vegasReviewDecisionMs", time.perf_counter() - began)
            await asyncio.sleep(0)
        if reviewer.finished and shown.running:
            shown.running = False
            started = time.perf_counter()
            self._data(shown)  # the whole review read in a task, its view made in the next, the panel drawn in a third
            self._chunk(started, None, 0)
            await asyncio.sleep(0)
            started = time.perf_counter()
            self._view(shown, None)
            self._chunk(started, None, 3)
            await asyncio.sleep(0)
            started = time.perf_counter()
            self.draw()
            self._chunk(started, None, 1)
            await asyncio.sleep(0)  # the review's JSON for the keeping in a task of its own, not the whole panel's
            await self.keep(shown)

    def _chunk(self, started: float, step: int | None, chunk: int) -> None:
        """The longest task of review work yet, readable by the tests as ``window.vegasReviewLongestMs``, and each
        over 50 ms as ``[step, chunk, ms]`` in ``window.vegasReviewLongTasks`` (``chunk``: the task's number in the
        step's valuing, a slice of ``slices.py`` each; ``step`` null: at the end, the review read, chunk 0, its view
        made, chunk 3, the panel drawn whole from it, chunk 1; the review's JSON made to keep it, chunk 2)."""
        spent = time.perf_counter() - started
        if spent > self.longest:
            self.longest = spent
            self.dom.window.vegasReviewLongestMs = round(spent * 1000, 1)
        if spent > LONG_TASK:
            self._measured("vegasReviewLongTasks", spent, [step, chunk])

    def _measured(self, name: str, seconds: float, where: list[int | None] | None = None) -> None:
        """A time in ms (with ``where`` it was, if given) added to ``window.<name>``: each decision's time in the
        background (its tasks and the page's between them), or a long task's."""
        window = self.dom.window
        if self.dom.found(getattr(window, name, None)) is None:
            setattr(window, name, window.Array.new())
        ms = round(seconds * 1000, 1)
        getattr(window, name).push(ms if where is None else self.dom.window.JSON.parse(json.dumps([*where, ms])))

    async def keep(self, shown: Shown) -> None:
        """The review as it stands, kept with its game in the history (said once if the browser cannot)."""
        store = self.dom.found(getattr(self.dom.window, "vegasHistory", None))
        started = time.perf_counter()
        text = json.dumps(shown.reviewer.to_json(), separators=(",", ":"))
        self._chunk(started, None, 2)
        try:
            done = store is not None and bool(await store.keepReview(shown.key, text))
        except Exception:  # the browser's refusal (storage full): the review stays on the page
            done = False
        if not done and not shown.kept:
            self.screen.notice(t(self.state.lang, "review.not_kept"))
        shown.kept = shown.kept or done

    def game_left(self) -> None:
        """A new game took the table: the review shown closes, as its Close does (what it did is kept with its
        game, to go on with from its replay in Your games), and no longer takes the new game's time."""
        if self.shown is not None:
            self.close(self.shown)

    def close(self, shown: Shown) -> None:
        """The panel closed: a review still running stops, and what it did is kept."""
        if shown.running:
            shown.running = False
            asyncio.ensure_future(self.keep(shown))
        self.shown = None
        self.draw()

    def show_decision(self, shown: Shown, step: int, listed: str) -> None:
        """The replay at the position of the decision at the record's ``step``, the move made beside the best;
        ``listed``: the list it was opened from (Back goes there)."""
        shown.opened, shown.listed, shown.trying, shown.tried = step, listed, False, None
        self.replays.watch(Watching.of(shown.table, at=step))
        focus = self.dom.select("#board [data-testid=review-focus]")
        if focus is not None:
            focus.scrollIntoView(self.dom.options(block="nearest"))

    def try_again(self, shown: Shown, choice: str | None) -> None:
        """Choose anew at the decision opened (``None``: the moves to choose among), then how the choice compares."""
        shown.trying, shown.tried = True, choice
        self.screen.render()
        target = "[data-testid=review-tried]" if choice is not None else "[data-ui=review-choose]"
        found = self.dom.select(f"#board [data-testid=review-focus] {target}")
        if found is not None:
            found.focus()

    def back(self, shown: Shown) -> None:
        """Back from a decision to the review's list, at that decision: on the game's board, or on the replay of
        another game it was opened from (its end, as Your games opens it)."""
        step, shown.opened = shown.opened, None
        if shown.of_current:
            self.replays.leave()
        else:
            self.replays.watch(Watching.of(shown.table))
        button = self.dom.select(f'#review {shown.listed} [data-ui=review-show][data-step="{step}"]')
        if button is not None:
            button.focus(self.dom.options(preventScroll=True))
            button.scrollIntoView(self.dom.options(block="center"))

    # ---------------------------------------------------------------- drawing

    def _data(self, shown: Shown) -> dict[str, Any]:
        """The review as data, read again only when a decision more is valued."""
        from vegas.review import review_json

        read, valued = self._read, len(shown.reviewer.done)
        if read is None or read[0] is not shown or read[1] != valued:
            read = self._read = (shown, valued, review_json(shown.reviewer, shown.order))
        return read[2]

    def _view(self, shown: Shown, opened: int | None) -> dict[str, Any]:
        """What the panel shows (``review_view``), made again only when the review or what is asked of it changed."""
        from vegas.ui.game_review import review_view

        lang, data = self.state.lang, self._data(shown)
        key = (id(shown), len(shown.reviewer.done), lang, shown.running, opened, shown.trying, shown.tried)
        if self._viewed is None or self._viewed[0] != key:
            self._viewed = (key, review_view(shown.table, lang, data, shown.running, opened, shown.trying, shown.tried))
        return self._viewed[1]

    def draw(self) -> None:
        """The panel drawn again when what it shows changed; while the review runs, only its progress moves (the
        focus stays on Stop). In the replay, the decision opened over the board at its position."""
        holder, shown, lang = self.dom.by_id("review"), self.shown, self.state.lang
        if shown is not None and not shown.of_current and self.state.watching is None:
            self.close(shown)  # its replay was left (Back to the game): the panel would seem to be the game's
            return
        if shown is None:
            holder.hidden, holder.innerHTML, self._drawn = True, "", None
            return
        # imported once a review is shown: every page draws this panel, and a start that imported the reviewer
        # (vegas.review) took a tenth of a return visit
        from vegas.ui import review_render
        from vegas.ui.game_review import progress_text

        reviewer = shown.reviewer
        watching = self.state.watching
        opened = shown.opened if watching is not None and watching.stop.moves == shown.opened else None
        structure = (id(shown), lang, shown.running, reviewer.finished, opened)
        focus_missing = opened is not None and self.dom.select("#board [data-testid=review-focus]") is None
        if self._drawn == structure and not focus_missing:  # only the progress moved: the review is not read again
            valued = len(reviewer.done)
            if not reviewer.finished:  # a finished review's line was written with its panel
                progress = progress_text(lang, valued, reviewer.total, shown.running)
                self.dom.by_id("review-progress-text").textContent = progress
            bar = self.dom.select("#review progress")
            if bar is not None:
                bar.value = valued
            return
        view = self._view(shown, opened)
        if self._drawn != structure:
            holder.innerHTML = review_render.panel(view)
            holder.hidden = False
            self._drawn = structure
        else:
            self.dom.by_id("review-progress-text").textContent = view["progress"]
        if focus_missing:
            where = self.dom.select("#board .roll-area") or self.dom.by_id("board")
            where.insertAdjacentHTML("afterbegin", review_render.focus(view))
            for value, name in (
                (view["opened"]["made_value"], "review-made"),
                (view["opened"]["best_value"], "review-best"),
            ):
                group = self.dom.select(f'#board .rolled .group[data-value="{value}"]') if value else None
                if group is not None:  # the dice the move placed, and those the better one would have
                    group.classList.add(name)
