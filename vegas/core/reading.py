"""Reading a saved state back field by field: each check names the field, a failed one is ``InvalidState``."""

from __future__ import annotations

from typing import Any, cast

from .errors import InvalidState


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise InvalidState(message)


def counts(values: Any, length: int) -> bool:
    """A list of ``length`` small whole numbers ≥ 0 (dice or chip counts)."""
    return isinstance(values, list) and len(values) == length and all(type(v) is int and 0 <= v <= 99 for v in values)


def read_counts(values: Any, length: int, most: int, message: str) -> tuple[int, ...]:
    """``length`` whole numbers 0 … ``most``, or ``InvalidState(message)``."""
    expect(counts(values, length) and all(v <= most for v in values), message)
    return tuple(values)


def int_in(value: Any, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise InvalidState(f"the {what} must be a whole number {low}-{high}")
    return value


def as_list(value: Any, what: str) -> list[Any]:
    expect(isinstance(value, list), f"{what} must be a list")
    return cast(list[Any], value)
