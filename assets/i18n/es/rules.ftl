# El panel de reglas: las reglas del juego y la variante activos, con cada punto que el
# programa tuvo que decidir marcado "Decidido".

# Un número pequeño en palabras, como se escriben las reglas; cifras a partir de trece.
rules-number-word = { $n ->
    [0] cero
    [1] uno
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
    [6] seis
    [7] siete
    [8] ocho
    [9] nueve
    [10] diez
    [11] once
    [12] doce
   *[other] { $n }
}

## Los encabezados.

rules-idea = La idea
rules-slam-number = Número de slam
rules-turn = Un turno
rules-exactly = Exactamente el objetivo
rules-finishing = Terminar
rules-turn-order = Orden de los turnos (Decidido)
rules-end = El final
rules-who-starts = Quién empieza (Decidido)
rules-hole = Un hoyo
rules-setting-aside = Apartar dados
rules-scoring = Puntuación de un hoyo
rules-game = La partida

## Slam Dice. $dice es un número en palabras (rules-number-word), con mayúscula al principio.

rules-slam-idea = Un juego para fiestas sin ganador y con un perdedor. { $dice } dados. Hay que llegar exactamente a { $target }; el último jugador que queda es el perdedor.
rules-slam-number-shared = Al principio se lanza un dado: su cara es el número de slam de todos, para toda la partida. Se queda en la mesa, junto a la bandeja.
rules-slam-number-per-player = Variante, uno por jugador (Decidido): al principio cada jugador saca su propio número de slam, en orden de asiento. La mesa muestra el número de slam del jugador al que le toca.
# $single y $small son nombres de slams; $short está a un Slam simple del objetivo.
rules-exactly-text = Un { $single } o un { $small } que te llevaría por encima de { $target } no cuenta: no se suma nada y tu turno termina (te pasas). Ejemplo: con { $short } puntos, un { $small } termina el turno en { $short }; más adelante, un { $single } te hace terminar.
rules-finishing-text = Llega exactamente a { $target } y estarás a salvo: no vuelves a lanzar nunca. Se anota el orden en que terminan los jugadores.
rules-turn-order-text = Empieza el asiento 1; los turnos pasan en orden de asiento, saltándose a los jugadores que ya han terminado.
rules-end-text = Cuando todos los jugadores menos uno han terminado, la partida acaba en el acto. El que queda es el perdedor y ya no tiene que volver a lanzar.
# Cuántos dados muestran el número de slam, y el nombre del slam: "dos — Pequeño slam".
rules-hit = { $dice ->
    [1] uno
    [2] dos
    [3] tres
   *[other] { $dice }
} — { $slam }
# $single, $small y $grand son rules-hit.
rules-slam-turn =
    Lanza los { $dice } dados y cuenta los que muestran tu número de slam:
    • ninguno: tu turno termina y la puntuación no cambia;
    • { $single }: +{ $single_points }, vuelve a lanzar;
    • { $small }: +{ $small_points }, vuelve a lanzar;
    • { $grand }: tu puntuación pasa a ser exactamente { $target } y terminas.

## Straight Golf.

rules-golf-idea = Golf con { $dice } dados: gana el total más bajo. Cada turno es un hoyo: como máximo { $rolls ->
    [one] { $rolls } tirada
   *[other] { $rolls } tiradas
} para formar la escalera { $straight }.
rules-who-starts-text =
    1. Cada jugador lanza un dado, en orden de asiento.
    2. Primer jugador: el más alto. Mientras varios compartan el valor más alto, solo ellos vuelven a lanzar (en orden de asiento) y se mira el más alto de esa nueva tirada.
    3. Anotador: entre todos menos el primer jugador, el más bajo del paso 1. Mientras varios lo compartan, solo ellos vuelven a lanzar y se mira el más bajo de esa nueva tirada; si hay un solo candidato, nadie lanza.
    Después el juego pasa hacia la izquierda: en orden de asiento a partir del primer jugador, dando la vuelta. El programa lleva la puntuación; la insignia de anotador es para la conversación en la mesa.
rules-hole-text = Lanza todos los dados que aún no estén apartados, aparta los que forman la escalera y vuelve a lanzar el resto. El hoyo termina cuando los { $dice } valores están apartados o tras la tirada { $rolls }.
# $first, $second y $third son rules-example.
rules-ordered = Escalera en orden (esta partida): los dados solo se apartan mientras prolongan la serie desde el 1 hacia arriba sin huecos. Con { $aside } apartados, una tirada de { $first }; una tirada de { $second }. Una primera tirada de { $third }.
# Se vuelven a lanzar $n dados ($dice, en palabras).
rules-standard = { $n ->
    [one] Estándar: un dado de cada valor que aún no esté apartado; los repetidos se vuelven a lanzar. Ejemplo: { $example } y se vuelve a lanzar { $dice }. El programa aparta los dados por ti: no hay nada que elegir.
   *[other] Estándar: un dado de cada valor que aún no esté apartado; los repetidos se vuelven a lanzar. Ejemplo: { $example } y se vuelven a lanzar { $dice } dados. El programa aparta los dados por ti: no hay nada que elegir.
}
rules-example = { $roll } aparta { $kept }
rules-example-nothing = { $roll } no aparta nada
rules-scoring-first = Escalera en la tirada { $roll_number }: { $points }.
rules-scoring-roll = En la tirada { $roll_number }: { $points }.
# $on_roll es rules-scoring-first y cada rules-scoring-roll.
rules-scoring-text = { $on_roll }  Sin completar: { $points } por cada dado que no forma parte de la escalera.
rules-game-text = { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}; una ronda es un hoyo para cada jugador. La tarjeta muestra IDA (hoyos 1–{ $nine }), VUELTA ({ $in_first }–{ $in_last }) y TOTAL. Tras la última ronda gana el total más bajo; si hay empate en el total más bajo, se comparte la victoria (Decidido).
