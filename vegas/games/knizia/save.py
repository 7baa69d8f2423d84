"""Knizia's *Vegas* as data: its invariants, what the table sees (``observation``) and the save, read back
with a check of every field so that a tampered save is refused with a reason (docs/rules.md §4)."""

from __future__ import annotations

from itertools import chain, product
from typing import Any, TypeVar

from vegas.core.game import Game
from vegas.core.reading import as_list, expect, int_in

from .actions import HANDS
from .board import COUNTERS, TABLES
from .play import (
    CARDS,
    DISCARDED,
    EMPTY,
    FULL_HAND,
    OPEN,
    THENS,
    Duel,
    KniziaPlay,
    Phase,
    Scoring,
)

K = TypeVar("K", bound=KniziaPlay)

POSSIBLE_HANDS = frozenset(product(*(range(full + 1) for full in FULL_HAND)))
"""Every hand a seat can hold: of each kind of card, none up to all it started with (512 hands)."""


def violations(state: KniziaPlay) -> list[str]:
    """Counters and cards conserved, scored tables empty and behind Mary Chip, the phase consistent."""
    problems = []
    seats = state.game.players
    waiting = state.duel.challenger if state.duel is not None else None
    owners = list(chain.from_iterable(state.spaces))  # every space's owner, all tables together
    for seat in range(seats):
        total = state.counters[seat] + owners.count(seat) + (waiting == seat)
        if state.counters[seat] < 0 or total != COUNTERS:
            problems.append(f"seat {seat} has {total} counters in all, not {COUNTERS}")
        if state.cards[seat] not in POSSIBLE_HANDS:
            problems.append(f"seat {seat}'s cards are not a part of the ten it started with")
    for table, result in enumerate(state.results):
        spaces = state.spaces[table]
        if result != OPEN and spaces.count(EMPTY) != len(spaces):
            problems.append(f"table {table + 1} is scored but still holds counters")
        if result == OPEN and EMPTY not in spaces:
            problems.append(f"table {table + 1} is full but not scored")
    if OPEN in state.results[: state.mary]:
        problems.append(f"Mary Chip is at table {state.mary} but a table before her is not scored")
    if (state.phase is Phase.OVER) != (OPEN not in state.results):
        problems.append("the game must end exactly when every table is scored")
    if state.phase is not Phase.PAWNS and min(state.pawns, default=0) < 0:
        problems.append("a pawn was never placed")
    rolling = state.phase in (Phase.ROLLING, Phase.PLACE)
    if rolling and not (0 <= state.at < len(TABLES) and state.results[state.at] == OPEN):
        problems.append("the roll is for a table that is not open")
    if (state.at >= 0) != rolling or (state.rolled > 0) != (state.phase is Phase.PLACE):
        problems.append("a roll's table and value are kept only while the roll is placed")
    if state.phase is Phase.PLACE and len(state.options(state.player, state.at, state.rolled)) < 2:
        problems.append("a choice of space is asked where there is none to make")
    problems += _duel_violations(state)
    return problems


def _duel_violations(state: KniziaPlay) -> list[str]:
    duel = state.duel
    if (duel is not None) != (state.phase is Phase.DUEL):
        return ["a duel must be under way exactly in the duel phase"]
    if duel is None:
        return []
    if state.spaces[duel.table][duel.space] != duel.defender or duel.defender == duel.challenger:
        return ["the duel's defender does not hold the space fought over"]
    if duel.hands[1] != 0 or state.player != (duel.challenger if duel.hands[0] == 0 else duel.defender):
        return ["the duel waits for the wrong player"]
    return []


def observation(state: KniziaPlay) -> dict[str, Any]:
    """The position as everyone at the table sees it; a duel's choices only as made or not (R33)."""
    names = state.game.names
    data: dict[str, Any] = {
        "rules": state.game.rules,
        "players": state.game.players,
        "start_player": state.game.start_player,
        "phase": state.phase.value,
        "to_move": state.current_player(),
        "mary": state.mary,
        "tables": [
            {
                "table": table.number,
                "chip": table.chip,
                "rows": list(table.rows),
                "spaces": [owner if owner >= 0 else None for owner in state.spaces[i]],
                "result": _result_text(state.results[i]),
            }
            for i, table in enumerate(TABLES)
        ],
        "seats": [
            {
                "name": names[seat],
                "pawn": state.pawns[seat] + 1 if state.pawns[seat] >= 0 else None,
                "counters": state.counters[seat],
                "cards": dict(zip(CARDS, state.cards[seat], strict=True)),
                "gold": gold,
                "chips": chips,
            }
            for seat, (gold, chips) in enumerate(zip(state.scores(), state.chips(), strict=True))
        ],
        "scored": [_scoring_json(s) for s in state.scorings],
        "legal_actions": [str(action) for action in state.legal_actions()],
    }
    if state.phase in (Phase.ROLLING, Phase.PLACE):
        data["roll"] = {"seat": state.player, "table": state.at + 1, "value": state.rolled or None}
    if state.duel is not None:
        duel = state.duel
        data["duel"] = {
            "challenger": duel.challenger,
            "defender": duel.defender,
            "table": duel.table + 1,
            "space": duel.space + 1,
            "chosen": [hands != 0 for hands in duel.hands],
            "then": duel.then,
        }
    return data


