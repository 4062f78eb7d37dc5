# Die Worte der Befehlszeile: was `party-dice replay`, `odds`, `story`, `history`, `stats`,
# `print`, `sim`, `render-sound` und `phone-page` für Menschen ausgeben, und ihre
# Fehlermeldungen. Die Ausgabe von `--json` wird nicht übersetzt.
# Optionsnamen (--out, --blank), Dateinamen, RON und Befehlsbeispiele bleiben, wie sie sind.

## Gemeinsam

# Ein Problem mit einer Datei, wie Compiler es schreiben: $file ist die Datei, $problem, was nicht stimmt.
cli-file-problem = { $file }: { $problem }
# Nach der Meldung zu einer defekten Einstellungsdatei, wenn `print` eine leere Karte macht.
cli-print-default-rules = (die Karte verwendet die Standard-Hausregeln)
# `party-dice` ohne sein Spielfenster gebaut, aber aufgefordert, es zu öffnen.
cli-no-window = diese Version von party-dice hat kein Spielfenster (ohne das Feature `gui` gebaut); versuche `party-dice --help`

## Prüfungen von Optionswerten (nach den eigenen Worten von clap zum „ungültigen Wert“).

# $text ist das Eingetippte, in Anführungszeichen.
cli-bad-page = { $text } ist keine Seitenadresse: Schreibe https://HOST/PATH/
# $text ist das Eingetippte, in Anführungszeichen; $lo und $hi der niedrigste und höchste Port.
cli-bad-port = { $text } ist weder 0 (ein beliebiger freier Port) noch ein Port von { $lo } bis { $hi }
# $text ist das Eingetippte, in Anführungszeichen.
cli-bad-size = { $text } hat nicht die Form BREITExHÖHE
# $text ist eine Seitenlänge wie eingetippt, in Anführungszeichen; $lo und $hi die kleinste und größte.
cli-bad-side = { $text } ist keine Seitenlänge von { $lo } bis { $hi } Pixeln

## `replay FILE`: das Protokoll des Spiels und die Punktekarte am Ende.

# Die erste Zeile: $game ist der Name des Spiels, $players die Namen der Spieler als Liste.
cli-replay-heading = { $game } — { $players }
# Die letzte Zeile: $finished ist "yes" oder "no"; $used der $dice Würfelwerte der Aufzeichnung wurden verwendet.
cli-replay-end = { $finished ->
    [yes] Spiel beendet
   *[no] Spiel nicht beendet
}; { $used } von { $dice } Würfelwerten verwendet.
# Die Überschriften der Golfkarte: die Spalte der Spieler, die ersten neun, die zweiten, die Gesamtsumme
# (dieselben Wörter wie card-out, card-in, card-total).
cli-replay-player = Spieler
cli-replay-out = OUT
cli-replay-in = IN
cli-replay-total = GESAMT
# Abzeichen hinter der Zeile eines Golfers.
cli-replay-first = (fängt an)
cli-replay-scorekeeper = (schreibt an)
cli-replay-winner = SIEGER
# Eine Slam-Dice-Zeile: $number ist die Slam-Zahl des Spielers, oder "-", bevor sie gewürfelt ist.
cli-replay-slam-number = Slam-Zahl { $number }

## `story FILE`: die Chance jedes Spielers, Wurf für Wurf.

# $game ist der Name des Spiels, $players die Namen als Liste, $rolls, wie viele Würfe es
# gab, $goal "win" (Straight Golf) oder "lose" (Slam Dice: das Risiko zu verlieren).
cli-story-heading = { $game } — { $players } ({ $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfe
}; für jeden Spieler { $goal ->
    [win] die Gewinnchance
   *[lose] das Risiko zu verlieren
})
# Die Chance eines Spielers am Anfang: $name und $chance (ein Prozentwert).
cli-story-chance = { $name } { $chance }
# Die Chancen vor dem ersten Wurf: $chances ist die Liste der Zeilen oben.
cli-story-start = Start: { $chances }
cli-story-nothing-rolled = Es wurde noch nichts gewürfelt.
# Die Lektion des Publikums, eine Zeile je Zehntel des Gesagten: $from und $to begrenzen
# das Zehntel, $happened von $count Antworten trafen ein ($rate), $said ist, was das
# Publikum im Mittel sagte, $odds, was die exakten Chancen zu denselben Antworten sagten.
cli-story-lesson-bin = { $from }–{ $to }: { $happened } von { $count } trafen ein ({ $rate }); das Publikum sagte { $said }, die Chancen { $odds }
# Unter der Rangliste des Publikums: was der Stern neben einem Namen bedeutet.
cli-story-beat = ★ schlägt die Chancen

