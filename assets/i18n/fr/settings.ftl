# Les messages du fichier des réglages : pourquoi un fichier n’a pas pu être lu, analysé,
# validé ou écrit, ce que fait alors le programme, et ce que permet chaque réglage. Les
# noms de champs (display.ui_scale), les valeurs RON (SlamDice, true, Some(..)) et les noms
# de fichiers restent tels quels : c’est ce qu’écrit le fichier.

## Où est un problème : chaque message commence par le fichier, puis sa ligne et sa
## colonne quand on les connaît, pour se lire comme celui d’un compilateur et que les
## éditeurs puissent y sauter.

# $file est le fichier des réglages, $line et $col (à partir de 1) l’endroit du problème, $problem ce qu’il est.
settings-error-at = { $file }:{ $line }:{ $col }: { $problem }
# La même chose quand la ligne n’est pas connue.
settings-error-in = { $file }: { $problem }

## Le fichier

# $action est ce qui était en cours, $reason la raison donnée par le système.
settings-error-io = impossible { $action ->
    [write] d’écrire
    [keep-copy] de garder une copie du fichier cassé (rien n’a été enregistré)
    [make-folder] de créer le dossier des réglages
   *[read] de lire
} : { $reason }
settings-error-empty = le fichier est vide ; écrivez-y des réglages ou supprimez-le pour utiliser les réglages par défaut
# $bytes est la taille du fichier, $most le plus gros fichier lu (1 Mio).
settings-error-too-large = le fichier fait { $bytes } octets ; un fichier de réglages de plus de { $most } octets (1 Mio) est refusé sans être lu
# $byte est le premier octet invalide (« 0xFF »), $offset sa position, en octets depuis le début.
settings-error-not-utf8 = pas du texte UTF-8 (octet { $byte } à la position { $offset }) ; un fichier de réglages est du simple texte RON
# $found est la version du fichier, $supported la plus récente que lit cette version du programme.
settings-error-version = la version { $found } est plus récente que ce que comprend ce Party Dice (jusqu’à { $supported }) ; mettez Party Dice à jour ou supprimez la ligne version
# Après le problème d’un fichier de réglages, dans l’avis de la fenêtre et le terminal.
settings-broken-file-kept = Démarrage avec les réglages par défaut. Le fichier reste exactement tel quel jusqu’à ce que vous changiez un réglage ; il est alors gardé à côté du nouveau fichier, sous un nom qui se termine par .broken- et un numéro.
# $file est le fichier des réglages.
settings-saved = réglages enregistrés dans { $file }
# $kept est l’endroit où est gardé le fichier cassé qui était là avant.
settings-saved-kept-broken = réglages enregistrés dans { $file } ; l’ancien fichier cassé est gardé sous { $kept }
# `party-dice check-config` : pas de fichier $file, ou le fichier est correct.
settings-check-missing = { $file }: fichier introuvable (Party Dice démarrerait avec les réglages par défaut)
settings-check-ok = ok
# Les dossiers du système sont inconnus : $os vaut « windows » ou « unix » ; $instead « all »
# (réglages et données utilisent le dossier courant) ou « data » (un fichier de réglages a été nommé).
settings-no-home = { $instead ->
    [data] { $os ->
        [windows] Windows n’a pas indiqué où se trouvent le profil utilisateur et son dossier AppData (%APPDATA%) : les données utilisent donc le dossier courant
       *[unix] aucun dossier personnel n’a pu être déterminé (HOME est-il défini ?) : les données utilisent donc le dossier courant
    }
   *[all] { $os ->
        [windows] Windows n’a pas indiqué où se trouvent le profil utilisateur et son dossier AppData (%APPDATA%) : les réglages et les données utilisent donc le dossier courant
       *[unix] aucun dossier personnel n’a pu être déterminé (HOME est-il défini ?) : les réglages et les données utilisent donc le dossier courant
    }
}

## Valeurs hors limites

# $tag est la langue demandée, entre guillemets ; $known les étiquettes qui existent.
settings-unknown-language = langue inconnue { $tag } : utilisez Auto ou l’une de ces langues : { $known }
# $field est le réglage, $lo et $hi ses limites, $value ce qu’a le fichier.
settings-out-of-range = { $field } doit aller de { $lo } à { $hi }, pas { $value }
# $current est la seule version qui existe, $found celle du fichier.
settings-bad-version = version doit valoir { $current } (ou être omis), pas { $found }
# $lo et $hi sont les ports permis en plus de 0, $port celui du fichier.
settings-bad-port = phones.port doit valoir 0 (n’importe quel port libre) ou aller de { $lo } à { $hi }, pas { $port }
# $field est le réglage, $problem ce qui ne va pas.
settings-field-problem = { $field } : { $problem }
# $page est l’adresse du fichier, entre guillemets.
settings-bad-page = online.page doit être une adresse https:// (ou http://) sans « # », pas { $page }
# $lo et $hi sont le plus petit et le plus grand nombre de joueurs, $n combien le fichier en liste.
settings-player-count = players doit lister de { $lo } à { $hi } noms, pas { $n }
# $seat compte à partir de 1.
settings-empty-name = players : le nom de la place { $seat } est vide ; chaque joueur a besoin d’un nom
# $most est le plus de caractères qu’un nom peut avoir.
settings-long-name = players : le nom de la place { $seat } dépasse { $most } caractères
# $name est le nom, entre guillemets.
settings-duplicate-name = players : deux joueurs s’appellent { $name } ; les noms doivent être différents

