"""Playing with friends on other devices: each device is a browser profile of its own on the real page, joined
by a WebRTC data channel (no server), every request off this machine blocked and failing the test.

Chromium gathers no usable candidates on loopback alone: these tests launch a browser of their own with
``--allow-loopback-in-peer-connection`` (the issue's contract for automated players).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from vegas.core.record import Record, replay_states
from vegas.review import Budget, Reviewer, review_json
from vegas.ui.game_review import done_text
from vegas.ui.history.kept import record_key

from .conftest import CHROMIUM, OFFERED, GamePage, relaunching, shake_rate, visitor
from .test_peer import ARGS
from .test_play import highest_value, lowest_value, standings_rows
from .test_review import LEFT, PANEL
from .touch import PHONES, tap

MOVE_WAIT_S = 60 * shake_rate()
"""How long the pages may go without a move before the test says none can move."""
LINK_WAIT = 20_000 * shake_rate()
"""Milliseconds a page waits for the other device (its invitation, its answer, the connection open): the budget at
full speed, as many times longer as the shake slows every page (``conftest.shaken`` does so for Playwright's default
wait). A 20 s wait for a reconnection failed once in three shaken runs; whether the connection was slow or never
came, a shaken run could not tell while the budget was a full-speed page's."""


@pytest.fixture(scope="module")
def rtc_browser(playwright):
    with relaunching(lambda: playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)) as browser:
        yield browser


@contextmanager
def devices(browser, site: str, count: int, **context_options) -> Iterator[list[GamePage]]:
    """``count`` devices, each a browser profile of its own (``context_options``: a phone's, ``touch.PHONES``)."""
    with ExitStack() as stack:
        pages = [
            stack.enter_context(visitor(browser, site, service_worker=True, **context_options))[0] for _ in range(count)
        ]
        yield pages


def host_invites(host: GamePage, kinds: list[str], seed: int | None = None, rules: str = "classic") -> None:
    host.open()
    host.start_from_form(kinds, seed=seed, rules=rules)
    host.page.wait_for_selector("#link-dialog[open]")


def invite(host: GamePage, friend: GamePage, seat: int) -> None:
    """The host makes an invitation, the friend opens it and sends back its answer, the host connects."""
    host.page.click(f"#link-dialog [data-ui=invite][data-seat='{seat}']")
    link = host.page.locator(f"#link-dialog [data-seat='{seat}'] [data-testid=invite-link]")
    link.wait_for(timeout=LINK_WAIT)
    url = link.input_value()
    assert "#join=" in url
    answer = friend.page.locator("[data-testid=answer-code]")
    earlier = answer.input_value() if answer.count() else None  # an answer to an earlier invitation (a standby's)
    friend.page.goto(url)
    friend.wait_ready()
    # over a page already open, goto returns before the page hears of the new address: its earlier answer is still
    # shown then. The page drops the invitation from the address as it shows "Making your answer code…"
    friend.page.wait_for_function("() => !location.hash.startsWith('#join=')", timeout=LINK_WAIT)
    answer.wait_for(timeout=LINK_WAIT)
    assert answer.input_value() != earlier  # never shown while the new answer is made: it would never connect
    backdrop = "getComputedStyle(document.getElementById('link-dialog'), '::backdrop').backgroundColor"
    assert friend.page.evaluate(backdrop) == "rgb(8, 67, 42)"  # no game of the friend's own behind (issue 38)
    host.page.fill(f"[data-testid=answer-input][data-seat='{seat}']", answer.input_value())
    host.page.click(f"#link-dialog [data-ui=connect][data-seat='{seat}']")


def offered(game: GamePage) -> list[str]:
    """The board's moves, those behind a first tap included (MY CHOICE's, BLOCK IT!'s: a casino, then the die)."""
    return game.page.evaluate(OFFERED, "#board")


