"""The exact solver of the round's end (``vegas/bots/exact.py``): checked against a brute force on the engine's
own API (``exact_reference.py``), planted faults caught by that check, its chunks, its zone, and ``hard``
playing an optimal action wherever it applies."""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

import pytest

from vegas.bots import exact, finish, make_bot
from vegas.bots.exact import EPSILON, SOLVED_DICE, Solver, best_actions, exact_steps, objective_of, solvable
from vegas.bots.position import Position
from vegas.core.game import Game
from vegas.core.state import State
from vegas.games.lasvegas.payout import pay_indexed
from vegas.games.lasvegas.state import CasinoState

from .exact_reference import brute_values, small_positions, zone_positions

POSITIONS = 60
"""Positions per rule set and objective in the fast loop (3 dice left at most); the slow test takes more."""
FOUR = 20
"""Positions with 4 dice left at most: with 3 or fewer the order of the seats never changes a value (a seat
with one die has no choice), so the wrong seat to move shows only from 4 dice on."""


class TiesKept(Solver):
    """Planted fault: owners with equal dice are not removed (ranked among themselves instead)."""

    def award(self, casino: int, dice: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        ranked = sorted(((c, o) for o, c in enumerate(dice) if c), reverse=True)
        money, count = [0] * self.players, [0] * self.players
        for (_, owner), note in zip(ranked, self.notes[casino], strict=False):
            if owner < self.players:
                money[owner] += note
                count[owner] += 1
        return tuple(money), tuple(count)


class SecondUnpaid(Solver):
    """Planted fault: only the first banknote of a casino is paid."""

    def award(self, casino: int, dice: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        paid = pay_indexed(casino + 1, self.notes[casino], dice)
        money, count = [0] * self.players, [0] * self.players
        for owner, notes in paid.awards[:1]:
            if owner < self.players:
                money[owner] += sum(notes)
                count[owner] += len(notes)
        return tuple(money), tuple(count)


class WrongMover(Solver):
    """Planted fault: the seat that just placed moves again while it has dice."""

    def next_mover(self, left: Sequence[int], seat: int) -> int:
        return seat if left[seat] else super().next_mover(left, seat)


class Uniform(Solver):
    """Planted fault: every sorted outcome of a roll is equally likely (not multinomial)."""

    def ways(self, faces: tuple[int, ...]) -> int:
        return 1


@lru_cache(maxsize=8)
def checked(rules: str, last: bool, count: int, most_dice: int) -> tuple[tuple[CasinoState, dict[str, Fraction]], ...]:
    """Seeded small positions with the brute force's values, made once per session."""
    positions = small_positions(rules, count, most_dice, seed=49 + last, last_only=last)
    return tuple((state, brute_values(state)) for state in positions)


def mismatches(kind: type[Solver], cases: Sequence[tuple[CasinoState, dict[str, Fraction]]]) -> list[str]:
    """The positions where a solver of ``kind`` disagrees with the brute force on some action's value."""
    wrong = []
    for state, expected in cases:
        position = Position.read(state)
        assert position is not None
        solver = kind(position.notes, position.players, position.owners, objective_of(position))
        values = finish(exact_steps(state, solver))
        assert values is not None, "a small 2-player position of the classic table is in the solved zone"
        got = {str(v.action): v.value for v in values}
        assert got.keys() == expected.keys()
        if any(abs(got[a] - float(expected[a])) > EPSILON for a in got):
            wrong.append(f"{state.observation()['casinos']}: {got} != {expected}")
    return wrong


@pytest.mark.parametrize("rules", ["classic", "classic-neutral"])
@pytest.mark.parametrize("last", [False, True], ids=["money", "win-chance"])
def test_solver_equals_the_brute_force_on_the_engine(rules: str, last: bool) -> None:
    cases = checked(rules, last, POSITIONS, 3) + checked(rules, False, FOUR, 4) * (not last)
    assert len(cases) == POSITIONS + FOUR * (not last)
    assert mismatches(Solver, cases) == []


@pytest.mark.parametrize("fault", [TiesKept, SecondUnpaid, WrongMover, Uniform])
@pytest.mark.parametrize("rules", ["classic", "classic-neutral"])
def test_each_planted_fault_is_caught(fault: type[Solver], rules: str) -> None:
    """Each fault, planted in the solver, makes the comparison with the brute force fail on these positions."""
    cases = checked(rules, False, POSITIONS, 3) + checked(rules, True, POSITIONS, 3) + checked(rules, False, FOUR, 4)
    assert mismatches(fault, cases), f"{fault.__name__} went unnoticed"


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["classic", "classic-neutral"])
@pytest.mark.parametrize("last", [False, True], ids=["money", "win-chance"])
def test_solver_equals_the_brute_force_with_more_dice(rules: str, last: bool) -> None:
    """60 positions of at most 4 dice each (it was 120: with the fast loop's 280, 520 positions in all)."""
    cases = checked(rules, last, 60, 4)
    assert mismatches(Solver, cases) == []


def test_the_chunks_give_the_values_of_one_go(monkeypatch: pytest.MonkeyPatch) -> None:
    """``exact_steps`` yields between chunks (the page's) and its values equal a solve without yields."""
    monkeypatch.setattr(exact, "CHUNK_NODES", 20)  # a solve of the zone's edge is a few hundred positions
    state = zone_positions("classic", 1, SOLVED_DICE[2, 2], seed=3)[0]
    position = Position.read(state)
    assert position is not None
    chunked = Solver(position.notes, 2, position.owners, objective_of(position))
    steps = exact_steps(state, chunked)
    chunks = 0
    while True:
        try:
            next(steps)
            chunks += 1
        except StopIteration as done:
            values = done.value
            break
    assert chunks > 1
    whole = Solver(position.notes, 2, position.owners, objective_of(position))
    key = whole.key(position)
    assert position.roll is not None
    for value in values:
        child = whole.child(key, (value.action.value, position.roll[0][value.action.value], 0))
        seat0 = whole.end(-1 - child) if child < 0 else whole.value(child)
        assert value.value == pytest.approx(seat0 if position.to_move == 0 else -seat0, abs=EPSILON)


def test_the_zone_is_two_seats_of_the_plain_table_and_few_dice() -> None:
    assert zone_positions("classic", 1, SOLVED_DICE[2, 2], seed=5)[0] is not None
    for rules, players in (("classic", 3), ("royale-basic", 2)):
        state = small_positions_any(rules, players)
        assert solvable(state) is None, rules
    early = Game("classic", 2).new_initial_state()
    while early.is_chance_node() or early.current_player() < 0 or len(early.legal_actions()) == 1:
        early = early.apply_unchecked(
            early.sample_chance(random.Random(1)) if early.is_chance_node() else early.legal_actions()[0]
        )
    assert solvable(early) is None  # 16 dice left


def small_positions_any(rules: str, players: int) -> State:
    """A decision with at most 3 dice left of a game that the solver does not cover."""
    rng = random.Random(7)
    state = Game(rules, players).new_initial_state()
    bot = make_bot("random", random.Random(1))
    while True:
        if state.is_chance_node():
            state = state.apply_unchecked(state.sample_chance(rng))
            continue
        position = Position.read(state)
        if (
            position is not None
            and position.roll is not None
            and sum(position.dice_left(s) for s in range(players)) <= 3
        ):
            return state
        state = state.apply_unchecked(bot.choose(state))


@pytest.mark.parametrize("rules", ["classic", "classic-neutral"])
def test_hard_plays_an_optimal_action_where_the_round_is_solved(rules: str) -> None:
    """10 positions at each of 2-5 dice left, and 4 at the zone's edge (its dearest solves)."""
    positions = [s for dice in (2, 3, 4, 5) for s in zone_positions(rules, 10, dice, seed=dice)]
    shape = Position.read(positions[0])
    assert shape is not None
    limit = SOLVED_DICE[shape.players, shape.owners]
    positions += zone_positions(rules, 4, limit, seed=limit)
    hard = make_bot("hard", random.Random(0))
    for state in positions:
        values = finish(exact_steps(state))
        assert values is not None
        assert hard.choose(state) in best_actions(values), state.observation()


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["classic", "classic-neutral"])
def test_hard_plays_an_optimal_action_in_hundreds_of_solved_positions(rules: str) -> None:
    limit = SOLVED_DICE[2, 2 if rules == "classic" else 3]
    positions = [s for dice in range(2, limit + 1) for s in zone_positions(rules, 300 // (limit - 1), dice, seed=dice)]
    hard = make_bot("hard", random.Random(0))
    for state in positions:
        values = finish(exact_steps(state))
        assert values is not None
        assert hard.choose(state) in best_actions(values)
