"""Game records (the seed and every action's text) and saved states: JSON both ways, checked on reading.

A record replays to the same state on any Python; when it names a seed, every chance step in it must
be the one that seed produces, so a tampered roll is caught and named. A game played across devices draws its
chance from links every device revealed (``shared_dice.py``) instead: its record holds them, and every chance step
is checked against them.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from .boundary import JsonProblem, read_json, whole_number
from .errors import IllegalAction, InvalidGame, InvalidRecord, InvalidState, VegasError
from .game import Game
from .shared_dice import DiceProblem, SharedDice
from .state import State

RECORD_FORMAT = "vegas-record"
RECORD_VERSION = 1
MAX_SEED = 2**63 - 1


def check_seed(seed: Any) -> int:
    """A seed is a whole number 0 … 2**63-1 (so it fits a URL and every language's integers)."""
    if isinstance(seed, str):
        try:
            seed = whole_number(seed, "a seed")
        except VegasError as bad:
            raise InvalidGame(str(bad)) from None
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise InvalidGame(f"a seed is a whole number from 0 to {MAX_SEED}, not {seed!r}")
    return seed


def read_envelope(data: Any, fmt: str, version: int, error: type[VegasError], what: str) -> dict[str, Any]:
    """Check a saved JSON object's ``format`` and ``version``, raising ``error`` that names ``what`` it is not."""
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise error(f"this is not a {what}")
    if data.get("version") != version:
        raise error(f"{what} version {data.get('version')!r} is not supported")
    return data


@dataclass(frozen=True, slots=True)
class Record:
    """A game as its configuration, its seed (``None`` for a game played with real dice) and its actions; a game
    across devices also has the dice its devices drew together, which its chance steps come from."""

    game: Game
    seed: int | None
    actions: tuple[str, ...]
    dice: SharedDice | None = None

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game.to_json(),
            "seed": self.seed,
            "actions": list(self.actions),
        }
        if self.dice is not None:
            data["dice"] = self.dice.to_json()
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @staticmethod
    def from_json(data: Any) -> Record:
        read_envelope(data, RECORD_FORMAT, RECORD_VERSION, InvalidRecord, "Vegas game record")
        try:
            game = Game.from_json(data.get("game"))
            seed = None if data.get("seed") is None else check_seed(data.get("seed"))
        except InvalidGame as bad:
            raise InvalidRecord(str(bad)) from bad  # the cause keeps an InvalidOption's problem for a page
        actions = data.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise InvalidRecord("the record's actions must be a list of texts")
        try:
            dice = None if data.get("dice") is None else SharedDice.from_json(data["dice"])
        except DiceProblem as bad:
            raise InvalidRecord(f"the record's dice: {bad}") from None
        return Record(game, seed, tuple(actions), dice)

    @staticmethod
    def loads(text: str) -> Record:
        try:
            data = read_json(text, "the game record")
        except JsonProblem as bad:
            raise InvalidRecord(str(bad)) from None
        return Record.from_json(data)

    def replay(self) -> State:
        """The state after every action, each checked; names the first step that does not fit."""
        return replay_states(self)[-1]


def replay_states(record: Record) -> list[State]:
    """Every state of the record, from the initial one, checking each action (and chance against the seed)."""
    return replay_with_rng(record)[0]


def replay_with_rng(record: Record) -> tuple[list[State], random.Random | None]:
    """``replay_states`` plus the seed's generator after the record's last chance step (``None`` for a record
    without a seed or with shared dice)."""
    state = record.game.new_initial_state()
    states = [state]
    dice = record.dice
    rng = None if record.seed is None or dice is not None else random.Random(record.seed)
    place = NO_PLACE  # where a state stands among the runs of shared dice
    for step, text in enumerate(record.actions, 1):
        try:
            action = state.checked_action(text)
        except IllegalAction as bad:
            raise InvalidRecord(f"step {step} {text!r}: {bad}") from None
        except VegasError as bad:
            raise InvalidRecord(f"step {step}: {bad}") from None
        place = chance_place(place, state.is_chance_node()) if dice is not None else place
        if dice is not None and state.is_chance_node():
            run, within = place
            drawn = dice.chance(run, within)
            if drawn is None:
                raise InvalidRecord(f"step {step} {text!r}: the links of its dice (run {run}) are not all revealed")
            expected = state.sample_chance(drawn)
            if action != expected:
                raise InvalidRecord(f"step {step} {text!r}: the revealed links give {str(expected)!r} here")
        elif rng is not None and state.is_chance_node():
            expected = state.sample_chance(rng)
            if action != expected:
                raise InvalidRecord(f"step {step} {text!r}: seed {record.seed} gives {str(expected)!r} here")
        state = state.apply_unchecked(action)
        states.append(state)
    return states, rng


NO_PLACE = (-1, -1)
"""Where the state before the first stands among the runs of dice (``chance_place``)."""


def chance_place(before: tuple[int, int], is_chance: bool) -> tuple[int, int]:
    """Where a state stands among the game's runs of shared dice, from where the state before it stood: (the run,
    the chance step within it) for a chance node, (the last run, -1) for a decision. A run is a stretch of
    consecutive chance steps; a decision ends it."""
    run, within = before
    if not is_chance:
        return run, -1
    return (run, within + 1) if within >= 0 else (run + 1, 0)


def load_state(data: Any) -> State:
    """Restore a state saved with ``State.to_json()``, whatever its rule set."""
    if not isinstance(data, dict):
        raise InvalidState("a saved state is a JSON object")
    try:
        game = Game.from_json(data.get("game"))
    except InvalidGame as bad:
        raise InvalidState(f"the saved state's game is invalid: {bad}") from None
    return game.state_class().from_json(game, data)
