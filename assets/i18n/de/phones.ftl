## Was das Spiel einem Handy sagt, in der Sprache des Handys: Das Handy zeigt diese Meldungen,
## wie sie sind (kleingeschriebene Sätze, nach den eigenen Worten der Seite oder allein).

# Der Raum nimmt keine Handys mehr.
phones-room-full = der Raum ist voll
phones-locked = der Gastgeber hat den Raum gesperrt
# Der neue Name eines Handys würde als der eines Spielers durchgehen.
phones-name-taken = ein Spieler mit diesem Namen (oder einem gleich aussehenden) sitzt schon am Tisch
phones-error-slow-down = zu viele Nachrichten: bitte langsamer
phones-error-not-joined = sende zuerst den Raumcode
# $n: die Würfel, die der Wurf braucht.
phones-error-dice-count = { $n ->
    [one] dieser Wurf braucht { $n } Würfel
   *[other] dieser Wurf braucht { $n } Würfel
}
phones-error-already-joined = schon im Raum
phones-error-blocked = der Gastgeber hat dieses Handy blockiert
phones-error-locked-seat = der Gastgeber hat den Raum gesperrt: Neue Handys bekommen keinen Platz
phones-error-tries-phone = zu viele falsche Codes von diesem Handy: Warte eine Minute
phones-error-tries-network = gerade zu viele falsche Codes in diesem Netzwerk: Scanne den QR-Code auf dem Bildschirm oder warte eine Minute
# $code: die vier Buchstaben, die das Handy gesendet hat.
phones-error-wrong-code = { $code } ist nicht der Raumcode auf dem Bildschirm: Prüfe die Buchstaben
phones-error-wrong-link = dieser Link gehört nicht zu diesem Raum: Tippe den Code vom Bildschirm ein
phones-error-no-such-seat = diesen Platz gibt es nicht
phones-error-seat-taken = dort sitzt schon ein anderes Handy
phones-error-seat-dropped = das Handy dieses Platzes ist getrennt und kommt vielleicht zurück; der Gastgeber kann den Platz freigeben
phones-error-internal = das Spiel kann das gerade nicht annehmen: Versuche es noch einmal
phones-error-not-seated = du hast keinen Platz
phones-error-join-closed = neue Spieler können nur vor Spielbeginn dazukommen
phones-error-has-seat = du hast schon einen Platz
phones-error-join-waits = deine Anfrage wartet auf den Gastgeber
phones-error-sit-to-throw = nimm einen Platz ein, um zu werfen
phones-error-not-now = gerade gibt es nichts zu werfen
phones-error-not-your-turn = du bist nicht dran
phones-error-already-thrown = diese Würfel sind schon geworfen

## Eine Nachricht vom Handy, die das Spiel nicht lesen konnte (eine Seite einer anderen Version,
## eine defekte).

# $most: die größte angenommene Nachricht, in Bytes; $size: die Größe dieser.
phones-error-too-large = eine Nachricht hat höchstens { $most } Bytes, diese hat { $size }
phones-error-not-text = Nachrichten sind JSON-Text in UTF-8
# $why: was nicht stimmte, im Englisch der Entwickler.
phones-error-malformed = keine Nachricht: { $why }
# $version: die Protokollversion des Spiels; $sent: die der Seite.
phones-error-version = dieses Spiel spricht Protokollversion { $version }, die Seite hat { $sent } gesendet: Lade die Seite neu
phones-error-code-format = ein Raumcode hat vier Buchstaben
# $seat: die Nummer des Platzes, wie die Seite sie gesendet hat (ab 0).
phones-error-no-seat = es gibt keinen Platz { $seat }
# $most: die größte Zahl an Zeichen, die ein Name haben darf.
phones-error-bad-name = ein Name hat 1 bis { $most } Zeichen, keines davon ein Steuerzeichen
phones-error-bad-dice = Würfel zeigen 1 bis 6, und ein Wurf hat 1 bis 6 Würfel

## Warum der Gastgeber den Spieler, um den ein Handy gebeten hat, nicht hinzugefügt hat (nach „Nicht hinzugefügt:“).

