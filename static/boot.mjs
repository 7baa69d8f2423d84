// PyScript's interpreter module (pyscript.toml): Pyodide with the game on its path, restored from a memory
// snapshot on return visits.
//
// index.html loads this module before PyScript, so the boot starts at once; PyScript imports the same module
// later and its loadPyodide hands over that boot (with PyScript's output streams). The boot adds Pyodide's
// _loadSnapshot option when Cache Storage holds a snapshot for this deploy and runtime (docs/performance.md,
// "Return visits"). Without one the page boots as usual and, once it is ready and idle, static/snapshot-worker.mjs
// makes one in a worker for the next visit. The snapshot's key names the digest of the game's wheel and of
// static/code_cache.py (a deploy that changes the game changes it) and the runtime's version (Pyodide also
// refuses another build); one that fails to restore is deleted and the page boots as usual. <html data-boot>
// says which way the page booted: "snapshot", "fresh" (no snapshot yet) or "plain" (this browser keeps none);
// <html data-snapshot> what became of the one made after a fresh boot: "kept" or "skipped".
import { loadPyodide as bootPyodide, version } from "./vendor/pyodide/pyodide.mjs";
import { restorePacked } from "./restore.mjs";
import { sharingSmallModules } from "./small_modules.mjs";

export { version };

const CACHE = "snapshot-pyodide"; // not "vegas-…": the service worker deletes other versions' caches by that prefix
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const WHEEL = new URL("./vendor/wheels/vegas.whl", import.meta.url).href;
const SWITCH = "vegas.snapshots"; // localStorage: "off" makes none (browser tests of other things set it)
const TRYING = "vegas.snapshot-trying"; // localStorage: the key of a snapshot restored until the page is ready
const FAILED = "vegas.snapshot-failed"; // localStorage: the key of a snapshot that would not restore here
const WORKER = new URL("./snapshot-worker.mjs", import.meta.url).href;
const CODE_CACHE = new URL("./code_cache.py", import.meta.url).href;
// The digest of the standard library's zip (scripts/vendor.py writes it): the snapshot holds its table of contents.
const STDLIB_DIGEST = new URL("./vendor/pyodide/python_stdlib.zip.sha256", import.meta.url).href;
// The wheel is put in Pyodide's home as it is and imported from there (zipimport): writing one file takes no
// time, where unpacking its eighty took 50 ms of each start. The snapshot worker imports it from the same path.
const GAME = "/home/pyodide/vegas.whl"; // IMPORTED_AS in scripts/vendor.py, named in the bytecode
const CODE_CACHE_PATH = "/home/pyodide/code_cache.py"; // importable at once: Pyodide's home is on sys.path
// The standard library the page downloads holds only what the game imports; the whole one is fetched from here
// the first time some other module of it is imported (scripts/stdlib_on_demand.py, in the trimmed library).
const FULL_STDLIB = new URL("../on-demand/python_stdlib.zip", import.meta.url).href;
// Before the game's first module: the game on Python's path, compiled code kept (static/code_cache.py).
const SETUP = `import sys
if ${JSON.stringify(GAME)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(GAME)})
import code_cache
code_cache.install()
import _vegas_on_demand
_vegas_on_demand.install(${JSON.stringify(FULL_STDLIB)})`;
// Python's random state would be the snapshot's on every visit: two visits must not deal the same game.
const FRESHEN = "import random; random.seed()";
const MODULES = "import sys; ' '.join(sys.modules)"; // the names of the modules imported so far

/** The stored snapshot is an older deploy's or runtime's: replaced, not counted as a failure. */
class OtherDeploy extends Error {}

function mark(way) {
  document.documentElement.dataset.boot = way;
}

