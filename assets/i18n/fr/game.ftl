# Écran de préparation : jeu et dés.
setup-game = Jeu
setup-dice = Dés :
setup-dice-thrown = lancés à l’écran
setup-dice-real = vrais dés (saisir les valeurs)

# Liste des joueurs
setup-players = Joueurs ({ $min }–{ $max }), dans l’ordre des places
setup-mark-hint = Marque : { $mark }
setup-finish-hint = Dés de { $who } : { $finish } (cliquez pour changer de finition)
setup-player-who = joueur { $n }
setup-move-up = Monter { $who } d’une place
setup-move-down = Descendre { $who } d’une place
setup-remove = Retirer { $who }
setup-add-player = + Ajouter un joueur
setup-default-name = Joueur { $n }

# Variantes
setup-slam-number = Nombre slam :
setup-slam-shared = un pour tous
setup-slam-per-player = un par joueur
setup-holes = Trous :
setup-holes-suffix = {" "}trous
setup-ordered-straight = Suite ordonnée (mettre de côté seulement dans l’ordre 1, 2, 3…)

# Téléphones
setup-phones = Jouer avec des téléphones
setup-phones-hint = Chaque joueur lance depuis son téléphone ou son ordinateur
setup-online = Jouer en ligne
setup-online-hint = Des amis en visio lancent depuis leurs téléphones, via un relais
setup-join-screen = Écran pour rejoindre (J)
setup-phones-at = { $url } code { $code } · { $held } sur téléphone
setup-phones-at-online = { $url } code { $code } · { $held } sur téléphone · en ligne
setup-phones-at-link-down = { $url } code { $code } · { $held } sur téléphone · lien en ligne coupé

# Boutons
setup-start-keyed = Jouer (Entrée)
setup-start = Jouer
setup-resume-keyed = Reprendre (R)
setup-resume = Reprendre
setup-history-keyed = Historique (H)
setup-history = Historique
# L’écran de préparation : ce qui ne va pas, sous les réglages ($problem dit quoi).
setup-problem = ⚠ { $problem }
# L’info-bulle du bouton Jouer quand la carte est trop étroite pour y mettre la touche : la touche.
setup-start-hint = Entrée

## Le bouton d’appel du bandeau de jeu, avec sa touche quand le bandeau est large et
## sans quand il est étroit.

hud-roll-keyed = 🎲 Lancer (Espace)
hud-roll = 🎲 Lancer
hud-confirm-keyed = ✔ Valider les dés (Entrée)
hud-confirm = ✔ Valider
# En revoyant une partie enregistrée : son lancer suivant.
hud-next-roll-keyed = ▶ Lancer suivant (→)
hud-next-roll = ▶ Suivant
# Pendant que les dés volent : ils atterrissent aussitôt.
hud-skip-keyed = ⏩ Passer (Espace)
hud-skip = ⏩ Passer
# Pendant que le résultat d’un lancer est affiché : le tour suivant vient aussitôt.
hud-continue-keyed = Continuer (Espace)
hud-continue = Continuer

## Les autres boutons du bandeau, avec leurs touches et sans.

hud-menu-keyed = ☰ Menu (Échap)
hud-menu = ☰ Menu
hud-rules-keyed = Règles (F1)
hud-rules = Règles
hud-odds-keyed = Chances (O)
hud-odds = Chances
hud-log-keyed = Journal (L)
hud-log = Journal

# À côté des dés du dernier lancer dessinés à plat : ce que veulent dire les cercles autour de certains.
hud-ringed-note = cerclés : mis de côté ou nombre slam
# Le titre du panneau du journal de la partie.
hud-game-log = Journal de la partie (L)

## Les feuilles de score.

# Le titre de la carte de golf au-dessus des noms.
sheet-player = Joueur
# Le nombre slam d’un joueur de Slam Dice ($number est la valeur d’un dé, ou – tant qu’on ne le connaît pas).
sheet-slam-number = slam { $number }
# Dans la barre d’un joueur de Slam Dice : le score et l’objectif.
sheet-score-of = { $score } / { $target }

## Vrais dés : la rangée où l’on saisit les valeurs obtenues sur la table.

# L’info-bulle d’un bouton de face : $value est la face, qui est aussi sa touche.
dice-entry-face-hint = { $value } (touche { $value })
# Un bouton de face, pour un lecteur d’écran.
dice-entry-type = Saisir { $value }
dice-entry-backspace = Retour arrière
# Valide les valeurs saisies.
dice-entry-ok = ✔ OK

## Avis : une ligne au bord de la fenêtre.

