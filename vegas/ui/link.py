"""A table shared by devices with no server between them — plain Python, no browser.

One page, the host's, holds the game: its engine checks every move and keeps the record. A friend's page
sends its own seat's moves and applies every move the host sends back, each through its own engine, so both
draw the same board and each keeps its own save. The messages travel as JSON text over whatever connects the
pages (a WebRTC data channel in the page, a list in the tests); nothing here knows which.

Before the first deal, every device commits to a secret part of the seed and then reveals it (``fairness.py``).
Each page then draws every roll and deal itself from the combined seed, so the host sends only the players'
moves, and a friend's page refuses any move that its own engine refuses (a tampered move, a move out of turn, a
seat that is not the host's to move). A friend that reconnects gets the whole record again and checks that the
moves it already had are the record's beginning.

A secret choice (``State.is_secret_choice``: LUCKY PUNCH's tokens, a BLACK BOX split, a duel's first hand) leaves
the device that made it only as a commitment and a digest of what everyone may see after it; every other device
plays on from a stand-in choice that looks the same, the answer is made, and only then does the choice travel,
with the nonce that opens its commitment. Each device checks it against the commitment and the digest, and
replays the answer after the real choice. Until it arrives nobody moves (``blocked``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from typing import Any

from ..actions import Action
from ..boundary import JsonProblem, read_json
from ..errors import VegasError
from ..fairness import (
    FairnessProblem,
    check_part,
    checked_commitment,
    choice_commitment,
    combined_seed,
    commitment,
    new_part,
)
from ..rules.base import State
from .table import FRIEND, HUMAN, REMOTE, InvalidSave, SaveProblem, Settings, Table, Told, default_level

PROTOCOL = 1
MAX_MESSAGE = 1_000_000
"""Characters a message may have: a whole 5-player record is a few ten thousand."""

Outgoing = list[tuple[int, str]]
"""Messages to send: (the friend's seat, the message's text); a friend's page sends to the host, seat -1."""
HOST = -1


class LinkProblem(Told):
    """A message another device sent that this page refuses; the game stays as it was."""


def message(kind: str, **fields: Any) -> str:
    return json.dumps({"t": kind, **fields}, separators=(",", ":"))


def read_message(text: object) -> dict[str, Any]:
    """A received message as a dict with its kind ``t``, or ``LinkProblem`` (never a crash on hostile text)."""
    if not isinstance(text, str) or len(text) > MAX_MESSAGE:
        raise LinkProblem("link.bad_message")
    try:
        data = read_json(text, "a message")
    except JsonProblem:
        raise LinkProblem("link.bad_message") from None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise LinkProblem("link.bad_message")
    return data


def friend_seats(settings: Settings) -> list[int]:
    return [seat for seat, s in enumerate(settings.seats) if s.kind == FRIEND]


@dataclass
class Secret:
    """A secret choice, move ``number`` of the record, made by ``seat``: its commitment and the digest of what
    everyone sees after it; on the device that made it, also the choice and the nonce that opens the commitment."""

    number: int
    seat: int
    commit: str
    seen: str
    action: str | None = None
    nonce: str | None = None

    def told(self) -> str:
        return message("secret", n=self.number, seat=self.seat, commit=self.commit, seen=self.seen)

    def opened(self) -> str:
        return message("reveal", n=self.number, action=self.action, nonce=self.nonce)


def looks(state: State) -> str:
    """A digest of what every seat sees of ``state`` (two secret choices that look alike have the same)."""
    return hashlib.sha256(json.dumps(state.observation(), sort_keys=True).encode()).hexdigest()


def made_secretly(table: Table, number: int, seat: int) -> Secret:
    """Our own secret choice, move ``number`` of the record (already played here): what we keep until it is
    answered; its ``told()`` message carries only the commitment."""
    text = str(table.match.actions[number])
    nonce = new_part()
    seen = looks(table.match.states[number + 1])
    return Secret(number, seat, choice_commitment(number, text, nonce), seen, text, nonce)


def stand_in(table: Table, data: dict[str, Any], seat: int) -> Secret:
    """Another device's secret choice: a choice that looks the same is played in its place until it is revealed."""
    table.resolve_chance()
    number, promised, seen = data.get("n"), data.get("commit"), data.get("seen")
    state = table.state
    if number != len(table.match.actions) or state.current_player() != seat or not state.is_secret_choice():
        raise LinkProblem("link.unexpected", kind="secret")
    try:
        promised = checked_commitment(promised)
    except FairnessProblem:
        raise LinkProblem("link.bad_commitment") from None
    alike = next((action for action in state.legal_actions() if looks(state.apply(action)) == seen), None)
    if alike is None:  # nothing the rules allow looks like that
        raise LinkProblem("link.cheated")
    table.match.play(alike)
    return Secret(number, seat, promised, str(seen))


