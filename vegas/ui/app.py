"""The page: binds the table to the DOM. With ``network.py`` (its connections to other devices), the only module of
``vegas`` that imports ``js``/``pyodide``.

It keeps no game state of its own beyond the current ``Table``; everything shown is rendered from
``view_model(table)``. One click listener on the document reads ``data-action`` / ``data-ui``.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import replace
from typing import Any

from js import document, localStorage, window  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy, jsnull  # type: ignore[import-not-found]

from vegas.core.boundary import MAX_DEPTH, JsonProblem, nesting_depth, read_json
from vegas.core.errors import VegasError
from vegas.core.registry import RULESETS
from vegas.ui.link.network import Network
from vegas.ui.link.protocol import INVITATION

from . import render
from .howto import how_to_view
from .replay import Watching, from_fragment, link_fragment, shown_at, take_over
from .table import (
    FRIEND,
    Seat,
    Settings,
    Table,
    checked_seed,
    offers_money_choice,
    offers_tiles,
    page_rules,
    settings_from_query,
)
from .text import choose_language, money, percent, problem_text, supported, t
from .view import dice_moves, payout_summary, view_model

SAVE_KEY = "vegas.save"
BROKEN_PREFIX = "vegas.save.broken."
BROKEN_KEPT = 3
"""Refused saves kept aside at most: the newest, so that repeated refusals do not fill the browser's storage."""
FAST_KEY = "vegas.fast"
LANG_KEY = "vegas.lang"

PACE = {
    "normal": {"roll": 0.55, "land": 0.45, "bot": 0.7, "payout": 0.6, "payout_end": 1.6},
    "fast": {"roll": 0.2, "land": 0.15, "bot": 0.12, "payout": 0.1, "payout_end": 0.3},
    "instant": {"roll": 0.0, "land": 0.0, "bot": 0.0, "payout": 0.0, "payout_end": 0.0},
}
"""Seconds the page waits so people can follow; "instant" (storage only, no control) is for tests."""


