"""The saved form of what Las Vegas Royale's main game adds to the basic game's (docs/rules.md §3): the tiles
laid and used, what lies on them, the steps waiting, the bank; each read back with a clear refusal."""

from __future__ import annotations

from typing import Any

from vegas.core.actions import Action, Dice
from vegas.core.game import Game
from vegas.core.reading import expect, int_in
from vegas.games.lasvegas.state import CASINOS

from .steps import Resume, read_step
from .table import RoyaleTable
from .tiles import FACES, TileBoard, TilePaid


def tile_fields_json(state: RoyaleTable) -> dict[str, Any]:
    """The main game's own fields, as ``read_tile_fields`` reads them back."""
    return {
        "tiles": list(state.tiles),
        "faces_used": list(state.faces_used),
        "board": state.board.to_json(),
        "steps": [[s.kind.value, s.seat, s.casino, s.player, list(s.data)] for s in state.steps],
        "resume": state.resume.value,
        "rolled": None if state.rolled is None else str(state.rolled),
        "placed": state.placed,
        "bank": [list(b) for b in state.bank],
        "bank_paid": list(state.bank_paid),
        "chips_won": list(state.chips_won),
        "chips_lost": list(state.chips_lost),
        "tiles_paid": [paid.to_json() for paid in state.tiles_paid],
    }


def read_tile_fields(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """The main game's own fields of a save, checked (the state's checks then run on the whole)."""
    seats = game.players
    tiles: Any = data.get("tiles")
    expect(isinstance(tiles, list) and len(tiles) == CASINOS, "the tiles must be one face (or '') per casino")
    expect(all(t == "" or t in FACES for t in tiles), "a tile face is unknown")
    used: Any = data.get("faces_used")
    expect(isinstance(used, list) and all(f in FACES for f in used), "the faces used are malformed")
    steps: Any = data.get("steps")
    expect(isinstance(steps, list), "the tile steps must be a list")
    read_steps = tuple(read_step(s, seats) for s in steps)
    resume: Any = data.get("resume")
    expect(resume in {r.value for r in Resume}, f"unknown resume {resume!r}")
    rolled: Any = data.get("rolled")
    read_rolled = None
    if rolled is not None:
        try:
            parsed = Action.parse(rolled)
        except (ValueError, TypeError):
            parsed = None
        expect(isinstance(parsed, Dice), "the roll kept for the tiles is unreadable")
        read_rolled = parsed
    bank: Any = data.get("bank")
    expect(isinstance(bank, list) and len(bank) == seats, "the bank money must be one list per seat")
    expect(
        all(isinstance(b, list) and all(type(m) is int and 0 < m <= 1000 for m in b) for b in bank),
        "bank money is malformed",
    )
    per_seat = {}
    for name in ("bank_paid", "chips_won", "chips_lost"):
        values: Any = data.get(name)
        expect(isinstance(values, list) and len(values) == seats, f"{name} must be one number per seat")
        expect(all(type(v) is int and 0 <= v <= 10_000 for v in values), f"{name} is malformed")
        per_seat[name] = tuple(values)
    tiles_paid: Any = data.get("tiles_paid", [])  # saves written before 0.2 have none
    expect(isinstance(tiles_paid, list) and len(tiles_paid) <= CASINOS, "the tiles' payments must be a list")
    return {
        "tiles_paid": tuple(TilePaid.from_json(paid, seats) for paid in tiles_paid),
        "tiles": tuple(tiles),
        "faces_used": tuple(used),
        "board": TileBoard.from_json(data.get("board"), seats),
        "steps": read_steps,
        "resume": Resume(resume),
        "rolled": read_rolled,
        "placed": int_in(data.get("placed"), 0, CASINOS, "value placed this turn"),
        "bank": tuple(tuple(b) for b in bank),
        **per_seat,
    }
