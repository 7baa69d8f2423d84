"""The view of Knizia's board (the registry's ``KNIZIA_BOARD`` family): its 14 tables, counters, pawns, Mary
Chip, the players' cards, and its log (each move's words are ``words.py``'s).

Pure and tested under CPython, like every view that ``vegas/ui/view.py`` dispatches to; ``render`` turns it into
HTML. It reads the state's public fields (docs/rules.md §4), never a duel's hidden choice.
"""

from __future__ import annotations

from typing import Any

from vegas.core.actions import Action
from vegas.core.registry import KNIZIA_BOARD
from vegas.games.knizia.actions import GoldDie
from vegas.games.knizia.board import TABLES
from vegas.games.knizia.state import CARDS, DISCARDED, EMPTY, OPEN, KniziaState, Phase
from vegas.ui.log import log_by_round
from vegas.ui.table import COLOURS, Table, humans, kind_text, pass_device, seat_name, waiting_text
from vegas.ui.text import counted, join_names, t, told

from .words import choice_label as choice_label  # handed on too: the buttons and Try it again say a move alike
from .words import describe as describe  # handed on: the family's view (view.FamilyView) describes each move
from .words import duel_text, space_names

KEYS = {"r": "roll", "m": "mary", "p": "pass"}
"""Keys that play an action whenever it is offered; the duel's 1-3 and 1-9 for the lit spaces are added as
offered."""


def knizia_state(table: Table) -> KniziaState:
    state = table.state
    if not isinstance(state, KniziaState):
        raise TypeError(f"Knizia's board cannot draw {table.settings.rules}")
    return state


def seat_style(table: Table, seat: int, lang: str) -> dict[str, Any]:
    colour, symbol = COLOURS[table.settings.seats[seat].colour]
    return {"seat": seat, "name": seat_name(table, seat, lang), "colour": colour, "symbol": symbol}


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
    payout_shown: int | None = None,  # no round's payout on Knizia's board
) -> dict[str, Any]:
    """The board as the page shows it (the arguments as in ``view.view_model``; a game without rounds has no
    round's end to show; ``chosen``: the Good Luck card the player picked, ``luck 4``, whose spaces light up)."""
    hints = hints or {}
    state = knizia_state(table)
    privacy = _privacy(table, lang) if not revealed else None
    actions = table.human_actions() if interactive and privacy is None else []
    card = _card(chosen, actions)
    over = state.is_terminal()
    tables = _tables(table, state, lang, actions, hints, card)
    keys = {key: action for key, action in KEYS.items() if action in actions}
    keys.update({text.split()[-1]: text for text in actions if text.startswith("duel ")})
    keys.update({s["key"]: s["action"] for tb in tables for row in tb["rows"] for s in row if s["key"]})
    return {
        "family": KNIZIA_BOARD,  # render.board draws it with knizia_render
        "lang": lang,
        "rules": table.settings.rules,
        "rules_name": t(lang, f"rules.{table.settings.rules}"),
        "round": t(lang, "kz.mary_at", table=state.mary) if state.mary else t(lang, "kz.mary_start"),
        "seed": t(lang, "seed_shown", seed=table.seed),
        "status": _status(table, lang, thinking, tumbling, card),
        "keys_hint": t(lang, "kz.keys_hint") if keys else "",
        "keys": {key: action for key, action in keys.items() if len(key) == 1},
        "tumbling": tumbling,
        "tables": tables,
        "players": _players(table, state, lang),
        "hand": _hand(table, state, lang, actions, hints, tumbling, card),
        "privacy": privacy,
        "can_hint": len(actions) > 1,
        "hint_label": t(lang, "hint"),
        "hint_caption": t(lang, "hint_caption") if hints else None,
        "actions": actions,
        "log_rounds": _log_rounds(table, lang),
        "over": standings(table, lang) if over else None,
        "payout": None,
    }


# ---------------------------------------------------------------------- the board


