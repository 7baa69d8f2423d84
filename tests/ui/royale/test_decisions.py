"""Royale's tile decisions laid out for a finger (issue 38, ``vegas/ui/royale/decisions.py``): never more than eight
buttons in a list; the choices of BLOCK IT!, HANDICAP, MY CHOICE's dice and POWER PLAY behind a tap on their
casino, DOUBLE DOWN's behind a Biggy toggle, BLACK BOX's split as tokens moved between two piles; every legal
choice still reachable, nothing else offered."""

from __future__ import annotations

import random
import re

import pytest

from vegas.games.royale.actions import FACE_IDS
from vegas.ui import render
from vegas.ui.table import COLOURS, HUMAN, Seat, Settings, Table
from vegas.ui.text import LANGUAGES
from vegas.ui.view import view_model

from ..fake_dom import Element

MOST_CHOICES = 8


def board_of(table: Table, chosen: str = "", lang: str = "en") -> Element:
    board = Element("div", {"id": "board"})
    board.innerHTML = render.board(view_model(table, lang, revealed=True, chosen=chosen))
    return board


def longest_list(board: Element) -> int:
    """The most buttons shown side by side in one element (what a finger scrolls through)."""
    return max(
        (len([c for c in el.children if isinstance(c, Element) and c.tag == "button"]) for el in board.descendants()),
        default=0,
    )


def reachable(table: Table, lang: str = "en") -> tuple[set[str], int, set[str]]:
    """Every action the board offers, directly or after taps on its ``[data-ui=choose]`` targets (each tap as the
    page keeps it: the last one tapped); the longest list of buttons met; and the taps that led somewhere."""
    offered: set[str] = set()
    longest = 0
    seen, todo, useful = {""}, [""], set()
    while todo:
        chosen = todo.pop()
        board = board_of(table, chosen, lang)
        longest = max(longest, longest_list(board))
        actions = {str(el.dataset.action) for el in board.querySelectorAll("[data-action]")}
        if chosen and actions - offered:
            useful.add(chosen)
        offered |= actions
        for target in board.querySelectorAll("[data-ui=choose]"):
            listed = set(filter(None, str(target.dataset.choices or "").split(",")))
            assert listed <= set(table.human_actions())  # a target lists only what it leads to
            tap = str(target.dataset.choose)
            if tap not in seen and len(seen) < 200:
                seen.add(tap)
                todo.append(tap)
    return offered, longest, useful


def royale(face: str, seed: int, players: int = 2) -> Table:
    seats = tuple(Seat(name, colour, HUMAN) for name, colour in zip(("Ann", "Bo", "Cy"), COLOURS, strict=False))
    return Table.new(Settings("royale", seats[:players], seed, force=((1, face),)))


@pytest.mark.parametrize("face", FACE_IDS)
def test_every_decision_shows_at_most_eight_buttons_in_a_list_and_reaches_every_choice(face):
    """Random games with each face beside casino 1: at every decision the board reaches exactly the legal
    actions (directly or behind a tap on a target), and no list holds more than eight buttons."""
    for seed in (1, 2):
        table = royale(face, seed, players=2 + seed % 2)
        rng = random.Random(seed)
        while not table.state.is_terminal():
            legal = set(table.human_actions())
            offered, longest, _taps = reachable(table)
            assert offered == legal, f"{face} seed {seed} move {len(table.match.actions)}"
            assert longest <= MOST_CHOICES, f"{face}: {longest} buttons in one list"
            table.play(rng.choice(sorted(legal)))
            table.resolve_chance()


def decision_met(face: str, word: str, least: int = 9) -> Table:
    """A table whose decision offers at least ``least`` choices of ``word`` (found by random play)."""
    for seed in range(1, 200):
        table = royale(face, seed)
        rng = random.Random(seed)
        while not table.state.is_terminal():
            legal = table.human_actions()
            if sum(a.startswith(word) for a in legal) >= least:
                return table
            table.play(rng.choice(legal))
            table.resolve_chance()
    raise AssertionError(f"no {word} decision with {least} choices")


def test_block_it_is_asked_on_the_casinos_then_their_clusters():
    table = decision_met("F1", "block ")
    board = board_of(table)
    assert [str(b.dataset.action) for b in board.querySelectorAll("[data-action]")] == ["block none"]
    casino = board.querySelector('.casino[data-casino="4"] [data-ui=choose]')
    assert casino.dataset.choose == "casino 4" and casino.getAttribute("aria-pressed") == "false"
    assert set(str(casino.dataset.choices).split(",")) == {f"block {n} 4" for n in (1, 2, 3)} & set(
        table.human_actions()
    )
    assert "Tap a casino to put blank dice there." in board.textContent
    board = board_of(table, "casino 4")
    shown = [str(b.dataset.action) for b in board.querySelectorAll("[data-action]")]
    assert shown[0] == "block none" and set(shown[1:]) <= {"block 1 4", "block 2 4", "block 3 4"} and shown[1:]
    assert board.querySelector('.casino[data-casino="4"] [data-ui=choose]').getAttribute("aria-pressed") == "true"
    assert "1 blank die into casino 4" in board.textContent


def test_black_box_is_split_by_moving_tokens_between_two_piles():
    table = decision_met("G1", "split ")
    board = board_of(table)
    tokens = board.querySelectorAll(".token[data-ui=choose]")
    assert len(tokens) == 6
    (split,) = [str(b.dataset.action) for b in board.querySelectorAll("[data-action]")]
    assert split == "split 60 chips blank"  # three and three before any tap
    sixty = next(token for token in tokens if "token-60" in token.attributes["class"])
    assert sixty.getAttribute("aria-label") == "$60,000: move it to pile 2"
    board = board_of(table, str(sixty.dataset.choose))
    assert [str(b.dataset.action) for b in board.querySelectorAll("[data-action]")] == ["split chips blank"]
    # the whole first pile moved away: no split to play until a token comes back
    board = board_of(table, "pile")
    assert not board.querySelectorAll("[data-action]")


def test_double_down_with_many_dice_asks_about_the_biggy_with_a_toggle():
    table = decision_met("G2", "double-down", least=MOST_CHOICES + 1)
    board = board_of(table)
    (toggle,) = [el for el in board.querySelectorAll("[data-ui=choose]") if el.dataset.choose == "double-down B"]
    assert toggle.getAttribute("aria-pressed") == "false"
    small = {str(b.dataset.action) for b in board.querySelectorAll("[data-action]")}
    assert small and not any(a.endswith(" B") for a in small)
    with_biggy = {str(b.dataset.action) for b in board_of(table, "double-down B").querySelectorAll("[data-action]")}
    assert with_biggy and all(a.endswith(" B") for a in with_biggy)


def spoken(element) -> str:
    """A button's name as a screen reader says it: its aria-label, else its text but what is hidden from it."""
    if element.getAttribute("aria-hidden") == "true":
        return ""
    if element.getAttribute("aria-label"):
        return element.getAttribute("aria-label")
    return "".join(child if isinstance(child, str) else spoken(child) for child in element.children)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_taps_on_the_board_are_told_in_every_language(lang):
    table = decision_met("F1", "block ")
    board = board_of(table, lang=lang)
    label = spoken(board.querySelector('.casino[data-casino="2"] [data-ui=choose]'))
    assert re.search(r"\S+.*2", label) and board.querySelector(".pick-prompt").textContent
    assert "Tap" not in board.querySelector(".pick-prompt").textContent or lang == "en"
