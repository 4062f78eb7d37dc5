# Wörter, die das ganze Programm teilt.

language-autonym = Deutsch
dice-count = { $n ->
    [one] { $n } Würfel
   *[other] { $n } Würfel
}
language-auto = Automatisch ({ $language })
