"""Fast playouts of the rest of a Las Vegas round, and what their outcome is worth (docs/rules.md §1, §1a).

The hard bot and the coach estimate an action by playing the round out many times from the position
after it: every seat (the searching one included) then plays the ``playout policy``, ``medium``'s one-ply
rule: money won now against money taken from the others and dice kept, the money of the casino placed in
discounted by the chance that a rival catches up (the threat). An opponent model that makes ``medium``'s
choices gave ``hard`` more wins against it at four players (docs/bots.md). Rolls come from a stream of
uniform numbers per seat, so two playouts that share a stream see the same rolls wherever they roll the
same number of dice (common random numbers: actions are compared on the same luck).

A round's outcome is turned into a win chance: exact in the last round (most money, then most notes,
shared wins split), and in earlier rounds a normal estimate over the rounds still to play.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from vegas.core.registry import RULESETS

from .packed import BITS
from .position import FACE_COUNTS, NO_DICE, SHOWN, Payouts, Position, roll_table, threat_table

ROUND_SPREAD = 75.0
"""Standard deviation of the money two seats win in one round, their difference, for a table whose registry
entry gives none (the measured ones: ``RuleSet.round_spreads``); it scales the win-chance estimate of rounds
to play."""
MONEY_TIEBREAK = 1e-4
"""Weight of money won this round (relative to the others) next to the win chance, so that a bot far
ahead or far behind still prefers more money to less."""


@dataclass(frozen=True, slots=True)
class PlayoutPolicy:
    """The one-ply rule every seat plays in a playout: money now, minus ``others`` times the money the other
    seats gain (shared among them), plus ``keep`` times the money per die still to place (all the money on
    the table over all the dice in the supplies, after the placement) for every die the seat still holds.
    With ``threat`` the money of the casino placed in is discounted like ``medium`` does (the chance that a
    rival with dice left ties or passes each owner there); ``threat=0`` leaves it undiscounted.

    The defaults are ``medium``'s weights, and its choice but for the threat to casinos other than the one
    placed in: it agreed with ``medium`` on 98.6% of ``medium``'s decisions with a choice (2 and 4 players,
    medium self-play), the rule without threat on 94% and 79%."""

    others: float = 1.2
    keep: float = 1.4
    threat: float = 0.04


DEFAULT_POLICY = PlayoutPolicy()


@dataclass(frozen=True, slots=True)
class Outcome:
    """One playout's result for the searching seat: its estimated win chance, the money it won this round,
    and ``value``, the win chance plus a small money tie-break, by which actions are ranked."""

    chance: float
    money: float
    value: float


ROUND_TABLES: dict[tuple[object, ...], tuple[Payouts, dict[int, tuple[float, ...]]]] = {}
"""Memo tables of the rounds searched lately (a pure cache, no game state): the decisions of one round meet
the same casinos again, so ``hard`` shares them between its decisions of the round."""
ROUND_TABLES_KEPT = 2
JUDGED_KEPT = 40000
"""At most this many entries in a table of ``judge`` (about 5 MB): a four-player round fills some 120000, and
freeing a table that large at once took over 20 ms in CPython, too long a pause for the page."""


def round_tables(
    notes: tuple[tuple[int, ...], ...], owners: int, seats: int, threat: float
) -> tuple[Payouts, dict[int, tuple[float, ...]]]:
    """The payout table and the table of ``judge`` for one round's notes, shared by every search of it."""
    key = (notes, owners, seats, threat)
    found = ROUND_TABLES.get(key)
    if found is None:
        if len(ROUND_TABLES) >= ROUND_TABLES_KEPT:
            del ROUND_TABLES[next(iter(ROUND_TABLES))]
        found = ROUND_TABLES[key] = (Payouts(notes, owners, seats), {})
    return found


