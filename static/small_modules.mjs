// Emscripten gives every JavaScript function that Python's C code may call through a pointer an adapter of
// its own, a WebAssembly module of some 40 bytes compiled on the spot: a start of Pyodide compiles 261 of
// them, of about 30 kinds. A compiled module is a value that any number of instances can share, so while the
// boot runs, a small module is compiled once for each kind and reused: some 10-25 ms of a return visit on the
// 2-core machine (docs/performance.md, "Where a desktop return visit's time went").

const SMALL = 256; // bytes: the adapters, and nothing that a lookup by value would slow down

/** ``run()``'s promise, with ``new WebAssembly.Module(bytes)`` of a small module answered from the modules
 * compiled before from the same bytes until it settles. */
export async function sharingSmallModules(run) {
  const { Module } = WebAssembly;
  const compiled = new Map();
  const sharing = new Proxy(Module, {
    construct(target, args, newTarget) {
      const [bytes] = args;
      if (newTarget !== sharing) return Reflect.construct(target, args, newTarget); // a subclass's
      if (args.length !== 1 || !(bytes instanceof Uint8Array) || bytes.length > SMALL) {
        return Reflect.construct(target, args); // compile options, other buffers, big modules: as they come
      }
      const key = String.fromCharCode(...bytes);
      let module = compiled.get(key);
      if (!module) compiled.set(key, (module = Reflect.construct(target, args)));
      return module;
    },
  });
  WebAssembly.Module = sharing;
  try {
    return await run();
  } finally {
    WebAssembly.Module = Module;
  }
}
