// Makes the memory snapshot that static/boot.mjs restores on return visits, in a worker of its own: Pyodide's
// _makeSnapshot option wraps globalThis, which breaks the page's own interpreter (PyScript reads
// `js.document` through it), so the page never boots with it. This worker boots a second Pyodide once the
// page is ready and idle, imports the game as the page does (everything but vegas.ui.app.browser,
// vegas.ui.link.network and vegas.ui.link.qr_library, which need the page's document), compiles what a restored
// page would compile after its restore (static/code_cache.py), and keeps the snapshot in Cache Storage under the
// key it is given, replacing any older one.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { packPages } from "./sparse.mjs";

const PRELOAD = [
  "vegas.ui.view", "vegas.ui.render", "vegas.ui.knizia.render", "vegas.ui.howto", "vegas.ui.replay",
  "vegas.ui.app.page", "vegas.ui.link.host", "vegas.ui.link.guest", "vegas.ui.link.view", "vegas.ui.link.kept",
  "vegas.ui.link.silence", "vegas.bots", "vegas.bots.basic", "vegas.bots.coach",
  "vegas.games.lasvegas.classic", "vegas.games.royale.basic", "vegas.games.knizia.state",
];

self.onmessage = async ({ data }) => {
  const { indexURL, wheel, codeCache, gamePath, codeCachePath, setup, sources, runs, cacheName, key } = data;
  try {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    // The game where and as the page imports it (boot.mjs): a restored module finds its package's others there.
    pyodide.FS.writeFile(gamePath, new Uint8Array(wheel));
    pyodide.FS.writeFile(codeCachePath, new Uint8Array(codeCache));
    pyodide.runPython(setup);
    pyodide.runPython(`import ${PRELOAD.join(", ")}`);
    // What a restored page compiles after its restore, compiled now: PyScript's package, as the page's copy of
    // its files (static/code_cache.py); what the imports above compiled is no longer needed.
    for (const [path, source] of Object.entries(sources)) {
      pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      pyodide.FS.writeFile(path, source);
    }
    // Then the code strings PyScript ran as the page started (passed as JSON: a string of Python would be
    // compiled, and kept, as one of them).
    pyodide.globals.set("started_with", JSON.stringify(runs));
    pyodide.runPython(`import code_cache, json
code_cache.forget()
for path in ${JSON.stringify(Object.keys(sources))}:
    with open(path, "rb") as source:
        code_cache.remember(path, source.read())
for source, options in json.loads(started_with):
    code_cache.remember_run(source, options)
del started_with`);
    const snapshot = packPages(pyodide.makeMemorySnapshot()); // half of it is empty pages
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) {
      if (request.url !== key) await cache.delete(request); // an older deploy's or runtime's snapshot
    }
    await cache.put(key, new Response(snapshot, { headers: { "Content-Type": "application/octet-stream" } }));
    self.postMessage({ kept: snapshot.length });
  } catch (error) {
    // A full storage quota, or a runtime that cannot make snapshots: the next visit boots as usual.
    self.postMessage({ error: String(error) });
  }
};
