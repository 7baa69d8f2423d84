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

from vegas.core.actions import Action
from vegas.core.boundary import JsonProblem, read_json
from vegas.core.errors import VegasError
from vegas.core.state import State
from vegas.ui.table import FRIEND, HUMAN, REMOTE, InvalidSave, SaveProblem, Settings, Table, Told, default_level

from .fairness import (
    FairnessProblem,
    check_part,
    checked_commitment,
    choice_commitment,
    combined_seed,
    commitment,
    new_part,
)

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
    sent: bool = False  # its reveal went out (kept until the host is surely past it: a reveal lost is sent again)

    def told(self) -> str:
        return message("secret", n=self.number, seat=self.seat, commit=self.commit, seen=self.seen)

    def opens(self, action: str, nonce: str) -> bool:
        """Whether ``action`` with ``nonce`` is the choice its commitment binds (a malformed nonce is not)."""
        try:
            return choice_commitment(self.number, action, nonce) == self.commit
        except FairnessProblem:
            return False

    def opened(self) -> str:
        return message("reveal", n=self.number, action=self.action, nonce=self.nonce)


def game_check(table: Table) -> str:
    """A short digest of the whole record (seed and every move) that players compare aloud at the end: with three
    or more devices, equal checks on every page mean the host relayed every friend's moves as they were made."""
    digest = hashlib.sha256(json.dumps(table.match.record().to_json(), sort_keys=True).encode()).hexdigest()
    return f"{digest[:4]} {digest[4:8]}".upper()


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


