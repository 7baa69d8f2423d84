"""``python -m vegas review FILE``: a game's review as text or JSON (docs/cli.md; the review: docs/bots.md).

The file is a game record (``vegas-record``), the page's save (``vegas-save``: its record, and its seats'
kinds to list the people first) or a review kept earlier (``vegas-review``: it goes on from where it
stopped). It is only read: whatever is wrong with it, nothing is written anywhere.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from vegas.core.boundary import JsonProblem, read_json
from vegas.core.errors import InvalidRecord, VegasError
from vegas.core.record import RECORD_FORMAT, Record
from vegas.core.registry import CASINO_TABLE, RULESETS
from vegas.review import Budget, Reviewer, review_json
from vegas.review.review import REVIEW_FORMAT

SAVE_FORMAT = "vegas-save"
"""The page's save (``vegas/ui/table.py``), read here for its record and its seats' kinds only."""
HUMAN = "human"


def read_source(path: str, budget: Budget) -> tuple[Reviewer, list[int]]:
    """The review to run for the file at ``path`` and the seats in the order to show them (people first)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as bad:
        raise VegasError(f"cannot read {path}: {bad.strerror or bad}") from None
    except UnicodeDecodeError:
        raise InvalidRecord(f"{path} is not UTF-8 text") from None
    try:
        data = read_json(text, path)
    except JsonProblem as bad:
        raise InvalidRecord(str(bad)) from None
    kind = data.get("format") if isinstance(data, dict) else None
    humans: list[int] = []
    if kind == REVIEW_FORMAT:
        reviewer = Reviewer.from_json(data)
        humans = list(reviewer.first)
    elif kind == SAVE_FORMAT:
        record = Record.from_json(data.get("record"))
        humans = save_humans(data, record.game.players)
        reviewer = Reviewer(record, budget, first=humans)
    elif kind == RECORD_FORMAT:
        reviewer = Reviewer(Record.from_json(data), budget)
    else:
        raise InvalidRecord(f"{path} is not a Vegas game record, save or review")
    players = reviewer.record.game.players
    return reviewer, humans + [s for s in range(players) if s not in humans]


def save_humans(data: dict[str, Any], players: int) -> list[int]:
    """The seats a save says people played (none if it does not say it plainly)."""
    settings = data.get("settings")
    seats = settings.get("seats") if isinstance(settings, dict) else None
    if not isinstance(seats, list) or len(seats) != players:
        return []
    return [i for i, seat in enumerate(seats) if isinstance(seat, dict) and seat.get("kind") == HUMAN]


def run_review(path: str, budget: Budget) -> dict[str, Any]:
    reviewer, order = read_source(path, budget)
    reviewer.run()
    return review_json(reviewer, order)


def percent(chance: float) -> str:
    return f"{100 * chance:.1f}%"


def points(chance: float) -> str:
    return f"{100 * chance:+.1f} points"


def money_text(rules: str, money: float, signed: bool = True) -> str:
    """Money in the game's units as a player reads them: dollars at the casinos (counted in thousands), gold in
    Knizia's *Vegas*; ``signed`` for a change (won or lost), not for an amount (money given away)."""
    if RULESETS[rules].family != CASINO_TABLE:
        return f"{money:+.1f} gold" if signed else f"{money:.1f} gold"
    dollars = 1000 * money
    sign = "-" if dollars < -0.5 else "+" if dollars > 0.5 and signed else ""
    return f"{sign}${abs(dollars):,.0f}"


def format_review(review: dict[str, Any]) -> str:
    """The review as text: how it valued, each seat's summary, then every marked decision."""
    rules = review["rules"]
    decisions = {d["step"]: d for d in review["decisions"]}
    names = {s["seat"]: s["name"] for s in review["seats"]}
    exact = sum(1 for d in review["decisions"] if d["exact"])
    budget = review["budget"]
    lines = [
        f"Review of {RULESETS[review['rules']].name}, {review['players']} players: {review['valued']} decisions "
        f"valued, {exact} exactly (the round's end solved), {review['valued'] - exact} by hard's search "
        f"({budget['playouts']} playouts an action, {budget['seeds']} seeds).",
        "",
    ]
    for seat in review["seats"]:
        accuracy = "-" if seat["accuracy"] is None else f"{seat['accuracy']:.1f}%"
        worst = ", ".join(f"step {step} ({decisions[step]['verdict']})" for step in seat["costliest"]) or "none"
        counts = ", ".join(f"{n} {name}" for name, n in seat["verdicts"].items() if n)
        given, luck = money_text(rules, seat["money_given"], signed=False), seat["luck"]
        lines += [
            f"{seat['name']}: accuracy {accuracy} over {seat['decisions']} decisions ({counts or 'none'})",
            f"  money given away {given}; luck of the dice {points(luck['chance'])} of win chance"
            f" ({money_text(rules, luck['money'])})",
            f"  costliest decisions: {worst}",
        ]
    lines += ["", "Marked decisions:" if review["marked"] else "No decision marked."]
    lines += [decision_line(decisions[step], names, rules) for step in review["marked"]]
    return "\n".join(lines)


def decision_line(d: dict[str, Any], names: dict[int, str], rules: str) -> str:
    """One marked decision: who, when, the move made and the best one, what it gave away, how sure."""
    when = f"step {d['step']}" + (f", round {d['round']}" if d["round"] is not None else "")
    sure = "exact" if d["basis"] == "exact" else "exact money" if d["exact"] else f"estimate ± {100 * d['spread']:.1f}"
    kind = {"secret": " (a secret choice, against the search)", "guess": " (a guess, against the search)"}
    return (
        f"  {when}, {names[d['seat']]}: {d['made']}, best {d['best']}{kind.get(d['kind'], '')}; win chance "
        f"{percent(d['chance_made'])} instead of {percent(d['chance_best'])} ({points(-d['chance_lost'])}, {sure}),"
        f" {money_text(rules, -d['money_lost'])}{' this round' if d['round'] is not None else ''}: {d['verdict']}"
    )


def review_command(path: str, as_json: bool, budget: Budget) -> str:
    review = run_review(path, budget)
    return json.dumps(review) if as_json else format_review(review)
