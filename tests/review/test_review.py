"""The review's rules (issue 52; the luck's accounts are test_luck.py's): verdicts and accuracy by the thresholds
of docs/bots.md, a review stopped and kept as JSON goes on to the same result, and a review kept for another game
is refused."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator

import pytest

from vegas.bots import finish, make_bot
from vegas.core.game import Game
from vegas.core.record import Record
from vegas.core.registry import RULESETS, RuleSet, registered
from vegas.core.session import Match
from vegas.review import Budget, InvalidReview, Reviewer, review_json
from vegas.review.valuation import EXACT, EXACT_MONEY, SEARCH
from vegas.review.verdict import BEST, BLUNDER, GOOD, INACCURACY, MISTAKE, move_accuracy, verdict

CHEAP = Budget(playouts=40, seeds=1)
"""Enough to run the search where nothing is solved; these tests check the solved zone and the bookkeeping."""


def two_rounds(rules: str) -> RuleSet:
    return dataclasses.replace(RULESETS[rules], id=f"{rules}-review", name="two rounds", rounds=2, referee=None)


def played(rules: str, seed: int, bots: tuple[str, str] = ("medium", "medium")) -> Record:
    match = Match(Game(rules, 2), seed)
    players = [make_bot(name, random.Random(f"{seed}:{s}")) for s, name in enumerate(bots)]
    while True:
        match.advance_chance()
        if match.state.is_terminal():
            return match.record()
        match.play(players[match.state.current_player()].choose(match.state))


def test_verdicts_follow_the_thresholds_of_win_chance_lost_in_the_whole_points_shown() -> None:
    lost = (0.0, 0.004, 0.006, 0.01, 0.044, 0.0497, 0.05, 0.094, 0.096, 0.10, 0.144, 0.146, 0.15, 0.9)
    assert [verdict(x) for x in lost] == [
        BEST,
        BEST,
        GOOD,  # shown as 1 point
        GOOD,
        GOOD,
        INACCURACY,  # shown as 5 points
        INACCURACY,
        INACCURACY,
        MISTAKE,
        MISTAKE,
        MISTAKE,
        BLUNDER,
        BLUNDER,
        BLUNDER,
    ]


def test_accuracy_is_lichess_curve() -> None:
    assert move_accuracy(0.0) == 100.0
    assert move_accuracy(-0.1) == 100.0
    assert move_accuracy(0.05) == pytest.approx(80.8, abs=0.1)
    assert move_accuracy(0.20) == pytest.approx(41.0, abs=0.1)
    assert move_accuracy(1.0) == 0.0


@pytest.fixture(scope="module")
def record() -> Iterator[Record]:
    """A game of two rounds (the first's end solved for money, the last's for the win chance)."""
    entry = two_rounds("classic")
    with registered(entry):
        yield played(entry.id, 3)


def test_a_review_stopped_and_kept_goes_on_to_the_same_result(record: Record) -> None:
    whole = Reviewer(record, CHEAP).run()
    halted = Reviewer(record, CHEAP)
    chunks = 0
    for _ in range(whole.total // 2):
        thinking = halted.step_steps()
        while True:
            try:
                next(thinking)
                chunks += 1
            except StopIteration:
                break
    assert chunks > 0  # the searches and solves yield between chunks, as the bots' do
    kept = json.loads(json.dumps(halted.to_json()))
    again = Reviewer.from_json(kept)
    assert not again.finished and len(again.done) == whole.total // 2
    again.run()
    assert review_json(again) == review_json(whole)
    assert {v.basis for v in whole.valuations()} == {EXACT, EXACT_MONEY, SEARCH}


def test_money_given_away_is_never_negative(record: Record) -> None:
    """Seat 1 of this game made moves that won more money than the best ones (taken for the game's sake, or
    judged worse for it): the signed differences summed to -14.5 thousand given away; none counts now."""
    reviewer = Reviewer(record, CHEAP).run()
    seats = review_json(reviewer)["seats"]
    valuations = [v for v in reviewer.valuations() if len(v.values) > 1]
    assert any(v.money_lost < 0 for v in valuations)  # moves that won more money than the best: none counts
    for seat in seats:
        mine = [v for v in valuations if v.seat == seat["seat"]]
        assert seat["money_given"] == pytest.approx(sum(max(0.0, v.money_lost) for v in mine))
        assert seat["money_given"] >= 0
    assert seats[1]["money_given"] > 0  # what its other moves gave away still counts


def test_a_review_values_every_decision_with_a_choice_and_both_sides_of_each_roll(record: Record) -> None:
    reviewer = Reviewer(record, CHEAP)
    states = reviewer.states
    for step, state in enumerate(states[:-1]):
        if not state.is_chance_node() and len(state.legal_actions()) > 1:
            assert step in reviewer.todo
    assert reviewer.rolls and all(r.before in reviewer.todo and r.after in reviewer.todo for r in reviewer.rolls)
    assert all(states[r.before].current_player() == states[r.after].current_player() for r in reviewer.rolls)


def test_a_kept_review_of_another_game_is_refused(record: Record) -> None:
    reviewer = Reviewer(record, CHEAP)
    finish(reviewer.step_steps())
    kept = reviewer.to_json()
    other = played(record.game.rules, 4).to_json()
    with pytest.raises(InvalidReview, match="not of this game"):
        Reviewer.from_json({**kept, "record": other})
    with pytest.raises(InvalidReview, match="damaged"):
        Reviewer.from_json({**kept, "decisions": [{"step": "x"}]})
    with pytest.raises(InvalidReview, match="not a Vegas game review"):
        Reviewer.from_json({**kept, "format": "chess"})
