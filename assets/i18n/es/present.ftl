# El registro de la partida y los titulares.

## El registro de la partida: una línea por tirada o anuncio (el panel del registro, `party-dice replay FILE`).

# Una tirada, según para qué era.
log-rolled-slam-number = { $name } sacó { $roll } para el número de slam
log-rolled-slam-turn = { $name } sacó { $roll }
log-rolled-roll-off = { $name } sacó { $roll } en la tirada inicial
log-rolled-tie-break = { $name } sacó { $roll } para deshacer el empate
log-rolled-hole = { $name } sacó { $roll } (hoyo { $hole }, tirada { $roll_number })
# El final de una partida.
log-game-over-loser = Fin de la partida: pierde { $name }
log-game-over-winners = Fin de la partida: { $winners }
# Entre los nombres de varios ganadores en el registro.
log-names-joiner = {" "}y{" "}
# Slam Dice: el número de slam y lo que hizo una tirada (se añade tras la tirada).
log-slam-number = El número de slam es el { $face }
log-player-slam-number = El número de slam de { $name } es el { $face }
log-no-slam = {" "}— sin slam, fin del turno
log-slam = {" "}— { $slam }, +{ $points } → { $score }
log-bust = {" "}— un { $slam } superaría el objetivo: se pasa y se queda en { $score }
log-safe = { $name } está a salvo ({ $place })
# Straight Golf: la tirada inicial, el anotador, lo que apartó una tirada y la puntuación de un hoyo.
log-tie-highest = Empate en el valor más alto entre { $names }: vuelven a lanzar
log-tie-lowest = Empate en el valor más bajo entre { $names }: vuelven a lanzar
log-goes-first = { $name } empieza
log-keeps-score = { $name } lleva la puntuación
log-set-aside-nothing = no aparta nada
log-set-aside = aparta { $faces } ({ $total }/{ $dice })
log-straight-on-roll = escalera en la tirada { $roll_number }
log-dice-short = { $n ->
    [one] falta { $n } dado
   *[other] faltan { $n } dados
}
log-hole-scored = { $name } obtiene { $points } en el hoyo { $hole } ({ $how }); total: { $total }

## El titular: el mensaje grande en el centro de la pantalla tras una tirada.

headline-slam-number = Número de slam: { $face }
headline-slam-number-detail = Sácalo para puntuar
headline-player-slam-number = { $name }: número de slam { $face }
headline-loses = ¡{ $name } pierde!
headline-last-left = Quien queda al final
# $winners es la frase `winners` del idioma.
headline-winners = ¡{ $winners }!
headline-lowest-total = Total más bajo
# Entre los nombres de varios ganadores en un titular.
headline-names-joiner = {" y "}
headline-grand-slam = ¡GRAN SLAM!
headline-grand-slam-detail = { $name } llega directo al objetivo
# $slam es el nombre de un slam ("Pequeño slam").
headline-slam = ¡{ $slam }!
headline-slam-detail = { $name } +{ $points } → { $score }
headline-bust = ¡SE PASA!
headline-bust-detail = { $name }: un { $slam } superaría el objetivo — se queda en { $score }
headline-safe = ¡{ $name } está a salvo!
# $place es un ordinal ("1.º").
headline-safe-detail = { $place } en terminar
# Una escalera en la primera tirada: $points con su signo ("−3").
headline-straight-first = ¡ESCALERA! { $points }
headline-straight = Escalera en la tirada { $roll_number }: { $points }
# Un hoyo sin escalera: faltan $n dados, $points con su signo.
headline-missed = { $n ->
    [one] Faltó { $n } dado: { $points }
   *[other] Faltaron { $n } dados: { $points }
}

## La franja sobre la mesa: quién hace qué ahora, en su forma larga, luego una corta y
## la más corta para una ventana estrecha (conservan el nombre y los números).

banner-slam-number = Lanza para el número de slam
banner-player-slam-number = { $name } — lanza para tu número de slam
banner-turn = Turno de { $name }
banner-keep-going = { $name } — tirada { $roll_number }, ¡sigue!
banner-roll-off = { $name } — lanza para ver quién empieza
banner-tie-break = { $name } — lanza otra vez para deshacer el empate
banner-hole = { $name } — hoyo { $hole }, tirada { $roll_number } de { $rolls }
banner-over = Fin de la partida
banner-short-slam-number = Número de slam
banner-shortest-slam-number = N.º de slam
banner-short-player-slam-number = { $name } · número de slam
banner-shortest-player-slam-number = { $name } · n.º de slam
banner-short-roll = { $name } · tirada { $roll_number }
banner-shortest-roll = { $name } · { $roll_number }
banner-short-roll-off = { $name } · tirada inicial
banner-short-hole = { $name } · hoyo { $hole } · tirada { $roll_number }/{ $rolls }
banner-shortest-hole = { $name } · { $hole } · { $roll_number }/{ $rolls }
banner-shortest-over = Fin

