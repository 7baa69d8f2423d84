"""Building exact positions by applying chance outcomes as actions (draws and dice are actions too), and the
short digest of what the table sees that the golden playthroughs store after every step."""

from __future__ import annotations

import hashlib
import json

from vegas import Game
from vegas.core.state import State

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


ROYALE_DEAL = (
    *("draw 100", "draw 90"),  # pair 1: 190 → casino 6
    *("draw 30", "draw 30"),  # pair 2: 60 → casino 1
    *("draw 80", "draw 50"),  # pair 3: 130 → casino 4
    *("draw 40", "draw 30"),  # pair 4: 70 → casino 2
    *("draw 90", "draw 60"),  # pair 5: 150 → casino 5
    *("draw 70", "draw 30"),  # pair 6: 100 → casino 3
)
"""Twelve draws, six Royale pairs, one per casino: 30+30, 40+30, 70+30, 80+50, 90+60, 100+90."""


def royale_dealt(players: int = 4, deal: tuple[str, ...] = ROYALE_DEAL, **game_options) -> State:
    """A new Royale basic game whose first round is dealt with ``deal``."""
    return play(Game("royale-basic", players, **game_options).new_initial_state(), *deal)


def royale_roll(state: State, value: int, small: int = 0, big: bool = False) -> str:
    """A roll of every die the player to move holds in which exactly ``small`` small dice and, if ``big``, the
    Biggy show ``value``; all others show another value."""
    small_left, big_left = state.supplies[state.player]  # type: ignore[attr-defined]
    other = value % 6 + 1
    faces = [str(value)] * small + [str(other)] * (small_left - small)
    if big_left:
        faces.append(f"{value if big else other}B")
    return "dice " + " ".join(faces)


def royale_round(state: State, plans: dict[int, list[tuple[int, int, bool]]]) -> State:
    """Play turns in seat order until the plans run out: each step (value, small dice, Biggy too?) is rolled
    with ``royale_roll`` and placed."""
    plans = {seat: list(steps) for seat, steps in plans.items()}
    while any(plans.values()):
        seat = state.current_player()
        value, small, big = plans[seat].pop(0)
        state = play(state, "roll")
        state = play(state, royale_roll(state, value, small, big), f"place {value}")
    return state


def observation_digest(state: State) -> str:
    """16 hex digits of the SHA-256 of the observation's canonical JSON (sorted keys, no spaces)."""
    text = json.dumps(state.observation(), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def end_facts(state: State) -> dict:
    """What a golden game records of its end: scores and winners, and what the game's family adds (the casino
    table: each seat's notes, the pile's bottom, Royale's chips and bank; Knizia's board: each table's result)."""
    from vegas.games.lasvegas.state import CasinoState

    facts: dict = {"scores": state.scores(), "winners": state.winners()}
    if isinstance(state, CasinoState):
        facts["notes"] = [list(notes) for notes in state.won]
        facts["pile_bottom"] = list(state.bottom)
        if hasattr(state, "chips"):
            facts["chips"] = list(state.chips)
        if hasattr(state, "bank"):
            facts["bank"] = [list(b) for b in state.bank]
    else:
        facts["tables"] = [table["result"] for table in state.observation()["tables"]]
    return facts
