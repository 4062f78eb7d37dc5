# Pantalla de preparación: juego y dados.
setup-game = Juego
setup-dice = Dados:
setup-dice-thrown = lanzados en pantalla
setup-dice-real = dados reales (escribe los valores)

# Lista de jugadores
setup-players = Jugadores ({ $min }–{ $max }), en orden de asiento
setup-mark-hint = Marca: { $mark }
setup-finish-hint = Dados de { $who }: { $finish } (haz clic para cambiar el acabado)
setup-player-who = jugador { $n }
setup-move-up = Subir a { $who } un puesto
setup-move-down = Bajar a { $who } un puesto
setup-remove = Quitar a { $who }
setup-add-player = + Añadir jugador
setup-default-name = Jugador { $n }

# Variantes
setup-slam-number = Número de slam:
setup-slam-shared = uno para todos
setup-slam-per-player = uno por jugador
setup-holes = Hoyos:
setup-holes-suffix = {" "}hoyos
setup-ordered-straight = Escalera en orden (apartar dados solo en orden 1, 2, 3…)

# Teléfonos
setup-phones = Jugar con teléfonos
setup-phones-hint = Cada jugador lanza desde su propio teléfono o portátil
setup-online = Jugar en línea
setup-online-hint = Amigos en una videollamada lanzan desde sus teléfonos, a través de un intermediario
setup-join-screen = Pantalla para unirse (J)
setup-phones-at = { $url } código { $code } · { $held } en un teléfono
setup-phones-at-online = { $url } código { $code } · { $held } en un teléfono · en línea
setup-phones-at-link-down = { $url } código { $code } · { $held } en un teléfono · conexión en línea caída

# Botones
setup-start-keyed = Empezar (Intro)
setup-start = Empezar
setup-resume-keyed = Reanudar (R)
setup-resume = Reanudar
setup-history-keyed = Historial (H)
setup-history = Historial
# Pantalla de preparación: qué falla en la preparación, debajo ($problem lo dice).
setup-problem = ⚠ { $problem }
# La ayuda del botón Empezar cuando la tarjeta es demasiado estrecha para la tecla: la tecla.
setup-start-hint = Intro

## La franja de la pantalla de juego: el botón de la acción, con su tecla si la franja es
## ancha y sin ella si es estrecha.

hud-roll-keyed = 🎲 Lanzar (Espacio)
hud-roll = 🎲 Lanzar
hud-confirm-keyed = ✔ Confirmar dados (Intro)
hud-confirm = ✔ Confirmar
# Viendo una partida guardada: su siguiente tirada.
hud-next-roll-keyed = ▶ Siguiente tirada (→)
hud-next-roll = ▶ Siguiente
# Mientras vuelan los dados: caen de inmediato.
hud-skip-keyed = ⏩ Saltar (Espacio)
hud-skip = ⏩ Saltar
# Mientras se muestra el resultado de una tirada: el siguiente turno llega de inmediato.
hud-continue-keyed = Continuar (Espacio)
hud-continue = Continuar

## Los otros botones de la franja, con su tecla y sin ella.

hud-menu-keyed = ☰ Menú (Esc)
hud-menu = ☰ Menú
hud-rules-keyed = Reglas (F1)
hud-rules = Reglas
hud-odds-keyed = Probabilidades (O)
hud-odds = Prob.
hud-log-keyed = Registro (L)
hud-log = Registro

# Junto a los dados de la última tirada dibujados en plano: qué significan los círculos.
hud-ringed-note = con círculo: apartados o aciertos de slam
# El encabezado del panel del registro de la partida.
hud-game-log = Registro de la partida (L)

## Las hojas de puntuación.

# El encabezado de la tarjeta de golf sobre los nombres.
sheet-player = Jugador
# El número de slam de un jugador de Slam Dice ($number es el valor de un dado, o – si aún no se sabe).
sheet-slam-number = slam { $number }
# En la barra de un jugador de Slam Dice: la puntuación y el objetivo.
sheet-score-of = { $score } / { $target }

## Dados reales: la fila donde se escriben los valores lanzados en la mesa.

# La ayuda de un botón de cara: $value es la cara, que es también su tecla.
dice-entry-face-hint = { $value } (tecla { $value })
# Un botón de cara, para un lector de pantalla.
dice-entry-type = Escribir { $value }
dice-entry-backspace = Retroceso
# Confirma los valores escritos.
dice-entry-ok = ✔ Aceptar

## Avisos: una línea en un borde de la ventana.

