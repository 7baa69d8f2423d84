"""The page's controller, in parts with one job each. ``browser.py`` alone (with ``link/network.py``) imports the
browser (``js``, ``pyodide``) and starts the page; every other part reaches the browser through ``dom.Dom`` and runs
under CPython with a small fake of it (``tests/ui/fake_dom.py``).

From the bottom up: ``dom`` (the browser as the parts reach it), ``devices`` (what the page asks of play across
devices), ``state`` (what the parts share), ``saves`` (the game kept in the browser's storage), ``opening`` (which
game the page opens with), ``screen`` (drawing the page), ``loop`` (the game going on by itself), ``owner`` (which
tab or window of the browser plays the saved game), ``replays``, ``new_game`` (the form), ``coach`` (hints),
``how_to_play``, ``language``, ``controls`` (clicks and keys), ``page`` (the parts put together, started),
``browser``.
"""
