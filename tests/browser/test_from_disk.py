"""The first door a newcomer may try: ``index.html`` double-clicked from a download. Browsers refuse the page's
module scripts from ``file://`` (only the console says so), so the loading screen says at once what to do."""

from __future__ import annotations

import pytest

from vegas.ui.text import CATALOGUE

from .conftest import ROOT, SHOTS


@pytest.mark.parametrize("locale, lang", [("en-US", "en"), ("fr-FR", "fr"), ("de-DE", "de")])
def test_a_page_opened_from_disk_says_how_to_serve_it(browser, locale, lang):
    context = browser.new_context(locale=locale, viewport={"width": 320, "height": 640}, has_touch=True)
    try:
        page = context.new_page()
        page.goto((ROOT / "index.html").as_uri())
        said = CATALOGUE[lang]["load_from_file"]
        page.wait_for_function("text => document.getElementById('loading-text').textContent === text", arg=said)
        assert "./scripts/serve.sh" in said and "http://127.0.0.1:8000" in said
        assert page.locator("#loading-bar").count() == 0, "no progress bar promises a start that will not come"
        box = page.locator("#loading-text").bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= 320, "the advice fits a phone's width"
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"from-disk-{lang}-320.png"))
    finally:
        context.close()


def test_a_served_page_does_not_say_it(game):
    game.open()  # it gets ready
    shown = game.page.evaluate("document.getElementById('loading-text')?.textContent ?? ''")
    assert shown != CATALOGUE["en"]["load_from_file"]
