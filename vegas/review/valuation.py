"""What each legal action of one decision is worth to its mover: exact where the round's end is solved, else
``hard``'s search on several seeds (docs/bots.md, *The game review*).

Two measures per action, as the coach gives them: the mover's **win chance** (the game) and **money** (this round,
in the game's units as the bots count it: thousands of dollars at the casinos, gold in Knizia's *Vegas*, where it
is the gold the seat is projected to hold). Where ``exact.py`` solves the position (two seats, the plain casino
table, few dice left) both are exact in the round's terms: the money is the mover's money this round minus the
other seat's, expected under perfect play of both to the round's end; the win chance is exact in the last round and
elsewhere the bots' estimate from the round spreads applied to that exact money (``playout.win_chance``).
Everywhere else the search values every action with the same playouts on the same dice (``search`` without halving,
as the coach does), once per seed; the seeds' means are the values, their disagreement the spread, and the money is
the mover's own.

A turn's decision before the roll is valued too (often only ``roll``): the roller's expectation before its
dice, which the luck of the roll is measured against.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from vegas.bots import make_bot
from vegas.bots.exact import SOLVED_DICE, Objective, Solver, covered, exact_steps, solvable, solver_for
from vegas.bots.guessing import mix
from vegas.bots.playout import ROUND_SPREAD, win_chance
from vegas.bots.position import Position, roll_table
from vegas.bots.search import CHUNK_WORK, DEFAULT_WORK, search
from vegas.core.actions import Action, Roll
from vegas.core.registry import RULESETS
from vegas.core.state import State

EXACT = "exact"
"""Every value solved: the money and the win chance (the last round)."""
EXACT_MONEY = "exact-money"
"""The money solved; the win chance the round-spread estimate of it (a round before the last)."""
SEARCH = "search"
"""Estimates of ``hard``'s search, with their spread over the seeds."""

REVIEW_CHUNK_WORK = CHUNK_WORK // 3
"""The review's search yields three times as often as a bot's (``search.CHUNK_WORK``): a Royale chunk of the
bots' size took up to 39 ms in CPython (median 8), over 50 ms in the page's Python; each yield costs little
(tests/bench/review_page.py, docs/performance.md)."""

TURN = "turn"
SECRET = "secret"
"""A choice the others answer unseen (LUCKY PUNCH's tokens, a BLACK BOX split, a duel's first hand)."""
GUESS = "guess"
"""A guessing decision with an equilibrium mix (``guessing.py``): reviewed against the search all the same."""
OTHER = "other"
"""A decision a tile asks for (``bet higher``, ``block 3 6``…) or Knizia's cards and pawn."""


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard the review searches where nothing is solved: ``playouts`` per decision and seed (shared by its
    actions, capped by ``work`` over the dice left as ``hard`` is), on ``seeds`` seeds drawn from ``seed``."""

    playouts: int = 600
    seeds: int = 2
    work: int = DEFAULT_WORK
    seed: int = 52

    def to_json(self) -> dict[str, Any]:
        return {"playouts": self.playouts, "seeds": self.seeds, "work": self.work, "seed": self.seed}

    @staticmethod
    def from_json(data: Any) -> Budget:
        if not isinstance(data, dict):
            raise ValueError("a review's budget is a JSON object")
        values = [data.get(key) for key in ("playouts", "seeds", "work", "seed")]
        numbers = [v for v in values if type(v) is int and v >= 0]
        if len(numbers) < len(values) or not numbers[0] or not numbers[1]:
            raise ValueError("a review's budget needs whole numbers: playouts and seeds at least 1")
        return Budget(*numbers)


@dataclass(frozen=True, slots=True)
class ActionValue:
    """One action's value for the mover: ``chances`` and ``money`` per seed (one entry where exact)."""

    action: str
    chances: tuple[float, ...]
    money: tuple[float, ...]

    @property
    def chance(self) -> float:
        return sum(self.chances) / len(self.chances)

    @property
    def mean_money(self) -> float:
        return sum(self.money) / len(self.money)

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "chances": list(self.chances), "money": list(self.money)}

    @staticmethod
    def from_json(data: Any) -> ActionValue:
        return ActionValue(str(data["action"]), tuple(map(float, data["chances"])), tuple(map(float, data["money"])))


