"""Dice drawn together by devices that do not trust each other: each chance step's outcome comes from a link of
every device's hash chain, revealed for that step only (play across devices, ``vegas/ui/link/``).

The construction (``docs/friends.md``, "Fair dice"):

- Every device draws a secret ``s`` and publishes the head of its chain, ``H^n(s)`` (Lamport's one-time
  password chain, as in S/KEY, RFC 1760), before any link of any device is revealed.
- A *run* is a stretch of consecutive chance steps between two decisions (a roll, a deal, a tile's draw). For the
  ``r``-th run every device reveals its next link ``H^(n-1-r)(s)``; anyone checks it by hashing it forward to
  the last link (or the head) the device published before it.
- The run's outcomes are drawn with a generator seeded by a hash of the run, the step within it and every link of
  the run together (``chance``): like Blum's coin flipping by telephone, each device is bound to its value before
  seeing the others', and the outcome is unknown until the last value is out.

Why it is sound, with SHA-256 taken as a random oracle: a head binds its device to every later link (another
value that hashes to the same link would be a second preimage), so the last device to reveal can only reveal the
one link it is bound to, or withhold it; and a link is a preimage of what was published, so nobody can compute it
before its device reveals it. As long as one device is honest, each run's outcome is unpredictable until its
link is out and fixed from the start. Withholding is the one power left (Cleve, 1986: no coin flipping between
two parties is fair against an abort); the link layer treats it as leaving the table.
"""

from __future__ import annotations

import hashlib
import random
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from .errors import VegasError

CHAIN_LENGTH = 1024
"""Runs a chain lasts: a five-player game has about 120 (``tests/bench/shared_dice.py`` counts them)."""
_HEX = re.compile(r"[0-9a-f]{64}")


class DiceProblem(VegasError):
    """A link or chain that is malformed, does not hash to what its device published, or comes out of turn."""


def hashed(link: str) -> str:
    """One step up a chain: the value a link must hash to (the link before it, or the head)."""
    return hashlib.sha256(b"vegas-link:" + bytes.fromhex(checked_link(link))).hexdigest()


def checked_link(value: object) -> str:
    """A link or head as received: 64 lowercase hex digits, or ``DiceProblem``."""
    if not isinstance(value, str) or not _HEX.fullmatch(value):
        raise DiceProblem("a dice link must be 64 lowercase hexadecimal digits")
    return value


class HashChain:
    """A device's own chain: its secret stays here; ``head`` is published first, ``link(run)`` for each run."""

    def __init__(self, secret: str | None = None) -> None:
        self.secret = checked_link(secret) if secret is not None else secrets.token_hex(32)
        values = [self.secret]
        for _ in range(CHAIN_LENGTH):
            values.append(hashed(values[-1]))
        self._values = values  # H^0(s) … H^n(s): run r reveals H^(n-1-r)(s)

    @property
    def head(self) -> str:
        return self._values[-1]

    def link(self, run: int) -> str:
        if not 0 <= run < CHAIN_LENGTH:
            raise DiceProblem(f"a chain lasts {CHAIN_LENGTH} runs of dice")
        return self._values[CHAIN_LENGTH - 1 - run]


