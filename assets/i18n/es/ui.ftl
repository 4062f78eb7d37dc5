# El menú de la ventana (Esc): los ajustes de pantalla.
menu-display = Pantalla
menu-language = Idioma:
menu-ui-scale = Tamaño de la interfaz
menu-animation-speed = Velocidad de animación
menu-reduced-motion = Menos movimiento (los dados aparecen quietos, sin rodar)
menu-fullscreen = Pantalla completa (F11)
menu-theme = Tema:
menu-theme-dark = Oscuro
menu-theme-light = Claro
menu-theme-high-contrast = Alto contraste
menu-graphics = Gráficos:
menu-graphics-auto = Automático
menu-graphics-auto-hint = Bajo sin GPU, si no Alto
menu-graphics-low = Bajo
menu-graphics-high = Alto
menu-odds-panel = Panel de probabilidades (O)
menu-audience = El público juega en los teléfonos
menu-audience-hint = Los teléfonos sin lugar responden una pregunta antes de cada tirada y puntúan contra las probabilidades exactas; una clasificación aparece junto a la mesa.

## Las sumas de la tarjeta de golf y los encabezados de la tabla de estadísticas.

# Como en las tarjetas de golf en español: IDA (hoyos 1–9), VUELTA (10–18), TOTAL.
card-out = IDA
card-in = VUELTA
card-total = TOTAL
# $column es la clave de la columna.
stat-column = { $column ->
    [name] Jugador
    [golf-games] Partidas de golf
    [golf-wins] Victorias
    [mean-hole] Media por hoyo
    [best-hole] Mejor hoyo
    [straights-roll-1] Escaleras en la 1.ª
    [slam-games] Partidas de slam
    [slam-losses] Derrotas
    [single] Simple
    [small] Pequeño
    [grand] Gran slam
    [busts] Se pasa
    [golf-luck] Suerte en golf
   *[slam-luck] Suerte en slam
}
# La marca de un asiento, por la clave de su forma.
mark-name = { $shape ->
    [circle] círculo
    [square] cuadrado
    [triangle] triángulo
    [star] estrella
    [bar] barra
    [hexagon] hexágono
    [pentagon] pentágono
   *[cross] cruz
}
# El acabado de los dados de un asiento, por su clave.
finish-name = { $finish ->
    [pearl] nácar
    [marble] mármol
    [metal] metal
   *[solid] color liso
}

## Lo que dice un lector de pantalla de las casillas de la tarjeta, los dados dibujados en
## plano y las marcas; las partes se unen con `list-separator`.

# Puntos de golf: $sign es plus, minus o zero; $points va sin signo.
spoken-points = { $sign ->
    [plus] más { $points }
    [minus] menos { $points }
   *[zero] { $points }
}
spoken-total = total { $points }
spoken-hole = hoyo { $hole }
# $holes es el encabezado de una columna de suma (IDA, VUELTA, 19–27).
spoken-nine = suma { $holes }
spoken-playing-now = jugando ahora
spoken-not-played = sin jugar
spoken-score-of = { $score } de { $target }
spoken-slam-number = número de slam { $face }
# $place es un ordinal ("1.º").
spoken-safe = a salvo, { $place }
spoken-loser = pierde
spoken-to-roll = le toca lanzar
spoken-set-aside = apartado
spoken-slam-hit = acierto de slam
spoken-mark = marca de { $player }: { $mark }

## El menú (Esc): su marco, el sonido y los ajustes del juego.

menu-title = Menú y configuración
# El título cuando la ventana es demasiado estrecha para el largo.
menu-title-short = Menú
# $path es el archivo de configuración.
menu-saved-to = Guardado en { $path }
menu-close = Cerrar (Esc)
menu-new-game = Nueva partida / preparación
menu-rules = Reglas (F1)
menu-quit = Salir
menu-notices = Avisos
menu-sound = Sonido
menu-volume = Volumen
menu-muted = Silenciado
menu-game-and-variants = Juego y variantes
menu-next-game = Los cambios aquí se aplican a la próxima partida.
# El nombre de un juego antes de sus variantes.
menu-game-label = { $game }:
menu-slam-shared = número de slam común
menu-slam-per-player = uno por jugador
# Antes de un número que el jugador puede arrastrar.
menu-target-prefix = objetivo{" "}
menu-single-prefix = simple +
menu-small-prefix = pequeño +
# Tras un número que el jugador puede arrastrar ($n es ese número).
menu-holes-suffix = { $n ->
    [one] {" "}hoyo
   *[other] {" "}hoyos
}
menu-rolls-suffix = { $n ->
    [one] {" "}tirada por hoyo
   *[other] {" "}tiradas por hoyo
}
menu-ordered-straight = escalera en orden
# $problem dice qué falla en las variantes.
menu-not-saved = ⚠ { $problem } — no se guarda hasta que se corrija
menu-players-on-setup = Los jugadores se nombran y se sientan en la pantalla de preparación.

