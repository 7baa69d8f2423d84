"""The page's background work in slices (``vegas/ui/app/slices.py``): few switches of task for many small chunks,
and a switch after every chunk that alone fills a slice."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Generator

from tests.coroutines import run_coroutine
from vegas.ui.app.slices import TASK_SLICE, driven


def chunks(count: int, seconds: float) -> Generator[None, None, int]:
    for _ in range(count):
        if seconds:
            time.sleep(seconds)
        yield
    return count


async def switches_while(work: Generator[None, None, int]) -> tuple[int, int, float]:
    """The generator's result, how many times another task ran while it was driven, and the seconds it took."""
    ran = 0
    done = False

    async def other() -> None:
        nonlocal ran
        while not done:
            ran += 1
            await asyncio.sleep(0)

    watcher = asyncio.ensure_future(other())
    await asyncio.sleep(0)
    before, started = ran, time.perf_counter()
    result = await driven(work)
    seconds = time.perf_counter() - started
    done = True
    await watcher
    return result, ran - before, seconds


def test_many_small_chunks_take_few_tasks():
    result, switches, seconds = run_coroutine(switches_while(chunks(20_000, 0)))
    assert result == 20_000
    assert switches <= seconds / TASK_SLICE + 1  # a switch only once a slice is spent, however loaded the machine
    assert switches < 2_000  # a task per chunk was 20,000 switches: each costs the page far more than the chunk


def test_a_chunk_that_fills_a_slice_lets_the_page_breathe_after_it():
    result, switches, _ = run_coroutine(switches_while(chunks(5, TASK_SLICE * 1.1)))
    assert result == 5
    assert switches >= 5  # never more than about a slice and one chunk without the page
