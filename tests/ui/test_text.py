"""The catalogue in English, French and German: complete, with the same parameters, and nothing left in English."""

from __future__ import annotations

import random
import re
from pathlib import Path
from string import Formatter

import pytest

from vegas.ui import render
from vegas.ui.howto import how_to_view
from vegas.ui.table import (
    COLOURS,
    HUMAN,
    InvalidSave,
    Seat,
    Settings,
    SettingsProblem,
    Table,
    page_rules,
    settings_from_query,
)
from vegas.ui.text import CATALOGUE, LANGUAGES, choose_language, french_spacing, money, percent, problem_text, t
from vegas.ui.view import payout_summary, view_model

from .english_left import english_left, shown_text

ROOT = Path(__file__).resolve().parents[2]
OTHER_LANGUAGES = [lang for lang in LANGUAGES if lang != "en"]


def fields(template: str) -> set[str]:
    return {field for _, field, _, _ in Formatter().parse(template) if field is not None}


def test_the_page_speaks_english_french_and_german():
    assert set(LANGUAGES) == {"en", "fr", "de"}


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_every_language_has_exactly_the_keys_of_english(lang):
    missing = sorted(set(CATALOGUE["en"]) - set(CATALOGUE[lang]))
    extra = sorted(set(CATALOGUE[lang]) - set(CATALOGUE["en"]))
    assert not missing and not extra, f"{lang} lacks {missing}, has unknown {extra}"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_every_text_has_the_parameters_of_its_english_text(lang):
    differ = {
        key: (fields(CATALOGUE["en"][key]), fields(text))
        for key, text in CATALOGUE[lang].items()
        if fields(text) != fields(CATALOGUE["en"].get(key, text))
    }
    assert not differ, f"{lang}: {differ}"


