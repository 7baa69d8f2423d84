"""Fast playouts of Knizia's *Vegas* for the planning ``hard`` bot (docs/rules.md §4, R25-R35).

A playout copies the board into plain lists and plays a few turns of every seat on them, much faster than
through the state API: each seat rolls at its pawn's table (its counter on the space a short rule picks),
a rolled 1 moves Mary Chip on, a full table or Mary Chip's arrival scores, a pawn at a scored table moves
to the open table where a counter adds most, and a duel is fought with the equilibrium mix
(``guessing.DUEL_MIX``). Nobody plays a card in a playout: the cards each seat holds after the action
searched are counted at their worth (``worth.py``) when the playout is valued, so keeping a card competes
with playing it on the board's own terms.

The dice come from a stream of uniform numbers shared by every action searched in a pass (common random
numbers); the end is valued as the searching seat's chance to win: exact when the game is over, otherwise
a normal estimate around each seat's projected gold (``worth.projected_with_cards``'s measure), wider the
more gold is still open.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from vegas.games.knizia.board import GOLD, TABLES
from vegas.games.knizia.play import (
    EMPTY,
    OPEN,
    KniziaPlay,
    Phase,
    beats,
    has_duels,
    mary_next_stop,
    placement_options,
    table_winner,
)

from ..guessing import DUEL_MIX
from ..playout import Outcome, win_chance
from .worth import Worth, cards_worth, open_share, projected

GOLD_TIEBREAK = 1e-3
"""Weight of the searching seat's projected gold lead next to its win chance, so that far ahead or far behind
it still prefers more gold to less."""
FULL_SPREAD = 30.0
"""Standard deviation of two seats' final gold difference with every table open; it shrinks with the square
root of the gold still open."""
SPACE_TIEBREAK = 0.01
"""In a playout, of two equal spaces the lower-value one (it wins a tie at the table)."""


def draw_hands(side: str, uniform: float) -> int:
    """A duel symbol (1-3) drawn from ``side``'s equilibrium mix with one uniform number."""
    total = 0.0
    for hands, chance in enumerate(DUEL_MIX[side], 1):
        total += chance
        if uniform < total:
            return hands
    return 3


class Board:
    """One playout's board: mutable copies of a state's fields, and the rules a playout needs."""

    def __init__(self, state: KniziaPlay, stream: list[float]) -> None:
        self.players = state.game.players
        self.duels = has_duels(state.game)
        self.spaces = [list(table) for table in state.spaces]
        self.results = list(state.results)
        self.counters = list(state.counters)
        self.pawns = list(state.pawns)
        self.mary = state.mary
        self.stream = stream
        self.drawn = 0

    def uniform(self) -> float:
        value = self.stream[self.drawn % len(self.stream)]
        self.drawn += 1
        return value

    def over(self) -> bool:
        return OPEN not in self.results

    def score(self, table: int) -> None:
        spaces = self.spaces[table]
        self.results[table] = table_winner(table, spaces, self.players)
        for owner in spaces:
            if owner >= 0:
                self.counters[owner] += 1
        self.spaces[table] = [EMPTY] * len(spaces)

    def advance_mary(self) -> None:
        position = mary_next_stop(self.mary, self.results)
        if position is not None:
            self.mary = position
            self.score(position - 1)

    def put(self, seat: int, table: int, space: int) -> None:
        """``seat``'s counter on ``space``; an opponent's there goes back, or fights a duel first."""
        spaces, counters = self.spaces[table], self.counters
        owner = spaces[space]
        if owner >= 0 and self.duels:
            attack = draw_hands("challenger", self.uniform())
            defence = draw_hands("defender", self.uniform())
            if attack == defence and attack != 3:
                counters[owner] += 1
                spaces[space] = EMPTY
            elif beats(attack, defence):
                counters[owner] += 1
                counters[seat] -= 1
                spaces[space] = seat
            return  # a replaced counter never fills a table
        if owner >= 0:
            counters[owner] += 1
        spaces[space] = seat
        counters[seat] -= 1
        if EMPTY not in spaces:
            self.score(table)

    def roll(self, seat: int, table: int) -> None:
        """One roll of the gold die for ``table``: its counter, then Mary Chip on a 1 (R30)."""
        value = 1 + int(6 * self.uniform())
        if self.counters[seat]:
            options = placement_options(table, self.spaces[table], seat, value)
            if options:
                self.put(seat, table, options[0] if len(options) == 1 else self.pick_space(seat, table, options))
        if value == 1:
            self.advance_mary()

    def pick_space(self, seat: int, table: int, options: list[int]) -> int:
        """The playout's space: an opponent's counter if it may take one (the leader's first), else the
        free space of lowest value (it wins ties)."""
        spaces = self.spaces[table]
        board = TABLES[table].spaces
        counts = [0] * self.players
        for owner in spaces:
            if owner >= 0:
                counts[owner] += 1
        best, chosen = -1.0e9, options[0]
        for space in options:
            owner = spaces[space]
            score = (1.0 + 0.1 * counts[owner] if owner >= 0 else 0.0) - SPACE_TIEBREAK * board[space].value
            if score > best:
                best, chosen = score, space
        return chosen

    def pick_table(self, seat: int) -> int:
        """The open table (not the pawn's) where one more counter adds most to ``seat``'s share of its chip."""
        best, chosen = -1.0, -1
        here = self.pawns[seat]
        for table, result in enumerate(self.results):
            if result != OPEN or table == here:
                continue
            spaces = self.spaces[table]
            counts = [0] * self.players
            for owner in spaces:
                if owner >= 0:
                    counts[owner] += 1
            squares = sum(n * n for n in counts)
            mine = counts[seat]
            before = mine * mine / squares if squares else 0.0
            more = squares - mine * mine + (mine + 1) ** 2
            gain = TABLES[table].chip * ((mine + 1) ** 2 / more - before)
            if gain > best:
                best, chosen = gain, table
        return chosen if chosen >= 0 else here

    def turn(self, seat: int) -> None:
        """A playout turn: move on from a scored table, else roll (R34: with nobody holding a counter too)."""
        pawn = self.pawns[seat]
        if pawn < 0 or self.results[pawn] != OPEN:
            self.pawns[seat] = self.pick_table(seat)
        elif self.counters[seat] or not any(self.counters):
            self.roll(seat, pawn)


