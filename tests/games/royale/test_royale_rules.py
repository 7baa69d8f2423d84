"""Las Vegas Royale, basic game (docs/rules.md §2, R8-R11; Royale rulebook): every rule, ruling and rulebook example."""

from fractions import Fraction

import pytest

from tests.engine.helpers import ROYALE_DEAL, dealt, play, royale_dealt, royale_roll, royale_round
from vegas import CHANCE, Game, IllegalAction, InvalidGame, Place, SitOut, pay_casino
from vegas.games.lasvegas.money import ROYALE_CARDS
from vegas.games.lasvegas.payout import CasinoPayout
from vegas.games.lasvegas.state import Phase
from vegas.games.royale.basic import assign_pairs, next_start_player


def casino_money(state):
    return [list(c.money) for c in state.casinos]


# --- components and setup --------------------------------------------------------------------------


def test_r11_ninety_money_cards_in_one_table():
    assert sum(n for _, n in ROYALE_CARDS) == 90
    assert dict(ROYALE_CARDS) == {30: 11, 40: 11, 50: 13, 60: 15, 70: 13, 80: 11, 90: 9, 100: 7}


def test_two_to_five_players():
    for players in (2, 3, 4, 5):
        assert Game("royale-basic", players).new_initial_state().current_player() == CHANCE
    with pytest.raises(InvalidGame, match="2-5 players"):
        Game("royale-basic", 6)


def test_six_pairs_are_drawn_card_by_card_then_go_to_the_casinos_by_total():
    """Cards 1-2 are pair 1, 3-4 pair 2, …; the highest total goes to casino 6, the lowest to casino 1."""
    state = Game("royale-basic", 3).new_initial_state()
    assert dict((a.value, p) for a, p in state.chance_outcomes())[100] == Fraction(7, 90)
    state = play(state, *ROYALE_DEAL[:3])
    assert state.observation()["pairs"] == [[100, 90], [30]]  # face up as drawn, not on a casino yet
    assert casino_money(state) == [[]] * 6
    assert state.current_player() == CHANCE
    state = play(state, *ROYALE_DEAL[3:])
    assert casino_money(state) == [[30, 30], [40, 30], [70, 30], [80, 50], [90, 60], [100, 90]]
    assert state.observation()["pairs"] == []
    assert state.current_player() == 0


def test_which_cards_pair_up_is_the_draw_order():
    """The same twelve cards in another order make other pairs: 100+30 and 90+40 instead of 100+90, 40+30."""
    other = ("draw 100", "draw 30", "draw 90", "draw 40", *ROYALE_DEAL[2:6], *ROYALE_DEAL[8:])
    state = royale_dealt(3, deal=other)
    assert [100, 30] in casino_money(state) and [90, 40] in casino_money(state)
    assert [100, 90] not in casino_money(state)


def test_equal_totals_the_pair_with_the_higher_card_goes_higher():
    """Rulebook setup (casinos 5 + 4): 80+30 and 70+40 both make 110; the 80 pair takes the higher casino."""
    deal = ("draw 70", "draw 40", "draw 80", "draw 30", *ROYALE_DEAL[4:])
    state = royale_dealt(2, deal=deal)
    money = casino_money(state)
    assert money.index([80, 30]) == money.index([70, 40]) + 1


def test_r8_identical_pairs_either_order_gives_the_same_table():
    """Equal totals and equal higher cards: the pairs are identical, so the order cannot matter."""
    assert assign_pairs((50, 40, 60, 30, 40, 50)) == [(50, 40), (50, 40), (60, 30)]  # lowest first
    first = royale_dealt(2, deal=("draw 50", "draw 40", "draw 40", "draw 50", *ROYALE_DEAL[4:]))
    second = royale_dealt(2, deal=("draw 40", "draw 50", "draw 50", "draw 40", *ROYALE_DEAL[4:]))
    assert casino_money(first) == casino_money(second)
    assert first.casinos == second.casinos


def test_r28_first_seat_starts_round_1_unless_another_is_chosen():
    assert royale_dealt(4).current_player() == 0
    assert royale_dealt(4, start_player=3).current_player() == 3


def test_a_card_no_longer_unseen_cannot_be_drawn():
    state = play(Game("royale-basic", 2).new_initial_state(), *("draw 100",) * 7)
    with pytest.raises(IllegalAction, match="no unseen card of 100"):
        state.apply("draw 100")


