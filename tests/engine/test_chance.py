"""Chance outcomes are explicit and exact (habit 2, docs/architecture.md)."""

import random
from fractions import Fraction

from vegas.core.actions import Dice
from vegas.core.chance import draw_outcomes, roll_outcomes, sample_draw, sample_roll


def test_eight_dice_have_1287_sorted_outcomes_summing_to_one():
    outcomes = roll_outcomes([(("own", 1), 8)])
    assert len(outcomes) == 1287
    assert sum(p for _, p in outcomes) == 1


def test_own_and_neutral_dice_are_told_apart():
    outcomes = roll_outcomes([(("own", 1), 8), (("neutral", 1), 2)])
    assert len(outcomes) == 1287 * 21
    assert sum(p for _, p in outcomes) == 1


def test_roll_probabilities_are_multinomial():
    outcomes = dict((str(d), p) for d, p in roll_outcomes([(("own", 1), 2)]))
    assert outcomes["dice 1 1"] == Fraction(1, 36)
    assert outcomes["dice 1 2"] == Fraction(2, 36)


def test_draw_probability_is_proportional_to_unseen_notes():
    outcomes = dict((a.value, p) for a, p in draw_outcomes([(10, 6), (20, 2), (30, 0)]))
    assert outcomes == {10: Fraction(3, 4), 20: Fraction(1, 4)}


def test_sampling_follows_the_generator_only():
    kinds = [(("own", 1), 5), (("neutral", 1), 2)]
    assert sample_roll(kinds, random.Random(5)) == sample_roll(kinds, random.Random(5))
    assert sample_draw([(10, 6), (90, 5)], random.Random(9)) == sample_draw([(10, 6), (90, 5)], random.Random(9))


def test_sampled_rolls_are_listed_outcomes_and_roughly_uniform():
    rng = random.Random(11)
    listed = {d for d, _ in roll_outcomes([(("own", 1), 1)])}
    counts = {}
    for _ in range(6000):
        d = sample_roll([(("own", 1), 1)], rng)
        assert d in listed
        counts[d] = counts.get(d, 0) + 1
    assert all(850 < c < 1150 for c in counts.values()), counts


def test_a_roll_is_what_randint_would_roll_die_by_die():
    """Seeded games stay the same: each die is ``randint(1, 6)`` of the generator, in kind order, and the
    generator ends where those calls would leave it (any generator, ``random.Random`` or not)."""

    class OwnRandom(random.Random):
        """Another generator: one with its own ``random()``, whose ``randint`` Python derives from ``random()``,
        not from ``getrandbits`` (so a roll that asked ``getrandbits`` of it would differ)."""

        def random(self) -> float:
            return super().random()

    kinds_tried = [
        [(("own", 1), 8)],
        [(("own", 1), 5), (("neutral", 1), 2)],
        [(("neutral", 1), 2), (("own", 2), 1), (("own", 1), 3)],
        [(("own", 1), 0), (("neutral", 1), 4)],
    ]
    for kind_of_generator in (random.Random, OwnRandom):
        for seed in range(300):
            for kinds in kinds_tried:
                ours, theirs = kind_of_generator(seed), kind_of_generator(seed)
                expected = Dice.of({kind: [theirs.randint(1, 6) for _ in range(count)] for kind, count in kinds})
                assert sample_roll(kinds, ours) == expected
                assert ours.getstate() == theirs.getstate()