## `odds FILE`: die Chancen dort, wo ein aufgezeichnetes Spiel steht.

# $game ist der Name des Spiels, $players die Namen als Liste; $used von $dice Werten verwendet.
cli-odds-heading = { $game } — { $players } ({ $used } von { $dice } Würfelwerten verwendet)
# Wie die Chancen ermittelt wurden (in Klammern nach „Gewinnchance“).
cli-odds-exact = exakt
# $games ist die Zahl der durchgespielten Spiele, $se der Standardfehler als Prozentwert.
cli-odds-monte-carlo-se = Monte-Carlo, { $games } Spiele, Standardfehler { $se }
cli-odds-monte-carlo = Monte-Carlo
# Was ein Golfer beiseitegelegt hat: nichts, oder $faces (die Augenzahlen, "2 3 4").
cli-odds-nothing-aside = nichts beiseitegelegt
cli-odds-set-aside = { $faces } beiseitegelegt
# $name würfelt Wurf $roll_number von $rolls an einem Loch; $aside ist eine der beiden Zeilen oben.
cli-odds-golf-to-roll = { $name } ist dran: Wurf { $roll_number } von { $rolls }, { $aside }.
cli-odds-this-hole = Dieses Loch:
# $chance ist so geschrieben, wie die Chancen-Tafel Chancen schreibt („1 von 6 (16,7 %)“).
cli-odds-straight = Straße: { $chance }
# $points ist eine Zahl mit Vorzeichen und zwei Nachkommastellen („+0,25“).
cli-odds-expected = Erwartete Punkte: { $points }
# $points sind die Punkte eines Lochs mit Vorzeichen („+1“, „-3“), $chance ihre Chance.
cli-odds-points = { $points } an diesem Loch: { $chance }
cli-odds-roll-off = Auswürfeln: { $name } würfelt als Nächstes; es wird noch kein Loch gespielt.
cli-odds-over = Das Spiel ist vorbei.
# $method ist, wie die Chancen ermittelt wurden („exakt“).
cli-odds-chance-to-win = Gewinnchance ({ $method }):
# $total ist die Gesamtsumme des Golfers mit Vorzeichen.
cli-odds-golf-player = { $name } (gesamt { $total }): { $chance }
cli-odds-next-roll = Nächster Wurf:
# $outcome ist, was der Wurf bewirken kann („Großer Slam“), $chance seine Chance.
cli-odds-outcome = { $outcome }: { $chance }
# $name würfelt bei $score Punkten von $target.
cli-odds-slam-to-roll = { $name } ist dran, bei { $score } von { $target }.
# $name ist der Spieler, dessen Slam-Zahl noch gewürfelt werden muss.
cli-odds-player-slam-number-to-come = Eine Slam-Zahl (die von { $name }) muss noch gewürfelt werden; die Chancen für den nächsten Wurf folgen, sobald jede Slam-Zahl feststeht.
cli-odds-slam-number-to-come = Eine Slam-Zahl muss noch gewürfelt werden; die Chancen für den nächsten Wurf folgen, sobald jede Slam-Zahl feststeht.
cli-odds-finishes-this-turn = { $name } kommt in diesem Zug ins Ziel: { $chance }
# $method ist, wie die Chancen ermittelt wurden („exakt“).
cli-odds-chance-to-lose = Risiko zu verlieren ({ $method }):
# Wo ein Slam-Dice-Spieler steht, in Klammern nach dem Namen: im Ziel, oder $score von $target.
cli-odds-finished = im Ziel
cli-odds-score-of = { $score } von { $target }
# $at ist eine der beiden Zeilen oben.
cli-odds-slam-player = { $name } ({ $at }): { $chance }

