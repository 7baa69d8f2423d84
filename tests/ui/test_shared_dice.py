"""Dice shared by devices that do not trust each other (issue 37): each run of dice is drawn from a link of every
device's hash chain, revealed for that run; a device that cheats with its links is refused and named, one that
keeps its link back is treated as leaving. The pages are ``test_link.py``'s: messages carried by lists."""

from __future__ import annotations

import json
import random

import pytest

from tests.ui.test_link import Room, settings_for, started
from vegas.core.errors import InvalidRecord
from vegas.core.record import NO_PLACE, Record, chance_place
from vegas.core.shared_dice import HashChain
from vegas.ui.link.guest import Guest
from vegas.ui.link.protocol import LinkProblem, message
from vegas.ui.table import FRIEND, HUMAN, InvalidSave, Table


def waiting_for_links(kinds: list[str]) -> tuple[Room, int]:
    """A started game whose host has just rolled: every friend's link for the run is kept back (``room.held``)."""
    room = started(kinds)
    table = room.host.table
    assert table is not None
    rng = random.Random(4)
    while table.seat_to_move() != 0 or "roll" not in [str(a) for a in table.state.legal_actions()]:
        room.play_out(rng, moves=1)
        table.resolve_chance()
    room.held = {seat: [] for seat in room.guests}
    table.match.play("roll")
    room.deliver(room.host.news())
    return room, table.match.waiting_for_dice or 0


def link_of(room: Room, seat: int) -> str:
    (text,) = [t for t in room.held[seat] if json.loads(t)["t"] == "link"]
    return text


def test_the_host_deals_a_run_only_once_every_friend_s_link_is_in() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND, FRIEND])
    table = room.host.table
    assert table is not None and table.match.waiting_for_dice == run
    assert room.host.receive(1, link_of(room, 1)) == []  # one of two: nothing is dealt, nothing is told
    table.resolve_chance()
    assert table.match.waiting_for_dice == run and table.state.is_chance_node()
    dealt = room.host.receive(2, link_of(room, 2))
    assert {seat for seat, _ in dealt} == {1, 2}
    links = json.loads(dealt[0][1])["links"]
    assert links[0] == room.host.chain.link(run)  # the host's own link goes out only with the whole run


def test_a_link_that_does_not_hash_to_the_one_before_is_refused_and_named() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND])
    name = room.host.settings.seats[1].name
    with pytest.raises(LinkProblem) as refused:
        room.host.receive(1, message("link", run=run, link=HashChain().link(run)))
    assert refused.value.key == "link.dice_cheated" and refused.value.params["name"] == name
    with pytest.raises(LinkProblem):
        room.host.receive(1, message("link", run=run, link="zz"))
    assert room.host.links == {} and room.host.table is not None and room.host.table.match.waiting_for_dice == run
    assert room.host.receive(1, link_of(room, 1))  # the right link still deals the run


def test_a_link_revealed_twice_or_out_of_order_is_refused() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND, FRIEND])
    guest = room.guests[1]
    with pytest.raises(LinkProblem) as early:  # the next run's link, before this one's
        room.host.receive(1, message("link", run=run + 1, link=guest.chain.link(run + 1)))
    assert early.value.key == "link.dice_out_of_turn"
    assert room.host.receive(1, link_of(room, 1)) == []
    assert room.host.receive(1, link_of(room, 1)) == []  # the same link again (a reconnection): nothing changes
    with pytest.raises(LinkProblem) as twice:
        room.host.receive(1, message("link", run=run, link=guest.chain.link(run + 1)))
    assert twice.value.key == "link.dice_twice"
    assert room.host.links == {1: guest.chain.link(run)}
    with pytest.raises(LinkProblem):  # a link for a run long dealt, not the one it gave then
        room.host.receive(1, message("link", run=0, link=guest.chain.link(run)))


def test_a_friend_cannot_learn_a_roll_before_revealing_its_own_link() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND])
    host, guest = room.host, room.guests[1]
    assert host.table is not None and guest.table is not None
    # out of step on purpose: the host sends the whole game again, which holds no link of the run being dealt
    ((_, again),) = host.receive(1, message("move", n=len(guest.table.match.actions) + 5, action="roll"))
    assert host.chain.link(run) not in again and json.loads(again)["t"] == "start"
    with pytest.raises(LinkProblem):  # a friend has no business dealing dice
        host.receive(1, message("dice", run=run, links=[host.chain.link(run), guest.chain.link(run)]))
    guest.table.resolve_chance()
    assert guest.table.match.waiting_for_dice == run and guest.table.state.is_chance_node()


