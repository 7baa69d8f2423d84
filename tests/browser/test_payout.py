"""The round's end can be watched: whoever placed the last die, the board keeps the round's final position
while the payout is revealed casino by casino (each owner's dice, ties struck out, who takes which note),
and with a human seated it stays until they continue; the standings come after the last payout."""

from __future__ import annotations

import re
from dataclasses import replace

from vegas.ui.table import Settings

from .saves import open_saved, played_into_round
from .test_play import lowest_value
from .test_royale_tiles import eager, seed_meeting

WAIT_FOR = (
    "document.querySelector('[data-action], dialog[open][data-testid=payout], dialog[open] [data-testid=standings]')"
)


def play_until_payout(game, page) -> None:
    """Play the human's seat (the first die value offered, else roll) until a payout shows."""
    while True:
        page.wait_for_function(WAIT_FOR, timeout=60_000)
        if page.locator("dialog[open][data-testid=payout]").count():
            return
        assert not page.locator("dialog[open] [data-testid=standings]").count(), "the game ended without a payout"
        actions = page.eval_on_selector_all("[data-action]", "els => [...new Set(els.map(e => e.dataset.action))]")
        places = sorted(a for a in actions if a.startswith("place "))
        game.act(places[0] if places else "roll" if "roll" in actions else actions[0])


def test_the_payout_shows_the_rounds_end_and_waits_for_the_human(game, page):
    game.open("?seed=5&players=2")
    game.faster()
    play_until_payout(game, page)
    payout = page.locator("dialog[open][data-testid=payout]")
    assert "Round 1 payout" in page.inner_text("#payout-title")
    page.wait_for_function("document.querySelectorAll('#payout-list .payout-casino').length === 6")
    listing = page.inner_text("#payout-list")
    assert "Casino 1" in listing and ": " in listing  # each owner's dice, "You: 3"
    assert page.locator("#payout-list .paid-dice").count() >= 2
    # the board under it keeps the round's final position: dice on the casinos, nothing to click
    assert page.locator("#board .casinos .stack").count() > 0
    assert page.locator("#board [data-action]").count() == 0
    page.wait_for_timeout(6000)
    assert payout.is_visible()  # it never closes by itself while a human is seated
    game.shot("payout-round-1")
    page.click("dialog[open][data-testid=payout] [data-ui=skip-payout]")
    page.wait_for_selector("dialog[data-testid=payout]", state="hidden")
    page.wait_for_function("document.querySelector('[data-action]')", timeout=60_000)
    assert "Round 2" in page.inner_text("#board")


def test_the_standings_come_after_the_last_payout(game, page):
    """A game resumed as round 3 is dealt (``saves.py``): round 2's payout, which its last move ended, is shown again
    (as after a reload during it), then round 3's, then the last one's before the standings."""
    open_saved(game, played_into_round(replace(Settings.default(2), seed=7), 3, lowest_value))
    game.faster()
    for round_number in (2, 3, 4):
        play_until_payout(game, page)
        assert f"Round {round_number} payout" in page.inner_text("#payout-title")
        if round_number == 4:
            page.wait_for_timeout(1500)
            assert not page.locator("dialog[open] [data-testid=standings]").count()  # not on top of the payout
        page.click("dialog[open][data-testid=payout] [data-ui=skip-payout]")
        page.wait_for_selector("dialog[data-testid=payout]", state="hidden")
    page.wait_for_selector("dialog[open] [data-testid=standings]", timeout=20_000)


def test_a_new_game_started_while_a_payout_is_shown_can_be_played(game, page):
    game.open("?seed=5&players=2")
    game.faster()
    play_until_payout(game, page)
    game.start_from_form(["human", "human"], seed=9)
    assert not page.locator("dialog[open][data-testid=payout]").count()  # the old game's payout went with it
    page.wait_for_function("document.querySelector('[data-action]')", timeout=20_000)
    assert "Round 1" in page.inner_text("#board")


def test_the_payout_names_each_casino_tile_beside_what_it_did(game, page):
    pick = eager("place 1")
    seed, _ = seed_meeting("C2", pick, re.compile(r"to the bank \(BAD LUCK\)\."))  # found with the engine alone
    game.open("?seed=5&players=2")
    game.start_from_form(["human", "human"], seed=seed, rules="royale", force="C2")
    while True:
        page.wait_for_function(WAIT_FOR + " || document.querySelector('[data-ui=reveal]')", timeout=60_000)
        if page.locator("dialog[open][data-testid=payout]").count():
            break
        if page.locator("#board [data-ui=reveal]").count():
            page.click("#board [data-ui=reveal]")
            continue
        actions = page.eval_on_selector_all("[data-action]", "els => [...new Set(els.map(e => e.dataset.action))]")
        game.act(pick(actions))
    # each tile is revealed with the casino it lies beside (issue 38), no longer in a line after the casinos
    tiles = page.locator('#payout-list .payout-casino[data-casino="1"] [data-testid=payout-tiles]')
    tiles.wait_for()
    assert "Casino tiles" in tiles.inner_text()  # for screen readers
    said = tiles.locator('[data-tile="C2"]').inner_text()
    assert "BAD LUCK" in said and said.endswith("to the bank.")
    game.shot("payout-tiles-1280x800")
