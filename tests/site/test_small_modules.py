"""static/small_modules.mjs under Node with the project's own Pyodide: while a boot runs, a small WebAssembly
module is compiled once for the same bytes (Emscripten's adapters for JavaScript functions) and the booted
Pyodide works; afterwards ``WebAssembly.Module`` is the browser's own again."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not PYODIDE.exists(), reason="Node.js and the setup's Pyodide run this"
)

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
    script = tmp_path / "check.mjs"
    text = SCRIPT.replace("PYODIDE_URL", json.dumps(PYODIDE.as_uri()))
    text = text.replace("SHARING_URL", json.dumps((ROOT / "static" / "small_modules.mjs").as_uri()))
    script.write_text(text)
    run = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=120, check=True)
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["asked"] > 100  # Pyodide 314.0.x asks for 261
    assert 0 < result["compiled"] < result["asked"] / 4
    assert result["answer"] == 285
    assert result["restored"] and result["same"]
