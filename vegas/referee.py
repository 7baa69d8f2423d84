"""``python -m vegas payout``: pay casinos described in JSON, for the engine's users and physical games.

In: ``{"rules": "classic", "casinos": [{"casino": 4, "money": [80, 30, 10], "dice": {"anna": 5}}]}``.
Out: per casino, the removed owners (sorted by name), the awards in rank order and the notes left.
A Biggy is given as ``{"small": 1, "big": 1}`` where the rules have one (Royale).
"""

from __future__ import annotations

from typing import Any

from .errors import VegasError
from .game import RULESETS
from .payout import pay_casino
from .rules.money import CLASSIC_NOTES

_MONEY = {
    "classic": dict(CLASSIC_NOTES),
    "classic-neutral": dict(CLASSIC_NOTES),
}
_MAX_DICE_PER_OWNER = 8


class ScenarioError(VegasError):
    """A payout scenario that is not valid JSON input for the rules it names."""


def payout_scenario(data: Any) -> dict[str, Any]:
    """Pay every casino of the scenario, in the order given."""
    if not isinstance(data, dict):
        raise ScenarioError("the scenario must be a JSON object with 'rules' and 'casinos'")
    rules = data.get("rules")
    if rules not in _MONEY:
        known = ", ".join(_MONEY)
        hint = " (not yet supported by the referee)" if rules in RULESETS else ""
        raise ScenarioError(f"unknown rules {rules!r}{hint}; use one of {known}")
    casinos = data.get("casinos")
    if not isinstance(casinos, list) or not casinos:
        raise ScenarioError("'casinos' must be a non-empty list")
    seen: set[int] = set()
    results = []
    for entry in casinos:
        number, money, dice = _read_casino(entry, _MONEY[rules], seen)
        result = pay_casino(number, money, dice)
        results.append(
            {
                "casino": number,
                "removed": sorted(result.removed),
                "awards": {owner: list(notes) for owner, notes in result.awards},
                "left": list(result.left),
            }
        )
    return {"casinos": results}


def _read_casino(entry: Any, notes: dict[int, int], seen: set[int]) -> tuple[int, list[int], dict[str, int]]:
    if not isinstance(entry, dict):
        raise ScenarioError("each casino must be a JSON object with 'casino', 'money' and 'dice'")
    number = entry.get("casino")
    if type(number) is not int or not 1 <= number <= 6:
        raise ScenarioError(f"'casino' must be a number 1-6, not {number!r}")
    if number in seen:
        raise ScenarioError(f"casino {number} is given twice")
    seen.add(number)
    money = entry.get("money")
    if not isinstance(money, list) or not all(type(v) is int for v in money):
        raise ScenarioError(f"casino {number}: 'money' must be a list of note values")
    for value in money:
        if value not in notes:
            raise ScenarioError(f"casino {number}: there is no note of {value}")
        if money.count(value) > notes[value]:
            raise ScenarioError(f"casino {number}: the game has only {notes[value]} notes of {value}")
    dice = entry.get("dice")
    if not isinstance(dice, dict):
        raise ScenarioError(f"casino {number}: 'dice' must map each owner to a number of dice")
    counts = {}
    for owner, count in dice.items():
        if isinstance(count, dict):
            raise ScenarioError(f"casino {number}: {owner} has a Biggy, but these rules have none")
        if type(count) is not int or count < 0:
            raise ScenarioError(f"casino {number}: {owner}'s dice must be a whole number ≥ 0, not {count!r}")
        if count > _MAX_DICE_PER_OWNER:
            raise ScenarioError(f"casino {number}: {owner} cannot have {count} dice (8 per colour)")
        counts[str(owner)] = count
    return number, money, counts
