"""The command line, ``python -m vegas`` (``main.py``), and what its subcommands run: simulations, tournaments,
benchmarks and the referee. It asks the registry for the games, so it names none of them."""

from .main import main

__all__ = ["main"]
