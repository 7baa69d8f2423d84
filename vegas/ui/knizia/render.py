"""HTML of Knizia's board from ``view``'s data: pure functions, every text escaped.

Every move is a ``[data-action]`` element: a table's buttons (stand, move, Front-man), a lit space's (put a
counter; the Good Luck card picked in the hand, whose ``[data-ui=choose]`` button lights its spaces), and the
hand's (roll, Mary Chip, pass, a duel's hands).
"""

from __future__ import annotations

from typing import Any

from vegas.ui.pieces import die, e, hint_note, named, privacy_cover, standings_button, status_bar
from vegas.ui.text import t


def board(view: dict[str, Any]) -> str:
    lang = view["lang"]
    return (
        status_bar(view) + f'<div class="roll-area kz-hand">{hand(view)}</div>'
        f'<div class="kz-tables">{"".join(table(tb, lang) for tb in view["tables"])}</div>'
        f'<div class="players">{"".join(player(p, lang) for p in view["players"])}</div>'
    )


def table(tb: dict[str, Any], lang: str) -> str:
    classes = ["kz-table"]
    classes += [
        name
        for name, on in (
            ("scored", not tb["open"]),
            ("rolled-for", tb["rolled_for"]),
            ("just-scored", tb["just_scored"]),
            ("has-mary", tb["mary"]),
            ("own", tb["own"]),
            ("choosing", tb["choosing"]),
        )
        if on
    ]
    pawns = "".join(
        f'<span class="kz-pawn" style="--seat:{e(p["colour"])}" title="{e(p["name"])}">'
        f'<span aria-hidden="true">♟{e(p["symbol"])}</span></span>'
        for p in tb["pawns"]
    )
    mary = f'<span class="kz-mary">♛ {e(t(lang, "kz.mary"))}</span>' if tb["mary"] else ""
    rows = "".join(f'<div class="kz-row">{"".join(space(s) for s in row)}</div>' for row in tb["rows"])
    result = ""
    if tb["result"]:
        winner = tb["result"]["winner"]
        mark = (
            f'<span class="seat-symbol" style="--seat:{e(winner["colour"])}">{e(winner["symbol"])}</span> '
            if winner
            else ""
        )
        result = f'<p class="kz-result">{mark}{e(tb["result"]["text"])}</p>'
    moves = "".join(
        f'<button class="kz-move" data-action="{e(m["action"])}">{named(m["label"], m["aria"])}'
        + hint_note(m.get("hint"))
        + "</button>"
        for m in tb["actions"]
    )
    return (
        f'<section class="{" ".join(classes)}" data-table="{tb["number"]}" aria-label="{e(tb["aria"])}">'
        f'<header><span class="kz-number" aria-hidden="true">{tb["number"]}</span>'
        f'<span class="kz-chip" aria-hidden="true">{e(tb["chip_label"])}</span>{mary}'
        f'<span class="kz-pawns">{pawns}</span></header>'
        f'<div class="kz-rows">{rows}</div>{result}'
        + (f'<div class="kz-moves">{moves}</div>' if moves else "")
        + "</section>"
    )


def counter(owner: dict[str, Any], extra: str = "") -> str:
    """A seat's counter: its colour and symbol (the space's label names its owner)."""
    classes = f"kz-counter {extra}".strip()
    return f'<span class="{classes}" style="--seat:{e(owner["colour"])}" aria-hidden="true">{e(owner["symbol"])}</span>'


def space(s: dict[str, Any]) -> str:
    counters = (counter(s["owner"]) if s["owner"] else "") + (
        counter(s["challenger"], "challenger") if s["challenger"] else ""
    )
    hint = hint_note(s.get("hint"))
    number = f'data-space="{s["space"]}"'
    if s["action"]:
        key = s.get("key") or ""  # the lit spaces in reading order: 1-9, shown only where there are keys
        keys = f' aria-keyshortcuts="{key}"' if key else ""
        badge = f'<span class="kz-key keys-hint" aria-hidden="true">{key}</span>' if key else ""
        takes = named(s["takes"], s["action_label"], f'<span class="kz-takes">{e(s["takes"])}</span>')
        return (
            f'<button class="kz-space pickable" {number} data-action="{e(s["action"])}"{keys}>'
            f"{takes}{counters}{hint}{badge}</button>"
        )
    takes = f'<span class="kz-takes" aria-hidden="true">{e(s["takes"])}</span>'
    return f'<span class="kz-space" {number} role="img" aria-label="{e(s["aria"])}">{takes}{counters}</span>'


