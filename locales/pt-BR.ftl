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
