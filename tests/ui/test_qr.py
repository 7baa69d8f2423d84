"""The QR codes of play-across-devices links (``vegas.ui.link.view.qr_code``): segno's symbol for the invitation
or the answer code, drawn module for module inside the standard's quiet zone, black on white, sized by the page's
CSS, in an image labelled in the page's language. The test tools hold no QR decoder, so the drawing is read back
into modules and compared with segno's symbol for the same text."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
import segno

from vegas.ui.link import view
from vegas.ui.link.view import FriendRow
from vegas.ui.pieces import e
from vegas.ui.text import t

QUIET = 4
CODE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"  # static/peer.mjs's codes
INVITATION = "https://vegas.example/play/#join=" + "Ab0+/" * 60


def qr_image(html: str) -> ET.Element:
    """The one QR image in a dialog's HTML, parsed as XML (the dialogs' inputs are not, the image must be)."""
    (found,) = re.findall(r'<div class="qr".*?</svg></div>', html)
    return ET.fromstring(found)


def drawn_modules(svg: ET.Element) -> set[tuple[int, int]]:
    """The dark modules the SVG draws: its black path, read as segno writes it (moves, then horizontal strokes
    one module wide through the middle of a row of modules)."""
    light, dark = svg.findall("path")
    side = int(svg.get("viewBox", "").split()[2])
    assert (light.get("fill"), light.get("d")) == ("#fff", f"M0 0h{side}v{side}h-{side}z")  # the whole image
    assert dark.get("stroke") == "#000" and dark.get("stroke-width") is None and dark.get("fill") is None
    cells: set[tuple[int, int]] = set()
    x = y = 0.0
    for command, a, b in re.findall(r"([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?", dark.get("d", "")):
        if command == "M":
            x, y = float(a), float(b)
        elif command == "m":
            x, y = x + float(a), y + float(b)
        else:
            cells |= {(int(x) + i, int(y - 0.5)) for i in range(int(a))}
            x += float(a)
    return cells


def assert_draws(html: str, text: str, label: str) -> int:
    """The dialog shows segno's symbol for ``text`` labelled ``label``; returns the symbol's version."""
    image = qr_image(html)
    assert (image.get("role"), image.get("aria-label")) == ("img", label)
    (svg,) = image
    symbol = segno.make_qr(text, error="L")
    side = len(symbol.matrix) + 2 * QUIET
    assert svg.get("viewBox") == f"0 0 {side} {side}"
    assert svg.get("width") is None and svg.get("height") is None  # sized by .qr in static/style.css
    expected = {(x + QUIET, y + QUIET) for y, row in enumerate(symbol.matrix) for x, dark in enumerate(row) if dark}
    assert drawn_modules(svg) == expected
    return (side - 2 * QUIET - 17) // 4


def test_an_invitation_shows_segnos_symbol_for_its_link():
    row = FriendRow(1, "Zoë", "invited", link=INVITATION)
    html = view.invitations([row], "en", stun=False, started=False)
    assert_draws(html, INVITATION, t("en", "link.qr", name="Zoë"))


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_friends_answer_code_shows_its_symbol_labelled_in_the_pages_language(lang):
    code = "".join(random.Random(lang).choices(CODE_CHARS, k=180))
    assert_draws(view.answer(code, lang), code, t(lang, "join.answer_qr"))


def test_the_symbol_is_the_smallest_that_holds_the_text_at_level_l():
    """Error correction above L only where the same size holds it: the code never grows for it."""
    rng = random.Random(7)
    for length in (1, 17, 60, 130, 271, 500, 1200):
        text = "".join(rng.choices(CODE_CHARS, k=length))
        version = assert_draws(view.answer(text, "en"), text, t("en", "join.answer_qr"))
        assert version == segno.make_qr(text, error="L", boost_error=False).version


def test_a_hostile_name_is_escaped_in_the_label():
    name = 'Zoë <b>&</b> "friends"'
    html = view.invitations([FriendRow(1, name, "invited", link=INVITATION)], "en", stun=False, started=False)
    assert "<b>" not in html
    assert qr_image(html).get("aria-label") == t("en", "link.qr", name=name)


def test_segno_is_imported_only_when_a_code_is_drawn():
    """The page fetches segno's wheel once a link is made or opened: loading the views must not need it."""
    check = "import sys, vegas.ui.link.view; print('segno' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, check=True).stdout == "False\n"


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_without_segno_the_dialog_says_to_copy_the_text_instead(monkeypatch, lang):
    """Offline before this browser ever fetched the QR codes' library: the link stays, with a note for its picture."""
    monkeypatch.setitem(sys.modules, "segno", None)  # an import of it raises ImportError
    html = view.invitations([FriendRow(1, "Zoë", "invited", link=INVITATION)], lang, stun=False, started=False)
    assert '<div class="qr"' not in html and INVITATION in html
    assert f'<p class="form-note" data-testid="qr-missing">{e(t(lang, "link.qr_missing"))}</p>' in html
