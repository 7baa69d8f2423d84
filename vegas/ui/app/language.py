"""The page's language: the player's choice (kept for the next visit) or the browser's, and everything written
again in it when it changes: the page's own texts, the board, an open form or How to play."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vegas.ui import render
from vegas.ui.text import supported, t

from .coach import Coach
from .dom import Dom
from .how_to_play import HowToPlay
from .new_game import NewGameForm
from .screen import Screen
from .state import PageState

LANG_KEY = "vegas.lang"


@dataclass
class Language:
    """The page's texts in its language, and a change of language."""

    dom: Dom
    state: PageState
    screen: Screen
    coach: Coach
    form: NewGameForm
    how_to: HowToPlay

    def apply(self) -> None:
        """The page's own texts outside the board (title, header, dialogs) in the page's language."""
        document, lang = self.dom.document, self.state.lang
        document.documentElement.lang = lang
        document.title = t(lang, "page_title")
        for element in document.querySelectorAll("[data-text]"):
            element.textContent = t(lang, element.dataset.text)
        for element in document.querySelectorAll("[data-label]"):
            element.setAttribute("aria-label", t(lang, element.dataset.label))
        self.dom.by_id("page-tools").innerHTML = render.page_tools(lang)

    def on_change(self, event: Any) -> None:
        """A language picker changed (the header's or the form's)."""
        picker = self.dom.found(event.target.closest("[data-lang-picker]"))
        lang = supported(str(picker.value)) if picker is not None else None
        if lang is None or lang == self.state.lang:
            return
        before, self.state.lang = self.state.lang, lang
        self.dom.store(LANG_KEY, lang)
        self.coach.forget()
        self.apply()
        if self.state.table is not None:
            self.screen.render()
        self.form.translate(before)
        self.how_to.translate()
