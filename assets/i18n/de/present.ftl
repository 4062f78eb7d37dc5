# Das Spielprotokoll und die Schlagzeilen.

## Das Spielprotokoll: eine Zeile je Wurf oder Ansage (die Protokoll-Tafel, `party-dice replay FILE`).

# Ein Wurf, nach seinem Zweck.
log-rolled-slam-number = { $name } würfelt { $roll } für die Slam-Zahl
log-rolled-slam-turn = { $name } würfelt { $roll }
log-rolled-roll-off = { $name } würfelt { $roll } beim Auswürfeln
log-rolled-tie-break = { $name } würfelt { $roll } im Stechen
log-rolled-hole = { $name } würfelt { $roll } (Loch { $hole }, Wurf { $roll_number })
# Das Ende eines Spiels.
log-game-over-loser = Spielende: { $name } hat verloren
log-game-over-winners = Spielende: { $winners }
# Zwischen den Namen mehrerer Gewinner im Protokoll.
log-names-joiner = {" "}und{" "}
# Slam Dice: die Slam-Zahl und was ein Wurf bewirkt hat (an den Wurf angehängt).
log-slam-number = Die Slam-Zahl ist { $face }
log-player-slam-number = { $name } hat die Slam-Zahl { $face }
log-no-slam = {" "}— kein Slam, Zug vorbei
log-slam = {" "}— { $slam }, +{ $points } → { $score }
log-bust = {" "}— { $slam } würde über das Ziel hinausgehen: überworfen, bleibt bei { $score }
log-safe = { $name } ist gerettet (als { $place })
# Straight Golf: das Auswürfeln, der Schreiber, was ein Wurf beiseitegelegt hat und die Punkte eines Lochs.
log-tie-highest = Gleichstand beim höchsten Wert: { $names } würfeln noch einmal
log-tie-lowest = Gleichstand beim niedrigsten Wert: { $names } würfeln noch einmal
log-goes-first = { $name } fängt an
log-keeps-score = { $name } schreibt an
log-set-aside-nothing = legt nichts beiseite
log-set-aside = legt { $faces } beiseite ({ $total }/{ $dice })
log-straight-on-roll = Straße mit Wurf { $roll_number }
log-dice-short = { $n ->
    [one] { $n } Würfel fehlt
   *[other] { $n } Würfel fehlen
}
log-hole-scored = { $name } erhält { $points } an Loch { $hole } ({ $how }), insgesamt { $total }

## Die Schlagzeile: die große Meldung in der Mitte des Bildschirms nach einem Wurf.

headline-slam-number = Slam-Zahl { $face }
headline-slam-number-detail = Würfle sie, um zu punkten
headline-player-slam-number = { $name }: Slam-Zahl { $face }
headline-loses = { $name } verliert!
headline-last-left = Zuletzt übrig geblieben
# $winners ist der Ausdruck `winners` der Sprache.
headline-winners = { $winners }!
headline-lowest-total = Niedrigste Gesamtsumme
# Zwischen den Namen mehrerer Gewinner in einer Schlagzeile.
headline-names-joiner = {" & "}
headline-grand-slam = GROSSER SLAM!
headline-grand-slam-detail = { $name } springt direkt ins Ziel
# $slam ist der Name eines Slams („Kleiner Slam“).
headline-slam = { $slam }!
headline-slam-detail = { $name } +{ $points } → { $score }
headline-bust = ÜBERWORFEN
headline-bust-detail = { $name }: Ein { $slam } würde über das Ziel hinausgehen — bleibt bei { $score }
headline-safe = { $name } ist gerettet!
# $place ist eine Ordnungszahl („1.“).
headline-safe-detail = Als { $place } im Ziel
# Eine Straße mit dem ersten Wurf: $points mit Vorzeichen („−3“).
headline-straight-first = STRASSE! { $points }
headline-straight = Straße mit Wurf { $roll_number }: { $points }
# Ein Loch ohne Straße: $n Würfel fehlen, $points mit Vorzeichen.
headline-missed = Um { $n } verfehlt: { $points }

## Das Band über dem Tisch: wer als Nächstes was tut, in der langen Form, dann eine kurze
## und die kürzeste Form für ein schmales Fenster (Name und Zahlen bleiben).

banner-slam-number = Die Slam-Zahl auswürfeln
banner-player-slam-number = { $name } — würfle deine Slam-Zahl
banner-turn = { $name } ist dran
banner-keep-going = { $name } — Wurf { $roll_number }, weiter so!
banner-roll-off = { $name } — würfle aus, wer anfängt
banner-tie-break = { $name } — würfle noch einmal für das Stechen
banner-hole = { $name } — Loch { $hole }, Wurf { $roll_number } von { $rolls }
banner-over = Spielende
banner-short-slam-number = Slam-Zahl
banner-shortest-slam-number = Slam-Nr.
banner-short-player-slam-number = { $name } · Slam-Zahl
banner-shortest-player-slam-number = { $name } · Slam-Nr.
banner-short-roll = { $name } · Wurf { $roll_number }
banner-shortest-roll = { $name } · { $roll_number }
banner-short-roll-off = { $name } · Auswürfeln
banner-short-hole = { $name } · Loch { $hole } · Wurf { $roll_number }/{ $rolls }
banner-shortest-hole = { $name } · { $hole } · { $roll_number }/{ $rolls }
banner-shortest-over = Ende

