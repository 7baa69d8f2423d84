"""Knizia's board in the page's plain-Python layers: the view of its 14 tables, its HTML, its log and standings
(docs/rules.md §4)."""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

from vegas.games.knizia.board import TABLES
from vegas.games.knizia.state import KniziaState, Phase
from vegas.ui import render
from vegas.ui.howto import how_to_view
from vegas.ui.knizia.view import counters_placed, duel_text, space_names, tie_note
from vegas.ui.replay import Watching
from vegas.ui.table import HUMAN, Seat, Settings, Table, page_rules, settings_from_query
from vegas.ui.text import t, told
from vegas.ui.view import game_log, view_model

NAMES = ("Ann", "Bo", "Cy", "Di")
COLOURS = ("orange", "blue", "green", "pink")


def table_of(rules: str, players: int, seed: int, kinds: tuple[str, ...] = ()) -> Table:
    kinds = kinds or (HUMAN,) * players
    seats = tuple(Seat(n, c, k) for n, c, k in zip(NAMES, COLOURS, kinds, strict=False))
    return Table.new(Settings(rules, seats, seed))


def offered(html: str) -> list[str]:
    return [unescape(a) for a in re.findall(r'data-action="([^"]+)"', html)]


def cards_offered(html: str) -> list[str]:
    """The Good Luck cards the hand offers, as the page's first tap names them (``luck 4``)."""
    return re.findall(r'data-choose="([^"]+)"', html)


def play_randomly(table: Table, rng: random.Random):
    """Yield the table before each human move of a whole random game, chance resolved as it comes."""
    while not table.state.is_terminal():
        if table.state.is_chance_node():
            table.resolve_chance()
            continue
        yield table
        table.play(rng.choice(table.human_actions()))


def test_the_page_offers_both_knizia_rule_sets_and_their_links():
    assert {"knizia", "knizia-duel"} <= set(page_rules())
    settings = settings_from_query({"rules": "knizia-duel", "players": "4", "seed": "5"}, Settings.default())
    assert (settings.rules, len(settings.seats), settings.seed) == ("knizia-duel", 4, 5)
    table = Table.new(settings)
    assert isinstance(table.state, KniziaState)


@pytest.mark.parametrize("rules, players, seed", [("knizia", 2, 1), ("knizia", 3, 2), ("knizia-duel", 4, 3)])
def test_every_legal_move_is_one_element_of_the_board_and_nothing_else_is(rules, players, seed):
    """Through whole games: what the board offers is exactly the legal actions, each once, a Good Luck card's
    once the card is picked (issue 38: its spaces light up then, instead of "+1…+6" on every space at once); a
    duel between two humans first shows the "pass the device" screen, which offers nothing."""
    table = table_of(rules, players, seed)
    seen_phases = set()
    for step, current in enumerate(play_randomly(table, random.Random(seed))):
        html = render.board(view_model(current, "en", revealed=True))
        legal = current.human_actions()
        assert sorted(offered(html)) == sorted(a for a in legal if not a.startswith("luck ")), f"step {step}"
        cards = cards_offered(html)
        assert cards == sorted({" ".join(a.split()[:2]) for a in legal if a.startswith("luck ")}), f"step {step}"
        for card in cards:
            picked = render.board(view_model(current, "en", revealed=True, chosen=card))
            lit = [a for a in offered(picked) if a.startswith("luck ")]
            assert sorted(lit) == sorted(a for a in legal if a.startswith(f"{card} on ")), f"step {step}, {card}"
            assert f'data-choose="{card}" aria-pressed="true"' in picked
        seen_phases.add(current.state.phase)
        if current.state.phase is Phase.DUEL:
            covered = render.board(view_model(current, "en"))
            assert offered(covered) == [] and 'data-ui="reveal"' in covered
    assert table.state.is_terminal()
    assert {Phase.PAWNS, Phase.TURN, Phase.PLACE} <= seen_phases
    if rules == "knizia-duel":
        assert Phase.DUEL in seen_phases


def test_the_board_draws_every_table_its_rows_spaces_and_chips():
    view = view_model(table_of("knizia", 2, 4))
    assert [tb["number"] for tb in view["tables"]] == list(range(1, 15))
    for tb, board in zip(view["tables"], TABLES, strict=True):
        assert tb["chip"] == board.chip == sum(len(row) for row in tb["rows"])  # a chip is worth its spaces
        assert [s["takes"] for row in tb["rows"] for s in row] == ["·".join(map(str, s.takes)) for s in board.spaces]
    html = render.board(view)
    assert len(re.findall('class="kz-table[ "]', html)) == 14 and html.count('class="kz-space') == sum(
        tb["chip"] for tb in view["tables"]
    )


