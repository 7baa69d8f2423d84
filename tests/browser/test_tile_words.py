"""Royale's tiles say what they do, on a phone by taps (issue 47, points 5, 6, 7 and 12): BLACK BOX's split has a
verb and the payout says what the box gave; the seats count the cards as the standings do; a decision names its
tile and says what each choice does; a payout's colours hold halfway through its animations.

Each game is played (or its first rounds played under CPython, ``saves.py``) with its seats humans at the screen,
the seed on which the scripted player meets the tile's decision found with the engine alone first
(``seed_offering``).
"""

from __future__ import annotations

import json
import re

import pytest

from vegas.ui.table import HUMAN, Seat, Settings, Table

from .conftest import GamePage, visitor
from .saves import open_saved, played_into_round
from .test_royale_phone import start
from .test_royale_tiles import TILES, eager
from .touch import PHONES, axe_halfway, hold_halfway, let_go

SEATS = (Seat("Ann", "orange", HUMAN), Seat("Bo", "blue", HUMAN))


@pytest.fixture(scope="module")
def phone(browser, site):
    """One page at 390x844 by touch for the module (booting Pyodide is the slow part)."""
    with visitor(browser, site, **PHONES["390x844"]) as (game, problems):
        game.open("?rules=royale&players=2")
        yield game, problems


def decide_until(game: GamePage, pick, stop, payout_stop=lambda: False) -> None:
    """Tap through the game (payouts and covers too) until ``stop(actions)`` holds for the moves offered, or a
    payout shows for which ``payout_stop()`` holds (left open)."""
    page = game.page
    for _ in range(400):
        page.wait_for_function(
            "document.querySelector('[data-action], [data-ui=choose], #board [data-ui=reveal],"
            " dialog[open][data-testid=payout], #board [data-testid=outcome]')",
            timeout=60_000,
        )
        if page.locator("dialog[open][data-testid=payout]").count():
            page.wait_for_function("document.querySelectorAll('#payout-list .payout-casino').length === 6")
            if payout_stop():
                return
            page.locator("dialog[open][data-testid=payout] [data-ui=skip-payout]").tap()
            page.wait_for_selector("dialog[data-testid=payout]", state="hidden")
            continue
        if page.locator("#board [data-ui=reveal]").count():
            page.locator("#board [data-ui=reveal]").tap()
            continue
        if page.locator("#board [data-testid=outcome]").count():  # a secret choice answered at this screen
            page.locator("#board [data-testid=outcome] [data-ui=go-on]").tap()
            page.wait_for_selector("#board [data-testid=outcome]", state="detached")
            continue
        actions = game.next_choice()
        assert actions is not None, "the game ended first"
        if stop(actions):
            return
        choice = pick(actions)
        game.reach(choice, tap=True)
        page.locator(f"[data-action='{choice}']").first.tap(timeout=20_000)
    raise AssertionError("never met")


def seed_offering(face: str, pick, kind: str) -> int:
    """The first seed on which ``pick``, playing both seats with ``face`` beside casino 1, is offered a move
    beginning with ``kind`` (found with the engine alone)."""
    for seed in range(1, 300):
        table = Table.new(Settings("royale", SEATS, seed, force=((1, face),)))
        while not table.state.is_terminal():
            actions = table.human_actions()
            if any(action.startswith(kind) for action in actions):
                return seed
            table.play(pick(actions))
            table.resolve_chance()
    raise AssertionError(f"no seed below 300 offers {kind} with {face}")


def payout_row(game: GamePage, casino: int) -> str:
    """The payout's row of ``casino``, once the payout shows it."""
    page = game.page
    page.wait_for_selector("dialog[open][data-testid=payout]", timeout=60_000)
    row = page.locator(f"#payout-list .payout-casino[data-casino='{casino}']")
    row.wait_for(timeout=20_000)
    return row.inner_text()


def test_black_box_hands_its_piles_over_with_a_verb_and_the_payout_says_what_it_gave(phone):
    game, problems = phone
    page = game.page
    pick = eager(TILES["G1"][0])
    start(game, seed_offering("G1", pick, "split "), "G1")
    decide_until(game, pick, lambda actions: any(a.startswith("split ") for a in actions))
    button = page.locator("[data-action^='split ']").first
    game.shot("tile-words-G1-split-390x844")
    assert re.fullmatch(r"Hand over pile 1 \(.+\) and pile 2 \(.+\)", button.inner_text().strip()), button.inner_text()
    decide_until(game, pick, lambda actions: any(a.startswith("pick ") for a in actions))
    assert page.locator("[data-action='pick 1']").inner_text().startswith("Take pile 1 (")
    page.locator("[data-action='pick 1']").tap()
    outcome = page.locator("#board [data-testid=outcome]")  # both seats at this screen: the choice is shown first
    outcome.wait_for()
    shown = outcome.inner_text()
    outcome.locator("[data-ui=go-on]").tap()
    assert re.search(r"took pile 1: ", shown), shown
    row = payout_row(game, 1)
    game.shot("tile-words-G1-payout-390x844")
    assert "BLACK BOX" in row and re.search(r"took pile 1: ", row), row
    problems.check()


