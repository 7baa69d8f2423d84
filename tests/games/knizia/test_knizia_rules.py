"""Knizia's *Vegas* (docs/rules.md §4, R25-R34): one test per rule and ruling, and the rulebook's examples."""

import random

import pytest

from vegas import Game, IllegalAction
from vegas.core.actions import Action, Pass, Roll
from vegas.core.errors import InvalidAction, InvalidState
from vegas.core.observation import state_from_observation
from vegas.core.record import load_state
from vegas.games.knizia.actions import DuelHand, FrontMan, GoodLuck, MaryCard, Move, Put
from vegas.games.knizia.board import GOLD, TABLES
from vegas.games.knizia.state import DISCARDED, EMPTY, FULL_HAND, MARY, OPEN, KniziaState, Phase, beats

A, B, C = 0, 1, 2
# 0-based indices of tables used below (the board's table number is one more)
T1 = 0  # r6: spaces 1-6, chip 6
T3 = 2  # r4: 1/2, 3, 4, 5/6, chip 4
T6 = 5  # r5 r5 r5: no 6, chip 15
T7 = 6  # r3: 1/2, 3/4, 5/6, chip 3
T9 = 8  # r3 r3: chip 6
T11 = 10  # r5: no 6, chip 5


def turn(players=2, rules="knizia", pawns=None, player=A, tables=None, **changes) -> KniziaState:
    """A position at ``player``'s turn: pawns at ``pawns`` (default all at table 1), ``tables`` {index: owners}
    with the counters in hand adjusted to match."""
    state = Game(rules, players).new_initial_state()
    assert isinstance(state, KniziaState)
    spaces = list(state.spaces)
    for table, owners in (tables or {}).items():
        assert len(owners) == len(TABLES[table].spaces)
        spaces[table] = tuple(owners)
    counters = tuple(20 - sum(t.count(seat) for t in spaces) for seat in range(players))
    state = state._with(
        phase=Phase.TURN, player=player, pawns=tuple(pawns or (T1,) * players), spaces=tuple(spaces), counters=counters
    )
    state = state._with(**changes)
    assert state.violations() == []
    return state


def play(state, *actions) -> KniziaState:
    for action in actions:
        state = state.apply(action if isinstance(action, Action) else Action.parse(action))
    return state


E = EMPTY


# ----------------------------------------------------------------------------------------------- the board (R25)


