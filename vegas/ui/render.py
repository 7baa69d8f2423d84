"""HTML from the view model: pure functions, every text escaped (a player's name is never markup)."""

from __future__ import annotations

from typing import Any

from vegas.core.registry import KNIZIA_BOARD
from vegas.games.royale.tiles import FACES

from .knizia import render as knizia
from .pieces import close_button, die, e, hint_note, named, privacy_cover, standings_button, status_bar
from .royale.render import decision, payout_tiles, tile
from .table import (
    COLOURS,
    FRIEND,
    HUMAN,
    MAX_NAME,
    MOST_TILES,
    Settings,
    bot_levels,
    offers_money_choice,
    offers_tiles,
)
from .text import LANGUAGE_NAMES, t


def board(view: dict[str, Any]) -> str:
    if view.get("family") == KNIZIA_BOARD:
        return knizia.board(view)
    lang = view["lang"]
    return (
        status_bar(view) + f'<div class="casinos">{"".join(casino(c, lang) for c in view["casinos"])}</div>'
        f'<div class="roll-area">{roll_area(view)}</div>'
        f'<div class="players">{"".join(player(p, lang) for p in view["players"])}</div>'
    )


def casino(c: dict[str, Any], lang: str, caption_key: str = "preview_short") -> str:
    """A casino card; ``caption_key`` introduces what it pays (at the table: if the round ended now)."""
    notes = "".join(f'<span class="note">{e(n)}</span>' for n in c["notes"]) or '<span class="note empty">—</span>'
    dice = "".join(
        f'<span class="stack" data-owner="{e(d["owner"])}" style="--die:{e(d["colour"])}" title="{e(d["name"])}: {d["count"]}">'
        f'<span class="stack-die" aria-hidden="true">{e(d["symbol"])}</span>'
        f'<span class="stack-count"><span class="stack-name">{e(d["name"])}</span>'
        f'<span class="stack-times">\u00a0×{d["count"]}</span></span>'
        + (f'<span class="biggy-badge" title="{e(t(lang, "biggy"))}">B</span>' if d.get("biggy") else "")
        + "</span>"
        for d in c["dice"]
    )
    removed = set(c["removed"])
    preview = "".join(f"<li>{e(a['name'])} {e(a['money'])}</li>" for a in c["preview"]) + "".join(
        f'<li class="tie">{e(n)} ✗</li>' for n in c["removed"] if n in removed
    )
    if c.get("left"):
        preview += f'<li class="left">{e(t(lang, "left_under", notes=", ".join(c["left"])))}</li>'
    if preview:
        preview = f'<li class="caption">{e(t(lang, c.get("caption") or caption_key))}</li>' + preview
    classes = (
        "casino"
        + (" has-roll" if c["rolled"] else "")  # not "rolled": the rolled dice's class
        + (" pickable" if c["action"] else "")
        + (" choosable" if c.get("choose") else "")
        + (" paying" if c.get("paying") else "")
        + (" chosen" if c.get("choose") and c["choose"]["chosen"] else "")
        + (" closed" if c.get("closed") else "")
    )
    chooser = c.get("choose")
    # a casino to tap is named by its words (which begin with the name it shows: WCAG 2.5.3), the rest only seen
    label = c["aria"] if c["action"] else t(lang, "pick.casino_aria", casino=c["aria"]) if chooser else ""
    seen = ' aria-hidden="true"' if label else ""
    name = t(lang, "casino", number=c["number"])
    shown_name = f'<span class="casino-name">{e(name)}</span>'
    closed = f'<p class="closed-sign" role="note"{seen}>{e(t(lang, "casino_closed"))}</p>' if c.get("closed") else ""
    body = (
        f"<header>{die(c['number'], '#fffdf5', lang=lang, extra='casino-die', said=not label)}"
        f"{named(name, label, shown_name) if label else shown_name}</header>"
        f'{closed}<div class="notes"{seen}>{notes}</div><div class="dice-stacks"{seen}>{dice}</div>'
        f'<ul class="preview" aria-label="{e(t(lang, "preview"))}" title="{e(t(lang, "preview"))}"{seen}>{preview}</ul>'
    )
    if c["action"]:  # the casino is a button beside its tile, never around it: reading a tile plays nothing
        body = f'<button type="button" class="casino-body" data-action="{e(c["action"])}">{body}</button>'
    elif chooser:  # a tile's decision asked on the board: this casino's choices are listed once it is tapped
        pressed = "true" if chooser["chosen"] else "false"
        body = (
            f'<button type="button" class="casino-body" data-ui="choose" data-choose="{e(chooser["choose"])}" '
            f'data-choices="{e(",".join(chooser["choices"]))}" aria-pressed="{pressed}">{body}</button>'
        )
    else:
        body = f'<div class="casino-body">{body}</div>'
    return (
        f'<section class="{classes}" data-casino="{c["number"]}" aria-label="{e(c["aria"])}">{body}'
        f"{tile(c['tile'], lang) if c.get('tile') else ''}</section>"
    )


