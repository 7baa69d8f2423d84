"""Las Vegas Royale's faces whose effect is money, chips or a token (docs/rules.md §3): LUCKY PUNCH, JACKPOT,
FIFTY FIFTY, HIGH FIVE, BAD LUCK, PAY DAY, NO ENTRY!, BLACK BOX."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from vegas.core.actions import Action
from vegas.core.state import CHANCE
from vegas.games.lasvegas.state import CASINOS
from vegas.games.royale.actions import (
    BLACK_BOX_TOKENS,
    Bet,
    BlackDice,
    Close,
    Guess,
    Hide,
    Pick,
    Split,
    Stop,
    TileAction,
)
from vegas.games.royale.edit import Edit
from vegas.games.royale.steps import Step, StepKind, black_box_splits
from vegas.games.royale.table import RoyaleTable
from vegas.games.royale.tiles import (
    BLACK_BOX_COUNTS,
    BLACK_BOX_REWARD,
    FIFTY_TRACK,
    HIGH_FIVE_DICE,
    HIGH_FIVE_PAY,
    JACKPOT_TRACK,
    LUCKY_PUNCH,
    NO_ENTRY_TRACK,
    Reward,
    pay_day,
)

from .rules import FaceRules, S, changed, seat_or_none

SPLITS: tuple[Action, ...] = tuple(Split(pile) for pile in black_box_splits())
"""G1: every BLACK BOX split, made once (the bots' look-through meets this step often)."""


class LuckyPunch(FaceRules):
    """A1, R13: the player hides 1-3 tokens; the left neighbour guesses; a wrong guess pays the holder."""

    face, steps = "A1", (StepKind.HIDE, StepKind.GUESS)

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.HIDE, seat, casino, seat))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        kind = Hide if step.kind == StepKind.HIDE else Guess
        return [kind(n) for n in LUCKY_PUNCH]

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        player = step.player
        if isinstance(action, Hide):
            guesser = (player + 1) % state.game.players
            return state.push_steps(Step(StepKind.GUESS, guesser, step.casino, player, (action.tokens,)))
        held = step.data[0]
        if not isinstance(action, Guess) or action.tokens == held:
            return state
        edit = Edit(state)
        edit.give(player, LUCKY_PUNCH[held])
        return changed(state, edit)

    def redrawn(self, step: Step, seat: int, players: int, rng: random.Random) -> Step:
        if step.kind == StepKind.GUESS and seat != step.player:
            return replace(step, data=(rng.choice(sorted(LUCKY_PUNCH)),))
        return step


class Jackpot(FaceRules):
    """A2: a 7 or a double on the black dice takes the jackpot, which otherwise grows by 10 up to 80."""

    face, steps = "A2", (StepKind.JACKPOT,)

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.JACKPOT, CHANCE, casino, seat))

    def rolled(self, state: S, step: Step, dice: BlackDice) -> S:
        edit = Edit(state)
        board = state.board
        if dice.total == 7 or dice.faces[0] == dice.faces[1]:
            edit.give(step.player, Reward(money=board.jackpot))
            edit.board = replace(board, jackpot=JACKPOT_TRACK[0])
        else:
            edit.board = replace(board, jackpot=min(board.jackpot + 10, JACKPOT_TRACK[-1]))
        return changed(state, edit)

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"jackpot": state.board.jackpot}


class FiftyFifty(FaceRules):
    """B2, R15: roll the black dice, then stop or bet that the next sum is higher or lower; 60 stops."""

    face, steps = "B2", (StepKind.FIFTY_ROLL, StepKind.FIFTY)

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.FIFTY_ROLL, CHANCE, casino, seat, (0, 0, 0)))

    def rolled(self, state: S, step: Step, dice: BlackDice) -> S:
        position, last, bet = step.data
        total = dice.total
        if bet:
            won = (total > last) if bet > 0 else (total < last)
            if not won:
                return state  # a lost bet, or the same sum again: nothing
            position += 1
        else:
            position = 1  # the first roll moves the counter from start to $0
        if position == len(FIFTY_TRACK) - 1:  # on 60 the player must stop
            edit = Edit(state)
            edit.give(step.player, FIFTY_TRACK[position])
            return changed(state, edit)
        return state.push_steps(Step(StepKind.FIFTY, step.player, step.casino, step.player, (position, total)))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        return [Stop(), Bet(higher=True), Bet(higher=False)]

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        position, _last = step.data
        if isinstance(action, Bet):
            bet = 1 if action.higher else -1
            return state.push_steps(Step(StepKind.FIFTY_ROLL, CHANCE, step.casino, step.player, (*step.data, bet)))
        edit = Edit(state)
        edit.give(step.player, FIFTY_TRACK[position])
        return changed(state, edit)

    def step_view(self, step: Step) -> dict[str, Any]:
        return {"values": list(step.data)} if step.kind == StepKind.FIFTY else {}


