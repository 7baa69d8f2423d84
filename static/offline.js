// Registers the service worker (sw.js) that keeps the game playable offline. It waits until the game is
// interactive (<html class="ready">), so its downloads never slow the first start; most files then come
// from the browser's HTTP cache.
(() => {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register("./sw.js", { updateViaCache: "none" }) // a new deploy's precache list is seen at once
      .catch((error) => console.warn("offline play is not available:", error));
  const root = document.documentElement;
  if (root.classList.contains("ready")) return register();
  const watch = new MutationObserver(() => {
    if (!root.classList.contains("ready")) return;
    watch.disconnect();
    register();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["class"] });
})();
