## What the game tells a phone, in the phone's language: the phone shows these as they
## are (lowercase sentences, shown after the page's own words or on their own).

# The room takes no more phones.
phones-room-full = the room is full
phones-locked = the host has locked the room
# A phone's new name passes for a player's.
phones-name-taken = a player of that name (or one that looks the same) is at the table
phones-error-slow-down = too many messages: slow down
phones-error-not-joined = send the room code first
# $n: the dice the roll needs.
phones-error-dice-count = { $n ->
    [one] this roll needs { $n } die
   *[other] this roll needs { $n } dice
}
phones-error-already-joined = already in the room
phones-error-blocked = the host blocked this phone
phones-error-locked-seat = the host has locked the room: no new phones take a seat
phones-error-tries-phone = too many wrong codes from this phone: wait a minute
phones-error-tries-network = too many wrong codes on this network just now: scan the QR code on the screen, or wait a minute
# $code: the four letters the phone sent.
phones-error-wrong-code = { $code } is not the room code on the screen: check the letters
phones-error-wrong-link = that link is not this room's: type the code on the screen
phones-error-no-such-seat = there is no such seat
phones-error-seat-taken = another phone sits there
phones-error-seat-dropped = that seat's phone dropped and may come back; the host can free it
phones-error-internal = the game cannot take this right now: try again
phones-error-not-seated = you have no seat
phones-error-join-closed = new players can join only in the setup
phones-error-has-seat = you have a seat already
phones-error-join-waits = your request waits for the host
phones-error-sit-to-throw = take a seat to throw
phones-error-not-now = nothing to throw right now
phones-error-not-your-turn = it is not your turn
phones-error-already-thrown = these dice are already thrown

## A message from the phone the game could not read (a page of another version, a
## broken one).

# $most: the largest message taken, in bytes; $size: this one's.
phones-error-too-large = a message is at most { $most } bytes, this one is { $size }
phones-error-not-text = messages are UTF-8 JSON text
# $why: what was wrong, in the developers' English.
phones-error-malformed = not a message: { $why }
# $version: the game's protocol version; $sent: the page's.
phones-error-version = this game speaks protocol version { $version }, the page sent { $sent }: reload the page
phones-error-code-format = a room code is four letters
# $seat: the seat's number as players see it (from 1, as in "P1").
phones-error-no-seat = there is no seat { $seat }
# $most: the most characters a name may have.
phones-error-bad-name = a name has 1 to { $most } characters, none of them control characters
phones-error-bad-dice = dice show 1 to 6, and a roll has 1 to 6 dice

## Why the host did not add the player a phone asked for (after "Not added:").

phones-refused-host-said-no = the host said no
phones-refused-started = the game has started
phones-refused-table-full = the table is full
phones-refused-already-asked = a phone already asks for that name

## A request the phones' server refuses, as the browser shows it.

phones-http-wrong-host = open the address shown on the game's screen
phones-http-not-found = not found
phones-http-method = method not allowed
phones-http-foreign-page = this page may not use the game's socket
phones-http-no-upgrade = a WebSocket upgrade is needed
phones-http-old-websocket = WebSocket version 13 is needed
phones-http-bad-key = bad Sec-WebSocket-Key
phones-http-not-http = not an HTTP request
phones-http-too-large = request too large
phones-http-too-slow = request too slow

## The table as a phone reads it under the player's name, and the setup's line.

# $total: the golf card's total with its sign ("+1", "-3").
phones-card-total = Total { $total }
# $name: the player; $how: alone (the only winner) or shared (a tie for the win).
phones-card-wins = { $how ->
    [alone] { $name } wins
   *[shared] { $name } shares the win
}
# $score: the Slam Dice score.
phones-card-score = Score { $score }
# $number: the player's slam number (1 to 6).
phones-card-slam-number = Slam number { $number }
# The Slam Dice card's column of slam numbers, on a phone (short).
phones-card-slam-column = Slam #
# $place: the place, as the language writes it ("1st").
phones-card-safe = Safe — { $place }
# $name: the player.
phones-card-loser = { $name } is the loser
phones-setup-banner = Waiting for the game to start

## The phones' server on the shared screen.

# $asked: the port asked for; $port: the one the phones use.
phones-port-taken = port { $asked } is taken; phones use { $port }
# $why: one of the phones-start-… reasons.
phones-phones-off = Phones are off: { $why }
# $first, $last: the ports tried.
phones-start-no-port = ports { $first } to { $last } are all taken; choose another with --port
# $port: the port; $error: the system's reason (in the system's words).
phones-start-listen = cannot listen on port { $port }: { $error }
phones-start-random = the system's random number generator failed
# $error: the system's reason.
phones-start-thread = cannot start the server's thread: { $error }
# A seat's phone during a game; $name: the seat's player.
phones-news-dropped = { $name }'s phone dropped: it can come back
phones-news-left = { $name }'s phone left the seat
phones-news-phone = { $name } throws from a phone

## The join card (J): how phones join, the room's state, the seats.

