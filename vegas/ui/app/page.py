"""The page's parts put together: the table it opens with, the events it listens to, and what happens when a
game starts (from the form, a replay, or friends on other devices). It keeps no game state of its own beyond the
current ``Table``; everything shown is drawn from ``view_model(table)`` (``screen.py``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from vegas.ui.table import FRIEND, Settings, Table
from vegas.ui.text import choose_language, t

from .coach import Coach
from .controls import Controls
from .devices import Devices
from .dom import Dom
from .games import YourGames
from .history import Keeper
from .how_to_play import HowToPlay
from .language import LANG_KEY, Language
from .loop import GameLoop
from .new_game import NewGameForm
from .opening import opening
from .owner import Owner
from .replays import Replays
from .reviews import Reviews
from .saves import SavedGame
from .screen import Screen
from .state import FAST_KEY, PageState, stored_pace


class Page:
    """The whole page; ``connect`` makes its connections to other devices (given the page, which they tell when a
    shared game starts or moves)."""

    def __init__(self, dom: Dom, connect: Callable[[Page], Devices]) -> None:
        self.dom = dom
        devices = connect(self)  # it keeps the page, and asks it nothing before the page starts
        lang = choose_language(dom.stored(LANG_KEY), dom.window.navigator.languages or [])
        self.state = PageState(devices, lang, pace=stored_pace(dom.stored(FAST_KEY)))
        self.saves = SavedGame(dom.storage)
        self.screen = Screen(dom, self.state)
        self.keeper = Keeper(dom, self.state, self.screen)
        self.saves.kept = self.keeper.saved
        self.loop = GameLoop(dom, self.state, self.screen, self.saves)
        self.replays = Replays(dom, self.state, self.screen, self.loop, self.saves)
        self.games = YourGames(dom, self.state, self.screen, self.keeper, self.replays, self.loop)
        self.form = NewGameForm(dom, self.state, self.begin)
        self.coach = Coach(self.state, self.screen)
        self.reviews = Reviews(dom, self.state, self.screen, self.replays, self.loop)
        self.how_to = HowToPlay(dom, self.state)
        self.language = Language(dom, self.state, self.screen, self.coach, self.form, self.how_to)
        self.controls = Controls(
            dom,
            self.state,
            screen=self.screen,
            saves=self.saves,
            loop=self.loop,
            replays=self.replays,
            form=self.form,
            coach=self.coach,
            how_to=self.how_to,
            begin=self.begin,
            games=self.games,
            reviews=self.reviews,
        )
        self.owner = Owner(dom, self.state, self.screen, self.saves, self.loop, self.opened, self.taken)
        self._asked: Settings | None = None  # a new game asked for while another tab played: begun once taken over

    # ---------------------------------------------------------------- what the connections to other devices see

    @property
    def lang(self) -> str:
        return self.state.lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.state.lang = lang

    @property
    def table(self) -> Table | None:
        return self.state.table

    @table.setter
    def table(self, table: Table | None) -> None:
        self.state.table = table

    def adopt(self, table: Table) -> None:
        self.loop.adopt(table)

    def moved_elsewhere(self) -> None:
        self.loop.moved_elsewhere()

    def dice_dealt(self) -> None:
        """A run of dice shared with other devices is dealt: the loop draws it (nothing else changed to show)."""
        self.loop.wake()

    def notice(self, message: str) -> None:
        self.screen.notice(message)

    # ---------------------------------------------------------------- start

    def start(self) -> None:
        """Listens, and asks the browser whether another tab or window plays the saved game (``opened`` follows)."""
        self._bind()
        self.language.apply()
        self.owner.claim()

    def opened(self, here: bool) -> None:
        """The page's first game (or a replay, or an invitation), played ``here`` or followed as another tab or
        window plays it; then the page is ready and the game loop runs."""
        devices = self.state.devices
        try:
            if here:
                table = self.state.table = self._open()
                self.saves.write(table)  # a link's game is saved before its link leaves the address bar
                devices.resume(table)
                if not table.state.is_terminal():  # reloaded during a round's payout: it is shown again
                    self.loop.note_round_end(round_of_last_move(table))
            else:
                self.owner.follow()  # a link or an invitation waits in the address bar for Play here
            self.replays.open_link()
            self.screen.render()
            if here and (invitation := self.dom.invitation()) is not None:
                asyncio.ensure_future(devices.join(invitation))
        except Exception as bad:  # bad data must never leave the page dead
            self._start_over(bad)
        self.dom.document.documentElement.classList.add("ready")
        asyncio.ensure_future(self.loop.run())

    def taken(self) -> None:
        """This page plays the game it followed (Play here): the save as it is now, or the game a link or an
        invitation in the address bar asks for, as if the page had just opened; or the new game asked for here."""
        if (asked := self._asked) is not None:
            self._asked = None
            self.begin(asked)
            return
        table = self._open()
        self.state.devices.resume(table)
        self.loop.adopt(table)
        if (invitation := self.dom.invitation()) is not None:
            asyncio.ensure_future(self.state.devices.join(invitation))

    def _open(self) -> Table:
        """The first table (``opening.py``), and the notice, form or address change that come with it."""
        first_visit, invited = self.saves.raw() is None, self.dom.invitation() is not None
        found = opening(self.dom.query(), self._load, self.state.lang, first_visit=first_visit, invited=invited)
        if found.forget_link:
            self.dom.forget_link()
        if found.notice:
            self.screen.notice(found.notice)
        if found.form is not None:
            self.form.open(found.form, found.note, found.seed)
        return found.table

    def _load(self) -> Table | None:
        table, problem = self.saves.load(self.state.lang)
        if problem:
            self.screen.notice(problem)
        return table

    def _start_over(self, bad: Exception) -> None:
        """Whatever failed while starting: the stored game is kept aside, the link dropped, the default game
        started, and the player told why (a page that follows another's game changes nothing stored)."""
        if self.saves.writes:
            self.saves.set_aside()
            self.dom.forget_link()
        lang = self.state.lang
        self.state.table = Table.new(Settings.default(lang=lang))
        if self.saves.writes:
            self.saves.write(self.state.table)
        self.screen.render()
        self.screen.notice(t(lang, "start_failed", error=f"{type(bad).__name__}: {bad}"[:200]))

    def _bind(self) -> None:
        listen, by_id = self.dom.listen, self.dom.by_id
        listen(self.dom.document, "click", self.controls.on_click)
        listen(self.dom.document, "keydown", self.controls.on_key)
        listen(by_id("new-game-form-holder"), "submit", self.form.on_submit)
        listen(by_id("new-game-form-holder"), "change", self.form.on_change)
        listen(by_id("fast"), "change", self.loop.on_fast)
        listen(by_id("end-dialog"), "close", self.controls.on_standings_closed)
        listen(by_id("tile-help-dialog"), "close", self.controls.on_tile_help_closed)
        listen(self.dom.document, "change", self.language.on_change)
        listen(self.dom.window, "hashchange", self.on_hash)
        listen(self.dom.window, "storage", self.owner.on_storage)
        listen(by_id("elsewhere"), "click", self.owner.on_click)
        listen(by_id("games-dialog"), "change", self.games.on_change)

    def on_hash(self, event: object) -> None:
        """The address's fragment changed: a new invitation opened in this tab (a reconnection), or a replay link."""
        if (invitation := self.dom.invitation()) is not None:
            if not self.state.follows:  # else it waits in the address bar for Play here
                asyncio.ensure_future(self.state.devices.join(invitation))
        else:
            self.replays.open_link()

    # ---------------------------------------------------------------- a new game

    def begin(self, settings: Settings) -> None:
        """The game ``settings`` ask for: at once, or once every friend on another device is connected (not while
        another tab or window plays the saved game: taken over first, as the form said)."""
        if self.state.follows:  # the form said so: the game is taken over from the other page, then begun
            self._asked = settings
            self.owner.play_here()
            return
        self.dom.forget_link()  # the link that opened the page is done
        devices = self.state.devices
        if any(seat.kind == FRIEND for seat in settings.seats):
            # the host keeps the name it chose; a friend's page calls a seat named "You" the host (table.seat_name)
            devices.host_game(settings)
            return  # the game starts once every friend is connected (``adopt``)
        devices.forget()
        self.loop.adopt(Table.new(settings.played_here()))  # a friend's "play again": computers take the other seats


def round_of_last_move(table: Table) -> int:
    """The round in which the last move of a player was made (the deals and rolls after it are no one's move)."""
    states = table.match.states
    made = next((state for state in reversed(states[:-1]) if not state.is_chance_node()), states[-1])
    return int(getattr(made, "round", 0))
