"""A decision observed by a player can be rebuilt as a state (``decide`` and user bots rely on it)."""

import copy
import json

import pytest

from tests.bots.test_legal import random_positions
from vegas import InvalidState
from vegas.core.observation import state_from_observation


@pytest.mark.parametrize(
    "rules, players", [("classic", 2), ("classic", 5), ("classic-neutral", 3), ("royale-basic", 2), ("royale-basic", 4)]
)
def test_every_decision_is_rebuilt_from_what_the_players_see(rules, players):
    for state in random_positions(rules, players, 150, seed=players):
        view = json.loads(json.dumps(state.observation()))
        rebuilt = state_from_observation(view)
        mine, theirs = rebuilt.to_json(), state.to_json()
        for save in (mine, theirs):
            save.pop("last_payout")  # the observation does not show the last round's payout
            if rules.startswith("royale"):
                save["game"].pop("start_player")  # after round 1 Royale's start player comes from the payout
        assert mine == theirs
        assert rebuilt.legal_actions() == state.legal_actions()


def a_view():
    return random_positions("classic", 3, 30, seed=1)[-1].observation()


@pytest.mark.parametrize(
    "spoil, message",
    [
        (lambda v: v.update(phase="rolling"), "seat to move"),
        (lambda v: v["pile"].update(unseen=3), "the pile's unseen part"),
        (lambda v: v["casinos"][0]["money"].extend([90] * 6), "too many"),
        (lambda v: v["casinos"][1]["dice"].update(Zoe=1), "unknown owner"),
        (lambda v: v["seats"][0].update(dice_left={"own": 9}), "inconsistent"),
        (lambda v: v.pop("round"), "lacks"),
        (lambda v: v.update(seats="three"), "seats must be a list"),
        (lambda v: v.update(rules="yahtzee"), "unknown rules"),
    ],
)
def test_an_impossible_observation_is_refused_with_what_is_wrong(spoil, message):
    view = copy.deepcopy(a_view())
    spoil(view)
    with pytest.raises(InvalidState, match=message):
        state_from_observation(view)
