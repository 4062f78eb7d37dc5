# Le journal de la partie et les gros titres.

## Le journal de la partie : une ligne par lancer ou annonce (le panneau du journal, `party-dice replay FILE`).

# Un lancer, selon ce qu’il servait à décider.
log-rolled-slam-number = { $name } a obtenu { $roll } pour le nombre slam
log-rolled-slam-turn = { $name } a obtenu { $roll }
log-rolled-roll-off = { $name } a obtenu { $roll } au lancer initial
log-rolled-tie-break = { $name } a obtenu { $roll } pour départager
log-rolled-hole = { $name } a obtenu { $roll } (trou { $hole }, lancer { $roll_number })
# La fin d’une partie.
log-game-over-loser = Partie terminée : { $name } a perdu
log-game-over-winners = Partie terminée : { $winners }
# Entre les noms de plusieurs gagnants dans le journal.
log-names-joiner = {" "}et{" "}
# Slam Dice : le nombre slam et ce qu’a donné un lancer (ajouté après le lancer).
log-slam-number = Le nombre slam est { $face }
log-player-slam-number = Le nombre slam de { $name } est { $face }
log-no-slam = {" "}— pas de slam, tour terminé
log-slam = {" "}— { $slam }, +{ $points } → { $score }
log-bust = {" "}— un { $slam } dépasserait l’objectif : dépassement, reste à { $score }
log-safe = { $name } est à l’abri ({ $place })
# Straight Golf : le lancer initial, le marqueur, ce qu’un lancer a mis de côté et le score d’un trou.
log-tie-highest = Égalité au plus haut entre { $names } : nouveau lancer
log-tie-lowest = Égalité au plus bas entre { $names } : nouveau lancer
log-goes-first = { $name } commence
log-keeps-score = { $name } tient les scores
log-set-aside-nothing = rien de mis de côté
log-set-aside = met de côté { $faces } ({ $total }/{ $dice })
log-straight-on-roll = suite au lancer { $roll_number }
log-dice-short = { $n ->
    [one] { $n } dé manquant
   *[other] { $n } dés manquants
}
log-hole-scored = { $name } marque { $points } au trou { $hole } ({ $how }), total { $total }

## Le gros titre : le grand message au milieu de l’écran après un lancer.

headline-slam-number = Nombre slam { $face }
headline-slam-number-detail = Obtenez-le pour marquer
headline-player-slam-number = { $name } : nombre slam { $face }
headline-loses = { $name } perd !
headline-last-left = Le dernier en jeu
# $winners est la phrase `winners` de la langue.
headline-winners = { $winners } !
headline-lowest-total = Total le plus bas
# Entre les noms de plusieurs gagnants dans un gros titre.
headline-names-joiner = {" & "}
headline-grand-slam = GRAND SLAM !
headline-grand-slam-detail = { $name } va droit à l’objectif
# $slam est le nom d’un slam (« Petit slam »).
headline-slam = { $slam } !
headline-slam-detail = { $name } +{ $points } → { $score }
headline-bust = DÉPASSEMENT
headline-bust-detail = { $name } : un { $slam } dépasserait l’objectif — reste à { $score }
headline-safe = { $name } est à l’abri !
# $place est un ordinal (« 1er »).
headline-safe-detail = { $place } à terminer
# Une suite au premier lancer : $points avec son signe (« −3 »).
headline-straight-first = SUITE ! { $points }
headline-straight = Suite au lancer { $roll_number } : { $points }
# Un trou sans la suite : il manque $n dés, $points avec son signe.
headline-missed = { $n ->
    [one] Manqué de { $n } dé : { $points }
   *[other] Manqué de { $n } dés : { $points }
}

## Le bandeau au-dessus de la table : qui fait quoi ensuite, en version longue, puis
## courte et la plus courte pour une fenêtre étroite (elles gardent le nom et les nombres).

banner-slam-number = Lancez pour le nombre slam
banner-player-slam-number = { $name } — lancez votre nombre slam
banner-turn = Au tour de { $name }
banner-keep-going = { $name } — lancer { $roll_number }, continuez !
banner-roll-off = { $name } — lancez pour savoir qui commence
banner-tie-break = { $name } — relancez pour départager
banner-hole = { $name } — trou { $hole }, lancer { $roll_number } sur { $rolls }
banner-over = Partie terminée
banner-short-slam-number = Nombre slam
banner-shortest-slam-number = N° slam
banner-short-player-slam-number = { $name } · nombre slam
banner-shortest-player-slam-number = { $name } · n° slam
banner-short-roll = { $name } · lancer { $roll_number }
banner-shortest-roll = { $name } · { $roll_number }
banner-short-roll-off = { $name } · lancer initial
banner-short-hole = { $name } · trou { $hole } · lancer { $roll_number }/{ $rolls }
banner-shortest-hole = { $name } · { $hole } · { $roll_number }/{ $rolls }
banner-shortest-over = Fini