phones-refused-host-said-no = der Gastgeber hat Nein gesagt
phones-refused-started = das Spiel hat schon begonnen
phones-refused-table-full = der Tisch ist voll
phones-refused-already-asked = ein Handy fragt schon nach diesem Namen

## Eine Anfrage, die der Server der Handys ablehnt, wie der Browser sie zeigt.

phones-http-wrong-host = öffne die Adresse, die auf dem Bildschirm des Spiels steht
phones-http-not-found = nicht gefunden
phones-http-method = Methode nicht erlaubt
phones-http-foreign-page = diese Seite darf den Socket des Spiels nicht benutzen
phones-http-no-upgrade = ein WebSocket-Upgrade ist nötig
phones-http-old-websocket = WebSocket-Version 13 ist nötig
phones-http-bad-key = ungültiger Sec-WebSocket-Key
phones-http-not-http = keine HTTP-Anfrage
phones-http-too-large = Anfrage zu groß
phones-http-too-slow = Anfrage zu langsam

## Der Tisch, wie ein Handy ihn unter dem Namen des Spielers liest, und die Zeile der Vorbereitung.

# $total: die Gesamtsumme der Golfkarte mit Vorzeichen („+1“, „-3“).
phones-card-total = Gesamt { $total }
# $name: der Spieler; $how: alone (der einzige Gewinner) oder shared (Gleichstand beim Sieg).
phones-card-wins = { $how ->
    [alone] { $name } gewinnt
   *[shared] { $name } teilt sich den Sieg
}
# $score: der Punktestand bei Slam Dice.
phones-card-score = Punkte { $score }
# $number: die Slam-Zahl des Spielers (1 bis 6).
phones-card-slam-number = Slam-Zahl { $number }
# Die Spalte der Slam-Zahlen auf der Slam-Dice-Karte, auf einem Handy (kurz).
phones-card-slam-column = Slam-Nr.
# $place: der Platz, wie die Sprache ihn schreibt („1.“).
phones-card-safe = Gerettet — { $place }
# $name: der Spieler.
phones-card-loser = { $name } hat verloren
phones-setup-banner = Warten auf den Spielbeginn

## Der Server der Handys auf dem gemeinsamen Bildschirm.

# $asked: der verlangte Port; $port: der, den die Handys benutzen.
phones-port-taken = Port { $asked } ist belegt; die Handys benutzen { $port }
# $why: einer der Gründe phones-start-….
phones-phones-off = Handys sind aus: { $why }
# $first, $last: die versuchten Ports.
phones-start-no-port = die Ports { $first } bis { $last } sind alle belegt; wähle mit --port einen anderen
# $port: der Port; $error: der Grund des Systems (in den Worten des Systems).
phones-start-listen = auf Port { $port } kann nicht gelauscht werden: { $error }
phones-start-random = der Zufallszahlengenerator des Systems hat versagt
# $error: der Grund des Systems.
phones-start-thread = der Thread des Servers kann nicht gestartet werden: { $error }
# Das Handy eines Platzes während eines Spiels; $name: der Spieler des Platzes.
phones-news-dropped = Das Handy von { $name } ist getrennt: Es kann zurückkommen
phones-news-left = Das Handy von { $name } hat den Platz verlassen
phones-news-phone = { $name } wirft vom Handy

## Die Beitrittsseite (J): wie Handys beitreten, der Zustand des Raums, die Plätze.

