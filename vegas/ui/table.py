"""A game at the table: the match, who sits in each seat, and its save — plain Python, no browser.

The save is the match's record (rules, seats, seed, every action) plus the seat settings; restoring
replays the record, so a save can never hold a state the rules could not reach.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from vegas.bots import Bot, bot_names, make_bot
from vegas.core.actions import Action
from vegas.core.boundary import whole_number
from vegas.core.errors import InvalidGame, InvalidOption, InvalidRecord, VegasError
from vegas.core.game import Game
from vegas.core.record import MAX_SEED, Record, check_seed, read_envelope
from vegas.core.registry import CASINO_TABLE, DEFAULT_RULES, KNIZIA_BOARD, RULESETS, playable_rules
from vegas.core.session import Match
from vegas.core.shared_dice import SharedDice
from vegas.core.state import DEFAULT_NAMES, State
from vegas.games.royale.actions import FACE_IDS
from vegas.games.royale.tiles import DEFAULT_TILES

from .summary import round_ended
from .text import DEFAULT_LANGUAGE, shown_name, t, told

SAVE_FORMAT = "vegas-save"
SAVE_VERSION = 1
HUMAN = "human"
FRIEND = "friend"
"""A seat kind on the host's table: a person playing it on another device (``vegas/ui/link/``)."""
REMOTE = "remote"
"""A seat kind on a friend's table: played on another device (the host's people and computers, other friends);
``remote_kind`` adds what plays it there, so that the friend's page can say it (issue 47)."""

COLOURS: dict[str, tuple[str, str]] = {
    # Okabe-Ito colours, told apart by colour-blind players, each with its own symbol as well.
    "orange": ("#E69F00", "●"),
    "blue": ("#0072B2", "▲"),
    "green": ("#009E73", "■"),
    "pink": ("#CC79A7", "◆"),
    "vermillion": ("#D55E00", "★"),
    "sky": ("#56B4E9", "✚"),
}
NEUTRAL_COLOUR = ("#F4F4F0", "○")
BLANK_COLOUR = ("#A7ADB4", "▫")
"""Royale's grey blank dice (F1 BLOCK IT!, F2 HANDICAP)."""
DEFAULT_COLOURS = tuple(COLOURS)
PREFERRED_LEVELS = ("easy", "medium", "hard")
DRAWN_FAMILIES = (CASINO_TABLE, KNIZIA_BOARD)
"""The families of games the page has a view for (``view.py`` dispatches on the family)."""
MOST_TILES = 6


def page_rules() -> list[str]:
    """The playable games the page can draw, in the registry's order."""
    return [rules for rules in playable_rules() if RULESETS[rules].family in DRAWN_FAMILIES]


def offers_tiles(rules: str) -> bool:
    """Whether a game takes Royale's casino-tile options, which the new-game screen and links then set."""
    ruleset = RULESETS.get(rules)
    return ruleset is not None and "tiles" in ruleset.options


def offers_money_choice(rules: str) -> bool:
    """Whether a game has money that may be kept face down (the casino games; Knizia's gold is in view)."""
    ruleset = RULESETS.get(rules)
    return ruleset is not None and ruleset.family == CASINO_TABLE


class InvalidSave(VegasError):
    """A saved game that cannot be restored: names what is wrong."""


MAX_NAME = 40


