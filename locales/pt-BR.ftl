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
templates-empty-live = Nenhum modelo ainda: clique em Sincronizar com a Meta para ler os modelos da sua conta do WhatsApp Business. Modelos novos são criados e aprovados no WhatsApp Manager da Meta; sincronize de novo quando a Meta aprovar.
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
templates-unusable-rejected = A Meta rejeitou este modelo, então ele não pode ser enviado. Altere-o no WhatsApp Manager da Meta e envie para análise de novo.
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

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
