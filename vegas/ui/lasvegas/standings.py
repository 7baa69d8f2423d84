"""The casino table's final standings: the players by money (then the rule set's tie-break), each player's money
after each round for a chart, and a few figures of the game."""

from __future__ import annotations

from typing import Any

from vegas.ui.summary import SeatSummary, game_summary, money_ticks
from vegas.ui.table import Table, seat_name
from vegas.ui.text import join_names, money, t

from .owners import casino_state, owner_style


def standings(table: Table, lang: str) -> dict[str, Any]:
    state = casino_state(table)
    scores = state.scores()
    chips = list(getattr(state, "chips", ()))
    notes = [state.tiebreak(seat) for seat in range(len(scores))]  # banknotes, or Royale's cards plus chips
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], -notes[s], s))
    winners = state.winners()
    names = [seat_name(table, w, lang) for w in winners]
    rows = []
    place = 0
    previous: tuple[int, int] | None = None
    for position, seat in enumerate(order, 1):
        key = (scores[seat], notes[seat])
        if key != previous:
            place, previous = position, key
        name, colour, symbol = owner_style(table, seat, lang)
        rows.append(
            {
                "place": place,
                "name": name,
                "colour": colour,
                "symbol": symbol,
                "money": money(lang, scores[seat]),
                "notes": notes[seat],
                "chips": chips[seat] if chips else None,
                "winner": seat in winners,
            }
        )
    title = t(lang, "winner" if len(names) == 1 else "winners", names=join_names(lang, names))
    tie = tie_note(table, lang, scores, notes, winners, "cards" if chips else "notes")
    count_label = t(lang, "col_cards_chips" if chips else "col_notes")
    chip_value = state.observation().get("chip_value") if chips else None
    money_label = t(lang, "col_money_chips", chip=money(lang, chip_value)) if chip_value else t(lang, "col_money")
    summaries = game_summary(table.match.states)
    return {
        "title": title,
        "tie": tie,
        "rows": rows,
        "count_label": count_label,
        "money_label": money_label,
        "chart": _money_chart(table, lang, summaries, order),
        "figures": _figures(table, lang, summaries, order),
    }


def _money_chart(table: Table, lang: str, summaries: list[SeatSummary], order: list[int]) -> dict[str, Any]:
    """Each seat's money after each round (round 0: nothing yet), in the standings' order, for a line chart."""
    rounds = len(summaries[0].money) - 1
    top = max(amount for summary in summaries for amount in summary.money)
    lines: list[dict[str, Any]] = []
    for seat in order:
        name, colour, symbol = owner_style(table, seat, lang)
        amounts = summaries[seat].money
        lines.append(
            {
                "seat": seat,
                "name": name,
                "colour": colour,
                "symbol": symbol,
                "points": list(amounts),
                "money": [money(lang, amount) for amount in amounts],
            }
        )
    ends = [t(lang, "chart.aria_player", name=line["name"], money=line["money"][-1]) for line in lines]
    return {
        "title": t(lang, "chart.title"),
        "aria": t(lang, "chart.aria", rounds=rounds, players=join_names(lang, ends)),
        "rounds": rounds,
        "x_label": t(lang, "chart.x_label"),
        "ticks": [{"value": value, "label": money(lang, value)} for value in money_ticks(top)],
        "lines": lines,
        "table_label": t(lang, "chart.table"),
        "player_label": t(lang, "col_player"),
        "columns": [t(lang, "chart.after_round", round=number) for number in range(1, rounds + 1)],
    }


def _figures(table: Table, lang: str, summaries: list[SeatSummary], order: list[int]) -> dict[str, Any]:
    """A few figures per seat, in the standings' order: casinos won, dice lost to ties, notes or cards won."""
    word = casino_state(table).MONEY_WORD  # notes or cards
    rows = []
    for seat in order:
        name, colour, symbol = owner_style(table, seat, lang)
        summary = summaries[seat]
        rows.append(
            {
                "seat": seat,
                "name": name,
                "colour": colour,
                "symbol": symbol,
                "values": [summary.casinos_won, summary.dice_lost, summary.notes_won],
            }
        )
    return {
        "title": t(lang, "figures.title"),
        "player_label": t(lang, "col_player"),
        "columns": [t(lang, "figures.casinos"), t(lang, "figures.dice_lost"), t(lang, f"figures.{word}")],
        "rows": rows,
    }


def tie_note(
    table: Table, lang: str, scores: list[int], counts: list[int], winners: list[int], word: str
) -> str | None:
    """Why the winner won when the most money is shared: the tie-break and its figures (rules.md §1 End, §2 End);
    ``None`` when one player has the most money."""
    top = max(scores)
    tied = [seat for seat, score in enumerate(scores) if score == top]
    if len(tied) < 2:
        return None
    names = join_names(lang, [seat_name(table, seat, lang) for seat in tied])
    if len(winners) == len(tied):
        return t(lang, f"tie.shared_{word}", names=names, money=money(lang, top), count=counts[tied[0]])
    ranked = sorted(tied, key=lambda seat: -counts[seat])
    figures = join_names(lang, [t(lang, "tie.figure", name=seat_name(table, s, lang), count=counts[s]) for s in ranked])
    return t(lang, f"tie.decided_{word}", names=names, money=money(lang, top), counts=figures)
