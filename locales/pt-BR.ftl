### Pacer's words in Portuguese (Brazil). The ids and { $placeholders } follow en.ftl; docs/languages.md
### says how to correct a word or add a language.

## About this file

language-name = Português (Brasil)
language-direction = ltr
language-translator = Desenvolvedores do Pacer (com ajuda de máquina)
language-reviewed = no

## The window's frame

app-title = Pacer
mode-demo = Demonstração
mode-live = Ao vivo
nav-screens = Telas
nav-home = Início
nav-contacts = Contatos
nav-templates = Modelos
nav-campaigns = Campanhas
nav-reports = Relatórios
nav-settings = Configurações
color-scheme-to-dark = Mudar para o modo escuro
color-scheme-to-light = Mudar para o modo claro
demo-banner-title = Demonstração
demo-banner = Esta é uma demonstração: um WhatsApp simulado com os limites reais da Meta, então nada chega a celulares de verdade. Experimente com a lista de clientes de exemplo e depois conecte sua conta da Meta em Configurações.
not-sending-title = O Pacer não está enviando
try-again = Tentar de novo
still-cannot-start = O Pacer ainda não consegue iniciar

## Settings → Language

settings-language = Idioma
settings-language-choose = Idioma do Pacer
settings-language-description = As palavras desta janela. As mensagens aos clientes continuam no idioma do modelo, e a API local e a linha de comando continuam em inglês.
settings-language-system = O idioma do computador ({ $language })
settings-language-unreviewed = Esta tradução foi escrita por { $translator } e ainda não foi revisada por um falante nativo. Se alguma palavra parecer errada, docs/languages.md explica como corrigi-la.

## Home: the Home screen, the window's frame, shared widgets and notices

home-title = Início
home-not-running = O motor do Pacer não está rodando, então não há filas nem taxas para mostrar. A mensagem acima diz o motivo e o que fazer; nada que está na fila se perde.
home-waiting = Aguardando o relatório do motor do Pacer…
home-all-time = Todas as mensagens até agora: { $totals }.
home-all-time-sent = { $count ->
        [one] { $count } enviada
       *[other] { $count } enviadas
    }
home-all-time-delivered = { $count ->
        [one] { $count } entregue
       *[other] { $count } entregues
    }
home-all-time-read = { $count ->
        [one] { $count } lida
       *[other] { $count } lidas
    }
home-all-time-failed = { $count } com falha
home-all-time-skipped = { $count ->
        [one] { $count } ignorada
       *[other] { $count } ignoradas
    }
home-all-time-cancelled = { $count ->
        [one] { $count } cancelada
       *[other] { $count } canceladas
    }
home-all-time-expired = { $count ->
        [one] { $count } expirada
       *[other] { $count } expiradas
    }

home-circuit-ok = Enviando normalmente
home-circuit-stopped = O envio está parado
home-circuit-reason-unknown = A Meta recusou mensagens de um jeito que afeta todas as mensagens, então o Pacer parou de enviar.
home-circuit-nothing-lost = Nada se perde: as mensagens aguardam na fila e saem assim que o envio for retomado.
home-circuit-probe = O Pacer tenta uma mensagem às { $time } para ver se o problema foi resolvido.
home-circuit-code = Detalhes: código de erro da Meta { $code }
home-circuit-resume = Retomar o envio
home-circuit-resumed = Envio retomado. Se a causa continuar, o Pacer para de novo sozinho e diz por quê.
home-circuit-already-running = O envio já tinha sido retomado.
home-circuit-resume-failed = O Pacer não conseguiu retomar o envio
home-resume-confirm-title = Retome só depois de corrigir a causa
home-resume-confirm-button = Já corrigi — retomar
home-resume-confirm-body = O Pacer parou porque: { $reason } Se a causa não for corrigida, as próximas mensagens também vão esbarrar nela e o Pacer para de novo, dizendo por quê.
home-resume-confirm-body-unknown = O Pacer parou porque: a Meta recusou mensagens. Se a causa não for corrigida, as próximas mensagens também vão esbarrar nela e o Pacer para de novo, dizendo por quê.

home-lasting-under-minute = menos de um minuto
home-lasting-minutes = { $minutes } min
home-lasting-hours = { $hours } h
home-lasting-hours-minutes = { $hours } h { $minutes } min
home-connection-title = Sem conexão com o WhatsApp desde { $time } ({ $lasting })
home-connection-none-waiting = Nenhuma mensagem aguardando; as novas aguardam e saem assim que a conexão voltar.
home-connection-waiting = { $count ->
        [one] { $count } mensagem aguarda e sai assim que a conexão voltar; nada se perde e nada falha por causa disso.
       *[other] { $count } mensagens aguardam e saem assim que a conexão voltar; nada se perde e nada falha por causa disso.
    }
home-connection-next-try = O Pacer tenta de novo sozinho às { $time } e depois envia no ritmo de sempre.

home-fatal-title = O Pacer parou: reinicie-o
home-recovered-title = O Pacer se recuperou de um erro interno

home-paused-title = Pausadas ({ $count })
home-paused-explain = As outras mensagens continuam. Retome a campanha em Campanhas depois de corrigir a causa; uma campanha pausada porque a Meta pausou o modelo dela é retomada sozinha quando a Meta aprovar o modelo de novo.
home-paused-batch = Lote { $batch }

home-queues-title = Aguardando envio
home-queue-express = OTPs e alertas aguardando
home-queue-bulk = mensagens de campanha aguardando
home-queue-in-flight = { $count } a caminho da Meta agora
home-queue-deferred = aguardando um horário depois
home-queue-deferred-hint = ritmo por cliente, o limite diário ou uma nova tentativa
home-queue-paused = pausadas
home-queue-paused-hint = a campanha delas está pausada
home-queue-in-doubt = sem confirmação
home-queue-in-doubt-hint = aguardando a Meta confirmar — nunca enviadas duas vezes
home-latency-none = Nenhum OTP enviado desde que o Pacer iniciou.
home-latency = Os OTPs saem em { $p50 } (p99 { $p99 }).
home-ms-under-one = menos de 1 ms
home-ms = { $ms } ms

home-rate-title = Taxa de envio
home-rate-unit-no-limit = mensagens/s (sem limite)
home-rate-unit = mensagens/s de { $limit } permitidas
home-rate-average = Média dos últimos 10 segundos.
home-rate-aim = Por enquanto o Pacer mira em { $rate }/s.
home-rate-inbound = Clientes estão escrevendo: até { $rate } mensagens/s. A Meta conta essas mensagens no mesmo limite, então o Pacer deixa espaço para elas.
home-throttled = A Meta pediu para o Pacer ir mais devagar, e ele foi, sozinho. Nada se perde: as mensagens saem na taxa que a Meta aceita.
home-rate-chart = Mensagens enviadas por segundo nos últimos 5 minutos
home-rate-chart-limit = limite { $limit }/s

home-sending-title = Enviando agora
home-sending-empty = Nada está sendo enviado. Inicie uma campanha em Campanhas ou envie OTPs pela API local (as Configurações mostram o endereço e a chave dela).
home-sending-empty-desk = Nada está sendo enviado. Inicie uma campanha em Campanhas.
home-desk-stale = Não é possível acessar o Pacer do escritório: estes são os números dele das { $time }. Eles se atualizam sozinhos quando ele puder ser acessado de novo.
home-campaign-open = Abrir
home-campaign-state-draft = rascunho
home-campaign-state-scheduled = agendada
home-campaign-state-launching = iniciando
home-campaign-state-running = em andamento
home-campaign-state-paused = pausada
home-campaign-state-cancelled = cancelada
home-campaign-state-done = concluída
home-campaign-preparing-label = { $name }: preparando
home-campaign-preparing = Preparando: { $queued } de { $recipients } mensagens na fila
home-campaign-preparing-pdfs = Preparando: { $queued } de { $recipients } mensagens na fila, { $done } de { $pdfs } PDFs enviados
home-campaign-progress-label = { $name }: { $sent } de { $total } enviadas
home-campaign-progress = { $sent } de { $total } enviadas ({ $percent })
home-campaign-paused = Pausada: { $reason }

home-tier-title = Limite diário de clientes
home-tier-no-limit = { $used ->
        [one] { $used } cliente
       *[other] { $used } clientes
    } hoje — sem limite diário
home-tier-used = { $used } de { $limit } clientes hoje
home-tier-explain = A Meta conta cada cliente com quem suas campanhas iniciam uma conversa, nas últimas 24 horas.
home-tier-waiting = { $count ->
        [one] { $count } mensagem aguarda o limite de amanhã.
       *[other] { $count } mensagens aguardam o limite de amanhã.
    } O Pacer envia sozinho.

common-cancel = Voltar
common-details = Detalhes: { $details }
common-error-title = Não deu certo
common-done-title = Pronto
common-error-text = { $message } (Detalhes: { $details })
common-error-notification =
    { $message }
    (Detalhes: { $details })
common-campaigns-read-failed = O Pacer não conseguiu ler as campanhas

common-campaign-state-draft = Rascunho
common-campaign-state-scheduled = Agendada
common-campaign-state-launching = Iniciando
common-campaign-state-running = Enviando
common-campaign-state-paused = Pausada
common-campaign-state-cancelled = Cancelada
common-campaign-state-done = Tudo enviado
common-progress-read = lidas
common-progress-delivered = entregues, ainda não lidas
common-progress-sent = enviadas, aguardando entrega
common-progress-failed = com falha
common-progress-skipped = ignoradas ou canceladas
common-progress-expired = expiradas: não enviadas a tempo

common-tunnel-title = Atualizações de entrega
common-tunnel-badge-demo = demo
common-tunnel-badge-off = desligado
common-tunnel-badge-up = ativo
common-tunnel-badge-fixed = endereço fixo
common-tunnel-badge-starting = iniciando
common-tunnel-badge-down = caído
common-tunnel-restarts = { $count ->
        [one] reiniciado { $count } vez
       *[other] reiniciado { $count } vezes
    }
common-tunnel-demo = As atualizações de entrega vêm da Meta simulada: na demo não é preciso túnel.
common-tunnel-off = As atualizações de entrega estão desligadas: as mensagens saem, mas a Meta não consegue dizer ao Pacer quais foram entregues ou lidas. Ligue um túnel em Configurações → Atualizações de entrega.
common-tunnel-up = A Meta consegue chegar ao Pacer em { $url }.
common-tunnel-up-no-address = A Meta consegue chegar ao Pacer no endereço do túnel.
common-tunnel-fixed = A Meta envia as atualizações de entrega para o seu próprio endereço { $url }.
common-tunnel-starting = O túnel ({ $provider }) está iniciando; as atualizações de entrega chegam quando ele estiver ativo.
common-tunnel-down = O Pacer não consegue receber atualizações de entrega agora (o túnel parou). As mensagens continuam saindo; o status de entrega delas é atualizado quando o túnel voltar.
common-tunnel-retry = O Pacer tenta de novo às { $time }.
common-tunnel-asks-again = O Pacer pergunta de novo em { $time }.
common-webhooks-none = Nenhuma atualização de entrega chegou ainda: elas vêm depois que as mensagens são enviadas.
common-webhooks-seconds-ago = Última atualização de entrega há { $seconds } s.
common-webhooks-minutes-ago = Última atualização de entrega há { $minutes } min.
common-webhooks-at = Última atualização de entrega em { $time }.
common-webhooks-waiting = { $count ->
        [one] { $count } aguardando para ser aplicada.
       *[other] { $count } aguardando para serem aplicadas.
    }

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $contacts ->
        [one] { $contacts } contato
       *[other] { $contacts } contatos
    } em { $lists ->
        [one] { $lists } lista
       *[other] { $lists } listas
    }

contacts-title = Contatos
contacts-counting = Contando contatos…
contacts-import-button = Importar contatos
contacts-load-error = O Pacer não conseguiu mostrar seus contatos
contacts-page-error = O Pacer não conseguiu ler estes contatos
contacts-tab-contacts = Contatos
contacts-tab-lists = Listas ({ $lists })
contacts-tab-imports = Importações ({ $imports })
contacts-loading = Carregando contatos…
contacts-showing = Mostrando { $shown } de { $total ->
        [one] { $total } contato
       *[other] { $total } contatos
    }
contacts-no-match = Nenhum contato corresponde a estes filtros.
contacts-no-match-search = Nenhum contato corresponde a “{ $search }” com estes filtros.
contacts-clear-search = Limpar a busca e os filtros
contacts-empty-title = Nenhum contato ainda
contacts-empty-description = Importe um arquivo CSV ou Excel exportado do seu sistema de cobrança, ou uma lista digitada à mão. O Pacer encontra os números de telefone, corrige o que dá e mostra cada linha que não pode usar antes de salvar qualquer coisa.
contacts-empty-sample = Experimentar a lista de clientes de exemplo

contacts-search-label = Buscar
contacts-search-placeholder = Nome ou número
contacts-list-label = Lista
contacts-list-placeholder = Todas as listas
contacts-list-option = { $list } ({ $contacts })
contacts-tag-label = Etiqueta
contacts-tag-placeholder = Qualquer etiqueta
contacts-tag-placeholder-none = Nenhuma etiqueta ainda
contacts-reach-label = Marketing
contacts-reach-all = Todos
contacts-reach-reachable = Recebem marketing
contacts-reach-opted-out = Não querem marketing
contacts-clear-filters = Limpar filtros

contacts-table-label = Contatos
contacts-table-loading = Carregando…
contacts-column-name = Nome
contacts-column-phone = Telefone
contacts-column-tags = Etiquetas
contacts-column-marketing = Marketing
contacts-column-more = Mais detalhes
contacts-no-name = Sem nome
contacts-edit-tags = Editar etiquetas
contacts-edit-tags-of = Editar as etiquetas de { $contact }
contacts-opted-out = Não quer receber marketing
contacts-opted-out-help = Este cliente desativou as mensagens de marketing da sua empresa. O Pacer não vai enviar marketing para ele; faturas e outras mensagens de serviço continuam sendo enviadas.
contacts-reachable = Recebe marketing
contacts-more-details = +{ $count } a mais

contacts-lists-empty = Nenhuma lista ainda. Cada importação coloca seus contatos em uma lista: importe um arquivo para criar a primeira.
contacts-lists-column-list = Lista
contacts-lists-column-contacts = Contatos
contacts-lists-column-opted-out = Não querem receber marketing
contacts-lists-column-reachable = Podem receber marketing
contacts-imports-empty = Nenhuma importação ainda. Cada importação que você fizer aparece aqui, com o que ela fez.
contacts-imports-column-when = Quando
contacts-imports-column-file = Arquivo
contacts-imports-column-list = Lista
contacts-imports-column-result = O que aconteceu

contacts-tags-title = Etiquetas de { $contact }
contacts-tags-title-none = Etiquetas
contacts-tags-help = As etiquetas agrupam contatos de listas diferentes, por exemplo “VIP” ou “paga atrasado”. Uma campanha pode ser enviada para todos que têm uma etiqueta.
contacts-tags-label = Etiquetas
contacts-tags-placeholder = Digite uma etiqueta e aperte Enter
contacts-tags-not-saved = As etiquetas não foram salvas
contacts-tags-cancel = Cancelar
contacts-tags-save = Salvar etiquetas
contacts-tags-saved-title = Pronto
contacts-tags-saved = Agora { $contact } tem as etiquetas { $tags }.
contacts-tags-saved-none = Agora { $contact } não tem etiquetas.

# (end of Contacts)

## Import: the import wizard (Contacts → Import)

import-title = Importar contatos
import-default-list = Clientes
import-step-file = Escolha o arquivo
import-step-file-description = Arquivo, lista e país
import-step-check = Conferir
import-found = O que o Pacer encontrou
import-step-import = Importar
import-step-import-description = Salvar os contatos
import-missing-title = Falta alguma coisa
import-missing-file = Primeiro escolha um arquivo para importar: clique em Escolher….
import-missing-list = Dê um nome à lista, por exemplo Clientes.
import-missing-country = Digite o código de 2 letras do país da maioria dos números, por exemplo BR.
import-read-failed-title = O Pacer não conseguiu ler o arquivo
import-failed-title = Os contatos não foram importados
import-progress-title = { $contacts ->
        [one] Importando { $contacts } contato para “{ $list }”…
       *[other] Importando { $contacts } contatos para “{ $list }”…
    }
import-progress-label = Importando contatos
import-progress-count = { $saved } de { $total } salvos ({ $percent }%)
import-progress-note = Arquivos grandes levam até um minuto. Mantenha a janela aberta; nada é enviado a ninguém.
import-cancel = Cancelar
import-check-button = Conferir o arquivo
import-back = Voltar
import-run-button = { $contacts ->
        [one] Importar { $contacts } contato para “{ $list }”
       *[other] Importar { $contacts } contatos para “{ $list }”
    }
import-another = Importar outro arquivo
import-done = Pronto

# Step 1: the file, the list, the country
import-picker-failed-title = A janela para escolher o arquivo não abriu
import-file-intro = Importe um arquivo CSV ou Excel exportado do seu sistema de cobrança ou digitado à mão. O Pacer encontra sozinho a coluna de telefone e mostra o que encontrou antes de salvar qualquer coisa.
import-no-file = Nenhum arquivo escolhido ainda: clique em Escolher… para selecionar o arquivo CSV ou Excel.
import-choose = Escolher…
import-use-sample = Usar a lista de clientes de exemplo
import-sample-note = Demonstração: uma lista inventada com alguns números bagunçados, para ver como o Pacer lida com eles.
import-list-label = Lista
import-list-exists = “{ $list }” já existe: estes contatos serão adicionados a ela.
import-list-new = Os contatos vão para esta lista (uma nova é criada se precisar).
import-country-label = País dos números sem código do país
import-country-read-as = Números escritos sem + ou 00 são lidos como números de { $country }.
import-country-hint = Digite o código de 2 letras do seu país, por exemplo BR ou PT.
import-country-placeholder = BR
import-country-unknown = Esse não é um código de país que o Pacer conhece.
import-tags-label = Etiquetas (opcional)
import-tags-description = Dadas a todos os contatos deste arquivo, por exemplo “clientes 2026”. Tecle Enter depois de cada uma.

# Step 2: what Pacer found
import-nothing-saved-yet = Nada foi salvo ainda
import-no-contacts = Nenhuma linha tem um número que o Pacer possa usar. Confira se a coluna de telefone abaixo está certa ou escolha a coluna que tem os números.
import-columns = Colunas
import-columns-help = Se o Pacer escolheu a coluna errada, escolha a certa e clique em Conferir de novo.
import-phone-column = Coluna de telefone
import-name-column = Coluna de nome
import-column-guess = Escolha do Pacer: { $column }
import-column-none = O Pacer não encontrou nenhuma
import-recheck = Conferir de novo
import-recheck-hint = Clique em Conferir de novo para ver o que essas colunas dão antes de importar.
import-rows-to-look = Linhas que precisam de atenção
import-findings-file = Arquivo
import-findings-file-value = { $file }: { $description }
import-format-csv = arquivo de texto CSV
import-format-xlsx = pasta de trabalho do Excel (.xlsx)
import-format-xls = pasta de trabalho antiga do Excel (.xls)
import-format-ods = planilha OpenDocument (.ods)
import-file-encoding = texto em { $encoding }
import-file-sheet = aba “{ $sheet }”
import-separated-commas = valores separados por vírgulas
import-separated-semicolons = valores separados por ponto e vírgula
import-separated-tabs = valores separados por tabulações
import-separated-bars = valores separados por barras verticais (|)
import-separated-spaces = valores separados por espaços
import-separated-other = valores separados por “{ $delimiter }”
import-findings-header = Linha de cabeçalho
import-findings-header-row = A linha { $row } tem os nomes das colunas
import-findings-header-none = Nenhuma: as colunas se chamam coluna 1, coluna 2…
import-findings-phone = Números de telefone
import-findings-phone-header = Coluna “{ $column }”, porque o cabeçalho “{ $column }” diz que ela tem números de telefone
import-findings-phone-content = Coluna “{ $column }”, porque as células parecem números de telefone (nenhum cabeçalho dizia isso)
import-findings-phone-override = Coluna “{ $column }”, porque você a escolheu
import-findings-names = Nomes
import-findings-names-none = Nenhuma coluna de nome encontrada: os contatos ficarão sem nome
import-findings-other = Outras colunas guardadas
import-findings-other-kept = { $columns }: guardadas com cada contato, para usar nos modelos
import-findings-none = Nenhuma
import-findings-country = Números sem código do país
import-findings-country-value = Lidos como números de { $country }

# What each row of the file became
import-stat-rows = Linhas lidas
import-stat-rows-help = Abaixo do cabeçalho, incluindo as vazias
import-stat-contacts = Contatos
import-stat-contacts-help = Números diferentes que podem ser usados
import-stat-duplicates = Mesmo número duas vezes
import-stat-duplicates-help = Juntadas à primeira linha com esse número
import-stat-invalid = Números inválidos
import-stat-invalid-help = Deixados de fora: veja o motivo abaixo
import-stat-empty = Linhas vazias
import-stat-empty-help = Sem nada: ignoradas

# The rows that did not become a contact of their own
import-no-problems = Todos os números do arquivo podem ser usados, e nenhum número aparece duas vezes.
import-tab-invalid = Números inválidos ({ $count })
import-tab-duplicates = Mesmo número duas vezes ({ $count })
import-listed-only-save = Mostrando as primeiras { $listed } de { $total }. Salve abaixo as linhas a corrigir para ter todas elas.
import-listed-only-later = Mostrando as primeiras { $listed } de { $total }. Depois da importação, todas podem ser salvas como planilha.
import-invalid-intro = { $rows ->
        [one] { $rows } linha tem um número que o Pacer não pode usar, por isso ficou de fora.
       *[other] { $rows } linhas têm um número que o Pacer não pode usar, por isso ficaram de fora.
    } Corrija no seu arquivo e importe de novo: os contatos que o Pacer já tem são atualizados, nunca duplicados.
import-duplicates-intro = { $rows ->
        [one] { $rows } linha repete
       *[other] { $rows } linhas repetem
    } um número que aparece antes no arquivo. Cada uma é juntada à primeira linha com esse número: um só contato, e quando as duas linhas preenchem a mesma coluna, fica o valor da linha mais abaixo. Nada é enviado duas vezes.
import-column-row = Linha
import-column-value = Número no arquivo
import-column-empty = (vazio)
import-column-name = Nome
import-column-reason = Por que não pode ser usado
import-column-merged-into = Mesmo número da linha
import-column-number = Número
import-duplicate-in-file = No arquivo: { $value }
import-reason-counted = { $reason }:
import-reason-empty = { $count ->
        [one] { $count } está vazio
       *[other] { $count } estão vazios
    }
import-reason-not-a-number = { $count ->
        [one] { $count } não é número de telefone
       *[other] { $count } não são números de telefone
    }
import-reason-several-numbers = { $count ->
        [one] { $count } tem mais de um número na célula
       *[other] { $count } têm mais de um número na célula
    }
import-reason-shortened-by-excel = { $count ->
        [one] { $count } foi encurtado pelo Excel
       *[other] { $count } foram encurtados pelo Excel
    }
import-reason-too-short = { $count ->
        [one] { $count } está com um dígito a menos
       *[other] { $count } estão com um dígito a menos
    }
import-reason-too-long = { $count ->
        [one] { $count } tem um dígito a mais
       *[other] { $count } têm um dígito a mais
    }
import-reason-unknown-country-code = { $count ->
        [one] { $count } tem um código de país desconhecido
       *[other] { $count } têm um código de país desconhecido
    }
import-reason-not-valid-for = { $count ->
        [one] { $count } não é um número válido de { $country }
       *[other] { $count } não são números válidos de { $country }
    }
