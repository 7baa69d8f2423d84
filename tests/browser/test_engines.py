"""The game in every browser engine people play in (issue 36): Chromium, Firefox and WebKit (Safari's engine, and
every iPhone browser's), each test written once over ``engines.Tab`` and played through the README's contract
(``contract.Player``). The rest of ``tests/browser`` goes deeper in Chromium alone."""

from __future__ import annotations

import json
import random
import time
import urllib.error
import urllib.request
import zlib
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from vegas.core.record import Record, replay_states
from vegas.core.registry import RULESETS
from vegas.ui.replay import FRAGMENT_KEY
from vegas.ui.table import Settings, Table, bot_levels, page_rules

from .conftest import CHROMIUM, Serving, relaunching
from .contract import Player
from .engines import ENGINES, Tab, click, engine_missing, open_tab, wait_for
from .saves import played_on
from .test_peer import ARGS, PLAIN_ADDRESSES

SHARED_GAME_S = 300
"""Time for a whole shared game, moves crossing between the engines over WebRTC."""

PHONE = {"width": 390, "height": 844}
"""The screen these tests play on: a phone's, the first screen (WebKit is every iPhone's browser), which is also a
third of a desktop's pixels for each engine to draw."""

COMPUTER = bot_levels()[0]
"""The quickest computer opponent: these games are about the engine, not the opponent."""


OTHER_ENGINES = tuple(engine for engine in ENGINES if engine != "chromium")
"""Where the whole games of every rule set, the reload and the offline return visit are played here: Chromium
does each in its own deeper tests (test_play, test_royale, test_royale_tiles, test_knizia, test_touch, test_site,
test_snapshot), which the suite's time cannot afford twice."""


@pytest.fixture(params=OTHER_ENGINES)
def other_engine(request) -> str:
    missing = engine_missing(request.param)
    if missing:
        pytest.fail(missing)  # scripts/setup.sh installs every engine: one missing is a broken set-up
    return str(request.param)


@pytest.fixture
def own_site() -> Iterator[Serving]:
    """The site served for one test alone, which may stop it (an offline return visit)."""
    serving = Serving()
    yield serving
    serving.stop()


def seats(rules: str) -> int:
    """The seats of the game played here, one human's and the rest computers': each seat of a game of so many
    rounds has its turns whatever the number of seats, so the fewest; a game that ends by its own rule (the last
    table scored) is shared among its seats, so the most, which leaves the human's seat the fewest moves."""
    ruleset = RULESETS[rules]
    return ruleset.max_players if ruleset.rounds == 0 else ruleset.min_players


def payouts_due(record: Record, resumed: int = 0) -> int:
    """The payouts a seated human is shown in a game (played in the page from its move ``resumed`` on): one after
    each move that ended a round which scored (as the page's loop decides), none in a game that scores no rounds."""
    states = replay_states(record)[resumed:]
    return sum(
        1
        for before, after in zip(states, states[1:], strict=False)
        if getattr(after, "last_payout", ())
        and (getattr(after, "round", 0) != getattr(before, "round", 0) or after.is_terminal())
    )


WHOLE_MOVES = 70
"""The most moves a game here may ask of the human and be played whole from the new-game form; a longer one
(Knizia's: 75-110 moves, 3-4 minutes each in WebKit) is resumed ``LEFT_MOVES`` from its end, from a game played
under CPython: the reload costs a boot (some 25 s in WebKit), a whole game of the others costs less."""

LEFT_MOVES = 15


def late_in_the_game(rules: str, kinds: list[str], seed: int) -> Table | None:
    """The game the form would start, played under CPython (the human's moves at random) until the human has
    ``LEFT_MOVES`` to make, if a whole game asks more than ``WHOLE_MOVES`` of it: the engine then plays its end to the
    standings."""
    names = Settings.default(len(kinds), rules).seats
    settings = Settings(rules, tuple(replace(seat, kind=kind) for seat, kind in zip(names, kinds, strict=True)), seed)

    def played(until: Callable[[Table, int], bool]) -> tuple[Table, int]:
        rng, made = random.Random(seed), 0

        def pick(actions: list[str]) -> str:
            nonlocal made
            made += 1
            return rng.choice(actions)

        return played_on(Table.new(settings), pick, lambda table: until(table, made)), made

    _, whole = played(lambda table, _made: table.state.is_terminal())
    if whole <= WHOLE_MOVES:
        return None
    table, _ = played(lambda table, made: made >= whole - LEFT_MOVES and table.human_to_move())
    return table


def resume(player: Player, site: str, table: Table) -> None:
    """The page opened with ``table`` as its saved game, as a player returning to it finds it."""
    tab = player.tab
    tab.goto(site + "/static/style.css")  # a page of the site without the game, to write the game's storage
    tab.run("(save) => localStorage.setItem('vegas.save', save)", json.dumps(table.to_save()))
    player.boot(lambda: tab.goto(site + "/"))


