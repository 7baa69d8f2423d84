"""Deutsch: Würfel, Casinos, Geldscheine, Runden, Startspieler, weiße (neutrale) Würfel, Chips."""

TEXT: dict[str, str] = {
    # die Seite rund um den Tisch
    "title": "Vegas",
    "page_title": "Vegas — das Würfelspiel Las Vegas",
    "subtitle": "Las Vegas, das Würfelspiel",
    "loading": "Die Casinos öffnen…",
    "load_failed": "Beim Laden ist etwas schiefgegangen: {reason}",
    "nav_game": "Spiel",
    "language_label": "Sprache",
    "how_to_play": "Spielregeln",
    "new_game": "Neues Spiel",
    "faster": "Schneller",
    "log": "Spielverlauf",
    "payout": "Auszahlung",
    "continue": "Weiter",
    "close": "Schließen",
    # der Tisch
    "round": "Runde {round} von {rounds}",
    "casino": "Casino {number}",
    "to_move": "{name} ist am Zug",
    "your_turn": "{name}: würfeln",
    "thinking": "{name} (Computer) überlegt…",
    "roll": "Würfeln",
    "roll_key": "Würfeln (R oder Leertaste)",
    "rolling": "die Würfel rollen",
    "pick_value": "{name}: Zahl wählen — eine Würfelgruppe oder ihr Casino anklicken (Tasten 1-6)",
    "place_group": "{count} × {value} ins Casino {value} setzen",
    "dice_left": "noch {count} Würfel",
    "dice_left_one": "noch 1 Würfel",
    "dice_left_neutral": "noch {count} Würfel ({neutral} weiße)",
    "dice_left_biggy": "noch {count} Würfel + der Biggy",
    "start_player": "Startspieler",
    "money_hidden": "Geld verdeckt",
    "notes": "{count} Geldscheine",
    "notes_one": "1 Geldschein",
    "cards": "{count} Karten",
    "cards_one": "1 Karte",
    "chips": "{count} Chips",
    "chips_one": "1 Chip",
    "sit_out": "Aussetzen (1 Chip zahlen)",
    "biggy": "Biggy (zählt als zwei Würfel)",
    "owner.neutral": "neutral",
    "preview": "Wenn die Runde jetzt endete",
    "preview_none": "zahlt niemandem",
    "preview_short": "Auszahlung jetzt:",
    "seed_shown": "Startwert {seed}",
    "aria.die": "Würfel zeigt {value}",
    "aria.casino": "Casino {number}, Geld {money}",
    "hint": "Tipp: Was würde der stärkste Computer tun?",
    "hint_value": "≈{win} Siegchance · ≈{money} in dieser Runde",
    "hint_caption": "Schätzungen des Tippgebers (Probespiele des schweren Computers, keine Gewissheit)",
    "hint_thinking": "Der Tippgeber überlegt…",
    # Rundenende und Spielende
    "standings": "Endstand",
    "winner": "Es gewinnt: {names}!",
    "winners": "Geteilter Sieg: {names}!",
    "play_again": "Noch einmal",
    "same_settings": "Gleiche Einstellungen, neuer Startwert",
    "new_settings": "Neue Einstellungen",
    "col_place": "Platz",
    "col_player": "Spieler",
    "col_money": "Geld",
    "col_notes": "Geldscheine",
    "col_chips": "Chips",
    "col_cards_chips": "Karten + Chips",
    "payout_title": "Auszahlung der Runde {round}",
    "removed": "Gleichstand, raus: {names}",
    "nobody": "hier gewinnt niemand",
    "left_under": "{notes} zurück unter den Stapel",
    "round_summary": "Runde {round}: {results}",
    # der Bildschirm für ein neues Spiel
    "start_game": "Spiel starten",
    "rules_label": "Regeln",
    "rules.classic": "Las Vegas",
    "rules.classic-neutral": "Las Vegas mit neutralen Würfeln",
    "rules.royale-basic": "Las Vegas Royale (Grundspiel)",
    "rules.royale": "Las Vegas Royale (mit Casino-Plättchen)",
    "rules.knizia": "Vegas (Knizia, 1996)",
    "players_label": "Spieler",
    "seat_label": "Platz {number}",
    "name_label": "Name",
    "kind_label": "Gespielt von",
    "colour_label": "Farbe",
    "colour.orange": "orange",
    "colour.blue": "blau",
    "colour.green": "grün",
    "colour.pink": "rosa",
    "colour.vermillion": "zinnoberrot",
    "colour.sky": "himmelblau",
    "you": "Du",
    "kind.human": "Mensch",
    "kind.bot": "Computer ({level})",
    "level.random": "zufällig",
    "level.greedy": "gierig",
    "level.easy": "leicht",
    "level.medium": "mittel",
    "level.hard": "schwer",
    "seed_label": "Startwert (freiwillig, um ein Spiel wiederholen zu können)",
    "money_label": "Gewonnenes Geld",
    "money.open": "offen zeigen",
    "money.hidden": "verdeckt bis zum Ende",
    "start_label": "Startspieler der ersten Runde",
    "start.first": "erster Platz",
    "start.random": "ausgelost",
    # was schiefging
    "bad_save": (
        "Das gespeicherte Spiel ließ sich nicht fortsetzen ({reason}). Es wurde als „{key}“ beiseitegelegt, und "
        "ein neues Spiel hat begonnen."
    ),
    "bad_url": "Die Spieleinstellungen im Link waren unbrauchbar ({reason}); das Standardspiel wurde gestartet.",
    "illegal": "Nicht erlaubt: {reason}",
    "problem.rules": "unbekannte Regeln „{rules}“",
    "problem.players_number": "die Spielerzahl muss eine Zahl sein, nicht „{text}“",
    "problem.players_range": "diese Regeln sind für {low} bis {high} Spieler",
    "problem.seed": "der Startwert muss eine ganze Zahl von 0 bis {max} sein",
    "problem.name_empty": "jeder Platz braucht einen Namen",
    "problem.name_long": "ein Name hat höchstens {max} Zeichen",
    "problem.colour": "unbekannte Farbe „{colour}“",
    "problem.colours_same": "jeder Platz braucht eine eigene Farbe",
    "problem.level": "unbekannte Computerstufe „{level}“",
    "problem.save_json": "es ist kein gültiges JSON",
    "problem.save_settings": "die Einstellungen fehlen",
    "problem.save_seats": "die Plätze sind fehlerhaft",
    "problem.save_seat_lacks": "einem Platz fehlt {field}",
    "problem.save_mismatch": "die Plätze passen nicht zum Spiel",
    # der Spielverlauf
    "neutral": "weiß",
    "log.rolled": "{name} würfelt {faces}.",
    "log.placed": "{name} setzt {dice} ins Casino {value}.",
    "log.sat_out": "{name} zahlt einen Chip und setzt aus.",
    "log.setup": "Die neutralen Würfel werden in {casinos} gewürfelt.",
    "log.dealt": "Runde {round} beginnt — Startspieler: {name}.",
    "log.won": "Casino {casino} zahlt {name} {money}.",
    "log.removed": "Casino {casino}: Gleichstand bei {names}, sie bekommen nichts.",
    "log.over": "Spielende.",
    "dice.own": "{count} {value}er",
    "dice.own_one": "eine {value}",
    "dice.white": "{count} weiße {value}er",
    "dice.white_one": "eine weiße {value}",
    "dice.biggy": "den Biggy",
    "and": " und ",
    # Spielregeln (eigene Worte; RULES.md §1, §1a, §2)
    "howto.title": "Spielregeln: {rules}",
    "howto.other_rules": "Andere Regeln",
    "howto.arrow": "geht ins",
    "howto.goal.title": "Das Ziel",
    "howto.goal.text": (
        "Sechs Casinos, nummeriert von 1 bis 6 wie die Seiten eines Würfels, bieten in jeder Runde Geld. Wer in "
        "einem Casino die meisten Würfel hat, bekommt dort den besten Gewinn. Nach {rounds} Runden gewinnt, wer "
        "am meisten Geld hat."
    ),
    "howto.setup.title": "Geld in den Casinos",
    "howto.setup.text": (
        "In jeder Runde werden Geldscheine vom gemischten Stapel an Casino 1, dann 2 und so weiter verteilt, bis "
        "jedes Casino mindestens {minimum} hat. Die Scheine liegen offen: Alle sehen, was ein Casino wert ist."
    ),
    "howto.setup_royale.title": "Geldkarten in Paaren",
    "howto.setup_royale.text": (
        "In jeder Runde werden zwölf Geldkarten offen in sechs Paaren ausgelegt. Das wertvollste Paar kommt zu "
        "Casino 6, das nächste zu Casino 5 und so weiter bis Casino 1 (bei gleicher Summe kommt das Paar mit der "
        "höheren Karte weiter nach oben)."
    ),
    "howto.turn.title": "Dein Zug",
    "howto.turn.text": (
        "Wirf alle Würfel, die du noch hast. Wähle eine gewürfelte Zahl und setze alle Würfel mit dieser Zahl in "
        "das Casino mit derselben Nummer: immer alle, nie nur einige. Dann würfelt der nächste Spieler. Wer keine "
        "Würfel mehr hat, wird übersprungen; die Runde endet, wenn alle Würfel gesetzt sind."
    ),
    "howto.white_dice.title": "Weiße Würfel",
    "howto.white_dice.text": (
        "Neben deinen 8 eigenen Würfeln wirfst du weiße: 4 für jeden bei 2 Spielern, 2 für jeden bei 3 oder 4 "
        "Spielern. Sie werden wie deine eigenen gesetzt: Die gewählte Zahl nimmt alle Würfel mit, die sie zeigen, "
        "weiß oder nicht. Bei 3 Spielern werden die zwei übrigen weißen Würfel zu Beginn jeder Runde in ihre "
        "Casinos gewürfelt."
    ),
    "howto.biggy.title": "Der Biggy",
    "howto.biggy.text": (
        "Du hast 7 kleine Würfel und einen großen, den Biggy. Er wird mitgewürfelt und zeigt eine Zahl, zählt aber "
        "überall als zwei Würfel: bei Gleichstand, bei der Rangfolge und bei der Mehrheit."
    ),
    "howto.chips.title": "Chips: aussetzen",
    "howto.chips.text": (
        "Du beginnst mit 2 Chips und bekommst zu Beginn der Runden 2 und 3 je 2 dazu. Nach dem Würfeln darfst du "
        "einen Chip zahlen, statt zu setzen: Deine Würfel gehen in deinen Vorrat zurück, und der Nächste ist dran. "
        "Jeder Chip, den du am Ende noch hast, ist {chip} wert."
    ),
    "howto.payout.title": "Wer bekommt Geld",
    "howto.payout.text": (
        "Wenn der letzte Würfel liegt, zahlen die Casinos nacheinander aus. Spieler mit gleich vielen Würfeln in "
        "einem Casino heben sich auf und bekommen dort nichts. Von den übrigen nimmt, wer die meisten Würfel hat, "
        "den höchsten Schein, der Nächste den nächsten und so weiter. Übrige Scheine kommen unter den Stapel."
    ),
    "howto.payout_royale.title": "Wer bekommt Geld",
    "howto.payout_royale.text": (
        "Wenn der letzte Würfel liegt, zahlen die Casinos der Reihe nach aus. Gleich viele Würfel heben sich wie "
        "immer auf. Dann nimmt, wer die meisten Würfel hat, die höhere Karte, der Zweite die niedrigere, und sonst "
        "bekommt niemand etwas. Nicht gewonnene Karten kommen unter den Stapel."
    ),
    "howto.white_payout.title": "Der weiße Spieler",
    "howto.white_payout.text": (
        "Bei der Auszahlung zählen die weißen Würfel als ein weiterer, gedachter Spieler: Sie können Gleichstände "
        "erzeugen und Scheine gewinnen wie jeder andere. Was sie gewinnen, kommt unter den Stapel zurück."
    ),
    "howto.example": "In diesem Beispiel:",
    "howto.end.title": "Nächste Runde und Spielende",
    "howto.end.text": (
        "Alle nehmen ihre Würfel zurück, die Casinos werden wieder aufgefüllt, und der nächste Platz beginnt. Nach "
        "Runde {rounds} gewinnt, wer am meisten Geld hat; bei gleichem Geld, wer mehr Geldscheine hat; ist auch das "
        "gleich, wird der Sieg geteilt."
    ),
    "howto.end_royale.title": "Nächste Runde und Spielende",
    "howto.end_royale.text": (
        "Die nächste Runde beginnt, wer in Casino 6 die höhere Karte gewonnen hat (wenn niemand, dann in Casino 5 "
        "und so weiter). Nach Runde {rounds} zählen deine Karten plus {chip} pro Chip; es gewinnt, wer am meisten "
        "hat, dann wer mehr Karten und Chips hat, sonst wird der Sieg geteilt."
    ),
    "howto.two_players_royale.title": "Zu zweit",
    "howto.two_players_royale.text": (
        "Zu zweit werden zu Beginn jeder Runde die 8 Würfel einer unbenutzten Farbe (7 kleine und ein Biggy) in "
        "ihre Casinos gewürfelt. Sie bleiben dort als neutraler Spieler, der Gleichstände erzeugen und gewinnen "
        "kann wie du."
    ),
    "howto.page.title": "Auf dieser Seite",
    "howto.page.text": (
        "Würfle mit dem Knopf, R oder der Leertaste. Wähle eine Zahl, indem du ihre Würfel oder ihr Casino "
        "anklickst, oder mit den Tasten 1 bis 6. Jedes Casino zeigt, was es zahlen würde, wenn die Runde jetzt "
        "endete."
    ),
    "howto.you_roll": "Du würfelst:",
    "howto.you_place": "Du wählst die {value}er:",
    "howto.sit_out_instead": "oder stattdessen einen Chip zahlen:",
}
