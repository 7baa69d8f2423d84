"""Las Vegas Royale's 16 tile faces as rules (docs/rules.md §3, R13-R24): one object per face
(``rules.FaceRules``) holds everything that face does, and ``RoyaleState`` (``../state.py``)
only asks the faces laid this round. A step kind and a turn word belong to one face."""

from __future__ import annotations

from vegas.games.royale.steps import StepKind
from vegas.games.royale.tiles import FACES

from .dice import (
    HANDICAP_KINDS,
    BlockIt,
    DoubleDown,
    Handicap,
    Knockout,
    MyChoice,
    NiceDice,
    PowerPlay,
    PrimeTime,
)
from .rewards import BadLuck, BlackBox, FiftyFifty, HighFive, Jackpot, LuckyPunch, NoEntry, PayDay
from .rules import FaceRules

__all__ = ["FACE_RULES", "HANDICAP_KINDS", "STEP_RULES", "TURN_RULES", "FaceRules"]

FACE_RULES: dict[str, FaceRules] = {
    rules.face: rules
    for rules in (
        LuckyPunch(),
        Jackpot(),
        PrimeTime(),
        FiftyFifty(),
        HighFive(),
        BadLuck(),
        PayDay(),
        PowerPlay(),
        NoEntry(),
        Knockout(),
        BlockIt(),
        Handicap(),
        BlackBox(),
        DoubleDown(),
        NiceDice(),
        MyChoice(),
    )
}
"""Every face's rules, in the order of ``vegas.games.royale.tiles.FACES``."""
assert tuple(FACE_RULES) == tuple(FACES)
STEP_RULES: dict[StepKind, FaceRules] = {kind: rules for rules in FACE_RULES.values() for kind in rules.steps}
"""Which face a kind of step belongs to."""
assert len(STEP_RULES) == sum(len(rules.steps) for rules in FACE_RULES.values())
assert all(rules.round_end_step in (None, *rules.steps) for rules in FACE_RULES.values())
TURN_RULES: dict[str, FaceRules] = {word: rules for rules in FACE_RULES.values() for word in rules.turn_words}
"""Which face offers a word at the start of a turn (D2's ``power``)."""
