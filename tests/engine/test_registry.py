"""The registry of games (vegas/core/registry.py) is the one place that names them (issue 17)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from vegas import Game, playable_rules
from vegas.core.registry import DEFAULT_RULES, FAMILIES, GAMES, RULESETS, family_rules
from vegas.core.state import State
from vegas.ui.table import DRAWN_FAMILIES, page_rules
from vegas.ui.view import VIEWS

PACKAGE = Path(__file__).resolve().parents[2] / "vegas"
needs_processes = pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide starts no processes")
MAY_NAME_GAMES = ("games/", "core/registry.py", "ui/catalogue/")
"""The rule sets themselves and the text catalogues (a game's name in each language) may write ids out."""


def test_every_playable_game_starts_at_every_player_count():
    for rules in playable_rules():
        for players in RULESETS[rules].player_counts():
            state = Game(rules, players).new_initial_state()
            assert isinstance(state, State) and not state.is_terminal()


def test_entries_are_consistent():
    assert len(RULESETS) == len(GAMES) and DEFAULT_RULES in playable_rules()
    for game in GAMES:
        assert game.family in FAMILIES and 2 <= game.min_players <= game.max_players
        assert game.id in family_rules(game.family) or not game.playable
        if game.playable:
            assert game.howto, f"{game.id} has no how-to-play"
        assert not game.round_spreads or game.fast_path, "only the fast path reads measured spreads"


def test_a_game_that_is_not_playable_is_refused_by_name():
    unplayable = [game for game in GAMES if not game.playable]
    for game in unplayable:
        with pytest.raises(Exception, match="not playable yet"):
            Game(game.id, game.min_players)


def test_the_page_draws_every_family_it_offers():
    assert set(DRAWN_FAMILIES) == set(VIEWS)
    assert page_rules() == [rules for rules in playable_rules() if RULESETS[rules].family in VIEWS]


@needs_processes
def test_the_registry_imports_no_rule_set():
    """Importing the registry (and so ``vegas``) loads no rule set: they are named by path, not imported."""
    code = (
        "import sys, vegas.core.registry as r\n"
        "modules = {g.state.split(':')[0] for g in r.GAMES if g.state}\n"
        "print(','.join(sorted(modules & set(sys.modules))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


@needs_processes
@pytest.mark.parametrize("rules", playable_rules())
def test_each_rule_set_module_imports_on_its_own(rules):
    """No import circle: a fresh interpreter can import a rule set's module first."""
    module = RULESETS[rules].state and RULESETS[rules].state.split(":")[0]
    assert module
    code = f"import importlib; importlib.import_module('{module}')"
    subprocess.run([sys.executable, "-c", code], check=True)


def _string_literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_no_module_outside_the_rules_names_a_game():
    ids = set(RULESETS)
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.startswith(MAY_NAME_GAMES):
            continue
        found += [f"{relative}:{line}: {text!r}" for line, text in _string_literals(path) if text in ids]
    assert not found, "ask the registry instead:\n" + "\n".join(found)


def test_the_literal_check_can_fail(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Mentions classic in a docstring."""\nRULES = "classic"\n', encoding="utf-8")
    assert _string_literals(sample) == [(2, "classic")]
