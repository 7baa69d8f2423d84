"""The casino table's view (the registry's ``CASINO_TABLE`` family): its casinos, dice, money and log lines.

Pure and tested under CPython, like every view that ``vegas/ui/view.py`` dispatches to; ``render`` turns it into HTML
and ``app`` writes that to the page. It reads the casino family's public state (``CasinoState``: casinos,
owners, the payout preview and the last payout) and, for Royale's tiles, ``vegas/ui/royale/tiles.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vegas.core.actions import NEUTRAL, OWN, Action, Dice, Place
from vegas.core.registry import RULESETS
from vegas.games.lasvegas.payout import CasinoPayout
from vegas.games.lasvegas.state import CasinoState, Phase
from vegas.games.royale.actions import TileDraw
from vegas.ui.lasvegas.owners import casino_state, owner_names, owner_style
from vegas.ui.lasvegas.reveal import Unrevealed, held_lines, payout_lines, unrevealed, without
from vegas.ui.lasvegas.standings import standings
from vegas.ui.log import log_by_round
from vegas.ui.royale.decisions import arrange
from vegas.ui.royale.outcomes import round_end_moves, tile_cards, with_round_end
from vegas.ui.royale.tiles import (
    action_label,
    describe_tile_move,
    gains,
    is_tile_state,
    needs_privacy,
    paid_by_tiles,
    step_prompt,
    tiles_of_round,
)
from vegas.ui.table import NEUTRAL_COLOUR, Table, humans, kind_text, pass_device, seat_name, waiting_text
from vegas.ui.text import counted, join_names, money, number_word, t, told

PLAIN_ACTIONS = ("roll", "sit-out")
"""Actions the table's own controls offer; every other action but ``place N`` is a tile decision's button."""


def view_model(
    table: Table,
    lang: str = "en",
    thinking: bool = False,
    interactive: bool = True,
    hints: dict[str, str] | None = None,
    revealed: bool = False,
    round_end: bool = False,
    tumbling: bool = False,
    chosen: str = "",
    payout_shown: int | None = None,
) -> dict[str, Any]:
    """``interactive=False`` while the page animates: nothing is offered that would be refused.
    ``round_end``: the casinos as they were when the round just ended paid (its dice and money), while its
    payout is shown, instead of the next round's. ``tumbling``: the dice just rolled are shown tumbling to
    their faces, and the status says who rolls.

    ``hints`` maps action texts to the coach's estimate, shown beside those choices. ``revealed``: the player
    named by a "pass the device" screen (R22) has said they are at the screen, so their choice is shown.
    ``chosen``: the first tap of a tile decision asked on the board (``casino 3``; ``royale/decisions.py``).
    ``payout_shown``: while the payout is revealed, how many casinos it has shown; the totals, the casinos and
    the log keep the others' results until then (``reveal.py``).
    """
    hints = hints or {}
    state = casino_state(table)
    obs = state.observation()
    to_move = table.seat_to_move()
    privacy = _privacy(table, lang) if not revealed else None
    actions = table.human_actions() if interactive and privacy is None else []
    roll = getattr(state, "roll", None)
    over = state.is_terminal()
    money_open = table.settings.money_open or over

    names = owner_names(table, lang)
    revealing = round_end and payout_shown is not None and bool(state.last_payout)
    hold = unrevealed(state, payout_shown) if revealing and payout_shown is not None else None
    players = _players(table, obs, lang, money_open, to_move, hold)
    casinos = _casinos(table, state, obs, lang, actions, names)
    if round_end and state.last_payout:
        casinos = _paid_casinos(table, lang, casinos, payout_shown)
    cards = tile_cards(table.match.states, table.match.actions, lang, names, round_end, payout_shown)
    for casino in casinos:  # each tile with what it did last (while a payout shows: the round's, and its payment)
        casino["tile"] = cards.get(casino["number"])
    roll_view = _roll_view(table, roll, to_move, actions, casinos, lang, hints)
    decision = _decision(state, actions, lang, names, hints, chosen)
    for casino in casinos:
        casino["choose"] = decision["casinos"].get(casino["number"]) if decision else None
    status = _status(table, lang, thinking, tumbling, round_end)
    ruleset = RULESETS[table.settings.rules]
    return {
        "lang": lang,
        "rules": table.settings.rules,
        "rules_name": t(lang, f"rules.{table.settings.rules}"),
        "round": t(lang, "round", round=_shown_round(state, round_end), rounds=ruleset.rounds),
        "seed": t(lang, "seed_shown", seed=table.seed),
        "status": status,
        "keys_hint": t(lang, "keys_hint") if "place" in " ".join(actions) and not decision and not tumbling else "",
        "tumbling": tumbling,
        "players": players,
        "casinos": casinos,
        "roll": roll_view,
        "can_roll": "roll" in actions,
        "roll_label": t(lang, "roll"),
        "can_sit_out": "sit-out" in actions,
        "sit_out_label": t(lang, "sit_out"),
        "sit_out_hint": hints.get("sit-out"),
        "decision": decision,
        "privacy": privacy,
        "can_hint": len(actions) > 1 and any(a != "roll" for a in actions),  # one die left: nothing to weigh
        "hint_label": t(lang, "hint"),
        "hint_caption": t(lang, "hint_caption") if hints else None,
        "actions": actions,
        "log_rounds": without(_log_rounds(table, lang), _held_lines(table, lang, tumbling, payout_shown)),
        "over": standings(table, lang) if over else None,
        "payout": payout_summary(table, lang),
    }


def _held_lines(table: Table, lang: str, tumbling: bool, payout_shown: int | None) -> list[str]:
    """The log's last lines the table does not show yet: a roll's faces while its dice tumble, a payout's casinos
    before it reveals them."""
    states, actions = table.match.states, table.match.actions
    before, after = states[-2] if len(states) > 1 else None, states[-1]
    if tumbling and isinstance(before, CasinoState) and isinstance(after, CasinoState):
        return describe(table, lang, before, actions[-1], after)
    state = casino_state(table)
    if payout_shown is None or not state.last_payout:
        return []
    return held_lines(state, lang, owner_names(table, lang), payout_shown)


def _log_rounds(table: Table, lang: str) -> list[dict[str, Any]]:
    """The whole game log by round, its lines numbered through the game."""
    rounds, start = [], 1
    for number, lines in log_by_round(table, lang, describe):
        title = t(lang, "log_round", round=number) if number else t(lang, "log")
        rounds.append({"round": number, "title": title, "start": start, "lines": lines})
        start += len(lines)
    return rounds


def _players(
    table: Table, obs: dict[str, Any], lang: str, money_open: bool, to_move: int | None, hold: Unrevealed | None
) -> list[dict[str, Any]]:
    """Each seat's panel: name and colours, money (unless face down), cards or notes, chips, dice left; ``hold``:
    what a payout being revealed has not shown yet, not counted yet."""
    players = []
    state = casino_state(table)
    humans = [seat for seat, settings_seat in enumerate(table.settings.seats) if settings_seat.is_human]
    own = humans[0] if len(humans) == 1 else None  # with money face down, the only human still sees their own
    for seat, (info, settings_seat) in enumerate(zip(obs["seats"], table.settings.seats, strict=True)):
        name, colour, symbol = owner_style(table, seat, lang)
        dice_text = _dice_left_text(lang, info["dice_left"])
        chips = info.get("chips")
        cash, cards = info.get("cash", info["money"]), state.money_count(seat)  # as the standings count them
        if hold is not None:
            cash, cards = cash - hold.money[seat], max(0, cards - hold.cards[seat])
            chips = None if chips is None else chips - hold.chips[seat]
        players.append(
            {
                "seat": seat,
                "name": name,
                "colour": colour,
                "symbol": symbol,
                "kind": kind_text(lang, settings_seat),
                "money": money(lang, cash) if money_open or seat == own else None,
                "money_yours_only": not money_open and seat == own,
                "notes": counted(lang, "cards" if chips is not None else "notes", cards),
                "chips": None if chips is None else counted(lang, "chips", chips),
                "dice_left": dice_text,
                "in_bar": t(lang, "in_bar", count=info["bar"]) if info.get("bar") else None,
                "is_start": obs["start_player"] == seat,
                "is_to_move": to_move == seat,
            }
        )
    return players


def _casinos(
    table: Table, state: CasinoState, obs: dict[str, Any], lang: str, actions: list[str], names: Callable[[int], str]
) -> list[dict[str, Any]]:
    """Each casino: its money, the dice on it by owner (most first), who would be paid now, its tile."""
    preview = state.payout_preview()
    roll = getattr(state, "roll", None)
    rolled_values = set(roll.faces()) if isinstance(roll, Dice) else set()
    casinos = []
    for index, casino in enumerate(obs["casinos"]):
        number = casino["casino"]
        dice: list[dict[str, Any]] = []
        biggies = set(casino.get("biggies", ()))
        for owner, count in enumerate(state.casinos[index].dice):
            if count:
                name, colour, symbol = owner_style(table, owner, lang)
                biggy = state.owner_name(owner) in biggies
                dice.append(
                    {"owner": owner, "name": name, "colour": colour, "symbol": symbol, "count": count, "biggy": biggy}
                )
        dice.sort(key=lambda d: -d["count"])
        result = preview[index]
        awards = [
            {"name": owner_style(table, owner, lang)[0], "money": money(lang, notes[0])}
            for owner, notes in result.awards
        ]
        action = f"place {number}" if f"place {number}" in actions else None
        casinos.append(
            {
                "number": number,
                "notes": [money(lang, n) for n in casino["money"]],
                "aria": _casino_aria(lang, number, casino["money"], dice),
                "dice": dice,
                "preview": awards,
                "removed": [owner_style(table, o, lang)[0] for o in result.removed],
                "rolled": number in rolled_values,
                "action": action,
                "tile": None,  # the view's ``tile_cards``
                "closed": bool(casino.get("closed")),
            }
        )
    return casinos


def _casino_aria(lang: str, number: int, notes: list[int], dice: list[dict[str, Any]]) -> str:
    """What a screen reader says of a casino: its money and whose dice are on it."""
    casino = t(lang, "aria.casino", number=number, money=", ".join(money(lang, n) for n in notes))
    if not dice:
        return t(lang, "aria.casino_no_dice", casino=casino)
    held = ", ".join(
        t(lang, "dice_of", name=d["name"], count=d["count"]) + (f" ({t(lang, 'dice.biggy')})" if d["biggy"] else "")
        for d in dice
    )
    return t(lang, "aria.casino_dice", casino=casino, dice=held)


def _shown_round(state: CasinoState, round_end: bool) -> int:
    """The round the board shows: the one that just ended while its payout is shown."""
    if round_end and state.last_payout and not state.is_terminal():
        return state.round - 1
    return state.round


def _paid_casinos(table: Table, lang: str, casinos: list[dict[str, Any]], shown: int | None) -> list[dict[str, Any]]:
    """The casinos as they paid at the round's end; while the payout reveals them (``shown`` so far), those not
    revealed yet keep their result to themselves and the one just revealed is marked ``paying``."""
    paid = [
        _paid_casino(table, lang, casino, result)
        for casino, result in zip(casinos, casino_state(table).last_payout, strict=True)
    ]
    for index, casino in enumerate(paid):
        if shown is not None and index >= shown:
            casino["preview"], casino["removed"], casino["left"] = [], [], []  # not paid yet: no spoiler
        casino["paying"] = shown is not None and index == shown - 1
    return paid


def _paid_casino(table: Table, lang: str, casino: dict[str, Any], result: CasinoPayout) -> dict[str, Any]:
    """A casino as it was when it paid: its dice and money then, who took what, nothing to click."""
    paid = sorted([*(n for _, notes in result.awards for n in notes), *result.left], reverse=True)
    dice = []
    for owner, count in result.dice:
        name, colour, symbol = owner_style(table, owner, lang)
        dice.append({"owner": owner, "name": name, "colour": colour, "symbol": symbol, "count": count, "biggy": False})
    return {
        **casino,
        "notes": [money(lang, n) for n in paid],
        "aria": t(lang, "aria.casino", number=result.casino, money=", ".join(money(lang, n) for n in paid)),
        "dice": dice,
        "preview": [
            {"name": owner_style(table, owner, lang)[0], "money": money(lang, notes[0])}
            for owner, notes in result.awards
        ],
        "removed": [owner_style(table, o, lang)[0] for o in result.removed],
        "rolled": False,
        "action": None,
        "tile": None,
        "closed": False,
        "caption": "paid_short",  # what it paid, not what it would
    }


def _roll_view(
    table: Table,
    roll: object,
    to_move: int | None,
    actions: list[str],
    casinos: list[dict[str, Any]],
    lang: str,
    hints: dict[str, str],
) -> dict[str, Any] | None:
    """The dice just rolled, grouped by value, each group with its placement if it may be placed."""
    if not isinstance(roll, Dice) or to_move is None:
        return None
    _, colour, symbol = owner_style(table, to_move, lang)
    groups: dict[int, list[dict[str, Any]]] = {}
    for tag, size, faces in roll.groups:
        die_colour, die_symbol = (colour, symbol) if tag == OWN else NEUTRAL_COLOUR
        for face in faces:
            groups.setdefault(face, []).append(
                {"colour": die_colour, "symbol": die_symbol, "big": size == 2, "neutral": tag == NEUTRAL}
            )
    return {
        "seat": to_move,
        "groups": [
            {
                "value": value,
                "dice": dice_list,
                "count": sum(2 if die["big"] else 1 for die in dice_list),  # the Biggy counts as two (rules.md §2)
                "action": f"place {value}" if f"place {value}" in actions else None,
                "closed": casinos[value - 1]["closed"],
                "label": _place_label(lang, roll, value),
                "hint": hints.get(f"place {value}"),
            }
            for value, dice_list in sorted(groups.items())
        ],
    }


def _decision(
    state: CasinoState,
    actions: list[str],
    lang: str,
    names: Callable[[int], str],
    hints: dict[str, str],
    chosen: str,
) -> dict[str, Any] | None:
    """A tile's decision: its prompt and its choices (every one but the table's own controls), at most eight in
    a list, the others reached through the casinos they belong to (``royale/decisions.py``)."""
    others = [a for a in actions if a not in PLAIN_ACTIONS and not a.startswith("place ")]
    if not others or not is_tile_state(state):
        return None
    return {
        "prompt": step_prompt(state, lang, names),
        **arrange(state, others, chosen, lang, lambda action: action_label(state, action, lang), hints),
    }


def _status(table: Table, lang: str, thinking: bool, tumbling: bool, round_end: bool) -> str:
    state = casino_state(table)
    if state.is_terminal():
        return t(lang, "log.over")
    if round_end and state.last_payout:  # the next round waits for the payout, not for whoever is to move in it
        return t(lang, "payout_title", round=_shown_round(state, round_end))
    seat = table.seat_to_move()
    if tumbling or (seat is None and state.phase is Phase.ROLLING):  # the dice of the player to move roll
        return told(lang, "rolls_status", name=seat_name(table, state.player, lang))
    if seat is None:  # a round is being dealt
        return ""
    name = seat_name(table, seat, lang)
    if thinking or table.bot_to_move():
        return t(lang, "thinking", name=name)
    if table.remote_to_move():
        return waiting_text(table, seat, lang)
    if is_tile_state(state) and state.steps:
        return step_prompt(state, lang, owner_names(table, lang)) or ""
    offered = table.human_actions()
    if "roll" in offered:
        return t(lang, "your_turn", name=name)
    if not any(action.startswith("place") for action in offered):  # every value rolled is closed (a tile)
        return t(lang, "nothing_to_place", name=name)
    return t(lang, "pick_value", name=name)


def _privacy(table: Table, lang: str) -> dict[str, str] | None:
    """R22's "pass the device" screen, when the human to decide must do so unseen."""
    return pass_device(table, lang) if needs_privacy(table.state, humans(table)) else None


