"""Las Vegas Royale's casino tiles on the page: each tile's card (its name, what lies on it, what it does), the
words of every tile decision, the prompt of the decision waiting, and the log's lines for tile moves.

Pure like ``vegas/ui/view.py``, and careful about secrets (R22): nothing here reads what a player chose in secret (the
tokens held for LUCKY PUNCH, the piles of BLACK BOX) before the other player has answered it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeGuard

from vegas.core.actions import Action, Pass
from vegas.games.royale.actions import (
    BLACK_BOX_TOKENS,
    Activate,
    Bet,
    BlackDice,
    Block,
    Choose,
    Close,
    DoubleDownMove,
    Golden,
    Guess,
    HandicapMove,
    Hide,
    NiceDie,
    Pick,
    PlaceBlack,
    Power,
    SetDie,
    Split,
    Stop,
    TakeBack,
    TileAction,
    TileDraw,
    ToBar,
)
from vegas.games.royale.faces.all import HANDICAP_KINDS
from vegas.games.royale.state import RoyaleState
from vegas.games.royale.steps import Step, StepKind, pile_words
from vegas.games.royale.tiles import (
    BAD_LUCK_FINE,
    BLACK_BOX_COUNTS,
    BLACK_BOX_REWARD,
    FACES,
    FIFTY_TRACK,
    HANDICAP_REWARD,
    HANDICAP_SPACES,
    LUCKY_PUNCH,
    MY_CHOICE,
    NICE_DICE,
    NO_ENTRY_TRACK,
    Reward,
    TilePaid,
)
from vegas.ui.summary import round_ended
from vegas.ui.text import counted, join_names, money, t, told

Names = Callable[[int], str]
"""A seat's (or imaginary owner's) name as the page shows it."""

POWER_PLAY = "D2"
AMOUNTS = (0, 10, 30, 40, 50, 60, 80, 100)


def is_tile_state(state: Any) -> TypeGuard[RoyaleState]:
    return isinstance(state, RoyaleState)


def amounts(lang: str) -> dict[str, str]:
    """The amounts the tiles' texts name, written in ``lang`` (``{m30}`` … ``{m100}``)."""
    return {f"m{amount}": money(lang, amount) for amount in AMOUNTS} | {"fine": money(lang, BAD_LUCK_FINE)}


def reward_text(lang: str, reward: Reward) -> str:
    parts = []
    if reward.chips:
        parts.append(counted(lang, "chips", reward.chips))
    if reward.money:
        parts.append(money(lang, reward.money))
    return join_names(lang, parts) if parts else t(lang, "tile.nothing")


# ---------------------------------------------------------------------------------------------- tile cards


def tile_card(state: RoyaleState, casino: int, lang: str, names: Names) -> dict[str, Any] | None:
    """The tile beside ``casino`` (1-6): its face, printed name, what lies on it now, and its explanation."""
    face = state.tiles[casino - 1]
    if not face:
        return None
    step = state.steps[0] if state.steps else None
    return {
        "face": face,
        "name": FACES[face].name,
        "lines": _tile_lines(state, face, casino, lang, names),
        "explain": t(lang, f"tile.{face}", **amounts(lang)),
        "active": step is not None and step.casino == casino,
        "aria": t(lang, "tile.aria", name=FACES[face].name, casino=casino),
    }