def roll_area(view: dict[str, Any]) -> str:
    lang = view["lang"]
    if view.get("privacy"):
        return privacy_cover(view["privacy"])
    if view.get("over"):
        return standings_button(view)
    coach = ""
    if view.get("can_hint"):
        caption = f'<p class="hint-caption">{e(view["hint_caption"])}</p>' if view.get("hint_caption") else ""
        coach = f'<div class="coach"><button type="button" data-ui="hint" aria-keyshortcuts="H">{e(view["hint_label"])}</button>{caption}</div>'
    if view["can_roll"]:
        return (
            f'<button class="roll-button primary" data-action="roll" aria-keyshortcuts="R Space">'
            f"{e(view['roll_label'])}</button>" + (decision(view) + coach if view.get("decision") else "")
        )
    roll = view["roll"]
    if not roll:
        return (decision(view) + coach) if view.get("decision") else '<div class="roll-placeholder"></div>'
    groups = []
    for g in roll["groups"]:
        dice = "".join(
            die(g["value"], d["colour"], big=d["big"], extra="neutral" if d["neutral"] else "", lang=lang)
            for d in g["dice"]
        )
        hint = hint_note(g.get("hint"))
        if g["action"]:  # named by its words (and the coach's hint), its dice and count only seen
            quiet = "".join(
                die(
                    g["value"],
                    d["colour"],
                    big=d["big"],
                    extra="neutral" if d["neutral"] else "",
                    lang=lang,
                    said=False,
                )
                for d in g["dice"]
            )
            groups.append(
                f'<button class="group" data-value="{g["value"]}" data-action="{e(g["action"])}" '
                f'aria-keyshortcuts="{g["value"]}"><span class="visually-hidden">{e(g["label"])}</span>{quiet}'
                f'<span class="group-label" aria-hidden="true">×{g.get("count", len(g["dice"]))}</span>{hint}</button>'
            )
        elif g["closed"]:
            groups.append(
                f'<span class="group closed" data-value="{g["value"]}" title="{e(t(lang, "casino_closed"))}">{dice}</span>'
            )
        else:
            groups.append(f'<span class="group" data-value="{g["value"]}">{dice}</span>')
    sit_out = (
        f'<button class="sit-out" data-action="sit-out">{e(view["sit_out_label"])}</button>'
        if view.get("can_sit_out")
        else ""
    )
    if view.get("sit_out_hint") and sit_out:
        sit_out = sit_out.replace("</button>", hint_note(view["sit_out_hint"]) + "</button>")
    rolled = "rolled tumbling" if view.get("tumbling") else "rolled"
    return f'<div class="{rolled}">{"".join(groups)}{sit_out}</div>{decision(view)}{coach}'


