"""Benchmark: Lighthouse's audit of a first visit, ours beside a bare page that boots the same Pyodide as
published, both served gzipped from one server as ``slow_network.py`` serves them. Figures and ratios only,
never assertions; not part of the suite, and the setup does not install Lighthouse.

    .venv/bin/python tests/bench/lighthouse.py [--repeats 1] [--preset mobile --preset desktop] [--devtools]

The first run installs Lighthouse 12.2.3 from the npm registry into ``.cache/bench-lighthouse`` (``npm ci`` of
the ``package.json`` and lock file in ``tests/bench/lighthouse-npm/``; Lighthouse 13 wants Node 22, this
machine has 20). Lighthouse drives Debian's Chromium (``CHROME_PATH=/usr/bin/chromium``) headless with its
presets: ``mobile`` (its default: a 412x823 phone, slow 4G and the CPU 4x slower, simulated) and ``desktop``
(1350x940, a fast connection, simulated). Simulated ("Lantern") times are estimated from a load over loopback and
can be impossible: its mobile time to interactive for the bare page comes out under the time its 6.4 MB take at
the simulated 1.6 Mbit/s, as if Python could answer before Pyodide had arrived. ``--devtools`` has Chromium
apply the preset's network and CPU throttling while the page loads instead (Lighthouse's
``--throttling-method=devtools``, as ``slow_network.py`` does; the desktop preset then throttles nothing):
slower to run, every time observed. The pages' own marks (``ready``) are printed beside Lighthouse's time to
interactive: observed, so throttled only with ``--devtools``. One page at a time: Lighthouse loads the CPU
heavily, so nothing else of ours should run beside it, and on a shared machine its times still move with the
load.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).parent))
from slow_network import gzip_server, site_beside_bare  # noqa: E402

PINNED = Path(__file__).parent / "lighthouse-npm"
INSTALLED = ROOT / ".cache" / "bench-lighthouse"
CHROMIUM = "/usr/bin/chromium"
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking"
MAX_WAIT_MS = 300_000
"""Lighthouse's own 45 s wait for the load to settle is shorter than a throttled first visit of either page."""

PAGES = {"ours": "/", "bare": "/bench-bare.html"}
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")

# (label, how to read it from a report, how to print it)
FIGURES = (
    ("transferred", lambda report: _value(report, "total-byte-weight"), "{:,.0f} B"),
    ("ready (user timing)", lambda report: _ready(report) / 1000, "{:.1f} s"),
    ("time to interactive", lambda report: _value(report, "interactive") / 1000, "{:.1f} s"),
    ("performance", lambda report: _score(report, "performance"), "{:.0f}"),
    ("CLS", lambda report: _value(report, "cumulative-layout-shift"), "{:.3f}"),
    ("LCP", lambda report: _value(report, "largest-contentful-paint") / 1000, "{:.1f} s"),
    ("TBT", lambda report: _value(report, "total-blocking-time"), "{:,.0f} ms"),
    ("accessibility", lambda report: _score(report, "accessibility"), "{:.0f}"),
    ("best practices", lambda report: _score(report, "best-practices"), "{:.0f}"),
    ("SEO", lambda report: _score(report, "seo"), "{:.0f}"),
)


def _value(report: dict, audit_id: str) -> float:
    """An audit's figure, or NaN when Lighthouse could not compute it (``warnings`` says why)."""
    return float(report["audits"][audit_id].get("numericValue", float("nan")))


def _ready(report: dict) -> float:
    """When the game was ready (``vegas:ready``) or the bare page's Python answered (``bare:ready``), as the
    page marked it: observed, never simulated. Lighthouse's time to interactive is another thing: the first
    quiet five seconds, which the bare page has while its two big downloads stream, before Python exists."""
    items = report["audits"]["user-timings"].get("details", {}).get("items", [])
    marks = [item["startTime"] for item in items if item["name"] in ("vegas:ready", "bare:ready")]
    return float(marks[0]) if marks else float("nan")


def _score(report: dict, category: str) -> float:
    score = report["categories"][category]["score"]
    return float("nan") if score is None else 100 * score


def lighthouse() -> Path:
    """Lighthouse's command line, installed from the lock file once (again when the lock file changes)."""
    cli = INSTALLED / "node_modules" / "lighthouse" / "cli" / "index.js"
    lock = PINNED / "package-lock.json"
    kept = INSTALLED / "package-lock.json"
    if not (cli.is_file() and kept.is_file() and kept.read_bytes() == lock.read_bytes()):
        if shutil.which("npm") is None:
            sys.exit("lighthouse.py needs Node.js and npm (the setup's `npm ci` uses them too)")
        print(f"installing Lighthouse into {INSTALLED.relative_to(ROOT)} (once) …", flush=True)
        INSTALLED.mkdir(parents=True, exist_ok=True)
        shutil.copy2(PINNED / "package.json", INSTALLED / "package.json")
        shutil.copy2(lock, kept)
        subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=INSTALLED, check=True)
    return cli