## `print`: das geschriebene PDF, und warum es nicht geschrieben wurde.

# $file ist das PDF, $what cli-print-filled oder cli-print-blank, $bytes seine Größe.
cli-print-wrote = { $file } geschrieben: { $what }, { $bytes } Bytes
cli-print-filled = die ausgefüllte Karte und ihr Chancenverlauf
# $players ist, wie viele Zeilen die leere Karte hat.
cli-print-blank = die Regeln und eine leere Karte für { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}
cli-print-needs-out = print braucht --out FILE.pdf: wohin das PDF geschrieben wird
cli-print-not-both = print nimmt eine Spieldatei oder --blank, nicht beides
cli-print-needs-game = print braucht ein gespeichertes Spiel (print GAME.ron --out FILE.pdf) oder --blank --game slam-dice|straight-golf
cli-print-blank-options = --game, --players, --rounds und --ordered gelten für eine leere Karte (--blank): Die Karte eines gespeicherten Spiels hat ihre eigenen
cli-print-blank-needs-game = --blank braucht --game slam-dice oder --game straight-golf
cli-print-golf-only = --rounds und --ordered gehören zu Straight Golf: Eine Slam-Dice-Karte hat keins von beiden
# $lo und $hi sind die wenigsten und meisten Löcher, $rounds das Verlangte.
cli-print-bad-rounds = --rounds muss zwischen { $lo } und { $hi } liegen, nicht { $rounds }

## `phone-page --out DIR`

# $file ist die geschriebene Seite.
cli-phone-page-written = Handy-Seite geschrieben: { $file }
cli-phone-page-serve = stelle sie über https bereit und setze dann online.page auf ihre Adresse
# $dir ist der Ordner, $reason der Grund des Systems.
cli-phone-page-failed = die Handy-Seite kann nicht in { $dir } geschrieben werden: { $reason }

## `render-sound`: die geschriebene WAV-Datei, und falsche Argumente.

cli-sound-needs-values = render-sound braucht die Würfelwerte, z. B. --values 3,5,6
cli-sound-needs-out = render-sound braucht eine Datei zum Schreiben, z. B. --out throw.wav
# $text ist das Eingetippte, in Anführungszeichen; $most die meisten Würfel eines Wurfs.
cli-sound-not-a-value = --values: { $text } ist kein Würfelwert; gib 1 bis { $most } Augenzahlen an, etwa 3,5,6
# $text ist das Eingetippte, in Anführungszeichen.
cli-sound-not-a-throw = { $text } ist kein Wurf: Gib SEED:WERTE an, etwa 7:3,5,6
# $problem ist, was mit einem Würfelwert nicht stimmt.
cli-sound-values-problem = --values: { $problem }
# $most ist die größte Zahl an Würfeln eines Wurfs, $n, wie viele angegeben wurden.
cli-sound-dice-count = --values: ein Wurf hat 1 bis { $most } Würfel, nicht { $n }
# $problem nennt das unbekannte Geräusch und die bekannten.
cli-sound-cue-problem = --cue: { $problem }
# $value ist das Angegebene, $lo und $hi der erlaubte Bereich.
cli-sound-bad-volume = --volume: { $value } liegt nicht zwischen { $lo } und { $hi }
cli-sound-bad-speed = --speed: { $value } liegt nicht zwischen { $lo } und { $hi }
cli-sound-bad-skip = --skip-at: { $value } ist keine Zeit in Sekunden (0 oder mehr)
# Die Datei konnte nicht geschrieben werden: $problem sagt, warum.
cli-sound-failed = render-sound: { $problem }
# $file ist die WAV-Datei, $seconds ihre Länge, $rate die Abtastrate, $cues, wie viele Geräusche
# sie enthält, $level eine der beiden Zeilen unten.
cli-sound-wrote = { $file } geschrieben: { $seconds } s, { $rate } Hz mono 16 Bit, { $cues ->
    [one] { $cues } Geräusch
   *[other] { $cues } Geräusche
}, { $level }
cli-sound-silent = lautlos
# $db ist der Pegel des lautesten Samples, in Dezibel unter Vollaussteuerung („-7,1“).
cli-sound-peak = Spitze { $db } dBFS

