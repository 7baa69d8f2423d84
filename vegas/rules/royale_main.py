"""Las Vegas Royale, main game (``royale``): docs/rules.md §3, rulings R12-R24; Royale rulebook "main game".

Everything of the basic game (``royale.py``) holds; this module adds the casino tiles (their faces, numbers
and what lies on them are data in ``royale_tiles.py``, the kinds of steps they ask for in ``royale_steps.py``,
their decisions' text forms in ``tile_actions.py``).

**Setup of a round.** Once a round's pairs are dealt, a tile face is laid beside each of casinos 1 … n
(option ``tiles``, 0-6, default 3). Each is a chance step ``tile 1 D2``: a tile not yet used this round
is drawn uniformly, then one of its faces (option ``no_repeat``: only faces not used earlier in the game,
allowed with at most 4 tiles, see ``MOST_TILES_WITHOUT_REPEATS``). Option ``force`` (``{1: "D2"}``) lays
given faces on given casinos in every round, without chance; tests and the page use it. HANDICAP puts its
blank dice in the casinos and BLOCK IT! its clusters on the tile as the face is laid. The bank is
unlimited (R12): money from it is recorded per seat as amounts (``bank``), each counting as a card in the
tie-break, so the 24 cards set aside for rounds 2 and 3 are simply the pile dealt as in the basic game.

**Steps.** Whatever a tile asks for is a queue of steps (``steps``). The first one says who acts:
a seat (``current_player`` names it even when it is not the player whose turn it is: the guesser of
LUCKY PUNCH, each opponent putting a die into the bar for KNOCKOUT?, the splitter of BLACK BOX), or chance
(``black 3 5``, the two black dice; ``tile 2 A1``). While steps are queued the phase is ``effect``; when
the queue empties the game resumes (``resume``): the turn passes on (R24: a tile resolves before the
next player's turn), the round's first turn starts, or the casinos pay. A step nobody can carry out is
skipped (R23: no token left, no die left, no space free …).

**Activation.** Placing rolled dice (``place``) or a POWER PLAY die in a casino with a tile activates it
once, after the dice are placed, unless the casino is closed; ``set`` (HANDICAP, MY CHOICE 5), blank,
black and displaced NICE DICE dice never activate. MY CHOICE 4 activates another tile as if the player
had just placed there. NICE DICE takes "a die you just rolled or just placed on this casino" (the
rulebook's words; docs/rules.md's table names only the placed one): any die of this turn's roll still in
the supply, or one placed on this casino this turn.

**At round end** (R24): first the "before payout" tiles in casino order (PRIME TIME: the player about to
take the higher card rolls the black dice and places 0-2 of them, R14; BAD LUCK: the seats with the fewest
dice there, zero counts, owe 50), then BLACK BOX's split and pick, then every casino pays its cards and
every tile its bank money and chips (HIGH FIVE, DOUBLE DOWN, NICE DICE, the golden space), then the fines
of BAD LUCK are paid (R12: cash first, then chips at 10 each; never below 0; a seat whose cash reaches
0 counts no cards in the tie-break). The order of these payments changes no amount: only BAD LUCK
depends on cash, and it comes last, "when the round ends".

**Hidden choices** (LUCKY PUNCH's tokens, BLACK BOX's piles). A state holds no hidden information except
what chance will reveal, so a secret choice is an ordinary action recorded in the state (``hide 2``,
``split 60 chips``) followed by the other player's action (``guess 3``, ``pick 1``). ``observation()``,
the view every seat shares, shows that the choice was made but not what it was (the piles' sizes are
visible, their tokens are not); the page asks for it behind a "pass the device" screen (R22).

**Dice** are accounted for everywhere (``violations``): a seat's 7 small dice and Biggy are in its supply,
on casinos, in the bar, on DOUBLE DOWN, on NICE DICE or on the golden space (``biggy`` records which:
0 supply, 1-6 casino, 7 bar, 8 DOUBLE DOWN, 9 NICE DICE, 10 golden space); the 9 blank dice are in
casinos (owned by the imaginary blank owner, the last owner index, distinct from the 2-player neutral
owner), on BLOCK IT!, on HANDICAP or in the box; the 2 black dice placed by PRIME TIME count for their
seat on a casino until the round ends.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, ClassVar

from ..actions import OWN, Action, Dice, Place, Roll
from ..errors import InvalidGame, InvalidOption, shown
from ..game import Game
from ..payout import pay_casino
from ..tile_actions import BLACK_BOX_TOKENS, FACE_IDS, BlackDice, Pass, TileAction, TileDraw
from .base import CHANCE
from .family import CASINOS, Casino, Phase, family_member
from .money import ROYALE_CHIP_VALUE
from .royale import RoyaleBasicState
from .royale_steps import (
    AUTO,
    BLACK_OUTCOMES,
    CHANCE_STEPS,
    STEP_TASKS,
    Resume,
    Step,
    black_box_splits,
    pile_words,
    read_step,
)
from .royale_tiles import (
    BAD_LUCK_FINE,
    BAR_LIMIT,
    BLACK_BOX_COUNTS,
    BLACK_BOX_REWARD,
    BLANK_DICE,
    BLOCK_IT_CLUSTERS,
    DEFAULT_TILES,
    DOUBLE_DOWN_PAY,
    EMPTY,
    FACES,
    FIFTY_TRACK,
    GOLDEN_PAY,
    HANDICAP_REWARD,
    HANDICAP_SETUP,
    HANDICAP_SPACES,
    HIGH_FIVE_DICE,
    HIGH_FIVE_PAY,
    JACKPOT_TRACK,
    LUCKY_PUNCH,
    MOST_TILES_WITHOUT_REPEATS,
    MY_CHOICE,
    MY_CHOICE_ACTIVATE,
    MY_CHOICE_ADJUST,
    MY_CHOICE_GOLDEN,
    NICE_DICE,
    NO_ENTRY_TRACK,
    Reward,
    TileBoard,
    pay_day,
    tile_of,
)
from .save import expect, int_in

SUPPLY, BAR, DOUBLE_DOWN, NICE, GOLDEN = 0, 7, 8, 9, 10
"""Where a die can be (codes of ``biggy``; 1-6 are the casinos)."""
SMALL, BIG = 1, 2
"""A die's size: a small die, or the Biggy (which counts two except in the bar, E2)."""

HANDICAP_KINDS = tuple(HANDICAP_SPACES)
SPLITS: tuple[Action, ...] = tuple(TileAction.of("split", *pile_words(pile)) for pile in black_box_splits())
"""G1: every BLACK BOX split, made once (the bots' look-through meets this step often)."""
OPTIONS = ("force", "no_repeat", "tiles")


