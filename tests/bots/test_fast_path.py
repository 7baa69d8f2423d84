"""The bots' fast copy of the classic table agrees with the engine, and the playout values are sound."""

import bisect
import random

import pytest

from tests.bots.test_legal import random_positions
from vegas import Place
from vegas.bots.heuristic import MediumWeights, medium_scores
from vegas.bots.playout import NORMAL_NODES, PlayoutPolicy, Playouts, win_chance
from vegas.bots.position import NO_DICE, SHOWN, Position, face_counts, pay_code, random_roller, roll_table
from vegas.bots.search import HardBot


@pytest.mark.parametrize(
    "rules, players", [("classic", 2), ("classic", 5), ("classic-neutral", 2), ("classic-neutral", 3)]
)
def test_position_pays_and_places_like_the_engine(rules, players):
    for state in random_positions(rules, players, 120, seed=players):
        position = Position.read(state)
        assert position is not None
        assert_pays_like_the_engine(state, position)
        if position.roll is None:
            continue
        assert [Place(v) for v in position.choices()] == state.legal_actions()
        for value in position.choices():
            engine = Position.read(state.apply(Place(value)))
            mine = position.placed(value)
            if engine is None:  # the round ended: the engine has paid and dealt anew
                assert mine.round_over()
                continue
            assert (mine.codes, mine.own_left, mine.neutral_left, mine.to_move) == (
                engine.codes,
                engine.own_left,
                engine.neutral_left,
                engine.to_move,
            )


def assert_pays_like_the_engine(state, position: Position) -> None:
    """Every casino pays each owner of the packed copy what the engine's payout preview gives it, and the
    copy's last figure is what the seats take together."""
    for casino, result in enumerate(state.payout_preview()):
        paid = pay_code(position.notes[casino], position.codes[casino], position.owners, position.players)
        expected = [0] * position.owners
        for owner, notes in result.awards:
            expected[owner] = sum(notes)
        assert list(paid[:-1]) == expected
        assert paid[-1] == sum(expected[: position.players])


def test_roll_tables_hold_every_outcome_with_its_exact_weight():
    cumulative, outcomes, shown, total = roll_table(8)
    assert len(outcomes) == 1287 and total == 6**8 == cumulative[-1]
    assert all(sum(counts) == 8 for counts in outcomes)
    assert all(
        SHOWN[mask] == tuple(v for v in range(1, 7) if counts[v]) for counts, mask in zip(outcomes, shown, strict=True)
    )
    counts = [0] * 7
    roll = random_roller(random.Random(1))
    for _ in range(6000):
        for face, n in enumerate(roll(1)):
            counts[face] += n
    assert all(900 < counts[face] < 1100 for face in range(1, 7))


def test_normal_nodes_integrate_the_normal_distribution():
    assert sum(w for _, w in NORMAL_NODES) == pytest.approx(1.0)
    assert sum(w * z * z for z, w in NORMAL_NODES) == pytest.approx(1.0)
    assert sum(w * z**4 for z, w in NORMAL_NODES) == pytest.approx(3.0)


def test_win_chance_is_exact_at_the_end_and_fair_before():
    assert win_chance([300, 200], [5, 4], 0, 0.0) == 1.0
    assert win_chance([300, 300, 100], [5, 5, 2], 1, 0.0) == 0.5  # shared win: most notes tied too
    assert win_chance([300, 300], [6, 5], 1, 0.0) == 0.0  # same money, fewer notes
    assert win_chance([100] * 4, [0] * 4, 2, 150.0) == pytest.approx(0.25, abs=1e-3)
    ahead = win_chance([200, 100, 100], [0] * 3, 0, 150.0)
    behind = win_chance([100, 200, 100], [0] * 3, 0, 150.0)
    assert 1 / 3 < ahead < 1 and 0 < behind < 1 / 3


def test_a_playout_ends_the_round_and_values_it_for_the_searching_seat():
    state = random_positions("classic", 3, 10, seed=4)[-1]
    position = Position.read(state)
    playouts = Playouts(position, position.to_move)
    rng = random.Random(2)
    outcomes = [playouts.play(position, playouts.stream(rng.random)) for _ in range(50)]
    assert all(0.0 <= o.chance <= 1.0 and abs(o.value - o.chance) < 0.05 and o.money >= 0 for o in outcomes)
    assert len({o.money for o in outcomes}) > 1


