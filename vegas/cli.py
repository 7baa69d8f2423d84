"""The command line: ``python -m vegas payout | simulate | bench`` (contract documented in the README)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .errors import VegasError

EXIT_BAD_INPUT = 2


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m vegas", description="The Las Vegas dice games.")
    commands = parser.add_subparsers(dest="command", required=True)

    commands.add_parser("payout", help="pay casinos described by one JSON scenario on stdin")

    simulate = commands.add_parser("simulate", help="play seeded games between bots")
    simulate.add_argument("--rules", default="classic")
    simulate.add_argument("--players", type=int, default=4)
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--bots", default=None, help="one bot per seat, comma-separated (default: random)")
    simulate.add_argument("--check", action="store_true", help="check invariants on every state")

    bench = commands.add_parser("bench", help="measure engine speed and memory")
    bench.add_argument("--games", type=int, default=200)
    bench.add_argument("--repeats", type=int, default=5)

    args = parser.parse_args(argv)
    try:
        if args.command == "payout":
            return _payout()
        if args.command == "simulate":
            return _simulate(args)
        from .bench import print_bench, run_bench

        print_bench(run_bench(args.games, args.repeats))
        return 0
    except VegasError as bad:
        print(f"error: {bad}", file=sys.stderr)
        return EXIT_BAD_INPUT


def _payout() -> int:
    from .referee import payout_scenario

    try:
        data = json.loads(sys.stdin.read())
    except ValueError as bad:
        print(f"error: the input is not valid JSON ({bad})", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(json.dumps(payout_scenario(data)))
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from .simulate import run_simulation

    bots = args.bots.split(",") if args.bots else ["random"] * args.players
    if args.games < 0:
        raise VegasError("--games must be 0 or more")
    if len(bots) != args.players:
        raise VegasError(f"--bots needs one bot per seat: {args.players} seats, {len(bots)} bots given")
    print(json.dumps(run_simulation(args.rules, args.players, args.games, args.seed, bots, args.check)))
    return 0
