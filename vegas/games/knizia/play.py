"""Knizia's *Vegas* (1996): ``knizia`` and, with the dice duel, ``knizia-duel`` (docs/rules.md §4, R25-R33).

Fourteen tables on Mary Chip's track (``board.py``); each player has a pawn, 20 counters and ten
cards. A turn is a move of the pawn, or an optional card and then one roll of the gold die, whose counter
goes on a free space taking the value at the pawn's table (or replaces an opponent's, R26). A table is
scored when Mary Chip reaches it or when its last space fills; the game ends when every table is scored.

Indices are 0-based inside the state (table ``i`` is table ``i + 1`` of the board, space ``j`` is space
``j + 1``); actions, observations and saves speak the board's 1-based numbers.

A duel (``knizia-duel``) is two hidden choices: the challenger's, then the defender's. The challenger's
choice is in the state but in no observation, and ``determinised`` draws it anew for anyone else, so a
bot defending never reads it (R33).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction
from typing import Any, ClassVar, Self

from vegas.core.actions import Action, Pass, Roll
from vegas.core.game import Game
from vegas.core.state import CHANCE, TERMINAL, State

from .actions import HANDS, MOST_SPACES, DuelHand, FrontMan, GoldDie, GoodLuck, MaryCard, Move, Put, StandAt
from .board import COUNTERS, TABLES

EMPTY = -1
"""A space with no counter."""
OPEN = -2
"""``results``: the table is not scored yet."""
DISCARDED = -1
"""``results``: the table is scored and its chip discarded (nobody there, or a tie the tie-break leaves)."""

CARDS = ("luck-1", "luck-2", "luck-3", "luck-4", "luck-5", "luck-6", "front", "mary")
"""The kinds of card, in the order a hand counts them."""
FULL_HAND = (1, 1, 1, 1, 1, 1, 3, 1)
"""Each player's ten cards: Good Luck 1-6, three Front-man, one Mary Chip (§4 Setup)."""
FRONT = CARDS.index("front")
MARY = CARDS.index("mary")


def has_duels(game: Game) -> bool:
    """The advanced game: a counter put on an opponent's starts a dice duel, as the entry declares (``duel``)."""
    return bool(game.ruleset.rule("duel"))


# What follows a placement in the same turn.
THEN_ROLL = "roll"  # a Good Luck card's counter: the player rolls next
THEN_MARY = "mary"  # a rolled 1: Mary Chip advances (R30), then the turn ends
THEN_END = "end"  # any other roll: the turn ends
THENS = (THEN_ROLL, THEN_MARY, THEN_END)

HAND_COUNTER = 1.0
"""A counter in hand, in gold, for ``projected_scores``: without it ``medium`` spent counters where they
added little and won 78% heads-up against ``random``; at 0.5, 98%; at 1.0, 100% (60 games each) and 91%
of three-player games against two ``random`` (45 games)."""


# The actions a turn or a placement lists, each built once (indexed by the 0-based table or space): the bots
# list the legal actions at every step of their look-ahead, and an action is an immutable value.
MOVES = tuple(Move(table + 1) for table in range(len(TABLES)))
FRONT_MEN = tuple(FrontMan(table + 1) for table in range(len(TABLES)))
PUTS = tuple(Put(space + 1) for space in range(MOST_SPACES))
GOOD_LUCK = {value: tuple(GoodLuck(value, space + 1) for space in range(MOST_SPACES)) for value in range(1, 7)}


class Phase(StrEnum):
    PAWNS = "pawns"  # set-up: each seat in turn stands its pawn at a table
    TURN = "turn"  # the seat to move plays a card, rolls, moves or passes
    ROLLING = "rolling"  # chance: the gold die, for table ``at``
    PLACE = "place"  # the roll can go on several spaces: the seat picks one
    DUEL = "duel"  # the advanced game: challenger, then defender, choose 1H-3H
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Duel:
    """A dice duel under way: the challenger's counter waits on top of the defender's at ``table``/``space``."""

    challenger: int
    defender: int
    table: int
    space: int
    hands: tuple[int, int]  # the challenger's and the defender's choice, 0 while not made
    then: str  # what follows in the turn (``THENS``)


