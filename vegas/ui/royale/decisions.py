"""Royale's tile decisions laid out for a finger (issue 38): never more than ``MOST_CHOICES`` buttons in a list.

A decision whose choices belong to casinos (BLOCK IT!'s clusters, HANDICAP's blank dice, MY CHOICE's dice set or
taken back, POWER PLAY's die) is asked on the board: the casinos with choices light up, a tap on one (a page-level
``choose``, ``data-ui=choose``) lists that casino's few choices. DOUBLE DOWN with too many counts is asked with
the Biggy as a toggle; BLACK BOX's split as its six tokens, each tapped from one pile to the other, and one button
that plays the piles shown. Every choice stays a ``data-action`` button once its casino (or pile) is chosen, and
every step is a button a keyboard and a screen reader reach.

Pure: ``arrange`` turns the legal actions and the page's ``chosen`` (the first tap, kept by the page until a move
is played) into plain data that ``render`` draws.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vegas.core.actions import Action
from vegas.games.royale.actions import (
    BLACK_BOX_TOKENS,
    Block,
    DoubleDownMove,
    HandicapMove,
    Power,
    SetDie,
    Split,
    TakeBack,
)
from vegas.games.royale.state import RoyaleState
from vegas.games.royale.tiles import BLACK_BOX_COUNTS, BLACK_BOX_REWARD
from vegas.ui.royale.tiles import reward_text
from vegas.ui.text import t

MOST_CHOICES = 8
"""The most labelled buttons one list shows at once; more are reached through targets on the board."""

Label = Callable[[Action], str]
"""A choice's words on its button."""

BIGGY = "double-down B"
"""``chosen`` while DOUBLE DOWN's counts include the Biggy."""
PILE = "pile"
"""``chosen`` of a BLACK BOX split: ``pile`` and the first pile's tokens (``pile 60 chips``)."""
ON_THE_BOARD = ("block-it", "handicap", "adjust")
"""The decisions whose casinos are tapped first, each with its own words (``pick.<kind>``); POWER PLAY's too."""


def casino_of(action: Action) -> int | None:
    """The casino a choice is made at, for the decisions asked on the board; ``None`` for the others."""
    if isinstance(action, Block | HandicapMove | TakeBack):
        return action.casino  # None for "none", which stays in the list
    if isinstance(action, SetDie | Power):
        return action.value  # the die is set to the casino's number and placed there
    return None


def arrange(
    state: RoyaleState,
    actions: list[str],
    chosen: str,
    lang: str,
    label: Label,
    hints: dict[str, str],
) -> dict[str, Any]:
    """The decision's choices as the page shows them: ``buttons`` (the list now), ``casinos`` (casino number →
    its target: ``choose``, ``choices``, ``chosen``), and for DOUBLE DOWN a ``toggle``, for a split the ``tokens``;
    ``pick_prompt`` says what to tap."""
    parsed = [(text, Action.parse(text)) for text in actions]
    by_casino: dict[int, list[str]] = {}
    loose: list[str] = []
    for text, action in parsed:
        casino = casino_of(action)
        if casino is None:
            loose.append(text)
        else:
            by_casino.setdefault(casino, []).append(text)
    arranged: dict[str, Any] = {"casinos": {}, "toggle": None, "tokens": None, "pick_prompt": "", "chosen_title": ""}

    def button(text: str, chosen_now: bool = False) -> dict[str, Any]:
        return {"action": text, "label": label(Action.parse(text)), "hint": hints.get(text), "chosen": chosen_now}

    if by_casino:
        kind = "power" if any(isinstance(a, Power) for _, a in parsed) else _step_word(state)
        arranged["pick_prompt"] = t(lang, f"pick.{kind}")
        for casino, texts in sorted(by_casino.items()):
            key = f"casino {casino}"
            arranged["casinos"][casino] = {"choose": key, "choices": texts, "chosen": chosen == key}
        picked = by_casino.get(int(chosen.split()[1])) if chosen.startswith("casino ") else None
        shown = [button(text) for text in loose]
        if picked:
            arranged["chosen_title"] = t(lang, "casino", number=int(chosen.split()[1]))
            shown += [button(text, True) for text in picked]
        arranged["buttons"] = shown
        return arranged
    splits = [a for _, a in parsed if isinstance(a, Split)]
    if splits:
        return {**arranged, **_split(splits, chosen, lang, label, hints)}
    downs = [a for _, a in parsed if isinstance(a, DoubleDownMove)]
    if len(parsed) > MOST_CHOICES and downs and any(a.biggy for a in downs):
        with_biggy = chosen == BIGGY
        arranged["toggle"] = {"choose": BIGGY, "label": t(lang, "pick.with_biggy"), "pressed": with_biggy}
        arranged["buttons"] = [button(str(a)) for a in downs if a.biggy == with_biggy] + [
            button(text) for text, a in parsed if not isinstance(a, DoubleDownMove)
        ]
        return arranged
    arranged["buttons"] = [button(text) for text in actions]
    return arranged


def _step_word(state: RoyaleState) -> str:
    """The waiting step's kind as the catalogue's ``pick.<kind>`` names it."""
    kind = str(state.steps[0].kind) if state.steps else ""
    return kind if kind in ON_THE_BOARD else "casino"


def _split(splits: list[Split], chosen: str, lang: str, label: Label, hints: dict[str, str]) -> dict[str, Any]:
    """BLACK BOX's six tokens in two piles; a tap moves one to the other pile; one button plays the piles shown."""
    first = _pile(chosen) if chosen.startswith(PILE) else _default_pile(splits)
    counts = {token: first.count(token) for token in BLACK_BOX_TOKENS}
    tokens = []
    index = 0
    for token in BLACK_BOX_TOKENS:
        for n in range(BLACK_BOX_COUNTS[token]):
            pile = 1 if n < counts[token] else 2
            moved = list(first)
            if pile == 1:
                moved.remove(token)
            else:
                moved.append(token)
            index += 1
            words = t(lang, "tile.blank_token") if token == "blank" else reward_text(lang, BLACK_BOX_REWARD[token])
            tokens.append(
                {
                    "token": token,
                    "pile": pile,
                    "index": index,
                    "text": words,
                    "aria": t(lang, "split.move", token=words, pile=3 - pile),
                    "choose": _pile_key(moved),
                }
            )
    action = Split((counts["60"], counts["chips"], counts["blank"]))
    legal = action in splits
    buttons = [{"action": str(action), "label": label(action), "hint": hints.get(str(action)), "chosen": True}]
    return {
        "tokens": {"tokens": tokens, "piles": [t(lang, "split.pile", pile=1), t(lang, "split.pile", pile=2)]},
        "pick_prompt": t(lang, "pick.split"),
        "buttons": buttons if legal else [],
    }


def _pile(chosen: str) -> list[str]:
    """The first pile's tokens named by ``chosen`` (``pile 60 chips``), in the order a split writes them."""
    words = chosen.split()[1:]
    return [token for token in BLACK_BOX_TOKENS for _ in range(min(words.count(token), BLACK_BOX_COUNTS[token]))]


def _pile_key(tokens: list[str]) -> str:
    ordered = [token for token in BLACK_BOX_TOKENS for _ in range(tokens.count(token))]
    return " ".join([PILE, *ordered])


def _default_pile(splits: list[Split]) -> list[str]:
    """Before any tap: one token of each kind in the first pile (three and three), if that split is offered."""
    half = Split((1, 1, 1))
    pile = half if half in splits else splits[0]
    return [token for token, count in zip(BLACK_BOX_TOKENS, pile.pile, strict=True) for _ in range(count)]