@pytest.mark.parametrize(
    "face, kind, prompt, button",
    [
        ("E2", "to-bar", r"^\w+ \(KNOCKOUT\?\): one of your dice still to roll goes into the bar", "Put a small die"),
        ("B2", "stop", r"^\w+ \(FIFTY FIFTY\): the counter is on the first space, which pays nothing", "Stop with"),
        ("B1", "place-black", r"^\w+ \(PRIME TIME\): the black dice show \d and \d\.", "Place neither"),
        ("H2", "choose", r"^\w+ \(MY CHOICE\): the black dice show \d and \d\.", "Take the "),
    ],
)
def test_a_tile_decision_names_its_tile_and_says_what_each_choice_does(phone, face, kind, prompt, button):
    game, problems = phone
    page = game.page
    pick = eager(TILES[face][0])
    start(game, seed_offering(face, pick, kind), face)
    decide_until(game, pick, lambda actions: any(a.startswith(kind) for a in actions))
    said = page.locator("#board .decision-prompt").inner_text()
    labels = page.locator("#board .decision [data-action]").all_inner_texts()
    game.shot(f"tile-words-{face}-decision-390x844")
    assert re.search(prompt, said), said
    assert any(label.startswith(button) for label in labels), labels
    problems.check()


def test_the_seats_count_the_cards_as_the_standings_do_at_320(browser, site):
    """R12: each payment from the bank is a card (the seats showed 6/9/10 beside the standings' 7/13/13)."""
    settings = Settings("royale", SEATS, 4, force=((1, "C1"), (2, "G2"), (3, "H1")))
    pick = eager("double-down")
    table = played_into_round(settings, 3, pick)
    with visitor(browser, site, **PHONES["320x640"]) as (game, problems):
        open_saved(game, table)
        game.play_to_end(pick)
        page = game.page
        page.wait_for_selector("dialog[open] [data-testid=standings]")
        rows = page.evaluate(
            """() => [...document.querySelectorAll("[data-testid=standings] > table > tbody > tr")]
                .map((tr) => [...tr.querySelectorAll("td")].map((td) => td.innerText.trim()))"""
        )
        game.shot("tile-words-standings-320x640")
        page.keyboard.press("Escape")  # the standings closed, the seats in sight
        seats = page.locator(".players .player").all_inner_texts()
        game.shot("tile-words-seats-320x640")
        assert len(seats) == len(rows) == 2
        for seat in SEATS:
            text = next(t for t in seats if seat.name in t)
            cards = int(re.search(r"(\d+) cards?\b", text).group(1))
            chips = int(re.search(r"(\d+) chips?\b", text).group(1))
            _place, _name, _money, cards_and_chips, chips_column = next(r for r in rows if seat.name in r[1])
            assert (cards + chips, chips) == (int(cards_and_chips), int(chips_column)), (text, rows)
        final = Table.from_save(json.loads(game.save())).state
        assert any(len(final.bank[seat]) for seat in range(2)), "a game without payments from the bank proves nothing"
        problems.check()


def test_a_payout_with_tiles_keeps_its_contrast_halfway_through_its_animations(phone):
    """axe-core found #fcf0cc on #7e6782 (4.45:1) on DOUBLE DOWN flying into the payout, and #746274 on #dcc17b
    (3.19:1) on its face: colours half faded in."""
    game, problems = phone
    page = game.page
    pick = eager(TILES["G2"][0])
    start(game, seed_offering("G2", pick, "double-down"), "G2")
    decide_until(game, pick, lambda actions: False, lambda: page.locator("#payout-list .payout-tile").count() > 0)
    assert hold_halfway(page) > 0
    game.shot("tile-words-G2-payout-halfway-390x844")
    let_go(page)
    held, faults = axe_halfway(page)
    assert held > 0 and not faults, "\n".join(faults)
    problems.check()


WORDS_BROKEN = """() => [...document.querySelectorAll("#board .tile-name")].flatMap((name) => {
    const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
    const broken = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.data.matchAll(/\\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
            if (tops.size > 1) broken.push(word[0]);
        }
    }
    const tile = name.closest(".tile").getBoundingClientRect();
    if (name.getBoundingClientRect().right > tile.right + 0.5) broken.push(`${name.innerText} overflows its tile`);
    return broken;
})"""
"""The words of the tiles' names that a line break cuts in two ("KNOCKOU/T?"), and the names wider than their tile."""


def test_the_tiles_names_never_break_inside_a_word_at_320(browser, site):
    """At 320 px "KNOCKOUT?" and "HANDICAP" were cut as "KNOCKOU/T?" and "HANDICA/P" (issue 47, point 11)."""
    with visitor(browser, site, **PHONES["320x640"]) as (game, problems):
        game.open("?rules=royale&players=2&tiles=6&force=E2,F2,G2,B1,C2,A1&seed=3")
        page = game.page
        assert page.locator("#board .tile-name").count() == 6
        broken = page.evaluate(WORDS_BROKEN)
        game.shot("tile-words-names-320x640")
        assert broken == [], broken
        problems.check()
