// Shows PyScript's boot progress before Python runs (polyscript dispatches py:progress on window).
// It speaks the language the page will: the stored choice, else the browser's first one we have (as
// vegas.ui.text.choose_language does); the texts are the catalogue's "loading" and "load_failed" (a test
// compares them).
const LOADING_TEXT = {
  en: ["Loading the casinos…", "Something went wrong while loading: {reason}"],
  fr: ["Ouverture des casinos…", "Le chargement a échoué : {reason}"],
  de: ["Die Casinos öffnen…", "Beim Laden ist etwas schiefgegangen: {reason}"],
};
const lang = [safeStored("vegas.lang"), ...(navigator.languages || [])]
  .map((code) => String(code || "").trim().toLowerCase().replace("_", "-").split("-")[0])
  .find((code) => Object.hasOwn(LOADING_TEXT, code)) || "en";
document.documentElement.lang = lang;
const text = document.getElementById("loading-text");
if (text) text.textContent = LOADING_TEXT[lang][0];

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