join-phones-off = Phones are off. Turn them on and every player can throw from a phone or a laptop on the same Wi-Fi.
# The card's title, longest first (the longest that fits is shown).
join-title-long = 📱 Throw from your phone
join-title-short = 📱 Join on a phone
join-title-word = Phones
# The card's first button: back to the game behind it, or start the game.
join-back-key = Back to the table (Enter)
join-back = Back to the table
join-start-key = Start (Enter)
join-start = Start
join-close-key = Close (J)
join-close = Close
join-phones-off-button = Phones off
join-phones-off-spoken = Turn phones off
join-phones-off-short = Phones off
join-phones-on-button = Phones on
join-phones-on-spoken = Turn phones on
join-phones-on-short = Phones on
# A phone asks to join as a new player. $name: the name it asks for; $more: how many
# other phones wait after it.
join-question = { $more ->
    [0] { $name } wants to join
    [one] { $name } wants to join ({ $more } more waits)
   *[other] { $name } wants to join ({ $more } more wait)
}
join-accept = Accept (Y)
# $name: the name asked for (cut short where room is short).
join-accept-name = Accept { $name } (Y)
join-accept-spoken = Accept { $name }
join-refuse = Refuse (N)
join-refuse-spoken = Refuse { $name }
join-open-room-key = 🔓 Open the room (K)
join-open-room = Open the room
join-lock-room-key = 🔒 Lock the room (K)
join-lock-room = Lock the room
join-lock-hint = A locked room seats no new phone (K)
# The room in one line, parts joined by join-summary-separator:
# "🔒 Locked · 1 of 3 seats on a phone · 1 spectator · 1 blocked".
join-summary-locked = 🔒 Locked
join-summary-open = Open
# $held: seats a phone holds; $seats: the seats.
join-summary-seats = { $held } of { $seats } seats on a phone
# $n: browsers in the room without a seat.
join-summary-spectators = { $n ->
    [one] { $n } spectator
   *[other] { $n } spectators
}
# $n: phones waiting for the host's answer.
join-summary-waiting = { $n } waiting
# $n: phones the host blocked.
join-summary-blocked = { $n } blocked
# $n: wrong room codes typed so far.
join-summary-wrong-codes = { $n ->
    [one] ⚠ { $n } wrong code tried
   *[other] ⚠ { $n } wrong codes tried
}
join-summary-separator = {" · "}
# The room at a glance, line by line.
join-state-locked = 🔒 Locked: no new phones take a seat (K opens it)
join-state-open = Open: any phone with the code can take a free seat
# $name: the oldest phone's name; $more: how many wait after it.
join-state-waiting = { $more ->
    [0] Waiting for your answer: { $name } (Y / N)
   *[other] Waiting for your answer: { $name } (Y / N) and { $more } more
}
# $n: wrong room codes typed so far (10 or more).
join-state-guessing = { $n ->
    [one] ⚠ { $n } wrong room code was tried: someone may be guessing. Phones that scan the QR code still get in; lock the room (K) once everyone is seated.
   *[other] ⚠ { $n } wrong room codes were tried: someone may be guessing. Phones that scan the QR code still get in; lock the room (K) once everyone is seated.
}
# $names: the names of the seats the blocked phones held, joined by
# join-state-blocked-separator; $n: how many.
join-state-blocked = { $n ->
    [one] Blocked: { $names }'s phone
   *[other] Blocked: the phones of { $names }
}
join-state-blocked-separator = {", "}
join-steps = On the same Wi-Fi: scan the code, or open the address and type the room code.
join-room-code = Room code
# $code: the room code, its letters spaced so that a screen reader spells it.
join-room-code-spoken = Room code { $code }
# $url: the page's address; $code: the room code.
join-qr-spoken = QR code of { $url }#{ $code }
# $held: seats a phone holds; $seats: the seats; $spectators: browsers without a seat.
join-seats = { $spectators ->
    [0] Seats: { $held } of { $seats } on a phone
    [one] Seats: { $held } of { $seats } on a phone, { $spectators } spectator
   *[other] Seats: { $held } of { $seats } on a phone, { $spectators } spectators
}
# Beside a seat's name: who throws for it.
join-seat-phone = 📱 on a phone
join-seat-dropped = phone dropped: it can come back
join-seat-keyboard = this screen's keyboard
join-free-seat = Free seat
join-free-seat-hint = Its phone becomes a spectator; another phone can take the seat
# $name: the seat's player.
join-free-seat-spoken = Free { $name }'s seat
join-block = Block
join-block-hint = For as long as phones stay on: its seat is free, and that phone cannot come back
# $name: the seat's player.
join-block-spoken = Block { $name }'s phone
join-block-spectators = { $n ->
    [one] Block the spectator
   *[other] Block the { $n } spectators
}
join-block-spectators-hint = Every spectator's phone is sent away now; those on this network cannot come back while phones stay on, those online only with the link (New link keeps them out)
join-link-copied = Link copied: paste it in the call's chat
# $why: the system's reason.
join-link-not-copied = Could not copy the link ({ $why }): it is on the card

## The join card's online part.

