"""The table on a phone (issue 38): whole games played by taps alone on touch screens (390x844 and 320x640), with
at every decision no list of more than eight labelled buttons, no target under 44x44 CSS px or overlapping
another, and nothing axe-core finds on the main screens of every rule set (the new-game form, the board before
and after a roll, a round's payout, the standings, the replay, How to play). The checks are tests/browser/touch.py's.
"""

from __future__ import annotations

import random

import pytest

from .conftest import SHOTS, GamePage, visitor
from .touch import CHOOSE, PHONES, check_decision, tap_to_the_end


def shot(game: GamePage, name: str) -> None:
    """What the phone's screen shows (a full-page screenshot lays the page out again without the touch screen's
    media features: keys hints and 32 px buttons that the phone does not show)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    game.page.screenshot(path=str(SHOTS / f"{name}.png"))


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


def replay_and_how_to_play_by_taps(game: GamePage) -> None:
    """From the standings: the replay (checked at its last move and one back), then How to play from the header's
    menu (checked), closed by Escape."""
    page = game.page
    page.locator("#end-dialog [data-ui=replay]").tap()
    page.wait_for_selector("[data-testid=replay]")
    check_decision(game, "the replay", axe=True)
    page.locator("[data-ui=replay-back]").tap()
    check_decision(game, "the replay, one move back")
    menu = page.locator("[data-menu]")
    menu.tap()
    assert menu.get_attribute("aria-expanded") == "true"
    page.locator("header [data-ui=help]").tap()
    page.wait_for_selector("#help-dialog[open]")
    assert menu.get_attribute("aria-expanded") == "false"  # a command chosen from the menu closes it
    check_decision(game, "How to play", axe=True)
    page.keyboard.press("Escape")
    page.wait_for_selector("#help-dialog", state="hidden")


GAMES = [
    # rules, seats, phone, seed: every rule set by taps, every decision checked (issue 38's harness)
    ("knizia", ["human", "easy"], "390x844", 5),
    ("knizia-duel", ["human", "human"], "320x640", 4),  # two people at one phone: the duel's covers
    ("classic", ["human", "easy", "medium"], "320x640", 7),
    ("classic-neutral", ["human", "easy"], "390x844", 8),  # the neutral dice beside two players
    ("royale-basic", ["human", "easy"], "390x844", 3),
    ("royale", ["human", "easy"], "320x640", 9),  # the casino tiles' decisions at the narrowest phone
]
"""Every rule set once, each checked at every decision and by axe-core on its main screens (``tap_to_the_end``)."""


@pytest.mark.parametrize("rules, kinds, phone, seed", GAMES)
def test_a_whole_game_by_taps_on_a_phone_keeps_every_target_in_reach(browser, site, rules, kinds, phone, seed):
    with visitor(browser, site, service_worker=True, **PHONES[phone]) as (game, _problems):
        game.open()
        start_by_taps(game, rules, kinds, seed)
        seen: set[str] = set()

        def photograph(moment: str) -> None:  # a Good Luck card picked, a duel, a payout: once each
            page = game.page
            for what, selector in (("card", "[data-choose][aria-pressed=true]"), ("duel", "[data-action^=duel]")):
                if what not in seen and page.locator(selector).count():
                    seen.add(what)
                    shot(game, f"touch-{rules}-{what}-{phone}")
            if moment == "payout" and "payout" not in seen:
                seen.add("payout")
                shot(game, f"touch-{rules}-payout-{phone}")

        taps = tap_to_the_end(game, tapping(seed), axe_every=15, at=photograph)
        assert taps > 10
        shot(game, f"touch-{rules}-{len(kinds)}p-standings-{phone}")
        assert game.page.locator("[data-testid=standings] > table > tbody > tr").count() == len(kinds)
        replay_and_how_to_play_by_taps(game)


def test_the_header_folds_into_a_menu_and_a_roll_is_on_screen_at_320x640(browser, site):
    """At 320x640 the header took ~370 px and the rolled dice were partly off screen; it is the title and a Menu
    button now (aria-expanded, Escape closes it and gives the focus back), and a wide screen shows its controls."""
    with visitor(browser, site, **PHONES["320x640"]) as (game, _problems):
        game.open("?seed=5&players=3")
        page = game.page
        menu = page.locator("[data-menu]")
        assert page.locator("header.top").bounding_box()["height"] < 70
        assert page.locator("header [data-ui=new-game]").is_hidden()
        menu.tap()
        assert menu.get_attribute("aria-expanded") == "true" and page.locator("header [data-ui=new-game]").is_visible()
        page.keyboard.press("Escape")
        assert menu.get_attribute("aria-expanded") == "false" and page.locator("header [data-ui=new-game]").is_hidden()
        assert page.evaluate("document.activeElement.dataset.menu === ''")
        status_top = page.locator("#board .casinos").bounding_box()["y"]
        page.locator("[data-action=roll]").tap()
        page.wait_for_selector("[data-action^=place]")
        assert page.locator("#board .casinos").bounding_box()["y"] == status_top  # the status keeps its room
        for group in page.locator(".rolled .group").all():
            box = group.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= 640, "a rolled group off screen"
        shot(game, "touch-classic-rolled-320x640")
        page.set_viewport_size({"width": 1280, "height": 800})
        assert menu.is_hidden() and page.locator("header [data-ui=new-game]").is_visible()
