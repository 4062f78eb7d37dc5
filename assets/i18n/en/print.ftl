# The printed score card and instruction sheet (and the chart page).

paper-player = Player
paper-slam-number = Slam number
paper-score = Score
paper-place = Place
paper-date = Date
paper-scorekeeper = Scorekeeper
paper-first-player = First player
paper-sheet-title = { $game } — how to play
paper-card-title = { $game } — score card
paper-slam-number-shared = One slam number for everyone.
paper-slam-number-per-player = Each player rolls their own slam number.
# $summary is the one-line Slam Dice house rules, $numbers one of the two above.
paper-slam-house-rules = { $summary } { $numbers }
# $order is "ordered" (the ordered straight) or "any".
paper-golf-house-rules = { $holes ->
        [one] { $holes } hole
       *[other] { $holes } holes
    }, at most { $rolls ->
        [one] { $rolls } roll
       *[other] { $rolls } rolls
    } a hole, { $order ->
        [ordered] the straight in order from 1 upward
       *[any] the straight in any order
    }.
# $day is a date (2025-01-02), $from, $to and $at times (20:00), all in UTC.
paper-played = Played { $day }, { $from } to { $to } UTC
paper-finished = Finished { $day }, { $at } UTC
paper-started = Started { $day }, { $at } UTC
paper-roll-off = { $first } went first; { $keeper } kept the score.
paper-unfinished = Not finished yet
paper-footer = Printed by Party Dice: the same rules, in the same words, as its rules panel.
chart-title-win = How each player's chance to win moved, roll by roll
chart-title-lose = How each player's chance to be the loser moved, roll by roll
# What the chart's sections are.
chart-unit-hole = hole
chart-unit-turn = turn
# The chart's axis, under its right end: $unit is chart-unit-hole or chart-unit-turn.
chart-axis = { $unit } →
# Before a line to write on, on a blank card: $label is paper-date, paper-first-player,
# paper-scorekeeper or paper-slam-number (French puts a space before the colon).
paper-blank-field = { $label }:
# On a filled Slam Dice card: $number is the one slam number everyone played with.
paper-slam-number-drawn = Slam number: { $number }
# A card's seats asked for wrong: $lo and $hi are the fewest and most players a card
# has room for, $players the number asked for.
print-error-players = a card has room for { $lo } to { $hi } players, not { $players }
# A font could not be put into the PDF: $font is its PostScript name
# (LiberationSans-Bold), $why the reason, in the font library's English.
print-error-font = the font { $font } could not be embedded: { $why }
# The PDF could not be written: $path is the file or folder, $why the system's reason.
print-error-write = could not write { $path }: { $why }
# The command line's --paper got something else: $text is what was typed.
print-paper-unknown = "{ $text }" is not a paper size: use a4 or letter
# The window's notice once a card is written: $path is the PDF's file.
print-done = The card is printed to { $path }
# The window's notice when it is not: $why is one of the print-error messages (or what
# is wrong with the game's file).
print-failed = Could not print the card: { $why }
print-no-folder = Could not print the card: no folder to write it to.
# Told once when a card is printed with characters no font on this computer has (they
# print as "?"): $chars are those characters, separated by spaces; $count how many.
print-missing-glyphs = { $count ->
        [one] No font on this computer has the character { $chars }: the card prints it as “?”. Installing a font that has it (on Linux, the fonts-noto packages) prints it.
       *[other] No font on this computer has the characters { $chars }: the card prints them as “?”. Installing fonts that have them (on Linux, the fonts-noto packages) prints them.
    }
# Under a seat's mark on the card: its shape's name and its dice's finish (mark-name, finish-name).
paper-mark-finish = { $mark }, { $finish }