join-phones-off = Die Handys sind aus. Schalte sie ein, dann kann jeder Spieler von einem Handy oder Laptop im selben WLAN werfen.
# Der Titel der Seite, der längste zuerst (der längste, der passt, wird gezeigt).
join-title-long = 📱 Wirf von deinem Handy
join-title-short = 📱 Handy-Beitritt
join-title-word = Handys
# Der erste Knopf der Seite: zurück zum Spiel dahinter, oder das Spiel starten.
join-back-key = Zurück zum Tisch (Enter)
join-back = Zurück zum Tisch
join-start-key = Start (Enter)
join-start = Start
join-close-key = Schließen (J)
join-close = Schließen
join-phones-off-button = Handys aus
join-phones-off-spoken = Handys ausschalten
join-phones-off-short = Handys aus
join-phones-on-button = Handys ein
join-phones-on-spoken = Handys einschalten
join-phones-on-short = Handys ein
# Ein Handy möchte als neuer Spieler beitreten. $name: der Name, um den es bittet; $more: wie viele
# andere Handys danach warten.
join-question = { $more ->
    [0] { $name } möchte mitspielen
    [one] { $name } möchte mitspielen ({ $more } weiteres wartet)
   *[other] { $name } möchte mitspielen ({ $more } weitere warten)
}
join-accept = Annehmen (Y)
# $name: der verlangte Name (gekürzt, wo wenig Platz ist).
join-accept-name = { $name } annehmen (Y)
join-accept-spoken = { $name } annehmen
join-refuse = Ablehnen (N)
join-refuse-spoken = { $name } ablehnen
join-open-room-key = 🔓 Raum öffnen (K)
join-open-room = Raum öffnen
join-lock-room-key = 🔒 Raum sperren (K)
join-lock-room = Raum sperren
join-lock-hint = Ein gesperrter Raum gibt keinem neuen Handy einen Platz (K)
# Der Raum in einer Zeile, die Teile verbunden durch join-summary-separator:
# „🔒 Gesperrt · 1 von 3 Plätzen am Handy · 1 Zuschauer · 1 blockiert“.
join-summary-locked = 🔒 Gesperrt
join-summary-open = Offen
# $held: Plätze, die ein Handy hält; $seats: die Plätze.
join-summary-seats = { $held } von { $seats } Plätzen am Handy
# $n: Browser im Raum ohne Platz.
join-summary-spectators = { $n } Zuschauer
# $n: Handys, die auf die Antwort des Gastgebers warten.
join-summary-waiting = { $n ->
    [one] { $n } wartet
   *[other] { $n } warten
}
# $n: Handys, die der Gastgeber blockiert hat.
join-summary-blocked = { $n } blockiert
# $n: bisher eingetippte falsche Raumcodes.
join-summary-wrong-codes = { $n ->
    [one] ⚠ { $n } falscher Code versucht
   *[other] ⚠ { $n } falsche Codes versucht
}
join-summary-separator = {" · "}
# Der Raum auf einen Blick, Zeile für Zeile.
join-state-locked = 🔒 Gesperrt: Neue Handys bekommen keinen Platz (K öffnet ihn)
join-state-open = Offen: Jedes Handy mit dem Code kann einen freien Platz einnehmen
# $name: der Name des ältesten Handys; $more: wie viele danach warten.
join-state-waiting = { $more ->
    [0] Wartet auf deine Antwort: { $name } (Y / N)
    [one] Wartet auf deine Antwort: { $name } (Y / N) und { $more } weiteres
   *[other] Wartet auf deine Antwort: { $name } (Y / N) und { $more } weitere
}
# $n: bisher eingetippte falsche Raumcodes (10 oder mehr).
join-state-guessing = ⚠ { $n } falsche Raumcodes wurden versucht: Vielleicht rät jemand. Handys, die den QR-Code scannen, kommen weiterhin herein; sperre den Raum (K), sobald alle sitzen.
# $names: die Namen der Plätze, die die blockierten Handys hatten, verbunden durch
# join-state-blocked-separator; $n: wie viele.
join-state-blocked = { $n ->
    [one] Blockiert: das Handy von { $names }
   *[other] Blockiert: die Handys von { $names }
}
join-state-blocked-separator = {", "}
join-steps = Im selben WLAN: Scanne den Code oder öffne die Adresse und tippe den Raumcode ein.
join-room-code = Raumcode
# $code: der Raumcode, seine Buchstaben mit Abstand, damit ein Bildschirmleser ihn buchstabiert.
join-room-code-spoken = Raumcode { $code }
# $url: die Adresse der Seite; $code: der Raumcode.
join-qr-spoken = QR-Code von { $url }#{ $code }
# $held: Plätze, die ein Handy hält; $seats: die Plätze; $spectators: Browser ohne Platz.
join-seats = { $spectators ->
    [0] Plätze: { $held } von { $seats } am Handy
   *[other] Plätze: { $held } von { $seats } am Handy, { $spectators } Zuschauer
}
# Neben dem Namen eines Platzes: wer für ihn wirft.
join-seat-phone = 📱 am Handy
join-seat-dropped = Handy getrennt: Es kann zurückkommen
join-seat-keyboard = die Tastatur dieses Bildschirms
join-free-seat = Platz freigeben
join-free-seat-hint = Sein Handy wird Zuschauer; ein anderes Handy kann den Platz einnehmen
# $name: der Spieler des Platzes.
join-free-seat-spoken = Platz von { $name } freigeben
join-block = Blockieren
join-block-hint = Solange die Handys an sind: Sein Platz wird frei, und dieses Handy kann nicht zurückkommen
# $name: der Spieler des Platzes.
join-block-spoken = Handy von { $name } blockieren
join-block-spectators = { $n ->
    [one] Den Zuschauer blockieren
   *[other] Die { $n } Zuschauer blockieren
}
join-block-spectators-hint = Jedes Handy eines Zuschauers wird jetzt weggeschickt; die aus diesem Netz können nicht zurück, solange die Handys an sind, die online nur mit dem Link (ein neuer Link hält sie draußen)
join-link-copied = Link kopiert: Füge ihn in den Chat des Anrufs ein
# $why: der Grund des Systems.
join-link-not-copied = Der Link konnte nicht kopiert werden ({ $why }): Er steht auf der Seite

