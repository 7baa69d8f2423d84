"""English: the reference catalogue; every other language has exactly its keys and ``{parameters}``."""

TEXT: dict[str, str] = {
    # the page around the table
    "title": "Vegas",
    "page_title": "Vegas — the Las Vegas dice game",
    "subtitle": "Las Vegas, the dice game",
    "loading": "Loading the casinos…",
    "load_failed": "Something went wrong while loading: {reason}",
    "nav_game": "Game",
    "language_label": "Language",
    "how_to_play": "How to play",
    "new_game": "New game",
    "faster": "Faster",
    "log": "Game log",
    "payout": "Payout",
    "continue": "Continue",
    "close": "Close",
    # the table
    "round": "Round {round} of {rounds}",
    "casino": "Casino {number}",
    "to_move": "{name} to move",
    "your_turn": "{name}: roll the dice",
    "thinking": "{name} (computer) is thinking…",
    "roll": "Roll the dice",
    "roll_key": "Roll (R or Space)",
    "rolling": "rolling the dice",
    "pick_value": "{name}: choose a value — click a group of dice or its casino (keys 1-6)",
    "place_group": "Place {count} × {value} on casino {value}",
    "dice_left": "{count} dice left",
    "dice_left_one": "1 die left",
    "dice_left_neutral": "{count} dice left ({neutral} white)",
    "dice_left_biggy": "{count} dice left + the Biggy",
    "start_player": "Start player",
    "money_hidden": "money face down",
    "notes": "{count} notes",
    "notes_one": "1 note",
    "cards": "{count} cards",
    "cards_one": "1 card",
    "chips": "{count} chips",
    "chips_one": "1 chip",
    "sit_out": "Sit out (pay 1 chip)",
    "biggy": "Biggy (counts as two dice)",
    "owner.neutral": "neutral",
    "preview": "If the round ended now",
    "preview_none": "pays nobody",
    "preview_short": "if paid now:",
    "seed_shown": "Seed {seed}",
    "aria.die": "die showing {value}",
    "aria.casino": "Casino {number}, money {money}",
    "hint": "Coach: what would the best bot do?",
    "hint_value": "≈{win} to win the game · ≈{money} this round",
    "hint_caption": "The coach's estimates (the hard bot's playouts, not a certainty)",
    "hint_thinking": "The coach is thinking…",
    # the end of a round and of the game
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
    "col_chips": "Chips",
    "col_cards_chips": "Cards + chips",
    "payout_title": "Round {round} payout",
    "removed": "tied, removed: {names}",
    "nobody": "nobody wins here",
    "left_under": "{notes} back under the pile",
    "round_summary": "Round {round}: {results}",
    # the new-game screen
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
    "colour.orange": "orange",
    "colour.blue": "blue",
    "colour.green": "green",
    "colour.pink": "pink",
    "colour.vermillion": "vermillion",
    "colour.sky": "sky blue",
    "you": "You",
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
    # what went wrong
    "bad_save": (
        "Your saved game could not be restored ({reason}). It was kept aside as “{key}” and a new game was started."
    ),
    "bad_url": "The link's game settings were not usable ({reason}); the default game was started instead.",
    "illegal": "Not allowed: {reason}",
    "problem.rules": "unknown rules “{rules}”",
    "problem.players_number": "the number of players must be a number, not “{text}”",
    "problem.players_range": "these rules are for {low} to {high} players",
    "problem.seed": "the seed must be a whole number from 0 to {max}",
    "problem.name_empty": "every seat needs a name",
    "problem.name_long": "a name has at most {max} characters",
    "problem.colour": "unknown colour “{colour}”",
    "problem.colours_same": "each seat needs its own colour",
    "problem.level": "unknown computer level “{level}”",
    "problem.save_json": "it is not valid JSON",
    "problem.save_settings": "its settings are missing",
    "problem.save_seats": "its seats are malformed",
    "problem.save_seat_lacks": "a seat lacks {field}",
    "problem.save_mismatch": "its seats do not match its game",
    # the game log
    "neutral": "white",
    "log.rolled": "{name} rolled {faces}.",
    "log.placed": "{name} placed {dice} on casino {value}.",
    "log.sat_out": "{name} pays a chip and sits out.",
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
    # how to play (our own words; RULES.md §1, §1a, §2)
    "howto.title": "How to play: {rules}",
    "howto.other_rules": "Other rules",
    "howto.arrow": "goes to",
    "howto.goal.title": "The aim",
    "howto.goal.text": (
        "Six casinos, numbered 1 to 6 like the faces of a die, put money on the table every round. Whoever has the "
        "most dice in a casino takes its best prize. After {rounds} rounds the richest player wins."
    ),
    "howto.setup.title": "Money on the casinos",
    "howto.setup.text": (
        "Each round, banknotes are dealt from a shuffled pile onto casino 1, then 2, and so on, until each casino "
        "holds at least {minimum}. The notes lie face up: everyone sees what a casino is worth."
    ),
    "howto.setup_royale.title": "Money cards in pairs",
    "howto.setup_royale.text": (
        "Each round, twelve money cards are dealt face up in six pairs. The pair worth most goes to casino 6, the "
        "next to casino 5, and so on down to casino 1 (equal totals: the pair with the higher card goes higher)."
    ),
    "howto.turn.title": "Your turn",
    "howto.turn.text": (
        "Roll all the dice you have left. Pick one value that shows and put every die of that value on the casino "
        "with that number: all of them, never just a few. Then the next player rolls. Whoever has no dice left is "
        "skipped, and the round ends once every die is placed."
    ),
    "howto.white_dice.title": "White dice",
    "howto.white_dice.text": (
        "Besides your own 8 dice you roll white ones: 4 each in a 2-player game, 2 each with 3 or 4 players. You "
        "place them like your own: the value you pick takes every die showing it, white or not. With 3 players the "
        "two spare white dice are rolled onto their casinos as each round begins."
    ),
    "howto.biggy.title": "The Biggy",
    "howto.biggy.text": (
        "You have 7 small dice and one big one, the Biggy. It is rolled like the others and shows one value, but "
        "wherever it lies it counts as two dice: for ties, for ranking and for the majority."
    ),
    "howto.chips.title": "Chips: sitting out",
    "howto.chips.text": (
        "You start with 2 chips and get 2 more when rounds 2 and 3 begin. After rolling, you may pay a chip instead "
        "of placing: your dice go back to your supply and the turn passes. Every chip you still hold at the end is "
        "worth {chip}."
    ),
    "howto.payout.title": "Who gets paid",
    "howto.payout.text": (
        "When the last die is down, the casinos pay one after the other. Players with the same number of dice in a "
        "casino cancel each other out and get nothing there. Of the rest, the most dice take the highest note, the "
        "next most the next note, and so on. Notes nobody takes go back under the pile."
    ),
    "howto.payout_royale.title": "Who gets paid",
    "howto.payout_royale.text": (
        "When the last die is down, the casinos pay in turn. Equal numbers of dice cancel out as usual. Then the "
        "player with the most dice takes the higher card, the runner-up the lower one, and nobody else gets "
        "anything. Cards nobody takes go under the pile."
    ),
    "howto.white_payout.title": "The white player",
    "howto.white_payout.text": (
        "At payout the white dice act as one more, imaginary player: they can cancel out a tie and win notes like "
        "anyone. What they win goes back under the pile."
    ),
    "howto.example": "In this example:",
    "howto.end.title": "Next round and the end",
    "howto.end.text": (
        "Everyone takes back all their dice, the casinos are filled up again and the next seat starts. After round "
        "{rounds} the richest player wins; equal money goes to whoever holds more banknotes, and if that is equal "
        "too, the win is shared."
    ),
    "howto.end_royale.title": "Next round and the end",
    "howto.end_royale.text": (
        "The next round is started by whoever won the higher card at casino 6 (if nobody did, at casino 5, and so "
        "on). After round {rounds}, cards plus {chip} per chip make your money; the richest wins, then the one with "
        "more cards and chips, else the win is shared."
    ),
    "howto.two_players_royale.title": "Two players",
    "howto.two_players_royale.text": (
        "With two players, the 8 dice of a colour nobody plays (7 small and a Biggy) are rolled onto their casinos "
        "as each round begins. They stay there as a neutral player who can tie and win like you."
    ),
    "howto.page.title": "On this page",
    "howto.page.text": (
        "Roll with the button, R or Space. Choose a value by clicking its dice or its casino, or with the keys 1 to "
        "6. Each casino shows what it would pay if the round ended now."
    ),
    "howto.you_roll": "You roll:",
    "howto.you_place": "You choose the {value}s:",
    "howto.sit_out_instead": "or, instead, pay a chip:",
}
