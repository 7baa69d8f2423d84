"""The public API of every registered game at every player count, in the manner of OpenSpiel's ``api_test.py``:
nothing here names a game, so a game added to the registry is tested as soon as it is playable.

For each game and player count, seeded random games are played to the end through the public API only:
every state is sound (``violations``), has a legal action or chance outcomes (summing to 1) until the end,
refuses an action it does not list, survives JSON and back, and where the rule set reads its observations
back, rebuilds from what a seat sees with the same decisions; what a seat sees lists its legal actions; the
record of the game replays to the same end, a game saved midway and continued with the same generator ends
the same, and every bot answers legally wherever it is asked. ``VEGAS_API_GAMES`` plays more games per case
(default 2).
"""

from __future__ import annotations

import json
import os
import random
from fractions import Fraction

import pytest

from vegas import Game, playable_rules
from vegas.bots import bot_names, make_bot
from vegas.core.actions import Action
from vegas.core.errors import VegasError
from vegas.core.observation import state_from_observation
from vegas.core.record import Record, load_state
from vegas.core.registry import RULESETS
from vegas.core.state import State

GAMES = int(os.environ.get("VEGAS_API_GAMES", "2"))
CASES = [
    (rules, players)
    for rules in playable_rules()
    for players in range(RULESETS[rules].min_players, RULESETS[rules].max_players + 1)
]
CHANCE_EVERY = 9
"""Every ninth chance node lists its outcomes (a roll of 12 dice has thousands; listing each is slow)."""
MOVE_LIMIT = 5_000
"""No game of ours takes this many steps; a game that does is stuck."""


def play(rules: str, players: int, seed: int) -> tuple[list[State], list[Action]]:
    """A random game to its end through the public API, every state and action kept; chance draws from the
    seed's generator alone, as a record's replay checks them."""
    luck, choices = random.Random(seed), random.Random(-seed - 1)
    state = Game(rules, players).new_initial_state()
    states, actions = [state], []
    while not state.is_terminal():
        action = state.sample_chance(luck) if state.is_chance_node() else choices.choice(state.legal_actions())
        state = state.apply(action)
        states.append(state)
        actions.append(action)
        assert len(actions) < MOVE_LIMIT, f"{rules} {players}p seed {seed} does not end"
    return states, actions


def ids(case: tuple[str, int]) -> str:
    return f"{case[0]}-{case[1]}p"


@pytest.fixture(scope="module", params=CASES, ids=ids)
def games(request: pytest.FixtureRequest) -> list[tuple[int, list[State], list[Action]]]:
    rules, players = request.param
    return [(seed, *play(rules, players, seed)) for seed in range(GAMES)]


def test_every_state_is_sound_and_has_a_way_on(games):
    for _seed, states, _actions in games:
        for index, state in enumerate(states[:-1]):
            assert state.violations() == []
            if state.is_chance_node():
                if index % CHANCE_EVERY:
                    continue
                outcomes = state.chance_outcomes()
                assert outcomes and sum((p for _, p in outcomes), Fraction(0)) == 1
                assert all(action.is_chance for action, _ in outcomes)
            else:
                legal = state.legal_actions()
                assert legal and len(set(legal)) == len(legal)
                assert 0 <= state.current_player() < state.game.players
                assert all(state.why_illegal(action) is None for action in legal)
        end = states[-1]
        assert end.is_terminal() and end.violations() == []
        assert end.winners() and sum(end.returns()) == pytest.approx(1.0)
        assert len(end.scores()) == end.game.players


def test_an_action_not_listed_is_refused_and_changes_nothing(games):
    _seed, states, actions = games[0]
    every_action = set(actions)
    for state in states[:-1:7]:
        listed = set(state.legal_actions()) if not state.is_chance_node() else {a for a, _ in state.chance_outcomes()}
        for action in every_action - listed:
            before = state.to_json()
            assert state.why_illegal(action)
            with pytest.raises(VegasError):
                state.apply(action)
            assert state.to_json() == before


def test_every_state_survives_json_and_back(games):
    for _seed, states, _actions in games:
        for state in states:
            text = json.dumps(state.to_json())
            restored = load_state(json.loads(text))
            assert restored == state
            assert restored.to_json() == state.to_json()


def test_a_game_saved_midway_continues_the_same(games):
    for seed, states, actions in games:
        middle = len(actions) // 2
        record = Record(states[0].game, seed, tuple(map(str, actions[:middle])))
        # the generator after the first half, as the page and the command line keep it
        rng = random.Random(seed)
        state = record.game.new_initial_state()
        for action in actions[:middle]:
            if state.is_chance_node():
                assert state.sample_chance(rng) == action
            state = state.apply(action)
        state = load_state(json.loads(json.dumps(state.to_json())))
        for action in actions[middle:]:
            if state.is_chance_node():
                assert state.sample_chance(rng) == action
            state = state.apply(action)
        assert state == states[-1]


def test_the_record_replays_to_the_same_end(games):
    for seed, states, actions in games:
        record = Record(states[0].game, seed, tuple(map(str, actions)))
        assert Record.loads(record.dumps()).replay() == states[-1]
        assert all(Action.parse(str(action)) == action for action in actions)


def test_what_a_seat_sees_rebuilds_the_same_decision(games):
    seed, states, _actions = games[0]
    if not type(states[0]).REBUILT_FROM_OBSERVATION:
        pytest.skip("this rule set does not read its observations back")
    for state in states[:-1]:
        if state.is_chance_node():
            continue
        observed = json.loads(json.dumps(state.observation()))
        rebuilt = state_from_observation(observed)
        assert rebuilt.current_player() == state.current_player()
        assert rebuilt.legal_actions() == state.legal_actions()
        assert rebuilt.observation() == observed


def test_what_a_seat_sees_lists_the_moves_it_may_answer(games):
    """A bot of one's own answers from ``observation()`` alone (docs/bots.md): it lists the legal actions' texts."""
    _seed, states, _actions = games[0]
    for state in states[:-1]:
        if not state.is_chance_node():
            observed = json.loads(json.dumps(state.observation()))
            assert observed["legal_actions"] == [str(action) for action in state.legal_actions()]


@pytest.mark.parametrize("bot", bot_names())
def test_every_bot_answers_legally(games, bot):
    seed, states, _actions = games[0]
    rng = random.Random(seed)
    asked = [s for s in states if not s.is_terminal() and not s.is_chance_node()]
    for state in rng.sample(asked, min(6, len(asked))):
        player = make_bot(bot, random.Random(seed))
        choice = player.choose(state)
        assert state.why_illegal(choice) is None, f"{bot} chose {choice} at {state.observation()}"
