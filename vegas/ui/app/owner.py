"""Which page of this browser plays the saved game: one at a time. Two tabs, or the installed app's window beside
a tab, share one storage and so one saved game; only one of them may offer its moves and write it.

The page that plays holds the browser's lock ``vegas.play`` (the Web Locks API: the browser's own lock manager,
shared by every tab and window of the site, released when the page closes, reloads or crashes). A page that opens
while another holds it follows that game without moves (the ``storage`` event brings each save), under a bar with
**Play here**, which takes the lock from the other page; the page that lost it says so and stops offering moves
at once. Taking over is never silent.

The lock says who should write; the save's stamps (``saves.py``) make sure nobody writes from behind. A page that
was frozen in the background still believes it holds the lock when it wakes: its moves are refused at the write
(compare-and-set), its automatic moves ask the lock manager first (``confirm``), and should a stale write slip
past both (a move queued while the page was frozen, before the news reached it), the page that holds the lock
writes its own position back over it and the stale page says its move was not kept.

Where the browser has no Web Locks (a page served over plain HTTP to another device), the page that wrote the game
last plays it: a page opens playing, and follows as soon as another page's save arrives (a move refused at the
write on the way, with a sentence); **Play here** writes the game again, and the other page follows in turn.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vegas.ui.table import Settings, Table
from vegas.ui.text import t

from .dom import Dom
from .loop import GameLoop
from .saves import SAVE_KEY, SavedGame, Written, builds_on, digest, kept, written
from .screen import Screen
from .state import PageState

LOCK = "vegas.play"
"""The browser's lock held by the page that plays the saved game."""

PENDING, HERE, ELSEWHERE = "pending", "here", "elsewhere"
"""Asking the browser; this page plays; another page plays and this one follows."""


