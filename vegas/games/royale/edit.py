"""A working copy of what a Las Vegas Royale tile effect changes (docs/rules.md §3): each effect in ``faces/``
reads as plain moves of dice between the places of ``tiles.py`` and gifts of chips and money on an ``Edit``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from vegas.games.lasvegas.money import ROYALE_CHIP_VALUE
from vegas.games.lasvegas.state import CASINOS, Casino

from .table import RoyaleTable
from .tiles import BAR, BIG, DOUBLE_DOWN, EMPTY, NICE, SUPPLY, Reward


def strict_majority(dice: tuple[int, ...]) -> int:
    """The owner with strictly more dice than every other owner, or -1 (nobody, or a tie at the top)."""
    top = max(dice)
    return dice.index(top) if top and dice.count(top) == 1 else -1


class Edit:
    """A working copy of what tile effects change, so each effect reads as plain moves; ``changes()`` returns
    the fields for ``_with``."""

    def __init__(self, state: RoyaleTable) -> None:
        self.state = state
        self.dice = [list(c.dice) for c in state.casinos]
        self.supplies = [list(s) for s in state.supplies]
        self.biggy = list(state.biggy)
        self.board = state.board
        self.chips = list(state.chips)
        self.chips_won = list(state.chips_won)
        self.chips_lost = list(state.chips_lost)
        self.bank = [list(b) for b in state.bank]
        self.bank_paid = list(state.bank_paid)

    def changes(self) -> dict[str, Any]:
        casinos = tuple(Casino(c.money, tuple(d)) for c, d in zip(self.state.casinos, self.dice, strict=True))
        return {
            "casinos": casinos,
            "supplies": tuple(tuple(s) for s in self.supplies),
            "biggy": tuple(self.biggy),
            "board": self.board,
            "chips": tuple(self.chips),
            "chips_won": tuple(self.chips_won),
            "chips_lost": tuple(self.chips_lost),
            "bank": tuple(tuple(b) for b in self.bank),
            "bank_paid": tuple(self.bank_paid),
        }

    def give(self, seat: int, reward: Reward) -> None:
        self.chips[seat] += reward.chips
        self.chips_won[seat] += reward.chips
        if reward.money:
            self.bank[seat].append(reward.money)

    def fine(self, seat: int, due: int, cash: int) -> None:
        """R12: pay ``due`` to the bank from ``cash``, the rest in chips at 10 each, as far as they go."""
        paid = min(cash, due)
        self.bank_paid[seat] += paid
        chips = min(self.chips[seat], -(-(due - paid) // ROYALE_CHIP_VALUE))
        self.chips[seat] -= chips
        self.chips_lost[seat] += chips

    def move(self, seat: int, size: int, source: int, target: int, space: int = 0) -> None:
        """One die of ``seat`` from ``source`` to ``target`` (locations: SUPPLY, 1-6, BAR, DOUBLE_DOWN, NICE,
        GOLDEN; ``space`` is the NICE DICE space 1-6 where one is involved)."""
        self._take(seat, size, source, space)
        self._put(seat, size, target, space)
        if size == BIG:
            self.biggy[seat] = target

    def _take(self, seat: int, size: int, place: int, space: int) -> None:
        board = self.board
        if place == SUPPLY:
            self.supplies[seat][size - 1] -= 1
        elif place <= CASINOS:
            self.dice[place - 1][seat] -= size
        elif place == BAR:
            held = list(board.bar[seat])
            held.remove(size)
            self.board = board.with_seat("bar", seat, tuple(held))
        elif place == DOUBLE_DOWN:
            self.board = board.with_seat("double_down", seat, board.double_down[seat] - size)
        elif place == NICE:
            self.board = board.with_seat("nice", space - 1, EMPTY)
        else:
            self.board = replace(board, golden=EMPTY)

    def _put(self, seat: int, size: int, place: int, space: int) -> None:
        board = self.board
        if place == SUPPLY:
            self.supplies[seat][size - 1] += 1
        elif place <= CASINOS:
            self.dice[place - 1][seat] += size
        elif place == BAR:
            self.board = board.with_seat("bar", seat, tuple(sorted((*board.bar[seat], size))))
        elif place == DOUBLE_DOWN:
            self.board = board.with_seat("double_down", seat, board.double_down[seat] + size)
        elif place == NICE:
            self.board = board.with_seat("nice", space - 1, (seat, size))
        else:
            self.board = replace(board, golden=(seat, size))

    def small_in(self, seat: int, casino: int) -> int:
        """A seat's small dice of its own colour on a casino (not its Biggy, not black dice)."""
        black = sum(1 for c, s in self.board.black if c == casino and s == seat)
        return self.dice[casino - 1][seat] - (BIG if self.biggy[seat] == casino else 0) - black
