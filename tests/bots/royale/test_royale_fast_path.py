"""The bots' fast copy of a Royale basic round agrees with the engine (Biggy, cards, chips), and its playouts
play every seat like ``medium``."""

import bisect
import random

import pytest

from tests.bots.test_fast_path import assert_pays_like_the_engine
from tests.bots.test_legal import random_positions
from vegas import Place
from vegas.bots import finish, make_bot
from vegas.bots.heuristic import MediumWeights
from vegas.bots.position import Position, pay_code, roll_table
from vegas.bots.royale.playout import RoyalePlayouts
from vegas.bots.royale.tile_model import BAD_LUCK_FINE, BLACK_BOX_MEAN, TileModel, higher_card_taker
from vegas.bots.search import HardBot, search
from vegas.core.actions import Roll, SitOut
from vegas.games.royale.actions import Power

OTHERS = MediumWeights().others


def seen(position: Position) -> tuple[object, ...]:
    """What the engine and the fast copy must agree on after a decision."""
    return (
        position.codes,
        position.own_left,
        position.big_left,
        position.chips,
        position.money,
        position.note_counts,
        position.to_move,
    )


@pytest.mark.parametrize("players", [2, 3, 5])
def test_position_pays_places_and_sits_out_like_the_engine(players):
    checked = {"place": 0, "biggy": 0, "sit-out": 0}
    for state in random_positions("royale-basic", players, 300, seed=players):
        position = Position.read(state)
        assert position is not None and not position.classic
        assert_pays_like_the_engine(state, position)
        assert sum(position.money) == sum(state.scores())
        if position.roll is None:
            continue
        legal = [Place(v) for v in position.choices()] + ([SitOut()] if position.may_sit_out() else [])
        assert legal == state.legal_actions()
        for action in legal:
            mine = position.placed(action.value) if isinstance(action, Place) else position.sat_out()
            engine = Position.read(state.apply(action))
            if engine is None:  # the round ended: the engine has paid and dealt anew
                assert mine.round_over()
                continue
            assert seen(mine) == seen(engine), action
            if isinstance(action, SitOut):
                checked["sit-out"] += 1
            else:
                checked["biggy" if action.value == position.big_roll else "place"] += 1
    assert all(checked.values()), checked


NEAR_TIE = 1e-6
"""Two options this close but not equal are worth the same up to rounding, which then decides a playout."""


class Tied(Exception):
    """The plain judgement met two options worth the same up to rounding: no single choice to compare."""


def plain_values(position: Position) -> list[tuple[Place | SitOut, float]]:
    """``medium``'s Royale judgement written out plainly: each option with the money taken if the round ended
    now, minus ``OTHERS`` times the others' (shared), a sit-out worth minus a chip; a sit-out first."""
    seat = position.to_move

    def value(after: Position) -> float:
        money = [float(m) for m in after.money]
        for notes, code in zip(after.notes, after.codes, strict=True):
            for s, won in enumerate(pay_code(notes, code, after.owners, after.players)[: after.players]):
                money[s] += won
        rest = (sum(money) - money[seat]) / max(1, after.players - 1)
        return money[seat] - OTHERS * rest

    options: list[Place | SitOut] = [SitOut()] if position.may_sit_out() else []
    options += [Place(v) for v in position.choices()]
    return [(o, value(position.sat_out() if isinstance(o, SitOut) else position.placed(o.value))) for o in options]


def medium_choice(position: Position) -> Place | SitOut:
    """The plain judgement's choice as a playout makes it: of options worth exactly the same, the first (a
    sit-out, else the lowest value); ``Tied`` when two are equal only up to rounding."""
    valued = plain_values(position)
    best = max(range(len(valued)), key=lambda i: (valued[i][1], -i))
    if any(0 < valued[best][1] - value < NEAR_TIE for _, value in valued):
        raise Tied
    return valued[best][0]


@pytest.mark.parametrize("players", [2, 4])
def test_the_plain_judgement_is_mediums(players):
    """Wherever ``medium`` has a choice with a clear best, it makes the plain judgement's choice."""
    compared = 0
    for state in random_positions("royale-basic", players, 400, seed=10 + players):
        actions = state.legal_actions()
        if len(actions) < 2 or Roll() in actions:
            continue
        position = Position.read(state)
        assert position is not None
        chosen = [make_bot("medium", random.Random(seed)).choose(state) for seed in range(3)]
        valued = plain_values(position)
        top = max(value for _, value in valued)
        best = {option for option, value in valued if top - value < NEAR_TIE}
        assert set(chosen) <= best  # medium breaks ties at random
        compared += len(best) == 1
    assert compared > 50


