## La página del teléfono (assets/phone/index.html): todas las palabras que muestra. El juego
## las incluye en la página en el idioma del teléfono. Un marcador ({ $name }, { $seconds }, ...)
## se rellena en el teléfono como texto sin más: no elijas variantes según él (los números
## llegan como cifras sin formato).

# El título de la página en la pestaña del navegador, y el encabezado de la pantalla para unirse.
phone-app-name = Party Dice

## La línea de arriba: la conexión con el juego.

phone-link-off = Sin conexión
phone-link-connecting = Conectando…
phone-link-up = Conectado
phone-link-up-online = Conectado en línea
phone-game-key = Clave de la partida: { $print }
# En línea: el enlace indica una dirección de intermediario que no es válida.
phone-link-bad-broker = Dirección de intermediario no válida
phone-link-broker-refused = El intermediario rechazó el teléfono
# $seconds: segundos enteros hasta el siguiente intento.
phone-link-retry = Reconectando en { $seconds } s…
# En la línea de arriba en lugar del nombre del jugador, para un teléfono sin asiento.
phone-spectator = espectador

## La pantalla para unirse.

phone-join-hint = Escribe el código de sala que aparece en la pantalla del juego.
# El nombre del campo del código de sala para un lector de pantalla.
phone-code-label = Código de sala
phone-join = Unirse
phone-code-format = Un código de sala tiene cuatro letras.
phone-joining = Uniéndote…
phone-joining-online = Uniéndote en línea…
phone-needs-https = Abre este enlace por https para jugar en línea: este navegador solo ofrece su cifrado en páginas seguras.

## Los asientos.

phone-pick-seat-title = Elige tu asiento
# $game: el nombre del juego ("Slam Dice").
phone-game-setup = { $game }: elige tu asiento
# El campo del nombre (texto de ejemplo y nombre para un lector de pantalla).
phone-name-hint = Tu nombre
phone-join-as = Unirse como jugador nuevo
phone-just-watch = O entra como espectador.
# Bajo el nombre de un asiento: el de este teléfono, el de otro, uno cuyo teléfono se desconectó, uno libre.
phone-seat-you = tú
phone-seat-taken = ocupado
phone-seat-dropped = teléfono desconectado
phone-seat-free = libre
# $name: el nombre con el que el teléfono pidió unirse.
phone-join-asked = Has pedido al anfitrión que añada a { $name }…
# $why: el motivo del juego, una frase corta ("el anfitrión dijo que no").
phone-join-refused = No añadido: { $why }
phone-seat-freed = El anfitrión liberó tu asiento.
phone-seat-taken-over = Este asiento se abrió en otra página.
phone-seat-removed = Tu jugador dejó la partida.

## De quién es el turno, y el lanzamiento.

phone-turn-over = Fin de la partida
phone-turn-pick = Elige un asiento
phone-turn-waiting = Esperando a que empiece la partida
phone-turn-yours = ¡Te toca!
phone-rolling = Lanzando…
phone-get-ready = Prepárate…
# $name: el jugador al que le toca.
phone-turn-theirs = Turno de { $name }
# La zona donde deslizar, mientras este teléfono puede lanzar, después de lanzar y mientras espera.
phone-swipe = Desliza hacia arriba para lanzar
phone-pad-thrown = ¡Lanzados!
phone-pad-wait = Espera tu turno
phone-thrown-watch = ¡Lanzados! Mira la pantalla…
phone-roll = Lanzar
# Dados reales escritos en el teléfono: quitar el último, enviarlos.
phone-undo = Deshacer
phone-send = Enviar
# $typed: caras escritas hasta ahora; $needed: caras que necesita la tirada.
phone-typed-count = { $typed } de { $needed }
phone-leave = Dejar el asiento

## La tarjeta de puntuación.

phone-scorecard = Tarjeta de puntuación
# La columna del total o la puntuación de cada jugador.
phone-card-total = Total

## Los dados del asiento: cómo se ven en la pantalla compartida.

phone-finish-title = Tus dados
phone-finish-solid = Liso
phone-finish-pearl = Nacarado
phone-finish-marble = Marmolado
phone-finish-metal = Metálico

## El público: quien no tiene lugar predice cada tirada.

phone-audience-title = Juega también
phone-audience-invite = ¿Sin lugar? Adivina cada tirada antes de que vuelen los dados y puntúa contra las probabilidades exactas.
phone-audience-join = Unirse al público
phone-audience-next = La próxima pregunta llega antes de la próxima tirada.
phone-audience-soon = Las preguntas llegan cuando empiece la partida.
phone-audience-sure = ¿Qué tan seguro estás?
phone-audience-answered = Tu respuesta: { $answer }, { $sure } % (puedes cambiarla hasta la tirada)
phone-audience-place = Puesto { $rank } de { $of } · { $points } puntos (las probabilidades, en las mismas preguntas: { $odds })
phone-audience-unranked = { $points } puntos: tu puesto llega con tu primera respuesta resuelta
phone-audience-beat = superas a las probabilidades
phone-audience-last-right = Tu última respuesta acertó: { $points } puntos
phone-audience-last-wrong = Tu última respuesta no acertó: { $points } puntos
phone-audience-settled = { $question } { $answer } (las probabilidades le daban { $odds } %)
phone-audience-board = Los mejores de { $of } · las probabilidades: { $odds }
