// A memory snapshot without its empty pages. Pyodide's snapshot is the whole of its WebAssembly memory, and
// after the game's imports about half of its 31.5 MB is whole 4 KB pages of zeros; reading the full
// snapshot from Cache Storage took 150-250 ms of each return visit. The worker that makes it keeps it
// packed, the page unpacks it before Pyodide restores from it.
//
// Packed: four 32-bit words (MAGIC, the full length, the page size, the number of pages), one bit a page
// (set: the page has data, which follows), then those pages in order (the last one may be shorter).

const MAGIC = 0x56535031; // "VSP1"
const PAGE = 4096;
const HEADER = 16;

function bitmapBytes(pages) {
  return Math.ceil(pages / 32) * 4; // whole words: the pages that follow stay aligned
}

function isEmpty(words, start, end) {
  for (let i = start; i < end; i++) if (words[i] !== 0) return false;
  return true;
}

/** ``bytes`` (a length divisible by 4) without its pages of zeros. */
export function packPages(bytes) {
  if (bytes.byteLength % 4 !== 0) throw new Error("a snapshot's length is a multiple of 4 bytes");
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const pages = Math.ceil(bytes.byteLength / PAGE);
  const bitmap = new Uint32Array(bitmapBytes(pages) / 4);
  let kept = 0;
  for (let page = 0; page < pages; page++) {
    const start = (page * PAGE) / 4;
    const end = Math.min(start + PAGE / 4, words.length);
    if (!isEmpty(words, start, end)) {
      bitmap[page >>> 5] |= 1 << (page & 31);
      kept += (end - start) * 4;
    }
  }
  const packed = new Uint8Array(HEADER + bitmap.byteLength + kept);
  new Uint32Array(packed.buffer, 0, 4).set([MAGIC, bytes.byteLength, PAGE, pages]);
  packed.set(new Uint8Array(bitmap.buffer), HEADER);
  let at = HEADER + bitmap.byteLength;
  for (let page = 0; page < pages; page++) {
    if (!(bitmap[page >>> 5] & (1 << (page & 31)))) continue;
    const data = bytes.subarray(page * PAGE, Math.min((page + 1) * PAGE, bytes.byteLength));
    packed.set(data, at);
    at += data.byteLength;
  }
  return packed;
}

/** The bytes ``packPages`` packed; throws on anything else (a damaged snapshot is not restored). */
export function unpackPages(packed) {
  if (packed.byteLength < HEADER) throw new Error("not a packed snapshot: too short");
  const [magic, length, pageSize, pages] = new Uint32Array(packed.slice(0, HEADER).buffer);
  if (magic !== MAGIC || pageSize !== PAGE || pages !== Math.ceil(length / PAGE)) {
    throw new Error("not a packed snapshot: its header is wrong");
  }
  if (HEADER + bitmapBytes(pages) > packed.byteLength) throw new Error("not a packed snapshot: too short");
  const bitmap = new Uint32Array(packed.slice(HEADER, HEADER + bitmapBytes(pages)).buffer);
  const bytes = new Uint8Array(length);
  let at = HEADER + bitmap.byteLength;
  for (let page = 0; page < pages; page++) {
    if (!(bitmap[page >>> 5] & (1 << (page & 31)))) continue;
    const size = Math.min(PAGE, length - page * PAGE);
    if (at + size > packed.byteLength) throw new Error("not a packed snapshot: it is cut short");
    bytes.set(packed.subarray(at, at + size), page * PAGE);
    at += size;
  }
  if (at !== packed.byteLength) throw new Error("not a packed snapshot: bytes left over");
  return bytes;
}
