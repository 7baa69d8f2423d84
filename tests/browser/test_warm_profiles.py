"""The warm profiles most browser tests run in (``RelaunchingBrowser.warm_profile``, tests/browser/conftest.py): a
page in one boots from the memory snapshot, and what one test wrote is gone for the next test in the same profile,
but the snapshot (and the service worker, where one is allowed)."""

from __future__ import annotations

import pytest

from .conftest import READY_TIMEOUT_MS, for_tests
from .test_snapshot import BOOT, SNAPSHOTS

PHONE = {"viewport": {"width": 390, "height": 844}, "locale": "en-US", "has_touch": True}

WRITE = """async () => {
    localStorage.setItem("vegas.probe", "left behind");
    await new Promise((resolve, reject) => {
        const opening = indexedDB.open("vegas-probe", 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore("probe");
        opening.onsuccess = () => { opening.result.close(); resolve(); };
        opening.onerror = () => reject(opening.error);
    });
}"""

LEFT = """async () => ({
    local: localStorage.getItem("vegas.probe"),
    database: (await indexedDB.databases()).some((database) => database.name === "vegas-probe"),
})"""


def opened(context, site: str):
    page = for_tests(context.new_page())
    page.goto(site + "/?players=2")
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    return page


CONTROLLED = "navigator.serviceWorker.controller !== null"


@pytest.mark.parametrize("service_workers", ["block", "allow"])
def test_a_warm_profile_boots_from_its_snapshot_and_keeps_nothing_else_from_one_test_to_the_next(
    browser, site, service_workers
):
    options = {**PHONE, "service_workers": service_workers}
    with browser.warm_profile(base_url=site, **options) as context:
        assert context.warm
        page = opened(context, site)
        assert page.evaluate(BOOT) == "snapshot"
        snapshots = page.evaluate(SNAPSHOTS)
        assert len(snapshots) == 1
        page.evaluate(WRITE)
        context.grant_permissions(["clipboard-read"])
        assert page.evaluate(LEFT) == {"local": "left behind", "database": True}
        first = context
    with browser.warm_profile(base_url=site, **options) as context:
        assert context is first  # kept for the next test with the same options
        assert not context.pages
        page = opened(context, site)
        assert page.evaluate(BOOT) == "snapshot"
        assert page.evaluate(SNAPSHOTS) == snapshots
        assert page.evaluate(LEFT) == {"local": None, "database": False}
        assert page.evaluate(CONTROLLED) is (service_workers == "allow")  # a returning player's worker serves it
        assert page.evaluate("navigator.permissions.query({name: 'clipboard-read'}).then((s) => s.state)") != "granted"


def test_two_warm_profiles_open_at_once_are_both_kept_for_the_next_tests(browser, site):
    options = {**PHONE, "service_workers": "block"}
    with browser.warm_profile(base_url=site, **options) as one, browser.warm_profile(base_url=site, **options) as two:
        assert one is not two
    with (
        browser.warm_profile(base_url=site, **options) as three,
        browser.warm_profile(base_url=site, **options) as four,
    ):
        assert {id(three), id(four)} == {id(one), id(two)}


def test_a_warm_profile_whose_snapshot_a_page_deleted_is_not_used_again(browser, site):
    """As static/boot.mjs deletes a snapshot that would not restore: the next test would boot as a first visit,
    with a snapshot made in a worker beside its clicks."""
    options = {**PHONE, "service_workers": "block"}
    with browser.warm_profile(base_url=site, **options) as context:
        page = opened(context, site)
        page.evaluate("caches.delete('snapshot-pyodide')")
        spoiled = context
    with browser.warm_profile(base_url=site, **options) as context:
        assert context is not spoiled
        assert opened(context, site).evaluate(BOOT) == "snapshot"
