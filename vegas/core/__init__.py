"""What every game shares: the state API, actions, chance, records, sessions, the registry, errors."""
