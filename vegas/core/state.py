"""The one state API every rule set implements (habits 1, 2 and 5, docs/architecture.md).

Bots, the page, the command line and the tests speak only this API. States are immutable:
``apply`` returns the next state and leaves the old one untouched, so a rejected action loses nothing
and a search can keep any state it has seen without cloning.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from fractions import Fraction
from typing import Any, ClassVar

from .actions import Action
from .errors import IllegalAction, InvalidGame, InvalidState
from .game import Game

CHANCE = -1
"""``current_player()`` at a chance node: a roll or a draw happens next."""
TERMINAL = -4
"""``current_player()`` once the game is over."""


class State(ABC):
    """A position of one game. Subclasses hold a rule set's data; this class holds the shared API."""

    __slots__ = ()
    game: Game
    FORMAT: ClassVar[str] = "vegas-state"
    VERSION: ClassVar[int] = 1
    REBUILT_FROM_OBSERVATION: ClassVar[bool] = False
    """Whether ``save_from_observation`` can rebuild this rule set's decisions from what a seat observes."""

    @classmethod
    @abstractmethod
    def initial(cls, game: Game) -> State:
        """The state before anything happened."""

    @classmethod
    def read_options(cls, game: Game, options: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
        """Check a game's options and return them normalised (sorted pairs, defaults filled in); a rule set
        without options refuses any."""
        if options:
            raise InvalidGame(f"{game.ruleset.name} has no options (given: {', '.join(map(str, options))})")
        return ()

    @classmethod
    def options_json(cls, options: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
        """The normalised options as JSON data that ``read_options`` reads back."""
        return dict(options)

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, ``CHANCE`` or ``TERMINAL``."""

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The actions of the seat to move, in a stable order; empty at chance and terminal nodes."""

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """At a chance node, every outcome with its exact probability (they sum to 1)."""

    @abstractmethod
    def sample_chance(self, rng: random.Random) -> Action:
        """At a chance node, one outcome drawn with ``rng`` (the rules never draw on their own)."""

    @abstractmethod
    def apply_unchecked(self, action: Action) -> State:
        """The fast path for search: the next state, trusting that ``action`` is legal."""

    @abstractmethod
    def why_illegal(self, action: Action) -> str | None:
        """``None`` if ``action`` is legal here, else a sentence a player understands."""

    def checked_action(self, text: str) -> Action:
        """The action a text names, if it is legal here: ``InvalidAction`` for a text that names no action,
        ``IllegalAction`` (saying why) for one that is not allowed now."""
        action = Action.parse(text)
        problem = self.why_illegal(action)
        if problem is not None:
            raise IllegalAction(problem)
        return action

    def apply(self, action: Action | str) -> State:
        """The checked path: the next state, or ``IllegalAction`` naming what is wrong."""
        if isinstance(action, str):
            action = Action.parse(action)
        problem = self.why_illegal(action)
        if problem is not None:
            raise IllegalAction(problem)
        return self.apply_unchecked(action)

    @abstractmethod
    def scores(self) -> list[int]:
        """Each seat's money so far (at the end: the final score)."""

    @abstractmethod
    def winners(self) -> list[int]:
        """At the end, the seats that won (more than one when the tie-break is tied too)."""

    def projected_scores(self) -> list[float]:
        """Each seat's score with the prizes now on the table settled as they stand (a Knizia table scored as
        it is, a round paid now): what the bots' one-ply measure judges. By default, the score itself."""
        return [float(score) for score in self.scores()]

    def returns(self) -> list[float]:
        """At the end, 1 shared equally among the winners, 0 for the others."""
        if not self.is_terminal():
            return [0.0] * self.game.players
        won = self.winners()
        return [1.0 / len(won) if seat in won else 0.0 for seat in range(self.game.players)]

    def determinised(self, seat: int, rng: random.Random) -> State:
        """A state ``seat`` cannot tell from this one by what it observes, with every choice hidden from it
        drawn anew with ``rng`` (a determinisation, like OpenSpiel's ``resample_from_infostate``). Bots that
        look ahead by applying actions search from such states, so they never learn another seat's secret.
        A rule set without hidden choices returns ``self``."""
        return self

    def is_secret_choice(self) -> bool:
        """Whether the seat to move chooses in secret (LUCKY PUNCH's tokens, a BLACK BOX split, a duel's first
        hand): whatever it chooses, the state after looks the same to every other seat (``observation()``), and
        the next seat to choose answers it unseen. A rule set without hidden choices never has one."""
        return False

    def violations(self) -> list[str]:
        """Broken invariants of this state (conservation, consistency); empty when sound."""
        return []

    @abstractmethod
    def observation(self) -> dict[str, Any]:
        """The position as every player at the table sees it, as plain JSON-able data."""

    @classmethod
    def save_from_observation(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The save (``to_json`` form) of the position a seat to move observed (``observation()``), for
        ``vegas.observation.state_from_observation``; rule sets that cannot read their observations back
        (``REBUILT_FROM_OBSERVATION`` false) refuse with ``InvalidState``."""
        if not cls.REBUILT_FROM_OBSERVATION:
            raise InvalidState(f"observations of {data.get('rules')} cannot be read back yet")
        return cls._save_from_observation(data)

    @classmethod
    def _save_from_observation(cls, data: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Everything needed to restore this exact state, versioned."""

    @classmethod
    @abstractmethod
    def from_json(cls, game: Game, data: Any) -> State:
        """Restore a state saved by ``to_json``, raising ``InvalidState`` with what is wrong."""

    def seat_name(self, seat: int) -> str:
        return self.game.names[seat]
