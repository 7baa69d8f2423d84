"""The coach at the round's end (issue 49): where the round is solved exactly (``vegas/bots/exact.py``) it shows
each choice's exact value, marked exact, on a desktop and on phones by touch."""

from __future__ import annotations

from dataclasses import replace

import pytest

from vegas.bots.exact import SOLVED_DICE
from vegas.games.lasvegas.state import CasinoState, Phase
from vegas.ui.table import Settings, Table

from .conftest import visitor
from .saves import open_saved
from .touch import PHONES

SIZES = {"1280x800": {"viewport": {"width": 1280, "height": 800}}, **PHONES}


def near_the_rounds_end(seed: int) -> Table:
    """A 2-player game (the human against ``medium``) played until the human is to roll with at least two dice,
    few enough dice left at the table to be solved, in a round before the last."""
    table = Table.new(replace(Settings.default(2), seed=seed))
    while True:
        state = table.state
        assert isinstance(state, CasinoState) and state.round < 4, "no end of a round before the last was met"
        left = [state.dice_left(seat) for seat in range(2)]
        solved = sum(left) <= SOLVED_DICE[2, 2] and left[state.player] >= 2
        if table.human_to_move() and state.phase is Phase.TURN and solved:
            return table
        if table.human_to_move():
            table.play(max(table.human_actions()))
        else:
            table.play_bot_action(table.bot().choose(table.state))
        table.resolve_chance()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_coach_shows_exact_values_marked_exact_at_the_rounds_end(browser, site, size):
    with visitor(browser, site, **SIZES[size]) as (game, _problems):
        page = game.page
        open_saved(game, near_the_rounds_end(seed=7))
        touch = size in PHONES
        press = (lambda selector: page.locator(selector).first.tap()) if touch else page.click
        press("[data-action=roll]")
        page.wait_for_selector("[data-action^=place]")
        places = page.locator("button.group[data-action^=place]").count()
        press("[data-ui=hint]")
        page.wait_for_selector(".hint", timeout=60_000)
        assert page.locator("button.group .hint").count() == places
        text = page.inner_text(".roll-area")
        assert "(exact)" in text and "than your rival this round" in text
        assert "both players playing perfectly" in text and "not a certainty" not in text
        game.shot(f"coach-exact-{size}")
