"""Play across devices with no server: the protocol, the seed's fairness, the page's side."""