class App:
    def __init__(self) -> None:
        self.lang = choose_language(_stored(LANG_KEY), window.navigator.languages or [])
        self.table: Table | None = None
        self.pace = {"1": "fast", "instant": "instant"}.get(_stored(FAST_KEY) or "", "normal")
        self.busy = False
        self.tumbling = False  # the dice just rolled are shown tumbling to their faces
        self._moves: list[tuple[Any, str]] = []  # where dice left from (a rectangle) and the stack they land on
        self.landing = False  # dice are travelling to their casino
        self._proxies: list[Any] = []
        self._wake = asyncio.Event()
        self.hints: dict[str, str] = {}
        self.hints_at = -1  # the number of actions played when the hints were computed
        self.keys: dict[str, str] = {}  # the keys the board's view offers beside R and 1-6 (a duel's hands, …)
        self.revealed_at = -1  # the move at which the player behind a "pass the device" screen showed up (R22)
        self.payout_due = False  # a round ended: its payout is shown before anything else happens
        self.showing_payout = False
        self._continue = asyncio.Event()
        self.watching: Watching | None = None  # a replay on screen; the game in progress waits meanwhile
        self.network = Network(self)  # friends on other devices, when the table has seats played there
        self._round_shown = 0  # the round of the position last drawn (a friend's move may end it)

    # ------------------------------------------------------------------ start

    def start(self) -> None:
        self._bind()
        self.apply_language()
        try:
            self.table = self._initial_table()
            self.save()  # a link's game is saved before its link leaves the address bar (a reload finds it)
            self.network.resume(self.table)
            self.open_replay_link()
            self.render()
            if (invitation := _invitation()) is not None:
                asyncio.ensure_future(self.network.join(invitation))
        except Exception as bad:  # bad data must never leave the page dead
            self._start_over(bad)
        document.documentElement.classList.add("ready")
        asyncio.ensure_future(self.loop())

    def _start_over(self, bad: Exception) -> None:
        """Whatever failed while starting: the stored game is kept aside, the link dropped, the default game
        started, and the player told why."""
        raw = _stored(SAVE_KEY)
        if raw is not None:
            _keep_aside(raw)
            localStorage.removeItem(SAVE_KEY)
        _forget_link()
        self.table = Table.new(Settings.default(lang=self.lang))
        self.save()
        self.render()
        self.notice(t(self.lang, "start_failed", error=f"{type(bad).__name__}: {bad}"[:200]))

    def _initial_table(self) -> Table:
        query = _query()
        if any(key in query for key in ("seed", "rules", "players")):
            try:
                settings = settings_from_query(query, Settings.default(lang=self.lang), self.lang)
            except VegasError as bad:
                # the game in progress goes on, and a reload no longer meets the bad link
                _forget_link()
                reason = problem_text(self.lang, bad)
                saved = self._load_save()
                self.notice(t(self.lang, "bad_url" if saved is None else "bad_url_kept", reason=reason))
                return saved or Table.new(Settings.default(lang=self.lang))
            saved = self._load_save()  # a refused save is kept aside before the link's game takes its place
            if saved is not None and _link_resumes(saved, settings):
                return saved
            if saved is not None and not saved.state.is_terminal():
                # an older link (or the back button) must not erase the game in progress: the form asks first
                _forget_link()
                self.open_new_game(settings, note="link_other_game")
                if settings.seed is not None:
                    _by_id("new-game-dialog").querySelector("input[name=seed]").value = str(settings.seed)
                return saved
            _forget_link()
            return Table.new(settings)
        first_visit = _stored(SAVE_KEY) is None
        saved = self._load_save()
        if saved is not None:
            return saved
        table = Table.new(Settings.default(lang=self.lang))
        invited = _invitation() is not None  # the invitation shows its own dialog
        if first_visit and not invited:  # after a refused save the form would hide the notice that says why
            self.open_new_game(table.settings)
        return table

    def _load_save(self) -> Table | None:
        raw = _stored(SAVE_KEY)
        if raw is None:
            return None
        try:
            return Table.from_save(read_json(raw, "the save"))
        except JsonProblem:
            depth = nesting_depth(raw)
            deep = depth > MAX_DEPTH
            reason = t(self.lang, "problem.save_deep", depth=depth) if deep else t(self.lang, "problem.save_json")
        except VegasError as bad:
            reason = problem_text(self.lang, bad)
        except Exception as bad:  # a save the engine did not foresee is set aside all the same
            reason = t(self.lang, "problem.save_unreadable", error=f"{type(bad).__name__}: {bad}"[:200])
        key = _keep_aside(raw)
        localStorage.removeItem(SAVE_KEY)
        self.notice(t(self.lang, "bad_save", reason=reason, key=key))
        return None

    def save(self) -> None:
        if self.table is not None:
            localStorage.setItem(SAVE_KEY, json.dumps(self.table.to_save(), separators=(",", ":")))

    # ------------------------------------------------------------------ rendering

    def render(self, thinking: bool = False) -> None:
        assert self.table is not None
        bar = _by_id("replay")
        bar.hidden = self.watching is None
        self._round_shown = getattr(self.table.state, "round", 0)
        self.network.render_bar()
        if self.watching is not None:
            self._render_replay(self.watching, bar)
            return
        hints = self.hints if self.hints_at == len(self.table.match.actions) else {}
        revealed = self.revealed_at == len(self.table.match.actions)
        view = view_model(
            self.network.shown(self.table),
            self.lang,
            thinking,
            interactive=not self.waiting,
            hints=hints,
            revealed=revealed,
            round_end=self.showing_payout or self.payout_due,
            tumbling=self.tumbling,
        )
        board = _by_id("board")
        board.style.setProperty("--tumble-time", f"{PACE[self.pace]['roll']}s")
        board.style.setProperty("--land-time", f"{PACE[self.pace]['land']}s")
        board.innerHTML = render.board(view)
        self.keys = view.get("keys", {})
        self._land()
        self._render_log(view)
        end = _by_id("end-dialog")
        if view["over"] and not (self.payout_due or self.showing_payout):  # the standings follow the payout
            _by_id("end-content").innerHTML = render.standings(view) + self.network.end_note()
            if not end.open:
                end.showModal()
        elif end.open:
            end.close()
        _by_id("fast").checked = self.pace != "normal"

    def _render_replay(self, watching: Watching, bar: Any) -> None:
        """The replay's position drawn as the table was then (nothing to play), its log up to there."""
        view = view_model(watching.shown(), self.lang, interactive=False, round_end=watching.stop.round_end)
        view["status"] = view["keys_hint"] = ""  # nobody thinks or rolls in a replay: its bar says where it is
        board = _by_id("board")
        board.innerHTML = render.board(view)
        bar.innerHTML = render.replay_bar(watching.bar(self.lang), self.lang)
        self._render_log(view)

    def _render_log(self, view: dict[str, Any]) -> None:
        """The whole log, keeping the rounds a player collapsed and their reading place in older rounds."""
        log = _by_id("log")
        first = _found(log.firstElementChild) is None  # the first render: nothing to keep, nothing laid out yet
        closed = frozenset(int(d.dataset.round) for d in log.querySelectorAll("details.log-round:not([open])"))
        following = first or log.scrollTop + log.clientHeight >= log.scrollHeight - 40  # at the end: follow it
        log.innerHTML = render.log(view, closed)
        if first:
            # Scrolled at the next frame, when the page is laid out anyway: reading its height now would lay the
            # whole page out once more before it is ready (80 ms of a return visit's start on a desktop).
            window.requestAnimationFrame(create_once_callable(lambda _time: _scroll_to_end(log)))
        elif following:
            _scroll_to_end(log)
        rounds = view["log_rounds"]
        latest = rounds[-1]["lines"][-1] if rounds and rounds[-1]["lines"] else ""
        live = _by_id("log-latest")
        if live.textContent != latest:
            live.textContent = latest  # heard by screen readers; the whole log is not read again at each move

    # ------------------------------------------------------------------ replays

    def watch(self, watching: Watching) -> None:
        for dialog in (_by_id("end-dialog"), _by_id("new-game-dialog")):  # a first visit's form too
            if dialog.open:
                dialog.close()
        self.watching = watching
        self.render()

    def open_replay_link(self) -> None:
        """A link ``#replay=…`` opens its game as a replay; a damaged one is explained and dropped."""
        fragment = str(window.location.hash or "")
        if not fragment.startswith("#replay="):
            return
        try:
            shared = from_fragment(fragment)
        except Exception as bad:  # a crafted link is explained, never a crash
            reason = problem_text(self.lang, bad) if isinstance(bad, VegasError) else type(bad).__name__
            self.notice(t(self.lang, "replay.bad_link", reason=reason))
            _forget_fragment()
            return
        self.watch(Watching.of(shared, from_link=True))

    def on_hash(self, event: Any) -> None:
        if (invitation := _invitation()) is not None:  # a new invitation opened in this tab (a reconnection)
            asyncio.ensure_future(self.network.join(invitation))
        else:
            self.open_replay_link()

    def leave_replay(self) -> None:
        if self.watching is not None and self.watching.from_link:
            _forget_fragment()
        self.watching = None
        self.render()
        self.wake()

    def take_over(self, watching: Watching) -> None:
        """A new game from the replay's position: the same seats and the dice the game dealt from there."""
        _forget_fragment()
        self.watching = None
        self.network.forget()
        self.table = take_over(watching.table, watching.stop.moves)
        self.payout_due = False
        self.save()
        self.render()
        self.wake()

    async def share_replay(self, watching: Watching) -> None:
        link = f"{window.location.origin}{window.location.pathname}#{link_fragment(watching.table)}"
        button = _found(document.querySelector("[data-ui=share-replay]"))
        try:
            await window.navigator.clipboard.writeText(link)
        except Exception:  # no clipboard: the link is shown to copy by hand
            self.notice(t(self.lang, "replay.not_copied", link=link))
            return
        if button is not None:
            button.textContent = t(self.lang, "replay.copied")

    async def copy_log(self, button: Any) -> None:
        """The whole game log to the clipboard as text; where the browser refuses, say how to copy it."""
        if self.table is None:
            return
        text = render.log_text(view_model(self.table, self.lang, interactive=False))
        try:
            await window.navigator.clipboard.writeText(text)
        except Exception:  # no clipboard (an insecure page, a refused permission): the player copies by hand
            self.notice(t(self.lang, "log_not_copied"))
            return
        button.textContent = t(self.lang, "log_copied")
        await asyncio.sleep(2)
        button.textContent = t(self.lang, "copy_log")

    def notice(self, message: str) -> None:
        box = _by_id("notice")
        if _found(box.querySelector("[data-ui=close-notice]")) is None:
            close = document.createElement("button")
            close.type = "button"
            close.dataset.ui = "close-notice"
            close.dataset.text = "close"  # so a change of language rewrites it
            close.textContent = t(self.lang, "close")
            box.appendChild(close)
        item = document.createElement("p")
        item.textContent = message  # as text: a reason may quote a tampered save
        box.insertBefore(item, box.querySelector("[data-ui=close-notice]"))
        box.hidden = False

    # ------------------------------------------------------------------ the game loop

    async def loop(self) -> None:
        """Plays chance and computer seats at a watchable pace; waits whenever a human is to move."""
        while True:
            table = self.table
            assert table is not None
            if self.landing:  # the dice just placed travel before anything redraws the board (or covers it)
                self.landing = False
                await asyncio.sleep(PACE[self.pace]["land"])
                continue
            if self.watching is not None:  # the game in progress waits for the replay to end
                self._wake.clear()
                await self._wake.wait()
                continue
            if self.payout_due:
                await self._show_payout(table)
                continue
            if table.state.is_terminal() or table.human_to_move() or table.remote_to_move() or self.network.blocked:
                self._wake.clear()
                await self._wake.wait()
                continue
            self.busy = True
            try:
                await self.step(table)
            finally:
                self.busy = False
            self.render()
            await asyncio.sleep(0)  # each render is a task of its own (no long task, measured by the bench)

    def wake(self) -> None:
        self._wake.set()

    def moved_elsewhere(self) -> None:
        """A move arrived from another device: saved and drawn, its round's payout shown if it ended one."""
        self.save()
        self._note_round_end(self._round_shown)
        if not self.waiting:
            self.render()
        self.wake()

    async def step(self, table: Table) -> None:
        """One automatic step: the faces of a roll, a deal, or a computer seat's move."""
        state = table.state
        round_before = getattr(state, "round", 0)
        if state.is_chance_node():
            table.resolve_chance()
            if _phase(state) == "rolling" and PACE[self.pace]["roll"]:
                self.tumbling = True  # the real dice, tumbling to the faces just rolled
                self.render()
                await asyncio.sleep(PACE[self.pace]["roll"])
                self.tumbling = False
        else:
            self.render(thinking=True)
            await asyncio.sleep(PACE[self.pace]["bot"])
            action = await self._think(table)
            if table is not self.table or table.state is not state or not table.bot_to_move():
                return  # a new game was started meanwhile, or a friend came back to the seat and it is theirs
            table.play_bot_action(action)
            self._note_moves(table, state)
            self.network.after_move()
        self.save()
        self._note_round_end(round_before)

    async def _think(self, table: Table) -> Any:
        """The computer seat's action; a bot that thinks in chunks lets the page breathe between them."""
        state = table.state
        bot = table.bot()
        think = getattr(bot, "think", None)
        if think is None or len(state.legal_actions()) == 1:
            return bot.choose(state)
        steps = think(state)
        started = time.perf_counter()
        while True:
            try:
                next(steps)
            except StopIteration as done:
                _record_decision(time.perf_counter() - started)
                await asyncio.sleep(0)  # the last chunk and the move's rendering: two tasks
                return done.value
            await asyncio.sleep(0)

    def _note_moves(self, table: Table, before: Any) -> None:
        """Where the move just played sent dice: their rolled group's place now, before the board is redrawn."""
        if not PACE[self.pace]["land"]:
            return
        for source, target in dice_moves(table, before, table.state):
            group = _found(document.querySelector(source))
            if group is not None:
                self._moves.append((group.getBoundingClientRect(), target))

    def _land(self) -> None:
        """The dice of the move just played travel from where they were rolled to their casino."""
        moves, self._moves = self._moves, []
        for start, target in moves:
            stack = _found(document.querySelector(target))
            if stack is None:
                continue
            end = stack.getBoundingClientRect()
            stack.style.setProperty("--from-x", f"{start.left - end.left:.0f}px")
            stack.style.setProperty("--from-y", f"{start.top - end.top:.0f}px")
            stack.classList.add("landing")
            self.landing = True

    def _note_round_end(self, round_before: int) -> None:
        """Whoever placed a round's last die: its payout is due (the loop shows it before going on)."""
        state = self.table.state if self.table is not None else None
        if state is not None and (getattr(state, "round", 0) != round_before or state.is_terminal()):
            self.payout_due = getattr(state, "last_payout", ()) != ()

    async def _show_payout(self, table: Table) -> None:
        """The round's final position stays on the board while its payout is revealed casino by casino; with a
        human seated it stays until they continue, with computers only it follows the pace."""
        self.payout_due = False
        summary = payout_summary(table, self.lang)
        if summary is None or table is not self.table:
            return
        self.showing_payout = self.busy = True
        self._continue.clear()
        try:
            self.render()
            dialog = _by_id("payout-dialog")
            _by_id("payout-title").textContent = summary["title"]
            listing = _by_id("payout-list")
            listing.innerHTML = ""
            if not dialog.open:
                dialog.show()
            for casino in summary["casinos"]:
                if table is not self.table:
                    break  # a new game was started: this payout belongs to the old one
                listing.insertAdjacentHTML("beforeend", render.payout_casino(casino, self.lang))
                await asyncio.sleep(PACE[self.pace]["payout"])
            if table is self.table and summary["tiles"]:
                listing.insertAdjacentHTML("beforeend", render.payout_tiles(summary["tiles"], self.lang))
            if table is self.table and any(seat.is_human for seat in table.settings.seats):
                await self._continue.wait()
            elif table is self.table:
                await asyncio.sleep(PACE[self.pace]["payout_end"])
            if dialog.open:
                dialog.close()
        finally:
            self.showing_payout = self.busy = False
        self.render()  # the board is playable again (the new game's, if one was started meanwhile)

    # ------------------------------------------------------------------ input

    def _bind(self) -> None:
        self._listen(document, "click", self.on_click)
        self._listen(document, "keydown", self.on_key)
        self._listen(_by_id("new-game-form-holder"), "submit", self.on_submit)
        self._listen(_by_id("new-game-form-holder"), "change", self.on_form_change)
        self._listen(_by_id("fast"), "change", self.on_fast)
        self._listen(document, "change", self.on_language)
        self._listen(window, "hashchange", self.on_hash)

    def _listen(self, target: Any, event: str, handler: Any) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def on_click(self, event: Any) -> None:
        target = event.target
        action = _found(target.closest("[data-action]"))
        if action is not None:
            event.preventDefault()
            self.act(action.dataset.action)
            return
        ui = _found(target.closest("[data-ui]"))
        if ui is not None:
            self.ui_command(ui.dataset.ui, event)

    def on_key(self, event: Any) -> None:
        tag = str(event.target.tagName).lower()
        if tag in ("input", "select", "textarea") or event.ctrlKey or event.metaKey or event.altKey:
            return
        if _found(document.querySelector("dialog:modal")) is not None:
            return  # the keys play the table, not what lies under a dialog
        key = str(event.key)
        replay_keys = {"ArrowLeft": "back", "ArrowRight": "forward", "Home": "first", "End": "last"}
        if self.watching is not None and key in replay_keys:
            event.preventDefault()
            self.watching.go(replay_keys[key])
            self.render()
        elif key in ("Enter", " ") and event.target.matches("[data-action]"):
            event.preventDefault()
            self.act(event.target.dataset.action)
        elif key.lower() == "r" or key == " ":
            if self._available("roll"):
                event.preventDefault()
                self.act("roll")
        elif key.lower() == "h" and self.table is not None and self.table.human_to_move():
            asyncio.ensure_future(self.coach())
        elif key in "123456" and len(key) == 1 and self._available(f"place {key}"):
            event.preventDefault()
            self.act(f"place {key}")
        elif key.lower() in self.keys and self._available(self.keys[key.lower()]):
            event.preventDefault()
            self.act(self.keys[key.lower()])

    @property
    def waiting(self) -> bool:
        """Nothing may be played now: the page animates, a computer thinks, a round's payout is still to come, or a
        secret choice made on another device is being revealed."""
        return self.busy or self.payout_due or self.watching is not None or self.network.blocked

    def _available(self, text: str) -> bool:
        return self.table is not None and not self.waiting and text in self.table.human_actions()

    def act(self, text: str) -> None:
        table = self.table
        if table is None or self.waiting or not table.human_to_move():
            return
        round_before = getattr(table.state, "round", 0)
        before = table.state
        try:
            if self.network.is_guest:
                self.network.play(text)  # played here, then sent to the host
            else:
                table.play(text)
                self.network.after_move()
        except VegasError as bad:
            self.notice(t(self.lang, "illegal", reason=problem_text(self.lang, bad)))
            return
        self.save()
        self._note_moves(table, before)
        self._note_round_end(round_before)
        self.render()
        self.wake()

    def ui_command(self, command: str, event: Any) -> None:
        assert self.table is not None
        if self.network.command(command, _found(event.target.closest("[data-ui]"))):
            return
        if command == "new-game":
            _by_id("end-dialog").close() if _by_id("end-dialog").open else None
            self.open_new_game(self.table.settings)
        elif command == "again":
            settings = self.table.settings
            self.begin(replace(settings, seed=None))
        elif command == "close-notice":
            box = _by_id("notice")
            box.innerHTML = ""
            box.hidden = True
        elif command == "close-dialog":
            event.target.closest("dialog").close()
        elif command == "skip-payout":
            self._continue.set()
            _by_id("payout-dialog").close()
        elif command == "hint":
            asyncio.ensure_future(self.coach())
        elif command == "reveal":
            self.revealed_at = len(self.table.match.actions)
            self.render()
        elif command == "replay":
            self.watch(Watching.of(shown_at(self.table, len(self.table.match.actions))))
        elif command.startswith("replay-") and self.watching is not None:
            round_number = int(event.target.closest("[data-ui]").dataset.round or 0) if command == "replay-round" else 0
            self.watching.go(command.removeprefix("replay-"), round_number)
            self.render()
        elif command == "take-over" and self.watching is not None:
            self.take_over(self.watching)
        elif command == "share-replay" and self.watching is not None:
            asyncio.ensure_future(self.share_replay(self.watching))
        elif command == "leave-replay":
            self.leave_replay()
        elif command == "copy-log":
            asyncio.ensure_future(self.copy_log(_found(event.target.closest("[data-ui]"))))
        elif command == "help":
            self.open_help(_found(event.target.closest("[data-ui]")))

    async def coach(self) -> None:
        """Ask the strongest bot for an estimate of each choice, in chunks so the page stays responsive."""
        table = self.table
        if table is None or not table.human_to_move() or self.hints_at == len(table.match.actions):
            return
        from vegas.bots.coach import estimate_steps

        at = len(table.match.actions)
        self.notice_status(t(self.lang, "hint_thinking"))
        steps = estimate_steps(table.state, rng=table.match.bot_rng())
        while True:
            try:
                next(steps)
            except StopIteration as done:
                estimates = done.value
                break
            await asyncio.sleep(0)
        if table is not self.table or len(table.match.actions) != at:
            return  # the player moved on meanwhile
        best = estimates[0] if estimates else None  # the search returns its choice first
        self.hints = {
            str(h.action): t(
                self.lang, "hint_value", win=percent(self.lang, h.win_chance), money=money(self.lang, round(h.money))
            )
            for h in estimates
        }
        if best is not None and len(estimates) > 1:  # the choice the coach would make, said in words, not colour
            self.hints[str(best.action)] = t(self.lang, "hint_best", hint=self.hints[str(best.action)])
        self.hints_at = at
        self.render()

    def notice_status(self, text: str) -> None:
        status = _found(document.querySelector("#board .status"))
        if status is not None:
            status.textContent = text

    def on_fast(self, event: Any) -> None:
        self.pace = "fast" if event.target.checked else "normal"
        localStorage.setItem(FAST_KEY, "1" if event.target.checked else "0")

    # ------------------------------------------------------------------ new game

    def open_new_game(self, settings: Settings, note: str = "") -> None:
        """The new-game form, filled in from ``settings``, with the catalogue's text ``note`` above it if given."""
        holder = _by_id("new-game-form-holder")
        holder.innerHTML = render.new_game_form(settings, self.lang, page_rules())
        shown = _by_id("new-game-note")
        shown.dataset.note = note  # told again if the language changes while the form is open
        shown.textContent = t(self.lang, note) if note else ""
        shown.hidden = not note
        _by_id("new-game-error").textContent = ""
        dialog = _by_id("new-game-dialog")
        if not dialog.open:
            dialog.showModal()
        self._limit_players(holder.querySelector("form"))

    def on_form_change(self, event: Any) -> None:
        form = _found(event.target.closest("form"))
        if form is not None:
            self._limit_players(form)

    def _limit_players(self, form: Any) -> None:
        """Show one seat row per player, within the chosen rule set's limits."""
        rules = form.elements.namedItem("rules").value
        select = form.elements.namedItem("players")
        ruleset = RULESETS[rules]
        for option in select.options:
            option.disabled = not ruleset.min_players <= int(option.value) <= ruleset.max_players
        if int(select.value) > ruleset.max_players:
            select.value = str(ruleset.max_players)
        count = int(select.value)
        for row in form.querySelectorAll("[data-seat-row]"):
            row.hidden = int(row.dataset.seatRow) >= count
        form.querySelector("[data-tile-options]").hidden = not offers_tiles(rules)
        form.querySelector("[data-money-options]").hidden = not offers_money_choice(rules)

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        form = event.target
        seed_text = str(form.elements.namedItem("seed").value).strip()
        try:
            settings = replace(_form_settings(form), seed=checked_seed(seed_text) if seed_text else None)
            settings.validate()
        except VegasError as bad:
            error = _by_id("new-game-error")
            error.textContent = problem_text(self.lang, bad)
            error.scrollIntoView(False)  # under a long form (five seats, the tiles) it would be out of sight
            return
        _by_id("new-game-dialog").close()
        self.begin(settings)

    def begin(self, settings: Settings) -> None:
        _forget_link()  # the link that opened the page is done
        if any(seat.kind == FRIEND for seat in settings.seats):
            # "You" would read as the friend on the friend's page (and its log speaks to "you")
            self.network.host_game(settings.renamed(t(self.lang, "you"), t(self.lang, "join.host")))
            return  # the game starts once every friend is connected (``adopt``)
        self.network.forget()
        self.adopt(Table.new(settings.played_here()))  # a friend's "play again": computers take the other seats

    def adopt(self, table: Table) -> None:
        """A game takes the table: a new one from the form, or one shared with friends once it starts."""
        self.table = table
        self.payout_due = False
        self._continue.set()  # a payout still shown belongs to the old game
        for dialog in (_by_id("end-dialog"), _by_id("payout-dialog"), _by_id("new-game-dialog")):
            if dialog.open:
                dialog.close()
        self.save()
        self.render()
        self.wake()

    # ------------------------------------------------------------------ language and rules

    def apply_language(self) -> None:
        """The page's own texts outside the board (title, header, dialogs) in ``self.lang``."""
        document.documentElement.lang = self.lang
        document.title = t(self.lang, "page_title")
        for element in document.querySelectorAll("[data-text]"):
            element.textContent = t(self.lang, element.dataset.text)
        for element in document.querySelectorAll("[data-label]"):
            element.setAttribute("aria-label", t(self.lang, element.dataset.label))
        _by_id("page-tools").innerHTML = render.page_tools(self.lang)

    def on_language(self, event: Any) -> None:
        picker = _found(event.target.closest("[data-lang-picker]"))
        lang = supported(str(picker.value)) if picker is not None else None
        if lang is None or lang == self.lang:
            return
        before, self.lang = self.lang, lang
        localStorage.setItem(LANG_KEY, lang)
        self.hints, self.hints_at = {}, -1  # written in the language before
        self.apply_language()
        if self.table is not None:
            self.render()
        form = _found(document.querySelector("#new-game-dialog[open] form"))
        if form is not None:
            seed = str(form.elements.namedItem("seed").value)
            note = str(_by_id("new-game-note").dataset.note or "")
            self.open_new_game(_form_settings(form).renamed(t(before, "you"), t(lang, "you")), note)
            document.querySelector("#new-game-dialog form").elements.namedItem("seed").value = seed
            document.querySelector("#new-game-dialog [data-lang-picker]").focus()
        help_rules = _found(document.querySelector("#help-dialog[open] [data-help-rules]"))
        if help_rules is not None:
            self.open_help(help_rules)

    def open_help(self, source: Any) -> None:
        """How to play the rule set named by ``source`` (``data-rules``), the new-game form's or the table's."""
        rules = _found(source.getAttribute("data-rules")) if source is not None else None
        form_rules = _found(document.querySelector("#new-game-dialog[open] select[name=rules]"))
        if rules is None and form_rules is not None:
            rules = str(form_rules.value)
        if rules is None and self.table is not None:
            rules = self.table.settings.rules
        _by_id("help-content").innerHTML = render.how_to(how_to_view(str(rules), self.lang, page_rules()))
        dialog = _by_id("help-dialog")
        if not dialog.open:
            dialog.showModal()
        dialog.querySelector("[data-ui=close-dialog]").focus()


