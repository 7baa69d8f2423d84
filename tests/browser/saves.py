"""Games played under CPython up to a late round and handed to the page as its saved game, for the tests whose
subject is a game's end (the last payouts, the standings, their chart and figures): the page resumes the whole
record, as after a reload, and the browser plays only the last rounds.

Every move the browser plays costs a render in each page, and the computers' look-ahead runs there in
WebAssembly: whole games stay in the tests about playing them (test_play, test_touch, test_royale, ...).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from vegas.core.game import RULESETS
from vegas.ui.history.kept import record_key
from vegas.ui.table import Settings, Table

from .conftest import GamePage


def played_into_round(settings: Settings, round_number: int, pick: Callable[[list[str]], str]) -> Table:
    """A game of ``settings`` played until a human is to move in round ``round_number``: the human seats choose
    by ``pick`` among the moves the page would offer, the computers as the page lets them choose."""
    assert 1 < round_number <= RULESETS[settings.rules].rounds, "a round the game plays, after the first"
    return played_on(
        Table.new(settings),
        pick,
        lambda table: table.human_to_move() and getattr(table.state, "round", 0) >= round_number,
    )


def played_on(table: Table, pick: Callable[[list[str]], str], until: Callable[[Table], bool]) -> Table:
    """``table`` played on, as ``played_into_round`` plays, until ``until`` says so (or, if it says so, to the end)."""
    while not until(table):
        assert not table.state.is_terminal(), "the game ended first"
        if table.human_to_move():
            table.play(pick(table.human_actions()))
        else:
            table.play_bot_action(table.bot().choose(table.state))
        table.resolve_chance()
    return table


def open_saved(game: GamePage, table: Table, query: str = "") -> None:
    """The page opened at ``query`` with ``table`` as its saved game, as a player returning to it finds it."""
    page = game.page
    page.goto("/static/style.css")  # a page of the site without the game, to write the game's storage
    page.evaluate("save => localStorage.setItem('vegas.save', save)", json.dumps(table.to_save()))
    game.open(query)


def wait_kept(game: GamePage, table: Table) -> None:
    """Until Your games holds ``table``'s game: the page keeps a game that ended in the background, and a test that
    leaves the page first (another saved game opened) would lose it, as a tab closed that soon would."""
    game.page.wait_for_function(
        "async (key) => JSON.parse(await window.vegasHistory.all()).some((game) => game.key === key)",
        arg=record_key(table.match.record().to_json()),
    )