def player(p: dict[str, Any], lang: str) -> str:
    money_text = (
        e(p["money"]) if p["money"] is not None else f'<span class="hidden-money">{e(t(lang, "money_hidden"))}</span>'
    )
    if p.get("money_yours_only"):
        money_text += f' <span class="hidden-money">({e(t(lang, "money_yours_only"))})</span>'
    start = (
        f'<span class="start-marker" title="{e(t(lang, "start_player"))}">★ {e(t(lang, "start_player"))}</span>'
        if p["is_start"]
        else ""
    )
    classes = "player" + (" to-move" if p["is_to_move"] else "")
    return (
        f'<section class="{classes}" style="--seat:{e(p["colour"])}" data-seat="{p["seat"]}">'
        f'<h2><span class="seat-symbol" aria-hidden="true">{e(p["symbol"])}</span>{e(p["name"])}</h2>'
        f'<p class="kind">{e(p["kind"])}</p><p class="money">{money_text}</p>'
        f'<p class="detail">{e(p["notes"])} · {e(p["dice_left"])}'
        + (f' · <span class="in-bar">{e(p["in_bar"])}</span>' if p.get("in_bar") else "")
        + "</p>"
        + (f'<p class="chips">● {e(p["chips"])}</p>' if p.get("chips") is not None else "")
        + f"{start}</section>"
    )


def log(view: dict[str, Any], closed: frozenset[int] = frozenset()) -> str:
    """The whole game log, one collapsible section per round; the rounds in ``closed`` stay collapsed."""
    return "".join(log_round(r, r["round"] not in closed) for r in view["log_rounds"])


def log_round(r: dict[str, Any], open: bool = True) -> str:
    """One round of the log (a ``log_rounds`` item) as a collapsible section."""
    return (
        f'<details class="log-round" data-round="{r["round"]}"{" open" if open else ""}>'
        f"<summary>{e(r['title'])}</summary><ol>{log_lines(r)}</ol></details>"
    )


def log_lines(r: dict[str, Any], first: int = 0) -> str:
    """A round's lines from its ``first`` on, numbered through the game."""
    return "".join(f'<li value="{r["start"] + i}">{e(line)}</li>' for i, line in enumerate(r["lines"][first:], first))


def log_text(view: dict[str, Any]) -> str:
    """The whole game log as plain text, to copy: each round's title, then its numbered lines."""
    return "\n\n".join(
        "\n".join([r["title"], *(f"{r['start'] + i}. {line}" for i, line in enumerate(r["lines"]))])
        for r in view["log_rounds"]
    )


def standings(view: dict[str, Any]) -> str:
    over = view["over"]
    if not over:
        return ""
    lang = view["lang"]
    with_chips = bool(over["rows"]) and over["rows"][0].get("chips") is not None
    rows = "".join(
        f'<tr class="{"winner" if r["winner"] else ""}"><td>{r["place"]}</td>'
        f'<td><span class="seat-symbol" style="color:{e(r["colour"])}">{e(r["symbol"])}</span> {e(r["name"])}</td>'
        f"<td>{e(r['money'])}</td><td>{r['notes']}</td>" + (f"<td>{r['chips']}</td>" if with_chips else "") + "</tr>"
        for r in over["rows"]
    )
    chips_header = f"<th>{e(t(lang, 'col_chips'))}</th>" if with_chips else ""
    return (
        # the dialog opens on its title (focused, not tabbable): its first button lies below the chart on a phone
        f'<div class="standings" data-testid="standings"><div class="standings-head">'
        f'<h2 tabindex="-1" autofocus="">{e(over["title"])}</h2>'
        # a touch screen has no Escape: the standings close with this, or a tap beside them (controls.py)
        + close_button(lang)
        + "</div>"
        + (f'<p class="tie-note">{e(over["tie"])}</p>' if over.get("tie") else "")
        + f"<table><thead><tr><th>{e(t(lang, 'col_place'))}</th><th>{e(t(lang, 'col_player'))}</th>"
        f"<th>{e(over['money_label'])}</th><th>{e(over['count_label'])}</th>{chips_header}</tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        + (money_chart(over["chart"]) if over.get("chart") else "")
        + (figures(over["figures"]) if over.get("figures") else "")
        + f'<div class="buttons"><button class="primary" data-ui="again">{e(t(lang, "same_settings"))}</button>'
        f'<button data-ui="new-game">{e(t(lang, "new_settings"))}</button>'
        f'<button data-ui="replay" aria-label="{e(t(lang, "replay_label"))}">{e(t(lang, "replay"))}</button>'
        f'<button data-ui="review">{e(t(lang, "review.open"))}</button>'
        f'<button data-ui="games">{e(t(lang, "history.open"))}</button></div></div>'
    )