import-reason-empty-help = A célula do telefone está vazia. Coloque o número do cliente no seu arquivo ou tire a linha.
import-reason-not-a-number-help = A célula do telefone tem texto, não um número. Coloque o número do cliente nessa célula.
import-reason-several-numbers-help = A célula tem mais de um número. Deixe um número por linha: copie a linha para o segundo número.
import-reason-shortened-by-excel-help = O Excel mostrou o número como 9.23E+11 e perdeu os últimos dígitos. Formate a coluna como Texto no Excel, digite os números de novo e exporte o arquivo outra vez.
import-reason-too-short-help = O número é curto demais: provavelmente falta um dígito. Confira com o cliente.
import-reason-too-long-help = O número é longo demais: um dígito a mais, ou dois números juntos. Confira com o cliente.
import-reason-unknown-country-code-help = Começa com + ou 00 e um código que nenhum país usa. Confira os primeiros dígitos.
import-reason-not-valid-for-help = Não bate com os números de telefone de { $country }. Se o número do cliente for de outro país, escreva com + e o código do país.

# Step 3: the import's report and the rows to fix
import-report-title = Importado para “{ $list }”
import-saved-new = Novos
import-saved-new-help = Números que o Pacer ainda não tinha
import-saved-updated = Atualizados
import-saved-updated-help = Números conhecidos com nome ou dados novos
import-saved-unchanged = Sem mudança
import-saved-unchanged-help = Números conhecidos; nada de novo no arquivo
import-saved-opted-out = Não quer receber marketing
import-saved-opted-out-help = Desligaram o marketing antes e continuam assim; as faturas continuam chegando a eles
import-problems-title = Salvar as linhas a corrigir
import-problems-description = Um CSV com cada linha com problema (número da linha, nome, número e o que está errado) para abrir no Excel, corrigir e importar de novo. O Pacer pergunta onde salvar.
import-problems-save = { $rows ->
        [one] Salvar { $rows } linha…
       *[other] Salvar { $rows } linhas…
    }
import-problems-saved = Salvo em { $path }.
import-problems-saved-note = { $rows ->
        [one] { $rows } linha a corrigir salva em { $path }.
       *[other] { $rows } linhas a corrigir salvas em { $path }.
    }
import-problems-failed-title = As linhas a corrigir não foram salvas

# (end of Import)

## Templates: the Templates screen

templates-title = Modelos
templates-counts-loading = Lendo os modelos…
templates-counts = { $templates ->
        [one] { $templates } modelo
       *[other] { $templates } modelos
    }, { $usable ->
        [one] { $usable } pode ser usado
       *[other] { $usable } podem ser usados
    }
templates-sync-button = Sincronizar com a Meta
templates-synced-at = Sincronizado às { $time }
templates-sync-failed = Os modelos não foram sincronizados
templates-load-failed = O Pacer não conseguiu mostrar os modelos
templates-loading = Lendo os modelos
templates-empty-title = Nenhum modelo ainda
templates-empty-demo = Nenhum modelo ainda: clique em Sincronizar com a Meta para ler os modelos de exemplo da conta de demonstração.
templates-empty-live = Nenhum modelo ainda: clique em Novo modelo para escrever um e enviá-lo para a análise da Meta, ou em Sincronizar com a Meta para ler os modelos da sua conta do WhatsApp Business.
templates-search-placeholder = Buscar por nome ou idioma
templates-search-label = Buscar modelos
templates-show-label = Quais modelos
templates-show-all = Todos ({ $count })
templates-show-usable = Podem ser usados ({ $count })
templates-show-unusable = Não podem ({ $count })
templates-no-match = Nenhum modelo encontrado. Limpe a busca.
templates-choose = Escolha um modelo à esquerda para vê-lo como seus clientes vão ver.

templates-status-approved = Aprovado
templates-status-pending = Aguardando a Meta
templates-status-in-appeal = Em recurso
templates-status-rejected = Rejeitado
templates-status-paused = Pausado
templates-status-disabled = Desativado
templates-status-deleted = Excluído
templates-status-pending-deletion = Sendo excluído

templates-category-marketing = Marketing
templates-category-utility = Utilidade
templates-category-authentication = Autenticação
templates-category-unknown = Categoria ainda desconhecida
templates-category-help-marketing = Ofertas e novidades. Não vai para clientes que não querem receber marketing; a Meta pode segurar algumas.
templates-category-help-utility = Faturas, lembretes e avisos sobre algo que o cliente já tem.
templates-category-help-authentication = Códigos de uso único para entrar (login).
templates-category-help-unknown = A Meta ainda não disse que tipo de mensagem é esta. Sincronize com a Meta para saber.

templates-unusable-approved = O Pacer só soube pela Meta que este modelo foi aprovado; ainda não conhece o texto dele. Clique em Sincronizar com a Meta para lê-lo.
templates-unusable-pending = A Meta ainda está analisando este modelo, normalmente por alguns minutos e no máximo 24 horas. Clique em Sincronizar com a Meta mais tarde para ver se foi aprovado.
templates-unusable-in-appeal = Você pediu à Meta para rever a rejeição. Aguarde a resposta da Meta e depois clique em Sincronizar com a Meta.
templates-unusable-rejected = A Meta rejeitou este modelo, então ele não pode ser enviado. Clique em Editar e enviar de novo para alterá-lo e mandá-lo à Meta outra vez.
templates-unusable-paused = A Meta pausou este modelo porque clientes bloquearam ou denunciaram as mensagens dele. Ele não pode ser enviado até a Meta tirar a pausa (depois de 3 horas na primeira vez, 6 horas na segunda); melhorar o texto no WhatsApp Manager ajuda.
templates-unusable-disabled = A Meta desativou este modelo porque as mensagens dele continuaram recebendo avaliações baixas. Crie um modelo novo no WhatsApp Manager da Meta.
templates-unusable-deleted = A Meta não lista mais este modelo: ele foi excluído no WhatsApp Manager. Escolha outro modelo.
templates-unusable-pending-deletion = Este modelo está sendo excluído no WhatsApp Manager da Meta. Escolha outro modelo.
templates-unusable-other = A Meta marca este modelo como “{ $status }”, então o Pacer não pode enviá-lo.

templates-language = { $language } ({ $code })
templates-usable = Pode ser usado em campanhas
templates-meta-reason = Motivo da Meta: { $reason }
templates-needs-nothing = Não precisa de valores: todo cliente recebe o mesmo texto.
templates-needs = Precisa de: { $values }

templates-preview-about = { $language } ({ $code }) · { $category }: { $help }
templates-cannot-use-title = Este modelo não pode ser usado agora
templates-text-unknown = O Pacer ainda não conhece o texto deste modelo, então não consegue mostrá-lo. Clique em Sincronizar com a Meta.
templates-sample-values = Valores de exemplo ({ $count ->
        [one] { $count } valor
       *[other] { $count } valores
    } por cliente)
templates-use-examples = Usar os exemplos da Meta
templates-clear-values = Limpar
templates-customer-sees = O que o cliente vê
templates-preview-updating = Atualizando a prévia
templates-preview-failed = Não foi possível montar a prévia
templates-values-missing = Em vermelho: { $count ->
        [one] { $count } valor ainda vazio
       *[other] { $count } valores ainda vazios
    }. Numa campanha, o Pacer preenche com os dados de cada contato e avisa você antes de iniciar se algum ficar vazio.
templates-value-placeholder-document = fatura-1042.pdf ou https://…
templates-value-placeholder-image = foto.jpg ou https://…
templates-value-placeholder-video = video.mp4 ou https://…
templates-value-placeholder-location = -23.5505, -46.6333 | Loja | Rua Principal, 1, São Paulo
templates-value-placeholder-example = Por exemplo: { $example }
templates-value-help-media = Um nome de arquivo ou um link. Numa campanha, cada cliente recebe o próprio arquivo.
templates-value-help-location = Latitude, longitude e, se quiser, | nome | endereço.
templates-value-help-link-end-max = O final do link do botão, até { $chars ->
        [one] { $chars } caractere
       *[other] { $chars } caracteres
    }.
templates-value-help-link-end = O final do link do botão.
templates-value-help-max = Até { $chars ->
        [one] { $chars } caractere
       *[other] { $chars } caracteres
    }.
templates-value-missing = Ainda sem valor
templates-media-missing-image = Imagem: nenhum arquivo informado ainda
templates-media-missing-video = Vídeo: nenhum arquivo informado ainda
templates-media-missing-location = Localização: ainda não informada
templates-media-missing-document = Documento PDF: nenhum arquivo informado ainda

# O criador de modelos: um modelo escrito no Pacer e enviado para a análise da Meta.
templates-builder-new = Novo modelo
templates-builder-title-edit = Editar { $name } ({ $code })
templates-builder-intro = O Pacer confere as regras da Meta enquanto você digita. Depois a Meta analisa o modelo, em geral em poucos minutos e no máximo em 24 horas.
templates-builder-back = Voltar aos modelos
templates-builder-name = Nome
templates-builder-name-rule = Só letras minúsculas, números e sublinhados, como order_update. Os clientes não veem o nome.
templates-builder-kept-on-edit = A Meta mantém o nome, o idioma e a categoria de um modelo editado.
templates-builder-category = Categoria
templates-builder-language = Idioma
templates-builder-language-help = O idioma em que a mensagem está escrita. Um nome pode ter um modelo em cada idioma.
templates-builder-header = Cabeçalho
templates-builder-header-none = Nenhum
templates-builder-header-text = Texto
templates-builder-header-image = Imagem
templates-builder-header-video = Vídeo
templates-builder-header-document = Documento
templates-builder-header-text-label = Texto do cabeçalho
templates-builder-header-text-help = Uma linha em negrito acima da mensagem, com no máximo uma variável.
templates-builder-header-sample = Exemplo da variável do cabeçalho
templates-builder-header-sample-title = { $kind ->
        [image] A imagem de exemplo
        [video] O vídeo de exemplo
       *[document] O PDF de exemplo
    }
templates-builder-header-sample-help = A Meta analisa o modelo com este exemplo; os clientes nunca o veem, pois cada campanha escolhe seu próprio arquivo. { $kind ->
        [image] Um JPEG ou PNG de até 5 MB.
        [video] Um MP4 de até 16 MB.
       *[document] Um PDF de até 100 MB.
    }
templates-builder-header-sample-choose = Escolher e enviar…
templates-builder-header-sample-none = Nenhum exemplo ainda.
templates-builder-header-sample-uploaded = { $file } foi enviado à Meta.
templates-builder-header-sample-kept = O exemplo enviado antes é mantido.
templates-builder-header-sample-failed = O exemplo não foi enviado
templates-builder-body = Mensagem
templates-builder-body-help = Até { $max } caracteres. As variáveis são preenchidas para cada cliente quando uma campanha envia a mensagem.
templates-builder-add-variable = Adicionar variável
templates-builder-add-numbered = Numerada: { $example }
templates-builder-add-named = Com nome: { $example }
templates-builder-samples = Exemplos para a análise da Meta
templates-builder-samples-help = O que um cliente poderia ver em cada variável. A Meta lê os exemplos para analisar o modelo; os clientes nunca os veem.
templates-builder-sample = Exemplo de { $variable }
templates-builder-footer = Rodapé
templates-builder-footer-help = Texto fixo pequeno abaixo da mensagem, sem variáveis. Opcional.
templates-builder-buttons = Botões
templates-builder-buttons-none = Nenhum botão.
templates-builder-button-quick-reply = Resposta rápida
templates-builder-button-url = Link
templates-builder-button-phone = Ligar
templates-builder-button-copy-code = Copiar código
templates-builder-button-add = Adicionar botão: { $kind }
templates-builder-button-text = Texto do botão
templates-builder-button-url-address = Endereço da web
templates-builder-button-url-help = Começa com https://. Pode terminar com { $variable }, preenchido para cada cliente.
templates-builder-button-url-sample = Exemplo do fim do link
templates-builder-button-phone-number = Número de telefone
templates-builder-button-code-sample = Código de exemplo
templates-builder-button-up = Subir
templates-builder-button-down = Descer
templates-builder-button-remove = Remover
templates-builder-preview = O que o cliente vê
templates-builder-preview-help = Com os seus exemplos no lugar das variáveis.
templates-builder-checking = Conferindo as regras da Meta
templates-builder-problems = { $count ->
    [one] { $count } item para corrigir antes que a Meta possa analisar.
   *[other] { $count } itens para corrigir antes que a Meta possa analisar.
}
templates-builder-other-problems = Corrija também
templates-builder-ready = As regras da Meta foram cumpridas: o modelo pode ir para análise.
templates-builder-check-failed = O Pacer não conseguiu conferir o modelo
templates-builder-send = Enviar para a análise da Meta
templates-builder-send-failed = O modelo não foi enviado
templates-builder-discard-title = Sair sem enviar?
templates-builder-discard-body = As alterações deste modelo não foram enviadas à Meta e serão perdidas.
templates-builder-discard = Sair e perder as alterações
templates-builder-sent-title = Enviado para análise
templates-builder-edit = Editar
templates-builder-edit-resubmit = Editar e enviar de novo
templates-builder-delete = Excluir
templates-builder-delete-title = Excluir { $name }?
templates-builder-delete-body = { $name } será excluído na Meta em todos os idiomas ({ $languages }), não só neste. As campanhas que o usaram mantêm o histórico. A Meta não deixa usar o nome de novo por 30 dias.
templates-builder-delete-confirm = Excluir em todos os idiomas
templates-builder-delete-failed = O modelo não foi excluído
templates-builder-deleted-title = Excluído
templates-builder-rejected-title = A Meta rejeitou este modelo

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

campaigns-title = Campanhas
campaigns-new-button = Nova campanha
campaigns-loading = Lendo as campanhas…
campaigns-empty-title = Nenhuma campanha ainda
campaigns-empty-intro = Uma campanha envia um modelo aprovado para uma lista de clientes, cada um com seus próprios dados. Três passos:
campaigns-empty-step-import = Importe a planilha dos seus clientes para uma lista na tela { $link }.
campaigns-empty-step-template = Confira se o seu modelo está aprovado e sincronizado na tela { $link }.
campaigns-empty-step-launch = Clique em { campaigns-new-button }: escolha o modelo e a lista, confira cada cliente, veja a prévia e inicie.
campaigns-scheduled-title = Agendada
campaigns-scheduled-notice = "{ $name }" começa sozinha em { $when }. Até lá, você pode pausá-la ou cancelá-la aqui.
campaigns-launched-title = Iniciada
campaigns-launched-notice = "{ $name }" está sendo iniciada: o andamento aparece abaixo conforme as mensagens saem.


campaigns-card-template = Modelo { $template } ({ $language })
campaigns-card-list = lista { $name }
campaigns-card-tag = etiqueta { $name }
campaigns-card-to = para { $audience }
campaigns-card-to-nobody = ainda para ninguém
campaigns-card-pdf = um PDF por cliente
campaigns-card-header-file = o mesmo arquivo para todos: { $file }
campaigns-card-created = criada em { $when }
campaigns-card-launched = iniciada em { $when }
campaigns-paused-title = Pausada

campaigns-launch-progress = Preparando: { $queued } de { $recipients } mensagens na fila.
campaigns-launch-progress-pdfs = Preparando: { $queued } de { $recipients } mensagens na fila · { $pdfsDone } de { $pdfsTotal } faturas enviadas.
campaigns-launch-queued = { $queued } de { $recipients } mensagens na fila
campaigns-progress-scheduled = Começa sozinha em { $when }. Nada foi enviado ainda.
campaigns-progress-scheduled-zone = Começa sozinha em { $when } ({ $zone }). Nada foi enviado ainda.
campaigns-progress-draft = Ainda não iniciada: clique em { campaigns-open-button } para conferir cada cliente, ver a prévia da mensagem e enviar.
campaigns-progress-cancelled = Cancelada antes de qualquer envio.
campaigns-progress-none = Nenhuma mensagem ainda.
campaigns-progress-final = { $finished } de { $total } já têm o status final ({ $percent } %); { $sent } enviadas até agora{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } aguardando o seu horário
    }.
campaigns-progress-time-left = Faltam { $remaining } para enviar agora: { $unit ->
        [short] menos de 2 minutos
        [minutes] cerca de { $amount } minutos
       *[hours] cerca de { $amount } horas
    } a { $per ->
        [second] { $rate } por segundo
       *[minute] { $rate } por minuto
    }.

campaigns-bar-read = { $count ->
        [one] { $count } lida
       *[other] { $count } lidas
    }
campaigns-bar-delivered = { $count ->
        [one] { $count } entregue, ainda não lida
       *[other] { $count } entregues, ainda não lidas
    }
campaigns-bar-sent = { $count ->
        [one] { $count } enviada, aguardando entrega
       *[other] { $count } enviadas, aguardando entrega
    }
campaigns-bar-failed = { $count ->
        [one] { $count } falhou
       *[other] { $count } falharam
    }
campaigns-bar-skipped = { $count ->
        [one] { $count } ignorada ou cancelada
       *[other] { $count } ignoradas ou canceladas
    }
campaigns-bar-expired = { $count ->
        [one] { $count } expirada: não enviada a tempo
       *[other] { $count } expiradas: não enviadas a tempo
    }

campaigns-open-button = Conferir e iniciar
campaigns-check-button = Conferir
campaigns-pause-button = Pausar
campaigns-resume-button = Retomar
campaigns-retry-button = Tentar de novo as que falharam ({ $count })
campaigns-report-button = Relatório
campaigns-clone-button = Duplicar
campaigns-cancel-button = Cancelar
campaigns-delete-button = Excluir
campaigns-paused-notice-title = Pausada
campaigns-paused-notice = "{ $name }" está pausada: nenhuma mensagem dela sai até você clicar em { campaigns-resume-button }. As outras mensagens continuam.
campaigns-resumed-title = Retomada
campaigns-resumed-notice = "{ $name }" voltou a enviar.
campaigns-pause-failed = A campanha não foi pausada
campaigns-resume-failed = A campanha não foi retomada
campaigns-retry-failed = As mensagens que falharam não foram enviadas de novo
campaigns-retry-title = Tentar de novo as que falharam
campaigns-retry-hide = Esconder o resultado da nova tentativa

campaigns-cancel-title = Cancelar "{ $name }"?
campaigns-cancel-text = As mensagens ainda não enviadas são canceladas e não vão sair. As mensagens que já estão com a Meta continuam recebendo o status de entrega, e o relatório guarda todas. Uma campanha cancelada não pode ser iniciada de novo; duplique-a para enviar mais tarde.
campaigns-cancel-text-waiting = As mensagens ainda não enviadas são canceladas e não vão sair ({ $count } neste momento). As mensagens que já estão com a Meta continuam recebendo o status de entrega, e o relatório guarda todas. Uma campanha cancelada não pode ser iniciada de novo; duplique-a para enviar mais tarde.
campaigns-cancel-keep = Manter a campanha
campaigns-cancel-confirm = Cancelar a campanha
campaigns-cancel-failed = A campanha não foi cancelada
campaigns-cancelled-title = "{ $name }" cancelada
campaigns-cancelled-notice = { $count ->
        [one] { $count } mensagem ainda não enviada foi cancelada.
       *[other] { $count } mensagens ainda não enviadas foram canceladas.
    } As mensagens que já estão com a Meta continuam recebendo o status de entrega.
campaigns-cancelled-nothing = A campanha foi cancelada. Nada estava esperando para ser enviado.

campaigns-delete-title = Excluir "{ $name }"?
campaigns-delete-text-scheduled = Ela não será enviada no horário. Nada foi enviado ainda, então não há relatório para guardar.
campaigns-delete-text-draft = O rascunho some: o modelo, o público e os dados. Nada foi enviado, então não há relatório para guardar.
campaigns-delete-keep = Manter
campaigns-delete-confirm = Excluir
campaigns-delete-failed = A campanha não foi excluída
campaigns-deleted-title = "{ $name }" excluída
campaigns-deleted-notice = Nada tinha sido enviado, então nada mais muda.

campaigns-clone-title = Duplicar "{ $name }"
campaigns-clone-default-name = { $name } (cópia)
campaigns-clone-name = Nome da cópia
campaigns-clone-name-description = A cópia é um novo rascunho: nada é enviado até você iniciá-la.
campaigns-clone-keep = Não duplicar
campaigns-clone-confirm = Duplicar como novo rascunho
campaigns-clone-failed = A campanha não foi duplicada
campaigns-cloned-title = Campanha duplicada
campaigns-cloned-notice = "{ $name }" é um novo rascunho com o mesmo modelo, público e dados. Clique em { campaigns-open-button } nela para enviar.

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# The wizard's frame and steps
wizard-title-new = Nova campanha
wizard-title-campaign = Campanha "{ $campaign }"
wizard-step-template = Modelo
wizard-step-template-description = Nome e mensagem
wizard-step-audience = Público
wizard-step-audience-description = Listas e etiquetas
wizard-step-values = Valores
wizard-step-values-description = Colunas, PDFs, horário
wizard-step-check = Verificar e visualizar
wizard-step-check-description = Antes de enviar
wizard-step-launch = Iniciar
wizard-step-schedule = Agendar
wizard-step-send-description = Enviar
wizard-back = Voltar
wizard-next = Avançar
wizard-next-launch = Avançar: iniciar
wizard-next-schedule = Avançar: agendar
wizard-create = Criar campanha
wizard-create-and-schedule = Criar e agendar
wizard-saved-changes = Salva como rascunho. Se você mudar algo, Criar faz a campanha de novo e deixa o rascunho anterior de lado.
wizard-saved-draft = Salva como rascunho: você pode fechar e voltar depois pela lista.
wizard-saved-scheduled = Salva como campanha agendada: você pode fechar e voltar depois pela lista.
wizard-templates-failed = O Pacer não conseguiu ler os modelos
wizard-lists-failed = O Pacer não conseguiu ler as listas
# What is missing before going on ($variable is the template's variable, as Pacer names it)
wizard-error-name = Dê à campanha um nome fácil de reconhecer, por exemplo "Boletos de dezembro".
wizard-error-template = Escolha o modelo a enviar.
wizard-error-audience = Escolha pelo menos uma lista (ou etiqueta) de contatos para enviar.
wizard-error-pdf-folder = { $variable }: escolha a pasta com { $kind ->
        [image] as imagens
        [video] os vídeos
       *[document] os PDFs
    }.
wizard-error-pdf-column = { $variable }: escolha a coluna que dá o nome { $kind ->
        [image] da imagem
        [video] do vídeo
       *[document] do arquivo PDF
    } de cada cliente.
wizard-error-header-file = { $variable }: escolha o arquivo que todos vão receber.
wizard-error-text-empty = { $variable } está sem valor: digite o texto a enviar, ou escolha uma coluna.
wizard-error-column-empty = { $variable } está sem valor: escolha uma coluna, ou digite um texto fixo.
wizard-error-schedule-at = Escreva o horário de envio assim: 2026-12-01 09:00 (ano-mês-dia horas:minutos).
wizard-error-time-zone = Escolha o fuso horário desse horário, por exemplo America/Sao_Paulo.
wizard-error-hours = Escreva o horário de envio como horas do dia no relógio de 24 horas, por exemplo 09:00 e 20:00, sem repetir a mesma hora.
wizard-error-hours-zone = Escolha o fuso horário do horário de envio, por exemplo Asia/Karachi.
# Step 1: the name and the template
wizard-name = Nome da campanha
wizard-name-description = Um nome fácil de reconhecer na lista e nos relatórios.
wizard-name-placeholder = Boletos de dezembro
wizard-no-templates-title = Ainda não há modelos aprovados
wizard-no-templates = Só é possível enviar modelos aprovados pela Meta. Sincronize seus modelos da Meta na tela Modelos, ou crie um no WhatsApp Manager e aguarde a aprovação.
wizard-go-to-templates = Ir para Modelos
wizard-template = Modelo
wizard-template-description = Só aparecem os modelos aprovados.
wizard-template-description-others = Só aparecem os modelos aprovados ({ $others ->
        [one] { $others } outro não está aprovado ou está pausado
       *[other] { $others } outros não estão aprovados ou estão pausados
    }; veja Modelos).
wizard-template-reading = Lendo os modelos…
wizard-template-search = Digite para buscar
wizard-template-none-found = Nenhum modelo aprovado tem esse nome
wizard-category-marketing = marketing
wizard-category-utility = utilidade
wizard-category-authentication = autenticação
wizard-category-unknown = categoria desconhecida
wizard-marketing-note = Um modelo de marketing não é enviado aos contatos que não querem receber marketing.
wizard-no-variables = Este modelo não tem variáveis: todos os clientes recebem a mesma mensagem.
wizard-template-needs = Ele precisa de { $values ->
        [one] { $values } valor
       *[other] { $values } valores
    } por cliente (você escolhe de onde vêm na etapa 3):
