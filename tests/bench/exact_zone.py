"""Measure: where the exact solver of the round's end applies (``vegas/bots/exact.py``), per rule set and seats.

    .venv/bin/python tests/bench/exact_zone.py [--positions 12] [--seed 49] [--most 9] [--limit-ms 50]
    .venv/bin/python tests/bench/exact_zone.py --hard [--positions 8] [--rounds 6] [--repeats 3] [--zones 6,7,8]
    .venv/bin/python tests/bench/exact_zone.py --against REV [--positions 8] [--dice 7,8] [--repeats 3]

For every number of dice left at the table (2 to ``--most``), solves ``--positions`` decisions with a choice
from seeded ``medium`` self-play, each with a fresh solver (cold: nothing memoised) and then again (warm: the
round's memo kept, as ``hard`` and the coach find it at the round's next decision). Prints the CPU time per
decision (``time.process_time``, which other work on a shared machine inflates less than the wall clock),
the positions memoised (the table's size) and the memory it took (``tracemalloc``'s peak, measured on a
separate solve, since tracing slows it). The largest dice left whose slowest cold solve stays under
``--limit-ms`` is the zone. Figures only; the result is in docs/bots.md.

With ``--hard``, what a wider zone would cost ``hard`` (issue 49), on the same decisions in one process, the
variants measured alternately so that they share the machine's load: per decision at 6 to ``--most`` dice left,
``hard`` with the zone declared (beyond it: its search) against the cold exact solve and ``hard`` with the zone
reaching that decision (the solve, then its search among equal values); and over ``--rounds`` rounds' ends
(every decision of a ``medium`` self-play round from ``--most`` + 1 dice left on), ``hard``'s total time with
each of ``--zones`` (the first is the baseline, also per decision), warm lookups included, and its slowest
decision. Medians and maxima of ``--repeats`` runs.

With ``--against REV``, the solver of git revision ``REV`` (its ``vegas/bots/exact.py``, loaded beside today's)
against today's on the same decisions (``--dice``: dice left, seed ``--seed`` + dice as above), in one process
and alternately, so that a loaded machine slows both alike: the fastest of ``--repeats`` cold solves of each, their
medians and maxima, and today's time over the other's per decision. Both must give every action the same value.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bots.exact_reference import dice_left, medium_decisions, zone_positions  # noqa: E402
from vegas.bots import exact, finish, make_bot  # noqa: E402
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


def zoned(limit: int, solver: ModuleType = exact) -> None:
    """Declare ``solver``'s zone as ``limit`` dice left for every shape (the bench's own process only)."""
    for key in solver.SOLVED_DICE:
        solver.SOLVED_DICE[key] = limit


def hard_ms(states: list[State], limit: int, seed: int) -> list[float]:
    """CPU ms of each of ``hard``'s decisions at ``states`` (in order, one round's solver kept between them) with
    the zone ``limit``; the round's solver starts cold."""
    zoned(limit)
    exact.SOLVERS.clear()
    bot = make_bot("hard", random.Random(seed))
    times = []
    for state in states:
        began = CLOCK()
        bot.choose(state)
        times.append(1000 * (CLOCK() - began))
    return times


def cold_ms(state: State) -> float:
    """CPU ms of a cold exact solve of ``state`` (all its actions' values), whatever the zone."""
    zoned(99)
    exact.SOLVERS.clear()
    began = CLOCK()
    finish(exact.exact_steps(state))
    return 1000 * (CLOCK() - began)


def round_ends(rules: str, count: int, dice: int, seed: int) -> list[list[State]]:
    """``count`` rounds' ends of seeded 2-player ``medium`` self-play: every decision of the round from the first
    with at most ``dice`` dice left at the table (one die's placement included, as ``hard`` meets it)."""
    found: dict[tuple[int, int], list[State]] = {}
    for game, state in medium_decisions(rules, seed):
        position = Position.read(state)
        assert position is not None
        key = (game, position.round)
        if key not in found and len(found) == count:
            break
        if dice_left(state) <= dice:
            found.setdefault(key, []).append(state)
    return list(found.values())


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):7.1f} / {max(values):7.1f}"