def _form_settings(form: Any) -> Settings:
    """What the new-game form says now, not yet checked and without a seed."""
    field = form.elements.namedItem
    seats = tuple(
        Seat(str(field(f"name{i}").value).strip(), str(field(f"colour{i}").value), str(field(f"kind{i}").value))
        for i in range(int(field("players").value))
    )
    money_open = form.querySelector("input[name=money]:checked").value == "open"
    random_start = form.querySelector("input[name=start]:checked").value == "random"
    force = str(field("force").value)
    return Settings(
        str(field("rules").value),
        seats,
        None,
        money_open,
        random_start,
        tiles=int(field("tiles").value),
        no_repeat=bool(field("no_repeat").checked),
        force=((1, force),) if force else (),
    )


def _record_decision(seconds: float) -> None:
    """Computer decision times, readable by benchmarks as ``window.vegasDecisionMs``."""
    if not hasattr(window, "vegasDecisionMs") or _found(getattr(window, "vegasDecisionMs", None)) is None:
        window.vegasDecisionMs = window.Array.new()
    window.vegasDecisionMs.push(round(seconds * 1000, 1))


def _found(value: Any) -> Any:
    """``None`` for JavaScript's null (which arrives as ``jsnull``, not ``None``), else the value."""
    return None if value is None or value is jsnull else value


