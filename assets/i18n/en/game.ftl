# The setup screen: the game choice and the dice.
setup-game = Game
setup-dice = Dice:
setup-dice-thrown = thrown on screen
setup-dice-real = real dice (type them in)

# The setup screen: the players list (a row per seat, its buttons spoken and in tooltips).
setup-players = Players ({ $min }–{ $max }), in seat order
setup-mark-hint = Mark: { $mark }
# The setup screen's finish button, for a screen reader and on hover: $finish is a finish-name.
setup-finish-hint = Dice for { $who }: { $finish } (click for the next finish)
setup-player-who = player { $n }
setup-move-up = Move { $who } up a seat
setup-move-down = Move { $who } down a seat
setup-remove = Remove { $who }
setup-add-player = + Add player
# The name a new player gets.
setup-default-name = Player { $n }

# The setup screen: the variants of the game chosen.
setup-slam-number = Slam number:
setup-slam-shared = one for everyone
setup-slam-per-player = each player their own
setup-holes = Holes:
setup-holes-suffix = {" "}holes
setup-ordered-straight = Ordered straight (set dice aside only in order 1, 2, 3…)

# The setup screen: phones, and where they join while they are on.
setup-phones = Play with phones
setup-phones-hint = Every player throws from their own phone or laptop
setup-online = Play online
setup-online-hint = Friends on a video call throw from their own phones, through a broker
setup-join-screen = Join screen (J)
setup-phones-at = { $url } code { $code } · { $held } on a phone
setup-phones-at-online = { $url } code { $code } · { $held } on a phone · online
setup-phones-at-link-down = { $url } code { $code } · { $held } on a phone · online link down

# The setup screen's buttons, with their keys where the card is wide, without where narrow.
setup-start-keyed = Start (Enter)
setup-start = Start
setup-resume-keyed = Resume (R)
setup-resume = Resume
setup-history-keyed = History (H)
setup-history = History
# The setup screen: what is wrong with the setup, under it ($problem says what).
setup-problem = ⚠ { $problem }
# The Start button's tooltip where the card is too narrow for the key on it: the key.
setup-start-hint = Enter

## The playing screen's banner: the call button, with its key where the banner is wide
## and without where it is narrow.

hud-roll-keyed = 🎲 Roll (Space)
hud-roll = 🎲 Roll
hud-confirm-keyed = ✔ Confirm dice (Enter)
hud-confirm = ✔ Confirm
# Watching a kept game: its next roll.
hud-next-roll-keyed = ▶ Next roll (Right)
hud-next-roll = ▶ Next
# While the dice fly: they land at once.
hud-skip-keyed = ⏩ Skip (Space)
hud-skip = ⏩ Skip
# While a roll's result is on show: the next turn comes at once.
hud-continue-keyed = Continue (Space)
hud-continue = Continue

## The banner's other buttons, with their keys and without.

hud-menu-keyed = ☰ Menu (Esc)
hud-menu = ☰ Menu
hud-rules-keyed = Rules (F1)
hud-rules = Rules
hud-odds-keyed = Odds (O)
hud-odds = Odds
hud-log-keyed = Log (L)
hud-log = Log

# Beside the last roll's dice drawn flat: what the rings around some of them mean.
hud-ringed-note = ringed: set aside or slam hits
# The heading of the game log's panel.
hud-game-log = Game log (L)

## The scoresheets.

# The golf card's heading over the names.
sheet-player = Player
# A Slam Dice player's slam number ($number is a die's value, or – before it is known).
sheet-slam-number = slam { $number }
# In a Slam Dice player's bar: the score and the target.
sheet-score-of = { $score } / { $target }

## Real dice: the row where the values rolled on the table are typed.

# A face button's tooltip: $value is the face, which is also its key.
dice-entry-face-hint = { $value } (key { $value })
# A face button, for a screen reader.
dice-entry-type = Type { $value }
dice-entry-backspace = Backspace
# Confirms the values typed.
dice-entry-ok = ✔ OK

## Notices: one line at an edge of the window.

# $text is the notice; $more how many more wait after it.
notice-line = { $more ->
    [0] ⚠ { $text }
   *[other] ⚠ (+{ $more }) { $text }
}
# The settings file could not be written; $why is the system's reason.
notice-settings-not-saved = Settings not saved: { $why }
# Once a run: some players' names have letters that no font on this computer has, which
# show as boxes. $names are those players' names, joined; $count how many they are.
font-missing-glyphs = { $count ->
    [one] Some letters of { $names }'s name are in no font on this computer and show as boxes. A font for their script (Noto Sans has most) would show them.
   *[other] Some letters in the names of { $names } are in no font on this computer and show as boxes. A font for their script (Noto Sans has most) would show them.
}


## Why a saved game cannot go on, or the next roll cannot be thrown (after "Cannot
## roll: " and the like).

game-resume-no-seed = the saved game has no seed, so it cannot go on
# $saved values were in the file; $used of them fit the game.
game-resume-extra-dice = { $saved ->
    [one] the saved game has { $saved } dice value but only { $used } fit the game
   *[other] { $used ->
        [one] the saved game has { $saved } dice values but only { $used } fits the game
       *[other] the saved game has { $saved } dice values but only { $used } fit the game
    }
}
game-roll-in-flight = the dice are still in the air
# Real dice: the roll needs $needed values and $given were typed.
game-roll-wrong-count = { $needed ->
    [one] the roll needs { $needed } dice value, not { $given }
   *[other] the roll needs { $needed } dice values, not { $given }
}
# The roll needs $needed dice; $free are not set aside.
game-roll-too-few-dice = the roll needs { $needed ->
        [one] { $needed } die
       *[other] { $needed } dice
    } but only { $free ->
        [one] { $free } is free
       *[other] { $free } are free
    }

## The phones, from the host's keyboard.

# The host said no to the phone of $name, who asked to join as a new player.
game-join-refused = { $name } was not added
game-room-locked = The room is locked: no new phones (K opens it)
game-room-open = The room is open to new phones

## The autosave. $why is the reason (often the system's words), $dir a folder, $file a
## file.

autosave-encode = Could not save the game: { $why }
autosave-directory = Could not save the game in { $dir }: { $why }
autosave-write = Could not save the game to { $file }: { $why }
autosave-history = The finished game could not be kept in the history ({ $why }); it stays in the autosave
# Why the saved game cannot be resumed, put into autosave-unusable and the like.
autosave-no-seed = it has no seed
autosave-unusable = The saved game could not be resumed: { $why }
# It was moved aside to $file.
autosave-set-aside = The saved game could not be resumed ({ $why }); it was kept as { $file }
# $error is why it could not be moved.
autosave-not-moved = The saved game could not be resumed ({ $why }) and could not be moved aside: { $error }

## The sounds, as the render-sound command names them.

# $name is the name asked for, in quotes; $names every table sound's name (not
# translated: they are typed on the command line).
sound-cue-unknown = no table sound is called { $name }; the names are: { $names }
sound-wav-too-long = { $samples ->
    [one] { $samples } sample does not fit in a WAV file
   *[other] { $samples } samples do not fit in a WAV file
}

## The window's start, on the command line (after "party-dice: ").

app-no-display = cannot open the game window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set). The commands work without one: party-dice --help
app-no-scripted-runs = this build has no scripted runs (screenshots, sound check); build it with `--features shots`
app-two-scripted-runs = --screenshot-dir and --sound-check-throw are two runs: give one
# $dir is the folder, $why the system's reason.
app-screenshot-folder = cannot make the screenshot folder { $dir }: { $why }
# $why says what is wrong with the throw given.
app-sound-check-throw = --sound-check-throw: { $why }
