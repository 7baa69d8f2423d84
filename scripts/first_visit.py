"""What a first visit transfers, file by file, computed from the files on disk: ours (every published file the
page or its service worker downloads; on-demand files only when first used) beside a bare page that boots the
same Pyodide as published. No browser and no timing: a figure that a test can hold to a budget.

    .venv/bin/python scripts/first_visit.py [--root DIR] [--check]

"Transferred" is a response's body as GitHub Pages sends it: gzip (level 6, what its servers use by default)
for the types it compresses, the file as it is otherwise. GitHub Pages compresses text (HTML, CSS, JavaScript,
JSON, SVG, TOML, the manifest) and WebAssembly (``application/wasm``); it sends zip files, wheels and PNG images
as they are (already compressed). Headers are left out (some 300 bytes a response, on both pages alike). A file
the page loads and the service worker then caches is counted once: the worker's second request revalidates
(``cache: "no-cache"``) and the host answers 304 with no body.

``--check`` exits non-zero when ours is over the budget in ``scripts/first_visit_budget.json`` (the test
``tests/site/test_first_visit.py`` does the same).
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path

from static_site import ON_DEMAND, ROOT, site_files

BUDGET = Path(__file__).with_name("first_visit_budget.json")
COMPRESSED = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".toml", ".webmanifest", ".txt", ".py", ".wasm"}
"""The types GitHub Pages sends gzipped (by extension: the type it serves each with)."""
PYODIDE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""What a bare page's ``loadPyodide()`` downloads, all of it from the npm package as published."""
BARE_PAGE = "bare.html"


def transferred(path: Path) -> int:
    data = path.read_bytes()
    return len(gzip.compress(data, compresslevel=6, mtime=0)) if path.suffix in COMPRESSED else len(data)


def ours(root: Path = ROOT) -> dict[str, int]:
    """Each file a first visit of the site in ``root`` transfers (a checkout after setup, or a built site)."""
    return {name: transferred(root / name) for name in site_files(root) if not name.startswith(ON_DEMAND)}


def bare(pyodide: Path = ROOT / "node_modules" / "pyodide") -> dict[str, int]:
    """A page holding one module script that calls ``loadPyodide`` and runs one line, and what it loads."""
    page = '<!doctype html><script type="module">import { loadPyodide } from "./pyodide.mjs";\n'
    page += 'const pyodide = await loadPyodide(); pyodide.runPython("6 * 7");</script>\n'
    found = {BARE_PAGE: len(gzip.compress(page.encode(), compresslevel=6, mtime=0))}
    return found | {name: transferred(pyodide / name) for name in PYODIDE}


def budget() -> int:
    return int(json.loads(BUDGET.read_text())["first_visit_bytes"])


def report(mine: dict[str, int], theirs: dict[str, int]) -> str:
    lines = [f"{'ours':58}{'bytes':>11}"]
    lines += [f"  {name:56}{size:11,}" for name, size in sorted(mine.items(), key=lambda item: -item[1])]
    lines.append(f"{'bare Pyodide page':58}")
    lines += [f"  {name:56}{size:11,}" for name, size in sorted(theirs.items(), key=lambda item: -item[1])]
    total, bare_total = sum(mine.values()), sum(theirs.values())
    lines.append(f"first visit: ours {total:,} bytes, bare {bare_total:,} bytes, ours/bare {total / bare_total:.3f}")
    lines.append(f"budget: {budget():,} bytes")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="a checkout after setup, or a built site")
    parser.add_argument("--check", action="store_true", help="fail when ours is over the budget")
    args = parser.parse_args()
    mine = ours(args.root.resolve())
    print(report(mine, bare()))
    if args.check and sum(mine.values()) > budget():
        sys.exit(f"the first visit transfers {sum(mine.values()):,} bytes, over the budget of {budget():,}")


if __name__ == "__main__":
    main()
