"""Las Vegas Royale, main game (``royale``): docs/rules.md §3, rulings R12-R24; Royale rulebook "main game".

Everything of the basic game (``basic.py``) holds; this module adds the casino tiles: their faces, numbers
and what lies on them are data in ``tiles.py``; the fields they add to the state, and what those answer by
themselves, are ``RoyaleTable`` in ``table.py``; what each face does is one object in ``faces/`` (this state
only asks the faces laid); the kinds of steps they ask for are in ``steps.py``, their decisions' text forms in
``actions.py``, the options in ``options.py`` and the saved form in ``save.py``.

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
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from vegas.core.actions import OWN, Action, Dice, Pass, Place, Roll
from vegas.core.game import Game
from vegas.core.state import CHANCE
from vegas.games.lasvegas.money import ROYALE_CHIP_VALUE
from vegas.games.lasvegas.state import CASINOS, Phase, family_member
from vegas.games.royale.faces.all import FACE_RULES, STEP_RULES, TURN_RULES, FaceRules

from .actions import FACE_IDS, BlackDice, TileAction, TileDraw
from .basic import RoyaleBasicState
from .edit import Edit
from .save import read_tile_fields, tile_fields_json
from .steps import (
    AUTO,
    BLACK_OUTCOMES,
    CHANCE_STEPS,
    STEP_TASKS,
    Resume,
    Step,
    StepKind,
)
from .table import RoyaleTable
from .tiles import (
    BAD_LUCK_FINE,
    BAR,
    BIG,
    BLANK_DICE,
    DOUBLE_DOWN,
    FACES,
    GOLDEN,
    NICE,
    SUPPLY,
    TileBoard,
    TilePaid,
    tile_of,
)

SECRET_KINDS = (StepKind.HIDE, StepKind.SPLIT)
"""Steps whose choice the others learn only once they answered it (LUCKY PUNCH's tokens, BLACK BOX's piles)."""
BLANK_DICE_FACES = frozenset(face for face, rules in FACE_RULES.items() if rules.brings_blank_dice)
"""The faces laid with blank dice out of the box (BLOCK IT!, HANDICAP)."""
CHECKED_FACES = tuple(
    (face, rules) for face, rules in FACE_RULES.items() if type(rules).problems is not FaceRules.problems
)
"""The faces with tokens or dice of their own to check (the others keep ``FaceRules.problems``, which finds none)."""


@family_member
@dataclass(frozen=True, slots=True)
class RoyaleState(RoyaleTable):
    """A position of the main game: the table (``table.py``) and the flow of the tiles' steps through their faces."""

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
            return [Roll(), *self._turn_actions()]
        if phase is Phase.PLACE:
            assert self.roll is not None
            places: list[Action] = [Place.of(v) for v in self.roll.values() if self.is_open(v)]
            return (places or [Pass()]) + self._extra_actions()
        return []

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase is Phase.EFFECT:
            step = self.steps[0]
            if step.seat != CHANCE:
                return []
            if step.kind == StepKind.TILE:
                return list(self._tile_outcomes(step.casino))
            return list(BLACK_OUTCOMES)
        return RoyaleBasicState.chance_outcomes(self)

    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase is Phase.EFFECT and self.steps[0].seat == CHANCE:
            step = self.steps[0]
            if step.kind == StepKind.TILE:
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
        if phase is Phase.TURN and isinstance(action, TileAction) and action.word in TURN_RULES:
            return TURN_RULES[action.word].why_unusable(self, action)
        if phase is Phase.PLACE:
            assert self.roll is not None
            if isinstance(action, Place) and self.roll.shows(action.value) and not self.is_open(action.value):
                return f"casino {action.value} is closed (NO ENTRY!): no dice may be placed there"
            if isinstance(action, Pass):
                legal = self.legal_actions()
                return None if action in legal else "you can place dice: passing is only for a roll with no open casino"
        return RoyaleBasicState.why_illegal(self, action)

    def apply_unchecked(self, action: Action) -> RoyaleState:
        phase = self.phase
        if phase is Phase.EFFECT:
            step = self.steps[0]
            return self._with(steps=self.steps[1:])._resolve(step, action)._run()
        if phase is Phase.TURN:
            state = self
            for _casino, rules in self.laid():
                state = rules.turn_begins(state)
            if isinstance(action, TileAction):
                return TURN_RULES[action.word].use(state, action)
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
        tiles = range(1, self.game.option("tiles") + 1)
        draws = tuple(Step(StepKind.TILE, CHANCE, casino, -1) for casino in tiles if casino not in forced)
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
        """Lay ``face`` beside ``casino``, with what it brings (HANDICAP's blank dice, BLOCK IT!'s clusters)."""
        return self._with(
            tiles=self.tiles[: casino - 1] + (face,) + self.tiles[casino:],
            faces_used=(*self.faces_used, face),
            **FACE_RULES[face].lay(self, casino),
        )

    def laid(self) -> tuple[tuple[int, FaceRules], ...]:
        """The casinos with a face beside them this round, and that face's rules, in casino order."""
        return laid_faces(self.tiles)

    # ----------------------------------------------------------------- the flow of steps

    def _run(self) -> RoyaleState:
        """Carry out the engine's own steps and skip those nobody can carry out (R23); with none left, go on."""
        state = self._settle()
        while state.steps:
            step = state.steps[0]
            if step.seat == AUTO:
                state = STEP_RULES[step.kind].find_player(state._with(steps=state.steps[1:]), step)._settle()
            elif step.seat >= 0 and not state._step_actions(step):
                state = state._with(steps=state.steps[1:])
            else:
                return state if state.phase is Phase.EFFECT else state._with(phase=Phase.EFFECT)
        resume = state.resume
        if resume is Resume.NEXT:  # _pass_turn sets the phase of the next turn (or ends the round)
            return state._pass_turn(resume=Resume.NONE)
        if resume is Resume.PAYOUT:
            return state._with(resume=Resume.NONE)._pay_round()
        return state._with(resume=Resume.NONE, phase=Phase(resume.value))

    def _settle(self) -> RoyaleState:
        """What the faces take back after a change of the dice (D2: the POWER PLAY token without a majority)."""
        state = self
        for casino, rules in self.laid():
            state = rules.settle(state, casino)
        return state

    def _pass_turn(self, **changes: Any) -> RoyaleState:
        return RoyaleBasicState._pass_turn(self, rolled=None, placed=0, **changes)

    def _place(self, value: int, **changes: Any) -> RoyaleState:
        """The rolled dice showing ``value`` go to that casino, which then activates its tile."""
        placed = self._placed(value)
        state = self._with(roll=None, rolled=self.roll, placed=value, resume=Resume.NEXT, **placed, **changes)
        return state.activate(value)._run()

    def place_set_die(self, value: int, size: int) -> RoyaleState:
        """One remaining die of the player to move, set to ``value`` and placed there, activating its tile."""
        edit = Edit(self)
        edit.move(self.player, size, SUPPLY, value)
        rolled = Dice.of({(OWN, size): [value]})
        state = self._with(**edit.changes(), rolled=rolled, placed=value, resume=Resume.NEXT)
        return state.activate(value)._run()

    def _turn_actions(self) -> list[Action]:
        return [action for _casino, rules in self.laid() for action in rules.turn_actions(self)]

    # ----------------------------------------------------------------- activation, decisions, resolution

    def activate(self, casino: int) -> RoyaleState:
        """The tile beside ``casino`` acts for the player whose turn it is, as dice were just placed there."""
        face = self.tiles[casino - 1]
        if not face or not FACES[face].activated or not self.is_open(casino):
            return self
        return FACE_RULES[face].activate(self, casino, self.player)

    def _step_actions(self, step: Step) -> list[Action]:
        """The legal actions of a decision step (empty: it cannot be carried out, R23)."""
        rules = STEP_RULES.get(step.kind)
        if rules is None:
            raise ValueError(f"unknown step {step.kind!r}")
        return rules.actions(self, step)

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

    def _resolve(self, step: Step, action: Action) -> RoyaleState:
        """The state after ``action`` answers ``step`` (already taken off the queue)."""
        if isinstance(action, TileDraw):
            return self._lay(action.casino, action.face)
        if isinstance(action, BlackDice):
            return STEP_RULES[step.kind].rolled(self, step, action)
        assert isinstance(action, TileAction)
        return STEP_RULES[step.kind].resolve(self, step, action)

    # ----------------------------------------------------------------- the round's end

    def _end_round(self) -> RoyaleState:
        """R24: the "before payout" tiles in casino order, then the others acting at round end (BLACK BOX),
        then the payout (``_pay_round``)."""
        acting = [(not FACES[rules.face].before_payout, casino, rules) for casino, rules in self.laid()]
        steps = tuple(
            Step(rules.round_end_step, AUTO, casino, -1)
            for _late, casino, rules in sorted(acting, key=lambda late_casino_rules: late_casino_rules[:2])
            if rules.round_end_step
        )
        return self._with(steps=steps, resume=Resume.PAYOUT, phase=Phase.EFFECT)._run()

    def _pay_round(self) -> RoyaleState:
        """The tiles pay from the bank, the casinos pay their cards, then BAD LUCK's fines are paid (R12)."""
        paid: list[TilePaid] = []
        edit = self._tile_rewards(paid)
        board = self.board
        if board.bad_luck:
            cards = [0] * self.game.players
            for result in self.payout_preview():
                for owner, money in result.awards:
                    if owner < self.game.players:
                        cards[owner] += sum(money)
            before = _holdings(edit)
            for seat in board.bad_luck:
                cash = sum(self.won[seat]) + sum(edit.bank[seat]) - edit.bank_paid[seat] + cards[seat]
                edit.fine(seat, BAD_LUCK_FINE, cash)
            paid.append(_paid_between(self.tile_casino("C2"), "C2", before, _holdings(edit)))
        ended = self._with(**edit.changes(), phase=Phase.TURN, tiles_paid=tuple(p for p in paid if p.did_something))
        return RoyaleBasicState._end_round(ended)

    def _tile_rewards(self, paid: list[TilePaid] | None = None) -> Edit:
        """An edit in which the tiles that pay at the round's end have paid (HIGH FIVE, DOUBLE DOWN, NICE DICE,
        the golden space); ``paid`` receives what each of them paid."""
        edit = Edit(self)
        for casino, rules in self.laid():
            if FACES[rules.face].at_payout:
                before = _holdings(edit)
                rules.pay(self, casino, edit)
                if paid is not None:
                    paid.append(_paid_between(casino, rules.face, before, _holdings(edit)))
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
        for casino, rules in self.laid():
            for seat in rules.fined(self, casino):
                fined[seat] += BAD_LUCK_FINE
        return [
            sum(edit.bank[seat])
            - sum(self.bank[seat])
            + ROYALE_CHIP_VALUE * (edit.chips[seat] - self.chips[seat])
            - fined[seat]
            for seat in range(players)
        ]

    def is_secret_choice(self) -> bool:
        return self.phase is Phase.EFFECT and self.steps[0].seat >= 0 and self.steps[0].kind in SECRET_KINDS

    def determinised(self, seat: int, rng: random.Random) -> RoyaleState:
        """LUCKY PUNCH's tokens held and a BLACK BOX split are hidden from all but the seat that chose them;
        for any other seat they are drawn anew, uniformly among the choices that seat could not tell apart
        (any number of tokens; any split with the piles' visible sizes)."""
        players = self.game.players
        steps = tuple(
            rules.redrawn(step, seat, players, rng) if (rules := STEP_RULES.get(step.kind)) else step
            for step in self.steps
        )
        return self if steps == self.steps else self._with(steps=steps)

    # ----------------------------------------------------------------- the end

    # ----------------------------------------------------------------- checks, views and saves

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
        board, game, phase, tiles, steps = self.board, self.game, self.phase, self.tiles, self.steps
        options = dict(game.options)  # once: ``game.option`` makes this dict at every call
        laid = [face for face in tiles if face]
        if len({tile_of(face) for face in laid}) != len(laid):
            problems.append("two faces of one tile lie on the table")
        if any(tiles[options["tiles"] :]):
            problems.append(f"a tile lies beyond casino {options['tiles']}")
        if laid and any(tiles[casino - 1] != face for casino, face in options["force"]):
            problems.append("a forced face is not on its casino")
        if options["no_repeat"] and len(set(self.faces_used)) != len(self.faces_used):
            problems.append("a face was laid twice although faces must not repeat")
        if (phase is Phase.EFFECT) != bool(steps):
            problems.append("tile steps must wait exactly while the phase is effect")
        if steps and steps[0].seat == AUTO:
            problems.append("an automatic step waits for nobody")
        blank = self.blank
        blank_in_casinos = sum([casino.dice[blank] for casino in self.casinos])
        if not BLANK_DICE_FACES.isdisjoint(laid):
            blank_out = blank_in_casinos + board.blank_on_tiles()
            if blank_out != BLANK_DICE:
                problems.append(f"{blank_out} blank dice instead of {BLANK_DICE}")
        elif blank_in_casinos or board.blank_on_tiles():
            problems.append("blank dice are out without BLOCK IT! or HANDICAP")
        for face, rules in CHECKED_FACES:
            problems += rules.problems(self, face in laid)
        players, biggy = game.players, self.biggy
        biggies_on_nice = [0] * players
        for owner, size in board.nice:
            if size == BIG and 0 <= owner < players:
                biggies_on_nice[owner] += 1
        for seat in range(players):
            place = biggy[seat]
            if (
                board.bar[seat].count(BIG) != (place == BAR)
                or biggies_on_nice[seat] != (place == NICE)
                or (board.golden == (seat, BIG)) != (place == GOLDEN)
            ):
                problems.append(f"{self.owner_name(seat)}'s Biggy is not where the tiles say")
            if place == DOUBLE_DOWN and board.double_down[seat] < BIG:
                problems.append(f"{self.owner_name(seat)}'s Biggy is not on DOUBLE DOWN")
        for seat in range(players):
            bank = self.bank[seat]
            if self.cash(seat) < 0 or (bank and min(bank) <= 0):
                problems.append(f"{self.owner_name(seat)}'s bank money does not add up")
        return problems

    def _observe_more(self) -> dict[str, Any]:
        """The tiles' public state and the step waiting, without what a player chose in secret."""
        step_view: dict[str, Any] | None = None
        if self.steps:
            step = self.steps[0]
            face = self.tiles[step.casino - 1]
            rules = STEP_RULES.get(step.kind)
            step_view = {
                "kind": step.kind.value,
                "seat": step.seat if step.seat >= 0 else None,
                "casino": step.casino,
                "for": self.owner_name(step.player) if step.player >= 0 else None,
                "tile": FACES[face].name if face else None,
                **(rules.step_view(step) if rules else {}),
            }
        current = self.current_player()
        return {
            **RoyaleBasicState._observe_more(self),
            "to_move": current if current >= 0 else None,
            "step": step_view,
            "tiles": {key: value for rules in FACE_RULES.values() for key, value in rules.shown(self).items()},
            "options": self.options_json(self.game.options),
        }

    def _json_extra(self) -> dict[str, Any]:
        return {**RoyaleBasicState._json_extra(self), **tile_fields_json(self)}

    @classmethod
    def _read_extra(cls, game: Game, data: dict[str, Any]) -> dict[str, Any]:
        return {**super(RoyaleState, cls)._read_extra(game, data), **read_tile_fields(game, data)}


@lru_cache(maxsize=1024)
def laid_faces(tiles: tuple[str, ...]) -> tuple[tuple[int, FaceRules], ...]:
    """``RoyaleState.laid`` of a round's tiles, worked out once per tiles: every step asks it, some several times."""
    return tuple((casino, FACE_RULES[face]) for casino, face in enumerate(tiles, 1) if face)


def _holdings(edit: Edit) -> list[tuple[int, int]]:
    """Per seat, (money from the bank less money paid to it, chips) in an edit."""
    return [(sum(bank) - paid, chips) for bank, paid, chips in zip(edit.bank, edit.bank_paid, edit.chips, strict=True)]


def _paid_between(casino: int, face: str, before: list[tuple[int, int]], after: list[tuple[int, int]]) -> TilePaid:
    money = tuple(now[0] - was[0] for was, now in zip(before, after, strict=True))
    chips = tuple(now[1] - was[1] for was, now in zip(before, after, strict=True))
    return TilePaid(casino, face, money, chips)
