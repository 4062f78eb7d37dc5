# Tela de preparação: jogo e dados.
setup-game = Jogo
setup-dice = Dados:
setup-dice-thrown = lançados na tela
setup-dice-real = dados reais (digite os valores)

# Lista de jogadores
setup-players = Jogadores ({ $min }–{ $max }), na ordem dos lugares
setup-mark-hint = Marca: { $mark }
setup-finish-hint = Dados de { $who }: { $finish } (clique para trocar o acabamento)
setup-player-who = jogador { $n }
setup-move-up = Subir { $who } um lugar
setup-move-down = Descer { $who } um lugar
setup-remove = Remover { $who }
setup-add-player = + Adicionar jogador
setup-default-name = Jogador { $n }

# Variantes
setup-slam-number = Número de slam:
setup-slam-shared = um para todos
setup-slam-per-player = um para cada jogador
setup-holes = Buracos:
setup-holes-suffix = {" "}buracos
setup-ordered-straight = Sequência em ordem (separar dados só na ordem 1, 2, 3…)

# Celulares
setup-phones = Jogar com celulares
setup-phones-hint = Cada jogador lança do próprio celular ou notebook
setup-online = Jogar online
setup-online-hint = Amigos numa videochamada lançam dos próprios celulares, por um intermediário
setup-join-screen = Tela de entrada (J)
setup-phones-at = { $url } código { $code } · { $held } no celular
setup-phones-at-online = { $url } código { $code } · { $held } no celular · online
setup-phones-at-link-down = { $url } código { $code } · { $held } no celular · conexão online caiu

# Botões
setup-start-keyed = Começar (Enter)
setup-start = Começar
setup-resume-keyed = Continuar (R)
setup-resume = Continuar
setup-history-keyed = Histórico (H)
setup-history = Histórico
# A tela de preparação: o que está errado na preparação, embaixo dela ($problem diz o quê).
setup-problem = ⚠ { $problem }
# A dica do botão Começar quando o cartão é estreito demais para a tecla: a tecla.
setup-start-hint = Enter

## O botão de ação da faixa do jogo, com a tecla quando a faixa é larga e sem ela quando
## é estreita.

hud-roll-keyed = 🎲 Lançar (Espaço)
hud-roll = 🎲 Lançar
hud-confirm-keyed = ✔ Confirmar dados (Enter)
hud-confirm = ✔ Confirmar
# Assistindo a uma partida salva: o próximo lançamento.
hud-next-roll-keyed = ▶ Próximo lançamento (→)
hud-next-roll = ▶ Próximo
# Enquanto os dados voam: eles caem na hora.
hud-skip-keyed = ⏩ Pular (Espaço)
hud-skip = ⏩ Pular
# Enquanto o resultado de um lançamento é mostrado: o próximo turno vem na hora.
hud-continue-keyed = Continuar (Espaço)
hud-continue = Continuar

## Os outros botões da faixa, com as teclas e sem elas.

hud-menu-keyed = ☰ Menu (Esc)
hud-menu = ☰ Menu
hud-rules-keyed = Regras (F1)
hud-rules = Regras
hud-odds-keyed = Chances (O)
hud-odds = Chances
hud-log-keyed = Registro (L)
hud-log = Registro

# Ao lado dos dados do último lançamento desenhados planos: o que os anéis em volta de alguns significam.
hud-ringed-note = circulados: dados separados ou acertos de slam
# O título do painel do registro da partida.
hud-game-log = Registro da partida (L)

## As folhas de pontuação.

# O título do cartão de golfe sobre os nomes.
sheet-player = Jogador
# O número de slam de um jogador de Slam Dice ($number é o valor de um dado, ou – antes de ser conhecido).
sheet-slam-number = nº slam { $number }
# Na barra de um jogador de Slam Dice: os pontos e o alvo.
sheet-score-of = { $score } / { $target }

## Dados reais: a linha onde se digitam os valores lançados na mesa.

# A dica de um botão de face: $value é a face, que também é a tecla.
dice-entry-face-hint = { $value } (tecla { $value })
# Um botão de face, para um leitor de tela.
dice-entry-type = Digitar { $value }
dice-entry-backspace = Apagar
# Confirma os valores digitados.
dice-entry-ok = ✔ OK

## Avisos: uma linha numa borda da janela.

