## O que o jogo diz a um celular, no idioma do celular: o celular mostra estas frases
## como estão (frases em minúsculas, depois das palavras da própria página ou sozinhas).

# A sala não aceita mais celulares.
phones-room-full = a sala está cheia
phones-locked = o anfitrião trancou a sala
# O novo nome de um celular passa pelo de um jogador.
phones-name-taken = já há à mesa um jogador com esse nome (ou com um que parece igual)
phones-error-slow-down = mensagens demais: vá mais devagar
phones-error-not-joined = envie primeiro o código da sala
# $n: os dados de que o lançamento precisa.
phones-error-dice-count = { $n ->
    [one] este lançamento precisa de { $n } dado
   *[other] este lançamento precisa de { $n } dados
}
phones-error-already-joined = você já está na sala
phones-error-blocked = o anfitrião bloqueou este celular
phones-error-locked-seat = o anfitrião trancou a sala: nenhum celular novo ocupa um lugar
phones-error-tries-phone = códigos errados demais vindos deste celular: espere um minuto
phones-error-tries-network = códigos errados demais nesta rede agora há pouco: escaneie o QR code da tela ou espere um minuto
# $code: as quatro letras que o celular enviou.
phones-error-wrong-code = { $code } não é o código da sala que está na tela: confira as letras
phones-error-wrong-link = esse link não é desta sala: digite o código que está na tela
phones-error-no-such-seat = esse lugar não existe
phones-error-seat-taken = outro celular está nesse lugar
phones-error-seat-dropped = o celular desse lugar se desconectou e pode voltar; o anfitrião pode liberar o lugar
phones-error-internal = o jogo não pode aceitar isso agora: tente de novo
phones-error-not-seated = você não tem lugar
phones-error-join-closed = novos jogadores só podem entrar durante a preparação
phones-error-has-seat = você já tem um lugar
phones-error-join-waits = seu pedido está esperando o anfitrião
phones-error-sit-to-throw = ocupe um lugar para lançar
phones-error-not-now = não há nada para lançar agora
phones-error-not-your-turn = não é a sua vez
phones-error-already-thrown = estes dados já foram lançados

## Uma mensagem do celular que o jogo não conseguiu ler (uma página de outra versão, ou
## com defeito).

# $most: a maior mensagem aceita, em bytes; $size: o tamanho desta.
phones-error-too-large = uma mensagem tem no máximo { $most } bytes, esta tem { $size }
phones-error-not-text = as mensagens são texto JSON em UTF-8
# $why: o que estava errado, no inglês dos desenvolvedores.
phones-error-malformed = não é uma mensagem: { $why }
# $version: a versão do protocolo do jogo; $sent: a da página.
phones-error-version = este jogo fala a versão { $version } do protocolo, a página enviou { $sent }: recarregue a página
phones-error-code-format = um código de sala tem quatro letras
# $seat: o número do lugar como a página o enviou (a partir de 0).
phones-error-no-seat = não existe o lugar { $seat }
# $most: o máximo de caracteres de um nome.
phones-error-bad-name = um nome tem de 1 a { $most } caracteres, nenhum deles de controle
phones-error-bad-dice = os dados mostram de 1 a 6, e um lançamento tem de 1 a 6 dados

## Por que o anfitrião não adicionou o jogador que um celular pediu (depois de "Não adicionado:").

phones-refused-host-said-no = o anfitrião disse não
phones-refused-started = a partida já começou
phones-refused-table-full = a mesa está cheia
phones-refused-already-asked = outro celular já pediu esse nome

## Um pedido que o servidor dos celulares recusa, como o navegador o mostra.

phones-http-wrong-host = abra o endereço que aparece na tela do jogo
phones-http-not-found = não encontrado
phones-http-method = método não permitido
phones-http-foreign-page = esta página não pode usar o socket do jogo
phones-http-no-upgrade = é preciso um upgrade para WebSocket
phones-http-old-websocket = é preciso o WebSocket versão 13
phones-http-bad-key = Sec-WebSocket-Key inválida
phones-http-not-http = não é uma requisição HTTP
phones-http-too-large = requisição grande demais
phones-http-too-slow = requisição lenta demais

## A mesa como um celular a mostra sob o nome do jogador, e a linha da preparação.

