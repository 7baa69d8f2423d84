"""Las Vegas Royale's tiles on a phone (issue 38), played by taps alone: each of the 16 faces forced beside casino 1
(``force=``), half of them at 390x844 and half at 320x640 (every face at both sizes doubled this file's time for
checks the other faces at that size make too), both seats humans at the screen, played until the tile's decision
has been made and the round's payout shown. At the first decision of each kind in a game (the verbs it offers:
a roll, a placement, a sit-out, a tile's choice) and at every one of the tile's own: a tap on a tile's name (its
help) changes neither the log nor the saved game; no list shows more than eight buttons; no target a finger
misses (under 44x44 CSS px or overlapping); at the tile's own decision, nothing axe-core finds. Once the log says
the decision was made, the board shows what it did (a closed casino, a die in the bar, a die on NICE DICE's space;
the cover that hides a secret choice was shown). At every payout, no row is covered once scrolled into sight. The
context fails on any page error. This is the suite's one test of each face through the page (it was also clicked
through at 1280x800 in test_royale_tiles, the same decisions again).

One page per screen size (a new game through the form each time: booting Pyodide is the slow part); the seed on
which the scripted player meets each tile's decision is found with the engine alone first
(``test_royale_tiles.seed_meeting``).
"""

from __future__ import annotations

import re

import pytest

from .conftest import visitor
from .test_royale_tiles import TILES, eager, seed_meeting
from .touch import PHONES, check_decision

SHOWN_AT = ("B1", "D2", "F1", "F2", "G1", "G2", "H1")
"""The faces whose decision is photographed (artifacts/screenshots/), on the phone each is played at."""
SIZE_OF_FACE = {face: list(PHONES)[i % len(PHONES)] for i, face in enumerate(TILES)}
"""Faces alternate between the phones, so each size meets every kind of decision (a tile and its partner face)."""

ROW_COVERED = """async () => {
  // a row is revealed by a wipe (clip-path, style.css): while it runs, the part not yet wiped in takes no taps
  await Promise.all(document.querySelector("#payout-list").getAnimations({subtree: true}).map((a) => a.finished));
  return [...document.querySelectorAll("#payout-list .payout-casino")].flatMap((row) => {
    row.scrollIntoView({block: "nearest"});
    const box = row.getBoundingClientRect();
    const points = [[box.left + 6, box.top + 4], [box.right - 6, box.bottom - 4], [box.left + box.width / 2,
        box.top + box.height / 2]];
    return points.some(([x, y]) => !row.contains(document.elementFromPoint(x, y))) ? [row.dataset.casino] : [];
  });
}"""
"""The payout's rows that something covers when scrolled into sight (their casinos' numbers)."""


@pytest.fixture(scope="module")
def phone(request, browser, site):
    with visitor(browser, site, **PHONES[request.param]) as (game, problems):
        game.open("?rules=royale&players=2")
        yield request.param, game, problems


def start(game, seed: int, face: str) -> None:
    """A new game of two humans with ``face`` beside casino 1, through the header's menu and the form, by taps."""
    page = game.page
    menu = page.locator("[data-menu]")
    if menu.is_visible():
        menu.tap()
    page.locator("header [data-ui=new-game]").tap()
    page.select_option("select[name=rules]", "royale")
    page.select_option("select[name=force]", face)
    page.select_option("select[name=players]", "2")
    for seat in (0, 1):
        page.select_option(f"select[name=kind{seat}]", "human")
    page.fill("input[name=seed]", str(seed))
    page.locator("[data-ui=start]").tap()
    page.wait_for_selector("#new-game-dialog", state="hidden")


def help_changes_nothing(game, turn: int) -> None:
    """A tap on one of the tiles' names (a different one each turn) opens its help over the board, plays nothing;
    a tap on its × closes it again, as a player would."""
    page = game.page
    names = page.locator("#board [data-tile] [data-ui=tile-help]")
    count = names.count()
    if not count:
        return
    log, saved = page.inner_text("#log"), game.save()
    names.nth(turn % count).tap()
    page.wait_for_selector("#tile-help-dialog[open]")
    page.wait_for_timeout(60)  # a move, had one been made, would be played and drawn by now
    assert page.inner_text("#log") == log and game.save() == saved, "reading a tile played something"
    page.locator("#tile-help-dialog [data-ui=close-dialog]").tap()
    page.wait_for_selector("#tile-help-dialog", state="hidden")


