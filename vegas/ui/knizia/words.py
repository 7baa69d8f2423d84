"""Knizia's board in words: each move as the log tells it, and each space named as the board prints it (by its
numbers, with its row where a table repeats them), never by an index the board does not show (docs/rules.md §4).

Pure and tested under CPython; ``view`` ties it in (the log, the duel's words, the spaces' names on the board).
"""

from __future__ import annotations

from vegas.core.actions import Action, Pass, Roll
from vegas.games.knizia.actions import DuelHand, FrontMan, GoldDie, GoodLuck, MaryCard, Move, Put, StandAt
from vegas.games.knizia.board import TABLES
from vegas.games.knizia.state import EMPTY, KniziaState, Phase, Scoring
from vegas.ui.table import Table, seat_name
from vegas.ui.text import t, told, upper_first


def space_names(lang: str, index: int) -> list[str]:
    """Each space of table ``index + 1`` named as the board prints it: by its numbers ("3·4"), with its row where
    the table prints the same numbers on several rows ("3 in row 2"). The page never shows a space's index."""
    spaces = TABLES[index].spaces
    names = []
    for space in spaces:
        takes = "·".join(str(v) for v in space.takes)
        repeated = sum(other.takes == space.takes for other in spaces) > 1
        names.append(t(lang, "kz.space_row", takes=takes, row=space.row + 1) if repeated else takes)
    return names


def choice_label(table: Table, lang: str, state: KniziaState, action: Action) -> str:
    """``action`` open at ``state`` as the board's buttons say it, in the imperative ("Move here: your pawn to table
    3"): a move to choose anew, where ``describe`` tells a move made."""
    if isinstance(action, StandAt):
        return t(lang, "kz.act.pawn_aria", table=action.table)
    if isinstance(action, Move):
        return t(lang, "kz.act.move_aria", table=action.table)
    if isinstance(action, FrontMan):
        return t(lang, "kz.act.front_aria", table=action.table)
    if isinstance(action, GoodLuck):
        where = space_names(lang, state.pawns[state.player])[action.space - 1]
        return t(lang, "kz.act.luck", value=action.value, space=where)
    if isinstance(action, Put):
        return t(lang, "kz.act.put", space=space_names(lang, state.at)[action.space - 1], table=state.at + 1)
    if isinstance(action, DuelHand):  # a button's capital; the log's sentences keep the hands lower case
        return upper_first(t(lang, f"kz.hands_{action.hands}"))
    plain: dict[type[Action], str] = {MaryCard: "kz.act.mary", Pass: "kz.act.pass", Roll: "kz.act.roll"}
    key = plain.get(type(action))
    return t(lang, key) if key else str(action)


def describe(table: Table, lang: str, before: KniziaState, action: Action, after: KniziaState) -> list[str]:
    """One move in plain words: what the seat did, where its counter went, any duel, scoring and Mary Chip."""
    seat = before.player
    name = seat_name(table, seat, lang)
    lines: list[str] = []
    if isinstance(action, StandAt):
        lines.append(told(lang, "kz.log.pawn", name=name, table=action.table))
    elif isinstance(action, Move):
        lines.append(told(lang, "kz.log.move", name=name, table=action.table))
    elif isinstance(action, Pass):
        lines.append(told(lang, "kz.log.pass", name=name))
    elif isinstance(action, FrontMan):
        lines.append(told(lang, "kz.log.front", name=name, table=action.table))
    elif isinstance(action, MaryCard):
        lines.append(told(lang, "kz.log.mary_card", name=name))
    elif isinstance(action, GoodLuck):
        lines.append(told(lang, "kz.log.luck", name=name, value=action.value))
        lines += _joker(lang, action.value, before.pawns[seat])
        lines += _placed(table, lang, before, after, seat, before.pawns[seat], action.space - 1)
    elif isinstance(action, Put):
        lines += _placed(table, lang, before, after, seat, before.at, action.space - 1)
    elif isinstance(action, GoldDie):
        lines.append(told(lang, "kz.log.rolled", name=name, value=action.value, table=before.at + 1))
        options = before.options(seat, before.at, action.value) if before.counters[seat] else []
        if options:
            lines += _joker(lang, action.value, before.at)
        if len(options) == 1:
            lines += _placed(table, lang, before, after, seat, before.at, options[0])
        elif not options:
            lines.append(told(lang, "kz.log.nothing", name=name))
    elif isinstance(action, DuelHand):
        lines += _dueled(table, lang, before, action, after)
    elif not isinstance(action, Roll):
        lines.append(str(action))
    for scoring in after.scorings:  # every action sets the tables it scored, in order
        if scoring.by_mary:
            lines.append(t(lang, "kz.log.mary", table=scoring.table + 1))
        lines.append(_scored(table, lang, scoring))
    if after.is_terminal() and not before.is_terminal():
        lines.append(t(lang, "log.over"))
    return lines


