# Words the whole program shares. English is the source: every other language has
# the same messages, with the same arguments.

# The language's name in itself, for the menu of languages.
language-autonym = English
dice-count = { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
# The menu choice that follows the computer's language, which it names.
language-auto = Automatic ({ $language })

# A place in an order: "1st", "2nd", "3rd", "4th" ($n selects by the language's
# ordinal categories).
ordinal = { $n ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
# A game's winners, their names joined: "Ann wins", "Ann and Ben share the win".
winners = { $count ->
    [one] { $names } wins
   *[other] { $names } share the win
}
# Between the items of a list of names or files.
list-separator = {", "}
# The games, by the names players use.
game-slam-dice = Slam Dice
game-straight-golf = Straight Golf
# A slam's name, by how many dice show the slam number.
slam-single = Single Slam
slam-small = Small Slam
slam-grand = Grand Slam
# A day ($year, $month and $day are its digits, zero-padded): ISO 8601 in English.
date = { $year }-{ $month }-{ $day }
