"""static/code_cache.py under CPython: the file importer's compilations go through the cache, the same
source at the same path gives the code compiled before, and anything else is compiled as usual; so do the
code strings of Pyodide's own ``eval_code`` (its ``_pyodide/_base.py``, from the npm package); and the
modules compiled from a zip for want of bytecode are named."""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.machinery
import importlib.util
import json
import marshal
import py_compile
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from tests.coroutines import run_coroutine

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def code_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ModuleType:
    """A fresh copy of the module, installed; the importers are put back as they were afterwards."""
    monkeypatch.setattr(
        importlib.machinery.SourceFileLoader, "source_to_code", importlib.machinery.SourceFileLoader.source_to_code
    )
    monkeypatch.setattr(dataclasses, "exec", exec, raising=False)  # dataclasses' own (deleted afterwards)
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


def test_the_modules_compiled_from_a_zip_for_want_of_bytecode_are_named(code_cache, tmp_path, monkeypatch):
    compiled = tmp_path / "compiled.pyc"
    (tmp_path / "source.py").write_text("Y = 2\n")
    unchecked = py_compile.PycInvalidationMode.UNCHECKED_HASH
    py_compile.compile(str(tmp_path / "source.py"), cfile=str(compiled), invalidation_mode=unchecked)
    archive = tmp_path / "modules.zip"
    with zipfile.ZipFile(archive, "w") as modules:
        modules.writestr("cached_from_source.py", "X = 1\n")
        modules.writestr("cached_with_bytecode.py", "Y = 2\n")
        modules.write(compiled, "cached_with_bytecode.pyc")
    monkeypatch.syspath_prepend(str(archive))
    import cached_from_source  # type: ignore[import-not-found]
    import cached_with_bytecode  # type: ignore[import-not-found]

    assert (cached_from_source.X, cached_with_bytecode.Y) == (1, 2)
    found = code_cache.without_bytecode()
    assert "cached_from_source" in found and "cached_with_bytecode" not in found


def made_dataclass(module: str) -> type:
    """A dataclass made as if in ``module``, by the ``exec`` that ``dataclasses`` calls now."""

    @dataclasses.dataclass
    class Point:
        x: int
        y: int = 0

    Point.__module__ = module
    return Point


def methods_texts() -> list[str]:
    """The code strings ``dataclasses`` compiles for ``made_dataclass``'s methods (one since Python 3.13, one a
    method before)."""
    texts: list[str] = []
    seen = dataclasses.exec  # type: ignore[attr-defined]
    dataclasses.exec = lambda text, *spaces: (texts.append(text), exec(text, *spaces))  # type: ignore[attr-defined]
    try:
        made_dataclass("cached_seen")
    finally:
        dataclasses.exec = seen  # type: ignore[attr-defined]
    return texts


def planted_wheel(code_cache: ModuleType, folder: Path, content: bytes | None = None) -> Path:
    """A wheel that keeps ``made_dataclass``'s methods as the setup does (scripts/compile_bytecode.mjs): compiled,
    by the digest of their code string, after this interpreter's magic number; or holding ``content`` instead.
    The code kept for ``__init__`` is not its string's own, so that the class shows which one it got."""
    kept = {
        hashlib.blake2b(text.encode(), digest_size=16).digest(): compile(
            text.replace("self.x=x", "self.x=-x"), "<string>", "exec", dont_inherit=True
        )
        for text in methods_texts()
    }
    wheel = folder / "game.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(code_cache.DATACLASS_METHODS, content or importlib.util.MAGIC_NUMBER + marshal.dumps(kept))
    return wheel


def test_a_dataclass_takes_its_methods_from_the_wheel_that_keeps_them(code_cache, tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(planted_wheel(code_cache, tmp_path)))
    monkeypatch.setattr(dataclasses, "exec", exec)
    code_cache.install()
    point = made_dataclass("cached_kept")(3, 4)
    assert (point.x, point.y) == (-3, 4)
    assert code_cache.methods_compiled == [] and code_cache.without_bytecode() == []


def test_after_forget_the_wheel_is_read_again_when_a_dataclass_is_made(code_cache, tmp_path, monkeypatch):
    """As on a restored page: the snapshot's worker forgot the methods once the game was imported, and a module
    imported later (the reviewer, once a review is shown) finds them in the wheel."""
    monkeypatch.syspath_prepend(str(planted_wheel(code_cache, tmp_path)))
    code_cache.forget()
    assert made_dataclass("cached_later")(3).x == -3
    assert code_cache.methods_compiled == []


