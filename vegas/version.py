"""The game's version, the same as ``pyproject.toml``'s (a test checks it).

A literal, not ``importlib.metadata``: the page imports the game from its wheel put on Python's path
(``static/boot.mjs``) without installing it, so there is no package metadata to read there.
"""

__version__ = "0.2.0"
