"""Copy the runtime (Pyodide, PyScript) from node_modules into static/vendor, build the game's wheel and copy
the wheels the page loads besides it (``requirements-page.txt``, as PyPI publishes them);
``scripts/compile_bytecode.mjs`` then adds bytecode to the wheels and to Pyodide's standard library.

Everything the page loads is served from the site itself: no CDN, ever (STACK.md).
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from icons import write_icons
from static_site import ON_DEMAND, write_precache

ROOT = Path(__file__).resolve().parents[1]
VENDOR = ROOT / "static" / "vendor"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
STDLIB = VENDOR / "pyodide" / "python_stdlib.zip"
"""Pyodide's standard library: copied from the npm package, then trimmed to the bytecode of the modules the page
imports (``add_bytecode``)."""
FULL_STDLIB = ROOT / ON_DEMAND / "python_stdlib.zip"
"""The whole standard library compiled the same way, fetched by the page only for a module the trimmed one
lacks (``scripts/stdlib_on_demand.py``)."""
WHEELS_STDLIB = ROOT / ON_DEMAND / "python_stdlib_wheels.zip"
"""The standard library's modules that only the page's other wheels import (segno's: email, http, urllib.request,
xml), compiled the same way and fetched with those wheels (``vegas/ui/link/qr_library.py``)."""
IMPORTED_AS = "/home/pyodide/vegas.whl"
"""Where the page puts the wheel and imports it from (``GAME`` in ``static/boot.mjs``)."""
PAGE_PINS = ROOT / "requirements-page.txt"
PAGE_DOWNLOADS = ROOT / ".cache" / "page-wheels"
PIN = re.compile(r"^([\w-]+)==(\S+) --hash=sha256:([0-9a-f]{64})$", re.MULTILINE)
PAGE_WHEELS = ROOT / ON_DEMAND
"""Where such wheels are published: fetched by the page only when first needed, not by a first visit."""
PAGE_WHEEL_AS = "/home/pyodide/{name}.whl"
"""Where the page puts such a wheel and imports it from (``SEGNO`` in ``vegas/ui/link/qr_library.py``)."""


PYSCRIPT_UNUSED = {"codemirror", "codemirror_commands", "codemirror_lang-python", "codemirror_language"}
PYSCRIPT_UNUSED |= {"codemirror_state", "codemirror_view", "mpy", "py", "pyodide_graph", "zip"}
"""Chunks (names without their content hash) of PyScript features the page never uses: the code editor,
the terminals, MicroPython, the package graph (only read when ``packages`` are configured) and the zip
reader (Pyodide unpacks the wheel itself). Everything else that ``core.js`` can import is vendored."""
IMPORTED = re.compile(r'(?:from|import)\s*\(?\s*"\./([\w.-]+\.js)"')


def _chunk_stem(name: str) -> str:
    """``core-C9KDLldu.js`` -> ``core``: the bundler appends a dash and an 8-character hash."""
    return name[: -len("-12345678.js")] if re.search(r"-[\w-]{8}\.js$", name) else name.removesuffix(".js")


def pyscript_files(dist: Path) -> list[str]:
    """``core.js``, ``core.css`` and every chunk they can import, except the unused features' chunks."""
    needed, todo = {"core.css"}, ["core.js"]
    while todo:
        name = todo.pop()
        if name in needed or _chunk_stem(name) in PYSCRIPT_UNUSED:
            continue
        needed.add(name)
        todo.extend(IMPORTED.findall((dist / name).read_text()))
    return sorted(needed)


def trimmed_lock(lock: dict) -> dict:
    """Pyodide's lock file without its packages: the site ships none of their wheels, so every entry
    would point at a file that is not there (the runtime still reads the file and checks ``info``)."""
    return {**lock, "packages": {}}


def vendor_runtime() -> None:
    pyodide = ROOT / "node_modules" / "pyodide"
    pyscript = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    for target in ("pyodide", "pyscript"):
        shutil.rmtree(VENDOR / target, ignore_errors=True)
        (VENDOR / target).mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, VENDOR / "pyodide" / name)
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    (VENDOR / "pyodide" / "pyodide-lock.json").write_text(json.dumps(trimmed_lock(lock), separators=(",", ":")))
    for name in pyscript_files(pyscript):
        shutil.copy2(pyscript / name, VENDOR / "pyscript" / name)
    shutil.rmtree(FULL_STDLIB.parent, ignore_errors=True)
    FULL_STDLIB.parent.mkdir(parents=True)


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


def vendor_page_wheels() -> list[Path]:
    """Each wheel of ``requirements-page.txt`` under a fixed name (``on-demand/segno.whl``), its bytes checked
    against the pin (before ``add_bytecode``); pip downloads the pinned files once into ``.cache/page-wheels`` (and
    checks them too)."""
    pins = PIN.findall(PAGE_PINS.read_text())
    if not all(_downloaded(*pin) for pin in pins):
        pip = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps"]
        subprocess.run([*pip, "--only-binary=:all:", "-d", str(PAGE_DOWNLOADS), "-r", str(PAGE_PINS)], check=True)
    vendored = []
    for name, version, digest in pins:
        found = _downloaded(name, version, digest)
        if found is None:
            raise SystemExit(f"no wheel of {name} {version} with the pinned digest in {PAGE_DOWNLOADS}")
        vendored.append(PAGE_WHEELS / f"{name}.whl")
        shutil.copyfile(found, vendored[-1])
    return vendored


def _downloaded(name: str, version: str, digest: str) -> Path | None:
    for path in PAGE_DOWNLOADS.glob(f"{name.replace('-', '_')}-{version}-*.whl"):
        if hashlib.sha256(path.read_bytes()).hexdigest() == digest:
            return path
    return None


def add_bytecode(game: Path, others: list[Path]) -> None:
    """Each module's bytecode in the wheels (instead of its source in the game's), the standard library trimmed
    to the bytecode of the modules the game imports, and those only the other wheels import apart."""
    compiler = ROOT / "scripts" / "compile_bytecode.mjs"
    pairs = [arg for wheel in others for arg in (str(wheel), PAGE_WHEEL_AS.format(name=wheel.stem))]
    libraries = [str(STDLIB), str(FULL_STDLIB), str(WHEELS_STDLIB)]
    subprocess.run(["node", str(compiler), str(game), IMPORTED_AS, *libraries, *pairs], check=True)


def write_stdlib_digest() -> None:
    """The standard library's digest beside it: a memory snapshot holds the zip's table of contents, so
    ``static/boot.mjs`` keys snapshots by it (with the wheel), and a new zip makes the old snapshot unusable."""
    digest = hashlib.sha256(STDLIB.read_bytes()).hexdigest()
    STDLIB.with_name(STDLIB.name + ".sha256").write_text(digest + "\n")


if __name__ == "__main__":
    vendor_runtime()
    wheel = build_wheel()
    others = vendor_page_wheels()
    add_bytecode(wheel, others)
    write_stdlib_digest()
    write_icons(VENDOR / "icons")
    write_precache(ROOT)
    size = sum(f.stat().st_size for f in VENDOR.rglob("*") if f.is_file())
    names = ", ".join(path.name for path in [wheel, *others])
    print(f"vendored runtime and {names} into {VENDOR.relative_to(ROOT)} ({size / 1e6:.1f} MB)")
