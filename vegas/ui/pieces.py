"""The small pieces of HTML every board is drawn with: escaping, a die, the status bar, the coach's hint beside a
choice and R22's cover before a secret choice. The casino table (``render.py``) and Knizia's board
(``knizia/render.py``) both build on them."""

from __future__ import annotations

from html import escape
from typing import Any

from .text import t

PIPS = {1: (5,), 2: (3, 7), 3: (3, 5, 7), 4: (1, 3, 7, 9), 5: (1, 3, 5, 7, 9), 6: (1, 3, 4, 6, 7, 9)}


def e(text: Any) -> str:
    return escape(str(text), quote=True)


def close_button(lang: str) -> str:
    """A dialog's ×: a touch screen has no Escape (the page closes the dialog it lies in, controls.py)."""
    close = e(t(lang, "close"))
    return (
        f'<button type="button" class="dialog-close" data-ui="close-dialog" aria-label="{close}"'
        f' title="{close}"><span aria-hidden="true">×</span></button>'
    )


def named(visible: str, name: str, shown: str = "") -> str:
    """A button's content named ``name`` for screen readers, of which only ``visible`` (drawn as the HTML
    ``shown``, if given) is seen: the rest is there for screen readers alone. The name holds the visible words
    as they are (WCAG 2.5.3: speech users say what they see), with the coach's hint after it, also seen."""
    before, found, after = name.partition(visible)
    drawn = shown or e(visible)
    if not found:  # a translation without the visible words in it: said whole, drawn apart
        return f'<span class="visually-hidden">{e(name)}</span><span aria-hidden="true">{drawn}</span>'
    return "".join(
        [f'<span class="visually-hidden">{e(before)}</span>' if before else "", drawn]
        + ([f'<span class="visually-hidden">{e(after)}</span>'] if after else [])
    )


def hint_note(hint: str | None) -> str:
    """The coach's estimate beside a choice, if it gave one."""
    return f'<span class="hint">{e(hint)}</span>' if hint else ""


def die(
    value: int, colour: str, symbol: str = "", *, lang: str, big: bool = False, extra: str = "", said: bool = True
) -> str:
    """A die face with pips; its value is told to screen readers (unless not ``said``: a button's words say it)."""
    pips = "".join(f'<span class="pip p{p}"></span>' for p in PIPS[value])
    classes = "die" + (" big" if big else "") + (f" {extra}" if extra else "")
    label = t(lang, "aria.die", value=value)
    mark = f'<span class="die-mark" aria-hidden="true">{e(symbol)}</span>' if symbol else ""
    told = f'role="img" aria-label="{e(label)}"' if said else 'aria-hidden="true"'
    return (
        f'<span class="{classes}" data-face="{value}" {told} style="--die:{e(colour)}">'
        f'<span class="pips" aria-hidden="true">{pips}</span>{mark}</span>'
    )


def status_bar(view: dict[str, Any]) -> str:
    """Above every board: where the game stands (a round, Mary Chip), what happens now, the rules and seed."""
    return (
        f'<div class="status-bar"><span class="round">{e(view["round"])}</span>'
        f'<span class="status" role="status" aria-live="polite">{e(view["status"])}'
        + (f' <span class="keys-hint">{e(view["keys_hint"])}</span>' if view.get("keys_hint") else "")
        + "</span>"
        f'<span class="seed">{e(view["rules_name"])} · {e(view["seed"])}</span></div>'
    )


def standings_button(view: dict[str, Any]) -> str:
    """At the game's end, where the moves were: the final standings again, once their dialog is closed (Escape
    left the board with no way back to them)."""
    return f'<button type="button" class="primary" data-ui="standings">{e(t(view["lang"], "standings"))}</button>'


def privacy_cover(privacy: dict[str, str]) -> str:
    """R22: the screen that asks the other players to look away before a secret choice."""
    return (
        f'<div class="privacy" role="alertdialog" aria-labelledby="privacy-title">'
        f'<h2 id="privacy-title">{e(privacy["title"])}</h2><p>{e(privacy["text"])}</p>'
        f'<button class="primary" data-ui="reveal">{e(privacy["button"])}</button></div>'
    )


def outcome_note(lines: list[str], lang: str) -> str:
    """What a secret choice just answered led to, over the roll where the players look, with Continue (R22)."""
    said = "".join(f"<li>{e(line)}</li>" for line in lines)
    return (
        f'<div class="outcome" data-testid="outcome" role="status"><ul>{said}</ul>'
        f'<button type="button" class="primary" data-ui="go-on">{e(t(lang, "continue"))}</button></div>'
    )
