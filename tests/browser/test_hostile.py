"""Hostile links and saves never leave the page dead: it becomes ready, says what it refused, starts the
default game, and a reload does not meet the bad data again."""

from __future__ import annotations

import pytest

HOSTILE_LINKS = [
    "?seed=%C2%B2",  # "²": a digit to str.isdigit, not to int()
    "?players=%C2%B2",
    "?rules=royale&tiles=%C2%B2",
    "?seed=" + "9" * 5000,
    "?players=" + "9" * 5000,
    "?seed=%D9%A1%D9%A2",  # Arabic-Indic "12"
]


NAMES = ["seed-sup2", "players-sup2", "tiles-sup2", "seed-5000", "players-5000", "seed-arabic"]


@pytest.mark.parametrize("query", HOSTILE_LINKS, ids=NAMES)
def test_a_hostile_link_is_refused_and_forgotten(game, page, query):
    game.open(query)
    assert "not usable" in page.inner_text("#notice")
    assert page.locator(".player").count() == 4  # the default game
    assert page.evaluate("location.search") == ""
    page.reload()
    game.wait_ready()
    assert page.locator("#notice").is_hidden()


def test_a_save_nested_a_hundred_thousand_deep_is_set_aside(game, page):
    game.open("?seed=5&players=2")
    page.evaluate("localStorage.setItem('vegas.save', '['.repeat(100000))")
    page.goto("/")
    game.wait_ready()
    notice = page.inner_text("#notice")
    assert "could not be restored" in notice and "100000 levels deep" in notice
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('vegas.save.broken.'))")
    assert len(kept) == 1 and page.evaluate(f"localStorage.getItem('{kept[0]}').length") == 100000
    assert page.locator(".player").count() == 4
    page.reload()
    game.wait_ready()
    assert page.locator("#notice").is_hidden() and page.locator(".player").count() == 4


def test_a_save_with_a_hostile_seed_is_set_aside_with_its_true_reason(game, page):
    game.open("?seed=5&players=2")
    save = game.save()
    hostile = save.replace('"seed":5', '"seed":"\\u00b2"', 1)
    assert hostile != save
    page.evaluate("s => localStorage.setItem('vegas.save', s)", hostile)
    page.goto("/")
    game.wait_ready()
    notice = page.inner_text("#notice")
    assert "could not be restored" in notice and "not valid JSON" not in notice
    assert "seed" in notice
