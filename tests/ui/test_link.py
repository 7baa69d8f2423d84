"""Two or more pages sharing a table through ``vegas.ui.link`` (host, guest, protocol): messages carried by lists
instead of WebRTC."""

from __future__ import annotations

import contextlib
import json
import random
from collections import deque
from collections.abc import Callable
from dataclasses import replace

import pytest

from vegas.ui.link.fairness import FairnessProblem, check_part, combined_seed, commitment, new_part
from vegas.ui.link.guest import Guest
from vegas.ui.link.host import Host
from vegas.ui.link.protocol import HOST, LinkProblem, game_check, message, read_message
from vegas.ui.link.secret_choices import made_secretly, reveal, stand_in
from vegas.ui.link.view import FriendRow, invitations
from vegas.ui.table import (
    FRIEND,
    HUMAN,
    REMOTE,
    Seat,
    Settings,
    SettingsProblem,
    Table,
    kind_text,
    page_rules,
    remote_kind,
    waiting_text,
)


def settings_for(rules: str, kinds: list[str]) -> Settings:
    base = Settings.default(len(kinds), rules)
    return replace(base, seats=tuple(replace(seat, kind=kind) for seat, kind in zip(base.seats, kinds, strict=True)))


class Room:
    """A host and its friends' pages, every message delivered in order as soon as it is sent."""

    def __init__(self, settings: Settings) -> None:
        self.host = Host(settings)
        self.guests = {seat: Guest() for seat in self.host.friends}
        self.sent: list[str] = []
        self.held: dict[int, list[str]] = {}  # friends whose messages to the host are kept back, and those messages
        self.watch: Callable[[], None] | None = None  # called after each message is received

    def deliver(self, out: list[tuple[int, str]], sender: int = HOST) -> None:
        queue = deque((sender, target, text) for target, text in out)
        while queue:
            source, target, text = queue.popleft()
            if source in self.held:
                self.held[source].append(text)
                continue
            self.sent.append(text)
            if source == HOST:
                replies = self.guests[target].receive(text)
                queue.extend((target, HOST, reply) for _, reply in replies)
            else:
                queue.extend((HOST, seat, reply) for seat, reply in self.host.receive(source, text))
            if self.watch is not None:
                self.watch()

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
            if host_table.match.waiting_for_dice is not None:
                break  # the dice wait for the link of a friend who is away
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
        assert game_check(guest.table) == game_check(host_table)
        kinds_seen = [s.kind for s in guest.table.settings.seats]
        assert kinds_seen == [HUMAN if i == seat else remote_kind(kind) for i, kind in enumerate(kinds)]


def test_the_seed_is_every_part_combined_and_the_host_reveals_only_after_every_commitment() -> None:
    room = Room(settings_for("classic", [HUMAN, FRIEND, FRIEND]))
    room.connect(1)
    assert room.host.table is None and not any('"commits"' in text for text in room.sent)  # seat 2 not committed
    room.connect(2)
    assert room.host.table is not None
    parts = [room.host.part, room.guests[1].part, room.guests[2].part]
    assert room.host.table.seed == combined_seed(parts)
    kinds = [json.loads(text)["t"] for text in room.sent]
    assert kinds.count("commits") == 2  # one list to each friend, after every commitment and before any part
    first_list, first_part = kinds.index("commits"), kinds.index("part")
    assert "commit" not in kinds[first_list:] and first_list < first_part
    assert all('"part"' not in text or kind in ("part", "start") for text, kind in zip(room.sent, kinds, strict=True))


def test_a_friend_connecting_before_the_start_makes_everyone_commit_anew_and_once() -> None:
    room = Room(settings_for("classic", [HUMAN, FRIEND, FRIEND]))
    room.connect(1)
    first = room.host.part
    with pytest.raises(LinkProblem):  # a second commitment in one agreement
        room.host.receive(1, message("commit", commit=commitment(new_part())))
    room.connect(2)
    assert room.host.part != first and room.host.table is not None
    with pytest.raises(LinkProblem):  # a second list of commitments after our part was sent
        room.guests[1].receive(message("commits", commits=[commitment(new_part())] * 3))


