// Hands Pyodide a packed memory snapshot (static/sparse.mjs) without unpacking it first.
//
// Pyodide (314.0.x: loadPyodide's prepareSnapshot and API.restoreSnapshot) sizes its WebAssembly memory
// from the snapshot's length, instantiates it, and then copies the snapshot's memory part, which starts at
// the offset in the second word of its header, into that memory with one `set`. Unpacked first, a restore
// wrote the 31.5 MB twice, half of them zeros. Pyodide gets the snapshot's head instead (its header and
// metadata) standing in for the whole, and when it takes the memory part the pages with data are copied
// straight into its memory, the empty ones only checked. Should a later Pyodide restore some other way, the
// memory part is never taken or the memory never seen: the restore fails, and static/boot.mjs deletes the
// snapshot and boots as usual.
import { packedLength, writePages } from "./sparse.mjs";

class SnapshotHead extends Uint8Array {
  // what Uint8Array's own methods (subarray of the header and metadata) make: plain arrays
  static get [Symbol.species]() {
    return Uint8Array;
  }

  #length;
  #memoryPart;

  constructor(head, length, memoryPart) {
    super(head.length);
    this.set(head);
    this.#length = length;
    this.#memoryPart = memoryPart;
  }

  get length() {
    return this.#length; // Pyodide's INITIAL_MEMORY
  }

  subarray(begin, end) {
    if (begin !== super.length || end !== undefined) return super.subarray(begin, end);
    this.#memoryPart(begin);
    return new Uint8Array(0); // already in place: Pyodide's copy of it copies nothing
  }
}

/** Pyodide's ``loadPyodide`` (``boot``) given the packed snapshot that ``packed`` resolves to: it resolves
 * as the restored Pyodide. The WebAssembly memory Pyodide instantiates is noted by wrapping
 * ``WebAssembly.instantiateStreaming`` (a browser's way) and ``WebAssembly.instantiate`` (Node's) until the
 * boot ends: nothing else instantiates a module meanwhile. */
export async function restorePacked(boot, options, packed) {
  let memory;
  const { instantiate, instantiateStreaming } = WebAssembly;
  const noted = (result) => {
    memory ??= (result.instance ?? result).exports.memory; // Pyodide's main module comes first
    return result;
  };
  WebAssembly.instantiate = (...args) => instantiate.apply(WebAssembly, args).then(noted);
  if (instantiateStreaming) {
    WebAssembly.instantiateStreaming = (...args) => instantiateStreaming.apply(WebAssembly, args).then(noted);
  }
  const head = packed.then((bytes) => {
    const length = packedLength(bytes); // a damaged snapshot is refused here, before Pyodide starts
    const header = new Uint8Array(16);
    writePages(bytes, header);
    const memoryAt = new Uint32Array(header.buffer)[1];
    if (memoryAt < header.length || memoryAt > length) throw new Error("not a Pyodide snapshot");
    const head = new Uint8Array(memoryAt);
    writePages(bytes, head);
    return new SnapshotHead(head, length, (from) => {
      if (!(memory instanceof WebAssembly.Memory)) throw new Error("Pyodide's memory was not seen");
      const into = new Uint8Array(memory.buffer);
      if (into.length < length - from) throw new Error("Pyodide's memory is smaller than the snapshot");
      writePages(bytes, into, from);
    });
  });
  head.catch(() => undefined); // Pyodide awaits it only once its own modules are loaded
  try {
    return await boot({ ...options, _loadSnapshot: head });
  } finally {
    Object.assign(WebAssembly, { instantiate, instantiateStreaming });
  }
}
