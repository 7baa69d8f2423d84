"""Las Vegas (docs/rules.md §1, §1a): every rule and ruling R1-R7 and R28, driven through the state API."""

from itertools import zip_longest

import pytest

from tests.engine.helpers import ONE_NOTE_EACH, dealt, play
from vegas import CHANCE, TERMINAL, Game, IllegalAction, InvalidGame, Place, Roll
from vegas.core.actions import OWN, Dice
from vegas.games.lasvegas.classic import Phase


def casino_money(state):
    return [list(c.money) for c in state.casinos]


# --- setup -----------------------------------------------------------------------------------------


def test_each_casino_is_dealt_to_at_least_50_in_order():
    state = Game("classic", 3).new_initial_state()
    assert state.current_player() == CHANCE
    state = play(state, "draw 10", "draw 20", "draw 10", "draw 30")  # casino 1: 10+20+10+30 = 70
    assert casino_money(state)[0] == [30, 20, 10, 10]
    assert state.dealing == 1
    state = play(state, "draw 50")  # casino 2: exactly 50 is enough
    assert casino_money(state)[1] == [50] and state.dealing == 2


def test_player_counts_follow_the_rule_set():
    for players in (2, 3, 4, 5):
        Game("classic", players)
    with pytest.raises(InvalidGame, match="2-5 players"):
        Game("classic", 6)
    with pytest.raises(InvalidGame, match="2-4 players"):
        Game("classic-neutral", 5)
    with pytest.raises(InvalidGame, match="unknown rule set"):
        Game("poker", 3)


def test_r28_first_seat_starts_unless_another_is_chosen():
    assert dealt("classic", 4).current_player() == 0
    assert dealt("classic", 4, start_player=2).current_player() == 2


def test_notes_on_a_casino_are_sorted_highest_first():
    """R2: notes are always considered sorted by value."""
    state = play(Game("classic", 2).new_initial_state(), "draw 10", "draw 40")
    assert casino_money(state)[0] == [40, 10]


# --- a turn ----------------------------------------------------------------------------------------


def test_a_turn_is_roll_then_one_value_that_shows():
    state = dealt()
    assert state.legal_actions() == [Roll()]
    state = play(state, "roll")
    assert state.current_player() == CHANCE
    state = play(state, "dice 1 2 2 3 3 3 3 5")
    assert state.legal_actions() == [Place(1), Place(2), Place(3), Place(5)]  # R3


def test_rolled_values_example_all_dice_of_the_value_go():
    """Benno rolls four 3s and a 5, places all four 3s; next turn he rolls his last die."""
    state = play(dealt("classic", 2), "roll", "dice 1 1 1 1 1 1 2 2", "place 1")  # Anna keeps 2
    state = play(state, "roll", "dice 1 1 1 2 3 4 5 6", "place 1")  # Benno keeps 5
    state = play(state, "roll", "dice 2 2", "place 2")  # Anna is out of dice
    state = play(state, "roll", "dice 3 3 3 3 5")  # Benno, midway: four 3s and a 5
    assert state.legal_actions() == [Place(3), Place(5)]
    state = play(state, "place 3")
    assert state.casinos[2].dice == (0, 4)
    assert state.supplies[1] == (1,)
    assert state.current_player() == 1
    state = play(state, "roll")
    assert [str(a) for a, _ in state.chance_outcomes()] == [f"dice {v}" for v in range(1, 7)]


def test_a_player_without_dice_is_skipped():
    state = play(dealt("classic", 2), "roll", "dice 1 1 1 1 1 1 1 1", "place 1")  # Anna is out of dice
    assert state.current_player() == 1
    state = play(state, "roll", "dice 2 2 2 2 3 3 3 3", "place 2")
    assert state.current_player() == 1  # Benno takes the turns left in a row
    state = play(state, "roll", "dice 3 3 3 3", "place 3")
    assert state.round == 2


@pytest.mark.parametrize(
    "actions, action, message",
    [
        ((), "place 3", "roll the dice first"),
        (("roll", "dice 1 2 3 5 5 6 6 6"), "place 4", "you rolled no 4"),
        (("roll", "dice 1 2 3 5 5 6 6 6"), "roll", "has already rolled"),
        (("roll",), "place 1", "the dice are rolling"),
        ((), "draw 10", "it is Anna's move, not chance's"),
        (("roll",), "dice 1 2 3", "this roll is of 8 own dice"),
    ],
)
def test_illegal_actions_are_explained_and_change_nothing(actions, action, message):
    state = play(dealt(), *actions)
    with pytest.raises(IllegalAction, match=message):
        state.apply(action)
    assert state == play(dealt(), *actions)


