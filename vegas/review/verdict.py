"""A decision's verdict by the win chance it gave away, and a player's accuracy, as lichess judges moves
(docs/bots.md, *The game review*).

lichess marks a move by how much of the mover's winning chances it lost, not by its material or centipawns,
so a move that leaves a lost game lost is never a blunder; here the win chance is the game's (the bots'
estimate, exact where solved), and a placement that costs $10,000 in a round already lost costs next to
nothing. Its thresholds on a chance scale of -1..1 (0.1, 0.2, 0.3) are 5, 10 and 15 points of win chance.
"""

from __future__ import annotations

import math

BEST = "best"
GOOD = "good"
INACCURACY = "inaccuracy"
MISTAKE = "mistake"
BLUNDER = "blunder"
VERDICTS = (BEST, GOOD, INACCURACY, MISTAKE, BLUNDER)

THRESHOLDS = ((0.15, BLUNDER), (0.10, MISTAKE), (0.05, INACCURACY), (0.01, GOOD))
"""The least win chance lost (0..1) for each verdict, worst first, in whole points as shown; below the last one a move
is ``best`` (within half a point of it: closer than the search's estimates can tell apart)."""
MARKED = (INACCURACY, MISTAKE, BLUNDER)
"""The verdicts a review lists as decisions to learn from."""


def verdict(chance_lost: float) -> str:
    """The verdict of a move that gave away ``chance_lost`` of the mover's win chance (0..1), judged in the whole
    points the review shows: 4.97 points read "5 points", an inaccuracy, not a good move beside that figure."""
    shown = round(100 * chance_lost)
    for least, name in THRESHOLDS:
        if shown >= round(100 * least):
            return name
    return BEST


def move_accuracy(chance_lost: float) -> float:
    """One move's accuracy in percent by lichess's curve (lila's ``AccuracyPercent``, its one-point
    "uncertainty bonus" kept): 100 for a move that lost nothing, about 81 for 5 points of win chance lost."""
    if chance_lost <= 0:
        return 100.0
    points = 100.0 * chance_lost
    raw = 103.1668100711649 * math.exp(-0.04354415386753951 * points) - 3.166924740191411
    return min(100.0, max(0.0, raw + 1))
