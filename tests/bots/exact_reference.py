"""A brute-force expectimax of the rest of a round on the engine's public API, to check ``vegas/bots/exact.py``.

It shares nothing with the solver: every roll is the engine's ``chance_outcomes()`` with its exact
``Fraction``, every step ``apply_unchecked``, and the round's end is read from the engine once it has paid
(the seats' scores, or in the last round ``winners()``). Values are exact fractions from seat 0's view:
seat 0's money this round minus seat 1's, or in the last round seat 0's share of the win.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from fractions import Fraction

from vegas.bots import make_bot
from vegas.bots.position import Position
from vegas.core.actions import Action
from vegas.core.game import Game
from vegas.core.state import State
from vegas.games.lasvegas.state import CasinoState


def brute_values(state: CasinoState) -> dict[str, Fraction]:
    """Every legal action of the seat to move with its exact value from **its own** view."""
    round_ = state.round
    rounds = state.game.ruleset.rounds
    before = state.scores()
    memo: dict[CasinoState, Fraction] = {}

    def seat0(node: CasinoState) -> Fraction:
        if node.is_terminal() or node.round != round_:
            if round_ == rounds:
                winners = node.winners()
                return Fraction(1, len(winners)) if 0 in winners else Fraction(0)
            after = node.scores()
            return Fraction((after[0] - before[0]) - (after[1] - before[1]))
        found = memo.get(node)
        if found is not None:
            return found
        if node.is_chance_node():
            value = sum((p * seat0(node.apply_unchecked(a)) for a, p in node.chance_outcomes()), Fraction(0))
        else:
            values = [seat0(node.apply_unchecked(a)) for a in node.legal_actions()]
            value = max(values) if node.current_player() == 0 else min(values)
        memo[node] = value
        return value

    mover = state.current_player()
    result = {}
    for action in state.legal_actions():
        value = seat0(state.apply_unchecked(action))
        result[str(action)] = value if mover == 0 else (1 - value if round_ == rounds else -value)
    return result


def small_positions(rules: str, count: int, most_dice: int, seed: int, last_only: bool = False) -> list[CasinoState]:
    """``count`` decisions of 2-player games between ``random`` bots (seeded), each with a choice and at most
    ``most_dice`` dice left at the table, at most one per round (``last_only``: of the last round only)."""
    rng = random.Random(seed)
    found: list[CasinoState] = []
    game = Game(rules, 2)
    while len(found) < count:
        bots = [make_bot("random", random.Random(rng.getrandbits(32))) for _ in range(2)]
        chance = random.Random(rng.getrandbits(32))
        state = game.new_initial_state()
        taken = -1
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state = state.apply_unchecked(state.sample_chance(chance))
                continue
            assert isinstance(state, CasinoState)
            round_ = state.round
            wanted = round_ != taken and (not last_only or round_ == game.ruleset.rounds)
            if wanted and len(state.legal_actions()) > 1 and dice_left(state) <= most_dice:
                found.append(state)
                taken = round_
            action: Action = bots[state.current_player()].choose(state)
            state = state.apply_unchecked(action)
    return found


def dice_left(state: State) -> int:
    position = Position.read(state)
    assert position is not None
    return sum(position.dice_left(s) for s in range(position.players))


def zone_positions(rules: str, count: int, dice: int, seed: int) -> list[State]:
    """``count`` decisions with a choice and exactly ``dice`` dice left, from seeded ``medium`` self-play."""
    found: list[State] = []
    for _, state in medium_decisions(rules, seed):
        if dice_left(state) == dice and len(state.legal_actions()) > 1:
            found.append(state)
            if len(found) == count:
                break
    return found


def medium_decisions(rules: str, seed: int) -> Iterator[tuple[int, State]]:
    """Every decision after a roll of seeded 2-player ``medium`` self-play, game after game, with its game's
    index."""
    rng = random.Random(seed)
    game = Game(rules, 2)
    for index in itertools.count():
        bots = [make_bot("medium", random.Random(rng.getrandbits(32))) for _ in range(2)]
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply_unchecked(state.sample_chance(rng))
                continue
            position = Position.read(state)
            assert position is not None
            if position.roll is not None:
                yield index, state
            state = state.apply_unchecked(bots[state.current_player()].choose(state))
