# Les mots de la ligne de commande : ce que `party-dice replay`, `odds`, `story`, `history`,
# `stats`, `print`, `sim`, `render-sound` et `phone-page` affichent pour les gens, et leurs
# messages d’erreur. La sortie `--json` n’est pas traduite.
# Les noms d’options (--out, --blank), les noms de fichiers, le RON et les exemples de
# commandes restent tels quels.

## Commun

# Un problème dans un fichier, comme l’écrivent les compilateurs : $file est le fichier, $problem ce qui ne va pas.
cli-file-problem = { $file }: { $problem }
# Après le message d’un fichier de réglages cassé, quand `print` fait une carte vierge.
cli-print-default-rules = (la carte prend les règles maison par défaut)
# `party-dice` compilé sans sa fenêtre de jeu, à qui l’on demande de l’ouvrir.
cli-no-window = cette version de party-dice n’a pas de fenêtre de jeu (compilée sans la fonctionnalité `gui`) ; essayez `party-dice --help`

## Vérifications des valeurs d’options (affichées après les mots « invalid value » de clap).

# $text est ce qui a été tapé, entre guillemets.
cli-bad-page = { $text } n’est pas une adresse de page : écrivez https://HOST/PATH/
# $text est ce qui a été tapé, entre guillemets ; $lo et $hi le plus petit et le plus grand port.
cli-bad-port = { $text } n’est ni 0 (n’importe quel port libre) ni un port de { $lo } à { $hi }
# $text est ce qui a été tapé, entre guillemets.
cli-bad-size = { $text } n’est pas de la forme WIDTHxHEIGHT (largeur x hauteur)
# $text est un côté tel que tapé, entre guillemets ; $lo et $hi le plus petit et le plus grand côté.
cli-bad-side = { $text } n’est pas un côté de { $lo } à { $hi } pixels

## `replay FILE` : le journal de la partie et la feuille de score finale.

# La première ligne : $game est le nom du jeu, $players les noms des joueurs en liste.
cli-replay-heading = { $game } — { $players }
# La dernière ligne : $finished vaut « yes » ou « no » ; $used des $dice valeurs de l’enregistrement ont servi.
cli-replay-end = { $finished ->
    [yes] Partie terminée
   *[no] Partie non terminée
} ; { $used } valeurs de dés utilisées sur { $dice }.
# Les titres de la feuille de golf : la colonne des joueurs, les neuf premiers trous, les neuf suivants, le total.
cli-replay-player = Joueur
cli-replay-out = Aller
cli-replay-in = Retour
cli-replay-total = Total
# Badges après la ligne d’un golfeur.
cli-replay-first = (premier joueur)
cli-replay-scorekeeper = (marqueur)
cli-replay-winner = GAGNANT
# Une ligne de Slam Dice : $number est le nombre slam du joueur, ou « - » avant qu’il soit lancé.
cli-replay-slam-number = nombre slam { $number }

## `story FILE` : la chance de chaque joueur, lancer après lancer.

# $game est le nom du jeu, $players les noms en liste, $rolls le nombre de lancers,
# $goal « win » (Straight Golf) ou « lose » (Slam Dice : la chance de perdre).
cli-story-heading = { $game } — { $players } ({ $rolls ->
    [one] { $rolls } lancer
   *[other] { $rolls } lancers
} ; chance de { $goal ->
    [win] gagner
   *[lose] perdre
} de chaque joueur)
# La chance d’un joueur au départ : $name et $chance (un pourcentage).
cli-story-chance = { $name } { $chance }
# Les chances avant le premier lancer : $chances est la liste des lignes ci-dessus.
cli-story-start = Départ : { $chances }
cli-story-nothing-rolled = Rien n’a encore été lancé.
# La leçon du public, une ligne par dixième de ce qu’il a dit : $from et $to bornent le
# dixième, $happened réponses sur $count se sont réalisées ($rate), $said est ce que le
# public a dit en moyenne et $odds ce que les chances exactes disaient des mêmes réponses.
cli-story-lesson-bin = { $from }–{ $to } : { $happened } sur { $count } réalisées ({ $rate }) ; le public disait { $said }, les chances { $odds }
# Sous le classement du public : ce que veut dire l’étoile à côté d’un nom.
cli-story-beat = ★ a battu les chances

## `odds FILE` : les chances là où en est une partie enregistrée.