# $total: o total do cartão de golfe com o sinal ("+1", "-3").
phones-card-total = Total { $total }
# $name: o jogador; $how: alone (o único vencedor) ou shared (um empate na vitória).
phones-card-wins = { $how ->
    [alone] { $name } vence
   *[shared] { $name } divide a vitória
}
# $score: os pontos no Slam Dice.
phones-card-score = Pontos { $score }
# $number: o número de slam do jogador (de 1 a 6).
phones-card-slam-number = Número de slam { $number }
# A coluna dos números de slam no cartão do Slam Dice, num celular (curta).
phones-card-slam-column = Nº slam
# $place: a posição, como a língua a escreve ("1º").
phones-card-safe = A salvo — { $place }
# $name: o jogador.
phones-card-loser = { $name } perdeu
phones-setup-banner = Esperando a partida começar

## O servidor dos celulares na tela compartilhada.

# $asked: a porta pedida; $port: a que os celulares usam.
phones-port-taken = a porta { $asked } está ocupada; os celulares usam a { $port }
# $why: um dos motivos phones-start-….
phones-phones-off = Celulares desligados: { $why }
# $first, $last: as portas tentadas.
phones-start-no-port = as portas de { $first } a { $last } estão todas ocupadas; escolha outra com --port
# $port: a porta; $error: o motivo dado pelo sistema (nas palavras do sistema).
phones-start-listen = não é possível escutar na porta { $port }: { $error }
phones-start-random = o gerador de números aleatórios do sistema falhou
# $error: o motivo dado pelo sistema.
phones-start-thread = não é possível iniciar a thread do servidor: { $error }
# O celular de um lugar durante a partida; $name: o jogador do lugar.
phones-news-dropped = O celular de { $name } se desconectou: ele pode voltar
phones-news-left = O celular de { $name } saiu do lugar
phones-news-phone = { $name } lança de um celular

## A tela de entrada (J): como os celulares entram, a situação da sala, os lugares.

