"""Seeded games with planted errors: one seat plays ``hard`` except at chosen decisions, where it plays the worst
legal move (by a search of its own, on other seeds than the review's)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from vegas.bots import make_bot
from vegas.bots.coach import estimate
from vegas.core.game import Game
from vegas.core.record import Record
from vegas.core.session import Match
from vegas.review.valuation import TURN, decision_kind

PLANTER_BUDGET = 600
"""The planting search's playouts per action's share, as the coach's."""
CLEAR_GAP = 0.15
"""A decision is chosen for a planted error only where the planting search sees the worst move this much win
chance below the best: a planted move that costs less could be a fair call and need not be a mistake. Only a
turn's decisions are chosen: a tile's own (``close 3``, ``choose 4``) is searched on the generic path with a few
dozen playouts, whose noise alone made a 15-point gap (docs/bots.md, *The game review*)."""


MOST = 30
"""Seat 0's own decisions at most, should no decision be clear enough to plant an error."""


@dataclass(frozen=True)
class Planted:
    record: Record
    seat: int
    planted: tuple[int, ...]
    """The record's steps where the worst move was played."""
    others: tuple[int, ...]
    """The record's steps of the seat's other decisions with a choice (``hard``'s own)."""


def planted_game(rules: str, seed: int, plants: int = 2, decisions: int = 8, players: int = 2) -> Planted:
    """A game of ``rules`` cut once seat 0 (``hard``) made ``decisions`` decisions with a choice and ``plants`` of
    them were its worst move (the first clear chances after its first decision; at most ``MOST`` decisions);
    the other seats play ``medium``."""
    match = Match(Game(rules, players), seed)
    bots = [make_bot("hard" if s == 0 else "medium", random.Random(f"{seed}:{s}")) for s in range(players)]
    planted: list[int] = []
    others: list[int] = []
    while (len(planted) < plants or len(planted) + len(others) < decisions) and len(others) < MOST:
        match.advance_chance()
        state = match.state
        if state.is_terminal():
            break
        seat = state.current_player()
        step = len(match.actions)
        if seat != 0 or len(state.legal_actions()) < 2:
            match.play(bots[seat].choose(state))
            continue
        if len(planted) < plants and len(others) >= 1 and decision_kind(state, state.legal_actions()) == TURN:
            hints = estimate(state, PLANTER_BUDGET * len(state.legal_actions()), random.Random(f"plant:{seed}:{step}"))
            if hints[0].win_chance - hints[-1].win_chance >= CLEAR_GAP:
                planted.append(step)
                match.play(hints[-1].action)
                continue
        others.append(step)
        match.play(bots[0].choose(state))
    return Planted(match.record(), 0, tuple(planted), tuple(others))
