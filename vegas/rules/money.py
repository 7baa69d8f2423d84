"""The money of each rule set, as data tables in one place (RULES.md §1 components, §2.1 R11)."""

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
