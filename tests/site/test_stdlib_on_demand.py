"""The trimmed standard library and its way to the rest (``scripts/stdlib_on_demand.py``): the finder under
CPython with zip files of its own, then the setup's trimmed library booting Pyodide under Node, the game
imported from it and modules it lacks imported from the full one (the browser's fetch:
tests/browser/test_site.py)."""

from __future__ import annotations

import importlib
import json
import sys
import zipfile
from pathlib import Path

import pytest

from .node import NEEDS_PYODIDE, ROOT, node_result

sys.path.insert(0, str(ROOT / "scripts"))
import stdlib_on_demand  # noqa: E402
from stdlib_on_demand import OnDemand  # noqa: E402

STDLIB = ROOT / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
FULL = ROOT / "on-demand" / "python_stdlib.zip"
PUBLISHED = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
NEEDS_SETUP = pytest.mark.skipif(not FULL.exists(), reason="not vendored: run scripts/setup.sh")


def write_zip(path: Path, files: dict[str, str]) -> str:
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return str(path)


@pytest.fixture
def libraries(tmp_path, monkeypatch):
    """A trimmed library on the path (``odpkg`` and ``odpkg.kept``) and a full one with more; the finder
    installed, counting its fetches; the modules forgotten afterwards."""
    trimmed = write_zip(tmp_path / "trimmed.zip", {"odpkg/__init__.py": "", "odpkg/kept.py": "X = 1"})
    full = {"odpkg/__init__.py": "", "odpkg/kept.py": "X = 1", "odpkg/more.py": "X = 2", "odtop.py": "X = 3"}
    fetches: list[str] = []

    def fetch() -> str:
        fetches.append("fetched")
        return write_zip(tmp_path / "full.zip", full)

    finder = OnDemand(trimmed, fetch, frozenset({"odpkg.more", "odtop"}))
    monkeypatch.setattr(sys, "path", [trimmed, *sys.path])
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, finder])
    yield finder, fetches
    for name in ("odpkg", "odpkg.kept", "odpkg.more", "odtop"):
        sys.modules.pop(name, None)
    importlib.invalidate_caches()


def test_a_module_the_trimmed_library_holds_fetches_nothing(libraries):
    finder, fetches = libraries
    assert importlib.import_module("odpkg.kept").X == 1
    assert fetches == [] and finder.fetched == []


def test_a_module_it_lacks_is_imported_from_the_full_library_fetched_once(libraries):
    finder, fetches = libraries
    assert importlib.import_module("odtop").X == 3
    assert importlib.import_module("odpkg.more").X == 2  # a submodule of a package the trimmed one holds
    assert fetches == ["fetched"]
    assert finder.fetched == ["odtop", "odpkg.more"]


def test_a_part_added_is_looked_in_first_and_spares_the_fetch(libraries, tmp_path):
    """segno's part of the library (vegas/ui/link/qr_library.py): a module of it, a submodule of a package the
    trimmed library holds; a module the part lacks, in a package that came from the part, from the full one."""
    finder, fetches = libraries
    finder.names |= {"odpart", "odpart.sub", "odpart.only_full", "odpkg.inpart"}
    part = write_zip(
        tmp_path / "part.zip", {"odpart/__init__.py": "", "odpart/sub.py": "X = 4", "odpkg/inpart.py": "X = 5"}
    )
    stdlib_on_demand.add(part)  # through the finder on sys.meta_path, as the page does
    assert finder.parts == [part]
    assert importlib.import_module("odpart.sub").X == 4
    assert importlib.import_module("odpkg.inpart").X == 5
    assert fetches == [] and finder.fetched == []
    full = {"odpart/__init__.py": "", "odpart/only_full.py": "X = 6", "odtop.py": "X = 3"}
    finder.fetch = lambda: fetches.append("fetched") or write_zip(tmp_path / "full.zip", full)
    assert importlib.import_module("odpart.only_full").X == 6
    assert fetches == ["fetched"] and finder.fetched == ["odpart.only_full"]
    for name in ("odpart", "odpart.sub", "odpart.only_full", "odpkg.inpart"):
        sys.modules.pop(name, None)


def test_a_part_that_is_not_there_is_passed_over(libraries, tmp_path):
    """A restored memory remembers the part but holds no files: the full library answers."""
    finder, fetches = libraries
    finder.parts.append(str(tmp_path / "gone.zip"))
    assert importlib.import_module("odtop").X == 3
    assert fetches == ["fetched"]


def test_a_name_in_neither_library_fetches_nothing(libraries):
    finder, fetches = libraries
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("odnowhere")
    assert fetches == []