def _check_opening(secret: Secret, openings: object, recorded: str) -> None:
    """The host says a secret choice we stood in for was revealed: its opening must open our commitment, and be
    the move its record holds."""
    opened = openings.get(str(secret.number)) if isinstance(openings, dict) else None
    if not (isinstance(opened, list) and len(opened) == 2 and all(isinstance(x, str) for x in opened)):
        raise LinkProblem("link.cheated")
    action, nonce = opened
    if not secret.opens(action, nonce) or action != recorded:
        raise LinkProblem("link.cheated")


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
    if not secret.opens(text, nonce):
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
        self.openings: dict[int, tuple[str, str]] = {}  # each revealed secret choice: its move, the nonce

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
            self._give_back()  # back from a computer's care (after its secret choice, if one is pending)
            return self._catch_up(seat)
        return self._agree_anew()

    def _agree_anew(self) -> Outgoing:
        """The seed's agreement from the start: a new part for the host, and every friend online asked to commit
        to a new part of theirs (a friend that connects again must never commit after anything was revealed)."""
        self.part, self.commits, self.parts = new_part(), {}, {}
        return [
            (friend, message("seat", v=PROTOCOL, seat=friend, settings=self.settings.to_json()))
            for friend in self.friends
            if friend in self.online
        ]

    def disconnected(self, seat: int) -> None:
        self.online.discard(seat)

    def may_take_over(self, seat: int) -> bool:
        """Whether a computer may play ``seat`` for its away friend: not once the friend's own secret choice has
        been answered and is still unrevealed (a computer choosing it anew after the answer would be the host
        choosing the outcome); before the answer the computer chooses it anew."""
        table, secret = self.table, self.secret
        if table is None or seat not in self.friends or seat in self.online:
            return False
        return secret is None or secret.seat != seat or secret.action is not None or not answered(table, secret)

    def computer_plays(self, seat: int) -> None:
        """On the host's word, a computer plays a friend's seat while the friend is away (until they reconnect);
        the friend's secret choice not yet answered is dropped, for the computer to make."""
        table, secret = self.table, self.secret
        if table is None or not self.may_take_over(seat):
            return
        if secret is not None and secret.seat == seat and secret.action is None:
            table.match = table.match.until(secret.number)
            self.secret, self.sent = None, secret.number
        table.settings = table.settings.with_kind(seat, default_level())

    def _give_back(self) -> None:
        """Seats a computer kept for friends who are back go back to them, unless its secret choice is unrevealed."""
        table, secret = self.table, self.secret
        for seat in self.friends:
            away = table is not None and table.settings.seats[seat].kind != FRIEND
            if table is not None and away and seat in self.online and (secret is None or secret.seat != seat):
                table.settings = table.settings.with_kind(seat, FRIEND)

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
            self.openings[self.secret.number] = (str(data["action"]), str(data["nonce"]))
            self.secret = None
            return self._others(seat, text) + self.news()
        if kind == "reveal" and self.secret is None:
            return []  # a reveal sent again after a reconnection, already received
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
        if seat in self.commits or seat not in self.friends:  # one commitment per friend and agreement
            raise LinkProblem("link.unexpected", kind="commit")
        try:
            self.commits[seat] = checked_commitment(value)
        except FairnessProblem:
            raise LinkProblem("link.bad_commitment") from None
        if set(self.commits) != set(self.friends):
            return []
        every = message("commits", commits=self._commitments())  # ours included: our part is bound from now on
        return [(friend, every) for friend in self.friends if friend in self.online]

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

    def _start(self, seat: int, moves: int | None = None) -> str:
        """The game so far (its first ``moves`` moves), with every part of its seed and their commitments."""
        assert self.table is not None
        save = self.table.to_save()
        save["record"]["actions"] = save["record"]["actions"][:moves]
        return message(
            "start",
            v=PROTOCOL,
            seat=seat,
            save=save,
            commits=self._commitments(),
            parts=[self.part] + [self.parts[friend] for friend in self.friends],
            openings={str(number): list(opened) for number, opened in self.openings.items()},
        )

    def _catch_up(self, seat: int) -> Outgoing:
        """A friend (back) in the game: its record, and a secret choice still unrevealed as everyone else got it —
        the record stops before it, then come its commitment and the moves that answered it."""
        secret, table = self.secret, self.table
        if secret is None or table is None:
            return [(seat, self._start(seat))]
        out = [(seat, self._start(seat, secret.number)), (seat, secret.told())]
        match = table.match
        for number in range(secret.number + 1, len(match.actions)):
            if not match.states[number].is_chance_node():
                out.append((seat, message("act", n=number, action=str(match.actions[number]))))
        return out

    def _move(self, seat: int, data: dict[str, Any]) -> Outgoing:
        table = self.table
        if table is None:
            raise LinkProblem("link.unexpected", kind="move")
        table.resolve_chance()
        number, text = data.get("n"), data.get("action")
        if number != len(table.match.actions) or not isinstance(text, str):
            return self._catch_up(seat)  # the friend is out of step: it gets the whole record again
        if table.seat_to_move() != seat or self.blocked or table.settings.seats[seat].kind != FRIEND:
            raise LinkProblem("link.not_your_turn")
        try:
            table.match.play(text)
        except VegasError:
            return self._catch_up(seat)
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
                self.openings[self.secret.number] = (str(self.secret.action), str(self.secret.nonce))
                self.secret = None
                self._give_back()
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
        self.commits: list[str] = []  # every device's commitment, as the host announced them before any part
        self.revealed = False  # our part was sent: no other list of commitments may follow
        self.joined_late = False  # this page took a game whose seed was agreed without it (no save of it here)
        self.expected: list[str] = []  # moves of the host's record cut at a secret choice, to come again as they were
        self.held_commit: tuple[int, str] | None = None  # the secret choice we stood in for, to come again the same
        self.seat_was_away = False  # the host's last record had a computer in our seat (we were away)
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
        mine = self.secret if self.secret is not None and self.secret.action is not None else None
        if kind == "secret" and self.table is not None and mine is not None and data.get("n") == mine.number:
            return self._own_secret_again(data)
        if kind in ("secret", "act") and mine is not None and mine.sent:
            self.secret = None  # the host moved on: it had our reveal (nobody moves before it)
        if kind == "act":
            return self._act(data)
        theirs = self.secret if self.secret is not None and self.secret.action is None else None
        if kind == "secret" and self.table is not None and theirs is not None and data.get("n") == theirs.number:
            if answered(self.table, theirs):
                raise LinkProblem("link.cheated")  # a secret changed after its answer
            self.table.match = self.table.match.until(theirs.number)  # made anew (a computer took the seat)
            self.secret = None
        if kind == "secret" and self.table is not None and self.secret is None:
            seat = data.get("seat")
            seats = self.table.settings.seats
            ours_played_by_computer = seat == self.seat and self.seat_was_away
            if type(seat) is not int or not (seats[seat % len(seats)].is_remote or ours_played_by_computer):
                raise LinkProblem("link.not_their_turn")
            held = self.held_commit
            if held is not None and data.get("n") == held[0] and data.get("commit") != held[1]:
                raise LinkProblem("link.cheated")  # the secret we stood in for, committed anew: changed
            self.secret = stand_in(self.table, data, seat)
            self.held_commit = None
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
        if (self.revealed and self.table is None) or (self.table is not None and not self.table.state.is_terminal()):
            # our part is out (a new agreement would let the host pick its own knowing ours), or a game goes on
            raise LinkProblem("link.restart")
        self.settings, self.seat = settings, seat
        self.table, self.secret, self.revealed = None, None, False  # a new game (or its agreement from the start)
        self.part = new_part()
        return [(HOST, message("commit", commit=commitment(self.part)))]

    def _commits(self, data: dict[str, Any]) -> Outgoing:
        commits = data.get("commits")
        if self.settings is None or self.seat is None or not isinstance(commits, list) or self.revealed:
            raise LinkProblem("link.unexpected", kind="commits")
        if len(commits) != 1 + len(friend_seats(self.settings)) or commits[self._mine()] != commitment(self.part):
            raise LinkProblem("link.cheated")
        self.commits, self.revealed = commits, True
        return [(HOST, message("part", part=self.part))]

    def _as_agreed(self, seat: object, commits: list[Any], parts: list[Any]) -> bool:
        """The start we agreed on: our seat, the commitments announced before any part, our own part in it."""
        mine = self._mine()
        return seat == self.seat and commits == self.commits and mine > 0 and parts[mine] == self.part

    def _mine(self) -> int:
        """Our place in the list of parts (the host's first, then each friend's by seat)."""
        assert self.settings is not None
        friends = friend_seats(self.settings)
        return 1 + friends.index(self.seat) if self.seat in friends else -1

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
        first = self.table is None
        if first and self.settings is not None and not self._as_agreed(seat, commits, parts):
            raise LinkProblem("link.cheated")
        save = data.get("save")
        if not isinstance(save, dict):
            raise LinkProblem("link.bad_message")
        try:
            hosts = Settings.from_json(save.get("settings"))
        except (VegasError, TypeError):
            raise LinkProblem("link.bad_message") from None
        if hosts.seed != seed or not 0 <= seat < len(hosts.seats) or hosts.seats[seat].kind == HUMAN:
            raise LinkProblem("link.cheated")  # our seat is a friend's (or a computer's while we were away)
        seats = tuple(replace(s, kind=HUMAN if i == seat else REMOTE) for i, s in enumerate(hosts.seats))
        try:
            table = Table.from_save({**save, "settings": replace(hosts, seats=seats).to_json()})
        except (InvalidSave, SaveProblem):
            raise LinkProblem("link.cheated") from None  # a record whose dice are not the agreed seed's, …
        if not first:
            self._check_continues(table, seat, data.get("openings"))
        self.joined_late = first and self.settings is None  # said by the page: this device did not agree the dice
        self.seat_was_away = hosts.seats[seat].kind != FRIEND
        self.table, self.seat = table, seat
        secret = self.secret
        if secret is not None and (secret.action is None or len(table.match.actions) > secret.number):
            self.secret = None  # a stand-in is made again from the host's commitment; ours is in its record

    def _check_continues(self, table: Table, seat: int, openings: object) -> None:
        """A reconnection's record must be the game this page holds, continued: the same game and seat, every
        move we had. Where we stood in for a secret choice, the host's record must hold the choice that opens the
        commitment we got. It may lack our own last moves (the host never got them), and it may stop at a secret
        choice still unrevealed: the choice and its answer then come again, and must be the same."""
        assert self.table is not None
        held = self.table.match
        if held.seed != table.seed or held.game != table.match.game or seat != self.seat:
            raise LinkProblem("link.other_game")
        ours, theirs = held.actions, table.match.actions
        secret, self.expected, self.held_commit = self.secret, [], None
        if secret is not None and secret.action is None and len(theirs) > secret.number:
            _check_opening(secret, openings, str(theirs[secret.number]))  # revealed meanwhile: it opens ours
            after = secret.number + 1
            mine = [str(a) for i, a in enumerate(ours[after:], after) if not held.states[i].is_chance_node()]
            told = [str(a) for i, a in enumerate(theirs[after:], after) if not table.match.states[i].is_chance_node()]
            if theirs[: secret.number] != ours[: secret.number] or mine[: len(told)] != told[: len(mine)]:
                raise LinkProblem("link.cheated")
            return
        common = min(len(ours), len(theirs))
        if ours[:common] != theirs[:common]:
            raise LinkProblem("link.cheated")
        decisions = [n for n in range(common, len(ours)) if not held.states[n].is_chance_node()]
        if decisions and held.states[decisions[0]].is_secret_choice():  # cut at a secret choice not yet revealed
            if secret is not None and secret.action is None:
                self.held_commit = (secret.number, secret.commit)
            self.expected = [str(ours[n]) for n in decisions[1:2]]  # its answer comes again, the same
            decisions = decisions[2:]
        if any(held.states[n].current_player() != seat for n in decisions):
            raise LinkProblem("link.cheated")  # the host took back a move it had sent

    @property
    def blocked(self) -> bool:
        """Another seat's secret choice was answered and is not yet revealed: nobody may move."""
        secret = self.secret
        return self.table is not None and secret is not None and secret.action is None and answered(self.table, secret)

    def _own_secret_again(self, data: dict[str, Any]) -> Outgoing:
        """Back in a game whose record stops before our own secret choice: we play it again (we know it)."""
        secret, table = self.secret, self.table
        assert secret is not None and secret.action is not None and table is not None
        table.resolve_chance()
        if data.get("n") != secret.number or data.get("commit") != secret.commit:
            raise LinkProblem("link.cheated")
        if len(table.match.actions) == secret.number:
            try:
                table.match.play(secret.action)
            except VegasError:
                raise LinkProblem("link.cheated") from None
        secret.sent = False  # the host has not got it: it goes once the answer is here again
        return []

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
        if self.expected:  # a move the host's record stopped before: it must be the one we had (ours too)
            if text != self.expected.pop(0):
                raise LinkProblem("link.cheated")
        elif not table.remote_to_move() or self.blocked:
            raise LinkProblem("link.not_their_turn")
        try:
            table.match.play(text)
        except VegasError:
            raise LinkProblem("link.cheated") from None
        secret = self.secret
        if secret is not None and secret.action is not None and not secret.sent and answered(table, secret):
            secret.sent = True  # kept until the host is past it, to send again if this one is lost
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
