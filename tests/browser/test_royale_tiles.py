"""Las Vegas Royale with its casino tiles in the page: whole games with 2, 3 and 5 players by clicks, and the tile
options of the new-game form. Each of the 16 tiles forced beside casino 1 and its decision played is in
``test_royale_phone.py``, by taps on a phone (it was played here by clicks as well, which checked again what the
phone test checks and took a sixth of a worker's browser time); this module keeps the faces' scripts it uses.

One page serves all the tests (a new game through the form each time, no reload: booting Pyodide is the slow part).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable

import pytest
from playwright.sync_api import expect

from vegas.ui.table import HUMAN, Seat, Settings, Table
from vegas.ui.view import game_log

from .conftest import visitor
from .test_play import standings_rows

PLAIN = ("roll", "sit-out")


def eager(target: str) -> Callable[[list[str]], str]:
    """A player who goes for casino 1 and, when a tile asks, does something (not "none") — ``target`` first."""

    def pick(actions: list[str]) -> str:
        wanted = [a for a in actions if a.startswith(target)]
        if wanted:
            return next((a for a in wanted if not a.endswith(" none") and a != "double-down 0"), wanted[0])
        if "power 1" in actions:
            return "power 1"
        if "roll" in actions:
            return "roll"
        if "place 1" in actions:
            return "place 1"
        decisions = [a for a in actions if a not in PLAIN and not a.startswith("place ")]
        doing = [a for a in decisions if not a.endswith(" none") and a != "double-down 0" and a != "stop"]
        if doing or decisions:
            return (doing or decisions)[0]
        places = [a for a in actions if a.startswith("place ")]
        return places[-1] if places else actions[0]

    return pick


TILES: dict[str, tuple[str, str]] = {
    # face: (the decision the player goes for first, what the log then says)
    "A1": ("hide 2", r"guessed \d: (right|wrong), \w+ held 2\."),
    "A2": ("place 1", r"The black dice show \d and \d\."),
    "B1": ("place-black", r"\(PRIME TIME\) chose “Place (the \d|both)"),
    "B2": ("bet higher", r"\(FIFTY FIFTY\) chose “Bet higher than \d+”\."),
    "C1": ("place 1", r"got \$100,000 from HIGH FIVE\."),
    "C2": ("place 1", r"paid .+ to the bank \(BAD LUCK\)\."),
    "D1": ("place 1", r"got (1 chip|2 chips|\$\d+,000) from the tiles\."),
    "D2": ("power", r"\(POWER PLAY\) chose “Power play: a die set to \d, placed”\."),
    "E1": ("close", r"\(NO ENTRY!\) chose “Close casino \d”\."),
    "E2": ("to-bar", r"\(KNOCKOUT\?\) chose “Put (a small die|the Biggy) into the bar”\."),
    "F1": ("block 3", r"\(BLOCK IT!\) chose “Put 3 blank dice into casino \d”\."),
    "F2": ("handicap", r"\(HANDICAP\) chose “Move a blank die from casino \d: "),
    "G1": ("split 60", r"took pile \d: "),
    "G2": ("double-down", r"\(DOUBLE DOWN\) chose “Move \d small di(ce|e)"),
    "H1": ("nice-dice", r"\(NICE DICE\) chose “Put the (Biggy showing )?\d on its space \("),
    "H2": ("choose", r"\(MY CHOICE\) chose “Take the \d: "),
}

SEATS = (Seat("Ann", "orange", HUMAN), Seat("Bo", "blue", HUMAN))


def seed_meeting(face: str, pick: Callable[[list[str]], str], evidence: re.Pattern[str]) -> tuple[int, int]:
    """The first seed on which ``pick``, playing both seats, gets the log to say ``evidence``; and how many
    clicks it takes."""
    for seed in range(1, 300):
        table = Table.new(Settings("royale", SEATS, seed, force=((1, face),)))
        clicks = 0
        while not table.state.is_terminal():
            table.play(pick(table.human_actions()))
            clicks += 1
            table.resolve_chance()
            if any(evidence.search(line) for line in game_log(table, "en")):
                return seed, clicks
    raise AssertionError(f"no seed below 300 shows {face}'s decision")


@pytest.fixture(scope="module")
def shared(browser, site):
    """One page for the module, English, requests kept to this machine."""
    with visitor(browser, site) as (game, problems):
        game.open()
        yield game, problems


def log_text(page) -> str:
    return page.inner_text("#log")


def random_player(seed: int) -> Callable[[list[str]], str]:
    """Rolls, never sits out, otherwise any choice the page offers (seeded)."""
    rng = random.Random(seed)

    def pick(actions: list[str]) -> str:
        if "roll" in actions:
            return "roll"
        choices = [a for a in actions if a != "sit-out"] or actions
        return rng.choice(sorted(choices))

    return pick


@pytest.mark.parametrize(
    "kinds, seed",
    [(["human", "human"], 31), (["human", "medium", "medium"], 32), (["human", "easy", "easy", "easy", "easy"], 33)],
    ids=["2-humans", "3-players", "5-players"],
)
def test_a_whole_royale_game_with_tiles_to_the_end(shared, kinds, seed):
    game, problems = shared
    page = game.page
    game.start_from_form(kinds, seed=seed, rules="royale", force="")
    clicks = game.play_to_end(random_player(seed))
    assert clicks > 20
    rows = standings_rows(page)
    assert len(rows) == len(kinds)
    assert "Game over." in log_text(page)
    record = json.loads(game.save())["record"]
    assert sum(1 for action in record["actions"] if action.startswith("tile ")) == 9  # 3 rounds of 3 drawn tiles
    game.shot(f"royale-tiles-{len(kinds)}p-standings-1280x800")
    problems.check()


def test_the_tile_options_hide_for_other_rules_and_refuse_nothing_silently(shared):
    game, problems = shared
    page = game.page
    game.open_form()
    page.select_option("select[name=rules]", "classic")
    assert page.locator("[data-tile-options]").is_hidden()
    page.select_option("select[name=rules]", "royale")
    assert page.locator("[data-tile-options]").is_visible()
    page.select_option("select[name=tiles]", "0")
    page.select_option("select[name=force]", "A1")
    page.click("[data-ui=start]")
    assert "casino 1 gets no tile" in page.inner_text("#new-game-error")  # refused with the reason, form kept open
    expect(page.locator("#new-game-error")).to_be_in_viewport()  # below a long form: scrolled to, not missed
    page.select_option("select[name=tiles]", "6")
    game.start_from_form(["human", "medium"], seed=4, rules="royale", force="A1")
    assert page.locator(".casino .tile").count() == 6
    problems.check()
