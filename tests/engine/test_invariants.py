"""Thousands of seeded games per rule set and player count, checking every state (habit 7, docs/architecture.md).

Each game is checked at every step: money (54 notes, 90 Royale cards), dice (a Biggy counting two) and
Royale's chips conserved, a legal action whenever a seat is to move, every chance draw a listed outcome
with probabilities summing to 1, exactly the rule set's rounds, states through JSON and back unchanged,
and the record replaying to the same final state.
``VEGAS_INVARIANT_GAMES`` lowers the count where time is short (the run inside Pyodide). Marked ``slow``:
the inner loop (``pytest -m "not slow"``) plays a few games of every game instead (``test_api.py``).
Each casino rule set plays 2000 games, spread over its player counts (500 a table from 2 to 5 players, 667 from
2 to 4): every state of each is checked, and 500 games a table lay each of Royale's 16 faces about 280 times.
Knizia's board plays 1000 games a rule set (a game is about 300 steps, 0.07 s checked). This file takes more CPU
than any other, and the whole suite must stay within 20 minutes on 2 cores.
"""

import os

import pytest

from vegas import playable_rules
from vegas.cli.simulate import run_simulation
from vegas.core.game import RULESETS
from vegas.core.registry import CASINO_TABLE, KNIZIA_BOARD

GAMES = int(os.environ.get("VEGAS_INVARIANT_GAMES", "1000"))

CONFIGS = [
    (rules, players)
    for rules in playable_rules()
    for players in range(RULESETS[rules].min_players, RULESETS[rules].max_players + 1)
]


GAMES_A_RULE_SET = {CASINO_TABLE: 2, KNIZIA_BOARD: 1}
"""Games a rule set plays, in ``GAMES`` (so 2000 and 1000 by default), shared between its player counts."""


def games_a_table(rules: str) -> int:
    ruleset = RULESETS[rules]
    return max(GAMES * GAMES_A_RULE_SET[ruleset.family] // len(ruleset.player_counts()), 2)


@pytest.mark.slow
@pytest.mark.parametrize("greedy_seat", ["first", "last"])
@pytest.mark.parametrize("rules, players", CONFIGS)
def test_random_and_greedy_games_keep_every_invariant(rules, players, greedy_seat):
    """Half the games with the greedy bot in the first seat, half in the last (two items: xdist splits them)."""
    half = games_a_table(rules) // 2
    others = ["random"] * (players - 1)
    bots = ["greedy", *others] if greedy_seat == "first" else [*others, "greedy"]
    seed = players if greedy_seat == "first" else 100 + players
    result = run_simulation(rules, players, half, seed, bots, check=True)
    assert result["violations"]["count"] == 0, result["violations"]["first"]
    assert sum(result["wins"]) >= half  # every game has at least one winner
