"""The modules that moved in 0.2.0, importable under their old names until 0.3.0 (CHANGELOG, 0.2.0).

``import vegas.rules.family`` still works and gives the module that now lives at
``vegas.games.lasvegas.state`` (the same classes and functions, so ``isinstance`` and the saves agree), with a
``DeprecationWarning`` that names the new place. One table here instead of a file left behind at each old
place: the tree shows only where things are.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import warnings
from collections.abc import Sequence
from types import ModuleType

MOVED = {
    "vegas.actions": "vegas.core.actions",
    "vegas.chance": "vegas.core.chance",
    "vegas.errors": "vegas.core.errors",
    "vegas.boundary": "vegas.core.boundary",
    "vegas.game": "vegas.core.game",
    "vegas.record": "vegas.core.record",
    "vegas.session": "vegas.core.session",
    "vegas.observation": "vegas.core.observation",
    "vegas.rules": "vegas.games",
    "vegas.rules.base": "vegas.core.state",
    "vegas.rules.registry": "vegas.core.registry",
    "vegas.rules.frozen": "vegas.core.frozen",
    "vegas.rules.tuples": "vegas.core.tuples",
    "vegas.rules.family": "vegas.games.lasvegas.state",
    "vegas.rules.casino_checks": "vegas.games.lasvegas.checks",
    "vegas.rules.casino_observation": "vegas.games.lasvegas.observation",
    "vegas.rules.classic": "vegas.games.lasvegas.classic",
    "vegas.rules.money": "vegas.games.lasvegas.money",
    "vegas.rules.save": "vegas.games.lasvegas.save",
    "vegas.payout": "vegas.games.lasvegas.payout",
    "vegas.referee": "vegas.cli.referee",
    "vegas.rules.royale": "vegas.games.royale.basic",
    "vegas.rules.royale_main": "vegas.games.royale.state",
    "vegas.rules.royale_edit": "vegas.games.royale.edit",
    "vegas.rules.royale_steps": "vegas.games.royale.steps",
    "vegas.rules.royale_tiles": "vegas.games.royale.tiles",
    "vegas.rules.royale_options": "vegas.games.royale.options",
    "vegas.rules.royale_save": "vegas.games.royale.save",
    "vegas.tile_actions": "vegas.games.royale.actions",
    "vegas.rules.royale_faces": "vegas.games.royale.faces.all",
    "vegas.rules.royale_face_rules": "vegas.games.royale.faces.rules",
    "vegas.rules.royale_faces_dice": "vegas.games.royale.faces.dice",
    "vegas.rules.royale_faces_rewards": "vegas.games.royale.faces.rewards",
    "vegas.rules.knizia": "vegas.games.knizia.state",
    "vegas.rules.knizia_board": "vegas.games.knizia.board",
    "vegas.rules.knizia_save": "vegas.games.knizia.save",
    "vegas.rules.knizia_reasons": "vegas.games.knizia.reasons",
    "vegas.knizia_actions": "vegas.games.knizia.actions",
    "vegas.knizia_referee": "vegas.games.knizia.referee",
    "vegas.bots.royale_playout": "vegas.bots.royale.playout",
    "vegas.bots.tile_model": "vegas.bots.royale.tile_model",
    "vegas.simulate": "vegas.cli.simulate",
    "vegas.tournament": "vegas.cli.tournament",
    "vegas.bench": "vegas.cli.bench",
    "vegas.ui.casino_view": "vegas.ui.lasvegas.view",
    "vegas.ui.tiles": "vegas.ui.royale.tiles",
    "vegas.ui.knizia_view": "vegas.ui.knizia.view",
    "vegas.ui.knizia_render": "vegas.ui.knizia.render",
    "vegas.ui.link_view": "vegas.ui.link.view",
    "vegas.ui.network": "vegas.ui.link.network",
    "vegas.fairness": "vegas.ui.link.fairness",
}
"""Each old module's name, and the module that holds its contents now."""


class _OldName(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds an old name of ``MOVED`` and loads a module that hands out the new module's names."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in MOVED:
            return None
        return importlib.machinery.ModuleSpec(fullname, self, is_package=fullname == "vegas.rules")

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        new = MOVED[module.__name__]
        warnings.warn(f"{module.__name__} is now {new}", DeprecationWarning, stacklevel=2)
        moved = importlib.import_module(new)
        module.__dict__.update({k: v for k, v in vars(moved).items() if not k.startswith("__")})
        module.__doc__ = moved.__doc__


def install() -> None:
    """Make the old names importable (``vegas/__init__.py`` calls it once)."""
    if not any(isinstance(finder, _OldName) for finder in sys.meta_path):
        sys.meta_path.append(_OldName())
