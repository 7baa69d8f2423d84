"""Knizia's *Vegas* (docs/rules.md §4): ``hard`` plans its cards and its pawn by playouts of the turns after a
decision, ``medium`` counts the cards it keeps, and the playouts' board follows the engine's rules
(issue 35; the tournaments are in docs/bots.md)."""

import random

import pytest

from tests.bots.test_legal import random_positions
from vegas import Game
from vegas.bots import finish, make_bot
from vegas.bots.coach import estimate
from vegas.bots.knizia.playout import Board
from vegas.bots.knizia.worth import DEFAULT_WORTH, projected
from vegas.core.actions import Action
from vegas.games.knizia.actions import GoldDie, GoodLuck, MaryCard
from vegas.games.knizia.state import DISCARDED, EMPTY, OPEN, KniziaState, Phase

A, B = 0, 1


def blank(rules: str = "knizia") -> KniziaState:
    state = Game(rules, 2).new_initial_state()
    assert isinstance(state, KniziaState)
    return state


def table_six_at_stake(leading: bool) -> KniziaState:
    """Mary Chip stands at table 5 (tables 1-5 gone), so table 6 (15 spaces, chip 15) is scored next. Both
    pawns stand there, 7 counters each, one space left (space 15, taking a 5). The seat holding every
    1-space (A when ``leading``) wins a tie; B rolls next, and most of its rolls would take the lead."""
    state = blank()
    me, you = (A, B) if leading else (B, A)
    row = (me, me, me, you, you, me, me, me, you, you, me, you, you, you, EMPTY)
    spaces = state.spaces[:5] + (row,) + state.spaces[6:]
    results = (DISCARDED,) * 5 + (OPEN,) * 9
    return state._with(
        phase=Phase.TURN, player=A, pawns=(5, 5), spaces=spaces, counters=(13, 13), results=results, mary=5
    )


def far_table_contested() -> KniziaState:
    """Every table open, Mary Chip at the start; both pawns at table 14, where B has two counters: a Good
    Luck card there would win little that a later one could not win better."""
    state = blank()
    row = list(state.spaces[13])
    row[2] = row[7] = B
    spaces = state.spaces[:13] + (tuple(row),)
    return state._with(phase=Phase.TURN, player=A, pawns=(13, 13), spaces=spaces, counters=(20, 18))


def choices(bot: str, state: KniziaState, seeds: int = 2) -> list[Action]:
    return [make_bot(bot, random.Random(seed)).choose(state) for seed in range(seeds)]


def test_hard_plays_the_mary_chip_card_for_the_table_it_leads():
    assert choices("hard", table_six_at_stake(leading=True)) == [MaryCard()] * 2


def test_hard_keeps_the_mary_chip_card_when_it_would_score_the_table_for_the_rival():
    chosen = choices("hard", table_six_at_stake(leading=False))
    assert MaryCard() not in chosen


def test_hard_plays_a_good_luck_card_where_it_decides_the_table():
    """Trailing on the tie-break, A fills the last space with a Good Luck card: 8 counters to 7, the chip is A's."""
    for action in choices("hard", table_six_at_stake(leading=False)):
        assert isinstance(action, GoodLuck) and action.space == 15, action


def test_hard_and_medium_keep_their_good_luck_cards_on_a_far_table():
    state = far_table_contested()
    assert any(isinstance(action, GoodLuck) for action in choices("baseline-medium", state))  # as it played before
    for bot in ("medium", "hard"):
        assert not any(isinstance(action, GoodLuck) for action in choices(bot, state)), bot


def test_hards_choice_repeats_with_its_seed_and_think_yields_the_same_as_choose():
    state = far_table_contested()
    thinking = make_bot("hard", random.Random(11)).think(state)
    chunks = 0
    while True:
        try:
            next(thinking)
            chunks += 1
        except StopIteration as done:
            thought = done.value
            break
    assert chunks >= 2
    assert thought == make_bot("hard", random.Random(11)).choose(state)
    assert thought == finish(make_bot("hard", random.Random(11)).think(state))


def test_the_coach_estimates_knizia_with_the_planners_playouts():
    """The generic path would give every action a few playouts of the 5% share; the planner gives 60%."""
    hints = estimate(far_table_contested(), budget=600, rng=random.Random(1))
    assert sum(hint.playouts for hint in hints) >= 300
    assert {str(hint.action) for hint in hints} == {str(a) for a in far_table_contested().legal_actions()}


@pytest.mark.parametrize("rules", ["knizia", "knizia-duel"])
def test_a_playouts_roll_follows_the_engine(rules):
    """Wherever a roll has one place to go (no choice, no duel), the playouts' board ends as the engine does."""
    rng = random.Random(5)
    bots = [make_bot("medium", random.Random(seat)) for seat in range(2)]
    state = blank(rules)
    checked = 0
    while not state.is_terminal() and checked < 150:
        if state.is_chance_node():
            for value in range(1, 7):
                engine = state.apply(GoldDie(value))
                if engine.phase in (Phase.PLACE, Phase.DUEL):
                    continue
                board = Board(state, [(value - 0.5) / 6])
                board.roll(state.player, state.at)
                assert board.spaces == [list(t) for t in engine.spaces]
                assert (board.results, board.counters, board.mary) == (
                    list(engine.results),
                    list(engine.counters),
                    engine.mary,
                )
                checked += 1
            state = state.apply(state.sample_chance(rng))
        else:
            state = state.apply(bots[state.current_player()].choose(state))
    assert checked >= 100


def test_an_open_tables_share_is_surer_the_nearer_mary_chip_and_the_fuller_the_table():
    """One counter of A's alone: on the next table its share is worth more than on the last table."""
    state = blank()
    near = state.spaces[:1] + ((A,) + (EMPTY,) * 8,) + state.spaces[2:]  # table 2 (chip 9), second on her way
    far = state.spaces[:13] + ((A,) + (EMPTY,) * 13,)  # table 14 (chip 14)
    for spaces, chip in ((near, 9), (far, 14)):
        assert sum(projected(state.results, spaces, (19, 20), DEFAULT_WORTH.soon)) == pytest.approx(39 + chip)
    gold_near = projected(state.results, near, (19, 20), DEFAULT_WORTH.soon)
    gold_far = projected(state.results, far, (19, 20), DEFAULT_WORTH.soon)
    assert gold_near[A] - gold_near[B] > gold_far[A] - gold_far[B] > 0
    assert projected(state.results, far, (19, 20), None)[A] == 19 + 14  # ``soon=None``: as ``projected_scores``


@pytest.mark.parametrize("rules", ["classic", "royale"])
def test_the_baseline_bots_play_as_hard_and_medium_outside_knizias_vegas(rules):
    """Only Knizia's bots changed: elsewhere the baselines make the same choices from the same seeds."""
    for state in random_positions(rules, 3, 4, seed=8):
        for level in ("medium", "hard"):
            new = make_bot(level, random.Random(4))
            old = make_bot(f"baseline-{level}", random.Random(4))
            assert new.choose(state) == old.choose(state), (level, state.observation())
