"""Two builds of the site side by side: return visits restored from the memory snapshot, medians of each.

A change to the start of a return visit moves it by tens of milliseconds, less than one visit's spread on a
busy 2-core machine, so one build is timed against the other in alternating profiles (each a first visit
that keeps a snapshot, then return visits) and enough visits to see it. Build each with
``python scripts/static_site.py DIR`` from the checkout as it is, before and after the change:

    .venv/bin/python tests/bench/return_ab.py /tmp/before /tmp/after [--rounds 6] [--visits 5] [--throttle 4]

Prints, for each build, the median time to ``html.ready`` and to the page's ``vegas:restored`` mark (the
restore done, PyScript not yet started), in milliseconds after navigation.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from contextlib import ExitStack
from pathlib import Path

from local_browser import CHROMIUM_ARGS, READY_AT, served_checkout
from playwright.sync_api import BrowserContext, sync_playwright


def return_visits(context: BrowserContext, url: str, visits: int, throttle: float) -> list[tuple[float, float]]:
    """A first visit that keeps the snapshot, then ``visits`` return visits: (ready, restored) of each."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.snapshot", timeout=120_000)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.close()
    times = []
    for _ in range(visits):
        page = context.new_page()
        if throttle > 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
        page.goto(url)
        page.wait_for_function("window.interactiveAt !== undefined", timeout=60_000, polling=50)
        booted = page.evaluate("document.documentElement.dataset.boot")
        if booted != "snapshot":
            raise SystemExit(f"{url}: a return visit booted {booted!r}, not from the snapshot")
        restored = page.evaluate("performance.getEntriesByName('vegas:restored')[0].startTime")
        times.append((page.evaluate("window.interactiveAt"), restored))
        page.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("builds", type=Path, nargs=2, help="two built sites (scripts/static_site.py DIR)")
    parser.add_argument("--rounds", type=int, default=6, help="profiles per build, the builds alternating")
    parser.add_argument("--visits", type=int, default=5, help="return visits in each profile")
    parser.add_argument("--throttle", type=float, default=1, help="CPU slowdown, as for a phone (4)")
    args = parser.parse_args()
    found: dict[Path, list[tuple[float, float]]] = {build: [] for build in args.builds}
    viewport = {"width": 390, "height": 844} if args.throttle > 1 else {"width": 1280, "height": 800}
    with ExitStack() as stack, sync_playwright() as playwright:
        urls = {build: stack.enter_context(served_checkout(build)) for build in args.builds}
        for round_number in range(args.rounds):
            order = args.builds if round_number % 2 == 0 else args.builds[::-1]
            for build in order:
                with tempfile.TemporaryDirectory() as profile:
                    context = playwright.chromium.launch_persistent_context(
                        profile, executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS, viewport=viewport
                    )
                    context.add_init_script(READY_AT)
                    found[build] += return_visits(context, urls[build], args.visits, args.throttle)
                    context.close()
    for build, times in found.items():
        ready = statistics.median(t[0] for t in times)
        restored = statistics.median(t[1] for t in times)
        print(f"{build}: html.ready {ready:.0f} ms, restored {restored:.0f} ms (medians of {len(times)} visits)")


if __name__ == "__main__":
    main()
