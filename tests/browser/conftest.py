"""Browser tests: Debian's Chromium through Playwright, the site served from this checkout on localhost,
every request to anywhere else blocked and failing the test, console and page errors failing it too."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

# Chromium's own words (its stderr, through Playwright's driver) land in each test's captured output, so a tab
# that crashes in CI leaves the renderer's last message beside the failure instead of nothing.
os.environ.setdefault("DEBUG", "pw:browser")

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "artifacts" / "screenshots"  # pytest-playwright empties test-results/ at start
CHROMIUM = "/usr/bin/chromium"
READY_TIMEOUT_MS = 90_000
DEFAULT_WAIT_MS = 30_000  # Playwright's own
LAUNCH_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",  # a container's small /dev/shm crashed a long game's tab in CI
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

sys.path.insert(0, str(ROOT / "scripts"))
from serve import make_server  # noqa: E402


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.path):
            item.add_marker(pytest.mark.browser)


TAB_CRASHED = re.compile(r"(Target|Page) crashed")
"""Playwright's words when a page's renderer process dies ("Page crashed" when the page was waited on):
not something the page can catch or cause to be reported, so a failure that says it also says what the
machine had left (CI saw such crashes that no local run of the suite has shown). scripts/test.sh reruns
such a test once, with the same pattern."""


def machine_state() -> str:
    """Memory, the two places Chromium may keep shared memory, load, Chromium's processes, the kernel's kills."""
    meminfo = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
    lines = [f"{name}: {meminfo[name].strip()}" for name in ("MemTotal", "MemAvailable", "SwapFree") if name in meminfo]
    for folder in ("/dev/shm", "/tmp"):
        try:
            usage = shutil.disk_usage(folder)
        except OSError as error:
            lines.append(f"{folder}: {error}")
        else:
            lines.append(f"{folder}: {usage.free // 2**20} MiB free of {usage.total // 2**20} MiB")
    lines.append("load average: " + Path("/proc/loadavg").read_text().strip())
    processes = subprocess.run(["ps", "-eo", "rss=,args="], capture_output=True, text=True).stdout.splitlines()
    chromium = [int(line.split(None, 1)[0]) for line in processes if "chrom" in line]
    lines.append(f"Chromium processes: {len(chromium)}, {sum(chromium) // 1024} MiB resident in all")
    kernel = subprocess.run(["dmesg"], capture_output=True, text=True)
    kills = [line for line in kernel.stdout.splitlines() if "oom" in line.lower() or "killed process" in line.lower()]
    if kernel.returncode != 0:
        lines.append("kernel log not readable")
    else:
        lines.append("kernel: " + ("\n".join(kills[-5:]) or "no memory kills"))
    return "\n".join(lines)


SHAKE_KEY = "VEGAS_CPU_THROTTLE"
"""The environment variable that runs every page's renderer slower by its factor (``4``: four times slower),
through Chromium's own CPU throttling (the DevTools protocol's ``Emulation.setCPUThrottlingRate``): the browser
tests as a loaded machine runs them, to find the waits that lose a race only under load (issue 53). Unset or ``1``:
full speed."""


def shake_rate() -> float:
    """How many times slower ``SHAKE_KEY`` asks pages to run (1: not at all)."""
    said = os.environ.get(SHAKE_KEY, "").strip()
    if not said:
        return 1.0
    try:
        rate = float(said)
    except ValueError:
        rate = 0.0
    if not 1 <= rate <= 100:
        raise pytest.UsageError(f"{SHAKE_KEY}={said!r}: a slowdown factor from 1 to 100 is expected, such as 4")
    return rate


def slow_down(page: Any, rate: float) -> None:
    """``page``'s renderer throttled ``rate`` times (it stays so across its navigations)."""
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})


def shaken(context: Any) -> Any:
    """``context``, whose pages all run ``shake_rate()`` times slower once opened (at full speed where unset), with
    Playwright's default wait as many times longer: a page slowed down on purpose is given the time it then needs to
    boot and draw, so that what fails is a race, not a budget made for a full-speed page."""
    rate = shake_rate()
    if rate > 1:
        context.on("page", lambda page: slow_down(page, rate))
        context.set_default_timeout(DEFAULT_WAIT_MS * rate)
    return context


class RelaunchingBrowser:
    """The worker's Chromium, launched anew for the tests that follow once a tab of it crashed.

    In CI a crash on one worker was followed by crashes of most later tests on that worker, and of their
    reruns, while the other worker's browser carried on: whatever a crash leaves behind stays with the browser
    process. The old browser is closed at the end of the session, not at once: a module's shared page may
    still be open in it."""

    def __init__(self, launch) -> None:
        self._launch = launch
        self._browsers = [launch()]
        self.crashed = False

    def __getattr__(self, name: str) -> Any:
        if self.crashed:
            self.crashed = False
            self._browsers.append(self._launch())
        return getattr(self._browsers[-1], name)

    def new_context(self, **options: Any) -> Any:
        """A new browser profile, its pages slowed down when the suite is shaken (``shaken``)."""
        return shaken(self.__getattr__("new_context")(**options))

    def close_all(self) -> None:
        for browser in self._browsers:
            browser.close()


