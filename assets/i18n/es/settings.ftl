# Los mensajes del archivo de configuración: por qué no se pudo leer, analizar, validar o
# escribir un archivo, qué hace entonces el programa y qué admite cada ajuste. Los nombres
# de campos (display.ui_scale), los valores RON (SlamDice, true, Some(..)) y los nombres de
# archivo se quedan como están: son lo que dice el archivo.

## Dónde está un problema: cada mensaje empieza por el archivo y, si se conocen, su línea
## y su columna, para que se lea como el de un compilador y los editores puedan saltar allí.

# $file es el archivo de configuración, $line y $col (desde 1) dónde está el problema, $problem cuál es.
settings-error-at = { $file }:{ $line }:{ $col }: { $problem }
# Lo mismo cuando no se conoce la línea.
settings-error-in = { $file }: { $problem }

## El archivo

# $action es lo que se estaba haciendo, $reason el motivo del sistema.
settings-error-io = no se puede { $action ->
    [write] escribir
    [keep-copy] guardar una copia del archivo roto (no se guardó nada)
    [make-folder] crear la carpeta de configuración
   *[read] leer
}: { $reason }
settings-error-empty = el archivo está vacío; escribe ajustes en él o bórralo para usar los valores predeterminados
# $bytes es el tamaño del archivo, $most el archivo más grande que se lee (1 MiB).
settings-error-too-large = el archivo tiene { $bytes } bytes; un archivo de configuración de más de { $most } bytes (1 MiB) se rechaza sin leerlo
# $byte es el primer byte incorrecto ("0xFF"), $offset dónde está, en bytes desde el principio.
settings-error-not-utf8 = no es texto UTF-8 (byte { $byte } en la posición { $offset }); un archivo de configuración es texto RON sin formato
# $found es la versión del archivo, $supported la más nueva que lee esta compilación.
settings-error-version = la versión { $found } es más nueva de lo que entiende este Party Dice (hasta la { $supported }); actualiza Party Dice o quita la línea version
# Tras el problema de un archivo de configuración, en el aviso de la ventana y en el terminal.
settings-broken-file-kept = Se empieza con la configuración predeterminada. El archivo se deja exactamente como está hasta que cambies un ajuste; entonces se conserva junto al archivo nuevo, con un nombre que termina en .broken- y un número.
# $file es el archivo de configuración.
settings-saved = configuración guardada en { $file }
# $kept es dónde se conserva el archivo roto que había antes.
settings-saved-kept-broken = configuración guardada en { $file }; el antiguo archivo roto se conserva como { $kept }
# `party-dice check-config`: no hay archivo en $file, o el archivo está bien.
settings-check-missing = { $file }: no existe el archivo (Party Dice empezaría con los valores predeterminados)
settings-check-ok = correcto
# No se conocen las carpetas del sistema: $os es "windows" o "unix"; $instead "all" (la
# configuración y los datos usan la carpeta actual) o "data" (se indicó un archivo de configuración).
settings-no-home = { $instead ->
    [data] { $os ->
        [windows] Windows no indicó dónde están el perfil de usuario y su carpeta AppData (%APPDATA%), así que los datos usan la carpeta actual
       *[unix] no se pudo determinar la carpeta personal (¿está definida HOME?), así que los datos usan la carpeta actual
    }
   *[all] { $os ->
        [windows] Windows no indicó dónde están el perfil de usuario y su carpeta AppData (%APPDATA%), así que la configuración y los datos usan la carpeta actual
       *[unix] no se pudo determinar la carpeta personal (¿está definida HOME?), así que la configuración y los datos usan la carpeta actual
    }
}

## Valores fuera de rango

# $tag es el idioma pedido, entre comillas; $known las etiquetas que hay.
settings-unknown-language = idioma desconocido { $tag }: usa Auto o uno de { $known }
# $field es el ajuste, $lo y $hi su rango, $value lo que tiene el archivo.
settings-out-of-range = { $field } debe estar entre { $lo } y { $hi }, no { $value }
# $current es la única versión que hay, $found la del archivo.
settings-bad-version = version debe ser { $current } (u omitirse), no { $found }
# $lo y $hi son los puertos permitidos además de 0, $port el del archivo.
settings-bad-port = phones.port debe ser 0 (cualquier puerto libre) o de { $lo } a { $hi }, no { $port }
# $field es el ajuste, $problem lo que falla en él.
settings-field-problem = { $field }: { $problem }
# $page es la dirección del archivo, entre comillas.
settings-bad-page = online.page debe ser una dirección https:// (o http://) sin «#», no { $page }
# $lo y $hi son el mínimo y el máximo de jugadores, $n cuántos nombres tiene el archivo.
settings-player-count = players debe tener de { $lo } a { $hi } nombres, no { $n }
# $seat cuenta desde 1.
settings-empty-name = players: el nombre del asiento { $seat } está vacío; cada jugador necesita un nombre
# $most es el máximo de caracteres de un nombre.
settings-long-name = players: el nombre del asiento { $seat } tiene más de { $most } caracteres
# $name es el nombre, entre comillas.
settings-duplicate-name = players: dos jugadores se llaman { $name }; los nombres deben ser distintos

