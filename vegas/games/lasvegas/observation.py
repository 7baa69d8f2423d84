"""A casino-table position seen by a player, back into a save (``state_from_observation``, docs/rules.md).

An observation shows everything a player at the table knows, so a decision can be re-created from it:
for the Las Vegas family, the unseen part of the pile is every piece of money of the game that is not
on a casino, won by a seat or under the pile (R4), and its size must match ``pile.unseen``. The state is
rebuilt as a save and read by ``load_state``, so every check of a saved state applies.

Only positions where a seat is to move (``phase`` ``turn`` or ``place``) can be rebuilt; the payout of
the round before is not shown, so the state has none. The round-1 start player follows from the observed
one by the rule set's own rule (``first_start_player``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from vegas.core.actions import Dice
from vegas.core.errors import InvalidState
from vegas.core.game import Game

from .table import CASINOS, KIND_NAMES, CasinoTable

DECISION_PHASES = ("turn", "place")
_KIND_BY_NAME = {name: kind for kind, name in KIND_NAMES.items()}


def casino_save(cls: type[CasinoTable], data: dict[str, Any]) -> dict[str, Any]:
    """The save (``to_json`` form) of a Las Vegas family position at a decision, for ``cls``'s rule set."""
    seats = checked_list(data.get("seats"), "seats")
    names = [checked_dict(seat, "a seat")["name"] for seat in seats]
    game = Game(data["rules"], len(seats), tuple(names))  # checks the number of seats
    phase = data.get("phase")
    if phase not in DECISION_PHASES:
        raise InvalidState(f"the observation must be of a seat to move (phase turn or place), not {phase!r}")
    owners = names + (["neutral"] if cls.owner_count(game) > len(names) else [])
    if len(set(owners)) != len(owners):
        raise InvalidState("every seat needs its own name (and none may be called neutral)")
    round_ = data["round"]
    start = data["start_player"]
    first_start = cls.first_start_player(start, round_, len(seats)) if type(start) is type(round_) is int else 0
    game = Game(data["rules"], len(seats), tuple(names), first_start)
    casinos = checked_list(data.get("casinos"), "casinos")
    if len(casinos) != CASINOS:
        raise InvalidState(f"there must be {CASINOS} casinos")
    dice_rows = []
    for casino in casinos:
        dice = checked_dict(checked_dict(casino, "a casino").get("dice"), "a casino's dice")
        unknown = set(dice) - set(owners)
        if unknown:
            raise InvalidState(f"dice of an unknown owner {sorted(unknown)[0]!r} on casino {casino.get('casino')}")
        dice_rows.append([dice.get(owner, 0) for owner in owners])
    kinds = cls.supply_kinds(game)
    held = [checked_dict(seat.get("dice_left"), "dice left") for seat in seats]
    supplies = [[left.get(KIND_NAMES[kind], 0) for kind in kinds] for left in held]
    pile = checked_dict(data.get("pile"), "the pile")
    bottom = checked_list(pile.get("bottom"), "the bottom of the pile")
    won = [checked_list(seat.get("notes"), "a seat's money") for seat in seats]
    seen = Counter(bottom)
    for money in [casino.get("money") for casino in casinos] + won:
        seen.update(checked_list(money, "money"))
    unseen = {str(value): count - seen[value] for value, count in cls.MONEY}
    if any(n < 0 for n in unseen.values()) or set(seen) - {value for value, _ in cls.MONEY}:
        raise InvalidState("the money shown is not the game's money (too many of a value, or an unknown one)")
    if sum(unseen.values()) != pile.get("unseen"):
        raise InvalidState(f"the pile's unseen part holds {sum(unseen.values())}, not {pile.get('unseen')!r}")
    save = {
        "format": cls.FORMAT,
        "version": cls.VERSION,
        "game": game.to_json(),
        "round": round_,
        "start_player": start,
        "phase": phase,
        "player": data["to_move"],
        "dealing": CASINOS,
        "unseen": unseen,
        "bottom": bottom,
        "casinos": [{"money": c.get("money"), "dice": row} for c, row in zip(casinos, dice_rows, strict=True)],
        "supplies": supplies,
        "roll": _roll_text(data.get("roll")),
        "won": won,
        "last_payout": [],
    }
    save.update(cls.observed_extra(seats, casinos, owners))
    return save


def _roll_text(roll: Any) -> str | None:
    if roll is None:
        return None
    groups: dict[tuple[str, int], list[int]] = {}
    for name, faces in checked_dict(roll, "the roll").items():
        if name not in _KIND_BY_NAME:
            raise InvalidState(f"unknown kind of die {name!r} in the roll")
        groups[_KIND_BY_NAME[name]] = list(checked_list(faces, "the roll's faces"))
    if not all(type(face) is int and 1 <= face <= 6 for faces in groups.values() for face in faces):
        raise InvalidState("the roll's faces must be whole numbers 1-6")
    return str(Dice.of(groups))


def checked_list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidState(f"{what} must be a list")
    return value


def checked_dict(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InvalidState(f"{what} must be an object")
    return value
