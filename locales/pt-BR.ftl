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

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
