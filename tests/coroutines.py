"""Running a coroutine to its end from a test, whatever the test before left behind."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any


def run_coroutine(coroutine: Any) -> Any:
    """Its result, run to the end in a thread of its own: under pytest-xdist a browser test before may have left
    this thread's event loop running (Playwright's sync API does), and ``asyncio.run`` refuses to start there."""
    with ThreadPoolExecutor(max_workers=1) as thread:
        return thread.submit(asyncio.run, coroutine).result()
