"""The game kept in the browser's storage: written after every move, read when the page opens, and a save the
page refuses kept aside under a key of its own (never silently erased).

``SavedGame`` is the one place that writes ``vegas.save``: the seam where a tab will check that it is the one
writing a saved game before it writes.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from vegas.core.boundary import MAX_DEPTH, JsonProblem, nesting_depth, read_json
from vegas.core.errors import VegasError
from vegas.ui.table import Table
from vegas.ui.text import problem_text, t

SAVE_KEY = "vegas.save"
BROKEN_PREFIX = "vegas.save.broken."
BROKEN_KEPT = 3
"""Refused saves kept aside at most: the newest, so that repeated refusals do not fill the browser's storage."""


class SavedGame:
    """The saved game in ``storage`` (the browser's ``localStorage``, or anything with its methods)."""

    def __init__(self, storage: Any, clock: Callable[[], float] = time.time) -> None:
        self.storage = storage
        self.clock = clock

    def raw(self) -> str | None:
        """The save's text as stored, or ``None`` if there is none."""
        value = self.storage.getItem(SAVE_KEY)
        return value if isinstance(value, str) else None

    def write(self, table: Table | None) -> None:
        """``table`` as the saved game (nothing while the page has no table yet)."""
        if table is not None:
            self.storage.setItem(SAVE_KEY, json.dumps(table.to_save(), separators=(",", ":")))

    def load(self, lang: str) -> tuple[Table | None, str]:
        """The saved game, or ``None`` and why not in ``lang`` ("" when there is no save): a save the page refuses
        is kept aside and removed, and the reason names where it was kept."""
        raw = self.raw()
        if raw is None:
            return None, ""
        try:
            return Table.from_save(read_json(raw, "the save")), ""
        except JsonProblem:
            depth = nesting_depth(raw)
            deep = depth > MAX_DEPTH
            reason = t(lang, "problem.save_deep", depth=depth) if deep else t(lang, "problem.save_json")
        except VegasError as bad:
            reason = problem_text(lang, bad)
        except Exception as bad:  # a save the engine did not foresee is set aside all the same
            reason = t(lang, "problem.save_unreadable", error=f"{type(bad).__name__}: {bad}"[:200])
        key = self.keep_aside(raw)
        self.storage.removeItem(SAVE_KEY)
        return None, t(lang, "bad_save", reason=reason, key=key)

    def set_aside(self) -> None:
        """The saved game, whatever it holds, kept aside and removed (the page could not start from it)."""
        raw = self.raw()
        if raw is not None:
            self.keep_aside(raw)
            self.storage.removeItem(SAVE_KEY)

    def keep_aside(self, raw: str) -> str:
        """Store a refused save under a key of its own, dropping the oldest copies beyond ``BROKEN_KEPT``; the key
        is returned for the notice."""
        stamp = int(self.clock() * 1000)
        while isinstance(self.storage.getItem(f"{BROKEN_PREFIX}{stamp}"), str):  # JavaScript's null is not None
            stamp += 1
        keys = (self.storage.key(i) for i in range(self.storage.length))
        kept = sorted((found, key) for key in keys if (found := broken_stamp(key)) is not None)
        for _stamp, old in kept[: max(0, len(kept) - BROKEN_KEPT + 1)]:
            self.storage.removeItem(old)
        key = f"{BROKEN_PREFIX}{stamp}"
        self.storage.setItem(key, raw)
        return key


def broken_stamp(key: Any) -> int | None:
    """When a refused save was kept aside (its key's number), or ``None`` for any other key."""
    if not isinstance(key, str) or not key.startswith(BROKEN_PREFIX) or not key[len(BROKEN_PREFIX) :].isdigit():
        return None
    return int(key[len(BROKEN_PREFIX) :])
