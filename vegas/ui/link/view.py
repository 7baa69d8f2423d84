"""HTML for playing with friends on other devices: the host's invitations, a friend's answer code and the bar
that shows each connection during the game. Pure functions of plain data (``network.py`` supplies it)."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from vegas.ui.pieces import e
from vegas.ui.text import t

STUN_SERVER = "stun:stun.l.google.com:19302"
"""The public STUN server internet play contacts, named on the page before anyone turns it on."""


@dataclass(frozen=True)
class FriendRow:
    """One friend seat as the host's page shows it."""

    seat: int
    name: str
    state: str  # "waiting", "invited", "connecting", "open", "lost", "computer"
    link: str = ""  # the invitation, once made
    error: str = ""
    may_take_over: bool = False  # a computer may play the seat meanwhile (the friend is away, no secret pending)
    standby: bool = False  # lost, and their page holds an invitation made while connected: their answer is enough


def invitations(rows: list[FriendRow], lang: str, stun: bool, started: bool) -> str:
    """The host's dialog: per friend an invite button, then the link (text and QR code) and the answer field."""
    parts = [
        f'<h2 id="link-title">{e(t(lang, "link.title"))}</h2>',
        f'<p class="form-note">{e(t(lang, "link.intro"))}</p>',
        f'<label class="stun"><input type="checkbox" data-ui="stun"{" checked" if stun else ""}> '
        f"{e(t(lang, 'link.stun', server=STUN_SERVER))}</label>",
    ]
    for row in rows:
        parts.append(_friend(row, lang))
    if not started:
        parts.append(f'<p class="form-note">{e(t(lang, "link.waiting_friends"))}</p>')
    parts.append(
        f'<button type="button" data-ui="{"close-dialog" if started else "link-cancel"}">'
        f"{e(t(lang, 'close' if started else 'link.cancel'))}</button>"
    )
    return "".join(parts)


def _friend(row: FriendRow, lang: str) -> str:
    state = f'<span class="link-state" data-state="{e(row.state)}">{e(t(lang, "link.state." + row.state))}</span>'
    head = f"<h3>{e(row.name)} {state}</h3>"
    if row.state == "open":
        return f'<section class="friend" data-seat="{row.seat}">{head}</section>'
    again = row.state == "lost" or bool(row.link)
    invite_text = t(lang, "link.invite_again" if again else "link.invite", name=row.name)
    body = f'<button type="button" data-ui="invite" data-seat="{row.seat}">{e(invite_text)}</button>'
    if row.link:
        label = t(lang, "link.invitation", name=row.name)
        body += (
            '<div class="invitation">'
            + _loopback_warning(row.link, lang)
            + f"{qr_code(row.link, t(lang, 'link.qr', name=row.name), lang)}"
            f'<label>{e(label)} <input readonly data-testid="invite-link" value="{e(row.link)}"></label>'
            f'<button type="button" data-ui="copy-invite" data-seat="{row.seat}">{e(t(lang, "link.copy"))}</button>'
            f"{_answer_field(row, lang)}</div>"
        )
    elif row.standby:
        note = f'<p class="form-note">{e(t(lang, "link.standby", name=row.name))}</p>'
        body = f'<div class="invitation">{note}{_answer_field(row, lang)}</div>{body}'
    if row.error:
        body += f'<p class="error" role="alert">{e(row.error)}</p>'
    return f'<section class="friend" data-seat="{row.seat}">{head}{body}</section>'


def _answer_field(row: FriendRow, lang: str) -> str:
    """Where the host enters a friend's answer code, and connects."""
    return (
        f'<label>{e(t(lang, "link.answer_label", name=row.name))} <input data-testid="answer-input" '
        f'data-seat="{row.seat}" autocomplete="off" spellcheck="false"></label>'
        f'<button type="button" class="primary" data-ui="connect" data-seat="{row.seat}">'
        f"{e(t(lang, 'link.connect'))}</button>"
    )


LOOPBACK = ("localhost", "127.0.0.1", "::1")
"""The names a page opened on this computer goes by, which no other device reaches."""


def _loopback_warning(link: str, lang: str) -> str:
    """A warning under an invitation whose link names this computer itself (a page opened at 127.0.0.1 or
    localhost): the friend's device would look for the game on itself."""
    host = (urlsplit(link).hostname or "").lower()
    if host not in LOOPBACK and not host.startswith("127.") and not host.endswith(".localhost"):
        return ""
    return f'<p class="error" role="alert" data-testid="loopback-warning">{e(t(lang, "link.loopback", host=host))}</p>'


