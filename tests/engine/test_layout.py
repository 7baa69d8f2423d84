"""The package's layout stays readable (issue 39): no import circles among its modules, no module over 600
lines, no function over 80 lines unless marked as kept whole on purpose.

Every module is read with ``ast``, nothing is imported. Every import statement counts: at module level, inside
a function (a deferred import) and under ``if TYPE_CHECKING:`` (a type-only back-reference is a circle too).
``from pkg import name`` imports the module ``pkg.name`` where there is one, else ``pkg`` itself; the parent
packages a module's import implicitly runs are not counted. The engine (everything outside ``vegas/ui/``)
and the page (``vegas/ui/``) are separate cases.
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODULE_LINES = 600
FUNCTION_LINES = 80
LONG_MARK = "# long:"
"""A comment starting so on the line above a ``def`` (or its first decorator), with a reason after it, allows
that function to run over ``FUNCTION_LINES`` (the playouts' hot loops, kept whole for speed)."""
DATA_MODULES = ("vegas/ui/catalogue/",)
"""Translation catalogues: data, exempt from the module size."""
PARTS = {"engine": lambda path: not path.startswith("vegas/ui/"), "ui": lambda path: path.startswith("vegas/ui/")}
"""Each part of the package and which of its files (paths from the root) it holds."""


def modules(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``) by its dotted name; a package by its own name."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of ``known`` that module ``name`` imports, by any import statement anywhere in it."""
    is_package = path.name == "__init__.py"
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.add(_known_prefix(alias.name, known))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = name if is_package else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    here = here.rpartition(".")[0]
                base = f"{here}.{base}" if base else here
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.add(full if full in known else _known_prefix(base, known))
    found.discard("")
    found.discard(name)  # ``from . import x`` inside a package's own ``__init__`` where x is no module
    return found


def _known_prefix(dotted: str, known: dict[str, Path]) -> str:
    """The longest leading part of ``dotted`` that is a module of ``known`` ('' if none: not ours)."""
    while dotted and dotted not in known:
        dotted = dotted.rpartition(".")[0]
    return dotted


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    known = modules(root, package)
    return {name: imports(name, path, known) for name, path in known.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Import circles as chains ``[a, b, ..., a]``: for every import between two modules of one strongly
    connected group, the shortest way round through it (so every import that closes a circle is shown)."""
    chains: list[list[str]] = []
    seen: set[tuple[str, ...]] = set()
    for group in _groups(graph):
        for start in sorted(group):
            for after in sorted(graph[start] & group):
                back = _shortest_path(graph, after, start, group)
                chain = [start, *back]
                key = _rotated(chain[:-1])
                if key not in seen:
                    seen.add(key)
                    chains.append(chain)
    return chains


def _groups(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            following = next((n for n in edges if n in graph), None)
            if following is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.add(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(group)
            elif following not in index:
                index[following] = low[following] = len(index)
                stack.append(following)
                on_stack.add(following)
                work.append((following, iter(sorted(graph[following]))))
            elif following in on_stack:
                low[node] = min(low[node], index[following])
    return groups


def _shortest_path(graph: dict[str, set[str]], start: str, goal: str, within: set[str]) -> list[str]:
    came: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            break
        for following in sorted(graph[node] & within):
            if following not in came:
                came[following] = node
                queue.append(following)
    path = [goal]
    while (previous := came[path[-1]]) is not None:
        path.append(previous)
    return path[::-1]


def _rotated(cycle: list[str]) -> tuple[str, ...]:
    first = cycle.index(min(cycle))
    return tuple(cycle[first:] + cycle[:first])


def long_modules(root: Path, package: str) -> dict[str, int]:
    """Modules over ``MODULE_LINES`` lines (paths from ``root``), data modules aside."""
    found = {}
    for path in modules(root, package).values():
        where = path.relative_to(root).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MODULE_LINES and not where.startswith(DATA_MODULES):
            found[where] = lines
    return found


def long_functions(root: Path, package: str) -> dict[str, int]:
    """Functions over ``FUNCTION_LINES`` lines (``def`` to last line) without a ``LONG_MARK`` above them, as
    ``path: name``."""
    found = {}
    for path in modules(root, package).values():
        where = path.relative_to(root).as_posix()
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in ast.walk(ast.parse("\n".join(lines), str(path))):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            top = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            above = lines[top - 2].strip() if top > 1 else ""
            marked = above.startswith(LONG_MARK) and above[len(LONG_MARK) :].strip()
            if length > FUNCTION_LINES and not marked:
                found[f"{where}: {node.name}"] = length
    return found


def _in_part(part: str, module_path: str) -> bool:
    return PARTS[part](module_path)


def _part_of(chain: list[str], where: dict[str, str]) -> str:
    """A circle is the page's if all its modules are, else the engine's."""
    return "ui" if all(_in_part("ui", where[name]) for name in chain) else "engine"


# ----------------------------------------------------------------- the package


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return import_graph(ROOT, "vegas")


@pytest.mark.parametrize("part", sorted(PARTS))
def test_no_import_circles(graph, part):
    known = modules(ROOT, "vegas")
    where = {name: path.relative_to(ROOT).as_posix() for name, path in known.items()}
    mine = [chain for chain in circles(graph) if _part_of(chain, where) == part]
    assert not mine, "import circles:\n" + "\n".join(" -> ".join(chain) for chain in mine)


@pytest.mark.parametrize("part", sorted(PARTS))
def test_no_module_over_600_lines(part):
    found = {where: n for where, n in long_modules(ROOT, "vegas").items() if _in_part(part, where)}
    assert not found, f"modules over {MODULE_LINES} lines: {found}"


@pytest.mark.parametrize("part", sorted(PARTS))
def test_no_function_over_80_lines_unless_marked(part):
    found = {name: n for name, n in long_functions(ROOT, "vegas").items() if _in_part(part, name.split(":")[0])}
    assert not found, f"functions over {FUNCTION_LINES} lines without '{LONG_MARK} <why>' above them: {found}"


def test_the_graph_reads_the_package(graph):
    """Relative imports, absolute ones, and ``from . import basic, ...`` inside a function (``make_bot`` loads
    the bots on first use); type-only imports are shown by the test below."""
    assert "vegas.core.errors" in graph["vegas.core.state"] and "vegas.core.registry" in graph["vegas"]
    assert graph["vegas.cli.referee"] >= {"vegas.core.registry"}
    assert graph["vegas.bots"] >= {"vegas.bots.basic", "vegas.bots.heuristic", "vegas.bots.search"}


# ----------------------------------------------------------------- each check can fail


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_circle_through_a_type_only_and_a_deferred_import_is_found(tmp_path):
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .sub.b import B\n",
            "pkg/sub/__init__.py": "",
            "pkg/sub/b.py": "def f():\n    from ..c import C\n    return C\n",
            "pkg/c.py": "from pkg import a\nimport os\n",
            "pkg/d.py": "from . import a\nfrom .sub import b\n",
        },
    )
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.c"] == {"pkg.a"} and graph["pkg.d"] == {"pkg.a", "pkg.sub.b"}
    assert circles(graph) == [["pkg.a", "pkg.sub.b", "pkg.c", "pkg.a"]]


def test_a_package_importing_its_parent_is_a_circle_but_the_implicit_parent_import_is_not(tmp_path):
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "from .sub.b import x\n",
            "pkg/sub/__init__.py": "",
            "pkg/sub/b.py": "import pkg.sub\nx = 1\n",
        },
    )
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg"] == {"pkg.sub.b"} and graph["pkg.sub.b"] == {"pkg.sub"}
    assert circles(graph) == []
    (tmp_path / "pkg/sub/b.py").write_text("from pkg import x\n", encoding="utf-8")
    assert circles(import_graph(tmp_path, "pkg")) == [["pkg", "pkg.sub.b", "pkg"]]


def test_two_circles_through_one_module_are_both_shown(tmp_path):
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/hub.py": "from . import left, right\n",
            "pkg/left.py": "from .hub import x\n",
            "pkg/right.py": "from .hub import y\n",
        },
    )
    chains = circles(import_graph(tmp_path, "pkg"))
    assert chains == [["pkg.hub", "pkg.left", "pkg.hub"], ["pkg.hub", "pkg.right", "pkg.hub"]]


def test_a_long_module_is_found_and_a_catalogue_is_not(tmp_path):
    long = "x = 1\n" * (MODULE_LINES + 1)
    _write(tmp_path, {"pkg/__init__.py": "", "pkg/big.py": long, "pkg/ok.py": "x = 1\n" * MODULE_LINES})
    assert long_modules(tmp_path, "pkg") == {"pkg/big.py": MODULE_LINES + 1}
    _write(tmp_path, {"vegas/ui/catalogue/en.py": long})
    assert long_modules(tmp_path, "vegas") == {}


def test_a_long_function_is_found_unless_marked_with_a_reason(tmp_path):
    def function(name: str, indent: str = "") -> str:
        """A function of exactly ``FUNCTION_LINES + 1`` lines."""
        return f"{indent}def {name}():\n" + f"{indent}    x = 1\n" * FUNCTION_LINES

    text = "\n".join(
        [
            function("long"),
            "def fits():\n" + "    x = 1\n" * (FUNCTION_LINES - 1),
            "class C:\n    # long: kept whole for speed\n    @staticmethod\n" + function("marked", "    "),
            "    #long: no space, no mark\n" + function("unmarked", "    "),
            "# long:\n" + function("no_reason"),
        ]
    )
    _write(tmp_path, {"pkg/__init__.py": "", "pkg/f.py": text})
    assert long_functions(tmp_path, "pkg") == {
        "pkg/f.py: long": FUNCTION_LINES + 1,
        "pkg/f.py: unmarked": FUNCTION_LINES + 1,
        "pkg/f.py: no_reason": FUNCTION_LINES + 1,
    }
