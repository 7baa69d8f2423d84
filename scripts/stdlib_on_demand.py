"""Imports from the full standard library, fetched the first time the page imports a module that the trimmed one
does not hold.

The page's ``python_stdlib.zip`` holds the bytecode of only the modules Pyodide's boot and the game import
(``scripts/compile_bytecode.mjs`` puts this module in it as ``_vegas_on_demand``, with ``NAMES`` filled in):
a first visit downloads a fraction of the published library. Any other module of the standard library still
imports: this finder, last on ``sys.meta_path``, answers only for the names of the published library that the
trimmed one lacks, fetches that library once (``on-demand/python_stdlib.zip``, as published; the service worker
keeps it once fetched, for offline play) and imports from it, a submodule of a trimmed package included. An
import is synchronous, so is the fetch (``XMLHttpRequest``, in a page or a worker alike); a name that is in
neither library costs nothing, and a fetch that fails raises an ``ImportError`` that says so and is tried
again at the next import. A part of the library fetched with something else (``add``: segno's modules, which
``vegas/ui/link/qr_library.py`` fetches with its wheel) is looked in first, and spares that fetch.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
from collections.abc import Callable, Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

NAMES: frozenset[str] = frozenset()
"""The modules of the published standard library that the trimmed one lacks (filled in by the setup)."""
FULL = "/lib/python_stdlib_full.zip"
HIGH_BYTES = {0xF700 + byte: byte for byte in range(0x80, 0x100)}
"""The x-user-defined charset's characters for the bytes 0x80-0xFF, back to those bytes."""
"""Where the fetched library is written and imported from (Pyodide's file system)."""


class OnDemand:
    """A finder for ``NAMES``: ``fetch`` gives the full library's path (downloading it the first time)."""

    def __init__(self, trimmed: str, fetch: Callable[[], str], names: frozenset[str]) -> None:
        self.trimmed, self.fetch, self.names = trimmed, fetch, names
        self.full: str | None = None
        self.fetching = False  # an import while it fetches (a codec, say) is not this finder's to answer
        self.fetched: list[str] = []  # the names that needed it, in order (the page shows the first)
        self.parts: list[str] = []  # zips of some of NAMES, laid out as the library, looked in before it

    def _entries(self, root: str, path: Sequence[str] | None) -> list[str]:
        """Where to look in the library at ``root`` for a top-level module (``path`` None) or a package's submodule:
        the package's folder there, whichever library (trimmed, a part) the package came from."""
        if path is None:
            return [root]
        found = []
        for entry in path:
            for library in (self.trimmed, *self.parts):
                if entry == library or entry.startswith(library + "/"):
                    found.append(root + entry[len(library) :])
                    break
        return found

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name not in self.names or self.fetching:
            return None
        for part in filter(os.path.exists, self.parts):  # (a restored memory holds no files)
            spec = importlib.machinery.PathFinder.find_spec(name, self._entries(part, path), target)
            if spec is not None:
                return spec
        if self.full is None or not os.path.exists(self.full):  # (a restored memory holds no files)
            self.fetching = True
            try:
                self.full = self.fetch()  # raises ImportError when it cannot; the next import tries again
            finally:
                self.fetching = False
        self.fetched.append(name)
        return importlib.machinery.PathFinder.find_spec(name, self._entries(self.full, path), target)


def fetched_with_xhr(url: str, to: str = FULL) -> Callable[[], str]:
    """A ``fetch`` for ``OnDemand`` that downloads ``url`` synchronously into ``to`` (browser only)."""

    def fetch() -> str:
        if os.path.exists(to):
            return to  # put there from the service worker's cache (static/boot.mjs): offline too
        import js  # type: ignore[import-not-found]  # Pyodide's, in a page or a worker

        request = js.XMLHttpRequest.new()
        try:
            request.open("GET", url, False)
            # bytes as text, 0x00-0x7F as themselves and 0x80-0xFF as U+F780-U+F7FF (the only binary a
            # page's synchronous request can carry)
            request.overrideMimeType("text/plain; charset=x-user-defined")
            request.send()
            status, text = int(request.status), str(request.responseText)
        except Exception as error:  # a network error is thrown by send()
            raise ImportError(f"the full standard library could not be fetched from {url}: {error}") from None
        if status != 200:
            raise ImportError(f"the full standard library could not be fetched from {url}: HTTP {status}")
        with open(to, "wb") as file:  # latin-1 needs no codec module, which might not be here
            file.write(text.translate(HIGH_BYTES).encode("latin-1"))
        # once more, asynchronously: a synchronous request may pass the service worker by, this one has it
        # keep the file for the next visits (from the HTTP cache, or revalidated)
        js.fetch(url)
        return to

    return fetch


def install(url: str) -> OnDemand:
    """Put the finder last on ``sys.meta_path`` (once), fetching the full library from ``url`` when needed."""
    for finder in sys.meta_path:
        if isinstance(finder, OnDemand):
            return finder
    finder = OnDemand(os.path.dirname(os.__file__), fetched_with_xhr(url), NAMES)
    sys.meta_path.append(finder)
    return finder


def add(part: str) -> None:
    """Look in the zip ``part`` (some modules of the library, compiled alike) before fetching the full library."""
    for finder in sys.meta_path:
        if isinstance(finder, OnDemand) and part not in finder.parts:
            finder.parts.append(part)


def needed() -> list[str]:
    """The modules that were imported from the full library here (``<html data-on-demand>``)."""
    return [name for finder in sys.meta_path if isinstance(finder, OnDemand) for name in finder.fetched]
