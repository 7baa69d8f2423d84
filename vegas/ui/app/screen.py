"""Drawing the page from the table: the board, the log, the replay bar, the final standings, notices, and the
dice that travel from where they were rolled to their casino. Everything drawn comes from ``view_model``; no game
state is kept in the page's elements."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vegas.ui import render
from vegas.ui.pieces import outcome_note
from vegas.ui.replay import Watching
from vegas.ui.table import Table
from vegas.ui.text import t
from vegas.ui.view import dice_moves, said_since, view_model

from .dom import Dom
from .log_panel import LogPanel
from .state import PageState


@dataclass
class Screen:
    """What the page shows, drawn again whenever something changed."""

    dom: Dom
    state: PageState
    _moves: list[tuple[Any, str]] = field(default_factory=list, init=False)  # dice that left a place, and for where
    log: LogPanel = field(init=False)
    _decision: tuple[int, int | None] | None = field(default=None, init=False)  # a player here last decided
    drawn_also: list[Callable[[], None]] = field(default_factory=list, init=False)
    """Parts drawn after the board each time (the game review's panel), in the replay too."""

    def __post_init__(self) -> None:
        self.log = LogPanel(self.dom)

    def render(self, thinking: bool = False) -> None:
        state, by_id = self.state, self.dom.by_id
        table = state.table
        assert table is not None
        follow = self.log.follows()  # before anything is drawn: the layout the browser has is still right
        bar = by_id("replay")
        bar.hidden = state.watching is None
        # the game in play's payout waits under its own board, not under a replay's (where Continue would play on
        # a game out of sight)
        by_id("payout-dialog").hidden = state.watching is not None
        state.round_shown = getattr(table.state, "round", 0)
        state.devices.render_bar()
        if state.watching is not None:
            self._render_replay(state.watching, bar, follow)
            self._draw_also()
            return
        moves = len(table.match.actions)
        view = view_model(
            state.devices.shown(table),
            state.lang,
            thinking,
            interactive=not state.waiting,
            hints=state.hints if state.hints_at == moves else {},
            revealed=state.revealed_at == moves,
            round_end=state.showing_payout or state.payout_due,
            tumbling=state.tumbling,
            chosen=state.chosen if state.chosen_at == moves else "",
            payout_shown=state.payout_shown if state.showing_payout else None,
        )
        if state.hints_exact and view.get("hint_caption"):
            view["hint_caption"] = t(state.lang, "hint_caption_exact")
        if state.follows:  # whoever is to move plays in the other tab or window (owner.py)
            view["status"], view["keys_hint"] = t(state.lang, "elsewhere.status"), ""
        board = by_id("board")
        board.style.setProperty("--tumble-time", f"{state.seconds('roll')}s")
        board.style.setProperty("--land-time", f"{state.seconds('land')}s")
        board.innerHTML = render.board(view)
        if state.revealing is not None:  # a secret choice's outcome, where the players were looking (loop.py)
            where = self.dom.select("#board .roll-area") or board
            where.insertAdjacentHTML("afterbegin", outcome_note(state.revealing, state.lang))
        state.keys = view.get("keys", {})
        self._land()
        self._mark_new_outcomes()
        self._bring_decision_into_view(table)
        self.log.draw(view["log_rounds"], follow)
        end = by_id("end-dialog")
        if view["over"] and not (state.payout_due or state.showing_payout):  # the standings follow the payout
            by_id("end-content").innerHTML = render.standings(view) + state.devices.end_note()
            if not end.open and state.standings_closed is not table:  # closed: the board's button opens them
                end.showModal()
        elif end.open:
            end.close()
        by_id("fast").checked = state.pace != "normal"
        self._draw_also()

    def _draw_also(self) -> None:
        for draw in self.drawn_also:
            draw()

    def _bring_decision_into_view(self, table: Table) -> None:
        """A decision of a player at this screen that has just begun is brought into sight, scrolling as little as
        it can: on a phone the page is often left at a lower table or at the log, far from the roll or the duel.
        Once per decision: a player who scrolls away while deciding is not pulled back."""
        state = self.state
        here = table.human_to_move() and not (state.showing_payout or state.payout_due or state.follows)
        decision = (len(table.match.actions), table.seat_to_move()) if here else None
        if decision == self._decision:
            return
        self._decision = decision
        if decision is None:
            return
        # the table where a counter goes (Knizia), else the dice, the buttons, the duel
        self.show_table(self.dom.select("#board .choosing") or self.dom.select("#board .roll-area"))

    def show_table(self, where: Any = None) -> None:
        """``where`` (the roll, by default) in sight, with the top of the board (the round, the status line, and
        the casinos between them) when the window is tall enough, scrolling as little as it can: a phone is often
        left at a payout, a lower table or the log, far from the roll."""
        board, where = self.dom.by_id("board"), where or self.dom.select("#board .roll-area")
        if where is None:
            return
        height = float(getattr(self.dom.window, "innerHeight", 0) or 0)
        top = float(board.getBoundingClientRect().top) if height else 0.0
        bottom = float(where.getBoundingClientRect().bottom) if height else 0.0
        if not height or bottom - top > height:
            where.scrollIntoView(self.dom.options(block="nearest"))
        elif top < 0 or bottom > height:
            self.dom.window.scrollBy(0, top if top < 0 else bottom - height)

    def _mark_new_outcomes(self) -> None:
        """A tile's outcome (its black dice, a reward, a payment) shown for the first time is animated once, like
        the dice (style.css: ``.tile-outcome.fresh``; not under reduced motion); none of the first drawing."""
        seen = self.state.outcomes_seen
        shown = set()
        for element in self.dom.document.querySelectorAll("#board [data-outcome]"):
            key = str(element.dataset.outcome)
            shown.add(key)
            if seen is not None and key not in seen:
                element.classList.add("fresh")
        self.state.outcomes_seen = shown if seen is None or len(seen) > 500 else seen | shown

    def _render_replay(self, watching: Watching, bar: Any, follow: bool) -> None:
        """The replay's position drawn as the table was then (nothing to play), its log up to there."""
        lang = self.state.lang
        view = view_model(watching.shown(), lang, interactive=False, round_end=watching.stop.round_end)
        view["status"] = view["keys_hint"] = ""  # nobody thinks or rolls in a replay: its bar says where it is
        first = watching.stepped_from()
        if first is not None:  # under the controls, the move just stepped to, as the log says it (a roll: its dice)
            view["status"] = next(iter(said_since(watching.table, lang, first, watching.stop.moves)), "")
        self.dom.by_id("board").innerHTML = render.board(view)
        bar.innerHTML = render.replay_bar(watching.bar(lang), lang)
        self.log.draw(view["log_rounds"], follow)

    async def copy_log(self, button: Any) -> None:
        """The whole game log to the clipboard as text; where the browser refuses, say how to copy it."""
        lang, table = self.state.lang, self.state.table
        if table is None:
            return
        text = render.log_text(view_model(table, lang, interactive=False))
        try:
            await self.dom.copy(text)
        except Exception:  # no clipboard (an insecure page, a refused permission): the player copies by hand
            self.notice(t(lang, "log_not_copied"))
            return
        button.textContent = t(lang, "log_copied")
        await asyncio.sleep(2)
        button.textContent = t(lang, "copy_log")

    # ---------------------------------------------------------------- notices

    def notice(self, message: str) -> None:
        """``message`` shown above the table, under any notice still shown, until the player closes them."""
        box = self.dom.by_id("notice")
        if self.dom.found(box.querySelector("[data-ui=close-notice]")) is None:
            close = self.dom.document.createElement("button")
            close.type = "button"
            close.dataset.ui = "close-notice"
            close.dataset.text = "close"  # so a change of language rewrites it
            close.textContent = t(self.state.lang, "close")
            box.appendChild(close)
        item = self.dom.document.createElement("p")
        item.textContent = message  # as text: a reason may quote a tampered save
        box.insertBefore(item, box.querySelector("[data-ui=close-notice]"))
        box.hidden = False

    def close_notices(self) -> None:
        box = self.dom.by_id("notice")
        box.innerHTML = ""
        box.hidden = True

    def status(self, text: str) -> None:
        """``text`` in the board's status line until the board is drawn again."""
        status = self.dom.select("#board .status")
        if status is not None:
            status.textContent = text

    # ---------------------------------------------------------------- dice that travel

    def note_moves(self, table: Table, before: Any) -> None:
        """Where the move just played sent dice: their rolled group's place now, before the board is redrawn."""
        if not self.state.seconds("land"):
            return
        for source, target in dice_moves(table, before, table.state):
            group = self.dom.select(source)
            if group is not None:
                self._moves.append((group.getBoundingClientRect(), target))

    def _land(self) -> None:
        """The dice of the move just played travel from where they were rolled to their casino."""
        moves, self._moves = self._moves, []
        for start, target in moves:
            stack = self.dom.select(target)
            if stack is None:
                continue
            end = stack.getBoundingClientRect()
            stack.style.setProperty("--from-x", f"{start.left - end.left:.0f}px")
            stack.style.setProperty("--from-y", f"{start.top - end.top:.0f}px")
            stack.classList.add("landing")
            self.state.landing = True