def test_a_draw_of_a_note_no_longer_unseen_is_refused():
    state = play(Game("classic", 2).new_initial_state(), *("draw 90",) * 5)
    with pytest.raises(IllegalAction, match="no unseen note of 90"):
        state.apply("draw 90")


# --- payout and rounds ----------------------------------------------------------------------------


def two_player_round(state, anna_rolls, benno_rolls):
    """Alternate turns: each roll text is placed on its first face."""
    for a, b in zip_longest(anna_rolls, benno_rolls):
        if a:
            state = play(state, "roll", a, f"place {a.split()[1]}")
        if b:
            state = play(state, "roll", b, f"place {b.split()[1]}")
    return state


def test_round_end_pays_casinos_and_puts_leftovers_under_the_pile():
    """Casinos pay in order 1…6; each casino's leftovers go under the pile highest first (R4)."""
    state = Game("classic", 2).new_initial_state()
    state = play(state, "draw 10", "draw 20", "draw 30", "draw 90", "draw 90", "draw 90", "draw 90", "draw 80")
    assert casino_money(state) == [[30, 20, 10], [90], [90], [90], [90], [80]]
    # Anna: 5 on casino 1, 3 on casino 2; Benno: 8 on casino 1 → both unique on casino 1.
    state = two_player_round(state, ["dice 1 1 1 1 1 2 2 2", "dice 2 2 2"], ["dice 1 1 1 1 1 1 1 1"])
    result = state.last_payout
    assert result[0].awards == ((1, (30,)), (0, (20,)))
    assert result[0].left == (10,)
    assert result[1].awards == ((0, (90,)),)
    assert state.won == ((90, 20), (30,))
    assert state.bottom == (10, 90, 90, 90, 80)  # casino 1's 10, then casinos 3-6 whole
    assert state.round == 2 and state.start_player == 1  # the start player passes to the left


def test_neutral_winnings_join_the_leftovers_under_the_pile():
    """R5: what the neutral owner wins goes under the pile with that casino's leftovers, highest first."""
    state = Game("classic-neutral", 2).new_initial_state()
    state = play(state, "draw 10", "draw 20", "draw 30", *("draw 90",) * 4, "draw 80")
    # Anna places 4 own + 1 neutral on casino 1; Benno 2 neutral on casino 1 → Anna 4, neutral 3.
    state = play(state, "roll", "dice 1 1 1 1 2 2 2 2 1n 3n 3n 3n", "place 1")
    state = play(state, "roll", "dice 3 3 3 3 3 3 3 3 1n 1n 4n 4n", "place 1")
    assert state.casinos[0].dice == (4, 0, 3)
    state = play(state, "roll", "dice 2 2 2 2 3n 3n 3n", "place 2")
    state = play(state, "roll", "dice 3 3 3 3 3 3 3 3 4n 4n", "place 3")
    state = play(state, "roll", "dice 3n 3n 3n", "place 3")
    state = play(state, "roll", "dice 4n 4n", "place 4")
    assert state.round == 2
    assert state.last_payout[0].awards == ((0, (30,)), (2, (20,)))
    assert state.bottom[:2] == (20, 10)  # neutral's 20 and the leftover 10, highest first


def test_r1_an_exhausted_pile_leaves_casinos_short_or_empty():
    """R1: the deal takes what the pile has; a casino with no notes pays nothing; nothing crashes."""
    state = play(Game("classic", 2).new_initial_state(), *["draw 10"] * 5)
    assert casino_money(state)[0] == [10] * 5
    empty = state._with(unseen=(0,) * 9, bottom=(20,))._deal_on()  # as if only one 20 were left
    assert empty.phase is Phase.TURN
    assert casino_money(empty)[1:] == [[20], [], [], [], []]
    assert empty.payout_preview()[5].awards == ()
    assert empty.legal_actions() == [Roll()]


def test_r1_leftovers_are_dealt_after_the_unseen_notes_without_chance():
    state = Game("classic", 2).new_initial_state()
    state = state._with(unseen=(0, 0, 0, 0, 0, 0, 0, 0, 1), bottom=(10, 20, 50, 80))._deal_on()
    assert state.current_player() == CHANCE  # the one unseen 90 still comes first
    state = play(state, "draw 90")
    assert casino_money(state) == [[90], [50, 20, 10], [80], [], [], []]
    assert state.current_player() == 0


