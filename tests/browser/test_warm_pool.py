"""The bookkeeping of the warm profiles (``RelaunchingBrowser.warm_profile``, tests/browser/conftest.py) after a
crash, a first visit that kept no snapshot, a warm-up that failed, and more idle profiles than are kept: checked on
a browser that only records what is asked of it, since a real one cannot be made to skip its snapshot or crash on
cue."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import IDLE_PROFILES, SNAPSHOTS_KEPT, relaunching

SITE = "http://127.0.0.1:1"


class RecordedPage:
    def __init__(self, context: RecordedContext) -> None:
        self.context = context

    def goto(self, url: str) -> None:
        self.context.visits.append(url)

    def wait_for_selector(self, selector: str, **options: Any) -> None:
        if self.context.browser.snapshot is None:
            raise TimeoutError(f"{selector} never came")

    def evaluate(self, expression: str) -> str | int | None:
        if expression == SNAPSHOTS_KEPT:
            return 1
        return self.context.browser.snapshot

    def on(self, event: str, handler: Any) -> None:
        pass

    def close(self) -> None:
        self.context.pages.remove(self)


class RecordedSession:
    def send(self, method: str, params: dict[str, Any]) -> None:
        pass


class RecordedContext:
    def __init__(self, browser: RecordedBrowser) -> None:
        self.browser = browser
        self.pages: list[RecordedPage] = []
        self.visits: list[str] = []
        self.closed = False

    def new_page(self) -> RecordedPage:
        page = RecordedPage(self)
        self.pages.append(page)
        return page

    def route(self, pattern: str, handler: Any) -> None:
        pass

    def unroute_all(self, behavior: str) -> None:
        pass

    def clear_permissions(self) -> None:
        pass

    def clear_cookies(self) -> None:
        pass

    def new_cdp_session(self, page: RecordedPage) -> RecordedSession:
        return RecordedSession()

    def close(self) -> None:
        self.closed = True


class RecordedBrowser:
    """A browser whose first visits leave ``snapshot`` in ``<html data-snapshot>`` (``None``: never say)."""

    def __init__(self, snapshot: str | None = "kept") -> None:
        self.snapshot = snapshot
        self.contexts: list[RecordedContext] = []

    def new_context(self, **options: Any) -> RecordedContext:
        context = RecordedContext(self)
        self.contexts.append(context)
        return context

    def close(self) -> None:
        pass


def test_after_a_crash_the_warm_profiles_come_from_the_relaunched_browser():
    launched: list[RecordedBrowser] = []

    def launch() -> RecordedBrowser:
        launched.append(RecordedBrowser())
        return launched[-1]

    with relaunching(launch) as browser:
        with browser.warm_profile(base_url=SITE) as before:
            assert before.browser is launched[0]
        browser.crashed = True  # as pytest_runtest_makereport marks it
        with browser.warm_profile(base_url=SITE) as after:
            assert len(launched) == 2
            assert after.browser is launched[1], "a profile of the browser left behind after a crash"


def test_options_whose_first_visit_kept_no_snapshot_are_warmed_up_once():
    recorded = RecordedBrowser("skipped")
    with relaunching(lambda: recorded) as browser:
        for _ in range(3):
            with browser.warm_profile(base_url=SITE) as context:
                assert not context.warm
                assert not context.visits  # the test's profile is empty
    assert sum(len(context.visits) for context in recorded.contexts) == 1, "a first visit for each test, thrown away"
    assert all(context.closed for context in recorded.contexts)


def test_a_warm_up_that_fails_leaves_no_profile_open():
    recorded = RecordedBrowser(None)
    with relaunching(lambda: recorded) as browser, pytest.raises(TimeoutError), browser.warm_profile(base_url=SITE):
        pass
    assert [context.closed for context in recorded.contexts] == [True]


def test_the_profiles_idle_longest_are_closed_beyond_the_few_kept():
    recorded = RecordedBrowser()
    sizes = [{"base_url": SITE, "viewport": {"width": 300 + size, "height": 600}} for size in range(IDLE_PROFILES + 2)]
    with relaunching(lambda: recorded) as browser:
        for options in sizes:
            with browser.warm_profile(**options):
                pass
        assert [context.closed for context in recorded.contexts] == [True, True] + [False] * IDLE_PROFILES
        with browser.warm_profile(**sizes[-1]) as context:
            assert context is recorded.contexts[-1]  # the one idle least long is still there
        with browser.warm_profile(**sizes[0]) as context:
            assert context is recorded.contexts[-1] and len(recorded.contexts) == IDLE_PROFILES + 3  # made again
