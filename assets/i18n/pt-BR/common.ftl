# Palavras que todo o programa compartilha.

language-autonym = Português (Brasil)
dice-count = { $n ->
    [one] { $n } dado
   *[other] { $n } dados
}
language-auto = Automático ({ $language })

# Uma posição numa ordem: "1º", "2º", "3º" (ordinal masculino, de "lugar").
ordinal = { $n }º
# Os vencedores de uma partida, com os nomes juntos: "Ana vence", "Ana e Beto dividem a vitória".
winners = { $count ->
    [one] { $names } vence
   *[other] { $names } dividem a vitória
}
# Entre os itens de uma lista de nomes ou arquivos.
list-separator = {", "}
# Os jogos, pelos nomes que os jogadores usam.
game-slam-dice = Slam Dice
game-straight-golf = Straight Golf
# O nome de um slam, por quantos dados mostram o número de slam.
slam-single = Slam Simples
slam-small = Slam Pequeno
slam-grand = Grand Slam
# Um dia ($year, $month, $day: seus dígitos, com zeros).
date = { $day }/{ $month }/{ $year }
