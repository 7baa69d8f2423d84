"""Benchmark: random 4-player classic games per second through our public API, against the published
``lasvegas`` package (PyPI) playing random games, side by side in one run. Figures and ratios only.

    .venv/bin/python tests/bench/engine_speed.py [--seconds 3] [--repeats 5] [--players 4]

Ours: ``Game("classic", n).new_initial_state()``, then ``legal_actions`` and a random choice, or
``sample_chance``, and the checked ``apply`` until ``is_terminal`` (the API the bots and tests use). Theirs:
``lasvegas.Game(num_players=n).run()`` with its default random players. The package is not a dependency of
the project: the first run installs it into ``.cache/bench-lasvegas`` (a virtual environment of its own, from
PyPI) and times it there in a child process; the two alternate, ``--repeats`` times each, and the medians
are compared.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from lasvegas_env import their_python  # noqa: E402

from vegas import Game  # noqa: E402

THEIR_LOOP = """
import sys, time
from lasvegas import Game
players, seconds = int(sys.argv[1]), float(sys.argv[2])
games, start = 0, time.perf_counter()
while time.perf_counter() - start < seconds:
    Game(num_players=players).run()
    games += 1
print(games / (time.perf_counter() - start))
"""


def ours(players: int, seconds: float, seed: int) -> float:
    """Random games per second through the public API, for about ``seconds``."""
    import random

    game = Game("classic", players)
    rng = random.Random(seed)
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
            else:
                state = state.apply(rng.choice(state.legal_actions()))
        games += 1
    return games / (time.perf_counter() - start)


def theirs(python: Path, players: int, seconds: float) -> float:
    result = subprocess.run(
        [str(python), "-c", THEIR_LOOP, str(players), str(seconds)], check=True, capture_output=True, text=True
    )
    return float(result.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    python = their_python()
    mine: list[float] = []
    their: list[float] = []
    for repeat in range(args.repeats):
        mine.append(ours(args.players, args.seconds, repeat))
        their.append(theirs(python, args.players, args.seconds))
        print(f"  run {repeat + 1}: ours {mine[-1]:7.1f} games/s, lasvegas {their[-1]:7.1f} games/s", flush=True)
    ours_median, their_median = statistics.median(mine), statistics.median(their)
    print(f"classic, {args.players} players, random games, medians of {args.repeats} runs of {args.seconds:g} s:")
    print(f"  ours (public API, checked apply) {ours_median:7.1f} games/s")
    print(f"  lasvegas 0.2.0                   {their_median:7.1f} games/s")
    print(f"  ratio ours / lasvegas            {ours_median / their_median:7.2f}x")


if __name__ == "__main__":
    main()