def invite_a_friend(host: Player, site: str, seed: int) -> None:
    """The host's page opens a game of one person here and a friend on another device, and invites the friend."""
    host.open(site + "/")
    host.start("classic", ["human", "friend"], seed=seed)
    wait_for(host.tab, "() => document.querySelector('#link-dialog')?.open", 20)
    click(host.tab, "#link-dialog [data-ui=invite][data-seat='1']")


def replay_where(tab: Tab) -> str:
    return str(tab.run("() => document.querySelector('[data-testid=replay] .replay-where')?.innerText || ''"))


def test_every_rule_set_is_played_to_the_standings_and_its_replay_link_opens(other_engine, site):
    engine = other_engine
    with open_tab(engine, site, viewport=PHONE) as tab:
        player = Player(tab, seed=36)
        player.open(site + "/")
        for rules in page_rules():
            payouts = player.payouts
            seed = zlib.crc32(rules.encode())  # the game's own: a rule set added before it changes nothing here
            kinds = ["human"] + [COMPUTER] * (seats(rules) - 1)
            table = late_in_the_game(rules, kinds, seed)
            if table is None:  # whole, from the new-game form, as a visitor plays one
                player.start(rules, kinds, seed=seed)
                resumed = 0
            else:
                resumed = len(table.match.actions)
                resume(player, site, table)
            player.play_to_end()
            record = Record.from_json(player.save()["record"])
            assert player.payouts - payouts == payouts_due(record, resumed), f"{engine}: {rules}: payouts shown"
            final = record.replay()
            assert final.is_terminal(), f"{engine}: {rules}: the saved game is not over"
            rows = player.standings()
            assert len(rows) == seats(rules)
            winners = [final.game.names[seat] for seat in final.winners()]  # a tie on money goes to the tie-break
            assert any(rows[0][1].endswith(name) for name in winners), f"{engine}: {rules}: {rows} {winners}"

        # the last game, watched again from the standings and shared as a link that opens in the same engine
        click(tab, "dialog[open] [data-testid=standings] [data-ui=replay]")
        wait_for(tab, "() => document.querySelector('[data-testid=replay]')?.checkVisibility()", 20)
        at_end = replay_where(tab)
        click(tab, "[data-ui=replay-back]")
        wait_for(tab, "(before) => document.querySelector('.replay-where')?.innerText !== before", 20, at_end)
        shown_at = replay_where(tab)
        tab.run(  # the link the page copies, seen on its way to the clipboard (which a test may not read)
            """() => { const clipboard = navigator.clipboard, write = clipboard?.writeText?.bind(clipboard);
                if (write) clipboard.writeText = (text) => { window.copiedLink = text; return write(text); }; }"""
        )
        click(tab, "[data-ui=share-replay]")
        link = wait_for(  # copied, or, where the engine refused the clipboard, shown for the player to copy
            tab,
            """() => (document.querySelector("[data-ui=share-replay]").innerText.includes("copied")
                && window.copiedLink)
                || document.querySelector("#notice")?.innerText.match(/https?:\\/\\/\\S+/)?.[0]""",
            20,
        )
        assert f"#{FRAGMENT_KEY}=" in link
        # left first: opened over the replay still shown at shown_at, the link (same document) was checked by nothing
        click(tab, "[data-ui=leave-replay]")
        wait_for(tab, "() => !document.querySelector('[data-testid=replay]')?.checkVisibility()", 20)
        tab.goto(link)
        player.wait_ready()
        wait_for(tab, "() => document.querySelector('[data-testid=replay]')?.checkVisibility()", 20)
        assert replay_where(tab) == shown_at
        click(tab, "[data-ui=leave-replay]")
        wait_for(tab, "() => !document.querySelector('[data-testid=replay]')?.checkVisibility()", 20)