REVIEW_TEMPLATES = {"review.decision", "review.luck_value", "review.point", "review.points"}
"""The review's templates of placeholders and signs only (French counts its points as English does)."""
PLACEHOLDER_TEMPLATES = REVIEW_TEMPLATES | {"history.imported"}
"""Templates of placeholders and signs only: the review's, and an import's two counts, each counted in its own
catalogue text (``history.added``, ``history.known``)."""
SAME_AS_ENGLISH = {
    # Texts that really are the same words: names, and words both languages share.
    "fr": {"title", "casino", "rules.classic", "rules.knizia", "colour.orange", "howto.knizia_mary.title"}
    | {"kz.mary", "menu"}
    | PLACEHOLDER_TEMPLATES,
    "de": {"title", "casino", "rules.classic", "rules.knizia", "colour.orange", "col_chips"}
    | {"name_label", "kind.bot", "dice_of", "howto.knizia_mary.title", "kz.col_gold", "kz.mary"}
    | {"review.decision", "review.luck_value", "history.imported"},
}


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_no_text_is_left_untranslated(lang):
    """A text copied from English unchanged is a text not translated, unless it is listed as the same words."""
    same = {key for key, text in CATALOGUE[lang].items() if text == CATALOGUE["en"].get(key)}
    assert same == SAME_AS_ENGLISH[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_is_empty(lang):
    assert [key for key, text in CATALOGUE[lang].items() if not text.strip()] == []


def test_the_loading_screen_says_what_the_catalogue_says():
    script = (ROOT / "static" / "loading.js").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        texts = re.search(rf"^\s*{lang}: \[(.*?)\],$", script, re.MULTILINE | re.DOTALL)
        assert texts, f"loading.js has no {lang} texts"
        keys = ("loading", "load_failed", "load_from_file", "load_fetching", "load_download_failed", "load_retry")
        assert re.findall(r'"([^"]*)"', texts.group(1)) == [CATALOGUE[lang][key] for key in keys]


@pytest.mark.parametrize(
    "stored, browser, expected",
    [
        (None, ["fr-FR", "en-US"], "fr"),
        (None, ["es-ES", "de-AT", "fr"], "de"),
        (None, ["pt-BR", "ja"], "en"),
        (None, [], "en"),
        ("de", ["fr-FR"], "de"),  # the player's own choice wins
        ("<img src=x>", ["fr_CA"], "fr"),  # a tampered choice is ignored
        (None, [None, 7, "FR"], "fr"),
    ],
)
def test_the_language_is_the_players_choice_else_the_browsers_else_english(stored, browser, expected):
    assert choose_language(stored, browser) == expected


def test_french_never_begins_a_line_with_a_colon_or_a_question_mark():
    assert t("fr", "howto.title", rules="Las Vegas") == "Règles du jeu\u00a0: Las Vegas"
    assert all(not re.search(r" [:;?!]", text) for text in CATALOGUE["fr"].values())
    assert french_spacing("Prêt ? Oui ; non ! Fin : 3") == "Prêt\u202f? Oui\u202f; non\u202f! Fin\u00a0: 3"


def test_money_is_written_the_way_each_language_writes_it():
    assert money("en", 90) == "$90,000"
    assert money("fr", 90) == "90\u202f000\u00a0$"
    assert money("de", 90) == "90.000\u00a0$"
    assert money("de", 2500) == "2.500.000\u00a0$"
    assert percent("en", 0.456) == "46%" and percent("fr", 0.456) == "46\u00a0%"
    assert money("en", 90.0768) == "$90,077" and money("de", -0.2) == "-200\u00a0$"
    assert percent("en", 0.4512, decimals=1) == "45.1%" and percent("de", 0.4512, decimals=1) == "45,1\u00a0%"


def test_a_refused_setting_is_told_in_the_page_language():
    with pytest.raises(SettingsProblem) as refused:
        settings_from_query({"players": "9"}, Settings.default())
    assert problem_text("en", refused.value) == "these rules are for 2 to 5 players"
    assert problem_text("fr", refused.value) == "ces règles se jouent de 2 à 5 joueurs"
    assert problem_text("de", refused.value) == "diese Regeln sind für 2 bis 5 Spieler"


def test_a_refused_save_is_told_in_the_page_language():
    data = Table.new(Settings.default(2)).to_save()
    data["settings"]["seats"][1]["colour"] = data["settings"]["seats"][0]["colour"]
    with pytest.raises(InvalidSave) as refused:
        Table.from_save(data)
    assert problem_text("de", refused.value) == "jeder Platz braucht eine eigene Farbe"
    data["settings"] = None
    with pytest.raises(InvalidSave) as refused:
        Table.from_save(data)
    assert problem_text("fr", refused.value) == "ses réglages manquent"


def test_the_default_player_is_called_you_in_the_page_language():
    assert Settings.default(lang="fr").seats[0].name == "Vous"
    assert Settings.default(lang="de").renamed("Du", "You").seats[0].name == "You"


# ---------------------------------------------------------------------- no English left in fr and de

NAMES = ["Léa", "Jörg", "Noé", "Zoë", "Ida"]


def tables_through_a_game(rules: str, players: int, seed: int):
    """A table of humans at every step of a seeded random game, from the first roll to the end."""
    seats = tuple(Seat(n, c, HUMAN) for n, c in zip(NAMES, COLOURS, strict=False))[:players]
    table = Table.new(Settings(rules, seats, seed))
    rng = random.Random(seed)
    yield table
    while not table.state.is_terminal():
        table.play(rng.choice(table.human_actions()))
        yield table
        table.resolve_chance()
        yield table


def page_pieces(lang: str) -> list[str]:
    """Everything the pages of three whole games show in ``lang``: boards, logs, payouts, standings, forms."""
    html = []
    games = [("classic", 5, 3), ("classic-neutral", 3, 4), ("royale-basic", 2, 5), ("royale", 3, 6), ("royale", 2, 9)]
    games += [("knizia", 3, 7), ("knizia-duel", 2, 8), ("knizia-duel", 4, 11)]
    for rules, players, seed in games:
        payouts_seen = 0
        for step, table in enumerate(tables_through_a_game(rules, players, seed)):
            round_over = len(getattr(table.state, "last_payout", ())) and payouts_seen != table.state.round
            if step % 5 and not round_over and not table.state.is_terminal():
                continue  # every fifth step, every payout and the end show every kind of text, in a few seconds
            view = view_model(table, lang, thinking=step % 2 == 0, hints={"roll": "≈1"})
            html.append(render.board(view))
            summary = payout_summary(table, lang)
            if summary:
                payouts_seen = table.state.round
                html.extend(render.payout_casino(c, lang) for c in summary["casinos"])
                html.append(summary["title"])
        html.append(render.log(view))
        html.append(render.standings(view))
    with_bots = Table.new(Settings.default(5, lang=lang))
    html.append(render.board(view_model(with_bots, lang, thinking=True)))
    html.append(render.new_game_form(with_bots.settings, lang, page_rules()))
    html.append(render.page_tools(lang))
    html.extend(render.how_to(how_to_view(rules, lang, page_rules())) for rules in page_rules())
    return [piece for fragment in html for piece in shown_text(fragment)]


@pytest.fixture(scope="module")
def pages():
    return {lang: page_pieces(lang) for lang in LANGUAGES}


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_whole_games_in_french_and_german_show_no_english_catalogue_text(pages, lang):
    left = english_left(pages[lang], lang)
    assert not left, f"English left in {lang}: {left[:10]}"
    assert not [piece for piece in pages[lang] if re.search(r"\$\d", piece)], "money written the English way"


def test_the_english_check_finds_english(pages):
    """The check above can fail: the English pages, read as if French, are full of English."""
    keys = {key for key, _ in english_left(pages["en"], "fr")}
    assert {"roll", "log.rolled", "log.placed", "start_game", "howto.turn.title", "aria.die"} <= keys
    assert {"kz.log.put", "kz.log.scored", "kz.act.roll", "kz.status.turn"} <= keys  # Knizia's board too


def test_how_to_play_covers_every_rule_set_the_page_offers():
    for rules in page_rules():
        shown = how_to_view(rules, "en", page_rules())
        assert shown["rules"] == rules and shown["sections"], rules


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_to_play_tells_each_rule_sets_own_rules(lang):
    offered = page_rules()
    sections = {rules: {s["key"] for s in how_to_view(rules, lang, offered)["sections"]} for rules in offered}
    assert {"turn", "payout", "end"} <= sections["classic"]
    assert {"white_dice", "white_payout"} <= sections["classic-neutral"] - sections["classic"]
    assert {"biggy", "chips", "payout_royale", "two_players_royale", "end_royale"} <= sections["royale-basic"]
    royale = how_to_view("royale-basic", lang, page_rules())
    end = next(s for s in royale["sections"] if s["key"] == "end_royale")
    assert "3" in end["text"] and money(lang, 10) in end["text"]  # three rounds, a chip worth $10,000


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_to_play_shows_the_game_version(lang):
    from vegas import __version__

    html = render.how_to(how_to_view("classic", lang, page_rules()))
    assert f'<p class="how-to-version">{t(lang, "howto.version", version=__version__)}</p>' in html
    assert __version__ in t(lang, "howto.version", version=__version__)


def test_how_to_play_pictures_pay_as_the_rules_do():
    """The pictured payouts come from the engine: the tie is removed, the rest ranked, the rest under the pile."""
    view = how_to_view("classic", "en", page_rules())
    casino = next(s for s in view["sections"] if s["key"] == "payout")["picture"]["casinos"][0]
    assert casino["removed"] == ["Ben", "Cara"]
    assert casino["preview"] == [{"name": "Anna", "money": "$70,000"}, {"name": "Dan", "money": "$30,000"}]
    assert casino["left"] == ["$10,000"]
    neutral = how_to_view("classic-neutral", "en", page_rules())
    white = next(s for s in neutral["sections"] if s["key"] == "white_payout")["picture"]["casinos"][0]
    assert white["preview"][0] == {"name": "white", "money": "$80,000"}
    royale = how_to_view("royale-basic", "en", page_rules())
    cards = next(s for s in royale["sections"] if s["key"] == "payout_royale")["picture"]["casinos"][0]
    assert [a["name"] for a in cards["preview"]] == ["Anna", "Ben"] and cards["left"] == []


def test_how_to_play_of_an_unknown_rule_set_shows_the_first_one():
    assert how_to_view("<b>poker</b>", "fr", page_rules())["rules"] == "classic"


def test_how_to_play_is_escaped_and_drawn_with_the_tables_dice_and_casinos():
    html = render.how_to(how_to_view("royale-basic", "de", page_rules()))
    assert 'class="die' in html and 'class="casino' in html and "biggy-badge" in html
    assert 'data-ui="close-dialog"' in html and 'data-rules="classic"' in html
    assert t("de", "howto.biggy.title") in html
