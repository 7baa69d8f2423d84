"""The harness that seats the published ``lasvegas`` package's bots in our engine reads our positions as that
package does (tests/bench/published_bots.py ``check``). It runs only where the benchmark has installed the
package into ``.cache/bench-lasvegas``; the suite never installs it, so CI skips it.
"""

import subprocess
import sys

import pytest

from tests.bench.lasvegas_env import ROOT, THEIRS

THEIR_PYTHON = THEIRS / "bin" / "python"

pytestmark = pytest.mark.skipif(
    not THEIR_PYTHON.exists(), reason="the lasvegas package is not installed (tests/bench/published_bots.py does it)"
)


@pytest.mark.parametrize("players", [2, 4])
def test_the_package_env_built_from_our_state_agrees_with_our_engine(players: int) -> None:
    script = ROOT / "tests" / "bench" / "published_bots.py"
    command = [sys.executable, str(script), "check", "--games", "4", "--players", str(players)]
    out = subprocess.run(command, capture_output=True, text=True, check=True, timeout=300).stdout
    summary = out.strip().splitlines()[0]
    decisions = int(summary.split(": ")[1].split()[0])
    assert decisions > 50 and summary.endswith(": 0 disagreements"), out