def test_a_game_resumes_after_a_reload_and_a_return_visit_plays_offline(other_engine, own_site):
    """Chromium's reload (test_play), offline site (test_site) and return visits from the snapshot
    (test_snapshot) have tests of their own, with pages driven by Playwright."""
    engine = other_engine
    origin = own_site.url
    with open_tab(engine, origin, viewport=PHONE) as tab:
        player = Player(tab, seed=7)
        first = player.open(origin + "/?seed=36&players=2&rules=classic", snapshots=True)
        for _ in range(6):
            player.step()
        board = player.look()  # the human's turn again: the computer's moves are played and saved
        saved = player.save()
        reload = player.boot(tab.reload)
        assert player.look() == board, f"{engine}: the reload did not resume the saved game"
        assert player.save()["record"] == saved["record"]
        player.step()

        # the service worker keeps the site once the game is interactive; the page keeps a memory snapshot for
        # return visits where the engine can make one, and says which became of it
        wait_for(tab, "() => navigator.serviceWorker.controller !== null", 90)
        snapshot = wait_for(tab, "() => document.documentElement.dataset.snapshot", 120)
        assert snapshot in ("kept", "skipped")
        own_site.stop()
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(origin + "/", timeout=5)
        offline = player.boot(tab.reload)
        way = tab.run("() => document.documentElement.dataset.boot")
        assert way == ("snapshot" if snapshot == "kept" else "fresh"), f"{engine}: booted {way} after {snapshot}"
        moves = len(player.save()["record"]["actions"])
        player.step()
        player.step()
        assert len(player.save()["record"]["actions"]) > moves, f"{engine}: no move was played offline"
        print(f"{engine}: first visit {first:.1f} s, reload {reload:.1f} s, offline {way} {offline:.1f} s")


def test_a_chromium_host_and_a_firefox_friend_play_a_game_together(request, site):
    """WebRTC between two engines. WebKitGTK as Debian builds it has no ``RTCPeerConnection`` (checked in
    ``test_a_browser_without_webrtc_says_so_and_plays_on``), so WebKit cannot be a device of a shared game."""
    for needed in ("chromium", "firefox"):
        if missing := engine_missing(needed):
            pytest.fail(missing)
    rtc_browser = request.getfixturevalue("rtc_chromium")
    with (
        open_tab("chromium", site, rtc_browser, viewport=PHONE) as host_tab,
        open_tab("firefox", site, viewport=PHONE) as friend_tab,
    ):
        host, friend = Player(host_tab, seed=1), Player(friend_tab, seed=2)
        invite_a_friend(host, site, seed=3636)
        invitation = wait_for(
            host_tab, '() => document.querySelector("#link-dialog [data-testid=invite-link]")?.value', 30
        )
        friend.open(invitation)
        answer = wait_for(friend_tab, "() => document.querySelector('[data-testid=answer-code]')?.value", 30)
        host_tab.run(
            """(code) => { const field = document.querySelector("[data-testid=answer-input][data-seat='1']");
                field.value = code; field.dispatchEvent(new Event("input", { bubbles: true })); }""",
            answer,
        )
        click(host_tab, "#link-dialog [data-ui=connect][data-seat='1']")
        for tab in (host_tab, friend_tab):
            wait_for(tab, "() => Boolean(document.querySelector('.link-bar [data-state=open]'))", 30)
        finished: set[int] = set()
        deadline = time.monotonic() + SHARED_GAME_S
        while len(finished) < 2:
            played = False
            for seat, player in enumerate((host, friend)):
                asked = player.asked()
                if asked is None:
                    continue
                if asked["shown"] == "standings":
                    finished.add(seat)
                    continue
                try:
                    player.respond(asked)
                    played = True
                except AssertionError:  # the other device's move took this one away meanwhile
                    continue
            if time.monotonic() > deadline:
                raise AssertionError("the shared game did not end:\n" + host.describe() + "\n" + friend.describe())
            if not played:
                time.sleep(0.02)  # a move on its way between the devices
        records = [Record.from_json(player.save()["record"]) for player in (host, friend)]
        assert records[0].actions == records[1].actions and records[0].dice == records[1].dice
        assert records[0].replay().is_terminal()
        assert host.moves > 5 and friend.moves > 5
        symbols = [[(row[0], row[1].split(" ", 1)[0], *row[2:]) for row in p.standings()] for p in (host, friend)]
        assert symbols[0] == symbols[1]


@pytest.fixture(scope="module")
def rtc_chromium(playwright):
    """Chromium with WebRTC on loopback and its addresses as they are: Firefox cannot resolve the random
    ``<uuid>.local`` names Chromium gives them otherwise."""
    args = [*ARGS, PLAIN_ADDRESSES]
    with relaunching(lambda: playwright.chromium.launch(executable_path=CHROMIUM, args=args)) as browser:
        yield browser


def test_a_browser_without_webrtc_says_so_and_plays_on(site):
    """WebKitGTK (Debian's) lacks ``RTCPeerConnection``: inviting a friend says why it cannot, in the page."""
    if missing := engine_missing("webkit"):
        pytest.fail(missing)
    with open_tab("webkit", site, viewport=PHONE) as tab:
        assert tab.run("() => typeof RTCPeerConnection") == "undefined"
        invite_a_friend(Player(tab), site, seed=36)
        said = wait_for(
            tab, "() => document.querySelector('#link-dialog .error, #link-dialog [role=alert]')?.innerText", 20
        )
        assert "WebRTC" in said, said