def test_fourteen_tables_whose_chip_is_worth_their_spaces():
    assert len(TABLES) == 14 and [t.number for t in TABLES] == list(range(1, 15))
    assert all(table.chip == len(table.spaces) for table in TABLES)
    assert sorted(table.chip for table in TABLES) == [3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
    assert GOLD == 123


def test_the_tables_follow_r25_in_track_order():
    expected = [
        (6, ("r6",)), (9, ("r4", "r5")), (4, ("r4",)), (12, ("r6", "r6")), (7, ("r3", "r4")),
        (15, ("r5", "r5", "r5")), (3, ("r3",)), (10, ("r5", "r5")), (6, ("r3", "r3")), (13, ("r4", "r4", "r5")),
        (5, ("r5",)), (11, ("r5", "r6")), (8, ("r4", "r4")), (14, ("r4", "r5", "r5")),
    ]  # fmt: skip
    assert [(t.chip, t.rows) for t in TABLES] == expected


def test_only_tables_of_r5_rows_have_no_six_and_a_double_space_is_worth_its_lower_number():
    assert [t.number for t in TABLES if not t.has_six] == [6, 8, 11]
    assert [s.value for s in TABLES[T3].spaces] == [1, 3, 4, 5]
    assert TABLES[T7].taking(4) == (1,) and TABLES[T7].taking(6) == (2,)


# ----------------------------------------------------------------------------------------------- set-up


def test_setup_gives_each_player_twenty_counters_and_ten_cards_and_mary_chip_starts_at_start():
    state = Game("knizia", 3).new_initial_state()
    assert state.counters == (20, 20, 20) and state.cards == (FULL_HAND,) * 3 and sum(FULL_HAND) == 10
    assert state.mary == 0 and state.results == (OPEN,) * 14


def test_pawns_are_placed_by_the_first_seat_then_clockwise_and_may_share_a_table():
    state = Game("knizia", 3, start_player=1).new_initial_state()
    assert state.current_player() == 1 and len(state.legal_actions()) == 14
    state = play(state, "pawn 4")
    assert state.current_player() == 2
    state = play(state, "pawn 4", "pawn 9")
    assert state.pawns == (8, 3, 3) and state.phase is Phase.TURN and state.current_player() == 1


# ----------------------------------------------------------------------------------------------- rolling and placing


def test_a_roll_places_a_counter_on_the_only_free_space_taking_it():
    state = play(turn(), "roll", "gold 4")
    assert state.spaces[T1] == (E, E, E, A, E, E)
    assert state.counters[A] == 19 and state.current_player() == B


def test_a_double_numbered_space_takes_either_number():
    state = play(turn(pawns=(T7, T7)), "roll", "gold 4")
    assert state.spaces[T7] == (E, A, E)


def test_several_free_spaces_taking_the_roll_are_the_players_choice():
    state = play(turn(pawns=(T9, T9)), "roll", "gold 2")
    assert state.phase is Phase.PLACE and state.legal_actions() == [Put(1), Put(4)]
    state = play(state, "put 4")
    assert state.spaces[T9] == (E, E, E, A, E, E) and state.current_player() == B


def test_r26_with_no_free_space_the_roller_chooses_which_opponents_counter_to_replace():
    state = turn(pawns=(T9, T9), tables={T9: (B, E, E, C, E, E)}, players=3)
    state = play(state, "roll", "gold 1")
    assert state.legal_actions() == [Put(1), Put(4)]
    state = play(state, "put 4")
    assert state.spaces[T9] == (B, E, E, A, E, E) and state.counters[C] == 20 and state.counters[A] == 19


def test_a_roll_whose_spaces_are_all_the_rollers_own_places_nothing():
    state = turn(tables={T1: (E, E, A, E, E, E)})
    after = play(state, "roll", "gold 3")
    assert after.spaces == state.spaces and after.counters == state.counters and after.current_player() == B


def test_a_six_on_a_table_without_a_six_is_a_joker_for_any_space_not_ones_own():
    state = turn(pawns=(T11, T11), tables={T11: (B, A, E, E, E)})
    state = play(state, "roll", "gold 6")
    assert state.legal_actions() == [Put(1), Put(3), Put(4), Put(5)]
    assert play(state, "put 1").spaces[T11] == (A, A, E, E, E)


def test_a_six_is_no_joker_where_a_space_takes_six():
    state = play(turn(tables={T1: (E, E, E, E, E, B)}), "roll", "gold 6")
    assert state.spaces[T1] == (E, E, E, E, E, A) and state.counters == (19, 20)


def test_moving_the_pawn_is_the_whole_turn():
    state = play(turn(), "move 5")
    assert state.pawns[A] == 4 and state.current_player() == B and state.counters == (20, 20)
    with pytest.raises(IllegalAction, match="already at table 1"):
        turn().apply("move 1")


# ----------------------------------------------------------------------------------------------- Mary Chip


def test_a_rolled_one_is_placed_then_mary_chip_advances_and_scores_the_table_she_reaches():
    state = play(turn(), "roll", "gold 1")
    assert state.mary == 1 and state.results[T1] == A  # A's counter on 1 won table 1's chip
    assert state.counters[A] == 20 and state.scorings[0].by_mary
    assert all(isinstance(a, Move) for a in state.legal_actions())  # B's pawn stands at the scored table


def test_mary_chip_skips_tables_already_scored():
    state = turn(results=(DISCARDED, B) + (OPEN,) * 12, pawns=(T3, T3))
    state = play(state, "roll", "gold 1")
    assert state.mary == 3 and state.results[T3] == A


def test_r30_a_rolled_one_moves_mary_chip_even_when_nothing_could_be_placed():
    state = turn(tables={T1: (A, E, E, E, E, E)})
    state = play(state, "roll", "gold 1")
    assert state.mary == 1 and state.results[T1] == A


def test_r30_a_rolled_one_that_fills_a_table_scores_it_then_mary_chip_advances():
    state = turn(pawns=(T7, T7), tables={T7: (E, B, B)})
    state = play(state, "roll", "gold 1")
    assert [(s.table, s.winner, s.by_mary) for s in state.scorings] == [(T7, B, False), (T1, DISCARDED, True)]
    assert state.mary == 1


def test_r29_a_good_luck_one_does_not_move_mary_chip():
    state = play(turn(), "luck 1 on 1")
    assert state.mary == 0 and state.spaces[T1][0] == A and state.phase is Phase.ROLLING


def test_r29_a_joker_on_a_space_taking_one_does_not_move_mary_chip():
    state = play(turn(pawns=(T11, T11)), "roll", "gold 6", "put 1")
    assert state.mary == 0 and state.spaces[T11][0] == A


# ----------------------------------------------------------------------------------------------- scoring


def test_the_most_counters_win_the_gold_chip_and_every_counter_goes_back():
    state = turn(tables={T1: (A, A, B, E, E, E)}, pawns=(T3, T3))
    state = play(state, "mary")
    assert state.results[T1] == A and state.scores() == [6, 0] and state.counters == (20, 20)
    assert state.current_player() == B  # the scoring ended the turn: no roll


def test_rulebook_example_a_tie_goes_to_the_counter_on_the_lowest_space():
    """Page 7, right: tied with two counters each, Pink (here A) holds the lowest space and wins the 6 chip."""
    state = turn(tables={T1: (A, B, B, E, A, E)}, pawns=(T3, T3))
    assert play(state, "mary").results[T1] == A


def test_rulebook_example_a_tie_on_equally_low_spaces_of_two_rows_discards_the_chip():
    """Page 7, left: Pink and Blue tie on equally low spaces of two rows; Green has too few to count."""
    state = turn(players=3, tables={T9: (A, B, C, B, A, E)}, pawns=(T11, T11, T11))
    state = state._with(mary=8, results=(DISCARDED,) * 8 + (OPEN,) * 6)
    state = play(state, "mary")
    assert state.results[T9] == DISCARDED and state.scores() == [0, 0, 0] and state.counters == (20, 20, 20)


def test_r35_a_table_reached_with_no_counters_loses_its_chip_and_the_mary_chip_card_is_followed_by_a_roll():
    state = play(turn(pawns=(T3, T3)), "mary")
    assert state.results[T1] == DISCARDED and state.mary == 1
    assert state.is_chance_node() and state.at == T3 and state.player == A


def test_a_table_is_scored_when_its_last_space_fills():
    state = turn(pawns=(T7, T7), tables={T7: (B, A, E)})
    state = play(state, "roll", "gold 5")
    assert state.results[T7] == A and state.counters == (20, 20)
    assert state.scorings[0].by_mary is False and state.mary == 0


def test_a_scoring_by_a_good_luck_card_ends_the_turn_without_a_roll():
    state = turn(pawns=(T7, T7), tables={T7: (A, A, E)})
    state = play(state, "luck 5 on 3")
    assert state.results[T7] == A and state.current_player() == B and state.phase is Phase.TURN


def test_a_pawn_at_a_scored_table_must_move():
    state = turn(results=(A,) + (OPEN,) * 13, mary=1)
    actions = state.legal_actions()
    assert actions == [Move(n) for n in range(2, 15)]
    with pytest.raises(IllegalAction, match="table 1 has been scored"):
        state.apply("roll")


# ----------------------------------------------------------------------------------------------- cards


def test_rulebook_example_good_luck_two_then_the_die():
    """Zilly Zocker plays Good Luck 2: a counter on space 2, the card is discarded, then she rolls."""
    state = play(turn(), "luck 2 on 2")
    assert state.spaces[T1][1] == A and state.cards[A][1] == 0 and state.is_chance_node()
    state = play(state, "gold 5")
    assert state.spaces[T1] == (E, A, E, E, A, E) and state.current_player() == B
    with pytest.raises(IllegalAction, match="Good Luck 2 already"):
        play(state, "roll", "gold 3").apply("luck 2 on 2")


def test_r31_a_good_luck_card_is_played_only_where_it_places_or_replaces():
    state = turn(tables={T1: (E, E, A, E, E, E)})
    assert not any(isinstance(a, GoodLuck) and a.value == 3 for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="R31"):
        state.apply("luck 3 on 3")


def test_front_man_rolls_for_another_unscored_table():
    state = play(turn(), "front 7", "gold 3")
    assert state.spaces[T7] == (E, A, E) and state.pawns[A] == T1 and state.cards[A][6] == 2
    with pytest.raises(IllegalAction, match="already at table 1"):
        turn().apply("front 1")
    with pytest.raises(IllegalAction, match="scored already"):
        turn(results=(OPEN, B) + (OPEN,) * 12).apply("front 2")


def test_r35_a_mary_chip_card_that_empties_the_players_own_table_ends_the_turn():
    state = play(turn(), "mary")
    assert state.results[T1] == DISCARDED and state.phase is Phase.TURN and state.current_player() == B


def test_the_mary_chip_card_scores_the_table_she_reaches_and_ends_the_turn():
    state = play(turn(pawns=(T3, T3), tables={T1: (B, E, E, E, E, E)}), "mary")
    assert state.mary == 1 and state.results[T1] == B and state.cards[A][MARY] == 0
    assert state.current_player() == B and state.phase is Phase.TURN
    with pytest.raises(IllegalAction, match="Mary Chip card already"):
        play(state, "move 5").apply("mary")


def test_only_one_card_is_played_before_the_roll():
    state = play(turn(), "front 3")
    assert state.is_chance_node() and state.legal_actions() == []


# ----------------------------------------------------------------------------------------------- out of counters


ALL_OF_A = {T6: (A,) * 14 + (E,), T1: (A,) * 5 + (E,), T3: (A, E, E, E)}
"""Twenty of A's counters on three tables, none full."""


def test_r32_without_counters_a_player_may_play_mary_chip_move_or_pass_but_not_roll():
    state = turn(tables=ALL_OF_A, pawns=(T3, T3))
    assert state.counters == (0, 20)
    actions = state.legal_actions()
    assert MaryCard() in actions and Pass() in actions and Roll() not in actions
    assert not any(isinstance(a, GoodLuck | FrontMan) for a in actions)
    with pytest.raises(IllegalAction, match="no counters left"):
        state.apply("roll")
    assert play(state, "pass").current_player() == B
    with pytest.raises(IllegalAction, match="only when you have no counters"):
        turn().apply("pass")


def test_r34_when_nobody_has_a_counter_the_player_to_move_may_roll_but_not_pass():
    all_of_b = {13: (B,) * 13 + (E,), 11: (B,) * 7 + (E,) * 4}
    no_mary = tuple(FULL_HAND[:MARY] + (0,) for _ in range(2))
    state = turn(tables=ALL_OF_A | all_of_b, pawns=(T3, T3), cards=no_mary)
    assert state.counters == (0, 0) and state.stalled()
    assert Roll() in state.legal_actions() and Pass() not in state.legal_actions()
    after = play(state, "roll", "gold 1")
    assert after.mary == 1 and after.results[T1] == A and after.counters == (5, 0)
    with pytest.raises(IllegalAction, match="R34"):
        state.apply("pass")
    holding_mary = state._with(cards=(FULL_HAND, FULL_HAND))
    assert {Roll(), MaryCard()} <= set(holding_mary.legal_actions()) and Pass() not in holding_mary.legal_actions()


# ----------------------------------------------------------------------------------------------- the end (R27)


def test_the_game_ends_when_every_table_is_scored_and_most_gold_wins():
    state = turn(results=(A,) * 13 + (OPEN,), mary=13, pawns=(13, 13))
    state = play(state, "roll", "gold 1", "put 1")
    assert state.is_terminal() and state.results[13] == A and state.winners() == [A]
    assert state.scores() == [GOLD, 0] and state.legal_actions() == []


def test_r27_equal_gold_goes_to_more_chips_then_is_shared():
    # A: tables 1 and 4 (6 + 12 = 18); B: tables 6 and 7 (15 + 3 = 18) -> equal gold, equal chips: shared
    results = [DISCARDED] * 14
    results[0] = results[3] = A
    results[5] = results[6] = B
    over = turn(results=tuple(results), mary=14, phase=Phase.OVER)
    assert over.scores() == [18, 18] and over.winners() == [A, B] and over.returns() == [0.5, 0.5]
    # A: tables 1, 3, 7 (6 + 4 + 3 = 13, three chips); B: table 10 (13, one chip)
    results = [DISCARDED] * 14
    results[0] = results[2] = results[6] = A
    results[9] = B
    over = turn(results=tuple(results), mary=14, phase=Phase.OVER)
    assert over.scores() == [13, 13] and over.winners() == [A]


# ----------------------------------------------------------------------------------------------- the dice duel (R33)


def test_beats_is_the_rulebooks_circle():
    assert beats(2, 1) and beats(3, 2) and beats(1, 3)
    assert not beats(1, 2) and not beats(2, 3) and not beats(3, 1) and not beats(2, 2)


def duel_start(then_roll=False) -> KniziaState:
    """Rulebook example: Harry Gambler (A) plays Good Luck 2 onto B's counter on space 2 of table 1."""
    state = turn(rules="knizia-duel", tables={T1: (E, B, E, E, E, E)})
    state = play(state, "luck 2 on 2" if then_roll else "roll")
    return state if then_roll else play(state, "gold 2")


@pytest.mark.parametrize(
    "attack, defend, holder",
    [
        (1, 2, B),  # 2H beats 1H: the defender stays, the challenger's counter goes back
        (2, 1, A),  # the challenger wins: the defender's counter goes back
        (3, 2, A),
        (1, 3, A),
        (1, 1, EMPTY),  # 1H tie: both counters go, the space is free again
        (2, 2, EMPTY),
        (3, 3, B),  # 3H tie: the defender keeps the space
    ],
)
def test_rulebook_duel_outcomes(attack, defend, holder):
    state = duel_start(then_roll=True)
    assert state.phase is Phase.DUEL and state.current_player() == A
    state = play(state, DuelHand(attack))
    assert state.current_player() == B
    state = play(state, DuelHand(defend))
    assert state.spaces[T1][1] == holder
    assert state.counters == (20 - (holder == A), 20 - (holder == B))
    assert state.phase is Phase.ROLLING and state.player == A  # the Good Luck card's roll follows the duel


def test_a_duel_challengers_choice_is_in_no_observation_and_is_drawn_anew_for_the_defender():
    state = play(duel_start(), "duel 3")
    view = state.observation()
    assert view["duel"]["chosen"] == [True, False] and "3" not in str(view["duel"].get("hands", ""))
    drawn = {state.determinised(B, random.Random(seed)).duel.hands[0] for seed in range(40)}
    assert drawn == {1, 2, 3}
    assert state.determinised(A, random.Random(0)) is state


def test_r33_a_joker_that_replaces_starts_a_duel_and_a_rolled_one_duel_then_moves_mary_chip():
    state = turn(rules="knizia-duel", pawns=(T11, T11), tables={T11: (B, B, B, B, E)})
    state = play(state, "roll", "gold 6", "put 2")
    assert state.phase is Phase.DUEL and state.duel.space == 1
    state = turn(rules="knizia-duel", tables={T1: (B, E, E, E, E, E)}, pawns=(T1, T1))
    state = play(state, "roll", "gold 1", "duel 2", "duel 1")
    assert state.results[T1] == A and state.mary == 1  # won the duel, then Mary Chip scored table 1


def test_the_base_game_replaces_without_a_duel():
    state = play(turn(tables={T1: (E, B, E, E, E, E)}), "luck 2 on 2")
    assert state.spaces[T1][1] == A and state.counters == (19, 20) and state.phase is Phase.ROLLING


# ----------------------------------------------------------------------------------------------- texts and saves


@pytest.mark.parametrize(
    "text",
    ["pawn 14", "move 3", "roll", "luck 6 on 12", "front 2", "mary", "put 15", "pass", "duel 3", "gold 1"],
)
def test_every_action_reads_back_from_its_text(text):
    assert str(Action.parse(text)) == text


@pytest.mark.parametrize(
    "text", ["pawn 15", "pawn ²", "move 0", "luck 7 on 2", "luck 2 2", "luck 2 on 99", "put", "duel 4", "gold 7"]
)
def test_a_malformed_action_text_is_invalid(text):
    with pytest.raises(InvalidAction):
        Action.parse(text)


def test_actions_out_of_phase_are_refused_with_a_reason():
    with pytest.raises(IllegalAction, match="pawn"):
        Game("knizia", 2).new_initial_state().apply("roll")
    with pytest.raises(IllegalAction, match="duel"):
        duel_start().apply("roll")
    with pytest.raises(IllegalAction, match="gold die"):
        turn().apply("roll").apply("roll")
    with pytest.raises(IllegalAction, match="cannot take your 2"):
        play(turn(pawns=(T9, T9)), "roll", "gold 2").apply("put 2")


def test_states_of_every_phase_survive_a_save_and_an_observation():
    seen = set()
    for seed in range(30):
        rng = random.Random(seed)
        state = Game("knizia-duel", 3).new_initial_state()
        while not state.is_terminal():
            seen.add(state.phase)
            assert load_state(state.to_json()) == state
            if not state.is_chance_node() and not (state.duel and state.duel.hands[0]):
                assert state_from_observation(state.observation()) == state
            action = state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions())
            state = state.apply(action)
    assert seen == set(Phase) - {Phase.OVER}


@pytest.mark.parametrize(
    "spoil, message",
    [
        (lambda d: d["counters"].__setitem__(0, 19), "counters in all"),
        (lambda d: d["spaces"][0].__setitem__(0, 5), "owner of a space"),
        (lambda d: d.update(mary=3), "before her"),
        (lambda d: d["results"].__setitem__(2, 0), "scored but still holds|counters in all|before her"),
        (lambda d: d["cards"][1].__setitem__(6, 4), "number of a card"),
        (lambda d: d.update(phase="over"), "every table is scored"),
        (lambda d: d.update(spaces="none"), "must be a list"),
    ],
)
def test_a_tampered_save_is_refused_with_what_is_wrong(spoil, message):
    state = play(turn(players=2, tables={T3: (A, B, E, E)}), "roll", "gold 4")
    data = state.to_json()
    spoil(data)
    with pytest.raises(InvalidState, match=message):
        load_state(data)
