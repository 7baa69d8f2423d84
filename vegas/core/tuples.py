"""Frozen states keep their per-seat and per-casino values in tuples; these make a changed copy of one."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def with_item(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the one at ``index`` replaced by ``value``."""
    return items[:index] + (value,) + items[index + 1 :]


def added_at(counts: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    """``counts`` with ``amount`` added to the one at ``index``."""
    return counts[:index] + (counts[index] + amount,) + counts[index + 1 :]
