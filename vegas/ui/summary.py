"""The game told in figures, for the final standings: each seat's money after every round, and what the payouts
gave and took from it (casinos won, dice lost to ties, notes or cards won).

Pure and tested under CPython. It reads the match's states the way the game log does (``log.py``): a round has
ended between two states when the round number moved on or the game ended, and the later state's
``last_payout`` is that round's payout (owners are indices: seats first, then imaginary owners).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from vegas.core.state import State
from vegas.games.lasvegas.state import CasinoState

MAX_TICKS = 5
"""The most intervals on the money axis of the chart."""


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """One seat over the game: ``money`` after round 0 (nothing yet), 1, …, N, the figure the standings show."""

    money: tuple[int, ...]
    casinos_won: int  # casinos whose top note (or card) this seat took, one per casino and round
    dice_lost: int  # this seat's dice at casinos where it tied (a Biggy counts two, as at the payout)
    notes_won: int  # notes or cards won (Royale's bank payments each count as a card, R12)


def round_ended(before: State, after: State) -> bool:
    """Whether the move from ``before`` to ``after`` ended a round (its payout is ``after.last_payout``)."""
    if not isinstance(before, CasinoState) or not isinstance(after, CasinoState):
        return False
    return after.round != before.round or (after.is_terminal() and not before.is_terminal())


def game_summary(states: Sequence[State]) -> list[SeatSummary]:
    """Each seat's summary from a match's states, first to last (the game need not be over)."""
    first = states[0]
    if not isinstance(first, CasinoState):
        raise TypeError("only a casino game has a money chart")
    players = first.game.players
    money: list[list[int]] = [[0] for _ in range(players)]
    won, lost = [0] * players, [0] * players
    for before, after in zip(states, states[1:], strict=False):
        if not round_ended(before, after):
            continue
        assert isinstance(after, CasinoState)
        for seat, score in enumerate(after.scores()):
            money[seat].append(score)
        for result in after.last_payout:
            counts = dict(result.dice)
            if result.awards and result.awards[0][0] < players:  # the casino's top note: the casino is won
                won[result.awards[0][0]] += 1
            for owner in result.removed:
                if owner < players:
                    lost[owner] += counts.get(owner, 0)
    last = states[-1]
    assert isinstance(last, CasinoState)
    bank: tuple[tuple[int, ...], ...] = getattr(last, "bank", ((),) * players)
    return [
        SeatSummary(tuple(money[seat]), won[seat], lost[seat], len(last.won[seat]) + len(bank[seat]))
        for seat in range(players)
    ]


def money_ticks(top: int) -> list[int]:
    """Round amounts from 0 to at least ``top`` (and 10): at most ``MAX_TICKS`` steps of 1, 2, 2.5 or 5 × 10ⁿ."""
    top = max(top, 10)
    scale = 10
    while True:
        for step in (scale, 2 * scale, 5 * scale // 2, 5 * scale):
            steps = -(-top // step)  # rounded up
            if steps <= MAX_TICKS:
                return [step * n for n in range(steps + 1)]
        scale *= 10
