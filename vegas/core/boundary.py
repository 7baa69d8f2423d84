"""Reading what comes from outside the program (links, saves, records, the command line's input): whole
numbers and JSON, each refused with a clear ``VegasError`` instead of crashing on hostile text.

``str.isdigit`` accepts ``²`` and ``١٢`` (which ``int`` then refuses or reads as 12), and Python's JSON
reader recurses once per bracket, so ``"[" * 100000`` ends in ``RecursionError``: every boundary reads
through here instead.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .errors import VegasError

MAX_DIGITS = 18
"""The longest whole number accepted (seeds fit in 64 bits); longer is refused before ``int`` reads it."""
MAX_DEPTH = 32
"""The deepest nesting of JSON lists and objects accepted; our saves and records need 6."""
_DIGITS = re.compile(r"[0-9]+")
_BRACKETS_AND_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


class JsonProblem(VegasError):
    """JSON that is malformed or nested too deeply."""


def whole_number(text: str, what: str, max_digits: int = MAX_DIGITS) -> int:
    """``text`` (surrounding spaces allowed) as a whole number of ASCII digits, or a ``VegasError`` naming
    ``what`` was expected."""
    stripped = text.strip() if isinstance(text, str) else ""
    if not _DIGITS.fullmatch(stripped):
        raise VegasError(f"{what} must be a whole number written with the digits 0-9, not {_shown(text)}")
    if len(stripped) > max_digits:
        raise VegasError(f"{what} has {len(stripped)} digits; at most {max_digits} are accepted")
    return int(stripped)


def nesting_depth(text: str) -> int:
    """How deeply the JSON ``text`` nests lists and objects (brackets inside strings do not count)."""
    depth = deepest = 0
    for match in _BRACKETS_AND_STRINGS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


def read_json(text: str, what: str = "the input", max_depth: int = MAX_DEPTH) -> Any:
    """Parse ``text`` as JSON, refusing (``JsonProblem``) malformed text or nesting deeper than ``max_depth``."""
    if not isinstance(text, str | bytes | bytearray):
        raise JsonProblem(f"{what} is not text")
    if isinstance(text, bytes | bytearray):
        try:
            text = text.decode()
        except UnicodeDecodeError:
            raise JsonProblem(f"{what} is not UTF-8 text") from None
    depth = nesting_depth(text)
    if depth > max_depth:
        raise JsonProblem(f"{what} nests {depth} levels deep; at most {max_depth} are accepted")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as bad:
        raise JsonProblem(f"{what} is not valid JSON ({_short(str(bad))})") from None


def _shown(text: object) -> str:
    return _short(repr(text))


def _short(text: str, most: int = 60) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"
