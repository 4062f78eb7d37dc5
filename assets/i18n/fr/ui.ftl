# Le menu de la fenêtre (Échap) : les réglages d’affichage.
menu-display = Affichage
menu-language = Langue :
menu-ui-scale = Taille de l’interface
menu-animation-speed = Vitesse d’animation
menu-reduced-motion = Mouvements réduits (les dés apparaissent immobiles, sans rouler)
menu-fullscreen = Plein écran (F11)
menu-theme = Thème :
menu-theme-dark = Sombre
menu-theme-light = Clair
menu-theme-high-contrast = Contraste élevé
menu-graphics = Graphismes :
menu-graphics-auto = Automatique
menu-graphics-auto-hint = Bas sans carte graphique, sinon Élevé
menu-graphics-low = Bas
menu-graphics-high = Élevé
menu-odds-panel = Panneau des chances (O)
menu-audience = Le public joue aussi sur les téléphones
menu-audience-hint = Les téléphones sans place répondent à une question avant chaque lancer et sont notés face aux chances exactes ; un classement s’affiche à côté de la table.

## Les sommes de la carte de golf (comme sur une carte de golf française : Aller pour
## les trous 1–9, Retour pour 10–18, Total) et les titres du tableau des statistiques.

card-out = Aller
card-in = Retour
card-total = Total
# $column est la clé de la colonne.
stat-column = { $column ->
    [name] Joueur
    [golf-games] Parties de golf
    [golf-wins] Victoires
    [mean-hole] Trou moyen
    [best-hole] Meilleur trou
    [straights-roll-1] Suites au 1er lancer
    [slam-games] Parties de slam
    [slam-losses] Défaites
    [single] Simple
    [small] Petit
    [grand] Grand
    [busts] Dépassements
    [golf-luck] Chance (golf)
   *[slam-luck] Chance (slam)
}
# La marque d’une place, selon la clé de sa forme.
mark-name = { $shape ->
    [circle] cercle
    [square] carré
    [triangle] triangle
    [star] étoile
    [bar] barre
    [hexagon] hexagone
    [pentagon] pentagone
   *[cross] croix
}
# La finition des dés d’une place, selon sa clé.
finish-name = { $finish ->
    [pearl] nacre
    [marble] marbre
    [metal] métal
   *[solid] couleur unie
}

## Ce que dit un lecteur d’écran pour les cases de la carte, les dés dessinés à plat et
## les marques ; les morceaux sont joints par `list-separator`.

# Points de golf : $sign vaut plus, minus ou zero ; $points est sans son signe.
spoken-points = { $sign ->
    [plus] plus { $points }
    [minus] moins { $points }
   *[zero] { $points }
}
spoken-total = total { $points }
spoken-hole = trou { $hole }
# $holes est le titre d’une colonne de somme (Aller, Retour, 19–27).
spoken-nine = colonne { $holes }
spoken-playing-now = en train de jouer
spoken-not-played = pas joué
spoken-score-of = { $score } sur { $target }
spoken-slam-number = nombre slam { $face }
# $place est un ordinal (« 1er »).
spoken-safe = à l’abri, { $place }
spoken-loser = a perdu
spoken-to-roll = doit lancer
spoken-set-aside = mis de côté
spoken-slam-hit = nombre slam
spoken-mark = marque de { $player } : { $mark }

## Le menu (Échap) : son cadre, le son et les réglages de jeu.

menu-title = Menu et réglages
# Le titre quand la fenêtre est trop étroite pour le long.
menu-title-short = Menu
# $path est le fichier des réglages.
menu-saved-to = Enregistré dans { $path }
menu-close = Fermer (Échap)
menu-new-game = Nouvelle partie / préparation
menu-rules = Règles (F1)
menu-quit = Quitter
menu-notices = Avis
menu-sound = Son
menu-volume = Volume
menu-muted = Muet
menu-game-and-variants = Jeu et variantes
menu-next-game = Ces changements s’appliquent à la prochaine partie.
# Le nom d’un jeu avant ses variantes.
menu-game-label = { $game } :
menu-slam-shared = nombre slam commun
menu-slam-per-player = un par joueur
# Avant un nombre qu’un joueur peut faire glisser.
menu-target-prefix = objectif{" "}
menu-single-prefix = simple +
menu-small-prefix = petit +
# Après un nombre qu’un joueur peut faire glisser ($n est ce nombre).
menu-holes-suffix = { $n ->
    [one] {" "}trou
   *[other] {" "}trous
}
menu-rolls-suffix = { $n ->
    [one] {" "}lancer par trou
   *[other] {" "}lancers par trou
}
menu-ordered-straight = suite ordonnée
# $problem dit ce qui ne va pas dans les variantes.
menu-not-saved = ⚠ { $problem } — non enregistré tant que ce n’est pas corrigé
menu-players-on-setup = Les joueurs sont nommés et placés sur l’écran de préparation.

