"""Every string the page shows, by key, and the plain-language game log (one catalogue per language)."""

from __future__ import annotations

from typing import Any

CATALOGUE: dict[str, dict[str, str]] = {
    "en": {
        "title": "Vegas",
        "subtitle": "Las Vegas, the dice game",
        "loading": "Loading the casinos…",
        "round": "Round {round} of {rounds}",
        "casino": "Casino {number}",
        "to_move": "{name} to move",
        "your_turn": "{name}: roll the dice",
        "thinking": "{name} (computer) is thinking…",
        "roll": "Roll the dice",
        "roll_key": "Roll (R or Space)",
        "pick_value": "{name}: choose a value — click a group of dice or its casino (keys 1-6)",
        "place_group": "Place {count} × {value} on casino {value}",
        "dice_left": "{count} dice left",
        "dice_left_neutral": "{count} dice left ({neutral} white)",
        "start_player": "Start player",
        "money_hidden": "money face down",
        "notes": "{count} notes",
        "notes_one": "1 note",
        "dice_left_one": "1 die left",
        "dice_left_biggy": "{count} dice left + the Biggy",
        "chips": "{count} chips",
        "chips_one": "1 chip",
        "sit_out": "Sit out (pay 1 chip)",
        "biggy": "Biggy (counts as two dice)",
        "log.sat_out": "{name} pays a chip and sits out.",
        "col_chips": "Chips",
        "col_cards_chips": "Cards + chips",
        "cards": "{count} cards",
        "cards_one": "1 card",
        "new_game": "New game",
        "start_game": "Start game",
        "rules_label": "Rules",
        "rules.classic": "Las Vegas",
        "rules.classic-neutral": "Las Vegas with neutral dice",
        "rules.royale-basic": "Las Vegas Royale (basic game)",
        "rules.royale": "Las Vegas Royale (with casino tiles)",
        "rules.knizia": "Vegas (Knizia, 1996)",
        "players_label": "Players",
        "seat_label": "Seat {number}",
        "name_label": "Name",
        "kind_label": "Played by",
        "colour_label": "Colour",
        "kind.human": "Human",
        "kind.bot": "Computer ({level})",
        "level.random": "random",
        "level.greedy": "greedy",
        "level.easy": "easy",
        "level.medium": "medium",
        "level.hard": "hard",
        "seed_label": "Seed (optional, for a game you can replay)",
        "money_label": "Money won",
        "money.open": "shown openly",
        "money.hidden": "face down until the end",
        "start_label": "First start player",
        "start.first": "first seat",
        "start.random": "drawn at random",
        "faster": "Faster",
        "preview": "If the round ended now",
        "preview_none": "pays nobody",
        "preview_short": "if paid now:",
        "log": "Game log",
        "seed_shown": "Seed {seed}",
        "standings": "Final standings",
        "winner": "Winner: {names}!",
        "winners": "Shared win: {names}!",
        "play_again": "Play again",
        "same_settings": "Same settings, new seed",
        "new_settings": "New settings",
        "col_place": "#",
        "col_player": "Player",
        "col_money": "Money",
        "col_notes": "Notes",
        "payout_title": "Round {round} payout",
        "removed": "tied, removed: {names}",
        "nobody": "nobody wins here",
        "left_under": "{notes} back under the pile",
        "continue": "Continue",
        "round_summary": "Round {round}: {results}",
        "bad_save": (
            "Your saved game could not be restored ({reason}). It was kept aside as “{key}” and a new game was started."
        ),
        "bad_url": "The link's game settings were not usable ({reason}); the default game was started instead.",
        "illegal": "Not allowed: {reason}",
        "neutral": "white",
        "log.rolled": "{name} rolled {faces}.",
        "log.placed": "{name} placed {dice} on casino {value}.",
        "log.setup": "The neutral dice are rolled onto {casinos}.",
        "log.dealt": "Round {round} begins — start player: {name}.",
        "log.won": "Casino {casino} pays {name} {money}.",
        "log.removed": "Casino {casino}: {names} tied and get nothing.",
        "log.over": "Game over.",
        "dice.own": "{count} {value}s",
        "dice.own_one": "one {value}",
        "dice.white": "{count} white {value}s",
        "dice.white_one": "one white {value}",
        "dice.biggy": "the Biggy",
        "and": " and ",
        "close": "Close",
        "aria.die": "die showing {value}",
        "aria.casino": "Casino {number}, money {money}",
        "hint": "Coach: what would the best bot do?",
        "hint_value": "≈{win} to win the game · ≈{money} this round",
        "hint_caption": "The coach's estimates (the hard bot's playouts, not a certainty)",
        "hint_thinking": "The coach is thinking…",
    },
}

NUMBER_WORDS = {
    "en": ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
}


def t(lang: str, key: str, /, **params: Any) -> str:
    """The text for ``key`` in ``lang`` with its parameters filled in (English if missing)."""
    template = CATALOGUE.get(lang, {}).get(key) or CATALOGUE["en"][key]
    return template.format(**params)


def number_word(lang: str, n: int) -> str:
    words = NUMBER_WORDS.get(lang, NUMBER_WORDS["en"])
    return words[n] if 0 <= n < len(words) else str(n)


def money(amount: int) -> str:
    """Money in the engine's thousands, as the table shows it: 90 → $90,000."""
    return f"${amount * 1000:,}"


def join_names(lang: str, names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t(lang, "and") + names[-1]