wizard-variable-example = ex.: { $example }
wizard-kind-text = texto
wizard-kind-document = documento PDF
wizard-kind-image = imagem
wizard-kind-video = vídeo
wizard-kind-location = localização
wizard-kind-url-suffix = final de um link
wizard-kind-otp-code = código de uso único
wizard-kind-coupon-code = código de cupom
# Step 2: who receives it
wizard-no-contacts-title = Ainda não há contatos
wizard-no-contacts = Uma campanha vai para uma lista de contatos. Primeiro importe a planilha de clientes para uma lista na tela Contatos, depois volte aqui.
wizard-go-to-contacts = Ir para Contatos
wizard-lists = Listas
wizard-lists-description = Todos nestas listas recebem a mensagem (um contato que está em duas listas recebe uma vez só).
wizard-lists-reading = Lendo as listas…
wizard-lists-search = Digite o nome de uma lista
wizard-list-option = { $list } ({ $contacts ->
        [one] { $contacts } contato
       *[other] { $contacts } contatos
    })
wizard-lists-none-found = Nenhuma lista tem esse nome
wizard-tags = Etiquetas (opcional)
wizard-tags-description = Os contatos com qualquer uma destas etiquetas também recebem.
wizard-tags-none = Ainda não há etiquetas
wizard-tags-search = Digite uma etiqueta
wizard-audience-size = { $contacts ->
        [one] { $contacts } contato
       *[other] { $contacts } contatos
    } { $lists ->
        [one] na lista escolhida
       *[other] nas listas escolhidas
    }.
wizard-audience-size-tags = { $contacts ->
        [one] { $contacts } contato
       *[other] { $contacts } contatos
    } { $lists ->
        [one] na lista escolhida
       *[other] nas listas escolhidas
    }, além dos que têm as etiquetas escolhidas.
wizard-audience-opted-out = { $count } deles não querem receber marketing: este modelo de marketing não é enviado a eles.
# Step 3: where each value comes from, and when to send
wizard-values-no-template = Escolha primeiro um modelo na etapa 1.
wizard-values-intro = Para cada valor, escolha uma coluna da lista importada (cada cliente recebe o seu próprio valor) ou um texto fixo (todos recebem o mesmo).
wizard-values-errors-title = Antes de criar a campanha
wizard-source-pdf = { $kind ->
        [image] Imagem por cliente
        [video] Vídeo por cliente
       *[document] PDF por cliente
    }
wizard-source-file = { $kind ->
        [image] Uma imagem
        [video] Um vídeo
       *[document] Um PDF
    }
wizard-source-column = Coluna
wizard-source-text = Texto fixo
wizard-variable-example-value = Exemplo: { $example }
wizard-variable-max-chars = no máximo { $count ->
        [one] { $count } caractere
       *[other] { $count } caracteres
    }
