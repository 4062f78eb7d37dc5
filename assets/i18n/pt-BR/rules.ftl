# O painel de regras: as regras do jogo e da variante ativos, com cada ponto que o
# programa teve de decidir marcado "Decidido".

# Uma quantidade pequena por extenso, como nas regras; algarismos depois de doze.
# Masculino: conta dados ("três dados", "um dado").
rules-number-word = { $n ->
    [0] nenhum
    [1] um
    [2] dois
    [3] três
    [4] quatro
    [5] cinco
    [6] seis
    [7] sete
    [8] oito
    [9] nove
    [10] dez
    [11] onze
    [12] doze
   *[other] { $n }
}

## Os títulos.

rules-idea = A ideia
rules-slam-number = Número de slam
rules-turn = O turno
rules-exactly = Exatamente o alvo
rules-finishing = Terminar
rules-turn-order = Ordem dos turnos (Decidido)
rules-end = O fim
rules-who-starts = Quem começa (Decidido)
rules-hole = O buraco
rules-setting-aside = Separar dados
rules-scoring = Pontuação do buraco
rules-game = A partida

## Slam Dice. $dice é uma quantidade por extenso (rules-number-word), com maiúscula no início.

rules-slam-idea = Um jogo para festas sem vencedor e com um só perdedor. { $dice } dados. Corrida até exatamente { $target }; o último jogador que sobrar é o perdedor.
rules-slam-number-shared = No início, um dado é lançado: a face que ele mostra é o número de slam de todos, durante toda a partida. Ele fica na mesa, ao lado da bandeja.
rules-slam-number-per-player = Variante, cada jogador o seu (Decidido): no início, cada jogador lança o próprio número de slam, na ordem dos lugares. A mesa mostra o número de slam do jogador da vez.
# $single e $small são nomes de slams; $short é um Slam Simples antes do alvo.
rules-exactly-text = Um { $single } ou um { $small } que passe de { $target } não conta: nada é somado e seu turno acaba (um estouro). Exemplo: com { $short }, um { $small } encerra o turno em { $short }; mais tarde, um { $single } faz você terminar.
rules-finishing-text = Chegue a exatamente { $target } e você fica a salvo: não lança nunca mais. A ordem em que os jogadores terminam é registrada.
rules-turn-order-text = O lugar 1 começa; os turnos passam na ordem dos lugares, pulando os jogadores que já terminaram.
rules-end-text = Quando todos os jogadores, menos um, tiverem terminado, a partida acaba na hora. O que sobrou é o perdedor e não precisa lançar de novo.
# Quantos dados mostram o número de slam, e o nome do slam: "dois — Slam Pequeno".
rules-hit = { $dice ->
    [1] um
    [2] dois
    [3] três
   *[other] { $dice }
} — { $slam }
# $single, $small e $grand são rules-hit.
rules-slam-turn =
    Lance os { $dice } dados e conte os dados que mostram o seu número de slam:
    • nenhum: seu turno acaba, pontuação inalterada;
    • { $single }: +{ $single_points }, lance de novo;
    • { $small }: +{ $small_points }, lance de novo;
    • { $grand }: sua pontuação passa a ser exatamente { $target } e você terminou.

## Straight Golf.

rules-golf-idea = Golfe com { $dice } dados: o menor total vence. Cada turno é um buraco: no máximo { $rolls ->
    [one] { $rolls } lançamento
   *[other] { $rolls } lançamentos
} para formar a sequência { $straight }.
rules-who-starts-text =
    1. Cada jogador lança um dado, na ordem dos lugares.
    2. Primeiro jogador: o maior valor. Enquanto vários empatam no maior valor, só eles lançam de novo (na ordem dos lugares) e vale o maior valor desse novo lançamento.
    3. Marcador: entre todos menos o primeiro jogador, o menor valor do passo 1. Enquanto vários empatam nele, só eles lançam de novo e vale o menor valor desse novo lançamento; com um só candidato, ninguém lança.
    Depois o jogo passa para a esquerda: na ordem dos lugares a partir do primeiro jogador, voltando ao início. O programa marca os pontos; o distintivo de marcador é para a conversa à mesa.
rules-hole-text = Lance todos os dados ainda não separados, separe os dados que formam a sequência e lance o resto. O buraco acaba quando os { $dice } valores estão separados ou depois do lançamento { $rolls }.
# $first, $second e $third são rules-example.
rules-ordered = Sequência em ordem (esta partida): os dados só são separados enquanto continuam a sequência a partir do 1, sem lacunas. Com { $aside } separados, um lançamento de { $first }; um lançamento de { $second }. Um primeiro lançamento de { $third }.
# $n dados ($dice, por extenso) são lançados de novo; "one" inclui o 0 ("nenhum dado").
rules-standard = { $n ->
    [one] Regra padrão: um dado de cada valor ainda não separado; os repetidos são lançados de novo. Exemplo: { $example } e { $dice } dado é lançado de novo. O programa separa os dados por você: não há escolha a fazer.
   *[other] Regra padrão: um dado de cada valor ainda não separado; os repetidos são lançados de novo. Exemplo: { $example } e { $dice } dados são lançados de novo. O programa separa os dados por você: não há escolha a fazer.
}
rules-example = { $roll } separa { $kept }
rules-example-nothing = { $roll } não separa nada
rules-scoring-first = Sequência no lançamento { $roll_number }: { $points }.
rules-scoring-roll = No lançamento { $roll_number }: { $points }.
# $on_roll é rules-scoring-first e cada rules-scoring-roll.
rules-scoring-text = { $on_roll }  Não completada: { $points } por dado fora da sequência.
# IDA, VOLTA e TOTAL são os títulos das somas no cartão (card-out, card-in, card-total em ui.ftl).
rules-game-text = { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}; uma rodada é um buraco para cada jogador. O cartão mostra IDA (buracos 1–{ $nine }), VOLTA ({ $in_first }–{ $in_last }) e TOTAL. Depois da última rodada, o menor total vence; menores totais iguais dividem a vitória (Decidido).
