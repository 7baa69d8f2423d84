"""Rewrite the golden playthroughs: run this only when a rule knowingly changes, and review the diff.

python tests/golden/regenerate.py                    # all of them
python tests/golden/regenerate.py royale-basic-2p    # only the files named (without .json)
python tests/golden/regenerate.py royale-2p royale-4p royale-5p-6tiles
python tests/golden/regenerate.py --keep-games       # the stored games, their traces and ends written anew

Each file is a full trace: the game's record, the digest of the observation before the first step and after
every step (``tests/engine/helpers.observation_digest``), and the expected end. The games are the recipes
below; a playable game of the registry without one gets two (fewest and most players), so a new game has
golden playthroughs from its first regeneration.
"""

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.engine.helpers import end_facts, observation_digest  # noqa: E402
from vegas import Game, playable_rules  # noqa: E402
from vegas.bots import make_bot  # noqa: E402
from vegas.cli.simulate import play_game  # noqa: E402
from vegas.core.record import Record, replay_states  # noqa: E402
from vegas.core.registry import RULESETS  # noqa: E402

RECIPES = [
    ("classic", 2, 11, ["greedy", "random"]),
    ("classic", 4, 12, ["greedy", "random", "greedy", "random"]),
    ("classic", 5, 13, ["random", "greedy", "random", "greedy", "random"]),
    ("classic-neutral", 2, 14, ["random", "greedy"]),
    ("classic-neutral", 3, 15, ["greedy", "greedy", "random"]),
    ("royale-basic", 2, 16, ["greedy", "random"]),
    ("royale-basic", 3, 17, ["random", "greedy", "greedy"]),
    ("royale-basic", 5, 18, ["greedy", "random", "greedy", "random", "random"]),
    ("royale", 2, 19, ["greedy", "random"]),
    ("royale", 4, 20, ["random", "greedy", "random", "greedy"]),
    ("royale", 5, 21, ["greedy", "random", "random", "greedy", "random"], {"tiles": 6}),
]


def recipes() -> list[tuple]:
    """The recipes above, then two for each playable game that has none."""
    covered = {recipe[0] for recipe in RECIPES}
    added = []
    for number, rules in enumerate(playable_rules()):
        if rules in covered:
            continue
        ruleset = RULESETS[rules]
        for players in sorted({ruleset.min_players, ruleset.max_players}):
            bots = [("greedy", "random")[seat % 2] for seat in range(players)]
            added.append((rules, players, 100 + 10 * number + players, bots))
    return RECIPES + added


def golden_path(rules: str, players: int, options: dict) -> Path:
    tiles = f"-{options['tiles']}tiles" if "tiles" in options else ""
    return Path(__file__).parent / f"{rules}-{players}p{tiles}.json"


def main(only: list[str], keep_games: bool = False) -> None:
    for rules, players, seed, bots, *more in recipes():
        options = more[0] if more else {}
        path = golden_path(rules, players, options)
        if only and path.stem not in only:
            continue
        if keep_games and path.exists():
            record = Record.from_json(json.loads(path.read_text())["record"])
        else:
            rng = random.Random(seed)
            game = Game(rules, players, options=options)
            played = play_game(game, [make_bot(b, rng) for b in bots], seed, check=True)
            assert not played.violations, played.violations
            record = played.record
        states = replay_states(record)
        final = states[-1]
        data = {
            "about": f"{rules}, {players} players, bots {', '.join(bots)}: a full game, what the table saw after "
            "every step (a digest), and its expected end",
            "record": record.to_json(),
            "trace": [observation_digest(state) for state in states],
            "expected": end_facts(final),
        }
        path.write_text(json.dumps(data, indent=1) + "\n")
        print(f"wrote {path.name}: scores {final.scores()}")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    main([a for a in arguments if a != "--keep-games"], keep_games="--keep-games" in arguments)
