"""The bots in Knizia's *Vegas* (docs/rules.md §4): the duel by its equilibrium (R33), hidden choices never
read, and the order of strength in seeded tournaments (docs/bots.md has the long ones)."""

import random
from fractions import Fraction

import pytest

from vegas import Game
from vegas.bots import make_bot
from vegas.bots.guessing import DUEL_MIX, DUEL_PAYOFF, mix
from vegas.cli.tournament import run_tournament
from vegas.games.knizia.actions import DuelHand
from vegas.games.knizia.state import EMPTY, KniziaState, Phase

A, B = 0, 1
HANDS = [DuelHand(h) for h in (1, 2, 3)]


def test_the_duel_mix_is_an_equilibrium_neither_side_gains_by_leaving():
    challenger = [Fraction(p).limit_denominator(9) for p in DUEL_MIX["challenger"]]
    defender = [Fraction(p).limit_denominator(9) for p in DUEL_MIX["defender"]]
    assert sum(challenger) == sum(defender) == 1
    against_each_defence = {sum(challenger[c] * DUEL_PAYOFF[c][d] for c in range(3)) for d in range(3)}
    each_attack = {sum(defender[d] * DUEL_PAYOFF[c][d] for d in range(3)) for c in range(3)}
    assert against_each_defence == each_attack == {Fraction(8, 9)}


def duel(rules="knizia-duel") -> KniziaState:
    """A at table 1 rolls a 2 onto B's counter: the duel begins, A chooses first."""
    state = Game(rules, 2).new_initial_state()
    assert isinstance(state, KniziaState)
    spaces = ((EMPTY, B, EMPTY, EMPTY, EMPTY, EMPTY),) + state.spaces[1:]
    state = state._with(phase=Phase.TURN, player=A, pawns=(0, 0), spaces=spaces, counters=(20, 19))
    return state.apply("roll").apply("gold 2")


def test_each_side_of_a_duel_plays_its_own_mix():
    state = duel()
    assert mix(state, HANDS) == dict(zip(HANDS, DUEL_MIX["challenger"], strict=True))
    assert mix(state.apply("duel 3"), HANDS) == dict(zip(HANDS, DUEL_MIX["defender"], strict=True))


@pytest.mark.parametrize("bot", ["random", "greedy", "easy", "medium", "hard"])
def test_a_defender_never_reads_the_challengers_hidden_choice(bot):
    """The same bot, from the same seed, defends alike whatever the challenger chose."""
    choices = []
    for attack in ("duel 1", "duel 2", "duel 3"):
        defender = make_bot(bot, random.Random(7))
        choices.append(defender.choose(duel().apply(attack)))
    assert len(set(choices)) == 1


def test_the_computer_challengers_choices_follow_the_mix():
    bot = make_bot("medium", random.Random(3))
    counts = {hands: 0 for hands in HANDS}
    for _ in range(900):
        counts[bot.choose(duel())] += 1
    for hands, probability in zip(HANDS, DUEL_MIX["challenger"], strict=True):
        assert abs(counts[hands] / 900 - probability) < 0.06, counts


@pytest.mark.slow
def test_medium_beats_random_and_greedy_heads_up():
    """Half the games it once played (40 each, the suite's slowest test at 6 minutes on a loaded machine): the
    bounds hold with room (16 of 16 won, 95% interval from 0.81; 19 of 20, from 0.76)."""
    out = run_tournament("knizia", 2, 16, 5, ["medium", "random"])["results"]
    assert out["medium"]["ci95"][0] > 0.75, out
    out = run_tournament("knizia-duel", 2, 20, 6, ["medium", "greedy"])["results"]
    assert out["medium"]["ci95"][0] > 0.6, out