# $game est le nom du jeu, $players les noms en liste ; $used des $dice valeurs ont servi.
cli-odds-heading = { $game } — { $players } ({ $used } valeurs de dés utilisées sur { $dice })
# Comment les chances ont été trouvées (entre parenthèses après « Chance de gagner »).
cli-odds-exact = exacte
# $games est le nombre de parties jouées, $se l’erreur type en pourcentage.
cli-odds-monte-carlo-se = Monte-Carlo, { $games } parties, erreur type { $se }
cli-odds-monte-carlo = Monte-Carlo
# Ce qu’un golfeur a mis de côté : rien, ou $faces (les faces, « 2 3 4 »).
cli-odds-nothing-aside = rien de mis de côté
cli-odds-set-aside = { $faces } mis de côté
# $name fait le lancer $roll_number sur $rolls d’un trou ; $aside est l’un des deux ci-dessus.
cli-odds-golf-to-roll = À { $name } de lancer : lancer { $roll_number } sur { $rolls }, { $aside }.
cli-odds-this-hole = Ce trou :
# $chance est écrite comme le panneau des chances écrit les chances (« 1 sur 6 (16,7 %) »).
cli-odds-straight = Suite : { $chance }
# $points est un nombre avec son signe et deux décimales (« +0,25 »).
cli-odds-expected = Points attendus : { $points }
# $points sont les points d’un trou avec leur signe (« +1 », « -3 »), $chance leur chance.
cli-odds-points = { $points } sur ce trou : { $chance }
cli-odds-roll-off = Lancer initial : { $name } lance ensuite ; aucun trou n’est encore en jeu.
cli-odds-over = La partie est terminée.
# $method dit comment les chances ont été trouvées (« exacte »).
cli-odds-chance-to-win = Chance de gagner ({ $method }) :
# $total est le total du golfeur avec son signe.
cli-odds-golf-player = { $name } (total { $total }) : { $chance }
cli-odds-next-roll = Prochain lancer :
# $outcome est ce que peut donner le lancer (« Grand slam »), $chance sa chance.
cli-odds-outcome = { $outcome } : { $chance }
# $name lance à $score points sur l’objectif $target.
cli-odds-slam-to-roll = À { $name } de lancer, à { $score } sur { $target }.
# $name est le joueur dont le nombre slam reste à lancer.
cli-odds-player-slam-number-to-come = Un nombre slam (celui de { $name }) reste à lancer ; les chances du prochain lancer viendront quand tous les nombres slam seront fixés.
cli-odds-slam-number-to-come = Un nombre slam reste à lancer ; les chances du prochain lancer viendront quand tous les nombres slam seront fixés.
cli-odds-finishes-this-turn = { $name } termine à ce tour : { $chance }
# $method dit comment les chances ont été trouvées (« exacte »).
cli-odds-chance-to-lose = Chance de perdre ({ $method }) :
# Où en est un joueur de Slam Dice, entre parenthèses après le nom : à l’abri, ou $score sur $target.
cli-odds-finished = à l’abri
cli-odds-score-of = { $score } sur { $target }
# $at est l’un des deux ci-dessus.
cli-odds-slam-player = { $name } ({ $at }) : { $chance }

## `print` : le PDF écrit, et pourquoi il ne l’a pas été.

