// The header's menu on a small screen: style.css folds the header's controls behind the Menu button there, which
// shows and hides them (aria-expanded tells screen readers); Escape, a click elsewhere or a command chosen from
// it closes it again. On a wide screen the button is hidden and the controls always shown.
(() => {
  const button = document.querySelector("[data-menu]");
  const menu = button && document.getElementById(button.getAttribute("aria-controls"));
  if (!menu) return;
  const header = button.closest("header");
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const show = (open) => {
    button.setAttribute("aria-expanded", String(open));
    header.classList.toggle("menu-open", open);
  };
  button.addEventListener("click", () => show(!isOpen()));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    event.stopImmediatePropagation(); // the Escape closes the menu, nothing else the page does with it
    show(false);
    button.focus();
  });
  document.addEventListener("click", (event) => {
    if (!isOpen() || button.contains(event.target)) return;
    // a command chosen from the menu (New game, How to play) closes it; its checkbox and list of languages do not
    if (!menu.contains(event.target) || event.target.closest("button")) show(false);
  });
})();
