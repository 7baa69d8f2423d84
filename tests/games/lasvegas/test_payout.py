"""The payout rule (docs/rules.md §1 Payout, R2, R5) with the rulebook's own examples, and its properties."""

from hypothesis import given
from hypothesis import strategies as st

from vegas import pay_casino

# --- the rulebook's examples (Las Vegas rulebook, "Payout") ---------------------------------------------


def test_tie_example_1_equal_counts_are_removed():
    """Anna 5, Benno 3, Carla 3, Denny 1: Benno and Carla take their 3 dice back."""
    result = pay_casino(4, [80, 30, 10], {"Anna": 5, "Benno": 3, "Carla": 3, "Denny": 1})
    assert result.removed == ("Benno", "Carla")


def test_tie_example_2_every_owner_can_be_removed():
    """Anna and Carla 2 each, Benno and Denny 1 each: all players take their dice back."""
    result = pay_casino(2, [60, 20], {"Anna": 2, "Carla": 2, "Benno": 1, "Denny": 1})
    assert result.removed == ("Anna", "Benno", "Carla", "Denny")
    assert result.awards == ()
    assert result.left == (60, 20)


def test_payout_example_1_ranked_owners_take_notes_highest_first():
    """Anna receives the 80, Denny the 30; the 10 goes back under the pile."""
    result = pay_casino(4, [10, 80, 30], {"Anna": 5, "Benno": 3, "Carla": 3, "Denny": 1})
    assert result.awards == (("Anna", (80,)), ("Denny", (30,)))
    assert result.left == (10,)


def test_payout_example_2_one_of_two_equal_notes_is_left():
    """Benno receives one of the two 40s; the other is returned under the pile."""
    result = pay_casino(5, [40, 40], {"Anna": 2, "Carla": 2, "Benno": 1})
    assert result.awards == (("Benno", (40,)),)
    assert result.left == (40,)


def test_payout_example_3_owners_beyond_the_notes_get_nothing():
    """Carla receives the 70, Benno the 20, Denny gets nothing."""
    result = pay_casino(3, [20, 70], {"Carla": 4, "Benno": 2, "Denny": 1})
    assert result.awards == (("Carla", (70,)), ("Benno", (20,)))
    assert result.award_to("Denny") == ()
    assert result.left == ()


def test_neutral_example_1_white_wins_like_a_player():
    """The 80 goes to white (and under the pile), Benno receives the 30."""
    result = pay_casino(6, [80, 30], {"neutral": 3, "Benno": 2})
    assert result.awards == (("neutral", (80,)), ("Benno", (30,)))


def test_neutral_example_2_white_can_push_a_player_out():
    """Carla receives the 70, white the 40, Anna nothing."""
    result = pay_casino(1, [70, 40], {"Carla": 3, "neutral": 2, "Anna": 1})
    assert result.awards == (("Carla", (70,)), ("neutral", (40,)))
    assert result.award_to("Anna") == ()


def test_owners_with_no_dice_are_ignored():
    result = pay_casino(1, [50], {"Anna": 0, "Benno": 0, "Carla": 1})
    assert result.removed == ()
    assert result.awards == (("Carla", (50,)),)


def test_a_casino_without_notes_pays_nothing():
    """R1: a casino the empty pile could not deal pays nothing."""
    result = pay_casino(6, [], {"Anna": 3})
    assert result.awards == () and result.left == ()


# --- properties -------------------------------------------------------------------------------------

notes = st.lists(st.sampled_from([10, 20, 30, 40, 50, 60, 70, 80, 90]), max_size=6)
dice = st.dictionaries(st.sampled_from(["a", "b", "c", "d", "e", "neutral"]), st.integers(0, 16), max_size=6)


@given(notes, dice)
def test_awards_never_exceed_the_notes_and_nothing_is_lost(money, counts):
    result = pay_casino(1, money, counts)
    awarded = [n for _, ns in result.awards for n in ns]
    assert sorted(awarded + list(result.left)) == sorted(money)
    assert len(result.awards) <= len(money)
    assert list(result.left) == sorted(result.left, reverse=True)


@given(notes, dice)
def test_tied_owners_never_win(money, counts):
    result = pay_casino(1, money, counts)
    winners = {owner for owner, _ in result.awards}
    for owner in result.removed:
        assert owner not in winners
        assert sum(1 for c in counts.values() if c == counts[owner]) >= 2


@given(notes, dice)
def test_ranking_respects_counts(money, counts):
    result = pay_casino(1, money, counts)
    ranked = [owner for owner, _ in result.awards]
    won = [ns[0] for _, ns in result.awards]
    assert [counts[o] for o in ranked] == sorted((counts[o] for o in ranked), reverse=True)
    assert won == sorted(won, reverse=True)
    untied = [o for o, c in counts.items() if c > 0 and o not in result.removed]
    assert ranked == sorted(untied, key=lambda o: -counts[o])[: len(money)]
