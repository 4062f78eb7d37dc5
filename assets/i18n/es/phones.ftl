## Lo que el juego dice a un teléfono, en el idioma del teléfono: el teléfono lo muestra
## tal cual (frases en minúscula, tras las palabras de la propia página o solas).

# La sala no admite más teléfonos.
phones-room-full = la sala está llena
phones-locked = el anfitrión ha cerrado la sala
# El nombre nuevo de un teléfono se confunde con el de un jugador.
phones-name-taken = ya hay en la mesa un jugador con ese nombre (o con uno que se ve igual)
phones-error-slow-down = demasiados mensajes: ve más despacio
phones-error-not-joined = envía primero el código de sala
# $n: los dados que necesita la tirada.
phones-error-dice-count = { $n ->
    [one] esta tirada necesita { $n } dado
   *[other] esta tirada necesita { $n } dados
}
phones-error-already-joined = ya estás en la sala
phones-error-blocked = el anfitrión bloqueó este teléfono
phones-error-locked-seat = el anfitrión ha cerrado la sala: ningún teléfono nuevo puede ocupar un asiento
phones-error-tries-phone = demasiados códigos incorrectos desde este teléfono: espera un minuto
phones-error-tries-network = demasiados códigos incorrectos en esta red ahora mismo: escanea el código QR de la pantalla o espera un minuto
# $code: las cuatro letras que envió el teléfono.
phones-error-wrong-code = { $code } no es el código de sala de la pantalla: revisa las letras
phones-error-wrong-link = ese enlace no es de esta sala: escribe el código de la pantalla
phones-error-no-such-seat = ese asiento no existe
phones-error-seat-taken = ahí ya está sentado otro teléfono
phones-error-seat-dropped = el teléfono de ese asiento se desconectó y puede volver; el anfitrión puede liberarlo
phones-error-internal = el juego no puede atender esto ahora: inténtalo de nuevo
phones-error-not-seated = no tienes asiento
phones-error-join-closed = los jugadores nuevos solo pueden unirse durante la preparación
phones-error-has-seat = ya tienes asiento
phones-error-join-waits = tu solicitud espera al anfitrión
phones-error-sit-to-throw = siéntate para lanzar
phones-error-not-now = ahora no hay nada que lanzar
phones-error-not-your-turn = no es tu turno
phones-error-already-thrown = estos dados ya están lanzados

## Un mensaje del teléfono que el juego no pudo leer (una página de otra versión, una
## página estropeada).

# $most: el mensaje más grande admitido, en bytes; $size: el tamaño de este.
phones-error-too-large = un mensaje tiene como máximo { $most } bytes; este tiene { $size }
phones-error-not-text = los mensajes son texto JSON en UTF-8
# $why: lo que falló, en el inglés de los desarrolladores.
phones-error-malformed = no es un mensaje: { $why }
# $version: la versión del protocolo del juego; $sent: la de la página.
phones-error-version = este juego habla la versión { $version } del protocolo y la página envió la { $sent }: recarga la página
phones-error-code-format = un código de sala tiene cuatro letras
# $seat: el número del asiento tal como lo envió la página (desde 0).
phones-error-no-seat = no existe el asiento { $seat }
# $most: el máximo de caracteres de un nombre.
phones-error-bad-name = un nombre tiene de 1 a { $most } caracteres, ninguno de ellos de control
phones-error-bad-dice = los dados muestran del 1 al 6, y una tirada tiene de 1 a 6 dados

## Por qué el anfitrión no añadió al jugador que pidió un teléfono (tras "No añadido:").

phones-refused-host-said-no = el anfitrión dijo que no
phones-refused-started = la partida ya ha empezado
phones-refused-table-full = la mesa está completa
phones-refused-already-asked = otro teléfono ya ha pedido ese nombre

## Una petición que rechaza el servidor de los teléfonos, tal como la muestra el navegador.

phones-http-wrong-host = abre la dirección que aparece en la pantalla del juego
phones-http-not-found = no encontrado
phones-http-method = método no permitido
phones-http-foreign-page = esta página no puede usar el socket del juego
phones-http-no-upgrade = hace falta una actualización a WebSocket
phones-http-old-websocket = hace falta la versión 13 de WebSocket
phones-http-bad-key = Sec-WebSocket-Key no válida
phones-http-not-http = no es una petición HTTP
phones-http-too-large = petición demasiado grande
phones-http-too-slow = petición demasiado lenta

## La mesa tal como la lee un teléfono bajo el nombre del jugador, y la línea de la preparación.

