"""A user's own bot, named ``module:callable``: a function from the observed position to an action text.

The callable receives ``state.observation()`` (a plain JSON-able dict, documented in docs/bots.md) for the
seat to move and returns the text of one of ``legal_actions`` (``"place 3"``). A crash, a non-text
answer, a malformed or an illegal action raises ``BotError``, which the command line reports on one line.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Any, cast

from vegas.core.actions import Action
from vegas.core.errors import IllegalAction, VegasError
from vegas.core.state import State

from . import Bot, QuickBot, make_bot


class BotError(VegasError):
    """A user's bot that cannot be loaded or answered something that is not a legal action."""


def is_user_bot(spec: str) -> bool:
    return ":" in spec


def load_callable(spec: str) -> Callable[[dict[str, Any]], Any]:
    """The function named ``module:callable`` (``package.module:object.method`` works too)."""
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise BotError(f"a user bot is named module:callable, not {spec!r}")
    try:
        target: Any = importlib.import_module(module_name)
    except Exception as bad:  # the user's module may fail in any way while importing
        raise BotError(f"cannot import {module_name!r} for bot {spec!r}: {type(bad).__name__}: {bad}") from None
    for part in attribute.split("."):
        if not hasattr(target, part):
            raise BotError(f"{module_name!r} has no {attribute!r} for bot {spec!r}")
        target = getattr(target, part)
    if not callable(target):
        raise BotError(f"{spec!r} is not callable")
    return cast(Callable[[dict[str, Any]], Any], target)


class CallableBot(QuickBot):
    """Asks a user's function for each decision and checks its answer."""

    def __init__(self, spec: str, function: Callable[[dict[str, Any]], Any]) -> None:
        self.name = spec
        self.function = function

    def choose(self, state: State) -> Action:
        try:
            answer = self.function(state.observation())
        except Exception as bad:  # the user's code may fail in any way
            raise BotError(f"bot {self.name!r} failed: {type(bad).__name__}: {bad}") from None
        if not isinstance(answer, str):
            raise BotError(f"bot {self.name!r} must answer an action text like 'place 3', not {answer!r}")
        try:
            return state.checked_action(answer)
        except IllegalAction as bad:
            legal = ", ".join(str(a) for a in state.legal_actions())
            illegal = f"bot {self.name!r} answered {answer!r}, which is illegal here ({bad}); legal: {legal}"
            raise BotError(illegal) from None
        except VegasError as bad:
            raise BotError(f"bot {self.name!r} answered {answer!r}: {bad}") from None


def bot_factory(spec: str) -> Callable[[random.Random], Bot]:
    """How to make the bot a ``--bots`` entry names: built-in by name, or a user's ``module:callable``."""
    if is_user_bot(spec):
        function = load_callable(spec)
        return lambda rng: CallableBot(spec, function)
    make_bot(spec, random.Random(0))  # an unknown name fails here, before any game
    return lambda rng: make_bot(spec, rng)
