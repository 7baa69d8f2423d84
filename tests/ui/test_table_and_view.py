"""The page's plain-Python layers: the table (seats, saves, URL), the view model and its HTML."""

import json
import random
import re
from dataclasses import replace

import pytest

from vegas import InvalidGame
from vegas.ui import render
from vegas.ui.table import (
    COLOURS,
    FRIEND,
    HUMAN,
    InvalidSave,
    Seat,
    Settings,
    Table,
    name_for_kind,
    settings_from_query,
)
from vegas.ui.text import t
from vegas.ui.view import dice_moves, game_log, payout_summary, view_model


def humans(n=2, rules="classic", seed=3):
    seats = tuple(
        Seat(name, colour, HUMAN)
        for name, colour in zip(["Ann", "Bo", "Cy", "Di"], ["orange", "blue", "green", "pink"], strict=False)
    )[:n]
    return Table.new(Settings(rules, seats, seed))


def test_default_settings_are_one_human_against_computers():
    settings = Settings.default()
    assert [s.is_human for s in settings.seats] == [True, False, False, False]
    settings.validate()


def test_a_default_name_follows_the_kind_of_its_seat_and_a_typed_name_stays():
    """A seat given to a computer or a friend under the default "You" made the host's page say "You roll" of it."""
    you = t("fr", "you")
    assert name_for_kind([you, "Benno"], 0, "hard", "fr") == "Anna"
    assert name_for_kind([you, "Benno"], 0, FRIEND, "fr") == "Anna"
    assert name_for_kind(["Anna", "Benno"], 1, HUMAN, "fr") == you  # the first person at this screen is "You"
    assert name_for_kind(["Anna", you], 0, HUMAN, "fr") == "Anna"  # one "You" at a time
    assert name_for_kind(["Anna", you], 1, "easy", "fr") == "Benno"
    assert name_for_kind(["Ann", "Benno"], 0, "hard", "fr") == "Ann"
    assert name_for_kind([you, "Bo"], 1, HUMAN, "fr") == "Bo"
    assert name_for_kind([you, "Benno"], 0, HUMAN, "fr") == you


def test_a_table_offers_the_human_to_move_their_actions_only():
    table = humans()
    assert table.human_actions() == ["roll"]
    table.play("roll")
    table.resolve_chance()
    assert all(a.startswith("place ") for a in table.human_actions())


def test_an_illegal_click_changes_nothing():
    table = humans()
    before = table.to_save()
    with pytest.raises(ValueError, match="roll the dice first"):
        table.play("place 3")
    assert table.to_save() == before


def test_a_save_restores_the_same_game_and_continues_identically():
    table = humans(seed=11)
    rng = random.Random(1)
    for _ in range(7):
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    restored = Table.from_save(json.loads(json.dumps(table.to_save())))
    assert restored.state == table.state
    assert restored.settings == table.settings


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(format="other"), "not a Vegas save"),
        (lambda d: d.update(version=7), "version 7"),
        (lambda d: d["settings"]["seats"][0].update(colour="plaid"), "unknown colour"),
        (lambda d: d["settings"]["seats"][0].update(name="Zed"), "do not match"),
        (lambda d: d["record"]["actions"].append("place 9"), "place 9"),
        (lambda d: d["settings"].update(seats="x"), "seats are malformed"),
    ],
)
def test_a_bad_save_is_refused_with_its_reason(change, message):
    data = humans().to_save()
    change(data)
    with pytest.raises(InvalidSave, match=message):
        Table.from_save(data)


def test_url_parameters_set_rules_players_and_seed():
    settings = settings_from_query({"seed": "42", "rules": "classic-neutral", "players": "3"}, Settings.default())
    assert (settings.rules, len(settings.seats), settings.seed) == ("classic-neutral", 3, 42)


@pytest.mark.parametrize(
    "query, message",
    [
        ({"rules": "poker"}, "unknown rules"),
        ({"rules": "knizia", "players": "5"}, "2 to 4 players"),
        ({"players": "9"}, "2 to 5 players"),
        ({"seed": "-1"}, "seed"),
        ({"players": "two"}, "must be a number"),
        ({"rules": "classic-neutral", "players": "5"}, "2 to 4 players"),
    ],
)
def test_bad_url_parameters_are_refused(query, message):
    with pytest.raises(InvalidGame, match=message):
        settings_from_query(query, Settings.default())


