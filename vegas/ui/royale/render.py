"""HTML of Royale's tiles and their decisions: a tile's card beside its casino, a decision's choices (at most eight in
a list, the rest behind the casinos and tokens of ``decisions.py``), and what the tiles did in a payout. Pure
functions, every text escaped."""

from __future__ import annotations

from typing import Any

from vegas.ui.pieces import close_button, die, e, hint_note, named
from vegas.ui.text import t

BLACK_DIE = "#1b1b1b"
"""The colour of the tiles' two black dice (white pips: style.css ``.die.black``)."""


def tile(card: dict[str, Any], lang: str = "en") -> str:
    """A casino tile: its printed name and what lies on it; its name, tapped, opens what it does in a sheet over the
    board (``tile_help``: inside a casino a third of a phone wide it read four words a line and pushed the casinos
    below down, issue 47) and says it on hover; under it, what it did last (its black dice, a reward, a decision),
    marked with its ``data-outcome`` key for the page to animate. The rules' picture (``open``) shows it in place."""
    lines = "".join(f"<li>{e(line)}</li>" for line in card["lines"])
    classes = "tile" + (" active" if card["active"] else "")
    return (
        f'<div class="{classes}" data-tile="{e(card["face"])}">'
        f'<button type="button" class="tile-head" data-ui="tile-help" aria-haspopup="dialog"'
        f' title="{e(card["explain"])}"><span class="tile-face" aria-hidden="true">{e(card["face"])}</span> '
        + named(card["name"], card["aria"], f'<span class="tile-name">{e(card["name"])}</span>')  # WCAG 2.5.3
        + "</button>"
        + (f'<p class="tile-explain">{e(card["explain"])}</p>' if card.get("open") else "")
        + (f'<ul class="tile-state">{lines}</ul>' if lines else "")
        + outcome(card.get("outcome"), lang)
        + "</div>"
    )


def tile_help(name: str, explain: str, lang: str) -> str:
    """The sheet of a tile's help: its name, what it does, and a × (a touch screen has no Escape)."""
    return (
        f'<div class="standings-head"><h2 id="tile-help-title">{e(name)}</h2>{close_button(lang)}</div>'
        f'<p class="tile-explain">{e(explain)}</p>'
    )


def outcome(done: dict[str, Any] | None, lang: str) -> str:
    """What a tile did last, where it happened: its black dice (tumbling like the rolled dice when new) and words."""
    if not done:
        return ""
    dice = "".join(die(value, BLACK_DIE, lang=lang, extra="black") for value in done["dice"])
    words = "".join(f"<p>{e(line)}</p>" for line in done["lines"])
    return (
        f'<div class="tile-outcome" data-outcome="{e(done["key"])}">'
        + (f'<span class="black-dice">{dice}</span>' if dice else "")
        + f"{words}</div>"
    )


def decision(view: dict[str, Any]) -> str:
    """A tile's decision (or POWER PLAY, or a pass): its question and one button per choice."""
    chosen = view.get("decision")
    if not chosen:
        return ""
    buttons = "".join(
        f'<button class="choice{" pickable" if b.get("chosen") else ""}" data-action="{e(b["action"])}">'
        f"{e(b['label'])}" + hint_note(b.get("hint")) + "</button>"
        for b in chosen["buttons"]
    )
    prompt = f'<p class="decision-prompt">{e(chosen["prompt"])}</p>' if chosen.get("prompt") else ""
    if chosen.get("pick_prompt"):
        prompt += f'<p class="pick-prompt">{e(chosen["pick_prompt"])}</p>'
    toggle = chosen.get("toggle")
    if toggle:
        prompt += (
            f'<button type="button" class="toggle-choice" id="toggle-choice" data-ui="choose" '
            f'data-choose="{e(toggle["choose"])}" aria-pressed="{"true" if toggle["pressed"] else "false"}">'
            f"{e(toggle['label'])}</button>"
        )
    if chosen.get("tokens"):
        prompt += piles(chosen["tokens"])
    title = f'<p class="chosen-title">{e(chosen["chosen_title"])}</p>' if chosen.get("chosen_title") else ""
    listed = f'<div class="choices">{buttons}</div>' if buttons else ""
    return f'<div class="decision" role="group">{prompt}{title}{listed}</div>'


def piles(tokens: dict[str, Any]) -> str:
    """BLACK BOX's six tokens in the splitter's two piles: a tap moves one token to the other pile."""
    rows = []
    for pile, name in enumerate(tokens["piles"], 1):
        items = "".join(
            f'<button type="button" class="token token-{e(k["token"])}" id="token-{k["index"]}" data-ui="choose" '
            f'data-choose="{e(k["choose"])}" aria-label="{e(k["aria"])}">{e(k["text"])}</button>'
            for k in tokens["tokens"]
            if k["pile"] == pile
        )
        rows.append(
            f'<div class="pile" role="group" aria-label="{e(name)}">'
            f'<span class="pile-name">{e(name)}</span>{items}</div>'
        )
    return f'<div class="piles">{"".join(rows)}</div>'


def payout_tiles(tiles: list[dict[str, Any]], lang: str) -> str:
    """What casino tiles paid or charged at the round's end, each by its name: in the payout, inside the row of
    the casino the tile lies beside, revealed with it."""
    if not tiles:
        return ""
    items = "".join(
        f'<span class="payout-tile flying" data-tile="{e(tile["face"])}">'
        f'<span class="tile-face">{e(tile["face"])}</span> '
        f"<strong>{e(tile['name'])}</strong>: {e(' '.join(tile['effects']))}</span>"
        for tile in tiles
    )
    return (
        f'<span class="payout-tiles" data-testid="payout-tiles">'
        f'<span class="visually-hidden">{e(t(lang, "payout.tiles"))}: </span>{items}</span>'
    )
