"""LUCKY PUNCH and BLACK BOX (docs/rules.md §3 A1, G1; R13, R19): guessing games, played by their equilibrium mix.

Judging an action by its consequences (the one-ply measure, the playouts) finds one best action, but in a
guessing game any fixed choice can be read and exploited: a hider who always holds 3 tokens is always
guessed. Both games are small zero-sum games between two seats, so they are solved here once, from the
tiles' reward tables (chips counted at 10), and every bot plays the solution's mix:

- LUCKY PUNCH: the hider gains ``r[h]`` for ``h`` tokens unless the guess is ``h``. At the equilibrium the
  hider holds ``h`` with probability proportional to ``1 / r[h]`` and the guesser says ``g`` with probability
  ``1 - V / r[g]``, where ``V = (n - 1) / sum(1 / r)`` is what the hider gains on average (about 18).
- BLACK BOX: the tokens are worth 100 in all and only the piles' sizes show. A picker who takes either pile
  with probability 1/2 gets 50 on average whatever the split, and a splitter who makes two piles as close to
  half the value as the tokens allow (60 against 40), in a random order, gives every picker 50 on average:
  that pair of strategies is the equilibrium, worth 50 to the picker.

Knizia's dice duel (docs/rules.md §4, R33) is a third: the challenger and the defender each pick 1H-3H; 2H
beats 1H, 3H beats 2H, 1H beats 3H, equal 1H or 2H remove both counters and 3H-3H keeps the defender's.
Counted as the challenger's lead in counters on the space (won 2, lost 0, both removed 1), its equilibrium
has full support: the challenger plays 4/9, 2/9, 1/3 and the defender 2/9, 4/9, 1/3 (worth 8/9 to the
challenger), and ``DUEL_PAYOFF`` is there for a test to check that neither gains by leaving it.

``mix`` gives a decision's probabilities (``None`` for any other decision), so the bots can draw from it and
the one-ply measure can take its expectation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from vegas.core.actions import Action
from vegas.core.state import State
from vegas.games.knizia.actions import DuelHand
from vegas.games.lasvegas.money import ROYALE_CHIP_VALUE
from vegas.games.royale.actions import BLACK_BOX_TOKENS, Guess, Hide, Split, TileAction
from vegas.games.royale.tiles import BLACK_BOX_COUNTS, BLACK_BOX_REWARD, LUCKY_PUNCH, Reward

GUESSING_WORDS = ("hide", "guess", "split", "pick")


def worth(reward: Reward) -> int:
    """A tile's reward as money, chips at their end-of-game value."""
    return reward.money + ROYALE_CHIP_VALUE * reward.chips


def lucky_punch_mix(word: str) -> dict[int, float]:
    """The equilibrium probability of each number of tokens, for the hider (``hide``) or the guesser."""
    rewards = {held: worth(reward) for held, reward in LUCKY_PUNCH.items()}
    inverse = sum(1 / r for r in rewards.values())
    if word == "hide":
        return {held: (1 / r) / inverse for held, r in rewards.items()}
    gain = (len(rewards) - 1) / inverse
    return {held: 1 - gain / r for held, r in rewards.items()}


def pile_worth(action: Split) -> int:
    """The first pile of a ``split`` as money."""
    counts = zip(BLACK_BOX_TOKENS, action.pile, strict=True)
    return sum(worth(BLACK_BOX_REWARD[token]) * count for token, count in counts)


def black_box_mix(actions: Sequence[TileAction]) -> dict[Action, float]:
    """The equilibrium split (half the tokens in each pile, values as close to half the total as possible,
    either pile first), or the picker's even chance."""
    if actions[0].word == "pick":
        return {action: 1 / len(actions) for action in actions}
    total = sum(worth(BLACK_BOX_REWARD[token]) * count for token, count in BLACK_BOX_COUNTS.items())
    halves = [a for a in actions if isinstance(a, Split) and 2 * sum(a.pile) == sum(BLACK_BOX_COUNTS.values())]
    gap = min(abs(2 * pile_worth(a) - total) for a in halves)
    closest = [a for a in halves if abs(2 * pile_worth(a) - total) == gap]
    return {action: 1 / len(closest) for action in closest}


DUEL_PAYOFF = ((1, 0, 2), (2, 1, 0), (0, 2, 0))
"""The duel for the challenger: rows its 1H-3H, columns the defender's, entries its lead on the space."""
DUEL_MIX = {"challenger": (4 / 9, 2 / 9, 1 / 3), "defender": (2 / 9, 4 / 9, 1 / 3)}
"""Each side's equilibrium probabilities of 1H, 2H and 3H."""


def duel_mix(state: State, actions: Sequence[DuelHand]) -> dict[Action, float]:
    """The equilibrium mix of the seat choosing in a duel: the defender once the challenger has chosen."""
    side = "challenger" if state.is_secret_choice() else "defender"  # the challenger's choice is the secret one
    return {action: DUEL_MIX[side][action.hands - 1] for action in actions}


def mix(state: State, actions: Sequence[Action]) -> dict[Action, float] | None:
    """The equilibrium probabilities of a guessing decision's actions, ``None`` for any other decision."""
    first = actions[0] if actions else None
    if isinstance(first, DuelHand):
        return duel_mix(state, [a for a in actions if isinstance(a, DuelHand)])
    if not isinstance(first, TileAction) or first.word not in GUESSING_WORDS:
        return None
    tiles = [a for a in actions if isinstance(a, TileAction)]
    if first.word in ("hide", "guess"):
        numbers = lucky_punch_mix(first.word)
        return {a: numbers[a.tokens] for a in tiles if isinstance(a, Hide | Guess)}
    return black_box_mix(tiles)


def draw(probabilities: dict[Action, float], rng: random.Random) -> Action:
    """One action drawn from a mix."""
    actions = list(probabilities)
    return rng.choices(actions, weights=[probabilities[a] for a in actions])[0]


def obvious(state: State, actions: Sequence[Action], rng: random.Random) -> Action | None:
    """The choice every bot makes without thinking: the only legal action, or a guessing decision drawn from
    its equilibrium mix (any fixed choice there is exploitable, and search cannot find a mix); else ``None``."""
    if len(actions) == 1:
        return actions[0]
    probabilities = mix(state, actions)
    return None if probabilities is None else draw(probabilities, rng)
