"""A game is the fixed configuration of one match: which rule set, which seats (habit 1, docs/architecture.md).

Which rule sets exist, and which class plays each, is the registry's (``registry.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import InvalidGame
from .registry import RULESETS, RuleSet, playable_rules

if TYPE_CHECKING:
    from .state import State


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
        return self.ruleset.state_class()

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