CHART_WIDTH, CHART_HEIGHT = 300, 190
"""The money chart's drawing units (its viewBox); the page scales it to the dialog's width."""
CHART_TEXT = 15
"""The room the money labels take is reckoned for text this size in drawing units (style.css: 12, phones 14)."""


MARK_SPACING = 13
"""Drawing units between the symbols of players who had the same money after a round (side by side)."""
MARK_SIZE = 11
"""Drawing units a symbol's glyph is high (style.css: ``.chart .mark``): nearer symbols cover each other."""


def mark_shifts(lines: list[list[float]], near: float = 0.0) -> list[list[float]]:
    """For each line's points, how far its symbol moves sideways so that points that would cover each other (equal,
    or within ``near`` of the next one at the same round) stand side by side in the lines' order instead of on top
    of each other: centred on their round, but at the last round to its left, so that no symbol stands beyond the
    end of the axis."""
    shifts = [[0.0] * len(points) for points in lines]
    last = max((len(points) for points in lines), default=0) - 1
    for n in range(last + 1):
        at = sorted((points[n], index) for index, points in enumerate(lines) if n < len(points))
        groups: list[list[int]] = []
        for place, (value, index) in enumerate(at):
            if place and value - at[place - 1][0] <= near:
                groups[-1].append(index)
            else:
                groups.append([index])
        for group in groups:
            middle = len(group) - 1 if n == last else (len(group) - 1) / 2
            for place, index in enumerate(sorted(group)):
                shifts[index][n] = (place - middle) * MARK_SPACING
    return shifts


