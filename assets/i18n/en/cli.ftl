# The command line's words: what `party-dice replay`, `odds`, `story`, `history`, `stats`,
# `print`, `sim`, `render-sound` and `phone-page` print for people, and their error
# messages. `--json` output is not translated. English is the source.
# Option names (--out, --blank), file names, RON and command examples stay as they are.

## Shared

# A problem with a file, as compilers write it: $file is the file, $problem what is wrong.
cli-file-problem = { $file }: { $problem }
# After a broken settings file's message, when `print` makes a blank card.
cli-print-default-rules = (the card takes the default house rules)
# `party-dice` built without its game window, asked to open it.
cli-no-window = this build of party-dice has no game window (built without the `gui` feature); try `party-dice --help`

## Checks of option values (shown after clap's own "invalid value" words).

# $text is what was typed, in quotes.
cli-bad-page = { $text } is not a page address: write https://HOST/PATH/
# $text is what was typed, in quotes; $lo and $hi the lowest and highest port.
cli-bad-port = { $text } is not 0 (any free port) or a port from { $lo } to { $hi }
# $text is what was typed, in quotes.
cli-bad-size = { $text } is not WIDTHxHEIGHT
# $text is one side as typed, in quotes; $lo and $hi the smallest and largest side.
cli-bad-side = { $text } is not a side of { $lo } to { $hi } pixels

## `replay FILE`: the game's log and final scoresheet.

# The first line: $game is the game's name, $players the players' names as a list.
cli-replay-heading = { $game } — { $players }
# The last line: $finished is "yes" or "no"; $used of the record's $dice values were used.
cli-replay-end = { $finished ->
    [yes] Game finished
   *[no] Game not finished
}; { $used } of { $dice } dice values used.
# The golf scoresheet's headings: the players' column, the first nine, the second, the total.
cli-replay-player = Player
cli-replay-out = OUT
cli-replay-in = IN
cli-replay-total = TOTAL
# Badges after a golfer's row.
cli-replay-first = (first)
cli-replay-scorekeeper = (scorekeeper)
cli-replay-winner = WINNER
# A Slam Dice row: $number is the player's slam number, or "-" before it is rolled.
cli-replay-slam-number = slam number { $number }

## `story FILE`: each player's chance, roll by roll.

# $game is the game's name, $players the names as a list, $rolls how many rolls there
# were, $goal "win" (Straight Golf) or "lose" (Slam Dice: the chance to be the loser).
cli-story-heading = { $game } — { $players } ({ $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}; each player's { $goal ->
    [win] chance to win
   *[lose] chance to be the loser
})
# One player's chance at the start: $name and $chance (a percentage).
cli-story-chance = { $name } { $chance }
# The chances before the first roll: $chances is the list of the lines above.
cli-story-start = Start: { $chances }
cli-story-nothing-rolled = Nothing has been rolled yet.
# The audience's lesson, one line per tenth of what it said: $from and $to bound the tenth
# ("10 %", "20 %"), $happened of $count answers came true ($rate), $said is what the
# audience said on average and $odds what the exact odds said of the same answers.
cli-story-lesson-bin = { $from }–{ $to }: { $happened } of { $count } came true ({ $rate }); the audience said { $said }, the odds { $odds }
# Under the audience's board: what the star beside a name means.
cli-story-beat = ★ beat the odds

## `odds FILE`: the odds where a recorded game stands.

