"""One small layer over the three browser engines people play in, so that a test is written once and runs in
each: a ``Tab`` goes to an address, runs a JavaScript function, clicks with a real pointer and says what went
wrong in the page.

- **Chromium** through Playwright, as the rest of ``tests/browser`` (Debian's ``/usr/bin/chromium``).
- **Firefox** (Debian's ``firefox-esr``) over WebDriver BiDi, the W3C protocol it serves itself: Debian packages
  no geckodriver, Playwright cannot download its own Firefox here and its Python package does not speak BiDi,
  so a small client over ``websocket-client`` (which Selenium brings) sends the few commands these tests need.
- **WebKit** (WebKitGTK's ``MiniBrowser``, the engine of Safari and of every iPhone browser) over classic W3C
  WebDriver: Debian's ``WebKitWebDriver`` on a virtual display (``Xvfb``), through Selenium's client.

Every engine's requests off this machine are refused (Chromium's by Playwright's routing, Firefox's and
WebKit's by a proxy that does not exist, localhost excepted) and reported as a problem. Page errors come from
the engine where its protocol carries them (Chromium, Firefox) and, in every engine, from ``WATCH``, which
records uncaught errors, ``console.error`` and resource requests off this origin in the page itself: classic
WebDriver has no console, so WebKit's watch starts when the page's ``load`` event has fired, before the
game's Python runs.
"""

from __future__ import annotations

import json
import os
import queue
import re
import select
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import warnings
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

ENGINES = ("chromium", "firefox", "webkit")
FIREFOX = "/usr/bin/firefox-esr"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
NO_PROXY = "127.0.0.1:9"
"""A proxy address nothing listens on: every request that is not for localhost fails at once."""
DRIVER_TIMEOUT = 150
"""Seconds a driver may take to answer one command (a page's script may run 120 s) before the test fails saying
which command: neither Selenium nor a websocket gives up by itself, and a browser that stops answering would
otherwise hold the suite until CI's own limit."""
SESSION_TIMEOUT = 20
"""Seconds WebKitWebDriver may take to open its MiniBrowser (under a second here, a few on a loaded machine)."""
SESSION_TRIES = 3
"""WebKitWebDriver started anew this often when its MiniBrowser never comes: about one start in ten here (twelve
starts in a row, nothing else running), without a word from either; one started again comes."""

WATCH = """() => {
    if (window.enginesProblems) return;
    const problems = (window.enginesProblems = []);
    addEventListener("error", (event) => problems.push(`page error: ${event.message || event.type}`));
    addEventListener("unhandledrejection", (event) =>
        problems.push(`unhandled rejection: ${event.reason?.stack || event.reason}`));
    const consoleError = console.error;
    console.error = (...args) => {
        problems.push(`console.error: ${args.map(String).join(" ")}`);
        consoleError.apply(console, args);
    };
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
            if (!entry.name.startsWith(location.origin) && !/^(data|blob):/.test(entry.name)) {
                problems.push(`request off this machine: ${entry.name}`);
            }
        }
    }).observe({ type: "resource", buffered: true });
}"""
"""Installed in every page: what went wrong, in ``window.enginesProblems``."""

TAKE_PROBLEMS = "() => (window.enginesProblems || []).splice(0)"

CENTRE = """async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let tries = 0; tries < 50; tries++) {
        const target = [...document.querySelectorAll(selector)].find((el) => el.checkVisibility());
        if (!target) return `nothing visible matches ${selector}`;
        target.scrollIntoView({ block: "center", inline: "center" });
        const box = target.getBoundingClientRect();
        await frame();
        const still = target.getBoundingClientRect();
        if (!target.isConnected || box.x !== still.x || box.y !== still.y) continue;  // moving: the page scrolls
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === target || target.contains(hit))) {
            return `${selector} is covered by ${hit ? hit.outerHTML.slice(0, 200) : "nothing"}`;
        }
        return [Math.round(x), Math.round(y)];
    }
    return `${selector} never stood still`;
}"""
"""Where a real pointer clicks the first visible element ``selector`` matches once it stands still from one frame to
the next (as Playwright waits before a click: a payout's rows scroll the page as they appear), or why it cannot."""


