"""Measure: where the exact solver of the round's end applies (``vegas/bots/exact.py``), per rule set and seats.

    .venv/bin/python tests/bench/exact_zone.py [--positions 12] [--seed 49] [--most 9] [--limit-ms 50]

For every number of dice left at the table (2 to ``--most``), solves ``--positions`` decisions with a choice
from seeded ``medium`` self-play, each with a fresh solver (cold: nothing memoised) and then again (warm: the
round's memo kept, as ``hard`` and the coach find it at the round's next decision). Prints the CPU time per
decision (``time.process_time``, which other work on a shared machine inflates less than the wall clock),
the positions memoised (the table's size) and the memory it took (``tracemalloc``'s peak, measured on a
separate solve, since tracing slows it). The largest dice left whose slowest cold solve stays under
``--limit-ms`` is the zone. Figures only; the result is in docs/bots.md.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bots.exact_reference import zone_positions  # noqa: E402
from vegas.bots import exact, finish  # noqa: E402
from vegas.bots.position import Position  # noqa: E402
from vegas.core.state import State  # noqa: E402

CLOCK = time.perf_counter if sys.platform == "emscripten" else time.process_time
"""CPU time where there is one; Pyodide (``node tests/pyodide/script.mjs``) counts the wall clock."""


def solve(state: State) -> tuple[float, float, int]:
    """A cold and a warm solve of ``state``: CPU milliseconds of each, and the positions memoised."""
    exact.SOLVERS.clear()
    began = CLOCK()
    finish(exact.exact_steps(state))
    cold = CLOCK() - began
    began = CLOCK()
    finish(exact.exact_steps(state))
    warm = CLOCK() - began
    position = Position.read(state)
    assert position is not None
    solver = exact.solver_for(position)
    return 1000 * cold, 1000 * warm, len(solver.memo)


def memory(state: State) -> float:
    """MB that a cold solve of ``state`` holds at its peak."""
    exact.SOLVERS.clear()
    tracemalloc.start()
    finish(exact.exact_steps(state))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    exact.SOLVERS.clear()
    return peak / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="classic,classic-neutral")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument("--most", type=int, default=9)
    parser.add_argument("--limit-ms", type=float, default=50.0)
    args = parser.parse_args()
    for key in exact.SOLVED_DICE:
        exact.SOLVED_DICE[key] = 99  # measure beyond the zone declared
    for rules in args.rules.split(","):
        print(f"{rules}, 2 players, {args.positions} positions per row (seed {args.seed}); CPU ms per decision")
        print("dice left  cold median  cold max  warm median  positions memoised  MB (peak, one solve)")
        zone = 1  # one die left is no decision
        for dice in range(2, args.most + 1):
            states = zone_positions(rules, args.positions, dice, args.seed + dice)
            runs = [solve(state) for state in states]
            colds = [cold for cold, _, _ in runs]
            megabytes = memory(states[len(states) // 2])
            if max(colds) <= args.limit_ms and zone == dice - 1:
                zone = dice
            print(
                f"{dice:>9}  {statistics.median(colds):>11.1f}  {max(colds):>8.1f}  "
                f"{statistics.median(w for _, w, _ in runs):>11.2f}  {max(s for _, _, s in runs):>18}  "
                f"{megabytes:>6.1f}"
            )
        print(f"largest dice left solved cold under {args.limit_ms:.0f} ms: {zone} (declared: exact.SOLVED_DICE)")
        print()
    print("3 or more players, Royale and Knizia: not solved (exact.solvable says no; docs/bots.md)")


if __name__ == "__main__":
    main()