def agreed_until_the_part() -> tuple[Host, Guest, str]:
    """A host and a friend through seat → commitment → every commitment: the friend's part message, not yet sent."""
    host, guest = Host(settings_for("classic", [HUMAN, FRIEND])), Guest()
    host.online.add(1)
    ((_, seat_message),) = host._agree_anew()
    ((_, commit_message),) = guest.receive(seat_message)
    ((_, commitments),) = host.receive(1, commit_message)
    ((_, part_message),) = guest.receive(commitments)
    return host, guest, part_message


def test_a_host_that_picks_its_part_after_seeing_the_friends_is_caught() -> None:
    host, guest, part_message = agreed_until_the_part()
    host.part = new_part()  # the host knows the friend's part now, and picks its own to suit it
    ((_, start),) = host.receive(1, part_message)
    with pytest.raises(LinkProblem):  # its commitment is not the one announced before the friend's part
        guest.receive(start)
    assert guest.table is None


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
    """A game just started on every page, its first deal drawn (as each page's loop draws it)."""
    room = Room(settings_for("classic", kinds or [HUMAN, FRIEND]))
    room.connect()
    for page in (room.host, *room.guests.values()):
        assert page.table is not None
        page.table.resolve_chance()
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


def test_a_host_whose_dice_do_not_follow_the_revealed_links_is_caught() -> None:
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
    room.guests[2].table.resolve_chance()
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


def test_each_page_says_who_plays_each_seat() -> None:
    """Issue 47: a friend's page said "On another device" for the host's computer; every page says a computer and
    its level, a person at the host's screen or a friend on another device, in every language."""
    room = started([HUMAN, FRIEND, "hard", FRIEND])
    host_table, friend_table = room.host.table, room.guests[1].table
    assert host_table is not None and friend_table is not None
    said = {lang: [kind_text(lang, s) for s in friend_table.settings.seats] for lang in ("en", "fr", "de")}
    assert said["en"] == ["Human, at the host's screen", "Human", "Computer (hard)", "Friend, on another device"]
    assert said["fr"] == [
        "Humain, devant l'écran de l'hôte",
        "Humain",
        "Ordinateur (difficile)",
        "Ami, sur un autre appareil",
    ]
    assert (
        said["de"][0] == "Mensch, am Bildschirm des Gastgebers" and said["de"][3] == "Mitspieler an einem anderen Gerät"
    )
    assert [kind_text("en", s) for s in host_table.settings.seats][1:3] == [
        "Friend, on another device",
        "Computer (hard)",
    ]
    assert kind_text("en", Seat("x", "orange", REMOTE)) == "On another device"  # a save from before it was kept
    assert friend_table.settings.seats[2].is_remote  # the host's computer plays it there: this page waits for it
    assert waiting_text(friend_table, 2, "en") == "Carla (computer) is thinking…"
    assert waiting_text(friend_table, 0, "en") == "Waiting for Host on another device…"
    with pytest.raises(SettingsProblem):
        Settings(
            rules="classic", seats=(Seat("a", "orange", HUMAN), Seat("b", "blue", remote_kind("genius")))
        ).validate()


def test_a_friends_page_keeps_the_hosts_standby_invitation_and_refuses_a_malformed_one() -> None:
    """Issue 47: while connected the host hands each friend's page its next invitation, kept with the save so that
    a reloaded page only answers it; anything but a code of base64url characters is refused, the game unchanged."""
    room = started()
    guest = room.guests[1]
    assert guest.receive(message("standby", code="AbC-_09", stun=False)) == []
    assert guest.standby == {"code": "AbC-_09", "stun": False}
    before = guest.table.match.actions  # type: ignore[union-attr]
    for bad in ({"code": "a b"}, {"code": "", "stun": False}, {"code": "x" * 2000, "stun": False}, {"code": 5}):
        with pytest.raises(LinkProblem):
            guest.receive(message("standby", **bad))
    assert guest.standby == {"code": "AbC-_09", "stun": False}
    assert guest.table.match.actions == before  # type: ignore[union-attr]


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
    for attempt in range(10):  # the seed comes from the devices' fresh parts: a rare game meets no secret at all
        room = Room(replace(settings_for(rules, kinds), **options))
        room.connect()
        room.play_out(random.Random(f"{name} {attempt}"))
        messages = [json.loads(text) for text in room.sent]
        secrets = {m["n"] for m in messages if m["t"] == "secret"}
        if secrets:
            break
    assert secrets, "no game met a secret choice"
    host_table = room.host.table
    assert host_table is not None
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
    for _ in range(40):  # the host's page plays both seats now, dealing the dice alone (the page does after a move)
        room.host.deal()
        host_table.resolve_chance()
        if host_table.state.is_terminal():
            break
        if host_table.bot_to_move():
            host_table.match.play(host_table.bot().choose(host_table.state))
        else:
            host_table.match.play(host_table.state.legal_actions()[0])
    host_table.resolve_chance()
    with pytest.raises(LinkProblem):  # the away friend's page cannot move for the computer
        room.host.receive(1, message("move", n=len(host_table.match.actions), action="roll"))
    room.guests[1] = Guest(table=saved, seat=1)
    room.connect(1)
    assert host_table.settings.seats[1].kind == FRIEND
    room.play_out(random.Random(10))
    assert room.guests[1].table.state.scores() == host_table.state.scores()  # type: ignore[union-attr]


