"""The player's record drawn from the kept games: per rule set, opponents and player count, and per name for
people who shared this screen: games, wins, average place, average money and the last results.

"You" is the one seat a person played at this screen in a game (the others computers, or friends on other
devices). A game with several people at this screen counts for each of them by name instead; an unfinished game
counts for no figure. The opponents are named by the computers' level when they all play at one, ``MIXED`` when
they play at several or beside people, ``PEOPLE`` when no computer played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .kept import KeptGame

MIXED = "mixed"
PEOPLE = "people"
LAST = 10
"""The last results a line of the record shows (its chart)."""
WON, LOST, UNFINISHED = "won", "lost", "unfinished"
"""A kept game's result as the list filters it: won or lost by a person at this screen, or unfinished."""


@dataclass(frozen=True, slots=True)
class Result:
    """One finished game of a player: when, the place, the money and whether they won (a shared win is a win)."""

    when: int
    place: int
    money: int
    won: bool
    players: int


@dataclass(frozen=True, slots=True)
class Figures:
    """A player's results, oldest first, and the figures of them."""

    results: tuple[Result, ...]

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def wins(self) -> int:
        return sum(1 for result in self.results if result.won)

    @property
    def average_place(self) -> float:
        return sum(r.place for r in self.results) / len(self.results) if self.results else 0.0

    @property
    def average_money(self) -> float:
        return sum(r.money for r in self.results) / len(self.results) if self.results else 0.0

    def last(self, count: int = LAST) -> tuple[Result, ...]:
        """The newest ``count`` results, oldest of them first (the chart's order)."""
        return self.results[-count:] if count > 0 else ()


@dataclass(frozen=True, slots=True)
class Line:
    """The record against one kind of table: a rule set, the opponents (a level, ``MIXED`` or ``PEOPLE``) and the
    number of players."""

    rules: str
    opponents: str
    players: int
    figures: Figures


def your_seat(game: KeptGame) -> int | None:
    """The seat "you" played: the only one a person played at this screen (``None`` if none or several)."""
    here = [seat for seat, s in enumerate(game.seats) if s.here]
    return here[0] if len(here) == 1 else None


def opponents(game: KeptGame, seat: int) -> str:
    """Who ``seat`` played against: the computers' one level, ``MIXED``, or ``PEOPLE``."""
    others = [s for i, s in enumerate(game.seats) if i != seat]
    levels = {s.kind for s in others if s.computer}
    if not levels:
        return PEOPLE
    if len(levels) > 1 or any(not s.computer for s in others):
        return MIXED
    return levels.pop()


def result(game: KeptGame) -> str:
    """``WON`` when a person at this screen won, ``LOST`` when none did, ``UNFINISHED`` before the end."""
    if not game.finished:
        return UNFINISHED
    return WON if any(s.here and s.won for s in game.seats) else LOST


def _result(game: KeptGame, seat: int) -> Result:
    s = game.seats[seat]
    return Result(game.when, s.place, s.money, s.won, game.players)


def _oldest_first(games: Iterable[KeptGame]) -> list[KeptGame]:
    return sorted((g for g in games if g.finished), key=lambda g: (g.when, g.key))


def record_by_table(games: Iterable[KeptGame], order: Sequence[str] = ()) -> list[Line]:
    """Your record per rule set (in ``order``, the registry's, then any other by name), opponents and player
    count, from the finished games you played alone at this screen."""
    lines: dict[tuple[str, str, int], list[Result]] = {}
    for game in _oldest_first(games):
        seat = your_seat(game)
        if seat is not None:
            lines.setdefault((game.rules, opponents(game, seat), game.players), []).append(_result(game, seat))
    rank = {rules: i for i, rules in enumerate(order)}
    keys = sorted(lines, key=lambda k: (rank.get(k[0], len(rank)), k[0], k[2], k[1]))
    return [
        Line(rules, against, players, Figures(tuple(lines[rules, against, players])))
        for rules, against, players in keys
    ]


def record_by_name(games: Iterable[KeptGame]) -> list[tuple[str, Figures]]:
    """Each person's record by name, over the finished games where several people played at this screen, by
    name."""
    people: dict[str, list[Result]] = {}
    for game in _oldest_first(games):
        here = [seat for seat, s in enumerate(game.seats) if s.here]
        if len(here) > 1:
            for seat in here:
                people.setdefault(game.seats[seat].name, []).append(_result(game, seat))
    return [(name, Figures(tuple(people[name]))) for name in sorted(people, key=str.casefold)]


def newest_first(games: Iterable[KeptGame], rules: str = "", outcome: str = "") -> list[KeptGame]:
    """The list of "Your games": newest first, only ``rules`` and only the ``outcome`` (``WON``…) when given."""
    chosen = [g for g in games if (not rules or g.rules == rules) and (not outcome or result(g) == outcome)]
    return sorted(chosen, key=lambda g: (g.when, g.key), reverse=True)
