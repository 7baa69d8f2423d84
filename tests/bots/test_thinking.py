"""The incremental interface (``think`` yields between chunks, returns the action) and reproducibility."""

import random

from tests.bots.test_legal import random_positions
from tests.engine.helpers import dealt, play
from vegas.bots import finish, make_bot
from vegas.bots.position import Position
from vegas.bots.search import CHUNK_WORK, HardBot


def first_choice_of_a_round():
    """Anna's first roll of a 4-player round: 32 dice still to be placed, six values to choose from."""
    return play(dealt("classic", 4), "roll", "dice 1 2 3 4 5 6 6 6")


def run(thinking):
    """Drive a ``think`` generator like the page does, counting its yields."""
    yields = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value, yields
        yields += 1


def test_hard_thinks_in_chunks_and_returns_what_choose_returns():
    state = first_choice_of_a_round()
    action, yields = run(HardBot(random.Random(5), budget=400).think(state))
    dice = sum(Position.read(state).dice_left(s) for s in range(4))
    assert yields >= 400 * dice // CHUNK_WORK - 1
    assert action == HardBot(random.Random(5), budget=400).choose(state)
    assert action in state.legal_actions()


def test_a_forced_move_needs_no_thinking():
    state = dealt("classic", 3)  # only "roll" is legal
    action, yields = run(HardBot(random.Random(1)).think(state))
    assert (str(action), yields) == ("roll", 0)


def test_quick_bots_think_without_yielding():
    state = first_choice_of_a_round()
    for name in ("random", "greedy", "easy", "medium"):
        action, yields = run(make_bot(name, random.Random(2)).think(state))
        assert yields == 0 and action in state.legal_actions()


def test_finish_runs_a_generator_to_its_value():
    def steps():
        yield
        yield
        return 42

    assert finish(steps()) == 42


def test_same_seed_same_choices():
    positions = random_positions("classic-neutral", 3, 40, seed=8)
    for name in ("easy", "medium", "hard"):
        first = [make_bot(name, random.Random(11)) for _ in range(2)]
        if name == "hard":
            first = [HardBot(random.Random(11), budget=60) for _ in range(2)]
        answers = [[bot.choose(state) for state in positions] for bot in first]
        assert answers[0] == answers[1], name