class Playouts:
    """Plays out the round of one position many times; built once per decision."""

    def __init__(
        self,
        position: Position,
        seat: int,
        policy: PlayoutPolicy = DEFAULT_POLICY,
        lookahead: int = 0,
        uniform: Callable[[], float] | None = None,
    ) -> None:
        self.position = position
        self.seat = seat
        self.policy = policy
        self.lookahead = lookahead
        self.uniform = uniform
        self.turns = 0
        self.players = position.players
        self.payouts, self.judged = round_tables(position.notes, position.owners, position.players, policy.threat)
        self.rolls = [roll_table(n) for n in range(9)]
        rolls_per_turn = 2 if any(position.neutral_left) else 1  # own and neutral dice are drawn apart
        self.stream_stride = rolls_per_turn * max(position.dice_left(s) for s in range(position.players)) + 1
        self.rounds_left = position.rounds - position.round
        per_round = RULESETS[position.rules].round_spread(position.players) or ROUND_SPREAD
        self.spread = per_round * math.sqrt(self.rounds_left)
        self.threat = policy.threat > 0
        self.safe = [[1.0 - p for p in row] for row in threat_table(policy.threat)]
        self.shifts = [BITS * owner for owner in range(position.owners)]

    def stream(self, uniform: Callable[[], float]) -> list[float]:
        """Uniform numbers for one playout: a block per seat, consumed in order by that seat's rolls."""
        return [uniform() for _ in range(self.stream_stride * self.players)]

    # long: the playout's hot loop, kept whole for speed (a call per step would cost more than the step)
    def play(self, position: Position, stream: list[float], look: bool = True) -> Outcome:
        """Play the round on from ``position`` (after a placement) and value the end for the searching seat.

        With ``lookahead`` (and ``look``), the searching seat's own later turns are not played by the policy
        but chosen by ``lookahead`` playouts of each value it may place (``look_ahead``)."""
        codes = position.codes[:]
        own_left = position.own_left[:]
        neutral_left = position.neutral_left[:]
        players = self.players
        seat = position.to_move if not position.round_over() else -1
        payouts = self.payouts
        table = payouts.table
        paid_now = [payouts.awards(c, code) for c, code in enumerate(codes)]
        rolls = self.rolls
        right = bisect.bisect_right
        others = self.policy.others / max(1, players - 1)
        keep = self.policy.keep * sum(sum(notes) for notes in position.notes)
        dice_total = sum(own_left) + sum(neutral_left)
        neutral_shift = BITS * (position.owners - 1)
        threat = self.threat
        judged = self.judged
        judge = self.judge
        reach_shift = BITS * position.owners
        reach = sum(n << (BITS * s) for s, n in enumerate(own_left))
        if position.owners > players:
            reach += sum(neutral_left) << neutral_shift
        stride = self.stream_stride
        cursor = [s * stride for s in range(players)]
        me = self.seat if look and self.lookahead else -1
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
            n = neutral_left[seat]
            if n:
                cumulative, outcomes, shown, total = rolls[n]
                index = right(cumulative, int(stream[at] * total))
                neutral = outcomes[index]
                mask |= shown[index]
                at += 1
            else:
                neutral = NO_DICE
            cursor[seat] = at
            shift = BITS * seat
            held = own_left[seat] + neutral_left[seat]
            best_score = -1e9
            best = 0
            best_code = 0
            best_paid: tuple[int, ...] = ()
            values = SHOWN[mask]
            if seat == me and len(values) > 1:
                best = self.look_ahead(position, codes, own_left, neutral_left, own, neutral, values)
                best_code = codes[best - 1] + (own[best] << shift) + (neutral[best] << neutral_shift)
                best_paid = payouts.awards(best - 1, best_code)
                values = ()
            for value in values:
                mine = own[value]
                white = neutral[value]
                code = codes[value - 1] + (mine << shift) + (white << neutral_shift)
                after = table.get((code << 3) | (value - 1))
                if after is None:
                    after = payouts.awards(value - 1, code)
                placed = mine + white
                left = dice_total - placed
                score = keep * (held - placed) / left if left else 0.0
                if threat:
                    key = (((codes[value - 1] << 3) | (value - 1)) << reach_shift) | reach
                    was = judged.get(key) or judge(value - 1, codes[value - 1], reach, key)
                    reach_after = reach - (mine << shift) - (white << neutral_shift)
                    key = (((code << 3) | (value - 1)) << reach_shift) | reach_after
                    now = judged.get(key) or judge(value - 1, code, reach_after, key)
                else:
                    was = paid_now[value - 1]
                    now = after
                gain = now[seat] - was[seat]
                score += gain - others * (now[-1] - was[-1] - gain)
                if score > best_score:
                    best_score = score
                    best = value
                    best_code = code
                    best_paid = after
            codes[best - 1] = best_code
            paid_now[best - 1] = best_paid
            placed = own[best] + neutral[best]
            own_left[seat] -= own[best]
            neutral_left[seat] -= neutral[best]
            reach -= (own[best] << shift) + (neutral[best] << neutral_shift)
            dice_total -= placed
            for step in range(1, players + 1):
                after_seat = (seat + step) % players
                if own_left[after_seat] or neutral_left[after_seat]:
                    seat = after_seat
                    break
            else:
                seat = -1
        self.turns += turns
        return self.value_of(paid_now)

    def look_ahead(
        self,
        position: Position,
        codes: list[int],
        own_left: list[int],
        neutral_left: list[int],
        own: FACE_COUNTS,
        neutral: FACE_COUNTS,
        values: tuple[int, ...],
    ) -> int:
        """The value the searching seat places on this roll in a playout: the best mean of ``lookahead``
        policy playouts after each, all values on the same dice."""
        assert self.uniform is not None, "a lookahead needs a source of uniform numbers"
        seat = self.seat
        base = replace(
            position, codes=codes, own_left=own_left, neutral_left=neutral_left, to_move=seat, roll=(own, neutral)
        )
        afters = [base.placed(value) for value in values]
        totals = [0.0] * len(values)
        for _ in range(self.lookahead):
            stream = self.stream(self.uniform)
            for index, after in enumerate(afters):
                totals[index] += self.play(after, stream, look=False).value
        return values[max(range(len(values)), key=totals.__getitem__)]

    def judge(self, casino: int, code: int, reach: int, key: int) -> tuple[float, ...]:
        """``medium``'s view of one casino: each seat's money there, discounted by the chance that a rival
        with dice left (``reach``: dice held per owner, packed like a code) ties or passes it; then the
        seats' total. Memoised under ``key``."""
        paid = self.payouts.awards(casino, code)
        safe = self.safe
        counts = [(code >> shift) & 15 for shift in self.shifts]
        held = [(reach >> shift) & 15 for shift in self.shifts]
        seen: list[float] = []
        total = 0.0
        for owner in range(self.players):
            money: float = paid[owner]
            if money:
                mine = counts[owner]
                for rival, theirs in enumerate(counts):
                    if theirs < mine and held[rival]:
                        money *= safe[held[rival]][mine - theirs]
                total += money
            seen.append(money)
        seen.append(total)
        if len(self.judged) >= JUDGED_KEPT:
            self.judged.clear()
        found = self.judged[key] = tuple(seen)
        return found

    def value_of(
        self,
        paid: list[tuple[int, ...]],
        before: Sequence[int] | None = None,
        notes_before: Sequence[int] | None = None,
    ) -> Outcome:
        """The searching seat's win chance (and money this round) once the round ends with these payouts, each
        seat having ``before`` and ``notes_before`` besides them (default: what it had at the search's root)."""
        players = self.players
        money = list(self.position.money if before is None else before)
        notes = list(self.position.note_counts if notes_before is None else notes_before)
        for awards in paid:
            for s in range(players):
                if awards[s]:
                    money[s] += awards[s]
                    notes[s] += 1
        me = self.seat
        won = money[me] - self.position.money[me]
        others_won = sum(money) - sum(self.position.money) - won
        tiebreak = MONEY_TIEBREAK * (won - others_won / max(1, players - 1))
        chance = win_chance(money, notes, me, self.spread)
        return Outcome(chance, won, chance + tiebreak)


