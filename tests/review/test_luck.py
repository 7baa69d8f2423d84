"""Luck sums (issue 52): over many seeded games, the luck of every roll and the change each decision made add up
to what the game gave minus what was expected at the start: exactly per round where the round's end is solved,
within the searches' error where it is estimated (docs/bots.md, *The game review*).

Seat 0's view throughout: the other seat's luck and decisions count against it (two seats, zero-sum). A
decision's change is the value of the move made minus the value the roll's luck was measured up to
(``Valuation.reference``): the best move's where solved, the search model's where searched.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pytest

from vegas.bots import finish, make_bot
from vegas.bots.exact import solvable
from vegas.core.game import Game
from vegas.core.record import Record
from vegas.core.registry import RULESETS, RuleSet, registered
from vegas.core.session import Match
from vegas.core.state import State
from vegas.review import Budget, Reviewer
from vegas.review.valuation import SEARCH, Valuation, turn_position, value_steps

SOLVED = ("classic", "classic-neutral")
"""The tables the solver models (two owners of dice, and three with the neutral one)."""
EXACT_GAMES = 16
"""Seeded games of two rounds per table whose rounds' ends are checked: each identity must hold to rounding."""
SEARCHED_GAMES = 16
"""Seeded one-round games reviewed whole, mostly by the search (about a second each)."""
SEARCHED = Budget(playouts=150, seeds=1)
"""A quarter of the review's playouts: the test measures the accounts, not the verdicts; less noise per
estimate would only tighten the bounds below."""
K = 3.0
"""How many standard errors of the mean the searched games' leftover may stand off 0."""


def variant(rules: str, rounds: int) -> RuleSet:
    return dataclasses.replace(RULESETS[rules], id=f"{rules}-luck{rounds}", name="luck", rounds=rounds, referee=None)


def played(rules: str, seed: int) -> Record:
    """A seeded game of ``medium`` against ``easy`` (who errs, so that the decisions change something)."""
    match = Match(Game(rules, 2), seed)
    bots = [make_bot(name, random.Random(f"{seed}:{s}")) for s, name in enumerate(("medium", "easy"))]
    while True:
        match.advance_chance()
        if match.state.is_terminal():
            return match.record()
        match.play(bots[match.state.current_player()].choose(match.state))


def solved(state: State) -> bool:
    return turn_position(state) is not None or solvable(state) is not None


def exact_reviewed(record: Record) -> Reviewer:
    """The review with only the decisions in the solved zone valued (the searched ones are not what is checked)."""
    reviewer = Reviewer(record, Budget(playouts=1, seeds=1))
    for step in reviewer.todo:
        if solved(reviewer.states[step]):
            valued = finish(value_steps(reviewer.states[step], step, reviewer.actions[step], reviewer.budget))
            reviewer.done[step] = valued
    return reviewer


@dataclass(frozen=True)
class Account:
    """One stretch of a game from seat 0's view: what was expected at its start, what its rolls' luck and its
    decisions' changes came to, and what it gave."""

    expected: float
    luck: float
    decisions: float
    result: float

    @property
    def leftover(self) -> float:
        return self.result - self.expected - self.luck - self.decisions


def seat0(v: Valuation, value: float, chance: bool) -> float:
    """A value of ``v``'s mover (its win chance, or its money this round minus the other seat's) as seat 0's."""
    if v.seat == 0:
        return value
    return 1.0 - value if chance else -value


def account(reviewer: Reviewer, steps: Sequence[int], result: float, chance: bool) -> Account:
    """The account of the valued decisions ``steps`` (the first one the decision that rolls first) in win chance
    (``chance``) or money: every roll between them and every decision's change, signed for seat 0."""
    measure = "chance" if chance else "money"
    first = reviewer.done[steps[0]]
    expected = seat0(first, getattr(first.value_of(first.made), "chance" if chance else "mean_money"), chance)
    rolls = {r.step for r in reviewer.rolls if r.before in steps and r.after in steps}
    luck = sum(getattr(x, measure) * (1.0 if x.seat == 0 else -1.0) for x in reviewer.lucks() if x.step in rolls)
    decisions = 0.0
    for step in steps:
        v = reviewer.done[step]
        made, reference = v.value_of(v.made), v.value_of(v.reference)
        change = made.chance - reference.chance if chance else made.mean_money - reference.mean_money
        decisions += change * (1.0 if v.seat == 0 else -1.0)
    return Account(expected, luck, decisions, result)


