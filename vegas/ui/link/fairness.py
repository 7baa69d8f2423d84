"""Dice that two devices can both trust: every device commits to a secret part, then all reveal, then the
parts are combined into the game's seed.

A device sends ``commitment(part)`` first and its ``part`` only once every commitment is in, so no device can
choose its part after seeing another's; each checks every part against the commitment announced before any part
was sent (``host.py`` and ``guest.py`` keep that list). The combined seed feeds the match's generator exactly as a
seed typed by a player does, so a device that replays the record checks every roll and deal against it: neither
side can change a single die unnoticed.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Sequence

from vegas.core.errors import VegasError
from vegas.core.record import MAX_SEED

PART_BYTES = 32
_HEX = re.compile(r"[0-9a-f]{64}")


class FairnessProblem(VegasError):
    """A part or commitment that is malformed, or a revealed part that does not match its commitment."""


def new_part() -> str:
    """A device's secret part: 32 bytes from the operating system's (the browser's) secure generator, as hex."""
    return secrets.token_hex(PART_BYTES)


def commitment(part: str) -> str:
    """What a device sends before its part: a hash that binds it to the part without telling it."""
    return hashlib.sha256(b"vegas-part:" + _bytes(part, "a part")).hexdigest()


def check_part(part: object, promised: str) -> str:
    """``part`` if it is well formed and matches the commitment ``promised``, else ``FairnessProblem``."""
    if commitment(_checked_hex(part, "a part")) != promised:
        raise FairnessProblem("a revealed part does not match the commitment sent before it")
    return str(part)


def checked_commitment(value: object) -> str:
    """A commitment as received: 64 lowercase hex digits, or ``FairnessProblem``."""
    return _checked_hex(value, "a commitment")


def choice_commitment(number: int, action: str, nonce: str) -> str:
    """What a device sends instead of a secret choice (move ``number`` of the record): it binds the device to the
    choice, and opens only with the nonce, which the device sends once the choice has been answered."""
    return hashlib.sha256(f"vegas-choice:{number}:{action}:".encode() + _bytes(nonce, "a nonce")).hexdigest()


def combined_seed(parts: Sequence[str]) -> int:
    """The game's seed from every device's part, in the order the devices agreed (the host's first)."""
    if not parts:
        raise FairnessProblem("a seed needs at least one part")
    digest = hashlib.sha256(b"vegas-seed:" + b"".join(_bytes(part, "a part") for part in parts)).digest()
    return int.from_bytes(digest[:8], "big") & MAX_SEED


def _checked_hex(value: object, what: str) -> str:
    if not isinstance(value, str) or not _HEX.fullmatch(value):
        raise FairnessProblem(f"{what} must be 64 lowercase hexadecimal digits")
    return value


def _bytes(value: str, what: str) -> bytes:
    return bytes.fromhex(_checked_hex(value, what))
