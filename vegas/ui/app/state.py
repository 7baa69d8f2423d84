"""What the page's parts share: the table on the page, its language and pace, and where the page stands (a replay
watched, a payout shown, dice rolling or landing, the coach's hints). The screen draws from it; each field says
which part writes it."""

from __future__ import annotations

from dataclasses import dataclass, field

from vegas.ui.replay import Watching
from vegas.ui.table import Table

from .devices import Devices

PACE = {
    "normal": {"roll": 0.55, "land": 0.45, "bot": 0.7, "payout": 0.6, "payout_end": 1.6},
    "fast": {"roll": 0.2, "land": 0.15, "bot": 0.12, "payout": 0.1, "payout_end": 0.3},
    "instant": {"roll": 0.0, "land": 0.0, "bot": 0.0, "payout": 0.0, "payout_end": 0.0},
}
"""Seconds the page waits so people can follow; "instant" (storage only, no control) is for tests."""
FAST_KEY = "vegas.fast"


def stored_pace(stored: str | None) -> str:
    """The pace the player chose last ("1": the Faster box ticked), or the one a test set."""
    return {"1": "fast", "instant": "instant"}.get(stored or "", "normal")


@dataclass
class PageState:
    devices: Devices
    lang: str  # the language part
    pace: str = "normal"  # the game loop (the Faster box)
    table: Table | None = None  # the page: the game taken from the save, a link, the form, a replay or a friend
    watching: Watching | None = None  # replays: a replay on screen; the game in progress waits meanwhile
    busy: bool = False  # the game loop: a computer thinks, dice roll, or a payout is shown
    tumbling: bool = False  # the game loop: the dice just rolled are shown tumbling to their faces
    landing: bool = False  # the screen: dice are travelling to their casino
    payout_due: bool = False  # the game loop: a round ended, its payout is shown before anything else happens
    showing_payout: bool = False  # the game loop
    reveal_due: int | None = None  # the game loop: the move that answered a secret choice, its outcome still to say
    revealing: list[str] | None = None  # the game loop: a secret choice's outcome said, until the players continue
    payout_shown: int | None = None  # the game loop: how many casinos the payout shown has revealed (None: all)
    outcomes_seen: set[str] | None = None  # the screen: the tiles' outcomes shown so far (each animated once)
    hints: dict[str, str] = field(default_factory=dict)  # the coach: its estimate of each choice
    hints_at: int = -1  # the coach: the number of actions played when the hints were computed
    hints_exact: bool = False  # the coach: the hints are the exact solver's values (the round's end), not estimates
    keys: dict[str, str] = field(default_factory=dict)  # the screen: keys the board offers beside R and 1-6
    revealed_at: int = -1  # the controls: the move at which the player behind R22's screen showed up
    chosen: str = ""  # the controls: the first tap of a choice made in two (Knizia's Good Luck card: "luck 4")
    chosen_at: int = -1  # the controls: the move at which it was tapped (a move played forgets it)
    round_shown: int = 0  # the screen: the round of the position last drawn (a friend's move may end it)
    standings_closed: Table | None = None  # the controls: the ended game whose standings the player closed
    follows: bool = False  # the owner: another tab or window of this browser plays the game, shown here as it goes

    def seconds(self, step: str) -> float:
        """How long the page lets ``step`` ("roll", "land", "bot", "payout", "payout_end") take at its pace."""
        return PACE[self.pace][step]

    @property
    def waiting(self) -> bool:
        """Nothing may be played now: the page animates, a computer thinks, a round's payout or a secret choice's
        outcome is still to come, a replay is watched, a secret choice made on another device is being revealed, or
        another tab or window of this browser plays the game."""
        return (
            self.busy
            or self.payout_due
            or self.reveal_due is not None
            or self.watching is not None
            or self.devices.blocked
            or self.follows
        )
