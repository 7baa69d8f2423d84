// Makes the memory snapshot that static/boot.mjs restores on return visits, in a worker of its own: Pyodide's
// _makeSnapshot option wraps globalThis, which breaks the page's own interpreter (PyScript reads
// `js.document` through it), so the page never boots with it. This worker boots a second Pyodide once the
// page is ready and idle, imports the game (everything but vegas.ui.app, which needs the page's document),
// and keeps the snapshot in Cache Storage under the key it is given, replacing any older one.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const PRELOAD = [
  "vegas.ui.view", "vegas.ui.render", "vegas.ui.knizia_render", "vegas.ui.howto", "vegas.ui.replay",
  "vegas.bots", "vegas.bots.coach", "vegas.rules.classic", "vegas.rules.royale", "vegas.rules.knizia",
];

self.onmessage = async ({ data: { indexURL, wheelURL, cacheName, key } }) => {
  try {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    const wheel = await (await fetch(wheelURL)).arrayBuffer();
    pyodide.unpackArchive(wheel, "zip", { extractDir: "/home/pyodide" }); // where pyscript.toml unpacks it
    pyodide.runPython(`import ${PRELOAD.join(", ")}`);
    const snapshot = pyodide.makeMemorySnapshot();
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