join-phones-off = Os celulares estão desligados. Ligue-os e cada jogador pode lançar de um celular ou notebook na mesma rede Wi-Fi.
# O título do cartão, do mais longo ao mais curto (aparece o mais longo que couber).
join-title-long = 📱 Lance do seu celular
join-title-short = 📱 Entre pelo celular
join-title-word = Celulares
# O primeiro botão do cartão: voltar ao jogo que está por trás, ou começar a partida.
join-back-key = Voltar à mesa (Enter)
join-back = Voltar à mesa
join-start-key = Começar (Enter)
join-start = Começar
join-close-key = Fechar (J)
join-close = Fechar
join-phones-off-button = Desligar celulares
join-phones-off-spoken = Desligar os celulares
join-phones-off-short = Desligar
join-phones-on-button = Ligar celulares
join-phones-on-spoken = Ligar os celulares
join-phones-on-short = Ligar
# Um celular pede para entrar como novo jogador. $name: o nome que ele pede; $more:
# quantos outros celulares esperam depois dele.
join-question = { $more ->
    [0] { $name } quer entrar
    [one] { $name } quer entrar (mais { $more } espera)
   *[other] { $name } quer entrar (mais { $more } esperam)
}
join-accept = Aceitar (Y)
# $name: o nome pedido (encurtado quando falta espaço).
join-accept-name = Aceitar { $name } (Y)
join-accept-spoken = Aceitar { $name }
join-refuse = Recusar (N)
join-refuse-spoken = Recusar { $name }
join-open-room-key = 🔓 Abrir a sala (K)
join-open-room = Abrir a sala
join-lock-room-key = 🔒 Trancar a sala (K)
join-lock-room = Trancar a sala
join-lock-hint = Uma sala trancada não aceita nenhum celular novo nos lugares (K)
# A sala numa linha, com as partes unidas por join-summary-separator:
# "🔒 Trancada · 1 de 3 lugares no celular · 1 assistindo · 1 bloqueado".
join-summary-locked = 🔒 Trancada
join-summary-open = Aberta
# $held: lugares ocupados por um celular; $seats: os lugares.
join-summary-seats = { $held } de { $seats } lugares no celular
# $n: navegadores na sala sem lugar.
join-summary-spectators = { $n ->
    [one] { $n } espectador
   *[other] { $n } espectadores
}
# $n: celulares esperando a resposta do anfitrião.
join-summary-waiting = { $n } esperando
# $n: celulares que o anfitrião bloqueou.
join-summary-blocked = { $n ->
    [one] { $n } bloqueado
   *[other] { $n } bloqueados
}
# $n: códigos de sala errados digitados até agora.
join-summary-wrong-codes = { $n ->
    [one] ⚠ { $n } código errado tentado
   *[other] ⚠ { $n } códigos errados tentados
}
join-summary-separator = {" · "}
# A sala num relance, linha por linha.
join-state-locked = 🔒 Trancada: nenhum celular novo ocupa um lugar (K abre)
join-state-open = Aberta: qualquer celular com o código pode ocupar um lugar livre
# $name: o nome do celular mais antigo; $more: quantos esperam depois dele.
join-state-waiting = { $more ->
    [0] Esperando a sua resposta: { $name } (Y / N)
   *[other] Esperando a sua resposta: { $name } (Y / N) e mais { $more }
}
# $n: códigos de sala errados digitados até agora (10 ou mais).
join-state-guessing = ⚠ { $n } códigos de sala errados foram tentados: alguém pode estar chutando. Celulares que escaneiam o QR code continuam entrando; tranque a sala (K) quando todos estiverem nos seus lugares.
# $names: os nomes dos lugares que os celulares bloqueados ocupavam, unidos por
# join-state-blocked-separator; $n: quantos são.
join-state-blocked = { $n ->
    [one] Bloqueado: o celular de { $names }
   *[other] Bloqueados: os celulares de { $names }
}
join-state-blocked-separator = {", "}
join-steps = Na mesma rede Wi-Fi: escaneie o código, ou abra o endereço e digite o código da sala.
join-room-code = Código da sala
# $code: o código da sala, com as letras espaçadas para que um leitor de tela as soletre.
join-room-code-spoken = Código da sala { $code }
# $url: o endereço da página; $code: o código da sala.
join-qr-spoken = QR code de { $url }#{ $code }
# $held: lugares ocupados por um celular; $seats: os lugares; $spectators: navegadores sem lugar.
join-seats = { $spectators ->
    [0] Lugares: { $held } de { $seats } no celular
    [one] Lugares: { $held } de { $seats } no celular, { $spectators } espectador
   *[other] Lugares: { $held } de { $seats } no celular, { $spectators } espectadores
}
# Ao lado do nome de um lugar: quem lança por ele.
join-seat-phone = 📱 no celular
join-seat-dropped = celular desconectado: ele pode voltar
join-seat-keyboard = teclado desta tela
join-free-seat = Liberar lugar
join-free-seat-hint = O celular do lugar passa a ser espectador; outro celular pode ocupar o lugar
# $name: o jogador do lugar.
join-free-seat-spoken = Liberar o lugar de { $name }
join-block = Bloquear
join-block-hint = Enquanto os celulares estiverem ligados: o lugar fica livre, e aquele celular não pode voltar
# $name: o jogador do lugar.
join-block-spoken = Bloquear o celular de { $name }
join-block-spectators = { $n ->
    [one] Bloquear o espectador
   *[other] Bloquear os { $n } espectadores
}
join-block-spectators-hint = O celular de cada espectador é mandado embora agora; os desta rede não podem voltar enquanto os celulares estiverem ligados, os online só com o link (um novo link os deixa de fora)
join-link-copied = Link copiado: cole-o no chat da chamada
# $why: o motivo dado pelo sistema.
join-link-not-copied = Não foi possível copiar o link ({ $why }): ele está na tela de entrada

## A parte online da tela de entrada.

# $broker: o nome do host do intermediário.
join-online-up = Online por { $broker }: cole o link no chat da chamada. Só o link abre a sala; o intermediário só vê mensagens criptografadas.
# $why: online-problem.
join-online-down = ⚠ A conexão online caiu: { $why }. Os celulares desta rede continuam jogando.
join-online-connecting = Conectando a { $broker }…
# $state: uma das três linhas acima; $n: mensagens descartadas sem leitura (10 ou mais).
join-online-meddling = { $state } ⚠ { $n } mensagens forjadas ou repetidas foram descartadas sem leitura: alguém sem o link está enviando mensagens para a sala.
join-online-qr = O link online como QR code
join-online-copy = Copiar link
join-online-copy-hint = Para colar no chat da videochamada
join-online-new = Novo link
join-online-new-hint = Uma nova sala e uma nova chave: os celulares que têm lugar continuam com ele, os outros precisam do novo link
join-online-game-key = Chave da partida { $print }: um celular que entra por este link mostra a mesma. Um link cujos celulares mostram outra não é desta partida.
join-online-no-clipboard = sem área de transferência

## O selo de entrada num canto da mesa.

