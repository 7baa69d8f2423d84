"""How long another device has been silent, measured in this page's own heartbeats rather than by the clock.

A page that was itself paused (a phone's tab in the background, a CPU too busy to run its timers for seconds)
heard nothing meanwhile, and its first heartbeat afterwards can run before the messages that waited for it. By
the clock every other device would then have been silent for the whole pause, and be dropped for a silence that
was this page's own: a host stalled for nine seconds dropped both friends of a three-device game in the shaken
browser suite (issue 53), and the game waited for them forever. Counted in beats, the pause is one beat.
"""

from __future__ import annotations

HEARTBEAT = 2.0
"""Seconds between the messages that tell the other side this page is still there."""
SILENCE = 7.0
"""A connection counts as lost after this long without a word (a closed tab sends no goodbye), in this page's
heartbeat time: the fourth beat in a row without one."""


class Silence:
    """This page's heartbeat clock (``HEARTBEAT`` seconds a beat, however late the beat came) and when it last
    heard each connection."""

    def __init__(self) -> None:
        self.clock = 0.0
        self.heard: dict[int, float] = {}

    def hear(self, seat: int) -> None:
        """A word (any message, or the connection opening) from ``seat``."""
        self.heard[seat] = self.clock

    def beat(self) -> float:
        """One heartbeat of this page: its clock goes on by one beat, whatever time passed; the new clock."""
        self.clock += HEARTBEAT
        return self.clock

    def lost(self, seats: list[int]) -> list[int]:
        """Those of ``seats`` silent for longer than ``SILENCE`` of this page's heartbeat time."""
        return [seat for seat in seats if self.clock - self.heard.get(seat, self.clock) > SILENCE]
