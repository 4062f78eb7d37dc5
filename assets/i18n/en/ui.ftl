# The window's menu (Esc): the display settings.
menu-display = Display
menu-language = Language:
menu-ui-scale = UI scale
menu-animation-speed = Animation speed
menu-reduced-motion = Reduced motion (dice appear at rest, no tumbling)
menu-fullscreen = Fullscreen (F11)
menu-theme = Theme:
menu-theme-dark = Dark
menu-theme-light = Light
menu-theme-high-contrast = High contrast
menu-graphics = Graphics:
menu-graphics-auto = Auto
menu-graphics-auto-hint = Low without a GPU, else High
menu-graphics-low = Low
menu-graphics-high = High
menu-odds-panel = Odds panel (O)
menu-audience = Audience plays along on phones
menu-audience-hint = Phones without a seat answer a question before each throw and are scored against the exact odds; a leaderboard shows beside the table.

## The golf card's sums and the statistics table's headings.

card-out = OUT
card-in = IN
card-total = TOTAL
# $column is the column's key.
stat-column = { $column ->
    [name] Player
    [golf-games] Golf games
    [golf-wins] Wins
    [mean-hole] Mean hole
    [best-hole] Best hole
    [straights-roll-1] 1st-roll straights
    [slam-games] Slam games
    [slam-losses] Losses
    [single] Single
    [small] Small
    [grand] Grand
    [busts] Busts
    [golf-luck] Golf luck
   *[slam-luck] Slam luck
}
# A seat's mark, by its shape's key.
mark-name = { $shape ->
    [circle] circle
    [square] square
    [triangle] triangle
    [star] star
    [bar] bar
    [hexagon] hexagon
    [pentagon] pentagon
   *[cross] cross
}
# A seat's dice finish, by its key (the dice's look: plain, pearly, veined, metallic).
finish-name = { $finish ->
    [pearl] pearl
    [marble] marble
    [metal] metal
   *[solid] solid
}

## What a screen reader says for the card's cells, the dice drawn flat and the marks;
## the parts are joined by `list-separator`.

# Golf points: $sign is plus, minus or zero; $points is without its sign.
spoken-points = { $sign ->
    [plus] plus { $points }
    [minus] minus { $points }
   *[zero] { $points }
}
spoken-total = total { $points }
spoken-hole = hole { $hole }
# $holes is a sum column's heading (OUT, IN, 19–27).
spoken-nine = holes { $holes }
spoken-playing-now = playing now
spoken-not-played = not played
spoken-score-of = { $score } of { $target }
spoken-slam-number = slam number { $face }
# $place is an ordinal ("1st").
spoken-safe = safe, { $place }
spoken-loser = the loser
spoken-to-roll = to roll
spoken-set-aside = set aside
spoken-slam-hit = slam hit
spoken-mark = { $player }'s mark, a { $mark }

## The menu (Esc): its frame, the sound and the game settings.

menu-title = Menu & settings
# The title where the window is too narrow for the long one.
menu-title-short = Menu
# $path is the settings file.
menu-saved-to = Saved to { $path }
menu-close = Close (Esc)
menu-new-game = New game / setup
menu-rules = Rules (F1)
menu-quit = Quit
menu-notices = Notices
menu-sound = Sound
menu-volume = Volume
menu-muted = Muted
menu-game-and-variants = Game and variants
menu-next-game = Changes here apply to the next game.
# A game's name before its variants.
menu-game-label = { $game }:
menu-slam-shared = shared slam number
menu-slam-per-player = per player
# Before a number a player can drag.
menu-target-prefix = target{" "}
menu-single-prefix = single +
menu-small-prefix = small +
# After a number a player can drag ($n is that number).
menu-holes-suffix = { $n ->
    [one] {" "}hole
   *[other] {" "}holes
}
menu-rolls-suffix = { $n ->
    [one] {" "}roll per hole
   *[other] {" "}rolls per hole
}
menu-ordered-straight = ordered straight
# $problem says what is wrong with the variants.
menu-not-saved = ⚠ { $problem } — not saved until fixed
menu-players-on-setup = Players are named and seated on the setup screen.

## The game-over sheet.

game-over-title = Game over
game-over-luck = Luck
game-over-play-again = Play again (Enter)
game-over-play-again-short = Play again
game-over-new-setup = New setup
game-over-working-out = Working out the story of the game…
print-card-button = Print card
print-card-hint = The card, its verdict and its story as a PDF

## The history of kept games (the setup screen's History button).

history-title = History
history-tab-games = Games
history-tab-stats = Stats
history-tab-dice = Dice
history-reading = Reading the kept games…
history-back = ◀ Back to setup
history-back-short = ◀ Back
history-none = No finished games yet: every game played to the end is kept here.
history-column = { $column ->
    [finished] Finished
    [game] Game
    [players] Players
   *[result] Result
}
# When a game finished: $day is a date (2025-01-02), $time a time (20:00), in UTC.
history-when = { $day } { $time } UTC
# A golf game's winners, their names joined ($count of them).
history-won-by = { $count ->
    [one] won by { $names }
   *[other] won by { $names }
}
history-lost = { $name } lost
history-watch = ▶ Watch
history-print = Print
history-no-stats = No statistics yet.

## The rules panel (F1), the odds panel (O) and the history's Dice tab.

# $game is the game's name.
rules-panel-title = Rules — { $game }
rules-panel-close = Close (F1)
odds-panel-title = Odds (O)
odds-panel-updating = updating…
odds-panel-working = Working them out…
dice-tab-luck = Luck: points scored against what the exact odds expected
dice-tab-no-game = No game played to the end yet.
# A tally's title: whose dice, which dice ($source), how many ($dice, "60 dice").
dice-tab-tally = { $who } · { $source } · { $dice }
# The tally's test: the count each face expects, the chi-squared statistic, its p-value.
dice-tab-test = expected { $expected } each · χ² { $chi2 } · p { $p }
# A die drawn in the tally, for a screen reader.
dice-tab-face = face { $face }
# The bars, for a screen reader: $counts each face's count, joined.
dice-tab-spoken = { $counts } of each face, against { $expected } expected
# The line on the story's chart at the roll on show.
chart-on-show = on show

## The audience on the shared screen.

# $n: members with an answer settled.
hud-audience-title = Audience · { $n } playing
# $n: members who joined, none settled yet.
hud-audience-joined = { $n ->
    [one] 1 in the audience: answers count from the next throw
   *[other] { $n } in the audience: answers count from the next throw
}
# $points: what the odds scored on every question settled.
hud-audience-odds = The odds: { $points }
# A kept game watched again: the audience's final board and, folded under it, the calibration chart.
hud-audience-lesson = The lesson
hud-audience-block = Block { $name } (for as long as phones stay on)
game-over-calibration = The lesson: when the audience said…, how often it happened
game-over-calibration-legend = Columns: how often the answers came true, by what the audience said (0 % at the left, 100 % at the right; the number of answers under each). The line: saying and happening agree. Dots: what the exact odds said of the same answers.