RELAUNCHING: list[RelaunchingBrowser] = []
"""The browsers open now: a crash in any test marks them all, whichever one the tab was in."""


@contextmanager
def relaunching(launch) -> Iterator[RelaunchingBrowser]:
    """A browser from ``launch()`` for a fixture, launched anew after a crash (``RelaunchingBrowser``)."""
    browser = RelaunchingBrowser(launch)
    RELAUNCHING.append(browser)
    try:
        yield browser
    finally:
        RELAUNCHING.remove(browser)
        browser.close_all()


@pytest.fixture(scope="session")
def browser(launch_browser):
    with relaunching(launch_browser) as launched:
        yield launched


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    if call.excinfo is not None and TAB_CRASHED.search(str(call.excinfo.value)):
        outcome.get_result().sections.append(("the machine when a tab crashed", machine_state()))
        for open_browser in RELAUNCHING:
            open_browser.crashed = True


class Serving:
    """A static server for one folder on 127.0.0.1, in a thread, until ``stop()`` (``port``: back where one was)."""

    def __init__(self, root: Path = ROOT, port: int = 0) -> None:
        self.server = make_server(port, root=root)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()  # the port refuses connections from now on


@pytest.fixture(scope="session")
def site():
    if not (ROOT / "static" / "vendor" / "wheels" / "vegas.whl").exists():
        pytest.fail("the vendored runtime is missing: run scripts/setup.sh")
    serving = Serving()
    yield serving.url
    serving.stop()


@pytest.fixture(scope="session")
def base_url(site):
    return site


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": LAUNCH_ARGS,
    }


WORKER_BLOCKED = "block"
"""Pages of the ``page`` fixture and of ``visitor`` start without the service worker unless a test asks for it
(``service_worker=True``): its install fetches and stores the whole runtime again beside the page's boot, a fifth
of a first visit's CPU in Chromium, and most tests are about the game, not the offline site. The worker is
tested where it is the point (test_site.py, test_qr_code.py offline; test_snapshot.py) and stays on where a test
is a player's whole visit (test_touch.py's games on phones, test_friends.py's devices)."""


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # English unless a test says otherwise: the page follows the browser's language.
    return {
        **browser_context_args,
        "viewport": {"width": 1280, "height": 800},
        "locale": "en-US",
        "service_workers": WORKER_BLOCKED,
    }


class PageProblems:
    """What went wrong in the page: requests off this machine, console errors, uncaught errors."""

    def __init__(self) -> None:
        self.blocked: list[str] = []
        self.errors: list[str] = []

    def check(self) -> None:
        assert not self.blocked, f"requests left localhost: {self.blocked[:5]}"
        assert not self.errors, "errors in the page:\n" + "\n".join(e[:2000] for e in self.errors[:5])

    def keep_to(self, context, origin: str) -> None:
        """Let the context's requests reach only ``origin`` (and data:/blob:), recording the others."""

        def route(route):
            url = route.request.url
            if url.startswith(("data:", "blob:")) or url.startswith(origin):
                route.continue_()
            else:
                self.blocked.append(url)
                route.abort()

        context.route("**/*", route)

    def watch(self, page) -> None:
        page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))


@pytest.fixture
def problems(page, site):
    found = PageProblems()
    found.keep_to(page.context, site)
    found.watch(page)
    yield found
    found.check()


NO_PAUSES = "if (!localStorage.getItem('vegas.fast')) localStorage.setItem('vegas.fast', 'instant')"
NO_SNAPSHOTS = "if (!localStorage.getItem('vegas.snapshots')) localStorage.setItem('vegas.snapshots', 'off')"
"""Return visits from a memory snapshot (static/boot.mjs) are tested on their own (test_snapshot.py); elsewhere
every page boots as usual, without a worker making a snapshot beside the test's clicks."""


