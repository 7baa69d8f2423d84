"""The game review as the page shows it (issue 52): per player the summary (accuracy, money given away, luck, the
costliest decisions), each seat's win chance over the game for the standings' chart, and the marked decisions
with the move made and the better one in the log's words. Plain data from ``vegas.review``'s ``review_json`` and
the table it reviewed; ``review_render.py`` draws it."""

from __future__ import annotations

from typing import Any

from vegas.core.actions import Action, Place
from vegas.review.verdict import BEST, MARKED, verdict
from vegas.ui.history.view import amount
from vegas.ui.table import COLOURS, Table, seat_name
from vegas.ui.text import counted, percent, t
from vegas.ui.view import family_view

CHANCE_TICKS = (0, 25, 50, 75, 100)
"""The chart's win-chance axis, in percent."""
COSTLY_MARK = "✕"
"""The costliest decisions' mark on the chart (the other points carry none: dozens of symbols would hide the line)."""
JOIN = "\u2060"
"""A word joiner after a sign: a browser may break a line after "−", leaving the sign alone above its amount."""
X_LABELS = 6
"""The most decision numbers under the chart's axis (each decision's number would run together)."""


def points(lang: str, chance: float, digits: int = 0) -> str:
    """A share of win chance in percentage points, as the review states what a move gave away (one point, and in
    French any number under two, in the singular)."""
    number = f"{100 * chance:.{digits}f}"
    one = float(number) == 1 or (lang == "fr" and abs(float(number)) < 2)
    return t(
        lang, "review.point" if one else "review.points", points=number if lang == "en" else number.replace(".", ",")
    )


def signed_points(lang: str, chance: float) -> str:
    sign = "+" if chance >= 0.005 else "−" if chance <= -0.005 else ""
    return sign + JOIN + points(lang, abs(chance))


def placed_value(action: str) -> int | None:
    """The face whose dice ``action`` places (the dice the board highlights), ``None`` for any other move."""
    chosen = Action.parse(action)
    return chosen.value if isinstance(chosen, Place) else None


def signed_amount(lang: str, rules: str, value: float) -> str:
    sign = "+" if round(value) > 0 else "−" if round(value) < 0 else ""
    return sign + JOIN + amount(lang, rules, abs(value))


def move_words(table: Table, lang: str, step: int, action: str) -> str:
    """``action`` played at the record's ``step``, as the game log would say it."""
    before = table.match.states[step]
    chosen = Action.parse(action)
    lines = family_view(table).describe(table, lang, before, chosen, before.apply(chosen))
    return " ".join(lines) or action


def decision_view(table: Table, lang: str, decision: dict[str, Any]) -> dict[str, Any]:
    """One decision: who, when, the verdict, the move made and the best one in words, and what it cost."""
    rules, step = table.settings.rules, decision["step"]
    where = t(lang, "review.round", round=decision["round"]) if decision["round"] else ""
    basis = (
        t(lang, "review.exact")
        if decision["exact"]
        else t(lang, "review.estimate", spread=points(lang, 2 * decision["spread"], digits=1))
    )
    return {
        "step": step,
        "seat": decision["seat"],
        "verdict": decision["verdict"] or "best",
        "verdict_text": t(lang, f"review.verdict.{decision['verdict'] or 'best'}"),
        "title": t(lang, "review.decision", where=where, name=seat_name(table, decision["seat"], lang)).strip(" ·"),
        "made": move_words(table, lang, step, decision["made"]),
        "made_chance": percent(lang, decision["chance_made"]),
        "best": move_words(table, lang, step, decision["best"]),
        "best_chance": percent(lang, decision["chance_best"]),
        "made_value": placed_value(decision["made"]),
        "best_value": placed_value(decision["best"]),
        "lost": t(
            lang,
            "review.lost" if round(decision["money_lost"]) >= 0 else "review.lost_gained",
            points=points(lang, decision["chance_lost"]),
            money=amount(lang, rules, abs(decision["money_lost"])),
        ),
        "basis": basis,
    }


def seat_view(table: Table, lang: str, seat: dict[str, Any], decisions: dict[int, dict[str, Any]]) -> dict[str, Any]:
    rules = table.settings.rules
    colour, symbol = COLOURS[table.settings.seats[seat["seat"]].colour]
    accuracy = seat["accuracy"]
    return {
        "seat": seat["seat"],
        "name": seat_name(table, seat["seat"], lang),
        "colour": colour,
        "symbol": symbol,
        "accuracy": "—" if accuracy is None else f"{accuracy:.0f}" + ("%" if lang == "en" else "\u00a0%"),
        "given": amount(lang, rules, seat["money_given"]),  # never below 0 (``Valuation.money_given``)
        "luck": t(
            lang,
            "review.luck_value",
            money=signed_amount(lang, rules, seat["luck"]["money"]),
            points=signed_points(lang, seat["luck"]["chance"]),
        ),
        "costliest": [decision_view(table, lang, decisions[step]) for step in seat["costliest"]],
    }