# --- dice and the Biggy ----------------------------------------------------------------------------


def test_each_seat_rolls_seven_small_dice_and_a_biggy():
    state = play(royale_dealt(3), "roll")
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 792 * 6  # 7 small dice (792 sorted outcomes) times the Biggy's 6 faces
    assert sum(p for _, p in outcomes) == 1
    assert str(outcomes[0][0]) == "dice 1 1 1 1 1 1 1 1B"
    with pytest.raises(IllegalAction, match="this roll is of 7 own, 1 own Biggy dice"):
        state.apply("dice 1 2 3 4 5 6 6 6")


def test_choosing_a_value_places_the_biggy_with_the_small_dice_and_it_counts_two():
    state = play(royale_dealt(3), "roll", "dice 1 3 3 5 5 6 6 3B")
    assert state.legal_actions() == [Place(1), Place(3), Place(5), Place(6), SitOut()]
    state = play(state, "place 3")
    assert state.casinos[2].dice == (4, 0, 0)  # two small 3s and the Biggy
    assert state.biggy == (3, 0, 0)
    assert state.supplies[0] == (5, 0)
    assert state.dice_left(0) == 5
    assert state.observation()["casinos"][2]["biggies"] == ["Anna"]
    state = play(state, "roll", "dice 1 1 2 2 2 4 4 1B", "place 2")  # Benno keeps his Biggy back
    assert state.casinos[1].dice == (0, 3, 0) and state.supplies[1] == (4, 1)


def test_a_biggy_alone_is_a_choice_of_its_own():
    state = play(royale_dealt(3), "roll", "dice 1 1 1 1 1 1 1 6B")
    assert state.legal_actions() == [Place(1), Place(6), SitOut()]
    state = play(state, "place 6")
    assert state.casinos[5].dice[0] == 2 and state.supplies[0] == (7, 0)
    state = play(state, "roll", "dice 2 2 2 2 2 2 2 2B", "place 2")  # Benno places everything at once
    state = play(state, "roll", "dice 3 3 3 3 3 3 3 3B", "place 3")  # so does Carla
    state = play(state, "roll")
    assert str(state.chance_outcomes()[0][0]) == "dice 1 1 1 1 1 1 1"  # only small dice are left to roll


# --- the rulebook's examples (Royale rulebook, "Payout") --------------------------------------------------

EXAMPLE_DEAL = (
    *("draw 100", "draw 90"),  # 190 → casino 6
    *("draw 40", "draw 40"),  # 80 → casino 1
    *("draw 80", "draw 50"),  # 130 → casino 4
    *("draw 60", "draw 30"),  # 90 → casino 2
    *("draw 90", "draw 50"),  # 140 → casino 5
    *("draw 70", "draw 30"),  # 100 → casino 3
)
# Per seat, the turns of the round: (value, small dice placed, Biggy placed too?).
EXAMPLE_PLANS = {
    0: [(4, 5, False), (5, 0, True), (1, 1, False), (6, 1, False)],  # Anna
    1: [(4, 3, False), (3, 0, True), (1, 2, False), (5, 1, False), (2, 1, False)],  # Ben
    2: [(3, 3, False), (4, 1, True), (5, 2, False), (1, 1, False)],  # Carla
    3: [(3, 1, False), (4, 1, False), (5, 1, False), (6, 4, True)],  # Denny
}
NAMES = ("Anna", "Ben", "Carla", "Denny")


def example_round_before_the_last_die():
    state = royale_dealt(4, deal=EXAMPLE_DEAL, names=NAMES)
    assert casino_money(state) == [[40, 40], [60, 30], [70, 30], [80, 50], [90, 50], [100, 90]]
    plans = {seat: steps[:-1] if seat == 1 else steps for seat, steps in EXAMPLE_PLANS.items()}
    return royale_round(state, plans)


def test_biggy_tie_example_1_a_small_die_and_the_biggy_tie_three_small_dice():
    """Casino 4: Anna 5, Ben 3, Carla 1 + Biggy (= 3), Denny 1: Ben and Carla remove their dice."""
    state = example_round_before_the_last_die()
    assert state.casinos[3].dice == (5, 3, 3, 1) and state.biggy[2] == 4
    result = state.payout_preview()[3]
    assert result.removed == (1, 2)
    assert pay_casino(4, [80, 50], {"Anna": 5, "Ben": 3, "Carla": 1 + 2, "Denny": 1}).removed == ("Ben", "Carla")


