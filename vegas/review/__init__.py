"""The game review (issue 52): every decision of a game valued, exact where the round's end is solved and by
``hard``'s search elsewhere, each move judged by the win chance it gave away, each roll's luck measured, and a
summary per player (docs/bots.md, *The game review*). Plain Python, no browser: a ``Reviewer`` works a decision
per step so that a page can run it in the background and keep it with the game.

- ``valuation.py``: what each legal action of one decision is worth (exact or searched, with a spread);
- ``verdict.py``: best / good / inaccuracy / mistake / blunder by the win chance lost, and accuracy;
- ``review.py``: the record replayed, the decisions to value, a step at a time, the luck of every roll;
- ``summary.py``: per player, and the whole review as data.
"""

from .review import InvalidReview, Luck, Reviewer
from .summary import review_json
from .valuation import Budget, Valuation

__all__ = ["Budget", "InvalidReview", "Luck", "Reviewer", "Valuation", "review_json"]
