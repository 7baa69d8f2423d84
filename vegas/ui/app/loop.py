"""The game going on by itself: chance resolved and computer seats played at a watchable pace, a round's payout
shown casino by casino, and the loop asleep whenever a human (here or on another device) is to move or the game
is over. A bot that thinks in chunks lets the page breathe between them."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vegas.ui import render
from vegas.ui.secret_outcome import answered_secret
from vegas.ui.table import Table
from vegas.ui.view import payout_summary, said_since

from .dom import Dom
from .saves import SavedGame
from .screen import Screen
from .slices import driven
from .state import FAST_KEY, PageState


@dataclass
class GameLoop:
    """Plays the table's automatic steps; ``wake`` after anything that may let it go on."""

    dom: Dom
    state: PageState
    screen: Screen
    saves: SavedGame
    _wake: asyncio.Event = field(default_factory=asyncio.Event, init=False)
    _continue: asyncio.Event = field(default_factory=asyncio.Event, init=False)  # the player closed a round's payout
    adopted_also: list[Callable[[], None]] = field(default_factory=list, init=False)
    """What else ends with the old game when a new one takes the table (its review, ``reviews.py``)."""

    async def run(self) -> None:
        """Plays chance and computer seats at a watchable pace; waits whenever a human is to move."""
        page = self.state
        while True:
            table = page.table
            assert table is not None
            if page.landing:  # the dice just placed travel before anything redraws the board (or covers it)
                page.landing = False
                await asyncio.sleep(page.seconds("land"))
                continue
            if page.watching is not None:  # the game in progress waits for the replay to end
                await self._sleep()
                continue
            if page.reveal_due is not None:
                await self._show_outcome(table, page.reveal_due)
                continue
            if page.payout_due:
                await self._show_payout(table)
                continue
            if table.state.is_terminal() or table.human_to_move() or table.remote_to_move() or page.devices.blocked:
                await self._sleep()
                continue
            if table.match.waiting_for_dice is not None:  # a run of dice shared with other devices, not all revealed
                await self._sleep()
                continue
            if page.follows:  # another tab or window plays the game: its computers move there
                await self._sleep()
                continue
            page.busy = True
            try:
                await self.step(table)
            finally:
                page.busy = False
            self.screen.render()
            await asyncio.sleep(0)  # each render is a task of its own (no long task, measured by the bench)

    async def _sleep(self) -> None:
        self._wake.clear()
        await self._wake.wait()

    def wake(self) -> None:
        self._wake.set()

    async def step(self, table: Table) -> None:
        """One automatic step: the faces of a roll, a deal, or a computer seat's move."""
        page, state = self.state, table.state
        round_before = getattr(state, "round", 0)
        if state.is_chance_node():
            if not await self.saves.confirmed():  # a page woken from the background may have lost the game
                return
            table.resolve_chance(to_round_end=True)  # a round ended by chance shows its payout before the deal
            if _phase(state) == "rolling" and page.seconds("roll"):
                page.tumbling = True  # the real dice, tumbling to the faces just rolled
                self.screen.render()
                await asyncio.sleep(page.seconds("roll"))
                page.tumbling = False
        else:
            self.screen.render(thinking=True)
            await asyncio.sleep(page.seconds("bot"))
            action = await self._think(table)
            if not await self.saves.confirmed():
                return
            if table is not page.table or table.state is not state or not table.bot_to_move():
                return  # a new game was started meanwhile, or a friend came back to the seat and it is theirs
            table.play_bot_action(action)
            self.screen.note_moves(table, state)
            page.devices.after_move()
        if self.saves.write(page.table):  # refused: another page wrote the game meanwhile (owner.py)
            self.note_round_end(round_before)

    async def _think(self, table: Table) -> Any:
        """The computer seat's action; a bot that thinks in chunks lets the page breathe between slices of them."""
        state = table.state
        bot = table.bot()
        think = getattr(bot, "think", None)
        if think is None or len(state.legal_actions()) == 1:
            return bot.choose(state)
        started = time.perf_counter()
        action = await driven(think(state))
        self._record_decision(time.perf_counter() - started)
        await asyncio.sleep(0)  # the last slice and the move's rendering: two tasks
        return action

    def _record_decision(self, seconds: float) -> None:
        """Computer decision times, readable by benchmarks as ``window.vegasDecisionMs``."""
        window = self.dom.window
        if not hasattr(window, "vegasDecisionMs") or self.dom.found(getattr(window, "vegasDecisionMs", None)) is None:
            window.vegasDecisionMs = window.Array.new()
        window.vegasDecisionMs.push(round(seconds * 1000, 1))

    # ---------------------------------------------------------------- a round's payout

    def note_round_end(self, round_before: int) -> None:
        """Whoever placed a round's last die: its payout is due (the loop shows it before going on)."""
        state = self.state.table.state if self.state.table is not None else None
        if state is not None and (getattr(state, "round", 0) != round_before or state.is_terminal()):
            self.state.payout_due = getattr(state, "last_payout", ()) != ()

    async def _show_payout(self, table: Table) -> None:
        """The round's final position stays on the board while its payout is revealed casino by casino; with a
        human seated it stays until they continue, with computers only it follows the pace."""
        page, by_id = self.state, self.dom.by_id
        page.payout_due = False
        summary = payout_summary(table, page.lang)
        if summary is None or table is not page.table:
            return
        page.showing_payout = page.busy = True
        page.payout_shown = 0  # the totals and the log tell each casino's payout once it is revealed
        self._continue.clear()
        continued = False
        try:
            self.screen.render()
            dialog = by_id("payout-dialog")
            by_id("payout-title").textContent = summary["title"]
            listing = by_id("payout-list")
            listing.innerHTML = ""
            if not dialog.open:
                dialog.show()
            go_on = self.dom.select("#payout-dialog [data-ui=skip-payout]")
            if go_on is not None:  # Enter or Space continues; the page scrolls to the payout, not past it
                go_on.focus(self.dom.options(preventScroll=True))
            dialog.scrollIntoView(self.dom.options(block="nearest"))
            for shown, casino in enumerate(summary["casinos"], 1):
                if table is not page.table:
                    break  # a new game was started: this payout belongs to the old one
                listing.insertAdjacentHTML("beforeend", render.payout_casino(casino, page.lang))
                page.payout_shown = shown
                self.screen.render()
                row = self.dom.select(f'#payout-list [data-casino="{casino["casino"]}"]')
                if row is not None:
                    row.scrollIntoView(self.dom.options(block="nearest"))
                if not self._continue.is_set():  # the player continued: the rest at once
                    await asyncio.sleep(page.seconds("payout"))
            page.payout_shown = None
            if table is page.table:
                self.screen.render()
            continued = table is page.table and any(seat.is_human for seat in table.settings.seats)
            if continued:
                await self._continue.wait()
            elif table is page.table:
                await asyncio.sleep(page.seconds("payout_end"))
            if dialog.open:
                dialog.close()
        finally:
            page.showing_payout = page.busy = False
            page.payout_shown = None
        self.screen.render()  # the board is playable again (the new game's, if one was started meanwhile)
        if continued:
            self.screen.show_table()  # a phone was left at the payout, under the board: the next roll is above

    # ---------------------------------------------------------------- a secret choice answered

    def note_answer(self, since: int) -> None:
        """A move played here from move ``since`` on answered a secret choice made at this screen: its outcome is
        said before play goes on (``secret_outcome.py``)."""
        table = self.state.table
        answer = answered_secret(table, since) if table is not None else None
        if answer is not None:
            self.state.reveal_due = answer

    async def _show_outcome(self, table: Table, answer: int) -> None:
        """The outcome of a secret choice, where the players look (the screen draws it over the roll), until they
        continue: a pause the players end, as a round's payout's, never a timer a slow reader loses."""
        page = self.state
        page.reveal_due = None
        page.revealing = said_since(table, page.lang, answer)
        page.busy = True
        self._continue.clear()
        try:
            self.screen.render()
            go_on = self.dom.select("#board [data-testid=outcome] [data-ui=go-on]")
            if go_on is not None:
                go_on.focus(self.dom.options(preventScroll=True))
            shown = self.dom.select("#board [data-testid=outcome]")
            if shown is not None:
                shown.scrollIntoView(self.dom.options(block="nearest"))
            await self._continue.wait()
        finally:
            page.revealing, page.busy = None, False
        self.screen.render()

    def go_on(self) -> None:
        """The player closed the payout: the game goes on."""
        self._continue.set()
        self.dom.by_id("payout-dialog").close()

    # ---------------------------------------------------------------- the table changes

    def adopt(self, table: Table) -> None:
        """A game takes the table: a new one from the form or a replay's position, or one shared with friends once it
        starts."""
        self.state.table = table
        self.state.payout_due, self.state.reveal_due = False, None
        self._continue.set()  # a payout or an outcome still shown belongs to the old game
        for name in ("end-dialog", "payout-dialog", "new-game-dialog"):
            dialog = self.dom.by_id(name)
            if dialog.open:
                dialog.close()
        for ended in self.adopted_also:
            ended()
        self.saves.write(table)
        self.screen.render()
        self.wake()

    def moved_elsewhere(self) -> None:
        """A move arrived from another device: saved and drawn, its round's payout shown if it ended one."""
        self.saves.write(self.state.table)
        self.note_round_end(self.state.round_shown)
        if not self.state.waiting:
            self.screen.render()
        self.wake()

    def on_fast(self, event: Any) -> None:
        """The Faster box: the pace, kept for the next visit."""
        self.state.pace = "fast" if event.target.checked else "normal"
        self.dom.store(FAST_KEY, "1" if event.target.checked else "0")


def _phase(state: Any) -> str:
    """The phase's name of a game whose states have phases ("rolling", …), else ""."""
    return str(getattr(getattr(state, "phase", None), "value", ""))
