"""Las Vegas Royale (rules.md §2, §3): the basic game and the game with casino tiles."""