def test_a_host_that_leaves_out_a_friend_s_link_it_was_sent_is_caught() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND])
    guest, host = room.guests[1], room.host
    without_us = message("dice", run=run, links=[host.chain.link(run), None])
    with pytest.raises(LinkProblem):
        guest.receive(without_us)
    with pytest.raises(LinkProblem):  # a link the host made up for us
        guest.receive(message("dice", run=run, links=[host.chain.link(run), HashChain().link(run)]))
    assert guest.table is not None and guest.table.match.waiting_for_dice == run


def test_a_friend_who_withholds_its_link_is_named_then_dealt_without_once_a_computer_takes_the_seat() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND, FRIEND])
    host = room.host
    room.host.receive(1, link_of(room, 1))
    assert host.withholding(now=100.0, patience=7.0) == []  # the clock starts
    assert host.withholding(now=106.0, patience=7.0) == []
    assert host.withholding(now=108.0, patience=7.0) == [2]  # kept past its patience: it counts as leaving
    host.disconnected(2)  # the page drops its connection and says so to everyone (network.py)
    host.computer_plays(2)
    dealt = host.deal()
    assert [seat for seat, _ in dealt] == [1]
    links = json.loads(dealt[0][1])["links"]
    assert links[2] is None and links[1] == room.guests[1].chain.link(run)
    assert room.guests[1].receive(dealt[0][1]) == []  # the friend still here accepts the run without it


def test_a_link_given_counts_even_if_its_friend_leaves_before_the_run_is_dealt() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND, FRIEND])
    room.host.receive(1, link_of(room, 1))
    room.host.disconnected(1)
    room.host.computer_plays(1)  # the host cannot drop a link it has seen to pick between two outcomes
    dealt = room.host.receive(2, link_of(room, 2))
    assert json.loads(dealt[0][1])["links"][1] == room.guests[1].chain.link(run)


def test_no_page_holds_a_roll_before_every_link_of_its_run_is_in_it() -> None:
    room = Room(settings_for("royale", [HUMAN, FRIEND, FRIEND]))
    pages = [room.host, *room.guests.values()]

    def every_outcome_from_links_in_hand() -> None:
        for page in pages:
            match = page.table.match if page.table is not None else None
            if match is None or match.dice is None:
                continue
            place, drawn = NO_PLACE, set()
            for state in match.states[:-1]:  # every state an action followed: a chance node's outcome was drawn
                place = chance_place(place, state.is_chance_node())
                drawn |= {place[0]} if place[1] >= 0 else set()
            assert all(run < len(match.dice.runs) for run in drawn)  # the run's links are all in this page's hands
            for links in match.dice.runs:  # every device that plays its seat gave its link to every run
                assert all(link is not None for link in links)

    room.watch = every_outcome_from_links_in_hand
    room.connect()
    room.play_out(random.Random(11))
    assert room.host.table is not None and room.host.table.state.is_terminal()


def test_a_saved_shared_game_replays_checked_roll_by_roll_from_its_links() -> None:
    room = started([HUMAN, FRIEND])
    room.play_out(random.Random(12), moves=30)
    guest_table = room.guests[1].table
    assert guest_table is not None
    # A restored table draws whatever its links already allow (Table.from_save): so does the page's loop before
    # anyone sees the table. Left undrawn here, a game that stopped where a run's links were all in (a round's end,
    # rare with these random links) restored with that run's outcomes more than the page showed.
    guest_table.resolve_chance()
    save = json.loads(json.dumps(guest_table.to_save()))
    assert Table.from_save(save).match.actions == guest_table.match.actions
    record = Record.from_json(save["record"])
    assert record.dice is not None and record.replay() == guest_table.match.states[-1]
    marks = save["record"]["dice"]["gave"]
    for change in (
        lambda dice: dice["last"].__setitem__(1, HashChain().link(len(marks) - 1)),  # not the friend's chain
        lambda dice: dice["gave"].__setitem__(2, "10"),  # the friend left out of run 2: its rolls no longer fit
    ):
        tampered = json.loads(json.dumps(save))
        change(tampered["record"]["dice"])
        with pytest.raises(InvalidSave):
            Table.from_save(tampered)
    actions = save["record"]["actions"]
    roll = max(i for i, text in enumerate(actions) if text.startswith("dice "))
    faces = actions[roll].split()[1:]
    other = "dice " + " ".join(["2" if faces == ["1"] * len(faces) else "1"] * len(faces))  # as many, other faces
    tampered = json.loads(json.dumps(save))
    tampered["record"]["actions"][roll] = other
    with pytest.raises(InvalidRecord, match=f"step {roll + 1} .*revealed links"):
        Record.from_json(tampered["record"]).replay()
    assert len(marks) >= 3


