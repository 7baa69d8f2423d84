"""What the site tests that run the page's JavaScript modules under Node share: where the setup's Pyodide is,
and one run of a script whose module addresses are filled in."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
NEEDS_NODE = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js runs the page's modules here")
NEEDS_PYODIDE = pytest.mark.skipif(
    shutil.which("node") is None or not PYODIDE.exists(), reason="Node.js and the setup's Pyodide run this"
)


def node_result(folder: Path, script: str, modules: dict[str, Path]) -> dict:
    """The JSON that ``script`` prints last, run by Node from ``folder``, with each name in ``modules``
    replaced by that module's address."""
    for name, path in modules.items():
        script = script.replace(name, json.dumps(path.as_uri()))
    path = folder / "check.mjs"
    path.write_text(script)
    run = subprocess.run(["node", str(path)], capture_output=True, text=True, timeout=120, check=True)
    return json.loads(run.stdout.strip().splitlines()[-1])
