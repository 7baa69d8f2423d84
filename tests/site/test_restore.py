"""static/restore.mjs under Node with the project's own Pyodide: a packed memory snapshot restores without
being unpacked first (its pages written straight into Pyodide's memory), the WebAssembly functions it wraps
for the boot are given back, and a Pyodide that restores some other way fails instead of running on a memory
that was never filled."""

from __future__ import annotations

from .node import NEEDS_PYODIDE, PYODIDE, ROOT, node_result

pytestmark = NEEDS_PYODIDE

SCRIPT = """
import { loadPyodide } from PYODIDE_URL;
import { packPages } from SPARSE_URL;
import { restorePacked } from RESTORE_URL;
const maker = await loadPyodide({ _makeSnapshot: true });
maker.runPython("kept = {'numbers': list(range(100_000)), 'text': 'snapshot ' * 1000}");
const packed = packPages(maker.makeMemorySnapshot());
const { instantiate, instantiateStreaming } = WebAssembly;
const restored = await restorePacked(loadPyodide, {}, Promise.resolve(packed));
const unchanged = WebAssembly.instantiate === instantiate && WebAssembly.instantiateStreaming === instantiateStreaming;
// A Pyodide that takes the memory part without having instantiated anything, and one that never takes it.
const otherWay = async (options) => {
  const head = await options._loadSnapshot;
  head.subarray(new Uint32Array(head.buffer, head.byteOffset, 4)[1]);
  return "ran on";
};
const neverTakes = async (options) => (await options._loadSnapshot, "ran on a fresh memory");
const problems = [];
for (const boot of [otherWay, neverTakes]) {
  try { await restorePacked(boot, {}, Promise.resolve(packed)); problems.push(null); }
  catch (error) { problems.push(String(error)); }
}
console.log(JSON.stringify({
  values: restored.runPython("[sum(kept['numbers']), len(kept['text'])]").toJs(),
  unchanged,
  problems,
  givenBack: WebAssembly.instantiate === instantiate && WebAssembly.instantiateStreaming === instantiateStreaming,
}));
"""


def test_a_packed_snapshot_restores_the_interpreter_it_was_made_from(tmp_path):
    modules = {
        "PYODIDE_URL": PYODIDE,
        "SPARSE_URL": ROOT / "static" / "sparse.mjs",
        "RESTORE_URL": ROOT / "static" / "restore.mjs",
    }
    result = node_result(tmp_path, SCRIPT, modules)
    assert result["values"] == [sum(range(100_000)), 9000]
    assert result["unchanged"] and result["givenBack"]  # after a restore, and after two that failed
    not_seen, never_taken = result["problems"]
    assert not_seen is not None and "memory was not seen" in not_seen
    assert never_taken is not None and "without taking the snapshot's memory part" in never_taken
