"""Fast playouts of the rest of a Las Vegas Royale round, basic game (docs/rules.md §2, R5, R8, R9).

The same packed table as the classic playouts (``position.py``, ``playout.py``), with what Royale adds to a
round: each seat's Biggy, rolled as one die and placed as two, the two cards of each casino (the payout
rule is the classic one with two notes), and chips, one of which buys a sit-out that keeps every die.

Every seat plays ``medium``'s Royale judgement (``generic.generic_values`` on this table): the money it
would take if the round ended now minus ``others`` times the money the other seats would take (shared
among them), a sit-out worth minus one chip. No threat and no value of dice kept: in Royale a value of dice
kept made ``medium`` sit out too often and lose (docs/bots.md). Rolls come from one stream of uniform numbers
per seat, small dice first and then the Biggy, so playouts sharing a stream see the same luck.
"""

from __future__ import annotations

import bisect

from .heuristic import MediumWeights
from .playout import Outcome, Playouts
from .position import BITS, NO_DICE, SHOWN, Position

MEDIUM_OTHERS = MediumWeights().others


class RoyalePlayouts(Playouts):
    """Plays out the round of one Royale basic position many times; built once per decision."""

    def __init__(self, position: Position, seat: int, others: float = MEDIUM_OTHERS) -> None:
        Playouts.__init__(self, position, seat)
        self.others = others
        turns = max(position.dice_left(s) + position.chips[s] for s in range(position.players))
        self.stream_stride = 2 * turns + 1  # a turn draws the small dice, then the Biggy

    def play(self, position: Position, stream: list[float], look: bool = True) -> Outcome:
        """Play the round on from ``position`` (after a decision) and value its end for the searching seat."""
        codes = position.codes[:]
        own_left = position.own_left[:]
        big_left = position.big_left[:]
        chips = position.chips[:]
        players = self.players
        seat = position.to_move if not position.round_over() else -1
        payouts = self.payouts
        table = payouts.table
        paid_now = [payouts.awards(c, code) for c, code in enumerate(codes)]
        rolls = self.rolls
        right = bisect.bisect_right
        others = self.others / max(1, players - 1)
        sit_out = -float(position.chip_value)
        stride = self.stream_stride
        cursor = [s * stride for s in range(players)]
        spent = [0] * players
        turns = 0
        while seat >= 0:
            turns += 1
            at = cursor[seat]
            n = own_left[seat]
            if n:
                cumulative, outcomes, shown, total = rolls[n]
                index = right(cumulative, int(stream[at] * total))
                own = outcomes[index]
                mask = shown[index]
                at += 1
            else:
                own = NO_DICE
                mask = 0
            big = 0
            if big_left[seat]:
                big = 1 + int(stream[at] * 6)
                mask |= 1 << big
                at += 1
            cursor[seat] = at
            shift = BITS * seat
            best_score = sit_out if chips[seat] else -1e9
            best = 0
            best_code = 0
            best_paid: tuple[int, ...] = ()
            for value in SHOWN[mask]:
                code = codes[value - 1] + ((own[value] + (2 if value == big else 0)) << shift)
                after = table.get((code << 3) | (value - 1))
                if after is None:
                    after = payouts.awards(value - 1, code)
                was = paid_now[value - 1]
                gain = after[seat] - was[seat]
                score = gain - others * (after[-1] - was[-1] - gain)
                if score > best_score:
                    best_score = score
                    best = value
                    best_code = code
                    best_paid = after
            if best:
                codes[best - 1] = best_code
                paid_now[best - 1] = best_paid
                own_left[seat] -= own[best]
                if best == big:
                    big_left[seat] = 0
            else:
                chips[seat] -= 1
                spent[seat] += 1
            for step in range(1, players + 1):
                after_seat = (seat + step) % players
                if own_left[after_seat] or big_left[after_seat]:
                    seat = after_seat
                    break
            else:
                seat = -1
        self.turns += turns
        chip = position.chip_value
        money = [m - chip * s for m, s in zip(position.money, spent, strict=True)]
        notes = [n - s for n, s in zip(position.note_counts, spent, strict=True)]
        return self.value_of(paid_now, money, notes)

