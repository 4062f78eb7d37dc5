# Pantalla de preparación: juego y dados.
setup-game = Juego
setup-dice = Dados:
setup-dice-thrown = lanzados en pantalla
setup-dice-real = dados reales (escribe los valores)

# Lista de jugadores
setup-players = Jugadores ({ $min }–{ $max }), en orden de asiento
setup-mark-hint = Marca: { $mark }
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
setup-start-keyed = Empezar (Enter)
setup-start = Empezar
setup-resume-keyed = Reanudar (R)
setup-resume = Reanudar
setup-history-keyed = Historial (H)
setup-history = Historial
