"""Measure: the round's end of the two-seat casino table solved as whole arrays with numpy, against ``exact.py``
(issue 49). A prototype: the bots do not use it.

    .venv/bin/python tests/bench/exact_dense.py [--rules classic,classic-neutral] [--positions 8] [--dice 6,7,8,9]
        [--seed 49] [--check-most 9]

``vegas/bots/exact.py`` solves position by position in Python: memoised, canonical, and at 8 dice left about 1.4
(median) to 3 (slowest) times over issue 49's 50 ms in CPython (docs/bots.md). This prototype solves the same round's
end as whole arrays instead. Every state from a decision's turn on is three *compositions*, the dice each seat has
added to each casino since then (at most ``C(n + 6, 6)`` for ``n`` dice) and the neutral dice added (both seats'
together; one, empty, on the classic table), and the mover. A ``Block`` is the dice placed since the turn, own and
neutral per seat; its states' values are one array, and the blocks with the most dice placed come first. A block is
one numpy step: the value of each placement (face, own dice, neutral dice) is gathered from the block after it, each
outcome of the roll picks the best placement it offers (a fixed gather over the placements, a face not shown being
"none", then ``max`` or ``min``) and the outcomes' chances sum them. No hashing, no canonical form: the casinos'
payouts enter once, per casino and dice added, at the round's end. Both objectives of ``exact.py`` (the money
difference; in the last round the win chance with the money and banknotes before it), seat 0's view.

numpy is not a dependency of the game, and Pyodide's numpy comes only from Pyodide's own CDN, which the project's
install cannot reach (the npm package ``pyodide`` carries no packages, PyPI has no WebAssembly wheel of numpy): the
bench runs again in the benches' environment of ``tests/bench/lasvegas_env.py``, which has numpy, and never in
the page.

For each rule set (``--rules``) and number of dice left (``--dice``), ``--positions`` decisions with a choice from
seeded ``medium`` self-play (``zone_positions``, seed ``--seed`` + dice, as ``exact_zone.py --against``): the dense
solve's CPU milliseconds (``time.process_time``, median and slowest), the states of its arrays and the memory a
solve holds at its peak (``tracemalloc``, which numpy reports to, on a separate solve), and, up to ``--check-most``
dice, ``exact.py``'s cold solve of the same decision and the largest difference between the two values of any
action (the bench stops if one exceeds ``exact.EPSILON``). Figures only, in docs/bots.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import tracemalloc
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parents[1]))
sys.path.insert(0, str(BENCH))

from lasvegas_env import their_python  # noqa: E402

try:
    import numpy as np
except ImportError:  # in the project's venv: run again in the benches' environment, which has numpy
    if __name__ == "__main__":
        python = str(their_python())
        os.execv(python, [python, str(Path(__file__).resolve()), *sys.argv[1:]])
    raise

from tests.bots.exact_reference import zone_positions  # noqa: E402
from vegas.bots import exact, finish  # noqa: E402
from vegas.bots.packed import BITS, CASINOS  # noqa: E402
from vegas.bots.position import Position  # noqa: E402
from vegas.core.actions import Place  # noqa: E402
from vegas.core.state import State  # noqa: E402

Array = Any  # numpy's arrays, left untyped: the bench is outside ``mypy --strict``'s files


class Compositions:
    """Every way to add at most ``dice`` dice to the six casinos, fewest dice first: ``added[i]`` (6 counts),
    ``starts[j]`` the first with ``j`` dice (``starts[dice + 1]`` the count), ``after[i, casino, k]`` the index once
    ``k`` more dice are on ``casino`` (itself for ``k = 0``; 0 where that is more than ``dice``)."""

    def __init__(self, dice: int) -> None:
        added: list[tuple[int, ...]] = []
        self.starts = []
        for placed in range(dice + 1):
            self.starts.append(len(added))
            for casinos in combinations_with_replacement(range(CASINOS), placed):
                added.append(tuple(casinos.count(c) for c in range(CASINOS)))
        self.starts.append(len(added))
        index = {counts: i for i, counts in enumerate(added)}
        self.after = np.zeros((len(added), CASINOS, dice + 1), dtype=np.int64)
        for i, counts in enumerate(added):
            for casino in range(CASINOS):
                self.after[i, casino, 0] = i
                for k in range(1, dice - sum(counts) + 1):
                    more = list(counts)
                    more[casino] += k
                    self.after[i, casino, k] = index[tuple(more)]
        self.added = np.array(added, dtype=np.int64)

    def block(self, placed: int) -> slice:
        return slice(self.starts[placed], self.starts[placed + 1])


class Rolls:
    """The outcomes of a roll of ``own`` and ``neutral`` dice: for each, the placement each face offers, as the
    column ``(face * (own + 1) + k) * (neutral + 1) + l`` (``k`` own and ``l`` neutral dice showing it; ``k = l =
    0``, a face not shown, is the "none" of its face), and its probability."""

    def __init__(self, own: int, neutral: int) -> None:
        offers, weights = [], []
        for mine in combinations_with_replacement(range(CASINOS), own):
            for white in combinations_with_replacement(range(CASINOS), neutral):
                offers.append(
                    [(c * (own + 1) + mine.count(c)) * (neutral + 1) + white.count(c) for c in range(CASINOS)]
                )
                weights.append(ways(mine) * ways(white))
        self.offers = np.array(offers, dtype=np.int64)
        self.chances = np.array(weights, dtype=np.float64) / CASINOS ** (own + neutral)


def ways(faces: tuple[int, ...]) -> int:
    return factorial(len(faces)) // prod(factorial(faces.count(c)) for c in set(faces))


@cache
def compositions(dice: int) -> Compositions:
    """Made once per number of dice: like ``exact.TURNS``, they do not depend on the round."""
    return Compositions(dice)


@cache
def rolls(own: int, neutral: int) -> Rolls:
    return Rolls(own, neutral)


Block = tuple[int, int, int, int]
"""The dice placed since the decision's turn: seat 0's own, seat 1's own, seat 0's neutral, seat 1's neutral."""


