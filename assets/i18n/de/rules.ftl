# Die Regel-Tafel: die Regeln des aktiven Spiels und der Variante, wobei jeder Punkt,
# den das Programm entscheiden musste, mit „Festgelegt“ markiert ist.

# Eine kleine Anzahl in Worten, wie die Regeln sie schreiben; über zwölf Ziffern.
# Steht vor „Würfel“ (männlich): „ein Würfel“, „kein Würfel“.
rules-number-word = { $n ->
    [0] kein
    [1] ein
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
    [11] elf
    [12] zwölf
   *[other] { $n }
}

## Die Überschriften.

rules-idea = Worum es geht
rules-slam-number = Slam-Zahl
rules-turn = Ein Zug
rules-exactly = Genau das Ziel
rules-finishing = Ins Ziel kommen
rules-turn-order = Zugreihenfolge (Festgelegt)
rules-end = Spielende
rules-who-starts = Wer anfängt (Festgelegt)
rules-hole = Ein Loch
rules-setting-aside = Beiseitelegen
rules-scoring = Punkte für ein Loch
rules-game = Das Spiel

## Slam Dice. $dice ist eine Anzahl in Worten (rules-number-word), am Satzanfang großgeschrieben.

rules-slam-idea = Ein Partyspiel ohne Gewinner und mit einem Verlierer. { $dice } Würfel. Ein Wettlauf auf genau { $target }; wer als Letzter übrig bleibt, hat verloren.
rules-slam-number-shared = Zu Beginn wird ein Würfel geworfen: Seine Augenzahl ist die Slam-Zahl für alle, für das ganze Spiel. Er bleibt neben der Würfelschale auf dem Tisch liegen.
rules-slam-number-per-player = Variante „jeder seine eigene“ (Festgelegt): Zu Beginn würfelt jeder Spieler in Sitzreihenfolge seine eigene Slam-Zahl. Der Tisch zeigt die Slam-Zahl des Spielers, der gerade am Zug ist.
# $single und $small sind Namen von Slams; $short liegt einen Einfachen Slam unter dem Ziel.
rules-exactly-text = Ein { $single } oder { $small }, der dich über { $target } bringen würde, zählt nicht: Es wird nichts addiert und dein Zug endet (überworfen). Beispiel: Bei { $short } beendet ein { $small } den Zug bei { $short }; später bringt dich ein { $single } ins Ziel.
rules-finishing-text = Erreichst du genau { $target }, bist du gerettet: Du würfelst nie wieder. Die Reihenfolge, in der die Spieler ins Ziel kommen, wird festgehalten.
rules-turn-order-text = Sitzplatz 1 beginnt; gespielt wird in Sitzreihenfolge, Spieler im Ziel werden übersprungen.
rules-end-text = Sobald alle Spieler bis auf einen im Ziel sind, endet das Spiel sofort. Wer übrig bleibt, hat verloren und muss nicht mehr würfeln.
# Wie viele Würfel die Slam-Zahl zeigen, und der Name des Slams: „zwei — Kleiner Slam“.
# $dice ist rules-number-word; allein stehend wird „ein“ zu „einer“.
rules-hit = { $dice ->
    [1] einer
    [2] zwei
    [3] drei
   *[other] { $dice }
} — { $slam }
# $single, $small und $grand sind rules-hit.
rules-slam-turn =
    Wirf alle { $dice } Würfel und zähle die Würfel, die deine Slam-Zahl zeigen:
    • keiner: Dein Zug endet, der Punktestand bleibt gleich;
    • { $single }: +{ $single_points }, noch einmal würfeln;
    • { $small }: +{ $small_points }, noch einmal würfeln;
    • { $grand }: Dein Punktestand wird genau { $target } und du bist im Ziel.

## Straight Golf.

rules-golf-idea = Golf mit { $dice } Würfeln: Die niedrigste Summe gewinnt. Jeder Zug ist ein Loch: höchstens { $rolls ->
        [one] { $rolls } Wurf
       *[other] { $rolls } Würfe
    }, um die Straße { $straight } zu bilden.
rules-who-starts-text =
    1. Jeder Spieler würfelt mit einem Würfel, in Sitzreihenfolge.
    2. Startspieler: der höchste Wert. Solange sich mehrere den höchsten Wert teilen, würfeln nur sie noch einmal (in Sitzreihenfolge), und es zählt der höchste Wert dieses Nachwurfs.
    3. Schreiber: unter allen außer dem Startspieler der niedrigste Wert aus Schritt 1. Solange sich mehrere diesen Wert teilen, würfeln nur sie noch einmal, und es zählt der niedrigste Wert dieses Nachwurfs; gibt es nur einen Kandidaten, würfelt niemand.
    Danach geht es nach links weiter: in Sitzreihenfolge ab dem Startspieler, reihum. Das Programm führt die Punkte; das Schreiber-Abzeichen ist für das Gespräch am Tisch.
rules-hole-text = Wirf alle Würfel, die noch nicht beiseiteliegen, lege die Würfel beiseite, die die Straße bilden, und wirf den Rest. Das Loch endet, wenn alle { $dice } Werte beiseiteliegen, oder nach Wurf { $rolls }.
# $first, $second und $third sind rules-example.
rules-ordered = Geordnete Straße (dieses Spiel): Würfel werden nur beiseitegelegt, solange sie die Reihe von 1 aufwärts lückenlos fortsetzen. Liegen { $aside } beiseite: Ein Wurf { $first }; ein Wurf { $second }. Ein erster Wurf { $third }.
# $n Würfel ($dice, in Worten) werden erneut geworfen.
rules-standard = { $n ->
    [one] Standard: je ein Würfel jeder Augenzahl, die noch nicht beiseiteliegt; doppelte werden erneut geworfen. Beispiel: { $example }, und { $dice } Würfel wird erneut geworfen. Das Programm legt die Würfel für dich beiseite: Du musst nichts entscheiden.
   *[other] Standard: je ein Würfel jeder Augenzahl, die noch nicht beiseiteliegt; doppelte werden erneut geworfen. Beispiel: { $example }, und { $dice } Würfel werden erneut geworfen. Das Programm legt die Würfel für dich beiseite: Du musst nichts entscheiden.
}
rules-example = { $roll } legt { $kept } beiseite
rules-example-nothing = { $roll } legt nichts beiseite
rules-scoring-first = Straße mit Wurf { $roll_number }: { $points }.
rules-scoring-roll = Mit Wurf { $roll_number }: { $points }.
# $on_roll ist rules-scoring-first und jedes rules-scoring-roll.
rules-scoring-text = { $on_roll }  Keine Straße: { $points } für jeden Würfel, der nicht zur Straße gehört.
rules-game-text = { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }; eine Runde ist ein Loch für jeden Spieler. Die Karte zeigt OUT (Löcher 1–{ $nine }), IN ({ $in_first }–{ $in_last }) und GESAMT. Nach der letzten Runde gewinnt die niedrigste Summe; bei gleicher niedrigster Summe teilen sich die Spieler den Sieg (Festgelegt).