def play_everywhere(pages: list[GamePage], pick) -> int:
    """Each page plays the moves it is offered (its own seats') until every page shows the final standings."""
    clicks, last_progress = 0, time.monotonic()
    while True:
        progressed = False
        finished = 0
        for game in pages:
            page = game.page
            if page.locator("dialog[open][data-testid=payout]").count():
                page.click("dialog[open][data-testid=payout] [data-ui=skip-payout]")
                progressed = True
                continue
            if page.locator("dialog[open] [data-testid=standings]").count():
                finished += 1
                continue
            actions = offered(game)
            if actions:
                try:  # a move from another device may take the choice away meanwhile (a round's payout shows)
                    choice = pick(actions)
                    game.reach(choice)
                    page.locator(f"#board [data-action='{choice}']").first.click(timeout=2_000)
                except PlaywrightTimeout:
                    continue
                clicks += 1
                progressed = True
        if finished == len(pages):
            return clicks
        if progressed:
            last_progress = time.monotonic()
        elif time.monotonic() - last_progress > MOVE_WAIT_S:
            raise AssertionError("no page can move:\n" + "\n\n".join(game.describe() for game in pages))
        else:
            pages[0].page.wait_for_timeout(30)


def take_turns(pages: list[GamePage], moves: int) -> None:
    """The pages play ``moves`` moves in all, each when its turn comes there (so each move has crossed to the page
    whose turn it makes); fails after ``MOVE_WAIT_S`` without one."""
    last_move = time.monotonic()
    while moves > 0:
        assert time.monotonic() - last_move < MOVE_WAIT_S, "no page can move:\n" + "\n\n".join(
            game.describe() for game in pages
        )
        for game in pages:
            actions = offered(game)
            if actions and moves > 0:
                game.act(highest_value(actions))
                moves, last_move = moves - 1, time.monotonic()
        pages[0].page.wait_for_timeout(20)


def invited_again_to_the_end(host: GamePage, friend: GamePage, pick, played: tuple[str, ...]) -> None:
    """The host invites the friend at seat 1 again from the connection bar; the game goes on from the moves
    ``played`` to the same standings and the same record on both pages."""
    host.page.click(".link-bar [data-ui=invite-again]")
    invite(host, friend, 1)
    friend.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
    play_everywhere([host, friend], pick)
    assert standings_by_seat(host) == standings_by_seat(friend)
    assert final_record(host).actions[: len(played)] == played
    assert final_record(friend).actions == final_record(host).actions
    assert final_record(friend).dice == final_record(host).dice  # the same links, each roll checked against them


def standings_by_seat(game: GamePage) -> list[list[str]]:
    """The final standings with each player told by their seat's symbol: each page names the seats for its own
    player (issue 38: a friend's own seat is "You" there, and the host's under the default name "Host")."""
    return [[row[0], row[1].split(" ", 1)[0], *row[2:]] for row in standings_rows(game.page)]


def final_record(game: GamePage) -> Record:
    return Record.from_json(json.loads(game.save() or "{}")["record"])