def test_counters_pawns_mary_and_results_are_drawn_where_the_state_has_them():
    table = table_of("knizia", 2, 6)
    rng = random.Random(6)
    for current in play_randomly(table, rng):
        state = current.state
        if state.mary >= 3 and any(any(o >= 0 for o in spaces) for spaces in state.spaces):
            break
    view = view_model(table)
    state = table.state
    for index, tb in enumerate(view["tables"]):
        owners = [s["owner"]["seat"] if s["owner"] else -1 for row in tb["rows"] for s in row]
        assert owners == list(state.spaces[index])
        assert [p["seat"] for p in tb["pawns"]] == [seat for seat, at in enumerate(state.pawns) if at == index]
        assert tb["mary"] == (state.mary == index + 1)
        assert tb["open"] == (state.results[index] == -2)
    assert view["round"] == f"Mary Chip: table {state.mary}"
    scored = [tb for tb in view["tables"] if not tb["open"]]
    assert scored and all(tb["result"]["text"] in ("chip discarded", *(f"won by {n}" for n in NAMES)) for tb in scored)


def lit_spaces(view: dict) -> dict[int, list[str]]:
    """The spaces lit on the board, by table: the action each plays."""
    lit: dict[int, list[str]] = {}
    for tb in view["tables"]:
        for space in (s for row in tb["rows"] for s in row if s["action"]):
            lit.setdefault(tb["number"], []).append(space["action"])
    return lit


def test_a_good_luck_card_is_picked_in_the_hand_then_lights_its_spaces_at_the_players_own_table():
    """Issue 38: the hand names each Good Luck card that may be played; picking one lights the spaces of the
    player's table that take its number, numbered for the keys 1-9, and the status says what to do."""
    table = table_of("knizia", 2, 9)
    table.play("pawn 4")
    table.play("pawn 6")
    view = view_model(table)
    assert lit_spaces(view) == {}
    cards = view["hand"]["cards"]
    assert [c["label"] for c in cards] == [f"Good Luck {v}" for v in range(1, 7)]  # table 4: two rows 1-6
    assert not any(c["chosen"] or c["joker"] for c in cards)
    assert view["keys"] == {"r": "roll", "m": "mary"}
    picked = view_model(table, chosen="luck 5")
    assert lit_spaces(picked) == {4: ["luck 5 on 5", "luck 5 on 11"]}  # the 5 of each row
    assert [c["chosen"] for c in picked["hand"]["cards"]] == [v == 5 for v in range(1, 7)]
    assert picked["keys"] == {"r": "roll", "m": "mary", "1": "luck 5 on 5", "2": "luck 5 on 11"}
    assert picked["status"] == "Ann: Good Luck 5, choose a lit space at table 4 (or the card again to keep it)"
    space = next(s for row in picked["tables"][3]["rows"] for s in row if s["action"])
    assert space["action_label"] == "Play Good Luck 5: a counter on space 5 in row 1, then roll"
    assert view_model(table, chosen="luck 9")["hand"]["cards"] == cards  # a card that cannot be played: none picked
    assert view_model(table, chosen="roll")["keys"] == view["keys"]


def test_spaces_are_named_as_the_board_prints_them_with_the_row_where_a_table_repeats_them():
    """Issue 38: "space 9 of table 6" could not be found on a board that prints die values."""
    for index, board in enumerate(TABLES):
        names = space_names("en", index)
        assert len(set(names)) == len(names), f"table {index + 1}"
        for name, space in zip(names, board.spaces, strict=True):
            assert name.split()[0] == "·".join(map(str, space.takes))
    assert space_names("en", 5)[5:10] == [f"{v} in row 2" for v in range(1, 6)]  # table 6: three rows 1-5
    assert space_names("en", 4) == ["1·2 in row 1", "3·4", "5·6 in row 1", "1·2 in row 2", "3", "4", "5·6 in row 2"]
    assert space_names("fr", 5)[5] == "1 de la rangée 2" and space_names("de", 5)[5] == "1 in Reihe 2"


def test_a_six_at_a_table_with_no_six_is_said_to_be_a_joker():
    """Issue 38: the board lit every space and said only "choose a space"; the status, the card and the log say
    why (docs/rules.md §4: a 6 is a joker at a table where no space takes 6)."""
    table = table_of("knizia", 2, 9)
    table.play("pawn 6")  # table 6: r5 r5 r5, no 6
    table.play("pawn 6")
    view = view_model(table, chosen="luck 6")
    joker = next(c for c in view["hand"]["cards"] if c["value"] == 6)
    assert joker["joker"] == "joker here" and joker["chosen"]
    assert len(lit_spaces(view)[6]) == 15  # any space
    assert view["status"].startswith("Ann: Good Luck 6, a joker at table 6, where no space takes 6")
    table.play("luck 6 on 8")
    assert game_log(table, "en")[-2:] == [
        "A 6 is a joker at table 6: no space there takes 6.",
        "Ann put a counter on space 3 in row 2 of table 6.",
    ]
    while not (table.state.phase is Phase.PLACE and table.state.rolled == 6):
        table = table_of("knizia", 2, table.seed + 1)
        table.play("pawn 6")
        table.play("pawn 6")
        table.play("roll")
        table.resolve_chance()
    assert view_model(table)["status"] == "Ann rolled 6, a joker at table 6, where no space takes 6: any space"