## Ce que permet un réglage (après « autorisé : »)

# $version est la seule version qui existe.
settings-allowed-version = { $version } (ou omettez-la)
settings-allowed-players = une liste de { $lo } à { $hi } noms entre guillemets, par ex. ["Ann", "Ben"]
settings-allowed-single = un nombre entier supérieur à 0 et inférieur à small
settings-allowed-small = un nombre entier supérieur à single, au plus égal à target
# $example est la place d’une fenêtre, en RON.
settings-allowed-window = None, ou { $example }
settings-allowed-whole = un nombre entier
# $lo et $hi sont les ports permis en plus de 0.
settings-allowed-port = 0 (n’importe quel port libre) ou un nombre entier de { $lo } à { $hi }
settings-allowed-broker = une adresse de relais entre guillemets, "wss://HOST:PORT/PATH"
settings-allowed-page = l’adresse de la page du téléphone entre guillemets, "https://…/"
# $lo et $hi sont les bornes de l’intervalle.
settings-allowed-whole-range = un nombre entier de { $lo } à { $hi }
settings-allowed-number-range = un nombre de { $lo } à { $hi }
# Une liste de noms : aucun, ou $init (tous sauf le dernier, joints) puis $last, avec « et » ou
# « ou » ($conjunction).
settings-list-none = aucun
settings-list = { $conjunction ->
    [and] { $init } et { $last }
   *[or] { $init } ou { $last }
}

## Ce qui ne va pas dans le texte du fichier

# $field est le champ donné deux fois.
settings-given-twice = { $field } est donné deux fois ; donnez chaque champ une seule fois
settings-cut-short = fin de fichier inattendue ; le fichier semble tronqué (il manque une ) ou un ] ?)
# $field est le champ dont la chaîne est la valeur.
settings-string-not-closed-in = { $field } : une chaîne n’est pas fermée (il manque un ") ; le fichier est peut-être tronqué
settings-string-not-closed = une chaîne n’est pas fermée (il manque un ") ; le fichier est peut-être tronqué
settings-trailing = texte inattendu après la ) qui ferme les réglages
# $found est le nom inconnu, entre guillemets ; $parent le groupe de réglages ; $fields les noms
# qui existent, en liste.
settings-unknown-field-in = champ inconnu { $found } dans { $parent } ; les champs de ce groupe sont { $fields }
settings-unknown-field = champ inconnu { $found } ; les champs sont { $fields }
# $games sont les noms des jeux dans le fichier, en liste.
settings-unknown-game = jeu inconnu { $found } ; les jeux sont { $games }
# $field est le réglage, $choices les valeurs qu’il peut prendre, en liste (« Dark, Light ou HighContrast »).
settings-unknown-value-in = { $field } : valeur inconnue { $found } ; utilisez { $choices }
settings-unknown-value = valeur inconnue { $found } ; utilisez { $choices }
# $problem est ce que le lecteur a trouvé de travers (l’un des messages settings-ron-).
settings-bad-value = { $problem } ; un fichier de réglages est un seul ( ... ) contenant des champs comme game: SlamDice
settings-bad-value-in = { $field } : { $problem }
# $allowed est ce que permet le réglage.
settings-bad-value-allowed = { $field } : { $problem } ; autorisé : { $allowed }
# Ce que le lecteur RON a trouvé au lieu de ce qu’il attendait.
settings-ron-expected-boolean = booléen attendu
settings-ron-expected-float = nombre à virgule attendu
settings-ron-expected-integer = nombre entier attendu
settings-ron-expected-string = chaîne attendue
settings-ron-expected-list = `[` ouvrant attendu
settings-ron-expected-list-end = `]` fermant attendu
settings-ron-expected-struct = `(` ouvrante attendue
settings-ron-expected-struct-end = `)` fermante attendue
settings-ron-expected-option = option attendue
settings-ron-expected-identifier = identifiant attendu
settings-ron-expected-comma = virgule attendue
settings-ron-integer-out-of-bounds = nombre entier hors limites
# $char est le caractère, entre guillemets.
settings-ron-unexpected-char = caractère inattendu { $char }
# $expected et $found sont les mots (anglais) du lecteur pour un type et une valeur.
settings-ron-wrong-type = attendu : { $expected }, trouvé : { $found }
# $expected sont les mots du lecteur pour la liste attendue ; $n le nombre d’éléments qu’il y avait.
settings-ron-wrong-length = attendu : { $expected }, trouvé : { $n ->
    [0] aucun élément
    [one] un élément
   *[other] { $n } éléments
}

## Lire et écrire des fichiers qu’une personne a pu modifier (réglages, enregistrements de parties)

file-missing = fichier introuvable
# $kind vaut « directory » ou « special » (un FIFO, un socket, un périphérique).
file-not-a-file = { $kind ->
    [directory] c’est un dossier, pas un fichier
   *[special] ce n’est pas un fichier ordinaire (un FIFO ou un périphérique ?)
}
# $bytes est la taille du fichier, $cap le plus qui est lu.
file-too-large = le fichier fait { $bytes } octets ; au plus { $cap } sont lus
# $byte est le premier octet invalide (« 0xFF »), $offset sa position.
file-not-utf8 = pas du texte UTF-8 (octet { $byte } à la position { $offset })
file-no-name = le chemin n’a pas de nom de fichier
file-too-many-aside = trop de fichiers déjà mis de côté
