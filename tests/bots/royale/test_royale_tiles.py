"""The bots and Las Vegas Royale's tiles (docs/rules.md §3): they never read what another seat hid, and they make
each tile's decision as a good player would, on hand-built positions (``tiles_dealt`` forces the tile, the
deal is ``ROYALE_DEAL``: casino 1 holds 30+30, 2 40+30, 3 70+30, 4 80+50, 5 90+60, 6 100+90)."""

import random
from collections import Counter

import pytest

from tests.engine.helpers import play
from tests.games.royale.test_royale_tiles import all_in, black_box_round, place, tiles_dealt
from vegas import CHANCE
from vegas.bots import make_bot
from vegas.bots.generic import generic_values
from vegas.bots.guessing import lucky_punch_mix
from vegas.core.actions import Place

ANNA, BENNO, CARLA = 0, 1, 2
LOOKING_BOTS = ["greedy", "easy", "medium", "hard"]
"""Every bot that judges actions by applying them (``random`` never looks)."""


def decisions(level: str, state, seeds: range) -> list[str]:
    return [str(make_bot(level, random.Random(seed)).choose(state)) for seed in seeds]


# --- no peeking ----------------------------------------------------------------------------------------


def pick_positions():
    """Two BLACK BOX picks that Anna cannot tell apart (piles of 3 and 3), one with every token of worth in
    pile 1, the other with every token of worth in pile 2."""
    before = black_box_round()
    return play(before, "split 60 chips chips"), play(before, "split blank blank blank")


@pytest.mark.parametrize("level", LOOKING_BOTS)
def test_the_black_box_picker_decides_the_same_whatever_the_hidden_split(level):
    """Same observation, same seed → same pick. Before ``determinised``, ``greedy`` and ``medium`` took pile 1
    of the first split and pile 2 of the second every time (they applied ``pick`` to the true state)."""
    rich_first, rich_second = pick_positions()
    assert rich_first.observation() == rich_second.observation()
    seeds = range(30 if level != "hard" else 6)
    assert decisions(level, rich_first, seeds) == decisions(level, rich_second, seeds)


def test_the_black_box_picker_does_not_always_find_the_rich_pile():
    """A bot that peeked would take the 100 every time; a fair one gets it about half the time."""
    rich_first, _ = pick_positions()
    picks = Counter(decisions("greedy", rich_first, range(60)) + decisions("medium", rich_first, range(60)))
    assert 30 <= picks["pick 1"] <= 90


@pytest.mark.parametrize("level", LOOKING_BOTS)
def test_the_lucky_punch_guesser_decides_the_same_whatever_the_tokens_held(level):
    before = place(tiles_dealt({1: "A1"}), 1)
    one, three = play(before, "hide 1"), play(before, "hide 3")
    assert one.observation() == three.observation()
    seeds = range(30 if level != "hard" else 6)
    assert decisions(level, one, seeds) == decisions(level, three, seeds)


def test_a_determinisation_keeps_the_observation_and_draws_only_what_is_hidden():
    rich_first, _ = pick_positions()
    rng = random.Random(5)
    seen = [rich_first.determinised(ANNA, rng) for _ in range(60)]
    assert all(s.observation() == rich_first.observation() for s in seen)
    assert len({s.steps[0].data for s in seen}) > 3  # many 3-token piles, not only the true one
    assert {sum(s.steps[0].data) for s in seen} == {3}  # the piles' sizes show
    assert rich_first.determinised(BENNO, rng) is rich_first  # the splitter knows its split


# --- LUCKY PUNCH and BLACK BOX: the equilibrium mix --------------------------------------------------


def test_lucky_punch_mix_is_the_equilibrium_of_the_guessing_game():
    """Hider: hold h with probability ∝ 1/reward (20, 30, 40); then every guess costs the guesser the same,
    and against the guesser's mix every number held gains the hider the same."""
    hide, guess = lucky_punch_mix("hide"), lucky_punch_mix("guess")
    assert sum(hide.values()) == pytest.approx(1) and sum(guess.values()) == pytest.approx(1)
    assert hide[1] > hide[2] > hide[3] and guess[3] > guess[2] > guess[1]
    rewards = {1: 20, 2: 30, 3: 40}
    gains = [rewards[h] * (1 - guess[h]) for h in rewards]
    assert gains == pytest.approx([gains[0]] * 3)
    losses = [sum(hide[h] * rewards[h] for h in rewards if h != g) for g in rewards]
    assert losses == pytest.approx([losses[0]] * 3)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_hider_varies_the_tokens_it_holds_and_the_guesser_says_three_most(level):
    hiding = place(tiles_dealt({1: "A1"}), 1)
    held = Counter(decisions(level, hiding, range(200)))
    assert set(held) == {"hide 1", "hide 2", "hide 3"} and held["hide 1"] > held["hide 3"]
    guesses = Counter(decisions(level, play(hiding, "hide 2"), range(200)))
    assert guesses.most_common(1)[0][0] == "guess 3" and guesses["guess 1"] < 40


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_splitter_makes_two_piles_of_three_worth_60_and_40_in_either_order(level):
    """Any other split lets a picker who reads the splitter's habit gain more than 50 on average."""
    splits = Counter(decisions(level, black_box_round(), range(60)))
    assert set(splits) == {"split 60 blank blank", "split chips chips blank"}


# --- tiles whose value the one-ply measure sees once it looks through the tile's dice and decisions ---