wizard-variable-source = De onde vem { $variable }
wizard-fixed-text = O mesmo texto para todos os clientes
wizard-fixed-text-label = { $variable }: texto fixo
wizard-column = Coluna
wizard-column-media-description = Uma coluna com o link do arquivo (https://…) ou o id de mídia dele na Meta.
wizard-column-placeholder = Digite ou escolha uma coluna, ex.: Invoice
wizard-column-sample = Valor do primeiro cliente: { $value }
wizard-column-description = Uma coluna da planilha importada, como está no cabeçalho.
wizard-columns-every-contact = Todo contato tem
wizard-columns-imported = Colunas das suas importações
wizard-pdf-folder = { $kind ->
        [image] Pasta de imagens
        [video] Pasta de vídeos
       *[document] Pasta de PDFs
    }
wizard-pdf-folder-description = { $kind ->
        [image] Uma imagem por cliente (JPEG ou PNG, até 5 MB), com o nome igual ao valor de uma coluna (poster-42 ou poster-42.jpg).
        [video] Um vídeo por cliente (MP4 ou 3GPP, até 16 MB), com o nome igual ao valor de uma coluna (clip-42 ou clip-42.mp4).
       *[document] Um PDF por cliente, com o nome igual ao valor de uma coluna (INV-0042 ou INV-0042.pdf).
    } O Pacer lê somente a pasta que você escolher.
wizard-pdf-no-folder = Nenhuma pasta escolhida ainda: clique em Escolher… para selecionar a pasta com { $kind ->
        [image] as imagens
        [video] os vídeos
       *[document] os PDFs das faturas
    }.
wizard-pdf-choose = Escolher…
wizard-pdf-choose-failed = A janela de pastas não abriu
wizard-pdf-sample = Usar as faturas de exemplo
wizard-pdf-sample-note = Demonstração: um PDF por cliente de exemplo, com o nome da coluna Invoice.
wizard-pdf-column = Coluna com o nome do arquivo de cada cliente
wizard-pdf-column-description = { $kind ->
        [image] Por exemplo Poster: o cliente cujo Poster é poster-42 recebe poster-42.jpg (ou .jpeg, .png).
        [video] Por exemplo Clip: o cliente cujo Clip é clip-42 recebe clip-42.mp4 (ou .3gp).
       *[document] Por exemplo Invoice: o cliente cujo Invoice é INV-0042 recebe INV-0042.pdf.
    }
wizard-header-file = { $kind ->
        [image] A imagem que todos recebem
        [video] O vídeo que todos recebem
       *[document] O PDF que todos recebem
    }
wizard-header-file-description = { $kind ->
        [image] Um JPEG ou PNG de até 5 MB, como um cartaz.
        [video] Um vídeo MP4 ou 3GPP de até 16 MB.
       *[document] Um PDF de até 100 MB, como uma tabela de preços.
    } O Pacer o envia ao WhatsApp uma única vez e lê somente o arquivo que você escolher.
wizard-header-file-none = Nenhum arquivo escolhido ainda: clique em Escolher… para selecionar { $kind ->
        [image] a imagem
        [video] o vídeo
       *[document] o PDF
    }.
wizard-header-file-choose-failed = A janela de arquivos não abriu
wizard-header-file-sample = Usar o cartaz de exemplo
wizard-header-file-sample-note = Demonstração: uma imagem de liquidação de primavera para o cabeçalho de imagem.
wizard-schedule = Enviar depois, em um horário marcado
wizard-schedule-at = Data e hora
wizard-schedule-at-description = Ano-mês-dia horas:minutos
wizard-time-zone = Fuso horário
wizard-time-zone-description = De onde é esse horário (o fuso do seu computador, a menos que você mude)
wizard-schedule-note = Ao criar, ela fica agendada: o Pacer inicia sozinho nesse horário (ou assim que o Pacer voltar a funcionar), enviando a todos os prontos e pulando os clientes com problema. Até lá, você pode pausar ou cancelar na lista.
wizard-hours = Enviar só em certo horário
wizard-hours-description = As mensagens da campanha esperam fora deste horário e seguem sozinhas quando ele abre. OTPs e respostas a clientes nunca ficam retidos.
wizard-hours-from = Das
wizard-hours-until = Até
wizard-hours-zone = Fuso horário do horário
wizard-hours-customer = Usar a hora de cada cliente quando o país dele tem uma só
wizard-hours-customer-description = Em países com vários fusos (Estados Unidos, Brasil, Indonésia …) usa-se o fuso horário acima.
wizard-hours-note = Um horário como 22:00 até 06:00 passa da meia-noite. A verificação mostra quantas saem antes de fechar e quando sai o resto.
wizard-language-column = Idioma de cada cliente (opcional)
wizard-language-column-description = Este modelo está aprovado em { $languages }. Escolha a coluna que indica o idioma de cada cliente (ur, en_US, Urdu …); os demais recebem { $fallback }.
# Step 4: the check and the preview
wizard-check-title = Verificação de cada cliente
wizard-check-again = Verificar de novo
wizard-checking = Verificando cada cliente: valores, PDFs, limite diário…
wizard-check-failed = A verificação não terminou
wizard-check-ready = { $ready } de { $audience ->
        [one] { $audience } cliente
       *[other] { $audience } clientes
    } prontos para envio
wizard-problems = { $count ->
        [one] { $count } cliente não pode receber
       *[other] { $count } clientes não podem receber
    } a campanha como está
wizard-problems-first = { $count ->
        [one] { $count } cliente não pode receber
       *[other] { $count } clientes não podem receber
    } a campanha como está (aparecem os primeiros { $listed } problemas)
wizard-problems-help = Corrija (a coluna na sua planilha, um PDF que falta na pasta), importe de novo e clique em Verificar de novo — ou inicie assim mesmo e eles serão ignorados.
wizard-problems-number = Número
wizard-problems-name = Nome
wizard-problems-what = O quê
wizard-problems-problem = Problema
wizard-preview-title = O que o cliente vai receber
wizard-preview-phone = Número do cliente
wizard-preview-phone-description = Vazio: o primeiro cliente do público.
wizard-preview-show = Mostrar
wizard-preview-to = Para { $phone }
wizard-preview-to-named = Para { $phone } ({ $name })
wizard-preview-pdf = PDF: { $file }
wizard-preview-file = { $kind ->
        [image] Imagem
        [video] Vídeo
       *[document] PDF
    }: { $file } ({ $size })
wizard-preview-language = em { $language }
wizard-preview-problems = Este cliente não pode receber a campanha como está
wizard-preview-no-media = { $format ->
        [document] Nenhum documento para este cliente
        [image] Nenhuma imagem para este cliente
        [video] Nenhum vídeo para este cliente
        [location] Nenhuma localização para este cliente
       *[other] Nenhum arquivo para este cliente
    }
wizard-test-title = Envie um teste para você
wizard-test-phone = Seu número
wizard-test-phone-description = Recebe esta mensagem com os valores do primeiro cliente pronto, na hora.
wizard-test-send = Enviar teste
wizard-test-queued = Mensagem de teste aguardando envio para { $phone } (id da mensagem { $id }). Ela sai na hora, antes das campanhas; a tela Início mostra quando for entregue.
# Step 5: the launch (or the schedule)
wizard-launch-nobody = Ninguém está pronto para receber
wizard-launch-all = Iniciar: enviar para { $ready ->
        [one] { $ready } cliente
       *[other] { $ready } clientes
    }
wizard-schedule-all = Agendar: enviar para { $ready ->
        [one] { $ready } cliente
       *[other] { $ready } clientes
    }
wizard-launch-blocked = { $problems ->
        [one] { $problems } cliente tem problemas
       *[other] { $problems } clientes têm problemas
    }: corrija ou marque a caixa acima
wizard-launch-skip = Iniciar: enviar para { $ready }, ignorar { $problems }
wizard-schedule-skip = Agendar: enviar para { $ready }, ignorar { $problems }
wizard-launch-not-checked = A verificação não terminou: volte uma etapa e aguarde, ou clique em Verificar de novo.
wizard-scheduled-title = Agendada
wizard-scheduled = O Pacer inicia esta campanha sozinho em { $when } ({ $zone }).
wizard-skip-problems = Enviar para { $ready ->
        [one] o { $ready } cliente pronto
       *[other] os { $ready } clientes prontos
    } e ignorar os { $problems } com problemas
wizard-skip-problems-description = Os clientes ignorados aparecem no relatório; corrija e envie a eles uma cópia desta campanha depois.
wizard-launch-confirm-title = Iniciar "{ $campaign }"?
wizard-schedule-confirm-title = Agendar "{ $campaign }"?
wizard-launch-audience = { $count ->
        [one] { $count } contato
       *[other] { $count } contatos
    } no público
wizard-launch-ready = { $count } prontos: recebem a mensagem
wizard-launch-problems = { $count } com problema: ignorados (o relatório lista todos)
wizard-launch-opted-out = { $count } não querem receber marketing: não enviado
wizard-launch-scheduled-note = Ela inicia sozinha em { $when } ({ $zone }). Até lá, você pode pausar ou cancelar na lista.
wizard-launch-now-note = As mensagens começam a sair na hora. Você pode pausar ou cancelar a campanha na lista a qualquer momento; nada é enviado duas vezes.
wizard-go-back = Voltar
wizard-keep-scheduled = Manter agendada
wizard-launch-now = Iniciar agora

# (end of Campaign wizard)

## Audiences: filters on imported columns, tags all/any, exclusions, a new audience from a
## report, and its count (the campaign wizard's audience step, the report's "new campaign to…")

engine-audience-empty-column = Um filtro não indica nenhuma coluna. Escolha a coluna a verificar ou remova o filtro.
engine-audience-unknown-op = O filtro em "{ $column }" usa um teste que o Pacer não conhece. Use é igual, não é igual, contém, está vazio, não está vazio, maior que, menor que, antes ou depois.
engine-audience-no-value = O filtro em "{ $column }" não tem com o que comparar. Digite um valor ou use "está vazio".
engine-audience-not-a-number = O filtro em "{ $column }" compara números, mas "{ $value }" não é um número. Escreva com algarismos, como 1000 ou 1,250.50.
engine-audience-not-a-date = O filtro em "{ $column }" compara datas, mas "{ $value }" não é uma data. Escreva como 2026-12-01 ou 01/12/2026 (dia primeiro).
engine-audience-unknown-campaign = Não existe a campanha "{ $campaign }" de onde tirar um público. Abra o relatório dela de novo e escolha as pessoas por lá.
engine-audience-no-button = Diga qual botão: este público são os clientes que tocaram um botão, e nenhum botão foi indicado.

# The wizard's audience step: tags any/all, filters on the imported columns, exclusions, a
# report's customers, and the live count.
audience-tags-match = Os contatos precisam de
audience-tags-any = Qualquer uma destas etiquetas
audience-tags-all = Todas estas etiquetas
audience-filters-title = Só aqueles cujas colunas combinam
audience-filters-description = Todos os filtros precisam combinar. Números são lidos sem as vírgulas (1,250.50); datas como 2026-12-01 ou 01/12/2026 (dia primeiro). Um valor que não é número nem data não combina.
audience-filter-add = Adicionar um filtro
audience-filter-remove = Remover este filtro
audience-filter-column = Coluna
audience-filter-op = Teste
audience-filter-value = Valor
audience-op-equals = é
audience-op-not-equals = não é
audience-op-contains = contém
audience-op-is-empty = está vazio
audience-op-is-not-empty = não está vazio
audience-op-greater-than = é maior que (número)
audience-op-less-than = é menor que (número)
audience-op-before = é antes de (data)
audience-op-after = é depois de (data)
audience-except-lists = Deixar de fora os membros destas listas
audience-except-tags = Deixar de fora os contatos com estas etiquetas
audience-counting = Contando…
# The live count of the audience as it stands.
audience-count = { $total ->
    [one] { $total } contato neste público.
   *[other] { $total } contatos neste público.
}
audience-count-opted-out = { $count ->
    [one] { $count } deles desativou o marketing: não recebe modelos de marketing.
   *[other] { $count } deles desativaram o marketing: não recebem modelos de marketing.
}
# A report's customers in the audience; $who is one of audience-who-….
audience-from-report = Do relatório de uma campanha: { $who }
audience-from-report-remove = Remover
audience-who-not-read = clientes que não leram
audience-who-failed = clientes cuja mensagem falhou por um motivo que pode mudar
audience-who-replied = clientes que responderam
audience-who-tapped = clientes que tocaram “{ $button }”
audience-error-filter-column = Um filtro não tem coluna: escolha uma ou remova o filtro.
# The report's actions: a new campaign to some of its customers.
audience-retarget = Nova campanha para…
audience-retarget-not-read = Quem não leu
audience-retarget-failed = Aqueles cuja mensagem falhou por um motivo que pode mudar
audience-retarget-replied = Quem respondeu
audience-retarget-tapped = Quem tocou “{ $button }”

# (end of Audiences)

## Reports: the Reports screen

reports-title = Relatórios
reports-refresh = Atualizar
reports-pick-label = Campanha
reports-pick-loading = Lendo as campanhas…
reports-pick-placeholder = Digite o nome de uma campanha
reports-pick-nothing = Nenhuma campanha com esse nome
reports-pick-option = { $name } ({ $state }, { $when })
reports-empty-none = Nenhuma campanha ainda. Quando você iniciar uma na tela Campanhas, o relatório dela aparece aqui: quem recebeu a mensagem, quem leu e por que alguma falhou.
reports-empty-choose = Escolha uma campanha acima para ver quem recebeu a mensagem, quem leu e por que alguma falhou.
reports-error-title = Não foi possível ler o relatório
reports-loading = Lendo o relatório…
reports-still-sending = Ainda enviando: este relatório se atualiza sozinho conforme as mensagens avançam.
reports-resent = { $count ->
        [one] { $count } mensagem foi enviada
       *[other] { $count } mensagens foram enviadas
    } mais uma vez porque a Meta não respondeu da primeira vez; o cliente pode ter recebido as duas.

reports-stage-queued = Na fila
reports-stage-queued-left = { $count } ainda para enviar
reports-stage-queued-all = todas as mensagens da campanha
reports-stage-sent = Enviadas
reports-stage-sent-hint = aceitas pela Meta
reports-stage-delivered = Entregues
reports-stage-delivered-hint = no celular do cliente
reports-stage-read = Lidas
reports-stage-read-hint = abertas pelo cliente
reports-stage-failed = Falharam
reports-stage-failed-hint = veja os motivos abaixo
reports-stage-skipped = Ignoradas
reports-stage-skipped-hint = não enviadas de propósito
reports-stage-cancelled = Canceladas
reports-stage-cancelled-hint = canceladas antes do envio
reports-stage-expired = Expiradas
reports-stage-expired-hint = não enviadas: não puderam sair dentro do prazo
reports-stage-in-doubt = Conferindo com a Meta
reports-stage-in-doubt-hint = enviadas sem resposta; o Pacer está verificando

reports-state-queued = Aguardando envio
reports-state-sending = Enviando
reports-state-sent = Enviada
reports-state-delivered = Entregue
reports-state-read = Lida
reports-state-failed = Falhou
reports-state-in-doubt = Conferindo com a Meta
reports-state-deferred = Aguardando
reports-state-cancelled = Cancelada
reports-state-skipped = Ignorada
reports-state-expired = Expirada
reports-history-failed-webhook = Falhou (atualização de entrega)
reports-history-played = Reproduzida

reports-failures-title = Por que { $count ->
        [one] { $count } mensagem falhou
       *[other] { $count } mensagens falharam
    }
reports-retry-button = Tentar de novo as { $count } que podem mudar
reports-retry-failed = As mensagens que falharam não foram enviadas de novo
reports-failure-retryable = Tentar de novo pode ajudar
reports-failure-details-code-example = Detalhes: código da Meta { $code } · { $example }
reports-failure-details-code = Detalhes: código da Meta { $code }
reports-failure-details-example = Detalhes: sem código da Meta · { $example }
reports-failure-details = Detalhes: sem código da Meta
reports-skipped-title = Por que { $count ->
        [one] { $count } mensagem foi ignorada
       *[other] { $count } mensagens foram ignoradas
    }

reports-cost-title = Custo estimado
reports-cost-no-prices = Para ver quanto custou, adicione os preços da Meta para o país dos seus clientes em { $link }.
reports-cost-prices-link = Configurações → Preços
reports-cost-category = Categoria
reports-cost-delivered = Entregues
reports-cost-price = Preço de uma
reports-cost-amount = Valor
reports-cost-total = Total
reports-cost-unknown = desconhecido
reports-cost-category-marketing = marketing
reports-cost-category-utility = utilidade
reports-cost-category-authentication = autenticação
reports-cost-category-service = atendimento
reports-cost-category-unknown = Desconhecida (modelo fora da lista)
reports-cost-note = Só as mensagens de modelo entregues são cobradas. Isto é uma estimativa; o que vale é a fatura da Meta.

reports-export-title = Salvar o relatório
reports-export-text = O Excel recebe uma planilha Summary (os números, os motivos de falha e o que fazer, o custo) e uma planilha Recipients (uma linha por cliente com cada horário e motivo). As exportações são seguras para abrir no Excel: uma célula que começa com =, +, - ou @ é gravada como texto, nunca executada como fórmula. O Pacer pergunta onde salvar.
reports-export-excel = Salvar como Excel…
reports-export-csv = Salvar como CSV…
reports-export-done = Salvo em { $path }
reports-export-failed = O relatório não foi salvo

reports-recipients-title = Todos os clientes ({ $count })
reports-search-placeholder = Número ou nome
reports-search-label = Encontrar um cliente por número ou nome
reports-filter-label = Mostrar clientes conforme a situação da mensagem
reports-filter-all = Todos ({ $count })
reports-filter-delivered = Entregues ({ $count })
reports-filter-waiting = Ainda não entregues ({ $count })
reports-filter-failed = Falharam ({ $count })
reports-filter-skipped = Ignoradas ({ $count })
reports-filter-cancelled = Canceladas ({ $count })
reports-filter-expired = Expiradas ({ $count })
reports-recipients-hint = Clique em um cliente para ver cada passo da mensagem dele, com os códigos da Meta.
reports-column-number = Número
reports-column-name = Nome
reports-column-state = Situação
reports-column-sent = Enviada
reports-column-delivered = Entregue
reports-column-read-failed = Lida / falhou
reports-column-reason = Motivo
reports-row-label = Histórico da mensagem para { $name }
reports-rows-loading = Carregando…
reports-rows-none = Nenhuma mensagem ainda.
reports-rows-no-match = Nenhum cliente encontrado.
reports-rows-error-title = Não foi possível ler alguns clientes
reports-rows-error-retry = Clique em { reports-refresh } para tentar de novo.

reports-history-title-named = Mensagem para { $name } ({ $phone })
reports-history-title = Mensagem para { $phone }
reports-history-attempts = { $count ->
        [one] { $count } tentativa
       *[other] { $count } tentativas
    }
reports-history-wamid = id da Meta { $id }
reports-history-resent = enviada mais uma vez porque a Meta não respondeu
reports-history-loading = Lendo o histórico da mensagem…
reports-history-empty = Nenhum histórico foi registrado para esta mensagem.
reports-history-code = Código da Meta { $code }

reports-timeline-title = Mensagens por minuto
reports-timeline-busiest = Minuto mais movimentado: { $count } enviadas às { $time }
reports-timeline-sent = Enviadas
reports-timeline-delivered = Entregues
reports-timeline-read = Lidas

# (end of Reports)

## Prices: Meta's rate card (Settings → Prices), a rate card file's refusals, the cost
## estimated before launch and compared after delivery

prices-refused-unreadable = Não foi possível ler o arquivo de tarifas ({ $why }). Salve-o da planilha como CSV e carregue de novo.
prices-refused-no-table = O arquivo de tarifas não tem tabela de preços: nenhuma linha começa com "Market". A primeira linha da tabela nomeia as colunas: Market, Marketing, Utility, Authentication.
prices-refused-missing-column = O arquivo de tarifas não tem a coluna "{ $column }". Adicione-a à linha que começa com "Market", com um preço para cada mercado.
prices-refused-no-date = O arquivo de tarifas não diz desde quando os preços valem. Adicione uma linha "Effective date,AAAA-MM-DD" acima da tabela (a Meta muda os preços no primeiro dia de cada trimestre).
prices-refused-bad-date = "{ $text }" não é uma data. Escreva a data de vigência como AAAA-MM-DD, por exemplo 2026-10-01.
prices-refused-no-currency = O arquivo de tarifas não diz a moeda. Adicione uma linha "Currency,USD" acima da tabela, com a moeda do arquivo da Meta.
prices-refused-unknown-currency = "{ $code }" não é um código de moeda. Escreva o código ISO de três letras da moeda dos preços, por exemplo USD, EUR ou BRL.
prices-refused-two-currencies = O arquivo de tarifas mistura duas moedas, { $first } e { $second }. Carregue um arquivo em uma só moeda.
prices-refused-not-a-number = O preço de { $category ->
        [marketing] marketing
        [utility] utilidade
        [authentication] autenticação
       *[other] autenticação internacional
    } de { $market } é "{ $text }", que não é um número. Escreva com ponto decimal e sem símbolo de moeda, por exemplo 0.0107.
prices-refused-negative = O preço de { $category ->
        [marketing] marketing
        [utility] utilidade
        [authentication] autenticação
       *[other] autenticação internacional
    } de { $market } é menor que zero. Escreva o preço que a Meta cobra: 0 ou mais.
prices-refused-too-high = O preço de { $category ->
        [marketing] marketing
        [utility] utilidade
        [authentication] autenticação
       *[other] autenticação internacional
    } de { $market } é { $below } ou mais, e nenhuma mensagem custa isso. Confira a coluna e o ponto decimal.
prices-refused-duplicate-market = O mercado "{ $market }" aparece duas vezes no arquivo de tarifas. Deixe uma só linha para ele.
prices-refused-unknown-market = O Pacer não sabe quais países formam o mercado "{ $market }". Adicione uma coluna "Countries" com os códigos de país de duas letras de cada mercado (por exemplo "BR" ou "US CA").
prices-refused-bad-country = "{ $country }", nos países de { $market }, não é um código de país. Escreva códigos ISO de duas letras como BR, AR ou PT, separados por espaços.
prices-refused-country-twice = O país { $country } está em dois mercados, { $first } e { $second }. Deixe-o em um só.
prices-refused-no-markets = A tabela do arquivo de tarifas não tem mercados. Adicione uma linha por mercado abaixo da linha que começa com "Market".
prices-estimate-summary = Custo estimado: { $amount } por { $messages ->
        [one] uma mensagem
       *[other] { $messages } mensagens
    }{ $unpriced ->
        [0] {""}
       *[other] , e mais { $unpriced } sem preço nas tarifas
    } ({ $source }, preços desde { $effective }).{ $utility ->
        [yes] {" "}Mensagens de utilidade que chegam com a janela de atendimento do cliente aberta são grátis, então o custo pode ser menor.
       *[other] {""}
    }
prices-estimate-none = Sem custo estimado: nenhuma tarifa foi carregada. Carregue as tarifas da Meta em Configurações → Preços.
prices-comparison = Estimado no lançamento: { $estimated }. Custo do que foi entregue: { $actual }.
prices-estimate-title = Custo estimado
prices-estimate-country = País
prices-estimate-category = Categoria
prices-estimate-messages = Mensagens
prices-estimate-price = Preço por mensagem
prices-estimate-amount = Valor
prices-estimate-total = Total
prices-estimate-card = Preços desde { $effective }: { $source }.
prices-estimate-unknown-country = País desconhecido
prices-category-marketing = Marketing
prices-category-utility = Utilidade
prices-category-authentication = Autenticação
prices-no-price = sem preço
prices-settings-link = Abrir Configurações → Preços
prices-settings-title = Tarifas
prices-settings-description = O preço da Meta por mensagem de modelo entregue, por mercado e categoria. Carregue as tarifas que a Meta publica, salvas como CSV: a verificação da campanha estima o custo com elas, e os relatórios comparam essa estimativa com o custo depois da entrega.
prices-settings-load = Carregar tarifas…
prices-settings-load-failed = As tarifas não foram carregadas
prices-settings-none = Nenhuma tarifa carregada ainda.
prices-settings-card = { $currency }, preços desde { $effective }: { $source }
prices-settings-market = Mercado
prices-settings-countries = Países
prices-settings-every-other = Todos os outros países
prices-settings-loaded = Tarifas carregadas: { $markets } mercados.
prices-settings-typed = Ou digite um preço por categoria para todos os países: ao salvar, eles substituem as tarifas.

## Settings: the Settings screen

settings-title = Configurações
settings-loading = Lendo as configurações…
settings-link-account = Conta Meta
settings-link-sending = Envio
settings-link-delivery = Atualizações de entrega
settings-link-prices = Preços
settings-link-api = API local
settings-link-folders = Pastas
settings-link-data = Dados e diagnóstico
settings-save-not-yet = Nada foi salvo ainda: { $problem }
settings-save-refused = Nada foi salvo: { $problem }
settings-save-refused-details = Nada foi salvo: { $problem } (Detalhes: { $details })
settings-saved-title = Salvo
settings-saved = Configurações salvas. O Pacer reiniciou o motor com elas onde foi preciso; nada que estava aguardando se perdeu.
settings-done-title = Pronto
settings-save-bar-unsaved = Alterações não salvas. Salvar reinicia o motor onde for preciso: as mensagens em andamento terminam primeiro e nada que está aguardando se perde.
settings-save-bar-saved = Todas as configurações estão salvas.
settings-save-bar-undo = Desfazer alterações
settings-save-bar-save = Salvar configurações
settings-copied = Copiado
settings-example = ex.: { $example }
settings-details = Detalhes: { $details }
settings-unit-days = {" "}dias
settings-unit-minutes = {" "}minutos

settings-account-title = Conta Meta
settings-account-use-demo = Usar a demonstração
settings-account-use-live = Passar para o modo real
settings-account-intro-live = O Pacer envia mensagens reais pelo id do número de telefone { $id }. Altere um valor abaixo e conecte de novo para atualizar.
settings-account-intro-demo-connected = Há uma conta Meta conectada, mas você está usando a demonstração. Passe para o modo real para enviar mensagens reais.
settings-account-intro-demo = Você está usando a demonstração. Preencha os dados da sua conta Meta para enviar mensagens reais: eles estão no Meta Business Manager e no App Dashboard (developers.facebook.com → seu app).
settings-account-phone-number-id = Id do número de telefone
settings-account-phone-number-id-where = WhatsApp Manager → Phone numbers, ou App Dashboard → WhatsApp → API Setup
settings-account-waba-id = Id da WhatsApp Business Account (WABA id)
settings-account-waba-id-where = App Dashboard → WhatsApp → API Setup, abaixo do id do número de telefone
settings-account-access-token = Token de acesso
settings-account-access-token-where = Business Settings → Users → System users → Generate new token (permissões do WhatsApp)
settings-account-access-token-placeholder = Cole o token do usuário do sistema
settings-account-access-token-show = Mostrar ou ocultar o token de acesso
settings-account-kept = guardado no seu chaveiro — deixe vazio para manter
settings-account-app-secret = Chave secreta do app
settings-account-app-secret-where = App Dashboard → App settings → Basic → App secret; comprova que as atualizações vêm da Meta
settings-account-app-secret-placeholder = Cole a chave secreta do app
settings-account-app-secret-show = Mostrar ou ocultar a chave secreta do app
settings-account-verify-token = Token de verificação
settings-account-verify-token-where = Qualquer palavra que você escolher; a Meta a usa para verificar o endereço das atualizações de entrega
settings-account-advanced = Avançado: endereço e versão da Graph API
settings-account-graph-url = Endereço da Graph API
settings-account-graph-url-where = O da Meta é { $url }; só altere para testar com um simulador
settings-account-api-version = Versão da API
settings-account-api-version-where = O Pacer foi feito para a { $version }
settings-account-test = Testar conexão
settings-account-reconnect-button = Salvar e reconectar
settings-account-connect-button = Conectar e passar para o modo real
settings-account-test-note = O teste só lê da Meta: nada é salvo nem enviado. As chaves secretas vão para o chaveiro deste computador, nunca para um arquivo, e nunca são mostradas de novo.
settings-account-confirm-reconnect-title = Reconectar com estes dados?
settings-account-confirm-live-title = Passar para o modo real?
settings-account-confirm-reconnect = Reconectar
settings-account-confirm-steps = O Pacer primeiro testa a conta, depois guarda as chaves secretas no seu chaveiro e passa para o modo real.
settings-account-confirm-real = No modo real, campanhas e OTPs enviam mensagens de WhatsApp reais para clientes reais, e a Meta cobra da sua conta por elas.
settings-account-confirm-demo-data = Os contatos, campanhas e relatórios da demonstração ficam na demonstração: o modo real começa com seus próprios dados, vazios. Você pode voltar com "{ settings-account-use-demo }" quando quiser.
settings-account-error-phone-number-id = Cole primeiro o id do número de telefone (WhatsApp Manager → Phone numbers).
settings-account-error-waba-id = Cole primeiro o id da WhatsApp Business Account (App Dashboard → WhatsApp → API Setup).
settings-account-error-access-token = Cole primeiro o token de acesso (Meta Business Manager → System users → Generate token).
settings-account-error-app-secret = Cole também a chave secreta do app (App Dashboard → Settings → Basic): o Pacer a usa para verificar se as atualizações de entrega vêm mesmo da Meta.
settings-account-connected-title = Conectado: modo real
settings-account-connected = Agora o Pacer envia pela sua conta Meta. Os dados da demonstração ficam na demonstração.
settings-account-now-demo = Você está na demonstração: nada chega a telefones reais. Sua conta Meta continua conectada para depois.
settings-account-now-live-title = Modo real
settings-account-now-live = O Pacer voltou a enviar pela sua conta Meta.
settings-account-demo-failed = O Pacer não conseguiu passar para a demonstração
settings-account-live-failed = O Pacer não conseguiu passar para o modo real
settings-account-problem-title = O Pacer não conseguiu usar esta conta
settings-account-not-accepted = A Meta não aceitou a conta. Confira os ids e o token.
settings-account-works-title = A Meta respondeu: esta conta funciona
settings-account-result-name = Nome
settings-account-result-number = Número
settings-account-result-quality = Qualidade
settings-account-result-limit = Limite diário
settings-account-result-speed = Velocidade
settings-account-result-templates = Modelos
settings-quality-green = Verde (qualidade alta)
settings-quality-yellow = Amarelo (qualidade média: clientes reclamaram um pouco)
settings-quality-red = Vermelho (qualidade baixa: a Meta pode limitar este número)
settings-quality-unknown = Ainda sem avaliação
settings-quality-na = Sem avaliação
settings-limit-unlimited = Sem limite diário de clientes
settings-limit-not-set = A Meta ainda não definiu um limite diário
settings-limit-customers = { $customers ->
        [one] { $customers } cliente por dia
       *[other] { $customers } clientes por dia
    }
settings-speed-standard = 80 mensagens por segundo (padrão)
settings-speed-high = Até 1.000 mensagens por segundo (aumentado pela Meta)
settings-speed-not-applicable = Não se aplica a este número

settings-sending-title = Envio
settings-mps = Mensagens por segundo
settings-mps-description = A Meta permite { $standard } por número (padrão), até { $high } quando a Meta aumenta a capacidade do seu número; { $app } se o número também estiver no app WhatsApp Business
settings-bulk-share = Parte que as campanhas podem usar
settings-bulk-share-description = Deixe espaço para os OTPs: com { $share } %, as campanhas usam no máximo { $share } % da taxa. Os OTPs sempre vão primeiro.
settings-media-per-second = Envios de PDF por segundo
settings-media-per-second-description = A rapidez com que os PDFs das faturas são enviados à Meta quando uma campanha é iniciada ({ $safe } é seguro)
settings-express-expires = Descartar OTPs e alertas não enviados em
settings-express-expires-description = Um OTP ou alerta que não pôde sair a tempo (Meta fora do ar, envio pausado) não é enviado e aparece como expirado: um código de login uma hora atrasado é pior do que nenhum. 0 = nunca.
settings-bulk-expires = Descartar mensagens de campanha não enviadas em
settings-bulk-expires-description = 0 (o mais comum) = nunca: uma fatura ainda vale a pena enviar com atraso. Defina um limite para ofertas que terminam.
settings-default-country = País padrão
settings-default-country-description = Para números escritos sem o código do país: um código de duas letras, como PK, GB ou US
settings-opt-out-words = Mais palavras para sair
settings-opt-out-words-description = STOP, UNSUBSCRIBE, STOP PROMOTIONS e OPT OUT sempre funcionam. Adicione as palavras que seus clientes usam no idioma deles; aperte Enter depois de cada uma.
settings-opt-out-words-note = Um cliente que responder com uma dessas palavras não recebe mais mensagens de marketing; faturas e OTPs continuam indo.

settings-delivery-title = Atualizações de entrega
settings-delivery-description = A Meta informa ao Pacer quais mensagens foram entregues, lidas ou falharam chamando um endereço https:// público. O Pacer roda neste computador, então um túnel dá esse endereço a ele. Sem túnel, as mensagens ainda saem, mas ficam como "enviada".
settings-tunnel = Túnel
settings-tunnel-off = Desligado
settings-tunnel-cloudflared = cloudflared (grátis, endereço novo a cada início)
settings-tunnel-cloudflared-named = cloudflared com meu próprio domínio (um túnel nomeado)
settings-tunnel-ngrok = ngrok
settings-tunnel-url = Um endereço https:// fixo que eu já tenho
settings-tunnel-command = Outro programa de túnel (um comando)
settings-tunnel-cloudflared-note = Precisa do cloudflared instalado (developers.cloudflare.com → Downloads). O Pacer o inicia e reinicia se ele parar.
settings-tunnel-ngrok-note = Precisa do ngrok instalado e do seu authtoken abaixo (ou do ngrok já conectado). Para o seu domínio fixo do ngrok, escolha "Outro programa de túnel" e adicione --url ao comando.
settings-tunnel-host = Seu nome de host público
settings-tunnel-host-description = O nome de host que você direcionou para o túnel no Cloudflare (Zero Trust → Tunnels → Public hostname), apontando para o receptor de webhooks abaixo. Precisa do cloudflared instalado e do token do túnel abaixo.
settings-tunnel-public-url = Seu endereço público
settings-tunnel-public-url-description = Um endereço https:// que já encaminha para o receptor de webhooks abaixo; nada é iniciado
settings-tunnel-command-label = Comando
settings-tunnel-command-description = O programa e seus argumentos; { "{port}" } vira a porta do receptor. O Pacer lê o endereço público do que o programa imprime. O Pacer pede que você confirme o programa antes de rodá-lo pela primeira vez; um token vai no campo abaixo, nunca aqui.
settings-tunnel-token = Token do túnel
settings-tunnel-token-stored = Há um token guardado no chaveiro deste computador. Cole um novo para substituí-lo.
settings-tunnel-token-description = O token do seu túnel nomeado (Cloudflare) ou o seu authtoken do ngrok. O Pacer o guarda no chaveiro deste computador e o entrega ao programa de túnel de forma privada.
settings-tunnel-token-saved-placeholder = •••••• (salvo)
settings-tunnel-token-placeholder = Cole o token
settings-tunnel-token-show = Mostrar ou ocultar o token
settings-tunnel-token-save = Salvar token
settings-tunnel-token-forget = Remover
settings-tunnel-token-removed = O token do túnel foi removido do chaveiro.
settings-tunnel-token-saved = O token do túnel está salvo no chaveiro deste computador.
settings-tunnel-token-failed = O token do túnel não foi salvo
settings-register-callback = Registrar o endereço na Meta automaticamente
settings-register-callback-description = Cada endereço novo é informado à Meta como a sua callback URL, então você nunca precisa copiá-lo no App Dashboard. Precisa do token de verificação em Conta Meta.
settings-register-callback-off = Sem isso, informe o endereço do túnel seguido de /webhook, e o seu token de verificação, uma vez no App Dashboard → WhatsApp → Configuration.
settings-tunnel-now = Agora
settings-delivery-receiver = O receptor de webhooks neste computador:

settings-prices-title = Preços
settings-prices-description = A Meta cobra cada mensagem de modelo entregue, conforme a categoria e o país dos seus clientes. Copie os preços desse país da tabela de preços da Meta (WhatsApp Manager → Insights, ou a página de preços da Meta) e os relatórios mostram quanto custou cada campanha. Deixe vazio para ver só as contagens.
settings-currency = Moeda
settings-currency-description = Dos preços da Meta, ex.: { $example }
settings-price-marketing = Mensagem de marketing
settings-price-marketing-description = Ofertas, anúncios, lembretes de compra
settings-price-utility = Mensagem utilitária
settings-price-utility-description = Faturas, atualizações de pedidos e pagamentos
settings-price-authentication = Mensagem de autenticação
settings-price-authentication-description = Senhas de uso único
settings-price-not-set = não definido

settings-api-title = API local para seus outros sistemas
settings-api-description = Seu site ou sistema de cobrança envia OTPs e alertas pelo Pacer aqui; eles vão primeiro, antes das campanhas. Só programas neste computador conseguem acessá-la.
settings-api-address = Endereço
settings-api-address-copy = Copiar o endereço
settings-api-key = Chave
settings-api-key-description = Enviada como Authorization: Bearer <key>
settings-api-key-show = Mostrar ou ocultar a chave
settings-api-key-copy = Copiar a chave
settings-api-example = Enviar um OTP (exemplo)
settings-api-example-copy = Copiar o exemplo com a sua chave
settings-api-example-note = O Pacer responde { $answer } na hora; GET { $url } diz se a mensagem foi entregue. Enviar a mesma idempotency_key de novo nunca envia duas vezes.
settings-api-advanced = Avançado: portas
settings-api-port = Porta da API local
settings-api-port-description = Só em { $address }
settings-webhook-port = Porta do receptor de webhooks
settings-webhook-port-description = A que o túnel expõe

settings-folders-title = Pastas que o Pacer pode ler
settings-folders-description = Programas que chamam a API local do Pacer só podem indicar arquivos dentro destas pastas (listas de contatos para importar, PDFs de faturas), ou enviar o próprio arquivo. Assim, um programa ou página da web nunca consegue fazer o Pacer ler seus outros arquivos, como documentos ou chaves. As alterações valem na hora.
settings-folders-imports = A pasta de importação do próprio Pacer: coloque aqui arquivos para outros programas importarem.
settings-folders-always = Sempre
settings-folders-remove = Remover esta pasta
settings-folders-remove-named = Remover { $folder }
settings-folders-add = Adicionar uma pasta…
settings-folders-add-note = O Pacer pergunta qual pasta na janela dele.
settings-folders-added-title = Pasta adicionada
settings-folders-added = Os programas que chamam a API local agora podem ler arquivos nessa pasta.
settings-folders-add-failed = A pasta não foi adicionada
settings-folders-removed-title = Pasta removida
settings-folders-removed = Os programas que chamam a API local não podem mais ler arquivos em { $folder }.
settings-folders-remove-failed = A pasta não foi removida

settings-data-title = Dados e diagnóstico
settings-data-folder = Pasta de dados
settings-data-folder-copy = Copiar a pasta de dados
settings-data-database = Banco de dados
settings-data-database-copy = Copiar o banco de dados
settings-data-logs = Pasta de logs
settings-data-logs-copy = Copiar a pasta de logs
settings-data-version = Versão
settings-data-retention = Manter atualizações de entrega por
settings-data-retention-description = As atualizações de entrega da Meta ficam na caixa de entrada do Pacer por este tempo depois de usadas, para você poder conferir o que a Meta disse. De { $min } a { $max } dias.
settings-data-copy-diagnostics = Copiar diagnóstico
settings-data-diagnostics-description = Versões, configurações, o estado do motor e as últimas linhas do log, para colar num pedido de suporte. Tokens, chaves secretas e chaves são removidos antes.
settings-data-diagnostics-title = Diagnóstico
settings-data-diagnostics-text = Texto do diagnóstico
settings-data-no-clipboard = O Pacer não conseguiu acessar a área de transferência. Selecione o texto abaixo e copie (Ctrl+A, Ctrl+C). As chaves secretas foram removidas.
settings-data-copied = Diagnóstico copiado: cole na sua mensagem para o suporte. As chaves secretas foram removidas.
settings-data-diagnostics-failed = O Pacer não conseguiu reunir o diagnóstico

settings-error-messages-per-second = Mensagens por segundo precisam estar entre { $min } e { $max } (o padrão da Meta é { $standard }).
settings-error-bulk-share = A parte que as campanhas podem usar precisa estar entre { $min } % e { $max } %.
settings-error-media-per-second = Envios de PDF por segundo precisam ser um número inteiro entre { $min } e { $max }.
settings-error-default-country = O país padrão é um código de duas letras, como PK, GB ou US.
settings-error-tunnel-url = Informe o endereço público completo, começando com https:// (sem ? nem #).
settings-error-tunnel-command-port = Coloque { "{port}" } onde o programa de túnel precisa da porta do receptor de webhooks, ex.: mytunnel --port { "{port}" }.
settings-error-tunnel-command-token = Tire o token do comando: qualquer pessoa neste computador pode ler um comando. Digite-o no campo de token do túnel abaixo.
settings-error-tunnel-host = Informe o nome de host público que você direcionou para o túnel no Cloudflare, como hooks.example.com.
settings-error-port = Uma porta é um número inteiro entre { $min } e { $max }.
settings-error-ports-differ = A API local e o receptor de webhooks precisam de duas portas diferentes.
settings-error-inbox-retention = Mantenha as atualizações de entrega entre { $min } e { $max } dias ({ $usual }, a menos que você mude).
settings-error-expires-after = Informe um número inteiro de minutos de 1 a { $max } ({ $days } dias), ou 0 para sem limite.
settings-error-currency = Informe a moeda dos preços da Meta com três letras, como USD, EUR ou PKR.
settings-error-price = Um preço é um número de 0 até { $max }.

# (end of Settings)

## Engine: what the engine says (the window shows it in the person's language; the command
## line and the local API say it in English)

setting-refused-messages-per-second = As mensagens por segundo devem ficar entre { $min } e { $max } (o padrão da Meta é { $default }).
setting-refused-bulk-share = A parte que as campanhas podem usar deve ficar entre { $min } % e { $max } %.
setting-refused-media-rate = Os envios de PDF por segundo devem ser um número inteiro entre { $min } e { $max }.
setting-refused-ports = A API local e o receptor de atualizações de entrega precisam de duas portas diferentes.
setting-refused-default-country = O país padrão é um código de duas letras, como PK, GB ou US.
setting-refused-inbox-retention = As atualizações de entrega ficam guardadas entre { $min } e { $max } dias ({ $default } se você não mudar).
setting-refused-time-limit = Um limite de tempo é um número de minutos de 1 a { $max } ({ $days } dias), ou 0 para não ter limite.
setting-refused-currency = "{ $currency }" não é um código de moeda: use três letras maiúsculas, como USD, EUR ou BRL.
setting-refused-unpriced-category = A Meta cobra por mensagens de marketing, de utilidade e de autenticação; "{ $category }" não é nenhuma delas.
setting-refused-price = O preço de uma mensagem de { $category ->
        [marketing] marketing
        [utility] utilidade
        [authentication] autenticação
       *[other] { $category }
    } deve ser um número de 0 até menos de { $below } { $currency }.

# (end of Engine)

## Engine, tunnel: why the tunnel (the way Meta's delivery updates reach this computer) is
## down, what Pacer does next, the tunnel setting's refusals and the callback registration

tunnel-not-installed = { $program } não está instalado ou não está no PATH: instale-o ou escolha outro túnel em Configurações.
tunnel-not-installed-link = { $program } não está instalado ou não está no PATH: instale-o ({ $link }) ou escolha outro túnel em Configurações.
tunnel-cannot-start = O Pacer não conseguiu iniciar { $program }: { $reason }.
tunnel-stopped-code = O túnel parou (código de saída { $code }).
tunnel-stopped-by-system = O túnel parou (foi encerrado pelo sistema).
tunnel-no-public-address = O túnel iniciou, mas não mostrou um endereço público em { $seconds } s.
tunnel-next-restart = O Pacer o reinicia em { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }. As mensagens continuam saindo; as atualizações de entrega chegam quando ele voltar.
tunnel-next-retry = O Pacer tenta de novo em { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }. As mensagens continuam saindo; as atualizações de entrega chegam quando ele voltar.
tunnel-next-change-setting = Mude o túnel em Configurações para receber as atualizações de entrega.
tunnel-setting-unknown = "{ $given }" não é uma configuração de túnel que o Pacer conhece. Escolha cloudflared, ngrok, cloudflared-named:<your.host.name>, command:<seu comando com {"{"}port{"}"}>, url:<https://your.address> ou off.
tunnel-setting-empty-command = O comando do túnel está vazio. Informe o programa e seus argumentos, com {"{"}port{"}"} onde vai a porta de webhook do Pacer.
tunnel-setting-missing-port = O comando do túnel não tem {"{"}port{"}"}. Coloque {"{"}port{"}"} onde vai a porta de webhook do Pacer, por exemplo: cloudflared tunnel --url http://127.0.0.1:{"{"}port{"}"}
tunnel-setting-unclosed-quote = O comando do túnel tem uma " que nunca é fechada.
tunnel-setting-token-in-command = O comando do túnel leva um token ({ $option }…), que qualquer programa deste computador pode ler na lista de programas em execução. Tire-o do comando e informe o token no campo de token do túnel (Configurações → Atualizações de entrega; PACER_TUNNEL_TOKEN para o pacer serve): o Pacer o entrega ao programa do túnel de forma privada.
tunnel-setting-bad-hostname = "{ $given }" não é um nome de host. Informe o nome de host público que você direcionou ao túnel na Cloudflare, como hooks.example.com.
tunnel-setting-not-http = O URL público precisa começar com https:// (ou http://), e "{ $url }" não começa.
tunnel-setting-bad-url = "{ $url }" não é um URL público utilizável: { $fault ->
        [spaces] ele contém espaços
        [query] informe o endereço sem ? ou #
        [user] informe o endereço sem nome de usuário ou senha
       *[host] ele não tem um nome de host válido
    }.
tunnel-registration-verified = A Meta verificou { $url } e vai enviar as atualizações de entrega para lá.
tunnel-registration-too-long = { $url } é mais longo que os { $max } caracteres que a Meta aceita para um URL de webhook. Escolha um URL público mais curto em Configurações.
tunnel-registration-not-verified = A Meta não conseguiu verificar o URL do webhook: { $explanation }
tunnel-registration-failed = O Pacer não conseguiu registrar { $url } na Meta: { $error }
tunnel-registration-asks-again = O Pacer pergunta de novo em { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }.

# (end of Engine, tunnel)

## The app's own errors: a file or folder not chosen, the keyring, the settings file, the
## engine not starting, saving and exporting, connecting a Meta account

# A file or folder from the window, and Pacer's own dialogs
app-file-not-chosen = O Pacer só lê arquivos que você mesmo escolhe: clique em Escolher… e selecione o arquivo na janela que se abre.
app-folder-not-chosen = O Pacer só lê pastas que você mesmo escolhe: clique em Escolher… e selecione a pasta na janela que se abre.
app-missing = O Pacer não encontra mais { $path }. Confira se ainda está lá e escolha de novo.
app-wrong-kind = { $kind ->
        [file] { $path } não é um arquivo. Escolha um arquivo.
       *[folder] { $path } não é uma pasta. Escolha uma pasta.
    }
app-dialog-busy = Outra janela do Pacer está aberta esperando por você: termine-a primeiro.
app-dialog-failed = A janela para escolher o arquivo fechou de repente. Tente de novo.

# The database and the engine
app-database-failed = O Pacer não conseguiu ler nem gravar o banco de dados. Confira se o disco não está cheio e tente de novo.
app-engine-stopping = O Pacer não conseguiu fazer isso: o motor está parando ou o banco de dados falhou. Tente de novo daqui a pouco.
app-still-starting = O Pacer ainda está iniciando. Tente de novo daqui a pouco.

# The keyring ($detail: the keyring's own words)
app-keyring-no-answer = O chaveiro (keyring) deste computador não respondeu em 30 segundos (pode estar bloqueado). Desbloqueie-o e tente de novo.
app-keyring-failed = O Pacer não conseguiu usar o chaveiro (keyring) deste computador, onde guarda seu token da Meta e os segredos ({ $detail }). Desbloqueie o chaveiro (no Linux, o GNOME Keyring ou o KWallet precisa estar em execução) e tente de novo.
app-keyring-failed-stopped = O Pacer não conseguiu usar o chaveiro (keyring) deste computador, onde guarda seu token da Meta e os segredos (a chamada ao chaveiro parou de repente). Desbloqueie o chaveiro (no Linux, o GNOME Keyring ou o KWallet precisa estar em execução) e tente de novo.
app-keyring-failed-locked = O Pacer não conseguiu usar o chaveiro (keyring) deste computador, onde guarda seu token da Meta e os segredos (o chaveiro não respondeu em 30 segundos; pode estar bloqueado). Desbloqueie o chaveiro (no Linux, o GNOME Keyring ou o KWallet precisa estar em execução) e tente de novo.
app-keyring-failed-locked-api-key = O Pacer não conseguiu usar o chaveiro (keyring) deste computador, onde guarda seu token da Meta e os segredos (o chaveiro não respondeu em 30 segundos; pode estar bloqueado. A chave da API local funciona até o Pacer ser fechado). Desbloqueie o chaveiro (no Linux, o GNOME Keyring ou o KWallet precisa estar em execução) e tente de novo.
app-keyring-call-stopped = A chamada ao chaveiro (keyring) parou de repente. Tente de novo.

# Why the engine did not start ($detail: the system's own words)
app-no-account = Nenhuma conta Meta conectada ainda. Conecte uma em Configurações → Conta Meta, ou use a demonstração.
app-missing-secret = { $secret ->
        [access-token] O token de acesso da Meta não está no chaveiro (keyring) deste computador. Informe-o de novo em Configurações → Conta Meta.
       *[app-secret] O segredo do app da Meta não está no chaveiro (keyring) deste computador. Informe-o de novo em Configurações → Conta Meta.
    }
app-simulator-failed = A Meta simulada da demonstração não pôde iniciar: { $detail }
app-graph-unusable = O endereço da Meta nas Configurações não pode ser usado: { $detail }
app-data-folder-failed = O Pacer não conseguiu preparar a pasta de dados { $path }: { $detail }
app-node-api-not-loopback = o endereço da API local { $addr } não é um endereço de loopback: ele só pode ser acessível a partir deste computador (use 127.0.0.1)
app-node-webhook-not-loopback = o endereço do receptor de webhooks { $addr } não é um endereço de loopback. O túnel chega a um receptor em 127.0.0.1; escutar na rede permite que qualquer um nela envie ao receptor. Use 127.0.0.1, ou passe --webhook-beyond-loopback se um proxy reverso em outra máquina encaminha os webhooks da Meta para ele
app-node-already-running = outro Pacer já está rodando com o banco de dados { $path }: feche-o primeiro (dois Pacers no mesmo banco de dados enviariam cada mensagem duas vezes)
app-node-folder-failed = não é possível usar a pasta do banco de dados { $path }: { $detail }
app-node-cannot-listen = { $what ->
        [api] não é possível escutar em { $addr } para a API local ({ $detail }); outro programa está usando essa porta?
       *[webhook] não é possível escutar em { $addr } para o receptor de webhooks ({ $detail }); outro programa está usando essa porta?
    }
app-node-engine-failed = não é possível iniciar com o banco de dados { $path }: { $detail }
app-start-port-in-use = { $what ->
        [api] não é possível escutar em { $addr } para a API local ({ $detail }); outro programa está usando essa porta? Talvez outro Pacer (ou `pacer serve`) esteja rodando: feche-o, ou mude as portas em Configurações → Avançado.
       *[webhook] não é possível escutar em { $addr } para o receptor de webhooks ({ $detail }); outro programa está usando essa porta? Talvez outro Pacer (ou `pacer serve`) esteja rodando: feche-o, ou mude as portas em Configurações → Avançado.
    }

# The settings file
app-settings-file-unusable = { $action ->
        [read] O Pacer não conseguiu ler o arquivo de configurações { $path }: { $detail }
       *[save] O Pacer não conseguiu salvar o arquivo de configurações { $path }: { $detail }
    }
app-settings-file-damaged = O arquivo de configurações do Pacer { $path } está danificado ({ $detail }); ele foi guardado como { $backup } e o Pacer iniciou com as configurações padrão
app-tunnel-not-confirmed = Nada foi salvo: você escolheu não executar o programa do túnel, então o túnel continua como estava ({ $tunnel }). Salve de novo e escolha "Run this program" para usá-lo, ou escolha outro túnel.
app-tunnel-token-spaces = Um token de túnel não tem espaços. Copie-o de novo do Cloudflare ou do ngrok e cole aqui.

# Templates and reports
app-templates-sync-failed = O Pacer não conseguiu ler seus modelos na Meta. Confira a conexão em Configurações → Conta Meta e tente de novo.
app-template-missing = Não existe modelo "{ $name }" em { $language }. Sincronize os modelos e tente de novo.
app-export-format = O Pacer exporta CSV ou XLSX, não "{ $format }".
app-saving-stopped = O salvamento parou de repente. Tente de novo.
app-export-build-failed = O Pacer não conseguiu montar a exportação.
app-export-write-failed = O Pacer não conseguiu gravar { $path }. Escolha outra pasta, ou feche o arquivo se ele estiver aberto no Excel.

# Connecting a Meta account ($step: number, or templates when the number was fine)
app-use-live-no-account = Nenhuma conta Meta conectada ainda: preencha primeiro Configurações → Conta Meta.
app-paste-access-token = Cole primeiro o token de acesso (Meta Business Manager → System users → Generate token).
app-paste-app-secret = Cole também o segredo do app (App Dashboard → Settings → Basic): o Pacer o usa para conferir se as atualizações de entrega vêm mesmo da Meta.
app-token-not-sent = Não testado: nada foi enviado para { $address }, porque você escolheu não enviar para lá o token de acesso guardado. Para testar esse endereço, cole o token de acesso feito para ele.
app-meta-not-accepted = A Meta não aceitou a conta.
app-meta-token-refused = { $step ->
        [templates] O número está certo, mas os modelos: a Meta recusou este token de acesso: ele expirou ou foi revogado, ou só parte dele foi colada. Gere um novo (Business Settings → Users → System users → Generate token) e cole aqui.
       *[number] A Meta recusou este token de acesso: ele expirou ou foi revogado, ou só parte dele foi colada. Gere um novo (Business Settings → Users → System users → Generate token) e cole aqui.
    }
app-meta-ids-unknown = { $step ->
        [templates] O número está certo, mas os modelos: a Meta não conhece esse ID do número de telefone ou ID da WABA, ou o token não consegue vê-lo. Confira os dois IDs no WhatsApp Manager.
       *[number] A Meta não conhece esse ID do número de telefone ou ID da WABA, ou o token não consegue vê-lo. Confira os dois IDs no WhatsApp Manager.
    }
app-meta-refused = { $step ->
        [templates] O número está certo, mas os modelos: a Meta recusou o pedido: { $message }
       *[number] A Meta recusou o pedido: { $message }
    }
app-meta-unreachable = { $step ->
        [templates] O número está certo, mas os modelos: o Pacer não conseguiu falar com a Meta em { $url }. Confira a conexão com a internet deste computador (e o endereço da Graph em Avançado).
       *[number] O Pacer não conseguiu falar com a Meta em { $url }. Confira a conexão com a internet deste computador (e o endereço da Graph em Avançado).
    }
app-meta-unexpected = { $step ->
        [templates] O número está certo, mas os modelos: a Meta respondeu de um jeito que o Pacer não esperava. Confira o endereço da Graph em Avançado.
       *[number] A Meta respondeu de um jeito que o Pacer não esperava. Confira o endereço da Graph em Avançado.
    }
app-templates-count = { $templates ->
        [one] { $templates } modelo (aprovados: { $approved })
       *[other] { $templates } modelos (aprovados: { $approved })
    }

app-meta-code = { $step ->
        [templates] O número está certo, mas os modelos: { app-meta-code-words }
       *[number] { app-meta-code-words }
    }
app-meta-code-words = { $row ->
        [throughput] { meta-code-throughput }
        [call-volume] { meta-code-call-volume }
        [maintenance] { meta-code-maintenance }
        [temporary] { meta-code-temporary }
        [pair-rate] { meta-code-pair-rate }
        [marketing-cap] { meta-code-marketing-cap }
        [template-values] { meta-code-template-values }
        [template-missing] { meta-code-template-missing }
        [template-policy] { meta-code-template-policy }
        [value-format] { meta-code-value-format }
        [template-paused] { meta-code-template-paused }
        [template-disabled] { meta-code-template-disabled }
        [flow-blocked] { meta-code-flow-blocked }
        [flow-too-often] { meta-code-flow-too-often }
        [marketing-off] { meta-code-marketing-off }
        [spam-limit] { meta-code-spam-limit }
        [category-limit] { meta-code-category-limit }
        [token-expired] { meta-code-token-expired }
        [permission] { meta-code-permission }
        [restricted] { meta-code-restricted }
        [locked] { meta-code-locked }
        [payment] { meta-code-payment }
        [not-registered] { meta-code-not-registered }
        [number-deleted] { meta-code-number-deleted }
        [display-name] { meta-code-display-name }
        [payments-terms] { meta-code-payments-terms }
        [direct-send] { meta-code-direct-send }
        [stopped-marketing] { meta-code-stopped-marketing }
        [media] { meta-code-media }
        [invalid-value] { meta-code-invalid-value }
        [own-number] { meta-code-own-number }
        [unreachable] { meta-code-unreachable }
        [not-allowed-test] { meta-code-not-allowed-test }
        [window-closed] { meta-code-window-closed }
        [unsupported] { meta-code-unsupported }
        [download-failed] { meta-code-download-failed }
        [user-id] { meta-code-user-id }
        [blocked] { meta-code-blocked }
        [experiment] { meta-code-experiment }
        [country] { meta-code-country }
        [too-long] { meta-code-too-long }
        [value-spaces] { meta-code-value-spaces }
        [registration] { meta-code-registration }
        [deregistered-often] { meta-code-deregistered-often }
        [template-count] { meta-code-template-count }
        [unnamed-value] { meta-code-unnamed-value }
        [identity-changed] { meta-code-identity-changed }
       *[callback] { meta-code-callback }
    }

# (end of The app's own errors)

## Engine, reports: what Meta's codes mean, why a message failed or waits, a report's
## failure groups (the window shows them in the person's language; the command line, the
## local API and exported reports say them in English)

# Meta's codes: one message per row of Meta's codes in crates/cloud/src/codes.rs, named for
# what the row is about (a row often holds several codes, so no single code names it).
# A row of two parts has `-meaning` (what happened) and `-action` (what to do), shown apart
# in a report's failure groups; the row's own message is the two, as one text.
meta-code-throughput = { meta-code-throughput-meaning } { meta-code-throughput-action }
meta-code-throughput-meaning = O limite de mensagens por segundo da Meta foi atingido.
meta-code-throughput-action = O Pacer diminui o ritmo e envia o resto sozinho; nada se perde.
meta-code-call-volume = { meta-code-call-volume-meaning } { meta-code-call-volume-action }
meta-code-call-volume-meaning = A Meta pediu ao Pacer que faça menos solicitações por um tempo (o limite de chamadas por hora dela).
meta-code-call-volume-action = O Pacer diminui o ritmo e envia o resto sozinho; nada se perde.
meta-code-maintenance = { meta-code-maintenance-meaning } { meta-code-maintenance-action }
meta-code-maintenance-meaning = Sua conta do WhatsApp está em manutenção por um instante (por exemplo, enquanto a Meta aumenta o limite dela).
meta-code-maintenance-action = O Pacer espera cerca de um minuto e continua sozinho.
meta-code-temporary = A Meta teve um problema temporário.
meta-code-pair-rate = { meta-code-pair-rate-meaning } { meta-code-pair-rate-action }
meta-code-pair-rate-meaning = Muitas mensagens foram para este cliente em pouco tempo.
meta-code-pair-rate-action = O Pacer espera antes de enviar a próxima para ele; os outros clientes não ficam esperando.
meta-code-marketing-cap = O WhatsApp segurou esta mensagem de marketing porque o cliente recebeu muitas mensagens nos últimos tempos.
meta-code-template-values = { meta-code-template-values-meaning } { meta-code-template-values-action }
meta-code-template-values-meaning = A quantidade de valores não corresponde às variáveis do modelo.
meta-code-template-values-action = Confira a correspondência das colunas da campanha.
meta-code-template-missing = { meta-code-template-missing-meaning } { meta-code-template-missing-action }
meta-code-template-missing-meaning = Este modelo não existe nesse idioma ou não está aprovado.
meta-code-template-missing-action = Confira no WhatsApp Manager e sincronize os modelos.
meta-code-template-policy = { meta-code-template-policy-meaning } { meta-code-template-policy-action }
meta-code-template-policy-meaning = A Meta considerou o conteúdo do modelo contrário à política dela.
meta-code-template-policy-action = Edite o modelo no WhatsApp Manager.
meta-code-value-format = Um valor não está no formato que o modelo espera (por exemplo, uma imagem onde deveria ir um PDF).
meta-code-template-paused = { meta-code-template-paused-meaning } { meta-code-template-paused-action }
meta-code-template-paused-meaning = A Meta pausou este modelo por baixa qualidade.
meta-code-template-paused-action = As campanhas que usam esse modelo estão pausadas; as outras mensagens continuam.
meta-code-template-disabled = { meta-code-template-disabled-meaning } { meta-code-template-disabled-action }
meta-code-template-disabled-meaning = A Meta desativou este modelo de vez após baixa qualidade repetida.
meta-code-template-disabled-action = Crie um modelo novo.
meta-code-flow-blocked = { meta-code-flow-blocked-meaning } { meta-code-flow-blocked-action }
meta-code-flow-blocked-meaning = O WhatsApp Flow deste modelo está bloqueado.
meta-code-flow-blocked-action = Confira o Flow no WhatsApp Manager e depois retome a campanha.
meta-code-flow-too-often = { meta-code-flow-too-often-meaning } { meta-code-flow-too-often-action }
meta-code-flow-too-often-meaning = Este WhatsApp Flow foi enviado vezes demais (a Meta permite 10 envios por hora por Flow).
meta-code-flow-too-often-action = A campanha está pausada; retome mais tarde.
meta-code-marketing-off = Os modelos de marketing estão desativados para a Cloud API nesta conta do WhatsApp.
meta-code-spam-limit = { meta-code-spam-limit-meaning } { meta-code-spam-limit-action }
meta-code-spam-limit-meaning = A Meta limitou o envio porque mensagens recentes foram bloqueadas ou denunciadas como spam.
meta-code-spam-limit-action = Confira a qualidade do seu número no WhatsApp Manager; o Pacer vai tentar uma mensagem depois de uma pausa.
meta-code-category-limit = { meta-code-category-limit-meaning } { meta-code-category-limit-action }
meta-code-category-limit-meaning = A Meta limitou o envio por violações de categoria dos modelos.
meta-code-category-limit-action = Revise as categorias dos seus modelos; o Pacer vai tentar uma mensagem depois de uma pausa.
meta-code-token-expired = { meta-code-token-expired-meaning } { meta-code-token-expired-action }
meta-code-token-expired-meaning = Seu token de acesso da Meta expirou ou foi revogado.
meta-code-token-expired-action = Cole um novo em Configurações → Conta Meta e clique em Retomar. O envio fica pausado até lá; nada se perde.
meta-code-permission = { meta-code-permission-meaning } { meta-code-permission-action }
meta-code-permission-meaning = A Meta diz que seu token de acesso não tem uma permissão necessária para isso.
meta-code-permission-action = Dê ao usuário do sistema whatsapp_business_messaging e whatsapp_business_management no Meta Business Manager e clique em Retomar.
meta-code-restricted = { meta-code-restricted-meaning } { meta-code-restricted-action }
meta-code-restricted-meaning = A Meta restringiu sua conta do WhatsApp por violação de política.
meta-code-restricted-action = Confira a Account Quality no WhatsApp Manager e clique em Retomar.
meta-code-locked = { meta-code-locked-meaning } { meta-code-locked-action }
meta-code-locked-meaning = A Meta bloqueou sua conta do WhatsApp.
meta-code-locked-action = Confira a situação dela no WhatsApp Manager e clique em Retomar.
meta-code-payment = { meta-code-payment-meaning } { meta-code-payment-action }
meta-code-payment-meaning = A Meta informa um problema com sua forma de pagamento.
meta-code-payment-action = Corrija em Meta Business Manager → Billing e clique em Retomar.
meta-code-not-registered = { meta-code-not-registered-meaning } { meta-code-not-registered-action }
meta-code-not-registered-meaning = O número de telefone da sua empresa não está registrado na Cloud API.
meta-code-not-registered-action = Registre-o no WhatsApp Manager e clique em Retomar.
meta-code-number-deleted = { meta-code-number-deleted-meaning } { meta-code-number-deleted-action }
meta-code-number-deleted-meaning = O número de telefone da sua empresa foi excluído da conta do WhatsApp.
meta-code-number-deleted-action = Confira o id do número de telefone em Configurações.
meta-code-display-name = { meta-code-display-name-meaning } { meta-code-display-name-action }
meta-code-display-name-meaning = O número da sua empresa ainda não tem um nome de exibição aprovado.
meta-code-display-name-action = Obtenha a aprovação no WhatsApp Manager e clique em Retomar.
meta-code-payments-terms = { meta-code-payments-terms-meaning } { meta-code-payments-terms-action }
meta-code-payments-terms-meaning = Os termos do WhatsApp Payments não foram aceitos para esta conta.
meta-code-payments-terms-action = Aceite-os no WhatsApp Manager e clique em Retomar.
meta-code-direct-send = { meta-code-direct-send-meaning } { meta-code-direct-send-action }
meta-code-direct-send-meaning = O Direct Send está bloqueado para esta conta.
meta-code-direct-send-action = Confira a conta no WhatsApp Manager e clique em Retomar.
meta-code-stopped-marketing = { meta-code-stopped-marketing-meaning } { meta-code-stopped-marketing-action }
meta-code-stopped-marketing-meaning = Este cliente desativou as mensagens de marketing da sua empresa.
meta-code-stopped-marketing-action = O Pacer não vai enviar marketing para ele de novo.
meta-code-media = { meta-code-media-meaning } { meta-code-media-action }
meta-code-media-meaning = A Meta não conseguiu buscar ou usar o arquivo anexado.
meta-code-media-action = Confira se é um PDF ou uma imagem válida e tente de novo.
meta-code-invalid-value = { meta-code-invalid-value-meaning } { meta-code-invalid-value-action }
meta-code-invalid-value-meaning = A Meta recusou a mensagem como foi escrita (um valor faltando ou inválido).
meta-code-invalid-value-action = Os detalhes dizem qual campo.
meta-code-own-number = O destinatário é o próprio número da sua empresa.
meta-code-unreachable = { meta-code-unreachable-meaning } { meta-code-unreachable-action }
meta-code-unreachable-meaning = Este número não pode receber mensagens do WhatsApp.
meta-code-unreachable-action = Confira o número ou fale com este cliente de outra forma.
meta-code-not-allowed-test = { meta-code-not-allowed-test-meaning } { meta-code-not-allowed-test-action }
meta-code-not-allowed-test-meaning = Este número não está na lista de destinatários permitidos do seu número de teste.
meta-code-not-allowed-test-action = Adicione-o no App Dashboard ou use seu número real.
meta-code-window-closed = Já se passaram mais de 24 horas desde que este cliente escreveu para você pela última vez, então só um modelo aprovado pode ser enviado.
meta-code-unsupported = O WhatsApp não aceita este tipo de mensagem.
meta-code-download-failed = { meta-code-download-failed-meaning } { meta-code-download-failed-action }
meta-code-download-failed-meaning = O WhatsApp não conseguiu baixar um arquivo que o cliente enviou.
meta-code-download-failed-action = Peça para ele enviar de novo.
meta-code-user-id = { meta-code-user-id-meaning } { meta-code-user-id-action }
meta-code-user-id-meaning = Este tipo de mensagem não pode ser enviado para um id de usuário do WhatsApp.
meta-code-user-id-action = Envie para o número de telefone do cliente.
meta-code-blocked = { meta-code-blocked-meaning } { meta-code-blocked-action }
meta-code-blocked-meaning = Sua empresa bloqueou este cliente.
meta-code-blocked-action = Desbloqueie-o no WhatsApp Manager para enviar mensagens a ele.
meta-code-experiment = { meta-code-experiment-meaning } { meta-code-experiment-action }
meta-code-experiment-meaning = A Meta deixou este cliente fora das mensagens de marketing como parte de um experimento.
meta-code-experiment-action = Não há nada para corrigir.
meta-code-country = Sua conta do WhatsApp não pode enviar mensagens a clientes no país deste cliente.
meta-code-too-long = { meta-code-too-long-meaning } { meta-code-too-long-action }
meta-code-too-long-meaning = Com os valores preenchidos, esta mensagem fica mais longa do que o WhatsApp permite.
meta-code-too-long-action = Encurte os valores.
meta-code-value-spaces = Um valor tem quebra de linha, tabulação ou mais de quatro espaços seguidos, o que os modelos não permitem.
meta-code-registration = { meta-code-registration-meaning } { meta-code-registration-action }
meta-code-registration-meaning = A Meta recusou uma etapa de registro do número de telefone da sua empresa (o PIN ou o registro).
meta-code-registration-action = Confira o número no WhatsApp Manager.
meta-code-deregistered-often = { meta-code-deregistered-often-meaning } { meta-code-deregistered-often-action }
meta-code-deregistered-often-meaning = O número de telefone da sua empresa foi registrado e descadastrado vezes demais; a Meta o bloqueia por um tempo.
meta-code-deregistered-often-action = Espere e tente de novo.
meta-code-template-count = { meta-code-template-count-meaning } { meta-code-template-count-action }
meta-code-template-count-meaning = Sua conta já tem o máximo de modelos que a Meta permite.
meta-code-template-count-action = Exclua no WhatsApp Manager os modelos que você não usa mais.
meta-code-unnamed-value = { meta-code-unnamed-value-meaning } { meta-code-unnamed-value-action }
meta-code-unnamed-value-meaning = A Meta recusou a mensagem por um problema nos valores que ela não especificou.
meta-code-unnamed-value-action = Os detalhes podem dizer mais.
meta-code-identity-changed = { meta-code-identity-changed-meaning } { meta-code-identity-changed-action }
meta-code-identity-changed-meaning = A identidade do cliente no WhatsApp mudou (celular novo ou reinstalação).
meta-code-identity-changed-action = Confirme que ainda é a mesma pessoa antes de enviar de novo.
meta-code-callback = { meta-code-callback-meaning } { meta-code-callback-action }
meta-code-callback-meaning = A Meta não conseguiu verificar o endereço que o Pacer informou para as atualizações de entrega.
meta-code-callback-action = Confira o túnel em Configurações → Atualizações de entrega e registre o endereço de novo.

# Why a message failed, a campaign paused or sending stopped, from Meta's code: $row is the
# row of Meta's codes (as in meta-code-…), $code Meta's code (an identifier, not an amount),
# $details Meta's own text, in Meta's words.
reason-meta = { $row ->
        [throughput] { meta-code-throughput } (código da Meta { $code })
        [call-volume] { meta-code-call-volume } (código da Meta { $code })
        [maintenance] { meta-code-maintenance } (código da Meta { $code })
        [temporary] { meta-code-temporary } (código da Meta { $code })
        [pair-rate] { meta-code-pair-rate } (código da Meta { $code })
        [marketing-cap] { meta-code-marketing-cap } (código da Meta { $code })
        [template-values] { meta-code-template-values } (código da Meta { $code })
        [template-missing] { meta-code-template-missing } (código da Meta { $code })
        [template-policy] { meta-code-template-policy } (código da Meta { $code })
        [value-format] { meta-code-value-format } (código da Meta { $code })
        [template-paused] { meta-code-template-paused } (código da Meta { $code })
        [template-disabled] { meta-code-template-disabled } (código da Meta { $code })
        [flow-blocked] { meta-code-flow-blocked } (código da Meta { $code })
        [flow-too-often] { meta-code-flow-too-often } (código da Meta { $code })
        [marketing-off] { meta-code-marketing-off } (código da Meta { $code })
        [spam-limit] { meta-code-spam-limit } (código da Meta { $code })
        [category-limit] { meta-code-category-limit } (código da Meta { $code })
        [token-expired] { meta-code-token-expired } (código da Meta { $code })
        [permission] { meta-code-permission } (código da Meta { $code })
        [restricted] { meta-code-restricted } (código da Meta { $code })
        [locked] { meta-code-locked } (código da Meta { $code })
        [payment] { meta-code-payment } (código da Meta { $code })
        [not-registered] { meta-code-not-registered } (código da Meta { $code })
        [number-deleted] { meta-code-number-deleted } (código da Meta { $code })
        [display-name] { meta-code-display-name } (código da Meta { $code })
        [payments-terms] { meta-code-payments-terms } (código da Meta { $code })
        [direct-send] { meta-code-direct-send } (código da Meta { $code })
        [stopped-marketing] { meta-code-stopped-marketing } (código da Meta { $code })
        [media] { meta-code-media } (código da Meta { $code })
        [invalid-value] { meta-code-invalid-value } (código da Meta { $code })
        [own-number] { meta-code-own-number } (código da Meta { $code })
        [unreachable] { meta-code-unreachable } (código da Meta { $code })
        [not-allowed-test] { meta-code-not-allowed-test } (código da Meta { $code })
        [window-closed] { meta-code-window-closed } (código da Meta { $code })
        [unsupported] { meta-code-unsupported } (código da Meta { $code })
        [download-failed] { meta-code-download-failed } (código da Meta { $code })
        [user-id] { meta-code-user-id } (código da Meta { $code })
        [blocked] { meta-code-blocked } (código da Meta { $code })
        [experiment] { meta-code-experiment } (código da Meta { $code })
        [country] { meta-code-country } (código da Meta { $code })
        [too-long] { meta-code-too-long } (código da Meta { $code })
        [value-spaces] { meta-code-value-spaces } (código da Meta { $code })
        [registration] { meta-code-registration } (código da Meta { $code })
        [deregistered-often] { meta-code-deregistered-often } (código da Meta { $code })
        [template-count] { meta-code-template-count } (código da Meta { $code })
        [unnamed-value] { meta-code-unnamed-value } (código da Meta { $code })
        [identity-changed] { meta-code-identity-changed } (código da Meta { $code })
        [callback] { meta-code-callback } (código da Meta { $code })
       *[unknown] A Meta recusou a mensagem com o código { $code }.
    }
reason-meta-details = { $row ->
        [throughput] { meta-code-throughput } (código da Meta { $code }: { $details })
        [call-volume] { meta-code-call-volume } (código da Meta { $code }: { $details })
        [maintenance] { meta-code-maintenance } (código da Meta { $code }: { $details })
        [temporary] { meta-code-temporary } (código da Meta { $code }: { $details })
        [pair-rate] { meta-code-pair-rate } (código da Meta { $code }: { $details })
        [marketing-cap] { meta-code-marketing-cap } (código da Meta { $code }: { $details })
        [template-values] { meta-code-template-values } (código da Meta { $code }: { $details })
        [template-missing] { meta-code-template-missing } (código da Meta { $code }: { $details })
        [template-policy] { meta-code-template-policy } (código da Meta { $code }: { $details })
        [value-format] { meta-code-value-format } (código da Meta { $code }: { $details })
        [template-paused] { meta-code-template-paused } (código da Meta { $code }: { $details })
        [template-disabled] { meta-code-template-disabled } (código da Meta { $code }: { $details })
        [flow-blocked] { meta-code-flow-blocked } (código da Meta { $code }: { $details })
        [flow-too-often] { meta-code-flow-too-often } (código da Meta { $code }: { $details })
        [marketing-off] { meta-code-marketing-off } (código da Meta { $code }: { $details })
        [spam-limit] { meta-code-spam-limit } (código da Meta { $code }: { $details })
        [category-limit] { meta-code-category-limit } (código da Meta { $code }: { $details })
        [token-expired] { meta-code-token-expired } (código da Meta { $code }: { $details })
        [permission] { meta-code-permission } (código da Meta { $code }: { $details })
        [restricted] { meta-code-restricted } (código da Meta { $code }: { $details })
        [locked] { meta-code-locked } (código da Meta { $code }: { $details })
        [payment] { meta-code-payment } (código da Meta { $code }: { $details })
        [not-registered] { meta-code-not-registered } (código da Meta { $code }: { $details })
        [number-deleted] { meta-code-number-deleted } (código da Meta { $code }: { $details })
        [display-name] { meta-code-display-name } (código da Meta { $code }: { $details })
        [payments-terms] { meta-code-payments-terms } (código da Meta { $code }: { $details })
        [direct-send] { meta-code-direct-send } (código da Meta { $code }: { $details })
        [stopped-marketing] { meta-code-stopped-marketing } (código da Meta { $code }: { $details })
        [media] { meta-code-media } (código da Meta { $code }: { $details })
        [invalid-value] { meta-code-invalid-value } (código da Meta { $code }: { $details })
        [own-number] { meta-code-own-number } (código da Meta { $code }: { $details })
        [unreachable] { meta-code-unreachable } (código da Meta { $code }: { $details })
        [not-allowed-test] { meta-code-not-allowed-test } (código da Meta { $code }: { $details })
        [window-closed] { meta-code-window-closed } (código da Meta { $code }: { $details })
        [unsupported] { meta-code-unsupported } (código da Meta { $code }: { $details })
        [download-failed] { meta-code-download-failed } (código da Meta { $code }: { $details })
        [user-id] { meta-code-user-id } (código da Meta { $code }: { $details })
        [blocked] { meta-code-blocked } (código da Meta { $code }: { $details })
        [experiment] { meta-code-experiment } (código da Meta { $code }: { $details })
        [country] { meta-code-country } (código da Meta { $code }: { $details })
        [too-long] { meta-code-too-long } (código da Meta { $code }: { $details })
        [value-spaces] { meta-code-value-spaces } (código da Meta { $code }: { $details })
        [registration] { meta-code-registration } (código da Meta { $code }: { $details })
        [deregistered-often] { meta-code-deregistered-often } (código da Meta { $code }: { $details })
        [template-count] { meta-code-template-count } (código da Meta { $code }: { $details })
        [unnamed-value] { meta-code-unnamed-value } (código da Meta { $code }: { $details })
        [identity-changed] { meta-code-identity-changed } (código da Meta { $code }: { $details })
        [callback] { meta-code-callback } (código da Meta { $code }: { $details })
       *[unknown] A Meta recusou a mensagem com o código { $code }: { $details }
    }
reason-meta-gave-up = A Meta não aceitou a mensagem depois de { $tries } { $tries ->
        [one] tentativa
       *[other] tentativas
    }. { reason-meta }
reason-meta-gave-up-details = A Meta não aceitou a mensagem depois de { $tries } { $tries ->
        [one] tentativa
       *[other] tentativas
    }. { reason-meta-details }

# Pacer's own reasons and a report's sentences.
# $tries: how many times Pacer tried (a number).
reason-no-usable-answer = Os servidores da Meta não aceitaram a mensagem depois de { $tries } { $tries ->
        [one] tentativa
       *[other] tentativas
    } e não deram motivo (responderam só com um erro genérico). Não há nada de errado com o cliente nem com a sua conta; clique em Tentar de novo as que falharam mais tarde.
reason-network = A conexão com a internet falhou: estas mensagens nunca chegaram ao WhatsApp.
reason-network-action = Não há nada de errado com os clientes nem com a sua conta. Clique em Tentar de novo as que falharam; agora o Pacer espera a conexão sozinho.
reason-no-answer = A Meta não respondeu, duas vezes, e não mandou atualização de entrega: o Pacer não consegue saber se estas mensagens chegaram.
reason-no-answer-action = Confirme com os clientes antes de enviar de novo; o Pacer não as reenvia sozinho.
reason-unexpected-answer = Os servidores da Meta não aceitaram estas mensagens e não deram motivo.
reason-unexpected-answer-action = Não há nada de errado com os clientes nem com a sua conta. Clique em Tentar de novo as que falharam para enviá-las de novo.
reason-internal = O Pacer não conseguiu preparar estas mensagens (um erro interno).
reason-internal-action = Envie-as de novo em uma campanha nova; se acontecer de novo, mande o diagnóstico do Pacer para os desenvolvedores.
reason-none-recorded = Nenhum motivo foi registrado.
reason-cancelled = Cancelada antes de ser enviada.
reason-in-doubt = A Meta não respondeu quando esta mensagem foi enviada; o Pacer está verificando se ela saiu antes de enviá-la de novo.
reason-waiting-pacing = Aguardando alguns segundos: o WhatsApp limita com que frequência um cliente pode receber mensagens.
reason-waiting-tier = Aguardando espaço no limite diário da Meta de clientes para quem você pode enviar mensagens.
reason-waiting-paused = Aguardando: a campanha está pausada.
reason-waiting-hours = Aguardando o horário de envio da campanha começar de novo.
reason-waiting-retry = Aguardando para tentar de novo depois de um problema temporário.
# $details: the temporary problem as Pacer recorded it (English, as stored).
reason-waiting-retry-details = Aguardando para tentar de novo depois de um problema temporário: { $details }
# $reason: Pacer's own word for why the message waits.
reason-waiting-other = Aguardando ({ $reason }).
reason-waiting = Aguardando.
reason-group-gave-up = O Pacer desistiu destas mensagens.
reason-group-see-history = Veja o histórico de cada mensagem para saber o que aconteceu.
reason-group-retry = Clique em Tentar de novo as que falharam para enviá-las de novo.
reason-group-no-retry = Tentar de novo não vai mudar isso; veja os detalhes para corrigir a causa.
# $code: Meta's code (an identifier, not an amount).
reason-group-meta-code = A Meta recusou estas mensagens com o código { $code }.
reason-action-marketing-cap = O Pacer pode tentar de novo depois de 24 horas: clique em Tentar de novo as que falharam nesse momento.
reason-action-window-closed = Envie um modelo aprovado no lugar.
reason-action-unsupported = Envie um modelo ou uma mensagem de texto no lugar.
reason-action-own-number = Tire o número da sua própria empresa da lista.
reason-action-value-spaces = Corrija os valores da sua lista (sem quebras de linha, tabulações ou muitos espaços seguidos) e envie de novo para estes clientes.
reason-action-marketing-off = Ative de novo as mensagens de marketing para a Cloud API no WhatsApp Manager.
reason-paused-by-you = Pausada por você. Clique em Retomar para continuar.
reason-template-paused = A Meta pausou o modelo "{ $template }" por baixa qualidade. Esta campanha está pausada; as outras mensagens continuam. Ela é retomada quando a Meta aprovar o modelo de novo.
reason-template-disabled = A Meta desativou o modelo "{ $template }" de vez. Esta campanha está pausada; crie um modelo novo e use-o no lugar.
# $template: the template's name; $status: Meta's word for its new status.
reason-template-not-approved = O modelo "{ $template }" não está mais aprovado ({ $status }). Esta campanha está pausada; as outras mensagens continuam.
reason-skipped-opted-out = Este cliente desativou as mensagens de marketing da sua empresa, então o Pacer não enviou este modelo de marketing.
reason-summary-empty = Ainda não há mensagens nesta campanha.
# A report's line. Each count is a number; a part whose count is 0 is left out; $first
# names the first part said, which follows the semicolon, the others a comma.
reason-summary = { $delivered } de { $total } { $total ->
        [one] mensagem entregue
       *[other] mensagens entregues
    }, { $read } lidas até agora{ $waiting ->
        [0] {""}
       *[other] { $first ->
            [waiting] {"; "}
           *[other] {", "}
        }{ $waiting } enviadas e aguardando entrega
    }{ $failed ->
        [0] {""}
       *[other] { $first ->
            [failed] {"; "}
           *[other] {", "}
        }{ $failed } com falha
    }{ $skipped ->
        [0] {""}
       *[other] { $first ->
            [skipped] {"; "}
           *[other] {", "}
        }{ $skipped } puladas
    }{ $unsent ->
        [0] {""}
       *[other] { $first ->
            [unsent] {"; "}
           *[other] {", "}
        }{ $unsent } ainda por enviar
    }{ $cancelled ->
        [0] {""}
       *[other] { $first ->
            [cancelled] {"; "}
           *[other] {", "}
        }{ $cancelled } canceladas
    }{ $expired ->
        [0] {""}
       *[other] { $first ->
            [expired] {"; "}
           *[other] {", "}
        }{ $expired } expiradas (não enviadas a tempo)
    }.

# (end of Engine, reports)

## Engine, imports: an import's report, its problem rows and why an import was refused

engine-import-reason = { $reason ->
        [empty] vazio
        [not_a_number] não é um número de telefone
        [several_numbers] mais de um número na célula
        [shortened_by_excel] encurtado pelo Excel (a notação científica perdeu dígitos)
        [too_short] curto demais
        [too_long] longo demais
        [unknown_country_code] código de país desconhecido
       *[not_valid_for] não é um número válido de { $country }
    }
engine-import-reason-of-one = { $reason ->
        [empty] está vazio
        [not_a_number] não é um número de telefone
        [several_numbers] tem mais de um número na célula
        [shortened_by_excel] foi encurtado pelo Excel
        [too_short] está com um dígito a menos
        [too_long] está com um dígito a mais
        [unknown_country_code] tem um código de país desconhecido
       *[not_valid_for] não é um número válido de { $country }
    }
engine-import-reason-of-many = { $reason ->
        [empty] estão vazios
        [not_a_number] não são números de telefone
        [several_numbers] têm mais de um número na célula
        [shortened_by_excel] foram encurtados pelo Excel
        [too_short] estão com um dígito a menos
        [too_long] estão com um dígito a mais
        [unknown_country_code] têm um código de país desconhecido
       *[not_valid_for] não são números válidos de { $country }
    }
engine-import-summary-problem = { $commonest ->
        [it] veja a lista — ele { engine-import-reason-of-one }
        [all] veja a lista — todos { engine-import-reason-of-many }
        [most] veja a lista — a maioria { engine-import-reason-of-one }
        [single] veja a lista — 1 { engine-import-reason-of-one }
        [some] veja a lista — { $reason_count } { engine-import-reason-of-many }
       *[none] veja a lista
    }
engine-import-summary = { $rows ->
        [one] { $rows } linha lida
       *[other] { $rows } linhas lidas
    }: { $saved ->
        [yes] { $new ->
                [one] { $new } contato adicionado
               *[other] { $new } contatos adicionados
            }{ $updated ->
                [0] {""}
                [one] , { $updated } contato atualizado
               *[other] , { $updated } contatos atualizados
            }{ $unchanged ->
                [0] {""}
                [one] , { $unchanged } contato já em dia
               *[other] , { $unchanged } contatos já em dia
            }
       *[no] { $contacts ->
                [one] { $contacts } contato
               *[other] { $contacts } contatos
            }
    }{ $duplicates ->
        [0] {""}
        [one] , { $duplicates } duplicado juntado
       *[other] , { $duplicates } duplicados juntados
    }{ $invalid ->
        [0] {""}
        [one] , { $invalid } número não válido ({ engine-import-summary-problem })
       *[other] , { $invalid } números não válidos ({ engine-import-summary-problem })
    }{ $empty ->
        [0] {""}
        [one] , { $empty } linha vazia ignorada
       *[other] , { $empty } linhas vazias ignoradas
    }.{ $opted_out ->
        [0] {""}
        [one] {" "}{ $opted_out } deles desligou as mensagens de marketing antes e continua fora delas.
       *[other] {" "}{ $opted_out } deles desligaram as mensagens de marketing antes e continuam fora delas.
    }

engine-import-error-open = O Pacer não conseguiu abrir { $path }: { $reason }. Verifique se o arquivo existe e não está aberto em outro programa.
engine-import-error-not-a-file = { $path } não é um arquivo que o Pacer possa importar (é uma pasta, um dispositivo ou um pipe). Escolha o próprio arquivo CSV ou Excel.
engine-import-error-read = O Pacer não conseguiu ler o arquivo inteiro ({ $reason }). Copie-o para este computador e importe de novo.
engine-import-error-empty = O arquivo está vazio. Exporte a lista de novo do seu sistema de faturamento e importe o arquivo novo.
engine-import-error-no-data = O arquivo tem uma linha de cabeçalho, mas nenhum contato abaixo dela. Exporte a lista de novo com as linhas.
engine-import-error-not-a-list = Este arquivo não é uma lista de contatos que o Pacer consiga ler (parece { $looks_like ->
        [pdf] um documento PDF
        [image] uma imagem
        [gzip] um arquivo compactado (gzip)
        [rar] um arquivo compactado (RAR)
        [seven_zip] um arquivo compactado (7-Zip)
        [empty_zip] um arquivo compactado (ZIP) vazio
        [huge_sheet] uma planilha com mais de 10 milhões de células
       *[binary] um arquivo binário
    }). Salve a lista no Excel como .xlsx ou .csv e importe esse arquivo.
engine-import-error-password-protected = Este arquivo é protegido por senha. Abra-o no Excel, remova a senha (File → Info → Protect Workbook), salve e importe de novo.
engine-import-error-damaged = Este arquivo está danificado ou incompleto ({ $detail }). Abra-o no Excel e salve de novo, ou exporte a lista de novo.
engine-import-error-expands-too-far = Esta planilha chegaria a { $expanded } ao ser aberta, muito mais do que qualquer lista de contatos: pode estar danificada ou ter sido feita para travar programas. Salve-a de novo no seu programa de planilhas ou exporte a lista como CSV.
engine-import-error-packed-too-tightly = Esta planilha está compactada muito mais do que os programas de planilhas compactam (uma parte de { $packed } chegaria a { $unpacked } ao ser aberta): pode estar danificada ou ter sido feita para travar programas. Salve-a de novo no seu programa de planilhas ou exporte a lista como CSV.
engine-import-error-too-many-parts = Esta planilha é feita de { $parts } partes, quando uma lista de contatos tem algumas dezenas: pode estar danificada ou ter sido feita para travar programas. Salve-a de novo no seu programa de planilhas ou exporte a lista como CSV.
engine-import-error-unclosed-quote = A linha { $row } abre uma aspa (") que nunca é fechada, então o resto do arquivo seria lido como uma só célula. Corrija a aspa na linha { $row } e importe de novo.
engine-import-error-line-too-long = A linha { $row } tem mais de 8 MB, então esta não é uma lista de contatos que o Pacer consiga ler. Verifique se escolheu o arquivo certo.
engine-import-error-no-phone-column = { $listed ->
        [yes] Nenhuma coluna parece ter números de telefone: indique-a com --column phone=<header> (as colunas são: { $columns }).
       *[no] Nenhuma coluna parece ter números de telefone: indique-a com --column phone=<header>.
    }
engine-import-error-column-not-found = { $listed ->
        [yes] Não há coluna "{ $wanted }" neste arquivo (as colunas são: { $columns }). Confira a grafia em --column { $role }=<header>.
       *[no] Não há coluna "{ $wanted }" neste arquivo. Confira a grafia em --column { $role }=<header>.
    }
engine-import-error-bad-column-option = --column aceita phone=<header> ou name=<header>, não "{ $text }".
engine-import-error-unknown-country = "{ $code }" não é um país que o Pacer conheça. Use um código de país de duas letras, como PK, IN ou GB.
engine-import-error-no-list-name = Dê um nome à lista, para que uma campanha encontre esses contatos depois.
engine-import-error-save = Os contatos não puderam ser salvos: { $reason }
engine-import-error-stopped = A importação parou antes do fim; nada depois da última linha salva foi salvo.
engine-import-error-rows-to-fix = O Pacer não conseguiu salvar a lista de linhas para corrigir em { $path } ({ $reason }). Verifique se há espaço no disco e importe o arquivo de novo.

engine-import-choose-file-first = Primeiro escolha um arquivo para importar: clique em Escolher….
engine-import-preview-stopped = A prévia parou de repente. Tente de novo.
engine-import-rows-to-fix-not-written = O Pacer não conseguiu gravar { $path }. Escolha outra pasta.
engine-import-rows-to-fix-unfinished = O Pacer não conseguiu terminar de gravar o arquivo. Verifique se há espaço no disco.
engine-import-saving-stopped = O salvamento parou de repente. Tente de novo.

# (end of Engine, imports)

## Engine, campaigns: a campaign's check, its sending plan, invoice PDFs and why a campaign
## was refused

# The check before launch: what is wrong with one recipient, and the summary's first sentence.
engine-campaign-problem-pdf = { $kind ->
        [image] Imagem
        [video] Vídeo
       *[document] PDF
    }
engine-campaign-problem-pdf-column = { $kind ->
        [image] Imagem
        [video] Vídeo
       *[document] PDF
    } ({ $column })
engine-campaign-problem-pdf-file = { $kind ->
        [image] Imagem
        [video] Vídeo
       *[document] PDF
    } "{ $file }"
engine-campaign-problem-empty-column = a coluna "{ $column }" está vazia para este contato, então não há { $kind ->
        [image] imagem
        [video] vídeo
       *[document] fatura
    } para anexar
engine-campaign-problem-upload-unfinished = o envio do arquivo não terminou
engine-campaign-check-summary = { $audience ->
        [one] { $audience } contato no público
       *[other] { $audience } contatos no público
    }: { $ready ->
        [one] { $ready } pronto para envio
       *[other] { $ready } prontos para envio
    }{ $opted_out ->
        [0] {""}
        [one] , { $opted_out } recusou mensagens de marketing (não recebe)
       *[other] , { $opted_out } recusaram mensagens de marketing (não recebem)
    }{ $problems ->
        [0] {""}
        [one] , { $problems } com um problema para corrigir antes (veja a lista)
       *[other] , { $problems } com um problema para corrigir antes (veja a lista)
    }.
engine-campaign-languages = Por idioma (coluna { $column }): { $list }.{ $fell_back ->
        [0] {""}
       *[other] { " " }{ $fell_back } deles recebem { $fallback } porque a coluna { $column } está vazia ou indica um idioma em que este modelo não foi aprovado.
    }
engine-campaign-retried = { $retried ->
        [one] { $retried } mensagem que falhou foi enviada de novo
       *[other] { $retried } mensagens que falharam foram enviadas de novo
    }; { $left } ficaram como estavam, porque tentar de novo não muda o motivo.

# A value of the template (or the template itself) Meta would refuse.
engine-campaign-value-not-synced = O Pacer ainda não conhece o conteúdo do modelo "{ $name }" ({ $language }). Clique em Sincronizar com a Meta e tente de novo.
engine-campaign-value-no-media-header = O modelo "{ $name }" não tem cabeçalho de PDF, imagem ou vídeo, então o arquivo não pode ser anexado. Escolha um modelo com cabeçalho de documento ou remova o arquivo.
engine-campaign-value-message-too-long = Com os valores preenchidos, o texto da mensagem tem { $length } caracteres; o WhatsApp aceita no máximo { $max } quando o modelo tem cabeçalho, rodapé ou botões. Encurte os valores.
engine-campaign-value-paused = A Meta pausou o modelo "{ $name }" por baixa qualidade, então ele não pode ser enviado até a Meta aprová-lo de novo.
engine-campaign-value-disabled = A Meta desativou o modelo "{ $name }" de vez depois de baixa qualidade repetida. Crie um modelo novo.
engine-campaign-value-in-review = O modelo "{ $name }" ainda está em análise pela Meta; ele pode ser enviado assim que for aprovado.
engine-campaign-value-rejected = A Meta rejeitou o modelo "{ $name }". Altere-o no WhatsApp Manager e envie para análise de novo.
engine-campaign-value-deleted = O modelo "{ $name }" foi excluído na Meta. Escolha outro modelo.
engine-campaign-value-status = O modelo "{ $name }" está com status { $status } na Meta; só modelos aprovados podem ser enviados.
engine-campaign-value-empty = { $label } está vazio; o WhatsApp precisa de um valor para cada variável. Associe a uma coluna ou a um texto fixo, ou preencha a célula vazia.
engine-campaign-value-too-long = { $label } tem { $length } caracteres; o WhatsApp aceita no máximo { $max } aqui. Encurte o texto.
engine-campaign-value-character = { $label } contém { $what ->
        [line-break] uma quebra de linha
        [tab] uma tabulação
       *[spaces] mais de quatro espaços seguidos
    }, o que o WhatsApp não permite em valores de modelo. Troque por um único espaço.
engine-campaign-value-location = { $label } deve ser escrito como latitude, longitude (por exemplo 24.8607, 67.0011), seguido opcionalmente de | nome | endereço.
engine-campaign-value-no-file = { $label } está faltando. Informe um arquivo, um link para ele ou o ID de mídia.
engine-campaign-value-link = { $label } deve ser um link https:// ou um ID de mídia enviado à Meta.
engine-campaign-value-not-pdf = { $label } precisa ser um PDF; "{ $file }" não é. Salve-o como PDF e tente de novo.

# Why a campaign was refused.
engine-campaign-not-found = Não existe a campanha "{ $campaign }". `pacer campaign list` mostra as campanhas.
engine-campaign-not-in-audience = { $phone } não está entre os clientes desta campanha (os membros das suas listas e etiquetas). Informe um deles, ou nenhum número para usar o primeiro.
engine-campaign-unknown-template = O modelo "{ $name }" ({ $language }) não está na lista de modelos do Pacer. Clique em Sincronizar com a Meta e confira o nome e o idioma.
engine-campaign-not-approved = O modelo "{ $name }" está com status { $status }, não aprovado: só modelos aprovados pela Meta podem ser enviados. Confira no WhatsApp Manager e depois clique em Sincronizar com a Meta.
engine-campaign-unmapped = { $label } não tem valor: associe a uma coluna ou a um texto fixo ({ $key }=column:<header> ou { $key }=text:<words>).
engine-campaign-unknown-variable = O modelo não tem a variável "{ $key }". As variáveis dele são: { $known }.
engine-campaign-unknown-list = Não existe a lista "{ $list }". Importe contatos para ela primeiro (`pacer import FILE --list "{ $list }"`).
engine-campaign-no-audience = A campanha não tem público: escolha pelo menos uma lista ou etiqueta.
engine-campaign-no-name = Dê um nome à campanha, como "Faturas de dezembro": é assim que você a encontra na lista de campanhas e no relatório.
engine-campaign-bad-schedule = Não foi possível ler o agendamento "{ $schedule }": escreva como 2026-12-01 09:00, com um fuso horário como America/Sao_Paulo.
engine-campaign-bad-hours = Não foi possível ler o horário de envio "{ $hours }": escreva dois horários diferentes, como 09:00 e 20:00, com um fuso horário como America/Sao_Paulo.
engine-campaign-two-header-sources = Escolha um arquivo para todos ou uma pasta com um arquivo por cliente, não os dois.
engine-campaign-no-media-header = O modelo "{ $template }" não tem cabeçalho de imagem, vídeo ou documento, então não leva arquivo: escolha um modelo que tenha, ou retire o arquivo.
engine-campaign-changed = A campanha "{ $name }" mudou desde que você a viu: { $who } { $action ->
        [launched] a iniciou
        [paused] a pausou
        [resumed] a retomou
        [cancelled] a cancelou
        [created] a criou
       *[changed] a alterou
    } às { $time }. Nada foi feito; veja-a de novo e depois decida.
engine-campaign-changed-by-pacer = A campanha "{ $name }" mudou desde que você a viu: o Pacer a alterou (um início em andamento ou um agendamento). Nada foi feito; veja-a de novo e depois decida.
engine-campaign-has-problems = { $problems } dos { $audience } destinatários não podem receber a campanha como ela está (a lista mostra quem e por quê). Corrija, ou inicie mesmo assim para enviar aos outros { $ready }.
engine-campaign-nobody-ready = { $audience ->
        [one] { $audience } contato no público
       *[other] { $audience } contatos no público
    }: { $ready ->
        [one] { $ready } pronto para envio
       *[other] { $ready } prontos para envio
    }{ $opted_out ->
        [0] {""}
        [one] , { $opted_out } recusou mensagens de marketing (não recebe)
       *[other] , { $opted_out } recusaram mensagens de marketing (não recebem)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } com um problema para corrigir antes (veja a lista)
    }. Não há ninguém para quem enviar.
engine-campaign-over = A campanha "{ $name }" está { $state ->
        [done] concluída
       *[cancelled] cancelada
    }: não há mais nada para { $action ->
        [pause] pausar
        [resume] retomar
       *[cancel] cancelar
    }
engine-campaign-launch-again = A campanha "{ $name }" está { $state ->
        [done] concluída
       *[cancelled] cancelada
    }: ela não pode ser iniciada de novo; duplique-a para enviar mais uma vez
engine-campaign-delete-sent = A campanha "{ $name }" está { $state ->
        [draft] em rascunho
        [scheduled] agendada
        [launching] iniciando
        [running] em andamento
        [paused] pausada
        [done] concluída
       *[cancelled] cancelada
    }: só pode ser excluída uma campanha que nunca enviou nada; cancele-a, e o relatório dela fica guardado
engine-campaign-delete-started = A campanha "{ $name }" está { $state ->
        [draft] em rascunho
        [scheduled] agendada
        [launching] iniciando
        [running] em andamento
        [paused] pausada
        [done] concluída
       *[cancelled] cancelada
    }: ela começou a enviar, então fica guardada pelo relatório; cancele-a
engine-campaign-launch-stopped = A campanha "{ $name }" está cancelada: o início parou; nada mais entra na fila

# The sending plan against Meta's daily limit of customers.
engine-plan-unlimited = A Meta não limita quantos clientes sua conta alcança: todos os { $count } vão agora.
engine-plan-all-now = Esta campanha alcança { $new ->
        [one] { $new } cliente novo
       *[other] { $new } clientes novos
    }. A Meta permite que sua conta inicie conversas com { $limit } clientes por dia, e { $used ->
        [one] { $used } já foi usado
       *[other] { $used } já foram usados
    } hoje: todos vão agora.
engine-plan-split = Esta campanha alcança { $new ->
        [one] { $new } cliente novo
       *[other] { $new } clientes novos
    }. A Meta permite que sua conta inicie conversas com { $limit } clientes por dia, e { $used ->
        [one] { $used } já foi usado
       *[other] { $used } já foram usados
    } hoje. O Pacer vai enviar para { $now } agora e para os outros { $rest } { $day ->
        [today] a partir de hoje às { $time }
        [tomorrow] a partir de amanhã às { $time }
        [later] mais tarde
       *[other] a partir de { $date } às { $time }
    }.
engine-plan-limit-reached = O limite diário da Meta foi atingido: { $used } de { $limit } clientes hoje. As novas mensagens de campanha esperam até que os clientes de ontem saiam das últimas 24 horas; então o Pacer as envia sozinho. Os OTPs para clientes que escreveram para você continuam saindo.
engine-plan-limit-near = { $used } de { $limit } clientes usados hoje ({ $percent } %). Uma campanha grande agora seria dividida: o Pacer mostra o plano antes de você iniciar.
# Sending hours in the plan before launch ($customer is yes when each customer's hours are read in their own time).
engine-hours-plan-all-fit = Todas as { $count } saem antes de o horário de envio da campanha fechar às { $close }.{ $customer ->
        [yes] { " " }O horário de cada cliente é lido na hora dele quando o país dele tem uma só; os horários aqui são de { $zone }.
       *[no] {""}
    }
engine-hours-plan-split = { $now } saem antes de o horário de envio da campanha fechar às { $close }; as outras { $rest } esperam e saem { $day ->
        [today] hoje a partir das { $time }
        [tomorrow] amanhã a partir das { $time }
        [later] mais tarde
       *[other] em { $date } a partir das { $time }
    }.{ $customer ->
        [yes] { " " }O horário de cada cliente é lido na hora dele quando o país dele tem uma só; os horários aqui são de { $zone }.
       *[no] {""}
    }
engine-hours-plan-closed = O horário de envio da campanha está fechado agora: todas as { $count } saem { $day ->
        [today] hoje a partir das { $time }
        [tomorrow] amanhã a partir das { $time }
        [later] mais tarde
       *[other] em { $date } a partir das { $time }
    }.{ $customer ->
        [yes] { " " }O horário de cada cliente é lido na hora dele quando o país dele tem uma só; os horários aqui são de { $zone }.
       *[no] {""}
    }

# Invoice PDFs.
engine-pdf-no-folder = Escolha a pasta onde estão os PDFs das faturas.
engine-pdf-folder-missing = A pasta de faturas { $folder } não existe. Confira o caminho.
engine-pdf-not-a-folder = { $folder } é um arquivo, não uma pasta: informe a pasta onde estão as faturas.
engine-pdf-unsafe = "{ $file }" não é um nome de arquivo da pasta de faturas ({ $reason ->
        [separator] contém um separador de pastas
        [not-plain] não é um nome de arquivo simples
        [outside] é um atalho para um arquivo fora da pasta
       *[other] { $why }
    }); o Pacer só envia arquivos de dentro dessa pasta.
engine-pdf-not-a-file = "{ $file }" na pasta de faturas não é um arquivo (é uma pasta, um pipe ou um dispositivo). Coloque o PDF da fatura lá com esse nome.
engine-header-file-not-found = { $kind ->
        [image] Não há nenhum arquivo "{ $file }" (nem "{ $file }" terminado em .jpg, .jpeg ou .png) na pasta.
        [video] Não há nenhum arquivo "{ $file }" (nem "{ $file }" terminado em .mp4 ou .3gp) na pasta.
       *[document] Não há nenhum arquivo "{ $file }" (nem "{ $file }.pdf") na pasta de faturas.
    }
engine-header-file-wrong-type = { $kind ->
        [image] "{ $file }" não é uma imagem JPEG ou PNG: o WhatsApp só aceita essas em cabeçalhos de imagem.
        [video] "{ $file }" não é um vídeo MP4 ou 3GPP: o WhatsApp só aceita esses em cabeçalhos de vídeo.
       *[document] "{ $file }" não é um PDF: o WhatsApp só aceita documentos PDF em modelos.
    }
engine-header-file-too-big = "{ $file }" tem { $size } bytes; o WhatsApp aceita { $kind ->
        [image] imagens de até 5 MB
        [video] vídeos de até 16 MB
       *[document] documentos de até 100 MB
    }.
engine-header-file-missing = O arquivo { $file } não existe mais. Escolha-o de novo.
engine-pdf-changed = "{ $file }" foi substituído depois que o Pacer o conferiu (por outro arquivo ou um atalho), então não foi enviado. Confira a pasta de faturas e inicie de novo.
engine-pdf-unreadable = Não foi possível ler "{ $file }": { $why }
engine-pdf-upload = A Meta não aceitou "{ $file }": { $why }

engine-campaign-progress = { $delivered } de { $total } entregues, { $read } lidas até agora, { $failed } com falha{ $expired ->
        [0] { "" }
       *[other] , { $expired } expiradas (não enviadas a tempo)
    }{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } aguardando a sua vez
    }.
