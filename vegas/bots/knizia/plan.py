"""Knizia's *Vegas* for the ``hard`` bot's search: each action judged by fast playouts of the turns after it.

``search`` (``search.py``) shares its budget among the actions by sequential halving; this path gives it the
playouts (``playout.py``). Every action of the decision is tried as the state API applies it, a card
included, so the search weighs a Good Luck card played now against the same card kept (counted at its worth,
``worth.py``), a Front-man roll at the table Mary Chip comes to next against a roll at one's own, the Mary
Chip card now against later, and every table the pawn could move to, by what happens in the turns after.

The search reads no hidden choice: it plays from ``determinised`` (a duel's challenger symbol drawn anew
for a defender). The budget counts playouts, never seconds, so a seed repeats a choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from vegas.core.actions import Action
from vegas.games.knizia.play import KniziaPlay

from ..playout import Outcome
from .playout import KniziaPlayouts
from .worth import DEFAULT_WORTH, Worth


@dataclass(frozen=True, slots=True)
class Planning:
    """How ``hard`` plans Knizia's *Vegas* (values found by short tournaments, docs/bots.md)."""

    horizon: int = 4
    """Turns of every seat a playout plays after the decision."""
    share: float = 0.6
    """Playouts of a decision, as a share of ``hard``'s budget (docs/bots.md: median and worst times)."""
    worth: Worth = DEFAULT_WORTH
    """What the end of a playout is worth (cards kept, open tables)."""


DEFAULT_PLANNING = Planning()
TURN_COST = 2
"""A playout turn's work in the search's units (dice of a classic playout), for its chunks."""


class KniziaPath:
    """The search's path for Knizia's board: the state after each action, played on by ``KniziaPlayouts``."""

    def __init__(
        self,
        state: KniziaPlay,
        seat: int,
        actions: list[Action],
        rng: random.Random,
        planning: Planning,
    ) -> None:
        seen = state.determinised(seat, rng)
        self.afters = [seen.apply_unchecked(action) for action in actions]
        self.playouts = KniziaPlayouts(seen, seat, planning.horizon, planning.worth)
        self.dice = TURN_COST * planning.horizon * state.game.players
        self.uniform: Callable[[], float] = rng.random

    def luck(self) -> Any:
        return self.playouts.stream(self.uniform)

    def learned(self) -> int:
        return 0  # a playout's work is its turns, counted in ``dice``

    def play(self, index: int, luck: Any) -> Outcome:
        return self.playouts.play(self.afters[index], luck)