# $broker: the broker's host name.
join-online-up = Online through { $broker }: paste the link in the call's chat. Only the link opens the room; the broker sees sealed messages only.
# $why: online-problem.
join-online-down = ⚠ Online link down: { $why }. Phones on this network still play.
join-online-connecting = Connecting to { $broker }…
# $state: one of the three lines above; $n: messages dropped unread (10 or more).
join-online-meddling = { $state } ⚠ { $n } forged or replayed messages were dropped unread: someone without the link is sending to the room.
join-online-qr = The online link as a QR code
join-online-copy = Copy link
join-online-copy-hint = To paste into the video call's chat
join-online-new = New link
join-online-new-hint = A new room and key: seated phones keep their seats, others need the new link
join-online-game-key = Game key { $print }: a phone through this link shows the same. A link whose phones show another is not this game’s.
join-online-no-clipboard = no clipboard

## The join badge in a corner of the table.

# Beside the QR code: what J and K do; locked, that it is; online, that it is too.
join-badge-hint-locked = 🔒 Locked · K opens
join-badge-hint-online = Online too · J: link
join-badge-hint = J: join card · K: lock
# $code: the room code.
join-badge-code = Code { $code }
# The badge in one line, longest first. $lock: locked or open; $address: the page's
# address; $code: the room code.
join-badge-line-long = { $lock ->
    [locked] 🔒 Join: { $address } · code { $code } · J
   *[open] Join: { $address } · code { $code } · J
}
join-badge-line-short = { $lock ->
    [locked] 🔒 Join: code { $code } · J
   *[open] Join: code { $code } · J
}
join-badge-line-code = { $lock ->
    [locked] 🔒 Code { $code }
   *[open] Code { $code }
}
# What a screen reader says of the badge. $address: the page's address; $code: the
# room code, spelled; $lock: locked or open.
join-badge-spoken = { $lock ->
    [locked] Join from a phone: { $address }, room code { $code }; J opens the join card; the room is locked, K opens it
   *[open] Join from a phone: { $address }, room code { $code }; J opens the join card; K locks the room
}

## Online, on the shared screen: notices and the link's state.

# $why: online-error-….
online-off = Online is off: { $why }
# $why: online-problem.
online-down = Online link down: { $why }. Phones on this network still play.
online-back = Online link back
# $why: online-error-…; $seconds: the wait before the next try.
online-problem = { $why }; trying again in { $seconds } s
# $url: the address given, quoted.
online-error-bad-url = { $url } is not a broker address: write wss://HOST:PORT/PATH (or ws:// on a LAN)
# $host: the broker's host (and port); $why: the system's, the TLS library's or the
# broker's own words.
online-error-resolve = cannot find the broker { $host }: no network, or a wrong name
online-error-connect = cannot reach the broker { $host }: { $why }
online-error-tls = the secure connection to { $host } failed: { $why }
online-error-handshake = { $host } did not open an MQTT WebSocket: { $why }
online-error-refused = the broker refused the game: { $why }
online-error-timeout = the broker did not answer in time
online-error-lost = the connection to the broker broke: { $why }
online-error-malformed = the broker sent something that is not MQTT: { $why }
# $seconds: how long nothing came.
online-error-silent = the connection to the broker broke: nothing from the broker for { $seconds } s
online-error-closed = the connection to the broker broke: the broker closed it
# Why the broker refused the game (after online-error-refused).
online-refused-version = it does not speak MQTT 3.1.1
online-refused-client-id = it refused the client id
online-refused-unavailable = the broker is unavailable
online-refused-credentials = it wants a user name and password
online-refused-connection = it refused the connection
online-refused-topics = it refused the room's topics

## Watching a kept game again: the viewer's controls.

# $file: the kept game's file; $shown: the roll on show; $rolls: the rolls in the game.
watch-where-long = Watching { $file } — roll { $shown } of { $rolls }
watch-where = Roll { $shown } of { $rolls }
# Each button's words (with its key), and the word a narrow bar shows for Play/Pause.
watch-pause = ⏸ Pause (P)
watch-pause-short = Pause
watch-play = ▶ Play (P)
watch-play-short = Play
watch-to-start = ⏮ Start (Home)
watch-turn-back = ⏪ Turn (Up)
watch-roll-back = ◀ Roll (Left)
watch-roll-forward = Roll ▶ (Right)
watch-turn-forward = Turn ⏩ (Down)
watch-to-end = End ⏭ (End)
watch-back-long = Back to the list
watch-back = Back

## The audience: questions before a throw, their answers, refusals.
audience-ask-finishes = Does { $name } finish this turn?
audience-ask-last = Who ends up last?
audience-ask-straight = Does { $name } complete the straight this hole?
audience-ask-wins = Does { $name } win?
audience-yes = Yes
audience-no = No
phones-error-too-late = too late: the dice were thrown
phones-error-not-in-audience = join the audience to answer (players do not)
phones-error-audience-seated = players play; the audience is everyone without a seat
phones-error-audience-off = the host has the audience off
phones-error-bad-answer = that answer does not fit the question
phones-error-audience-full = the audience is full
