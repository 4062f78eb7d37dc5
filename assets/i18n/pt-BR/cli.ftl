# As palavras da linha de comando: o que `party-dice replay`, `odds`, `story`, `history`,
# `stats`, `print`, `sim`, `render-sound` e `phone-page` escrevem para as pessoas, e as
# mensagens de erro. A saída `--json` não é traduzida.
# Nomes de opções (--out, --blank), nomes de arquivos, RON e exemplos de comandos ficam como estão.

## Comum

# Um problema num arquivo, como os compiladores escrevem: $file é o arquivo, $problem o que está errado.
cli-file-problem = { $file }: { $problem }
# Depois da mensagem de um arquivo de configurações com defeito, quando `print` faz um cartão em branco.
cli-print-default-rules = (o cartão usa as regras da casa padrão)
# `party-dice` compilado sem a janela do jogo, quando pedem para abri-la.
cli-no-window = esta versão do party-dice não tem janela de jogo (foi compilada sem o recurso `gui`); tente `party-dice --help`

## Verificação de valores de opções (mostrada depois das palavras "invalid value" do próprio clap).

# $text é o que foi digitado, entre aspas.
cli-bad-page = { $text } não é um endereço de página: escreva https://HOST/CAMINHO/
# $text é o que foi digitado, entre aspas; $lo e $hi a menor e a maior porta.
cli-bad-port = { $text } não é 0 (qualquer porta livre) nem uma porta de { $lo } a { $hi }
# $text é o que foi digitado, entre aspas.
cli-bad-size = { $text } não está no formato LARGURAxALTURA
# $text é um lado como foi digitado, entre aspas; $lo e $hi o menor e o maior lado.
cli-bad-side = { $text } não é um lado de { $lo } a { $hi } pixels

## `replay FILE`: o registro da partida e a folha de pontuação final.

# A primeira linha: $game é o nome do jogo, $players os nomes dos jogadores em lista.
cli-replay-heading = { $game } — { $players }
# A última linha: $finished é "yes" ou "no"; $used dos $dice valores do registro foram usados.
cli-replay-end = { $finished ->
    [yes] Partida terminada
   *[no] Partida não terminada
}; { $used } de { $dice } valores de dados usados.
# Os títulos da folha do golfe: a coluna dos jogadores, os primeiros nove, os segundos, o total
# (como card-out, card-in e card-total em ui.ftl).
cli-replay-player = Jogador
cli-replay-out = IDA
cli-replay-in = VOLTA
cli-replay-total = TOTAL
# Distintivos depois da linha de um golfista.
cli-replay-first = (primeiro)
cli-replay-scorekeeper = (marcador)
cli-replay-winner = VENCEU
# Uma linha do Slam Dice: $number é o número de slam do jogador, ou "-" antes de ser lançado.
cli-replay-slam-number = número de slam { $number }

## `story FILE`: a chance de cada jogador, lançamento a lançamento.

# $game é o nome do jogo, $players os nomes em lista, $rolls quantos lançamentos houve,
# $goal "win" (Straight Golf) ou "lose" (Slam Dice: a chance de ser o perdedor).
cli-story-heading = { $game } — { $players } ({ $rolls ->
    [0] { $rolls } lançamentos
    [one] { $rolls } lançamento
   *[other] { $rolls } lançamentos
}; a chance de cada jogador { $goal ->
    [win] de vencer
   *[lose] de perder
})
# A chance de um jogador no início: $name e $chance (uma porcentagem).
cli-story-chance = { $name } { $chance }
# As chances antes do primeiro lançamento: $chances é a lista das linhas acima.
cli-story-start = Início: { $chances }
cli-story-nothing-rolled = Nada foi lançado ainda.
# A lição da plateia, uma linha por décimo do que ela disse: $from e $to limitam o
# décimo, $happened de $count respostas aconteceram ($rate), $said é o que a plateia disse
# em média e $odds o que as probabilidades exatas disseram das mesmas respostas.
cli-story-lesson-bin = { $from }–{ $to }: { $happened } de { $count } aconteceram ({ $rate }); a plateia disse { $said }, as probabilidades { $odds }
# Sob a classificação da plateia: o que quer dizer a estrela ao lado de um nome.
cli-story-beat = ★ superou as probabilidades

## `odds FILE`: as probabilidades no ponto em que uma partida registrada está.

