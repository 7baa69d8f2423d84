"""static/sparse.mjs under Node: a memory snapshot kept without its empty pages comes back byte for byte,
smaller by what was empty, also written from any byte on into a buffer that held other bytes, and anything
damaged or not packed is refused instead of restored."""

from __future__ import annotations

from .node import NEEDS_NODE, ROOT, node_result

pytestmark = NEEDS_NODE

SCRIPT = """
import { packPages, packedLength, writePages } from SPARSE_URL;
const unpackPages = (packed) => {
  const bytes = new Uint8Array(packedLength(packed));
  writePages(packed, bytes);
  return bytes;
};
const PAGE = 4096;
// 40 pages and a short one: data in some, zeros in the others, one page zero but for its last byte.
const bytes = new Uint8Array(40 * PAGE + 1000);
let seed = 7;
for (const page of [0, 1, 5, 17, 39, 40]) {
  const size = Math.min(PAGE, bytes.length - page * PAGE);
  for (let i = 0; i < 300; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    bytes[page * PAGE + (seed % size)] = (seed & 255) || 1;
  }
}
bytes[23 * PAGE + PAGE - 1] = 9;
const packed = packPages(bytes);
const back = unpackPages(packed);
// From byte 5000 on (inside a page), into a buffer full of other bytes, cut at its end; and one room short.
const dirty = new Uint8Array(bytes.length - 5000).fill(0xee);
writePages(packed, dirty, 5000);
const short = new Uint8Array(3 * PAGE).fill(1);
writePages(packed, short, 16 * PAGE + 10);
const refused = (damaged) => { try { unpackPages(damaged); return false; } catch { return true; } };
const untouched = new Uint8Array(PAGE).fill(5);
try { writePages(packed.slice(0, packed.length - 10), untouched); } catch {}
const cut = packed.slice(0, packed.length - 10);
const longer = new Uint8Array(packed.length + 4); longer.set(packed);
const wrongMagic = packed.slice(); wrongMagic[0] ^= 1;
console.log(JSON.stringify({
  same: back.length === bytes.length && back.every((byte, i) => byte === bytes[i]),
  from: dirty.every((byte, i) => byte === bytes[i + 5000]),
  part: short.every((byte, i) => byte === bytes[i + 16 * PAGE + 10]),
  untouched: untouched.every((byte) => byte === 5),
  size: packed.length, full: bytes.length,
  refused: [cut, longer, wrongMagic, new Uint8Array(4096).fill(7), new Uint8Array(3)].map(refused),
  oddLength: (() => { try { packPages(new Uint8Array(6)); return false; } catch { return true; } })(),
}));
"""


def test_a_packed_snapshot_comes_back_whole_and_damage_is_refused(tmp_path):
    result = node_result(tmp_path, SCRIPT, {"SPARSE_URL": ROOT / "static" / "sparse.mjs"})
    assert result["same"]
    assert result["from"] and result["part"]
    assert result["untouched"]  # a damaged snapshot is refused before anything is written
    assert result["size"] < result["full"] * 8 / 41 + 200  # 7 of 41 pages kept, a header and a bitmap
    assert result["refused"] == [True] * 5
    assert result["oddLength"]