def ask_stun(lang: str) -> str:
    """A friend's dialog for an invitation to internet play: the page contacts the STUN server only if they agree."""
    return (
        f'<h2 id="link-title" data-joining>{e(t(lang, "join.title"))}</h2>'
        f'<p class="form-note">{e(t(lang, "join.stun", server=STUN_SERVER))}</p>'
        f'<button type="button" class="primary" data-ui="answer-stun">{e(t(lang, "join.stun_agree"))}</button> '
        f'<button type="button" data-ui="close-dialog">{e(t(lang, "link.cancel"))}</button>'
    )


def answering(lang: str) -> str:
    """A friend's dialog while its answer to an invitation is made (gathering addresses may take seconds): no code
    yet. An answer shown before, to an earlier invitation, goes at once: copied now, it would never connect."""
    return (
        f'<h2 id="link-title" data-joining>{e(t(lang, "join.title"))}</h2>'
        f'<p class="form-note" role="status" data-testid="answer-making">{e(t(lang, "join.making"))}</p>'
    )


def answer(code: str, lang: str, error: str = "", standby: bool = False) -> str:
    """A friend's dialog: the answer code to send back, as text and as a QR code (``standby``: the answer to the
    invitation the host handed this page while connected, after a reload)."""
    if error:
        return (
            f'<h2 id="link-title" data-joining>{e(t(lang, "join.title"))}</h2>'
            f'<p class="error" role="alert">{e(t(lang, "join.failed", reason=error))}</p>'
            f'<button type="button" data-ui="close-dialog">{e(t(lang, "close"))}</button>'
        )
    return (
        f'<h2 id="link-title" data-joining>{e(t(lang, "join.title"))}</h2>'
        f'<p class="form-note">{e(t(lang, "join.standby" if standby else "join.answer"))}</p>'
        f"{qr_code(code, t(lang, 'join.answer_qr'), lang)}"
        f'<textarea readonly rows="3" data-testid="answer-code">{e(code)}</textarea>'
        f'<button type="button" data-ui="copy-answer">{e(t(lang, "link.copy"))}</button>'
    )


def qr_code(text: str, label: str, lang: str) -> str:
    """``text`` as a QR Code drawn by segno: an SVG sized by the page's CSS, black on white with the standard's quiet
    zone of 4 modules, in an image labelled ``label``. The smallest version that holds ``text`` at level L, with
    more error correction when that version holds it (segno's ``boost_error``: a phone reads a screen better).

    segno is imported here, not with this module: the page fetches its wheel only once a link is made or opened
    (``qr_library.py``), never at start; without it (offline, never fetched here) a note says to copy the text."""
    try:
        import segno
    except ImportError:
        return f'<p class="form-note" data-testid="qr-missing">{e(t(lang, "link.qr_missing"))}</p>'

    drawing = segno.make_qr(text, error="L").svg_inline(
        border=4, omitsize=True, dark="#000", light="#fff", svgclass=None, lineclass=None
    )
    return f'<div class="qr" role="img" aria-label="{e(label)}">{drawing}</div>'


def bar(rows: list[FriendRow], lang: str, host_name: str | None, host_state: str) -> str:
    """The connections during the game: each friend's on the host's page, the host's on a friend's page."""
    if host_name is not None:
        items = [f'<li data-state="{e(host_state)}">{e(host_name)}: {e(t(lang, "link.state." + host_state))}</li>']
        if host_state == "lost":
            items.append(f"<li>{e(t(lang, 'join.lost'))}</li>")
    else:
        items = [_friend_item(row, lang) for row in rows]
    return f'<ul class="link-bar" aria-label="{e(t(lang, "link.title"))}">{"".join(items)}</ul>'


def _friend_item(row: FriendRow, lang: str) -> str:
    """A friend's connection on the host's bar, with what the host may do about a lost one."""
    item = f'<li data-state="{e(row.state)}">{e(row.name)}: {e(t(lang, "link.state." + row.state))}'
    if row.standby:
        item += _button("standby-answer", row, t(lang, "link.standby_answer", name=row.name))
    if row.state != "open":
        item += _button("invite-again", row, t(lang, "link.invite_again", name=row.name))
    if row.state == "lost" and row.may_take_over:
        item += _button("computer-plays", row, t(lang, "link.computer_plays", name=row.name))
    return item + "</li>"


def _button(command: str, row: FriendRow, text: str) -> str:
    return f' <button type="button" data-ui="{command}" data-seat="{row.seat}">{e(text)}</button>'


def check(digest: str, lang: str) -> str:
    """A shared game's check under its final standings (``link.game_check``)."""
    return f'<p class="game-check" data-testid="game-check">{e(t(lang, "link.check", check=digest))}</p>'
