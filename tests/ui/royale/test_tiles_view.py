"""Las Vegas Royale's tiles in the page's plain-Python layers: settings, tile cards, decisions, secrets, the log."""

import html
import json
import random
import re

import pytest

from vegas import Game
from vegas.core.errors import InvalidOption
from vegas.games.royale.tiles import FACES
from vegas.ui import render
from vegas.ui.royale.tiles import action_label
from vegas.ui.table import (
    COLOURS,
    HUMAN,
    InvalidSave,
    SaveProblem,
    Seat,
    Settings,
    SettingsProblem,
    Table,
    settings_from_query,
)
from vegas.ui.text import CATALOGUE, LANGUAGES, problem_text, t
from vegas.ui.view import game_log, payout_summary, view_model

from .test_decisions import reachable

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


def royale(players=2, seed=3, force=(), tiles=3, kinds=None):
    kinds = kinds or [HUMAN] * players
    seats = tuple(Seat(n, c, k) for n, c, k in zip(NAMES, COLOURS, kinds, strict=False))
    return Table.new(Settings("royale", seats, seed, force=tuple(force), tiles=tiles))


def offered(html: str) -> set[str]:
    return set(re.findall(r'data-action="([^"]+)"', html))


def test_the_query_sets_the_tiles_and_a_forced_face():
    query = {"rules": "royale", "players": "3", "force": "d2,A1", "tiles": "4"}
    settings = settings_from_query(query, Settings.default())
    assert settings.force == ((1, "D2"), (2, "A1")) and settings.tiles == 4 and not settings.no_repeat
    table = Table.new(settings)
    assert table.state.tiles[:2] == ("D2", "A1")
    assert settings_from_query({"rules": "royale", "no_repeat": "1"}, Settings.default()).no_repeat


@pytest.mark.parametrize(
    "query, message",
    [
        ({"tiles": "9"}, "the number of tiles must be 0 to 6"),
        ({"force": "Z9"}, "there is no tile face “Z9”"),
        ({"force": "A1,A2"}, "each tile and each casino can be chosen only once"),
        ({"force": "A1", "tiles": "0"}, "casino 1 gets no tile with “Tiles per round” at 0"),
        ({"force": "A1,B1", "tiles": "1"}, "casino 2 gets no tile with “Tiles per round” at 1"),
        ({"force": "A1", "no_repeat": "1"}, "cannot go with “Never the same face twice in a game”"),
        ({"tiles": "5", "no_repeat": "1"}, "at most 4 tiles per round"),
    ],
)
def test_bad_tile_options_in_the_url_are_refused_with_the_reason(query, message):
    with pytest.raises(SettingsProblem, match=message):
        settings_from_query({"rules": "royale", **query}, Settings.default())


@pytest.mark.parametrize(
    "query, french, german",
    [
        ({"force": "A1,A2"}, "chaque tuile et chaque casino", "jedes Plättchen und jedes Casino"),
        ({"force": "A1", "tiles": "0"}, "le casino 1 n'a pas de tuile", "Casino 1 bekommt kein Plättchen"),
        ({"force": "A1", "no_repeat": "1"}, "revient à chaque manche", "kommt jede Runde wieder"),
        ({"tiles": "5", "no_repeat": "1"}, "au plus 4 tuiles par manche", "höchstens 4 Plättchen pro Runde"),
    ],
)
def test_the_rules_refusal_of_tile_options_is_told_in_the_page_language(query, french, german):
    """The engine's reason is English; the page names the problem in its own words (the form reaches these)."""
    with pytest.raises(SettingsProblem) as refused:
        settings_from_query({"rules": "royale", **query}, Settings.default())
    assert french in t("fr", refused.value.key, **refused.value.params)
    assert german in t("de", refused.value.key, **refused.value.params)


def test_a_save_keeps_the_tile_options_and_refuses_them_tampered():
    table = royale(seed=8, force=[(1, "F1")], tiles=5)
    rng = random.Random(2)
    for _ in range(9):
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    data = json.loads(json.dumps(table.to_save()))
    restored = Table.from_save(data)
    assert restored.state == table.state and restored.settings == table.settings
    data["settings"]["force"] = [[1, "A1"]]
    with pytest.raises(InvalidSave, match="do not match"):
        Table.from_save(data)