## `history` und `stats`: die gespeicherten Spiele.

# $dir ist der Ordner des Verlaufs.
cli-history-none = Noch keine Spiele in { $dir } gespeichert.
# $games ist, wie viele Spiele aufgeführt werden, $dir der Ordner des Verlaufs.
cli-history-heading = { $games ->
    [one] { $games } gespeichertes Spiel
   *[other] { $games } gespeicherte Spiele
} in { $dir }, das neueste zuerst:
# Wann ein Spiel endete: $date ist 2025-01-02, $time 20:15, in UTC.
cli-history-time = { $date } { $time } UTC
cli-history-unknown-time = unbekannt
# Das Ergebnis eines Spiels: der Verlierer, der eine Gewinner oder die Gewinner als Liste ($names).
cli-history-lost-by = { $name } hat verloren
cli-history-won-by = { $name } hat gewonnen
cli-history-shared-by = { $names } teilen sich den Sieg
# Die Überschriften der Liste der Spiele.
cli-history-column-finished = Beendet
cli-history-column-game = Spiel
cli-history-column-players = Spieler
cli-history-column-result = Ergebnis
cli-history-column-file = Datei
# Dateien im Ordner des Verlaufs, die keine gespeicherten Spiele sind: $files wie viele, $dir der Ordner.
cli-history-unreadable = { $files ->
    [one] { $files } unlesbare Datei in { $dir }, unverändert gelassen:
   *[other] { $files } unlesbare Dateien in { $dir }, unverändert gelassen:
}
# Die Überschriften der Tabellen von `stats` (kurz: Spalten mit Zahlen stehen darunter).
cli-stats-column-games = Spiele
cli-stats-column-wins = Siege
cli-stats-column-mean-hole = Ø Loch
cli-stats-column-best-hole = bestes Loch
cli-stats-column-straights-roll-1 = Straßen im 1. Wurf
cli-stats-column-losses = Niederlagen
cli-stats-column-single = einfach
cli-stats-column-small = klein
cli-stats-column-grand = groß
cli-stats-column-busts = überworfen

## `stats --dice`

# $games ist, wie viele gespeicherte Spiele gezählt wurden, $dir der Ordner des Verlaufs.
cli-dice-heading = Würfel aus { $games ->
    [one] { $games } gespeicherten Spiel
   *[other] { $games } gespeicherten Spielen
} in { $dir }
# Die Überschriften nach den sechs Augenzahlen: alle Würfel, die je Augenzahl erwarteten
# Würfel, die Chi-Quadrat-Statistik und ihr p-Wert.
cli-dice-column-dice = Würfel
cli-dice-column-expected = erwartet
cli-dice-column-chi-square = Chi²
cli-dice-column-p = p
cli-dice-luck-heading = Glück: die erzielten Punkte im Vergleich zu den Punkten, die die exakten Chancen erwarten ließen

## `sim`: Spiele mit festem Seed gegen die exakten Chancen.

