# Las palabras de la línea de órdenes: lo que `party-dice replay`, `odds`, `story`, `history`,
# `stats`, `print`, `sim`, `render-sound` y `phone-page` muestran a las personas, y sus
# mensajes de error. La salida `--json` no se traduce.
# Los nombres de opciones (--out, --blank), de archivos, RON y los ejemplos de órdenes se
# quedan como están.

## Común

# Un problema con un archivo, como lo escriben los compiladores: $file es el archivo, $problem lo que falla.
cli-file-problem = { $file }: { $problem }
# Tras el mensaje de un archivo de configuración roto, cuando `print` crea una tarjeta en blanco.
cli-print-default-rules = (la tarjeta usa las reglas de la casa predeterminadas)
# `party-dice` compilado sin su ventana de juego, cuando se le pide abrirla.
cli-no-window = esta compilación de party-dice no tiene ventana de juego (se compiló sin la característica `gui`); prueba `party-dice --help`

## Comprobación de los valores de las opciones (se muestran tras las palabras "invalid value" de clap).

# $text es lo que se escribió, entre comillas.
cli-bad-page = { $text } no es una dirección de página: escribe https://HOST/PATH/
# $text es lo que se escribió, entre comillas; $lo y $hi el puerto más bajo y el más alto.
cli-bad-port = { $text } no es 0 (cualquier puerto libre) ni un puerto de { $lo } a { $hi }
# $text es lo que se escribió, entre comillas.
cli-bad-size = { $text } no tiene la forma ANCHOxALTO
# $text es un lado tal como se escribió, entre comillas; $lo y $hi el lado más pequeño y el más grande.
cli-bad-side = { $text } no es un lado de { $lo } a { $hi } píxeles

## `replay FILE`: el registro de la partida y la hoja de puntuación final.

# La primera línea: $game es el nombre del juego, $players los nombres de los jugadores en lista.
cli-replay-heading = { $game } — { $players }
# La última línea: $finished es "yes" o "no"; se usaron $used de los $dice valores del archivo.
cli-replay-end = { $finished ->
    [yes] Partida terminada
   *[no] Partida sin terminar
}; valores de dados usados: { $used } de { $dice }.
# Los encabezados de la hoja de golf: la columna de jugadores, la ida, la vuelta y el total.
cli-replay-player = Jugador
cli-replay-out = IDA
cli-replay-in = VUELTA
cli-replay-total = TOTAL
# Insignias tras la fila de un golfista.
cli-replay-first = (empieza)
cli-replay-scorekeeper = (anotador)
cli-replay-winner = GANA
# Una fila de Slam Dice: $number es el número de slam del jugador, o "-" antes de sacarlo.
cli-replay-slam-number = número de slam { $number }

## `story FILE`: la probabilidad de cada jugador, tirada a tirada.

# $game es el nombre del juego, $players los nombres en lista, $rolls cuántas tiradas hubo,
# $goal "win" (Straight Golf) o "lose" (Slam Dice: la probabilidad de perder).
cli-story-heading = { $game } — { $players } ({ $rolls ->
    [one] { $rolls } tirada
   *[other] { $rolls } tiradas
}; la probabilidad de { $goal ->
    [win] ganar
   *[lose] perder
} de cada jugador)
# La probabilidad de un jugador al principio: $name y $chance (un porcentaje).
cli-story-chance = { $name } { $chance }
# Las probabilidades antes de la primera tirada: $chances es la lista de las líneas anteriores.
cli-story-start = Al principio: { $chances }
cli-story-nothing-rolled = Aún no se ha lanzado nada.
# La lección del público, una línea por décima de lo que dijo: $from y $to acotan la
# décima, $happened de $count respuestas se cumplieron ($rate), $said es lo que el público
# dijo de media y $odds lo que las probabilidades exactas dijeron de las mismas respuestas.
cli-story-lesson-bin = { $from }–{ $to }: { $happened } de { $count } se cumplieron ({ $rate }); el público dijo { $said }, las probabilidades { $odds }
# Bajo la clasificación del público: qué significa la estrella junto a un nombre.
cli-story-beat = ★ superó a las probabilidades

## `odds FILE`: las probabilidades en el punto en que está una partida registrada.

