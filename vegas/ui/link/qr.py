"""QR Codes (ISO/IEC 18004) for invitation links, drawn by the page itself.

An invitation is a link that a second device must open, and a phone camera reads a QR Code on the first device's
screen more easily than anyone types a link. The page runs under Pyodide with no network and no native code, and the
engine needs nothing outside the standard library, so this module encodes byte mode only (what a link needs), picks
the smallest version and the standard's mask, and returns the modules or an inline SVG for the page to show.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from html import escape
from itertools import groupby

Matrix = tuple[tuple[bool, ...], ...]
"""Rows of modules, top to bottom; True is dark."""

_LEVELS = {"L": 0, "M": 1, "Q": 2, "H": 3}
_FORMAT_LEVEL_BITS = (0b01, 0b00, 0b11, 0b10)  # the format information's codes for L, M, Q, H

# ISO/IEC 18004 Table 9, indexed [level][version] (index 0 unused): error correction codewords per block and the
# number of blocks; everything else about a version's capacity follows from its geometry.
# fmt: off
_ECC_PER_BLOCK = (
    (0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),  # noqa: E501
    (0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28),  # noqa: E501
    (0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),  # noqa: E501
    (0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),  # noqa: E501
)
_BLOCKS = (
    (0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25),  # noqa: E501
    (0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49),  # noqa: E501
    (0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68),  # noqa: E501
    (0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81),  # noqa: E501
)
# fmt: on

# The eight data masks (x = column, y = row); a True module is inverted.
_MASKS: tuple[Callable[[int, int], bool], ...] = (
    lambda x, y: (x + y) % 2 == 0,
    lambda x, y: y % 2 == 0,
    lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0,
    lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0,
    lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)
_MASK_PERIOD = 12  # every mask repeats down the rows with a period dividing 12, so rows are computed once per phase

# Penalty features of Table 11, read on strings of "0" (light) and "1" (dark).
_SAME_COLOUR_RUN = re.compile(r"0{5,}|1{5,}")
# A 1:1:3:1:1 pattern with 4 light modules before or after it, counted once wherever it starts: the lookahead also
# finds patterns that share modules with another one.
_FINDER_LIKE = re.compile(r"(?=(?<=0000)1011101|1011101(?=0000))")


def _gf256_tables() -> tuple[list[int], list[int]]:
    """Exponents and logarithms of GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1; the exponents run twice
    round so that a product's two logarithms can be added without reducing them."""
    exp, log = [0] * 510, [0] * 256
    value = 1
    for power in range(255):
        exp[power] = exp[power + 255] = value
        log[value] = power
        value <<= 1
        if value & 0x100:
            value ^= 0x11D
    return exp, log


_EXP, _LOG = _gf256_tables()


def qr_matrix(data: str | bytes, error: str = "L") -> Matrix:
    """The QR Code for ``data`` (byte mode, UTF-8 for text) at error correction level ``error``.

    The version is the smallest of 1-40 that holds the data and the mask is the one with the lowest penalty.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    if error not in _LEVELS:
        raise ValueError(f"The error correction level must be one of L, M, Q or H, not {error!r}.")
    level = _LEVELS[error]
    version = _smallest_version(len(payload), level)
    codewords = _with_error_correction(_data_codewords(payload, version, level), version, level)
    return _best_masked_symbol(codewords, version, level)


def qr_svg(data: str | bytes, *, label: str, error: str = "L", quiet: int = 4) -> str:
    """The QR Code for ``data`` as an inline SVG sized by the page's CSS, one path for every dark module."""
    if quiet < 0:
        raise ValueError(f"The quiet zone cannot be negative ({quiet} modules).")
    matrix = qr_matrix(data, error)
    side = len(matrix) + 2 * quiet
    runs = []
    for y, row in enumerate(matrix, quiet):
        x = quiet
        for dark, group in groupby(row):
            width = len(tuple(group))
            if dark:
                runs.append(f"M{x},{y}h{width}v1h-{width}z")
            x += width
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" role="img"'
        f' aria-label="{escape(label)}" shape-rendering="crispEdges">'
        f'<rect width="{side}" height="{side}" fill="#fff"/><path fill="#000" d="{"".join(runs)}"/></svg>'
    )


def _raw_modules(version: int) -> int:
    """Modules left for codewords (and remainder bits) once the function patterns are placed."""
    modules = (16 * version + 128) * version + 64
    if version >= 2:
        aligns = version // 7 + 2
        modules -= (25 * aligns - 10) * aligns - 55
        if version >= 7:
            modules -= 36
    return modules


