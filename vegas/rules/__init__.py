"""Every playable rule set; importing this package registers them with ``vegas.game``."""

from . import classic, royale, royale_main  # noqa: F401
