# As mensagens do arquivo de configurações: por que um arquivo não pôde ser lido,
# interpretado, validado ou gravado, o que o programa faz então, e o que cada
# configuração aceita. Nomes de campos (display.ui_scale), valores RON (SlamDice, true,
# Some(..)) e nomes de arquivos ficam como estão: são o que o arquivo diz.

## Onde está um problema: toda mensagem começa pelo arquivo, depois a linha e a coluna
## quando se sabe, para ser lida como a de um compilador e os editores poderem saltar até lá.

# $file é o arquivo de configurações, $line e $col (a partir de 1) onde está o problema, $problem qual é.
settings-error-at = { $file }:{ $line }:{ $col }: { $problem }
# O mesmo quando a linha não é conhecida.
settings-error-in = { $file }: { $problem }

## O arquivo

# $action é o que estava sendo feito, $reason o motivo dado pelo sistema.
settings-error-io = não foi possível { $action ->
    [write] gravar
    [keep-copy] guardar uma cópia do arquivo com defeito (nada foi salvo)
    [make-folder] criar a pasta de configurações
   *[read] ler
}: { $reason }
settings-error-empty = o arquivo está vazio; escreva configurações nele ou apague-o para usar os padrões
# $bytes é o tamanho do arquivo, $most o maior arquivo lido (1 MiB).
settings-error-too-large = o arquivo tem { $bytes } bytes; um arquivo de configurações com mais de { $most } bytes (1 MiB) é recusado sem ser lido
# $byte é o primeiro byte inválido ("0xFF"), $offset onde ele está, em bytes desde o início.
settings-error-not-utf8 = não é texto UTF-8 (byte { $byte } na posição { $offset }); um arquivo de configurações é texto RON simples
# $found é a versão do arquivo, $supported a mais nova que esta versão lê.
settings-error-version = a versão { $found } é mais nova do que este Party Dice entende (até { $supported }); atualize o Party Dice ou remova a linha version
# Depois do problema de um arquivo de configurações, no aviso da janela e no terminal.
settings-broken-file-kept = Começando com as configurações padrão. O arquivo fica exatamente como está até você mudar uma configuração; então ele é guardado ao lado do novo arquivo, com o nome terminando em .broken- e um número.
# $file é o arquivo de configurações.
settings-saved = configurações salvas em { $file }
# $kept é onde fica guardado o arquivo com defeito que estava lá antes.
settings-saved-kept-broken = configurações salvas em { $file }; o arquivo antigo com defeito foi guardado como { $kept }
# `party-dice check-config`: não há arquivo em $file, ou o arquivo está certo.
settings-check-missing = { $file }: arquivo inexistente (o Party Dice começaria com os padrões)
settings-check-ok = ok
# As pastas do sistema são desconhecidas: $os é "windows" ou "unix"; $instead "all" (as
# configurações e os dados usam a pasta atual) ou "data" (um arquivo de configurações foi indicado).
settings-no-home = { $instead ->
    [data] { $os ->
        [windows] o Windows não informou onde ficam o perfil do usuário e a pasta AppData (%APPDATA%), então os dados usam a pasta atual
       *[unix] não foi possível determinar a pasta pessoal (HOME está definida?), então os dados usam a pasta atual
    }
   *[all] { $os ->
        [windows] o Windows não informou onde ficam o perfil do usuário e a pasta AppData (%APPDATA%), então as configurações e os dados usam a pasta atual
       *[unix] não foi possível determinar a pasta pessoal (HOME está definida?), então as configurações e os dados usam a pasta atual
    }
}

## Valores fora do intervalo

# $tag é o idioma pedido, entre aspas; $known as etiquetas que existem.
settings-unknown-language = idioma desconhecido { $tag }: use Auto ou um destes: { $known }
# $field é a configuração, $lo e $hi o intervalo dela, $value o que o arquivo tem.
settings-out-of-range = { $field } deve ser de { $lo } a { $hi }, não { $value }
# $current é a única versão que existe, $found a do arquivo.
settings-bad-version = version deve ser { $current } (ou ficar de fora), não { $found }
# $lo e $hi são as portas permitidas além do 0, $port a do arquivo.
settings-bad-port = phones.port deve ser 0 (qualquer porta livre) ou de { $lo } a { $hi }, não { $port }
# $field é a configuração, $problem o que está errado nela.
settings-field-problem = { $field }: { $problem }
# $page é o endereço do arquivo, entre aspas.
settings-bad-page = online.page deve ser um endereço https:// (ou http://) sem “#”, não { $page }
# $lo e $hi são o mínimo e o máximo de jogadores, $n quantos o arquivo lista.
settings-player-count = players deve listar de { $lo } a { $hi } nomes, não { $n }
# $seat conta a partir de 1.
settings-empty-name = players: o nome no lugar { $seat } está vazio; todo jogador precisa de um nome
# $most é o máximo de caracteres de um nome.
settings-long-name = players: o nome no lugar { $seat } tem mais de { $most } caracteres
# $name é o nome, entre aspas.
settings-duplicate-name = players: dois jogadores se chamam { $name }; os nomes devem ser diferentes

## O que uma configuração aceita (depois de "permitido:")

