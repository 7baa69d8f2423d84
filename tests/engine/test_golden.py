"""Golden playthroughs (habit 8, docs/architecture.md): stored full games replay, step by step, to what the
table saw after every step (a digest of the observation) and to their stored end; regenerating them from their
records rewrites nothing.

If a rule changes on purpose, rewrite what they show with ``python tests/golden/regenerate.py`` and review the
diff: the stored games stay, their traces and ends are written anew.
"""

import json
import shutil
from pathlib import Path

import pytest

from tests.golden.regenerate import COMMAND, RECIPES, Recipe, golden_text, known_recipes, regenerated, stored_rules
from vegas import playable_rules
from vegas.core.record import Record, replay_states

from .helpers import end_facts, observation_digest

FOLDER = Path(__file__).parents[1] / "golden"
GOLDEN = sorted(FOLDER.glob("*.json"))


@pytest.mark.parametrize("rules", playable_rules())
def test_every_playable_game_has_golden_games(rules):
    assert rules in stored_rules(FOLDER), (
        f"no golden game of {rules!r}: run `{COMMAND}` (it plays two for a game that has none and rewrites no "
        "other file), review tests/golden/ and commit it"
    )


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


def test_a_regeneration_rewrites_no_golden_file_and_makes_none():
    texts = regenerated(FOLDER)
    made = sorted(path.name for path in set(texts) - set(GOLDEN))
    assert not made, f"`{COMMAND}` would make {made}: run it, review and commit them"
    changed = [path.name for path, text in texts.items() if path.read_text() != text]
    assert not changed, f"`{COMMAND}` would rewrite {changed}: write golden files only with it"


def test_a_regeneration_shows_a_changed_trace_and_keeps_the_stored_game(tmp_path):
    shutil.copy(FOLDER / "classic-2p.json", tmp_path)
    for path in FOLDER.glob("*.json"):  # every other playable game keeps a file, so none is played anew
        if json.loads(path.read_text())["record"]["game"]["rules"] != "classic":
            shutil.copy(path, tmp_path)
    path = tmp_path / "classic-2p.json"
    data = json.loads(path.read_text())
    data["trace"][5] = "0" * 16
    path.write_text(golden_text(data))
    texts = regenerated(tmp_path)
    assert set(tmp_path.glob("*.json")) <= set(texts)
    again = json.loads(texts[path])
    assert again["trace"][5] != "0" * 16 and again["record"] == data["record"]


def test_a_game_with_no_golden_file_gets_two_seeded_by_their_names(tmp_path):
    for path in FOLDER.glob("*.json"):
        if json.loads(path.read_text())["record"]["game"]["rules"] != "knizia-duel":
            shutil.copy(path, tmp_path)
    texts = regenerated(tmp_path)
    made = sorted(path.name for path in texts if not path.exists())
    assert {"knizia-duel-2p.json", "knizia-duel-4p.json"} <= set(made)
    assert not any(name.startswith("knizia-") and "duel" not in name for name in made)  # knizia keeps its own
    for path in ("knizia-duel-2p.json", "knizia-duel-4p.json"):
        record = json.loads(texts[tmp_path / path])["record"]
        assert record["seed"] == known_recipes()[Path(path).stem].seed
    assert regenerated(tmp_path) == texts  # the same games again: nothing hangs on a run or an order


def test_a_recipes_seed_comes_from_its_name_alone():
    """Not from its place in a list: a recipe (or a game of the registry) added before it moves nothing."""
    recipe = RECIPES[3]
    assert Recipe(recipe.rules, recipe.players, ("random",) * recipe.players).seed == recipe.seed
    assert len({r.seed for r in known_recipes().values()}) == len(known_recipes())
