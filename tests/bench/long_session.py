"""Benchmark: memory over a long session in one tab, game after game. Figures only, never assertions.

    .venv/bin/python tests/bench/long_session.py [--games 20] [--rules classic] [--level easy] [--players 4]

Plays ``--games`` games in a row in one tab of Debian's Chromium, every seat a computer of ``--level`` (moves
without pauses, each round's payout skipped), each from the final standings' "new game". After every game it
collects garbage (JavaScript and Python) and prints: the page's JavaScript heap, the WebAssembly memory Python
lives in, Python's objects, the page's elements, and the resident memory of the browser's largest renderer
process (the tab; from ``ps``). A leak shows as a figure that keeps climbing game after game; the renderer's
memory also grows over the first games, then levels (docs/performance.md, "A long session").
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import time

from local_browser import launch_chromium, served_checkout
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

SETTINGS = """
localStorage.setItem('vegas.fast', 'instant');
localStorage.setItem('vegas.snapshots', 'off');
"""
# The page's Pyodide, through the boot module PyScript asked for it (static/boot.mjs hands over one boot).
PYTHON_FIGURES = """
import('./static/boot.mjs').then((boot) => boot.loadPyodide()).then((pyodide) => [
  pyodide._module.HEAP8.length,
  pyodide.runPython("import gc; gc.collect(); len(gc.get_objects())"),
])
"""


def largest_renderer_mb() -> float | None:
    """Resident memory of the largest renderer process of this script's own browser (the tab), in MB;
    ``None`` without ``ps``. Only this process's descendants count: another browser may be running."""
    try:
        listing = subprocess.run(["ps", "-eo", "pid,ppid,rss,args"], capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    rows = [line.split(None, 3) for line in listing.stdout.splitlines()[1:]]
    children: dict[int, list[int]] = {}
    for pid, ppid, _rss, _args in rows:
        children.setdefault(int(ppid), []).append(int(pid))
    ours, waiting = set(), [os.getpid()]
    while waiting:
        pid = waiting.pop()
        ours.add(pid)
        waiting.extend(children.get(pid, []))
    sizes = [int(rss) for pid, _ppid, rss, args in rows if int(pid) in ours and "--type=renderer" in args]
    return max(sizes) / 1024 if sizes else None


def play_one(page, rules: str, level: str, players: int, seed: int) -> float:
    """One game from the new-game form to the final standings; its seconds."""
    if page.locator("#end-dialog[open]").count():
        page.click("#end-dialog [data-ui=new-game]")
    if not page.locator("#new-game-dialog[open]").count():
        page.click("header [data-ui=new-game]")
    page.select_option("select[name=rules]", rules)
    page.select_option("select[name=players]", str(players))
    for seat in range(players):
        page.select_option(f"select[name=kind{seat}]", level)
    page.fill("input[name=seed]", str(seed))
    page.click("[data-ui=start]")
    page.wait_for_selector("#new-game-dialog", state="hidden")
    started = time.perf_counter()
    while not page.locator("dialog[open] [data-testid=standings]").count():
        skip = page.locator("dialog[open][data-testid=payout] [data-ui=skip-payout]")
        if skip.count():
            with contextlib.suppress(PlaywrightError):  # it closed on its own between the look and the click
                skip.click(timeout=1500)
        page.wait_for_timeout(100)
        if time.perf_counter() - started > 300:
            raise SystemExit(f"game {seed} did not end in 300 s")
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--level", default="easy")
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()

    with served_checkout() as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright, "--enable-precise-memory-info", "--js-flags=--expose-gc")
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.add_init_script(SETTINGS)
        page.goto(url)
        page.wait_for_selector("html.ready", state="attached", timeout=120_000)
        print(f"{args.games} games of {args.rules}, {args.players} seats of {args.level}, one tab:")
        print(
            f"{'game':>5}{'seconds':>9}{'JS heap MB':>12}{'wasm MB':>9}{'Python objects':>16}{'elements':>10}"
            f"{'renderer MB':>13}"
        )
        for game in range(1, args.games + 1):
            seconds = play_one(page, args.rules, args.level, args.players, game)
            wasm, objects = page.evaluate(PYTHON_FIGURES)  # Python collects first: it may free JavaScript objects
            page.evaluate("window.gc()")
            heap = page.evaluate("performance.memory.usedJSHeapSize") / 2**20
            elements = page.evaluate("document.getElementsByTagName('*').length")
            renderer = largest_renderer_mb()
            shown = f"{renderer:13.1f}" if renderer is not None else f"{'n/a':>13}"
            print(f"{game:5}{seconds:9.1f}{heap:12.1f}{wasm / 2**20:9.0f}{objects:16}{elements:10}{shown}", flush=True)
        browser.close()


if __name__ == "__main__":
    main()
