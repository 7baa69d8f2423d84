"""Measure: the published ``lasvegas`` package's own bots seated in our engine, against ours (``classic``).

    .venv/bin/python tests/bench/published_bots.py check [--games 100] [--seed 1]
    .venv/bin/python tests/bench/published_bots.py play --players 2 --games 200 --seed 1 \\
        --bots hard,lv-greedy_first [--start 100] [--stop 200] >> games.jsonl
    .venv/bin/python tests/bench/tournament_games.py --tally games.jsonl

The package (``lasvegas==0.2.0``, PyPI) is not a dependency of the project: the script re-runs itself in the
virtual environment ``tests/bench/lasvegas_env.py`` makes (the package and numpy), with the project on the
path; the engine is plain Python and runs there as it does in ``.venv``. Its policies (``lasvegas.act.policy``:
``greedy_score``, ``greedy_first``, ``random_play``) are the bots ``lv-greedy_score``, ``lv-greedy_first``,
``lv-random_play``: at each of their decisions the package's ``GameEnv`` is set from our state (every seat's
dice left and dice on each casino, the casinos' notes, the roll, the seat to move, every seat's money and
notes won) and the package's own function picks the casino, which becomes our ``place`` of that value.

``check`` plays seeded random games and, at every decision, compares the package's env with our state on what
its policies read: its ``legal_plays()`` against our placements, its winners and gains on each casino if the
round ended now against our payout preview, the dice after each play against ours after that placement, and
at each game's end its best rank against our winners. ``play`` prints one line per game in the format of
``tournament_games.py`` (game ``i`` is played as ``python -m vegas tournament`` plays it), which tallies them.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections import deque
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parents[1]))

from lasvegas_env import their_python  # noqa: E402
from tournament_games import play  # noqa: E402

try:
    import numpy as np
    from lasvegas.act import policy as their_policies
    from lasvegas.core import GameEnv
except ImportError:  # in the project's venv: run again in the package's
    if __name__ == "__main__":
        python = str(their_python())
        os.execv(python, [python, str(Path(__file__).resolve()), *sys.argv[1:]])
    raise

from vegas.bots import QuickBot, register_bot  # noqa: E402
from vegas.core.actions import Action, Place  # noqa: E402
from vegas.core.game import Game  # noqa: E402
from vegas.core.state import State  # noqa: E402
from vegas.games.lasvegas.table import CasinoTable  # noqa: E402

POLICIES = ("greedy_score", "greedy_first", "random_play")
CASINOS = 6
DICE = 8


def their_env(state: CasinoTable) -> Any:
    """The package's ``GameEnv`` in the position of our ``classic`` decision ``state`` (a roll to place).

    Their casino ``i`` is our casino ``i + 1``; their ``dice`` has a row per player (dice in hand, by colour)
    then a row per casino (dice there, by colour); their bills under a casino go lowest first; their
    ``scores`` are ``[money, notes]`` per player; their roll is, per colour, a count per casino."""
    players = state.game.players
    assert state.roll is not None
    env = GameEnv(starting_dice=DICE * np.eye(players, dtype=int))
    env.is_over = False
    env.next_step = None
    env.current_round = state.round
    env.first_player_index = state.start_player
    dice = np.zeros((players + CASINOS, players), dtype=int)
    for seat in range(players):
        dice[seat, seat] = state.dice_left(seat)
    for index, casino in enumerate(state.casinos):
        dice[players + index, :] = casino.dice[:players]
    env.dice = dice
    env.casinos_bills = [sorted(casino.money) for casino in state.casinos]
    env.scores = np.array([[sum(won), len(won)] for won in state.won], dtype=int)
    env.current_player_index = state.player
    rolled: list[dict[int, int]] = [{} for _ in range(players)]
    for face in state.roll.faces():
        rolled[state.player][face - 1] = rolled[state.player].get(face - 1, 0) + 1
    env.rolled = rolled
    env.played = None
    # Who moves after this turn, as their turn loop keeps it: the others with dice, then the mover last.
    after = [(state.player + step) % players for step in range(1, players)]
    env.players_index_cycle = deque([seat for seat in after if state.dice_left(seat)] + [state.player])
    return env


class PublishedBot(QuickBot):
    """One of the package's policies, called on the package's env built from our state."""

    def __init__(self, policy: str, rng: random.Random) -> None:
        self.name = f"lv-{policy}"
        self.policy = getattr(their_policies, policy)
        self.rng = rng

    def choose(self, state: State) -> Action:
        assert isinstance(state, CasinoTable)
        if state.roll is None:  # the turn's start: every bot rolls
            return state.legal_actions()[0]
        # ``random_play`` draws from the module ``random``: seeded from our seat's generator, so a game repeats.
        random.seed(self.rng.random())
        return Place.of(int(self.policy(their_env(state))) + 1)


for _name in POLICIES:
    register_bot(f"lv-{_name}", lambda rng, name=_name: PublishedBot(name, rng))


def disagreements(state: CasinoTable) -> list[str]:
    """Where the package's env built from ``state`` differs from our engine (empty: it agrees)."""
    env = their_env(state)
    players = state.game.players
    found = []
    assert state.roll is not None
    ours = {value - 1 for value in state.roll.values()}
    if set(env.legal_plays()) != ours:
        found.append(f"legal plays {sorted(env.legal_plays())} != {sorted(ours)}")
    winners = env.get_winners()
    for index, payout in enumerate(state.payout_preview()):
        theirs = env.get_gains([winners[index]], casinos_bills=[env.casinos_bills[index]]).tolist()
        mine = [[sum(payout.award_to(seat)), len(payout.award_to(seat))] for seat in range(players)]
        if theirs != mine:
            found.append(f"casino {index + 1} pays {theirs} != {mine}")
    for value in sorted(ours & set(env.legal_plays())):
        played = their_env(state)
        played.play(value)
        played.one_step()
        after = state.apply(Place.of(value + 1))
        assert isinstance(after, CasinoTable)
        if after.round == state.round and not after.is_terminal():  # a round's last play: our dice go back
            mine_dice = [[after.dice_left(seat) for seat in range(players)]] + [
                list(casino.dice[:players]) for casino in after.casinos
            ]
            hands = [int(played.dice[seat, seat]) for seat in range(players)]
            theirs_dice = [hands] + played.casinos_dice.tolist()
            if theirs_dice != mine_dice:
                found.append(f"after place {value + 1}: dice {theirs_dice} != {mine_dice}")
    return found


