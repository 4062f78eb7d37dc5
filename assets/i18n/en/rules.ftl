# The rules panel: the rules of the active game and variant, with every point the
# program had to decide marked "Decided".

# A small count in words, as the rules are written; digits past twelve.
rules-number-word = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $n }
}

## The headings.

rules-idea = The idea
rules-slam-number = Slam number
rules-turn = A turn
rules-exactly = Exactly the target
rules-finishing = Finishing
rules-turn-order = Turn order (Decided)
rules-end = The end
rules-who-starts = Who starts (Decided)
rules-hole = A hole
rules-setting-aside = Setting aside
rules-scoring = Scoring a hole
rules-game = The game

## Slam Dice. $dice is a count in words (rules-number-word), capitalised at the start.

rules-slam-idea = A party game with no winner and one loser. { $dice } dice. Race to exactly { $target }; the last player left is the loser.
rules-slam-number-shared = At the start one die is rolled: its face is the slam number for everyone, for the whole game. It stays on the table beside the tray.
rules-slam-number-per-player = Variant, each player their own (Decided): at the start every player rolls their own slam number, in seat order. The table shows the slam number of the player whose turn it is.
# $single and $small are slams' names; $short is one Single Slam short of the target.
rules-exactly-text = A { $single } or { $small } that would take you above { $target } does not count: nothing is added and your turn ends (a bust). Example: at { $short }, a { $small } ends the turn at { $short }; a { $single } later finishes.
rules-finishing-text = Reach exactly { $target } and you are safe: you never roll again. The order in which players finish is recorded.
rules-turn-order-text = Seat 1 starts; turns pass in seat order, skipping finished players.
rules-end-text = When every player but one is finished the game ends at once. The one left is the loser and is not asked to roll again.
# How many dice show the slam number, and the slam's name: "two — Small Slam".
rules-hit = { $dice ->
    [1] one
    [2] two
    [3] three
   *[other] { $dice }
} — { $slam }
# $single, $small and $grand are rules-hit.
rules-slam-turn =
    Roll all { $dice } dice and count the dice showing your slam number:
    • none: your turn ends, score unchanged;
    • { $single }: +{ $single_points }, roll again;
    • { $small }: +{ $small_points }, roll again;
    • { $grand }: your score becomes exactly { $target } and you are finished.

## Straight Golf.

rules-golf-idea = Golf with { $dice } dice: lowest total wins. Each turn is a hole: at most { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
} to build the straight { $straight }.
rules-who-starts-text =
    1. Every player rolls one die, in seat order.
    2. First player: highest. While several share the highest, only they roll again (seat order) and the highest of that re-roll is looked at.
    3. Scorekeeper: among everyone but the first player, the lowest of step 1. While several share it, only they roll again and the lowest of that re-roll is looked at; with one candidate nobody rolls.
    Play then passes to the left: seat order from the first player, wrapping round. The program keeps the score; the scorekeeper badge is for the table talk.
rules-hole-text = Roll all dice not yet set aside, set aside the dice that build the straight, and roll the rest. The hole ends when all { $dice } values are aside or after roll { $rolls }.
# $first, $second and $third are rules-example.
rules-ordered = Ordered straight (this game): dice are set aside only while they extend the run from 1 upward without a gap. With { $aside } aside, a roll of { $first }; a roll of { $second }. A first roll of { $third }.
# $n dice ($dice, in words) are rolled again.
rules-standard = { $n ->
    [one] Standard: one die of each face value not yet set aside; duplicates are rolled again. Example: { $example } and { $dice } die is rolled again. The program sets dice aside for you: there is no choice to make.
   *[other] Standard: one die of each face value not yet set aside; duplicates are rolled again. Example: { $example } and { $dice } dice are rolled again. The program sets dice aside for you: there is no choice to make.
}
rules-example = { $roll } sets aside { $kept }
rules-example-nothing = { $roll } sets aside nothing
rules-scoring-first = Straight on roll { $roll_number }: { $points }.
rules-scoring-roll = On roll { $roll_number }: { $points }.
# $on_roll is rules-scoring-first and each rules-scoring-roll.
rules-scoring-text = { $on_roll }  Not completed: { $points } for each die not part of the straight.
rules-game-text = { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}; a round is one hole for every player. The card shows OUT (holes 1–{ $nine }), IN ({ $in_first }–{ $in_last }) and TOTAL. After the last round the lowest total wins; equal lowest totals share the win (Decided).