## La hoja de fin de partida.

game-over-title = Fin de la partida
game-over-luck = Suerte
game-over-play-again = Jugar otra vez (Intro)
game-over-play-again-short = Jugar otra vez
game-over-new-setup = Preparar de nuevo
game-over-working-out = Calculando la historia de la partida…
print-card-button = Imprimir tarjeta
print-card-hint = La tarjeta, el resultado y la evolución de las probabilidades, en PDF

## El historial de partidas guardadas (el botón Historial de la pantalla de preparación).

history-title = Historial
history-tab-games = Partidas
history-tab-stats = Estadísticas
history-tab-dice = Dados
history-reading = Leyendo las partidas guardadas…
history-back = ◀ Volver a la preparación
history-back-short = ◀ Volver
history-none = Aún no hay partidas terminadas: aquí se guarda cada partida jugada hasta el final.
history-column = { $column ->
    [finished] Terminada
    [game] Juego
    [players] Jugadores
   *[result] Resultado
}
# Cuándo terminó una partida: $day es una fecha (2025-01-02), $time una hora (20:00:00), en UTC.
history-when = { $day } { $time } UTC
# Los ganadores de una partida de golf, con sus nombres unidos ($count de ellos).
history-won-by = { $count ->
    [one] ganó { $names }
   *[other] ganaron { $names }
}
history-lost = { $name } perdió
history-watch = ▶ Ver
history-print = Imprimir
history-no-stats = Aún no hay estadísticas.

## El panel de reglas (F1), el panel de probabilidades (O) y la pestaña Dados del historial.

# $game es el nombre del juego.
rules-panel-title = Reglas — { $game }
rules-panel-close = Cerrar (F1)
odds-panel-title = Probabilidades (O)
odds-panel-updating = actualizando…
odds-panel-working = Calculándolas…
dice-tab-luck = Suerte: los puntos obtenidos frente a lo que esperaban las probabilidades exactas
dice-tab-no-game = Aún no se ha jugado ninguna partida hasta el final.
# El título de un recuento: de quién son los dados, cuáles ($source), cuántos ($dice, "60 dados").
dice-tab-tally = { $who } · { $source } · { $dice }
# La prueba del recuento: cuántos espera cada cara, el estadístico chi cuadrado y su valor p.
dice-tab-test = se esperan { $expected } de cada cara · χ² { $chi2 } · p { $p }
# Un dado dibujado en el recuento, para un lector de pantalla.
dice-tab-face = cara { $face }
# Las barras, para un lector de pantalla: $counts es el recuento de cada cara, unidos.
dice-tab-spoken = { $counts } de cada cara, frente a { $expected } esperados
# La línea de la evolución de las probabilidades en la tirada que se muestra.
chart-on-show = ahora

## El público en la pantalla compartida.

hud-audience-title = Público · { $n } jugando
hud-audience-joined = { $n ->
    [one] 1 en el público: las respuestas cuentan desde la próxima tirada
   *[other] { $n } en el público: las respuestas cuentan desde la próxima tirada
}
hud-audience-odds = Las probabilidades: { $points }
hud-audience-lesson = La lección
hud-audience-block = Bloquear a { $name } (mientras los teléfonos sigan activos)
game-over-calibration = La lección: cuando el público decía…, cuántas veces pasó
game-over-calibration-legend = Columnas: cuántas veces se cumplieron las respuestas, según lo que decía el público (0 % a la izquierda, 100 % a la derecha; debajo, el número de respuestas). La línea: decir y pasar coinciden. Puntos: lo que decían las probabilidades exactas de las mismas respuestas.
