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

# The wizard's frame and steps
wizard-title-new = Nueva campaña
wizard-title-campaign = Campaña "{ $campaign }"
wizard-step-template = Plantilla
wizard-step-template-description = Nombre y mensaje
wizard-step-audience = Destinatarios
wizard-step-audience-description = Listas y etiquetas
wizard-step-values = Valores
wizard-step-values-description = Columnas, PDF, hora
wizard-step-check = Revisar y ver
wizard-step-check-description = Antes de enviar
wizard-step-launch = Iniciar
wizard-step-schedule = Programar
wizard-step-send-description = Enviar
wizard-back = Atrás
wizard-next = Siguiente
wizard-next-launch = Siguiente: iniciar
wizard-next-schedule = Siguiente: programar
wizard-create = Crear campaña
wizard-create-and-schedule = Crear y programar
wizard-saved-changes = Guardada como borrador. Si cambias algo, Crear la vuelve a crear y deja de lado el borrador anterior.
wizard-saved-draft = Guardada como borrador: puedes cerrar esto y volver desde la lista.
wizard-saved-scheduled = Guardada como campaña programada: puedes cerrar esto y volver desde la lista.
wizard-templates-failed = Pacer no pudo leer las plantillas
wizard-lists-failed = Pacer no pudo leer las listas
# What is missing before going on ($variable is the template's variable, as Pacer names it)
wizard-error-name = Ponle a la campaña un nombre fácil de reconocer, por ejemplo "Facturas de diciembre".
wizard-error-template = Elige la plantilla que se enviará.
wizard-error-audience = Elige al menos una lista (o etiqueta) de contactos a quienes enviar.
wizard-error-pdf-folder = { $variable }: elige la carpeta con los PDF.
wizard-error-pdf-column = { $variable }: elige la columna que da el nombre del archivo PDF de cada cliente.
wizard-error-text-empty = { $variable } no tiene valor: escribe el texto a enviar, o elige una columna.
wizard-error-column-empty = { $variable } no tiene valor: elige una columna, o escribe un texto fijo.
wizard-error-schedule-at = Escribe la hora de envío así: 2026-12-01 09:00 (año-mes-día horas:minutos).
wizard-error-time-zone = Elige la zona horaria de esa hora, por ejemplo America/Mexico_City.
# Step 1: the name and the template
wizard-name = Nombre de la campaña
wizard-name-description = Un nombre fácil de reconocer en la lista y en los informes.
wizard-name-placeholder = Facturas de diciembre
wizard-no-templates-title = Todavía no hay plantillas aprobadas
wizard-no-templates = Solo se pueden enviar plantillas aprobadas por Meta. Sincroniza tus plantillas de Meta en la pantalla Plantillas, o crea una en WhatsApp Manager y espera la aprobación.
wizard-go-to-templates = Ir a Plantillas
wizard-template = Plantilla
wizard-template-description = Solo aparecen las plantillas aprobadas.
wizard-template-description-others = Solo aparecen las plantillas aprobadas ({ $others ->
        [one] { $others } otra no está aprobada o está en pausa
       *[other] { $others } otras no están aprobadas o están en pausa
    }; mira Plantillas).
wizard-template-reading = Leyendo las plantillas…
wizard-template-search = Escribe para buscar
wizard-template-none-found = Ninguna plantilla aprobada tiene ese nombre
wizard-category-marketing = marketing
wizard-category-utility = utilidad
wizard-category-authentication = autenticación
wizard-category-unknown = categoría desconocida
wizard-marketing-note = Una plantilla de marketing no se envía a los contactos que no quieren recibir marketing.
wizard-no-variables = Esta plantilla no tiene variables: todos los clientes reciben el mismo mensaje.
wizard-template-needs = Necesita { $values ->
        [one] { $values } valor
       *[other] { $values } valores
    } por cliente (eliges de dónde salen en el paso 3):
