"""The 16 faces of Royale's casino tiles, each one object holding all it does."""
