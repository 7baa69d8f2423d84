"""Measure the game review (issue 52): its time per game, and how often two reviews on other seeds agree.

    .venv/bin/python tests/bench/review.py time [--repeats 3] [--only classic|royale] [--playouts 600] [--seeds 2]
    .venv/bin/python tests/bench/review.py agree [--games 2] [--first 100] [--actions 0] [--playouts 600] [--seeds 2]
    node tests/pyodide/script.mjs tests/bench/review.py time --repeats 1

``time`` reviews a 2-player ``classic`` game and a 4-player ``royale`` game with its tiles (both ``medium``
self-play, seeded) ``--repeats`` times and prints, per game, the decisions valued, the whole review's CPU
seconds (the wall clock under Pyodide) and the slowest single step (a decision's valuation, which the page
runs in chunks). ``agree`` reviews ``--games`` seeded games (seeds from ``--first``) of every rule set (2 players,
cut after ``--actions`` actions if not 0; ``medium`` against ``easy``, who errs) twice, on review seeds 1 and 2,
and prints per rule set how many decisions with a choice each marked a mistake or worse (and an inaccuracy or
worse), on how many (and what share) of all decisions the two agree about that, with each review's CPU seconds
(a game's review time by rule set, 2 players) and the load when the rule set was done.
Figures only; the results are in docs/bots.md and docs/performance.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas.bots import make_bot  # noqa: E402
from vegas.core.game import Game  # noqa: E402
from vegas.core.record import Record  # noqa: E402
from vegas.core.registry import playable_rules  # noqa: E402
from vegas.core.session import Match  # noqa: E402
from vegas.review import Budget, Reviewer  # noqa: E402
from vegas.review.verdict import BLUNDER, INACCURACY, MISTAKE, verdict  # noqa: E402

GAMES = (("classic", 2), ("royale", 4))
"""The issue's two games: a 2-player classic one, a 4-player Royale one with its tiles (three a round)."""
CLOCK = time.perf_counter if sys.platform == "emscripten" else time.process_time
"""CPU time where there is one; Pyodide counts the wall clock."""


def self_play(rules: str, players: int, seed: int, actions: int = 0, names: tuple[str, ...] = ("medium",)) -> Record:
    """A seeded game of the bots ``names`` in turn in the seats (``medium`` in all by default), cut after
    ``actions`` actions if not 0."""
    match = Match(Game(rules, players), seed)
    bots = [make_bot(names[s % len(names)], random.Random(f"{seed}:{s}")) for s in range(players)]
    while not match.state.is_terminal() and not (actions and len(match.actions) >= actions):
        match.advance_chance()
        if not match.state.is_terminal():
            match.play(bots[match.state.current_player()].choose(match.state))
    record = match.record()
    return Record(record.game, record.seed, record.actions[: actions or None])


def timed(record: Record, budget: Budget) -> tuple[int, float, float]:
    """Decisions valued, the review's seconds, its slowest step's seconds."""
    reviewer = Reviewer(record, budget)
    began = CLOCK()
    slowest = 0.0
    while True:
        step_began = CLOCK()
        if reviewer.step() is None:
            break
        slowest = max(slowest, CLOCK() - step_began)
    return reviewer.total, CLOCK() - began, slowest


def bench_time(args: argparse.Namespace, budget: Budget) -> None:
    for rules, players in GAMES:
        if args.only and rules != args.only:
            continue
        record = self_play(rules, players, 52)
        runs = [timed(record, budget) for _ in range(args.repeats)]
        seconds = [r[1] for r in runs]
        print(
            f"{rules} {players}p: {runs[0][0]} decisions, review {statistics.median(seconds):.1f} s median "
            f"(min {min(seconds):.1f}, max {max(seconds):.1f}; {args.repeats} runs), slowest step "
            f"{max(r[2] for r in runs) * 1000:.0f} ms",
            flush=True,
        )


def verdicts(record: Record, budget: Budget, seconds: list[float]) -> dict[int, str]:
    """Each decision with a choice and its verdict; the review's seconds appended to ``seconds``."""
    began = CLOCK()
    reviewer = Reviewer(record, budget).run()
    seconds.append(CLOCK() - began)
    return {v.step: verdict(v.chance_lost) for v in reviewer.valuations() if len(v.values) > 1}


LINES = {"mistake": (MISTAKE, BLUNDER), "inaccuracy": (INACCURACY, MISTAKE, BLUNDER)}


def bench_agree(args: argparse.Namespace, budget: Budget) -> None:
    """Games of ``medium`` against ``easy`` (who errs), so that there are errors to agree on."""
    for rules in playable_rules():
        pairs: list[tuple[str, str]] = []
        seconds: list[float] = []
        for game in range(args.games):
            record = self_play(rules, 2, args.first + game, args.actions, ("medium", "easy"))
            a = verdicts(record, Budget(budget.playouts, budget.seeds, budget.work, 1), seconds)
            b = verdicts(record, Budget(budget.playouts, budget.seeds, budget.work, 2), seconds)
            pairs += [(a[s], b[s]) for s in a]
        said = []
        for name, line in LINES.items():
            first = sum(x in line for x, _ in pairs)
            second = sum(y in line for _, y in pairs)
            agreed = sum((x in line) == (y in line) for x, y in pairs)
            said.append(f"{name} or worse: {first} and {second}, agree on {agreed} ({agreed / max(1, len(pairs)):.1%})")
        each = ", ".join(f"{x:.0f}" for x in seconds)
        timing = f"a review {statistics.median(seconds):.1f} s median ({each} s)"
        print(f"{rules}: {len(pairs)} decisions; " + "; ".join(said) + f"; {timing}; load {load()}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("time", "agree"))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--only", choices=[rules for rules, _ in GAMES], help="time: that game only")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--first", type=int, default=100, help="agree: the first game's seed")
    parser.add_argument("--actions", type=int, default=0)
    parser.add_argument("--playouts", type=int, default=Budget().playouts)
    parser.add_argument("--seeds", type=int, default=Budget().seeds)
    args = parser.parse_args()
    budget = Budget(playouts=args.playouts, seeds=args.seeds)
    print(f"budget: {budget.playouts} playouts an action, {budget.seeds} seeds; load {load()}", flush=True)
    (bench_time if args.what == "time" else bench_agree)(args, budget)


def load() -> str:
    try:
        return Path("/proc/loadavg").read_text().split()[0]
    except OSError:
        return "?"


if __name__ == "__main__":
    main()
