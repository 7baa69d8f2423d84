"""Checks of the page as a phone shows it (issue 38), reusable by any browser test: the page played by taps on a
touch screen, and at each decision no list of more than eight labelled buttons, no target a finger misses (under
44x44 CSS px, or overlapping another), and no fault axe-core finds.

    with visitor(browser, site, **PHONE) as (game, problems):
        game.open("?rules=knizia&players=2&seed=5")
        taps = tap_to_the_end(game, pick, axe_every=10)

axe-core is an npm devDependency (package.json), installed in node_modules by ``npm ci`` and never published:
``axe_violations`` evaluates it in the page under test.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .conftest import ROOT, GamePage

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
"""axe-core's browser build (``npm ci`` installs it; scripts/static_site.py publishes nothing from node_modules)."""

PHONES = {
    "390x844": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "320x640": {"viewport": {"width": 320, "height": 640}, "is_mobile": True, "has_touch": True},
}
"""Touch contexts for ``visitor(browser, site, **PHONES[size])``: a phone's size, a finger, no mouse."""

SMALLEST_TARGET = 44
"""CSS px: the least width and height of anything a finger taps on a phone (WCAG 2.5.5, Apple's and Google's
guides)."""
MOST_BUTTONS = 8
"""The most labelled buttons one list may show at once; a decision with more offers them as targets on the board."""

TARGETS = (
    "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [data-action], "
    "[data-ui], [tabindex]:not([tabindex='-1']), label:has(input[type=checkbox]), label:has(input[type=radio])"
)
"""What a player can tap or focus (a checkbox's label is its target: a tap on it ticks the box)."""

_SHOWN_TARGETS = """(selector) => {
    const modal = document.querySelector("dialog:modal");
    const within = modal || document;
    // the part of an element its scrolling boxes (the log, a dialog) let through: null if none
    const seen = (el) => {
        const box = el.getBoundingClientRect();
        let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            const style = getComputedStyle(up);
            if (![style.overflowX, style.overflowY].some((o) => ["auto", "scroll", "hidden"].includes(o))) continue;
            const clip = up.getBoundingClientRect();
            [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
            [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        return right - left > 0.5 && bottom - top > 0.5 ? {left, top, right, bottom} : null;
    };
    const shown = (el) => {
        if (el.closest("[hidden], [inert], dialog:not([open])")) return false;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "none") return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && seen(el) !== null;
    };
    // a target inside another (a label's text inside its button) is one target: the outermost counts
    const all = [...within.querySelectorAll(selector)].filter(shown);
    const outer = all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
    const layers = new Map();
    return outer.map((el) => {
        const box = el.getBoundingClientRect();
        const name = (el.getAttribute("aria-label") || el.innerText || el.value || el.tagName).trim();
        const path = el.dataset.action || el.dataset.ui || el.className || el.tagName;
        // its layer: the nearest box that stays in sight (sticky or fixed: a dialog, a bar) over what scrolls
        let layer = document.body;
        for (let up = el; up && up !== document.body; up = up.parentElement) {
            if (["sticky", "fixed"].includes(getComputedStyle(up).position)) { layer = up; break; }
        }
        if (!layers.has(layer)) layers.set(layer, layers.size);
        const part = seen(el);  // where it can be tapped now: a target half scrolled out of the log is half there
        return {name: name.slice(0, 60), path: String(path), left: part.left + scrollX, top: part.top + scrollY,
                right: part.right + scrollX, bottom: part.bottom + scrollY, width: box.width, height: box.height,
                layer: layers.get(layer)};
    });
}"""


def shown_targets(page: Any) -> list[dict[str, Any]]:
    """Every target a player sees now (within the open modal dialog, if one is, and not scrolled out of the log or
    a dialog), with its size and the part of it in sight, in the page's coordinates."""
    return page.evaluate(_SHOWN_TARGETS, TARGETS)


def small_targets(page: Any, smallest: int = SMALLEST_TARGET) -> list[str]:
    """The targets shown under ``smallest`` CSS px wide or high (rounded down by half a pixel), and those that
    overlap another (but for a sticky bar over what scrolls under it): a finger could miss them or hit the wrong
    one."""
    targets = shown_targets(page)
    found = [
        f"{t['path']} '{t['name']}' is {t['width']:.0f}x{t['height']:.0f}"
        for t in targets
        if t["width"] < smallest - 0.5 or t["height"] < smallest - 0.5
    ]
    for index, one in enumerate(targets):
        for other in targets[index + 1 :]:
            if one["layer"] != other["layer"]:
                continue  # a sticky bar's buttons cover what scrolls under them: a finger meets them first
            wide = min(one["right"], other["right"]) - max(one["left"], other["left"])
            high = min(one["bottom"], other["bottom"]) - max(one["top"], other["top"])
            if wide > 0.5 and high > 0.5:
                found.append(f"{one['path']} '{one['name']}' overlaps {other['path']} '{other['name']}'")
    return found


