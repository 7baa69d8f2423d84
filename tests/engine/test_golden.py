"""Golden playthroughs (habit 8, docs/architecture.md): stored full games replay, step by step, to what the
table saw after every step (a digest of the observation) and to their stored end.

If a rule changes on purpose, regenerate them with ``python tests/golden/regenerate.py`` and review (with
``--keep-games`` the stored games stay and only what they show is written anew).
"""

import json
from pathlib import Path

import pytest

from vegas import playable_rules
from vegas.core.record import Record, replay_states

from .helpers import end_facts, observation_digest

GOLDEN = sorted((Path(__file__).parents[1] / "golden").glob("*.json"))


def test_there_are_golden_games_for_every_playable_game():
    covered = {json.loads(path.read_text())["record"]["game"]["rules"] for path in GOLDEN}
    assert set(playable_rules()) <= covered


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_game_shows_the_same_after_every_step(path):
    data = json.loads(path.read_text())
    states = replay_states(Record.from_json(data["record"]))
    actions = ["(start)", *data["record"]["actions"]]
    assert len(data["trace"]) == len(states)
    for step, (state, expected) in enumerate(zip(states, data["trace"], strict=True)):
        assert observation_digest(state) == expected, f"step {step} {actions[step]!r} shows something else"


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_game_replays_to_its_recorded_end(path):
    data = json.loads(path.read_text())
    final = Record.from_json(data["record"]).replay()
    assert final.is_terminal()
    assert end_facts(final) == data["expected"]
