"""The new-game form: filled in from a game's settings, one seat row per player within the chosen rule set's
limits, read back into ``Settings`` and checked before the game begins."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from vegas.core.errors import VegasError
from vegas.core.registry import RULESETS
from vegas.ui import render
from vegas.ui.table import Seat, Settings, checked_seed, name_for_kind, offers_money_choice, offers_tiles, page_rules
from vegas.ui.text import problem_text, t

from .dom import Dom
from .state import PageState


@dataclass
class NewGameForm:
    """The form in its dialog; ``begin`` starts the game it asks for."""

    dom: Dom
    state: PageState
    begin: Callable[[Settings], None]

    def open(self, settings: Settings, note: str = "", seed: str = "") -> None:
        """The form, filled in from ``settings`` (and ``seed``), with the catalogue's text ``note`` above it."""
        lang, by_id = self.state.lang, self.dom.by_id
        holder = by_id("new-game-form-holder")
        holder.innerHTML = render.new_game_form(settings, lang, page_rules())
        shown = by_id("new-game-note")
        shown.dataset.note = note  # told again if the language changes while the form is open
        shown.textContent = t(lang, note) if note else ""
        shown.hidden = not note
        by_id("new-game-error").textContent = ""
        dialog = by_id("new-game-dialog")
        if not dialog.open:
            dialog.showModal()
        form = holder.querySelector("form")
        if seed:
            form.querySelector("input[name=seed]").value = seed
        limit_players(form)

    def translate(self, before: str) -> None:
        """The open form again in the page's new language, as the player filled it in (the default names too)."""
        form = self.dom.select("#new-game-dialog[open] form")
        if form is None:
            return
        seed = str(form.elements.namedItem("seed").value)
        note = str(self.dom.by_id("new-game-note").dataset.note or "")
        lang = self.state.lang
        self.open(form_settings(form).renamed(t(before, "you"), t(lang, "you")), note, seed)
        self.dom.select("#new-game-dialog [data-lang-picker]").focus()

    def on_change(self, event: Any) -> None:
        form = self.dom.found(event.target.closest("form"))
        if form is None:
            return
        limit_players(form)
        changed = str(event.target.getAttribute("name") or "")
        if changed.startswith("kind"):
            rename_for_kind(form, int(changed.removeprefix("kind")), self.state.lang)

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        form = event.target
        seed_text = str(form.elements.namedItem("seed").value).strip()
        try:
            settings = replace(form_settings(form), seed=checked_seed(seed_text) if seed_text else None)
            settings.validate()
        except VegasError as bad:
            error = self.dom.by_id("new-game-error")
            error.textContent = problem_text(self.state.lang, bad)
            error.scrollIntoView(False)  # under a long form (five seats, the tiles) it would be out of sight
            return
        self.dom.by_id("new-game-dialog").close()
        self.begin(settings)


def limit_players(form: Any) -> None:
    """Show one seat row per player, within the chosen rule set's limits, and the chosen rule set's options."""
    rules = form.elements.namedItem("rules").value
    select = form.elements.namedItem("players")
    ruleset = RULESETS[rules]
    chosen = next(option for option in form.elements.namedItem("rules").options if option.value == rules)
    form.querySelector("[data-rules-name]").textContent = chosen.textContent
    for option in select.options:
        option.disabled = not ruleset.min_players <= int(option.value) <= ruleset.max_players
    if int(select.value) > ruleset.max_players:
        select.value = str(ruleset.max_players)
    count = int(select.value)
    for row in form.querySelectorAll("[data-seat-row]"):
        row.hidden = int(row.dataset.seatRow) >= count
    form.querySelector("[data-tile-options]").hidden = not offers_tiles(rules)
    form.querySelector("[data-money-options]").hidden = not offers_money_choice(rules)


def rename_for_kind(form: Any, seat: int, lang: str) -> None:
    """Give ``seat``'s name field the default name of the kind just chosen for it, unless the player typed one."""
    field = form.elements.namedItem
    names = [str(field(f"name{i}").value).strip() for i in range(int(field("players").value))]
    if seat < len(names):
        field(f"name{seat}").value = name_for_kind(names, seat, str(field(f"kind{seat}").value), lang)


def form_settings(form: Any) -> Settings:
    """What the new-game form says now, not yet checked and without a seed."""
    field = form.elements.namedItem
    seats = tuple(
        Seat(str(field(f"name{i}").value).strip(), str(field(f"colour{i}").value), str(field(f"kind{i}").value))
        for i in range(int(field("players").value))
    )
    money_open = form.querySelector("input[name=money]:checked").value == "open"
    random_start = form.querySelector("input[name=start]:checked").value == "random"
    force = str(field("force").value)
    return Settings(
        str(field("rules").value),
        seats,
        None,
        money_open,
        random_start,
        tiles=int(field("tiles").value),
        no_repeat=bool(field("no_repeat").checked),
        force=((1, force),) if force else (),
    )
