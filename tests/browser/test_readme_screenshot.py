"""The README's pictures of the table (``docs/images/``), made by this test and refreshed when the page changes.

The test plays a seeded game to the same position every time (mid-round, just after a roll, so dice, casinos,
seats and the log all show) and photographs it on a desktop and on a phone. The images are committed, and
beside them ``docs/images/table.json`` records a digest of what each picture shows: the HTML of every part of
the page that is visible in it (the table, the log, the header; not a closed dialog) and the style sheet it is
drawn with (``static/style.css``). So a change to any code or text that redraws the pictured screen is seen,
and one that does not (a rule set's name in the menu, a dialog's words, a refactoring) leaves the pictures
alone. Pixels are never compared (fonts and Chromium differ between machines); instead, once what a picture
shows changes, this test fails until the pictures are made again:

    VEGAS_REFRESH_SCREENSHOTS=1 .venv/bin/python -m pytest tests/browser/test_readme_screenshot.py

which writes the new images and digest (after ``.venv/bin/python scripts/vendor.py``: the page imports the game
from the vendored wheel, and the test refuses a wheel older than the modules). Look at the images before
committing them. Every run also saves the same two pictures in ``artifacts/screenshots/``.

The PNGs are kept small: Chromium dithers the felt's gradient, and that noise is most of a PNG's bytes, so the
two lowest bits of each colour channel are dropped (invisible at this size) before Pillow saves them optimised.
"""

from __future__ import annotations

import hashlib
import io
import json
import os

from PIL import Image, ImageOps

from .conftest import ROOT, SHOTS

IMAGES = ROOT / "docs" / "images"
RECORD = IMAGES / "table.json"
URL = "?seed=3&rules=classic&players=4"
ROUND, ROLL = 2, 3
"""The position: the human (seat 0, against three computers) places the highest value each turn, and the
pictures are taken after their third roll of round 2."""
DESKTOP, PHONE = "table-desktop.png", "table-phone.png"
MAX_BYTES = 300_000
REFRESH = "VEGAS_REFRESH_SCREENSHOTS"
REFRESH_COMMAND = (
    ".venv/bin/python scripts/vendor.py\n"
    f"    {REFRESH}=1 .venv/bin/python -m pytest tests/browser/test_readme_screenshot.py"
)


STYLE = ROOT / "static" / "style.css"
VISIBLE_HTML = """() => [...document.body.querySelectorAll(":scope > *")]
    .filter((part) => part.checkVisibility())
    .map((part) => {
        const copy = part.cloneNode(true);
        copy.querySelectorAll("dialog:not([open])").forEach((closed) => closed.remove());
        return copy.outerHTML;
    })
    .join("\\n")"""
"""The HTML of each part of the page the picture can show: what is drawn, not what is hidden (a closed dialog)."""


def short_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def inputs(screens: dict[str, str]) -> dict[str, str]:
    """What the pictures show, each with a digest: the HTML visible in each picture, and the style sheet."""
    shown = {f"screen of {name}": short_digest(html.encode()) for name, html in screens.items()}
    return {**shown, STYLE.relative_to(ROOT).as_posix(): short_digest(STYLE.read_bytes())}


def digest(files: dict[str, str]) -> str:
    return hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()


def reach_the_position(game) -> None:
    rolls = 0
    while True:
        actions = game.next_choice()
        assert actions is not None, "the game ended before the pictured position"
        if "roll" not in actions:
            game.act(sorted(actions)[-1])
            continue
        if len(game.payouts) >= ROUND - 1:
            rolls += 1
        game.act("roll")
        if rolls == ROLL:
            break
    game.next_choice()  # the rolled dice are offered to place


def settle(page) -> None:
    """No hover on what the last click left under the pointer, fonts loaded, the log scrolled (next frame)."""
    page.mouse.move(0, 0)
    page.evaluate(
        "() => document.fonts.ready.then(() => new Promise((done) =>"
        " requestAnimationFrame(() => requestAnimationFrame(done))))"
    )


def pictures(page) -> tuple[dict[str, bytes], dict[str, str]]:
    """The desktop picture (the table and its log, down to the lower of the two) and the phone's first screen,
    with the HTML each shows."""
    assert page.viewport_size == {"width": 1280, "height": 800}
    settle(page)
    bottom = page.evaluate("document.querySelector('main.table-area').getBoundingClientRect().bottom")
    shots = {DESKTOP: page.screenshot(clip={"x": 0, "y": 0, "width": 1280, "height": min(800, round(bottom) + 12)})}
    screens = {DESKTOP: page.evaluate(VISIBLE_HTML)}
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    shots[PHONE] = page.screenshot()
    screens[PHONE] = page.evaluate(VISIBLE_HTML)
    page.set_viewport_size({"width": 1280, "height": 800})
    return shots, screens


def compact(png: bytes) -> bytes:
    """The same picture with each channel's two lowest bits dropped (Pillow's posterize), saved optimised."""
    with Image.open(io.BytesIO(png)) as shot:
        smaller = ImageOps.posterize(shot.convert("RGB"), 6)
    out = io.BytesIO()
    smaller.save(out, format="PNG", optimize=True)
    return out.getvalue()


def test_the_readme_pictures_show_the_page_as_its_files_draw_it_now(game, page):
    game.open(URL)
    reach_the_position(game)
    assert page.inner_text("#board .round").startswith(f"Round {ROUND}")
    taken, screens = pictures(page)
    shots = {name: compact(png) for name, png in taken.items()}
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name, png in shots.items():
        (SHOTS / f"readme-{name}").write_bytes(png)
        (SHOTS / f"readme-{name}.html").write_text(screens[name])  # to compare with a run before
        assert len(png) < MAX_BYTES, f"{name}: {len(png)} bytes, too many for the README"

    files = inputs(screens)
    now = {"digest": digest(files), "url": URL, "round": ROUND, "roll": ROLL, "images": sorted(shots), "inputs": files}
    if os.environ.get(REFRESH) == "1":
        wheel = ROOT / "static" / "vendor" / "wheels" / "vegas.whl"
        modules = (ROOT / "vegas").rglob("*.py")
        newer = [path.name for path in modules if path.stat().st_mtime > wheel.stat().st_mtime]
        assert not newer, f"the page runs the vendored wheel, older than {newer}: run scripts/vendor.py first"
        IMAGES.mkdir(parents=True, exist_ok=True)
        for name, png in shots.items():
            (IMAGES / name).write_bytes(png)
        RECORD.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n")
        return
    assert RECORD.exists(), f"no pictures yet: make them with\n    {REFRESH_COMMAND}"
    recorded = json.loads(RECORD.read_text())
    changed = sorted(
        name for name in files.keys() | recorded["inputs"].keys() if files.get(name) != recorded["inputs"].get(name)
    )
    assert recorded["digest"] == now["digest"] and not changed, (
        "what the README's pictures show changed since they were taken (" + ", ".join(changed) + "; the HTML "
        f"of each is in {SHOTS}): "
        f"make them again with\n    {REFRESH_COMMAND}\nlook at docs/images/ and commit the images with table.json"
    )
    assert {key: recorded[key] for key in ("url", "round", "roll", "images")} == {
        key: now[key] for key in ("url", "round", "roll", "images")
    }, f"the pictured position changed: make the pictures again with\n    {REFRESH_COMMAND}"
    assert all((IMAGES / name).is_file() for name in shots), f"a picture is missing: {REFRESH_COMMAND}"
