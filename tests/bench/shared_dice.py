"""Benchmark: what dice shared between devices (issue 37, ``vegas/core/shared_dice.py``) cost per roll.

    .venv/bin/python tests/bench/shared_dice.py [--rolls 12] [--games 20] [--no-browser]

Prints three sets of figures:

- the runs of dice per game (each needs one link of every device's chain), the most over ``--games`` random
  five-player games of each rule set, against the chain's length ``CHAIN_LENGTH``;
- the protocol's own cost per run in CPython (``tests/ui/test_link.py``'s pages, messages as JSON in lists):
  from a move to every page holding the run's dice, for two, three and five devices;
- on loopback in Debian's Chromium: from the click on Roll to the faces shown (the Place buttons drawn) on the
  page that rolled, for a game on one screen and for two devices over WebRTC (each device a browser profile of
  its own, the page's pauses off), measured in the page with ``performance.now()``.

No figure is asserted: the tests never time anything (the machine they run on is shared).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.ui.test_link import Room, settings_for  # noqa: E402
from vegas.core.record import NO_PLACE, chance_place  # noqa: E402
from vegas.core.shared_dice import CHAIN_LENGTH  # noqa: E402
from vegas.ui.table import FRIEND, HUMAN, Settings, SettingsProblem, Table, page_rules  # noqa: E402

ROLL_TIMES = """
window.rollTimes = [];
document.addEventListener("click", (event) => {
  if (event.target.closest("[data-action='roll']")) window.rollAt = performance.now();
}, true);
new MutationObserver(() => {
  if (window.rollAt && document.querySelector("#board [data-action^='place'], #board [data-action='pass']")) {
    window.rollTimes.push(performance.now() - window.rollAt);
    window.rollAt = 0;
  }
}).observe(document, {subtree: true, childList: true});
"""
"""An init script: ``window.rollTimes`` holds, for each click on Roll, the milliseconds until a Place (or Pass)
button of the roll was in the page."""


def runs_per_game(games: int) -> None:
    print(f"runs of dice per game, the most in {games} random games (a chain lasts {CHAIN_LENGTH}):")
    for rules in page_rules():
        most = 0
        for number in range(games):
            table = most_players(rules, number)
            rng = random.Random(number)
            while not table.state.is_terminal():
                table.resolve_chance()
                if not table.state.is_terminal():
                    table.match.play(rng.choice(table.state.legal_actions()))
            place, runs = NO_PLACE, set()
            for state in table.match.states:
                place = chance_place(place, state.is_chance_node())
                runs |= {place[0]} if place[1] >= 0 else set()
            most = max(most, len(runs))
        print(f"  {rules:12} at most {most}")


def most_players(rules: str, seed: int) -> Table:
    """A game of ``rules`` with as many players as they allow, up to five."""
    for players in (5, 4, 3, 2):
        try:
            return Table.new(replace(Settings.default(players, rules), seed=seed))
        except SettingsProblem:
            continue
    raise ValueError(rules)


def protocol_cost(rolls: int) -> None:
    print("the protocol in CPython, per run of dice (a move, every link, the run dealt on every page):")
    for friends in (1, 2, 4):
        room = Room(settings_for("classic", [HUMAN] + [FRIEND] * friends))
        room.connect()
        table = room.host.table
        assert table is not None
        rng, times = random.Random(friends), []
        while len(times) < rolls and not table.state.is_terminal():
            table.resolve_chance()
            if table.seat_to_move() != 0:
                room.play_out(rng, moves=1)
                continue
            action = "roll" if "roll" in [str(a) for a in table.state.legal_actions()] else None
            if action is None:
                room.play_out(rng, moves=1)
                continue
            started = time.perf_counter()
            table.match.play(action)
            room.deliver(room.host.news())
            times.append((time.perf_counter() - started) * 1000)
        print(f"  {1 + friends} devices: median {statistics.median(times):.2f} ms, worst {max(times):.2f} ms")


def in_the_browser(rolls: int) -> None:
    from local_browser import served_checkout
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import CHROMIUM, visitor
    from tests.browser.test_friends import host_invites, invite, offered
    from tests.browser.test_peer import ARGS

    print("on loopback in Chromium, click on Roll to the faces shown on the page that rolled:")
    with served_checkout() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for kinds in (["human", "medium"], ["human", "friend"]):
            with visitor(browser, url) as (host, _), visitor(browser, url) as (friend, _):
                for game in (host, friend):
                    game.page.add_init_script(ROLL_TIMES)
                if "friend" in kinds:
                    host_invites(host, kinds)
                    invite(host, friend, 1)
                    friend.page.wait_for_selector(".link-bar [data-state=open]", timeout=20_000)
                else:
                    host.open()
                    host.start_from_form(kinds)
                pages = [host, friend] if "friend" in kinds else [host]
                done, deadline = 0, time.monotonic() + 300
                while done < rolls and time.monotonic() < deadline:
                    for game in pages:
                        if game.page.locator("dialog[open][data-testid=payout]").count():  # a round's end
                            game.page.click("dialog[open][data-testid=payout] [data-ui=skip-payout]")
                        actions = offered(game)
                        if actions:
                            game.act("roll" if "roll" in actions else actions[0])
                    done = sum(len(game.page.evaluate("window.rollTimes")) for game in pages)
                    host.page.wait_for_timeout(10)
                times = [t for game in pages for t in game.page.evaluate("window.rollTimes")]
                name = "two devices" if "friend" in kinds else "one screen"
                median, worst = statistics.median(times), max(times)
                print(f"  {name:12} median {median:.0f} ms, worst {worst:.0f} ms ({len(times)} rolls)")
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=12)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--browser-only", action="store_true")
    args = parser.parse_args()
    if not args.browser_only:
        runs_per_game(args.games)
        protocol_cost(args.rolls * 4)
    if not args.no_browser:
        in_the_browser(args.rolls)


if __name__ == "__main__":
    main()
