# Palabras que comparte todo el programa.

language-autonym = Español
dice-count = { $n ->
    [one] { $n } dado
   *[other] { $n } dados
}
language-auto = Automático ({ $language })