# $game is the game's name, $players the names as a list; $used of $dice values used.
cli-odds-heading = { $game } — { $players } ({ $used } of { $dice } dice values used)
# How the chances were found (in brackets after "Chance to win").
cli-odds-exact = exact
# $games is the number of games played out, $se the standard error as a percentage.
cli-odds-monte-carlo-se = Monte-Carlo, { $games } games, standard error { $se }
cli-odds-monte-carlo = Monte-Carlo
# What a golfer has set aside: nothing, or $faces (the faces, "2 3 4").
cli-odds-nothing-aside = nothing set aside
cli-odds-set-aside = { $faces } set aside
# $name rolls roll $roll_number of $rolls on a hole; $aside is one of the two above.
cli-odds-golf-to-roll = { $name } to roll: roll { $roll_number } of { $rolls }, { $aside }.
cli-odds-this-hole = This hole:
# $chance is written as the odds panel writes chances ("1 in 6 (16.7 %)").
cli-odds-straight = Straight: { $chance }
# $points is a number with its sign and two decimals ("+0.25").
cli-odds-expected = Expected points: { $points }
# $points is a hole's points with their sign ("+1", "-3"), $chance its chance.
cli-odds-points = { $points } on this hole: { $chance }
cli-odds-roll-off = Roll-off: { $name } rolls next; no hole is being played yet.
cli-odds-over = The game is over.
# $method is how the chances were found ("exact").
cli-odds-chance-to-win = Chance to win ({ $method }):
# $total is the golfer's total with its sign.
cli-odds-golf-player = { $name } (total { $total }): { $chance }
cli-odds-next-roll = Next roll:
# $outcome is what the roll may do ("Grand Slam"), $chance its chance.
cli-odds-outcome = { $outcome }: { $chance }
# $name rolls at $score points of the $target.
cli-odds-slam-to-roll = { $name } to roll at { $score } of { $target }.
# $name is the player whose slam number is still to be rolled.
cli-odds-player-slam-number-to-come = A slam number ({ $name }'s) is still to be rolled; the next-roll odds come once every slam number is set.
cli-odds-slam-number-to-come = A slam number is still to be rolled; the next-roll odds come once every slam number is set.
cli-odds-finishes-this-turn = { $name } finishes this turn: { $chance }
# $method is how the chances were found ("exact").
cli-odds-chance-to-lose = Chance to be the loser ({ $method }):
# Where a Slam Dice player stands, in brackets after the name: finished, or $score of $target.
cli-odds-finished = finished
cli-odds-score-of = { $score } of { $target }
# $at is one of the two above.
cli-odds-slam-player = { $name } ({ $at }): { $chance }

## `print`: the PDF written, and why it was not.

# $file is the PDF, $what one of cli-print-filled or cli-print-blank, $bytes its size.
cli-print-wrote = wrote { $file }: { $what }, { $bytes } bytes
cli-print-filled = the filled card and the story of its chances
# $players is how many rows the blank card has.
cli-print-blank = the rules and a blank card for { $players ->
    [one] { $players } player
   *[other] { $players } players
}
cli-print-needs-out = print needs --out FILE.pdf: where to write the PDF
cli-print-not-both = print takes a game file or --blank, not both
cli-print-needs-game = print needs a kept game (print GAME.ron --out FILE.pdf) or --blank --game slam-dice|straight-golf
cli-print-blank-options = --game, --players, --rounds and --ordered are for a --blank card: a kept game's card has its own
cli-print-blank-needs-game = --blank needs --game slam-dice or --game straight-golf
cli-print-golf-only = --rounds and --ordered are Straight Golf's: a Slam Dice card has neither
# $lo and $hi are the fewest and most holes, $rounds what was asked for.
cli-print-bad-rounds = --rounds must be { $lo } to { $hi }, not { $rounds }

## `phone-page --out DIR`

# $file is the page written.
cli-phone-page-written = phone page written to { $file }
cli-phone-page-serve = serve it over https, then set online.page to its address
# $dir is the folder, $reason the system's reason.
cli-phone-page-failed = cannot write the phone page into { $dir }: { $reason }

## `render-sound`: the WAV file written, and bad arguments.

cli-sound-needs-values = render-sound needs the dice values, e.g. --values 3,5,6
cli-sound-needs-out = render-sound needs a file to write, e.g. --out throw.wav
# $text is what was typed, in quotes; $most the most dice a throw holds.
cli-sound-not-a-value = --values: { $text } is not a die value; give 1 to { $most } faces like 3,5,6
# $text is what was typed, in quotes.
cli-sound-not-a-throw = { $text } is not a throw: give SEED:VALUES like 7:3,5,6
# $problem is what is wrong with a die value.
cli-sound-values-problem = --values: { $problem }
# $most is the most dice a throw holds, $n how many were given.
cli-sound-dice-count = --values: a throw has 1 to { $most } dice, not { $n }
# $problem names the unknown sound and the known ones.
cli-sound-cue-problem = --cue: { $problem }
# $value is what was given, $lo and $hi the range allowed.
cli-sound-bad-volume = --volume: { $value } is not within { $lo } to { $hi }
cli-sound-bad-speed = --speed: { $value } is not within { $lo } to { $hi }
cli-sound-bad-skip = --skip-at: { $value } is not a time in seconds (0 or more)
# The file could not be written: $problem says why.
cli-sound-failed = render-sound: { $problem }
# $file is the WAV file, $seconds its length, $rate the sample rate, $cues how many sounds
# it holds, $level one of the two below.
cli-sound-wrote = wrote { $file }: { $seconds } s, { $rate } Hz mono 16-bit, { $cues ->
    [one] { $cues } cue
   *[other] { $cues } cues
}, { $level }
cli-sound-silent = silent
# $db is the loudest sample's level, in decibels below full scale ("-7.1").
cli-sound-peak = peak { $db } dBFS

## `history` and `stats`: the kept games.

# $dir is the history folder.
cli-history-none = No games kept yet in { $dir }.
# $games is how many games are listed, $dir the history folder.
cli-history-heading = { $games ->
    [one] { $games } kept game
   *[other] { $games } kept games
} in { $dir }, newest first:
# When a game finished: $date is 2025-01-02, $time 20:15, in UTC.
cli-history-time = { $date } { $time } UTC
cli-history-unknown-time = unknown
# A game's result: the loser, the one winner, or the winners as a list ($names).
cli-history-lost-by = lost by { $name }
cli-history-won-by = won by { $name }
cli-history-shared-by = shared by { $names }
# The headings of the list of games.
cli-history-column-finished = Finished
cli-history-column-game = Game
cli-history-column-players = Players
cli-history-column-result = Result
cli-history-column-file = File
# Files in the history folder that are not kept games: $files how many, $dir the folder.
cli-history-unreadable = { $files ->
    [one] { $files } unreadable file in { $dir }, left as it was:
   *[other] { $files } unreadable files in { $dir }, left as they were:
}
# The headings of the `stats` tables (short: columns of numbers stand under them).
cli-stats-column-games = games
cli-stats-column-wins = wins
cli-stats-column-mean-hole = mean hole
cli-stats-column-best-hole = best hole
cli-stats-column-straights-roll-1 = straights on roll 1
cli-stats-column-losses = losses
cli-stats-column-single = single
cli-stats-column-small = small
cli-stats-column-grand = grand
cli-stats-column-busts = busts

## `stats --dice`

# $games is how many kept games were counted, $dir the history folder.
cli-dice-heading = Dice of { $games ->
    [one] { $games } kept game
   *[other] { $games } kept games
} in { $dir }
# The headings after the six faces: all dice, the dice expected of each face, the
# chi-square statistic and its p-value.
cli-dice-column-dice = dice
cli-dice-column-expected = expected
cli-dice-column-chi-square = chi²
cli-dice-column-p = p
cli-dice-luck-heading = Luck: the points scored against the points the exact odds expected

## `sim`: seeded games against the exact odds.

# The progress bar's words: $done of $total games played, about $seconds seconds to go.
cli-sim-progress = { $done }/{ $total } games, { $seconds } s left
# $problem is why the games could not be played.
cli-sim-failed = sim: { $problem }
# $ordered is "yes" for the ordered-straight variant; $holes holes were played over $games
# games of $players players and $rounds rounds; $seed seeded the dice.
cli-sim-golf-heading = { game-straight-golf }, { $ordered ->
    [yes] ordered straight
   *[no] standard
}: { $holes ->
    [one] { $holes } hole
   *[other] { $holes } holes
} ({ $games ->
    [one] { $games } game
   *[other] { $games } games
} × { $players } players × { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}), seed { $seed }
# $players players, $mode "shared" or "per-player" slam numbers, the $target, $games
# games, $seed seeded the dice.
cli-sim-slam-heading = { game-slam-dice }, { $players } players, { $mode ->
    [per-player] per-player slam numbers
   *[shared] shared slam number
}, target { $target }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, seed { $seed }
# The table's headings: a hole's score, the exact chance, the simulated share, and their
# difference in standard errors.
cli-sim-column-score = score
cli-sim-column-exact = exact
cli-sim-column-monte-carlo = monte carlo
cli-sim-column-diff = diff/SE
# The row of the mean hole score.
cli-sim-mean = mean
# The rows of the Slam Dice table; $seat counts from 1.
cli-sim-finish-from-zero = finish in one turn from 0
cli-sim-seat-loser = seat { $seat } is the loser
cli-sim-rolls-per-game = rolls per game
cli-sim-turns-per-game = turns per game

## The history folder: why a file is not a kept game, and why a game could not be kept
## (the terminal and the window's history).

history-error-folder-not-game = a folder, not a game file
history-error-not-regular = not a regular file
# $used of the record's $dice values were used, and the game is not over.
history-error-not-finished = the game is not finished ({ $used } of { $dice } dice values used)
# $dir is the history folder, $reason the system's reason.
history-error-cannot-read-folder = cannot read { $dir }: { $reason }
# $reason is the system's reason.
history-error-cannot-read = cannot read: { $reason }
# $reason is what is wrong with the players or the house rules.
history-error-cannot-keep = the game cannot be kept: { $reason }
history-error-keep-not-finished = the game is not finished ({ $used } of { $dice } dice values replay to an unfinished game)
history-error-encode = the game could not be written as RON: { $reason }
history-error-make-folder = could not make the history folder { $dir }: { $reason }
# $file is the kept game's file.
history-error-exists = { $file } already holds another game; it was left as it was
history-error-write = could not write { $file }: { $reason }

## A game record that cannot be read (replay, odds, story, print FILE).

# The problem with its place in the file: $line and $col count from 1.
record-detail-at = line { $line }, column { $col }: { $problem }
record-too-large = the file is { $bytes } bytes; a game record is at most { $cap } bytes
# $why is what the system said.
record-cannot-read = cannot read: { $why }
# $offset is the byte where the text stops being UTF-8.
record-not-text = not a text file (invalid UTF-8 at byte { $offset })
record-empty = the file is empty; expected a game record like (game: SlamDice, players: [..], dice: [..])
# $problem is the reader's word for an unknown name; the names in brackets are RON's, untranslated.
record-unknown-variant = { $problem } (games: SlamDice, StraightGolf; slam_number: Shared, PerPlayer)
