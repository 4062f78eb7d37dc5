# Palabras que comparte todo el programa.

language-autonym = Español
dice-count = { $n ->
    [one] { $n } dado
   *[other] { $n } dados
}
language-auto = Automático ({ $language })

# Un puesto en un orden: "1.º", "2.º", "3.º" (español: número y "º" volado).
ordinal = { $n }.º
# Los ganadores de una partida, con sus nombres unidos: "Ana gana", "Ana y Ben comparten la victoria".
winners = { $count ->
    [one] { $names } gana
   *[other] { $names } comparten la victoria
}
# Entre los elementos de una lista de nombres o de archivos.
list-separator = {", "}
# Los juegos, con los nombres que usan los jugadores (se mantienen en inglés).
game-slam-dice = Slam Dice
game-straight-golf = Straight Golf
# El nombre de un slam, según cuántos dados muestran el número de slam.
slam-single = Slam simple
slam-small = Pequeño slam
slam-grand = Gran slam
# Un día ($year, $month, $day: sus cifras, con ceros).
date = { $day }/{ $month }/{ $year }
