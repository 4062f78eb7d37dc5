# Das Menü des Fensters (Esc): die Anzeige-Einstellungen.
menu-display = Anzeige
menu-language = Sprache:
menu-ui-scale = Größe der Oberfläche
menu-animation-speed = Animationstempo
menu-reduced-motion = Weniger Bewegung (Würfel erscheinen ruhend, ohne Rollen)
menu-fullscreen = Vollbild (F11)
menu-theme = Farbschema:
menu-theme-dark = Dunkel
menu-theme-light = Hell
menu-theme-high-contrast = Hoher Kontrast
menu-graphics = Grafik:
menu-graphics-auto = Automatisch
menu-graphics-auto-hint = Niedrig ohne Grafikkarte, sonst Hoch
menu-graphics-low = Niedrig
menu-graphics-high = Hoch
menu-odds-panel = Chancen-Tafel (O)
menu-audience = Publikum rät auf Handys mit
menu-audience-hint = Handys ohne Platz beantworten vor jedem Wurf eine Frage und werden gegen die genauen Chancen gewertet; neben dem Tisch steht eine Bestenliste.

## Die Summen der Golfkarte und die Überschriften der Statistik-Tabelle.

# Wie auf deutschen Golf-Scorekarten: OUT (Löcher 1–9), IN (10–18), dann die Gesamtsumme.
card-out = OUT
card-in = IN
card-total = GESAMT
# $column ist der Schlüssel der Spalte.
stat-column = { $column ->
    [name] Spieler
    [golf-games] Golfspiele
    [golf-wins] Siege
    [mean-hole] Ø pro Loch
    [best-hole] Bestes Loch
    [straights-roll-1] Straßen im 1. Wurf
    [slam-games] Slam-Spiele
    [slam-losses] Niederlagen
    [single] Einfach
    [small] Klein
    [grand] Groß
    [busts] Überworfen
    [golf-luck] Golf-Glück
   *[slam-luck] Slam-Glück
}
# Das Zeichen eines Platzes, nach dem Schlüssel seiner Form.
mark-name = { $shape ->
    [circle] Kreis
    [square] Quadrat
    [triangle] Dreieck
    [star] Stern
    [bar] Balken
    [hexagon] Sechseck
    [pentagon] Fünfeck
   *[cross] Kreuz
}
# Die Oberfläche der Würfel eines Platzes, nach ihrem Schlüssel.
finish-name = { $finish ->
    [pearl] Perlmutt
    [marble] Marmor
    [metal] Metall
   *[solid] einfarbig
}

## Was ein Bildschirmleser für die Felder der Karte, die flach gezeichneten Würfel und
## die Zeichen sagt; die Teile werden mit `list-separator` verbunden.

# Golfpunkte: $sign ist plus, minus oder zero; $points ist ohne Vorzeichen.
spoken-points = { $sign ->
    [plus] plus { $points }
    [minus] minus { $points }
   *[zero] { $points }
}
spoken-total = insgesamt { $points }
spoken-hole = Loch { $hole }
# $holes ist die Überschrift einer Summenspalte (OUT, IN, 19–27).
spoken-nine = Löcher { $holes }
spoken-playing-now = wird gerade gespielt
spoken-not-played = nicht gespielt
spoken-score-of = { $score } von { $target }
spoken-slam-number = Slam-Zahl { $face }
# $place ist eine Ordnungszahl („1.“).
spoken-safe = gerettet, als { $place }
spoken-loser = hat verloren
spoken-to-roll = noch zu würfeln
spoken-set-aside = beiseitegelegt
spoken-slam-hit = Slam-Treffer
spoken-mark = Zeichen von { $player }: { $mark }

## Das Menü (Esc): sein Rahmen, der Ton und die Spiel-Einstellungen.

menu-title = Menü & Einstellungen
# Der Titel, wenn das Fenster für den langen zu schmal ist.
menu-title-short = Menü
# $path ist die Einstellungsdatei.
menu-saved-to = Gespeichert in { $path }
menu-close = Schließen (Esc)
menu-new-game = Neues Spiel einrichten
menu-rules = Regeln (F1)
menu-quit = Beenden
menu-notices = Hinweise
menu-sound = Ton
menu-volume = Lautstärke
menu-muted = Stumm
menu-game-and-variants = Spiel und Varianten
menu-next-game = Änderungen hier gelten ab dem nächsten Spiel.
# Der Name eines Spiels vor seinen Varianten.
menu-game-label = { $game }:
menu-slam-shared = gemeinsame Slam-Zahl
menu-slam-per-player = eigene je Spieler
# Vor einer Zahl, die man ziehen kann.
menu-target-prefix = Ziel{" "}
menu-single-prefix = Einfach +
menu-small-prefix = Klein +
# Nach einer Zahl, die man ziehen kann ($n ist diese Zahl).
menu-holes-suffix = { $n ->
    [one] {" "}Loch
   *[other] {" "}Löcher
}
menu-rolls-suffix = { $n ->
    [one] {" "}Wurf pro Loch
   *[other] {" "}Würfe pro Loch
}
menu-ordered-straight = geordnete Straße
# $problem sagt, was mit den Varianten nicht stimmt.
menu-not-saved = ⚠ { $problem } — wird erst gespeichert, wenn es behoben ist
menu-players-on-setup = Namen und Plätze der Spieler legst du in der Spielvorbereitung fest.

