### Pacer's words in Spanish (Latin America). The ids and { $placeholders } follow en.ftl; docs/languages.md
### says how to correct a word or add a language.

## About this file

language-name = Español (Latinoamérica)
language-direction = ltr
language-translator = Los desarrolladores de Pacer (con ayuda de una máquina)
language-reviewed = no

## The window's frame

app-title = Pacer
mode-demo = Demostración
mode-live = En vivo
nav-screens = Pantallas
nav-home = Inicio
nav-contacts = Contactos
nav-templates = Plantillas
nav-campaigns = Campañas
nav-reports = Informes
nav-settings = Configuración
color-scheme-to-dark = Cambiar al modo oscuro
color-scheme-to-light = Cambiar al modo claro
demo-banner-title = Demostración
demo-banner = Esta es una demostración: un WhatsApp simulado con los límites reales de Meta, así que nada llega a teléfonos reales. Pruébalo con la lista de clientes de ejemplo y luego conecta tu cuenta de Meta en Configuración.
not-sending-title = Pacer no está enviando
try-again = Intentar de nuevo
still-cannot-start = Pacer todavía no puede iniciar

## Settings → Language

settings-language = Idioma
settings-language-choose = Idioma de Pacer
settings-language-description = Las palabras de esta ventana. Los mensajes a los clientes siguen en el idioma de su plantilla, y la API local y la línea de comandos siguen en inglés.
settings-language-system = El idioma de la computadora ({ $language })
settings-language-unreviewed = Esta traducción la escribió { $translator } y todavía no la revisó un hablante nativo. Si alguna palabra suena mal, docs/languages.md explica cómo corregirla.

