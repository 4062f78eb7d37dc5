# Écran de préparation : jeu et dés.
setup-game = Jeu
setup-dice = Dés :
setup-dice-thrown = lancés à l’écran
setup-dice-real = vrais dés (saisir les valeurs)

# Liste des joueurs
setup-players = Joueurs ({ $min }–{ $max }), dans l’ordre des places
setup-mark-hint = Marque : { $mark }
setup-player-who = joueur { $n }
setup-move-up = Monter { $who } d’une place
setup-move-down = Descendre { $who } d’une place
setup-remove = Retirer { $who }
setup-add-player = + Ajouter un joueur
setup-default-name = Joueur { $n }

# Variantes
setup-slam-number = Nombre slam :
setup-slam-shared = un pour tous
setup-slam-per-player = un par joueur
setup-holes = Trous :
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
