# Wörter, die das ganze Programm teilt.

# Der Name der Sprache in ihr selbst, für das Sprachmenü.
language-autonym = Deutsch
dice-count = { $n ->
    [one] { $n } Würfel
   *[other] { $n } Würfel
}
# Die Menüwahl, die der Sprache des Computers folgt (die sie nennt).
language-auto = Automatisch ({ $language })

# Ein Platz in einer Reihenfolge: „1.“, „2.“, „3.“.
ordinal = { $n }.
# Die Gewinner eines Spiels, ihre Namen verbunden: „Ann gewinnt“, „Ann und Ben teilen sich den Sieg“.
winners = { $count ->
    [one] { $names } gewinnt
   *[other] { $names } teilen sich den Sieg
}
# Zwischen den Einträgen einer Liste von Namen oder Dateien.
list-separator = {", "}
# Die Spiele, mit den Namen, die die Spieler benutzen.
game-slam-dice = Slam Dice
game-straight-golf = Straight Golf
# Der Name eines Slams, nach der Zahl der Würfel, die die Slam-Zahl zeigen.
# Im Nominativ nach „ein“ verwendet („ein Kleiner Slam“).
slam-single = Einfacher Slam
slam-small = Kleiner Slam
slam-grand = Großer Slam
# Ein Tag ($year, $month, $day: seine Ziffern, mit Nullen).
date = { $day }.{ $month }.{ $year }
