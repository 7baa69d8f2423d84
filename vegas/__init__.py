"""Vegas: the Las Vegas dice games. The engine runs the same under CPython and Pyodide.

The public API: a ``Game`` (configuration) makes an initial ``State``; states answer
``current_player()``, ``legal_actions()``, ``chance_outcomes()`` and ``apply()`` a new state.
"""

from . import knizia_actions, tile_actions  # noqa: F401  (register the text forms of Royale's tiles and of Knizia's game)
from .actions import Action, Dice, Draw, Place, Roll, SitOut
from .errors import IllegalAction, InvalidAction, InvalidGame, InvalidRecord, InvalidState, VegasError
from .game import Game
from .payout import CasinoPayout, pay_casino
from .rules.base import CHANCE, TERMINAL, State
from .rules.registry import RULESETS, playable_rules
from .version import __version__

__all__ = [
    "__version__",
    "CHANCE",
    "RULESETS",
    "TERMINAL",
    "Action",
    "CasinoPayout",
    "Dice",
    "Draw",
    "Game",
    "IllegalAction",
    "InvalidAction",
    "InvalidGame",
    "InvalidRecord",
    "InvalidState",
    "Place",
    "Roll",
    "SitOut",
    "State",
    "VegasError",
    "pay_casino",
    "playable_rules",
]
