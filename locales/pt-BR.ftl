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
