# O registro da partida e as manchetes.

## O registro da partida: uma linha por lançamento ou anúncio (o painel do registro, `party-dice replay FILE`).

# Um lançamento, pelo que ele decidia.
log-rolled-slam-number = { $name } tirou { $roll } para o número de slam
log-rolled-slam-turn = { $name } tirou { $roll }
log-rolled-roll-off = { $name } tirou { $roll } no sorteio de quem começa
log-rolled-tie-break = { $name } tirou { $roll } para desempatar
log-rolled-hole = { $name } tirou { $roll } (buraco { $hole }, lançamento { $roll_number })
# O fim de uma partida.
log-game-over-loser = Fim de jogo: { $name } perdeu
log-game-over-winners = Fim de jogo: { $winners }
# Entre os nomes de vários vencedores no registro.
log-names-joiner = {" "}e{" "}
# Slam Dice: o número de slam e o que um lançamento fez (depois do lançamento).
log-slam-number = O número de slam é { $face }
log-player-slam-number = O número de slam de { $name } é { $face }
log-no-slam = {" "}— nenhum slam, passa a vez
log-slam = {" "}— { $slam }, +{ $points } → { $score }
log-bust = {" "}— { $slam } passaria do alvo: estourou, fica em { $score }
log-safe = { $name } está a salvo ({ $place })
# Straight Golf: o sorteio, o marcador, o que um lançamento separou e os pontos de um buraco.
log-tie-highest = Empate no maior valor entre { $names }: lançam de novo
log-tie-lowest = Empate no menor valor entre { $names }: lançam de novo
log-goes-first = { $name } começa
log-keeps-score = { $name } marca os pontos
log-set-aside-nothing = nada separado
log-set-aside = separa { $faces } ({ $total }/{ $dice })
log-straight-on-roll = sequência no lançamento { $roll_number }
log-dice-short = { $n ->
    [one] faltou { $n } dado
   *[other] faltaram { $n } dados
}
log-hole-scored = { $name } faz { $points } no buraco { $hole } ({ $how }), total { $total }

## A manchete: a mensagem grande no meio da tela depois de um lançamento.

headline-slam-number = Número de slam { $face }
headline-slam-number-detail = Tire este número para pontuar
headline-player-slam-number = { $name }: número de slam { $face }
headline-loses = { $name } perdeu!
headline-last-left = Quem sobrou por último
# $winners é a frase `winners` da língua.
headline-winners = { $winners }!
headline-lowest-total = Menor total
# Entre os nomes de vários vencedores numa manchete.
headline-names-joiner = {" e "}
headline-grand-slam = GRAND SLAM!
headline-grand-slam-detail = { $name } vai direto para o alvo
# $slam é o nome de um slam ("Slam Pequeno").
headline-slam = { $slam }!
headline-slam-detail = { $name } +{ $points } → { $score }
headline-bust = ESTOUROU
headline-bust-detail = { $name }: um { $slam } passaria do alvo — fica em { $score }
headline-safe = { $name } está a salvo!
# $place é um ordinal ("1º").
headline-safe-detail = { $place } a terminar
# Uma sequência no primeiro lançamento: $points com o sinal ("−3").
headline-straight-first = SEQUÊNCIA! { $points }
headline-straight = Sequência no lançamento { $roll_number }: { $points }
# Um buraco sem a sequência: faltaram $n dados, $points com o sinal.
headline-missed = { $n ->
    [one] Faltou { $n } dado: { $points }
   *[other] Faltaram { $n } dados: { $points }
}

## A faixa sobre a mesa: quem faz o que agora, na forma longa, depois a curta e a
## mais curta para uma janela estreita (mantêm o nome e os números).

banner-slam-number = Lance para o número de slam
banner-player-slam-number = { $name } — lance o seu número de slam
banner-turn = Vez de { $name }
banner-keep-going = { $name } — lançamento { $roll_number }, continue!
banner-roll-off = { $name } — lance para ver quem começa
banner-tie-break = { $name } — lance de novo para desempatar
banner-hole = { $name } — buraco { $hole }, lançamento { $roll_number } de { $rolls }
banner-over = Fim de jogo
banner-short-slam-number = Número de slam
banner-shortest-slam-number = Nº slam
banner-short-player-slam-number = { $name } · número de slam
banner-shortest-player-slam-number = { $name } · nº slam
banner-short-roll = { $name } · lançamento { $roll_number }
banner-shortest-roll = { $name } · { $roll_number }
banner-short-roll-off = { $name } · sorteio
banner-short-hole = { $name } · buraco { $hole } · lançamento { $roll_number }/{ $rolls }
banner-shortest-hole = { $name } · { $hole } · { $roll_number }/{ $rolls }
banner-shortest-over = Fim

