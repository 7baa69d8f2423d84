"""Français : les termes du livret de règles français (dés, casinos, billets, manches, 1er joueur, dés blancs)."""

TEXT: dict[str, str] = {
    # la page autour de la table
    "title": "Vegas",
    "page_title": "Vegas — le jeu de dés Las Vegas",
    "subtitle": "Las Vegas, le jeu de dés",
    "loading": "Ouverture des casinos…",
    "load_failed": "Le chargement a échoué : {reason}",
    "load_from_file": (
        "Cette page ne peut pas démarrer depuis un fichier de votre disque : les navigateurs n'y exécutent "
        "pas ses modules. Dans le dossier du jeu, lancez ./scripts/serve.sh, puis ouvrez "
        "http://127.0.0.1:8000 — ou jouez à la copie hébergée sur le web."
    ),
    "load_fetching": "Téléchargement de {file} : {done} sur {total} Mo",
    "load_download_failed": "Impossible de télécharger {file}. Vérifiez la connexion et réessayez.",
    "load_retry": "Réessayer",
    "nav_game": "Partie",
    "language_label": "Langue",
    "how_to_play": "Règles du jeu",
    "new_game": "Nouvelle partie",
    "menu": "Menu",
    "faster": "Plus vite",
    "log": "Journal de la partie",
    "log_round": "Manche {round}",
    "copy_log": "Copier",
    "copy_log_label": "Copier tout le journal de la partie en texte",
    "log_copied": "Copié",
    "log_not_copied": "Copie impossible : sélectionnez le journal et copiez-le",
    "problem.replay_link": "le lien de replay est abîmé ou incomplet",
    "replay": "Revoir",
    "replay_label": "Revoir cette partie coup par coup",
    "replay.title": "Revoir la partie",
    "replay.where": "{round} · coup {move} sur {moves}",
    "replay.paid": "le paiement de la manche",
    "replay.first": "Premier coup",
    "replay.back": "Un coup en arrière",
    "replay.forward": "Un coup en avant",
    "replay.last": "Dernier coup",
    "replay.round": "Aller à une manche",
    "replay.take_over": "Jouer à partir d'ici",
    "replay.share": "Copier le lien du replay",
    "replay.copied": "Lien copié",
    "replay.leave": "Retour à la partie",
    "replay.not_copied": "Copie du lien impossible : {link}",
    "replay.bad_link": "Ce lien de replay ne peut pas être ouvert ({reason}) ; votre partie continue.",
    "replay.start": "avant le premier coup",
    "payout": "Paiement",
    "continue": "Continuer",
    "close": "Fermer",
    "cancel": "Annuler",
    # la table
    "round": "Manche {round} sur {rounds}",
    "casino": "Casino {number}",
    "to_move": "À {name} de jouer",
    "your_turn": "{name} : lancez les dés",
    "thinking": "{name} (ordinateur) réfléchit…",
    "roll": "Lancer les dés",
    "roll_key": "Lancer (R ou Espace)",
    "rolls_status": "{name} lance les dés…",
    "rolls_status.you": "Vous lancez les dés…",
    "keys_hint": "(touches 1-6)",
    "pick_value": "{name} : choisissez une valeur — un groupe de dés ou son casino",
    "nothing_to_place": "{name} : aucune valeur obtenue ne peut être placée — choisissez un des boutons ci-dessous",
    "place_group": "Placer {count} × {value} dans le casino {value}",
    "dice_left": "{count} dés restants",
    "dice_left_one": "1 dé restant",
    "dice_left_neutral": "{count} dés restants (dont {neutral} blancs)",
    "dice_left_biggy": "{count} dés restants + le Biggy",
    "start_player": "1er joueur",
    "money_hidden": "argent face cachée",
    "notes": "{count} billets",
    "notes_one": "1 billet",
    "cards": "{count} cartes",
    "cards_one": "1 carte",
    "chips": "{count} jetons",
    "chips_one": "1 jeton",
    "sit_out": "Passer (payer 1 jeton)",
    "biggy": "Biggy (compte pour deux dés)",
    "owner.neutral": "blanc",
    "preview": "Si la manche finissait maintenant",
    "preview_none": "ne paie personne",
    "preview_short": "paiement actuel :",
    "paid_short": "payé :",
    "seed_shown": "Graine {seed}",
    "aria.die": "dé montrant {value}",
    "aria.casino": "Casino {number}, argent {money}",
    "place_dice": "Placer {dice} dans le casino {value}",
    "aria.casino_dice": "{casino} ; dés : {dice}",
    "aria.casino_no_dice": "{casino} ; aucun dé",
    "hint_best": "★ le meilleur : {hint}",
    "money_yours_only": "vous seul le voyez",
    "hint": "Conseil : que ferait le meilleur ordinateur ?",
    "hint_value": "≈{win} de gagner la partie · ≈{money} cette manche",
    "hint_caption": "Estimations du conseiller (parties simulées par l'ordinateur difficile, sans certitude)",
    "hint_caption_exact": "Valeurs exactes : les deux joueurs jouent parfaitement jusqu'à la fin du round",
    "hint_exact_win": "= {win} de gagner la partie (exact)",
    "hint_exact_ahead": "= {money} de plus que votre adversaire ce round, en moyenne (exact)",
    "hint_exact_behind": "= {money} de moins que votre adversaire ce round, en moyenne (exact)",
    "hint_thinking": "Le conseiller réfléchit…",
    # fin de manche et fin de partie
    "standings": "Classement final",
    "winner": "Vainqueur : {names} !",
    "winners": "Victoire partagée : {names} !",
    "tie.decided_notes": "{names} ont chacun {money} ; le plus de billets l’emporte : {counts}.",
    "tie.decided_cards": "{names} ont chacun {money} ; le plus de cartes d’argent et de jetons l’emporte : {counts}.",
    "tie.shared_notes": "{names} ont chacun {money} et {count} billets : ils partagent la victoire.",
    "tie.shared_cards": "{names} ont chacun {money} et {count} cartes d’argent et jetons : ils partagent la victoire.",
    "tie.figure": "{name} : {count}",
    "play_again": "Rejouer",
    "same_settings": "Mêmes réglages, nouvelle graine",
    "new_settings": "Nouveaux réglages",
    "col_place": "Rang",
    "col_player": "Joueur",
    "col_money": "Argent",
    "col_money_chips": "Argent (un jeton vaut {chip})",
    "col_notes": "Billets",
    "col_chips": "Jetons",
    "col_cards_chips": "Cartes + jetons",
    "dice_of": "{name} : {count}",
    "payout_title": "Paiement de la manche {round}",
    "removed": "égalité, éliminés : {names}",
    "nobody": "personne ne gagne ici",
    "left_under": "{notes} sous la pile",
    "round_summary": "Manche {round} : {results}",
    "chart.title": "L'argent après chaque manche",
    "chart.aria": "Courbes de l'argent de chaque joueur après chacune des {rounds} manches, en partant de rien. "
    "À la fin : {players}.",
    "chart.aria_player": "{name} avec {money}",
    "chart.x_label": "Manches jouées",
    "chart.table": "Le graphique en tableau",
    "chart.after_round": "Après la manche {round}",
    "figures.title": "En chiffres",
    "figures.casinos": "Casinos gagnés",
    "figures.dice_lost": "Dés perdus aux égalités",
    "figures.notes": "Billets gagnés",
    "figures.cards": "Cartes gagnées",
    # l'écran de nouvelle partie
    "start_game": "Commencer",
    "rules_label": "Règles",
    "rules.classic": "Las Vegas",
    "rules.classic-neutral": "Las Vegas avec dés blancs",
    "rules.royale-basic": "Las Vegas Royale (jeu de base)",
    "rules.royale": "Las Vegas Royale (avec tuiles casino)",
    "rules.knizia": "Vegas (Knizia, 1996)",
    "rules.knizia-duel": "Vegas (Knizia, 1996) avec le duel de dés",
    "players_label": "Joueurs",
    "seat_label": "Place {number}",
    "name_label": "Nom",
    "kind_label": "Joué par",
    "colour_label": "Couleur",
    "colour.orange": "orange",
    "colour.blue": "bleu",
    "colour.green": "vert",
    "colour.pink": "rose",
    "colour.vermillion": "vermillon",
    "colour.sky": "bleu ciel",
    "you": "Vous",
    "kind.human": "Humain",
    "kind.bot": "Ordinateur ({level})",
    "level.random": "au hasard",
    "level.greedy": "glouton",
    "level.easy": "facile",
    "level.medium": "moyen",
    "level.hard": "difficile",
    "seed_label": "Graine (facultative, pour pouvoir rejouer la partie)",
    "money_label": "Argent gagné",
    "money.open": "visible de tous",
    "money.hidden": "face cachée jusqu'à la fin",
    "start_label": "1er joueur de la première manche",
    "start.first": "première place",
    "start.random": "tiré au sort",
    # ce qui n'a pas marché
    "bad_save": (
        "La partie enregistrée n'a pas pu être reprise ({reason}). Elle a été mise de côté sous « {key} » et une "
        "nouvelle partie a commencé."
    ),
    "bad_url": "Les réglages du lien étaient inutilisables ({reason}) ; la partie par défaut a commencé.",
    "bad_url_kept": "Les réglages du lien étaient inutilisables ({reason}) ; votre partie continue.",
    "link_other_game": "Ce lien lance une autre partie. Votre partie en cours continue si vous ne lancez pas celle-ci.",
    "illegal": "Coup interdit : {reason}",
    "problem.rules": "règles inconnues « {rules} »",
    "problem.players_number": "le nombre de joueurs doit être un nombre, pas « {text} »",
    "problem.players_range": "ces règles se jouent de {low} à {high} joueurs",
    "problem.seed": "la graine doit être un nombre entier de 0 à {max}",
    "problem.name_empty": "chaque place a besoin d'un nom",
    "problem.name_long": "un nom a au plus {max} caractères",
    "problem.colour": "couleur inconnue « {colour} »",
    "problem.colours_same": "chaque place a besoin de sa propre couleur",
    "problem.level": "niveau d'ordinateur inconnu « {level} »",
    "problem.save_json": "ce n'est pas du JSON valide",
    "problem.save_deep": "elle s'imbrique sur {depth} niveaux, bien plus qu'une sauvegarde",
    "problem.save_unreadable": "elle n'a pas pu être lue ({error})",
    "start_failed": "La partie enregistrée ou le lien n'ont pas pu servir ({error}) ; la partie par défaut a commencé.",
    "problem.save_settings": "ses réglages manquent",
    "problem.save_seats": "ses places sont mal formées",
    "problem.save_seat_lacks": "il manque {field} à une place",
    "problem.save_mismatch": "ses places ne correspondent pas à sa partie",
    # l'historique des parties gardées : fichier ou partie refusés
    "history.not_json": "Ce fichier n'est pas un historique Vegas : ce n'est pas du JSON valide. Rien n'a été modifié.",
    "history.foreign": "Ce fichier n'est pas un historique Vegas. Rien n'a été modifié.",
    "history.newer": (
        "Cet historique vient d'une version plus récente de Vegas (version de fichier {version}). Mettez la page à "
        "jour, puis importez-le à nouveau. Rien n'a été modifié."
    ),
    "history.no_games": "Cet historique ne contient aucune partie : le fichier est abîmé. Rien n'a été modifié.",
    "history.game_save": (
        "La partie {number} de ce fichier n'a pas de sauvegarde à rejouer : le fichier est abîmé. Rien n'a été modifié."
    ),
    "history.game_when": (
        "La partie {number} de ce fichier n'a pas de date valide : le fichier est abîmé. Rien n'a été modifié."
    ),
    "history.game_replay": (
        "La partie {number} de ce fichier ne peut pas être rejouée ({reason}) : le fichier est abîmé. "
        "Rien n'a été modifié."
    ),
    "history.game_key": (
        "La partie {number} de ce fichier ne correspond pas à son propre déroulement : le fichier est abîmé. "
        "Rien n'a été modifié."
    ),
    "history.stored": "Une partie gardée dans ce navigateur n'a pas pu être lue ; elle est laissée de côté.",
    "history.full": (
        "Le stockage du navigateur est plein : cette partie n'a pas pu être gardée dans Vos parties. "
        "La partie en cours reste sauvegardée."
    ),
    "history.refused": (
        "Le navigateur a refusé de garder cette partie dans Vos parties. La partie en cours reste sauvegardée."
    ),
    "history.unavailable": (
        "Ce navigateur ne peut pas garder vos parties passées ici. La partie en cours reste sauvegardée."
    ),
    # le journal
    # Vos parties : l'historique des parties gardées et votre bilan
    "history.open": "Vos parties",
    "history.title": "Vos parties",
    "history.all_rules": "Toutes les règles",
    "history.all_results": "Tous les résultats",
    "history.filter_rules": "Règles",
    "history.filter_result": "Résultat",
    "history.result.won": "Gagnées",
    "history.result.lost": "Non gagnées",
    "history.result.unfinished": "Inachevées",
    "history.count": "{shown} sur {total} parties",  # the noun with the total, as in English and German
    "history.count_one": "{shown} sur 1 partie",
    "history.count_all": "{count} parties",
    "history.count_all_one": "1 partie",
    "history.empty": (
        "Aucune partie gardée pour l'instant : chaque partie terminée, ou laissée pour une nouvelle, apparaîtra ici."
    ),
    "history.none_chosen": "Aucune partie gardée ne correspond à ces filtres.",
    "history.more": "Afficher {count} de plus",
    "history.date": "{day}/{month}/{year} {hour} h {minute}",
    "history.seat_bot": "{name} (ordinateur, {level})",
    "history.seat_elsewhere": "{name} (sur un autre appareil)",
    "history.unfinished": "Inachevée",
    "history.won_by": "Gagnée par {names}",
    "history.you_won": "Vous avez gagné avec {money}",
    "history.you_placed": "Place {place} sur {players}, {money}",
    "history.play_on": "Reprendre",
    "history.play_on_label": "Reprendre : {game}",
    "history.replay_label": "Revoir : {game}",
    "history.delete": "Supprimer",
    "history.delete_label": "Supprimer : {game}",
    "history.deleted": "Partie supprimée.",
    "history.undo": "Annuler",
    "history.restored": "Partie rétablie.",
    "history.export": "Tout exporter",
    "history.import": "Importer",
    "history.exported": "{count} parties exportées dans un fichier.",
    "history.exported_one": "1 partie exportée dans un fichier.",
    "history.nothing_to_export": "Aucune partie gardée pour l'instant : rien à exporter.",
    "history.imported": "{added}, {known}.",
    "history.added": "{count} parties ajoutées",
    "history.added_one": "1 partie ajoutée",
    "history.known": "{count} déjà présentes",
    "history.known_one": "1 déjà présente",
    "history.record": "Votre bilan",
    "history.no_record": "Votre bilan commence avec la première partie que vous terminez seul·e à cet écran.",
    "history.col.games": "Parties",
    "history.col.wins": "Victoires",
    "history.col.place": "Place moyenne",
    "history.col.money": "Argent moyen",
    "history.line": "{rules}, {players} joueurs, {against}",
    "history.by_name": "{name} (plusieurs personnes à cet écran)",
    "history.against.level": "contre l'ordinateur ({level})",
    "history.against.mixed": "contre des adversaires variés",
    "history.against.people": "contre des personnes",
    "history.chart.title": "Argent de vos dernières parties (★ une victoire)",
    "history.chart.aria": (
        "Graphique de votre argent partie par partie, {what}. Parties montrées : {count} ; gagnées : {wins}."
    ),
    "history.chart.x_label": "Parties",
    "history.chart.game": "Partie {number}",
    "neutral": "blanc",
    "log.rolled": "{name} obtient {faces}.",
    "log.placed": "{name} place {dice} dans le casino {value}.",
    "log.sat_out": "{name} paie un jeton et passe son tour.",
    "log.setup": "Les dés blancs sont lancés dans {casinos}.",
    "log.dealt": "Début de la manche {round} — 1er joueur : {name}.",
    "log.won": "Le casino {casino} paie {money} à {name}.",
    "log.removed": "Casino {casino} : égalité entre {names}, rien pour eux.",
    "log.over": "Fin de la partie.",
    "dice.own": "{count} {value}",
    "dice.own_one": "un {value}",
    "dice.white": "{count} {value} blancs",
    "dice.white_one": "un {value} blanc",
    "dice.biggy": "le Biggy",
    "and": " et ",
    # règles du jeu (nos propres mots ; docs/rules.md §1, §1a, §2)
    "howto.title": "Règles du jeu : {rules}",
    "howto.other_rules": "Autres règles",
    "howto.arrow": "va dans",
    "howto.version": "Version du jeu : {version}",
    "howto.knizia_goal.title": "Le but",
    "howto.knizia_goal.text": (
        "Quatorze tables de jeu portent chacune un jeton d'or, qui vaut autant que la table a de cases (de 3 "
        "à 15). On gagne une table en y ayant le plus de pions quand elle est décomptée. Quand toutes les "
        "tables sont décomptées, le plus d'or l'emporte ; à égalité, celui qui a gagné le plus de jetons."
    ),
    "howto.knizia_tables.title": "Tables et cases",
    "howto.knizia_tables.text": (
        "Une table a une à trois rangées de cases, chacune portant le nombre qu'elle accepte ; certaines "
        "portent deux nombres et acceptent l'un ou l'autre. Sur une table sans 6, un 6 est un joker : posez "
        "votre pion sur n'importe quelle case, même sur celui d'un adversaire."
    ),
    "howto.knizia_turn.title": "Votre tour",
    "howto.knizia_turn.text": (
        "Chacun place d'abord son personnage à une table. À votre tour, soit vous déplacez votre personnage "
        "vers une autre table pas encore décomptée (c'est tout votre tour), soit vous lancez une fois le dé "
        "d'or et posez un pion sur une case libre de votre table qui accepte ce nombre. Si aucune n'est "
        "libre, vous remplacez le pion d'un adversaire (il lui revient) ; si elles sont toutes à vous, rien "
        "ne se passe. Avant de lancer, vous pouvez jouer une carte."
    ),
    "howto.knizia_cards.title": "Les cartes",
    "howto.knizia_cards.text": (
        "Porte-bonheur 1 à 6 : posez un pion sur une case acceptant ce nombre, puis lancez le dé. Homme de "
        "paille (vous en avez trois) : lancez pour une autre table que la vôtre. Mary Chip : elle avance "
        "d'une table, puis vous lancez, sauf si son avance a fait décompter une table. Chaque carte ne sert "
        "qu'une fois."
    ),
    "howto.knizia_mary.title": "Mary Chip",
    "howto.knizia_mary.text": (
        "Mary Chip parcourt les tables de 1 à 14. Un 1 obtenu au dé, une fois son pion posé, et la carte Mary "
        "Chip la font avancer d'une table, en sautant les tables déjà décomptées ; la table qu'elle atteint "
        "est décomptée aussitôt."
    ),
    "howto.knizia_scoring.title": "Le décompte d'une table",
    "howto.knizia_scoring.text": (
        "Une table est décomptée quand Mary Chip l'atteint ou quand sa dernière case est occupée. Le plus de "
        "pions gagne son jeton d'or ; entre joueurs à égalité, celui qui a un pion sur la case de plus petit "
        "nombre l'emporte ; s'il y a encore égalité, ou personne, le jeton est écarté. Les pions reviennent à "
        "leurs propriétaires, le tour s'arrête aussitôt et les personnages de cette table doivent partir."
    ),
    "howto.knizia_counters.title": "Plus de pions",
    "howto.knizia_counters.text": (
        "Sans pion, vous pouvez jouer votre carte Mary Chip, déplacer votre personnage ou passer. Si personne "
        "n'a plus de pion, personne ne peut passer : le joueur dont c'est le tour peut lancer quand même, et "
        "un 1 fait avancer Mary Chip."
    ),
    "howto.knizia_duel.title": "Le duel de dés",
    "howto.knizia_duel.text": (
        "Remplacer le pion d'un adversaire ouvre un duel. Chacun choisit en secret 1H, 2H ou 3H et les révèle "
        "en même temps : 2H bat 1H, 3H bat 2H, 1H bat 3H, et le pion du gagnant reste. 1H contre 1H ou 2H "
        "contre 2H : les deux pions repartent et la case est libre ; 3H contre 3H : le défenseur garde la "
        "case."
    ),
    "howto.goal.title": "Le but",
    "howto.goal.text": (
        "Six casinos, numérotés de 1 à 6 comme les faces d'un dé, mettent de l'argent en jeu à chaque manche. Le "
        "joueur qui a le plus de dés dans un casino y remporte le plus gros gain. Après {rounds} manches, le joueur "
        "le plus riche est le vainqueur."
    ),
    "howto.setup.title": "L'argent des casinos",
    "howto.setup.text": (
        "À chaque manche, on distribue des billets de la pile mélangée au casino 1, puis au 2, et ainsi de suite, "
        "jusqu'à ce que chaque casino ait au moins {minimum}. Les billets sont visibles : chacun sait ce que vaut "
        "un casino."
    ),
    "howto.setup_royale.title": "Les cartes argent par paires",
    "howto.setup_royale.text": (
        "À chaque manche, douze cartes argent sont révélées en six paires. La paire de plus grande valeur va au "
        "casino 6, la suivante au casino 5, et ainsi de suite jusqu'au casino 1 (à total égal, la paire qui a la "
        "plus forte carte va plus haut)."
    ),
    "howto.turn.title": "Votre tour",
    "howto.turn.text": (
        "Lancez tous les dés qu'il vous reste. Choisissez une des valeurs obtenues et placez tous les dés de cette "
        "valeur dans le casino correspondant : tous, jamais une partie. Puis c'est au joueur suivant. Un joueur "
        "sans dé passe son tour, et la manche s'arrête quand tous les dés sont placés."
    ),
    "howto.white_dice.title": "Les dés blancs",
    "howto.white_dice.text": (
        "En plus de vos 8 dés, vous lancez des dés blancs : 4 chacun à 2 joueurs, 2 chacun à 3 ou 4 joueurs. Ils "
        "se placent comme les vôtres : la valeur choisie emporte tous les dés qui la montrent, blancs ou non. À 3 "
        "joueurs, les deux dés blancs restants sont lancés dans leurs casinos au début de chaque manche."
    ),
    "howto.biggy.title": "Le Biggy",
    "howto.biggy.text": (
        "Vous avez 7 petits dés et un gros, le Biggy. Il se lance avec les autres et montre une seule valeur, mais "
        "là où il est placé il compte pour deux dés : pour les égalités, le classement et la majorité."
    ),
    "howto.chips.title": "Les jetons : passer son tour",
    "howto.chips.text": (
        "Vous commencez avec 2 jetons et en recevez 2 de plus au début des manches 2 et 3. Après avoir lancé, vous "
        "pouvez payer un jeton au lieu de placer : vos dés retournent dans votre réserve et c'est au joueur "
        "suivant. Chaque jeton encore en main à la fin vaut {chip}."
    ),
    "howto.payout.title": "Qui est payé",
    "howto.payout.text": (
        "Quand le dernier dé est posé, les casinos paient l'un après l'autre. Les joueurs qui ont le même nombre "
        "de dés dans un casino s'annulent et n'y gagnent rien. Parmi les autres, celui qui a le plus de dés prend "
        "le plus gros billet, le suivant le billet suivant, etc. Les billets restants retournent sous la pile."
    ),
    "howto.payout_royale.title": "Qui est payé",
    "howto.payout_royale.text": (
        "Quand le dernier dé est posé, les casinos paient tour à tour. Les égalités s'annulent comme d'habitude. "
        "Ensuite le joueur qui a le plus de dés prend la plus forte carte, le deuxième la plus faible, et personne "
        "d'autre ne reçoit rien. Les cartes non gagnées vont sous la pile."
    ),
    "howto.white_payout.title": "Le joueur blanc",
    "howto.white_payout.text": (
        "Au paiement, les dés blancs comptent comme un joueur de plus, fictif : ils peuvent créer une égalité et "
        "gagner des billets comme n'importe qui. Ce qu'ils gagnent retourne sous la pile."
    ),
    "howto.example": "Dans cet exemple :",
    "howto.end.title": "Manche suivante et fin",
    "howto.end.text": (
        "Chacun reprend tous ses dés, les casinos sont réalimentés et le joueur suivant devient 1er joueur. Après "
        "la manche {rounds}, le plus riche gagne ; à égalité d'argent, celui qui a le plus de billets ; si l'égalité "
        "persiste, la victoire est partagée."
    ),
    "howto.end_royale.title": "Manche suivante et fin",
    "howto.end_royale.text": (
        "La manche suivante commence par celui qui a gagné la plus forte carte du casino 6 (sinon du casino 5, et "
        "ainsi de suite). Après la manche {rounds}, vos cartes plus {chip} par jeton font votre fortune ; le plus "
        "riche gagne, puis celui qui a le plus de cartes et de jetons, sinon la victoire est partagée."
    ),
    "howto.two_players_royale.title": "À deux joueurs",
    "howto.two_players_royale.text": (
        "À deux, les 8 dés d'une couleur inutilisée (7 petits et un Biggy) sont lancés dans leurs casinos au début "
        "de chaque manche. Ils y restent comme un joueur blanc qui peut créer des égalités et gagner comme vous."
    ),
    "howto.page.title": "Sur cette page",
    "howto.page.text": (
        "Lancez avec le bouton, R ou Espace. Choisissez une valeur en cliquant sur ses dés ou son casino, ou avec "
        "les touches 1 à 6. Chaque casino indique ce qu'il paierait si la manche finissait maintenant."
    ),
    "howto.you_roll": "Vous obtenez :",
    "howto.you_place": "Vous choisissez les {value} :",
    "howto.sit_out_instead": "ou bien, payez un jeton :",
    # les tuiles casino de Las Vegas Royale (les noms imprimés restent ceux des tuiles)
    "owner.blank": "gris",
    "in_bar": "{count} au bar",
    "casino_closed": "Fermé par NO ENTRY!",
    "tiles_label": "Tuiles casino",
    "tiles_count_label": "Tuiles par manche",
    "no_repeat_label": "Jamais deux fois la même face dans une partie",
    "force_label": "Tuile à côté du casino 1",
    "force.random": "tirée au hasard",
    "problem.no_repeat_flag": "« Jamais deux fois la même face dans une partie » doit être activé ou désactivé",
    "problem.force_form": "les tuiles choisies doivent associer les casinos 1 à 6 aux faces A1 à H2",
    "problem.tiles_number": "le nombre de tuiles va de 0 à {high}, pas « {text} »",
    "problem.tile_face": "la face de tuile « {face} » n'existe pas : les faces vont de A1 à H2",
    "problem.tile_casino": "le casino {casino} n'a pas de tuile avec « Tuiles par manche » à {tiles}",
    "problem.tile_twice": "chaque tuile et chaque casino ne peuvent être choisis qu'une fois",
    "problem.force_no_repeat": (
        "une tuile choisie revient à chaque manche : elle ne va pas avec « "
        "Jamais deux fois la même face dans une partie »"
    ),
    "problem.no_repeat_tiles": (
        "avec « Jamais deux fois la même face dans une partie », au plus {most} tuiles par manche"
    ),
    "privacy.title": "Passez l'appareil à {name}",
    "privacy.title.you": "Votre choix secret",
    "privacy.show.you": "C'est moi : afficher mon choix",
    "step.guess.of_you": "{name} ({tile}) : combien de pions sont cachés ?",
    "step.split.of_you": "{name} ({tile}) : partagez les pions en deux piles, en secret. Vous en prendrez une.",
    "privacy.text": "Le choix suivant est secret. Les autres, détournez le regard jusqu'à ce qu'il soit fait.",
    "privacy.show": "Je suis {name} : afficher mon choix",
    "tile.aria": "Tuile casino {name} à côté du casino {casino} : son effet",
    "tile.nothing": "rien",
    "tile.jackpot": "Jackpot actuel : {money}",
    "tile.black_on": "un dé noir dans le casino {casino} pour {name}",
    "tile.fifty": "Marqueur sur {reward} ; dernière somme {sum}",
    "tile.token_with": "{name} a le pion",
    "tile.token_free": "Le pion est sur la tuile",
    "tile.power_ready": "{name} peut s'en servir à son prochain tour",
    "tile.bad_luck": "{names} paiera {money}",
    "tile.closed": "Le casino {casino} est fermé",
    "tile.next_move": "Le prochain déplacement du pion rapporte : {reward}",
    "tile.in_bar": "{name} : {count} au bar",
    "tile.clusters": "Dés gris restants, par groupes de {clusters}",
    "tile.empty": "Plus aucun dé gris sur la tuile",
    "tile.spaces": "{count} cases libres, {reward} chacune",
    "tile.spaces_one": "1 case libre : {reward}",
    "tile.full": "Toutes les cases sont prises",
    "tile.space_choice": "un coup libre",
    "tile.dice_of": "{name} : {count} dés sur la tuile",
    "tile.space_of": "Case {value} : le dé de {name} ({reward})",
    "tile.golden_with": "Case dorée : le dé de {name} ({money})",
    "tile.two_values": "{low} et {high}",
    "tile.blank_token": "vide",
    "tile.A1": (
        "Placez ici et gardez 1, 2 ou 3 pions en secret ; le joueur suivant devine combien. S'il se trompe, vous "
        "gagnez : 1 pion 2 jetons, 2 pions {m30}, 3 pions {m40}. S'il a raison : rien."
    ),
    "tile.A2": (
        "Placez ici et lancez les deux dés noirs : une somme de 7 ou un double gagne le jackpot à la banque, qui "
        "retombe à {m30} ; sinon il monte de {m10}, jusqu'à {m80}."
    ),
    "tile.B1": (
        "En fin de manche, le joueur qui va prendre la plus forte carte de ce casino lance les deux dés noirs et "
        "peut en placer aucun, un ou les deux dans les casinos de leurs valeurs, comme ses propres dés, avant le "
        "paiement."
    ),
    "tile.B2": (
        "Placez ici et lancez les deux dés noirs. Arrêtez-vous et prenez ce qui est sous le marqueur ({m0}, 1 jeton, "
        "{m30}, {m40}, {m60}), ou pariez que la somme suivante sera plus haute ou plus basse : un pari gagné avance "
        "le marqueur, un pari perdu (ou la même somme) s'arrête sans rien."
    ),
    "tile.C1": (
        "Le premier joueur qui a 5 dés ici (le Biggy compte pour deux) prend le pion : il rapporte {m100} au paiement."
    ),
    "tile.C2": (
        "En fin de manche, chaque joueur qui a le moins de dés ici (aucun compte aussi) paie {fine} à la banque ; "
        "les jetons paient si l'argent manque."
    ),
    "tile.D1": (
        "Placez ici et comptez les casinos où vous avez des dés : 1 rapporte 1 jeton, 2 rapportent 2 jetons, 3 à 6 "
        "rapportent {m30} à {m60}."
    ),
    "tile.D2": (
        "Ayez ici plus de dés que quiconque et prenez le pion. À votre prochain tour, au lieu de lancer, vous pouvez "
        "mettre un de vos dés sur la valeur de votre choix et le placer. Le pion revient si personne ne mène ici."
    ),
    "tile.E1": (
        "Placez ici et posez le pion NO ENTRY! sur un autre casino : aucun dé ne peut y entrer ni en sortir. Chaque "
        "déplacement du pion avance un marqueur et peut rapporter 2 jetons, {m30} ou 1 jeton."
    ),
    "tile.E2": (
        "Placez ici : chaque adversaire met un de ses dés restants, à son choix, au bar (deux au plus chacun) ; vous "
        "reprenez les vôtres. Les dés au bar ne comptent pas au paiement."
    ),
    "tile.F1": (
        "Placez ici et vous pouvez prendre un groupe de dés gris sur la tuile (1, 1, 2, 2 ou 3 dés) et le mettre "
        "dans un casino ouvert. Les dés gris comptent comme ceux d'un autre joueur."
    ),
    "tile.F2": (
        "Des dés gris commencent dans chaque casino. Placez ici et vous pouvez en déplacer un sur une case libre de "
        "la tuile : 1 jeton, {m30}, ou un coup libre (mettre un dé sur une valeur et le placer, ou en reprendre un)."
    ),
    "tile.G1": (
        "Au paiement, le joueur à gauche du gagnant de ce casino partage six pions ({m60}, deux de 2 jetons, trois "
        "vides) en deux piles cachées ; le gagnant en prend une."
    ),
    "tile.G2": (
        "Placez ici et vous pouvez déplacer autant de vos dés de ce casino que vous voulez sur la tuile. Au paiement, "
        "la tuile paie comme un casino : {m60} au plus de dés, {m30} au suivant."
    ),
    "tile.H1": (
        "Placez ici et vous pouvez mettre un dé que vous venez de lancer ou de placer sur la case de sa valeur. Au "
        "paiement, il rapporte 1 jeton, 2 jetons, {m30}, {m40}, {m50} ou {m60} pour un 1 à un 6."
    ),
    "tile.H2": (
        "Placez ici, lancez les deux dés noirs et prenez-en un : 1 jeton, 2 jetons, {m30}, activer une autre tuile, "
        "un coup libre, ou un dé sur la case dorée (elle rapporte {m60})."
    ),
    "step.hide": "{name} ({tile}) : gardez 1, 2 ou 3 pions, en secret. {guesser} devinera combien.",
    "step.guess": "{name} ({tile}) : combien de pions {player} garde-t-il ?",
    "step.fifty": (
        "{name} ({tile}) : le pion est sur {reward}. Vous arrêter et le prendre, ou parier que la somme suivante "
        "sera plus haute ou plus basse que {sum} ?"
    ),
    "step.prime": (
        "{name} ({tile}) : les dés noirs montrent {values}. Lesquels placez-vous dans leurs casinos ? Ils y comptent "
        "comme vos dés."
    ),
    "step.no-entry": "{name} ({tile}) : quel casino fermez-vous ?",
    "step.knock-out": "{name} ({tile}) : un de vos dés encore à lancer va au bar jusqu'à la fin de la manche. Lequel ?",
    "step.block-it": "{name} ({tile}) : mettre un groupe de dés gris dans un casino ?",
    "step.handicap": (
        "{name} ({tile}) : déplacer un dé gris d'un casino sur cette tuile et prendre le gain de sa case ?"
    ),
    "step.adjust": (
        "{name} ({tile}) : mettez un dé sur le numéro d'un casino et placez-le là, ou reprenez un des vôtres."
    ),
    "step.double-down": (
        "{name} ({tile}) : combien de vos dés d'ici vont sur la tuile ? Elle paie comme un casino en fin de manche."
    ),
    "step.nice-dice": (
        "{name} ({tile}) : mettre un dé que vous venez de placer sur la case de sa valeur ? Elle paie en fin de manche."
    ),
    "step.my-choice": "{name} ({tile}) : les dés noirs montrent {values}. Lequel prenez-vous ?",
    "step.activate": "{name} ({tile}) : quelle autre tuile activez-vous ?",
    "step.golden": "{name} ({tile}) : quel dé va sur la case dorée ? Elle rapporte {m60} en fin de manche.",
    "step.split": "{name} ({tile}) : partagez les pions en deux piles, en secret. {player} en prendra une.",
    "step.pick": "{name} ({tile}) : quelle pile prenez-vous ? Les pions sont face cachée.",
    "act.pass": "Passer : toutes les valeurs obtenues sont fermées",
    "act.power": "Power play : un dé mis sur {value} et placé",
    "act.power_biggy": "Power play : le Biggy mis sur {value} et placé",
    "act.place_black_none": "N'en placer aucun",
    "act.place_black_one": "Placer le {value} dans le casino {value}",
    "act.place_black": "Placer les deux ({low} et {high})",
    "act.close_none": "Laisser le pion où il est",
    "act.close": "Fermer le casino {casino}",
    "act.to_bar_small": "Mettre un petit dé au bar",
    "act.to_bar_biggy": "Mettre le Biggy au bar",
    "act.golden_small": "Mettre un petit dé sur la case dorée",
    "act.golden_biggy": "Mettre le Biggy sur la case dorée",
    "act.block_none": "Ne mettre aucun dé gris",
    "act.block_one": "Mettre 1 dé gris dans le casino {casino}",
    "act.block": "Mettre {count} dés gris dans le casino {casino}",
    "act.handicap_none": "Ne déplacer aucun dé gris",
    "act.handicap": "Déplacer un dé gris du casino {casino} : {reward}",
    "act.set": "Mettre un dé sur {value} et le placer",
    "act.set_biggy": "Mettre le Biggy sur {value} et le placer",
    "act.take_back": "Reprendre un dé du casino {casino}",
    "act.take_back_biggy": "Reprendre le Biggy du casino {casino}",
    "act.double_down_none": "Ne mettre aucun dé sur la tuile",
    "act.double_down": "Mettre {count} petits dés sur la tuile",
    "act.double_down_one": "Mettre 1 petit dé sur la tuile",
    "act.double_down_biggy_only": "Mettre le Biggy sur la tuile",
    "act.double_down_biggy_one": "Mettre 1 petit dé et le Biggy sur la tuile",
    "act.double_down_biggy": "Mettre {count} petits dés et le Biggy sur la tuile",
    "act.nice_dice_none": "Laisser vos dés dans le casino",
    "act.nice_dice": "Mettre le {value} sur sa case ({reward})",
    "act.nice_dice_biggy": "Mettre le Biggy sur {value} sur sa case ({reward})",
    "act.hide_one": "Garder 1 pion (mauvaise réponse : {reward})",
    "act.hide": "Garder {count} pions (mauvaise réponse : {reward})",
    "act.guess": "Deviner {count}",
    "act.stop": "S'arrêter et prendre {reward}",
    "act.bet_higher": "Parier plus haut que {sum}",
    "act.bet_lower": "Parier plus bas que {sum}",
    "act.choose": "Prendre le {value} : {what}",
    "act.my_choice_4": "activer une autre tuile",
    "act.my_choice_5": "mettre un dé sur une valeur et le placer, ou en reprendre un",
    "act.my_choice_6": "mettre un dé sur la case dorée",
    "act.activate": "Activer {tile} (casino {casino})",
    "act.split": "Remettre la pile 1 ({first}) et la pile 2 ({second})",
    "act.pick": "Prendre la pile {pile} ({count} pions)",
    "step.fifty_nothing": (
        "{name} ({tile}) : le pion est sur la première case, qui ne rapporte rien. Vous arrêter sans rien, ou parier "
        "que la somme suivante sera plus haute ou plus basse que {sum} ?"
    ),
    "why.closed": "Le {value} ne peut pas être placé : le casino {value} est fermé (NO ENTRY!).",
    "why.no_biggy": "Pas le Biggy : il n'est plus parmi vos dés à lancer.",
    "why.no_small": "Pas de petit dé : il n'en reste aucun parmi vos dés à lancer.",
    "act.stop_nothing": "S'arrêter sans rien",
    "log.bet_won": "La somme fait {total} : le pari « plus {side} que {last} » est gagné.",
    "log.bet_lost": "La somme fait {total} : le pari « plus {side} que {last} » est perdu, FIFTY FIFTY ne donne rien.",
    "bet.higher": "haut",
    "bet.lower": "bas",
    "pick.block-it": "Touchez un casino pour y mettre des dés gris.",
    "pick.handicap": "Touchez le casino d’où prendre un dé gris.",
    "pick.adjust": "Touchez un casino : mettez un dé sur son numéro et placez-le, ou reprenez-y un de vos dés.",
    "pick.power": "Ou, au lieu de lancer, touchez un casino : POWER PLAY y place un dé mis sur son numéro.",
    "pick.casino": "Touchez un casino pour voir ses choix.",
    "pick.casino_aria": "Choisir ici : {casino}",
    "pick.with_biggy": "Avec le Biggy",
    "pick.split": "Touchez un pion pour le mettre dans l’autre pile.",
    "split.pile": "La pile {pile}",
    "split.move": "{token} : le mettre dans la pile {pile}",
    "log.tiles_round": "Tuiles casino de cette manche : {tiles}.",
    "log.tile_at": "{tile} au casino {casino}",
    "log.black": "Les dés noirs montrent {low} et {high}.",
    "log.hid": "{name} garde des pions, en secret.",
    "log.guessed_right": "{name} devine {count} : juste, {player} en gardait {held}.",
    "log.guessed_wrong": "{name} devine {count} : raté, {player} en gardait {held}.",
    "log.split": "{name} partage les pions de BLACK BOX en piles de {first} et {second}.",
    "log.picked": "{name} prend la pile {pile} : {tokens}.",
    "log.tile_decision": "{name} ({tile}) a choisi « {choice} ».",
    "log.declined": "{name} laisse passer {tile}.",
    "log.passed": "{name} ne peut rien placer : toutes les valeurs obtenues sont fermées.",
    "log.tile_gain": "{name} reçoit {what} grâce aux tuiles.",
    "log.tile_fine": "{name} paie {what} à la banque.",
    "log.tile_paid": "{name} reçoit {what} grâce à {tile}.",
    "log.tile_charged": "{name} paie {what} à la banque ({tile}).",
    "log.tile_paid.you": "Vous recevez {what} grâce à {tile}.",
    "log.tile_charged.you": "Vous payez {what} à la banque ({tile}).",
    "payout.tiles": "Tuiles casino",
    "payout.tile": "{tile} — casino {casino}",
    "payout.tile_paid": "{name} reçoit {what}.",
    "payout.tile_charged": "{name} paie {what} à la banque.",
    "payout.tile_paid.you": "Vous recevez {what}.",
    "payout.tile_charged.you": "Vous payez {what} à la banque.",
    # the same lines about the seat with the default name for the player ("you"), in the second person
    "log.rolled.you": "Vous obtenez {faces}.",
    "log.placed.you": "Vous placez {dice} dans le casino {value}.",
    "log.sat_out.you": "Vous payez un jeton et passez votre tour.",
    "log.won.you": "Le casino {casino} vous paie {money}.",
    "log.hid.you": "Vous gardez des pions, en secret.",
    "log.guessed_right.you": "Vous devinez {count} : juste, {player} en gardait {held}.",
    "log.guessed_wrong.you": "Vous devinez {count} : raté, {player} en gardait {held}.",
    "log.guessed_right.of_you": "{name} devine {count} : juste, vous en gardiez {held}.",
    "log.guessed_wrong.of_you": "{name} devine {count} : raté, vous en gardiez {held}.",
    "log.split.you": "Vous partagez les pions de BLACK BOX en piles de {first} et {second}.",
    "log.picked.you": "Vous prenez la pile {pile} : {tokens}.",
    "log.declined.you": "Vous laissez passer {tile}.",
    "log.passed.you": "Vous ne pouvez rien placer : toutes les valeurs obtenues sont fermées.",
    "log.tile_gain.you": "Vous recevez {what} grâce aux tuiles.",
    "log.tile_fine.you": "Vous payez {what} à la banque.",
    "howto.tiles.title": "Tuiles casino",
    "howto.tiles.text": (
        "À chaque manche, trois tuiles sont tirées et posées à côté des casinos 1, 2 et 3 (l'écran de nouvelle "
        "partie peut en poser de 0 à 6, ou mettre la tuile de votre choix à côté du casino 1). Placer des dés dans "
        "un casino qui a une tuile l'active ; quelques-unes agissent plutôt en fin de manche. Touchez le nom d'une "
        "tuile à la table pour lire son effet. L'argent des tuiles vient de la banque, et chaque paiement compte "
        "comme une carte en cas d'égalité. Quand deux personnes partagent l'écran, un choix secret (LUCKY PUNCH, "
        "BLACK BOX) attend derrière un écran qui demande aux autres de détourner le regard."
    ),
    "howto.tile_faces.title": "Les 16 tuiles",
    "howto.tile_faces.text": "Huit tuiles à deux faces ; jamais deux faces d'une même tuile dans la même manche.",
    # Vegas de Knizia : le plateau, la main, le statut et le journal
    "kz.mary_start": "Mary Chip : au départ",
    "kz.log_all": "Tous les coups",
    "kz.mary_at": "Mary Chip : table {table}",
    "kz.keys_hint": "(touches : R lancer, M Mary Chip, P passer, 1-9 les cases en surbrillance, 1-3 un duel)",
    "kz.chip": "{chip} or",
    "kz.gold": "{gold} or",
    "kz.tie.decided": "{names} ont {gold} or chacun ; le plus de jetons passe devant : {counts}.",
    "kz.tie.shared": "{names} ont {gold} or et {chips} jetons chacun : ils partagent la place.",
    "kz.col_gold": "Or",
    "kz.chips": "{count} jetons",
    "kz.chips_one": "1 jeton",
    "kz.counters": "{count} pions restants",
    "kz.counters_one": "1 pion restant",
    "kz.card.luck": "Porte-bonheur {value}",
    "kz.card.front": "Homme de paille",
    "kz.card.mary": "carte Mary Chip",
    "kz.card.joker": "joker ici",
    "kz.cards_title": "Cartes Porte-bonheur",
    "kz.space_row": "{takes} de la rangée {row}",
    "kz.status.luck": (
        "{name} : Porte-bonheur {value}, une case en surbrillance à la table {table} (ou la carte à nouveau pour "
        "la garder)"
    ),
    "kz.status.luck.you": (
        "Porte-bonheur {value} : choisissez une case en surbrillance à la table {table} (ou la carte à nouveau pour "
        "la garder)"
    ),
    "kz.status.luck_joker": (
        "{name} : Porte-bonheur 6, un joker à la table {table}, où aucune case ne prend le 6 : n'importe quelle "
        "case (ou la carte à nouveau pour la garder)"
    ),
    "kz.status.luck_joker.you": (
        "Porte-bonheur 6 est un joker à la table {table}, où aucune case ne prend le 6 : choisissez n'importe quelle "
        "case (ou la carte à nouveau pour la garder)"
    ),
    "kz.status.joker": (
        "{name} obtient {value}, un joker à la table {table}, où aucune case ne prend le 6 : n'importe quelle case"
    ),
    "kz.status.joker.you": (
        "Vous obtenez {value}, un joker à la table {table}, où aucune case ne prend le 6 : choisissez n'importe "
        "quelle case"
    ),
    "kz.log.joker": "Un 6 est un joker à la table {table} : aucune case n'y prend le 6.",
    "kz.mary": "Mary Chip",
    "kz.no_cards": "plus de cartes",
    "kz.pawn_at": "personnage à la table {table}",
    "kz.no_pawn": "personnage pas encore placé",
    "kz.won_by": "gagnée par {name}",
    "kz.won_by.you": "gagnée par vous",
    "kz.discarded": "jeton écarté",
    "kz.space_free": "libre",
    "kz.space_of": "occupée par {name}",
    "kz.aria.space": "Case {space}, prend {takes} : {who}",
    "kz.aria.table": "Table {number}, jeton d'or de {chip}",
    "kz.aria.pawns": "personnages : {names}",
    "kz.act.pawn": "Commencer ici",
    "kz.act.pawn_aria": "Commencer ici : votre personnage à la table {table}",
    "kz.act.move": "Aller ici",
    "kz.act.move_aria": "Aller ici : votre personnage à la table {table} (tout votre tour)",
    "kz.act.front": "Homme de paille",
    "kz.act.front_aria": "Homme de paille : jouer la carte, lancer le dé d'or pour la table {table}",
    "kz.act.luck": "Jouer Porte-bonheur {value} : un pion sur la case {space}, puis lancer",
    "kz.act.put": "Poser le pion sur la case {space} de la table {table}",
    "kz.act.roll": "Lancer le dé d'or",
    "kz.act.mary": "Jouer la carte Mary Chip",
    "kz.act.pass": "Passer",
    "kz.duel_title": "Duel de dés à la table {table}, case {space}",
    "kz.duel_text": "{name} défie {defender} : chacun choisit en secret une, deux ou trois mains.",
    "kz.duel_text.you": "Vous défiez {defender} : chacun choisit en secret une, deux ou trois mains.",
    "kz.duel_text.of_you": "{challenger} vous défie : chacun choisit en secret une, deux ou trois mains.",
    "kz.duel_rule": "Deux mains battent une, trois battent deux, une bat trois.",
    "kz.hands_1": "une main",
    "kz.hands_2": "deux mains",
    "kz.hands_3": "trois mains",
    "kz.last_roll": "{name} obtient {value} pour la table {table}",
    "kz.last_roll.you": "Vous obtenez {value} pour la table {table}",
    "kz.status.rolls": "{name} lance le dé d'or pour la table {table}…",
    "kz.status.rolls.you": "Vous lancez le dé d'or pour la table {table}…",
    "kz.status.pawn": "{name} : choisissez la table de départ de votre personnage",
    "kz.status.pawn.you": "Choisissez la table de départ de votre personnage",
    "kz.status.turn": "{name} : lancez le dé d'or, jouez une carte ou déplacez-vous",
    "kz.status.turn.you": "À vous : lancez le dé d'or, jouez une carte ou déplacez-vous",
    "kz.status.must_move": "{name} : votre table a été décomptée, déplacez votre personnage",
    "kz.status.must_move.you": "Votre table a été décomptée : déplacez votre personnage",
    "kz.status.no_counters": "{name} n'a plus de pions : déplacez-vous, jouez Mary Chip ou passez",
    "kz.status.no_counters.you": "Vous n'avez plus de pions : déplacez-vous, jouez Mary Chip ou passez",
    "kz.status.place": "{name} obtient {value} : choisissez une case à la table {table}",
    "kz.status.place.you": "Vous obtenez {value} : choisissez une case à la table {table}",
    "kz.status.duel": "{name} : choisissez vos mains pour le duel de dés",
    "kz.status.duel.you": "Choisissez vos mains pour le duel de dés",
    "kz.figures.title": "Les tables",
    "kz.figures.tables": "Tables gagnées",
    "kz.figures.counters": "Pions posés",
    "kz.log.pawn": "{name} se place à la table {table}.",
    "kz.log.pawn.you": "Vous vous placez à la table {table}.",
    "kz.log.move": "{name} va à la table {table}.",
    "kz.log.move.you": "Vous allez à la table {table}.",
    "kz.log.pass": "{name} n'a plus de pions et passe.",
    "kz.log.pass.you": "Vous n'avez plus de pions et passez.",
    "kz.log.front": "{name} joue un Homme de paille pour la table {table}.",
    "kz.log.front.you": "Vous jouez un Homme de paille pour la table {table}.",
    "kz.log.mary_card": "{name} joue la carte Mary Chip.",
    "kz.log.mary_card.you": "Vous jouez la carte Mary Chip.",
    "kz.log.luck": "{name} joue Porte-bonheur {value}.",
    "kz.log.luck.you": "Vous jouez Porte-bonheur {value}.",
    "kz.log.rolled": "{name} obtient {value} pour la table {table}.",
    "kz.log.rolled.you": "Vous obtenez {value} pour la table {table}.",
    "kz.log.nothing": "{name} ne peut poser aucun pion.",
    "kz.log.nothing.you": "Vous ne pouvez poser aucun pion.",
    "kz.log.put": "{name} pose un pion sur la case {space} de la table {table}.",
    "kz.log.put.you": "Vous posez un pion sur la case {space} de la table {table}.",
    "kz.log.replaced": "{name} pose un pion sur la case {space} de la table {table} et y remplace {other}.",
    "kz.log.replaced.you": "Vous posez un pion sur la case {space} de la table {table} et y remplacez {other}.",
    "kz.log.replaced.of_you": "{name} pose un pion sur la case {space} de la table {table} et y remplace le vôtre.",
    "kz.log.challenge": "{name} défie {other} pour la case {space} de la table {table} : duel de dés.",
    "kz.log.challenge.you": "Vous défiez {other} pour la case {space} de la table {table} : duel de dés.",
    "kz.log.challenge.of_you": "{name} vous défie pour la case {space} de la table {table} : duel de dés.",
    "kz.log.chose": "{name} a choisi en secret.",
    "kz.log.chose.you": "Vous avez choisi en secret.",
    "kz.log.duel_won": (
        "Duel de dés : {challenger} : {attack}, {defender} : {defence}. Case {space} de la table {table} : {winner}."
    ),
    "kz.log.duel_both": (
        "Duel de dés : {challenger} : {attack}, {defender} : {defence}. Les deux pions reviennent à leurs joueurs."
    ),
    "kz.log.mary": "Mary Chip avance à la table {table}.",
    "kz.log.scored": "La table {table} est décomptée : {name} gagne son jeton de {chip} or.",
    "kz.log.scored.you": "La table {table} est décomptée : vous gagnez son jeton de {chip} or.",
    "kz.log.discarded_tie": "La table {table} est décomptée : personne n'est en tête, son jeton est écarté.",
    "kz.log.discarded_empty": "La table {table} est décomptée sans pion : son jeton est écarté.",
    # playing with friends on other devices (link.py, network.py)
    "kind.remote": "Sur un autre appareil",
    "kind.friend": "Un ami sur un autre appareil",
    "kind.remote_friend": "Ami, sur un autre appareil",
    "kind.remote_human": "Humain, devant l'écran de l'hôte",
    "link.no_webrtc": (
        "Ce navigateur ne peut pas se connecter à d'autres appareils (il n'a pas WebRTC) : jouez sur cet écran, "
        "ou ouvrez le jeu dans un autre navigateur."
    ),
    "link.bad_message": "L'autre appareil a envoyé un message que cette page ne sait pas lire.",
    "link.unexpected": "L'autre appareil a envoyé « {kind} », qui ne convient pas à la partie maintenant.",
    "link.bad_commitment": "L'engagement de l'autre appareil sur les dés est mal formé.",
    "link.cheated": (
        "Les coups ou les dés de l'autre appareil ne respectent pas les règles ou ce qui était convenu : ils "
        "sont refusés et la partie reste telle quelle."
    ),
    "link.dice_out_of_turn": (
        "L'appareil de {name} a envoyé un maillon pour des dés qui ne sont pas lancés maintenant : il est refusé."
    ),
    "link.dice_twice": (
        "L'appareil de {name} a envoyé un second maillon, différent, pour les mêmes dés : il est refusé."
    ),
    "link.dice_cheated": (
        "Le maillon de {name} pour les dés ne suit pas la chaîne à laquelle son appareil s'est engagé au début : "
        "il est refusé, et les dés attendent le bon."
    ),
    "link.withheld": (
        "L'appareil de {name} n'a pas révélé sa part des dés : c'est comme s'il quittait la table (la place "
        "attend, ou l'hôte la fait jouer par l'ordinateur)."
    ),
    "link.not_your_turn": "L'appareil d'un ami a envoyé un coup pour une place qu'il ne joue pas.",
    "link.not_their_turn": "L'hôte a envoyé un coup pour une place qui est la vôtre ou qui n'a pas la main.",
    "link.other_game": "Cette invitation appartient à une autre partie que celle de cette page.",
    "link.version": "L'autre appareil utilise une autre version du jeu : rechargez les deux pages.",
    "link.refused": "Refusé de l'autre appareil : {reason}",
    "link.title": "Amis sur d'autres appareils",
    "link.intro": (
        "Chaque ami ouvre son invitation sur son propre appareil (même réseau), puis vous envoie le code de "
        "réponse affiché par sa page."
    ),
    "link.invite": "Inviter {name}",
    "link.invite_again": "Inviter {name} à nouveau",
    "link.standby": (
        "La page de {name} garde une invitation préparée pendant la connexion : rechargée, elle affiche "
        "aussitôt un code de réponse. Saisissez ce code ici, ou invitez-le à nouveau."
    ),
    "link.standby_answer": "Saisir le code de réponse de {name}",
    "link.invitation": "Lien d'invitation pour {name}",
    "link.qr": "L'invitation pour {name} en code QR",
    "link.qr_missing": (
        "Pas de code QR : il n'a pas pu être chargé (le premier affiché demande une connexion). Copiez plutôt le texte."
    ),
    "link.loopback": (
        "Cette page est ouverte à l'adresse {host}, qui ne désigne que cet appareil : l'appareil d'un ami ne pourra"
        " pas ouvrir ce lien. Ouvrez la page à l'adresse de cet ordinateur sur votre réseau, ou sur le site publié,"
        " puis invitez à nouveau."
    ),
    "link.copy": "Copier",
    "link.copied": "Copié",
    "link.answer_label": "Code de réponse de {name}",
    "link.connect": "Connecter",
    "link.state.waiting": "pas encore invité",
    "link.state.invited": "invité, en attente du code de réponse",
    "link.state.connecting": "connexion…",
    "link.state.open": "connecté",
    "link.state.lost": "connexion perdue",
    "link.state.computer": "joué par l'ordinateur jusqu'à son retour",
    "link.computer_plays": "Laisser l'ordinateur jouer pour {name}",
    "link.joined_late": (
        "Cette page a rejoint une partie déjà commencée, dont les dés ont été convenus sans cet appareil."
    ),
    "link.offline": (
        "Vous n'êtes pas connecté à l'hôte : demandez-lui de vous inviter à nouveau, puis jouez votre coup."
    ),
    "link.forgotten": (
        "Cette partie était partagée avec d'autres appareils, mais ses données de connexion ont disparu de ce"
        " navigateur : des ordinateurs jouent leurs places."
    ),
    "join.stun": (
        "Cette invitation est pour jouer par Internet : pour y répondre, cette page contacte le serveur STUN "
        "public {server}, qui apprend votre adresse."
    ),
    "join.stun_agree": "Répondre par Internet",
    "link.check": "Contrôle de la partie : {check} (le même sur chaque appareil : la même partie partout)",
    "link.restart": (
        "L'hôte a demandé de convenir à nouveau des dés après que cette page a révélé sa part, ou en pleine "
        "partie : refusé."
    ),
    "link.waiting_friends": "La partie commence quand tous les amis sont connectés.",
    "link.cancel": "Annuler",
    "link.stun": (
        "Jouer par Internet : contacter le serveur STUN public {server} pour trouver les adresses (désactivé "
        ": même réseau seulement, aucune requête ne quitte la page)"
    ),
    "join.title": "Vous êtes invité à une partie",
    "join.answer": (
        "Renvoyez ce code de réponse à la personne qui vous a invité ; la partie s'ouvre quand elle le saisit."
    ),
    "join.answer_qr": "Le code de réponse en code QR",
    "join.making": "Préparation de votre code de réponse…",
    "join.standby": (
        "La page a été rechargée : renvoyez ce code de réponse à l'hôte. La partie reprend dès qu'il l'a "
        "saisi, sans nouvelle invitation."
    ),
    "join.failed": "Cette invitation est inutilisable : {reason}",
    "join.host": "Hôte",
    "join.lost": (
        "La connexion avec l'hôte est perdue. Demandez-lui de vous inviter à nouveau : votre partie est "
        "gardée sur cette page."
    ),
    "join.waiting_move": "En attente de {name} sur un autre appareil…",
    # un autre onglet ou une autre fenêtre de ce navigateur joue la partie enregistrée (app/owner.py)
    "elsewhere.following": (
        "Cette partie se joue dans un autre onglet ou une autre fenêtre de ce navigateur. Elle s'affiche ici au fil"
        " des coups."
    ),
    "elsewhere.taken": (
        "Cette partie se joue désormais dans un autre onglet ou une autre fenêtre de ce navigateur. Elle s'affiche"
        " ici au fil des coups."
    ),
    "elsewhere.play_here": "Jouer ici",
    "elsewhere.status": "Se joue dans un autre onglet ou une autre fenêtre",
    "elsewhere.press": (
        "Cette partie se joue dans un autre onglet ou une autre fenêtre de ce navigateur : appuyez sur Jouer ici"
        " pour la jouer ici."
    ),
    "elsewhere.new_game": (
        "La partie en cours se joue dans un autre onglet ou une autre fenêtre de ce navigateur. Lancer une nouvelle"
        " partie ici la reprend : l'autre onglet ne fera plus que la suivre."
    ),
    "elsewhere.not_saved": (
        "Votre coup n'a pas été enregistré : un autre onglet ou une autre fenêtre de ce navigateur a joué cette"
        " partie entre-temps. La voici telle qu'elle est maintenant."
    ),
    "elsewhere.not_kept": (
        "Votre dernier coup dans cet onglet n'a pas été conservé : un autre onglet ou une autre fenêtre de ce"
        " navigateur avait déjà repris la partie. La voici telle qu'elle est maintenant."
    ),
    "elsewhere.unreadable": (
        "La partie enregistrée par l'autre onglet ou l'autre fenêtre ne peut pas s'afficher ici : {reason}"
    ),
    # l'analyse de la partie (ui/game_review.py, app/reviews.py)
    "review.try": "Rejouer ce coup",
    "review.try_other": "Essayer un autre coup",
    "review.try_ask": "Que joueriez-vous ici maintenant ?",
    "review.try_best": "{move} Chances de gagner {chance} : le meilleur coup, ou aussi bon à un point près.",
    "review.try_below": "{move} Chances de gagner {chance} : {points} de moins que le meilleur coup ({verdict}).",
    "review.try_same": "C'est le coup joué dans la partie.",
    "review.try_as_made": "Aussi bon que le coup joué dans la partie.",
    "review.try_better": "{points} de mieux que le coup joué dans la partie.",
    "review.try_worse": "{points} de moins que le coup joué dans la partie.",
    "review.open": "Analyser la partie",
    "review.title": "Analyse de la partie",
    "review.stop": "Arrêter",
    "review.go_on": "Reprendre l'analyse",
    "review.progress": "Analyse de la position {done} sur {total}…",
    "review.stopped": "Analyse arrêtée après {done} positions sur {total}.",
    "review.done": "Analyse terminée : {decisions} et la chance de {rolls}.",
    "review.done_decisions": "Analyse terminée : {decisions}.",
    "review.decisions": "{count} décisions",
    "review.decisions_one": "1 décision",
    "review.rolls": "{count} lancers",
    "review.rolls_one": "1 lancer",
    "review.show": "Voir sur le plateau",
    "review.show_label": "Voir sur le plateau : {title}",
    "review.back": "Retour à l'analyse",
    "review.col.player": "Joueur",
    "review.col.accuracy": "Précision",
    "review.col.given": "Argent laissé filer",
    "review.col.luck": "Chance aux dés",
    "review.luck_value": "{money} ({points})",
    "review.costliest": "Les décisions qui ont coûté le plus",
    "review.none_costly": "Aucune : chaque coup était parmi les meilleurs.",
    "review.marked": "Les décisions dont tirer une leçon",
    "review.none_marked": "Ni imprécision, ni erreur, ni gaffe : bien joué.",
    "review.made": "Joué :",
    "review.best": "Mieux :",
    "review.chance": "chances de gagner {chance}",
    "review.point": "{points}\u00a0point",  # a no-break space: "(+2 points)" whole in the summary on a phone
    "review.points": "{points}\u00a0points",
    "review.round": "Manche {round}",
    "review.decision": "{where} · {name}",
    "review.exact": "valeur exacte",
    "review.estimate": "estimation, à {spread} près",
    "review.lost": "{points} de chances de gagner perdus, et {money} dans cette manche",
    "review.lost_gained": "{points} de chances de gagner perdus, malgré {money} de plus dans cette manche",
    "review.verdict.best": "Meilleur coup",
    "review.verdict.good": "Bon coup",
    "review.verdict.inaccuracy": "Imprécision",
    "review.verdict.mistake": "Erreur",
    "review.verdict.blunder": "Gaffe",
    "review.chart.title": "Chances de gagner après chaque décision ({mark} : les plus coûteuses)",
    "review.chart.aria": (
        "Courbes des chances de gagner de chaque joueur après chacune des {count} décisions analysées."
    ),
    "review.chart.x_label": "Décisions",
    "review.chart.decision": "Décision {number}",
    "review.damaged": "L'analyse gardée avec cette partie est illisible ({reason}) : elle est refaite.",
    "review.refused": "Cette partie ne peut pas être analysée : {reason}",
    "review.not_kept": (
        "L'analyse n'a pas pu être gardée avec la partie : elle reste sur cette page jusqu'à ce que vous la quittiez."
    ),
}
