"""How one casino pays out (docs/rules.md §1 Payout, R2; §2 for Royale's card pairs).

Pure functions over plain values, usable on their own: by the engine at round end, for the
"if the round ended now" preview, and by ``python -m vegas payout`` as a referee for the physical game.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

Owner = Hashable


@dataclass(frozen=True, slots=True)
class CasinoPayout:
    """What one casino pays: tied owners removed, awards in rank order, notes left over, and the dice each
    owner had there when it paid (most first), so the round's end can be shown as it was."""

    casino: int
    removed: tuple[Any, ...]
    awards: tuple[tuple[Any, tuple[int, ...]], ...]
    left: tuple[int, ...]
    dice: tuple[tuple[Any, int], ...] = ()

    def award_to(self, owner: Owner) -> tuple[int, ...]:
        """The notes this owner takes here (empty if none)."""
        for who, notes in self.awards:
            if who == owner:
                return notes
        return ()


def pay_casino(casino: int, money: Sequence[int], dice: Mapping[Any, int]) -> CasinoPayout:
    """Pay one casino: ``dice`` maps each owner to its count there (a Biggy already counted twice).

    Every group of two or more owners with equal counts is removed; the others, most dice first, take
    the notes highest first, one each, while notes last; what is not won is left over, highest first.
    """
    notes = sorted(money, reverse=True)
    present = [(count, owner) for owner, count in dice.items() if count > 0]
    counts = [count for count, _ in present]
    if len(set(counts)) == len(counts):  # no tie (the usual case): nobody is removed
        removed: tuple[Any, ...] = ()
        unique = present
    else:
        removed = tuple(sorted((o for c, o in present if counts.count(c) > 1), key=_owner_key))
        unique = [(count, owner) for count, owner in present if counts.count(count) == 1]
    unique.sort(key=_by_count, reverse=True)  # counts are distinct now: the order is fully determined
    awards = tuple((owner, (note,)) for (_, owner), note in zip(unique, notes, strict=False))
    shown = tuple((owner, count) for count, owner in sorted(present, key=_by_count_then_owner))
    return CasinoPayout(casino, removed, awards, tuple(notes[len(awards) :]), shown)


@lru_cache(maxsize=4096)
def pay_indexed(casino: int, money: tuple[int, ...], dice: tuple[int, ...]) -> CasinoPayout:
    """``pay_casino`` where the owners are the indices of ``dice``, remembered: the bots preview the round's
    end at every step of their look-ahead, where most casinos are as they were a step before (and a
    ``CasinoPayout`` is immutable, so one can serve every state)."""
    return pay_casino(casino, money, dict(enumerate(dice)))


def _by_count(entry: tuple[int, Any]) -> int:
    return entry[0]


def _by_count_then_owner(entry: tuple[int, Any]) -> tuple[int, tuple[int, Any]]:
    return -entry[0], _owner_key(entry[1])


def _owner_key(owner: Any) -> tuple[int, Any]:
    """Sort seats (ints) before imaginary owners (names), each in their natural order."""
    return (0, owner) if isinstance(owner, int) else (1, str(owner))