def win_chance(money: Sequence[float], notes: Sequence[int], me: int, spread: float) -> float:
    """``me``'s chance to win: exact once no round is left (shared wins split); before that, each seat's
    final money is its money now plus independent normal luck, ``spread`` apart for two seats."""
    if spread <= 0:
        keys = list(zip(money, notes, strict=True))
        best = max(keys)
        if keys[me] != best:
            return 0.0
        return 1.0 / keys.count(best)
    mine = money[me]
    rivals = [theirs for seat, theirs in enumerate(money) if seat != me]
    if len(rivals) == 1:
        return 0.5 * (1.0 + math.erf((mine - rivals[0]) / (spread * math.sqrt(2.0))))
    sigma = spread / math.sqrt(2.0)  # one seat's luck
    scale = 1.0 / (sigma * math.sqrt(2.0))
    erf = math.erf
    chance = 0.0
    for z, weight in NORMAL_NODES:  # my own luck, integrated by Gauss-Hermite quadrature
        here = mine + sigma * z
        product = weight
        for theirs in rivals:
            product *= 0.5 * (1.0 + erf((here - theirs) * scale))
        chance += product
    return chance


NORMAL_NODES = (
    (-3.7504397177257425, 0.0005482688559722184),
    (-2.3667594107345415, 0.030757123967586),
    (-1.1544053947399682, 0.24012317860501275),
    (0.0, 0.45714285714285713),
    (1.1544053947399682, 0.24012317860501275),
    (2.3667594107345415, 0.030757123967586),
    (3.7504397177257425, 0.0005482688559722184),
)
"""Seven-point Gauss-Hermite nodes and weights: the mean of f(Z) for a standard normal Z, exact for
polynomials up to degree 13."""