# Ao lado do QR code: o que J e K fazem; trancada, que está; online, que também está.
join-badge-hint-locked = 🔒 Trancada · K abre
join-badge-hint-online = Online também · J: link
join-badge-hint = J: tela de entrada · K: trancar
# $code: o código da sala.
join-badge-code = Código { $code }
# O selo numa linha, do mais longo ao mais curto. $lock: locked ou open; $address: o
# endereço da página; $code: o código da sala.
join-badge-line-long = { $lock ->
    [locked] 🔒 Entre: { $address } · código { $code } · J
   *[open] Entre: { $address } · código { $code } · J
}
join-badge-line-short = { $lock ->
    [locked] 🔒 Entre: código { $code } · J
   *[open] Entre: código { $code } · J
}
join-badge-line-code = { $lock ->
    [locked] 🔒 Código { $code }
   *[open] Código { $code }
}
# O que um leitor de tela diz do selo. $address: o endereço da página; $code: o código
# da sala, soletrado; $lock: locked ou open.
join-badge-spoken = { $lock ->
    [locked] Entre por um celular: { $address }, código da sala { $code }; J abre a tela de entrada; a sala está trancada, K abre
   *[open] Entre por um celular: { $address }, código da sala { $code }; J abre a tela de entrada; K tranca a sala
}

## Online, na tela compartilhada: avisos e a situação da conexão.

# $why: online-error-….
online-off = Online desligado: { $why }
# $why: online-problem.
online-down = A conexão online caiu: { $why }. Os celulares desta rede continuam jogando.
online-back = A conexão online voltou
# $why: online-error-…; $seconds: a espera até a próxima tentativa.
online-problem = { $why }; tentando de novo em { $seconds } s
# $url: o endereço dado, entre aspas.
online-error-bad-url = { $url } não é um endereço de intermediário: escreva wss://HOST:PORTA/CAMINHO (ou ws:// numa rede local)
# $host: o host do intermediário (e a porta); $why: as palavras do sistema, da biblioteca
# TLS ou do próprio intermediário.
online-error-resolve = não foi possível encontrar o intermediário { $host }: sem rede, ou nome errado
online-error-connect = não foi possível alcançar o intermediário { $host }: { $why }
online-error-tls = a conexão segura com { $host } falhou: { $why }
online-error-handshake = { $host } não abriu um WebSocket MQTT: { $why }
online-error-refused = o intermediário recusou o jogo: { $why }
online-error-timeout = o intermediário não respondeu a tempo
online-error-lost = a conexão com o intermediário caiu: { $why }
online-error-malformed = o intermediário enviou algo que não é MQTT: { $why }
# $seconds: quanto tempo nada chegou.
online-error-silent = a conexão com o intermediário caiu: nada chegou do intermediário em { $seconds } s
online-error-closed = a conexão com o intermediário caiu: o intermediário a fechou
# Por que o intermediário recusou o jogo (depois de online-error-refused).
online-refused-version = ele não fala MQTT 3.1.1
online-refused-client-id = ele recusou o ID de cliente
online-refused-unavailable = o intermediário está indisponível
online-refused-credentials = ele exige nome de usuário e senha
online-refused-connection = ele recusou a conexão
online-refused-topics = ele recusou os tópicos da sala

## Assistindo de novo a uma partida salva: os controles.

# $file: o arquivo da partida salva; $shown: o lançamento mostrado; $rolls: os lançamentos da partida.
watch-where-long = Assistindo a { $file } — lançamento { $shown } de { $rolls }
watch-where = Lançamento { $shown } de { $rolls }
# O texto de cada botão (com a tecla), e a palavra que uma barra estreita mostra para Reproduzir/Pausar.
watch-pause = ⏸ Pausar (P)
watch-pause-short = Pausar
watch-play = ▶ Reproduzir (P)
watch-play-short = Reproduzir
watch-to-start = ⏮ Início (Home)
watch-turn-back = ⏪ Turno (↑)
watch-roll-back = ◀ Lançamento (←)
watch-roll-forward = Lançamento ▶ (→)
watch-turn-forward = Turno ⏩ (↓)
watch-to-end = Fim ⏭ (End)
watch-back-long = Voltar à lista
watch-back = Voltar

## A plateia: perguntas antes de um lançamento, as respostas, recusas.
audience-ask-finishes = { $name } termina nesta vez?
audience-ask-last = Quem fica em último?
audience-ask-straight = { $name } completa a sequência neste buraco?
audience-ask-wins = { $name } vence?
audience-yes = Sim
audience-no = Não
phones-error-too-late = tarde demais: os dados já foram lançados
phones-error-not-in-audience = entre na plateia para responder (jogadores não respondem)
phones-error-audience-seated = jogadores jogam; a plateia é quem não tem lugar
phones-error-audience-off = o anfitrião desativou a plateia
phones-error-bad-answer = essa resposta não cabe na pergunta
phones-error-audience-full = a plateia está lotada
