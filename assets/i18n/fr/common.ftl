# Mots partagés par tout le programme.

language-autonym = Français
dice-count = { $n ->
    [one] { $n } dé
   *[other] { $n } dés
}
language-auto = Automatique ({ $language })
