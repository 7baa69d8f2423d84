"""The end of the game: each player's money after each round (a chart) and a few figures, in the standings."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from vegas.core.registry import RULESETS
from vegas.ui import render
from vegas.ui.lasvegas.standings import tie_note
from vegas.ui.summary import game_summary, money_ticks
from vegas.ui.table import COLOURS, HUMAN, Seat, Settings, Table
from vegas.ui.text import money
from vegas.ui.view import view_model

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
SVG = "{http://www.w3.org/2000/svg}"


class Played:
    """A seeded random game of humans played to its end, watched step by step (not through the match's
    states, which the summary reads): the scores when each payout appeared, and what each payout gave."""

    def __init__(self, rules: str, players: int, seed: int, names: list[str] = NAMES) -> None:
        seats = tuple(Seat(n, c, HUMAN) for n, c in zip(names, COLOURS, strict=False))[:players]
        self.table = Table.new(Settings(rules, seats, seed))
        self.scores: list[list[int]] = [[0] * players]
        self.awards = self.firsts = self.removed_dice = 0
        rng = random.Random(seed)
        paid = self.table.state.last_payout
        while not self.table.state.is_terminal():
            if self.table.state.is_chance_node():
                self.table.match.play(self.table.state.sample_chance(rng))  # one chance step at a time
            else:
                self.table.play(rng.choice(self.table.human_actions()))
            state = self.table.state
            if state.last_payout is not paid:  # a round just ended
                paid = state.last_payout
                self.scores.append(state.scores())
                for result in paid:
                    self.awards += sum(1 for owner, _ in result.awards if owner < players)
                    self.firsts += bool(result.awards) and result.awards[0][0] < players
                    dice = dict(result.dice)
                    self.removed_dice += sum(dice[owner] for owner in result.removed if owner < players)


GAMES = [
    ("classic", 2, 1),
    ("classic", 3, 7),
    ("classic", 5, 3),
    ("classic-neutral", 4, 4),
    ("royale-basic", 2, 5),
    ("royale-basic", 4, 11),
    ("royale", 3, 6),
    ("royale", 5, 9),
]


@pytest.fixture(scope="module", params=GAMES, ids=[f"{r}-{p}p-seed{s}" for r, p, s in GAMES])
def played(request):
    return Played(*request.param)


def test_the_money_after_each_round_starts_at_nothing_and_ends_at_the_final_money(played):
    state = played.table.state
    rounds = RULESETS[state.game.rules].rounds
    summaries = game_summary(played.table.match.states)
    assert len(summaries) == state.game.players
    for seat, summary in enumerate(summaries):
        assert len(summary.money) == rounds + 1
        assert summary.money[0] == 0
        assert summary.money[-1] == state.scores()[seat]
        assert list(summary.money) == [scores[seat] for scores in played.scores]


def test_the_figures_add_up_to_what_the_payouts_gave_and_took(played):
    state = played.table.state
    summaries = game_summary(played.table.match.states)
    assert sum(s.casinos_won for s in summaries) == played.firsts  # the top note of a casino wins it
    assert sum(s.dice_lost for s in summaries) == played.removed_dice
    bank = getattr(state, "bank", ((),) * state.game.players)
    assert [s.notes_won for s in summaries] == [len(won) + len(b) for won, b in zip(state.won, bank, strict=True)]
    if not bank or not any(bank):  # without the bank, each award is one note
        assert sum(s.notes_won for s in summaries) == played.awards


def test_the_standings_carry_the_chart_and_the_figures_in_their_order(played):
    state = played.table.state
    over = view_model(played.table, "en")["over"]
    chart, figures = over["chart"], over["figures"]
    names = [row["name"] for row in over["rows"]]
    assert [line["name"] for line in chart["lines"]] == names == [row["name"] for row in figures["rows"]]
    assert chart["rounds"] == RULESETS[state.game.rules].rounds == len(chart["columns"])
    for line, row in zip(chart["lines"], over["rows"], strict=True):
        assert line["points"][-1] == state.scores()[line["seat"]]
        assert line["money"][-1] == row["money"]  # the same money figure as the standings
        assert len(line["points"]) == chart["rounds"] + 1
    assert chart["ticks"][0]["value"] == 0
    assert chart["ticks"][-1]["value"] >= max(max(line["points"]) for line in chart["lines"])
    assert figures["columns"][2] == ("Cards won" if state.MONEY_WORD == "cards" else "Notes won")


def chart_svg(html: str) -> ET.Element:
    """The chart's SVG, parsed as XML (it must be well formed)."""
    found = re.search(r"<svg .*?</svg>", html, re.DOTALL)
    assert found, "no chart"
    return ET.fromstring(found.group(0))


