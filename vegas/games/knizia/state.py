"""The state class of Knizia's *Vegas* (``knizia``, ``knizia-duel``; docs/rules.md §4, R25-R33), as the registry
names it: ``KniziaPlay`` (``play.py``: the fields and the rules of play) with why an action is refused
(``reasons.py``), its checks, its view and its save (``save.py``) tied in.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Self

from vegas.core.actions import Action
from vegas.core.frozen import compiled_replace
from vegas.core.game import Game

from .actions import GoldDie
from .play import (
    CARDS,
    DISCARDED,
    EMPTY,
    FRONT,
    FULL_HAND,
    HAND_COUNTER,
    MARY,
    OPEN,
    Duel,
    KniziaPlay,
    Phase,
    Scoring,
    beats,
    placement_options,
    table_winner,
)
from .reasons import why_not
from .save import from_json, observation, save_from_observation, to_json, violations

__all__ = [
    "CARDS",
    "DISCARDED",
    "EMPTY",
    "FRONT",
    "FULL_HAND",
    "HAND_COUNTER",
    "MARY",
    "OPEN",
    "Duel",
    "KniziaPlay",
    "KniziaState",
    "Phase",
    "Scoring",
    "beats",
    "placement_options",
    "table_winner",
]


@dataclass(frozen=True, slots=True)
class KniziaState(KniziaPlay):
    """A position of Knizia's *Vegas*: the play, with its reasons, checks, view and save."""

    def why_illegal(self, action: Action) -> str | None:
        if self.phase is Phase.OVER:
            return "the game is over"
        if self.phase is Phase.ROLLING:
            if isinstance(action, GoldDie) and 1 <= action.value <= 6:
                return None
            return "the gold die is rolled next"
        if action in self.legal_actions():
            return None
        return why_not(self, action)

    def violations(self) -> list[str]:
        return violations(self)

    def observation(self) -> dict[str, Any]:
        return observation(self)

    @classmethod
    def _save_from_observation(cls, data: dict[str, Any]) -> dict[str, Any]:
        return save_from_observation(data)

    def to_json(self) -> dict[str, Any]:
        return to_json(self)

    @classmethod
    def from_json(cls, game: Game, data: Any) -> Self:
        return from_json(cls, game, data)


KniziaState._FIELDS = tuple(f.name for f in fields(KniziaState))
KniziaState._with = compiled_replace(KniziaState, KniziaState._FIELDS)  # type: ignore[method-assign]
