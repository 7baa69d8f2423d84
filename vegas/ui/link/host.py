"""The host's side of a shared table: the page that holds the game invites friends to its ``FRIEND`` seats, agrees
on the seed with them, checks their moves and tells every friend each move made at the table. For each run of dice
it gathers every friend's link, and deals the run (adding its own link, last) once all are in."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from vegas.core.errors import VegasError
from vegas.core.shared_dice import DiceProblem, HashChain, SharedDice, checked_link
from vegas.ui.table import FRIEND, Settings, Table, default_level

from .fairness import FairnessProblem, check_part, checked_commitment, combined_seed, commitment, new_part
from .protocol import PROTOCOL, LinkProblem, Outgoing, friend_seats, message, read_message
from .secret_choices import Secret, answered, made_secretly, reveal, stand_in


class Host:
    """The host's side: invites friends to the seats of kind ``FRIEND``, agrees on the seed with them, then
    checks their moves and tells every friend each move made at the table."""

    def __init__(self, settings: Settings, part: str | None = None, chain: HashChain | None = None) -> None:
        self.settings = settings
        self.friends = friend_seats(settings)
        self.part = part or new_part()
        self.commits: dict[int, str] = {}
        self.parts: dict[int, str] = {}
        self.chain = chain or HashChain()  # our links for the shared dice, one per run
        self.heads: dict[int, str] = {}  # each friend's chain head, sent with its commitment
        self.links: dict[int, str] = {}  # each friend's link for the run of dice being dealt (``waiting_for_dice``)
        self.withheld_since: tuple[int, float] | None = None  # the run being dealt and when it began waiting
        self.chainless: set[int] = set()  # friends whose page joined without a chain in this game: no link to wait for
        self.online: set[int] = set()
        self.table: Table | None = None
        self.sent = 0  # the table's actions that every online friend has been told about
        self.secret: Secret | None = None  # a secret choice not yet revealed
        self.openings: dict[int, tuple[str, str]] = {}  # each revealed secret choice: its move, the nonce

    @staticmethod
    def resumed(table: Table, commits: dict[int, str], parts: dict[int, str], part: str, chain: HashChain) -> Host:
        """The host of a game already started (a reloaded page): friends that come back get its record."""
        host = Host(table.settings, part, chain)
        host.friends = sorted(commits)  # every friend that took part in the seed, whoever plays the seat now
        host.commits, host.parts, host.table = dict(commits), dict(parts), table
        dice = table.match.dice
        if dice is None or dice.heads[0] != chain.head or len(dice.heads) != 1 + len(host.friends):
            raise ValueError("the kept chain is not this game's")
        host.heads = {friend: head for friend, head in zip(host.friends, dice.heads[1:], strict=True)}
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
        self.chain, self.heads = HashChain(), {}
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
            return self._commit(seat, data.get("commit"), data.get("head"))
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
        if kind == "link":
            return self._link(seat, data.get("run"), data.get("link"))
        if kind == "no_link" and self.table is not None and seat in self.friends:
            self.chainless.add(seat)  # its own loss: the dice come from the others' links, as its page told it
            return self.deal()
        if kind == "ping":
            return []
        raise LinkProblem("link.unexpected", kind=str(kind)[:20])

    @property
    def blocked(self) -> bool:
        """A secret choice was answered and is not yet revealed: nobody may move."""
        return self.table is not None and self.secret is not None and answered(self.table, self.secret)

    def _others(self, seat: int, text: str) -> Outgoing:
        return [(friend, text) for friend in self.friends if friend in self.online and friend != seat]

    def _commit(self, seat: int, value: object, head: object) -> Outgoing:
        if seat in self.commits or seat not in self.friends:  # one commitment per friend and agreement
            raise LinkProblem("link.unexpected", kind="commit")
        try:
            self.commits[seat] = checked_commitment(value)
            self.heads[seat] = checked_link(head)
        except (FairnessProblem, DiceProblem):
            self.commits.pop(seat, None)
            raise LinkProblem("link.bad_commitment") from None
        if set(self.commits) != set(self.friends):
            return []
        # ours included: our part and our chain are bound from now on
        every = message("commits", commits=self._commitments(), heads=self._heads())
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
        self.table = Table.new(replace(self.settings, seed=seed), dice=SharedDice(tuple(self._heads())))
        self.sent = len(self.table.match.actions)
        return [(friend, self._start(friend)) for friend in self.friends if friend in self.online]

    def _commitments(self) -> list[str]:
        return [commitment(self.part)] + [self.commits[friend] for friend in self.friends]

    def _heads(self) -> list[str]:
        return [self.chain.head] + [self.heads[friend] for friend in self.friends]

    def _start(self, seat: int, moves: int | None = None) -> str:
        """The game so far (its first ``moves`` moves), with every part of its seed and their commitments."""
        assert self.table is not None
        save = self.table.to_save()
        save["record"]["actions"] = save["record"]["actions"][:moves]
        return message(
            "start",
            v=PROTOCOL,
            seat=seat,
            device=1 + self.friends.index(seat),
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
        return out + self.deal()

    def ping(self) -> Outgoing:
        return [(friend, message("ping")) for friend in self.friends if friend in self.online]

    # ---------------------------------------------------------------- the shared dice

    def _link(self, seat: int, run: object, link: object) -> Outgoing:
        """A friend's link for the run of dice being dealt: checked against its chain, kept until every link is in.
        A link sent again (after a reconnection) changes nothing; a second, different one is refused."""
        table = self.table
        dice = table.match.dice if table is not None else None
        if table is None or dice is None or seat not in self.friends:
            raise LinkProblem("link.unexpected", kind="link")
        device = 1 + self.friends.index(seat)
        dealt = dice.runs[run][device] if type(run) is int and 0 <= run < len(dice.runs) else None
        if dealt is not None and dealt == link:
            return []  # a run already dealt with this very link
        waiting = table.match.waiting_for_dice
        if waiting is None or run != waiting:
            raise LinkProblem("link.dice_out_of_turn", name=self._name(seat))
        if seat in self.links:
            if self.links[seat] == link:
                return []
            raise LinkProblem("link.dice_twice", name=self._name(seat))
        try:
            self.links[seat] = dice.check_link(device, waiting, link)
        except DiceProblem:
            raise LinkProblem("link.dice_cheated", name=self._name(seat)) from None
        return self.deal()

    def deal(self) -> Outgoing:
        """The run of dice being dealt, once every friend who plays their seat gave its link (a link once given
        counts even if its friend left since): our own link is added last, and every friend gets the whole run."""
        table = self.table
        run = table.match.waiting_for_dice if table is not None else None
        if table is None or table.match.dice is None or run is None:
            return []
        if any(self._link_awaited(friend) for friend in self.friends):
            return []
        links = [self.chain.link(run), *(self.links.get(friend) for friend in self.friends)]
        table.match.dice = table.match.dice.dealt(links)
        self.links, self.withheld_since = {}, None
        dealt = message("dice", run=run, links=links)
        return [(friend, dealt) for friend in self.friends if friend in self.online]

    def withholding(self, now: float, patience: float) -> list[int]:
        """Friends who keep their link of the run being dealt for more than ``patience`` seconds while connected:
        withholding it is leaving the table (their page could be waiting to see whether the dice suit them)."""
        table = self.table
        run = table.match.waiting_for_dice if table is not None else None
        if table is None or run is None:
            self.withheld_since = None
            return []
        if self.withheld_since is None or self.withheld_since[0] != run:
            self.withheld_since = (run, now)
        if now - self.withheld_since[1] <= patience:
            return []
        return [friend for friend in self.friends if friend in self.online and self._link_awaited(friend)]

    def _link_awaited(self, friend: int) -> bool:
        """Whether the run being dealt waits for ``friend``'s link: they play their seat, with a chain of theirs."""
        assert self.table is not None
        playing = self.table.settings.seats[friend].kind == FRIEND
        return playing and friend not in self.links and friend not in self.chainless

    def _name(self, seat: int) -> str:
        return self.settings.seats[seat].name