@dataclass(frozen=True, slots=True)
class Scoring:
    """A table scored: by Mary Chip's arrival (``by_mary``) or because it filled; the winner or
    ``DISCARDED``; each seat's counters there."""

    table: int
    winner: int
    counters: tuple[int, ...]
    by_mary: bool


def beats(hands: int, other: int) -> bool:
    """2H beats 1H, 3H beats 2H, 1H beats 3H (§4 Advanced game)."""
    return (hands - other) % 3 == 1


def mary_next_stop(mary: int, results: tuple[int, ...] | list[int]) -> int | None:
    """The table (1-based) Mary Chip moves on to from ``mary``: the next one not scored yet; ``None`` if none is
    left (the game is over)."""
    position = mary + 1
    while position <= len(TABLES) and results[position - 1] != OPEN:
        position += 1
    return position if position <= len(TABLES) else None


def table_winner(table: int, spaces: tuple[int, ...] | list[int], players: int) -> int:
    """Who wins table ``table``'s chip with these owners on its spaces: most counters; among the tied, the
    counter on the lowest-value space; still tied, or nobody there: ``DISCARDED`` (§4 Scoring)."""
    counts = [0] * players
    for owner in spaces:
        if owner >= 0:
            counts[owner] += 1
    top = max(counts)
    if top == 0:
        return DISCARDED
    tied = [seat for seat in range(players) if counts[seat] == top]
    if len(tied) == 1:
        return tied[0]
    board = TABLES[table].spaces
    lowest = {seat: min(board[i].value for i, owner in enumerate(spaces) if owner == seat) for seat in tied}
    best = min(lowest.values())
    at_best = [seat for seat in tied if lowest[seat] == best]
    return at_best[0] if len(at_best) == 1 else DISCARDED


def placement_options(table: int, spaces: tuple[int, ...] | list[int], seat: int, value: int) -> list[int]:
    """Spaces of ``table`` where ``seat`` may put a counter for die value ``value``: free spaces taking it;
    if none, opponents' counters on spaces taking it (R26); a 6 on a table with no 6 is a joker: any space
    that is not the seat's own (§4)."""
    if value == 6 and not TABLES[table].has_six:
        return [i for i, owner in enumerate(spaces) if owner != seat]
    taking = TABLES[table].taking(value)
    free = [i for i in taking if spaces[i] == EMPTY]
    return free or [i for i in taking if spaces[i] != seat]


class _Edit:
    """The board while one action is applied: mutable copies, frozen again by ``changes``."""

    def __init__(self, state: KniziaPlay) -> None:
        self.players = state.game.players
        # A table's spaces stay the state's tuple until ``spaces_to_change`` copies them: an action
        # changes one or two tables, and the bots apply actions at every step of their look-ahead.
        self.spaces: list[tuple[int, ...] | list[int]] = list(state.spaces)
        self.results = list(state.results)
        self.counters = list(state.counters)
        self.mary = state.mary
        self.scorings: list[Scoring] = []

    def spaces_to_change(self, table: int) -> list[int]:
        """The spaces of ``table``, to change."""
        spaces = self.spaces[table]
        if isinstance(spaces, list):
            return spaces
        copy = self.spaces[table] = list(spaces)
        return copy

    def put(self, seat: int, table: int, space: int) -> bool:
        """``seat``'s counter on a space (an opponent's counter there goes back to its owner); whether that
        filled the table and scored it."""
        spaces = self.spaces_to_change(table)
        if spaces[space] >= 0:
            self.counters[spaces[space]] += 1
        spaces[space] = seat
        self.counters[seat] -= 1
        if EMPTY in spaces:
            return False
        self.score(table, by_mary=False)
        return True

    def score(self, table: int, by_mary: bool) -> None:
        spaces = self.spaces[table]
        winner = table_winner(table, spaces, self.players)
        counts = [spaces.count(seat) for seat in range(self.players)]
        for seat, count in enumerate(counts):
            self.counters[seat] += count
        self.spaces[table] = (EMPTY,) * len(spaces)
        self.results[table] = winner
        self.scorings.append(Scoring(table, winner, tuple(counts), by_mary))

    def advance_mary(self) -> None:
        """Mary Chip goes to the next table not scored yet and scores it (none left: the game is over)."""
        position = mary_next_stop(self.mary, self.results)
        if position is not None:
            self.mary = position
            self.score(position - 1, by_mary=True)

    def over(self) -> bool:
        return OPEN not in self.results

    def changes(self) -> dict[str, Any]:
        return {
            "spaces": tuple(map(tuple, self.spaces)),  # (a table left alone stays the same tuple)
            "results": tuple(self.results),
            "counters": tuple(self.counters),
            "mary": self.mary,
            "scorings": tuple(self.scorings),
        }


