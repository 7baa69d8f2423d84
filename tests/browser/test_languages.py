"""The page in French and German: it follows the browser, can be switched, remembers the choice, and its
how-to-play opens from the new-game screen and from the table, by keyboard, and closes with Escape."""

from __future__ import annotations

import re

import pytest

from tests.ui.english_left import english_left
from vegas import __version__

from .conftest import READY_TIMEOUT_MS


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "locale": "fr-FR"}


def test_a_french_browser_gets_french_and_can_switch_to_german_for_good(game, page):
    page.goto("/", wait_until="domcontentloaded")
    assert page.inner_text("#loading-text") == "Ouverture des casinos…"  # before Python has started
    game.wait_ready()
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.title() == "Vegas — le jeu de dés Las Vegas"
    assert page.locator("#new-game-dialog[open]").count() == 1
    assert page.input_value("input[name=name0]") == "Vous"
    assert "Commencer" in page.inner_text("#new-game-dialog")
    assert not english_left(game.shown_text(), "fr")
    game.shot("lang-fr-new-game-1280x800")

    page.select_option("#new-game-dialog [data-lang-picker]", "de")
    page.wait_for_selector("#new-game-dialog >> text=Spiel starten")
    assert page.input_value("input[name=name0]") == "Du"  # the default name follows; typed names would stay
    page.select_option("select[name=players]", "2")
    page.fill("input[name=seed]", "17")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-action=roll]")
    assert page.evaluate("localStorage.getItem('vegas.lang')") == "de"
    assert "Würfeln" in page.inner_text(".roll-area")
    assert re.search(r"\d{2}\.000\u00a0\$", page.inner_text("#board .casinos"))  # 50.000 $, not $50,000
    game.act("roll")
    page.wait_for_selector("[data-action^=place]")
    assert "Du würfelst" in page.inner_text("#log")  # the default name is spoken to
    assert not english_left(game.shown_text(), "de")
    game.shot("lang-de-table-1280x800")

    page.reload()
    game.wait_ready()
    assert page.evaluate("document.documentElement.lang") == "de"
    assert "Verlauf" in page.inner_text(".log-panel h2")
    page.select_option("header [data-lang-picker]", "fr")
    page.wait_for_selector(".log-panel h2 >> text=Journal de la partie")
    log = page.inner_text("#log")
    assert "Vous obtenez" in log  # told again in French, and the default name "Du" is now "Vous"
    assert "Du " not in log
    assert not english_left(game.shown_text(), "fr")


def test_how_to_play_opens_from_the_new_game_screen_and_the_table_and_closes_with_escape(game, page):
    game.open()
    page.select_option("select[name=rules]", "royale-basic")
    page.click("#new-game-dialog [data-ui=help]")
    help_dialog = page.locator("#help-dialog")
    page.wait_for_selector("#help-dialog[open]")
    assert "Las Vegas Royale" in help_dialog.locator("h2").inner_text()
    assert "Le Biggy" in help_dialog.inner_text() and help_dialog.locator(".biggy-badge").count() >= 1
    assert help_dialog.locator(".how-to-picture .die").count() >= 10
    assert help_dialog.locator(".how-to-version").inner_text() == f"Version du jeu\u00a0: {__version__}"
    game.shot("howto-fr-royale-1280x800")
    page.keyboard.press("Escape")
    page.wait_for_selector("#help-dialog", state="hidden")
    assert page.locator("#new-game-dialog[open]").count() == 1  # only the rules closed

    page.click("[data-ui=start]")
    page.wait_for_selector("[data-action=roll]")
    page.focus("header [data-ui=help]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#help-dialog[open]")
    title = help_dialog.locator("h2").inner_text()
    assert title == "Règles du jeu\u00a0: Las Vegas Royale (jeu de base)"  # the table's
    assert page.evaluate("document.activeElement.dataset.ui") == "close-dialog"
    page.keyboard.press("r")  # keys do not play the table under the dialog
    assert page.locator("[data-action=roll]").count() == 1
    help_dialog.locator("[data-rules=classic-neutral]").click()
    assert "Les dés blancs" in help_dialog.inner_text()
    page.set_viewport_size({"width": 390, "height": 844})
    game.shot("howto-fr-neutral-390x844")
    page.keyboard.press("Escape")
    page.wait_for_selector("#help-dialog", state="hidden", timeout=READY_TIMEOUT_MS)
    page.keyboard.press("r")
    page.wait_for_selector("[data-action^=place]")