def reference_playout(playouts: RoyalePlayouts, position: Position, stream: list[float]) -> tuple[int, ...]:
    """A slow playout on the same dice as ``RoyalePlayouts.play`` (small dice, then the Biggy, from each seat's
    block of ``stream``), every seat deciding by ``medium_choice``; each seat's money at the end (``Tied`` when
    some seat met two options of equal value)."""
    tables = [roll_table(n) for n in range(9)]
    cursor = [s * playouts.stream_stride for s in range(position.players)]
    while not position.round_over():
        seat = position.to_move
        counts = (0,) * 7
        held = position.own_left[seat]
        if held:
            cumulative, outcomes, _shown, total = tables[held]
            counts = outcomes[bisect.bisect_right(cumulative, int(stream[cursor[seat]] * total))]
            cursor[seat] += 1
        big = 0
        if position.big_left[seat]:
            big = 1 + int(stream[cursor[seat]] * 6)
            cursor[seat] += 1
        position.roll, position.big_roll = (counts, (0,) * 7), big
        choice = medium_choice(position)
        position = position.sat_out() if isinstance(choice, SitOut) else position.placed(choice.value)
    money = list(position.money)
    for notes, code in zip(position.notes, position.codes, strict=True):
        for s, won in enumerate(pay_code(notes, code, position.owners, position.players)[: position.players]):
            money[s] += won
    return tuple(money)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_playout_plays_every_seat_like_medium_on_the_same_dice(players):
    rng = random.Random(players)
    starts = [
        s for s in random_positions("royale-basic", players, 200, seed=20 + players) if Roll() in s.legal_actions()
    ]
    assert len(starts) > 20
    compared = ties = 0
    for state in starts[::2]:
        position = Position.read(state)
        assert position is not None
        playouts = RoyalePlayouts(position, position.to_move)
        stream = playouts.stream(random.Random(rng.random()).random)
        outcome = playouts.play(position, stream)
        try:
            money = reference_playout(playouts, position, stream)
        except Tied:
            ties += 1
            continue
        assert outcome.money == money[position.to_move] - position.money[position.to_move]
        assert 0.0 <= outcome.chance <= 1.0
        compared += 1
    assert compared >= 4 * ties and compared > 10, (compared, ties)


def test_a_sit_out_costs_a_chip_in_the_playout_money():
    state = next(s for s in random_positions("royale-basic", 3, 100, seed=3) if SitOut() in s.legal_actions())
    position = Position.read(state)
    assert position is not None
    after = position.sat_out()
    assert after.money[position.to_move] == position.money[position.to_move] - 10
    assert after.dice_left(position.to_move) == position.dice_left(position.to_move)
    assert after.chips[position.to_move] == position.chips[position.to_move] - 1


def test_hard_searches_royale_basic_on_the_fast_path_with_its_whole_budget():
    state = next(s for s in random_positions("royale-basic", 4, 60, seed=5) if len(s.legal_actions()) >= 3)
    estimates = finish(search(state, 200, random.Random(1), work=None))
    assert sorted(map(str, (e.action for e in estimates))) == sorted(map(str, state.legal_actions()))
    assert sum(e.playouts for e in estimates) >= 190  # the generic path would get a twentieth of it
    assert HardBot(random.Random(3), budget=60).choose(state) in state.legal_actions()


def main_positions(players: int, count: int, seed: int) -> list:
    """Decision positions of random main games (three tiles a round) at a turn or a placement."""
    return [s for s in random_positions("royale", players, count, seed=seed) if Position.read(s) is not None]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_main_game_positions_pay_and_place_like_the_engine(players):
    """Blank and neutral dice are owners of their own, a closed casino takes no dice, and where a placement
    activates no tile (or a sit-out) the engine's next turn is the fast copy's, money (the tiles' preview and
    BAD LUCK's fines as the dice lie) and the tie-break's count included; a tile's effects are a model."""
    checked = 0
    positions = main_positions(players, 900, seed=30 + players)
    assert len(positions) > 100
    for state in positions:
        position = Position.read(state)
        assert_pays_like_the_engine(state, position)
        if position.roll is None:
            continue
        places = [a for a in state.legal_actions() if isinstance(a, Place)]
        assert places == [Place(v) for v in position.choices()]
        for action in [*places, SitOut()]:
            if action not in state.legal_actions():
                continue
            if isinstance(action, Place) and state.observation()["casinos"][action.value - 1]["tile"]:
                continue
            mine = position.placed(action.value) if isinstance(action, Place) else position.sat_out()
            engine = Position.read(state.apply(action))
            if engine is None:
                continue  # the round ended, or a tile at the round's end asks something first
            assert seen(mine) == seen(engine), action
            checked += 1
    assert checked > 50


class Recording(RoyalePlayouts):
    """Playouts that keep each playout's payouts at its end."""

    ends: list[list[tuple[int, ...]]]

    def value_of(self, paid, before=None, notes_before=None):  # type: ignore[no-untyped-def]
        self.ends.append(list(paid))
        return RoyalePlayouts.value_of(self, paid, before, notes_before)


