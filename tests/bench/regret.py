"""Measure: how much win chance does ``hard`` give away through the noise of its playouts, by dice left?

    .venv/bin/python tests/bench/regret.py [--players 4] [--positions 60] [--seed 5] [--works 10000,20000,40000]

Draws positions with a choice from ``medium`` self-play, estimates every action of each with a reference
search (``--reference`` playouts per action, no ``work`` cap, no halving), then lets ``hard``'s search
choose with each ``work`` cap (the budget scaled with it) and prints the regret: the reference's win chance
of its best action minus that of the action chosen, averaged by the dice still to place. The reference
is itself an estimate, so a regret near zero means "as good as the reference can tell". Figures only; the
result is in docs/bots.md.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas.bots import finish, make_bot  # noqa: E402
from vegas.bots.position import Position  # noqa: E402
from vegas.bots.search import DEFAULT_BUDGET, DEFAULT_WORK, search  # noqa: E402
from vegas.core.game import Game  # noqa: E402
from vegas.core.state import State  # noqa: E402

SAMPLED = 0.04
"""Chance that a decision of the self-play is taken as a position (spreads them over the rounds)."""
BANDS = ((0, 10), (10, 20), (20, 99))


def positions(rules: str, players: int, count: int, rng: random.Random) -> list[State]:
    """Decisions with at least three choices met in ``medium`` self-play, ``SAMPLED`` of them."""
    found: list[State] = []
    game = Game(rules, players)
    while len(found) < count:
        chance = random.Random(rng.getrandbits(32))
        bots = [make_bot("medium", random.Random(seat)) for seat in range(players)]
        state = game.new_initial_state()
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state = state.apply_unchecked(state.sample_chance(chance))
                continue
            if len(state.legal_actions()) > 2 and rng.random() < SAMPLED:
                found.append(state)
            state = state.apply_unchecked(bots[state.current_player()].choose(state))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--reference", type=int, default=40000)
    parser.add_argument("--works", default=f"{DEFAULT_WORK},{2 * DEFAULT_WORK},{4 * DEFAULT_WORK}")
    args = parser.parse_args()
    works = [int(w) for w in args.works.split(",")]
    rows: list[tuple[int, list[float]]] = []
    seconds = [0.0] * len(works)
    for index, state in enumerate(positions(args.rules, args.players, args.positions, random.Random(args.seed))):
        reference = finish(search(state, args.reference, random.Random(1000 + index), halving=False, work=None))
        chance = {str(estimate.action): estimate.win_chance for estimate in reference}
        best = max(chance.values())
        regrets = []
        for k, work in enumerate(works):
            began = time.perf_counter()
            budget = DEFAULT_BUDGET * work // DEFAULT_WORK
            chosen = finish(search(state, budget, random.Random(index), work=work))[0].action
            seconds[k] += time.perf_counter() - began
            regrets.append(best - chance[str(chosen)])
        position = Position.read(state)
        assert position is not None
        rows.append((sum(position.dice_left(s) for s in range(args.players)), regrets))
    print(f"{args.rules}, {args.players} players, {len(rows)} positions (seed {args.seed}); mean regret in win chance")
    print("dice left   positions  " + "  ".join(f"work {w:>6}" for w in works))
    for low, high in BANDS:
        band = [regrets for dice, regrets in rows if low <= dice < high]
        if band:
            means = [sum(r[k] for r in band) / len(band) for k in range(len(works))]
            print(f"{low:>3}-{high - 1:<3}      {len(band):>6}     " + "  ".join(f"{m:>11.4f}" for m in means))
    print("ms/decision              " + "  ".join(f"{1000 * s / len(rows):>11.0f}" for s in seconds))


if __name__ == "__main__":
    main()
