"""Chance as explicit outcomes (habit 2, docs/architecture.md): every roll and every draw with its exact probability.

The rules never call ``random``; a caller samples an outcome with its own seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial, prod

from .actions import Dice, Draw

FACES = (1, 2, 3, 4, 5, 6)

DieKind = tuple[str, int]
"""(owner tag, size): which dice of a supply roll together but stay told apart."""


@lru_cache(maxsize=64)
def _sorted_rolls(count: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every sorted outcome of ``count`` dice with its multinomial probability."""
    total = 6**count
    outcomes = []
    for faces in combinations_with_replacement(FACES, count):
        ways = factorial(count) // prod(factorial(faces.count(f)) for f in set(faces))
        outcomes.append((faces, Fraction(ways, total)))
    return tuple(outcomes)


def roll_outcomes(kinds: Sequence[tuple[DieKind, int]]) -> tuple[tuple[Dice, Fraction], ...]:
    """All outcomes of rolling ``count`` dice of each kind together (8 dice: 1287 outcomes)."""
    return _roll_outcomes(tuple((kind, count) for kind, count in kinds if count))


@lru_cache(maxsize=32)
def _roll_outcomes(kinds: tuple[tuple[DieKind, int], ...]) -> tuple[tuple[Dice, Fraction], ...]:
    return tuple(_expand_rolls(kinds))


def _expand_rolls(kinds: tuple[tuple[DieKind, int], ...]) -> Iterator[tuple[Dice, Fraction]]:

    def expand(
        index: int, chosen: dict[DieKind, tuple[int, ...]], probability: Fraction
    ) -> Iterator[tuple[Dice, Fraction]]:
        if index == len(kinds):
            yield Dice.of(chosen), probability
            return
        kind, count = kinds[index]
        for faces, p in _sorted_rolls(count):
            yield from expand(index + 1, {**chosen, kind: faces}, probability * p)

    yield from expand(0, {}, Fraction(1))


def sample_roll(kinds: Sequence[tuple[DieKind, int]], rng: random.Random) -> Dice:
    """Roll each die once with ``rng`` (one ``randint(1, 6)`` per die, in kind order)."""
    groups = [(tag, size, tuple(sorted(_faces(rng, count)))) for (tag, size), count in kinds if count]
    if len(groups) > 1:
        groups.sort(key=Dice.group_order)
    return Dice(tuple(groups))


def _faces(rng: random.Random, count: int) -> list[int]:
    """``count`` faces, exactly what ``rng.randint(1, 6)`` would give one by one, at half its cost: for
    ``random.Random`` itself that draws three bits until they are below 6, and so does this (the random
    streams of seeded games stay the same); any other generator is asked by ``randint``."""
    if type(rng) is not random.Random:
        return [rng.randint(1, 6) for _ in range(count)]
    bits = rng.getrandbits
    faces: list[int] = []
    while len(faces) < count:
        face = bits(3)
        if face < 6:
            faces.append(face + 1)
    return faces


def draw_outcomes(unseen: Sequence[tuple[int, int]]) -> list[tuple[Draw, Fraction]]:
    """The next note of a shuffled pile holding ``count`` notes of each ``value``."""
    total = sum(count for _, count in unseen)
    return [_draw_outcome(value, count, total) for value, count in unseen if count]


@lru_cache(maxsize=1 << 14)
def _draw_outcome(value: int, count: int, total: int) -> tuple[Draw, Fraction]:
    """The draw of ``value`` with its probability, made once: the same counts recur from game to game (the piles
    allow some 16,000 (value, count, total) in all), and making the ``Fraction`` costs most of listing the outcomes."""
    return Draw(value), Fraction(count, total)


def sample_draw(unseen: Sequence[tuple[int, int]], rng: random.Random) -> Draw:
    """Draw the next note uniformly among the unseen ones."""
    index = rng.randrange(sum(count for _, count in unseen))
    for value, count in unseen:
        if index < count:
            return Draw(value)
        index -= count
    raise AssertionError("unreachable: index below total")
