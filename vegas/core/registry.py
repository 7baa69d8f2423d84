"""The one list of games (pgx's ``make()`` and python-chess's ``VARIANTS`` are the models).

Every part of the program that needs to know which games exist asks this module: ``Game`` for the state
class and the player range, the command line for its choices and default, the page for its menu, view and
how-to-play, the bots for what they can do with a game, the tests for what to play. Adding a game is one
entry here plus the files it names (docs/architecture.md, "Adding a variant or a game").

The state classes are named by path and imported on first use (``vegas.core.state.state_class_of``), so this
module imports no rule set and no rule set imports it back, nor does it import the state API that imports it:
there is no import circle, and importing ``vegas`` loads only the games used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import import_module
from typing import Any

CASINO_TABLE = "casino-table"
"""The Las Vegas family: six casinos, money dealt onto them each round, dice placed by value."""
KNIZIA_BOARD = "knizia-board"
"""Knizia's *Vegas* (1996): fourteen tables, Mary Chip, cards and the gold die."""
FAMILIES = (CASINO_TABLE, KNIZIA_BOARD)

HowToSection = str | tuple[str, str]
"""A section of a how-to-play: a key naming its texts and its picture, or ``(texts, picture)`` where a
game pictures a shared text its own way."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleSet:
    """One game of the registry: who may play it, where its rules live and what the other layers do with it."""

    id: str
    name: str
    min_players: int
    max_players: int
    rounds: int
    """Rounds in a game; 0 where the game ends by its own rule instead (Knizia: the last table scored)."""
    family: str
    """One of ``FAMILIES``: which view draws it and which family API its states add to ``State``."""
    state: str | None
    """The state class as ``"module:Class"`` (a module of ``vegas.games``; ``Game.state_class()`` imports it);
    ``None``: specified, not playable yet."""
    howto: tuple[HowToSection, ...] = ()
    """Its how-to-play's sections in reading order (texts ``howto.<key>.title``/``.text`` in the catalogues)."""
    options: tuple[str, ...] = ()
    """The names of the options its state class reads (the page offers a form for them), in form order."""
    variant: tuple[tuple[str, Any], ...] = ()
    """What this entry fixes of its state class's rules, as (rule, value) pairs the class reads with ``rule``:
    ``ClassicState`` reads ``neutral_dice`` (§1a), ``KniziaPlay`` ``duel`` (§4, the advanced game). Two entries
    of one class with other values here (and their own rounds or player range) are two variants of one game,
    and no code compares their ids (docs/architecture.md, "A variant")."""
    fast_path: bool = False
    """The bots' packed playouts (``vegas/bots/position.py``) play it; else they use the generic state API.
    The classic table, Royale's basic game (Biggy, cards, chips) and its main game (the tiles as a model of
    their money: ``vegas/bots/royale/tile_model.py``) have one."""
    playouts: str | None = None
    """The bots' own playouts of it, as ``"module:Class"`` imported on first use like ``state``: ``hard`` searches
    with ``Class(state, seat, actions, rng, planning)`` (``vegas/bots/knizia/plan.py``'s ``KniziaPath`` is one).
    ``None``: the packed table where ``fast_path`` says so, else the generic state API."""
    round_spreads: tuple[tuple[int, float], ...] = ()
    """Bots: (players, standard deviation of two seats' money difference in one round), measured in
    ``medium`` self-play (docs/bots.md); it scales the win-chance estimate of the rounds still to play."""
    referee: str | None = None
    """``python -m vegas payout`` pays its casinos (or scores its tables) from a description: the function
    ``(rules, scenario) -> result`` as ``"module:function"``, imported on first use like ``state``."""

    @property
    def playable(self) -> bool:
        return self.state is not None

    def rule(self, name: str) -> Any:
        """The value this entry fixes for the rule ``name`` of its state class; ``False`` where it fixes none."""
        for rule, value in self.variant:
            if rule == name:
                return value
        return False

    def playout_engine(self) -> Any:
        """The class ``playouts`` names (``None`` where it names none)."""
        return None if self.playouts is None else named(self.playouts)

    def referee_function(self) -> Callable[[str, dict[str, Any]], dict[str, Any]]:
        """What ``python -m vegas payout`` calls with the rules' id and the scenario (a JSON object)."""
        if self.referee is None:
            raise LookupError(f"the referee does not pay {self.name}")
        function: Callable[[str, dict[str, Any]], dict[str, Any]] = named(self.referee)
        return function

    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def round_spread(self, players: int) -> float | None:
        return dict(self.round_spreads).get(players)


def named(path: str) -> Any:
    """The object a ``"module:name"`` path names, its module imported now."""
    module, _, name = path.partition(":")
    return getattr(import_module(module), name)


_CLASSIC_HOWTO: tuple[HowToSection, ...] = ("goal", "setup", "turn", "payout", "end", "page")
_ROYALE_HOWTO: tuple[HowToSection, ...] = (
    "goal",
    "setup_royale",
    ("turn", "turn_royale"),
    "biggy",
    "chips",
    "payout_royale",
    "two_players_royale",
    "end_royale",
    "page",
)

