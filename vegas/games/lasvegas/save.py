"""Reading a saved state of the Las Vegas family back, checking every field: a tampered save is refused.

Each field is read with a check that names it; a subclass reads its own fields with the same helpers
(``_read_extra``); the whole state must then pass ``violations()`` (money, dice and chips conserved).
"""

from __future__ import annotations

from typing import Any, TypeVar

from vegas.core.actions import Action, Dice
from vegas.core.errors import InvalidAction, InvalidState
from vegas.core.game import Game
from vegas.core.reading import as_list, counts, expect, int_in

from .payout import CasinoPayout
from .table import CASINOS, Casino, CasinoTable, Phase

S = TypeVar("S", bound=CasinoTable)

PHASES = frozenset(phase.value for phase in Phase)
"""The phases' names in a save."""


def read_state(cls: type[S], game: Game, data: Any) -> S:
    """A state of ``cls`` read back from its save, or ``InvalidState`` naming the first field that is wrong."""
    expect(isinstance(data, dict), "a saved state is a JSON object")
    expect(data.get("format") == cls.FORMAT, f"not a saved state (format {data.get('format')!r})")
    expect(data.get("version") == cls.VERSION, f"saved state version {data.get('version')!r} is not supported")
    expect(Game.from_json(data.get("game")) == game, "the saved state belongs to another game")
    seats, rounds = game.players, game.ruleset.rounds
    money = MoneyReader(cls)
    phase_text = data.get("phase")
    expect(isinstance(phase_text, str) and phase_text in PHASES, f"unknown phase {phase_text!r}")
    unseen = data.get("unseen")
    expect(isinstance(unseen, dict) and set(unseen) == {str(v) for v in money.values}, "the pile is malformed")
    casinos = data.get("casinos")
    expect(isinstance(casinos, list) and len(casinos) == CASINOS, "there must be 6 casinos")
    owners = cls.owner_count(game)
    read_casinos = []
    for i, casino in enumerate(casinos, 1):
        expect(isinstance(casino, dict), f"casino {i} is malformed")
        on_casino, dice = money.read(casino.get("money"), "a casino's money"), casino.get("dice")
        if not counts(dice, owners):
            raise InvalidState(f"casino {i}'s dice must be {owners} counts")
        read_casinos.append(Casino(on_casino, tuple(dice)))
    supplies = data.get("supplies")
    kinds = len(cls.supply_kinds(game))
    expect(isinstance(supplies, list) and len(supplies) == seats, "one dice supply per seat is needed")
    expect(all(counts(s, kinds) for s in supplies), "a dice supply is malformed")
    won = data.get("won")
    expect(isinstance(won, list) and len(won) == seats, "the money won is malformed")
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
            round=int_in(data.get("round"), 1, rounds, "round"),
            start_player=int_in(data.get("start_player"), 0, seats - 1, "start player"),
            phase=Phase(phase_text),
            player=int_in(data.get("player"), 0, seats - 1, "player to move"),
            dealing=int_in(data.get("dealing"), 0, CASINOS, "deal's progress"),
            unseen=tuple(int_in(unseen[str(v)], 0, n, f"unseen {money.word} of {v}") for v, n in cls.MONEY),
            bottom=money.read(data.get("bottom"), "the bottom of the pile", ordered=False),
            casinos=tuple(read_casinos),
            supplies=tuple(tuple(s) for s in supplies),
            roll=roll,
            won=tuple(money.read(w, "money won") for w in won),
            last_payout=tuple(_payout(p, owners, money) for p in as_list(data.get("last_payout"), "last payout")),
            **cls._read_extra(game, data),
        )
    except (TypeError, ValueError) as bad:
        if isinstance(bad, InvalidState):
            raise
        raise InvalidState(f"the saved state is malformed: {bad}") from None
    problems = state.violations()
    expect(not problems, f"the saved state is inconsistent: {'; '.join(problems[:3])}")
    return state


class MoneyReader:
    """Reads lists of the rule set's money (notes or cards), refusing any value the game does not have."""

    def __init__(self, cls: type[CasinoTable]) -> None:
        self.values = {value for value, _ in cls.MONEY}
        self.word = cls.MONEY_WORD
        self.one = cls.MONEY_WORD[:-1]

    def read(self, values: Any, what: str, ordered: bool = True) -> tuple[int, ...]:
        """The money as a tuple, highest first unless ``ordered`` is false (the pile keeps its order)."""
        if not isinstance(values, list):
            raise InvalidState(f"{what} must be a list of {self.word}")
        if not all(type(v) is int and v in self.values for v in values):
            raise InvalidState(f"{what} holds a value that is no {self.one}")
        return tuple(sorted(values, reverse=True)) if ordered else tuple(values)


def _payout(data: Any, owners: int, money: MoneyReader) -> CasinoPayout:
    expect(isinstance(data, dict), "a casino payout is malformed")
    removed = as_list(data.get("removed"), "removed owners")
    awards = as_list(data.get("awards"), "awards")
    expect(all(type(o) is int and 0 <= o < owners for o in removed), "a removed owner is unknown")
    expect(
        all(isinstance(a, list) and len(a) == 2 and type(a[0]) is int and 0 <= a[0] < owners for a in awards),
        "an award is malformed",
    )
    dice = as_list(data.get("dice", []), "dice paid")  # saves before 0.2.0 lack it
    expect(
        all(
            isinstance(d, list)
            and len(d) == 2
            and type(d[0]) is int
            and 0 <= d[0] < owners
            and type(d[1]) is int
            and 0 < d[1] <= 99
            for d in dice
        ),
        "the dice of a payout are malformed",
    )
    return CasinoPayout(
        int_in(data.get("casino"), 1, 6, "paying casino"),
        tuple(removed),
        tuple((owner, money.read(won, "an award")) for owner, won in awards),
        money.read(data.get("left"), "leftover money"),
        tuple((owner, count) for owner, count in dice),
    )