# $game é o nome do jogo, $players os nomes em lista; $used de $dice valores usados.
cli-odds-heading = { $game } — { $players } ({ $used } de { $dice } valores de dados usados)
# Como as chances foram calculadas (entre parênteses depois de "Chance de vencer").
cli-odds-exact = exata
# $games é o número de partidas simuladas, $se o erro padrão em porcentagem.
cli-odds-monte-carlo-se = Monte Carlo, { $games } partidas, erro padrão { $se }
cli-odds-monte-carlo = Monte Carlo
# O que um golfista separou: nada, ou $faces (as faces, "2 3 4").
cli-odds-nothing-aside = nada separado
cli-odds-set-aside = { $faces } separados
# $name faz o lançamento $roll_number de $rolls num buraco; $aside é uma das duas acima.
cli-odds-golf-to-roll = { $name } vai lançar: lançamento { $roll_number } de { $rolls }, { $aside }.
cli-odds-this-hole = Este buraco:
# $chance vem escrita como o painel de probabilidades escreve chances ("1 em 6 (16,7 %)").
cli-odds-straight = Sequência: { $chance }
# $points é um número com sinal e duas casas decimais ("+0,25").
cli-odds-expected = Pontos esperados: { $points }
# $points são os pontos de um buraco com o sinal ("+1", "-3"), $chance a chance deles.
cli-odds-points = { $points } neste buraco: { $chance }
cli-odds-roll-off = Sorteio: { $name } lança agora; nenhum buraco está sendo jogado ainda.
cli-odds-over = A partida acabou.
# $method é como as chances foram calculadas ("exata").
cli-odds-chance-to-win = Chance de vencer ({ $method }):
# $total é o total do golfista com o sinal.
cli-odds-golf-player = { $name } (total { $total }): { $chance }
cli-odds-next-roll = Próximo lançamento:
# $outcome é o que o lançamento pode fazer ("Grand Slam"), $chance a chance disso.
cli-odds-outcome = { $outcome }: { $chance }
# $name lança com $score pontos de $target.
cli-odds-slam-to-roll = { $name } vai lançar com { $score } de { $target }.
# $name é o jogador cujo número de slam ainda falta lançar.
cli-odds-player-slam-number-to-come = Ainda falta lançar um número de slam (o de { $name }); as chances do próximo lançamento aparecem quando todos os números de slam estiverem definidos.
cli-odds-slam-number-to-come = Ainda falta lançar um número de slam; as chances do próximo lançamento aparecem quando todos os números de slam estiverem definidos.
cli-odds-finishes-this-turn = { $name } termina neste turno: { $chance }
# $method é como as chances foram calculadas ("exata").
cli-odds-chance-to-lose = Chance de perder ({ $method }):
# A situação de um jogador de Slam Dice, entre parênteses depois do nome: terminou, ou $score de $target.
cli-odds-finished = terminou
cli-odds-score-of = { $score } de { $target }
# $at é uma das duas acima.
cli-odds-slam-player = { $name } ({ $at }): { $chance }

## `print`: o PDF gravado, e por que não foi.

# $file é o PDF, $what cli-print-filled ou cli-print-blank, $bytes o tamanho dele.
cli-print-wrote = { $file } gravado: { $what }, { $bytes } bytes
cli-print-filled = o cartão preenchido e a linha do tempo das chances
# $players é quantas linhas o cartão em branco tem.
cli-print-blank = as regras e um cartão em branco para { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}
cli-print-needs-out = print precisa de --out ARQUIVO.pdf: onde gravar o PDF
cli-print-not-both = print aceita um arquivo de partida ou --blank, não os dois
cli-print-needs-game = print precisa de uma partida salva (print PARTIDA.ron --out ARQUIVO.pdf) ou de --blank --game slam-dice|straight-golf
cli-print-blank-options = --game, --players, --rounds e --ordered são para um cartão --blank: o cartão de uma partida salva já tem os seus
cli-print-blank-needs-game = --blank precisa de --game slam-dice ou --game straight-golf
cli-print-golf-only = --rounds e --ordered são do Straight Golf: um cartão de Slam Dice não tem nenhum dos dois
# $lo e $hi são o mínimo e o máximo de buracos, $rounds o que foi pedido.
cli-print-bad-rounds = --rounds deve ser de { $lo } a { $hi }, não { $rounds }

## `phone-page --out DIR`

# $file é a página gravada.
cli-phone-page-written = página do celular gravada em { $file }
cli-phone-page-serve = sirva-a por https e depois defina online.page com o endereço dela
# $dir é a pasta, $reason o motivo dado pelo sistema.
cli-phone-page-failed = não é possível gravar a página do celular em { $dir }: { $reason }

