"""Knizia's *Vegas* in Chromium: whole games by clicks with 2, 3 and 4 players, base game and dice duel,
desktop and phone, the duel behind the "pass the device" screen, the keyboard (docs/rules.md §4)."""

from __future__ import annotations

import json
import random

import pytest

from vegas.core.record import Record

from .test_play import standings_rows


def random_pick(seed: int):
    rng = random.Random(seed)

    def pick(actions: list[str]) -> str:
        rolls = [a for a in actions if a == "roll"]
        return rolls[0] if rolls and rng.random() < 0.6 else rng.choice(actions)  # mostly roll: shorter games

    return pick


def final_state(game):
    return Record.from_json(json.loads(game.save())["record"]).replay()


def check_standings(game, page, players: int) -> None:
    """The standings shown are the engine's: the saved record replayed under CPython gives the same gold."""
    final = final_state(game)
    assert final.is_terminal()
    rows = standings_rows(page)
    assert len(rows) == players
    shown = sorted((row[2], row[1].split(" ", 1)[1]) for row in rows)
    expected = sorted((f"{gold} gold", name) for gold, name in zip(final.scores(), final.game.names, strict=True))
    assert shown == expected
    assert all(final.game.names[w] in page.inner_text("[data-testid=standings] h2") for w in final.winners())


DECISION_IN_SIGHT = """() => {
    const where = document.querySelector("#board .choosing") || document.querySelector("#board .roll-area");
    const box = where.getBoundingClientRect();
    return (box.top >= -1 && box.bottom <= innerHeight + 1) || (box.top <= 0 && box.bottom >= innerHeight);
}"""
"""Whether the place of the decision shown (the table where a counter goes, else the gold die, the duel and the
buttons) is in sight, whole, or filling the screen where it is taller than it (screen.py)."""


def in_sight_before_each_pick(page, pick):
    """``pick``, first checking that the page brought the decision into sight: on a phone the last click often
    left it at a lower table, and nothing else scrolls back (a person's finger does not scroll the page for them).
    """

    def checked(actions: list[str]) -> str:
        assert page.evaluate(DECISION_IN_SIGHT), f"the decision is out of sight at scroll {page.evaluate('scrollY')}"
        return pick(actions)

    return checked


WHOLE_GAMES = [
    # rules, seats, viewport, seed
    ("knizia", ["human", "easy", "medium"], (320, 640), 5),
    ("knizia-duel", ["human", "easy", "medium", "hard"], (1280, 800), 6),
]


@pytest.mark.parametrize("rules, kinds, viewport, seed", WHOLE_GAMES)
def test_a_whole_knizia_game_by_clicks(game, page, rules, kinds, viewport, seed):
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    game.open()
    game.start_from_form(kinds, seed=seed, rules=rules)
    page.wait_for_selector("[data-action^=pawn]")
    assert page.locator(".kz-table").count() == 14
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport[0]  # nothing sticks out
    name = f"knizia-{rules}-{len(kinds)}p"
    game.shot(f"{name}-start-{viewport[0]}x{viewport[1]}")
    pick = random_pick(seed)
    clicks = game.play_to_end(in_sight_before_each_pick(page, pick) if viewport[0] < 400 else pick, limit=3000)
    assert clicks > 20
    check_standings(game, page, len(kinds))
    game.shot(f"{name}-standings-{viewport[0]}x{viewport[1]}")
    if rules == "knizia-duel" and kinds.count("human") == 2:
        duels = sum(1 for line in page.inner_text("#log").splitlines() if "Dice duel:" in line)
        assert len(game.covers) == 2 * duels  # each side of each duel chose behind the screen


def test_a_link_opens_knizias_board_and_the_keyboard_plays_it(game, page):
    game.open("?rules=knizia-duel&players=2&seed=8")
    assert page.locator(".kz-table").count() == 14
    assert "Vegas (Knizia, 1996) with the dice duel" in page.inner_text(".status-bar")
    page.locator("[data-action='pawn 7']").click()
    page.wait_for_selector("[data-action=roll]", timeout=30_000)  # the computer stood its pawn
    game.shot("knizia-duel-turn-1280x800")
    page.keyboard.press("r")
    page.wait_for_function("document.querySelector('#log').innerText.includes('for table 7')", timeout=30_000)
    assert "You rolled" in page.inner_text("#log")
    page.set_viewport_size({"width": 390, "height": 844})
    game.shot("knizia-duel-turn-390x844")


def test_knizias_game_in_french_and_german(browser, site):
    from .conftest import visitor

    for locale, words in (("fr-FR", "Lancer le dé d'or"), ("de-DE", "Goldwürfel werfen")):
        with visitor(browser, site, locale=locale) as (game, _):
            game.open("?rules=knizia&players=2&seed=9")
            game.page.locator("[data-action^=pawn]").first.click()
            game.page.wait_for_selector("[data-action=roll]", timeout=30_000)
            assert words in game.page.inner_text("#board")
            game.shot(f"knizia-{locale}-1280x800")


def test_the_new_game_form_offers_knizia_without_the_money_choice(game, page):
    game.open()
    game.open_form()
    page.select_option("select[name=rules]", "knizia")
    assert page.locator("[data-money-options]").is_hidden()
    assert page.locator("select[name=players] option[value='5']").is_disabled()  # 2-4 players
    page.select_option("select[name=rules]", "classic")
    assert page.locator("[data-money-options]").is_visible()
