"""The game review as the page shows it (``vegas/ui/game_review.py``, ``review_render.py``): a decision's words,
verdict and cost, the win-chance chart drawn by the standings' own chart, in the three languages. Valuations are
made by hand on a real game's record (a whole review takes seconds: tests/review/ checks its values)."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from vegas.core.actions import Action, Place
from vegas.core.registry import playable_rules
from vegas.review import Reviewer, review_json
from vegas.review.summary import decision_json
from vegas.review.valuation import EXACT, SEARCH, ActionValue, Valuation
from vegas.review.verdict import verdict
from vegas.ui import review_render
from vegas.ui.game_review import (
    COSTLY_MARK,
    X_LABELS,
    chance_chart,
    decision_view,
    done_text,
    points,
    review_view,
)
from vegas.ui.render import money_chart
from vegas.ui.table import HUMAN, Seat, Settings, Table
from vegas.ui.text import LANGUAGES
from vegas.ui.view import family_view


def first_choice(table: Table) -> int:
    """The record's step of the human's first placement with a choice."""
    return next(
        i
        for i, state in enumerate(table.match.states[:-1])
        if not state.is_chance_node() and state.current_player() == 0 and len(state.legal_actions()) > 2
    )


def played() -> Table:
    table = Table.new(replace(Settings.default(2), seed=7))
    for _ in range(40):
        if table.human_to_move():
            table.play(table.human_actions()[0])
        else:
            table.play_bot_action(table.bot().choose(table.state))
        table.resolve_chance()
    return table


def valuation(table: Table, step: int, made: float, best: float, basis: str = EXACT) -> Valuation:
    actions = [str(a) for a in table.match.states[step].legal_actions()]
    chosen = table.match.actions[step]
    other = next(a for a in actions if a != str(chosen))
    seeds = 1 if basis == EXACT else 2
    values = [
        ActionValue(str(chosen), (made,) * seeds, (10.0,) * seeds),
        ActionValue(other, (best,) * seeds, (30.0,) * seeds),
    ]
    values += [ActionValue(a, (0.0,) * seeds, (0.0,) * seeds) for a in actions if a not in (str(chosen), other)]
    return Valuation(step, 0, 1, "turn", basis, tuple(values), str(chosen))


def test_a_decision_says_the_move_made_and_the_better_one_in_the_log_s_words_and_what_it_cost():
    table = played()
    step = first_choice(table)
    v = valuation(table, step, made=0.3, best=0.5)
    shown = decision_view(table, "en", decision_json(v))
    assert shown["verdict"] == "blunder" and shown["verdict_text"] == "Blunder"  # 20 points lost: 15 or more
    assert shown["made"].startswith("You placed") and shown["best"].startswith("You placed")
    assert shown["made"] != shown["best"]
    assert shown["lost"] == "20\u00a0points of win chance given away, and $20,000 this round"
    assert shown["basis"] == "exact" and shown["title"] == "Round 1 · You"
    assert shown["made_value"] == table.match.actions[step].value and isinstance(table.match.actions[step], Place)
    french = decision_view(table, "fr", decision_json(v))
    assert french["verdict_text"] == "Gaffe" and french["made"].startswith("Vous placez")
    estimate = decision_view(table, "de", decision_json(valuation(table, step, 0.44, 0.5, SEARCH)))
    assert estimate["verdict_text"] == "Ungenauigkeit"
    assert estimate["basis"] == "Schätzung, ±0,0\u00a0Prozent\u00adpunkte"


def test_a_verdict_agrees_with_the_points_shown_beside_it():
    for lost, shown, judged in ((0.006, 1, "good"), (0.0497, 5, "inaccuracy"), (0.096, 10, "mistake")):
        assert points("en", lost) == f"{shown}\u00a0point{'s' * (shown > 1)}"
        assert verdict(lost) == verdict(shown / 100) == judged


def test_points_are_singular_for_one_and_in_french_under_two():
    assert points("en", 0.01) == "1\u00a0point" and points("en", 0.02) == "2\u00a0points"
    assert points("fr", 0.015, digits=1) == "1,5\u00a0point" and points("fr", 0.02) == "2\u00a0points"
    assert points("de", 0.01) == "1\u00a0Prozent\u00adpunkt"


def chart_data(table: Table, decisions: int) -> dict:
    step = first_choice(table)
    steps = [i for i, s in enumerate(table.match.states[:-1]) if not s.is_chance_node() and len(s.legal_actions()) > 1]
    chosen = steps[steps.index(step) : steps.index(step) + decisions]
    done = [replace(valuation(table, i, 0.4, 0.5), seat=table.match.states[i].current_player()) for i in chosen]
    data = review_json(Reviewer(table.match.record(), done=done, first=[0]), [0, 1])
    return data


def test_the_chart_carries_each_seat_s_chance_marks_its_costliest_and_numbers_few_decisions():
    table = played()
    data = chart_data(table, 12)
    chart = chance_chart(table, "en", data)
    assert chart is not None and chart["rounds"] == len([d for d in data["decisions"] if len(d["actions"]) > 1])
    you, benno = chart["lines"]
    assert you["points"][0] == benno["points"][0] == 50  # nobody has decided: an even game
    assert all(len(line["points"]) == chart["rounds"] + 1 for line in chart["lines"])
    costly = data["seats"][0]["costliest"]
    assert you["marks"].count(COSTLY_MARK) == len(costly) > 0
    assert len(chart["x_ticks"]) <= X_LABELS + 1 and chart["x_ticks"][-1] == chart["rounds"]
    svg = money_chart(chart)
    numbers = re.findall(r'<text class="tick" x="[\d.]+" y="[\d.]+" text-anchor="middle">(\d+)</text>', svg)
    assert [int(n) for n in numbers] == chart["x_ticks"]  # only those under the axis, not one per decision
    every = sum(len(seat["costliest"]) for seat in data["seats"])
    assert svg.count("<polyline") == 2 and svg.count(f">{COSTLY_MARK}<") == every


def test_the_panel_shows_progress_until_done_then_summary_chart_and_marked_decisions():
    table = played()
    data = chart_data(table, 3)
    assert not data["finished"]
    running = review_render.panel(review_view(table, "en", data, running=True, opened=None))
    assert 'data-ui="review-stop"' in running and "<progress" in running and "review-summary" not in running
    stopped = review_render.panel(review_view(table, "en", data, running=False, opened=None))
    assert 'data-ui="review-go-on"' in stopped and "Review stopped after 3 of" in stopped
    assert "positions." in stopped  # what it counts: both sides of each roll, as well as the decisions
    done = {**data, "finished": True}
    view = review_view(table, "de", done, running=False, opened=data["marked"][0] if data["marked"] else None)
    html = review_render.panel(view)
    assert "review-summary" in html and "money-chart" in html and "Spielanalyse" in html
    assert review_render.focus(view).count("review-made") == (1 if view["opened"] else 0)


def test_trying_a_decision_again_offers_every_move_and_says_how_the_choice_compares():
    from vegas.ui.game_review import try_again_view

    table = played()
    step = first_choice(table)
    decision = decision_json(valuation(table, step, made=0.3, best=0.5))
    offered = try_again_view(table, "en", decision, None)
    assert [c["action"] for c in offered["choices"]] == [a["action"] for a in decision["actions"]]
    assert all(c["words"].startswith("Place ") for c in offered["choices"])  # to choose: as the board's buttons say
    assert offered["result"] is None
    best = try_again_view(table, "en", decision, decision["best"])["result"]
    assert "the best move" in best and "20\u00a0points better than the move played" in best
    worst = next(a["action"] for a in decision["actions"] if a["chance"] == 0.0)
    below = try_again_view(table, "fr", decision, worst)["result"]
    assert "50\u00a0points de moins que le meilleur coup (Gaffe)" in below
    assert "30\u00a0points de moins que le coup joué" in below
    same = try_again_view(table, "de", decision, decision["made"])["result"]
    assert same.endswith("Das ist der Zug, der in der Partie gespielt wurde.")


def test_a_finished_review_counts_the_decisions_the_chart_shows_and_the_rolls_it_judged():
    table = played()
    data = chart_data(table, 3)
    chart = chance_chart(table, "en", data)
    assert chart is not None and chart["rounds"] == 3
    assert data["to_value"] > 3  # the positions valued count the rolls' before and after too
    done = {**data, "finished": True, "luck": [{"seat": 0}] * 27}
    assert review_view(table, "en", done, running=False, opened=None)["progress"] == (
        "Reviewed: 3 decisions and the luck of 27 rolls."
    )

    def said(lang: str, decisions: int, rolls: int) -> str:
        return done_text(lang, {"decisions": data["decisions"][:decisions], "luck": [{"seat": 0}] * rolls})

    assert said("en", 1, 1) == "Reviewed: 1 decision and the luck of 1 roll."
    assert said("en", 3, 0) == "Reviewed: 3 decisions."
    assert said("fr", 3, 27) == "Analyse terminée\u00a0: 3 décisions et la chance de 27 lancers."
    assert said("fr", 1, 1) == "Analyse terminée\u00a0: 1 décision et la chance de 1 lancer."
    assert said("de", 3, 27) == "Analysiert: 3 Entscheidungen und das Glück von 27 Würfen."
    assert said("de", 1, 1) == "Analysiert: 1 Entscheidung und das Glück von 1 Wurf."


@pytest.mark.parametrize("rules", playable_rules())
def test_every_move_open_at_a_decision_is_offered_in_words_in_every_language(rules):
    """Try it again names each move as the board's buttons do, in every family and rule set (no action's raw text)."""
    seats = tuple(Seat(name, colour, HUMAN) for name, colour in (("Ann", "orange"), ("Bo", "blue"), ("Cy", "green")))
    table = Table.new(Settings(rules, seats, 3))
    rng = random.Random(rules)
    view = family_view(table)
    kinds: set[str] = set()
    while not table.state.is_terminal():
        offered = table.human_actions()
        if len(offered) > 1:
            for text in offered:
                action = Action.parse(text)
                for lang in LANGUAGES:
                    words = view.choice_label(table, lang, table.state, action)
                    assert words and words != text and "{" not in words, (rules, lang, text, words)
                kinds.add(text.split()[0])
        table.play(rng.choice(offered))
        table.resolve_chance()
    assert kinds, "no decision met"