class Tab(Protocol):
    """One page in one engine, with a browser profile of its own."""

    engine: str

    def goto(self, url: str) -> None: ...

    def reload(self) -> None: ...

    def run(self, function: str, *args: Any) -> Any:
        """The JSON value of ``function(*args)`` in the page, awaited. ``function`` may run more than once (a
        driver's glitch is retried): it reads the page, or sets what may be set twice."""
        ...

    def click_at(self, x: int, y: int) -> None:
        """A mouse click (press and release of the main button) at a point of the viewport."""
        ...

    def problems(self) -> list[str]:
        """What went wrong in the page since the last call."""
        ...


def click(tab: Tab, selector: str) -> None:
    """A real pointer's click at the middle of the first visible element ``selector`` matches, scrolled into view."""
    where = tab.run(CENTRE, selector)
    if isinstance(where, str):
        raise AssertionError(f"{tab.engine}: cannot click: {where}")
    tab.click_at(*where)


def wait_for(tab: Tab, predicate: str, timeout: float = 60, *args: Any) -> Any:
    """Polls ``predicate(*args)`` in the page until it returns something truthy, which is returned."""
    deadline = time.monotonic() + timeout
    while True:
        value = tab.run(predicate, *args)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{tab.engine}: waited {timeout} s for {predicate}")
        time.sleep(0.015)


def json_call(function: str) -> str:
    """``function`` as one taking its arguments as JSON text and returning its awaited result as JSON text: the
    one shape every protocol passes both ways unchanged."""
    return f"async (argsJson) => JSON.stringify(await ({function})(...JSON.parse(argsJson))) ?? 'null'"


class ChromiumTab:
    """A Playwright page in a context of its own: the suite's Chromium, its routing and its error events."""

    engine = "chromium"

    def __init__(self, browser: Any, origin: str, viewport: dict[str, int], init: list[str]) -> None:
        from .conftest import PageProblems

        self.context = browser.new_context(viewport=viewport, locale="en-US")
        self.found = PageProblems()
        self.found.keep_to(self.context, origin)
        for script in (WATCH, *init):
            self.context.add_init_script(f"({script})()")
        self.page = self.context.new_page()
        self.found.watch(self.page)

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def run(self, function: str, *args: Any) -> Any:
        return json.loads(self.page.evaluate(json_call(function), json.dumps(args)))

    def click_at(self, x: int, y: int) -> None:
        self.page.mouse.click(x, y)

    def problems(self) -> list[str]:
        found = [*self.found.errors, *(f"request off this machine: {url}" for url in self.found.blocked)]
        self.found.errors.clear()
        self.found.blocked.clear()
        return found

    def close(self) -> None:
        self.context.close()


FIREFOX_PREFS = {
    "network.proxy.type": 1,
    "network.proxy.http": NO_PROXY.split(":")[0],
    "network.proxy.http_port": int(NO_PROXY.split(":")[1]),
    "network.proxy.ssl": NO_PROXY.split(":")[0],
    "network.proxy.ssl_port": int(NO_PROXY.split(":")[1]),
    "network.proxy.no_proxies_on": "localhost, 127.0.0.1",
    "network.proxy.allow_hijacking_localhost": False,
    "intl.accept_languages": "en-US",
    "browser.shell.checkDefaultBrowser": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.normandy.enabled": False,
    "browser.region.network.url": "",
    "media.peerconnection.ice.loopback": True,  # friends on one machine meet on 127.0.0.1 (test_engines.py)
    "media.peerconnection.ice.obfuscate_host_addresses": False,
}


