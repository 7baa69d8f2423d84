"""Las Vegas Royale, main game (docs/rules.md §3, R12-R24; Royale rulebook "main game"): every tile, from the rulebook's
words and examples, with the edge cases of R23, and the game options.

Tiles are forced onto casinos with the ``force`` option, so each test sees exactly the tile it is about.
The deal is ``ROYALE_DEAL``: casino 1 holds 30+30, 2 40+30, 3 70+30, 4 80+50, 5 90+60, 6 100+90.
"""

import json
import random
from fractions import Fraction

import pytest

from tests.engine.helpers import ROYALE_DEAL, play, royale_roll
from vegas import CHANCE, Game, IllegalAction, InvalidGame, InvalidState
from vegas.core.record import load_state
from vegas.games.lasvegas.state import Phase

ANNA, BENNO, CARLA = 0, 1, 2


def tiles_dealt(force: dict[int, str], players: int = 3, tiles: int | None = None, **options):
    """A ``royale`` game with ``force`` faces laid on their casinos, dealt with ``ROYALE_DEAL``."""
    count = max(force, default=0) if tiles is None else tiles
    game = Game("royale", players, options={"force": force, "tiles": count, **options})
    return play(game.new_initial_state(), *ROYALE_DEAL)


def place(state, value: int, small: int = 1, big: bool = False):
    """The player to move rolls ``small`` small dice (and the Biggy if ``big``) showing ``value`` and places them."""
    state = play(state, "roll")
    return play(state, royale_roll(state, value, small, big), f"place {value}")


def all_in(state, value: int):
    """The player to move rolls every die left showing ``value`` and places them all."""
    small, big = state.supplies[state.player]
    return place(state, value, small, bool(big))


def finish_round(state, value: int = 6):
    """Every seat places all its dice left on ``value`` (a casino without a tile) until the round ends."""
    start = state.round
    while state.round == start and not state.is_terminal() and state.phase is not Phase.DEAL:
        state = all_in(state, value)
    return state


