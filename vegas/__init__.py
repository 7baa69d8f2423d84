"""Vegas: the Las Vegas dice games. The engine runs the same under CPython and Pyodide.

The public API: a ``Game`` (configuration) makes an initial ``State``; states answer
``current_player()``, ``legal_actions()``, ``chance_outcomes()`` and ``apply()`` a new state.
"""

from . import moved
from .core.actions import Action, Dice, Draw, Place, Roll, SitOut
from .core.errors import IllegalAction, InvalidAction, InvalidGame, InvalidRecord, InvalidState, VegasError
from .core.game import Game
from .core.registry import RULESETS, playable_rules
from .core.state import CHANCE, TERMINAL, State
from .games.knizia import actions as _knizia_actions  # noqa: F401  (registers the text forms of Knizia's game)
from .games.lasvegas.payout import CasinoPayout, pay_casino
from .games.royale import actions as _royale_actions  # noqa: F401  (registers the text forms of Royale's tiles)
from .version import __version__

moved.install()

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
