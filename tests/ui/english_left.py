"""Finds English catalogue texts left in a page meant for another language.

Compares keys, not words: only the English texts that differ from the target language's text for the
same key count (so "Casino {number}" or "Name", the same in both, are never flagged), matched
case-sensitively as whole words with any parameter standing for any text.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from string import Formatter

from vegas.ui.text import CATALOGUE

SHOWN_ATTRIBUTES = ("aria-label", "title", "placeholder", "alt")
MIN_LITERAL = 3
"""Templates with fewer literal letters than this ("{count} {value}s") would match almost anything."""


def english_patterns(lang: str) -> dict[str, re.Pattern[str]]:
    """Key → a pattern finding that key's English text, for the keys ``lang`` says differently."""
    patterns = {}
    for key, english in CATALOGUE["en"].items():
        if CATALOGUE[lang][key] == english:
            continue
        parts = list(Formatter().parse(english))
        if sum(ch.isalpha() for literal, *_ in parts for ch in literal) < MIN_LITERAL:
            continue
        regex = "".join(re.escape(literal) + (".+?" if field is not None else "") for literal, field, *_ in parts)
        if english[0].isalnum():
            regex = r"\b" + regex
        if english[-1].isalnum():
            regex += r"\b"
        patterns[key] = re.compile(regex)
    return patterns


class _ShownText(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.pieces.extend(value for name, value in attrs if name in SHOWN_ATTRIBUTES and value)

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.pieces.append(data.strip())


def shown_text(html: str) -> list[str]:
    """The texts a person sees or hears in ``html``: text nodes and the labelling attributes."""
    parser = _ShownText()
    parser.feed(html)
    return parser.pieces


def english_left(pieces: list[str], lang: str) -> list[tuple[str, str]]:
    """(key, piece) for every English catalogue text found in ``pieces`` of a ``lang`` page."""
    patterns = english_patterns(lang)
    unique = sorted(set(pieces))
    return [(key, piece) for piece in unique for key, pattern in patterns.items() if pattern.search(piece)]
