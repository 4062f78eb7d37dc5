# Der Einstellungsbildschirm: Spielwahl und Würfel.
setup-game = Spiel
setup-dice = Würfel:
setup-dice-thrown = auf dem Bildschirm geworfen
setup-dice-real = echte Würfel (Augen eintippen)

# Spielerliste
setup-players = Spieler ({ $min }–{ $max }), in Sitzreihenfolge
setup-mark-hint = Zeichen: { $mark }
setup-finish-hint = Würfel von { $who }: { $finish } (klicken für die nächste Oberfläche)
setup-player-who = Spieler { $n }
setup-move-up = { $who } einen Platz nach oben
setup-move-down = { $who } einen Platz nach unten
setup-remove = { $who } entfernen
setup-add-player = + Spieler hinzufügen
setup-default-name = Spieler { $n }

# Varianten
setup-slam-number = Slam-Zahl:
setup-slam-shared = eine für alle
setup-slam-per-player = jeder seine eigene
setup-holes = Löcher:
setup-holes-suffix = {" "}Löcher
setup-ordered-straight = Geordnete Straße (Würfel nur der Reihe nach 1, 2, 3… ablegen)

# Handys
setup-phones = Mit Handys spielen
setup-phones-hint = Jeder wirft von seinem eigenen Handy oder Laptop
setup-online = Online spielen
setup-online-hint = Freunde im Videoanruf werfen von ihren eigenen Handys, über einen Vermittler
setup-join-screen = Beitrittsseite (J)
setup-phones-at = { $url } Code { $code } · { $held } am Handy
setup-phones-at-online = { $url } Code { $code } · { $held } am Handy · online
setup-phones-at-link-down = { $url } Code { $code } · { $held } am Handy · Online-Verbindung getrennt

# Knöpfe
setup-start-keyed = Start (Enter)
setup-start = Start
setup-resume-keyed = Fortsetzen (R)
setup-resume = Fortsetzen
setup-history-keyed = Verlauf (H)
setup-history = Verlauf
# Die Spielvorbereitung: was an ihr nicht stimmt, darunter ($problem sagt, was).
setup-problem = ⚠ { $problem }
# Der Tooltip des Start-Knopfs, wenn die Karte für die Taste darauf zu schmal ist: die Taste.
setup-start-hint = Enter

## Das Band des Spielbildschirms: der Aufruf-Knopf, mit seiner Taste, wo das Band breit ist,
## und ohne, wo es schmal ist.

hud-roll-keyed = 🎲 Würfeln (Leertaste)
hud-roll = 🎲 Würfeln
hud-confirm-keyed = ✔ Würfel bestätigen (Enter)
hud-confirm = ✔ Bestätigen
# Beim Ansehen eines gespeicherten Spiels: sein nächster Wurf.
hud-next-roll-keyed = ▶ Nächster Wurf (→)
hud-next-roll = ▶ Weiter
# Während die Würfel fliegen: Sie landen sofort.
hud-skip-keyed = ⏩ Überspringen (Leertaste)
hud-skip = ⏩ Überspringen
# Während das Ergebnis eines Wurfs angezeigt wird: Der nächste Zug kommt sofort.
hud-continue-keyed = Weiter (Leertaste)
hud-continue = Weiter

## Die anderen Knöpfe des Bands, mit ihren Tasten und ohne.

hud-menu-keyed = ☰ Menü (Esc)
hud-menu = ☰ Menü
hud-rules-keyed = Regeln (F1)
hud-rules = Regeln
hud-odds-keyed = Chancen (O)
hud-odds = Chancen
hud-log-keyed = Protokoll (L)
hud-log = Protokoll

# Neben den flach gezeichneten Würfeln des letzten Wurfs: was die Ringe um einige bedeuten.
hud-ringed-note = umringt: beiseitegelegt oder Slam-Treffer
# Die Überschrift der Protokoll-Tafel.
hud-game-log = Spielprotokoll (L)

## Die Punktekarten.

# Die Überschrift der Golfkarte über den Namen.
sheet-player = Spieler
# Die Slam-Zahl eines Slam-Dice-Spielers ($number ist ein Würfelwert, oder –, solange er unbekannt ist).
sheet-slam-number = Slam { $number }
# Im Balken eines Slam-Dice-Spielers: der Punktestand und das Ziel.
sheet-score-of = { $score } / { $target }

## Echte Würfel: die Zeile, in der die am Tisch gewürfelten Werte eingetippt werden.

# Der Tooltip eines Augenzahl-Knopfs: $value ist die Augenzahl, zugleich ihre Taste.
dice-entry-face-hint = { $value } (Taste { $value })
# Ein Augenzahl-Knopf, für einen Bildschirmleser.
dice-entry-type = { $value } eintippen
dice-entry-backspace = Rücktaste
# Bestätigt die eingetippten Werte.
dice-entry-ok = ✔ OK

## Hinweise: eine Zeile an einem Rand des Fensters.

