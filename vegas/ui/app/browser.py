"""The page's one door to the browser: with ``link/network.py`` (its connections to other devices), the only
module of ``vegas`` that imports ``js``/``pyodide``. It hands the browser's objects to the page and starts it."""

from __future__ import annotations

from js import document, localStorage, window  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy, jsnull  # type: ignore[import-not-found]

from vegas.ui.link.network import Network

from .dom import Dom
from .page import Page


def main() -> None:
    """Starts the page (``static/main.py``)."""
    Page(Dom(document, window, localStorage, create_proxy, create_once_callable, jsnull), Network).start()


__all__ = ["main"]
