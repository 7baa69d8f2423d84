"""The browser as the page's parts reach it: its objects, handed in, and the few questions the parts ask of them.

Plain Python: ``browser.py`` hands in the real ``document``, ``window`` and ``localStorage``; the tests hand in
small fakes. No part imports ``js`` or ``pyodide``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vegas.ui.link.protocol import INVITATION


@dataclass
class Dom:
    """The page's ``document``, ``window`` and storage, and how a Python function becomes a JavaScript callback."""

    document: Any
    window: Any
    storage: Any
    """The browser's storage (``localStorage``): ``getItem``, ``setItem``, ``removeItem``, ``key``, ``length``."""
    proxy: Callable[[Any], Any]
    """A Python function as a JavaScript callback that lives as long as the page (``create_proxy``)."""
    once: Callable[[Any], Any]
    """A Python function as a JavaScript callback freed after its one call (``create_once_callable``)."""
    null: Any = None
    """JavaScript's null as it reaches Python (``jsnull``, which is not ``None``)."""
    _proxies: list[Any] = field(default_factory=list)

    # ---------------------------------------------------------------- elements

    def found(self, value: Any) -> Any:
        """``None`` for JavaScript's null, else the value."""
        return None if value is None or value is self.null else value

    def by_id(self, element_id: str) -> Any:
        return self.document.getElementById(element_id)

    def select(self, selector: str) -> Any:
        """The page's first element that matches ``selector``, or ``None``."""
        return self.found(self.document.querySelector(selector))

    def listen(self, target: Any, event: str, handler: Callable[[Any], Any]) -> None:
        proxy = self.proxy(handler)
        self._proxies.append(proxy)  # kept as long as the page: the browser calls it at every event
        target.addEventListener(event, proxy)

    def options(self, **values: Any) -> Any:
        """A JavaScript object of ``values``, for a method's options (``focus({preventScroll: true})``)."""
        return self.window.JSON.parse(json.dumps(values))

    def next_frame(self, callback: Callable[[Any], Any]) -> None:
        """``callback`` once, when the browser next lays the page out."""
        self.window.requestAnimationFrame(self.once(callback))

    async def copy(self, text: str) -> None:
        """``text`` to the clipboard; raises whatever the browser refuses with (no clipboard, no permission)."""
        await self.window.navigator.clipboard.writeText(text)

    def download(self, name: str, text: str, kind: str) -> None:
        """``text`` saved by the browser as the file ``name`` (a download; nothing leaves the device)."""
        parts = self.window.Array.new()
        parts.push(text)
        address = self.window.URL.createObjectURL(self.window.Blob.new(parts, self.options(type=kind)))
        link = self.document.createElement("a")
        link.href, link.download = address, name
        self.document.body.appendChild(link)
        link.click()
        link.remove()
        self.window.setTimeout(self.once(lambda: self.window.URL.revokeObjectURL(address)), 60_000)

    # ---------------------------------------------------------------- storage

    def stored(self, key: str) -> str | None:
        """A value from the browser's storage, or ``None``."""
        value = self.storage.getItem(key)
        return value if isinstance(value, str) else None

    def store(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    # ---------------------------------------------------------------- the address

    def page_address(self) -> str:
        """The page's address without its query or fragment."""
        return f"{self.window.location.origin}{self.window.location.pathname}"

    def fragment(self) -> str:
        return str(self.window.location.hash or "")

    def invitation(self) -> str | None:
        """The address fragment if it holds a friend's invitation (``protocol.INVITATION``)."""
        fragment = self.fragment()
        return fragment if fragment.startswith(INVITATION) else None

    def query(self) -> dict[str, str]:
        """The address's query, each key with its first value."""
        params = self.window.URLSearchParams.new(self.window.location.search)
        return {str(key): str(params.get(key)) for key in params.keys()}  # noqa: SIM118 (a JavaScript iterator)

    def forget_link(self) -> None:
        """Drops the game settings from the address bar, so a reload resumes the save instead of the link."""
        self.window.history.replaceState(None, "", self.window.location.pathname)

    def forget_fragment(self) -> None:
        """Drops a replay link's fragment from the address bar (a reload then resumes the saved game)."""
        if self.fragment():
            location = self.window.location
            self.window.history.replaceState(None, "", f"{location.pathname}{location.search}")

    # ---------------------------------------------------------------- the other pages of this browser

    def hold(self, name: str, how: str, granted: Callable[[bool], None], lost: Callable[[], None]) -> bool:
        """Asks the browser for its lock ``name`` (the Web Locks API, shared by every tab and window of the site),
        held until this page closes or another takes it: ``how`` is "free" (only if no page holds it, else
        ``granted(False)``) or "steal" (taken from the page that holds it, whose ``lost`` is then called).
        ``False`` where the browser has no Web Locks (a page served over plain HTTP to another device)."""
        locks = self.found(getattr(self.window.navigator, "locks", None))
        if locks is None:
            return False

        def on_lock(lock: Any) -> Any:
            if self.found(lock) is None:
                granted(False)
                return None
            granted(True)
            return self.window.Promise.new(self.once(lambda _resolve, _reject: None))  # held until the page closes

        options = self.window.JSON.parse(json.dumps({"ifAvailable": True} if how == "free" else {"steal": True}))
        callbacks = self.proxy(on_lock), self.proxy(lambda _error: lost())
        self._proxies += callbacks  # the browser calls them once the lock is granted, and if it is taken
        locks.request(name, options, callbacks[0]).catch(callbacks[1])
        return True

    async def holders(self, *names: str) -> list[str | None]:
        """The pages that hold the locks ``names`` now, as the browser's lock manager answers in one go (their client
        ids; ``None`` for a lock nobody holds)."""
        held = {str(lock.name): str(lock.clientId) for lock in (await self.window.navigator.locks.query()).held}
        return [held.get(name) for name in names]
