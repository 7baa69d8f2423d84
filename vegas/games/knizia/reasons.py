"""Why an action is refused in Knizia's *Vegas*, in words a player understands (docs/rules.md §4, R29-R32)."""

from __future__ import annotations

from vegas.core.actions import Action, Pass, Roll

from .actions import DuelHand, FrontMan, GoodLuck, MaryCard, Move, Put, StandAt
from .board import TABLES
from .play import FRONT, MARY, OPEN, KniziaPlay, Phase


def why_not(state: KniziaPlay, action: Action) -> str:
    """The reason ``action``, which is not among ``state.legal_actions()``, cannot be taken now."""
    phase = state.phase
    if phase is Phase.PAWNS:
        return "first each player stands their pawn at a table ('pawn 1' … 'pawn 14')"
    if phase is Phase.DUEL:
        return "choose 1H, 2H or 3H for the duel ('duel 1', 'duel 2' or 'duel 3')"
    if phase is Phase.PLACE:
        spaces = ", ".join(f"'put {space + 1}'" for space in state.options(state.player, state.at, state.rolled))
        if isinstance(action, Put):
            return f"space {action.space} of table {state.at + 1} cannot take your {state.rolled}: choose {spaces}"
        return f"put the counter for your {state.rolled} on a space first: {spaces}"
    return _turn_reason(state, action)


def _turn_reason(state: KniziaPlay, action: Action) -> str:
    seat, pawn = state.player, state.pawns[state.player]
    hand, counters = state.cards[seat], state.counters[seat]
    if isinstance(action, Move | FrontMan):
        table = action.table - 1
        if state.results[table] != OPEN:
            return f"table {action.table} has been scored already"
        if table == pawn:
            return f"your pawn is already at table {action.table}"
    if state.results[pawn] != OPEN:
        return f"table {pawn + 1} has been scored: move your pawn to another table"
    if isinstance(action, Move):
        return f"table {action.table} is not a table to move to"
    if isinstance(action, Pass):
        if state.stalled():
            return "nobody has a counter left: roll (a 1 moves Mary Chip on), or play a card or move (R34)"
        return "you may pass only when you have no counters left (R32)"
    if isinstance(action, MaryCard) and not hand[MARY]:
        return "you have played your Mary Chip card already"
    if isinstance(action, FrontMan) and not hand[FRONT]:
        return "you have no Front-man card left"
    if isinstance(action, GoodLuck) and not hand[action.value - 1]:
        return f"you have played your Good Luck {action.value} already"
    if isinstance(action, Roll | FrontMan | GoodLuck) and not counters:
        return "you have no counters left: play the Mary Chip card, move your pawn or pass (R32)"
    if isinstance(action, GoodLuck):
        spaces = len(TABLES[pawn].spaces)
        if action.space > spaces:
            return f"table {pawn + 1} has {spaces} spaces"
        return f"space {action.space} of table {pawn + 1} cannot take a counter for Good Luck {action.value} (R31)"
    if isinstance(action, Put | DuelHand | StandAt):
        return f"'{action}' is not a move now: play a card, roll, or move your pawn"
    return f"'{action}' is not a move of Vegas"
