"""A round's payout revealed casino by casino (issue 38): until the payout shows a casino, the players' totals, the
casino's card and the log keep its result to themselves, so the payout is news when it comes; the tiles that pay
at the round's end are revealed with their casino. While dice still tumble, the log keeps their faces too.

Pure, like the view it serves (``view.py``): numbers and lines to hold back, from the table's states.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from vegas.games.lasvegas.payout import CasinoPayout
from vegas.games.lasvegas.state import CasinoState
from vegas.games.royale.state import RoyaleState
from vegas.ui.royale.tiles import is_tile_state, paid_by_tiles
from vegas.ui.text import join_names, money, t, told

Names = Callable[[int], str]


@dataclass(frozen=True)
class Unrevealed:
    """What the payout has not shown yet: per seat the money, cards (or notes) and chips still to come."""

    money: tuple[int, ...]
    cards: tuple[int, ...]
    chips: tuple[int, ...]


def unrevealed(state: CasinoState, shown: int) -> Unrevealed:
    """The money, cards and chips of the casinos after the first ``shown`` (and of their tiles), per seat."""
    seats = state.game.players
    cash, cards, chips = [0] * seats, [0] * seats, [0] * seats
    for result in state.last_payout[shown:]:
        for owner, notes in result.awards:
            if owner < seats:
                cash[owner] += sum(notes)
                cards[owner] += len(notes)
    if is_tile_state(state):
        for paid, counts in zip(state.tiles_paid, _bank_cards(state), strict=True):
            if paid.casino > shown:
                for seat in range(seats):
                    cash[seat] += paid.money[seat]
                    chips[seat] += paid.chips[seat]
                    cards[seat] += counts[seat]
    return Unrevealed(tuple(cash), tuple(cards), tuple(chips))


def _bank_cards(state: RoyaleState) -> list[list[int]]:
    """Per tile that paid at the round's end, per seat, how many payments from the bank it made (each one card,
    R12): the round's last entries of ``bank``, in the order the tiles paid them."""
    seats = state.game.players
    counts = [[0] * seats for _ in state.tiles_paid]
    for seat in range(seats):
        entries = list(state.bank[seat])
        for index in range(len(state.tiles_paid) - 1, -1, -1):
            due = state.tiles_paid[index].money[seat]
            while due > 0 and entries:
                due -= entries.pop()
                counts[index][seat] += 1
    return counts


def payout_lines(lang: str, results: Sequence[CasinoPayout], names: Names) -> list[tuple[int, str]]:
    """The log's lines of a round's payout, each with its casino: who won what, who was removed by a tie."""
    lines = []
    for result in results:
        for owner, notes in result.awards:
            line = told(lang, "log.won", casino=result.casino, name=names(owner), money=money(lang, notes[0]))
            lines.append((result.casino, line))
        if result.removed:
            removed = join_names(lang, [names(owner) for owner in result.removed])
            lines.append((result.casino, t(lang, "log.removed", casino=result.casino, names=removed)))
    return lines


def held_lines(state: CasinoState, lang: str, names: Names, shown: int) -> list[str]:
    """The log's lines a payout still hides after ``shown`` casinos: theirs, their tiles', and the game's end."""
    held = [line for casino, line in payout_lines(lang, state.last_payout, names) if casino > shown]
    if is_tile_state(state):
        for tile in paid_by_tiles(state.tiles_paid, lang, names):
            if tile["casino"] > shown:
                held += tile["lines"]
    if state.is_terminal() and shown < len(state.last_payout):
        held.append(t(lang, "log.over"))
    return held


def without(rounds: list[dict[str, Any]], held: Sequence[str]) -> list[dict[str, Any]]:
    """The log's rounds without the ``held`` lines, taken from the end of the last round (where the move that
    ended the round, or the roll, wrote them)."""
    if not held or not rounds:
        return rounds
    lines = list(rounds[-1]["lines"])
    for line in held:
        for index in range(len(lines) - 1, -1, -1):
            if lines[index] == line:
                del lines[index]
                break
    kept = [*rounds[:-1], {**rounds[-1], "lines": lines}]
    return kept if lines or len(kept) == 1 else kept[:-1]
