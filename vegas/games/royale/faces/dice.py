"""Las Vegas Royale's faces that move dice (docs/rules.md §3): PRIME TIME's black dice, POWER PLAY's set die,
KNOCKOUT?'s bar, BLOCK IT!'s and HANDICAP's blank dice, DOUBLE DOWN, NICE DICE and MY CHOICE (whose ``adjust``
HANDICAP's choice space grants too)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from vegas.core.actions import OWN, Action
from vegas.core.state import CHANCE
from vegas.core.tuples import added_at
from vegas.games.lasvegas.payout import pay_casino
from vegas.games.lasvegas.state import CASINOS, Casino
from vegas.games.royale.actions import (
    Activate,
    BlackDice,
    Block,
    Choose,
    DoubleDownMove,
    Golden,
    HandicapMove,
    NiceDie,
    PlaceBlack,
    Power,
    SetDie,
    TakeBack,
    TileAction,
    ToBar,
)
from vegas.games.royale.edit import Edit, strict_majority
from vegas.games.royale.steps import Step, StepKind
from vegas.games.royale.table import RoyaleTable
from vegas.games.royale.tiles import (
    BAR,
    BAR_LIMIT,
    BIG,
    BLOCK_IT_CLUSTERS,
    DOUBLE_DOWN,
    DOUBLE_DOWN_PAY,
    EMPTY,
    GOLDEN,
    GOLDEN_PAY,
    HANDICAP_REWARD,
    HANDICAP_SETUP,
    HANDICAP_SPACES,
    MY_CHOICE,
    MY_CHOICE_ACTIVATE,
    MY_CHOICE_ADJUST,
    MY_CHOICE_GOLDEN,
    NICE,
    NICE_DICE,
    SMALL,
    SUPPLY,
    Reward,
    TileBoard,
)

from .rules import FaceRules, S, changed, die_choices, seat_or_none

HANDICAP_KINDS = tuple(HANDICAP_SPACES)


NOBODY_ON_NICE_DICE = TileBoard().nice
"""NICE DICE's spaces as a new board has them (made once: ``problems`` is asked at every check)."""


class PrimeTime(FaceRules):
    """B1, R14: before payout, the player about to take the higher card rolls the black dice and places 0-2."""

    face, steps, round_end_step = "B1", (StepKind.PRIME_TIME, StepKind.PRIME_ROLL, StepKind.PRIME), StepKind.PRIME_TIME

    def find_player(self, state: S, step: Step) -> S:
        winner = state.higher_card_winner(step.casino)
        return state if winner < 0 else state.push_steps(Step(StepKind.PRIME_ROLL, CHANCE, step.casino, winner))

    def rolled(self, state: S, step: Step, dice: BlackDice) -> S:
        return state.push_steps(Step(StepKind.PRIME, step.player, step.casino, step.player, dice.faces))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        open_values = sorted({v for v in step.data if state.is_open(v)})
        both = [PlaceBlack(tuple(sorted(step.data)))] if all(state.is_open(v) for v in step.data) else []
        return [PlaceBlack(), *(PlaceBlack((v,)) for v in open_values), *both]

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        if not isinstance(action, PlaceBlack) or not action.values:
            return state
        edit = Edit(state)
        board, player = state.board, step.player
        for value in action.values:
            edit.dice[value - 1][player] += 1
        edit.board = replace(board, black=board.black + tuple((value, player) for value in action.values))
        return changed(state, edit)

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        return [
            "a black die lies where PRIME TIME could not have put it"
            for casino, seat in state.board.black
            if state.casinos[casino - 1].dice[seat] < 1 or state.tiles.count(self.face) != 1
        ]

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"black": [[casino, state.owner_name(seat)] for casino, seat in state.board.black]}

    def step_view(self, step: Step) -> dict[str, Any]:
        return {"values": list(step.data)} if step.kind == StepKind.PRIME else {}