@dataclass(frozen=True, slots=True)
class Valuation:
    """Every legal action of the decision at ``step`` (the record's index of the action taken there)."""

    step: int
    seat: int
    round: int | None
    kind: str
    basis: str
    values: tuple[ActionValue, ...]
    made: str
    expected: str | None = None
    """Where searched, the action the search's model of play (``medium``) takes here: what a roll's value
    before its dice expected of the roller, so that the luck after them is measured against it."""

    @property
    def exact(self) -> bool:
        return self.basis != SEARCH

    def value_of(self, action: str) -> ActionValue:
        return next(v for v in self.values if v.action == action)

    @property
    def reference(self) -> str:
        """The action whose value is the mover's expectation here before deciding: what a roll's luck is
        measured up to and the move made's change from. The best one where solved (perfect play is what the
        roll's value expected); the search model's where searched (``expected``; see ``review.py``)."""
        return self.best.action if self.expected is None else self.expected

    @property
    def best(self) -> ActionValue:
        """The action of the highest mean win chance, more money breaking a tie (then the first listed)."""
        return max(self.values, key=lambda v: (round(v.chance, 9), round(v.mean_money, 6)))

    @property
    def chance_lost(self) -> float:
        """The win chance the move made gave away against the best, by the means (never negative)."""
        return max(0.0, self.best.chance - self.value_of(self.made).chance)

    @property
    def money_lost(self) -> float:
        """The money (this round) of the best action minus the move made's: negative when the move chosen for
        the game's sake gave up less money than the best one would have won."""
        return self.best.mean_money - self.value_of(self.made).mean_money

    @property
    def money_given(self) -> float:
        """The money (this round) the move made gave up against the best, none where it won more: what a
        player's summary adds up (``money_lost`` is negative where the move took money at the game's cost, or
        where the best move gives up money for the game's sake, neither of which gives money away)."""
        return max(0.0, self.money_lost)

    @property
    def spread(self) -> float:
        """The standard error of ``chance_lost`` over the seeds (0 where exact or with one seed)."""
        best, made = self.best.chances, self.value_of(self.made).chances
        losses = [b - m for b, m in zip(best, made, strict=True)]
        if len(losses) < 2:
            return 0.0
        mean = sum(losses) / len(losses)
        variance = sum((x - mean) ** 2 for x in losses) / (len(losses) - 1)
        return math.sqrt(variance / len(losses))

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "seat": self.seat,
            "round": self.round,
            "kind": self.kind,
            "basis": self.basis,
            "made": self.made,
            "values": [v.to_json() for v in self.values],
            "expected": self.expected,
        }

    @staticmethod
    def from_json(data: Any) -> Valuation:
        return Valuation(
            step=int(data["step"]),
            seat=int(data["seat"]),
            round=None if data.get("round") is None else int(data["round"]),
            kind=str(data["kind"]),
            basis=str(data["basis"]),
            values=tuple(ActionValue.from_json(v) for v in data["values"]),
            made=str(data["made"]),
            expected=None if data.get("expected") is None else str(data["expected"]),
        )


Valuing = Generator[None, None, Valuation]


def value_steps(state: State, step: int, made: Action, budget: Budget) -> Valuing:
    """The valuation of the decision ``state`` (where ``made`` was played, the record's action ``step``),
    yielding between chunks of work as the bots' ``think`` does."""
    seat = state.current_player()
    actions = state.legal_actions()
    round_ = state.observation().get("round")
    kind = decision_kind(state, actions)
    values = yield from exact_values(state)
    basis = EXACT_MONEY
    if values is not None and values[1]:
        basis = EXACT
    expected = None
    if values is None:
        basis = SEARCH
        values = yield from searched_values(state, actions, step, budget)
        yield  # the model's own choice in tasks of its own (a Royale round's end settled through its tiles' rolls)
        model = make_bot("medium", random.Random(f"{budget.seed}:{step}:model"))
        expected = str((yield from model.think(state)))
    round_ = round_ if isinstance(round_, int) else None
    return Valuation(step, seat, round_, kind, basis, values[0], str(made), expected)


def decision_kind(state: State, actions: list[Action]) -> str:
    if mix(state, actions) is not None:
        return GUESS
    if state.is_secret_choice():
        return SECRET
    if any(isinstance(a, Roll) for a in actions) or state.observation().get("phase") in ("turn", "place"):
        return TURN
    return OTHER


def searched_values(
    state: State, actions: list[Action], step: int, budget: Budget
) -> Generator[None, None, tuple[tuple[ActionValue, ...], bool]]:
    """Every action by the search, once per seed (each seed its own dice), in ``legal_actions()`` order."""
    chances: dict[Action, list[float]] = {a: [] for a in actions}
    money: dict[Action, list[float]] = {a: [] for a in actions}
    yield from rolls_tabled()
    for k in range(budget.seeds):
        rng = random.Random(f"{budget.seed}:{step}:{k}")
        playouts = budget.playouts * len(actions)  # the coach's budget is shared by the actions
        estimates = yield from search(
            state, playouts, rng, halving=False, work=budget.work, chunk_work=REVIEW_CHUNK_WORK
        )
        for estimate in estimates:
            chances[estimate.action].append(estimate.win_chance)
            money[estimate.action].append(estimate.money)
    values = tuple(ActionValue(str(a), tuple(chances[a]), tuple(money[a])) for a in actions)
    return values, False


