"""Measure: a tournament's games one by one, each printed as it ends, so that a run stopped early still counts.

    .venv/bin/python tests/bench/tournament_games.py --rules classic --players 2 --games 200 --seed 1 \\
        --bots hard,hard-search [--start 100] [--stop 200] >> games.jsonl
    .venv/bin/python tests/bench/tournament_games.py --tally games.jsonl

Game ``i`` is game ``i`` of ``python -m vegas tournament`` with the same arguments (each depends only on its
index: ``play_tournament_game``), so several processes can share a range and their lines be tallied
together. ``--tally`` prints the tournament's table (``format_tournament``: a bot in several seats is one entry,
per game the share of its seats that won; its mean decision time is wall clock, which a shared machine
inflates). Figures only; results in docs/bots.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas.bots.user import bot_factory  # noqa: E402
from vegas.cli.simulate import game_seeds  # noqa: E402
from vegas.cli.tournament import Deal, Outcome, format_tournament, play_tournament_game, tallied  # noqa: E402


def play(args: argparse.Namespace) -> None:
    bots = args.bots.split(",")
    factories = {name: bot_factory(name) for name in dict.fromkeys(bots)}
    deals = tuple(game_seeds(args.seed, -(-args.games // args.players)))
    deal = Deal(args.rules, args.players, args.seed, tuple(bots), deals)
    for index in range(args.start, min(args.stop or args.games, args.games)):
        game = play_tournament_game(deal, index, factories)
        line = {"rules": args.rules, "seed": args.seed, "index": index, "seating": game.seating}
        line |= {"winners": sorted(game.winners), "scores": game.scores}
        print(json.dumps(line | {"decisions": game.decisions, "seconds": game.seconds}), flush=True)


def tally(paths: list[str]) -> None:
    games = [json.loads(line) for path in paths for line in Path(path).read_text().splitlines() if line.strip()]
    if not games:
        raise SystemExit("no games in " + ", ".join(paths))
    indices = sorted(game["index"] for game in games)
    print(f"{len(games)} games: indices {indices}")
    outcomes = [
        Outcome(game["seating"], set(game["winners"]), game["scores"], game["decisions"], game["seconds"])
        for game in games
    ]
    results = tallied(outcomes, games[0]["seating"])
    first = games[0]  # lines written before they named their rules and seed say "?"
    result = {"rules": first.get("rules", "?"), "players": len(first["seating"]), "games": len(games)}
    result |= {"seed": first.get("seed", "?"), "results": {name: tally.summary() for name, tally in results.items()}}
    print(format_tournament(result))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="hard,hard-search")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--stop", type=int, default=0, help="first game not played (default: --games)")
    parser.add_argument("--tally", nargs="+", metavar="FILE", help="sum up the lines of earlier runs instead")
    args = parser.parse_args()
    if args.tally:
        tally(args.tally)
    else:
        play(args)


if __name__ == "__main__":
    main()