def fifty_fifty(*sums: int):
    """Anna activates FIFTY FIFTY; the black dice show ``sums`` in turn, each after a bet of ``higher``."""
    state = place(tiles_dealt({1: "B2"}), 1)
    for index, total in enumerate(sums):
        if index:
            state = play(state, "bet higher")
        state = play(state, f"black {min(total - 1, 6)} {total - min(total - 1, 6)}")
    return state


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_fifty_fifty_bets_higher_after_a_low_sum(level):
    """Counter on $0, last sum 3: 33 of 36 rolls are higher and move it to a chip or more; stopping gets 0."""
    state = fifty_fifty(3)
    assert state.steps[0].data == (1, 3)
    assert set(decisions(level, state, range(3))) == {"bet higher"}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_fifty_fifty_stops_on_40_after_a_seven(level):
    """Counter on 40 after a 7: a bet wins only 15 times in 36 (then 60): about 25 on average, less than 40."""
    state = fifty_fifty(2, 4, 6, 7)
    assert state.steps[0].data == (4, 7)
    assert set(decisions(level, state, range(3))) == {"stop"}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_my_choice_takes_the_golden_space_over_30(level):
    """Black dice 3 and 6: 3 pays 30 now, 6 puts one die on the golden space, which pays 60 at payout."""
    state = play(place(tiles_dealt({1: "H2"}), 1), "black 3 6")
    assert set(decisions(level, state, range(3))) == {"choose 6"}


def test_a_jackpot_casino_is_worth_its_counter_times_the_chance_of_a_seven_or_a_double():
    """JACKPOT at 30 pays a third of the time (12 of 36 rolls): placing on casino 1 is worth 10 more with it
    than on the same casino without a tile."""
    roll = ("roll", "dice 1 2 3 3 3 3 3 3B")
    with_tile, without = play(tiles_dealt({1: "A2"}), *roll), play(tiles_dealt({}, tiles=0), *roll)
    value = lambda state: generic_values(state, [Place(1)], 1.2, random.Random(0))[0][1]  # noqa: E731
    assert value(with_tile) - value(without) == pytest.approx(10)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_block_it_ties_away_the_rival_majority_with_the_three_cluster(level):
    """Anna has 3 dice on casino 6 (100+90), Benno 2. Benno puts the 3 blank dice there: Anna and the blank
    owner tie and are removed, so Benno takes the 100 instead of the 90 and Anna gets nothing."""
    state = tiles_dealt({1: "F1"})
    state = place(place(state, 6, 3), 6, 2)
    state = place(place(state, 5, 1), 4, 1)
    state = place(state, 1, 1)
    assert state.current_player() == BENNO and state.steps[0].kind == "block-it"
    assert set(decisions(level, state, range(3))) == {"block 3 6"}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_double_down_moves_a_die_to_win_the_tile_and_keeps_the_casino_place(level):
    """Anna has 3 dice on casino 1, Benno 5: Anna is runner-up (30). Moving 1 or 2 dice onto the empty tile
    wins its 60 and keeps her runner-up; moving none or all three gives less."""
    state = place(place(tiles_dealt({1: "G2"}), 5, 1), 1, 5)
    state = place(play(state, "double-down 0"), 4, 1)
    state = place(state, 1, 3)
    assert state.current_player() == ANNA and state.steps[0].kind == "double-down"
    assert set(decisions(level, state, range(3))) <= {"double-down 1", "double-down 2"}


def test_knockout_puts_a_small_die_into_the_bar_not_the_biggy():
    """The Biggy counts one die in the bar but two on a casino: a good player gives up the small die."""
    state = place(tiles_dealt({1: "E2"}), 1)
    assert state.current_player() == BENNO and {str(a) for a in state.legal_actions()} == {
        "to-bar small",
        "to-bar biggy",
    }
    assert set(decisions("medium", state, range(5))) == {"to-bar small"}


def test_no_entry_closes_the_casino_where_the_mover_leads_most():
    """Anna leads casino 6 (100+90) alone; closing it keeps Benno and Carla from catching up there."""
    state = tiles_dealt({1: "E1"})
    state = place(place(place(state, 6, 3), 5, 1), 4, 1)
    state = place(state, 1, 1)
    assert state.current_player() == ANNA and state.steps[0].kind == "no-entry"
    assert set(decisions("medium", state, range(5))) == {"close 6"}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_prime_time_places_a_black_die_where_it_wins_not_where_it_ties_a_majority_away(level):
    """Anna took casino 1 and has 8 on casino 6 against Benno's and Carla's 9 each (they tie and are removed, she
    takes the 100). The black dice show 2 and 6: a die on 6 would tie her with them; on the empty casino 2 it
    takes the 40."""
    state = place(tiles_dealt({1: "B1"}), 1, 1)
    while state.current_player() != CHANCE:
        state = all_in(state, 6)
    assert state.current_player() == CHANCE and state.steps[0].kind == "prime-roll"
    state = play(state, "black 2 6")
    assert state.current_player() == ANNA
    assert set(decisions(level, state, range(3))) == {"place-black 2"}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_nice_dice_puts_the_six_on_the_tile(level):
    """Anna placed her two 1s on casino 1; of the dice she rolled, the 6 earns 60 on the tile at payout, more
    than any other (the 4 would be her Biggy, for 40)."""
    state = play(tiles_dealt({1: "H1"}), "roll", "dice 1 1 6 2 2 3 3 4B", "place 1")
    assert state.steps[0].kind == "nice-dice" and "nice-dice 6" in {str(a) for a in state.legal_actions()}
    assert set(decisions(level, state, range(3))) == {"nice-dice 6"}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_handicap_moves_the_blank_die_that_ties_the_mover_on_casino_1(level):
    """Anna's one die on casino 1 ties HANDICAP's blank die there (both removed). Moving that blank die (to any
    space) gives her casino 1's 30 as well as the space's reward."""
    state = place(tiles_dealt({1: "F2"}), 1, 1)
    assert state.steps[0].kind == "handicap"
    assert all(choice.startswith("handicap 1 ") for choice in decisions(level, state, range(3)))
