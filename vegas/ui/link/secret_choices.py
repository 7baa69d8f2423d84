"""Secret choices across devices (``State.is_secret_choice``: LUCKY PUNCH's tokens, a BLACK BOX split, a duel's
first hand): the device that makes one sends only a commitment and a digest of what everyone may see after it;
every other device plays a stand-in that looks the same until the answer is made, then checks the revealed choice
against the commitment and the digest and plays the record again from it."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from vegas.core.actions import Action
from vegas.core.errors import VegasError
from vegas.core.state import State
from vegas.ui.table import Table

from .fairness import FairnessProblem, checked_commitment, choice_commitment, new_part
from .protocol import LinkProblem, message


@dataclass
class Secret:
    """A secret choice, move ``number`` of the record, made by ``seat``: its commitment and the digest of what
    everyone sees after it; on the device that made it, also the choice and the nonce that opens the commitment."""

    number: int
    seat: int
    commit: str
    seen: str
    action: str | None = None
    nonce: str | None = None
    sent: bool = False  # its reveal went out (kept until the host is surely past it: a reveal lost is sent again)

    def told(self) -> str:
        return message("secret", n=self.number, seat=self.seat, commit=self.commit, seen=self.seen)

    def opens(self, action: str, nonce: str) -> bool:
        """Whether ``action`` with ``nonce`` is the choice its commitment binds (a malformed nonce is not)."""
        try:
            return choice_commitment(self.number, action, nonce) == self.commit
        except FairnessProblem:
            return False

    def opened(self) -> str:
        return message("reveal", n=self.number, action=self.action, nonce=self.nonce)


def looks(state: State) -> str:
    """A digest of what every seat sees of ``state`` (two secret choices that look alike have the same)."""
    return hashlib.sha256(json.dumps(state.observation(), sort_keys=True).encode()).hexdigest()


def made_secretly(table: Table, number: int, seat: int) -> Secret:
    """Our own secret choice, move ``number`` of the record (already played here): what we keep until it is
    answered; its ``told()`` message carries only the commitment."""
    text = str(table.match.actions[number])
    nonce = new_part()
    seen = looks(table.match.states[number + 1])
    return Secret(number, seat, choice_commitment(number, text, nonce), seen, text, nonce)


def stand_in(table: Table, data: dict[str, Any], seat: int) -> Secret:
    """Another device's secret choice: a choice that looks the same is played in its place until it is revealed."""
    table.resolve_chance()
    number, promised, seen = data.get("n"), data.get("commit"), data.get("seen")
    state = table.state
    if number != len(table.match.actions) or state.current_player() != seat or not state.is_secret_choice():
        raise LinkProblem("link.unexpected", kind="secret")
    try:
        promised = checked_commitment(promised)
    except FairnessProblem:
        raise LinkProblem("link.bad_commitment") from None
    alike = next((action for action in state.legal_actions() if looks(state.apply(action)) == seen), None)
    if alike is None:  # nothing the rules allow looks like that
        raise LinkProblem("link.cheated")
    table.match.play(alike)
    return Secret(number, seat, promised, str(seen))


def check_opening(secret: Secret, openings: object, recorded: str) -> None:
    """The host says a secret choice we stood in for was revealed: its opening must open our commitment, and be
    the move its record holds."""
    opened = openings.get(str(secret.number)) if isinstance(openings, dict) else None
    if not (isinstance(opened, list) and len(opened) == 2 and all(isinstance(x, str) for x in opened)):
        raise LinkProblem("link.cheated")
    action, nonce = opened
    if not secret.opens(action, nonce) or action != recorded:
        raise LinkProblem("link.cheated")


def answered(table: Table, secret: Secret) -> bool:
    """Whether a seat has answered the secret choice (a player's move after it)."""
    states = table.match.states
    return any(not states[i].is_chance_node() for i in range(secret.number + 1, len(table.match.actions)))


def reveal(table: Table, secret: Secret, data: dict[str, Any]) -> None:
    """The secret choice opened: checked against its commitment and digest, then the record is played again from
    it with the real choice and the moves that answered the stand-in."""
    text, nonce = data.get("action"), data.get("nonce")
    if data.get("n") != secret.number or not isinstance(text, str) or not isinstance(nonce, str):
        raise LinkProblem("link.bad_message")
    if not secret.opens(text, nonce):
        raise LinkProblem("link.cheated")
    match = table.match
    after = secret.number + 1
    later: list[tuple[State, Action]] = list(zip(match.states[after:-1], match.actions[after:], strict=True))
    rebuilt = match.until(secret.number)
    try:
        rebuilt.play(text)
        if looks(rebuilt.state) != secret.seen:
            raise LinkProblem("link.cheated")
        for state, action in later:
            if not state.is_chance_node():  # chance after the choice is drawn again, from the real position
                rebuilt.advance_chance()
                rebuilt.play(action)
    except VegasError:
        raise LinkProblem("link.cheated") from None
    table.match = rebuilt
