# La tarjeta de puntuación y la hoja de instrucciones impresas (y la página del gráfico).

paper-player = Jugador
paper-slam-number = Número de slam
paper-score = Puntuación
paper-place = Puesto
paper-date = Fecha
paper-scorekeeper = Anotador
paper-first-player = Primer jugador
paper-sheet-title = { $game } — cómo se juega
paper-card-title = { $game } — tarjeta de puntuación
paper-slam-number-shared = Un número de slam para todos.
paper-slam-number-per-player = Cada jugador saca su propio número de slam.
# $summary son las reglas de la casa de Slam Dice en una línea, $numbers una de las dos anteriores.
paper-slam-house-rules = { $summary } { $numbers }
# $order es "ordered" (la escalera en orden) o "any".
paper-golf-house-rules = { $holes ->
        [one] { $holes } hoyo
       *[other] { $holes } hoyos
    }, como máximo { $rolls ->
        [one] { $rolls } tirada
       *[other] { $rolls } tiradas
    } por hoyo, { $order ->
        [ordered] la escalera en orden desde el 1 hacia arriba
       *[any] la escalera en cualquier orden
    }.
# $day es una fecha (2025-01-02), $from, $to y $at horas (20:00), todas en UTC.
paper-played = Jugada el { $day }, de { $from } a { $to } UTC
paper-finished = Terminada el { $day }, a las { $at } UTC
paper-started = Empezada el { $day }, a las { $at } UTC
paper-roll-off = { $first } empezó; { $keeper } llevó la puntuación.
paper-unfinished = Aún sin terminar
paper-footer = Impreso por Party Dice: las mismas reglas, con las mismas palabras, que su panel de reglas.
chart-title-win = Cómo cambió la probabilidad de ganar de cada jugador, tirada a tirada
chart-title-lose = Cómo cambió la probabilidad de perder de cada jugador, tirada a tirada
# Qué son las secciones del gráfico.
chart-unit-hole = hoyo
chart-unit-turn = turno
# El eje del gráfico, bajo su extremo derecho: $unit es chart-unit-hole o chart-unit-turn.
chart-axis = { $unit } →
# Antes de una línea para escribir, en una tarjeta en blanco: $label es paper-date,
# paper-first-player, paper-scorekeeper o paper-slam-number.
paper-blank-field = { $label }:
# En una tarjeta de Slam Dice rellena: $number es el número de slam con el que jugaron todos.
paper-slam-number-drawn = Número de slam: { $number }
# Asientos mal pedidos para una tarjeta: $lo y $hi son el mínimo y el máximo de jugadores
# que caben en una tarjeta, $players el número pedido.
print-error-players = en una tarjeta caben de { $lo } a { $hi } jugadores, no { $players }
# No se pudo incluir una fuente en el PDF: $font es su nombre PostScript
# (LiberationSans-Bold), $why el motivo, en el inglés de la biblioteca de fuentes.
print-error-font = no se pudo incrustar la fuente { $font }: { $why }
# No se pudo escribir el PDF: $path es el archivo o la carpeta, $why el motivo del sistema.
print-error-write = no se pudo escribir { $path }: { $why }
# La opción --paper de la línea de órdenes recibió otra cosa: $text es lo que se escribió.
print-paper-unknown = «{ $text }» no es un tamaño de papel: usa a4 o letter
# El aviso de la ventana cuando se ha escrito una tarjeta: $path es el archivo PDF.
print-done = La tarjeta se ha impreso en { $path }
# El aviso de la ventana cuando no: $why es uno de los mensajes print-error (o lo que falla
# en el archivo de la partida).
print-failed = No se pudo imprimir la tarjeta: { $why }
print-no-folder = No se pudo imprimir la tarjeta: no hay ninguna carpeta donde escribirla.
# Se avisa una vez cuando se imprime una tarjeta con caracteres que ninguna fuente de este
# equipo tiene (se imprimen como "?"): $chars son esos caracteres, separados por espacios;
# $count cuántos son.
print-missing-glyphs = { $count ->
        [one] Ninguna fuente de este equipo tiene el carácter { $chars }: la tarjeta lo imprime como «?». Si instalas una fuente que lo tenga (en Linux, los paquetes fonts-noto), se imprimirá.
       *[other] Ninguna fuente de este equipo tiene los caracteres { $chars }: la tarjeta los imprime como «?». Si instalas fuentes que los tengan (en Linux, los paquetes fonts-noto), se imprimirán.
    }
paper-mark-finish = { $mark }, { $finish }
