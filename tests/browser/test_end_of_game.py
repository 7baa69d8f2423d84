"""The end of the game in Chromium: the final standings show each player's money after each round as a chart,
and a few figures per player."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from playwright.sync_api import expect

from vegas.core.record import Record
from vegas.ui.table import Settings

from .saves import open_saved, played_into_round
from .test_play import highest_value, money_text, standings_rows


def test_the_final_standings_chart_each_players_money_and_give_their_figures(game, page):
    """A four-player game resumed in its last round (``saves.py``): the chart and figures are of the whole game."""
    open_saved(game, played_into_round(replace(Settings.default(4), seed=7), 4, highest_value))
    game.faster()
    game.play_to_end(highest_value)
    final = Record.from_json(json.loads(game.save())["record"]).replay()
    assert final.is_terminal()
    rows = standings_rows(page)
    assert len(rows) == 4

    dialog = page.locator("#end-dialog[open]")
    chart = dialog.locator("[data-testid=money-chart]")
    expect(chart).to_have_count(1)
    svg = chart.locator("svg[role=img]")
    expect(svg).to_be_visible()
    assert svg.locator("polyline").count() == 4  # one line per player
    assert chart.locator(".chart-legend li").count() == 4
    label = svg.get_attribute("aria-label") or ""
    assert all(name in label for name in final.game.names) and money_text(0) in svg.inner_html()
    box = svg.bounding_box()
    assert box and box["width"] > 300 and box["height"] > 150

    # the chart's figures as a table: each player's money after the last round is their final money
    chart.locator("details.chart-data summary").click()
    table = chart.locator("details.chart-data table")
    expect(table).to_be_visible()
    last = table.locator("tbody tr").evaluate_all(
        "rows => rows.map(r => [r.cells[0].innerText, r.lastElementChild.innerText])"
    )
    scores = dict(zip(final.game.names, final.scores(), strict=True))
    assert len(last) == 4 and all(money == money_text(scores[name]) for name, money in last)
    assert [name for name, _ in last] == [row[1].split(" ", 1)[1] for row in rows]  # in the standings' order

    figures = dialog.locator("[data-testid=figures]")
    expect(figures).to_be_visible()
    assert figures.locator("tbody tr").count() == 4
    assert "Casinos won" in figures.inner_text() and "Dice lost to ties" in figures.inner_text()

    chart.scroll_into_view_if_needed()
    game.shot("end-of-game-chart-1280x800")
    page.set_viewport_size({"width": 390, "height": 844})
    chart.scroll_into_view_if_needed()
    game.shot("end-of-game-chart-390x844")
    figures.scroll_into_view_if_needed()
    game.shot("end-of-game-figures-390x844")
    for width in (390, 320):  # the chart fits a phone: the dialog never scrolls sideways
        page.set_viewport_size({"width": width, "height": 700})
        box = svg.bounding_box()
        assert box and 200 < box["width"] <= width
        assert dialog.evaluate("d => d.scrollWidth <= d.clientWidth")
    chart.scroll_into_view_if_needed()
    game.shot("end-of-game-chart-320x700")

    page.keyboard.press("Escape")  # the standings closed, the board where the moves were offers them again
    expect(dialog).to_have_count(0)
    page.locator("#board [data-ui=standings]").click()
    expect(dialog.locator("[data-testid=standings]")).to_be_visible()


@pytest.mark.parametrize("rules, lang", [("royale-basic", "de"), ("royale", "fr")])
def test_the_narrowest_phone_never_scrolls_sideways_in_royale_in_german_and_french(game, page, rules, lang):
    """Royale's standings have five columns and German and French their longest words: at 320 px neither the
    table during the game nor the final standings (table, chart, figures) may be wider than the screen."""
    page.add_init_script(f"localStorage.setItem('vegas.lang', '{lang}')")
    page.set_viewport_size({"width": 320, "height": 700})
    last_round = played_into_round(replace(Settings.default(2, rules, lang), seed=7), 3, highest_value)
    open_saved(game, last_round)  # resumed in its last round (``saves.py``), the panels at their widest
    game.faster()
    actions = game.next_choice()  # read once shown: right after a click the dice rolled may not be drawn yet
    while actions is not None and not any(action.startswith("place") for action in actions):
        game.act(highest_value(actions))
        actions = game.next_choice()
    assert actions is not None, "the game ended before a placement was offered"
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    game.play_to_end(highest_value)
    dialog = page.locator("#end-dialog[open]")
    expect(dialog.locator("[data-testid=figures]")).to_be_visible()
    assert dialog.evaluate("d => d.scrollWidth <= d.clientWidth")
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    names = dialog.locator("[data-testid=standings] > table > tbody td:nth-child(2)").all_inner_texts()
    assert sorted(name.split()[-1] for name in names) == sorted(["Benno", {"de": "Du", "fr": "Vous"}[lang]])  # whole
    game.shot(f"end-of-game-{rules}-{lang}-320x700")


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_new_game_form_and_how_to_play_fit_the_narrowest_phone(game, page, lang):
    """A rule set's long name ("Las Vegas Royale (avec tuiles casino)") widened the form past a 320 px screen, the
    German title of How to play pushed its close button out of the dialog, and the log's ran under its buttons."""
    page.add_init_script(f"localStorage.setItem('vegas.lang', '{lang}')")
    page.set_viewport_size({"width": 320, "height": 700})
    game.open("?rules=royale&players=3&seed=5")
    game.wait_ready()
    crowded = page.evaluate(
        "[...document.querySelectorAll('.log-head > *')]"
        ".filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent)"
    )
    assert not crowded, "the log's title or a button beside it runs over its box (German 'Spielverlauf')"
    game.header("help")
    help_dialog = page.locator("#help-dialog[open]")
    assert help_dialog.evaluate("d => d.scrollWidth <= d.clientWidth")
    close = help_dialog.locator("[data-ui=close-dialog]").bounding_box()
    edge = help_dialog.bounding_box()
    assert close and edge and close["x"] + close["width"] <= edge["x"] + edge["width"]
    page.keyboard.press("Escape")
    game.open_form()
    form = page.locator("#new-game-dialog[open]")
    page.select_option("select[name=rules]", "royale")
    assert form.evaluate("d => d.scrollWidth <= d.clientWidth")
