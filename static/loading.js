// Shows PyScript's boot progress before Python runs (polyscript dispatches py:progress on window).
// It speaks the language the page will: the stored choice, else the browser's first one we have (as
// vegas.ui.text.choose_language does); the texts are the catalogue's "loading", "load_failed" and
// "load_from_file" (a test compares them).
const LOADING_TEXT = {
  en: [
    "Loading the casinos…",
    "Something went wrong while loading: {reason}",
    "This page cannot start from a file on your disk: browsers do not run its modules there. In the game's folder run ./scripts/serve.sh, then open http://127.0.0.1:8000 — or play the copy hosted on the web.",
  ],
  fr: [
    "Ouverture des casinos…",
    "Le chargement a échoué : {reason}",
    "Cette page ne peut pas démarrer depuis un fichier de votre disque : les navigateurs n'y exécutent pas ses modules. Dans le dossier du jeu, lancez ./scripts/serve.sh, puis ouvrez http://127.0.0.1:8000 — ou jouez à la copie hébergée sur le web.",
  ],
  de: [
    "Die Casinos öffnen…",
    "Beim Laden ist etwas schiefgegangen: {reason}",
    "Diese Seite startet nicht aus einer Datei auf deinem Rechner: Browser führen ihre Module dort nicht aus. Starte im Ordner des Spiels ./scripts/serve.sh und öffne dann http://127.0.0.1:8000 – oder spiele die Kopie im Web.",
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
  if (step) step.textContent = String(event.detail || "");
  if (bar) bar.value = Math.min(0.95, seen / 8);
});
window.addEventListener("error", (event) => {
  if (step) step.textContent = LOADING_TEXT[lang][1].replace("{reason}", String(event.message || event.type));
});

function safeStored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage can be switched off: the browser's languages decide
  }
}
