"""Hints: the strongest bot's estimate of each choice open to the human to move, asked for in chunks so that
the page stays responsive, and shown beside the choices until the next move."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from vegas.ui.text import money, percent, t

from .screen import Screen
from .state import PageState


@dataclass
class Coach:
    """Asks the strongest bot about the position on the table."""

    state: PageState
    screen: Screen

    async def ask(self) -> None:
        """The estimates for the position on the table, unless the player moves on meanwhile."""
        page, table = self.state, self.state.table
        if table is None or not table.human_to_move() or page.hints_at == len(table.match.actions):
            return
        from vegas.bots.coach import estimate_steps

        at = len(table.match.actions)
        self.screen.status(t(page.lang, "hint_thinking"))
        steps = estimate_steps(table.state, rng=table.match.bot_rng())
        while True:
            try:
                next(steps)
            except StopIteration as done:
                estimates = done.value
                break
            await asyncio.sleep(0)
        if table is not page.table or len(table.match.actions) != at:
            return  # the player moved on meanwhile
        lang = page.lang
        best = estimates[0] if estimates else None  # the search returns its choice first
        page.hints = {
            str(h.action): t(lang, "hint_value", win=percent(lang, h.win_chance), money=money(lang, round(h.money)))
            for h in estimates
        }
        if best is not None and len(estimates) > 1:  # the choice the coach would make, said in words, not colour
            page.hints[str(best.action)] = t(lang, "hint_best", hint=page.hints[str(best.action)])
        page.hints_at = at
        self.screen.render()

    def forget(self) -> None:
        """The hints are written in the language before: asked for again if wanted."""
        self.state.hints, self.state.hints_at = {}, -1