def _card(chosen: str, actions: list[str]) -> int:
    """The value of the Good Luck card the player picked (``chosen``: ``luck 4``) if it may be played now, else 0."""
    words = chosen.split()
    if len(words) != 2 or words[0] != "luck" or not words[1].isdigit():
        return 0
    value = int(words[1])
    return value if any(text.startswith(f"luck {value} on ") for text in actions) else 0


def _tables(
    table: Table, state: KniziaState, lang: str, actions: list[str], hints: dict[str, str], card: int
) -> list[dict[str, Any]]:
    """Each table as ``drawn_table`` draws it from the state, with the moves that name it (stand, move,
    Front-man) or one of its spaces, lit (a counter to put; the Good Luck ``card`` picked, at the mover's own
    table), the first nine lit spaces numbered for the keys 1-9."""
    pawn_tables: dict[int, list[dict[str, Any]]] = {}
    for seat, pawn in enumerate(state.pawns):
        if pawn >= 0:
            pawn_tables.setdefault(pawn, []).append(seat_style(table, seat, lang))
    scored_now = {scoring.table for scoring in state.scorings}
    rolled_for = state.at if state.phase in (Phase.ROLLING, Phase.PLACE) else -1
    duel = state.duel
    mover = table.seat_to_move()
    own_table = state.pawns[mover] if mover is not None and state.phase is Phase.TURN else -1
    views = []
    for index in range(len(TABLES)):
        number = index + 1
        owners = [seat_style(table, owner, lang) if owner != EMPTY else None for owner in state.spaces[index]]
        view = drawn_table(
            lang,
            index,
            owners,
            result=_result(table, lang, state.results[index]),
            pawns=pawn_tables.get(index, []),
            mary=state.mary == number,
        )
        lit = 0
        for space in (s for row in view["rows"] for s in row):
            if duel is not None and duel.table == index and duel.space + 1 == space["space"]:
                space["challenger"] = seat_style(table, duel.challenger, lang)
            if index == rolled_for:
                text = f"put {space['space']}"
            elif index == own_table and card:
                text = f"luck {card} on {space['space']}"
                space["action_label"] = choice_label(table, lang, state, Action.parse(text))
            else:
                continue
            if text in actions:
                lit += 1
                space.update(action=text, hint=hints.get(text), key=str(lit) if lit < 10 else "")
        named = (
            (f"pawn {number}", "kz.act.pawn"),
            (f"move {number}", "kz.act.move"),
            (f"front {number}", "kz.act.front"),
        )
        view["actions"] = [
            {
                "action": text,
                "label": t(lang, key),
                "aria": choice_label(table, lang, state, Action.parse(text)),
                "hint": hints.get(text),
            }
            for text, key in named
            if text in actions
        ]
        view.update(
            just_scored=index in scored_now, rolled_for=index == rolled_for, own=index == own_table, choosing=lit > 0
        )
        views.append(view)
    return views


def drawn_table(
    lang: str,
    index: int,
    owners: list[dict[str, Any] | None],
    *,
    result: dict[str, Any] | None = None,
    pawns: list[dict[str, Any]] | None = None,
    mary: bool = False,
) -> dict[str, Any]:
    """Table ``index + 1`` as the board draws it, with nothing to click: its chip, its rows of numbered spaces
    with the counter on each (``owners``: a seat's style or ``None``), the pawns there, Mary Chip, its result.
    The page's board and How to play's pictures both draw their tables from this."""
    board = TABLES[index]
    number = index + 1
    spaces = []
    names = space_names(lang, index)
    for space_index, (space, owner) in enumerate(zip(board.spaces, owners, strict=True)):
        takes = join_names(lang, [str(v) for v in space.takes])
        who = t(lang, "kz.space_free") if owner is None else t(lang, "kz.space_of", name=owner["name"])
        name = names[space_index]
        spaces.append(
            {
                "space": space_index + 1,
                "name": name,
                "row": space.row,
                "takes": "·".join(str(v) for v in space.takes),
                "owner": owner,
                "challenger": None,
                "action": None,
                "action_label": t(lang, "kz.act.put", space=name, table=number),
                "hint": None,
                "key": "",
                "aria": t(lang, "kz.aria.space", space=name, takes=takes, who=who),
            }
        )
    pawns = pawns or []
    aria = [t(lang, "kz.aria.table", number=number, chip=board.chip)]
    if result:
        aria.append(result["text"])
    if pawns:
        aria.append(t(lang, "kz.aria.pawns", names=join_names(lang, [p["name"] for p in pawns])))
    return {
        "number": number,
        "chip": board.chip,
        "chip_label": t(lang, "kz.chip", chip=board.chip),
        "rows": [[s for s in spaces if s["row"] == row] for row in range(len(board.rows))],
        "pawns": pawns,
        "mary": mary,
        "open": result is None,
        "result": result,
        "just_scored": False,
        "rolled_for": False,
        "own": False,
        "choosing": False,
        "actions": [],
        "aria": "; ".join(aria),
    }