## Der Titel am Spielende und der Stand eines Platzes auf dem Blatt.

verdict-loser = { $name } hat verloren!
# $place ist eine Ordnungszahl („1.“).
status-safe = gerettet — { $place }
status-loser = VERLOREN
badge-plays-first = Fängt an
badge-keeps-score = Schreibt an
# Die Hausregeln von Slam Dice in einer Zeile, für den Einstellungsbildschirm.
slam-summary = Wettlauf auf genau { $target }: Einfacher Slam +{ $single }, Kleiner Slam +{ $small }, Großer Slam bringt ins Ziel.

## Echte Würfel eintippen: was die Eingabe verlangt und warum eine Taste nichts eingetragen hat.

entry-prompt = { $n ->
    [one] Den geworfenen Würfel eintippen:
   *[other] Die { $n } geworfenen Würfel eintippen:
}
entry-full = { $n ->
    [one] Dieser Wurf hat nur { $n } Würfel; die Rücktaste entfernt den letzten
   *[other] Dieser Wurf hat nur { $n } Würfel; die Rücktaste entfernt den letzten
}
entry-missing = { $n ->
    [one] Noch { $n } Würfel (1 bis 6) eintippen, dann Enter
   *[other] Noch { $n } Würfel (1 bis 6) eintippen, dann Enter
}
entry-not-a-face = Ein Würfel zeigt 1 bis 6: Tippe 1, 2, 3, 4, 5 oder 6

## Hinweise auf das, was nicht ging, mit dem Grund ($why).

refusal-start = Start nicht möglich: { $why }
refusal-roll = Würfeln nicht möglich: { $why }
refusal-play-roll = Der Wurf kann nicht gespielt werden: { $why }
refusal-show = { $file } kann nicht angezeigt werden: { $why }

## Die Liste des Verlaufs: Spieler und Ergebnis eines gespeicherten Spiels, und Dateien, die keine gespeicherten Spiele sind.

kept-players-result = { $names } — { $result }
kept-players-more-result = { $names } und { $more } weitere — { $result }
unreadable-file-why = ⚠ { $file } ist kein gespeichertes Spiel: { $why }
unreadable-file = ⚠ { $file } ist kein gespeichertes Spiel
unreadable-files-count = { $n ->
    [one] ⚠ { $n } Datei ist kein gespeichertes Spiel
   *[other] ⚠ { $n } Dateien sind keine gespeicherten Spiele
}
unreadable-files-named = { $n ->
    [one] ⚠ { $n } Datei ist kein gespeichertes Spiel: { $files }
   *[other] ⚠ { $n } Dateien sind keine gespeicherten Spiele: { $files }
}

## Die Tonzeile im Menü: warum kein Ton zu hören ist.

sound-no-device-server = Kein Audiogerät gefunden: Das Spiel läuft ohne Ton. Für Ton braucht es einen Soundserver (PulseAudio oder PipeWire); für ALSA ohne Soundserver siehe die README.
sound-no-device = Kein Audiogerät gefunden: Das Spiel läuft ohne Ton.
sound-not-built = Diese Version wurde ohne Ton gebaut: Party Dice hat Ton unter Linux, Windows und macOS.

## Chancen in Worten: „1 von 216 (0,46 %)“, und was die Chancen-Tafel anzeigt.

chance-never = nie
chance-certain = sicher
# $n ist schon so geschrieben, wie die Sprache Zahlen schreibt („216“, „6,0“).
chance-one-in = 1 von { $n }
# $least ist der kleinste angezeigte Prozentwert („0,01 %“).
chance-under = unter { $least }
chance-with-percent = { $said } ({ $percent })
outcome-bust = Überworfen
outcome-no-hit = Kein Treffer
# $method ist "exact" oder "estimated" (aus Stichproben geschätzte Chancen).
odds-chance-to-win = { $method ->
    [estimated] Gewinnchance (geschätzt)
   *[exact] Gewinnchance
}
odds-chance-to-lose = { $method ->
    [estimated] Risiko zu verlieren (geschätzt)
   *[exact] Risiko zu verlieren
}
odds-hole-title = Loch von { $name }, Wurf { $roll_number }
odds-straight = Straße an diesem Loch
odds-straight-says = { $name } schafft die Straße in { $percent } der Fälle
odds-expected = Erwartete Punkte
odds-expected-says = { $name } erhält an diesem Loch im Schnitt { $points } Punkte
odds-win-says = { $name } ist in { $percent } der Fälle unter den Gewinnern
odds-finish = Kommt in diesem Zug ins Ziel
odds-finish-says = { $name } kommt in { $percent } der Fälle in diesem Zug ins Ziel
odds-next-rolls-says = { $percent } der nächsten Würfe von { $name }
odds-loser-says = { $name } verliert in { $percent } der Fälle

