"""Royale's tiles say what they do (issue 47, points 5-7): every decision names its tile, says what each choice does
and why a choice is missing; BLACK BOX's split has a verb; a round's payout names what every tile did at its end;
the seats count the cards as the standings (and the tie-break) do (docs/rules.md, R12)."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from vegas.games.lasvegas.table import Phase
from vegas.games.royale.actions import PlaceBlack, Split
from vegas.games.royale.state import RoyaleState
from vegas.games.royale.steps import Resume, StepKind
from vegas.games.royale.tiles import FACES
from vegas.ui.lasvegas.owners import owner_names
from vegas.ui.lasvegas.standings import standings
from vegas.ui.royale.outcomes import concerned
from vegas.ui.royale.tiles import action_label, describe_tile_move, gains, step_prompt, tile_card
from vegas.ui.table import HUMAN, Seat, Settings, Table
from vegas.ui.text import LANGUAGES
from vegas.ui.view import game_log, payout_summary, view_model

SEATS = (Seat("Ann", "orange", HUMAN), Seat("Bo", "blue", HUMAN), Seat("Cy", "green", HUMAN))


def game(faces: tuple[str, ...], seed: int, players: int = 2) -> Table:
    return Table.new(Settings("royale", SEATS[:players], seed, force=tuple(enumerate(faces, 1))))


def doer(rng: random.Random):
    """Goes for casino 1 and, when a tile asks, does something rather than nothing (as a curious player)."""

    def pick(actions: list[str]) -> str:
        doing = [a for a in actions if not a.endswith(" none") and a not in ("double-down 0", "sit-out")]
        if "place 1" in doing and rng.random() < 0.7:
            return "place 1"
        return rng.choice(doing or actions)

    return pick


def test_black_box_hands_over_its_piles_with_a_verb_in_every_language():
    table = game(("G1",), seed=1)
    labels = {lang: action_label(table.state, Split((1, 1, 1)), lang) for lang in LANGUAGES}
    assert labels["en"] == "Hand over pile 1 ($60,000, 2 chips, blank) and pile 2 (2 chips, blank, blank)"
    assert labels["fr"].startswith("Remettre la pile 1 (") and " et la pile 2 (" in labels["fr"]
    assert labels["de"].startswith("Stapel 1 (") and labels["de"].endswith(") übergeben")


@pytest.mark.parametrize("face", list(FACES))
def test_a_round_s_payout_names_what_every_tile_did_at_the_round_s_end(face):
    """Each of the 16 faces beside casino 1: at every payout, each tile that decided something as the round ended
    (PRIME TIME's black dice, BLACK BOX's split and pick) or paid or charged at its end is listed under its casino,
    with each of those decisions said; no other tile is."""
    table = game((face,), seed=2)
    pick = doer(random.Random(2))
    decided = 0
    while not table.state.is_terminal():
        before = len(table.match.actions)
        table.play(pick(table.human_actions()))
        table.resolve_chance()
        states, actions = table.match.states, table.match.actions
        if not getattr(table.state, "last_payout", ()) or not any(
            states[i].round != states[i + 1].round or states[i + 1].is_terminal() for i in range(before, len(actions))
        ):
            continue
        summary = payout_summary(table, "en")
        names = owner_names(table, "en")
        end = max(
            i for i in range(len(actions)) if states[i].round != states[i + 1].round or states[i + 1].is_terminal()
        )
        expected: dict[int, list[str]] = {paid.casino: [] for paid in states[end + 1].tiles_paid}
        index = end
        while index >= 0 and states[index].phase is Phase.EFFECT and states[index].resume is Resume.PAYOUT:
            casino = concerned(states[index], actions[index])
            if casino is not None:
                said = describe_tile_move(states[index], actions[index], states[index + 1], "en", names)
                paid = set(gains(states[index], states[index + 1], "en", names))
                expected.setdefault(casino, []).extend(line for line in said if line not in paid)
            index -= 1
        shown = {tile["casino"]: tile["effects"] for tile in summary["tiles"]}
        assert set(shown) == {casino for casino, lines in expected.items() if lines or casino in shown}
        for casino, lines in expected.items():
            assert all(line in shown[casino] for line in lines), (face, casino, lines, shown)
            decided += bool(lines)
    if face in ("B1", "G1"):  # the two faces that ask a decision as the round ends
        assert decided, f"{face}: no decision at a round's end on this seed"


def test_the_seats_count_the_cards_as_the_standings_and_the_tie_break_do():
    """R12: each payment from the bank counts as a card; the seats showed only the casinos' cards (6/9/10 beside the
    standings' 7/13/13)."""
    table = game(("C1", "G2", "H1"), seed=4, players=3)
    pick = doer(random.Random(4))
    while not table.state.is_terminal():
        table.play(pick(table.human_actions()))
        table.resolve_chance()
    state = table.state
    assert any(state.bank[seat] for seat in range(3)), "this game should have payments from the bank"
    seats = view_model(table, "en")["players"]
    final = standings(table, "en")
    rows = {row["name"]: row for row in final["rows"]}
    figures = {row["name"]: row["values"][2] for row in final["figures"]["rows"]}
    for seat in seats:
        cards = int(re.match(r"\d+", seat["notes"]).group())
        chips = int(re.match(r"\d+", seat["chips"]).group())
        row = rows[seat["name"]]
        assert cards == figures[seat["name"]] and chips == row["chips"], seat["name"]
        assert cards + chips == row["notes"] == state.tiebreak(seat["seat"]), seat["name"]


