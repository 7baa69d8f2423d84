""" "Your games" as plain data: the kept games listed newest first with their filters, and "Your record" (the
figures of ``figures.py`` with a chart of the last results), in the page's language. ``render.py`` draws it."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from vegas.core.registry import KNIZIA_BOARD, RULESETS
from vegas.ui.summary import money_ticks
from vegas.ui.table import COLOURS, FRIEND, HUMAN, REMOTE
from vegas.ui.text import counted, join_names, money, shown_name, t

from .figures import (
    LOST,
    MIXED,
    PEOPLE,
    UNFINISHED,
    WON,
    Figures,
    newest_first,
    record_by_name,
    record_by_table,
    your_seat,
)
from .figures import result as game_result
from .kept import KeptGame, SeatResult

RESULTS = (WON, LOST, UNFINISHED)
YOUR_COLOUR = COLOURS["orange"]


def amount(lang: str, rules: str, value: float) -> str:
    """Money as the rule set counts it: dollars at the casino table, gold on Knizia's board."""
    whole = round(value)
    ruleset = RULESETS.get(rules)
    return t(lang, "kz.gold", gold=whole) if ruleset and ruleset.family == KNIZIA_BOARD else money(lang, whole)


def rules_name(lang: str, rules: str) -> str:
    return t(lang, f"rules.{rules}") if rules in RULESETS else rules


def date_text(lang: str, when: int, offset_minutes: int) -> str:
    """When a game was kept, in the player's time zone (``offset_minutes`` east of UTC)."""
    moment = datetime.fromtimestamp(when / 1000, UTC) + timedelta(minutes=offset_minutes)
    return t(
        lang,
        "history.date",
        year=moment.year,
        month=f"{moment.month:02}",
        day=f"{moment.day:02}",
        hour=f"{moment.hour:02}",
        minute=f"{moment.minute:02}",
    )


def seat_text(lang: str, seat: SeatResult) -> str:
    """Who sat there: a person's name alone, a computer with its level, a friend on another device said so."""
    name = shown_name(lang, seat.name)
    if seat.kind == HUMAN:
        return name
    if seat.kind in (FRIEND, REMOTE):
        return t(lang, "history.seat_elsewhere", name=name)
    return t(lang, "history.seat_bot", name=name, level=t(lang, f"level.{seat.kind}"))


def result_text(lang: str, game: KeptGame) -> str:
    """How the game ended for you (or who won, when several people played here); "Unfinished" before the end."""
    if not game.finished:
        return t(lang, "history.unfinished")
    seat = your_seat(game)
    if seat is None:
        names = [shown_name(lang, s.name) for s in game.seats if s.won]
        return t(lang, "history.won_by", names=join_names(lang, names))
    mine = game.seats[seat]
    figures = {"place": mine.place, "players": game.players, "money": amount(lang, game.rules, mine.money)}
    return t(lang, "history.you_won" if mine.won else "history.you_placed", **figures)


def imported_text(lang: str, added: int, known: int) -> str:
    """What an import says: the games the file added and those already kept, each counted in its own number
    ("1 game added, 2 already here"; French agrees "ajoutée" and "présente" with each count)."""
    return t(
        lang,
        "history.imported",
        added=counted(lang, "history.added", added),
        known=counted(lang, "history.known", known),
    )


def game_row(lang: str, game: KeptGame, offset: int) -> dict[str, Any]:
    return {
        "key": game.key,
        "date": date_text(lang, game.when, offset),
        "rules": rules_name(lang, game.rules),
        "seats": join_names(lang, [seat_text(lang, s) for s in game.seats]),
        "result": result_text(lang, game),
        "outcome": game_result(game),
        "finished": game.finished,
        "seed": game.seed,
    }


PAGE = 100
"""Games the list draws at first, and more at each "Show more": hundreds of rows cost the page a second to lay out."""


