"""What the browser benchmarks that play in the page share: this checkout served on a free local port, and
Debian's Chromium launched headless, the same way each time."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Browser, Playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from serve import make_server  # noqa: E402

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

READY_AT = """
new MutationObserver((_, watch) => {
  if (document.documentElement && document.documentElement.classList.contains("ready")) {
    window.interactiveAt = performance.now();
    watch.disconnect();
  }
}).observe(document, {subtree: true, childList: true, attributes: true});
"""
"""An init script: ``window.interactiveAt`` is when ``<html>`` got the class ``ready`` (the game is interactive)."""


@contextmanager
def served_checkout(root: Path = ROOT) -> Iterator[str]:
    """This checkout (run the setup first: the page needs ``static/vendor``), or a built site in ``root``, at
    a local address, until the block ends."""
    server = make_server(0, root=root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def launch_chromium(playwright: Playwright, *extra_args: str) -> Browser:
    """Debian's Chromium, headless, with ``extra_args`` after the shared ones."""
    return playwright.chromium.launch(executable_path="/usr/bin/chromium", args=[*CHROMIUM_ARGS, *extra_args])