def test_biggy_tie_example_2_every_owner_is_removed():
    """Casino 5: Anna's Biggy and Carla's two dice tie, Ben's and Denny's single dice tie: all four go."""
    state = example_round_before_the_last_die()
    assert state.casinos[4].dice == (2, 1, 2, 1) and state.biggy[0] == 5
    result = state.payout_preview()[4]
    assert result.removed == (0, 1, 2, 3) and result.awards == () and result.left == (90, 50)


def test_payout_examples_of_the_rulebook():
    """Ben wins a 40 (the other 40 goes under the pile); Carla wins the 70 and Ben the 30, Denny gets nothing;
    Anna wins the 80 and Denny the 50 (casino 4 of tie example 1)."""
    before = example_round_before_the_last_die()
    state = play(before, "roll", royale_roll(before, 2, 1), "place 2")  # Ben's last die
    assert state.round == 2
    paid = {result.casino: result for result in state.last_payout}
    assert paid[1].awards == ((1, (40,)),) and paid[1].left == (40,) and paid[1].removed == (0, 2)
    assert paid[3].awards == ((2, (70,)), (1, (30,))) and paid[3].award_to(3) == ()
    assert paid[4].awards == ((0, (80,)), (3, (50,)))
    assert paid[6].awards == ((3, (100,)), (0, (90,)))
    assert state.won == ((90, 80), (60, 40, 30), (70,), (100, 50))
    assert state.bottom == (40, 30, 90, 50)  # R4: casino 1's 40, casino 2's 30, casino 5's pair
    assert state.start_player == 3  # Denny took the higher card of casino 6


def test_payout_of_a_pair_pays_only_two_owners():
    """The most dice take the higher card, the runner-up the lower, nobody else anything."""
    result = pay_casino(3, [30, 70], {"Carla": 3, "Ben": 2, "Denny": 1})
    assert result.awards == (("Carla", (70,)), ("Ben", (30,)))
    assert result.award_to("Denny") == () and result.left == ()


# --- two players: the neutral colour (Royale rulebook, "VARIANT (for 2 players)") ---------------------------

TWO_PLAYER_DEAL = (
    *("draw 100", "draw 100"),  # 200 → casino 6
    *("draw 80", "draw 30"),  # 110, the 80 beats the 70 → casino 4
    *("draw 70", "draw 40"),  # 110 → casino 3
    *("draw 30", "draw 30"),  # 60 → casino 1
    *("draw 90", "draw 60"),  # 150 → casino 5
    *("draw 50", "draw 30"),  # 80 → casino 2
)

ROUND_2_DEAL = tuple(f"draw {v}" for v in (30, 40, 50, 60, 70, 80, 30, 40, 50, 60, 70, 80))


def test_two_players_roll_an_unused_colour_onto_the_casinos_each_round():
    state = play(Game("royale-basic", 2).new_initial_state(), *TWO_PLAYER_DEAL)
    assert state.current_player() == CHANCE and state.phase is Phase.SETUP_ROLL
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 792 * 6 and str(outcomes[0][0]) == "dice 1n 1n 1n 1n 1n 1n 1n 1nB"
    state = play(state, "dice 3n 3n 4n 4n 4n 6n 6n 5nB")
    assert [c.dice[2] for c in state.casinos] == [0, 0, 2, 3, 2, 2]  # the neutral Biggy counts two on casino 5
    assert state.biggy == (0, 0, 5)
    assert state.observation()["casinos"][4]["biggies"] == ["neutral"]
    assert state.current_player() == 0


def two_player_example_round():
    state = play(Game("royale-basic", 2, names=("Ben", "Carla")).new_initial_state(), *TWO_PLAYER_DEAL)
    state = play(state, "dice 3n 3n 4n 4n 4n 6n 6n 5nB")
    plans = {0: [(4, 2, False), (3, 1, False), (1, 4, True)], 1: [(3, 3, False), (2, 4, True)]}
    return royale_round(state, plans)