def payout_summary(table: Table, lang: str) -> dict[str, Any] | None:
    """The payout of the round that just ended, casino by casino (for the payout display)."""
    state = casino_state(table)
    payouts = getattr(state, "last_payout", ())
    if not payouts:
        return None
    finished_round = state.round if state.is_terminal() else state.round - 1
    tiles: list[dict[str, Any]] = []
    if is_tile_state(state):
        names = owner_names(table, lang)
        decided = round_end_moves(table.match.states, table.match.actions, lang, names)
        tiles = with_round_end(paid_by_tiles(state.tiles_paid, lang, names), decided)
    casinos = []
    for result in payouts:
        casinos.append(
            {
                "casino": result.casino,
                "tiles": [tile for tile in tiles if tile["casino"] == result.casino],  # revealed with their casino
                "removed": [owner_style(table, o, lang)[0] for o in result.removed],
                "dice": [
                    {
                        "name": owner_style(table, o, lang)[0],
                        "colour": owner_style(table, o, lang)[1],
                        "symbol": owner_style(table, o, lang)[2],
                        "count": count,
                        "tied": o in result.removed,
                    }
                    for o, count in result.dice
                ],
                "awards": [
                    {
                        "name": owner_style(table, o, lang)[0],
                        "colour": owner_style(table, o, lang)[1],
                        "symbol": owner_style(table, o, lang)[2],
                        "money": money(lang, notes[0]),
                    }
                    for o, notes in result.awards
                ],
                "left": [money(lang, n) for n in result.left],
            }
        )
    return {
        "round": finished_round,
        "title": t(lang, "payout_title", round=finished_round),
        "casinos": casinos,
        "tiles": tiles,
    }