## Das Blatt am Spielende.

game-over-title = Spielende
game-over-luck = Glück
game-over-play-again = Noch einmal (Enter)
game-over-play-again-short = Noch einmal
game-over-new-setup = Neu einrichten
game-over-working-out = Die Geschichte des Spiels wird ausgewertet…
print-card-button = Karte drucken
print-card-hint = Die Karte, ihr Ergebnis und ihr Chancenverlauf als PDF

## Der Verlauf der gespeicherten Spiele (der Knopf „Verlauf“ der Spielvorbereitung).

history-title = Verlauf
history-tab-games = Spiele
history-tab-stats = Statistik
history-tab-dice = Würfel
history-reading = Die gespeicherten Spiele werden gelesen…
history-back = ◀ Zurück zur Vorbereitung
history-back-short = ◀ Zurück
history-none = Noch keine beendeten Spiele: Jedes Spiel, das zu Ende gespielt wird, wird hier aufbewahrt.
history-column = { $column ->
    [finished] Beendet
    [game] Spiel
    [players] Spieler
   *[result] Ergebnis
}
# Wann ein Spiel endete: $day ist ein Datum (02.01.2025), $time eine Uhrzeit (20:00), in UTC.
history-when = { $day } { $time } UTC
# Die Gewinner eines Golfspiels, ihre Namen verbunden ($count von ihnen).
history-won-by = { $count ->
    [one] gewonnen von { $names }
   *[other] gewonnen von { $names }
}
history-lost = { $name } hat verloren
history-watch = ▶ Ansehen
history-print = Drucken
history-no-stats = Noch keine Statistik.

## Die Regel-Tafel (F1), die Chancen-Tafel (O) und der Würfel-Reiter des Verlaufs.

# $game ist der Name des Spiels.
rules-panel-title = Regeln — { $game }
rules-panel-close = Schließen (F1)
odds-panel-title = Chancen (O)
odds-panel-updating = wird aktualisiert…
odds-panel-working = Wird berechnet…
dice-tab-luck = Glück: erzielte Punkte im Vergleich zu dem, was die exakten Chancen erwarten ließen
dice-tab-no-game = Noch kein Spiel zu Ende gespielt.
# Der Titel einer Auszählung: wessen Würfel, welche Würfel ($source), wie viele ($dice, „60 Würfel“).
dice-tab-tally = { $who } · { $source } · { $dice }
# Der Test der Auszählung: die erwartete Anzahl je Augenzahl, die Chi-Quadrat-Statistik, ihr p-Wert.
dice-tab-test = erwartet je { $expected } · χ² { $chi2 } · p { $p }
# Ein in der Auszählung gezeichneter Würfel, für einen Bildschirmleser.
dice-tab-face = Augenzahl { $face }
# Die Balken, für einen Bildschirmleser: $counts die Anzahl jeder Augenzahl, verbunden.
dice-tab-spoken = { $counts } je Augenzahl, erwartet je { $expected }
# Die Linie im Chancenverlauf beim angezeigten Wurf.
chart-on-show = angezeigt

## Das Publikum auf dem gemeinsamen Bildschirm.

hud-audience-title = Publikum · { $n } raten mit
hud-audience-joined = { $n ->
    [one] 1 im Publikum: Antworten zählen ab dem nächsten Wurf
   *[other] { $n } im Publikum: Antworten zählen ab dem nächsten Wurf
}
hud-audience-odds = Die Chancen: { $points }
hud-audience-lesson = Die Lektion
hud-audience-block = { $name } blockieren (solange Handys an sind)
game-over-calibration = Die Lektion: wenn das Publikum … sagte, wie oft es eintraf
game-over-calibration-legend = Säulen: wie oft die Antworten eintrafen, nach dem, was das Publikum sagte (0 % links, 100 % rechts; darunter die Zahl der Antworten). Die Linie: Sagen und Eintreffen stimmen überein. Punkte: was die genauen Chancen zu denselben Antworten sagten.
