"""Measure: how far apart two seats' winnings in one round are, in ``medium`` self-play, per rule set and
player count (the registry's ``round_spreads`` that ``vegas/bots/playout.py`` uses to turn money into a win chance).

    .venv/bin/python tests/bench/round_spreads.py [--games 200] [--seed 1]

Prints, per table, the standard deviation of (seat A's money won in a round − seat B's) over every round and
every pair of seats, next to the value the bots use. Figures only.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas import Game  # noqa: E402
from vegas.bots import make_bot  # noqa: E402
from vegas.cli.simulate import game_seeds, state_round  # noqa: E402
from vegas.core.registry import GAMES  # noqa: E402


def round_differences(rules: str, players: int, games: int, seed: int) -> list[int]:
    """Every round's difference in money won, for every pair of seats, over ``games`` medium self-play games."""
    game = Game(rules, players)
    differences = []
    for game_seed in game_seeds(seed, games):
        chance = random.Random(game_seed)
        bots = [make_bot("medium", random.Random(f"{game_seed}:{s}")) for s in range(players)]
        state = game.new_initial_state()
        before = state.scores()
        current = state_round(state)
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply_unchecked(state.sample_chance(chance))
            else:
                state = state.apply_unchecked(bots[state.current_player()].choose(state))
            if state_round(state) != current or state.is_terminal():
                after = state.scores()
                won = [a - b for a, b in zip(after, before, strict=True)]
                differences += [won[a] - won[b] for a, b in combinations(range(players), 2)]
                before, current = after, state_round(state)
    return differences


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"medium self-play, {args.games} games per table, seed {args.seed}")
    print(f"{'table':<22} {'measured':>9} {'used':>6}")
    for rules, players, used in [(g.id, players, used) for g in GAMES for players, used in g.round_spreads]:
        measured = statistics.pstdev(round_differences(rules, players, args.games, args.seed))
        print(f"{rules + ' ' + str(players) + 'p':<22} {measured:>9.1f} {used:>6.1f}")


if __name__ == "__main__":
    main()