## Le titre de fin de partie, et l’état d’une place sur la feuille.

verdict-loser = { $name } a perdu !
# $place est un ordinal (« 1er »).
status-safe = à l’abri — { $place }
status-loser = PERDU
badge-plays-first = Joue en premier
badge-keeps-score = Tient les scores
# Les règles maison de Slam Dice en une ligne, pour l’écran de préparation.
slam-summary = Course à { $target } pile : Simple +{ $single }, Petit +{ $small }, un Grand slam termine la course.

## Vrais dés saisis : ce que demande la saisie, et pourquoi une touche n’a rien saisi.

entry-prompt = { $n ->
    [one] Saisissez la valeur de { $n } dé lancé :
   *[other] Saisissez les valeurs des { $n } dés lancés :
}
entry-full = { $n ->
    [one] Ce lancer compte { $n } dé ; Retour arrière efface le dernier
   *[other] Ce lancer compte { $n } dés ; Retour arrière efface le dernier
}
entry-missing = { $n ->
    [one] Saisissez encore { $n } dé (1 à 6) avant Entrée
   *[other] Saisissez encore { $n } dés (1 à 6) avant Entrée
}
entry-not-a-face = Un dé montre de 1 à 6 : tapez 1, 2, 3, 4, 5 ou 6

## Avis pour ce qui n’a pas pu être fait, avec la raison ($why).

refusal-start = Impossible de commencer : { $why }
refusal-roll = Impossible de lancer : { $why }
refusal-play-roll = Impossible de jouer le lancer : { $why }
refusal-show = Impossible d’afficher { $file } : { $why }

## La liste de l’historique : les joueurs et le résultat d’une partie enregistrée, et les fichiers qui n’en sont pas.

kept-players-result = { $names } — { $result }
kept-players-more-result = { $names } et { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    } — { $result }
unreadable-file-why = ⚠ { $file } n’est pas une partie enregistrée : { $why }
unreadable-file = ⚠ { $file } n’est pas une partie enregistrée
unreadable-files-count = { $n ->
    [one] ⚠ { $n } fichier n’est pas une partie enregistrée
   *[other] ⚠ { $n } fichiers ne sont pas des parties enregistrées
}
unreadable-files-named = { $n ->
    [one] ⚠ { $n } fichier n’est pas une partie enregistrée : { $files }
   *[other] ⚠ { $n } fichiers ne sont pas des parties enregistrées : { $files }
}

## La ligne du son dans le menu : pourquoi aucun son ne joue.

sound-no-device-server = Aucun périphérique audio trouvé : le jeu se joue en silence. Le son nécessite un serveur de son PulseAudio ou PipeWire ; pour ALSA sans serveur de son, voir le README.
sound-no-device = Aucun périphérique audio trouvé : le jeu se joue en silence.
sound-not-built = Cette version n’a pas de son : Party Dice joue du son sous Linux, Windows et macOS.

## Les chances en mots : « 1 sur 216 (0,46 %) », et les lectures du panneau des chances.

chance-never = jamais
chance-certain = à coup sûr
# $n est déjà écrit comme la langue écrit les nombres (« 216 », « 6,0 »).
chance-one-in = 1 sur { $n }
# $least est le plus petit pourcentage affiché (« 0,01 % »).
chance-under = moins de { $least }
chance-with-percent = { $said } ({ $percent })
outcome-bust = Dépassement
outcome-no-hit = Aucun slam
# $method vaut « exact » ou « estimated » (chances estimées par échantillonnage).
odds-chance-to-win = { $method ->
    [estimated] Chance de gagner (estimée)
   *[exact] Chance de gagner
}
odds-chance-to-lose = { $method ->
    [estimated] Chance de perdre (estimée)
   *[exact] Chance de perdre
}
odds-hole-title = Trou de { $name }, lancer { $roll_number }
odds-straight = Suite sur ce trou
odds-straight-says = { $name } réussit la suite dans { $percent } des cas
odds-expected = Points attendus
odds-expected-says = { $name } marque en moyenne { $points } sur ce trou
odds-win-says = { $name } finit parmi les gagnants dans { $percent } des cas
odds-finish = À l’abri dès ce tour
odds-finish-says = { $name } est à l’abri dès ce tour dans { $percent } des cas
odds-next-rolls-says = { $percent } des prochains lancers de { $name }
odds-loser-says = { $name } perd dans { $percent } des cas

## La chronologie des chances en mots : ce qu’a fait un lancer, où il est venu, le texte
## au survol, le plus gros basculement et ce qu’entend un lecteur d’écran pour le graphique.