def test_two_player_examples_the_neutral_owner_wins_like_a_player():
    """Example 1: the 80 is won by the neutral player (under the pile), Ben wins the 30. Example 2: Carla wins
    the 70, the neutral player the 40 (under the pile); Ben gets nothing."""
    state = two_player_example_round()
    paid = {result.casino: result for result in state.last_payout}
    assert paid[4].awards == ((2, (80,)), (0, (30,)))
    assert paid[3].awards == ((1, (70,)), (2, (40,))) and paid[3].award_to(0) == ()
    assert state.won == ((30, 30), (70, 50))
    assert state.bottom == (30, 30, 40, 80, 90, 60, 100, 100)  # R4, R5: casino by casino, highest first


def test_r10_the_neutral_owner_is_skipped_for_the_next_start_player():
    """Neutral took casinos 6 and 5 and the 80 of casino 4; Ben took casino 4's lower card: Ben starts."""
    state = two_player_example_round()
    assert state.start_player == 0 and state.round == 2
    state = play(state, *ROUND_2_DEAL)
    assert state.phase is Phase.SETUP_ROLL
    assert play(state, "dice 1n 1n 1n 1n 1n 1n 1n 1nB").current_player() == 0


def test_r10_nobody_won_a_card_the_left_neighbour_of_the_last_start_player_starts():
    state = play(Game("royale-basic", 2).new_initial_state(), *TWO_PLAYER_DEAL, "dice 2n 2n 2n 2n 2n 2n 2n 2nB")
    state = royale_round(state, {0: [(1, 7, True)], 1: [(1, 7, True)]})  # 9 against 9 on casino 1: both go
    assert all(owner == 2 for result in state.last_payout for owner, _ in result.awards)
    assert state.won == ((), ())
    assert state.start_player == 1


def test_next_start_player_scans_casinos_6_down_to_1():
    def payout(casino, *awards):
        return CasinoPayout(casino, (), tuple((owner, (50,)) for owner in awards), ())

    none = tuple(payout(c) for c in range(1, 7))
    assert next_start_player(none, 4, 2) == 3
    assert next_start_player(none, 4, 3) == 0  # the left neighbour wraps round the table
    assert next_start_player((*none[:5], payout(6, 2, 1)), 4, 0) == 2
    assert next_start_player((*none[:4], payout(5, 1), none[5]), 4, 0) == 1  # nobody won on casino 6
    assert next_start_player((*none[:4], payout(5, 1), payout(6, 4)), 4, 0) == 1  # owner 4 is imaginary
    assert next_start_player((payout(1, 3), *none[1:]), 4, 0) == 3


# --- chips and sitting out -------------------------------------------------------------------------


def test_each_seat_gets_two_chips_when_the_round_is_dealt():
    state = Game("royale-basic", 3).new_initial_state()
    assert state.chips == (0, 0, 0)  # the cards come out first, then the chips (rulebook setup)
    state = play(state, *ROYALE_DEAL)
    assert state.chips == (2, 2, 2)
    assert [s["chips"] for s in state.observation()["seats"]] == [2, 2, 2]


def test_sit_out_pays_a_chip_places_nothing_and_passes_the_turn():
    rolled = play(royale_dealt(3), "roll", "dice 1 2 3 4 5 6 6 3B")
    assert rolled.legal_actions()[-1] == SitOut()
    state = play(rolled, "sit-out")
    assert state.chips == (1, 2, 2) and state.chips_paid == (1, 0, 0)
    assert state.supplies[0] == (7, 1)  # the rolled dice stay in Anna's supply
    assert all(sum(c.dice) == 0 for c in state.casinos)
    assert state.roll is None and state.phase is Phase.TURN and state.current_player() == 1
    assert state.observation()["seats"][0] | {"chips": 1, "chips_paid": 1} == state.observation()["seats"][0]


def test_r9_sitting_out_is_allowed_whenever_the_player_has_a_chip():
    """Even with a single value rolled, and even as the last player with dice (the turn comes back)."""
    state = play(Game("royale-basic", 2).new_initial_state(), *TWO_PLAYER_DEAL, "dice 2n 2n 2n 2n 2n 2n 2n 2nB")
    state = play(state, "roll", "dice 1 1 1 1 1 1 1 1B", "place 1")  # Anna is out of dice
    state = play(state, "roll", "dice 4 4 4 4 4 4 4 4B")
    assert state.legal_actions() == [Place(4), SitOut()]
    state = play(state, "sit-out")
    assert state.current_player() == 1 and state.phase is Phase.TURN  # Benno again: nobody else has dice
    state = play(state, "roll", "dice 4 4 4 4 4 4 4 4B", "sit-out", "roll", "dice 4 4 4 4 4 4 4 4B")
    assert state.chips[1] == 0
    assert state.legal_actions() == [Place(4)]
    with pytest.raises(IllegalAction, match="Benno has no chip left to sit out"):
        state.apply("sit-out")


