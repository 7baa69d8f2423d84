"""Seeded statistical tests of the bots' order of strength (boardgame.io's ai.test.ts, habit 9, docs/architecture.md).

Small budgets and game counts keep them quick; the fixed seeds make them repeatable. The thresholds sit
well below the rates measured with these seeds (docs/bots.md has the long tournaments), yet far above
what the weaker side would reach.
"""

import random

from vegas.bots import register_bot
from vegas.bots.search import HardBot
from vegas.cli.tournament import run_tournament


def quick_hard(rng: random.Random) -> HardBot:
    return HardBot(rng, budget=100)


register_bot("hard-100", quick_hard)


def test_hard_with_a_small_budget_beats_random_nine_times_in_ten():
    out = run_tournament("classic", 2, 24, 1, ["hard-100", "random"])["results"]
    assert out["hard-100"]["win_rate"] >= 0.9, out


def test_medium_beats_easy_clearly():
    out = run_tournament("classic", 2, 200, 2, ["medium", "easy"])["results"]
    assert out["medium"]["ci95"][0] > 0.75, out


def test_medium_beats_easy_at_a_full_table_too():
    out = run_tournament("classic", 4, 120, 3, ["medium", "easy", "easy", "easy"])["results"]
    assert out["medium"]["ci95"][0] > 0.25, out  # 0.25 is an even share of four seats


def test_easy_beats_random():
    out = run_tournament("classic", 2, 200, 4, ["easy", "random"])["results"]
    assert out["easy"]["ci95"][0] > 0.6, out


def test_medium_beats_greedy_the_published_rule():
    out = run_tournament("classic", 2, 200, 5, ["medium", "greedy"])["results"]
    assert out["medium"]["ci95"][0] > 0.6, out
