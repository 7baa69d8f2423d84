"""Saves and records: exact round trips, and clear refusals of anything corrupted or tampered with."""

import json
import random

import pytest

from vegas import Game, IllegalAction, InvalidRecord, InvalidState
from vegas.core.record import Record, load_state
from vegas.core.session import Match


def finished_match(rules="classic", players=3, seed=5, stop_after=None):
    match = Match(Game(rules, players), seed)
    rng = random.Random(seed)
    while not match.state.is_terminal():
        match.advance_chance()
        if match.state.is_terminal() or (stop_after and len(match.actions) >= stop_after):
            break
        match.play(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize(
    "rules, players",
    [("classic", 3), ("classic-neutral", 3), ("classic-neutral", 2), ("royale-basic", 2), ("royale-basic", 4)],
)
def test_every_state_survives_json_and_back(rules, players):
    match = finished_match(rules, players)
    for state in match.states:
        restored = load_state(json.loads(json.dumps(state.to_json())))
        assert restored == state
        assert restored.legal_actions() == state.legal_actions()


def test_a_record_replays_to_the_same_state():
    match = finished_match()
    record = Record.loads(match.record().dumps())
    assert record.replay() == match.state
    assert record.actions[0].startswith("draw ")


def test_same_seed_and_same_choices_give_the_same_game():
    assert finished_match(seed=8).record() == finished_match(seed=8).record()
    assert finished_match(seed=8).record() != finished_match(seed=9).record()


def test_a_restored_match_continues_exactly_as_the_original():
    """Save mid-round, restore, continue: the same game as never having stopped."""
    original = finished_match(stop_after=40)
    restored = Match.from_record(Record.loads(original.record().dumps()))
    assert restored.state == original.state
    for match in (original, restored):
        rng = random.Random(1)
        while not match.state.is_terminal():
            match.advance_chance()
            if not match.state.is_terminal():
                match.play(rng.choice(match.state.legal_actions()))
    assert restored.record() == original.record()


def test_an_illegal_play_leaves_the_match_unchanged():
    match = Match(Game("classic", 2), 3)
    match.advance_chance()
    before = match.record()
    with pytest.raises(IllegalAction, match="roll the dice first"):
        match.play("place 2")
    assert match.record() == before


def test_a_tampered_roll_is_caught_against_the_seed():
    data = finished_match(stop_after=30).record().to_json()
    index = next(i for i, a in enumerate(data["actions"]) if a.startswith("dice"))
    faces = data["actions"][index].split()[1:]
    data["actions"][index] = "dice " + " ".join(["6"] * len(faces))
    with pytest.raises(InvalidRecord, match=f"step {index + 1} .*seed 5 gives"):
        Record.from_json(data).replay()


def test_a_record_without_seed_takes_chance_as_recorded():
    """A game played with real dice: no seed, the recorded rolls are taken as they are."""
    data = finished_match(stop_after=30).record().to_json()
    data["seed"] = None
    assert Record.from_json(data).replay().to_json() == finished_match(stop_after=30).state.to_json()


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(format="chess"), "not a Vegas game record"),
        (lambda d: d.update(version=99), "version 99 is not supported"),
        (lambda d: d.update(seed=-4), "a seed is a whole number"),
        (lambda d: d["game"].update(rules="poker"), "unknown rule set"),
        (lambda d: d["game"].update(players=9), "2-5 players"),
        (lambda d: d.update(actions="roll"), "must be a list of texts"),
        (lambda d: d["actions"].insert(3, "place 3"), "step 4 'place 3': the casinos are being dealt"),
        (lambda d: d["actions"].append("fly away"), "unknown action"),
    ],
)
def test_a_bad_record_is_refused_with_what_is_wrong(change, message):
    data = finished_match(stop_after=30).record().to_json()
    change(data)
    with pytest.raises(InvalidRecord, match=message):
        Record.from_json(data).replay()


def test_a_record_that_is_not_json_is_refused():
    with pytest.raises(InvalidRecord, match="not valid JSON"):
        Record.loads("{broken")


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(format="x"), "not a saved state"),
        (lambda d: d.update(version=2), "version 2 is not supported"),
        (lambda d: d["won"][0].append(90), "notes of 90 instead of 5"),
        (lambda d: d["won"][0].append(15), "a value that is no note"),
        (lambda d: d["casinos"][0]["dice"].__setitem__(0, 9), "Anna has"),
        (lambda d: d["supplies"][1].__setitem__(0, 3), "Benno has"),
        (lambda d: d.update(round=7), "round must be a whole number 1-4"),
        (lambda d: d.update(phase="dancing"), "unknown phase"),
        (lambda d: d.update(roll="dice 9"), "roll is unreadable"),
        (lambda d: d.update(casinos=[]), "6 casinos"),
        (lambda d: d["game"].update(players=2, names=["A", "B"]), "dice must be 2 counts"),
        (lambda d: d["game"].update(players=2), "name per seat"),
    ],
)
def test_a_tampered_state_is_refused_with_what_is_wrong(change, message):
    state = finished_match(stop_after=60).state
    data = json.loads(json.dumps(state.to_json()))
    change(data)
    with pytest.raises(InvalidState, match=message):
        load_state(data)


def royale_state_mid_round():
    """A 2-player Royale state with a seat's Biggy on a casino, a chip paid, and the neutral dice out."""
    match = finished_match("royale-basic", 2, seed=3)
    for state in match.states:
        if state.phase.value == "turn" and state.biggy[0] and state.chips_paid[0] and state.round > 1:
            return state
    raise AssertionError("no such state in this game: pick another seed")


def test_a_royale_state_survives_json_and_back():
    state = royale_state_mid_round()
    data = json.loads(json.dumps(state.to_json()))
    assert {"drawn", "chips", "chips_paid", "biggy"} <= data.keys()
    assert load_state(data) == state


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d["won"][0].append(100), "cards of 100 instead of 7"),
        (lambda d: d["won"][0].append(20), "a value that is no card"),
        (lambda d: d["chips"].__setitem__(0, d["chips"][0] + 1), "Anna holds .* chips and paid .*, but was given"),
        (lambda d: d["chips_paid"].__setitem__(1, 1 + d["chips_paid"][1]), "Benno holds .* but was given"),
        (lambda d: d.update(chips=[2]), "the chips must be one count 0-6 per seat"),
        (lambda d: d["chips"].__setitem__(0, 9), "the chips must be one count 0-6 per seat"),
        (lambda d: d.pop("biggy"), "the Biggies must be 3 casinos"),
        (lambda d: d["biggy"].__setitem__(0, 0), "Anna has 0 Biggies, not 1"),
        (lambda d: d["biggy"].__setitem__(2, 0), "the neutral Biggy must lie on a casino"),
        (lambda d: d["supplies"][0].__setitem__(1, 1), "Anna has 11 dice, not 9 \\(a Biggy counts as two\\)"),
        (lambda d: d.update(drawn=[100]), "cards lie undealt outside the deal"),
        (lambda d: d.update(drawn=[35]), "the cards being dealt holds a value that is no card"),
        (lambda d: d["casinos"].reverse(), "not dealt by rank"),
        (lambda d: d["casinos"][0]["dice"].__setitem__(2, 0), "neutral dice in play instead of 9"),
    ],
)
def test_a_tampered_royale_state_is_refused_with_what_is_wrong(change, message):
    data = json.loads(json.dumps(royale_state_mid_round().to_json()))
    change(data)
    with pytest.raises(InvalidState, match=message):
        load_state(data)
