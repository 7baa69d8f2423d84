"""The registry of games (vegas/core/registry.py) is the one place that names them (issue 17)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from vegas import Game, playable_rules
from vegas.core.registry import DEFAULT_RULES, FAMILIES, GAMES, RULESETS, RuleSet, family_rules
from vegas.core.state import State
from vegas.ui.table import DRAWN_FAMILIES, page_rules
from vegas.ui.view import VIEWS

PACKAGE = Path(__file__).resolve().parents[2] / "vegas"
needs_processes = pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide starts no processes")
MAY_NAME_GAMES = ("core/registry.py", "ui/catalogue/")
"""Only the registry and the text catalogues (a game's name in each language) may write ids out; a rule set
reads what its entry declares (``RuleSet.variant``) instead of asking which entry it is."""


def test_every_playable_game_starts_at_every_player_count():
    for rules in playable_rules():
        for players in RULESETS[rules].player_counts():
            state = Game(rules, players).new_initial_state()
            assert isinstance(state, State) and not state.is_terminal()


def test_entries_are_consistent():
    assert len(RULESETS) == len(GAMES) and DEFAULT_RULES in playable_rules()
    for game in GAMES:
        assert game.family in FAMILIES, f"{game.id}: declare {game.family!r} in vegas/core/registry.py FAMILIES"
        assert 2 <= game.min_players <= game.max_players, f"{game.id}: its player range"
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
    assert set(DRAWN_FAMILIES) == set(VIEWS), (
        f"vegas/ui/table.py's DRAWN_FAMILIES {sorted(DRAWN_FAMILIES)} and vegas/ui/view.py's VIEWS {sorted(VIEWS)} "
        "must name the same families"
    )
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


def _id_comparisons(path: Path, ids: set[str]) -> list[int]:
    """Lines comparing with a registered id, or testing membership in a container that holds one."""

    def holds_id(node: ast.expr) -> bool:
        if isinstance(node, ast.Constant):
            return node.value in ids
        elements = node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else []
        keys = [key for key in node.keys if key is not None] if isinstance(node, ast.Dict) else []
        return any(holds_id(element) for element in [*elements, *keys])

    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Compare) and any(holds_id(operand) for operand in [node.left, *node.comparators])
    ]
    return lines + [node.lineno for node in ast.walk(tree) if isinstance(node, ast.MatchValue) and holds_id(node.value)]


def test_no_code_outside_the_registry_compares_a_rule_set_id():
    """What sets a variant apart is declared in its entry and read by its game, never ``rules == "<id>"``."""
    ids = set(RULESETS)
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if not relative.startswith(MAY_NAME_GAMES):
            found += [f"{relative}:{line}" for line in _id_comparisons(path, ids)]
    assert not found, "declare what differs in the entry's variant and read it with RuleSet.rule:\n" + "\n".join(found)


def test_the_comparison_check_can_fail(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        'def f(game):\n    if game.rules == "classic":\n        return 1\n    return game.rules in {"royale", "x"}\n'
        'match "a":\n    case "knizia":\n        pass\n',
        encoding="utf-8",
    )
    assert sorted(_id_comparisons(sample, set(RULESETS))) == [2, 4, 6]


def test_the_literal_check_can_fail(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Mentions classic in a docstring."""\nRULES = "classic"\n', encoding="utf-8")
    assert _string_literals(sample) == [(2, "classic")]


def test_an_entry_is_written_with_keywords_and_declares_its_variant():
    with pytest.raises(TypeError):
        RuleSet("classic", "Las Vegas", 2, 5, 4, FAMILIES[0], None)  # type: ignore[misc]
    assert RULESETS["classic-neutral"].rule("neutral_dice") is True and not RULESETS["classic"].rule("neutral_dice")
    assert RULESETS["knizia-duel"].rule("duel") is True and not RULESETS["knizia"].rule("duel")
    assert not RULESETS["classic"].rule("no such rule")
