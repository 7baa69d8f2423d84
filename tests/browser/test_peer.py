"""static/peer.mjs: two "devices" (two browser profiles) connect through a WebRTC data channel whose offer and
answer travel as short codes, with no server between them.

Chromium gathers no usable candidates on loopback alone, so these tests launch a browser of their own with
``--allow-loopback-in-peer-connection``. The page is a tiny one served from a temporary folder, under the game's
own Content-Security-Policy (copied from index.html), importing the real ``static/peer.mjs``; every request off
127.0.0.1 is blocked and fails the test, as are console and page errors.
"""

from __future__ import annotations

import ipaddress
import re
import socket
import struct
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from .conftest import CHROMIUM, LAUNCH_ARGS, ROOT, PageProblems, Serving, shaken

ARGS = [*LAUNCH_ARGS, "--allow-loopback-in-peer-connection"]
PLAIN_ADDRESSES = "--disable-features=WebRtcHideLocalIpsWithMdns"
"""Without it Chromium hides its addresses behind random ``<uuid>.local`` names, as for any web page."""

GLUE = """
import * as peerlib from "./static/peer.mjs";
window.peerlib = peerlib;
window.made = [];  // every RTCPeerConnection the page makes, to find one left behind
const Native = window.RTCPeerConnection;
window.RTCPeerConnection = class extends Native {
  constructor(...args) { super(...args); window.made.push(this); }
};
document.documentElement.classList.add("ready");
"""

START = """async ([how, code]) => {
  const { code: mine, peer } = how === "invite" ? await peerlib.invite() : await peerlib.join(code);
  window.peer = peer;
  window.got = [];
  window.states = [];
  peer.onmessage = (text) => got.push(text);
  peer.onstate = (state, connection) => states.push([state, connection, performance.now()]);
  return mine;
}"""

ERROR = """async ([call, code]) => {
  try {
    if (call === "join") await peerlib.join(code);
    else await peer.accept(code);
  } catch (error) {
    return error instanceof Error ? error.message : "not an Error: " + String(error);
  }
  return null;
}"""

OPEN_WAIT_MS = 15_000
SENTENCE = re.compile(r"^[A-Z][^\n]{15,}[.!]$")


@pytest.fixture(scope="module")
def peer_page(tmp_path_factory) -> Iterator[str]:
    """The URL of a tiny page importing the checkout's static/peer.mjs under the game's CSP."""
    root: Path = tmp_path_factory.mktemp("peer-site")
    (root / "static").mkdir()
    (root / "static" / "peer.mjs").symlink_to(ROOT / "static" / "peer.mjs")
    (root / "glue.mjs").write_text(GLUE)
    csp = re.search(r'<meta http-equiv="Content-Security-Policy"[^>]*>', (ROOT / "index.html").read_text())
    assert csp, "index.html has no Content-Security-Policy to test under"
    (root / "peer.html").write_text(
        f'<!doctype html><html lang="en"><head><meta charset="utf-8">{csp.group(0)}'
        '<script type="module" src="./glue.mjs"></script></head><body>peer</body></html>'
    )
    serving = Serving(root)
    yield serving.url
    serving.stop()


@pytest.fixture(scope="module", params=["mdns", "plain"])
def rtc_browser(request, playwright):
    """Chromium as a web page gets it (host addresses hidden as ``.local`` names), and with plain IP addresses."""
    args = ARGS + ([PLAIN_ADDRESSES] if request.param == "plain" else [])
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=args)
    yield browser
    browser.close()


class Devices:
    """Browser profiles of their own, each on the test page; their problems are checked at the end."""

    def __init__(self, browser, url: str) -> None:
        self.browser = browser
        self.url = url
        self.problems: list[PageProblems] = []
        self.contexts: list = []

    def new(self):
        context = shaken(self.browser.new_context())
        problems = PageProblems()
        problems.keep_to(context, self.url)
        page = context.new_page()
        problems.watch(page)
        page.goto(self.url + "/peer.html")
        page.wait_for_selector("html.ready", state="attached", timeout=10_000)
        self.problems.append(problems)
        self.contexts.append(context)
        return page

    def close(self) -> None:
        for context in self.contexts:
            context.close()
        for problems in self.problems:
            problems.check()


