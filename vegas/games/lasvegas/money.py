"""The money of each rule set, as data tables in one place (docs/rules.md §1 components, §2 chips, §2.1 R11)."""

CLASSIC_NOTES: tuple[tuple[int, int], ...] = (
    (10, 6),
    (20, 8),
    (30, 8),
    (40, 6),
    (50, 6),
    (60, 5),
    (70, 5),
    (80, 5),
    (90, 5),
)
"""(value in thousands, how many): 54 banknotes worth 2,500 in all."""

CLASSIC_DEAL_MINIMUM = 50
"""Each casino is dealt notes until it holds at least this much."""

ROYALE_CARDS: tuple[tuple[int, int], ...] = (
    (30, 11),
    (40, 11),
    (50, 13),
    (60, 15),
    (70, 13),
    (80, 11),
    (90, 9),
    (100, 7),
)
"""(value in thousands, how many): Las Vegas Royale's 90 money cards (R11: the rulebook lists none; this is
the mix four independent implementations agree on). Correct it here and nowhere else."""

ROYALE_PAIRS_PER_ROUND = 6
"""Each round one pair of cards per casino is dealt (docs/rules.md §2 Money)."""

ROYALE_CHIP_VALUE = 10
"""A leftover chip is worth 10 (thousand) at the end (docs/rules.md §2 Chips)."""