# $text est l’avis ; $more combien d’autres attendent après lui.
notice-line = { $more ->
    [0] ⚠ { $text }
   *[other] ⚠ (+{ $more }) { $text }
}
# Le fichier des réglages n’a pas pu être écrit ; $why est la raison donnée par le système.
notice-settings-not-saved = Réglages non enregistrés : { $why }
# Une fois par lancement : des noms de joueurs ont des lettres qu’aucune police de cet
# ordinateur n’a, et qui s’affichent comme des carrés. $names sont les noms de ces joueurs, joints ; $count leur nombre.
font-missing-glyphs = { $count ->
    [one] Certaines lettres du nom de { $names } ne figurent dans aucune police de cet ordinateur et s’affichent comme des carrés. Une police pour leur écriture (Noto Sans a la plupart) les afficherait.
   *[other] Certaines lettres des noms de { $names } ne figurent dans aucune police de cet ordinateur et s’affichent comme des carrés. Une police pour leur écriture (Noto Sans a la plupart) les afficherait.
}


## Pourquoi une partie sauvegardée ne peut pas continuer, ou le lancer suivant ne peut
## pas être fait (après « Impossible de lancer : » et autres).

game-resume-no-seed = la partie sauvegardée n’a pas de graine : elle ne peut pas continuer
# $saved valeurs étaient dans le fichier ; $used d’entre elles conviennent à la partie.
game-resume-extra-dice = { $saved ->
    [one] la partie sauvegardée a { $saved } valeur de dé mais seulement { $used } convient à la partie
   *[other] { $used ->
        [one] la partie sauvegardée a { $saved } valeurs de dés mais seulement { $used } convient à la partie
       *[other] la partie sauvegardée a { $saved } valeurs de dés mais seulement { $used } conviennent à la partie
    }
}
game-roll-in-flight = les dés sont encore en l’air
# Vrais dés : le lancer demande $needed valeurs et $given ont été saisies.
game-roll-wrong-count = { $needed ->
    [one] le lancer demande { $needed } valeur de dé, pas { $given }
   *[other] le lancer demande { $needed } valeurs de dés, pas { $given }
}
# Le lancer demande $needed dés ; $free ne sont pas mis de côté.
game-roll-too-few-dice = le lancer demande { $needed ->
        [one] { $needed } dé
       *[other] { $needed } dés
    } mais seulement { $free ->
        [one] { $free } est libre
       *[other] { $free } sont libres
    }

## Les téléphones, depuis le clavier de l’hôte.

# L’hôte a refusé le téléphone de $name, qui demandait à rejoindre comme nouveau joueur.
game-join-refused = Demande de { $name } refusée
game-room-locked = Le salon est verrouillé : plus de nouveaux téléphones (K l’ouvre)
game-room-open = Le salon est ouvert aux nouveaux téléphones

## La sauvegarde automatique. $why est la raison (souvent les mots du système), $dir un
## dossier, $file un fichier.

autosave-encode = Impossible de sauvegarder la partie : { $why }
autosave-directory = Impossible de sauvegarder la partie dans { $dir } : { $why }
autosave-write = Impossible de sauvegarder la partie dans { $file } : { $why }
autosave-history = La partie terminée n’a pas pu être gardée dans l’historique ({ $why }) ; elle reste dans la sauvegarde automatique
# Pourquoi la partie sauvegardée ne peut pas être reprise, placé dans autosave-unusable et autres.
autosave-no-seed = elle n’a pas de graine
autosave-unusable = La partie sauvegardée n’a pas pu être reprise : { $why }
# Elle a été mise à l’écart sous le nom $file.
autosave-set-aside = La partie sauvegardée n’a pas pu être reprise ({ $why }) ; elle a été gardée sous { $file }
# $error dit pourquoi elle n’a pas pu être déplacée.
autosave-not-moved = La partie sauvegardée n’a pas pu être reprise ({ $why }) ni mise à l’écart : { $error }

## Les sons, tels que la commande render-sound les nomme.

# $name est le nom demandé, entre guillemets ; $names le nom de chaque son de table (non
# traduits : ils se tapent sur la ligne de commande).
sound-cue-unknown = aucun son de table ne s’appelle { $name } ; les noms sont : { $names }
sound-wav-too-long = { $samples ->
    [one] { $samples } échantillon ne tient pas dans un fichier WAV
   *[other] { $samples } échantillons ne tiennent pas dans un fichier WAV
}

## Le démarrage de la fenêtre, sur la ligne de commande (après « party-dice: »).

app-no-display = impossible d’ouvrir la fenêtre du jeu : pas d’affichage (ni DISPLAY ni WAYLAND_DISPLAY n’est défini). Les commandes marchent sans : party-dice --help
app-no-scripted-runs = cette version n’a pas d’exécutions scriptées (captures d’écran, test du son) ; compilez-la avec `--features shots`
app-two-scripted-runs = --screenshot-dir et --sound-check-throw sont deux exécutions : n’en donnez qu’une
# $dir est le dossier, $why la raison donnée par le système.
app-screenshot-folder = impossible de créer le dossier de captures { $dir } : { $why }
# $why dit ce qui ne va pas dans le lancer donné.
app-sound-check-throw = --sound-check-throw : { $why }
