// PyScript's interpreter module (pyscript.toml): Pyodide, restored from a memory snapshot on return visits.
//
// PyScript imports this module instead of pyodide.mjs and calls its loadPyodide with the options it builds;
// this wrapper adds Pyodide's _loadSnapshot option when Cache Storage holds a snapshot for this deploy and
// runtime (README, "Return visits"). Without one the page boots as usual and, once it is ready and idle,
// static/snapshot-worker.mjs makes one in a worker for the next visit. The snapshot's key names the digest
// of the game's wheel (a deploy that changes the game changes it) and the runtime's version (Pyodide also
// refuses another build); one that fails to restore is deleted and the page boots as usual. <html data-boot>
// says which way the page booted: "snapshot", "fresh" (no snapshot yet) or "plain" (this browser keeps none);
// <html data-snapshot> what became of the one made after a fresh boot: "kept" or "skipped".
import { loadPyodide as bootPyodide, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const CACHE = "snapshot-pyodide"; // not "vegas-…": the service worker deletes other versions' caches by that prefix
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const WHEEL = new URL("./vendor/wheels/vegas.whl", import.meta.url).href;
const SWITCH = "vegas.snapshots"; // localStorage: "off" makes none (browser tests of other things set it)
const TRYING = "vegas.snapshot-trying"; // localStorage: the key of a snapshot restored until the page is ready
const FAILED = "vegas.snapshot-failed"; // localStorage: the key of a snapshot that would not restore here
const WORKER = new URL("./snapshot-worker.mjs", import.meta.url).href;
// Python's random state would be the snapshot's on every visit: two visits must not deal the same game.
const FRESHEN = "import random; random.seed()";

function mark(way) {
  document.documentElement.dataset.boot = way;
}

async function snapshotKey() {
  // The game's wheel is all of the site that a snapshot holds, and the service worker serves it offline too.
  const wheel = await (await fetch(WHEEL)).arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", wheel));
  const hex = Array.from(digest.subarray(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return new URL(`./.vegas-snapshot/${version}/${hex}`, location.href).href;
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

async function makeSnapshot(key) {
  await whenIdle();
  let worker;
  const done = (problem) => {
    worker?.terminate();
    document.documentElement.dataset.snapshot = problem ? "skipped" : "kept";
    if (problem) console.warn("no memory snapshot for the next visit:", problem);
  };
  try {
    worker = new Worker(WORKER, { type: "module" });
  } catch (error) {
    return done(String(error)); // module workers refused here
  }
  worker.onmessage = ({ data }) => done(data.error);
  worker.onerror = (event) => done(event.message || "the worker failed");
  worker.postMessage({ indexURL: INDEX_URL, wheelURL: WHEEL, cacheName: CACHE, key });
}

export async function loadPyodide(options = {}) {
  performance.mark("vegas:boot"); // PyScript asks for the interpreter (tests/bench/start.py reads the marks)
  options = { ...options, indexURL: INDEX_URL };
  let cache, key;
  try {
    cache = await caches.open(CACHE);
    key = await snapshotKey();
  } catch (error) {
    mark("plain"); // no Cache Storage here (a private window may refuse it): boot as usual
    return bootPyodide(options);
  }
  const off = remembered(SWITCH) === "off";
  if (remembered(TRYING) === key) {
    // The last visit restored this snapshot and never became ready: it is as bad as one that fails at once.
    await cache.delete(key).catch(() => undefined);
    remember(FAILED, key);
  }
  const stored = off ? undefined : await cache.match(key).catch(() => undefined);
  if (stored) {
    try {
      const snapshot = new Uint8Array(await stored.arrayBuffer());
      remember(TRYING, key);
      const pyodide = await bootPyodide({ ...options, _loadSnapshot: snapshot });
      pyodide.runPython(FRESHEN);
      performance.mark("vegas:restored");
      mark("snapshot");
      whenReady().then(() => remember(TRYING, null)); // the game became ready on this snapshot
      return pyodide;
    } catch (error) {
      console.warn("the memory snapshot could not be restored; booting as usual:", error);
      await cache.delete(key).catch(() => undefined);
      remember(TRYING, null);
      remember(FAILED, key); // not made again for this deploy and runtime
    }
  }
  mark("fresh");
  if (remembered(FAILED) !== key && !off) makeSnapshot(key); // not awaited: it waits until the page is idle
  return bootPyodide(options);
}
