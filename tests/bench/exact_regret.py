"""Measure: how far ``medium``, ``hard-search`` (``hard`` before the solver) and ``hard`` are from exact play, by
dice left (the solver: ``vegas/bots/exact.py``).

    .venv/bin/python tests/bench/exact_regret.py [--rules classic] [--positions 30] [--seed 49] [--least 2] [--most 10]

Decisions with a choice from seeded 2-player ``medium`` self-play, ``--positions`` per number of dice left at
the table (``--least`` to ``--most``, also beyond the solved zone, where the reference is solved for this measurement
only). For each bot: the share of decisions where it chose an optimal action (agreement) and its mean regret,
the exact value of the best action minus that of its choice: money ($ thousands of this round's difference
between the seats) in rounds before the last, win chance in the last. Figures only; docs/bots.md has them.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bots.exact_reference import zone_positions  # noqa: E402
from vegas.bots import exact, finish, make_bot  # noqa: E402
from vegas.core.state import State  # noqa: E402

BOTS = ("medium", "hard-search", "hard")


def reference(state: State) -> list[exact.ExactValue]:
    """The exact values of every action, whatever the zone declared."""
    declared = dict(exact.SOLVED_DICE)
    exact.SOLVED_DICE.update({key: 99 for key in declared})
    try:
        values = finish(exact.exact_steps(state))
    finally:
        exact.SOLVED_DICE.update(declared)
    assert values is not None
    return values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument("--least", type=int, default=2)
    parser.add_argument("--most", type=int, default=10)
    args = parser.parse_args()
    print(f"{args.rules}, 2 players, {args.positions} positions per row (seed {args.seed}); zone {exact.SOLVED_DICE}")
    print("agreement with exact play, and mean regret: $ thousands (rounds 1-3, n) | win chance (round 4, n)")
    print("dice left  " + "".join(f"{name:>36}" for name in BOTS))
    for dice in range(args.least, args.most + 1):
        cells = []
        states = zone_positions(args.rules, args.positions, dice, args.seed + dice)
        rows = [(state, reference(state)) for state in states]
        for name in BOTS:
            agree = 0
            money: list[float] = []
            chance: list[float] = []
            for index, (state, values) in enumerate(rows):
                chosen = make_bot(name, random.Random(index)).choose(state)
                value = {str(v.action): v.value for v in values}
                regret = max(value.values()) - value[str(chosen)]
                agree += chosen in exact.best_actions(values)
                (chance if values[0].last else money).append(regret)
            mean_money = sum(money) / max(1, len(money))
            mean_chance = sum(chance) / max(1, len(chance))
            share = 100 * agree / len(rows)
            cells.append(f"{share:5.1f}% {mean_money:6.2f} ({len(money):>2}) | {mean_chance:.4f} ({len(chance):>2})")
        print(f"{dice:>9}  " + "".join(f"{cell:>36}" for cell in cells))


if __name__ == "__main__":
    main()
