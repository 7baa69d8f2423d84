"""A position seen by a player, back into a state: ``state_from_observation(state.observation())``.

An observation shows everything a player at the table knows, so a decision can be re-created from it:
for the Las Vegas family, the unseen part of the pile is every piece of money of the game that is not
on a casino, won by a seat or under the pile (docs/rules.md §1, R4), and its size must match ``pile.unseen``.
The state is rebuilt as a save and read by ``load_state``, so every check of a saved state applies.

Only positions where a seat is to move (``phase`` ``turn`` or ``place``) can be rebuilt; the payout of
the round before is not shown, so the state has none. For ``classic`` the round-1 start player follows
from the round (it passes left each round); for Royale it does not matter after round 1 and is the
observed one.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .actions import Dice
from .errors import InvalidGame, InvalidState
from .game import RULESETS, Game
from .record import load_state
from .rules.base import State
from .rules.family import CASINOS, KIND_NAMES, CasinoState

DECISION_PHASES = ("turn", "place")
_KIND_BY_NAME = {name: kind for kind, name in KIND_NAMES.items()}


def state_from_observation(data: Any) -> State:
    """The state a decision was observed in, or ``InvalidState`` saying what is missing or inconsistent."""
    if not isinstance(data, dict):
        raise InvalidState("an observation is a JSON object")
    rules = data.get("rules")
    if rules not in RULESETS:
        raise InvalidState(f"unknown rules {rules!r}; expected one of {', '.join(RULESETS)}")
    try:
        save = _family_save(data)
    except InvalidGame as bad:
        raise InvalidState(str(bad)) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as bad:
        if isinstance(bad, InvalidState):
            raise
        missing = f"lacks {bad}" if isinstance(bad, KeyError) else f"is malformed ({bad})"
        raise InvalidState(f"the observation {missing}") from None
    return load_state(save)


def _family_save(data: dict[str, Any]) -> dict[str, Any]:
    """The save (``to_json`` form) of a Las Vegas family position at a decision."""
    seats = _list(data.get("seats"), "seats")
    names = [_dict(seat, "a seat")["name"] for seat in seats]
    game = Game(data["rules"], len(seats), tuple(names))  # checks the rule set and the number of seats
    cls = game.state_class()
    if not issubclass(cls, CasinoState) or not cls.REBUILT_FROM_OBSERVATION:
        raise InvalidState(f"observations of {data['rules']} cannot be read back yet")
    phase = data.get("phase")
    if phase not in DECISION_PHASES:
        raise InvalidState(f"the observation must be of a seat to move (phase turn or place), not {phase!r}")
    owners = names + (["neutral"] if cls.owner_count(game) > len(names) else [])
    if len(set(owners)) != len(owners):
        raise InvalidState("every seat needs its own name (and none may be called neutral)")
    round_ = data["round"]
    start = data["start_player"]
    first_start = (start - (round_ - 1)) % len(seats) if data["rules"].startswith("classic") else start
    game = Game(data["rules"], len(seats), tuple(names), first_start if type(first_start) is int else 0)
    casinos = _list(data.get("casinos"), "casinos")
    if len(casinos) != CASINOS:
        raise InvalidState(f"there must be {CASINOS} casinos")
    dice_rows = []
    for casino in casinos:
        dice = _dict(_dict(casino, "a casino").get("dice"), "a casino's dice")
        unknown = set(dice) - set(owners)
        if unknown:
            raise InvalidState(f"dice of an unknown owner {sorted(unknown)[0]!r} on casino {casino.get('casino')}")
        dice_rows.append([dice.get(owner, 0) for owner in owners])
    kinds = cls.supply_kinds(game)
    held = [_dict(seat.get("dice_left"), "dice left") for seat in seats]
    supplies = [[left.get(KIND_NAMES[kind], 0) for kind in kinds] for left in held]
    pile = _dict(data.get("pile"), "the pile")
    bottom = _list(pile.get("bottom"), "the bottom of the pile")
    won = [_list(seat.get("notes"), "a seat's money") for seat in seats]
    seen = Counter(bottom)
    for money in [casino.get("money") for casino in casinos] + won:
        seen.update(_list(money, "money"))
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
    if data["rules"].startswith("royale"):
        save.update(_royale_extra(seats, casinos, owners))
    return save


def _roll_text(roll: Any) -> str | None:
    if roll is None:
        return None
    groups: dict[tuple[str, int], list[int]] = {}
    for name, faces in _dict(roll, "the roll").items():
        if name not in _KIND_BY_NAME:
            raise InvalidState(f"unknown kind of die {name!r} in the roll")
        groups[_KIND_BY_NAME[name]] = list(_list(faces, "the roll's faces"))
    if not all(type(face) is int and 1 <= face <= 6 for faces in groups.values() for face in faces):
        raise InvalidState("the roll's faces must be whole numbers 1-6")
    return str(Dice.of(groups))


def _royale_extra(seats: list, casinos: list, owners: list[str]) -> dict[str, Any]:
    """Royale's own fields: chips held and paid per seat, and where each owner's Biggy lies."""
    biggy = [0] * len(owners)
    for index, casino in enumerate(casinos):
        for name in _list(casino.get("biggies", []), "a casino's Biggies"):
            if name not in owners:
                raise InvalidState(f"the Biggy of an unknown owner {name!r}")
            biggy[owners.index(name)] = index + 1
    return {
        "drawn": [],
        "chips": [seat.get("chips") for seat in seats],
        "chips_paid": [seat.get("chips_paid") for seat in seats],
        "biggy": biggy,
    }


def _list(value: Any, what: str) -> list:
    if not isinstance(value, list):
        raise InvalidState(f"{what} must be a list")
    return value


def _dict(value: Any, what: str) -> dict:
    if not isinstance(value, dict):
        raise InvalidState(f"{what} must be an object")
    return value
