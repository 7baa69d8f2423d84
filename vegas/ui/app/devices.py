"""Play across devices as the page's parts see it: what they ask of the page's connections to other devices
(``link/network.py``'s ``Network``, which the page is given by ``browser.py``; the tests give it a fake)."""

from __future__ import annotations

from typing import Any, Protocol

from vegas.ui.table import Settings, Table


class Devices(Protocol):
    """One shared table's connections, as the page uses them."""

    @property
    def is_guest(self) -> bool:
        """This page plays a friend's seat of a game held by a host on another device."""

    @property
    def blocked(self) -> bool:
        """A secret choice made on another device is being revealed: nobody may move meanwhile."""

    def shown(self, table: Table) -> Table:
        """The table as the page may draw it now."""

    def resume(self, table: Table) -> None:
        """A saved game's link to other devices, back as it was after a reload."""

    async def join(self, fragment: str) -> None:
        """An invitation opened on this page (its address fragment)."""

    def host_game(self, settings: Settings) -> None:
        """The new-game form chose friend seats: invitations first, the game once every friend is connected."""

    def play(self, text: str) -> None:
        """A friend's own move: played here, then sent to the host."""

    def after_move(self) -> None:
        """The host's table moved: every friend is told."""

    def forget(self) -> None:
        """A game of this screen only: no link left to resume."""

    def let_go(self) -> None:
        """Another tab or window of this browser plays the game now: this page's connections close, and what a
        reload needs to invite the friends back stays for that page."""

    def render_bar(self) -> None:
        """The connection bar, drawn again if it changed."""

    def end_note(self) -> str:
        """Under a shared game's final standings: its check (else nothing)."""

    def command(self, command: str, element: Any) -> bool:
        """A click on the link's controls; ``False`` for a command that is not the link's."""
