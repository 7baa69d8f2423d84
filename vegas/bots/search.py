"""The ``hard`` bot: Monte Carlo search of the round left, with an iteration budget (habit 9, docs/architecture.md).

For each legal action, the round is played out many times from the position after it (``playout.py``):
every seat then plays the playout policy, ``medium``'s one-ply judgement (with its threat term for the
casino placed in; it makes ``medium``'s choice 98.6% of the time), and each playout's end
is valued as the searching seat's chance to win the game. The budget, a number of playouts, is shared by
**sequential halving**: a few playouts for every action, then the better half gets more, until one is
left; within a pass all actions play out on the same dice (common random numbers), so they are compared
on equal luck. The budget counts playouts, never seconds: a seed gives the same choice on any machine.

In Royale the playouts run on the same packed table (``royale/playout.py``: the Biggy, cards, chips; the tiles of
the main game counted by a model of their money, ``royale/tile_model.py``), every seat playing ``medium``'s Royale
judgement. For a rule set without the fast path the same search runs on the generic state API (``generic.py``) with
a smaller budget, each playout from a determinisation (another seat's hidden choice drawn anew); the
guessing decisions of LUCKY PUNCH and BLACK BOX follow their equilibrium mix (``guessing.py``), and the
other decisions a tile asks for are judged like ``medium`` does (``TILE_OTHERS``).

In Knizia's *Vegas* the playouts run on a board of their own (``knizia/plan.py``, ``knizia/playout.py``): every
decision of the seat, cards and the pawn included, is searched there, the cards kept priced at the end.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from vegas.bots.royale.playout import RoyalePlayouts
from vegas.core.actions import Action, Place, Roll, SitOut
from vegas.core.state import State
from vegas.games.royale.actions import Power

from .base import Thinking, finish, register_bot
from .exact import best_actions, exact_steps
from .generic import GenericPlayouts, IdleTurns, dice_held, generic_values, is_turn
from .guessing import obvious
from .heuristic import MediumWeights, best
from .knizia.plan import DEFAULT_PLANNING, KniziaPath, Planning
from .playout import DEFAULT_POLICY, Outcome, PlayoutPolicy, Playouts
from .position import Position

DEFAULT_BUDGET = 1000
"""Playouts per decision of ``hard`` at most (median and worst decision times: docs/bots.md)."""
DEFAULT_WORK = 10000
"""A second cap on a decision's playouts: their number times the dice still to be placed at the table,
so that long playouts (five players early in a round) get fewer of them and no decision takes long. It was
16000 before the playouts judged threats like ``medium`` (each turn costs about 1.5-2 times as much now)."""
GENERIC_SHARE = 0.05
"""Share of the budget spent on a rule set without the fast path (its playouts are ~30 times slower)."""
GENERIC_COST = 60
"""A generic playout's work per die held, in fast-path dice (for the ``work`` cap and the chunks)."""
CHUNK_WORK = 1200
"""Work between two yields of ``think``, in playouts times (dice still to place + ``PLAYOUT_OVERHEAD``): a
chunk of 2000 took 13 ms (median) in CPython and 30-50 ms in Pyodide with the playouts of before (a turn now
costs up to twice as much, so a chunk is smaller; docs/bots.md)."""
TILE_OTHERS = MediumWeights().others
"""A tile's own decision (``bet higher``, ``block 3 6``, …) is judged by ``medium``'s one-ply measure, which
averages the tile's dice exactly: it moves a few tens of money, which the generic search's few dozen
playouts of the whole round cannot tell apart (in tests it stopped FIFTY FIFTY on $0 after a 3)."""
ROYALE_COST = 0.25
"""A Royale basic playout's work per die held, in classic dice: it judges no threat, and took a quarter of the
time per die of a classic one at 4 players (2.3 times less at 2; CPython, warm memo tables), so the ``work`` cap
allows it about four times the playouts (``budget`` caps them first early in a round)."""
PLAYOUT_OVERHEAD = 8
"""What a playout costs besides its turns (its dice, the end's valuation), counted in dice."""
MEMO_WORK = 2
"""What filling one entry of a memo table (a casino's payout or threat) costs, counted in dice: a search
early in a round fills thousands, so its chunks are counted with them to stay short."""


