"""The README's pictures of the table (``docs/images/``), made by this test and refreshed when the page changes.

The test plays a seeded game to the same position every time (mid-round, just after a roll, so dice, casinos,
seats and the log all show) and photographs it on a desktop and on a phone. The images are committed, and
beside them ``docs/images/table.json`` records a digest of every file that draws that screen: ``index.html``,
``static/style.css`` and the Python modules under ``vegas/ui/`` (found by glob, so a new or renamed module is
counted too; the catalogues of languages other than English are left out, since the pictures are in English).
Pixels are never compared (fonts and Chromium differ between machines); instead, once any of those files
changes, this test fails until the pictures are made again:

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
from pathlib import Path

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


def drawing_files() -> list[Path]:
    """The files that shape the pictured screen, by glob: the page, its style sheet, the Python that draws it."""
    found = [ROOT / "index.html", ROOT / "static" / "style.css"]
    for path in (ROOT / "vegas" / "ui").rglob("*.py"):
        if path.parent.name == "catalogue" and path.stem not in ("en", "__init__"):
            continue  # another language's words: not on the pictures
        found.append(path)
    return sorted(found)


def inputs() -> dict[str, str]:
    """Each drawing file by its path, with a digest of its bytes."""
    return {
        path.relative_to(ROOT).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()[:16]
        for path in drawing_files()
    }


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


def pictures(page) -> dict[str, bytes]:
    """The desktop picture (the table and its log, down to the lower of the two) and the phone's first screen."""
    assert page.viewport_size == {"width": 1280, "height": 800}
    settle(page)
    bottom = page.evaluate("document.querySelector('main.table-area').getBoundingClientRect().bottom")
    shots = {DESKTOP: page.screenshot(clip={"x": 0, "y": 0, "width": 1280, "height": min(800, round(bottom) + 12)})}
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    shots[PHONE] = page.screenshot()
    page.set_viewport_size({"width": 1280, "height": 800})
    return shots


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
    shots = {name: compact(png) for name, png in pictures(page).items()}
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name, png in shots.items():
        (SHOTS / f"readme-{name}").write_bytes(png)
        assert len(png) < MAX_BYTES, f"{name}: {len(png)} bytes, too many for the README"

    files = inputs()
    now = {"digest": digest(files), "url": URL, "round": ROUND, "roll": ROLL, "images": sorted(shots), "inputs": files}
    if os.environ.get(REFRESH) == "1":
        wheel = ROOT / "static" / "vendor" / "wheels" / "vegas.whl"
        newer = [
            name for name in files if name.endswith(".py") and (ROOT / name).stat().st_mtime > wheel.stat().st_mtime
        ]
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
        "the page's drawing changed since the README's pictures were taken (" + ", ".join(changed) + "): "
        f"make them again with\n    {REFRESH_COMMAND}\nlook at docs/images/ and commit the images with table.json"
    )
    assert {key: recorded[key] for key in ("url", "round", "roll", "images")} == {
        key: now[key] for key in ("url", "round", "roll", "images")
    }, f"the pictured position changed: make the pictures again with\n    {REFRESH_COMMAND}"
    assert all((IMAGES / name).is_file() for name in shots), f"a picture is missing: {REFRESH_COMMAND}"
