"""What Las Vegas Royale's tiles ask for, as steps of the engine (docs/rules.md §3, R23, R24): the kinds of steps,
who acts in each, what each remembers, and their saved form. ``state.py`` queues and resolves them.

A step is a decision of a seat (``hide``, ``split``, …), a roll of the black dice or a tile draw (chance), or
a round-end tile finding whom it concerns (the engine, at once: ``AUTO``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any

from vegas.core.reading import expect
from vegas.core.state import CHANCE
from vegas.games.lasvegas.state import CASINOS

from .actions import BLACK_BOX_TOKENS, BlackDice
from .tiles import BLACK_BOX_COUNTS, FIFTY_TRACK

AUTO = -2
"""A step's ``seat`` when the engine carries it out at once (the round-end tiles find their player first)."""


class Resume(StrEnum):
    """What happens once the queued steps are done."""

    NONE = ""
    TURN = "turn"  # the round's first turn
    SETUP_ROLL = "setup-roll"  # the round's 2-player neutral dice are rolled first
    NEXT = "next"  # the turn passes on from the player who placed
    PAYOUT = "payout"  # the casinos and tiles pay, the round ends


class StepKind(StrEnum):
    """What a step asks for (its text form is the word saves and observations use)."""

    TILE = "tile"
    HIDE = "hide"
    GUESS = "guess"
    JACKPOT = "jackpot"
    FIFTY_ROLL = "fifty-roll"
    FIFTY = "fifty"
    PRIME_TIME = "prime-time"
    PRIME_ROLL = "prime-roll"
    PRIME = "prime"
    BAD_LUCK = "bad-luck"
    NO_ENTRY = "no-entry"
    KNOCK_OUT = "knock-out"
    BLOCK_IT = "block-it"
    HANDICAP = "handicap"
    ADJUST = "adjust"
    BLACK_BOX = "black-box"
    SPLIT = "split"
    PICK = "pick"
    DOUBLE_DOWN = "double-down"
    NICE_DICE = "nice-dice"
    MY_CHOICE_ROLL = "my-choice-roll"
    MY_CHOICE = "my-choice"
    ACTIVATE = "activate"
    GOLDEN = "golden"


@dataclass(frozen=True, slots=True)
class Step:
    """One thing a tile asks for: ``kind`` of ``seat`` (or ``CHANCE``, ``AUTO``) at the tile of ``casino``,
    for ``player`` (whose effect it is), with what the step needs to remember (``data``)."""

    kind: StepKind
    seat: int
    casino: int
    player: int
    data: tuple[int, ...] = ()


STEP_TASKS = {
    StepKind.HIDE: "choose how many tokens to hold, 1-3",
    StepKind.GUESS: "guess how many tokens {player} holds",
    StepKind.FIFTY: "stop or bet on the next sum",
    StepKind.PRIME: "choose which black dice to place",
    StepKind.NO_ENTRY: "choose the casino to close",
    StepKind.KNOCK_OUT: "put one remaining die into the bar",
    StepKind.BLOCK_IT: "choose a cluster of blank dice and a casino, or none",
    StepKind.HANDICAP: "choose a blank die to move onto the tile, or none",
    StepKind.ADJUST: "set a die to a value and place it, or take one back",
    StepKind.DOUBLE_DOWN: "choose how many dice to move onto the tile",
    StepKind.NICE_DICE: "choose a die for the tile, or none",
    StepKind.MY_CHOICE: "choose one of the black dice",
    StepKind.ACTIVATE: "choose another tile to activate",
    StepKind.GOLDEN: "choose a die for the golden space",
    StepKind.SPLIT: "split the six tokens into two piles",
    StepKind.PICK: "pick one of the two piles",
}
"""What the seat named by each kind of decision step must do, for messages and the page."""
CHANCE_STEPS = {
    StepKind.TILE: "a tile face is being drawn",
    StepKind.JACKPOT: "the black dice are rolling",
    StepKind.FIFTY_ROLL: "the black dice are rolling",
    StepKind.PRIME_ROLL: "the black dice are rolling",
    StepKind.MY_CHOICE_ROLL: "the black dice are rolling",
}
AUTO_STEPS = (StepKind.PRIME_TIME, StepKind.BAD_LUCK, StepKind.BLACK_BOX)

BLACK_OUTCOMES = tuple(
    (BlackDice((low, high)), Fraction(1 if low == high else 2, 36)) for low in range(1, 7) for high in range(low, 7)
)
"""The two black dice: 21 sorted outcomes."""


def black_box_splits() -> list[tuple[int, int, int]]:
    """Every first pile of a BLACK BOX split (3+3, 4+2 or 5+1 tokens) as counts of 60, chips and blank."""
    counts = [BLACK_BOX_COUNTS[t] for t in BLACK_BOX_TOKENS]
    return [
        (a, b, c)
        for a in range(counts[0] + 1)
        for b in range(counts[1] + 1)
        for c in range(counts[2] + 1)
        if 1 <= a + b + c <= sum(counts) - 1
    ]


def pile_words(pile: tuple[int, ...]) -> list[str]:
    """A BLACK BOX pile as the words of ``split``: ``60``, ``chips``, ``blank``, each as often as it lies there."""
    return [token for token, count in zip(BLACK_BOX_TOKENS, pile, strict=True) for _ in range(count)]


def read_step(data: Any, seats: int) -> Step:
    expect(isinstance(data, list) and len(data) == 5, "a tile step is malformed")
    kind, seat, casino, player, values = data
    expect(kind in STEP_TASKS or kind in CHANCE_STEPS or kind in AUTO_STEPS, f"unknown tile step {kind!r}")
    expect(type(seat) is int and (0 <= seat < seats or seat in (CHANCE, AUTO)), "a tile step's seat is unknown")
    actor_ok = (seat == CHANCE) == (kind in CHANCE_STEPS) and (seat == AUTO) == (kind in AUTO_STEPS)
    expect(actor_ok, f"the tile step {kind!r} has the wrong actor")
    expect(type(casino) is int and 1 <= casino <= CASINOS, "a tile step's casino must be 1-6")
    expect(type(player) is int and -1 <= player < seats, "a tile step's player is unknown")
    expect(isinstance(values, list) and all(type(v) is int for v in values), "a tile step's data is malformed")
    ranges = STEP_DATA.get(kind, ())
    expect(
        len(values) == len(ranges) and all(low <= v <= high for v, (low, high) in zip(values, ranges, strict=True)),
        f"the data of the tile step {kind!r} is out of range",
    )
    if kind == StepKind.PICK:
        expect(tuple(values) in black_box_splits(), "the BLACK BOX pile is not a possible split")
    return Step(StepKind(kind), seat, casino, player, tuple(values))


STEP_DATA: dict[StepKind, tuple[tuple[int, int], ...]] = {
    StepKind.GUESS: ((1, 3),),
    StepKind.FIFTY: ((1, len(FIFTY_TRACK) - 2), (2, 12)),
    StepKind.FIFTY_ROLL: ((0, len(FIFTY_TRACK) - 2), (0, 12), (-1, 1)),
    StepKind.PRIME: ((1, 6), (1, 6)),
    StepKind.MY_CHOICE: ((1, 6), (1, 6)),
    StepKind.PICK: ((0, 1), (0, 2), (0, 3)),
}
"""What each kind of step remembers, as (lowest, highest) per value; the other kinds remember nothing."""
