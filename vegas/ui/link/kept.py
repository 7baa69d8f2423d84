"""What a page of a shared game keeps beside its save (``localStorage["vegas.link"]``, written by ``network.py``),
read back after a reload: each reader returns the value or ``None``/``IndexError``, never a crash on a damaged store.
"""

from __future__ import annotations

import json
from typing import Any

from vegas.core.errors import VegasError
from vegas.core.shared_dice import HashChain

from .guest import standby_invitation
from .protocol import LinkProblem
from .secret_choices import Secret


def kept_index(value: Any) -> int:
    """A seat number kept in the storage: a whole number from 0 (``IndexError`` otherwise, never Python's -1)."""
    if type(value) is not int or value < 0:
        raise IndexError(value)
    return value


def kept_secret(data: Any) -> Secret | None:
    """A secret choice kept beside the save, or ``None`` (none kept, or unreadable)."""
    try:
        secret = Secret(**data) if isinstance(data, dict) else None
    except TypeError:
        return None
    if secret is None or type(secret.number) is not int or type(secret.seat) is not int:
        return None
    texts = (secret.commit, secret.seen), (secret.action, secret.nonce)
    if not all(isinstance(x, str) for x in texts[0]) or not all(x is None or isinstance(x, str) for x in texts[1]):
        return None
    return secret


def kept_chain(stored: dict[str, Any] | None) -> HashChain | None:
    """Our chain of dice links kept beside the save, or ``None`` (none kept, or unreadable)."""
    try:
        return HashChain(str(stored["chain"])) if stored is not None and "chain" in stored else None
    except (VegasError, TypeError):
        return None


def kept_standby(data: Any) -> dict[str, Any] | None:
    """The host's standby invitation kept beside the save (``guest.standby_invitation``), or ``None``."""
    try:
        return standby_invitation(data) if data is not None else None
    except LinkProblem:
        return None


def kept_link(raw: object) -> dict[str, Any] | None:
    """The whole record kept beside the save (its JSON text), or ``None`` (none, or unreadable)."""
    if not isinstance(raw, str):
        return None
    try:
        data = json.loads(raw)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None