def _tile_lines(state: RoyaleState, face: str, casino: int, lang: str, names: Names) -> list[str]:
    board = state.board
    step = state.steps[0] if state.steps and state.steps[0].casino == casino else None
    if face == "A2":
        return [t(lang, "tile.jackpot", money=money(lang, board.jackpot))]
    if face == "B1":
        return [t(lang, "tile.black_on", casino=c, name=names(seat)) for c, seat in board.black]
    if face == "B2":
        if step is not None and step.kind == StepKind.FIFTY:
            position, last = step.data
            return [t(lang, "tile.fifty", reward=reward_text(lang, FIFTY_TRACK[position]), sum=last)]
        return []
    if face in ("C1", "D2"):
        holder = board.high_five if face == "C1" else board.power
        lines = [t(lang, "tile.token_with", name=names(holder)) if holder >= 0 else t(lang, "tile.token_free")]
        if face == "D2" and holder >= 0 and board.power_ready:
            lines.append(t(lang, "tile.power_ready", name=names(holder)))
        return lines
    if face == "C2":
        owing = [names(seat) for seat in board.bad_luck]
        return (
            [t(lang, "tile.bad_luck", names=join_names(lang, owing), money=money(lang, BAD_LUCK_FINE))] if owing else []
        )
    if face == "E1":
        track = NO_ENTRY_TRACK[(board.no_entry_track + 1) % len(NO_ENTRY_TRACK)]
        where = t(lang, "tile.closed", casino=board.no_entry) if board.no_entry else t(lang, "tile.token_free")
        return [where, t(lang, "tile.next_move", reward=reward_text(lang, track))]
    if face == "E2":
        return [
            t(lang, "tile.in_bar", name=names(seat), count=len(dice)) for seat, dice in enumerate(board.bar) if dice
        ]
    if face == "F1":
        clusters = ", ".join(str(size) for size in board.clusters)
        return [t(lang, "tile.clusters", clusters=clusters)] if clusters else [t(lang, "tile.empty")]
    if face == "F2":
        free = [
            counted(lang, "tile.spaces", room - taken, reward=_space_text(lang, kind))
            for kind, taken, room in zip(HANDICAP_KINDS, board.handicap, HANDICAP_SPACES.values(), strict=True)
            if room > taken
        ]
        return free or [t(lang, "tile.full")]
    if face == "G2":
        return [
            t(lang, "tile.dice_of", name=names(seat), count=count)
            for seat, count in enumerate(board.double_down)
            if count
        ]
    if face == "H1":
        return [
            t(lang, "tile.space_of", value=value, name=names(owner), reward=reward_text(lang, NICE_DICE[value]))
            for value, (owner, _) in enumerate(board.nice, 1)
            if owner >= 0
        ]
    if face == "H2" and board.golden[0] >= 0:
        return [t(lang, "tile.golden_with", name=names(board.golden[0]), money=money(lang, 60))]
    return []


def _space_text(lang: str, kind: str) -> str:
    return t(lang, "tile.space_choice") if kind == "choice" else reward_text(lang, HANDICAP_REWARD[kind])


# ---------------------------------------------------------------------------------------------- decisions


def step_prompt(state: RoyaleState, lang: str, names: Names) -> str | None:
    """What the seat named by the waiting decision must do, or ``None`` when no tile decision waits."""
    if not state.steps or state.steps[0].seat < 0:
        return None
    step = state.steps[0]
    face = state.tiles[step.casino - 1]
    params: dict[str, Any] = {
        "name": names(step.seat),
        "player": names(step.player) if step.player >= 0 else "",
        "tile": FACES[face].name if face else "",
        **amounts(lang),
    }
    key = f"step.{step.kind}"
    if step.kind == StepKind.FIFTY:
        reward = FIFTY_TRACK[step.data[0]]
        params |= {"sum": step.data[1], "reward": reward_text(lang, reward)}
        key += "" if reward.chips or reward.money else "_nothing"  # not "take the reward" when there is none
    if step.kind in ("prime", "my-choice"):
        params["values"] = t(lang, "tile.two_values", low=step.data[0], high=step.data[1])
    if step.kind == StepKind.HIDE:
        params["guesser"] = names((step.seat + 1) % state.game.players)
    if step.kind == StepKind.SPLIT:
        params["player"] = names(step.player)
    if step.kind in (StepKind.GUESS, StepKind.SPLIT) and params["player"] == t(lang, "you"):
        key += ".of_you"  # not "how many tokens does You hold?"
    return " ".join([t(lang, key, **params), *missing_choices(state, step, lang)])


