"""The bots' fast copy of a Royale basic round agrees with the engine (Biggy, cards, chips), and its playouts
play every seat like ``medium``."""

import bisect
import random

import pytest

from tests.bots.test_legal import random_positions
from vegas import Place
from vegas.actions import Roll, SitOut
from vegas.bots import finish, make_bot
from vegas.bots.heuristic import MediumWeights
from vegas.bots.position import Position, pay_code, roll_table
from vegas.bots.royale_playout import RoyalePlayouts
from vegas.bots.search import HardBot, search
from vegas.bots.tile_model import BAD_LUCK_FINE, BLACK_BOX_MEAN, TileModel

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
        for casino, result in enumerate(state.payout_preview()):
            paid = pay_code(position.notes[casino], position.codes[casino], position.owners, players)
            expected = [0] * position.owners
            for owner, notes in result.awards:
                expected[owner] = sum(notes)
            assert list(paid[:-1]) == expected
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


def medium_choice(position: Position) -> Place | SitOut:
    """``medium``'s Royale judgement written out plainly: money taken if the round ended now, minus ``OTHERS``
    times the others' (shared), a sit-out worth minus a chip; the first of equal values."""
    seat = position.to_move

    def value(after: Position) -> float:
        money = [float(m) for m in after.money]
        for notes, code in zip(after.notes, after.codes, strict=True):
            for s, won in enumerate(pay_code(notes, code, after.owners, after.players)[: after.players]):
                money[s] += won
        rest = (sum(money) - money[seat]) / max(1, after.players - 1)
        return money[seat] - OTHERS * rest

    options: list[Place | SitOut] = [Place(v) for v in position.choices()]
    if position.may_sit_out():
        options.insert(0, SitOut())
    afters = [position.sat_out() if isinstance(o, SitOut) else position.placed(o.value) for o in options]
    values = [value(after) for after in afters]
    return options[max(range(len(options)), key=lambda i: (values[i] + 1e-9 * (i == 0), -i))]


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
        if len(set(chosen)) > 1:
            continue  # equal values, broken at random
        assert chosen[0] == medium_choice(position)
        compared += 1
    assert compared > 50


def reference_playout(playouts: RoyalePlayouts, position: Position, stream: list[float]) -> tuple[int, ...]:
    """A slow playout on the same dice as ``RoyalePlayouts.play`` (small dice, then the Biggy, from each seat's
    block of ``stream``), every seat deciding by ``medium_choice``; each seat's money at the end."""
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
    for state in starts[::5]:
        position = Position.read(state)
        assert position is not None
        playouts = RoyalePlayouts(position, position.to_move)
        stream = playouts.stream(random.Random(rng.random()).random)
        outcome = playouts.play(position, stream)
        money = reference_playout(playouts, position, stream)
        assert outcome.money == money[position.to_move] - position.money[position.to_move]
        assert 0.0 <= outcome.chance <= 1.0


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
    activates no tile (or a sit-out) the engine's next turn is the fast copy's; the tiles' money is a model."""
    checked = 0
    positions = main_positions(players, 900, seed=30 + players)
    assert len(positions) > 100
    for state in positions:
        position = Position.read(state)
        for casino, result in enumerate(state.payout_preview()):
            paid = pay_code(position.notes[casino], position.codes[casino], position.owners, players)
            expected = [0] * position.owners
            for owner, notes in result.awards:
                expected[owner] = sum(notes)
            assert list(paid[:-1]) == expected
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
            assert seen(mine)[:4] + seen(mine)[-1:] == seen(engine)[:4] + seen(engine)[-1:], action
            checked += 1
    assert checked > 50


def test_closed_casinos_take_no_dice_and_tiles_pay_their_model_in_playouts():
    for state in main_positions(4, 600, seed=7)[::20]:
        position = Position.read(state)
        assert position.tiles is not None
        playouts = RoyalePlayouts(position, position.to_move)
        rng = random.Random(1)
        start = position if position.roll is None else position.sat_out() if position.may_sit_out() else None
        if start is None:
            continue
        for _ in range(5):
            outcome = playouts.play(start, playouts.stream(rng.random))
            assert 0.0 <= outcome.chance <= 1.0


def test_pay_day_high_five_and_bad_luck_in_the_model():
    model = TileModel((0,) * 6, pay_day=0, high_five=1, bad_luck=(2,), black_box=(3,), closed=5)
    codes = [1, 5, 0, 0, 3 << 4, 0]  # seat 0: casinos 1 and 2 (5 dice there), seat 1: casino 5
    money, after = model.activated(codes, 0, 0)
    assert money == 20  # PAY DAY: two casinos hold seat 0's dice
    money, after = model.activated(codes, 0, 1)
    assert money == 100 and after.high_five == -1  # HIGH FIVE's token taken, once
    assert after.activated(codes, 0, 1)[0] == 0
    paid = [(0, 0, 0)] * 3 + [(0, 80, 80)] + [(0, 0, 0)] * 2
    notes = ((),) * 3 + ((80, 40),) + ((),) * 2
    # nobody has dice on casino 3: both seats are fined; seat 1 took casino 4's higher card: BLACK BOX's mean
    assert model.round_end(codes, paid, notes, 2) == [-BAD_LUCK_FINE, -BAD_LUCK_FINE + BLACK_BOX_MEAN]
    assert model.fines_now(codes, 2) == [-50, -50]