# $total: el total de la tarjeta de golf con su signo ("+1", "-3").
phones-card-total = Total { $total }
# $name: el jugador; $how: alone (el único ganador) o shared (un empate en la victoria).
phones-card-wins = { $how ->
    [alone] { $name } gana
   *[shared] { $name } comparte la victoria
}
# $score: la puntuación de Slam Dice.
phones-card-score = Puntuación { $score }
# $number: el número de slam del jugador (del 1 al 6).
phones-card-slam-number = Número de slam { $number }
# La columna de números de slam de la tarjeta de Slam Dice, en un teléfono (corta).
phones-card-slam-column = N.º slam
# $place: el puesto, como lo escribe el idioma ("1.º").
phones-card-safe = A salvo — { $place }
# $name: el jugador.
phones-card-loser = { $name } pierde
phones-setup-banner = Esperando a que empiece la partida

## El servidor de los teléfonos en la pantalla compartida.

# $asked: el puerto pedido; $port: el que usan los teléfonos.
phones-port-taken = el puerto { $asked } está ocupado; los teléfonos usan el { $port }
# $why: uno de los motivos phones-start-….
phones-phones-off = Teléfonos desactivados: { $why }
# $first, $last: los puertos probados.
phones-start-no-port = los puertos del { $first } al { $last } están todos ocupados; elige otro con --port
# $port: el puerto; $error: el motivo del sistema (con las palabras del sistema).
phones-start-listen = no se puede escuchar en el puerto { $port }: { $error }
phones-start-random = falló el generador de números aleatorios del sistema
# $error: el motivo del sistema.
phones-start-thread = no se puede iniciar el hilo del servidor: { $error }
# El teléfono de un asiento durante una partida; $name: el jugador del asiento.
phones-news-dropped = El teléfono de { $name } se desconectó: puede volver
phones-news-left = El teléfono de { $name } dejó el asiento
phones-news-phone = { $name } lanza desde un teléfono

## La pantalla para unirse (J): cómo se unen los teléfonos, el estado de la sala, los asientos.