def _keep_aside(raw: str) -> str:
    """Store a refused save under a key of its own (never silently erased), dropping the oldest copies beyond
    ``BROKEN_KEPT``; the key is returned for the notice."""
    stamp = int(time.time() * 1000)
    while _stored(f"{BROKEN_PREFIX}{stamp}") is not None:
        stamp += 1
    kept = [key for key in (localStorage.key(i) for i in range(localStorage.length)) if _broken_stamp(key) is not None]
    kept.sort(key=lambda key: _broken_stamp(key) or 0)
    for old in kept[: max(0, len(kept) - BROKEN_KEPT + 1)]:
        localStorage.removeItem(old)
    key = f"{BROKEN_PREFIX}{stamp}"
    localStorage.setItem(key, raw)
    return key


def _broken_stamp(key: Any) -> int | None:
    """When a refused save was kept aside (its key's number), or ``None`` for any other key."""
    if not isinstance(key, str) or not key.startswith(BROKEN_PREFIX) or not key[len(BROKEN_PREFIX) :].isdigit():
        return None
    return int(key[len(BROKEN_PREFIX) :])


def _stored(key: str) -> str | None:
    """A value from the browser's storage, or ``None``."""
    value = localStorage.getItem(key)
    return value if isinstance(value, str) else None


def _scroll_to_end(element: Any) -> None:
    element.scrollTop = element.scrollHeight


