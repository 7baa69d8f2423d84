"""Fast playouts of the rest of a Las Vegas Royale round, basic game (docs/rules.md §2, R5, R8, R9).

The same packed table as the classic playouts (``vegas/bots/position.py``, ``vegas/bots/playout.py``), with
what Royale adds to a round: each seat's Biggy, rolled as one die and placed as two, the two cards of each
casino (the payout rule is the classic one with two notes), and chips, one of which buys a sit-out that
keeps every die.

Every seat plays ``medium``'s Royale judgement (``generic.generic_values`` on this table): the money it
would take if the round ended now minus ``others`` times the money the other seats would take (shared
among them), a sit-out worth minus one chip. No threat and no value of dice kept: in Royale a value of dice
kept made ``medium`` sit out too often and lose (docs/bots.md). Rolls come from one stream of uniform numbers
per seat, small dice first and then the Biggy, so playouts sharing a stream see the same luck.
"""

from __future__ import annotations

import bisect

from vegas.bots.heuristic import MediumWeights
from vegas.bots.packed import BITS
from vegas.bots.playout import Outcome, Playouts
from vegas.bots.position import NO_DICE, SHOWN, Position, next_to_move

from .tile_model import HIGH_FIVE_DICE, HIGH_FIVE_PAY

MEDIUM_OTHERS = MediumWeights().others
NO_REWARD = (0,) * 6
SPARE_TURNS = 6
"""Turns a seat may pass on a roll whose every value's casino is closed (NO ENTRY) before its luck repeats."""


class RoyalePlayouts(Playouts):
    """Plays out the round of one Royale basic position many times; built once per decision."""

    def __init__(self, position: Position, seat: int, others: float = MEDIUM_OTHERS) -> None:
        Playouts.__init__(self, position, seat)
        self.others = others
        turns = max(position.dice_left(s) + position.chips[s] for s in range(position.players)) + SPARE_TURNS
        self.stream_stride = 2 * turns  # a turn draws the small dice, then the Biggy

    # long: the playout's hot loop, kept whole for speed (a call per step would cost more than the step)
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
        gained = [0] * players
        wrapped = [False] * players
        tiles = position.tiles
        reward, pay_day, high_five, closed = (
            (tiles.reward, tiles.pay_day, tiles.high_five, tiles.closed) if tiles else (NO_REWARD, -1, -1, -1)
        )
        turns = 0
        while seat >= 0:
            turns += 1
            at = cursor[seat]
            if at + 2 > (seat + 1) * stride:  # turns passed on rolls of a closed casino only: reuse the luck once
                if wrapped[seat]:  # the same numbers again could pass for ever: the seat's dice stay unplaced
                    own_left[seat] = big_left[seat] = 0
                    seat = next_to_move(own_left, big_left, seat)
                    continue
                wrapped[seat] = True
                at = seat * stride
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
            best_bonus = 0
            for value in SHOWN[mask]:
                casino = value - 1
                if casino == closed:
                    continue
                code = codes[casino] + ((own[value] + (2 if value == big else 0)) << shift)
                after = table.get((code << 3) | casino)
                if after is None:
                    after = payouts.awards(casino, code)
                was = paid_now[casino]
                gain = after[seat] - was[seat]
                bonus = reward[casino]
                if casino == pay_day:
                    bonus += 10 * sum(1 for c, there in enumerate(codes) if c == casino or (there >> shift) & 15)
                elif casino == high_five and (code >> shift) & 15 >= HIGH_FIVE_DICE:
                    bonus += HIGH_FIVE_PAY
                score = gain + bonus - others * (after[-1] - was[-1] - gain)
                if score > best_score:
                    best_score = score
                    best = value
                    best_code = code
                    best_paid = after
                    best_bonus = bonus
            if best:
                codes[best - 1] = best_code
                paid_now[best - 1] = best_paid
                own_left[seat] -= own[best]
                if best == big:
                    big_left[seat] = 0
                if best_bonus:
                    gained[seat] += best_bonus
                    if best - 1 == high_five and best_bonus >= HIGH_FIVE_PAY:
                        high_five = -1
            elif chips[seat] and any(value - 1 != closed for value in SHOWN[mask]):  # else it passes for free
                chips[seat] -= 1
                spent[seat] += 1
            seat = next_to_move(own_left, big_left, seat)
        self.turns += turns
        chip = position.chip_value
        money = [m - chip * s + g for m, s, g in zip(position.money, spent, gained, strict=True)]
        if tiles is not None:
            money = [m + t for m, t in zip(money, tiles.round_end(codes, paid_now, players), strict=True)]
        notes = [n - s for n, s in zip(position.note_counts, spent, strict=True)]
        return self.value_of(paid_now, money, notes)
