"""Dice that move: a roll shows the roller's real dice tumbling to their faces, placed dice travel to their
casino, at the pace chosen; reduced motion is respected; a touch screen is not told about keys."""

from __future__ import annotations

from .conftest import visitor

NORMAL_PACE = "localStorage.setItem('vegas.fast', 'normal')"  # after NO_PAUSES: the pace a new visitor has

FACES = "sel => [...document.querySelectorAll(sel)].map((die) => die.dataset.face)"
"""The faces of the dice ``sel`` finds (a die in a group to tap is silent: the group's words say its dice)."""


def test_a_roll_tumbles_the_real_dice_to_their_faces_and_placed_dice_travel_to_their_casino(game, page):
    page.add_init_script(NORMAL_PACE)
    game.open("?seed=5&players=2")  # you start against a computer
    assert not page.locator("#fast").is_checked()
    game.act("roll")
    page.wait_for_selector(".rolled.tumbling .die")
    assert page.inner_text("#board .status") == "You roll…"
    tumbling = page.evaluate(FACES, ".rolled.tumbling .die")
    page.wait_for_selector(".rolled:not(.tumbling) button.group")
    assert page.evaluate(FACES, ".rolled button.group .die") == tumbling  # the faces they tumbled to
    rolled = page.inner_text("#log").splitlines()[-1]
    assert rolled.startswith("You rolled")
    assert sorted(tumbling) == sorted(rolled.removesuffix(".").split()[2:])

    value = game.next_choice()[0].split()[1]
    game.act(f"place {value}")
    landing = page.locator(f'.casino[data-casino="{value}"] .stack.landing[data-owner="0"]')
    landing.wait_for(state="attached", timeout=5_000)
    from_y = landing.evaluate("el => parseFloat(el.style.getPropertyValue('--from-y'))")
    assert from_y > 0  # it starts where the dice were, below the casinos

    # the computer's turn: its own dice tumble, and its placement travels too
    page.wait_for_selector(".rolled.tumbling .die", timeout=20_000)
    assert page.inner_text("#board .status") == "Benno rolls…"
    page.wait_for_selector('.stack.landing[data-owner="1"]', state="attached", timeout=20_000)


def test_reduced_motion_shows_the_dice_without_moving_them(game, page):
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(NORMAL_PACE)
    game.open("?seed=5&players=2")
    game.act("roll")
    page.wait_for_selector(".rolled.tumbling .die")
    assert page.eval_on_selector(".rolled.tumbling .die", "el => getComputedStyle(el).animationName") == "none"
    value = game.next_choice()[0].split()[1]
    game.act(f"place {value}")
    landing = page.locator(".stack.landing").first
    landing.wait_for(state="attached", timeout=5_000)
    assert landing.evaluate("el => getComputedStyle(el).animationName") == "none"


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