def strict_majority(dice: tuple[int, ...]) -> int:
    """The owner with strictly more dice than every other owner, or -1 (nobody, or a tie at the top)."""
    top = max(dice)
    return dice.index(top) if top and dice.count(top) == 1 else -1


class _Edit:
    """A working copy of what tile effects change, so each effect reads as plain moves; ``changes()`` returns
    the fields for ``_with``."""

    def __init__(self, state: RoyaleState) -> None:
        self.state = state
        self.dice = [list(c.dice) for c in state.casinos]
        self.supplies = [list(s) for s in state.supplies]
        self.biggy = list(state.biggy)
        self.board = state.board
        self.chips = list(state.chips)
        self.chips_won = list(state.chips_won)
        self.chips_lost = list(state.chips_lost)
        self.bank = [list(b) for b in state.bank]
        self.bank_paid = list(state.bank_paid)

    def changes(self) -> dict[str, Any]:
        casinos = tuple(Casino(c.money, tuple(d)) for c, d in zip(self.state.casinos, self.dice, strict=True))
        return {
            "casinos": casinos,
            "supplies": tuple(tuple(s) for s in self.supplies),
            "biggy": tuple(self.biggy),
            "board": self.board,
            "chips": tuple(self.chips),
            "chips_won": tuple(self.chips_won),
            "chips_lost": tuple(self.chips_lost),
            "bank": tuple(tuple(b) for b in self.bank),
            "bank_paid": tuple(self.bank_paid),
        }

    def give(self, seat: int, reward: Reward) -> None:
        self.chips[seat] += reward.chips
        self.chips_won[seat] += reward.chips
        if reward.money:
            self.bank[seat].append(reward.money)

    def fine(self, seat: int, due: int, cash: int) -> None:
        """R12: pay ``due`` to the bank from ``cash``, the rest in chips at 10 each, as far as they go."""
        paid = min(cash, due)
        self.bank_paid[seat] += paid
        chips = min(self.chips[seat], -(-(due - paid) // ROYALE_CHIP_VALUE))
        self.chips[seat] -= chips
        self.chips_lost[seat] += chips

    def move(self, seat: int, size: int, source: int, target: int, space: int = 0) -> None:
        """One die of ``seat`` from ``source`` to ``target`` (locations: SUPPLY, 1-6, BAR, DOUBLE_DOWN, NICE,
        GOLDEN; ``space`` is the NICE DICE space 1-6 where one is involved)."""
        self._take(seat, size, source, space)
        self._put(seat, size, target, space)
        if size == BIG:
            self.biggy[seat] = target

    def _take(self, seat: int, size: int, place: int, space: int) -> None:
        board = self.board
        if place == SUPPLY:
            self.supplies[seat][size - 1] -= 1
        elif place <= CASINOS:
            self.dice[place - 1][seat] -= size
        elif place == BAR:
            held = list(board.bar[seat])
            held.remove(size)
            self.board = board.with_seat("bar", seat, tuple(held))
        elif place == DOUBLE_DOWN:
            self.board = board.with_seat("double_down", seat, board.double_down[seat] - size)
        elif place == NICE:
            self.board = board.with_seat("nice", space - 1, EMPTY)
        else:
            self.board = replace(board, golden=EMPTY)

    def _put(self, seat: int, size: int, place: int, space: int) -> None:
        board = self.board
        if place == SUPPLY:
            self.supplies[seat][size - 1] += 1
        elif place <= CASINOS:
            self.dice[place - 1][seat] += size
        elif place == BAR:
            self.board = board.with_seat("bar", seat, tuple(sorted((*board.bar[seat], size))))
        elif place == DOUBLE_DOWN:
            self.board = board.with_seat("double_down", seat, board.double_down[seat] + size)
        elif place == NICE:
            self.board = board.with_seat("nice", space - 1, (seat, size))
        else:
            self.board = replace(board, golden=(seat, size))

    def small_in(self, seat: int, casino: int) -> int:
        """A seat's small dice of its own colour on a casino (not its Biggy, not black dice)."""
        black = sum(1 for c, s in self.board.black if c == casino and s == seat)
        return self.dice[casino - 1][seat] - (BIG if self.biggy[seat] == casino else 0) - black


@family_member
@dataclass(frozen=True, slots=True)
class RoyaleState(RoyaleBasicState):
    tiles: tuple[str, ...]  # per casino 1-6, the face laid beside it this round ("" = none)
    faces_used: tuple[str, ...]  # every face laid so far in the game, in order
    board: TileBoard  # tokens, counters and dice on the tiles this round
    steps: tuple[Step, ...]  # what the tiles still ask for, first one next
    resume: Resume  # what follows once ``steps`` is empty
    rolled: Dice | None  # this turn's roll (or the POWER PLAY die), kept while its activation resolves
    placed: int  # the value placed this turn (0 = none yet)
    bank: tuple[tuple[int, ...], ...]  # per seat, each amount received from the bank (R12)
    bank_paid: tuple[int, ...]  # per seat, money paid to the bank (BAD LUCK)
    chips_won: tuple[int, ...]  # per seat, chips received from tiles
    chips_lost: tuple[int, ...]  # per seat, chips paid to the bank (BAD LUCK)

    BIGGY_PLACES: ClassVar[int] = GOLDEN
    REBUILT_FROM_OBSERVATION = False  # the tiles' state is not read back from a view yet

    # ----------------------------------------------------------------- configuration

    @classmethod
    def read_options(cls, game: Game, options: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
        """``tiles`` 0-6 (default 3), ``no_repeat`` (default false), ``force`` {casino: face} every round."""
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise InvalidGame(f"unknown option {unknown[0]!r} of {game.ruleset.name}; known: {', '.join(OPTIONS)}")
        tiles = options.get("tiles", DEFAULT_TILES)
        if type(tiles) is not int or not 0 <= tiles <= CASINOS:
            raise InvalidOption(
                f"the number of tiles per round must be 0-6, not {tiles!r}",
                "tiles_number",
                text=shown(tiles),
                high=CASINOS,
            )
        no_repeat = options.get("no_repeat", False)
        if not isinstance(no_repeat, bool):
            raise InvalidOption("no_repeat must be true or false", "no_repeat_flag")
        force = options.get("force") or {}
        pairs = force.items() if isinstance(force, dict) else force
        try:
            forced = tuple(sorted((int(casino), str(face).upper()) for casino, face in pairs))
        except (TypeError, ValueError, OverflowError):
            raise InvalidOption("force must map casinos 1-6 to tile faces, like {1: 'D2'}", "force_form") from None
        for casino, face in forced:
            if face not in FACES:
                raise InvalidOption(f"there is no tile face {face!r}: faces are A1 … H2", "tile_face", face=face)
            if not 1 <= casino <= tiles:
                raise InvalidOption(
                    f"casino {casino} has no tile when {tiles} tiles lie on casinos 1-{tiles}",
                    "tile_casino",
                    casino=casino,
                    tiles=tiles,
                )
        letters = [tile_of(face) for _, face in forced]
        if len(set(letters)) != len(letters) or len({c for c, _ in forced}) != len(forced):
            raise InvalidOption(
                "forced faces must lie on different casinos and come from different tiles", "tile_twice"
            )
        if no_repeat and forced:
            raise InvalidOption(
                "forced faces return every round, so they cannot be combined with no_repeat", "force_no_repeat"
            )
        if no_repeat and tiles > MOST_TILES_WITHOUT_REPEATS:
            raise InvalidOption(
                f"with no_repeat at most {MOST_TILES_WITHOUT_REPEATS} tiles per round: 3 rounds of more could "
                "leave too few different tiles for the last round",
                "no_repeat_tiles",
                most=MOST_TILES_WITHOUT_REPEATS,
            )
        return (("force", forced), ("no_repeat", no_repeat), ("tiles", tiles))

    @classmethod
    def options_json(cls, options: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
        values = dict(options)
        return {"tiles": values["tiles"], "no_repeat": values["no_repeat"], "force": dict(values["force"])}

    @classmethod
    def owner_count(cls, game: Game) -> int:
        """The basic game's owners, then the imaginary blank owner of the grey dice (F1, F2)."""
        return RoyaleBasicState.owner_count(game) + 1

    @classmethod
    def _initial_extra(cls, game: Game) -> dict[str, Any]:
        seats = game.players
        return {
            **super(RoyaleState, cls)._initial_extra(game),
            "tiles": ("",) * CASINOS,
            "faces_used": (),
            "board": TileBoard.fresh(seats, ()),
            "steps": (),
            "resume": Resume.NONE,
            "rolled": None,
            "placed": 0,
            "bank": ((),) * seats,
            "bank_paid": (0,) * seats,
            "chips_won": (0,) * seats,
            "chips_lost": (0,) * seats,
        }

    @property
    def blank(self) -> int:
        """The owner index of the blank dice."""
        return self.owner_count(self.game) - 1

    def owner_name(self, owner: int) -> str:
        return "blank" if owner == self.blank else RoyaleBasicState.owner_name(self, owner)

    def tile_casino(self, face: str) -> int:
        """The casino 1-6 beside which ``face`` lies this round, 0 if it is not laid."""
        return self.tiles.index(face) + 1 if face in self.tiles else 0

    def is_open(self, casino: int) -> bool:
        """Whether dice may enter or leave a casino (E1 NO ENTRY! closes one)."""
        return casino != self.board.no_entry

    # ----------------------------------------------------------------- the API

    def current_player(self) -> int:
        if self.phase is Phase.EFFECT:
            seat = self.steps[0].seat
            return seat if seat >= 0 else CHANCE
        return RoyaleBasicState.current_player(self)

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is Phase.EFFECT:
            step = self.steps[0]
            return self._step_actions(step) if step.seat >= 0 else []
        if phase is Phase.TURN:
            return [Roll(), *self._power_actions()]
        if phase is Phase.PLACE:
            assert self.roll is not None
            places: list[Action] = [Place(v) for v in sorted(set(self.roll.faces())) if self.is_open(v)]
            return (places or [Pass()]) + self._extra_actions()
        return []

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase is Phase.EFFECT:
            step = self.steps[0]
            if step.seat != CHANCE:
                return []
            if step.kind == "tile":
                return list(self._tile_outcomes(step.casino))
            return list(BLACK_OUTCOMES)
        return RoyaleBasicState.chance_outcomes(self)

    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase is Phase.EFFECT and self.steps[0].seat == CHANCE:
            step = self.steps[0]
            if step.kind == "tile":
                choices = self._tile_choices()
                letter = rng.choice(sorted(choices))
                return TileDraw(step.casino, rng.choice(choices[letter]))
            low, high = sorted((rng.randint(1, 6), rng.randint(1, 6)))
            return BlackDice((low, high))
        return RoyaleBasicState.sample_chance(self, rng)

    def why_illegal(self, action: Action) -> str | None:
        phase = self.phase
        if phase is Phase.EFFECT:
            return self._why_illegal_step(action)
        if phase is Phase.TURN and isinstance(action, TileAction) and action.word == "power":
            if action in self._power_actions():
                return None
            if self.board.power != self.player or not self.board.power_ready:
                return f"{self.seat_name(self.player)} cannot use POWER PLAY now (only on the turn after taking it)"
            return f"{action} is not possible: the casino is closed or there is no such die left"
        if phase is Phase.PLACE:
            assert self.roll is not None
            legal = self.legal_actions()
            if isinstance(action, Place) and action.value in self.roll.faces() and not self.is_open(action.value):
                return f"casino {action.value} is closed (NO ENTRY!): no dice may be placed there"
            if isinstance(action, Pass):
                return None if action in legal else "you can place dice: passing is only for a roll with no open casino"
        return RoyaleBasicState.why_illegal(self, action)

    def apply_unchecked(self, action: Action) -> RoyaleState:
        phase = self.phase
        if phase is Phase.EFFECT:
            step = self.steps[0]
            return self._with(steps=self.steps[1:])._resolve(step, action)._run()
        if phase is Phase.TURN:
            board = self.board
            if board.power == self.player and board.power_ready:  # the token's turn is now, used or not
                state = self._with(board=replace(board, power_ready=False))
            else:
                state = self
            if isinstance(action, TileAction):
                return state._power(action)
            return RoyaleBasicState.apply_unchecked(state, action)
        if phase is Phase.PLACE and isinstance(action, Pass):
            return self._pass_turn()
        return RoyaleBasicState.apply_unchecked(self, action)

    # ----------------------------------------------------------------- round setup: the tiles

    def _deal_on(self) -> RoyaleState:
        """Once the pairs are dealt, the round's tiles are laid (forced faces at once, the others by chance)."""
        state = RoyaleBasicState._deal_on(self)
        if state.phase is Phase.DEAL:
            return state
        forced = dict(self.game.option("force"))
        state = state._with(
            tiles=("",) * CASINOS,
            board=TileBoard.fresh(self.game.players, ()),
            resume=Resume(state.phase.value),
            phase=Phase.EFFECT,
        )
        for casino, face in forced.items():
            state = state._lay(casino, face)
        draws = tuple(Step("tile", CHANCE, c, -1) for c in range(1, self.game.option("tiles") + 1) if c not in forced)
        return state._with(steps=draws)._run()

    def _tile_choices(self) -> dict[str, list[str]]:
        """Per tile still free this round, its faces that may be laid (``no_repeat``: unused in the game)."""
        taken = {tile_of(face) for face in self.tiles if face}
        fresh = self.game.option("no_repeat")
        choices: dict[str, list[str]] = {}
        for face in FACE_IDS:
            if tile_of(face) not in taken and not (fresh and face in self.faces_used):
                choices.setdefault(tile_of(face), []).append(face)
        return choices

    def _tile_outcomes(self, casino: int) -> Iterator[tuple[Action, Fraction]]:
        """A free tile uniformly, then one of its allowed faces uniformly."""
        choices = self._tile_choices()
        for letter in sorted(choices):
            for face in choices[letter]:
                yield TileDraw(casino, face), Fraction(1, len(choices) * len(choices[letter]))

    def _lay(self, casino: int, face: str) -> RoyaleState:
        """Lay ``face`` beside ``casino``, with what it brings: HANDICAP's blank dice go into the casinos."""
        changes: dict[str, Any] = {
            "tiles": self.tiles[: casino - 1] + (face,) + self.tiles[casino:],
            "faces_used": (*self.faces_used, face),
        }
        if face == "F1":
            changes["board"] = replace(self.board, clusters=BLOCK_IT_CLUSTERS)
        if face == "F2":
            blank = self.blank
            changes["casinos"] = tuple(
                Casino(c.money, c.dice[:blank] + (c.dice[blank] + n,) + c.dice[blank + 1 :])
                for c, n in zip(self.casinos, HANDICAP_SETUP, strict=True)
            )
        return self._with(**changes)

    # ----------------------------------------------------------------- the flow of steps

    def _run(self) -> RoyaleState:
        """Carry out the engine's own steps and skip those nobody can carry out (R23); with none left, go on."""
        state = self._settle()
        while state.steps:
            step = state.steps[0]
            if step.seat == AUTO:
                state = state._with(steps=state.steps[1:])._auto(step)._settle()
            elif step.seat >= 0 and not state._step_actions(step):
                state = state._with(steps=state.steps[1:])
            else:
                return state if state.phase is Phase.EFFECT else state._with(phase=Phase.EFFECT)
        resume = state.resume
        state = state._with(resume=Resume.NONE)
        if resume is Resume.NEXT:
            return state._with(phase=Phase.TURN)._pass_turn()
        if resume is Resume.PAYOUT:
            return state._pay_round()
        return state._with(phase=Phase(resume.value))

    def _push(self, *steps: Step) -> RoyaleState:
        """Queue ``steps`` before the ones already waiting (an effect's follow-up comes first)."""
        return self._with(steps=steps + self.steps)

    def _settle(self) -> RoyaleState:
        """D2: the POWER PLAY token returns to the tile whenever its casino has no strict single majority."""
        board = self.board
        if board.power >= 0 and strict_majority(self.casinos[self.tile_casino("D2") - 1].dice) < 0:
            return self._with(board=replace(board, power=-1, power_ready=False))
        return self

    def _pass_turn(self, **changes: Any) -> RoyaleState:
        return RoyaleBasicState._pass_turn(self, rolled=None, placed=0, **changes)

    def _place(self, value: int, **changes: Any) -> RoyaleState:
        """The rolled dice showing ``value`` go to that casino, which then activates its tile."""
        placed = self._placed(value)
        state = self._with(roll=None, rolled=self.roll, placed=value, resume=Resume.NEXT, **placed, **changes)
        return state._activate(value)._run()

    def _power(self, action: TileAction) -> RoyaleState:
        """D2: instead of rolling, one remaining die set to a value and placed there, activating its tile."""
        value, size = action.number(), BIG if action.biggy else SMALL
        edit = _Edit(self)
        edit.move(self.player, size, SUPPLY, value)
        rolled = Dice.of({(OWN, size): [value]})
        state = self._with(**edit.changes(), rolled=rolled, placed=value, resume=Resume.NEXT)
        return state._activate(value)._run()

    def _power_actions(self) -> list[Action]:
        seat, board = self.player, self.board
        if board.power != seat or not board.power_ready:
            return []
        return [TileAction.of("power", die) for die in self._dice_to_set(seat)]

    def _dice_to_set(self, seat: int) -> list[str]:
        """``4`` / ``4B``: a remaining small die or the Biggy set to a value whose casino is open."""
        small, big = self.supplies[seat]
        values = [v for v in range(1, CASINOS + 1) if self.is_open(v)]
        return [f"{v}" for v in values if small] + [f"{v}B" for v in values if big]

    # ----------------------------------------------------------------- activation

    def _activate(self, casino: int) -> RoyaleState:
        """The tile beside ``casino`` acts for the player whose turn it is, as dice were just placed there."""
        face = self.tiles[casino - 1]
        if not face or not FACES[face].activated or not self.is_open(casino):
            return self
        seat = self.player
        decide = Step(face, seat, casino, seat)  # replaced below by the kind of step the face asks for
        if face == "A1":
            return self._push(replace(decide, kind="hide"))
        if face == "A2":
            return self._push(Step("jackpot", CHANCE, casino, seat))
        if face == "B2":
            return self._push(Step("fifty-roll", CHANCE, casino, seat, (0, 0, 0)))
        if face == "H2":
            return self._push(Step("my-choice-roll", CHANCE, casino, seat))
        kinds = {"E1": "no-entry", "F1": "block-it", "F2": "handicap", "G2": "double-down", "H1": "nice-dice"}
        if face in kinds:
            return self._push(replace(decide, kind=kinds[face]))
        edit = _Edit(self)
        board = self.board
        if face == "C1" and board.high_five < 0 and edit.dice[casino - 1][seat] >= HIGH_FIVE_DICE:
            edit.board = replace(board, high_five=seat)
        elif face == "D1":
            edit.give(seat, pay_day(sum(1 for dice in edit.dice if dice[seat])))
        elif face == "D2" and strict_majority(self.casinos[casino - 1].dice) == seat:
            edit.board = replace(board, power=seat, power_ready=True)
        elif face == "E2":
            for size in board.bar[seat]:  # the active player's dice come back from the bar
                edit.move(seat, size, BAR, SUPPLY)
            players = self.game.players
            opponents = [(seat + step) % players for step in range(1, players)]
            return self._with(**edit.changes())._push(*(Step("knock-out", o, casino, seat) for o in opponents))
        return self._with(**edit.changes())

    # ----------------------------------------------------------------- decisions and their legal actions

    def _step_actions(self, step: Step) -> list[Action]:
        """The legal actions of a decision step (empty: it cannot be carried out, R23)."""
        kind, seat, casino = step.kind, step.seat, step.casino
        of: Callable[..., Action] = TileAction.of
        if kind in ("hide", "guess"):
            return [of(kind, n) for n in LUCKY_PUNCH]
        if kind == "fifty":
            return [of("stop"), of("bet", "higher"), of("bet", "lower")]
        if kind == "my-choice":
            return [of("choose", v) for v in sorted(set(step.data))]
        if kind == "prime":
            open_values = sorted({v for v in step.data if self.is_open(v)})
            both = [of("place-black", *step.data)] if all(self.is_open(v) for v in step.data) else []
            return [of("place-black", "none"), *(of("place-black", v) for v in open_values), *both]
        if kind == "no-entry":
            now = self.board.no_entry
            stay = [of("close", "none")] if now else []
            return stay + [of("close", c) for c in range(1, CASINOS + 1) if c not in (casino, now)]
        if kind in ("knock-out", "golden"):
            if kind == "knock-out" and len(self.board.bar[seat]) >= BAR_LIMIT:
                return []
            word = "to-bar" if kind == "knock-out" else "golden"
            small, big = self.supplies[seat]
            return [of(word, "small")] * bool(small) + [of(word, "biggy")] * bool(big)
        if kind == "block-it":
            sizes = sorted(set(self.board.clusters))
            moves = [of("block", s, c) for s in sizes for c in range(1, CASINOS + 1) if self.is_open(c)]
            return [of("block", "none"), *moves] if moves else []
        if kind == "handicap":
            free = [k for i, k in enumerate(HANDICAP_KINDS) if self.board.handicap[i] < HANDICAP_SPACES[k]]
            sources = [c for c in range(1, CASINOS + 1) if self.is_open(c) and self.casinos[c - 1].dice[self.blank]]
            moves = [of("handicap", c, k) for c in sources for k in free]
            return [of("handicap", "none"), *moves] if moves else []
        if kind == "adjust":
            edit = _Edit(self)
            back = [f"{c}" for c in range(1, CASINOS + 1) if self.is_open(c) and edit.small_in(seat, c)]
            if self.is_open(self.biggy[seat]) and 1 <= self.biggy[seat] <= CASINOS:
                back.append(f"{self.biggy[seat]}B")
            return [of("set", d) for d in self._dice_to_set(seat)] + [of("take-back", c) for c in back]
        if kind == "double-down":
            small = _Edit(self).small_in(seat, casino)
            with_biggy = [False, True] if self.biggy[seat] == casino else [False]
            moves = [of("double-down", n, *(["B"] if b else [])) for b in with_biggy for n in range(small + 1)]
            return moves if len(moves) > 1 else []
        if kind == "nice-dice":
            dice = self._nice_candidates(casino, seat)
            return [of("nice-dice", "none"), *(of("nice-dice", d) for d in dice)] if dice else []
        if kind == "activate":
            others = [c for c, f in enumerate(self.tiles, 1) if f and c != casino and self.is_open(c)]
            return [of("activate", c) for c in others]
        if kind == "split":
            return list(SPLITS)
        if kind == "pick":
            return [of("pick", 1), of("pick", 2)]
        raise ValueError(f"unknown step {kind!r}")

    def _nice_candidates(self, casino: int, seat: int) -> list[str]:
        """H1: each die of this turn's roll still in the supply, or placed on this casino this turn, that may go
        onto its value's space (a die already there must be able to move to its value's casino)."""
        if self.rolled is None:
            return []
        edit = _Edit(self)
        found = []
        for tag, size, faces in self.rolled.groups:
            if tag != OWN:
                continue
            for value in sorted(set(faces)):
                if value == self.placed:
                    here = value == casino and (
                        self.biggy[seat] == casino if size == BIG else edit.small_in(seat, casino) > 0
                    )
                    available = here
                else:
                    available = self.supplies[seat][size - 1] > 0
                occupant = self.board.nice[value - 1]
                if available and (occupant == EMPTY or self.is_open(value)):
                    found.append(f"{value}{'B' if size == BIG else ''}")
        return found

    def _why_illegal_step(self, action: Action) -> str | None:
        step = self.steps[0]
        if step.seat == CHANCE:
            if action.is_chance and any(action == outcome for outcome, _ in self.chance_outcomes()):
                return None
            return f"{CHANCE_STEPS[step.kind]}: the next step is chance's, not {action}"
        name = self.seat_name(step.seat)
        if action.is_chance:
            return f"it is {name}'s decision, not chance's"
        legal = self._step_actions(step)
        if action in legal:
            return None
        task = STEP_TASKS[step.kind].format(player=self.seat_name(step.player) if step.player >= 0 else "")
        tile = FACES[self.tiles[step.casino - 1]].name
        return f"{name} must {task} ({tile}): {', '.join(map(str, legal))}, not {action}"

    # ----------------------------------------------------------------- resolving a step

    def _resolve(self, step: Step, action: Action) -> RoyaleState:
        """The state after ``action`` answers ``step`` (already taken off the queue)."""
        if isinstance(action, TileDraw):
            return self._lay(action.casino, action.face)
        if isinstance(action, BlackDice):
            return self._rolled_black(step, action)
        assert isinstance(action, TileAction)
        edit = _Edit(self)
        player, casino = step.player, step.casino
        board = self.board
        word = action.word
        if word == "hide":
            return self._push(Step("guess", (player + 1) % self.game.players, casino, player, (action.number(),)))
        if word == "guess":
            held = step.data[0]
            if action.number() != held:
                edit.give(player, LUCKY_PUNCH[held])
        elif word in ("stop", "bet"):
            position, last = step.data
            if word == "bet":
                bet = 1 if action.args == ("higher",) else -1
                return self._push(Step("fifty-roll", CHANCE, casino, player, (position, last, bet)))
            edit.give(player, FIFTY_TRACK[position])
        elif word == "place-black" and not action.none:
            for value in (int(a) for a in action.args):
                edit.dice[value - 1][player] += 1
            edit.board = replace(board, black=board.black + tuple((int(a), player) for a in action.args))
        elif word == "close" and not action.none:
            track = (board.no_entry_track + 1) % len(NO_ENTRY_TRACK)
            edit.board = replace(board, no_entry=action.number(), no_entry_track=track)
            edit.give(player, NO_ENTRY_TRACK[track])
        elif word in ("to-bar", "golden"):
            size = BIG if action.biggy else SMALL
            if word == "golden" and board.golden != EMPTY:
                edit.move(board.golden[0], board.golden[1], GOLDEN, SUPPLY)  # the occupant returns to its owner
            edit.move(step.seat, size, SUPPLY, BAR if word == "to-bar" else GOLDEN)
        elif word == "block" and not action.none:
            size, target = action.number(0), action.number(1)
            clusters = list(board.clusters)
            clusters.remove(size)
            edit.board = replace(board, clusters=tuple(clusters))
            edit.dice[target - 1][self.blank] += size
        elif word == "handicap" and not action.none:
            source, kind = action.number(0), action.args[1]
            edit.dice[source - 1][self.blank] -= 1
            index = HANDICAP_KINDS.index(kind)
            spaces = board.handicap[:index] + (board.handicap[index] + 1,) + board.handicap[index + 1 :]
            edit.board = replace(board, handicap=spaces)
            edit.give(player, HANDICAP_REWARD[kind])
            if kind == "choice":
                return self._with(**edit.changes())._push(Step("adjust", player, casino, player))
        elif word == "set":
            edit.move(player, BIG if action.biggy else SMALL, SUPPLY, action.number())
        elif word == "take-back":
            edit.move(player, BIG if action.biggy else SMALL, action.number(), SUPPLY)
        elif word == "double-down":
            for _ in range(action.number()):
                edit.move(player, SMALL, casino, DOUBLE_DOWN)
            if action.biggy:
                edit.move(player, BIG, casino, DOUBLE_DOWN)
        elif word == "nice-dice" and not action.none:
            value, size = action.number(), BIG if action.biggy else SMALL
            occupant = board.nice[value - 1]
            if occupant != EMPTY:  # it goes to its value's casino, without activating it
                edit.move(occupant[0], occupant[1], NICE, value, space=value)
            source = casino if value == self.placed == casino else SUPPLY
            edit.move(player, size, source, NICE, space=value)
        elif word == "choose":
            return self._chose(step, action.number())
        elif word == "activate":
            return self._activate(action.number())
        elif word == "split":
            pile = tuple(action.args.count(token) for token in BLACK_BOX_TOKENS)
            return self._push(Step("pick", player, casino, player, pile))
        elif word == "pick":
            first = step.data
            pile = (
                first
                if action.number() == 1
                else tuple(BLACK_BOX_COUNTS[t] - n for t, n in zip(BLACK_BOX_TOKENS, first, strict=True))
            )
            for token, count in zip(BLACK_BOX_TOKENS, pile, strict=True):
                for _ in range(count):
                    edit.give(player, BLACK_BOX_REWARD[token])
        return self._with(**edit.changes())

    def _rolled_black(self, step: Step, dice: BlackDice) -> RoyaleState:
        """The black dice of JACKPOT, FIFTY FIFTY, PRIME TIME or MY CHOICE have landed."""
        player, casino = step.player, step.casino
        if step.kind == "jackpot":
            edit = _Edit(self)
            board = self.board
            if dice.total == 7 or dice.faces[0] == dice.faces[1]:
                edit.give(player, Reward(money=board.jackpot))
                edit.board = replace(board, jackpot=JACKPOT_TRACK[0])
            else:
                edit.board = replace(board, jackpot=min(board.jackpot + 10, JACKPOT_TRACK[-1]))
            return self._with(**edit.changes())
        if step.kind == "fifty-roll":
            position, last, bet = step.data
            total = dice.total
            if bet:
                won = (total > last) if bet > 0 else (total < last)
                if not won:
                    return self  # a lost bet, or the same sum again: nothing
                position += 1
            else:
                position = 1  # the first roll moves the counter from start to $0
            if position == len(FIFTY_TRACK) - 1:  # on 60 the player must stop
                edit = _Edit(self)
                edit.give(player, FIFTY_TRACK[position])
                return self._with(**edit.changes())
            return self._push(Step("fifty", player, casino, player, (position, total)))
        kind = "prime" if step.kind == "prime-roll" else "my-choice"
        return self._push(Step(kind, player, casino, player, dice.faces))

    def _chose(self, step: Step, value: int) -> RoyaleState:
        """H2, R21: the reward of the black die chosen."""
        player, casino = step.player, step.casino
        if value in MY_CHOICE:
            edit = _Edit(self)
            edit.give(player, MY_CHOICE[value])
            return self._with(**edit.changes())
        kind = {MY_CHOICE_ACTIVATE: "activate", MY_CHOICE_ADJUST: "adjust", MY_CHOICE_GOLDEN: "golden"}[value]
        return self._push(Step(kind, player, casino, player))

    # ----------------------------------------------------------------- the round's end

    def _end_round(self) -> RoyaleState:
        """R24: the "before payout" tiles in casino order, then BLACK BOX, then the payout (``_pay_round``)."""
        before = [
            Step(k, AUTO, c, -1)
            for c, f in enumerate(self.tiles, 1)
            for k, face in (("prime-time", "B1"), ("bad-luck", "C2"))
            if f == face
        ]
        box = [Step("black-box", AUTO, c, -1) for c, f in enumerate(self.tiles, 1) if f == "G1"]
        return self._with(steps=tuple(before + box), resume=Resume.PAYOUT, phase=Phase.EFFECT)._run()

    def _auto(self, step: Step) -> RoyaleState:
        """A round-end tile finds whom it concerns."""
        casino = step.casino
        dice = self.casinos[casino - 1].dice
        players = self.game.players
        if step.kind == "bad-luck":
            fewest = min(dice[:players])
            owing = tuple(seat for seat in range(players) if dice[seat] == fewest)
            return self._with(board=replace(self.board, bad_luck=tuple(sorted(set(self.board.bad_luck + owing)))))
        awards = self.payout_preview()[casino - 1].awards
        winner = awards[0][0] if awards else -1
        if not 0 <= winner < players:
            return self  # no player takes the higher card here (R23)
        if step.kind == "prime-time":
            return self._push(Step("prime-roll", CHANCE, casino, winner))
        return self._push(Step("split", (winner + 1) % players, casino, winner))

    def _pay_round(self) -> RoyaleState:
        """The tiles pay from the bank, the casinos pay their cards, then BAD LUCK's fines are paid (R12)."""
        edit = self._tile_rewards()
        board = self.board
        if board.bad_luck:
            cards = [0] * self.game.players
            for result in self.payout_preview():
                for owner, money in result.awards:
                    if owner < self.game.players:
                        cards[owner] += sum(money)
            for seat in board.bad_luck:
                cash = sum(self.won[seat]) + sum(edit.bank[seat]) - edit.bank_paid[seat] + cards[seat]
                edit.fine(seat, BAD_LUCK_FINE, cash)
        return RoyaleBasicState._end_round(self._with(**edit.changes(), phase=Phase.TURN))

    def _tile_rewards(self) -> _Edit:
        """An edit in which the tiles that pay at the round's end have paid (HIGH FIVE, DOUBLE DOWN, NICE DICE,
        the golden space)."""
        edit = _Edit(self)
        board = self.board
        for casino, face in enumerate(self.tiles, 1):
            if face == "C1" and board.high_five >= 0:
                edit.give(board.high_five, Reward(money=HIGH_FIVE_PAY))
            elif face == "G2":
                table = pay_casino(casino, DOUBLE_DOWN_PAY, dict(enumerate(board.double_down)))
                for seat, money in table.awards:
                    edit.give(seat, Reward(money=money[0]))
            elif face == "H1":
                for value, (owner, _size) in enumerate(board.nice, 1):
                    if owner >= 0:
                        edit.give(owner, NICE_DICE[value])
            elif face == "H2" and board.golden != EMPTY:
                edit.give(board.golden[0], Reward(money=GOLDEN_PAY))
        return edit

    def _round_reset(self) -> dict[str, Any]:
        """Every die comes back (supplies are refilled by the family), the tiles leave the table."""
        return {
            **RoyaleBasicState._round_reset(self),
            "tiles": ("",) * CASINOS,
            "board": TileBoard.fresh(self.game.players, ()),
            "rolled": None,
            "placed": 0,
        }

    # ----------------------------------------------------------------- what the tiles would pay, what is hidden

    def bonus_preview(self) -> list[int]:
        """What the tiles would pay or charge each seat at the round's end if it ended now (chips at 10): HIGH
        FIVE, DOUBLE DOWN, NICE DICE, the golden space, and BAD LUCK's fine to the seats with fewest dice
        there now (as if their cash covers it). BLACK BOX and PRIME TIME are left out: what they give
        depends on decisions and dice still to come."""
        edit = self._tile_rewards()
        players = self.game.players
        fined = [0] * players
        for casino, face in enumerate(self.tiles, 1):
            if face == "C2":
                dice = self.casinos[casino - 1].dice[:players]
                for seat in range(players):
                    fined[seat] += BAD_LUCK_FINE if dice[seat] == min(dice) else 0
        return [
            sum(edit.bank[seat])
            - sum(self.bank[seat])
            + ROYALE_CHIP_VALUE * (edit.chips[seat] - self.chips[seat])
            - fined[seat]
            for seat in range(players)
        ]

    def determinised(self, seat: int, rng: random.Random) -> RoyaleState:
        """LUCKY PUNCH's tokens held and a BLACK BOX split are hidden from all but the seat that chose them;
        for any other seat they are drawn anew, uniformly among the choices that seat could not tell apart
        (any number of tokens; any split with the piles' visible sizes)."""
        players = self.game.players
        steps = list(self.steps)
        for index, step in enumerate(steps):
            if step.kind == "guess" and seat != step.player:
                steps[index] = replace(step, data=(rng.choice(sorted(LUCKY_PUNCH)),))
            elif step.kind == "pick" and seat != (step.player + 1) % players:
                alike = [pile for pile in black_box_splits() if sum(pile) == sum(step.data)]
                steps[index] = replace(step, data=rng.choice(alike))
        return self if tuple(steps) == self.steps else self._with(steps=tuple(steps))

    # ----------------------------------------------------------------- the end

    def cash(self, seat: int) -> int:
        """Money cards won plus money from the bank, less what was paid to it (chips not included)."""
        return sum(self.won[seat]) + sum(self.bank[seat]) - self.bank_paid[seat]

    def scores(self) -> list[int]:
        """Cash plus 10 per chip held (R12)."""
        return [self.cash(seat) + ROYALE_CHIP_VALUE * self.chips[seat] for seat in range(self.game.players)]

    def _tiebreak(self, seat: int) -> int:
        """Money cards (each bank payment one card) plus chips; none of the cards once cash reached 0 (R12)."""
        cards = len(self.won[seat]) + len(self.bank[seat]) if self.cash(seat) > 0 else 0
        return cards + self.chips[seat]

    def _chips_income(self, seat: int) -> int:
        return self.chips_won[seat] - self.chips_lost[seat]

    # ----------------------------------------------------------------- checks, views and saves

    def _setup_dice_out(self) -> bool:
        """Also while tiles resolve during the round or at its end (not while the tiles are laid before the
        2-player neutral dice are rolled)."""
        if self.phase is Phase.EFFECT:
            return self.resume is not Resume.SETUP_ROLL
        return RoyaleBasicState._setup_dice_out(self)

    def _dice_off_casinos(self, seat: int) -> int:
        black = sum(1 for _casino, owner in self.board.black if owner == seat)
        return self.board.own_dice_on_tiles(seat) - black

    def violations(self) -> list[str]:
        """As the basic game's, plus the tiles'; a decision waiting must have a legal action (checked last: only
        a state sound otherwise can list its actions)."""
        problems = RoyaleBasicState.violations(self)
        step = self.steps[0] if self.steps else None
        if not problems and step is not None and step.seat >= 0 and not self._step_actions(step):
            problems.append(f"{self.owner_name(step.seat)} must decide but has no legal action")
        return problems

    def _extra_violations(self) -> list[str]:
        problems = RoyaleBasicState._extra_violations(self)
        board, game, phase = self.board, self.game, self.phase
        laid = [face for face in self.tiles if face]
        if len({tile_of(face) for face in laid}) != len(laid):
            problems.append("two faces of one tile lie on the table")
        if any(self.tiles[game.option("tiles") :]):
            problems.append(f"a tile lies beyond casino {game.option('tiles')}")
        if any(self.tiles) and any(self.tiles[casino - 1] != face for casino, face in game.option("force")):
            problems.append("a forced face is not on its casino")
        if game.option("no_repeat") and len(set(self.faces_used)) != len(self.faces_used):
            problems.append("a face was laid twice although faces must not repeat")
        if (phase is Phase.EFFECT) != bool(self.steps):
            problems.append("tile steps must wait exactly while the phase is effect")
        if self.steps and self.steps[0].seat == AUTO:
            problems.append("an automatic step waits for nobody")
        blank = self.blank
        blank_in_casinos = sum(c.dice[blank] for c in self.casinos)
        if "F1" in self.tiles or "F2" in self.tiles:
            if blank_in_casinos + board.blank_on_tiles() != BLANK_DICE:
                problems.append(f"{blank_in_casinos + board.blank_on_tiles()} blank dice instead of {BLANK_DICE}")
        elif blank_in_casinos or board.blank_on_tiles():
            problems.append("blank dice are out without BLOCK IT! or HANDICAP")
        for casino, seat in board.black:
            if self.casinos[casino - 1].dice[seat] < 1 or self.tiles.count("B1") != 1:
                problems.append("a black die lies where PRIME TIME could not have put it")
        for face, used in (("C1", board.high_five >= 0), ("D2", board.power >= 0), ("E1", board.no_entry > 0)):
            if used and face not in self.tiles:
                problems.append(f"the token of {FACES[face].name} is out but the tile is not laid")
        if board.no_entry and board.no_entry == self.tile_casino("E1"):
            problems.append("NO ENTRY! closes its own casino")
        for seat in range(game.players):
            bar = board.bar[seat]
            if len(bar) > BAR_LIMIT or (bar and "E2" not in self.tiles):
                problems.append(f"{self.owner_name(seat)} has dice in a bar that cannot hold them")
            place = self.biggy[seat]
            found = {
                BAR: bar.count(BIG),
                NICE: sum(1 for o, size in board.nice if o == seat and size == BIG),
                GOLDEN: int(board.golden == (seat, BIG)),
            }
            if any(n != (place == where) for where, n in found.items()):
                problems.append(f"{self.owner_name(seat)}'s Biggy is not where the tiles say")
            if place == DOUBLE_DOWN and board.double_down[seat] < BIG:
                problems.append(f"{self.owner_name(seat)}'s Biggy is not on DOUBLE DOWN")
        for face, used in (("G2", any(board.double_down)), ("H1", board.nice != TileBoard().nice)):
            if used and face not in self.tiles:
                problems.append(f"dice lie on {FACES[face].name}, which is not laid")
        if board.golden != EMPTY and "H2" not in self.tiles:
            problems.append("a die lies on the golden space, but MY CHOICE is not laid")
        for seat in range(game.players):
            if self.cash(seat) < 0 or any(m <= 0 for m in self.bank[seat]):
                problems.append(f"{self.owner_name(seat)}'s bank money does not add up")
        return problems

    def _observe_seat(self, seat: int) -> dict[str, Any]:
        return {
            **RoyaleBasicState._observe_seat(self, seat),
            "bank": list(self.bank[seat]),
            "bank_paid": self.bank_paid[seat],
            "cash": self.cash(seat),
            "bar": len(self.board.bar[seat]),
        }

    def _observe_casino(self, index: int) -> dict[str, Any]:
        face = self.tiles[index]
        tile = {"face": face, "name": FACES[face].name} if face else None
        return {**RoyaleBasicState._observe_casino(self, index), "tile": tile, "closed": not self.is_open(index + 1)}

    def _observe_more(self) -> dict[str, Any]:
        """The tiles' public state and the step waiting, without what a player chose in secret."""
        board, names = self.board, self.owner_name

        def seat_or_none(seat: int) -> str | None:
            return names(seat) if seat >= 0 else None

        step_view: dict[str, Any] | None = None
        if self.steps:
            step = self.steps[0]
            face = self.tiles[step.casino - 1]
            view: dict[str, Any] = {
                "kind": step.kind,
                "seat": step.seat if step.seat >= 0 else None,
                "casino": step.casino,
                "for": seat_or_none(step.player),
                "tile": FACES[face].name if face else None,
            }
            if step.kind in ("fifty", "prime", "my-choice"):
                view["values"] = list(step.data)
            if step.kind == "pick":  # the piles lie face down: their sizes show, their tokens do not
                view["piles"] = [sum(step.data), sum(BLACK_BOX_COUNTS.values()) - sum(step.data)]
            step_view = view
        current = self.current_player()
        return {
            **RoyaleBasicState._observe_more(self),
            "to_move": current if current >= 0 else None,
            "step": step_view,
            "tiles": {
                "jackpot": board.jackpot,
                "high_five": seat_or_none(board.high_five),
                "power_play": seat_or_none(board.power),
                "power_ready": board.power_ready,
                "no_entry": board.no_entry or None,
                "no_entry_track": board.no_entry_track,
                "bar": {names(s): list(b) for s, b in enumerate(board.bar) if b},
                "block_it": list(board.clusters),
                "handicap": dict(zip(HANDICAP_KINDS, board.handicap, strict=True)),
                "double_down": {names(s): n for s, n in enumerate(board.double_down) if n},
                "nice_dice": {str(v): names(o) for v, (o, _) in enumerate(board.nice, 1) if o >= 0},
                "golden": seat_or_none(board.golden[0]),
                "black": [[casino, names(seat)] for casino, seat in board.black],
                "bad_luck": [names(s) for s in board.bad_luck],
            },
            "options": self.options_json(self.game.options),
        }

    def _json_extra(self) -> dict[str, Any]:
        return {
            **RoyaleBasicState._json_extra(self),
            "tiles": list(self.tiles),
            "faces_used": list(self.faces_used),
            "board": self.board.to_json(),
            "steps": [[s.kind, s.seat, s.casino, s.player, list(s.data)] for s in self.steps],
            "resume": self.resume.value,
            "rolled": None if self.rolled is None else str(self.rolled),
            "placed": self.placed,
            "bank": [list(b) for b in self.bank],
            "bank_paid": list(self.bank_paid),
            "chips_won": list(self.chips_won),
            "chips_lost": list(self.chips_lost),
        }

    @classmethod
    def _chip_limit(cls, game: Game) -> int:
        """Tiles give chips too; a save's counts are bounded only by ``save.counts`` (99)."""
        return 99

    @classmethod
    def _biggy_format(cls, owners: int) -> str:
        return f"the Biggies must be {owners} places 0-{GOLDEN} (supply, casinos, bar, tiles)"

    @classmethod
    def _read_extra(cls, game: Game, data: dict[str, Any]) -> dict[str, Any]:
        seats = game.players
        tiles: Any = data.get("tiles")
        expect(isinstance(tiles, list) and len(tiles) == CASINOS, "the tiles must be one face (or '') per casino")
        expect(all(t == "" or t in FACES for t in tiles), "a tile face is unknown")
        used: Any = data.get("faces_used")
        expect(isinstance(used, list) and all(f in FACES for f in used), "the faces used are malformed")
        steps: Any = data.get("steps")
        expect(isinstance(steps, list), "the tile steps must be a list")
        read_steps = tuple(read_step(s, seats) for s in steps)
        resume: Any = data.get("resume")
        expect(resume in {r.value for r in Resume}, f"unknown resume {resume!r}")
        rolled: Any = data.get("rolled")
        read_rolled = None
        if rolled is not None:
            try:
                parsed = Action.parse(rolled)
            except (ValueError, TypeError):
                parsed = None
            expect(isinstance(parsed, Dice), "the roll kept for the tiles is unreadable")
            read_rolled = parsed
        bank: Any = data.get("bank")
        expect(isinstance(bank, list) and len(bank) == seats, "the bank money must be one list per seat")
        expect(
            all(isinstance(b, list) and all(type(m) is int and 0 < m <= 1000 for m in b) for b in bank),
            "bank money is malformed",
        )
        per_seat = {}
        for name in ("bank_paid", "chips_won", "chips_lost"):
            values: Any = data.get(name)
            expect(isinstance(values, list) and len(values) == seats, f"{name} must be one number per seat")
            expect(all(type(v) is int and 0 <= v <= 10_000 for v in values), f"{name} is malformed")
            per_seat[name] = tuple(values)
        return {
            **super(RoyaleState, cls)._read_extra(game, data),
            "tiles": tuple(tiles),
            "faces_used": tuple(used),
            "board": TileBoard.from_json(data.get("board"), seats),
            "steps": read_steps,
            "resume": Resume(resume),
            "rolled": read_rolled,
            "placed": int_in(data.get("placed"), 0, CASINOS, "value placed this turn"),
            "bank": tuple(tuple(b) for b in bank),
            **per_seat,
        }


