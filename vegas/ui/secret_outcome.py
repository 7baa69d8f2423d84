"""The moment a secret choice is answered at one screen (R22: LUCKY PUNCH's tokens, a BLACK BOX split, Knizia's
duel, with two people at the same screen): what it led to is said where the players look, and play waits until they
continue (``app/loop.py``), as it waits after a round's payout. Played against a computer or a friend's device, the
outcome needs no pause: nobody had to look away."""

from __future__ import annotations

from .table import Table, humans


def answered_secret(table: Table, since: int) -> int | None:
    """The number of the move, among those played from move ``since`` on, that answered a secret choice another
    person at this screen made; ``None`` if none did (or fewer than two people play at this screen)."""
    people = humans(table)
    if len(people) < 2:
        return None
    states = table.match.states
    for index in range(max(since, 1), len(table.match.actions)):
        answer = states[index]
        if answer.is_chance_node():
            continue
        secret = next((states[p] for p in range(index - 1, -1, -1) if not states[p].is_chance_node()), None)
        if secret is None or not secret.is_secret_choice():
            continue
        chooser, answerer = secret.current_player(), answer.current_player()
        if chooser != answerer and {chooser, answerer} <= people:
            return index
    return None
