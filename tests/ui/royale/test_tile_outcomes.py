"""Royale's tiles show what they did where it happened (issue 38, ``vegas/ui/royale/outcomes.py``): black dice,
rewards and decisions on the tile, and at a round's end the tiles stay beside their casinos with what they paid
once the payout reveals them. Also the log keeps a roll's faces while the dice tumble."""

from __future__ import annotations

import random
import re

import pytest

from vegas.games.royale.actions import BlackDice
from vegas.ui import render
from vegas.ui.table import COLOURS, HUMAN, Seat, Settings, Table
from vegas.ui.view import view_model

SEATS = tuple(Seat(name, colour, HUMAN) for name, colour in zip(("Ann", "Bo"), COLOURS, strict=False))


def royale(face: str, seed: int) -> Table:
    return Table.new(Settings("royale", SEATS, seed, force=((1, face),)))


def played_until(face: str, done, seeds=range(1, 60)) -> Table:
    """A seeded random game with ``face`` beside casino 1, played until ``done(table, last action)``."""
    for seed in seeds:
        table = royale(face, seed)
        rng = random.Random(seed)
        while not table.state.is_terminal():
            if table.state.is_chance_node():
                table.match.play(table.state.sample_chance(rng))
            else:
                table.play(rng.choice(table.human_actions()))
            if done(table, table.match.actions[-1]):
                return table
    raise AssertionError(f"never met with {face}")


@pytest.mark.parametrize("face", ["A2", "B1", "H2"])
def test_the_black_dice_a_tile_rolls_lie_on_the_tile_with_their_words(face):
    def rolled_here(table, action):
        return isinstance(action, BlackDice) and table.match.states[-2].steps[0].casino == 1

    table = played_until(face, rolled_here)
    rolled = table.match.actions[-1]
    view = view_model(table, "en", revealed=True)
    card = view["casinos"][0]["tile"]
    assert card["face"] == face and card["outcome"]["dice"] == rolled.faces
    assert f"The black dice show {rolled.faces[0]} and {rolled.faces[1]}." in card["outcome"]["lines"]
    html = render.board(view)
    tile = html.split(f'data-tile="{face}"')[1].split("</section>")[0]
    assert tile.count('class="die black"') == 2 and f'data-outcome="m{len(table.match.actions)}"' in tile


def test_a_reward_paid_on_placement_shows_on_its_tile():
    def paid(table, action):
        lines = view_model(table, "en", revealed=True)["casinos"][0]["tile"]
        return bool(lines and lines["outcome"] and "from the tiles" in " ".join(lines["outcome"]["lines"]))

    table = played_until("D1", paid)  # PAY DAY
    card = view_model(table, "en", revealed=True)["casinos"][0]["tile"]
    assert re.search(r"got (1 chip|2 chips|\$\d+,000) from the tiles\.", " ".join(card["outcome"]["lines"]))


def test_at_the_payout_the_tiles_stay_beside_their_casinos_and_show_their_payment_once_revealed():
    def ended_with_payment(table, action):
        state = table.state
        return bool(state.last_payout) and any(p.casino == 1 and p.did_something for p in state.tiles_paid)

    table = played_until("C2", ended_with_payment)  # BAD LUCK pays at the round's end
    before = view_model(table, "en", round_end=True, payout_shown=0)["casinos"][0]["tile"]
    assert before["face"] == "C2" and before["outcome"] is None and not before["active"]
    after = view_model(table, "en", round_end=True, payout_shown=1)["casinos"][0]["tile"]
    assert after["outcome"]["lines"] and all("to the bank" in line for line in after["outcome"]["lines"])
    assert view_model(table, "en")["casinos"][0]["tile"] is None  # after the payout: the next round's, not laid yet


def test_the_log_keeps_a_roll_s_faces_while_the_dice_tumble():
    table = Table.new(Settings("classic", SEATS, 3))
    table.resolve_chance()  # the deal
    table.play("roll")
    table.resolve_chance()  # the faces, which the page shows tumbling before it tells them
    last = [line for r in view_model(table, "en")["log_rounds"] for line in r["lines"]][-1]
    tumbling = [line for r in view_model(table, "en", tumbling=True)["log_rounds"] for line in r["lines"]]
    assert last.startswith("You rolled") or "rolled" in last
    assert last not in tumbling


def test_chance_that_ends_a_round_stops_there_so_its_payout_shows_before_the_next_deal():
    """A tile's black dice may end a round (a chance step): the page's loop resolves chance up to there, shows
    that round's payout (with its tiles and the log as they were), then deals the next round."""
    stopped = 0
    for seed in range(1, 8):
        table = Table.new(Settings("royale", SEATS, seed, tiles=6))
        rng = random.Random(seed)
        while not table.state.is_terminal():
            if table.state.is_chance_node():
                before = len(table.match.actions)
                table.resolve_chance(to_round_end=True)
                states = table.match.states
                ended = [i for i in range(before, len(states) - 1) if states[i].round != states[i + 1].round]
                assert ended in ([], [len(states) - 2])  # a round's end is the last step resolved
                stopped += bool(ended) and table.state.is_chance_node()
            else:
                table.play(rng.choice(table.human_actions()))
    assert stopped, "these seeds should end a round with a chance step and deal the next one after"