engine-campaign-uploading = Enviando faturas: { $pdfs_done } de { $pdfs_total } PDFs, { $queued } de { $recipients } mensagens na fila. { engine-campaign-progress }

# (end of Engine, campaigns)

## Inbox: the conversations screen, a thread, the composer and quick replies

# The navigation and the screen
inbox-nav = Conversas
inbox-title = Conversas
inbox-unread-badge = { $count ->
        [one] { $count } mensagem não lida
       *[other] { $count } mensagens não lidas
    }
inbox-unread-total = { $count ->
        [0] Nenhuma mensagem não lida
        [one] { $count } mensagem não lida
       *[other] { $count } mensagens não lidas
    }
inbox-loading = Carregando…
inbox-try-again = Tentar de novo
inbox-cancel = Cancelar
inbox-empty-title = Nenhuma conversa ainda
inbox-empty = Quando os clientes responderem às suas mensagens, as respostas aparecem aqui, e você pode respondê-los por esta tela.
inbox-empty-demo = No modo de demonstração, os clientes do simulador respondem a algumas das faturas que uma campanha envia: inicie uma campanha para ver as respostas aqui.
inbox-list-error = O Pacer não conseguiu ler as conversas
inbox-thread-error = O Pacer não conseguiu ler esta conversa
inbox-pick = { $count ->
        [one] Escolha a conversa ao lado para ler e responder.
       *[other] Escolha uma das { $count } conversas ao lado para ler e responder.
    }

