"""``python -m vegas payout``: pay casinos (or score tables) described in JSON, for the engine's users and
physical games. Each game's referee pays its own scenario; the registry names it (``RuleSet.referee``):
``vegas/games/lasvegas/referee.py`` for the casino table, ``vegas/games/knizia/referee.py`` for Knizia's board.
"""

from __future__ import annotations

from typing import Any

from vegas.core.errors import ScenarioError
from vegas.core.registry import RULESETS, playable_rules


def payout_scenario(data: Any) -> dict[str, Any]:
    """The scenario paid by the referee of the rules it names."""
    if not isinstance(data, dict):
        raise ScenarioError("the scenario must be a JSON object with 'rules' and 'casinos' (or 'tables')")
    rules = data.get("rules")
    refereed = [rules for rules in playable_rules() if RULESETS[rules].referee]
    if not isinstance(rules, str) or rules not in refereed:
        hint = " (not yet supported by the referee)" if isinstance(rules, str) and rules in RULESETS else ""
        raise ScenarioError(f"unknown rules {rules!r}{hint}; use one of {', '.join(refereed)}")
    return RULESETS[rules].referee_function()(rules, data)