# $file est le PDF, $what cli-print-filled ou cli-print-blank, $bytes sa taille.
cli-print-wrote = { $file } écrit : { $what }, { $bytes } octets
cli-print-filled = la carte remplie et sa chronologie des chances
# $players est le nombre de lignes de la carte vierge.
cli-print-blank = les règles et une carte vierge pour { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
cli-print-needs-out = print a besoin de --out FILE.pdf : où écrire le PDF
cli-print-not-both = print prend un fichier de partie ou --blank, pas les deux
cli-print-needs-game = print a besoin d’une partie enregistrée (print GAME.ron --out FILE.pdf) ou de --blank --game slam-dice|straight-golf
cli-print-blank-options = --game, --players, --rounds et --ordered servent à une carte --blank : la carte d’une partie enregistrée a les siens
cli-print-blank-needs-game = --blank a besoin de --game slam-dice ou --game straight-golf
cli-print-golf-only = --rounds et --ordered sont propres à Straight Golf : une carte de Slam Dice n’a ni l’un ni l’autre
# $lo et $hi sont le plus petit et le plus grand nombre de trous, $rounds ce qui a été demandé.
cli-print-bad-rounds = --rounds doit aller de { $lo } à { $hi }, pas { $rounds }

## `phone-page --out DIR`

# $file est la page écrite.
cli-phone-page-written = page du téléphone écrite dans { $file }
cli-phone-page-serve = servez-la en https, puis mettez son adresse dans online.page
# $dir est le dossier, $reason la raison donnée par le système.
cli-phone-page-failed = impossible d’écrire la page du téléphone dans { $dir } : { $reason }

## `render-sound` : le fichier WAV écrit, et les mauvais arguments.

cli-sound-needs-values = render-sound a besoin des valeurs des dés, par ex. --values 3,5,6
cli-sound-needs-out = render-sound a besoin d’un fichier à écrire, par ex. --out throw.wav
# $text est ce qui a été tapé, entre guillemets ; $most le plus de dés que contient un lancer.
cli-sound-not-a-value = --values : { $text } n’est pas une valeur de dé ; donnez de 1 à { $most } faces, comme 3,5,6
# $text est ce qui a été tapé, entre guillemets.
cli-sound-not-a-throw = { $text } n’est pas un lancer : donnez SEED:VALUES, comme 7:3,5,6
# $problem est ce qui ne va pas dans une valeur de dé.
cli-sound-values-problem = --values : { $problem }
# $most est le plus de dés que contient un lancer, $n combien ont été donnés.
cli-sound-dice-count = --values : un lancer compte de 1 à { $most } dés, pas { $n }
# $problem nomme le son inconnu et ceux qui existent.
cli-sound-cue-problem = --cue : { $problem }
# $value est ce qui a été donné, $lo et $hi l’intervalle permis.
cli-sound-bad-volume = --volume : { $value } n’est pas entre { $lo } et { $hi }
cli-sound-bad-speed = --speed : { $value } n’est pas entre { $lo } et { $hi }
cli-sound-bad-skip = --skip-at : { $value } n’est pas une durée en secondes (0 ou plus)
# Le fichier n’a pas pu être écrit : $problem dit pourquoi.
cli-sound-failed = render-sound : { $problem }
# $file est le fichier WAV, $seconds sa durée, $rate la fréquence d’échantillonnage, $cues le nombre
# de sons qu’il contient, $level l’un des deux ci-dessous.
cli-sound-wrote = { $file } écrit : { $seconds } s, { $rate } Hz mono 16 bits, { $cues ->
    [one] { $cues } son
   *[other] { $cues } sons
}, { $level }
cli-sound-silent = silencieux
# $db est le niveau de l’échantillon le plus fort, en décibels sous la pleine échelle (« -7,1 »).
cli-sound-peak = crête { $db } dBFS

## `history` et `stats` : les parties enregistrées.

# $dir est le dossier de l’historique.
cli-history-none = Aucune partie enregistrée pour l’instant dans { $dir }.
# $games est le nombre de parties listées, $dir le dossier de l’historique.
cli-history-heading = { $games ->
    [one] { $games } partie enregistrée
   *[other] { $games } parties enregistrées
} dans { $dir }, la plus récente d’abord :
# Quand une partie s’est terminée : $date vaut 2025-01-02, $time 20:15, en UTC.
cli-history-time = { $date } { $time } UTC
cli-history-unknown-time = inconnue
# Le résultat d’une partie : le perdant, le gagnant unique, ou les gagnants en liste ($names).
cli-history-lost-by = perdue par { $name }
cli-history-won-by = gagnée par { $name }
cli-history-shared-by = partagée par { $names }
# Les titres de la liste des parties.
cli-history-column-finished = Terminée
cli-history-column-game = Jeu
cli-history-column-players = Joueurs
cli-history-column-result = Résultat
cli-history-column-file = Fichier
# Les fichiers du dossier de l’historique qui ne sont pas des parties enregistrées : $files leur nombre, $dir le dossier.
cli-history-unreadable = { $files ->
    [one] { $files } fichier illisible dans { $dir }, laissé tel quel :
   *[other] { $files } fichiers illisibles dans { $dir }, laissés tels quels :
}
# Les titres des tableaux de `stats` (courts : des colonnes de nombres sont dessous).
cli-stats-column-games = parties
cli-stats-column-wins = victoires
cli-stats-column-mean-hole = trou moyen
cli-stats-column-best-hole = meilleur trou
cli-stats-column-straights-roll-1 = suites au lancer 1
cli-stats-column-losses = défaites
cli-stats-column-single = simple
cli-stats-column-small = petit
cli-stats-column-grand = grand
cli-stats-column-busts = dépassements

## `stats --dice`

# $games est le nombre de parties enregistrées comptées, $dir le dossier de l’historique.
cli-dice-heading = Dés { $games ->
    [one] de { $games } partie enregistrée
   *[other] de { $games } parties enregistrées
} dans { $dir }
# Les titres après les six faces : tous les dés, les dés attendus pour chaque face, la
# statistique du khi carré et sa valeur p.
cli-dice-column-dice = dés
cli-dice-column-expected = attendus
cli-dice-column-chi-square = khi²
cli-dice-column-p = p
cli-dice-luck-heading = Chance : les points marqués face aux points que prévoyaient les probabilités exactes

## `sim` : des parties à graine comparées aux probabilités exactes.

# Les mots de la barre de progression : $done parties jouées sur $total, environ $seconds secondes restantes.
cli-sim-progress = { $done }/{ $total } parties, encore { $seconds } s
# $problem dit pourquoi les parties n’ont pas pu être jouées.
cli-sim-failed = sim : { $problem }
# $ordered vaut « yes » pour la variante de la suite ordonnée ; $holes trous joués sur $games
# parties de $players joueurs et $rounds manches ; $seed la graine des dés.
cli-sim-golf-heading = { game-straight-golf }, { $ordered ->
    [yes] suite ordonnée
   *[no] standard
} : { $holes ->
    [one] { $holes } trou
   *[other] { $holes } trous
} ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
} × { $players } joueurs × { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}), graine { $seed }
# $players joueurs, $mode « shared » ou « per-player » pour les nombres slam, l’objectif
# $target, $games parties, $seed la graine des dés.
cli-sim-slam-heading = { game-slam-dice }, { $players } joueurs, { $mode ->
    [per-player] un nombre slam par joueur
   *[shared] nombre slam commun
}, objectif { $target } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, graine { $seed }
# Les titres du tableau : le score d’un trou, la chance exacte, la part simulée, et leur
# écart en erreurs types.
cli-sim-column-score = score
cli-sim-column-exact = exacte
cli-sim-column-monte-carlo = monte carlo
cli-sim-column-diff = écart/ET
# La ligne du score moyen par trou.
cli-sim-mean = moyenne
# Les lignes du tableau de Slam Dice ; $seat compte à partir de 1.
cli-sim-finish-from-zero = terminer en un tour depuis 0
cli-sim-seat-loser = la place { $seat } perd
cli-sim-rolls-per-game = lancers par partie
cli-sim-turns-per-game = tours par partie