def test_the_log_tells_the_game_in_plain_language():
    table = humans(seed=5)
    table.play("roll")
    table.resolve_chance()
    value = table.human_actions()[0]
    table.play(value)
    lines = game_log(table, "en")
    assert lines[0] == "Round 1 begins — start player: Ann."
    assert lines[1].startswith("Ann rolled ")
    assert lines[2].startswith("Ann placed ") and lines[2].endswith(f"on casino {value.split()[1]}.")


@pytest.mark.parametrize(
    "lang, rolled, placed, paid, wrong",
    [
        ("en", "You rolled ", "You placed ", "pays you $", "You rolls"),
        ("fr", "Vous obtenez ", "Vous placez ", "vous paie ", "Vous obtient"),
        ("de", "Du würfelst ", "Du setzt ", "zahlt dir ", "Du würfelt "),
    ],
)
@pytest.mark.parametrize("started_in", ["en", "fr", "de"])  # the page's language may change during the game
def test_the_log_speaks_to_the_player_with_the_default_name_in_the_second_person(
    lang, rolled, placed, paid, wrong, started_in
):
    seats = (Seat(t(started_in, "you"), "orange", HUMAN), Seat("Bo", "blue", HUMAN))
    table = Table.new(Settings("classic", seats, 4))
    rng = random.Random(1)
    while table.state.round == 1:
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    text = "\n".join(game_log(table, lang))
    assert rolled in text and placed in text and paid in text, text
    assert "Bo " in text and wrong not in text
    assert [p["name"] for p in view_model(table, lang)["players"]] == [t(lang, "you"), "Bo"]


def test_the_view_offers_exactly_the_legal_actions_as_data_actions():
    table = humans(seed=5)
    html = render.board(view_model(table))
    assert html.count('data-action="roll"') == 1 and 'data-action="place' not in html
    table.play("roll")
    table.resolve_chance()
    html = render.board(view_model(table))
    for action in table.human_actions():
        assert f'data-action="{action}"' in html
    assert 'data-action="roll"' not in html
    assert 'data-action="' not in render.board(view_model(table, interactive=False))


def test_names_are_escaped_in_every_view():
    name = "<img src=x onerror=alert(1)>"
    table = Table.new(Settings("classic", (Seat(name, "orange", HUMAN), Seat("Bo", "blue", HUMAN)), 1))
    view = view_model(table)
    html = render.board(view) + render.log(view)
    assert "<img" not in html and "&lt;img src=x" in html


def test_final_standings_rank_by_money_then_notes():
    table = humans(seed=2)
    rng = random.Random(4)
    while not table.state.is_terminal():
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    view = view_model(table)
    html = render.standings(view)
    assert 'data-testid="standings"' in html
    assert [r["place"] for r in view["over"]["rows"]][0] == 1
    assert view["payout"]["round"] == 4


def test_texts_fill_their_parameters():
    assert t("en", "bad_save", reason="x", key="k").count("“k”") == 1


def royale_table(seed=8, players=2):
    seats = tuple(Seat(n, c, HUMAN) for n, c in zip(["Ann", "Bo", "Cy", "Di", "Ed"], COLOURS, strict=False))[:players]
    return Table.new(Settings("royale-basic", seats, seed))


def test_royale_offers_sit_out_after_rolling_and_logs_it():
    table = royale_table()
    table.play("roll")
    table.resolve_chance()
    view = view_model(table)
    assert view["can_sit_out"]
    html = render.board(view)
    assert 'data-action="sit-out"' in html and "Sit out (pay 1 chip)" in html
    assert "2 chips" in html
    table.play("sit-out")
    assert game_log(table, "en")[-1] == "Ann pays a chip and sits out."
    assert "1 chip" in render.board(view_model(table))