## O título de fim de jogo, e a situação de um lugar na folha.

verdict-loser = Quem perdeu: { $name }!
# $place é um ordinal ("1º").
status-safe = a salvo — { $place }
status-loser = PERDEU
badge-plays-first = Começa
badge-keeps-score = Marca os pontos
# As regras da casa do Slam Dice numa linha, para a tela de preparação.
slam-summary = Corrida até exatamente { $target }: Simples +{ $single }, Pequeno +{ $small }, o Grand Slam vai direto ao alvo.

## Dados reais digitados: o que a entrada pede, e por que uma tecla não digitou nada.

entry-prompt = { $n ->
    [one] Lançamento de { $n } dado — digite o valor:
   *[other] Lançamento de { $n } dados — digite os valores:
}
entry-full = { $n ->
    [one] Este lançamento tem { $n } dado; Backspace apaga o último
   *[other] Este lançamento tem { $n } dados; Backspace apaga o último
}
entry-missing = { $n ->
    [one] Digite mais { $n } dado (de 1 a 6) antes do Enter
   *[other] Digite mais { $n } dados (de 1 a 6) antes do Enter
}
entry-not-a-face = Um dado mostra de 1 a 6: digite 1, 2, 3, 4, 5 ou 6

## Avisos do que não pôde ser feito, com o motivo ($why).

refusal-start = Não é possível começar: { $why }
refusal-roll = Não é possível lançar: { $why }
refusal-play-roll = Não é possível aplicar o lançamento: { $why }
refusal-show = Não é possível mostrar { $file }: { $why }

## A lista do histórico: os jogadores e o resultado de uma partida salva, e arquivos que não são partidas salvas.

kept-players-result = { $names } — { $result }
kept-players-more-result = { $names } e mais { $more } — { $result }
unreadable-file-why = ⚠ { $file } não é uma partida salva: { $why }
unreadable-file = ⚠ { $file } não é uma partida salva
unreadable-files-count = { $n ->
    [one] ⚠ { $n } arquivo não é uma partida salva
   *[other] ⚠ { $n } arquivos não são partidas salvas
}
unreadable-files-named = { $n ->
    [one] ⚠ { $n } arquivo não é uma partida salva: { $files }
   *[other] ⚠ { $n } arquivos não são partidas salvas: { $files }
}

## A linha de som do menu: por que não há som.

sound-no-device-server = Nenhum dispositivo de áudio foi encontrado: o jogo fica em silêncio. O som precisa de um servidor de som PulseAudio ou PipeWire; para ALSA sem servidor, veja o README.
sound-no-device = Nenhum dispositivo de áudio foi encontrado: o jogo fica em silêncio.
sound-not-built = Esta versão foi compilada sem som: o Party Dice tem som no Linux, no Windows e no macOS.

## Probabilidades em palavras: "1 em 216 (0,46 %)", e as leituras do painel de probabilidades.

chance-never = nunca
chance-certain = garantido
# $n já vem escrito como a língua escreve números ("216", "6,0").
chance-one-in = 1 em { $n }
# $least é a menor porcentagem mostrada ("0,01 %").
chance-under = menos de { $least }
chance-with-percent = { $said } ({ $percent })
outcome-bust = Estouro
outcome-no-hit = Nenhum acerto
# $method é "exact" ou "estimated" (chances por amostragem).
odds-chance-to-win = { $method ->
    [estimated] Chance de vencer (estimada)
   *[exact] Chance de vencer
}
odds-chance-to-lose = { $method ->
    [estimated] Chance de perder (estimada)
   *[exact] Chance de perder
}
odds-hole-title = Buraco de { $name }, lançamento { $roll_number }
odds-straight = Sequência neste buraco
odds-straight-says = { $name } completa a sequência em { $percent } das vezes
odds-expected = Pontos esperados
odds-expected-says = { $name } faz em média { $points } neste buraco
odds-win-says = { $name } fica entre os vencedores em { $percent } das vezes
odds-finish = Termina neste turno
odds-finish-says = { $name } termina neste turno em { $percent } das vezes
odds-next-rolls-says = { $percent } dos próximos lançamentos de { $name }
odds-loser-says = { $name } perde em { $percent } das vezes

## A linha do tempo das chances em palavras: o que um lançamento fez, onde ele veio, o
## texto ao passar o mouse, a maior virada e o que um leitor de tela ouve do gráfico.

