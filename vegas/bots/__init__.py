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

Bots are made by name (``make_bot("hard", rng)``), each with its own ``random.Random`` (habit 3,
docs/architecture.md); the same seed gives the same choices. Built-in bots, weakest first: ``random``,
``greedy`` (the one-ply rule of published Las Vegas bots), ``easy``, ``medium``, ``hard``. They use the public
state API and ``observation()`` only, with a fast path for the classic table (``position.py``) and a generic
fallback for any other rule set, whatever extra moves it has; in Knizia's *Vegas* ``hard`` plans on a
board of its own (``knizia/``); at the end of a 2-player round of the classic table ``hard`` plays exactly
(``exact.py``). ``baseline-hard``, ``baseline-medium`` and ``hard-search`` keep the levels of before for
benchmarks (the page offers only ``easy``, ``medium``, ``hard``). The protocol and the table of bots by name are
in ``base.py``, below the bots' modules, which add themselves to it as ``make_bot`` first imports them.
"""

from __future__ import annotations

import random

from vegas.core.errors import VegasError

from .base import FACTORIES, STRENGTH_ORDER, Bot, BotFactory, QuickBot, Thinking, finish, register_bot

__all__ = [
    "STRENGTH_ORDER",
    "Bot",
    "BotFactory",
    "QuickBot",
    "Thinking",
    "bot_names",
    "finish",
    "make_bot",
    "register_bot",
]


def bot_names() -> list[str]:
    """Every registered bot, the built-in ones weakest first."""
    _load()
    known = [name for name in STRENGTH_ORDER if name in FACTORIES]
    return known + [name for name in FACTORIES if name not in STRENGTH_ORDER]


def make_bot(name: str, rng: random.Random) -> Bot:
    """A bot by name, drawing any randomness it needs from ``rng``."""
    _load()
    factory = FACTORIES.get(name)
    if factory is None:
        raise VegasError(f"unknown bot {name!r}; choose one of {', '.join(bot_names())}")
    return factory(rng)


def _load() -> None:
    from . import basic, heuristic, search  # noqa: F401