def answered(table: Table, secret: Secret) -> bool:
    """Whether a seat has answered the secret choice (a player's move after it)."""
    states = table.match.states
    return any(not states[i].is_chance_node() for i in range(secret.number + 1, len(table.match.actions)))


def reveal(table: Table, secret: Secret, data: dict[str, Any]) -> None:
    """The secret choice opened: checked against its commitment and digest, then the record is played again from
    it with the real choice and the moves that answered the stand-in."""
    text, nonce = data.get("action"), data.get("nonce")
    if data.get("n") != secret.number or not isinstance(text, str) or not isinstance(nonce, str):
        raise LinkProblem("link.bad_message")
    try:
        opens = choice_commitment(secret.number, text, nonce) == secret.commit
    except FairnessProblem:
        opens = False
    if not opens:
        raise LinkProblem("link.cheated")
    match = table.match
    after = secret.number + 1
    later: list[tuple[State, Action]] = list(zip(match.states[after:-1], match.actions[after:], strict=True))
    rebuilt = match.until(secret.number)
    try:
        rebuilt.play(text)
        if looks(rebuilt.state) != secret.seen:
            raise LinkProblem("link.cheated")
        for state, action in later:
            if not state.is_chance_node():  # chance after the choice is drawn again, from the real position
                rebuilt.advance_chance()
                rebuilt.play(action)
    except VegasError:
        raise LinkProblem("link.cheated") from None
    table.match = rebuilt


class Host:
    """The host's side: invites friends to the seats of kind ``FRIEND``, agrees on the seed with them, then
    checks their moves and tells every friend each move made at the table."""

    def __init__(self, settings: Settings, part: str | None = None) -> None:
        self.settings = settings
        self.friends = friend_seats(settings)
        self.part = part or new_part()
        self.commits: dict[int, str] = {}
        self.parts: dict[int, str] = {}
        self.online: set[int] = set()
        self.table: Table | None = None
        self.sent = 0  # the table's actions that every online friend has been told about
        self.secret: Secret | None = None  # a secret choice not yet revealed

    @staticmethod
    def resumed(table: Table, commits: dict[int, str], parts: dict[int, str], part: str) -> Host:
        """The host of a game already started (a reloaded page): friends that come back get its record."""
        host = Host(table.settings, part)
        host.friends = sorted(commits)  # every friend that took part in the seed, whoever plays the seat now
        host.commits, host.parts, host.table = dict(commits), dict(parts), table
        host.sent = len(table.match.actions)
        return host

    # ---------------------------------------------------------------- the connection of each friend

    def connected(self, seat: int) -> Outgoing:
        """A friend's channel to ``seat`` opened: a game in progress is sent whole, else the seed is agreed."""
        self.online.add(seat)
        if self.table is not None:
            if self.table.settings.seats[seat].kind != FRIEND:  # back from a computer's care
                self.table.settings = self.table.settings.with_kind(seat, FRIEND)
            return [(seat, self._start(seat))]
        self.commits.pop(seat, None)  # a friend that comes back before the start commits anew
        self.parts.pop(seat, None)
        return [(seat, message("seat", v=PROTOCOL, seat=seat, settings=self.settings.to_json()))]

    def disconnected(self, seat: int) -> None:
        self.online.discard(seat)

    def computer_plays(self, seat: int) -> None:
        """On the host's word, a computer plays a friend's seat while the friend is away (until they reconnect)."""
        if self.table is not None and seat in self.friends and seat not in self.online:
            self.table.settings = self.table.settings.with_kind(seat, default_level())

    def receive(self, seat: int, text: str) -> Outgoing:
        """A message from the friend at ``seat``; ``LinkProblem`` if it is refused (nothing changes then)."""
        data = read_message(text)
        kind = data["t"]
        if kind == "commit" and self.table is None:
            return self._commit(seat, data.get("commit"))
        if kind == "part" and self.table is None:
            return self._part(seat, data.get("part"))
        if kind == "move":
            return self._move(seat, data)
        if kind == "secret" and self.table is not None and self.secret is None:
            self.secret = stand_in(self.table, data, seat)
            self.sent = len(self.table.match.actions)
            return self._others(seat, self.secret.told())
        if kind == "reveal" and self.table is not None and self.secret is not None and self.secret.seat == seat:
            reveal(self.table, self.secret, data)
            self.secret = None
            return self._others(seat, text) + self.news()
        if kind == "ping":
            return []
        raise LinkProblem("link.unexpected", kind=str(kind)[:20])

    @property
    def blocked(self) -> bool:
        """A secret choice was answered and is not yet revealed: nobody may move."""
        return self.table is not None and self.secret is not None and answered(self.table, self.secret)

    def _others(self, seat: int, text: str) -> Outgoing:
        return [(friend, text) for friend in self.friends if friend in self.online and friend != seat]

    def _commit(self, seat: int, value: object) -> Outgoing:
        try:
            self.commits[seat] = checked_commitment(value)
        except FairnessProblem:
            raise LinkProblem("link.bad_commitment") from None
        if set(self.commits) != set(self.friends):
            return []
        reveal = message("commits", commits=self._commitments(), part=self.part)
        return [(friend, reveal) for friend in self.friends]

    def _part(self, seat: int, value: object) -> Outgoing:
        if seat not in self.commits or set(self.commits) != set(self.friends):
            raise LinkProblem("link.unexpected", kind="part")
        try:
            self.parts[seat] = check_part(value, self.commits[seat])
        except FairnessProblem:
            raise LinkProblem("link.cheated") from None
        if set(self.parts) != set(self.friends):
            return []
        seed = combined_seed([self.part] + [self.parts[friend] for friend in self.friends])
        self.table = Table.new(replace(self.settings, seed=seed))
        self.sent = len(self.table.match.actions)
        return [(friend, self._start(friend)) for friend in self.friends if friend in self.online]

    def _commitments(self) -> list[str]:
        return [commitment(self.part)] + [self.commits[friend] for friend in self.friends]

    def _start(self, seat: int) -> str:
        assert self.table is not None
        return message(
            "start",
            v=PROTOCOL,
            seat=seat,
            save=self.table.to_save(),
            commits=self._commitments(),
            parts=[self.part] + [self.parts[friend] for friend in self.friends],
        )

    def _move(self, seat: int, data: dict[str, Any]) -> Outgoing:
        table = self.table
        if table is None:
            raise LinkProblem("link.unexpected", kind="move")
        table.resolve_chance()
        number, text = data.get("n"), data.get("action")
        if number != len(table.match.actions) or not isinstance(text, str):
            return [(seat, self._start(seat))]  # the friend is out of step: it gets the whole record again
        if table.seat_to_move() != seat or self.blocked or table.settings.seats[seat].kind != FRIEND:
            raise LinkProblem("link.not_your_turn")
        try:
            table.match.play(text)
        except VegasError:
            return [(seat, self._start(seat))]
        return self.news()

    # ---------------------------------------------------------------- moves made at the table

    def news(self) -> Outgoing:
        """Every player's move not yet sent, to every online friend (chance is drawn by each page itself)."""
        table = self.table
        if table is None:
            return []
        out: Outgoing = []
        match = table.match
        for number in range(self.sent, len(match.actions)):
            state = match.states[number]
            if state.is_chance_node():
                continue
            if state.is_secret_choice():  # ours (a friend's came as a commitment and was played as a stand-in)
                self.secret = made_secretly(table, number, state.current_player())
                out += self._others(-1, self.secret.told())
                continue
            out += self._others(-1, message("act", n=number, action=str(match.actions[number])))
            if self.secret is not None and self.secret.action is not None and number > self.secret.number:
                out += self._others(-1, self.secret.opened())  # our secret is answered: it is shown now
                self.secret = None
        self.sent = len(match.actions)
        return out

    def ping(self) -> Outgoing:
        return [(friend, message("ping")) for friend in self.friends if friend in self.online]