def test_a_closed_casino_takes_no_dice_in_a_playout():
    closed = [s for s in main_positions(4, 1500, seed=7) if Position.read(s).tiles.closed >= 0]
    assert len(closed) > 5
    for state in closed[::3]:
        position = Position.read(state)
        start = position if position.roll is None else position.sat_out() if position.may_sit_out() else None
        if start is None:
            continue
        casino = position.tiles.closed
        playouts = Recording(start, position.to_move)
        playouts.ends = []
        rng = random.Random(1)
        for _ in range(20):
            playouts.play(start, playouts.stream(rng.random))
        before = playouts.payouts.awards(casino, start.codes[casino])
        assert all(paid[casino] == before for paid in playouts.ends)


def test_a_seat_whose_every_roll_hits_the_closed_casino_still_ends_the_round():
    model = TileModel((0,) * 6, pay_day=-1, high_five=-1, bad_luck=(), black_box=(), closed=0)
    notes = ((90, 80),) + ((40, 30),) * 5
    position = Position("royale", 2, 3, 1, 3, notes, [0] * 6, [0, 0], [0, 0], (20, 20), (2, 2), 0, None)
    position.big_left, position.chips, position.chip_value, position.tiles = [1, 0], [0, 0], 10, model
    playouts = RoyalePlayouts(position, 0)
    outcome = playouts.play(position, [0.01] * (2 * playouts.stream_stride))  # the Biggy shows 1 every time
    assert outcome.money == 0 and playouts.turns <= 2 * playouts.stream_stride  # its numbers once again, no more


def test_a_seat_named_like_the_blank_dice_leaves_the_fast_path():
    from vegas import Game

    state = Game("royale", 3, ("Anna", "blank", "Carla")).new_initial_state()
    rng = random.Random(1)
    while state.is_chance_node():
        state = state.apply(state.sample_chance(rng))
    assert Position.read(state) is None


def test_pay_day_high_five_and_bad_luck_in_the_model():
    model = TileModel((0,) * 6, pay_day=0, high_five=1, bad_luck=(2,), black_box=(3,), closed=5)
    codes = [1, 5, 0, 0, 3 << 4, 0]  # seat 0: casinos 1 and 2 (5 dice there), seat 1: casino 5
    money, after = model.activated(codes, 0, 0)
    assert money == 20  # PAY DAY: two casinos hold seat 0's dice
    money, after = model.activated(codes, 0, 1)
    assert money == 100 and after.high_five == -1  # HIGH FIVE's token taken, once
    assert after.activated(codes, 0, 1)[0] == 0
    paid = [(0, 0, 0)] * 3 + [(0, 80, 80)] + [(0, 0, 0)] * 2
    # nobody has dice on casino 3: both seats are fined; seat 1 took casino 4's higher card: BLACK BOX's mean
    assert model.round_end(codes, paid, 2) == [-BAD_LUCK_FINE, -BAD_LUCK_FINE + BLACK_BOX_MEAN]
    # a pair of equal cards: the seat with more dice takes the higher one; an imaginary owner's takes nothing
    assert higher_card_taker(2 | 4 << 4, (60, 60, 120)) == 1
    assert higher_card_taker(1 | 3 << 8, (30, 0, 60, 30)) == 2
    assert model.fines_now(codes, 2) == [-50, -50]


def power_play_turns(count: int) -> list:
    """Turns of random main games (POWER PLAY beside casino 1) where the seat to move may use its token."""
    from vegas import Game

    game, rng, found = Game("royale", 3, options={"force": {1: "D2"}}), random.Random(2), []
    while len(found) < count:
        state = game.new_initial_state()
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
                continue
            actions = state.legal_actions()
            if any(isinstance(a, Power) for a in actions):
                found.append(state)
            state = state.apply(rng.choice(actions))
    return found


def test_power_play_sets_and_places_one_die_like_the_engine():
    checked = 0
    for state in power_play_turns(12):
        position = Position.read(state)
        assert position is not None and position.roll is None
        tiles = [c["tile"] for c in state.observation()["casinos"]]
        for action in (a for a in state.legal_actions() if isinstance(a, Power)):
            mine = position.set_and_placed(action.value, action.biggy)
            assert mine.dice_left(position.to_move) == position.dice_left(position.to_move) - 1
            engine = Position.read(state.apply(action))
            if tiles[action.value - 1] or engine is None:
                continue  # a tile's effect is the model's
            assert seen(mine) == seen(engine), action
            checked += 1
    assert checked > 20


def test_hard_weighs_power_play_on_the_fast_path():
    state = power_play_turns(1)[0]
    estimates = finish(search(state, 300, random.Random(1), work=None))
    assert {str(e.action) for e in estimates} == {str(a) for a in state.legal_actions()}
    assert sum(e.playouts for e in estimates) >= 290  # the whole budget: the generic path gets a twentieth
