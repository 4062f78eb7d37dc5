# The game log and the headlines. English is the source.

## The game log: one line per roll or announcement (the log panel, `party-dice replay FILE`).

# A roll, by what it was for.
log-rolled-slam-number = { $name } rolled { $roll } for the slam number
log-rolled-slam-turn = { $name } rolled { $roll }
log-rolled-roll-off = { $name } rolled { $roll } in the roll-off
log-rolled-tie-break = { $name } rolled { $roll } to break the tie
log-rolled-hole = { $name } rolled { $roll } (hole { $hole }, roll { $roll_number })
# The end of a game.
log-game-over-loser = Game over: { $name } is the loser
log-game-over-winners = Game over: { $winners }
# Between the names of several winners in the log.
log-names-joiner = {" "}and{" "}
# Slam Dice: the slam number and what a roll did (added after the roll).
log-slam-number = The slam number is { $face }
log-player-slam-number = { $name }'s slam number is { $face }
log-no-slam = {" "}— no slam, turn over
log-slam = {" "}— { $slam }, +{ $points } → { $score }
log-bust = {" "}— { $slam } would pass the target: bust, stays at { $score }
log-safe = { $name } is safe ({ $place })
# Straight Golf: the roll-off, the scorekeeper, what a roll kept and a hole's score.
log-tie-highest = Tie for highest between { $names }: they roll again
log-tie-lowest = Tie for lowest between { $names }: they roll again
log-goes-first = { $name } goes first
log-keeps-score = { $name } keeps score
log-set-aside-nothing = nothing set aside
log-set-aside = sets aside { $faces } ({ $total }/{ $dice })
log-straight-on-roll = straight on roll { $roll_number }
log-dice-short = { $n ->
    [one] { $n } die short
   *[other] { $n } dice short
}
log-hole-scored = { $name } scores { $points } on hole { $hole } ({ $how }), total { $total }

## The headline: the big message in the middle of the screen after a roll.

headline-slam-number = Slam number { $face }
headline-slam-number-detail = Roll it to score
headline-player-slam-number = { $name }: slam number { $face }
headline-loses = { $name } loses!
headline-last-left = The last one left
# $winners is the language's `winners` phrase.
headline-winners = { $winners }!
headline-lowest-total = Lowest total
# Between the names of several winners in a headline.
headline-names-joiner = {" & "}
headline-grand-slam = GRAND SLAM!
headline-grand-slam-detail = { $name } goes straight to the target
# $slam is a slam's name ("Small Slam").
headline-slam = { $slam }!
headline-slam-detail = { $name } +{ $points } → { $score }
headline-bust = BUST
headline-bust-detail = { $name }: a { $slam } would pass the target — stays at { $score }
headline-safe = { $name } is safe!
# $place is an ordinal ("1st").
headline-safe-detail = { $place } to finish
# A straight on the first roll: $points with its sign ("−3").
headline-straight-first = STRAIGHT! { $points }
headline-straight = Straight on roll { $roll_number }: { $points }
# A hole without the straight: $n dice short, $points with its sign.
headline-missed = Missed by { $n }: { $points }

## The banner over the table: who does what next, in its long form, then a short and
## the shortest form for a narrow window (they keep the name and the numbers).

banner-slam-number = Roll for the slam number
banner-player-slam-number = { $name } — roll your slam number
banner-turn = { $name }'s turn
banner-keep-going = { $name } — roll { $roll_number }, keep going!
banner-roll-off = { $name } — roll to see who starts
banner-tie-break = { $name } — roll again to break the tie
banner-hole = { $name } — hole { $hole }, roll { $roll_number } of { $rolls }
banner-over = Game over
banner-short-slam-number = Slam number
banner-shortest-slam-number = Slam #
banner-short-player-slam-number = { $name } · slam number
banner-shortest-player-slam-number = { $name } · slam #
banner-short-roll = { $name } · roll { $roll_number }
banner-shortest-roll = { $name } · { $roll_number }
banner-short-roll-off = { $name } · roll-off
banner-short-hole = { $name } · hole { $hole } · roll { $roll_number }/{ $rolls }
banner-shortest-hole = { $name } · { $hole } · { $roll_number }/{ $rolls }
banner-shortest-over = Over