def test_royale_shows_the_biggy_and_two_player_neutral_dice():
    table = royale_table(seed=3)
    view = view_model(table)
    assert any(d["name"] == "white" for c in view["casinos"] for d in c["dice"])  # rolled at the round start
    assert any(d.get("biggy") for c in view["casinos"] for d in c["dice"])  # the neutral Biggy lies somewhere
    assert "dice left + the Biggy" in view["players"][0]["dice_left"]
    rng = random.Random(2)
    while not table.state.is_terminal():
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    view = view_model(table)
    assert view["over"]["count_label"] == "Cards + chips"
    assert "<th>Chips</th>" in render.standings(view)


def test_coach_hints_are_shown_beside_their_choices_and_marked_as_estimates():
    table = humans(seed=5)
    table.play("roll")
    table.resolve_chance()
    first = table.human_actions()[0]
    html = render.board(view_model(table, hints={first: "≈40% to win the game · ≈$50,000 this round"}))
    assert "≈40% to win the game" in html and "not a certainty" in html
    assert 'data-ui="hint"' in html


def test_the_page_shows_the_whole_log_by_round_and_copies_it_as_text():
    table = humans(seed=3)
    rng = random.Random(2)
    while table.state.round < 4:
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    full = game_log(table, "en")
    view = view_model(table)
    assert [r["round"] for r in view["log_rounds"]] == [1, 2, 3, 4]
    assert [line for r in view["log_rounds"] for line in r["lines"]] == full  # nothing dropped, in order
    for r in view["log_rounds"]:
        assert r["title"] == f"Round {r['round']}"
        assert r["lines"][0].startswith(f"Round {r['round']} begins")
    assert any(line.startswith("Casino ") and " pays " in line for line in view["log_rounds"][0]["lines"])
    html = render.log(view, closed=frozenset({1, 2}))
    numbers = [int(n) for n in re.findall(r'<li value="(\d+)">', html)]
    assert numbers == list(range(1, len(full) + 1))
    assert re.findall(r'<details class="log-round" data-round="(\d)"( open)?>', html) == [
        ("1", ""),
        ("2", ""),
        ("3", " open"),
        ("4", " open"),
    ]
    text = render.log_text(view)
    assert text.startswith("Round 1\n1. Round 1 begins")
    assert text.count("\n\nRound ") == 3 and f"{len(full)}. {full[-1]}" in text
    assert view_model(table, "de")["log_rounds"][1]["title"] == "Runde 2"


def test_at_a_rounds_end_the_view_keeps_its_final_position_and_the_payout_names_the_dice():
    table = humans(2, seed=4)
    rng = random.Random(2)
    while table.state.round == 1:
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    paid = table.state.last_payout
    assert paid and all(result.dice for result in paid if result.awards or result.removed)
    shown = view_model(table, "en", round_end=True)
    assert shown["status"] == "Round 1 payout"  # not the next round's "roll the dice" while the payout waits
    for casino, result in zip(shown["casinos"], paid, strict=True):
        assert [(d["owner"], d["count"]) for d in casino["dice"]] == list(result.dice)
        assert casino["action"] is None
    assert view_model(table, "en")["casinos"] != shown["casinos"]  # the next round's table otherwise
    summary = payout_summary(table, "en")
    tied = [d for c in summary["casinos"] for d in c["dice"] if d["tied"]]
    assert all(c["dice"] for c in summary["casinos"] if c["awards"])
    assert len(tied) == sum(len(r.removed) for r in paid)
    html = "".join(render.payout_casino(c, "en") for c in summary["casinos"])
    assert "paid-dice" in html and ": " in html
    assert shown["round"] == "Round 1 of 4" and view_model(table, "en")["round"] == "Round 2 of 4"