## Der Online-Teil der Beitrittsseite.

# $broker: der Hostname des Vermittlers.
join-online-up = Online über { $broker }: Füge den Link in den Chat des Anrufs ein. Nur der Link öffnet den Raum; der Vermittler sieht nur versiegelte Nachrichten.
# $why: online-problem.
join-online-down = ⚠ Online-Verbindung getrennt: { $why }. Handys in diesem Netzwerk spielen weiter.
join-online-connecting = Verbinde mit { $broker }…
# $state: eine der drei Zeilen oben; $n: ungelesen verworfene Nachrichten (10 oder mehr).
join-online-meddling = { $state } ⚠ { $n } gefälschte oder wiederholte Nachrichten wurden ungelesen verworfen: Jemand ohne den Link sendet an den Raum.
join-online-qr = Der Online-Link als QR-Code
join-online-copy = Link kopieren
join-online-copy-hint = Zum Einfügen in den Chat des Videoanrufs
join-online-new = Neuer Link
join-online-new-hint = Ein neuer Raum und Schlüssel: Handys mit Platz behalten ihn, die anderen brauchen den neuen Link
join-online-game-key = Spielschlüssel { $print }: Ein Handy über diesen Link zeigt denselben. Ein Link, dessen Handys einen anderen zeigen, gehört nicht zu diesem Spiel.
join-online-no-clipboard = keine Zwischenablage

## Das Beitrittsabzeichen in einer Ecke des Tischs.

# Neben dem QR-Code: was J und K tun; gesperrt: dass er es ist; online: dass er es auch ist.
join-badge-hint-locked = 🔒 Gesperrt · K öffnet
join-badge-hint-online = Auch online · J: Link
join-badge-hint = J: Beitritt · K: sperren
# $code: der Raumcode.
join-badge-code = Code { $code }
# Das Abzeichen in einer Zeile, die längste Form zuerst. $lock: locked oder open; $address:
# die Adresse der Seite; $code: der Raumcode.
join-badge-line-long = { $lock ->
    [locked] 🔒 Beitreten: { $address } · Code { $code } · J
   *[open] Beitreten: { $address } · Code { $code } · J
}
join-badge-line-short = { $lock ->
    [locked] 🔒 Beitreten: Code { $code } · J
   *[open] Beitreten: Code { $code } · J
}
join-badge-line-code = { $lock ->
    [locked] 🔒 Code { $code }
   *[open] Code { $code }
}
# Was ein Bildschirmleser zum Abzeichen sagt. $address: die Adresse der Seite; $code: der
# Raumcode, buchstabiert; $lock: locked oder open.
join-badge-spoken = { $lock ->
    [locked] Vom Handy beitreten: { $address }, Raumcode { $code }; J öffnet die Beitrittsseite; der Raum ist gesperrt, K öffnet ihn
   *[open] Vom Handy beitreten: { $address }, Raumcode { $code }; J öffnet die Beitrittsseite; K sperrt den Raum
}

## Online, auf dem gemeinsamen Bildschirm: Hinweise und der Zustand der Verbindung.