class Dense:
    """Seat 0's values of every state from a decision's turn on, before the mover's roll: per mover and ``Block``,
    an array over the compositions of seat 0's own dice, seat 1's, and the neutral dice (both seats' together)
    with those many dice."""

    def __init__(self, position: Position, solver: exact.Solver) -> None:
        self.own, self.neutral = position.own_left, position.neutral_left
        self.seats = [compositions(n) for n in self.own]
        self.whites = compositions(sum(self.neutral))
        self.position, self.solver = position, solver
        self.values: dict[tuple[int, Block], Array] = {}
        full = (*self.own, *self.neutral)
        self.values[0, full] = self.values[1, full] = self.round_end()
        blocks = [
            (a, b, c, d)
            for a in range(self.own[0] + 1)
            for b in range(self.own[1] + 1)
            for c in range(self.neutral[0] + 1)
            for d in range(self.neutral[1] + 1)
        ]
        for block in sorted(blocks, key=sum, reverse=True)[1:]:
            for mover in (0, 1):
                if self.left(block, mover):
                    self.values[mover, block] = self.turn(block, mover)

    def left(self, block: Block, seat: int) -> tuple[int, int]:
        """The own and neutral dice ``seat`` holds at ``block``."""
        return self.own[seat] - block[seat], self.neutral[seat] - block[2 + seat]

    def following(self, block: Block, mover: int) -> int:
        """Who moves after ``mover`` placed to reach ``block`` (at the round's end, either: both hold its values)."""
        other = 1 - mover
        return other if sum(self.left(block, other)) else mover

    def ranges(self, block: Block) -> tuple[slice, slice, slice]:
        return self.seats[0].block(block[0]), self.seats[1].block(block[1]), self.whites.block(block[2] + block[3])

    def round_end(self) -> Array:
        """Seat 0's objective once every die is placed, for every composition that places them all."""
        last = self.ranges((*self.own, *self.neutral))
        done = [s.added[r] for s, r in zip((*self.seats, self.whites), last, strict=True)]
        shape = tuple(len(d) for d in done)
        money, notes = np.zeros(shape), np.zeros(shape)
        owners = self.position.owners
        most = (*self.own, sum(self.neutral))[:owners]
        for casino, code in enumerate(self.position.codes):
            on = [(code >> (BITS * owner)) & 15 for owner in range(owners)]
            paid = np.zeros((2, *(n + 1 for n in most)))
            for added in np.ndindex(*(n + 1 for n in most)):
                won, count = self.solver.award(casino, tuple(a + b for a, b in zip(on, added, strict=True)))
                paid[(slice(None), *added)] = won[0] - won[1], count[0] - count[1]
            index = (done[0][:, casino][:, None, None], done[1][:, casino][None, :, None])
            if owners == 3:
                index = (*index, done[2][:, casino][None, None, :])
            money += paid[0][index]
            notes += paid[1][index]
        objective = self.solver.objective
        if not objective.last:
            return money
        ahead = objective.money[0] - objective.money[1] + money
        more_notes = objective.notes[0] - objective.notes[1] + notes
        return np.where(ahead != 0, (ahead > 0) * 1.0, np.where(more_notes != 0, (more_notes > 0) * 1.0, 0.5))

    def turn(self, block: Block, mover: int) -> Array:
        """The values of ``block``'s states with ``mover`` to roll: each placement's value gathered from the block
        after it, the best one each outcome offers, weighted by the outcomes' chances."""
        own, neutral = self.left(block, mover)
        here = self.ranges(block)
        sizes = tuple(r.stop - r.start for r in here)
        options = np.full((*sizes, CASINOS, own + 1, neutral + 1), -np.inf if mover == 0 else np.inf)
        for k in range(own + 1):
            for white in range(neutral + 1):
                if not k + white:
                    continue
                after = list(block)
                after[mover] += k
                after[2 + mover] += white
                there = self.ranges(tuple(after))
                values = self.values[self.following(tuple(after), mover), tuple(after)]
                seat = self.seats[mover].after[here[mover], :, k] - there[mover].start  # (seat's own, casino)
                whites = self.whites.after[here[2], :, white] - there[2].start  # (neutral, casino)
                rows = seat[:, None, None, :] if mover == 0 else np.arange(sizes[0])[:, None, None, None]
                columns = np.arange(sizes[1])[None, :, None, None] if mover == 0 else seat[None, :, None, :]
                options[..., k, white] = values[rows, columns, whites[None, None, :, :]]
        roll = rolls(own, neutral)
        offered = options.reshape(*sizes, -1)[..., roll.offers]  # (seat 0's, seat 1's, neutral, outcome, face)
        best = offered.max(axis=-1) if mover == 0 else offered.min(axis=-1)
        return best @ roll.chances