def test_each_placement_names_where_its_dice_leave_from_and_the_stack_they_land_on():
    table = humans(2, rules="royale-basic", seed=5)  # own dice, neutral dice and the Biggy
    rng = random.Random(4)
    placements = ends_rounds = 0
    while not table.state.is_terminal():
        before = table.state
        before_html = render.board(view_model(table, "en"))
        action = rng.choice(table.human_actions())
        table.play(action)
        moves = dice_moves(table, before, table.state)
        assert bool(moves) == action.startswith("place "), action
        if moves:
            placements += 1
            value = action.split()[1]
            ended = table.state.round != before.round or table.state.is_terminal()
            ends_rounds += ended
            after_html = render.board(view_model(table, "en", round_end=ended))  # the page keeps the final position
            for source, target in moves:
                assert source == f'.roll-area .group[data-value="{value}"]'
                assert f'class="group" data-value="{value}"' in before_html
                casino, owner = re.fullmatch(
                    r'\.casino\[data-casino="(\d)"\] \.stack\[data-owner="(\d)"\]', target
                ).groups()
                assert casino == value  # a value's dice go to its own casino
                drawn = after_html.split(f'data-casino="{casino}"')[1].split("</section>")[0]
                assert f'data-owner="{owner}"' in drawn
        table.resolve_chance()
    assert placements > 20 and ends_rounds == 3  # royale-basic has 3 rounds, the last ends the game
    assert dice_moves(table, table.state, table.state) == []


def test_the_status_says_who_rolls_and_the_keys_hint_stands_apart_from_the_words():
    table = humans(2, seed=8)
    table.play("roll")
    assert table.state.is_chance_node()
    for lang, rolls in (("en", "Ann rolls…"), ("fr", "Ann lance les dés…"), ("de", "Ann würfelt…")):
        assert view_model(table, lang)["status"] == rolls
        assert view_model(table, lang)["keys_hint"] == ""
    table.resolve_chance()
    shown = view_model(table, "en")
    assert shown["status"] == "Ann: choose a value — pick a group of dice or its casino"
    assert shown["keys_hint"] == "(keys 1-6)"
    assert '<span class="keys-hint">(keys 1-6)</span>' in render.board(shown)
    assert all("1-6" not in t(lang, "pick_value", name="Ann") for lang in ("en", "fr", "de"))


def test_with_money_face_down_the_only_human_still_sees_their_own_money():
    seats = (Seat("Ann", "orange", HUMAN), Seat("Bo", "blue", "easy"), Seat("Cy", "green", "easy"))
    table = Table.new(Settings("classic", seats, 3, money_open=False))
    players = view_model(table)["players"]
    assert [p["money"] for p in players] == ["$0", None, None]
    html = render.board(view_model(table))
    assert "only you see this" in html and html.count("money face down") == 2
    hot_seat = Table.new(Settings("classic", tuple(replace(s, kind=HUMAN) for s in seats), 3, money_open=False))
    assert [p["money"] for p in view_model(hot_seat)["players"]] == [None, None, None]  # others share the screen


def test_screen_readers_hear_the_dice_on_each_casino_and_the_biggy_in_a_choice():
    table = humans(2, rules="royale-basic", seed=5)
    rng = random.Random(4)
    while not any(c.dice[o] for c in table.state.casinos for o in range(len(c.dice))) or not any(
        size == 2 for _, size, _ in (table.state.roll.groups if table.state.roll else ())
    ):
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    view = view_model(table)
    spoken = [c["aria"] for c in view["casinos"]]
    assert any(re.search(r"; dice: (Ann|Bo|white)\S*: \d", aria) for aria in spoken), spoken
    assert any(aria.endswith("; no dice yet") for aria in spoken) or all("dice:" in a for a in spoken)
    biggy_value = next(faces[0] for _, size, faces in table.state.roll.groups if size == 2)
    label = next(g["label"] for g in view["roll"]["groups"] if g["value"] == biggy_value)
    assert "the Biggy" in label and label.startswith("Place ") and label.endswith(f"on casino {biggy_value}")
    assert '<h2><span class="seat-symbol"' in render.board(view)  # player names are headings under the page's h1


def test_the_coach_is_offered_only_where_there_is_a_choice():
    table = humans(seed=5)
    rng = random.Random(5)
    seen = set()
    while not table.state.is_terminal() and len(seen) < 2:
        if table.human_actions() and "roll" not in table.human_actions():
            choices = len(table.human_actions())
            html = render.board(view_model(table))
            assert ('data-ui="hint"' in html) == (choices > 1), table.human_actions()
            seen.add(choices > 1)
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    assert seen == {True, False}
