"""The published ``lasvegas`` package (PyPI), for the benchmarks that compare with it: a virtual environment
of its own in ``.cache/bench-lasvegas``, made on first use. The package is not a dependency of the project
(nor is numpy, which it needs); the test suite never installs it.
"""

from __future__ import annotations

import subprocess
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
THEIRS = ROOT / ".cache" / "bench-lasvegas"
LASVEGAS = "lasvegas==0.2.0"


def their_python() -> Path:
    """The interpreter of a virtual environment holding the published package (made on first use)."""
    python = THEIRS / "bin" / "python"
    if not python.exists():
        print(f"installing {LASVEGAS} into {THEIRS.relative_to(ROOT)} (once) …", flush=True)
        venv.create(THEIRS, with_pip=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", LASVEGAS], check=True)
    return python
