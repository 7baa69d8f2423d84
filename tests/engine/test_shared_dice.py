"""Shared dice (``vegas/core/shared_dice.py``, issue 37): hash chains, runs dealt from every device's link, a
match that waits for a run's links, and records checked roll by roll against them. The protocol between
devices that uses them is tested in ``tests/ui/test_shared_dice.py``."""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vegas.core.errors import InvalidRecord
from vegas.core.game import Game
from vegas.core.record import Record
from vegas.core.session import Match
from vegas.core.shared_dice import DiceProblem, HashChain, SharedDice, hashed


def test_a_chain_s_links_each_hash_to_the_one_before_and_the_first_to_its_head() -> None:
    chain = HashChain()
    assert hashed(chain.link(0)) == chain.head and hashed(chain.link(5)) == chain.link(4)
    assert HashChain(chain.secret).head == chain.head  # a reloaded page gets its chain back from its secret
    dice = SharedDice((chain.head, HashChain().head))
    with pytest.raises(DiceProblem):  # another chain's link
        dice.check_link(0, 0, HashChain().link(0))
    with pytest.raises(DiceProblem):  # a link for a later run
        dice.check_link(0, 1, chain.link(1))
    with pytest.raises(DiceProblem):
        dice.check_link(0, 0, "not a link")
    other = HashChain()
    dice = SharedDice((chain.head, other.head)).dealt([chain.link(0), other.link(0)])
    dice = dice.dealt([chain.link(1), None])  # the second device had left the table for run 1
    dice = dice.dealt([chain.link(2), other.link(2)])  # back: its link hashes forward over the run it missed
    assert dice.chance(2, 0) is not None and dice.chance(3, 0) is None
    assert SharedDice.from_json(json.loads(json.dumps(dice.to_json()))) == dice


def test_a_run_s_outcome_needs_every_link_and_changes_with_any_of_them() -> None:
    mine, theirs = HashChain(), HashChain()
    dice = SharedDice((mine.head, theirs.head))
    assert dice.chance(0, 0) is None  # nothing to draw from before the links are in
    drawn = dice.dealt([mine.link(0), theirs.link(0)]).chance(0, 0)
    other = SharedDice((mine.head, (fresh := HashChain()).head)).dealt([mine.link(0), fresh.link(0)]).chance(0, 0)
    assert drawn is not None and other is not None and drawn.random() != other.random()


def test_a_match_with_shared_dice_waits_for_each_run_and_its_record_checks_every_roll() -> None:
    chains = [HashChain(), HashChain()]
    match = Match(Game("classic", 2), 7, SharedDice(tuple(chain.head for chain in chains)))
    assert match.waiting_for_dice == 0 and match.advance_chance() == []  # the first deal waits for its links
    rng = random.Random(1)
    while not match.state.is_terminal():
        run = match.waiting_for_dice
        if run is not None:
            assert match.dice is not None
            match.dice = match.dice.dealt([chain.link(run) for chain in chains])
        match.advance_chance()
        if not match.state.is_terminal() and not match.state.is_chance_node():
            match.play(rng.choice(match.state.legal_actions()))
    record = Record.from_json(json.loads(json.dumps(match.record().to_json())))
    assert record.dice == match.dice and record.replay() == match.state
    assert Match.from_record(record).until(10).waiting_for_dice is None  # a replay deals the same dice again
    data = match.record().to_json()
    roll = max(i for i, text in enumerate(data["actions"]) if text.startswith("dice "))
    faces = data["actions"][roll].split()[1:]
    data["actions"][roll] = "dice " + " ".join(["2" if faces == ["1"] * len(faces) else "1"] * len(faces))
    with pytest.raises(InvalidRecord, match="revealed links"):
        Record.from_json(data).replay()


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=70),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(heads=JSON, gave=JSON, last=JSON, alone=JSON)
def test_hostile_shared_dice_are_refused_with_a_dice_problem_never_a_crash(heads, gave, last, alone) -> None:
    chain = HashChain()
    for data in (
        {"heads": heads, "gave": gave, "last": last, "alone_from": alone},
        {"heads": [chain.head], "gave": gave, "last": last},
        {"heads": [chain.head], "gave": ["1"], "last": [chain.link(0)], "alone_from": alone},
    ):
        with contextlib.suppress(DiceProblem):  # refused is fine; any other exception fails the test
            SharedDice.from_json(data)
