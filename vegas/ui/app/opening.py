"""Which game the page opens with: the saved one, a link's (``?seed=…&rules=…&players=…``), or a new one, and
what the page says or asks about it. Plain data out, so that every case is tested without a page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from vegas.core.errors import VegasError
from vegas.ui.table import Settings, Table, settings_from_query
from vegas.ui.text import problem_text, t

LINK_KEYS = ("seed", "rules", "players")
"""A query with any of these asks for a game."""


@dataclass(frozen=True)
class Opening:
    """The table the page opens with, and what it does besides."""

    table: Table
    form: Settings | None = None
    """The new-game form to open, filled in from these settings."""
    note: str = ""
    """The catalogue's key of the text above that form."""
    seed: str = ""
    """The form's seed field, filled in."""
    notice: str = ""
    """Why the link was refused, said to the player."""
    forget_link: bool = False
    """The link has done its part: a reload resumes the save."""


def opening(
    query: dict[str, str], load: Callable[[], Table | None], lang: str, *, first_visit: bool, invited: bool
) -> Opening:
    """The page's first table: ``load`` reads the save (telling why it refuses one), ``first_visit`` says the
    browser held no save, ``invited`` that the address holds a friend's invitation (which has a dialog of its own)."""
    if not any(key in query for key in LINK_KEYS):
        saved = load()
        if saved is not None:
            return Opening(saved)
        table = Table.new(Settings.default(lang=lang))
        # after a refused save the form would hide the notice that says why
        return Opening(table, form=table.settings if first_visit and not invited else None)
    try:
        settings = settings_from_query(query, Settings.default(lang=lang), lang)
    except VegasError as bad:
        # the game in progress goes on, and a reload no longer meets the bad link
        reason = problem_text(lang, bad)
        saved = load()
        notice = t(lang, "bad_url" if saved is None else "bad_url_kept", reason=reason)
        return Opening(saved or Table.new(Settings.default(lang=lang)), notice=notice, forget_link=True)
    saved = load()  # a refused save is kept aside before the link's game takes its place
    if saved is not None and link_resumes(saved, settings):
        return Opening(saved)
    if saved is not None and not saved.state.is_terminal():
        # an older link (or the back button) must not erase the game in progress: the form asks first
        seed = str(settings.seed) if settings.seed is not None else ""
        return Opening(saved, form=settings, note="link_other_game", seed=seed, forget_link=True)
    return Opening(Table.new(settings), forget_link=True)


def link_resumes(saved: Table, wanted: Settings) -> bool:
    """Whether a link asks for the saved game: its deal (seed), or without a seed any game of its table that
    is still in progress (a bookmark without a seed deals a new game once the saved one is over)."""
    settings = saved.settings
    same_table = settings.rules == wanted.rules and len(settings.seats) == len(wanted.seats)
    same_deal = settings.seed == wanted.seed or (wanted.seed is None and not saved.state.is_terminal())
    return same_table and same_deal and settings.game_options() == wanted.game_options()