@contextmanager
def visitor(
    browser, site: str, snapshots: bool = False, service_worker: bool = False, **context_options: Any
) -> Iterator[tuple[GamePage, PageProblems]]:
    """A browser profile of its own (its own storage), English, requests kept to this machine, the page's
    pauses off, memory snapshots off unless ``snapshots``, the service worker off unless ``service_worker``
    (``WORKER_BLOCKED``); its problems are checked when it closes."""
    options = {
        "viewport": {"width": 1280, "height": 800},
        "locale": "en-US",
        "service_workers": "allow" if service_worker or snapshots else WORKER_BLOCKED,
        **context_options,
    }
    context = browser.new_context(base_url=site, **options)
    problems = PageProblems()
    problems.keep_to(context, site)
    page = context.new_page()
    problems.watch(page)
    page.add_init_script(NO_PAUSES)
    if not snapshots:
        page.add_init_script(NO_SNAPSHOTS)
    try:
        yield GamePage(page), problems
    finally:
        context.close()
    problems.check()


@pytest.fixture
def game(page, problems):
    """The page helper: open the game, wait until it is interactive, play, take screenshots.

    The page's pauses (for people to follow the dice) are off unless a test sets its own pace.
    """
    page.add_init_script(NO_PAUSES)
    page.add_init_script(NO_SNAPSHOTS)
    return GamePage(page)


OFFERED = """(within) => [...new Set([
    ...[...document.querySelectorAll(`${within} [data-action]`)].map((el) => el.dataset.action),
    ...[...document.querySelectorAll(`${within} [data-ui=choose][data-choices]`)]
        .flatMap((el) => el.dataset.choices.split(",")),
])]"""
"""The moves offered now inside the element ``within`` names: the ``data-action`` elements, and those a first tap
shows (a casino's, issue 38)."""


SHOWN = (
    """async (timeout) => {
    const offered = """
    + OFFERED
    + """;
    const wanted = "[data-action], [data-ui=choose][data-choices], dialog[open] [data-testid=standings],"
        + " [data-ui=reveal], dialog[open][data-testid=payout], #board [data-testid=outcome]";
    const deadline = performance.now() + timeout;
    while (!document.querySelector(wanted)) {
        if (performance.now() > deadline) return null;
        await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const text = (selector) => document.querySelector(selector)?.innerText ?? "";
    const payout = document.querySelector("dialog[open][data-testid=payout]") ? text("#payout-title") : null;
    const reveal = document.querySelector("#board [data-ui=reveal]") ? text("#board .privacy h2") : null;
    const over = Boolean(document.querySelector("dialog[open] [data-testid=standings]"));
    const outcome = document.querySelector("#board [data-testid=outcome]")?.innerText ?? null;
    return {payout, reveal, outcome, over, actions: over ? [] : offered("body")};
}"""
)
"""What ``GamePage.next_choice`` reads, once something to choose or to continue from shows (polled at each frame,
as Playwright's ``wait_for_function`` polls): a payout's title, a "pass the device" screen's, the standings, or the
moves offered (``OFFERED``)."""


