"""Computer seats (STYLE habit 9): objects with ``choose(state) -> action`` and their own generator.

Bots use only the public state API, so every rule set that implements it can be played by them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ..actions import Action
from ..errors import VegasError
from ..rules.base import State


class Bot(Protocol):
    name: str

    def choose(self, state: State) -> Action:
        """The action this bot takes for the seat to move in ``state`` (a decision node)."""
        ...


BotFactory = Callable[[random.Random], Bot]
_FACTORIES: dict[str, BotFactory] = {}


def register_bot(name: str, factory: BotFactory) -> None:
    _FACTORIES[name] = factory


def bot_names() -> list[str]:
    """The built-in bots, weakest first as registered."""
    _load()
    return list(_FACTORIES)


def make_bot(name: str, rng: random.Random) -> Bot:
    """A bot by name, drawing any randomness it needs from ``rng``."""
    _load()
    factory = _FACTORIES.get(name)
    if factory is None:
        raise VegasError(f"unknown bot {name!r}; choose one of {', '.join(_FACTORIES)}")
    return factory(rng)


def _load() -> None:
    from . import basic  # noqa: F401