# $text é o aviso; $more quantos outros esperam depois dele.
notice-line = { $more ->
    [0] ⚠ { $text }
   *[other] ⚠ (+{ $more }) { $text }
}
# Não foi possível gravar o arquivo de configurações; $why é o motivo dado pelo sistema.
notice-settings-not-saved = Configurações não salvas: { $why }
# Uma vez por execução: o nome de alguns jogadores tem letras que nenhuma fonte deste
# computador tem, e elas aparecem como caixas. $names são os nomes, juntos; $count quantos são.
font-missing-glyphs = { $count ->
    [one] Algumas letras do nome de { $names } não existem em nenhuma fonte deste computador e aparecem como caixas. Uma fonte para essa escrita (a Noto Sans tem quase todas) as mostraria.
   *[other] Algumas letras dos nomes de { $names } não existem em nenhuma fonte deste computador e aparecem como caixas. Uma fonte para essa escrita (a Noto Sans tem quase todas) as mostraria.
}


## Por que uma partida salva não pode continuar, ou o próximo lançamento não pode ser
## feito (depois de "Não é possível lançar: " e semelhantes).

game-resume-no-seed = a partida salva não tem semente, então não pode continuar
# $saved valores estavam no arquivo; $used deles servem para a partida.
game-resume-extra-dice = { $saved ->
    [one] a partida salva tem { $saved } valor de dado, mas só { $used } serve para a partida
   *[other] { $used ->
        [one] a partida salva tem { $saved } valores de dados, mas só { $used } serve para a partida
       *[other] a partida salva tem { $saved } valores de dados, mas só { $used } servem para a partida
    }
}
game-roll-in-flight = os dados ainda estão no ar
# Dados reais: o lançamento precisa de $needed valores e $given foram digitados.
game-roll-wrong-count = { $needed ->
    [one] o lançamento precisa de { $needed } valor de dado, não { $given }
   *[other] o lançamento precisa de { $needed } valores de dados, não { $given }
}
# O lançamento precisa de $needed dados; $free não estão separados.
game-roll-too-few-dice = o lançamento precisa de { $needed ->
        [one] { $needed } dado
       *[other] { $needed } dados
    }, mas { $free ->
        [0] nenhum está livre
        [one] só { $free } está livre
       *[other] só { $free } estão livres
    }

## Os celulares, pelo teclado do anfitrião.

# O anfitrião recusou o celular de $name, que pediu para entrar como novo jogador.
game-join-refused = O pedido de { $name } para entrar foi recusado
game-room-locked = A sala está trancada: nenhum celular novo entra (K abre)
game-room-open = A sala está aberta para novos celulares

## O salvamento automático. $why é o motivo (muitas vezes nas palavras do sistema), $dir
## uma pasta, $file um arquivo.

autosave-encode = Não foi possível salvar a partida: { $why }
autosave-directory = Não foi possível salvar a partida em { $dir }: { $why }
autosave-write = Não foi possível salvar a partida no arquivo { $file }: { $why }
autosave-history = Não foi possível guardar a partida terminada no histórico ({ $why }); ela continua no salvamento automático
# Por que a partida salva não pode ser retomada, usado em autosave-unusable e semelhantes.
autosave-no-seed = ela não tem semente
autosave-unusable = Não foi possível retomar a partida salva: { $why }
# Ela foi guardada à parte como $file.
autosave-set-aside = Não foi possível retomar a partida salva ({ $why }); ela foi guardada como { $file }
# $error é o motivo por que ela não pôde ser movida.
autosave-not-moved = Não foi possível retomar a partida salva ({ $why }) nem guardá-la à parte: { $error }

## Os sons, como o comando render-sound os chama.

# $name é o nome pedido, entre aspas; $names os nomes de todos os sons da mesa (não
# traduzidos: são digitados na linha de comando).
sound-cue-unknown = nenhum som da mesa se chama { $name }; os nomes são: { $names }
sound-wav-too-long = { $samples ->
    [one] { $samples } amostra não cabe num arquivo WAV
   *[other] { $samples } amostras não cabem num arquivo WAV
}

## O início da janela, na linha de comando (depois de "party-dice: ").

app-no-display = não é possível abrir a janela do jogo: não há tela (nem DISPLAY nem WAYLAND_DISPLAY está definida). Os comandos funcionam sem ela: party-dice --help
app-no-scripted-runs = esta versão não tem execuções roteirizadas (capturas de tela, teste de som); compile-a com `--features shots`
app-two-scripted-runs = --screenshot-dir e --sound-check-throw são duas execuções: escolha uma
# $dir é a pasta, $why o motivo dado pelo sistema.
app-screenshot-folder = não é possível criar a pasta de capturas de tela { $dir }: { $why }
# $why diz o que está errado no lançamento dado.
app-sound-check-throw = --sound-check-throw: { $why }