def dice_moves(before: CasinoState, after: CasinoState) -> list[tuple[str, str]]:
    """Where one move sent rolled dice, for the page to animate: (the rolled group, the casino's stack) as CSS
    selectors of the board ``render`` draws, one pair per owner whose dice on a casino grew. A move that ends
    the round is drawn on the round's final position, the dice its payout counted."""
    if before.roll is None:
        return []
    ended = after.round != before.round or after.is_terminal()
    if ended and len(after.last_payout) == len(before.casinos):
        now = [dict(result.dice) for result in after.last_payout]
    elif not ended:
        now = [dict(enumerate(casino.dice)) for casino in after.casinos]
    else:
        return []
    return [
        (f'.roll-area .group[data-value="{number}"]', f'.casino[data-casino="{number}"] .stack[data-owner="{owner}"]')
        for number, (old, new) in enumerate(zip(before.casinos, now, strict=True), start=1)
        for owner, count in new.items()
        if count > (old.dice[owner] if owner < len(old.dice) else 0)
    ]


def choice_label(table: Table, lang: str, state: CasinoState, action: Action) -> str:
    """``action`` open at ``state`` as the board's buttons say it, in the imperative ("Place two 4s on casino 4"): a
    move to choose anew, where ``describe`` tells a move made."""
    if isinstance(action, Place) and state.roll is not None:
        return _place_label(lang, state.roll, action.value)
    if str(action) in PLAIN_ACTIONS:
        return t(lang, "roll" if str(action) == "roll" else "sit_out")
    if is_tile_state(state):
        return action_label(state, action, lang)
    return str(action)