def test_game_ends_after_four_rounds_and_most_money_wins():
    state = Game("classic", 2).new_initial_state()
    import random

    rng = random.Random(3)
    rounds = set()
    while not state.is_terminal():
        rounds.add(state.round)
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else state.legal_actions()[0])
    assert rounds == {1, 2, 3, 4}
    assert state.current_player() == TERMINAL and state.legal_actions() == []
    best = max(state.scores())
    assert all(state.scores()[w] == best for w in state.winners())
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply("roll")


def test_tie_on_money_is_broken_by_most_notes_then_shared():
    state = dealt("classic", 3)
    over = state._with(phase=Phase.OVER, won=((90, 10), (50, 30, 20), (50, 30, 20)))
    assert over.scores() == [100, 100, 100]
    assert over.winners() == [1, 2]
    assert over.returns() == [0.0, 0.5, 0.5]
    assert state._with(won=((90,), (50, 40), (10,))).winners() == [1]


# --- the neutral-dice variant (§1a) ---------------------------------------------------------------


def test_neutral_dice_per_player_count():
    assert dealt("classic-neutral", 2).supplies == ((8, 4), (8, 4))
    assert dealt("classic-neutral", 4).supplies == ((8, 2),) * 4


def test_r6_three_players_start_with_two_spare_neutral_dice_rolled_onto_the_casinos():
    state = play(Game("classic-neutral", 3).new_initial_state(), *ONE_NOTE_EACH)
    assert state.current_player() == CHANCE and state.phase is Phase.SETUP_ROLL
    assert [str(a) for a, _ in state.chance_outcomes()][:2] == ["dice 1n 1n", "dice 1n 2n"]
    state = play(state, "dice 2n 5n")
    assert [c.dice[3] for c in state.casinos] == [0, 1, 0, 0, 1, 0]
    assert state.current_player() == 0


def test_neutral_choice_example():
    """Carla rolls two own 1s, a white 1, an own 5 and a white 6: all three 1s, the own 5, or the white 6."""
    state = dealt("classic-neutral", 4)
    carla = state._with(player=2, supplies=((8, 2), (8, 2), (3, 2), (8, 2)))
    moved = _put_carla_dice_on_table(carla)
    rolled = play(moved, "roll", "dice 1 1 5 1n 6n")
    assert rolled.legal_actions() == [Place(1), Place(5), Place(6)]
    after = play(rolled, "place 1")
    assert after.casinos[0].dice[2] == 2 and after.casinos[0].dice[4] == 1
    assert after.supplies[2] == (1, 1)
    assert play(rolled, "place 6").supplies[2] == (3, 1)


def _put_carla_dice_on_table(state):
    """Carla's 5 other own dice sit on casino 2, so her supply of 3 own + 2 white is consistent."""
    from vegas.games.lasvegas.classic import Casino

    casino = state.casinos[1]
    dice = list(casino.dice)
    dice[2] = 5
    casinos = (state.casinos[0], Casino(casino.money, tuple(dice)), *state.casinos[2:])
    moved = state._with(casinos=casinos)
    assert moved.violations() == []
    return moved


def test_r7_a_turn_with_only_white_dice_still_happens():
    state = dealt("classic-neutral", 2)
    state = play(state, "roll", "dice 1 1 1 1 1 1 1 1 2n 2n 3n 3n", "place 1")
    assert state.supplies[0] == (0, 4)
    state = play(state, "roll", "dice 4 4 4 4 4 4 4 4 5n 5n 5n 5n", "place 4")
    assert state.current_player() == 0  # Anna has only white dice left: she rolls them
    state = play(state, "roll")
    assert state.chance_outcomes()[0][0].groups == (("neutral", 1, (1, 1, 1, 1)),)


def test_dice_built_in_python_with_an_impossible_face_are_refused():
    """Text cannot say ``dice 7`` (``Action.parse`` refuses it), but a ``Dice`` built in Python can: the state
    refuses it with a message instead of taking it and failing later."""
    rolling = play(dealt(), "roll")
    for faces in ((7, 1, 1, 1, 1, 1, 1, 1), (0, 2, 2, 2, 2, 2, 2, 2)):
        with pytest.raises(IllegalAction, match="a die shows 1 to 6"):
            rolling.apply(Dice(((OWN, 1, faces),)))
    assert rolling == play(dealt(), "roll")
