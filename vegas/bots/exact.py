"""Exact play at the round's end: expectimax over the rest of a round of Las Vegas (docs/rules.md §1, §1a, R5).

GNU Backgammon plays its bear-off from exact databases; here the end of a round is solved the same way. A
position is one integer (the solver's *key*): the dice of every owner on every casino packed as the bots'
``packed.py`` codes (casino ``i`` at ``i * 4 * owners`` bits), then each seat's own and neutral dice left, then
the seat to move. Placing ``k`` dice is an addition to it, so the search never builds an object per node.
A turn is a chance node over the roll's exact outcomes (the multiset of faces, each weighted
``n! / prod(k!)`` out of ``6**n``; own and neutral dice are rolled together but counted apart), then the
mover picks the value with the best value of the position after it.

What is memoised is smaller than the key (``canonical``): each casino's code is replaced by its *class*, the
codes (of any casino) whose payouts agree for every placement the dice left can still make, and the classes
are sorted, since the faces are alike and casinos may trade places. Before the last round the classes
compare payouts' changes, not payouts, and the memo holds the money still to come: a casino nobody can still
change is then one class whatever its dice and notes. An option changes one casino, so its value is that
casino's change plus its child's; once every seat has at most one die left no choice remains and the rest is
a sum over the casinos of their expected changes (``tail_tables``). At 8 dice that memoises 5 to 9 times fewer
positions than the key did and solves 1.4 to 2.9 times faster before the last round (docs/bots.md).

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

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import combinations_with_replacement, product, repeat
from math import factorial, prod
from operator import call, itemgetter, mul
from typing import Any, NamedTuple, TypeVar

from vegas.core.actions import Action, Place
from vegas.core.state import State
from vegas.games.lasvegas.payout import pay_indexed

from .packed import BITS, CASINOS
from .position import Position

SOLVED_DICE: dict[tuple[int, int], int] = {(2, 2): 7, (2, 3): 6}
"""(seats, owners) -> the most dice left at the table (every seat's, own and neutral) a decision is solved
with. Two owners: the classic table; three: with the neutral owner. The classic table's 7 dice cost ``hard``
less than the search they replace over a round's end (the round's first solve is cold, the later decisions look
it up), 131 ms at most in the page's Python, though a round's slowest decision can be a little slower (where
actions tie, the search still chooses among them); at 8 dice, or 7 with the neutral dice, the cold solve costs
more than the search (docs/bots.md, *Exact play*; ``tests/bench/exact_zone.py --hard``). The same zone for
``hard``, the coach and the review, in the page and in CPython, so that a seed gives ``hard`` the same choices in
both."""
CHUNK_NODES = 150
"""Positions solved between two yields of ``solve_steps``: 1-3 ms in CPython, the page's Python 5-10 times that."""
SMALL = 3
"""A position with at most this many dice left is solved in one go inside a chunk (a few dozen positions)."""
EPSILON = 1e-9
"""Values closer than this are equal (float sums of the same exact fractions in another order)."""
SOLVERS_KEPT = 2

Option = tuple[int, int, int]
"""(face, own dice showing it, neutral dice showing it): what placing one value of a roll puts down."""


Children = list[tuple[int, ...]]
"""The canonical positions after each option of a turn, ``()`` where no position follows (``Solver.after``)."""

V = TypeVar("V")

OVER, TAIL, NODE = 0, 1, 2
"""What follows an option: the round's end, only forced single dice (``Solver.tail_tables``), or a position to solve."""


class Lazy(dict[int, V]):
    """A table of a casino's codes filled on first use (``fill``), read with ``[]`` at a dict's speed."""

    def __init__(self, fill: Callable[[int], V]) -> None:
        super().__init__()
        self.fill = fill

    def __missing__(self, code: int) -> V:
        value = self[code] = self.fill(code)
        return value


class Step(NamedTuple):
    """One option of a turn: what to add to the key to place it, what follows it (``OVER``, ``TAIL``, ``NODE``),
    the casino it goes to (the face's slot), what it adds to that casino's code, the units of the forced dice of
    a tail, and the shape after it (dice left and mover) with its dice left per owner (``Solver.remaining``)."""

    delta: int
    follows: int
    casino: int
    added: int
    units: tuple[int, ...]
    after: int
    remaining: int


class Turn(NamedTuple):
    """A mover's turn with given dice left: its options (``Step``, in ``table``'s order), the roll's outcomes as
    weights and pickers (an ``itemgetter`` of the options each outcome offers), the weights' sum, the dice
    left at the table."""

    steps: list[Step]
    weights: list[int]
    pickers: list[itemgetter[Any]]
    total: int
    dice: int


