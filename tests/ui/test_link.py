"""Two or more pages sharing a table through ``vegas.ui.link``: messages carried by lists instead of WebRTC."""

from __future__ import annotations

import contextlib
import json
import random
from collections import deque
from dataclasses import replace

import pytest

from vegas.fairness import FairnessProblem, check_part, combined_seed, commitment, new_part
from vegas.ui.link import HOST, Guest, Host, LinkProblem, made_secretly, message, read_message, reveal, stand_in
from vegas.ui.table import FRIEND, HUMAN, REMOTE, Seat, Settings, Table, page_rules


def settings_for(rules: str, kinds: list[str]) -> Settings:
    base = Settings.default(len(kinds), rules)
    return replace(base, seats=tuple(replace(seat, kind=kind) for seat, kind in zip(base.seats, kinds, strict=True)))


class Room:
    """A host and its friends' pages, every message delivered in order as soon as it is sent."""

    def __init__(self, settings: Settings) -> None:
        self.host = Host(settings)
        self.guests = {seat: Guest() for seat in self.host.friends}
        self.sent: list[str] = []

    def deliver(self, out: list[tuple[int, str]], sender: int = HOST) -> None:
        queue = deque((sender, target, text) for target, text in out)
        while queue:
            source, target, text = queue.popleft()
            self.sent.append(text)
            if source == HOST:
                replies = self.guests[target].receive(text)
                queue.extend((target, HOST, reply) for _, reply in replies)
            else:
                queue.extend((HOST, seat, reply) for seat, reply in self.host.receive(source, text))

    def connect(self, *seats: int) -> None:
        for seat in seats or tuple(self.guests):
            self.deliver(self.host.connected(seat))

    def play_out(self, rng: random.Random, moves: int | None = None) -> None:
        """Every seat plays random legal moves where it sits: the host's seats on the host, a friend's on its page."""
        host_table = self.host.table
        assert host_table is not None
        played = 0
        while not host_table.state.is_terminal() and (moves is None or played < moves):
            host_table.resolve_chance()
            seat = host_table.seat_to_move()
            if seat is None:
                continue
            played_by_friend = host_table.settings.seats[seat].kind == FRIEND
            if seat in self.guests and played_by_friend and seat not in self.host.online:
                break  # the game waits for a friend who is away
            if seat in self.guests and played_by_friend:
                guest = self.guests[seat]
                assert guest.table is not None
                guest.table.resolve_chance()
                assert guest.table.human_to_move()
                choice = str(rng.choice(guest.table.state.legal_actions()))
                self.deliver(guest.play(choice), sender=seat)
            else:
                host_table.match.play(rng.choice(host_table.state.legal_actions()))
                self.deliver(self.host.news())
            played += 1


@pytest.mark.parametrize("rules", page_rules())
@pytest.mark.parametrize("kinds", [[HUMAN, FRIEND], [FRIEND, "medium", FRIEND], [HUMAN, FRIEND, FRIEND, FRIEND]])
def test_a_shared_game_ends_the_same_on_every_page(rules: str, kinds: list[str]) -> None:
    settings = settings_for(rules, kinds)
    room = Room(settings)
    room.connect()
    host_table = room.host.table
    assert host_table is not None
    room.play_out(random.Random(f"{rules}{kinds}"))
    for seat, guest in room.guests.items():
        assert guest.table is not None and guest.seat == seat
        guest.table.resolve_chance()
        assert guest.table.match.actions == host_table.match.actions
        assert guest.table.state.scores() == host_table.state.scores()
        assert guest.table.state.winners() == host_table.state.winners()
        kinds_seen = [s.kind for s in guest.table.settings.seats]
        assert kinds_seen == [HUMAN if i == seat else REMOTE for i in range(len(kinds))]


