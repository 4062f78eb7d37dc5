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
