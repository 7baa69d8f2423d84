"""The casino table on the page under CPython, in the fake browser (``fake_dom.py``): what a tap on the board does
and does not do (issue 38): a tile's card only explains its tile, a decision with many choices is asked on the
board, the payout reveals each casino before the totals and the log tell it."""

from __future__ import annotations

import json

from vegas.ui.app.page import Page
from vegas.ui.app.saves import SAVE_KEY
from vegas.ui.table import HUMAN, Seat, Settings
from vegas.ui.text import money as text_money

from .fake_dom import Element, Event
from .royale.test_decisions import decision_met
from .test_page import actions_on_board, key, on_board, opened, run, save_of, saved_record, settled, until


def tile_beside_a_playable_casino(page: Page) -> tuple[Element, Element] | None:
    """A tile's name (the button of its help) inside a casino the human may place on now, with that casino's
    button."""
    for casino in page.dom.by_id("board").querySelectorAll(".casino"):
        button = casino.querySelector("[data-action]")
        summary = casino.querySelector("[data-tile] [data-ui=tile-help]")
        if button is not None and summary is not None:
            return summary, button
    return None


def test_tapping_a_tile_s_name_beside_a_casino_to_play_explains_it_and_plays_nothing():
    async def scenario() -> None:
        page = opened("?rules=royale&players=2&seed=3")
        table = page.state.table
        found = None
        while found is None:
            await until(settled(page), "the human to move")
            actions = actions_on_board(page)
            if "roll" in actions:
                page.controls.on_click(Event(on_board(page, "roll")))
                continue
            found = tile_beside_a_playable_casino(page)
            if found is None:  # no tile beside a value rolled: place, and wait for the next turn
                page.controls.on_click(Event(on_board(page, next(a for a in actions if a.startswith("place")))))
        summary, button = found
        assert not button.contains(summary)  # the casino's button lies beside its tile, not around it
        moves, log = saved_record(page), page.dom.by_id("log").innerHTML
        help_sheet = page.dom.by_id("tile-help-dialog")
        for target in (summary.closest("[data-tile]"), summary):
            click = Event(target)
            page.controls.on_click(click)
            assert not click.prevented
        assert help_sheet.open and help_sheet.modal  # the name opened its help over the board
        assert "tile-explain" in page.dom.by_id("tile-help-content").innerHTML
        help_sheet.close()
        page.controls.on_tile_help_closed(None)
        assert summary.focused  # the focus is back on the tile's name
        for name in ("Enter", " "):
            assert not key(page, name, summary).prevented
        assert saved_record(page) == moves and len(table.match.actions) == len(moves)
        assert page.dom.by_id("log").innerHTML == log
        page.controls.on_click(Event(button))  # the casino itself still plays
        assert len(saved_record(page)) == len(moves) + 1

    run(scenario)


def test_the_payout_reveals_each_casino_before_the_totals_and_the_log_tell_it_and_takes_the_focus():
    async def scenario() -> None:
        seats = (Seat("Ann", "orange", HUMAN), Seat("Bo", "blue", "easy"))
        page = opened(storage=save_of(Settings("classic", seats, 11)))
        table = page.state.table
        seen: list[tuple[int | None, str, str]] = []  # (casinos revealed, Ann's money shown, the log's text)
        draw = page.screen.render

        def render(thinking: bool = False) -> None:
            draw(thinking)
            if page.state.showing_payout:
                money = page.dom.select("#board .player .money").textContent
                seen.append((page.state.payout_shown, money, page.dom.by_id("log").textContent))

        page.screen.render = render  # type: ignore[method-assign]
        while not page.state.showing_payout:
            await until(lambda: settled(page)() or page.state.showing_payout, "a move or the payout")
            actions = actions_on_board(page)
            if not page.state.showing_payout:
                page.controls.on_click(Event(on_board(page, "roll" if "roll" in actions else actions[-1])))
        await until(lambda: page.state.payout_shown is None and page.dom.by_id("payout-dialog").open, "all shown")
        go_on = page.dom.select("#payout-dialog [data-ui=skip-payout]")
        assert go_on.focused  # Enter or Space on it continues (a button's own keys)
        results = table.state.last_payout
        ann = [sum(sum(notes) for owner, notes in result.awards if owner == 0) for result in results]
        final = table.state.scores()[0]
        shown = {revealed: money for revealed, money, _log in seen if revealed is not None}
        assert set(shown) == set(range(len(results) + 1))
        for revealed, money in shown.items():
            assert money == text_money("en", final - sum(ann[revealed:])), revealed  # what was shown, no more
        first_log = next(log for revealed, _money, log in seen if revealed == 0)
        last_log = seen[-1][2]
        won = [line for line in last_log.split(".") if " pays " in line]
        assert won and not any(line in first_log for line in won)  # the log tells a casino's result once shown
        key(page, "Enter")  # the body has the focus: Enter continues too
        await until(lambda: not page.dom.by_id("payout-dialog").open, "the payout closed")

    run(scenario)


def test_a_decision_asked_on_the_board_lists_a_casino_s_choices_by_tap_or_key_and_plays_one():
    table = decision_met("F1", "block ")  # BLOCK IT!, all humans

    async def scenario() -> None:
        page = opened(storage={SAVE_KEY: json.dumps(table.to_save())})
        await until(settled(page), "the human to decide")
        assert actions_on_board(page) == ["block none"]
        casino = next(
            el for el in page.dom.by_id("board").querySelectorAll("[data-ui=choose]") if el.dataset.choose == "casino 4"
        )
        page.controls.on_click(Event(casino))  # a tap on the casino
        shown = actions_on_board(page)
        assert shown[0] == "block none" and shown[1:] and all(a.endswith(" 4") for a in shown[1:])
        assert page.dom.select("#board .choice.pickable").focused  # the first of its choices, in sight
        key(page, "Escape")  # taken back
        assert actions_on_board(page) == ["block none"]
        other = next(
            str(el.dataset.choose)[-1]
            for el in page.dom.by_id("board").querySelectorAll("[data-ui=choose]")
            if el.dataset.choose != "casino 4"
        )
        key(page, other)  # the casino's key
        listed = actions_on_board(page)[1:]
        assert listed and all(a.endswith(f" {other}") for a in listed)
        moves = len(saved_record(page))
        page.controls.on_click(Event(on_board(page, actions_on_board(page)[-1])))
        assert len(saved_record(page)) == moves + 1 and saved_record(page)[-1].startswith("block ")

    run(scenario)