## Le dossier de l’historique : pourquoi un fichier n’est pas une partie enregistrée, et
## pourquoi une partie n’a pas pu être enregistrée (le terminal et l’historique de la fenêtre).

history-error-folder-not-game = un dossier, pas un fichier de partie
history-error-not-regular = pas un fichier ordinaire
# $used des $dice valeurs de l’enregistrement ont servi, et la partie n’est pas finie.
history-error-not-finished = la partie n’est pas terminée ({ $used } valeurs de dés utilisées sur { $dice })
# $dir est le dossier de l’historique, $reason la raison donnée par le système.
history-error-cannot-read-folder = impossible de lire { $dir } : { $reason }
# $reason est la raison donnée par le système.
history-error-cannot-read = lecture impossible : { $reason }
# $reason est ce qui ne va pas dans les joueurs ou les règles maison.
history-error-cannot-keep = la partie ne peut pas être enregistrée : { $reason }
history-error-keep-not-finished = la partie n’est pas terminée (rejouées, { $used } valeurs de dés sur { $dice } donnent une partie inachevée)
history-error-encode = la partie n’a pas pu être écrite en RON : { $reason }
history-error-make-folder = impossible de créer le dossier de l’historique { $dir } : { $reason }
# $file est le fichier de la partie enregistrée.
history-error-exists = { $file } contient déjà une autre partie ; il a été laissé tel quel
history-error-write = impossible d’écrire { $file } : { $reason }

## Un enregistrement de partie illisible (replay, odds, story, print FILE).

# Le problème avec sa place dans le fichier : $line et $col comptent à partir de 1.
record-detail-at = ligne { $line }, colonne { $col } : { $problem }
record-too-large = le fichier fait { $bytes } octets ; un enregistrement de partie en fait au plus { $cap }
# $why est ce que le système a dit.
record-cannot-read = lecture impossible : { $why }
# $offset est l’octet où le texte cesse d’être de l’UTF-8.
record-not-text = pas un fichier texte (UTF-8 invalide à l’octet { $offset })
record-empty = le fichier est vide ; un enregistrement de partie était attendu, comme (game: SlamDice, players: [..], dice: [..])
# $problem est le mot du lecteur pour un nom inconnu ; les noms entre parenthèses sont ceux du RON, non traduits.
record-unknown-variant = { $problem } (jeux : SlamDice, StraightGolf ; slam_number : Shared, PerPlayer)
