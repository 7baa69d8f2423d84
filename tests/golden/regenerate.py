"""Rewrite the golden playthroughs: run this only when a rule knowingly changes, and review the diff.

python tests/golden/regenerate.py                    # all of them
python tests/golden/regenerate.py royale-basic-2p    # only the files named (without .json)
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
]


def golden_path(rules: str, players: int) -> Path:
    return Path(__file__).parent / f"{rules}-{players}p.json"


def main(only: list[str]) -> None:
    for rules, players, seed, bots in GOLDEN:
        if only and golden_path(rules, players).stem not in only:
            continue
        rng = random.Random(seed)
        played = play_game(Game(rules, players), [make_bot(b, rng) for b in bots], seed, check=True)
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
            },
        }
        golden_path(rules, players).write_text(json.dumps(data, indent=1) + "\n")
        print(f"wrote {golden_path(rules, players).name}: scores {final.scores()}")


if __name__ == "__main__":
    main(sys.argv[1:])