def test_two_devices_play_a_whole_game_to_the_same_standings(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        host_invites(host, ["human", "friend"])
        host.shot("friends-host-invitations-1280x800")
        invite(host, friend, 1)
        friend.shot("friends-answer-code-1280x800")
        for game in (host, friend):
            game.page.wait_for_selector("#link-dialog", state="hidden", timeout=LINK_WAIT)
            game.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
        host.shot("friends-host-playing-1280x800")
        for game in (host, friend):  # the bar is a live region: redrawn only when a connection's state changes
            game.page.evaluate(
                """() => { window.barDrawn = 0;
                new MutationObserver(() => window.barDrawn++).observe(
                    document.getElementById("link-bar"), {childList: true, subtree: true, characterData: true}); }"""
            )
        clicks = play_everywhere([host, friend], highest_value)
        assert clicks > 16
        for game in (host, friend):
            assert game.page.get_attribute("#link-bar", "aria-live") == "polite"
            assert game.page.evaluate("window.barDrawn") == 0
        friend.shot("friends-friend-standings-1280x800")
        assert standings_by_seat(host) == standings_by_seat(friend)
        names = [{row[1].split(" ", 1)[1] for row in standings_rows(game.page)} for game in (host, friend)]
        assert names == [{"You", "Benno"}, {"Host", "You"}]  # the host's own names; the friend's page speaks to it
        check = host.page.inner_text("#end-dialog [data-testid=game-check]")
        assert check == friend.page.inner_text("#end-dialog [data-testid=game-check]") and "Game check" in check
        host_record, friend_record = final_record(host), final_record(friend)
        assert host_record.actions == friend_record.actions and host_record.seed == friend_record.seed
        assert host_record.replay().is_terminal()  # every roll checked against the links revealed for it
        assert host_record.dice is not None and host_record.dice == friend_record.dice
        assert all(None not in links for links in host_record.dice.runs)  # both devices gave every run a link
        reviewed_on_each_device([host, friend])


REVIEW_BUDGET = Budget(playouts=40, seeds=1)
"""A small search: the devices' agreement is the subject here, the review's quality is test_review's."""
REVIEW_ROWS = """() => Object.fromEntries(
    [...document.querySelectorAll('#review [data-testid=review-summary] tbody tr')].map((row) => [
        row.querySelector('.seat-symbol').textContent.trim(),
        [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim()),
    ]))"""


def reviewed_on_each_device(pages: list[GamePage]) -> None:
    """Each device reviews the game from its own record (issue 52), its own seat's decisions first: each is handed
    its review kept as almost done (test_review's ``LEFT`` decisions at either end left), runs the rest, and all
    show what the engine's review of the record finds: the same marked decisions, the same summary by seat."""
    began = time.perf_counter()
    records = [final_record(game) for game in pages]
    assert all(record.to_json() == records[0].to_json() for record in records)
    whole = Reviewer(records[0], REVIEW_BUDGET).run()
    expected = review_json(whole)
    for game, record in zip(pages, records, strict=True):
        seats = json.loads(game.save() or "{}")["settings"]["seats"]
        first = [i for i, seat in enumerate(seats) if seat["kind"] == "human"]
        todo = Reviewer(record, REVIEW_BUDGET, first=first).todo
        done = [whole.done[step] for step in todo[LEFT:-LEFT]]
        kept = json.dumps(Reviewer(record, REVIEW_BUDGET, done=done, first=first).to_json())
        game.page.wait_for_function(
            "async ([key, text]) => await window.vegasHistory.keepReview(key, text)",
            arg=[record_key(record.to_json()), kept],
            timeout=10_000,
        )
        game.page.click("#end-dialog[open] [data-ui=review]")
    shown = []
    for game in pages:
        panel = game.page.locator(PANEL)
        expect(panel.locator("#review-progress-text")).to_have_text(done_text("en", expected), timeout=120_000)
        steps = panel.locator("[data-testid=review-marked] > li").evaluate_all(
            "items => items.map((i) => +i.dataset.step)"
        )
        shown.append((steps, game.page.evaluate(REVIEW_ROWS)))
    assert shown[0][0] == expected["marked"], "the page marks what the engine's review marks"
    assert all(page_shows == shown[0] for page_shows in shown), shown
    assert len(shown[0][1]) == 2
    seconds = time.perf_counter() - began
    print(f"\nreviewed on each device in {seconds:.1f} s: {len(whole.todo)} decisions, marked {shown[0]}")


SEAT_KINDS = """() => Object.fromEntries([...document.querySelectorAll('#board .player')].map(
    (seat) => [seat.querySelector('h2').textContent.trim(), seat.querySelector('.kind').innerText.trim()]))"""


def test_every_page_names_each_seat_by_who_plays_it(rtc_browser, site):
    """Issue 47, point 4: the friend's page called the host's computer "On another device" and the friend
    thought a third person played; every page says a computer and its level, a person at the host's screen,
    a friend on another device (on a phone, by taps)."""
    with devices(rtc_browser, site, 2, **PHONES["390x844"]) as (host, friend):
        host_invites(host, ["human", "friend", "medium"])
        invite(host, friend, 1)
        for game in (host, friend):
            game.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
            game.page.wait_for_selector("#board .player .kind")
        host.shot("friends-seat-kinds-host-390x844")
        friend.shot("friends-seat-kinds-friend-390x844")
        seen = [game.page.evaluate(SEAT_KINDS) for game in (host, friend)]
        assert seen[0] == {
            "●You": "Human",
            "▲Benno": "Friend, on another device",
            "■Carla": "Computer (medium)",
        }
        assert seen[1] == {
            "●Host": "Human, at the host's screen",
            "▲You": "Human",
            "■Carla": "Computer (medium)",
        }


STANDBY = "() => (JSON.parse(localStorage.getItem('vegas.link') || '{}').standby || {}).code"


def test_a_reloaded_friend_is_warned_and_comes_back_by_sending_one_answer_code(rtc_browser, site):
    """Issue 47, point 8: a reloaded friend had to be invited again from scratch. The page asks before it is left
    or reloaded; while connected the host hands the friend's page a standby invitation kept with its save, so the
    reloaded page shows its answer code at once and the host enters it: no new link (on a phone, by taps)."""
    with devices(rtc_browser, site, 2, **PHONES["390x844"]) as (host, friend):
        host_invites(host, ["human", "friend"], seed=5)
        invite(host, friend, 1)
        friend.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
        taps = 0
        while taps < 6:  # a few turns each, by taps (the friend's page has been touched: the browser may ask)
            for game in (host, friend):
                if actions := offered(game):
                    tap(game, highest_value(actions))
                    taps += 1
            host.page.wait_for_timeout(20)
        friend.page.wait_for_function(STANDBY, timeout=LINK_WAIT)
        standby = friend.page.evaluate(STANDBY)
        asked: list[str] = []
        friend.page.on("dialog", lambda dialog: (asked.append(dialog.type), dialog.accept()))
        friend.page.reload()
        assert asked == ["beforeunload"]
        friend.wait_ready()
        played = final_record(friend).actions
        code = friend.page.locator("#link-dialog[open] [data-testid=answer-code]")
        code.wait_for(timeout=LINK_WAIT)  # answered at once: the standby invitation, not a new link
        assert "no new invitation" in friend.page.inner_text("#link-dialog")
        friend.shot("friends-standby-answer-390x844")
        host.page.wait_for_selector(".link-bar [data-state=lost]", timeout=30_000)
        host.shot("friends-standby-lost-390x844")
        host.page.locator(".link-bar [data-ui=standby-answer][data-seat='1']").tap()
        assert not host.page.locator("#link-dialog [data-testid=invite-link]").count()  # nothing to send the friend
        assert host.page.locator("#link-dialog [data-seat='1'] [data-testid=answer-input]").count() == 1
        host.page.locator("[data-testid=answer-input][data-seat='1']").fill(code.input_value())
        host.shot("friends-standby-enter-390x844")
        host.page.locator("#link-dialog [data-ui=connect][data-seat='1']").tap()
        for game in (host, friend):
            game.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
            game.page.wait_for_selector("#link-dialog", state="hidden", timeout=LINK_WAIT)
        friend.page.wait_for_function(f"() => ({STANDBY})() !== {json.dumps(standby)}", timeout=LINK_WAIT)  # the next
        play_everywhere([host, friend], lowest_value)
        assert final_record(host).actions[: len(played)] == played
        assert final_record(friend).actions == final_record(host).actions
        assert final_record(friend).dice == final_record(host).dice


def test_three_devices_play_a_three_player_game_to_the_same_standings(rtc_browser, site):
    with devices(rtc_browser, site, 3) as (host, first, second):
        host_invites(host, ["friend", "human", "friend"])
        invite(host, first, 0)
        host.page.wait_for_selector("#link-dialog [data-seat='0'] [data-state=open]", timeout=LINK_WAIT)
        assert host.page.locator("#link-dialog[open]").count()  # the game waits for the second friend
        invite(host, second, 2)
        play_everywhere([host, first, second], lowest_value)
        rows = standings_by_seat(host)
        assert len(rows) == 3 and rows == standings_by_seat(first) == standings_by_seat(second)
        assert final_record(host).actions == final_record(first).actions == final_record(second).actions
        dice = final_record(host).dice
        assert dice is not None and dice == final_record(first).dice == final_record(second).dice
        assert len(dice.heads) == 3 and all(None not in links for links in dice.runs)


def test_a_friend_who_closes_the_tab_is_invited_again_and_the_game_goes_on(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        host_invites(host, ["human", "friend"], seed=5)
        invite(host, friend, 1)
        friend.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
        take_turns([host, friend], 12)  # a few turns each
        played = final_record(friend).actions
        url = friend.page.url
        friend.page.close()  # no goodbye: the host notices the silence
        host.page.wait_for_selector(".link-bar [data-state=lost]", timeout=30_000)
        host.shot("friends-host-lost-1280x800")
        host.page.click(".link-bar [data-ui=computer-plays]")  # the host's word: a computer plays Benno meanwhile
        host.page.wait_for_selector(".link-bar [data-state=computer]")
        for _ in range(6):  # the host plays its own turns; Benno's are the computer's
            actions = host.next_choice(timeout=LINK_WAIT)
            assert actions is not None
            host.act(highest_value(actions))
        assert len(final_record(host).actions) > len(played) + 6
        friend.page = friend.page.context.new_page()
        friend.page.add_init_script(LATE_HASH)  # the new link opened over this page is taken a second after goto
        friend.page.goto(url.split("#")[0])
        friend.wait_ready()
        friend.page.wait_for_selector(".link-bar [data-state=lost]", timeout=LINK_WAIT)  # its game kept, waiting
        assert final_record(friend).actions == played
        friend.page.locator("[data-testid=answer-code]").wait_for(timeout=LINK_WAIT)  # its standby invitation answered
        friend.page.evaluate(SLOW_ANSWERS)  # the new link's answer takes a second: the standby's must not stay shown
        invited_again_to_the_end(host, friend, lowest_value, played)


def test_a_pause_of_every_device_at_once_loses_nobody_and_the_game_goes_on(rtc_browser, site):
    """Both pages stopped at once for longer than the silence that counts as leaving (a machine too busy to run
    them, as in the shaken suite; a phone's tab in the background): running again, neither takes its own pause for
    the other's silence. Each page's first heartbeat after the pause used to run before the pings waiting for it,
    and dropped the other device; the game then waited for a link nobody would send."""
    with devices(rtc_browser, site, 2) as (host, friend):
        host_invites(host, ["human", "friend"], seed=5)
        invite(host, friend, 1)
        friend.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
        host.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
        end = time.time() * 1000 + 500 + PAUSE_MS
        for game in (host, friend):  # the pauses begin within half a second of each other and end together
            game.page.evaluate("(end) => setTimeout(() => { while (Date.now() < end); }, 500)", end)
        for game in (host, friend):  # two heartbeats of each page after the pause (HEARTBEAT: 2 s)
            game.page.wait_for_function("(end) => Date.now() > end + 4500", arg=end, timeout=PAUSE_MS + LINK_WAIT)
        for game in (host, friend):
            expect(game.page.locator(".link-bar [data-state=lost]")).to_have_count(0)
            expect(game.page.locator(".link-bar [data-state=open]")).to_have_count(1)
        take_turns([host, friend], 6)  # each move reaches the other device: its turn comes there
        assert final_record(friend).actions == final_record(host).actions


PAUSE_MS = 9_000
"""Longer than a connection's silence before it counts as lost (``vegas/ui/link/silence.py``: 7 s)."""


SLOW_ANSWERS = """() => {
    const make = RTCPeerConnection.prototype.createAnswer;
    RTCPeerConnection.prototype.createAnswer = async function (...args) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return make.apply(this, args);
    };
}"""


LATE_HASH = """window.addEventListener("hashchange", (event) => {
    if (!event.isTrusted) return;
    event.stopImmediatePropagation();  // registered first (an init script): the page's own listener waits
    const { oldURL, newURL } = event;
    setTimeout(() => window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL })), 1000);
}, { capture: true });"""
"""An init script: the page hears of a new address fragment a second late, as a loaded machine may hand it the
hashchange (and Pyodide the join it starts) after Playwright's same-document ``goto`` has returned."""


def ones_first(actions: list[str]) -> str:
    """Ones on casino 1 whenever rolled: its LUCKY PUNCH tile is activated."""
    return "place 1" if "place 1" in actions else highest_value(actions)


def test_secret_choices_between_devices_end_the_same_on_both(rtc_browser, site):
    """LUCKY PUNCH on casino 1 every round: its tokens travel as a commitment until the guess is made."""
    with devices(rtc_browser, site, 2) as (host, friend):
        host.open()
        host.start_from_form(["human", "friend"], rules="royale", force="A1")
        host.page.wait_for_selector("#link-dialog[open]")
        invite(host, friend, 1)
        play_everywhere([host, friend], ones_first)
        assert standings_by_seat(host) == standings_by_seat(friend)
        record = final_record(host)
        assert record.actions == final_record(friend).actions
        assert any(state.is_secret_choice() for state in replay_states(record))  # LUCKY PUNCH was played


TAMPER_START = """
const send = RTCDataChannel.prototype.send;
RTCDataChannel.prototype.send = function (text) {
  if (typeof text === "string" && text.startsWith('{"t":"start"')) {
    const data = JSON.parse(text);
    data.parts[0] = "0".repeat(64);  // the host's part, swapped after every commitment was made
    text = JSON.stringify(data);
  }
  return send.call(this, text);
};
"""


def test_a_host_that_swaps_its_part_of_the_dice_is_caught_by_the_friend(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        host.page.add_init_script(TAMPER_START)
        host_invites(host, ["human", "friend"])
        invite(host, friend, 1)
        friend.page.wait_for_selector("#notice:not([hidden])", timeout=LINK_WAIT)
        assert "do not match" in friend.page.inner_text("#notice")
        friend.shot("friends-tampered-part-1280x800")
        assert friend.page.evaluate("localStorage.getItem('vegas.link')") is None  # no shared game was taken


def test_a_host_that_reloads_invites_again_into_the_same_game(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        host_invites(host, ["human", "friend", "medium"], seed=9)  # the computer plays on the host's page
        invite(host, friend, 1)
        friend.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
        for _ in range(10):
            for game in (host, friend):
                actions = offered(game)
                if actions:
                    game.act(lowest_value(actions))
            host.page.wait_for_timeout(20)
        before = final_record(host).actions
        host.page.once("dialog", lambda dialog: dialog.accept())  # "Leave the game?" (issue 47): yes
        host.page.reload()
        host.wait_ready()
        host.page.wait_for_selector(".link-bar [data-state=lost]", timeout=LINK_WAIT)
        played = final_record(host).actions  # the computer may have moved once more before the reload
        assert played[: len(before)] == before
        friend.page.wait_for_selector(".link-bar [data-state=lost]", timeout=30_000)
        invited_again_to_the_end(host, friend, highest_value, played)


def test_an_invitation_for_internet_play_asks_before_the_page_contacts_a_stun_server(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        host_invites(host, ["human", "friend"])
        assert not host.page.is_checked("#link-dialog [data-ui=stun]")  # off unless the host turns it on
        host.page.check("#link-dialog [data-ui=stun]")
        host.page.click("#link-dialog [data-ui=invite][data-seat='1']")
        link = host.page.locator("#link-dialog [data-seat='1'] [data-testid=invite-link]")
        link.wait_for(timeout=LINK_WAIT)
        assert link.input_value().endswith("&stun=1")
        friend.page.goto(link.input_value())
        friend.wait_ready()
        ask = friend.page.locator("#link-dialog[open] [data-ui=answer-stun]")
        ask.wait_for(timeout=LINK_WAIT)
        assert "stun:stun.l.google.com:19302" in friend.page.inner_text("#link-dialog")
        assert not friend.page.locator("[data-testid=answer-code]").count()  # nothing contacted, nothing made yet
        friend.shot("friends-stun-question-1280x800")
        friend.page.click("#link-dialog [data-ui=close-dialog]")
        host.page.click("#link-dialog [data-ui=link-cancel]")  # the host gives up: its invitations go
        host.page.wait_for_selector("#link-dialog", state="hidden")
        assert not host.page.locator("#link-bar:not([hidden])").count()


def test_a_shared_game_whose_link_data_is_gone_is_played_on_against_computers(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        host_invites(host, ["human", "friend"])
        invite(host, friend, 1)
        friend.page.wait_for_selector(".link-bar [data-state=open]", timeout=LINK_WAIT)
        game = friend.page.url.split("#")[0]
        # the game's page left first: while connected it writes the link's data again at every message (a heartbeat
        # every 2 s), and a reload that came after one found the data back on a loaded machine (issue 53)
        friend.page.goto("/manifest.webmanifest")
        friend.page.evaluate("localStorage.removeItem('vegas.link')")  # cleared by hand, or a damaged browser store
        friend.page.goto(game)
        friend.wait_ready()
        assert "computers play" in friend.page.inner_text("#notice")  # said as the page opens, before it is ready
        play_everywhere([friend], highest_value)  # the friend's seat is theirs, the host's a computer's
        assert final_record(friend).replay().is_terminal()


def tampered_links(change: str) -> str:
    """An init script: every dice link this page sends is changed by the JavaScript statement ``change`` (on
    ``data``; ``return`` drops the message)."""
    return (
        "const send = RTCDataChannel.prototype.send;\n"
        "RTCDataChannel.prototype.send = function (text) {\n"
        "  if (typeof text === 'string' && text.startsWith('{\"t\":\"link\"')) {\n"
        f"    const data = JSON.parse(text); {change}; text = JSON.stringify(data);\n"
        "  }\n"
        "  return send.call(this, text);\n"
        "};\n"
    )


def test_a_friend_that_tampers_with_its_dice_link_is_caught_and_said_and_the_dice_wait(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        friend.page.add_init_script(tampered_links("data.link = '0'.repeat(64)"))  # not the link it committed to
        host_invites(host, ["human", "friend"])
        invite(host, friend, 1)
        host.page.wait_for_selector("#notice:not([hidden])", timeout=LINK_WAIT)
        assert "Benno's link for the dice does not follow the chain" in host.page.inner_text("#notice")
        host.shot("friends-tampered-link-1280x800")
        assert not offered(host) and not offered(friend)  # the first deal waits for the right link
        assert final_record(host).actions == ()


def test_a_friend_that_withholds_its_dice_link_counts_as_leaving(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        friend.page.add_init_script(tampered_links("return"))  # it sees the others' links first, and keeps its own
        host_invites(host, ["human", "friend"])
        invite(host, friend, 1)
        host.page.wait_for_selector(".link-bar [data-state=lost]", timeout=30_000)  # dropped, as if it had left
        assert "did not reveal its part of the dice" in host.page.inner_text("#notice")
        friend.page.wait_for_selector(".link-bar [data-state=lost]", timeout=30_000)
        host.page.click(".link-bar [data-ui=computer-plays]")  # the host's word: the dice are dealt without it
        actions = host.next_choice(timeout=LINK_WAIT)
        assert actions is not None and "roll" in actions
        assert final_record(host).dice.runs[0][1] is None  # type: ignore[union-attr]