@dataclass
class Owner:
    """This page's part in the saved game: playing it, or following the page that does; ``opened`` starts the
    page's first game (played here or not), ``taken`` takes the game over once this page may play it again."""

    dom: Dom
    state: PageState
    screen: Screen
    saves: SavedGame
    loop: GameLoop
    opened: Callable[[bool], None]
    taken: Callable[[], None]
    role: str = PENDING
    locked: bool = True
    """The browser has Web Locks (else the page that wrote last plays)."""
    mine: str = field(default_factory=lambda: f"vegas.page.{secrets.token_hex(8)}")
    """A lock of this page's own, held while it lives: the lock manager's answers name the page holding it."""
    request: int = 0
    """The lock requests made: only the newest one's answer counts (a second Play here steals from the first)."""

    def __post_init__(self) -> None:
        self.saves.refused = self.refused
        self.saves.confirmed = self.confirm
        self._set(PENDING)

    # ---------------------------------------------------------------- the lock

    def claim(self) -> None:
        """Asks the browser whether another page plays the game; ``opened`` once it answered (at once where it has
        no Web Locks)."""
        number = self.request = self.request + 1
        self.dom.hold(self.mine, "free", lambda _held: None, lambda: None)  # nobody else asks for it
        if not self.dom.hold(LOCK, "free", lambda held: self._answer(number, held), lambda: self._lost(number)):
            self.locked = False
            self._answer(number, True)

    def on_click(self, event: Any) -> None:
        if self.dom.found(event.target.closest("[data-ui=play-here]")) is not None:
            self.play_here()

    def play_here(self) -> None:
        """**Play here**: the lock taken from the page that holds it, which stops at once (without Web Locks, the
        game written again: the other page follows)."""
        if self.role != ELSEWHERE:
            return
        number = self.request = self.request + 1
        if not self.locked:
            self._answer(number, True)
            if self.state.table is not None:
                self.saves.restore(self.state.table)
        else:
            self.dom.hold(LOCK, "steal", lambda held: self._answer(number, held), lambda: self._lost(number))

    def _answer(self, number: int, held: bool) -> None:
        if number != self.request:
            return
        first = self.role == PENDING
        if held:
            self._set(HERE)
            if first:
                self.opened(True)
            else:
                self.taken()
        elif first:
            self._set(ELSEWHERE, "elsewhere.following")
            self.opened(False)

    def _lost(self, number: int) -> None:
        """Another page took the game: this one stops offering moves at once, says so, and follows it."""
        if number != self.request or self.role != HERE:
            return
        self._set(ELSEWHERE, "elsewhere.taken")
        self.state.devices.let_go()  # the connections to other devices are the new page's to make again
        # not judged by the newest save: the storage's copy can be ahead of its events, and a save written over one
        # written over this page's last says nothing of it (issue 53); the events, in order, judge (``on_storage``)
        self.follow()

    async def confirm(self) -> bool:
        """Whether this page still plays the game, as the browser's lock manager answers now: a page frozen in the
        background learns here, before its computers' belated move, that another page took the game."""
        if self.role != HERE or not self.locked:
            return self.role == HERE
        holder, page = await self.dom.holders(LOCK, self.mine)
        if self.role == HERE and (holder is None or holder != page):
            self._lost(self.request)
        return self.role == HERE

    def _set(self, role: str, why: str = "") -> None:
        self.role = role
        self.state.follows = role != HERE
        self.saves.writes = role == HERE
        bar, text = self.dom.by_id("elsewhere"), self.dom.select("#elsewhere [data-elsewhere]")
        if why and text is not None:
            text.dataset.text = why  # so that a change of language writes it again
            text.textContent = t(self.state.lang, why)
        bar.hidden = role != ELSEWHERE

    # ---------------------------------------------------------------- the saves of other pages

    def on_storage(self, event: Any) -> None:
        """Another page of this browser changed the storage: a save of the game is followed; the page that plays
        adopts one that continues its position, and writes its own back over one from a page that was behind."""
        key = self.dom.found(event.key)
        if key is not None and key != SAVE_KEY:
            return
        raw = self.dom.found(event.newValue) if key is not None else self.saves.raw()
        offered, base = written(raw if isinstance(raw, str) else None), self.saves.base
        if self.role == HERE and offered is not None and offered.stamp == base:
            return
        if self.role == HERE and not self.locked:
            self._lost(self.request)  # without Web Locks the page that wrote last plays: that one
        elif self.role == HERE:
            if offered is not None and base is not None and builds_on(offered, base):
                self._judge(offered)  # this page's last move is under it: kept
                self._show(raw)  # a move the page that played before made as this one took over: kept
            else:
                asyncio.ensure_future(self._defend(offered))
            return
        self._judge(offered)
        if raw == self.saves.raw():  # older news than the storage's: the newest save's event follows
            self._show(raw)

    def _judge(self, stored: Written | None) -> None:
        """The first save another page wrote after this page's last (``stored``) says whether that one was kept."""
        mine = self.saves.mine
        verdict = kept(stored, mine) if mine is not None else None
        if verdict is None:
            return
        self.saves.mine = None
        if not verdict:
            self.screen.notice(t(self.state.lang, "elsewhere.not_kept"))

    async def _defend(self, offered: Written | None = None, move_refused: bool = False) -> None:
        """A save this page's position does not lead to (``offered``, when its event brought it) was written while this
        page plays: written over with this page's own game, if the lock manager confirms the game is this page's;
        else this page follows, and that save says whether its last move was kept."""
        if await self.confirm():
            table = self.state.table
            if table is not None:
                self.saves.restore(table)
                self.screen.render()
                self.loop.wake()
            return
        if offered is not None:
            self._judge(offered)
        if move_refused:
            self.screen.notice(t(self.state.lang, "elsewhere.not_saved"))

    def refused(self) -> None:
        """A write of this page was refused (``saves.py``): another page wrote the game meanwhile, or plays it."""
        if self.role == HERE and self.locked:
            asyncio.ensure_future(self._defend(move_refused=True))
            return
        table, stored = self.state.table, written(self.saves.raw())
        if self.role == HERE:  # no Web Locks: the page that wrote last plays
            same = table is not None and stored is not None and stored.stamp.digest == digest(table.to_save())
            if not same:  # the same computer's move, made by both pages, is no news
                self.screen.notice(t(self.state.lang, "elsewhere.not_saved"))
            self._lost(self.request)
        else:
            self.screen.notice(t(self.state.lang, "elsewhere.press"))
            self.follow()

    # ---------------------------------------------------------------- the game shown

    def follow(self) -> None:
        """The stored game on the page, as it is now."""
        self._show(self.saves.raw())

    def _show(self, raw: Any) -> None:
        """The game of the save ``raw`` (what another page wrote) on the page, not written again."""
        lang, state = self.state.lang, self.state
        table, problem = self.saves.read(lang, raw if isinstance(raw, str) else None)
        if table is None and problem:
            self.screen.notice(t(lang, "elsewhere.unreadable", reason=problem))
        if table is None:
            table = state.table or Table.new(Settings.default(lang=lang))
        state.table, state.payout_due, state.reveal_due = table, False, None
        self.loop.go_on()  # a payout still shown belongs to the position left
        self.screen.render()
        self.loop.wake()
