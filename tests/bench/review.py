"""Measure the game review (issue 52): its time per game, and how often two reviews on other seeds agree.

    .venv/bin/python tests/bench/review.py time [--repeats 3] [--only classic|royale] [--playouts 600] [--seeds 2]
    .venv/bin/python tests/bench/review.py agree [--games 2] [--actions 0] [--playouts 600] [--seeds 2]
    node tests/pyodide/script.mjs tests/bench/review.py time --repeats 1

``time`` reviews a 2-player ``classic`` game and a 4-player ``royale`` game with its tiles (both ``medium``
self-play, seeded) ``--repeats`` times and prints, per game, the decisions valued, the whole review's CPU
seconds (the wall clock under Pyodide) and the slowest single step (a decision's valuation, which the page
runs in chunks). ``agree`` reviews ``--games`` seeded games of every rule set (2 players, cut after
``--actions`` actions if not 0) twice, on review seeds 1 and 2, and prints per rule set how many decisions
with a choice each marked a mistake or a blunder, and on how many of all decisions the two agree about that.
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
from vegas.review.verdict import BLUNDER, MISTAKE, verdict  # noqa: E402

GAMES = (("classic", 2), ("royale", 4))
"""The issue's two games: a 2-player classic one, a 4-player Royale one with its tiles (three a round)."""
CLOCK = time.perf_counter if sys.platform == "emscripten" else time.process_time
"""CPU time where there is one; Pyodide counts the wall clock."""


def self_play(rules: str, players: int, seed: int, actions: int = 0) -> Record:
    """A seeded game of ``medium`` in every seat, cut after ``actions`` actions if not 0."""
    match = Match(Game(rules, players), seed)
    bots = [make_bot("medium", random.Random(f"{seed}:{s}")) for s in range(players)]
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


def marked(record: Record, budget: Budget) -> dict[int, bool]:
    """Each decision with a choice: whether the review marks it a mistake or a blunder."""
    reviewer = Reviewer(record, budget).run()
    return {v.step: verdict(v.chance_lost) in (MISTAKE, BLUNDER) for v in reviewer.valuations() if len(v.values) > 1}


def bench_agree(args: argparse.Namespace, budget: Budget) -> None:
    for rules in playable_rules():
        decisions = agreed = first = second = both = 0
        began = CLOCK()
        for game in range(args.games):
            record = self_play(rules, 2, 100 + game, args.actions)
            a = marked(record, Budget(budget.playouts, budget.seeds, budget.work, 1))
            b = marked(record, Budget(budget.playouts, budget.seeds, budget.work, 2))
            decisions += len(a)
            agreed += sum(a[s] == b[s] for s in a)
            first += sum(a.values())
            second += sum(b.values())
            both += sum(a[s] and b[s] for s in a)
        print(
            f"{rules}: {decisions} decisions, marked {first} and {second} (both {both}), agree on "
            f"{agreed}/{decisions} = {agreed / max(1, decisions):.1%} ({CLOCK() - began:.0f} s)",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("time", "agree"))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--only", choices=[rules for rules, _ in GAMES], help="time: that game only")
    parser.add_argument("--games", type=int, default=2)
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
