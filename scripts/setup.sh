#!/usr/bin/env bash
# Sets up a fresh machine for playing and testing: Python tools in .venv, the npm runtime packages, the
# runtime, the game's wheel and the page's pinned wheels (requirements-page.txt) vendored into static/vendor,
# test wheels for Pyodide, and the three browser engines of the browser tests (Chromium, Firefox, WebKit).
# Safe to run again: each step only does what is missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt

npm ci --no-audit --no-fund --loglevel=error

.venv/bin/python scripts/vendor.py

# Pure-Python wheels that the engine tests need inside Pyodide (tests/pyodide/run.mjs).
.venv/bin/python -m pip download --quiet --disable-pip-version-check --only-binary=:all: \
  --python-version 3.14 --platform any --implementation py --abi none \
  -d .cache/pyodide-wheels -r requirements-pyodide.txt 2> >(grep -v "is ignored" >&2 || true)

# The browser engines of the browser tests, from Debian's packages (Playwright cannot download its own browsers
# here): Chromium; Firefox ESR, driven over WebDriver BiDi, which it serves itself; WebKitGTK's MiniBrowser with
# its WebDriver server, which needs a display: Xvfb (tests/browser/engines.py).
ENGINE_PACKAGES=()
[ -x /usr/bin/chromium ] || ENGINE_PACKAGES+=(chromium)
[ -x /usr/bin/firefox-esr ] || ENGINE_PACKAGES+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || ENGINE_PACKAGES+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || ENGINE_PACKAGES+=(xvfb)
if [ "${#ENGINE_PACKAGES[@]}" -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${ENGINE_PACKAGES[@]}" >/dev/null
fi
echo "setup done"