def test_a_friend_back_after_a_reload_sends_the_same_link_again_and_the_game_goes_on() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND])
    old = room.guests[1]
    assert old.table is not None
    saved = Table.from_save(json.loads(json.dumps(old.table.to_save())))
    room.host.disconnected(1)
    room.held = {}
    back = Guest(table=saved, seat=1)
    back.chain = HashChain(old.chain.secret)  # kept beside the save (network.py)
    room.guests[1] = back
    room.connect(1)
    host_table = room.host.table
    assert host_table is not None and host_table.match.dice is not None
    assert len(host_table.match.dice.runs) == run + 1  # dealt with the link the friend sent again
    room.play_out(random.Random(13))
    assert back.table is not None and back.table.state.scores() == host_table.state.scores()
    assert all(seat.kind == FRIEND for seat in host_table.settings.seats[1:])


def test_a_shared_game_taken_over_on_one_screen_keeps_the_dice_dealt_and_deals_the_rest_alone() -> None:
    from vegas.ui.replay import take_over

    room = started([HUMAN, FRIEND])
    room.play_out(random.Random(14), moves=12)
    friend_table = room.guests[1].table
    assert friend_table is not None and friend_table.match.dice is not None
    taken = take_over(friend_table, len(friend_table.match.actions))
    rng = random.Random(15)
    while not taken.state.is_terminal():
        taken.resolve_chance()
        assert taken.match.waiting_for_dice is None  # no other device to wait for
        if not taken.state.is_terminal():
            taken.match.play(rng.choice(taken.state.legal_actions()))
    assert taken.match.actions[:12] == friend_table.match.actions[:12]
    assert Table.from_save(json.loads(json.dumps(taken.to_save()))).state.is_terminal()
    with pytest.raises(LinkProblem):  # a host cannot pass a game of one screen off as dice shared with us
        start = json.loads(room.host._start(1))
        start["save"] = taken.to_save()
        start["save"]["settings"] = json.loads(room.host._start(1))["save"]["settings"]
        Guest(table=None).receive(json.dumps(start))


def test_a_friend_s_page_whose_link_data_is_gone_plays_on_alone_from_the_run_it_waited_for() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND])
    guest_table = room.guests[1].table
    assert guest_table is not None and guest_table.match.waiting_for_dice == run
    saved = Table.from_save(json.loads(json.dumps(guest_table.to_save())))
    saved.settings = saved.settings.played_here()  # what network.py does when it finds no link data to resume
    saved.match.play_alone()
    assert saved.match.waiting_for_dice is None and saved.resolve_chance()


def test_every_other_friend_is_told_who_withheld_a_link() -> None:
    room = started([HUMAN, FRIEND, FRIEND])
    guest = room.guests[1]
    assert guest.receive(message("withheld", name="Carla")) == []
    assert [(told.key, told.params) for told in guest.said] == [("link.withheld", {"name": "Carla"})]


def test_a_friend_s_page_without_its_chain_says_so_and_the_dice_come_from_the_others() -> None:
    room, run = waiting_for_links([HUMAN, FRIEND, FRIEND])
    old = room.guests[2]
    assert old.table is not None
    saved = Table.from_save(json.loads(json.dumps(old.table.to_save())))
    room.host.disconnected(2)
    room.held = {1: room.held[1]}
    room.guests[2] = Guest(table=saved, seat=2)  # another page of theirs: its chain is not the game's
    room.connect(2)
    assert room.host.chainless == {2} and room.host.withholding(0.0, 7.0) == []  # not withholding: it has none
    dealt = room.host.receive(1, link_of(room, 1))
    assert json.loads(dealt[0][1])["links"][2] is None  # the friend without its chain told the game so
    room.held = {}
    room.deliver(dealt)
    room.play_out(random.Random(16))
    assert room.host.table is not None and room.host.table.state.is_terminal()
    assert room.guests[2].table is not None and room.guests[2].table.state.scores() == room.host.table.state.scores()


def test_a_friend_gives_the_link_its_own_move_leads_to_only_once_the_host_told_the_move_back() -> None:
    room = started([FRIEND, HUMAN])
    guest, table = room.guests[0], room.host.table
    assert guest.table is not None and table is not None
    guest.table.resolve_chance()
    rng = random.Random(17)
    while guest.table.seat_to_move() != 0 or "roll" not in guest.table.human_actions():
        room.play_out(rng, moves=1)
        guest.table.resolve_chance()
    sent = guest.play("roll")
    assert [json.loads(text)["t"] for _, text in sent] == ["move"]  # no link yet: the host may never get the move
    replies = room.host.receive(0, sent[0][1])
    ((_, echo),) = [(seat, text) for seat, text in replies if json.loads(text)["t"] == "act"]
    ((_, link),) = guest.receive(echo)
    assert json.loads(link) == {
        "t": "link",
        "run": guest.table.match.waiting_for_dice,
        "link": guest.chain.link(json.loads(link)["run"]),
    }
