"""What a review says per player: accuracy, money given away, luck, the costliest decisions (docs/bots.md,
*The game review*), and each decision's verdict; plain data for the command line and the page."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .review import Luck, Reviewer
from .valuation import Valuation
from .verdict import BEST, MARKED, VERDICTS, move_accuracy, verdict

COSTLIEST = 3


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """One seat over the decisions reviewed: ``accuracy`` (percent, lichess's mean of its moves' accuracy),
    ``money_given`` (the game's units: what the moves made gave up in money this round against the best moves,
    never below 0: ``Valuation.money_given``, summed), its rolls'
    ``luck`` in win chance and money, its ``costliest`` decisions (the win chance lost, worst first; none judged
    best) and how many
    decisions got each verdict."""

    seat: int
    name: str
    decisions: int
    accuracy: float | None
    money_given: float
    luck_chance: float
    luck_money: float
    costliest: tuple[int, ...]
    verdicts: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "decisions": self.decisions,
            "accuracy": self.accuracy,
            "money_given": self.money_given,
            "luck": {"chance": self.luck_chance, "money": self.luck_money},
            "costliest": list(self.costliest),
            "verdicts": self.verdicts,
        }


def seat_summary(seat: int, name: str, valuations: Sequence[Valuation], lucks: Sequence[Luck]) -> SeatSummary:
    """The summary of ``seat`` from the review's valuations and lucks (all seats' may be given)."""
    chosen = [v for v in valuations if v.seat == seat and len(v.values) > 1]
    counts = dict.fromkeys(VERDICTS, 0)
    for v in chosen:
        counts[verdict(v.chance_lost)] += 1
    worst = sorted(
        (v for v in chosen if verdict(v.chance_lost) != BEST), key=lambda v: (-v.chance_lost, -v.money_lost, v.step)
    )
    mine = [luck for luck in lucks if luck.seat == seat]
    return SeatSummary(
        seat=seat,
        name=name,
        decisions=len(chosen),
        accuracy=sum(move_accuracy(v.chance_lost) for v in chosen) / len(chosen) if chosen else None,
        money_given=sum(v.money_given for v in chosen),
        luck_chance=sum(luck.chance for luck in mine),
        luck_money=sum(luck.money for luck in mine),
        costliest=tuple(v.step for v in worst[:COSTLIEST]),
        verdicts=counts,
    )


def decision_json(v: Valuation) -> dict[str, Any]:
    """One decision as the review reports it: the move made, the best, what the move gave away, the verdict,
    and whether that is exact or an estimate (with its spread over the seeds)."""
    best = v.best
    return {
        "step": v.step,
        "seat": v.seat,
        "round": v.round,
        "kind": v.kind,
        "made": v.made,
        "best": best.action,
        "chance_made": v.value_of(v.made).chance,
        "chance_best": best.chance,
        "chance_lost": v.chance_lost,
        "money_lost": v.money_lost,
        "verdict": verdict(v.chance_lost) if len(v.values) > 1 else None,
        "basis": v.basis,
        "exact": v.exact,
        "spread": v.spread,
        "actions": [{"action": a.action, "chance": a.chance, "money": a.mean_money} for a in v.values],
    }


def review_json(reviewer: Reviewer, order: Sequence[int] | None = None) -> dict[str, Any]:
    """The whole review as data: the seats' summaries (in ``order``, e.g. humans first), every decision valued
    and every roll's luck; ``finished`` says whether every decision is valued yet."""
    game = reviewer.record.game
    valuations = reviewer.valuations()
    lucks = reviewer.lucks()
    seats = list(order) if order is not None else list(range(game.players))
    return {
        "rules": game.rules,
        "players": game.players,
        "finished": reviewer.finished,
        "valued": len(reviewer.done),
        "to_value": reviewer.total,
        "budget": reviewer.budget.to_json(),
        "seats": [seat_summary(s, game.names[s], valuations, lucks).to_json() for s in seats],
        "decisions": [decision_json(v) for v in valuations],
        "marked": [v.step for v in valuations if len(v.values) > 1 and verdict(v.chance_lost) in MARKED],
        "luck": [luck.to_json() for luck in lucks],
    }
