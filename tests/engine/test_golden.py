"""Golden playthroughs (habit 8, docs/architecture.md): stored full games replay to their stored final scores.

If a rule changes on purpose, regenerate them with ``python tests/golden/regenerate.py`` and review.
"""

import json
from pathlib import Path

import pytest

from vegas.record import Record

GOLDEN = sorted((Path(__file__).parents[1] / "golden").glob("*.json"))


def test_there_are_golden_games_for_every_rule_set():
    names = {path.name for path in GOLDEN}
    assert {"classic-4p.json", "classic-neutral-3p.json", "royale-basic-2p.json", "royale-basic-5p.json"} <= names
    assert {"royale-2p.json", "royale-4p.json", "royale-5p-6tiles.json"} <= names


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_game_replays_to_its_recorded_end(path):
    data = json.loads(path.read_text())
    final = Record.from_json(data["record"]).replay()
    expected = data["expected"]
    assert final.is_terminal()
    assert final.scores() == expected["scores"]
    assert [list(notes) for notes in final.won] == expected["notes"]
    assert final.winners() == expected["winners"]
    assert list(final.bottom) == expected["pile_bottom"]
    if "chips" in expected:  # Royale
        assert list(final.chips) == expected["chips"]
    if "bank" in expected:  # Royale main game: what the tiles paid from the bank
        assert [list(b) for b in final.bank] == expected["bank"]