wizard-variable-example = p. ej. { $example }
wizard-kind-text = texto
wizard-kind-document = documento PDF
wizard-kind-image = imagen
wizard-kind-video = video
wizard-kind-location = ubicación
wizard-kind-url-suffix = final de un enlace
wizard-kind-otp-code = código de un solo uso
wizard-kind-coupon-code = código de cupón
# Step 2: who receives it
wizard-no-contacts-title = Todavía no hay contactos
wizard-no-contacts = Una campaña va a una lista de contactos. Primero importa la planilla de tus clientes a una lista en la pantalla Contactos y luego vuelve.
wizard-go-to-contacts = Ir a Contactos
wizard-lists = Listas
wizard-lists-description = Todos los de estas listas reciben el mensaje (un contacto que está en dos listas lo recibe una sola vez).
wizard-lists-reading = Leyendo las listas…
wizard-lists-search = Escribe el nombre de una lista
wizard-list-option = { $list } ({ $contacts ->
        [one] { $contacts } contacto
       *[other] { $contacts } contactos
    })
wizard-lists-none-found = Ninguna lista tiene ese nombre
wizard-tags = Etiquetas (opcional)
wizard-tags-description = Los contactos con cualquiera de estas etiquetas también lo reciben.
wizard-tags-none = Todavía no hay etiquetas
wizard-tags-search = Escribe una etiqueta
wizard-audience-size = { $contacts ->
        [one] { $contacts } contacto
       *[other] { $contacts } contactos
    } en { $lists ->
        [one] la lista elegida
       *[other] las listas elegidas
    }.
wizard-audience-size-tags = { $contacts ->
        [one] { $contacts } contacto
       *[other] { $contacts } contactos
    } en { $lists ->
        [one] la lista elegida
       *[other] las listas elegidas
    }, además de los que tienen las etiquetas elegidas.
wizard-audience-opted-out = { $count } de ellos no quieren recibir marketing: esta plantilla de marketing no se les envía.
wizard-audience-exact = El número exacto se revisa en el paso 4, antes de enviar nada.
# Step 3: where each value comes from, and when to send
wizard-values-no-template = Primero elige una plantilla en el paso 1.
wizard-values-intro = Para cada valor, elige una columna de tu lista importada (cada cliente recibe su propio valor) o un texto fijo (todos reciben lo mismo).
wizard-values-errors-title = Antes de poder crear la campaña
wizard-source-pdf = PDF por cliente
wizard-source-column = Columna
wizard-source-text = Texto fijo
wizard-variable-example-value = Ejemplo: { $example }
wizard-variable-max-chars = como máximo { $count ->
        [one] { $count } carácter
       *[other] { $count } caracteres
    }
