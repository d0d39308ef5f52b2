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
common-time-left-soon-per-second = menos de 2 minutos a { $rate } por segundo
common-time-left-minutes-per-second = cerca de { $minutes } minutos a { $rate } por segundo
common-time-left-hours-per-second = cerca de { $hours } horas a { $rate } por segundo
common-time-left-soon-per-minute = menos de 2 minutos a { $rate } por minuto
common-time-left-minutes-per-minute = cerca de { $minutes } minutos a { $rate } por minuto
common-time-left-hours-per-minute = cerca de { $hours } horas a { $rate } por minuto

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

# (end of Import)

## Templates: the Templates screen

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

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