## `render-sound`: o arquivo WAV gravado, e argumentos errados.

cli-sound-needs-values = render-sound precisa dos valores dos dados, por exemplo --values 3,5,6
cli-sound-needs-out = render-sound precisa de um arquivo para gravar, por exemplo --out throw.wav
# $text é o que foi digitado, entre aspas; $most o máximo de dados de um lançamento.
cli-sound-not-a-value = --values: { $text } não é um valor de dado; dê de 1 a { $most } faces, como 3,5,6
# $text é o que foi digitado, entre aspas.
cli-sound-not-a-throw = { $text } não é um lançamento: dê SEMENTE:VALORES, como 7:3,5,6
# $problem é o que está errado num valor de dado.
cli-sound-values-problem = --values: { $problem }
# $most é o máximo de dados de um lançamento, $n quantos foram dados.
cli-sound-dice-count = --values: um lançamento tem de 1 a { $most } dados, não { $n }
# $problem dá o som desconhecido e os conhecidos.
cli-sound-cue-problem = --cue: { $problem }
# $value é o que foi dado, $lo e $hi o intervalo permitido.
cli-sound-bad-volume = --volume: { $value } não está entre { $lo } e { $hi }
cli-sound-bad-speed = --speed: { $value } não está entre { $lo } e { $hi }
cli-sound-bad-skip = --skip-at: { $value } não é um tempo em segundos (0 ou mais)
# Não foi possível gravar o arquivo: $problem diz por quê.
cli-sound-failed = render-sound: { $problem }
# $file é o arquivo WAV, $seconds a duração, $rate a taxa de amostragem, $cues quantos sons
# ele tem, $level uma das duas abaixo.
cli-sound-wrote = { $file } gravado: { $seconds } s, { $rate } Hz mono 16 bits, { $cues ->
    [0] { $cues } sons
    [one] { $cues } som
   *[other] { $cues } sons
}, { $level }
cli-sound-silent = silêncio
# $db é o nível da amostra mais alta, em decibéis abaixo da escala cheia ("-7,1").
cli-sound-peak = pico de { $db } dBFS

## `history` e `stats`: as partidas salvas.

# $dir é a pasta do histórico.
cli-history-none = Nenhuma partida salva ainda em { $dir }.
# $games é quantas partidas estão na lista, $dir a pasta do histórico.
cli-history-heading = { $games ->
    [one] { $games } partida salva
   *[other] { $games } partidas salvas
} em { $dir }, da mais nova para a mais antiga:
# Quando uma partida terminou: $date é 2025-01-02, $time 20:15, em UTC.
cli-history-time = { $date } { $time } UTC
cli-history-unknown-time = desconhecido
# O resultado de uma partida: quem perdeu, o único vencedor, ou os vencedores em lista ($names).
cli-history-lost-by = { $name } perdeu
cli-history-won-by = { $name } venceu
cli-history-shared-by = { $names } dividiram a vitória
# Os títulos da lista de partidas.
cli-history-column-finished = Terminada em
cli-history-column-game = Jogo
cli-history-column-players = Jogadores
cli-history-column-result = Resultado
cli-history-column-file = Arquivo
# Arquivos na pasta do histórico que não são partidas salvas: $files quantos, $dir a pasta.
cli-history-unreadable = { $files ->
    [one] { $files } arquivo ilegível em { $dir }, deixado como estava:
   *[other] { $files } arquivos ilegíveis em { $dir }, deixados como estavam:
}
# Os títulos das tabelas de `stats` (curtos: colunas de números ficam embaixo deles).
cli-stats-column-games = partidas
cli-stats-column-wins = vitórias
cli-stats-column-mean-hole = média/buraco
cli-stats-column-best-hole = melhor buraco
cli-stats-column-straights-roll-1 = sequências de primeira
cli-stats-column-losses = derrotas
cli-stats-column-single = simples
cli-stats-column-small = pequeno
cli-stats-column-grand = grand slam
cli-stats-column-busts = estouros

## `stats --dice`

