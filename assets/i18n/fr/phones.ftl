## Ce que le jeu dit à un téléphone, dans la langue du téléphone : le téléphone les affiche
## tels quels (phrases en minuscules, affichées après les mots de la page ou seules).

# Le salon ne prend plus de téléphones.
phones-room-full = le salon est plein
phones-locked = l’hôte a verrouillé le salon
# Le nouveau nom d’un téléphone passe pour celui d’un joueur.
phones-name-taken = un joueur de ce nom (ou d’un nom qui lui ressemble) est déjà à la table
phones-error-slow-down = trop de messages : ralentissez
phones-error-not-joined = envoyez d’abord le code du salon
# $n : les dés que demande le lancer.
phones-error-dice-count = { $n ->
    [one] ce lancer demande { $n } dé
   *[other] ce lancer demande { $n } dés
}
phones-error-already-joined = déjà dans le salon
phones-error-blocked = l’hôte a bloqué ce téléphone
phones-error-locked-seat = l’hôte a verrouillé le salon : aucun nouveau téléphone ne prend de place
phones-error-tries-phone = trop de codes erronés depuis ce téléphone : attendez une minute
phones-error-tries-network = trop de codes erronés sur ce réseau en ce moment : scannez le QR code à l’écran, ou attendez une minute
# $code : les quatre lettres envoyées par le téléphone.
phones-error-wrong-code = { $code } n’est pas le code du salon affiché à l’écran : vérifiez les lettres
phones-error-wrong-link = ce lien n’est pas celui de ce salon : tapez le code affiché à l’écran
phones-error-no-such-seat = cette place n’existe pas
phones-error-seat-taken = un autre téléphone occupe cette place
phones-error-seat-dropped = le téléphone de cette place s’est déconnecté et peut revenir ; l’hôte peut la libérer
phones-error-internal = le jeu ne peut pas traiter cela pour l’instant : réessayez
phones-error-not-seated = vous n’avez pas de place
phones-error-join-closed = les nouveaux joueurs ne peuvent rejoindre que pendant la préparation
phones-error-has-seat = vous avez déjà une place
phones-error-join-waits = votre demande attend la réponse de l’hôte
phones-error-sit-to-throw = prenez une place pour lancer
phones-error-not-now = rien à lancer pour l’instant
phones-error-not-your-turn = ce n’est pas votre tour
phones-error-already-thrown = ces dés sont déjà lancés

## Un message du téléphone que le jeu n’a pas pu lire (une page d’une autre version, une
## page cassée).

# $most : le plus gros message accepté, en octets ; $size : la taille de celui-ci.
phones-error-too-large = un message fait au plus { $most } octets, celui-ci en fait { $size }
phones-error-not-text = les messages sont du texte JSON en UTF-8
# $why : ce qui n’allait pas, dans l’anglais des développeurs.
phones-error-malformed = pas un message : { $why }
# $version : la version du protocole du jeu ; $sent : celle de la page.
phones-error-version = ce jeu parle la version { $version } du protocole, la page a envoyé { $sent } : rechargez la page
phones-error-code-format = un code de salon fait quatre lettres
# $seat : le numéro de la place tel que la page l’a envoyé (à partir de 0).
phones-error-no-seat = il n’y a pas de place { $seat }
# $most : le plus de caractères qu’un nom peut avoir.
phones-error-bad-name = un nom a de 1 à { $most } caractères, sans caractère de contrôle
phones-error-bad-dice = les dés montrent de 1 à 6, et un lancer compte de 1 à 6 dés

## Pourquoi l’hôte n’a pas ajouté le joueur qu’un téléphone demandait (après « Refusé : »).

phones-refused-host-said-no = l’hôte a dit non
phones-refused-started = la partie a commencé
phones-refused-table-full = la table est complète
phones-refused-already-asked = un téléphone demande déjà ce nom

## Une requête que refuse le serveur des téléphones, telle que le navigateur l’affiche.

