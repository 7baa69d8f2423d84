"""QR Codes for invitations: module for module what segno (the reference encoder) draws, the mask the standard picks,
and an SVG whose one path covers exactly the dark modules."""

import random
import re
import xml.etree.ElementTree as ET
from fractions import Fraction
from itertools import groupby

import pytest
import segno
from segno import consts as segno_consts
from segno import encoder as segno_encoder

from vegas.ui.link.qr import qr_matrix, qr_svg

LEVELS = "LMQH"


def standard_padding_bits(buff, version, length):
    """Zero bits up to the next codeword boundary, none when the stream is already on one.

    segno 1.6.6 adds 8 bits there (heuer/segno#148, open), and byte mode always ends on a boundary after its
    terminator, so segno puts a 0x00 before the pad codewords 0xEC 0x11 that the standard puts right there. Readers
    stop at the terminator and decode both alike, but only the standard's can be compared module for module."""
    buff.extend([0] * (-length % 8))


@pytest.fixture(autouse=True, scope="module")
def standard_padding():
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(segno_encoder, "write_padding_bits", standard_padding_bits)
        yield


def reference(data, error, mask):
    """segno's symbol for ``data`` with the given mask (None: segno's own choice)."""
    code = segno.make_qr(data, error=error, mode="byte", boost_error=False, mask=mask)
    return tuple(tuple(bool(cell) for cell in row) for row in code.matrix)


def mask_of(matrix):
    """The mask a symbol names in its format information (bits 14-10 left of the upper-left finder's corner)."""
    bits = int("".join("1" if matrix[8][x] else "0" for x in range(5)), 2) ^ (0x5412 >> 10)
    return bits & 7


def version_of(matrix):
    return (len(matrix) - 17) // 4


def max_bytes(version, error):
    """The most bytes that fit ``version`` at ``error``, from segno's capacity table (mode, count, terminator)."""
    count_bits = 8 if version < 10 else 16
    return (segno_consts.SYMBOL_CAPACITY[version][segno_consts.ERROR_MAPPING[error]] - 4 - count_bits) // 8


def assert_matches_segno(data, error):
    matrix = qr_matrix(data, error)
    raw = data.encode() if isinstance(data, str) else data
    assert matrix == reference(raw, error, mask_of(matrix))
    return matrix


@pytest.mark.parametrize("error", LEVELS)
def test_random_bytes_match_segno(error):
    rng = random.Random(f"qr-{error}")
    for length in (0, 1, *(rng.randrange(2, 600) for _ in range(16))):
        assert_matches_segno(rng.randbytes(length), error)  # segno picks the version: same size, same version


@pytest.mark.parametrize("error", LEVELS)
def test_the_version_changes_exactly_where_the_capacity_ends(error):
    rng = random.Random(f"qr-boundary-{error}")
    for version in range(1, 11):
        largest = max_bytes(version, error)
        assert version_of(assert_matches_segno(rng.randbytes(largest), error)) == version
        assert version_of(assert_matches_segno(rng.randbytes(largest + 1), error)) == version + 1


@pytest.mark.parametrize("error", ["L", "H"])
def test_version_40_holds_its_capacity_and_no_more(error):
    largest = max_bytes(40, error)
    assert version_of(assert_matches_segno(random.Random(40).randbytes(largest), error)) == 40
    with pytest.raises(ValueError, match="do not fit"):
        qr_matrix(bytes(largest + 1), error)


def test_every_level_refuses_more_than_version_40_holds():
    for error, largest in zip(LEVELS, (2953, 2331, 1663, 1273), strict=True):
        assert max_bytes(40, error) == largest
        with pytest.raises(ValueError, match=f"at most {largest} bytes"):
            qr_matrix(b"x" * (largest + 1), error)


@pytest.mark.parametrize(
    "text", ["https://vegas.example/join#Zoë-🎲", "日本語の招待状", "Ünïcødé ✓ " * 30, "€" * 200, ""]
)
def test_text_is_encoded_as_utf8(text):
    assert qr_matrix(text) == qr_matrix(text.encode("utf-8"))
    assert_matches_segno(text, "M")


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="L, M, Q or H"):
        qr_matrix("x", "X")


# The mask: the standard's Table 11 written out cell by cell, as an independent check of the fast scoring. It scores
# the complete symbol, format and version information included: ISO/IEC 18004:2015 7.8.3.1 says "the area to be
# evaluated is the complete symbol". segno scores its symbol before that information is drawn (those modules light),
# so its own choice differs from the standard's for about a quarter of inputs.

FINDER_LIKE = [True, False, True, True, True, False, True]