# $games é quantas partidas salvas foram contadas, $dir a pasta do histórico.
cli-dice-heading = Dados de { $games ->
    [one] { $games } partida salva
   *[other] { $games } partidas salvas
} em { $dir }
# Os títulos depois das seis faces: todos os dados, os dados esperados de cada face, a
# estatística qui-quadrado e o valor-p.
cli-dice-column-dice = dados
cli-dice-column-expected = esperado
cli-dice-column-chi-square = chi²
cli-dice-column-p = p
cli-dice-luck-heading = Sorte: os pontos feitos comparados com os pontos que as probabilidades exatas previam

## `sim`: partidas com semente comparadas com as probabilidades exatas.

# As palavras da barra de progresso: $done de $total partidas jogadas, faltam cerca de $seconds segundos.
cli-sim-progress = { $done }/{ $total } partidas, faltam { $seconds } s
# $problem é por que as partidas não puderam ser jogadas.
cli-sim-failed = sim: { $problem }
# $ordered é "yes" para a variante da sequência em ordem; $holes buracos foram jogados em
# $games partidas de $players jogadores e $rounds rodadas; $seed foi a semente dos dados.
cli-sim-golf-heading = { game-straight-golf }, { $ordered ->
    [yes] sequência em ordem
   *[no] padrão
}: { $holes ->
    [one] { $holes } buraco
   *[other] { $holes } buracos
} ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} × { $players } jogadores × { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}), semente { $seed }
# $players jogadores, $mode números de slam "shared" ou "per-player", o alvo $target, $games
# partidas, $seed a semente dos dados.
cli-sim-slam-heading = { game-slam-dice }, { $players } jogadores, { $mode ->
    [per-player] um número de slam por jogador
   *[shared] um número de slam para todos
}, alvo { $target }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, semente { $seed }
# Os títulos da tabela: os pontos de um buraco, a chance exata, a proporção simulada e a
# diferença entre elas em erros padrão.
cli-sim-column-score = pontos
cli-sim-column-exact = exata
cli-sim-column-monte-carlo = monte carlo
cli-sim-column-diff = dif/EP
# A linha da média de pontos por buraco.
cli-sim-mean = média
# As linhas da tabela do Slam Dice; $seat conta a partir de 1.
cli-sim-finish-from-zero = terminar num turno a partir de 0
cli-sim-seat-loser = o lugar { $seat } perde
cli-sim-rolls-per-game = lançamentos por partida
cli-sim-turns-per-game = turnos por partida

## A pasta do histórico: por que um arquivo não é uma partida salva, e por que uma partida
## não pôde ser guardada (o terminal e o histórico da janela).

history-error-folder-not-game = uma pasta, não um arquivo de partida
history-error-not-regular = não é um arquivo comum
# $used dos $dice valores do registro foram usados, e a partida não acabou.
history-error-not-finished = a partida não terminou ({ $used } de { $dice } valores de dados usados)
# $dir é a pasta do histórico, $reason o motivo dado pelo sistema.
history-error-cannot-read-folder = não é possível ler { $dir }: { $reason }
# $reason é o motivo dado pelo sistema.
history-error-cannot-read = não é possível ler: { $reason }
# $reason é o que está errado nos jogadores ou nas regras da casa.
history-error-cannot-keep = a partida não pode ser guardada: { $reason }
history-error-keep-not-finished = a partida não terminou ({ $used } de { $dice } valores de dados levam a uma partida não terminada)
history-error-encode = não foi possível escrever a partida como RON: { $reason }
history-error-make-folder = não foi possível criar a pasta do histórico { $dir }: { $reason }
# $file é o arquivo da partida salva.
history-error-exists = { $file } já contém outra partida; ele foi deixado como estava
history-error-write = não foi possível gravar { $file }: { $reason }

## Um registro de partida que não pode ser lido (replay, odds, story, print FILE).

# O problema com o lugar dele no arquivo: $line e $col contam a partir de 1.
record-detail-at = linha { $line }, coluna { $col }: { $problem }
record-too-large = o arquivo tem { $bytes } bytes; um registro de partida tem no máximo { $cap } bytes
# $why é o que o sistema disse.
record-cannot-read = não é possível ler: { $why }
# $offset é o byte em que o texto deixa de ser UTF-8.
record-not-text = não é um arquivo de texto (UTF-8 inválido no byte { $offset })
record-empty = o arquivo está vazio; era esperado um registro de partida como (game: SlamDice, players: [..], dice: [..])
# $problem é a palavra do leitor para um nome desconhecido; os nomes entre parênteses são do RON, sem tradução.
record-unknown-variant = { $problem } (jogos: SlamDice, StraightGolf; slam_number: Shared, PerPlayer)
