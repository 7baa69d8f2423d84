"""A match in progress: one game, one seed, the actions so far (habit 3, docs/architecture.md).

The match owns the seeded generator for chance. Its record (seed + actions) is all a save needs:
restoring replays it, which also brings the generator back to the same point, so a restored match
continues exactly as the original would have. A match across devices draws its chance from shared dice instead
(``shared_dice.py``): a run of chance steps waits until every device's link for it is in.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .actions import Action
from .errors import InvalidRecord
from .game import Game
from .record import NO_PLACE, Record, chance_place, check_seed, replay_with_rng
from .shared_dice import SharedDice
from .state import State


class Match:
    """A game being played: the checked path for people, with chance drawn from the match's seed."""

    def __init__(self, game: Game, seed: int, dice: SharedDice | None = None) -> None:
        self.game = game
        self.seed = check_seed(seed)
        self._rng = random.Random(self.seed)
        self.dice = dice  # chance drawn from links revealed by every device (the seed then serves the bots only)
        self._places: list[tuple[int, int]] = []  # ``chance_place`` of the first states, grown as the match goes on
        self._places_of: list[State] | None = None  # the list of states they are of
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
            rng = self._chance_generator()
            if rng is None:
                break  # the shared dice of this run are not all revealed
            outcome = before.sample_chance(rng)
            self.play(outcome)
            resolved.append(outcome)
            if stop is not None and stop(before, self.state):
                break
        return resolved

    def _chance_generator(self) -> random.Random | None:
        if self.dice is None:
            return self._rng
        return self.dice.chance(*self._place())

    def _place(self) -> tuple[int, int]:
        """Where the state now stands among the runs of shared dice (``record.chance_place``)."""
        places, states = self._places, self.states
        if self._places_of is not states:  # a match cut or played again: its states are a new list
            places, self._places_of = [], states
            self._places = places
        for state in states[len(places) :]:
            places.append(chance_place(places[-1] if places else NO_PLACE, state.is_chance_node()))
        return places[-1]

    @property
    def waiting_for_dice(self) -> int | None:
        """The run of shared dice the match waits for (a chance step whose links are not all in), else ``None``."""
        if self.dice is None or not self.state.is_chance_node():
            return None
        run, _ = self._place()
        return None if self.dice.ready(run) else run

    def play_alone(self) -> None:
        """The match goes on on this screen only: runs of shared dice not yet dealt need no other device."""
        if self.dice is not None:
            self.dice = self.dice.alone()

    def bot_rng(self) -> random.Random:
        """A generator for a computer seat's decision here, the same after any reload."""
        return random.Random(f"{self.seed}:bot:{len(self.actions)}")

    def until(self, moves: int) -> Match:
        """The match as it stood after its first ``moves`` actions, its chance generator where it was then (a
        replay shows it; taking over from there deals the same dice the original game dealt)."""
        if not 0 <= moves <= len(self.actions):
            raise ValueError(f"a match of {len(self.actions)} actions has no position {moves}")
        earlier = Match(self.game, self.seed, self.dice)
        earlier.states = self.states[: moves + 1]
        earlier.actions = self.actions[:moves]
        for state in earlier.states[:-1] if self.dice is None else ():
            if state.is_chance_node():
                state.sample_chance(earlier._rng)  # the draws that dealt these outcomes, in order
        return earlier

    def record(self) -> Record:
        return Record(self.game, self.seed, tuple(str(a) for a in self.actions), self.dice)

    @classmethod
    def from_record(cls, record: Record) -> Match:
        """Restore a match from its record; raises ``InvalidRecord`` naming the first bad step."""
        if record.seed is None:
            raise InvalidRecord("a match to continue needs its seed")
        match = cls(record.game, record.seed, record.dice)
        match.states, rng = replay_with_rng(record)
        if rng is not None:
            match._rng = rng
        match.actions = [Action.parse(text) for text in record.actions]
        return match
