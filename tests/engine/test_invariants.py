"""Thousands of seeded games per rule set and player count, checking every state (habit 7, docs/architecture.md).

Each game is checked at every step: money (54 notes, 90 Royale cards), dice (a Biggy counting two) and
Royale's chips conserved, a legal action whenever a seat is to move, every chance draw a listed outcome
with probabilities summing to 1, exactly the rule set's rounds, states through JSON and back unchanged,
and the record replaying to the same final state.
``VEGAS_INVARIANT_GAMES`` lowers the count where time is short (the run inside Pyodide). Marked ``slow``:
the inner loop (``pytest -m "not slow"``) plays a few games of every game instead (``test_api.py``).
1000 games per table is 3000-4000 games per rule set, every state of each checked (about 8 minutes of CPU
in all). ``royale`` (the tiles) plays half that count per player count, 2000 games over its four tables: its
games take about three times as long, and 500 games per table lay each of the 16 faces about 280 times.
"""

import os

import pytest

from vegas import playable_rules
from vegas.cli.simulate import run_simulation
from vegas.core.game import RULESETS
from vegas.core.registry import KNIZIA_BOARD

GAMES = int(os.environ.get("VEGAS_INVARIANT_GAMES", "1000"))

CONFIGS = [
    (rules, players)
    for rules in playable_rules()
    for players in range(RULESETS[rules].min_players, RULESETS[rules].max_players + 1)
]


def share(rules: str) -> int:
    """A rule set with table options (Royale's tiles) plays half the games: each takes about three times as long.
    Knizia's board plays a third, 1000 games per rule set over its three tables: a game is about 300 steps
    (0.07 s checked), and the suite must stay within CI's 20 minutes."""
    if RULESETS[rules].family == KNIZIA_BOARD:
        return 3
    return 2 if RULESETS[rules].options else 1


@pytest.mark.slow
@pytest.mark.parametrize("greedy_seat", ["first", "last"])
@pytest.mark.parametrize("rules, players", CONFIGS)
def test_random_and_greedy_games_keep_every_invariant(rules, players, greedy_seat):
    """Half the games with the greedy bot in the first seat, half in the last (two items: xdist splits them)."""
    half = max(GAMES // share(rules) // 2, 1)
    others = ["random"] * (players - 1)
    bots = ["greedy", *others] if greedy_seat == "first" else [*others, "greedy"]
    seed = players if greedy_seat == "first" else 100 + players
    result = run_simulation(rules, players, half, seed, bots, check=True)
    assert result["violations"]["count"] == 0, result["violations"]["first"]
    assert sum(result["wins"]) >= half  # every game has at least one winner