def _result(table: Table, lang: str, result: int) -> dict[str, Any] | None:
    if result == OPEN:
        return None
    if result == DISCARDED:
        return {"text": t(lang, "kz.discarded"), "winner": None}
    style = seat_style(table, result, lang)
    return {"text": told(lang, "kz.won_by", name=style["name"]), "winner": style}


# ---------------------------------------------------------------------- the players and the hand


def _players(table: Table, state: KniziaState, lang: str) -> list[dict[str, Any]]:
    """Each seat's panel: gold and chips won, counters left, the cards still in hand, where its pawn stands."""
    to_move = table.seat_to_move()
    gold, chips = state.scores(), state.chips()
    players = []
    for seat, settings_seat in enumerate(table.settings.seats):
        style = seat_style(table, seat, lang)
        pawn = state.pawns[seat]
        players.append(
            {
                **style,
                "kind": kind_text(lang, settings_seat),
                "gold": t(lang, "kz.gold", gold=gold[seat]),
                "chips": counted(lang, "kz.chips", chips[seat]),
                "counters": counted(lang, "kz.counters", state.counters[seat]),
                "cards": _cards_text(lang, state.cards[seat]),
                "pawn": t(lang, "kz.pawn_at", table=pawn + 1) if pawn >= 0 else t(lang, "kz.no_pawn"),
                "is_start": state.game.start_player == seat,
                "is_to_move": to_move == seat,
            }
        )
    return players


def _cards_text(lang: str, hand: tuple[int, ...]) -> str:
    names = []
    lucks = [str(value) for value in range(1, 7) if hand[value - 1]]
    if lucks:
        names.append(t(lang, "kz.card.luck", value=" ".join(lucks)))
    front = hand[CARDS.index("front")]
    if front:
        names.append(t(lang, "kz.card.front") + (f" ×{front}" if front > 1 else ""))
    if hand[CARDS.index("mary")]:
        names.append(t(lang, "kz.card.mary"))
    return " · ".join(names) if names else t(lang, "kz.no_cards")


def _hand(
    table: Table, state: KniziaState, lang: str, actions: list[str], hints: dict[str, str], tumbling: bool, card: int
) -> dict[str, Any]:
    """Beside the board: the gold die's last roll, the moves that name no table (roll, Mary Chip, pass, a duel's
    hands), and the Good Luck cards that may be played (one picked lights its spaces on the board)."""
    buttons = [
        {
            "action": text,
            "label": choice_label(table, lang, state, Action.parse(text)),
            "hint": hints.get(text),
            "primary": text == "roll",
            "key": key_name,
        }
        for text, key_name in (("roll", "R"), ("mary", "M"), ("pass", "P"))
        if text in actions
    ]
    duel = None
    if state.phase is Phase.DUEL and state.duel is not None:
        duel_state = state.duel
        challenger = seat_name(table, duel_state.challenger, lang)
        defender = seat_name(table, duel_state.defender, lang)
        where = space_names(lang, duel_state.table)[duel_state.space]
        duel = {
            "title": t(lang, "kz.duel_title", table=duel_state.table + 1, space=where),
            "text": duel_text(lang, challenger, defender),
            "rule": t(lang, "kz.duel_rule"),
        }
        buttons += [
            {
                "action": f"duel {hands}",
                "label": choice_label(table, lang, state, Action.parse(f"duel {hands}")),
                "hint": hints.get(f"duel {hands}"),
                "primary": False,
                "key": str(hands),
            }
            for hands in (1, 2, 3)
            if f"duel {hands}" in actions
        ]
    values = sorted({int(text.split()[1]) for text in actions if text.startswith("luck ")})
    own = TABLES[state.pawns[state.player]] if values else None
    cards = [
        {
            "value": value,
            "label": t(lang, "kz.card.luck", value=value),
            "chosen": value == card,
            "joker": t(lang, "kz.card.joker") if own is not None and value == 6 and not own.has_six else "",
            "hint": next((hint for text, hint in hints.items() if text.startswith(f"luck {value} on ")), None),
        }
        for value in values
    ]
    return {
        "die": _last_roll(table, state, lang, tumbling),
        "buttons": buttons,
        "duel": duel,
        "cards": cards,
        "cards_title": t(lang, "kz.cards_title"),
    }


