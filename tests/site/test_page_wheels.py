"""The wheels the page loads besides the game's (``requirements-page.txt``, vendored by ``scripts/vendor.py``):
segno, pinned with PyPI's digest, the version the tests draw with, vendored as published with bytecode added
(``scripts/compile_bytecode.mjs``, with that of the standard library's modules only it imports in a zip of their
own), both published on demand, and in the page's Python (Pyodide under Node, on the trimmed library) imported from
its wheel as the page does once a link is made or opened, drawing what the tests check."""

from __future__ import annotations

import hashlib
import json
import re
import zipfile

import pytest

from vegas.ui.link import view

from .node import NEEDS_PYODIDE, PYODIDE, ROOT, node_result

WHEELS = ROOT / "static" / "vendor" / "wheels"
ON_DEMAND = ROOT / "on-demand"
STDLIB = ROOT / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
NEEDS_WHEELS = pytest.mark.skipif(not (ON_DEMAND / "segno.whl").exists(), reason="not vendored: run scripts/setup.sh")
TEXT = "https://vegas.example/play/#join=" + "Ab0+/" * 40


def pinned(requirements: str) -> dict[str, str]:
    """name -> what follows ``==`` on its line (the version, and the digest where there is one)."""
    lines = (ROOT / requirements).read_text().splitlines()
    return dict(re.findall(r"^([\w-]+)==([^#]*?)\s*(?:#.*)?$", "\n".join(lines), re.MULTILINE))


def test_the_page_loads_the_segno_the_tests_draw_with_pinned_with_its_digest():
    version, digest = pinned("requirements-page.txt")["segno"].split(" --hash=sha256:")
    assert version == pinned("requirements-dev.txt")["segno"]
    assert re.fullmatch(r"[0-9a-f]{64}", digest)


@NEEDS_WHEELS
def test_the_vendored_wheel_is_the_pinned_file_with_the_bytecode_of_each_module_beside_it():
    version, digest = pinned("requirements-page.txt")["segno"].split(" --hash=sha256:")
    (download,) = (ROOT / ".cache" / "page-wheels").glob(f"segno-{version}-*.whl")
    assert hashlib.sha256(download.read_bytes()).hexdigest() == digest
    published, vendored = zipfile.ZipFile(download), zipfile.ZipFile(ON_DEMAND / "segno.whl")
    record = next(name for name in published.namelist() if name.endswith(".dist-info/RECORD"))
    for name in published.namelist():
        assert name == record or vendored.read(name) == published.read(name), name
    added = set(vendored.namelist()) - set(published.namelist())
    assert added == {name + "c" for name in published.namelist() if name.endswith(".py")}
    assert b"/home/pyodide/segno.whl/segno/encoder.py" in vendored.read("segno/encoder.pyc")  # qr_library.SEGNO


@NEEDS_WHEELS
def test_what_only_segno_imports_is_bytecode_apart_from_the_trimmed_library():
    """xml.sax.saxutils brings urllib.request, http.client and email (0.17 MB): compiling them took a second or more,
    and a first visit that never draws a QR code does not download them."""
    wanted = {"xml/sax/saxutils.pyc", "urllib/request.pyc", "http/client.pyc", "email/message.pyc", "gzip.pyc"}
    part = set(zipfile.ZipFile(ON_DEMAND / "python_stdlib_wheels.zip").namelist())
    trimmed = set(zipfile.ZipFile(STDLIB).namelist())
    assert wanted <= part and all(name.endswith(".pyc") for name in part)
    assert not part & trimmed and "urllib/__init__.pyc" in trimmed  # urllib.request goes into the game's package


SCRIPT = """
import { readFileSync } from "node:fs";
import { loadPyodide } from PYODIDE_URL;
const pyodide = await loadPyodide({ stdLibURL: STDLIB_PATH });
pyodide.FS.writeFile("/home/pyodide/vegas.whl", readFileSync(new URL(GAME_URL)));
pyodide.FS.writeFile("/home/pyodide/segno.whl", readFileSync(new URL(SEGNO_URL)));
pyodide.FS.writeFile("/lib/python_stdlib_wheels.zip", readFileSync(new URL(PART_URL)));
pyodide.globals.set("text", TEXT);
console.log(pyodide.runPython(`
import json, os, sys
import _vegas_on_demand
fetches = []
def fetch():
    fetches.append(1)
    raise ImportError("no full library here")
sys.meta_path.append(_vegas_on_demand.OnDemand(os.path.dirname(os.__file__), fetch, _vegas_on_demand.NAMES))
sys.path.insert(0, "/home/pyodide/vegas.whl")
from vegas.ui.link import view
started_without = "segno" not in sys.modules
# as vegas/ui/link/qr_library.py does
_vegas_on_demand.add("/lib/python_stdlib_wheels.zip")
sys.path.append("/home/pyodide/segno.whl")
html = view.qr_code(text, "label", "en")
import segno, urllib.request
json.dumps({"started_without": started_without, "html": html, "segno": segno.__file__, "fetches": len(fetches),
            "request": urllib.request.__file__})
`));
"""


@NEEDS_PYODIDE
@NEEDS_WHEELS
def test_the_pages_python_draws_from_the_vendored_wheel_what_the_tests_check(tmp_path):
    modules = {"PYODIDE_URL": PYODIDE, "GAME_URL": WHEELS / "vegas.whl", "SEGNO_URL": ON_DEMAND / "segno.whl"}
    modules["PART_URL"] = ON_DEMAND / "python_stdlib_wheels.zip"
    script = SCRIPT.replace("TEXT", json.dumps(TEXT)).replace("STDLIB_PATH", json.dumps(str(STDLIB)))
    result = node_result(tmp_path, script, modules)
    assert result["started_without"]
    assert result["segno"] == "/home/pyodide/segno.whl/segno/__init__.pyc"  # from its bytecode
    assert result["html"] == view.qr_code(TEXT, "label", "en")
    assert result["fetches"] == 0  # the trimmed library and the part were enough: no full library fetched
    assert result["request"] == "/lib/python_stdlib_wheels.zip/urllib/request.pyc"
