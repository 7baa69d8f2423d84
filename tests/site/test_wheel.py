"""The zip files the page's modules come from (scripts/vendor.py, scripts/compile_bytecode.mjs): the game's
wheel with every module's bytecode for the page's Python instead of its source (no command line) and a RECORD
that still lists it all; Pyodide's standard library trimmed to the bytecode of the modules the page imports
(the rest: tests/site/test_stdlib_on_demand.py); all of it bytecode that no file date can invalidate."""

from __future__ import annotations

import base64
import hashlib
import json
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WHEEL = ROOT / "static" / "vendor" / "wheels" / "vegas.whl"
STDLIB = ROOT / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
PUBLISHED_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
sys.path.insert(0, str(ROOT / "scripts"))
from vendor import IMPORTED_AS  # noqa: E402

from .node import NEEDS_PYODIDE, PYODIDE, node_result  # noqa: E402

pytestmark = pytest.mark.skipif(not WHEEL.exists(), reason="no vendored wheel: run scripts/setup.sh")


@pytest.fixture(scope="module")
def wheel() -> zipfile.ZipFile:
    return zipfile.ZipFile(WHEEL)


def test_every_module_is_bytecode_only_and_the_command_line_is_left_out(wheel):
    names = set(wheel.namelist())
    modules = {path.relative_to(ROOT).as_posix() for path in (ROOT / "vegas").rglob("*.py")}
    page = {name for name in modules if not name.startswith(("vegas/cli/", "vegas/__main__"))}
    assert "vegas/ui/app/page.py" in page and "vegas/review/review.py" in page and len(page) > 50
    assert {name + "c" for name in page} <= names
    assert not [name for name in names if name.endswith(".py") or name.startswith("vegas/cli/")]


def test_docstrings_are_left_out_but_a_dataclass_s(wheel):
    """A dataclass without one would have it made up from its signature as the class is made."""
    assert "The game's version, the same as" in (ROOT / "vegas" / "version.py").read_text()
    assert b"The game's version, the same as" not in wheel.read("vegas/version.pyc")
    assert b"What the new-game screen chooses." in wheel.read("vegas/ui/table.pyc")


@pytest.fixture(scope="module")
def stdlib() -> zipfile.ZipFile:
    return zipfile.ZipFile(STDLIB)


def pyc_headers(archive: zipfile.ZipFile) -> set[bytes]:
    return {archive.read(name)[:8] for name in archive.namelist() if name.endswith(".pyc")}


def test_the_bytecode_is_for_one_python_and_checks_no_dates(wheel, stdlib):
    headers = pyc_headers(wheel) | pyc_headers(stdlib)
    magics = {header[:4] for header in headers}
    assert len(magics) == 1  # one interpreter's
    flags = {int.from_bytes(header[4:8], "little") for header in headers}
    assert flags == {0b01}  # hash-based, unchecked (PEP 552)


def test_the_bytecode_names_the_path_the_page_imports_from(wheel):
    assert f"{IMPORTED_AS}/vegas/ui/app/page.py".encode() in wheel.read("vegas/ui/app/page.pyc")


def test_the_record_lists_every_file_with_its_digest(wheel):
    (record,) = [name for name in wheel.namelist() if name.endswith(".dist-info/RECORD")]
    rows = [line.split(",") for line in wheel.read(record).decode().splitlines()]
    listed = {name: digest for name, digest, _size in rows}
    assert set(listed) == set(wheel.namelist())
    for name, digest in listed.items():
        if name != record:
            data = wheel.read(name)
            assert digest == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def test_the_standard_library_is_bytecode_of_the_published_one_s_modules(stdlib):
    published = set(zipfile.ZipFile(PUBLISHED_STDLIB).namelist())
    ours = set(stdlib.namelist()) - {"_vegas_on_demand.pyc"}
    assert ours and all(name.endswith(".pyc") and name[:-1] in published for name in ours)


def test_the_standard_library_has_the_bytecode_of_what_pyodide_and_the_game_import(stdlib):
    names = set(stdlib.namelist())
    booting = {"asyncio/base_events.pyc", "typing.pyc", "inspect.pyc", "_pyodide/_base.pyc", "pyodide/webloop.pyc"}
    game = {"fractions.pyc", "hmac.pyc", "secrets.pyc", "html/__init__.pyc", "dataclasses.pyc"}
    assert booting | game <= names
    assert "antigravity.pyc" not in names and "antigravity.py" not in names  # the rest comes on demand
    assert b"/lib/python314.zip/typing.py" in stdlib.read("typing.pyc")  # the name tracebacks give


def test_the_standard_library_s_digest_is_written_beside_it():
    """static/boot.mjs keys memory snapshots by it: a snapshot holds the zip's table of contents."""
    digest = (STDLIB.parent / "python_stdlib.zip.sha256").read_text().strip()
    assert digest == hashlib.sha256(STDLIB.read_bytes()).hexdigest()


METHODS_SCRIPT = """
import { readFileSync } from "node:fs";
import { loadPyodide } from PYODIDE_URL;
const pyodide = await loadPyodide({ stdLibURL: STDLIB_PATH });
pyodide.FS.writeFile("/home/pyodide/vegas.whl", readFileSync(new URL(GAME_URL)));
pyodide.FS.writeFile("/home/pyodide/code_cache.py", readFileSync(new URL(CODE_CACHE_URL)));
console.log(pyodide.runPython(`
import json, sys, traceback
sys.path.insert(0, "/home/pyodide/vegas.whl")
import code_cache
code_cache.install()  # as static/boot.mjs does before the game's first module
import vegas, vegas.ui.app.page, vegas.bots.exact, vegas.review
from vegas.core.game import Game
try:
    Game("no such rules", 2)
except vegas.InvalidGame:
    shown = traceback.format_exc()
json.dumps({"kept": len(code_cache._methods), "compiled": code_cache.methods_compiled, "traceback": shown,
            "same": Game("classic", 3) == Game("classic", 3) and hash(Game("classic", 3)) == hash(Game("classic", 3)),
            "repr": repr(Game("classic", 2))})
`));
"""


@NEEDS_PYODIDE
def test_in_the_pages_python_the_game_s_dataclasses_take_their_methods_from_the_wheel(tmp_path):
    """Compiled by the setup (scripts/compile_bytecode.mjs) and found by static/code_cache.py: none is compiled
    as the game is imported, they behave as dataclasses' own, and a traceback through one names no line."""
    modules = {"PYODIDE_URL": PYODIDE, "GAME_URL": WHEEL, "CODE_CACHE_URL": ROOT / "static" / "code_cache.py"}
    result = node_result(tmp_path, METHODS_SCRIPT.replace("STDLIB_PATH", json.dumps(str(STDLIB))), modules)
    assert result["kept"] > 50 and result["compiled"] == []
    assert 'File "<string>", line None, in __init__' in result["traceback"]
    assert "unknown rule set 'no such rules'" in result["traceback"]
    assert result["same"] and result["repr"].startswith("Game(rules='classic', players=2")