@dataclass(frozen=True, slots=True)
class Estimate:
    """An action's estimate from the playouts: the mover's mean win chance and money won this round.

    These are estimates under a model of the opponents, not exact values. The list ``search`` returns is
    ranked by the win chance with a small tie-break for money, so two actions of equal chance come in
    order of money.
    """

    action: Action
    win_chance: float
    money: float
    playouts: int


Searching = Generator[None, None, list[Estimate]]


def search(
    state: State,
    budget: int,
    rng: random.Random,
    halving: bool = True,
    policy: PlayoutPolicy = DEFAULT_POLICY,
    work: int | None = None,
    chunk_work: int = CHUNK_WORK,
    lookahead: int = 0,
    knizia: Planning | None = DEFAULT_PLANNING,
) -> Searching:
    """Estimate every legal action of the seat to move with about ``budget`` playouts, yielding between chunks.

    ``work`` caps the playouts at ``work`` divided by the dice still to be placed (``None``: no cap).

    With ``halving`` the budget goes by sequential halving and the first estimate is the action chosen;
    without it every action gets the same number of playouts (for the coach), best first.

    ``lookahead`` > 0 has the mover's own later turns in each playout chosen by that many playouts of each
    value (``Playouts.look_ahead``; on the fast path only). It did not win more heads-up (docs/bots.md), so
    ``hard`` does not use it.

    In Knizia's *Vegas* the playouts are ``knizia/playout.py``'s, planned by ``knizia`` (with its share of the
    budget), or with ``knizia=None``, as before issue 35, the generic path's (the bot ``baseline-hard``).
    """
    actions = state.legal_actions()
    seat = state.current_player()
    position = Position.read(state) if all(isinstance(a, (Place, Roll, SitOut, Power)) for a in actions) else None
    path: FastPath | GenericPath | KniziaPath
    engine = state.game.ruleset.playout_engine()  # the game's own playouts, as its registry entry names them
    if position is not None:
        path = FastPath(position, seat, actions, policy, rng, lookahead)
    elif knizia is not None and engine is not None:
        path = engine(state, seat, actions, rng, knizia)
        budget = max(len(actions), int(budget * knizia.share))
    else:
        path = GenericPath(state, seat, actions, rng)
        budget = max(len(actions), int(budget * GENERIC_SHARE))
    count = len(actions)
    if work is not None:
        budget = min(budget, max(count, work // path.dice))
    values = [0.0] * count
    chances = [0.0] * count
    money = [0.0] * count
    runs = [0] * count
    alive = list(range(count))
    passes = max(1, math.ceil(math.log2(count))) if halving and count > 1 else 1
    spent = 0
    done = chunk_work // 2  # the first chunk is half size: it fills the payout table (cache misses are slow)
    for step in range(passes):
        share = (budget - spent) // (passes - step)
        for _ in range(max(1, share // len(alive))):
            luck = path.luck()
            for index in alive:
                outcome = path.play(index, luck)
                values[index] += outcome.value
                chances[index] += outcome.chance
                money[index] += outcome.money
                runs[index] += 1
                done += path.dice + PLAYOUT_OVERHEAD + path.learned()
                if done >= chunk_work:
                    done = 0
                    yield
            spent += len(alive)
        if halving:
            alive.sort(key=lambda i: (-values[i] / runs[i], i))
            alive = alive[: (len(alive) + 1) // 2]
    order = sorted(range(count), key=lambda i: (i not in alive, -values[i] / max(1, runs[i]), i))
    return [Estimate(actions[i], chances[i] / max(1, runs[i]), money[i] / max(1, runs[i]), runs[i]) for i in order]


class FastPath:
    """Playouts on the packed table (``playout.py``, ``royale/playout.py``); one stream of dice per pass."""

    def __init__(
        self,
        position: Position,
        seat: int,
        actions: list[Action],
        policy: PlayoutPolicy,
        rng: random.Random,
        lookahead: int = 0,
    ) -> None:
        self.playouts = (
            Playouts(position, seat, policy, lookahead, rng.random)
            if position.classic
            else RoyalePlayouts(position, seat)
        )
        self.afters = [after(position, a) for a in actions]
        dice = sum(position.dice_left(s) for s in range(position.players))
        self.dice = max(1, round(dice * (1.0 if position.classic else ROYALE_COST)))
        self.uniform = rng.random
        self.memo = self.memo_size()
        self.turns = 0

    def memo_size(self) -> int:
        return len(self.playouts.payouts.table) + len(self.playouts.judged)

    def learned(self) -> int:
        """The work since the last call beyond one playout: memo entries filled (``MEMO_WORK`` each) and the
        turns of a lookahead's inner playouts (one die each, a low count)."""
        size = self.memo_size()
        fresh = size - self.memo if size >= self.memo else size  # a table was cleared meanwhile
        self.memo = size
        turns = self.playouts.turns - self.turns
        self.turns = self.playouts.turns
        return MEMO_WORK * fresh + (turns if self.playouts.lookahead else 0)

    def luck(self) -> Any:
        return self.playouts.stream(self.uniform)

    def play(self, index: int, luck: Any) -> Outcome:
        return self.playouts.play(self.afters[index], luck)


def after(position: Position, action: Action) -> Position:
    """The position after a decision of the fast path (a roll leaves it to the playout to draw)."""
    if isinstance(action, Place):
        return position.placed(action.value)
    if isinstance(action, Power):
        return position.set_and_placed(action.value, action.biggy)
    return position.sat_out() if isinstance(action, SitOut) else position


class GenericPath:
    """Playouts through the public state API (``generic.py``), each seeded anew; their work is counted as
    ``GENERIC_COST`` times the dice held, as they run that much slower."""

    def __init__(self, state: State, seat: int, actions: list[Action], rng: random.Random) -> None:
        self.state = state
        self.seat = seat
        self.playouts = GenericPlayouts(state, seat)
        self.actions = actions
        self.dice = GENERIC_COST * max(1, sum(dice_held(state)))
        self.rng = rng

    def luck(self) -> Any:
        return self.rng.getrandbits(64)

    def learned(self) -> int:
        return 0  # its work is counted in ``dice``

    def play(self, index: int, luck: Any) -> Outcome:
        """One playout after action ``index`` from a determinisation drawn with ``luck`` (the same for every
        action of a pass), so the search never reads what another seat hid."""
        rng = random.Random(luck)
        seen = self.state.determinised(self.seat, rng)
        return self.playouts.play(seen.apply_unchecked(self.actions[index]), rng)


class HardBot:
    """Searches the rest of the round with ``budget`` playouts per decision (see the module docstring)."""

    name = "hard"

    def __init__(
        self,
        rng: random.Random,
        budget: int = DEFAULT_BUDGET,
        work: int | None = DEFAULT_WORK,
        policy: PlayoutPolicy = DEFAULT_POLICY,
        lookahead: int = 0,
        knizia: Planning | None = DEFAULT_PLANNING,
        exact: bool = True,
    ) -> None:
        self.rng = rng
        self.knizia = knizia
        self.exact = exact
        self.budget = budget
        self.work = work
        self.policy = policy
        self.lookahead = lookahead
        self.idle = IdleTurns()

    def think(self, state: State) -> Thinking:
        actions = state.legal_actions()
        chosen = obvious(state, actions, self.rng)
        if chosen is not None:
            return chosen
        plans = self.knizia is not None and state.game.ruleset.playouts is not None
        if not plans and not is_turn(actions):
            return best(generic_values(state, actions, TILE_OTHERS, self.rng), self.rng)
        optimal = None
        if self.exact:
            values = yield from exact_steps(state)
            if values is not None:  # the solved zone: only an optimal action, its search picks among them
                optimal = best_actions(values)
                if len(optimal) == 1:
                    return optimal[0]
        estimates = yield from search(
            state,
            self.budget,
            self.rng,
            True,
            self.policy,
            self.work,
            lookahead=self.lookahead,
            knizia=self.knizia,
        )
        if optimal is not None:
            return next(e.action for e in estimates if e.action in optimal)
        allowed = self.idle.allowed(actions)
        return self.idle.took(next((e.action for e in estimates if e.action in allowed), estimates[0].action), actions)

    def choose(self, state: State) -> Action:
        return finish(self.think(state))


register_bot("hard", HardBot)
register_bot("baseline-hard", lambda rng: HardBot(rng, knizia=None))
"""``hard`` as it played Knizia's *Vegas* before it planned (issue 35): the generic path's short playouts, for
benchmarks (docs/bots.md); in every other rule set the same as ``hard``. The page does not offer it."""
register_bot("hard-search", lambda rng: HardBot(rng, exact=False))
"""``hard`` as it played before the exact solver (issue 49): its search everywhere, also where the round's end is
solved (``exact.py``); for benchmarks and tournaments (docs/bots.md). The page does not offer it."""
