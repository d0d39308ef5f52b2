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

templates-title = Plantillas
templates-counts-loading = Leyendo las plantillas…
templates-counts = { $templates ->
        [one] { $templates } plantilla
       *[other] { $templates } plantillas
    }, { $usable ->
        [one] { $usable } se puede usar
       *[other] { $usable } se pueden usar
    }
templates-sync-button = Sincronizar con Meta
templates-synced-at = Sincronizado a las { $time }
templates-sync-failed = No se sincronizaron las plantillas
templates-load-failed = Pacer no pudo mostrar las plantillas
templates-loading = Leyendo las plantillas
templates-empty-title = Todavía no hay plantillas
templates-empty-demo = Todavía no hay plantillas: haz clic en Sincronizar con Meta para leer las plantillas de ejemplo de la cuenta de demostración.
templates-empty-live = Todavía no hay plantillas: haz clic en Sincronizar con Meta para leer las plantillas de tu cuenta de WhatsApp Business. Las plantillas nuevas se crean y se aprueban en el WhatsApp Manager de Meta; vuelve a sincronizar cuando Meta las apruebe.
templates-search-placeholder = Buscar por nombre o idioma
templates-search-label = Buscar plantillas
templates-show-label = Qué plantillas
templates-show-all = Todas ({ $count })
templates-show-usable = Se pueden usar ({ $count })
templates-show-unusable = No se pueden ({ $count })
templates-no-match = Ninguna plantilla coincide. Borra la búsqueda.
templates-choose = Elige una plantilla a la izquierda para verla como la verán tus clientes.

templates-status-approved = Aprobada
templates-status-pending = Esperando a Meta
templates-status-in-appeal = En apelación
templates-status-rejected = Rechazada
templates-status-paused = En pausa
templates-status-disabled = Desactivada
templates-status-deleted = Eliminada
templates-status-pending-deletion = Eliminándose

templates-category-marketing = Marketing
templates-category-utility = Utilidad
templates-category-authentication = Autenticación
templates-category-unknown = Categoría aún desconocida
templates-category-help-marketing = Ofertas y novedades. No se envían a clientes que no quieren recibir marketing; Meta puede retener algunas.
templates-category-help-utility = Facturas, recordatorios y avisos sobre algo que el cliente ya tiene.
templates-category-help-authentication = Códigos de un solo uso para iniciar sesión.
templates-category-help-unknown = Meta todavía no dijo qué tipo de mensaje es. Sincroniza con Meta para saberlo.

templates-unusable-approved = Pacer solo supo por Meta que esta plantilla fue aprobada; todavía no conoce su texto. Haz clic en Sincronizar con Meta para leerlo.
templates-unusable-pending = Meta todavía está revisando esta plantilla, normalmente unos minutos y como máximo 24 horas. Haz clic en Sincronizar con Meta más tarde para ver si fue aprobada.
templates-unusable-in-appeal = Le pediste a Meta que revise de nuevo el rechazo. Espera la respuesta de Meta y luego haz clic en Sincronizar con Meta.
templates-unusable-rejected = Meta rechazó esta plantilla, así que no se puede enviar. Cámbiala en el WhatsApp Manager de Meta y envíala otra vez a revisión.
templates-unusable-paused = Meta pausó esta plantilla porque algunos clientes bloquearon o reportaron sus mensajes. No se puede enviar hasta que Meta quite la pausa (a las 3 horas la primera vez, a las 6 horas la segunda); mejorar su texto en WhatsApp Manager ayuda.
templates-unusable-disabled = Meta desactivó esta plantilla porque sus mensajes siguieron recibiendo calificaciones bajas. Crea una plantilla nueva en el WhatsApp Manager de Meta.
templates-unusable-deleted = Meta ya no muestra esta plantilla: se eliminó en WhatsApp Manager. Elige otra plantilla.
templates-unusable-pending-deletion = Esta plantilla se está eliminando en el WhatsApp Manager de Meta. Elige otra plantilla.
templates-unusable-other = Meta marca esta plantilla como “{ $status }”, así que Pacer no puede enviarla.

templates-language = { $language } ({ $code })
templates-usable = Se puede usar en campañas
templates-meta-reason = Motivo de Meta: { $reason }
templates-needs-nothing = No necesita valores: todos los clientes reciben el mismo texto.
templates-needs = Necesita: { $values }

templates-preview-about = { $language } ({ $code }) · { $category }: { $help }
templates-cannot-use-title = Esta plantilla no se puede usar ahora
templates-text-unknown = Pacer todavía no conoce el texto de esta plantilla, así que no puede mostrarla. Haz clic en Sincronizar con Meta.
templates-sample-values = Valores de ejemplo ({ $count ->
        [one] { $count } valor
       *[other] { $count } valores
    } por cliente)
templates-use-examples = Usar los ejemplos de Meta
templates-clear-values = Borrar
templates-customer-sees = Lo que ve el cliente
templates-preview-updating = Actualizando la vista previa
templates-preview-failed = No se pudo armar la vista previa
templates-values-missing = En rojo: { $count ->
        [one] { $count } valor todavía vacío
       *[other] { $count } valores todavía vacíos
    }. En una campaña, Pacer los completa con los datos de cada contacto y te avisa antes de iniciar si alguno queda vacío.
templates-value-placeholder-document = factura-1042.pdf o https://…
templates-value-placeholder-image = foto.jpg o https://…
templates-value-placeholder-video = video.mp4 o https://…
templates-value-placeholder-location = 19.4326, -99.1332 | Tienda | Calle Principal 1, Ciudad de México
templates-value-placeholder-example = Por ejemplo: { $example }
templates-value-help-media = Un nombre de archivo o un enlace. En una campaña, cada cliente recibe su propio archivo.
templates-value-help-location = Latitud, longitud y, si quieres, | nombre | dirección.
templates-value-help-link-end-max = El final del enlace del botón, hasta { $chars ->
        [one] { $chars } carácter
       *[other] { $chars } caracteres
    }.
templates-value-help-link-end = El final del enlace del botón.
templates-value-help-max = Hasta { $chars ->
        [one] { $chars } carácter
       *[other] { $chars } caracteres
    }.
templates-value-missing = Todavía sin valor
templates-media-missing-image = Imagen: todavía no hay archivo
templates-media-missing-video = Video: todavía no hay archivo
templates-media-missing-location = Ubicación: todavía no se indicó
templates-media-missing-document = Documento PDF: todavía no hay archivo

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