@pytest.mark.parametrize(
    "field, value, english, french",
    [
        ("tiles", "four", "the number of tiles must be 0 to 6, not “four”", "pas « four »"),
        ("tiles", 7, "the number of tiles must be 0 to 6, not “7”", "le nombre de tuiles va de 0 à 6"),
        (
            "no_repeat",
            "yes",
            "“Never the same face twice in a game” must be on or off",
            "doit être activé ou désactivé",
        ),
        ("force", [[1, "Q7"]], "there is no tile face “Q7”", "la face de tuile « Q7 » n'existe pas"),
        ("force", [[9, "A1"]], "casino 9 gets no tile", "le casino 9 n'a pas de tuile"),
        ("tiles", None, "not “null”", "pas « null »"),
        ("tiles", 10**40, "not “100000000000000…”", "pas « 100000000000000… »"),
    ],
)
def test_a_save_with_tampered_tile_options_is_refused_in_the_page_language(field, value, english, french):
    data = json.loads(json.dumps(royale(seed=3).to_save()))
    data["settings"][field] = value
    with pytest.raises(SaveProblem) as refused:
        Table.from_save(data)
    assert english in problem_text("en", refused.value)
    assert french in problem_text("fr", refused.value)


def test_a_save_whose_record_has_tampered_tile_options_is_refused_in_the_page_language():
    data = json.loads(json.dumps(royale(seed=3).to_save()))
    data["record"]["game"]["options"]["tiles"] = "four"
    with pytest.raises(SaveProblem) as refused:
        Table.from_save(data)
    assert "pas « four »" in problem_text("fr", refused.value)


def test_a_save_with_an_infinite_number_is_refused_not_a_crash():
    """JSON's 1e400 reads as infinity, which no int can hold (it raised OverflowError out of the page)."""
    for where in ("settings", "record"):
        data = royale(seed=3).to_save()
        options = data["settings"] if where == "settings" else data["record"]["game"]["options"]
        options["force"] = [["INFINITE", "A1"]]
        with pytest.raises(InvalidSave):
            Table.from_save(json.loads(json.dumps(data).replace('"INFINITE"', "1e400")))


def test_the_engine_names_every_refusal_of_its_tile_options():
    """Each refusal carries a problem the page has words for, in every language (none falls back to English)."""
    for options in ({"tiles": "x"}, {"no_repeat": 1}, {"force": 5}, {"force": {1: "Z1"}}, {"force": {4: "A1"}}):
        with pytest.raises(InvalidOption) as refused:
            Game("royale", 3, options=options)
        key = f"problem.{refused.value.problem}"
        for lang in LANGUAGES:
            assert key in CATALOGUE[lang]
            assert "{" not in t(lang, key, **refused.value.details)


def test_each_tile_is_shown_beside_its_casino_with_its_explanation_in_every_language():
    table = royale(force=[(1, "A2"), (2, "E1"), (3, "G2")])
    for lang in LANGUAGES:
        casinos = view_model(table, lang)["casinos"]
        assert [c["tile"]["face"] if c["tile"] else None for c in casinos] == ["A2", "E1", "G2", None, None, None]
        html = render.board(view_model(table, lang))
        for face in ("A2", "E1", "G2"):
            assert f'data-tile="{face}"' in html and FACES[face].name in html
    assert "Jackpot now: $30,000" in render.board(view_model(table, "en"))


def test_a_missed_jackpot_grows_on_the_tile():
    table = royale(seed=4, force=[(1, "A2")])
    rng = random.Random(5)
    seen = set()
    while not table.state.is_terminal() and len(seen) < 2:
        seen.add(view_model(table, "en")["casinos"][0]["tile"]["lines"][0])
        actions = table.human_actions()
        table.play("place 1" if "place 1" in actions else rng.choice(actions))
        table.resolve_chance()
    assert "Jackpot now: $40,000" in seen or "Jackpot now: $50,000" in seen


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (5, 3)])
def test_every_decision_is_offered_exactly_as_the_rules_allow_with_words_for_it(players, seed):
    """Random games with 6 tiles a round, all humans: the page offers the legal actions and nothing else (some
    behind a first tap on their casino, issue 38), each tile decision with its own words in every language (never
    the raw action text)."""
    table = royale(players, seed, tiles=6)
    rng = random.Random(seed)
    words = set()
    while not table.state.is_terminal():
        legal = set(table.human_actions())
        assert reachable(table)[0] == legal
        for action in legal - {"roll", "sit-out"}:
            if action.startswith("place "):
                continue
            words.add(action.split()[0])
            parsed = table.state.legal_actions()[[str(a) for a in table.state.legal_actions()].index(action)]
            labels = {action_label(table.state, parsed, lang) for lang in LANGUAGES}
            assert len(labels) == 3 and action not in labels
        table.play(rng.choice(sorted(legal)))
        table.resolve_chance()
    assert len(words) >= 8