def name(seat: int) -> str:
    return SEATS[seat].name


def decisions_met(face: str, seeds: range) -> dict[str, RoyaleState]:
    """A state waiting at each kind of decision met with ``face`` beside casino 1 (random, curious players)."""
    met: dict[str, RoyaleState] = {}
    for seed in seeds:
        table = game((face,), seed)
        pick = doer(random.Random(seed))
        while not table.state.is_terminal():
            state = table.state
            if state.steps and state.steps[0].seat >= 0 and str(state.steps[0].kind) not in met:
                met[str(state.steps[0].kind)] = state
            table.play(pick(table.human_actions()))
            table.resolve_chance()
    return met


@pytest.mark.parametrize("face", [face for face in FACES if face not in ("A2", "C1", "C2", "D1", "D2")])
def test_every_tile_decision_names_its_tile_in_every_language(face):
    """The 11 faces that ask a decision (the other five only pay, or, POWER PLAY, add a move to the turn)."""
    met = decisions_met(face, range(1, 4))
    assert met, f"{face}: no decision met"
    for kind, state in met.items():
        tile = FACES[state.tiles[state.steps[0].casino - 1]].name
        for lang in LANGUAGES:
            prompt = step_prompt(state, lang, name)
            assert prompt is not None and f"({tile})" in prompt, (face, kind, lang, prompt)
            assert "{" not in prompt


def test_prime_time_says_why_a_die_is_not_offered():
    """The black dice showed 1 and 6 with casino 6 closed: "Place neither / Place the 1", and not a word on the 6."""
    met = decisions_met("B1", range(1, 6))
    state = met[StepKind.PRIME]
    low, high = state.steps[0].data
    closed = state._with(board=replace(state.board, no_entry=high))
    assert (
        PlaceBlack((high,)) not in closed.legal_actions()
        and PlaceBlack((low,)) in closed.legal_actions()
        or low == high
    )
    names = {"en": "casino", "fr": "casino", "de": "Casino"}
    for lang in LANGUAGES:
        prompt = step_prompt(closed, lang, name)
        assert "NO ENTRY!" in prompt and f"{names[lang]} {high}" in prompt, (lang, prompt)
    assert "NO ENTRY!" not in step_prompt(state, "en", name)


def test_knockout_says_why_the_biggy_is_not_offered():
    met = decisions_met("E2", range(1, 8))
    state = met[StepKind.KNOCK_OUT]
    seat = state.steps[0].seat
    small, _big = state.supplies[seat]
    no_biggy = state._with(supplies=tuple((s, 0) if i == seat else d for i, (s, d) in enumerate(state.supplies)))
    assert small and all("biggy" not in str(a) for a in no_biggy.legal_actions())
    prompt = step_prompt(no_biggy, "en", name)
    assert prompt.startswith(f"{SEATS[seat].name} (KNOCKOUT?): ") and "Not the Biggy" in prompt
    labels = [action_label(no_biggy, a, "en") for a in no_biggy.legal_actions()]
    assert labels == ["Put a small die into the bar"]


def test_fifty_fifty_says_the_reward_it_stops_for_and_a_lost_bet():
    """The first space pays nothing: the question no longer offers "the reward"; a lost bet has its line."""
    said: set[str] = set()
    for seed in range(1, 12):
        table = game(("B2",), seed)
        rng = random.Random(seed)
        while not table.state.is_terminal() and "lost" not in said:
            state = table.state
            if state.steps and state.steps[0].kind == StepKind.FIFTY and state.steps[0].data[0] == 1:
                prompt = step_prompt(state, "en", name)
                assert "pays nothing" in prompt and "take the reward" not in prompt
                assert action_label(state, next(a for a in state.legal_actions() if str(a) == "stop"), "en") == (
                    "Stop with nothing"
                )
                said.add("first")
            actions = table.human_actions()
            bets = [a for a in actions if a.startswith("bet")]
            table.play(rng.choice(bets) if bets else doer(rng)(actions))
            table.resolve_chance()
            log = "\n".join(game_log(table, "en"))
            if re.search(
                r"The sum is \d+: the bet on (higher|lower) than \d+ is lost, FIFTY FIFTY gives nothing\.", log
            ):
                said.add("lost")
    assert said == {"first", "lost"}


def test_handicap_says_what_its_free_spaces_give():
    """It read "2 free for 1 chip / 3 free for $30,000"."""
    table = game(("F2",), seed=1)
    lines = tile_card(table.state, 1, "en", name)["lines"]
    assert lines == [
        "2 spaces left, 1 chip each",
        "3 spaces left, $30,000 each",
        "4 spaces left, a free move each",
    ]
