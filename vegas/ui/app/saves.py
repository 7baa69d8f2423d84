"""The game kept in the browser's storage: written after every move, read when the page opens, and a save the
page refuses kept aside under a key of its own (never silently erased).

``SavedGame`` is the one place that writes ``vegas.save``, and every write is a compare-and-set: each save carries
its stamp (a revision counted up at every write and a digest of its game) and the stamp of the position it was
written over, and a page writes only over the save it last read or wrote. A page that fell behind (another tab or
window of the browser wrote meanwhile, a page frozen in the background woke up) is refused at the write, whatever
it believes; ``owner.py`` says which page plays the game and what a refused page does.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from vegas.core.boundary import MAX_DEPTH, JsonProblem, nesting_depth, read_json
from vegas.core.errors import VegasError
from vegas.ui.table import Table
from vegas.ui.text import problem_text, t

SAVE_KEY = "vegas.save"
BROKEN_PREFIX = "vegas.save.broken."
BROKEN_KEPT = 3
"""Refused saves kept aside at most: the newest, so that repeated refusals do not fill the browser's storage."""
WRITTEN = "written"
"""The save's own key for its stamp and the stamp it was written over (``Table.from_save`` reads past it)."""


@dataclass(frozen=True)
class Stamp:
    """One written position of the saved game: the revision (writes of ``vegas.save`` counted, whichever game) and
    a digest of the game it holds (its settings and record)."""

    revision: int
    digest: str

    def __str__(self) -> str:
        return f"{self.revision}-{self.digest}"


@dataclass(frozen=True)
class Written:
    """What a stored save says of itself: its stamp (the digest computed from its content), the stamp of the
    position it was written over ("" for none), and whether the digest it carries is its content's."""

    stamp: Stamp
    over: str
    sound: bool


