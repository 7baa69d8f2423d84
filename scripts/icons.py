"""The app icons (a die showing five on the felt): one drawing, written as SVG and rasterised to PNGs.

    .venv/bin/python scripts/icons.py DEST_DIR

Run by ``scripts/vendor.py`` at setup, so no binary image is committed. The PNGs (192 and 512 pixels,
what browsers ask for to install a web app) are drawn from the same shapes as the SVG by Pillow (a test
and setup dependency, ``requirements-dev.txt``), four times larger and scaled down for smooth edges, then kept
as a palette of 64 colours.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import NamedTuple

from PIL import Image, ImageDraw

FELT = (0x0D, 0x5C, 0x3A)
CARD = (0xFF, 0xFD, 0xF5)
PIP = (0xB3, 0x12, 0x2E)
PNG_SIZES = (192, 512)


class RoundedBox(NamedTuple):
    """A rounded rectangle in a unit square (a circle is a box whose radius is its half-width)."""

    cx: float
    cy: float
    half: float
    radius: float
    colour: tuple[int, int, int]


PIP_OFFSET, PIP_RADIUS = 0.17, 0.055
SHAPES = (
    RoundedBox(0.5, 0.5, 0.5, 0.2, FELT),
    RoundedBox(0.5, 0.5, 0.3, 0.08, CARD),
    *(
        RoundedBox(0.5 + dx * PIP_OFFSET, 0.5 + dy * PIP_OFFSET, PIP_RADIUS, PIP_RADIUS, PIP)
        for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1))
    ),
)
"""Drawn in order, each over the ones before."""


def svg() -> str:
    def hex_colour(rgb: tuple[int, int, int]) -> str:
        return "#" + "".join(f"{c:02x}" for c in rgb)

    shapes = "".join(
        f'<rect x="{(s.cx - s.half) * 100:g}" y="{(s.cy - s.half) * 100:g}" width="{s.half * 200:g}" '
        f'height="{s.half * 200:g}" rx="{s.radius * 100:g}" fill="{hex_colour(s.colour)}"/>'
        for s in SHAPES
    )
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">{shapes}</svg>\n'


SUPERSAMPLE = 4
PALETTE = 64


def png(size: int) -> bytes:
    """The shapes drawn at ``SUPERSAMPLE`` times the size, then scaled down (Lanczos) for anti-aliased edges."""
    big = size * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    for shape in SHAPES:
        left, top = (shape.cx - shape.half) * big, (shape.cy - shape.half) * big
        right, bottom = (shape.cx + shape.half) * big, (shape.cy + shape.half) * big
        draw.rounded_rectangle((left, top, right - 1, bottom - 1), radius=shape.radius * big, fill=shape.colour)
    out = io.BytesIO()
    smooth = image.resize((size, size), Image.Resampling.LANCZOS)
    # Three flat colours and their anti-aliased edges fit a palette of 64 (with alpha): a quarter of the bytes of
    # full RGBA, looked at side by side with no visible difference, and the icons are part of every first visit.
    smooth.quantize(colors=PALETTE, method=Image.Quantize.FASTOCTREE).save(out, format="PNG", optimize=True)
    return out.getvalue()


def write_icons(dest: Path) -> list[Path]:
    dest.mkdir(parents=True, exist_ok=True)
    written = [dest / "icon.svg"]
    written[0].write_text(svg())
    for size in PNG_SIZES:
        path = dest / f"icon-{size}.png"
        path.write_bytes(png(size))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write_icons(Path(sys.argv[1])):
        print(path)
