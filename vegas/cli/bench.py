"""``python -m vegas bench``: engine speed and memory, printed as figures (never asserted in tests)."""

from __future__ import annotations

import random
import statistics
import time
import tracemalloc
from typing import Any

from vegas.bots.basic import RandomBot
from vegas.core.game import Game
from vegas.core.registry import DEFAULT_RULES, RULESETS, playable_rules

from .simulate import game_seeds, play_game


def random_games_per_second(game: Game, games: int, seed: int) -> float:
    bots = [RandomBot(random.Random(seed))] * game.players
    started = time.perf_counter()
    for game_seed in game_seeds(seed, games):
        play_game(game, bots, game_seed)
    return games / (time.perf_counter() - started)


def run_bench(games: int = 200, repeats: int = 5, seed: int = 1) -> dict[str, Any]:
    """Median random games per second for each playable rule set and player count, and peak memory."""
    rows: list[dict[str, Any]] = []
    for rules in playable_rules():
        for players in RULESETS[rules].player_counts():
            game = Game(rules, players)
            runs = [random_games_per_second(game, games, seed + r) for r in range(repeats)]
            rows.append(
                {
                    "rules": rules,
                    "players": players,
                    "games_per_second": round(statistics.median(runs), 1),
                    "runs": [round(r, 1) for r in runs],
                }
            )
    tracemalloc.start()
    largest = RULESETS[DEFAULT_RULES]
    random_games_per_second(Game(largest.id, largest.max_players), 20, seed)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    baseline = float(rows[0]["games_per_second"])
    for row in rows:
        row["ratio_to_classic_2p"] = round(float(row["games_per_second"]) / baseline, 2)
    return {"games_per_run": games, "repeats": repeats, "speed": rows, "peak_memory_kib_20_games": peak // 1024}


def print_bench(result: dict[str, Any]) -> None:
    print(f"random games per second (median of {result['repeats']} runs of {result['games_per_run']} games)")
    print(f"{'rules':<18}{'players':>8}{'games/s':>10}{'ratio':>8}")
    for row in result["speed"]:
        print(f"{row['rules']:<18}{row['players']:>8}{row['games_per_second']:>10}{row['ratio_to_classic_2p']:>8}")
    print(f"peak traced memory while playing 20 five-player games: {result['peak_memory_kib_20_games']} KiB")