def dense_values(state: State) -> list[float]:
    """Every legal action's value in the mover's view, as ``exact.exact_steps`` gives them."""
    position = Position.read(state)
    assert position is not None and position.roll is not None
    solver = exact.Solver(position.notes, 2, position.owners, exact.objective_of(position))
    dense = Dense(position, solver)
    mover, (own, neutral) = position.to_move, position.roll
    found = []
    for action in state.legal_actions():
        assert isinstance(action, Place)
        k, white = own[action.value], neutral[action.value]
        block = [0, 0, 0, 0]
        block[mover] += k
        block[2 + mover] += white
        after = tuple(block)
        there = dense.ranges(after)
        at = [0, 0, dense.whites.after[0, action.value - 1, white] - there[2].start]
        at[mover] = dense.seats[mover].after[0, action.value - 1, k] - there[mover].start
        seat0 = float(dense.values[dense.following(after, mover), after][tuple(at)])
        found.append(seat0 if mover == 0 else (1.0 - seat0 if solver.objective.last else -seat0))
    return found


def exact_values(state: State) -> list[float]:
    exact.SOLVERS.clear()
    steps = finish(exact.exact_steps(state))
    assert steps is not None
    return [step.value for step in steps]


def ms(work: Any, state: State) -> tuple[float, list[float]]:
    began = time.process_time()
    found = work(state)
    return 1000 * (time.process_time() - began), found


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):7.1f} / {max(values):7.1f}"


def warm(position: Position) -> None:
    """The tables of compositions and rolls a solve of ``position`` uses, made before the clock starts: they do not
    depend on the round (``exact.TURNS`` is shared by every round's solver the same way)."""
    for seat in range(2):
        compositions(position.own_left[seat])
        for own in range(position.own_left[seat] + 1):
            for neutral in range(position.neutral_left[seat] + 1):
                rolls(own, neutral)
    compositions(sum(position.neutral_left))


def states_of(position: Position) -> int:
    """The states of ``Dense``'s arrays for ``position``: every block, both movers."""
    sizes = [len(compositions(n).added) for n in position.own_left]
    return 2 * prod(sizes) * len(compositions(sum(position.neutral_left)).added)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="classic,classic-neutral")
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--dice", default="6,7,8,9")
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument("--check-most", type=int, default=9)
    args = parser.parse_args()
    for key in exact.SOLVED_DICE:  # exact.py solves whatever the bench hands it
        exact.SOLVED_DICE[key] = 99
    print(f"numpy {np.__version__}, Python {sys.version.split()[0]}; CPU ms median / slowest")
    print("| rules | dice left | dense | exact.py | states (most) | MB at the peak (most) | largest difference |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for rules in args.rules.split(","):
        for dice in (int(d) for d in args.dice.split(",")):
            dense, theirs, sizes, peaks, apart = [], [], [], [], 0.0
            for state in zone_positions(rules, args.positions, dice, args.seed + dice):
                position = Position.read(state)
                assert position is not None
                warm(position)
                taken, found = ms(dense_values, state)
                dense.append(taken)
                tracemalloc.start()
                dense_values(state)
                peaks.append(tracemalloc.get_traced_memory()[1] / 1e6)
                tracemalloc.stop()
                sizes.append(states_of(position))
                if dice <= args.check_most:
                    taken, expected = ms(exact_values, state)
                    theirs.append(taken)
                    apart = max(apart, *(abs(a - b) for a, b in zip(found, expected, strict=True)))
                    if apart > exact.EPSILON:
                        raise SystemExit(f"the dense values differ from exact.py's by {apart} at {state}")
            print(
                f"| {rules} | {dice} | {spread(dense)} | {spread(theirs) if theirs else 'not run'} | {max(sizes):,} "
                f"| {max(peaks):.1f} | {apart:.1e} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
