"""A small fake of the browser for the page's parts (``vegas.ui.app``) under CPython: elements parsed from
HTML (the real ``index.html`` and what the page renders), the few CSS selectors the page uses, the address bar,
the storage and the clipboard. Enough to drive the page's logic, nothing laid out or styled."""

from __future__ import annotations

import json
import re
import urllib.parse
from html import escape
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from vegas.ui.app.dom import Dom

ROOT = Path(__file__).resolve().parents[2]
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
BOOLEAN = ("hidden", "open", "checked", "disabled", "selected")
"""JavaScript properties that mirror the presence of their attribute (good enough for a fake)."""


# ---------------------------------------------------------------- selectors


_TOKEN = re.compile(r"#[\w-]+|\.[\w-]+|\[[^\]]+\]|:not\([^)]*\)|:[\w-]+|[\w*-]+")


def _matches_compound(element: Element, compound: str) -> bool:
    for token in _TOKEN.findall(compound):
        if token.startswith("#"):
            ok = element.attributes.get("id") == token[1:]
        elif token.startswith("."):
            ok = token[1:] in element.attributes.get("class", "").split()
        elif token.startswith("["):
            name, _, value = token[1:-1].partition("=")
            ok = name in element.attributes and (not value or element.attributes[name] == value.strip("'\""))
        elif token.startswith(":not("):
            ok = not _matches_compound(element, token[5:-1])
        elif token == ":checked":
            ok = element.checked
        elif token == ":modal":
            ok = element.open and element.modal
        else:
            ok = token == "*" or element.tag == token.lower()
        if not ok:
            return False
    return True


def matches(element: Element, selector: str) -> bool:
    """``selector`` (compounds joined by spaces: descendants) matches ``element``."""
    *ancestors, last = selector.split()
    if not _matches_compound(element, last):
        return False
    node = element.parent
    for compound in reversed(ancestors):
        while node is not None and not _matches_compound(node, compound):
            node = node.parent
        if node is None:
            return False
        node = node.parent
    return True


# ---------------------------------------------------------------- elements


class Dataset:
    """``element.dataset``: ``data-*`` attributes by their camelCase names (missing ones are ``None``)."""

    def __init__(self, element: Element) -> None:
        object.__setattr__(self, "_element", element)

    @staticmethod
    def _attribute(name: str) -> str:
        return "data-" + re.sub(r"[A-Z]", lambda m: "-" + m.group().lower(), name)

    def __getattr__(self, name: str) -> str | None:
        return self._element.attributes.get(self._attribute(name))

    def __setattr__(self, name: str, value: Any) -> None:
        self._element.attributes[self._attribute(name)] = str(value)


class ClassList:
    def __init__(self, element: Element) -> None:
        self._element = element

    def _names(self) -> list[str]:
        return self._element.attributes.get("class", "").split()

    def add(self, name: str) -> None:
        if name not in self._names():
            self._element.attributes["class"] = " ".join([*self._names(), name])

    def contains(self, name: str) -> bool:
        return name in self._names()


class Style:
    def __init__(self) -> None:
        self.properties: dict[str, str] = {}

    def setProperty(self, name: str, value: str) -> None:
        self.properties[name] = value


class Rect:
    left = top = right = bottom = width = height = 0.0


