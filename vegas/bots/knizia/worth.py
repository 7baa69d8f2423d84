"""What a position of Knizia's *Vegas* is worth to each seat, cards in hand included (docs/rules.md §4).

``KniziaState.projected_scores`` counts gold won, counters in hand and a share of each open table's chip by
the squares of the seats' counters there; it gives a card in hand nothing, and a lone counter on an empty
table the whole chip. A bot judging by it plays a Good Luck card at the first chance, on any empty table.

Here a card kept is an option on a better use, priced by ``Worth`` (a Good Luck card for the counter that
decides a table Mary Chip is about to score, a Front-man card for a roll at that table, the Mary Chip card
for scoring a table one leads); the price falls as the tables run out (an unplayed card is worth nothing
at the end). And an open table's share is only as sure as the table is settled: full, or next on Mary
Chip's way; otherwise it is blended with an even share of the chip, as many counters may still come.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from vegas.core.state import State
from vegas.games.knizia.board import TABLES
from vegas.games.knizia.play import EMPTY, FRONT, HAND_COUNTER, MARY, OPEN, KniziaPlay


@dataclass(frozen=True, slots=True)
class Worth:
    """Gold each card kept is worth with every table open, and how sure an open table's share is (values
    found by short tournaments, docs/bots.md)."""

    luck: float = 3.0
    """A Good Luck card: a counter placed where and when one likes, before the roll."""
    front: float = 0.7
    """A Front-man card: one roll at another table."""
    mary: float = 1.5
    """The Mary Chip card: the next table scored when it suits."""
    soon: float | None = 0.4
    """How sure the share of the open table next on Mary Chip's way is, halved at the one after it, and so
    on; a table's filled share of spaces adds to it (``None``: every share is sure, as ``projected_scores``)."""


DEFAULT_WORTH = Worth()
CHIPS = tuple(table.chip for table in TABLES)
"""Each table's gold chip, in the order of a state's tables."""


def open_share(results: tuple[int, ...] | list[int]) -> float:
    """How much of a card's worth is left: the square root of the share of tables still open (fewer tables,
    fewer good uses; none at the end)."""
    return math.sqrt(results.count(OPEN) / len(TABLES))


def cards_worth(hand: tuple[int, ...], worth: Worth) -> float:
    """A hand's cards at full worth (``CARDS`` order: Good Luck 1-6, Front-man, Mary Chip)."""
    return worth.luck * sum(hand[:6]) + worth.front * hand[FRONT] + worth.mary * hand[MARY]


def projected(
    results: tuple[int, ...] | list[int],
    spaces: tuple[tuple[int, ...], ...] | list[list[int]],
    counters: tuple[int, ...] | list[int],
    soon: float | None,
) -> list[float]:
    """Each seat's gold won, counters in hand (``HAND_COUNTER`` each) and share of every open table's chip:
    by the squares of the counters there, as sure as ``soon`` and the table's filling make it, else even."""
    players = len(counters)
    values = [HAND_COUNTER * left for left in counters]
    ahead = 0  # open tables before this one on Mary Chip's way
    for chip, result, on_table in zip(CHIPS, results, spaces, strict=True):
        if result >= 0:
            values[result] += chip
        if result != OPEN:
            continue
        placed = len(on_table) - on_table.count(EMPTY)
        if placed:  # (an empty table adds nothing: it is the commonest open one)
            counts = [on_table.count(seat) for seat in range(players)]
            total = sum(n * n for n in counts)
            sure = 1.0 if soon is None else min(1.0, soon / (1 << ahead) + placed / len(on_table))
            even = (1.0 - sure) * chip / players
            for seat in range(players):
                values[seat] += sure * chip * counts[seat] * counts[seat] / total + even
        ahead += 1
    return values


def projected_with_cards(state: KniziaPlay, worth: Worth) -> list[float]:
    """``projected`` plus each seat's cards kept (``cards_worth`` times ``open_share``)."""
    share = open_share(state.results)
    values = projected(state.results, state.spaces, state.counters, worth.soon)
    return [money + share * cards_worth(hand, worth) for money, hand in zip(values, state.cards, strict=True)]


def knizia_measure(worth: Worth) -> Callable[[State], list[float]]:
    """The one-ply measure of Knizia's ``medium``: ``projected_with_cards`` at ``worth``."""

    def measure(state: State) -> list[float]:
        assert isinstance(state, KniziaPlay)
        return projected_with_cards(state, worth)

    return measure