## Home: the Home screen, the window's frame, shared widgets and notices

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $contacts ->
        [one] { $contacts } contacto
       *[other] { $contacts } contactos
    } en { $lists ->
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

settings-title = Configuración
settings-loading = Leyendo la configuración…
settings-link-account = Cuenta de Meta
settings-link-sending = Envío
settings-link-delivery = Actualizaciones de entrega
settings-link-prices = Precios
settings-link-api = API local
settings-link-folders = Carpetas
settings-link-data = Datos y diagnóstico
settings-save-not-yet = Todavía no se guardó nada: { $problem }
settings-save-refused = No se guardó nada: { $problem }
settings-save-refused-details = No se guardó nada: { $problem } (Detalles: { $details })
settings-saved-title = Guardado
settings-saved = Configuración guardada. Pacer reinició su motor con ella donde hacía falta; no se perdió nada de lo que estaba en espera.
settings-done-title = Listo
settings-save-bar-unsaved = Hay cambios sin guardar. Guardar reinicia el motor donde haga falta: los mensajes en curso terminan primero y no se pierde nada de lo que está en espera.
settings-save-bar-saved = Toda la configuración está guardada.
settings-save-bar-undo = Deshacer cambios
settings-save-bar-save = Guardar configuración
settings-copied = Copiado
settings-example = p. ej. { $example }
settings-details = Detalles: { $details }
settings-unit-days = {" "}días
settings-unit-minutes = {" "}minutos

settings-account-title = Cuenta de Meta
settings-account-use-demo = Usar la demo
settings-account-use-live = Pasar a modo real
settings-account-intro-live = Pacer envía mensajes reales a través del id de número de teléfono { $id }. Cambia un valor abajo y vuelve a conectar para actualizarlo.
settings-account-intro-demo-connected = Hay una cuenta de Meta conectada, pero estás usando la demo. Pasa a modo real para enviar mensajes reales.
settings-account-intro-demo = Estás usando la demo. Completa los datos de tu cuenta de Meta para enviar mensajes reales: los encuentras en Meta Business Manager y en el App Dashboard (developers.facebook.com → tu app).
settings-account-phone-number-id = Id del número de teléfono
settings-account-phone-number-id-where = WhatsApp Manager → Phone numbers, o App Dashboard → WhatsApp → API Setup
settings-account-waba-id = Id de la WhatsApp Business Account (WABA id)
settings-account-waba-id-where = App Dashboard → WhatsApp → API Setup, debajo del id del número de teléfono
settings-account-access-token = Token de acceso
settings-account-access-token-where = Business Settings → Users → System users → Generate new token (permisos de WhatsApp)
settings-account-access-token-placeholder = Pega el token del usuario del sistema
settings-account-access-token-show = Mostrar u ocultar el token de acceso
settings-account-kept = guardado en tu llavero — déjalo vacío para conservarlo
settings-account-app-secret = Clave secreta de la app
settings-account-app-secret-where = App Dashboard → App settings → Basic → App secret; prueba que las actualizaciones vienen de Meta
settings-account-app-secret-placeholder = Pega la clave secreta de la app
settings-account-app-secret-show = Mostrar u ocultar la clave secreta de la app
settings-account-verify-token = Token de verificación
settings-account-verify-token-where = Cualquier palabra que elijas; Meta la usa para comprobar la dirección de las actualizaciones de entrega
settings-account-advanced = Avanzado: dirección y versión de la Graph API
settings-account-graph-url = Dirección de la Graph API
settings-account-graph-url-where = La de Meta es { $url }; cámbiala solo para probar con un simulador
settings-account-api-version = Versión de la API
settings-account-api-version-where = Pacer está hecho para la { $version }
settings-account-test = Probar conexión
settings-account-reconnect-button = Guardar y volver a conectar
settings-account-connect-button = Conectar y pasar a modo real
settings-account-test-note = La prueba solo lee de Meta: no se guarda ni se envía nada. Las claves secretas van al llavero de esta computadora, nunca a un archivo, y no se vuelven a mostrar.
settings-account-confirm-reconnect-title = ¿Volver a conectar con estos datos?
settings-account-confirm-live-title = ¿Pasar a modo real?
settings-account-confirm-reconnect = Volver a conectar
settings-account-confirm-steps = Pacer primero prueba la cuenta, luego guarda las claves secretas en tu llavero y pasa a modo real.
settings-account-confirm-real = En modo real, las campañas y los OTP envían mensajes de WhatsApp reales a clientes reales, y Meta le cobra a tu cuenta por ellos.
settings-account-confirm-demo-data = Los contactos, campañas e informes de la demo se quedan en la demo: el modo real empieza con sus propios datos, vacíos. Puedes volver con "{ settings-account-use-demo }" cuando quieras.
settings-account-error-phone-number-id = Primero pega el id del número de teléfono (WhatsApp Manager → Phone numbers).
settings-account-error-waba-id = Primero pega el id de la WhatsApp Business Account (App Dashboard → WhatsApp → API Setup).
settings-account-error-access-token = Primero pega el token de acceso (Meta Business Manager → System users → Generate token).
settings-account-error-app-secret = Pega también la clave secreta de la app (App Dashboard → Settings → Basic): Pacer la usa para comprobar que las actualizaciones de entrega vienen de verdad de Meta.
settings-account-connected-title = Conectado: modo real
settings-account-connected = Ahora Pacer envía a través de tu cuenta de Meta. Los datos de la demo se quedan en la demo.
settings-account-now-demo = Estás en la demo: nada llega a teléfonos reales. Tu cuenta de Meta sigue conectada para más adelante.
settings-account-now-live-title = Modo real
settings-account-now-live = Pacer vuelve a enviar a través de tu cuenta de Meta.
settings-account-demo-failed = Pacer no pudo pasar a la demo
settings-account-live-failed = Pacer no pudo pasar a modo real
settings-account-problem-title = Pacer no pudo usar esta cuenta
settings-account-not-accepted = Meta no aceptó la cuenta. Revisa los ids y el token.
settings-account-works-title = Meta respondió: esta cuenta funciona
settings-account-result-name = Nombre
settings-account-result-number = Número
settings-account-result-quality = Calidad
settings-account-result-limit = Límite diario
settings-account-result-speed = Velocidad
settings-account-result-templates = Plantillas
settings-quality-green = Verde (calidad alta)
settings-quality-yellow = Amarillo (calidad media: los clientes se quejaron un poco)
settings-quality-red = Rojo (calidad baja: Meta puede limitar este número)
settings-quality-unknown = Todavía sin calificar
settings-quality-na = Sin calificar
settings-limit-unlimited = Sin límite diario de clientes
settings-limit-not-set = Meta todavía no fijó un límite diario
settings-limit-customers = { $customers ->
        [one] { $customers } cliente por día
       *[other] { $customers } clientes por día
    }
settings-speed-standard = 80 mensajes por segundo (estándar)
settings-speed-high = Hasta 1.000 mensajes por segundo (aumentado por Meta)
settings-speed-not-applicable = No corresponde a este número

settings-sending-title = Envío
settings-mps = Mensajes por segundo
settings-mps-description = Meta permite { $standard } por número (estándar), hasta { $high } cuando Meta aumenta la capacidad de tu número; { $app } si el número también está en la app WhatsApp Business
settings-bulk-share = Parte que pueden usar las campañas
settings-bulk-share-description = Deja lugar para los OTP: con { $share } %, las campañas usan como máximo el { $share } % de la velocidad. Los OTP siempre van primero.
settings-media-per-second = Subidas de PDF por segundo
settings-media-per-second-description = Qué tan rápido se suben a Meta los PDF de las facturas cuando se inicia una campaña ({ $safe } es seguro)
settings-express-expires = Descartar OTP y alertas no enviados en
settings-express-expires-description = Un OTP o una alerta que no pudo salir a tiempo (Meta caída, envío en pausa) no se envía y aparece como vencido: un código de inicio de sesión con una hora de retraso es peor que ninguno. 0 = nunca.
settings-bulk-expires = Descartar mensajes de campaña no enviados en
settings-bulk-expires-description = 0 (lo habitual) = nunca: una factura vale la pena enviarla aunque sea tarde. Pon un límite para ofertas que terminan.
settings-default-country = País predeterminado
settings-default-country-description = Para números escritos sin código de país: un código de dos letras, como PK, GB o US
settings-opt-out-words = Más palabras para darse de baja
settings-opt-out-words-description = STOP, UNSUBSCRIBE, STOP PROMOTIONS y OPT OUT siempre funcionan. Agrega las palabras que usan tus clientes en su idioma; presiona Enter después de cada una.
settings-opt-out-words-note = Un cliente que responda con una de estas palabras ya no recibe mensajes de marketing; las facturas y los OTP siguen llegando.

settings-delivery-title = Actualizaciones de entrega
settings-delivery-description = Meta le avisa a Pacer qué mensajes se entregaron, se leyeron o fallaron llamando a una dirección https:// pública. Pacer funciona en esta computadora, así que un túnel le da esa dirección. Sin él, los mensajes igual salen, pero quedan como "enviado".
settings-tunnel = Túnel
settings-tunnel-off = Apagado
settings-tunnel-cloudflared = cloudflared (gratis, dirección nueva en cada inicio)
settings-tunnel-cloudflared-named = cloudflared con mi propio dominio (un túnel con nombre)
settings-tunnel-ngrok = ngrok
settings-tunnel-url = Una dirección https:// fija que ya tengo
settings-tunnel-command = Otro programa de túnel (un comando)
settings-tunnel-cloudflared-note = Necesita cloudflared instalado (developers.cloudflare.com → Downloads). Pacer lo inicia y lo reinicia si se detiene.
settings-tunnel-ngrok-note = Necesita ngrok instalado y tu authtoken abajo (o ngrok con la sesión ya iniciada). Para tu dominio fijo de ngrok, elige "Otro programa de túnel" y agrega --url al comando.
settings-tunnel-host = Tu nombre de host público
settings-tunnel-host-description = El nombre de host que dirigiste al túnel en Cloudflare (Zero Trust → Tunnels → Public hostname), apuntando al receptor de webhooks de abajo. Necesita cloudflared instalado y el token del túnel abajo.
settings-tunnel-public-url = Tu dirección pública
settings-tunnel-public-url-description = Una dirección https:// que ya reenvía al receptor de webhooks de abajo; no se inicia nada
settings-tunnel-command-label = Comando
settings-tunnel-command-description = El programa y sus argumentos; { "{port}" } se reemplaza por el puerto del receptor. Pacer lee la dirección pública de lo que imprime el programa. Pacer te pide confirmar el programa antes de ejecutarlo por primera vez; el token va en el campo de abajo, nunca aquí.
settings-tunnel-token = Token del túnel
settings-tunnel-token-stored = Hay un token guardado en el llavero de esta computadora. Pega uno nuevo para reemplazarlo.
settings-tunnel-token-description = El token de tu túnel con nombre (Cloudflare) o tu authtoken de ngrok. Pacer lo guarda en el llavero de esta computadora y se lo da al programa de túnel en privado.
settings-tunnel-token-saved-placeholder = •••••• (guardado)
settings-tunnel-token-placeholder = Pega el token
settings-tunnel-token-show = Mostrar u ocultar el token
settings-tunnel-token-save = Guardar token
settings-tunnel-token-forget = Quitar
settings-tunnel-token-removed = Se quitó el token del túnel del llavero.
settings-tunnel-token-saved = El token del túnel está guardado en el llavero de esta computadora.
settings-tunnel-token-failed = No se guardó el token del túnel
settings-register-callback = Registrar la dirección en Meta automáticamente
settings-register-callback-description = Cada dirección nueva se le da a Meta como tu callback URL, así nunca tienes que copiarla en el App Dashboard. Necesita el token de verificación en Cuenta de Meta.
settings-register-callback-off = Sin esto, pon la dirección del túnel seguida de /webhook, y tu token de verificación, una vez en el App Dashboard → WhatsApp → Configuration.
settings-tunnel-now = Ahora
settings-delivery-receiver = El receptor de webhooks en esta computadora:

settings-prices-title = Precios
settings-prices-description = Meta cobra cada mensaje de plantilla entregado, según su categoría y el país de tus clientes. Copia los precios de ese país de la tabla de tarifas de Meta (WhatsApp Manager → Insights, o la página de precios de Meta) y los informes muestran cuánto costó cada campaña. Déjalos vacíos para ver solo las cantidades.
settings-currency = Moneda
settings-currency-description = De los precios de Meta, p. ej. { $example }
settings-price-marketing = Mensaje de marketing
settings-price-marketing-description = Ofertas, anuncios, recordatorios de compra
settings-price-utility = Mensaje de utilidad
settings-price-utility-description = Facturas, novedades de pedidos y pagos
settings-price-authentication = Mensaje de autenticación
settings-price-authentication-description = Contraseñas de un solo uso
settings-price-not-set = sin definir

settings-api-title = API local para tus otros sistemas
settings-api-description = Tu sitio web o sistema de facturación envía OTP y alertas por Pacer aquí; van primero, antes que las campañas. Solo los programas de esta computadora pueden llegar a ella.
settings-api-address = Dirección
settings-api-address-copy = Copiar la dirección
settings-api-key = Clave
settings-api-key-description = Se envía como Authorization: Bearer <key>
settings-api-key-show = Mostrar u ocultar la clave
settings-api-key-copy = Copiar la clave
settings-api-example = Enviar un OTP (ejemplo)
settings-api-example-copy = Copiar el ejemplo con tu clave
settings-api-example-note = Pacer responde { $answer } al instante; GET { $url } dice si se entregó. Enviar la misma idempotency_key otra vez nunca envía dos veces.
settings-api-advanced = Avanzado: puertos
settings-api-port = Puerto de la API local
settings-api-port-description = Solo en { $address }
settings-webhook-port = Puerto del receptor de webhooks
settings-webhook-port-description = El que expone el túnel

settings-folders-title = Carpetas que Pacer puede leer
settings-folders-description = Los programas que llaman a la API local de Pacer solo pueden nombrar archivos dentro de estas carpetas (listas de contactos para importar, PDF de facturas), o subir el archivo en sí. Así, un programa o una página web nunca puede hacer que Pacer lea tus otros archivos, como documentos o claves. Los cambios se aplican al instante.
settings-folders-imports = La carpeta de importación propia de Pacer: pon aquí archivos para que otros programas los importen.
settings-folders-always = Siempre
settings-folders-remove = Quitar esta carpeta
settings-folders-remove-named = Quitar { $folder }
settings-folders-add = Agregar una carpeta…
settings-folders-add-note = Pacer pregunta qué carpeta en su propia ventana.
settings-folders-added-title = Carpeta agregada
settings-folders-added = Los programas que llaman a la API local ahora pueden leer archivos en esa carpeta.
settings-folders-add-failed = No se agregó la carpeta
settings-folders-removed-title = Carpeta quitada
settings-folders-removed = Los programas que llaman a la API local ya no pueden leer archivos en { $folder }.
settings-folders-remove-failed = No se quitó la carpeta

settings-data-title = Datos y diagnóstico
settings-data-folder = Carpeta de datos
settings-data-folder-copy = Copiar la carpeta de datos
settings-data-database = Base de datos
settings-data-database-copy = Copiar la base de datos
settings-data-logs = Carpeta de registros
settings-data-logs-copy = Copiar la carpeta de registros
settings-data-version = Versión
settings-data-retention = Conservar las actualizaciones de entrega durante
settings-data-retention-description = Las actualizaciones de entrega de Meta se quedan en la bandeja de Pacer este tiempo después de usarse, para que puedas revisar lo que dijo Meta. De { $min } a { $max } días.
settings-data-copy-diagnostics = Copiar diagnóstico
settings-data-diagnostics-description = Versiones, configuración, el estado del motor y las últimas líneas del registro, para pegar en una solicitud de soporte. Antes se quitan los tokens, las claves secretas y las claves.
settings-data-diagnostics-title = Diagnóstico
settings-data-diagnostics-text = Texto del diagnóstico
settings-data-no-clipboard = Pacer no pudo acceder al portapapeles. Selecciona el texto de abajo y cópialo (Ctrl+A, Ctrl+C). Las claves secretas se quitaron.
settings-data-copied = Diagnóstico copiado: pégalo en tu mensaje al soporte. Las claves secretas se quitaron.
settings-data-diagnostics-failed = Pacer no pudo reunir el diagnóstico

settings-error-messages-per-second = Los mensajes por segundo deben estar entre { $min } y { $max } (el estándar de Meta es { $standard }).
settings-error-bulk-share = La parte que pueden usar las campañas debe estar entre { $min } % y { $max } %.
settings-error-media-per-second = Las subidas de PDF por segundo deben ser un número entero entre { $min } y { $max }.
settings-error-default-country = El país predeterminado es un código de dos letras, como PK, GB o US.
settings-error-tunnel-url = Escribe la dirección pública completa, empezando con https:// (sin ? ni #).
settings-error-tunnel-command-port = Pon { "{port}" } donde el programa de túnel necesita el puerto del receptor de webhooks, p. ej. mytunnel --port { "{port}" }.
settings-error-tunnel-command-token = Saca el token del comando: cualquier persona en esta computadora puede leer un comando. Escríbelo en el campo del token del túnel de abajo.
settings-error-tunnel-host = Escribe el nombre de host público que dirigiste al túnel en Cloudflare, como hooks.example.com.
settings-error-port = Un puerto es un número entero entre { $min } y { $max }.
settings-error-ports-differ = La API local y el receptor de webhooks necesitan dos puertos distintos.
settings-error-inbox-retention = Conserva las actualizaciones de entrega entre { $min } y { $max } días ({ $usual } si no lo cambias).
settings-error-expires-after = Escribe un número entero de minutos de 1 a { $max } ({ $days } días), o 0 para no poner límite.
settings-error-currency = Escribe la moneda de los precios de Meta con tres letras, como USD, EUR o PKR.
settings-error-price = Un precio es un número de 0 hasta { $max }.

# (end of Settings)
