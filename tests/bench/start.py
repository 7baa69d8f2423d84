"""Benchmark: what a first visit downloads and how long until the page is interactive, ours against a bare
page that only boots the same vendored Pyodide, in one run. Figures and ratios only, never assertions.
The bare page boots Pyodide as published, its standard library as source (the npm package's
``python_stdlib.zip``); ours boots the vendored copy, to which the setup adds bytecode.

    .venv/bin/python tests/bench/start.py [--repeats 5] [--root DIR] [--return-visits]

Ours is interactive when the new-game screen's start button can be clicked; the bare page when Pyodide is
loaded and has answered one Python call. Every visit is cold (a new browser profile: empty HTTP cache, no
service worker). Bytes are counted by the server as it writes them (headers and bodies, uncompressed, as
our local server sends them); ours includes what its service worker caches after the start, since a first
visit downloads that too. "gzip" is what a host compressing every response (gzip level 6) would send,
computed from the same responses: GitHub Pages compresses text on its own, so it lies between the two.
By default the site is built into a temporary folder first (``scripts/static_site.py``), exactly as
published; ``--root`` measures a folder as it is (e.g. an older checkout, for a before/after).
``--return-visits`` times a first visit and return visits in each of ``--profiles`` profiles instead (ours
until ``html.ready``, restored from its memory snapshot; the bare page until its first Python call), desktop
and a phone-sized viewport with the CPU slowed 4x.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import static_site  # noqa: E402
from local_browser import READY_AT  # noqa: E402
from serve import StaticHandler  # noqa: E402

BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title></head><body>
<script type="module">
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";
// Pyodide as published: its standard library as source (ours adds bytecode, scripts/compile_bytecode.mjs).
const pyodide = await loadPyodide({ indexURL: "./static/vendor/pyodide/", stdLibURL: "./bench-python_stdlib.zip" });
window.pythonSaid = pyodide.runPython("6 * 7");
window.interactiveAt = performance.now();
</script></body></html>
"""

SNAPSHOT_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>Pyodide from a memory snapshot</title></head><body>
<script type="module">
// The first visit boots Pyodide with _makeSnapshot, imports the game's engine and stores the snapshot in
// Cache Storage (where a service worker keeps files offline); later visits restore from it.
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";
const indexURL = "./static/vendor/pyodide/";
const cache = await caches.open("bench-snapshot");
const stored = await cache.match("./bench-snapshot.bin");
let pyodide;
if (stored) {
  const snapshot = new Uint8Array(await stored.arrayBuffer());
  pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot });
  window.pythonSaid = pyodide.runPython("import vegas; len(vegas.Game('classic', players=2).names)");
  window.interactiveAt = performance.now();
} else {
  pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
  const wheel = await (await fetch("./static/vendor/wheels/vegas.whl")).arrayBuffer();
  pyodide.unpackArchive(wheel, "wheel");
  window.pythonSaid = pyodide.runPython("import vegas; len(vegas.Game('classic', players=2).names)");
  window.interactiveAt = performance.now();
  try {
    const snapshot = pyodide.makeMemorySnapshot();
    await cache.put("./bench-snapshot.bin", new Response(snapshot));
    window.snapshotBytes = snapshot.length;
  } catch (error) {
    window.snapshotError = String(error);
  }
}
</script></body></html>
"""

OUR_INTERACTIVE = """
new MutationObserver((_, watch) => {
  const start = document.querySelector("[data-ui=start]");
  if (document.documentElement.classList.contains("ready") && start && start.offsetParent && !start.disabled) {
    window.interactiveAt = performance.now();
    watch.disconnect();
  }
}).observe(document, {subtree: true, childList: true, attributes: true});
"""

LAUNCH_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class Tally:
    """Bytes the server wrote, and the paths of the files it sent (for the gzip figure)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.bytes = 0
        self.sent: list[str] = []

    def reset(self) -> None:
        with self.lock:
            self.bytes, self.sent = 0, []


@contextmanager
def counting_server(root: Path, tally: Tally) -> Iterator[str]:
    class CountingWriter:
        def __init__(self, inner) -> None:
            self.inner = inner

        def write(self, data) -> int:
            with tally.lock:
                tally.bytes += len(data)
            return self.inner.write(data)

        def __getattr__(self, name):
            return getattr(self.inner, name)

    class CountingHandler(StaticHandler):
        def setup(self) -> None:
            super().setup()
            self.wfile = CountingWriter(self.wfile)  # type: ignore[assignment]

        def send_head(self):
            opened = super().send_head()
            if opened is not None:  # a file's body follows
                with tally.lock:
                    tally.sent.append(opened.name)
            return opened

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(CountingHandler, directory=str(root)))
    with serving(server) as origin:
        yield origin


