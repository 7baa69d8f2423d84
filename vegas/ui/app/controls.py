"""What the player's clicks and keys ask: a ``[data-action]`` element (or its key: R, Space, 1-6, the board's
own) plays that action on the table; a ``[data-ui]`` element is a command of the page, sent to the part it
belongs to."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from vegas.core.errors import VegasError
from vegas.ui.royale import render as royale_render
from vegas.ui.table import Settings
from vegas.ui.text import problem_text, t

from .coach import Coach
from .dom import Dom
from .games import YourGames
from .how_to_play import HowToPlay
from .loop import GameLoop
from .new_game import NewGameForm
from .replays import KEYS as REPLAY_KEYS
from .replays import Replays
from .saves import SavedGame
from .screen import Screen
from .state import PageState

BACKDROP_CLOSES = ("end-dialog", "tile-help-dialog")
"""The dialogs a tap beside closes: nothing in them is lost by it."""


@dataclass
class Controls:
    """The document's click and key listeners, and the commands they lead to."""

    dom: Dom
    state: PageState
    screen: Screen
    saves: SavedGame
    loop: GameLoop
    replays: Replays
    form: NewGameForm
    coach: Coach
    how_to: HowToPlay
    begin: Callable[[Settings], None]
    games: YourGames
    reviews: Any = None
    """The game review's part (``reviews.py``), asked about its commands as the replays are."""
    helped: Any = None
    """The button of the tile whose help is open: the focus goes back to it."""

    def on_click(self, event: Any) -> None:
        target = event.target
        if self._beside_dialog(event):
            event.target.close()  # a tap on the backdrop, as a touch screen has no Escape
            return
        action = self.dom.found(target.closest("[data-action]"))
        tile = self.dom.found(target.closest("[data-tile]"))
        if action is not None and tile is not None and not tile.contains(action):
            return  # a tile's card explains it (its name opens its help); reading it never plays
        if action is not None:
            event.preventDefault()
            self.act(action.dataset.action)
            return
        ui = self.dom.found(target.closest("[data-ui]"))
        if ui is not None:
            self.command(ui.dataset.ui, event)

    def _beside_dialog(self, event: Any) -> bool:
        """Whether the click fell on the backdrop of the final standings or a tile's help (the dialog itself is the
        target there, as on its padding: only a point outside its box is beside it)."""
        if str(getattr(event.target, "id", "")) not in BACKDROP_CLOSES:
            return False
        box = event.target.getBoundingClientRect()
        x, y = float(event.clientX), float(event.clientY)
        return not (box.left <= x <= box.right and box.top <= y <= box.bottom)

    def tile_help(self, opener: Any) -> None:
        """A tile's help in a sheet over the board, read from its name's button; closed, the focus goes back there."""
        tile = opener.closest("[data-tile]")
        name = str(tile.querySelector(".tile-name").textContent)
        content = royale_render.tile_help(name, str(opener.getAttribute("title")), self.state.lang)
        self.dom.by_id("tile-help-content").innerHTML = content
        self.helped = opener
        dialog = self.dom.by_id("tile-help-dialog")
        if not dialog.open:
            dialog.showModal()
        dialog.querySelector("[data-ui=close-dialog]").focus()

    def on_tile_help_closed(self, _event: Any) -> None:
        opener, self.helped = self.helped, None
        if opener is not None:
            opener.focus()  # redrawn meanwhile, it is no longer in the page, and the browser ignores this

    def on_standings_closed(self, _event: Any) -> None:
        """The final standings closed (×, Escape, the backdrop, a replay opened from them): they stay closed, the
        board's Final standings button opens them again. A close by the page itself, for a payout, is not the
        player's."""
        state, table = self.state, self.state.table
        if table is not None and table.state.is_terminal() and not (state.payout_due or state.showing_payout):
            state.standings_closed = table

    def on_key(self, event: Any) -> None:
        tag = str(event.target.tagName).lower()
        if tag in ("input", "select", "textarea") or event.ctrlKey or event.metaKey or event.altKey:
            return
        if self.dom.select("dialog:modal") is not None:
            return  # the keys play the table, not what lies under a dialog
        key, keys = str(event.key), self.state.keys
        if key == "Escape" and self._chosen():
            self.choose(self.state.chosen)  # the card picked goes back to the hand
            return
        if key in ("Enter", " ") and self.dom.found(event.target.closest("[data-tile]")) is not None:
            return  # a tile's name opens its help: neither a roll nor a move
        if key in ("Enter", " ") and (self.state.showing_payout or self.state.revealing is not None):
            if self.dom.found(event.target.closest("button, a, summary, [data-ui], [data-action]")) is None:
                event.preventDefault()  # a focused button keeps its own Enter and Space (Continue's among them)
                self.loop.go_on()
            return
        if self.state.watching is not None and key in REPLAY_KEYS:
            event.preventDefault()
            self.replays.go(REPLAY_KEYS[key])
        elif key in ("Enter", " ") and event.target.matches("[data-action]"):
            event.preventDefault()
            self.act(event.target.dataset.action)
        elif key.lower() == "r" or key == " ":
            if self._available("roll"):
                event.preventDefault()
                self.act("roll")
        elif key.lower() == "h" and self.dom.select("#board [data-ui=hint]") is not None:  # as its button offers
            asyncio.ensure_future(self.coach.ask())
        elif key in "123456" and len(key) == 1 and self._available(f"place {key}"):
            event.preventDefault()
            self.act(f"place {key}")
        elif key in "123456" and len(key) == 1 and self._casino_to_choose(key):
            event.preventDefault()
            self.choose(f"casino {key}")  # a tile's decision asked on the board: that casino's choices
        elif key.lower() in keys and self._available(keys[key.lower()]):
            event.preventDefault()
            self.act(keys[key.lower()])

    def _available(self, text: str) -> bool:
        table = self.state.table
        return table is not None and not self.state.waiting and text in table.human_actions()

    def _casino_to_choose(self, number: str) -> bool:
        """Whether the board offers casino ``number`` as the first tap of a tile's decision."""
        targets = self.dom.document.querySelectorAll("#board [data-ui=choose]")
        return not self.state.waiting and any(str(t.dataset.choose) == f"casino {number}" for t in targets)

    def _chosen(self) -> bool:
        table = self.state.table
        return bool(self.state.chosen) and table is not None and self.state.chosen_at == len(table.match.actions)

    def choose(self, first: str) -> None:
        """The first tap of a choice made in two (Knizia's Good Luck card): its targets light up on the board and
        the first of them takes the focus (a phone scrolls to it); the same tap again takes it back."""
        state, table = self.state, self.state.table
        if table is None or state.waiting:
            return
        again = state.chosen == first and self._chosen()
        state.chosen, state.chosen_at = ("", -1) if again else (first, len(table.match.actions))
        self.screen.render()
        target = self.dom.select(f'#board [data-choose="{first}"]' if again else "#board .pickable[data-action]")
        if target is not None:
            target.focus()

    def act(self, text: str) -> None:
        """The human to move plays ``text``: checked by the engine (a refusal is said, nothing changes), saved,
        drawn, and the game goes on."""
        page, table = self.state, self.state.table
        if table is None or page.waiting or not table.human_to_move():
            return
        round_before = getattr(table.state, "round", 0)
        before, moves_before = table.state, len(table.match.actions)
        try:
            if page.devices.is_guest:
                page.devices.play(text)  # played here, then sent to the host
            else:
                table.play(text)
                page.devices.after_move()
        except VegasError as bad:
            self.screen.notice(t(page.lang, "illegal", reason=problem_text(page.lang, bad)))
            return
        if not self.saves.write(page.table):
            return  # another tab or window wrote the game meanwhile: saved later or refused, and said (owner.py)
        self.screen.note_moves(table, before)
        self.loop.note_round_end(round_before)
        self.loop.note_answer(moves_before)
        self.screen.render()
        self.loop.wake()

    def command(self, command: str, event: Any) -> None:
        """A ``[data-ui]`` element clicked: the page's command it names."""
        table = self.state.table
        assert table is not None
        element = self.dom.found(event.target.closest("[data-ui]"))
        parts = (self.state.devices, self.replays, self.games, *((self.reviews,) if self.reviews else ()))
        if any(part.command(command, element) for part in parts):
            return
        if command == "new-game":
            end = self.dom.by_id("end-dialog")
            if end.open:
                end.close()
            # a page that follows another tab's game says, before the form, that a new game here takes it over
            self.form.open(table.settings, "elsewhere.new_game" if self.state.follows else "")
        elif command == "again":
            self.begin(replace(table.settings, seed=None))
        elif command == "close-notice":
            self.screen.close_notices()
        elif command == "tile-help":
            self.tile_help(element)
        elif command == "close-dialog":
            event.target.closest("dialog").close()
        elif command in ("skip-payout", "go-on"):
            self.loop.go_on()
        elif command == "standings":
            if self.state.showing_payout or self.state.payout_due:
                self.loop.go_on()  # the last payout ends, and the standings follow it (screen.py)
            elif not self.dom.by_id("end-dialog").open:
                self.state.standings_closed = None
                self.dom.by_id("end-dialog").showModal()
        elif command == "choose":
            self.choose(str(element.dataset.choose))
            kept = self.dom.found(self.dom.by_id(element.id)) if element.id else None
            if kept is not None:
                kept.focus()  # a toggle or a token moved between piles keeps the focus where the player is
        elif command == "hint":
            asyncio.ensure_future(self.coach.ask())
        elif command == "reveal":
            self.state.revealed_at = len(table.match.actions)
            self.screen.render()
        elif command == "copy-log":
            asyncio.ensure_future(self.screen.copy_log(element))
        elif command == "help":
            self.how_to.open(element)
