"""What the bots fall back on for a rule set without a fast path: the public state API and nothing else.

Any legal action, whatever it is (``place 3``, ``sit-out``, a move not yet invented), is judged by
applying it and measuring the state after it: each seat's score plus what the casinos would pay it if
the round ended now (``payout_preview``), for itself minus a share of the others'. Playouts for the hard
bot's search run through ``apply_unchecked`` and ``sample_chance`` for a few turns of every seat (or to
the end of the round), every seat playing the one-ply measure.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..actions import Action
from ..rules.base import State
from .playout import ROUND_SPREAD, Outcome, win_chance

HORIZON_TURNS = 3
"""A generic playout stops after this many decisions per seat (or at the round's end), then counts what the
casinos would pay: the public API is too slow for whole rounds within a decision's time."""


def money_if_round_ended_all(state: State) -> list[int]:
    """Every seat's score plus what the casinos would pay it if the round ended now."""
    totals = list(state.scores())
    for result in state.payout_preview():
        for owner, money in result.awards:
            if isinstance(owner, int) and owner < len(totals):
                totals[owner] += sum(money)
    return totals


def relative(values: Sequence[float], seat: int, others: float) -> float:
    """``seat``'s value minus ``others`` times the mean of the other seats' values."""
    rest = (sum(values) - values[seat]) / max(1, len(values) - 1)
    return values[seat] - others * rest


def dice_held(state: State) -> list[int]:
    """Dice each seat still holds, as ``observation()`` shows them (``dice_left`` of every kind; 0 if absent)."""
    held = []
    for seat in state.observation().get("seats", []):
        left = seat.get("dice_left") if isinstance(seat, dict) else None
        held.append(sum(n for n in left.values() if isinstance(n, int)) if isinstance(left, dict) else 0)
    return held


def generic_values(state: State, actions: list[Action], others: float) -> list[tuple[Action, float]]:
    """Each action judged by the state after it: relative money if the round ended now.

    No value for the dice kept (as the fast path's ``keep`` gives): in Royale it made ``medium`` sit out
    too often and lose (3 players, 300 games: 24-31% against the same bot never sitting out, 35% with no
    such value; and 38% against the bot with it, fair share 33%; docs/bots.md).
    """
    seat = state.current_player()
    return [
        (action, relative(money_if_round_ended_all(state.apply_unchecked(action)), seat, others)) for action in actions
    ]


def round_of(state: State) -> Any:
    """The round a state is in, where the rule set has rounds (``None`` otherwise)."""
    return getattr(state, "round", None)


class GenericPlayouts:
    """Playouts through the public API for ``HORIZON_TURNS`` decisions per seat or to the end of the round,
    every seat playing the one-ply measure."""

    def __init__(self, state: State, seat: int, others: float = 0.5) -> None:
        self.state = state
        self.seat = seat
        self.others = others
        self.round = round_of(state)
        rounds = state.game.ruleset.rounds
        rounds_left = rounds - self.round if isinstance(self.round, int) and rounds else 0
        self.spread = ROUND_SPREAD * rounds_left**0.5

    def play(self, after: State, rng: random.Random) -> Outcome:
        state = after
        decisions = HORIZON_TURNS * len(self.state.scores())
        while not state.is_terminal() and round_of(state) == self.round and decisions > 0:
            if state.is_chance_node():
                state = state.apply_unchecked(state.sample_chance(rng))
                continue
            decisions -= 1
            actions = state.legal_actions()
            if len(actions) > 1:
                mover = state.current_player()
                scored = [
                    (relative(money_if_round_ended_all(state.apply_unchecked(a)), mover, self.others), i)
                    for i, a in enumerate(actions)
                ]
                action = actions[max(scored)[1]]
            else:
                action = actions[0]
            state = state.apply_unchecked(action)
        me = self.seat
        money = money_if_round_ended_all(state)
        won = money[me] - self.state.scores()[me]
        if state.is_terminal():
            chance = state.returns()[me]
        else:
            spread = self.spread if round_of(state) != self.round else self.spread + ROUND_SPREAD
            chance = win_chance(money, [0] * len(money), me, max(spread, 1.0))
        return Outcome(chance, won, chance)