class PowerPlay(FaceRules):
    """D2: the strict majority here takes the token; on their next turn they may, instead of rolling, set one
    remaining die to a value and place it; the token returns whenever the majority is lost."""

    face, turn_words = "D2", ("power",)

    def activate(self, state: S, casino: int, seat: int) -> S:
        if strict_majority(state.casinos[casino - 1].dice) == seat:
            return state._with(board=replace(state.board, power=seat, power_ready=True))
        return state

    def turn_actions(self, state: RoyaleTable) -> list[Action]:
        seat, board = state.player, state.board
        if board.power != seat or not board.power_ready:
            return []
        return [Power(value, biggy) for value, biggy in state.dice_to_set(seat)]

    def turn_begins(self, state: S) -> S:
        board = state.board
        if board.power == state.player and board.power_ready:  # the token's turn is now, used or not
            return state._with(board=replace(board, power_ready=False))
        return state

    def use(self, state: S, action: TileAction) -> S:
        assert isinstance(action, Power)
        return state.place_set_die(action.value, BIG if action.biggy else SMALL)

    def why_unusable(self, state: RoyaleTable, action: TileAction) -> str | None:
        if action in self.turn_actions(state):
            return None
        if state.board.power != state.player or not state.board.power_ready:
            return f"{state.seat_name(state.player)} cannot use POWER PLAY now (only on the turn after taking it)"
        return f"{action} is not possible: the casino is closed or there is no such die left"

    def settle(self, state: S, casino: int) -> S:
        board = state.board
        if board.power >= 0 and strict_majority(state.casinos[casino - 1].dice) < 0:
            return state._with(board=replace(board, power=-1, power_ready=False))
        return state

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        return [] if laid or state.board.power < 0 else [f"the token of {self.name} is out but the tile is not laid"]

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"power_play": seat_or_none(state, state.board.power), "power_ready": state.board.power_ready}


class Knockout(FaceRules):
    """E2: the player's dice come back from the bar; each opponent puts one remaining die into it (at most 2)."""

    face, steps = "E2", (StepKind.KNOCK_OUT,)

    def activate(self, state: S, casino: int, seat: int) -> S:
        edit = Edit(state)
        for size in state.board.bar[seat]:
            edit.move(seat, size, BAR, SUPPLY)
        players = state.game.players
        opponents = [(seat + step) % players for step in range(1, players)]
        return changed(state, edit).push_steps(*(Step(StepKind.KNOCK_OUT, o, casino, seat) for o in opponents))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        if len(state.board.bar[step.seat]) >= BAR_LIMIT:
            return []
        return die_choices(state, ToBar, step.seat)

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        edit = Edit(state)
        assert isinstance(action, ToBar)
        edit.move(step.seat, BIG if action.biggy else SMALL, SUPPLY, BAR)
        return changed(state, edit)

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        return [
            f"{state.owner_name(seat)} has dice in a bar that cannot hold them"
            for seat, bar in enumerate(state.board.bar)
            if len(bar) > BAR_LIMIT or (bar and not laid)
        ]

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"bar": {state.owner_name(s): list(b) for s, b in enumerate(state.board.bar) if b}}


class BlockIt(FaceRules):
    """F1: the player may put one cluster of blank dice from the tile into an open casino."""

    face, steps, brings_blank_dice = "F1", (StepKind.BLOCK_IT,), True

    def lay(self, state: RoyaleTable, casino: int) -> dict[str, Any]:
        return {"board": replace(state.board, clusters=BLOCK_IT_CLUSTERS)}

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.BLOCK_IT, seat, casino, seat))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        sizes = sorted(set(state.board.clusters))
        moves = [Block(s, c) for s in sizes for c in range(1, CASINOS + 1) if state.is_open(c)]
        return [Block(None, None), *moves] if moves else []

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        if not isinstance(action, Block) or action.size is None or action.casino is None:
            return state
        edit = Edit(state)
        size, target = action.size, action.casino
        clusters = list(state.board.clusters)
        clusters.remove(size)
        edit.board = replace(state.board, clusters=tuple(clusters))
        edit.dice[target - 1][state.blank] += size
        return changed(state, edit)

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"block_it": list(state.board.clusters)}


