#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and runs every test: lint, the engine and CLI under CPython,
# the engine again inside Pyodide under Node, and the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

.venv/bin/ruff check vegas tests scripts static
.venv/bin/mypy

mkdir -p artifacts
# The engine inside Pyodide under Node runs beside the tests under CPython: it is one process for a minute and a
# half, which alone would leave a core idle. Its output is printed once both are done.
echo "== engine inside Pyodide (Node), in the background: artifacts/pyodide.log =="
VEGAS_INVARIANT_GAMES=${VEGAS_PYODIDE_INVARIANT_GAMES:-50} node tests/pyodide/run.mjs tests/engine tests/games \
  > artifacts/pyodide.log 2>&1 &
pyodide=$!

echo "== all tests under CPython =="
# A test whose Chromium tab died under it ("Target crashed", "Page crashed": the renderer process ended, which
# no page can cause to be reported) runs once more, in a browser launched anew, listed as RERUN with the
# machine's state and Chromium's last words (tests/browser/conftest.py); CI saw such crashes that no run on a
# development machine has shown. Any other failure fails at once.
status=0
VEGAS_FUZZ_EXAMPLES=${VEGAS_FUZZ_EXAMPLES:-2000} .venv/bin/python -m pytest -n 2 --dist loadgroup --durations=15 \
  --reruns 1 --only-rerun "(Target|Page) crashed" "$@" || status=$?

echo "== engine inside Pyodide (Node): the end of artifacts/pyodide.log =="
pyodide_status=0
wait "$pyodide" || pyodide_status=$?
if [ "$pyodide_status" -ne 0 ]; then
  cat artifacts/pyodide.log
  echo "the engine's tests inside Pyodide failed (exit $pyodide_status)"
  status=1
else
  tail -n 3 artifacts/pyodide.log
fi
exit "$status"
