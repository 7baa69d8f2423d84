"""The review of one game record, a decision at a time (issue 52; docs/bots.md, *The game review*).

A ``Reviewer`` replays the record (each step checked, so a damaged or foreign record is refused before any
work) and values, one per ``step``, every decision worth it: each with a choice, and each turn whose roll's
luck is measured (the decision before the dice, the one after them). Its whole state is the record, the
budget and the valuations done (``to_json``/``from_json``), so a page can stop, keep it with the game and
go on later; ``result`` summarises whatever is done.

A roll's luck is the roller's expectation after its dice minus before them (the value of rolling), in win
chance and in money, as GNU Backgammon measures the luck of a roll. Where solved, the expectation after the
dice is the best placement's exact value, of which the value of rolling is the exact mean; where searched,
the value of rolling is the mean of playouts in which the roller places as ``medium`` does, so the expectation
after the dice is the value of ``medium``'s placement (the best one's would count the search's skill, and
the noise of taking a maximum, as luck).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any

from vegas.bots.base import finish
from vegas.core.actions import Action, Roll
from vegas.core.errors import VegasError
from vegas.core.record import Record, read_envelope, replay_states
from vegas.core.state import State

from .valuation import Budget, Valuation, value_steps

REVIEW_FORMAT = "vegas-review"
REVIEW_VERSION = 1


class InvalidReview(VegasError):
    """A kept review that does not belong to its record or is damaged: names what is wrong."""


@dataclass(frozen=True, slots=True)
class Luck:
    """The luck of one roll (the record's chance steps from ``step``) for the seat that rolled it."""

    step: int
    seat: int
    round: int | None
    chance: float
    money: float
    exact: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "seat": self.seat,
            "round": self.round,
            "chance": self.chance,
            "money": self.money,
            "exact": self.exact,
        }


@dataclass(frozen=True, slots=True)
class RollSpan:
    """Where a roll sits in the record: the decision that rolled, the first chance step, the decision after."""

    before: int
    step: int
    after: int


class Reviewer:
    """Reviews ``record`` with ``budget``, a decision per ``step`` (see the module docstring)."""

    def __init__(
        self,
        record: Record,
        budget: Budget | None = None,
        done: Sequence[Valuation] = (),
        first: Sequence[int] = (),
    ) -> None:
        """``first``: seats whose decisions are valued before the others' (the people at the table)."""
        self.record = record
        self.first = tuple(first)
        self.budget = budget or Budget()
        self.states: list[State] = replay_states(record)
        self.actions: list[Action] = [Action.parse(text) for text in record.actions]
        self.rolls = rolls_of(self.states, self.actions)
        steps = decisions_to_value(self.states, self.actions, self.rolls)
        self.todo = sorted(steps, key=lambda i: (self.states[i].current_player() not in first, i))
        self.done: dict[int, Valuation] = {}
        for valuation in done:
            if valuation.step not in self.todo or valuation.made != record.actions[valuation.step]:
                raise InvalidReview(f"the kept review's decision at step {valuation.step} is not of this game")
            self.done[valuation.step] = valuation

    @property
    def total(self) -> int:
        """The decisions this review values."""
        return len(self.todo)

    @property
    def finished(self) -> bool:
        return len(self.done) == len(self.todo)

    @property
    def pending(self) -> int | None:
        """The record's step valued next (``None``: none left)."""
        return next((i for i in self.todo if i not in self.done), None)

    def step_steps(self) -> Generator[None, None, Valuation | None]:
        """Values the next decision not valued yet, yielding between chunks of work; ``None`` once all are."""
        pending = self.pending
        if pending is None:
            return None
        valuation = yield from value_steps(self.states[pending], pending, self.actions[pending], self.budget)
        self.done[pending] = valuation
        return valuation

    def step(self) -> Valuation | None:
        """``step_steps`` at once."""
        return finish(self.step_steps())

    def run(self) -> Reviewer:
        """Every decision valued (for the command line and the tests)."""
        while self.step() is not None:
            pass
        return self

    def valuations(self) -> list[Valuation]:
        """The decisions valued so far, in the game's order."""
        return [self.done[i] for i in sorted(self.done)]

    def lucks(self) -> list[Luck]:
        """The luck of every roll whose two decisions are valued."""
        found = []
        for roll in self.rolls:
            before, after = self.done.get(roll.before), self.done.get(roll.after)
            if before is None or after is None:
                continue
            rolled = before.value_of(before.made)
            best = after.value_of(after.reference)
            found.append(
                Luck(
                    roll.step,
                    before.seat,
                    before.round,
                    best.chance - rolled.chance,
                    best.mean_money - rolled.mean_money,
                    before.exact and after.exact,
                )
            )
        return found

    def to_json(self) -> dict[str, Any]:
        return {
            "format": REVIEW_FORMAT,
            "version": REVIEW_VERSION,
            "record": self.record.to_json(),
            "budget": self.budget.to_json(),
            "first": list(self.first),
            "decisions": [v.to_json() for v in self.valuations()],
        }

    @staticmethod
    def from_json(data: Any) -> Reviewer:
        """A review kept by ``to_json``, to go on with; ``InvalidReview`` (or the record's ``InvalidRecord``)
        saying what is wrong."""
        read_envelope(data, REVIEW_FORMAT, REVIEW_VERSION, InvalidReview, "Vegas game review")
        record = Record.from_json(data.get("record"))
        try:
            budget = Budget.from_json(data.get("budget"))
            done = [Valuation.from_json(v) for v in data.get("decisions") or ()]
            first = [int(seat) for seat in data.get("first") or ()]
        except (KeyError, TypeError, ValueError) as bad:
            raise InvalidReview(f"the kept review is damaged ({bad})") from None
        return Reviewer(record, budget, done, first)


def rolls_of(states: Sequence[State], actions: Sequence[Action]) -> list[RollSpan]:
    """Every roll of the record whose roller decides again right after its dice (chance steps between)."""
    found = []
    for i, action in enumerate(actions):
        if not isinstance(action, Roll) or not states[i + 1].is_chance_node():
            continue
        after = i + 1
        while after < len(actions) and states[after].is_chance_node():
            after += 1
        if after < len(actions) and states[after].current_player() == states[i].current_player():
            found.append(RollSpan(i, i + 1, after))
    return found


def decisions_to_value(states: Sequence[State], actions: Sequence[Action], rolls: Sequence[RollSpan]) -> list[int]:
    """The record's steps to value, in order: every decision with a choice, and both sides of every roll."""
    wanted = {r.before for r in rolls} | {r.after for r in rolls}
    for i in range(len(actions)):
        state = states[i]
        if not state.is_chance_node() and len(state.legal_actions()) > 1:
            wanted.add(i)
    return sorted(wanted)