# The list
inbox-list-label = Conversas
inbox-search = Buscar nome, número ou mensagem
inbox-filter-campaign = Respostas a uma campanha
inbox-filter-campaign-all = Todas as conversas
inbox-filter-campaign-none = Nenhuma campanha com esse nome
inbox-filter-replies-to = Respostas a { $campaign }
inbox-filter-waiting = Aguardando resposta
inbox-found = { $count ->
        [one] { $count } conversa encontrada
       *[other] { $count } conversas encontradas
    }
inbox-none-found = Nenhuma conversa encontrada. Tente outras palavras ou limpe os filtros.
inbox-you-wrote = Você: { $text }
inbox-waiting = Aguardando resposta
inbox-waiting-hint = O cliente escreveu por último e ninguém respondeu ainda.
inbox-window-open = Você pode responder livremente
inbox-window-open-hint = O cliente escreveu nas últimas 24 horas, então você pode responder com qualquer mensagem.
inbox-row-unread = { $count ->
        [one] { $count } mensagem não lida
       *[other] { $count } mensagens não lidas
    }

# What kind a message is, when it has no words of its own
inbox-kind-text = Mensagem
inbox-kind-image = Foto
inbox-kind-video = Vídeo
inbox-kind-audio = Áudio
inbox-kind-voice = Mensagem de voz
inbox-kind-document = Documento
inbox-kind-sticker = Figurinha
inbox-kind-location = Localização
inbox-kind-contacts = Contato
inbox-kind-button = Resposta por botão
inbox-kind-reaction = Reação
inbox-kind-order = Pedido
inbox-kind-template = Modelo
inbox-kind-system = Aviso do WhatsApp
inbox-kind-other = Mensagem de outro tipo