@dataclass(frozen=True, slots=True)
class Objective:
    """What the end of the round is worth: the money difference, or (``last``) the win chance, for which the
    seats' money and banknotes before this round count."""

    last: bool
    money: tuple[int, ...] = (0, 0)
    notes: tuple[int, ...] = (0, 0)


Table = tuple[list[Option], list[tuple[int, tuple[int, ...]]], int]
"""A roll of some own and neutral dice: its options, its outcomes (weight, indices of the options it offers), the
weights' sum (``Solver.table``)."""

TURNS: dict[tuple[type, int, int, bool], tuple[dict[tuple[int, int], Table], dict[int, Turn]]] = {}
"""Per kind of solver, seats, owners and objective (the last round or not), the rolls and turns made so far: a pure
cache shared by the solvers of every round (a planted fault's subclass keeps its own)."""


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
        self.mask = (1 << self.width) - 1
        self.memo: dict[tuple[int, ...], float] = {}
        self.worths = Lazy(self.worth)
        self.classes = Lazy(self.classify)
        self.signatures: dict[tuple[int, tuple[int, ...]], int] = {}
        self.reps: list[tuple[int, int]] = []
        self.gains = [Lazy(partial(self.money, casino)) for casino in range(CASINOS)]
        self.tails: dict[tuple[int, ...], list[Lazy[float]]] = {}
        self.paid = [Lazy(partial(self.pay, casino)) for casino in range(CASINOS)]
        # the rolls and turns of a shape do not depend on the notes: every round's solver of a table shares them
        self.tables, self.turns = TURNS.setdefault((type(self), players, owners, objective.last), ({}, {}))

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

    def remaining(self, shape: int) -> int:
        """The dice that can still come to each owner of a casino at ``shape`` (a key's dice left and mover), packed
        as a code (each seat's own dice, the neutral dice of both seats together)."""
        key = shape << self.left_shift
        own = sum(((key >> shift) & 15) << (BITS * s) for s, shift in enumerate(self.own_shift))
        neutral = sum((key >> shift) & 15 for shift in self.neutral_shift)
        return own + (neutral << (BITS * (self.owners - 1)) if self.owners > self.players else 0)

    def classify(self, index: int) -> int:
        """The class of a casino's code given the dice that can still come to it (``index``: remaining, casino and
        code): codes of any casinos whose payouts (before the last round: their changes) agree for every
        placement still possible are one class, whose first code met stands for it (``reps``). A position
        is then its casinos' classes in any order (``canonical``): the faces are alike, so casinos trade places."""
        remaining, casino, code = index >> 15, (index >> 12) & 7, index & 4095
        limits = [range(((remaining >> (BITS * o)) & 15) + 1) for o in range(self.owners)]
        adds = [sum(n << (BITS * o) for o, n in enumerate(counts)) for counts in product(*limits)]
        if self.objective.last:
            paid = self.paid[casino]
            signature = tuple(paid[code + add] for add in adds)
        else:
            gains = self.gains[casino]
            signature = tuple(gains[code + add] - gains[code] for add in adds)
        found = self.signatures.get((remaining, signature))
        if found is None:
            found = self.signatures[remaining, signature] = len(self.reps)
            self.reps.append((casino, code))
        return found

    def canonical(self, key: int) -> tuple[int, ...]:
        """The memo's key of position ``key``: its shape, then its casinos' classes sorted."""
        shape = key >> self.left_shift
        high, classes, mask = self.remaining(shape) << 15, self.classes, self.mask
        return (
            shape,
            *sorted(classes[high | c << 12 | (key >> shift) & mask] for c, shift in enumerate(self.casino_shifts)),
        )

    # ------------------------------------------------------------------ values

    def pay(self, casino: int, code: int) -> int:
        """What ``casino`` with the dice ``code`` pays, packed: seat 0's money minus seat 1's times 16 plus seat 0's
        banknotes minus seat 1's (at most 6 apart), so that a board's payout is the sum over its casinos
        (``paid`` keeps them)."""
        dice = tuple((code >> (BITS * o)) & 15 for o in range(self.owners))
        won, count = self.award(casino, dice)
        return (won[0] - won[1]) * 16 + count[0] - count[1]

    def money(self, casino: int, code: int) -> int:
        """Seat 0's money minus seat 1's that ``casino`` pays with the dice ``code`` (``gains`` keeps them)."""
        paid = self.paid[casino][code]
        return (paid - (((paid + 8) & 15) - 8)) >> 4

    def total(self, board: int) -> int:
        """The packed payout (``pay``) of every casino of ``board``."""
        return sum(
            paid[(board >> shift) & self.mask] for paid, shift in zip(self.paid, self.casino_shifts, strict=True)
        )

    def worth(self, total: int) -> float:
        """Seat 0's objective when the casinos pay ``total`` (packed as by ``pay``; ``worths`` keeps them)."""
        notes = ((total + 8) & 15) - 8  # seat 0's banknotes minus seat 1's
        money = (total - notes) >> 4
        objective = self.objective
        if not objective.last:
            value = float(money)
        else:
            first = (objective.money[0] - objective.money[1] + money, objective.notes[0] - objective.notes[1] + notes)
            value = 1.0 if first > (0, 0) else 0.0 if first < (0, 0) else 0.5
        return value

    def end(self, board: int) -> float:
        """Seat 0's objective when every die is placed and the casinos pay (``board``: the dice on them)."""
        return self.worths[self.total(board)]

    def moves(self, shape: int) -> Turn:
        """The turn at ``shape`` (a key's dice left and mover, above its board), made once per shape."""
        found = self.turns.get(shape)
        if found is None:
            key = shape << self.left_shift
            seat = key >> self.mover_shift
            own = [(key >> shift) & 15 for shift in self.own_shift]
            neutral = [(key >> shift) & 15 for shift in self.neutral_shift]
            options, outcomes, total = self.table(own[seat], neutral[seat])
            steps = []
            for face, mine, white in options:
                added = (mine << (BITS * seat)) + (white << (BITS * (self.owners - 1)))
                delta = -(mine << self.own_shift[seat]) - (white << self.neutral_shift[seat])
                own_after, neutral_after = own[:], neutral[:]
                own_after[seat] -= mine
                neutral_after[seat] -= white
                following = self.next_mover([a + b for a, b in zip(own_after, neutral_after, strict=True)], seat)
                units = self.forced(own_after, neutral_after, following)
                follows = OVER if following < 0 else TAIL if units is not None and not self.objective.last else NODE
                delta += (max(following, 0) - seat) << self.mover_shift
                after = (key + delta) >> self.left_shift
                delta += added << ((face - 1) * self.width)
                steps.append(Step(delta, follows, face - 1, added, units or (), after, self.remaining(after)))
            pickers = [itemgetter(*ids) if len(ids) > 1 else itemgetter(ids[0], ids[0]) for _, ids in outcomes]
            dice = sum(own) + sum(neutral)
            found = self.turns[shape] = Turn(steps, [w for w, _ in outcomes], pickers, total, dice)
        return found

    def forced(self, own: list[int], neutral: list[int], seat: int) -> tuple[int, ...] | None:
        """When every seat has at most one die left (no choice remains), the codes one die adds in the order
        they are placed from ``seat``'s turn on; else ``None``."""
        if seat < 0 or any(a + b > 1 for a, b in zip(own, neutral, strict=True)):
            return None
        units = []
        own, neutral = own[:], neutral[:]
        while seat >= 0:
            units.append(1 << (BITS * (seat if own[seat] else self.owners - 1)))
            own[seat] = neutral[seat] = 0
            seat = self.next_mover([a + b for a, b in zip(own, neutral, strict=True)], seat)
        return tuple(units)

    def child(self, key: int, option: Option) -> int:
        """The position after the mover of ``key`` placed ``option``, or ``-1 - board`` (the dice on the
        casinos) when that ended the round."""
        face, own, neutral = option
        seat = key >> self.mover_shift
        steps = self.moves(key >> self.left_shift).steps
        options = self.table((key >> self.own_shift[seat]) & 15, (key >> self.neutral_shift[seat]) & 15)[0]
        step = steps[options.index(option)]
        return -1 - ((key + step.delta) & self.board_mask) if step.follows == OVER else key + step.delta

    def table(self, own: int, neutral: int) -> Table:
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

    # ------------------------------------------------------------------ values

    def value(self, key: int) -> float:
        """Seat 0's value of the position ``key`` at its mover's turn, before the roll."""
        found = self.node(self.canonical(key))
        if self.objective.last:
            return found
        board = key & self.board_mask
        return found + sum(self.gains[c][(board >> shift) & self.mask] for c, shift in enumerate(self.casino_shifts))

    def node(self, at: tuple[int, ...], known: Children | None = None) -> float:
        """What the memo holds for the canonical position ``at``: in the last round seat 0's win chance; before
        it, the money difference still to come (the value less what the casinos would pay now), which an
        option changes at one casino only and forced single dice by a sum over the casinos (``tail_tables``).
        ``known``: the positions after its options, when ``solve_steps`` found them already.

        Each option's value is found once, then every outcome of the roll takes the best of the options it
        offers in C (``itemgetter`` over the options' values, ``max`` or ``min``, weighted)."""
        found = self.memo.get(at)
        if found is not None:
            return found
        turn = self.turns.get(at[0]) or self.moves(at[0])
        memo, reps, last = self.memo, [self.reps[k] for k in at[1:]], self.objective.last
        paid_of, worths = self.paid, self.worths
        base = sum(paid_of[c][code] for c, code in reps) if last else 0
        downs: dict[int, list[int]] = {}  # per dice left after, the classes of the casinos as they are
        tails: dict[tuple[int, ...], tuple[float, list[Lazy[float]]]] = {}
        gains_of, classes = self.gains, self.classes
        q = []
        for index, (_, follows, slot, added, units, after, remaining) in enumerate(turn.steps):
            casino, code = reps[slot]
            if follows == NODE:
                if known:
                    child = known[index]
                else:  # as ``after`` does, inline: most of the time goes here
                    down = downs.get(remaining)
                    if down is None:
                        high = remaining << 15
                        down = downs[remaining] = [classes[high | c << 12 | k] for c, k in reps]
                    ids = down[:]
                    ids[slot] = classes[remaining << 15 | casino << 12 | code + added]
                    ids.sort()
                    child = (after, *ids)
                v = memo.get(child)
                gain = self.node(child) if v is None else v
            elif follows == OVER:
                if last:
                    paid = paid_of[casino]
                    gain = worths[base + paid[code + added] - paid[code]]
                else:
                    gain = 0.0
            else:  # the forced dice's sum over the casinos, changed at this one
                tail = tails.get(units)
                if tail is None:
                    tables = self.tail_tables(units)
                    tail = tails[units] = (sum(tables[c][k] for c, k in reps), tables)
                table = tail[1][casino]
                gain = tail[0] + table[code + added] - table[code]
            if not last:
                gains = gains_of[casino]
                gain += gains[code + added] - gains[code]
            q.append(gain)
        if turn.total == 6:  # one die: no choice, each face once
            mean = sum(q)
        else:  # seat 0 takes the highest, seat 1 the lowest
            best = min if at[0] << self.left_shift >> self.mover_shift else max
            mean = sum(map(mul, turn.weights, map(best, map(call, turn.pickers, repeat(q)))))
        value = memo[at] = mean / turn.total
        return value

    def after(self, reps: list[tuple[int, int]], step: Step, downs: dict[int, list[int]]) -> tuple[int, ...]:
        """The canonical position after ``step`` from the casinos ``reps`` (``downs``: per dice left after, the
        classes of the casinos as they are, shared by the options of one position)."""
        high, classes = step.remaining << 15, self.classes
        down = downs.get(step.remaining)
        if down is None:
            down = downs[step.remaining] = [classes[high | c << 12 | code] for c, code in reps]
        ids = down[:]
        casino, code = reps[step.casino]
        ids[step.casino] = classes[high | casino << 12 | code + step.added]
        ids.sort()
        return (step.after, *ids)

    def tail_tables(self, units: tuple[int, ...]) -> list[Lazy[float]]:
        """Per casino, the expected change of its money from a code as ``units`` (forced single dice, in order)
        are rolled (``expected``): each lands on each casino with chance 1/6, so the money still to come is a
        sum over the casinos."""
        found = self.tails.get(units)
        if found is None:
            found = self.tails[units] = [Lazy(partial(self.expected, c, units=units)) for c in range(CASINOS)]
        return found

    def expected(self, casino: int, code: int, units: tuple[int, ...]) -> float:
        """The expected change of what ``casino`` pays (``money``) from ``code`` as ``units`` are rolled in turn."""
        if not units:
            return 0.0
        first, rest = units[0], units[1:]
        gains = self.gains[casino]
        landed = gains[code + first] - gains[code] + self.expected(casino, code + first, units=rest)
        return (landed + 5 * self.expected(casino, code, units=rest)) / 6

    def solve_steps(self, key: int) -> Generator[None, None, float]:
        """``value(key)`` in chunks for the page: the positions after each option are solved first, a small
        one (``SMALL`` dice or fewer) at once, yielding whenever ``CHUNK_NODES`` new positions were solved."""
        memo = self.memo
        stack: list[tuple[tuple[int, ...], Children | None]] = [(self.canonical(key), None)]
        mark = len(memo)
        while stack:
            top, known = stack.pop()
            if top in memo:
                continue
            turn = self.moves(top[0])
            if known is None and turn.dice > SMALL:
                reps = [self.reps[k] for k in top[1:]]
                downs: dict[int, list[int]] = {}
                known = [self.after(reps, s, downs) if s.follows == NODE else () for s in turn.steps]
                fresh = [child for child in known if child and child not in memo]
                if fresh:  # solved first; then ``top`` once more, with the positions after it already known
                    stack.append((top, known))
                    stack.extend((child, None) for child in fresh)
                    continue
            self.node(top, known)
            if len(memo) - mark >= CHUNK_NODES:
                mark = len(memo)
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
