"""The page's connections to friends on other devices: WebRTC data channels (``static/peer.mjs``) carrying the
messages of ``protocol.py``, the invitation and answer dialogs, heartbeats, and what survives a reload.

The host's page keeps its part of the seed, the friends' commitments and its chain of dice links beside its save,
so a reloaded host invites its friends again into the same game; a friend's page keeps which seat it plays and its
chain, so a new invitation from the same host continues the game it holds.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import asdict
from typing import Any, Protocol

from js import document, localStorage, window  # type: ignore[import-not-found]
from pyodide.code import run_js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from vegas.core.errors import VegasError
from vegas.core.shared_dice import HashChain
from vegas.ui.table import FRIEND, Settings, Table
from vegas.ui.text import problem_text, t

from . import qr_library
from . import view as link_view
from .guest import Guest
from .host import Host
from .kept import kept_chain, kept_index, kept_link, kept_secret, kept_standby
from .protocol import HOST, INVITATION, LinkProblem, Outgoing, game_check, message
from .silence import HEARTBEAT, Silence
from .view import STUN_SERVER, FriendRow

LINK_KEY = "vegas.link"
PATIENCE = 7.0
"""Seconds a connected friend may keep its link of a run of dice before it counts as withheld (as leaving), in this
page's heartbeat time (``silence.py``: a pause of the host's own is not the friend's delay)."""


class Page(Protocol):
    """What the network needs of the page (``app.page.Page``)."""

    lang: str
    table: Table | None

    def adopt(self, table: Table) -> None: ...

    def moved_elsewhere(self) -> None: ...

    def dice_dealt(self) -> None: ...

    def notice(self, message: str) -> None: ...