_LONGEST_LIST = """(selector) => {
    let longest = {count: 0, where: ""};
    const counted = new Set();
    for (const el of document.querySelectorAll(selector)) {
        const list = el.parentElement;
        if (!list || counted.has(list)) continue;
        counted.add(list);
        const buttons = [...list.children].filter((child) => child.matches(selector) && child.getClientRects().length
            && !child.closest("[hidden], dialog:not([open])"));
        if (buttons.length > longest.count) {
            longest = {count: buttons.length, where: (list.className || list.tagName) + ": "
                + buttons.map((b) => (b.innerText || b.getAttribute("aria-label") || "").trim()).join(" | ")};
        }
    }
    return longest;
}"""


def longest_list(page: Any) -> dict[str, Any]:
    """The list with the most labelled buttons shown side by side (buttons with one parent): ``count``, ``where``."""
    return page.evaluate(_LONGEST_LIST, "button, [role=button]")


def axe_violations(page: Any) -> list[str]:
    """What axe-core (injected once per document) finds wrong in the page as it is now, one line per fault and
    element."""
    # a colour half faded in (a payout's row, a die landing) is not the colour shown: axe-core looks once still
    page.wait_for_function(
        "document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations"
        " === Infinity)",
        timeout=10_000,
    )
    return _axe_run(page)


def _axe_run(page: Any) -> list[str]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # evaluated rather than added as a <script>: the page's Content-Security-Policy refuses inline scripts
        page.evaluate(AXE.read_text() + "\n;undefined")
    found = page.evaluate(
        """async () => {
            const result = await axe.run(document, {resultTypes: ["violations"]});
            return result.violations.flatMap((v) => v.nodes.map((n) =>
                `${v.id} (${v.impact}): ${n.target.join(" ")}: ${n.failureSummary.replace(/\\s+/g, " ")}`));
        }"""
    )
    return list(found)


_HALFWAY = """() => {
    const moving = [...document.querySelectorAll("body *")]
        .filter((el) => getComputedStyle(el).animationName !== "none");
    for (const el of moving) el.style.animation = "none";
    void document.body.offsetWidth;  // the animations start again, all at once
    for (const el of moving) el.style.animation = "";
    const halfway = document.getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().activeDuration));
    for (const a of halfway) {
        a.pause();
        a.currentTime = (a.effect.getTiming().delay || 0) + a.effect.getComputedTiming().activeDuration / 2;
    }
    window.testHalfway = halfway;
    return halfway.length;
}"""
"""Every finite animation on the page started again and held at its middle; how many there are."""


def hold_halfway(page: Any) -> int:
    """Every finite animation of the page started again and held at its middle (``let_go`` ends them); how many."""
    return int(page.evaluate(_HALFWAY))


def let_go(page: Any) -> None:
    """The animations ``hold_halfway`` held, finished."""
    page.evaluate("() => { for (const a of window.testHalfway || []) a.finish(); }")


def axe_halfway(page: Any) -> tuple[int, list[str]]:
    """What axe-core finds with every animation of the page (a payout's rows and tiles flying in, a tile's outcome)
    held halfway, colours half faded in included (issue 47: 4.45:1 on a tile flying in); then they finish. Returns how
    many animations were held, and the faults."""
    held = hold_halfway(page)
    try:
        return held, _axe_run(page)
    finally:
        let_go(page)


def check_decision(game: GamePage, what: str, axe: bool = False, sizes: bool = True) -> None:
    """What issue 38 asks of every decision on a phone: (``sizes``) no list of more than eight labelled buttons, no
    target a finger misses, and (``axe``) nothing axe-core finds; ``what`` names the moment in a failure."""
    page = game.page
    if sizes:
        longest = longest_list(page)
        assert longest["count"] <= MOST_BUTTONS, f"{what}: {longest['count']} buttons in a list: {longest['where']}"
        small = small_targets(page)
        assert not small, f"{what}: targets a finger misses:\n" + "\n".join(small[:12])
    if axe:
        faults = axe_violations(page)
        assert not faults, f"{what}: axe-core finds:\n" + "\n".join(faults[:12])


def tap(game: GamePage, action: str) -> None:
    """A finger on the move ``action`` (scrolled into sight first, as a player would)."""
    game.page.locator(f"[data-action='{action}']").first.tap(timeout=20_000)