@contextmanager
def serving(server: http.server.HTTPServer) -> Iterator[str]:
    """The server's origin while it serves in a thread of its own."""
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


_GZIPPED: dict[str, int] = {}


def gzipped_size(path: str) -> int:
    if path not in _GZIPPED:
        _GZIPPED[path] = len(gzip.compress(Path(path).read_bytes(), compresslevel=6))
    return _GZIPPED[path]


def visit(playwright, url: str, tally: Tally, ours: bool) -> tuple[float, int, int]:
    """One cold visit: (seconds to interactive, bytes sent, bytes a gzip host would send).

    A new profile on disk each time, as a person's browser has: an incognito context's in-memory HTTP
    cache keeps no 9.6 MB file, so the service worker would download the runtime's WebAssembly twice.
    """
    tally.reset()
    with tempfile.TemporaryDirectory() as profile:
        return _visit(playwright, profile, url, tally, ours)


def _visit(playwright, profile: str, url: str, tally: Tally, ours: bool) -> tuple[float, int, int]:
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path="/usr/bin/chromium", args=LAUNCH_ARGS, viewport={"width": 1280, "height": 800}
    )
    page = context.new_page()
    if ours:
        page.add_init_script(OUR_INTERACTIVE)
    page.goto(url)
    page.wait_for_function("window.interactiveAt !== undefined", timeout=180_000, polling=100)
    interactive_ms = page.evaluate("window.interactiveAt")
    if ours and page.evaluate("'serviceWorker' in navigator && document.querySelector('script[src*=offline]')"):
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    time.sleep(0.5)  # stragglers (icons, the manifest)
    context.close()
    with tally.lock:
        sent, paths = tally.bytes, list(tally.sent)
    headers = sent - sum(Path(p).stat().st_size for p in paths)
    return interactive_ms / 1000, sent, headers + sum(gzipped_size(p) for p in paths)


def snapshot_figures(browser, origin: str, repeats: int) -> None:
    """Return visits (warm HTTP cache, one context): a plain boot against a restore from a memory snapshot."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(origin + "/bench-snapshot.html")
    page.wait_for_function("window.interactiveAt !== undefined || window.snapshotError", timeout=180_000)
    page.wait_for_function("window.snapshotBytes || window.snapshotError", timeout=60_000)
    made = page.evaluate("({error: window.snapshotError, bytes: window.snapshotBytes, at: window.interactiveAt})")
    page.close()
    if made["error"]:
        print(f"\nmemory snapshot: could not be made: {made['error'][:300]}")
        context.close()
        return
    times: dict[str, list[float]] = {"plain boot": [], "snapshot restore": []}
    for _ in range(repeats):
        for name, path in (("plain boot", "/bench-bare.html"), ("snapshot restore", "/bench-snapshot.html")):
            page = context.new_page()
            page.goto(origin + path)
            page.wait_for_function("window.interactiveAt !== undefined", timeout=180_000, polling=100)
            times[name].append(page.evaluate("window.interactiveAt") / 1000)
            page.close()
    context.close()
    plain, restored = (statistics.median(times[name]) for name in times)
    print(
        f"\nmemory snapshot (Pyodide's experimental _makeSnapshot/_loadSnapshot, engine imported): "
        f"{made['bytes'] / 1e6:.1f} MB in Cache Storage"
    )
    print(
        f"return visit, first Python call: plain boot {plain:.2f} s, from the snapshot {restored:.2f} s "
        f"({restored / plain:.2f}x), medians of {repeats}"
    )


PHONE = {"viewport": {"width": 390, "height": 844}, "throttle": 4}
DESKTOP = {"viewport": {"width": 1280, "height": 800}, "throttle": 1}


def return_visits(
    playwright, origin: str, device: dict, repeats: int, profiles: int
) -> dict[str, tuple[list[float], list[float]]]:
    """Ours (until ``html.ready``) and the bare page (until its first Python call), each in ``profiles``
    profiles of its own, the two alternating: a first visit, then ``repeats`` return visits with the same
    storage, as a player coming back has. Ours waits after its first visit until its memory snapshot is kept
    and its service worker controls it. Returns each page's first visits and return visits."""
    found: dict[str, tuple[list[float], list[float]]] = {"ours": ([], []), "bare": ([], [])}
    for _ in range(profiles):
        for name, path in (("ours", "/"), ("bare", "/bench-bare.html")):
            firsts, returns = found[name]
            with tempfile.TemporaryDirectory() as profile:
                context = playwright.chromium.launch_persistent_context(
                    profile, executable_path="/usr/bin/chromium", args=LAUNCH_ARGS, viewport=device["viewport"]
                )
                if name == "ours":
                    context.add_init_script(READY_AT)
                for visit_number in range(repeats + 1):
                    page = context.new_page()
                    if device["throttle"] > 1:
                        session = context.new_cdp_session(page)
                        session.send("Emulation.setCPUThrottlingRate", {"rate": device["throttle"]})
                    page.goto(origin + path)
                    page.wait_for_function("window.interactiveAt !== undefined", timeout=60_000, polling=100)
                    (returns if visit_number else firsts).append(page.evaluate("window.interactiveAt") / 1000)
                    if name == "ours" and visit_number == 0:
                        page.wait_for_function("document.documentElement.dataset.snapshot", timeout=60_000)
                        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
                        if page.evaluate("document.documentElement.dataset.snapshot") != "kept":
                            print("  (ours: no memory snapshot was kept)")
                    page.close()
                context.close()
    return found