# $game es el nombre del juego, $players los nombres en lista; se usaron $used de $dice valores.
cli-odds-heading = { $game } — { $players } (valores de dados usados: { $used } de { $dice })
# Cómo se hallaron las probabilidades (entre paréntesis tras "Probabilidad de ganar").
cli-odds-exact = exacta
# $games es el número de partidas jugadas, $se el error estándar como porcentaje.
cli-odds-monte-carlo-se = Monte Carlo, { $games } partidas, error estándar { $se }
cli-odds-monte-carlo = Monte Carlo
# Lo que un golfista ha apartado: nada, o $faces (las caras, "2 3 4").
cli-odds-nothing-aside = nada apartado
cli-odds-set-aside = { $faces } apartados
# $name lanza la tirada $roll_number de $rolls de un hoyo; $aside es uno de los dos anteriores.
cli-odds-golf-to-roll = Le toca lanzar a { $name }: tirada { $roll_number } de { $rolls }, { $aside }.
cli-odds-this-hole = Este hoyo:
# $chance se escribe como en el panel de probabilidades ("1 de cada 6 (16,7 %)").
cli-odds-straight = Escalera: { $chance }
# $points es un número con su signo y dos decimales ("+0,25").
cli-odds-expected = Puntos esperados: { $points }
# $points son los puntos de un hoyo con su signo ("+1", "-3"), $chance su probabilidad.
cli-odds-points = { $points } en el hoyo: { $chance }
cli-odds-roll-off = Tirada inicial: ahora lanza { $name }; aún no se juega ningún hoyo.
cli-odds-over = La partida ha terminado.
# $method es cómo se hallaron las probabilidades ("exacta").
cli-odds-chance-to-win = Probabilidad de ganar ({ $method }):
# $total es el total del golfista con su signo.
cli-odds-golf-player = { $name } (total { $total }): { $chance }
cli-odds-next-roll = Próxima tirada:
# $outcome es lo que puede dar la tirada ("Gran slam"), $chance su probabilidad.
cli-odds-outcome = { $outcome }: { $chance }
# $name lanza con $score puntos de $target.
cli-odds-slam-to-roll = Le toca lanzar a { $name }, con { $score } de { $target }.
# $name es el jugador cuyo número de slam aún está por sacar.
cli-odds-player-slam-number-to-come = Aún falta sacar un número de slam (el de { $name }); las probabilidades de la próxima tirada llegan cuando todos los números de slam estén fijados.
cli-odds-slam-number-to-come = Aún falta sacar un número de slam; las probabilidades de la próxima tirada llegan cuando todos los números de slam estén fijados.
cli-odds-finishes-this-turn = { $name } termina en este turno: { $chance }
# $method es cómo se hallaron las probabilidades ("exacta").
cli-odds-chance-to-lose = Probabilidad de perder ({ $method }):
# Dónde está un jugador de Slam Dice, entre paréntesis tras el nombre: terminado, o $score de $target.
cli-odds-finished = a salvo
cli-odds-score-of = { $score } de { $target }
# $at es uno de los dos anteriores.
cli-odds-slam-player = { $name } ({ $at }): { $chance }

## `print`: el PDF escrito, y por qué no se escribió.

# $file es el PDF, $what cli-print-filled o cli-print-blank, $bytes su tamaño.
cli-print-wrote = se escribió { $file }: { $what }, { $bytes } bytes
cli-print-filled = la tarjeta rellena y la evolución de sus probabilidades
# $players es cuántas filas tiene la tarjeta en blanco.
cli-print-blank = las reglas y una tarjeta en blanco para { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}
cli-print-needs-out = print necesita --out FILE.pdf: dónde escribir el PDF
cli-print-not-both = print acepta un archivo de partida o --blank, no las dos cosas
cli-print-needs-game = print necesita una partida guardada (print GAME.ron --out FILE.pdf) o --blank --game slam-dice|straight-golf
cli-print-blank-options = --game, --players, --rounds y --ordered son para una tarjeta --blank: la tarjeta de una partida guardada ya tiene los suyos
cli-print-blank-needs-game = --blank necesita --game slam-dice o --game straight-golf
cli-print-golf-only = --rounds y --ordered son de Straight Golf: una tarjeta de Slam Dice no tiene ninguno de los dos
# $lo y $hi son el mínimo y el máximo de hoyos, $rounds lo que se pidió.
cli-print-bad-rounds = --rounds debe ser de { $lo } a { $hi }, no { $rounds }

## `phone-page --out DIR`

# $file es la página escrita.
cli-phone-page-written = página del teléfono escrita en { $file }
cli-phone-page-serve = sírvela por https y pon su dirección en online.page
# $dir es la carpeta, $reason el motivo del sistema.
cli-phone-page-failed = no se puede escribir la página del teléfono en { $dir }: { $reason }