phones-http-wrong-host = ouvrez l’adresse affichée sur l’écran du jeu
phones-http-not-found = introuvable
phones-http-method = méthode non autorisée
phones-http-foreign-page = cette page n’a pas le droit d’utiliser le WebSocket du jeu
phones-http-no-upgrade = une mise à niveau WebSocket est nécessaire
phones-http-old-websocket = la version 13 de WebSocket est nécessaire
phones-http-bad-key = Sec-WebSocket-Key invalide
phones-http-not-http = pas une requête HTTP
phones-http-too-large = requête trop grande
phones-http-too-slow = requête trop lente

## La table telle qu’un téléphone la lit sous le nom du joueur, et la ligne de la préparation.

# $total : le total de la carte de golf avec son signe (« +1 », « -3 »).
phones-card-total = Total { $total }
# $name : le joueur ; $how : alone (seul gagnant) ou shared (égalité pour la victoire).
phones-card-wins = { $how ->
    [alone] { $name } gagne
   *[shared] { $name } partage la victoire
}
# $score : le score de Slam Dice.
phones-card-score = Score { $score }
# $number : le nombre slam du joueur (1 à 6).
phones-card-slam-number = Nombre slam { $number }
# La colonne des nombres slam de la carte de Slam Dice, sur un téléphone (court).
phones-card-slam-column = N° slam
# $place : le rang, écrit comme la langue l’écrit (« 1er »).
phones-card-safe = À l’abri — { $place }
# $name : le joueur.
phones-card-loser = { $name } a perdu
phones-setup-banner = En attente du début de la partie

## Le serveur des téléphones sur l’écran partagé.

# $asked : le port demandé ; $port : celui qu’utilisent les téléphones.
phones-port-taken = le port { $asked } est pris ; les téléphones utilisent le port { $port }
# $why : l’une des raisons phones-start-….
phones-phones-off = Téléphones désactivés : { $why }
# $first, $last : les ports essayés.
phones-start-no-port = les ports { $first } à { $last } sont tous pris ; choisissez-en un autre avec --port
# $port : le port ; $error : la raison donnée par le système (dans ses mots).
phones-start-listen = impossible d’écouter sur le port { $port } : { $error }
phones-start-random = le générateur de nombres aléatoires du système a échoué
# $error : la raison donnée par le système.
phones-start-thread = impossible de démarrer le fil d’exécution du serveur : { $error }
# Le téléphone d’une place pendant une partie ; $name : le joueur de la place.
phones-news-dropped = Le téléphone de { $name } s’est déconnecté : il peut revenir
phones-news-left = Le téléphone de { $name } a quitté la place
phones-news-phone = { $name } lance depuis un téléphone

## L’écran pour rejoindre (J) : comment les téléphones rejoignent, l’état du salon, les places.

