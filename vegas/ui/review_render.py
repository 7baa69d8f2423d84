"""The game review's HTML (issue 52) from ``game_review.review_view``: its progress and Stop, the players' summary,
the standings' chart of their win chance (``render.money_chart``), the marked decisions, and the decision opened on
the board with the move made beside the better one. Every text escaped."""

from __future__ import annotations

from typing import Any

from .pieces import e
from .render import money_chart
from .text import t


def panel(view: dict[str, Any]) -> str:
    lang = view["lang"]
    close = e(t(lang, "close"))
    head = (
        f'<div class="review-head"><h2 id="review-title" tabindex="-1">{e(view["title"])}</h2>'
        f'<button type="button" class="dialog-close" data-ui="review-close" aria-label="{close}" title="{close}">'
        '<span aria-hidden="true">×</span></button></div>'
    )
    return (
        f'<section class="review-panel" data-testid="review" aria-labelledby="review-title">{head}'
        + progress(view)
        + (summary(view) + (money_chart(view["chart"]) if view["chart"] else "") + marked(view))
        + "</section>"
    )


def progress(view: dict[str, Any]) -> str:
    lang = view["lang"]
    if view["running"]:
        button = f'<button type="button" data-ui="review-stop">{e(t(lang, "review.stop"))}</button>'
    elif not view["finished"]:
        button = f'<button type="button" class="primary" data-ui="review-go-on">{e(t(lang, "review.go_on"))}</button>'
    else:
        button = ""
    return (
        f'<div class="review-progress"><p id="review-progress-text" role="status">{e(view["progress"])}</p>'
        f'<progress max="{max(1, view["total"])}" value="{view["valued"]}" aria-labelledby="review-progress-text">'
        f"</progress>{button}</div>"
    )


def badge(decision: dict[str, Any]) -> str:
    """A decision's verdict, in words and in the colour of its kind."""
    return f'<span class="verdict verdict-{e(decision["verdict"])}">{e(decision["verdict_text"])}</span>'


def show_button(decision: dict[str, Any], lang: str) -> str:
    label = e(t(lang, "review.show_label", title=decision["title"]))
    return (
        f'<button type="button" data-ui="review-show" data-step="{decision["step"]}" aria-label="{label}">'
        f"{e(t(lang, 'review.show'))}</button>"
    )


def summary(view: dict[str, Any]) -> str:
    if not view["seats"]:
        return ""
    lang = view["lang"]
    head = "".join(f'<th scope="col">{e(t(lang, f"review.col.{c}"))}</th>' for c in ("player", "accuracy", "given"))
    head += f'<th scope="col">{e(t(lang, "review.col.luck"))}</th>'
    rows = "".join(
        f'<tr><th scope="row"><span class="seat-symbol" style="color:{e(s["colour"])}">{e(s["symbol"])}</span>\u00a0'
        f"{e(s['name'])}</th><td>{e(s['accuracy'])}</td><td>{e(s['given'])}</td><td>{e(s['luck'])}</td></tr>"
        for s in view["seats"]
    )
    costliest = "".join(
        f'<li><span class="review-seat">{e(s["name"])}</span><ol>'
        + "".join(f"<li>{badge(d)} {e(d['title'])}: {e(d['lost'])} {show_button(d, lang)}</li>" for d in s["costliest"])
        + (f"<li>{e(t(lang, 'review.none_costly'))}</li>" if not s["costliest"] else "")
        + "</ol></li>"
        for s in view["seats"]
    )
    return (
        f'<div class="review-table"><table class="review-summary" data-testid="review-summary">'
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
        f'<h3>{e(t(lang, "review.costliest"))}</h3><ul class="review-costliest">{costliest}</ul>'
    )


def marked(view: dict[str, Any]) -> str:
    if not view["finished"]:
        return ""
    lang = view["lang"]
    items = "".join(
        f'<li class="review-decision" data-step="{d["step"]}">'
        f"<p>{badge(d)} {e(d['title'])}</p>"
        + moves(d, lang)
        + f'<p class="review-cost">{e(d["lost"])} ({e(d["basis"])}) {show_button(d, lang)}</p></li>'
        for d in view["marked"]
    )
    body = f'<ol class="review-marked" data-testid="review-marked">{items}</ol>' if items else ""
    empty = "" if items else f"<p>{e(t(lang, 'review.none_marked'))}</p>"
    return f"<h3>{e(t(lang, 'review.marked'))}</h3>{body}{empty}"


def moves(d: dict[str, Any], lang: str) -> str:
    """The move made beside the better one, each with the win chance it left the mover."""
    return (
        '<div class="review-moves">'
        f'<div class="review-made"><span class="review-label">{e(t(lang, "review.made"))}</span> {e(d["made"])} '
        f'<span class="review-chance">{e(t(lang, "review.chance", chance=d["made_chance"]))}</span></div>'
        f'<div class="review-best"><span class="review-label">{e(t(lang, "review.best"))}</span> {e(d["best"])} '
        f'<span class="review-chance">{e(t(lang, "review.chance", chance=d["best_chance"]))}</span></div></div>'
    )


def focus(view: dict[str, Any]) -> str:
    """The decision opened from the review, over the board's roll where it was made."""
    d, lang = view["opened"], view["lang"]
    if d is None:
        return ""
    return (
        f'<div class="review-focus" data-testid="review-focus" role="status">'
        f"<p>{badge(d)} {e(d['title'])}</p>"
        + moves(d, lang)
        + f'<p class="review-cost">{e(d["lost"])} ({e(d["basis"])})</p>'
        + try_again(view)
        + f'<button type="button" data-ui="review-back">{e(t(lang, "review.back"))}</button></div>'
    )


def try_again(view: dict[str, Any]) -> str:
    """Try it again: the moves open at the decision to choose anew among (``data-try``, never ``data-action``: the
    replay's position is not the game's), then how the choice compares."""
    lang, trying = view["lang"], view.get("trying")
    if trying is None:
        return f'<button type="button" data-ui="review-try">{e(t(lang, "review.try"))}</button> '
    if trying["result"] is not None:
        return (
            f'<p class="review-tried" data-testid="review-tried" tabindex="-1">{e(trying["result"])}</p>'
            f'<button type="button" data-ui="review-try">{e(t(lang, "review.try_other"))}</button> '
        )
    choices = "".join(
        f'<li><button type="button" data-ui="review-choose" data-try="{e(c["action"])}">{e(c["words"])}</button></li>'
        for c in trying["choices"]
    )
    return (
        f'<div class="review-try" role="group" aria-labelledby="review-try-title">'
        f'<p id="review-try-title"><strong>{e(t(lang, "review.try_ask"))}</strong></p><ul>{choices}</ul></div>'
    )
