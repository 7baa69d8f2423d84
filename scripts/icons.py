"""The app icons (a die showing five on the felt): one drawing, written as SVG and rasterised to PNGs.

    .venv/bin/python scripts/icons.py DEST_DIR

Run by ``scripts/vendor.py`` at setup, so no binary image is committed. The PNGs (192 and 512 pixels,
what browsers ask for to install a web app) are drawn from the same shapes as the SVG with a small
anti-aliased rasteriser, since the standard library has no image module.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path
from typing import NamedTuple

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

    def distance(self, x: float, y: float) -> float:
        """Signed distance from (x, y) to the edge: negative inside."""
        qx = abs(x - self.cx) - (self.half - self.radius)
        qy = abs(y - self.cy) - (self.half - self.radius)
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - self.radius


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


def pixels(size: int) -> bytes:
    """RGBA rows, each led by PNG's filter byte 0; coverage from the distance to each shape's edge."""
    rows = bytearray()
    pad = 1.0 / size
    for row in range(size):
        rows.append(0)
        y = (row + 0.5) / size
        for column in range(size):
            x = (column + 0.5) / size
            red = green = blue = alpha = 0.0
            for shape in SHAPES:
                if abs(x - shape.cx) > shape.half + pad or abs(y - shape.cy) > shape.half + pad:
                    continue  # nowhere near this shape (the quick test keeps setup fast)
                cover = min(1.0, max(0.0, 0.5 - shape.distance(x, y) * size))
                if cover:  # "over" with straight (not premultiplied) alpha, as PNG stores it
                    below = alpha * (1.0 - cover)
                    alpha = cover + below
                    red = (shape.colour[0] * cover + red * below) / alpha
                    green = (shape.colour[1] * cover + green * below) / alpha
                    blue = (shape.colour[2] * cover + blue * below) / alpha
            rows += bytes((round(red), round(green), round(blue), round(alpha * 255)))
    return bytes(rows)


def png(size: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(pixels(size), 9))
        + chunk(b"IEND", b"")
    )


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
