"""The QR codes of play-across-devices links in the page: segno's wheel is fetched only once an invitation is made
or opened, never at start nor by the service worker's install, and kept by the worker once fetched, for offline;
the host's invitation and the friend's answer each show a labelled QR image (what it draws is checked in
tests/ui/test_qr.py)."""

from __future__ import annotations

import pytest
import static_site  # noqa: E402  (conftest puts scripts/ on sys.path)

from .conftest import CHROMIUM, NO_PAUSES, NO_SNAPSHOTS, GamePage, PageProblems, Serving, relaunching
from .test_friends import devices, host_invites
from .test_peer import ARGS

SEGNO_FETCHES = "performance.getEntriesByType('resource').filter(e => e.name.endsWith('/segno.whl')).length"
FULL_LIBRARY_FETCHES = (
    "performance.getEntriesByType('resource').filter(e => e.name.endsWith('/on-demand/python_stdlib.zip')).length"
)
HOST_QR = "#link-dialog [data-seat='1'] .qr[role=img] svg path"
KEPT = (
    "Promise.all(['on-demand/segno.whl', 'on-demand/python_stdlib_wheels.zip']"
    ".map(name => caches.match(new URL(name, document.baseURI).href).then(Boolean)))"
)


@pytest.fixture(scope="module")
def rtc_browser(playwright):
    """Chromium as tests/browser/test_friends.py launches it: WebRTC on loopback."""
    with relaunching(lambda: playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)) as browser:
        yield browser


def test_segno_is_fetched_only_once_a_link_is_made_or_opened_and_both_sides_show_its_code(rtc_browser, site):
    with devices(rtc_browser, site, 2) as (host, friend):
        host_invites(host, ["human", "friend"])
        assert host.page.evaluate(SEGNO_FETCHES) == 0  # started and showing the invitations: not yet
        host.page.click("#link-dialog [data-ui=invite][data-seat='1']")
        host.page.locator(HOST_QR).first.wait_for(timeout=30_000)
        image = host.page.locator("#link-dialog [data-seat='1'] .qr")
        assert (image.get_attribute("aria-label") or "").startswith("The invitation for ")
        assert host.page.evaluate(SEGNO_FETCHES) == 1
        assert host.page.evaluate(FULL_LIBRARY_FETCHES) == 0  # segno's part of the library was enough
        link = host.page.input_value("#link-dialog [data-seat='1'] [data-testid=invite-link]")
        friend.page.goto(link)
        friend.wait_ready()
        friend.page.locator("#link-dialog .qr[role=img] svg path").first.wait_for(timeout=30_000)
        assert friend.page.get_attribute("#link-dialog .qr", "aria-label") == "The answer code as a QR code"
        assert friend.page.evaluate(SEGNO_FETCHES) == 1
        box = image.bounding_box()
        assert box is not None and box["width"] == box["height"] > 150  # sized by static/style.css


def test_offline_an_invitation_has_no_qr_code_until_one_was_drawn_online_and_the_worker_kept_it(rtc_browser, tmp_path):
    """A first visit does not download the QR codes' library: offline before any code was drawn, the invitation is
    made with its link and a note instead of the picture; online again the next one draws it, and the service worker
    keeps the wheel and its part of the standard library for the offline visits after."""
    site = tmp_path / "_site"
    static_site.build(site)  # as published: the service worker's list matches every file
    serving = Serving(site)
    port = serving.server.server_address[1]
    problems = PageProblems()
    context = rtc_browser.new_context(base_url=serving.url, viewport={"width": 1280, "height": 800}, locale="en-US")
    try:
        problems.keep_to(context, serving.url)
        context.add_init_script(NO_PAUSES)
        context.add_init_script(NO_SNAPSHOTS)
        first = context.new_page()
        problems.watch(first)
        GamePage(first).open()
        first.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)  # its cache is full
        assert first.evaluate(KEPT) == [False, False]
        serving.stop()
        first.close()
        page = context.new_page()
        problems.watch(page)
        host = GamePage(page)
        host.open()
        host.start_from_form(["human", "friend"])
        page.click("#link-dialog [data-ui=invite][data-seat='1']")
        page.locator("#link-dialog [data-seat='1'] [data-testid=qr-missing]").wait_for(timeout=30_000)
        assert page.input_value("#link-dialog [data-seat='1'] [data-testid=invite-link]").startswith(serving.url)
        # the two fetches that failed offline (the wheel, its part of the library): the only errors allowed here
        assert problems.errors == ["Failed to load resource: net::ERR_FAILED"] * 2, problems.errors
        problems.errors.clear()
        serving = Serving(site, port)  # online again
        page.click("#link-dialog [data-ui=invite][data-seat='1']")
        page.locator(HOST_QR).first.wait_for(timeout=30_000)
        page.wait_for_function(KEPT + ".then(kept => kept.every(Boolean))", timeout=30_000)
    finally:
        context.close()
        serving.stop()
    problems.check()
