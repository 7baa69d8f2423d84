"""Hints: the strongest bot's estimate of each choice open to the human to move (where the round's end is solved,
its exact value), asked for in chunks so that the page stays responsive, and shown beside the choices until the
next move."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from vegas.ui.text import money, percent, t

from .screen import Screen
from .slices import driven
from .state import PageState

if TYPE_CHECKING:  # the bots are imported when the coach is first asked, not as the page loads
    from vegas.bots.exact import ExactValue


@dataclass
class Coach:
    """Asks the strongest bot about the position on the table."""

    state: PageState
    screen: Screen

    async def ask(self) -> None:
        """The hints for the position on the table, unless the player moves on meanwhile: exact values where
        the round's end is solved (``vegas/bots/exact.py``), else the estimates of the hard bot's playouts."""
        page, table = self.state, self.state.table
        if table is None or not table.human_to_move() or page.hints_at == len(table.match.actions):
            return
        from vegas.bots.coach import estimate_steps
        from vegas.bots.exact import best_actions, exact_steps

        at = len(table.match.actions)
        self.screen.status(t(page.lang, "hint_thinking"))
        values = await driven(exact_steps(table.state))
        estimates = [] if values is not None else await driven(estimate_steps(table.state, rng=table.match.bot_rng()))
        if table is not page.table or len(table.match.actions) != at:
            return  # the player moved on meanwhile
        lang = page.lang
        if values is not None:
            page.hints = {str(v.action): exact_hint(lang, v) for v in values}
            optimal = best_actions(values)
            chosen = [str(a) for a in optimal] if len(optimal) < len(values) else []  # all equal: none is best
        else:
            page.hints = {
                str(h.action): t(lang, "hint_value", win=percent(lang, h.win_chance), money=money(lang, round(h.money)))
                for h in estimates
            }
            chosen = [str(estimates[0].action)] if len(estimates) > 1 else []  # the search returns its choice first
        for action in chosen:  # the choice the coach would make, said in words, not colour
            page.hints[action] = t(lang, "hint_best", hint=page.hints[action])
        page.hints_at = at
        page.hints_exact = values is not None
        self.screen.render()

    def forget(self) -> None:
        """The hints are written in the language before: asked for again if wanted."""
        self.state.hints, self.state.hints_at, self.state.hints_exact = {}, -1, False


def exact_hint(lang: str, value: ExactValue) -> str:
    """An action's exact value in words: its win chance in the last round, else the money ahead of the rival; to a
    tenth of a percent and to the dollar, so that two values a player sees apart are apart (the ★ best among
    values shown alike would be a guess)."""
    if value.last:
        return t(lang, "hint_exact_win", win=percent(lang, value.value, decimals=1))
    ahead = round(value.value * 1000) >= 0  # to the dollar, as shown
    return t(lang, "hint_exact_ahead" if ahead else "hint_exact_behind", money=money(lang, abs(value.value)))
