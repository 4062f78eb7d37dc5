## La page du téléphone (assets/phone/index.html) : chaque mot qu’elle affiche. Le jeu
## les intègre à la page dans la langue du téléphone. Un placeable ({ $name }, { $seconds }…)
## est rempli sur le téléphone en texte brut : ne choisissez pas de variantes selon lui
## (les nombres arrivent en simples chiffres).

# Le titre de la page dans l’onglet du navigateur, et le titre de l’écran pour rejoindre.
phone-app-name = Party Dice

## La ligne du haut : le lien avec le jeu.

phone-link-off = Non connecté
phone-link-connecting = Connexion…
phone-link-up = Connecté
phone-link-up-online = Connecté en ligne
phone-game-key = Clé de la partie : { $print }
# En ligne : le lien nomme une adresse de relais qui n’en est pas une.
phone-link-bad-broker = Adresse de relais invalide
phone-link-broker-refused = Le relais a refusé le téléphone
# $seconds : secondes entières avant le prochain essai.
phone-link-retry = Reconnexion dans { $seconds } s…
# Dans la ligne du haut à la place du nom du joueur, pour un téléphone sans place.
phone-spectator = spectateur

## L’écran pour rejoindre.

phone-join-hint = Tapez le code du salon affiché sur l’écran du jeu.
# Le nom du champ du code du salon pour un lecteur d’écran.
phone-code-label = Code du salon
phone-join = Rejoindre
phone-code-format = Un code de salon fait quatre lettres.
phone-joining = Connexion au salon…
phone-joining-online = Connexion en ligne…
phone-needs-https = Ouvrez ce lien en https pour jouer en ligne : ce navigateur réserve son chiffrement aux pages sécurisées.

## Les places.

phone-pick-seat-title = Choisissez votre place
# $game : le nom du jeu (« Slam Dice »).
phone-game-setup = { $game } : choisissez votre place
# Le champ du nom (texte indicatif et nom pour un lecteur d’écran).
phone-name-hint = Votre nom
phone-join-as = Rejoindre comme nouveau joueur
phone-just-watch = Ou entrez comme spectateur.
# Sous le nom d’une place : la place de ce téléphone, celle d’un autre, une dont le téléphone s’est déconnecté, une libre.
phone-seat-you = vous
phone-seat-taken = prise
phone-seat-dropped = téléphone déconnecté
phone-seat-free = libre
# $name : le nom sous lequel le téléphone a demandé à rejoindre.
phone-join-asked = Demande envoyée à l’hôte pour ajouter { $name }…
# $why : la raison du jeu, une courte phrase (« l’hôte a dit non »).
phone-join-refused = Refusé : { $why }
phone-seat-freed = L’hôte a libéré votre place.
phone-seat-taken-over = Cette place a été ouverte sur une autre page.
phone-seat-removed = Votre joueur a quitté la partie.

## À qui c’est le tour, et le lancer.

phone-turn-over = Partie terminée
phone-turn-pick = Choisissez une place
phone-turn-waiting = En attente du début de la partie
phone-turn-yours = À vous !
phone-rolling = Lancer en cours…
phone-get-ready = Préparez-vous…
# $name : le joueur dont c’est le tour.
phone-turn-theirs = Au tour de { $name }
# La zone où glisser, pendant que ce téléphone peut lancer, après qu’il a lancé, et pendant qu’il attend.
phone-swipe = Glissez vers le haut pour lancer
phone-pad-thrown = Lancé !
phone-pad-wait = Attendez votre tour
phone-thrown-watch = Lancé ! Regardez l’écran…
phone-roll = Lancer
# Vrais dés saisis sur le téléphone : reprendre le dernier, les envoyer.
phone-undo = Annuler
phone-send = Envoyer
# $typed : faces saisies jusqu’ici ; $needed : faces que demande le lancer.
phone-typed-count = { $typed } sur { $needed }
phone-leave = Quitter la place

## La carte de score.

phone-scorecard = Carte de score
# La colonne du total ou du score de chaque joueur.
phone-card-total = Total

## Les dés de la place : leur aspect sur l’écran commun.

phone-finish-title = Vos dés
phone-finish-solid = Uni
phone-finish-pearl = Nacré
phone-finish-marble = Marbré
phone-finish-metal = Métal

## Le public : tous ceux qui n’ont pas de place prédisent chaque lancer.

phone-audience-title = Jouer aussi
phone-audience-invite = Pas de place ? Devinez chaque lancer avant que les dés ne volent, et marquez face aux chances exactes.
phone-audience-join = Rejoindre le public
phone-audience-next = La prochaine question vient avant le prochain lancer.
phone-audience-soon = Les questions viennent dès que la partie commence.
phone-audience-sure = À quel point êtes-vous sûr ?
phone-audience-answered = Votre réponse : { $answer }, { $sure } % (modifiable jusqu’au lancer)
phone-audience-place = Place { $rank } sur { $of } · { $points } points (les chances, sur les mêmes questions : { $odds })
phone-audience-unranked = { $points } points : votre place vient avec votre première réponse jugée
phone-audience-beat = vous battez les chances
phone-audience-last-right = Dernière réponse juste : { $points } points
phone-audience-last-wrong = Dernière réponse fausse : { $points } points
phone-audience-settled = { $question } { $answer } (les chances lui donnaient { $odds } %)
phone-audience-board = Les meilleurs sur { $of } · les chances : { $odds }