class Told(Exception):
    """An error with its catalogue key: English for the engine, the page's own language for players."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(t(DEFAULT_LANGUAGE, key, **params))


class SettingsProblem(Told, InvalidGame):
    """A setting the page cannot use."""


class SaveProblem(Told, InvalidSave):
    """A save the page cannot restore, for a reason the page can tell in any language."""


def bot_levels() -> list[str]:
    """Computer levels offered on the new-game screen, weakest first."""
    names = bot_names()
    preferred = [level for level in PREFERRED_LEVELS if level in names]
    return preferred or names


def default_level() -> str:
    levels = bot_levels()
    return "medium" if "medium" in levels else levels[-1]


@dataclass(frozen=True)
class Seat:
    name: str
    colour: str
    kind: str  # HUMAN or a bot level

    @property
    def is_human(self) -> bool:
        """A person plays this seat at this screen."""
        return self.kind == HUMAN

    @property
    def is_remote(self) -> bool:
        """This seat is played on another device; this screen waits for its moves."""
        return self.kind in (FRIEND, REMOTE) or self.kind.startswith(f"{REMOTE}:")

    @property
    def host_kind(self) -> str:
        """On a friend's table, what plays this seat at the host's page (``HUMAN``, ``FRIEND``, a computer level);
        ``""`` where that is not known (a save made before it was kept) or the seat is not another device's."""
        return self.kind.removeprefix(f"{REMOTE}:") if self.kind.startswith(f"{REMOTE}:") else ""


def remote_kind(kind: str) -> str:
    """A friend's table's kind for a seat the host's table gives ``kind``: played elsewhere, saying by whom."""
    return f"{REMOTE}:{kind}"


@dataclass(frozen=True)
class Settings:
    """What the new-game screen chooses."""

    rules: str = DEFAULT_RULES
    seats: tuple[Seat, ...] = ()
    seed: int | None = None
    money_open: bool = True
    random_start: bool = False
    tiles: int = DEFAULT_TILES
    no_repeat: bool = False
    force: tuple[tuple[int, str], ...] = ()
    """Royale's casino tiles: how many per round, faces never repeating, faces laid on given casinos every round."""

    @staticmethod
    def default(players: int = 4, rules: str = DEFAULT_RULES, lang: str = DEFAULT_LANGUAGE) -> Settings:
        """One human (called "You" in ``lang``) against computer opponents: the one-click game."""
        level = default_level()
        kinds = [HUMAN if i == 0 else level for i in range(players)]
        names = [default_name(i, kind, lang, you_taken=False) for i, kind in enumerate(kinds)]
        seats = tuple(Seat(names[i], DEFAULT_COLOURS[i], kinds[i]) for i in range(players))
        return Settings(rules=rules, seats=seats)

    def game_options(self) -> tuple[tuple[str, Any], ...]:
        """The rule set's options for ``Game`` (only the casino tiles so far)."""
        if not offers_tiles(self.rules):
            return ()
        return (("tiles", self.tiles), ("no_repeat", self.no_repeat), ("force", dict(self.force)))

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["seats"] = [asdict(s) for s in self.seats]
        data["force"] = [list(pair) for pair in self.force]
        return data

    @staticmethod
    def from_json(data: Any) -> Settings:
        if not isinstance(data, dict):
            raise SaveProblem("problem.save_settings")
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            raise SaveProblem("problem.save_seats")
        try:
            settings = Settings(
                rules=data.get("rules", ""),
                seats=tuple(Seat(str(s["name"]), str(s["colour"]), str(s["kind"])) for s in seats),
                seed=data.get("seed"),
                money_open=bool(data.get("money_open", True)),
                random_start=bool(data.get("random_start", False)),
                tiles=data.get("tiles", DEFAULT_TILES),
                no_repeat=data.get("no_repeat", False),
                force=tuple((int(casino), str(face).upper()) for casino, face in data.get("force", ())),
            )
        except KeyError as missing:
            raise SaveProblem("problem.save_seat_lacks", field=missing) from None
        except (TypeError, ValueError, OverflowError):  # OverflowError: JSON's 1e400 is infinity, no int
            raise SaveProblem("problem.save_settings") from None
        settings.validate()
        return settings

    def renamed(self, old: str, new: str) -> Settings:
        """These settings with every seat called ``old`` called ``new`` (the default name, in another language)."""
        seats = tuple(replace(s, name=new) if s.name == old else s for s in self.seats)
        return replace(self, seats=seats)

    def with_kind(self, seat: int, kind: str) -> Settings:
        """These settings with ``seat`` played by ``kind`` (a computer level, ``FRIEND``, …)."""
        return replace(self, seats=tuple(replace(s, kind=kind) if i == seat else s for i, s in enumerate(self.seats)))

    def played_here(self) -> Settings:
        """These settings with every seat played on another device given to a computer (a game of this screen)."""
        level = default_level()
        return replace(self, seats=tuple(replace(s, kind=level) if s.is_remote else s for s in self.seats))

    def validate(self) -> None:
        """Raise ``InvalidGame`` naming the first thing the rules or the page cannot use."""
        if self.rules not in page_rules():
            raise SettingsProblem("problem.rules", rules=self.rules)
        ruleset = RULESETS[self.rules]
        if not ruleset.min_players <= len(self.seats) <= ruleset.max_players:
            raise SettingsProblem("problem.players_range", low=ruleset.min_players, high=ruleset.max_players)
        for seat in self.seats:
            if not seat.name.strip():
                raise SettingsProblem("problem.name_empty")
            if len(seat.name) > MAX_NAME:
                raise SettingsProblem("problem.name_long", max=MAX_NAME)
            if seat.colour not in COLOURS:
                raise SettingsProblem("problem.colour", colour=seat.colour)
            played_by = seat.host_kind or seat.kind  # a friend's table: what the host's plays it with
            if not (seat.is_human or seat.is_remote or played_by in bot_names()):
                raise SettingsProblem("problem.level", level=played_by)
            if seat.host_kind and not (played_by in (HUMAN, FRIEND) or played_by in bot_names()):
                raise SettingsProblem("problem.level", level=played_by)
        if len({s.colour for s in self.seats}) != len(self.seats):
            raise SettingsProblem("problem.colours_same")
        if self.seed is not None:
            checked_seed(self.seed)
        try:
            Game(self.rules, len(self.seats), tuple(s.name for s in self.seats), options=self.game_options())
        except InvalidOption as bad:
            raise SettingsProblem(f"problem.{bad.problem}", **bad.details) from None


