"""The How to play dialog: each rule set's sections with their pictures (``howto.py``), for the rule set of the
button that opened it, else the new-game form's or the table's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vegas.ui import render
from vegas.ui.howto import how_to_view
from vegas.ui.table import page_rules

from .dom import Dom
from .state import PageState


@dataclass
class HowToPlay:
    """The dialog, opened and written again in a new language."""

    dom: Dom
    state: PageState

    def open(self, source: Any) -> None:
        """How to play the rule set named by ``source`` (``data-rules``), the new-game form's or the table's."""
        rules = self.dom.found(source.getAttribute("data-rules")) if source is not None else None
        form_rules = self.dom.select("#new-game-dialog[open] select[name=rules]")
        if rules is None and form_rules is not None:
            rules = str(form_rules.value)
        if rules is None and self.state.table is not None:
            rules = self.state.table.settings.rules
        self.dom.by_id("help-content").innerHTML = render.how_to(how_to_view(str(rules), self.state.lang, page_rules()))
        dialog = self.dom.by_id("help-dialog")
        if not dialog.open:
            dialog.showModal()
        dialog.querySelector("[data-ui=close-dialog]").focus()

    def translate(self) -> None:
        """The open dialog again in the page's new language."""
        shown = self.dom.select("#help-dialog[open] [data-help-rules]")
        if shown is not None:
            self.open(shown)