def test_the_seed_is_every_part_combined_and_the_host_reveals_only_after_every_commitment() -> None:
    room = Room(settings_for("classic", [HUMAN, FRIEND, FRIEND]))
    room.connect(1)
    assert room.host.table is None and not any('"commits"' in text for text in room.sent)  # seat 2 not committed
    room.connect(2)
    assert room.host.table is not None
    parts = [room.host.part, room.guests[1].part, room.guests[2].part]
    assert room.host.table.seed == combined_seed(parts)
    commits_at = next(i for i, text in enumerate(room.sent) if '"commits"' in text)
    commit_texts = [i for i, text in enumerate(room.sent) if text.startswith('{"t":"commit",')]
    assert len(commit_texts) == 2 and max(commit_texts) < commits_at  # every commitment before any part


def test_parts_and_commitments() -> None:
    part = new_part()
    assert check_part(part, commitment(part)) == part
    with pytest.raises(FairnessProblem):
        check_part(new_part(), commitment(part))
    with pytest.raises(FairnessProblem):
        check_part("not hex", commitment(part))
    assert combined_seed([part, "0" * 64]) != combined_seed(["0" * 64, part])  # the order is agreed, not free
    assert 0 <= combined_seed([part]) < 2**63


def started(kinds: list[str] | None = None) -> Room:
    room = Room(settings_for("classic", kinds or [HUMAN, FRIEND]))
    room.connect()
    return room


def test_a_host_that_sends_an_illegal_move_is_refused_and_the_friends_game_stays() -> None:
    room = started()
    guest = room.guests[1]
    assert guest.table is not None
    guest.table.resolve_chance()
    before = list(guest.table.match.actions)
    for bad in (
        message("act", n=len(before), action="place 9"),
        message("act", n=len(before), action="lorem"),
        message("act", n=len(before) + 3, action="roll"),
        message("act", n=0, action="place 1"),  # rewriting the past
    ):
        with pytest.raises(LinkProblem):
            guest.receive(bad)
        assert guest.table.match.actions == before


def test_a_friend_cannot_move_for_another_seat() -> None:
    room = started([FRIEND, HUMAN])
    host_table = room.host.table
    assert host_table is not None
    host_table.resolve_chance()
    while host_table.seat_to_move() != 1:  # until the host's own seat is to move
        room.play_out(random.Random(1), moves=1)
        host_table.resolve_chance()
    before = list(host_table.match.actions)
    with pytest.raises(LinkProblem):
        room.host.receive(0, message("move", n=len(before), action=str(host_table.state.legal_actions()[0])))
    assert host_table.match.actions == before


def test_a_host_whose_dice_do_not_follow_the_seed_is_caught() -> None:
    room = started()
    room.play_out(random.Random(2), moves=3)
    start = json.loads(room.host._start(1))
    actions = start["save"]["record"]["actions"]
    roll = next(i for i, text in enumerate(actions) if text.startswith("dice "))
    assert Guest(table=None).receive(json.dumps(start)) == []  # the record as it is: accepted
    start["save"]["record"]["actions"] = actions[:roll] + ["dice 6 6 6 6 6 6 6 6"]
    with pytest.raises(LinkProblem):
        Guest(table=None).receive(json.dumps(start))


def test_a_host_that_swaps_a_part_is_caught() -> None:
    room = started()
    start = json.loads(room.host._start(1))
    start["parts"][0] = new_part()
    with pytest.raises(LinkProblem):
        room.guests[1].receive(json.dumps(start))
    start = json.loads(room.host._start(1))
    start["commits"][0], start["parts"][0] = commitment(part := new_part()), part  # a part chosen afterwards
    with pytest.raises(LinkProblem):
        room.guests[1].receive(json.dumps(start))


def test_a_friend_that_comes_back_gets_the_record_and_goes_on() -> None:
    room = started([HUMAN, FRIEND, FRIEND])
    room.play_out(random.Random(5), moves=25)
    old = room.guests[2]
    assert old.table is not None
    saved = Table.from_save(json.loads(json.dumps(old.table.to_save())))  # the friend's page reloaded
    room.host.disconnected(2)
    room.play_out(random.Random(6), moves=10)  # the game goes on meanwhile (seat 2 may hold it up)
    room.guests[2] = Guest(table=saved, seat=2)
    room.connect(2)
    assert room.guests[2].table is not None and room.host.table is not None
    room.host.table.resolve_chance()
    assert room.guests[2].table.match.actions == room.host.table.match.actions
    room.play_out(random.Random(7))
    assert room.guests[2].table.state.scores() == room.host.table.state.scores()


