## Die Handy-Seite (assets/phone/index.html): jedes Wort, das sie zeigt. Das Spiel bettet
## sie in der Sprache des Handys in die Seite ein. Ein Platzhalter ({ $name }, { $seconds }, ...)
## wird auf dem Handy als reiner Text eingesetzt: keine Varianten danach auswählen (Zahlen
## kommen als reine Ziffern).

# Der Titel der Seite im Browser-Tab und die Überschrift der Beitrittsseite.
phone-app-name = Party Dice

## Die Zeile oben: die Verbindung zum Spiel.

phone-link-off = Nicht verbunden
phone-link-connecting = Verbinden…
phone-link-up = Verbunden
phone-link-up-online = Online verbunden
phone-game-key = Spielschlüssel: { $print }
# Online: Die Verbindung nennt eine Vermittler-Adresse, die keine ist.
phone-link-bad-broker = Ungültige Vermittler-Adresse
phone-link-broker-refused = Der Vermittler hat das Handy abgewiesen
# $seconds: ganze Sekunden bis zum nächsten Versuch.
phone-link-retry = Neuer Versuch in { $seconds } s…
# In der oberen Zeile statt des Spielernamens, für ein Handy ohne Platz.
phone-spectator = Zuschauer

## Die Beitrittsseite.

phone-join-hint = Tippe den Raumcode ein, der auf dem Bildschirm des Spiels steht.
# Der Name des Raumcode-Felds für einen Bildschirmleser.
phone-code-label = Raumcode
phone-join = Beitreten
phone-code-format = Ein Raumcode hat vier Buchstaben.
phone-joining = Beitritt läuft…
phone-joining-online = Online-Beitritt läuft…
phone-needs-https = Öffne diesen Link über https, um online zu spielen: Dieser Browser erlaubt Verschlüsselung nur auf sicheren Seiten.

## Die Plätze.

phone-pick-seat-title = Wähle deinen Platz
# $game: der Name des Spiels („Slam Dice“).
phone-game-setup = { $game }: Wähle deinen Platz
# Das Namensfeld (Platzhalter und Name für den Bildschirmleser).
phone-name-hint = Dein Name
phone-join-as = Als neuer Spieler beitreten
phone-just-watch = Oder als Zuschauer dabei sein.
# Unter dem Namen eines Platzes: der Platz dieses Handys, eines anderen, einer, dessen Handy
# getrennt ist, ein freier.
phone-seat-you = du
phone-seat-taken = besetzt
phone-seat-dropped = Handy getrennt
phone-seat-free = frei
# $name: der Name, unter dem das Handy beitreten wollte.
phone-join-asked = Der Gastgeber wurde gebeten, { $name } hinzuzufügen…
# $why: der Grund des Spiels, ein kurzer Satz („der Gastgeber hat Nein gesagt“).
phone-join-refused = Nicht hinzugefügt: { $why }
phone-seat-freed = Der Gastgeber hat deinen Platz freigegeben.
phone-seat-taken-over = Dieser Platz wurde auf einer anderen Seite geöffnet.
phone-seat-removed = Dein Spieler hat das Spiel verlassen.

## Wer am Zug ist, und der Wurf.

phone-turn-over = Spielende
phone-turn-pick = Wähle einen Platz
phone-turn-waiting = Warten auf den Spielbeginn
phone-turn-yours = Du bist dran!
phone-rolling = Wird gewürfelt…
phone-get-ready = Mach dich bereit…
# $name: der Spieler am Zug.
phone-turn-theirs = { $name } ist dran
# Die Wischfläche, solange dieses Handy werfen darf, nachdem es geworfen hat, und während es wartet.
phone-swipe = Nach oben wischen zum Werfen
phone-pad-thrown = Geworfen!
phone-pad-wait = Warte, bis du dran bist
phone-thrown-watch = Geworfen! Schau auf den Bildschirm…
phone-roll = Würfeln
# Echte Würfel, auf dem Handy eingetippt: den letzten zurücknehmen, sie senden.
phone-undo = Rückgängig
phone-send = Senden
# $typed: bisher eingetippte Augenzahlen; $needed: die Augenzahlen, die der Wurf braucht.
phone-typed-count = { $typed } von { $needed }
phone-leave = Platz verlassen

## Die Punktekarte.

phone-scorecard = Punktekarte
# Die Spalte mit der Gesamtsumme oder dem Punktestand jedes Spielers.
phone-card-total = Gesamt

## Die Würfel des Platzes: wie sie auf dem gemeinsamen Bildschirm aussehen.

phone-finish-title = Deine Würfel
phone-finish-solid = Einfarbig
phone-finish-pearl = Perlmutt
phone-finish-marble = Marmor
phone-finish-metal = Metall

## Das Publikum: alle ohne Platz sagen jeden Wurf voraus.

phone-audience-title = Mitraten
phone-audience-invite = Kein Platz? Rate jeden Wurf, bevor die Würfel fliegen, und punkte gegen die genauen Chancen.
phone-audience-join = Ins Publikum
phone-audience-next = Die nächste Frage kommt vor dem nächsten Wurf.
phone-audience-soon = Die Fragen kommen, sobald das Spiel beginnt.
phone-audience-sure = Wie sicher bist du?
phone-audience-answered = Deine Antwort: { $answer }, { $sure } % (bis zum Wurf kannst du sie ändern)
phone-audience-place = Platz { $rank } von { $of } · { $points } Punkte (die Chancen, auf dieselben Fragen: { $odds })
phone-audience-unranked = { $points } Punkte: deinen Platz gibt es mit der ersten ausgewerteten Antwort
phone-audience-beat = du schlägst die Chancen
phone-audience-last-right = Letzte Antwort traf ein: { $points } Punkte
phone-audience-last-wrong = Letzte Antwort traf nicht ein: { $points } Punkte
phone-audience-settled = { $question } { $answer } (die Chancen gaben { $odds } %)
phone-audience-board = Die Besten von { $of } · die Chancen: { $odds }
