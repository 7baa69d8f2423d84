"""The table on a phone (issue 38): whole games played by taps alone on touch screens (390x844 and 320x640), with
at every decision no list of more than eight labelled buttons, no target under 44x44 CSS px or overlapping
another, and nothing axe-core finds on the main screens of every rule set (the new-game form, the board before
and after a roll, a round's payout, the standings, the replay, How to play). The checks are tests/browser/touch.py's.
"""

from __future__ import annotations

import random

import pytest

from .conftest import GamePage, visitor
from .touch import CHOOSE, PHONES, check_decision, tap_to_the_end


def tapping(seed: int):
    """A player's random taps: mostly rolls (shorter games), a Good Luck card now and then, then one of its
    spaces."""
    rng = random.Random(seed)

    def pick(moves: list[str]) -> str:
        lit = [move for move in moves if move.startswith("luck ")]
        if lit:
            return rng.choice(lit)
        cards = [move for move in moves if move.startswith(CHOOSE)]
        if cards and rng.random() < 0.3:
            return rng.choice(cards)
        if "roll" in moves and rng.random() < 0.6:
            return "roll"
        return rng.choice([move for move in moves if not move.startswith(CHOOSE)] or moves)

    return pick


def start_by_taps(game: GamePage, rules: str, kinds: list[str], seed: int) -> None:
    """The first visit's new-game form, checked, then filled in (a list is picked as a phone picks it) and
    started with a tap."""
    page = game.page
    page.wait_for_selector("#new-game-dialog[open]")
    check_decision(game, "the new-game form", axe=True)
    page.select_option("select[name=rules]", rules)
    page.select_option("select[name=players]", str(len(kinds)))
    for i, kind in enumerate(kinds):
        page.select_option(f"select[name=kind{i}]", kind)
    page.fill("input[name=seed]", str(seed))
    page.locator("[data-ui=start]").tap()
    page.wait_for_selector("#new-game-dialog", state="hidden")


def replay_and_how_to_play_by_taps(game: GamePage, sizes: bool = True) -> None:
    """From the standings: the replay (checked at its last move and one back), then How to play from the header's
    menu (checked), closed by Escape."""
    page = game.page
    page.locator("#end-dialog [data-ui=replay]").tap()
    page.wait_for_selector("[data-testid=replay]")
    check_decision(game, "the replay", axe=True, sizes=sizes)
    page.locator("[data-ui=replay-back]").tap()
    check_decision(game, "the replay, one move back", sizes=sizes)
    menu = page.locator("[data-menu]")
    menu.tap()
    assert menu.get_attribute("aria-expanded") == "true"
    page.locator("header [data-ui=help]").tap()
    page.wait_for_selector("#help-dialog[open]")
    assert menu.get_attribute("aria-expanded") == "false"  # a command chosen from the menu closes it
    check_decision(game, "How to play", axe=True, sizes=sizes)
    page.keyboard.press("Escape")
    page.wait_for_selector("#help-dialog", state="hidden")


GAMES = [
    # rules, seats, phone, seed: the harness (Knizia's two rule sets and classic, every decision checked)
    ("knizia", ["human", "easy"], "390x844", 5),
    ("knizia-duel", ["human", "human"], "320x640", 4),  # two people at one phone: the duel's covers
    ("classic", ["human", "easy", "medium"], "320x640", 7),
    ("classic", ["human", "easy"], "390x844", 8),
]


@pytest.mark.parametrize("rules, kinds, phone, seed", GAMES)
def test_a_whole_game_by_taps_on_a_phone_keeps_every_target_in_reach(browser, site, rules, kinds, phone, seed):
    with visitor(browser, site, **PHONES[phone]) as (game, _problems):
        game.open()
        start_by_taps(game, rules, kinds, seed)
        taps = tap_to_the_end(game, tapping(seed), axe_every=15)
        assert taps > 10
        game.shot(f"touch-{rules}-{len(kinds)}p-standings-{phone}")
        assert game.page.locator("[data-testid=standings] > table > tbody > tr").count() == len(kinds)
        replay_and_how_to_play_by_taps(game)


@pytest.mark.parametrize("rules", ["classic-neutral", "royale-basic", "royale"])
def test_axe_core_finds_nothing_on_the_main_screens(browser, site, rules):
    """The other rule sets' main screens, by taps on a phone, axe-core only (Royale's tile decisions have their
    own run of every face)."""
    with visitor(browser, site, **PHONES["390x844"]) as (game, _problems):
        game.open()
        start_by_taps(game, rules, ["human", "easy"], 3)
        tap_to_the_end(game, tapping(3), axe_every=1000, sizes=False)
        replay_and_how_to_play_by_taps(game, sizes=False)
