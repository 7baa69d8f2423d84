"""Every bot answers every position with a legal action, in every playable rule set (fast path or not)."""

import random

import pytest

from vegas import Game, playable_rules
from vegas.bots import bot_names, make_bot
from vegas.bots.position import Position
from vegas.bots.search import HardBot
from vegas.core.actions import Place, Roll, SitOut
from vegas.core.game import RULESETS
from vegas.core.registry import CASINO_TABLE
from vegas.core.state import State


def random_positions(rules: str, players: int, count: int, seed: int) -> list[State]:
    """Decision positions met while playing random games (roughly ``count`` of them)."""
    rng = random.Random(seed)
    game = Game(rules, players)
    found: list[State] = []
    while len(found) < count:
        state = game.new_initial_state()
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state = state.apply_unchecked(state.sample_chance(rng))
                continue
            found.append(state)
            state = state.apply_unchecked(rng.choice(state.legal_actions()))
    return found


TABLES = [
    (rules, players)
    for rules in playable_rules()
    for players in range(RULESETS[rules].min_players, RULESETS[rules].max_players + 1)
]


@pytest.mark.parametrize("rules, players", TABLES)
def test_quick_bots_choose_legal_actions_in_hundreds_of_random_positions(rules, players):
    positions = random_positions(rules, players, 150, seed=players)
    bots = [make_bot(name, random.Random(7)) for name in ("random", "greedy", "easy", "medium")]
    for state in positions:
        legal = state.legal_actions()
        for bot in bots:
            assert bot.choose(state) in legal, (bot.name, state.observation())


@pytest.mark.parametrize("rules, players", TABLES)
def test_hard_chooses_legal_actions_with_a_small_budget(rules, players):
    fast = Position.read(random_positions(rules, players, 1, seed=1)[0]) is not None
    positions = random_positions(rules, players, 60 if fast else 8, seed=players + 10)
    bot = HardBot(random.Random(3), budget=40 if fast else 200)
    for state in positions:
        assert bot.choose(state) in state.legal_actions(), state.observation()


def test_every_builtin_bot_is_registered_weakest_first():
    assert bot_names()[:5] == ["random", "greedy", "easy", "medium", "hard"]


def test_rule_sets_without_a_packed_table_use_the_generic_path():
    """A rule set with the fast path reads at every turn and placement (a tile's own decision is not one)."""
    for rules in playable_rules():
        positions = random_positions(rules, 3, 30, seed=2)
        turns = [s for s in positions if all(isinstance(a, (Roll, Place, SitOut)) for a in s.legal_actions())]
        assert turns or RULESETS[rules].family != CASINO_TABLE, rules
        fast = RULESETS[rules].fast_path
        assert all((Position.read(state) is not None) == fast for state in turns), (
            f"{rules}: its entry's fast_path is {fast} but vegas/bots/position.py "
            f"{'does not pack all of' if fast else 'packs'} its turns: correct fast_path in vegas/core/registry.py"
        )
