"""Royale's casino tiles on the page."""
