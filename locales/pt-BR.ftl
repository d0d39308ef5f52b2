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
wizard-error-pdf-folder = { $variable }: escolha a pasta com os PDFs.
wizard-error-pdf-column = { $variable }: escolha a coluna que dá o nome do arquivo PDF de cada cliente.
wizard-error-text-empty = { $variable } está sem valor: digite o texto a enviar, ou escolha uma coluna.
wizard-error-column-empty = { $variable } está sem valor: escolha uma coluna, ou digite um texto fixo.
wizard-error-schedule-at = Escreva o horário de envio assim: 2026-12-01 09:00 (ano-mês-dia horas:minutos).
wizard-error-time-zone = Escolha o fuso horário desse horário, por exemplo America/Sao_Paulo.
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
wizard-audience-exact = O número exato é verificado na etapa 4, antes de qualquer envio.
# Step 3: where each value comes from, and when to send
wizard-values-no-template = Escolha primeiro um modelo na etapa 1.
wizard-values-intro = Para cada valor, escolha uma coluna da lista importada (cada cliente recebe o seu próprio valor) ou um texto fixo (todos recebem o mesmo).
wizard-values-errors-title = Antes de criar a campanha
wizard-source-pdf = PDF por cliente
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
wizard-pdf-folder = Pasta de PDFs
wizard-pdf-folder-description = Um PDF por cliente, com o nome igual ao valor de uma coluna (INV-0042 ou INV-0042.pdf). O Pacer lê somente a pasta que você escolher.
wizard-pdf-no-folder = Nenhuma pasta escolhida ainda: clique em Escolher… para selecionar a pasta com os PDFs das faturas.
wizard-pdf-choose = Escolher…
wizard-pdf-choose-failed = A janela de pastas não abriu
wizard-pdf-sample = Usar as faturas de exemplo
wizard-pdf-sample-note = Demonstração: um PDF por cliente de exemplo, com o nome da coluna Invoice.
wizard-pdf-column = Coluna com o nome do arquivo de cada cliente
wizard-pdf-column-description = Por exemplo Invoice: o cliente cujo Invoice é INV-0042 recebe INV-0042.pdf.
wizard-schedule = Enviar depois, em um horário marcado
wizard-schedule-at = Data e hora
wizard-schedule-at-description = Ano-mês-dia horas:minutos
wizard-time-zone = Fuso horário
wizard-time-zone-description = De onde é esse horário (o fuso do seu computador, a menos que você mude)
wizard-schedule-note = Ao criar, ela fica agendada: o Pacer inicia sozinho nesse horário (ou assim que o Pacer voltar a funcionar), enviando a todos os prontos e pulando os clientes com problema. Até lá, você pode pausar ou cancelar na lista.
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

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
