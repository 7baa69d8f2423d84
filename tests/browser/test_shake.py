"""The shaken suite's switch (``VEGAS_CPU_THROTTLE``, issue 53): a slowdown factor, or a clear refusal."""

from __future__ import annotations

import pytest

from .conftest import SHAKE_KEY, shake_rate


@pytest.mark.parametrize("said, rate", [("", 1.0), (" ", 1.0), ("1", 1.0), ("4", 4.0), ("2.5", 2.5), ("100", 100.0)])
def test_the_slowdown_is_read_from_the_environment(monkeypatch, said, rate):
    monkeypatch.setenv(SHAKE_KEY, said)
    assert shake_rate() == rate


def test_no_slowdown_when_the_variable_is_unset(monkeypatch):
    monkeypatch.delenv(SHAKE_KEY, raising=False)
    assert shake_rate() == 1.0


@pytest.mark.parametrize("said", ["four", "0.5", "0", "-4", "101", "nan", "inf"])
def test_a_slowdown_that_is_no_factor_is_refused_with_a_message(monkeypatch, said):
    monkeypatch.setenv(SHAKE_KEY, said)
    with pytest.raises(pytest.UsageError, match=f"{SHAKE_KEY}=.*a slowdown factor from 1 to 100"):
        shake_rate()