def money_chart(chart: dict[str, Any]) -> str:
    """Each player's money after each round as an inline SVG line chart: one line per player in their colour,
    their symbol at each round's point, money on the left axis, rounds below; the same figures as a table. A chart
    whose axis begins at ``first`` 1 (the record's last games) marks its first point too, each point with its
    line's ``marks`` where given; ``x_ticks``, where given, the only points numbered under the axis."""
    rounds: int = max(1, chart["rounds"])
    first: int = chart.get("first", 0)
    ticks = chart["ticks"]
    top: int = ticks[-1]["value"] or 1
    longest = max(len(tick["label"]) for tick in ticks)
    left, right, upper, lower = round(10 + 0.62 * CHART_TEXT * longest), 14, 10, 40
    width, height = CHART_WIDTH - left - right, CHART_HEIGHT - upper - lower
    bottom = upper + height

    def x(number: int) -> float:
        return round(left + number * width / rounds, 1)

    def y(amount: int) -> float:
        return round(bottom - amount * height / top, 1)

    grid = "".join(
        f'<line class="grid" x1="{left}" x2="{left + width}" y1="{y(tick["value"])}" y2="{y(tick["value"])}"/>'
        f'<text class="tick" x="{left - 6}" y="{y(tick["value"])}" text-anchor="end" dominant-baseline="middle">'
        f"{e(tick['label'])}</text>"
        for tick in ticks
    )
    numbers = "".join(
        f'<text class="tick" x="{x(n)}" y="{bottom + 17}" text-anchor="middle">{n + first}</text>'
        for n in chart.get("x_ticks", range(chart["rounds"] + 1))  # a long axis labels only some of its points
    )
    axes = (
        f'<line class="axis" x1="{left}" x2="{left}" y1="{upper}" y2="{bottom}"/>'
        f'<line class="axis" x1="{left}" x2="{left + width}" y1="{bottom}" y2="{bottom}"/>'
        f'<text class="axis-label" x="{left + width / 2}" y="{CHART_HEIGHT - 4}" text-anchor="middle">'
        f"{e(chart['x_label'])}</text>"
    )
    # a symbol is about 11 units high: two nearer than that cover each other (issue 47), not only equal ones
    shift = mark_shifts([[y(amount) for amount in line["points"]] for line in chart["lines"]], near=MARK_SIZE)
    lines = "".join(
        f'<g class="chart-line" data-seat="{line["seat"]}" style="--seat:{e(line["colour"])}">'
        f'<polyline points="{" ".join(f"{x(n)},{y(amount)}" for n, amount in enumerate(line["points"]))}"/>'
        + "".join(
            f'<text class="mark" x="{round(x(n) + shift[index][n], 1)}" y="{y(amount)}" text-anchor="middle" '
            f'dominant-baseline="central">{e(line.get("marks", ())[n] if "marks" in line else line["symbol"])}</text>'
            for n, amount in enumerate(line["points"])
            if n or first
        )
        + "</g>"
        for index, line in reversed(list(enumerate(chart["lines"])))  # the winner's line drawn last, on top
    )
    svg = (
        f'<svg class="chart" viewBox="0 0 {CHART_WIDTH} {CHART_HEIGHT}" role="img" aria-label="{e(chart["aria"])}" '
        f'preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg">'
        f"<title>{e(chart['aria'])}</title>{grid}{axes}{numbers}{lines}</svg>"
    )
    legend = "".join(
        f'<li style="--seat:{e(line["colour"])}"><span class="legend-swatch" aria-hidden="true">'
        f"{e(line['symbol'])}</span>{e(line['name'])}</li>"
        for line in chart["lines"]
    )
    head = "".join(f'<th scope="col">{e(column)}</th>' for column in chart["columns"])
    body = "".join(
        f'<tr><th scope="row">{e(line["name"])}</th>'
        + "".join(f"<td>{e(amount)}</td>" for amount in line["money"][0 if first else 1 :])
        + "</tr>"
        for line in chart["lines"]
    )
    return (
        f'<figure class="money-chart" data-testid="money-chart"><figcaption>{e(chart["title"])}</figcaption>'
        f'{svg}<ul class="chart-legend">{legend}</ul>'
        f'<details class="chart-data"><summary>{e(chart["table_label"])}</summary><div class="chart-table">'
        f'<table><thead><tr><th scope="col">{e(chart["player_label"])}</th>{head}</tr></thead>'
        f"<tbody>{body}</tbody></table></div></details></figure>"
    )


def figures(table: dict[str, Any]) -> str:
    """A few figures per player (casinos won, dice lost to ties, notes or cards won), in the standings' order."""
    head = "".join(f'<th scope="col">{e(column)}</th>' for column in table["columns"])
    rows = "".join(
        f'<tr><th scope="row"><span class="seat-symbol" style="color:{e(row["colour"])}" aria-hidden="true">'
        f"{e(row['symbol'])}</span>\u00a0{e(row['name'])}</th>"
        + "".join(f"<td>{value}</td>" for value in row["values"])
        + "</tr>"
        for row in table["rows"]
    )
    return (
        f'<section class="figures" data-testid="figures"><h3>{e(table["title"])}</h3>'
        f'<table><thead><tr><th scope="col">{e(table["player_label"])}</th>{head}</tr></thead>'
        f"<tbody>{rows}</tbody></table></section>"
    )