## El título de fin de partida, y el estado de un asiento en la hoja.

verdict-loser = ¡{ $name } es quien pierde!
# $place es un ordinal ("1.º").
status-safe = a salvo — { $place }
status-loser = PIERDE
badge-plays-first = Empieza
badge-keeps-score = Lleva la puntuación
# Las reglas de la casa de Slam Dice en una línea, para la pantalla de preparación.
slam-summary = Llega a { $target } exactos: Simple +{ $single }, Pequeño +{ $small }, con Gran slam terminas.

## Dados reales escritos: lo que pide la entrada, y por qué una tecla no escribió nada.

entry-prompt = { $n ->
    [one] Escribe el dado lanzado:
   *[other] Escribe los { $n } dados lanzados:
}
entry-full = { $n ->
    [one] Esta tirada lleva { $n } dado; Retroceso borra el último
   *[other] Esta tirada lleva { $n } dados; Retroceso borra el último
}
entry-missing = { $n ->
    [one] Escribe { $n } dado más (del 1 al 6) antes de Intro
   *[other] Escribe { $n } dados más (del 1 al 6) antes de Intro
}
entry-not-a-face = Un dado muestra del 1 al 6: escribe 1, 2, 3, 4, 5 o 6

## Avisos de lo que no se pudo hacer, con el motivo ($why).

refusal-start = No se puede empezar: { $why }
refusal-roll = No se puede lanzar: { $why }
refusal-play-roll = No se puede jugar la tirada: { $why }
refusal-show = No se puede mostrar { $file }: { $why }

## La lista del historial: los jugadores y el resultado de una partida guardada, y los archivos que no son partidas guardadas.

kept-players-result = { $names } — { $result }
kept-players-more-result = { $names } y { $more } más — { $result }
unreadable-file-why = ⚠ { $file } no es una partida guardada: { $why }
unreadable-file = ⚠ { $file } no es una partida guardada
unreadable-files-count = { $n ->
    [one] ⚠ { $n } archivo no es una partida guardada
   *[other] ⚠ { $n } archivos no son partidas guardadas
}
unreadable-files-named = { $n ->
    [one] ⚠ { $n } archivo no es una partida guardada: { $files }
   *[other] ⚠ { $n } archivos no son partidas guardadas: { $files }
}

## La línea de sonido del menú: por qué no suena nada.

sound-no-device-server = No se encontró ningún dispositivo de audio: se juega sin sonido. El sonido necesita un servidor de sonido PulseAudio o PipeWire; para ALSA sin ninguno de ellos, consulta el README.
sound-no-device = No se encontró ningún dispositivo de audio: se juega sin sonido.
sound-not-built = Esta compilación no incluye sonido: Party Dice tiene sonido en Linux, Windows y macOS.

## Probabilidades en palabras: "1 de cada 216 (0,46 %)", y las lecturas del panel de probabilidades.

chance-never = nunca
chance-certain = seguro
# $n ya viene escrito como el idioma escribe los números ("216", "6,0").
chance-one-in = 1 de cada { $n }
# $least es el porcentaje más pequeño que se muestra ("0,01 %").
chance-under = menos de { $least }
chance-with-percent = { $said } ({ $percent })
outcome-bust = Se pasa
outcome-no-hit = Sin acierto
# $method es "exact" o "estimated" (probabilidades por muestreo).
odds-chance-to-win = { $method ->
    [estimated] Probabilidad de ganar (estimada)
   *[exact] Probabilidad de ganar
}
odds-chance-to-lose = { $method ->
    [estimated] Probabilidad de perder (estimada)
   *[exact] Probabilidad de perder
}
odds-hole-title = Hoyo de { $name }, tirada { $roll_number }
odds-straight = Escalera en este hoyo
odds-straight-says = { $name } completa la escalera el { $percent } de las veces
odds-expected = Puntos esperados
odds-expected-says = De media, { $name } obtiene { $points } en este hoyo
odds-win-says = { $name } acaba entre los ganadores el { $percent } de las veces
odds-finish = Termina en este turno
odds-finish-says = { $name } termina en este turno el { $percent } de las veces
odds-next-rolls-says = El { $percent } de las próximas tiradas de { $name }
odds-loser-says = { $name } es quien pierde el { $percent } de las veces

## La evolución de las probabilidades en palabras: lo que hizo una tirada, dónde ocurrió,
## el texto al pasar el ratón, el mayor cambio y lo que oye un lector de pantalla del gráfico.

