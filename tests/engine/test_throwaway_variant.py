"""A variant made in a test (docs/architecture.md, "Trying an entry in a test"): Las Vegas over two rounds for two
or three players, one registry entry and nothing else, plays through the suites that run over every registered game —
the API test, the invariant test and the bots' legality tests — in a pytest of its own that loads this module
as a plugin, so the entry is registered before those suites list the games (``vegas.core.registry.register``).
"""

import dataclasses
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from vegas import Game
from vegas.core.registry import RULESETS, register, registered, unregister

SHORT = dataclasses.replace(
    RULESETS["classic"],
    id="classic-throwaway",
    name="Las Vegas, two rounds",
    max_players=3,
    rounds=2,
    round_spreads=(),
    referee=None,
)
SUITES = ("tests/engine/test_api.py", "tests/engine/test_invariants.py", "tests/bots/test_legal.py")
ROOT = Path(__file__).resolve().parents[2]
needs_processes = pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide starts no processes")


def pytest_configure(config: pytest.Config) -> None:
    """Run only when this module is a plugin (``-p``): pytest reads no hook of a module it collects tests from."""
    register(SHORT)


def pytest_unconfigure(config: pytest.Config) -> None:
    unregister(SHORT)


def test_the_entry_alone_makes_a_game_of_two_rounds():
    luck = random.Random(0)
    with registered(SHORT):
        state = Game(SHORT.id, 3).new_initial_state()
        rounds = set()
        while not state.is_terminal():
            rounds.add(state.round)  # type: ignore[attr-defined]
            state = state.apply(state.sample_chance(luck) if state.is_chance_node() else state.legal_actions()[0])
        assert rounds == {1, 2}
    assert SHORT.id not in RULESETS


@needs_processes
def test_the_variant_plays_through_the_suites_over_every_game():
    environment = {**os.environ, "VEGAS_INVARIANT_GAMES": "8", "VEGAS_API_GAMES": "2"}
    command = [sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", "-p", __name__, *SUITES]
    done = subprocess.run([*command, "-k", SHORT.id], cwd=ROOT, env=environment, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    passed = re.findall(r"^PASSED (\S+)", done.stdout, re.MULTILINE)
    for suite in SUITES:
        for players in SHORT.player_counts():
            played = [test for test in passed if test.startswith(suite) and f"[{SHORT.id}-{players}" in test]
            assert played, f"{suite} played no game of {SHORT.id} at {players} players:\n{done.stdout[-2000:]}"
