"""Français : les termes du livret de règles français (dés, casinos, billets, rounds, 1er joueur, dés blancs)."""

TEXT: dict[str, str] = {
    # la page autour de la table
    "title": "Vegas",
    "page_title": "Vegas — le jeu de dés Las Vegas",
    "subtitle": "Las Vegas, le jeu de dés",
    "loading": "Ouverture des casinos…",
    "load_failed": "Le chargement a échoué : {reason}",
    "nav_game": "Partie",
    "language_label": "Langue",
    "how_to_play": "Règles du jeu",
    "new_game": "Nouvelle partie",
    "faster": "Plus vite",
    "log": "Journal de la partie",
    "payout": "Paiement",
    "continue": "Continuer",
    "close": "Fermer",
    # la table
    "round": "Round {round} sur {rounds}",
    "casino": "Casino {number}",
    "to_move": "À {name} de jouer",
    "your_turn": "{name} : lancez les dés",
    "thinking": "{name} (ordinateur) réfléchit…",
    "roll": "Lancer les dés",
    "roll_key": "Lancer (R ou Espace)",
    "rolling": "les dés roulent",
    "pick_value": "{name} : choisissez une valeur — cliquez sur un groupe de dés ou sur son casino (touches 1-6)",
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
    "preview": "Si le round finissait maintenant",
    "preview_none": "ne paie personne",
    "preview_short": "paiement actuel :",
    "seed_shown": "Graine {seed}",
    "aria.die": "dé montrant {value}",
    "aria.casino": "Casino {number}, argent {money}",
    "hint": "Conseil : que ferait le meilleur ordinateur ?",
    "hint_value": "≈{win} de gagner la partie · ≈{money} ce round",
    "hint_caption": "Estimations du conseiller (parties simulées par l'ordinateur difficile, sans certitude)",
    "hint_thinking": "Le conseiller réfléchit…",
    # fin de round et fin de partie
    "standings": "Classement final",
    "winner": "Vainqueur : {names} !",
    "winners": "Victoire partagée : {names} !",
    "play_again": "Rejouer",
    "same_settings": "Mêmes réglages, nouvelle graine",
    "new_settings": "Nouveaux réglages",
    "col_place": "Rang",
    "col_player": "Joueur",
    "col_money": "Argent",
    "col_notes": "Billets",
    "col_chips": "Jetons",
    "col_cards_chips": "Cartes + jetons",
    "payout_title": "Paiement du round {round}",
    "removed": "égalité, éliminés : {names}",
    "nobody": "personne ne gagne ici",
    "left_under": "{notes} sous la pile",
    "round_summary": "Round {round} : {results}",
    # l'écran de nouvelle partie
    "start_game": "Commencer",
    "rules_label": "Règles",
    "rules.classic": "Las Vegas",
    "rules.classic-neutral": "Las Vegas avec dés neutres",
    "rules.royale-basic": "Las Vegas Royale (jeu de base)",
    "rules.royale": "Las Vegas Royale (avec tuiles casino)",
    "rules.knizia": "Vegas (Knizia, 1996)",
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
    "start_label": "1er joueur du premier round",
    "start.first": "première place",
    "start.random": "tiré au sort",
    # ce qui n'a pas marché
    "bad_save": (
        "La partie enregistrée n'a pas pu être reprise ({reason}). Elle a été mise de côté sous « {key} » et une "
        "nouvelle partie a commencé."
    ),
    "bad_url": "Les réglages du lien étaient inutilisables ({reason}) ; la partie par défaut a commencé.",
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
    "problem.save_settings": "ses réglages manquent",
    "problem.save_seats": "ses places sont mal formées",
    "problem.save_seat_lacks": "il manque {field} à une place",
    "problem.save_mismatch": "ses places ne correspondent pas à sa partie",
    # le journal
    "neutral": "blanc",
    "log.rolled": "{name} obtient {faces}.",
    "log.placed": "{name} place {dice} dans le casino {value}.",
    "log.sat_out": "{name} paie un jeton et passe son tour.",
    "log.setup": "Les dés neutres sont lancés dans {casinos}.",
    "log.dealt": "Début du round {round} — 1er joueur : {name}.",
    "log.won": "Le casino {casino} paie {money} à {name}.",
    "log.removed": "Casino {casino} : égalité entre {names}, rien pour eux.",
    "log.over": "Fin de la partie.",
    "dice.own": "{count} {value}",
    "dice.own_one": "un {value}",
    "dice.white": "{count} {value} blancs",
    "dice.white_one": "un {value} blanc",
    "dice.biggy": "le Biggy",
    "and": " et ",
    # règles du jeu (nos propres mots ; RULES.md §1, §1a, §2)
    "howto.title": "Règles du jeu : {rules}",
    "howto.other_rules": "Autres règles",
    "howto.arrow": "va dans",
    "howto.goal.title": "Le but",
    "howto.goal.text": (
        "Six casinos, numérotés de 1 à 6 comme les faces d'un dé, mettent de l'argent en jeu à chaque round. Le "
        "joueur qui a le plus de dés dans un casino y remporte le plus gros gain. Après {rounds} rounds, le joueur "
        "le plus riche est le vainqueur."
    ),
    "howto.setup.title": "L'argent des casinos",
    "howto.setup.text": (
        "À chaque round, on distribue des billets de la pile mélangée au casino 1, puis au 2, et ainsi de suite, "
        "jusqu'à ce que chaque casino ait au moins {minimum}. Les billets sont visibles : chacun sait ce que vaut "
        "un casino."
    ),
    "howto.setup_royale.title": "Les cartes argent par paires",
    "howto.setup_royale.text": (
        "À chaque round, douze cartes argent sont révélées en six paires. La paire de plus grande valeur va au "
        "casino 6, la suivante au casino 5, et ainsi de suite jusqu'au casino 1 (à total égal, la paire qui a la "
        "plus forte carte va plus haut)."
    ),
    "howto.turn.title": "Votre tour",
    "howto.turn.text": (
        "Lancez tous les dés qu'il vous reste. Choisissez une des valeurs obtenues et placez tous les dés de cette "
        "valeur dans le casino correspondant : tous, jamais une partie. Puis c'est au joueur suivant. Un joueur "
        "sans dé passe son tour, et le round s'arrête quand tous les dés sont placés."
    ),
    "howto.white_dice.title": "Les dés blancs",
    "howto.white_dice.text": (
        "En plus de vos 8 dés, vous lancez des dés blancs : 4 chacun à 2 joueurs, 2 chacun à 3 ou 4 joueurs. Ils "
        "se placent comme les vôtres : la valeur choisie emporte tous les dés qui la montrent, blancs ou non. À 3 "
        "joueurs, les deux dés blancs restants sont lancés dans leurs casinos au début de chaque round."
    ),
    "howto.biggy.title": "Le Biggy",
    "howto.biggy.text": (
        "Vous avez 7 petits dés et un gros, le Biggy. Il se lance avec les autres et montre une seule valeur, mais "
        "là où il est placé il compte pour deux dés : pour les égalités, le classement et la majorité."
    ),
    "howto.chips.title": "Les jetons : passer son tour",
    "howto.chips.text": (
        "Vous commencez avec 2 jetons et en recevez 2 de plus au début des rounds 2 et 3. Après avoir lancé, vous "
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
    "howto.end.title": "Round suivant et fin",
    "howto.end.text": (
        "Chacun reprend tous ses dés, les casinos sont réalimentés et le joueur suivant devient 1er joueur. Après "
        "le round {rounds}, le plus riche gagne ; à égalité d'argent, celui qui a le plus de billets ; si l'égalité "
        "persiste, la victoire est partagée."
    ),
    "howto.end_royale.title": "Round suivant et fin",
    "howto.end_royale.text": (
        "Le round suivant commence par celui qui a gagné la plus forte carte du casino 6 (sinon du casino 5, et "
        "ainsi de suite). Après le round {rounds}, vos cartes plus {chip} par jeton font votre fortune ; le plus "
        "riche gagne, puis celui qui a le plus de cartes et de jetons, sinon la victoire est partagée."
    ),
    "howto.two_players_royale.title": "À deux joueurs",
    "howto.two_players_royale.text": (
        "À deux, les 8 dés d'une couleur inutilisée (7 petits et un Biggy) sont lancés dans leurs casinos au début "
        "de chaque round. Ils y restent comme un joueur neutre qui peut créer des égalités et gagner comme vous."
    ),
    "howto.page.title": "Sur cette page",
    "howto.page.text": (
        "Lancez avec le bouton, R ou Espace. Choisissez une valeur en cliquant sur ses dés ou son casino, ou avec "
        "les touches 1 à 6. Chaque casino indique ce qu'il paierait si le round finissait maintenant."
    ),
    "howto.you_roll": "Vous obtenez :",
    "howto.you_place": "Vous choisissez les {value} :",
    "howto.sit_out_instead": "ou bien, payez un jeton :",
}