def legal(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


# --- setup and options -------------------------------------------------------------------------------


def test_three_faces_of_different_tiles_lie_on_casinos_1_to_3_each_round():
    state = play(Game("royale", 3).new_initial_state(), *ROYALE_DEAL)
    assert state.current_player() == CHANCE and state.phase is Phase.EFFECT
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 16 and sum(p for _, p in outcomes) == 1
    state = play(state, "tile 1 D2")
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 14 and all(str(a)[-2] != "D" for a, _ in outcomes)  # not the other side of D
    assert dict((str(a), p) for a, p in outcomes)["tile 2 A1"] == Fraction(1, 14)
    with pytest.raises(IllegalAction, match="tile face is being drawn"):
        state.apply("tile 2 D1")
    state = play(state, "tile 2 A1", "tile 3 H2")
    assert state.tiles == ("D2", "A1", "H2", "", "", "")
    assert state.current_player() == ANNA and state.phase is Phase.TURN


def test_the_variant_lays_0_to_6_tiles_from_casino_1_up():
    assert tiles_dealt({}, tiles=0).tiles == ("",) * 6
    state = play(Game("royale", 2, options={"tiles": 6}).new_initial_state(), *ROYALE_DEAL)
    for _ in range(6):  # one draw per casino
        state = play(state, str(state.chance_outcomes()[0][0]))
    assert all(state.tiles) and len({face[0] for face in state.tiles}) == 6


def test_no_repeat_never_lays_a_face_twice_in_a_game():
    game = Game("royale", 3, options={"tiles": 4, "no_repeat": True})
    seen = []
    state = play(game.new_initial_state(), *ROYALE_DEAL)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = outcomes[-1][0]  # always the last face offered: a repeat would be offered if allowed
            if str(action).startswith("tile"):
                assert str(action).split()[2] not in seen
                seen.append(str(action).split()[2])
        else:
            action = state.legal_actions()[0]
        state = state.apply(action)
    assert len(seen) == 12 and len(set(seen)) == 12


@pytest.mark.parametrize(
    "options, message",
    [
        ({"tiles": 7}, "0-6"),
        ({"tiles": "3"}, "0-6"),
        ({"colour": "red"}, "unknown option 'colour'"),
        ({"force": {1: "Z1"}}, "no tile face 'Z1'"),
        ({"force": {4: "A1"}}, "casino 4 has no tile"),
        ({"force": {1: "A1", 2: "A2"}}, "different tiles"),
        ({"no_repeat": True, "tiles": 5}, "at most 4 tiles"),
        ({"no_repeat": "yes"}, "true or false"),
        ({"no_repeat": True, "force": {1: "A1"}}, "cannot be combined"),
    ],
)
def test_impossible_options_are_refused_with_what_is_wrong(options, message):
    with pytest.raises(InvalidGame, match=message):
        Game("royale", 3, options=options)


def test_other_rule_sets_take_no_options():
    with pytest.raises(InvalidGame, match="has no options"):
        Game("royale-basic", 3, options={"tiles": 2})


def test_options_are_normalised_and_saved_with_the_game():
    game = Game("royale", 3, options={"force": {"1": "d2"}, "tiles": 2})
    assert game == Game("royale", 3, options={"tiles": 2, "force": {1: "D2"}, "no_repeat": False})
    assert game.to_json()["options"] == {"tiles": 2, "no_repeat": False, "force": {1: "D2"}}
    assert Game.from_json(json.loads(json.dumps(game.to_json()))) == game
    assert Game("royale", 3).option("tiles") == 3
    assert "options" not in Game("classic", 3).to_json()  # older saves stay as they were


# --- A1 LUCKY PUNCH ------------------------------------------------------------------------------------


def test_a1_lucky_punch_the_left_neighbour_guesses_the_hidden_tokens():
    state = place(tiles_dealt({1: "A1"}), 1)
    assert state.current_player() == ANNA and legal(state) == ["hide 1", "hide 2", "hide 3"]
    state = play(state, "hide 2")
    assert state.current_player() == BENNO  # the guesser acts though it is Anna's turn
    assert legal(state) == ["guess 1", "guess 2", "guess 3"]
    step = state.observation()["step"]
    assert step == {"kind": "guess", "seat": BENNO, "casino": 1, "for": "Anna", "tile": "LUCKY PUNCH"}
    right = play(state, "guess 2")
    assert right.bank[ANNA] == () and right.chips[ANNA] == 2
    assert right.current_player() == BENNO and right.phase is Phase.TURN  # now Benno's own turn
    assert play(state, "guess 3").bank[ANNA] == (30,)


@pytest.mark.parametrize("held, chips, bank", [(1, 4, ()), (2, 2, (30,)), (3, 2, (40,))])
def test_a1_r13_a_wrong_guess_pays_by_tokens_held(held, chips, bank):
    state = play(place(tiles_dealt({1: "A1"}), 1), f"hide {held}", f"guess {held % 3 + 1}")
    assert state.chips[ANNA] == chips and state.bank[ANNA] == bank
    assert state.scores()[ANNA] == 10 * chips + sum(bank)


def test_a1_with_two_players_the_other_player_guesses():
    state = play(Game("royale", 2, options={"force": {1: "A1"}, "tiles": 1}).new_initial_state(), *ROYALE_DEAL)
    state = play(state, "dice 2n 2n 2n 3n 3n 4n 5n 6nB")  # the neutral dice, none on casino 1
    state = play(place(state, 1), "hide 1")
    assert state.current_player() == BENNO


# --- A2 JACKPOT ----------------------------------------------------------------------------------------


def test_a2_jackpot_pays_the_counter_on_a_seven_or_a_double_else_it_climbs_to_80():
    state = place(tiles_dealt({1: "A2"}), 1)
    assert state.is_chance_node()
    outcomes = dict((str(a), p) for a, p in state.chance_outcomes())
    assert len(outcomes) == 21 and sum(outcomes.values()) == 1 and outcomes["black 3 4"] == Fraction(2, 36)
    assert play(state, "black 3 4").bank[ANNA] == (30,)
    assert play(state, "black 2 2").bank[ANNA] == (30,)
    state = play(state, "black 1 2")
    assert state.bank[ANNA] == () and state.board.jackpot == 40
    for expected in (50, 60, 70, 80, 80):  # misses, one player after another
        state = play(place(state, 1), "black 1 2")
        assert state.board.jackpot == expected
    state = play(place(state, 1), "black 6 6")  # Anna's turn again: a double
    assert state.bank[ANNA] == (80,) and state.board.jackpot == 30


# --- B1 PRIME TIME -------------------------------------------------------------------------------------


def test_b1_prime_time_the_winner_places_black_dice_that_count_as_theirs():
    """R14: placed before tie removal; Benno's single die in casino 2 is tied by Anna's black die."""
    state = all_in(tiles_dealt({1: "B1"}), 1)  # Anna: 9 in casino 1
    state = place(state, 2, 1)  # Benno: 1 die in casino 2
    state = all_in(state, 4)  # Carla: all in casino 4
    state = all_in(state, 2)  # Benno: the rest in casino 2 too, now 8
    assert state.round == 1 and state.is_chance_node() and state.steps[0].kind == "prime-roll"
    state = play(state, "black 3 4")
    assert state.current_player() == ANNA
    assert legal(state) == ["place-black none", "place-black 3", "place-black 4", "place-black 3 4"]
    state = play(state, "place-black 3 4")
    assert state.round == 2
    assert state.last_payout[2].awards == ((ANNA, (70,)),)  # casino 3: Anna's black die alone
    assert state.last_payout[3].awards == ((CARLA, (80,)), (ANNA, (50,)))  # casino 4: runner-up


def test_b1_black_dice_tie_an_owner_away():
    state = place(tiles_dealt({1: "B1"}), 1, 3)  # Anna 3 in casino 1
    state = place(state, 2, 1)  # Benno 1 in casino 2
    state = all_in(state, 5)  # Carla: all in casino 5
    state = all_in(state, 4)  # Anna: the rest in casino 4
    state = all_in(state, 6)  # Benno: the rest in casino 6
    state = play(state, "black 2 2", "place-black 2")
    assert state.last_payout[1].removed == (ANNA, BENNO) and state.last_payout[1].awards == ()


def test_b1_r23_nothing_when_no_player_is_about_to_take_the_higher_card():
    state = all_in(tiles_dealt({1: "B1"}), 2)
    state = all_in(state, 3)
    state = all_in(state, 4)
    assert state.round == 2 and state.phase is Phase.DEAL  # casino 1 was empty: no roll, no decision


# --- B2 FIFTY FIFTY ------------------------------------------------------------------------------------


def test_b2_fifty_fifty_stop_at_zero_gives_nothing():
    state = play(place(tiles_dealt({1: "B2"}), 1), "black 2 3")
    assert legal(state) == ["stop", "bet higher", "bet lower"] and state.observation()["step"]["values"] == [1, 5]
    state = play(state, "stop")
    assert state.bank[ANNA] == () and state.chips[ANNA] == 2 and state.current_player() == BENNO


def test_b2_a_won_bet_moves_the_counter_on_a_lost_or_equal_one_ends_with_nothing():
    state = play(place(tiles_dealt({1: "B2"}), 1), "black 2 3")  # 5, counter on $0
    won = play(state, "bet higher", "black 3 4")  # 7 > 5: counter on 1 chip
    assert play(won, "stop").chips[ANNA] == 3
    assert play(won, "bet lower", "black 1 2", "stop").bank[ANNA] == (30,)  # 3 < 7: counter on 30
    lost = play(state, "bet higher", "black 1 2")
    assert lost.chips[ANNA] == 2 and lost.bank[ANNA] == () and lost.current_player() == BENNO
    same = play(state, "bet lower", "black 1 4")  # 5 again: a lost bet
    assert same.bank[ANNA] == () and same.current_player() == BENNO


def test_b2_on_60_the_player_must_stop():
    state = play(place(tiles_dealt({1: "B2"}), 1), "black 1 1")
    for dice in ("black 1 2", "black 2 2", "black 2 3", "black 3 3"):  # 2 < 3 < 4 < 5 < 6
        state = play(state, "bet higher", dice)
    assert state.bank[ANNA] == (60,) and state.current_player() == BENNO


# --- C1 HIGH FIVE --------------------------------------------------------------------------------------


def test_c1_high_five_the_first_player_with_five_dice_takes_the_token_and_100_at_payout():
    """R16: the token stays with its taker even when a tie later removes their dice."""
    state = place(tiles_dealt({1: "C1"}), 1, 4)  # Anna 4: not yet
    assert state.board.high_five == -1
    state = place(state, 1, 3, big=True)  # Benno 3 + Biggy = 5
    assert state.board.high_five == BENNO
    state = place(state, 2, 1)  # Carla elsewhere
    state = place(state, 1, 1)  # Anna 5 now, too late: the token is gone (R23)
    assert state.board.high_five == BENNO
    state = finish_round(state)
    assert state.round == 2 and state.last_payout[0].removed == (ANNA, BENNO)
    assert state.bank[BENNO] == (100,) and state.bank[ANNA] == ()


# --- C2 BAD LUCK ---------------------------------------------------------------------------------------


def test_c2_bad_luck_the_fewest_dice_pay_50_cash_first_then_chips():
    """Zero counts included; Benno has 40 in cash, pays it and one chip; his cash is 0, so he counts no cards."""
    state = all_in(tiles_dealt({1: "C2"}), 1)  # Anna 9 in casino 1
    state = all_in(state, 2)  # Benno alone in casino 2: 40
    state = all_in(state, 4)  # Carla alone in casino 4: 80
    assert state.round == 2 and state.phase is Phase.DEAL
    assert state.won == ((30,), (40,), (80,))
    assert state.bank_paid == (0, 40, 50) and state.chips == (2, 1, 2)
    assert state.scores() == [50, 10, 50]
    assert state._tiebreak(BENNO) == 1 and state._tiebreak(CARLA) == 1 + 2  # Benno: chips only


def test_c2_counts_before_tie_removal():
    state = place(tiles_dealt({1: "C2"}), 1, 3)  # Anna 3
    state = place(state, 1, 3)  # Benno 3: tied with Anna, both removed at payout
    state = place(state, 1, 1)  # Carla 1: the fewest, though the only one left at payout
    state = finish_round(state)
    assert state.last_payout[0].awards == ((CARLA, (30,)),)
    assert state.bank_paid[CARLA] == 50 and state.bank_paid[ANNA] == state.bank_paid[BENNO] == 0


def test_c2_r12_never_below_zero_chips_pay_what_cash_cannot():
    """Benno and Carla sit out once (1 chip left each), then tie in casino 3: no cash, 1 chip for 50 owed."""
    state = all_in(tiles_dealt({1: "C2"}), 1)  # Anna: 9 dice in casino 1
    for _ in ("Benno", "Carla"):
        state = play(state, "roll", royale_roll(state, 6, 7, True), "sit-out")
    state = all_in(all_in(state, 3), 3)  # Benno and Carla tie in casino 3: no money for either
    assert state.round == 2
    assert state.chips[BENNO] == state.chips[CARLA] == 0 and state.chips_lost[BENNO] == 1
    assert state.bank_paid[BENNO] == 0 and state.scores()[BENNO] == 0


# --- D1 PAY DAY ----------------------------------------------------------------------------------------


def test_d1_pay_day_counts_casinos_with_own_dice():
    state = place(tiles_dealt({1: "D1"}), 1)
    assert state.chips[ANNA] == 3  # 1 casino: 1 chip
    state = place(place(state, 5), 5)  # Benno and Carla elsewhere
    state = place(state, 4)
    state = place(place(state, 5), 5)
    state = place(state, 6)
    state = place(place(state, 5), 5)
    state = place(state, 1)  # casinos 1, 4, 6: 30
    assert state.bank[ANNA] == (30,) and state.chips[ANNA] == 3


# --- D2 POWER PLAY and F1 BLOCK IT! --------------------------------------------------------------------


def power_play_example():
    """Rulebook: casino 2 (POWER PLAY) holds 1 blue (Anna), 1 yellow (Benno) and 2 red (Carla) dice."""
    state = place(tiles_dealt({1: "F1", 2: "D2"}), 2)  # Anna 1: a majority, she takes the token
    assert state.board.power == ANNA and state.board.power_ready
    state = place(state, 2)  # Benno 1: no majority, the token returns to the tile
    assert state.board.power == -1
    return place(state, 2, 2)  # Carla 2: hers


def test_d2_f1_rulebook_example_two_blank_dice_send_the_power_play_token_back():
    state = power_play_example()
    assert state.board.power == CARLA
    state = place(state, 1)  # Anna activates BLOCK IT!
    assert legal(state)[:3] == ["block none", "block 1 1", "block 1 2"] and len(legal(state)) == 1 + 3 * 6
    state = play(state, "block 2 2")
    assert state.casinos[1].dice == (1, 1, 2, 2) and state.board.clusters == (1, 1, 2, 3)
    assert state.board.power == -1  # the red player must return the token at once
    assert state.payout_preview()[1].awards == ()  # if casino 2 stays that way, nobody wins money there


def test_d2_on_the_next_turn_the_holder_may_set_a_die_instead_of_rolling():
    state = power_play_example()
    state = place(state, 5)  # Anna
    state = place(state, 5)  # Benno
    assert "power 3" in legal(state) and "power 3B" in legal(state) and legal(state)[0] == "roll"
    state = play(state, "power 3")  # no roll: one die set to 3 and placed (casino 3 has no tile)
    assert state.casinos[2].dice[CARLA] == 1 and state.current_player() == ANNA
    assert not state.board.power_ready


def test_d2_the_power_play_die_activates_its_casino():
    state = power_play_example()
    state = place(place(state, 5), 5)
    state = play(state, "power 1B")  # Carla's Biggy onto casino 1: BLOCK IT! acts for her
    assert state.current_player() == CARLA and state.biggy[CARLA] == 1 and legal(state)[0] == "block none"


def test_d2_rolling_forgoes_the_token_for_good():
    state = place(place(power_play_example(), 5), 5)
    state = place(state, 4)  # Carla rolls instead
    state = place(place(state, 5), 5)
    assert legal(state) == ["roll"] and state.board.power == CARLA


# --- E1 NO ENTRY! --------------------------------------------------------------------------------------


def test_e1_no_entry_closes_a_casino_to_every_die():
    state = place(tiles_dealt({1: "E1"}), 1)
    assert legal(state) == ["close 2", "close 3", "close 4", "close 5", "close 6"]  # the first time: must
    state = play(state, "close 3")
    assert state.board.no_entry == 3 and state.chips[ANNA] == 2  # R17: the first space has no reward
    assert state.observation()["casinos"][2]["closed"]
    state = play(state, "roll", "dice 3 3 5 5 5 5 5 3B")
    assert legal(state) == ["place 5", "sit-out"]
    with pytest.raises(IllegalAction, match="casino 3 is closed"):
        state.apply("place 3")
    state = play(state, "place 5", "roll", "dice 3 3 3 3 3 3 3 3B")
    assert legal(state) == ["pass", "sit-out"]  # no legal value: the turn passes, the dice stay
    state = play(state, "pass")
    assert state.current_player() == ANNA and state.supplies[CARLA] == (7, 1)


def test_e1_moving_the_token_advances_the_counter_not_moving_gives_nothing():
    """R17: start → — → 2 chips → — → 30 → — → 1 chip → start."""
    state = play(place(tiles_dealt({1: "E1"}), 1), "close 3")
    state = place(state, 1)  # Benno
    assert legal(state)[0] == "close none" and "close 3" not in legal(state)
    state = play(state, "close 4")
    assert state.board.no_entry == 4 and state.chips[BENNO] == 4
    state = play(place(state, 1), "close none")  # Carla leaves it: no move, no reward
    assert state.board.no_entry == 4 and state.chips[CARLA] == 2 and state.board.no_entry_track == 2
    state = play(place(state, 1), "close 2")
    assert state.chips[ANNA] == 2 and state.bank[ANNA] == ()
    state = play(place(state, 1), "close 3")
    assert state.bank[BENNO] == (30,)


# --- E2 KNOCKOUT? --------------------------------------------------------------------------------------


def test_e2_knockout_each_opponent_puts_a_die_in_the_bar_in_turn_order():
    state = place(tiles_dealt({1: "E2"}), 1)
    assert state.current_player() == BENNO and legal(state) == ["to-bar small", "to-bar biggy"]
    state = play(state, "to-bar biggy")
    assert state.current_player() == CARLA
    state = play(state, "to-bar small")
    assert state.board.bar == ((), (2,), (1,)) and state.biggy[BENNO] == 7  # 7: in the bar
    assert state.supplies[BENNO] == (7, 0) and state.current_player() == BENNO and state.phase is Phase.TURN
    state = place(state, 1)  # Benno: his Biggy comes back, Anna and Carla put dice in
    assert state.supplies[BENNO] == (6, 1) and state.board.bar[BENNO] == ()
    state = play(state, "to-bar small", "to-bar small")
    assert state.board.bar == ((1,), (), (1, 1))
    state = place(state, 1)  # Carla: only Anna (1 in the bar) puts another; Benno too
    assert state.current_player() == ANNA
    state = play(state, "to-bar biggy", "to-bar small")  # the Biggy counts as one die in the bar
    assert state.board.bar[ANNA] == (1, 2) and state.board.bar[CARLA] == ()
    state = place(state, 1)  # Anna activates it: her two dice come back from the bar
    assert state.board.bar[ANNA] == () and state.supplies[ANNA][1] == 1


def test_e2_r23_an_opponent_with_two_in_the_bar_or_no_dice_left_is_skipped():
    state = place(tiles_dealt({1: "E2"}), 1)
    state = play(state, "to-bar small", "to-bar small")
    state = all_in(state, 5)  # Benno places everything left
    state = place(state, 1)  # Carla: Anna puts a die in; Benno has none left
    assert state.current_player() == ANNA
    state = play(state, "to-bar small")
    assert state.current_player() == ANNA and state.phase is Phase.TURN


def test_e2_dice_in_the_bar_do_not_count_and_come_back_at_round_end():
    state = place(tiles_dealt({1: "E2"}), 1)
    state = play(state, "to-bar small", "to-bar small")
    state = finish_round(state)
    assert state.round == 2 and state.supplies == ((7, 1),) * 3 and state.board.bar == ((), (), ())


# --- F1 BLOCK IT! and the blank owner --------------------------------------------------------------------


def test_f1_block_it_blank_dice_score_as_their_own_owner_not_the_neutral_one():
    game = Game("royale", 2, options={"force": {1: "F1"}, "tiles": 1})
    state = play(game.new_initial_state(), *ROYALE_DEAL, "dice 5n 5n 2n 2n 2n 2n 2n 6nB")
    assert state.casinos[4].dice == (0, 0, 2, 0)  # owners: Anna, Benno, neutral, blank
    state = play(place(state, 1), "block 2 5")
    assert state.casinos[4].dice == (0, 0, 2, 2)
    assert state.payout_preview()[4].removed == (2, 3)  # neutral and blank tie each other
    assert state.observation()["casinos"][4]["dice"] == {"neutral": 2, "blank": 2}
    state = play(place(state, 1), "block 3 1")
    assert state.board.clusters == (1, 1, 2)


def test_f1_r23_no_cluster_left_means_no_decision():
    state = tiles_dealt({1: "F1"})
    for cluster in ("1 4", "1 4", "2 4", "2 4", "3 4"):
        state = play(place(state, 1), f"block {cluster}")
    assert state.board.clusters == () and state.casinos[3].dice[3] == 9
    state = place(state, 1)
    assert state.phase is Phase.TURN  # nothing to take: the turn simply passes


# --- F2 HANDICAP ---------------------------------------------------------------------------------------


def test_f2_handicap_setup_and_rewards():
    state = tiles_dealt({1: "F2"})
    assert [c.dice[3] for c in state.casinos] == [1, 1, 1, 2, 2, 2]
    state = place(state, 1)
    assert legal(state)[:4] == ["handicap none", "handicap 1 chip", "handicap 1 30", "handicap 1 choice"]
    state = play(state, "handicap 4 chip")
    assert state.chips[ANNA] == 3 and state.casinos[3].dice[3] == 1 and state.board.handicap == (1, 0, 0)
    state = play(place(state, 1), "handicap 5 30")
    assert state.bank[BENNO] == (30,)
    state = play(place(state, 1), "handicap 6 choice")
    assert state.current_player() == CARLA and "set 4" in legal(state) and "take-back 1" in legal(state)
    state = play(state, "set 3")  # placed without activating (casino 3 has no tile anyway)
    assert state.casinos[2].dice[CARLA] == 1 and state.current_player() == ANNA


def test_f2_take_back_returns_a_die_and_full_spaces_are_not_offered():
    state = play(place(tiles_dealt({1: "F2"}), 1), "handicap 1 choice", "take-back 1")
    assert state.casinos[0].dice[ANNA] == 0 and state.supplies[ANNA] == (7, 1)
    for source in (4, 5):
        state = play(place(state, 1), f"handicap {source} chip")
    assert not any(a.endswith("chip") for a in legal(place(state, 1)))


def test_f2_set_places_without_activating():
    state = tiles_dealt({1: "F2", 2: "D1"})
    state = play(place(state, 1), "handicap 1 choice", "set 2")
    assert state.casinos[1].dice[ANNA] == 1 and state.chips[ANNA] == 2  # PAY DAY did not act


# --- G1 BLACK BOX --------------------------------------------------------------------------------------


def black_box_round():
    state = all_in(tiles_dealt({1: "G1"}), 1)
    return all_in(all_in(state, 2), 4)


def test_g1_black_box_the_left_neighbour_splits_the_winner_picks_face_down():
    state = black_box_round()
    assert state.current_player() == BENNO and state.steps[0].kind == "split"
    assert len(legal(state)) == 22  # first piles of 1-5 tokens: 3+3, 4+2 or 5+1
    state = play(state, "split chips 60")
    assert state.current_player() == ANNA and legal(state) == ["pick 1", "pick 2"]
    step = state.observation()["step"]
    assert step["piles"] == [2, 4] and "values" not in step  # the sizes show, the tokens do not
    first = play(state, "pick 1")
    assert first.bank[ANNA] == (60,) and first.chips[ANNA] == 4
    second = play(state, "pick 2")
    assert second.bank[ANNA] == () and second.chips[ANNA] == 4  # the other 2 chips and three blanks


def test_g1_r19_the_best_pile_is_60_and_four_chips():
    state = play(black_box_round(), "split 60 chips chips", "pick 1")
    assert state.bank[ANNA] == (60,) and state.chips[ANNA] == 2 + 4
    assert state.scores()[ANNA] == 30 + 60 + 60  # "$100,000" with chips at 10


# --- G2 DOUBLE DOWN ------------------------------------------------------------------------------------


def test_g2_double_down_the_tile_pays_like_a_casino():
    state = place(tiles_dealt({1: "G2"}), 1, 3)
    assert legal(state) == ["double-down 0", "double-down 1", "double-down 2", "double-down 3"]
    state = play(state, "double-down 2")
    assert state.casinos[0].dice[ANNA] == 1 and state.board.double_down == (2, 0, 0)
    state = play(place(state, 1, 2, big=True), "double-down 1 B")
    assert state.board.double_down == (2, 3, 0) and state.biggy[BENNO] == 8
    state = finish_round(state)
    assert state.bank[BENNO] == (60,) and state.bank[ANNA] == (30,)
    assert state.last_payout[0].removed == (ANNA, BENNO)  # the dice left in casino 1 (1 each) tie there


def test_bonus_preview_is_what_the_tiles_would_pay_if_the_round_ended_now():
    """DOUBLE DOWN (Benno 3 on the tile, Anna 2) and BAD LUCK on casino 2 (the fewest dice there pay 50)."""
    state = place(tiles_dealt({1: "G2", 2: "C2"}), 1, 3)
    state = play(play(state, "double-down 2"), "roll")
    state = play(state, royale_roll(state, 1, 2, True), "place 1", "double-down 1 B")
    assert state.bonus_preview() == [30 - 50, 60 - 50, -50]  # nobody has a die on casino 2 yet
    state = place(place(state, 2, 1), 2, 1)
    assert state.bonus_preview() == [30, 60 - 50, 0]  # Carla and Anna placed there, Benno has fewest


def test_g2_a_tie_on_the_tile_pays_nothing():
    state = play(place(tiles_dealt({1: "G2"}), 1, 2), "double-down 2")
    state = play(place(state, 1, 2), "double-down 2")
    state = finish_round(state)
    assert state.bank == ((), (), ())


# --- H1 NICE DICE --------------------------------------------------------------------------------------


def test_h1_nice_dice_a_die_just_rolled_or_placed_goes_onto_its_space():
    state = play(tiles_dealt({1: "H1"}), "roll", "dice 1 1 3 5 5 5 6 2B", "place 1")
    assert legal(state) == [
        "nice-dice none",
        "nice-dice 1",
        "nice-dice 3",
        "nice-dice 5",
        "nice-dice 6",
        "nice-dice 2B",
    ]
    state = play(state, "nice-dice 5")  # a die rolled but not placed: it leaves the supply
    assert state.supplies[ANNA] == (4, 1) and state.board.nice[4] == (ANNA, 1)
    state = play(state, "roll", "dice 1 5 6 6 6 6 6 6B", "place 1", "nice-dice 5")
    assert state.board.nice[4] == (BENNO, 1) and state.casinos[4].dice[ANNA] == 1  # Anna's die to casino 5
    state = finish_round(state)
    assert state.bank[BENNO] == (50,) and state.bank[ANNA] == ()


def test_h1_the_die_placed_here_can_go_onto_the_tile():
    state = play(tiles_dealt({1: "H1"}), "roll", "dice 1 1 3 5 5 5 6 2B", "place 1", "nice-dice 1")
    assert state.casinos[0].dice[ANNA] == 1 and state.board.nice[0] == (ANNA, 1)
    state = finish_round(state)
    assert state.chips[ANNA] == 3  # space 1: 1 chip


# --- H2 MY CHOICE --------------------------------------------------------------------------------------


@pytest.mark.parametrize("dice, choice, chips, bank", [("1 3", 1, 3, ()), ("2 6", 2, 4, ()), ("3 3", 3, 2, (30,))])
def test_h2_my_choice_plain_rewards(dice, choice, chips, bank):
    state = play(place(tiles_dealt({1: "H2"}), 1), f"black {dice}")
    assert legal(state) == [f"choose {v}" for v in sorted(set(map(int, dice.split())))]
    state = play(state, f"choose {choice}")
    assert state.chips[ANNA] == chips and state.bank[ANNA] == bank


def test_h2_four_activates_another_tile_as_if_placing_there():
    state = play(place(tiles_dealt({1: "H2", 2: "D1", 3: "G1"}), 1), "black 4 4", "choose 4")
    assert legal(state) == ["activate 2", "activate 3"]
    state = play(state, "activate 2")
    assert state.chips[ANNA] == 3  # PAY DAY: one casino with Anna's dice
    state = play(place(state, 1), "black 4 5", "choose 4", "activate 3")  # BLACK BOX: nothing on activation
    assert state.current_player() == CARLA and state.phase is Phase.TURN


def test_h2_r23_four_without_another_tile_does_nothing():
    state = play(place(tiles_dealt({1: "H2"}), 1), "black 1 4", "choose 4")
    assert state.current_player() == BENNO and state.phase is Phase.TURN


def test_h2_five_sets_a_die_or_takes_one_back():
    state = play(place(tiles_dealt({1: "H2"}), 1), "black 5 5", "choose 5")
    assert legal(state)[:2] == ["set 1", "set 2"] and legal(state)[-1] == "take-back 1"
    state = play(state, "set 1B")  # onto casino 1 without activating MY CHOICE again
    assert state.casinos[0].dice[ANNA] == 3 and state.current_player() == BENNO


def test_h2_six_the_golden_space_pays_60_and_its_occupant_returns():
    state = play(place(tiles_dealt({1: "H2"}), 1), "black 6 6", "choose 6", "golden small")
    assert state.board.golden == (ANNA, 1) and state.supplies[ANNA] == (5, 1)
    state = play(place(state, 1), "black 1 6", "choose 6", "golden biggy")
    assert state.board.golden == (BENNO, 2) and state.supplies[ANNA] == (6, 1) and state.biggy[BENNO] == 10
    state = finish_round(state)
    assert state.bank[BENNO] == (60,) and state.bank[ANNA] == ()


def test_h2_r23_six_without_dice_left_does_nothing():
    state = all_in(tiles_dealt({1: "H2"}), 1)
    state = play(state, "black 6 6", "choose 6")
    assert state.current_player() == BENNO and state.board.golden == (-1, 0)


# --- decisions by the wrong action, saves ------------------------------------------------------------


def test_a_wrong_answer_to_a_tile_says_who_must_do_what():
    state = play(place(tiles_dealt({1: "A1"}), 1), "hide 3")
    with pytest.raises(IllegalAction, match=r"Benno must guess how many tokens Anna holds \(LUCKY PUNCH\)"):
        state.apply("roll")
    with pytest.raises(IllegalAction, match="decision, not chance's"):
        state.apply("black 1 2")


def test_a_game_with_tiles_survives_json_and_a_corrupted_save_is_refused():
    state = play(place(tiles_dealt({1: "A1", 2: "E2"}), 1), "hide 3")
    data = json.loads(json.dumps(state.to_json()))
    assert load_state(data) == state
    for spoil, message in [
        (lambda d: d["tiles"].__setitem__(0, "Z9"), "tile face is unknown"),
        (lambda d: d["steps"][0][4].__setitem__(0, 7), "out of range"),
        (lambda d: d["board"]["bar"].__setitem__(1, [1, 1, 1]), "bar"),
        (lambda d: d["steps"].clear(), "inconsistent"),
        (lambda d: d["bank"].__setitem__(0, [-30]), "bank money"),
    ]:
        spoiled = json.loads(json.dumps(data))
        spoil(spoiled)
        with pytest.raises(InvalidState, match=message):
            load_state(spoiled)


def test_seeded_games_lay_every_face_and_ask_every_decision():
    """What the invariant runs (tests/engine/test_invariants.py) walk through: every face and every decision."""
    import random

    from vegas.bots import make_bot
    from vegas.cli.simulate import game_seeds, play_game
    from vegas.games.royale.actions import FACE_IDS

    words, faces = set(), set()
    for seed in game_seeds(3, 40):
        rng = random.Random(seed)
        played = play_game(Game("royale", 3), [make_bot(b, rng) for b in ("greedy", "random", "random")], seed)
        words |= {text.split()[0] for text in played.record.actions}
        faces |= {text.split()[2] for text in played.record.actions if text.startswith("tile")}
    assert faces == set(FACE_IDS)
    decisions = {"hide", "guess", "stop", "bet", "place-black", "close", "to-bar", "block", "handicap", "set"}
    decisions |= {"take-back", "power", "double-down", "nice-dice", "choose", "activate", "golden", "split", "pick"}
    assert decisions | {"pass", "black", "tile"} <= words


# --- a closed casino and other tiles (E1 with F1, F2, B1) ------------------------------------------------


def test_e1_a_closed_casino_takes_no_blank_dice_and_gives_none():
    state = play(place(tiles_dealt({1: "E1", 2: "F1"}), 1), "close 5")
    state = place(state, 2)  # Benno activates BLOCK IT!
    assert not any(action.endswith(" 5") for action in legal(state)[1:])
    state = play(tiles_dealt({1: "E1", 2: "F2"}), "roll", "dice 1 2 2 3 3 4 4 5B", "place 1", "close 4")
    state = place(state, 2)
    assert not any(action.startswith("handicap 4") for action in legal(state))  # casino 4's blank dice stay


def test_e1_b1_a_black_die_cannot_enter_a_closed_casino():
    state = play(place(tiles_dealt({1: "B1", 2: "E1"}), 2), "close 4")  # Anna closes casino 4
    state = all_in(state, 1)  # Benno: casino 1 is his
    state = all_in(state, 5)  # Carla
    state = all_in(state, 6)  # Anna's last dice: the round ends
    assert state.current_player() == CHANCE and state.steps[0].kind == "prime-roll"
    state = play(state, "black 4 6")
    assert legal(state) == ["place-black none", "place-black 6"]


def test_e2_an_opponent_with_only_the_biggy_left_must_put_it_in_the_bar():
    state = place(tiles_dealt({1: "E2"}), 1)
    state = play(state, "to-bar small", "to-bar small")
    state = play(state, "roll", "dice 5 5 5 5 5 5 1B", "place 5")  # Benno keeps only his Biggy
    state = place(state, 2)  # Carla
    state = place(state, 1)  # Anna: Benno's one choice
    assert state.current_player() == BENNO and legal(state) == ["to-bar biggy"]


def test_observations_of_the_tiles_game_are_not_read_back_yet():
    from vegas.core.observation import state_from_observation

    with pytest.raises(InvalidState, match="observations of royale cannot be read back yet"):
        state_from_observation(tiles_dealt({1: "A1"}).observation())


# --- the tiles' actions as text ----------------------------------------------------------------------------


def test_every_tile_action_of_the_golden_games_reads_back_to_its_own_text():
    from pathlib import Path

    from vegas import Action

    texts = set()
    for path in (Path(__file__).parents[2] / "golden").glob("royale-[0-9]*.json"):
        texts |= set(json.loads(path.read_text())["record"]["actions"])
    assert {"split", "pick", "close", "handicap", "power", "nice-dice"} <= {t.split()[0] for t in texts}
    for text in texts:
        assert str(Action.parse(text)) == text


@pytest.mark.parametrize(
    "typed, canonical",
    [("place-black 5 3", "place-black 3 5"), ("split blank chips 60", "split 60 chips blank"), ("SET 4b", "set 4B")],
)
def test_tile_actions_have_one_canonical_text(typed, canonical):
    from vegas import Action

    assert str(Action.parse(typed)) == canonical and Action.parse(typed) == Action.parse(canonical)


@pytest.mark.parametrize(
    "text, message",
    [
        ("hide 4", "'hide' takes a number of tokens 1-3"),
        ("split 60 60", "one 60, two chips and three blank"),
        ("bet up", "higher or lower"),
        ("tile 7 A1", "a casino 1-6 and a face A1-H2"),
        ("black 0 7", "faces 1-6"),
        ("pass now", "takes nothing"),
    ],
)
def test_malformed_tile_actions_are_refused_with_what_is_wrong(text, message):
    from vegas import Action, InvalidAction

    with pytest.raises(InvalidAction, match=message):
        Action.parse(text)


def test_randomly_corrupted_saves_are_refused_or_still_play_never_crash():
    """One value anywhere in a saved state replaced by another (a number, a text, a list, nothing): loading
    gives ``InvalidState`` with a message, or a state that answers the API and takes a move."""
    import random

    rng = random.Random(5)
    saves = []
    for players, tiles in ((2, 6), (4, 3)):
        state = Game("royale", players, options={"tiles": tiles}).new_initial_state()
        while not state.is_terminal():
            if state.phase is Phase.EFFECT or rng.random() < 0.03:
                saves.append(json.dumps(state.to_json()))
            state = state.apply(
                state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions())
            )

    def leaves(node, path=()):
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else None
        if items is None:
            yield path
        else:
            for key, value in items:
                yield from leaves(value, (*path, key))

    refused = 0
    for _ in range(400):
        data = json.loads(rng.choice(saves))
        *where, last = rng.choice(list(leaves(data)))
        parent = data
        for key in where:
            parent = parent[key]
        parent[last] = rng.choice([-1, 0, 1, 2, 3, 7, 11, 99, "x", None, [], True])
        try:
            state = load_state(data)
        except InvalidState as bad:
            assert str(bad)
            refused += 1
            continue
        state.observation()
        if not state.is_terminal():
            state.apply(state.sample_chance(rng) if state.is_chance_node() else state.legal_actions()[0])
    assert refused > 200