async function fetched(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not load the game: HTTP ${response.status} for ${url}`);
  return response.arrayBuffer();
}

async function loadGame() {
  const [wheel, codeCache] = await Promise.all([fetched(WHEEL), fetched(CODE_CACHE)]);
  return { wheel, codeCache };
}

function withGame(pyodide, { wheel, codeCache }) {
  pyodide.FS.writeFile(GAME, new Uint8Array(wheel));
  pyodide.FS.writeFile(CODE_CACHE_PATH, new Uint8Array(codeCache));
  pyodide.runPython(SETUP);
  return pyodide;
}

async function snapshotKey(parts) {
  // All of the site that a snapshot holds (the game, its code cache, the standard library's digest); the
  // service worker serves them offline too.
  const all = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  parts.reduce((at, part) => (all.set(new Uint8Array(part), at), at + part.byteLength), 0);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", all));
  const hex = Array.from(digest.subarray(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
  // "packed": how the snapshot is kept (static/sparse.mjs), so that one kept whole is another deploy's
  return new URL(`./.vegas-snapshot/${version}/packed-${hex}`, location.href).href;
}

function pythonFiles(FS, folder, found = {}) {
  let names;
  try {
    names = FS.readdir(folder);
  } catch {
    return found; // no such folder
  }
  for (const name of names) {
    if (name === "." || name === "..") continue;
    const path = `${folder}/${name}`;
    if (FS.isDir(FS.stat(path).mode)) pythonFiles(FS, path, found);
    else if (name.endsWith(".py")) found[path] = FS.readFile(path);
  }
  return found;
}

function whenReady() {
  return new Promise((resolve) => {
    const root = document.documentElement;
    if (root.classList.contains("ready")) return resolve();
    const watch = new MutationObserver(() => {
      if (!root.classList.contains("ready")) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { attributes: true, attributeFilter: ["class"] });
  });
}

async function whenIdle() {
  await whenReady();
  await new Promise((resolve) =>
    window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 5000 }) : setTimeout(resolve, 500),
  );
}

/** Once the page is ready: code strings are no longer kept compiled (static/code_cache.py), and
 * <html data-uncompiled> names the modules the start compiled from source, and those whose dataclasses' methods it
 * compiled (the browser tests read it): none, since the setup adds their bytecode to the zip files they come from
 * and the methods' code to the wheel; <html data-on-demand> those it had
 * to fetch the full standard library for: none either. */
function started(pyodide) {
  // a user timing, which Lighthouse's report lists: its own "time to interactive" is not the game's
  whenReady().then(() => performance.mark("vegas:ready"));
  whenReady().then(() => atHandOffline(pyodide));
  whenReady().then(() => {
    let names, fetched;
    try {
      names = pyodide.runPython("import code_cache; code_cache.started(); ' '.join(code_cache.without_bytecode())");
      fetched = pyodide.runPython("import _vegas_on_demand; ' '.join(_vegas_on_demand.needed())");
    } catch (error) {
      names = fetched = `(not known: ${error})`; // the page plays on; a browser test reading this fails and says why
    }
    document.documentElement.dataset.uncompiled = names;
    document.documentElement.dataset.onDemand = fetched;
  });
  return pyodide;
}

/** The whole standard library, when the service worker keeps it (a visit once needed it), is written where
 * _vegas_on_demand looks first: a synchronous request, which a service worker may not see, then needs no
 * network. Once the page is idle; <html data-on-demand-kept> says whether it was there. */
async function atHandOffline(pyodide) {
  await whenIdle();
  let kept;
  try {
    kept = await caches.match(FULL_STDLIB);
    if (kept) pyodide.FS.writeFile("/lib/python_stdlib_full.zip", new Uint8Array(await kept.arrayBuffer()));
  } catch {
    kept = undefined; // no Cache Storage here: the import fetches it, online
  }
  document.documentElement.dataset.onDemandKept = kept ? "yes" : "no";
}

function remembered(name) {
  try {
    return localStorage.getItem(name);
  } catch {
    return null; // storage refused: nothing remembered
  }
}

function remember(name, value) {
  try {
    if (value === null) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  } catch {
    // storage refused or full: the page still boots, it only forgets
  }
}

async function makeSnapshot(key, game) {
  await whenIdle();
  // PyScript writes its own Python package at every start and a restored page imports it after the restore:
  // the worker compiles it into the snapshot (static/code_cache.py).
  const pyodide = await booting;
  let worker, sources, runs;
  const done = (problem) => {
    worker?.terminate();
    document.documentElement.dataset.snapshot = problem ? "skipped" : "kept";
    if (problem) console.warn("no memory snapshot for the next visit:", problem);
  };
  try {
    sources = pythonFiles(pyodide.FS, `${pyodide.FS.cwd()}/pyscript`);
    // and the code strings PyScript ran as it started, which a restored page runs again
    runs = JSON.parse(pyodide.runPython("import code_cache, json; json.dumps(code_cache.asked)"));
    worker = new Worker(WORKER, { type: "module" });
  } catch (error) {
    return done(String(error)); // module workers refused here, or the page's Python in a bad way
  }
  worker.onmessage = ({ data }) => done(data.error);
  worker.onerror = (event) => done(event.message || "the worker failed");
  const paths = { gamePath: GAME, codeCachePath: CODE_CACHE_PATH };
  worker.postMessage({ indexURL: INDEX_URL, ...game, ...paths, setup: SETUP, sources, runs, cacheName: CACHE, key });
}

// PyScript's output streams reach the interpreter through these, since it asks for the interpreter after
// the boot has begun: until it does, Python's output goes to the console.
const streams = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };

async function boot() {
  performance.mark("vegas:boot");
  const options = {
    indexURL: INDEX_URL,
    stdout: (text) => streams.stdout(text),
    stderr: (text) => streams.stderr(text),
  };
  const game = loadGame();
  // (a digest that cannot be read leaves the key to the game alone: no reason to boot any less)
  const stdlib = fetched(STDLIB_DIGEST).catch(() => new ArrayBuffer(0));
  const keyed = Promise.all([game, stdlib]).then(([{ wheel, codeCache }, digest]) =>
    snapshotKey([wheel, codeCache, digest]),
  );
  // Over plain HTTP (another device's address) there is no crypto.subtle, nor Cache Storage: the boot below is
  // the usual one and never asks for the key, whose failure is then nobody's error.
  keyed.catch(() => undefined);
  let cache;
  try {
    cache = await caches.open(CACHE);
  } catch (error) {
    mark("plain"); // no Cache Storage here (a private window may refuse it): boot as usual
    return started(withGame(await bootPyodide(options), await game));
  }
  const off = remembered(SWITCH) === "off";
  // At most one snapshot is kept (the worker deletes the others): it is read while its key is worked out.
  const [request] = off ? [] : await cache.keys().catch(() => []);
  let stored;
  if (request && remembered(TRYING) === request.url) {
    // The last visit restored this snapshot and never became ready: it is as bad as one that fails at once.
    await cache.delete(request).catch(() => undefined);
    remember(FAILED, request.url);
  } else if (request) {
    stored = await cache.match(request).catch(() => undefined);
  }
  if (stored) {
    try {
      remember(TRYING, request.url);
      // A promise: Pyodide fetches its WebAssembly while the snapshot is read (and compiles it once it is in).
      const packed = Promise.all([stored.arrayBuffer(), keyed]).then(([bytes, key]) => {
        if (key !== request.url) throw new OtherDeploy();
        return new Uint8Array(bytes); // kept without its empty pages (static/sparse.mjs)
      });
      const pyodide = withGame(await restorePacked(bootPyodide, options, packed), await game);
      pyodide.runPython(FRESHEN);
      performance.mark("vegas:restored");
      mark("snapshot");
      const restoredModules = new Set(pyodide.runPython(MODULES).split(" "));
      whenReady().then(() => {
        remember(TRYING, null); // the game became ready on this snapshot
        // how many compilations the snapshot's code spared this start (the browser tests read it)
        const root = document.documentElement;
        root.dataset.precompiled = pyodide.runPython("import code_cache; code_cache.found");
        root.dataset.precompiledRuns = pyodide.runPython("import code_cache; code_cache.runs_found");
        // and the game's modules it imported: only those that need the page's document, which the snapshot's
        // worker cannot import (static/snapshot-worker.mjs)
        root.dataset.importedAfterRestore = pyodide
          .runPython(MODULES)
          .split(" ")
          .filter((name) => name.startsWith("vegas.") && !restoredModules.has(name))
          .join(" ");
      });
      started(pyodide);
      return pyodide;
    } catch (error) {
      if (!(await keyed.then(() => true, () => false))) throw error; // the game itself could not be loaded
      await cache.delete(request).catch(() => undefined);
      remember(TRYING, null);
      if (!(error instanceof OtherDeploy)) {
        console.warn("the memory snapshot could not be restored; booting as usual:", error);
        remember(FAILED, request.url); // not made again for this deploy and runtime
      }
    }
  }
  mark("fresh");
  const booted = bootPyodide(options); // a first visit's boot need not wait for the wheel to download
  const key = await keyed;
  if (remembered(FAILED) !== key && !off) makeSnapshot(key, await game); // not awaited: it waits until idle
  return started(withGame(await booted, await game));
}

// Begun as this module loads: PyScript itself, still loading, asks for the interpreter about 0.15 s later.
const booting = sharingSmallModules(boot);
booting.catch(() => undefined); // PyScript reports a failed boot once it asks for it

export function loadPyodide(options = {}) {
  // PyScript passes its output streams and indexURL (ours too); with no packages in pyscript.toml, nothing else.
  performance.mark("vegas:asked");
  if (options.stdout) streams.stdout = options.stdout;
  if (options.stderr) streams.stderr = options.stderr;
  return booting;
}
