# Die Meldungen zur Einstellungsdatei: warum eine Datei nicht gelesen, geparst, geprüft oder
# geschrieben werden konnte, was das Programm dann tut und was jede Einstellung erlaubt.
# Feldnamen (display.ui_scale), RON-Werte (SlamDice, true, Some(..)) und Dateinamen bleiben,
# wie sie sind: So steht es in der Datei.

## Wo ein Problem liegt: Jede Meldung beginnt mit der Datei, dann, wo bekannt, Zeile und
## Spalte, damit sie sich wie die eines Compilers liest und Editoren dorthin springen können.

# $file ist die Einstellungsdatei, $line und $col (ab 1), wo das Problem liegt, $problem, was es ist.
settings-error-at = { $file }:{ $line }:{ $col }: { $problem }
# Dasselbe, wenn die Zeile nicht bekannt ist.
settings-error-in = { $file }: { $problem }

## Die Datei

# $action ist, was gerade getan wurde, $reason der Grund des Systems.
settings-error-io = { $action ->
    [write] Schreiben nicht möglich
    [keep-copy] keine Kopie der defekten Datei möglich (es wurde nichts gespeichert)
    [make-folder] der Einstellungsordner kann nicht angelegt werden
   *[read] Lesen nicht möglich
}: { $reason }
settings-error-empty = die Datei ist leer; schreib Einstellungen hinein oder lösche sie, um die Standardwerte zu verwenden
# $bytes ist die Größe der Datei, $most die größte Datei, die gelesen wird (1 MiB).
settings-error-too-large = die Datei hat { $bytes } Bytes; eine Einstellungsdatei über { $most } Bytes (1 MiB) wird ungelesen abgelehnt
# $byte ist das erste ungültige Byte („0xFF“), $offset, wo es steht, in Bytes ab dem Anfang.
settings-error-not-utf8 = kein UTF-8-Text (Byte { $byte } bei Position { $offset }); eine Einstellungsdatei ist reiner RON-Text
# $found ist die Version der Datei, $supported die neueste, die diese Version liest.
settings-error-version = Version { $found } ist neuer, als dieses Party Dice versteht (bis { $supported }); aktualisiere Party Dice oder entferne die Zeile mit der Version
# Nach dem Problem einer Einstellungsdatei, im Hinweis des Fensters und im Terminal.
settings-broken-file-kept = Das Programm startet mit den Standardeinstellungen. Die Datei bleibt genau so, wie sie ist, bis du eine Einstellung änderst; dann wird sie neben der neuen Datei aufbewahrt, ihr Name endet auf .broken- mit einer Zahl.
# $file ist die Einstellungsdatei.
settings-saved = Einstellungen gespeichert in { $file }
# $kept ist, wo die defekte Datei aufbewahrt wird, die vorher dort lag.
settings-saved-kept-broken = Einstellungen gespeichert in { $file }; die alte defekte Datei wird als { $kept } aufbewahrt
# `party-dice check-config`: keine Datei unter $file, oder die Datei ist in Ordnung.
settings-check-missing = { $file }: Datei nicht vorhanden (Party Dice würde mit den Standardwerten starten)
settings-check-ok = ok
# Die Ordner des Betriebssystems sind unbekannt: $os ist "windows" oder "unix"; $instead "all"
# (Einstellungen und Daten verwenden das aktuelle Verzeichnis) oder "data" (eine Einstellungsdatei wurde angegeben).
settings-no-home = { $instead ->
    [data] { $os ->
        [windows] Windows hat nicht angegeben, wo das Benutzerprofil und sein AppData-Ordner (%APPDATA%) liegen, daher verwenden die Daten das aktuelle Verzeichnis
       *[unix] es konnte kein Home-Verzeichnis ermittelt werden (ist HOME gesetzt?), daher verwenden die Daten das aktuelle Verzeichnis
    }
   *[all] { $os ->
        [windows] Windows hat nicht angegeben, wo das Benutzerprofil und sein AppData-Ordner (%APPDATA%) liegen, daher verwenden Einstellungen und Daten das aktuelle Verzeichnis
       *[unix] es konnte kein Home-Verzeichnis ermittelt werden (ist HOME gesetzt?), daher verwenden Einstellungen und Daten das aktuelle Verzeichnis
    }
}