def missing_choices(state: RoyaleState, step: Step, lang: str) -> list[str]:
    """Why a choice the tile names is not offered: PRIME TIME's die whose casino is closed, a die KNOCKOUT? or the
    golden space asks for that is no longer among the seat's dice to roll (R23)."""
    if step.kind == StepKind.PRIME:
        return [t(lang, "why.closed", value=value) for value in sorted(set(step.data)) if not state.is_open(value)]
    if step.kind in (StepKind.KNOCK_OUT, StepKind.GOLDEN):
        small, big = state.supplies[step.seat]
        return [t(lang, key) for key, gone in (("why.no_small", not small), ("why.no_biggy", not big)) if gone]
    return []


def action_label(state: RoyaleState, action: Action, lang: str) -> str:
    """A tile decision (or ``pass``) as a button says it, from the decider's side of the table."""
    if isinstance(action, Pass):
        return t(lang, "act.pass")
    assert isinstance(action, TileAction)
    step = state.steps[0] if state.steps else None
    if isinstance(action, Power):
        return t(lang, "act.power_biggy" if action.biggy else "act.power", value=action.value)
    if action.none:
        return t(lang, f"act.{action.word}_none".replace("-", "_"))
    if isinstance(action, Hide):
        return counted(lang, "act.hide", action.tokens, reward=reward_text(lang, LUCKY_PUNCH[action.tokens]))
    if isinstance(action, Guess):
        return t(lang, "act.guess", count=action.tokens)
    if isinstance(action, Stop):
        position = step.data[0] if step is not None and step.kind == StepKind.FIFTY else 0
        reward = FIFTY_TRACK[position]
        if not (reward.chips or reward.money):
            return t(lang, "act.stop_nothing")
        return t(lang, "act.stop", reward=reward_text(lang, reward))
    if isinstance(action, Bet):
        last = step.data[1] if step is not None and step.kind == StepKind.FIFTY else 0
        return t(lang, "act.bet_higher" if action.higher else "act.bet_lower", sum=last)
    if isinstance(action, PlaceBlack):
        values = action.values
        if len(values) == 1:
            return t(lang, "act.place_black_one", value=values[0])
        return t(lang, "act.place_black", low=values[0], high=values[1])
    if isinstance(action, Close):
        return t(lang, "act.close", casino=action.casino)
    if isinstance(action, ToBar | Golden):
        return t(lang, f"act.{action.word.replace('-', '_')}_{'biggy' if action.biggy else 'small'}")
    if isinstance(action, Block):
        size = action.size
        return t(lang, "act.block_one" if size == 1 else "act.block", count=size, casino=action.casino)
    if isinstance(action, HandicapMove):
        return t(lang, "act.handicap", casino=action.casino, reward=_space_text(lang, str(action.space)))
    if isinstance(action, SetDie):
        return t(lang, "act.set_biggy" if action.biggy else "act.set", value=action.value, casino=action.value)
    if isinstance(action, TakeBack):
        key = "act.take_back_biggy" if action.biggy else "act.take_back"
        return t(lang, key, value=action.casino, casino=action.casino)
    if isinstance(action, DoubleDownMove):
        count = action.small
        if action.biggy:
            key = {0: "act.double_down_biggy_only", 1: "act.double_down_biggy_one"}.get(count, "act.double_down_biggy")
        else:
            key = {0: "act.double_down_none", 1: "act.double_down_one"}.get(count, "act.double_down")
        return t(lang, key, count=count)
    if isinstance(action, NiceDie) and action.value is not None:
        key = "act.nice_dice_biggy" if action.biggy else "act.nice_dice"
        return t(lang, key, value=action.value, reward=reward_text(lang, NICE_DICE[action.value]))
    if isinstance(action, Choose):
        value = action.value
        what = reward_text(lang, MY_CHOICE[value]) if value in MY_CHOICE else t(lang, f"act.my_choice_{value}")
        return t(lang, "act.choose", value=value, what=what)
    if isinstance(action, Activate):
        return t(lang, "act.activate", casino=action.casino, tile=FACES[state.tiles[action.casino - 1]].name)
    if isinstance(action, Split):
        first = pile_words(action.pile)
        return t(lang, "act.split", first=_pile_text(lang, first), second=_pile_text(lang, _rest(first)))
    if isinstance(action, Pick):
        sizes = _pile_sizes(step)
        return t(lang, "act.pick", pile=action.pile, count=sizes[action.pile - 1] if sizes else "?")
    return str(action)


