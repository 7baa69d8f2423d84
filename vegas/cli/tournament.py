"""``python -m vegas tournament``: bots against each other with rotating seats, win rates with 95% intervals.

Games come in groups of one deal per number of seats: game ``g`` uses the chance seed of group
``g // players`` and rotation ``g % players`` (seat ``s`` is played by bot ``(s + rotation) % players``),
so each group plays the same seed with every rotation of the seats and no bot profits from seat order
or from the luck of a deal. A bot named in several seats is one entry: per game its score is the share of
its seats that won (a shared win counts as a win), and its win rate is the mean over games. The 95%
interval is Wilson's for a bot in one seat, and a normal one from the spread of the per-game scores for a
bot in several seats (whose scores in one game are not independent).
"""

from __future__ import annotations

import math
import random
import signal
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from vegas.bots import Bot, QuickBot
from vegas.bots.user import bot_factory
from vegas.core.actions import Action
from vegas.core.errors import VegasError
from vegas.core.game import Game
from vegas.core.state import State

from .simulate import game_seeds


@dataclass
class Tally:
    """One bot name's results so far."""

    seats: int
    scores: list[float] = field(default_factory=list)  # per game, share of its seats that won
    money: int = 0
    seat_games: int = 0
    decisions: int = 0
    seconds: float = 0.0

    def summary(self) -> dict[str, Any]:
        games = len(self.scores)
        mean = sum(self.scores) / games if games else 0.0
        low, high = interval95(self.scores) if self.seats > 1 else wilson95(mean, games)
        return {
            "seats": self.seats,
            "win_rate": round(mean, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "mean_money": round(self.money / self.seat_games, 2) if self.seat_games else 0.0,
            "mean_decision_ms": round(1000 * self.seconds / self.decisions, 3) if self.decisions else 0.0,
        }


Z95 = 1.96


def wilson95(rate: float, games: int) -> tuple[float, float]:
    """Wilson's 95% interval of a win rate over ``games`` games (sound near 0 and 1 and for few games)."""
    if not games:
        return 0.0, 1.0
    denominator = 1 + Z95**2 / games
    centre = (rate + Z95**2 / (2 * games)) / denominator
    half = Z95 * math.sqrt(rate * (1 - rate) / games + Z95**2 / (4 * games**2)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def interval95(scores: Sequence[float]) -> tuple[float, float]:
    """A normal 95% interval of the mean of per-game scores, from their spread (a bot in several seats)."""
    games = len(scores)
    mean = sum(scores) / games if games else 0.0
    if games < 2:
        return 0.0, 1.0
    variance = sum((s - mean) ** 2 for s in scores) / (games - 1)
    spread = Z95 * math.sqrt(variance / games)
    return max(0.0, mean - spread), min(1.0, mean + spread)


class TimedBot(QuickBot):
    """A bot whose decisions with a real choice (more than one legal action) are timed into a tally."""

    def __init__(self, bot: Bot, tally: Tally) -> None:
        self.bot = bot
        self.name = bot.name
        self.tally = tally

    def choose(self, state: State) -> Action:
        if len(state.legal_actions()) == 1:
            return self.bot.choose(state)
        started = time.perf_counter()
        action = self.bot.choose(state)
        self.tally.seconds += time.perf_counter() - started
        self.tally.decisions += 1
        return action


@dataclass(frozen=True)
class Deal:
    """What one game of a tournament needs: its rules and seats, the bots per seat, its chance seed."""

    rules: str
    players: int
    seed: int
    bot_names: tuple[str, ...]
    deals: tuple[int, ...]


@dataclass
class Outcome:
    """One game's result as the tally needs it (plain data, so it can come back from a worker process)."""

    seating: list[str]
    winners: set[int]
    scores: list[int]
    decisions: dict[str, int]
    seconds: dict[str, float]


def play_tournament_game(deal: Deal, index: int, factories: dict[str, Callable[[random.Random], Bot]]) -> Outcome:
    """Game ``index`` of the tournament: its deal, its rotation of the seats, and bots seeded by seat."""
    from .simulate import play_game

    rotation = index % deal.players
    seating = [deal.bot_names[(s + rotation) % deal.players] for s in range(deal.players)]
    timings = {name: Tally(seats=1) for name in factories}
    bots = [
        TimedBot(factories[name](random.Random(f"{deal.seed}:{index}:{s}")), timings[name])
        for s, name in enumerate(seating)
    ]
    final = play_game(Game(deal.rules, deal.players), bots, deal.deals[index // deal.players]).final
    return Outcome(
        seating=seating,
        winners=set(final.winners()),
        scores=list(final.scores()),
        decisions={name: tally.decisions for name, tally in timings.items()},
        seconds={name: tally.seconds for name, tally in timings.items()},
    )


def run_tournament(
    rules: str, players: int, games: int, seed: int, bot_names: Sequence[str], workers: int = 1
) -> dict[str, Any]:
    """Play ``games`` games with rotating seats and sum them up per bot name (see the module docstring).

    With ``workers`` above one the games are shared among that many processes; every game depends only on
    its index, so the results are the same for any number of workers (decision times aside) as long as no
    bot keeps state from one game to the next (each worker has its own copy of a user's bot)."""
    Game(rules, players)  # unknown rules or a bad number of players fail here
    if len(bot_names) != players:
        raise VegasError(f"give one bot per seat: {players} seats, {len(bot_names)} bots")
    if games < 1:
        raise VegasError("a tournament needs at least one game")
    if workers < 1:
        raise VegasError("a tournament needs at least one worker")
    factories = {name: bot_factory(name) for name in dict.fromkeys(bot_names)}
    deal = Deal(rules, players, seed, tuple(bot_names), tuple(game_seeds(seed, -(-games // players))))
    tallies = tallied(_outcomes(deal, games, factories, min(workers, games)), bot_names)
    return {
        "rules": rules,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": list(bot_names),
        "results": {name: tally.summary() for name, tally in tallies.items()},
    }


def tallied(outcomes: Iterable[Outcome], bot_names: Sequence[str]) -> dict[str, Tally]:
    """Each bot name's results over ``outcomes``, one entry per name however many seats it plays (the module's
    docstring says how a game counts)."""
    tallies = {name: Tally(seats=list(bot_names).count(name)) for name in dict.fromkeys(bot_names)}
    for outcome in outcomes:
        won = dict.fromkeys(tallies, 0)
        for s, name in enumerate(outcome.seating):
            won[name] += s in outcome.winners
            tallies[name].money += outcome.scores[s]
            tallies[name].seat_games += 1
        for name, tally in tallies.items():
            tally.scores.append(won[name] / tally.seats)
            tally.decisions += outcome.decisions[name]
            tally.seconds += outcome.seconds[name]
    return tallies


def _outcomes(
    deal: Deal, games: int, factories: dict[str, Callable[[random.Random], Bot]], workers: int
) -> Iterator[Outcome]:
    """The games' outcomes in the order of their index, played here or by ``workers`` processes."""
    if workers == 1:
        for index in range(games):
            yield play_tournament_game(deal, index, factories)
        return
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    pool = ProcessPoolExecutor(workers, initializer=_start_worker, initargs=(deal,))
    interrupted = False
    try:
        for outcome in pool.map(_play_in_worker, range(games)):
            if isinstance(outcome, str):
                raise VegasError(outcome)
            yield outcome
    except BrokenProcessPool:
        raise VegasError(
            "a worker process stopped in the middle of a game (did a bot exit?); --workers 1 plays in one process"
        ) from None
    except KeyboardInterrupt:
        interrupted = True
        raise
    finally:
        # On an error the games not yet begun are dropped, and the pool is waited for: left running, its
        # manager thread could still be closing its pipes as Python exits, which printed a traceback after
        # the error (once, in CI). Only Ctrl-C leaves at once.
        pool.shutdown(wait=not interrupted, cancel_futures=True)


_worker_deal: Deal | None = None
_worker_factories: dict[str, Callable[[random.Random], Bot]] = {}


def _start_worker(deal: Deal) -> None:
    """A worker makes its own bots (a user's bot is imported again there) and leaves Ctrl-C to the parent."""
    global _worker_deal, _worker_factories
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _worker_deal = deal
    _worker_factories = {name: bot_factory(name) for name in dict.fromkeys(deal.bot_names)}


def _play_in_worker(index: int) -> Outcome | str:
    """One game in a worker; a bot's error comes back as its message (exceptions need not pickle)."""
    assert _worker_deal is not None
    try:
        return play_tournament_game(_worker_deal, index, _worker_factories)
    except VegasError as bad:
        return str(bad)


def format_tournament(result: dict[str, Any]) -> str:
    """The result as a small table for people."""
    lines = [
        f"{result['rules']}, {result['players']} players, {result['games']} games, seed {result['seed']}"
        " (seats rotate; a shared win counts as a win)",
        f"{'bot':<16}{'seats':>6}{'win rate':>10}{'95% CI':>16}{'mean money':>12}{'ms/decision':>13}",
    ]
    for name, row in result["results"].items():
        low, high = row["ci95"]
        lines.append(
            f"{name:<16}{row['seats']:>6}{row['win_rate']:>10.3f}{f'{low:.3f}-{high:.3f}':>16}"
            f"{row['mean_money']:>12.1f}{row['mean_decision_ms']:>13.2f}"
        )
    return "\n".join(lines)
