# Tela de preparação: jogo e dados.
setup-game = Jogo
setup-dice = Dados:
setup-dice-thrown = lançados na tela
setup-dice-real = dados reais (digite os valores)

# Lista de jogadores
setup-players = Jogadores ({ $min }–{ $max }), na ordem dos lugares
setup-mark-hint = Marca: { $mark }
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
