"""Las Vegas Royale's table options (docs/rules.md §3): how many tiles lie out each round, whether faces may
repeat, and faces forced onto casinos (tests and the page use them)."""

from __future__ import annotations

from typing import Any

from vegas.core.errors import InvalidGame, InvalidOption, shown
from vegas.core.game import Game
from vegas.games.lasvegas.state import CASINOS

from .tiles import DEFAULT_TILES, FACES, MOST_TILES_WITHOUT_REPEATS, tile_of

OPTIONS = ("force", "no_repeat", "tiles")


def read_tile_options(game: Game, options: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """``tiles`` 0-6 (default 3), ``no_repeat`` (default false), ``force`` {casino: face} every round."""
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise InvalidGame(f"unknown option {unknown[0]!r} of {game.ruleset.name}; known: {', '.join(OPTIONS)}")
    tiles = options.get("tiles", DEFAULT_TILES)
    if type(tiles) is not int or not 0 <= tiles <= CASINOS:
        raise InvalidOption(
            f"the number of tiles per round must be 0-6, not {tiles!r}",
            "tiles_number",
            text=shown(tiles),
            high=CASINOS,
        )
    no_repeat = options.get("no_repeat", False)
    if not isinstance(no_repeat, bool):
        raise InvalidOption("no_repeat must be true or false", "no_repeat_flag")
    force = options.get("force") or {}
    pairs = force.items() if isinstance(force, dict) else force
    try:
        forced = tuple(sorted((int(casino), str(face).upper()) for casino, face in pairs))
    except (TypeError, ValueError, OverflowError):
        raise InvalidOption("force must map casinos 1-6 to tile faces, like {1: 'D2'}", "force_form") from None
    for casino, face in forced:
        if face not in FACES:
            raise InvalidOption(f"there is no tile face {face!r}: faces are A1 … H2", "tile_face", face=face)
        if not 1 <= casino <= tiles:
            raise InvalidOption(
                f"casino {casino} has no tile when {tiles} tiles lie on casinos 1-{tiles}",
                "tile_casino",
                casino=casino,
                tiles=tiles,
            )
    letters = [tile_of(face) for _, face in forced]
    if len(set(letters)) != len(letters) or len({c for c, _ in forced}) != len(forced):
        raise InvalidOption("forced faces must lie on different casinos and come from different tiles", "tile_twice")
    if no_repeat and forced:
        raise InvalidOption(
            "forced faces return every round, so they cannot be combined with no_repeat", "force_no_repeat"
        )
    if no_repeat and tiles > MOST_TILES_WITHOUT_REPEATS:
        raise InvalidOption(
            f"with no_repeat at most {MOST_TILES_WITHOUT_REPEATS} tiles per round: 3 rounds of more could "
            "leave too few different tiles for the last round",
            "no_repeat_tiles",
            most=MOST_TILES_WITHOUT_REPEATS,
        )
    return (("force", forced), ("no_repeat", no_repeat), ("tiles", tiles))


def tile_options_json(options: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    values = dict(options)
    return {"tiles": values["tiles"], "no_repeat": values["no_repeat"], "force": dict(values["force"])}