def _result_text(result: int) -> str | int:
    return "open" if result == OPEN else "discarded" if result == DISCARDED else result


def _scoring_json(scoring: Scoring) -> dict[str, Any]:
    return {
        "table": scoring.table + 1,
        "winner": scoring.winner if scoring.winner >= 0 else None,
        "counters": list(scoring.counters),
        "by": "mary" if scoring.by_mary else "full",
    }


def to_json(state: KniziaPlay) -> dict[str, Any]:
    duel = state.duel
    return {
        "format": state.FORMAT,
        "version": state.VERSION,
        "game": state.game.to_json(),
        "phase": state.phase.value,
        "player": state.player,
        "mary": state.mary,
        "spaces": [list(table) for table in state.spaces],
        "results": list(state.results),
        "pawns": list(state.pawns),
        "counters": list(state.counters),
        "cards": [list(hand) for hand in state.cards],
        "at": state.at,
        "rolled": state.rolled,
        "duel": None
        if duel is None
        else {
            "challenger": duel.challenger,
            "defender": duel.defender,
            "table": duel.table,
            "space": duel.space,
            "hands": list(duel.hands),
            "then": duel.then,
        },
        "scorings": [
            {"table": s.table, "winner": s.winner, "counters": list(s.counters), "by_mary": s.by_mary}
            for s in state.scorings
        ],
    }


def from_json(cls: type[K], game: Game, data: Any) -> K:
    """Read a save written by ``to_json``, refusing anything malformed or inconsistent (``InvalidState``)."""
    expect(isinstance(data, dict), "a saved state is a JSON object")
    expect(data.get("format") == cls.FORMAT, f"not a saved state (format {data.get('format')!r})")
    expect(data.get("version") == cls.VERSION, f"saved state version {data.get('version')!r} is not supported")
    expect(Game.from_json(data.get("game")) == game, "the saved state belongs to another game")
    seats, last_seat = game.players, game.players - 1
    phase = data.get("phase")
    expect(isinstance(phase, str) and phase in {p.value for p in Phase}, f"unknown phase {phase!r}")
    spaces = as_list(data.get("spaces"), "the tables' spaces")
    expect(len(spaces) == len(TABLES), f"there must be {len(TABLES)} tables")
    read_spaces = []
    for table, owners in zip(TABLES, spaces, strict=True):
        owners = as_list(owners, f"table {table.number}'s spaces")
        expect(len(owners) == len(table.spaces), f"table {table.number} has {len(table.spaces)} spaces")
        read_spaces.append(tuple(int_in(o, EMPTY, last_seat, "owner of a space") for o in owners))
    results = as_list(data.get("results"), "the tables' results")
    expect(len(results) == len(TABLES), f"there must be {len(TABLES)} results")
    pawns = as_list(data.get("pawns"), "the pawns")
    counters = as_list(data.get("counters"), "the counters")
    cards = as_list(data.get("cards"), "the cards")
    expect(len(pawns) == len(counters) == len(cards) == seats, "one pawn, counters and hand per seat are needed")
    hands = []
    for hand in cards:
        hand = as_list(hand, "a hand of cards")
        expect(len(hand) == len(CARDS), f"a hand counts {len(CARDS)} kinds of card")
        hands.append(tuple(int_in(n, 0, full, "number of a card") for n, full in zip(hand, FULL_HAND, strict=True)))
    state = cls(
        game=game,
        phase=Phase(phase),
        player=int_in(data.get("player"), 0, last_seat, "player to move"),
        mary=int_in(data.get("mary"), 0, len(TABLES), "Mary Chip's table"),
        spaces=tuple(read_spaces),
        results=tuple(int_in(r, OPEN, last_seat, "result of a table") for r in results),
        pawns=tuple(int_in(p, -1, len(TABLES) - 1, "table of a pawn") for p in pawns),
        counters=tuple(int_in(c, 0, COUNTERS, "counters in hand") for c in counters),
        cards=tuple(hands),
        at=int_in(data.get("at"), -1, len(TABLES) - 1, "table of the roll"),
        rolled=int_in(data.get("rolled"), 0, 6, "value rolled"),
        duel=_read_duel(data.get("duel"), seats),
        scorings=tuple(_read_scoring(s, seats) for s in as_list(data.get("scorings"), "the last scorings")),
    )
    problems = state.violations()
    expect(not problems, f"the saved state is inconsistent: {'; '.join(problems[:3])}")
    return state