def _data_capacity(version: int, level: int) -> int:
    """Data codewords in a symbol of ``version`` at ``level``."""
    return _raw_modules(version) // 8 - _ECC_PER_BLOCK[level][version] * _BLOCKS[level][version]


def _count_bits(version: int) -> int:
    """Width of the byte-mode character count."""
    return 8 if version <= 9 else 16


def _smallest_version(length: int, level: int) -> int:
    for version in range(1, 41):
        if 4 + _count_bits(version) + 8 * length <= 8 * _data_capacity(version, level):
            return version
    raise ValueError(
        f"{length} bytes do not fit in a QR Code at error correction level {'LMQH'[level]}"
        f" (version 40 holds at most {_data_capacity(40, level) - 3} bytes)."
    )


def _data_codewords(payload: bytes, version: int, level: int) -> bytes:
    """Mode indicator, count, data, terminator and pad codewords, filling the version's capacity exactly."""
    count_bits = _count_bits(version)
    stream = ((0b0100 << count_bits | len(payload)) << 8 * len(payload)) | int.from_bytes(payload, "big")
    # The header is 12 or 20 bits, so the stream always ends 4 bits short of a byte: the 4-bit terminator completes
    # that byte and, as the capacity is whole bytes, it always fits.
    size = (4 + count_bits + 8 * len(payload) + 4) // 8
    codewords = (stream << 4).to_bytes(size, "big")
    pad = _data_capacity(version, level) - size
    return codewords + (b"\xec\x11" * (pad // 2 + 1))[:pad]


@lru_cache(maxsize=16)
def _generator(degree: int) -> tuple[int, ...]:
    """The Reed-Solomon generator polynomial with roots a^0 .. a^(degree-1), leading 1 left out."""
    poly = [1]
    for root in range(degree):
        shifted = [0, *poly]
        poly = [a ^ (_EXP[_LOG[b] + root] if b else 0) for a, b in zip([*poly, 0], shifted, strict=True)]
    return tuple(poly[1:])


def _remainder(block: bytes, generator: tuple[int, ...]) -> list[int]:
    """The block's error correction codewords: the remainder of its division by the generator."""
    remainder = [0] * len(generator)
    for byte in block:
        factor = byte ^ remainder[0]
        remainder = [*remainder[1:], 0]
        if factor:
            log = _LOG[factor]
            remainder = [r ^ _EXP[_LOG[g] + log] for r, g in zip(remainder, generator, strict=True)]
    return remainder


def _with_error_correction(data: bytes, version: int, level: int) -> list[int]:
    """Split into blocks, add each block's error correction, and interleave (the last blocks hold one more byte)."""
    blocks = _BLOCKS[level][version]
    ecc = _ECC_PER_BLOCK[level][version]
    total = _raw_modules(version) // 8
    short_blocks = blocks - total % blocks
    short_length = total // blocks - ecc
    generator = _generator(ecc)
    data_blocks: list[bytes] = []
    ecc_blocks: list[list[int]] = []
    start = 0
    for index in range(blocks):
        end = start + short_length + (index >= short_blocks)
        data_blocks.append(data[start:end])
        ecc_blocks.append(_remainder(data[start:end], generator))
        start = end
    interleaved = [block[i] for i in range(short_length + 1) for block in data_blocks if i < len(block)]
    return interleaved + [block[i] for i in range(ecc) for block in ecc_blocks]


def _alignment_centres(version: int) -> list[tuple[int, int]]:
    """Centres of the alignment patterns: a grid of evenly spaced rows and columns, less the finders' corners."""
    if version == 1:
        return []
    count = version // 7 + 2
    step = (version * 8 + count * 3 + 5) // (count * 4 - 4) * 2  # even spacing from the far edge (Annex E)
    last = 4 * version + 10
    lines = [6, *reversed([last - i * step for i in range(count - 1)])]
    corners = {(6, 6), (6, last), (last, 6)}
    return [(x, y) for x in lines for y in lines if (x, y) not in corners]


def _format_cells(size: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The two (x, y) cells of each format information bit, least significant bit first."""
    first = [(8, i) for i in range(6)] + [(8, 7), (8, 8), (7, 8)] + [(14 - i, 8) for i in range(9, 15)]
    second = [(size - 1 - i, 8) for i in range(8)] + [(8, size - 15 + i) for i in range(8, 15)]
    return list(zip(first, second, strict=True))


def _bch(value: int, bits: int, generator: int) -> int:
    """``value`` followed by its BCH remainder, as the format and version information carry it."""
    remainder = value
    for _ in range(bits):
        remainder = (remainder << 1) ^ (remainder >> (bits - 1)) * generator
    return value << bits | remainder


def _format_bits(level: int, mask: int) -> int:
    return _bch(_FORMAT_LEVEL_BITS[level] << 3 | mask, 10, 0x537) ^ 0x5412


def _best_masked_symbol(codewords: list[int], version: int, level: int) -> Matrix:
    size = 4 * version + 17
    dark = [[False] * size for _ in range(size)]
    fixed = [[False] * size for _ in range(size)]

    def put(x: int, y: int, value: bool) -> None:
        dark[y][x] = value
        fixed[y][x] = True

    for i in range(size):
        put(6, i, i % 2 == 0)
        put(i, 6, i % 2 == 0)
    for cx, cy in ((3, 3), (size - 4, 3), (3, size - 4)):
        for dy in range(-4, 5):
            for dx in range(-4, 5):
                if 0 <= cx + dx < size and 0 <= cy + dy < size:
                    put(cx + dx, cy + dy, max(abs(dx), abs(dy)) not in (2, 4))  # finder and its light separator
    for cx, cy in _alignment_centres(version):
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                put(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1)
    format_cells = _format_cells(size)
    for pair in format_cells:
        for x, y in pair:
            put(x, y, False)  # reserved now, drawn for each candidate mask below
    put(8, size - 8, True)
    if version >= 7:
        bits = _bch(version, 12, 0x1F25)
        for i in range(18):
            put(size - 11 + i % 3, i // 3, bool(bits >> i & 1))
            put(i // 3, size - 11 + i % 3, bool(bits >> i & 1))

    bit_count = 8 * len(codewords)
    index = 0
    for right in range(size - 1, 0, -2):
        if right <= 6:
            right -= 1  # the vertical timing pattern takes a column of its own
        upward = (right + 1) & 2 == 0
        for vertical in range(size):
            y = size - 1 - vertical if upward else vertical
            for x in (right, right - 1):
                if not fixed[y][x] and index < bit_count:
                    dark[y][x] = bool(codewords[index >> 3] >> (7 - (index & 7)) & 1)
                    index += 1

    def row_bits(row: list[bool]) -> int:
        return int("".join("1" if cell else "0" for cell in row), 2)

    base = [row_bits(row) for row in dark]
    region = [row_bits([not cell for cell in row]) for row in fixed]
    best: tuple[int, list[int]] | None = None
    for mask, inverts in enumerate(_MASKS):
        phases = [row_bits([inverts(x, y) for x in range(size)]) for y in range(min(size, _MASK_PERIOD))]
        rows = [base[y] ^ (phases[y % _MASK_PERIOD] & region[y]) for y in range(size)]
        # The standard evaluates the complete symbol, so each candidate carries its own format information.
        bits = _format_bits(level, mask)
        for i, pair in enumerate(format_cells):
            if bits >> i & 1:
                for x, y in pair:
                    rows[y] |= 1 << (size - 1 - x)
        penalty = _penalty(rows, size)
        if best is None or penalty < best[0]:
            best = (penalty, rows)
    assert best is not None
    width = f"0{size}b"
    return tuple(tuple(cell == "1" for cell in format(row, width)) for row in best[1])


def _penalty(rows: list[int], size: int) -> int:
    """The penalty points of ISO/IEC 18004 Table 11 for a symbol given as row bit masks (leftmost module highest)."""
    width = f"0{size}b"
    lines = [format(row, width) for row in rows]
    lines += ["".join(column) for column in zip(*lines, strict=True)]
    points = 0
    for line in lines:
        runs = _SAME_COLOUR_RUN.findall(line)
        points += sum(map(len, runs)) - 2 * len(runs)  # a run of 5 + i modules costs 3 + i
        points += 40 * len(_FINDER_LIKE.findall(f"0000{line}0000"))  # the quiet zone around the symbol is light
    pairs = (1 << (size - 1)) - 1
    for upper, lower in zip(rows, rows[1:], strict=False):
        alike = ~(upper ^ lower)  # columns where the two rows agree
        points += 3 * (alike & alike >> 1 & ~(upper ^ upper >> 1) & pairs).bit_count()
    dark = sum(row.bit_count() for row in rows)
    total = size * size
    return points + 10 * (abs(20 * dark - 10 * total) // total)  # 10 per full 5% away from half dark
