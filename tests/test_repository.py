"""The repository stands on its own: no tracked file points to a path outside it."""

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

OUTSIDE = [
    r"\.\./shared",  # the specification used to live beside the repository; it is docs/rules.md now
    r"RULES\.md",  # its old name: the rulings are cited as docs/rules.md, R1 … R33
    r"seeds/0[0-9]{2}_",  # the rulebooks' transcriptions, which the repository does not hold
    r"/work/",
    r"STYLE (habit|\.md)|STYLE\.md",  # the style notes beside the repository: habits are in docs/architecture.md
]


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(), reason="needs a git checkout")
@pytest.mark.parametrize("pattern", OUTSIDE)
def test_no_tracked_file_names_a_path_outside_the_repository(pattern):
    found = subprocess.run(
        ["git", "grep", "-n", "-E", pattern, "--", ".", ":!tests/test_repository.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert found.returncode in (0, 1), found.stderr  # 1: nothing found
    assert found.stdout == "", f"paths outside the repository:\n{found.stdout}"