BLACK_BOX_TOKENS_ALL = tuple(pile_words(tuple(BLACK_BOX_COUNTS[token] for token in BLACK_BOX_TOKENS)))
"""G1's six tokens, as the words of ``split``."""


def _pile_text(lang: str, tokens: list[str]) -> str:
    return ", ".join(_token_text(lang, token) for token in tokens)


def _token_text(lang: str, token: str) -> str:
    return t(lang, "tile.blank_token") if token == "blank" else reward_text(lang, BLACK_BOX_REWARD[token])


def _pile_sizes(step: Step | None) -> tuple[int, int] | None:
    """The two piles' sizes, which lie open (their tokens do not)."""
    if step is None or step.kind != StepKind.PICK:
        return None
    first = sum(step.data)
    return first, len(BLACK_BOX_TOKENS_ALL) - first


def needs_privacy(state: Any, humans: set[int]) -> bool:
    """R22: with two or more humans at the screen, a human's secret decision is made behind a "pass the device"
    screen, and so is a human's answer to another human's secret (the screen still showed the first choice)."""
    if not is_tile_state(state) or not state.steps or len(humans) < 2:
        return False
    step = state.steps[0]
    if step.seat not in humans:
        return False
    if state.is_secret_choice():
        return True
    if step.kind in ("guess", "pick"):  # the secret's owner: the holder of the tokens, the splitter of the box
        owner = step.player if step.kind == "guess" else (step.seat + 1) % state.game.players
        return owner in humans and owner != step.seat
    return False


# ---------------------------------------------------------------------------------------------- the log


def describe_tile_move(state: RoyaleState, action: Action, after: RoyaleState, lang: str, names: Names) -> list[str]:
    """The log's lines for a tile draw, the black dice, or a tile decision; then what the tiles paid."""
    lines = []
    if isinstance(action, TileDraw):
        pass  # the round's tiles are told once they all lie (``tiles_of_round``), forced ones included
    elif isinstance(action, BlackDice):
        lines.append(t(lang, "log.black", low=action.faces[0], high=action.faces[1]))
        lines += _bet_result(state, action, lang)
    elif isinstance(action, TileAction | Pass):
        seat = state.current_player()
        name = names(seat)
        step = state.steps[0] if state.steps else None
        if isinstance(action, Hide):
            lines.append(told(lang, "log.hid", name=name))
        elif isinstance(action, Guess) and step is not None:
            held = step.data[0]
            key = "log.guessed_right" if held == action.tokens else "log.guessed_wrong"
            player = names(step.player)
            if player == t(lang, "you"):  # "…, you held 3", not "…, You held 3" ("Vous en gardait")
                key += ".of_you"
            lines.append(told(lang, key, name=name, count=action.tokens, player=player, held=held))
        elif isinstance(action, Split):
            first = sum(action.pile)
            lines.append(told(lang, "log.split", name=name, first=first, second=len(BLACK_BOX_TOKENS_ALL) - first))
        elif isinstance(action, Pick) and step is not None:
            pile = _picked(step, action.pile)
            lines.append(told(lang, "log.picked", name=name, pile=action.pile, tokens=_pile_text(lang, pile)))
        elif isinstance(action, Pass):
            lines.append(told(lang, "log.passed", name=name))
        else:
            tile = FACES[POWER_PLAY].name if isinstance(action, Power) else _step_tile(state)
            declined = action.none or action == DoubleDownMove(0)
            if declined:
                lines.append(told(lang, "log.declined", name=name, tile=tile))
            else:
                choice = action_label(state, action, lang)
                lines.append(t(lang, "log.tile_decision", name=name, tile=tile, choice=choice))
    return lines + gains(state, after, lang, names)


