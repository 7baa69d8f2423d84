"""The rule sets, each in its own module, and the registry that names them (``registry.py``)."""
