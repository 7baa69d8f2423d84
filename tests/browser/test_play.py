"""Playing the game in Chromium by clicks, as a person would (issue 3's testing contract)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from vegas.core.record import Record


def highest_value(actions: list[str]) -> str:
    return "roll" if "roll" in actions else sorted(actions)[-1]


def lowest_value(actions: list[str]) -> str:
    return "roll" if "roll" in actions else sorted(actions)[0]


def standings_rows(page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "[data-testid=standings] > table > tbody > tr",  # not the chart's or the figures' tables
        "rows => rows.map(r => [...r.cells].map(c => c.innerText.trim()))",
    )


def money_text(amount: int) -> str:
    return f"${amount * 1000:,}"


@pytest.mark.parametrize("seed, pick", [(101, highest_value)])  # lowest_value: three devices, test_friends
def test_four_humans_play_a_whole_hot_seat_game_by_clicks(game, page, seed, pick):
    game.open()
    game.start_from_form(["human"] * 4, seed=seed)
    game.faster()
    page.wait_for_selector("[data-action=roll]")
    game.shot(f"hot-seat-{seed}-start-1280x800")
    clicks = game.play_to_end(pick)
    assert clicks > 4 * 4 * 2  # at least two clicks per turn, several turns each, four rounds

    rows = standings_rows(page)
    assert len(rows) == 4
    game.shot(f"hot-seat-{seed}-standings-1280x800")
    # The page's result is the engine's: replay the saved record under CPython and compare.
    final = Record.from_json(json.loads(game.save())["record"]).replay()
    assert final.is_terminal()
    expected = sorted(
        ((money_text(s), name) for s, name in zip(final.scores(), final.game.names, strict=True)), reverse=True
    )
    shown = sorted(((row[2], row[1].split(" ", 1)[1]) for row in rows), reverse=True)
    assert [m for m, _ in shown] == [m for m, _ in expected]
    winner_names = {final.game.names[w] for w in final.winners()}
    assert all(name in page.inner_text("[data-testid=standings] h2") for name in winner_names)


def test_the_new_game_screen_starts_one_human_against_three_computers_in_one_click(game, page):
    game.open()
    assert page.locator("#new-game-dialog[open]").count() == 1
    game.shot("new-game-1280x800")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-action=roll]")
    kinds = page.eval_on_selector_all(".player .kind", "els => els.map(e => e.innerText)")
    assert kinds[0] == "Human" and all(k.startswith("Computer") for k in kinds[1:]) and len(kinds) == 4


def test_reloading_mid_round_resumes_exactly(game, page):
    game.open("?seed=31&players=2")
    game.faster()
    for _ in range(3):  # a few turns: roll, place
        actions = game.next_choice()
        game.act(highest_value(actions))
    page.wait_for_selector("[data-action]")
    before_save = game.save()
    before_log = page.inner_text("#log")
    before_board = page.inner_text("#board .casinos")
    page.set_viewport_size({"width": 390, "height": 844})
    game.shot("mid-round-390x844")
    page.set_viewport_size({"width": 1280, "height": 800})
    game.shot("mid-round-1280x800")
    page.reload()
    game.wait_ready()
    page.wait_for_selector("[data-action]")
    assert game.save() == before_save
    assert page.inner_text("#log") == before_log
    assert page.inner_text("#board .casinos") == before_board


def test_a_corrupted_save_gives_a_message_keeps_the_bad_save_and_starts_fresh(game, page):
    game.open("?seed=5&players=2")
    page.evaluate('localStorage.setItem(\'vegas.save\', \'{"format": "vegas-save", "version": 1, "oops"\')')
    page.goto("/")
    game.wait_ready()
    notice = page.inner_text("#notice")
    assert "could not be restored" in notice and "not valid JSON" in notice
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('vegas.save.broken.'))")
    assert len(kept) == 1
    assert page.evaluate(f"localStorage.getItem('{kept[0]}')").startswith('{"format": "vegas-save"')
    assert page.locator(".player").count() == 4  # a fresh start with the default game
    assert page.locator("#new-game-dialog[open]").count() == 0  # the form would cover the notice
    expect(page.locator("#notice")).to_be_in_viewport()


def test_only_the_newest_refused_saves_are_kept_aside(game, page):
    game.open("?seed=5&players=2")
    older = [f"vegas.save.broken.{stamp}" for stamp in (1700000000, 1700000001000, 1700000002000)]
    for key in older:
        page.evaluate("k => localStorage.setItem(k, 'old')", key)
    page.evaluate("localStorage.setItem('vegas.save.broken.notes', 'not a copy')")
    page.evaluate("localStorage.setItem('vegas.save', '{oops')")
    page.goto("/")
    game.wait_ready()
    kept = set(page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('vegas.save.broken.'))"))
    (newest,) = kept - {*older, "vegas.save.broken.notes"}
    assert kept == {older[1], older[2], "vegas.save.broken.notes", newest}  # the oldest copy made room
    assert page.evaluate(f"localStorage.getItem('{newest}')") == "{oops"
    assert newest in page.inner_text("#notice")


def a_game_in_progress(game, page, query: str) -> str:
    """Open the game ``query`` links to, roll, and return its save while the roll waits to be placed."""
    game.open(query)
    game.faster()
    game.act("roll")
    page.wait_for_selector("[data-action^=place]")
    return game.save()


def test_a_link_to_another_game_asks_before_it_replaces_the_game_in_progress(game, page):
    before = a_game_in_progress(game, page, "?seed=5&players=2")
    page.goto("/?seed=11&players=2")  # an older link, or the back button
    game.wait_ready()
    expect(page.locator("#new-game-dialog")).to_be_visible()
    assert "Your game in progress goes on" in page.inner_text("#new-game-note")
    assert page.input_value("#new-game-dialog input[name=seed]") == "11"
    assert "seed" not in page.evaluate("location.search")
    page.select_option("#new-game-dialog [data-lang-picker]", "fr")  # the note is told again, not dropped
    expect(page.locator("#new-game-note")).to_contain_text("Votre partie en cours continue")
    page.select_option("#new-game-dialog [data-lang-picker]", "en")
    page.click("#new-game-dialog [data-ui=close-dialog]")
    expect(page.locator("#new-game-dialog")).to_be_hidden()
    assert game.save() == before
    page.reload()
    game.wait_ready()
    assert game.save() == before and page.locator("#new-game-dialog[open]").count() == 0
    page.goto("/?seed=11&players=2")
    game.wait_ready()
    page.click("#new-game-dialog [data-ui=start]")
    page.wait_for_function("JSON.parse(localStorage.getItem('vegas.save')).settings.seed === 11")


def test_a_link_without_a_seed_starts_its_game_once_and_a_reload_resumes_it(game, page):
    game.open("?players=2&rules=classic-neutral")
    game.faster()
    assert page.evaluate("location.search") == ""  # a reload resumes the save, not the link
    game.act("roll")
    page.wait_for_selector("[data-action^=place]")
    before = game.save()
    page.reload()
    game.wait_ready()
    assert game.save() == before and page.locator("#new-game-dialog[open]").count() == 0
    page.goto("/?players=2&rules=classic-neutral")  # the same bookmark again: the game in progress goes on
    game.wait_ready()
    assert game.save() == before and page.locator("#new-game-dialog[open]").count() == 0


def test_a_tampered_save_is_refused_with_its_reason(game, page):
    game.open("?seed=5&players=2")
    game.faster()
    game.act("roll")
    page.wait_for_selector("[data-action^=place]")
    save = json.loads(game.save())
    roll_at = next(i for i, a in enumerate(save["record"]["actions"]) if a.startswith("dice"))
    save["record"]["actions"][roll_at] = "dice 6 6 6 6 6 6 6 6"
    page.evaluate("s => localStorage.setItem('vegas.save', s)", json.dumps(save))
    page.goto("/")
    game.wait_ready()
    assert "gives" in page.inner_text("#notice")  # "step N 'dice 6 6 …': seed 5 gives '…' here"


def test_bad_url_parameters_give_a_message_and_the_default_game(game, page):
    game.open("?rules=poker&players=9&seed=-3")
    assert "not usable" in page.inner_text("#notice")
    assert page.locator(".player").count() == 4
    notice, close = page.locator("#notice").bounding_box(), page.locator("[data-ui=close-notice]").bounding_box()
    assert notice["y"] <= close["y"] and close["y"] + close["height"] <= notice["y"] + notice["height"]
    board = page.locator("#board").bounding_box()["width"]
    page.click("[data-ui=close-notice]")
    assert page.locator("#board").bounding_box()["width"] == board  # the notice does not squeeze the board


def test_a_bad_link_loses_nothing_the_game_in_progress_goes_on(game, page):
    before = a_game_in_progress(game, page, "?seed=5&players=2")
    game.open("?players=99")
    assert "your game goes on" in page.inner_text("#notice")
    assert game.save() == before and page.locator(".player").count() == 2
    assert page.evaluate("location.search") == ""  # a reload does not meet the bad link again
    page.reload()
    game.wait_ready()
    assert page.locator("#notice").is_hidden() and game.save() == before


def test_an_illegal_action_offers_nothing_to_click(game, page):
    game.open("?seed=9&players=2")
    actions = game.next_choice()
    assert actions == ["roll"]
    assert page.locator("[data-action^=place]").count() == 0


def test_keyboard_plays_a_turn(game, page):
    game.open("?seed=12&players=2")
    page.wait_for_selector("[data-action=roll]")
    page.keyboard.press("r")
    page.wait_for_selector("[data-action^=place]")
    value = game.next_choice()[0].split()[1]
    page.keyboard.press(value)
    page.wait_for_function("!document.querySelector('[data-action^=place]')")
    assert "placed" in page.inner_text("#log")


def test_the_coach_estimates_each_choice(game, page):
    game.open("?seed=21&players=2")
    game.act("roll")
    page.wait_for_selector("[data-action^=place]")
    places = page.locator("button.group[data-action^=place]").count()
    page.click("[data-ui=hint]")
    page.wait_for_selector(".hint", timeout=60_000)
    assert page.locator("button.group .hint").count() == places
    assert "to win the game" in page.inner_text(".roll-area")
    assert "not a certainty" in page.inner_text(".roll-area")
    hints = page.eval_on_selector_all("button.group .hint", "els => els.map((el) => el.textContent)")
    assert places > 1 and sum(hint.startswith("★ best: ≈") for hint in hints) == 1  # the coach names its choice
    game.shot("coach-1280x800")


def test_the_faster_toggle_is_remembered(game, page):
    game.open("?seed=4&players=2")
    page.evaluate("localStorage.setItem('vegas.fast', '0')")
    page.reload()
    game.wait_ready()
    assert not page.locator("#fast").is_checked()
    page.locator("#fast").check()
    assert page.evaluate("localStorage.getItem('vegas.fast')") == "1"
    page.reload()
    game.wait_ready()
    assert page.locator("#fast").is_checked()