def test_a_reconnection_to_another_game_is_refused() -> None:
    first, second = started(), started()
    guest = first.guests[1]
    with pytest.raises(LinkProblem):
        guest.receive(second.host._start(1))
    assert guest.table is not None and guest.table.seed == first.host.table.seed  # type: ignore[union-attr]


def test_hostile_messages_are_refused_with_a_link_problem_never_a_crash() -> None:
    room = started()
    rng = random.Random(3)
    texts = ["", "{", "[]", "null", '{"t":5}', '{"t":"act"}', '{"t":"start","seat":"x"}', "[" * 5000, "x" * 2_000_000]
    texts += [message("start", seat=1, commits=[], parts=[]), message("commits", commits="abc")]
    texts += ["".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(60))) for _ in range(200)]
    before = list(room.guests[1].table.match.actions)  # type: ignore[union-attr]
    for text in texts:
        for receive in (room.guests[1].receive, lambda t: room.host.receive(1, t)):
            with contextlib.suppress(LinkProblem):  # refused is fine; any other exception fails the test
                receive(text)
    assert room.guests[1].table.match.actions == before  # type: ignore[union-attr]
    assert read_message('{"t":"ping"}') == {"t": "ping"}


def test_a_settings_seat_may_be_a_friend_or_remote_but_no_computer_plays_it() -> None:
    settings = settings_for("classic", [REMOTE, FRIEND])
    settings.validate()
    table = Table.new(settings)
    assert table.remote_to_move() and not table.bot_to_move() and not table.human_to_move()
    assert Seat("x", "orange", FRIEND).is_remote and not Seat("x", "orange", HUMAN).is_remote


def test_a_game_taken_over_from_a_shared_one_gives_the_other_devices_seats_to_computers() -> None:
    from vegas.ui.replay import take_over

    room = started([HUMAN, FRIEND, FRIEND])
    room.play_out(random.Random(8), moves=6)
    friend_table = room.guests[2].table
    assert friend_table is not None
    taken = take_over(friend_table, 4)
    kinds = [seat.kind for seat in taken.settings.seats]
    assert kinds[2] == HUMAN and all(kind not in (REMOTE, FRIEND, HUMAN) for kind in kinds[:2])
    assert taken.match.actions[:4] == friend_table.match.actions[:4]
    assert settings_for("classic", [HUMAN, FRIEND]).played_here().seats[1].kind not in (FRIEND, REMOTE)


SECRET_TABLES = {
    "royale, lucky punch and black box": (
        "royale",
        {"force": ((1, "A1"), (2, "G1")), "tiles": 2},
        [HUMAN, FRIEND, FRIEND],
    ),
    "royale, a computer among friends": (
        "royale",
        {"force": ((1, "G1"), (2, "A1")), "tiles": 2},
        [FRIEND, "medium", FRIEND],
    ),
    "knizia duel": ("knizia-duel", {}, [FRIEND, HUMAN, FRIEND]),
}


@pytest.mark.parametrize("name", SECRET_TABLES)
def test_a_secret_choice_travels_only_as_a_commitment_until_it_is_answered(name: str) -> None:
    rules, options, kinds = SECRET_TABLES[name]
    room = Room(replace(settings_for(rules, kinds), **options))
    room.connect()
    room.play_out(random.Random(name))
    host_table = room.host.table
    assert host_table is not None
    messages = [json.loads(text) for text in room.sent]
    secrets = {m["n"] for m in messages if m["t"] == "secret"}
    assert secrets, "the game met no secret choice"
    assert all(host_table.match.states[n].is_secret_choice() for n in secrets)
    assert not [m for m in messages if m["t"] in ("act", "move") and m.get("n") in secrets]
    for at, m in enumerate(messages):
        if m["t"] == "reveal":  # only once another seat has answered it
            assert any(earlier["t"] in ("act", "move") and earlier["n"] > m["n"] for earlier in messages[:at])
    for guest in room.guests.values():
        assert guest.table is not None
        guest.table.resolve_chance()
        host_table.resolve_chance()
        assert guest.table.match.actions == host_table.match.actions
        assert guest.table.state.scores() == host_table.state.scores()