class Element:
    def __init__(self, tag: str, attributes: dict[str, str] | None = None) -> None:
        self.tag = tag.lower()
        self.attributes = dict(attributes or {})
        self.children: list[Element | str] = []
        self.parent: Element | None = None
        self.dataset = Dataset(self)
        self.classList = ClassList(self)
        self.style = Style()
        self.modal = False
        self.focused = False
        self.scrollTop = 0
        self.clientHeight = self.scrollHeight = 100
        self.listeners: dict[str, list[Any]] = {}
        self.type = self.attributes.get("type", "")

    def __repr__(self) -> str:
        return f"<{self.tag} {self.attributes}>"

    def __getattr__(self, name: str) -> Any:
        if name in BOOLEAN:
            return name in self.attributes
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in BOOLEAN:
            if value:
                self.attributes[name] = ""
            else:
                self.attributes.pop(name, None)
        else:
            object.__setattr__(self, name, value)

    # -------------------------------------------------------------- the tree

    @property
    def tagName(self) -> str:
        return self.tag.upper()

    @property
    def id(self) -> str:
        return self.attributes.get("id", "")

    def descendants(self) -> list[Element]:
        found = []
        for child in self.children:
            if isinstance(child, Element):
                found += [child, *child.descendants()]
        return found

    @property
    def firstElementChild(self) -> Element | None:
        return next((child for child in self.children if isinstance(child, Element)), None)

    @property
    def lastElementChild(self) -> Element | None:
        return next((child for child in reversed(self.children) if isinstance(child, Element)), None)

    @property
    def previousElementSibling(self) -> Element | None:
        siblings = [child for child in self.parent.children if isinstance(child, Element)] if self.parent else [self]
        place = siblings.index(self)
        return siblings[place - 1] if place else None

    def querySelector(self, selector: str) -> Element | None:
        return next(iter(self.querySelectorAll(selector)), None)

    def querySelectorAll(self, selector: str) -> list[Element]:
        return [element for element in self.descendants() if matches(element, selector)]

    def closest(self, selector: str) -> Element | None:
        node: Element | None = self
        while node is not None and not matches(node, selector):
            node = node.parent
        return node

    def matches(self, selector: str) -> bool:
        return matches(self, selector)

    def contains(self, other: Element | None) -> bool:
        node = other
        while node is not None and node is not self:
            node = node.parent
        return node is self

    def appendChild(self, child: Element) -> Element:
        child.parent = self
        self.children.append(child)
        return child

    def insertBefore(self, child: Element, before: Element | None) -> Element:
        child.parent = self
        self.children.insert(self.children.index(before) if before is not None else len(self.children), child)
        return child

    def remove(self) -> None:
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent = None

    def insertAdjacentHTML(self, where: str, html: str) -> None:
        assert where == "beforeend"
        for child in parse(html):
            if isinstance(child, Element):
                child.parent = self
            self.children.append(child)

    @property
    def innerHTML(self) -> str:
        return "".join(serialise(child) for child in self.children)

    @innerHTML.setter
    def innerHTML(self, html: str) -> None:
        self.children = []
        self.insertAdjacentHTML("beforeend", html)

    @property
    def textContent(self) -> str:
        return "".join(child if isinstance(child, str) else child.textContent for child in self.children)

    @textContent.setter
    def textContent(self, text: str) -> None:
        self.children = [str(text)]

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = str(value)

    # -------------------------------------------------------------- forms

    @property
    def value(self) -> str:
        if self.tag == "select":
            options = self.options
            chosen = next((o for o in options if o.selected), options[0] if options else None)
            return chosen.value if chosen is not None else ""
        if self.tag == "option":
            return self.attributes.get("value", self.textContent)
        return self.attributes.get("value", "")

    @value.setter
    def value(self, value: str) -> None:
        if self.tag == "select":
            for option in self.options:
                option.selected = option.value == str(value)
        else:
            self.attributes["value"] = str(value)

    @property
    def options(self) -> list[Element]:
        return [element for element in self.descendants() if element.tag == "option"]

    @property
    def elements(self) -> Element:
        return self

    def namedItem(self, name: str) -> Element | None:
        return self.querySelector(f"[name={name}]")

    # -------------------------------------------------------------- dialogs, events, layout

    def showModal(self) -> None:
        self.open, self.modal = True, True

    def show(self) -> None:
        self.open, self.modal = True, False

    def close(self) -> None:
        self.open, self.modal = False, False

    def focus(self, *_: Any) -> None:
        self.focused = True

    def scrollIntoView(self, *_: Any) -> None:
        pass

    def getBoundingClientRect(self) -> Rect:
        return Rect()

    def addEventListener(self, event: str, handler: Any) -> None:
        self.listeners.setdefault(event, []).append(handler)


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.top = Element("#fragment")
        self.open_elements = [self.top]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs})
        self.open_elements[-1].appendChild(element)
        if tag not in VOID:
            self.open_elements.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.open_elements[-1].appendChild(Element(tag, {name: value or "" for name, value in attrs}))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.open_elements) - 1, 0, -1):
            if self.open_elements[i].tag == tag:
                del self.open_elements[i:]
                return

    def handle_data(self, data: str) -> None:
        self.open_elements[-1].children.append(data)


def parse(html: str) -> list[Element | str]:
    """The nodes ``html`` makes, detached."""
    builder = _Builder()
    builder.feed(html)
    builder.close()
    nodes = builder.top.children
    for node in nodes:
        if isinstance(node, Element):
            node.parent = None
    return nodes


