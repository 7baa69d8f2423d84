"""Dice that move: a roll shows the roller's real dice tumbling to their faces, placed dice travel to their
casino, at the pace chosen; reduced motion is respected; a touch screen is not told about keys."""

from __future__ import annotations

from .conftest import visitor

NORMAL_PACE = "localStorage.setItem('vegas.fast', 'normal')"  # after NO_PAUSES: the pace a new visitor has

FACES = "sel => [...document.querySelectorAll(sel)].map((die) => die.dataset.face)"
"""The faces of the dice ``sel`` finds (a die in a group to tap is silent: the group's words say its dice)."""

WATCH = """(selectors) => {
    window.seen = {};
    const look = () => {
        for (const [name, selector] of Object.entries(selectors)) {
            const found = [...document.querySelectorAll(selector)];
            if (name in window.seen || !found.length) continue;
            window.seen[name] = {
                faces: found.map((el) => el.dataset.face),
                status: document.querySelector("#board .status")?.innerText ?? "",
                fromY: parseFloat(found[0].style.getPropertyValue("--from-y")),
                animation: getComputedStyle(found[0]).animationName,
            };
        }
    };
    new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true});
    look();
}"""
"""Records, for each name, the page as the first element its selector finds appears: its faces (each element's),
the board's status, its ``--from-y`` and its animation. The dice tumble and travel for half a second (the normal
pace): a wait that began after the click could start once they had stopped on a busy machine (issue 53), so what
they show is recorded as it happens and read after."""


def watch(page, **selectors: str) -> None:
    page.evaluate(WATCH, selectors)


def seen(page, name: str, timeout: float = 20_000) -> dict:
    """What ``watch`` recorded under ``name``, waiting until it has."""
    page.wait_for_function("(name) => window.seen && name in window.seen", arg=name, timeout=timeout)
    return page.evaluate("(name) => window.seen[name]", name)


def test_a_roll_tumbles_the_real_dice_to_their_faces_and_placed_dice_travel_to_their_casino(game, page):
    page.add_init_script(NORMAL_PACE)
    game.open("?seed=5&players=2")  # you start against a computer
    assert not page.locator("#fast").is_checked()
    watch(page, roll=".rolled.tumbling .die")
    game.act("roll")
    roll = seen(page, "roll")
    assert roll["status"] == "You roll…"
    page.wait_for_selector(".rolled:not(.tumbling) button.group")
    assert page.evaluate(FACES, ".rolled button.group .die") == roll["faces"]  # the faces they tumbled to
    rolled = page.inner_text("#log").splitlines()[-1]
    assert rolled.startswith("You rolled")
    assert sorted(roll["faces"]) == sorted(rolled.removesuffix(".").split()[2:])

    value = game.next_choice()[0].split()[1]
    watch(
        page,
        landing=f'.casino[data-casino="{value}"] .stack.landing[data-owner="0"]',
        their_roll=".rolled.tumbling .die",
        their_landing='.stack.landing[data-owner="1"]',
    )
    game.act(f"place {value}")
    assert seen(page, "landing")["fromY"] > 0  # it starts where the dice were, below the casinos

    # the computer's turn: its own dice tumble, and its placement travels too
    assert seen(page, "their_roll")["status"] == "Benno rolls…"
    assert seen(page, "their_landing")["fromY"] != 0


def test_reduced_motion_shows_the_dice_without_moving_them(game, page):
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(NORMAL_PACE)
    game.open("?seed=5&players=2")
    watch(page, roll=".rolled.tumbling .die")
    game.act("roll")
    assert seen(page, "roll")["animation"] == "none"
    value = game.next_choice()[0].split()[1]
    watch(page, landing=".stack.landing")
    game.act(f"place {value}")
    assert seen(page, "landing")["animation"] == "none"


def test_the_keys_hint_shows_with_a_keyboard_and_not_on_a_touch_screen(game, page, browser, site):
    game.open("?seed=5&players=2")
    game.act("roll")
    page.wait_for_selector("[data-action^=place]")
    assert page.locator("#board .keys-hint").is_visible()
    assert "(keys 1-6)" in page.inner_text("#board .status")

    with visitor(browser, site, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True) as (
        on_phone,
        _,
    ):
        touch = on_phone.page
        on_phone.open("?seed=5&players=2")
        on_phone.act("roll")
        touch.wait_for_selector("[data-action^=place]")
        keys_hint = touch.locator("#board .keys-hint")
        assert keys_hint.count() == 1 and not keys_hint.is_visible()
        assert "keys" not in touch.inner_text("#board .status")
        group = touch.locator("button.group").first.bounding_box()
        assert group is not None and group["y"] + group["height"] <= 844  # the rolled dice are on screen
