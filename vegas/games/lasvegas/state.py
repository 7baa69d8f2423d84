"""The state class of the Las Vegas family (docs/rules.md §1, §2): ``CasinoTable`` (``table.py``: the fields,
the turn, the payout, the view and the save) with its conservation checks (``checks.py``) and the readers of
its save and of its observations (``save.py``, ``observation.py``) tied in. Each rule set's class builds on
``CasinoState`` and is finished by ``family_member`` (``classic.py``, ``vegas/games/royale/``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Self, TypeVar

from vegas.core.frozen import compiled_replace
from vegas.core.game import Game

from .checks import casino_violations
from .observation import casino_save
from .save import read_state
from .table import CASINOS, KIND_NAMES, Casino, CasinoTable, Phase, add_money

__all__ = ["CASINOS", "KIND_NAMES", "Casino", "CasinoState", "CasinoTable", "Phase", "add_money", "family_member"]


@dataclass(frozen=True, slots=True)
class CasinoState(CasinoTable):
    """A position of a casino-table game: the table, checked and read back."""

    def violations(self) -> list[str]:
        """Broken invariants: money and dice conserved, phase data consistent (empty when sound)."""
        return casino_violations(self) + self._extra_violations()

    @classmethod
    def from_json(cls, game: Game, data: Any) -> Self:
        return read_state(cls, game, data)

    @classmethod
    def _save_from_observation(cls, data: dict[str, Any]) -> dict[str, Any]:
        return casino_save(cls, data)


S = TypeVar("S", bound=type[CasinoState])


def family_member(cls: S) -> S:
    """Finish a concrete state class (after ``@dataclass``): the field list and lookup tables of the hot path."""
    cls._FIELDS = tuple(f.name for f in fields(cls))
    cls._MONEY_INDEX = {value: index for index, (value, _) in enumerate(cls.MONEY)}
    cls._KIND_INDEX = {kind: index for index, kind in enumerate(cls.KINDS)}
    cls._LAYOUTS = {}
    cls._with = compiled_replace(cls, cls._FIELDS)  # type: ignore[method-assign]
    return cls
