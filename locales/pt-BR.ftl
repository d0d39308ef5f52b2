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
