"""``State.is_secret_choice``: the choices another device must not see before it answers them (R22, R33).

A secret choice hides what was chosen: at least two of its choices leave every seat's observation the same, and
the next decision is another seat's (the answer: a guess, a pick, the defender's hand)."""

from __future__ import annotations

import json
import random

import pytest

from vegas import Game
from vegas.core.state import State

GAMES = {
    "lucky punch": lambda: Game("royale", 3, options={"force": {1: "A1", 2: "G1"}, "tiles": 2}),
    "black box": lambda: Game("royale", 4, options={"force": {1: "G1"}, "tiles": 1}),
    "knizia duel": lambda: Game("knizia-duel", 3),
}
NO_SECRETS = ("classic", "classic-neutral", "royale-basic", "knizia")


def seen(state: State) -> str:
    return json.dumps(state.observation(), sort_keys=True)


def secret_states(game: Game, games: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_secret_choice():
                found.append(state)
            chosen = state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions())
            state = state.apply(chosen)
    return found


@pytest.mark.parametrize("name", GAMES)
def test_a_secret_choice_is_hidden_and_answered_by_another_seat(name: str) -> None:
    states = secret_states(GAMES[name](), games=12, seed=3)
    assert len(states) >= 3, "the games met too few secret choices to test"
    rng = random.Random(4)
    for state in states:
        chooser = state.current_player()
        looks: dict[str, int] = {}
        for action in state.legal_actions():
            after = state.apply(action)
            looks[seen(after)] = looks.get(seen(after), 0) + 1
            while after.is_chance_node():
                after = after.apply(after.sample_chance(rng))
            assert after.is_terminal() or after.current_player() != chooser
        assert max(looks.values()) >= 2, f"every choice shows in the observation at {state.observation()}"


@pytest.mark.parametrize("rules", NO_SECRETS)
def test_games_without_hidden_choices_have_no_secret_choice(rules: str) -> None:
    assert not secret_states(Game(rules, 3), games=3, seed=5)
