"""A game is the fixed configuration of one match: which rule set, which seats (habit 1, docs/architecture.md).

``Game`` is defined with ``State`` in ``state.py`` (a game makes its states and every state knows its game: one
idea, one module) and importable from here, with the registry's names it answers from.
"""

from __future__ import annotations

from .registry import RULESETS, RuleSet, playable_rules
from .state import DEFAULT_NAMES, Game, state_class_of

__all__ = ["DEFAULT_NAMES", "RULESETS", "Game", "RuleSet", "playable_rules", "state_class_of"]
