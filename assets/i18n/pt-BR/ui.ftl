# O menu da janela (Esc): as configurações de tela.
menu-display = Tela
menu-language = Idioma:
menu-ui-scale = Tamanho da interface
menu-animation-speed = Velocidade da animação
menu-reduced-motion = Menos movimento (os dados aparecem parados, sem rolar)
menu-fullscreen = Tela cheia (F11)
menu-theme = Tema:
menu-theme-dark = Escuro
menu-theme-light = Claro
menu-theme-high-contrast = Alto contraste
menu-graphics = Gráficos:
menu-graphics-auto = Automático
menu-graphics-auto-hint = Baixo sem GPU, senão Alto
menu-graphics-low = Baixo
menu-graphics-high = Alto
menu-odds-panel = Painel de probabilidades (O)
menu-audience = A plateia joga junto nos celulares
menu-audience-hint = Celulares sem lugar respondem a uma pergunta antes de cada lançamento e pontuam contra as probabilidades exatas; um placar aparece ao lado da mesa.

## As somas do cartão de golfe e os títulos da tabela de estatísticas.

# Como nos cartões de golfe em português: IDA (buracos 1–9), VOLTA (10–18), TOTAL.
card-out = IDA
card-in = VOLTA
card-total = TOTAL
# $column é a chave da coluna.
stat-column = { $column ->
    [name] Jogador
    [golf-games] Partidas de golfe
    [golf-wins] Vitórias
    [mean-hole] Média por buraco
    [best-hole] Melhor buraco
    [straights-roll-1] Sequências de primeira
    [slam-games] Partidas de slam
    [slam-losses] Derrotas
    [single] Simples
    [small] Pequeno
    [grand] Grand Slam
    [busts] Estouros
    [golf-luck] Sorte no golfe
   *[slam-luck] Sorte no slam
}
# A marca de um lugar, pela chave da sua forma.
mark-name = { $shape ->
    [circle] círculo
    [square] quadrado
    [triangle] triângulo
    [star] estrela
    [bar] barra
    [hexagon] hexágono
    [pentagon] pentágono
   *[cross] cruz
}
# O acabamento dos dados de um lugar, pela sua chave.
finish-name = { $finish ->
    [pearl] madrepérola
    [marble] mármore
    [metal] metal
   *[solid] cor lisa
}

## O que um leitor de tela diz das células do cartão, dos dados desenhados planos e das
## marcas; as partes são unidas por `list-separator`.

# Pontos do golfe: $sign é plus, minus ou zero; $points vem sem o sinal.
spoken-points = { $sign ->
    [plus] mais { $points }
    [minus] menos { $points }
   *[zero] { $points }
}
spoken-total = total { $points }
spoken-hole = buraco { $hole }
# $holes é o título de uma coluna de soma (IDA, VOLTA, 19–27).
spoken-nine = buracos { $holes }
spoken-playing-now = jogando agora
spoken-not-played = não jogado
spoken-score-of = { $score } de { $target }
spoken-slam-number = número de slam { $face }
# $place é um ordinal ("1º").
spoken-safe = a salvo, { $place }
spoken-loser = perdeu
spoken-to-roll = na vez
spoken-set-aside = separado
spoken-slam-hit = acerto de slam
spoken-mark = marca de { $player }: { $mark }

## O menu (Esc): a moldura, o som e as configurações do jogo.

menu-title = Menu e configurações
# O título quando a janela é estreita demais para o longo.
menu-title-short = Menu
# $path é o arquivo de configurações.
menu-saved-to = Salvo em { $path }
menu-close = Fechar (Esc)
menu-new-game = Nova partida / preparação
menu-rules = Regras (F1)
menu-quit = Sair
menu-notices = Avisos
menu-sound = Som
menu-volume = Volume
menu-muted = Mudo
menu-game-and-variants = Jogo e variantes
menu-next-game = As mudanças aqui valem para a próxima partida.
# O nome de um jogo antes das suas variantes.
menu-game-label = { $game }:
menu-slam-shared = número de slam para todos
menu-slam-per-player = um por jogador
# Antes de um número que o jogador pode arrastar.
menu-target-prefix = alvo{" "}
menu-single-prefix = simples +
menu-small-prefix = pequeno +
# Depois de um número que o jogador pode arrastar ($n é esse número).
menu-holes-suffix = { $n ->
    [one] {" "}buraco
   *[other] {" "}buracos
}
menu-rolls-suffix = { $n ->
    [one] {" "}lançamento por buraco
   *[other] {" "}lançamentos por buraco
}
menu-ordered-straight = sequência em ordem
# $problem diz o que está errado nas variantes.
menu-not-saved = ⚠ { $problem } — não será salvo até ser corrigido
menu-players-on-setup = Os jogadores recebem nome e lugar na tela de preparação.