def test_a_secret_choice_between_two_humans_waits_behind_a_pass_the_device_screen():
    table = royale(seed=6, force=[(1, "A1")])
    rng = random.Random(3)
    while not any(str(action).startswith("hide") for action in table.state.legal_actions()):
        actions = table.human_actions()
        table.play("place 1" if "place 1" in actions else rng.choice(actions))
        table.resolve_chance()
    hider = table.seat_to_move()
    hidden = render.board(view_model(table, "en"))
    assert f"Pass the device to {NAMES[hider]}" in hidden and 'data-ui="reveal"' in hidden
    assert "data-action" not in hidden  # nothing to click by mistake, nothing shown
    shown = render.board(view_model(table, "en", revealed=True))
    assert offered(shown) == {"hide 1", "hide 2", "hide 3"}
    table.play("hide 3")
    guesser = table.seat_to_move()
    assert guesser != hider
    page = render.board(view_model(table, "en")) + "\n".join(game_log(table, "en"))
    assert f"Pass the device to {NAMES[guesser]}" in page
    assert "Hold 3" not in page and "held 3" not in page  # the secret is nowhere on the screen
    assert "chose how many tokens to hold, in secret" in page
    table.play("guess 1")
    assert f"{NAMES[guesser]} guessed 1: wrong, {NAMES[hider]} held 3." in game_log(table, "en")
    assert f"{NAMES[hider]} got $40,000 from the tiles." in game_log(table, "en")


@pytest.mark.parametrize(
    "lang, line",
    [
        ("en", "guessed 1: wrong, you held 3."),
        ("fr", "devine 1\u00a0: raté, vous en gardiez 3."),
        ("de", "rät 1: falsch, du hieltest 3."),
    ],
)
def test_the_log_tells_the_player_with_the_default_name_what_they_held(lang, line):
    def play_to_the_guess(table):
        rng = random.Random(3)
        while not any(str(action).startswith("hide") for action in table.state.legal_actions()):
            actions = table.human_actions()
            table.play("place 1" if "place 1" in actions else rng.choice(actions))
            table.resolve_chance()
        hider = table.seat_to_move()
        table.play("hide 3")
        table.play("guess 1")
        return hider

    hider = play_to_the_guess(royale(seed=6, force=[(1, "A1")]))
    names = [t(lang, "you") if seat == hider else name for seat, name in enumerate(NAMES[:2])]
    seats = tuple(Seat(n, c, HUMAN) for n, c in zip(names, COLOURS, strict=False))
    table = Table.new(Settings("royale", seats, 6, force=((1, "A1"),)))
    assert play_to_the_guess(table) == hider
    assert f"{NAMES[1 - hider]} {line}" in game_log(table, lang)


def test_a_secret_choice_against_the_computer_needs_no_screen():
    table = royale(seed=6, force=[(1, "A1")], kinds=[HUMAN, "easy"])
    rng = random.Random(3)
    while not table.state.is_terminal():
        if table.human_to_move():
            html = render.board(view_model(table, "en"))
            assert 'data-ui="reveal"' not in html
            actions = table.human_actions()
            table.play("place 1" if "place 1" in actions else rng.choice(actions))
        elif table.bot_to_move():
            table.play_bot_action(table.bot().choose(table.state))
        table.resolve_chance()
    assert any("how many tokens to hold" in line for line in game_log(table, "en"))


def test_the_log_names_the_tiles_of_each_round_forced_ones_included():
    table = royale(3, seed=2, force=[(1, "H1")])
    log = game_log(table, "en")
    assert log[0] == "Round 1 begins — start player: Ann."
    assert log[1].startswith("Casino tiles this round: NICE DICE at casino 1, ")
    french = game_log(table, "fr")[1]
    assert french.startswith("Tuiles casino de cette manche\u00a0: NICE DICE au casino 1, ")


def test_a_seat_panel_shows_its_cash_with_bank_money_and_the_standings_say_what_a_chip_counts():
    from vegas.ui.text import money

    differed = 0
    for seed in range(1, 40):
        table = royale(players=3, seed=seed, tiles=6)
        rng = random.Random(seed)
        while not table.state.is_terminal():
            view = view_model(table)
            for info, panel in zip(table.state.observation()["seats"], view["players"], strict=True):
                assert panel["money"] == money("en", info["cash"])
                differed += info["cash"] != info["money"]
            table.play(rng.choice(table.human_actions()))
            table.resolve_chance()
        if differed:
            break
    assert differed, "no game met a bank payment: the panel's cash was never tested against cards alone"
    over = view_model(table)["over"]
    assert over["money_label"] == "Money (a chip is $10,000)"
    assert "Money (a chip is $10,000)" in render.standings(view_model(table))


def test_when_no_value_rolled_can_be_placed_the_status_does_not_ask_for_one():
    table = royale(players=2, seed=1, force=((1, "E1"),), tiles=1)  # NO ENTRY! closes casinos
    rng = random.Random(1)
    while True:
        offered = table.human_actions()
        if offered == ["pass", "sit-out"]:
            break
        assert not table.state.is_terminal(), "this seed no longer reaches a roll of closed values only"
        table.play(rng.choice(offered))
        table.resolve_chance()
    for lang in LANGUAGES:
        shown = view_model(table, lang)["status"]
        assert shown == t(lang, "nothing_to_place", name=NAMES[table.seat_to_move()]), shown
    area = render.roll_area(view_model(table, "en"))
    rolled = {face for tag, size, faces in table.state.roll.groups for face in faces}
    closed = re.findall(r'class="group closed" data-value="\d" title="Closed by NO ENTRY!"', area)
    assert len(closed) == len(rolled)  # none looks clickable