story-straight = sequência
# $slam é o nome de um slam.
story-slam-safe = { $slam }, a salvo
story-bust = estouro
story-no-slam = nenhum slam
story-slam-number = número de slam { $face }
story-rolled = tirou { $roll }
# Onde veio um lançamento; $case é "start" no início de uma frase, senão "inner".
story-at-hole = { $case ->
    [start] Buraco { $hole }, lançamento { $roll_number } de { $name }
   *[inner] buraco { $hole }, lançamento { $roll_number } de { $name }
}
story-at-turn = { $case ->
    [start] Turno { $turn }, lançamento { $roll_number } de { $name }
   *[inner] turno { $turn }, lançamento { $roll_number } de { $name }
}
story-at-roll-off = { $case ->
    [start] Sorteio, dado de { $name }
   *[inner] sorteio, dado de { $name }
}
story-at-shared-slam-number = { $case ->
    [start] O dado do número de slam
   *[inner] o dado do número de slam
}
# Começa pelo nome, para servir no início e no meio de uma frase (sem $case aqui).
story-at-slam-number = { $name }, dado do número de slam
# "Buraco 14, lançamento 1 de Cy: sequência — Cy 12 % → 61 %".
story-hover = { $place }: { $what } — { $name } { $before } → { $after }
# $goal é "win" (Straight Golf) ou "lose" (Slam Dice: a chance de perder).
story-swing = { $goal ->
    [lose] A maior virada: { $place } ({ $what }) mudou a chance de { $name } perder de { $from } para { $to }.
   *[win] A maior virada: { $place } ({ $what }) mudou a chance de { $name } vencer de { $from } para { $to }.
}
story-chart-before = antes do primeiro lançamento
story-chart-after = depois do lançamento { $roll_number }
story-chart-stands = { $name } { $percent }
# $chart é o título do gráfico; "…, em 142 lançamentos; depois do lançamento 40: Ana 20 %, Beto 80 %."
story-chart-spoken = { $rolls ->
    [0] { $chart }, em { $rolls } lançamentos; { $when }: { $standing }.
    [one] { $chart }, em { $rolls } lançamento; { $when }: { $standing }.
   *[other] { $chart }, em { $rolls } lançamentos; { $when }: { $standing }.
}

## A aba Dados: se os dados parecem honestos, e a sorte de cada jogador.

dice-source-thrown = Lançados na tela
dice-source-real = Dados reais digitados
dice-none-thrown = Nenhum dado lançado na tela ainda.
dice-none-real = Nenhum dado real digitado ainda.
dice-all-players = Todos os jogadores
# $n escolhe o plural; $count é o mesmo número escrito para leitura ("4.212").
dice-too-few = { $n ->
    [0] Só { $count } dados até agora: é pouco para saber se os dados são honestos (são necessários { $needed }).
    [one] Só { $count } dado até agora: é pouco para saber se os dados são honestos (são necessários { $needed }).
   *[other] Só { $count } dados até agora: é pouco para saber se os dados são honestos (são necessários { $needed }).
}
# $least é a menor porcentagem mostrada ("0,01 %").
dice-less-than = menos de { $least }
dice-only = apenas { $percent }
# $how_often é dice-less-than ou dice-only.
dice-loaded = { $n ->
    [one] Uma distribuição tão desigual quanto esta, ou mais, acontece em { $how_often } das vezes com dados honestos: este { $count } dado pode estar viciado.
   *[other] Uma distribuição tão desigual quanto esta, ou mais, acontece em { $how_often } das vezes com dados honestos: estes { $count } dados podem estar viciados.
}
dice-fair = { $n ->
    [one] Este { $count } dado parece honesto: uma distribuição tão desigual quanto esta, ou mais, acontece em { $percent } das vezes com dados honestos.
   *[other] Estes { $count } dados parecem honestos: uma distribuição tão desigual quanto esta, ou mais, acontece em { $percent } das vezes com dados honestos.
}
# "Ana fez -5 em 9 buracos, em que as probabilidades previam +3,2".
luck-golf-scored = { $holes ->
    [one] { $name } fez { $points } em { $holes } buraco, em que as probabilidades previam { $expected }
   *[other] { $name } fez { $points } em { $holes } buracos, em que as probabilidades previam { $expected }
}
# "Hal fez 9 pontos em 7 turnos, em que as probabilidades previam 12,0".
luck-slam-scored = { $name } fez { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
    } em { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }, em que as probabilidades previam { $expected }
luck-even = exatamente o que as probabilidades previam
luck-good = { $points } pontos de sorte
luck-bad = { $points } pontos de azar
# $scored é luck-golf-scored ou luck-slam-scored, $verdict luck-even, -good ou -bad.
luck-line = { $scored }: { $verdict }.
# Uma linha de sorte das estatísticas, depois do nome do jogo.
luck-game-line = { $game }: { $line }