def room_at_secret(owner: int, friends: int = 1) -> Room:
    """The host's seat and ``friends`` friends' with LUCKY PUNCH forced each round, played until ``owner`` is to make
    a secret choice (the seed comes from the devices' fresh parts, so a game that never gets there is dealt again)."""
    for seed in range(40):
        room = Room(replace(settings_for("royale", [HUMAN] + [FRIEND] * friends), force=((1, "A1"),), tiles=1))
        room.connect()
        table = room.host.table
        assert table is not None
        rng = random.Random(seed)
        while not table.state.is_terminal():
            table.resolve_chance()
            if table.state.is_secret_choice() and table.state.current_player() == owner:
                return room
            room.play_out(rng, moves=1)
    raise AssertionError("no game reached the secret choice")


def test_a_friend_back_before_the_hosts_secret_is_answered_gets_its_commitment_not_the_choice() -> None:
    room = room_at_secret(owner=0)
    host_table = room.host.table
    assert host_table is not None
    number = len(host_table.match.actions)
    choice = str(host_table.state.legal_actions()[-1])
    host_table.match.play(choice)
    room.deliver(room.host.news())
    saved = room.guests[1].table.to_save()  # type: ignore[union-attr]  # the friend's page, stand-in and all
    room.host.disconnected(1)
    room.guests[1] = Guest(table=Table.from_save(json.loads(json.dumps(saved))), seat=1)
    room.sent.clear()
    room.connect(1)
    start = json.loads(room.sent[0])
    assert start["t"] == "start" and len(start["save"]["record"]["actions"]) == number  # stops before the secret
    assert [json.loads(text)["t"] for text in room.sent[1:2]] == ["secret"]
    room.play_out(random.Random(3))
    guest_table = room.guests[1].table
    assert guest_table is not None
    assert str(guest_table.match.actions[number]) == choice
    assert guest_table.state.scores() == host_table.state.scores()


def test_a_friend_back_with_its_own_unrevealed_secret_plays_it_again_and_reveals_it() -> None:
    room = room_at_secret(owner=1)
    guest = room.guests[1]
    assert guest.table is not None and room.host.table is not None
    guest.table.resolve_chance()
    number = len(guest.table.match.actions)
    choice = str(guest.table.state.legal_actions()[0])
    room.deliver(guest.play(choice), sender=1)
    kept = guest.secret
    saved = guest.table.to_save()
    room.host.disconnected(1)
    back = Guest(table=Table.from_save(json.loads(json.dumps(saved))), seat=1)
    back.secret = kept  # what the page keeps beside its save
    room.guests[1] = back
    room.connect(1)
    assert back.table is not None and str(back.table.match.actions[number]) == choice
    room.play_out(random.Random(4))
    assert str(room.host.table.match.actions[number]) == choice  # revealed to the host once answered
    assert back.table.state.scores() == room.host.table.state.scores()


