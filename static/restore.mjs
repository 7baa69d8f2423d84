// Hands Pyodide a packed memory snapshot (static/sparse.mjs) without unpacking it first.
//
// Pyodide (314.0.x: loadPyodide's prepareSnapshot and API.restoreSnapshot) reads the snapshot's header and
// metadata, then copies its memory part, which starts at the offset in the second word of the header, into
// its freshly instantiated WebAssembly memory with one `set`. Unpacked first, a restore wrote the 31.5 MB
// twice, half of them zeros. Pyodide gets the snapshot's head instead (header and metadata) standing in for
// the whole, and when it takes the memory part the pages with data are copied straight into its memory; an
// empty page is only checked, and cleared should the fresh memory hold anything there. Should a later
// Pyodide restore some other way, so that the memory part is never taken or the memory never seen, the
// restore fails, and static/boot.mjs deletes the snapshot and boots as usual.
import { packedLength, writePages } from "./sparse.mjs";

class SnapshotHead extends Uint8Array {
  // what Uint8Array's own methods (subarray of the header and metadata) make: plain arrays
  static get [Symbol.species]() {
    return Uint8Array;
  }

  #memoryPart;

  constructor(head, memoryPart) {
    super(head.length);
    this.set(head);
    this.#memoryPart = memoryPart;
  }

  subarray(begin, end) {
    if (begin !== this.length) return super.subarray(begin, end);
    this.#memoryPart(begin);
    return new Uint8Array(0); // already in place: Pyodide's copy of it copies nothing
  }
}

/** Pyodide's ``loadPyodide`` (``boot``) given the packed snapshot that ``packed`` resolves to: it resolves
 * as the restored Pyodide. The WebAssembly memory Pyodide instantiates is noted by wrapping
 * ``WebAssembly.instantiateStreaming`` (a browser's way) and ``WebAssembly.instantiate`` (Node's) until the
 * boot ends; only a module that exports Python's runtime counts. */
export async function restorePacked(boot, options, packed) {
  let memory;
  let written = false;
  const wrapped = { instantiate: WebAssembly.instantiate, instantiateStreaming: WebAssembly.instantiateStreaming };
  const noted = (result) => {
    const { exports } = result.instance ?? result;
    if (exports._PyRuntime) memory ??= exports.memory;
    return result;
  };
  for (const [name, original] of Object.entries(wrapped)) {
    if (original) WebAssembly[name] = (...args) => original.apply(WebAssembly, args).then(noted);
  }
  const head = packed.then((bytes) => {
    const length = packedLength(bytes); // a damaged snapshot is refused here, before Pyodide starts
    const header = new Uint8Array(16);
    writePages(bytes, header);
    const memoryAt = new Uint32Array(header.buffer)[1];
    if (memoryAt < header.length || memoryAt > length) throw new Error("not a Pyodide snapshot");
    const head = new Uint8Array(memoryAt);
    writePages(bytes, head);
    return new SnapshotHead(head, (from) => {
      if (!(memory instanceof WebAssembly.Memory)) throw new Error("Pyodide's memory was not seen");
      const into = new Uint8Array(memory.buffer);
      if (into.length < length - from) throw new Error("Pyodide's memory is smaller than the snapshot");
      writePages(bytes, into, from);
      written = true;
    });
  });
  head.catch(() => undefined); // Pyodide awaits it only once its own modules are loaded
  try {
    const pyodide = await boot({ ...options, _loadSnapshot: head });
    if (!written) throw new Error("Pyodide restored without taking the snapshot's memory part");
    return pyodide;
  } finally {
    for (const [name, original] of Object.entries(wrapped)) if (original) WebAssembly[name] = original;
  }
}