# The thread
inbox-thread-label = Mensagens com este cliente
inbox-thread-total = { $count ->
        [one] { $count } mensagem
       *[other] { $count } mensagens
    }
inbox-thread-start = Esta é a primeira mensagem com este cliente.
inbox-opted-out = Sem marketing
inbox-media-downloading = Baixando…
inbox-media-open = Abrir
inbox-media-retry = Tentar de novo
inbox-media-gone = O WhatsApp não guarda mais este arquivo. Peça ao cliente para enviá-lo de novo.
inbox-media-failed = O Pacer não conseguiu baixar este arquivo.
inbox-location-copy = Copiar link do mapa
inbox-location-copied = Link copiado
inbox-contacts = { $count ->
        [one] Compartilhou um contato
       *[other] Compartilhou { $count } contatos
    }
inbox-button-tapped = Tocou em “{ $button }”
inbox-choice-made = Escolheu “{ $choice }”
inbox-form = Preencheu um formulário
inbox-reacted = reagiu à sua mensagem
inbox-reaction-removed = Retirou a reação
inbox-order = { $count ->
        [one] Enviou um pedido com { $count } item
       *[other] Enviou um pedido com { $count } itens
    }
inbox-system = Aviso do WhatsApp
inbox-unsupported = O WhatsApp não repassa este tipo de mensagem para empresas; peça ao cliente para enviar de outro jeito.
inbox-unknown = Uma mensagem de um tipo que o Pacer ainda não mostra ({ $kind }).
inbox-template-sent = Modelo { $template }
inbox-sent-other = Uma mensagem do tipo { $kind }
inbox-from-campaign = Da campanha { $campaign }
inbox-step = { $state } { $time }
inbox-state-queued = Aguardando envio
inbox-state-sent = Enviada
inbox-state-delivered = Entregue
inbox-state-read = Lida
inbox-state-failed = Falhou
inbox-state-waiting = Aguardando

# The reply
inbox-reply-placeholder = Escreva uma resposta (Enter envia, Shift+Enter começa nova linha)
inbox-caption-placeholder = Texto abaixo do arquivo (opcional)
inbox-send = Enviar
inbox-emoji = Emoji
inbox-attach = Anexar arquivo
inbox-file-remove = Remover o arquivo
inbox-too-long = Uma mensagem do WhatsApp pode ter no máximo { $max } caracteres.
inbox-window-left = { $hours ->
        [0] { $minutes ->
                [one] Você pode responder livremente por mais { $minutes } minuto
               *[other] Você pode responder livremente por mais { $minutes } minutos
            }
       *[other] Você pode responder livremente por mais { $hours } h { $minutes } min
    }
inbox-window-closed = A janela de 24 horas deste cliente fechou. Agora o WhatsApp só permite um modelo aprovado.
inbox-no-templates = Ainda não há modelo aprovado. Sincronize os modelos na tela Modelos ou espere o cliente escrever de novo.
inbox-template = Modelo
inbox-template-choose = Escolha um modelo aprovado
inbox-template-none-found = Nenhum modelo com esse nome
inbox-template-value = Valor de {"{{"}{ $name }{"}}"}
inbox-template-example = ex.: { $example }
inbox-template-values-missing = { $count ->
        [one] Falta { $count } valor
       *[other] Faltam { $count } valores
    }

# Quick replies
inbox-quick-replies = Respostas rápidas
inbox-quick-none = Ainda não há respostas rápidas. Escreva uma resposta e escolha “Salvar como resposta rápida”.
inbox-quick-save = Salvar como resposta rápida
inbox-quick-save-button = Salvar
inbox-quick-saved = A resposta rápida foi salva.
inbox-quick-manage = Gerenciar respostas rápidas
inbox-quick-title = Nome
inbox-quick-title-help = O que aparece no menu, como “Pagamento recebido”.
inbox-quick-body = Texto
inbox-quick-save-changes = Salvar alterações
inbox-quick-delete = Excluir

# Settings → notifications
inbox-settings-title = Novas mensagens de clientes
inbox-settings-notify = Avisar quando os clientes escreverem
inbox-settings-notify-help = Uma notificação na área de trabalho e um número em Conversas para cada nova mensagem de cliente.

# (end of Inbox)

## Inbox media: files customers send, fetched from Meta

inbox-media-expired = O WhatsApp não tem mais este arquivo: os arquivos podem ser baixados por até 7 dias depois que o cliente os envia. Peça ao cliente para enviá-lo de novo.
inbox-media-too-big = Este arquivo tem { $size }, mais do que o WhatsApp permite para este tipo de arquivo ({ $limit }). Ele não foi baixado.
inbox-media-network = Não foi possível baixar o arquivo porque a conexão com o WhatsApp falhou ({ $detail }).
inbox-media-meta-refused = O WhatsApp se recusou a entregar o arquivo: { $reason }
inbox-media-unexpected = O WhatsApp respondeu com um erro (HTTP { $status }) enquanto o arquivo era baixado.
inbox-media-damaged = O arquivo chegou danificado: ele não confere com a impressão digital que o WhatsApp informou.
inbox-media-foreign-host = O endereço do arquivo não era um servidor do WhatsApp ({ $host }), por isso o Pacer não o baixou: seu token de acesso vai somente para o WhatsApp.
inbox-media-bad-answer = Não foi possível ler a resposta do WhatsApp sobre o arquivo ({ $detail }).
inbox-media-disk = Não foi possível salvar o arquivo na pasta de dados do Pacer: { $detail }

# (end of Inbox media)

## Opt-outs: marketing choices staff make for a customer, do-not-contact lists

# Where a marketing choice came from (a contact's history, the opt-out export).
opt-outs-source-reply = O cliente respondeu pedindo para parar
opt-outs-source-whatsapp-stop = O cliente desativou as mensagens de marketing no WhatsApp
opt-outs-source-whatsapp-resume = O cliente reativou as mensagens de marketing no WhatsApp
opt-outs-source-meta = A Meta recusou uma mensagem de marketing: o cliente as tinha desativado
opt-outs-source-staff = Equipe, no Pacer
opt-outs-source-local-api = Outro programa, pela API local do Pacer
opt-outs-source-other = { $source }
opt-outs-reason-list = lista de não contatar { $file }
opt-outs-reason-consent = concordou novamente por { $source }
opt-outs-status-allowed = Mensagens de marketing: permitidas
opt-outs-status-stopped = Mensagens de marketing: interrompidas
opt-outs-error-reason-needed = { $phone } desativou as mensagens de marketing por conta própria. Só um pedido do próprio cliente permite reativá-las: escreva o motivo, por exemplo "pediu por telefone em 3 de maio".
opt-outs-error-reason-too-long = O motivo é longo demais: escreva no máximo { $max } letras.
opt-outs-error-bad-phone = "{ $phone }" não é um número de telefone que o Pacer possa usar. Escreva com o código do país, por exemplo +923001234567.
opt-outs-error-person-missing = Diga quem está fazendo esta alteração.
opt-outs-error-consent-source = Diga onde o cliente concordou em receber suas mensagens, em 1 a { $max } caracteres (por exemplo "formulário do site").
opt-outs-error-consent-in-future = O horário em que o cliente concordou está no futuro. Envie o horário em que ele concordou, ou deixe em branco para usar o horário atual.
opt-outs-import-summary = { $rows ->
        [one] { $rows } linha lida
       *[other] { $rows } linhas lidas
    }: { $opted_out ->
        [one] { $opted_out } cliente descadastrado agora
       *[other] { $opted_out } clientes descadastrados agora
    }, { $already } já descadastrados, { $invalid ->
        [one] { $invalid } linha não é um número de telefone
       *[other] { $invalid } linhas não são números de telefone
    }.