_KNIZIA_HOWTO: tuple[HowToSection, ...] = (
    "knizia_goal",
    "knizia_tables",
    "knizia_turn",
    "knizia_cards",
    "knizia_mary",
    "knizia_scoring",
    "knizia_counters",
)

GAMES: tuple[RuleSet, ...] = (
    RuleSet(
        id="classic",
        name="Las Vegas",
        min_players=2,
        max_players=5,
        rounds=4,
        family=CASINO_TABLE,
        state="vegas.games.lasvegas.classic:ClassicState",
        howto=_CLASSIC_HOWTO,
        fast_path=True,
        round_spreads=((2, 59.0), (3, 83.0), (4, 72.0), (5, 66.0)),
        referee="vegas.games.lasvegas.referee:pay_casinos",
    ),
    RuleSet(
        id="classic-neutral",
        name="Las Vegas, neutral dice",
        min_players=2,
        max_players=4,
        rounds=4,
        family=CASINO_TABLE,
        state="vegas.games.lasvegas.classic:ClassicState",
        howto=("goal", "setup", "turn", "white_dice", "payout", "white_payout", "end", "page"),
        variant=(("neutral_dice", True),),
        fast_path=True,
        round_spreads=((2, 88.0), (3, 72.0), (4, 68.0)),
        referee="vegas.games.lasvegas.referee:pay_casinos",
    ),
    RuleSet(
        id="royale-basic",
        name="Las Vegas Royale, basic game",
        min_players=2,
        max_players=5,
        rounds=3,
        family=CASINO_TABLE,
        state="vegas.games.royale.basic:RoyaleBasicState",
        howto=_ROYALE_HOWTO,
        fast_path=True,
        referee="vegas.games.lasvegas.referee:pay_casinos",
    ),
    RuleSet(
        id="royale",
        name="Las Vegas Royale",
        min_players=2,
        max_players=5,
        rounds=3,
        family=CASINO_TABLE,
        state="vegas.games.royale.state:RoyaleState",
        howto=(*_ROYALE_HOWTO[:5], "tiles", "tile_faces", *_ROYALE_HOWTO[5:]),
        options=("tiles", "no_repeat", "force"),
        fast_path=True,
    ),
    RuleSet(
        id="knizia",
        name="Vegas (Knizia 1996)",
        min_players=2,
        max_players=4,
        rounds=0,
        family=KNIZIA_BOARD,
        state="vegas.games.knizia.state:KniziaState",
        howto=_KNIZIA_HOWTO,
        playouts="vegas.bots.knizia.plan:KniziaPath",
        referee="vegas.games.knizia.referee:score_tables",
    ),
    RuleSet(
        id="knizia-duel",
        name="Vegas (Knizia 1996), dice duel",
        min_players=2,
        max_players=4,
        rounds=0,
        family=KNIZIA_BOARD,
        state="vegas.games.knizia.state:KniziaState",
        howto=(*_KNIZIA_HOWTO, "knizia_duel"),
        variant=(("duel", True),),
        playouts="vegas.bots.knizia.plan:KniziaPath",
        referee="vegas.games.knizia.referee:score_tables",
    ),
)

RULESETS: dict[str, RuleSet] = {game.id: game for game in GAMES}
"""Every game by id, in menu order."""

DEFAULT_RULES = GAMES[0].id
"""The game the command line and the page start when none is named."""


def register(*entries: RuleSet) -> None:
    """Add ``entries`` at the end of the registry, as if written in ``GAMES`` (a test's throwaway variant;
    a game of the program is written in ``GAMES``). Refuses an id already there."""
    global GAMES
    taken = [entry.id for entry in entries if entry.id in RULESETS]
    if taken or len({entry.id for entry in entries}) < len(entries):
        raise ValueError(f"rule set ids already registered or given twice: {taken or [e.id for e in entries]}")
    GAMES = (*GAMES, *entries)
    RULESETS.update((entry.id, entry) for entry in entries)


def unregister(*entries: RuleSet) -> None:
    """Take entries ``register`` added out of the registry again."""
    global GAMES
    GAMES = tuple(game for game in GAMES if game not in entries)
    for entry in entries:
        RULESETS.pop(entry.id, None)


@contextmanager
def registered(*entries: RuleSet) -> Iterator[None]:
    """The registry with ``entries`` added for the ``with`` block, as it was after it."""
    register(*entries)
    try:
        yield
    finally:
        unregister(*entries)


def playable_rules() -> list[str]:
    """Ids of the games that can be played now, in menu order."""
    return [game.id for game in GAMES if game.playable]


def family_rules(family: str) -> list[str]:
    """Ids of the playable games of one family, in menu order."""
    return [game.id for game in GAMES if game.playable and game.family == family]