class Guest:
    """A friend's side: commits to its part of the seed, then keeps a copy of the host's table, checking each
    move the host sends with its own engine and sending the moves of its own seat."""

    def __init__(self, table: Table | None = None, seat: int | None = None) -> None:
        self.table = table  # a game of this host's already on this page (a reconnection), else None
        self.seat = seat
        self.part = new_part()
        self.settings: Settings | None = None
        self.commits: list[str] = []
        self.secret: Secret | None = None  # a secret choice not yet revealed

    def receive(self, text: str) -> Outgoing:
        """A message from the host; ``LinkProblem`` if it is refused (the game stays as it was)."""
        data = read_message(text)
        kind = data["t"]
        if data.get("v", PROTOCOL) != PROTOCOL:
            raise LinkProblem("link.version")
        if kind == "seat":
            return self._seat(data)
        if kind == "commits":
            return self._commits(data)
        if kind == "start":
            self._start(data)
            return []
        if kind == "act":
            return self._act(data)
        if kind == "secret" and self.table is not None and self.secret is None:
            seat = data.get("seat")
            if type(seat) is not int or not self.table.settings.seats[seat % len(self.table.settings.seats)].is_remote:
                raise LinkProblem("link.not_their_turn")
            self.secret = stand_in(self.table, data, seat)
            return []
        if kind == "reveal" and self.table is not None and self.secret is not None and self.secret.action is None:
            reveal(self.table, self.secret, data)
            self.secret = None
            return []
        if kind == "ping":
            return []
        raise LinkProblem("link.unexpected", kind=str(kind)[:20])

    def _seat(self, data: dict[str, Any]) -> Outgoing:
        try:
            settings = Settings.from_json(data.get("settings"))
        except (VegasError, TypeError):
            raise LinkProblem("link.bad_message") from None
        seat = data.get("seat")
        if type(seat) is not int or seat not in friend_seats(settings):
            raise LinkProblem("link.bad_message")
        self.settings, self.seat = settings, seat
        self.part = new_part()
        return [(HOST, message("commit", commit=commitment(self.part)))]

    def _commits(self, data: dict[str, Any]) -> Outgoing:
        commits = data.get("commits")
        if self.settings is None or self.seat is None or not isinstance(commits, list):
            raise LinkProblem("link.unexpected", kind="commits")
        mine = 1 + friend_seats(self.settings).index(self.seat)
        if len(commits) != 1 + len(friend_seats(self.settings)) or commits[mine] != commitment(self.part):
            raise LinkProblem("link.cheated")
        self.commits = commits
        return [(HOST, message("part", part=self.part))]

    def _start(self, data: dict[str, Any]) -> None:
        seat, commits, parts = data.get("seat"), data.get("commits"), data.get("parts")
        if type(seat) is not int or not isinstance(commits, list) or not isinstance(parts, list):
            raise LinkProblem("link.bad_message")
        if len(commits) != len(parts) or not parts:
            raise LinkProblem("link.cheated")
        try:
            for part, promised in zip(parts, commits, strict=True):
                check_part(part, checked_commitment(promised))
            seed = combined_seed(parts)
        except FairnessProblem:
            raise LinkProblem("link.cheated") from None
        if self.table is None and self.settings is not None:  # the first start: our own part must be in it
            mine = 1 + friend_seats(self.settings).index(seat) if seat in friend_seats(self.settings) else -1
            if mine < 0 or parts[mine] != self.part:
                raise LinkProblem("link.cheated")
        save = data.get("save")
        if not isinstance(save, dict):
            raise LinkProblem("link.bad_message")
        try:
            hosts = Settings.from_json(save.get("settings"))
        except (VegasError, TypeError):
            raise LinkProblem("link.bad_message") from None
        if hosts.seed != seed or seat not in friend_seats(hosts):
            raise LinkProblem("link.cheated")
        seats = tuple(replace(s, kind=HUMAN if i == seat else REMOTE) for i, s in enumerate(hosts.seats))
        try:
            table = Table.from_save({**save, "settings": replace(hosts, seats=seats).to_json()})
        except (InvalidSave, SaveProblem):
            raise LinkProblem("link.cheated") from None  # a record whose dice are not the agreed seed's, …
        if self.table is not None:
            self._check_continues(table)
        self.table, self.seat = table, seat

    def _check_continues(self, table: Table) -> None:
        """A reconnection's record must be the game this page holds, continued: same seed, same moves so far."""
        assert self.table is not None
        ours, theirs = self.table.match.actions, table.match.actions
        if self.table.seed != table.seed:
            raise LinkProblem("link.other_game")
        if theirs[: len(ours)] != ours and ours[: len(theirs)] != theirs:
            raise LinkProblem("link.cheated")

    @property
    def blocked(self) -> bool:
        """A secret choice was answered and is not yet revealed: nobody may move."""
        return self.table is not None and self.secret is not None and answered(self.table, self.secret)

    def _act(self, data: dict[str, Any]) -> Outgoing:
        table = self.table
        if table is None:
            raise LinkProblem("link.unexpected", kind="act")
        table.resolve_chance()
        number, text = data.get("n"), data.get("action")
        actions = table.match.actions
        if type(number) is not int or not isinstance(text, str) or not 0 <= number <= len(actions):
            raise LinkProblem("link.bad_message")
        if number < len(actions):  # our own move, told back to us
            if str(actions[number]) != text:
                raise LinkProblem("link.cheated")
            return []
        if not table.remote_to_move() or self.blocked:
            raise LinkProblem("link.not_their_turn")
        try:
            table.match.play(text)
        except VegasError:
            raise LinkProblem("link.cheated") from None
        secret = self.secret
        if secret is not None and secret.action is not None and answered(table, secret):
            self.secret = None
            return [(HOST, secret.opened())]  # our secret choice is answered: it is shown now
        return []

    def play(self, text: str) -> Outgoing:
        """Our own seat's move: checked and played here, then sent to the host (who checks it again)."""
        table = self.table
        assert table is not None and self.seat is not None and not self.blocked
        number = len(table.match.actions)
        secret = table.state.is_secret_choice()
        table.play(text)
        if secret:
            self.secret = made_secretly(table, number, self.seat)
            return [(HOST, self.secret.told())]
        return [(HOST, message("move", n=number, action=text))]

    def ping(self) -> Outgoing:
        return [(HOST, message("ping"))]
