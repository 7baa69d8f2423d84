"""Benchmark: a first visit on an emulated slow phone network and CPU, ours beside a bare page that boots the same
Pyodide as published, both served gzipped as GitHub Pages serves them (``scripts/first_visit.py``'s types).
Figures and their ratio only, never assertions.

    .venv/bin/python tests/bench/slow_network.py [--repeats 3] [--unthrottled]

Each visit is cold (a new browser profile), in Chromium with DevTools' network conditions and CPU throttling on
the page: Lighthouse's mobile "slow 4G" as DevTools applies it (562.5 ms round trips, 1,474.56 kbit/s down,
675 kbit/s up) and the CPU 4x slower. Ours is interactive when ``<html>`` is ``ready``, the bare page at its
first Python call. The two pages alternate. ``--unthrottled`` also prints ``start.py --return-visits``'s
desktop figures (first and return visits, no throttling) from the same server.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import shutil
import statistics
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(Path(__file__).parent))
import static_site  # noqa: E402
from first_visit import COMPRESSED  # noqa: E402
from local_browser import READY_AT  # noqa: E402
from serve import StaticHandler, StaticServer  # noqa: E402
from start import DESKTOP, LAUNCH_ARGS, return_visits, serving  # noqa: E402

SLOW_4G = {"offline": False, "latency": 562.5, "downloadThroughput": 1474.56 * 1024 / 8}
SLOW_4G["uploadThroughput"] = 675 * 1024 / 8
CPU_SLOWDOWN = 4
PUBLISHED = ("python_stdlib.zip", "pyodide-lock.json")
BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title></head><body>
<p>bare Pyodide</p>
<script type="module">
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";
// Pyodide as published: its standard library and lock file from the npm package.
const pyodide = await loadPyodide({
  indexURL: "./static/vendor/pyodide/",
  stdLibURL: "./bench-python_stdlib.zip",
  lockFileURL: "./bench-pyodide-lock.json",
});
window.pythonSaid = pyodide.runPython("6 * 7");
window.interactiveAt = performance.now();
performance.mark("bare:ready");
</script></body></html>
"""


class GzipHandler(StaticHandler):
    """As GitHub Pages serves: text and WebAssembly gzipped (level 6) when the browser accepts it, the rest as
    it is; every response fresh for ten minutes, then revalidated (``Last-Modified``, and an ``ETag`` for the
    gzipped ones). Without a freshness the page's snapshot worker downloaded Pyodide's 3.8 MB a second time."""

    zipped: dict[str, bytes] = {}
    lock = threading.Lock()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def send_head(self):  # type: ignore[no-untyped-def]
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"  # the page itself, at "/", gzipped as every HTML file
        if not (path.is_file() and path.suffix in COMPRESSED and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        stat = path.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}-gzip"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return None
        with self.lock:
            if str(path) not in self.zipped:
                self.zipped[str(path)] = gzip.compress(path.read_bytes(), compresslevel=6)
            body = self.zipped[str(path)]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        return None


@contextmanager
def gzip_server(root: Path) -> Iterator[str]:
    with serving(StaticServer(("127.0.0.1", 0), functools.partial(GzipHandler, directory=str(root)))) as origin:
        yield origin


@contextmanager
def site_beside_bare() -> Iterator[Path]:
    """The site built as published into a temporary folder, with the bare page at ``/bench-bare.html``."""
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch) / "_site"
        static_site.build(root)
        (root / "bench-bare.html").write_text(BARE_PAGE)
        for name in PUBLISHED:
            shutil.copy2(ROOT / "node_modules" / "pyodide" / name, root / f"bench-{name}")
        yield root


def slow_visit(playwright, url: str, ours: bool) -> float:
    """Seconds to interactive of one cold visit under the slow network and CPU."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", args=LAUNCH_ARGS, viewport={"width": 390, "height": 844}
        )
        try:
            page = context.new_page()
            session = context.new_cdp_session(page)
            session.send("Network.enable")
            session.send("Network.emulateNetworkConditions", SLOW_4G)
            session.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
            if ours:
                page.add_init_script(READY_AT)
            page.goto(url, timeout=600_000)
            page.wait_for_function("window.interactiveAt !== undefined", timeout=600_000, polling=250)
            return float(page.evaluate("window.interactiveAt")) / 1000
        finally:
            context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--unthrottled", action="store_true", help="also first and return visits, unthrottled")
    args = parser.parse_args()
    times: dict[str, list[float]] = {"ours": [], "bare": []}
    with site_beside_bare() as root, gzip_server(root) as origin, sync_playwright() as playwright:
        for repeat in range(args.repeats):
            for name in ("ours", "bare") if repeat % 2 == 0 else ("bare", "ours"):
                path = "/" if name == "ours" else "/bench-bare.html"
                times[name].append(slow_visit(playwright, origin + path, ours=name == "ours"))
                print(f"  {name:4} #{repeat + 1}: {times[name][-1]:6.2f} s", flush=True)
        ours, bare = statistics.median(times["ours"]), statistics.median(times["bare"])
        print(f"\nslow 4G (DevTools), CPU {CPU_SLOWDOWN}x slower, phone 390x844, gzip; medians of {args.repeats}")
        print(f"time to interactive: ours {ours:.2f} s, bare {bare:.2f} s, ours/bare {ours / bare:.2f}x")
        if args.unthrottled:
            found = return_visits(playwright, origin, DESKTOP, repeats=3, profiles=2)
            for kind, index in (("first", 0), ("return", 1)):
                mine, theirs = statistics.median(found["ours"][index]), statistics.median(found["bare"][index])
                print(
                    f"unthrottled desktop, {kind} visit: ours {mine:.2f} s, bare {theirs:.2f} s, "
                    f"ours/bare {mine / theirs:.2f}x"
                )


if __name__ == "__main__":
    main()
