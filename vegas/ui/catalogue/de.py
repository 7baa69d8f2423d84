"""Deutsch: Würfel, Casinos, Geldscheine, Runden, Startspieler, weiße (neutrale) Würfel, Chips."""

TEXT: dict[str, str] = {
    # die Seite rund um den Tisch
    "title": "Vegas",
    "page_title": "Vegas — das Würfelspiel Las Vegas",
    "subtitle": "Las Vegas, das Würfelspiel",
    "loading": "Die Casinos öffnen…",
    "load_failed": "Beim Laden ist etwas schiefgegangen: {reason}",
    "load_from_file": (
        "Diese Seite startet nicht aus einer Datei auf deinem Rechner: Browser führen ihre Module dort nicht "
        "aus. Starte im Ordner des Spiels ./scripts/serve.sh und öffne dann http://127.0.0.1:8000 – oder "
        "spiele die Kopie im Web."
    ),
    "load_fetching": "{file} wird geladen: {done} von {total} MB",
    "load_download_failed": "{file} konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.",
    "load_retry": "Noch einmal versuchen",
    "nav_game": "Spiel",
    "language_label": "Sprache",
    "how_to_play": "Spielregeln",
    "new_game": "Neues Spiel",
    "menu": "Menü",
    "faster": "Schneller",
    "log": "Verlauf",  # one word that fits beside its two buttons on a 320 px phone
    "log_round": "Runde {round}",
    "copy_log": "Kopieren",
    "copy_log_label": "Den ganzen Spielverlauf als Text kopieren",
    "log_copied": "Kopiert",
    "log_not_copied": "Kopieren nicht möglich: Spielverlauf markieren und kopieren",
    "problem.replay_link": "der Wiederholungslink ist beschädigt oder unvollständig",
    "replay": "Wiederholung",
    "replay_label": "Wiederholung: diese Partie Zug für Zug noch einmal ansehen",
    "replay.title": "Wiederholung",
    "replay.where": "{round} · Zug {move} von {moves}",
    "replay.paid": "die Auszahlung der Runde",
    "replay.first": "Erster Zug",
    "replay.back": "Einen Zug zurück",
    "replay.forward": "Einen Zug vor",
    "replay.last": "Letzter Zug",
    "replay.round": "Zu einer Runde springen",
    "replay.take_over": "Von hier aus weiterspielen",
    "replay.share": "Link zur Wiederholung kopieren",
    "replay.copied": "Link kopiert",
    "replay.leave": "Zurück zur Partie",
    "replay.not_copied": "Link konnte nicht kopiert werden: {link}",
    "replay.bad_link": "Dieser Wiederholungslink lässt sich nicht öffnen ({reason}); deine Partie geht weiter.",
    "replay.start": "vor dem ersten Zug",
    "payout": "Auszahlung",
    "continue": "Weiter",
    "close": "Schließen",
    "cancel": "Abbrechen",
    # der Tisch
    "round": "Runde {round} von {rounds}",
    "casino": "Casino {number}",
    "to_move": "{name} ist am Zug",
    "your_turn": "{name}: würfeln",
    "thinking": "{name} (Computer) überlegt…",
    "roll": "Würfeln",
    "roll_key": "Würfeln (R oder Leertaste)",
    "rolls_status": "{name} würfelt…",
    "rolls_status.you": "Du würfelst…",
    "keys_hint": "(Tasten 1-6)",
    "pick_value": "{name}: Zahl wählen — eine Würfelgruppe oder ihr Casino",
    "nothing_to_place": "{name}: keine gewürfelte Zahl kann gesetzt werden — wähle eine der Schaltflächen unten",
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
    "owner.neutral": "weiß",
    "preview": "Wenn die Runde jetzt endete",
    "preview_none": "zahlt niemandem",
    "preview_short": "Auszahlung jetzt:",
    "paid_short": "ausgezahlt:",
    "seed_shown": "Startwert {seed}",
    "aria.die": "Würfel zeigt {value}",
    "aria.casino": "Casino {number}, Geld {money}",
    "place_dice": "Setze {dice} ins Casino {value}",
    "aria.casino_dice": "{casino}; Würfel: {dice}",
    "aria.casino_no_dice": "{casino}; noch keine Würfel",
    "hint_best": "★ am besten: {hint}",
    "money_yours_only": "nur du siehst das",
    "hint": "Tipp: Was würde der stärkste Computer tun?",
    "hint_value": "≈{win} Siegchance · ≈{money} in dieser Runde",
    "hint_caption": "Schätzungen des Tippgebers (Probespiele des schweren Computers, keine Gewissheit)",
    "hint_caption_exact": "Exakte Werte: beide spielen bis zum Ende der Runde perfekt",
    "hint_exact_win": "= {win} Siegchance (exakt)",
    "hint_exact_ahead": "= im Schnitt {money} mehr als dein Gegner in dieser Runde (exakt)",
    "hint_exact_behind": "= im Schnitt {money} weniger als dein Gegner in dieser Runde (exakt)",
    "hint_thinking": "Der Tippgeber überlegt…",
    # Rundenende und Spielende
    "standings": "Endstand",
    "winner": "Es gewinnt: {names}!",
    "winners": "Geteilter Sieg: {names}!",
    "tie.decided_notes": "{names} haben je {money}; die meisten Geldscheine gewinnen: {counts}.",
    "tie.decided_cards": "{names} haben je {money}; die meisten Geldkarten plus Chips gewinnen: {counts}.",
    "tie.shared_notes": "{names} haben je {money} und je {count} Geldscheine: sie teilen sich den Sieg.",
    "tie.shared_cards": "{names} haben je {money} und je {count} Geldkarten plus Chips: sie teilen sich den Sieg.",
    "tie.figure": "{name}: {count}",
    "play_again": "Noch einmal",
    "same_settings": "Gleiche Einstellungen, neuer Startwert",
    "new_settings": "Neue Einstellungen",
    "col_place": "Platz",
    "col_player": "Spieler",
    "col_money": "Geld",
    "col_money_chips": "Geld (ein Chip zählt {chip})",
    "col_notes": "Geldscheine",
    "col_chips": "Chips",
    "col_cards_chips": "Karten + Chips",
    "dice_of": "{name}: {count}",
    "payout_title": "Auszahlung der Runde {round}",
    "removed": "Gleichstand, raus: {names}",
    "nobody": "hier gewinnt niemand",
    "left_under": "{notes} zurück unter den Stapel",
    "round_summary": "Runde {round}: {results}",
    "chart.title": "Geld nach jeder Runde",
    "chart.aria": "Liniendiagramm: das Geld jedes Spielers nach jeder der {rounds} Runden, von null an. "
    "Am Ende: {players}.",
    "chart.aria_player": "{name} mit {money}",
    "chart.x_label": "Gespielte Runden",
    "chart.table": "Das Diagramm als Tabelle",
    "chart.after_round": "Nach Runde {round}",
    "figures.title": "In Zahlen",
    "figures.casinos": "Casinos gewonnen",
    "figures.dice_lost": "Würfel bei Gleich\u00adstand verloren",  # a soft hyphen: the column fits a phone
    "figures.notes": "Geldscheine gewonnen",
    "figures.cards": "Karten gewonnen",
    # der Bildschirm für ein neues Spiel
    "start_game": "Spiel starten",
    "rules_label": "Regeln",
    "rules.classic": "Las Vegas",
    "rules.classic-neutral": "Las Vegas mit weißen Würfeln",
    "rules.royale-basic": "Las Vegas Royale (Grundspiel)",
    "rules.royale": "Las Vegas Royale (mit Casino-Plättchen)",
    "rules.knizia": "Vegas (Knizia, 1996)",
    "rules.knizia-duel": "Vegas (Knizia, 1996) mit Würfelduell",
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
    "bad_url_kept": "Die Spieleinstellungen im Link waren unbrauchbar ({reason}); dein Spiel geht weiter.",
    "link_other_game": (
        "Dieser Link startet ein anderes Spiel. Dein laufendes Spiel geht weiter, wenn du dieses nicht startest."
    ),
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
    "problem.save_deep": "es ist {depth} Ebenen tief verschachtelt, tiefer als jeder Spielstand",
    "problem.save_unreadable": "es ließ sich nicht lesen ({error})",
    "start_failed": (
        "Der gespeicherte Spielstand oder der Link war nicht brauchbar ({error}); das Standardspiel hat begonnen."
    ),
    "problem.save_settings": "die Einstellungen fehlen",
    "problem.save_seats": "die Plätze sind fehlerhaft",
    "problem.save_seat_lacks": "einem Platz fehlt {field}",
    "problem.save_mismatch": "die Plätze passen nicht zum Spiel",
    # der Verlauf gespeicherter Spiele: abgelehnte Datei oder gespeichertes Spiel
    "history.not_json": (
        "Diese Datei ist kein Vegas-Spielarchiv: Sie enthält kein gültiges JSON. Nichts wurde geändert."
    ),
    "history.foreign": "Diese Datei ist kein Vegas-Spielarchiv. Nichts wurde geändert.",
    "history.newer": (
        "Dieses Spielarchiv stammt aus einer neueren Version von Vegas (Dateiversion {version}). Lade die Seite neu "
        "und importiere es dann noch einmal. Nichts wurde geändert."
    ),
    "history.no_games": "Dieses Spielarchiv enthält keine Spiele: Die Datei ist beschädigt. Nichts wurde geändert.",
    "history.game_save": (
        "Spiel {number} dieser Datei hat keinen Spielstand zum Nachspielen: Die Datei ist beschädigt. "
        "Nichts wurde geändert."
    ),
    "history.game_when": (
        "Spiel {number} dieser Datei hat kein gültiges Datum: Die Datei ist beschädigt. Nichts wurde geändert."
    ),
    "history.game_replay": (
        "Spiel {number} dieser Datei lässt sich nicht nachspielen ({reason}): Die Datei ist beschädigt. "
        "Nichts wurde geändert."
    ),
    "history.game_key": (
        "Spiel {number} dieser Datei passt nicht zu seinem eigenen Spielverlauf: Die Datei ist beschädigt. "
        "Nichts wurde geändert."
    ),
    "history.stored": "Ein in diesem Browser gespeichertes Spiel konnte nicht gelesen werden und wird ausgelassen.",
    "history.full": (
        "Der Speicher des Browsers ist voll: Dieses Spiel konnte nicht unter Deine Spiele aufbewahrt werden. "
        "Das laufende Spiel bleibt gespeichert."
    ),
    "history.refused": (
        "Der Browser hat dieses Spiel nicht unter Deine Spiele aufgenommen. Das laufende Spiel bleibt gespeichert."
    ),
    "history.unavailable": (
        "Dieser Browser kann deine früheren Spiele hier nicht aufbewahren. Das laufende Spiel bleibt gespeichert."
    ),
    # der Spielverlauf
    # Deine Spiele: der Verlauf gespeicherter Spiele und deine Bilanz
    "history.open": "Deine Spiele",
    "history.title": "Deine Spiele",
    "history.all_rules": "Alle Spielarten",
    "history.all_results": "Alle Ergebnisse",
    "history.filter_rules": "Spielart",
    "history.filter_result": "Ergebnis",
    "history.result.won": "Gewonnen",
    "history.result.lost": "Nicht gewonnen",
    "history.result.unfinished": "Nicht beendet",
    "history.count": "{shown} von {total} Spielen",
    "history.count_one": "{shown} von 1 Spiel",
    "history.count_all": "{count} Spiele",
    "history.count_all_one": "1 Spiel",
    "history.empty": (
        "Noch kein Spiel aufbewahrt: Jedes beendete Spiel und jedes, das du für ein neues verlässt, erscheint hier."
    ),
    "history.none_chosen": "Kein aufbewahrtes Spiel passt zu diesen Filtern.",
    "history.more": "{count} weitere zeigen",
    "history.date": "{day}.{month}.{year} {hour}:{minute}",
    "history.seat_bot": "{name} (Computer, {level})",
    "history.seat_elsewhere": "{name} (auf einem anderen Gerät)",
    "history.unfinished": "Nicht beendet",
    "history.won_by": "Gewonnen von {names}",
    "history.you_won": "Du hast mit {money} gewonnen",
    "history.you_placed": "Platz {place} von {players}, {money}",
    "history.play_on": "Weiterspielen",
    "history.play_on_label": "Weiterspielen: {game}",
    "history.replay_label": "Nachspielen: {game}",
    "history.delete": "Löschen",
    "history.delete_label": "Löschen: {game}",
    "history.deleted": "Spiel gelöscht.",
    "history.undo": "Rückgängig",
    "history.restored": "Spiel wiederhergestellt.",
    "history.export": "Alle exportieren",
    "history.import": "Importieren",
    "history.exported": "{count} Spiele in eine Datei exportiert.",
    "history.exported_one": "1 Spiel in eine Datei exportiert.",
    "history.nothing_to_export": "Noch kein Spiel gespeichert: nichts zu exportieren.",
    "history.imported": "{added}, {known}.",
    "history.added": "{count} Spiele hinzugefügt",
    "history.added_one": "1 Spiel hinzugefügt",
    "history.known": "{count} schon vorhanden",
    "history.known_one": "1 schon vorhanden",
    "history.record": "Deine Bilanz",
    "history.no_record": "Deine Bilanz beginnt mit dem ersten Spiel, das du allein an diesem Bildschirm beendest.",
    "history.col.games": "Spiele",
    "history.col.wins": "Siege",
    "history.col.place": "Durchschnittlicher Platz",
    "history.col.money": "Durchschnittliches Geld",
    "history.line": "{rules}, {players} Spieler, {against}",
    "history.by_name": "{name} (mehrere Personen an diesem Bildschirm)",
    "history.against.level": "gegen den Computer ({level})",
    "history.against.mixed": "gegen gemischte Gegner",
    "history.against.people": "gegen Menschen",
    "history.chart.title": "Geld in deinen letzten Spielen (★ ein Sieg)",
    "history.chart.aria": (
        "Liniendiagramm deines Gelds Spiel für Spiel, {what}. Gezeigte Spiele: {count}; gewonnen: {wins}."
    ),
    "history.chart.x_label": "Spiele",
    "history.chart.game": "Spiel {number}",
    "neutral": "weiß",
    "log.rolled": "{name} würfelt {faces}.",
    "log.placed": "{name} setzt {dice} ins Casino {value}.",
    "log.sat_out": "{name} zahlt einen Chip und setzt aus.",
    "log.setup": "Die weißen Würfel werden in {casinos} gewürfelt.",
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
    # Spielregeln (eigene Worte; docs/rules.md §1, §1a, §2)
    "howto.title": "Spielregeln: {rules}",
    "howto.other_rules": "Andere Regeln",
    "howto.arrow": "geht ins",
    "howto.version": "Spielversion {version}",
    "howto.knizia_goal.title": "Das Ziel",
    "howto.knizia_goal.text": (
        "Auf vierzehn Spieltischen liegt je ein Goldchip, so viel wert, wie der Tisch Felder hat (3 bis 15). "
        "Einen Tisch gewinnt, wer bei seiner Wertung die meisten Steine dort hat. Sind alle Tische gewertet, "
        "gewinnt das meiste Gold; bei Gleichstand, wer mehr Chips gewonnen hat."
    ),
    "howto.knizia_tables.title": "Tische und Felder",
    "howto.knizia_tables.text": (
        "Ein Tisch hat eine bis drei Reihen von Feldern, jedes mit der Zahl, die es nimmt; manche zeigen zwei "
        "Zahlen und nehmen beide. Auf einem Tisch ohne 6 ist eine 6 ein Joker: Setze deinen Stein auf ein "
        "beliebiges Feld, auch auf den eines Gegners."
    ),
    "howto.knizia_turn.title": "Dein Zug",
    "howto.knizia_turn.text": (
        "Zuerst stellt jeder seine Figur an einen Tisch. In deinem Zug ziehst du entweder deine Figur an "
        "einen anderen, noch nicht gewerteten Tisch (das ist dein ganzer Zug), oder du würfelst einmal mit "
        "dem Goldwürfel und setzt einen Stein auf ein freies Feld deines Tisches, das die Zahl nimmt. Ist "
        "keines frei, ersetzt du dort den Stein eines Gegners (er geht zurück); sind alle deine eigenen, "
        "geschieht nichts. Vor dem Würfeln darfst du eine Karte spielen."
    ),
    "howto.knizia_cards.title": "Karten",
    "howto.knizia_cards.text": (
        "Glückskarte 1 bis 6: Setze einen Stein auf ein Feld mit dieser Zahl, dann würfle. Strohmann (du hast "
        "drei): Würfle für einen anderen Tisch statt deines. Mary Chip: Sie zieht einen Tisch weiter, dann "
        "würfelst du, außer ihr Zug hat einen Tisch gewertet. Jede Karte wird einmal gespielt."
    ),
    "howto.knizia_mary.title": "Mary Chip",
    "howto.knizia_mary.text": (
        "Mary Chip geht die Tische von 1 bis 14 ab. Eine gewürfelte 1, nachdem ihr Stein gesetzt ist, und die "
        "Mary-Chip-Karte lassen sie einen Tisch weiterziehen, gewertete Tische übersprungen; der Tisch, den "
        "sie erreicht, wird sofort gewertet."
    ),
    "howto.knizia_scoring.title": "Wertung eines Tisches",
    "howto.knizia_scoring.text": (
        "Ein Tisch wird gewertet, wenn Mary Chip ihn erreicht oder sein letztes Feld besetzt wird. Die "
        "meisten Steine gewinnen seinen Goldchip; unter Gleichstehenden gewinnt, wer einen Stein auf dem Feld "
        "mit der niedrigsten Zahl hat; bleibt es gleich, oder ist niemand dort, wird der Chip abgelegt. Die "
        "Steine gehen zurück, der Zug endet sofort, und Figuren an diesem Tisch müssen weiterziehen."
    ),
    "howto.knizia_counters.title": "Keine Steine mehr",
    "howto.knizia_counters.text": (
        "Ohne Steine darfst du deine Mary-Chip-Karte spielen, deine Figur ziehen oder passen. Hat niemand "
        "mehr einen Stein, darf niemand passen: Der Spieler am Zug darf trotzdem würfeln, und eine 1 lässt "
        "Mary Chip weiterziehen."
    ),
    "howto.knizia_duel.title": "Das Würfelduell",
    "howto.knizia_duel.text": (
        "Wer den Stein eines Gegners ersetzt, beginnt ein Duell. Beide wählen geheim 1H, 2H oder 3H und "
        "zeigen sie gleichzeitig: 2H schlägt 1H, 3H schlägt 2H, 1H schlägt 3H, und der Stein des Siegers "
        "bleibt. 1H gegen 1H oder 2H gegen 2H: beide Steine gehen zurück und das Feld ist frei; 3H gegen 3H: "
        "der Verteidiger behält das Feld."
    ),
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
        "ihre Casinos gewürfelt. Sie bleiben dort als weißer Spieler, der Gleichstände erzeugen und gewinnen "
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
    # die Casino-Plättchen von Las Vegas Royale (die aufgedruckten Namen bleiben wie auf den Plättchen)
    "owner.blank": "grau",
    "in_bar": "{count} in der Bar",
    "casino_closed": "Gesperrt durch NO ENTRY!",
    "tiles_label": "Casino-Plättchen",
    "tiles_count_label": "Plättchen pro Runde",
    "no_repeat_label": "Keine Seite zweimal in einer Partie",
    "force_label": "Plättchen an Casino 1",
    "force.random": "zufällig gezogen",
    "problem.no_repeat_flag": "„Keine Seite zweimal in einer Partie“ muss ein- oder ausgeschaltet sein",
    "problem.force_form": "die gewählten Plättchen müssen den Casinos 1 bis 6 Seiten von A1 bis H2 zuordnen",
    "problem.tiles_number": "die Zahl der Plättchen ist 0 bis {high}, nicht „{text}“",
    "problem.tile_face": "es gibt keine Plättchenseite „{face}“: die Seiten heißen A1 bis H2",
    "problem.tile_casino": "Casino {casino} bekommt kein Plättchen, wenn „Plättchen pro Runde“ {tiles} ist",
    "problem.tile_twice": "jedes Plättchen und jedes Casino kann nur einmal gewählt werden",
    "problem.force_no_repeat": (
        "ein gewähltes Plättchen kommt jede Runde wieder und passt daher nicht zu „Keine Seite zweimal in einer Partie“"
    ),
    "problem.no_repeat_tiles": "mit „Keine Seite zweimal in einer Partie“ höchstens {most} Plättchen pro Runde",
    "privacy.title": "Gib das Gerät an {name} weiter",
    "privacy.title.you": "Deine geheime Wahl",
    "privacy.show.you": "Ich bin es: meine Wahl zeigen",
    "step.guess.of_you": "{name} ({tile}): wie viele Marker sind versteckt?",
    "step.split.of_you": "{name} ({tile}): teile die Marker geheim in zwei Stapel. Du nimmst einen.",
    "privacy.text": "Die nächste Wahl ist geheim. Alle anderen schauen bitte weg, bis sie getroffen ist.",
    "privacy.show": "Ich bin {name}: meine Wahl zeigen",
    "tile.aria": "Casino-Plättchen {name} an Casino {casino}: was es bewirkt",
    "tile.nothing": "nichts",
    "tile.jackpot": "Jackpot jetzt: {money}",
    "tile.black_on": "ein schwarzer Würfel in Casino {casino} für {name}",
    "tile.fifty": "Zähler auf {reward}; letzte Summe {sum}",
    "tile.token_with": "{name} hat den Marker",
    "tile.token_free": "Der Marker liegt auf dem Plättchen",
    "tile.power_ready": "{name} darf ihn im nächsten Zug nutzen",
    "tile.bad_luck": "{names} zahlt {money}",
    "tile.closed": "Casino {casino} ist gesperrt",
    "tile.next_move": "Der nächste Zug des Markers bringt: {reward}",
    "tile.in_bar": "{name}: {count} in der Bar",
    "tile.clusters": "Übrige graue Würfel, in Gruppen zu {clusters}",
    "tile.empty": "Keine grauen Würfel mehr auf dem Plättchen",
    "tile.spaces": "noch {count} Felder, je {reward}",
    "tile.spaces_one": "noch 1 Feld: {reward}",
    "tile.full": "Alle Felder sind belegt",
    "tile.space_choice": "einen freien Zug",
    "tile.dice_of": "{name}: {count} Würfel auf dem Plättchen",
    "tile.space_of": "Feld {value}: Würfel von {name} ({reward})",
    "tile.golden_with": "Goldenes Feld: Würfel von {name} ({money})",
    "tile.two_values": "{low} und {high}",
    "tile.blank_token": "leer",
    "tile.A1": (
        "Hier setzen und geheim 1, 2 oder 3 Marker halten; der nächste Spieler rät, wie viele. Rät er falsch, "
        "bekommst du: 1 Marker 2 Chips, 2 Marker {m30}, 3 Marker {m40}. Rät er richtig: nichts."
    ),
    "tile.A2": (
        "Hier setzen und die zwei schwarzen Würfel werfen: Summe 7 oder ein Pasch gewinnt den Jackpot von der Bank, "
        "der dann auf {m30} zurückfällt; sonst steigt er um {m10}, bis {m80}."
    ),
    "tile.B1": (
        "Am Rundenende wirft, wer hier die höhere Karte bekommen wird, die zwei schwarzen Würfel und darf keinen, "
        "einen oder beide in die Casinos ihrer Zahlen setzen, als eigene Würfel, bevor ausgezahlt wird."
    ),
    "tile.B2": (
        "Hier setzen und die zwei schwarzen Würfel werfen. Aufhören und nehmen, was unter dem Zähler liegt ({m0}, "
        "1 Chip, {m30}, {m40}, {m60}), oder wetten, dass die nächste Summe höher oder niedriger ist: eine gewonnene "
        "Wette rückt den Zähler vor, eine verlorene (oder dieselbe Summe) endet mit nichts."
    ),
    "tile.C1": (
        "Wer als Erster 5 Würfel hier hat (der Biggy zählt doppelt), nimmt den Marker: er bringt {m100} bei der "
        "Auszahlung."
    ),
    "tile.C2": (
        "Am Rundenende zahlt jeder mit den wenigsten Würfeln hier (auch keiner zählt) {fine} an die Bank; fehlt "
        "Geld, zahlen Chips."
    ),
    "tile.D1": (
        "Hier setzen und die Casinos mit deinen Würfeln zählen: 1 bringt 1 Chip, 2 bringen 2 Chips, 3 bis 6 bringen "
        "{m30} bis {m60}."
    ),
    "tile.D2": (
        "Hast du hier mehr Würfel als jeder andere, nimmst du den Marker. Im nächsten Zug darfst du statt zu werfen "
        "einen deiner Würfel auf eine beliebige Zahl drehen und setzen. Führt hier niemand, geht der Marker zurück."
    ),
    "tile.E1": (
        "Hier setzen und den NO-ENTRY!-Marker auf ein anderes Casino legen: kein Würfel kommt hinein oder heraus. "
        "Jeder Zug des Markers rückt einen Zähler vor und kann 2 Chips, {m30} oder 1 Chip bringen."
    ),
    "tile.E2": (
        "Hier setzen: jeder Gegner legt einen übrigen Würfel seiner Wahl in die Bar (höchstens zwei je Spieler); du "
        "nimmst deine eigenen zurück. Würfel in der Bar zählen bei der Auszahlung nicht."
    ),
    "tile.F1": (
        "Hier setzen und eine Gruppe grauer Würfel vom Plättchen (1, 1, 2, 2 oder 3 Würfel) in ein offenes Casino "
        "deiner Wahl legen. Graue Würfel zählen wie die eines weiteren Spielers."
    ),
    "tile.F2": (
        "In jedem Casino liegen anfangs graue Würfel. Hier setzen und einen davon auf ein freies Feld des "
        "Plättchens legen: 1 Chip, {m30} oder ein freier Zug (einen Würfel auf eine Zahl drehen und setzen oder "
        "einen zurücknehmen)."
    ),
    "tile.G1": (
        "Bei der Auszahlung teilt der Spieler links vom Gewinner dieses Casinos sechs Marker ({m60}, zweimal 2 Chips, "
        "dreimal leer) verdeckt in zwei Stapel; der Gewinner nimmt einen."
    ),
    "tile.G2": (
        "Hier setzen und beliebig viele deiner Würfel aus diesem Casino aufs Plättchen legen. Bei der Auszahlung "
        "zahlt das Plättchen wie ein Casino: {m60} für die meisten Würfel, {m30} für die zweitmeisten."
    ),
    "tile.H1": (
        "Hier setzen und einen gerade geworfenen oder gesetzten Würfel auf das Feld seiner Zahl legen. Bei der "
        "Auszahlung bringt er 1 Chip, 2 Chips, {m30}, {m40}, {m50} oder {m60} für eine 1 bis 6."
    ),
    "tile.H2": (
        "Hier setzen, die zwei schwarzen Würfel werfen und einen wählen: 1 Chip, 2 Chips, {m30}, ein anderes "
        "Plättchen auslösen, ein freier Zug oder ein Würfel aufs goldene Feld (es bringt {m60})."
    ),
    "step.hide": "{name} ({tile}): halte 1, 2 oder 3 Marker, geheim. {guesser} rät, wie viele.",
    "step.guess": "{name} ({tile}): wie viele Marker hält {player}?",
    "step.fifty": (
        "{name} ({tile}): der Zähler steht auf {reward}. Aufhören und das nehmen oder wetten, dass die nächste Summe "
        "höher oder niedriger als {sum} ist?"
    ),
    "step.prime": (
        "{name} ({tile}): die schwarzen Würfel zeigen {values}. Welche setzt du in ihre Casinos? Dort zählen sie als "
        "deine Würfel."
    ),
    "step.no-entry": "{name} ({tile}): welches Casino sperrst du?",
    "step.knock-out": (
        "{name} ({tile}): einer deiner noch nicht geworfenen Würfel kommt bis zum Ende der Runde in die Bar. Welcher?"
    ),
    "step.block-it": "{name} ({tile}): eine Gruppe grauer Würfel in ein Casino legen?",
    "step.handicap": (
        "{name} ({tile}): einen grauen Würfel aus einem Casino auf dieses Plättchen legen und den Gewinn seines "
        "Feldes nehmen?"
    ),
    "step.adjust": (
        "{name} ({tile}): einen Würfel auf die Zahl eines Casinos drehen und dort setzen, oder einen deiner "
        "zurücknehmen."
    ),
    "step.double-down": (
        "{name} ({tile}): wie viele deiner Würfel von hier kommen aufs Plättchen? Es zahlt am Rundenende wie ein "
        "Casino."
    ),
    "step.nice-dice": (
        "{name} ({tile}): einen eben gesetzten Würfel auf das Feld seiner Zahl legen? Es zahlt am Rundenende."
    ),
    "step.my-choice": "{name} ({tile}): die schwarzen Würfel zeigen {values}. Welchen nimmst du?",
    "step.activate": "{name} ({tile}): welches andere Plättchen löst du aus?",
    "step.golden": "{name} ({tile}): welcher Würfel kommt aufs goldene Feld? Es bringt am Rundenende {m60}.",
    "step.split": "{name} ({tile}): teile die Marker geheim in zwei Stapel. {player} nimmt einen.",
    "step.pick": "{name} ({tile}): welchen Stapel nimmst du? Die Marker liegen verdeckt.",
    "act.pass": "Passen: alle geworfenen Zahlen sind gesperrt",
    "act.power": "Power play: einen Würfel auf {value} drehen und setzen",
    "act.power_biggy": "Power play: den Biggy auf {value} drehen und setzen",
    "act.place_black_none": "Keinen setzen",
    "act.place_black_one": "Die {value} in Casino {value} setzen",
    "act.place_black": "Beide setzen ({low} und {high})",
    "act.close_none": "Marker liegen lassen",
    "act.close": "Casino {casino} sperren",
    "act.to_bar_small": "Einen kleinen Würfel in die Bar legen",
    "act.to_bar_biggy": "Den Biggy in die Bar legen",
    "act.golden_small": "Einen kleinen Würfel aufs goldene Feld legen",
    "act.golden_biggy": "Den Biggy aufs goldene Feld legen",
    "act.block_none": "Keine grauen Würfel legen",
    "act.block_one": "1 grauen Würfel ins Casino {casino} legen",
    "act.block": "{count} graue Würfel ins Casino {casino} legen",
    "act.handicap_none": "Keinen grauen Würfel nehmen",
    "act.handicap": "Einen grauen Würfel aus Casino {casino} nehmen: {reward}",
    "act.set": "Einen Würfel auf {value} drehen und setzen",
    "act.set_biggy": "Den Biggy auf {value} drehen und setzen",
    "act.take_back": "Einen Würfel aus Casino {casino} zurücknehmen",
    "act.take_back_biggy": "Den Biggy aus Casino {casino} zurücknehmen",
    "act.double_down_none": "Keine Würfel aufs Plättchen legen",
    "act.double_down": "{count} kleine Würfel aufs Plättchen legen",
    "act.double_down_one": "1 kleinen Würfel aufs Plättchen legen",
    "act.double_down_biggy_only": "Den Biggy aufs Plättchen legen",
    "act.double_down_biggy_one": "1 kleinen Würfel und den Biggy aufs Plättchen legen",
    "act.double_down_biggy": "{count} kleine Würfel und den Biggy aufs Plättchen legen",
    "act.nice_dice_none": "Deine Würfel im Casino lassen",
    "act.nice_dice": "Die {value} auf ihr Feld legen ({reward})",
    "act.nice_dice_biggy": "Den Biggy mit {value} auf sein Feld legen ({reward})",
    "act.hide_one": "1 Marker halten (falsch geraten: {reward})",
    "act.hide": "{count} Marker halten (falsch geraten: {reward})",
    "act.guess": "{count} raten",
    "act.stop": "Aufhören und {reward} nehmen",
    "act.bet_higher": "Höher als {sum} wetten",
    "act.bet_lower": "Niedriger als {sum} wetten",
    "act.choose": "Die {value} nehmen: {what}",
    "act.my_choice_4": "ein anderes Plättchen auslösen",
    "act.my_choice_5": "einen Würfel drehen und setzen oder einen zurücknehmen",
    "act.my_choice_6": "einen Würfel aufs goldene Feld legen",
    "act.activate": "{tile} auslösen (Casino {casino})",
    "act.split": "Stapel 1 ({first}) und Stapel 2 ({second}) übergeben",
    "act.pick": "Stapel {pile} nehmen ({count} Marker)",
    "step.fifty_nothing": (
        "{name} ({tile}): der Zähler steht auf dem ersten Feld, das nichts bringt. Ohne etwas aufhören oder wetten, "
        "dass die nächste Summe höher oder niedriger als {sum} ist?"
    ),
    "why.closed": "Die {value} kann nicht gesetzt werden: Casino {value} ist gesperrt (NO ENTRY!).",
    "why.no_biggy": "Nicht der Biggy: er ist nicht mehr unter deinen Würfeln zum Werfen.",
    "why.no_small": "Kein kleiner Würfel: unter deinen Würfeln zum Werfen ist keiner mehr.",
    "act.stop_nothing": "Ohne etwas aufhören",
    "log.bet_won": "Die Summe ist {total}: die Wette „{side} als {last}“ ist gewonnen.",
    "log.bet_lost": "Die Summe ist {total}: die Wette „{side} als {last}“ ist verloren, FIFTY FIFTY bringt nichts.",
    "bet.higher": "höher",
    "bet.lower": "niedriger",
    "pick.block-it": "Tippe auf ein Casino, um graue Würfel hineinzusetzen.",
    "pick.handicap": "Tippe auf das Casino, aus dem ein grauer Würfel kommt.",
    "pick.adjust": "Tippe auf ein Casino: drehe einen Würfel auf seine Zahl und setze ihn, oder nimm einen zurück.",
    "pick.power": "Oder tippe statt zu würfeln auf ein Casino: POWER PLAY setzt einen Würfel mit seiner Zahl hinein.",
    "pick.casino": "Tippe auf ein Casino, um seine Möglichkeiten zu sehen.",
    "pick.casino_aria": "Hier wählen: {casino}",
    "pick.with_biggy": "Mit dem Biggy",
    "pick.split": "Tippe auf einen Marker, um ihn auf den anderen Stapel zu legen.",
    "split.pile": "Stapel {pile}",
    "split.move": "{token}: auf Stapel {pile} legen",
    "log.tiles_round": "Casino-Plättchen dieser Runde: {tiles}.",
    "log.tile_at": "{tile} an Casino {casino}",
    "log.black": "Die schwarzen Würfel zeigen {low} und {high}.",
    "log.hid": "{name} hält geheim einige Marker.",
    "log.guessed_right": "{name} rät {count}: richtig, {player} hielt {held}.",
    "log.guessed_wrong": "{name} rät {count}: falsch, {player} hielt {held}.",
    "log.split": "{name} teilt die BLACK-BOX-Marker in Stapel zu {first} und {second}.",
    "log.picked": "{name} nimmt Stapel {pile}: {tokens}.",
    "log.tile_decision": "{name} ({tile}) wählte „{choice}“.",
    "log.declined": "{name} verzichtet auf {tile}.",
    "log.passed": "{name} kann nichts setzen: alle geworfenen Zahlen sind gesperrt.",
    "log.tile_gain": "{name} bekommt {what} von den Plättchen.",
    "log.tile_fine": "{name} zahlt {what} an die Bank.",
    "log.tile_paid": "{name} bekommt {what} von {tile}.",
    "log.tile_charged": "{name} zahlt {what} an die Bank ({tile}).",
    "log.tile_paid.you": "Du bekommst {what} von {tile}.",
    "log.tile_charged.you": "Du zahlst {what} an die Bank ({tile}).",
    "payout.tiles": "Casino-Plättchen",
    "payout.tile": "{tile} (Casino {casino})",
    "payout.tile_paid": "{name} bekommt {what}.",
    "payout.tile_charged": "{name} zahlt {what} an die Bank.",
    "payout.tile_paid.you": "Du bekommst {what}.",
    "payout.tile_charged.you": "Du zahlst {what} an die Bank.",
    # the same lines about the seat with the default name for the player ("you"), in the second person
    "log.rolled.you": "Du würfelst {faces}.",
    "log.placed.you": "Du setzt {dice} ins Casino {value}.",
    "log.sat_out.you": "Du zahlst einen Chip und setzt aus.",
    "log.won.you": "Casino {casino} zahlt dir {money}.",
    "log.hid.you": "Du hältst geheim einige Marker.",
    "log.guessed_right.you": "Du rätst {count}: richtig, {player} hielt {held}.",
    "log.guessed_wrong.you": "Du rätst {count}: falsch, {player} hielt {held}.",
    "log.guessed_right.of_you": "{name} rät {count}: richtig, du hieltest {held}.",
    "log.guessed_wrong.of_you": "{name} rät {count}: falsch, du hieltest {held}.",
    "log.split.you": "Du teilst die BLACK-BOX-Marker in Stapel zu {first} und {second}.",
    "log.picked.you": "Du nimmst Stapel {pile}: {tokens}.",
    "log.declined.you": "Du verzichtest auf {tile}.",
    "log.passed.you": "Du kannst nichts setzen: alle geworfenen Zahlen sind gesperrt.",
    "log.tile_gain.you": "Du bekommst {what} von den Plättchen.",
    "log.tile_fine.you": "Du zahlst {what} an die Bank.",
    "howto.tiles.title": "Casino-Plättchen",
    "howto.tiles.text": (
        "In jeder Runde werden drei Plättchen gezogen und an die Casinos 1, 2 und 3 gelegt (der Bildschirm für "
        "neue Partien kann 0 bis 6 legen oder ein Plättchen deiner Wahl an Casino 1). Wer Würfel in ein Casino mit "
        "Plättchen setzt, löst es aus; einige wirken stattdessen am Rundenende. Tippe am Tisch auf den Namen eines "
        "Plättchens, um zu lesen, was es bewirkt. Geld von den Plättchen kommt von der Bank, und jede Zahlung zählt "
        "bei Gleichstand wie eine Karte. Teilen sich zwei Personen den Bildschirm, wartet eine geheime Wahl (LUCKY "
        "PUNCH, BLACK BOX) hinter einem Bildschirm, der die anderen bittet wegzuschauen."
    ),
    "howto.tile_faces.title": "Die 16 Plättchen",
    "howto.tile_faces.text": "Acht Plättchen mit je zwei Seiten; nie zwei Seiten desselben Plättchens in einer Runde.",
    # Knizias Vegas: der Spielplan, die Hand, der Status und das Protokoll
    "kz.mary_start": "Mary Chip: am Start",
    "kz.log_all": "Alle Züge",
    "kz.mary_at": "Mary Chip: Tisch {table}",
    "kz.keys_hint": "(Tasten: R würfeln, M Mary Chip, P passen, 1-9 die hervorgehobenen Felder, 1-3 die Hände)",
    "kz.chip": "{chip} Gold",
    "kz.gold": "{gold} Gold",
    "kz.tie.decided": "{names} haben je {gold} Gold; wer mehr Chips hat, steht vorn: {counts}.",
    "kz.tie.shared": "{names} haben je {gold} Gold und {chips} Chips: Sie teilen sich den Platz.",
    "kz.col_gold": "Gold",
    "kz.chips": "{count} Chips",
    "kz.chips_one": "1 Chip",
    "kz.counters": "noch {count} Spielsteine",
    "kz.counters_one": "noch 1 Spielstein",
    "kz.card.luck": "Glückskarte {value}",
    "kz.card.front": "Strohmann",
    "kz.card.mary": "Mary-Chip-Karte",
    "kz.card.joker": "hier Joker",
    "kz.cards_title": "Glückskarten",
    "kz.space_row": "{takes} in Reihe {row}",
    "kz.status.luck": (
        "{name}: Glückskarte {value}, ein hervorgehobenes Feld an Tisch {table} wählen (oder die Karte noch einmal, "
        "um sie zu behalten)"
    ),
    "kz.status.luck.you": (
        "Glückskarte {value}: wähle ein hervorgehobenes Feld an Tisch {table} (oder die Karte noch einmal, um sie zu "
        "behalten)"
    ),
    "kz.status.luck_joker": (
        "{name}: Glückskarte 6, an Tisch {table} ein Joker (kein Feld nimmt die 6): ein beliebiges Feld wählen "
        "(oder die Karte noch einmal, um sie zu behalten)"
    ),
    "kz.status.luck_joker.you": (
        "Glückskarte 6 ist an Tisch {table} ein Joker (kein Feld nimmt die 6): wähle ein beliebiges Feld (oder die "
        "Karte noch einmal, um sie zu behalten)"
    ),
    "kz.status.joker": "{name} würfelt {value}, an Tisch {table} ein Joker (kein Feld nimmt die 6): ein Feld wählen",
    "kz.status.joker.you": "Du würfelst {value}, an Tisch {table} ein Joker (kein Feld nimmt die 6): wähle ein Feld",
    "kz.log.joker": "Eine 6 ist an Tisch {table} ein Joker: kein Feld dort nimmt die 6.",
    "kz.mary": "Mary Chip",
    "kz.no_cards": "keine Karten mehr",
    "kz.pawn_at": "Figur an Tisch {table}",
    "kz.no_pawn": "Figur noch nicht aufgestellt",
    "kz.won_by": "gewonnen von {name}",
    "kz.won_by.you": "von dir gewonnen",
    "kz.discarded": "Chip abgelegt",
    "kz.space_free": "frei",
    "kz.space_of": "besetzt von {name}",
    "kz.aria.space": "Feld {space}, nimmt {takes}: {who}",
    "kz.aria.table": "Tisch {number}, Goldchip {chip}",
    "kz.aria.pawns": "Figuren: {names}",
    "kz.act.pawn": "Hier beginnen",
    "kz.act.pawn_aria": "Hier beginnen: deine Figur an Tisch {table} stellen",
    "kz.act.move": "Hierher ziehen",
    "kz.act.move_aria": "Hierher ziehen: deine Figur an Tisch {table} (dein ganzer Zug)",
    "kz.act.front": "Strohmann",
    "kz.act.front_aria": "Strohmann: die Karte spielen, den Goldwürfel für Tisch {table} werfen",
    "kz.act.luck": "Glückskarte {value} spielen: ein Stein auf Feld {space}, dann würfeln",
    "kz.act.put": "Den Stein auf Feld {space} von Tisch {table} setzen",
    "kz.act.roll": "Goldwürfel werfen",
    "kz.act.mary": "Die Mary-Chip-Karte spielen",
    "kz.act.pass": "Passen",
    "kz.duel_title": "Würfelduell an Tisch {table}, Feld {space}",
    "kz.duel_text": "{name} fordert {defender} heraus: beide wählen geheim eine, zwei oder drei Hände.",
    "kz.duel_text.you": "Du forderst {defender} heraus: beide wählen geheim eine, zwei oder drei Hände.",
    "kz.duel_text.of_you": "{challenger} fordert dich heraus: beide wählen geheim eine, zwei oder drei Hände.",
    "kz.duel_rule": "Zwei Hände schlagen eine, drei schlagen zwei, eine schlägt drei.",
    "kz.hands_1": "eine Hand",
    "kz.hands_2": "zwei Hände",
    "kz.hands_3": "drei Hände",
    "kz.last_roll": "{name} würfelt {value} für Tisch {table}",
    "kz.last_roll.you": "Du würfelst {value} für Tisch {table}",
    "kz.status.rolls": "{name} wirft den Goldwürfel für Tisch {table}…",
    "kz.status.rolls.you": "Du wirfst den Goldwürfel für Tisch {table}…",
    "kz.status.pawn": "{name}: Tisch für den Start der Figur wählen",
    "kz.status.pawn.you": "Wähle den Tisch, an dem deine Figur beginnt",
    "kz.status.turn": "{name}: Goldwürfel werfen, eine Karte spielen oder ziehen",
    "kz.status.turn.you": "Du bist dran: Goldwürfel werfen, eine Karte spielen oder ziehen",
    "kz.status.must_move": "{name}: der Tisch ist gewertet, die Figur muss ziehen",
    "kz.status.must_move.you": "Dein Tisch ist gewertet: zieh deine Figur",
    "kz.status.no_counters": "{name} hat keine Steine mehr: ziehen, Mary Chip spielen oder passen",
    "kz.status.no_counters.you": "Du hast keine Steine mehr: ziehen, Mary Chip spielen oder passen",
    "kz.status.place": "{name} würfelt {value}: ein Feld an Tisch {table} wählen",
    "kz.status.place.you": "Du würfelst {value}: wähle ein Feld an Tisch {table}",
    "kz.status.duel": "{name}: Hände für das Würfelduell wählen",
    "kz.status.duel.you": "Wähle deine Hände für das Würfelduell",
    "kz.figures.title": "Die Tische",
    "kz.figures.tables": "Gewonnene Tische",
    "kz.figures.counters": "Gesetzte Steine",
    "kz.log.pawn": "{name} stellt sich an Tisch {table}.",
    "kz.log.pawn.you": "Du stellst dich an Tisch {table}.",
    "kz.log.move": "{name} zieht an Tisch {table}.",
    "kz.log.move.you": "Du ziehst an Tisch {table}.",
    "kz.log.pass": "{name} hat keine Steine mehr und passt.",
    "kz.log.pass.you": "Du hast keine Steine mehr und passt.",
    "kz.log.front": "{name} spielt einen Strohmann für Tisch {table}.",
    "kz.log.front.you": "Du spielst einen Strohmann für Tisch {table}.",
    "kz.log.mary_card": "{name} spielt die Mary-Chip-Karte.",
    "kz.log.mary_card.you": "Du spielst die Mary-Chip-Karte.",
    "kz.log.luck": "{name} spielt Glückskarte {value}.",
    "kz.log.luck.you": "Du spielst Glückskarte {value}.",
    "kz.log.rolled": "{name} würfelt {value} für Tisch {table}.",
    "kz.log.rolled.you": "Du würfelst {value} für Tisch {table}.",
    "kz.log.nothing": "{name} kann keinen Stein setzen.",
    "kz.log.nothing.you": "Du kannst keinen Stein setzen.",
    "kz.log.put": "{name} setzt einen Stein auf Feld {space} von Tisch {table}.",
    "kz.log.put.you": "Du setzt einen Stein auf Feld {space} von Tisch {table}.",
    "kz.log.replaced": "{name} setzt einen Stein auf Feld {space} von Tisch {table} und ersetzt {other}.",
    "kz.log.replaced.you": "Du setzt einen Stein auf Feld {space} von Tisch {table} und ersetzt {other}.",
    "kz.log.replaced.of_you": "{name} setzt einen Stein auf Feld {space} von Tisch {table} und ersetzt deinen.",
    "kz.log.challenge": "{name} fordert {other} um Feld {space} von Tisch {table} heraus: Würfelduell.",
    "kz.log.challenge.you": "Du forderst {other} um Feld {space} von Tisch {table} heraus: Würfelduell.",
    "kz.log.challenge.of_you": "{name} fordert dich um Feld {space} von Tisch {table} heraus: Würfelduell.",
    "kz.log.chose": "{name} hat geheim gewählt.",
    "kz.log.chose.you": "Du hast geheim gewählt.",
    "kz.log.duel_won": (
        "Würfelduell: {challenger}: {attack}, {defender}: {defence}. Feld {space} von Tisch {table}: {winner}."
    ),
    "kz.log.duel_both": "Würfelduell: {challenger}: {attack}, {defender}: {defence}. Beide Steine gehen zurück.",
    "kz.log.mary": "Mary Chip zieht an Tisch {table}.",
    "kz.log.scored": "Tisch {table} wird gewertet: {name} gewinnt seinen Chip mit {chip} Gold.",
    "kz.log.scored.you": "Tisch {table} wird gewertet: du gewinnst seinen Chip mit {chip} Gold.",
    "kz.log.discarded_tie": "Tisch {table} wird gewertet: niemand führt, sein Chip wird abgelegt.",
    "kz.log.discarded_empty": "Tisch {table} wird ohne Steine gewertet: sein Chip wird abgelegt.",
    # playing with friends on other devices (link.py, network.py)
    "kind.remote": "An einem anderen Gerät",
    "kind.friend": "Jemand an einem anderen Gerät",
    "kind.remote_friend": "Mitspieler an einem anderen Gerät",
    "kind.remote_human": "Mensch, am Bildschirm des Gastgebers",
    "link.no_webrtc": (
        "Dieser Browser kann sich nicht mit anderen Geräten verbinden (ihm fehlt WebRTC): spiel an diesem "
        "Bildschirm oder öffne das Spiel in einem anderen Browser."
    ),
    "link.bad_message": "Das andere Gerät hat eine Nachricht geschickt, die diese Seite nicht lesen kann.",
    "link.unexpected": "Das andere Gerät hat „{kind}“ geschickt, das jetzt nicht zum Spiel passt.",
    "link.bad_commitment": "Die Zusage des anderen Geräts zu den Würfeln ist fehlerhaft.",
    "link.cheated": (
        "Züge oder Würfel des anderen Geräts passen nicht zu den Regeln oder zur Absprache: Sie werden "
        "abgelehnt, das Spiel bleibt, wie es war."
    ),
    "link.dice_out_of_turn": (
        "Das Gerät von {name} hat ein Glied für Würfel geschickt, die gerade nicht fallen: Es wird abgelehnt."
    ),
    "link.dice_twice": (
        "Das Gerät von {name} hat ein zweites, anderes Glied für dieselben Würfel geschickt: Es wird abgelehnt."
    ),
    "link.dice_cheated": (
        "Das Glied von {name} für die Würfel folgt nicht der Kette, auf die sich das Gerät zu Beginn festgelegt "
        "hat: Es wird abgelehnt, und die Würfel warten auf das richtige."
    ),
    "link.withheld": (
        "Das Gerät von {name} hat seinen Teil der Würfel nicht aufgedeckt: Das gilt als Verlassen des Tisches "
        "(der Platz wartet, oder der Gastgeber lässt den Computer ihn spielen)."
    ),
    "link.not_your_turn": "Das Gerät eines Mitspielers hat einen Zug für einen Platz geschickt, den es nicht spielt.",
    "link.not_their_turn": (
        "Der Gastgeber hat einen Zug für einen Platz geschickt, der deiner ist oder nicht am Zug ist."
    ),
    "link.other_game": "Diese Einladung gehört zu einem anderen Spiel als dem auf dieser Seite.",
    "link.version": "Das andere Gerät hat eine andere Version des Spiels: Lade beide Seiten neu.",
    "link.refused": "Vom anderen Gerät abgelehnt: {reason}",
    "link.title": "Mitspieler an anderen Geräten",
    "link.intro": (
        "Jeder Mitspieler öffnet seine Einladung auf seinem eigenen Gerät (im selben Netz) und schickt dir "
        "den Antwortcode, den seine Seite zeigt."
    ),
    "link.invite": "{name} einladen",
    "link.invite_again": "{name} erneut einladen",
    "link.standby": (
        "Die Seite von {name} hat eine Einladung aufbewahrt, die während der Verbindung erstellt wurde: Neu "
        "geladen zeigt sie sofort einen Antwortcode. Gib diesen Code hier ein oder lade {name} erneut ein."
    ),
    "link.standby_answer": "Antwortcode von {name} eingeben",
    "link.invitation": "Einladungslink für {name}",
    "link.qr": "Die Einladung für {name} als QR-Code",
    "link.qr_missing": (
        "Kein QR-Code: Er ließ sich nicht laden (für den ersten braucht es eine Verbindung). "
        "Kopiere stattdessen den Text."
    ),
    "link.loopback": (
        "Diese Seite ist unter {host} geöffnet, einem Namen, unter dem nur dieses Gerät erreichbar ist: Das Gerät"
        " eines Freundes kann diesen Link nicht öffnen. Öffne die Seite unter der Adresse dieses Computers in deinem"
        " Netzwerk oder auf der veröffentlichten Seite und lade erneut ein."
    ),
    "link.copy": "Kopieren",
    "link.copied": "Kopiert",
    "link.answer_label": "Antwortcode von {name}",
    "link.connect": "Verbinden",
    "link.state.waiting": "noch nicht eingeladen",
    "link.state.invited": "eingeladen, wartet auf den Antwortcode",
    "link.state.connecting": "verbindet…",
    "link.state.open": "verbunden",
    "link.state.lost": "Verbindung verloren",
    "link.state.computer": "vom Computer gespielt, bis er zurück ist",
    "link.computer_plays": "Den Computer für {name} spielen lassen",
    "link.joined_late": (
        "Diese Seite ist einem laufenden Spiel beigetreten, dessen Würfel ohne dieses Gerät vereinbart wurden."
    ),
    "link.offline": (
        "Du bist nicht mit dem Gastgeber verbunden: Bitte um eine neue Einladung und spiele dann deinen Zug."
    ),
    "link.forgotten": (
        "Dieses Spiel wurde mit anderen Geräten geteilt, aber seine Verbindungsdaten fehlen in diesem "
        "Browser: Computer spielen jetzt ihre Plätze."
    ),
    "join.stun": (
        "Diese Einladung ist für ein Spiel über das Internet: Um zu antworten, fragt diese Seite den "
        "öffentlichen STUN-Server {server}, der deine Adresse erfährt."
    ),
    "join.stun_agree": "Über das Internet antworten",
    "link.check": "Spielprüfung: {check} (auf jedem Gerät gleich heißt: überall dasselbe Spiel)",
    "link.restart": (
        "Der Gastgeber wollte die Würfel neu vereinbaren, nachdem diese Seite ihren Teil gezeigt hatte, oder "
        "mitten im Spiel: abgelehnt."
    ),
    "link.waiting_friends": "Das Spiel beginnt, sobald alle Mitspieler verbunden sind.",
    "link.cancel": "Abbrechen",
    "link.stun": (
        "Über das Internet spielen: den öffentlichen STUN-Server {server} nach Adressen fragen (aus: nur im "
        "selben Netz, keine Anfrage verlässt die Seite)"
    ),
    "join.title": "Du bist zu einem Spiel eingeladen",
    "join.answer": (
        "Schicke diesen Antwortcode an die Person, die dich eingeladen hat; das Spiel öffnet sich, sobald sie"
        " ihn eingibt."
    ),
    "join.answer_qr": "Der Antwortcode als QR-Code",
    "join.making": "Dein Antwortcode wird erstellt…",
    "join.standby": (
        "Die Seite wurde neu geladen: Schick diesen Antwortcode an den Gastgeber zurück. Das Spiel geht "
        "weiter, sobald er ihn eingibt, ohne neue Einladung."
    ),
    "join.failed": "Diese Einladung ist nicht verwendbar: {reason}",
    "join.host": "Gastgeber",
    "join.lost": (
        "Die Verbindung zum Gastgeber ist verloren. Bitte um eine neue Einladung: Dein Spiel bleibt auf dieser Seite."
    ),
    "join.waiting_move": "Warte auf {name} an einem anderen Gerät…",
    # ein anderer Tab oder ein anderes Fenster dieses Browsers spielt die gespeicherte Partie (app/owner.py)
    "elsewhere.following": (
        "Diese Partie wird in einem anderen Tab oder Fenster dieses Browsers gespielt. Sie wird hier Zug um Zug"
        " gezeigt."
    ),
    "elsewhere.taken": (
        "Diese Partie wird jetzt in einem anderen Tab oder Fenster dieses Browsers gespielt. Sie wird hier Zug um"
        " Zug gezeigt."
    ),
    "elsewhere.play_here": "Hier spielen",
    "elsewhere.status": "Wird in einem anderen Tab oder Fenster gespielt",
    "elsewhere.press": (
        "Diese Partie wird in einem anderen Tab oder Fenster dieses Browsers gespielt: Tippe auf „Hier spielen“, um"
        " sie hier zu spielen."
    ),
    "elsewhere.new_game": (
        "Die laufende Partie wird in einem anderen Tab oder Fenster dieses Browsers gespielt. Startest du hier eine"
        " neue Partie, übernimmt dieser Tab das Spiel: Der andere schaut dann nur noch zu."
    ),
    "elsewhere.not_saved": (
        "Dein Zug wurde nicht gespeichert: Ein anderer Tab oder ein anderes Fenster dieses Browsers hat inzwischen"
        " in dieser Partie gezogen. Hier ist sie, wie sie jetzt steht."
    ),
    "elsewhere.not_kept": (
        "Dein letzter Zug in diesem Tab wurde nicht übernommen: Ein anderer Tab oder ein anderes Fenster dieses"
        " Browsers hatte die Partie schon übernommen. Hier ist sie, wie sie jetzt steht."
    ),
    "elsewhere.unreadable": (
        "Die vom anderen Tab oder Fenster gespeicherte Partie kann hier nicht gezeigt werden: {reason}"
    ),
    # die Spielanalyse (ui/game_review.py, app/reviews.py)
    "review.try": "Noch einmal versuchen",
    "review.try_other": "Einen anderen Zug versuchen",
    "review.try_ask": "Was würdest du hier jetzt spielen?",
    "review.try_best": "{move} Gewinnchance {chance}: der beste Zug oder bis auf einen Prozentpunkt so gut.",
    "review.try_below": "{move} Gewinnchance {chance}: {points} weniger als der beste Zug ({verdict}).",
    "review.try_same": "Das ist der Zug, der in der Partie gespielt wurde.",
    "review.try_as_made": "So gut wie der Zug, der in der Partie gespielt wurde.",
    "review.try_better": "{points} besser als der Zug, der in der Partie gespielt wurde.",
    "review.try_worse": "{points} schlechter als der Zug, der in der Partie gespielt wurde.",
    "review.open": "Partie analysieren",
    "review.title": "Spielanalyse",
    "review.stop": "Anhalten",
    "review.go_on": "Analyse fortsetzen",
    "review.progress": "Stellung {done} von {total} wird analysiert …",
    "review.stopped": "Analyse nach {done} von {total} Stellungen angehalten.",
    "review.done": "Analysiert: {decisions} und das Glück von {rolls}.",
    "review.done_decisions": "Analysiert: {decisions}.",
    "review.decisions": "{count} Entscheidungen",
    "review.decisions_one": "1 Entscheidung",
    "review.rolls": "{count} Würfen",
    "review.rolls_one": "1 Wurf",
    "review.show": "Auf dem Spielbrett zeigen",
    "review.show_label": "Auf dem Spielbrett zeigen: {title}",
    "review.back": "Zurück zur Analyse",
    "review.col.player": "Spieler",
    # soft hyphens: the summary's four columns fit a phone (320 px wide) without scrolling sideways
    "review.col.accuracy": "Genau\u00adigkeit",
    "review.col.given": "Verschenk\u00adtes Geld",
    "review.col.luck": "Würfel\u00adglück",
    "review.luck_value": "{money} ({points})",
    "review.costliest": "Die teuersten Entscheidungen",
    "review.none_costly": "Keine: Jeder Zug war einer der besten.",
    "review.marked": "Entscheidungen zum Lernen",
    "review.none_marked": "Keine Ungenauigkeit, kein Fehler, kein grober Patzer: gut gespielt.",
    "review.made": "Gespielt:",
    "review.best": "Besser:",
    "review.chance": "Gewinnchance {chance}",
    # a no-break space and soft hyphens: "(+2 Prozent-" and "punkte)" in the summary's luck column on a phone
    "review.point": "{points}\u00a0Prozent\u00adpunkt",
    "review.points": "{points}\u00a0Prozent\u00adpunkte",
    "review.round": "Runde {round}",
    "review.decision": "{where} · {name}",
    "review.exact": "exakt",
    "review.estimate": "Schätzung, ±{spread}",
    "review.lost": "{points} Gewinnchance verschenkt und {money} in dieser Runde",
    "review.lost_gained": "{points} Gewinnchance verschenkt, obwohl {money} mehr in dieser Runde",
    "review.verdict.best": "Bester Zug",
    "review.verdict.good": "Guter Zug",
    "review.verdict.inaccuracy": "Ungenauigkeit",
    "review.verdict.mistake": "Fehler",
    "review.verdict.blunder": "Grober Patzer",
    "review.chart.title": "Gewinnchance nach jeder Entscheidung ({mark}: die teuersten)",
    "review.chart.aria": (
        "Liniendiagramm der Gewinnchance jedes Spielers nach jeder der {count} analysierten Entscheidungen."
    ),
    "review.chart.x_label": "Entscheidungen",
    "review.chart.decision": "Entscheidung {number}",
    "review.damaged": "Die mit dieser Partie gespeicherte Analyse ist nicht lesbar ({reason}); sie wird neu erstellt.",
    "review.refused": "Diese Partie kann nicht analysiert werden: {reason}",
    "review.not_kept": (
        "Die Analyse konnte nicht mit der Partie gespeichert werden: Sie bleibt auf dieser Seite, bis du sie verlässt."
    ),
}