def cards(held: dict[str, Any]) -> str:
    """The Good Luck cards that may be played now, under their name, each showing its number as the card does;
    the one picked (``aria-pressed``) lights its spaces."""
    if not held.get("cards"):
        return ""
    buttons = "".join(
        f'<button type="button" class="kz-card{" chosen" if c["chosen"] else ""}" data-ui="choose" '
        f'data-choose="luck {c["value"]}" aria-pressed="{"true" if c["chosen"] else "false"}">'
        + named(str(c["value"]), c["label"], f'<span class="kz-card-value">{c["value"]}</span>')
        + (f' <span class="kz-card-note">{e(c["joker"])}</span>' if c["joker"] else "")
        + hint_note(c.get("hint"))
        + "</button>"
        for c in held["cards"]
    )
    return (
        f'<div class="kz-luck-cards" role="group" aria-labelledby="kz-cards-title">'
        f'<h2 id="kz-cards-title">{e(held["cards_title"])}</h2><div class="choices">{buttons}</div></div>'
    )


def hand(view: dict[str, Any]) -> str:
    """The gold die's last roll, a duel under way, the moves that name no table, and the coach."""
    if view.get("privacy"):
        return privacy_cover(view["privacy"])
    if view.get("over"):
        return standings_button(view)
    lang = view["lang"]
    held = view["hand"]
    parts = []
    rolled = held["die"]
    if rolled:
        classes = "kz-die tumbling" if rolled["tumbling"] else "kz-die"
        parts.append(
            f'<div class="{classes}">{die(rolled["value"], rolled["colour"], lang=lang, big=True, extra="gold")}'
            f'<span class="kz-die-text">{e(rolled["text"])}</span></div>'
        )
    duel = held["duel"]
    if duel:
        parts.append(
            f'<div class="kz-duel" role="group" aria-labelledby="kz-duel-title">'
            f'<h2 id="kz-duel-title">{e(duel["title"])}</h2>'
            f'<p>{e(duel["text"])}</p><p class="kz-duel-rule">{e(duel["rule"])}</p></div>'
        )
    buttons = "".join(
        f'<button class="{"primary" if b["primary"] else "choice"}" data-action="{e(b["action"])}"'
        + (f' aria-keyshortcuts="{e(b["key"])}"' if b["key"] else "")
        + f">{e(b['label'])}"
        + hint_note(b.get("hint"))
        + "</button>"
        for b in held["buttons"]
    )
    if buttons:
        parts.append(f'<div class="choices">{buttons}</div>')
    parts.append(cards(held))
    if view.get("can_hint"):
        caption = f'<p class="hint-caption">{e(view["hint_caption"])}</p>' if view.get("hint_caption") else ""
        ask = f'<button type="button" data-ui="hint" aria-keyshortcuts="H">{e(view["hint_label"])}</button>'
        parts.append(f'<div class="coach">{ask}{caption}</div>')
    return "".join(parts) or '<div class="roll-placeholder"></div>'


def player(p: dict[str, Any], lang: str) -> str:
    start = f'<span class="start-marker">★ {e(t(lang, "start_player"))}</span>' if p["is_start"] else ""
    classes = "player" + (" to-move" if p["is_to_move"] else "")
    return (
        f'<section class="{classes}" style="--seat:{e(p["colour"])}" data-seat="{p["seat"]}">'
        f'<h2><span class="seat-symbol" aria-hidden="true">{e(p["symbol"])}</span>{e(p["name"])}</h2>'
        f'<p class="kind">{e(p["kind"])}</p><p class="money">{e(p["gold"])} · {e(p["chips"])}</p>'
        f'<p class="detail">{e(p["counters"])} · {e(p["pawn"])}</p>'
        f'<p class="detail kz-cards">{e(p["cards"])}</p>{start}</section>'
    )
