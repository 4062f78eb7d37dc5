## A página do celular (assets/phone/index.html): todas as palavras que ela mostra. O jogo
## as põe na página no idioma do celular. Um placeable ({ $name }, { $seconds }, ...) é
## preenchido no celular como texto simples: não escolha variantes por ele (os números
## chegam como algarismos simples).

# O título da página na aba do navegador, e o título da tela de entrada.
phone-app-name = Party Dice

## A linha do topo: a conexão com o jogo.

phone-link-off = Desconectado
phone-link-connecting = Conectando…
phone-link-up = Conectado
phone-link-up-online = Conectado online
phone-game-key = Chave da partida: { $print }
# Online: o link traz um endereço de intermediário que não é válido.
phone-link-bad-broker = Endereço do intermediário inválido
phone-link-broker-refused = O intermediário recusou o celular
# $seconds: segundos inteiros até a próxima tentativa.
phone-link-retry = Reconectando em { $seconds } s…
# Na linha do topo no lugar do nome do jogador, para um celular sem lugar.
phone-spectator = espectador

## A tela de entrada.

phone-join-hint = Digite o código da sala que aparece na tela do jogo.
# O nome do campo do código da sala para um leitor de tela.
phone-code-label = Código da sala
phone-join = Entrar
phone-code-format = Um código de sala tem quatro letras.
phone-joining = Entrando…
phone-joining-online = Entrando online…
phone-needs-https = Abra este link por https para jogar online: este navegador só libera a criptografia em páginas seguras.

## Os lugares.

phone-pick-seat-title = Escolha seu lugar
# $game: o nome do jogo ("Slam Dice").
phone-game-setup = { $game }: escolha seu lugar
# O campo do nome (texto de exemplo e nome para o leitor de tela).
phone-name-hint = Seu nome
phone-join-as = Entrar como novo jogador
phone-just-watch = Ou entre como espectador.
# Sob o nome de um lugar: o lugar deste celular, o de outro, um cujo celular se desconectou, um livre.
phone-seat-you = você
phone-seat-taken = ocupado
phone-seat-dropped = desconectado
phone-seat-free = livre
# $name: o nome com que o celular pediu para entrar.
phone-join-asked = Pedido enviado ao anfitrião: adicionar { $name }…
# $why: o motivo do jogo, uma frase curta ("o anfitrião disse não").
phone-join-refused = Não adicionado: { $why }
phone-seat-freed = O anfitrião liberou o seu lugar.
phone-seat-taken-over = Este lugar foi aberto em outra página.
phone-seat-removed = Seu jogador saiu da partida.

## De quem é a vez, e o lançamento.

phone-turn-over = Fim de jogo
phone-turn-pick = Escolha um lugar
phone-turn-waiting = Esperando a partida começar
phone-turn-yours = Sua vez!
phone-rolling = Lançando…
phone-get-ready = Prepare-se…
# $name: o jogador da vez.
phone-turn-theirs = Vez de { $name }
# A área onde deslizar: enquanto este celular pode lançar, depois que lançou e enquanto espera.
phone-swipe = Deslize para cima para lançar
phone-pad-thrown = Lançado!
phone-pad-wait = Espere a sua vez
phone-thrown-watch = Lançado! Olhe a tela…
phone-roll = Lançar
# Dados reais digitados no celular: apagar o último, enviar.
phone-undo = Desfazer
phone-send = Enviar
# $typed: faces digitadas até agora; $needed: faces de que o lançamento precisa.
phone-typed-count = { $typed } de { $needed }
phone-leave = Sair do lugar

## O cartão de pontuação.

phone-scorecard = Cartão de pontuação
# A coluna do total ou dos pontos de cada jogador.
phone-card-total = Total

## Os dados do lugar: como aparecem na tela compartilhada.

phone-finish-title = Seus dados
phone-finish-solid = Liso
phone-finish-pearl = Perolado
phone-finish-marble = Marmorizado
phone-finish-metal = Metálico

## A plateia: quem não tem lugar prevê cada lançamento.

phone-audience-title = Jogue junto
phone-audience-invite = Sem lugar? Adivinhe cada lançamento antes de os dados voarem e pontue contra as probabilidades exatas.
phone-audience-join = Entrar na plateia
phone-audience-next = A próxima pergunta vem antes do próximo lançamento.
phone-audience-soon = As perguntas vêm quando a partida começar.
phone-audience-sure = Quanta certeza você tem?
phone-audience-answered = Sua resposta: { $answer }, { $sure }% (dá para mudar até o lançamento)
phone-audience-place = Lugar { $rank } de { $of } · { $points } pontos (as probabilidades, nas mesmas perguntas: { $odds })
phone-audience-unranked = { $points } pontos: seu lugar vem com sua primeira resposta decidida
phone-audience-beat = você superou as probabilidades
phone-audience-last-right = Última resposta acertou: { $points } pontos
phone-audience-last-wrong = Última resposta errou: { $points } pontos
phone-audience-settled = { $question } { $answer } (as probabilidades davam { $odds }%)
phone-audience-board = Os melhores de { $of } · as probabilidades: { $odds }
