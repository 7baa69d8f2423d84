"""The Las Vegas family (docs/rules.md §1, §2): everything the rule sets with six casinos, dice and a pile share.

Here, once, in ``CasinoTable``: the turn (roll every die left, then place all dice of one value that shows; a
player without dice is skipped), placement, the payout at round end (R4, R5: casinos 1…6, leftovers and the
imaginary owners' winnings under the pile, highest first), the lazily revealed pile, the view and the save.
The conservation checks (``checks.py``) and the readers of a save and of an observation (``save.py``,
``observation.py``) are functions over it; ``CasinoState`` (``state.py``) ties them in, and a rule set's
module builds on that and says only what differs: its money and how it is dealt, its dice, any extra move,
who starts the next round and who wins (``classic.py``, ``vegas/games/royale/``).

The pile is shuffled once at the start of the game, but its order is only revealed as it is drawn: each
draw from the unseen part is a chance outcome weighted by how many of each value are unseen, which is the
same distribution as one shuffle and keeps the state free of information nobody at the table has. Money
put under the pile (R4) goes there in a known order and is dealt after the unseen part, without chance.

A die's *size* is 1, or 2 for a Royale Biggy: a casino stores each owner's dice as a count in which a
Biggy counts twice (the count every tie and ranking uses); rule sets with a Biggy track where it lies.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any, ClassVar, Self

from vegas.core.actions import NEUTRAL, OWN, Action, Dice, Draw, Place, Roll
from vegas.core.chance import DieKind, draw_outcomes, roll_outcomes, sample_draw, sample_roll
from vegas.core.frozen import plain_replace
from vegas.core.game import Game
from vegas.core.state import CHANCE, TERMINAL, State
from vegas.core.tuples import added_at, with_item

from .payout import CasinoPayout, pay_indexed

CASINOS = 6
_FACES = frozenset(range(1, 7))

KIND_NAMES: dict[DieKind, str] = {
    (OWN, 1): "own",
    (NEUTRAL, 1): "neutral",
    (OWN, 2): "biggy",
    (NEUTRAL, 2): "neutral-biggy",
}
"""How a kind of die is named in observations (``dice_left``, ``roll``)."""


class Phase(StrEnum):
    DEAL = "deal"  # chance: the next money of the pile
    SETUP_ROLL = "setup-roll"  # chance: neutral dice rolled onto the casinos before the first turn (R6, §2)
    TURN = "turn"  # the player to move rolls
    ROLLING = "rolling"  # chance: the faces of that roll
    PLACE = "place"  # the player to move picks a value (or, in Royale, sits out)
    EFFECT = "effect"  # Royale's casino tiles: a tile's decision (by whoever it names) or a roll of its dice
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Casino:
    """One casino: its money (highest first, R2) and each owner's dice there (index = owner; a Biggy = 2)."""

    money: tuple[int, ...]
    dice: tuple[int, ...]

    def total(self) -> int:
        return sum(self.money)