@contextmanager
def devices(browser, url: str) -> Iterator[Devices]:
    made = Devices(browser, url)
    try:
        yield made
    finally:
        made.close()


def connect(host, friend) -> tuple[str, str]:
    """Invite, join, accept; both channels open. Returns the invitation and the answer codes."""
    invitation = host.evaluate(START, ["invite", None])
    answer = friend.evaluate(START, ["join", invitation])
    host.evaluate("(code) => peer.accept(code)", answer)
    for page in (host, friend):
        page.wait_for_function("peer.state === 'open'", timeout=OPEN_WAIT_MS)
    return invitation, answer


def test_invitation_answer_and_messages_both_ways(rtc_browser, peer_page):
    with devices(rtc_browser, peer_page) as made:
        host, friend = made.new(), made.new()
        invitation, answer = connect(host, friend)
        assert host.evaluate("states.map((s) => s[0])") == ["open"]
        assert friend.evaluate("states.map((s) => s[0])") == ["open"]
        print(f"\ninvitation ({len(invitation)} chars): {invitation}\nanswer ({len(answer)} chars): {answer}")
        assert re.fullmatch(r"[A-Za-z0-9_-]+", invitation) and re.fullmatch(r"[A-Za-z0-9_-]+", answer)
        assert len(invitation) < 400 and len(answer) < 400

        big = "".join(chr(ord("a") + i % 26) for i in range(60_000))
        unicode = "Vegas ⚄ 🎲🎲 — façade, Ελλάδα, 日本語, עברית, e\u0301, \U0001f1eb\U0001f1f7, \0 nul"
        host_says = [f"host {i}" for i in range(50)] + [big, unicode, ""]
        friend_says = [unicode, big] + [f"friend {i}" for i in range(50)]
        host.evaluate("(texts) => texts.forEach((t) => peer.send(t))", host_says)
        friend.evaluate("(texts) => texts.forEach((t) => peer.send(t))", friend_says)
        friend.wait_for_function(f"got.length >= {len(host_says)}", timeout=10_000)
        host.wait_for_function(f"got.length >= {len(friend_says)}", timeout=10_000)
        assert friend.evaluate("got") == host_says
        assert host.evaluate("got") == friend_says

        host.evaluate("peer.close()")
        assert host.evaluate("peer.state") == "closed"
        assert host.evaluate("made.every((pc) => pc.connectionState === 'closed')")
        assert host.evaluate("(() => { try { peer.send('x'); return null } catch (e) { return e.message } })()")


