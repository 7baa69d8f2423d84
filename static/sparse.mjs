// A memory snapshot without its empty pages. Pyodide's snapshot is the whole of its WebAssembly memory, and
// after the game's imports about half of its 31.5 MB is whole 4 KB pages of zeros; reading the full
// snapshot from Cache Storage took 150-250 ms of each return visit. The worker that makes it keeps it
// packed; the page writes its pages straight into Pyodide's memory as Pyodide restores (static/restore.mjs).
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

function layout(packed) {
  if (packed.byteLength < HEADER) throw new Error("not a packed snapshot: too short");
  const [magic, length, pageSize, pages] = new Uint32Array(packed.slice(0, HEADER).buffer);
  if (magic !== MAGIC || pageSize !== PAGE || pages !== Math.ceil(length / PAGE)) {
    throw new Error("not a packed snapshot: its header is wrong");
  }
  if (HEADER + bitmapBytes(pages) > packed.byteLength) throw new Error("not a packed snapshot: too short");
  const bitmap = new Uint32Array(packed.slice(HEADER, HEADER + bitmapBytes(pages)).buffer);
  let size = HEADER + bitmap.byteLength;
  for (let page = 0; page < pages; page++) {
    if (bitmap[page >>> 5] & (1 << (page & 31))) size += Math.min(PAGE, length - page * PAGE);
  }
  if (size > packed.byteLength) throw new Error("not a packed snapshot: it is cut short");
  if (size < packed.byteLength) throw new Error("not a packed snapshot: bytes left over");
  return { length, pages, bitmap };
}

/** The length of the bytes ``packed`` holds; throws on anything that is not a whole packed snapshot. */
export function packedLength(packed) {
  return layout(packed).length;
}

function zeroed(bytes, start, end) {
  if ((bytes.byteOffset + start) % 4 === 0 && end % 4 === 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset + start, (end - start) / 4);
    for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
    return true;
  }
  for (let i = start; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** Makes ``into`` hold the bytes ``packed`` holds from byte ``from`` on, as many as it has room for (at their
 * place less ``from``). Only the pages with data are copied; an empty page is only read, and cleared if it is
 * not empty in ``into`` (a fresh buffer or WebAssembly memory is read far faster than written). Throws,
 * changing nothing, on anything that is not a whole packed snapshot. */
export function writePages(packed, into, from = 0) {
  const { length, pages, bitmap } = layout(packed);
  const end = Math.min(length, from + into.length);
  let at = HEADER + bitmap.byteLength;
  for (let page = 0; page < pages; page++) {
    const start = page * PAGE;
    const size = Math.min(PAGE, length - start);
    const first = Math.max(start, from) - from;
    const last = Math.min(start + size, end) - from;
    const hasData = bitmap[page >>> 5] & (1 << (page & 31));
    if (first < last) {
      if (hasData) into.set(packed.subarray(at + first + from - start, at + last + from - start), first);
      else if (!zeroed(into, first, last)) into.fill(0, first, last);
    }
    if (hasData) at += size;
  }
}