def to_first_duel(seed: int) -> Table:
    table = table_of("knizia-duel", 2, seed)
    for current in play_randomly(table, random.Random(seed)):
        if current.state.phase is Phase.DUEL:
            return current
    raise AssertionError("no duel in this game")


def test_a_duel_never_shows_the_challengers_hand_before_the_defender_chooses():
    """R33: the defender's screen and the log are the same whatever the challenger chose."""
    one, three = to_first_duel(12), to_first_duel(12)
    one.play("duel 1")
    three.play("duel 3")
    shown = [render.board(view_model(t, "en", revealed=True)) + render.log(view_model(t, "en")) for t in (one, three)]
    assert shown[0] == shown[1]
    assert sorted(offered(shown[0])) == ["duel 1", "duel 2", "duel 3"]
    assert view_model(one, "en", revealed=True)["keys"] == {"1": "duel 1", "2": "duel 2", "3": "duel 3"}
    labels = [b["label"] for b in view_model(one, "de", revealed=True)["hand"]["buttons"]]
    assert labels == ["Eine Hand", "Zwei Hände", "Drei Hände"]  # buttons begin with a capital, as every button


def test_duel_hands_are_told_in_the_log_once_both_are_shown():
    table = to_first_duel(12)
    duel = table.state.duel
    challenger, defender = NAMES[duel.challenger], NAMES[duel.defender]
    before = len(game_log(table, "en"))
    table.play("duel 2")
    assert game_log(table, "en")[before:] == [f"{challenger} chose in secret."]
    table.play("duel 1")
    assert game_log(table, "en")[before + 1] == (
        f"Dice duel: {challenger}: two hands, {defender}: one hand. Space {space_names('en', duel.table)[duel.space]} "
        f"of table {duel.table + 1}: {challenger}."
    )


@pytest.mark.parametrize(
    "lang, challenges_you, you_challenge, won_by_you",
    [
        ("en", "challenges you", "You challenge", "won by you"),
        ("fr", "vous défie", "Vous défiez", "gagnée par vous"),
        ("de", "fordert dich", "Du forderst", "von dir gewonnen"),
    ],
)
def test_the_player_called_you_is_spoken_to_when_challenged_or_winning(lang, challenges_you, you_challenge, won_by_you):
    """ "You challenges Benno", "Vous défie", "gewonnen von Du" were wrong: the default name takes the second person."""
    you = t(lang, "you")
    assert duel_text(lang, "Benno", you).startswith(f"Benno {challenges_you}")
    assert duel_text(lang, you, "Benno").startswith(f"{you_challenge} Benno")
    assert duel_text(lang, "Ann", "Benno").count("Ann") == 1 and you not in duel_text(lang, "Ann", "Benno")
    assert told(lang, "kz.won_by", name=you) == won_by_you


def test_the_log_tells_every_move_in_plain_words():
    table = table_of("knizia", 2, 21)
    table.play("pawn 5")
    table.play("pawn 5")
    table.play("luck 3 on 2")
    assert counters_placed(table) == [1, 0]
    table.resolve_chance()
    log = game_log(table, "en")
    assert log[:4] == [
        "Ann stands at table 5.",
        "Bo stands at table 5.",
        "Ann plays Good Luck 3.",
        "Ann put a counter on space 3·4 of table 5.",
    ]
    assert re.fullmatch(r"Ann rolled [1-6] for table 5\.", log[4])


def test_a_scoring_and_mary_chips_move_are_in_the_log():
    table = table_of("knizia", 3, 30)
    rng = random.Random(30)
    for _ in play_randomly(table, rng):
        pass
    log = game_log(table, "en")
    assert any(re.fullmatch(r"Mary Chip moves to table \d+\.", line) for line in log)
    assert any(re.fullmatch(r"Table \d+ is scored: (Ann|Bo|Cy) wins its \d+-gold chip\.", line) for line in log)
    assert log[-1] == "Game over."
    mary_tables = [int(line.split()[-1].rstrip(".")) for line in log if line.startswith("Mary Chip moves")]
    assert mary_tables == sorted(set(mary_tables)) and mary_tables[-1] == table.state.mary