def chance_chart(table: Table, lang: str, data: dict[str, Any]) -> dict[str, Any] | None:
    """Each seat's win chance after each of its decisions with a choice (the others' carried over, 1/players at the
    start), as ``render.money_chart`` draws the standings' money: decisions along, percent up, the costliest ✕."""
    chosen = [d for d in data["decisions"] if len(d["actions"]) > 1]
    if not chosen:
        return None
    players = data["players"]
    costly = {(s["seat"], step) for s in data["seats"] for step in s["costliest"]}
    current = [100 / players] * players
    points_by_seat: list[list[float]] = [[value] for value in current]
    marks: list[list[str]] = [[""] for _ in range(players)]
    for decision in chosen:
        current[decision["seat"]] = round(100 * decision["chance_made"], 1)
        for seat in range(players):
            points_by_seat[seat].append(current[seat])
            marks[seat].append(COSTLY_MARK if seat == decision["seat"] and (seat, decision["step"]) in costly else "")
    lines = []
    for summary in data["seats"]:
        seat = summary["seat"]
        colour, symbol = COLOURS[table.settings.seats[seat].colour]
        lines.append(
            {
                "seat": seat,
                "name": seat_name(table, seat, lang),
                "colour": colour,
                "symbol": symbol,
                "points": points_by_seat[seat],
                "marks": marks[seat],
                "money": [percent(lang, value / 100) for value in points_by_seat[seat]],
            }
        )
    count = len(chosen)
    every = max(1, -(-count // (X_LABELS - 1)))
    return {
        "title": t(lang, "review.chart.title", mark=COSTLY_MARK),
        "aria": t(lang, "review.chart.aria", count=count),
        "rounds": count,
        "x_ticks": sorted({*range(0, count + 1, every), count}),
        "x_label": t(lang, "review.chart.x_label"),
        "ticks": [{"value": v, "label": percent(lang, v / 100)} for v in CHANCE_TICKS],
        "lines": lines,
        "table_label": t(lang, "chart.table"),
        "player_label": t(lang, "col_player"),
        "columns": [t(lang, "review.chart.decision", number=n) for n in range(1, count + 1)],
    }


def try_again_view(table: Table, lang: str, decision: dict[str, Any], tried: str | None) -> dict[str, Any]:
    """ "Try it again" on a decision: every move open there, and once one is chosen, how it compares with the move
    made and the best by the review's own values of each (no new search)."""
    step = decision["step"]
    before, view = table.match.states[step], family_view(table)
    choices = [
        {"action": a["action"], "words": view.choice_label(table, lang, before, Action.parse(a["action"]))}
        for a in decision["actions"]
    ]
    if tried is None:
        return {"choices": choices, "result": None}
    chance = {a["action"]: a["chance"] for a in decision["actions"]}
    mine = chance[tried]
    below = max(0.0, decision["chance_best"] - mine)
    than_made = mine - decision["chance_made"]
    if tried == decision["best"] or verdict(below) == BEST:
        key = "review.try_best"
    else:
        key = "review.try_below"
    if tried == decision["made"]:
        made_text = t(lang, "review.try_same")
    elif verdict(abs(than_made)) == BEST:  # under a point apart, as shown
        made_text = t(lang, "review.try_as_made")
    else:
        made_text = t(
            lang, "review.try_better" if than_made > 0 else "review.try_worse", points=points(lang, abs(than_made))
        )
    return {
        "choices": choices,
        "result": t(
            lang,
            key,
            move=move_words(table, lang, step, tried),
            chance=percent(lang, mine),
            points=points(lang, below),
            verdict=t(lang, f"review.verdict.{verdict(below)}"),
        )
        + " "
        + made_text,
        "tried": tried,
    }


def progress_text(lang: str, valued: int, total: int, running: bool) -> str:
    """How far a review not yet done is: running, or where it stopped. It counts the positions it values, the rolls'
    before and after as well as the decisions."""
    return t(lang, "review.progress" if running else "review.stopped", done=valued, total=total)


def done_text(lang: str, data: dict[str, Any]) -> str:
    """What a finished review valued: the decisions with a choice (as many as the chart's) and the rolls' luck."""
    decisions = counted(lang, "review.decisions", sum(len(d["actions"]) > 1 for d in data["decisions"]))
    rolls = len(data["luck"])
    if not rolls:
        return t(lang, "review.done_decisions", decisions=decisions)
    return t(lang, "review.done", decisions=decisions, rolls=counted(lang, "review.rolls", rolls))


def review_view(
    table: Table,
    lang: str,
    data: dict[str, Any],
    running: bool,
    opened: int | None,
    trying: bool = False,
    tried: str | None = None,
) -> dict[str, Any]:
    """The review panel: its progress while it runs (or where it stopped), and what is valued so far."""
    decisions = {d["step"]: d for d in data["decisions"]}
    finished = data["finished"]
    marked = [decision_view(table, lang, decisions[step]) for step in data["marked"]] if finished else []
    progress = done_text(lang, data) if finished else progress_text(lang, data["valued"], data["to_value"], running)
    return {
        "lang": lang,
        "title": t(lang, "review.title"),
        "running": running,
        "finished": finished,
        "valued": data["valued"],
        "total": data["to_value"],
        "progress": progress,
        "seats": [seat_view(table, lang, seat, decisions) for seat in data["seats"]] if finished else [],
        "chart": chance_chart(table, lang, data) if finished else None,
        "marked": marked,
        "marked_kinds": MARKED,
        "opened": decision_view(table, lang, decisions[opened]) if opened in decisions else None,
        "trying": try_again_view(table, lang, decisions[opened], tried) if trying and opened in decisions else None,
    }
