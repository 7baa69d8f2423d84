"""The first visit's bytes, computed from the files on disk after setup (``scripts/first_visit.py``): within the
budget written in the repository, and fewer than a bare page booting the same Pyodide as published."""

from __future__ import annotations

import gzip
import sys

import pytest

from .node import ROOT

sys.path.insert(0, str(ROOT / "scripts"))
import first_visit  # noqa: E402

NEEDS_SETUP = pytest.mark.skipif(
    not (ROOT / "static" / "vendor" / "wheels" / "vegas.whl").exists(), reason="not vendored: run scripts/setup.sh"
)


@NEEDS_SETUP
def test_the_first_visit_transfers_no_more_than_its_budget():
    total = sum(first_visit.ours().values())
    assert total <= first_visit.budget(), first_visit.report(first_visit.ours(), first_visit.bare())


@NEEDS_SETUP
def test_the_first_visit_transfers_fewer_bytes_than_a_bare_pyodide_page():
    assert sum(first_visit.ours().values()) < sum(first_visit.bare().values())


@NEEDS_SETUP
def test_on_demand_files_are_published_but_not_counted():
    ours = first_visit.ours()
    assert "static/vendor/pyodide/python_stdlib.zip" in ours and "sw.js" in ours
    assert not [name for name in ours if name.startswith("on-demand/")]
    assert (ROOT / "on-demand" / "segno.whl").is_file()  # the QR codes' library, fetched once a link is made


def test_text_and_webassembly_count_gzipped_and_zip_files_as_they_are(tmp_path):
    text = b"const x = 1;\n" * 500
    for name in ("a.js", "a.wasm", "a.zip"):
        (tmp_path / name).write_bytes(text)
    assert first_visit.transferred(tmp_path / "a.js") == len(gzip.compress(text, compresslevel=6, mtime=0))
    assert first_visit.transferred(tmp_path / "a.wasm") == first_visit.transferred(tmp_path / "a.js")
    assert first_visit.transferred(tmp_path / "a.zip") == len(text)
