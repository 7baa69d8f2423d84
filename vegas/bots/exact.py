"""Exact play at the round's end: expectimax over the rest of a round of Las Vegas (docs/rules.md §1, §1a, R5).

GNU Backgammon plays its bear-off from exact databases; here the end of a round is solved the same way. A
position is one integer (the solver's *key*): the dice of every owner on every casino packed as the bots'
``packed.py`` codes (casino ``i`` at ``i * 4 * owners`` bits), then each seat's own and neutral dice left, then
the seat to move. Placing ``k`` dice is an addition to it, so the search never builds an object per node.
A turn is a chance node over the roll's exact outcomes (the multiset of faces, each weighted
``n! / prod(k!)`` out of ``6**n``; own and neutral dice are rolled together but counted apart), then the
mover picks the value with the best value of the position after it.

Objectives, both zero-sum between two seats, so one number per position (kept from seat 0's view):

- in a round before the last, the money won **this round** by seat 0 minus seat 1's (the rounds after it
  are the same for both whatever happens now, but for who is ahead by how much);
- in the last round, seat 0's chance to **win the game** as the rules rank it: most money, then most
  banknotes (the state's tie-break, read from ``observation()``), a tie that remains shared (one half).

Only two seats are solved. With three or more the game is no longer zero-sum: each seat maximising its own
money (max^n) or everyone playing against the mover (paranoid) give different values, and the ties of
max^n have to be broken by a model of the opponents; the state space also grows by a factor of the seats.
``solvable`` says no for them (docs/bots.md, *Exact play*).

A ``Solver`` belongs to one round's fixed data (its notes, the seats' money and banknotes before it, which
objective) and keeps its memo for the rest of the round: ``solver_for`` hands out the same one to every
decision of that round, so only the first decision in the solved zone pays the solve (cold), the others
look it up (warm). Which positions are solved is declared by their shape (``SOLVED_DICE``: seats and owners
of the packed table, and dice left), never by a rule set's id: any rule set whose ``Position`` is the plain
casino table (no Biggy, chips or tiles) with two seats is covered.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial, prod

from vegas.core.actions import Action, Place
from vegas.core.state import State
from vegas.games.lasvegas.payout import pay_indexed

from .packed import BITS, CASINOS
from .position import Position

SOLVED_DICE: dict[tuple[int, int], int] = {(2, 2): 6, (2, 3): 6}
"""(seats, owners) -> the most dice left at the table (every seat's, own and neutral) a decision is solved
with. Two owners: the classic table; three: with the neutral owner. There a cold solve (the round's first
decision in the zone) took at most 23 and 60 ms of CPU on a loaded machine, the round's later decisions
under 1 ms (warm); each die more costs three to six times as much, and the page's Python is slower still
(docs/bots.md, *Exact play*; ``tests/bench/exact_zone.py``). The same zone everywhere, so that a seed gives
``hard`` the same choices in the page and in CPython."""
CHUNK_NODES = 150
"""Positions solved between two yields of ``solve_steps``: 1-3 ms in CPython, the page's Python 5-10 times that."""
SMALL = 3
"""A position with at most this many dice left is solved in one go inside a chunk (a few dozen positions)."""
EPSILON = 1e-9
"""Values closer than this are equal (float sums of the same exact fractions in another order)."""
SOLVERS_KEPT = 2

Option = tuple[int, int, int]
"""(face, own dice showing it, neutral dice showing it): what placing one value of a roll puts down."""


@dataclass(frozen=True, slots=True)
class Objective:
    """What the end of the round is worth: the money difference, or (``last``) the win chance, for which the
    seats' money and banknotes before this round count."""

    last: bool
    money: tuple[int, ...] = (0, 0)
    notes: tuple[int, ...] = (0, 0)


class Solver:
    """Exact values of the positions of one round (see the module docstring); the memo lives as long as it.

    The methods ``award``, ``ways`` and ``next_mover`` are the rules the solver relies on; a test overrides
    them to plant faults that the comparison with the engine must catch (tests/bots/test_exact.py).
    """

    def __init__(self, notes: Sequence[Sequence[int]], players: int, owners: int, objective: Objective) -> None:
        self.notes = tuple(tuple(n) for n in notes)
        self.players = players
        self.owners = owners
        self.objective = objective
        self.width = BITS * owners
        base = CASINOS * self.width
        self.own_shift = [base + BITS * s for s in range(players)]
        self.neutral_shift = [base + BITS * (players + s) for s in range(players)]
        self.mover_shift = base + 2 * BITS * players
        self.board_mask = (1 << base) - 1
        self.left_shift = base
        self.casino_shifts = [casino * self.width for casino in range(CASINOS)]
        self.casino_shifts = [casino * self.width for casino in range(CASINOS)]
        self.memo: dict[int, float] = {}
        self.ends: dict[int, float] = {}
        self.paid: list[dict[int, int]] = [{} for _ in range(CASINOS)]
        self.tables: dict[tuple[int, int], tuple[list[Option], list[tuple[int, tuple[int, ...]]], int]] = {}
        self.turns: dict[int, tuple[list[tuple[int, bool]], list[tuple[int, tuple[int, ...]]], int]] = {}

    # ------------------------------------------------------------------ the rules it relies on

    def award(self, casino: int, dice: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Per seat, the money and the number of banknotes it takes at ``casino`` with ``dice`` per owner: the
        engine's own payout (ties removed, the rest ranked)."""
        paid = pay_indexed(casino + 1, self.notes[casino], dice)
        money = [0] * self.players
        count = [0] * self.players
        for owner, notes in paid.awards:
            if owner < self.players:
                money[owner] += sum(notes)
                count[owner] += len(notes)
        return tuple(money), tuple(count)

    def ways(self, faces: tuple[int, ...]) -> int:
        """In how many orders ``faces`` (sorted) can fall: the multinomial weight of that outcome."""
        return factorial(len(faces)) // prod(factorial(faces.count(f)) for f in set(faces))

    def next_mover(self, left: Sequence[int], seat: int) -> int:
        """The next seat after ``seat`` with dice (itself last), -1 when none has any (the turn of §1)."""
        for step in range(1, self.players + 1):
            after = (seat + step) % self.players
            if left[after]:
                return after
        return -1

    # ------------------------------------------------------------------ positions as integers

    def key(self, position: Position) -> int:
        """The integer of ``position`` at its turn (before any roll)."""
        key = 0
        for i, code in enumerate(position.codes):
            key |= code << (i * self.width)
        for s in range(self.players):
            key |= position.own_left[s] << self.own_shift[s]
            key |= position.neutral_left[s] << self.neutral_shift[s]
        return key | position.to_move << self.mover_shift

    def dice_left(self, key: int) -> int:
        return sum((key >> shift) & 15 for shift in (*self.own_shift, *self.neutral_shift))

    # ------------------------------------------------------------------ values

    def end(self, board: int) -> float:
        """Seat 0's objective when every die is placed and the casinos pay (``board``: the dice on them)."""
        found = self.ends.get(board)
        if found is not None:
            return found
        total = 0
        mask = (1 << self.width) - 1
        for casino, shift in enumerate(self.casino_shifts):
            code = (board >> shift) & mask
            paid = self.paid[casino].get(code)
            if paid is None:
                dice = tuple((code >> (BITS * o)) & 15 for o in range(self.owners))
                won, count = self.award(casino, dice)
                paid = self.paid[casino][code] = (won[0] - won[1]) * 16 + count[0] - count[1]
            total += paid
        notes = ((total + 8) & 15) - 8  # seat 0's banknotes minus seat 1's (at most 6 apart)
        money = (total - notes) >> 4
        objective = self.objective
        if not objective.last:
            value = float(money)
        else:
            first = (objective.money[0] - objective.money[1] + money, objective.notes[0] - objective.notes[1] + notes)
            value = 1.0 if first > (0, 0) else 0.0 if first < (0, 0) else 0.5
        self.ends[board] = value
        return value

    def moves(self, key: int) -> tuple[list[tuple[int, bool]], list[tuple[int, tuple[int, ...]]], int]:
        """The turn of ``key``'s mover: per option of its roll, what to add to the key to place it and whether
        the round is then over; the roll's outcomes and their total weight (``table``). Made once per mover,
        dice left and seats with dice, since that is all they depend on."""
        shape = key >> self.left_shift  # the dice left and the mover
        found = self.turns.get(shape)
        if found is None:
            seat = key >> self.mover_shift
            left = [
                ((key >> a) & 15) + ((key >> b) & 15) for a, b in zip(self.own_shift, self.neutral_shift, strict=True)
            ]
            options, outcomes, total = self.table(
                (key >> self.own_shift[seat]) & 15, (key >> self.neutral_shift[seat]) & 15
            )
            deltas = []
            for face, own, neutral in options:
                at = (face - 1) * self.width
                delta = (own << (at + BITS * seat)) + (neutral << (at + BITS * (self.owners - 1)))
                delta -= (own << self.own_shift[seat]) + (neutral << self.neutral_shift[seat])
                after = left[:]
                after[seat] -= own + neutral
                following = self.next_mover(after, seat)
                deltas.append((delta + ((max(following, 0) - seat) << self.mover_shift), following < 0))
            found = self.turns[shape] = (deltas, outcomes, total)
        return found

    def child(self, key: int, option: Option) -> int:
        """The position after the mover of ``key`` placed ``option``, or ``-1 - board`` (the dice on the
        casinos) when that ended the round."""
        face, own, neutral = option
        seat = key >> self.mover_shift
        deltas, _, _ = self.moves(key)
        options = self.table((key >> self.own_shift[seat]) & 15, (key >> self.neutral_shift[seat]) & 15)[0]
        delta, over = deltas[options.index(option)]
        return -1 - ((key + delta) & self.board_mask) if over else key + delta

    def table(self, own: int, neutral: int) -> tuple[list[Option], list[tuple[int, tuple[int, ...]]], int]:
        """A roll of ``own`` and ``neutral`` dice: its options, its outcomes (weight, indices of the options
        it offers) and the sum of the weights."""
        found = self.tables.get((own, neutral))
        if found is not None:
            return found
        options: list[Option] = []
        index: dict[Option, int] = {}
        merged: dict[tuple[int, ...], int] = {}
        for mine in combinations_with_replacement(range(1, 7), own):
            for white in combinations_with_replacement(range(1, 7), neutral):
                ids = []
                for face in sorted(set(mine) | set(white)):
                    option = (face, mine.count(face), white.count(face))
                    if option not in index:
                        index[option] = len(options)
                        options.append(option)
                    ids.append(index[option])
                merged[tuple(ids)] = merged.get(tuple(ids), 0) + self.ways(mine) * self.ways(white)
        outcomes = [(weight, ids) for ids, weight in merged.items()]
        found = self.tables[own, neutral] = (options, outcomes, sum(w for w, _ in outcomes))
        return found

    def value(self, key: int) -> float:
        """Seat 0's value of the position ``key`` at its mover's turn, before the roll."""
        found = self.memo.get(key)
        if found is not None:
            return found
        deltas, outcomes, total = self.moves(key)
        memo, ends, board = self.memo, self.ends, self.board_mask
        q = []
        for delta, over in deltas:
            following = key + delta
            if over:
                v = ends.get(following & board)
                q.append(self.end(following & board) if v is None else v)
            else:
                v = memo.get(following)
                q.append(self.value(following) if v is None else v)
        get = q.__getitem__
        if total == 6:  # one die: no choice, each face once
            mean = sum(q)
        elif key >> self.mover_shift == 0:
            mean = sum(weight * max(map(get, ids)) for weight, ids in outcomes)
        else:  # seat 1 wants seat 0's value low
            mean = sum(weight * min(map(get, ids)) for weight, ids in outcomes)
        value = memo[key] = mean / total
        return value

    def solve_steps(self, key: int) -> Generator[None, None, float]:
        """``value(key)`` in chunks for the page: the positions after each option are solved first, a small
        one (``SMALL`` dice or fewer) at once, yielding whenever ``CHUNK_NODES`` new positions were solved."""
        stack = [key]
        mark = len(self.memo)
        while stack:
            top = stack[-1]
            if top in self.memo:
                stack.pop()
                continue
            if self.dice_left(top) > SMALL:
                fresh = [top + d for d, over in self.moves(top)[0] if not over and top + d not in self.memo]
                if fresh:
                    stack.extend(fresh)
                    continue
            self.value(top)
            stack.pop()
            if len(self.memo) - mark >= CHUNK_NODES:
                mark = len(self.memo)
                yield
        return self.value(key)


@dataclass(frozen=True, slots=True)
class ExactValue:
    """A legal action's exact value for the mover: its expected money this round minus the other seat's
    (``last`` false), or its chance to win the game (``last`` true)."""

    action: Action
    value: float
    last: bool


SOLVERS: dict[tuple[object, ...], Solver] = {}
"""The solvers of the rounds met lately (a pure cache): a round's later decisions find its memo filled."""


def solvable(state: State) -> Position | None:
    """The position of a decision the solver covers (two seats, the plain casino table, few enough dice left:
    ``SOLVED_DICE``), else ``None``."""
    if state.is_chance_node() or state.is_terminal():
        return None
    if not all(isinstance(a, Place) for a in state.legal_actions()):
        return None
    position = Position.read(state)
    if position is None or position.roll is None or not covered(position):
        return None
    limit = SOLVED_DICE.get((position.players, position.owners), -1)
    return position if sum(position.dice_left(s) for s in range(position.players)) <= limit else None


def covered(position: Position) -> bool:
    """Whether the solver models this table: two seats, no Biggy, chips or tiles."""
    return position.players == 2 and position.classic and position.tiles is None and not any(position.chips)


def solver_for(position: Position) -> Solver:
    """The solver of ``position``'s round, the one of an earlier decision of that round if it is kept."""
    objective = objective_of(position)
    found_key = (position.notes, position.players, position.owners, objective)
    found = SOLVERS.get(found_key)
    if found is None:
        if len(SOLVERS) >= SOLVERS_KEPT:
            del SOLVERS[next(iter(SOLVERS))]
        found = SOLVERS[found_key] = Solver(position.notes, position.players, position.owners, objective)
    return found


def objective_of(position: Position) -> Objective:
    """The win chance in the game's last round (the money and banknotes won before it count), else the money
    difference of this round."""
    if position.round == position.rounds:
        return Objective(True, position.money, position.note_counts)
    return Objective(False)


def exact_steps(state: State, solver: Solver | None = None) -> Generator[None, None, list[ExactValue] | None]:
    """Every legal action of the mover with its exact value (the mover's view), in the order of
    ``legal_actions()``, yielding between chunks; ``None`` if the position is not in the solved zone."""
    position = solvable(state)
    if position is None or position.roll is None:
        return None
    solver = solver or solver_for(position)
    key = solver.key(position)
    own, neutral = position.roll
    sign = 1.0 if position.to_move == 0 else -1.0
    last = solver.objective.last
    values = []
    for action in state.legal_actions():
        assert isinstance(action, Place)
        following = solver.child(key, (action.value, own[action.value], neutral[action.value]))
        if following < 0:
            seat0 = solver.end(-1 - following)
        else:
            seat0 = yield from solver.solve_steps(following)
        mine = seat0 if sign > 0 else (1.0 - seat0 if last else -seat0)
        values.append(ExactValue(action, mine, last))
    return values


def best_actions(values: Sequence[ExactValue]) -> list[Action]:
    """The actions of the highest value (within ``EPSILON``)."""
    top = max(v.value for v in values)
    return [v.action for v in values if v.value >= top - EPSILON]