## `render-sound`: el archivo WAV escrito, y argumentos incorrectos.

cli-sound-needs-values = render-sound necesita los valores de los dados, p. ej. --values 3,5,6
cli-sound-needs-out = render-sound necesita un archivo donde escribir, p. ej. --out throw.wav
# $text es lo que se escribió, entre comillas; $most el máximo de dados de un lanzamiento.
cli-sound-not-a-value = --values: { $text } no es un valor de dado; indica de 1 a { $most } caras, como 3,5,6
# $text es lo que se escribió, entre comillas.
cli-sound-not-a-throw = { $text } no es un lanzamiento: indica SEED:VALUES, como 7:3,5,6
# $problem es lo que falla en un valor de dado.
cli-sound-values-problem = --values: { $problem }
# $most es el máximo de dados de un lanzamiento, $n cuántos se indicaron.
cli-sound-dice-count = --values: un lanzamiento tiene de 1 a { $most } dados, no { $n }
# $problem nombra el sonido desconocido y los conocidos.
cli-sound-cue-problem = --cue: { $problem }
# $value es lo que se indicó, $lo y $hi el intervalo permitido.
cli-sound-bad-volume = --volume: { $value } no está entre { $lo } y { $hi }
cli-sound-bad-speed = --speed: { $value } no está entre { $lo } y { $hi }
cli-sound-bad-skip = --skip-at: { $value } no es un tiempo en segundos (0 o más)
# No se pudo escribir el archivo: $problem dice por qué.
cli-sound-failed = render-sound: { $problem }
# $file es el archivo WAV, $seconds su duración, $rate la frecuencia de muestreo, $cues
# cuántos sonidos contiene, $level uno de los dos siguientes.
cli-sound-wrote = se escribió { $file }: { $seconds } s, { $rate } Hz mono 16 bits, { $cues ->
    [one] { $cues } sonido
   *[other] { $cues } sonidos
}, { $level }
cli-sound-silent = en silencio
# $db es el nivel de la muestra más fuerte, en decibelios bajo la escala completa ("-7,1").
cli-sound-peak = pico { $db } dBFS

## `history` y `stats`: las partidas guardadas.

# $dir es la carpeta del historial.
cli-history-none = Aún no hay partidas guardadas en { $dir }.
# $games es cuántas partidas se listan, $dir la carpeta del historial.
cli-history-heading = { $games ->
    [one] { $games } partida guardada
   *[other] { $games } partidas guardadas
} en { $dir }, de la más reciente a la más antigua:
# Cuándo terminó una partida: $date es 2025-01-02, $time 20:15, en UTC.
cli-history-time = { $date } { $time } UTC
cli-history-unknown-time = desconocida
# El resultado de una partida: quien perdió, el único ganador, o los ganadores en lista ($names).
cli-history-lost-by = perdió { $name }
cli-history-won-by = ganó { $name }
cli-history-shared-by = victoria compartida por { $names }
# Los encabezados de la lista de partidas.
cli-history-column-finished = Terminada
cli-history-column-game = Juego
cli-history-column-players = Jugadores
cli-history-column-result = Resultado
cli-history-column-file = Archivo
# Archivos de la carpeta del historial que no son partidas guardadas: $files cuántos, $dir la carpeta.
cli-history-unreadable = { $files ->
    [one] { $files } archivo ilegible en { $dir }, se dejó tal como estaba:
   *[other] { $files } archivos ilegibles en { $dir }, se dejaron tal como estaban:
}
# Los encabezados de las tablas de `stats` (cortos: debajo van columnas de números).
cli-stats-column-games = partidas
cli-stats-column-wins = victorias
cli-stats-column-mean-hole = media/hoyo
cli-stats-column-best-hole = mejor hoyo
cli-stats-column-straights-roll-1 = escaleras en la 1.ª
cli-stats-column-losses = derrotas
cli-stats-column-single = simple
cli-stats-column-small = pequeño
cli-stats-column-grand = gran slam
cli-stats-column-busts = se pasa

## `stats --dice`

# $games es cuántas partidas guardadas se contaron, $dir la carpeta del historial.
cli-dice-heading = Dados de { $games ->
    [one] { $games } partida guardada
   *[other] { $games } partidas guardadas
} en { $dir }
# Los encabezados tras las seis caras: todos los dados, los dados que se esperan de cada
# cara, el estadístico chi cuadrado y su valor p.
cli-dice-column-dice = dados
cli-dice-column-expected = esperados
cli-dice-column-chi-square = chi²
cli-dice-column-p = p
cli-dice-luck-heading = Suerte: los puntos obtenidos frente a los que esperaban las probabilidades exactas