@dataclass(frozen=True, slots=True)
class CasinoTable(State):
    """The shared state and flow; subclasses set the class data below and override the ``_hooks``. The checks,
    the save read back and the observation read back are functions over it, tied in by ``CasinoState``."""

    game: Game
    round: int
    start_player: int
    phase: Phase
    player: int  # the seat whose turn it is (meaningful in TURN, ROLLING and PLACE)
    dealing: int  # how far the deal is: the casino being dealt (classic), pairs complete (Royale)
    unseen: tuple[int, ...]  # per entry of MONEY, how many are still in the shuffled part
    bottom: tuple[int, ...]  # money put under the pile (R4), top to bottom
    casinos: tuple[Casino, ...]
    supplies: tuple[tuple[int, ...], ...]  # per seat, dice left per kind of ``supply_kinds``
    roll: Dice | None
    won: tuple[tuple[int, ...], ...]  # per seat, the money won, highest first
    last_payout: tuple[CasinoPayout, ...]  # the payout of the round just ended (owners are indices)

    MONEY: ClassVar[tuple[tuple[int, int], ...]]
    """(value, how many) of every piece of money in the game."""
    REBUILT_FROM_OBSERVATION: ClassVar[bool] = True
    """Whether ``observation.state_from_observation`` can rebuild this rule set's decisions."""
    MONEY_WORD: ClassVar[str] = "notes"
    """What the money is called in messages: ``notes`` or ``cards``."""
    MONEY_PER_CASINO: ClassVar[int | None] = None
    """How many pieces of money a casino is dealt when that is fixed (Royale: a pair of cards)."""
    KINDS: ClassVar[tuple[DieKind, ...]] = ((OWN, 1), (NEUTRAL, 1))
    """Every kind of die a seat of this class may hold, in supply order (a game may use only a prefix)."""
    _FIELDS: ClassVar[tuple[str, ...]]
    _MONEY_INDEX: ClassVar[dict[int, int]]
    _KIND_INDEX: ClassVar[dict[DieKind, int]]
    _LAYOUTS: ClassVar[dict[Game, Any]]  # per game, the dice counts ``violations`` checks (checks.py)

    # ----------------------------------------------------------------- what a rule set says (hooks)

    @classmethod
    def supply_kinds(cls, game: Game) -> tuple[DieKind, ...]:
        """The kinds of dice a seat rolls together but tells apart."""
        raise NotImplementedError

    @classmethod
    def full_supply(cls, game: Game) -> tuple[int, ...]:
        """Dice each seat takes at the start of a round, per kind of ``supply_kinds``."""
        raise NotImplementedError

    @classmethod
    def setup_dice(cls, game: Game) -> tuple[tuple[DieKind, int], ...]:
        """Neutral dice rolled onto the casinos at each round start, before the first turn (none by default)."""
        return ()

    @classmethod
    def neutral_dice(cls, game: Game) -> int:
        """Neutral dice in play, a Biggy counting two (0: no imaginary neutral owner, R5)."""
        return 0

    @classmethod
    def first_start_player(cls, start: int, round_: int, players: int) -> int:
        """Who started round 1, given who starts ``round_`` (observations show only the latter)."""
        return start

    @classmethod
    def observed_extra(cls, seats: list[Any], casinos: list[Any], owners: list[str]) -> dict[str, Any]:
        """A rule set's own save fields, read from an observation's seats and casinos."""
        return {}

    @classmethod
    def owner_count(cls, game: Game) -> int:
        """Seats plus the imaginary neutral owner (R5), whose index is ``game.players``, where there is one."""
        return game.players + (1 if cls.neutral_dice(game) else 0)

    @classmethod
    def _initial_extra(cls, game: Game) -> dict[str, Any]:
        """Values of a subclass's own fields at the start of the game."""
        return {}

    def _wants_money(self) -> bool:
        """While dealing: does the round's deal need more money from the pile?"""
        raise NotImplementedError

    def _receive(self, money: int, **changes: Any) -> Self:
        """While dealing: the next money of the pile arrives (with ``changes`` to the pile itself)."""
        raise NotImplementedError

    def _deal_done(self) -> dict[str, Any]:
        """Changes once the deal is over (everything is on its casino)."""
        return {}

    def _next_round(self, payouts: tuple[CasinoPayout, ...]) -> dict[str, Any]:
        """Changes for the next round besides the fresh deal: at least who starts it."""
        raise NotImplementedError

    def _round_reset(self) -> dict[str, Any]:
        """Changes at every round end, when all dice return to their owners."""
        return {}

    def _extra_actions(self) -> list[Action]:
        """Moves besides placing that the player to move has after rolling."""
        return []

    def _why_illegal_other(self, action: Action) -> str | None:
        """After rolling, why an action other than ``place`` is not allowed (``None``: allowed)."""
        return f"{action} is not a move of {self.game.ruleset.name}"

    def _apply_other(self, action: Action) -> Self:
        raise ValueError(f"{action} is not a move of {self.game.ruleset.name}")

    def _tiebreak(self, seat: int) -> int:
        """The second key of the winner rule (most money first; then this, highest)."""
        return len(self.won[seat])

    def _extra_violations(self) -> list[str]:
        return []

    def _setup_dice_out(self) -> bool:
        """Whether the round's setup dice (R6, §2 2 players) have been rolled onto the casinos."""
        phase = self.phase
        return phase is Phase.TURN or phase is Phase.ROLLING or phase is Phase.PLACE

    def _dice_off_casinos(self) -> list[int]:
        """Per seat, its dice neither in its supply nor on a casino (Royale's bar and tiles), less any extra dice
        counted as its own on a casino (PRIME TIME's black dice); a Biggy counts two."""
        return [0] * len(self.supplies)

    def _observe_seat(self, seat: int) -> dict[str, Any]:
        return {}

    def _observe_casino(self, index: int) -> dict[str, Any]:
        return {}

    def _observe_more(self) -> dict[str, Any]:
        return {}

    def _json_extra(self) -> dict[str, Any]:
        return {}

    @classmethod
    def _read_extra(cls, game: Game, data: dict[str, Any]) -> dict[str, Any]:
        """A subclass's own fields read back from a save (checked by ``violations`` afterwards)."""
        return {}

    # ----------------------------------------------------------------- construction

    @classmethod
    def initial(cls, game: Game) -> Self:
        state = cls(
            game=game,
            round=1,
            start_player=game.start_player,
            phase=Phase.DEAL,
            player=game.start_player,
            dealing=0,
            unseen=tuple(count for _, count in cls.MONEY),
            bottom=(),
            casinos=cls._empty_casinos(game),
            supplies=(cls.full_supply(game),) * game.players,
            roll=None,
            won=((),) * game.players,
            last_payout=(),
            **cls._initial_extra(game),
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

    # The API's most frequent questions, answered from the phase (a tile's step names its own seat).
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def is_chance_node(self) -> bool:
        phase = self.phase
        if phase is Phase.EFFECT:
            return self.current_player() == CHANCE
        return phase is Phase.ROLLING or phase is Phase.DEAL or phase is Phase.SETUP_ROLL

    def legal_actions(self) -> list[Action]:
        if self.phase is Phase.TURN:
            return [Roll()]
        if self.phase is Phase.PLACE:
            assert self.roll is not None
            places: list[Action] = [Place.of(value) for value in self.roll.values()]
            return places + self._extra_actions()
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
        # the three steps of every turn first, each decided as the longer checks below decide it
        if phase is Phase.TURN and isinstance(action, Roll):
            return None
        if phase is Phase.ROLLING and isinstance(action, Dice):
            return self._why_wrong_dice(action)
        if phase is Phase.PLACE and isinstance(action, Place) and self.roll and self.roll.shows(action.value):
            return None
        if phase is Phase.OVER:
            return "the game is over"
        if self.current_player() == CHANCE:
            if phase is Phase.DEAL:
                if not isinstance(action, Draw):
                    return f"the casinos are being dealt: the next step is a draw from the pile, not {action}"
                index = self._MONEY_INDEX.get(action.value)
                if index is None or self.unseen[index] == 0:
                    return f"there is no unseen {self.MONEY_WORD[:-1]} of {action.value} left in the pile"
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
            if self.roll.shows(action.value):
                return None
            return f"you rolled no {action.value}"
        return self._why_illegal_other(action)

    def _why_wrong_dice(self, dice: Dice) -> str | None:
        if not all(_FACES.issuperset(faces) for _, _, faces in dice.groups):
            return f"a die shows 1 to 6, not {dice}"
        kinds = self._rolling_kinds()
        got = [(tag, size, len(faces)) for tag, size, faces in dice.groups]
        if len(got) == 1 and len(kinds) == 1 and kinds[0][1] and got[0] == (*kinds[0][0], kinds[0][1]):
            return None  # the usual roll, of one kind: as cheap to check as it is frequent
        expected = {kind: count for kind, count in kinds if count}
        if {(tag, size): count for tag, size, count in got} != expected:
            want = ", ".join(f"{n} {tag}{' Biggy' if size == 2 else ''}" for (tag, size), n in expected.items())
            return f"this roll is of {want} dice, not {dice}"
        return None

    def scores(self) -> list[int]:
        return [sum(money) for money in self.won]

    def money_count(self, seat: int) -> int:
        """How many banknotes or money cards the seat holds as the tie-break counts them (Royale: each payment
        from the bank one card, R12), so the seats and the standings show the same figure."""
        return len(self.won[seat])

    def tiebreak(self, seat: int) -> int:
        """The seat's figure for the tie-break between players with the same money (the most wins): banknotes in
        ``classic``, money cards plus chips in Royale (rules.md §1 End, §2 End, R12)."""
        return self._tiebreak(seat)

    def winners(self) -> list[int]:
        """Most money; tie → the rule set's tie-break (``_tiebreak``); still tied → all of them."""
        scores = self.scores()
        keys = [(score, self._tiebreak(seat)) for seat, score in enumerate(scores)]
        best = max(keys)
        return [seat for seat, key in enumerate(keys) if key == best]

    def dice_left(self, seat: int) -> int:
        """How many dice the seat still holds (a Biggy is one die here)."""
        return sum(self.supplies[seat])

    def owner_name(self, owner: int) -> str:
        """A seat's name, or ``neutral`` for the imaginary neutral owner."""
        return self.game.names[owner] if owner < self.game.players else NEUTRAL

    def payout_preview(self) -> tuple[CasinoPayout, ...]:
        """What each casino would pay if the round ended now (owners are indices)."""
        return tuple(pay_indexed(i + 1, c.money, c.dice) for i, c in enumerate(self.casinos))

    def bonus_preview(self) -> list[int]:
        """What the round's end would pay (or charge, negative) each seat besides the casinos' money if it
        ended now, chips counted as money (Royale's tiles); zeros where only casinos pay."""
        return [0] * self.game.players

    def notes_in_pile(self) -> int:
        return sum(self.unseen) + len(self.bottom)

    def _money_in_play(self) -> list[int]:
        """Every piece of money that is not in the unseen part of the pile."""
        money = [*self.bottom]
        for casino in self.casinos:
            money += casino.money
        for won in self.won:
            money += won
        return money

    # ----------------------------------------------------------------- transitions

    def apply_unchecked(self, action: Action) -> Self:
        phase = self.phase
        if phase is Phase.PLACE:
            if isinstance(action, Place):
                return self._place(action.value)
            return self._apply_other(action)
        if phase is Phase.TURN:
            return self._with(phase=Phase.ROLLING)
        if phase is Phase.ROLLING:
            assert isinstance(action, Dice)
            return self._with(phase=Phase.PLACE, roll=action)
        if phase is Phase.DEAL:
            assert isinstance(action, Draw)
            index = self._MONEY_INDEX[action.value]
            unseen = added_at(self.unseen, index, -1)
            return self._receive(action.value, unseen=unseen)._deal_on()
        if phase is Phase.SETUP_ROLL:
            assert isinstance(action, Dice)
            return self._place_setup_dice(action)
        raise ValueError("the game is over")

    def _with(self, **changes: Any) -> Self:
        """This state with some fields changed; a name that is not a field raises ``TypeError`` (a misspelt
        change would otherwise vanish). ``family_member`` replaces it by a faster, generated copy."""
        return plain_replace(self, self._FIELDS, changes)

    def _deal_on(self) -> Self:
        """Deal from the pile while the round needs money: the bottom's known part at once (R4), stopping at
        each draw from the unseen part; an empty pile ends the deal with what is there (R1)."""
        state = self
        while state._wants_money():
            if any(state.unseen):  # a chance node: the next money is unknown
                return state
            if not state.bottom:
                break
            state = state._receive(state.bottom[0], bottom=state.bottom[1:])
        phase = Phase.SETUP_ROLL if self.setup_dice(self.game) else Phase.TURN
        return state._with(phase=phase, player=state.start_player, **state._deal_done())

    def _place_setup_dice(self, dice: Dice) -> Self:
        """Each neutral die rolled at the round start goes onto the casino of its value (R6, §2 2 players)."""
        neutral = self.game.players
        casinos = list(self.casinos)
        for _tag, size, faces in dice.groups:
            for face in faces:
                casinos[face - 1] = _with_dice(casinos[face - 1], neutral, size)
        return self._with(casinos=tuple(casinos), phase=Phase.TURN, player=self.start_player)

    def _place(self, value: int, **changes: Any) -> Self:
        """All rolled dice showing ``value`` go to that casino; the turn passes."""
        return self._pass_turn(**self._placed(value), **changes)

    def _placed(self, value: int) -> dict[str, Any]:
        """The changes of placing all rolled dice showing ``value``, each counted by its size, to their owner."""
        assert self.roll is not None
        seat = self.player
        neutral = self.game.players
        supply = list(self.supplies[seat])
        casino = self.casinos[value - 1]
        kind_index = self._KIND_INDEX
        for tag, size, faces in self.roll.groups:
            count = faces.count(value)
            if count:
                casino = _with_dice(casino, seat if tag == OWN else neutral, count * size)
                supply[kind_index[tag, size]] -= count
        supplies = with_item(self.supplies, seat, tuple(supply))
        casinos = self.casinos[: value - 1] + (casino,) + self.casinos[value:]
        return {"casinos": casinos, "supplies": supplies}

    def _pass_turn(self, **changes: Any) -> Self:
        """The next seat (to the left) that still has dice moves; nobody has any: the round ends."""
        supplies = changes.get("supplies", self.supplies)
        seat, players = self.player, self.game.players
        for step in range(1, players + 1):
            after = (seat + step) % players
            if any(supplies[after]):
                return self._with(roll=None, phase=Phase.TURN, player=after, **changes)
        return self._with(roll=None, **changes)._end_round()

    def _end_round(self) -> Self:
        """Pay casinos 1…6 (R4, R5), then deal the next round or end the game."""
        players = self.game.players
        won = [list(money) for money in self.won]
        bottom = list(self.bottom)
        payouts = self.payout_preview()
        for result in payouts:
            leftover = list(result.left)
            for owner, money in result.awards:
                (won[owner] if owner < players else leftover).extend(money)
            bottom.extend(sorted(leftover, reverse=True))
        state = self._with(
            won=tuple(tuple(sorted(money, reverse=True)) for money in won),
            bottom=tuple(bottom),
            casinos=self._empty_casinos(self.game),
            supplies=(self.full_supply(self.game),) * players,  # every die returns to its owner
            last_payout=payouts,
            **self._round_reset(),
        )
        if self.round == self.game.ruleset.rounds:
            return state._with(phase=Phase.OVER)
        changes = {"round": self.round + 1, "phase": Phase.DEAL, "dealing": 0, **state._next_round(payouts)}
        return state._with(**changes)._deal_on()

    # ----------------------------------------------------------------- helpers

    @classmethod
    def _empty_casinos(cls, game: Game) -> tuple[Casino, ...]:
        return (Casino((), (0,) * cls.owner_count(game)),) * CASINOS

    def _unseen_pairs(self) -> list[tuple[int, int]]:
        return [(value, count) for (value, _), count in zip(self.MONEY, self.unseen, strict=True)]

    def _rolling_kinds(self) -> list[tuple[DieKind, int]]:
        if self.phase is Phase.SETUP_ROLL:
            return list(self.setup_dice(self.game))
        return list(zip(self.supply_kinds(self.game), self.supplies[self.player], strict=True))

    # ----------------------------------------------------------------- views and saves

    def observation(self) -> dict[str, Any]:
        game = self.game
        kinds = self.supply_kinds(game)
        owners = [self.owner_name(o) for o in range(self.owner_count(game))]
        scores = self.scores()
        roll = None
        if self.roll is not None:
            roll = {KIND_NAMES[tag, size]: list(faces) for tag, size, faces in self.roll.groups}
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
                    "score": scores[seat],
                    "dice_left": {KIND_NAMES[kind]: n for kind, n in zip(kinds, self.supplies[seat], strict=True)},
                    **self._observe_seat(seat),
                }
                for seat, name in enumerate(game.names)
            ],
            "casinos": [
                {
                    "casino": i + 1,
                    "money": list(c.money),
                    "dice": {owners[o]: n for o, n in enumerate(c.dice) if n},
                    **self._observe_casino(i),
                }
                for i, c in enumerate(self.casinos)
            ],
            "roll": roll,
            "legal_actions": [str(a) for a in self.legal_actions()],
            "pile": {"unseen": sum(self.unseen), "bottom": list(self.bottom)},
            **self._observe_more(),
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
            "unseen": {str(value): n for (value, _), n in zip(self.MONEY, self.unseen, strict=True)},
            "bottom": list(self.bottom),
            "casinos": [{"money": list(c.money), "dice": list(c.dice)} for c in self.casinos],
            "supplies": [list(s) for s in self.supplies],
            "roll": None if self.roll is None else str(self.roll),
            "won": [list(money) for money in self.won],
            "last_payout": [_payout_json(p) for p in self.last_payout],
            **self._json_extra(),
        }


def _with_dice(casino: Casino, owner: int, count: int) -> Casino:
    dice = added_at(casino.dice, owner, count)
    return Casino(casino.money, dice)


def add_money(casinos: tuple[Casino, ...], index: int, money: int) -> tuple[Casino, ...]:
    """The casinos with one more piece of money on casino ``index`` (kept highest first, R2)."""
    casino = casinos[index]
    sorted_money = tuple(sorted(casino.money + (money,), reverse=True))
    return with_item(casinos, index, Casino(sorted_money, casino.dice))


def _payout_json(payout: CasinoPayout) -> dict[str, Any]:
    return {
        "casino": payout.casino,
        "removed": list(payout.removed),
        "awards": [[owner, list(money)] for owner, money in payout.awards],
        "left": list(payout.left),
        "dice": [[owner, count] for owner, count in payout.dice],
    }
