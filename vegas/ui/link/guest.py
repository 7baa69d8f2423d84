"""A friend's side of a shared table: its page commits to its part of the seed and to a chain of links for the
dice, then keeps a copy of the host's table, checks every move the host sends with its own engine and sends the
moves of its own seat. At each run of dice it sends its link, and draws the run once the host sends every link."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from vegas.core.errors import VegasError
from vegas.core.shared_dice import DiceProblem, HashChain, checked_link
from vegas.ui.table import FRIEND, HUMAN, InvalidSave, SaveProblem, Settings, Table, remote_kind

from .fairness import FairnessProblem, check_part, checked_commitment, combined_seed, commitment, new_part
from .protocol import HOST, PROTOCOL, LinkProblem, Outgoing, friend_seats, message, read_message
from .secret_choices import Secret, answered, check_opening, made_secretly, reveal, stand_in


class Guest:
    """A friend's side: commits to its part of the seed, then keeps a copy of the host's table, checking each
    move the host sends with its own engine and sending the moves of its own seat."""

    def __init__(self, table: Table | None = None, seat: int | None = None) -> None:
        self.table = table  # a game of this host's already on this page (a reconnection), else None
        self.seat = seat
        self.part = new_part()
        self.chain = HashChain()  # our links for the shared dice (a reloaded page gets its own back)
        self.heads: list[str] = []  # every device's chain head, as the host announced them with the commitments
        self.device = 0  # our place among the devices drawing the dice (the host's is 0)
        self.told_run: int | None = None  # the run of dice our link was sent for
        self.said: list[LinkProblem] = []  # what the host told us to tell our player (a friend who withheld a link)
        self.settings: Settings | None = None
        self.commits: list[str] = []  # every device's commitment, as the host announced them before any part
        self.revealed = False  # our part was sent: no other list of commitments may follow
        self.joined_late = False  # this page took a game whose seed was agreed without it (no save of it here)
        self.expected: list[str] = []  # moves of the host's record cut at a secret choice, to come again as they were
        self.held_commit: tuple[int, str] | None = None  # the secret choice we stood in for, to come again the same
        self.seat_was_away = False  # the host's last record had a computer in our seat (we were away)
        self.secret: Secret | None = None  # a secret choice not yet revealed
        self.standby: dict[str, Any] | None = None  # the host's next invitation, for coming back after a reload

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
        if kind == "standby":
            self.standby = standby_invitation(data)
            return []
        return self._in_game(kind, data) + self._link_due()

    def _in_game(self, kind: object, data: dict[str, Any]) -> Outgoing:
        if kind == "start":
            self._start(data)
            return []
        if kind == "dice":
            self._dealt(data.get("run"), data.get("links"))
            return []
        if kind == "withheld" and self.table is not None:
            self.said.append(LinkProblem("link.withheld", name=str(data.get("name"))[:40]))
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
        self.part, self.chain, self.told_run = new_part(), HashChain(), None
        return [(HOST, message("commit", commit=commitment(self.part), head=self.chain.head))]

    def _commits(self, data: dict[str, Any]) -> Outgoing:
        commits = data.get("commits")
        if self.settings is None or self.seat is None or not isinstance(commits, list) or self.revealed:
            raise LinkProblem("link.unexpected", kind="commits")
        heads = data.get("heads")
        if len(commits) != 1 + len(friend_seats(self.settings)) or commits[self._mine()] != commitment(self.part):
            raise LinkProblem("link.cheated")
        if not isinstance(heads, list) or len(heads) != len(commits) or heads[self._mine()] != self.chain.head:
            raise LinkProblem("link.cheated")
        try:
            self.heads = [checked_link(head) for head in heads]
        except DiceProblem:
            raise LinkProblem("link.cheated") from None
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
        seats = tuple(replace(s, kind=HUMAN if i == seat else remote_kind(s.kind)) for i, s in enumerate(hosts.seats))
        try:
            table = Table.from_save({**save, "settings": replace(hosts, seats=seats).to_json()})
        except (InvalidSave, SaveProblem):
            raise LinkProblem("link.cheated") from None  # a record whose dice are not the agreed seed's, …
        self._check_dice(table, data.get("device"), first)
        if not first:
            self._check_continues(table, seat, data.get("openings"))
        self.joined_late = first and self.settings is None  # said by the page: this device did not agree the dice
        self.seat_was_away = hosts.seats[seat].kind != FRIEND
        self.table, self.seat = table, seat
        secret = self.secret
        if secret is not None and (secret.action is None or len(table.match.actions) > secret.number):
            self.secret = None  # a stand-in is made again from the host's commitment; ours is in its record

    def _check_dice(self, table: Table, device: object, first: bool) -> None:
        """The game's shared dice are drawn from the chains agreed with our commitment (ours among them, at our
        place), and continue every run we had: a run once dealt never changes."""
        dice = table.match.dice
        if dice is None or dice.alone_from is not None or type(device) is not int or not 0 < device < len(dice.heads):
            raise LinkProblem("link.cheated")
        held = self.table.match.dice if self.table is not None else None
        if first and self.settings is not None and list(dice.heads) != self.heads:
            raise LinkProblem("link.cheated")
        if not first and (held is None or held.heads != dice.heads):
            raise LinkProblem("link.other_game")
        common = min(len(held.runs), len(dice.runs)) if held is not None else 0
        if held is not None and held.runs[:common] != dice.runs[:common]:
            raise LinkProblem("link.cheated")
        self.device, self.told_run = device, None  # the run being dealt gets our link again

    def _dealt(self, run: object, links: object) -> None:
        """The host dealt a run of dice: every link in it follows its device's chain, and ours is the one we sent."""
        table = self.table
        dice = table.match.dice if table is not None else None
        if table is None or dice is None:
            raise LinkProblem("link.unexpected", kind="dice")
        if run != len(dice.runs) or not isinstance(links, list) or len(links) != len(dice.heads):
            raise LinkProblem("link.bad_message")
        ours = dice.heads[self.device] == self.chain.head
        if run == self.told_run and ours and links[self.device] != self.chain.link(run):
            raise LinkProblem("link.cheated")  # our link left out: the host chose the dice without it
        try:
            table.match.dice = dice.dealt(links)
        except DiceProblem:
            raise LinkProblem("link.cheated") from None

    def _link_due(self) -> Outgoing:
        """Our link for the run of dice our table waits for, sent once (again after a reconnection). A page that
        lost our chain (it joined late) cannot give links: it says so, and the dice come from the others'."""
        table = self.table
        run = table.match.waiting_for_dice if table is not None else None
        if table is None or run is None or run == self.told_run or table.match.dice is None:
            return []
        self.told_run = run
        if table.match.dice.heads[self.device] != self.chain.head:  # joined late, from a page without our chain
            return [(HOST, message("no_link", run=run))]
        return [(HOST, message("link", run=run, link=self.chain.link(run)))]

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
            check_opening(secret, openings, str(theirs[secret.number]))  # revealed meanwhile: it opens ours
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
        # the dice this move leads to get our link once the host tells the move back: a host that let it drop
        # must not hold our link for a run that then comes after another move
        if secret:
            self.secret = made_secretly(table, number, self.seat)
            return [(HOST, self.secret.told())]
        return [(HOST, message("move", n=number, action=text))]

    def ping(self) -> Outgoing:
        return [(HOST, message("ping"))]


def standby_invitation(data: object) -> dict[str, Any]:
    """The host's standby invitation, made while connected and kept with our save, so that a reloaded page only
    answers it (issue 47): its offer code (base64url, as ``static/peer.mjs`` writes them) and whether it is for
    internet play; ``LinkProblem`` for anything else."""
    code = data.get("code") if isinstance(data, dict) else None
    stun = data.get("stun") if isinstance(data, dict) else None
    if not isinstance(code, str) or not 0 < len(code) <= STANDBY_CODE or not isinstance(stun, bool):
        raise LinkProblem("link.bad_message")
    if code.strip("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"):
        raise LinkProblem("link.bad_message")
    return {"code": code, "stun": stun}


STANDBY_CODE = 1000
"""Characters a standby invitation's code may have: a code with every candidate a page gathers is a few hundred."""
