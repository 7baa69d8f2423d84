"""Benchmark: the game review in the page (issue 52), in Debian's Chromium under Pyodide.

    .venv/bin/python tests/bench/review_page.py [--only classic|royale] [--repeats 1]

The page is handed the same two finished games as ``review.py time`` (``medium`` self-play, seed 52: a 2-player
``classic`` game and a 4-player ``royale`` game with its tiles) as its saved game, as a player returning to a
finished game finds it; "Review this game" is clicked on the final standings and the review runs to its end.
Printed per game and run: the decisions valued, the wall seconds from the click to the review's last line ("Reviewed:
N decisions and the luck of M rolls."),
the page's own longest task of review work and how many were over 50 ms (``window.vegasReviewLongTasks``: which
decision and chunk), and the browser's ``longtask`` entries from the click to the end (the longest, how many over
50 ms: they count everything the page did in that time, the panel's drawing and the keeping too), the page's main
thread's tasks by their CPU time (Chromium's trace, ``toplevel``: how many over 50 ms, the longest with their wall
time and when), which a shared machine's waits for a core do not lengthen, and the machine's load average before
and after. Each run has a browser profile of its own, so no review is found kept.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import replace
from pathlib import Path
from typing import Literal

from local_browser import launch_chromium, served_checkout
from playwright.sync_api import Browser, sync_playwright
from review import GAMES, self_play

from vegas.core.record import Record
from vegas.core.session import Match
from vegas.ui.table import DEFAULT_COLOURS, HUMAN, Seat, Settings, Table

LONG_TASKS = """
window.vegasLongTasks = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.vegasLongTasks.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});
"""
NO_WORKER: Literal["block"] = "block"
"""The service worker's install fetches and stores the whole runtime again beside the page's boot: not the review's."""
OPENING_MS = 1000
"""The browser's long tasks this soon after the click are counted as the review's opening (its modules imported,
the kept review read, the panel drawn), those after the last decision as its end (the panel drawn whole, the
keeping)."""
DONE = r"/^Reviewed: \d+ decisions? and the luck of \d+ rolls?\.$/"


def saved(record: Record) -> str:
    """``record``, finished, as the page's saved game: the first seat a person's (the review values its decisions
    first, as it would at a table), the others ``medium``, as they were played."""
    names = record.game.names
    seats = tuple(Seat(name, DEFAULT_COLOURS[i], HUMAN if i == 0 else "medium") for i, name in enumerate(names))
    options = dict(record.game.options)
    settings = Settings(rules=record.game.rules, seats=seats, seed=record.seed)
    if "tiles" in options:  # Royale's, as the record has them
        force = tuple((int(casino), str(face)) for casino, face in options["force"])
        settings = replace(settings, tiles=options["tiles"], no_repeat=options["no_repeat"], force=force)
    table = Table(settings, Match.from_record(record))
    assert table.state.is_terminal(), "the bench's game is finished"
    return json.dumps(table.to_save())