def reference_penalty(matrix):
    size = len(matrix)
    lines = [list(row) for row in matrix] + [list(column) for column in zip(*matrix, strict=True)]
    n1 = sum(len(run) - 2 for line in lines for run in (list(g) for _, g in groupby(line)) if len(run) >= 5)
    n2 = sum(
        1
        for y in range(size - 1)
        for x in range(size - 1)
        if matrix[y][x] == matrix[y][x + 1] == matrix[y + 1][x] == matrix[y + 1][x + 1]
    )
    n3 = 0
    for line in lines:
        padded = [False] * 4 + line + [False] * 4  # the quiet zone
        for i in range(4, len(padded) - 10):
            if padded[i : i + 7] == FINDER_LIKE and (not any(padded[i - 4 : i]) or not any(padded[i + 7 : i + 11])):
                n3 += 1
    dark = Fraction(sum(map(sum, matrix)), size * size)
    k = int(abs(dark * 100 - 50) // 5)
    return n1 + 3 * n2 + 40 * n3 + 10 * k


@pytest.mark.parametrize("error", LEVELS)
def test_the_mask_has_the_lowest_penalty_of_the_complete_symbol(error):
    rng = random.Random(f"qr-mask-{error}")
    for length in (0, 3, *(rng.randrange(4, 120) for _ in range(4))):
        data = rng.randbytes(length)
        penalties = [reference_penalty(reference(data, error, mask)) for mask in range(8)]
        assert mask_of(qr_matrix(data, error)) == penalties.index(min(penalties))


def test_segno_scores_its_mask_without_the_format_information():
    """A case where the standard and segno part: the chosen mask is the standard's, not segno's."""
    data = b"invite"
    mine = mask_of(qr_matrix(data, "L"))
    penalties = [reference_penalty(reference(data, "L", mask)) for mask in range(8)]
    assert mine == penalties.index(min(penalties))
    assert mine != segno.make_qr(data, error="L", mode="byte", boost_error=False).mask


# The SVG.

RUN = re.compile(r"M(\d+),(\d+)h(\d+)v1h-(\d+)z")


def dark_cells(path):
    """Re-rasterise the path: every command must be one horizontal run, one module high."""
    cells = set()
    end = 0
    for match in RUN.finditer(path):
        assert match.start() == end, path[end : match.start()]
        x, y, width, back = map(int, match.groups())
        assert width == back > 0
        cells |= {(x + i, y) for i in range(width)}
        end = match.end()
    assert end == len(path)
    return cells


@pytest.mark.parametrize("data, quiet", [("https://vegas.example/j/ABCD1234", 4), (bytes(range(256)), 2), ("", 0)])
def test_svg_draws_exactly_the_dark_modules(data, quiet):
    svg = qr_svg(data, label="Invitation", quiet=quiet)
    root = ET.fromstring(svg)
    matrix = qr_matrix(data)
    side = len(matrix) + 2 * quiet
    assert root.get("viewBox") == f"0 0 {side} {side}"
    assert root.get("role") == "img"
    assert root.get("shape-rendering") == "crispEdges"
    assert root.get("width") is None and root.get("height") is None
    ns = "{http://www.w3.org/2000/svg}"
    (rect,) = root.findall(f"{ns}rect")
    assert (rect.get("width"), rect.get("height"), rect.get("fill")) == (str(side), str(side), "#fff")
    (path,) = root.findall(f"{ns}path")
    expected = {(x + quiet, y + quiet) for y, row in enumerate(matrix) for x, dark in enumerate(row) if dark}
    assert dark_cells(path.get("d")) == expected


def test_svg_runs_are_merged_and_compact():
    svg = qr_svg("https://vegas.example/join/" + "x" * 120, label="Join")
    path = ET.fromstring(svg).find("{http://www.w3.org/2000/svg}path").get("d")
    runs = [(int(y), int(x), int(w)) for x, y, w, _ in RUN.findall(path)]
    # No run touches the next one on its row: touching runs would have been one.
    assert all(not (a[0] == b[0] and a[1] + a[2] == b[1]) for a, b in zip(runs, runs[1:], strict=False))
    assert len(svg) < 20 * len(runs) + 400


def test_svg_label_is_escaped():
    label = 'Join <b>Zoë</b> & "friends"'
    svg = qr_svg("x", label=label)
    assert "<b>" not in svg
    assert ET.fromstring(svg).get("aria-label") == label


def test_svg_refuses_a_negative_quiet_zone():
    with pytest.raises(ValueError, match="quiet zone"):
        qr_svg("x", label="x", quiet=-1)