def test_the_standings_rank_by_gold_then_chips_and_name_the_tables_won():
    table = table_of("knizia", 3, 40)
    for _ in play_randomly(table, random.Random(40)):
        pass
    state = table.state
    over = view_model(table)["over"]
    gold, chips = state.scores(), state.chips()
    ranked = sorted(range(3), key=lambda s: (-gold[s], -chips[s], s))
    assert [row["seat"] for row in over["rows"]] == ranked
    assert [row["money"] for row in over["rows"]] == [f"{gold[s]} gold" for s in ranked]
    assert {row["seat"] for row in over["rows"] if row["winner"]} == set(state.winners())
    won = {row["seat"]: row["values"][0] for row in over["figures"]["rows"]}
    for seat in range(3):
        tables = [str(i + 1) for i, r in enumerate(state.results) if r == seat]
        assert won[seat] == (", ".join(tables) or "–")
    assert "Winner" in render.standings(view_model(table)) or "Shared win" in render.standings(view_model(table))


def test_a_computer_seat_thinks_and_offers_nothing():
    table = table_of("knizia", 2, 5, kinds=(HUMAN, "random"))
    table.play("pawn 3")
    view = view_model(table, "en", thinking=True)
    assert view["status"] == "Bo (computer) is thinking…"
    assert offered(render.board(view)) == []


def test_how_to_play_draws_the_boards_own_tables_and_scores_its_example_by_the_engines_rule():
    view = how_to_view("knizia-duel", "en", page_rules())
    pictures = {section["key"]: section["picture"] for section in view["sections"] if section["picture"]}
    assert [tb["number"] for tb in pictures["knizia_tables"]["tables"]] == [1, 5, 11]
    (example,) = pictures["knizia_scoring"]["tables"]
    owners = [s["owner"]["name"] if s["owner"] else None for row in example["rows"] for s in row]
    assert owners.count("Anna") == owners.count("Ben") == 2  # a tie on counters …
    assert example["result"]["text"] == "won by Ben"  # … that Ben's counter on the space taking 1·2 breaks
    html = render.how_to(view)
    assert len(re.findall('class="kz-table[ "]', html)) == 4 and "data-action" not in html


def test_the_new_game_form_hides_the_money_choice_for_knizias_gold_in_view():
    knizia = render.new_game_form(Settings.default(2, "knizia"), "en", page_rules())
    classic = render.new_game_form(Settings.default(2, "classic"), "en", page_rules())
    assert "data-money-options hidden" in knizia and "data-money-options hidden" not in classic


def test_a_replay_of_knizias_game_shows_every_decision_and_offers_nothing():
    table = table_of("knizia-duel", 2, 5)
    for _ in play_randomly(table, random.Random(5)):
        pass
    watching = Watching.of(table)
    decisions = sum(1 for state in table.match.states if not state.is_chance_node())
    assert len(watching.stops) == decisions
    for command in ("first", "forward", "last", "back"):
        watching.go(command)
        html = render.board(view_model(watching.shown(), "en", interactive=False))
        assert "data-action" not in html
    assert (
        watching.bar("en")["where"]
        == f"Vegas (Knizia, 1996) with the dice duel · move {len(watching.stops) - 2} of {len(watching.stops) - 1}"
    )
    watching.go("first")
    assert watching.bar("en")["where"].startswith("before the first move")


def test_counters_placed_counts_every_placement_even_one_that_fills_a_table():
    table = table_of("knizia", 3, 40)
    for _ in play_randomly(table, random.Random(40)):
        pass
    log = game_log(table, "en")
    assert any(re.fullmatch(r"Table \d+ is scored: .*", line) for line in log)
    for seat, name in enumerate(NAMES[:3]):
        puts = sum(1 for line in log if line.startswith(f"{name} put a counter on space"))
        assert counters_placed(table)[seat] == puts


def test_while_the_gold_die_tumbles_the_status_names_who_rolled_it_and_for_which_table():
    table = table_of("knizia", 2, 21)
    table.play("pawn 5")
    table.play("pawn 9")
    table.play("roll")
    table.resolve_chance()  # the turn may be over: the state has moved on to the next seat
    assert view_model(table, "en", tumbling=True)["status"] == "Ann rolls the gold die for table 5…"


def test_the_standings_say_why_players_with_the_same_gold_are_ranked_as_they_are():
    """Issue 47: a tie on gold was ranked by chips without a word (R27: the most chips first)."""
    table = table_of("knizia", 3, seed=5)
    decided = tie_note(table, "en", [5, 5, 3], [1, 2, 0])
    assert decided == "Ann and Bo have 5 gold each; the most chips ranks first: Bo 2 and Ann 1."
    shared = tie_note(table, "en", [4, 6, 4], [2, 0, 2])
    assert shared == "Ann and Cy have 4 gold and 2 chips each: they share the place."
    assert tie_note(table, "en", [1, 2, 3], [0, 0, 0]) is None
    assert "Gold" in (tie_note(table, "de", [5, 5, 3], [1, 2, 0]) or "")
