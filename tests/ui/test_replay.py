"""Replays: positions to step through, a game taken over from any of them, and links that carry the game."""

import base64
import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vegas.core.record import Record
from vegas.core.session import Match
from vegas.ui.replay import (
    FRAGMENT_KEY,
    Watching,
    from_fragment,
    link_fragment,
    link_moves,
    shown_at,
    stops,
    take_over,
)
from vegas.ui.table import COLOURS, HUMAN, InvalidSave, Seat, Settings, Table

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


def played(rules="classic", players=3, seed=7, kinds=None, to_end=True, **options):
    kinds = kinds or ["easy"] * players
    seats = tuple(Seat(n, c, k) for n, c, k in zip(NAMES, COLOURS, kinds, strict=False))
    table = Table.new(Settings(rules, seats, seed, **options))
    rng = random.Random(seed)
    moves = 0
    while not table.state.is_terminal() and (to_end or moves < 60):
        if table.human_to_move():
            table.play(rng.choice(table.human_actions()))
        else:
            table.play_bot_action(table.bot().choose(table.state))
        table.resolve_chance()
        moves += 1
    return table


GAMES = [("classic", 3, {}), ("royale-basic", 4, {}), ("royale", 5, {"tiles": 4})]


@pytest.mark.parametrize("rules, players, options", GAMES)
def test_a_match_until_a_move_is_the_match_its_record_restores_with_the_same_dice_to_come(rules, players, options):
    table = played(rules, players, **options)
    match = table.match
    for moves in sorted(random.Random(1).sample(range(len(match.actions) + 1), 12)):
        earlier = match.until(moves)
        restored = Match.from_record(Record(match.game, match.seed, tuple(str(a) for a in match.actions[:moves])))
        assert earlier.states == restored.states and earlier.actions == restored.actions
        assert earlier._rng.getstate() == restored._rng.getstate()
    with pytest.raises(ValueError, match="no position"):
        match.until(len(match.actions) + 1)


@pytest.mark.parametrize("rules, players, options", GAMES)
def test_the_replay_stops_where_players_decide_and_at_each_rounds_payout(rules, players, options):
    table = played(rules, players, **options)
    found = stops(table)
    states = table.match.states
    assert found[0].moves == 0 or not states[found[0].moves].is_chance_node()
    assert found[-1].moves == len(table.match.actions) and found[-1].round_end  # the game's end, as paid
    assert [s.moves for s in found] == sorted({s.moves for s in found})
    paid = [s.round for s in found if s.round_end]
    assert paid == list(range(1, len(paid) + 1)) and len(paid) == table.state.game.ruleset.rounds
    for stop in found:
        assert stop.round_end or not states[stop.moves].is_chance_node() or stop.moves == 0
        if stop.round_end:
            assert states[stop.moves].last_payout  # the round's final position with its payout
    decisions = sum(1 for state in states[:-1] if not state.is_chance_node())
    assert len(found) >= decisions


def test_taking_over_goes_on_from_that_position_with_the_dice_the_game_dealt():
    table = played("royale-basic", 3, seed=11, kinds=[HUMAN, "easy", "easy"])
    found = stops(table)
    stop = found[len(found) // 2]
    taken = take_over(table, stop.moves)
    actions = table.match.actions
    # play the original's own moves on the taken-over table: its chance deals the same outcomes
    while len(taken.match.actions) < len(actions):
        if taken.state.is_chance_node():
            taken.resolve_chance()
        else:
            taken.match.play(actions[len(taken.match.actions)])
    assert taken.match.actions == actions and taken.state == table.state
    assert shown_at(table, stop.moves).state == table.match.states[stop.moves]


@pytest.mark.parametrize("rules, players, options", GAMES)
def test_a_replay_link_carries_the_whole_game(rules, players, options):
    table = played(rules, players, **options)
    fragment = link_fragment(table)
    assert fragment.startswith(f"{FRAGMENT_KEY}=") and len(fragment) < 12_000
    assert set(fragment[len(FRAGMENT_KEY) + 1 :]) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )
    shared = from_fragment("#" + fragment)
    assert shared.settings == table.settings and shared.match.actions == table.match.actions
    assert shared.state == table.state