def describe(table: Table, lang: str, before: CasinoState, action: Action, after: CasinoState) -> list[str]:
    lines = []
    phase = getattr(before, "phase", None)
    phase_name = getattr(phase, "value", "")
    if isinstance(action, Dice) and phase_name == "rolling":
        name = seat_name(table, before.player, lang)
        lines.append(told(lang, "log.rolled", name=name, faces=_faces_text(lang, action)))
    elif isinstance(action, Dice) and phase_name == "setup-roll":
        faces = action.faces()
        casinos = [
            t(lang, "casino", number=f) + (f" ×{faces.count(f)}" if faces.count(f) > 1 else "")
            for f in sorted(set(faces))
        ]
        lines.append(t(lang, "log.setup", casinos=join_names(lang, casinos)))
    elif str(action) == "sit-out":
        lines.append(told(lang, "log.sat_out", name=seat_name(table, before.player, lang)))
    elif isinstance(action, Place) and before.roll is not None:
        name = seat_name(table, before.player, lang)
        lines.append(
            told(lang, "log.placed", name=name, dice=_placed_text(lang, before.roll, action.value), value=action.value)
        )
    if is_tile_state(before) and is_tile_state(after):
        if isinstance(action, Place | Dice) or str(action) in ("roll", "sit-out"):
            lines += gains(before, after, lang, owner_names(table, lang))
        else:
            lines += describe_tile_move(before, action, after, lang, owner_names(table, lang))
    if getattr(after, "round", 0) != getattr(before, "round", 0) or (after.is_terminal() and not before.is_terminal()):
        lines += [line for _casino, line in payout_lines(lang, after.last_payout, owner_names(table, lang))]
    round_started = phase_name != "effect" or isinstance(action, TileDraw)  # a tile's black dice start no round
    dealt = before.is_chance_node() and not after.is_chance_node() and not after.is_terminal()
    if dealt and phase_name != "rolling" and round_started:
        start = seat_name(table, after.start_player, lang)
        lines.append(t(lang, "log.dealt", round=after.round, name=start))
        if is_tile_state(after):
            lines += tiles_of_round(after, lang)
    if after.is_terminal() and not before.is_terminal():
        lines.append(t(lang, "log.over"))
    return lines


