"""Replays in the page: a game stepped through move by move, jumped to a round, shared as a link that the
recipient watches in their own browser, and taken over as a new game from any position."""

from __future__ import annotations

from dataclasses import replace

from vegas.ui.table import Settings

from .conftest import visitor
from .saves import open_saved, played_into_round
from .test_play import highest_value, lowest_value


def resume_in_round(game, players: int, seed: int, round_number: int, pick=highest_value) -> None:
    """The page opened on a saved game (``saves.py``) that has just entered ``round_number``, past the payout of
    the round before (shown again, as after a reload during it)."""
    open_saved(game, played_into_round(replace(Settings.default(players), seed=seed), round_number, pick))
    assert game.next_choice(), "the game goes on"


def where(page) -> str:
    return page.inner_text("[data-testid=replay] .replay-where")


def test_a_game_is_replayed_move_by_move_and_taken_over_from_any_position(game, page):
    resume_in_round(game, 2, 5, 2)
    lines_now = page.locator("#log li").count()
    page.click("[data-ui=replay]")
    bar = page.locator("[data-testid=replay]")
    bar.wait_for()
    assert where(page).startswith("Round 2 · move ")
    assert page.locator("#board [data-action]").count() == 0  # a replay offers nothing to play
    assert page.locator("[data-ui=replay-forward]").is_disabled()

    page.click("[data-ui=replay-back]")
    page.click("[data-ui=replay-back]")
    assert page.locator("#log li").count() < lines_now  # the log as it was then
    page.click("[data-ui=replay-round][data-round='1']")
    assert where(page).startswith("Round 1 · move ")
    assert "Round 1 of 4" in page.inner_text("#board .round")
    page.keyboard.press("End")
    assert page.locator("[data-ui=replay-forward]").is_disabled()
    page.keyboard.press("Home")
    assert "move 0 of" in where(page) and page.locator("[data-ui=replay-back]").is_disabled()
    for _ in range(7):
        page.keyboard.press("ArrowRight")
    assert "move 7 of" in where(page)
    game.shot("replay-1280x800")
    page.set_viewport_size({"width": 390, "height": 844})
    game.shot("replay-390x844")
    page.set_viewport_size({"width": 1280, "height": 800})

    lines_then = page.locator("#log li").count()
    page.click("[data-ui=take-over]")
    bar.wait_for(state="hidden")
    actions = game.next_choice()
    assert actions  # the new game goes on from there, playable
    assert page.locator("#log li").count() >= lines_then and "Round 1 of 4" in page.inner_text("#board .round")
    page.reload()
    game.wait_ready()
    assert "Round 1 of 4" in page.inner_text("#board .round")  # the taken-over game is the one saved


def test_a_replay_link_opens_the_game_in_another_browser_which_can_leave_it(game, page, browser, site):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    resume_in_round(game, 3, 8, 2)
    page.click("[data-ui=replay]")
    for _ in range(3):
        page.click("[data-ui=replay-back]")
    copied_at = where(page)
    page.click("[data-ui=share-replay]")
    page.wait_for_selector("[data-ui=share-replay] >> text=Link copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert "#replay=" in link and "?" not in link
    page.click("[data-ui=leave-replay]")
    page.wait_for_selector("[data-testid=replay]", state="hidden")

    with visitor(browser, site) as (friend, _):
        friend_page = friend.page
        friend_page.goto(link)
        friend.wait_ready()
        friend_page.wait_for_selector("[data-testid=replay]")
        assert where(friend_page) == copied_at  # where it was copied (issue 38: it opened at move 0)
        friend_page.keyboard.press("Home")
        assert "move 0 of" in where(friend_page)
        friend_page.keyboard.press("End")
        assert where(friend_page).startswith("Round 2")
        names = friend_page.eval_on_selector_all(".player h2", "els => els.map((el) => el.textContent)")
        assert names == page.eval_on_selector_all(".player h2", "els => els.map((el) => el.textContent)")
        friend_page.click("[data-ui=leave-replay]")
        friend_page.wait_for_selector("[data-testid=replay]", state="hidden")
        assert "#" not in friend_page.url  # a reload resumes the friend's own game, not the replay
        assert friend.next_choice()


def test_a_damaged_replay_link_is_explained_and_the_game_goes_on(game, page):
    page.goto("/#replay=eJzT0yMAAGTvBe8")
    game.wait_ready()
    assert "replay link cannot be opened" in page.inner_text("#notice")
    assert "#" not in page.url
    assert page.locator("[data-testid=replay]").count() == 0 or not page.locator("[data-testid=replay]").is_visible()
    assert game.next_choice()


def test_a_finished_game_is_replayed_from_the_standings(game, page):
    resume_in_round(game, 2, 3, 4, lowest_value)
    game.play_to_end(lowest_value)
    page.click("dialog[open] [data-testid=standings] [data-ui=replay]")
    page.wait_for_selector("[data-testid=replay]")
    assert not page.locator("#end-dialog[open]").count()
    assert where(page).startswith("Round 4 · the round's payout")  # one's own game opens where it stands
    page.click("[data-ui=replay-round][data-round='2']")
    assert "Round 2 of 4" in page.inner_text("#board .round")
    page.click("[data-ui=leave-replay]")
    page.wait_for_selector("[data-testid=replay]", state="hidden")
    # the game is still over: back on its final board, the standings closed by the replay open from its button
    # (issue 47, point 1: leaving a replay no longer pushes them back in front of the board)
    assert not page.locator("#end-dialog[open]").count()
    page.click("#board [data-ui=standings]")
    assert page.locator("#end-dialog[open] [data-testid=standings]").count() == 1
