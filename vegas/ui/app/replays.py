"""Replays: a game watched move by move (one's own, or one a ``#replay=…`` link carries), stepped through, left,
taken over from any position, and shared as a link. The game in progress waits meanwhile."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from vegas.core.errors import VegasError
from vegas.ui.replay import Watching, from_fragment, link_fragment, link_moves, shown_at, take_over
from vegas.ui.text import problem_text, t

from .dom import Dom
from .loop import GameLoop
from .saves import SavedGame
from .screen import Screen
from .state import PageState

KEYS = {"ArrowLeft": "back", "ArrowRight": "forward", "Home": "first", "End": "last"}
"""The keys that step through a replay, and where they go."""


@dataclass
class Replays:
    """The replay on screen, and the commands of its bar."""

    dom: Dom
    state: PageState
    screen: Screen
    loop: GameLoop
    saves: SavedGame

    def watch(self, watching: Watching) -> None:
        for name in ("end-dialog", "new-game-dialog"):  # a first visit's form too
            dialog = self.dom.by_id(name)
            if dialog.open:
                dialog.close()
        self.state.watching = watching
        self.screen.render()
        bar = self.dom.select("#replay [data-testid=replay]")
        if bar is not None:  # its controls in sight (a phone left the page at the standings' or the log's place)
            bar.scrollIntoView(self.dom.options(block="start"))

    def open_link(self) -> None:
        """A link ``#replay=…`` opens its game as a replay, where it was copied; a damaged one is explained and
        dropped."""
        fragment = self.dom.fragment()
        if not fragment.startswith("#replay="):
            return
        lang = self.state.lang
        try:
            shared = from_fragment(fragment)
        except Exception as bad:  # a crafted link is explained, never a crash
            reason = problem_text(lang, bad) if isinstance(bad, VegasError) else type(bad).__name__
            self.screen.notice(t(lang, "replay.bad_link", reason=reason))
            self.dom.forget_fragment()
            return
        self.watch(Watching.of(shared, from_link=True, at=link_moves(fragment)))

    def go(self, where: str, round_number: int = 0) -> None:
        """Along the replay on screen: ``first``, ``back``, ``forward``, ``last`` or a ``round``'s first move."""
        if self.state.watching is not None:
            self.state.watching.go(where, round_number)
            self.screen.render()

    def leave(self) -> None:
        if self.state.watching is not None and self.state.watching.from_link:
            self.dom.forget_fragment()
        self.state.watching = None
        self.screen.render()
        self.loop.wake()

    def take_over(self, watching: Watching) -> None:
        """A new game from the replay's position: the same seats and the dice the game dealt from there."""
        self.dom.forget_fragment()
        self.state.watching = None
        self.state.devices.forget()
        self.loop.adopt(take_over(watching.table, watching.stop.moves))

    async def share(self, watching: Watching) -> None:
        """The watched game as a link on the clipboard, opening at the position shown; shown to copy by hand where
        the browser refuses."""
        lang = self.state.lang
        link = f"{self.dom.page_address()}#{link_fragment(watching.table, watching.stop.moves)}"
        button = self.dom.select("[data-ui=share-replay]")
        try:
            await self.dom.copy(link)
        except Exception:  # no clipboard: the link is shown to copy by hand
            self.screen.notice(t(lang, "replay.not_copied", link=link))
            return
        if button is not None:
            button.textContent = t(lang, "replay.copied")

    def command(self, command: str, element: Any) -> bool:
        """A click on the replay's controls (or the log's Replay button); ``False`` for any other command."""
        watching, table = self.state.watching, self.state.table
        if command == "replay" and table is not None:
            self.watch(Watching.of(shown_at(table, len(table.match.actions))))
        elif command.startswith("replay-") and watching is not None:
            round_number = int(element.dataset.round or 0) if command == "replay-round" else 0
            self.go(command.removeprefix("replay-"), round_number)
        elif command == "take-over" and watching is not None:
            self.take_over(watching)
        elif command == "share-replay" and watching is not None:
            asyncio.ensure_future(self.share(watching))
        elif command == "leave-replay":
            self.leave()
        else:
            return False
        return True
