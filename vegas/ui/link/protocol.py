"""A table shared by devices with no server between them — plain Python, no browser. This module holds what
both sides speak (the messages, refusals, the game's check); the host's side is ``host.py``, a friend's
``guest.py``, secret choices ``secret_choices.py``.

One page, the host's, holds the game: its engine checks every move and keeps the record. A friend's page
sends its own seat's moves and applies every move the host sends back, each through its own engine, so both
draw the same board and each keeps its own save. The messages travel as JSON text over whatever connects the
pages (a WebRTC data channel in the page, a list in the tests); nothing here knows which.

Before the first deal, every device commits to a secret part of the seed and then reveals it (``fairness.py``).
Each page then draws every roll and deal itself from the combined seed, so the host sends only the players'
moves, and a friend's page refuses any move that its own engine refuses (a tampered move, a move out of turn, a
seat that is not the host's to move). A friend that reconnects gets the whole record again and checks that the
moves it already had are the record's beginning.

A secret choice (``State.is_secret_choice``: LUCKY PUNCH's tokens, a BLACK BOX split, a duel's first hand) leaves
the device that made it only as a commitment and a digest of what everyone may see after it; every other device
plays on from a stand-in choice that looks the same, the answer is made, and only then does the choice travel,
with the nonce that opens its commitment. Each device checks it against the commitment and the digest, and
replays the answer after the real choice. Until it arrives nobody moves (``blocked``).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from vegas.core.boundary import JsonProblem, read_json
from vegas.ui.table import FRIEND, Settings, Table, Told

PROTOCOL = 2
"""2: the dice come from every device's hash chain (``shared_dice.py``); a page of version 1 is told to reload."""
MAX_MESSAGE = 1_000_000
"""Characters a message may have: a whole 5-player record is a few ten thousand."""

Outgoing = list[tuple[int, str]]
"""Messages to send: (the friend's seat, the message's text); a friend's page sends to the host, seat -1."""
HOST = -1
INVITATION = "#join="
"""How an invitation's address fragment begins (its offer code follows; "&stun=1" for internet play)."""


class LinkProblem(Told):
    """A message another device sent that this page refuses; the game stays as it was."""


def message(kind: str, **fields: Any) -> str:
    return json.dumps({"t": kind, **fields}, separators=(",", ":"))


def read_message(text: object) -> dict[str, Any]:
    """A received message as a dict with its kind ``t``, or ``LinkProblem`` (never a crash on hostile text)."""
    if not isinstance(text, str) or len(text) > MAX_MESSAGE:
        raise LinkProblem("link.bad_message")
    try:
        data = read_json(text, "a message")
    except JsonProblem:
        raise LinkProblem("link.bad_message") from None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise LinkProblem("link.bad_message")
    return data


def friend_seats(settings: Settings) -> list[int]:
    return [seat for seat, s in enumerate(settings.seats) if s.kind == FRIEND]


def game_check(table: Table) -> str:
    """A short digest of the whole record (seed and every move) that players compare aloud at the end: with three
    or more devices, equal checks on every page mean the host relayed every friend's moves as they were made."""
    digest = hashlib.sha256(json.dumps(table.match.record().to_json(), sort_keys=True).encode()).hexdigest()
    return f"{digest[:4]} {digest[4:8]}".upper()
