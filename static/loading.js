// Shows PyScript's boot progress before Python runs (polyscript dispatches py:progress on window).
const step = document.getElementById("loading-step");
const bar = document.getElementById("loading-bar");
let seen = 0;
window.addEventListener("py:progress", (event) => {
  seen += 1;
  if (step) step.textContent = String(event.detail || "");
  if (bar) bar.value = Math.min(0.95, seen / 8);
});
window.addEventListener("error", (event) => {
  if (step) step.textContent = "Something went wrong while loading: " + (event.message || "unknown error");
});