# $text es el aviso; $more cuántos más esperan tras él.
notice-line = { $more ->
    [0] ⚠ { $text }
   *[other] ⚠ (+{ $more }) { $text }
}
# No se pudo escribir el archivo de configuración; $why es el motivo del sistema.
notice-settings-not-saved = Configuración no guardada: { $why }
# Una vez por ejecución: los nombres de algunos jugadores tienen letras que ninguna fuente de
# este equipo tiene, y se ven como cuadros. $names son esos nombres, unidos; $count cuántos son.
font-missing-glyphs = { $count ->
    [one] Algunas letras del nombre de { $names } no están en ninguna fuente de este equipo y se ven como cuadros. Una fuente para su escritura (Noto Sans tiene casi todas) las mostraría.
   *[other] Algunas letras de los nombres de { $names } no están en ninguna fuente de este equipo y se ven como cuadros. Una fuente para su escritura (Noto Sans tiene casi todas) las mostraría.
}


## Por qué una partida guardada no puede continuar, o no se puede lanzar la siguiente tirada
## (tras "No se puede lanzar: " y similares).

game-resume-no-seed = la partida guardada no tiene semilla, así que no puede continuar
# En el archivo había $saved valores; $used de ellos corresponden a la partida.
game-resume-extra-dice = { $saved ->
    [one] la partida guardada tiene { $saved } valor de dado, pero solo { $used } corresponden a la partida
   *[other] { $used ->
        [one] la partida guardada tiene { $saved } valores de dados, pero solo { $used } corresponde a la partida
       *[other] la partida guardada tiene { $saved } valores de dados, pero solo { $used } corresponden a la partida
    }
}
game-roll-in-flight = los dados aún están en el aire
# Dados reales: la tirada necesita $needed valores y se escribieron $given.
game-roll-wrong-count = { $needed ->
    [one] la tirada necesita { $needed } valor de dado, no { $given }
   *[other] la tirada necesita { $needed } valores de dados, no { $given }
}
# La tirada necesita $needed dados; $free no están apartados.
game-roll-too-few-dice = la tirada necesita { $needed ->
        [one] { $needed } dado
       *[other] { $needed } dados
    }, pero solo { $free ->
        [one] queda { $free } libre
       *[other] quedan { $free } libres
    }

## Los teléfonos, desde el teclado del anfitrión.

# El anfitrión rechazó el teléfono de $name, que pidió unirse como jugador nuevo.
game-join-refused = No se añadió a { $name }
game-room-locked = La sala está cerrada: no entran teléfonos nuevos (K la abre)
game-room-open = La sala está abierta a teléfonos nuevos

## El guardado automático. $why es el motivo (a menudo con las palabras del sistema), $dir
## una carpeta, $file un archivo.

autosave-encode = No se pudo guardar la partida: { $why }
autosave-directory = No se pudo guardar la partida en { $dir }: { $why }
autosave-write = No se pudo guardar la partida en { $file }: { $why }
autosave-history = La partida terminada no se pudo conservar en el historial ({ $why }); sigue en el guardado automático
# Por qué no se puede reanudar la partida guardada; va dentro de autosave-unusable y similares.
autosave-no-seed = no tiene semilla
autosave-unusable = No se pudo reanudar la partida guardada: { $why }
# Se apartó como $file.
autosave-set-aside = No se pudo reanudar la partida guardada ({ $why }); se conservó como { $file }
# $error es por qué no se pudo apartar.
autosave-not-moved = No se pudo reanudar la partida guardada ({ $why }) ni apartarla: { $error }

## Los sonidos, tal como los nombra la orden render-sound.

# $name es el nombre pedido, entre comillas; $names los nombres de todos los sonidos de la
# mesa (sin traducir: se escriben en la línea de órdenes).
sound-cue-unknown = ningún sonido de la mesa se llama { $name }; los nombres son: { $names }
sound-wav-too-long = { $samples ->
    [one] { $samples } muestra no cabe en un archivo WAV
   *[other] { $samples } muestras no caben en un archivo WAV
}

## El arranque de la ventana, en la línea de órdenes (tras "party-dice: ").

app-no-display = no se puede abrir la ventana del juego: no hay pantalla (no está definida ni DISPLAY ni WAYLAND_DISPLAY). Las órdenes funcionan sin ella: party-dice --help
app-no-scripted-runs = esta compilación no tiene ejecuciones automatizadas (capturas de pantalla, prueba de sonido); compílala con `--features shots`
app-two-scripted-runs = --screenshot-dir y --sound-check-throw son dos ejecuciones distintas: indica solo una
# $dir es la carpeta, $why el motivo del sistema.
app-screenshot-folder = no se puede crear la carpeta de capturas { $dir }: { $why }
# $why dice qué falla en el lanzamiento indicado.
app-sound-check-throw = --sound-check-throw: { $why }