def test_a_reveal_lost_with_the_connection_is_sent_again_when_the_friend_is_back() -> None:
    room = room_at_secret(owner=1)
    guest, host_table = room.guests[1], room.host.table
    assert guest.table is not None and host_table is not None
    guest.table.resolve_chance()
    number = len(guest.table.match.actions)
    choice = str(guest.table.state.legal_actions()[-1])
    room.deliver(guest.play(choice), sender=1)
    host_table.match.play(host_table.state.legal_actions()[0])  # the host's seat answers the stand-in
    for _, text in room.host.news():
        guest.receive(text)  # the friend's page reveals… and the reveal is lost with the connection
    assert room.host.blocked
    room.host.disconnected(1)
    room.connect(1)  # the friend is invited again: it plays its choice again and reveals it once more
    assert not room.host.blocked and str(host_table.match.actions[number]) == choice
    room.play_out(random.Random(5))
    assert guest.table.state.scores() == host_table.state.scores()


def test_no_computer_takes_an_away_friends_seat_once_its_secret_choice_is_answered_and_unrevealed() -> None:
    room = room_at_secret(owner=1)
    guest, table = room.guests[1], room.host.table
    assert guest.table is not None and table is not None
    guest.table.resolve_chance()
    room.deliver(guest.play(str(guest.table.state.legal_actions()[0])), sender=1)
    room.host.disconnected(1)
    table.resolve_chance()
    table.match.play(table.state.legal_actions()[0])  # the host answers; the friend is gone before revealing
    room.host.news()
    assert room.host.blocked and not room.host.may_take_over(1)
    room.host.computer_plays(1)
    assert table.settings.seats[1].kind == FRIEND


def test_a_friend_starts_a_second_game_with_the_same_host() -> None:
    room = started()
    room.play_out(random.Random(6))
    guest = room.guests[1]
    first_seed = guest.table.seed  # type: ignore[union-attr]
    room.host = Host(settings_for("classic-neutral", [HUMAN, FRIEND]))  # "again", or a new game with the friend
    room.connect(1)
    assert guest.table is not None and guest.table.seed != first_seed
    assert guest.table.settings.rules == "classic-neutral"


def test_a_host_that_takes_back_moves_it_sent_is_refused() -> None:
    room = started()
    room.play_out(random.Random(7), moves=20)
    guest = room.guests[1]
    assert guest.table is not None
    held = list(guest.table.match.actions)
    rewound = json.loads(room.host._start(1, moves=5))
    with pytest.raises(LinkProblem):
        guest.receive(json.dumps(rewound))
    assert guest.table.match.actions == held


def test_a_friend_back_while_the_computer_s_secret_for_its_seat_is_unrevealed_takes_the_seat_after_it() -> None:
    room = room_at_secret(owner=1)
    host_table = room.host.table
    assert host_table is not None
    saved = room.guests[1].table.to_save()  # type: ignore[union-attr]
    room.host.disconnected(1)
    room.host.computer_plays(1)
    host_table.match.play(host_table.bot().choose(host_table.state))  # the computer chooses in secret
    room.deliver(room.host.news())
    room.guests[1] = Guest(table=Table.from_save(json.loads(json.dumps(saved))), seat=1)
    room.connect(1)
    assert host_table.settings.seats[1].kind != FRIEND  # the computer keeps the seat until its secret is out
    room.play_out(random.Random(8))
    assert host_table.settings.seats[1].kind == FRIEND
    assert room.guests[1].table.state.scores() == host_table.state.scores()  # type: ignore[union-attr]


def test_the_game_check_tells_records_apart() -> None:
    room = started()
    room.play_out(random.Random(11), moves=6)
    host_table, guest_table = room.host.table, room.guests[1].table
    assert host_table is not None and guest_table is not None
    host_table.resolve_chance()
    guest_table.resolve_chance()
    assert game_check(host_table) == game_check(guest_table)
    mover = guest_table if guest_table.human_to_move() else host_table  # one page a move ahead of the other
    mover.match.play(mover.state.legal_actions()[0])
    assert game_check(host_table) != game_check(guest_table)


