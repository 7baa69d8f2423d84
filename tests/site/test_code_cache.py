"""static/code_cache.py under CPython: the file importer's compilations go through the cache, the same
source at the same path gives the code compiled before, and anything else is compiled as usual."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def code_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ModuleType:
    """A fresh copy of the module, installed; the importers are put back as they were afterwards."""
    monkeypatch.setattr(
        importlib.machinery.SourceFileLoader, "source_to_code", importlib.machinery.SourceFileLoader.source_to_code
    )
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # every import below compiles its source
    spec = importlib.util.spec_from_file_location("code_cache_under_test", ROOT / "static" / "code_cache.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.install()
    yield module
    for name in [name for name in sys.modules if name.startswith("cached_")]:
        del sys.modules[name]


def test_a_remembered_source_is_imported_without_compiling_it(code_cache, tmp_path):
    source = b"ANSWER = 6 * 7\n"
    path = tmp_path / "cached_answer.py"
    path.write_bytes(source)
    code_cache.remember(str(path), source)
    before = code_cache.found
    import cached_answer  # type: ignore[import-not-found]

    assert cached_answer.ANSWER == 42
    assert code_cache.found == before + 1


def test_another_source_at_the_same_path_is_compiled_afresh(code_cache, tmp_path):
    path = tmp_path / "cached_changed.py"
    code_cache.remember(str(path), b"VALUE = 'old'\n")
    path.write_bytes(b"VALUE = 'new'\n")
    before = code_cache.found
    import cached_changed  # type: ignore[import-not-found]

    assert cached_changed.VALUE == "new"
    assert code_cache.found == before


def test_installing_twice_wraps_the_importer_once(code_cache):
    wrapped = importlib.machinery.SourceFileLoader.source_to_code
    code_cache.install()
    assert importlib.machinery.SourceFileLoader.source_to_code is wrapped


def test_forget_drops_what_is_cached(code_cache, tmp_path):
    path = tmp_path / "cached_forgotten.py"
    path.write_bytes(b"X = 1\n")
    code_cache.remember(str(path), b"X = 1\n")
    code_cache.forget()
    before = code_cache.found
    import cached_forgotten  # type: ignore[import-not-found]

    assert cached_forgotten.X == 1
    assert code_cache.found == before