def points(polyline: ET.Element) -> list[tuple[float, float]]:
    return [(float(x), float(y)) for x, y in (p.split(",") for p in polyline.get("points", "").split())]


def test_the_chart_is_well_formed_svg_with_one_line_per_player_drawn_to_scale(played):
    state = played.table.state
    view = view_model(played.table, "en")
    html = render.standings(view)
    assert html.count('data-testid="money-chart"') == 1 and html.count('data-testid="figures"') == 1
    svg = chart_svg(html)
    assert svg.get("role") == "img" and svg.get("viewBox") == f"0 0 {render.CHART_WIDTH} {render.CHART_HEIGHT}"
    assert svg.get("aria-label") == svg.findtext(f"{SVG}title") == view["over"]["chart"]["aria"]
    lines = svg.findall(f".//{SVG}polyline")
    assert len(lines) == state.game.players
    rounds = RULESETS[state.game.rules].rounds
    drawn = {int(g.get("data-seat", "")): points(g.find(f"{SVG}polyline")) for g in svg.iter(f"{SVG}g")}
    assert all(len(p) == rounds + 1 for p in drawn.values())
    xs = [x for x, _ in next(iter(drawn.values()))]
    assert xs == sorted(xs) and len(set(xs)) == rounds + 1  # one point per round, left to right
    assert len({p[0] for p in drawn.values()}) == 1  # everyone starts from the same point: nothing
    scores = state.scores()
    ys = {seat: p[-1][1] for seat, p in drawn.items()}
    for a in ys:
        for b in ys:
            if scores[a] > scores[b]:
                assert ys[a] < ys[b]  # more money is higher up
            if scores[a] == scores[b]:
                assert ys[a] == ys[b]
    for x, y in (point for p in drawn.values() for point in p):
        assert 0 <= x <= render.CHART_WIDTH and 0 <= y <= render.CHART_HEIGHT
    ticks = [t.text for t in svg.iter(f"{SVG}text") if t.get("class") == "tick"]
    assert money("en", 0) in ticks and money("en", view["over"]["chart"]["ticks"][-1]["value"]) in ticks


def test_symbols_nearer_than_their_size_stand_side_by_side_too():
    """Issue 47: $95,000 and $100,000 after a round drew one symbol over the other; within ``near`` (the symbol's
    height in drawing units) they stand side by side as equal ones do, and apart ones stay where they are."""
    assert render.mark_shifts([[0, 100, 40], [0, 95, 60]], near=render.MARK_SIZE) == [
        [-6.5, -6.5, 0.0],
        [6.5, 6.5, 0.0],
    ]
    assert render.mark_shifts([[0, 100], [0, 95]]) == [[-6.5, 0.0], [6.5, 0.0]]  # near 0: only equal ones


def test_symbols_of_equal_money_stand_side_by_side_not_on_top_of_each_other():
    # at the last round they stand to its left: none beyond the end of the axis (issue 38)
    assert render.mark_shifts([[0, 100, 250], [0, 100, 200], [0, 90, 250]]) == [
        [-13.0, -6.5, -13.0],
        [0.0, 6.5, 0.0],
        [13.0, 0.0, 0.0],
    ]
    chart = {
        "rounds": 2,
        "ticks": [{"value": 0, "label": "$0"}, {"value": 300, "label": "$300,000"}],
        "lines": [
            {"seat": seat, "colour": "#000", "symbol": symbol, "name": name, "points": [0, 100, 250], "money": []}
            for seat, (symbol, name) in enumerate([("▲", "Anna"), ("●", "Benno")])
        ],
        "x_label": "Rounds",
        "aria": "chart",
        "title": "Money",
        "table_label": "table",
        "player_label": "Player",
        "columns": [],
    }
    marks = [
        (float(m.get("x", "")), float(m.get("y", "")))
        for m in chart_svg(render.money_chart(chart)).iter(f"{SVG}text")
        if m.get("class") == "mark"
    ]
    assert len(marks) == 4 and len(set(marks)) == 4  # four symbols, none on another
    assert len({y for _, y in marks}) == 2  # still at their money's height
    axes = [a for a in chart_svg(render.money_chart(chart)).iter(f"{SVG}line") if a.get("class") == "axis"]
    end = max(float(a.get("x2", "0")) for a in axes)
    assert all(x <= end for x, _ in marks)  # none beyond the end of the axis, the last round's included


