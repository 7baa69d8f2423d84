"""The coach estimates every legal action for the seat to move, best first, comparably."""

import random

import pytest

from tests.bots.test_positions import uncontested_ninety
from tests.engine.helpers import dealt, play, royale_dealt, royale_round
from vegas import Place, SitOut
from vegas.bots.coach import estimate, estimate_steps


def test_every_legal_action_gets_the_same_playouts_and_a_sound_estimate():
    state = uncontested_ninety()
    hints = estimate(state, budget=300, rng=random.Random(1))
    assert {h.action for h in hints} == set(state.legal_actions())
    assert len({h.playouts for h in hints}) == 1 and hints[0].playouts == 100
    assert all(0.0 <= h.win_chance <= 1.0 and h.money >= 0 for h in hints)
    chances = [h.win_chance for h in hints]  # ranked by chance, a money tie-break of a few hundredths at most
    assert all(first >= second - 0.05 for first, second in zip(chances, chances[1:], strict=False))


def test_the_obvious_note_comes_first_with_more_money():
    hints = estimate(uncontested_ninety(), budget=300, rng=random.Random(2))
    assert hints[0].action == Place(4)
    assert hints[0].money > max(h.money for h in hints[1:])


def test_the_coach_yields_between_chunks_and_is_reproducible():
    state = play(dealt("classic", 4), "roll", "dice 1 2 3 4 5 6 6 6")
    steps = estimate_steps(state, budget=600, rng=random.Random(3))
    yields = 0
    while True:
        try:
            next(steps)
            yields += 1
        except StopIteration as done:
            hints = done.value
            break
    assert yields > 1
    assert hints == estimate(state, budget=600, rng=random.Random(3))


def test_the_coach_weighs_sitting_out_in_royale():
    """Placing Anna's last die (a 6) would tie Benno's 4 dice on casino 6 and lose her 90 there."""
    state = royale_round(
        royale_dealt(3),
        {0: [(6, 3, False), (5, 3, True)], 1: [(6, 4, False), (4, 3, True)], 2: [(3, 7, True)]},
    )
    state = play(state, "roll", "dice 6")
    hints = estimate(state, budget=600, rng=random.Random(4))
    assert [h.action for h in hints] == [SitOut(), Place(6)]


def test_the_coach_needs_a_seat_to_move():
    rolling = dealt("classic", 2).apply("roll")
    with pytest.raises(ValueError, match="seat to move"):
        estimate(rolling)