def serialise(node: Element | str) -> str:
    if isinstance(node, str):
        return escape(node, quote=False)
    pairs = node.attributes.items()
    attributes = "".join(f' {name}="{escape(value)}"' if value else f" {name}" for name, value in pairs)
    inside = "" if node.tag in VOID else node.innerHTML + f"</{node.tag}>"
    return f"<{node.tag}{attributes}>{inside}"


# ---------------------------------------------------------------- the document, the window, the storage


class Document:
    def __init__(self, html: str) -> None:
        self.documentElement = next(node for node in parse(html) if isinstance(node, Element))
        self.title = ""
        self.listeners: dict[str, list[Any]] = {}

    def getElementById(self, element_id: str) -> Element | None:
        return self.querySelector(f"#{element_id}")

    def querySelector(self, selector: str) -> Element | None:
        return next(iter(self.querySelectorAll(selector)), None)

    def querySelectorAll(self, selector: str) -> list[Element]:
        everything = [self.documentElement, *self.documentElement.descendants()]
        return [element for element in everything if matches(element, selector)]

    def createElement(self, tag: str) -> Element:
        return Element(tag)

    def addEventListener(self, event: str, handler: Any) -> None:
        self.listeners.setdefault(event, []).append(handler)


class Storage:
    """``localStorage``: strings by key, ``None`` (JavaScript's null) for a missing one."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items = dict(items or {})

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.items)


class Params:
    """``URLSearchParams`` over a query."""

    def __init__(self, search: str) -> None:
        self.pairs = urllib.parse.parse_qsl(search.removeprefix("?"), keep_blank_values=True)

    def keys(self) -> list[str]:
        return [key for key, _ in self.pairs]

    def get(self, key: str) -> str | None:
        return next((value for k, value in self.pairs if k == key), None)


class Clipboard:
    def __init__(self) -> None:
        self.text: str | None = None
        self.refuses = False

    async def writeText(self, text: str) -> None:
        if self.refuses:
            raise PermissionError("the clipboard is not this page's")
        self.text = text


class Location:
    def __init__(self, search: str, fragment: str) -> None:
        self.origin = "http://127.0.0.1:8000"
        self.pathname = "/"
        self.search = search
        self.hash = fragment


class History:
    def __init__(self, location: Location) -> None:
        self.location = location

    def replaceState(self, _state: Any, _title: str, url: str) -> None:
        address = urllib.parse.urlsplit(url)
        self.location.pathname = address.path or self.location.pathname
        self.location.search = f"?{address.query}" if address.query else ""
        self.location.hash = f"#{address.fragment}" if address.fragment else ""


class Array(list):
    @staticmethod
    def new() -> Array:
        return Array()

    def push(self, value: Any) -> None:
        self.append(value)


class Namespace:
    def __init__(self, **values: Any) -> None:
        self.__dict__.update(values)


class Window:
    def __init__(self, search: str = "", fragment: str = "", languages: tuple[str, ...] = ("en-US",)) -> None:
        self.location = Location(search, fragment)
        self.history = History(self.location)
        self.navigator = Namespace(languages=list(languages), clipboard=Clipboard())
        self.URLSearchParams = Namespace(new=Params)
        self.JSON = Namespace(parse=json.loads)
        self.Array = Array
        self.frames: list[Any] = []
        self.listeners: dict[str, list[Any]] = {}

    def requestAnimationFrame(self, callback: Any) -> None:
        self.frames.append(callback)

    def addEventListener(self, event: str, handler: Any) -> None:
        self.listeners.setdefault(event, []).append(handler)


class Event:
    """A browser event on ``target``, recording whether the page took it over."""

    def __init__(self, target: Element, key: str = "", **modifiers: bool) -> None:
        self.target = target
        self.key = key
        self.ctrlKey = modifiers.get("ctrl", False)
        self.metaKey = modifiers.get("meta", False)
        self.altKey = modifiers.get("alt", False)
        self.prevented = False

    def preventDefault(self) -> None:
        self.prevented = True


def fake_dom(search: str = "", fragment: str = "", storage: dict[str, str] | None = None, **window: Any) -> Dom:
    """The page's shell (``index.html``) in a fake browser, with this address and storage."""
    document = Document((ROOT / "index.html").read_text(encoding="utf-8"))
    return Dom(document, Window(search, fragment, **window), Storage(storage), lambda f: f, lambda f: f)


