"""Copy the runtime (Pyodide, PyScript) from node_modules into static/vendor and build the game's wheel.

Everything the page loads is served from the site itself: no CDN, ever (STACK.md).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENDOR = ROOT / "static" / "vendor"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def vendor_runtime() -> None:
    pyodide = ROOT / "node_modules" / "pyodide"
    pyscript = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    for target in ("pyodide", "pyscript"):
        shutil.rmtree(VENDOR / target, ignore_errors=True)
        (VENDOR / target).mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, VENDOR / "pyodide" / name)
    for source in pyscript.iterdir():
        if source.suffix in (".js", ".css"):
            shutil.copy2(source, VENDOR / "pyscript" / source.name)


def build_wheel() -> Path:
    """The ``vegas`` package as a pure-Python wheel, under a fixed name the page's config points at."""
    wheels = VENDOR / "wheels"
    shutil.rmtree(wheels, ignore_errors=True)
    wheels.mkdir(parents=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--disable-pip-version-check",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
    )
    built = next(wheels.glob("vegas-*.whl"))
    target = wheels / "vegas.whl"
    built.rename(target)
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    return target


if __name__ == "__main__":
    vendor_runtime()
    wheel = build_wheel()
    size = sum(f.stat().st_size for f in VENDOR.rglob("*") if f.is_file())
    print(f"vendored runtime and {wheel.name} into {VENDOR.relative_to(ROOT)} ({size / 1e6:.1f} MB)")
