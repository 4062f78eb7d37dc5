# The setup screen: the game choice and the dice.
setup-game = Game
setup-dice = Dice:
setup-dice-thrown = thrown on screen
setup-dice-real = real dice (type them in)

# The setup screen: the players list (a row per seat, its buttons spoken and in tooltips).
setup-players = Players ({ $min }–{ $max }), in seat order
setup-mark-hint = Mark: { $mark }
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
