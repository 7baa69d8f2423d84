"""Building exact positions by applying chance outcomes as actions (draws and dice are actions too)."""

from __future__ import annotations

from vegas import Game
from vegas.rules.base import State

ONE_NOTE_EACH = ("draw 90",) * 5 + ("draw 80",)
"""Six draws that give every casino one note of at least 50: 90, 90, 90, 90, 90, 80."""


def play(state: State, *texts: str) -> State:
    """Apply each action text with the checked path."""
    for text in texts:
        state = state.apply(text)
    return state


def dealt(rules: str = "classic", players: int = 4, **game_options) -> State:
    """A new game whose first round is dealt with ``ONE_NOTE_EACH``."""
    return play(Game(rules, players, **game_options).new_initial_state(), *ONE_NOTE_EACH)
