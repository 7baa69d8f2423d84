"""Playing the page through the README's contract for automated players (docs/testing.md) in any engine's
``Tab``: ``[data-action]`` moves, ``[data-ui=choose]`` first taps, ``[data-ui=reveal]``, the payout's
``[data-ui=skip-payout]``, the standings, the new-game form's ``[data-ui=start]``."""

from __future__ import annotations

import contextlib
import json
import random
import time
from typing import Any

from .conftest import NO_PAUSES, NO_SNAPSHOTS
from .engines import Tab, click, wait_for

LOOK = """() => {
    if (document.querySelector("dialog[open][data-testid=payout]")) return { shown: "payout" };
    if (document.querySelector("dialog[open] [data-testid=standings]")) return { shown: "standings" };
    if (document.querySelector("#board [data-ui=reveal]")) return { shown: "reveal" };
    if (document.querySelector("[data-clicked]")) return null;  // the move clicked is not played yet
    const shown = (selector, key) => [...document.querySelectorAll(selector)]
        .filter((el) => el.checkVisibility()).map((el) => el.dataset[key]);
    const actions = shown("[data-action]", "action");
    const choose = shown("#board [data-ui=choose][data-choose]", "choose");
    return actions.length || choose.length ? { shown: "moves", actions, choose } : null;
}"""
"""What the page asks of the player now, or ``null`` while it has nothing to ask."""

MARK = """(selector) => {
    const target = [...document.querySelectorAll(selector)].find((el) => el.checkVisibility());
    if (target) target.dataset.clicked = "";
    return Boolean(target);
}"""
"""Marks the element a move's click goes to: the board drawn anew after the move no longer has it."""

SET_FIELD = """(selector, value) => {
    const field = document.querySelector(selector);
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return field.value === value;
}"""

DESCRIBE = """() => [
    "open dialogs: " + [...document.querySelectorAll("dialog[open]")].map((d) => d.id).join(", "),
    "board: " + (document.querySelector("#board")?.innerText || "").slice(0, 1200),
    "log: " + (document.querySelector("#log")?.innerText || "").slice(-600),
].join("\\n")"""

STANDINGS = """() => [...document.querySelectorAll("[data-testid=standings] > table > tbody > tr")]
    .map((row) => [...row.cells].map((cell) => cell.innerText.trim()))"""


class Player:
    """One person at the page of a ``Tab``, choosing among the moves offered with a seeded generator."""

    def __init__(self, tab: Tab, seed: int = 0) -> None:
        self.tab = tab
        self.random = random.Random(seed)
        self.payouts = 0
        self.moves = 0

    def open(self, url: str, pauses: bool = False, snapshots: bool = False) -> float:
        """Opens the page at ``url`` (the profile's settings first, on the same origin) until it is interactive;
        returns the seconds that took."""
        tab = self.tab
        origin = url.split("/", 3)
        tab.goto("/".join(origin[:3]) + "/static/style.css")  # a page of the origin without the game, for its storage
        if not pauses:
            tab.run(f"() => {{ {NO_PAUSES} }}")
        if not snapshots:
            tab.run(f"() => {{ {NO_SNAPSHOTS} }}")
        return self.boot(lambda: tab.goto(url))

    def boot(self, load: Any) -> float:
        """Times ``load()`` (a navigation or a reload) until the page is interactive."""
        begun = time.monotonic()
        load()
        self.wait_ready()
        return time.monotonic() - begun

    def wait_ready(self) -> None:
        wait_for(self.tab, "() => document.documentElement.classList.contains('ready')", 120)

    def describe(self) -> str:
        return str(self.tab.run(DESCRIBE))

    def look(self, timeout: float = 60) -> dict[str, Any]:
        try:
            return dict(wait_for(self.tab, LOOK, timeout))
        except AssertionError as waited:
            raise AssertionError(f"{waited}\n{self.describe()}") from None

    def start(self, rules: str, kinds: list[str], seed: int) -> None:
        """A new game from the new-game form: the standings' own button after a game, else the header's."""
        tab = self.tab
        if tab.run("() => Boolean(document.querySelector('#end-dialog[open]'))"):
            click(tab, "#end-dialog [data-ui=new-game]")
        elif not tab.run("() => Boolean(document.querySelector('#new-game-dialog[open]'))"):
            if tab.run("() => document.querySelector('[data-menu]').checkVisibility()"):
                click(tab, "[data-menu]")
            click(tab, "header [data-ui=new-game]")
        wait_for(tab, "() => Boolean(document.querySelector('#new-game-dialog[open]'))", 20)
        fields = [("select[name=rules]", rules), ("select[name=players]", str(len(kinds)))]
        fields += [(f"select[name=kind{seat}]", kind) for seat, kind in enumerate(kinds)]
        fields += [("input[name=seed]", str(seed))]
        for selector, value in fields:
            assert tab.run(SET_FIELD, selector, value), f"{tab.engine}: {selector} refused {value}"
        click(tab, "#new-game-dialog [data-ui=start]")
        wait_for(tab, "() => !document.querySelector('#new-game-dialog[open]')", 20)

    def asked(self) -> dict[str, Any] | None:
        """What the page asks now (``LOOK``), without waiting."""
        asked = self.tab.run(LOOK)
        return dict(asked) if asked else None

    def step(self) -> bool:
        """Answers what the page asks next; ``False`` once the standings show."""
        asked = self.look()
        if asked["shown"] == "standings":
            return False
        self.respond(asked)
        return True

    def respond(self, asked: dict[str, Any]) -> None:
        """A payout continued from, a "pass the device" screen passed, or one move played (a first tap on a casino
        or a card where no move shows yet)."""
        tab = self.tab
        if asked["shown"] == "payout":
            self.payouts += 1
            for _ in range(10):  # its rows appear one by one, moving Continue: a click may land where it was
                if not tab.run("() => Boolean(document.querySelector('dialog[open][data-testid=payout]'))"):
                    break
                with contextlib.suppress(AssertionError):  # closed meanwhile, or not yet: looked at again
                    click(tab, "dialog[open][data-testid=payout] [data-ui=skip-payout]")
                    wait_for(tab, "() => !document.querySelector('dialog[open][data-testid=payout]')", 2)
            else:
                raise AssertionError(f"{tab.engine}: Continue did not close the payout\n{self.describe()}")
        elif asked["shown"] == "reveal":
            click(tab, "#board [data-ui=reveal]")
        elif asked["actions"]:
            action = self.random.choice(asked["actions"])
            selector = f"[data-action={json.dumps(action)}]"
            tab.run(MARK, selector)
            click(tab, selector)
            self.moves += 1
        else:
            choose = self.random.choice(asked["choose"])
            click(tab, f"#board [data-ui=choose][data-choose={json.dumps(choose)}]")

    def play_to_end(self, limit: int = 3000) -> None:
        for _ in range(limit):
            if not self.step():
                return
        raise AssertionError(f"{self.tab.engine}: the game did not end in {limit} steps\n{self.describe()}")

    def save(self) -> dict[str, Any]:
        return dict(json.loads(self.tab.run("() => localStorage.getItem('vegas.save')") or "{}"))

    def standings(self) -> list[list[str]]:
        return list(self.tab.run(STANDINGS))
