"""The published site (issue 6): the folder GitHub Pages gets, offline play after one visit, and the
Content-Security-Policy the page runs under."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import socket
import struct
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import static_site  # noqa: E402  (conftest puts scripts/ on sys.path)

from .conftest import NO_PAUSES, ROOT, GamePage, PageProblems, Serving


@pytest.fixture(scope="module")
def built_site(tmp_path_factory) -> Path:
    """The folder ``scripts/build_site.sh`` publishes, built by the same function."""
    dest = tmp_path_factory.mktemp("published") / "_site"
    static_site.build(dest)
    return dest


def precache_manifest(site: Path) -> dict:
    text = (site / "static" / "vendor" / "precache.js").read_text()
    return json.loads(text[text.index("{") : text.rindex("}") + 1])


IMPORT_OUTSIDE = """async () => {
    const pyodide = await (await import("./static/boot.mjs")).loadPyodide();
    return pyodide.runPython("import wave; wave.__file__");
}"""
"""The page's interpreter (static/boot.mjs hands its boot to whoever asks) imports a module of the standard
library that the trimmed one lacks: the full one is fetched (scripts/stdlib_on_demand.py)."""


def play_a_turn(game: GamePage) -> None:
    """Roll and place as the one human of a seeded two-player game; the saved record shows both."""
    game.act("roll")
    places = [a for a in game.next_choice() or [] if a.startswith("place")]
    assert places, "the roll offered no value to place"
    game.act(places[0])
    game.page.wait_for_function(
        "JSON.parse(localStorage.getItem('vegas.save') || '{}').record?.actions?.some(a => a.startsWith('place'))"
    )


def open_and_play_a_turn(context, url: str, problems: PageProblems):
    page = context.new_page()
    problems.watch(page)
    page.goto(url)
    game = GamePage(page)
    game.wait_ready()
    play_a_turn(game)
    return page


def test_the_published_folder_holds_only_what_the_page_needs(built_site):
    names = {p.relative_to(built_site).as_posix() for p in built_site.rglob("*") if p.is_file()}
    assert {"index.html", "sw.js", "manifest.webmanifest", "pyscript.toml", "static/main.py"} <= names
    assert "static/vendor/wheels/vegas.whl" in names
    assert not [n for n in names if n.split("/")[0] in {"tests", "node_modules", ".venv", "vegas", "scripts"}]
    assert not [n for n in names if n.endswith(".map") or "codemirror" in n or "xterm" in n]
    assert not [n for n in names if "axe" in n]  # axe-core is for the browser tests only (tests/browser/touch.py)


def test_the_precache_lists_every_published_file_with_its_digest(built_site):
    manifest = precache_manifest(built_site)
    files = {p.relative_to(built_site).as_posix() for p in built_site.rglob("*") if p.is_file()}
    listed = {"index.html" if url == "./" else url.removeprefix("./") for url in manifest["files"]}
    later = {url.removeprefix("./") for url in manifest["later"]}
    # kept once the page has fetched them, not at install: the whole library, the QR codes' library and its part
    assert later == {"on-demand/python_stdlib.zip", "on-demand/segno.whl", "on-demand/python_stdlib_wheels.zip"}
    assert listed | later == files - {"sw.js", "static/vendor/precache.js"}
    for url, digest in {**manifest["files"], **manifest["later"]}.items():
        path = built_site / ("index.html" if url == "./" else url.removeprefix("./"))
        assert digest == "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode()
    for icon in json.loads((built_site / "manifest.webmanifest").read_text())["icons"]:
        assert icon["src"] in listed


def test_a_changed_file_gives_a_new_cache_version(built_site, tmp_path):
    copy = tmp_path / "site"
    static_site.build(copy, root=built_site)
    before = precache_manifest(copy)["version"]
    (copy / "static" / "style.css").write_text((copy / "static" / "style.css").read_text() + "\n/* changed */\n")
    assert static_site.write_precache(copy) != before


def test_the_built_site_plays_a_turn_and_again_offline_after_the_server_stops(built_site, browser):
    serving = Serving(built_site)
    problems = PageProblems()
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        problems.keep_to(context, serving.url)
        context.add_init_script(NO_PAUSES)
        first = open_and_play_a_turn(context, serving.url + "/?seed=11&players=2", problems)
        # The worker installs once the game is interactive; it controls the page when its cache is full.
        first.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        cached = first.evaluate(
            """async () => {
                const names = (await caches.keys()).filter(n => n.startsWith('vegas-'));
                return [names, (await (await caches.open(names[0])).keys()).length];
            }"""
        )
        version = precache_manifest(built_site)["version"]
        assert cached[0] == [f"vegas-{version}"]
        assert cached[1] == len(precache_manifest(built_site)["files"]) + 1  # the files and their digests

        # The start needed nothing outside the trimmed standard library; a module outside it still imports.
        assert first.evaluate("document.documentElement.dataset.onDemand") == ""
        assert first.evaluate(IMPORT_OUTSIDE) == "/lib/python_stdlib_full.zip/wave.pyc"
        # The memory snapshot for return visits is made in a worker once the page is idle (static/boot.mjs).
        first.wait_for_function("document.documentElement.dataset.snapshot === 'kept'", timeout=120_000)
        serving.stop()
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(serving.url + "/", timeout=5)
        first.close()
        again = context.new_page()  # a link to another game: the game in progress is kept until one starts it
        problems.watch(again)
        again.goto(serving.url + "/?seed=12&players=2")
        GamePage(again).wait_ready()
        assert again.evaluate("document.documentElement.dataset.boot") == "snapshot"  # offline too
        again.wait_for_function("document.documentElement.dataset.onDemandKept", timeout=60_000)
        assert again.evaluate("document.documentElement.dataset.onDemandKept") == "yes"  # kept once fetched
        assert again.evaluate(IMPORT_OUTSIDE) == "/lib/python_stdlib_full.zip/wave.pyc"
        again.click("#new-game-dialog [data-ui=start]")
        play_a_turn(GamePage(again))
        assert again.evaluate("JSON.parse(localStorage.getItem('vegas.save')).settings.seed") == 12
        GamePage(again).shot("offline-after-first-visit-1280x800")
    finally:
        context.close()
        serving.stop()
    problems.check()


def test_the_policy_names_no_other_origin():
    html = (ROOT / "index.html").read_text()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert policy, "index.html has no Content-Security-Policy"
    sources = [
        source for directive in policy.group(1).split(";") if directive.strip() for source in directive.split()[1:]
    ]
    assert sources and all(re.fullmatch(r"'[a-z-]+'", source) for source in sources), sources
    assert "'unsafe-inline'" not in policy.group(1).split("style-src-attr")[0]  # inline styles only in attributes


def test_the_game_runs_under_the_policy_and_the_policy_refuses_the_rest(game, page, problems):
    game.open("?seed=3&players=2")
    play_a_turn(game)
    refused = page.evaluate(
        """async () => {
            const seen = [];
            document.addEventListener('securitypolicyviolation', e => seen.push(e.effectiveDirective));
            const script = document.createElement('script');
            script.textContent = 'window.injectedRan = true';
            document.body.append(script);
            await fetch('https://example.com/').catch(() => {});
            await new Promise(r => setTimeout(r, 200));
            return {seen, ran: window.injectedRan === true};
        }"""
    )
    assert not refused["ran"]
    assert {"script-src-elem", "connect-src"} <= set(refused["seen"])
    # The refusals just provoked are logged as errors: the only ones allowed in this test.
    problems.errors = [e for e in problems.errors if "Content Security Policy" not in e and "Failed to fetch" not in e]


def test_a_browser_leaving_mid_download_is_not_reported_as_a_server_error(capsys):
    """Chromium resets the connection of a download it no longer needs; the server printed a traceback."""
    serving = Serving(ROOT)
    try:
        port = int(serving.url.rsplit(":", 1)[1])
        for _ in range(3):
            client = socket.create_connection(("127.0.0.1", port))
            client.sendall(b"GET /static/vendor/pyodide/pyodide.asm.wasm HTTP/1.1\r\nHost: localhost\r\n\r\n")
            assert client.recv(12) == b"HTTP/1.0 200"
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close = reset
            client.close()
        time.sleep(0.5)
    finally:
        serving.stop()
    assert "Exception occurred" not in capsys.readouterr().err