def test_double_down_choices_count_their_dice_in_good_grammar():
    table = royale(players=2, seed=2, force=((1, "G2"),), tiles=1)  # DOUBLE DOWN
    rng = random.Random(2)
    labels: dict[str, dict[str, str]] = {}
    while not table.state.is_terminal() and len(labels) < 4:
        for action in table.state.legal_actions():
            if str(action) in ("double-down 0", "double-down 1", "double-down 0 B", "double-down 1 B"):
                labels[str(action)] = {lang: action_label(table.state, action, lang) for lang in LANGUAGES}
        table.play(rng.choice(table.human_actions()))
        table.resolve_chance()
    assert labels["double-down 1"] == {
        "en": "Move 1 small die onto the tile",
        "fr": "Mettre 1 petit dé sur la tuile",
        "de": "1 kleinen Würfel aufs Plättchen legen",
    }
    assert labels["double-down 0"]["en"] == "Move no dice onto the tile"
    assert labels["double-down 0 B"]["en"] == "Move the Biggy onto the tile"
    assert labels["double-down 1 B"]["de"] == "1 kleinen Würfel und den Biggy aufs Plättchen legen"


@pytest.mark.parametrize(
    "lang, title, button, guess",
    [
        ("en", "Your secret choice", "It is me: show my choice", "Bo (LUCKY PUNCH): how many tokens are hidden?"),
        (
            "fr",
            "Votre choix secret",
            "C'est moi\u00a0: afficher mon choix",
            "Bo (LUCKY PUNCH)\u00a0: combien de pions sont cachés\u202f?",
        ),
        (
            "de",
            "Deine geheime Wahl",
            "Ich bin es: meine Wahl zeigen",
            "Bo (LUCKY PUNCH): wie viele Marker sind versteckt?",
        ),
    ],
)
def test_secret_choices_speak_to_the_player_with_the_default_name_in_the_second_person(lang, title, button, guess):
    seats = tuple(Seat(n, c, HUMAN) for n, c in zip([t(lang, "you"), "Bo"], COLOURS, strict=False))
    table = Table.new(Settings("royale", seats, 6, force=((1, "A1"),)))
    rng = random.Random(3)
    while not any(str(action).startswith("hide") for action in table.state.legal_actions()):
        actions = table.human_actions()
        table.play("place 1" if "place 1" in actions else rng.choice(actions))
        table.resolve_chance()
    assert table.seat_to_move() == 0, "this seed should have the player with the default name hide"
    hidden = html.unescape(render.board(view_model(table, lang)))
    assert title in hidden and button in hidden
    assert t(lang, "privacy.title", name=t(lang, "you")) not in hidden
    table.play("hide 2")
    page = html.unescape(render.board(view_model(table, lang, revealed=True)))
    assert guess in page


@pytest.mark.parametrize("seed", [4, 8, 12, 16])
def test_the_payout_names_each_tile_beside_what_it_paid_and_so_does_the_log(seed):
    table = royale(players=3, seed=seed, tiles=6, kinds=[HUMAN, "easy", "easy"])
    rng = random.Random(seed)
    named = 0
    while not table.state.is_terminal():
        round_before = table.state.round
        if table.human_to_move():
            table.play(rng.choice(table.human_actions()))
        else:
            table.play_bot_action(table.bot().choose(table.state))
        table.resolve_chance()
        if table.state.round != round_before or table.state.is_terminal():
            summary = payout_summary(table, "en")
            paid = table.state.tiles_paid
            paying = [tile for tile in summary["tiles"] if tile["lines"]]  # the others only decided (issue 47)
            assert [(tile["face"], tile["casino"]) for tile in paying] == [(p.face, p.casino) for p in paid]
            html = render.payout_tiles(summary["tiles"], "en")
            log = "\n".join(game_log(table, "en"))
            for tile in paying:
                name = FACES[tile["face"]].name
                assert tile["title"] == f"{name} (casino {tile['casino']})"
                assert all(f"from {name}." in line or f"to the bank ({name})." in line for line in tile["lines"])
                assert all(line in log for line in tile["lines"])
                effects = tile["effects"][-len(tile["lines"]) :]  # what it paid, after what it decided
                assert f'data-tile="{tile["face"]}"' in html and len(effects) == len(tile["lines"])
                assert all(render.e(effect) in html and name not in effect for effect in effects)
                named += 1
    assert named >= 2, "these seeds should have tiles that pay at a round's end"
