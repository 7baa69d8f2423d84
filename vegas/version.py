"""The game's version, the same as ``pyproject.toml``'s (a test checks it).

A literal, not ``importlib.metadata``: the page unpacks the wheel's files into Pyodide's home
(``pyscript.toml``'s ``[files]``) without installing it, so there is no package metadata to read there.
"""

__version__ = "0.2.0"