# Die Worte des Fortschrittsbalkens: $done von $total Spielen gespielt, noch etwa $seconds Sekunden.
cli-sim-progress = { $done }/{ $total } Spiele, noch { $seconds } s
# $problem ist, warum die Spiele nicht gespielt werden konnten.
cli-sim-failed = sim: { $problem }
# $ordered ist "yes" für die Variante mit geordneter Straße; $holes Löcher wurden in $games
# Spielen mit $players Spielern und $rounds Runden gespielt; $seed war der Seed der Würfel.
cli-sim-golf-heading = { game-straight-golf }, { $ordered ->
    [yes] geordnete Straße
   *[no] Standard
}: { $holes ->
    [one] { $holes } Loch
   *[other] { $holes } Löcher
} ({ $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
} × { $players } Spieler × { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}), Seed { $seed }
# $players Spieler, $mode "shared" (gemeinsame) oder "per-player" (eigene) Slam-Zahlen, das Ziel
# $target, $games Spiele, $seed war der Seed der Würfel.
cli-sim-slam-heading = { game-slam-dice }, { $players } Spieler, { $mode ->
    [per-player] Slam-Zahl je Spieler
   *[shared] gemeinsame Slam-Zahl
}, Ziel { $target }: { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, Seed { $seed }
# Die Überschriften der Tabelle: die Punkte eines Lochs, die exakte Chance, der simulierte
# Anteil und ihre Differenz in Standardfehlern (SE).
cli-sim-column-score = Punkte
cli-sim-column-exact = exakt
cli-sim-column-monte-carlo = Monte-Carlo
cli-sim-column-diff = Diff/SE
# Die Zeile der mittleren Punkte je Loch.
cli-sim-mean = Mittel
# Die Zeilen der Slam-Dice-Tabelle; $seat zählt ab 1.
cli-sim-finish-from-zero = in einem Zug von 0 ins Ziel
cli-sim-seat-loser = Platz { $seat } verliert
cli-sim-rolls-per-game = Würfe pro Spiel
cli-sim-turns-per-game = Züge pro Spiel

## Der Ordner des Verlaufs: warum eine Datei kein gespeichertes Spiel ist, und warum ein Spiel
## nicht aufbewahrt werden konnte (im Terminal und im Verlauf des Fensters).

history-error-folder-not-game = ein Ordner, keine Spieldatei
history-error-not-regular = keine reguläre Datei
# $used der $dice Werte der Aufzeichnung wurden verwendet, und das Spiel ist nicht vorbei.
history-error-not-finished = das Spiel ist nicht beendet ({ $used } von { $dice } Würfelwerten verwendet)
# $dir ist der Ordner des Verlaufs, $reason der Grund des Systems.
history-error-cannot-read-folder = { $dir } kann nicht gelesen werden: { $reason }
# $reason ist der Grund des Systems.
history-error-cannot-read = Lesen nicht möglich: { $reason }
# $reason ist, was mit den Spielern oder den Hausregeln nicht stimmt.
history-error-cannot-keep = das Spiel kann nicht aufbewahrt werden: { $reason }
history-error-keep-not-finished = das Spiel ist nicht beendet ({ $used } von { $dice } Würfelwerten ergeben ein unbeendetes Spiel)
history-error-encode = das Spiel konnte nicht als RON geschrieben werden: { $reason }
history-error-make-folder = der Ordner des Verlaufs { $dir } konnte nicht angelegt werden: { $reason }
# $file ist die Datei des gespeicherten Spiels.
history-error-exists = { $file } enthält bereits ein anderes Spiel; die Datei blieb unverändert
history-error-write = { $file } konnte nicht geschrieben werden: { $reason }

## Eine Spielaufzeichnung, die sich nicht lesen lässt (replay, odds, story, print FILE).

# Das Problem mit seiner Stelle in der Datei: $line und $col zählen ab 1.
record-detail-at = Zeile { $line }, Spalte { $col }: { $problem }
record-too-large = die Datei hat { $bytes } Bytes; eine Spielaufzeichnung hat höchstens { $cap }
# $why ist, was das System gesagt hat.
record-cannot-read = Lesen nicht möglich: { $why }
# $offset ist das Byte, an dem der Text aufhört, UTF-8 zu sein.
record-not-text = keine Textdatei (ungültiges UTF-8 bei Byte { $offset })
record-empty = die Datei ist leer; erwartet wird eine Spielaufzeichnung wie (game: SlamDice, players: [..], dice: [..])
# $problem ist das Wort des Lesers für einen unbekannten Namen; die Namen in Klammern sind die von RON, unübersetzt.
record-unknown-variant = { $problem } (Spiele: SlamDice, StraightGolf; slam_number: Shared, PerPlayer)