def test_an_answerer_back_before_the_reveal_gets_its_own_answer_again_and_waits_for_the_reveal() -> None:
    """Three devices: friend 1 hides LUCKY PUNCH tokens, friend 2 guesses, friend 1's reveal is lost; friend 2's
    channel drops and opens again before friend 1 is back."""
    settings = replace(settings_for("royale", [HUMAN, FRIEND, FRIEND]), force=((1, "A1"), (2, "G1")), tiles=2)
    for seed in range(200):
        room = Room(settings)
        room.connect()
        table, rng = room.host.table, random.Random(seed)
        assert table is not None
        while not table.state.is_terminal():
            table.resolve_chance()
            state = table.state
            if state.is_secret_choice() and state.current_player() == 1 and "hide" in str(state.legal_actions()[0]):
                break
            room.play_out(rng, moves=1)
        else:
            continue
        break
    host, first, second = room.host, room.guests[1], room.guests[2]
    assert first.table is not None and second.table is not None
    first.table.resolve_chance()
    number = len(first.table.match.actions)
    room.deliver(first.play(str(first.table.state.legal_actions()[-1])), sender=1)
    second.table.resolve_chance()
    guess = str(second.table.state.legal_actions()[0])
    for seat, text in host.receive(2, second.play(guess)[0][1]):
        if seat == 1:
            first.receive(text)  # friend 1 reveals… and the reveal is lost with its channel
        else:
            room.deliver([(seat, text)])
    host.disconnected(1)
    host.disconnected(2)
    room.connect(2)  # the catch-up: the record up to the secret, its commitment, then friend 2's own guess
    assert second.blocked and str(second.table.match.actions[number + 1]) == guess
    room.connect(1)  # friend 1 is back and reveals again
    assert not host.blocked and not second.blocked
    room.play_out(random.Random(12))
    assert second.table.match.actions == table.match.actions == first.table.match.actions


def test_a_host_cannot_change_its_secret_after_the_answer_by_sending_a_new_record() -> None:
    room = room_at_secret(owner=0)
    host, guest = room.host, room.guests[1]
    table = host.table
    assert table is not None and guest.table is not None
    number = len(table.match.actions)
    choice = str(table.state.legal_actions()[0])
    table.match.play(choice)
    room.deliver(host.news())  # the friend gets the commitment only
    guest.table.resolve_chance()
    guess = str(guest.table.state.legal_actions()[0])
    guest.play(guess)  # the host reads the guess and does not reveal: it rewrites its choice to beat it
    other = next(a for a in table.match.states[number].legal_actions() if str(a)[-1] != guess[-1])
    rewritten = table.match.until(number)
    rewritten.play(other)
    rewritten.play(guess)
    table.match, host.secret = rewritten, None
    held = list(guest.table.match.actions)
    with pytest.raises(LinkProblem):  # no opening of the commitment the friend holds
        guest.receive(host._start(1))
    assert guest.table.match.actions == held


def test_a_host_cannot_change_its_answer_after_the_friends_reveal() -> None:
    room = room_at_secret(owner=1)
    host, guest = room.host, room.guests[1]
    table = host.table
    assert table is not None and guest.table is not None
    guest.table.resolve_chance()
    number = len(guest.table.match.actions)
    hidden = str(guest.table.state.legal_actions()[-1])
    ((_, told),) = guest.play(hidden)
    host.receive(1, told)
    table.resolve_chance()
    wrong = next(str(a) for a in table.state.legal_actions() if str(a)[-1] != hidden[-1])
    table.match.play(wrong)
    room.deliver(host.news())  # the guess goes to the friend, whose reveal comes back
    right = "guess " + hidden.split()[-1]  # the host now knows the tokens and rewrites its guess
    rewritten = table.match.until(number)
    rewritten.play(hidden)
    rewritten.play(right)
    table.match = rewritten
    guest.receive(host._start(1, moves=number))
    guest.receive(message("secret", n=number, seat=1, commit=json.loads(told)["commit"], seen=json.loads(told)["seen"]))
    with pytest.raises(LinkProblem):  # the answer it had is the one that must come again
        guest.receive(message("act", n=number + 1, action=right))


def test_a_host_cannot_restart_the_agreement_after_seeing_the_parts() -> None:
    host, guest, _ = agreed_until_the_part()  # our part is out now
    ((_, again),) = host._agree_anew()  # the host does not like the seed and starts over
    with pytest.raises(LinkProblem):
        guest.receive(again)


