"""A position seen by a player, back into a state: ``state_from_observation(state.observation())``.

The command line's ``decide`` and user bots get observations; this rebuilds the state a decision was
observed in, for any rule set whose state class can read its own observations back
(``State.save_from_observation``).
"""

from __future__ import annotations

from typing import Any

from .errors import InvalidGame, InvalidState
from .record import load_state
from .registry import RULESETS, playable_rules
from .state import State, state_class_of


def state_from_observation(data: Any) -> State:
    """The state a decision was observed in, or ``InvalidState`` saying what is missing or inconsistent."""
    if not isinstance(data, dict):
        raise InvalidState("an observation is a JSON object")
    rules = data.get("rules")
    playable = playable_rules()
    if isinstance(rules, str) and rules in RULESETS and rules not in playable:
        raise InvalidState(f"{RULESETS[rules].name} is not playable yet")
    if not isinstance(rules, str) or rules not in playable:
        raise InvalidState(f"unknown rules {rules!r}; expected one of {', '.join(playable)}")
    try:
        save = state_class_of(RULESETS[rules]).save_from_observation(data)
    except InvalidGame as bad:
        raise InvalidState(str(bad)) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as bad:
        if isinstance(bad, InvalidState):
            raise
        missing = f"lacks {bad}" if isinstance(bad, KeyError) else f"is malformed ({bad})"
        raise InvalidState(f"the observation {missing}") from None
    return load_state(save)
