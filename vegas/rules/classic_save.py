"""Reading a saved classic state back, checking every field: a tampered save is refused, not trusted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action, Dice
from ..errors import InvalidAction, InvalidState
from ..game import Game
from ..payout import CasinoPayout
from .money import CLASSIC_NOTES

if TYPE_CHECKING:
    from .classic import ClassicState

_NOTE_VALUES = {value for value, _ in CLASSIC_NOTES}


def read_state(cls: type[ClassicState], game: Game, data: Any) -> ClassicState:
    from .classic import CASINOS, Casino, Phase, owner_count, supply_kinds

    _expect(isinstance(data, dict), "a saved state is a JSON object")
    _expect(data.get("format") == cls.FORMAT, f"not a saved state (format {data.get('format')!r})")
    _expect(data.get("version") == cls.VERSION, f"saved state version {data.get('version')!r} is not supported")
    _expect(Game.from_json(data.get("game")) == game, "the saved state belongs to another game")
    seats, rounds = game.players, game.ruleset.rounds
    phase_text = data.get("phase")
    _expect(phase_text in {p.value for p in Phase}, f"unknown phase {phase_text!r}")
    unseen = data.get("unseen")
    _expect(isinstance(unseen, dict) and set(unseen) == {str(v) for v in _NOTE_VALUES}, "the pile is malformed")
    casinos = data.get("casinos")
    _expect(isinstance(casinos, list) and len(casinos) == CASINOS, "there must be 6 casinos")
    owners = owner_count(game)
    read_casinos = []
    for i, casino in enumerate(casinos, 1):
        _expect(isinstance(casino, dict), f"casino {i} is malformed")
        money, dice = _notes(casino.get("money"), "a casino's money"), casino.get("dice")
        if not _ints(dice, owners):
            raise InvalidState(f"casino {i}'s dice must be {owners} counts")
        read_casinos.append(Casino(money, tuple(dice)))
    supplies = data.get("supplies")
    kinds = len(supply_kinds(game))
    _expect(isinstance(supplies, list) and len(supplies) == seats, "one dice supply per seat is needed")
    _expect(all(_ints(s, kinds) for s in supplies), "a dice supply is malformed")
    won = data.get("won")
    _expect(isinstance(won, list) and len(won) == seats, "the money won is malformed")
    roll_text = data.get("roll")
    roll: Dice | None = None
    if roll_text is not None:
        try:
            parsed = Action.parse(roll_text)
        except (InvalidAction, TypeError) as bad:
            raise InvalidState(f"the saved roll is unreadable: {bad}") from None
        if not isinstance(parsed, Dice):
            raise InvalidState("the saved roll is not a roll of dice")
        roll = parsed
    try:
        state = cls(
            game=game,
            round=_int_in(data.get("round"), 1, rounds, "round"),
            start_player=_int_in(data.get("start_player"), 0, seats - 1, "start player"),
            phase=Phase(phase_text),
            player=_int_in(data.get("player"), 0, seats - 1, "player to move"),
            dealing=_int_in(data.get("dealing"), 0, CASINOS, "casino being dealt"),
            unseen=tuple(_int_in(unseen[str(v)], 0, n, f"unseen notes of {v}") for v, n in CLASSIC_NOTES),
            bottom=_notes(data.get("bottom"), "the bottom of the pile", ordered=False),
            casinos=tuple(read_casinos),
            supplies=tuple(tuple(s) for s in supplies),
            roll=roll,
            won=tuple(_notes(w, "money won") for w in won),
            last_payout=tuple(_payout(p, owners) for p in _list(data.get("last_payout"), "last payout")),
        )
    except (TypeError, ValueError) as bad:
        if isinstance(bad, InvalidState):
            raise
        raise InvalidState(f"the saved state is malformed: {bad}") from None
    problems = state.violations()
    _expect(not problems, f"the saved state is inconsistent: {'; '.join(problems[:3])}")
    return state


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise InvalidState(message)


def _ints(values: Any, length: int) -> bool:
    return isinstance(values, list) and len(values) == length and all(type(v) is int and 0 <= v <= 99 for v in values)


def _int_in(value: Any, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise InvalidState(f"the {what} must be a whole number {low}-{high}")
    return value


def _list(value: Any, what: str) -> list:
    _expect(isinstance(value, list), f"{what} must be a list")
    return value


def _notes(values: Any, what: str, ordered: bool = True) -> tuple[int, ...]:
    if not isinstance(values, list):
        raise InvalidState(f"{what} must be a list of notes")
    if not all(type(v) is int and v in _NOTE_VALUES for v in values):
        raise InvalidState(f"{what} holds a value that is no note")
    return tuple(sorted(values, reverse=True)) if ordered else tuple(values)


def _payout(data: Any, owners: int) -> CasinoPayout:
    _expect(isinstance(data, dict), "a casino payout is malformed")
    removed = _list(data.get("removed"), "removed owners")
    awards = _list(data.get("awards"), "awards")
    _expect(all(type(o) is int and 0 <= o < owners for o in removed), "a removed owner is unknown")
    _expect(
        all(isinstance(a, list) and len(a) == 2 and type(a[0]) is int and 0 <= a[0] < owners for a in awards),
        "an award is malformed",
    )
    return CasinoPayout(
        _int_in(data.get("casino"), 1, 6, "paying casino"),
        tuple(removed),
        tuple((owner, _notes(notes, "an award")) for owner, notes in awards),
        _notes(data.get("left"), "leftover notes"),
    )
