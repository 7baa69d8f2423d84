"""Two pages of one browser profile on one saved game (issue 34): they share the storage and the Web Locks, as two
tabs do, or the installed app's window beside a tab. One plays, the other follows it and may take it over with
Play here; a page frozen in the background, or one clicking in the same instant as the other, never writes over
the newer game, and a move it made then is either kept or said to be lost."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from .conftest import CHROMIUM, NO_PAUSES, NO_SNAPSHOTS, GamePage, PageProblems, relaunching, visitor
from .test_friends import devices, final_record, host_invites, invite, invited_again_to_the_end, offered
from .test_peer import ARGS
from .test_play import highest_value, lowest_value
from .touch import PHONES

LINK = "?seed=7&players=3"
BAR = "[data-testid=elsewhere]"


@contextmanager
def two_tabs(browser, site: str, **options) -> Iterator[tuple[GamePage, GamePage, PageProblems]]:
    """A browser profile with a first page (not opened yet) and a second one in the same context: one storage."""
    with visitor(browser, site, **options) as (first, problems):
        page = first.page.context.new_page()
        problems.watch(page)
        page.add_init_script(NO_PAUSES)
        page.add_init_script(NO_SNAPSHOTS)
        yield first, GamePage(page), problems


def eventually(check: Callable[[], bool], what: str, seconds: float = 20) -> None:
    end = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < end, f"never: {what}"
        time.sleep(0.05)


def moves_on_board(game: GamePage) -> list[str]:
    return game.page.eval_on_selector_all("#board [data-action]", "els => els.map(e => e.dataset.action)")


def stored_moves(game: GamePage) -> list[str]:
    return json.loads(game.save() or "{}")["record"]["actions"]


def follows(game: GamePage) -> bool:
    """The page shows the bar of a game played elsewhere, and no move."""
    return game.page.locator(BAR).is_visible() and not moves_on_board(game)


def same_game(one: GamePage, other: GamePage) -> bool:
    return one.page.inner_text("#log") == other.page.inner_text("#log")


def notices(game: GamePage) -> list[str]:
    return game.page.eval_on_selector_all("#notice p", "ps => ps.map(p => p.textContent)")


def plays(game: GamePage) -> None:
    game.page.wait_for_selector("#board [data-action]")
    assert not game.page.locator(BAR).is_visible()


def roll_then_wait(game: GamePage) -> None:
    game.act("roll")
    game.page.wait_for_selector("#board [data-action^=place]")


def open_both(first: GamePage, second: GamePage, rolled: bool = False) -> None:
    """The link's game playing on the first page (its dice ``rolled``), and the second page following it."""
    first.open(LINK)
    if rolled:
        roll_then_wait(first)
    else:
        plays(first)
    second.open()
    eventually(lambda: follows(second), "the second page follows")


@pytest.mark.parametrize("order", ["link first", "plain page first"])
def test_the_page_opened_second_follows_the_first_and_sees_each_move(browser, site, order):
    with two_tabs(browser, site) as (first, second, _):
        first.open(LINK)  # the link's game, saved: a plain page resumes it
        if order == "plain page first":
            first.open()
        plays(first)
        second.open(LINK if order == "plain page first" else "")
        eventually(lambda: follows(second), "the second page follows")
        assert "another tab or window" in second.page.inner_text(BAR)
        assert same_game(first, second)
        roll_then_wait(first)
        eventually(lambda: same_game(first, second), "the roll shown on the second page")
        assert follows(second) and "roll" in stored_moves(first)


def test_play_here_takes_the_game_and_the_first_page_stops_at_once_then_takes_it_back(browser, site):
    with two_tabs(browser, site) as (first, second, _):
        open_both(first, second)
        second.shot("tabs-following-1280x800")
        second.page.click("[data-ui=play-here]")
        plays(second)
        eventually(lambda: follows(first), "the first page stops")
        assert "now played in another tab" in first.page.inner_text(BAR)
        first.shot("tabs-taken-1280x800")
        roll_then_wait(second)
        eventually(lambda: same_game(first, second), "the second page's roll on the first")
        first.page.click("[data-ui=play-here]")
        first.page.wait_for_selector("#board [data-action^=place]")
        eventually(lambda: follows(second), "the second page stops")
        first.act(moves_on_board(first)[0])
        first.page.wait_for_selector("#board [data-action=roll]")
        eventually(lambda: same_game(first, second), "the first page's move on the second")
        assert notices(first) == notices(second) == []


def test_a_reload_of_the_page_that_plays_goes_on_playing_while_the_other_follows(browser, site):
    with two_tabs(browser, site) as (first, second, _):
        open_both(first, second, rolled=True)
        before = first.save()
        first.page.reload()
        first.wait_ready()
        first.page.wait_for_selector("#board [data-action^=place]")
        assert first.save() == before and follows(second)


FREEZE_THEN_CLICK = """(selector) => { setTimeout(() => {
    const held = new XMLHttpRequest();
    held.open("GET", "/frozen-until-the-test-answers", false);  // synchronous: the page's event loop stands still
    held.send();
    if (selector) document.querySelector(selector).click();  // woken, it plays before it hears what happened meanwhile
}, 0); }"""


