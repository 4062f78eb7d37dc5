# Palavras que todo o programa compartilha.

language-autonym = Português (Brasil)
dice-count = { $n ->
    [one] { $n } dado
   *[other] { $n } dados
}
language-auto = Automático ({ $language })
