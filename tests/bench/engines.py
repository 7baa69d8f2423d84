"""Benchmark: first and return visits in each browser engine (Chromium, Firefox, WebKit), ours against a bare page
that only boots the same vendored Pyodide as published, in the same engine. Figures and ratios only.

    .venv/bin/python tests/bench/engines.py [--engines chromium,firefox,webkit] [--profiles 3] [--repeats 3]

The method of ``start.py --return-visits`` (desktop, 1280x800), over the engines layer of the browser tests
(``tests/browser/engines.py``): in each of ``--profiles`` new profiles per page, the two pages alternating, a first
visit and ``--repeats`` return visits with the same storage. Ours is interactive when ``<html>`` gets the class
``ready``; the bare page when Pyodide has answered one Python call. After its first visit ours waits until its
memory snapshot is kept (or skipped) and its service worker controls it, as a player's next visit would find it.
Each return visit says how ours booted (``<html data-boot>``: "snapshot", "fresh": none kept, "plain": this
browser keeps none). WebKit's pages are timed by an observer installed once the page has loaded (classic
WebDriver runs no script earlier); the page is interactive seconds later, so nothing is missed. The site is built
into a temporary folder first (``scripts/static_site.py``), exactly as published.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(ROOT / "tests" / "bench")]
import static_site  # noqa: E402
from local_browser import READY_AT  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from start import BARE_PAGE, Tally, counting_server  # noqa: E402

from tests.browser.engines import ENGINES, engine_missing, open_tab, wait_for  # noqa: E402

OURS_READY = f"() => {{ {READY_AT} }}"


def visits(engine: str, origin: str, chromium, page: str, repeats: int) -> tuple[float, list[float], list[str]]:
    """One profile: the first visit's seconds to interactive, the return visits', and how ours booted on each."""
    ours = page == "/"
    with open_tab(engine, origin, chromium, init=(OURS_READY,) if ours else (), check=False) as tab:
        times, ways = [], []
        for number in range(repeats + 1):
            tab.goto(origin + page)
            times.append(wait_for(tab, "() => window.interactiveAt", 180) / 1000)
            if ours and number == 0:
                wait_for(tab, "() => document.documentElement.dataset.snapshot", 180)
                wait_for(tab, "() => navigator.serviceWorker.controller !== null", 180)
            elif ours:
                ways.append(tab.run("() => document.documentElement.dataset.boot"))
        return times[0], times[1:], ways


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", default=",".join(ENGINES))
    parser.add_argument("--profiles", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3, help="return visits in each profile")
    args = parser.parse_args()
    engines = args.engines.split(",")
    for engine in engines:
        if missing := engine_missing(engine):
            sys.exit(missing)

    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        root = Path(scratch) / "_site"
        static_site.build(root)
        (root / "bench-bare.html").write_text(BARE_PAGE)
        shutil.copy2(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip", root / "bench-python_stdlib.zip")
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--headless", "--no-sandbox"])
        print(f"{args.profiles} profiles per page and engine, {args.repeats} return visits in each; medians, seconds")
        print(f"{'':34}{'ours':>8}{'bare':>8}{'ours/bare':>11}   ours booted on return")
        with counting_server(root, Tally()) as origin:
            for engine in engines:
                found: dict[str, tuple[list[float], list[float]]] = {"/": ([], []), "/bench-bare.html": ([], [])}
                booted: Counter[str] = Counter()
                for _ in range(args.profiles):
                    for page in found:
                        first, back, ways = visits(engine, origin, chromium, page, args.repeats)
                        found[page][0].append(first)
                        found[page][1].extend(back)
                        booted.update(ways)
                ways_said = ", ".join(f"{way} {count}" for way, count in booted.most_common())
                for kind, index in (("first visit", 0), ("return visit", 1)):
                    ours = statistics.median(found["/"][index])
                    bare = statistics.median(found["/bench-bare.html"][index])
                    said = ways_said if index else ""
                    print(f"{engine + ', ' + kind:34}{ours:8.2f}{bare:8.2f}{ours / bare:10.2f}x   {said}", flush=True)
        chromium.close()


if __name__ == "__main__":
    main()
