"""The hard bot's playouts of a Royale round, and the tiles as a model of their money."""
