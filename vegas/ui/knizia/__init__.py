"""Knizia's board on the page."""
