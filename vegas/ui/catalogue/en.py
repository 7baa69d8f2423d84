"""English: the reference catalogue; every other language has exactly its keys and ``{parameters}``."""

TEXT: dict[str, str] = {
    # the page around the table
    "title": "Vegas",
    "page_title": "Vegas — the Las Vegas dice game",
    "subtitle": "Las Vegas, the dice game",
    "loading": "Loading the casinos…",
    "load_failed": "Something went wrong while loading: {reason}",
    "load_from_file": (
        "This page cannot start from a file on your disk: browsers do not run its modules there. In the "
        "game's folder run ./scripts/serve.sh, then open http://127.0.0.1:8000 — or play the copy hosted on "
        "the web."
    ),
    "load_fetching": "Downloading {file}: {done} of {total} MB",
    "load_download_failed": "Could not download {file}. Check the connection and try again.",
    "load_retry": "Try again",
    "nav_game": "Game",
    "language_label": "Language",
    "how_to_play": "How to play",
    "new_game": "New game",
    "menu": "Menu",
    "faster": "Faster",
    "log": "Game log",
    "log_round": "Round {round}",
    "copy_log": "Copy",
    "copy_log_label": "Copy the whole game log as text",
    "log_copied": "Copied",
    "log_not_copied": "Could not copy: select the log and copy it",
    "problem.replay_link": "the replay link is damaged or incomplete",
    "replay": "Replay",
    "replay_label": "Replay: watch this game again, move by move",
    "replay.title": "Replay",
    "replay.where": "{round} · move {move} of {moves}",
    "replay.paid": "the round's payout",
    "replay.first": "First move",
    "replay.back": "Back one move",
    "replay.forward": "Forward one move",
    "replay.last": "Last move",
    "replay.round": "Jump to a round",
    "replay.take_over": "Play on from here",
    "replay.share": "Copy the replay link",
    "replay.copied": "Link copied",
    "replay.leave": "Back to the game",
    "replay.not_copied": "Could not copy the link: {link}",
    "replay.bad_link": "This replay link cannot be opened ({reason}); your game goes on.",
    "replay.start": "before the first move",
    "payout": "Payout",
    "continue": "Continue",
    "close": "Close",
    "cancel": "Cancel",
    # the table
    "round": "Round {round} of {rounds}",
    "casino": "Casino {number}",
    "to_move": "{name} to move",
    "your_turn": "{name}: roll the dice",
    "thinking": "{name} (computer) is thinking…",
    "roll": "Roll the dice",
    "roll_key": "Roll (R or Space)",
    "rolls_status": "{name} rolls…",
    "rolls_status.you": "You roll…",
    "keys_hint": "(keys 1-6)",
    "pick_value": "{name}: choose a value — pick a group of dice or its casino",
    "nothing_to_place": "{name}: no value rolled can be placed — choose one of the buttons below",
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
    "owner.neutral": "white",
    "preview": "If the round ended now",
    "preview_none": "pays nobody",
    "preview_short": "if paid now:",
    "paid_short": "paid:",
    "seed_shown": "Seed {seed}",
    "aria.die": "die showing {value}",
    "aria.casino": "Casino {number}, money {money}",
    "place_dice": "Place {dice} on casino {value}",
    "aria.casino_dice": "{casino}; dice: {dice}",
    "aria.casino_no_dice": "{casino}; no dice yet",
    "hint_best": "★ best: {hint}",
    "money_yours_only": "only you see this",
    "hint": "Coach: what would the best bot do?",
    "hint_value": "≈{win} to win the game · ≈{money} this round",
    "hint_caption": "The coach's estimates (the hard bot's playouts, not a certainty)",
    "hint_caption_exact": "Exact values: both players playing perfectly to the end of the round",
    "hint_exact_win": "= {win} to win the game (exact)",
    "hint_exact_ahead": "= {money} more than your rival this round, on average (exact)",
    "hint_exact_behind": "= {money} less than your rival this round, on average (exact)",
    "hint_thinking": "The coach is thinking…",
    # the end of a round and of the game
    "standings": "Final standings",
    "winner": "Winner: {names}!",
    "winners": "Shared win: {names}!",
    "tie.decided_notes": "{names} have {money} each; the most banknotes wins: {counts}.",
    "tie.decided_cards": "{names} have {money} each; the most money cards plus chips wins: {counts}.",
    "tie.shared_notes": "{names} have {money} each and {count} banknotes each: they share the win.",
    "tie.shared_cards": "{names} have {money} each and {count} money cards plus chips each: they share the win.",
    "tie.figure": "{name} {count}",
    "play_again": "Play again",
    "same_settings": "Same settings, new seed",
    "new_settings": "New settings",
    "col_place": "#",
    "col_player": "Player",
    "col_money": "Money",
    "col_money_chips": "Money (a chip is {chip})",
    "col_notes": "Notes",
    "col_chips": "Chips",
    "col_cards_chips": "Cards + chips",
    "dice_of": "{name}: {count}",
    "payout_title": "Round {round} payout",
    "removed": "tied, removed: {names}",
    "nobody": "nobody wins here",
    "left_under": "{notes} back under the pile",
    "round_summary": "Round {round}: {results}",
    "chart.title": "Money after each round",
    "chart.aria": "Line chart of each player's money after each of the {rounds} rounds, from nothing at the start. "
    "At the end: {players}.",
    "chart.aria_player": "{name} with {money}",
    "chart.x_label": "Rounds played",
    "chart.table": "The chart as a table",
    "chart.after_round": "After round {round}",
    "figures.title": "In figures",
    "figures.casinos": "Casinos won",
    "figures.dice_lost": "Dice lost to ties",
    "figures.notes": "Notes won",
    "figures.cards": "Cards won",
    # the new-game screen
    "start_game": "Start game",
    "rules_label": "Rules",
    "rules.classic": "Las Vegas",
    "rules.classic-neutral": "Las Vegas with white dice",
    "rules.royale-basic": "Las Vegas Royale (basic game)",
    "rules.royale": "Las Vegas Royale (with casino tiles)",
    "rules.knizia": "Vegas (Knizia, 1996)",
    "rules.knizia-duel": "Vegas (Knizia, 1996) with the dice duel",
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
    "bad_url_kept": "The link's game settings were not usable ({reason}); your game goes on.",
    "link_other_game": "This link starts another game. Your game in progress goes on unless you start this one.",
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
    "problem.save_deep": "it nests {depth} levels deep, more than a save ever does",
    "problem.save_unreadable": "it could not be read ({error})",
    "start_failed": "The stored game or the link could not be used ({error}); the default game was started.",
    "problem.save_settings": "its settings are missing",
    "problem.save_seats": "its seats are malformed",
    "problem.save_seat_lacks": "a seat lacks {field}",
    "problem.save_mismatch": "its seats do not match its game",
    # the history of kept games: a file or stored game refused
    "history.not_json": "This file is not a Vegas history: it is not valid JSON. Nothing was changed.",
    "history.foreign": "This file is not a Vegas history. Nothing was changed.",
    "history.newer": (
        "This history was written by a newer version of Vegas (file version {version}). Update the page, then "
        "import it again. Nothing was changed."
    ),
    "history.no_games": "This history lists no games: the file is damaged. Nothing was changed.",
    "history.game_save": "Game {number} of this file has no save to replay: the file is damaged. Nothing was changed.",
    "history.game_when": "Game {number} of this file has no valid date: the file is damaged. Nothing was changed.",
    "history.game_replay": (
        "Game {number} of this file cannot be replayed ({reason}): the file is damaged. Nothing was changed."
    ),
    "history.game_key": (
        "Game {number} of this file does not match its own record: the file is damaged. Nothing was changed."
    ),
    "history.stored": "A game kept in this browser could not be read and is left out.",
    "history.full": (
        "The browser's storage is full: this game could not be kept in Your games. The game in play is still saved."
    ),
    "history.refused": ("The browser refused to keep this game in Your games. The game in play is still saved."),
    "history.unavailable": "This browser cannot keep your past games here. The game in play is still saved.",
    # the game log
    # Your games: the history of kept games and your record
    "history.open": "Your games",
    "history.title": "Your games",
    "history.all_rules": "All rule sets",
    "history.all_results": "All results",
    "history.filter_rules": "Rule set",
    "history.filter_result": "Result",
    "history.result.won": "Won",
    "history.result.lost": "Not won",
    "history.result.unfinished": "Unfinished",
    "history.count": "{shown} of {total} games",
    "history.count_one": "{shown} of 1 game",
    "history.count_all": "{count} games",
    "history.count_all_one": "1 game",
    "history.empty": "No game kept yet: every game that ends, or that you leave for a new one, appears here.",
    "history.none_chosen": "No kept game fits these filters.",
    "history.more": "Show {count} more",
    "history.date": "{year}-{month}-{day} {hour}:{minute}",
    "history.seat_bot": "{name} (computer, {level})",
    "history.seat_elsewhere": "{name} (on another device)",
    "history.unfinished": "Unfinished",
    "history.won_by": "Won by {names}",
    "history.you_won": "You won with {money}",
    "history.you_placed": "Place {place} of {players}, {money}",
    "history.play_on": "Play on",
    "history.play_on_label": "Play on: {game}",
    "history.replay_label": "Replay: {game}",
    "history.delete": "Delete",
    "history.delete_label": "Delete: {game}",
    "history.deleted": "Game deleted.",
    "history.undo": "Undo",
    "history.restored": "Game restored.",
    "history.export": "Export all",
    "history.import": "Import",
    "history.exported": "{count} games exported to a file.",
    "history.exported_one": "1 game exported to a file.",
    "history.nothing_to_export": "No game kept yet: nothing to export.",
    "history.imported": "{added}, {known}.",
    "history.added": "{count} games added",
    "history.added_one": "1 game added",
    "history.known": "{count} already here",
    "history.known_one": "1 already here",
    "history.record": "Your record",
    "history.no_record": "Your record starts with the first game you finish alone at this screen.",
    "history.col.games": "Games",
    "history.col.wins": "Wins",
    "history.col.place": "Average place",
    "history.col.money": "Average money",
    "history.line": "{rules}, {players} players, {against}",
    "history.by_name": "{name} (several people at this screen)",
    "history.against.level": "against {level} computers",
    "history.against.mixed": "against mixed opponents",
    "history.against.people": "against people",
    "history.chart.title": "Money in your last games (★ a win)",
    "history.chart.aria": "Line chart of your money game by game, {what}. Games shown: {count}; won: {wins}.",
    "history.chart.x_label": "Games",
    "history.chart.game": "Game {number}",
    "neutral": "white",
    "log.rolled": "{name} rolled {faces}.",
    "log.placed": "{name} placed {dice} on casino {value}.",
    "log.sat_out": "{name} pays a chip and sits out.",
    "log.setup": "The white dice are rolled onto {casinos}.",
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
    # how to play (our own words; docs/rules.md §1, §1a, §2)
    "howto.title": "How to play: {rules}",
    "howto.other_rules": "Other rules",
    "howto.arrow": "goes to",
    "howto.version": "Game version {version}",
    "howto.knizia_goal.title": "The aim",
    "howto.knizia_goal.text": (
        "Fourteen gaming tables each hold one gold chip, worth as much as the table has spaces (3 to 15). Win "
        "a table by having the most counters on it when it is scored. Once every table is scored, the most "
        "gold wins; equal gold goes to whoever won more chips."
    ),
    "howto.knizia_tables.title": "Tables and spaces",
    "howto.knizia_tables.text": (
        "A table has one to three rows of spaces, each showing the number it takes; some show two numbers and "
        "take either. A table with no 6 treats a 6 as a joker: put your counter on any space, even over an "
        "opponent's."
    ),
    "howto.knizia_turn.title": "Your turn",
    "howto.knizia_turn.text": (
        "Everyone first stands their pawn at a table. On your turn, either move your pawn to another table "
        "not yet scored (that is your whole turn), or roll the gold die once and put a counter on a free "
        "space of your table that takes the number. If no such space is free, replace an opponent's counter "
        "there (it goes back); if they are all yours, nothing happens. Before rolling you may play one card."
    ),
    "howto.knizia_cards.title": "Cards",
    "howto.knizia_cards.text": (
        "Good Luck 1 to 6: put a counter on a space taking that number, then roll. Front-man (you have "
        "three): roll for another table instead of yours. Mary Chip: she moves on one table, then you roll, "
        "unless her move scored a table. Each card is played once."
    ),
    "howto.knizia_mary.title": "Mary Chip",
    "howto.knizia_mary.text": (
        "Mary Chip walks the tables from 1 to 14. A rolled 1, once its counter is placed, and the Mary Chip "
        "card move her on one table, skipping tables already scored; the table she reaches is scored at once."
    ),
    "howto.knizia_scoring.title": "Scoring a table",
    "howto.knizia_scoring.text": (
        "A table is scored when Mary Chip reaches it or when its last space fills. The most counters win its "
        "gold chip; among tied players, the one with a counter on the lowest-numbered space wins; still tied, "
        "or nobody there, the chip is discarded. The counters go back, the turn ends at once, and pawns at "
        "that table must move on."
    ),
    "howto.knizia_counters.title": "Out of counters",
    "howto.knizia_counters.text": (
        "With no counters left you may play your Mary Chip card, move your pawn or pass. If nobody holds a "
        "counter, nobody may pass: the player to move may roll anyway, and a 1 moves Mary Chip on."
    ),
    "howto.knizia_duel.title": "The dice duel",
    "howto.knizia_duel.text": (
        "Replacing an opponent's counter starts a duel. Both of you secretly pick 1H, 2H or 3H and show them "
        "together: 2H beats 1H, 3H beats 2H, 1H beats 3H, and the winner's counter stays. 1H against 1H or 2H "
        "against 2H: both counters go back and the space is free; 3H against 3H: the defender keeps the "
        "space."
    ),
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
        "as each round begins. They stay there as a white player who can tie and win like you."
    ),
    "howto.page.title": "On this page",
    "howto.page.text": (
        "Roll with the button, R or Space. Choose a value by clicking its dice or its casino, or with the keys 1 to "
        "6. Each casino shows what it would pay if the round ended now."
    ),
    "howto.you_roll": "You roll:",
    "howto.you_place": "You choose the {value}s:",
    "howto.sit_out_instead": "or, instead, pay a chip:",
    # Las Vegas Royale's casino tiles (the printed names stay as on the tiles)
    "owner.blank": "blank",
    "in_bar": "{count} in the bar",
    "casino_closed": "Closed by NO ENTRY!",
    "tiles_label": "Casino tiles",
    "tiles_count_label": "Tiles per round",
    "no_repeat_label": "Never the same face twice in a game",
    "force_label": "Tile beside casino 1",
    "force.random": "drawn at random",
    "problem.no_repeat_flag": "“Never the same face twice in a game” must be on or off",
    "problem.force_form": "the chosen tiles must pair casinos 1 to 6 with faces A1 to H2",
    "problem.tiles_number": "the number of tiles must be 0 to {high}, not “{text}”",
    "problem.tile_face": "there is no tile face “{face}”: the faces are A1 to H2",
    "problem.tile_casino": "casino {casino} gets no tile with “Tiles per round” at {tiles}",
    "problem.tile_twice": "each tile and each casino can be chosen only once",
    "problem.force_no_repeat": (
        "a chosen tile returns every round, so it cannot go with “Never the same face twice in a game”"
    ),
    "problem.no_repeat_tiles": "with “Never the same face twice in a game”, at most {most} tiles per round",
    "privacy.title": "Pass the device to {name}",
    "privacy.title.you": "Your secret choice",
    "privacy.show.you": "It is me: show my choice",
    "step.guess.of_you": "{name} ({tile}): how many tokens are hidden?",
    "step.split.of_you": "{name} ({tile}): split the tokens into two piles, in secret. You take one.",
    "privacy.text": "The next choice is secret. Everyone else, please look away until it is made.",
    "privacy.show": "I am {name}: show my choice",
    "tile.aria": "Casino tile {name} beside casino {casino}: what it does",
    "tile.nothing": "nothing",
    "tile.jackpot": "Jackpot now: {money}",
    "tile.black_on": "a black die on casino {casino} for {name}",
    "tile.fifty": "Counter on {reward}; last sum {sum}",
    "tile.token_with": "{name} holds the token",
    "tile.token_free": "The token lies on the tile",
    "tile.power_ready": "{name} may use it on their next turn",
    "tile.bad_luck": "{names} will pay {money}",
    "tile.closed": "Casino {casino} is closed",
    "tile.next_move": "Moving the token next pays: {reward}",
    "tile.in_bar": "{name}: {count} in the bar",
    "tile.clusters": "Blank dice left, in clusters of {clusters}",
    "tile.empty": "No blank dice left on the tile",
    "tile.spaces": "{count} spaces left, {reward} each",
    "tile.spaces_one": "1 space left: {reward}",
    "tile.full": "Every space is taken",
    "tile.space_choice": "a free move",
    "tile.dice_of": "{name}: {count} dice on the tile",
    "tile.space_of": "Space {value}: {name}'s die ({reward})",
    "tile.golden_with": "Golden space: {name}'s die ({money})",
    "tile.two_values": "{low} and {high}",
    "tile.blank_token": "blank",
    "tile.A1": (
        "Place here and hold 1, 2 or 3 tokens in secret; the next player guesses how many. A wrong guess pays you: "
        "1 token 2 chips, 2 tokens {m30}, 3 tokens {m40}. A right guess: nothing."
    ),
    "tile.A2": (
        "Place here and roll the two black dice: a sum of 7 or a double wins the jackpot from the bank and it drops "
        "back to {m30}; otherwise it grows by {m10}, up to {m80}."
    ),
    "tile.B1": (
        "When the round ends, whoever is about to take this casino's higher card rolls the two black dice and may "
        "place none, one or both on the casinos of their values, as their own dice, before the casinos pay."
    ),
    "tile.B2": (
        "Place here and roll the two black dice. Stop and take what lies under the counter ({m0}, 1 chip, {m30}, "
        "{m40}, {m60}), or bet that the next sum is higher or lower: a won bet moves the counter on, a lost one "
        "(or the same sum) ends it with nothing."
    ),
    "tile.C1": "The first player with 5 dice here (the Biggy counts two) takes the token: it pays {m100} at payout.",
    "tile.C2": (
        "When the round ends, every player with the fewest dice here (none counts too) pays {fine} to the bank; "
        "chips pay when cash runs short."
    ),
    "tile.D1": (
        "Place here and count the casinos holding your dice: 1 pays 1 chip, 2 pay 2 chips, 3 to 6 pay {m30} to {m60}."
    ),
    "tile.D2": (
        "Have more dice here than anyone else and you take the token. On your next turn you may, instead of "
        "rolling, set one of your dice to any value and place it. The token goes back when nobody leads here."
    ),
    "tile.E1": (
        "Place here and put the NO ENTRY! token on another casino: no die may enter or leave it. Each move of the "
        "token moves a counter on and may pay you 2 chips, {m30} or 1 chip."
    ),
    "tile.E2": (
        "Place here and every opponent puts one remaining die of their choice into the bar (at most two each); you "
        "take your own dice back from it. Dice in the bar play no part in the payout."
    ),
    "tile.F1": (
        "Place here and you may take one cluster of blank dice from the tile (1, 1, 2, 2 or 3 dice) and put it in "
        "any open casino. Blank dice count like another player's."
    ),
    "tile.F2": (
        "Blank dice start in every casino. Place here and you may move one of them onto a free space of the tile: "
        "1 chip, {m30}, or a free move (set a die to any value and place it, or take one back)."
    ),
    "tile.G1": (
        "At payout, the player left of this casino's winner splits six tokens ({m60}, two of 2 chips, three blank) "
        "into two face-down piles; the winner takes one."
    ),
    "tile.G2": (
        "Place here and you may move any of your dice from this casino onto the tile. At payout the tile pays like "
        "a casino: {m60} to the most dice, {m30} to the next."
    ),
    "tile.H1": (
        "Place here and you may put a die you just rolled or placed onto the tile's space of its value. At payout "
        "it earns 1 chip, 2 chips, {m30}, {m40}, {m50} or {m60} for a 1 to a 6."
    ),
    "tile.H2": (
        "Place here, roll the two black dice and take one: 1 chip, 2 chips, {m30}, activate another tile, a free "
        "move, or a die on the golden space (it pays {m60})."
    ),
    "step.hide": "{name} ({tile}): hold 1, 2 or 3 tokens, in secret. {guesser} will guess how many.",
    "step.guess": "{name} ({tile}): how many tokens does {player} hold?",
    "step.fifty": (
        "{name} ({tile}): the counter is on {reward}. Stop and take it, or bet that the next sum is higher or lower "
        "than {sum}?"
    ),
    "step.prime": (
        "{name} ({tile}): the black dice show {values}. Which do you place in their casinos? They count as your dice "
        "there."
    ),
    "step.no-entry": "{name} ({tile}): which casino do you close?",
    "step.knock-out": (
        "{name} ({tile}): one of your dice still to roll goes into the bar until the round ends. Which one?"
    ),
    "step.block-it": "{name} ({tile}): put a cluster of blank dice in a casino?",
    "step.handicap": "{name} ({tile}): move a blank die from a casino onto this tile and take the reward of its space?",
    "step.adjust": "{name} ({tile}): set a die to a casino's number and place it there, or take one of yours back.",
    "step.double-down": (
        "{name} ({tile}): how many of your dice here go onto the tile? It pays like a casino at the round's end."
    ),
    "step.nice-dice": (
        "{name} ({tile}): put a die you just placed onto the tile's space of its value? It pays at the round's end."
    ),
    "step.my-choice": "{name} ({tile}): the black dice show {values}. Which do you take?",
    "step.activate": "{name} ({tile}): which other tile do you activate?",
    "step.golden": "{name} ({tile}): which die goes onto the golden space? It pays {m60} at the round's end.",
    "step.split": "{name} ({tile}): split the tokens into two piles, in secret. {player} takes one.",
    "step.pick": "{name} ({tile}): which pile do you take? The tokens lie face down.",
    "act.pass": "Pass: every value rolled is closed",
    "act.power": "Power play: a die set to {value}, placed",
    "act.power_biggy": "Power play: the Biggy set to {value}, placed",
    "act.place_black_none": "Place neither",
    "act.place_black_one": "Place the {value} in casino {value}",
    "act.place_black": "Place both ({low} and {high})",
    "act.close_none": "Leave the token where it is",
    "act.close": "Close casino {casino}",
    "act.to_bar_small": "Put a small die into the bar",
    "act.to_bar_biggy": "Put the Biggy into the bar",
    "act.golden_small": "Put a small die on the golden space",
    "act.golden_biggy": "Put the Biggy on the golden space",
    "act.block_none": "Put no blank dice anywhere",
    "act.block_one": "Put 1 blank die into casino {casino}",
    "act.block": "Put {count} blank dice into casino {casino}",
    "act.handicap_none": "Move no blank die",
    "act.handicap": "Move a blank die from casino {casino}: {reward}",
    "act.set": "Set a die to {value} and place it",
    "act.set_biggy": "Set the Biggy to {value} and place it",
    "act.take_back": "Take a die back from casino {casino}",
    "act.take_back_biggy": "Take the Biggy back from casino {casino}",
    "act.double_down_none": "Move no dice onto the tile",
    "act.double_down": "Move {count} small dice onto the tile",
    "act.double_down_one": "Move 1 small die onto the tile",
    "act.double_down_biggy_only": "Move the Biggy onto the tile",
    "act.double_down_biggy_one": "Move 1 small die and the Biggy onto the tile",
    "act.double_down_biggy": "Move {count} small dice and the Biggy onto the tile",
    "act.nice_dice_none": "Leave your dice in the casino",
    "act.nice_dice": "Put the {value} on its space ({reward})",
    "act.nice_dice_biggy": "Put the Biggy showing {value} on its space ({reward})",
    "act.hide_one": "Hold 1 token (wrong guess: {reward})",
    "act.hide": "Hold {count} tokens (wrong guess: {reward})",
    "act.guess": "Guess {count}",
    "act.stop": "Stop and take {reward}",
    "act.bet_higher": "Bet higher than {sum}",
    "act.bet_lower": "Bet lower than {sum}",
    "act.choose": "Take the {value}: {what}",
    "act.my_choice_4": "activate another tile",
    "act.my_choice_5": "set a die and place it, or take one back",
    "act.my_choice_6": "put a die on the golden space",
    "act.activate": "Activate {tile} (casino {casino})",
    "act.split": "Hand over pile 1 ({first}) and pile 2 ({second})",
    "act.pick": "Take pile {pile} ({count} tokens)",
    "step.fifty_nothing": (
        "{name} ({tile}): the counter is on the first space, which pays nothing. Stop with nothing, or bet that the "
        "next sum is higher or lower than {sum}?"
    ),
    "why.closed": "The {value} cannot be placed: casino {value} is closed (NO ENTRY!).",
    "why.no_biggy": "Not the Biggy: it is not among your dice still to roll.",
    "why.no_small": "Not a small die: none is among your dice still to roll.",
    "act.stop_nothing": "Stop with nothing",
    "log.bet_won": "The sum is {total}: the bet on {side} than {last} is won.",
    "log.bet_lost": "The sum is {total}: the bet on {side} than {last} is lost, FIFTY FIFTY gives nothing.",
    "bet.higher": "higher",
    "bet.lower": "lower",
    "pick.block-it": "Tap a casino to put blank dice there.",
    "pick.handicap": "Tap the casino to take a blank die from.",
    "pick.adjust": "Tap a casino: set a die to its number and place it there, or take one of yours back.",
    "pick.power": "Or, instead of rolling, tap a casino: POWER PLAY sets a die to its number and places it there.",
    "pick.casino": "Tap a casino for its choices.",
    "pick.casino_aria": "Choose here: {casino}",
    "pick.with_biggy": "With the Biggy",
    "pick.split": "Tap a token to move it to the other pile.",
    "split.pile": "Pile {pile}",
    "split.move": "{token}: move it to pile {pile}",
    "log.tiles_round": "Casino tiles this round: {tiles}.",
    "log.tile_at": "{tile} at casino {casino}",
    "log.black": "The black dice show {low} and {high}.",
    "log.hid": "{name} chose how many tokens to hold, in secret.",
    "log.guessed_right": "{name} guessed {count}: right, {player} held {held}.",
    "log.guessed_wrong": "{name} guessed {count}: wrong, {player} held {held}.",
    "log.split": "{name} split the BLACK BOX tokens into piles of {first} and {second}.",
    "log.picked": "{name} took pile {pile}: {tokens}.",
    "log.tile_decision": "{name} ({tile}) chose “{choice}”.",
    "log.declined": "{name} let {tile} pass.",
    "log.passed": "{name} could not place: every value rolled was closed.",
    "log.tile_gain": "{name} got {what} from the tiles.",
    "log.tile_fine": "{name} paid {what} to the bank.",
    "log.tile_paid": "{name} got {what} from {tile}.",
    "log.tile_charged": "{name} paid {what} to the bank ({tile}).",
    "log.tile_paid.you": "You got {what} from {tile}.",
    "log.tile_charged.you": "You paid {what} to the bank ({tile}).",
    "payout.tiles": "Casino tiles",
    "payout.tile": "{tile} (casino {casino})",
    "payout.tile_paid": "{name} gets {what}.",
    "payout.tile_charged": "{name} pays {what} to the bank.",
    "payout.tile_paid.you": "You get {what}.",
    "payout.tile_charged.you": "You pay {what} to the bank.",
    # the same lines about the seat with the default name for the player ("you"), in the second person
    "log.rolled.you": "You rolled {faces}.",
    "log.placed.you": "You placed {dice} on casino {value}.",
    "log.sat_out.you": "You pay a chip and sit out.",
    "log.won.you": "Casino {casino} pays you {money}.",
    "log.hid.you": "You chose how many tokens to hold, in secret.",
    "log.guessed_right.you": "You guessed {count}: right, {player} held {held}.",
    "log.guessed_wrong.you": "You guessed {count}: wrong, {player} held {held}.",
    "log.guessed_right.of_you": "{name} guessed {count}: right, you held {held}.",
    "log.guessed_wrong.of_you": "{name} guessed {count}: wrong, you held {held}.",
    "log.split.you": "You split the BLACK BOX tokens into piles of {first} and {second}.",
    "log.picked.you": "You took pile {pile}: {tokens}.",
    "log.declined.you": "You let {tile} pass.",
    "log.passed.you": "You could not place: every value rolled was closed.",
    "log.tile_gain.you": "You got {what} from the tiles.",
    "log.tile_fine.you": "You paid {what} to the bank.",
    "howto.tiles.title": "Casino tiles",
    "howto.tiles.text": (
        "Each round, three tiles are drawn and laid beside casinos 1, 2 and 3 (the new-game screen can lay 0 to 6, "
        "or put a tile of your choice beside casino 1). Placing dice in a casino with a tile activates it; a few "
        "act when the round ends instead. Tap a tile's name at the table to read what it does. Money from the "
        "tiles comes from the bank, and each payment counts as a card when money is tied. When two people share "
        "the screen, a secret choice (LUCKY PUNCH, BLACK BOX) waits behind a screen asking the others to look away."
    ),
    "howto.tile_faces.title": "The 16 tiles",
    "howto.tile_faces.text": "Eight tiles with two faces each; never two faces of one tile in the same round.",
    # Knizia's Vegas: the board, the hand, the status and the log
    "kz.mary_start": "Mary Chip: at the start",
    "kz.log_all": "Every move",
    "kz.mary_at": "Mary Chip: table {table}",
    "kz.keys_hint": "(keys: R roll, M Mary Chip, P pass, 1-9 the lit spaces, 1-3 a duel's hands)",
    "kz.chip": "{chip} gold",
    "kz.gold": "{gold} gold",
    "kz.tie.decided": "{names} have {gold} gold each; the most chips ranks first: {counts}.",
    "kz.tie.shared": "{names} have {gold} gold and {chips} chips each: they share the place.",
    "kz.col_gold": "Gold",
    "kz.chips": "{count} chips",
    "kz.chips_one": "1 chip",
    "kz.counters": "{count} counters left",
    "kz.counters_one": "1 counter left",
    "kz.card.luck": "Good Luck {value}",
    "kz.card.front": "Front-man",
    "kz.card.mary": "Mary Chip card",
    "kz.card.joker": "joker here",
    "kz.cards_title": "Good Luck cards",
    "kz.space_row": "{takes} in row {row}",
    "kz.status.luck": "{name}: Good Luck {value}, choose a lit space at table {table} (or the card again to keep it)",
    "kz.status.luck.you": "Good Luck {value}: choose a lit space at table {table} (or the card again to keep it)",
    "kz.status.luck_joker": (
        "{name}: Good Luck 6, a joker at table {table}, where no space takes 6: choose any space (or the card "
        "again to keep it)"
    ),
    "kz.status.luck_joker.you": (
        "Good Luck 6 is a joker at table {table}, where no space takes 6: choose any space (or the card again to "
        "keep it)"
    ),
    "kz.status.joker": "{name} rolled {value}, a joker at table {table}, where no space takes 6: any space",
    "kz.status.joker.you": "You rolled {value}, a joker at table {table}, where no space takes 6: choose any space",
    "kz.log.joker": "A 6 is a joker at table {table}: no space there takes 6.",
    "kz.mary": "Mary Chip",
    "kz.no_cards": "no cards left",
    "kz.pawn_at": "pawn at table {table}",
    "kz.no_pawn": "pawn not placed yet",
    "kz.won_by": "won by {name}",
    "kz.won_by.you": "won by you",
    "kz.discarded": "chip discarded",
    "kz.space_free": "free",
    "kz.space_of": "taken by {name}",
    "kz.aria.space": "Space {space}, takes {takes}: {who}",
    "kz.aria.table": "Table {number}, gold chip {chip}",
    "kz.aria.pawns": "pawns: {names}",
    "kz.act.pawn": "Start here",
    "kz.act.pawn_aria": "Start here: stand your pawn at table {table}",
    "kz.act.move": "Move here",
    "kz.act.move_aria": "Move here: your pawn to table {table} (your whole turn)",
    "kz.act.front": "Front-man",
    "kz.act.front_aria": "Front-man: play the card, roll the gold die for table {table}",
    "kz.act.luck": "Play Good Luck {value}: a counter on space {space}, then roll",
    "kz.act.put": "Put the counter on space {space} of table {table}",
    "kz.act.roll": "Roll the gold die",
    "kz.act.mary": "Play the Mary Chip card",
    "kz.act.pass": "Pass",
    "kz.duel_title": "Dice duel at table {table}, space {space}",
    "kz.duel_text": "{name} challenges {defender}: each chooses one, two or three hands in secret.",
    "kz.duel_text.you": "You challenge {defender}: each chooses one, two or three hands in secret.",
    "kz.duel_text.of_you": "{challenger} challenges you: each chooses one, two or three hands in secret.",
    "kz.duel_rule": "Two hands beat one, three beat two, one beats three.",
    "kz.hands_1": "one hand",
    "kz.hands_2": "two hands",
    "kz.hands_3": "three hands",
    "kz.last_roll": "{name} rolled {value} for table {table}",
    "kz.last_roll.you": "You rolled {value} for table {table}",
    "kz.status.rolls": "{name} rolls the gold die for table {table}…",
    "kz.status.rolls.you": "You roll the gold die for table {table}…",
    "kz.status.pawn": "{name}: choose the table where your pawn starts",
    "kz.status.pawn.you": "Choose the table where your pawn starts",
    "kz.status.turn": "{name}: roll the gold die, play a card or move",
    "kz.status.turn.you": "Your turn: roll the gold die, play a card or move",
    "kz.status.must_move": "{name}: your table has been scored, move your pawn",
    "kz.status.must_move.you": "Your table has been scored: move your pawn",
    "kz.status.no_counters": "{name} has no counters left: move, play Mary Chip or pass",
    "kz.status.no_counters.you": "You have no counters left: move, play Mary Chip or pass",
    "kz.status.place": "{name} rolled {value}: choose a space at table {table}",
    "kz.status.place.you": "You rolled {value}: choose a space at table {table}",
    "kz.status.duel": "{name}: choose your hands for the dice duel",
    "kz.status.duel.you": "Choose your hands for the dice duel",
    "kz.figures.title": "The tables",
    "kz.figures.tables": "Tables won",
    "kz.figures.counters": "Counters placed",
    "kz.log.pawn": "{name} stands at table {table}.",
    "kz.log.pawn.you": "You stand at table {table}.",
    "kz.log.move": "{name} moves to table {table}.",
    "kz.log.move.you": "You move to table {table}.",
    "kz.log.pass": "{name} has no counters left and passes.",
    "kz.log.pass.you": "You have no counters left and pass.",
    "kz.log.front": "{name} plays a Front-man card for table {table}.",
    "kz.log.front.you": "You play a Front-man card for table {table}.",
    "kz.log.mary_card": "{name} plays the Mary Chip card.",
    "kz.log.mary_card.you": "You play the Mary Chip card.",
    "kz.log.luck": "{name} plays Good Luck {value}.",
    "kz.log.luck.you": "You play Good Luck {value}.",
    "kz.log.rolled": "{name} rolled {value} for table {table}.",
    "kz.log.rolled.you": "You rolled {value} for table {table}.",
    "kz.log.nothing": "{name} could place no counter.",
    "kz.log.nothing.you": "You could place no counter.",
    "kz.log.put": "{name} put a counter on space {space} of table {table}.",
    "kz.log.put.you": "You put a counter on space {space} of table {table}.",
    "kz.log.replaced": "{name} put a counter on space {space} of table {table}, replacing {other}.",
    "kz.log.replaced.you": "You put a counter on space {space} of table {table}, replacing {other}.",
    "kz.log.replaced.of_you": "{name} put a counter on space {space} of table {table}, replacing yours.",
    "kz.log.challenge": "{name} challenges {other} for space {space} of table {table}: a dice duel.",
    "kz.log.challenge.you": "You challenge {other} for space {space} of table {table}: a dice duel.",
    "kz.log.challenge.of_you": "{name} challenges you for space {space} of table {table}: a dice duel.",
    "kz.log.chose": "{name} chose in secret.",
    "kz.log.chose.you": "You chose in secret.",
    "kz.log.duel_won": (
        "Dice duel: {challenger}: {attack}, {defender}: {defence}. Space {space} of table {table}: {winner}."
    ),
    "kz.log.duel_both": "Dice duel: {challenger}: {attack}, {defender}: {defence}. Both counters go back.",
    "kz.log.mary": "Mary Chip moves to table {table}.",
    "kz.log.scored": "Table {table} is scored: {name} wins its {chip}-gold chip.",
    "kz.log.scored.you": "Table {table} is scored: you win its {chip}-gold chip.",
    "kz.log.discarded_tie": "Table {table} is scored: nobody leads, its chip is discarded.",
    "kz.log.discarded_empty": "Table {table} is scored with no counters: its chip is discarded.",
    # playing with friends on other devices (link.py, network.py)
    "kind.remote": "On another device",
    "kind.friend": "A friend on another device",
    "kind.remote_friend": "Friend, on another device",
    "kind.remote_human": "Human, at the host's screen",
    "link.no_webrtc": (
        "This browser cannot connect to other devices (it has no WebRTC): play on this screen, "
        "or open the game in another browser."
    ),
    "link.bad_message": "The other device sent a message this page cannot read.",
    "link.unexpected": "The other device sent “{kind}”, which does not fit the game now.",
    "link.bad_commitment": "The other device's commitment to the dice is malformed.",
    "link.cheated": (
        "The other device's moves or dice do not match the rules or what was agreed: they are refused, and "
        "the game stays as it was."
    ),
    "link.dice_out_of_turn": "{name}'s device sent a link for dice that are not being rolled now: it is refused.",
    "link.dice_twice": "{name}'s device sent a second, different link for the same dice: it is refused.",
    "link.dice_cheated": (
        "{name}'s link for the dice does not follow the chain their device committed to at the start: it is "
        "refused, and the dice wait for the right one."
    ),
    "link.withheld": (
        "{name}'s device did not reveal its part of the dice: it counts as leaving the table (the seat waits, or "
        "the host lets the computer play it)."
    ),
    "link.not_your_turn": "A friend's device sent a move for a seat it does not play.",
    "link.not_their_turn": "The host sent a move for a seat that is yours or not to move.",
    "link.other_game": "This invitation belongs to another game than the one on this page.",
    "link.version": "The other device runs another version of the game: reload both pages.",
    "link.refused": "Refused from the other device: {reason}",
    "link.title": "Friends on other devices",
    "link.intro": (
        "Each friend opens their invitation on their own device (same network), then sends you the answer "
        "code their page shows."
    ),
    "link.invite": "Invite {name}",
    "link.invite_again": "Invite {name} again",
    "link.standby": (
        "{name}'s page keeps an invitation made while you were connected: reloaded, it shows an answer code "
        "at once. Enter that code here, or invite them again."
    ),
    "link.standby_answer": "Enter {name}'s answer code",
    "link.invitation": "Invitation link for {name}",
    "link.qr": "The invitation for {name} as a QR code",
    "link.qr_missing": (
        "No QR code: it could not be loaded (the first one shown needs a connection). Copy the text instead."
    ),
    "link.loopback": (
        "This page is open at {host}, a name only this device answers to: a friend's device cannot open this link."
        " Open the page at this computer's address on your network, or at the published site, and invite again."
    ),
    "link.copy": "Copy",
    "link.copied": "Copied",
    "link.answer_label": "Answer code from {name}",
    "link.connect": "Connect",
    "link.state.waiting": "not invited yet",
    "link.state.invited": "invited, waiting for the answer code",
    "link.state.connecting": "connecting…",
    "link.state.open": "connected",
    "link.state.lost": "connection lost",
    "link.state.computer": "played by the computer until they are back",
    "link.computer_plays": "Let the computer play for {name}",
    "link.joined_late": "This page joined a game already under way, whose dice were agreed before without this device.",
    "link.offline": "You are not connected to the host: ask them to invite you again, then play your move.",
    "link.forgotten": (
        "This game was shared with other devices, but its connection details are gone from this browser: "
        "computers play their seats now."
    ),
    "join.stun": (
        "This invitation is for play over the internet: to answer it, this page contacts the public STUN "
        "server {server}, which learns your address."
    ),
    "join.stun_agree": "Answer over the internet",
    "link.check": "Game check: {check} (the same on every device means the same game everywhere)",
    "link.restart": (
        "The host asked to agree on the dice again after this page had revealed its part, or in the middle of"
        " a game: refused."
    ),
    "link.waiting_friends": "The game starts when every friend is connected.",
    "link.cancel": "Cancel",
    "link.stun": (
        "Play over the internet: contact the public STUN server {server} to find addresses (off: same network"
        " only, no request leaves the page)"
    ),
    "join.title": "You are invited to a game",
    "join.answer": "Send this answer code back to whoever invited you; the game opens when they enter it.",
    "join.answer_qr": "The answer code as a QR code",
    "join.making": "Making your answer code…",
    "join.standby": (
        "The page was reloaded: send this answer code back to the host. The game goes on as soon as they "
        "enter it, with no new invitation."
    ),
    "join.failed": "This invitation cannot be used: {reason}",
    "join.host": "Host",
    "join.lost": "The connection to the host is lost. Ask them to invite you again: your game is kept on this page.",
    "join.waiting_move": "Waiting for {name} on another device…",
    # another tab or window of this browser plays the saved game (app/owner.py)
    "elsewhere.following": (
        "This game is being played in another tab or window of this browser. It is shown here as it goes on."
    ),
    "elsewhere.taken": (
        "This game is now played in another tab or window of this browser. It is shown here as it goes on."
    ),
    "elsewhere.play_here": "Play here",
    "elsewhere.status": "Played in another tab or window",
    "elsewhere.press": (
        "This game is played in another tab or window of this browser: press Play here to play it here."
    ),
    "elsewhere.new_game": (
        "The current game is being played in another tab or window of this browser. Starting a new game here takes"
        " it over: that tab will then only watch."
    ),
    "elsewhere.not_saved": (
        "Your move was not saved: another tab or window of this browser played this game meanwhile. Here it is as"
        " it is now."
    ),
    "elsewhere.not_kept": (
        "Your last move in this tab was not kept: another tab or window of this browser had already taken the game"
        " over. Here it is as it is now."
    ),
    "elsewhere.unreadable": "The game saved by the other tab or window cannot be shown here: {reason}",
    # the game review (ui/game_review.py, app/reviews.py)
    "review.try": "Try it again",
    "review.try_other": "Try another move",
    "review.try_ask": "What would you play here now?",
    "review.try_best": "{move} Win chance {chance}: the best move, or as good within a point.",
    "review.try_below": "{move} Win chance {chance}: {points} below the best ({verdict}).",
    "review.try_same": "It is the move played in the game.",
    "review.try_as_made": "As good as the move played in the game.",
    "review.try_better": "{points} better than the move played in the game.",
    "review.try_worse": "{points} worse than the move played in the game.",
    "review.open": "Review this game",
    "review.title": "Game review",
    "review.stop": "Stop",
    "review.go_on": "Go on with the review",
    "review.progress": "Reviewing position {done} of {total}…",
    "review.stopped": "Review stopped after {done} of {total} positions.",
    "review.done": "Reviewed: {decisions} and the luck of {rolls}.",
    "review.done_decisions": "Reviewed: {decisions}.",
    "review.decisions": "{count} decisions",
    "review.decisions_one": "1 decision",
    "review.rolls": "{count} rolls",
    "review.rolls_one": "1 roll",
    "review.show": "Show on the board",
    "review.show_label": "Show on the board: {title}",
    "review.back": "Back to the review",
    "review.col.player": "Player",
    "review.col.accuracy": "Accuracy",
    "review.col.given": "Money given away",
    "review.col.luck": "Luck of the dice",
    "review.luck_value": "{money} ({points})",
    "review.costliest": "Costliest decisions",
    "review.none_costly": "None: every move was among the best.",
    "review.marked": "Decisions to learn from",
    "review.none_marked": "No inaccuracy, mistake or blunder: well played.",
    "review.made": "Played:",
    "review.best": "Better:",
    "review.chance": "win chance {chance}",
    "review.point": "{points}\u00a0point",  # a no-break space: "(+2 points)" whole in the summary on a phone
    "review.points": "{points}\u00a0points",
    "review.round": "Round {round}",
    "review.decision": "{where} · {name}",
    "review.exact": "exact",
    "review.estimate": "estimate, ±{spread}",
    "review.lost": "{points} of win chance given away, and {money} this round",
    "review.lost_gained": "{points} of win chance given away, though {money} more this round",
    "review.verdict.best": "Best",
    "review.verdict.good": "Good",
    "review.verdict.inaccuracy": "Inaccuracy",
    "review.verdict.mistake": "Mistake",
    "review.verdict.blunder": "Blunder",
    "review.chart.title": "Win chance after each decision ({mark}: the costliest)",
    "review.chart.aria": "Line chart of each player's win chance after each of the {count} decisions reviewed.",
    "review.chart.x_label": "Decisions",
    "review.chart.decision": "Decision {number}",
    "review.damaged": "The review kept with this game cannot be read ({reason}); it is done again.",
    "review.refused": "This game cannot be reviewed: {reason}",
    "review.not_kept": "The review could not be kept with the game: it stays on this page until you leave it.",
}
