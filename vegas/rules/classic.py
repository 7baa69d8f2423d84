"""Las Vegas (``classic``) and its neutral-dice variant (``classic-neutral``): RULES.md §1, §1a, R1-R7, R28.

The pile is shuffled once at the start of the game, but its order is only revealed as notes are drawn:
each draw from the unseen part is a chance outcome weighted by how many notes of each value are unseen,
which is the same distribution as one shuffle and keeps the state free of information nobody at the
table has. Leftover notes go under the pile in a known order (R4) and are dealt after the unseen ones.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any

from ..actions import NEUTRAL, OWN, Action, Dice, Draw, Place, Roll
from ..chance import DieKind, draw_outcomes, roll_outcomes, sample_draw, sample_roll
from ..game import Game, register
from ..payout import CasinoPayout, pay_casino
from .base import CHANCE, TERMINAL, State
from .money import CLASSIC_DEAL_MINIMUM, CLASSIC_NOTES

CASINOS = 6
DICE_PER_COLOUR = 8


class Phase(StrEnum):
    DEAL = "deal"  # chance: the next note of the pile for the casino being dealt
    SETUP_ROLL = "setup-roll"  # chance: the spare neutral dice rolled by the start player (R6)
    TURN = "turn"  # the player to move rolls
    ROLLING = "rolling"  # chance: the faces of that roll
    PLACE = "place"  # the player to move picks a value
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Casino:
    """One casino: its notes (highest first, R2) and each owner's dice there (index = owner)."""

    money: tuple[int, ...]
    dice: tuple[int, ...]

    def total(self) -> int:
        return sum(self.money)


def supply_kinds(game: Game) -> tuple[DieKind, ...]:
    """The kinds of dice a seat rolls: its own colour, plus neutral ones in the variant."""
    return ((OWN, 1), (NEUTRAL, 1)) if game.rules == "classic-neutral" else ((OWN, 1),)


def full_supply(game: Game) -> tuple[int, ...]:
    """Dice each seat takes at the start of a round, per kind of ``supply_kinds`` (§1a)."""
    if game.rules != "classic-neutral":
        return (DICE_PER_COLOUR,)
    return (DICE_PER_COLOUR, 4 if game.players == 2 else 2)


def spare_neutral_dice(game: Game) -> int:
    """Neutral dice nobody holds, rolled onto the casinos at each round start (R6)."""
    if game.rules != "classic-neutral":
        return 0
    return DICE_PER_COLOUR - game.players * full_supply(game)[1]


def owner_count(game: Game) -> int:
    """Seats plus the imaginary neutral owner (R5), whose index is ``game.players``."""
    return game.players + (1 if game.rules == "classic-neutral" else 0)