class HighFive(FaceRules):
    """C1, R16: the first player with 5 dice here takes the token, which pays 100 at payout."""

    face = "C1"

    def activate(self, state: S, casino: int, seat: int) -> S:
        if state.board.high_five < 0 and state.casinos[casino - 1].dice[seat] >= HIGH_FIVE_DICE:
            return state._with(board=replace(state.board, high_five=seat))
        return state

    def pay(self, state: RoyaleTable, casino: int, edit: Edit) -> None:
        if state.board.high_five >= 0:
            edit.give(state.board.high_five, Reward(money=HIGH_FIVE_PAY))

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        out = state.board.high_five >= 0
        return [f"the token of {self.name} is out but the tile is not laid"] if out and not laid else []

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"high_five": seat_or_none(state, state.board.high_five)}


class BadLuck(FaceRules):
    """C2: at round end, the seats with the fewest dice here (zero counts) owe 50, paid after the payout."""

    face, steps, round_end_step = "C2", (StepKind.BAD_LUCK,), StepKind.BAD_LUCK

    def fined(self, state: RoyaleTable, casino: int) -> tuple[int, ...]:
        dice = state.casinos[casino - 1].dice[: state.game.players]
        return tuple(seat for seat, count in enumerate(dice) if count == min(dice))

    def find_player(self, state: S, step: Step) -> S:
        owing = self.fined(state, step.casino)
        return state._with(board=replace(state.board, bad_luck=tuple(sorted(set(state.board.bad_luck + owing)))))

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"bad_luck": [state.owner_name(seat) for seat in state.board.bad_luck]}


class PayDay(FaceRules):
    """D1: chips or money by the number of casinos where the player has dice."""

    face = "D1"

    def activate(self, state: S, casino: int, seat: int) -> S:
        edit = Edit(state)
        edit.give(seat, pay_day(sum(1 for dice in edit.dice if dice[seat])))
        return changed(state, edit)


class NoEntry(FaceRules):
    """E1, R17: the player moves the token to close another casino (or leaves it); its track pays each move."""

    face, steps = "E1", (StepKind.NO_ENTRY,)

    def activate(self, state: S, casino: int, seat: int) -> S:
        return state.push_steps(Step(StepKind.NO_ENTRY, seat, casino, seat))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        now = state.board.no_entry
        stay: list[Action] = [Close(None)] if now else []
        return stay + [Close(c) for c in range(1, CASINOS + 1) if c not in (step.casino, now)]

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        if not isinstance(action, Close) or action.casino is None:
            return state
        edit = Edit(state)
        track = (state.board.no_entry_track + 1) % len(NO_ENTRY_TRACK)
        edit.board = replace(state.board, no_entry=action.casino, no_entry_track=track)
        edit.give(step.player, NO_ENTRY_TRACK[track])
        return changed(state, edit)

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        closed = state.board.no_entry
        if closed and not laid:
            return [f"the token of {self.name} is out but the tile is not laid"]
        return ["NO ENTRY! closes its own casino"] if closed and closed == state.tile_casino(self.face) else []

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        return {"no_entry": state.board.no_entry or None, "no_entry_track": state.board.no_entry_track}


class BlackBox(FaceRules):
    """G1, R19: at round end, the left neighbour of the higher card's winner splits six tokens into two face-down
    piles; the winner picks one and takes its rewards."""

    face, steps, round_end_step = "G1", (StepKind.BLACK_BOX, StepKind.SPLIT, StepKind.PICK), StepKind.BLACK_BOX

    def find_player(self, state: S, step: Step) -> S:
        winner = state.higher_card_winner(step.casino)
        if winner < 0:
            return state
        return state.push_steps(Step(StepKind.SPLIT, (winner + 1) % state.game.players, step.casino, winner))

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        return list(SPLITS) if step.kind == StepKind.SPLIT else [Pick(1), Pick(2)]

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        if isinstance(action, Split):
            return state.push_steps(Step(StepKind.PICK, step.player, step.casino, step.player, action.pile))
        assert isinstance(action, Pick)
        first = step.data
        rest = tuple(BLACK_BOX_COUNTS[t] - n for t, n in zip(BLACK_BOX_TOKENS, first, strict=True))
        edit = Edit(state)
        for token, count in zip(BLACK_BOX_TOKENS, first if action.pile == 1 else rest, strict=True):
            for _ in range(count):
                edit.give(step.player, BLACK_BOX_REWARD[token])
        return changed(state, edit)

    def redrawn(self, step: Step, seat: int, players: int, rng: random.Random) -> Step:
        if step.kind == StepKind.PICK and seat != (step.player + 1) % players:
            alike = [pile for pile in black_box_splits() if sum(pile) == sum(step.data)]
            return replace(step, data=rng.choice(alike))
        return step

    def step_view(self, step: Step) -> dict[str, Any]:
        if step.kind != StepKind.PICK:
            return {}
        # the piles lie face down: their sizes show, their tokens do not
        return {"piles": [sum(step.data), sum(BLACK_BOX_COUNTS.values()) - sum(step.data)]}