wizard-variable-source = De dónde sale { $variable }
wizard-fixed-text = El mismo texto para todos los clientes
wizard-fixed-text-label = { $variable }: texto fijo
wizard-column = Columna
wizard-column-media-description = Una columna con el enlace al archivo (https://…) o su id de medio en Meta.
wizard-column-placeholder = Escribe o elige una columna, p. ej. Invoice
wizard-column-sample = El valor del primer cliente: { $value }
wizard-column-description = Una columna de tu planilla importada, tal como dice su encabezado.
wizard-columns-every-contact = Todo contacto tiene
wizard-columns-imported = Columnas de tus importaciones
wizard-pdf-folder = Carpeta de PDF
wizard-pdf-folder-description = Un PDF por cliente, con el nombre del valor de una columna (INV-0042 o INV-0042.pdf). Pacer lee solo la carpeta que elijas.
wizard-pdf-no-folder = Todavía no hay carpeta elegida: presiona Elegir… para seleccionar la carpeta con los PDF de las facturas.
wizard-pdf-choose = Elegir…
wizard-pdf-choose-failed = No se abrió la ventana de carpetas
wizard-pdf-sample = Usar las facturas de ejemplo
wizard-pdf-sample-note = Demo: un PDF por cliente de ejemplo, con el nombre de la columna Invoice.
wizard-pdf-column = Columna con el nombre del archivo de cada cliente
wizard-pdf-column-description = Por ejemplo Invoice: el cliente cuyo Invoice es INV-0042 recibe INV-0042.pdf.
wizard-schedule = Enviar más tarde, a una hora fija
wizard-schedule-at = Fecha y hora
wizard-schedule-at-description = Año-mes-día horas:minutos
wizard-time-zone = Zona horaria
wizard-time-zone-description = De dónde es esa hora (la zona de tu computadora, salvo que la cambies)
wizard-schedule-note = Al crearla queda programada: Pacer la inicia solo a esa hora (o en cuanto Pacer vuelva a funcionar), envía a todos los que están listos y omite a los clientes con algún problema. Hasta entonces puedes pausarla o cancelarla en la lista.
# Step 4: the check and the preview
wizard-check-title = Revisión de cada cliente
wizard-check-again = Revisar de nuevo
wizard-checking = Revisando cada cliente: valores, PDF, límite diario…
wizard-check-failed = La revisión no terminó
wizard-check-ready = { $ready } de { $audience ->
        [one] { $audience } cliente
       *[other] { $audience } clientes
    } listos para enviar
wizard-problems = A { $count ->
        [one] { $count } cliente
       *[other] { $count } clientes
    } no se les puede enviar la campaña tal como está
wizard-problems-first = A { $count ->
        [one] { $count } cliente
       *[other] { $count } clientes
    } no se les puede enviar la campaña tal como está (se muestran los primeros { $listed } problemas)
wizard-problems-help = Corrígelos (la columna en tu planilla, un PDF que falta en la carpeta), importa de nuevo y presiona Revisar de nuevo — o inicia igual y se omiten.
wizard-problems-number = Número
wizard-problems-name = Nombre
wizard-problems-what = Qué
wizard-problems-problem = Problema
wizard-preview-title = Lo que recibirá un cliente
wizard-preview-phone = Número del cliente
wizard-preview-phone-description = Vacío: el primer cliente de los destinatarios.
wizard-preview-show = Mostrar
wizard-preview-to = Para { $phone }
wizard-preview-to-named = Para { $phone } ({ $name })
wizard-preview-pdf = PDF: { $file }
wizard-preview-problems = A este cliente no se le puede enviar tal como está
wizard-preview-no-media = { $format ->
        [document] No hay documento para este cliente
        [image] No hay imagen para este cliente
        [video] No hay video para este cliente
        [location] No hay ubicación para este cliente
       *[other] No hay archivo para este cliente
    }
wizard-test-title = Envíate una prueba
wizard-test-phone = Tu número
wizard-test-phone-description = Recibe este mensaje con los valores del primer cliente listo, al instante.
wizard-test-send = Enviar prueba
wizard-test-queued = Mensaje de prueba en espera para { $phone } (id del mensaje { $id }). Sale al instante, antes que las campañas; Inicio muestra cuándo se entrega.
# Step 5: the launch (or the schedule)
wizard-launch-nobody = No hay nadie listo para recibir
wizard-launch-all = Iniciar: enviar a { $ready ->
        [one] { $ready } cliente
       *[other] { $ready } clientes
    }
wizard-schedule-all = Programar: enviar a { $ready ->
        [one] { $ready } cliente
       *[other] { $ready } clientes
    }
wizard-launch-blocked = { $problems ->
        [one] { $problems } cliente tiene problemas
       *[other] { $problems } clientes tienen problemas
    }: corrígelos o marca la casilla de arriba
wizard-launch-skip = Iniciar: enviar a { $ready }, omitir { $problems }
wizard-schedule-skip = Programar: enviar a { $ready }, omitir { $problems }
wizard-launch-not-checked = La revisión no ha terminado: vuelve un paso atrás y espérala, o presiona Revisar de nuevo.
wizard-scheduled-title = Programada
wizard-scheduled = Pacer inicia esta campaña solo el { $when } ({ $zone }).
wizard-skip-problems = Enviar { $ready ->
        [one] al { $ready } cliente listo
       *[other] a los { $ready } clientes listos
    } y omitir a los { $problems } con problemas
wizard-skip-problems-description = Los clientes omitidos aparecen en el informe; corrígelos y envíales una copia de esta campaña más tarde.
wizard-launch-confirm-title = ¿Iniciar "{ $campaign }"?
wizard-schedule-confirm-title = ¿Programar "{ $campaign }"?
wizard-launch-audience = { $count ->
        [one] { $count } contacto
       *[other] { $count } contactos
    } en los destinatarios
wizard-launch-ready = { $count } listos: reciben el mensaje
wizard-launch-problems = { $count } con algún problema: omitidos (el informe los lista)
wizard-launch-opted-out = { $count } no quieren recibir marketing: no se les envía
wizard-launch-scheduled-note = Se inicia sola el { $when } ({ $zone }). Hasta entonces puedes pausarla o cancelarla en la lista.
wizard-launch-now-note = Los mensajes empiezan a salir de inmediato. Puedes pausar o cancelar la campaña en la lista en cualquier momento; nada se envía dos veces.
wizard-go-back = Volver
wizard-keep-scheduled = Mantenerla programada
wizard-launch-now = Iniciar ahora

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