@dataclass(frozen=True, slots=True)
class KniziaPlay(State):
    """The fields of a position and the rules of play: who acts, what they may do, the next state, the score. Why
    an action is refused, the checks, the view and the save are functions over it (``reasons.py``, ``save.py``),
    tied in by ``KniziaState`` (``state.py``), which the registry names."""

    game: Game
    phase: Phase
    player: int  # the seat to act (in a duel: the one choosing)
    mary: int  # Mary Chip's position: 0 = Start, else the table she stands at (1-14)
    spaces: tuple[tuple[int, ...], ...]  # per table, each space's owner or EMPTY
    results: tuple[int, ...]  # per table: OPEN, DISCARDED or the seat that won its chip
    pawns: tuple[int, ...]  # per seat, the table its pawn stands at (-1 before set-up)
    counters: tuple[int, ...]  # per seat, counters in hand
    cards: tuple[tuple[int, ...], ...]  # per seat, cards left per kind of ``CARDS``
    at: int  # ROLLING and PLACE: the table the roll is for
    rolled: int  # PLACE: the value the gold die showed
    duel: Duel | None
    scorings: tuple[Scoring, ...]  # the tables the last action scored, in order

    FORMAT: ClassVar[str] = "vegas-state"
    VERSION: ClassVar[int] = 1
    REBUILT_FROM_OBSERVATION: ClassVar[bool] = True
    _FIELDS: ClassVar[tuple[str, ...]]

    @classmethod
    def initial(cls, game: Game) -> Self:
        seats = game.players
        return cls(
            game=game,
            phase=Phase.PAWNS,
            player=game.start_player,
            mary=0,
            spaces=tuple((EMPTY,) * len(table.spaces) for table in TABLES),
            results=(OPEN,) * len(TABLES),
            pawns=(-1,) * seats,
            counters=(COUNTERS,) * seats,
            cards=(FULL_HAND,) * seats,
            at=-1,
            rolled=0,
            duel=None,
            scorings=(),
        )

    def _with(self, **changes: Any) -> Self:  # replaced by the compiled version in ``state.py``
        raise NotImplementedError

    # ----------------------------------------------------------------- who acts, and what they may do

    def current_player(self) -> int:
        if self.phase is Phase.OVER:
            return TERMINAL
        if self.phase is Phase.ROLLING:
            return CHANCE
        return self.player

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase is not Phase.ROLLING:
            return []
        return [(GoldDie(value), Fraction(1, 6)) for value in range(1, 7)]

    def sample_chance(self, rng: random.Random) -> Action:
        return GoldDie(rng.randrange(6) + 1)

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is Phase.TURN:
            return self._turn_actions()
        if phase is Phase.PLACE:
            return [PUTS[space] for space in self.options(self.player, self.at, self.rolled)]
        if phase is Phase.DUEL:
            return [DuelHand(hands) for hands in HANDS]
        if phase is Phase.PAWNS:
            return [StandAt(table.number) for table in TABLES]
        return []

    def open_tables(self) -> list[int]:
        return [table for table, result in enumerate(self.results) if result == OPEN]

    def options(self, seat: int, table: int, value: int) -> list[int]:
        """The spaces of ``table`` where ``seat``'s counter for ``value`` may go (``placement_options``)."""
        return placement_options(table, self.spaces[table], seat, value)

    def _turn_actions(self) -> list[Action]:
        seat, pawn = self.player, self.pawns[self.player]
        elsewhere = [table for table in self.open_tables() if table != pawn]
        moves: list[Action] = [MOVES[table] for table in elsewhere]
        if self.results[pawn] != OPEN:
            return moves  # the pawn's table has been scored: it must move (§4)
        hand = self.cards[seat]
        actions: list[Action] = []
        has_counters = self.counters[seat] > 0
        stalled = not has_counters and self.stalled()
        if has_counters:
            actions.append(Roll())
            for value in range(1, 7):
                if hand[value - 1]:
                    cards = GOOD_LUCK[value]
                    actions += [cards[space] for space in self.options(seat, pawn, value)]
            if hand[FRONT]:
                actions += [FRONT_MEN[table] for table in elsewhere]
        elif stalled:
            actions.append(Roll())  # R34: the roll places nothing, but a 1 moves Mary Chip on
        if hand[MARY]:
            actions.append(MaryCard())
        actions += moves
        if not has_counters and not stalled:
            actions.append(Pass())
        return actions

    def stalled(self) -> bool:
        """Nobody holds a counter: without R34 everyone could pass for ever and Mary Chip never move again."""
        return not any(self.counters)

    # ----------------------------------------------------------------- applying an action

    def apply_unchecked(self, action: Action) -> Self:
        phase, seat = self.phase, self.player
        if phase is Phase.ROLLING:
            assert isinstance(action, GoldDie)
            return self._rolled(action.value)
        if phase is Phase.PLACE:
            assert isinstance(action, Put)
            then = THEN_MARY if self.rolled == 1 else THEN_END
            return self._placed(_Edit(self), seat, self.at, action.space - 1, then)
        if phase is Phase.DUEL:
            assert isinstance(action, DuelHand)
            return self._dueled(action.hands)
        if phase is Phase.PAWNS:
            assert isinstance(action, StandAt)
            pawns = self._pawned(seat, action.table - 1)
            following = (seat + 1) % self.game.players
            done = pawns[following] >= 0
            return self._with(pawns=pawns, player=following, phase=Phase.TURN if done else Phase.PAWNS, scorings=())
        return self._turn(seat, action)

    def _pawned(self, seat: int, table: int) -> tuple[int, ...]:
        return self.pawns[:seat] + (table,) + self.pawns[seat + 1 :]

    def _turn(self, seat: int, action: Action) -> Self:
        pawn = self.pawns[seat]
        if isinstance(action, Roll):
            return self._with(phase=Phase.ROLLING, at=pawn, scorings=())
        if isinstance(action, Move):
            return self._end_turn(_Edit(self), seat, pawns=self._pawned(seat, action.table - 1))
        if isinstance(action, Pass):
            return self._end_turn(_Edit(self), seat)
        if isinstance(action, FrontMan):
            cards = self._played(seat, FRONT)
            return self._with(cards=cards, phase=Phase.ROLLING, at=action.table - 1, scorings=())
        if isinstance(action, MaryCard):
            play = _Edit(self)
            play.advance_mary()
            state = self._with(cards=self._played(seat, MARY))
            scored = any(any(scoring.counters) for scoring in play.scorings)  # an empty table is no scoring (R35)
            if scored or play.results[pawn] != OPEN:  # a scoring ends the turn, as does losing the table (R35)
                return state._end_turn(play, seat)
            return state._with(**play.changes(), phase=Phase.ROLLING, at=pawn)
        assert isinstance(action, GoodLuck)
        state = self._with(cards=self._played(seat, action.value - 1))
        return state._placed(_Edit(state), seat, pawn, action.space - 1, THEN_ROLL)

    def _played(self, seat: int, card: int) -> tuple[tuple[int, ...], ...]:
        hand = self.cards[seat]
        less = hand[:card] + (hand[card] - 1,) + hand[card + 1 :]
        return self.cards[:seat] + (less,) + self.cards[seat + 1 :]

    def _rolled(self, value: int) -> Self:
        seat, table = self.player, self.at
        then = THEN_MARY if value == 1 else THEN_END
        options = self.options(seat, table, value) if self.counters[seat] else []
        if len(options) > 1:
            return self._with(phase=Phase.PLACE, rolled=value, scorings=())
        if options:
            return self._placed(_Edit(self), seat, table, options[0], then)
        return self._continue(_Edit(self), seat, then)

    def _placed(self, play: _Edit, seat: int, table: int, space: int, then: str) -> Self:
        """``seat``'s counter goes on ``space``; in the advanced game a counter there starts a duel."""
        owner = play.spaces[table][space]
        if owner >= 0 and has_duels(self.game):
            play.counters[seat] -= 1  # the challenger's counter waits on top until the duel is decided
            duel = Duel(seat, owner, table, space, (0, 0), then)
            return self._with(**play.changes(), phase=Phase.DUEL, player=seat, duel=duel, at=-1, rolled=0)
        scored = play.put(seat, table, space)
        return self._continue(play, seat, THEN_END if scored and then == THEN_ROLL else then)

    def _continue(self, play: _Edit, seat: int, then: str) -> Self:
        """The rest of the turn after a placement (or a roll that placed nothing)."""
        if then == THEN_ROLL and not play.over():
            return self._with(**play.changes(), phase=Phase.ROLLING, at=self.pawns[seat], player=seat, duel=None)
        if then == THEN_MARY:
            play.advance_mary()  # after the placement and any scoring it caused (R30)
        return self._end_turn(play, seat)

    def _end_turn(self, play: _Edit, seat: int, **changes: Any) -> Self:
        phase = Phase.OVER if play.over() else Phase.TURN
        following = (seat + 1) % self.game.players
        return self._with(**play.changes(), **changes, phase=phase, player=following, at=-1, rolled=0, duel=None)

    def _dueled(self, hands: int) -> Self:
        duel = self.duel
        assert duel is not None
        if duel.hands[0] == 0:
            return self._with(duel=replace(duel, hands=(hands, 0)), player=duel.defender, scorings=())
        attack = duel.hands[0]
        play = _Edit(self)
        if attack == hands and attack != 3:  # 1H-1H, 2H-2H: both counters go (R33: the space is free again)
            play.counters[duel.challenger] += 1
            play.counters[duel.defender] += 1
            play.spaces_to_change(duel.table)[duel.space] = EMPTY
        elif beats(attack, hands):
            play.counters[duel.defender] += 1
            play.spaces_to_change(duel.table)[duel.space] = duel.challenger
        else:  # the defender wins, and keeps the space in a 3H-3H tie
            play.counters[duel.challenger] += 1
        return self._with(duel=None)._continue(play, duel.challenger, duel.then)

    # ----------------------------------------------------------------- the score

    def scores(self) -> list[int]:
        """Each seat's gold: the chips it has won so far."""
        gold = [0] * self.game.players
        for table, winner in enumerate(self.results):
            if winner >= 0:
                gold[winner] += TABLES[table].chip
        return gold

    def chips(self) -> list[int]:
        """How many chips each seat has won (the first tie-break, R27)."""
        return [self.results.count(seat) for seat in range(self.game.players)]

    def winners(self) -> list[int]:
        """Most gold; tied, most chips; still tied, the win is shared (R27)."""
        if self.phase is not Phase.OVER:
            return []
        ranks = list(zip(self.scores(), self.chips(), strict=True))
        best = max(ranks)
        return [seat for seat, rank in enumerate(ranks) if rank == best]

    def projected_scores(self) -> list[float]:
        """What the bots' one-ply measure judges: each seat's ``projected_score``."""
        return [self.projected_score(seat) for seat in range(self.game.players)]

    def projected_score(self, seat: int) -> float:
        """``seat``'s gold won, ``HAND_COUNTER`` per counter in hand, and a share of each open table's chip by
        the squares of the seats' counters there (a majority is worth most of the chip, a wider one more)."""
        gold = sum(TABLES[table].chip for table, winner in enumerate(self.results) if winner == seat)
        projected = gold + HAND_COUNTER * self.counters[seat]
        players = self.game.players
        for table, result in enumerate(self.results):
            spaces = self.spaces[table]
            if result != OPEN or seat not in spaces:
                continue  # a table where the seat has no counter adds no share of its chip
            total = sum(spaces.count(other) ** 2 for other in range(players))
            projected += TABLES[table].chip * spaces.count(seat) ** 2 / total
        return projected

    def is_secret_choice(self) -> bool:
        return self.phase is Phase.DUEL and self.duel is not None and self.duel.hands[0] == 0

    def determinised(self, seat: int, rng: random.Random) -> Self:
        duel = self.duel
        if duel is None or duel.hands[0] == 0 or seat == duel.challenger:
            return self
        return self._with(duel=replace(duel, hands=(rng.choice(HANDS), 0)))