@contextmanager
def frozen(game: GamePage, click: str | None = None) -> Iterator[None]:
    """``game``'s page frozen, as a page in the background, for as long as the block runs; once woken it clicks
    ``click`` at once, before it hears what happened meanwhile. It waits on a request the test answers: a busy
    loop of fixed seconds ended before the other page had done its part on a busy machine (issue 53)."""
    page, held = game.page, []
    page.route("**/frozen-until-the-test-answers", lambda route: held.append(route))
    page.evaluate(FREEZE_THEN_CLICK, click)
    while not held:  # the request is on its way: the page is frozen
        page.wait_for_timeout(20)
    try:
        yield
    finally:
        held[0].fulfill(status=204)
        page.evaluate("0")  # answered once awake, after its click
        page.unroute("**/frozen-until-the-test-answers")


def test_a_page_frozen_while_the_other_took_over_and_moved_does_not_write_over_it(browser, site):
    with two_tabs(browser, site) as (first, second, _):
        open_both(first, second, rolled=True)
        with frozen(first):
            second.page.click("[data-ui=play-here]")
            second.page.wait_for_selector("#board [data-action^=place]")
            second.act(moves_on_board(second)[0])
            second.page.wait_for_selector("#board [data-action=roll]")
            played = stored_moves(second)
        eventually(lambda: follows(first), "the first page follows once awake")
        eventually(lambda: same_game(first, second), "the first page shows the game played meanwhile")
        assert stored_moves(second) == played and notices(first) == []


def test_both_pages_click_in_the_same_second_one_move_is_kept_and_the_other_page_says_why(browser, site):
    with two_tabs(browser, site) as (first, second, _):
        open_both(first, second, rolled=True)
        before = len(stored_moves(first))
        stale = moves_on_board(first)[-1]
        with frozen(first, click=f"#board [data-action='{stale}']"):
            second.page.click("[data-ui=play-here]")
            second.page.wait_for_selector("#board [data-action^=place]")
            mine = moves_on_board(second)[0]
            assert mine != stale
            second.act(mine)
            second.page.wait_for_selector("#board [data-action=roll]")
            played = stored_moves(second)
        eventually(lambda: follows(first), "the first page follows once awake", seconds=30)
        eventually(lambda: stored_moves(second) == played, "the game played put back over the stale move")
        eventually(lambda: same_game(first, second), "the first page shows the game kept")
        assert played[before] == mine != stale
        assert any("was not kept" in said for said in notices(first)) and notices(second) == []
        first.shot("tabs-not-kept-1280x800")


def test_a_move_made_as_the_other_page_takes_over_is_kept(browser, site):
    with two_tabs(browser, site) as (first, second, _):
        open_both(first, second)
        with frozen(first, click="#board [data-action=roll]"):
            second.page.click("[data-ui=play-here]")  # it takes the game before the first page's roll arrives
            plays(second)
        eventually(lambda: "roll" in stored_moves(second), "the roll saved")
        eventually(lambda: follows(first), "the first page follows once awake")
        second.page.wait_for_selector("#board [data-action^=place]")
        assert same_game(first, second) and notices(first) == notices(second) == []


@pytest.mark.parametrize("size", ["390x844", "320x640"])
def test_the_bar_and_play_here_on_a_phone(browser, site, size):
    with two_tabs(browser, site, **PHONES[size]) as (first, second, _):
        open_both(first, second)
        second.shot(f"tabs-following-{size}")
        assert second.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        second.page.tap("[data-ui=play-here]")
        plays(second)
        eventually(lambda: follows(first), "the first page stops")
        first.shot(f"tabs-taken-{size}")


@pytest.fixture(scope="module")
def loopback_browser(playwright):
    """A Chromium whose WebRTC may use loopback, as test_friends.py's, for a game shared with a friend."""
    with relaunching(lambda: playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)) as browser:
        yield browser


def test_a_second_tab_of_a_game_shared_with_a_friend_follows_it_and_takes_it_and_the_friend_over(
    loopback_browser, site
):
    with devices(loopback_browser, site, 2) as (host, friend):
        host_invites(host, ["human", "friend", "medium"], seed=9)  # the computer plays on the host's page
        invite(host, friend, 1)
        friend.page.wait_for_selector(".link-bar [data-state=open]", timeout=20_000)
        second_page = host.page.context.new_page()  # the host's browser: the same storage and locks
        problems = PageProblems()
        problems.watch(second_page)
        second_page.add_init_script(NO_PAUSES)
        second = GamePage(second_page)
        second.open()
        eventually(lambda: follows(second), "the host's second tab follows")
        assert not second.page.locator(".link-bar").count()  # the connections are the first tab's
        for _ in range(6):
            for game in (host, friend):
                if actions := offered(game):
                    game.act(lowest_value(actions))
            host.page.wait_for_timeout(20)
        eventually(lambda: same_game(host, second), "the second tab shows the moves made with the friend")
        second.page.click("[data-ui=play-here]")
        eventually(lambda: follows(host), "the first tab stops")
        second.page.wait_for_selector(".link-bar [data-state=lost]", timeout=20_000)  # to be invited again
        friend.page.wait_for_selector(".link-bar [data-state=lost]", timeout=30_000)
        invited_again_to_the_end(second, friend, highest_value, final_record(second).actions)
        assert follows(host)
        problems.check()