def run(browser: Browser, url: str, save: str) -> dict[str, object]:
    """One review of the saved game ``save`` in a fresh profile, from the click to its end."""
    context = browser.new_context(base_url=url, viewport={"width": 1280, "height": 800}, service_workers=NO_WORKER)
    try:
        page = context.new_page()
        page.add_init_script(LONG_TASKS)
        page.goto("/static/style.css")  # a page of the site without the game, to write the game's storage
        page.evaluate("save => localStorage.setItem('vegas.save', save)", save)
        page.goto("/")
        page.wait_for_selector("html.ready", state="attached", timeout=180_000)
        button = page.locator("#end-dialog[open] [data-ui=review]")
        button.wait_for(timeout=60_000)
        load_before = load()
        clicked_ms = page.evaluate("performance.now()")
        browser.start_tracing(page=page, categories=["toplevel"])
        began = time.perf_counter()
        button.click()
        page.wait_for_function(
            f"() => {DONE}.test((document.getElementById('review-progress-text') || {{}}).textContent || '')",
            timeout=1_800_000,
            polling="raf",
        )
        seconds = time.perf_counter() - began
        done_ms = page.evaluate("performance.now()")
        page.wait_for_timeout(1_000)  # the keeping in IndexedDB after the last decision, and its long tasks
        cpu = main_thread_tasks(browser.stop_tracing())
        text, longest, own, each, tasks = page.evaluate(
            "[document.getElementById('review-progress-text').textContent, window.vegasReviewLongestMs,"
            " window.vegasReviewLongTasks || [], window.vegasReviewDecisionMs || [], window.vegasLongTasks]"
        )
    finally:
        context.close()
    browser_tasks = [(start - clicked_ms, d) for start, d in tasks if start >= clicked_ms]
    ended_ms = done_ms - clicked_ms - 300  # the text is looked for at each frame
    return {
        "decisions": int(text.split()[1]),
        "seconds": seconds,
        "longest": longest,
        "own": own,
        "each": each,
        "tasks": [d for _, d in browser_tasks],
        "opening": [round(d) for at, d in browser_tasks if at < OPENING_MS],
        "ending": [round(d) for at, d in browser_tasks if at > ended_ms],
        "load": f"{load_before} -> {load()}",
        "cpu": cpu,
    }


TASKS = ("ThreadControllerImpl::RunTask", "RunTask")
"""Chromium's trace events of one task of a thread's loop (``toplevel``), with its wall (``dur``) and its thread's
CPU time (``tdur``), in microseconds."""


def main_thread_tasks(trace: bytes) -> list[tuple[float, float, float]]:
    """The page's main thread's tasks in the trace as (CPU ms, wall ms, seconds since the tracing began): on a shared
    machine a task's wall time counts the time the thread waited for a core, its CPU time not."""
    events = json.loads(trace)["traceEvents"]
    main = {
        (e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name" and e["args"]["name"] == "CrRendererMain"
    }
    tasks = [e for e in events if e.get("ph") == "X" and e.get("name") in TASKS and (e["pid"], e["tid"]) in main]
    began = min((e["ts"] for e in tasks), default=0)
    return [(e["tdur"] / 1000, e["dur"] / 1000, (e["ts"] - began) / 1e6) for e in tasks if "tdur" in e]


def said(rules: str, players: int, result: dict[str, object]) -> str:
    own, tasks, each, cpu = result["own"], result["tasks"], result["each"], result["cpu"]
    assert isinstance(own, list) and isinstance(tasks, list) and isinstance(each, list) and isinstance(cpu, list)
    ends = [entry for entry in own if entry[0] is None]
    heavy = [f"{c:.0f} ({w:.0f} wall, at {at:.1f} s)" for c, w, at in sorted(cpu, reverse=True)[:5]]
    worst = sorted(own, key=lambda entry: -entry[-1])[:5]
    return (
        f"{rules} {players}p: {result['decisions']} decisions reviewed in {result['seconds']:.1f} s "
        f"(decision median {statistics.median(each):.0f} ms, slowest {max(each):.0f} ms); "
        f"page's longest review task {result['longest']} ms, {len(own)} over 50 ms "
        f"(worst [step, chunk, ms]: {worst}; the end's: {ends}); browser longtasks over 50 ms: {len(tasks)}, "
        f"longest {max(tasks, default=0):.0f} ms (in the first second: {result['opening']} ms; at the end: "
        f"{result['ending']} ms); main thread's tasks by CPU time: {sum(c > 50 for c, _, _ in cpu)} over 50 ms of "
        f"{len(cpu)}, longest {heavy} ms; load {result['load']}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=[rules for rules, _ in GAMES], help="that game only")
    parser.add_argument("--repeats", type=int, default=1)
    args = parser.parse_args()
    games = [(rules, players) for rules, players in GAMES if not args.only or rules == args.only]
    saves = {rules: saved(self_play(rules, players, 52)) for rules, players in games}
    with served_checkout() as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        for rules, players in games:
            for _ in range(args.repeats):
                print(said(rules, players, run(browser, url, saves[rules])), flush=True)
        browser.close()


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


if __name__ == "__main__":
    main()
