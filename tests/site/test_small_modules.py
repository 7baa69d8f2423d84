"""static/small_modules.mjs under Node with the project's own Pyodide: while a boot runs, a small WebAssembly
module is compiled once for the same bytes (Emscripten's adapters for JavaScript functions) and the booted
Pyodide works; afterwards ``WebAssembly.Module`` is the browser's own again."""

from __future__ import annotations

from .node import NEEDS_PYODIDE, PYODIDE, ROOT, node_result

pytestmark = NEEDS_PYODIDE

SCRIPT = """
import { loadPyodide } from PYODIDE_URL;
import { sharingSmallModules } from SHARING_URL;
const { Module } = WebAssembly;
let asked = 0, compiled = 0;
WebAssembly.Module = new Proxy(Module, {  // counts what reaches the compiler
  construct(target, args) { compiled += args[0].length <= 256; return Reflect.construct(target, args); },
});
const counting = WebAssembly.Module;
const pyodide = await sharingSmallModules(() => {
  const sharing = WebAssembly.Module;
  WebAssembly.Module = new Proxy(sharing, {  // counts what Pyodide asks for
    construct(target, args) { asked += args[0].length <= 256; return Reflect.construct(target, args); },
  });
  return loadPyodide().finally(() => { WebAssembly.Module = sharing; });
});
console.log(JSON.stringify({
  asked, compiled,
  answer: pyodide.runPython("sum(x * x for x in range(10))"),
  restored: WebAssembly.Module === counting,
  same: new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])) instanceof Module,
}));
"""


def test_a_boot_compiles_each_kind_of_small_module_once(tmp_path):
    modules = {"PYODIDE_URL": PYODIDE, "SHARING_URL": ROOT / "static" / "small_modules.mjs"}
    result = node_result(tmp_path, SCRIPT, modules)
    assert result["asked"] > 100  # Pyodide 314.0.x asks for 261
    assert 0 < result["compiled"] < result["asked"] / 4
    assert result["answer"] == 285
    assert result["restored"] and result["same"]