# ---------------------------------------------------------------- pages of one browser


class Browser:
    """One browser profile with several pages open: one storage, one lock manager (the Web Locks API), and the news
    between pages held until ``deliver`` (as a page's event loop takes it when it is free: a page frozen in the
    background has not heard yet). Each page reads the storage from its own copy, brought up to date only when a
    change's news reaches it, as Chromium's pages do."""

    def __init__(self, storage: dict[str, str] | None = None, locks: bool = True) -> None:
        self.items = dict(storage or {})
        self.locks = locks
        self.pages: list[Dom] = []
        self.held: dict[str, tuple[int, LockRequest]] = {}
        self.news: list[Any] = []

    def dom(self, search: str = "", fragment: str = "", **window: Any) -> Dom:
        """A new page of this browser at this address."""
        dom = fake_dom(search, fragment, **window)
        client = len(self.pages) + 1
        dom.storage = PageStorage(self, dom.window)
        dom.window.Promise = Namespace(new=lambda _executor: LockRequest())
        dom.window.JSON = Namespace(parse=json.loads)
        if self.locks:
            dom.window.navigator.locks = Locks(self, client)
        self.pages.append(dom)
        return dom

    def deliver(self) -> int:
        """Every piece of news between pages, in the order it was sent; how many there were."""
        count = 0
        while self.step():
            count += 1
        return count

    def step(self) -> bool:
        """The oldest piece of news between pages, delivered (``False``: there was none)."""
        if not self.news:
            return False
        self.news.pop(0)()
        return True

    def close(self, dom: Dom) -> None:
        """The page closes: the locks it held are free (the browser's lock manager sees it go)."""
        client = self.pages.index(dom) + 1
        for name, (holder, _request) in list(self.held.items()):
            if holder == client:
                del self.held[name]


class PageStorage(Storage):
    """One page's view of the browser's storage: written through to the browser, whose other pages hear of it."""

    def __init__(self, browser: Browser, window: Any) -> None:
        super().__init__(browser.items)
        self.browser = browser
        self.window = window

    def setItem(self, key: str, value: str) -> None:
        self._changed(key, str(value))

    def removeItem(self, key: str) -> None:
        self._changed(key, None)

    def _changed(self, key: str, value: str | None) -> None:
        old = self.items.get(key)
        for items in (self.items, self.browser.items):
            if value is None:
                items.pop(key, None)
            else:
                items[key] = value
        for dom in self.browser.pages:
            if dom.storage is not self:
                self.browser.news.append(lambda other=dom.storage: other.heard(key, old, value))

    def heard(self, key: str, old: str | None, value: str | None) -> None:
        """Another page changed ``key``: this page's copy follows at once, its ``storage`` listeners are told in a
        task of their own (a page may read the new value before its event comes)."""
        if value is None:
            self.items.pop(key, None)
        else:
            self.items[key] = value
        event = Namespace(key=key, oldValue=old, newValue=value)
        self.browser.news.append(lambda: [handler(event) for handler in self.window.listeners.get("storage", [])])


class LockRequest:
    """What ``navigator.locks.request`` answers: a promise that rejects (``AbortError``) when the lock is taken."""

    def __init__(self) -> None:
        self.handlers: list[Any] = []

    def catch(self, handler: Any) -> LockRequest:
        self.handlers.append(handler)
        return self

    def abort(self) -> None:
        for handler in self.handlers:
            handler(Namespace(name="AbortError"))


class Locks:
    """``navigator.locks`` of one page: locks granted at once (``ifAvailable``, ``steal``), the page they were
    taken from told later, with the rest of the news."""

    def __init__(self, browser: Browser, client: int) -> None:
        self.browser = browser
        self.client = client

    def request(self, name: str, options: dict[str, Any], callback: Any) -> LockRequest:
        request, held = LockRequest(), self.browser.held.get(name)
        if held is not None and held[0] != self.client and not options.get("steal"):
            callback(None)
            return request
        if held is not None and held[0] != self.client:
            self.browser.news.append(held[1].abort)
        self.browser.held[name] = (self.client, request)
        callback(Namespace(name=name))
        return request

    async def query(self) -> Namespace:
        held = [Namespace(name=name, clientId=f"client-{client}") for name, (client, _) in self.browser.held.items()]
        return Namespace(held=held, pending=[])
