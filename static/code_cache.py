"""Compiled code that the memory snapshot carries, for what a restored page would otherwise compile.

Pyodide compiles every module it imports from a source file, and in the browser that is slow: PyScript
writes its own package (14 files, 30,000 characters) at every start and compiling it took 75 ms of each
return visit. It also runs code strings as it starts (``runPython``, ``runPythonAsync``), the same at every
start, which Pyodide parses and compiles each time (about 25 ms). The modules of the game's wheel and of the
standard library need no such help: their bytecode is beside their source in those zip files
(``scripts/compile_bytecode.mjs``), which ``without_bytecode`` lets the browser tests check.

``install`` makes the file importer look the source up first (the same bytes at the same path give the code
compiled before) and wraps Pyodide's ``CodeRunner`` likewise for code strings (the same string with the same
options); until the page is ready (``started``) it keeps the strings it compiled in ``asked``.

A first visit has no snapshot, and there the game's import spent 40% of its time compiling: ``dataclasses``
writes the methods of each dataclass as one code string and compiles it (72 classes as the page starts, 1-2 ms
each in the browser's Python). The setup compiles those strings too, as it imports the game
(``scripts/compile_bytecode.mjs``), and keeps them in the game's wheel by their digest
(``DATACLASS_METHODS``, after the interpreter's magic number); ``install`` has ``dataclasses`` take them from
there. The snapshot is made without them (``forget``): a dataclass a restored page makes later reads them again.
``static/boot.mjs`` installs it before anything is imported and hands a first visit's PyScript files and
``asked`` strings to the snapshot worker, which ``remember``s and ``remember_run``s them, so that a restored
page finds their code in the snapshot's memory.

Not part of ``vegas``: it is installed before the game's first module is imported.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import importlib.machinery
import importlib.util
import marshal
import sys
import zipimport
from collections.abc import Callable
from types import CodeType
from typing import Any

_compiled: dict[tuple[str, bytes], CodeType] = {}
found = 0
"""How many compilations of a file the cache answered (the browser tests read it)."""

RunKey = tuple[str, tuple[tuple[str, Any], ...]]
_runs: dict[RunKey, CodeType | None] = {}
runs_found = 0
"""How many compilations of a code string the cache answered (the browser tests read it)."""
asked: list[tuple[str, dict[str, Any]]] = []
"""The code strings this interpreter compiled (``runPython``, ``runPythonAsync``) while the page started,
with their options: PyScript runs the same ones at every start, so the first visit hands them to the
snapshot worker, which compiles them (``remember_run``)."""
_starting = True

DATACLASS_METHODS = "vegas/_dataclass_methods.marshal"
"""Where in the game's wheel the setup keeps each dataclass's methods compiled, by the digest of their code."""
_methods: dict[bytes, CodeType] = {}
_methods_read = False  # whether the wheel's were read since the last ``forget``
methods_compiled: list[str] = []
"""The modules whose dataclasses' methods were compiled here, for want of their code in the wheel (the
browser tests read it, through ``without_bytecode``)."""


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


def remember_run(source: str, options: dict[str, Any]) -> None:
    """Compile the code string ``source`` now, as Pyodide's ``eval_code`` would with ``options`` (one that
    does not compile is left out: the page that ran it was told so then)."""
    from _pyodide import _base  # type: ignore[import-not-found]  # Pyodide's own: only in the browser

    with contextlib.suppress(SyntaxError):
        _base.CodeRunner(source, **options).compile()


def dataclass_methods(text: str, globals: dict[str, Any], namespace: dict[str, Any]) -> None:
    """``dataclasses``' ``exec`` of a dataclass's methods, with their code from the wheel when it is there."""
    global _methods_read
    digest = hashlib.blake2b(text.encode(), digest_size=16).digest()
    if digest not in _methods and not _methods_read:  # the first class since ``install`` or ``forget``
        _methods.update(_wheel_methods())
        _methods_read = True
    code = _methods.get(digest)
    if code is None:
        methods_compiled.append(str(globals.get("__name__")))
        code = compile(text, "<string>", "exec", dont_inherit=True)  # as dataclasses' own exec compiles it
    exec(code, globals, namespace)


def forget() -> None:
    """Drop what is cached (modules already imported are never compiled again)."""
    global _methods_read
    _compiled.clear()
    _runs.clear()
    _methods.clear()
    _methods_read = False
    methods_compiled.clear()
    asked.clear()


def started() -> None:
    """The page is ready: code strings run from now on are neither cached nor asked for again."""
    global _starting
    _starting = False


def _cached(original: Callable[..., CodeType]) -> Callable[..., CodeType]:
    def source_to_code(loader: Any, data: bytes, path: str, *args: Any, **kwargs: Any) -> CodeType:
        if args or kwargs:  # an optimisation level asked for: not how imports compile
            return original(loader, data, path, *args, **kwargs)
        return compiled(data, path)

    source_to_code.__wrapped__ = original  # type: ignore[attr-defined]
    return source_to_code


def _runner_with_cache(runner: type) -> type:
    """Pyodide's ``CodeRunner`` (what ``eval_code`` and ``eval_code_async`` compile code strings with),
    taking the code of a string it compiled before with the same options instead of parsing it again. Only
    those two functions get it (``pyodide.code.CodeRunner`` stays Pyodide's own): they never change a
    runner's ``ast`` before compiling, which a runner found in the cache does not have."""

    class CachedCodeRunner(runner):  # type: ignore[misc]
        def __init__(self, source: str, **options: Any) -> None:
            global runs_found
            self._key: RunKey = (source, tuple(sorted(options.items())))
            self._cached = self._key in _runs
            if self._cached:
                runs_found += 1
                self._source, self._compiled, self.code, self.ast = source, True, _runs[self._key], None
                return
            super().__init__(source, **options)

        def compile(self) -> CachedCodeRunner:
            if self._cached:
                return self
            super().compile()
            if _starting:
                _runs[self._key] = self.code
                asked.append((self._source, dict(self._key[1])))
            return self

    CachedCodeRunner.__wrapped__ = runner
    return CachedCodeRunner


def _wheel_methods() -> dict[bytes, CodeType]:
    """The dataclasses' methods kept in the wheel on Python's path that has them, for this interpreter (none
    under CPython, none from a damaged file: they are then compiled as usual)."""
    for entry in sys.path:
        with contextlib.suppress(OSError, zipimport.ZipImportError):
            kept = zipimport.zipimporter(entry).get_data(DATACLASS_METHODS)
            break
    else:
        return {}
    magic = importlib.util.MAGIC_NUMBER
    if not kept.startswith(magic):
        return {}
    with contextlib.suppress(ValueError, EOFError, TypeError):
        methods = marshal.loads(kept[len(magic) :])
        if isinstance(methods, dict):
            return {key: code for key, code in methods.items() if isinstance(code, CodeType)}
    return {}


def install() -> None:
    """Route the file importer's compilations, Pyodide's of code strings and dataclasses' of their methods
    through the cache (once)."""
    loader = importlib.machinery.SourceFileLoader
    if not hasattr(loader.source_to_code, "__wrapped__"):
        loader.source_to_code = _cached(loader.source_to_code)  # type: ignore[method-assign]
    if getattr(dataclasses, "exec", None) is not dataclass_methods:  # the wheel's are read at the first class
        dataclasses.exec = dataclass_methods  # type: ignore[attr-defined]  # found before the builtin
    try:
        from _pyodide import _base
    except ImportError:
        return  # not in Pyodide: no code strings to cache
    if not hasattr(_base.CodeRunner, "__wrapped__"):
        _base.CodeRunner = _runner_with_cache(_base.CodeRunner)


def without_bytecode() -> list[str]:
    """The modules imported from a zip file on Python's path (the standard library, the game's wheel) that
    were compiled from their source, for want of bytecode beside it, and those whose dataclasses' methods
    were (named "… (dataclass methods)"): none, when the setup worked. (A module zipimport loads from
    bytecode has its ``.pyc`` as its file.)"""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if isinstance(getattr(module, "__loader__", None), zipimport.zipimporter)
        and (getattr(module, "__file__", None) or "").endswith(".py")
    ) + sorted({f"{name} (dataclass methods)" for name in methods_compiled})
