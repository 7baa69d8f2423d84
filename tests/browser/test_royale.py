"""Las Vegas Royale (basic game) in the page: chips, sit-out, the Biggy, 2-player neutral dice."""

from __future__ import annotations

import json

from vegas.core.record import Record
from vegas.ui.table import bot_levels

from .test_play import standings_rows


def sit_out_sometimes(actions: list[str]) -> str:
    """Roll; after a roll with few values showing, sit out while a chip is left, else the highest value."""
    if "roll" in actions:
        return "roll"
    places = sorted(a for a in actions if a.startswith("place"))
    if "sit-out" in actions and len(places) <= 2:
        return "sit-out"
    return places[-1]


def test_two_humans_play_royale_with_neutral_dice_to_the_end(game, page):
    game.open()
    game.start_from_form(["human", "human"], seed=77, rules="royale-basic")
    game.faster()
    page.wait_for_selector("[data-action=roll]")
    assert "white" in page.inner_text("#board .casinos")  # the 8 white (neutral) dice were rolled onto the casinos
    assert "2 chips" in page.inner_text(".player[data-seat='0']")
    game.act("roll")
    page.wait_for_selector("[data-action=sit-out]")
    game.shot("royale-2p-choice-1280x800")
    game.play_to_end(sit_out_sometimes)
    final = Record.from_json(json.loads(game.save())["record"]).replay()
    assert final.is_terminal() and final.game.rules == "royale-basic" and final.round == 3
    assert "sit-out" in Record.from_json(json.loads(game.save())["record"]).actions
    rows = standings_rows(page)
    assert len(rows) == 2 and len(rows[0]) == 5  # place, player, money, cards + chips, chips
    game.shot("royale-2p-standings-1280x800")


def test_five_players_royale_against_the_computer_to_the_end(game, page):
    game.open()
    game.start_from_form(["human"] + [bot_levels()[0]] * 4, seed=78, rules="royale-basic")
    game.faster()
    page.wait_for_selector("[data-action=roll]")
    assert page.locator(".player").count() == 5
    game.play_to_end(sit_out_sometimes)
    assert len(standings_rows(page)) == 5
    page.set_viewport_size({"width": 390, "height": 844})
    game.shot("royale-5p-standings-390x844")


def test_on_a_phone_a_stack_with_the_biggy_still_shows_its_owners_name(game, page):
    page.set_viewport_size({"width": 390, "height": 844})
    game.open("?rules=royale-basic&players=3&seed=4")
    game.faster()
    while page.locator(".stack .biggy-badge").count() == 0:
        actions = game.next_choice()
        assert actions is not None, "no Biggy was placed before the end"
        places = [a for a in actions if a.startswith("place")]
        game.act(places[-1] if places else actions[0])
    name = page.locator(".stack:has(.biggy-badge) .stack-name").first
    assert name.evaluate("n => n.scrollWidth <= n.clientWidth"), name.inner_text()  # not cut to "C…"
    game.shot("royale-biggy-stack-390x844")