join-phones-off = Les téléphones sont désactivés. Activez-les et chaque joueur pourra lancer depuis un téléphone ou un ordinateur portable sur le même Wi-Fi.
# Le titre de l’écran, du plus long au plus court (le plus long qui tient est affiché).
join-title-long = 📱 Lancez depuis votre téléphone
join-title-short = 📱 Rejoindre sur téléphone
join-title-word = Téléphones
# Le premier bouton de l’écran : retour au jeu derrière lui, ou commencer la partie.
join-back-key = Retour à la table (Entrée)
join-back = Retour à la table
join-start-key = Jouer (Entrée)
join-start = Jouer
join-close-key = Fermer (J)
join-close = Fermer
join-phones-off-button = Désactiver les téléphones
join-phones-off-spoken = Désactiver les téléphones
join-phones-off-short = Désactiver
join-phones-on-button = Activer les téléphones
join-phones-on-spoken = Activer les téléphones
join-phones-on-short = Activer
# Un téléphone demande à rejoindre comme nouveau joueur. $name : le nom qu’il demande ; $more :
# combien d’autres téléphones attendent après lui.
join-question = { $more ->
    [0] { $name } veut rejoindre la partie
    [one] { $name } veut rejoindre la partie ({ $more } autre attend)
   *[other] { $name } veut rejoindre la partie ({ $more } autres attendent)
}
join-accept = Accepter (Y)
# $name : le nom demandé (raccourci quand la place manque).
join-accept-name = Accepter { $name } (Y)
join-accept-spoken = Accepter { $name }
join-refuse = Refuser (N)
join-refuse-spoken = Refuser { $name }
join-open-room-key = 🔓 Ouvrir le salon (K)
join-open-room = Ouvrir le salon
join-lock-room-key = 🔒 Verrouiller le salon (K)
join-lock-room = Verrouiller le salon
join-lock-hint = Un salon verrouillé ne donne de place à aucun nouveau téléphone (K)
# Le salon en une ligne, morceaux joints par join-summary-separator :
# « 🔒 Verrouillé · 1/3 places sur téléphone · 1 spectateur · 1 bloqué ».
join-summary-locked = 🔒 Verrouillé
join-summary-open = Ouvert
# $held : places tenues par un téléphone ; $seats : les places.
join-summary-seats = { $held }/{ $seats } places sur téléphone
# $n : navigateurs dans le salon sans place.
join-summary-spectators = { $n ->
    [one] { $n } spectateur
   *[other] { $n } spectateurs
}
# $n : téléphones qui attendent la réponse de l’hôte.
join-summary-waiting = { $n } en attente
# $n : téléphones que l’hôte a bloqués.
join-summary-blocked = { $n ->
    [one] { $n } bloqué
   *[other] { $n } bloqués
}
# $n : codes de salon erronés tapés jusqu’ici.
join-summary-wrong-codes = { $n ->
    [one] ⚠ { $n } code erroné essayé
   *[other] ⚠ { $n } codes erronés essayés
}
join-summary-separator = {" · "}
# Le salon d’un coup d’œil, ligne par ligne.
join-state-locked = 🔒 Verrouillé : aucun nouveau téléphone ne prend de place (K l’ouvre)
join-state-open = Ouvert : tout téléphone qui a le code peut prendre une place libre
# $name : le nom du plus ancien téléphone ; $more : combien attendent après lui.
join-state-waiting = { $more ->
    [0] En attente de votre réponse : { $name } (Y / N)
    [one] En attente de votre réponse : { $name } (Y / N) et { $more } autre
   *[other] En attente de votre réponse : { $name } (Y / N) et { $more } autres
}
# $n : codes de salon erronés tapés jusqu’ici (10 ou plus).
join-state-guessing = ⚠ { $n } codes de salon erronés ont été essayés : quelqu’un essaie peut-être de deviner. Les téléphones qui scannent le QR code entrent quand même ; verrouillez le salon (K) une fois que tout le monde est placé.
# $names : les noms des places que tenaient les téléphones bloqués, joints par
# join-state-blocked-separator ; $n : leur nombre.
join-state-blocked = { $n ->
    [one] Bloqué : le téléphone de { $names }
   *[other] Bloqués : les téléphones de { $names }
}
join-state-blocked-separator = {", "}
join-steps = Sur le même Wi-Fi : scannez le code, ou ouvrez l’adresse et tapez le code du salon.
join-room-code = Code du salon
# $code : le code du salon, ses lettres espacées pour qu’un lecteur d’écran l’épelle.
join-room-code-spoken = Code du salon { $code }
# $url : l’adresse de la page ; $code : le code du salon.
join-qr-spoken = QR code de { $url }#{ $code }
# $held : places tenues par un téléphone ; $seats : les places ; $spectators : navigateurs sans place.
join-seats = { $spectators ->
    [0] Places sur téléphone : { $held } sur { $seats }
    [one] Places sur téléphone : { $held } sur { $seats }, { $spectators } spectateur
   *[other] Places sur téléphone : { $held } sur { $seats }, { $spectators } spectateurs
}
# À côté du nom d’une place : qui lance pour elle.
join-seat-phone = 📱 sur téléphone
join-seat-dropped = téléphone déconnecté : il peut revenir
join-seat-keyboard = clavier de cet écran
join-free-seat = Libérer la place
join-free-seat-hint = Son téléphone devient spectateur ; un autre téléphone peut prendre la place
# $name : le joueur de la place.
join-free-seat-spoken = Libérer la place de { $name }
join-block = Bloquer
join-block-hint = Tant que les téléphones restent activés : sa place est libérée, et ce téléphone ne peut pas revenir
# $name : le joueur de la place.
join-block-spoken = Bloquer le téléphone de { $name }
join-block-spectators = { $n ->
    [one] Bloquer le spectateur
   *[other] Bloquer les { $n } spectateurs
}
join-block-spectators-hint = Le téléphone de chaque spectateur est renvoyé ; ceux de ce réseau ne peuvent pas revenir tant que les téléphones restent activés, ceux en ligne seulement avec le lien (un nouveau lien les tient dehors)
join-link-copied = Lien copié : collez-le dans la discussion de l’appel
# $why : la raison donnée par le système.
join-link-not-copied = Impossible de copier le lien ({ $why }) : il est sur l’écran

