"""One game kept in the history: when, which rule set, who sat where and how it ended (or that it did not), with
the save it replays from.

A kept game is known by its record (``key``: a digest of the seed and every action), so the same game kept twice,
on one device or brought from another, is one game. A game left unfinished and later played on from its save
continues its record: the finished game then ``supersedes`` the unfinished one.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from vegas.core.errors import VegasError
from vegas.core.record import check_seed
from vegas.core.state import State
from vegas.ui.table import FRIEND, HUMAN, REMOTE, Table, Told

KEY_LENGTH = 32
"""Hex digits of the record's digest kept as a game's key (128 bits: no two games of a lifetime share one)."""


class HistoryProblem(Told, VegasError):
    """A kept game or a history file the page refuses, for a reason it can tell in any language."""


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a kept game: its name, who played it (``HUMAN``, ``FRIEND``, ``REMOTE`` or a computer level),
    its money (Knizia's gold) and its place at the end (0 while the game is unfinished)."""

    name: str
    kind: str
    money: int
    place: int
    won: bool

    @property
    def here(self) -> bool:
        """A person played this seat at this screen."""
        return self.kind == HUMAN

    @property
    def computer(self) -> bool:
        return self.kind not in (HUMAN, FRIEND, REMOTE)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "money": self.money, "place": self.place, "won": self.won}


@dataclass(frozen=True, slots=True)
class KeptGame:
    """A game of the history. ``when`` is when it was kept (ms since 1970: its end, or when a new game left it
    unfinished); ``save`` is the table's save (``Table.to_save``), which replays it or plays it on, or ``None`` in
    a summary (what the list and the record need, read without the saves: ``stored_game``)."""

    key: str
    when: int
    rules: str
    seed: int
    finished: bool
    moves: int
    seats: tuple[SeatResult, ...]
    save: dict[str, Any] | None

    @property
    def players(self) -> int:
        return len(self.seats)

    def actions(self) -> list[str]:
        """The record's action texts (checked when the game was kept or read from a file); none in a summary."""
        actions: list[str] = self.save["record"]["actions"] if self.save is not None else []
        return actions

    def supersedes(self, other: KeptGame) -> bool:
        """Whether this game is ``other``, unfinished, played on: the same game and seed, its record continued (known
        only from full games: a summary supersedes nothing)."""
        if other.finished or other.key == self.key or other.seed != self.seed:
            return False
        if self.save is None or other.save is None or other.save["record"]["game"] != self.save["record"]["game"]:
            return False
        mine, theirs = self.actions(), other.actions()
        return len(theirs) < len(mine) and mine[: len(theirs)] == theirs

    def to_json(self) -> dict[str, Any]:
        data = {
            "key": self.key,
            "when": self.when,
            "rules": self.rules,
            "seed": self.seed,
            "finished": self.finished,
            "moves": self.moves,
            "seats": [seat.to_json() for seat in self.seats],
        }
        return data if self.save is None else {**data, "save": self.save}


def record_key(record: Any) -> str:
    """The digest that names a game by its record: the same seed and moves, the same key, on any device."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:KEY_LENGTH]


def places(state: State) -> list[int]:
    """Each seat's place at the end: 1 for the winners (the rule set's tie-break decides, ``State.winners``), the
    others ranked by money, then by the tie-break figure where the rule set has one; equal figures share a place."""
    scores = state.scores()
    winners = set(state.winners())
    tiebreak = getattr(state, "tiebreak", None)  # the casino table's banknotes or cards and chips
    keys = [(score, tiebreak(seat) if tiebreak else 0) for seat, score in enumerate(scores)]
    shared = len(winners)
    return [
        1
        if seat in winners
        else 1 + shared + sum(1 for other, k in enumerate(keys) if k > key and other not in winners)
        for seat, key in enumerate(keys)
    ]


def kept_game(table: Table, when: int) -> KeptGame:
    """The table's game as the history keeps it, finished or not."""
    state = table.state
    finished = state.is_terminal()
    save = table.to_save()
    scores = state.scores()
    ranks = places(state) if finished else [0] * len(scores)
    winners = set(state.winners()) if finished else set()
    seats = tuple(
        SeatResult(seat.name, seat.kind, scores[i], ranks[i], i in winners)
        for i, seat in enumerate(table.settings.seats)
    )
    record = save["record"]
    return KeptGame(
        record_key(record), when, table.settings.rules, table.seed, finished, len(record["actions"]), seats, save
    )


def checked_game(data: Any, number: int) -> KeptGame:
    """Game ``number`` of a history file: its save replayed by the rules, and everything but when it was kept
    worked out again from that, so a file can neither forge a result nor hide a damaged record."""
    if not isinstance(data, dict) or not isinstance(data.get("save"), dict):
        raise HistoryProblem("history.game_save", number=number)
    when = data.get("when")
    if type(when) is not int or when < 0:
        raise HistoryProblem("history.game_when", number=number)
    try:
        table = Table.from_save(data["save"])
    except VegasError as bad:  # InvalidSave and whatever the rules refuse in the record (in the engine's words)
        raise HistoryProblem("history.game_replay", number=number, reason=str(bad)) from None
    game = kept_game(table, when)
    if data.get("key") not in (None, game.key):
        raise HistoryProblem("history.game_key", number=number)
    return game


def stored_game(data: Any) -> KeptGame:
    """A kept game as this page stored it (in the browser's database), read without replaying: only its shape is
    checked, since only this page writes there. Without ``save`` it is a summary (``save`` ``None``). A wrong shape
    raises ``HistoryProblem``."""
    try:
        seats = tuple(
            SeatResult(str(s["name"]), str(s["kind"]), _int(s["money"]), _int(s["place"]), bool(s["won"]))
            for s in data["seats"]
        )
        save = data.get("save")
        if save is not None and (not isinstance(save, dict) or not isinstance(save["record"]["actions"], list)):
            raise TypeError("save")
        return KeptGame(
            str(data["key"]),
            _int(data["when"]),
            str(data["rules"]),
            check_seed(data["seed"]),
            bool(data["finished"]),
            _int(data["moves"]),
            seats,
            save,
        )
    except (AttributeError, KeyError, TypeError, ValueError, VegasError):
        raise HistoryProblem("history.stored") from None


def _int(value: Any) -> int:
    if type(value) is not int:
        raise TypeError("not a whole number")
    return value