def _faces_text(lang: str, dice: Dice) -> str:
    parts = []
    for tag, size, faces in dice.groups:
        text = " ".join(str(f) for f in faces)
        if size == 2:
            text = f"{t(lang, 'dice.biggy')} {text}"
        parts.append(text if tag == OWN else f"{t(lang, 'neutral')} {text}")
    return join_names(lang, parts)


def _dice_left_text(lang: str, left: dict[str, int]) -> str:
    """``dice_left`` of an observation: own dice, white ones, the Biggy."""
    own = left.get(OWN, 0)
    if left.get(NEUTRAL):
        return t(lang, "dice_left_neutral", count=own + left[NEUTRAL], neutral=left[NEUTRAL])
    if left.get("biggy"):
        return t(lang, "dice_left_biggy", count=own)
    return counted(lang, "dice_left", own)


def _place_label(lang: str, roll: Dice, value: int) -> str:
    """The button that places the dice showing ``value``: "Place two 4s on casino 4"."""
    return t(lang, "place_dice", dice=_placed_text(lang, roll, value), value=value)


def _placed_text(lang: str, roll: Dice, value: int) -> str:
    parts = []
    for tag, size, faces in roll.groups:
        count = faces.count(value)
        if not count:
            continue
        if size == 2:
            parts.append(t(lang, "dice.biggy"))
            continue
        white = tag != OWN
        if count == 1:
            parts.append(t(lang, "dice.white_one" if white else "dice.own_one", value=value))
        else:
            key = "dice.white" if white else "dice.own"
            parts.append(t(lang, key, count=number_word(lang, count), value=value))
    return join_names(lang, parts)