def games_view(
    games: Sequence[KeptGame],
    lang: str,
    rules: str = "",
    outcome: str = "",
    offset: int = 0,
    order: Sequence[str] = (),
    limit: int = PAGE,
) -> dict[str, Any]:
    """The list with its filters (only the rule sets kept), its first ``limit`` games, and the record under it."""
    present = {g.rules for g in games}
    ranked = [r for r in order if r in present] + sorted(present - set(order))
    listed = newest_first(games, rules, outcome)
    return {
        "title": t(lang, "history.title"),
        "rules": [{"value": "", "label": t(lang, "history.all_rules"), "chosen": not rules}]
        + [{"value": r, "label": rules_name(lang, r), "chosen": r == rules} for r in ranked],
        "results": [{"value": "", "label": t(lang, "history.all_results"), "chosen": not outcome}]
        + [{"value": r, "label": t(lang, f"history.result.{r}"), "chosen": r == outcome} for r in RESULTS],
        "rows": [game_row(lang, game, offset) for game in listed[:limit]],
        "more": t(lang, "history.more", count=min(PAGE, len(listed) - limit)) if len(listed) > limit else "",
        "count": count_text(lang, len(listed), len(games)),
        "empty": t(lang, "history.empty") if not games else t(lang, "history.none_chosen") if not listed else "",
        "record": record_view(games, lang, order),
    }


def count_text(lang: str, shown: int, total: int) -> str:
    """How many games the list shows: all of them ("1 game"), or some ("2 of 5 games", "0 of 1 game"); nothing
    when none is kept (the list says so)."""
    if not total:
        return ""
    if shown == total:
        return counted(lang, "history.count_all", total)
    return counted(lang, "history.count", total, shown=shown, total=total)


def opponents_text(lang: str, against: str) -> str:
    if against in (MIXED, PEOPLE):
        return t(lang, f"history.against.{against}")
    return t(lang, "history.against.level", level=t(lang, f"level.{against}"))


def figures_view(lang: str, rules: str, title: str, figures: Figures) -> dict[str, Any]:
    last = figures.last()
    return {
        "title": title,
        "games": figures.games,
        "wins": figures.wins,
        "place": f"{figures.average_place:.1f}".replace(".", "," if lang != "en" else "."),
        "money": amount(lang, rules, figures.average_money),
        "chart": last_results_chart(lang, rules, title, [r.money for r in last], [r.won for r in last]),
    }


def record_view(games: Sequence[KeptGame], lang: str, order: Sequence[str] = ()) -> dict[str, Any]:
    """Your record by table, then each person's at this screen by name."""
    lines = [
        figures_view(
            lang,
            line.rules,
            t(
                lang,
                "history.line",
                rules=rules_name(lang, line.rules),
                players=line.players,
                against=opponents_text(lang, line.opponents),
            ),
            line.figures,
        )
        for line in record_by_table(games, order)
    ]
    names = [
        figures_view(lang, "", t(lang, "history.by_name", name=shown_name(lang, name)), figures)
        for name, figures in record_by_name(games)
    ]
    return {
        "title": t(lang, "history.record"),
        "columns": [t(lang, f"history.col.{c}") for c in ("games", "wins", "place", "money")],
        "lines": lines + names,
        "empty": t(lang, "history.no_record") if not lines and not names else "",
    }


def last_results_chart(lang: str, rules: str, title: str, amounts: list[int], won: list[bool]) -> dict[str, Any]:
    """The last games' money as the standings' money chart draws it (``render.money_chart``): game 1 … N along,
    the money up, a win marked ★ and any other result ●."""
    colour, _symbol = YOUR_COLOUR
    points = amounts or [0]
    return {
        "title": t(lang, "history.chart.title"),
        "aria": t(lang, "history.chart.aria", what=title, count=len(amounts), wins=sum(won)),
        "rounds": len(points) - 1,
        "first": 1,
        "x_label": t(lang, "history.chart.x_label"),
        "ticks": [{"value": v, "label": amount(lang, rules, v)} for v in money_ticks(max(amounts, default=0))],
        "lines": [
            {
                "seat": 0,
                "name": title,
                "colour": colour,
                "symbol": "●",
                "points": points,
                "marks": ["★" if w else "●" for w in won] or [""],
                "money": [amount(lang, rules, a) for a in points],
            }
        ],
        "table_label": t(lang, "chart.table"),
        "player_label": t(lang, "history.col.games"),
        "columns": [t(lang, "history.chart.game", number=n) for n in range(1, len(amounts) + 1)],
    }
