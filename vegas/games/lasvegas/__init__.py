"""Las Vegas: the casino table (rules.md §1, §1a), which Royale builds on."""
