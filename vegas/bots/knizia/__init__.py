"""The bots' own view of Knizia's *Vegas* (docs/rules.md §4): what a position is worth with the cards kept
(``worth.py``), fast playouts of the turns after a decision (``playout.py``) and the path ``hard``'s search takes
through them (``plan.py``; docs/bots.md)."""