@dataclass
class Table:
    """The match plus its seats; the page asks it what happens next and tells it what a human did."""

    settings: Settings
    match: Match
    notices: list[str] = field(default_factory=list)

    @staticmethod
    def new(settings: Settings, rng: random.Random | None = None, dice: SharedDice | None = None) -> Table:
        """Start a game; without a seed, draw one (shown on the page so the game can be replayed). A game across
        devices draws its chance from the ``dice`` they share (the seed then picks who starts and the computers'
        choices)."""
        settings.validate()
        seed = settings.seed if settings.seed is not None else (rng or random.Random()).randrange(MAX_SEED)
        settings = replace(settings, seed=seed)
        start = random.Random(f"{seed}:start").randrange(len(settings.seats)) if settings.random_start else 0
        names = tuple(s.name for s in settings.seats)
        game = Game(settings.rules, len(settings.seats), names, start, settings.game_options())
        table = Table(settings, Match(game, seed, dice))
        table.match.advance_chance()
        return table

    @property
    def state(self) -> State:
        return self.match.state

    @property
    def seed(self) -> int:
        return self.match.seed

    def seat_to_move(self) -> int | None:
        player = self.state.current_player()
        return player if player >= 0 else None

    def human_to_move(self) -> bool:
        seat = self.seat_to_move()
        return seat is not None and self.settings.seats[seat].is_human

    def bot_to_move(self) -> bool:
        seat = self.seat_to_move()
        return seat is not None and not (self.settings.seats[seat].is_human or self.settings.seats[seat].is_remote)

    def remote_to_move(self) -> bool:
        """The seat to move is played on another device."""
        seat = self.seat_to_move()
        return seat is not None and self.settings.seats[seat].is_remote

    def human_actions(self) -> list[str]:
        """The action texts the human to move may take now (empty if no human is to move)."""
        return [str(a) for a in self.state.legal_actions()] if self.human_to_move() else []

    def play(self, text: str) -> State:
        """A human's action, checked; an illegal one raises and changes nothing."""
        if not self.human_to_move():
            raise InvalidGame("it is not a human's turn")
        self.match.play(Action.parse(text))
        return self.state

    def resolve_chance(self, to_round_end: bool = False) -> list[Action]:
        """Chance steps until a player must act; ``to_round_end``: not past a step that ends a round (a tile's
        black dice may), so the page shows that round's payout before the next round is dealt."""
        return self.match.advance_chance(round_ended if to_round_end else None)

    def bot(self) -> Bot:
        """The bot of the seat to move, with a generator fixed by the seed and the move number."""
        seat = self.seat_to_move()
        assert seat is not None
        return make_bot(self.settings.seats[seat].kind, self.match.bot_rng())

    def play_bot_action(self, action: Action) -> State:
        self.match.play(action)
        return self.state

    # ------------------------------------------------------------------ saves

    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "settings": self.settings.to_json(),
            "record": self.match.record().to_json(),
        }

    @staticmethod
    def from_save(data: Any) -> Table:
        """Restore a saved game, raising ``InvalidSave`` with the reason if it is corrupted or foreign."""
        read_envelope(data, SAVE_FORMAT, SAVE_VERSION, InvalidSave, "Vegas save")
        try:
            settings = Settings.from_json(data.get("settings"))
            record = Record.from_json(data.get("record"))
            if record.game.rules != settings.rules or record.game.names != tuple(s.name for s in settings.seats):
                raise SaveProblem("problem.save_mismatch")
            options = Game(settings.rules, len(settings.seats), options=settings.game_options()).options
            if record.game.options != options:
                raise SaveProblem("problem.save_mismatch")
            match = Match.from_record(record)
        except SettingsProblem as bad:
            raise SaveProblem(bad.key, **bad.params) from None
        except (InvalidRecord, InvalidGame) as bad:
            option = bad if isinstance(bad, InvalidOption) else bad.__cause__
            if isinstance(option, InvalidOption):  # the record's own copy of the options
                raise SaveProblem(f"problem.{option.problem}", **option.details) from None
            raise InvalidSave(str(bad)) from None  # the engine's words: which step of the record is wrong
        table = Table(settings, match)
        table.match.advance_chance()
        return table