## Der Chancenverlauf in Worten: was ein Wurf bewirkt hat, wann er kam, der Text beim
## Darüberfahren, der größte Umschwung und was ein Bildschirmleser zum Diagramm hört.

story-straight = Straße
# $slam ist der Name eines Slams.
story-slam-safe = { $slam }, gerettet
story-bust = überworfen
story-no-slam = kein Slam
story-slam-number = Slam-Zahl { $face }
story-rolled = { $roll } gewürfelt
# Wann ein Wurf kam; $case ist "start" am Satzanfang, sonst "inner" (immer Nominativ).
story-at-hole = { $case ->
    [start] Loch { $hole }, Wurf { $roll_number } von { $name }
   *[inner] Loch { $hole }, Wurf { $roll_number } von { $name }
}
story-at-turn = { $case ->
    [start] Zug { $turn }, Wurf { $roll_number } von { $name }
   *[inner] Zug { $turn }, Wurf { $roll_number } von { $name }
}
story-at-roll-off = { $case ->
    [start] Auswürfeln, Würfel von { $name }
   *[inner] Auswürfeln, Würfel von { $name }
}
story-at-shared-slam-number = { $case ->
    [start] Der Slam-Zahl-Würfel
   *[inner] der Slam-Zahl-Würfel
}
story-at-slam-number = Slam-Zahl-Würfel von { $name }
# „Loch 14, Wurf 1 von Cy: Straße — Cy 12 % → 61 %“.
story-hover = { $place }: { $what } — { $name } { $before } → { $after }
# $goal ist "win" (Straight Golf) oder "lose" (Slam Dice: das Risiko zu verlieren).
story-swing = { $goal ->
    [lose] Der größte Umschwung: { $place } ({ $what }) veränderte für { $name } das Risiko zu verlieren von { $from } auf { $to }.
   *[win] Der größte Umschwung: { $place } ({ $what }) veränderte für { $name } die Gewinnchance von { $from } auf { $to }.
}
story-chart-before = vor dem ersten Wurf
story-chart-after = nach Wurf { $roll_number }
story-chart-stands = { $name } { $percent }
# $chart ist der Titel des Diagramms; „…, über 142 Würfe; nach Wurf 40: Ann 20 %, Ben 80 %.“
story-chart-spoken = { $rolls ->
    [one] { $chart }, über { $rolls } Wurf; { $when }: { $standing }.
   *[other] { $chart }, über { $rolls } Würfe; { $when }: { $standing }.
}

## Der Würfel-Reiter: ob die Würfel fair aussehen, und das Glück jedes Spielers.

dice-source-thrown = Auf dem Bildschirm geworfen
dice-source-real = Echte Würfel, eingetippt
dice-none-thrown = Noch keine Würfel auf dem Bildschirm geworfen.
dice-none-real = Noch keine echten Würfel eingetippt.
dice-all-players = Alle Spieler
# $n wählt die Mehrzahl; $count ist dieselbe Zahl, zum Lesen geschrieben („4 212“).
dice-too-few = { $n ->
    [one] Bisher erst { $count } Würfel: zu wenig, um zu sagen, ob er fair ist (dafür braucht es { $needed }).
   *[other] Bisher erst { $count } Würfel: zu wenige, um zu sagen, ob sie fair sind (dafür braucht es { $needed }).
}
# $least ist der kleinste angezeigte Prozentwert („0,01 %“).
dice-less-than = weniger als { $least }
dice-only = nur { $percent }
# $how_often ist dice-less-than oder dice-only.
dice-loaded = { $n ->
    [one] Eine mindestens so ungleiche Verteilung kommt bei fairen Würfeln in { $how_often } der Fälle vor: Dieser { $count } Würfel könnte gezinkt sein.
   *[other] Eine mindestens so ungleiche Verteilung kommt bei fairen Würfeln in { $how_often } der Fälle vor: Diese { $count } Würfel könnten gezinkt sein.
}
dice-fair = { $n ->
    [one] Dieser { $count } Würfel wirkt fair: Eine mindestens so ungleiche Verteilung kommt bei fairen Würfeln in { $percent } der Fälle vor.
   *[other] Diese { $count } Würfel wirken fair: Eine mindestens so ungleiche Verteilung kommt bei fairen Würfeln in { $percent } der Fälle vor.
}
# „Ann erzielte −5 in 9 Löchern bei erwarteten +3,2“.
luck-golf-scored = { $holes ->
    [one] { $name } erzielte { $points } in { $holes } Loch bei erwarteten { $expected }
   *[other] { $name } erzielte { $points } in { $holes } Löchern bei erwarteten { $expected }
}
# „Hal erzielte 9 Punkte in 7 Zügen bei erwarteten 12,0“.
luck-slam-scored = { $name } erzielte { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } in { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Zügen
    } bei erwarteten { $expected }
luck-even = genau wie erwartet
luck-good = { $points } Punkte Glück
luck-bad = { $points } Punkte Pech
# $scored ist luck-golf-scored oder luck-slam-scored, $verdict luck-even, -good oder -bad.
luck-line = { $scored }: { $verdict }.
# Eine Glückszeile der Statistik, nach dem Namen des Spiels.
luck-game-line = { $game }: { $line }
