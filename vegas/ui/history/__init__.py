"""Every game kept on this device: the record of each (``kept.py``), the player's figures drawn from them
(``figures.py``), and all of them as one file to move to another device (``archive.py``). Plain Python, tested
under CPython; the page stores them in the browser's IndexedDB (``static/history.mjs``)."""
