"""What each Royale tile did last, shown on the tile where it happened (issue 38): the black dice it rolled, a
BLACK BOX split and pick, a reward paid on placement (PAY DAY, HIGH FIVE), a decision taken; at a round's end,
what it paid or charged, once the payout reveals its casino. The same words as the log's, which lies below the
fold on a phone.

Pure: from a match's states and actions; each outcome has a ``key`` the page animates once, when it first shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas.core.actions import Action, Pass, Place
from vegas.games.lasvegas.table import Phase
from vegas.games.royale.actions import BlackDice, Power, TileAction, TileDraw
from vegas.games.royale.state import RoyaleState
from vegas.games.royale.steps import Resume
from vegas.games.royale.tiles import FACES
from vegas.ui.summary import round_ended
from vegas.ui.text import t

from .tiles import POWER_PLAY, Names, describe_tile_move, gains, is_tile_state, paid_by_tiles, tile_card


def concerned(before: RoyaleState, action: Action) -> int | None:
    """The casino whose tile ``action`` is about: the tile whose step it answers (a decision, its black dice),
    POWER PLAY's, or the tile beside the casino dice were placed on; ``None`` for any other move."""
    if isinstance(action, TileDraw):
        return None
    if isinstance(action, Power):
        return before.tiles.index(POWER_PLAY) + 1 if POWER_PLAY in before.tiles else None
    if isinstance(action, BlackDice | TileAction | Pass) and before.steps:
        return before.steps[0].casino
    if isinstance(action, Place) and before.tiles[action.value - 1]:
        return action.value
    return None


def tile_outcomes(
    states: Sequence[Any], actions: Sequence[Action], lang: str, names: Names
) -> dict[int, dict[str, Any]]:
    """For each casino whose tile did something in the round of the last state (or, if the last move ended a
    round, in that round): the latest such move's words (``lines``), its black dice (``dice``, or ``()``) and
    ``key``. What tiles paid at the round's end is not here: the payout reveals it (``paid_outcomes``)."""
    found: dict[int, dict[str, Any]] = {}
    if len(states) < 2 or not is_tile_state(states[-1]) or not is_tile_state(states[-2]):
        return found
    ended = round_ended(states[-2], states[-1])
    current = states[-2].round if ended else states[-1].round
    for index in range(len(actions) - 1, -1, -1):
        before, action, after = states[index], actions[index], states[index + 1]
        if not (is_tile_state(before) and is_tile_state(after)) or before.round != current:
            break
        casino = concerned(before, action)
        if casino is None or casino in found:
            continue
        if isinstance(action, Place):
            lines = gains(before, after, lang, names)
        else:
            lines = describe_tile_move(before, action, after, lang, names)
        if round_ended(before, after):  # the payments at the round's end are the payout's to reveal
            paid = {line for tile in paid_by_tiles(after.tiles_paid, lang, names) for line in tile["lines"]}
            lines = [line for line in lines if line not in paid]
        dice = action.faces if isinstance(action, BlackDice) else ()
        if lines or dice:
            found[casino] = {"lines": lines, "dice": dice, "key": f"m{index + 1}"}
    return found


def paid_outcomes(paid: Sequence[dict[str, Any]], moves: int, shown: int | None) -> dict[int, dict[str, Any]]:
    """What each tile paid at the round's end (``paid_by_tiles``), on its tile once the payout has revealed its
    casino (``shown`` casinos revealed; ``None``: all)."""
    return {
        tile["casino"]: {"lines": tile["effects"], "dice": (), "key": f"p{moves}-{tile['casino']}"}
        for tile in paid
        if shown is None or tile["casino"] <= shown
    }


def round_end_moves(states: Sequence[Any], actions: Sequence[Action], lang: str, names: Names) -> list[dict[str, Any]]:
    """What the tiles that act as the round ends decided (PRIME TIME's black dice, BLACK BOX's split and pick),
    by casino, in ``paid_by_tiles``' form: these moves come between the round's last placement and its payout,
    so the payout names them beside what the tiles paid (issue 47)."""
    ends = [i for i in range(len(actions)) if round_ended(states[i], states[i + 1])] if len(states) > 1 else []
    if not ends or not is_tile_state(states[ends[-1]]):
        return []
    end = ends[-1]
    first = end
    while first > 0 and _at_round_end(states[first - 1]):
        first -= 1
    paid = {line for tile in paid_by_tiles(states[end + 1].tiles_paid, lang, names) for line in tile["lines"]}
    found: dict[int, list[str]] = {}
    for index in range(first, end + 1):
        before, action, after = states[index], actions[index], states[index + 1]
        casino = concerned(before, action) if _at_round_end(before) else None
        if casino is None:
            continue
        said = set(gains(before, after, lang, names)) | paid  # the pick's reward is in its own line already
        lines = describe_tile_move(before, action, after, lang, names)
        found.setdefault(casino, []).extend(line for line in lines if line not in said)
    tiles = states[end].tiles
    return [
        {
            "face": tiles[casino - 1],
            "casino": casino,
            "name": FACES[tiles[casino - 1]].name,
            "title": t(lang, "payout.tile", tile=FACES[tiles[casino - 1]].name, casino=casino),
            "lines": [],
            "effects": lines,
        }
        for casino, lines in sorted(found.items())
        if lines and tiles[casino - 1]
    ]


def _at_round_end(state: Any) -> bool:
    """A tile's step at the round's end waits (the casinos pay once the steps are done)."""
    return is_tile_state(state) and state.phase is Phase.EFFECT and state.resume is Resume.PAYOUT


def with_round_end(paid: list[dict[str, Any]], moves: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The tiles of a payout: what each paid (``paid_by_tiles``, in its order) after what it decided at the round's
    end; then the tiles that only decided."""
    decided = {tile["casino"]: tile for tile in moves}
    tiles = []
    for tile in paid:
        before = decided.pop(tile["casino"], None)
        if before is not None and before["face"] == tile["face"]:
            tile = {**tile, "effects": before["effects"] + tile["effects"]}
        tiles.append(tile)
    return tiles + list(decided.values())


def tile_cards(
    states: Sequence[Any], actions: Sequence[Action], lang: str, names: Names, round_end: bool, shown: int | None
) -> dict[int, dict[str, Any]]:
    """The tiles' cards by casino, each with its latest ``outcome`` (or ``None``). While a round's payout shows
    (``round_end``), the tiles of the round that ended, still beside their casinos, with what each paid once its
    casino is revealed (``shown``)."""
    state = states[-1] if states else None
    if not is_tile_state(state):
        return {}
    outcomes = tile_outcomes(states, actions, lang, names)
    source = state
    if round_end and state.last_payout:
        source = states[-2] if len(states) > 1 and is_tile_state(states[-2]) else state  # the round that ended
        decided = round_end_moves(states, actions, lang, names)
        paid = with_round_end(paid_by_tiles(state.tiles_paid, lang, names), decided)
        outcomes |= paid_outcomes(paid, len(actions), shown)
    cards = {}
    for casino in range(1, len(source.tiles) + 1):
        card = tile_card(source, casino, lang, names)
        if card is not None:
            card["outcome"] = outcomes.get(casino)
            card["active"] = card["active"] and not round_end
            cards[casino] = card
    return cards