@pytest.mark.parametrize(
    "rules, scores, counts, winners, said",
    [
        (
            "classic",
            [530, 530, 200],
            [4, 5, 3],
            [1],
            "Ann and Bo have $530,000 each; the most banknotes wins: Bo 5 and Ann 4.",
        ),
        (
            "classic",
            [530, 530, 200],
            [4, 4, 3],
            [0, 1],
            "Ann and Bo have $530,000 each and 4 banknotes each: they share the win.",
        ),
        (
            "royale",
            [300, 100, 300],
            [6, 2, 7],
            [2],
            "Ann and Cy have $300,000 each; the most money cards plus chips wins: Cy 7 and Ann 6.",
        ),
        ("classic", [530, 400, 200], [4, 5, 3], [0], None),
    ],
)
def test_a_tie_on_money_says_the_tie_break_and_its_figures(rules, scores, counts, winners, said):
    seats = tuple(Seat(n, c, HUMAN) for n, c in zip(NAMES, COLOURS, strict=False))[:3]
    table = Table.new(Settings(rules, seats, 1))
    word = "cards" if rules == "royale" else "notes"
    assert tie_note(table, "en", scores, counts, winners, word) == said
    for lang in ("fr", "de"):
        assert (tie_note(table, lang, scores, counts, winners, word) is None) == (said is None)


def test_the_whole_standings_dialog_is_well_formed_and_its_table_gives_the_charts_figures(played):
    html = render.standings(view_model(played.table, "en"))
    root = ET.fromstring(html)  # the whole fragment is well formed too
    table = root.find(".//details[@class='chart-data']//table")
    assert table is not None
    body = [[cell.text for cell in row] for row in table.iter("tr")][1:]
    chart = view_model(played.table, "en")["over"]["chart"]
    assert body == [[line["name"], *line["money"][1:]] for line in chart["lines"]]
    figures = root.find(".//section[@data-testid='figures']")
    assert figures is not None and len(figures.findall(".//tbody/tr")) == played.table.state.game.players


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_chart_speaks_the_page_language(lang):
    table = Played("classic", 3, 7).table
    html = render.standings(view_model(table, lang))
    svg = chart_svg(html)
    ticks = [t.text for t in svg.iter(f"{SVG}text") if t.get("class") == "tick"]
    assert money(lang, 0) in ticks and "$0" not in ticks
    assert "Money after each round" not in html and "Casinos won" not in html


def test_hostile_names_are_escaped_in_the_chart_and_the_figures():
    hostile = ["<img src=x onerror=alert(1)>", 'A&B "quoted"', "</svg><script>x</script>"]
    table = Played("classic", 3, 2, names=hostile).table
    html = render.standings(view_model(table, "en"))
    assert "<img" not in html and "<script" not in html
    root = ET.fromstring(html)
    shown = "".join(root.itertext())
    assert all(name in shown for name in hostile)
    svg = chart_svg(html)
    assert all(name in svg.get("aria-label", "") for name in hostile)


def test_an_unfinished_game_has_the_rounds_played_so_far():
    table = Played("classic", 2, 1).table
    states = table.match.states
    middle = next(i for i, s in enumerate(states) if s.round == 3)  # round 2 has just been paid
    summaries = game_summary(states[: middle + 1])
    assert all(len(s.money) == 3 for s in summaries)


@pytest.mark.parametrize(
    "top, ticks",
    [
        (0, [0, 10]),
        (50, [0, 10, 20, 30, 40, 50]),
        (51, [0, 20, 40, 60]),
        (120, [0, 25, 50, 75, 100, 125]),
        (999, [0, 200, 400, 600, 800, 1000]),
        (2500, [0, 500, 1000, 1500, 2000, 2500]),
    ],
)
def test_the_money_axis_has_a_few_round_amounts_reaching_the_top(top, ticks):
    assert money_ticks(top) == ticks