opt-outs-campaign-line = { $skipped ->
        [one] { $skipped } cliente não recebeu porque tinha se descadastrado
       *[other] { $skipped } clientes não receberam porque tinham se descadastrado
    }; { $caused ->
        [one] { $caused } cliente se descadastrou até 7 dias depois de recebê-la.
       *[other] { $caused } clientes se descadastraram até 7 dias depois de recebê-la.
    }
opt-outs-switch-label = Mensagens de marketing
opt-outs-switch-allowed = Permitidas
opt-outs-switch-stopped = Interrompidas
opt-outs-switch-change = Alterar…
opt-outs-dialog-title-stop = Interromper mensagens de marketing para { $name }
opt-outs-dialog-title-resume = Permitir de novo mensagens de marketing para { $name }
opt-outs-dialog-reason = Por quê?
opt-outs-dialog-reason-placeholder = Por exemplo: pediu por telefone para parar
opt-outs-dialog-reason-required = Escreva o motivo: ele fica no histórico do cliente.
opt-outs-dialog-own-warning = Este cliente desativou as mensagens de marketing por conta própria. Só permita de novo se o cliente pediu, e escreva quando e como pediu.
opt-outs-dialog-utility-note = Recibos, lembretes e códigos de acesso (mensagens de utilidade e autenticação) continuam sendo enviados.
opt-outs-dialog-stop = Interromper marketing
opt-outs-dialog-resume = Permitir marketing
opt-outs-dialog-cancel = Cancelar
opt-outs-dialog-close = Fechar
opt-outs-since = Desde { $when }
opt-outs-by = Por { $by }
opt-outs-opted-in = Aceitou receber mensagens: { $source }, { $when }
opt-outs-opted-in-source-only = Aceitou receber mensagens: { $source }
opt-outs-opted-in-reply = escreveu para você primeiro
opt-outs-history-title = Histórico
opt-outs-history-empty = Nenhuma escolha de marketing registrada para este cliente.
opt-outs-history-stop = Interrompidas
opt-outs-history-resume = Permitidas de novo
opt-outs-history-reason = Motivo: { $reason }
opt-outs-import-button = Lista de não contatar…
opt-outs-import-title = Lista de não contatar
opt-outs-import-explain = Cada número de telefone do arquivo deixa de receber mensagens de marketing na hora, inclusive as que já estão esperando para sair.
opt-outs-import-country = País dos números escritos sem código do país
opt-outs-import-choose = Escolher arquivo…
opt-outs-import-reading = Lendo { $file }…
opt-outs-import-invalid-title = Linhas que não são números de telefone
opt-outs-import-row = Linha { $row }
opt-outs-import-more = { $count ->
        [one] e mais { $count } linha
       *[other] e mais { $count } linhas
    }
opt-outs-export-button = Exportar descadastros…
opt-outs-export-saved = Descadastros salvos em { $file }
opt-outs-report-skipped = Não enviadas: descadastrados
opt-outs-report-caused = Descadastros em até 7 dias
opt-outs-report-caused-hint = Clientes desta campanha que interromperam as mensagens de marketing (de qualquer forma) até 7 dias depois de recebê-la.
opt-outs-load-error = O Pacer não conseguiu ler as escolhas de marketing deste cliente
opt-outs-loading = Lendo as escolhas de marketing do cliente…
opt-outs-not-saved = A alteração não foi salva
opt-outs-import-failed = A lista de não contatar não foi lida
opt-outs-export-excel = Salvar como Excel…
opt-outs-export-csv = Salvar como CSV…
opt-outs-export-failed = Os descadastros não foram salvos
opt-outs-switch-aria = Mensagens de marketing para { $contact }: alterar

# (end of Opt-outs)

## Inbox, engine: replies refused, quick replies, new-message notices

inbox-reply-not-a-phone = “{ $number }” não é um número de telefone para o qual o Pacer possa enviar mensagens. Confira o número e tente de novo.
inbox-reply-empty = Ainda não há nada para enviar. Escreva uma mensagem ou escolha um arquivo.
inbox-reply-too-long = Esta mensagem tem { $length } caracteres; o WhatsApp aceita no máximo { $max }. Encurte-a ou envie em duas partes.
inbox-reply-window-closed = A janela de 24 horas do cliente fechou, então o WhatsApp agora só permite um modelo aprovado. Escolha um modelo abaixo.
inbox-reply-file-unreadable = O Pacer não conseguiu ler “{ $file }”: { $why }. Verifique se o arquivo ainda existe e tente de novo.
inbox-reply-file-empty = “{ $file }” está vazio. Escolha outro arquivo.
inbox-reply-file-too-big = “{ $file }” é maior do que o WhatsApp permite para { $kind ->
    [image] uma imagem
    [video] um vídeo
    [audio] um áudio
   *[other] um arquivo
    } ({ $mb } MB). Envie um arquivo menor.
inbox-reply-upload-failed = O WhatsApp não aceitou “{ $file }”: { $why }. Tente de novo em instantes.
inbox-reply-unknown-template = O Pacer não conhece o modelo “{ $name }” ({ $language }). Sincronize os modelos na tela Modelos e tente de novo.
inbox-reply-not-taken = O Pacer não conseguiu colocar a resposta na fila. Nada foi enviado; tente de novo e reinicie o Pacer se isso continuar.
inbox-quick-reply-title = Dê à resposta rápida um título de 1 a { $max } caracteres.
inbox-quick-reply-body = Uma resposta rápida precisa de texto, com no máximo { $max } caracteres.
inbox-quick-reply-taken = Já existe uma resposta rápida chamada “{ $title }”. Escolha outro título.
inbox-notice-title = { $count ->
    [one] Nova mensagem de { $name }
   *[other] { $count } novas mensagens de { $name }
    }
inbox-notice-many = { $count } novas mensagens de { $people } clientes

inbox-media-not-here = Este arquivo ainda não está neste computador. Aguarde o download terminar ou tente de novo.
inbox-media-not-opened = O Pacer não conseguiu abrir o arquivo com o visualizador deste computador. Abra-o na pasta media/inbound da pasta de dados.

inbox-campaign-replies = { $replied ->
        [one] { $replied } cliente respondeu
       *[other] { $replied } clientes responderam
    } de { $reached } alcançados; { $taps ->
        [one] { $taps } toque em botão
       *[other] { $taps } toques em botões
    }.

inbox-report-replies-title = Respostas
inbox-report-button = Botão
inbox-report-taps = Toques
inbox-report-read-replies = Ler as respostas em Conversas

# (end of Inbox, engine)

## Template builder

# A problem in a template draft, shown beside the field as the person types.
template-draft-name = O nome de um modelo tem só letras minúsculas, números e sublinhados (como order_update), com no máximo { $max } caracteres. Mude o nome.
template-draft-language = Escolha o idioma do modelo: um código como en ou en_US.
template-draft-text-missing = Está vazio. Escreva o texto ou remova.
template-draft-body-missing = Todo modelo precisa de um corpo: escreva a mensagem.
template-draft-too-long = Aqui há { $length } caracteres; o máximo é { $max }. Encurte o texto.
template-draft-variable-unclosed = Uma variável foi aberta com { $open } mas não foi fechada com { $close }. Feche ou remova.
template-draft-variable-order = As variáveis são numeradas na ordem em que aparecem pela primeira vez, sem pular números: { $found } está onde deveria estar { $expected }. Renumere.
template-draft-variable-name = { $found } não é um nome de variável válido. Use letras minúsculas, números e sublinhados, como { $example }.
template-draft-variable-mixed = { $found } mistura variáveis numeradas e com nome. Use um só tipo no modelo inteiro.
template-draft-variable-at-edge = O corpo não pode começar nem terminar com uma variável. Escreva algumas palavras antes da primeira variável e depois da última.
template-draft-too-many-variables = Variáveis demais para este texto: a Meta pede pelo menos { $per } palavras em volta de cada variável, e o corpo tem { $words } palavras para { $variables } variáveis. Escreva mais texto ou use menos variáveis.
template-draft-sample-missing = Dê um exemplo para { $variable }: o que o cliente vai ver, para a análise da Meta.
template-draft-header-one-variable = Um cabeçalho de texto tem no máximo uma variável. Remova as outras.
template-draft-header-file-missing = Um cabeçalho de imagem, vídeo ou documento precisa de um arquivo de exemplo enviado à Meta. Envie um.
template-draft-footer-variables = O rodapé é um texto fixo: remova as variáveis dele.
template-draft-too-many-buttons = Um modelo tem no máximo { $max } botões. Remova os que sobram.
template-draft-quick-replies-apart = Os botões de resposta rápida ficam juntos. Mova este para perto das outras respostas rápidas.
template-draft-too-many-url-buttons = Um modelo tem no máximo { $max } botões de link. Remova este.
template-draft-too-many-phone-buttons = Um modelo tem no máximo { $max } botão de ligação. Remova este.
template-draft-url-invalid = Escreva um endereço da web que comece com https://. Ele pode terminar com uma variável, { $variable }, e nada depois dela.
template-draft-phone-invalid = “{ $phone }” não é um número de telefone no formato internacional. Escreva com o código do país, como +923001234567.
template-draft-auth-buttons = Um modelo de autenticação tem apenas um botão de copiar código. Remova este botão.
template-draft-auth-header = Um modelo de autenticação não tem cabeçalho de imagem, vídeo ou documento. Remova-o.

# Creating, editing and deleting a template with Meta.
template-error-draft = O Pacer não enviou o modelo para a Meta: { $problems ->
        [one] uma coisa no rascunho precisa ser corrigida
       *[other] { $problems } coisas no rascunho precisam ser corrigidas
    }.
template-error-meta = A Meta recusou o modelo: { $message } Corrija o que a Meta apontou e envie de novo.
template-error-duplicate = Já existe um modelo chamado “{ $name }” em { $language }. Escolha outro nome ou edite esse modelo.
template-error-unreachable = O Pacer não recebeu a resposta da Meta: { $why }. Verifique a conexão com a internet, sincronize os modelos para ver se a Meta recebeu a alteração e tente de novo.
template-error-not-found = O Pacer não conhece nenhum modelo chamado “{ $name }”. Sincronize os modelos e tente de novo.
template-error-not-editable = “{ $name }” está { $status }: a Meta só deixa editar um modelo aprovado, rejeitado ou pausado. Espere a análise da Meta e tente de novo.
template-error-no-account = O Pacer não sabe o ID da sua conta do WhatsApp Business, então não pode gerenciar seus modelos. Informe-o em Configurações (PACER_WABA_ID) e tente de novo.
template-error-not-saved = A Meta recebeu a alteração, mas o Pacer não conseguiu salvá-la: { $why }. Sincronize os modelos para vê-la.
template-created = “{ $name }” ({ $language }) foi enviado para a análise da Meta. O Pacer mostra a decisão da Meta assim que ela chegar.
template-edited = As alterações de “{ $name }” ({ $language }) foram enviadas para a análise da Meta. O Pacer mostra a decisão da Meta assim que ela chegar.
template-deleted = “{ $name }” foi excluído em todos os idiomas. A Meta não deixa usar o nome de novo por 30 dias.

# Why Meta rejected a template, from its review.
template-reason-promotional = A Meta rejeitou: um modelo de utilidade não pode fazer promoção. Tire a oferta ou escolha a categoria Marketing.
template-reason-invalid-format = A Meta rejeitou: as variáveis, os exemplos ou a estrutura não são válidos. Corrija e envie de novo.
template-reason-tag-mismatch = A Meta rejeitou: a categoria não combina com o conteúdo. Escolha a categoria certa e envie de novo.
template-reason-other = A Meta rejeitou ({ $reason }). Edite e envie de novo.

# (end of Template builder)

## Sharing with the office

sharing-identity-not-made = O Pacer não conseguiu criar seu certificado do escritório, então não pode ser compartilhado com o escritório. Reinicie o Pacer; se acontecer de novo, a fonte de números aleatórios do computador pode estar com defeito.
sharing-identity-unreadable = Não é possível ler o certificado do escritório que o Pacer guardou. Desative e ative de novo Compartilhar com o escritório em Configurações para criar um novo e depois pareie cada mesa de novo.
sharing-certificate-changed = O certificado do Pacer do escritório mudou: esta mesa foi pareada com { $pinned } e agora ele mostra { $presented }. Se o Pacer do escritório foi instalado de novo, pareie esta mesa de novo. Se não, não conecte: algo na rede pode estar se passando por ele.
sharing-pairing-no-code = O Pacer do escritório não está mostrando um código de pareamento. No Pacer do escritório, abra Configurações → Compartilhar com o escritório e escolha Parear uma mesa.
sharing-pairing-expired = Esse código de pareamento expirou (um código dura dez minutos). Peça um novo no Pacer do escritório.
sharing-pairing-wrong = Esse não é o código que o Pacer do escritório mostra. { $left ->
        [one] Resta uma tentativa antes de o código ser fechado.
       *[other] Restam { $left } tentativas antes de o código ser fechado.
    }
sharing-pairing-too-many = Códigos errados demais: esse código de pareamento foi fechado. Peça um novo no Pacer do escritório.
sharing-pairing-not-a-code = Um código de pareamento tem oito dígitos, como 4821-0937. Digite o código que o Pacer do escritório mostra.
sharing-desk-not-paired = Esta mesa não está pareada com o Pacer do escritório. Pareie: Conectar ao Pacer do escritório e digite o código que o Pacer do escritório mostra.
sharing-desk-revoked = O acesso desta mesa ao Pacer do escritório foi retirado em Configurações → Pessoas. Peça ao dono que a pareie de novo se ela deve ter acesso.
sharing-desk-not-recorded = O Pacer do escritório não conseguiu ler nem gravar sua lista de mesas agora. Tente de novo em instantes; se continuar, veja a tela do Pacer do escritório.
sharing-not-for-pages = O Pacer do escritório não responde a páginas da web. As mesas se conectam pelo próprio Pacer (Conectar ao Pacer do escritório) e os sistemas por um programa, não por um navegador.
sharing-role-not-allowed = A função desta mesa ({ $role }) não permite fazer isso no Pacer do escritório. Se deveria permitir, peça ao proprietário para mudar a função em Configurações → Pessoas.
sharing-another-office-sends = Outro Pacer de escritório nesta rede envia para o mesmo número do WhatsApp e começou primeiro, então este parou de enviar: dois Pacer enviando por um número quebrariam os limites da Meta. Desative o compartilhamento com o escritório em um deles (ou feche-o) e depois escolha Retomar aqui.
office-not-shared = Este Pacer não está compartilhado com o escritório. Ative Compartilhar este Pacer com o escritório em Configurações e salve; depois tente de novo.
office-title = Compartilhar com o escritório
office-description = Um Pacer envia pelo seu número do WhatsApp; os outros PCs do escritório trabalham por ele como mesas. Ative isto no PC que fica ligado.
office-share = Compartilhar este Pacer com o escritório
office-name = Nome que as mesas veem
office-port = Porta na rede do escritório
office-error-name = Dê a este Pacer um nome que as mesas reconheçam.
office-not-running = Salve para começar a compartilhar: as mesas podem se parear assim que este Pacer estiver rodando assim.
office-fingerprint = Impressão digital do certificado
office-fingerprint-help = As mesas chegam a este Pacer pela porta { $port }. Ao parear, a mesa mostra esta mesma impressão digital: confira se batem.
office-fingerprint-copy = Copiar a impressão digital
office-announce = Deixar as mesas desta rede encontrarem este Pacer
office-announce-help = Assim as mesas o veem em Conectar ao Pacer do escritório. Desligado: elas digitam o endereço deste PC. Qualquer pessoa na rede pode ver o anúncio (o nome, o endereço e a impressão digital deste Pacer, e o id do seu número de WhatsApp).
office-pair = Parear uma mesa
office-pair-role = Função da próxima mesa
office-pairing-as = A mesa pareada com este código recebe a função { $role }. Você pode mudá-la depois em Pessoas.
office-pairing-title = Parear uma mesa
office-pairing-code = Digite este código na mesa:
office-pairing-help = Vale para uma mesa, por dez minutos. A mesa deve mostrar esta impressão digital:
office-pairing-close = Fechar
office-people = Pessoas
office-people-empty = Ainda não há mesas: escolha Parear uma mesa para adicionar uma.
office-people-name = Mesa
office-people-role = Função
office-people-last-seen = Visto por último
office-role-owner = Proprietário: tudo
office-role-staff = Equipe: contatos, campanhas, caixa de entrada, relatórios
office-role-viewer = Leitor: relatórios
office-role-system = Sistema: só envia mensagens
office-never = nunca
office-revoked = Acesso retirado
office-revoke = Retirar acesso
office-audit = Quem fez o quê
office-audit-empty = Nada registrado ainda.
office-audit-export = Exportar como CSV
office-audit-exported = Salvo em { $path }
office-from-desk-title = As pessoas do escritório
office-from-desk-description = Você é proprietário em { $office }: pareie mais estações, mude os papéis delas ou retire uma, e veja quem fez o quê, aqui como no PC do escritório.
audit-action-campaign-launched = lançou uma campanha
audit-action-campaign-paused = pausou uma campanha
audit-action-campaign-resumed = retomou uma campanha
audit-action-campaign-cancelled = cancelou uma campanha
audit-action-campaign-created = criou uma campanha
audit-action-campaign-edited = alterou uma campanha
audit-action-campaign-deleted = excluiu uma campanha
audit-action-contacts-imported = importou contatos
audit-action-opted-out = parou o marketing para um cliente
audit-action-opted-in = permitiu o marketing para um cliente
audit-action-reply-sent = respondeu a um cliente
audit-action-settings-changed = alterou as configurações
audit-action-template-created = criou um modelo
audit-action-template-edited = alterou um modelo
audit-action-template-deleted = excluiu um modelo
audit-action-rate-card-loaded = carregou uma tabela de preços
audit-action-desk-paired = pareou uma mesa
audit-action-desk-revoked = retirou o acesso de uma mesa
audit-action-role-changed = alterou a função de uma mesa
audit-action-system-key-made = criou uma chave de sistema

# A desk: this PC working through the office Pacer.
desk-not-an-address = “{ $address }” não é o endereço de um Pacer do escritório. Digite-o como o PC do escritório mostra em Configurações → Compartilhar com o escritório, por exemplo https://192.168.1.20:8093.
desk-unreachable = Não foi possível alcançar o Pacer do escritório em { $address }. Verifique se o PC do escritório está ligado e se este PC está na rede do escritório; o Pacer continua tentando sozinho.
desk-refused = O Pacer do escritório recusou ({ $status }): { $message }
desk-answer-unreadable = Não foi possível ler a resposta do Pacer do escritório. Verifique se este PC e o do escritório usam a mesma versão do Pacer.
desk-download-too-large = O arquivo do Pacer do escritório tem mais de { $megabytes } MB, mais do que uma estação baixa. Salve-o no PC do escritório.
desk-no-credential = A credencial desta estação não está mais no chaveiro deste PC. Conecte-se de novo ao Pacer do escritório para parear esta estação.
desk-not-here = Uma estação ainda não pode fazer isso: faça no PC do Pacer do escritório ({ $office }).
desk-fingerprint-not-announced = O Pacer em { $address } mostra um certificado que não começa com { $prefix }, como anunciou o Pacer do escritório encontrado na rede. Não conecte: confira o endereço no PC do escritório.
desk-fingerprint-not-compared = Primeiro compare a impressão digital com a tela do PC do escritório: escolha Mostrar a impressão digital.
desk-shared-here = Este PC compartilha o Pacer com o escritório, então não pode ser também uma estação. Primeiro desative Compartilhar este Pacer com o escritório e salve.
import-upload-progress = Enviando o arquivo ao Pacer do escritório: { $sent } de { $total } ({ $percent })
wizard-upload-progress = Enviando os arquivos da campanha ao Pacer do escritório: { $sent } de { $total } ({ $percent })
office-revoke-confirm = { $desk } não poderá mais acessar este Pacer. Para dar acesso de novo, pareie com um código novo.
desk-title = Conectar ao Pacer do escritório
desk-description = Trabalhe neste PC através do Pacer do escritório: só ele envia pelo seu número de WhatsApp, e esta estação mostra e altera suas campanhas, caixa de entrada e relatórios.
desk-find = Procurar Pacers do escritório
desk-finding = Procurando nesta rede…
desk-found-none = Nenhum Pacer do escritório respondeu nesta rede. Digite o endereço como aparece em Configurações → Compartilhar com o escritório.
desk-found-use = Usar este
desk-address = Endereço do Pacer do escritório
desk-look = Mostrar a impressão digital
desk-compare = Confira se a tela do PC do escritório mostra esta mesma impressão digital:
desk-code = Código de pareamento mostrado no PC do escritório
desk-name = Nome desta estação
desk-connect = Conectar
desk-connected = Este PC é uma estação de { $office } em { $address }, como “{ $desk }”.
desk-leave = Deixar de trabalhar como estação
desk-leave-confirm = Este PC deixará de usar o Pacer do escritório e esquecerá a credencial. Para voltar, pareie de novo com um código novo.
desk-leave-cancel = Continuar como estação
desk-banner-unreachable = Não foi possível alcançar o Pacer do escritório. O Pacer continua tentando; enquanto isso esta estação não envia nada.
desk-banner-locked-out = O Pacer do escritório não aceita mais esta estação. Conecte-se de novo ao Pacer do escritório em Configurações.

# (end of Sharing with the office)

dialog-contact-list = Escolha uma lista de contatos para importar
dialog-rows-to-fix = Salvar as linhas a corrigir
dialog-do-not-contact = Escolha uma lista de não contatar
dialog-opt-outs = Salvar os descadastros
dialog-rate-card = Escolha a tabela de preços da Meta (CSV)
dialog-reply-file = Escolha um arquivo para enviar
dialog-report = Salvar o relatório
dialog-invoice-folder = Escolha a pasta das faturas em PDF
dialog-readable-folder = Adicionar uma pasta que o Pacer pode ler
dialog-audit-log = Salvar quem fez o quê
dialog-picture = Escolha a imagem
dialog-video = Escolha o vídeo
dialog-pdf = Escolha o PDF
dialog-sample-picture = Escolha a imagem de exemplo
dialog-sample-video = Escolha o vídeo de exemplo
dialog-sample-pdf = Escolha o PDF de exemplo
dialog-tunnel-title = Executar este programa de túnel?
dialog-tunnel-run = Executar este programa
dialog-tunnel-keep = Manter a configuração anterior
dialog-tunnel-intro = O Pacer vai iniciar este programa agora e sempre que for iniciado, para que as atualizações de entrega da Meta cheguem a este computador:
dialog-tunnel-program = Programa: { $program }
dialog-tunnel-program-found = Programa: { $program } (encontrado em { $path })
dialog-tunnel-program-missing = Programa: { $program } (ainda não está neste computador)
dialog-tunnel-no-arguments = Argumentos: nenhum
dialog-tunnel-arguments = Argumentos, um por linha:
dialog-tunnel-warning = Ele roda com as suas permissões neste computador. Execute-o só se você mesmo digitou este comando.
dialog-token-title = Enviar seu token de acesso para outro endereço?
dialog-token-where = O endereço do Graph é { $address }, que não é o da Meta ({ $meta }).
dialog-token-warning = Testar a conexão envia seu token de acesso da Meta salvo para esse endereço. Envie só se você confia nele, por exemplo um servidor de teste seu.
dialog-token-send = Enviar o token
dialog-token-cancel = Cancelar
