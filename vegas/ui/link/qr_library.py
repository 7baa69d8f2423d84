"""The QR codes' library, fetched the first time a link is made or opened, never by a first visit: segno's wheel
and the standard library's modules that only segno imports (``on-demand/``, made by ``scripts/vendor.py``; the
service worker keeps both once fetched, for offline play). Without them (offline before this browser ever drew a QR
code) the dialogs show their links and codes as text only (``view.qr_code``).
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from js import document, window  # type: ignore[import-not-found]

SEGNO = "/home/pyodide/segno.whl"
"""Where the page puts segno's wheel and imports it from (zipimport), as ``static/boot.mjs`` does the game's."""
STDLIB_PART = "/lib/python_stdlib_wheels.zip"
"""Where the page puts the library's part for segno (email, http, urllib.request, xml), for ``_vegas_on_demand``."""
FILES = {"on-demand/segno.whl": SEGNO, "on-demand/python_stdlib_wheels.zip": STDLIB_PART}


async def _fetched(address: str, to: str) -> bool:
    """The browser's fetch (``pyodide.http`` would import a dozen modules more at every start), through the
    service worker, which keeps the file."""
    try:
        response = await window.fetch(window.URL.new(address, document.baseURI).href)
    except Exception:  # offline, and never kept here
        return False
    if not response.ok:
        return False
    Path(to).write_bytes((await response.arrayBuffer()).to_bytes())
    return True


async def load() -> bool:
    """segno on Python's path and imported (now, while the link is made, rather than as its dialog is drawn);
    False when it could not be fetched (the next link tries again)."""
    if SEGNO not in sys.path:
        if not all(await asyncio.gather(*(_fetched(address, to) for address, to in FILES.items()))):
            return False
        import _vegas_on_demand  # type: ignore[import-not-found]  # scripts/stdlib_on_demand.py, in the page

        _vegas_on_demand.add(STDLIB_PART)
        sys.path.append(SEGNO)
    import segno  # noqa: F401

    return True
