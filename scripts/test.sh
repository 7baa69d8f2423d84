#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and runs every test: lint, the engine and CLI under CPython,
# the engine again inside Pyodide under Node, and the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

.venv/bin/ruff check vegas tests scripts static
.venv/bin/mypy

mkdir -p artifacts
echo "== engine inside Pyodide (Node) =="
VEGAS_INVARIANT_GAMES=${VEGAS_PYODIDE_INVARIANT_GAMES:-50} node tests/pyodide/run.mjs tests/engine

echo "== all tests under CPython =="
VEGAS_FUZZ_EXAMPLES=${VEGAS_FUZZ_EXAMPLES:-2000} .venv/bin/python -m pytest -n 2 --dist loadgroup "$@"
