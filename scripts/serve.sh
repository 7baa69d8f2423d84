#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and serves the game on http://127.0.0.1:${PORT:-8000}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python scripts/serve.py --port "${PORT:-8000}"