@dataclass(frozen=True, slots=True)
class ClassicState(State):
    game: Game
    round: int
    start_player: int
    phase: Phase
    player: int  # the seat whose turn it is (meaningful in TURN, ROLLING and PLACE)
    dealing: int  # index of the casino being dealt (meaningful in DEAL)
    unseen: tuple[int, ...]  # per entry of CLASSIC_NOTES, how many are still in the shuffled part
    bottom: tuple[int, ...]  # notes put under the pile (R4), top to bottom
    casinos: tuple[Casino, ...]
    supplies: tuple[tuple[int, ...], ...]  # per seat, dice left per kind of supply_kinds
    roll: Dice | None
    won: tuple[tuple[int, ...], ...]  # per seat, the notes won, highest first
    last_payout: tuple[CasinoPayout, ...]  # the payout of the round just ended (owners are indices)

    # ----------------------------------------------------------------- construction

    @classmethod
    def initial(cls, game: Game) -> ClassicState:
        state = cls(
            game=game,
            round=1,
            start_player=game.start_player,
            phase=Phase.DEAL,
            player=game.start_player,
            dealing=0,
            unseen=tuple(count for _, count in CLASSIC_NOTES),
            bottom=(),
            casinos=_empty_casinos(game),
            supplies=(full_supply(game),) * game.players,
            roll=None,
            won=((),) * game.players,
            last_payout=(),
        )
        return state._deal_on()

    # ----------------------------------------------------------------- queries

    def current_player(self) -> int:
        phase = self.phase
        if phase is Phase.TURN or phase is Phase.PLACE:
            return self.player
        if phase is Phase.OVER:
            return TERMINAL
        return CHANCE

    def legal_actions(self) -> list[Action]:
        if self.phase is Phase.TURN:
            return [Roll()]
        if self.phase is Phase.PLACE:
            assert self.roll is not None
            return [Place(value) for value in sorted(set(self.roll.faces()))]
        return []

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase is Phase.DEAL:
            return list(draw_outcomes(self._unseen_pairs()))
        if self.phase in (Phase.SETUP_ROLL, Phase.ROLLING):
            return list(roll_outcomes(self._rolling_kinds()))
        return []

    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase is Phase.DEAL:
            return sample_draw(self._unseen_pairs(), rng)
        if self.phase in (Phase.SETUP_ROLL, Phase.ROLLING):
            return sample_roll(self._rolling_kinds(), rng)
        raise ValueError("not a chance node: no outcome to sample")

    def why_illegal(self, action: Action) -> str | None:
        phase = self.phase
        if phase is Phase.OVER:
            return "the game is over"
        if self.current_player() == CHANCE:
            if phase is Phase.DEAL:
                if not isinstance(action, Draw):
                    return f"the casinos are being dealt: the next step is a draw from the pile, not {action}"
                unseen = dict(self._unseen_pairs())
                if unseen.get(action.value, 0) == 0:
                    return f"there is no unseen note of {action.value} left in the pile"
                return None
            if not isinstance(action, Dice):
                return f"the dice are rolling: the next step is their faces, not {action}"
            return self._why_wrong_dice(action)
        name = self.seat_name(self.player)
        if action.is_chance:
            return f"it is {name}'s move, not chance's"
        if phase is Phase.TURN:
            if isinstance(action, Roll):
                return None
            return f"{name}, roll the dice first"
        assert self.roll is not None
        if isinstance(action, Roll):
            return f"{name} has already rolled: choose a value to place"
        if isinstance(action, Place):
            if action.value in self.roll.faces():
                return None
            return f"you rolled no {action.value}"
        return f"{action} is not a move of Las Vegas"

    def _why_wrong_dice(self, dice: Dice) -> str | None:
        expected = {kind: count for kind, count in self._rolling_kinds() if count}
        got = {(tag, size): len(faces) for tag, size, faces in dice.groups}
        if got != expected:
            want = ", ".join(f"{count} {tag}" for (tag, _), count in expected.items())
            return f"this roll is of {want} dice, not {dice}"
        return None

    def scores(self) -> list[int]:
        return [sum(notes) for notes in self.won]

    def winners(self) -> list[int]:
        """Most money; tie → most notes; still tied → all of them (§1 End)."""
        keys = [(sum(notes), len(notes)) for notes in self.won]
        best = max(keys)
        return [seat for seat, key in enumerate(keys) if key == best]

    def dice_left(self, seat: int) -> int:
        return sum(self.supplies[seat])

    def owner_name(self, owner: int) -> str:
        """A seat's name, or ``neutral`` for the imaginary neutral owner."""
        return self.game.names[owner] if owner < self.game.players else NEUTRAL

    def payout_preview(self) -> tuple[CasinoPayout, ...]:
        """What each casino would pay if the round ended now (owners are indices)."""
        return tuple(pay_casino(i + 1, c.money, dict(enumerate(c.dice))) for i, c in enumerate(self.casinos))

    def notes_in_pile(self) -> int:
        return sum(self.unseen) + len(self.bottom)

    def violations(self) -> list[str]:
        """Broken invariants: notes and dice conserved, phase data consistent (empty when sound)."""
        game, problems = self.game, []
        every_note = [*self.bottom]
        for casino in self.casinos:
            every_note += casino.money
        for notes in self.won:
            every_note += notes
        in_play = Counter(every_note)
        for (value, count), unseen in zip(CLASSIC_NOTES, self.unseen, strict=True):
            if unseen + in_play[value] != count:
                problems.append(f"{unseen + in_play[value]} notes of {value} instead of {count}")
        if len(in_play.keys() - _NOTE_INDEX.keys()):
            problems.append("a note of an unknown value is in play")
        kinds = supply_kinds(game)
        full = full_supply(game)
        on_table = [sum(column) for column in zip(*(c.dice for c in self.casinos), strict=True)]
        for seat in range(game.players):
            if self.supplies[seat][0] + on_table[seat] != full[0]:
                held = self.supplies[seat][0] + on_table[seat]
                problems.append(f"{self.owner_name(seat)} has {held} dice, not {full[0]}")
        if len(kinds) > 1:
            neutral = sum(s[1] for s in self.supplies) + on_table[game.players]
            spare_on_table = self.phase in (Phase.TURN, Phase.ROLLING, Phase.PLACE)
            expected = DICE_PER_COLOUR - (0 if spare_on_table else spare_neutral_dice(game))
            if neutral != expected:
                problems.append(f"{neutral} neutral dice in play instead of {expected}")
        if any(list(c.money) != sorted(c.money, reverse=True) for c in self.casinos if len(c.money) > 1):
            problems.append("a casino's notes are not highest first")
        if (self.roll is None) != (self.phase is not Phase.PLACE):
            problems.append("a roll must be shown exactly while a value is being chosen")
        if self.roll is not None and self._why_wrong_dice(self.roll) is not None:
            problems.append(f"the roll {self.roll} does not match the dice {self.owner_name(self.player)} has")
        if self.phase in (Phase.TURN, Phase.PLACE, Phase.ROLLING) and not any(self.supplies[self.player]):
            problems.append(f"{self.owner_name(self.player)} is to move without dice")
        if self.phase is Phase.DEAL and not any(self.unseen):
            problems.append("dealing waits for a draw but no unseen note is left")
        if self.phase is Phase.OVER and self.round != game.ruleset.rounds:
            problems.append(f"the game ended after round {self.round}")
        return problems

    # ----------------------------------------------------------------- transitions

    def apply_unchecked(self, action: Action) -> ClassicState:
        phase = self.phase
        if phase is Phase.DEAL:
            assert isinstance(action, Draw)
            index = _NOTE_INDEX[action.value]
            unseen = self.unseen[:index] + (self.unseen[index] - 1,) + self.unseen[index + 1 :]
            return self._with(unseen=unseen, casinos=_add_note(self.casinos, self.dealing, action.value))._deal_on()
        if phase is Phase.TURN:
            return self._with(phase=Phase.ROLLING)
        if phase is Phase.ROLLING:
            assert isinstance(action, Dice)
            return self._with(phase=Phase.PLACE, roll=action)
        if phase is Phase.PLACE:
            assert isinstance(action, Place)
            return self._place(action.value)
        if phase is Phase.SETUP_ROLL:
            assert isinstance(action, Dice)
            return self._place_spare_neutrals(action)
        raise ValueError("the game is over")

    def _with(self, **changes: Any) -> ClassicState:
        # Bypasses the frozen dataclass __init__ (one object.__setattr__ per field): the engine's hot path.
        new = _new_state(ClassicState)
        for name in _FIELDS:
            _set_field(new, name, changes[name] if name in changes else getattr(self, name))
        return new

    def _deal_on(self) -> ClassicState:
        """Deal casinos in order to at least 50 each, stopping at each draw from the unseen part."""
        dealing, bottom, casinos = self.dealing, self.bottom, self.casinos
        while dealing < CASINOS:
            if sum(casinos[dealing].money) >= CLASSIC_DEAL_MINIMUM:
                dealing += 1
            elif any(self.unseen):  # a chance node: the next note is unknown
                return self._with(dealing=dealing, bottom=bottom, casinos=casinos)
            elif bottom:
                casinos = _add_note(casinos, dealing, bottom[0])
                bottom = bottom[1:]
            else:
                dealing += 1  # R1: the pile ran out
        phase = Phase.SETUP_ROLL if spare_neutral_dice(self.game) else Phase.TURN
        return self._with(dealing=dealing, bottom=bottom, casinos=casinos, phase=phase, player=self.start_player)

    def _place_spare_neutrals(self, dice: Dice) -> ClassicState:
        neutral = self.game.players
        casinos = list(self.casinos)
        for face in dice.faces():
            casinos[face - 1] = _with_dice(casinos[face - 1], neutral, 1)
        return self._with(casinos=tuple(casinos), phase=Phase.TURN, player=self.start_player)

    def _place(self, value: int) -> ClassicState:
        assert self.roll is not None
        seat = self.player
        supply = list(self.supplies[seat])
        casino = self.casinos[value - 1]
        for tag, _size, faces in self.roll.groups:
            count = faces.count(value)
            if count:
                owner = seat if tag == OWN else self.game.players
                casino = _with_dice(casino, owner, count)
                supply[_KIND_INDEX[tag]] -= count
        supplies = self.supplies[:seat] + (tuple(supply),) + self.supplies[seat + 1 :]
        casinos = self.casinos[: value - 1] + (casino,) + self.casinos[value:]
        players = self.game.players
        for step in range(1, players + 1):
            after = (seat + step) % players
            if any(supplies[after]):
                return self._with(casinos=casinos, supplies=supplies, roll=None, phase=Phase.TURN, player=after)
        return self._with(casinos=casinos, supplies=supplies, roll=None)._end_round()

    def _end_round(self) -> ClassicState:
        """Pay casinos 1…6 (R4, R5), then deal the next round or end the game."""
        players = self.game.players
        won = [list(notes) for notes in self.won]
        bottom = list(self.bottom)
        payouts = self.payout_preview()
        for result in payouts:
            leftover = list(result.left)
            for owner, notes in result.awards:
                (won[owner] if owner < players else leftover).extend(notes)
            bottom.extend(sorted(leftover, reverse=True))
        state = self._with(
            won=tuple(tuple(sorted(notes, reverse=True)) for notes in won),
            bottom=tuple(bottom),
            casinos=_empty_casinos(self.game),
            supplies=(full_supply(self.game),) * players,  # every die returns to its owner
            last_payout=payouts,
        )
        if self.round == self.game.ruleset.rounds:
            return state._with(phase=Phase.OVER)
        start = (self.start_player + 1) % players
        return state._with(
            round=self.round + 1,
            start_player=start,
            player=start,
            phase=Phase.DEAL,
            dealing=0,
        )._deal_on()

    # ----------------------------------------------------------------- helpers

    def _unseen_pairs(self) -> list[tuple[int, int]]:
        return [(value, count) for (value, _), count in zip(CLASSIC_NOTES, self.unseen, strict=True)]

    def _rolling_kinds(self) -> list[tuple[DieKind, int]]:
        if self.phase is Phase.SETUP_ROLL:
            return [((NEUTRAL, 1), spare_neutral_dice(self.game))]
        return list(zip(supply_kinds(self.game), self.supplies[self.player], strict=True))

    # ----------------------------------------------------------------- views and saves

    def observation(self) -> dict[str, Any]:
        game = self.game
        kinds = supply_kinds(game)
        owners = [self.owner_name(o) for o in range(owner_count(game))]
        roll = None
        if self.roll is not None:
            roll = {tag: list(faces) for tag, _size, faces in self.roll.groups}
        return {
            "rules": game.rules,
            "round": self.round,
            "rounds": game.ruleset.rounds,
            "phase": self.phase.value,
            "to_move": self.player if self.phase in (Phase.TURN, Phase.PLACE) else None,
            "start_player": self.start_player,
            "seats": [
                {
                    "seat": seat,
                    "name": name,
                    "money": sum(self.won[seat]),
                    "notes": list(self.won[seat]),
                    "dice_left": {tag: n for (tag, _), n in zip(kinds, self.supplies[seat], strict=True)},
                }
                for seat, name in enumerate(game.names)
            ],
            "casinos": [
                {
                    "casino": i + 1,
                    "money": list(c.money),
                    "dice": {owners[o]: n for o, n in enumerate(c.dice) if n},
                }
                for i, c in enumerate(self.casinos)
            ],
            "roll": roll,
            "legal_actions": [str(a) for a in self.legal_actions()],
            "pile": {"unseen": sum(self.unseen), "bottom": list(self.bottom)},
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.FORMAT,
            "version": self.VERSION,
            "game": self.game.to_json(),
            "round": self.round,
            "start_player": self.start_player,
            "phase": self.phase.value,
            "player": self.player,
            "dealing": self.dealing,
            "unseen": {str(value): n for (value, _), n in zip(CLASSIC_NOTES, self.unseen, strict=True)},
            "bottom": list(self.bottom),
            "casinos": [{"money": list(c.money), "dice": list(c.dice)} for c in self.casinos],
            "supplies": [list(s) for s in self.supplies],
            "roll": None if self.roll is None else str(self.roll),
            "won": [list(notes) for notes in self.won],
            "last_payout": [_payout_json(p) for p in self.last_payout],
        }

    @classmethod
    def from_json(cls, game: Game, data: Any) -> ClassicState:
        from .classic_save import read_state

        return read_state(cls, game, data)


