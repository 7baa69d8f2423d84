"""The coach at the round's end (issue 49): where the round is solved exactly (``vegas/bots/exact.py``) it shows
each choice's exact value, marked exact, on a desktop and on phones by touch."""

from __future__ import annotations

from dataclasses import replace

import pytest

from vegas.bots.base import finish
from vegas.bots.exact import SOLVED_DICE, best_actions, exact_steps
from vegas.games.lasvegas.state import CasinoState, Phase
from vegas.ui.app.coach import exact_hint
from vegas.ui.table import Settings, Table
from vegas.ui.text import t

from .conftest import visitor
from .saves import open_saved
from .touch import PHONES

HINTS = """() => Object.fromEntries([...document.querySelectorAll('button.group[data-action^=place]')].map(
    (group) => [group.dataset.action, group.querySelector('.hint').textContent]))"""
"""Each choice's hint, by the action it places."""
SIZES = {"1280x800": {"viewport": {"width": 1280, "height": 800}}, **PHONES}


def near_the_rounds_end(seed: int, dice: int | None = None) -> Table:
    """A 2-player game (the human against ``medium``) played until the human is to roll with at least two dice,
    few enough dice left at the table to be solved (``dice`` exactly, if given), in a round before the last."""
    table = Table.new(replace(Settings.default(2), seed=seed))
    while True:
        state = table.state
        assert isinstance(state, CasinoState) and state.round < 4, "no end of a round before the last was met"
        left = [state.dice_left(seat) for seat in range(2)]
        solved = (sum(left) <= SOLVED_DICE[2, 2] if dice is None else sum(left) == dice) and left[state.player] >= 2
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


def test_the_coach_solves_the_zones_edge_in_the_page_as_cpython_does(browser, site):
    """At the most dice the page solves (``SOLVED_DICE``: its longest solve, from a cold table), on a phone: each
    choice's hint is the exact value the solver gives under CPython."""
    table = near_the_rounds_end(seed=1, dice=SOLVED_DICE[2, 2])
    with visitor(browser, site, **PHONES["390x844"]) as (game, _problems):
        page = game.page
        open_saved(game, table)
        page.locator("[data-action=roll]").tap()
        page.wait_for_selector("[data-action^=place]")
        table.play(table.human_actions()[0])
        table.resolve_chance()  # the roll the page made from the same seed
        values = finish(exact_steps(table.state))
        assert values is not None, "the position is not in the solved zone"
        page.locator("[data-ui=hint]").tap()
        page.wait_for_selector(".hint", timeout=60_000)
        shown = page.evaluate(HINTS)
        assert sorted(shown) == sorted(str(v.action) for v in values)
        best, marker = {str(a) for a in best_actions(values)}, t("en", "hint_best", hint="")
        for value in values:
            hint = shown[str(value.action)]
            assert hint.removeprefix(marker) == exact_hint("en", value), (hint, value)
            assert hint.startswith(marker) == (str(value.action) in best and len(best) < len(values)), hint
        game.shot("coach-exact-edge-390x844")