def bad_codes(invitation: str, answer: str) -> dict[str, tuple[str, str]]:
    """Name → (where it goes, code): each must be refused with a sentence."""
    mistyped = invitation[:30] + ("A" if invitation[30] != "A" else "B") + invitation[31:]
    return {
        "empty": ("join", ""),
        "garbage": ("join", "hello, this is not a code at all!"),
        "base64 garbage": ("join", "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA"),
        "truncated by one": ("join", invitation[:-1]),
        "truncated by half": ("join", invitation[: len(invitation) // 2]),
        "only the start": ("join", invitation[:3]),
        "mistyped": ("join", mistyped),
        "extra characters": ("join", invitation + "AAAA"),
        "an answer to join": ("join", answer),
        "an invitation to accept": ("accept", invitation),
        "a truncated answer": ("accept", answer[:-4]),
        "garbage to accept": ("accept", "🎲🎲🎲"),
    }


@pytest.mark.parametrize("rtc_browser", ["mdns"], indirect=True)
def test_bad_codes_are_refused_with_a_sentence_and_leave_nothing(rtc_browser, peer_page):
    with devices(rtc_browser, peer_page) as made:
        host, friend, other = made.new(), made.new(), made.new()
        invitation = host.evaluate(START, ["invite", None])
        # A real answer to misuse, for an invitation of its own: a second device answering the host's invitation
        # would start talking to the host, which then cannot connect with the friend it accepts.
        answer = other.evaluate(START, ["join", other.evaluate(START, ["invite", None])])
        other.evaluate("made.forEach((pc) => pc.close())")
        messages = {}
        for name, (call, code) in bad_codes(invitation, answer).items():
            page = friend if call == "join" else host
            message = page.evaluate(ERROR, [call, code])
            assert message is not None, f"{name}: accepted"
            assert SENTENCE.match(message), f"{name}: {message!r}"
            messages[name] = message
        print("\n" + "\n".join(f"{name}: {message}" for name, message in messages.items()))
        assert "answer code" in messages["an answer to join"] and "invitation" in messages["an invitation to accept"]
        assert "incomplete" in messages["truncated by one"]
        assert "mistyped" in messages["mistyped"] or "damaged" in messages["mistyped"]
        # Nothing half-made on the friend's side; the host's invitation still stands, and connects.
        assert friend.evaluate("made.length") == 0
        assert host.evaluate("made.length === 1 && made[0].signalingState === 'have-local-offer'")
        answer = friend.evaluate(START, ["join", "https://example.invalid/#join=" + invitation])  # a whole link
        host.evaluate("(code) => peer.accept(code)", answer)
        for page in (host, friend):
            page.wait_for_function("peer.state === 'open'", timeout=OPEN_WAIT_MS)
        assert host.evaluate(ERROR, ["accept", answer]) == "This invitation has already been answered."
        assert friend.evaluate(ERROR, ["accept", answer]).startswith("Only the host accepts an answer")


@pytest.mark.parametrize("rtc_browser", ["mdns"], indirect=True)
def test_closing_the_friends_page_is_noticed_and_a_new_invitation_connects(rtc_browser, peer_page):
    with devices(rtc_browser, peer_page) as made:
        host, friend = made.new(), made.new()
        connect(host, friend)
        started = time.monotonic()
        friend.close()
        host.wait_for_function("peer.state !== 'open'", timeout=25_000, polling=100)
        took = time.monotonic() - started
        states = host.evaluate("states.map((s) => s.slice(0, 2))")
        print(f"\nthe host noticed the friend's page closed after {took:.1f} s: {states}")
        assert states[-1][0] == "closed"
        assert took < 20

        again = made.new()
        connect(host, again)
        host.evaluate("peer.send('again')")
        again.wait_for_function("got.length === 1")
        assert again.evaluate("got") == ["again"]


class FakeStun:
    """A STUN server on 127.0.0.1 that tells every asker it is seen from ``MAPPED``: a server-reflexive candidate
    with an address of its own, without reaching the internet."""

    MAPPED = "203.0.113.7"

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.url = f"stun:127.0.0.1:{self.sock.getsockname()[1]}"
        self.asked = 0
        threading.Thread(target=self.serve, daemon=True).start()

    def serve(self) -> None:
        while True:
            try:
                data, (_, port) = self.sock.recvfrom(2048)
            except OSError:
                return
            if len(data) < 20 or data[:2] != b"\x00\x01":  # a Binding request
                continue
            self.asked += 1
            cookie, transaction = data[4:8], data[8:20]
            xport = port ^ 0x2112
            xaddress = bytes(a ^ b for a, b in zip(socket.inet_aton(self.MAPPED), cookie, strict=True))
            attribute = struct.pack("!HHBBH", 0x0020, 8, 0, 1, xport) + xaddress  # XOR-MAPPED-ADDRESS
            self.sock.sendto(
                struct.pack("!HH", 0x0101, len(attribute)) + cookie + transaction + attribute, ("127.0.0.1", port)
            )

    def stop(self) -> None:
        self.sock.close()


@pytest.mark.parametrize("rtc_browser", ["plain"], indirect=True)
def test_a_server_reflexive_candidate_travels(rtc_browser, peer_page):
    stun = FakeStun()
    try:
        with devices(rtc_browser, peer_page) as made:
            host, friend = made.new(), made.new()
            invitation = host.evaluate(
                """async (stun) => {
                  const { code, peer } = await peerlib.invite({ stun });
                  window.peer = peer;
                  const sdp = made[0].localDescription.sdp;
                  return [code, sdp.match(/^a=candidate:.*$/gm)];
                }""",
                stun.url,
            )
            print(f"\n{stun.asked} STUN requests; invitation ({len(invitation[0])} chars), from {invitation[1]}")
            assert any(f"{FakeStun.MAPPED} " in line and "typ srflx" in line for line in invitation[1])
            answer = friend.evaluate(START, ["join", invitation[0]])
            offer = friend.evaluate("made[0].remoteDescription.sdp")
            assert re.search(rf"^a=candidate:.* {re.escape(FakeStun.MAPPED)} \d+ typ srflx", offer, re.M), offer
            host.evaluate("(code) => peer.accept(code)", answer)
            for page in (host, friend):
                page.wait_for_function("peer.state === 'open'", timeout=OPEN_WAIT_MS)
            message = host.evaluate(
                "async () => { try { await peerlib.invite({ stun: 'https://example.invalid/' }) }"
                " catch (e) { return e.message } }"
            )
            assert message == 'The STUN server must be given as "stun:host:port".'
    finally:
        stun.stop()


ADDRESSES = [
    "192.0.2.1",
    "::1",
    "2001:db8::8a2e:370:7334",
    "2001:0db8:0000:0000:0000:ff00:0042:8329",
    "fe80::",
    "::ffff:192.0.2.1",
    "1:2:3:4:5:6::8",
    "1:2:3:4:5:6:7:8",
    "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.local",
    "host.example",
]
"""The address forms a code packs by hand (IPv4, IPv6 with and without ``::`` and an IPv4 tail, a uuid .local
name, another name): issue 48 kept this code rather than ipaddr.js (docs/friends.md), so it is tested here."""

ADD_CANDIDATES = """(addresses) => {
  // The host's own description, with these candidates ahead of its real ones (higher priorities).
  const parent = Object.getPrototypeOf(RTCPeerConnection.prototype);
  const real = Object.getOwnPropertyDescriptor(parent, "localDescription").get;
  Object.defineProperty(RTCPeerConnection.prototype, "localDescription", {
    get() {
      const own = real.call(this);
      const extra = addresses.map((a, i) => `a=candidate:9${i} 1 udp ${2130706431 - i} ${a} ${4000 + i} typ host`);
      return own && { type: own.type, sdp: own.sdp + extra.join("\\r\\n") + "\\r\\n" };
    },
  });
}"""


def same_address(address: str) -> object:
    """``address`` as a value: Chromium rewrites an IPv6 address in its own spelling (``::1``), names stay."""
    try:
        return ipaddress.ip_address(address)
    except ValueError:
        return address


@pytest.mark.parametrize("rtc_browser", ["mdns"], indirect=True)
def test_every_address_form_travels_in_a_code(rtc_browser, peer_page):
    with devices(rtc_browser, peer_page) as made:
        host, friend = made.new(), made.new()
        host.evaluate(ADD_CANDIDATES, ADDRESSES)
        invitation = host.evaluate(START, ["invite", None])
        friend.evaluate(START, ["join", invitation])
        offer = friend.evaluate("made[0].remoteDescription.sdp")
        seen = re.findall(r"^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host", offer, re.M)
        print(f"\ninvitation ({len(invitation)} chars); the friend's page sees {seen}")
        got = [(same_address(address), int(port)) for address, port in seen[: len(ADDRESSES)]]
        assert got == [(same_address(a), 4000 + i) for i, a in enumerate(ADDRESSES)]