def _empty_casinos(game: Game) -> tuple[Casino, ...]:
    return (Casino((), (0,) * owner_count(game)),) * CASINOS


def _add_note(casinos: tuple[Casino, ...], index: int, note: int) -> tuple[Casino, ...]:
    casino = casinos[index]
    money = tuple(sorted(casino.money + (note,), reverse=True))
    return casinos[:index] + (Casino(money, casino.dice),) + casinos[index + 1 :]


def _with_dice(casino: Casino, owner: int, count: int) -> Casino:
    dice = casino.dice[:owner] + (casino.dice[owner] + count,) + casino.dice[owner + 1 :]
    return Casino(casino.money, dice)


def _payout_json(payout: CasinoPayout) -> dict[str, Any]:
    return {
        "casino": payout.casino,
        "removed": list(payout.removed),
        "awards": [[owner, list(notes)] for owner, notes in payout.awards],
        "left": list(payout.left),
    }


_FIELDS = tuple(ClassicState.__dataclass_fields__)
_new_state = object.__new__
_set_field = object.__setattr__
_NOTE_INDEX = {value: index for index, (value, _) in enumerate(CLASSIC_NOTES)}
_NOTE_TOTAL = sum(count for _, count in CLASSIC_NOTES)
_KIND_INDEX = {OWN: 0, NEUTRAL: 1}

register("classic", ClassicState)
register("classic-neutral", ClassicState)
