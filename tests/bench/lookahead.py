"""Measure: does ``hard`` win more when its playouts choose its own later turns by a small search of their own?

    .venv/bin/python tests/bench/lookahead.py [--players 2] [--games 200] [--seed 1] [--budget 120] [--inner 8]

Plays a tournament of ``hard`` with a lookahead (``search(..., lookahead=inner)``: at each of its own turns
in a playout, every value it may place gets ``inner`` playouts on the same dice and the best is placed)
against ``medium`` in the other seats, and prints the table of ``python -m vegas tournament``. ``--budget``
is the root's playouts (no ``work`` cap: a playout with a lookahead costs many). Figures only; the result
is in docs/bots.md.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas.bots import register_bot  # noqa: E402
from vegas.bots.search import HardBot  # noqa: E402
from vegas.cli.tournament import format_tournament, run_tournament  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=120)
    parser.add_argument("--inner", type=int, default=8)
    args = parser.parse_args()
    name = f"hard-lookahead-{args.inner}"

    def factory(rng: random.Random) -> HardBot:
        return HardBot(rng, budget=args.budget, work=None, lookahead=args.inner)

    register_bot(name, factory)
    bots = [name] + ["medium"] * (args.players - 1)
    print(format_tournament(run_tournament(args.rules, args.players, args.games, args.seed, bots)))


if __name__ == "__main__":
    main()