def final_disagreement(final: CasinoTable) -> str | None:
    """Whether the package ranks the same seats first as our winners at a game's end."""
    env = GameEnv(starting_dice=DICE * np.eye(final.game.players, dtype=int))
    scores = np.array([[sum(won), len(won)] for won in final.won], dtype=int)
    firsts = sorted(int(seat) for seat in np.flatnonzero(env.rankings(scores=scores) == 0))
    return None if firsts == sorted(final.winners()) else f"first {firsts} != winners {final.winners()}"


def check(args: argparse.Namespace) -> None:
    decisions = finals = 0
    problems: list[str] = []
    rng = random.Random(args.seed)
    for game_index in range(args.games):
        state: State = Game("classic", args.players).new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
                continue
            assert isinstance(state, CasinoTable)
            if state.roll is not None:
                decisions += 1
                problems += [f"game {game_index}: {p}" for p in disagreements(state)]
            state = state.apply(rng.choice(state.legal_actions()))
        assert isinstance(state, CasinoTable)
        finals += 1
        if (problem := final_disagreement(state)) is not None:
            problems.append(f"game {game_index}: {problem}")
    print(
        f"classic, {args.players} players, {args.games} random games (seed {args.seed}): {decisions} decisions "
        f"(legal plays, each casino's payout, the dice after each play) and {finals} game ends (who is first): "
        f"{len(problems)} disagreements"
    )
    for problem in problems[:20]:
        print("  " + problem)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("check", "play"))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=0, help="default: 100 to check, 200 to play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="hard,lv-greedy_first")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--stop", type=int, default=0, help="first game not played (default: --games)")
    args = parser.parse_args()
    args.games = args.games or (100 if args.command == "check" else 200)
    args.rules = "classic"
    check(args) if args.command == "check" else play(args)


if __name__ == "__main__":
    main()
