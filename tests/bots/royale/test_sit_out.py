"""Sitting out in Las Vegas Royale (docs/rules.md §2, R9) is a decision the bots weigh, not a move they ignore or
always take: a chip is worth 10 at the end, and sitting out keeps every die for a better roll."""

import random

import pytest

from tests.engine.helpers import play, royale_dealt, royale_round
from vegas import Game, State
from vegas.bots import make_bot
from vegas.bots.generic import IDLE_LIMIT
from vegas.core.actions import Place, SitOut

LEVELS = ["medium", "hard"]


def test_hard_sits_out_a_roll_that_would_spend_all_its_dice_on_the_smallest_pair():
    """Round start, every die shows 1: placing means all eight dice (Biggy too) on casino 1's 30+30. Only the
    search sees it (``medium``'s one-ply measure takes the 30 now: a value for dice kept, which would see
    it, made ``medium`` weaker overall, see ``generic.generic_values``)."""
    state = play(royale_dealt(3), "roll", "dice 1 1 1 1 1 1 1 1B")
    assert SitOut() in state.legal_actions()
    assert make_bot("hard", random.Random(1)).choose(state) == SitOut()


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_keeps_its_chip_when_the_roll_takes_a_big_pair(level):
    """Three dice on the uncontested 100+90 of casino 6, or the Biggy alone on the 90+60 of casino 5: either
    is far better than paying a chip to roll again."""
    state = play(royale_dealt(3), "roll", "dice 6 6 6 1 2 3 4 5B")
    assert make_bot(level, random.Random(1)).choose(state) in (Place(5), Place(6))


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_sits_out_rather_than_tie_its_own_majority_away(level):
    """Anna's last die is a 6: placing it ties Benno's four dice on casino 6 and loses her the 100 there."""
    state = royale_round(
        royale_dealt(3),
        {0: [(6, 3, False), (5, 3, True)], 1: [(6, 4, False), (4, 3, True)], 2: [(3, 7, True)]},
    )
    state = play(state, "roll", "dice 6")
    assert make_bot(level, random.Random(2)).choose(state) == SitOut()


def _no_entry_closed_every_value_rolled() -> State:
    """A seeded 4-player Royale game with NO ENTRY! beside casino 1, played at random until a roll's every value
    is closed: the seat may only pass or sit out (issue 35 found ``greedy`` failing there)."""
    rng = random.Random(0)
    state = Game("royale", 4, options={"force": {1: "E1"}}).new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(state.sample_chance(rng))
            continue
        if {str(action) for action in state.legal_actions()} == {"pass", "sit-out"}:
            return state
        state = state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no roll met only closed values")


@pytest.mark.parametrize("level", ["random", "greedy", *LEVELS])
def test_no_bot_fails_when_only_pass_and_sit_out_are_legal(level):
    """After ``IDLE_LIMIT`` idle turns ``greedy`` and ``medium`` may not pass while anything else is legal; when
    that is only ``sit-out`` they sit out instead of failing (``hard`` weighs this decision by its value)."""
    state = _no_entry_closed_every_value_rolled()
    bot = make_bot(level, random.Random(3))
    if hasattr(bot, "idle"):
        bot.idle.in_a_row = IDLE_LIMIT
    chosen = bot.choose(state)
    assert chosen in state.legal_actions()
    if level in ("greedy", "medium"):
        assert chosen == SitOut()
