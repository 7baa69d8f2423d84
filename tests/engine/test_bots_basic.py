"""The baseline bots: always legal, and greedy takes the best money now."""

import random

import pytest

from vegas import Game, Place, SitOut, VegasError
from vegas.bots import make_bot
from vegas.bots.basic import money_if_round_ended, value_if_round_ended
from vegas.cli.simulate import run_simulation

from .helpers import dealt, play, royale_dealt, royale_round


def test_greedy_takes_the_uncontested_big_note():
    state = play(dealt("classic", 2), "roll", "dice 1 2 2 3 3 3 4 5")
    # Every casino holds one 90 or the 80 on casino 6: a single die anywhere wins that note.
    choice = make_bot("greedy", random.Random(1)).choose(state)
    assert money_if_round_ended(state.apply(choice), 0) == 90
    assert choice in state.legal_actions()


def test_greedy_prefers_winning_over_tying():
    state = play(dealt("classic", 2), "roll", "dice 1 1 2 2 2 2 2 2", "place 1")  # Anna: 2 on casino 1
    state = play(state, "roll", "dice 1 1 4 4 4 4 4 4")  # Benno: 2 on casino 1 would tie
    choice = make_bot("greedy", random.Random(1)).choose(state)
    assert choice == Place(4)


def test_unknown_bot_is_refused():
    with pytest.raises(VegasError, match="unknown bot"):
        make_bot("genius", random.Random(1))


def test_greedy_beats_random_clearly():
    result = run_simulation("classic", 2, 200, 4, ["greedy", "random"])
    assert result["wins"][0] > 140, result


def test_greedy_beats_random_clearly_in_royale_too():
    result = run_simulation("royale-basic", 2, 100, 4, ["random", "greedy"])
    assert result["wins"][1] > 70, result


def test_greedy_sits_out_when_placing_would_cost_more_than_a_chip():
    """Anna's last die shows 6: placing it ties Benno's 4 dice on casino 6 and loses her 90 there."""
    state = royale_round(
        royale_dealt(3),
        {0: [(6, 3, False), (5, 3, True)], 1: [(6, 4, False), (4, 3, True)], 2: [(3, 7, True)]},
    )
    state = play(state, "roll", "dice 6")
    assert state.legal_actions() == [Place(6), SitOut()]
    assert value_if_round_ended(state.apply("sit-out"), 0) == 10 + 90 + 90
    assert value_if_round_ended(state.apply("place 6"), 0) == 20 + 90  # the round ends: casino 5's 90 only
    greedy = make_bot("greedy", random.Random(1))
    assert greedy.choose(state) == SitOut()
    again = play(state, "sit-out", "roll", "dice 6")
    assert greedy.choose(again) == SitOut()
    assert again.apply("sit-out").chips[0] == 0


def test_greedy_does_not_sit_out_for_nothing():
    """A chip is worth 10 at the end: when no placement loses money, greedy places."""
    state = play(royale_dealt(3), "roll", "dice 1 1 2 2 3 3 4 4B")
    for seed in range(20):
        assert make_bot("greedy", random.Random(seed)).choose(state) != SitOut()


def test_bots_never_choose_an_illegal_action():
    for rules, players in (("classic", 5), ("classic-neutral", 3), ("royale-basic", 2), ("royale-basic", 4)):
        game = Game(rules, players)
        rng = random.Random(2)
        bots = [make_bot(name, rng) for name in ["greedy", "random"] * 3][:players]
        for _ in range(20):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state = state.apply(state.sample_chance(rng))
                else:
                    action = bots[state.current_player()].choose(state)
                    assert action in state.legal_actions()
                    state = state.apply(action)
