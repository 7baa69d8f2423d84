"""The bots' judgement on hand-built positions (chance outcomes are actions, so positions are exact)."""

import random

import pytest

from tests.engine.helpers import dealt, play
from vegas import Place
from vegas.bots import make_bot
from vegas.bots.heuristic import MediumWeights, expected_money, medium_scores
from vegas.bots.position import Position
from vegas.bots.search import HardBot

JUDGES = ["greedy", "medium", "hard"]


def uncontested_ninety():
    """Anna holds casino 1 (3 dice), Benno casino 2 (3 dice); Anna rolls 1 1 2 2 4.

    Every casino has one note: 90 on casinos 1-5. Placing the 4 takes casino 4's 90 with one die; the
    1s only add to her own majority and the 2s lose to Benno's three.
    """
    state = play(dealt("classic", 2), "roll", "dice 1 1 1 2 2 2 2 2", "place 1")
    state = play(state, "roll", "dice 2 2 2 3 3 3 3 3", "place 2")
    return play(state, "roll", "dice 1 1 2 2 4")


def own_majority_and_white_threes():
    """Neutral variant: Anna has 2 dice on casino 3 (its 90 alone); she rolls two white 3s and no own 3.

    Placing the 3s would put 2 neutral dice beside her 2: a tie that removes both (docs/rules.md §1 Payout, R5).
    """
    state = play(dealt("classic-neutral", 2), "roll", "dice 3 3 4 4 4 5 5 6 1n 1n 2n 2n", "place 3")
    state = play(state, "roll", "dice 1 1 1 1 2 2 2 2 1n 2n 4n 5n", "place 1")
    return play(state, "roll", "dice 1 1 2 5 4 6 3n 3n 4n 4n")


@pytest.mark.parametrize("name", JUDGES)
def test_takes_an_uncontested_casinos_big_note(name):
    state = uncontested_ninety()
    for seed in range(3):
        assert make_bot(name, random.Random(seed)).choose(state) == Place(4)


@pytest.mark.parametrize("name", JUDGES)
def test_does_not_break_its_own_majority_into_a_tie(name):
    state = own_majority_and_white_threes()
    assert Place(3) in state.legal_actions()
    for seed in range(3):
        assert make_bot(name, random.Random(seed)).choose(state) != Place(3)


def test_medium_spends_one_die_rather_than_four_for_the_same_note():
    """Casinos 4 and 5 both hold a lone 90; one die takes casino 4, four dice casino 5."""
    state = play(dealt("classic", 2), "roll", "dice 1 1 1 2 2 2 2 2", "place 1")
    state = play(state, "roll", "dice 2 2 2 3 3 3 3 3", "place 2")
    state = play(state, "roll", "dice 4 5 5 5 5")
    scores = dict(medium_scores(Position.read(state), MediumWeights()))
    assert scores[4] > scores[5]
    assert make_bot("medium", random.Random(1)).choose(state) == Place(4)


def test_medium_discounts_a_lead_that_a_rival_with_dice_left_can_catch():
    """The same lone die on a 90 is worth less while the rival still holds dice than once he has none."""
    state = uncontested_ninety().apply("place 4")
    position = Position.read(state)
    weights = MediumWeights(threat=0.2)
    rival_armed = expected_money(position, weights)[0]
    position.own_left[1] = 0
    rival_empty = expected_money(position, weights)[0]
    assert rival_armed < rival_empty == 90 + 90  # casinos 1 and 4


def test_easy_errs_sometimes_but_not_always():
    """Easy picks the obvious note mostly, yet not every time (noise and rash throws)."""
    state = uncontested_ninety()
    choices = [make_bot("easy", random.Random(seed)).choose(state) for seed in range(60)]
    assert 30 < choices.count(Place(4)) < 60


def test_hard_with_a_budget_of_one_playout_per_action_is_still_legal():
    state = uncontested_ninety()
    assert HardBot(random.Random(1), budget=1).choose(state) in state.legal_actions()