def _last_roll(table: Table, state: KniziaState, lang: str, tumbling: bool) -> dict[str, Any] | None:
    """The gold die's last roll in this game: its value, who rolled it and for which table."""
    states, actions = table.match.states, table.match.actions
    for index in range(len(actions) - 1, -1, -1):
        action = actions[index]
        if isinstance(action, GoldDie):
            before = states[index]
            assert isinstance(before, KniziaState)
            name = seat_name(table, before.player, lang)
            return {
                "value": action.value,
                "colour": "#f2c14e",
                "tumbling": tumbling and index == len(actions) - 1,
                "text": told(lang, "kz.last_roll", name=name, value=action.value, table=before.at + 1),
            }
    return None


# ---------------------------------------------------------------------- status, privacy, standings


def _status(table: Table, lang: str, thinking: bool, tumbling: bool, card: int) -> str:
    state = knizia_state(table)
    if state.is_terminal():
        return t(lang, "log.over")
    if state.phase is Phase.ROLLING:
        return told(lang, "kz.status.rolls", name=seat_name(table, state.player, lang), table=state.at + 1)
    rolled = table.match.actions[-1] if table.match.actions else None
    if tumbling and isinstance(rolled, GoldDie):  # the die shown tumbling was rolled by the state before it
        roller = table.match.states[-2]
        assert isinstance(roller, KniziaState)
        return told(lang, "kz.status.rolls", name=seat_name(table, roller.player, lang), table=roller.at + 1)
    seat = table.seat_to_move()
    assert seat is not None
    name = seat_name(table, seat, lang)
    if thinking or table.bot_to_move():
        return t(lang, "thinking", name=name)
    if table.remote_to_move():
        return waiting_text(table, seat, lang)
    if state.phase is Phase.PAWNS:
        return told(lang, "kz.status.pawn", name=name)
    if state.phase is Phase.PLACE:
        joker = state.rolled == 6 and not TABLES[state.at].has_six
        key = "kz.status.joker" if joker else "kz.status.place"
        return told(lang, key, name=name, value=state.rolled, table=state.at + 1)
    if state.phase is Phase.DUEL:
        return told(lang, "kz.status.duel", name=name)
    if card:
        joker = card == 6 and not TABLES[state.pawns[seat]].has_six
        key = "kz.status.luck_joker" if joker else "kz.status.luck"
        return told(lang, key, name=name, value=card, table=state.pawns[seat] + 1)
    if state.results[state.pawns[seat]] != OPEN:
        return told(lang, "kz.status.must_move", name=name)
    if not state.counters[seat]:
        return told(lang, "kz.status.no_counters", name=name)
    return told(lang, "kz.status.turn", name=name)


def _privacy(table: Table, lang: str) -> dict[str, str] | None:
    """R22's "pass the device" screen: a human's secret hand in a duel whose other side is a human too."""
    state = knizia_state(table)
    duel = state.duel
    if state.phase is not Phase.DUEL or duel is None or not {duel.challenger, duel.defender} <= humans(table):
        return None
    return pass_device(table, lang)