class KniziaPlayouts:
    """Plays on from the states after a decision's actions, ``horizon`` turns of every seat at most."""

    def __init__(self, state: KniziaPlay, seat: int, horizon: int, worth: Worth) -> None:
        self.seat = seat
        self.players = state.game.players
        self.start_player = state.game.start_player
        self.horizon = horizon
        self.worth = worth
        self.stream_length = 4 * horizon * self.players + 8
        self.turns = 0

    def stream(self, uniform: Callable[[], float]) -> list[float]:
        """Uniform numbers for one playout, shared by every action of a pass."""
        return [uniform() for _ in range(self.stream_length)]

    def play(self, after: KniziaPlay, stream: list[float]) -> Outcome:
        """Finish the turn under way in ``after``, play ``horizon`` turns of every seat, value the end."""
        board = Board(after, stream)
        following = self.finish_turn(board, after)
        for turn in range(self.horizon * self.players):
            if board.over():
                break
            board.turn((following + turn) % self.players)
        self.turns += self.horizon * self.players
        return self.value(board, after)

    def finish_turn(self, board: Board, after: KniziaPlay) -> int:
        """Play the rest of the turn ``after`` is in (a roll, a placement, a duel, the pawns to stand); the seat
        whose turn comes next."""
        phase, seat = after.phase, after.player
        if phase is Phase.TURN or phase is Phase.OVER:
            return seat
        if phase is Phase.PAWNS:
            for other in range(self.players):
                if board.pawns[other] < 0:
                    board.pawns[other] = board.pick_table(other)
            return self.start_player
        if phase is Phase.ROLLING:
            board.roll(seat, after.at)
        elif phase is Phase.PLACE:
            options = placement_options(after.at, board.spaces[after.at], seat, after.rolled)
            board.put(seat, after.at, board.pick_space(seat, after.at, options))
            if after.rolled == 1:
                board.advance_mary()
        elif phase is Phase.DUEL and after.duel is not None:
            self.finish_duel(board, after)
        mover = after.duel.challenger if phase is Phase.DUEL and after.duel is not None else seat
        return (mover + 1) % self.players

    def finish_duel(self, board: Board, after: KniziaPlay) -> None:
        """A duel under way: both symbols (the challenger's as ``after`` holds it, else drawn), then the turn."""
        duel = after.duel
        assert duel is not None
        attack = duel.hands[0] or draw_hands("challenger", board.uniform())
        defence = draw_hands("defender", board.uniform())
        spaces, counters = board.spaces[duel.table], board.counters
        counters[duel.challenger] += 1  # the waiting counter comes back unless it wins the space
        if attack == defence and attack != 3:
            counters[duel.defender] += 1
            spaces[duel.space] = EMPTY
        elif beats(attack, defence):
            counters[duel.defender] += 1
            counters[duel.challenger] -= 1
            spaces[duel.space] = duel.challenger
        if duel.then == "roll" and not board.over() and board.results[board.pawns[duel.challenger]] == OPEN:
            board.roll(duel.challenger, board.pawns[duel.challenger])
        elif duel.then == "mary":
            board.advance_mary()

    def value(self, board: Board, after: KniziaPlay) -> Outcome:
        """The searching seat's win chance at the playout's end (cards kept counted), with a gold tie-break."""
        me = self.seat
        values = projected(board.results, board.spaces, board.counters, self.worth.soon)
        if board.over():
            gold = [0] * self.players
            chips = [0] * self.players
            for table, winner in enumerate(board.results):
                if winner >= 0:
                    gold[winner] += TABLES[table].chip
                    chips[winner] += 1
            chance = win_chance(gold, chips, me, 0.0)
        else:
            share = open_share(board.results)
            values = [v + share * cards_worth(hand, self.worth) for v, hand in zip(values, after.cards, strict=True)]
            left = sum(TABLES[t].chip for t, result in enumerate(board.results) if result == OPEN)
            chance = win_chance(values, [0] * self.players, me, FULL_SPREAD * math.sqrt(left / GOLD))
        lead = values[me] - (sum(values) - values[me]) / max(1, self.players - 1)
        return Outcome(chance, values[me], chance + GOLD_TIEBREAK * lead)
