"""The command line: ``python -m vegas payout | simulate | bench | tournament | decide | review`` (docs/cli.md)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TypeAlias

from vegas.core.boundary import MAX_DEPTH, nesting_depth, read_json
from vegas.core.errors import VegasError
from vegas.core.registry import DEFAULT_RULES, playable_rules
from vegas.version import __version__

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130  # what a shell reports for Ctrl-C


Commands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def _games_parser(commands: Commands, name: str, help: str) -> argparse.ArgumentParser:  # noqa: A002
    """A subcommand that plays seeded games: rules, players, number of games, seed."""
    parser: argparse.ArgumentParser = commands.add_parser(name, help=help)
    games = ", ".join(playable_rules())
    parser.add_argument("--rules", default=DEFAULT_RULES, help=f"one of {games} (default {DEFAULT_RULES})")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m vegas", description="The Las Vegas dice games.")
    parser.add_argument("--version", action="version", version=f"vegas {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    commands.add_parser("payout", help="pay casinos described by one JSON scenario on stdin")

    simulate = _games_parser(commands, "simulate", "play seeded games between bots")
    simulate.add_argument("--bots", default=None, help="one bot per seat, comma-separated (default: random)")
    simulate.add_argument("--check", action="store_true", help="check invariants on every state")

    bench = commands.add_parser("bench", help="measure engine speed and memory")
    bench.add_argument("--games", type=int, default=200)
    bench.add_argument("--repeats", type=int, default=5)

    tournament = _games_parser(commands, "tournament", "bots against each other with rotating seats")
    tournament.add_argument("--bots", required=True, help="one bot per seat: names or module:callable")
    tournament.add_argument("--json", action="store_true", help="print one JSON object")
    tournament.add_argument("--workers", type=int, default=1, help="processes that share the games (default 1)")

    decide = commands.add_parser("decide", help="a bot's action for each observed position on stdin")
    decide.add_argument("--bot", default="hard")
    decide.add_argument("--seed", type=int, default=1)

    review = commands.add_parser("review", help="a finished game's review: each decision judged, each roll's luck")
    review.add_argument("file", help="a game record, the page's save, or a review kept as JSON")
    review.add_argument("--json", action="store_true", help="print one JSON object")
    review.add_argument("--playouts", type=int, default=None, help="search playouts per action and seed")
    review.add_argument("--seeds", type=int, default=None, help="searches per decision (their spread)")
    review.add_argument("--seed", type=int, default=None, help="the searches' seed")

    args = parser.parse_args(argv)
    try:
        if args.command == "payout":
            return _payout()
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "tournament":
            return _tournament(args)
        if args.command == "decide":
            return _decide(args)
        if args.command == "review":
            return _review(args)
        from .bench import print_bench, run_bench

        print_bench(run_bench(args.games, args.repeats))
        return 0
    except VegasError as bad:
        print(f"error: {bad}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr)
        return EXIT_INTERRUPTED


def _payout() -> int:
    from .referee import payout_scenario

    data = read_json(sys.stdin.read(), "the input")
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


def _tournament(args: argparse.Namespace) -> int:
    from .tournament import format_tournament, run_tournament

    bots = [name.strip() for name in args.bots.split(",")]
    if len(bots) != args.players:
        raise VegasError(f"--bots needs one bot per seat: {args.players} seats, {len(bots)} bots given")
    result = run_tournament(args.rules, args.players, args.games, args.seed, bots, args.workers)
    print(json.dumps(result) if args.json else format_tournament(result))
    return 0


def _review(args: argparse.Namespace) -> int:
    from vegas.review import Budget

    from .review import review_command

    default = Budget()
    chosen = {"playouts": args.playouts, "seeds": args.seeds, "seed": args.seed}
    if any(value is not None and value < 1 for key, value in chosen.items() if key != "seed"):
        raise VegasError("--playouts and --seeds must be 1 or more")
    if args.seed is not None and args.seed < 0:
        raise VegasError("--seed must be 0 or more")
    budget = Budget(
        playouts=args.playouts or default.playouts,
        seeds=args.seeds or default.seeds,
        work=default.work,
        seed=default.seed if args.seed is None else args.seed,
    )
    print(review_command(args.file, args.json, budget))
    return 0


def _decide(args: argparse.Namespace) -> int:
    """One answer per observation on stdin (one JSON value per line, or one spread over several lines)."""
    import random

    from vegas.bots.user import bot_factory
    from vegas.core.observation import state_from_observation

    factory = bot_factory(args.bot)
    decoder = json.JSONDecoder()
    pending = ""
    answered = 0
    for line in sys.stdin:
        pending += line
        text = pending.strip()
        if not text:
            continue
        depth = nesting_depth(text)
        if depth > MAX_DEPTH:
            raise VegasError(f"observation {answered + 1} nests {depth} levels deep; at most {MAX_DEPTH} are accepted")
        try:
            data, end = decoder.raw_decode(text)
        except json.JSONDecodeError as bad:
            if bad.pos < len(text):
                raise VegasError(f"observation {answered + 1} is not valid JSON ({bad})") from None
            continue  # an observation spread over several lines: wait for the rest
        except ValueError as bad:  # a number of more digits than Python reads
            raise VegasError(f"observation {answered + 1} is not valid JSON ({bad})") from None
        if text[end:].strip():
            raise VegasError(f"observation {answered + 1}: more than one JSON value on a line")
        pending = ""
        state = state_from_observation(data)
        if state.is_terminal() or state.is_chance_node():
            raise VegasError(f"observation {answered + 1}: no seat is to move")
        bot = factory(random.Random(f"{args.seed}"))
        print(bot.choose(state), flush=True)
        answered += 1
    if pending.strip():
        read_json(pending, f"observation {answered + 1}")
    if not answered:
        raise VegasError("no observation on stdin")
    return 0