story-straight = suite
# $slam est le nom d’un slam.
story-slam-safe = { $slam }, à l’abri
story-bust = dépassement
story-no-slam = pas de slam
story-slam-number = nombre slam { $face }
story-rolled = a obtenu { $roll }
# Où un lancer est venu ; $case vaut « start » en début de phrase, sinon « inner ».
story-at-hole = { $case ->
    [start] Trou { $hole }, lancer { $roll_number } de { $name }
   *[inner] trou { $hole }, lancer { $roll_number } de { $name }
}
story-at-turn = { $case ->
    [start] Tour { $turn }, lancer { $roll_number } de { $name }
   *[inner] tour { $turn }, lancer { $roll_number } de { $name }
}
story-at-roll-off = { $case ->
    [start] Lancer initial, dé de { $name }
   *[inner] lancer initial, dé de { $name }
}
story-at-shared-slam-number = { $case ->
    [start] Le dé du nombre slam
   *[inner] le dé du nombre slam
}
story-at-slam-number = Dé du nombre slam de { $name }
# « Trou 14, lancer 1 de Cy : suite — Cy 12 % → 61 % ».
story-hover = { $place } : { $what } — { $name } { $before } → { $after }
# $goal vaut « win » (Straight Golf) ou « lose » (Slam Dice : la chance de perdre).
story-swing = { $goal ->
    [lose] Le plus gros basculement : { $place } ({ $what }) a fait passer la chance de perdre de { $name } de { $from } à { $to }.
   *[win] Le plus gros basculement : { $place } ({ $what }) a fait passer la chance de gagner de { $name } de { $from } à { $to }.
}
story-chart-before = avant le premier lancer
story-chart-after = après le lancer { $roll_number }
story-chart-stands = { $name } { $percent }
# $chart est le titre du graphique ; « …, sur 142 lancers ; après le lancer 40 : Ann 20 %, Ben 80 %. »
story-chart-spoken = { $rolls ->
    [one] { $chart }, sur { $rolls } lancer ; { $when } : { $standing }.
   *[other] { $chart }, sur { $rolls } lancers ; { $when } : { $standing }.
}

## L’onglet Dés : si les dés semblent équilibrés, et la chance de chaque joueur.

dice-source-thrown = Lancés à l’écran
dice-source-real = Vrais dés saisis
dice-none-thrown = Aucun dé lancé à l’écran pour l’instant.
dice-none-real = Aucun vrai dé saisi pour l’instant.
dice-all-players = Tous les joueurs
# $n choisit le pluriel ; $count est le même nombre écrit pour la lecture (« 4 212 »).
dice-too-few = { $n ->
    [one] Seulement { $count } dé pour l’instant : trop peu pour dire si les dés sont équilibrés (il en faut { $needed }).
   *[other] Seulement { $count } dés pour l’instant : trop peu pour dire s’ils sont équilibrés (il en faut { $needed }).
}
# $least est le plus petit pourcentage affiché (« 0,01 % »).
dice-less-than = moins de { $least }
dice-only = seulement { $percent }
# $how_often est dice-less-than ou dice-only.
dice-loaded = { $n ->
    [one] Une répartition au moins aussi inégale se produit dans { $how_often } des cas avec des dés équilibrés : ce { $count } dé est peut-être pipé.
   *[other] Une répartition au moins aussi inégale se produit dans { $how_often } des cas avec des dés équilibrés : ces { $count } dés sont peut-être pipés.
}
dice-fair = { $n ->
    [one] Ce { $count } dé semble équilibré : une répartition au moins aussi inégale se produit dans { $percent } des cas avec des dés équilibrés.
   *[other] Ces { $count } dés semblent équilibrés : une répartition au moins aussi inégale se produit dans { $percent } des cas avec des dés équilibrés.
}
# « Ann a marqué -5 sur 9 trous là où les probabilités prévoyaient +3,2 ».
luck-golf-scored = { $holes ->
    [one] { $name } a marqué { $points } sur { $holes } trou là où les probabilités prévoyaient { $expected }
   *[other] { $name } a marqué { $points } sur { $holes } trous là où les probabilités prévoyaient { $expected }
}
# « Hal a marqué 9 points en 7 tours là où les probabilités prévoyaient 12,0 ».
luck-slam-scored = { $name } a marqué { $points ->
        [one] { $points } point
       *[other] { $points } points
    } en { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } là où les probabilités prévoyaient { $expected }
luck-even = exactement ce que prévoyaient les probabilités
luck-good = { $points } points de chance
luck-bad = { $points } points de malchance
# $scored est luck-golf-scored ou luck-slam-scored, $verdict luck-even, -good ou -bad.
luck-line = { $scored } : { $verdict }.
# Une ligne de chance des statistiques, après le nom du jeu.
luck-game-line = { $game } : { $line }
