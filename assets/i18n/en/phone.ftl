## The phone page (assets/phone/index.html): every word it shows. The game embeds
## them in the page in the phone's language. A placeable ({ $name }, { $seconds }, ...)
## is filled in on the phone as plain text: don't select variants by it (numbers come as
## plain digits).

# The page's title in the browser's tab, and the join screen's heading.
phone-app-name = Party Dice

## The line at the top: the link to the game.

phone-link-off = Not connected
phone-link-connecting = Connecting…
phone-link-up = Connected
phone-link-up-online = Connected online
phone-game-key = Game key: { $print }
# Online: the link names a broker address that is not one.
phone-link-bad-broker = Bad broker address
phone-link-broker-refused = The broker refused the phone
# $seconds: whole seconds until the next try.
phone-link-retry = Reconnecting in { $seconds } s…
# In the top line instead of the player's name, for a phone without a seat.
phone-spectator = spectator

## The join screen.

phone-join-hint = Type the room code shown on the game's screen.
# The room code field's name for a screen reader.
phone-code-label = Room code
phone-join = Join
phone-code-format = A room code is four letters.
phone-joining = Joining…
phone-joining-online = Joining online…
phone-needs-https = Open this link over https to play online: this browser keeps its encryption for secure pages.

## The seats.

phone-pick-seat-title = Pick your seat
# $game: the game's name ("Slam Dice").
phone-game-setup = { $game }: pick your seat
# The name field (placeholder and screen reader name).
phone-name-hint = Your name
phone-join-as = Join as a new player
phone-just-watch = Or join as a spectator.
# Under a seat's name: this phone's seat, another phone's, one whose phone dropped, a free one.
phone-seat-you = you
phone-seat-taken = taken
phone-seat-dropped = phone dropped
phone-seat-free = free
# $name: the name the phone asked to join as.
phone-join-asked = Asked the host to add { $name }…
# $why: the game's reason, a short sentence ("the host said no").
phone-join-refused = Not added: { $why }
phone-seat-freed = The host freed your seat.
phone-seat-taken-over = This seat was opened on another page.
phone-seat-removed = Your player left the game.

## Whose turn it is, and the throw.

phone-turn-over = Game over
phone-turn-pick = Pick a seat
phone-turn-waiting = Waiting for the game to start
phone-turn-yours = Your turn!
phone-rolling = Rolling…
phone-get-ready = Get ready…
# $name: the player on turn.
phone-turn-theirs = { $name }'s turn
# The area to swipe on, while this phone may throw, after it threw, and while it waits.
phone-swipe = Swipe up to throw
phone-pad-thrown = Thrown!
phone-pad-wait = Wait for your turn
phone-thrown-watch = Thrown! Watch the screen…
phone-roll = Roll
# Real dice typed on the phone: take the last one back, send them.
phone-undo = Undo
phone-send = Send
# $typed: faces typed so far; $needed: faces the roll needs.
phone-typed-count = { $typed } of { $needed }
phone-leave = Leave seat

## The scorecard.

phone-scorecard = Scorecard
# The column of each player's total or score.
phone-card-total = Total

## The seat's dice: how they look on the shared screen.

phone-finish-title = Your dice
phone-finish-solid = Solid
phone-finish-pearl = Pearl
phone-finish-marble = Marble
phone-finish-metal = Metal

## The audience: everyone without a seat predicts each throw.

phone-audience-title = Play along
phone-audience-invite = No seat? Guess each throw before the dice fly, and score against the exact odds.
phone-audience-join = Join the audience
phone-audience-next = The next question comes before the next throw.
phone-audience-soon = Questions come once the game starts.
phone-audience-sure = How sure are you?
# $answer: the answer picked; $sure: how sure, in per cent.
phone-audience-answered = Your answer: { $answer }, { $sure } % (you can change it until the dice are thrown)
# $rank: the phone's place; $of: how many play; $points and $odds: its points and the odds' on the same questions.
phone-audience-place = Place { $rank } of { $of } · { $points } points (the odds, on the same questions: { $odds })
phone-audience-unranked = { $points } points: your place comes with your first answer settled
phone-audience-beat = you beat the odds
phone-audience-last-right = Last answer came true: { $points } points
phone-audience-last-wrong = Last answer did not come true: { $points } points
# $question: the question; $answer: what happened; $odds: the chance the odds gave it, in per cent.
phone-audience-settled = { $question } { $answer } (the odds gave it { $odds } %)
# $of: how many play; $odds: the odds' points.
phone-audience-board = Top of { $of } playing · the odds: { $odds }