## A folha de fim de jogo.

game-over-title = Fim de jogo
game-over-luck = Sorte
game-over-play-again = Jogar de novo (Enter)
game-over-play-again-short = Jogar de novo
game-over-new-setup = Nova preparação
game-over-working-out = Montando a história da partida…
print-card-button = Imprimir cartão
print-card-hint = O cartão, o resultado e a linha do tempo em PDF

## O histórico das partidas salvas (o botão Histórico da tela de preparação).

history-title = Histórico
history-tab-games = Partidas
history-tab-stats = Estatísticas
history-tab-dice = Dados
history-reading = Lendo as partidas salvas…
history-back = ◀ Voltar à preparação
history-back-short = ◀ Voltar
history-none = Nenhuma partida terminada ainda: toda partida jogada até o fim fica guardada aqui.
history-column = { $column ->
    [finished] Terminada em
    [game] Jogo
    [players] Jogadores
   *[result] Resultado
}
# Quando uma partida terminou: $day é uma data (2025-01-02), $time um horário (20:00:00), em UTC.
history-when = { $day } { $time } UTC
# Os vencedores de uma partida de golfe, com os nomes juntos ($count deles).
history-won-by = { $count ->
    [one] { $names } venceu
   *[other] { $names } dividiram a vitória
}
history-lost = { $name } perdeu
history-watch = ▶ Assistir
history-print = Imprimir
history-no-stats = Nenhuma estatística ainda.

## O painel de regras (F1), o painel de probabilidades (O) e a aba Dados do histórico.

# $game é o nome do jogo.
rules-panel-title = Regras — { $game }
rules-panel-close = Fechar (F1)
odds-panel-title = Probabilidades (O)
odds-panel-updating = atualizando…
odds-panel-working = Calculando…
dice-tab-luck = Sorte: os pontos feitos comparados com o que as probabilidades exatas previam
dice-tab-no-game = Nenhuma partida jogada até o fim ainda.
# O título de uma contagem: de quem são os dados, quais ($source), quantos ($dice, "60 dados").
dice-tab-tally = { $who } · { $source } · { $dice }
# O teste da contagem: quantas vezes cada face é esperada, a estatística qui-quadrado, o valor-p.
dice-tab-test = esperado { $expected } de cada · χ² { $chi2 } · p { $p }
# Um dado desenhado na contagem, para um leitor de tela.
dice-tab-face = face { $face }
# As barras, para um leitor de tela: $counts são as contagens de cada face, juntas.
dice-tab-spoken = { $counts } de cada face, contra { $expected } esperados
# A linha na linha do tempo das chances, no lançamento mostrado.
chart-on-show = em exibição

## A plateia na tela compartilhada.

hud-audience-title = Plateia · { $n } jogando
hud-audience-joined = { $n ->
    [one] 1 na plateia: as respostas contam a partir do próximo lançamento
   *[other] { $n } na plateia: as respostas contam a partir do próximo lançamento
}
hud-audience-odds = As probabilidades: { $points }
hud-audience-lesson = A lição
hud-audience-block = Bloquear { $name } (enquanto os celulares estiverem ativos)
game-over-calibration = A lição: quando a plateia dizia…, quantas vezes aconteceu
game-over-calibration-legend = Colunas: quantas vezes as respostas se cumpriram, pelo que a plateia dizia (0% à esquerda, 100% à direita; embaixo, o número de respostas). A linha: dizer e acontecer coincidem. Pontos: o que as probabilidades exatas diziam das mesmas respostas.
