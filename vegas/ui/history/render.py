""" "Your games" as HTML, from ``view.py``'s data: every text escaped, every command a button with ``data-ui``
(and the game's ``data-key``), the record's charts drawn by the standings' own ``render.money_chart``."""

from __future__ import annotations

from typing import Any

from vegas.ui.pieces import e
from vegas.ui.render import money_chart
from vegas.ui.text import t


def _select(name: str, label: str, options: list[dict[str, Any]]) -> str:
    choices = "".join(
        f'<option value="{e(o["value"])}"{" selected" if o["chosen"] else ""}>{e(o["label"])}</option>' for o in options
    )
    return (
        f'<label class="games-filter"><span>{e(label)}</span>'
        f'<select data-games-filter="{name}">{choices}</select></label>'
    )


def _row(row: dict[str, Any], lang: str) -> str:
    what = f"{row['rules']}, {row['date']}"
    play_on = (
        ""
        if row["finished"]
        else f'<button type="button" data-ui="games-play-on" data-key="{e(row["key"])}" '
        f'aria-label="{e(t(lang, "history.play_on_label", game=what))}">{e(t(lang, "history.play_on"))}</button>'
    )
    return (
        f'<li class="game {e(row["outcome"])}" data-key="{e(row["key"])}" data-outcome="{e(row["outcome"])}">'
        f'<p class="game-head"><strong>{e(row["rules"])}</strong> <time>{e(row["date"])}</time></p>'
        f'<p class="game-result" data-result>{e(row["result"])}</p><p class="game-seats">{e(row["seats"])}</p>'
        f'<div class="buttons"><button type="button" data-ui="games-replay" data-key="{e(row["key"])}" '
        f'aria-label="{e(t(lang, "history.replay_label", game=what))}">{e(t(lang, "replay"))}</button>{play_on}'
        f'<button type="button" data-ui="games-delete" data-key="{e(row["key"])}" '
        f'aria-label="{e(t(lang, "history.delete_label", game=what))}">{e(t(lang, "history.delete"))}</button>'
        "</div></li>"
    )


def _line(line: dict[str, Any], columns: list[str]) -> str:
    values = (line["games"], line["wins"], line["place"], line["money"])
    figures = "".join(f"<div><dt>{e(c)}</dt><dd>{e(v)}</dd></div>" for c, v in zip(columns, values, strict=True))
    return (
        f'<section class="record-line" data-testid="record-line"><h4>{e(line["title"])}</h4>'
        f'<dl class="record-figures">{figures}</dl>{money_chart(line["chart"])}</section>'
    )


def games_dialog(view: dict[str, Any], lang: str, status: str = "", undo: bool = False, alert: str = "") -> str:
    """The dialog's content: title and tools, the filters, the list, then the record."""
    rows = "".join(_row(row, lang) for row in view["rows"])
    record = view["record"]
    lines = "".join(_line(line, record["columns"]) for line in record["lines"])
    undo_button = f' <button type="button" data-ui="games-undo">{e(t(lang, "history.undo"))}</button>' if undo else ""
    return (
        f'<div class="games" data-testid="games"><h2 id="games-title" tabindex="-1">{e(view["title"])}</h2>'
        f'<div class="buttons games-tools"><button type="button" data-ui="games-export">{e(t(lang, "history.export"))}'
        f'</button><label class="file-button"><input type="file" accept=".json,application/json" data-games-import>'
        f"<span>{e(t(lang, 'history.import'))}</span></label>"
        f'<button type="button" data-ui="close-dialog">{e(t(lang, "close"))}</button></div>'
        f'<p class="games-status" role="status" data-testid="games-status">{e(status)}{undo_button}</p>'
        f'<p class="games-alert" role="alert" data-testid="games-alert">{e(alert)}</p>'
        f'<div class="games-filters">{_select("rules", t(lang, "history.filter_rules"), view["rules"])}'
        f"{_select('result', t(lang, 'history.filter_result'), view['results'])}</div>"
        + (f'<p class="games-count">{e(view["count"])}</p>' if view["count"] else "")
        + (f'<p class="games-empty">{e(view["empty"])}</p>' if view["empty"] else "")
        + f'<ul class="games-list" data-testid="games-list">{rows}</ul>'
        + (f'<p><button type="button" data-ui="games-more">{e(view["more"])}</button></p>' if view["more"] else "")
        + f'<section class="record" data-testid="record"><h3>{e(record["title"])}</h3>'
        + (f"<p>{e(record['empty'])}</p>" if record["empty"] else "")
        + f"{lines}</section></div>"
    )