## `sim`: partidas con semilla frente a las probabilidades exactas.

# Las palabras de la barra de progreso: $done de $total partidas jugadas, faltan unos $seconds segundos.
cli-sim-progress = { $done }/{ $total } partidas, faltan { $seconds } s
# $problem es por qué no se pudieron jugar las partidas.
cli-sim-failed = sim: { $problem }
# $ordered es "yes" para la variante de escalera en orden; se jugaron $holes hoyos en $games
# partidas de $players jugadores y $rounds rondas; $seed fue la semilla de los dados.
cli-sim-golf-heading = { game-straight-golf }, { $ordered ->
    [yes] escalera en orden
   *[no] estándar
}: { $holes ->
    [one] { $holes } hoyo
   *[other] { $holes } hoyos
} ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} × { $players } jugadores × { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}), semilla { $seed }
# $players jugadores, $mode números de slam "shared" (común) o "per-player" (por jugador),
# el objetivo $target, $games partidas, $seed la semilla de los dados.
cli-sim-slam-heading = { game-slam-dice }, { $players } jugadores, { $mode ->
    [per-player] números de slam por jugador
   *[shared] número de slam común
}, objetivo { $target }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, semilla { $seed }
# Los encabezados de la tabla: la puntuación de un hoyo, la probabilidad exacta, la
# proporción simulada y su diferencia en errores estándar.
cli-sim-column-score = puntos
cli-sim-column-exact = exacta
cli-sim-column-monte-carlo = monte carlo
cli-sim-column-diff = dif/EE
# La fila de la puntuación media por hoyo.
cli-sim-mean = media
# Las filas de la tabla de Slam Dice; $seat cuenta desde 1.
cli-sim-finish-from-zero = terminar en un turno desde 0
cli-sim-seat-loser = el asiento { $seat } pierde
cli-sim-rolls-per-game = tiradas por partida
cli-sim-turns-per-game = turnos por partida

## La carpeta del historial: por qué un archivo no es una partida guardada, y por qué no se
## pudo guardar una partida (en el terminal y en el historial de la ventana).

history-error-folder-not-game = es una carpeta, no un archivo de partida
history-error-not-regular = no es un archivo normal
# Se usaron $used de los $dice valores del archivo, y la partida no ha terminado.
history-error-not-finished = la partida no está terminada (valores de dados usados: { $used } de { $dice })
# $dir es la carpeta del historial, $reason el motivo del sistema.
history-error-cannot-read-folder = no se puede leer { $dir }: { $reason }
# $reason es el motivo del sistema.
history-error-cannot-read = no se puede leer: { $reason }
# $reason es lo que falla en los jugadores o en las reglas de la casa.
history-error-cannot-keep = la partida no se puede guardar: { $reason }
history-error-keep-not-finished = la partida no está terminada ({ $used } de { $dice } valores de dados reproducen una partida sin terminar)
history-error-encode = la partida no se pudo escribir como RON: { $reason }
history-error-make-folder = no se pudo crear la carpeta del historial { $dir }: { $reason }
# $file es el archivo de la partida guardada.
history-error-exists = { $file } ya contiene otra partida; se dejó tal como estaba
history-error-write = no se pudo escribir { $file }: { $reason }

## Un archivo de partida que no se puede leer (replay, odds, story, print FILE).

# El problema con su lugar en el archivo: $line y $col cuentan desde 1.
record-detail-at = línea { $line }, columna { $col }: { $problem }
record-too-large = el archivo tiene { $bytes } bytes; un archivo de partida tiene como máximo { $cap }
# $why es lo que dijo el sistema.
record-cannot-read = no se puede leer: { $why }
# $offset es el byte donde el texto deja de ser UTF-8.
record-not-text = no es un archivo de texto (UTF-8 no válido en el byte { $offset })
record-empty = el archivo está vacío; se esperaba un archivo de partida como (game: SlamDice, players: [..], dice: [..])
# $problem es la palabra del lector para un nombre desconocido; los nombres entre paréntesis son de RON, sin traducir.
record-unknown-variant = { $problem } (juegos: SlamDice, StraightGolf; slam_number: Shared, PerPlayer)
