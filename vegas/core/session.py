"""A match in progress: one game, one seed, the actions so far (habit 3, docs/architecture.md).

The match owns the seeded generator for chance. Its record (seed + actions) is all a save needs:
restoring replays it, which also brings the generator back to the same point, so a restored match
continues exactly as the original would have.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .actions import Action
from .errors import InvalidRecord
from .game import Game
from .record import Record, check_seed, replay_with_rng
from .state import State


class Match:
    """A game being played: the checked path for people, with chance drawn from the match's seed."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed = check_seed(seed)
        self._rng = random.Random(self.seed)
        self.states: list[State] = [game.new_initial_state()]
        self.actions: list[Action] = []

    @property
    def state(self) -> State:
        return self.states[-1]

    def play(self, action: Action | str) -> State:
        """Apply one action of the player to move (checked); the state is unchanged if it is illegal."""
        if isinstance(action, str):
            action = Action.parse(action)
        new_state = self.state.apply(action)
        self.states.append(new_state)
        self.actions.append(action)
        return new_state

    def advance_chance(self, stop: Callable[[State, State], bool] | None = None) -> list[Action]:
        """Resolve chance steps (deals, rolls) until a player must act or the game ends, or until ``stop(before,
        after)`` says a step was the last for now (the page stops at a round's end to show its payout)."""
        resolved = []
        while self.state.is_chance_node():
            before = self.state
            outcome = before.sample_chance(self._rng)
            self.play(outcome)
            resolved.append(outcome)
            if stop is not None and stop(before, self.state):
                break
        return resolved

    def bot_rng(self) -> random.Random:
        """A generator for a computer seat's decision here, the same after any reload."""
        return random.Random(f"{self.seed}:bot:{len(self.actions)}")

    def until(self, moves: int) -> Match:
        """The match as it stood after its first ``moves`` actions, its chance generator where it was then (a
        replay shows it; taking over from there deals the same dice the original game dealt)."""
        if not 0 <= moves <= len(self.actions):
            raise ValueError(f"a match of {len(self.actions)} actions has no position {moves}")
        earlier = Match(self.game, self.seed)
        earlier.states = self.states[: moves + 1]
        earlier.actions = self.actions[:moves]
        for state in earlier.states[:-1]:
            if state.is_chance_node():
                state.sample_chance(earlier._rng)  # the draws that dealt these outcomes, in order
        return earlier

    def record(self) -> Record:
        return Record(self.game, self.seed, tuple(str(a) for a in self.actions))

    @classmethod
    def from_record(cls, record: Record) -> Match:
        """Restore a match from its record; raises ``InvalidRecord`` naming the first bad step."""
        if record.seed is None:
            raise InvalidRecord("a match to continue needs its seed")
        match = cls(record.game, record.seed)
        match.states, rng = replay_with_rng(record)
        assert rng is not None
        match._rng = rng
        match.actions = [Action.parse(text) for text in record.actions]
        return match
