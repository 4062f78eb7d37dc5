# O cartão de pontuação e a folha de instruções impressos (e a página do gráfico).

paper-player = Jogador
paper-slam-number = Número de slam
paper-score = Pontos
paper-place = Posição
paper-date = Data
paper-scorekeeper = Marcador
paper-first-player = Primeiro jogador
paper-sheet-title = { $game } — como jogar
paper-card-title = { $game } — cartão de pontuação
paper-slam-number-shared = Um número de slam para todos.
paper-slam-number-per-player = Cada jogador lança o próprio número de slam.
# $summary são as regras da casa do Slam Dice numa linha, $numbers uma das duas acima.
paper-slam-house-rules = { $summary } { $numbers }
# $order é "ordered" (a sequência em ordem) ou "any".
paper-golf-house-rules = { $holes ->
        [one] { $holes } buraco
       *[other] { $holes } buracos
    }, no máximo { $rolls ->
        [one] { $rolls } lançamento
       *[other] { $rolls } lançamentos
    } por buraco, { $order ->
        [ordered] a sequência em ordem, a partir do 1
       *[any] a sequência em qualquer ordem
    }.
# $day é uma data (2025-01-02), $from, $to e $at horários (20:00), todos em UTC.
paper-played = Jogado em { $day }, das { $from } às { $to } UTC
paper-finished = Terminado em { $day }, às { $at } UTC
paper-started = Iniciado em { $day }, às { $at } UTC
paper-roll-off = { $first } começou; { $keeper } marcou os pontos.
paper-unfinished = Ainda não terminado
paper-footer = Impresso pelo Party Dice: as mesmas regras, com as mesmas palavras, do painel de regras.
chart-title-win = Como a chance de vencer de cada jogador mudou, lançamento a lançamento
chart-title-lose = Como a chance de perder de cada jogador mudou, lançamento a lançamento
# O que são as seções do gráfico.
chart-unit-hole = buraco
chart-unit-turn = turno
# O eixo do gráfico, sob a ponta direita: $unit é chart-unit-hole ou chart-unit-turn.
chart-axis = { $unit } →
# Antes de uma linha para escrever, num cartão em branco: $label é paper-date,
# paper-first-player, paper-scorekeeper ou paper-slam-number.
paper-blank-field = { $label }:
# Num cartão de Slam Dice preenchido: $number é o único número de slam com que todos jogaram.
paper-slam-number-drawn = Número de slam: { $number }
# Lugares pedidos errado num cartão: $lo e $hi são o mínimo e o máximo de jogadores que
# cabem num cartão, $players o número pedido.
print-error-players = um cartão tem espaço para { $lo } a { $hi } jogadores, não { $players }
# Não foi possível pôr uma fonte no PDF: $font é o nome PostScript dela
# (LiberationSans-Bold), $why o motivo, no inglês da biblioteca de fontes.
print-error-font = não foi possível incorporar a fonte { $font }: { $why }
# Não foi possível gravar o PDF: $path é o arquivo ou a pasta, $why o motivo dado pelo sistema.
print-error-write = não foi possível gravar { $path }: { $why }
# A opção --paper da linha de comando recebeu outra coisa: $text é o que foi digitado.
print-paper-unknown = “{ $text }” não é um tamanho de papel: use a4 ou letter
# O aviso da janela depois que um cartão é gravado: $path é o arquivo PDF.
print-done = O cartão foi impresso em { $path }
# O aviso da janela quando não é: $why é uma das mensagens print-error (ou o que está
# errado no arquivo da partida).
print-failed = Não foi possível imprimir o cartão: { $why }
print-no-folder = Não foi possível imprimir o cartão: não há pasta onde gravá-lo.
# Dito uma vez quando um cartão é impresso com caracteres que nenhuma fonte deste
# computador tem (saem como "?"): $chars são esses caracteres, separados por espaços; $count quantos são.
print-missing-glyphs = { $count ->
        [one] Nenhuma fonte deste computador tem o caractere { $chars }: o cartão o imprime como “?”. Instalar uma fonte que o tenha (no Linux, os pacotes fonts-noto) faz com que ele seja impresso.
       *[other] Nenhuma fonte deste computador tem os caracteres { $chars }: o cartão os imprime como “?”. Instalar fontes que os tenham (no Linux, os pacotes fonts-noto) faz com que eles sejam impressos.
    }
paper-mark-finish = { $mark }, { $finish }