## La feuille de fin de partie.

game-over-title = Partie terminée
game-over-luck = Chance
game-over-play-again = Rejouer (Entrée)
game-over-play-again-short = Rejouer
game-over-new-setup = Préparer une partie
game-over-working-out = Reconstitution de l’histoire de la partie…
print-card-button = Imprimer la carte
print-card-hint = La carte, son verdict et sa chronologie en PDF

## L’historique des parties enregistrées (le bouton Historique de l’écran de préparation).

history-title = Historique
history-tab-games = Parties
history-tab-stats = Stats
history-tab-dice = Dés
history-reading = Lecture des parties enregistrées…
history-back = ◀ Retour à la préparation
history-back-short = ◀ Retour
history-none = Aucune partie terminée pour l’instant : chaque partie jouée jusqu’au bout est gardée ici.
history-column = { $column ->
    [finished] Terminée
    [game] Jeu
    [players] Joueurs
   *[result] Résultat
}
# Quand une partie s’est terminée : $day est une date (2025-01-02), $time une heure (20:00:00), en UTC.
history-when = { $day } { $time } UTC
# Les gagnants d’une partie de golf, leurs noms joints ($count gagnants).
history-won-by = { $count ->
    [one] gagnée par { $names }
   *[other] gagnée par { $names }
}
history-lost = { $name } a perdu
history-watch = ▶ Revoir
history-print = Imprimer
history-no-stats = Pas encore de statistiques.

## Le panneau des règles (F1), le panneau des chances (O) et l’onglet Dés de l’historique.

# $game est le nom du jeu.
rules-panel-title = Règles — { $game }
rules-panel-close = Fermer (F1)
odds-panel-title = Chances (O)
odds-panel-updating = mise à jour…
odds-panel-working = Calcul en cours…
dice-tab-luck = Chance : les points marqués face à ce que prévoyaient les probabilités exactes
dice-tab-no-game = Aucune partie jouée jusqu’au bout pour l’instant.
# Le titre d’un décompte : les dés de qui, lesquels ($source), combien ($dice, « 60 dés »).
dice-tab-tally = { $who } · { $source } · { $dice }
# Le test du décompte : le nombre attendu pour chaque face, la statistique du khi carré, sa valeur p.
dice-tab-test = { $expected } attendus par face · χ² { $chi2 } · p { $p }
# Un dé dessiné dans le décompte, pour un lecteur d’écran.
dice-tab-face = face { $face }
# Les barres, pour un lecteur d’écran : $counts le nombre de chaque face, joints.
dice-tab-spoken = { $counts } de chaque face, contre { $expected } attendus
# La ligne de la chronologie des chances au lancer affiché.
chart-on-show = affiché

## Le public sur l’écran partagé.

hud-audience-title = Public · { $n } en jeu
hud-audience-joined = { $n ->
    [one] 1 dans le public : les réponses comptent dès le prochain lancer
   *[other] { $n } dans le public : les réponses comptent dès le prochain lancer
}
hud-audience-odds = Les chances : { $points }
hud-audience-lesson = La leçon
hud-audience-block = Bloquer { $name } (tant que les téléphones restent activés)
game-over-calibration = La leçon : quand le public disait…, combien de fois c’est arrivé
game-over-calibration-legend = Colonnes : combien de fois les réponses se sont réalisées, selon ce que disait le public (0 % à gauche, 100 % à droite ; sous chacune, le nombre de réponses). La ligne : dire et arriver concordent. Points : ce que les chances exactes disaient des mêmes réponses.