def payout_casino(c: dict[str, Any], lang: str) -> str:
    """One casino's line of the round's payout display: the dice each owner had (a tie struck out), then who
    takes which note."""
    dice = "".join(
        f'<span class="paid-dice{" tied" if d["tied"] else ""}" style="--seat:{e(d["colour"])}">'
        f"{e(d['symbol'])} {e(t(lang, 'dice_of', name=d['name'], count=d['count']))}</span>"
        for d in c.get("dice", ())
    )
    parts = [
        f'<span class="award" style="--seat:{e(a["colour"])}">{e(a["symbol"])} {e(a["name"])} '
        f'<span class="note flying">{e(a["money"])}</span></span>'
        for a in c["awards"]
    ]
    if c["removed"]:
        parts.append(f'<span class="removed">{e(t(lang, "removed", names=", ".join(c["removed"])))}</span>')
    if not c["awards"]:
        parts.append(f'<span class="nobody">{e(t(lang, "nobody"))}</span>')
    if c["left"]:
        parts.append(f'<span class="left">{e(t(lang, "left_under", notes=", ".join(c["left"])))}</span>')
    return (
        f'<li class="payout-casino" data-casino="{c["casino"]}"><strong>{e(t(lang, "casino", number=c["casino"]))}</strong> '
        f'<span class="paid-dice-row">{dice}</span> {" ".join(parts)}{payout_tiles(c.get("tiles", []), lang)}</li>'
    )


def new_game_form(settings: Settings, lang: str, rules_ids: list[str], max_players: int = 5) -> str:
    """The new-game form; seats beyond the chosen count are hidden by the page, not removed."""
    levels = bot_levels()
    rules_options = "".join(
        f'<option value="{e(r)}"{" selected" if r == settings.rules else ""}>{e(t(lang, "rules." + r))}</option>'
        for r in rules_ids
    )
    count = len(settings.seats)
    count_options = "".join(
        f'<option value="{n}"{" selected" if n == count else ""}>{n}</option>' for n in range(2, max_players + 1)
    )
    seats_html = []
    defaults = Settings.default(max_players, settings.rules).seats
    for i in range(max_players):
        seat = settings.seats[i] if i < count else defaults[i]
        kinds = (
            [(HUMAN, t(lang, "kind.human"))]
            + [(lv, t(lang, "kind.bot", level=t(lang, "level." + lv))) for lv in levels]
            + [(FRIEND, t(lang, "kind.friend"))]
        )
        kind_options = "".join(
            f'<option value="{e(k)}"{" selected" if k == seat.kind else ""}>{e(label)}</option>' for k, label in kinds
        )
        colour_options = "".join(
            f'<option value="{e(c)}"{" selected" if c == seat.colour else ""}>{e(sym)} {e(t(lang, "colour." + c))}</option>'
            for c, (_, sym) in COLOURS.items()
        )
        hidden = " hidden" if i >= count else ""
        seats_html.append(
            f'<fieldset class="seat-row" data-seat-row="{i}"{hidden}><legend>{e(t(lang, "seat_label", number=i + 1))}</legend>'
            f'<label>{e(t(lang, "name_label"))} <input name="name{i}" maxlength="{MAX_NAME}" value="{e(seat.name)}"></label>'
            f'<label>{e(t(lang, "kind_label"))} <select name="kind{i}">{kind_options}</select></label>'
            f'<label>{e(t(lang, "colour_label"))} <select name="colour{i}">{colour_options}</select></label></fieldset>'
        )
    checked_open = " checked" if settings.money_open else ""
    checked_hidden = "" if settings.money_open else " checked"
    money_hidden = "" if offers_money_choice(settings.rules) else " hidden"
    checked_first = "" if settings.random_start else " checked"
    checked_random = " checked" if settings.random_start else ""
    return (
        f'<form class="new-game" data-form="new-game"><div class="top-row">'
        f'<label class="rules-label">{e(t(lang, "rules_label"))} <select name="rules">{rules_options}</select>'
        # a phone cuts a long name in the list's box: the chosen one is written out in full under it
        f'<span class="rules-name" data-rules-name aria-hidden="true">{e(t(lang, "rules." + settings.rules))}</span>'
        "</label>"
        f'<button type="button" data-ui="help">{e(t(lang, "how_to_play"))}</button>'
        f'<label>{e(t(lang, "players_label"))} <select name="players">{count_options}</select></label>'
        f"{language_picker(lang)}</div>"
        f'<div class="seats">{"".join(seats_html)}</div>'
        f"<fieldset data-money-options{money_hidden}><legend>{e(t(lang, 'money_label'))}</legend>"
        f'<label><input type="radio" name="money" value="open"{checked_open}> {e(t(lang, "money.open"))}</label>'
        f'<label><input type="radio" name="money" value="hidden"{checked_hidden}> {e(t(lang, "money.hidden"))}</label></fieldset>'
        f"<fieldset><legend>{e(t(lang, 'start_label'))}</legend>"
        f'<label><input type="radio" name="start" value="first"{checked_first}> {e(t(lang, "start.first"))}</label>'
        f'<label><input type="radio" name="start" value="random"{checked_random}> {e(t(lang, "start.random"))}</label></fieldset>'
        f"{tile_options(settings, lang)}"
        f'<label>{e(t(lang, "seed_label"))} <input name="seed" inputmode="numeric" autocomplete="off"></label>'
        f'<div class="buttons"><button type="submit" class="primary" data-ui="start">{e(t(lang, "start_game"))}</button>'
        f'<button type="button" data-ui="close-dialog">{e(t(lang, "cancel"))}</button></div>'
        f"</form>"
    )


