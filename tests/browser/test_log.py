"""The whole game log: every line of every round, one collapsible section per round, copyable as text."""

from __future__ import annotations

from dataclasses import replace

from vegas.ui.table import Settings

from .saves import open_saved, played_into_round
from .test_play import lowest_value


def open_in_round_3(game) -> None:
    """A two-player game resumed as round 3 is dealt (``saves.py``): its log is drawn from the whole record."""
    open_saved(game, played_into_round(replace(Settings.default(2), seed=5), 3, lowest_value))


def test_the_whole_log_is_kept_by_round_collapsible_and_copied_as_text(game, page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_in_round_3(game)
    assert game.next_choice()
    assert game.payouts == ["Round 2 payout"]  # shown again: the game was left during it
    assert page.locator("#log details.log-round").count() == 3
    first = page.locator('#log details.log-round[data-round="1"]')
    assert first.get_attribute("open") is not None
    assert page.inner_text('#log details[data-round="1"] li').startswith("Round 1 begins")
    numbers = page.eval_on_selector_all("#log li", "items => items.map((item) => item.value)")
    assert numbers == list(range(1, len(numbers) + 1))  # nothing dropped, numbered through the game

    first.locator("summary").click()
    assert first.get_attribute("open") is None
    lines_before = len(numbers)
    game.act(game.next_choice()[0])
    page.wait_for_function(f"document.querySelectorAll('#log li').length > {lines_before}")
    assert first.get_attribute("open") is None  # a move keeps what the player collapsed
    last = page.eval_on_selector_all("#log li", "items => items.at(-1).textContent")
    assert page.text_content("#log-latest") == last  # what a screen reader hears

    page.click("[data-ui=copy-log]")
    page.wait_for_selector("[data-ui=copy-log] >> text=Copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith("Round 1\n1. Round 1 begins")
    assert "\n\nRound 2\n" in copied and "\n\nRound 3\n" in copied
    assert copied.endswith(f"{len(page.locator('#log li').all())}. {last}")
    game.shot("log-by-round-1280x800")


def test_a_resumed_game_shows_the_end_of_its_log(game, page):
    """The first render scrolls the log at the next frame (reading its height at once would lay the page
    out an extra time before it is ready): a resumed game still lands on the latest move."""
    open_in_round_3(game)
    assert page.evaluate("(log => log.scrollHeight > log.clientHeight + 200)(document.getElementById('log'))")
    page.wait_for_function(
        "(log => log.scrollTop > 0 && log.scrollTop + log.clientHeight >= log.scrollHeight - 2)"
        "(document.getElementById('log'))",
        timeout=5_000,
    )
