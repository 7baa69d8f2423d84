"""Knizia's *Vegas* (1996; rules.md §4): 14 tables, Mary Chip, cards and the gold die."""
