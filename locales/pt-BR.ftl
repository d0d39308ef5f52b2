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

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $contacts ->
        [one] { $contacts } contato
       *[other] { $contacts } contatos
    } em { $lists ->
        [one] { $lists } lista
       *[other] { $lists } listas
    }

# (end of Contacts)

## Import: the import wizard (Contacts → Import)

# (end of Import)

## Templates: the Templates screen

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

campaigns-state-draft = Rascunho
campaigns-state-scheduled = Agendada
campaigns-state-launching = Iniciando
campaigns-state-running = Enviando
campaigns-state-paused = Pausada
campaigns-state-cancelled = Cancelada
campaigns-state-done = Tudo enviado

campaigns-card-template = Modelo { $template } ({ $language })
campaigns-card-list = lista { $name }
campaigns-card-tag = etiqueta { $name }
campaigns-card-to = para { $audience }
campaigns-card-to-nobody = ainda para ninguém
campaigns-card-pdf = um PDF por cliente
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

# (end of Campaign wizard)

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

## Settings: the Settings screen

# (end of Settings)
