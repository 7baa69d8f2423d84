"""The casino table on the page (Las Vegas and Royale's board)."""
