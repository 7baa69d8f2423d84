"""The ``easy`` and ``medium`` bots: one-ply judgement of each value to place (docs/rules.md §1, §1a).

``medium`` values the position after each choice, casino by casino: the money each owner would take now,
discounted by the threat that a rival with dice left ties or passes it (a binomial guess of how many
more dice a rival puts there), for itself minus a share of the others' (taking money away counts too),
plus a value for every die kept for later. Tying its own majority away or spending many dice on little
money therefore scores low without a special rule.

``easy`` plays like a hasty person: it counts only the money it would take at once, misjudges values by
some noise, sometimes throws in the biggest group of dice, and never looks at threats.

Both read the classic table through ``Position``; for other rule sets they judge each legal action by the
generic measure of ``generic.py`` (so an extra move like ``sit-out`` or a tile's decision is weighed like any
other), except the guessing decisions of LUCKY PUNCH and BLACK BOX, drawn from their equilibrium mix
(``guessing.py``).
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass

from vegas.core.actions import Action, Place
from vegas.core.state import State
from vegas.games.knizia.play import KniziaPlay

from .base import QuickBot, Thinking, finish, register_bot
from .generic import IdleTurns, generic_values, generic_valuing
from .guessing import obvious
from .knizia.worth import DEFAULT_WORTH, Worth, knizia_measure
from .position import Position, pay_code, threat_table

Scoring = Generator[None, None, list[tuple[Action, float]]]
"""Each action with its score, in pieces (yields between them)."""


@dataclass(frozen=True, slots=True)
class MediumWeights:
    """The knobs of ``medium``'s judgement (values found by short tournaments while it was written)."""

    threat: float = 0.04
    """Chance that one die a rival still holds ends up in a given casino."""
    others: float = 1.2
    """Weight of the other seats' expected money (shared among them) against one's own."""
    keep: float = 1.4
    """Value of a die kept, as a share of the money per die still on the table."""


def expected_money(position: Position, weights: MediumWeights) -> list[float]:
    """Each seat's money from the casinos, each award discounted by the chance that it is caught."""
    table = threat_table(weights.threat)
    players, owners = position.players, position.owners
    reach = list(position.own_left) + ([sum(position.neutral_left)] if owners > players else [])
    expected = [0.0] * players
    for casino in range(6):
        counts = position.counts(casino)
        paid = pay_code(position.notes[casino], position.codes[casino], owners, players)
        for owner in range(players):
            if not paid[owner]:
                continue
            mine = counts[owner]
            safe = 1.0
            for rival in range(owners):
                if rival != owner and reach[rival] and counts[rival] < mine:
                    safe *= 1.0 - table[reach[rival]][mine - counts[rival]]
            expected[owner] += paid[owner] * safe
    return expected


def medium_value(position: Position, seat: int, weights: MediumWeights) -> float:
    """How good ``position`` is for ``seat``: its expected money minus the others', plus its dice kept."""
    expected = expected_money(position, weights)
    mine = expected[seat]
    others = (sum(expected) - mine) / max(1, position.players - 1)
    on_table = sum(sum(notes) for notes in position.notes)
    dice = sum(position.dice_left(s) for s in range(position.players))
    per_die = on_table / dice if dice else 0.0
    return mine - weights.others * others + weights.keep * per_die * position.dice_left(seat)


def medium_scores(position: Position, weights: MediumWeights) -> list[tuple[int, float]]:
    """Every value the seat to move may place, with ``medium``'s judgement of the position after it."""
    seat = position.to_move
    return [(value, medium_value(position.placed(value), seat, weights)) for value in position.choices()]


def only_places(state: State, actions: list[Action]) -> Position | None:
    """The fast position when every legal action is a placement of the classic table, else ``None``."""
    if not all(isinstance(a, Place) for a in actions):
        return None
    position = Position.read(state)
    return position if position is not None and position.classic else None


