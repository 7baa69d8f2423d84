"""Las Vegas (``classic``) and its neutral-dice variant (``classic-neutral``): docs/rules.md §1, §1a, R1-R7, R28.

What is Las Vegas's own: 54 banknotes, each casino dealt in order 1…6 until it holds at least 50 (R1: an
empty pile leaves it short), 8 dice per seat (plus white ones in the variant, R6, R7), the start player
passing to the left each round, 4 rounds, and most money then most notes winning. The turn, placement,
payout and the lazily revealed pile are the family's (``table.py``, checked and read back by ``state.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vegas.core.actions import NEUTRAL, OWN
from vegas.core.chance import DieKind
from vegas.core.game import Game

from .money import CLASSIC_DEAL_MINIMUM, CLASSIC_NOTES
from .payout import CasinoPayout
from .state import CASINOS, Casino, CasinoState, Phase, add_money, family_member

__all__ = ["CASINOS", "DICE_PER_COLOUR", "Casino", "ClassicState", "Phase"]

DICE_PER_COLOUR = 8


@family_member
@dataclass(frozen=True, slots=True)
class ClassicState(CasinoState):
    MONEY = CLASSIC_NOTES
    MONEY_WORD = "notes"
    KINDS = ((OWN, 1), (NEUTRAL, 1))

    @staticmethod
    def has_neutral_dice(game: Game) -> bool:
        """The variant with white dice (§1a), as the game's registry entry declares it (``neutral_dice``)."""
        return bool(game.ruleset.rule("neutral_dice"))

    @classmethod
    def supply_kinds(cls, game: Game) -> tuple[DieKind, ...]:
        """Own dice, plus white ones in the variant (§1a)."""
        return cls.KINDS if cls.has_neutral_dice(game) else cls.KINDS[:1]

    @classmethod
    def full_supply(cls, game: Game) -> tuple[int, ...]:
        """8 own dice; in the variant also 4 white (2 players) or 2 white (3-4 players) (§1a)."""
        if not cls.has_neutral_dice(game):
            return (DICE_PER_COLOUR,)
        return (DICE_PER_COLOUR, 4 if game.players == 2 else 2)

    @classmethod
    def neutral_dice(cls, game: Game) -> int:
        return DICE_PER_COLOUR if cls.has_neutral_dice(game) else 0

    @classmethod
    def setup_dice(cls, game: Game) -> tuple[tuple[DieKind, int], ...]:
        """The white dice nobody holds (2 with 3 players), rolled by the start player each round (R6)."""
        if not cls.has_neutral_dice(game):
            return ()
        spare = DICE_PER_COLOUR - game.players * cls.full_supply(game)[1]
        return (((NEUTRAL, 1), spare),) if spare else ()

    def _wants_money(self) -> bool:
        return self.dealing < CASINOS

    def _receive(self, money: int, **changes: Any) -> ClassicState:
        """Casinos are dealt in order 1…6, each until it holds at least 50."""
        casinos = add_money(self.casinos, self.dealing, money)
        dealing = self.dealing + (casinos[self.dealing].total() >= CLASSIC_DEAL_MINIMUM)
        return self._with(casinos=casinos, dealing=dealing, **changes)

    def _deal_done(self) -> dict[str, Any]:
        return {"dealing": CASINOS}  # R1: a pile that ran out leaves the remaining casinos short

    @classmethod
    def first_start_player(cls, start: int, round_: int, players: int) -> int:
        return (start - (round_ - 1)) % players

    def _next_round(self, payouts: tuple[CasinoPayout, ...]) -> dict[str, Any]:
        """The start player passes to the left (§1 Next round)."""
        start = (self.start_player + 1) % self.game.players
        return {"start_player": start, "player": start}