class Network:
    """One shared table's connections: a host's to each friend seat, or a friend's to its host."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.host: Host | None = None
        self.guest: Guest | None = None
        self.peers: dict[int, Any] = {}  # seat → peer (a friend's page: HOST → the host's peer)
        self.states: dict[int, str] = {}
        self.links: dict[int, str] = {}
        self.errors: dict[int, str] = {}
        self.silence = Silence()
        self.stun = False
        self.answer_code = ""
        self._proxies: list[Any] = []
        self._attempts: dict[int, int] = {}  # invitations begun per seat: only the newest may be shown
        self._waiting_fragment = ""  # an invitation for internet play, until the friend agrees to it
        self._beating = False
        self._bar = ""  # the connection bar as last drawn: a live region, so it is only drawn when it changes
        self.standby: dict[int, Any] = {}  # a connected friend's next invitation, its offer with their page
        self._answering = 0  # invitations answered on this page: only the newest answer is shown
        self._leaving = create_proxy(self._before_unload)
        window.addEventListener("beforeunload", self._leaving)

    # ---------------------------------------------------------------- which side this page is

    @property
    def is_guest(self) -> bool:
        """This page plays a friend's seat in a game shared with a host, and that game is on the table."""
        return self.guest is not None and self.guest.table is not None and self.guest.table is self.page.table

    @property
    def blocked(self) -> bool:
        """A secret choice was answered and its reveal is on its way: nobody may move meanwhile."""
        return (self.host is not None and self.host.blocked) or (self.guest is not None and self.guest.blocked)

    def shown(self, table: Table) -> Table:
        """The table as the page may draw it: while another seat's secret choice is being revealed, as it stood
        before the answer (what the answer did to a stand-in is not the game's: a LUCKY PUNCH guessed against it
        would tell the stand-in's tokens)."""
        side = self.host or self.guest
        secret = side.secret if side is not None else None
        if secret is None or not self.blocked or table is not self.shared:
            return table
        return Table(table.settings, table.match.until(secret.number + 1))

    def host_game(self, settings: Settings) -> None:
        """The new-game form chose friend seats: invitations first, the game once every friend is connected."""
        self.close_all()
        self.host = Host(settings)
        self.states = {seat: "waiting" for seat in self.host.friends}
        self.links, self.errors = {}, {}
        self.show_dialog()

    def resume(self, table: Table) -> None:
        """A saved game with seats on other devices: its link comes back as it was, every connection lost."""
        stored = kept_link(localStorage.getItem(LINK_KEY))
        try:
            if stored is None or stored.get("seed") != table.seed:  # no link, or one of another game
                pass
            elif stored["role"] == "host":
                commits = {int(k): str(v) for k, v in stored["commits"].items()}
                parts = {int(k): str(v) for k, v in stored["parts"].items()}
                chain = HashChain(str(stored["chain"]))
                self.host = Host.resumed(table, commits, parts, str(stored["part"]), chain)
                self.host.secret = kept_secret(stored.get("secret"))
                self.states = {seat: "lost" for seat in self.host.friends}
            elif stored["role"] == "guest" and table.settings.seats[kept_index(stored["seat"])].is_human:
                self.guest = Guest(table, int(stored["seat"]))
                self.guest.chain = HashChain(str(stored["chain"]))
                self.guest.secret = kept_secret(stored.get("secret"))
                self.guest.standby = kept_standby(stored.get("standby"))
                self.states = {HOST: "lost"}
                if self.guest.standby is not None:  # one step back: the host's standby invitation, answered now
                    self.stun = bool(self.guest.standby["stun"])
                    asyncio.ensure_future(self._answer(str(self.guest.standby["code"]), standby=True))
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            self.host = self.guest = None  # a damaged link record: as if there were none
        if self.host is None and self.guest is None and any(seat.is_remote for seat in table.settings.seats):
            table.settings = table.settings.played_here()  # nobody can reach the other devices: computers play
            table.match.play_alone()
            self.page.notice(t(self.page.lang, "link.forgotten"))
        self.render_bar()

    def _remember(self) -> None:
        """What a reload needs beside the save: the seed's parts (the host), our seat (a friend), our chain of dice
        links, and a secret choice not yet revealed (its nonce lives nowhere else)."""
        host, guest = self.host, self.guest
        if host is not None and host.table is not None:
            data: dict[str, Any] = {"role": "host", "part": host.part, "commits": host.commits, "parts": host.parts}
            table, secret, data["chain"] = host.table, host.secret, host.chain.secret
        elif guest is not None and guest.table is not None:
            data = {"role": "guest", "seat": guest.seat, "standby": guest.standby}
            table, secret, data["chain"] = guest.table, guest.secret, guest.chain.secret
        else:
            return
        data["seed"] = table.seed
        data["secret"] = asdict(secret) if secret is not None else None
        localStorage.setItem(LINK_KEY, json.dumps(data))

    def forget(self) -> None:
        """A game of this screen only: no link left to resume."""
        self.close_all()
        self.host = self.guest = None
        self.states = {}
        localStorage.removeItem(LINK_KEY)
        self.render_bar()

    def let_go(self) -> None:
        """Another tab or window of this browser plays the game now: this page's connections close (the friends'
        pages see them lost), and ``vegas.link`` stays for the page that plays, which invites them back."""
        self.close_all()
        self.host = self.guest = None
        self.states = {}
        self.render_bar()

    def close_all(self) -> None:
        peers, self.peers = self.peers, {}  # a peer closing reports it at once: its handler must find it gone
        standby, self.standby = self.standby, {}
        for peer in [*peers.values(), *standby.values()]:
            with contextlib.suppress(Exception):  # a peer already gone
                peer.close()

    # ---------------------------------------------------------------- the host

    async def invite(self, seat: int) -> None:
        host = self.host
        if host is None or seat not in host.friends:
            return
        old = self.peers.pop(seat, None)
        if old is not None:
            old.close()
        self.errors.pop(seat, None)
        if missing := _webrtc_missing(self.page.lang):
            self.errors[seat] = missing
            self.show_dialog()
            return
        attempt = self._attempts[seat] = self._attempts.get(seat, 0) + 1
        try:
            made = await (await _peer_module()).invite(_options(self.stun))
        except Exception as bad:  # no WebRTC in this browser, …
            self.errors[seat] = _reason(bad)
            self.show_dialog()
            return
        if self._attempts[seat] != attempt:  # invited again meanwhile (a second click): the newest one stands
            made.peer.close()
            return
        self._bind(seat, made.peer)
        fragment = f"{INVITATION}{made.code}" + ("&stun=1" if self.stun else "")
        self.links[seat] = f"{window.location.origin}{window.location.pathname}{fragment}"
        self.states[seat] = "invited"
        self.show_dialog()
        field = document.querySelector(f'[data-testid=answer-input][data-seat="{seat}"]')
        if field is not None:
            field.focus()

    async def connect(self, seat: int) -> None:
        """The host entered a friend's answer code."""
        peer = self.peers.get(seat)
        field = document.querySelector(f'[data-testid=answer-input][data-seat="{seat}"]')
        code = str(field.value).strip() if field is not None else ""
        if peer is None or not code:
            return
        try:
            await peer.accept(code)
        except Exception as bad:  # a mistyped or foreign code: said, and the invitation still stands
            self.errors[seat] = _reason(bad)
            self.show_dialog()
            return
        self.errors.pop(seat, None)
        if self.states.get(seat) != "open":  # the channel may have opened while the answer was applied
            self.states[seat] = "connecting"
        self._refresh()

    # ---------------------------------------------------------------- a friend

    async def join(self, fragment: str, consented: bool = False) -> None:
        """A friend opened an invitation: answer it and show the answer code to send back. An invitation for
        internet play first asks before this page contacts the STUN server it names."""
        params = window.URLSearchParams.new(fragment.removeprefix("#"))
        code = str(params.get("join") or "")
        self.stun = str(params.get("stun") or "") == "1"
        window.history.replaceState(None, "", f"{window.location.pathname}{window.location.search}")
        if self.stun and not consented:
            self._waiting_fragment = fragment
            self._open(link_view.ask_stun(self.page.lang))
            return
        await self._answer(code)

    async def _answer(self, code: str, standby: bool = False) -> None:
        """Answers the host's invitation ``code`` (opened as a link, or its standby one after a reload) and shows the
        answer code to send back; the game this page holds goes on if the host is the same."""
        attempt = self._answering = self._answering + 1
        table = self.page.table
        stored = kept_link(localStorage.getItem(LINK_KEY))
        saved_seat = stored.get("seat") if stored is not None and stored.get("role") == "guest" else None
        if table is not None and type(saved_seat) is int and any(s.is_remote for s in table.settings.seats):
            same = self.guest is not None and self.guest.table is table
            kept = self.guest.secret if self.guest is not None and same else None
            chain = self.guest.chain if self.guest is not None and same else kept_chain(stored)
            self.guest = Guest(table, saved_seat)  # the game this page holds, continued if the host is the same
            self.guest.secret = kept or kept_secret(stored.get("secret") if stored is not None else None)
            self.guest.chain = chain or self.guest.chain
        else:
            self.guest = Guest()
        self.host = None
        self.close_all()
        if missing := _webrtc_missing(self.page.lang):
            self._open(link_view.answer("", self.page.lang, missing))
            self.guest = None
            return
        self._open(link_view.answering(self.page.lang))  # an older answer shown meanwhile would be copied in vain
        try:
            made = await (await _peer_module()).join(code, _options(self.stun))
        except Exception as bad:
            self._open(link_view.answer("", self.page.lang, _reason(bad)))
            self.guest = None
            return
        if attempt != self._answering:  # another invitation opened meanwhile (a new link after a reload) stands
            made.peer.close()
            return
        self._bind(HOST, made.peer)
        self.states = {HOST: "invited"}
        self.answer_code = str(made.code)
        self._open(link_view.answer(self.answer_code, self.page.lang, standby=standby))

    def play(self, text: str) -> None:
        """The friend's own move: played here, then sent to the host; refused while the host is out of reach (a
        move made then would be lost)."""
        assert self.guest is not None
        if self.states.get(HOST) != "open":
            raise LinkProblem("link.offline")
        self._send(self.guest.play(text))
        self._remember()

    # ---------------------------------------------------------------- both

    def after_move(self) -> None:
        """The host's table moved (a person here or a computer): every friend is told."""
        if self.host is not None:
            self._send(self.host.news())
            self._remember()

    def _bind(self, seat: int, peer: Any) -> None:
        self.peers[seat] = peer
        # a replaced peer's late events (its "closed", a last message) must not touch the seat's new peer
        on_message = create_proxy(
            lambda text: self._on_message(seat, str(text)) if self.peers.get(seat) is peer else None
        )
        on_state = create_proxy(
            lambda state, *_: self._on_state(seat, str(state)) if self.peers.get(seat) is peer else None
        )
        self._proxies += [on_message, on_state]
        peer.onmessage = on_message
        peer.onstate = on_state

    def _on_state(self, seat: int, state: str) -> None:
        if state == "open":
            self.states[seat] = "open"
            self.silence.hear(seat)
            if self.host is not None:
                self._send(self.host.connected(seat))
                asyncio.ensure_future(self._make_standby(seat))
                self._adopt_shared_table()
                if self.host.table is not None and all(self.states.get(f) == "open" for f in self.host.friends):
                    self._close_dialog()  # everyone is back: the game goes on
            self._start_heartbeat()
        elif state == "closed":
            self._lost(seat)
        self._refresh()

    def _on_message(self, seat: int, text: str) -> None:
        self.silence.hear(seat)
        table = self.page.table
        match = table.match if table is not None else None
        moves = len(match.actions) if match is not None else -1
        dice = match.dice if match is not None else None
        try:
            if self.host is not None:
                self._send(self.host.receive(seat, text))
            elif self.guest is not None:
                self._send(self.guest.receive(text))
            self._adopt_shared_table()
        except LinkProblem as bad:
            self.page.notice(t(self.page.lang, "link.refused", reason=problem_text(self.page.lang, bad)))
            return
        except VegasError as bad:  # anything else the engine refuses: told, the game unchanged
            self.page.notice(t(self.page.lang, "link.refused", reason=str(bad)))
            return
        finally:
            self._say_what_the_host_said()
        self._remember()
        now = self.page.table
        changed = now is not None and (now.match is not match or len(now.match.actions) != moves)
        if now is not table or changed:
            self.page.moved_elsewhere()  # a move, or a secret choice revealed (the record played again from it)
        elif now is not None and now.match.dice is not dice:
            self.page.dice_dealt()  # the roll is drawn, saved and drawn by the loop at once

    def _say_what_the_host_said(self) -> None:
        said = self.guest.said if self.guest is not None else []
        while said:
            self.page.notice(problem_text(self.page.lang, said.pop(0)))

    @property
    def shared(self) -> Table | None:
        """The table this page shares with other devices (once its game has started), else ``None``."""
        return self.host.table if self.host is not None else self.guest.table if self.guest is not None else None

    def _adopt_shared_table(self) -> None:
        """The shared game has started (or came back whole after a reconnection): it takes the page."""
        shared = self.shared
        if shared is not None and shared is not self.page.table:
            self._remember()
            self.page.adopt(shared)
            self._close_dialog()
            self.render_bar()
            if self.guest is not None and self.guest.joined_late:
                self.page.notice(t(self.page.lang, "link.joined_late"))

    def _lost(self, seat: int) -> None:
        peer = self.peers.pop(seat, None)
        if peer is not None:
            peer.close()
        if self.states.get(seat) in ("open", "connecting"):
            self.states[seat] = "lost"
        if self.host is not None:
            self.host.disconnected(seat)
            if (standby := self.standby.pop(seat, None)) is not None:
                self._bind(seat, standby)  # the friend's page answers it: its answer code is all the host needs
                self.links.pop(seat, None)  # the first invitation's link is spent

    async def _make_standby(self, seat: int) -> None:
        """While a friend is connected, their next invitation is made and handed to their page, which keeps it with
        its save: reloaded, that page only answers it, and the host enters the answer (issue 47, point 8)."""
        old = self.standby.pop(seat, None)
        if old is not None:
            old.close()
        try:
            made = await (await _peer_module()).invite(_options(self.stun))
        except Exception:  # no standby: "Invite again" still makes a whole new invitation
            return
        if self.host is None or self.states.get(seat) != "open" or seat in self.standby:
            made.peer.close()  # the friend left meanwhile, or another standby was made: this one is not theirs
            return
        self.standby[seat] = made.peer
        self._send([(seat, message("standby", code=str(made.code), stun=self.stun))])

    def _before_unload(self, event: Any) -> None:
        """Leaving or reloading the page of a shared game cuts the other devices off: the browser asks first."""
        shared = self.shared
        if shared is not None and shared is self.page.table and not shared.state.is_terminal():
            event.preventDefault()
            event.returnValue = ""  # what older browsers need to ask

    def _send(self, out: Outgoing) -> None:
        for seat, text in out:
            peer = self.peers.get(seat)
            if peer is not None and self.states.get(seat) == "open":
                with contextlib.suppress(Exception):  # the channel closed under us: the heartbeat marks it lost
                    peer.send(text)

    def _start_heartbeat(self) -> None:
        if not self._beating:
            self._beating = True
            asyncio.ensure_future(self._heartbeat())

    async def _heartbeat(self) -> None:
        """Pings every open connection and marks as lost one that stayed silent too long, counted in this page's own
        beats (``silence.py``): a pause of this page is not the others' silence."""
        while self.peers:
            await asyncio.sleep(HEARTBEAT)
            now = self.silence.beat()
            for seat in self.silence.lost([seat for seat in self.peers if self.states.get(seat) == "open"]):
                self._lost(seat)
                self._refresh()
            if self.host is not None:
                self._leave_withheld(self.host.withholding(now, PATIENCE))
                self._send(self.host.ping())
            elif self.guest is not None:
                self._send(self.guest.ping())
        self._beating = False

    def _leave_withheld(self, seats: list[int]) -> None:
        """Friends who keep their link of a run of dice: their connection is dropped, as if they had left (the seat
        waits, or a computer takes it on the host's word), and everyone is told, the host's player and each friend."""
        assert self.host is not None
        for seat in seats:
            name = self.host.settings.seats[seat].name
            self._lost(seat)
            self.page.notice(t(self.page.lang, "link.withheld", name=name))
            self._send([(friend, message("withheld", name=name)) for friend in self.host.friends])
        if seats:
            self._refresh()

    # ---------------------------------------------------------------- what the page shows

    def rows(self) -> list[FriendRow]:
        host = self.host
        if host is None:
            return []
        return [self._row(host, seat) for seat in host.friends]

    def _row(self, host: Host, seat: int) -> FriendRow:
        state = self.states.get(seat, "waiting")
        if state == "lost" and host.table is not None and host.table.settings.seats[seat].kind != FRIEND:
            state = "computer"
        link = self.links.get(seat, "") if state != "open" else ""
        name = host.settings.seats[seat].name
        standby = state in ("lost", "computer") and seat in self.peers  # its friend's page holds the offer
        return FriendRow(seat, name, state, link, self.errors.get(seat, ""), host.may_take_over(seat), standby)

    def show_dialog(self) -> None:
        if self.host is None:
            return
        self._open(link_view.invitations(self.rows(), self.page.lang, self.stun, self.host.table is not None))

    def _open(self, html: str) -> None:
        document.getElementById("link-content").innerHTML = html
        dialog = document.getElementById("link-dialog")
        if not dialog.open:
            dialog.showModal()

    def _close_dialog(self) -> None:
        dialog = document.getElementById("link-dialog")
        if dialog.open:
            dialog.close()

    def _refresh(self) -> None:
        if document.getElementById("link-dialog").open and self.host is not None:
            self.show_dialog()
        self.render_bar()

    def render_bar(self) -> None:
        shared = self.shared
        if shared is None or shared is not self.page.table:
            shown = ""
        else:
            host_name = t(self.page.lang, "join.host") if self.guest is not None else None
            shown = link_view.bar(self.rows(), self.page.lang, host_name, self.states.get(HOST, "lost"))
        if shown == self._bar:  # the page draws it at every move: a screen reader hears only what changed
            return
        self._bar = shown
        holder = document.getElementById("link-bar")
        holder.innerHTML = shown
        holder.hidden = not shown

    def end_note(self) -> str:
        """Under a shared game's final standings: its check, to compare with the other devices' (else nothing)."""
        shared = self.shared
        if shared is None or shared is not self.page.table or not shared.state.is_terminal():
            return ""
        return link_view.check(game_check(shared), self.page.lang)

    def command(self, command: str, element: Any) -> bool:
        """A click on the link's controls; ``False`` for a command that is not the link's."""
        written = element.getAttribute("data-seat") if element is not None else None
        seat = int(written) if isinstance(written, str) and written.isdigit() else -1
        if command in ("invite", "invite-again"):
            self.links.pop(seat, None)  # an old invitation answered now would never connect: it goes at once
            self.show_dialog()
            asyncio.ensure_future(self.invite(seat))
        elif command == "computer-plays" and self.host is not None:
            self.host.computer_plays(seat)
            self._send(self.host.deal())  # a run of dice that waited for this friend's link is dealt without it
            self.render_bar()
            self.page.moved_elsewhere()  # saved with the computer in the seat, and the computer moves if it is due
        elif command == "standby-answer":
            self.show_dialog()
        elif command == "connect":
            asyncio.ensure_future(self.connect(seat))
        elif command == "stun":
            self.stun = bool(element.checked)
        elif command == "link-cancel":
            self.forget()  # the invitations and their connections go; the game on the table stays
            self._close_dialog()
        elif command == "answer-stun":
            asyncio.ensure_future(self.join(self._waiting_fragment, consented=True))
        elif command == "copy-invite":
            asyncio.ensure_future(_copy(self.links.get(seat, ""), element, self.page.lang))
        elif command == "copy-answer":
            asyncio.ensure_future(_copy(self.answer_code, element, self.page.lang))
        else:
            return False
        return True