def audit(cli: Path, url: str, preset: str, devtools: bool = False) -> dict:
    """One Lighthouse run (a new Chromium profile, storage cleared: a cold first visit) and its JSON report."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "report.json"
        command = ["node", str(cli), url, "--output=json", f"--output-path={out}", "--quiet"]
        command += [f"--chrome-flags={CHROME_FLAGS}", f"--only-categories={','.join(CATEGORIES)}"]
        command += [f"--max-wait-for-load={MAX_WAIT_MS}"]
        if preset == "desktop":
            command.append("--preset=desktop")
        if devtools:
            command.append("--throttling-method=devtools")
        ran = subprocess.run(command, env={**os.environ, "CHROME_PATH": CHROMIUM})
        report = json.loads(out.read_text()) if out.is_file() else {}
    # (a page that paints nothing, for one, ends the run: Lighthouse measures nothing without a first paint)
    if report.get("runtimeError") or ran.returncode or not report:
        problem = report.get("runtimeError", {}).get("message", f"exit status {ran.returncode}, no report")
        sys.exit(f"Lighthouse failed on {url}: {problem}")
    return report


def warnings(report: dict) -> list[str]:
    """What Lighthouse says went wrong with the run itself (a page that never settled, for one), and why a
    figure of ours is missing."""
    found = [str(warning) for warning in report.get("runWarnings", [])]
    for audit_id in ("total-byte-weight", "interactive", "cumulative-layout-shift", "largest-contentful-paint"):
        if "numericValue" not in report["audits"][audit_id]:
            found.append(f"{audit_id}: {report['audits'][audit_id].get('errorMessage', 'no figure')}")
    return found


def failed_audits(report: dict) -> list[str]:
    """The audits of the four categories that did not pass, for reading what is ours to fix."""
    found = []
    for category in CATEGORIES:
        for ref in report["categories"][category]["auditRefs"]:
            result = report["audits"][ref["id"]]
            if result["score"] is not None and result["score"] < 0.9 and result["scoreDisplayMode"] != "informative":
                found.append(f"{category}: {ref['id']} ({result['score']}) {result.get('displayValue', '')}".rstrip())
    return found


def print_table(preset: str, figures: dict[str, list[list[float]]], repeats: int, method: str) -> None:
    print(f"\nLighthouse 12.2.3, {preset} preset, {method} throttling; medians of {repeats}")
    print(f"{'':22}{'ours':>14}{'bare':>14}{'ours/bare':>11}")
    for index, (label, _read, form) in enumerate(FIGURES):
        ours = statistics.median(run[index] for run in figures["ours"])
        bare = statistics.median(run[index] for run in figures["bare"])
        ratio = f"{ours / bare:.2f}x" if bare else "-"
        print(f"{label:22}{form.format(ours):>14}{form.format(bare):>14}{ratio:>11}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--preset", action="append", choices=("mobile", "desktop"), help="default: both")
    parser.add_argument("--devtools", action="store_true", help="throttle while loading instead of simulating")
    parser.add_argument("--save", type=Path, help="keep every JSON report in this folder")
    args = parser.parse_args()
    cli = lighthouse()
    presets = args.preset or ["mobile", "desktop"]
    with site_beside_bare() as root, gzip_server(root) as origin:
        for preset in presets:
            figures: dict[str, list[list[float]]] = {"ours": [], "bare": []}
            for repeat in range(args.repeats):
                for name in PAGES if repeat % 2 == 0 else reversed(PAGES):
                    report = audit(cli, origin + PAGES[name], preset, args.devtools)
                    figures[name].append([read(report) for _label, read, _form in FIGURES])
                    shown = ", ".join(
                        f"{label} {form.format(value)}"
                        for (label, _r, form), value in zip(FIGURES, figures[name][-1], strict=True)
                    )
                    print(f"  {preset} {name} #{repeat + 1}: {shown}", flush=True)
                    for line in warnings(report) + (failed_audits(report) if repeat == 0 else []):
                        print(f"    {line}", flush=True)
                    if args.save:
                        args.save.mkdir(parents=True, exist_ok=True)
                        (args.save / f"{preset}-{name}-{repeat + 1}.json").write_text(json.dumps(report))
            print_table(preset, figures, args.repeats, "devtools" if args.devtools else "simulated")


if __name__ == "__main__":
    main()