# $text ist der Hinweis; $more, wie viele danach noch warten.
notice-line = { $more ->
    [0] ⚠ { $text }
   *[other] ⚠ (+{ $more }) { $text }
}
# Die Einstellungsdatei konnte nicht geschrieben werden; $why ist der Grund des Systems.
notice-settings-not-saved = Einstellungen nicht gespeichert: { $why }
# Einmal pro Lauf: Die Namen einiger Spieler enthalten Buchstaben, die keine Schrift auf diesem
# Computer hat; sie erscheinen als Kästchen. $names sind die Namen dieser Spieler, verbunden; $count wie viele.
font-missing-glyphs = { $count ->
    [one] Einige Buchstaben im Namen von { $names } sind in keiner Schrift auf diesem Computer enthalten und erscheinen als Kästchen. Eine Schrift für ihr Schriftsystem (Noto Sans deckt die meisten ab) würde sie anzeigen.
   *[other] Einige Buchstaben in den Namen von { $names } sind in keiner Schrift auf diesem Computer enthalten und erscheinen als Kästchen. Eine Schrift für ihr Schriftsystem (Noto Sans deckt die meisten ab) würde sie anzeigen.
}


## Warum ein gespeichertes Spiel nicht weitergehen oder der nächste Wurf nicht geworfen
## werden kann (nach „Würfeln nicht möglich: “ und Ähnlichem).

game-resume-no-seed = das gespeicherte Spiel hat keinen Seed (Startwert des Zufalls) und kann daher nicht weitergehen
# $saved Werte standen in der Datei; $used davon passen zum Spiel.
game-resume-extra-dice = { $saved ->
    [one] das gespeicherte Spiel hat { $saved } Würfelwert, aber nur { $used } passt zum Spiel
   *[other] { $used ->
        [one] das gespeicherte Spiel hat { $saved } Würfelwerte, aber nur { $used } passt zum Spiel
       *[other] das gespeicherte Spiel hat { $saved } Würfelwerte, aber nur { $used } passen zum Spiel
    }
}
game-roll-in-flight = die Würfel sind noch in der Luft
# Echte Würfel: Der Wurf braucht $needed Werte, eingetippt wurden $given.
game-roll-wrong-count = { $needed ->
    [one] der Wurf braucht { $needed } Würfelwert, nicht { $given }
   *[other] der Wurf braucht { $needed } Würfelwerte, nicht { $given }
}
# Der Wurf braucht $needed Würfel; $free liegen nicht beiseite.
game-roll-too-few-dice = { $free ->
    [one] der Wurf braucht { $needed } Würfel, aber nur { $free } ist frei
   *[other] der Wurf braucht { $needed } Würfel, aber nur { $free } sind frei
}

## Die Handys, von der Tastatur des Gastgebers aus.

# Der Gastgeber hat das Handy von $name abgelehnt, das als neuer Spieler beitreten wollte.
game-join-refused = { $name } wurde nicht hinzugefügt
game-room-locked = Der Raum ist gesperrt: keine neuen Handys (K öffnet ihn)
game-room-open = Der Raum ist für neue Handys offen

## Die automatische Sicherung. $why ist der Grund (oft in den Worten des Systems), $dir ein
## Ordner, $file eine Datei.

autosave-encode = Das Spiel konnte nicht gesichert werden: { $why }
autosave-directory = Das Spiel konnte nicht in { $dir } gesichert werden: { $why }
autosave-write = Das Spiel konnte nicht in { $file } gesichert werden: { $why }
autosave-history = Das beendete Spiel konnte nicht im Verlauf aufbewahrt werden ({ $why }); es bleibt in der automatischen Sicherung
# Warum das gesicherte Spiel nicht fortgesetzt werden kann, eingesetzt in autosave-unusable und Ähnliches.
autosave-no-seed = es hat keinen Seed (Startwert des Zufalls)
autosave-unusable = Das gesicherte Spiel konnte nicht fortgesetzt werden: { $why }
# Es wurde nach $file verschoben.
autosave-set-aside = Das gesicherte Spiel konnte nicht fortgesetzt werden ({ $why }); es wurde als { $file } aufbewahrt
# $error ist der Grund, warum es nicht verschoben werden konnte.
autosave-not-moved = Das gesicherte Spiel konnte nicht fortgesetzt werden ({ $why }) und konnte nicht beiseitegelegt werden: { $error }

## Die Geräusche, wie der Befehl render-sound sie nennt.

# $name ist der verlangte Name, in Anführungszeichen; $names die Namen aller Tischgeräusche
# (nicht übersetzt: Sie werden auf der Befehlszeile eingetippt).
sound-cue-unknown = kein Tischgeräusch heißt { $name }; die Namen sind: { $names }
sound-wav-too-long = { $samples ->
    [one] { $samples } Sample passt nicht in eine WAV-Datei
   *[other] { $samples } Samples passen nicht in eine WAV-Datei
}

## Der Start des Fensters, auf der Befehlszeile (nach „party-dice: “).

app-no-display = das Spielfenster kann nicht geöffnet werden: keine Anzeige (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt). Die Befehle funktionieren auch ohne: party-dice --help
app-no-scripted-runs = diese Version hat keine geskripteten Läufe (Bildschirmfotos, Tonprüfung); baue sie mit `--features shots`
app-two-scripted-runs = --screenshot-dir und --sound-check-throw sind zwei Läufe: Gib nur einen an
# $dir ist der Ordner, $why der Grund des Systems.
app-screenshot-folder = der Ordner für Bildschirmfotos { $dir } kann nicht angelegt werden: { $why }
# $why sagt, was mit dem angegebenen Wurf nicht stimmt.
app-sound-check-throw = --sound-check-throw: { $why }
