"""Seeded games between bots, with optional invariant checks on every state (habit 7, docs/architecture.md)."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm
from typing import Any

from vegas.bots import Bot, make_bot
from vegas.core.actions import Draw
from vegas.core.game import Game
from vegas.core.record import Record, load_state
from vegas.core.state import State

ROUNDTRIP_EVERY = 20
"""With checks on, every 20th state also goes through JSON and back (every state would triple the time)."""


@dataclass
class Played:
    """One finished game: its record, its final state and any invariant it broke."""

    record: Record
    final: State
    violations: list[str] = field(default_factory=list)


def game_seeds(seed: int, games: int) -> list[int]:
    """One seed per game, drawn from the run's seed, so a single game can be replayed alone."""
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(games)]


def play_game(game: Game, bots: Sequence[Bot], seed: int, check: bool = False) -> Played:
    """Play one game to the end: chance from ``seed``, decisions by the seat's bot."""
    chance = random.Random(seed)
    state = game.new_initial_state()
    actions: list[str] = []
    problems: list[str] = []
    rounds_seen = {state_round(state)}
    while not state.is_terminal():
        if state.is_chance_node():
            action = state.sample_chance(chance)
        else:
            action = bots[state.current_player()].choose(state)
        if check:
            problems += _check_step(state, action, len(actions))
        state = state.apply_unchecked(action)  # with checks on, the replay below takes the checked path
        actions.append(str(action))
        if check:
            rounds_seen.add(state_round(state))
            problems += [f"after step {len(actions)}: {v}" for v in state.violations()]
            if len(actions) % ROUNDTRIP_EVERY == 0 and load_state(state.to_json()) != state:
                problems.append(f"after step {len(actions)}: the state changed through JSON and back")
    record = Record(game, seed, tuple(actions))
    if check:
        if record.replay() != state:
            problems.append("replaying the record gave another final state")
        if load_state(state.to_json()) != state:
            problems.append("the final state changed through JSON and back")
        if game.ruleset.rounds and rounds_seen != set(range(1, game.ruleset.rounds + 1)):
            problems.append(f"rounds played: {sorted(rounds_seen)}")
    return Played(record, state, problems)


def state_round(state: State) -> int:
    return int(getattr(state, "round", 0))


def _check_step(state: State, action: Any, step: int) -> list[str]:
    """The step's own checks; the checked replay of the record afterwards refuses any impossible outcome."""
    where = f"at step {step}"
    if state.is_chance_node():
        if isinstance(action, Draw):  # a few outcomes: check them all (rolls are checked in unit tests)
            outcomes = state.chance_outcomes()
            if not sums_to_one([p for _, p in outcomes]):
                return [f"{where}: the draw's probabilities do not sum to 1"]
            if action not in {a for a, _ in outcomes}:
                return [f"{where}: sampled {action} is not a listed outcome"]
        return []
    legal = state.legal_actions()
    if not legal:
        return [f"{where}: no legal action for seat {state.current_player()}"]
    if action not in legal:
        return [f"{where}: the bot chose {action}, which is not legal"]
    return []


def sums_to_one(probabilities: list[Fraction]) -> bool:
    """Whether exact probabilities add up to 1, added as whole numbers over their common denominator: adding the
    ``Fraction``s one by one, which reduces every partial sum, takes several times as long."""
    common = lcm(*(p.denominator for p in probabilities))
    return sum(p.numerator * (common // p.denominator) for p in probabilities) == common


def run_simulation(
    rules: str, players: int, games: int, seed: int, bot_names: list[str], check: bool = False
) -> dict[str, Any]:
    """Play ``games`` seeded games and sum them up as the ``simulate`` command prints them."""
    game = Game(rules, players)
    if len(bot_names) != players:
        raise ValueError(f"give one bot per seat: {players} seats, {len(bot_names)} bots")
    wins = [0] * players
    money = [0] * players
    violations: list[str] = []
    failed_games = 0
    started = time.perf_counter()
    for game_seed in game_seeds(seed, games):
        bot_rng = random.Random(f"{game_seed}:bots")
        bots = [make_bot(name, bot_rng) for name in bot_names]
        played = play_game(game, bots, game_seed, check)
        for seat in played.final.winners():
            wins[seat] += 1
        for seat, score in enumerate(played.final.scores()):
            money[seat] += score
        if played.violations:
            failed_games += 1
            violations += [f"game seed {game_seed}: {v}" for v in played.violations]
    elapsed = time.perf_counter() - started
    result: dict[str, Any] = {
        "rules": rules,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": bot_names,
        "wins": wins,
        "mean_money": [round(m / games, 2) for m in money] if games else [0] * players,
        "games_per_second": round(games / elapsed, 1) if elapsed > 0 else None,
    }
    if check:
        result["violations"] = {"count": len(violations), "games": failed_games, "first": violations[:5]}
    return result