def at_a_secret(rules: str, options: dict, seed: int) -> Table:
    table = Table.new(replace(settings_for(rules, [HUMAN, HUMAN, HUMAN]), seed=seed, **options))
    rng = random.Random(seed)
    while not table.state.is_secret_choice():
        assert not table.state.is_terminal()
        table.resolve_chance()
        if not table.state.is_secret_choice():
            table.match.play(rng.choice(table.state.legal_actions()))
    return table


@pytest.mark.parametrize("name", ["royale, lucky punch and black box", "knizia duel"])
def test_a_secret_that_does_not_open_its_commitment_or_look_as_told_is_refused(name: str) -> None:
    rules, options, _ = SECRET_TABLES[name]
    mine, theirs = at_a_secret(rules, options, 11), at_a_secret(rules, options, 11)
    number, seat = len(mine.match.actions), mine.state.current_player()
    choice = mine.state.legal_actions()[-1]
    mine.match.play(choice)
    secret = made_secretly(mine, number, seat)
    told = json.loads(secret.told())
    with pytest.raises(LinkProblem):  # a digest that no legal choice gives
        stand_in(at_a_secret(rules, options, 11), {**told, "seen": "0" * 64}, seat)
    placed = stand_in(theirs, told, seat)
    answer = theirs.state.legal_actions()[0]
    theirs.match.play(answer)
    before = list(theirs.match.actions)
    for forged in (
        {**json.loads(secret.opened()), "nonce": new_part()},
        {**json.loads(secret.opened()), "action": str(theirs.match.states[number].legal_actions()[0])}
        if str(theirs.match.states[number].legal_actions()[0]) != str(choice)
        else {**json.loads(secret.opened()), "nonce": "x"},
    ):
        with pytest.raises(LinkProblem):
            reveal(theirs, placed, forged)
        assert theirs.match.actions == before
    reveal(theirs, placed, json.loads(secret.opened()))
    assert str(theirs.match.actions[number]) == str(choice) and theirs.match.actions[number + 1] == answer


def test_a_computer_plays_an_away_friends_seat_on_the_hosts_word_until_they_are_back() -> None:
    room = started([HUMAN, FRIEND])
    room.play_out(random.Random(9), moves=8)
    host_table = room.host.table
    assert host_table is not None
    saved = Table.from_save(json.loads(json.dumps(room.guests[1].table.to_save())))  # type: ignore[union-attr]
    room.host.computer_plays(1)
    assert host_table.settings.seats[1].kind == FRIEND  # only once the friend is away
    room.host.disconnected(1)
    room.host.computer_plays(1)
    assert host_table.settings.seats[1].kind not in (FRIEND, HUMAN, REMOTE)
    for _ in range(40):  # the host's page plays both seats now
        host_table.resolve_chance()
        if host_table.state.is_terminal():
            break
        if host_table.bot_to_move():
            host_table.match.play(host_table.bot().choose(host_table.state))
        else:
            host_table.match.play(host_table.state.legal_actions()[0])
    with pytest.raises(LinkProblem):  # the away friend's page cannot move for the computer
        room.host.receive(1, message("move", n=len(host_table.match.actions), action="roll"))
    room.guests[1] = Guest(table=saved, seat=1)
    room.connect(1)
    assert host_table.settings.seats[1].kind == FRIEND
    room.play_out(random.Random(10))
    assert room.guests[1].table.state.scores() == host_table.state.scores()  # type: ignore[union-attr]