def _packed(data: bytes) -> str:
    return f"#{FRAGMENT_KEY}=" + base64.urlsafe_b64encode(zlib.compress(data)).decode().rstrip("=")


@pytest.mark.parametrize(
    "fragment",
    [
        "#other=1",
        "#replay=",
        "#replay=%%%%",
        "#replay=" + "A" * 250_000,
        _packed(b"not json"),
        _packed(b"[" * 100_000),
        _packed(b"\xff\xfe"),
        _packed(b"{}"),
        _packed(b'{"format": "vegas-save", "version": 1, "settings": 5, "record": []}'),
        _packed(b"0" * 10_000_000),  # a zip bomb: refused before it is unpacked whole
    ],
)
def test_a_damaged_replay_link_is_refused_with_a_reason(fragment):
    with pytest.raises(InvalidSave):
        from_fragment(fragment)


def test_a_replay_link_cut_short_or_altered_is_refused_or_is_a_valid_game():
    fragment = link_fragment(played("classic", 2, seed=3))
    rng = random.Random(5)
    for _ in range(300):
        cut = fragment[: rng.randrange(len(FRAGMENT_KEY) + 1, len(fragment))]
        position = rng.randrange(len(FRAGMENT_KEY) + 1, len(fragment))
        changed = fragment[:position] + rng.choice("AZaz09-_") + fragment[position + 1 :]
        for damaged in (cut, changed):
            try:
                shared = from_fragment(damaged)
            except InvalidSave:
                continue
            assert shared.match.actions  # a change that still makes a valid game is that game


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.text(max_size=300))
def test_any_text_after_replay_is_a_game_or_a_refusal(text):
    try:
        shared = from_fragment(f"#{FRAGMENT_KEY}={text}")
    except InvalidSave as refused:
        assert str(refused)  # a refusal that says why; anything else raised fails the test
    else:
        assert isinstance(shared, Table) and shared.match.states


def test_watching_steps_through_the_game_and_jumps_to_a_round():
    table = played("classic", 2, seed=9)
    watching = Watching.of(table, from_link=True)
    assert watching.index == 0 and watching.bar("en")["at_start"]
    watching.go("back")
    assert watching.index == 0
    watching.go("forward")
    assert watching.index == 1
    watching.go("round", 3)
    assert watching.stop.round == 3 and watching.stops[watching.index - 1].round != 3
    bar = watching.bar("en")
    assert bar["where"].startswith("Round 3 · move ") and [r["current"] for r in bar["rounds"]] == [
        False,
        False,
        True,
        False,
    ]
    watching.go("last")
    assert watching.bar("en")["at_end"] and "the round's payout" in watching.bar("en")["where"]
    assert watching.shown().state == table.state
    assert Watching.of(table).index == len(watching.stops) - 1  # one's own game opens where it stands
    assert watching.bar("de")["where"].startswith("Runde 4")


def test_a_replay_link_opens_where_it_was_copied():
    """Issue 38: a link copied at move 49 opened at move 0; it carries the position (``&at=``, the actions played),
    and a position it cannot read opens the game at its start."""
    table = played("classic", 2, seed=9)
    watching = Watching.of(table)
    for _ in range(5):
        watching.go("back")
    fragment = "#" + link_fragment(table, watching.stop.moves)
    assert fragment.endswith(f"&at={watching.stop.moves}")
    shared = Watching.of(from_fragment(fragment), from_link=True, at=link_moves(fragment))
    assert shared.index == watching.index and shared.shown().state == watching.shown().state
    assert link_moves("#" + link_fragment(table)) is None
    for damaged in ("&at=", "&at=-3", "&at=x", "&at=" + "9" * 20, "&at"):
        assert link_moves("#" + link_fragment(table) + damaged) is None
    assert Watching.of(table, from_link=True, at=None).index == 0
    assert Watching.of(table, from_link=True, at=10**6).index == len(watching.stops) - 1