## Lo que admite un ajuste (tras "se admite:")

# $version es la única versión que hay.
settings-allowed-version = { $version } (u omitirlo)
settings-allowed-players = una lista de { $lo } a { $hi } nombres entre comillas, p. ej. ["Ana", "Ben"]
settings-allowed-single = un número entero mayor que 0 y menor que small
settings-allowed-small = un número entero mayor que single y no mayor que target
# $example es la posición de una ventana en RON.
settings-allowed-window = None, o { $example }
settings-allowed-whole = un número entero
# $lo y $hi son los puertos permitidos además de 0.
settings-allowed-port = 0 (cualquier puerto libre) o un número entero de { $lo } a { $hi }
settings-allowed-broker = una dirección de intermediario entre comillas, "wss://HOST:PORT/PATH"
settings-allowed-page = la dirección de la página del teléfono entre comillas, "https://…/"
# $lo y $hi son los extremos del rango.
settings-allowed-whole-range = un número entero de { $lo } a { $hi }
settings-allowed-number-range = un número de { $lo } a { $hi }
# Una lista de nombres: ninguno, o $init (todos menos el último, unidos) y luego $last, con
# "y" u "o" ($conjunction).
settings-list-none = ninguno
settings-list = { $conjunction ->
    [and] { $init } y { $last }
   *[or] { $init } o { $last }
}

## Lo que falla en el texto del archivo

# $field es el campo indicado dos veces.
settings-given-twice = { $field } aparece dos veces; indica cada campo una sola vez
settings-cut-short = final de archivo inesperado; el archivo parece cortado (¿falta un ) o un ] de cierre?)
# $field es el campo cuyo valor es la cadena.
settings-string-not-closed-in = { $field }: una cadena no está cerrada (falta una "); puede que el archivo esté cortado
settings-string-not-closed = una cadena no está cerrada (falta una "); puede que el archivo esté cortado
settings-trailing = texto inesperado tras el ) de cierre de la configuración
# $found es el nombre desconocido, entre comillas; $parent el grupo de ajustes; $fields los
# nombres que hay, en lista.
settings-unknown-field-in = campo desconocido { $found } en { $parent }; los campos que hay son { $fields }
settings-unknown-field = campo desconocido { $found }; los campos son { $fields }
# $games son los nombres de los juegos en el archivo, en lista.
settings-unknown-game = juego desconocido { $found }; los juegos son { $games }
# $field es el ajuste, $choices los valores que puede tener, en lista ("Dark, Light o HighContrast").
settings-unknown-value-in = { $field }: valor desconocido { $found }; usa { $choices }
settings-unknown-value = valor: valor desconocido { $found }; usa { $choices }
# $problem es lo que el lector encontró mal (uno de los mensajes settings-ron-).
settings-bad-value = { $problem }; un archivo de configuración es un único ( ... ) con campos como game: SlamDice
settings-bad-value-in = { $field }: { $problem }
# $allowed es lo que admite el ajuste.
settings-bad-value-allowed = { $field }: { $problem }; se admite: { $allowed }
# Lo que encontró el lector de RON en lugar de lo que esperaba.
settings-ron-expected-boolean = se esperaba un booleano
settings-ron-expected-float = se esperaba un número decimal
settings-ron-expected-integer = se esperaba un número entero
settings-ron-expected-string = se esperaba una cadena
settings-ron-expected-list = se esperaba un `[` de apertura
settings-ron-expected-list-end = se esperaba un `]` de cierre
settings-ron-expected-struct = se esperaba un `(` de apertura
settings-ron-expected-struct-end = se esperaba un `)` de cierre
settings-ron-expected-option = se esperaba una opción
settings-ron-expected-identifier = se esperaba un identificador
settings-ron-expected-comma = se esperaba una coma
settings-ron-integer-out-of-bounds = el número entero está fuera de rango
# $char es el carácter, entre comillas.
settings-ron-unexpected-char = carácter inesperado { $char }
# $expected y $found son las palabras (en inglés) del propio lector para un tipo y un valor.
settings-ron-wrong-type = se esperaba { $expected }, pero se encontró { $found }
# $expected son las palabras del propio lector para la lista esperada; $n cuántos elementos había.
settings-ron-wrong-length = se esperaba { $expected }, pero { $n ->
    [0] no había ningún elemento
    [one] había un elemento
   *[other] había { $n } elementos
}

## Leer y escribir archivos que una persona puede haber editado (configuración, archivos de partida)

file-missing = no existe el archivo
# $kind es "directory" o "special" (una FIFO, un socket, un dispositivo).
file-not-a-file = { $kind ->
    [directory] es una carpeta, no un archivo
   *[special] no es un archivo normal (¿una FIFO o un dispositivo?)
}
# $bytes es el tamaño del archivo, $cap lo máximo que se lee.
file-too-large = el archivo tiene { $bytes } bytes; se leen como máximo { $cap }
# $byte es el primer byte incorrecto ("0xFF"), $offset dónde está.
file-not-utf8 = no es texto UTF-8 (byte { $byte } en la posición { $offset })
file-no-name = la ruta no tiene nombre de archivo
file-too-many-aside = ya hay demasiados archivos apartados
