"""The casino family's conservation checks (``CasinoState.violations``): every piece of money and every die
is somewhere exactly once, and the phase's data agree with the phase (docs/rules.md §1, §2)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from operator import mul
from typing import NamedTuple

from vegas.core.actions import OWN
from vegas.core.game import Game

from .table import CasinoTable, Phase


class DiceLayout(NamedTuple):
    """A game's dice, as ``violations`` counts them (weights: a die's size where it counts, else 0)."""

    own: tuple[int, ...]  # per supply kind, its size if it is the seat's own colour
    shared: tuple[int, ...]  # per supply kind, its size if it is neutral
    full_own: int  # own dice per seat, a Biggy counting two
    neutral: int  # neutral dice in the game, a Biggy counting two
    spare: int  # neutral dice rolled onto the casinos at the round start
    note: str  # said after a wrong count of own dice


def casino_violations(state: CasinoTable) -> list[str]:
    """Broken invariants of the family's own data (a rule set adds its own: ``_extra_violations``)."""
    game, phase, word = state.game, state.phase, state.MONEY_WORD
    problems = money_violations(state)
    layout = dice_layout(type(state), game)
    casinos = state.casinos
    on_table = list(map(sum, zip(*[casino.dice for casino in casinos], strict=True)))  # per owner
    off_casinos = state._dice_off_casinos()
    own = layout.own
    for seat, supply in enumerate(state.supplies):
        held = sum(map(mul, supply, own)) + on_table[seat] + off_casinos[seat]
        if held != layout.full_own:
            problems.append(f"{state.owner_name(seat)} has {held} dice, not {layout.full_own}{layout.note}")
    if layout.neutral:
        shared = layout.shared
        in_supplies = sum([sum(map(mul, supply, shared)) for supply in state.supplies])
        spare_on_table = state._setup_dice_out()
        expected = layout.neutral - (0 if spare_on_table else layout.spare)
        if in_supplies + on_table[game.players] != expected:
            problems.append(f"{in_supplies + on_table[game.players]} neutral dice in play instead of {expected}")
    for casino in casinos:
        money = casino.money
        if len(money) > 1 and sorted(money, reverse=True) != list(money):
            problems.append(f"a casino's {word} are not highest first")
            break
    roll = state.roll
    if (roll is None) != (phase is not Phase.PLACE):
        problems.append("a roll must be shown exactly while a value is being chosen")
    if roll is not None and state._why_wrong_dice(roll) is not None:
        problems.append(f"the roll {roll} does not match the dice {state.owner_name(state.player)} has")
    if phase in (Phase.TURN, Phase.PLACE, Phase.ROLLING) and not any(state.supplies[state.player]):
        problems.append(f"{state.owner_name(state.player)} is to move without dice")
    if phase is Phase.DEAL and not any(state.unseen):
        problems.append("dealing waits for a draw but nothing unseen is left")
    if phase is Phase.OVER and state.round != game.ruleset.rounds:
        problems.append(f"the game ended after round {state.round}")
    return problems


def money_violations(state: CasinoTable) -> list[str]:
    """Each value's money unseen in the pile or in play as often as the game has it, and no other money."""
    in_play = state._money_in_play()
    try:
        if tuple(sorted(in_play)) == expected_in_play(state.MONEY, state.unseen):
            return []  # the same money as the game's, less the unseen: none of the problems below can arise
    except TypeError:  # something in play that is not even a number: the counts below say so
        pass
    problems = []
    counted = Counter(in_play)
    word = state.MONEY_WORD
    for (value, count), unseen in zip(state.MONEY, state.unseen, strict=True):
        if unseen + counted[value] != count:
            problems.append(f"{unseen + counted[value]} {word} of {value} instead of {count}")
    if not counted.keys() <= state._MONEY_INDEX.keys():
        problems.append(f"a {word[:-1]} of an unknown value is in play")
    return problems


@lru_cache(maxsize=64)
def expected_in_play(money: tuple[tuple[int, int], ...], unseen: tuple[int, ...]) -> tuple[int, ...] | None:
    """The money that must be in play, lowest first, when ``unseen`` of each value of ``money`` are still in the
    pile (``None`` if more are unseen than the game has: no money in play makes up for that). The unseen counts
    change only when money is drawn, so many states in a row ask for the same."""
    if any(left > count for (_, count), left in zip(money, unseen, strict=True)):
        return None
    return tuple(sorted(value for (value, count), left in zip(money, unseen, strict=True) for _ in range(count - left)))


def dice_layout(cls: type[CasinoTable], game: Game) -> DiceLayout:
    """The dice counts ``violations`` checks against, worked out once per game."""
    layout = cls._LAYOUTS.get(game)
    if layout is None:
        kinds, full = cls.supply_kinds(game), cls.full_supply(game)
        own = tuple(size if tag == OWN else 0 for tag, size in kinds)
        layout = DiceLayout(
            own=own,
            shared=tuple(size if tag != OWN else 0 for tag, size in kinds),
            full_own=sum(map(mul, full, own)),
            neutral=cls.neutral_dice(game),
            spare=sum(count * size for (_, size), count in cls.setup_dice(game)),
            note=" (a Biggy counts as two)" if (OWN, 2) in kinds else "",
        )
        cls._LAYOUTS[game] = layout
    return layout