def digest(data: Any) -> str:
    """The digest of a save's game (its settings and record): the same game, the same digest."""
    game = {"settings": data.get("settings"), "record": data.get("record")} if isinstance(data, dict) else data
    text = json.dumps(game, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def written(raw: str | None) -> Written | None:
    """The stamps a stored save carries (``None``: no save). A save without them (written by an older page) is
    revision 0; one whose digest is not its content's, or that is no JSON at all, is not ``sound``."""
    if raw is None:
        return None
    try:
        data = read_json(raw, "the save")
    except JsonProblem:
        return Written(Stamp(0, hashlib.sha256(raw.encode()).hexdigest()[:16]), "", False)
    marks = data.get(WRITTEN) if isinstance(data, dict) else None
    marks = marks if isinstance(marks, dict) else {}
    revision, over, claimed = marks.get("revision", 0), marks.get("over", ""), marks.get("digest")
    revision = revision if type(revision) is int and revision >= 0 else 0
    actual = digest(data)
    return Written(Stamp(revision, actual), over if isinstance(over, str) else "", claimed in (None, actual))


def may_write(stored: Written | None, base: Stamp | None) -> bool:
    """Whether a page whose game is the save stamped ``base`` (``None``: it read no save) may write over what is
    stored: only over that very save, untouched. Anything else means another page wrote since, or the save was
    changed by hand: the page is behind, whatever it believes."""
    if stored is None:
        return base is None
    return stored.sound and stored.stamp == base


def builds_on(offered: Written, mine: Stamp) -> bool:
    """Whether a save another page wrote continues the position stamped ``mine`` (it was written over it, and is
    what it says): the page that plays the game adopts it; any other save from elsewhere came from a page that
    was behind."""
    return offered.sound and offered.over == str(mine) and offered.stamp.revision > mine.revision


def kept(stored: Written | None, mine: Stamp) -> bool | None:
    """Whether the position this page wrote last (``mine``) was kept by the save another page wrote next:
    ``None`` while ``mine`` is still the stored save, else whether that save was written over it or holds the
    very same game (two pages that played the same computer's move)."""
    if stored is not None and stored.stamp == mine:
        return None
    return stored is not None and stored.sound and (stored.over == str(mine) or stored.stamp.digest == mine.digest)


class SavedGame:
    """The saved game in ``storage`` (the browser's ``localStorage``, or anything with its methods).

    ``base`` is the stamp of the save this page's game is (read or written last); ``writes`` says whether this
    page may write the game at all, ``refused`` is told of every write refused and ``confirmed`` asks the browser
    (``owner.py`` sets all three)."""

    def __init__(self, storage: Any, clock: Callable[[], float] = time.time) -> None:
        self.storage = storage
        self.clock = clock
        self.base: Stamp | None = None
        self.mine: Stamp | None = None
        """The save this page wrote last, until another page's save shows whether it was kept."""
        self.writes = True
        self.refused: Callable[[], None] = lambda: None
        self.confirmed: Callable[[], Awaitable[bool]] = _yes
        """Whether this page still plays the game, asked of the browser before an automatic move."""
        self.kept: Callable[[Table], None] = lambda _table: None
        """Told of every game this page saved (the history keeps the games that end or are left: ``history.py``)."""

    def raw(self) -> str | None:
        """The save's text as stored, or ``None`` if there is none."""
        value = self.storage.getItem(SAVE_KEY)
        return value if isinstance(value, str) else None

    def write(self, table: Table | None) -> bool:
        """``table`` as the saved game, if this page plays it and nothing was written since its game's save;
        ``False`` (and ``refused`` told) otherwise. No table yet, or the very game stored: nothing to write."""
        if table is None:
            return True
        stored = written(self.raw())
        if not self.writes or not may_write(stored, self.base):
            self.refused()
            return False
        data = table.to_save()
        if stored is None or stored.stamp.digest != digest(data):
            self._put(data, self.base.revision + 1 if self.base is not None else 1)
        self.kept(table)
        return True

    def restore(self, table: Table) -> None:
        """``table`` written again over a save a page that was behind wrote (only the page holding the game does
        this): a revision above both, written over this page's own position."""
        stored = written(self.raw())
        revision = max(stored.stamp.revision if stored else 0, self.base.revision if self.base else 0) + 1
        self._put(table.to_save(), revision)

    def _put(self, data: dict[str, Any], revision: int) -> None:
        stamp = Stamp(revision, digest(data))
        data[WRITTEN] = {"revision": revision, "digest": stamp.digest, "over": str(self.base or "")}
        self.storage.setItem(SAVE_KEY, json.dumps(data, separators=(",", ":")))
        self.base = self.mine = stamp

    def read(self, lang: str, raw: str | None) -> tuple[Table | None, str]:
        """The game of the save ``raw`` (as stored, or as another page wrote it), changing nothing in the storage:
        ``None`` and why not in ``lang`` if there is none ("") or it cannot be read. This page's game is that save
        from now on."""
        stored = written(raw)
        self.base = stored.stamp if stored is not None else None
        return (None, "") if raw is None else _restored(raw, lang)

    def load(self, lang: str) -> tuple[Table | None, str]:
        """The saved game, or ``None`` and why not in ``lang`` ("" when there is no save): a save the page refuses
        is kept aside and removed, and the reason names where it was kept."""
        raw = self.raw()
        table, reason = self.read(lang, raw)
        if table is not None or raw is None:
            return table, reason
        key = self.keep_aside(raw)
        self.storage.removeItem(SAVE_KEY)
        self.base = None
        return None, t(lang, "bad_save", reason=reason, key=key)

    def set_aside(self) -> None:
        """The saved game, whatever it holds, kept aside and removed (the page could not start from it)."""
        raw = self.raw()
        if raw is not None:
            self.keep_aside(raw)
            self.storage.removeItem(SAVE_KEY)
        self.base = None

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


async def _yes() -> bool:
    return True


def _restored(raw: str, lang: str) -> tuple[Table | None, str]:
    """The game a save's text holds, or ``None`` and why the page refuses it, in ``lang``."""
    try:
        return Table.from_save(read_json(raw, "the save")), ""
    except JsonProblem:
        depth = nesting_depth(raw)
        deep = depth > MAX_DEPTH
        return None, t(lang, "problem.save_deep", depth=depth) if deep else t(lang, "problem.save_json")
    except VegasError as bad:
        return None, problem_text(lang, bad)
    except Exception as bad:  # a save the engine did not foresee is refused all the same
        return None, t(lang, "problem.save_unreadable", error=f"{type(bad).__name__}: {bad}"[:200])


def broken_stamp(key: Any) -> int | None:
    """When a refused save was kept aside (its key's number), or ``None`` for any other key."""
    if not isinstance(key, str) or not key.startswith(BROKEN_PREFIX) or not key[len(BROKEN_PREFIX) :].isdigit():
        return None
    return int(key[len(BROKEN_PREFIX) :])