# $version é a única versão que existe.
settings-allowed-version = { $version } (ou deixe de fora)
settings-allowed-players = uma lista de { $lo } a { $hi } nomes entre aspas, por exemplo ["Ana", "Beto"]
settings-allowed-single = um número inteiro maior que 0 e menor que small
settings-allowed-small = um número inteiro maior que single, no máximo target
# $example é a posição de uma janela em RON.
settings-allowed-window = None, ou { $example }
settings-allowed-whole = um número inteiro
# $lo e $hi são as portas permitidas além do 0.
settings-allowed-port = 0 (qualquer porta livre) ou um número inteiro de { $lo } a { $hi }
settings-allowed-broker = um endereço de intermediário entre aspas, "wss://HOST:PORTA/CAMINHO"
settings-allowed-page = o endereço da página do celular entre aspas, "https://…/"
# $lo e $hi são as pontas do intervalo.
settings-allowed-whole-range = um número inteiro de { $lo } a { $hi }
settings-allowed-number-range = um número de { $lo } a { $hi }
# Uma lista de nomes: nenhum, ou $init (todos menos o último, juntos) e então $last, com
# "e" ou "ou" ($conjunction).
settings-list-none = nenhum
settings-list = { $conjunction ->
    [and] { $init } e { $last }
   *[or] { $init } ou { $last }
}

## O que está errado no texto do arquivo

# $field é o campo dado duas vezes.
settings-given-twice = { $field } aparece duas vezes; dê cada campo uma só vez
settings-cut-short = fim de arquivo inesperado; o arquivo parece cortado (falta um ) ou ]?)
# $field é o campo cujo valor é a string.
settings-string-not-closed-in = { $field }: uma string não foi fechada (falta um "); o arquivo pode estar cortado
settings-string-not-closed = uma string não foi fechada (falta um "); o arquivo pode estar cortado
settings-trailing = texto inesperado depois do ) que fecha as configurações
# $found é o nome desconhecido, entre aspas; $parent o grupo de configurações; $fields os
# nomes que existem, em lista.
settings-unknown-field-in = campo desconhecido { $found } em { $parent }; os campos ali são { $fields }
settings-unknown-field = campo desconhecido { $found }; os campos são { $fields }
# $games são os nomes dos jogos no arquivo, em lista.
settings-unknown-game = jogo desconhecido { $found }; os jogos são { $games }
# $field é a configuração, $choices os valores que ela pode ter, em lista ("Dark, Light ou HighContrast").
settings-unknown-value-in = { $field }: valor desconhecido { $found }; use { $choices }
settings-unknown-value = valor desconhecido { $found }; use { $choices }
# $problem é o que o leitor achou de errado (uma das mensagens settings-ron-).
settings-bad-value = { $problem }; um arquivo de configurações é um único ( ... ) com campos como game: SlamDice
settings-bad-value-in = { $field }: { $problem }
# $allowed é o que a configuração aceita.
settings-bad-value-allowed = { $field }: { $problem }; permitido: { $allowed }
# O que o leitor de RON encontrou no lugar do que esperava.
settings-ron-expected-boolean = era esperado um booleano
settings-ron-expected-float = era esperado um número decimal
settings-ron-expected-integer = era esperado um número inteiro
settings-ron-expected-string = era esperada uma string
settings-ron-expected-list = era esperado um `[` de abertura
settings-ron-expected-list-end = era esperado um `]` de fechamento
settings-ron-expected-struct = era esperado um `(` de abertura
settings-ron-expected-struct-end = era esperado um `)` de fechamento
settings-ron-expected-option = era esperada uma opção
settings-ron-expected-identifier = era esperado um identificador
settings-ron-expected-comma = era esperada uma vírgula
settings-ron-integer-out-of-bounds = o número inteiro está fora dos limites
# $char é o caractere, entre aspas.
settings-ron-unexpected-char = caractere inesperado { $char }
# $expected e $found são as palavras do próprio leitor (em inglês) para um tipo e um valor.
settings-ron-wrong-type = era esperado { $expected }, mas foi encontrado { $found }
# $expected são as palavras do próprio leitor para a lista esperada; $n quantos itens havia.
settings-ron-wrong-length = era esperado { $expected }, mas { $n ->
    [0] não havia nenhum elemento
    [one] havia um elemento
   *[other] havia { $n } elementos
}

## Ler e gravar arquivos que uma pessoa pode ter editado (configurações, registros de partidas)

file-missing = arquivo inexistente
# $kind é "directory" ou "special" (um FIFO, um socket, um dispositivo).
file-not-a-file = { $kind ->
    [directory] é uma pasta, não um arquivo
   *[special] não é um arquivo comum (um FIFO ou um dispositivo?)
}
# $bytes é o tamanho do arquivo, $cap o máximo que é lido.
file-too-large = o arquivo tem { $bytes } bytes; no máximo { $cap } são lidos
# $byte é o primeiro byte inválido ("0xFF"), $offset onde ele está.
file-not-utf8 = não é texto UTF-8 (byte { $byte } na posição { $offset })
file-no-name = o caminho não tem nome de arquivo
file-too-many-aside = já há arquivos demais guardados à parte
