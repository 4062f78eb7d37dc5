# Der Einstellungsbildschirm: Spielwahl und Würfel.
setup-game = Spiel
setup-dice = Würfel:
setup-dice-thrown = auf dem Bildschirm geworfen
setup-dice-real = echte Würfel (Augen eintippen)

# Spielerliste
setup-players = Spieler ({ $min }–{ $max }), in Sitzreihenfolge
setup-mark-hint = Zeichen: { $mark }
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