## Werte außerhalb des Bereichs

# $tag ist die verlangte Sprache, in Anführungszeichen; $known die vorhandenen Kürzel.
settings-unknown-language = unbekannte Sprache { $tag }: Verwende Auto oder eines von { $known }
# $field ist die Einstellung, $lo und $hi ihr Bereich, $value, was in der Datei steht.
settings-out-of-range = { $field } muss zwischen { $lo } und { $hi } liegen, nicht { $value }
# $current ist die einzige Version, die es gibt, $found die der Datei.
settings-bad-version = version muss { $current } sein (oder weggelassen werden), nicht { $found }
# $lo und $hi sind die außer 0 erlaubten Ports, $port der der Datei.
settings-bad-port = phones.port muss 0 (ein beliebiger freier Port) oder { $lo } bis { $hi } sein, nicht { $port }
# $field ist die Einstellung, $problem, was damit nicht stimmt.
settings-field-problem = { $field }: { $problem }
# $page ist die Adresse in der Datei, in Anführungszeichen.
settings-bad-page = online.page muss eine https://-Adresse (oder http://) ohne „#“ sein, nicht { $page }
# $lo und $hi sind die wenigsten und meisten Spieler, $n, wie viele die Datei aufführt.
settings-player-count = players muss { $lo } bis { $hi } Namen enthalten, nicht { $n }
# $seat zählt ab 1.
settings-empty-name = players: Der Name auf Platz { $seat } ist leer; jeder Spieler braucht einen Namen
# $most ist die größte Zahl an Zeichen, die ein Name haben darf.
settings-long-name = players: Der Name auf Platz { $seat } ist länger als { $most } Zeichen
# $name ist der Name, in Anführungszeichen.
settings-duplicate-name = players: Zwei Spieler heißen { $name }; die Namen müssen sich unterscheiden

## Was eine Einstellung erlaubt (nach „erlaubt:“)

# $version ist die einzige Version, die es gibt.
settings-allowed-version = { $version } (oder weglassen)
settings-allowed-players = eine Liste von { $lo } bis { $hi } Namen in Anführungszeichen, z. B. ["Ann", "Ben"]
settings-allowed-single = eine ganze Zahl über 0 und unter small
settings-allowed-small = eine ganze Zahl über single, höchstens target
# $example ist eine Fensterposition als RON.
settings-allowed-window = None oder { $example }
settings-allowed-whole = eine ganze Zahl
# $lo und $hi sind die außer 0 erlaubten Ports.
settings-allowed-port = 0 (ein beliebiger freier Port) oder eine ganze Zahl von { $lo } bis { $hi }
settings-allowed-broker = eine Vermittler-Adresse in Anführungszeichen, "wss://HOST:PORT/PATH"
settings-allowed-page = die Adresse der Handy-Seite in Anführungszeichen, "https://…/"
# $lo und $hi sind die Enden des Bereichs.
settings-allowed-whole-range = eine ganze Zahl von { $lo } bis { $hi }
settings-allowed-number-range = eine Zahl von { $lo } bis { $hi }
# Eine Liste von Namen: keine, oder $init (alle außer dem letzten, verbunden), dann $last,
# mit „und“ oder „oder“ ($conjunction).
settings-list-none = keine
settings-list = { $conjunction ->
    [and] { $init } und { $last }
   *[or] { $init } oder { $last }
}

## Was mit dem Text der Datei nicht stimmt

