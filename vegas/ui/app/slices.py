"""Background work in the page (a computer seat's decision, the coach's hints, a game's review) run in tasks of
about ``TASK_SLICE`` each: between them the page draws and takes taps.

A generator's chunks are fine-grained (a settled outcome, a playout, a solved position), and a task for each one
cost more than the work: one ``medium`` decision in Knizia's dice-duel game yields 7,362 times, and under the
shake (Chromium at a quarter of its speed, docs/testing.md) each switch of task cost about 4 ms, so that decision
took 35 s, of which 5 s of work. A slice of 12 ms keeps every task far from a long one (50 ms) on any device, as
the time is the device's own, while the switches become a few per frame."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Generator
from typing import TypeVar

TASK_SLICE = 0.012
"""Seconds of chunks run in one task before the page is let to breathe."""

T = TypeVar("T")


class Slice:
    """The time since the current task's work began, against ``TASK_SLICE``."""

    def __init__(self) -> None:
        self.started = time.perf_counter()

    def over(self) -> bool:
        return time.perf_counter() - self.started >= TASK_SLICE

    def restart(self) -> None:
        self.started = time.perf_counter()


async def driven(steps: Generator[None, None, T]) -> T:
    """Run a generator of work to its end in slices, letting the page breathe between them."""
    task = Slice()
    while True:
        try:
            next(steps)
        except StopIteration as done:
            result: T = done.value
            return result
        if task.over():
            await asyncio.sleep(0)
            task.restart()