def tile_options(settings: Settings, lang: str) -> str:
    """Royale's tile options; the page shows them only while ``royale`` is the chosen rule set."""
    counts = "".join(
        f'<option value="{n}"{" selected" if n == settings.tiles else ""}>{n}</option>' for n in range(MOST_TILES + 1)
    )
    forced = dict(settings.force).get(1, "")
    faces = f'<option value="">{e(t(lang, "force.random"))}</option>' + "".join(
        f'<option value="{e(face)}"{" selected" if face == forced else ""}>{e(face)} {e(f.name)}</option>'
        for face, f in FACES.items()
    )
    hidden = "" if offers_tiles(settings.rules) else " hidden"
    checked = " checked" if settings.no_repeat else ""
    return (
        f'<fieldset class="tile-options" data-tile-options{hidden}><legend>{e(t(lang, "tiles_label"))}</legend>'
        f'<label>{e(t(lang, "tiles_count_label"))} <select name="tiles">{counts}</select></label>'
        f'<label><input type="checkbox" name="no_repeat"{checked}> {e(t(lang, "no_repeat_label"))}</label>'
        f'<label>{e(t(lang, "force_label"))} <select name="force">{faces}</select></label></fieldset>'
    )


def page_tools(lang: str) -> str:
    """The header's language picker and how-to-play button."""
    return language_picker(lang) + f'<button type="button" data-ui="help">{e(t(lang, "how_to_play"))}</button>'


def language_picker(lang: str) -> str:
    """A choice of the page's languages, each named in itself; the page switches on change."""
    options = "".join(
        f'<option value="{e(code)}" lang="{e(code)}"{" selected" if code == lang else ""}>{e(name)}</option>'
        for code, name in LANGUAGE_NAMES.items()
    )
    return (
        f'<label class="lang-picker"><span>{e(t(lang, "language_label"))}</span> '
        f"<select data-lang-picker>{options}</select></label>"
    )


def how_to(view: dict[str, Any]) -> str:
    """A rule set's how-to-play: its sections with their pictures, then links to the other rule sets."""
    lang = view["lang"]
    sections = "".join(
        f'<section class="how-to-step" data-section="{e(s["key"])}"><h3>{e(s["title"])}</h3><p>{e(s["text"])}</p>'
        + (f'<figure class="how-to-picture">{how_to_picture(s["picture"], lang)}</figure>' if s["picture"] else "")
        + "</section>"
        for s in view["sections"]
    )
    others = "".join(
        f'<button type="button" data-ui="help" data-rules="{e(o["rules"])}">{e(o["name"])}</button>'
        for o in view["others"]
    )
    return (
        f'<div class="how-to" data-help-rules data-rules="{e(view["rules"])}">'
        f'<div class="how-to-head"><h2 id="help-title">{e(view["title"])}</h2>'
        f'<button type="button" data-ui="close-dialog">{e(t(lang, "close"))}</button></div>{sections}'
        f'<nav class="how-to-others" aria-label="{e(t(lang, "howto.other_rules"))}">'
        f"<span>{e(t(lang, 'howto.other_rules'))}:</span> {others}</nav>"
        f'<p class="how-to-version">{e(view["version"])}</p></div>'
    )