def test_a_failed_fetch_says_so_and_the_next_import_tries_again(libraries):
    finder, fetches = libraries
    working = finder.fetch

    def failing() -> str:
        raise ImportError("the full standard library could not be fetched from x: HTTP 404")

    finder.fetch = failing
    with pytest.raises(ImportError, match="could not be fetched"):
        importlib.import_module("odtop")
    finder.fetch = working
    assert importlib.import_module("odtop").X == 3


@NEEDS_SETUP
def test_the_trimmed_library_is_bytecode_only_and_names_the_rest_of_the_published_one():
    trimmed = set(zipfile.ZipFile(STDLIB).namelist())
    published = set(zipfile.ZipFile(PUBLISHED).namelist())
    assert trimmed and all(name.endswith(".pyc") for name in trimmed)
    assert {name[:-1] for name in trimmed} - {"_vegas_on_demand.py"} <= published
    assert len(trimmed) < len([name for name in published if name.endswith(".py")]) / 2
    full = set(zipfile.ZipFile(FULL).namelist())
    assert all(name.endswith(".pyc") for name in full)  # the same bytecode, every module of the published one
    assert len(full) > 0.95 * len([name for name in published if name.endswith(".py")])
    assert trimmed - {"_vegas_on_demand.pyc"} <= full


@NEEDS_PYODIDE
@NEEDS_SETUP
def test_pyodide_boots_on_the_trimmed_library_imports_the_game_and_the_rest_on_demand(tmp_path):
    """Under Node, with the setup's trimmed library as Pyodide's and the game's wheel (bytecode only) on the
    path: every module of the game imports without the full library; then modules the trimmed one lacks (a
    top-level one, a package's submodule) come from it, fetched once."""
    script = """
import { readFileSync } from "node:fs";
import { loadPyodide } from PYODIDE;
const pyodide = await loadPyodide({ stdLibURL: STDLIB_PATH });
pyodide.FS.writeFile("/home/pyodide/vegas.whl", readFileSync(new URL(WHEEL)));
pyodide.FS.writeFile("/tmp/full.zip", readFileSync(new URL(FULL)));
const found = pyodide.runPython(`
import importlib, json, pkgutil, sys
sys.path.insert(0, "/home/pyodide/vegas.whl")
import _vegas_on_demand
fetches = []
finder = _vegas_on_demand.OnDemand(_vegas_on_demand.os.path.dirname(_vegas_on_demand.os.__file__),
                                   lambda: fetches.append(1) or "/tmp/full.zip", _vegas_on_demand.NAMES)
sys.meta_path.append(finder)
import vegas
for module in pkgutil.walk_packages(vegas.__path__, "vegas."):
    if module.name != "vegas.__main__":
        try:
            importlib.import_module(module.name)
        except ImportError as error:
            if error.name != "js":
                raise
before = list(finder.fetched)
import wave, html.parser, email.mime.text
json.dumps({"before": before, "after": finder.fetched, "fetches": len(fetches), "wave": wave.__file__,
            "parser": html.parser.__file__, "mime": email.mime.text.__file__})
`);
console.log(found);
"""
    modules = {
        "PYODIDE": ROOT / "node_modules" / "pyodide" / "pyodide.mjs",
        "WHEEL": ROOT / "static" / "vendor" / "wheels" / "vegas.whl",
        "FULL": FULL,
    }
    found = node_result(tmp_path, script.replace("STDLIB_PATH", json.dumps(str(STDLIB))), modules)
    assert found["before"] == []
    assert found["after"][:2] == ["wave", "html.parser"]  # (a submodule of a package the trimmed one holds)
    assert found["fetches"] == 1
    assert found["wave"] == "/tmp/full.zip/wave.pyc" and found["parser"] == "/tmp/full.zip/html/parser.pyc"
    assert found["mime"] == "/tmp/full.zip/email/mime/text.pyc"  # (email: only segno's part has it besides)


def test_the_finder_s_names_start_empty_until_the_setup_fills_them():
    assert frozenset() == stdlib_on_demand.NAMES


def test_an_import_while_fetching_is_not_answered_again(libraries):
    """The fetch itself may import (a codec): that import must not fetch again, round and round."""
    finder, fetches = libraries
    working = finder.fetch

    def importing() -> str:
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module("odpkg.more")
        return working()

    finder.fetch = importing
    assert importlib.import_module("odtop").X == 3
    assert fetches == ["fetched"]


def test_the_x_user_defined_text_of_every_byte_becomes_those_bytes():
    every = bytes(range(256))
    text = "".join(chr(byte) if byte < 0x80 else chr(0xF700 + byte) for byte in every)
    assert text.translate(stdlib_on_demand.HIGH_BYTES).encode("latin-1") == every