def print_return_visits(playwright, origin: str, repeats: int, profiles: int) -> None:
    print(f"\nfirst and return visits: {profiles} profiles each, {repeats} return visits in each; medians")
    print(f"{'':46}{'ours':>8}{'bare':>8}{'ours/bare':>11}")
    for label, device in (("desktop 1280x800", DESKTOP), ("phone 390x844, CPU 4x slower", PHONE)):
        found = return_visits(playwright, origin, device, repeats, profiles)
        (ours_first, ours_back), (bare_first, bare_back) = found["ours"], found["bare"]
        for kind, ours, bare in (("first", ours_first, bare_first), ("return", ours_back, bare_back)):
            ours_median, bare_median = statistics.median(ours), statistics.median(bare)
            print(
                f"{label + f', {kind} visit s':46}{ours_median:8.2f}{bare_median:8.2f}"
                f"{ours_median / bare_median:10.2f}x",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--root", type=Path, help="serve this folder as it is instead of a fresh build")
    parser.add_argument("--snapshot", action="store_true", help="also time the bare page restored from a snapshot")
    parser.add_argument("--return-visits", action="store_true", help="time first and return visits instead")
    parser.add_argument("--profiles", type=int, default=3, help="browser profiles per page for --return-visits")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        root = args.root
        if root is None:
            root = Path(scratch) / "_site"
            static_site.build(root)
        pages = {root / "bench-bare.html": BARE_PAGE, root / "bench-snapshot.html": SNAPSHOT_PAGE}
        for path, html in pages.items():  # beside the site, so they load the same vendored files
            path.write_text(html)
        published_stdlib = root / "bench-python_stdlib.zip"
        shutil.copy2(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip", published_stdlib)
        tally = Tally()
        results: dict[str, list[tuple[float, int, int]]] = {"ours": [], "bare": []}
        try:
            with counting_server(root, tally) as origin, sync_playwright() as playwright:
                if args.return_visits:
                    print_return_visits(playwright, origin, args.repeats, args.profiles)
                    return
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=LAUNCH_ARGS)
                for repeat in range(args.repeats):
                    order = ("ours", "bare") if repeat % 2 == 0 else ("bare", "ours")  # fair to both
                    for name in order:
                        url = origin + ("/" if name == "ours" else "/bench-bare.html")
                        results[name].append(visit(playwright, url, tally, ours=name == "ours"))
                        seconds, sent, zipped = results[name][-1]
                        figures = f"{seconds:5.2f} s, {sent / 1e6:6.2f} MB, gzip {zipped / 1e6:5.2f} MB"
                        print(f"  {name:4} #{repeat + 1}: {figures}", flush=True)
                if args.snapshot:
                    snapshot_figures(browser, origin, args.repeats)
                browser.close()
        finally:
            for path in (*pages, published_stdlib):
                path.unlink()

    print(f"\nsite: {root if args.root else 'fresh build of this checkout'}; {args.repeats} cold visits each, medians")
    medians = {name: [statistics.median(r[i] for r in runs) for i in range(3)] for name, runs in results.items()}
    print(f"{'':22}{'ours':>10}{'bare':>10}{'ours/bare':>11}")
    for i, label in enumerate(("time to interactive s", "downloaded MB", "gzip host MB")):
        scale = 1 if i == 0 else 1e6
        ours, bare = medians["ours"][i] / scale, medians["bare"][i] / scale
        print(f"{label:22}{ours:10.2f}{bare:10.2f}{ours / bare:10.2f}x")


if __name__ == "__main__":
    main()