@dataclass(frozen=True, slots=True)
class SharedDice:
    """Every device's chain head (the host's first) and, for each run dealt so far, every link it was drawn from
    (``None`` for a device that had left the table then)."""

    heads: tuple[str, ...]
    runs: tuple[tuple[str | None, ...], ...] = ()
    alone_from: int | None = None  # the game went on on one screen from this run: nobody else to keep dice from

    def ready(self, run: int) -> bool:
        """Whether run ``run`` can be drawn: its links are all in, or the game goes on alone."""
        return run < len(self.runs) or self.alone_from is not None

    def chance(self, run: int, step: int) -> random.Random | None:
        """The generator for chance step ``step`` of run ``run``, or ``None`` while that run's links are not in."""
        if not self.ready(run):
            return None
        if run < len(self.runs):
            joined = "".join(link or "-" for link in self.runs[run])
        else:
            joined = "alone:" + "".join(self.heads)
        digest = hashlib.sha256(f"vegas-dice:{run}:{step}:{joined}".encode()).digest()
        return random.Random(int.from_bytes(digest, "big"))

    def alone(self) -> SharedDice:
        """These dice for a game that goes on on one screen: the runs dealt stay, later ones need no links."""
        return self if self.alone_from is not None else replace(self, alone_from=len(self.runs))

    def check_link(self, device: int, run: int, link: object) -> str:
        """``link`` if it is ``device``'s link for ``run``: the next run to deal, hashing forward (over the runs
        the device missed) to the last value it published; else ``DiceProblem``."""
        if not 0 <= device < len(self.heads):
            raise DiceProblem(f"there is no device {device}")
        if run != len(self.runs):
            raise DiceProblem(f"run {run} is not the one being dealt ({len(self.runs)})")
        earlier, known = self._last_known(device)
        value = checked_link(link)
        for _ in range(run - earlier):
            value = hashed(value)
        if value != known:
            raise DiceProblem(f"device {device}'s link for run {run} does not hash to the one before it")
        return checked_link(link)

    def _last_known(self, device: int) -> tuple[int, str]:
        """The last run ``device`` gave a link to and that link (-1 and its head if none)."""
        for run in range(len(self.runs) - 1, -1, -1):
            link = self.runs[run][device]
            if link is not None:
                return run, link
        return -1, self.heads[device]

    def dealt(self, links: Sequence[str | None]) -> SharedDice:
        """These dice with the next run's links added, each checked; at least one device must give one."""
        if self.alone_from is not None:
            raise DiceProblem("a game played on one screen has no more runs of shared dice")
        if len(links) != len(self.heads) or all(link is None for link in links):
            raise DiceProblem("a run's links are one per device, and at least one")
        checked = tuple(
            None if link is None else self.check_link(d, len(self.runs), link) for d, link in enumerate(links)
        )
        return SharedDice(self.heads, (*self.runs, checked))

    def to_json(self) -> dict[str, Any]:
        """The heads, which devices gave a link to each run (``"1"``/``"0"`` per device), and each device's last
        link: its earlier ones are that link hashed forward, so they need not be written (a replay link of a
        five-device game stays a few thousand characters)."""
        data: dict[str, Any] = {
            "heads": list(self.heads),
            "gave": ["".join("0" if link is None else "1" for link in run) for run in self.runs],
            "last": [
                self._last_known(device)[1] if self._last_known(device)[0] >= 0 else None
                for device in range(len(self.heads))
            ],
        }
        if self.alone_from is not None:
            data["alone_from"] = self.alone_from
        return data

    @staticmethod
    def from_json(data: Any) -> SharedDice:
        """Dice as saved or received, every link checked against its chain, or ``DiceProblem``."""
        if not isinstance(data, dict) or not isinstance(data.get("heads"), list) or not data["heads"]:
            raise DiceProblem("shared dice need every device's chain head")
        heads = tuple(checked_link(head) for head in data["heads"])
        gave, last = data.get("gave"), data.get("last")
        if not isinstance(gave, list) or len(gave) > CHAIN_LENGTH or not isinstance(last, list):
            raise DiceProblem("shared dice need the list of their runs and every device's last link")
        if len(last) != len(heads) or not all(isinstance(g, str) and len(g) == len(heads) for g in gave):
            raise DiceProblem("shared dice have one mark per device in each run and one last link per device")
        columns = [_links_before(last[device], [g[device] == "1" for g in gave]) for device in range(len(heads))]
        dice = SharedDice(heads)
        for run in range(len(gave)):
            dice = dice.dealt([column[run] for column in columns])
        alone_from = data.get("alone_from")
        if alone_from is not None and alone_from != len(dice.runs):
            raise DiceProblem("shared dice go on alone from the run after the last one dealt")
        return dice if alone_from is None else dice.alone()


def _links_before(last: object, gave: list[bool]) -> list[str | None]:
    """A device's link of each run, from its last one: each earlier link is the later one hashed once per run
    between them (``None`` where it gave none)."""
    links: list[str | None] = [None] * len(gave)
    given = [run for run, marked in enumerate(gave) if marked]
    if not given:
        if last is not None:
            raise DiceProblem("a device that gave no link has no last link")
        return links
    value, later = checked_link(last), given[-1]
    for run in reversed(given):
        for _ in range(later - run):
            value = hashed(value)
        links[run], later = value, run
    return links
