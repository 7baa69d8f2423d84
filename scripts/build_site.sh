#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and builds the folder GitHub Pages publishes, _site/ (or the folder given):
# exactly the files the page needs, with the service worker's precache list for them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python scripts/static_site.py "${1:-_site}"