def default_name(seat: int, kind: str, lang: str, *, you_taken: bool) -> str:
    """The name the new-game form gives ``seat`` played by ``kind``: "You" (in ``lang``) for a person at this
    screen when no other seat has that name, else the seat's own (Anna, Benno, …)."""
    return t(lang, "you") if kind == HUMAN and not you_taken else DEFAULT_NAMES[seat]


def name_for_kind(names: list[str], seat: int, kind: str, lang: str) -> str:
    """The name of ``seat`` (among the form's ``names``) once it is given to ``kind``: a default name follows the
    kind (a computer or a friend keeps no "You", which would make the host's page say "You roll" of it), a name
    the player typed stays."""
    name = names[seat]
    if name not in (t(lang, "you"), DEFAULT_NAMES[seat]):
        return name
    you_taken = any(other == t(lang, "you") for i, other in enumerate(names) if i != seat)
    return default_name(seat, kind, lang, you_taken=you_taken)


def seat_name(table: Table, seat: int, lang: str) -> str:
    """A seat's name as the page shows it in ``lang`` (``shown_name``). On a friend's page (its other seats are
    ``REMOTE``) its own seat is "You", and the host's seat under the default name is "Host": the host's page
    keeps the names its form gave, and every page holds the same game (its record names the seats)."""
    seats = table.settings.seats
    name = shown_name(lang, seats[seat].name)
    if any(s.is_remote and s.kind != FRIEND for s in seats):
        if seats[seat].is_human:
            return t(lang, "you")
        if name == t(lang, "you"):
            return t(lang, "join.host")
    return name


def humans(table: Table) -> set[int]:
    """The seats a person plays at this screen."""
    return {seat for seat, s in enumerate(table.settings.seats) if s.is_human}