## La partie en ligne de l’écran pour rejoindre.

# $broker : le nom d’hôte du relais.
join-online-up = En ligne via { $broker } : collez le lien dans la discussion de l’appel. Seul le lien ouvre le salon ; le relais ne voit que des messages chiffrés.
# $why : online-problem.
join-online-down = ⚠ Lien en ligne coupé : { $why }. Les téléphones de ce réseau jouent toujours.
join-online-connecting = Connexion à { $broker }…
# $state : l’une des trois lignes ci-dessus ; $n : messages écartés sans être lus (10 ou plus).
join-online-meddling = { $state } ⚠ { $n } messages falsifiés ou rejoués ont été écartés sans être lus : quelqu’un qui n’a pas le lien envoie des messages au salon.
join-online-qr = Le lien en ligne en QR code
join-online-copy = Copier le lien
join-online-copy-hint = Pour le coller dans la discussion de l’appel vidéo
join-online-new = Nouveau lien
join-online-new-hint = Un nouveau salon et une nouvelle clé : les téléphones placés gardent leur place, les autres ont besoin du nouveau lien
join-online-game-key = Clé de la partie { $print } : un téléphone venu par ce lien affiche la même. Un lien dont les téléphones en affichent une autre n’est pas celui de cette partie.
join-online-no-clipboard = pas de presse-papiers

## Le badge pour rejoindre, dans un coin de la table.

# À côté du QR code : ce que font J et K ; verrouillé, qu’il l’est ; en ligne, qu’il l’est aussi.
join-badge-hint-locked = 🔒 Verrouillé · K ouvre
join-badge-hint-online = En ligne aussi · J : lien
join-badge-hint = J : rejoindre · K : verrouiller
# $code : le code du salon.
join-badge-code = Code { $code }
# Le badge en une ligne, du plus long au plus court. $lock : locked ou open ; $address :
# l’adresse de la page ; $code : le code du salon.
join-badge-line-long = { $lock ->
    [locked] 🔒 Rejoindre : { $address } · code { $code } · J
   *[open] Rejoindre : { $address } · code { $code } · J
}
join-badge-line-short = { $lock ->
    [locked] 🔒 Rejoindre : code { $code } · J
   *[open] Rejoindre : code { $code } · J
}
join-badge-line-code = { $lock ->
    [locked] 🔒 Code { $code }
   *[open] Code { $code }
}
# Ce que dit un lecteur d’écran du badge. $address : l’adresse de la page ; $code : le
# code du salon, épelé ; $lock : locked ou open.
join-badge-spoken = { $lock ->
    [locked] Rejoindre depuis un téléphone : { $address }, code du salon { $code } ; J ouvre l’écran pour rejoindre ; le salon est verrouillé, K l’ouvre
   *[open] Rejoindre depuis un téléphone : { $address }, code du salon { $code } ; J ouvre l’écran pour rejoindre ; K verrouille le salon
}

