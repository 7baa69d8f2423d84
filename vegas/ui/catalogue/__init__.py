"""The page's texts, one module per language, each a flat ``key -> template`` table (``text.t`` reads them)."""