_MODULE: Any = None


async def _peer_module() -> Any:
    """``static/peer.mjs``, imported the first time a link is made or opened (the page loads it only for this),
    with the QR codes' library beside it (``qr_library``: without it, links and codes show as text only)."""
    global _MODULE
    if _MODULE is None:
        # resolved against the page: an import in evaluated code would resolve against Pyodide's own module
        address = str(window.URL.new("static/peer.mjs", document.baseURI).href)
        _MODULE, _ = await asyncio.gather(run_js(f"import({json.dumps(address)})"), qr_library.load())
    else:
        await qr_library.load()  # at once once loaded; tried again after a fetch that failed (offline)
    return _MODULE


def _options(stun: bool) -> Any:
    return window.Object.fromEntries([["stun", STUN_SERVER if stun else None]])


def _webrtc_missing(lang: str) -> str:
    """Why this browser cannot connect to other devices, or ``""``: WebKitGTK as Debian builds it (GNOME Web's
    engine) has no ``RTCPeerConnection``, and a page's own settings can switch WebRTC off."""
    return "" if hasattr(window, "RTCPeerConnection") else t(lang, "link.no_webrtc")


def _reason(bad: Exception) -> str:
    message = str(getattr(bad, "message", "") or bad)
    return message.removeprefix("Error: ")[:200]


async def _copy(text: str, button: Any, lang: str) -> None:
    try:
        await window.navigator.clipboard.writeText(text)
    except Exception:  # no clipboard: the text stays selectable on the page
        return
    button.textContent = t(lang, "link.copied")