ROLLS_TABLED = 9
"""The playouts table every roll of 0-8 dice as their search starts (``roll_table``, cached)."""
_TABLED: list[int] = []
"""The dice counts whose table is made (a mark beside ``roll_table``'s own cache)."""


def rolls_tabled() -> Generator[None, None, None]:
    """The roll tables made one a task before the first search: all in its first chunk took 11 ms in CPython, 70 ms
    of CPU in Chromium, the review's longest ``classic`` task (tests/bench/review_page.py)."""
    while len(_TABLED) < ROLLS_TABLED:
        roll_table(len(_TABLED))
        _TABLED.append(len(_TABLED))
        yield


def exact_values(state: State) -> Generator[None, None, tuple[tuple[ActionValue, ...], bool] | None]:
    """Every action's exact values where the round's end is solved (``None`` elsewhere), and whether the win
    chance is exact too (the last round)."""
    position = turn_position(state)
    if position is not None:  # before the roll: the expectation over every roll, under perfect play
        return (yield from turn_values(state, position))
    position = solvable(state)
    if position is None:
        return None
    solver = solver_for(position)
    values = yield from exact_steps(state, solver)
    if values is None:
        return None
    last = solver.objective.last
    margins = values
    if last:
        margins = (yield from exact_steps(state, money_solver(position))) or values
    chances = [v.value if last else chance_of_margin(position, v.value) for v in values]
    result = tuple(
        ActionValue(str(v.action), (c,), (m.value,)) for v, c, m in zip(values, chances, margins, strict=True)
    )
    return result, last


def turn_position(state: State) -> Position | None:
    """The position of a turn the solver covers where the only action is to roll, else ``None``."""
    if state.is_chance_node() or state.is_terminal():
        return None
    actions = state.legal_actions()
    if len(actions) != 1 or not isinstance(actions[0], Roll):
        return None
    position = Position.read(state)
    if position is None or position.roll is not None or not covered(position):
        return None
    limit = SOLVED_DICE.get((position.players, position.owners), -1)
    return position if sum(position.dice_left(s) for s in range(position.players)) <= limit else None


def turn_values(state: State, position: Position) -> Generator[None, None, tuple[tuple[ActionValue, ...], bool]]:
    """The roll's exact value: the mean over every roll of the best placement's value."""
    solver = solver_for(position)
    last = solver.objective.last
    sign = 1.0 if position.to_move == 0 else -1.0
    seat0 = yield from solver.solve_steps(solver.key(position))
    margin = seat0
    if last:
        money = money_solver(position)
        margin = yield from money.solve_steps(money.key(position))
    margin *= sign
    chance = (seat0 if sign > 0 else 1.0 - seat0) if last else chance_of_margin(position, margin)
    roll = str(state.legal_actions()[0])
    return (ActionValue(roll, (chance,), (margin,)),), last


MONEY_SOLVERS: dict[tuple[object, ...], Solver] = {}
"""The money solvers of the last rounds met lately (a pure cache, as ``exact.SOLVERS``)."""


def money_solver(position: Position) -> Solver:
    """A solver of the round's money difference, for the last round, whose own solver values the win chance."""
    key = (position.notes, position.players, position.owners)
    found = MONEY_SOLVERS.get(key)
    if found is None:
        if len(MONEY_SOLVERS) >= 2:
            del MONEY_SOLVERS[next(iter(MONEY_SOLVERS))]
        found = MONEY_SOLVERS[key] = Solver(position.notes, position.players, position.owners, Objective(False))
    return found


def chance_of_margin(position: Position, margin: float) -> float:
    """The mover's win chance if it ends this round ``margin`` (thousands) ahead of the other seat, by the bots'
    estimate over the rounds still to play (``playout.win_chance``, scaled by the registry's round spread)."""
    mover = position.to_move
    money = [float(m) for m in position.money]
    money[mover] += margin
    per_round = RULESETS[position.rules].round_spread(position.players) or ROUND_SPREAD
    spread = per_round * math.sqrt(position.rounds - position.round)
    return win_chance(money, list(position.note_counts), mover, spread)
