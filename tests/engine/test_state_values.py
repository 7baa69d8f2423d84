"""States are frozen values: a change makes a new state, and a change to a field that does not exist raises
instead of vanishing (``state._with(rnd=3)`` once returned the same state)."""

from __future__ import annotations

import pytest

from vegas import Game
from vegas.core.registry import CASINO_TABLE, family_rules
from vegas.games.lasvegas.state import CasinoState, Phase


@pytest.fixture(params=family_rules(CASINO_TABLE))
def state(request: pytest.FixtureRequest) -> CasinoState:
    started = Game(request.param, 3).new_initial_state()
    assert isinstance(started, CasinoState)
    return started


def test_a_change_makes_a_new_state_and_leaves_the_old_one(state: CasinoState) -> None:
    changed = state._with(phase=Phase.TURN, player=2)
    assert (changed.phase, changed.player) == (Phase.TURN, 2)
    assert changed is not state and changed != state
    assert [getattr(changed, name) for name in state._FIELDS if name not in ("phase", "player")] == [
        getattr(state, name) for name in state._FIELDS if name not in ("phase", "player")
    ]


@pytest.mark.parametrize("generated", [True, False], ids=["generated", "plain"])
def test_a_misspelt_field_raises(state: CasinoState, generated: bool) -> None:
    def change(**changes: object) -> CasinoState:
        return state._with(**changes) if generated else CasinoState._with(state, **changes)

    with pytest.raises(TypeError, match="has no field 'rnd'"):
        change(rnd=3)
    with pytest.raises(TypeError, match="has no field 'playr'"):
        change(player=1, playr=2)