## En ligne, sur l’écran partagé : les avis et l’état du lien.

# $why : online-error-….
online-off = Le jeu en ligne est désactivé : { $why }
# $why : online-problem.
online-down = Lien en ligne coupé : { $why }. Les téléphones de ce réseau jouent toujours.
online-back = Lien en ligne rétabli
# $why : online-error-… ; $seconds : l’attente avant le prochain essai.
online-problem = { $why } ; nouvel essai dans { $seconds } s
# $url : l’adresse donnée, entre guillemets.
online-error-bad-url = { $url } n’est pas une adresse de relais : écrivez wss://HOST:PORT/PATH (ou ws:// sur un réseau local)
# $host : l’hôte du relais (et son port) ; $why : les mots du système, de la bibliothèque TLS ou
# du relais lui-même.
online-error-resolve = impossible de trouver le relais { $host } : pas de réseau, ou un nom erroné
online-error-connect = impossible de joindre le relais { $host } : { $why }
online-error-tls = la connexion sécurisée à { $host } a échoué : { $why }
online-error-handshake = { $host } n’a pas ouvert de WebSocket MQTT : { $why }
online-error-refused = le relais a refusé le jeu : { $why }
online-error-timeout = le relais n’a pas répondu à temps
online-error-lost = la connexion au relais a été coupée : { $why }
online-error-malformed = le relais a envoyé quelque chose qui n’est pas du MQTT : { $why }
# $seconds : depuis combien de temps rien n’est venu.
online-error-silent = la connexion au relais a été coupée : rien du relais depuis { $seconds } s
online-error-closed = la connexion au relais a été coupée : le relais l’a fermée
# Pourquoi le relais a refusé le jeu (après online-error-refused).
online-refused-version = il ne parle pas MQTT 3.1.1
online-refused-client-id = il a refusé l’identifiant client
online-refused-unavailable = le relais est indisponible
online-refused-credentials = il demande un nom d’utilisateur et un mot de passe
online-refused-connection = il a refusé la connexion
online-refused-topics = il a refusé les sujets du salon

## Revoir une partie enregistrée : les commandes du visionneur.

# $file : le fichier de la partie enregistrée ; $shown : le lancer affiché ; $rolls : les lancers de la partie.
watch-where-long = Visionnage de { $file } — lancer { $shown } sur { $rolls }
watch-where = Lancer { $shown } sur { $rolls }
# Les mots de chaque bouton (avec sa touche), et le mot qu’une barre étroite affiche pour Lecture/Pause.
watch-pause = ⏸ Pause (P)
watch-pause-short = Pause
watch-play = ▶ Lecture (P)
watch-play-short = Lecture
watch-to-start = ⏮ Début (Origine)
watch-turn-back = ⏪ Tour (↑)
watch-roll-back = ◀ Lancer (←)
watch-roll-forward = Lancer ▶ (→)
watch-turn-forward = Tour ⏩ (↓)
watch-to-end = Fin ⏭ (Fin)
watch-back-long = Retour à la liste
watch-back = Retour

## Le public : les questions avant un lancer, leurs réponses, les refus.
audience-ask-finishes = Est-ce que { $name } finit ce tour ?
audience-ask-last = Qui finit dernier ?
audience-ask-straight = Est-ce que { $name } réussit la suite à ce trou ?
audience-ask-wins = Est-ce que { $name } gagne ?
audience-yes = Oui
audience-no = Non
phones-error-too-late = trop tard : les dés sont lancés
phones-error-not-in-audience = rejoignez le public pour répondre (les joueurs ne répondent pas)
phones-error-audience-seated = les joueurs jouent ; le public, c’est tous ceux qui n’ont pas de place
phones-error-audience-off = l’hôte a désactivé le public
phones-error-bad-answer = cette réponse ne correspond pas à la question
phones-error-audience-full = le public est complet