@pytest.mark.parametrize(
    "content",
    [b"\x00\x00\r\n" + marshal.dumps({}), importlib.util.MAGIC_NUMBER + b"\xff damaged", importlib.util.MAGIC_NUMBER],
    ids=["another interpreter's", "damaged", "empty"],
)
def test_methods_kept_for_another_interpreter_or_damaged_are_compiled_as_usual(
    code_cache, tmp_path, monkeypatch, content
):
    monkeypatch.syspath_prepend(str(planted_wheel(code_cache, tmp_path, content)))
    monkeypatch.setattr(dataclasses, "exec", exec)
    code_cache.install()
    assert made_dataclass("cached_refused")(3).x == 3
    assert set(code_cache.methods_compiled) == {__name__}


def test_a_dataclass_whose_methods_are_not_kept_is_compiled_and_named(code_cache):
    assert any("self.x=x" in text for text in methods_texts())  # what the test above changes
    point = made_dataclass("cached_elsewhere")(3, 4)
    assert (point.x, point.y, repr(point).endswith("Point(x=3, y=4)")) == (3, 4, True)
    assert dataclasses.exec is code_cache.dataclass_methods  # type: ignore[attr-defined]
    assert set(code_cache.methods_compiled) == {__name__}
    assert f"{__name__} (dataclass methods)" in code_cache.without_bytecode()


PYODIDE_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"


@pytest.fixture
def eval_code(code_cache: ModuleType, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """Pyodide's own ``_pyodide._base`` (``eval_code``, ``eval_code_async``, ``CodeRunner``), read from the npm
    package as the page runs it, with the cache installed over it."""
    if not PYODIDE_STDLIB.exists():
        pytest.skip("no Pyodide in node_modules: run scripts/setup.sh")
    with zipfile.ZipFile(PYODIDE_STDLIB) as stdlib:
        source = stdlib.read("_pyodide/_base.py")
    package, base = ModuleType("_pyodide"), ModuleType("_pyodide._base")
    package.__path__ = []
    package._base = base  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "_pyodide", package)
    monkeypatch.setitem(sys.modules, "_pyodide._base", base)
    exec(compile(source, "/lib/python314.zip/_pyodide/_base.py", "exec"), base.__dict__)
    code_cache.install()
    code_cache.install()  # once is enough: the runner is not wrapped twice
    assert base.CodeRunner.__wrapped__.__name__ == "CodeRunner"
    return base


def test_a_code_string_run_again_is_not_compiled_again(code_cache, eval_code):
    source = "total = x + 1\ntotal"
    assert eval_code.eval_code(source, {"x": 1}) == 2
    before = code_cache.runs_found
    assert eval_code.eval_code(source, {"x": 41}) == 42  # the same code, run in other globals
    assert code_cache.runs_found == before + 1
    assert [asked for asked, _options in code_cache.asked] == [source]


def test_code_strings_asked_for_then_remembered_elsewhere_run_without_compiling(code_cache, eval_code):
    """As a first visit and the snapshot worker do: the strings the page asked for are compiled anew, with
    the same options, into a cache that a later start finds them in (top-level await included)."""
    source = "import asyncio\nawait asyncio.sleep(0)\n6 * 7"
    assert run_coroutine(eval_code.eval_code_async(source, {})) == 42
    asked = json.loads(json.dumps(code_cache.asked))  # as static/boot.mjs hands them to the worker
    code_cache.forget()
    assert code_cache.asked == []
    for run, options in asked:
        code_cache.remember_run(run, options)
    before = code_cache.runs_found
    assert run_coroutine(eval_code.eval_code_async(source, {})) == 42
    assert code_cache.runs_found == before + 1


def test_the_same_string_with_other_options_is_compiled_for_them(code_cache, eval_code):
    eval_code.eval_code("1 + 1;", {})
    before = code_cache.runs_found
    assert eval_code.eval_code("1 + 1;", {}, quiet_trailing_semicolon=False) == 2
    assert code_cache.runs_found == before


def test_once_started_code_strings_are_neither_kept_nor_asked_for(code_cache, eval_code):
    code_cache.started()
    for _ in range(2):
        assert eval_code.eval_code("3 * 3", {}) == 9
    assert code_cache.runs_found == 0 and code_cache.asked == []


def test_a_code_string_that_does_not_compile_is_neither_kept_nor_asked_for(code_cache, eval_code):
    for broken in ("1 +", "return 1"):  # refused by the parser, and by the compiler
        with pytest.raises(SyntaxError):
            eval_code.eval_code(broken, {})
    assert code_cache.asked == []
    code_cache.remember_run("1 +", {})  # as a worker handed such a string would: left out
    assert eval_code.eval_code("2 + 2", {}) == 4
