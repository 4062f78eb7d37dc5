# Mots partagés par tout le programme.

# Le nom de la langue dans la langue elle-même, pour le menu des langues.
language-autonym = Français
dice-count = { $n ->
    [one] { $n } dé
   *[other] { $n } dés
}
# Le choix du menu qui suit la langue de l’ordinateur, qu’il nomme.
language-auto = Automatique ({ $language })

# Un rang dans un ordre : « 1er », « 2e », « 3e » ($n choisit selon les catégories
# ordinales de la langue).
ordinal = { $n ->
    [one] { $n }er
   *[other] { $n }e
}
# Les gagnants d’une partie, leurs noms joints : « Ann gagne », « Ann et Ben se partagent la victoire ».
winners = { $count ->
    [one] { $names } gagne
   *[other] { $names } se partagent la victoire
}
# Entre les éléments d’une liste de noms ou de fichiers.
list-separator = {", "}
# Les jeux, sous les noms qu’emploient les joueurs.
game-slam-dice = Slam Dice
game-straight-golf = Straight Golf
# Le nom d’un slam, selon le nombre de dés qui montrent le nombre slam.
slam-single = Slam simple
slam-small = Petit slam
slam-grand = Grand slam
# Un jour ($year, $month, $day : ses chiffres, avec des zéros).
date = { $day }/{ $month }/{ $year }