join-phones-off = Los teléfonos están desactivados. Actívalos y cada jugador podrá lanzar desde un teléfono o un portátil en la misma wifi.
# El título de la tarjeta, del más largo al más corto (se muestra el más largo que cabe).
join-title-long = 📱 Lanza desde tu teléfono
join-title-short = 📱 Únete con un teléfono
join-title-word = Teléfonos
# El primer botón de la tarjeta: volver a la partida que hay detrás, o empezar la partida.
join-back-key = Volver a la mesa (Intro)
join-back = Volver a la mesa
join-start-key = Empezar (Intro)
join-start = Empezar
join-close-key = Cerrar (J)
join-close = Cerrar
join-phones-off-button = Desactivar teléfonos
join-phones-off-spoken = Desactivar los teléfonos
join-phones-off-short = Desactivar
join-phones-on-button = Activar teléfonos
join-phones-on-spoken = Activar los teléfonos
join-phones-on-short = Activar
# Un teléfono pide unirse como jugador nuevo. $name: el nombre que pide; $more: cuántos
# teléfonos más esperan tras él.
join-question = { $more ->
    [0] { $name } quiere unirse
    [one] { $name } quiere unirse (espera { $more } más)
   *[other] { $name } quiere unirse (esperan { $more } más)
}
join-accept = Aceptar (Y)
# $name: el nombre pedido (recortado si falta espacio).
join-accept-name = Aceptar a { $name } (Y)
join-accept-spoken = Aceptar a { $name }
join-refuse = Rechazar (N)
join-refuse-spoken = Rechazar a { $name }
join-open-room-key = 🔓 Abrir la sala (K)
join-open-room = Abrir la sala
join-lock-room-key = 🔒 Cerrar la sala (K)
join-lock-room = Cerrar la sala
join-lock-hint = En una sala cerrada no se sienta ningún teléfono nuevo (K)
# La sala en una línea, con las partes unidas por join-summary-separator:
# "🔒 Cerrada · 1 de 3 asientos en un teléfono · 1 mirando · 1 bloqueado".
join-summary-locked = 🔒 Cerrada
join-summary-open = Abierta
# $held: asientos que ocupa un teléfono; $seats: los asientos.
join-summary-seats = { $held } de { $seats } asientos en un teléfono
# $n: navegadores en la sala sin asiento.
join-summary-spectators = { $n ->
    [one] { $n } espectador
   *[other] { $n } espectadores
}
# $n: teléfonos que esperan la respuesta del anfitrión.
join-summary-waiting = { $n } esperando
# $n: teléfonos que bloqueó el anfitrión.
join-summary-blocked = { $n ->
    [one] { $n } bloqueado
   *[other] { $n } bloqueados
}
# $n: códigos de sala incorrectos escritos hasta ahora.
join-summary-wrong-codes = { $n ->
    [one] ⚠ { $n } código incorrecto probado
   *[other] ⚠ { $n } códigos incorrectos probados
}
join-summary-separator = {" · "}
# La sala de un vistazo, línea a línea.
join-state-locked = 🔒 Cerrada: ningún teléfono nuevo puede ocupar un asiento (K la abre)
join-state-open = Abierta: cualquier teléfono con el código puede ocupar un asiento libre
# $name: el nombre del teléfono que lleva más tiempo esperando; $more: cuántos esperan tras él.
join-state-waiting = { $more ->
    [0] Esperando tu respuesta: { $name } (Y / N)
   *[other] Esperando tu respuesta: { $name } (Y / N) y { $more } más
}
# $n: códigos de sala incorrectos escritos hasta ahora (10 o más).
join-state-guessing = ⚠ Se han probado { $n } códigos de sala incorrectos: puede que alguien esté intentando adivinarlo. Los teléfonos que escanean el código QR siguen entrando; cierra la sala (K) cuando todos estén sentados.
# $names: los nombres de los asientos que ocupaban los teléfonos bloqueados, unidos con
# join-state-blocked-separator; $n: cuántos.
join-state-blocked = { $n ->
    [one] Bloqueado: el teléfono de { $names }
   *[other] Bloqueados: los teléfonos de { $names }
}
join-state-blocked-separator = {", "}
join-steps = En la misma wifi: escanea el código, o abre la dirección y escribe el código de sala.
join-room-code = Código de sala
# $code: el código de sala, con las letras separadas para que un lector de pantalla lo deletree.
join-room-code-spoken = Código de sala { $code }
# $url: la dirección de la página; $code: el código de sala.
join-qr-spoken = Código QR de { $url }#{ $code }
# $held: asientos que ocupa un teléfono; $seats: los asientos; $spectators: navegadores sin asiento.
join-seats = { $spectators ->
    [0] Asientos: { $held } de { $seats } en un teléfono
    [one] Asientos: { $held } de { $seats } en un teléfono, { $spectators } espectador
   *[other] Asientos: { $held } de { $seats } en un teléfono, { $spectators } espectadores
}
# Junto al nombre de un asiento: quién lanza por él.
join-seat-phone = 📱 en un teléfono
join-seat-dropped = teléfono desconectado: puede volver
join-seat-keyboard = el teclado de esta pantalla
join-free-seat = Liberar asiento
join-free-seat-hint = Su teléfono pasa a ser espectador; otro teléfono puede ocupar el asiento
# $name: el jugador del asiento.
join-free-seat-spoken = Liberar el asiento de { $name }
join-block = Bloquear
join-block-hint = Mientras los teléfonos sigan activados: su asiento queda libre y ese teléfono no puede volver
# $name: el jugador del asiento.
join-block-spoken = Bloquear el teléfono de { $name }
join-block-spectators = { $n ->
    [one] Bloquear al espectador
   *[other] Bloquear a los { $n } espectadores
}
join-block-spectators-hint = El teléfono de cada espectador se va ahora; los de esta red no pueden volver mientras los teléfonos sigan activados, los de en línea solo con el enlace (un enlace nuevo los deja fuera)
join-link-copied = Enlace copiado: pégalo en el chat de la llamada
# $why: el motivo del sistema.
join-link-not-copied = No se pudo copiar el enlace ({ $why }): aparece en esta pantalla

## La parte en línea de la pantalla para unirse.

# $broker: el nombre de host del intermediario.
join-online-up = En línea a través de { $broker }: pega el enlace en el chat de la llamada. Solo el enlace abre la sala; el intermediario solo ve mensajes cifrados.
# $why: online-problem.
join-online-down = ⚠ Conexión en línea caída: { $why }. Los teléfonos de esta red siguen jugando.
join-online-connecting = Conectando con { $broker }…
# $state: una de las tres líneas anteriores; $n: mensajes descartados sin leer (10 o más).
join-online-meddling = { $state } ⚠ Se descartaron sin leer { $n } mensajes falsificados o repetidos: alguien sin el enlace está enviando mensajes a la sala.
join-online-qr = El enlace en línea como código QR
join-online-copy = Copiar enlace
join-online-copy-hint = Para pegarlo en el chat de la videollamada
join-online-new = Enlace nuevo
join-online-new-hint = Una sala y una clave nuevas: los teléfonos sentados conservan su asiento; los demás necesitan el enlace nuevo
join-online-game-key = Clave de la partida { $print }: un teléfono que entra por este enlace muestra la misma. Un enlace cuyos teléfonos muestran otra no es de esta partida.
join-online-no-clipboard = no hay portapapeles

## La insignia para unirse, en una esquina de la mesa.

