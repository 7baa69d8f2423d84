"""The modules moved in 0.2.0 import under their old names for one version (``vegas/moved.py``)."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from vegas.moved import MOVED

needs_processes = pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide starts no processes")


@pytest.mark.parametrize("old", sorted(MOVED))
def test_an_old_name_gives_the_new_modules_objects(old):
    try:
        new = importlib.import_module(MOVED[old])
    except ImportError as missing:  # the page's network module imports the browser's objects
        assert MOVED[old] == "vegas.ui.link.network", missing
        pytest.skip(f"{MOVED[old]} runs only in a browser page ({missing})")
    sys.modules.pop(old, None)
    with pytest.warns(DeprecationWarning, match=MOVED[old]):
        module = importlib.import_module(old)
    public = [name for name in vars(new) if not name.startswith("__")]
    assert public and all(getattr(module, name) is getattr(new, name) for name in public)


@needs_processes
def test_old_imports_of_the_readme_still_work():
    code = (
        "import warnings; warnings.simplefilter('error')\n"
        "try:\n"
        "    from vegas.rules.family import CasinoState\n"
        "except DeprecationWarning as moved:\n"
        "    print(moved)\n"
        "warnings.simplefilter('ignore')\n"
        "from vegas.rules.family import CasinoState\n"
        "from vegas.games.lasvegas.state import CasinoState as Now\n"
        "from vegas.rules.royale_main import RoyaleState\n"
        "print(CasinoState is Now, issubclass(RoyaleState, Now))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[:2] == ["vegas.rules is now vegas.games", "True True"]


def test_no_old_name_is_still_a_file():
    """The old places are empty, so an old name can only mean the moved module."""
    for old in MOVED:
        parent, _, name = old.rpartition(".")
        assert importlib.machinery.PathFinder.find_spec(name, importlib.import_module(parent).__path__) is None, old
