# Die gedruckte Punktekarte und Spielanleitung (und die Diagrammseite).

paper-player = Spieler
paper-slam-number = Slam-Zahl
paper-score = Punkte
paper-place = Platz
paper-date = Datum
paper-scorekeeper = Schreiber
paper-first-player = Startspieler
paper-sheet-title = { $game } — Spielanleitung
paper-card-title = { $game } — Punktekarte
paper-slam-number-shared = Eine Slam-Zahl für alle.
paper-slam-number-per-player = Jeder Spieler würfelt seine eigene Slam-Zahl.
# $summary sind die Hausregeln von Slam Dice in einer Zeile, $numbers einer der beiden Sätze oben.
paper-slam-house-rules = { $summary } { $numbers }
# $order ist "ordered" (die geordnete Straße) oder "any".
paper-golf-house-rules = { $holes ->
        [one] { $holes } Loch
       *[other] { $holes } Löcher
    }, höchstens { $rolls ->
        [one] { $rolls } Wurf
       *[other] { $rolls } Würfe
    } pro Loch, { $order ->
        [ordered] die Straße der Reihe nach von 1 aufwärts
       *[any] die Straße in beliebiger Reihenfolge
    }.
# $day ist ein Datum (2025-01-02), $from, $to und $at Uhrzeiten (20:00), alle in UTC.
paper-played = Gespielt am { $day }, { $from } bis { $to } UTC
paper-finished = Beendet am { $day }, { $at } UTC
paper-started = Begonnen am { $day }, { $at } UTC
paper-roll-off = { $first } hat angefangen; { $keeper } hat angeschrieben.
paper-unfinished = Noch nicht beendet
paper-footer = Gedruckt von Party Dice: dieselben Regeln mit denselben Worten wie in der Regel-Tafel des Programms.
chart-title-win = Wie sich für jeden Spieler die Gewinnchance entwickelt hat, Wurf für Wurf
chart-title-lose = Wie sich für jeden Spieler das Risiko zu verlieren entwickelt hat, Wurf für Wurf
# Was die Abschnitte des Diagramms sind.
chart-unit-hole = Loch
chart-unit-turn = Zug
# Die Achse des Diagramms, unter ihrem rechten Ende: $unit ist chart-unit-hole oder chart-unit-turn.
chart-axis = { $unit } →
# Vor einer Schreiblinie auf einer leeren Karte: $label ist paper-date, paper-first-player,
# paper-scorekeeper oder paper-slam-number.
paper-blank-field = { $label }:
# Auf einer ausgefüllten Slam-Dice-Karte: $number ist die eine Slam-Zahl, mit der alle gespielt haben.
paper-slam-number-drawn = Slam-Zahl: { $number }
# Falsche Spielerzahl für eine Karte: $lo und $hi sind die wenigsten und meisten Spieler,
# für die eine Karte Platz hat, $players die verlangte Zahl.
print-error-players = eine Karte hat Platz für { $lo } bis { $hi } Spieler, nicht für { $players }
# Eine Schrift ließ sich nicht ins PDF einbetten: $font ist ihr PostScript-Name
# (LiberationSans-Bold), $why der Grund, im Englisch der Schriftbibliothek.
print-error-font = die Schrift { $font } konnte nicht eingebettet werden: { $why }
# Das PDF ließ sich nicht schreiben: $path ist die Datei oder der Ordner, $why der Grund des Systems.
print-error-write = { $path } konnte nicht geschrieben werden: { $why }
# Die Befehlszeilenoption --paper bekam etwas anderes: $text ist das Eingetippte.
print-paper-unknown = „{ $text }“ ist kein Papierformat: Verwende a4 oder letter
# Der Hinweis im Fenster, sobald eine Karte geschrieben ist: $path ist die PDF-Datei.
print-done = Die Karte wurde gedruckt: { $path }
# Der Hinweis, wenn nicht: $why ist eine der print-error-Meldungen (oder was mit der
# Datei des Spiels nicht stimmt).
print-failed = Die Karte konnte nicht gedruckt werden: { $why }
print-no-folder = Die Karte konnte nicht gedruckt werden: Es gibt keinen Ordner, in den sie geschrieben werden kann.
# Einmal gemeldet, wenn eine Karte Zeichen enthält, die keine Schrift auf diesem Computer hat
# (sie werden als „?“ gedruckt): $chars sind diese Zeichen, durch Leerzeichen getrennt; $count wie viele.
print-missing-glyphs = { $count ->
        [one] Keine Schrift auf diesem Computer enthält das Zeichen { $chars }: Die Karte druckt es als „?“. Installiere eine Schrift, die es enthält (unter Linux die Pakete fonts-noto), dann wird es gedruckt.
       *[other] Keine Schrift auf diesem Computer enthält die Zeichen { $chars }: Die Karte druckt sie als „?“. Installiere Schriften, die sie enthalten (unter Linux die Pakete fonts-noto), dann werden sie gedruckt.
    }
paper-mark-finish = { $mark }, { $finish }