class FirefoxTab:
    """Firefox ESR in a profile of its own, driven over WebDriver BiDi."""

    engine = "firefox"

    def __init__(self, origin: str, viewport: dict[str, int], init: list[str]) -> None:
        import websocket

        self.origin = origin
        self.profile = Path(tempfile.mkdtemp(prefix="vegas-firefox-"))
        prefs = "".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in FIREFOX_PREFS.items())
        (self.profile / "user.js").write_text(prefs)
        self.process = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", str(self.profile), "--remote-debugging-port=0"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        self.said: deque[str] = deque(maxlen=40)  # Firefox's last words, for a failure's message
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._drain, daemon=True).start()
        try:
            address = self._listening()
            self.socket = websocket.create_connection(
                address + "/session", suppress_origin=True, timeout=DRIVER_TIMEOUT
            )
            self.sent = 0
            self.found: list[str] = []
            self.command("session.new", {"capabilities": {}})
            self.context = self.command("browsingContext.getTree", {})["contexts"][0]["context"]
            self.command("session.subscribe", {"events": ["log.entryAdded", "network.beforeRequestSent"]})
            for script in (WATCH, *init):
                self.command("script.addPreloadScript", {"functionDeclaration": script})
            self.command("browsingContext.setViewport", {"context": self.context, "viewport": viewport})
        except BaseException:
            stop_group(self.process)
            shutil.rmtree(self.profile, ignore_errors=True)
            raise

    def _listening(self) -> str:
        deadline = time.monotonic() + DRIVER_TIMEOUT
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                raise RuntimeError("Firefox ended before serving WebDriver BiDi:\n" + "".join(self.said))
            if found := re.search(r"WebDriver BiDi listening on (ws://\S+)", line):
                return found.group(1)
        raise RuntimeError(f"Firefox served no WebDriver BiDi in {DRIVER_TIMEOUT} s:\n" + "".join(self.said))

    def _drain(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.said.append(line)
            self.lines.put(line)
        self.lines.put(None)

    def command(self, method: str, params: dict[str, Any]) -> Any:
        import websocket

        self.sent += 1
        self.socket.send(json.dumps({"id": self.sent, "method": method, "params": params}))
        deadline = time.monotonic() + DRIVER_TIMEOUT
        while True:
            # Events (the page's console, its requests) arrive between the answers: the deadline is the command's
            self.socket.settimeout(max(0.1, deadline - time.monotonic()))
            try:
                message = json.loads(self.socket.recv())
            except websocket.WebSocketTimeoutException:
                raise AssertionError(
                    f"firefox: no answer to {method} in {DRIVER_TIMEOUT} s; its last words:\n" + "".join(self.said)
                ) from None
            if message.get("type") == "event":
                self._note(message["method"], message["params"])
            elif message.get("id") == self.sent:
                if message.get("type") == "error":
                    raise AssertionError(f"firefox: {method}: {message.get('error')}: {message.get('message')}")
                return message["result"]

    def _note(self, method: str, params: dict[str, Any]) -> None:
        if params.get("source", {}).get("context", params.get("context")) != self.context:
            return  # the browser's own (its update and telemetry checks, refused by the proxy)
        if method == "log.entryAdded" and params.get("level") == "error":
            self.found.append(f"{params.get('type')}: {params.get('text')}")
        elif method == "network.beforeRequestSent":
            url = params["request"]["url"]
            if not url.startswith((self.origin, "data:", "blob:")):
                self.found.append(f"request off this machine: {url}")

    def goto(self, url: str) -> None:
        self.command("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def reload(self) -> None:
        self.command("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def run(self, function: str, *args: Any) -> Any:
        result = self.command(
            "script.callFunction",
            {
                "functionDeclaration": json_call(function),
                "arguments": [{"type": "string", "value": json.dumps(args)}],
                "target": {"context": self.context},
                "awaitPromise": True,
                "resultOwnership": "none",
            },
        )
        if result["type"] == "exception":
            raise AssertionError(f"firefox: {result['exceptionDetails'].get('text')}")
        return json.loads(result["result"]["value"])

    def click_at(self, x: int, y: int) -> None:
        steps = [
            {"type": "pointerMove", "x": x, "y": y},
            {"type": "pointerDown", "button": 0},
            {"type": "pointerUp", "button": 0},
        ]
        pointer = {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": steps}
        self.command("input.performActions", {"context": self.context, "actions": [pointer]})

    def problems(self) -> list[str]:
        found = [*self.found, *self.run(TAKE_PROBLEMS)]
        self.found.clear()
        return found

    def close(self) -> None:
        try:
            self.socket.close()
        finally:
            stop_group(self.process)
            shutil.rmtree(self.profile, ignore_errors=True)


class WebKitTab:
    """WebKitGTK's MiniBrowser, driven over classic WebDriver by Selenium's client; ``WebKitWebDriver`` (a server
    of its own) starts one MiniBrowser, profile and all, on a virtual display of its own (``Xvfb``)."""

    engine = "webkit"

    def __init__(self, origin: str, viewport: dict[str, int], init: list[str]) -> None:
        from selenium import webdriver
        from selenium.webdriver.common.options import ArgOptions
        from selenium.webdriver.remote.client_config import ClientConfig

        class MiniBrowser(ArgOptions):  # type: ignore[misc]
            def to_capabilities(self) -> dict[str, Any]:
                return {
                    "browserName": "MiniBrowser",
                    "proxy": {
                        "proxyType": "manual",
                        "httpProxy": NO_PROXY,
                        "sslProxy": NO_PROXY,
                        "noProxy": ["127.0.0.1", "localhost"],
                    },
                    "webkitgtk:browserOptions": {"binary": MINIBROWSER, "args": ["--automation"]},
                }

            @property
            def default_capabilities(self) -> dict[str, Any]:
                return {}

        self.said: deque[str] = deque(maxlen=40)  # the driver's and MiniBrowser's last words
        for attempt in range(1, SESSION_TRIES + 1):
            self.display, number = start_display()
            port = free_port()
            self.server = subprocess.Popen(
                [WEBKIT_DRIVER, f"--port={port}"],
                env={**os.environ, "DISPLAY": f":{number}"},
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
                start_new_session=True,
            )
            threading.Thread(target=self._drain, args=(self.server,), daemon=True).start()
            address = f"http://127.0.0.1:{port}"
            config = ClientConfig(remote_server_addr=address, timeout=SESSION_TIMEOUT)
            try:
                wait_for_port(port)
                self.driver = webdriver.Remote(command_executor=address, options=MiniBrowser(), client_config=config)
                config.timeout = DRIVER_TIMEOUT
                self.driver.set_script_timeout(120)
                self.driver.set_window_rect(width=viewport["width"], height=viewport["height"])
                break
            except Exception as error:
                self._stop()
                said = "".join(self.said)
                if attempt == SESSION_TRIES:
                    message = f"WebKitWebDriver opened no MiniBrowser in {attempt} starts: {error}\n{said}"
                    raise RuntimeError(message) from error
                warnings.warn(f"WebKitWebDriver opened no MiniBrowser ({error}), started again:\n{said}", stacklevel=1)
            except BaseException:
                self._stop()
                raise
        self.found: list[str] = []
        self.init = [WATCH, *init]

    def _drain(self, server: subprocess.Popen[str]) -> None:
        assert server.stderr is not None
        for line in server.stderr:
            self.said.append(line)

    def _watch(self) -> None:
        for script in self.init:  # classic WebDriver has no scripts run before the page's own: after its load
            self.run(script)

    def goto(self, url: str) -> None:
        self._keep_problems()
        self.driver.get(url)
        self._watch()

    def reload(self) -> None:
        self._keep_problems()
        self.driver.refresh()
        self._watch()

    def _keep_problems(self) -> None:
        if self.driver.current_url.startswith("http"):
            self.found.extend(self.run(TAKE_PROBLEMS))

    def run(self, function: str, *args: Any) -> Any:
        script = (
            "const done = arguments[arguments.length - 1];"
            f"({json_call(function)})(arguments[0])"
            ".then(done, (e) => done(JSON.stringify({ thrown: String((e && e.stack) || e) })));"
        )
        from selenium.common.exceptions import WebDriverException

        for attempt in range(3):
            try:
                value = json.loads(self.driver.execute_async_script(script, json.dumps(args)))
                break
            except WebDriverException as error:
                # WebKitWebDriver now and then answers a script it ran with this instead of its result (seen
                # when the page was busy running Python); the layer's scripts read the page or set what is
                # already set, so running one again is safe
                if "Could not parse script result" not in str(error) or attempt == 2:
                    raise
        if isinstance(value, dict) and set(value) == {"thrown"}:
            raise AssertionError(f"webkit: {value['thrown']}")
        return value

    def click_at(self, x: int, y: int) -> None:
        from selenium.webdriver.common.action_chains import ActionChains

        actions = ActionChains(self.driver, duration=0)  # its default moves the pointer for 250 ms
        actions.w3c_actions.pointer_action.move_to_location(x, y).click()
        actions.perform()

    def problems(self) -> list[str]:
        self._keep_problems()
        found, self.found = self.found, []
        return found

    def _stop(self) -> None:
        stop_group(self.server)
        stop_group(self.display)

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self._stop()


def start_display() -> tuple[subprocess.Popen[bytes], str]:
    """A virtual X display (``Xvfb``) and its number, which Xvfb chooses among the free ones and says once it
    takes connections (``-displayfd``): ``xvfb-run -a`` guesses a free number from lock files, and two tests
    starting at once can guess the same."""
    read, write = os.pipe()
    display = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    os.close(write)
    try:
        said = b""
        deadline = time.monotonic() + 30
        while not said.endswith(b"\n"):
            if not select.select([read], [], [], max(0.0, deadline - time.monotonic()))[0]:
                raise RuntimeError("Xvfb gave no display number in 30 s")
            chunk = os.read(read, 16)
            if not chunk:
                raise RuntimeError(f"Xvfb ended before giving a display number (exit {display.wait()})")
            said += chunk
        return display, said.decode().strip()
    except BaseException:
        stop_group(display)
        raise
    finally:
        os.close(read)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for_port(port: int, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.015)
    raise RuntimeError(f"nothing listens on port {port} after {timeout} s")


def stop_group(process: subprocess.Popen[Any]) -> None:
    """Ends a process started in a session of its own and everything it started (Firefox's content processes,
    WebKitWebDriver's MiniBrowser)."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
    except ProcessLookupError:
        return
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def engine_missing(engine: str) -> str | None:
    """Why ``engine`` cannot run here (scripts/setup.sh installs all three), or ``None``."""
    needed = {"chromium": ["/usr/bin/chromium"], "firefox": [FIREFOX], "webkit": [WEBKIT_DRIVER, MINIBROWSER]}
    missing = [path for path in needed[engine] if not Path(path).exists()]
    if engine == "webkit" and not shutil.which("Xvfb"):
        missing.append("Xvfb")
    return f"{engine} needs {', '.join(missing)}: run scripts/setup.sh" if missing else None


@contextmanager
def open_tab(
    engine: str,
    origin: str,
    chromium: Any = None,
    viewport: dict[str, int] | None = None,
    init: tuple[str, ...] = (),
    check: bool = True,
) -> Iterator[Tab]:
    """A tab in ``engine`` with a new profile (``chromium``: a Playwright browser, for that engine), running the
    functions ``init`` in each document before its own scripts (WebKit: once it has loaded); its problems fail
    the test when it closes, unless ``check`` is false."""
    size = viewport or {"width": 1280, "height": 800}
    tab: ChromiumTab | FirefoxTab | WebKitTab
    if engine == "chromium":
        tab = ChromiumTab(chromium, origin, size, list(init))
    elif engine == "firefox":
        tab = FirefoxTab(origin, size, list(init))
    else:
        tab = WebKitTab(origin, size, list(init))
    problems: list[str] = []
    try:
        yield tab
        problems = tab.problems()
    finally:
        tab.close()
    if check:
        assert not problems, f"{engine}: problems in the page:\n" + "\n".join(p[:1500] for p in problems[:8])