## The game-over title, and a seat's status on the sheet.

verdict-loser = { $name } is the loser!
# $place is an ordinal ("1st").
status-safe = safe — { $place }
status-loser = LOSER
badge-plays-first = Plays first
badge-keeps-score = Keeps score
# Slam Dice's house rules in one line, for the setup screen.
slam-summary = Race to exactly { $target }: Single +{ $single }, Small +{ $small }, Grand Slam finishes.

## Real dice typed in: what the entry asks for, and why a key typed nothing.

entry-prompt = { $n ->
    [one] Type the { $n } die rolled:
   *[other] Type the { $n } dice rolled:
}
entry-full = { $n ->
    [one] This roll takes { $n } die; Backspace removes the last one
   *[other] This roll takes { $n } dice; Backspace removes the last one
}
entry-missing = { $n ->
    [one] Type { $n } more die (1 to 6) before Enter
   *[other] Type { $n } more dice (1 to 6) before Enter
}
entry-not-a-face = A die shows 1 to 6: type 1, 2, 3, 4, 5 or 6

## Notices for what could not be done, with the reason ($why).

refusal-start = Cannot start: { $why }
refusal-roll = Cannot roll: { $why }
refusal-play-roll = Cannot play the roll: { $why }
refusal-show = Cannot show { $file }: { $why }

## The history's list: a kept game's players and result, and files that are not kept games.

kept-players-result = { $names } — { $result }
kept-players-more-result = { $names } and { $more } more — { $result }
unreadable-file-why = ⚠ { $file } is not a kept game: { $why }
unreadable-file = ⚠ { $file } is not a kept game
unreadable-files-count = { $n ->
    [one] ⚠ { $n } file is not a kept game
   *[other] ⚠ { $n } files are not kept games
}
unreadable-files-named = { $n ->
    [one] ⚠ { $n } file is not a kept game: { $files }
   *[other] ⚠ { $n } files are not kept games: { $files }
}

## The menu's sound line: why no sound plays.

sound-no-device-server = No audio device was found: the game plays in silence. Sound needs a PulseAudio or PipeWire sound server; for ALSA without one, see the README.
sound-no-device = No audio device was found: the game plays in silence.
sound-not-built = This build has no sound: Party Dice plays sound on Linux, Windows and macOS.

## Odds in words: "1 in 216 (0.46 %)", and the odds panel's readings.

chance-never = never
chance-certain = certain
# $n is already written as the language writes numbers ("216", "6.0").
chance-one-in = 1 in { $n }
# $least is the smallest percentage shown ("0.01 %").
chance-under = under { $least }
chance-with-percent = { $said } ({ $percent })
outcome-bust = Bust
outcome-no-hit = No hit
# $method is "exact" or "estimated" (sampled chances).
odds-chance-to-win = { $method ->
    [estimated] Chance to win (estimated)
   *[exact] Chance to win
}
odds-chance-to-lose = { $method ->
    [estimated] Chance to be the loser (estimated)
   *[exact] Chance to be the loser
}
odds-hole-title = { $name }'s hole, roll { $roll_number }
odds-straight = Straight this hole
odds-straight-says = { $name } completes the straight { $percent } of the time
odds-expected = Expected points
odds-expected-says = { $name } scores { $points } on this hole on average
odds-win-says = { $name } ends among the winners { $percent } of the time
odds-finish = Finishes this turn
odds-finish-says = { $name } finishes this turn { $percent } of the time
odds-next-rolls-says = { $percent } of { $name }'s next rolls
odds-loser-says = { $name } is the loser { $percent } of the time

## The story of the chances in words: what a roll did, where it came, the hover text, the
## biggest swing and what a screen reader hears for the chart.

