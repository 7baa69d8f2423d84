"""How the bots' fast path packs the dice on one casino into one integer: owner ``o`` holds
``(code >> BITS * o) & 15`` dice there (owners are the seats, then the neutral owner; a Biggy counts 2), so
placing ``k`` dice is ``code + (k << BITS * o)``. The packed table (``position.py``) and the model of Royale's
tiles in the playouts (``royale/tile_model.py``) both read codes so.
"""

from __future__ import annotations

CASINOS = 6
BITS = 4
"""Bits per owner in a casino code: at most 8 own or 8 neutral dice in one casino."""