def round_accounts(reviewer: Reviewer) -> Iterator[tuple[str, Account]]:
    """Each round's solved end: in money in every round, in win chance in the last (where it is exact)."""
    states = reviewer.states
    rounds = sorted({v.round for v in reviewer.done.values() if v.round is not None})
    assert rounds, "no decision in the solved zone"
    for round_ in rounds:
        steps = sorted(s for s, v in reviewer.done.items() if v.round == round_)
        assert all(v.basis != SEARCH for s, v in reviewer.done.items() if v.round == round_)
        assert any(r.before == steps[0] for r in reviewer.rolls), "the solved zone starts with a roll"
        ends = [i for i, s in enumerate(states) if s.is_terminal() or s.observation().get("round") == round_ + 1]
        before = next((s for s in states if s.observation().get("round") == round_), states[0]).scores()
        after = states[ends[0]].scores() if ends else states[-1].scores()
        margin = float((after[0] - before[0]) - (after[1] - before[1]))
        yield f"round {round_} money", account(reviewer, steps, margin, chance=False)
        if states[-1].is_terminal() and round_ == states[-1].observation().get("rounds", round_):
            yield f"round {round_} win chance", account(reviewer, steps, states[-1].returns()[0], chance=True)


@pytest.fixture(scope="module", params=SOLVED)
def exact_reviews(request: pytest.FixtureRequest) -> Iterator[list[Reviewer]]:
    entry = variant(request.param, 2)
    with registered(entry):  # the states read their rules from the registry
        yield [exact_reviewed(played(entry.id, seed)) for seed in range(EXACT_GAMES)]


def test_where_solved_each_rounds_luck_and_decisions_sum_to_its_result_minus_the_expectation(
    exact_reviews: list[Reviewer],
) -> None:
    checked = 0
    for seed, reviewer in enumerate(exact_reviews):
        for what, got in round_accounts(reviewer):
            assert got.leftover == pytest.approx(0.0, abs=1e-6), (seed, what, got)
            checked += 1
    assert checked >= EXACT_GAMES * 3  # both rounds in money, the last in win chance too


def test_where_solved_luck_is_no_accounting_trick(exact_reviews: list[Reviewer]) -> None:
    """The identity above must not hold by the luck alone or the decisions alone: both carry weight."""
    accounts = [got for reviewer in exact_reviews for _, got in round_accounts(reviewer)]
    assert sum(abs(a.luck) > 1e-3 for a in accounts) >= len(accounts) // 2
    assert sum(abs(a.decisions) > 1e-3 for a in accounts) >= len(accounts) // 4


def mean_and_error(xs: Sequence[float]) -> tuple[float, float]:
    mean = sum(xs) / len(xs)
    return mean, math.sqrt(sum((x - mean) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


def rms(xs: Sequence[float]) -> float:
    return math.sqrt(sum(x * x for x in xs) / len(xs))


def test_where_searched_the_whole_games_luck_and_decisions_sum_to_the_result_within_the_error() -> None:
    """One-round games reviewed whole in win chance: the searched decisions, then the solved end. What is left
    over (the result minus the expectation at the first roll, the luck and the decisions' changes) is the
    searches' own error from one valued position to the next (and at the solved zone's start, the search's
    model of play against perfect play): its mean within ``K`` standard errors of 0, and
    its size (root mean square over the games) at most half the luck's, so that a roll's luck left out or
    measured from the wrong expectation shows (one seat's luck is about two thirds of the whole)."""
    entry = variant("classic", 1)
    with registered(entry):
        accounts = []
        for seed in range(SEARCHED_GAMES):
            reviewer = Reviewer(played(entry.id, 100 + seed), SEARCHED).run()
            steps = sorted(s for s in reviewer.done if s >= reviewer.rolls[0].before)
            assert any(reviewer.done[s].basis == SEARCH for s in steps)
            accounts.append(account(reviewer, steps, reviewer.states[-1].returns()[0], chance=True))
    mean, error = mean_and_error([a.leftover for a in accounts])
    assert abs(mean) <= K * error, (mean, error, accounts)
    left, luck = rms([a.leftover for a in accounts]), rms([a.luck for a in accounts])
    assert left <= luck / 2, (left, luck)
