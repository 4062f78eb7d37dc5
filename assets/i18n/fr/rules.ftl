# Le panneau des règles : les règles du jeu et de la variante en cours, chaque point
# que le programme a dû trancher étant marqué « Décidé ».

# Un petit nombre en toutes lettres, comme les règles l’écrivent ; en chiffres au-delà de douze.
# (Masculin : il compte des dés.)
rules-number-word = { $n ->
    [0] aucun
    [1] un
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
    [11] onze
    [12] douze
   *[other] { $n }
}

## Les titres.

rules-idea = Le principe
rules-slam-number = Nombre slam
rules-turn = Un tour
rules-exactly = Exactement l’objectif
rules-finishing = Terminer
rules-turn-order = Ordre de jeu (Décidé)
rules-end = La fin
rules-who-starts = Qui commence (Décidé)
rules-hole = Un trou
rules-setting-aside = Mettre de côté
rules-scoring = Le score d’un trou
rules-game = La partie

## Slam Dice. $dice est un nombre en lettres (rules-number-word), avec une majuscule en début de phrase.

rules-slam-idea = Un jeu d’ambiance sans gagnant et avec un seul perdant. { $dice } dés. Course à { $target } pile ; le dernier joueur restant a perdu.
rules-slam-number-shared = Au début, on lance un dé : sa face est le nombre slam de tous, pour toute la partie. Il reste sur la table, à côté de la piste de dés.
rules-slam-number-per-player = Variante un par joueur (Décidé) : au début, chaque joueur lance son propre nombre slam, dans l’ordre des places. La table montre le nombre slam du joueur dont c’est le tour.
# $single et $small sont des noms de slams ; $short est à un Slam simple de l’objectif.
rules-exactly-text = Un { $single } ou un { $small } qui vous ferait dépasser { $target } ne compte pas : rien n’est ajouté et votre tour s’arrête (un dépassement). Exemple : à { $short }, un { $small } termine le tour à { $short } ; plus tard, un { $single } vous fait terminer.
rules-finishing-text = Atteignez { $target } pile et vous êtes à l’abri : vous ne lancez plus jamais. L’ordre dans lequel les joueurs terminent est noté.
rules-turn-order-text = La place 1 commence ; les tours passent dans l’ordre des places, en sautant les joueurs qui ont terminé.
rules-end-text = Quand tous les joueurs sauf un ont terminé, la partie s’arrête aussitôt. Le dernier restant a perdu, et on ne lui demande plus de lancer.
# Combien de dés montrent le nombre slam, et le nom du slam : « deux — Petit slam ».
rules-hit = { $dice ->
    [1] un
    [2] deux
    [3] trois
   *[other] { $dice }
} — { $slam }
# $single, $small et $grand sont des rules-hit.
rules-slam-turn =
    Lancez les { $dice } dés et comptez ceux qui montrent votre nombre slam :
    • aucun : votre tour s’arrête, score inchangé ;
    • { $single } : +{ $single_points }, relancez ;
    • { $small } : +{ $small_points }, relancez ;
    • { $grand } : votre score devient exactement { $target } et vous avez terminé.

## Straight Golf.

rules-golf-idea = Du golf avec { $dice } dés : le total le plus bas gagne. Chaque tour est un trou : au plus { $rolls ->
        [one] { $rolls } lancer
       *[other] { $rolls } lancers
    } pour réussir la suite { $straight }.
rules-who-starts-text =
    1. Chaque joueur lance un dé, dans l’ordre des places.
    2. Premier joueur : le plus haut. Tant que plusieurs joueurs partagent le plus haut, eux seuls relancent (dans l’ordre des places) et on retient le plus haut de ce nouveau lancer.
    3. Marqueur : parmi tous les joueurs sauf le premier, le plus bas de l’étape 1. Tant que plusieurs le partagent, eux seuls relancent et on retient le plus bas de ce nouveau lancer ; s’il n’y a qu’un candidat, personne ne lance.
    Le jeu passe ensuite vers la gauche : dans l’ordre des places à partir du premier joueur, en reprenant au début après la dernière place. Le programme tient les scores ; le badge de marqueur sert à l’ambiance autour de la table.
rules-hole-text = Lancez tous les dés pas encore mis de côté, mettez de côté ceux qui forment la suite, et relancez les autres. Le trou se termine quand les { $dice } valeurs sont de côté, ou après le lancer { $rolls }.
# $first, $second et $third sont des rules-example.
rules-ordered = Suite ordonnée (cette partie) : les dés ne sont mis de côté que s’ils prolongent la série à partir de 1, sans interruption. Avec { $aside } de côté, un lancer de { $first } ; un lancer de { $second }. Un premier lancer de { $third }.
# $n dés ($dice, en lettres) sont relancés.
rules-standard = { $n ->
    [one] Règle standard : un dé de chaque valeur pas encore mise de côté ; les doublons sont relancés. Exemple : { $example } et { $dice } dé est relancé. Le programme met les dés de côté pour vous : il n’y a aucun choix à faire.
   *[other] Règle standard : un dé de chaque valeur pas encore mise de côté ; les doublons sont relancés. Exemple : { $example } et { $dice } dés sont relancés. Le programme met les dés de côté pour vous : il n’y a aucun choix à faire.
}
rules-example = { $roll } met de côté { $kept }
rules-example-nothing = { $roll } ne met rien de côté
rules-scoring-first = Suite au lancer { $roll_number } : { $points }.
rules-scoring-roll = Au lancer { $roll_number } : { $points }.
# $on_roll est rules-scoring-first puis chaque rules-scoring-roll.
rules-scoring-text = { $on_roll }  Suite non terminée : { $points } par dé qui n’en fait pas partie.
rules-game-text = { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    } ; une manche, c’est un trou pour chaque joueur. La carte montre les colonnes Aller (trous 1–{ $nine }), Retour ({ $in_first }–{ $in_last }) et Total. Après la dernière manche, le total le plus bas gagne ; les joueurs à égalité au total le plus bas se partagent la victoire (Décidé).