def versus(args: argparse.Namespace) -> None:
    """The ``--hard`` measurement (see the module docstring)."""
    declared = dict(exact.SOLVED_DICE)
    zones = [int(z) for z in args.zones.split(",")]
    today = zones[0]  # the baseline: the zone before issue 49's widening, 6
    for rules in args.rules.split(","):
        print(f"{rules}, 2 players, seed {args.seed}, {args.repeats} repeats, alternately; CPU ms median / max")
        head = f"hard zone {today} (median / max)"
        print(f"dice left  decisions  {head:>25}  cold solve (median / max)  hard zoned (median / max)")
        for dice in range(today, args.most + 1):
            states = zone_positions(rules, args.positions, dice, args.seed + dice)
            search: list[float] = []
            solve_: list[float] = []
            both: list[float] = []
            for repeat in range(args.repeats):
                for index, state in enumerate(states):
                    search.extend(hard_ms([state], today, index + repeat))
                    solve_.append(cold_ms(state))
                    both.extend(hard_ms([state], dice, index + repeat))
            print(f"{dice:>9}  {len(states):>9}  {spread(search):>25}  {spread(solve_):>25}  {spread(both):>25}")
        rounds = round_ends(rules, args.rounds, args.most + 1, args.seed)
        print(f"{len(rounds)} rounds' ends from {args.most + 1} dice left ({sum(map(len, rounds))} decisions)")
        print("zone  round total (median / max)  slowest decision (median / max)  total / zone " + str(today))
        totals: dict[int, list[float]] = {z: [] for z in zones}
        slowest: dict[int, list[float]] = {z: [] for z in zones}
        ratios: dict[int, list[float]] = {z: [] for z in zones}
        for repeat in range(args.repeats):
            for index, states in enumerate(rounds):
                runs = {z: hard_ms(states, z, index + repeat) for z in zones}
                for z in zones:
                    totals[z].append(sum(runs[z]))
                    slowest[z].append(max(runs[z]))
                    ratios[z].append(sum(runs[z]) / sum(runs[today]))
        for z in zones:
            print(f"{z:>4}  {spread(totals[z]):>27}  {spread(slowest[z]):>32}  {statistics.median(ratios[z]):>11.2f}")
        print()
    exact.SOLVED_DICE.update(declared)


def solver_at(revision: str) -> ModuleType:
    """``vegas/bots/exact.py`` as it was at git ``revision``, a module of ``vegas.bots`` beside today's."""
    root = Path(__file__).resolve().parents[2]
    source = subprocess.run(
        ["git", "show", f"{revision}:vegas/bots/exact.py"], cwd=root, check=True, capture_output=True, text=True
    ).stdout
    name = f"vegas.bots.exact_at_{revision}"
    module = ModuleType(name)
    module.__package__ = "vegas.bots"
    sys.modules[name] = module
    exec(compile(source, f"{revision}:vegas/bots/exact.py", "exec"), module.__dict__)
    return module


def against(args: argparse.Namespace) -> None:
    """The ``--against`` measurement (see the module docstring)."""
    before = solver_at(args.against)
    solvers = {args.against: before, "today": exact}
    for module in solvers.values():
        zoned(99, module)
    print(f"CPU ms per decision, the fastest of {args.repeats} cold solves, {args.positions} decisions a row")
    print(f"{'rules':<16} dice  {args.against + ' (median / max)':>28}  {'today (median / max)':>22}  today / before")
    for rules in args.rules.split(","):
        for dice in (int(d) for d in args.dice.split(",")):
            times: dict[str, list[float]] = {label: [] for label in solvers}
            for state in zone_positions(rules, args.positions, dice, args.seed + dice):
                fastest: dict[str, float] = {}
                values: dict[str, list[float]] = {}
                for _ in range(args.repeats):
                    for label, module in solvers.items():
                        module.SOLVERS.clear()
                        began = CLOCK()
                        found = finish(module.exact_steps(state))
                        spent = 1000 * (CLOCK() - began)
                        fastest[label] = min(fastest.get(label, spent), spent)
                        assert found is not None, "every decision is in the zone of 99 dice"
                        values[label] = [v.value for v in found]
                if any(abs(a - b) > exact.EPSILON for a, b in zip(*values.values(), strict=True)):
                    raise SystemExit(f"{rules}, {dice} dice: the two solvers disagree: {values}")
                for label in solvers:
                    times[label].append(fastest[label])
            ratios = [t / b for t, b in zip(times["today"], times[args.against], strict=True)]
            low, high = min(ratios), max(ratios)
            print(
                f"{rules:<16} {dice:>4}  {spread(times[args.against]):>28}  {spread(times['today']):>22}  "
                f"{statistics.median(ratios):.2f} ({low:.2f}-{high:.2f})"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="classic,classic-neutral")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument("--most", type=int, default=9)
    parser.add_argument("--limit-ms", type=float, default=50.0)
    parser.add_argument("--hard", action="store_true", help="hard's time with a wider zone, against its search")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--zones", default="6,7,8")
    parser.add_argument("--against", metavar="REV", help="today's solver against the one of git revision REV")
    parser.add_argument("--dice", default="7,8", help="with --against: the dice left measured")
    args = parser.parse_args()
    if args.hard:
        versus(args)
        return
    if args.against:
        against(args)
        return
    zoned(99)  # measure beyond the zone declared
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