class Handicap(FaceRules):
    """F2, R18: laid with blank dice in the casinos; the player may move one onto a free space of the tile for
    its reward (1 chip, 30, or MY CHOICE's adjust)."""

    face, steps, brings_blank_dice = "F2", (StepKind.HANDICAP,), True

    def lay(self, state: RoyaleTable, casino: int) -> dict[str, Any]:
        blank = state.blank
        return {
            "casinos": tuple(
                Casino(c.money, added_at(c.dice, blank, n)) for c, n in zip(state.casinos, HANDICAP_SETUP, strict=True)
            )
        }

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.HANDICAP, seat, casino, seat))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        board = state.board
        free = [k for i, k in enumerate(HANDICAP_KINDS) if board.handicap[i] < HANDICAP_SPACES[k]]
        sources = [c for c in range(1, CASINOS + 1) if state.is_open(c) and state.casinos[c - 1].dice[state.blank]]
        moves = [HandicapMove(c, k) for c in sources for k in free]
        return [HandicapMove(None, None), *moves] if moves else []

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        if not isinstance(action, HandicapMove) or action.casino is None or action.space is None:
            return state
        edit = Edit(state)
        source, kind = action.casino, action.space
        edit.dice[source - 1][state.blank] -= 1
        index = HANDICAP_KINDS.index(kind)
        spaces = state.board.handicap
        edit.board = replace(state.board, handicap=added_at(spaces, index, 1))
        edit.give(step.player, HANDICAP_REWARD[kind])
        after = changed(state, edit)
        if kind == "choice":
            return after.push_steps(Step(StepKind.ADJUST, step.player, step.casino, step.player))
        return after

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"handicap": dict(zip(HANDICAP_KINDS, state.board.handicap, strict=True))}


class DoubleDown(FaceRules):
    """G2: the player may move small dice (and the Biggy) from this casino onto the tile, which pays like a
    casino at payout: 60 and 30 from the bank."""

    face, steps = "G2", (StepKind.DOUBLE_DOWN,)

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.DOUBLE_DOWN, seat, casino, seat))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        seat, casino = step.seat, step.casino
        small = Edit(state).small_in(seat, casino)
        with_biggy = [False, True] if state.biggy[seat] == casino else [False]
        moves: list[Action] = [DoubleDownMove(n, b) for b in with_biggy for n in range(small + 1)]
        return moves if len(moves) > 1 else []

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        edit = Edit(state)
        assert isinstance(action, DoubleDownMove)
        for _ in range(action.small):
            edit.move(step.player, SMALL, step.casino, DOUBLE_DOWN)
        if action.biggy:
            edit.move(step.player, BIG, step.casino, DOUBLE_DOWN)
        return changed(state, edit)

    def pay(self, state: RoyaleTable, casino: int, edit: Edit) -> None:
        table = pay_casino(casino, DOUBLE_DOWN_PAY, dict(enumerate(state.board.double_down)))
        for seat, money in table.awards:
            edit.give(seat, Reward(money=money[0]))

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        return [] if laid or not any(state.board.double_down) else [f"dice lie on {self.name}, which is not laid"]

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        board = state.board
        return {"double_down": {state.owner_name(s): n for s, n in enumerate(board.double_down) if n}}


class NiceDice(FaceRules):
    """H1, R20: the player may put a die just rolled or just placed here onto its value's space; an occupant
    goes to its value's casino without activating it; each space pays at payout."""

    face, steps = "H1", (StepKind.NICE_DICE,)

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.NICE_DICE, seat, casino, seat))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        dice = self.candidates(state, step.casino, step.seat)
        return [NiceDie(None), *(NiceDie(value, biggy) for value, biggy in dice)] if dice else []

    @staticmethod
    def candidates(state: RoyaleTable, casino: int, seat: int) -> list[tuple[int, bool]]:
        """Each die of this turn's roll still in the supply, or placed on this casino this turn, that may go
        onto its value's space (a die already there must be able to move to its value's casino)."""
        if state.rolled is None:
            return []
        edit = Edit(state)
        found = []
        for tag, size, faces in state.rolled.groups:
            if tag != OWN:
                continue
            for value in sorted(set(faces)):
                if value == state.placed:
                    here = value == casino and (
                        state.biggy[seat] == casino if size == BIG else edit.small_in(seat, casino) > 0
                    )
                    available = here
                else:
                    available = state.supplies[seat][size - 1] > 0
                occupant = state.board.nice[value - 1]
                if available and (occupant == EMPTY or state.is_open(value)):
                    found.append((value, size == BIG))
        return found

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        if not isinstance(action, NiceDie) or action.value is None:
            return state
        edit = Edit(state)
        value, size = action.value, BIG if action.biggy else SMALL
        occupant = state.board.nice[value - 1]
        if occupant != EMPTY:  # it goes to its value's casino, without activating it
            edit.move(occupant[0], occupant[1], NICE, value, space=value)
        source = step.casino if value == state.placed == step.casino else SUPPLY
        edit.move(step.player, size, source, NICE, space=value)
        return changed(state, edit)

    def pay(self, state: RoyaleTable, casino: int, edit: Edit) -> None:
        for value, (owner, _size) in enumerate(state.board.nice, 1):
            if owner >= 0:
                edit.give(owner, NICE_DICE[value])

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        used = state.board.nice != NOBODY_ON_NICE_DICE
        return [f"dice lie on {self.name}, which is not laid"] if used and not laid else []

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        nice = state.board.nice
        return {"nice_dice": {str(v): state.owner_name(o) for v, (o, _) in enumerate(nice, 1) if o >= 0}}