def _invitation() -> str | None:
    """The address fragment if it holds a friend's invitation (network.INVITATION)."""
    fragment = str(window.location.hash or "")
    return fragment if fragment.startswith(INVITATION) else None


def _by_id(element_id: str) -> Any:
    return document.getElementById(element_id)


def _forget_link() -> None:
    """Drops the game settings from the address bar, so a reload resumes the save instead of the link."""
    window.history.replaceState(None, "", window.location.pathname)


def _forget_fragment() -> None:
    """Drops a replay link's fragment from the address bar (a reload then resumes the saved game)."""
    if str(window.location.hash or ""):
        window.history.replaceState(None, "", f"{window.location.pathname}{window.location.search}")


def _query() -> dict[str, str]:
    params = window.URLSearchParams.new(window.location.search)
    return {str(key): str(params.get(key)) for key in params.keys()}  # noqa: SIM118 (a JavaScript iterator)


def _link_resumes(saved: Table, wanted: Settings) -> bool:
    """Whether a link asks for the saved game: its deal (seed), or without a seed any game of its table that
    is still in progress (a bookmark without a seed deals a new game once the saved one is over)."""
    settings = saved.settings
    same_table = settings.rules == wanted.rules and len(settings.seats) == len(wanted.seats)
    same_deal = settings.seed == wanted.seed or (wanted.seed is None and not saved.state.is_terminal())
    return same_table and same_deal and settings.game_options() == wanted.game_options()


def _phase(state: Any) -> str:
    """The phase's name of a game whose states have phases ("rolling", …), else ""."""
    return str(getattr(getattr(state, "phase", None), "value", ""))


def main() -> None:
    App().start()


__all__ = ["App", "main"]