def through_payout(game, size: str, face: str) -> bool:
    """If a payout shows: its rows are checked uncovered, photographed once, and continued by a tap."""
    page = game.page
    if not page.locator("dialog[open][data-testid=payout]").count():
        return False
    page.wait_for_function("document.querySelectorAll('#payout-list .payout-casino').length === 6")
    assert page.evaluate(ROW_COVERED) == [], f"{face} at {size}: payout rows covered"
    if face == min(f for f in SIZE_OF_FACE if SIZE_OF_FACE[f] == size):
        game.shot(f"royale-phone-payout-{size}")
    page.locator("dialog[open][data-testid=payout] [data-ui=skip-payout]").tap()
    page.wait_for_selector("dialog[data-testid=payout]", state="hidden")
    return True


def shows_what_it_did(game, face: str) -> None:
    """Once the log says the tile's decision was made, the board shows its mark where the face leaves one."""
    page = game.page
    if face in ("A1", "G1"):  # R22: a secret choice between two humans at one screen
        assert any(cover.startswith("Pass the device to") for cover in game.covers), f"{face}: no cover shown"
    if face == "E1":
        assert page.locator(".casino.closed .closed-sign").count() == 1
    if face == "E2":
        assert "in the bar" in page.inner_text(".players")
    if face == "H1":
        assert re.search(r"Space \d: \w+'s die", page.inner_text(".casino[data-casino='1'] .tile"))


@pytest.mark.parametrize("phone, face", [(size, face) for face, size in SIZE_OF_FACE.items()], indirect=["phone"])
def test_each_tile_is_played_by_taps_on_a_phone_its_help_never_plays_and_lists_stay_short(phone, face):
    size, game, problems = phone
    page = game.page
    target, said = TILES[face]
    pick = eager(target)
    seed, _clicks = seed_meeting(face, pick, re.compile(said))
    game.covers.clear()
    start(game, seed, face)
    help_name = page.locator(f".casino[data-casino='1'] [data-tile='{face}'] [data-ui=tile-help]")
    assert len(help_name.get_attribute("title") or "") > 40, f"{face}: its name carries no explanation"
    met, photographed, turn = False, False, 0
    kinds_checked: set[frozenset[str]] = set()  # the verbs offered: a roll, a placement, the tile's own…
    while True:
        page.wait_for_function(
            "document.querySelector('[data-action], [data-ui=choose], #board [data-ui=reveal],"
            " dialog[open][data-testid=payout], dialog[open] [data-testid=standings], #board [data-testid=outcome]')",
            timeout=60_000,
        )
        if through_payout(game, size, face):
            if met:
                break
            continue
        if page.locator("#board [data-ui=reveal]").count():
            game.covers.append(page.inner_text("#board .privacy h2"))
            page.locator("#board [data-ui=reveal]").tap()
            continue
        if page.locator("#board [data-testid=outcome]").count():  # a secret choice answered at this screen
            page.locator("#board [data-testid=outcome] [data-ui=go-on]").tap()
            page.wait_for_selector("#board [data-testid=outcome]", state="detached")
            continue
        if page.locator("dialog[open] [data-testid=standings]").count():
            break
        actions = game.next_choice()
        assert actions is not None
        choice = pick(actions)
        deciding = choice.startswith(target) and not choice.startswith("place ")
        kind = frozenset(action.split()[0] for action in actions)
        if deciding or kind not in kinds_checked:
            kinds_checked.add(kind)
            check_decision(game, f"{face} at {size}, decision {turn}", axe=deciding)
            help_changes_nothing(game, turn)
        if face in SHOWN_AT and not photographed and deciding:
            game.reach(choice, tap=True)  # the first tap (a casino, the tokens) shown as the player sees it
            game.shot(f"royale-phone-{face}-{size}")
            photographed = True
        game.reach(choice, tap=True)
        page.locator(f"[data-action='{choice}']").first.tap(timeout=20_000)
        turn += 1
        if not met and re.search(said, page.inner_text("#log")):
            met = True
            shows_what_it_did(game, face)
        assert turn < 400, f"{face} at {size}: the tile's decision never came"
    assert met, f"{face} at {size}: the log never said {said!r}"
    problems.check()