# $field ist das doppelt angegebene Feld.
settings-given-twice = { $field } ist doppelt angegeben; gib jedes Feld nur einmal an
settings-cut-short = unerwartetes Dateiende; die Datei scheint abgeschnitten (fehlt eine schließende ) oder ]?)
# $field ist das Feld, dessen Wert die Zeichenkette ist.
settings-string-not-closed-in = { $field }: Eine Zeichenkette ist nicht geschlossen (ein " fehlt); die Datei ist vielleicht abgeschnitten
settings-string-not-closed = eine Zeichenkette ist nicht geschlossen (ein " fehlt); die Datei ist vielleicht abgeschnitten
settings-trailing = unerwarteter Text nach der schließenden ) der Einstellungen
# $found ist der unbekannte Name, in Anführungszeichen; $parent die Gruppe der Einstellungen;
# $fields die vorhandenen Namen, als Liste.
settings-unknown-field-in = unbekanntes Feld { $found } in { $parent }; die Felder dort sind { $fields }
settings-unknown-field = unbekanntes Feld { $found }; die Felder sind { $fields }
# $games sind die Namen der Spiele in der Datei, als Liste.
settings-unknown-game = unbekanntes Spiel { $found }; die Spiele sind { $games }
# $field ist die Einstellung, $choices die Werte, die sie haben kann, als Liste („Dark, Light oder HighContrast“).
settings-unknown-value-in = { $field }: unbekannter Wert { $found }; verwende { $choices }
settings-unknown-value = Wert: unbekannter Wert { $found }; verwende { $choices }
# $problem ist, was der Leser als falsch erkannt hat (eine der settings-ron-Meldungen).
settings-bad-value = { $problem }; eine Einstellungsdatei ist ein ( ... ) mit Feldern wie game: SlamDice
settings-bad-value-in = { $field }: { $problem }
# $allowed ist, was die Einstellung erlaubt.
settings-bad-value-allowed = { $field }: { $problem }; erlaubt: { $allowed }
# Was der RON-Leser statt des Erwarteten gefunden hat.
settings-ron-expected-boolean = Wahrheitswert erwartet
settings-ron-expected-float = Gleitkommazahl erwartet
settings-ron-expected-integer = ganze Zahl erwartet
settings-ron-expected-string = Zeichenkette erwartet
settings-ron-expected-list = öffnende `[` erwartet
settings-ron-expected-list-end = schließende `]` erwartet
settings-ron-expected-struct = öffnende `(` erwartet
settings-ron-expected-struct-end = schließende `)` erwartet
settings-ron-expected-option = Option erwartet
settings-ron-expected-identifier = Bezeichner erwartet
settings-ron-expected-comma = Komma erwartet
settings-ron-integer-out-of-bounds = ganze Zahl außerhalb des Bereichs
# $char ist das Zeichen, in Anführungszeichen.
settings-ron-unexpected-char = unerwartetes Zeichen { $char }
# $expected und $found sind die eigenen (englischen) Worte des Lesers für einen Typ und einen Wert.
settings-ron-wrong-type = { $expected } erwartet, aber { $found } gefunden
# $expected sind die eigenen Worte des Lesers für die erwartete Liste; $n, wie viele Elemente es waren.
settings-ron-wrong-length = { $expected } erwartet, aber { $n ->
    [0] keine Elemente
    [one] ein Element
   *[other] { $n } Elemente
} gefunden

## Dateien lesen und schreiben, die jemand bearbeitet haben könnte (Einstellungen, Spielaufzeichnungen)

file-missing = Datei nicht vorhanden
# $kind ist "directory" oder "special" (ein FIFO, ein Socket, ein Gerät).
file-not-a-file = { $kind ->
    [directory] das ist ein Ordner, keine Datei
   *[special] das ist keine reguläre Datei (ein FIFO oder ein Gerät?)
}
# $bytes ist die Größe der Datei, $cap das Meiste, was gelesen wird.
file-too-large = die Datei hat { $bytes } Bytes; gelesen werden höchstens { $cap }
# $byte ist das erste ungültige Byte („0xFF“), $offset, wo es steht.
file-not-utf8 = kein UTF-8-Text (Byte { $byte } bei Position { $offset })
file-no-name = der Pfad hat keinen Dateinamen
file-too-many-aside = es wurden schon zu viele Dateien beiseitegelegt