def _bet_result(state: RoyaleState, dice: BlackDice, lang: str) -> list[str]:
    """FIFTY FIFTY's bet, won or lost by the black dice just rolled (R15: the same sum loses)."""
    step = state.steps[0] if state.steps else None
    if step is None or step.kind != StepKind.FIFTY_ROLL or not step.data[2]:
        return []
    _position, last, bet = step.data
    total = sum(dice.faces)
    won = total > last if bet > 0 else total < last
    side = t(lang, "bet.higher" if bet > 0 else "bet.lower")
    return [t(lang, "log.bet_won" if won else "log.bet_lost", total=total, side=side, last=last)]


def tiles_of_round(state: RoyaleState, lang: str) -> list[str]:
    """The log's line naming the tiles laid for the round that starts."""
    laid = [
        t(lang, "log.tile_at", tile=FACES[face].name, casino=casino)
        for casino, face in enumerate(state.tiles, 1)
        if face
    ]
    return [t(lang, "log.tiles_round", tiles=join_names(lang, laid))] if laid else []


def _step_tile(state: RoyaleState) -> str:
    """The printed name of the tile whose decision waits."""
    return FACES[state.tiles[state.steps[0].casino - 1]].name


def _picked(step: Step, pile: int) -> list[str]:
    first = pile_words(step.data)
    return first if pile == 1 else _rest(first)


def _rest(first: list[str]) -> list[str]:
    """The other BLACK BOX pile: the six tokens but ``first``."""
    rest = list(BLACK_BOX_TOKENS_ALL)
    for token in first:
        rest.remove(token)
    return rest


def gains(before: Any, after: Any, lang: str, names: Names) -> list[str]:
    """What the tiles gave or took in one move: chips and bank money per seat (the casinos' cards are not here),
    each tile named for what it paid at a round's end, the rest together."""
    if not (is_tile_state(before) and is_tile_state(after)):
        return []
    paid = after.tiles_paid if round_ended(before, after) else ()
    lines = [line for tile in paid_by_tiles(paid, lang, names) for line in tile["lines"]]
    for seat in range(before.game.players):
        named_money = sum(p.money[seat] for p in paid if p.face != FINES)
        named_chips = sum(p.chips[seat] for p in paid if p.face != FINES)
        named_fine = -sum(p.money[seat] for p in paid if p.face == FINES)
        named_chip_fine = -sum(p.chips[seat] for p in paid if p.face == FINES)
        chips = after.chips_won[seat] - before.chips_won[seat] - named_chips
        cash = sum(after.bank[seat]) - sum(before.bank[seat]) - named_money
        if chips or cash:
            lines.append(told(lang, "log.tile_gain", name=names(seat), what=reward_text(lang, Reward(chips, cash))))
        fine = after.bank_paid[seat] - before.bank_paid[seat] - named_fine
        chips_paid = after.chips_lost[seat] - before.chips_lost[seat] - named_chip_fine
        if fine or chips_paid:
            what = reward_text(lang, Reward(chips_paid, fine))
            lines.append(told(lang, "log.tile_fine", name=names(seat), what=what))
    return lines


FINES = "C2"
"""BAD LUCK: the tile whose payment at a round's end is a fine."""


def paid_by_tiles(paid: tuple[TilePaid, ...], lang: str, names: Names) -> list[dict[str, Any]]:
    """What each tile paid or charged at a round's end (``tiles_paid``), tile by tile, in words."""
    shown = []
    for tile in paid:
        name = FACES[tile.face].name
        lines, effects = [], []  # for the log (naming the tile), for the payout (under the tile's name)
        for seat, (cash, chips) in enumerate(zip(tile.money, tile.chips, strict=True)):
            for sign, kind in ((1, "paid"), (-1, "charged")):
                if sign * cash > 0 or sign * chips > 0:
                    what = reward_text(lang, Reward(max(sign * chips, 0), max(sign * cash, 0)))
                    lines.append(told(lang, f"log.tile_{kind}", name=names(seat), what=what, tile=name))
                    effects.append(told(lang, f"payout.tile_{kind}", name=names(seat), what=what))
        title = t(lang, "payout.tile", tile=name, casino=tile.casino)
        shown.append(
            {"face": tile.face, "casino": tile.casino, "name": name, "title": title, "lines": lines, "effects": effects}
        )
    return shown