story-straight = straight
# $slam is a slam's name.
story-slam-safe = { $slam }, safe
story-bust = bust
story-no-slam = no slam
story-slam-number = slam number { $face }
story-rolled = rolled { $roll }
# Where a roll came; $case is "start" at the start of a sentence, else "inner".
story-at-hole = { $case ->
    [start] Hole { $hole }, { $name }'s roll { $roll_number }
   *[inner] hole { $hole }, { $name }'s roll { $roll_number }
}
story-at-turn = { $case ->
    [start] Turn { $turn }, { $name }'s roll { $roll_number }
   *[inner] turn { $turn }, { $name }'s roll { $roll_number }
}
story-at-roll-off = { $case ->
    [start] Roll-off, { $name }'s die
   *[inner] roll-off, { $name }'s die
}
story-at-shared-slam-number = { $case ->
    [start] The slam-number die
   *[inner] the slam-number die
}
story-at-slam-number = { $name }'s slam-number die
# "Hole 14, Cy's roll 1: straight — Cy 12 % → 61 %".
story-hover = { $place }: { $what } — { $name } { $before } → { $after }
# $goal is "win" (Straight Golf) or "lose" (Slam Dice: the chance to be the loser).
story-swing = { $goal ->
    [lose] The biggest swing: { $place } ({ $what }) moved { $name }'s chance to be the loser from { $from } to { $to }.
   *[win] The biggest swing: { $place } ({ $what }) moved { $name }'s chance to win from { $from } to { $to }.
}
story-chart-before = before the first roll
story-chart-after = after roll { $roll_number }
story-chart-stands = { $name } { $percent }
# $chart is the chart's title; "…, over 142 rolls; after roll 40: Ann 20 %, Ben 80 %."
story-chart-spoken = { $rolls ->
    [one] { $chart }, over { $rolls } roll; { $when }: { $standing }.
   *[other] { $chart }, over { $rolls } rolls; { $when }: { $standing }.
}

## The Dice tab: whether the dice look fair, and each player's luck.

dice-source-thrown = Thrown on screen
dice-source-real = Real dice typed in
dice-none-thrown = No dice thrown on screen yet.
dice-none-real = No real dice typed in yet.
dice-all-players = All players
# $n selects the plural; $count is the same number written for reading ("4 212").
dice-too-few = { $n ->
    [one] Only { $count } die so far: too few to tell whether they are fair (it takes { $needed }).
   *[other] Only { $count } dice so far: too few to tell whether they are fair (it takes { $needed }).
}
# $least is the smallest percentage shown ("0.01 %").
dice-less-than = less than { $least }
dice-only = only { $percent }
# $how_often is dice-less-than or dice-only.
dice-loaded = { $n ->
    [one] A spread this uneven or more happens { $how_often } of the time with fair dice: this { $count } die may be loaded.
   *[other] A spread this uneven or more happens { $how_often } of the time with fair dice: these { $count } dice may be loaded.
}
dice-fair = { $n ->
    [one] This { $count } die looks fair: a spread this uneven or more happens { $percent } of the time with fair dice.
   *[other] These { $count } dice look fair: a spread this uneven or more happens { $percent } of the time with fair dice.
}
# "Ann scored -5 over 9 holes where the odds expected +3.2".
luck-golf-scored = { $holes ->
    [one] { $name } scored { $points } over { $holes } hole where the odds expected { $expected }
   *[other] { $name } scored { $points } over { $holes } holes where the odds expected { $expected }
}
# "Hal scored 9 points in 7 turns where the odds expected 12.0".
luck-slam-scored = { $name } scored { $points ->
        [one] { $points } point
       *[other] { $points } points
    } in { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } where the odds expected { $expected }
luck-even = just what the odds expected
luck-good = { $points } points of good luck
luck-bad = { $points } points of bad luck
# $scored is luck-golf-scored or luck-slam-scored, $verdict luck-even, -good or -bad.
luck-line = { $scored }: { $verdict }.
# A luck line of the stats, after the game's name.
luck-game-line = { $game }: { $line }
