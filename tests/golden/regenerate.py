"""Rewrite what the golden playthroughs show from the games they store, and make games only for what has none.

python tests/golden/regenerate.py                      # every stored game's trace and end, from its record
python tests/golden/regenerate.py royale-2p royale-4p  # only the files named (without .json)
python tests/golden/regenerate.py --new knizia-2p      # that game played anew by its bots (its name is a recipe)

The stored game (its record: rules, seats, seed, every action) is the truth, as OpenSpiel's playthroughs are: a
regeneration replays it and writes the digest of the observation before the first step and after every step
(``tests/engine/helpers.observation_digest``) and the expected end, through one writer (sorted keys), so an
unchanged tree regenerates byte for byte and a rule that changed shows as a changed trace or end in the diff.

New games are played only for a playable game of the registry with no golden file (two: fewest and most
players) or when asked by name with ``--new``; their bots' generator is seeded from the file's name (a CRC-32,
so no list's order and no interpreter's hash moves it). ``RECIPES`` names the bots and options of the games
written so far; a game without a recipe seats ``greedy`` and ``random`` in turn.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.engine.helpers import end_facts, observation_digest  # noqa: E402
from vegas import Game, playable_rules  # noqa: E402
from vegas.bots import make_bot  # noqa: E402
from vegas.cli.simulate import play_game  # noqa: E402
from vegas.core.record import Record, replay_states  # noqa: E402
from vegas.core.registry import RULESETS  # noqa: E402

GOLDEN = Path(__file__).parent
COMMAND = ".venv/bin/python tests/golden/regenerate.py"


@dataclass(frozen=True)
class Recipe:
    """How a new golden game is played: rule set, seats, their bots, the rule set's options."""

    rules: str
    players: int
    bots: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        tiles = f"-{self.options['tiles']}tiles" if "tiles" in self.options else ""
        return f"{self.rules}-{self.players}p{tiles}"

    @property
    def seed(self) -> int:
        """From the file's name alone: a stable hash, the same on every run and every machine."""
        return zlib.crc32(self.name.encode("utf-8"))


RECIPES = (
    Recipe("classic", 2, ("greedy", "random")),
    Recipe("classic", 4, ("greedy", "random", "greedy", "random")),
    Recipe("classic", 5, ("random", "greedy", "random", "greedy", "random")),
    Recipe("classic-neutral", 2, ("random", "greedy")),
    Recipe("classic-neutral", 3, ("greedy", "greedy", "random")),
    Recipe("royale-basic", 2, ("greedy", "random")),
    Recipe("royale-basic", 3, ("random", "greedy", "greedy")),
    Recipe("royale-basic", 5, ("greedy", "random", "greedy", "random", "random")),
    Recipe("royale", 2, ("greedy", "random")),
    Recipe("royale", 4, ("random", "greedy", "random", "greedy")),
    Recipe("royale", 5, ("greedy", "random", "random", "greedy", "random"), {"tiles": 6}),
)


def default_recipes(rules: str) -> list[Recipe]:
    """Two games of a rule set without recipes: fewest and most players, ``greedy`` and ``random`` in turn."""
    ruleset = RULESETS[rules]
    counts = sorted({ruleset.min_players, ruleset.max_players})
    return [Recipe(rules, n, tuple(("greedy", "random")[seat % 2] for seat in range(n))) for n in counts]


def known_recipes() -> dict[str, Recipe]:
    """Every game ``--new`` can make, by file name: the recipes, then two for each playable game without one."""
    known = {recipe.name: recipe for recipe in RECIPES}
    covered = {recipe.rules for recipe in RECIPES}
    for rules in playable_rules():
        if rules not in covered:
            known.update((recipe.name, recipe) for recipe in default_recipes(rules))
    return known


def golden_text(data: dict[str, Any]) -> str:
    """The one writer of a golden file: sorted keys, one space of indent, a final newline."""
    return json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def golden_data(record: Record, about: str) -> dict[str, Any]:
    """A golden file's contents: the record as stored, what the table saw at every step, its end."""
    states = replay_states(record)
    return {
        "about": about,
        "record": record.to_json(),
        "trace": [observation_digest(state) for state in states],
        "expected": end_facts(states[-1]),
    }


def played(recipe: Recipe) -> dict[str, Any]:
    """A new game of ``recipe`` played by its bots, checked at every step, as a golden file's contents."""
    rng = random.Random(recipe.seed)
    game = Game(recipe.rules, recipe.players, options=recipe.options)
    result = play_game(game, [make_bot(bot, rng) for bot in recipe.bots], recipe.seed, check=True)
    if result.violations:
        raise SystemExit(f"{recipe.name}: the rules broke an invariant: {result.violations}")
    about = (
        f"{recipe.rules}, {recipe.players} players, bots {', '.join(recipe.bots)}: a full game, what the table "
        "saw after every step (a digest), and its expected end"
    )
    return golden_data(result.record, about)


def stored_rules(directory: Path) -> set[str]:
    """The rule sets the golden files of ``directory`` play."""
    return {json.loads(path.read_text())["record"]["game"]["rules"] for path in directory.glob("*.json")}


def missing_games(directory: Path = GOLDEN) -> list[Recipe]:
    """The new games a regeneration makes: two for each playable game with no golden file."""
    stored = stored_rules(directory)
    known = known_recipes().values()
    return [recipe for rules in playable_rules() if rules not in stored for recipe in known if recipe.rules == rules]


def regenerated(directory: Path = GOLDEN, only: Iterable[str] = (), new: Iterable[str] = ()) -> dict[Path, str]:
    """What each golden file of ``directory`` would hold after a regeneration (``only``: these names alone),
    with the games ``new`` names and those of games that have none played anew."""
    only, new = set(only), set(new)
    known = known_recipes()
    unknown = sorted(new - set(known))
    if unknown:
        raise SystemExit(f"no recipe for {', '.join(unknown)}; the names --new knows: {', '.join(known)}")
    texts: dict[Path, str] = {}
    for path in sorted(directory.glob("*.json")):
        if (only and path.stem not in only) or path.stem in new:
            continue
        stored = json.loads(path.read_text())
        texts[path] = golden_text(golden_data(Record.from_json(stored["record"]), stored["about"]))
    for recipe in [*missing_games(directory), *(known[name] for name in sorted(new))]:
        texts[directory / f"{recipe.name}.json"] = golden_text(played(recipe))
    return texts


def main(arguments: Sequence[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("only", nargs="*", metavar="NAME", help="rewrite only these golden files (without .json)")
    parser.add_argument("--new", action="append", default=[], metavar="NAME", help="play this game anew")
    options = parser.parse_args(arguments)
    for path, text in regenerated(GOLDEN, options.only, options.new).items():
        before = path.read_text() if path.exists() else None
        if before == text:
            continue
        path.write_text(text)
        print(f"{'rewrote' if before is not None else 'wrote'} {path.name}")


if __name__ == "__main__":
    main(sys.argv[1:])
