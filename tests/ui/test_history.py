"""The history of kept games (vegas/ui/history/): what a kept game says of its end, the player's figures over
seeded games played by the engine, and export → import → the same history, merged, damaged files refused."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from vegas.ui.history.archive import ARCHIVE_VERSION, export_text, merge, read_archive
from vegas.ui.history.figures import (
    LOST,
    MIXED,
    PEOPLE,
    UNFINISHED,
    WON,
    newest_first,
    opponents,
    record_by_name,
    record_by_table,
    result,
)
from vegas.ui.history.kept import HistoryProblem, KeptGame, kept_game, places, stored_game
from vegas.ui.history.view import count_text, imported_text
from vegas.ui.table import COLOURS, FRIEND, HUMAN, Seat, Settings, Table
from vegas.ui.text import LANGUAGES, counted, problem_text

NAMES = ("You", "Benno", "Carla", "Denny", "Emil")


def play(rules: str, kinds: tuple[str, ...], seed: int, moves: int | None = None) -> Table:
    """A seeded game; every seat's move chosen at random with the seed (people's too), to its end or ``moves``
    decisions."""
    seats = tuple(Seat(name, colour, kind) for name, colour, kind in zip(NAMES, COLOURS, kinds, strict=False))
    table = Table.new(Settings(rules, seats, seed))
    rng = random.Random(seed)
    made = 0
    while not table.state.is_terminal() and (moves is None or made < moves):
        if table.state.is_chance_node():
            table.resolve_chance()
            continue
        table.match.play(rng.choice(table.state.legal_actions()))
        made += 1
    table.resolve_chance()  # as the page does after every move
    return table


@pytest.fixture(scope="module")
def games() -> list[KeptGame]:
    """Eight finished games and one unfinished, kept a minute apart."""
    tables = [
        play("classic", (HUMAN, "easy"), 1),
        play("classic", (HUMAN, "easy"), 2),
        play("classic", (HUMAN, "easy", "easy"), 3),
        play("classic", (HUMAN, "hard", "easy"), 4),
        play("royale-basic", (HUMAN, "medium"), 5),
        play("knizia-duel", (HUMAN, "medium"), 6),
        play("classic", (HUMAN, HUMAN, "easy"), 7),
        play("classic", (HUMAN, FRIEND), 8),
        play("classic", (HUMAN, "easy"), 9, moves=5),
    ]
    return [kept_game(table, 60_000 * n) for n, table in enumerate(tables, 1)]


def test_a_kept_game_says_its_end_as_the_rules_do(games):
    for game in games:
        assert game.save is not None
        table = Table.from_save(game.save)
        state = table.state
        assert game.finished == state.is_terminal()
        assert [s.money for s in game.seats] == state.scores()
        assert [s.kind for s in game.seats] == [s.kind for s in table.settings.seats]
        assert game.moves == len(table.match.record().actions)
        if game.finished:
            assert {i for i, s in enumerate(game.seats) if s.won} == set(state.winners())
            assert {i for i, s in enumerate(game.seats) if s.place == 1} == set(state.winners())
            order = sorted(range(game.players), key=lambda i: game.seats[i].place)
            assert [state.scores()[i] for i in order] == sorted(state.scores(), reverse=True)
        else:
            assert all(s.place == 0 and not s.won for s in game.seats)


def test_places_share_a_place_on_equal_figures_and_skip_the_next():
    class Tied:
        def scores(self):
            return [50, 70, 50, 70, 20]

        def winners(self):
            return [1, 3]

        def tiebreak(self, seat):
            return 3

    assert places(Tied()) == [3, 1, 3, 1, 5]  # type: ignore[arg-type]


def test_the_same_game_has_the_same_key_and_another_game_another(games):
    again = kept_game(play("classic", (HUMAN, "easy"), 1), 5)
    assert again.key == games[0].key
    assert len({g.key for g in games}) == len(games)


def test_your_record_per_rule_set_opponents_and_players_adds_up(games):
    lines = {(line.rules, line.opponents, line.players): line.figures for line in record_by_table(games)}
    assert set(lines) == {
        ("classic", "easy", 2),
        ("classic", "easy", 3),
        ("classic", MIXED, 3),
        ("classic", PEOPLE, 2),
        ("royale-basic", "medium", 2),
        ("knizia-duel", "medium", 2),
    }
    two = [g for g in games[:2]]
    figures = lines["classic", "easy", 2]
    assert figures.games == 2  # the unfinished third game against easy counts for nothing
    assert figures.wins == sum(g.seats[0].won for g in two)
    assert figures.average_place == sum(g.seats[0].place for g in two) / 2
    assert figures.average_money == sum(g.seats[0].money for g in two) / 2
    assert [r.when for r in figures.last()] == [g.when for g in two]
    assert [r.place for r in figures.last(1)] == [two[1].seats[0].place]


def test_people_at_this_screen_have_their_record_by_name(games):
    shared = games[6]
    by_name = dict(record_by_name(games))
    assert set(by_name) == {"You", "Benno"}
    for seat, name in enumerate(("You", "Benno")):
        assert by_name[name].games == 1
        assert by_name[name].wins == int(shared.seats[seat].won)
        assert by_name[name].average_money == shared.seats[seat].money
    assert all(record_by_table([shared]) == [] for _ in (0,))  # not "you" alone at the screen


def test_opponents_are_a_level_mixed_or_people(games):
    assert opponents(games[0], 0) == "easy"
    assert opponents(games[3], 0) == MIXED
    assert opponents(games[7], 0) == PEOPLE


def test_the_list_is_newest_first_and_filters_by_rule_set_and_result(games):
    assert [g.when for g in newest_first(games)] == sorted((g.when for g in games), reverse=True)
    assert {g.rules for g in newest_first(games, rules="classic")} == {"classic"}
    assert newest_first(games, outcome=UNFINISHED) == [games[8]]
    won = newest_first(games, outcome=WON)
    lost = newest_first(games, outcome=LOST)
    assert len(won) + len(lost) == 8
    assert all(any(s.here and s.won for s in g.seats) for g in won)
    assert result(games[8]) == UNFINISHED


def test_export_then_import_gives_the_same_history(games):
    text = export_text(games, 123)
    back = read_archive(text)
    assert sorted(back, key=lambda g: g.key) == sorted(games, key=lambda g: g.key)
    assert json.loads(text)["version"] == ARCHIVE_VERSION


def test_a_stored_game_reads_back_as_it_was_kept(games):
    for game in games:
        assert stored_game(json.loads(json.dumps(game.to_json()))) == game
    with pytest.raises(HistoryProblem):
        stored_game({"key": "x"})
    with pytest.raises(HistoryProblem):
        stored_game({**games[0].to_json(), "save": []})


def test_a_stored_summary_reads_back_without_its_save_and_continues_nothing(games):
    for game in games:
        summary = {k: v for k, v in game.to_json().items() if k != "save"}
        read = stored_game(json.loads(json.dumps(summary)))
        assert read.save is None and read.to_json() == summary
        assert (read.key, read.when, read.rules, read.finished, read.seats) == (
            game.key,
            game.when,
            game.rules,
            game.finished,
            game.seats,
        )
        assert read.actions() == [] and not any(read.supersedes(other) or other.supersedes(read) for other in games)


def test_merging_never_doubles_a_game(games):
    assert merge(games, games) == merge(games, list(reversed(games))[:0] + games)
    same = merge(games, read_archive(export_text(games, 1)))
    assert same.added == () and same.removed == () and same.known == len(games)
    half = merge(games[:4], games[2:] + games[2:3])
    assert [g.key for g in half.added] == [g.key for g in games[4:]]
    assert half.known == 3


def test_a_game_played_on_replaces_the_unfinished_game_it_continues():
    left = kept_game(play("classic", (HUMAN, "easy"), 9, moves=5), 1)
    assert left.save is not None
    table = Table.from_save(left.save)
    rng = random.Random(0)
    while not table.state.is_terminal():
        if table.state.is_chance_node():
            table.resolve_chance()
        else:
            table.match.play(rng.choice(table.state.legal_actions()))
    ended = kept_game(table, 2)
    assert ended.supersedes(left) and not left.supersedes(ended)
    assert merge([left], [ended]).removed == (left.key,)
    assert merge([ended], [left]).added == ()  # the unfinished game is not brought back
    other = kept_game(play("classic", (HUMAN, "easy"), 10, moves=5), 3)
    assert not ended.supersedes(other)


def refusal(text: str) -> HistoryProblem:
    with pytest.raises(HistoryProblem) as refused:
        read_archive(text)
    return refused.value


def test_damaged_foreign_and_newer_files_are_refused_with_a_sentence(games):
    good = json.loads(export_text(games[:3], 1))
    assert refusal("{not json").key == "history.not_json"
    assert refusal(json.dumps({"format": "vegas-save", "version": 1})).key == "history.foreign"
    assert refusal(json.dumps([1, 2])).key == "history.foreign"
    assert refusal(json.dumps({**good, "version": 2})).key == "history.newer"
    assert refusal(json.dumps({**good, "version": "1"})).key == "history.foreign"
    assert refusal(json.dumps({**good, "games": {}})).key == "history.no_games"
    for problem in (refusal("{not json"), refusal(json.dumps({**good, "version": 7}))):
        for lang in LANGUAGES:
            assert problem_text(lang, problem).strip().endswith(".") and "{" not in problem_text(lang, problem)


@pytest.mark.parametrize(
    ("damage", "key"),
    [
        (lambda g: g.pop("save"), "history.game_save"),
        (lambda g: g.update(when="yesterday"), "history.game_when"),
        (lambda g: g["save"]["record"]["actions"].__setitem__(3, "place 9"), "history.game_replay"),
        (lambda g: g["save"]["record"].update(seed=g["save"]["record"]["seed"] + 1), "history.game_replay"),
        (lambda g: g["save"]["record"]["actions"].pop(), "history.game_key"),
    ],
)
def test_one_damaged_game_refuses_the_whole_file_and_says_which(games, damage, key):
    data = json.loads(export_text(games[:3], 1))
    damage(data["games"][1])
    problem = refusal(json.dumps(data))
    assert problem.key == key and problem.params["number"] == 2
    assert "2" in problem_text("fr", problem)


def test_a_forged_result_is_worked_out_again_from_the_record(games):
    data = json.loads(export_text(games[:1], 1))
    entry = data["games"][0]
    entry["seats"][0] = {**entry["seats"][0], "won": True, "place": 1, "money": 10**6}
    (back,) = read_archive(json.dumps(data))
    assert back == games[0]


def test_a_file_holding_a_dropped_history_is_empty_not_refused():
    assert read_archive(export_text([], 1)) == []


def test_a_game_kept_under_another_date_is_still_one_game(games):
    moved = replace(games[0], when=games[0].when + 1)
    assert merge(games, [moved]).added == ()


# ---------------------------------------------------------------- Your games as the page shows them


def test_the_list_says_each_game_s_result_in_every_language_and_draws_every_text_escaped(games):
    from vegas.ui.history.render import games_dialog
    from vegas.ui.history.view import games_view

    for lang in LANGUAGES:
        view = games_view(games, lang, offset=60, order=("classic",))
        assert [row["key"] for row in view["rows"]] == [g.key for g in newest_first(games)]
        html = games_dialog(view, lang)
        assert html.count('data-ui="games-replay"') == len(games)
        assert html.count('data-ui="games-play-on"') == 1  # the unfinished game only
        assert "{" not in html
    english = games_view(games, "en", offset=0)
    assert english["rows"][0]["result"] == "Unfinished"
    mine = games[0].seats[0]
    expected = f"You won with ${mine.money},000" if mine.won else f"Place {mine.place} of 2, ${mine.money},000"
    assert english["rows"][-1]["result"] == expected
    assert english["rows"][-1]["date"] == "1970-01-01 00:01"
    many = [replace(games[0], key=f"{n:032x}", when=n) for n in range(250)]
    first = games_view(many, "en")
    assert len(first["rows"]) == 100 and first["more"] == "Show 100 more"
    assert games_view(many, "en", limit=200)["more"] == "Show 50 more" and not games_view(many, "en", limit=300)["more"]
    assert 'data-ui="games-more"' in games_dialog(first, "en")
    hostile = replace(games[0], seats=(replace(games[0].seats[0], name="<b>x</b>"), games[0].seats[1]))
    assert "<b>x</b>" not in games_dialog(games_view([hostile], "en"), "en")


def test_the_record_s_chart_draws_the_last_results_with_a_star_for_each_win(games):
    from vegas.ui.history.view import record_view

    record = record_view(games, "en", ("classic",))
    first = record["lines"][0]
    assert first["games"] == 2 and first["chart"]["first"] == 1
    marks = first["chart"]["lines"][0]["marks"]
    assert marks == ["★" if g.seats[0].won else "●" for g in games[:2]]
    assert [line["title"].split(" ")[0] for line in record["lines"][-2:]] == ["Benno", "You"]  # by name, last


@pytest.mark.parametrize(
    ("lang", "added", "known", "said"),
    [
        ("en", 1, 1, "1 game added, 1 already here."),
        ("en", 2, 0, "2 games added, 0 already here."),
        ("en", 0, 3, "0 games added, 3 already here."),
        ("fr", 1, 1, "1 partie ajoutée, 1 déjà présente."),
        ("fr", 2, 3, "2 parties ajoutées, 3 déjà présentes."),
        ("de", 1, 1, "1 Spiel hinzugefügt, 1 schon vorhanden."),
        ("de", 2, 3, "2 Spiele hinzugefügt, 3 schon vorhanden."),
    ],
)
def test_an_import_counts_one_game_in_the_singular(lang, added, known, said):
    assert imported_text(lang, added, known) == said


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "1 game exported to a file.", "2 games exported to a file."),
        ("fr", "1 partie exportée dans un fichier.", "2 parties exportées dans un fichier."),
        ("de", "1 Spiel in eine Datei exportiert.", "2 Spiele in eine Datei exportiert."),
    ],
)
def test_an_export_counts_one_game_in_the_singular(lang, one, two):
    assert (counted(lang, "history.exported", 1), counted(lang, "history.exported", 2)) == (one, two)


@pytest.mark.parametrize(
    ("lang", "counts"),
    [
        ("en", ["", "1 game", "3 games", "0 of 1 game", "1 of 3 games", "2 of 3 games"]),
        ("fr", ["", "1 partie", "3 parties", "0 sur 1 partie", "1 sur 3 parties", "2 sur 3 parties"]),
        ("de", ["", "1 Spiel", "3 Spiele", "0 von 1 Spiel", "1 von 3 Spielen", "2 von 3 Spielen"]),
    ],
)
def test_the_list_counts_its_games_in_the_singular_for_one(lang, counts):
    shown_of = [(0, 0), (1, 1), (3, 3), (0, 1), (1, 3), (2, 3)]
    assert [count_text(lang, shown, total) for shown, total in shown_of] == counts