class MyChoice(FaceRules):
    """H2, R21: the black dice are rolled; the player takes the reward of one of them: chips or money, another
    tile activated, a die set and placed or taken back (``adjust``), or a die on the golden space."""

    face = "H2"
    steps = (StepKind.MY_CHOICE_ROLL, StepKind.MY_CHOICE, StepKind.ACTIVATE, StepKind.ADJUST, StepKind.GOLDEN)

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.MY_CHOICE_ROLL, CHANCE, casino, seat))

    def rolled(self, state: S, step: Step, dice: BlackDice) -> S:
        return state.push_steps(Step(StepKind.MY_CHOICE, step.player, step.casino, step.player, dice.faces))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        kind, seat, casino = step.kind, step.seat, step.casino
        if kind == StepKind.MY_CHOICE:
            return [Choose(v) for v in sorted(set(step.data))]
        if kind == StepKind.ACTIVATE:
            return [Activate(c) for c, f in enumerate(state.tiles, 1) if f and c != casino and state.is_open(c)]
        if kind == StepKind.GOLDEN:
            return die_choices(state, Golden, seat)
        edit = Edit(state)
        back: list[Action] = [TakeBack(c) for c in range(1, CASINOS + 1) if state.is_open(c) and edit.small_in(seat, c)]
        if state.is_open(state.biggy[seat]) and 1 <= state.biggy[seat] <= CASINOS:
            back.append(TakeBack(state.biggy[seat], biggy=True))
        return [*(SetDie(value, biggy) for value, biggy in state.dice_to_set(seat)), *back]

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        player = step.player
        if isinstance(action, Choose):
            return self._chose(state, step, action.value)
        if isinstance(action, Activate):
            return state.activate(action.casino)
        edit = Edit(state)
        if isinstance(action, SetDie):
            edit.move(player, BIG if action.biggy else SMALL, SUPPLY, action.value)
        elif isinstance(action, TakeBack):
            edit.move(player, BIG if action.biggy else SMALL, action.casino, SUPPLY)
        else:
            assert isinstance(action, Golden)
            golden = state.board.golden
            if golden != EMPTY:
                edit.move(golden[0], golden[1], GOLDEN, SUPPLY)  # the occupant returns to its owner
            edit.move(step.seat, BIG if action.biggy else SMALL, SUPPLY, GOLDEN)
        return changed(state, edit)

    @staticmethod
    def _chose(state: S, step: Step, value: int) -> S:
        if value in MY_CHOICE:
            edit = Edit(state)
            edit.give(step.player, MY_CHOICE[value])
            return changed(state, edit)
        follow_up = {
            MY_CHOICE_ACTIVATE: StepKind.ACTIVATE,
            MY_CHOICE_ADJUST: StepKind.ADJUST,
            MY_CHOICE_GOLDEN: StepKind.GOLDEN,
        }
        kind = follow_up[value]
        return state.push_steps(Step(kind, step.player, step.casino, step.player))

    def pay(self, state: RoyaleTable, casino: int, edit: Edit) -> None:
        if state.board.golden != EMPTY:
            edit.give(state.board.golden[0], Reward(money=GOLDEN_PAY))

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        used = state.board.golden != EMPTY
        return ["a die lies on the golden space, but MY CHOICE is not laid"] if used and not laid else []

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"golden": seat_or_none(state, state.board.golden[0])}

    def step_view(self, step: Step) -> dict[str, Any]:
        return {"values": list(step.data)} if step.kind == StepKind.MY_CHOICE else {}