def medium_playout(playouts: Playouts, position: Position, stream: list[float]) -> int:
    """A slow reference playout: the same dice as ``Playouts.play`` (one block of ``stream`` per seat), every
    seat placing what ``medium`` would; returns the searching seat's money won."""
    tables = [roll_table(n) for n in range(9)]
    cursor = [s * playouts.stream_stride for s in range(position.players)]
    seat = position.to_move
    while not position.round_over():
        rolled = []
        for held in (position.own_left[seat], position.neutral_left[seat]):
            counts = [0] * 7
            if held:
                cumulative, outcomes, _shown, total = tables[held]
                counts = list(outcomes[bisect.bisect_right(cumulative, int(stream[cursor[seat]] * total))])
                cursor[seat] += 1
            rolled.append(tuple(counts))
        position.roll = (rolled[0], rolled[1])
        scores = medium_scores(position, MediumWeights())
        top = max(score for _, score in scores)
        position = position.placed(next(v for v, score in scores if score >= top - 1e-9))
        seat = position.to_move
    return sum(
        pay_code(notes, code, position.owners, position.players)[playouts.seat]
        for notes, code in zip(position.notes, position.codes, strict=True)
    )


@pytest.mark.parametrize("rules, players", [("classic", 2), ("classic", 4), ("classic-neutral", 3)])
def test_every_seat_in_a_playout_plays_almost_like_medium(rules, players):
    """The playout policy is ``medium`` but for the threat to casinos not placed in (98.6% of its choices):
    most playouts (over 80%) end exactly like the same dice played by ``medium``; without the threat, fewer do."""
    rng = random.Random(players)
    starts = [s for s in random_positions(rules, players, 300, seed=players) if Position.read(s) is not None]
    same = {0.04: 0, 0.0: 0}
    for state in starts[::10]:
        position = Position.read(state)
        position.roll = None
        for threat in same:
            playouts = Playouts(position, position.to_move, PlayoutPolicy(threat=threat))
            stream = playouts.stream(random.Random(rng.random()).random)
            same[threat] += playouts.play(position, stream).money == medium_playout(playouts, position, stream)
    assert same[0.04] >= 0.8 * len(starts[::10]), same
    assert same[0.04] > same[0.0], same


def test_a_lookahead_places_the_value_whose_playouts_win_most():
    """Last round; the opponent has placed all its dice, one on 3 ($90) and one on 5 ($80). The searching seat
    rolled a 3 and a 5 with its last two dice. Placing the 3 ties the $90 away, and the last die then wins
    ($90 on a 3) or ties ($80 on a 5, then equal money and notes: a shared win) in 2 rolls of 6: 1/6 + 1/12.
    Placing the 5 only ties on a 3: 1/12. On the same dice the 3 is never worse."""
    notes = ((10,), (20,), (90,), (30,), (80,), (40,))  # a die alone on 1, 2, 4 or 6 wins too little
    codes = [0, 0, 1 << 4, 0, 1 << 4, 0]  # the opponent (seat 1) has one die on 3 and one on 5
    rolled = face_counts((3, 5))
    position = Position("classic", 2, 2, 4, 4, notes, codes, [2, 0], [0, 0], (100, 100), (1, 1), 0, (rolled, NO_DICE))
    playouts = Playouts(position, 0, lookahead=20, uniform=random.Random(4).random)
    rng = random.Random(5)
    streams = [playouts.stream(rng.random) for _ in range(1200)]
    means = {
        value: sum(playouts.play(position.placed(value), s, look=False).chance for s in streams) / len(streams)
        for value in (3, 5)
    }
    assert means[3] == pytest.approx(1 / 6 + 1 / 12, abs=0.04) and means[5] == pytest.approx(1 / 12, abs=0.03)
    assert playouts.look_ahead(position, codes, [2, 0], [0, 0], rolled, NO_DICE, (5, 3)) == 3  # a tie keeps the 5


def test_hard_with_a_lookahead_chooses_legal_actions_and_repeats_per_seed():
    for state in random_positions("classic", 3, 6, seed=8):
        choices = [HardBot(random.Random(2), budget=12, work=None, lookahead=2).choose(state) for _ in range(2)]
        assert choices[0] == choices[1] and choices[0] in state.legal_actions()