def how_to_picture(picture: dict[str, Any], lang: str) -> str:
    """One picture of the how-to-play, drawn like the table: casino dice, casino cards, a roll."""
    kind = picture["kind"]
    if kind == "kz-tables":
        return f'<div class="kz-tables how-to-kz">{"".join(knizia.table(tb, lang) for tb in picture["tables"])}</div>'
    if kind == "tiles":
        return f'<div class="how-to-tiles">{"".join(tile(card) for card in picture["tiles"])}</div>'
    if kind == "casino-row":
        return "".join(die(n, "#fffdf5", lang=lang, extra="casino-die") for n in picture["numbers"])
    if kind == "casinos":
        return f'<div class="how-to-casinos">{"".join(casino(c, lang) for c in picture["casinos"])}</div>'
    if kind == "payout":
        cards = "".join(casino(c, lang, caption_key="howto.example") for c in picture["casinos"])
        return f'<div class="how-to-casinos">{cards}</div>'
    groups = "".join(
        f'<span class="group{" chosen" if g["chosen"] else ""}">'
        + "".join(
            die(g["value"], d["colour"], lang=lang, big=d["big"], extra="neutral" if d["neutral"] else "")
            for d in g["dice"]
        )
        + "</span>"
        for g in picture["groups"]
    )
    roll = f'<p class="how-to-caption">{e(picture["caption"])}</p><div class="rolled">{groups}</div>'
    then = f'<p class="how-to-caption">{e(picture["then"])}</p>'
    if kind == "sit-out":
        return f'{roll}{then}<span class="sit-out-example">● {e(picture["chip"])}</span>'
    return f'{roll}{then}<div class="how-to-casinos">{casino(picture["casino"], lang)}</div>'


def replay_bar(bar: dict[str, Any], lang: str) -> str:
    """A replay's controls: where it is, step back and forward, jump to a round, take over, share, leave."""

    def step(command: str, symbol: str, disabled: bool) -> str:
        label = e(t(lang, f"replay.{command}"))
        off = " disabled" if disabled else ""
        return (
            f'<button type="button" data-ui="replay-{command}" aria-label="{label}" title="{label}"{off}>'
            f'<span aria-hidden="true">{symbol}</span></button>'
        )

    rounds = "".join(
        f'<button type="button" data-ui="replay-round" data-round="{r["round"]}"{current}>{e(r["label"])}</button>'
        for r in bar["rounds"]
        for current in [' aria-current="step"' if r["current"] else ""]
    )
    return (
        f'<div class="replay-bar" data-testid="replay" role="region" aria-label="{e(bar["title"])}">'
        f'<strong>{e(bar["title"])}</strong> <span class="replay-where" aria-live="polite">{e(bar["where"])}</span>'
        f'<div class="replay-steps">{step("first", "«", bar["at_start"])}{step("back", "‹", bar["at_start"])}'
        f"{step('forward', '›', bar['at_end'])}{step('last', '»', bar['at_end'])}</div>"
        f'<div class="replay-rounds" role="group" aria-label="{e(t(lang, "replay.round"))}">{rounds}</div>'
        '<div class="replay-actions">'
        + (  # a finished game's last position leaves nothing to play on
            ""
            if bar.get("over") and bar["at_end"]
            else f'<button type="button" class="primary" data-ui="take-over">{e(t(lang, "replay.take_over"))}</button>'
        )
        + f'<button type="button" data-ui="share-replay">{e(t(lang, "replay.share"))}</button>'
        + (f'<button type="button" data-ui="review">{e(t(lang, "review.open"))}</button>' if bar.get("over") else "")
        + f'<button type="button" data-ui="leave-replay">{e(t(lang, "replay.leave"))}</button></div></div>'
    )
