"""Computer seats (habit 9, docs/architecture.md): objects with ``think``/``choose`` and their own generator.

Every bot has two ways to decide for the seat to move in ``state`` (a decision node):

- ``bot.choose(state) -> Action``: decides at once (for simulations, tournaments, the command line).
- ``bot.think(state)``: a generator that does the same work in chunks. Each ``next()`` runs one chunk
  (no chunk takes more than about 50 ms in the browser) and yields ``None``; when the work is done the
  generator returns the action, i.e. ``StopIteration.value``. The page drives it without freezing::

      thinking = bot.think(state)
      while True:
          try:
              next(thinking)
          except StopIteration as done:
              action = done.value
              break
          await asyncio.sleep(0)      # let the page breathe between chunks

  ``choose(state)`` is exactly ``finish(bot.think(state))``; both give the same action for the same
  generator state, since the chunks only cut the work, never change it.

Bots are made by name (``make_bot("hard", rng)``), each with its own ``random.Random`` (habit 3, docs/architecture.md);
the same seed gives the same choices. Built-in bots, weakest first: ``random``, ``greedy`` (the one-ply
rule of published Las Vegas bots), ``easy``, ``medium``, ``hard``. They use the public state API and
``observation()`` only, with a fast path for the classic table (``position.py``) and a generic fallback
for any other rule set, whatever extra moves it has.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from typing import Protocol, TypeVar

from vegas.core.actions import Action
from vegas.core.errors import VegasError
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
_FACTORIES: dict[str, BotFactory] = {}


def register_bot(name: str, factory: BotFactory) -> None:
    _FACTORIES[name] = factory


STRENGTH_ORDER = ("random", "greedy", "easy", "medium", "hard")
"""The built-in bots, weakest first; bots registered by others follow in the order they were registered."""


def bot_names() -> list[str]:
    """Every registered bot, the built-in ones weakest first."""
    _load()
    known = [name for name in STRENGTH_ORDER if name in _FACTORIES]
    return known + [name for name in _FACTORIES if name not in STRENGTH_ORDER]


def make_bot(name: str, rng: random.Random) -> Bot:
    """A bot by name, drawing any randomness it needs from ``rng``."""
    _load()
    factory = _FACTORIES.get(name)
    if factory is None:
        raise VegasError(f"unknown bot {name!r}; choose one of {', '.join(bot_names())}")
    return factory(rng)


def _load() -> None:
    from . import basic, heuristic, search  # noqa: F401
