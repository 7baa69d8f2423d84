// Shows PyScript's boot progress before Python runs (polyscript dispatches py:progress on window).
// It speaks the language the page will: the stored choice, else the browser's first one we have (as
// vegas.ui.text.choose_language does); the texts are the catalogue's "loading", "load_failed",
// "load_from_file", "load_fetching", "load_download_failed" and "load_retry" (a test compares them).
// index.html runs it before static/boot.mjs, so that the big downloads pass through the fetch below.
const LOADING_TEXT = {
  en: [
    "Loading the casinos…",
    "Something went wrong while loading: {reason}",
    "This page cannot start from a file on your disk: browsers do not run its modules there. In the game's folder run ./scripts/serve.sh, then open http://127.0.0.1:8000 — or play the copy hosted on the web.",
    "Downloading {file}: {done} of {total} MB",
    "Could not download {file}. Check the connection and try again.",
    "Try again",
  ],
  fr: [
    "Ouverture des casinos…",
    "Le chargement a échoué : {reason}",
    "Cette page ne peut pas démarrer depuis un fichier de votre disque : les navigateurs n'y exécutent pas ses modules. Dans le dossier du jeu, lancez ./scripts/serve.sh, puis ouvrez http://127.0.0.1:8000 — ou jouez à la copie hébergée sur le web.",
    "Téléchargement de {file} : {done} sur {total} Mo",
    "Impossible de télécharger {file}. Vérifiez la connexion et réessayez.",
    "Réessayer",
  ],
  de: [
    "Die Casinos öffnen…",
    "Beim Laden ist etwas schiefgegangen: {reason}",
    "Diese Seite startet nicht aus einer Datei auf deinem Rechner: Browser führen ihre Module dort nicht aus. Starte im Ordner des Spiels ./scripts/serve.sh und öffne dann http://127.0.0.1:8000 – oder spiele die Kopie im Web.",
    "{file} wird geladen: {done} von {total} MB",
    "{file} konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.",
    "Noch einmal versuchen",
  ],
};
const lang = [safeStored("vegas.lang"), ...(navigator.languages || [])]
  .map((code) => String(code || "").trim().toLowerCase().replace("_", "-").split("-")[0])
  .find((code) => Object.hasOwn(LOADING_TEXT, code)) || "en";
document.documentElement.lang = lang;
const text = document.getElementById("loading-text");
if (text) text.textContent = LOADING_TEXT[lang][0];

// Opened from disk (a double-clicked download), the browser refuses the page's module scripts and only its
// console says so: the page would wait for ever. Say at once what to do instead.
if (location.protocol === "file:" && text) {
  text.textContent = LOADING_TEXT[lang][2];
  document.getElementById("loading")?.classList.add("load-problem");
  document.getElementById("loading-bar")?.remove();
}

const step = document.getElementById("loading-step");
const bar = document.getElementById("loading-bar");
let seen = 0;
window.addEventListener("py:progress", (event) => {
  seen += 1;
  if (step && !downloads.size) step.textContent = String(event.detail || "");
  if (bar && !downloads.size) bar.value = Math.min(0.95, seen / 8);
});
window.addEventListener("error", (event) => {
  if (step) step.textContent = LOADING_TEXT[lang][1].replace("{reason}", String(event.message || event.type));
});

// The big files (Pyodide's WebAssembly, the standard library, the game's wheel) come through fetch: their
// bodies are counted as the page reads them, so the progress costs no second download. <html data-loaded>
// and <html data-to-load> hold the bytes counted and announced (the browser tests read them).
const BIG = /\.(wasm|zip|whl)(\?|$)/;
const downloads = new Map(); // url -> { loaded, total }
let shown = 0;
// A page that the service worker controls has every file in its cache (the worker keeps them all at install):
// there is nothing to wait for, and counting would pass each body through JavaScript, chunk by chunk (about
// 85 ms of a desktop return visit's 0.9 s in the page's CPU profile, docs/performance.md). A failure is still shown.
const fromCache = Boolean(navigator.serviceWorker?.controller);
const pageFetch = window.fetch.bind(window);
window.fetch = function countingFetch(resource, ...rest) {
  const url = String(resource instanceof Request ? resource.url : resource);
  if (!BIG.test(url) || document.documentElement.classList.contains("ready")) return pageFetch(resource, ...rest);
  return pageFetch(resource, ...rest).then(
    (response) => {
      if (!response.ok || !response.body) return failed(url, response);
      return fromCache ? response : counted(url, response);
    },
    (error) => failed(url, error),
  );
};

function counted(url, response) {
  const entry = { loaded: 0, total: Number(response.headers.get("Content-Length")) || 0 };
  downloads.set(url, entry);
  const reader = response.body.getReader();
  const body = new ReadableStream({
    async pull(controller) {
      let part;
      try {
        part = await reader.read();
      } catch (error) {
        failed(url, error).catch(() => undefined);
        throw error;
      }
      if (part.done) return controller.close();
      // (a gzipped file counts more bytes than its Content-Length announced: the bar stops at its end)
      entry.loaded += part.value.byteLength;
      controller.enqueue(part.value);
      progressed(url);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

function progressed(url) {
  let loaded = 0;
  let total = 0;
  for (const entry of downloads.values()) {
    total += Math.max(entry.total, entry.loaded);
    loaded += Math.min(entry.loaded, Math.max(entry.total, entry.loaded));
  }
  const root = document.documentElement;
  root.dataset.loaded = String(loaded);
  root.dataset.toLoad = String(total);
  // A file announced later adds to the total: the bar waits for the bytes to catch up rather than go back.
  if (bar && total) bar.value = Math.max(bar.value, Math.min(0.95, loaded / total));
  const now = performance.now();
  if (now - shown < 250 && loaded < total) return; // a screen reader hears a calm live region
  shown = now;
  const megabytes = (bytes) =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e6);
  const name = decodeURIComponent(new URL(url, location.href).pathname.split("/").pop());
  if (step && !root.classList.contains("load-failed"))
    step.textContent = LOADING_TEXT[lang][3]
      .replace("{file}", name)
      .replace("{done}", megabytes(loaded))
      .replace("{total}", megabytes(total));
}

/** A download that failed: the loading screen says which and offers to start again. */
function failed(url, problem) {
  const root = document.documentElement;
  const name = decodeURIComponent(new URL(url, location.href).pathname.split("/").pop());
  if (!root.classList.contains("load-failed")) {
    root.classList.add("load-failed");
    if (step) step.textContent = LOADING_TEXT[lang][4].replace("{file}", name);
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "primary";
    retry.dataset.ui = "retry-load";
    retry.textContent = LOADING_TEXT[lang][5];
    retry.addEventListener("click", () => location.reload());
    bar?.replaceWith(retry);
  }
  if (problem instanceof Response) return Promise.resolve(problem); // the caller reports its status as before
  return Promise.reject(problem);
}

function safeStored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage can be switched off: the browser's languages decide
  }
}
