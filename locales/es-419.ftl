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

# (end of Settings)

## Engine: what the engine says (the window shows it in the person's language; the command
## line and the local API say it in English)

setting-refused-messages-per-second = Los mensajes por segundo deben estar entre { $min } y { $max } (el valor normal de Meta es { $default }).
setting-refused-bulk-share = La parte que pueden usar las campañas debe estar entre { $min } % y { $max } %.
setting-refused-media-rate = Las subidas de PDF por segundo deben ser un número entero entre { $min } y { $max }.
setting-refused-ports = La API local y el receptor de actualizaciones de entrega necesitan dos puertos distintos.
setting-refused-default-country = El país predeterminado es un código de dos letras, como PK, GB o US.
setting-refused-inbox-retention = Las actualizaciones de entrega se guardan entre { $min } y { $max } días ({ $default } si no lo cambias).
setting-refused-time-limit = Un límite de tiempo es un número de minutos de 1 a { $max } ({ $days } días), o 0 para no tener límite.
setting-refused-currency = "{ $currency }" no es un código de moneda: usa tres letras mayúsculas, como USD, EUR o MXN.
setting-refused-unpriced-category = Meta cobra los mensajes de marketing, de utilidad y de autenticación; "{ $category }" no es ninguno de ellos.
setting-refused-price = El precio de un mensaje de { $category ->
        [marketing] marketing
        [utility] utilidad
        [authentication] autenticación
       *[other] { $category }
    } debe ser un número de 0 hasta menos de { $below } { $currency }.

# (end of Engine)
