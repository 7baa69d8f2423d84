"""Las Vegas Royale's main game (``royale``) as a table: the fields the casino tiles add to the basic game's
(docs/rules.md §3) and what they answer by themselves, below everything that works on them.

The faces' rules (``faces/``), their working copy (``edit.py``) and the saved form (``save.py``) take a
``RoyaleTable``; the faces start the flow of steps through two hooks (``activate``, ``place_set_die``) that
``RoyaleState`` (``state.py``), the class the registry names, implements with the faces' rules: the game's rules
and rulings are described there.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from operator import sub
from typing import Any, ClassVar, Self

from vegas.core.actions import Dice
from vegas.core.game import Game
from vegas.games.lasvegas.money import ROYALE_CHIP_VALUE
from vegas.games.lasvegas.state import CASINOS, Phase

from .basic import RoyaleBasicState
from .options import read_tile_options, tile_options_json
from .steps import Resume, Step
from .tiles import FACES, GOLDEN, TileBoard, TilePaid


@dataclass(frozen=True, slots=True)
class RoyaleTable(RoyaleBasicState):
    """The main game's fields and queries; ``RoyaleState`` adds the flow of the tiles' steps."""

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
    tiles_paid: tuple[TilePaid, ...]  # what each tile paid or charged at the last round's end

    BIGGY_PLACES: ClassVar[int] = GOLDEN
    REBUILT_FROM_OBSERVATION = False  # the tiles' state is not read back from a view yet

    # ----------------------------------------------------------------- configuration

    @classmethod
    def read_options(cls, game: Game, options: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
        return read_tile_options(game, options)

    @classmethod
    def options_json(cls, options: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
        return tile_options_json(options)

    @classmethod
    def owner_count(cls, game: Game) -> int:
        """The basic game's owners, then the imaginary blank owner of the grey dice (F1, F2)."""
        return RoyaleBasicState.owner_count(game) + 1

    @classmethod
    def _initial_extra(cls, game: Game) -> dict[str, Any]:
        seats = game.players
        return {
            **super(RoyaleTable, cls)._initial_extra(game),
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
            "tiles_paid": (),
        }

    # ----------------------------------------------------------------- what the faces ask

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

    def dice_to_set(self, seat: int) -> list[tuple[int, bool]]:
        """(value, biggy): a remaining small die or the Biggy set to a value whose casino is open."""
        small, big = self.supplies[seat]
        values = [v for v in range(1, CASINOS + 1) if self.is_open(v)]
        return [(v, False) for v in values if small] + [(v, True) for v in values if big]

    def higher_card_winner(self, casino: int) -> int:
        """The seat about to take a casino's higher card, or -1 (none, or an imaginary owner: R23)."""
        awards = self.payout_preview()[casino - 1].awards
        winner = awards[0][0] if awards else -1
        return winner if 0 <= winner < self.game.players else -1

    def push_steps(self, *steps: Step) -> Self:
        """Queue ``steps`` before the ones already waiting (an effect's follow-up comes first)."""
        return self._with(steps=steps + self.steps)

    # ----------------------------------------------------------------- the flow the faces start (``RoyaleState``)

    @abstractmethod
    def activate(self, casino: int) -> Self:
        """The tile beside ``casino`` acts for the player whose turn it is, as dice were just placed there."""

    @abstractmethod
    def place_set_die(self, value: int, size: int) -> Self:
        """One remaining die of the player to move, set to ``value`` and placed there, activating its tile."""

    # ----------------------------------------------------------------- the score

    def cash(self, seat: int) -> int:
        """Money cards won plus money from the bank, less what was paid to it (chips not included)."""
        return sum(self.won[seat]) + sum(self.bank[seat]) - self.bank_paid[seat]

    def scores(self) -> list[int]:
        """Cash plus 10 per chip held (R12)."""
        return [self.cash(seat) + ROYALE_CHIP_VALUE * self.chips[seat] for seat in range(self.game.players)]

    def money_count(self, seat: int) -> int:
        """Money cards, each bank payment one card; none once cash reached 0 (R12)."""
        return len(self.won[seat]) + len(self.bank[seat]) if self.cash(seat) > 0 else 0

    def _tiebreak(self, seat: int) -> int:
        """Money cards (``money_count``) plus chips (R12)."""
        return self.money_count(seat) + self.chips[seat]

    def _chips_income(self) -> list[int]:
        return list(map(sub, self.chips_won, self.chips_lost))

    # ----------------------------------------------------------------- dice off the casinos, view, save

    def _setup_dice_out(self) -> bool:
        """Also while tiles resolve during the round or at its end (not while the tiles are laid before the
        2-player neutral dice are rolled)."""
        if self.phase is Phase.EFFECT:
            return self.resume is not Resume.SETUP_ROLL
        return RoyaleBasicState._setup_dice_out(self)

    def _dice_off_casinos(self) -> list[int]:
        board, seats = self.board, self.game.players
        dice = board.own_dice_on_tiles(seats)
        for _casino, owner in board.black:
            if 0 <= owner < seats:
                dice[owner] -= 1
        return dice

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

    @classmethod
    def _chip_limit(cls, game: Game) -> int:
        """Tiles give chips too; a save's counts are bounded only by ``save.counts`` (99)."""
        return 99

    @classmethod
    def _biggy_format(cls, owners: int) -> str:
        return f"the Biggies must be {owners} places 0-{GOLDEN} (supply, casinos, bar, tiles)"
