"""What a Las Vegas Royale tile face may do, as hooks of one class (docs/rules.md §3, R13-R24); the 16 faces
are in ``rewards.py`` and ``dice.py``, gathered in ``all.py``.

A face may act when it is laid (``lay``), when dice are placed in its casino (``activate``), through the steps
it queues (its ``steps``: the legal ``actions`` of a decision, ``resolve`` of an answer, ``rolled`` for the black
dice, ``find_player`` for a round-end step), when the round ends (``round_end_step``, after the
"before payout" faces of ``vegas.games.royale.tiles.FACES``) and when the casinos pay (``pay``, for faces that pay at
payout), and at the start of a turn (``turn_actions``, ``use``); it checks its own tokens and dice
(``problems``) and shows them (``shown``, ``step_view``). Each hook's default is "nothing".

A hook reads the state as a ``RoyaleTable`` (``../table.py``, below the faces) and a hook that changes it
returns the class it was given (``S``): ``RoyaleState``, which asks the faces, sits above them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from vegas.core.actions import Action
from vegas.games.royale.actions import BlackDice, TileAction
from vegas.games.royale.edit import Edit
from vegas.games.royale.steps import Step, StepKind
from vegas.games.royale.table import RoyaleTable
from vegas.games.royale.tiles import (
    FACES,
)

S = TypeVar("S", bound=RoyaleTable)
"""The state a hook is given and returns: a face works on any ``RoyaleTable`` and hands back the same class."""


def changed(state: S, edit: Edit) -> S:
    return state._with(**edit.changes())


def die_choices(state: RoyaleTable, kind: Callable[[bool], Action], seat: int) -> list[Action]:
    """A remaining small die or the Biggy (``kind(biggy)``: ``to-bar small`` / ``to-bar biggy``)."""
    small, big = state.supplies[seat]
    return [kind(False)] * bool(small) + [kind(True)] * bool(big)


def seat_or_none(state: RoyaleTable, seat: int) -> str | None:
    return state.owner_name(seat) if seat >= 0 else None


class FaceRules:
    """What one face does; each hook's default is "nothing"."""

    face: ClassVar[str]
    steps: ClassVar[tuple[StepKind, ...]] = ()
    round_end_step: ClassVar[StepKind | None] = None  # an automatic step queued when the round ends
    turn_words: ClassVar[tuple[str, ...]] = ()  # the words of its ``turn_actions``
    brings_blank_dice: ClassVar[bool] = False  # blank dice come out of the box with it (F1, F2)

    @property
    def name(self) -> str:
        return FACES[self.face].name

    def lay(self, state: RoyaleTable, casino: int) -> dict[str, Any]:
        """Fields changed as the face is laid beside ``casino``."""
        return {}

    def activate(self, state: S, casino: int, seat: int) -> S:
        """``seat`` has just placed dice in ``casino`` (open, with this face beside it)."""
        return state

    def actions(self, state: RoyaleTable, step: Step) -> list[Action]:
        """The legal answers to one of this face's decision steps (none: it cannot be carried out, R23)."""
        raise ValueError(f"{self.name} asks for no decision {step.kind!r}")

    def resolve(self, state: S, step: Step, action: TileAction) -> S:
        """The state after a legal ``action`` answers ``step`` (already taken off the queue)."""
        raise ValueError(f"{self.name} asks for no decision {step.kind!r}")

    def rolled(self, state: S, step: Step, dice: BlackDice) -> S:
        """The black dice rolled for ``step`` have landed."""
        raise ValueError(f"{self.name} rolls no black dice")

    def find_player(self, state: S, step: Step) -> S:
        """A round-end step finds whom it concerns."""
        return state

    def pay(self, state: RoyaleTable, casino: int, edit: Edit) -> None:
        """What the face pays from the bank when the casinos pay."""

    def fined(self, state: RoyaleTable, casino: int) -> tuple[int, ...]:
        """The seats that would owe a fine if the round ended now."""
        return ()

    def turn_actions(self, state: RoyaleTable) -> list[Action]:
        """Actions the face offers the player to move instead of rolling."""
        return []

    def turn_begins(self, state: S) -> S:
        """The player to move acts (rolls or uses the face): what lapses now."""
        return state

    def use(self, state: S, action: TileAction) -> S:
        """One of ``turn_actions``, taken."""
        raise ValueError(f"{self.name} offers no {action}")

    def why_unusable(self, state: RoyaleTable, action: TileAction) -> str | None:
        """Why ``action`` (a word of this face at the start of a turn) cannot be used now."""
        return None if action in self.turn_actions(state) else f"{action} is not possible now"

    def settle(self, state: S, casino: int) -> S:
        """After each change of the dice: what the face takes back."""
        return state

    def redrawn(self, step: Step, seat: int, players: int, rng: random.Random) -> Step:
        """``step`` as ``seat`` may know it: a secret another seat chose is drawn anew among those alike."""
        return step

    def problems(self, state: RoyaleTable, laid: bool) -> list[str]:
        """What is wrong with the face's tokens and dice (``laid``: the face lies beside a casino)."""
        return []

    def shown(self, state: RoyaleTable) -> dict[str, Any]:
        """The face's tokens, counters and dice, as every seat sees them (shown whether laid or not)."""
        return {}

    def step_view(self, step: Step) -> dict[str, Any]:
        """What a waiting step shows besides its kind, seat and casino."""
        return {}
