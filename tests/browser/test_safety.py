"""Text from players, the URL and the browser's storage is shown as text, never run as HTML."""

from __future__ import annotations

import json

from vegas.ui.table import HUMAN, Seat, Settings, Table

ATTACK = "<img src=x onerror=window.__xss=1>"


def assert_not_run(page) -> None:
    """No element was made from the attack and its script never ran."""
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    assert page.evaluate("typeof window.__xss") == "undefined"


def test_a_name_typed_in_the_new_game_form_is_shown_as_text(game, page):
    game.open()
    page.fill("input[name=name0]", ATTACK)
    page.select_option("select[name=kind1]", HUMAN)
    page.select_option("select[name=players]", "2")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-action=roll]")
    game.act("roll")
    page.wait_for_selector("[data-action^=place]")
    assert ATTACK in page.inner_text(".player[data-seat='0'] h2")
    assert f"{ATTACK} rolled" in page.inner_text("#log")
    assert ATTACK in page.inner_text("#board .status")
    assert_not_run(page)


def test_url_parameters_are_shown_as_text(game, page):
    game.open("?rules=" + ATTACK.replace(" ", "%20") + "&players=2")
    assert f"unknown rules “{ATTACK}”" in page.inner_text("#notice")
    assert_not_run(page)


def test_a_tampered_save_with_names_is_shown_as_text(game, page):
    seats = (Seat(ATTACK, "orange", HUMAN), Seat(ATTACK + "2", "blue", HUMAN))
    save = json.dumps(Table.new(Settings("classic", seats, 5)).to_save())
    page.add_init_script(f"localStorage.setItem('vegas.save', {json.dumps(save)})")
    page.add_init_script(f"localStorage.setItem('vegas.lang', {json.dumps(ATTACK)})")
    game.open()
    assert page.evaluate("document.documentElement.lang") == "en"  # a tampered language choice is ignored
    assert ATTACK in page.inner_text(".player[data-seat='0'] h2")
    assert ATTACK + "2" in page.inner_text(".player[data-seat='1'] h2")
    assert_not_run(page)


def test_a_broken_save_quoted_in_the_notice_is_shown_as_text(game, page):
    data = Table.new(Settings("classic", (Seat("Ann", "orange", HUMAN), Seat("Bo", "blue", HUMAN)), 5)).to_save()
    data["settings"]["seats"][0]["colour"] = ATTACK
    page.add_init_script(f"localStorage.setItem('vegas.save', {json.dumps(json.dumps(data))})")
    game.open()
    assert f"unknown colour “{ATTACK}”" in page.inner_text("#notice")
    assert_not_run(page)
