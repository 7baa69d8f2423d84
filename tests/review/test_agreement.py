"""Two reviews of one game on other seeds agree on which decisions are mistakes (or blunders) wherever the win
chance lost is clear of the mistake threshold by more than their spreads (issue 52; docs/bots.md, *The game
review*: the budget measured for it)."""

from __future__ import annotations

import random

import pytest

from vegas.bots import make_bot
from vegas.core.game import Game
from vegas.core.record import Record
from vegas.core.session import Match
from vegas.review import Budget, Reviewer
from vegas.review.verdict import MISTAKE, THRESHOLDS

LINE = next(least for least, name in THRESHOLDS if name == MISTAKE) - 0.005
"""Where a mistake begins: verdicts judge the whole points shown, and 9.5 points show as 10."""
MARGIN = 3.0
"""How many combined spreads (standard errors) a loss must stand off the threshold to be called clear."""


def first_round(rules: str, seed: int, actions: int) -> Record:
    match = Match(Game(rules, 2), seed)
    bots = [make_bot(name, random.Random(f"{seed}:{s}")) for s, name in enumerate(("medium", "easy"))]
    while len(match.actions) < actions and not match.state.is_terminal():
        match.advance_chance()
        if not match.state.is_terminal():
            match.play(bots[match.state.current_player()].choose(match.state))
    return match.record()


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["classic"])  # Royale's agreement is measured by tests/bench/review.py
def test_two_reviews_on_other_seeds_agree_on_the_clear_mistakes(rules: str) -> None:
    record = first_round(rules, 11, 90)
    reviews = [Reviewer(record, Budget(seed=seed)).run() for seed in (1, 2)]
    first, second = ({v.step: v for v in r.valuations() if len(v.values) > 1} for r in reviews)
    clear = 0
    for step, a in first.items():
        b = second[step]
        noise = MARGIN * (a.spread + b.spread)
        if min(abs(a.chance_lost - LINE), abs(b.chance_lost - LINE)) <= noise:
            continue
        clear += 1
        assert (a.chance_lost >= LINE) == (b.chance_lost >= LINE), (step, a.chance_lost, b.chance_lost, noise)
    assert clear >= len(first) * 3 // 4, f"only {clear} of {len(first)} decisions clear of the line"
