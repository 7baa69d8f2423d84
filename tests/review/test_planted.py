"""The review finds what was planted: in seeded games where seat 0 plays ``hard`` but for chosen decisions,
where it plays its worst legal move, it marks those (and none of ``hard``'s own) as mistakes or blunders, in
every rule set (issue 52)."""

from __future__ import annotations

import os

import pytest

from vegas.core.record import Record
from vegas.core.registry import playable_rules
from vegas.review import Reviewer
from vegas.review.verdict import BLUNDER, MISTAKE, verdict

from .planted import planted_game

SEEDS = {"fast": (2,), "slow": tuple(int(seed) for seed in os.environ.get("VEGAS_REVIEW_SEEDS", "1").split(","))}
"""Seeds of the default suite (one error planted in four decisions) and of the slow one (two in eight): one seed
in CI (six rule sets, about four minutes of a core), more when asked (``VEGAS_REVIEW_SEEDS=1,3,4``: seeds 1, 3
and 4 passed in every rule set when the review landed)."""
FAST_RULES = ("classic", "royale", "knizia-duel")
"""The default suite's rule sets, one per way the review values (the exact solver and the packed search, Royale's
tiles, Knizia's planner with its duels' guesses); the slow test takes every registered one (6-14 s each on a
shared machine)."""


def seat_reviewed(record: Record, seat: int) -> Reviewer:
    """The review with ``seat``'s decisions valued (they come first), the others' left."""
    reviewer = Reviewer(record, first=(seat,))
    while reviewer.pending is not None and reviewer.states[reviewer.pending].current_player() == seat:
        reviewer.step()
    return reviewer


def check_planted(rules: str, seed: int, plants: int, decisions: int) -> None:
    game = planted_game(rules, seed, plants, decisions)
    assert game.planted, f"no decision of {rules} (seed {seed}) was clear enough to plant an error"
    reviewer = seat_reviewed(game.record, game.seat)
    judged = {v.step: verdict(v.chance_lost) for v in reviewer.valuations()}
    planted = {step: judged[step] for step in game.planted}
    assert all(found in (MISTAKE, BLUNDER) for found in planted.values()), f"planted errors judged {planted}"
    wrongly = {step: judged[step] for step in game.others if judged[step] in (MISTAKE, BLUNDER)}
    assert not wrongly, f"hard's own moves marked: {wrongly}"


@pytest.mark.parametrize("rules", FAST_RULES)
@pytest.mark.parametrize("seed", SEEDS["fast"])
def test_the_planted_worst_moves_are_marked_and_hards_are_not(rules: str, seed: int) -> None:
    check_planted(rules, seed, plants=1, decisions=4)


@pytest.mark.slow
@pytest.mark.parametrize("rules", playable_rules())
@pytest.mark.parametrize("seed", SEEDS["slow"])
def test_the_planted_worst_moves_are_marked_on_more_seeds(rules: str, seed: int) -> None:
    check_planted(rules, seed, plants=2, decisions=8)