def _holdings(state, seat):
    return sum(state.bank[seat]) - state.bank_paid[seat], state.chips[seat]


@pytest.mark.parametrize("seed", range(0, 400, 4))
def test_each_tile_that_pays_at_a_rounds_end_is_recorded_with_what_it_paid(seed):
    """``tiles_paid`` names each tile beside what it paid or charged each seat at the round's end: with no tile
    that pays during the turn (PAY DAY, JACKPOT) laid, a round-ending placement changes each seat's bank money
    and chips by exactly the sum of those payments; fines (BAD LUCK) are charges, the others rewards."""
    game = Game("royale", 2 + seed % 4, options={"tiles": 1 + seed % 6})
    state, rng = game.new_initial_state(), random.Random(seed)
    while not state.is_terminal():
        action = state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions())
        after = state.apply(action)
        if after.round != state.round or after.is_terminal():
            for paid in after.tiles_paid:
                assert state.tiles[paid.casino - 1] == paid.face and paid.did_something
                charge = paid.face == "C2"
                assert all(m <= 0 if charge else m >= 0 for m in paid.money)
                assert all(c <= 0 if charge else c >= 0 for c in paid.chips)
            if str(action).startswith("place ") and not {"D1", "A2"} & set(state.tiles):
                for seat in range(game.players):
                    was, now = _holdings(state, seat), _holdings(after, seat)
                    assert now[0] - was[0] == sum(p.money[seat] for p in after.tiles_paid)
                    assert now[1] - was[1] == sum(p.chips[seat] for p in after.tiles_paid)
            assert load_state(json.loads(json.dumps(after.to_json()))) == after
        state = after


@pytest.mark.parametrize(
    "tampered",
    [
        [[7, "C2", [0, 0, 0], [0, 0, 0]]],
        [[1, "Z9", [0, 0, 0], [0, 0, 0]]],
        [[1, "C2", [0, 0], [0, 0, 0]]],
        "x",
        [[1, "C2", [0, 0, 10**9], [0, 0, 0]]],
        [[1, "C2"]],
    ],
)
def test_a_save_with_tampered_tile_payments_is_refused(tampered):
    state = tiles_dealt({1: "C2"})
    data = json.loads(json.dumps(state.to_json()))
    data["tiles_paid"] = tampered
    with pytest.raises(InvalidState):
        load_state(data)
