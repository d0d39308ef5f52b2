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

contacts-title = Contactos
contacts-counting = Contando contactos…
contacts-import-button = Importar contactos
contacts-load-error = Pacer no pudo mostrar tus contactos
contacts-page-error = Pacer no pudo leer estos contactos
contacts-tab-contacts = Contactos
contacts-tab-lists = Listas ({ $lists })
contacts-tab-imports = Importaciones ({ $imports })
contacts-loading = Cargando contactos…
contacts-showing = Mostrando { $shown } de { $total ->
        [one] { $total } contacto
       *[other] { $total } contactos
    }
contacts-no-match = Ningún contacto coincide con estos filtros.
contacts-no-match-search = Ningún contacto coincide con “{ $search }” con estos filtros.
contacts-clear-search = Borrar la búsqueda y los filtros
contacts-empty-title = Todavía no hay contactos
contacts-empty-description = Importa un archivo CSV o Excel exportado de tu sistema de facturación, o una lista escrita a mano. Pacer encuentra los números de teléfono, corrige lo que puede y te muestra cada fila que no puede usar antes de guardar nada.
contacts-empty-sample = Probar la lista de clientes de ejemplo

contacts-search-label = Buscar
contacts-search-placeholder = Nombre o número
contacts-list-label = Lista
contacts-list-placeholder = Todas las listas
contacts-list-option = { $list } ({ $contacts })
contacts-tag-label = Etiqueta
contacts-tag-placeholder = Cualquier etiqueta
contacts-tag-placeholder-none = Todavía no hay etiquetas
contacts-reach-label = Marketing
contacts-reach-all = Todos
contacts-reach-reachable = Reciben marketing
contacts-reach-opted-out = No quieren marketing
contacts-clear-filters = Borrar filtros

contacts-table-label = Contactos
contacts-table-loading = Cargando…
contacts-column-name = Nombre
contacts-column-phone = Teléfono
contacts-column-tags = Etiquetas
contacts-column-marketing = Marketing
contacts-column-more = Más detalles
contacts-no-name = Sin nombre
contacts-edit-tags = Editar etiquetas
contacts-edit-tags-of = Editar las etiquetas de { $contact }
contacts-opted-out = No quiere recibir marketing
contacts-opted-out-help = Este cliente desactivó los mensajes de marketing de tu negocio. Pacer no le enviará marketing; las facturas y otros mensajes de servicio se siguen enviando.
contacts-reachable = Recibe marketing
contacts-more-details = +{ $count } más

contacts-lists-empty = Todavía no hay listas. Cada importación pone sus contactos en una lista: importa un archivo para crear la primera.
contacts-lists-column-list = Lista
contacts-lists-column-contacts = Contactos
contacts-lists-column-opted-out = No quieren recibir marketing
contacts-lists-column-reachable = Pueden recibir marketing
contacts-imports-empty = Todavía no hay importaciones. Cada importación que hagas aparece aquí, con lo que hizo.
contacts-imports-column-when = Cuándo
contacts-imports-column-file = Archivo
contacts-imports-column-list = Lista
contacts-imports-column-result = Qué pasó

contacts-tags-title = Etiquetas de { $contact }
contacts-tags-title-none = Etiquetas
contacts-tags-help = Las etiquetas agrupan contactos de distintas listas, por ejemplo “VIP” o “paga tarde”. Una campaña se puede enviar a todos los que tengan una etiqueta.
contacts-tags-label = Etiquetas
contacts-tags-placeholder = Escribe una etiqueta y presiona Enter
contacts-tags-not-saved = Las etiquetas no se guardaron
contacts-tags-cancel = Cancelar
contacts-tags-save = Guardar etiquetas
contacts-tags-saved-title = Listo
contacts-tags-saved = Ahora { $contact } tiene las etiquetas { $tags }.
contacts-tags-saved-none = Ahora { $contact } no tiene etiquetas.

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
