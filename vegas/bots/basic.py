"""Baseline bots for simulations: ``random`` (any legal action) and ``greedy`` (best money now)."""

from __future__ import annotations

import random

from vegas.core.actions import Action, SitOut
from vegas.core.state import State
from vegas.games.knizia.play import KniziaPlay
from vegas.games.lasvegas.state import CasinoState

from .base import QuickBot, register_bot
from .generic import IdleTurns


class RandomBot(QuickBot):
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


class GreedyBot(QuickBot):
    """Picks the action after which it would have the most money if the round ended at once.

    This is the one-ply rule of the published Las Vegas bots; ties go to a random choice among them.
    Sitting out (Royale) costs a chip, which the measure counts, and is chosen only when it is strictly
    better than every placement.
    """

    name = "greedy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.idle = IdleTurns()

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player()
        seen = state.determinised(seat, self.rng)  # another seat's hidden choice is drawn anew, never read
        scored = [(value_if_round_ended(seen.apply_unchecked(a), seat), a) for a in self.idle.allowed(actions)]
        placing = [(value, a) for value, a in scored if not isinstance(a, SitOut)]
        if not placing:  # every value rolled is closed (NO ENTRY!) and passing again is not allowed
            return self.idle.took(scored[0][1], actions)
        best = max(value for value, _ in placing)
        sitting = [a for value, a in scored if isinstance(a, SitOut) and value > best]
        chosen = sitting[0] if sitting else self.rng.choice([a for value, a in placing if value == best])
        return self.idle.took(chosen, actions)


def money_if_round_ended(state: State, seat: int) -> int:
    """The money ``seat`` would take from the casinos if the round ended now (none in a game without casinos)."""
    if not isinstance(state, CasinoState):
        return 0
    return sum(sum(result.award_to(seat)) for result in state.payout_preview())


def value_if_round_ended(state: State, seat: int) -> float:
    """``seat``'s score (money won, and chips where they count) plus what the casinos would pay it now (in a
    game without casinos: its ``projected_scores``)."""
    if not isinstance(state, CasinoState):
        if state.is_chance_node():  # Knizia's roll: each face of the gold die as it would fall
            outcomes = state.chance_outcomes()
            return sum(float(p) * value_if_round_ended(state.apply_unchecked(o), seat) for o, p in outcomes)
        if isinstance(state, KniziaPlay):  # the seat's own score only: the others' would go unread
            return state.projected_score(seat)
        return state.projected_scores()[seat]
    return state.scores()[seat] + money_if_round_ended(state, seat)


register_bot("random", RandomBot)
register_bot("greedy", GreedyBot)