CHOOSE = "choose:"
"""How ``moves_shown`` names the first tap of a choice made in two (``[data-ui=choose]``: a Good Luck card)."""

_SOMETHING_TO_DO = (
    "document.querySelector('[data-action], [data-ui=choose], dialog[open] [data-testid=standings],"
    " #board [data-ui=reveal], dialog[open][data-testid=payout], #board [data-testid=outcome]')"
)


def moves_shown(game: GamePage) -> list[str]:
    """What a finger may tap now: each move's action text, and ``choose:<what>`` for each first tap of a choice
    made in two."""
    return game.page.evaluate(
        """() => [...new Set([
            ...[...document.querySelectorAll("[data-action]")].map((e) => e.dataset.action),
            ...[...document.querySelectorAll("[data-ui=choose]")].map((e) => "choose:" + e.dataset.choose),
        ])]"""
    )


def next_decision(game: GamePage, on_screen: Callable[[str], None], timeout: float = 60_000) -> list[str] | None:
    """The moves a finger may tap now, waiting for some; ``None`` once the final standings show. A round's payout
    and R22's "pass the device" screen are tapped through, each shown to ``on_screen`` first ("payout",
    "cover")."""
    page = game.page
    while True:
        page.wait_for_function(_SOMETHING_TO_DO, timeout=timeout)
        if page.locator("dialog[open][data-testid=payout]").count():
            on_screen("payout")
            game.payouts.append(page.inner_text("#payout-title"))
            page.locator("dialog[open][data-testid=payout] [data-ui=skip-payout]").tap()
            page.wait_for_selector("dialog[data-testid=payout]", state="hidden", timeout=timeout)
            continue
        if page.locator("#board [data-testid=outcome]").count():  # a secret choice answered here: read, continue
            on_screen("outcome")
            game.outcomes.append(page.inner_text("#board [data-testid=outcome]"))
            page.locator("#board [data-testid=outcome] [data-ui=go-on]").tap()
            page.wait_for_selector("#board [data-testid=outcome]", state="detached", timeout=timeout)
            continue
        if page.locator("#board [data-ui=reveal]").count():
            on_screen("cover")
            game.covers.append(page.inner_text("#board .privacy h2"))
            page.locator("#board [data-ui=reveal]").tap()
            continue
        if page.locator("dialog[open] [data-testid=standings]").count():
            return None
        return moves_shown(game)


def tap_to_the_end(
    game: GamePage,
    pick: Callable[[list[str]], str],
    axe_every: int = 10,
    limit: int = 3000,
    sizes: bool = True,
    at: Callable[[str], None] = lambda moment: None,
) -> int:
    """Play the game on screen to its standings by taps alone, ``pick`` choosing among ``moves_shown`` (a first tap
    is followed by a pick among what it offers). Each decision is checked (``check_decision``, its sizes unless not
    ``sizes``; axe-core on the first two, every ``axe_every``-th, each round's payout (also with its animations held
    halfway: ``axe_halfway``) and the standings); ``at`` is told
    of each moment ("decision", "payout", "cover", "standings") before it is played through. Returns
    the taps."""
    taps = 0
    axed_payouts: set[str] = set()

    def on_screen(moment: str) -> None:
        if moment == "payout" and game.page.inner_text("#payout-title") not in axed_payouts:
            axed_payouts.add(game.page.inner_text("#payout-title"))
            game.page.wait_for_function("document.querySelectorAll('#payout-list .payout-casino').length > 0")
            _held, faults = axe_halfway(game.page)
            assert not faults, "the payout, its animations halfway: axe-core finds:\n" + "\n".join(faults[:12])
            check_decision(game, "the payout", axe=True, sizes=sizes)
        at(moment)

    while (moves := next_decision(game, on_screen)) is not None:
        # axe-core on the first two decisions (the board before and after a first roll), then every axe_every-th
        axe = taps < 2 or taps % axe_every == 0
        check_decision(game, f"decision {taps}: {', '.join(moves)[:200]}", axe=axe, sizes=sizes)
        at("decision")
        move = pick(moves)
        if move.startswith(CHOOSE):
            game.page.locator(f"[data-ui=choose][data-choose='{move.removeprefix(CHOOSE)}']").tap()
            game.page.wait_for_selector(f"[data-choose='{move.removeprefix(CHOOSE)}'][aria-pressed=true]")
            taps += 1
            continue
        tap(game, move)
        taps += 1
        assert taps < limit, "the game did not end"
    check_decision(game, "the standings", axe=True, sizes=sizes)
    at("standings")
    return taps
