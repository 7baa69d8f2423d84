"""No computer seat ever fails (issue 35): every bot plays whole seeded games of every rule set at every player
count, Royale with each tile face forced and with 1-6 random tiles a round, and every action it chooses is
legal (``State.apply`` refuses any other) and no bot raises.

The quick suite plays a few games a table; the ``slow`` run plays thousands. The searching bots (``hard``, and
``baseline-hard`` kept for benchmarks) play with a small budget here: their code paths are the same at any
budget, and the full one would make this file the suite's longest. Seats are drawn at random from the bots, so
a table meets mixes the page allows (an easy bot beside a hard one) as well as a table of one bot.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from vegas import Game, playable_rules
from vegas.bots import Bot, bot_names, make_bot
from vegas.bots.search import HardBot
from vegas.core.game import RULESETS
from vegas.core.registry import CASINO_TABLE
from vegas.core.state import State
from vegas.games.royale.tiles import FACES

SMALL_BUDGET = 12
"""Playouts per decision for a searching bot here: enough to run every stage of its search (halving included)."""


@dataclass(frozen=True)
class Table:
    rules: str
    players: int
    options: tuple[tuple[str, Any], ...] = ()

    def __str__(self) -> str:
        options = dict(self.options)
        forced = [f"{face}@{casino}" for casino, face in options.get("force", ())]
        tiles = [f"{options['tiles']}tiles"] if "tiles" in options else []
        return "/".join([self.rules, str(self.players), *tiles, *forced])

    def game(self) -> Game:
        return Game(self.rules, self.players, options=dict(self.options))


def tables() -> list[Table]:
    """Every playable rule set at every player count, then Royale with each face forced beside a random count
    of tiles, and with every count of random tiles (players cycling through 2-5 so every count meets tiles)."""
    every = [Table(rules, players) for rules in playable_rules() for players in RULESETS[rules].player_counts()]
    counts = list(RULESETS["royale"].player_counts())
    forced = [
        Table("royale", counts[i % len(counts)], (("force", ((1, face),)), ("tiles", 1 + i % 6)))
        for i, face in enumerate(FACES)
    ]
    tiles = [Table("royale", counts[n % len(counts)], (("tiles", n),)) for n in range(1, 7)]
    return every + forced + tiles


def seat_bot(name: str, rng: random.Random) -> Bot:
    bot = make_bot(name, rng)
    if isinstance(bot, HardBot):  # ``hard`` and ``baseline-hard``
        bot.budget = SMALL_BUDGET
    return bot


def searches(name: str) -> bool:
    return isinstance(make_bot(name, random.Random(0)), HardBot)


def drawn_seats(table: Table, seed: int, names: list[str], first: str | None = None) -> list[str]:
    """A bot from ``names`` in each seat, drawn by ``seed``; ``first`` (when given) sits in seat 0."""
    rng = random.Random(f"seats {seed}")
    seats = [rng.choice(names) for _ in range(table.players)]
    return [first, *seats[1:]] if first else seats


def play_to_the_end(table: Table, seed: int, seats: list[str]) -> State:
    """One game with the bot ``seats[i]`` in seat i; fails naming the table, seed, bot and position."""
    rng = random.Random(seed)
    bots = [seat_bot(name, random.Random(seed * 10 + seat)) for seat, name in enumerate(seats)]
    state = table.game().new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(state.sample_chance(rng))
            continue
        seat = state.current_player()
        where = f"{table} seed {seed}, seat {seat} ({seats[seat]}) at {state.observation()}"
        try:
            action = bots[seat].choose(state)
        except Exception as error:
            raise AssertionError(f"{type(error).__name__}: {error} — {where}") from error
        assert action in state.legal_actions(), f"illegal {action} — {where}"
        state = state.apply(action)
    return state


QUICK_BOTS = [name for name in bot_names() if not searches(name)]
TABLES = tables()


def slow_games(table: Table) -> int:
    """Games a table in the slow run, fewer where a game costs more (tiles, Knizia's board): some 2,000 games in
    all, a tenth of them with every bot drawn (the searching ones too), the rest with the quick ones."""
    ruleset = RULESETS[table.rules]
    if ruleset.family != CASINO_TABLE:
        return 8
    return 25 if "tiles" in ruleset.options else 120


@pytest.mark.parametrize("table", TABLES, ids=str)
def test_every_quick_bot_finishes_games_at_every_table(table):
    for seed in range(2):
        assert play_to_the_end(table, seed, drawn_seats(table, seed, QUICK_BOTS)).is_terminal()


@pytest.mark.parametrize("table", TABLES, ids=str)
def test_hard_finishes_a_game_at_every_table_beside_any_bot(table):
    seats = drawn_seats(table, 100, bot_names(), first="hard")
    assert play_to_the_end(table, 100, seats).is_terminal()


@pytest.mark.slow
@pytest.mark.parametrize("table", TABLES, ids=str)
def test_thousands_of_games_with_every_bot_end_without_a_failure(table):
    for seed in range(1000, 1000 + slow_games(table)):
        names = bot_names() if seed % 10 == 0 else QUICK_BOTS
        assert play_to_the_end(table, seed, drawn_seats(table, seed, names)).is_terminal()