# Junto al código QR: qué hacen J y K; si está cerrada, que lo está; si está en línea, que también.
join-badge-hint-locked = 🔒 Cerrada · K abre
join-badge-hint-online = También en línea · J: enlace
join-badge-hint = J: unirse · K: cerrar
# $code: el código de sala.
join-badge-code = Código { $code }
# La insignia en una línea, de la más larga a la más corta. $lock: locked u open; $address:
# la dirección de la página; $code: el código de sala.
join-badge-line-long = { $lock ->
    [locked] 🔒 Únete: { $address } · código { $code } · J
   *[open] Únete: { $address } · código { $code } · J
}
join-badge-line-short = { $lock ->
    [locked] 🔒 Únete: código { $code } · J
   *[open] Únete: código { $code } · J
}
join-badge-line-code = { $lock ->
    [locked] 🔒 Código { $code }
   *[open] Código { $code }
}
# Lo que dice un lector de pantalla de la insignia. $address: la dirección de la página;
# $code: el código de sala, deletreado; $lock: locked u open.
join-badge-spoken = { $lock ->
    [locked] Únete desde un teléfono: { $address }, código de sala { $code }; J abre la pantalla para unirse; la sala está cerrada, K la abre
   *[open] Únete desde un teléfono: { $address }, código de sala { $code }; J abre la pantalla para unirse; K cierra la sala
}

## En línea, en la pantalla compartida: avisos y el estado de la conexión.

# $why: online-error-….
online-off = Modo en línea desactivado: { $why }
# $why: online-problem.
online-down = Conexión en línea caída: { $why }. Los teléfonos de esta red siguen jugando.
online-back = Conexión en línea restablecida
# $why: online-error-…; $seconds: la espera hasta el siguiente intento.
online-problem = { $why }; se vuelve a intentar en { $seconds } s
# $url: la dirección indicada, entre comillas.
online-error-bad-url = { $url } no es una dirección de intermediario: escribe wss://HOST:PORT/PATH (o ws:// en una red local)
# $host: el host del intermediario (y su puerto); $why: las palabras del sistema, de la
# biblioteca TLS o del propio intermediario.
online-error-resolve = no se encuentra el intermediario { $host }: no hay red o el nombre es incorrecto
online-error-connect = no se puede llegar al intermediario { $host }: { $why }
online-error-tls = falló la conexión segura con { $host }: { $why }
online-error-handshake = { $host } no abrió un WebSocket MQTT: { $why }
online-error-refused = el intermediario rechazó el juego: { $why }
online-error-timeout = el intermediario no respondió a tiempo
online-error-lost = se cortó la conexión con el intermediario: { $why }
online-error-malformed = el intermediario envió algo que no es MQTT: { $why }
# $seconds: cuánto tiempo no llegó nada.
online-error-silent = se cortó la conexión con el intermediario: no llegó nada de él en { $seconds } s
online-error-closed = se cortó la conexión con el intermediario: el intermediario la cerró
# Por qué el intermediario rechazó el juego (tras online-error-refused).
online-refused-version = no habla MQTT 3.1.1
online-refused-client-id = rechazó el identificador de cliente
online-refused-unavailable = el intermediario no está disponible
online-refused-credentials = pide un nombre de usuario y una contraseña
online-refused-connection = rechazó la conexión
online-refused-topics = rechazó los temas de la sala

## Volver a ver una partida guardada: los controles del visor.

# $file: el archivo de la partida guardada; $shown: la tirada que se muestra; $rolls: las tiradas de la partida.
watch-where-long = Viendo { $file } — tirada { $shown } de { $rolls }
watch-where = Tirada { $shown } de { $rolls }
# Las palabras de cada botón (con su tecla), y la palabra que muestra una barra estrecha para Reproducir/Pausa.
watch-pause = ⏸ Pausa (P)
watch-pause-short = Pausa
watch-play = ▶ Reproducir (P)
watch-play-short = Reproducir
watch-to-start = ⏮ Principio (Inicio)
watch-turn-back = ⏪ Turno (↑)
watch-roll-back = ◀ Tirada (←)
watch-roll-forward = Tirada ▶ (→)
watch-turn-forward = Turno ⏩ (↓)
watch-to-end = Final ⏭ (Fin)
watch-back-long = Volver a la lista
watch-back = Volver

## El público: preguntas antes de una tirada, sus respuestas, rechazos.
audience-ask-finishes = ¿Termina { $name } en este turno?
audience-ask-last = ¿Quién queda último?
audience-ask-straight = ¿Completa { $name } la escalera en este hoyo?
audience-ask-wins = ¿Gana { $name }?
audience-yes = Sí
audience-no = No
phones-error-too-late = demasiado tarde: los dados ya se lanzaron
phones-error-not-in-audience = únete al público para responder (los jugadores no responden)
phones-error-audience-seated = los jugadores juegan; el público es quien no tiene lugar
phones-error-audience-off = el anfitrión desactivó el público
phones-error-bad-answer = esa respuesta no corresponde a la pregunta
phones-error-audience-full = el público está lleno
