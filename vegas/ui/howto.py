"""How to play each rule set, as data: its sections in order, each with a picture (docs/rules.md §1, §1a, §2).

The texts are the catalogues' ``howto.<section>.title`` / ``.text``; the pictures are the same view data the
table shows (casinos, dice, notes), drawn by ``render.how_to`` with the table's own render functions, and
every payout pictured is computed by the engine's payout rule, so a picture cannot contradict the rules.
A game's sections are its registry entry's ``howto``; adding a game is adding its texts and any new picture below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vegas.core.registry import RULESETS
from vegas.games.knizia.board import TABLES
from vegas.games.knizia.state import table_winner
from vegas.games.lasvegas.payout import pay_casino
from vegas.games.royale.tiles import FACES
from vegas.ui.knizia.view import drawn_table
from vegas.ui.royale.tiles import amounts
from vegas.version import __version__

from .table import COLOURS, NEUTRAL_COLOUR
from .text import money, t

CHIP_VALUE = 10
"""Royale: what a chip left at the end is worth (docs/rules.md §2), in thousands like all money."""
MINIMUM_ON_A_CASINO = 50
"""Classic: each casino is dealt notes until it holds at least this much (docs/rules.md §1)."""

NEUTRAL = "neutral"
PEOPLE = {"Anna": "orange", "Ben": "blue", "Cara": "green", "Dan": "pink"}
"""The example players of the pictures, with their seat colours (names are names: the same in every language)."""


def how_to_view(rules: str, lang: str, offered: list[str]) -> dict[str, Any]:
    """The how-to-play of ``rules`` (an unknown rule set shows the first one) and the others ``offered``."""
    if rules not in offered:
        rules = offered[0]
    ruleset = RULESETS[rules]
    params = {"rounds": ruleset.rounds, "minimum": money(lang, MINIMUM_ON_A_CASINO), "chip": money(lang, CHIP_VALUE)}
    sections = []
    for entry in ruleset.howto:
        key, picture_key = entry if isinstance(entry, tuple) else (entry, entry)
        picture = PICTURES.get(picture_key)
        sections.append(
            {
                "key": key,
                "title": t(lang, f"howto.{key}.title"),
                "text": t(lang, f"howto.{key}.text", **params),
                "picture": picture(lang) if picture else None,
            }
        )
    others = [{"rules": r, "name": t(lang, f"rules.{r}")} for r in offered if r != rules]
    return {
        "lang": lang,
        "rules": rules,
        "title": t(lang, "howto.title", rules=t(lang, f"rules.{rules}")),
        "sections": sections,
        "others": others,
        "version": t(lang, "howto.version", version=__version__),
    }


# ---------------------------------------------------------------------- the pictures


def _owner(name: str, lang: str) -> tuple[str, str, str]:
    """(shown name, colour, symbol) of an example player or of the neutral owner."""
    if name == NEUTRAL:
        return t(lang, "owner.neutral"), *NEUTRAL_COLOUR
    return (name, *COLOURS[PEOPLE[name]])


def _casino(
    lang: str, number: int, notes: list[int], dice: dict[str, int] | None = None, biggy: str = "", pays: bool = False
) -> dict[str, Any]:
    """One casino as the table's view shows it; if it ``pays``, what it pays its dice (the engine's payout rule)."""
    dice = dice or {}
    stacks = []
    for owner, count in sorted(dice.items(), key=lambda item: -item[1]):
        name, colour, symbol = _owner(owner, lang)
        stacks.append(
            {"owner": owner, "name": name, "colour": colour, "symbol": symbol, "count": count, "biggy": owner == biggy},
        )
    paid = pay_casino(number, notes, dice if pays else {})
    awards = [{"name": _owner(o, lang)[0], "money": money(lang, won[0])} for o, won in paid.awards]
    return {
        "number": number,
        "notes": [money(lang, n) for n in sorted(notes, reverse=True)],
        "aria": t(lang, "aria.casino", number=number, money=", ".join(money(lang, n) for n in notes)),
        "dice": stacks,
        "preview": awards,
        "removed": [_owner(o, lang)[0] for o in paid.removed],
        "left": [money(lang, n) for n in paid.left] if pays else [],
        "rolled": False,
        "action": None,
    }


def _roll(lang: str, groups: list[tuple[int, str]], chosen: int, owner: str = "Anna") -> dict[str, Any]:
    """A roll as groups of equal faces; ``groups`` lists (value, kinds) with one letter a die:
    ``o`` own, ``w`` white, ``B`` the Biggy."""
    _, colour, _ = _owner(owner, lang)
    white = NEUTRAL_COLOUR[0]
    return {
        "caption": t(lang, "howto.you_roll"),
        "groups": [
            {
                "value": value,
                "chosen": value == chosen,
                "dice": [
                    {"colour": white if k == "w" else colour, "big": k == "B", "neutral": k == "w"} for k in kinds
                ],
            }
            for value, kinds in groups
        ],
        "then": t(lang, "howto.you_place", value=chosen),
    }


def _goal(lang: str) -> dict[str, Any]:
    return {"kind": "casino-row", "numbers": list(range(1, 7))}


def _setup(lang: str) -> dict[str, Any]:
    casinos = [_casino(lang, 1, [90]), _casino(lang, 2, [40, 10]), _casino(lang, 3, [20, 20, 10])]
    return {"kind": "casinos", "casinos": casinos}


def _setup_royale(lang: str) -> dict[str, Any]:
    return {"kind": "casinos", "casinos": [_casino(lang, 1, [40, 30]), _casino(lang, 6, [100, 90])]}


def _turn(lang: str) -> dict[str, Any]:
    roll = _roll(lang, [(1, "o"), (2, "o"), (3, "ooo"), (5, "o"), (6, "oo")], chosen=3)
    return {"kind": "roll", **roll, "casino": _casino(lang, 3, [60], {"Anna": 3})}


def _turn_royale(lang: str) -> dict[str, Any]:
    roll = _roll(lang, [(1, "o"), (3, "ooB"), (4, "oo"), (6, "oo")], chosen=3)
    return {"kind": "roll", **roll, "casino": _casino(lang, 3, [70, 40], {"Anna": 4}, biggy="Anna")}


def _white_dice(lang: str) -> dict[str, Any]:
    roll = _roll(lang, [(2, "oow"), (4, "o"), (6, "w")], chosen=2)
    return {"kind": "roll", **roll, "casino": _casino(lang, 2, [50], {"Anna": 3})}


def _biggy(lang: str) -> dict[str, Any]:
    roll = _roll(lang, [(2, "oo"), (4, "o"), (5, "Bo"), (6, "ooo")], chosen=5)
    return {"kind": "roll", **roll, "casino": _casino(lang, 5, [80, 60], {"Anna": 3}, biggy="Anna")}


def _chips(lang: str) -> dict[str, Any]:
    roll = _roll(lang, [(1, "oo"), (3, "o")], chosen=0)
    return {"kind": "sit-out", **roll, "then": t(lang, "howto.sit_out_instead"), "chip": t(lang, "sit_out")}


def _payout(lang: str) -> dict[str, Any]:
    casino = _casino(lang, 4, [70, 30, 10], {"Anna": 4, "Ben": 2, "Cara": 2, "Dan": 1}, pays=True)
    return {"kind": "payout", "caption": t(lang, "howto.example"), "casinos": [casino]}


def _white_payout(lang: str) -> dict[str, Any]:
    casino = _casino(lang, 2, [80, 30], {NEUTRAL: 3, "Ben": 1, "Cara": 2, "Dan": 2}, pays=True)
    return {"kind": "payout", "caption": t(lang, "howto.example"), "casinos": [casino]}


def _payout_royale(lang: str) -> dict[str, Any]:
    casino = _casino(lang, 6, [90, 60], {"Anna": 3, "Ben": 2, "Cara": 1}, biggy="Anna", pays=True)
    return {"kind": "payout", "caption": t(lang, "howto.example"), "casinos": [casino]}


def _two_players_royale(lang: str) -> dict[str, Any]:
    casinos = [_casino(lang, 2, [50, 40], {NEUTRAL: 3}, biggy=NEUTRAL), _casino(lang, 4, [70, 40], {NEUTRAL: 2})]
    return {"kind": "casinos", "casinos": casinos}


def _tiles(lang: str) -> dict[str, Any]:
    casinos = [_casino(lang, 1, [50, 30], {"Anna": 2}), _casino(lang, 2, [70, 40]), _casino(lang, 3, [60, 20])]
    for casino, face in zip(casinos, ("A2", "E1", "G2"), strict=True):
        casino["tile"] = _tile_card(face, lang)
    return {"kind": "casinos", "casinos": casinos}


def _tile_faces(lang: str) -> dict[str, Any]:
    return {"kind": "tiles", "tiles": [_tile_card(face, lang, shown=True) for face in FACES]}


def _tile_card(face: str, lang: str, shown: bool = False) -> dict[str, Any]:
    """A tile as the table shows it, without anything on it (``shown``: its explanation open)."""
    return {
        "face": face,
        "name": FACES[face].name,
        "lines": [],
        "explain": t(lang, f"tile.{face}", **amounts(lang)),
        "active": False,
        "aria": FACES[face].name,
        "open": shown,
    }


KNIZIA_EXAMPLE_TABLES = (0, 4, 10)
"""Knizia's tables 1 (one number per space), 5 (spaces taking two numbers) and 11 (no 6: a 6 is a joker)."""
KNIZIA_SCORING = (12, {"Anna": (2, 7), "Ben": (3, 4)})
"""Table 13 with two counters each: the tie goes to the counter on the lowest space (Ben's, which takes 1·2)."""