class OnePlyBot(QuickBot):
    """Base of ``easy`` and ``medium``: a forced move at once, else every legal action scored, best taken."""

    rng: random.Random
    idle: IdleTurns

    def choose(self, state: State) -> Action:
        return finish(self.think(state))

    def think(self, state: State) -> Thinking:
        """``choose`` in pieces where it judges another rule set's decision (``generic_thinking``)."""
        actions = state.legal_actions()
        chosen = obvious(state, actions, self.rng)
        if chosen is not None:
            return chosen
        position = only_places(state, actions)
        if position is None:
            scored = yield from self.generic_thinking(state, self.idle.allowed(actions))
            return self.idle.took(best(scored, self.rng), actions)
        return best([(Place(v), score) for v, score in self.scores(position)], self.rng)

    def scores(self, position: Position) -> list[tuple[int, float]]:
        """Each value the seat to move may place on the classic table, with its score."""
        raise NotImplementedError

    def generic_scores(self, state: State, actions: list[Action]) -> list[tuple[Action, float]]:
        """Each legal action of any other rule set, with its score."""
        raise NotImplementedError

    def generic_thinking(self, state: State, actions: list[Action]) -> Scoring:
        """``generic_scores`` in pieces, where a bot's judgement has them."""
        yield from ()
        return self.generic_scores(state, actions)


class MediumBot(OnePlyBot):
    """A sound heuristic: money now, majorities, threats, dice kept (see the module docstring)."""

    name = "medium"

    def __init__(
        self, rng: random.Random, weights: MediumWeights = MediumWeights(), knizia: Worth | None = DEFAULT_WORTH
    ) -> None:
        self.rng = rng
        self.weights = weights
        self.knizia = knizia
        self.idle = IdleTurns()

    def scores(self, position: Position) -> list[tuple[int, float]]:
        return medium_scores(position, self.weights)

    def generic_scores(self, state: State, actions: list[Action]) -> list[tuple[Action, float]]:
        return finish(self.generic_thinking(state, actions))

    def generic_thinking(self, state: State, actions: list[Action]) -> Scoring:
        if self.knizia is not None and isinstance(state, KniziaPlay):
            measure = knizia_measure(self.knizia)
            return (yield from generic_valuing(state, actions, self.weights.others, self.rng, measure))
        return (yield from generic_valuing(state, actions, self.weights.others, self.rng))


@dataclass(frozen=True, slots=True)
class EasyHabits:
    """How ``easy`` errs."""

    noise: float = 15.0
    """Standard deviation of its misjudgement of each choice, in thousands."""
    rash: float = 0.2
    """Chance that it simply places the biggest group of dice it rolled."""


class EasyBot(OnePlyBot):
    """Plausible but careless: money now only, with noise, sometimes the biggest group (module docstring)."""

    name = "easy"

    def __init__(self, rng: random.Random, habits: EasyHabits = EasyHabits()) -> None:
        self.rng = rng
        self.habits = habits
        self.idle = IdleTurns()

    def scores(self, position: Position) -> list[tuple[int, float]]:
        rng, noise = self.rng, self.habits.noise
        assert position.roll is not None
        own, neutral = position.roll
        seat = position.to_move
        if rng.random() < self.habits.rash:
            return [(v, own[v] + neutral[v]) for v in position.choices()]
        scored = []
        for value in position.choices():
            code = position.codes[value - 1]
            before = pay_code(position.notes[value - 1], code, position.owners, position.players)[seat]
            after_code = position.placed(value).codes[value - 1]
            after = pay_code(position.notes[value - 1], after_code, position.owners, position.players)[seat]
            scored.append((value, after - before + rng.gauss(0.0, noise)))
        return scored

    def generic_scores(self, state: State, actions: list[Action]) -> list[tuple[Action, float]]:
        scored = generic_values(state, actions, 0.0, self.rng)
        return [(a, v + self.rng.gauss(0.0, self.habits.noise)) for a, v in scored]


def best(scored: list[tuple[Action, float]], rng: random.Random) -> Action:
    """The best-scored action; equal scores are broken at random."""
    top = max(score for _, score in scored)
    return rng.choice([action for action, score in scored if score >= top - 1e-9])


register_bot("easy", EasyBot)
register_bot("medium", MediumBot)
register_bot("baseline-medium", lambda rng: MediumBot(rng, knizia=None))
"""``medium`` as it played Knizia's *Vegas* before it counted the cards kept (issue 35), for benchmarks
(docs/bots.md); in every other rule set the same as ``medium``. The page does not offer it."""