def _joker(lang: str, value: int, at: int) -> list[str]:
    """A 6 at a table where no space takes 6 is a joker (§4): said, since the board prints no 6 there."""
    return [t(lang, "kz.log.joker", table=at + 1)] if value == 6 and not TABLES[at].has_six else []


def _placed(
    table: Table, lang: str, before: KniziaState, after: KniziaState, seat: int, at: int, space: int
) -> list[str]:
    """Where a counter went: on a free space, onto an opponent's (sent back, or a duel in the advanced game)."""
    name = seat_name(table, seat, lang)
    owner = before.spaces[at][space]
    where = space_names(lang, at)[space]
    if owner == EMPTY:
        return [told(lang, "kz.log.put", name=name, space=where, table=at + 1)]
    other = seat_name(table, owner, lang)
    key = "kz.log.challenge" if after.phase is Phase.DUEL else "kz.log.replaced"
    if other == t(lang, "you"):  # "challenges you", "vous défie": the player is the object here
        return [t(lang, f"{key}.of_you", name=name, space=where, table=at + 1)]
    return [told(lang, key, name=name, other=other, space=where, table=at + 1)]


def duel_text(lang: str, challenger: str, defender: str) -> str:
    """Who challenges whom, in the second person where one of them is the player called by the default name."""
    if defender == t(lang, "you"):
        return t(lang, "kz.duel_text.of_you", challenger=challenger)
    return told(lang, "kz.duel_text", name=challenger, defender=defender)


def _dueled(table: Table, lang: str, before: KniziaState, action: DuelHand, after: KniziaState) -> list[str]:
    duel = before.duel
    assert duel is not None
    if duel.hands[0] == 0:
        return [told(lang, "kz.log.chose", name=seat_name(table, duel.challenger, lang))]
    challenger, defender = seat_name(table, duel.challenger, lang), seat_name(table, duel.defender, lang)
    shown = {
        "challenger": challenger,
        "defender": defender,
        "attack": t(lang, f"kz.hands_{duel.hands[0]}"),
        "defence": t(lang, f"kz.hands_{action.hands}"),
    }
    attack, defence = duel.hands[0], action.hands
    if attack == defence and attack != 3:
        return [t(lang, "kz.log.duel_both", **shown)]
    challenger_wins = (attack - defence) % 3 == 1
    winner = challenger if challenger_wins else defender
    where = space_names(lang, duel.table)[duel.space]
    return [t(lang, "kz.log.duel_won", winner=winner, space=where, table=duel.table + 1, **shown)]


def _scored(table: Table, lang: str, scoring: Scoring) -> str:
    number = scoring.table + 1
    if scoring.winner >= 0:
        return told(
            lang,
            "kz.log.scored",
            name=seat_name(table, scoring.winner, lang),
            table=number,
            chip=TABLES[scoring.table].chip,
        )
    key = "kz.log.discarded_tie" if any(scoring.counters) else "kz.log.discarded_empty"
    return t(lang, key, table=number)
