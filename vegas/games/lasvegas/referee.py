"""``python -m vegas payout`` for the casino table: pay casinos described in JSON, for the engine's users
and physical games.

In: ``{"rules": "classic", "casinos": [{"casino": 4, "money": [80, 30, 10], "dice": {"anna": 5}}]}``.
Out: per casino, the removed owners (sorted by name), the awards in rank order and the money left.
In ``royale-basic`` each casino holds a pair of money cards, and an owner's dice are a number of small
dice or ``{"small": 1, "big": 1}`` with the Biggy, which counts as two (at most 7 small + 1 big).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from vegas.core.actions import OWN
from vegas.core.errors import ScenarioError
from vegas.core.game import Game
from vegas.core.registry import RULESETS

from .payout import pay_casino
from .state import CasinoState

BIGGY = (OWN, 2)


@dataclass(frozen=True)
class _Table:
    """What a rule set's casinos may hold: its money, how much per casino, and the dice per owner."""

    money: dict[int, int]
    word: str  # "note" or "card"
    per_casino: int | None  # exactly this many pieces of money per casino (None: any number)
    small: int  # dice per owner (small dice where there is a Biggy)
    biggy: bool

    @staticmethod
    def of(rules: str) -> _Table:
        """The casinos of a rule set of the casino table, as its state class describes them."""
        game = Game(rules, RULESETS[rules].min_players)
        cls = game.state_class()
        assert issubclass(cls, CasinoState)
        return _Table(
            dict(cls.MONEY), cls.MONEY_WORD[:-1], cls.MONEY_PER_CASINO, cls.full_supply(game)[0], BIGGY in cls.KINDS
        )


def pay_casinos(rules: str, data: dict[str, Any]) -> dict[str, Any]:
    """Pay every casino of the scenario, in the order given."""
    casinos = data.get("casinos")
    if not isinstance(casinos, list) or not casinos:
        raise ScenarioError("'casinos' must be a non-empty list")
    table = _Table.of(rules)
    seen: set[int] = set()
    all_money: Counter[int] = Counter()
    results = []
    for entry in casinos:
        number, money, dice = _read_casino(entry, table, seen)
        all_money.update(money)
        for value, count in all_money.items():
            if count > table.money[value]:
                raise ScenarioError(f"the game has only {table.money[value]} {table.word}s of {value}")
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


def _read_casino(entry: Any, table: _Table, seen: set[int]) -> tuple[int, list[int], dict[str, int]]:
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
        raise ScenarioError(f"casino {number}: 'money' must be a list of {table.word} values")
    for value in money:
        if value not in table.money:
            raise ScenarioError(f"casino {number}: there is no {table.word} of {value}")
        if money.count(value) > table.money[value]:
            raise ScenarioError(f"casino {number}: the game has only {table.money[value]} {table.word}s of {value}")
    if table.per_casino is not None and len(money) != table.per_casino:
        raise ScenarioError(f"casino {number}: a casino holds a pair of {table.word}s, not {len(money)}")
    dice = entry.get("dice")
    if not isinstance(dice, dict):
        raise ScenarioError(f"casino {number}: 'dice' must map each owner to a number of dice")
    return number, money, {str(owner): _count(number, str(owner), count, table) for owner, count in dice.items()}


def _count(number: int, owner: str, count: Any, table: _Table) -> int:
    """An owner's dice as ``pay_casino`` counts them: small dice, plus 2 for a Biggy."""
    where = f"casino {number}: {owner}"
    big = 0
    if isinstance(count, dict):
        if not table.biggy:
            raise ScenarioError(f"{where} has a Biggy, but these rules have none")
        if not set(count) <= {"small", "big"}:
            raise ScenarioError(f'{where}\'s dice are given as {{"small": n, "big": 0 or 1}}')
        big = count.get("big", 0)
        if type(big) is not int or big not in (0, 1):
            raise ScenarioError(f"{where} has one Biggy or none, not {big!r}")
        count = count.get("small", 0)
    if type(count) is not int or count < 0:
        raise ScenarioError(f"{where}'s dice must be a whole number ≥ 0, not {count!r}")
    if count > table.small:
        kind = f"{table.small} small dice and 1 Biggy" if table.biggy else f"{table.small} dice"
        raise ScenarioError(f"{where} cannot have {count} {'small ' if table.biggy else ''}dice ({kind} per colour)")
    return count + 2 * big
