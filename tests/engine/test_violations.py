"""The conservation checks find what they check for: a state with money or dice missing is named broken."""

from __future__ import annotations

import random
from dataclasses import replace

from vegas import Game
from vegas.games.lasvegas.state import Casino


def a_round_under_way(rules: str, players: int, seed: int = 3, moves: int = 12):
    rng = random.Random(seed)
    state = Game(rules, players).new_initial_state()
    played = 0
    while played < moves or state.is_chance_node():
        action = state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions())
        played += not action.is_chance
        state = state.apply(action)
    assert state.violations() == []
    return state


def test_a_banknote_gone_from_a_casino_is_found():
    state = a_round_under_way("classic", 3)
    index = next(i for i, casino in enumerate(state.casinos) if casino.money)
    casinos = list(state.casinos)
    casinos[index] = Casino(casinos[index].money[1:], casinos[index].dice)
    problems = replace(state, casinos=tuple(casinos)).violations()
    assert any("instead of" in problem for problem in problems), problems


def test_a_die_too_many_on_a_casino_is_found():
    state = a_round_under_way("classic", 3)
    casinos = list(state.casinos)
    dice = list(casinos[0].dice)
    dice[1] += 1
    casinos[0] = Casino(casinos[0].money, tuple(dice))
    problems = replace(state, casinos=tuple(casinos)).violations()
    assert any(problem.startswith(state.game.names[1]) and "dice" in problem for problem in problems), problems


def test_a_neutral_die_lost_is_found():
    state = a_round_under_way("classic-neutral", 3)
    owners = state.owner_count(state.game)
    casinos = list(state.casinos)
    index = next((i for i, c in enumerate(casinos) if c.dice[owners - 1]), None)
    assert index is not None, "the start player rolls the spare white dice onto the casinos (R6)"
    dice = list(casinos[index].dice)
    dice[owners - 1] -= 1
    casinos[index] = Casino(casinos[index].money, tuple(dice))
    problems = replace(state, casinos=tuple(casinos)).violations()
    assert any("neutral dice in play" in problem for problem in problems), problems


def test_royale_cards_and_the_biggy_are_counted_too():
    state = a_round_under_way("royale-basic", 3)
    index = next(i for i, casino in enumerate(state.casinos) if casino.money)
    casinos = list(state.casinos)
    casinos[index] = Casino(casinos[index].money + (casinos[index].money[-1],), casinos[index].dice)
    problems = replace(state, casinos=tuple(casinos)).violations()
    assert any("cards of" in problem for problem in problems), problems