class GamePage:
    def __init__(self, page) -> None:
        self.page = page
        self.covers: list[str] = []  # the titles of the "pass the device" screens passed
        self.payouts: list[str] = []  # the titles of the payouts continued from
        self.outcomes: list[str] = []  # the secret choices' outcomes read and continued from (issue 47)

    def open(self, query: str = "") -> None:
        self.page.goto("/" + query)
        self.wait_ready()

    def wait_ready(self) -> None:
        self.page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS * shake_rate())

    def faster(self) -> None:
        box = self.page.locator("#fast")
        if not box.is_checked():
            box.check()

    def header(self, command: str) -> None:
        """A click on the header's ``[data-ui=command]`` (New game, How to play), through its Menu button where a
        small screen folds the header's controls behind it."""
        page = self.page
        menu = page.locator("[data-menu]")
        if menu.is_visible() and menu.get_attribute("aria-expanded") != "true":
            menu.click()
        page.click(f"header [data-ui={command}]")

    def open_form(self) -> None:
        """The new-game form, from the final standings or from the header."""
        page = self.page
        if page.locator("#end-dialog[open]").count():
            page.click("#end-dialog [data-ui=new-game]")
        if not page.locator("#new-game-dialog[open]").count():
            self.header("new-game")

    def start_from_form(
        self, kinds: list[str], seed: int | None = None, rules: str = "classic", force: str | None = None
    ) -> None:
        """A new game through the form; ``force``: Royale's tile beside casino 1 (a face, ``""`` for random)."""
        page = self.page
        self.open_form()
        page.select_option("select[name=rules]", rules)
        if force is not None:
            page.select_option("select[name=force]", force)
        page.select_option("select[name=players]", str(len(kinds)))
        for i, kind in enumerate(kinds):
            page.select_option(f"select[name=kind{i}]", kind)
        if seed is not None:
            page.fill("input[name=seed]", str(seed))
        page.click("[data-ui=start]")
        page.wait_for_selector("#new-game-dialog", state="hidden")

    def next_choice(self, timeout: float = 60_000) -> list[str] | None:
        """The actions offered now, waiting for some; ``None`` once the final standings show.

        A "pass the device" screen (R22) is passed by the player it names, and counted in ``covers``; a round's
        payout is continued from once shown, and its title kept in ``payouts``. What the page shows is read in one
        call (``SHOWN``): whole games make thousands of these reads, and each call to the page costs the suite CPU.
        """
        page = self.page
        while True:
            shown = page.evaluate(SHOWN, timeout)
            if shown is None:
                raise AssertionError("nothing to choose, nothing shown:\n" + self.describe())
            if shown["payout"] is not None:
                self.payouts.append(shown["payout"])
                page.click("dialog[open][data-testid=payout] [data-ui=skip-payout]")
                page.wait_for_selector("dialog[data-testid=payout]", state="hidden", timeout=timeout)
            elif shown["outcome"] is not None:  # a secret choice answered at one screen: read, then Continue
                self.outcomes.append(shown["outcome"])
                page.click("#board [data-testid=outcome] [data-ui=go-on]")
                page.wait_for_selector("#board [data-testid=outcome]", state="detached", timeout=timeout)
            elif shown["reveal"] is not None:
                self.covers.append(shown["reveal"])
                page.click("#board [data-ui=reveal]")
            else:
                return None if shown["over"] else shown["actions"]

    def describe(self) -> str:
        """What the page shows now, for a failure's message: open dialogs, notices, the connections to other
        devices, the board and the log's end."""
        return self.page.evaluate(
            """() => [
                "open dialogs: " + [...document.querySelectorAll("dialog[open]")].map((d) => d.id).join(", "),
                "notice: " + document.querySelector("#notice").innerText,
                "connections: " + [...document.querySelectorAll(".link-bar [data-state]")]
                    .map((e) => e.innerText).join("; "),
                "board: " + document.querySelector("#board").innerText.slice(0, 1500),
                "log: " + document.querySelector("#log").innerText.slice(-800),
            ].join("\\n")"""
        )

    def act(self, action: str) -> None:
        self.reach(action)
        self.page.locator(f"[data-action='{action}']").first.click(timeout=20_000)

    def reach(self, action: str, tap: bool = False) -> None:
        """Shows ``action`` if a first tap hides it: its casino (the ``[data-ui=choose]`` target whose
        ``data-choices`` list it), or BLACK BOX's tokens moved until the first pile is the split's."""
        page = self.page
        if page.locator(f"[data-action='{action}']").count():
            return
        press = (lambda target: target.tap(timeout=20_000)) if tap else (lambda target: target.click(timeout=20_000))
        if action.startswith("split "):
            wanted = action.split()[1:]
            for _ in range(7):
                if page.locator(f"[data-action='{action}']").count():
                    return
                first = page.eval_on_selector_all(".pile:first-child .token", "els => els.map(e => e.id)")
                second = page.eval_on_selector_all(".pile:last-child .token", "els => els.map(e => e.id)")
                kinds = {id_: page.get_attribute(f"#{id_}", "class").split("token-")[1] for id_ in first + second}
                have = [kinds[id_] for id_ in first]
                out = next((i for i in first if have.count(kinds[i]) > wanted.count(kinds[i])), None)
                into = next((i for i in second if have.count(kinds[i]) < wanted.count(kinds[i])), None)
                press(page.locator(f"#{out or into}"))
            return
        choose = page.evaluate(
            """(action) => {
                const target = [...document.querySelectorAll("[data-ui=choose][data-choices]")]
                    .find((el) => el.dataset.choices.split(",").includes(action));
                return target ? target.dataset.choose : null;
            }""",
            action,
        )
        if choose is not None:
            press(page.locator(f"[data-ui=choose][data-choose='{choose}']").first)
            page.locator(f"[data-action='{action}']").first.wait_for(timeout=20_000)

    def play_to_end(self, pick, limit: int = 2000) -> int:
        """Click through the game: ``pick(actions)`` chooses; returns the number of clicks."""
        clicks = 0
        while (actions := self.next_choice()) is not None:
            self.act(pick(actions))
            clicks += 1
            assert clicks < limit, "the game did not end"
        return clicks

    def shown_text(self) -> list[str]:
        """What a person sees or hears: the visible text's lines, the labels and titles, the page's title."""
        return self.page.evaluate(
            """() => [
                document.title,
                ...document.body.innerText.split("\\n"),
                ...[...document.querySelectorAll("[aria-label], [title]")].flatMap(
                    (el) => [el.getAttribute("aria-label"), el.getAttribute("title")]),
            ].filter((text) => text && text.trim()).map((text) => text.trim())"""
        )

    def save(self) -> str | None:
        return self.page.evaluate("localStorage.getItem('vegas.save')")

    def shot(self, name: str) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path