story-straight = escalera
# $slam es el nombre de un slam.
story-slam-safe = { $slam }, a salvo
story-bust = se pasa
story-no-slam = sin slam
story-slam-number = número de slam { $face }
story-rolled = sacó { $roll }
# Dónde ocurrió una tirada; $case es "start" al principio de una frase, si no "inner".
story-at-hole = { $case ->
    [start] Hoyo { $hole }, tirada { $roll_number } de { $name }
   *[inner] hoyo { $hole }, tirada { $roll_number } de { $name }
}
story-at-turn = { $case ->
    [start] Turno { $turn }, tirada { $roll_number } de { $name }
   *[inner] turno { $turn }, tirada { $roll_number } de { $name }
}
story-at-roll-off = { $case ->
    [start] Tirada inicial, dado de { $name }
   *[inner] tirada inicial, dado de { $name }
}
story-at-shared-slam-number = { $case ->
    [start] El dado del número de slam
   *[inner] el dado del número de slam
}
# Sin $case (el inglés empieza por el nombre): empieza por el nombre para servir en ambas posiciones.
story-at-slam-number = { $name }, dado del número de slam
# "Hoyo 14, tirada 1 de Cy: escalera — Cy 12 % → 61 %".
story-hover = { $place }: { $what } — { $name } { $before } → { $after }
# $goal es "win" (Straight Golf) o "lose" (Slam Dice: la probabilidad de perder).
story-swing = { $goal ->
    [lose] El mayor cambio: { $place } ({ $what }) llevó la probabilidad de perder de { $name } del { $from } al { $to }.
   *[win] El mayor cambio: { $place } ({ $what }) llevó la probabilidad de ganar de { $name } del { $from } al { $to }.
}
story-chart-before = antes de la primera tirada
story-chart-after = tras la tirada { $roll_number }
story-chart-stands = { $name } { $percent }
# $chart es el título del gráfico; "…, en 142 tiradas; tras la tirada 40: Ana 20 %, Ben 80 %."
story-chart-spoken = { $rolls ->
    [one] { $chart }, en { $rolls } tirada; { $when }: { $standing }.
   *[other] { $chart }, en { $rolls } tiradas; { $when }: { $standing }.
}

## La pestaña Dados: si los dados parecen equilibrados, y la suerte de cada jugador.

dice-source-thrown = Lanzados en pantalla
dice-source-real = Dados reales escritos
dice-none-thrown = Aún no se ha lanzado ningún dado en pantalla.
dice-none-real = Aún no se ha escrito ningún dado real.
dice-all-players = Todos los jugadores
# $n elige el plural; $count es el mismo número escrito para leerlo ("4212").
dice-too-few = { $n ->
    [one] Solo { $count } dado por ahora: demasiado pocos para saber si los dados están equilibrados (hacen falta { $needed }).
   *[other] Solo { $count } dados por ahora: demasiado pocos para saber si están equilibrados (hacen falta { $needed }).
}
# $least es el porcentaje más pequeño que se muestra ("0,01 %").
dice-less-than = menos del { $least }
dice-only = solo el { $percent }
# $how_often es dice-less-than o dice-only.
dice-loaded = { $n ->
    [one] Una distribución así de desigual o más ocurre { $how_often } de las veces con dados equilibrados: este dado puede estar trucado.
   *[other] Una distribución así de desigual o más ocurre { $how_often } de las veces con dados equilibrados: estos { $count } dados pueden estar trucados.
}
dice-fair = { $n ->
    [one] Este dado parece equilibrado: una distribución así de desigual o más ocurre el { $percent } de las veces con dados equilibrados.
   *[other] Estos { $count } dados parecen equilibrados: una distribución así de desigual o más ocurre el { $percent } de las veces con dados equilibrados.
}
# "Ana hizo -5 en 9 hoyos, cuando lo esperado era +3,2".
luck-golf-scored = { $holes ->
    [one] { $name } hizo { $points } en { $holes } hoyo, cuando lo esperado era { $expected }
   *[other] { $name } hizo { $points } en { $holes } hoyos, cuando lo esperado era { $expected }
}
# "Hal sumó 9 puntos en 7 turnos, cuando lo esperado era 12,0".
luck-slam-scored = { $name } sumó { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } en { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }, cuando lo esperado era { $expected }
luck-even = justo lo esperado
luck-good = { $points } puntos de buena suerte
luck-bad = { $points } puntos de mala suerte
# $scored es luck-golf-scored o luck-slam-scored, $verdict luck-even, -good o -bad.
luck-line = { $scored }: { $verdict }.
# Una línea de suerte de las estadísticas, tras el nombre del juego.
luck-game-line = { $game }: { $line }
