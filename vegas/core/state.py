"""The one game API every rule set implements (habits 1, 2 and 5, docs/architecture.md): a ``Game`` is the
fixed configuration of one match (which rule set, which seats) and makes its first ``State``; a ``State`` is a
position of that game.

Bots, the page, the command line and the tests speak only this API. States are immutable:
``apply`` returns the next state and leaves the old one untouched, so a rejected action loses nothing
and a search can keep any state it has seen without cloning.

The two are one idea and live in one module: a game makes its states, and every state knows its game.
Which rule sets exist, and which class plays each, is the registry's (``registry.py``); ``Game`` is
importable from ``game.py`` as well.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar

from .actions import Action
from .errors import IllegalAction, InvalidGame, InvalidState
from .registry import RULESETS, RuleSet, named, playable_rules

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


DEFAULT_NAMES = ("Anna", "Benno", "Carla", "Denny", "Emil")


@dataclass(frozen=True, slots=True)
class Game:
    """Rule set, number of seats, their names, who starts round 1 (R28) and the rule set's options.

    ``options`` may be given as a mapping (``{"tiles": 1, "force": {1: "D2"}}``); the rule set's state
    class checks it and stores it as sorted (name, value) pairs with every default filled in, so equal
    configurations compare equal and a game stays hashable.
    """

    rules: str
    players: int
    names: tuple[str, ...] = ()
    start_player: int = 0
    options: tuple[tuple[str, Any], ...] = field(default=())

    def __post_init__(self) -> None:
        ruleset = RULESETS.get(self.rules) if isinstance(self.rules, str) else None
        if ruleset is None:
            known = ", ".join(playable_rules())
            raise InvalidGame(f"unknown rule set {self.rules!r}; playable: {known}")
        if not ruleset.playable:
            raise InvalidGame(f"rule set {self.rules!r} is not playable yet")
        if type(self.players) is not int or not ruleset.min_players <= self.players <= ruleset.max_players:
            raise InvalidGame(
                f"{ruleset.name} is for {ruleset.min_players}-{ruleset.max_players} players, not {self.players!r}"
            )
        names = tuple(self.names) or DEFAULT_NAMES[: self.players]
        if len(names) != self.players or not all(isinstance(n, str) and n.strip() for n in names):
            raise InvalidGame(f"give one non-empty name per seat ({self.players} seats)")
        object.__setattr__(self, "names", tuple(n.strip() for n in names))
        if type(self.start_player) is not int or not 0 <= self.start_player < self.players:
            raise InvalidGame(f"the start player must be a seat from 0 to {self.players - 1}")
        given = self.options
        if isinstance(given, Mapping):
            given = tuple(given.items())
        if not isinstance(given, tuple | list) or not all(isinstance(o, tuple | list) and len(o) == 2 for o in given):
            raise InvalidGame("the options must be a mapping of option names to values")
        object.__setattr__(self, "options", self.state_class().read_options(self, dict(given)))

    def option(self, name: str) -> Any:
        """The value of one of the rule set's options (its default when none was given)."""
        return dict(self.options)[name]

    @property
    def ruleset(self) -> RuleSet:
        return RULESETS[self.rules]

    def state_class(self) -> type[State]:
        return state_class_of(self.ruleset)

    def new_initial_state(self) -> State:
        """The state before anything happened: the pile shuffled, nothing dealt yet."""
        return self.state_class().initial(self)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "rules": self.rules,
            "players": self.players,
            "names": list(self.names),
            "start_player": self.start_player,
        }
        if self.options:  # only rule sets with options write them, so older saves stay byte for byte the same
            data["options"] = self.state_class().options_json(self.options)
        return data

    @staticmethod
    def from_json(data: Any) -> Game:
        """Read a game configuration, raising ``InvalidGame`` with what is wrong."""
        if not isinstance(data, dict):
            raise InvalidGame("a game configuration is a JSON object")
        names = data.get("names") or []
        if not isinstance(names, list | tuple):
            raise InvalidGame("the seats' names must be a list of texts, one per seat")
        try:
            return Game(
                rules=data["rules"],
                players=data["players"],
                names=tuple(names),
                start_player=data.get("start_player", 0),
                options=data.get("options") or (),
            )
        except KeyError as missing:
            raise InvalidGame(f"the game configuration lacks {missing}") from None
        except TypeError as wrong:
            raise InvalidGame(f"the game configuration is malformed: {wrong}") from None


def state_class_of(ruleset: RuleSet) -> type[State]:
    """The class whose ``initial(game)`` starts a game of ``ruleset`` (its module imported on first use)."""
    if ruleset.state is None:
        raise LookupError(f"{ruleset.name} is not playable yet")
    cls: type[State] = named(ruleset.state)
    return cls
