"""Typed errors of the engine: every message is written for the person who caused it."""

import json
from typing import Any


class VegasError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalAction(VegasError):
    """An action that the rules do not allow in this state ("you rolled no 4")."""


class InvalidAction(VegasError):
    """Text that is not an action at all ("plaec 3")."""


class InvalidState(VegasError):
    """A saved state that is corrupted, tampered with or from an unknown format."""


class InvalidRecord(VegasError):
    """A game record that does not replay: names the step and what is wrong."""


class InvalidGame(VegasError):
    """A game configuration the rules do not allow (unknown rule set, wrong player count...)."""


class ScenarioError(VegasError):
    """A payout scenario (``python -m vegas payout``) that is not valid input for the rules it names."""


class InvalidOption(InvalidGame):
    """A rule set's option the rules do not allow, with ``problem`` (a short name of what is wrong) and its
    ``details``, so that a page can say it in its own language; the message stays English."""

    def __init__(self, message: str, problem: str, **details: Any) -> None:
        super().__init__(message)
        self.problem = problem
        self.details = details


def shown(value: Any, limit: int = 16) -> str:
    """A value as a message quotes it to a person: a text as it is, else its JSON (``true``, not ``True``), cut
    short."""
    try:
        text = value if isinstance(value, str) else json.dumps(value)
    except (TypeError, ValueError):
        text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