def kind_text(lang: str, seat: Seat) -> str:
    """Who plays a seat, as its panel says it on every device: a person here, a person at the host's screen, a
    friend on another device, or a computer and its level (issue 47: "On another device" for the host's computer
    made a friend think a third person played)."""
    kind = seat.host_kind or seat.kind
    if seat.is_human:
        return t(lang, "kind.human")
    if kind == FRIEND:
        return t(lang, "kind.remote_friend")
    if seat.host_kind == HUMAN:
        return t(lang, "kind.remote_human")
    if seat.is_remote and not seat.host_kind:
        return t(lang, "kind.remote")
    return t(lang, "kind.bot", level=t(lang, f"level.{kind}"))


def waiting_text(table: Table, seat: int, lang: str) -> str:
    """The status while another device's seat is to move: the host's computer thinks, a person moves there."""
    name = seat_name(table, seat, lang)
    if table.settings.seats[seat].host_kind not in ("", HUMAN, FRIEND):
        return t(lang, "thinking", name=name)
    return t(lang, "join.waiting_move", name=name)


def pass_device(table: Table, lang: str) -> dict[str, str]:
    """R22's "pass the device" screen for the seat to move, whose next choice is secret."""
    seat = table.seat_to_move()
    assert seat is not None
    name = seat_name(table, seat, lang)
    return {
        "title": told(lang, "privacy.title", name=name),
        "text": t(lang, "privacy.text"),
        "button": told(lang, "privacy.show", name=name),
    }


def settings_from_query(query: dict[str, str], base: Settings, lang: str = DEFAULT_LANGUAGE) -> Settings:
    """``?seed=…&rules=…&players=…`` over the default settings; raises ``SettingsProblem`` if unusable.

    Royale's tiles too: ``tiles=0…6``, ``no_repeat=1``, ``force=D2`` (casino 1) or ``force=D2,A1`` (casinos
    1 and 2), so a link can set up a table where a given tile is in play from the first turn.
    """
    rules = query.get("rules", base.rules)
    if rules not in page_rules():
        raise SettingsProblem("problem.rules", rules=rules)
    players_text = query.get("players", str(len(base.seats)))
    players = _small_number(players_text, "problem.players_number", text=players_text)
    ruleset = RULESETS[rules]
    if not ruleset.min_players <= players <= ruleset.max_players:
        raise SettingsProblem("problem.players_range", low=ruleset.min_players, high=ruleset.max_players)
    settings = Settings.default(players, rules, lang)
    seed = checked_seed(query["seed"]) if "seed" in query else None
    chosen = replace(base, rules=rules, seats=settings.seats, seed=seed)
    if offers_tiles(rules):
        chosen = replace(chosen, **_tile_settings(query))
    chosen.validate()
    return chosen


def _tile_settings(query: dict[str, str]) -> dict[str, Any]:
    tiles_text = query.get("tiles", str(DEFAULT_TILES))
    tiles = _small_number(tiles_text, "problem.tiles_number", text=tiles_text, high=MOST_TILES)
    if tiles > MOST_TILES:
        raise SettingsProblem("problem.tiles_number", text=tiles_text, high=MOST_TILES)
    faces = [face.strip().upper() for face in query.get("force", "").split(",") if face.strip()]
    unknown = [face for face in faces if face not in FACE_IDS]
    if unknown:
        raise SettingsProblem("problem.tile_face", face=unknown[0])
    return {
        "tiles": tiles,
        "no_repeat": query.get("no_repeat", "") in ("1", "true", "yes"),
        "force": tuple(enumerate(faces, 1)),
    }


def _small_number(written: str, problem: str, **details: Any) -> int:
    """A link's count (players, tiles): ASCII digits, at most 2, or ``SettingsProblem`` ``problem``."""
    try:
        return whole_number(written, "a count", max_digits=2)
    except VegasError:
        raise SettingsProblem(problem, **details) from None


def checked_seed(seed: Any) -> int:
    """The seed as a whole number, or ``SettingsProblem`` saying which seeds are allowed."""
    try:
        return check_seed(seed)
    except InvalidGame:
        raise SettingsProblem("problem.seed", max=MAX_SEED) from None
