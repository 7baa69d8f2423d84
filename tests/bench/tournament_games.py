"""Measure: a tournament's games one by one, each printed as it ends, so that a run stopped early still counts.

    .venv/bin/python tests/bench/tournament_games.py --rules classic --players 2 --games 200 --seed 1 \\
        --bots hard,hard-search [--start 100] [--stop 200] >> games.jsonl
    .venv/bin/python tests/bench/tournament_games.py --tally games.jsonl

Game ``i`` is game ``i`` of ``python -m vegas tournament`` with the same arguments (each depends only on its
index: ``play_tournament_game``), so several processes can share a range and their lines be tallied
together. ``--tally`` prints each bot's win rate and 95% interval as the tournament does (a bot in several
seats is one entry: per game, the share of its seats that won), its mean money and its mean decision time
(wall clock, which a shared machine inflates). Figures only; results in docs/bots.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas.bots.user import bot_factory  # noqa: E402
from vegas.cli.simulate import game_seeds  # noqa: E402
from vegas.cli.tournament import Deal, Outcome, play_tournament_game, tallied  # noqa: E402


def play(args: argparse.Namespace) -> None:
    bots = args.bots.split(",")
    factories = {name: bot_factory(name) for name in dict.fromkeys(bots)}
    deals = tuple(game_seeds(args.seed, -(-args.games // args.players)))
    deal = Deal(args.rules, args.players, args.seed, tuple(bots), deals)
    for index in range(args.start, min(args.stop or args.games, args.games)):
        game = play_tournament_game(deal, index, factories)
        line = {"index": index, "seating": game.seating, "winners": sorted(game.winners), "scores": game.scores}
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
    for name, results in tallied(outcomes, games[0]["seating"]).items():
        summary = results.summary()
        low, high = summary["ci95"]
        print(
            f"{name:>12}: {summary['seats']} seat(s), win rate {summary['win_rate']:.1%} (95% {low:.1%}-{high:.1%}), "
            f"mean money {summary['mean_money']:.1f}, {summary['mean_decision_ms']:.0f} ms/decision"
        )


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
