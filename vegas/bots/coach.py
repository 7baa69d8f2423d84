"""The coach: for the seat to move, the hard bot's estimate of every legal action, as hints for a person.

Each action gets the same number of playouts (``search`` without halving), all on the same dice, so the
figures can be compared side by side. They are **estimates** under a model of the opponents (every seat
playing the playout policy for the rest of the round), not exact values: ``win_chance`` is the mover's
estimated chance to win the game, ``money`` the money it would win in this round on average.

    hints = estimate(state, budget=600, rng=random.Random(seed))      # best first, Estimate objects
    for hint in hints: print(hint.action, f"{hint.win_chance:.0%}", f"${hint.money * 1000:,.0f}")

``estimate_steps`` is the same work as a generator (yield between chunks, the list as its return value)
for the page, driven like ``bot.think``.
"""

from __future__ import annotations

import random

from vegas.core.state import State

from .base import finish
from .search import DEFAULT_WORK, Estimate, Searching, search

COACH_BUDGET = 600
"""Playouts shared by all actions; per action that is about as many as the hard bot gives its best ones."""


def estimate_steps(
    state: State, budget: int = COACH_BUDGET, rng: random.Random | None = None, work: int | None = DEFAULT_WORK
) -> Searching:
    """``estimate`` in chunks: yields ``None`` between them, returns the estimates (best first)."""
    if state.is_chance_node() or state.is_terminal():
        raise ValueError("the coach needs a seat to move")
    return search(state, budget, rng if rng is not None else random.Random(0), halving=False, work=work)


def estimate(
    state: State, budget: int = COACH_BUDGET, rng: random.Random | None = None, work: int | None = DEFAULT_WORK
) -> list[Estimate]:
    """Every legal action of the seat to move with its estimated win chance and money this round, best first.

    ``budget`` playouts are shared equally by the actions; like ``hard``, at most ``work`` divided by the
    dice still to be placed (``None``: no cap). ``rng`` defaults to ``random.Random(0)``.
    """
    return finish(estimate_steps(state, budget, rng, work))