def test_a_computer_makes_anew_the_secret_of_a_friend_who_left_before_it_was_answered() -> None:
    room = room_at_secret(owner=1, friends=2)
    table = room.host.table
    assert table is not None
    leaver = room.guests[1]
    assert leaver.table is not None
    leaver.table.resolve_chance()
    room.deliver(leaver.play(str(leaver.table.state.legal_actions()[0])), sender=1)
    room.host.disconnected(1)  # gone for good, its nonce with it
    assert room.host.may_take_over(1)
    room.host.computer_plays(1)
    table.match.play(table.bot().choose(table.state))  # the computer chooses anew, in secret too
    room.deliver(room.host.news())
    second = room.guests[2]
    assert second.secret is not None and second.secret.commit == room.host.secret.commit  # type: ignore[union-attr]
    room.guests.pop(1)
    for _ in range(200):  # the rest of the game: the host's seats, the computer and friend 2
        table.resolve_chance()
        if table.state.is_terminal():
            break
        if table.bot_to_move() or table.seat_to_move() == 0:
            choice = table.bot().choose(table.state) if table.bot_to_move() else table.state.legal_actions()[0]
            table.match.play(choice)
            room.deliver(room.host.news())
        else:
            assert second.table is not None
            second.table.resolve_chance()
            room.deliver(second.play(str(second.table.state.legal_actions()[0])), sender=2)
    assert second.table is not None
    second.table.resolve_chance()
    assert second.table.match.actions == table.match.actions


def test_a_friends_page_calls_its_own_seat_you_and_the_hosts_default_name_host() -> None:
    """Issue 38: a friend's page read "Benno · Human" for its own seat, and the host was renamed "Host" on every page
    (its own too) without asking; the host's page now keeps its names, and a friend's page names the seats for
    its player, while every page holds the same game."""
    from vegas.ui.table import seat_name
    from vegas.ui.view import game_log, view_model

    room = Room(settings_for("classic", [HUMAN, FRIEND, "easy"]))
    room.connect()
    host_table, guest = room.host.table, room.guests[1]
    assert host_table is not None and guest.table is not None
    assert [seat_name(host_table, seat, "en") for seat in range(3)] == ["You", "Benno", "Carla"]
    assert [seat_name(guest.table, seat, "fr") for seat in range(3)] == ["Hôte", "Vous", "Carla"]
    assert [p["name"] for p in view_model(guest.table, "en")["players"]] == ["Host", "You", "Carla"]
    room.play_out(random.Random(3), moves=12)
    guest.table.resolve_chance()
    assert any(line.startswith("You rolled") for line in game_log(guest.table, "en"))
    assert any(line.startswith("Host rolled") for line in game_log(guest.table, "en"))
    assert game_check(guest.table) == game_check(host_table)


def test_the_hosts_dialog_and_bar_take_a_lost_friends_answer_to_the_standby_invitation_alone() -> None:
    """Issue 47: a lost friend whose page holds a standby invitation needs no new link: the host's dialog shows the
    answer field (once), with Invite again beside it; the bar offers to enter the answer."""
    from vegas.ui.link.view import FriendRow, bar, invitations

    row = FriendRow(1, "Benno", "lost", standby=True, may_take_over=True)
    dialog = invitations([row], "en", False, True)
    assert dialog.count('data-testid="answer-input"') == 1 and dialog.count("keeps an invitation") == 1
    assert 'data-testid="invite-link"' not in dialog and dialog.count('data-ui="invite"') == 1
    shown = bar([row], "en", None, "lost")
    assert 'data-ui="standby-answer"' in shown and "Enter Benno" in shown and 'data-ui="invite-again"' in shown
    assert 'data-ui="standby-answer"' not in bar([FriendRow(1, "Benno", "lost")], "en", None, "lost")


@pytest.mark.parametrize(
    "page, warned",
    [
        ("http://127.0.0.1:8000/", True),
        ("http://localhost:8000/", True),
        ("http://[::1]:8000/", True),
        ("http://192.168.1.20:8000/", False),
        ("https://vegas.example.org/", False),
    ],
)
def test_an_invitation_made_on_a_page_opened_at_this_computers_own_name_warns_that_no_device_reaches_it(page, warned):
    """Issue 47: the friend was pointed at 127.0.0.1 (their own device) without a word."""
    row = FriendRow(1, "Benno", "invited", link=f"{page}#join=abc")
    for lang in ("en", "fr", "de"):
        html = invitations([row], lang, stun=False, started=False)
        assert ('data-testid="loopback-warning"' in html) is warned
    if warned:
        assert "cannot open this link" in invitations([row], "en", stun=False, started=False)
