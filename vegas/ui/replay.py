"""Replays: a game stepped through move by move from its record, shared as a link, taken over as a new game.

A replay link carries the whole save (settings and record) compressed in the URL fragment, so the page
needs no server and the recipient can watch it offline; the fragment never reaches a web server. It also says
where it was copied (``&at=49``: after 49 actions), where the replay opens.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass
from typing import Any

from vegas.core.boundary import JsonProblem, read_json, whole_number
from vegas.core.errors import VegasError
from vegas.core.registry import RULESETS

from .summary import round_ended
from .table import InvalidSave, SaveProblem, Table
from .text import t

FRAGMENT_KEY = "replay"
"""The URL fragment ``#replay=…`` that opens a replay."""

MOST_LINK_CHARACTERS = 200_000
"""Longer fragments are refused before decoding (a whole 5-player game takes a few thousand)."""

MOST_SAVE_BYTES = 2_000_000
"""A compressed save may not unpack to more than this (a zip bomb is refused, not unpacked)."""

AT_KEY = "at"
"""``&at=…`` after a replay link's game: the number of actions played at the position it was copied from."""


@dataclass(frozen=True)
class Stop:
    """A position the replay can show: after ``moves`` actions; ``round_end`` when a round was just paid."""

    moves: int
    round: int
    round_end: bool


def stops(table: Table) -> list[Stop]:
    """The positions worth showing: each one where a player decides (chance resolved), each round's final
    position as it was paid, and the last position of the game so far."""
    states = table.match.states
    found = []
    for moves, state in enumerate(states):
        if moves and round_ended(states[moves - 1], state):
            found.append(Stop(moves, int(getattr(states[moves - 1], "round", 0)), round_end=True))
        elif not state.is_chance_node() or moves == len(states) - 1:
            found.append(Stop(moves, int(getattr(state, "round", 0)), round_end=False))
    return found


def shown_at(table: Table, moves: int) -> Table:
    """The table as it stood after ``moves`` actions, to draw (nothing in it can be played)."""
    return Table(table.settings, table.match.until(moves))


def take_over(table: Table, moves: int) -> Table:
    """A new game that goes on from the position after ``moves`` actions, with the same seats and dice (a seat
    played on another device is a computer's in it)."""
    taken = Table(table.settings.played_here(), table.match.until(moves))
    taken.match.play_alone()
    taken.match.advance_chance()
    return taken


def link_fragment(table: Table, moves: int | None = None) -> str:
    """``replay=…``: the game's save, compressed and URL-safe, for the fragment of a link; with ``&at=…`` where
    it opens when ``moves`` (the actions played at the position shown) is given."""
    packed = zlib.compress(json.dumps(table.to_save(), separators=(",", ":")).encode(), 9)
    at = f"&{AT_KEY}={moves}" if moves is not None else ""
    return f"{FRAGMENT_KEY}=" + base64.urlsafe_b64encode(packed).decode().rstrip("=") + at


def link_moves(fragment: str) -> int | None:
    """Where a replay link opens (its ``&at=…``), or ``None`` (its start) if it says nothing readable."""
    for part in fragment.split("&")[1:]:
        key, _, value = part.partition("=")
        if key == AT_KEY:
            try:
                return whole_number(value, "the replay link's position", max_digits=6)
            except VegasError:
                return None
    return None


def from_fragment(fragment: str) -> Table:
    """The game a replay link carries; raises ``InvalidSave`` saying what is wrong with a damaged link."""
    text = fragment.removeprefix("#").split("&")[0]  # what follows a "&" says where to open (link_moves)
    if not text.startswith(f"{FRAGMENT_KEY}="):
        raise SaveProblem("problem.replay_link")
    packed_text = text[len(FRAGMENT_KEY) + 1 :]
    if len(packed_text) > MOST_LINK_CHARACTERS:
        raise SaveProblem("problem.replay_link")
    try:
        packed = base64.urlsafe_b64decode(packed_text + "=" * (-len(packed_text) % 4))
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MOST_SAVE_BYTES)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise SaveProblem("problem.replay_link")
        data: Any = read_json(raw.decode(), "the replay link")
    except (binascii.Error, ValueError, zlib.error, JsonProblem):  # ValueError: bad base64 and bad UTF-8 too
        raise SaveProblem("problem.replay_link") from None
    try:
        return Table.from_save(data)
    except InvalidSave:
        raise
    except Exception as bad:  # whatever else a crafted link reaches is a damaged link, never a crash
        raise SaveProblem("problem.replay_link") from bad


@dataclass
class Watching:
    """A replay on screen: the game watched, the positions it can show and the one shown."""

    table: Table
    stops: list[Stop]
    index: int
    from_link: bool = False

    @staticmethod
    def of(table: Table, from_link: bool = False, at: int | None = None) -> Watching:
        """A replay of ``table``: a shared game opens where its link was copied (``at``: the actions played
        then; the last position at or before it) or at its start, one's own game where it stands."""
        found = stops(table)
        index = 0 if from_link else len(found) - 1
        if at is not None:
            index = max((i for i, stop in enumerate(found) if stop.moves <= at), default=0)
        return Watching(table, found, index, from_link)

    @property
    def stop(self) -> Stop:
        return self.stops[self.index]

    def go(self, command: str, round_number: int = 0) -> None:
        """Move along the replay: ``first``, ``back``, ``forward``, ``last`` or ``round`` (its first move)."""
        last = len(self.stops) - 1
        if command == "first":
            self.index = 0
        elif command == "back":
            self.index = max(0, self.index - 1)
        elif command == "forward":
            self.index = min(last, self.index + 1)
        elif command == "last":
            self.index = last
        elif command == "round":
            self.index = next((i for i, s in enumerate(self.stops) if s.round == round_number), self.index)

    def stepped_from(self) -> int | None:
        """The number of moves at the position shown before this one (the moves since then led here), or ``None``
        at the start."""
        return self.stops[self.index - 1].moves if self.index else None

    def shown(self) -> Table:
        return shown_at(self.table, self.stop.moves)

    def bar(self, lang: str) -> dict[str, Any]:
        """What the replay's controls show: where it is, and which ways it can go."""
        stop, last = self.stop, len(self.stops) - 1
        if stop.round:
            where = t(lang, "log_round", round=stop.round)
        elif self.index and not RULESETS[self.table.settings.rules].rounds:  # a game without rounds: its name
            where = t(lang, f"rules.{self.table.settings.rules}")
        else:
            where = t(lang, "replay.start")
        if stop.round_end:
            where += f" · {t(lang, 'replay.paid')}"
        rounds = sorted({s.round for s in self.stops if s.round})
        return {
            "title": t(lang, "replay.title"),
            "where": t(lang, "replay.where", round=where, move=self.index, moves=last),
            "at_start": self.index == 0,
            "at_end": self.index == last,
            "over": self.table.state.is_terminal(),  # a finished game can be reviewed
            "rounds": [
                {"round": r, "label": t(lang, "log_round", round=r), "current": r == stop.round} for r in rounds
            ],
        }
