"""What every bot is (``Bot``: ``think`` in chunks, ``choose`` at once; ``QuickBot`` for a one-step
decision) and the table of bots by name that each bot's module adds itself to (``register_bot``); the
package's ``make_bot`` reads it. Below the bots, so that they need not import the package that imports them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from typing import Protocol, TypeVar

from vegas.core.actions import Action
from vegas.core.state import State

T = TypeVar("T")

Thinking = Generator[None, None, Action]
"""What ``think`` returns: yields ``None`` between chunks of work, returns the chosen action."""


class Bot(Protocol):
    name: str

    def think(self, state: State) -> Thinking:
        """The decision for the seat to move in ``state``, in chunks (see the module docstring)."""
        ...

    def choose(self, state: State) -> Action:
        """The action this bot takes for the seat to move in ``state`` (a decision node)."""
        ...


def finish(thinking: Generator[None, None, T]) -> T:
    """Run a ``think`` generator (or any generator of that shape) to its end and return its value."""
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            result: T = done.value
            return result


class QuickBot:
    """Base of the bots that decide in one short step: ``think`` is ``choose`` without any yield."""

    name = "quick"

    def choose(self, state: State) -> Action:
        raise NotImplementedError

    def think(self, state: State) -> Thinking:
        yield from ()
        return self.choose(state)


BotFactory = Callable[[random.Random], Bot]
FACTORIES: dict[str, BotFactory] = {}
"""Every bot by name: ``register_bot`` adds one, the package's ``make_bot`` and ``bot_names`` read them."""


def register_bot(name: str, factory: BotFactory) -> None:
    FACTORIES[name] = factory


STRENGTH_ORDER = ("random", "greedy", "easy", "medium", "hard")
"""The built-in bots, weakest first; bots registered by others follow in the order they were registered."""
