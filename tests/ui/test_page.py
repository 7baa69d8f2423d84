"""The page's controller (``vegas.ui.app``) under CPython, in a fake browser (``fake_dom.py``) built from the real
``index.html``: it opens a game, plays what is clicked or typed, lets computers play, saves every move, and
handles the new-game form, languages, replays and notices. The browser tests drive the same in Chromium."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable, Coroutine
from dataclasses import replace
from typing import Any

import pytest

from tests.coroutines import run_coroutine
from vegas.core.record import Record
from vegas.ui.app.page import Page
from vegas.ui.app.saves import BROKEN_PREFIX, SAVE_KEY
from vegas.ui.replay import link_fragment
from vegas.ui.table import FRIEND, HUMAN, Seat, Settings, Table
from vegas.ui.text import t

from .fake_dom import Element, Event, fake_dom

INSTANT = {"vegas.fast": "instant"}


class Alone:
    """No other devices: what the page asks of its connections, recorded."""

    is_guest = False
    blocked = False

    def __init__(self) -> None:
        self.resumed: list[Table] = []
        self.hosted: list[Settings] = []
        self.moves = 0
        self.forgotten = 0

    def shown(self, table: Table) -> Table:
        return table

    def resume(self, table: Table) -> None:
        self.resumed.append(table)

    async def join(self, fragment: str) -> None:
        raise AssertionError("no invitation in these tests")

    def host_game(self, settings: Settings) -> None:
        self.hosted.append(settings)

    def play(self, text: str) -> None:
        raise AssertionError("this page is no friend's")

    def after_move(self) -> None:
        self.moves += 1

    def forget(self) -> None:
        self.forgotten += 1

    def render_bar(self) -> None:
        pass

    def end_note(self) -> str:
        return ""

    def command(self, command: str, element: Any) -> bool:
        return False


def opened(search: str = "", fragment: str = "", storage: dict[str, str] | None = None, **window: Any) -> Page:
    """A page started in a fake browser at this address (call inside a running event loop)."""
    dom = fake_dom(search, fragment, {**INSTANT, **(storage or {})}, **window)
    devices = Alone()
    page = Page(dom, lambda _page: devices)
    page.start()
    return page


def run(scenario: Callable[[], Coroutine[Any, Any, None]]) -> None:
    async def bounded() -> None:
        await asyncio.wait_for(scenario(), 120)

    run_coroutine(bounded())


async def until(condition: Callable[[], bool], what: str) -> None:
    for _ in range(200_000):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError(f"never: {what}")


def settled(page: Page) -> Callable[[], bool]:
    """The page waits for the human: nothing moving, the human to move (or the game over)."""

    def check() -> bool:
        table = page.state.table
        assert table is not None
        return not page.state.waiting and (table.human_to_move() or table.state.is_terminal())

    return check


def actions_on_board(page: Page) -> list[str]:
    return [str(e.dataset.action) for e in page.dom.by_id("board").querySelectorAll("[data-action]")]


def on_board(page: Page, action: str) -> Element:
    return next(e for e in page.dom.by_id("board").querySelectorAll("[data-action]") if e.dataset.action == action)


def saved_record(page: Page) -> list[str]:
    return json.loads(page.dom.storage.getItem(SAVE_KEY))["record"]["actions"]


def notices(page: Page) -> list[str]:
    return [p.textContent for p in page.dom.by_id("notice").querySelectorAll("p")]


def key(page: Page, name: str, target: Element | None = None) -> Event:
    event = Event(target or page.dom.document.querySelector("body"), key=name)
    page.controls.on_key(event)
    return event


def save_of(settings: Settings) -> dict[str, str]:
    return {SAVE_KEY: json.dumps(Table.new(settings).to_save())}


# ---------------------------------------------------------------- opening


def test_a_first_visit_is_ready_with_the_new_game_form_over_a_saved_default_game():
    async def scenario() -> None:
        page = opened()
        assert page.dom.document.documentElement.classList.contains("ready")
        assert page.dom.by_id("new-game-dialog").open
        assert page.dom.select("#new-game-dialog form select[name=rules]") is not None
        assert saved_record(page) == [str(a) for a in page.state.table.match.actions]
        assert "roll" in actions_on_board(page)

    run(scenario)


def test_a_refused_save_is_kept_aside_and_told_and_the_default_game_starts_without_the_form():
    async def scenario() -> None:
        page = opened(storage={SAVE_KEY: "{not json"})
        (said,) = notices(page)
        kept = [k for k in page.dom.storage.items if k.startswith(BROKEN_PREFIX)]
        assert len(kept) == 1 and kept[0] in said
        assert page.dom.storage.items[kept[0]] == "{not json"
        assert not page.dom.by_id("notice").hidden and not page.dom.by_id("new-game-dialog").open
        assert Table.from_save(json.loads(page.dom.storage.items[SAVE_KEY])).settings == page.state.table.settings

    run(scenario)


def test_a_link_opens_its_game_and_leaves_the_address_bar():
    async def scenario() -> None:
        page = opened("?seed=7&players=3")
        table = page.state.table
        assert table.seed == 7 and len(table.settings.seats) == 3
        assert page.dom.window.location.search == ""  # a reload resumes the save, not the link
        assert json.loads(page.dom.storage.items[SAVE_KEY])["settings"]["seed"] == 7
        assert not page.dom.by_id("new-game-dialog").open

    run(scenario)


def test_a_page_that_fails_to_start_keeps_the_save_aside_and_starts_the_default_game():
    async def scenario() -> None:
        dom = fake_dom("", "", {**INSTANT, **save_of(replace(Settings.default(3), seed=5))})
        devices = Alone()

        def broken(table: Table) -> None:
            raise RuntimeError("no way back to the other devices")

        devices.resume = broken  # type: ignore[method-assign]
        page = Page(dom, lambda _page: devices)
        page.start()
        assert any("no way back to the other devices" in said for said in notices(page))
        assert any(k.startswith(BROKEN_PREFIX) for k in dom.storage.items)
        assert len(page.state.table.settings.seats) == 4 and dom.document.documentElement.classList.contains("ready")

    run(scenario)


# ---------------------------------------------------------------- playing


def test_a_click_plays_its_action_the_computers_answer_and_every_move_is_saved():
    async def scenario() -> None:
        page = opened("?seed=7&players=3")
        table = page.state.table
        await until(settled(page), "the human to move")
        before = len(table.match.actions)
        page.controls.on_click(Event(on_board(page, "roll")))
        assert len(table.match.actions) == before + 1 and str(table.match.actions[-1]) == "roll"
        assert saved_record(page) == [str(a) for a in table.match.actions]  # saved at once
        await until(settled(page), "the dice rolled")
        places = actions_on_board(page)
        assert places and all(a.startswith("place ") for a in places)
        page.controls.on_click(Event(on_board(page, places[0])))
        await until(lambda: table.state.current_player() == 0 and settled(page)(), "the computers turns")
        assert sum(not s.is_chance_node() and s.current_player() != 0 for s in table.match.states[:-1]) >= 2
        assert saved_record(page) == [str(a) for a in table.match.actions]

    run(scenario)


def test_a_refused_move_is_said_and_changes_nothing():
    async def scenario() -> None:
        page = opened("?seed=7&players=3")
        await until(settled(page), "the human to move")
        before = saved_record(page)
        page.controls.act("place 3")  # the dice are not rolled yet
        assert saved_record(page) == before and len(page.state.table.match.actions) == len(before)
        (said,) = notices(page)
        assert said.startswith(t("en", "illegal", reason="")[:12])

    run(scenario)


def test_keys_play_the_table_but_not_in_a_field_nor_under_a_dialog():
    async def scenario() -> None:
        page = opened("?seed=7&players=3")
        table = page.state.table
        await until(settled(page), "the human to move")
        before = len(table.match.actions)
        assert not key(page, "r", Element("input")).prevented
        page.dom.by_id("help-dialog").showModal()
        assert not key(page, "r").prevented
        page.dom.by_id("help-dialog").close()
        assert len(table.match.actions) == before
        assert key(page, "r").prevented and str(table.match.actions[-1]) == "roll"
        await until(settled(page), "the dice rolled")
        face = next(a for a in actions_on_board(page) if a.startswith("place ")).removeprefix("place ")
        assert key(page, face).prevented and str(table.match.actions[-1]) == f"place {face}"

    run(scenario)


def test_the_h_key_asks_the_coach_only_where_its_button_is_offered():
    seats = tuple(Seat(name, colour, HUMAN) for name, colour in (("Ann", "orange"), ("Bo", "blue")))
    table = Table.new(Settings("classic", seats, 5))
    rng = random.Random(5)
    while len(table.human_actions()) != 1 or table.human_actions() == ["roll"]:  # one value to place: no choice
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()

    async def scenario() -> None:
        page = opened(storage={SAVE_KEY: json.dumps(table.to_save())})
        await until(settled(page), "the human to move")
        assert page.dom.select("#board [data-ui=hint]") is None
        key(page, "h")
        for _ in range(2000):  # the coach's exact solve of one die is done long before
            await asyncio.sleep(0)
        assert page.state.hints == {} and page.state.hints_at == -1
        while (offered := page.state.table.human_actions()) == ["roll"] or len(offered) == 1:
            key(page, "r" if offered == ["roll"] else offered[0].removeprefix("place "))
            await until(settled(page), "the next move")
        assert page.dom.select("#board [data-ui=hint]") is not None
        key(page, "h")
        await until(lambda: page.state.hints_at == len(page.state.table.match.actions), "the coach's hints")

    run(scenario)


def test_a_game_of_computers_plays_itself_to_the_end_showing_each_round_s_payout():
    async def scenario() -> None:
        seats = tuple(Seat(name, colour, "easy") for name, colour in (("Ann", "orange"), ("Bo", "blue")))
        page = opened(storage=save_of(Settings("classic", seats, 11)))
        payouts: list[str] = []
        listing = page.dom.by_id("payout-list")
        while not page.state.table.state.is_terminal() or page.state.waiting:
            if page.dom.by_id("payout-dialog").open and listing.textContent not in payouts[-1:]:
                payouts.append(listing.textContent)
            await asyncio.sleep(0)
        final = Record.from_json(json.loads(page.dom.storage.items[SAVE_KEY])["record"]).replay()
        assert final.is_terminal()
        assert len({p for p in payouts if p}) >= 4  # each of the four rounds was paid out on screen
        assert page.dom.by_id("end-dialog").open and page.dom.by_id("end-content").textContent

    run(scenario)


# ---------------------------------------------------------------- the new-game form


def test_the_form_shows_one_seat_row_per_player_within_the_rule_set_s_limits():
    async def scenario() -> None:
        page = opened()
        form = page.dom.select("#new-game-dialog form")
        form.elements.namedItem("players").value = "2"
        page.form.on_change(Event(form.elements.namedItem("players")))
        assert [row.hidden for row in form.querySelectorAll("[data-seat-row]")] == [False] * 2 + [True] * 3
        form.elements.namedItem("players").value = "5"
        form.elements.namedItem("rules").value = "knizia"
        page.form.on_change(Event(form.elements.namedItem("rules")))
        players = form.elements.namedItem("players")
        assert players.value == "4"
        assert [o.value for o in players.options if o.disabled] == ["5"]
        assert [row.hidden for row in form.querySelectorAll("[data-seat-row]")] == [False] * 4 + [True]
        assert form.querySelector("[data-money-options]").hidden and form.querySelector("[data-tile-options]").hidden
        form.elements.namedItem("rules").value = "royale"
        page.form.on_change(Event(form.elements.namedItem("rules")))
        assert not players.options[-1].disabled
        assert not form.querySelector("[data-tile-options]").hidden

    run(scenario)


def test_the_form_starts_its_game_and_explains_a_bad_seed():
    async def scenario() -> None:
        page = opened()
        old = page.state.table
        form = page.dom.select("#new-game-dialog form")
        form.elements.namedItem("players").value = "2"
        form.elements.namedItem("name0").value = "  Ann "
        form.elements.namedItem("seed").value = "not a seed"
        page.form.on_submit(Event(form))
        assert page.dom.by_id("new-game-error").textContent and page.state.table is old
        assert page.dom.by_id("new-game-dialog").open
        form.elements.namedItem("seed").value = "42"
        page.form.on_submit(Event(form))
        table = page.state.table
        assert not page.dom.by_id("new-game-dialog").open
        assert table.seed == 42 and [s.name for s in table.settings.seats][:1] == ["Ann"]
        assert len(table.settings.seats) == 2 and page.state.devices.forgotten == 1
        assert json.loads(page.dom.storage.items[SAVE_KEY])["settings"]["seed"] == 42

    run(scenario)


def test_a_game_with_a_friend_s_seat_is_hosted_first_and_the_table_stays():
    async def scenario() -> None:
        page = opened()
        old = page.state.table
        form = page.dom.select("#new-game-dialog form")
        form.elements.namedItem("players").value = "2"
        form.elements.namedItem("kind1").value = FRIEND
        page.form.on_submit(Event(form))
        (hosted,) = page.state.devices.hosted
        assert hosted.seats[1].kind == FRIEND and hosted.seats[0].name == t("en", "you")  # not renamed "Host"
        assert page.state.table is old

    run(scenario)


def test_a_seat_given_to_a_computer_or_a_friend_gives_up_the_default_name_you():
    async def scenario() -> None:
        page = opened()
        form = page.dom.select("#new-game-dialog form")
        field = form.elements.namedItem

        def choose(seat: int, kind: str) -> None:
            field(f"kind{seat}").value = kind
            page.form.on_change(Event(field(f"kind{seat}")))

        choose(0, "hard")
        choose(1, HUMAN)
        assert [field(f"name{i}").value for i in range(2)] == ["Anna", t("en", "you")]
        field("name0").value = "Zoe"
        choose(0, FRIEND)
        choose(1, FRIEND)
        assert [field(f"name{i}").value for i in range(2)] == ["Zoe", "Benno"]
        page.form.on_submit(Event(form))
        (hosted,) = page.state.devices.hosted
        assert t("en", "you") not in [seat.name for seat in hosted.seats]

    run(scenario)


# ---------------------------------------------------------------- language, replays, the log


def test_a_language_chosen_rewrites_the_page_and_the_open_form_and_is_remembered():
    async def scenario() -> None:
        page = opened()
        page.dom.select("#new-game-dialog form input[name=seed]").value = "99"
        picker = page.dom.select("#page-tools [data-lang-picker]")
        picker.value = "fr"
        page.language.on_change(Event(picker))
        assert page.dom.storage.items["vegas.lang"] == "fr" and page.state.lang == "fr"
        assert page.dom.document.title == t("fr", "page_title")
        assert page.dom.select("[data-ui=new-game]").textContent == t("fr", "new_game")
        form = page.dom.select("#new-game-dialog form")
        assert form.elements.namedItem("name0").value == t("fr", "you")  # the default name follows
        assert form.elements.namedItem("seed").value == "99"  # what the player typed stays
        assert t("fr", "rules_label") in form.textContent

    run(scenario)


def test_a_damaged_replay_link_is_explained_and_dropped():
    async def scenario() -> None:
        page = opened(fragment="#replay=nonsense", storage=save_of(Settings.default(3)))
        assert page.state.watching is None and page.dom.window.location.hash == ""
        (said,) = notices(page)
        assert said.startswith(t("en", "replay.bad_link", reason="")[:10])

    run(scenario)


def test_a_replay_link_opens_at_its_start_steps_with_the_arrows_and_leaves_back_to_the_game():
    async def scenario() -> None:
        shared = Table.new(replace(Settings.default(2), seed=3))
        shared.resolve_chance()
        shared.play("roll")
        page = opened(fragment=f"#{link_fragment(shared)}", storage=save_of(Settings.default(3)))
        watching = page.state.watching
        assert watching is not None and watching.index == 0 and not page.dom.by_id("replay").hidden
        key(page, "ArrowRight")
        assert watching.index == 1
        key(page, "ArrowLeft")
        assert watching.index == 0
        page.controls.on_click(Event(page.dom.select("[data-ui=leave-replay]")))
        assert page.state.watching is None and page.dom.by_id("replay").hidden
        assert page.dom.window.location.hash == "" and len(page.state.table.settings.seats) == 3

    run(scenario)


def test_a_replay_link_copied_at_a_move_opens_at_that_move():
    """Issue 38: a link copied at move 49 opened at move 0."""

    async def scenario() -> None:
        page = opened("?seed=7&players=2")
        await until(settled(page), "the human to move")
        for _ in range(2):  # a roll placed, the computer's turn, a roll again
            page.controls.on_click(Event(on_board(page, "roll")))
            await until(settled(page), "the roll to be placed")
            page.controls.on_click(Event(on_board(page, actions_on_board(page)[0])))
            await until(settled(page), "the human to move again")
        page.controls.on_click(Event(page.dom.select("[data-ui=replay]")))
        watching = page.state.watching
        assert watching is not None
        key(page, "ArrowLeft")
        copied_at = watching.index
        page.controls.on_click(Event(page.dom.select("[data-ui=share-replay]")))
        clipboard = page.dom.window.navigator.clipboard
        await until(lambda: bool(clipboard.text), "the link copied")
        fragment = "#" + clipboard.text.split("#", 1)[1]
        elsewhere = opened(fragment=fragment)
        assert elsewhere.state.watching is not None and elsewhere.state.watching.index == copied_at > 0

    run(scenario)


@pytest.mark.parametrize("refuses", [False, True])
def test_the_log_goes_to_the_clipboard_or_the_player_is_told_how_to_copy_it(refuses):
    async def scenario() -> None:
        page = opened("?seed=7&players=3")
        clipboard = page.dom.window.navigator.clipboard
        clipboard.refuses = refuses
        button = page.dom.select("[data-ui=copy-log]")
        page.controls.on_click(Event(button))
        await until(lambda: bool(clipboard.text or notices(page)), "the log copied or the player told")
        if refuses:
            assert clipboard.text is None and notices(page) == [t("en", "log_not_copied")]
        else:
            assert t("en", "log_round", round=1) in clipboard.text and notices(page) == []
            assert button.textContent == t("en", "log_copied")

    run(scenario)