# $why: online-error-….
online-off = Online ist aus: { $why }
# $why: online-problem.
online-down = Online-Verbindung getrennt: { $why }. Handys in diesem Netzwerk spielen weiter.
online-back = Online-Verbindung wieder da
# $why: online-error-…; $seconds: die Wartezeit bis zum nächsten Versuch.
online-problem = { $why }; neuer Versuch in { $seconds } s
# $url: die angegebene Adresse, in Anführungszeichen.
online-error-bad-url = { $url } ist keine Vermittler-Adresse: Schreibe wss://HOST:PORT/PATH (oder ws:// im lokalen Netz)
# $host: der Host des Vermittlers (und Port); $why: die Worte des Systems, der TLS-Bibliothek
# oder des Vermittlers selbst.
online-error-resolve = der Vermittler { $host } wurde nicht gefunden: kein Netzwerk oder ein falscher Name
online-error-connect = der Vermittler { $host } ist nicht erreichbar: { $why }
online-error-tls = die sichere Verbindung zu { $host } ist fehlgeschlagen: { $why }
online-error-handshake = { $host } hat keinen MQTT-WebSocket geöffnet: { $why }
online-error-refused = der Vermittler hat das Spiel abgewiesen: { $why }
online-error-timeout = der Vermittler hat nicht rechtzeitig geantwortet
online-error-lost = die Verbindung zum Vermittler ist abgebrochen: { $why }
online-error-malformed = der Vermittler hat etwas gesendet, das kein MQTT ist: { $why }
# $seconds: wie lange nichts kam.
online-error-silent = die Verbindung zum Vermittler ist abgebrochen: { $seconds } s lang kam nichts vom Vermittler
online-error-closed = die Verbindung zum Vermittler ist abgebrochen: Der Vermittler hat sie geschlossen
# Warum der Vermittler das Spiel abgewiesen hat (nach online-error-refused).
online-refused-version = er spricht kein MQTT 3.1.1
online-refused-client-id = er hat die Client-ID abgelehnt
online-refused-unavailable = der Vermittler ist nicht verfügbar
online-refused-credentials = er verlangt einen Benutzernamen und ein Passwort
online-refused-connection = er hat die Verbindung abgelehnt
online-refused-topics = er hat die Topics des Raums abgelehnt

## Ein gespeichertes Spiel noch einmal ansehen: die Bedienelemente der Wiedergabe.

# $file: die Datei des gespeicherten Spiels; $shown: der angezeigte Wurf; $rolls: die Würfe im Spiel.
watch-where-long = Wiedergabe von { $file } — Wurf { $shown } von { $rolls }
watch-where = Wurf { $shown } von { $rolls }
# Die Worte jedes Knopfs (mit seiner Taste), und das Wort, das eine schmale Leiste für Abspielen/Pause zeigt.
watch-pause = ⏸ Pause (P)
watch-pause-short = Pause
watch-play = ▶ Abspielen (P)
watch-play-short = Abspielen
watch-to-start = ⏮ Anfang (Pos1)
watch-turn-back = ⏪ Zug (↑)
watch-roll-back = ◀ Wurf (←)
watch-roll-forward = Wurf ▶ (→)
watch-turn-forward = Zug ⏩ (↓)
watch-to-end = Ende ⏭ (Ende)
watch-back-long = Zurück zur Liste
watch-back = Zurück

## Das Publikum: Fragen vor einem Wurf, die Antworten darauf, Ablehnungen.
audience-ask-finishes = Kommt { $name } in diesem Zug ins Ziel?
audience-ask-last = Wer wird Letzter?
audience-ask-straight = Schafft { $name } die Straße an diesem Loch?
audience-ask-wins = Gewinnt { $name }?
audience-yes = Ja
audience-no = Nein
phones-error-too-late = zu spät: die Würfel sind geworfen
phones-error-not-in-audience = tritt dem Publikum bei, um zu antworten (Spieler antworten nicht)
phones-error-audience-seated = Spieler spielen; das Publikum sind alle ohne Platz
phones-error-audience-off = der Gastgeber hat das Publikum ausgeschaltet
phones-error-bad-answer = diese Antwort passt nicht zur Frage
phones-error-audience-full = das Publikum ist voll