def _read_duel(data: Any, seats: int) -> Duel | None:
    if data is None:
        return None
    expect(isinstance(data, dict), "the duel is malformed")
    table = int_in(data.get("table"), 0, len(TABLES) - 1, "duel's table")
    hands = as_list(data.get("hands"), "the duel's choices")
    expect(len(hands) == 2, "a duel has two choices")
    then = data.get("then")
    expect(then in THENS, "the duel's turn is malformed")
    return Duel(
        int_in(data.get("challenger"), 0, seats - 1, "challenger"),
        int_in(data.get("defender"), 0, seats - 1, "defender"),
        table,
        int_in(data.get("space"), 0, len(TABLES[table].spaces) - 1, "duel's space"),
        (int_in(hands[0], 0, max(HANDS), "challenger's choice"), int_in(hands[1], 0, max(HANDS), "defender's choice")),
        str(then),
    )


def _read_scoring(data: Any, seats: int) -> Scoring:
    expect(isinstance(data, dict), "a scoring is malformed")
    counts = as_list(data.get("counters"), "a scoring's counters")
    expect(len(counts) == seats, "a scoring counts every seat's counters")
    by_mary = data.get("by_mary")
    expect(isinstance(by_mary, bool), "a scoring says whether Mary Chip scored it")
    return Scoring(
        int_in(data.get("table"), 0, len(TABLES) - 1, "scored table"),
        int_in(data.get("winner"), DISCARDED, seats - 1, "winner of a scoring"),
        tuple(int_in(c, 0, COUNTERS, "counters at a scoring") for c in counts),
        bool(by_mary),
    )


def save_from_observation(data: dict[str, Any]) -> dict[str, Any]:
    """The save of the position an observation shows; a duel's hidden choice, when made, reads as 1H (the
    bots draw it anew, ``KniziaPlay.determinised``). Missing or malformed fields raise ``KeyError``,
    ``TypeError`` or ``ValueError`` (``observation.state_from_observation`` words them)."""
    seats = data["seats"]
    tables = data["tables"]
    duel, roll = data.get("duel"), data.get("roll") or {}
    to_move = data["to_move"]
    player = to_move if type(to_move) is int and to_move >= 0 else roll.get("seat", 0)
    results = {"open": OPEN, "discarded": DISCARDED}
    return {
        "format": KniziaPlay.FORMAT,
        "version": KniziaPlay.VERSION,
        "game": {
            "rules": data["rules"],
            "players": data["players"],
            "names": [seat["name"] for seat in seats],
            "start_player": data.get("start_player", 0),
        },
        "phase": data["phase"],
        "player": player,
        "mary": data["mary"],
        "spaces": [[EMPTY if owner is None else owner for owner in table["spaces"]] for table in tables],
        "results": [results[t["result"]] if isinstance(t["result"], str) else t["result"] for t in tables],
        "pawns": [-1 if seat["pawn"] is None else seat["pawn"] - 1 for seat in seats],
        "counters": [seat["counters"] for seat in seats],
        "cards": [[seat["cards"][card] for card in CARDS] for seat in seats],
        "at": roll["table"] - 1 if roll else -1,
        "rolled": roll.get("value") or 0,
        "duel": None
        if duel is None
        else {
            "challenger": duel["challenger"],
            "defender": duel["defender"],
            "table": duel["table"] - 1,
            "space": duel["space"] - 1,
            "hands": [1 if chosen else 0 for chosen in duel["chosen"]],
            "then": duel["then"],
        },
        "scorings": [
            {
                "table": s["table"] - 1,
                "winner": DISCARDED if s["winner"] is None else s["winner"],
                "counters": s["counters"],
                "by_mary": s["by"] == "mary",
            }
            for s in data["scored"]
        ],
    }