def standings(table: Table, lang: str) -> dict[str, Any]:
    """The final standings: most gold, then most chips (R27); the tables each seat won."""
    state = knizia_state(table)
    gold, chips = state.scores(), state.chips()
    order = sorted(range(len(gold)), key=lambda s: (-gold[s], -chips[s], s))
    winners = state.winners()
    rows, place, previous = [], 0, None
    for position, seat in enumerate(order, 1):
        if (gold[seat], chips[seat]) != previous:
            place, previous = position, (gold[seat], chips[seat])
        style = seat_style(table, seat, lang)
        rows.append(
            {
                **style,
                "place": place,
                "money": t(lang, "kz.gold", gold=gold[seat]),
                "notes": chips[seat],
                "chips": None,
                "winner": seat in winners,
            }
        )
    names = [seat_name(table, seat, lang) for seat in winners]
    won = {seat: [str(i + 1) for i, r in enumerate(state.results) if r == seat] for seat in order}
    placed = counters_placed(table)
    figures = {
        "title": t(lang, "kz.figures.title"),
        "player_label": t(lang, "col_player"),
        "columns": [t(lang, "kz.figures.tables"), t(lang, "kz.figures.counters")],
        "rows": [
            {**seat_style(table, seat, lang), "values": [", ".join(won[seat]) or "–", placed[seat]]} for seat in order
        ],
    }
    return {
        "title": t(lang, "winner" if len(names) == 1 else "winners", names=join_names(lang, names)),
        "rows": rows,
        "count_label": t(lang, "col_chips"),
        "money_label": t(lang, "kz.col_gold"),
        "chart": None,
        "figures": figures,
        "tie": tie_note(table, lang, gold, chips),
    }


def tie_note(table: Table, lang: str, gold: list[int], chips: list[int]) -> str | None:
    """Why players with the same gold are ranked as they are: the most chips first (R27), or a place shared;
    ``None`` when no two have the same gold."""
    groups: dict[int, list[int]] = {}
    for seat, amount in enumerate(gold):
        groups.setdefault(amount, []).append(seat)
    notes = []
    for amount, tied in sorted(groups.items(), reverse=True):
        if len(tied) < 2:
            continue
        names = join_names(lang, [seat_name(table, seat, lang) for seat in tied])
        if len({chips[seat] for seat in tied}) == 1:
            notes.append(t(lang, "kz.tie.shared", names=names, gold=amount, chips=chips[tied[0]]))
            continue
        ranked = sorted(tied, key=lambda seat: -chips[seat])
        counts = [t(lang, "tie.figure", name=seat_name(table, seat, lang), count=chips[seat]) for seat in ranked]
        notes.append(t(lang, "kz.tie.decided", names=names, gold=amount, counts=join_names(lang, counts)))
    return " ".join(notes) or None


def counters_placed(table: Table) -> list[int]:
    """How many counters each seat put on the tables in the whole game (one sent back and placed again counts
    again): what left its hand in each move, counting the counters a scoring in that move handed back."""
    placed = [0] * table.state.game.players
    states = table.match.states
    for before, after in zip(states, states[1:], strict=False):
        assert isinstance(before, KniziaState) and isinstance(after, KniziaState)
        for seat, (was, now) in enumerate(zip(before.counters, after.counters, strict=True)):
            returned = sum(scoring.counters[seat] for scoring in after.scorings)
            placed[seat] += max(0, was - now + returned)
    return placed


def payout_summary(table: Table, lang: str) -> dict[str, Any] | None:
    """A table is scored within a turn, on the board and in the log: there is no round's payout to show."""
    return None


def dice_moves(before: Any, after: Any) -> list[tuple[str, str]]:
    """The gold die places one counter, drawn where it lands: nothing travels across the board."""
    return []


# ---------------------------------------------------------------------- the log


def _log_rounds(table: Table, lang: str) -> list[dict[str, Any]]:
    rounds, start = [], 1
    for number, lines in log_by_round(table, lang, describe):
        rounds.append({"round": number, "title": t(lang, "kz.log_all"), "start": start, "lines": lines})
        start += len(lines)
    return rounds
