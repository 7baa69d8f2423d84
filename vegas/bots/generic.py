"""What the bots fall back on for a rule set without a fast path: the public state API and nothing else.

Any legal action, whatever it is (``place 3``, ``sit-out``, ``bet higher``, a move not yet invented), is
judged by applying it and measuring the state after it: each seat's score plus what the casinos (and, in
Royale, the tiles: ``bonus_preview``) would pay it if the round ended now, for itself minus a share of the
others'. The rest of the move is looked through first (``settled_money``): a tile's roll of the black dice
is averaged over its outcomes, and the decisions the tile then asks for are made by whoever must make them,
so ``bet higher``, a JACKPOT casino or ``choose 6`` are worth what they pay on average.

The bots judge from a state the mover cannot tell from the true one (``State.determinised``): another seat's
hidden choice is drawn anew, never read. The guessing decisions themselves (LUCKY PUNCH, BLACK BOX) follow
their equilibrium mix (``guessing.py``), as no fixed choice is safe there.

Playouts for the hard bot's search run through ``apply_unchecked`` and ``sample_chance`` for a few turns of
every seat (or to the end of the round), every seat playing the one-ply measure without the look-through.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from typing import Any

from vegas.core.actions import Action, Pass, Place, Roll
from vegas.core.state import State
from vegas.games.knizia.actions import Move, StandAt
from vegas.games.lasvegas.state import CasinoState
from vegas.games.royale.actions import Close, TileAction

from .base import finish
from .guessing import draw, mix
from .playout import ROUND_SPREAD, Outcome, win_chance

HORIZON_TURNS = 3
"""A generic playout stops after this many decisions per seat (or at the round's end), then counts what the
casinos would pay: the public API is too slow for whole rounds within a decision's time."""
LOOK_THROUGH_ROLLS = 1
"""Rolls of a tile's dice that the one-ply measure averages over exactly after an action (21 outcomes each);
after that it looks through decisions of at most ``LOOK_THROUGH_CHOICES`` actions only, to stay fast."""
LOOK_THROUGH_CHOICES = 4
KEEP_TIEBREAK = 0.01
"""In a tile's decision, a tie-break per die kept (a Biggy two): of two equal choices, spend fewer dice
(KNOCKOUT?: put a small die into the bar, not the Biggy). Only a tie-break: a real value for dice kept
made ``medium`` sit out too often (``generic_values``)."""
LOCK_SHARE = 0.5
"""Share of the mover's relative award in a casino that closing it with NO ENTRY! is worth (``lock_value``)."""
TILE_OUTCOMES = 36
"""A chance step with more outcomes than this (a turn's roll, a deal) ends the look-through."""


def money_if_round_ended_all(state: State) -> list[float]:
    """Every seat's score plus what the casinos and tiles would pay (or charge) it if the round ended now
    (in a game without casinos: ``projected_scores``)."""
    if not isinstance(state, CasinoState):
        return state.projected_scores()
    totals: list[float] = [score + bonus for score, bonus in zip(state.scores(), state.bonus_preview(), strict=True)]
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


Measure = Callable[[State], list[float]]
"""What the one-ply measure counts for each seat in a state (by default ``money_if_round_ended_all``)."""


def generic_values(
    state: State, actions: list[Action], others: float, rng: random.Random, measure: Measure | None = None
) -> list[tuple[Action, float]]:
    """``generic_valuing`` at once."""
    return finish(generic_valuing(state, actions, others, rng, measure))


def generic_valuing(
    state: State, actions: list[Action], others: float, rng: random.Random, measure: Measure | None = None
) -> Generator[None, None, list[tuple[Action, float]]]:
    """Each action judged by the state after it and the rest of the move (``settled_money``): relative money
    if the round ended then, from a determinisation of ``state`` for the mover.

    No value for the dice kept (as the fast path's ``keep`` gives): in Royale it made ``medium`` sit out
    too often and lose (3 players, 300 games: 24-31% against the same bot never sitting out, 35% with no
    such value; and 38% against the bot with it, fair share 33%; docs/bots.md).

    ``measure`` replaces ``money_if_round_ended_all`` (Knizia's ``medium`` counts the cards kept with it).
    Yields between the outcomes and choices each action's settling looks through (``settling``).
    """
    seat = state.current_player()
    seen = state.determinised(seat, rng)
    round_ = round_of(state)
    values = []
    for action in actions:
        after = seen.apply_unchecked(action)
        money = yield from settling(after, round_, LOOK_THROUGH_ROLLS, others, measure)
        value = relative(money, seat, others)
        if isinstance(action, TileAction):
            value += KEEP_TIEBREAK * dice_weight(after, seat) + lock_value(after, action, seat, others)
        values.append((action, value))
    return values


def dice_weight(state: State, seat: int) -> int:
    """The dice ``seat`` still holds, as they would count on a casino (a Biggy two)."""
    seats = state.observation().get("seats", [])
    left = seats[seat].get("dice_left", {}) if seat < len(seats) else {}
    return sum(n * (2 if "biggy" in kind else 1) for kind, n in left.items())


def lock_value(after: State, action: TileAction, seat: int, others: float) -> float:
    """NO ENTRY!: a closed casino's awards can no longer change, which shows only in the turns after; closing
    is worth ``LOCK_SHARE`` of the mover's relative award there (protect a lead, not a loss)."""
    if not isinstance(action, Close) or not isinstance(after, CasinoState):
        return 0.0
    casino = (after.observation().get("tiles") or {}).get("no_entry") if action.casino is None else action.casino
    if not casino:
        return 0.0
    money = [0] * len(after.scores())
    for owner, notes in after.payout_preview()[casino - 1].awards:
        if isinstance(owner, int) and owner < len(money):
            money[owner] += sum(notes)
    return LOCK_SHARE * relative(money, seat, others)


def settled_money(state: State, round_: Any, rolls: int, others: float, measure: Measure | None = None) -> list[float]:
    """``money_if_round_ended_all`` once the move under way is over: tile rolls averaged over their outcomes
    (``rolls`` of them at most), each decision a tile asks for made by its seat with this measure (guessing
    decisions by their mix's expectation); the next turn's roll, a new round or the game's end stop it."""
    return finish(settling(state, round_, rolls, others, measure))


def settling(
    state: State, round_: Any, rolls: int, others: float, measure: Measure | None = None
) -> Generator[None, None, list[float]]:
    """``settled_money``, yielding after each outcome or choice it looks through: the page's review takes
    ``medium``'s judgement in pieces (a Royale round's end settled through its tiles' rolls took 90 ms there)."""
    if state.is_terminal() or round_of(state) != round_:
        return [float(m) for m in (measure or money_if_round_ended_all)(state)]
    if state.is_chance_node():
        outcomes = state.chance_outcomes() if rolls > 0 else []
        if not outcomes or len(outcomes) > TILE_OUTCOMES:
            return [float(m) for m in (measure or money_if_round_ended_all)(state)]
        weighted = []
        for o, p in outcomes:
            money = yield from settling(state.apply_unchecked(o), round_, rolls - 1, others, measure)
            weighted.append((money, float(p)))
            yield
        return expectation(weighted)
    actions = state.legal_actions()
    if is_turn(actions) or (rolls <= 0 and len(actions) > LOOK_THROUGH_CHOICES):
        return [float(m) for m in (measure or money_if_round_ended_all)(state)]
    probabilities = mix(state, actions)
    if probabilities is not None:
        mixed = []
        for a, share in probabilities.items():
            money = yield from settling(state.apply_unchecked(a), round_, rolls, others, measure)
            mixed.append((money, share))
            yield
        return expectation(mixed)
    mover = state.current_player()
    results = []
    for a in actions:
        results.append((yield from settling(state.apply_unchecked(a), round_, rolls, others, measure)))
        yield
    return max(results, key=lambda money: relative(money, mover, others))


def is_turn(actions: list[Action]) -> bool:
    """Whether a decision is a turn's (roll, or place the dice rolled; in Knizia, move the pawn or stand it at
    the start) rather than one a tile asks for. Knizia's moves count as turns because looking through them
    went from seat to seat: near the end, seats that can only move or pass chained 4 ways a seat, and the set-up's
    pawns 14 ways, so one decision of ``medium`` took up to 0.9 s in CPython and stalled the page."""
    return any(isinstance(a, (Roll, Place, Move, StandAt)) for a in actions)


def expectation(weighted: list[tuple[list[float], float]]) -> list[float]:
    """The mean of money vectors under their weights."""
    total = sum(weight for _, weight in weighted)
    return [sum(money[i] * weight for money, weight in weighted) / total for i in range(len(weighted[0][0]))]


def policy_action(state: State, actions: list[Action], others: float, rng: random.Random) -> Action:
    """A playout's choice: a guessing decision drawn from its mix, else the best by the plain measure."""
    probabilities = mix(state, actions)
    if probabilities is not None:
        return draw(probabilities, rng)
    mover = state.current_player()
    actions = purposeful(actions)
    scored = [
        (relative(money_if_round_ended_all(state.apply_unchecked(a)), mover, others), i) for i, a in enumerate(actions)
    ]
    return actions[max(scored)[1]]


def purposeful(actions: list[Action]) -> list[Action]:
    """The actions that do something now (not moving the pawn or passing, in Knizia), or all when none does."""
    return [a for a in actions if not isinstance(a, Move | Pass)] or actions


IDLE_LIMIT = 3
"""Turns in a row a bot may spend moving its pawn or passing while it could do something else."""


class IdleTurns:
    """A bot's count of its idle turns in a row. Moving away from a table where a roll might help a rival is
    often right (``medium`` won 100% of 60 heads-up games against ``random`` judging it, 58% never
    moving), but two bots that both preferred it could dither for ever: after ``IDLE_LIMIT`` idle turns in
    a row a bot must do something, so a game between bots always ends."""

    def __init__(self) -> None:
        self.in_a_row = 0

    def allowed(self, actions: list[Action]) -> list[Action]:
        return purposeful(actions) if self.in_a_row >= IDLE_LIMIT else actions

    def took(self, action: Action, actions: list[Action]) -> Action:
        idle = isinstance(action, Move | Pass) and len(purposeful(actions)) < len(actions)
        self.in_a_row = self.in_a_row + 1 if idle else 0
        return action


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
            action = policy_action(state, actions, self.others, rng) if len(actions) > 1 else actions[0]
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
