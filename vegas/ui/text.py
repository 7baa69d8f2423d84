"""Every string the page shows, by key, in English, French and German, and how money and numbers are written.

The texts live in ``catalogue/<lang>.py``; this module picks the language and fills the templates.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .catalogue import de, en, fr

_NBSP, _NARROW_NBSP = "\u00a0", "\u202f"


def french_spacing(text: str) -> str:
    """French sets a space before ``:``, ``;``, ``?`` and ``!``, one that never begins a line ("Règles du jeu :
    Las Vegas" broke before its colon on a phone): no-break, narrow before all but the colon."""
    for mark, space in ((":", _NBSP), (";", _NARROW_NBSP), ("?", _NARROW_NBSP), ("!", _NARROW_NBSP)):
        text = text.replace(" " + mark, space + mark)
    return text


CATALOGUE: dict[str, dict[str, str]] = {
    "en": en.TEXT,
    "fr": {key: french_spacing(text) for key, text in fr.TEXT.items()},  # written with plain spaces, to read
    "de": de.TEXT,
}
LANGUAGES = tuple(CATALOGUE)
DEFAULT_LANGUAGE = "en"
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch"}
"""Each language's name in that language: the same in every catalogue, so a reader finds their own."""

NUMBER_WORDS = {
    "en": ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
    "fr": ["aucun", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"],
    "de": ["kein", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
}

_MONEY_FORMAT = {
    # (thousands separator, template): $90,000 / 90 000 $ / 90.000 $, the amount never split across lines
    "en": (",", "${amount}"),
    "fr": (_NARROW_NBSP, "{amount}" + _NBSP + "$"),
    "de": (".", "{amount}" + _NBSP + "$"),
}


def supported(lang: Any) -> str | None:
    """``lang`` if the page speaks it (``"fr-CA"`` counts as ``"fr"``), else ``None``."""
    if not isinstance(lang, str):
        return None
    base = lang.strip().lower().replace("_", "-").split("-")[0]
    return base if base in CATALOGUE else None


def choose_language(stored: Any, browser: Iterable[Any]) -> str:
    """The player's own choice if one is stored, else the browser's first supported language, else English."""
    for candidate in (stored, *browser):
        lang = supported(candidate)
        if lang is not None:
            return lang
    return DEFAULT_LANGUAGE


def t(lang: str, key: str, /, **params: Any) -> str:
    """The text for ``key`` in ``lang`` with its parameters filled in (English if missing)."""
    template = CATALOGUE.get(lang, {}).get(key) or CATALOGUE[DEFAULT_LANGUAGE][key]
    return template.format(**params)


def counted(lang: str, key: str, count: int, **params: Any) -> str:
    """The text for ``count`` things: ``key + "_one"`` for one ("1 die left", "1 partie ajoutée"), else ``key``;
    ``params``: the template's other fields."""
    return t(lang, f"{key}_one" if count == 1 else key, count=count, **params)


def shown_name(lang: str, name: str) -> str:
    """A seat's name as shown in ``lang``: the default name for the player ("You", "Vous", "Du") follows the
    page's language, whichever language the game was started in."""
    return t(lang, "you") if name in {t(other, "you") for other in LANGUAGES} else name


def told(lang: str, key: str, /, name: str, **params: Any) -> str:
    """A log line about the seat called ``name``: in the second person when that is the default name for the
    player ("You rolled", "Vous obtenez", "Du würfelst"), since "Vous obtient" and "Du würfelt" are wrong."""
    if name == t(lang, "you"):
        key += ".you"
    return t(lang, key, name=name, **params)


def upper_first(text: str) -> str:
    """``text`` begun with a capital, the rest as written ("zwei Hände" → "Zwei Hände", not "Zwei hände")."""
    return text[:1].upper() + text[1:]


def number_word(lang: str, n: int) -> str:
    words = NUMBER_WORDS.get(lang, NUMBER_WORDS[DEFAULT_LANGUAGE])
    return words[n] if 0 <= n < len(words) else str(n)


def money(lang: str, amount: float) -> str:
    """Money in the engine's thousands, as the table shows it, to the dollar: 90 → $90,000, 90 000 $, 90.000 $;
    90.0768 → $90,077 (an exact value, ``coach.exact_hint``)."""
    separator, template = _MONEY_FORMAT.get(lang, _MONEY_FORMAT[DEFAULT_LANGUAGE])
    return template.format(amount=f"{round(amount * 1000):,}".replace(",", separator))


def percent(lang: str, fraction: float, decimals: int = 0) -> str:
    """A share as a percentage, whole unless ``decimals`` asked: 45% in English, 45 % in French and German;
    45.1%, 45,1 %."""
    number = f"{fraction * 100:.{decimals}f}"
    return f"{number}%" if lang == "en" else f"{number.replace('.', ',')}{_NBSP}%"


def join_names(lang: str, names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t(lang, "and") + names[-1]


def problem_text(lang: str, problem: Exception) -> str:
    """Why something was refused, in ``lang`` when the problem carries a catalogue key, else as the engine said it."""
    key = getattr(problem, "key", None)
    if isinstance(key, str):
        return t(lang, key, **getattr(problem, "params", {}))
    return str(problem)