def _person(name: str) -> dict[str, Any]:
    colour, symbol = COLOURS[PEOPLE[name]]
    return {"seat": list(PEOPLE).index(name), "name": name, "colour": colour, "symbol": symbol}


def _knizia_tables(lang: str) -> dict[str, Any]:
    return {
        "kind": "kz-tables",
        "tables": [drawn_table(lang, index, [None] * len(TABLES[index].spaces)) for index in KNIZIA_EXAMPLE_TABLES],
    }


def _knizia_scoring(lang: str) -> dict[str, Any]:
    """Table 13 scored by the engine's own rule (``table_winner``), drawn as the board draws it."""
    index, counters = KNIZIA_SCORING
    seats = list(counters)
    owners: list[dict[str, Any] | None] = [None] * len(TABLES[index].spaces)
    spaces = [-1] * len(owners)
    for seat, name in enumerate(seats):
        for space in counters[name]:
            owners[space], spaces[space] = _person(name), seat
    winner = table_winner(index, spaces, len(seats))
    result = (
        {"text": t(lang, "kz.won_by", name=seats[winner]), "winner": _person(seats[winner])}
        if winner >= 0
        else {"text": t(lang, "kz.discarded"), "winner": None}
    )
    return {"kind": "kz-tables", "tables": [drawn_table(lang, index, owners, result=result)]}


PICTURES: dict[str, Callable[[str], dict[str, Any]]] = {
    "knizia_tables": _knizia_tables,
    "knizia_scoring": _knizia_scoring,
    "goal": _goal,
    "setup": _setup,
    "setup_royale": _setup_royale,
    "turn": _turn,
    "turn_royale": _turn_royale,
    "white_dice": _white_dice,
    "biggy": _biggy,
    "chips": _chips,
    "payout": _payout,
    "white_payout": _white_payout,
    "payout_royale": _payout_royale,
    "two_players_royale": _two_players_royale,
    "tiles": _tiles,
    "tile_faces": _tile_faces,
}
"""Each section's picture, drawn in a language (sections without one are text only)."""
