"""The games, one package per family; each is named by the registry (``vegas.core.registry``)."""
