"""Rewrite the golden playthroughs: run this only when a rule knowingly changes, and review the diff.

python tests/golden/regenerate.py                    # all of them
python tests/golden/regenerate.py royale-basic-2p    # only the files named (without .json)
python tests/golden/regenerate.py royale-2p royale-4p royale-5p-6tiles
"""

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas import Game  # noqa: E402
from vegas.bots import make_bot  # noqa: E402
from vegas.simulate import play_game  # noqa: E402

GOLDEN = [
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


def golden_path(rules: str, players: int, options: dict) -> Path:
    tiles = f"-{options['tiles']}tiles" if "tiles" in options else ""
    return Path(__file__).parent / f"{rules}-{players}p{tiles}.json"


def main(only: list[str]) -> None:
    for rules, players, seed, bots, *more in GOLDEN:
        options = more[0] if more else {}
        path = golden_path(rules, players, options)
        if only and path.stem not in only:
            continue
        rng = random.Random(seed)
        game = Game(rules, players, options=options)
        played = play_game(game, [make_bot(b, rng) for b in bots], seed, check=True)
        assert not played.violations, played.violations
        final = played.final
        data = {
            "about": f"{rules}, {players} players, bots {', '.join(bots)}: a full game and its expected end",
            "record": played.record.to_json(),
            "expected": {
                "scores": final.scores(),
                "notes": [list(notes) for notes in final.won],
                "winners": final.winners(),
                "pile_bottom": list(final.bottom),
                **({"chips": list(final.chips)} if hasattr(final, "chips") else {}),
                **({"bank": [list(b) for b in final.bank]} if hasattr(final, "bank") else {}),
            },
        }
        path.write_text(json.dumps(data, indent=1) + "\n")
        print(f"wrote {path.name}: scores {final.scores()}")


if __name__ == "__main__":
    main(sys.argv[1:])
