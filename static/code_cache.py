"""Compiled code that the memory snapshot carries, for the modules a restored page imports from source.

Pyodide compiles every module it imports from a source file, and in the browser that is slow: PyScript
writes its own package (14 files, 30,000 characters) at every start and compiling it took 75 ms of each
return visit. The game's modules need no such help (their bytecode is in the wheel, see
``scripts/compile_wheel.mjs``). ``install`` makes the file importer look the source up first: the same
bytes at the same path give the code compiled before. ``static/boot.mjs`` installs it before anything is
imported, and the snapshot worker ``remember``s PyScript's files as the page that made the snapshot wrote
them, so a restored page finds their code in the snapshot's memory.

Not part of ``vegas``: it is installed before the game's first module is imported.
"""

from __future__ import annotations

import importlib.machinery
from collections.abc import Callable
from types import CodeType
from typing import Any

_compiled: dict[tuple[str, bytes], CodeType] = {}
found = 0
"""How many compilations the cache answered (the browser tests read it)."""


def compiled(source: bytes, path: str) -> CodeType:
    """The code of ``source`` as Python's importers compile it, from the cache when it is there."""
    global found
    key = (path, bytes(source))
    code = _compiled.get(key)
    if code is None:
        code = _compiled[key] = compile(source, path, "exec", dont_inherit=True)
    else:
        found += 1
    return code


def remember(path: str, source: bytes) -> None:
    """Compile ``source`` now, so that importing it from ``path`` later needs no compiler."""
    compiled(source, path)


def forget() -> None:
    """Drop what is cached (modules already imported are never compiled again)."""
    _compiled.clear()


def _cached(original: Callable[..., CodeType]) -> Callable[..., CodeType]:
    def source_to_code(loader: Any, data: bytes, path: str, *args: Any, **kwargs: Any) -> CodeType:
        if args or kwargs:  # an optimisation level asked for: not how imports compile
            return original(loader, data, path, *args, **kwargs)
        return compiled(data, path)

    source_to_code.__wrapped__ = original  # type: ignore[attr-defined]
    return source_to_code


def install() -> None:
    """Route the file importer's compilations through the cache (once)."""
    loader = importlib.machinery.SourceFileLoader
    if not hasattr(loader.source_to_code, "__wrapped__"):
        loader.source_to_code = _cached(loader.source_to_code)  # type: ignore[method-assign]
