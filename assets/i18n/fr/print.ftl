# La carte de score et la fiche des règles imprimées (et la page du graphique).

paper-player = Joueur
paper-slam-number = Nombre slam
paper-score = Score
paper-place = Rang
paper-date = Date
paper-scorekeeper = Marqueur
paper-first-player = Premier joueur
paper-sheet-title = { $game } — comment jouer
paper-card-title = { $game } — carte de score
paper-slam-number-shared = Un seul nombre slam pour tous.
paper-slam-number-per-player = Chaque joueur lance son propre nombre slam.
# $summary : les règles maison de Slam Dice en une ligne ; $numbers : l’une des deux phrases ci-dessus.
paper-slam-house-rules = { $summary } { $numbers }
# $order vaut « ordered » (la suite ordonnée) ou « any ».
paper-golf-house-rules = { $holes ->
        [one] { $holes } trou
       *[other] { $holes } trous
    }, au plus { $rolls ->
        [one] { $rolls } lancer
       *[other] { $rolls } lancers
    } par trou, { $order ->
        [ordered] la suite dans l’ordre à partir de 1
       *[any] la suite dans n’importe quel ordre
    }.
# $day est une date (2025-01-02), $from, $to et $at des heures (20:00), toutes en UTC.
paper-played = Jouée le { $day }, de { $from } à { $to } UTC
paper-finished = Terminée le { $day } à { $at } UTC
paper-started = Commencée le { $day } à { $at } UTC
paper-roll-off = { $first } a commencé ; { $keeper } a tenu les scores.
paper-unfinished = Pas encore terminée
paper-footer = Imprimé par Party Dice : les mêmes règles, dans les mêmes mots, que son panneau des règles.
chart-title-win = Comment la chance de gagner de chaque joueur a évolué, lancer après lancer
chart-title-lose = Comment la chance de perdre de chaque joueur a évolué, lancer après lancer
# Ce que sont les sections du graphique.
chart-unit-hole = trou
chart-unit-turn = tour
# L’axe du graphique, sous son extrémité droite : $unit est chart-unit-hole ou chart-unit-turn.
chart-axis = { $unit } →
# Avant une ligne où écrire, sur une carte vierge : $label est paper-date, paper-first-player,
# paper-scorekeeper ou paper-slam-number (espace avant les deux-points en français).
paper-blank-field = { $label } :
# Sur une carte de Slam Dice remplie : $number est le nombre slam unique de tous les joueurs.
paper-slam-number-drawn = Nombre slam : { $number }
# Places demandées à tort sur une carte : $lo et $hi sont le minimum et le maximum de
# joueurs que la carte peut accueillir, $players le nombre demandé.
print-error-players = une carte accueille de { $lo } à { $hi } joueurs, pas { $players }
# Une police n’a pas pu être intégrée au PDF : $font est son nom PostScript
# (LiberationSans-Bold), $why la raison, dans l’anglais de la bibliothèque de polices.
print-error-font = la police { $font } n’a pas pu être intégrée : { $why }
# Le PDF n’a pas pu être écrit : $path est le fichier ou le dossier, $why la raison donnée par le système.
print-error-write = impossible d’écrire { $path } : { $why }
# L’option --paper de la ligne de commande a reçu autre chose : $text est ce qui a été tapé.
print-paper-unknown = « { $text } » n’est pas un format de papier : utilisez a4 ou letter
# L’avis de la fenêtre une fois la carte écrite : $path est le fichier PDF.
print-done = La carte a été imprimée dans { $path }
# L’avis de la fenêtre quand elle ne l’est pas : $why est l’un des messages print-error
# (ou ce qui ne va pas dans le fichier de la partie).
print-failed = Impossible d’imprimer la carte : { $why }
print-no-folder = Impossible d’imprimer la carte : aucun dossier où l’écrire.
# Dit une fois quand une carte est imprimée avec des caractères qu’aucune police de cet
# ordinateur n’a (ils s’impriment « ? ») : $chars sont ces caractères, séparés par des espaces ; $count leur nombre.
print-missing-glyphs = { $count ->
        [one] Aucune police de cet ordinateur n’a le caractère { $chars } : la carte l’imprime comme « ? ». Pour l’imprimer, installez une police qui l’a (sous Linux, les paquets fonts-noto).
       *[other] Aucune police de cet ordinateur n’a les caractères { $chars } : la carte les imprime comme « ? ». Pour les imprimer, installez des polices qui les ont (sous Linux, les paquets fonts-noto).
    }
paper-mark-finish = { $mark }, { $finish }
