"""Benchmark: "Your games" with many games kept. Figures only, never assertions.

    .venv/bin/python tests/bench/history.py [--games 500] [--repeats 5]

Makes ``--games`` real games under CPython (seeded, every seat's moves chosen at random; classic, classic-neutral,
royale-basic and knizia-duel, 2-5 players), prints the bytes a kept game takes (the JSON text stored per game)
and its summary (what the list reads), counts that do not depend on the machine's load, stores them all in the
browser's IndexedDB of a page of Debian's Chromium, and times the list opening ``--repeats`` times: from the click
on Your games to its first rows drawn (100; "Show more" draws the rest), reading the summaries, checking each
game's shape, the figures and the HTML.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

from local_browser import launch_chromium, served_checkout
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vegas.core.registry import RULESETS  # noqa: E402
from vegas.ui.history.kept import kept_game  # noqa: E402
from vegas.ui.table import COLOURS, HUMAN, Seat, Settings, Table  # noqa: E402

KINDS = ("classic", "classic-neutral", "royale-basic", "knizia-duel")
LEVELS = ("easy", "medium", "hard")


def made(seed: int) -> str:
    """One finished game (one in ten left unfinished) as the history stores its text."""
    rng = random.Random(seed)
    rules = KINDS[seed % len(KINDS)]
    ruleset = RULESETS[rules]
    players = rng.randint(ruleset.min_players, min(ruleset.max_players, 5))
    kinds = [HUMAN] + [rng.choice(LEVELS) for _ in range(players - 1)]
    seats = tuple(Seat(f"P{i}", colour, kind) for i, (colour, kind) in enumerate(zip(COLOURS, kinds, strict=False)))
    table = Table.new(Settings(rules, seats, seed))
    stop = rng.randint(10, 60) if seed % 10 == 0 else None
    moves = 0
    while not table.state.is_terminal() and (stop is None or moves < stop):
        if table.state.is_chance_node():
            table.resolve_chance()
        else:
            table.match.play(rng.choice(table.state.legal_actions()))
            moves += 1
    table.resolve_chance()
    return json.dumps(kept_game(table, 1_700_000_000_000 + seed * 60_000).to_json(), separators=(",", ":"))


def summary(text: str) -> dict[str, object]:
    """What the list reads of a kept game: all but its save (static/history.js's second store)."""
    return {key: value for key, value in json.loads(text).items() if key != "save"}


OPEN = """async () => {
  document.querySelector('#games-dialog').close();
  const started = performance.now();
  document.querySelector('header [data-ui=games]').click();
  while (document.querySelectorAll('#games-dialog[open] [data-testid=games-list] li').length < Math.min(%d, 100))
    await new Promise((resolve) => requestAnimationFrame(resolve));
  return performance.now() - started;
}"""


READ = """async () => {
  const started = performance.now();
  JSON.parse(await window.vegasHistory.%s());
  return performance.now() - started;
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    started = time.process_time()
    texts = [made(seed) for seed in range(args.games)]
    sizes = sorted(len(text.encode()) for text in texts)
    print(f"{args.games} games made in {time.process_time() - started:.1f} CPU-s")
    # the summary the list reads: the game without its save (static/history.js's second store)
    summaries = sorted(len(json.dumps(summary(text), separators=(",", ":")).encode()) for text in texts)
    for what, counted in (("bytes per game", sizes), ("bytes per summary", summaries)):
        print(
            f"{what}: median {statistics.median(counted):.0f}, mean {statistics.mean(counted):.0f}, "
            f"max {counted[-1]}, all {sum(counted) / 1e6:.2f} MB"
        )
    with served_checkout() as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = browser.new_page()
        page.goto(url)
        page.wait_for_selector("html.ready", state="attached", timeout=300_000)
        if page.locator("#new-game-dialog[open]").count():
            page.click("#new-game-dialog [data-ui=start]")
        page.evaluate("texts => window.vegasHistory.addAll(texts)", texts)
        times = [page.evaluate(OPEN % args.games) for _ in range(args.repeats)]
        print(
            "open the list (ms): " + ", ".join(f"{ms:.0f}" for ms in times) + f"; median {statistics.median(times):.0f}"
        )
        # the store's two reads, interleaved so that both see the same load: the summaries (the list) and the
        # whole games (what the list read before the summaries were kept apart)
        reads: dict[str, list[float]] = {"all": [], "full": []}
        for _ in range(args.repeats):
            for read in reads:
                reads[read].append(page.evaluate(READ % read))
        for read, times in reads.items():
            print(f"vegasHistory.{read}() (ms): " + ", ".join(f"{ms:.0f}" for ms in times))
        browser.close()


if __name__ == "__main__":
    main()