def test_sit_out_only_after_rolling_and_only_in_royale():
    with pytest.raises(IllegalAction, match="roll the dice first"):
        royale_dealt(3).apply("sit-out")
    classic = play(dealt("classic", 2), "roll", "dice 1 2 3 4 5 6 6 6")
    with pytest.raises(IllegalAction, match="sit-out is not a move of Las Vegas"):
        classic.apply("sit-out")


def test_chips_add_up_over_the_rounds():
    """Two at the start of each round on top of what is left: 2, then +2 in rounds 2 and 3."""
    state = play(Game("royale-basic", 2).new_initial_state(), *TWO_PLAYER_DEAL, "dice 2n 2n 2n 2n 2n 2n 2n 2nB")
    state = play(state, "roll", "dice 1 1 1 1 1 1 1 1B", "sit-out")  # Anna pays one chip
    state = royale_round(state, {1: [(1, 7, True)], 0: [(3, 7, True)]})
    assert state.round == 2 and state.chips == (1, 2)  # the next round's cards are not out yet
    state = play(state, *ROUND_2_DEAL)
    assert state.chips == (3, 4) and state.chips_paid == (1, 0)
    assert state.violations() == []


# --- the end ---------------------------------------------------------------------------------------


def over(state, won, chips):
    return state._with(phase=Phase.OVER, round=3, won=won, chips=chips, chips_paid=(0,) * len(chips))


def test_game_ends_after_three_rounds_and_each_chip_is_worth_10():
    import random

    state, rng, rounds = Game("royale-basic", 3).new_initial_state(), random.Random(4), set()
    while not state.is_terminal():
        rounds.add(state.round)
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    assert rounds == {1, 2, 3}
    assert state.scores() == [sum(cards) + 10 * chips for cards, chips in zip(state.won, state.chips, strict=True)]
    assert state.violations() == []


def test_most_money_wins_counting_chips():
    state = over(royale_dealt(3), won=((100, 30), (90, 50), (80, 60)), chips=(3, 0, 1))
    assert state.scores() == [160, 140, 150]
    assert state.winners() == [0]


def test_tie_on_money_is_broken_by_cards_plus_chips():
    """Anna 90+30 and 4 chips (6), Benno 60+50+30 and 2 chips (5): both 160, Anna wins on cards plus chips."""
    state = over(royale_dealt(2), won=((90, 30), (60, 50, 30)), chips=(4, 2))
    assert state.scores() == [160, 160]
    assert state.winners() == [0]


def test_still_tied_the_win_is_shared():
    """Anna 90+30 and 4 chips, Benno 60+40+30 and 3 chips: 160 each and 6 cards plus chips each."""
    state = over(royale_dealt(3), won=((90, 30), (60, 40, 30), (100, 40)), chips=(4, 3, 1))
    assert state.scores() == [160, 160, 150]
    assert state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5, 0.0]


# --- the view ---------------------------------------------------------------------------------------


def test_observation_shows_chips_biggies_pairs_and_the_biggy_in_a_roll():
    state = play(royale_dealt(2), "dice 1n 1n 2n 3n 3n 3n 6n 6nB", "roll", "dice 1 3 3 5 5 6 6 4B")
    obs = state.observation()
    assert obs["rules"] == "royale-basic" and obs["rounds"] == 3 and obs["chip_value"] == 10
    assert obs["roll"] == {"own": [1, 3, 3, 5, 5, 6, 6], "biggy": [4]}
    assert obs["legal_actions"][-1] == "sit-out"
    seat = obs["seats"][0]
    assert seat["dice_left"] == {"own": 7, "biggy": 1}
    assert seat["chips"] == 2 and seat["chips_paid"] == 0 and seat["score"] == 20 and seat["money"] == 0
    assert obs["casinos"][5]["dice"] == {"neutral": 3} and obs["casinos"][5]["biggies"] == ["neutral"]
    assert obs["casinos"][0]["money"] == [30, 30] and obs["pairs"] == []
