"""docs/architecture.md's recipes for a variant and for a game, checked step by step over every registry entry:
each missing piece is named with the file to write it in, so a new entry's first run says what is left to do."""

from __future__ import annotations

import dataclasses
import inspect
import sys
from pathlib import Path

import pytest

from vegas.core.registry import FAMILIES, GAMES, RULESETS, RuleSet, named
from vegas.core.state import State, state_class_of
from vegas.ui.text import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = "vegas/ui/catalogue/"


def catalogue_keys(entry: RuleSet) -> list[str]:
    """The texts the page shows of a game: its name and its How to play's titles and texts."""
    sections = [section if isinstance(section, str) else section[0] for section in entry.howto]
    return [f"rules.{entry.id}", *(f"howto.{key}.{part}" for key in sections for part in ("title", "text"))]


def missing_texts(entry: RuleSet) -> list[str]:
    found = []
    for key in catalogue_keys(entry):
        lacking = [f"{lang}.py" for lang in CATALOGUE if key not in CATALOGUE[lang]]
        if lacking:
            found.append(f"add {key} to {CATALOGUES}{', '.join(lacking)}")
    return found


def missing_code(entry: RuleSet) -> list[str]:
    """The state class, the rules its variant fixes, and the paths the entry names."""
    if entry.family not in FAMILIES:
        return [f"{entry.id}: family {entry.family!r} is none of vegas/core/registry.py's FAMILIES {FAMILIES}"]
    try:
        cls = state_class_of(entry)
    except (ImportError, AttributeError) as error:
        return [f"{entry.id}: RuleSet.state {entry.state!r} does not import ({error}): write that class"]
    if not issubclass(cls, State):
        return [f"{entry.id}: {entry.state} is no vegas.core.state.State"]
    found = []
    modules = {part.__module__ for part in cls.__mro__ if part.__module__.startswith("vegas.")}
    sources = "".join(inspect.getsource(sys.modules[module]) for module in sorted(modules))
    found += [
        f"{entry.id}: no module of {cls.__name__} reads the rule {rule!r} its entry fixes: "
        f'read it with game.ruleset.rule("{rule}")'
        for rule, _value in entry.variant
        if f'"{rule}"' not in sources
    ]
    for field in ("playouts", "referee"):
        path = getattr(entry, field)
        try:
            path is None or named(path)
        except (ImportError, AttributeError) as error:
            found.append(f"{entry.id}: RuleSet.{field} {path!r} does not import ({error})")
    return found


def missing_rules(entry: RuleSet) -> list[str]:
    rules = (ROOT / "docs/rules.md").read_text(encoding="utf-8")
    if f"| `{entry.id}` |" in rules:
        return []
    return [f"add `{entry.id}` to the table of rule sets in docs/rules.md, and the rules and rulings it adds"]


def missing(entry: RuleSet) -> list[str]:
    return missing_rules(entry) + missing_code(entry) + missing_texts(entry)


@pytest.mark.parametrize("entry", [game for game in GAMES if game.playable], ids=lambda game: game.id)
def test_every_game_has_what_the_recipe_asks(entry):
    assert not missing(entry), "\n".join(missing(entry))


def test_a_new_entry_is_told_each_piece_it_lacks():
    entry = dataclasses.replace(
        RULESETS["classic-neutral"],
        id="classic-fresh",
        howto=("goal", "fresh_dice"),
        variant=(("fresh_dice", True),),
        referee="vegas.games.lasvegas.referee:no_such_function",
    )
    assert missing(entry) == [
        "add `classic-fresh` to the table of rule sets in docs/rules.md, and the rules and rulings it adds",
        "classic-fresh: no module of ClassicState reads the rule 'fresh_dice' its entry fixes: "
        'read it with game.ruleset.rule("fresh_dice")',
        "classic-fresh: RuleSet.referee 'vegas.games.lasvegas.referee:no_such_function' does not import "
        "(module 'vegas.games.lasvegas.referee' has no attribute 'no_such_function')",
        f"add rules.classic-fresh to {CATALOGUES}en.py, fr.py, de.py",
        f"add howto.fresh_dice.title to {CATALOGUES}en.py, fr.py, de.py",
        f"add howto.fresh_dice.text to {CATALOGUES}en.py, fr.py, de.py",
    ]
    broken = dataclasses.replace(entry, state="vegas.games.lasvegas.fresh:FreshState")
    assert missing_code(broken)[0].startswith("classic-fresh: RuleSet.state 'vegas.games.lasvegas.fresh:FreshState'")
