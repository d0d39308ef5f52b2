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

home-title = Inicio
home-not-running = El motor de Pacer no está funcionando, así que no hay colas ni tasas que mostrar. El mensaje de arriba dice por qué y qué hacer; no se pierde nada de lo que está en espera.
home-waiting = Esperando el informe del motor de Pacer…
home-all-time = Todos los mensajes hasta ahora: { $totals }.
home-all-time-sent = { $count ->
        [one] { $count } enviado
       *[other] { $count } enviados
    }
home-all-time-delivered = { $count ->
        [one] { $count } entregado
       *[other] { $count } entregados
    }
home-all-time-read = { $count ->
        [one] { $count } leído
       *[other] { $count } leídos
    }
home-all-time-failed = { $count ->
        [one] { $count } falló
       *[other] { $count } fallaron
    }
home-all-time-skipped = { $count ->
        [one] { $count } omitido
       *[other] { $count } omitidos
    }
home-all-time-cancelled = { $count ->
        [one] { $count } cancelado
       *[other] { $count } cancelados
    }
home-all-time-expired = { $count ->
        [one] { $count } vencido
       *[other] { $count } vencidos
    }

home-circuit-ok = Enviando con normalidad
home-circuit-stopped = El envío está detenido
home-circuit-reason-unknown = Meta rechazó mensajes de una forma que afecta a todos los mensajes, así que Pacer dejó de enviar.
home-circuit-nothing-lost = No se pierde nada: los mensajes esperan en la cola y salen en cuanto se reanude el envío.
home-circuit-probe = Pacer prueba un mensaje a las { $time } para ver si ya está resuelto.
home-circuit-code = Detalles: código de error de Meta { $code }
home-circuit-resume = Reanudar el envío
home-circuit-resumed = Envío reanudado. Si la causa sigue ahí, Pacer se detiene de nuevo por sí solo y dice por qué.
home-circuit-already-running = El envío ya se había reanudado.
home-circuit-resume-failed = Pacer no pudo reanudar el envío
home-resume-confirm-title = Reanuda solo después de corregir la causa
home-resume-confirm-button = Ya lo corregí — reanudar
home-resume-confirm-body = Pacer se detuvo porque: { $reason } Si la causa no se corrige, los siguientes mensajes también chocarán con ella y Pacer se detendrá de nuevo, diciendo por qué.
home-resume-confirm-body-unknown = Pacer se detuvo porque: Meta rechazó mensajes. Si la causa no se corrige, los siguientes mensajes también chocarán con ella y Pacer se detendrá de nuevo, diciendo por qué.

home-lasting-under-minute = menos de un minuto
home-lasting-minutes = { $minutes } min
home-lasting-hours = { $hours } h
home-lasting-hours-minutes = { $hours } h { $minutes } min
home-connection-title = Sin conexión con WhatsApp desde las { $time } ({ $lasting })
home-connection-none-waiting = Ningún mensaje está en espera; los nuevos esperan y salen en cuanto vuelva la conexión.
home-connection-waiting = { $count ->
        [one] { $count } mensaje espera y sale en cuanto vuelva la conexión; no se pierde nada y nada falla por eso.
       *[other] { $count } mensajes esperan y salen en cuanto vuelva la conexión; no se pierde nada y nada falla por eso.
    }
home-connection-next-try = Pacer vuelve a intentarlo por sí solo a las { $time } y luego envía al ritmo de siempre.

home-fatal-title = Pacer se detuvo: reinícialo
home-recovered-title = Pacer se recuperó de un error interno

home-paused-title = En pausa ({ $count })
home-paused-explain = Los demás mensajes siguen saliendo. Reanuda la campaña desde Campañas cuando la causa esté corregida; una campaña pausada porque Meta pausó su plantilla se reanuda sola cuando Meta vuelve a aprobar la plantilla.
home-paused-batch = Lote { $batch }

home-queues-title = En espera de salir
home-queue-express = OTP y alertas en espera
home-queue-bulk = mensajes de campaña en espera
home-queue-in-flight = { $count } en camino a Meta ahora
home-queue-deferred = en espera de un momento posterior
home-queue-deferred-hint = ritmo por cliente, el límite diario o un reintento
home-queue-paused = en pausa
home-queue-paused-hint = su campaña está en pausa
home-queue-in-doubt = sin confirmar
home-queue-in-doubt-hint = esperando que Meta confirme — nunca se envían dos veces
home-latency-none = No se ha enviado ningún OTP desde que Pacer inició.
home-latency = Los OTP salen en { $p50 } (p99 { $p99 }).
home-ms-under-one = menos de 1 ms
home-ms = { $ms } ms

home-rate-title = Tasa de envío
home-rate-unit-no-limit = mensajes/s (sin límite)
home-rate-unit = mensajes/s de { $limit } permitidos
home-rate-average = Promedio de los últimos 10 segundos.
home-rate-aim = Por ahora Pacer apunta a { $rate }/s.
home-rate-inbound = Hay clientes escribiendo: hasta { $rate } mensajes/s. Meta los cuenta dentro del mismo límite, así que Pacer les deja espacio.
home-throttled = Meta le pidió a Pacer que fuera más despacio, y lo hizo por sí solo. No se pierde nada: los mensajes salen a la tasa que Meta acepta.
home-rate-chart = Mensajes enviados por segundo en los últimos 5 minutos
home-rate-chart-limit = límite { $limit }/s

home-sending-title = Enviando ahora
home-sending-empty = No se está enviando nada. Inicia una campaña desde Campañas o envía OTP por la API local (Configuración muestra su dirección y su clave).
home-sending-empty-desk = No se está enviando nada. Inicia una campaña desde Campañas.
home-desk-stale = No se puede conectar con el Pacer de la oficina: estas son sus cifras de las { $time }. Se actualizan solas cuando vuelva a estar disponible.
home-campaign-open = Abrir
home-campaign-state-draft = borrador
home-campaign-state-scheduled = programada
home-campaign-state-launching = iniciando
home-campaign-state-running = en curso
home-campaign-state-paused = en pausa
home-campaign-state-cancelled = cancelada
home-campaign-state-done = terminada
home-campaign-preparing-label = { $name }: preparando
home-campaign-preparing = Preparando: { $queued } de { $recipients } mensajes en cola
home-campaign-preparing-pdfs = Preparando: { $queued } de { $recipients } mensajes en cola, { $done } de { $pdfs } PDF subidos
home-campaign-progress-label = { $name }: { $sent } de { $total } enviados
home-campaign-progress = { $sent } de { $total } enviados ({ $percent })
home-campaign-paused = En pausa: { $reason }

home-tier-title = Límite diario de clientes
home-tier-no-limit = { $used ->
        [one] { $used } cliente
       *[other] { $used } clientes
    } hoy — sin límite diario
home-tier-used = { $used } de { $limit } clientes hoy
home-tier-explain = Meta cuenta cada cliente con el que tus campañas inician una conversación, en las últimas 24 horas.
home-tier-waiting = { $count ->
        [one] { $count } mensaje espera el límite de mañana.
       *[other] { $count } mensajes esperan el límite de mañana.
    } Pacer los envía por sí solo.

common-cancel = Volver
common-details = Detalles: { $details }
common-error-title = No funcionó
common-done-title = Listo
common-error-text = { $message } (Detalles: { $details })
common-error-notification =
    { $message }
    (Detalles: { $details })
common-campaigns-read-failed = Pacer no pudo leer las campañas

common-campaign-state-draft = Borrador
common-campaign-state-scheduled = Programada
common-campaign-state-launching = Iniciando
common-campaign-state-running = Enviando
common-campaign-state-paused = En pausa
common-campaign-state-cancelled = Cancelada
common-campaign-state-done = Todo enviado
common-progress-read = leídos
common-progress-delivered = entregados, aún sin leer
common-progress-sent = enviados, esperando entrega
common-progress-failed = fallaron
common-progress-skipped = omitidos o cancelados
common-progress-expired = vencidos: no se enviaron a tiempo

common-tunnel-title = Actualizaciones de entrega
common-tunnel-badge-demo = demo
common-tunnel-badge-off = apagado
common-tunnel-badge-up = activo
common-tunnel-badge-fixed = dirección fija
common-tunnel-badge-starting = iniciando
common-tunnel-badge-down = caído
common-tunnel-restarts = { $count ->
        [one] reiniciado { $count } vez
       *[other] reiniciado { $count } veces
    }
common-tunnel-demo = Las actualizaciones de entrega vienen del Meta simulado: en la demo no hace falta un túnel.
common-tunnel-off = Las actualizaciones de entrega están apagadas: los mensajes salen, pero Meta no puede decirle a Pacer cuáles se entregaron o se leyeron. Activa un túnel en Configuración → Actualizaciones de entrega.
common-tunnel-up = Meta puede llegar a Pacer en { $url }.
common-tunnel-up-no-address = Meta puede llegar a Pacer en la dirección del túnel.
common-tunnel-fixed = Meta envía las actualizaciones de entrega a tu propia dirección { $url }.
common-tunnel-starting = El túnel ({ $provider }) está iniciando; las actualizaciones de entrega llegan en cuanto esté activo.
common-tunnel-down = Pacer no puede recibir actualizaciones de entrega ahora (el túnel se detuvo). Los mensajes siguen saliendo; su estado de entrega se pondrá al día cuando vuelva el túnel.
common-tunnel-retry = Pacer vuelve a intentarlo a las { $time }.
common-tunnel-asks-again = Pacer vuelve a preguntar el { $time }.
common-webhooks-none = Todavía no llegó ninguna actualización de entrega: llegan después de enviar mensajes.
common-webhooks-seconds-ago = Última actualización de entrega hace { $seconds } s.
common-webhooks-minutes-ago = Última actualización de entrega hace { $minutes } min.
common-webhooks-at = Última actualización de entrega: { $time }.
common-webhooks-waiting = { $count } en espera de aplicarse.

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

import-title = Importar contactos
import-default-list = Clientes
import-step-file = Elige el archivo
import-step-file-description = Archivo, lista y país
import-step-check = Revisar
import-found = Lo que encontró Pacer
import-step-import = Importar
import-step-import-description = Guardar los contactos
import-missing-title = Falta algo
import-missing-file = Primero elige un archivo para importar: presiona Elegir….
import-missing-list = Ponle un nombre a la lista, por ejemplo Clientes.
import-missing-country = Escribe el código de 2 letras del país de la mayoría de los números, por ejemplo MX.
import-read-failed-title = Pacer no pudo leer el archivo
import-failed-title = No se importaron los contactos
import-progress-title = { $contacts ->
        [one] Importando { $contacts } contacto a “{ $list }”…
       *[other] Importando { $contacts } contactos a “{ $list }”…
    }
import-progress-label = Importando contactos
import-progress-count = { $saved } de { $total } guardados ({ $percent } %)
import-progress-note = Los archivos grandes tardan hasta un minuto. Deja la ventana abierta; no se envía nada a nadie.
import-cancel = Cancelar
import-check-button = Revisar el archivo
import-back = Atrás
import-run-button = { $contacts ->
        [one] Importar { $contacts } contacto a “{ $list }”
       *[other] Importar { $contacts } contactos a “{ $list }”
    }
import-another = Importar otro archivo
import-done = Listo

# Step 1: the file, the list, the country
import-picker-failed-title = No se abrió la ventana para elegir el archivo
import-file-intro = Importa un archivo CSV o Excel exportado de tu sistema de facturación o escrito a mano. Pacer encuentra solo la columna de teléfonos y te muestra lo que encontró antes de guardar nada.
import-no-file = Todavía no elegiste un archivo: presiona Elegir… para seleccionar el archivo CSV o Excel.
import-choose = Elegir…
import-use-sample = Usar la lista de clientes de ejemplo
import-sample-note = Demostración: una lista inventada con algunos números desordenados, para ver cómo los maneja Pacer.
import-list-label = Lista
import-list-exists = “{ $list }” ya existe: estos contactos se agregan a ella.
import-list-new = Los contactos van a esta lista (se crea una nueva si hace falta).
import-country-label = País de los números sin código de país
import-country-read-as = Los números escritos sin + ni 00 se leen como números de { $country }.
import-country-hint = Escribe el código de 2 letras de tu país, por ejemplo MX o CO.
import-country-placeholder = MX
import-country-unknown = Ese no es un código de país que Pacer conozca.
import-tags-label = Etiquetas (opcional)
import-tags-description = Se dan a cada contacto de este archivo, por ejemplo “clientes 2026”. Presiona Enter después de cada una.

# Step 2: what Pacer found
import-nothing-saved-yet = Todavía no se guardó nada
import-no-contacts = Ninguna fila tiene un número que Pacer pueda usar. Revisa que la columna de teléfono de abajo sea la correcta, o elige la columna que tiene los números.
import-columns = Columnas
import-columns-help = Si Pacer eligió la columna equivocada, elige la correcta y presiona Revisar de nuevo.
import-phone-column = Columna de teléfono
import-name-column = Columna de nombre
import-column-guess = Elección de Pacer: { $column }
import-column-none = Pacer no encontró ninguna
import-recheck = Revisar de nuevo
import-recheck-hint = Presiona Revisar de nuevo para ver qué dan estas columnas antes de importar.
import-rows-to-look = Filas que hay que revisar
import-findings-file = Archivo
import-findings-file-value = { $file }: { $description }
import-format-csv = archivo de texto CSV
import-format-xlsx = libro de Excel (.xlsx)
import-format-xls = libro de Excel antiguo (.xls)
import-format-ods = hoja de cálculo OpenDocument (.ods)
import-file-encoding = texto en { $encoding }
import-file-sheet = hoja “{ $sheet }”
import-separated-commas = valores separados por comas
import-separated-semicolons = valores separados por punto y coma
import-separated-tabs = valores separados por tabulaciones
import-separated-bars = valores separados por barras verticales (|)
import-separated-spaces = valores separados por espacios
import-separated-other = valores separados por “{ $delimiter }”
import-findings-header = Fila de encabezados
import-findings-header-row = La fila { $row } tiene los nombres de las columnas
import-findings-header-none = Ninguna: las columnas se llaman columna 1, columna 2…
import-findings-phone = Números de teléfono
import-findings-phone-header = Columna “{ $column }”, porque su encabezado “{ $column }” dice que tiene números de teléfono
import-findings-phone-content = Columna “{ $column }”, porque sus celdas parecen números de teléfono (ningún encabezado lo decía)
import-findings-phone-override = Columna “{ $column }”, porque tú la elegiste
import-findings-names = Nombres
import-findings-names-none = No se encontró una columna de nombres: los contactos no tendrán nombre
import-findings-other = Otras columnas que se guardan
import-findings-other-kept = { $columns }: se guardan con cada contacto, para usarlas en las plantillas
import-findings-none = Ninguna
import-findings-country = Números sin código de país
import-findings-country-value = Se leen como números de { $country }

# What each row of the file became
import-stat-rows = Filas leídas
import-stat-rows-help = Debajo del encabezado, incluidas las vacías
import-stat-contacts = Contactos
import-stat-contacts-help = Números distintos que se pueden usar
import-stat-duplicates = Mismo número dos veces
import-stat-duplicates-help = Unidas a la primera fila con ese número
import-stat-invalid = Números no válidos
import-stat-invalid-help = Quedaron fuera: mira el motivo abajo
import-stat-empty = Filas vacías
import-stat-empty-help = No tienen nada: omitidas

# The rows that did not become a contact of their own
import-no-problems = Todos los números del archivo se pueden usar, y ningún número aparece dos veces.
import-tab-invalid = Números no válidos ({ $count })
import-tab-duplicates = Mismo número dos veces ({ $count })
import-listed-only-save = Se muestran las primeras { $listed } de { $total }. Guarda abajo las filas por corregir para tenerlas todas.
import-listed-only-later = Se muestran las primeras { $listed } de { $total }. Después de importar, se pueden guardar todas como hoja de cálculo.
import-invalid-intro = { $rows ->
        [one] { $rows } fila tiene un número que Pacer no puede usar, así que quedó fuera.
       *[other] { $rows } filas tienen un número que Pacer no puede usar, así que quedaron fuera.
    } Corrígelas en tu archivo e impórtalo de nuevo: los contactos que Pacer ya tiene se actualizan, nunca se duplican.
import-duplicates-intro = { $rows ->
        [one] { $rows } fila repite
       *[other] { $rows } filas repiten
    } un número que aparece antes en el archivo. Cada una se une a la primera fila con ese número: un solo contacto, y cuando las dos filas llenan la misma columna, se queda el valor de la fila de más abajo. Nada se envía dos veces.
import-column-row = Fila
import-column-value = Número en el archivo
import-column-empty = (vacío)
import-column-name = Nombre
import-column-reason = Por qué no se puede usar
import-column-merged-into = Mismo número que la fila
import-column-number = Número
import-duplicate-in-file = En el archivo: { $value }
import-reason-counted = { $reason }:
import-reason-empty = { $count ->
        [one] { $count } está vacío
       *[other] { $count } están vacíos
    }
import-reason-not-a-number = { $count ->
        [one] { $count } no es un número de teléfono
       *[other] { $count } no son números de teléfono
    }
import-reason-several-numbers = { $count ->
        [one] { $count } tiene más de un número en la celda
       *[other] { $count } tienen más de un número en la celda
    }
import-reason-shortened-by-excel = { $count ->
        [one] { $count } fue recortado por Excel
       *[other] { $count } fueron recortados por Excel
    }
import-reason-too-short = { $count ->
        [one] { $count } tiene un dígito de menos
       *[other] { $count } tienen un dígito de menos
    }
import-reason-too-long = { $count ->
        [one] { $count } tiene un dígito de más
       *[other] { $count } tienen un dígito de más
    }
import-reason-unknown-country-code = { $count ->
        [one] { $count } tiene un código de país desconocido
       *[other] { $count } tienen un código de país desconocido
    }
import-reason-not-valid-for = { $count ->
        [one] { $count } no es un número válido de { $country }
       *[other] { $count } no son números válidos de { $country }
    }
import-reason-empty-help = La celda del teléfono está vacía. Agrega el número del cliente en tu archivo, o quita la fila.
import-reason-not-a-number-help = La celda del teléfono tiene texto, no un número. Pon el número del cliente en esa celda.
import-reason-several-numbers-help = La celda tiene más de un número. Deja un número por fila: copia la fila para el segundo número.
import-reason-shortened-by-excel-help = Excel mostró el número como 9.23E+11 y perdió los últimos dígitos. Da formato de Texto a la columna en Excel, vuelve a escribir los números y exporta el archivo otra vez.
import-reason-too-short-help = El número es demasiado corto: lo más probable es que le falte un dígito. Confírmalo con el cliente.
import-reason-too-long-help = El número es demasiado largo: un dígito de más, o dos números juntos. Confírmalo con el cliente.
import-reason-unknown-country-code-help = Empieza con + o 00 y un código que ningún país usa. Revisa los primeros dígitos.
import-reason-not-valid-for-help = No coincide con los números de teléfono de { $country }. Si el número del cliente es de otro país, escríbelo con + y el código de su país.

# Step 3: the import's report and the rows to fix
import-report-title = Importado a “{ $list }”
import-saved-new = Nuevos
import-saved-new-help = Números que Pacer no tenía antes
import-saved-updated = Actualizados
import-saved-updated-help = Números conocidos con un nombre o datos nuevos
import-saved-unchanged = Sin cambios
import-saved-unchanged-help = Números conocidos; nada nuevo en el archivo
import-saved-opted-out = No quiere recibir marketing
import-saved-opted-out-help = Desactivaron el marketing antes y siguen así; las facturas les siguen llegando
import-problems-title = Guardar las filas por corregir
import-problems-description = Un CSV con cada fila con problemas (número de fila, nombre, número y qué está mal) para abrir en Excel, corregir e importar de nuevo. Pacer te pregunta dónde guardarlo.
import-problems-save = { $rows ->
        [one] Guardar { $rows } fila…
       *[other] Guardar { $rows } filas…
    }
import-problems-saved = Guardado en { $path }.
import-problems-saved-note = { $rows ->
        [one] { $rows } fila por corregir guardada en { $path }.
       *[other] { $rows } filas por corregir guardadas en { $path }.
    }
import-problems-failed-title = No se guardaron las filas por corregir

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
templates-empty-live = Todavía no hay plantillas: haz clic en Nueva plantilla para escribir una y enviarla a Meta para su revisión, o en Sincronizar con Meta para leer las plantillas de tu cuenta de WhatsApp Business.
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
templates-unusable-rejected = Meta rechazó esta plantilla, así que no se puede enviar. Haz clic en Editar y volver a enviar para cambiarla y enviarla otra vez a Meta.
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

# El creador de plantillas: una plantilla escrita en Pacer y enviada a Meta para su revisión.
templates-builder-new = Nueva plantilla
templates-builder-title-edit = Editar { $name } ({ $code })
templates-builder-intro = Pacer revisa las reglas de Meta mientras escribes. Después Meta revisa la plantilla, por lo general en pocos minutos y como máximo en 24 horas.
templates-builder-back = Volver a las plantillas
templates-builder-name = Nombre
templates-builder-name-rule = Solo letras minúsculas, números y guiones bajos, como order_update. Los clientes no lo ven.
templates-builder-kept-on-edit = Meta conserva el nombre, el idioma y la categoría de una plantilla cuando se edita.
templates-builder-category = Categoría
templates-builder-language = Idioma
templates-builder-language-help = El idioma en que está escrito el mensaje. Un mismo nombre puede tener una plantilla en cada idioma.
templates-builder-header = Encabezado
templates-builder-header-none = Ninguno
templates-builder-header-text = Texto
templates-builder-header-image = Imagen
templates-builder-header-video = Video
templates-builder-header-document = Documento
templates-builder-header-text-label = Texto del encabezado
templates-builder-header-text-help = Una línea en negrita sobre el mensaje, con una variable como máximo.
templates-builder-header-sample = Ejemplo de la variable del encabezado
templates-builder-header-sample-title = { $kind ->
        [image] La imagen de muestra
        [video] El video de muestra
       *[document] El PDF de muestra
    }
templates-builder-header-sample-help = Meta revisa la plantilla con esta muestra; los clientes nunca la ven, porque cada campaña elige su propio archivo. { $kind ->
        [image] Un JPEG o PNG de hasta 5 MB.
        [video] Un MP4 de hasta 16 MB.
       *[document] Un PDF de hasta 100 MB.
    }
templates-builder-header-sample-choose = Elegir y subir…
templates-builder-header-sample-none = Todavía no hay muestra.
templates-builder-header-sample-uploaded = { $file } se subió a Meta.
templates-builder-header-sample-kept = Se conserva la muestra subida antes.
templates-builder-header-sample-failed = La muestra no se subió
templates-builder-body = Mensaje
templates-builder-body-help = Hasta { $max } caracteres. Las variables se completan para cada cliente cuando una campaña lo envía.
templates-builder-add-variable = Agregar variable
templates-builder-add-numbered = Numerada: { $example }
templates-builder-add-named = Con nombre: { $example }
templates-builder-samples = Ejemplos para la revisión de Meta
templates-builder-samples-help = Lo que un cliente podría ver en cada variable. Meta los lee para revisar la plantilla; los clientes nunca los ven.
templates-builder-sample = Ejemplo de { $variable }
templates-builder-footer = Pie
templates-builder-footer-help = Texto fijo pequeño debajo del mensaje, sin variables. Opcional.
templates-builder-buttons = Botones
templates-builder-buttons-none = Sin botones.
templates-builder-button-quick-reply = Respuesta rápida
templates-builder-button-url = Enlace
templates-builder-button-phone = Llamar
templates-builder-button-copy-code = Copiar código
templates-builder-button-add = Agregar botón: { $kind }
templates-builder-button-text = Texto del botón
templates-builder-button-url-address = Dirección web
templates-builder-button-url-help = Empieza con https://. Puede terminar con { $variable }, que se completa para cada cliente.
templates-builder-button-url-sample = Ejemplo del final del enlace
templates-builder-button-phone-number = Número de teléfono
templates-builder-button-code-sample = Código de ejemplo
templates-builder-button-up = Subir
templates-builder-button-down = Bajar
templates-builder-button-remove = Quitar
templates-builder-preview = Lo que ve el cliente
templates-builder-preview-help = Con tus ejemplos en lugar de las variables.
templates-builder-checking = Revisando las reglas de Meta
templates-builder-problems = { $count ->
    [one] { $count } cosa por corregir antes de que Meta pueda revisarla.
   *[other] { $count } cosas por corregir antes de que Meta pueda revisarla.
}
templates-builder-other-problems = Corrige también
templates-builder-ready = Se cumplen las reglas de Meta: la plantilla puede ir a revisión.
templates-builder-check-failed = Pacer no pudo revisar la plantilla
templates-builder-send = Enviar a Meta para revisión
templates-builder-send-failed = La plantilla no se envió
templates-builder-discard-title = ¿Salir sin enviar?
templates-builder-discard-body = Los cambios de esta plantilla no se enviaron a Meta y se perderán.
templates-builder-discard = Salir y perder los cambios
templates-builder-sent-title = Enviada a revisión
templates-builder-edit = Editar
templates-builder-edit-resubmit = Editar y volver a enviar
templates-builder-delete = Eliminar
templates-builder-delete-title = ¿Eliminar { $name }?
templates-builder-delete-body = { $name } se elimina en Meta en todos sus idiomas ({ $languages }), no solo en este. Las campañas que la usaron conservan su historial. Meta no permite volver a usar el nombre durante 30 días.
templates-builder-delete-confirm = Eliminar en todos los idiomas
templates-builder-delete-failed = La plantilla no se eliminó
templates-builder-deleted-title = Eliminada
templates-builder-rejected-title = Meta rechazó esta plantilla

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

campaigns-title = Campañas
campaigns-new-button = Nueva campaña
campaigns-loading = Leyendo las campañas…
campaigns-empty-title = Todavía no hay campañas
campaigns-empty-intro = Una campaña envía una plantilla aprobada a una lista de clientes, cada uno con sus propios datos. Tres pasos:
campaigns-empty-step-import = Importa la planilla de tus clientes a una lista en la pantalla { $link }.
campaigns-empty-step-template = Asegúrate de que tu plantilla esté aprobada y sincronizada en la pantalla { $link }.
campaigns-empty-step-launch = Presiona { campaigns-new-button }: elige la plantilla y la lista, revisa cada cliente, mira la vista previa e inicia.
campaigns-scheduled-title = Programada
campaigns-scheduled-notice = "{ $name }" empieza sola el { $when }. Hasta entonces puedes pausarla o cancelarla aquí.
campaigns-launched-title = Iniciada
campaigns-launched-notice = "{ $name }" se está iniciando: su avance se ve abajo a medida que salen los mensajes.


campaigns-card-template = Plantilla { $template } ({ $language })
campaigns-card-list = lista { $name }
campaigns-card-tag = etiqueta { $name }
campaigns-card-to = para { $audience }
campaigns-card-to-nobody = todavía para nadie
campaigns-card-pdf = un PDF por cliente
campaigns-card-header-file = el mismo archivo para todos: { $file }
campaigns-card-created = creada el { $when }
campaigns-card-launched = iniciada el { $when }
campaigns-paused-title = En pausa

campaigns-launch-progress = Preparando: { $queued } de { $recipients } mensajes en la cola.
campaigns-launch-progress-pdfs = Preparando: { $queued } de { $recipients } mensajes en la cola · { $pdfsDone } de { $pdfsTotal } facturas subidas.
campaigns-launch-queued = { $queued } de { $recipients } mensajes en la cola
campaigns-progress-scheduled = Empieza sola el { $when }. Todavía no se envió nada.
campaigns-progress-scheduled-zone = Empieza sola el { $when } ({ $zone }). Todavía no se envió nada.
campaigns-progress-draft = Todavía no iniciada: presiona { campaigns-open-button } para revisar cada cliente, ver la vista previa del mensaje y enviar.
campaigns-progress-cancelled = Cancelada antes de enviar nada.
campaigns-progress-none = Todavía no hay mensajes.
campaigns-progress-final = { $finished } de { $total } ya tienen su estado final ({ $percent } %); { $sent } enviados hasta ahora{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } esperando su hora
    }.
campaigns-progress-time-left = Faltan { $remaining } por enviar ahora: { $unit ->
        [short] menos de 2 minutos
        [minutes] unos { $amount } minutos
       *[hours] unas { $amount } horas
    } a { $per ->
        [second] { $rate } por segundo
       *[minute] { $rate } por minuto
    }.

campaigns-bar-read = { $count ->
        [one] { $count } leído
       *[other] { $count } leídos
    }
campaigns-bar-delivered = { $count ->
        [one] { $count } entregado, todavía no leído
       *[other] { $count } entregados, todavía no leídos
    }
campaigns-bar-sent = { $count ->
        [one] { $count } enviado, esperando la entrega
       *[other] { $count } enviados, esperando la entrega
    }
campaigns-bar-failed = { $count ->
        [one] { $count } falló
       *[other] { $count } fallaron
    }
campaigns-bar-skipped = { $count ->
        [one] { $count } omitido o cancelado
       *[other] { $count } omitidos o cancelados
    }
campaigns-bar-expired = { $count ->
        [one] { $count } vencido: no se envió a tiempo
       *[other] { $count } vencidos: no se enviaron a tiempo
    }

campaigns-open-button = Revisar e iniciar
campaigns-check-button = Revisar
campaigns-pause-button = Pausar
campaigns-resume-button = Reanudar
campaigns-retry-button = Reintentar los fallidos ({ $count })
campaigns-report-button = Informe
campaigns-clone-button = Duplicar
campaigns-cancel-button = Cancelar
campaigns-delete-button = Eliminar
campaigns-paused-notice-title = En pausa
campaigns-paused-notice = "{ $name }" está en pausa: no sale ninguno de sus mensajes hasta que presiones { campaigns-resume-button }. Los demás mensajes siguen.
campaigns-resumed-title = Reanudada
campaigns-resumed-notice = "{ $name }" vuelve a enviar.
campaigns-pause-failed = La campaña no se pausó
campaigns-resume-failed = La campaña no se reanudó
campaigns-retry-failed = Los mensajes fallidos no se volvieron a enviar
campaigns-retry-title = Reintentar los fallidos
campaigns-retry-hide = Ocultar el resultado del reintento

campaigns-cancel-title = ¿Cancelar "{ $name }"?
campaigns-cancel-text = Los mensajes que todavía no se enviaron se cancelan y no saldrán. Los mensajes que ya están con Meta siguen recibiendo su estado de entrega, y el informe los guarda todos. Una campaña cancelada no se puede volver a iniciar; duplícala para enviarla más tarde.
campaigns-cancel-text-waiting = Los mensajes que todavía no se enviaron se cancelan y no saldrán ({ $count } en este momento). Los mensajes que ya están con Meta siguen recibiendo su estado de entrega, y el informe los guarda todos. Una campaña cancelada no se puede volver a iniciar; duplícala para enviarla más tarde.
campaigns-cancel-keep = Mantener la campaña
campaigns-cancel-confirm = Cancelar la campaña
campaigns-cancel-failed = La campaña no se canceló
campaigns-cancelled-title = "{ $name }" cancelada
campaigns-cancelled-notice = { $count ->
        [one] Se canceló { $count } mensaje que todavía no se había enviado.
       *[other] Se cancelaron { $count } mensajes que todavía no se habían enviado.
    } Los mensajes que ya están con Meta siguen recibiendo su estado de entrega.
campaigns-cancelled-nothing = La campaña está cancelada. No había nada esperando para enviarse.

campaigns-delete-title = ¿Eliminar "{ $name }"?
campaigns-delete-text-scheduled = No se enviará a su hora. Todavía no se envió nada, así que no hay informe que guardar.
campaigns-delete-text-draft = El borrador desaparece: su plantilla, su público y sus datos. No se envió nada, así que no hay informe que guardar.
campaigns-delete-keep = Mantenerla
campaigns-delete-confirm = Eliminar
campaigns-delete-failed = La campaña no se eliminó
campaigns-deleted-title = "{ $name }" eliminada
campaigns-deleted-notice = No se había enviado nada, así que nada más cambia.

campaigns-clone-title = Duplicar "{ $name }"
campaigns-clone-default-name = { $name } (copia)
campaigns-clone-name = Nombre de la copia
campaigns-clone-name-description = La copia es un borrador nuevo: no se envía nada hasta que la inicies.
campaigns-clone-keep = No duplicar
campaigns-clone-confirm = Duplicar como borrador nuevo
campaigns-clone-failed = La campaña no se duplicó
campaigns-cloned-title = Campaña duplicada
campaigns-cloned-notice = "{ $name }" es un borrador nuevo con la misma plantilla, el mismo público y los mismos datos. Presiona { campaigns-open-button } en ella para enviarla.

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
wizard-error-pdf-folder = { $variable }: elige la carpeta con { $kind ->
        [image] las imágenes
        [video] los videos
       *[document] los PDF
    }.
wizard-error-pdf-column = { $variable }: elige la columna que da el nombre { $kind ->
        [image] de la imagen
        [video] del video
       *[document] del archivo PDF
    } de cada cliente.
wizard-error-header-file = { $variable }: elige el archivo que recibirán todos.
wizard-error-text-empty = { $variable } no tiene valor: escribe el texto a enviar, o elige una columna.
wizard-error-column-empty = { $variable } no tiene valor: elige una columna, o escribe un texto fijo.
wizard-error-schedule-at = Escribe la hora de envío así: 2026-12-01 09:00 (año-mes-día horas:minutos).
wizard-error-time-zone = Elige la zona horaria de esa hora, por ejemplo America/Mexico_City.
wizard-error-hours = Escribe el horario de envío como horas del día en formato de 24 horas, por ejemplo 09:00 y 20:00, sin repetir la misma hora.
wizard-error-hours-zone = Elige la zona horaria del horario de envío, por ejemplo Asia/Karachi.
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
# Step 3: where each value comes from, and when to send
wizard-values-no-template = Primero elige una plantilla en el paso 1.
wizard-values-intro = Para cada valor, elige una columna de tu lista importada (cada cliente recibe su propio valor) o un texto fijo (todos reciben lo mismo).
wizard-values-errors-title = Antes de poder crear la campaña
wizard-source-pdf = { $kind ->
        [image] Imagen por cliente
        [video] Video por cliente
       *[document] PDF por cliente
    }
wizard-source-file = { $kind ->
        [image] Una imagen
        [video] Un video
       *[document] Un PDF
    }
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
wizard-pdf-folder = { $kind ->
        [image] Carpeta de imágenes
        [video] Carpeta de videos
       *[document] Carpeta de PDF
    }
wizard-pdf-folder-description = { $kind ->
        [image] Una imagen por cliente (JPEG o PNG, hasta 5 MB), con el nombre del valor de una columna (poster-42 o poster-42.jpg).
        [video] Un video por cliente (MP4 o 3GPP, hasta 16 MB), con el nombre del valor de una columna (clip-42 o clip-42.mp4).
       *[document] Un PDF por cliente, con el nombre del valor de una columna (INV-0042 o INV-0042.pdf).
    } Pacer lee solo la carpeta que elijas.
wizard-pdf-no-folder = Todavía no hay carpeta elegida: presiona Elegir… para seleccionar la carpeta con { $kind ->
        [image] las imágenes
        [video] los videos
       *[document] los PDF de las facturas
    }.
wizard-pdf-choose = Elegir…
wizard-pdf-choose-failed = No se abrió la ventana de carpetas
wizard-pdf-sample = Usar las facturas de ejemplo
wizard-pdf-sample-note = Demo: un PDF por cliente de ejemplo, con el nombre de la columna Invoice.
wizard-pdf-column = Columna con el nombre del archivo de cada cliente
wizard-pdf-column-description = { $kind ->
        [image] Por ejemplo Poster: el cliente cuyo Poster es poster-42 recibe poster-42.jpg (o .jpeg, .png).
        [video] Por ejemplo Clip: el cliente cuyo Clip es clip-42 recibe clip-42.mp4 (o .3gp).
       *[document] Por ejemplo Invoice: el cliente cuyo Invoice es INV-0042 recibe INV-0042.pdf.
    }
wizard-header-file = { $kind ->
        [image] La imagen que reciben todos
        [video] El video que reciben todos
       *[document] El PDF que reciben todos
    }
wizard-header-file-description = { $kind ->
        [image] Un JPEG o PNG de hasta 5 MB, como un afiche.
        [video] Un video MP4 o 3GPP de hasta 16 MB.
       *[document] Un PDF de hasta 100 MB, como una lista de precios.
    } Pacer lo sube a WhatsApp una sola vez y lee solo el archivo que elijas.
wizard-header-file-none = Todavía no hay archivo elegido: presiona Elegir… para seleccionar { $kind ->
        [image] la imagen
        [video] el video
       *[document] el PDF
    }.
wizard-header-file-choose-failed = No se abrió la ventana de archivos
wizard-header-file-sample = Usar el afiche de ejemplo
wizard-header-file-sample-note = Demo: una imagen de rebajas de primavera para el encabezado de imagen.
wizard-schedule = Enviar más tarde, a una hora fija
wizard-schedule-at = Fecha y hora
wizard-schedule-at-description = Año-mes-día horas:minutos
wizard-time-zone = Zona horaria
wizard-time-zone-description = De dónde es esa hora (la zona de tu computadora, salvo que la cambies)
wizard-schedule-note = Al crearla queda programada: Pacer la inicia solo a esa hora (o en cuanto Pacer vuelva a funcionar), envía a todos los que están listos y omite a los clientes con algún problema. Hasta entonces puedes pausarla o cancelarla en la lista.
wizard-hours = Enviar solo en cierto horario
wizard-hours-description = Los mensajes de la campaña esperan fuera de este horario y siguen solos cuando abre. Los OTP y las respuestas a clientes nunca se retienen.
wizard-hours-from = Desde
wizard-hours-until = Hasta
wizard-hours-zone = Zona horaria del horario
wizard-hours-customer = Usar la hora de cada cliente cuando su país tiene una sola
wizard-hours-customer-description = En países con varias horas (Estados Unidos, Brasil, Indonesia …) se usa la zona horaria de arriba.
wizard-hours-note = Un horario como 22:00 a 06:00 pasa la medianoche. La revisión muestra cuántos salen antes del cierre y cuándo sale el resto.
wizard-language-column = Idioma de cada cliente (opcional)
wizard-language-column-description = Esta plantilla está aprobada en { $languages }. Elige la columna que indica el idioma de cada cliente (ur, en_US, Urdu …); los demás reciben { $fallback }.
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
wizard-preview-file = { $kind ->
        [image] Imagen
        [video] Video
       *[document] PDF
    }: { $file } ({ $size })
wizard-preview-language = en { $language }
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

## Audiences: filters on imported columns, tags all/any, exclusions, a new audience from a
## report, and its count (the campaign wizard's audience step, the report's "new campaign to…")

engine-audience-empty-column = Un filtro no indica ninguna columna. Elige la columna que quieres revisar o quita el filtro.
engine-audience-unknown-op = El filtro sobre "{ $column }" usa una prueba que Pacer no conoce. Usa es igual, no es igual, contiene, está vacío, no está vacío, mayor que, menor que, antes o después.
engine-audience-no-value = El filtro sobre "{ $column }" no tiene con qué comparar. Escribe un valor o usa "está vacío".
engine-audience-not-a-number = El filtro sobre "{ $column }" compara números, pero "{ $value }" no es un número. Escríbelo con cifras, como 1000 o 1,250.50.
engine-audience-not-a-date = El filtro sobre "{ $column }" compara fechas, pero "{ $value }" no es una fecha. Escríbela como 2026-12-01 o 01/12/2026 (primero el día).
engine-audience-unknown-campaign = No existe la campaña "{ $campaign }" de la que tomar un público. Vuelve a abrir su informe y elige a las personas desde ahí.
engine-audience-no-button = Indica qué botón: este público son los clientes que tocaron un botón, y no se nombra ninguno.

# The wizard's audience step: tags any/all, filters on the imported columns, exclusions, a
# report's customers, and the live count.
audience-tags-match = Los contactos necesitan
audience-tags-any = Alguna de estas etiquetas
audience-tags-all = Todas estas etiquetas
audience-filters-title = Solo aquellos cuyas columnas coinciden
audience-filters-description = Todos los filtros deben coincidir. Los números se leen sin sus comas (1,250.50); las fechas como 2026-12-01 o 01/12/2026 (primero el día). Un valor que no es número ni fecha no coincide.
audience-filter-add = Agregar un filtro
audience-filter-remove = Quitar este filtro
audience-filter-column = Columna
audience-filter-op = Prueba
audience-filter-value = Valor
audience-op-equals = es
audience-op-not-equals = no es
audience-op-contains = contiene
audience-op-is-empty = está vacío
audience-op-is-not-empty = no está vacío
audience-op-greater-than = es mayor que (número)
audience-op-less-than = es menor que (número)
audience-op-before = es antes de (fecha)
audience-op-after = es después de (fecha)
audience-except-lists = Dejar fuera a los miembros de estas listas
audience-except-tags = Dejar fuera a los contactos con estas etiquetas
audience-counting = Contando…
# The live count of the audience as it stands.
audience-count = { $total ->
    [one] { $total } contacto en este público.
   *[other] { $total } contactos en este público.
}
audience-count-opted-out = { $count ->
    [one] { $count } de ellos desactivó el marketing: no recibe plantillas de marketing.
   *[other] { $count } de ellos desactivaron el marketing: no reciben plantillas de marketing.
}
# A report's customers in the audience; $who is one of audience-who-….
audience-from-report = Del informe de una campaña: { $who }
audience-from-report-remove = Quitar
audience-who-not-read = clientes que no lo leyeron
audience-who-failed = clientes cuyo mensaje falló por un motivo que puede cambiar
audience-who-replied = clientes que respondieron
audience-who-tapped = clientes que tocaron “{ $button }”
audience-error-filter-column = Un filtro no tiene columna: elige una o quita el filtro.
# The report's actions: a new campaign to some of its customers.
audience-retarget = Nueva campaña para…
audience-retarget-not-read = Quienes no leyeron
audience-retarget-failed = Aquellos cuyo mensaje falló por un motivo que puede cambiar
audience-retarget-replied = Quienes respondieron
audience-retarget-tapped = Quienes tocaron “{ $button }”

# (end of Audiences)

## Reports: the Reports screen

reports-title = Informes
reports-refresh = Actualizar
reports-pick-label = Campaña
reports-pick-loading = Leyendo las campañas…
reports-pick-placeholder = Escribe el nombre de una campaña
reports-pick-nothing = Ninguna campaña tiene ese nombre
reports-pick-option = { $name } ({ $state }, { $when })
reports-empty-none = Todavía no hay campañas. Cuando inicies una en la pantalla Campañas, su informe aparece aquí: quién recibió el mensaje, quién lo leyó y por qué falló alguno.
reports-empty-choose = Elige una campaña arriba para ver quién recibió su mensaje, quién lo leyó y por qué falló alguno.
reports-error-title = No se pudo leer el informe
reports-loading = Leyendo el informe…
reports-still-sending = Todavía enviando: este informe se actualiza solo a medida que avanzan los mensajes.
reports-resent = { $count ->
        [one] { $count } mensaje se envió
       *[other] { $count } mensajes se enviaron
    } una vez más porque Meta no respondió la primera vez; puede que el cliente haya recibido los dos.

reports-stage-queued = En la cola
reports-stage-queued-left = { $count } todavía por enviar
reports-stage-queued-all = todos los mensajes de la campaña
reports-stage-sent = Enviados
reports-stage-sent-hint = aceptados por Meta
reports-stage-delivered = Entregados
reports-stage-delivered-hint = en el teléfono del cliente
reports-stage-read = Leídos
reports-stage-read-hint = abiertos por el cliente
reports-stage-failed = Fallidos
reports-stage-failed-hint = mira los motivos abajo
reports-stage-skipped = Omitidos
reports-stage-skipped-hint = no enviados a propósito
reports-stage-cancelled = Cancelados
reports-stage-cancelled-hint = cancelados antes de enviarse
reports-stage-expired = Vencidos
reports-stage-expired-hint = no enviados: no pudieron salir dentro de su plazo
reports-stage-in-doubt = Consultando con Meta
reports-stage-in-doubt-hint = enviados sin respuesta; Pacer lo está averiguando

reports-state-queued = Esperando envío
reports-state-sending = Enviando
reports-state-sent = Enviado
reports-state-delivered = Entregado
reports-state-read = Leído
reports-state-failed = Falló
reports-state-in-doubt = Consultando con Meta
reports-state-deferred = En espera
reports-state-cancelled = Cancelado
reports-state-skipped = Omitido
reports-state-expired = Vencido
reports-history-failed-webhook = Falló (actualización de entrega)
reports-history-played = Reproducido

reports-failures-title = Por qué { $count ->
        [one] falló { $count } mensaje
       *[other] fallaron { $count } mensajes
    }
reports-retry-button = Reintentar los { $count } que pueden cambiar
reports-retry-failed = Los mensajes fallidos no se volvieron a enviar
reports-failure-retryable = Reintentar puede ayudar
reports-failure-details-code-example = Detalles: código de Meta { $code } · { $example }
reports-failure-details-code = Detalles: código de Meta { $code }
reports-failure-details-example = Detalles: sin código de Meta · { $example }
reports-failure-details = Detalles: sin código de Meta
reports-skipped-title = Por qué { $count ->
        [one] se omitió { $count } mensaje
       *[other] se omitieron { $count } mensajes
    }

reports-cost-title = Costo estimado
reports-cost-no-prices = Para ver cuánto costó, agrega los precios de Meta para el país de tus clientes en { $link }.
reports-cost-prices-link = Configuración → Precios
reports-cost-category = Categoría
reports-cost-delivered = Entregados
reports-cost-price = Precio de uno
reports-cost-amount = Monto
reports-cost-total = Total
reports-cost-unknown = desconocido
reports-cost-category-marketing = marketing
reports-cost-category-utility = utilidad
reports-cost-category-authentication = autenticación
reports-cost-category-service = servicio
reports-cost-category-unknown = Desconocida (plantilla fuera de la lista)
reports-cost-note = Solo se cobran los mensajes de plantilla entregados. Esto es una estimación; lo que cuenta es la factura de Meta.

reports-export-title = Guardar el informe
reports-export-text = Excel recibe una hoja Summary (los números, los motivos de falla y qué hacer, el costo) y una hoja Recipients (una fila por cliente con cada hora y motivo). Las exportaciones se pueden abrir en Excel sin riesgo: una celda que empieza con =, +, - o @ se escribe como texto, nunca se ejecuta como fórmula. Pacer pregunta dónde guardarlo.
reports-export-excel = Guardar como Excel…
reports-export-csv = Guardar como CSV…
reports-export-done = Guardado en { $path }
reports-export-failed = El informe no se guardó

reports-recipients-title = Todos los clientes ({ $count })
reports-search-placeholder = Número o nombre
reports-search-label = Buscar un cliente por número o nombre
reports-filter-label = Mostrar clientes según dónde está su mensaje
reports-filter-all = Todos ({ $count })
reports-filter-delivered = Entregados ({ $count })
reports-filter-waiting = Todavía no entregados ({ $count })
reports-filter-failed = Fallidos ({ $count })
reports-filter-skipped = Omitidos ({ $count })
reports-filter-cancelled = Cancelados ({ $count })
reports-filter-expired = Vencidos ({ $count })
reports-recipients-hint = Haz clic en un cliente para ver cada paso de su mensaje, con los códigos de Meta.
reports-column-number = Número
reports-column-name = Nombre
reports-column-state = Estado
reports-column-sent = Enviado
reports-column-delivered = Entregado
reports-column-read-failed = Leído / falló
reports-column-reason = Motivo
reports-row-label = Historial del mensaje a { $name }
reports-rows-loading = Cargando…
reports-rows-none = Todavía no hay mensajes.
reports-rows-no-match = Ningún cliente coincide.
reports-rows-error-title = No se pudieron leer algunos clientes
reports-rows-error-retry = Presiona { reports-refresh } para intentarlo de nuevo.

reports-history-title-named = Mensaje a { $name } ({ $phone })
reports-history-title = Mensaje a { $phone }
reports-history-attempts = { $count ->
        [one] { $count } intento
       *[other] { $count } intentos
    }
reports-history-wamid = id de Meta { $id }
reports-history-resent = enviado una vez más porque Meta no respondió
reports-history-loading = Leyendo el historial del mensaje…
reports-history-empty = No se registró ningún historial para este mensaje.
reports-history-code = Código de Meta { $code }

reports-timeline-title = Mensajes por minuto
reports-timeline-busiest = Minuto de más movimiento: { $count } enviados a las { $time }
reports-timeline-sent = Enviados
reports-timeline-delivered = Entregados
reports-timeline-read = Leídos

# (end of Reports)

## Prices: Meta's rate card (Settings → Prices), a rate card file's refusals, the cost
## estimated before launch and compared after delivery

prices-refused-unreadable = No se pudo leer el archivo de tarifas ({ $why }). Guárdalo desde la hoja de cálculo como CSV y cárgalo otra vez.
prices-refused-no-table = El archivo de tarifas no tiene tabla de precios: ninguna fila empieza con "Market". La primera fila de la tabla nombra sus columnas: Market, Marketing, Utility, Authentication.
prices-refused-missing-column = El archivo de tarifas no tiene la columna "{ $column }". Agrégala a la fila que empieza con "Market", con un precio para cada mercado.
prices-refused-no-date = El archivo de tarifas no dice desde cuándo rigen sus precios. Agrega una fila "Effective date,AAAA-MM-DD" arriba de la tabla (Meta cambia los precios el primer día de cada trimestre).
prices-refused-bad-date = "{ $text }" no es una fecha. Escribe la fecha de vigencia como AAAA-MM-DD, por ejemplo 2026-10-01.
prices-refused-no-currency = El archivo de tarifas no dice su moneda. Agrega una fila "Currency,USD" arriba de la tabla, con la moneda del archivo de Meta.
prices-refused-unknown-currency = "{ $code }" no es un código de moneda. Escribe el código ISO de tres letras de la moneda de los precios, por ejemplo USD, EUR o MXN.
prices-refused-two-currencies = El archivo de tarifas mezcla dos monedas, { $first } y { $second }. Carga un archivo en una sola moneda.
prices-refused-not-a-number = El precio de { $category ->
        [marketing] marketing
        [utility] utilidad
        [authentication] autenticación
       *[other] autenticación internacional
    } de { $market } es "{ $text }", que no es un número. Escríbelo con punto decimal y sin símbolo de moneda, por ejemplo 0.0107.
prices-refused-negative = El precio de { $category ->
        [marketing] marketing
        [utility] utilidad
        [authentication] autenticación
       *[other] autenticación internacional
    } de { $market } es menor que cero. Escribe el precio que cobra Meta: 0 o más.
prices-refused-too-high = El precio de { $category ->
        [marketing] marketing
        [utility] utilidad
        [authentication] autenticación
       *[other] autenticación internacional
    } de { $market } es { $below } o más, y ningún mensaje cuesta eso. Revisa la columna y el punto decimal.
prices-refused-duplicate-market = El mercado "{ $market }" está dos veces en el archivo de tarifas. Deja una sola fila para él.
prices-refused-unknown-market = Pacer no sabe qué países forman el mercado "{ $market }". Agrega una columna "Countries" con los códigos de país de dos letras de cada mercado (por ejemplo "MX" o "US CA").
prices-refused-bad-country = "{ $country }", en los países de { $market }, no es un código de país. Escribe códigos ISO de dos letras como MX, AR o BR, separados por espacios.
prices-refused-country-twice = El país { $country } está en dos mercados, { $first } y { $second }. Déjalo en uno solo.
prices-refused-no-markets = La tabla del archivo de tarifas no tiene mercados. Agrega una fila por mercado debajo de la fila que empieza con "Market".
prices-estimate-summary = Costo estimado: { $amount } por { $messages ->
        [one] un mensaje
       *[other] { $messages } mensajes
    }{ $unpriced ->
        [0] {""}
       *[other] , y { $unpriced } más sin precio en las tarifas
    } ({ $source }, precios desde { $effective }).{ $utility ->
        [yes] {" "}Los mensajes de utilidad que llegan con la ventana de atención del cliente abierta son gratis, así que el costo puede ser menor.
       *[other] {""}
    }
prices-estimate-none = Sin costo estimado: no hay tarifas cargadas. Carga las tarifas de Meta en Configuración → Precios.
prices-comparison = Estimado al lanzar: { $estimated }. Costo de lo entregado: { $actual }.
prices-estimate-title = Costo estimado
prices-estimate-country = País
prices-estimate-category = Categoría
prices-estimate-messages = Mensajes
prices-estimate-price = Precio por mensaje
prices-estimate-amount = Importe
prices-estimate-total = Total
prices-estimate-card = Precios desde { $effective }: { $source }.
prices-estimate-unknown-country = País desconocido
prices-category-marketing = Marketing
prices-category-utility = Utilidad
prices-category-authentication = Autenticación
prices-no-price = sin precio
prices-settings-link = Abrir Configuración → Precios
prices-settings-title = Tarifas
prices-settings-description = El precio de Meta por cada mensaje de plantilla entregado, por mercado y categoría. Carga las tarifas que publica Meta, guardadas como CSV: la revisión de la campaña estima su costo con ellas, y los informes comparan esa estimación con el costo después de la entrega.
prices-settings-load = Cargar tarifas…
prices-settings-load-failed = No se cargaron las tarifas
prices-settings-none = Todavía no hay tarifas cargadas.
prices-settings-card = { $currency }, precios desde { $effective }: { $source }
prices-settings-market = Mercado
prices-settings-countries = Países
prices-settings-every-other = Todos los demás países
prices-settings-loaded = Tarifas cargadas: { $markets } mercados.
prices-settings-typed = O escribe un precio por categoría para todos los países: al guardarlos reemplazan las tarifas.

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

## Engine, tunnel: why the tunnel (the way Meta's delivery updates reach this computer) is
## down, what Pacer does next, the tunnel setting's refusals and the callback registration

tunnel-not-installed = { $program } no está instalado o no está en el PATH: instálalo o elige otro túnel en Configuración.
tunnel-not-installed-link = { $program } no está instalado o no está en el PATH: instálalo ({ $link }) o elige otro túnel en Configuración.
tunnel-cannot-start = Pacer no pudo iniciar { $program }: { $reason }.
tunnel-stopped-code = El túnel se detuvo (código de salida { $code }).
tunnel-stopped-by-system = El túnel se detuvo (el sistema lo terminó).
tunnel-no-public-address = El túnel arrancó, pero no mostró una dirección pública en { $seconds } s.
tunnel-next-restart = Pacer lo reinicia en { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }. Los mensajes siguen saliendo; las actualizaciones de entrega llegan cuando vuelva.
tunnel-next-retry = Pacer vuelve a intentarlo en { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }. Los mensajes siguen saliendo; las actualizaciones de entrega llegan cuando vuelva.
tunnel-next-change-setting = Cambia el túnel en Configuración para recibir las actualizaciones de entrega.
tunnel-setting-unknown = "{ $given }" no es una configuración de túnel que Pacer conozca. Elige cloudflared, ngrok, cloudflared-named:<your.host.name>, command:<tu comando con {"{"}port{"}"}>, url:<https://your.address> u off.
tunnel-setting-empty-command = El comando del túnel está vacío. Escribe el programa y sus argumentos, con {"{"}port{"}"} donde va el puerto de webhook de Pacer.
tunnel-setting-missing-port = El comando del túnel no tiene {"{"}port{"}"}. Pon {"{"}port{"}"} donde va el puerto de webhook de Pacer, por ejemplo: cloudflared tunnel --url http://127.0.0.1:{"{"}port{"}"}
tunnel-setting-unclosed-quote = El comando del túnel tiene una " que nunca se cierra.
tunnel-setting-token-in-command = El comando del túnel lleva un token ({ $option }…), que cualquier programa de esta computadora puede leer en la lista de programas en ejecución. Quítalo del comando y escribe el token en el campo de token del túnel (Configuración → Actualizaciones de entrega; PACER_TUNNEL_TOKEN para pacer serve): Pacer se lo entrega al programa del túnel en privado.
tunnel-setting-bad-hostname = "{ $given }" no es un nombre de host. Escribe el nombre de host público que dirigiste al túnel en Cloudflare, como hooks.example.com.
tunnel-setting-not-http = La URL pública debe empezar con https:// (o http://), y "{ $url }" no empieza así.
tunnel-setting-bad-url = "{ $url }" no es una URL pública utilizable: { $fault ->
        [spaces] tiene espacios
        [query] escribe la dirección sin ? ni #
        [user] escribe la dirección sin nombre de usuario ni contraseña
       *[host] no tiene un nombre de host válido
    }.
tunnel-registration-verified = Meta verificó { $url } y enviará las actualizaciones de entrega ahí.
tunnel-registration-too-long = { $url } es más largo que los { $max } caracteres que Meta acepta para una URL de webhook. Elige una URL pública más corta en Configuración.
tunnel-registration-not-verified = Meta no pudo verificar la URL del webhook: { $explanation }
tunnel-registration-failed = Pacer no pudo registrar { $url } en Meta: { $error }
tunnel-registration-asks-again = Pacer vuelve a preguntar en { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }.

# (end of Engine, tunnel)

## The app's own errors: a file or folder not chosen, the keyring, the settings file, the
## engine not starting, saving and exporting, connecting a Meta account

# A file or folder from the window, and Pacer's own dialogs
app-file-not-chosen = Pacer solo lee archivos que tú mismo eliges: presiona Elegir… y selecciona el archivo en la ventana que se abre.
app-folder-not-chosen = Pacer solo lee carpetas que tú mismo eliges: presiona Elegir… y selecciona la carpeta en la ventana que se abre.
app-missing = Pacer ya no encuentra { $path }. Revisa que siga ahí y vuelve a elegirlo.
app-wrong-kind = { $kind ->
        [file] { $path } no es un archivo. Elige un archivo.
       *[folder] { $path } no es una carpeta. Elige una carpeta.
    }
app-dialog-busy = Otra ventana de Pacer está abierta esperándote: termínala primero.
app-dialog-failed = La ventana para elegir el archivo se cerró de repente. Inténtalo de nuevo.

# The database and the engine
app-database-failed = Pacer no pudo leer ni escribir su base de datos. Revisa que el disco no esté lleno e inténtalo de nuevo.
app-engine-stopping = Pacer no pudo hacer eso: su motor se está deteniendo o su base de datos falló. Inténtalo de nuevo en un momento.
app-still-starting = Pacer todavía está iniciando. Inténtalo de nuevo en un momento.

# The keyring ($detail: the keyring's own words)
app-keyring-no-answer = El llavero (keyring) de esta computadora no respondió en 30 segundos (puede estar bloqueado). Desbloquéalo e inténtalo de nuevo.
app-keyring-failed = Pacer no pudo usar el llavero (keyring) de esta computadora, donde guarda tu token de Meta y los secretos ({ $detail }). Desbloquea el llavero (en Linux debe estar funcionando GNOME Keyring o KWallet) e inténtalo de nuevo.
app-keyring-failed-stopped = Pacer no pudo usar el llavero (keyring) de esta computadora, donde guarda tu token de Meta y los secretos (la llamada al llavero se detuvo de repente). Desbloquea el llavero (en Linux debe estar funcionando GNOME Keyring o KWallet) e inténtalo de nuevo.
app-keyring-failed-locked = Pacer no pudo usar el llavero (keyring) de esta computadora, donde guarda tu token de Meta y los secretos (el llavero no respondió en 30 segundos; puede estar bloqueado). Desbloquea el llavero (en Linux debe estar funcionando GNOME Keyring o KWallet) e inténtalo de nuevo.
app-keyring-failed-locked-api-key = Pacer no pudo usar el llavero (keyring) de esta computadora, donde guarda tu token de Meta y los secretos (el llavero no respondió en 30 segundos; puede estar bloqueado. La clave de la API local funciona hasta que cierres Pacer). Desbloquea el llavero (en Linux debe estar funcionando GNOME Keyring o KWallet) e inténtalo de nuevo.
app-keyring-call-stopped = La llamada al llavero (keyring) se detuvo de repente. Inténtalo de nuevo.

# Why the engine did not start ($detail: the system's own words)
app-no-account = Todavía no hay una cuenta de Meta conectada. Conecta una en Configuración → Cuenta de Meta, o usa la demostración.
app-missing-secret = { $secret ->
        [access-token] El token de acceso de Meta no está en el llavero (keyring) de esta computadora. Vuelve a ingresarlo en Configuración → Cuenta de Meta.
       *[app-secret] El secreto de la app de Meta no está en el llavero (keyring) de esta computadora. Vuelve a ingresarlo en Configuración → Cuenta de Meta.
    }
app-simulator-failed = La Meta simulada de la demostración no pudo iniciar: { $detail }
app-graph-unusable = La dirección de Meta en Configuración no se puede usar: { $detail }
app-data-folder-failed = Pacer no pudo preparar su carpeta de datos { $path }: { $detail }
app-node-api-not-loopback = la dirección de la API local { $addr } no es una dirección de loopback: solo debe poder alcanzarse desde esta computadora (usa 127.0.0.1)
app-node-webhook-not-loopback = la dirección del receptor de webhooks { $addr } no es una dirección de loopback. El túnel llega a un receptor en 127.0.0.1; escuchar en la red permite que cualquiera en ella envíe al receptor. Usa 127.0.0.1, o pasa --webhook-beyond-loopback si un proxy inverso en otra máquina le reenvía los webhooks de Meta
app-node-already-running = otro Pacer ya está funcionando con la base de datos { $path }: ciérralo primero (dos Pacer en una misma base de datos enviarían cada mensaje dos veces)
app-node-folder-failed = no se puede usar la carpeta de la base de datos { $path }: { $detail }
app-node-cannot-listen = { $what ->
        [api] no se puede escuchar en { $addr } para la API local ({ $detail }); ¿otro programa está usando ese puerto?
       *[webhook] no se puede escuchar en { $addr } para el receptor de webhooks ({ $detail }); ¿otro programa está usando ese puerto?
    }
app-node-engine-failed = no se puede iniciar con la base de datos { $path }: { $detail }
app-start-port-in-use = { $what ->
        [api] no se puede escuchar en { $addr } para la API local ({ $detail }); ¿otro programa está usando ese puerto? Puede que otro Pacer (o `pacer serve`) esté funcionando: ciérralo, o cambia los puertos en Configuración → Avanzado.
       *[webhook] no se puede escuchar en { $addr } para el receptor de webhooks ({ $detail }); ¿otro programa está usando ese puerto? Puede que otro Pacer (o `pacer serve`) esté funcionando: ciérralo, o cambia los puertos en Configuración → Avanzado.
    }

# The settings file
app-settings-file-unusable = { $action ->
        [read] Pacer no pudo leer su archivo de configuración { $path }: { $detail }
       *[save] Pacer no pudo guardar su archivo de configuración { $path }: { $detail }
    }
app-settings-file-damaged = El archivo de configuración de Pacer { $path } está dañado ({ $detail }); se guardó como { $backup } y Pacer inició con su configuración predeterminada
app-tunnel-not-confirmed = No se guardó nada: elegiste no ejecutar el programa del túnel, así que el túnel sigue como estaba ({ $tunnel }). Guarda de nuevo y elige "Run this program" para usarlo, o elige otro túnel.
app-tunnel-token-spaces = Un token de túnel no tiene espacios. Cópialo de nuevo desde Cloudflare o ngrok y pégalo aquí.

# Templates and reports
app-templates-sync-failed = Pacer no pudo leer tus plantillas de Meta. Revisa la conexión en Configuración → Cuenta de Meta e inténtalo de nuevo.
app-template-missing = No hay ninguna plantilla "{ $name }" en { $language }. Sincroniza las plantillas e inténtalo de nuevo.
app-export-format = Pacer exporta CSV o XLSX, no "{ $format }".
app-saving-stopped = El guardado se detuvo de repente. Inténtalo de nuevo.
app-export-build-failed = Pacer no pudo armar la exportación.
app-export-write-failed = Pacer no pudo escribir { $path }. Elige otra carpeta, o cierra el archivo si está abierto en Excel.

# Connecting a Meta account ($step: number, or templates when the number was fine)
app-use-live-no-account = Todavía no hay una cuenta de Meta conectada: completa primero Configuración → Cuenta de Meta.
app-paste-access-token = Primero pega el token de acceso (Meta Business Manager → System users → Generate token).
app-paste-app-secret = Pega también el secreto de la app (App Dashboard → Settings → Basic): Pacer lo usa para comprobar que las actualizaciones de entrega vienen de verdad de Meta.
app-token-not-sent = No se probó: no se envió nada a { $address }, porque elegiste no enviar allí tu token de acceso guardado. Para probar esa dirección, pega el token de acceso que corresponde a ella.
app-meta-not-accepted = Meta no aceptó la cuenta.
app-meta-token-refused = { $step ->
        [templates] El número está bien, pero las plantillas: Meta rechazó este token de acceso: venció o fue revocado, o solo se pegó una parte. Genera uno nuevo (Business Settings → Users → System users → Generate token) y pégalo aquí.
       *[number] Meta rechazó este token de acceso: venció o fue revocado, o solo se pegó una parte. Genera uno nuevo (Business Settings → Users → System users → Generate token) y pégalo aquí.
    }
app-meta-ids-unknown = { $step ->
        [templates] El número está bien, pero las plantillas: Meta no conoce ese ID de número de teléfono o ID de WABA, o el token no puede verlo. Revisa ambos ID en WhatsApp Manager.
       *[number] Meta no conoce ese ID de número de teléfono o ID de WABA, o el token no puede verlo. Revisa ambos ID en WhatsApp Manager.
    }
app-meta-refused = { $step ->
        [templates] El número está bien, pero las plantillas: Meta rechazó la solicitud: { $message }
       *[number] Meta rechazó la solicitud: { $message }
    }
app-meta-unreachable = { $step ->
        [templates] El número está bien, pero las plantillas: Pacer no pudo comunicarse con Meta en { $url }. Revisa la conexión a internet de esta computadora (y la dirección de Graph en Avanzado).
       *[number] Pacer no pudo comunicarse con Meta en { $url }. Revisa la conexión a internet de esta computadora (y la dirección de Graph en Avanzado).
    }
app-meta-unexpected = { $step ->
        [templates] El número está bien, pero las plantillas: Meta respondió de una forma que Pacer no esperaba. Revisa la dirección de Graph en Avanzado.
       *[number] Meta respondió de una forma que Pacer no esperaba. Revisa la dirección de Graph en Avanzado.
    }
app-templates-count = { $templates ->
        [one] { $templates } plantilla (aprobadas: { $approved })
       *[other] { $templates } plantillas (aprobadas: { $approved })
    }

app-meta-code = { $step ->
        [templates] El número está bien, pero las plantillas: { app-meta-code-words }
       *[number] { app-meta-code-words }
    }
app-meta-code-words = { $row ->
        [throughput] { meta-code-throughput }
        [call-volume] { meta-code-call-volume }
        [maintenance] { meta-code-maintenance }
        [temporary] { meta-code-temporary }
        [pair-rate] { meta-code-pair-rate }
        [marketing-cap] { meta-code-marketing-cap }
        [template-values] { meta-code-template-values }
        [template-missing] { meta-code-template-missing }
        [template-policy] { meta-code-template-policy }
        [value-format] { meta-code-value-format }
        [template-paused] { meta-code-template-paused }
        [template-disabled] { meta-code-template-disabled }
        [flow-blocked] { meta-code-flow-blocked }
        [flow-too-often] { meta-code-flow-too-often }
        [marketing-off] { meta-code-marketing-off }
        [spam-limit] { meta-code-spam-limit }
        [category-limit] { meta-code-category-limit }
        [token-expired] { meta-code-token-expired }
        [permission] { meta-code-permission }
        [restricted] { meta-code-restricted }
        [locked] { meta-code-locked }
        [payment] { meta-code-payment }
        [not-registered] { meta-code-not-registered }
        [number-deleted] { meta-code-number-deleted }
        [display-name] { meta-code-display-name }
        [payments-terms] { meta-code-payments-terms }
        [direct-send] { meta-code-direct-send }
        [stopped-marketing] { meta-code-stopped-marketing }
        [media] { meta-code-media }
        [invalid-value] { meta-code-invalid-value }
        [own-number] { meta-code-own-number }
        [unreachable] { meta-code-unreachable }
        [not-allowed-test] { meta-code-not-allowed-test }
        [window-closed] { meta-code-window-closed }
        [unsupported] { meta-code-unsupported }
        [download-failed] { meta-code-download-failed }
        [user-id] { meta-code-user-id }
        [blocked] { meta-code-blocked }
        [experiment] { meta-code-experiment }
        [country] { meta-code-country }
        [too-long] { meta-code-too-long }
        [value-spaces] { meta-code-value-spaces }
        [registration] { meta-code-registration }
        [deregistered-often] { meta-code-deregistered-often }
        [template-count] { meta-code-template-count }
        [unnamed-value] { meta-code-unnamed-value }
        [identity-changed] { meta-code-identity-changed }
       *[callback] { meta-code-callback }
    }

# (end of The app's own errors)

## Engine, reports: what Meta's codes mean, why a message failed or waits, a report's
## failure groups (the window shows them in the person's language; the command line, the
## local API and exported reports say them in English)

# Meta's codes: one message per row of Meta's codes in crates/cloud/src/codes.rs, named for
# what the row is about (a row often holds several codes, so no single code names it).
# A row of two parts has `-meaning` (what happened) and `-action` (what to do), shown apart
# in a report's failure groups; the row's own message is the two, as one text.
meta-code-throughput = { meta-code-throughput-meaning } { meta-code-throughput-action }
meta-code-throughput-meaning = Se alcanzó el límite de mensajes por segundo de Meta.
meta-code-throughput-action = Pacer baja el ritmo y envía el resto por su cuenta; no se pierde nada.
meta-code-call-volume = { meta-code-call-volume-meaning } { meta-code-call-volume-action }
meta-code-call-volume-meaning = Meta le pidió a Pacer hacer menos solicitudes por un tiempo (su límite de llamadas por hora).
meta-code-call-volume-action = Pacer baja el ritmo y envía el resto por su cuenta; no se pierde nada.
meta-code-maintenance = { meta-code-maintenance-meaning } { meta-code-maintenance-action }
meta-code-maintenance-meaning = Tu cuenta de WhatsApp está en mantenimiento por un momento (por ejemplo, mientras Meta sube su límite).
meta-code-maintenance-action = Pacer espera más o menos un minuto y sigue por su cuenta.
meta-code-temporary = Meta tuvo un problema temporal.
meta-code-pair-rate = { meta-code-pair-rate-meaning } { meta-code-pair-rate-action }
meta-code-pair-rate-meaning = Se enviaron demasiados mensajes a este cliente en poco tiempo.
meta-code-pair-rate-action = Pacer espera antes de enviarle el siguiente; los demás clientes no se retrasan.
meta-code-marketing-cap = WhatsApp retuvo este mensaje de marketing porque el cliente recibió muchos últimamente.
meta-code-template-values = { meta-code-template-values-meaning } { meta-code-template-values-action }
meta-code-template-values-meaning = La cantidad de valores no coincide con las variables de la plantilla.
meta-code-template-values-action = Revisa la asignación de columnas de la campaña.
meta-code-template-missing = { meta-code-template-missing-meaning } { meta-code-template-missing-action }
meta-code-template-missing-meaning = Esta plantilla no existe en ese idioma o no está aprobada.
meta-code-template-missing-action = Revísala en WhatsApp Manager y sincroniza las plantillas.
meta-code-template-policy = { meta-code-template-policy-meaning } { meta-code-template-policy-action }
meta-code-template-policy-meaning = Meta consideró que el contenido de la plantilla va contra su política.
meta-code-template-policy-action = Edita la plantilla en WhatsApp Manager.
meta-code-value-format = Un valor no tiene el formato que espera la plantilla (por ejemplo, una imagen donde va un PDF).
meta-code-template-paused = { meta-code-template-paused-meaning } { meta-code-template-paused-action }
meta-code-template-paused-meaning = Meta pausó esta plantilla por baja calidad.
meta-code-template-paused-action = Las campañas que la usan están en pausa; los demás mensajes siguen.
meta-code-template-disabled = { meta-code-template-disabled-meaning } { meta-code-template-disabled-action }
meta-code-template-disabled-meaning = Meta desactivó esta plantilla de forma definitiva tras baja calidad repetida.
meta-code-template-disabled-action = Crea una plantilla nueva.
meta-code-flow-blocked = { meta-code-flow-blocked-meaning } { meta-code-flow-blocked-action }
meta-code-flow-blocked-meaning = El WhatsApp Flow de esta plantilla está bloqueado.
meta-code-flow-blocked-action = Revisa el Flow en WhatsApp Manager y luego reanuda la campaña.
meta-code-flow-too-often = { meta-code-flow-too-often-meaning } { meta-code-flow-too-often-action }
meta-code-flow-too-often-meaning = Este WhatsApp Flow se envió demasiadas veces (Meta permite 10 envíos por hora por Flow).
meta-code-flow-too-often-action = La campaña está en pausa; reanúdala más tarde.
meta-code-marketing-off = Las plantillas de marketing están desactivadas para la Cloud API en esta cuenta de WhatsApp.
meta-code-spam-limit = { meta-code-spam-limit-meaning } { meta-code-spam-limit-action }
meta-code-spam-limit-meaning = Meta limitó los envíos porque mensajes recientes fueron bloqueados o reportados como spam.
meta-code-spam-limit-action = Revisa la calidad de tu número en WhatsApp Manager; Pacer intentará un mensaje después de una pausa.
meta-code-category-limit = { meta-code-category-limit-meaning } { meta-code-category-limit-action }
meta-code-category-limit-meaning = Meta limitó los envíos por infracciones de categoría de las plantillas.
meta-code-category-limit-action = Revisa las categorías de tus plantillas; Pacer intentará un mensaje después de una pausa.
meta-code-token-expired = { meta-code-token-expired-meaning } { meta-code-token-expired-action }
meta-code-token-expired-meaning = Tu token de acceso de Meta venció o fue revocado.
meta-code-token-expired-action = Pega uno nuevo en Configuración → Cuenta de Meta y luego haz clic en Reanudar. El envío queda en pausa hasta entonces; no se pierde nada.
meta-code-permission = { meta-code-permission-meaning } { meta-code-permission-action }
meta-code-permission-meaning = Meta dice que a tu token de acceso le falta un permiso que esto necesita.
meta-code-permission-action = Dale al usuario del sistema whatsapp_business_messaging y whatsapp_business_management en Meta Business Manager y luego haz clic en Reanudar.
meta-code-restricted = { meta-code-restricted-meaning } { meta-code-restricted-action }
meta-code-restricted-meaning = Meta restringió tu cuenta de WhatsApp por una infracción de sus políticas.
meta-code-restricted-action = Revisa Account Quality en WhatsApp Manager y luego haz clic en Reanudar.
meta-code-locked = { meta-code-locked-meaning } { meta-code-locked-action }
meta-code-locked-meaning = Meta bloqueó tu cuenta de WhatsApp.
meta-code-locked-action = Revisa su estado en WhatsApp Manager y luego haz clic en Reanudar.
meta-code-payment = { meta-code-payment-meaning } { meta-code-payment-action }
meta-code-payment-meaning = Meta informa un problema con tu método de pago.
meta-code-payment-action = Corrígelo en Meta Business Manager → Billing y luego haz clic en Reanudar.
meta-code-not-registered = { meta-code-not-registered-meaning } { meta-code-not-registered-action }
meta-code-not-registered-meaning = El número de teléfono de tu empresa no está registrado en la Cloud API.
meta-code-not-registered-action = Regístralo en WhatsApp Manager y luego haz clic en Reanudar.
meta-code-number-deleted = { meta-code-number-deleted-meaning } { meta-code-number-deleted-action }
meta-code-number-deleted-meaning = El número de teléfono de tu empresa se eliminó de la cuenta de WhatsApp.
meta-code-number-deleted-action = Revisa el id del número de teléfono en Configuración.
meta-code-display-name = { meta-code-display-name-meaning } { meta-code-display-name-action }
meta-code-display-name-meaning = El número de tu empresa todavía no tiene un nombre visible aprobado.
meta-code-display-name-action = Haz que lo aprueben en WhatsApp Manager y luego haz clic en Reanudar.
meta-code-payments-terms = { meta-code-payments-terms-meaning } { meta-code-payments-terms-action }
meta-code-payments-terms-meaning = No se aceptaron los términos de WhatsApp Payments para esta cuenta.
meta-code-payments-terms-action = Acéptalos en WhatsApp Manager y luego haz clic en Reanudar.
meta-code-direct-send = { meta-code-direct-send-meaning } { meta-code-direct-send-action }
meta-code-direct-send-meaning = Direct Send está bloqueado para esta cuenta.
meta-code-direct-send-action = Revisa la cuenta en WhatsApp Manager y luego haz clic en Reanudar.
meta-code-stopped-marketing = { meta-code-stopped-marketing-meaning } { meta-code-stopped-marketing-action }
meta-code-stopped-marketing-meaning = Este cliente desactivó los mensajes de marketing de tu empresa.
meta-code-stopped-marketing-action = Pacer no le volverá a enviar marketing.
meta-code-media = { meta-code-media-meaning } { meta-code-media-action }
meta-code-media-meaning = Meta no pudo obtener ni usar el archivo adjunto.
meta-code-media-action = Verifica que sea un PDF o una imagen válida e inténtalo de nuevo.
meta-code-invalid-value = { meta-code-invalid-value-meaning } { meta-code-invalid-value-action }
meta-code-invalid-value-meaning = Meta rechazó el mensaje tal como está escrito (falta un valor o no es válido).
meta-code-invalid-value-action = Los detalles dicen qué campo.
meta-code-own-number = El destinatario es el propio número de tu empresa.
meta-code-unreachable = { meta-code-unreachable-meaning } { meta-code-unreachable-action }
meta-code-unreachable-meaning = Este número no puede recibir mensajes de WhatsApp.
meta-code-unreachable-action = Revisa el número o comunícate con este cliente de otra forma.
meta-code-not-allowed-test = { meta-code-not-allowed-test-meaning } { meta-code-not-allowed-test-action }
meta-code-not-allowed-test-meaning = Este número no está en la lista de destinatarios permitidos de tu número de prueba.
meta-code-not-allowed-test-action = Agrégalo en el App Dashboard o usa tu número real.
meta-code-window-closed = Pasaron más de 24 horas desde que este cliente te escribió por última vez, así que solo se puede enviar una plantilla aprobada.
meta-code-unsupported = WhatsApp no admite este tipo de mensaje.
meta-code-download-failed = { meta-code-download-failed-meaning } { meta-code-download-failed-action }
meta-code-download-failed-meaning = WhatsApp no pudo descargar un archivo que envió el cliente.
meta-code-download-failed-action = Pídele que lo envíe de nuevo.
meta-code-user-id = { meta-code-user-id-meaning } { meta-code-user-id-action }
meta-code-user-id-meaning = Este tipo de mensaje no se puede enviar a un id de usuario de WhatsApp.
meta-code-user-id-action = Envíalo al número de teléfono del cliente.
meta-code-blocked = { meta-code-blocked-meaning } { meta-code-blocked-action }
meta-code-blocked-meaning = Tu empresa bloqueó a este cliente.
meta-code-blocked-action = Desbloquéalo en WhatsApp Manager para enviarle mensajes.
meta-code-experiment = { meta-code-experiment-meaning } { meta-code-experiment-action }
meta-code-experiment-meaning = Meta dejó a este cliente fuera de los mensajes de marketing como parte de un experimento.
meta-code-experiment-action = No hay nada que corregir.
meta-code-country = Tu cuenta de WhatsApp no puede enviar mensajes a clientes del país de este cliente.
meta-code-too-long = { meta-code-too-long-meaning } { meta-code-too-long-action }
meta-code-too-long-meaning = Con sus valores completos, este mensaje es más largo de lo que permite WhatsApp.
meta-code-too-long-action = Acorta los valores.
meta-code-value-spaces = Un valor tiene un salto de línea, una tabulación o más de cuatro espacios seguidos, y las plantillas no lo permiten.
meta-code-registration = { meta-code-registration-meaning } { meta-code-registration-action }
meta-code-registration-meaning = Meta rechazó un paso del registro del número de teléfono de tu empresa (su PIN o su registro).
meta-code-registration-action = Revisa el número en WhatsApp Manager.
meta-code-deregistered-often = { meta-code-deregistered-often-meaning } { meta-code-deregistered-often-action }
meta-code-deregistered-often-meaning = El número de teléfono de tu empresa se registró y se dio de baja demasiadas veces; Meta lo bloquea por un tiempo.
meta-code-deregistered-often-action = Espera y vuelve a intentarlo.
meta-code-template-count = { meta-code-template-count-meaning } { meta-code-template-count-action }
meta-code-template-count-meaning = Tu cuenta ya tiene tantas plantillas como Meta permite.
meta-code-template-count-action = Elimina en WhatsApp Manager las plantillas que ya no uses.
meta-code-unnamed-value = { meta-code-unnamed-value-meaning } { meta-code-unnamed-value-action }
meta-code-unnamed-value-meaning = Meta rechazó el mensaje por un problema con sus valores que no especificó.
meta-code-unnamed-value-action = Los detalles pueden decir más.
meta-code-identity-changed = { meta-code-identity-changed-meaning } { meta-code-identity-changed-action }
meta-code-identity-changed-meaning = La identidad de WhatsApp del cliente cambió (teléfono nuevo o reinstalación).
meta-code-identity-changed-action = Confirma que sigue siendo la misma persona antes de volver a enviar.
meta-code-callback = { meta-code-callback-meaning } { meta-code-callback-action }
meta-code-callback-meaning = Meta no pudo verificar la dirección que Pacer le dio para las actualizaciones de entrega.
meta-code-callback-action = Revisa el túnel en Configuración → Actualizaciones de entrega y luego vuelve a registrar la dirección.

# Why a message failed, a campaign paused or sending stopped, from Meta's code: $row is the
# row of Meta's codes (as in meta-code-…), $code Meta's code (an identifier, not an amount),
# $details Meta's own text, in Meta's words.
reason-meta = { $row ->
        [throughput] { meta-code-throughput } (código de Meta { $code })
        [call-volume] { meta-code-call-volume } (código de Meta { $code })
        [maintenance] { meta-code-maintenance } (código de Meta { $code })
        [temporary] { meta-code-temporary } (código de Meta { $code })
        [pair-rate] { meta-code-pair-rate } (código de Meta { $code })
        [marketing-cap] { meta-code-marketing-cap } (código de Meta { $code })
        [template-values] { meta-code-template-values } (código de Meta { $code })
        [template-missing] { meta-code-template-missing } (código de Meta { $code })
        [template-policy] { meta-code-template-policy } (código de Meta { $code })
        [value-format] { meta-code-value-format } (código de Meta { $code })
        [template-paused] { meta-code-template-paused } (código de Meta { $code })
        [template-disabled] { meta-code-template-disabled } (código de Meta { $code })
        [flow-blocked] { meta-code-flow-blocked } (código de Meta { $code })
        [flow-too-often] { meta-code-flow-too-often } (código de Meta { $code })
        [marketing-off] { meta-code-marketing-off } (código de Meta { $code })
        [spam-limit] { meta-code-spam-limit } (código de Meta { $code })
        [category-limit] { meta-code-category-limit } (código de Meta { $code })
        [token-expired] { meta-code-token-expired } (código de Meta { $code })
        [permission] { meta-code-permission } (código de Meta { $code })
        [restricted] { meta-code-restricted } (código de Meta { $code })
        [locked] { meta-code-locked } (código de Meta { $code })
        [payment] { meta-code-payment } (código de Meta { $code })
        [not-registered] { meta-code-not-registered } (código de Meta { $code })
        [number-deleted] { meta-code-number-deleted } (código de Meta { $code })
        [display-name] { meta-code-display-name } (código de Meta { $code })
        [payments-terms] { meta-code-payments-terms } (código de Meta { $code })
        [direct-send] { meta-code-direct-send } (código de Meta { $code })
        [stopped-marketing] { meta-code-stopped-marketing } (código de Meta { $code })
        [media] { meta-code-media } (código de Meta { $code })
        [invalid-value] { meta-code-invalid-value } (código de Meta { $code })
        [own-number] { meta-code-own-number } (código de Meta { $code })
        [unreachable] { meta-code-unreachable } (código de Meta { $code })
        [not-allowed-test] { meta-code-not-allowed-test } (código de Meta { $code })
        [window-closed] { meta-code-window-closed } (código de Meta { $code })
        [unsupported] { meta-code-unsupported } (código de Meta { $code })
        [download-failed] { meta-code-download-failed } (código de Meta { $code })
        [user-id] { meta-code-user-id } (código de Meta { $code })
        [blocked] { meta-code-blocked } (código de Meta { $code })
        [experiment] { meta-code-experiment } (código de Meta { $code })
        [country] { meta-code-country } (código de Meta { $code })
        [too-long] { meta-code-too-long } (código de Meta { $code })
        [value-spaces] { meta-code-value-spaces } (código de Meta { $code })
        [registration] { meta-code-registration } (código de Meta { $code })
        [deregistered-often] { meta-code-deregistered-often } (código de Meta { $code })
        [template-count] { meta-code-template-count } (código de Meta { $code })
        [unnamed-value] { meta-code-unnamed-value } (código de Meta { $code })
        [identity-changed] { meta-code-identity-changed } (código de Meta { $code })
        [callback] { meta-code-callback } (código de Meta { $code })
       *[unknown] Meta rechazó el mensaje con el código { $code }.
    }
reason-meta-details = { $row ->
        [throughput] { meta-code-throughput } (código de Meta { $code }: { $details })
        [call-volume] { meta-code-call-volume } (código de Meta { $code }: { $details })
        [maintenance] { meta-code-maintenance } (código de Meta { $code }: { $details })
        [temporary] { meta-code-temporary } (código de Meta { $code }: { $details })
        [pair-rate] { meta-code-pair-rate } (código de Meta { $code }: { $details })
        [marketing-cap] { meta-code-marketing-cap } (código de Meta { $code }: { $details })
        [template-values] { meta-code-template-values } (código de Meta { $code }: { $details })
        [template-missing] { meta-code-template-missing } (código de Meta { $code }: { $details })
        [template-policy] { meta-code-template-policy } (código de Meta { $code }: { $details })
        [value-format] { meta-code-value-format } (código de Meta { $code }: { $details })
        [template-paused] { meta-code-template-paused } (código de Meta { $code }: { $details })
        [template-disabled] { meta-code-template-disabled } (código de Meta { $code }: { $details })
        [flow-blocked] { meta-code-flow-blocked } (código de Meta { $code }: { $details })
        [flow-too-often] { meta-code-flow-too-often } (código de Meta { $code }: { $details })
        [marketing-off] { meta-code-marketing-off } (código de Meta { $code }: { $details })
        [spam-limit] { meta-code-spam-limit } (código de Meta { $code }: { $details })
        [category-limit] { meta-code-category-limit } (código de Meta { $code }: { $details })
        [token-expired] { meta-code-token-expired } (código de Meta { $code }: { $details })
        [permission] { meta-code-permission } (código de Meta { $code }: { $details })
        [restricted] { meta-code-restricted } (código de Meta { $code }: { $details })
        [locked] { meta-code-locked } (código de Meta { $code }: { $details })
        [payment] { meta-code-payment } (código de Meta { $code }: { $details })
        [not-registered] { meta-code-not-registered } (código de Meta { $code }: { $details })
        [number-deleted] { meta-code-number-deleted } (código de Meta { $code }: { $details })
        [display-name] { meta-code-display-name } (código de Meta { $code }: { $details })
        [payments-terms] { meta-code-payments-terms } (código de Meta { $code }: { $details })
        [direct-send] { meta-code-direct-send } (código de Meta { $code }: { $details })
        [stopped-marketing] { meta-code-stopped-marketing } (código de Meta { $code }: { $details })
        [media] { meta-code-media } (código de Meta { $code }: { $details })
        [invalid-value] { meta-code-invalid-value } (código de Meta { $code }: { $details })
        [own-number] { meta-code-own-number } (código de Meta { $code }: { $details })
        [unreachable] { meta-code-unreachable } (código de Meta { $code }: { $details })
        [not-allowed-test] { meta-code-not-allowed-test } (código de Meta { $code }: { $details })
        [window-closed] { meta-code-window-closed } (código de Meta { $code }: { $details })
        [unsupported] { meta-code-unsupported } (código de Meta { $code }: { $details })
        [download-failed] { meta-code-download-failed } (código de Meta { $code }: { $details })
        [user-id] { meta-code-user-id } (código de Meta { $code }: { $details })
        [blocked] { meta-code-blocked } (código de Meta { $code }: { $details })
        [experiment] { meta-code-experiment } (código de Meta { $code }: { $details })
        [country] { meta-code-country } (código de Meta { $code }: { $details })
        [too-long] { meta-code-too-long } (código de Meta { $code }: { $details })
        [value-spaces] { meta-code-value-spaces } (código de Meta { $code }: { $details })
        [registration] { meta-code-registration } (código de Meta { $code }: { $details })
        [deregistered-often] { meta-code-deregistered-often } (código de Meta { $code }: { $details })
        [template-count] { meta-code-template-count } (código de Meta { $code }: { $details })
        [unnamed-value] { meta-code-unnamed-value } (código de Meta { $code }: { $details })
        [identity-changed] { meta-code-identity-changed } (código de Meta { $code }: { $details })
        [callback] { meta-code-callback } (código de Meta { $code }: { $details })
       *[unknown] Meta rechazó el mensaje con el código { $code }: { $details }
    }
reason-meta-gave-up = Meta no aceptó el mensaje después de { $tries } { $tries ->
        [one] intento
       *[other] intentos
    }. { reason-meta }
reason-meta-gave-up-details = Meta no aceptó el mensaje después de { $tries } { $tries ->
        [one] intento
       *[other] intentos
    }. { reason-meta-details }

# Pacer's own reasons and a report's sentences.
# $tries: how many times Pacer tried (a number).
reason-no-usable-answer = Los servidores de Meta no aceptaron el mensaje después de { $tries } { $tries ->
        [one] intento
       *[other] intentos
    } y no dieron ningún motivo (respondieron con un error sin detalles). No hay ningún problema con el cliente ni con tu cuenta; haz clic en Reintentar los fallidos más tarde.
reason-network = Falló la conexión a internet: estos mensajes nunca llegaron a WhatsApp.
reason-network-action = No hay ningún problema con los clientes ni con tu cuenta. Haz clic en Reintentar los fallidos; ahora Pacer espera la conexión por su cuenta.
reason-no-answer = Meta no respondió, dos veces, y no envió ninguna actualización de entrega: Pacer no puede saber si llegaron.
reason-no-answer-action = Consulta con los clientes antes de volver a enviar; Pacer no los reenvía por su cuenta.
reason-unexpected-answer = Los servidores de Meta no aceptaron estos mensajes y no dieron ningún motivo.
reason-unexpected-answer-action = No hay ningún problema con los clientes ni con tu cuenta. Haz clic en Reintentar los fallidos para volver a enviarlos.
reason-internal = Pacer no pudo preparar estos mensajes (un error interno).
reason-internal-action = Vuelve a enviarlos desde una campaña nueva; si vuelve a pasar, envía el diagnóstico de Pacer a sus desarrolladores.
reason-none-recorded = No se registró ningún motivo.
reason-cancelled = Se canceló antes de enviarse.
reason-in-doubt = Meta no respondió cuando se envió este mensaje; Pacer está averiguando si salió antes de volver a enviarlo.
reason-waiting-pacing = Esperando unos segundos: WhatsApp limita con qué frecuencia un cliente puede recibir mensajes.
reason-waiting-tier = Esperando lugar en el límite diario de Meta de clientes a los que puedes escribir.
reason-waiting-paused = Esperando: la campaña está en pausa.
reason-waiting-hours = Esperando a que vuelva a empezar el horario de envío de la campaña.
reason-waiting-retry = Esperando para reintentar después de un problema temporal.
# $details: the temporary problem as Pacer recorded it (English, as stored).
reason-waiting-retry-details = Esperando para reintentar después de un problema temporal: { $details }
# $reason: Pacer's own word for why the message waits.
reason-waiting-other = Esperando ({ $reason }).
reason-waiting = Esperando.
reason-group-gave-up = Pacer dejó de intentar con estos mensajes.
reason-group-see-history = Mira el historial de cada mensaje para saber qué pasó.
reason-group-retry = Haz clic en Reintentar los fallidos para volver a enviarlos.
reason-group-no-retry = Reintentar no cambiará esto; mira los detalles para corregir la causa.
# $code: Meta's code (an identifier, not an amount).
reason-group-meta-code = Meta rechazó estos mensajes con el código { $code }.
reason-action-marketing-cap = Pacer puede reintentar después de 24 horas: haz clic en Reintentar los fallidos en ese momento.
reason-action-window-closed = Envía una plantilla aprobada en su lugar.
reason-action-unsupported = Envía una plantilla o un mensaje de texto en su lugar.
reason-action-own-number = Quita de la lista el número de tu propia empresa.
reason-action-value-spaces = Corrige los valores de tu lista (sin saltos de línea, tabulaciones ni muchos espacios seguidos) y vuelve a enviar a estos clientes.
reason-action-marketing-off = Vuelve a activar los mensajes de marketing para la Cloud API en WhatsApp Manager.
reason-paused-by-you = La pausaste tú. Haz clic en Reanudar para continuar.
reason-template-paused = Meta pausó la plantilla "{ $template }" por baja calidad. Esta campaña está en pausa; los demás mensajes siguen. Se reanuda cuando Meta vuelva a aprobar la plantilla.
reason-template-disabled = Meta desactivó la plantilla "{ $template }" de forma definitiva. Esta campaña está en pausa; crea una plantilla nueva y úsala en su lugar.
# $template: the template's name; $status: Meta's word for its new status.
reason-template-not-approved = La plantilla "{ $template }" ya no está aprobada ({ $status }). Esta campaña está en pausa; los demás mensajes siguen.
reason-skipped-opted-out = Este cliente desactivó los mensajes de marketing de tu empresa, así que Pacer no envió esta plantilla de marketing.
reason-summary-empty = Todavía no hay mensajes en esta campaña.
# A report's line. Each count is a number; a part whose count is 0 is left out; $first
# names the first part said, which follows the semicolon, the others a comma.
reason-summary = { $delivered } de { $total } { $total ->
        [one] mensaje entregado
       *[other] mensajes entregados
    }, { $read } leídos hasta ahora{ $waiting ->
        [0] {""}
       *[other] { $first ->
            [waiting] {"; "}
           *[other] {", "}
        }{ $waiting } enviados y esperando la entrega
    }{ $failed ->
        [0] {""}
       *[other] { $first ->
            [failed] {"; "}
           *[other] {", "}
        }{ $failed } fallidos
    }{ $skipped ->
        [0] {""}
       *[other] { $first ->
            [skipped] {"; "}
           *[other] {", "}
        }{ $skipped } omitidos
    }{ $unsent ->
        [0] {""}
       *[other] { $first ->
            [unsent] {"; "}
           *[other] {", "}
        }{ $unsent } todavía por enviar
    }{ $cancelled ->
        [0] {""}
       *[other] { $first ->
            [cancelled] {"; "}
           *[other] {", "}
        }{ $cancelled } cancelados
    }{ $expired ->
        [0] {""}
       *[other] { $first ->
            [expired] {"; "}
           *[other] {", "}
        }{ $expired } vencidos (no se enviaron a tiempo)
    }.

# (end of Engine, reports)

## Engine, imports: an import's report, its problem rows and why an import was refused

engine-import-reason = { $reason ->
        [empty] vacío
        [not_a_number] no es un número de teléfono
        [several_numbers] más de un número en la celda
        [shortened_by_excel] acortado por Excel (la notación científica perdió dígitos)
        [too_short] demasiado corto
        [too_long] demasiado largo
        [unknown_country_code] código de país desconocido
       *[not_valid_for] no es un número válido de { $country }
    }
engine-import-reason-of-one = { $reason ->
        [empty] está vacío
        [not_a_number] no es un número de teléfono
        [several_numbers] tiene más de un número en la celda
        [shortened_by_excel] fue acortado por Excel
        [too_short] tiene un dígito de menos
        [too_long] tiene un dígito de más
        [unknown_country_code] tiene un código de país desconocido
       *[not_valid_for] no es un número válido de { $country }
    }
engine-import-reason-of-many = { $reason ->
        [empty] están vacíos
        [not_a_number] no son números de teléfono
        [several_numbers] tienen más de un número en la celda
        [shortened_by_excel] fueron acortados por Excel
        [too_short] tienen un dígito de menos
        [too_long] tienen un dígito de más
        [unknown_country_code] tienen un código de país desconocido
       *[not_valid_for] no son números válidos de { $country }
    }
engine-import-summary-problem = { $commonest ->
        [it] mira la lista — { engine-import-reason-of-one }
        [all] mira la lista — todos { engine-import-reason-of-many }
        [most] mira la lista — la mayoría { engine-import-reason-of-many }
        [single] mira la lista — 1 { engine-import-reason-of-one }
        [some] mira la lista — { $reason_count } { engine-import-reason-of-many }
       *[none] mira la lista
    }
engine-import-summary = { $rows ->
        [one] { $rows } fila leída
       *[other] { $rows } filas leídas
    }: { $saved ->
        [yes] { $new ->
                [one] { $new } contacto agregado
               *[other] { $new } contactos agregados
            }{ $updated ->
                [0] {""}
                [one] , { $updated } contacto actualizado
               *[other] , { $updated } contactos actualizados
            }{ $unchanged ->
                [0] {""}
                [one] , { $unchanged } contacto ya al día
               *[other] , { $unchanged } contactos ya al día
            }
       *[no] { $contacts ->
                [one] { $contacts } contacto
               *[other] { $contacts } contactos
            }
    }{ $duplicates ->
        [0] {""}
        [one] , { $duplicates } duplicado unido
       *[other] , { $duplicates } duplicados unidos
    }{ $invalid ->
        [0] {""}
        [one] , { $invalid } número no válido ({ engine-import-summary-problem })
       *[other] , { $invalid } números no válidos ({ engine-import-summary-problem })
    }{ $empty ->
        [0] {""}
        [one] , { $empty } fila vacía omitida
       *[other] , { $empty } filas vacías omitidas
    }.{ $opted_out ->
        [0] {""}
        [one] {" "}{ $opted_out } de ellos desactivó los mensajes de marketing antes y sigue fuera de ellos.
       *[other] {" "}{ $opted_out } de ellos desactivaron los mensajes de marketing antes y siguen fuera de ellos.
    }

engine-import-error-open = Pacer no pudo abrir { $path }: { $reason }. Revisa que el archivo exista y que no esté abierto en otro programa.
engine-import-error-not-a-file = { $path } no es un archivo que Pacer pueda importar (es una carpeta, un dispositivo o un pipe). Elige el archivo CSV o Excel en sí.
engine-import-error-read = Pacer no pudo leer el archivo completo ({ $reason }). Cópialo a esta computadora e impórtalo de nuevo.
engine-import-error-empty = El archivo está vacío. Exporta la lista de nuevo desde tu sistema de facturación e importa el archivo nuevo.
engine-import-error-no-data = El archivo tiene una fila de encabezado, pero ningún contacto debajo. Exporta la lista de nuevo con sus filas.
engine-import-error-not-a-list = Este archivo no es una lista de contactos que Pacer pueda leer (parece { $looks_like ->
        [pdf] un documento PDF
        [image] una imagen
        [gzip] un archivo comprimido (gzip)
        [rar] un archivo comprimido (RAR)
        [seven_zip] un archivo comprimido (7-Zip)
        [empty_zip] un archivo comprimido (ZIP) vacío
        [huge_sheet] una hoja de cálculo de más de 10 millones de celdas
       *[binary] un archivo binario
    }). Guarda la lista desde Excel como .xlsx o .csv e importa ese archivo.
engine-import-error-password-protected = Este archivo está protegido con contraseña. Ábrelo en Excel, quita la contraseña (File → Info → Protect Workbook), guárdalo e impórtalo de nuevo.
engine-import-error-damaged = Este archivo está dañado o incompleto ({ $detail }). Ábrelo en Excel y guárdalo de nuevo, o exporta la lista de nuevo.
engine-import-error-expands-too-far = Esta hoja de cálculo llegaría a { $expanded } al abrirse, mucho más que cualquier lista de contactos: puede estar dañada o hecha para bloquear programas. Guárdala de nuevo desde tu programa de hojas de cálculo, o exporta la lista como CSV.
engine-import-error-packed-too-tightly = Esta hoja de cálculo está comprimida mucho más de lo que comprimen los programas de hojas de cálculo (una parte de { $packed } llegaría a { $unpacked } al abrirse): puede estar dañada o hecha para bloquear programas. Guárdala de nuevo desde tu programa de hojas de cálculo, o exporta la lista como CSV.
engine-import-error-too-many-parts = Esta hoja de cálculo está hecha de { $parts } partes, cuando una lista de contactos tiene unas pocas decenas: puede estar dañada o hecha para bloquear programas. Guárdala de nuevo desde tu programa de hojas de cálculo, o exporta la lista como CSV.
engine-import-error-unclosed-quote = La fila { $row } abre unas comillas (") que nunca se cierran, así que el resto del archivo se leería como una sola celda. Corrige las comillas en la fila { $row } e importa de nuevo.
engine-import-error-line-too-long = La fila { $row } ocupa más de 8 MB, así que esta no es una lista de contactos que Pacer pueda leer. Revisa que elegiste el archivo correcto.
engine-import-error-no-phone-column = { $listed ->
        [yes] Ninguna columna parece de números de teléfono: indícala con --column phone=<header> (las columnas son: { $columns }).
       *[no] Ninguna columna parece de números de teléfono: indícala con --column phone=<header>.
    }
engine-import-error-column-not-found = { $listed ->
        [yes] No hay ninguna columna "{ $wanted }" en este archivo (las columnas son: { $columns }). Revisa cómo está escrita en --column { $role }=<header>.
       *[no] No hay ninguna columna "{ $wanted }" en este archivo. Revisa cómo está escrita en --column { $role }=<header>.
    }
engine-import-error-bad-column-option = --column acepta phone=<header> o name=<header>, no "{ $text }".
engine-import-error-unknown-country = "{ $code }" no es un país que Pacer conozca. Usa un código de país de dos letras, como PK, IN o GB.
engine-import-error-no-list-name = Ponle un nombre a la lista, para que una campaña pueda encontrar estos contactos después.
engine-import-error-save = No se pudieron guardar los contactos: { $reason }
engine-import-error-stopped = La importación se detuvo antes del final; no se guardó nada después de la última fila guardada.
engine-import-error-rows-to-fix = Pacer no pudo guardar la lista de filas por corregir en { $path } ({ $reason }). Revisa que el disco tenga espacio e importa el archivo de nuevo.

engine-import-choose-file-first = Primero elige un archivo para importar: presiona Elegir….
engine-import-preview-stopped = La vista previa se detuvo de repente. Intenta de nuevo.
engine-import-rows-to-fix-not-written = Pacer no pudo escribir { $path }. Elige otra carpeta.
engine-import-rows-to-fix-unfinished = Pacer no pudo terminar de escribir el archivo. Revisa que el disco tenga espacio.
engine-import-saving-stopped = El guardado se detuvo de repente. Intenta de nuevo.

# (end of Engine, imports)

## Engine, campaigns: a campaign's check, its sending plan, invoice PDFs and why a campaign
## was refused

# The check before launch: what is wrong with one recipient, and the summary's first sentence.
engine-campaign-problem-pdf = { $kind ->
        [image] Imagen
        [video] Video
       *[document] PDF
    }
engine-campaign-problem-pdf-column = { $kind ->
        [image] Imagen
        [video] Video
       *[document] PDF
    } ({ $column })
engine-campaign-problem-pdf-file = { $kind ->
        [image] Imagen
        [video] Video
       *[document] PDF
    } "{ $file }"
engine-campaign-problem-empty-column = la columna "{ $column }" está vacía para este contacto, así que no hay { $kind ->
        [image] imagen
        [video] video
       *[document] factura
    } para adjuntar
engine-campaign-problem-upload-unfinished = la carga del archivo no terminó
engine-campaign-check-summary = { $audience ->
        [one] { $audience } contacto en el público
       *[other] { $audience } contactos en el público
    }: { $ready ->
        [one] { $ready } listo para enviar
       *[other] { $ready } listos para enviar
    }{ $opted_out ->
        [0] {""}
        [one] , { $opted_out } rechazó los mensajes de marketing (no se le envía)
       *[other] , { $opted_out } rechazaron los mensajes de marketing (no se les envía)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } con un problema que corregir primero (ver la lista)
    }.
engine-campaign-languages = Por idioma (columna { $column }): { $list }.{ $fell_back ->
        [0] {""}
       *[other] { " " }{ $fell_back } de ellos reciben { $fallback } porque su { $column } está vacío o nombra un idioma en el que esta plantilla no está aprobada.
    }
engine-campaign-retried = { $retried ->
        [one] { $retried } mensaje fallido se envió de nuevo
       *[other] { $retried } mensajes fallidos se enviaron de nuevo
    }; { $left } quedaron como estaban porque reintentar no cambia su motivo.

# A value of the template (or the template itself) Meta would refuse.
engine-campaign-value-not-synced = Pacer todavía no conoce el contenido de la plantilla "{ $name }" ({ $language }). Haz clic en Sincronizar con Meta y vuelve a intentarlo.
engine-campaign-value-no-media-header = La plantilla "{ $name }" no tiene encabezado de PDF, imagen o video, así que no se puede adjuntar el archivo. Elige una plantilla con encabezado de documento o quita el archivo.
engine-campaign-value-message-too-long = Con sus valores completos, el texto del mensaje tiene { $length } caracteres; WhatsApp permite como máximo { $max } cuando la plantilla tiene encabezado, pie o botones. Acorta los valores.
engine-campaign-value-paused = Meta pausó la plantilla "{ $name }" por baja calidad, así que no se puede enviar hasta que Meta la apruebe de nuevo.
engine-campaign-value-disabled = Meta desactivó la plantilla "{ $name }" de forma definitiva tras baja calidad repetida. Crea una plantilla nueva.
engine-campaign-value-in-review = Meta todavía está revisando la plantilla "{ $name }"; se podrá enviar cuando la apruebe.
engine-campaign-value-rejected = Meta rechazó la plantilla "{ $name }". Cámbiala en el WhatsApp Manager y envíala otra vez a revisión.
engine-campaign-value-deleted = La plantilla "{ $name }" se eliminó en Meta. Elige otra plantilla.
engine-campaign-value-status = La plantilla "{ $name }" está en estado { $status } en Meta; solo se pueden enviar plantillas aprobadas.
engine-campaign-value-empty = { $label } está vacío; WhatsApp necesita un valor para cada variable. Asígnale una columna o un texto fijo, o completa la celda vacía.
engine-campaign-value-too-long = { $label } tiene { $length } caracteres; WhatsApp permite como máximo { $max } aquí. Acórtalo.
engine-campaign-value-character = { $label } contiene { $what ->
        [line-break] un salto de línea
        [tab] una tabulación
       *[spaces] más de cuatro espacios seguidos
    }, algo que WhatsApp no permite en los valores de una plantilla. Reemplázalo por un solo espacio.
engine-campaign-value-location = { $label } debe escribirse como latitud, longitud (por ejemplo 24.8607, 67.0011), seguido si quieres de | nombre | dirección.
engine-campaign-value-no-file = Falta { $label }. Indica un archivo, un enlace a él o su ID de medio.
engine-campaign-value-link = { $label } debe ser un enlace https:// o un ID de medio subido a Meta.
engine-campaign-value-not-pdf = { $label } debe ser un PDF; "{ $file }" no lo es. Guárdalo como PDF y vuelve a intentarlo.

# Why a campaign was refused.
engine-campaign-not-found = No existe la campaña "{ $campaign }". `pacer campaign list` las muestra.
engine-campaign-not-in-audience = { $phone } no está entre los clientes de esta campaña (los miembros de sus listas y etiquetas). Indica uno de ellos, o ningún número para usar el primero.
engine-campaign-unknown-template = La plantilla "{ $name }" ({ $language }) no está en la lista de plantillas de Pacer. Haz clic en Sincronizar con Meta y revisa el nombre y el idioma.
engine-campaign-not-approved = La plantilla "{ $name }" está en estado { $status }, no aprobada: solo se pueden enviar plantillas que Meta aprobó. Revísala en el WhatsApp Manager y luego haz clic en Sincronizar con Meta.
engine-campaign-unmapped = { $label } no tiene valor: asígnale una columna o un texto fijo ({ $key }=column:<header> o { $key }=text:<words>).
engine-campaign-unknown-variable = La plantilla no tiene la variable "{ $key }". Sus variables son: { $known }.
engine-campaign-unknown-list = No existe la lista "{ $list }". Primero importa contactos a ella (`pacer import FILE --list "{ $list }"`).
engine-campaign-no-audience = La campaña no tiene público: elige al menos una lista o etiqueta.
engine-campaign-no-name = Ponle un nombre a la campaña, como "Facturas de diciembre": así la encuentras en la lista de campañas y en su informe.
engine-campaign-bad-schedule = No se puede leer la programación "{ $schedule }": escríbela como 2026-12-01 09:00 con una zona horaria como America/Mexico_City.
engine-campaign-bad-hours = No se puede leer el horario de envío "{ $hours }": escribe dos horas distintas, como 09:00 y 20:00, con una zona horaria como America/Mexico_City.
engine-campaign-two-header-sources = Elige un solo archivo para todos o una carpeta con un archivo por cliente, no ambos.
engine-campaign-no-media-header = La plantilla "{ $template }" no tiene encabezado de imagen, video o documento, así que no lleva archivo: elige una plantilla que lo tenga, o quita el archivo.
engine-campaign-changed = La campaña "{ $name }" cambió desde que la viste: { $who } { $action ->
        [launched] la inició
        [paused] la pausó
        [resumed] la reanudó
        [cancelled] la canceló
        [created] la creó
       *[changed] la cambió
    } a las { $time }. No se hizo nada; mírala de nuevo y luego decide.
engine-campaign-changed-by-pacer = La campaña "{ $name }" cambió desde que la viste: Pacer la cambió (un inicio en curso o una programación). No se hizo nada; mírala de nuevo y luego decide.
engine-campaign-has-problems = A { $problems } de los { $audience } destinatarios no se les puede enviar tal como está la campaña (la lista muestra a quién y por qué). Corrígelos, o inicia de todos modos para enviar a los otros { $ready }.
engine-campaign-nobody-ready = { $audience ->
        [one] { $audience } contacto en el público
       *[other] { $audience } contactos en el público
    }: { $ready ->
        [one] { $ready } listo para enviar
       *[other] { $ready } listos para enviar
    }{ $opted_out ->
        [0] {""}
        [one] , { $opted_out } rechazó los mensajes de marketing (no se le envía)
       *[other] , { $opted_out } rechazaron los mensajes de marketing (no se les envía)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } con un problema que corregir primero (ver la lista)
    }. No hay nadie a quien enviar.
engine-campaign-over = La campaña "{ $name }" está { $state ->
        [done] terminada
       *[cancelled] cancelada
    }: no queda nada que { $action ->
        [pause] pausar
        [resume] reanudar
       *[cancel] cancelar
    }
engine-campaign-launch-again = La campaña "{ $name }" está { $state ->
        [done] terminada
       *[cancelled] cancelada
    }: no se puede iniciar de nuevo; duplícala para enviarla otra vez
engine-campaign-delete-sent = La campaña "{ $name }" está { $state ->
        [draft] en borrador
        [scheduled] programada
        [launching] iniciando
        [running] en curso
        [paused] en pausa
        [done] terminada
       *[cancelled] cancelada
    }: solo se puede eliminar una campaña que nunca envió nada; cancélala, y su informe se conserva
engine-campaign-delete-started = La campaña "{ $name }" está { $state ->
        [draft] en borrador
        [scheduled] programada
        [launching] iniciando
        [running] en curso
        [paused] en pausa
        [done] terminada
       *[cancelled] cancelada
    }: ya empezó a enviar, así que se conserva por su informe; cancélala
engine-campaign-launch-stopped = La campaña "{ $name }" está cancelada: el inicio se detuvo; no se pone nada más en la cola

# The sending plan against Meta's daily limit of customers.
engine-plan-unlimited = Meta no limita a cuántos clientes llega tu cuenta: los { $count } salen ahora.
engine-plan-all-now = Esta campaña llega a { $new ->
        [one] { $new } cliente nuevo
       *[other] { $new } clientes nuevos
    }. Meta le permite a tu cuenta iniciar conversaciones con { $limit } clientes por día, y hoy { $used ->
        [one] ya se usó { $used }
       *[other] ya se usaron { $used }
    }: todos salen ahora.
engine-plan-split = Esta campaña llega a { $new ->
        [one] { $new } cliente nuevo
       *[other] { $new } clientes nuevos
    }. Meta le permite a tu cuenta iniciar conversaciones con { $limit } clientes por día, y hoy { $used ->
        [one] ya se usó { $used }
       *[other] ya se usaron { $used }
    }. Pacer enviará a { $now } ahora y a los { $rest } restantes { $day ->
        [today] desde hoy a las { $time }
        [tomorrow] desde mañana a las { $time }
        [later] más tarde
       *[other] desde el { $date } a las { $time }
    }.
engine-plan-limit-reached = Se alcanzó el límite diario de Meta: { $used } de { $limit } clientes hoy. Los mensajes nuevos de campañas esperan hasta que los clientes de ayer salgan de las últimas 24 horas; entonces Pacer los envía solo. Los OTP a clientes que te escribieron siguen saliendo.
engine-plan-limit-near = { $used } de { $limit } clientes usados hoy ({ $percent } %). Una campaña grande ahora se dividiría: Pacer muestra el plan antes de que la inicies.
# Sending hours in the plan before launch ($customer is yes when each customer's hours are read in their own time).
engine-hours-plan-all-fit = Los { $count } salen antes de que cierre el horario de envío de la campaña a las { $close }.{ $customer ->
        [yes] { " " }El horario de cada cliente se lee en su propia hora cuando su país tiene una sola; las horas aquí son de { $zone }.
       *[no] {""}
    }
engine-hours-plan-split = { $now } salen antes de que cierre el horario de envío de la campaña a las { $close }; los otros { $rest } esperan y salen { $day ->
        [today] hoy desde las { $time }
        [tomorrow] mañana desde las { $time }
        [later] más tarde
       *[other] el { $date } desde las { $time }
    }.{ $customer ->
        [yes] { " " }El horario de cada cliente se lee en su propia hora cuando su país tiene una sola; las horas aquí son de { $zone }.
       *[no] {""}
    }
engine-hours-plan-closed = El horario de envío de la campaña está cerrado ahora: los { $count } salen { $day ->
        [today] hoy desde las { $time }
        [tomorrow] mañana desde las { $time }
        [later] más tarde
       *[other] el { $date } desde las { $time }
    }.{ $customer ->
        [yes] { " " }El horario de cada cliente se lee en su propia hora cuando su país tiene una sola; las horas aquí son de { $zone }.
       *[no] {""}
    }

# Invoice PDFs.
engine-pdf-no-folder = Elige la carpeta que contiene los PDF de las facturas.
engine-pdf-folder-missing = La carpeta de facturas { $folder } no existe. Revisa la ruta.
engine-pdf-not-a-folder = { $folder } es un archivo, no una carpeta: indica la carpeta que contiene las facturas.
engine-pdf-unsafe = "{ $file }" no es un nombre de archivo de la carpeta de facturas ({ $reason ->
        [separator] contiene un separador de carpetas
        [not-plain] no es un nombre de archivo simple
        [outside] es un enlace a un archivo fuera de la carpeta
       *[other] { $why }
    }); Pacer solo envía archivos de dentro de esa carpeta.
engine-pdf-not-a-file = "{ $file }" en la carpeta de facturas no es un archivo (es una carpeta, un pipe o un dispositivo). Pon ahí el PDF de la factura con ese nombre.
engine-header-file-not-found = { $kind ->
        [image] No hay ningún archivo "{ $file }" (ni "{ $file }" terminado en .jpg, .jpeg o .png) en la carpeta.
        [video] No hay ningún archivo "{ $file }" (ni "{ $file }" terminado en .mp4 o .3gp) en la carpeta.
       *[document] No hay ningún archivo "{ $file }" (ni "{ $file }.pdf") en la carpeta de facturas.
    }
engine-header-file-wrong-type = { $kind ->
        [image] "{ $file }" no es una imagen JPEG o PNG: WhatsApp solo acepta esas en los encabezados de imagen.
        [video] "{ $file }" no es un video MP4 o 3GPP: WhatsApp solo acepta esos en los encabezados de video.
       *[document] "{ $file }" no es un PDF: WhatsApp solo acepta documentos PDF en las plantillas.
    }
engine-header-file-too-big = "{ $file }" pesa { $size } bytes; WhatsApp acepta { $kind ->
        [image] imágenes de hasta 5 MB
        [video] videos de hasta 16 MB
       *[document] documentos de hasta 100 MB
    }.
engine-header-file-missing = El archivo { $file } ya no existe. Elígelo de nuevo.
engine-pdf-changed = "{ $file }" se reemplazó después de que Pacer lo revisó (por otro archivo o un enlace), así que no se envió. Revisa la carpeta de facturas y vuelve a iniciar.
engine-pdf-unreadable = No se puede leer "{ $file }": { $why }
engine-pdf-upload = Meta no aceptó "{ $file }": { $why }

engine-campaign-progress = { $delivered } de { $total } entregados, { $read } leídos hasta ahora, { $failed } fallidos{ $expired ->
        [0] { "" }
       *[other] , { $expired } vencidos (no se enviaron a tiempo)
    }{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } esperando su momento
    }.
engine-campaign-uploading = Subiendo facturas: { $pdfs_done } de { $pdfs_total } PDF, { $queued } de { $recipients } mensajes en cola. { engine-campaign-progress }

# (end of Engine, campaigns)

## Inbox: the conversations screen, a thread, the composer and quick replies

# The navigation and the screen
inbox-nav = Bandeja de entrada
inbox-title = Bandeja de entrada
inbox-unread-badge = { $count ->
        [one] { $count } mensaje sin leer
       *[other] { $count } mensajes sin leer
    }
inbox-unread-total = { $count ->
        [0] Ningún mensaje sin leer
        [one] { $count } mensaje sin leer
       *[other] { $count } mensajes sin leer
    }
inbox-loading = Cargando…
inbox-try-again = Intentar de nuevo
inbox-cancel = Cancelar
inbox-empty-title = Todavía no hay conversaciones
inbox-empty = Cuando los clientes respondan a sus mensajes, sus respuestas aparecerán aquí y podrá contestarles desde esta pantalla.
inbox-empty-demo = En el modo de demostración, los clientes del simulador responden algunas de las facturas que envía una campaña: inicie una campaña para ver sus respuestas aquí.
inbox-list-error = Pacer no pudo leer las conversaciones
inbox-thread-error = Pacer no pudo leer esta conversación
inbox-pick = { $count ->
        [one] Elija la conversación de al lado para leerla y responder.
       *[other] Elija una de las { $count } conversaciones de al lado para leerla y responder.
    }

# The list
inbox-list-label = Conversaciones
inbox-search = Buscar nombre, número o mensaje
inbox-filter-campaign = Respuestas a una campaña
inbox-filter-campaign-all = Todas las conversaciones
inbox-filter-campaign-none = No hay ninguna campaña con ese nombre
inbox-filter-replies-to = Respuestas a { $campaign }
inbox-filter-waiting = Esperando respuesta
inbox-found = { $count ->
        [one] { $count } conversación encontrada
       *[other] { $count } conversaciones encontradas
    }
inbox-none-found = Ninguna conversación coincide. Pruebe con otras palabras o quite los filtros.
inbox-you-wrote = Usted: { $text }
inbox-waiting = Esperando respuesta
inbox-waiting-hint = El cliente escribió último y nadie le ha respondido.
inbox-window-open = Puede responder libremente
inbox-window-open-hint = El cliente escribió en las últimas 24 horas, así que puede responder con cualquier mensaje.
inbox-row-unread = { $count ->
        [one] { $count } mensaje sin leer
       *[other] { $count } mensajes sin leer
    }

# What kind a message is, when it has no words of its own
inbox-kind-text = Mensaje
inbox-kind-image = Foto
inbox-kind-video = Video
inbox-kind-audio = Audio
inbox-kind-voice = Mensaje de voz
inbox-kind-document = Documento
inbox-kind-sticker = Sticker
inbox-kind-location = Ubicación
inbox-kind-contacts = Contacto
inbox-kind-button = Respuesta con botón
inbox-kind-reaction = Reacción
inbox-kind-order = Pedido
inbox-kind-template = Plantilla
inbox-kind-system = Aviso de WhatsApp
inbox-kind-other = Mensaje de otro tipo

# The thread
inbox-thread-label = Mensajes con este cliente
inbox-thread-total = { $count ->
        [one] { $count } mensaje
       *[other] { $count } mensajes
    }
inbox-thread-start = Este es el primer mensaje con este cliente.
inbox-opted-out = Sin marketing
inbox-media-downloading = Descargando…
inbox-media-open = Abrir
inbox-media-retry = Intentar de nuevo
inbox-media-gone = WhatsApp ya no guarda este archivo. Pida al cliente que lo envíe de nuevo.
inbox-media-failed = Pacer no pudo descargar este archivo.
inbox-location-copy = Copiar enlace del mapa
inbox-location-copied = Enlace copiado
inbox-contacts = { $count ->
        [one] Compartió un contacto
       *[other] Compartió { $count } contactos
    }
inbox-button-tapped = Tocó “{ $button }”
inbox-choice-made = Eligió “{ $choice }”
inbox-form = Llenó un formulario
inbox-reacted = reaccionó a su mensaje
inbox-reaction-removed = Quitó su reacción
inbox-order = { $count ->
        [one] Envió un pedido con { $count } artículo
       *[other] Envió un pedido con { $count } artículos
    }
inbox-system = Aviso de WhatsApp
inbox-unsupported = WhatsApp no entrega este tipo de mensaje a las empresas; pida al cliente que lo envíe de otra forma.
inbox-unknown = Un mensaje de un tipo que Pacer todavía no muestra ({ $kind }).
inbox-template-sent = Plantilla { $template }
inbox-sent-other = Un mensaje de tipo { $kind }
inbox-from-campaign = De la campaña { $campaign }
inbox-step = { $state } { $time }
inbox-state-queued = Esperando envío
inbox-state-sent = Enviado
inbox-state-delivered = Entregado
inbox-state-read = Leído
inbox-state-failed = Falló
inbox-state-waiting = En espera

# The reply
inbox-reply-placeholder = Escriba una respuesta (Enter envía, Shift+Enter empieza otra línea)
inbox-caption-placeholder = Texto debajo del archivo (opcional)
inbox-send = Enviar
inbox-emoji = Emoji
inbox-attach = Adjuntar un archivo
inbox-file-remove = Quitar el archivo
inbox-too-long = Un mensaje de WhatsApp puede tener como máximo { $max } caracteres.
inbox-window-left = { $hours ->
        [0] { $minutes ->
                [one] Puede responder libremente durante { $minutes } minuto más
               *[other] Puede responder libremente durante { $minutes } minutos más
            }
       *[other] Puede responder libremente durante { $hours } h { $minutes } min más
    }
inbox-window-closed = La ventana de 24 horas de este cliente se cerró. Ahora WhatsApp solo permite una plantilla aprobada.
inbox-no-templates = Todavía no hay ninguna plantilla aprobada. Sincronice las plantillas en la pantalla Plantillas, o espere a que el cliente vuelva a escribir.
inbox-template = Plantilla
inbox-template-choose = Elija una plantilla aprobada
inbox-template-none-found = No hay ninguna plantilla con ese nombre
inbox-template-value = Valor de {"{{"}{ $name }{"}}"}
inbox-template-example = p. ej. { $example }
inbox-template-values-missing = { $count ->
        [one] Falta { $count } valor
       *[other] Faltan { $count } valores
    }

# Quick replies
inbox-quick-replies = Respuestas rápidas
inbox-quick-none = Todavía no hay respuestas rápidas. Escriba una respuesta y elija “Guardar como respuesta rápida”.
inbox-quick-save = Guardar como respuesta rápida
inbox-quick-save-button = Guardar
inbox-quick-saved = La respuesta rápida quedó guardada.
inbox-quick-manage = Administrar respuestas rápidas
inbox-quick-title = Nombre
inbox-quick-title-help = Lo que muestra el menú, como “Pago recibido”.
inbox-quick-body = Texto
inbox-quick-save-changes = Guardar cambios
inbox-quick-delete = Eliminar

# Settings → notifications
inbox-settings-title = Mensajes nuevos de clientes
inbox-settings-notify = Avisarme cuando escriban los clientes
inbox-settings-notify-help = Una notificación de escritorio y un número en la Bandeja de entrada por cada mensaje nuevo de un cliente.

# (end of Inbox)

## Inbox media: files customers send, fetched from Meta

inbox-media-expired = WhatsApp ya no tiene este archivo: los archivos se pueden descargar hasta 7 días después de que el cliente los envía. Pídale al cliente que lo envíe de nuevo.
inbox-media-too-big = Este archivo pesa { $size }, más de lo que WhatsApp permite para este tipo de archivo ({ $limit }). No se descargó.
inbox-media-network = No se pudo descargar el archivo porque falló la conexión con WhatsApp ({ $detail }).
inbox-media-meta-refused = WhatsApp se negó a entregar el archivo: { $reason }
inbox-media-unexpected = WhatsApp respondió con un error (HTTP { $status }) mientras se descargaba el archivo.
inbox-media-damaged = El archivo llegó dañado: no coincide con la huella que WhatsApp indicó para él.
inbox-media-foreign-host = La dirección del archivo no era un servidor de WhatsApp ({ $host }), así que Pacer no lo descargó: su token de acceso solo se envía a WhatsApp.
inbox-media-bad-answer = No se pudo leer la respuesta de WhatsApp sobre el archivo ({ $detail }).
inbox-media-disk = No se pudo guardar el archivo en la carpeta de datos de Pacer: { $detail }

# (end of Inbox media)

## Opt-outs: marketing choices staff make for a customer, do-not-contact lists

# Where a marketing choice came from (a contact's history, the opt-out export).
opt-outs-source-reply = El cliente respondió pidiendo que paremos
opt-outs-source-whatsapp-stop = El cliente desactivó los mensajes de marketing en WhatsApp
opt-outs-source-whatsapp-resume = El cliente volvió a activar los mensajes de marketing en WhatsApp
opt-outs-source-meta = Meta rechazó un mensaje de marketing: el cliente los había desactivado
opt-outs-source-staff = Personal, en Pacer
opt-outs-source-local-api = Otro programa, por la API local de Pacer
opt-outs-source-other = { $source }
opt-outs-reason-list = lista de no contactar { $file }
opt-outs-reason-consent = aceptó de nuevo por { $source }
opt-outs-status-allowed = Mensajes de marketing: permitidos
opt-outs-status-stopped = Mensajes de marketing: detenidos
opt-outs-error-reason-needed = { $phone } desactivó los mensajes de marketing por su cuenta. Solo su propio pedido permite volver a activarlos: escriba el motivo, por ejemplo "lo pidió por teléfono el 3 de mayo".
opt-outs-error-reason-too-long = El motivo es demasiado largo: escriba como máximo { $max } letras.
opt-outs-error-bad-phone = "{ $phone }" no es un número de teléfono que Pacer pueda usar. Escríbalo con el código del país, por ejemplo +923001234567.
opt-outs-error-person-missing = Indique quién hace este cambio.
opt-outs-error-consent-source = Indique dónde aceptó el cliente recibir sus mensajes, en 1 a { $max } caracteres (por ejemplo "formulario del sitio web").
opt-outs-error-consent-in-future = La hora en que el cliente aceptó está en el futuro. Envíe la hora en que aceptó, u omítala para usar la hora actual.
opt-outs-import-summary = { $rows ->
        [one] { $rows } fila leída
       *[other] { $rows } filas leídas
    }: { $opted_out ->
        [one] { $opted_out } cliente dado de baja ahora
       *[other] { $opted_out } clientes dados de baja ahora
    }, { $already } ya estaban dados de baja, { $invalid ->
        [one] { $invalid } fila no es un número de teléfono
       *[other] { $invalid } filas no son números de teléfono
    }.
opt-outs-campaign-line = { $skipped ->
        [one] { $skipped } cliente no la recibió porque se había dado de baja
       *[other] { $skipped } clientes no la recibieron porque se habían dado de baja
    }; { $caused ->
        [one] { $caused } cliente se dio de baja dentro de los 7 días después de recibirla.
       *[other] { $caused } clientes se dieron de baja dentro de los 7 días después de recibirla.
    }
opt-outs-switch-label = Mensajes de marketing
opt-outs-switch-allowed = Permitidos
opt-outs-switch-stopped = Detenidos
opt-outs-switch-change = Cambiar…
opt-outs-dialog-title-stop = Detener los mensajes de marketing a { $name }
opt-outs-dialog-title-resume = Volver a permitir mensajes de marketing a { $name }
opt-outs-dialog-reason = ¿Por qué?
opt-outs-dialog-reason-placeholder = Por ejemplo: pidió por teléfono que paremos
opt-outs-dialog-reason-required = Escriba el motivo: queda en el historial del cliente.
opt-outs-dialog-own-warning = Este cliente desactivó los mensajes de marketing por su cuenta. Vuelva a permitirlos solo si el cliente lo pidió, y escriba cuándo y cómo lo pidió.
opt-outs-dialog-utility-note = Los recibos, recordatorios y códigos de acceso (mensajes de utilidad y autenticación) se siguen enviando.
opt-outs-dialog-stop = Detener marketing
opt-outs-dialog-resume = Permitir marketing
opt-outs-dialog-cancel = Cancelar
opt-outs-dialog-close = Cerrar
opt-outs-since = Desde { $when }
opt-outs-by = Por { $by }
opt-outs-opted-in = Aceptó recibir mensajes: { $source }, { $when }
opt-outs-opted-in-source-only = Aceptó recibir mensajes: { $source }
opt-outs-opted-in-reply = le escribió a usted primero
opt-outs-history-title = Historial
opt-outs-history-empty = No hay decisiones de marketing registradas para este cliente.
opt-outs-history-stop = Detenidos
opt-outs-history-resume = Permitidos de nuevo
opt-outs-history-reason = Motivo: { $reason }
opt-outs-import-button = Lista de no contactar…
opt-outs-import-title = Lista de no contactar
opt-outs-import-explain = Cada número de teléfono del archivo deja de recibir mensajes de marketing al instante, incluidos los que ya esperan para salir.
opt-outs-import-country = País de los números escritos sin código de país
opt-outs-import-choose = Elegir archivo…
opt-outs-import-reading = Leyendo { $file }…
opt-outs-import-invalid-title = Filas que no son números de teléfono
opt-outs-import-row = Fila { $row }
opt-outs-import-more = { $count ->
        [one] y { $count } fila más
       *[other] y { $count } filas más
    }
opt-outs-export-button = Exportar bajas…
opt-outs-export-saved = Bajas guardadas en { $file }
opt-outs-report-skipped = No enviados: dados de baja
opt-outs-report-caused = Bajas en 7 días
opt-outs-report-caused-hint = Clientes de esta campaña que detuvieron los mensajes de marketing (de cualquier forma) dentro de los 7 días después de recibirla.
opt-outs-load-error = Pacer no pudo leer las decisiones de marketing de este cliente
opt-outs-loading = Leyendo las decisiones de marketing del cliente…
opt-outs-not-saved = El cambio no se guardó
opt-outs-import-failed = No se pudo leer la lista de no contactar
opt-outs-export-excel = Guardar como Excel…
opt-outs-export-csv = Guardar como CSV…
opt-outs-export-failed = Las bajas no se guardaron
opt-outs-switch-aria = Mensajes de marketing para { $contact }: cambiar

# (end of Opt-outs)

## Inbox, engine: replies refused, quick replies, new-message notices

inbox-reply-not-a-phone = “{ $number }” no es un número de teléfono al que Pacer pueda enviar mensajes. Revisa el número e inténtalo de nuevo.
inbox-reply-empty = Todavía no hay nada que enviar. Escribe un mensaje o elige un archivo.
inbox-reply-too-long = Este mensaje tiene { $length } caracteres; WhatsApp acepta como máximo { $max }. Acórtalo o envíalo en dos partes.
inbox-reply-window-closed = La ventana de 24 horas del cliente se cerró, así que WhatsApp ahora solo permite una plantilla aprobada. Elige una plantilla abajo.
inbox-reply-file-unreadable = Pacer no pudo leer “{ $file }”: { $why }. Verifica que el archivo siga ahí e inténtalo de nuevo.
inbox-reply-file-empty = “{ $file }” está vacío. Elige otro archivo.
inbox-reply-file-too-big = “{ $file }” es más grande de lo que WhatsApp permite para { $kind ->
    [image] una imagen
    [video] un video
    [audio] un audio
   *[other] un archivo
    } ({ $mb } MB). Envía un archivo más pequeño.
inbox-reply-upload-failed = WhatsApp no aceptó “{ $file }”: { $why }. Inténtalo de nuevo en un momento.
inbox-reply-unknown-template = Pacer no conoce la plantilla “{ $name }” ({ $language }). Sincroniza las plantillas en la pantalla Plantillas y vuelve a intentarlo.
inbox-reply-not-taken = Pacer no pudo poner la respuesta en la cola. No se envió nada; inténtalo de nuevo y reinicia Pacer si sigue pasando.
inbox-quick-reply-title = Dale a la respuesta rápida un título de 1 a { $max } caracteres.
inbox-quick-reply-body = Una respuesta rápida necesita texto, de como máximo { $max } caracteres.
inbox-quick-reply-taken = Ya hay una respuesta rápida llamada “{ $title }”. Elige otro título.
inbox-notice-title = { $count ->
    [one] Nuevo mensaje de { $name }
   *[other] { $count } mensajes nuevos de { $name }
    }
inbox-notice-many = { $count } mensajes nuevos de { $people } clientes

inbox-media-not-here = Este archivo todavía no está en esta computadora. Espera a que termine de descargarse o inténtalo de nuevo.
inbox-media-not-opened = Pacer no pudo abrir el archivo con el visor de esta computadora. Ábrelo desde la carpeta media/inbound de la carpeta de datos.

inbox-campaign-replies = { $replied ->
        [one] { $replied } cliente respondió
       *[other] { $replied } clientes respondieron
    } de { $reached } alcanzados; { $taps ->
        [one] { $taps } toque de botón
       *[other] { $taps } toques de botones
    }.

inbox-report-replies-title = Respuestas
inbox-report-button = Botón
inbox-report-taps = Toques
inbox-report-read-replies = Leer las respuestas en la bandeja de entrada

# (end of Inbox, engine)

## Template builder

# A problem in a template draft, shown beside the field as the person types.
template-draft-name = El nombre de una plantilla lleva solo letras minúsculas, números y guiones bajos (como order_update), con un máximo de { $max } caracteres. Cámbialo.
template-draft-language = Elige el idioma de la plantilla: un código como en o en_US.
template-draft-text-missing = Está vacío. Escribe el texto o quítalo.
template-draft-body-missing = Toda plantilla necesita un cuerpo: escribe el mensaje.
template-draft-too-long = Aquí hay { $length } caracteres; el máximo es { $max }. Acórtalo.
template-draft-variable-unclosed = Una variable se abre con { $open } pero no se cierra con { $close }. Ciérrala o quítala.
template-draft-variable-order = Las variables se numeran en el orden en que aparecen por primera vez, sin saltos: { $found } está donde va { $expected }. Vuelve a numerarlas.
template-draft-variable-name = { $found } no es un nombre de variable válido. Usa letras minúsculas, números y guiones bajos, como { $example }.
template-draft-variable-mixed = { $found } mezcla variables numeradas y con nombre. Usa un solo tipo en toda la plantilla.
template-draft-variable-at-edge = El cuerpo no puede empezar ni terminar con una variable. Escribe algunas palabras antes de la primera variable y después de la última.
template-draft-too-many-variables = Demasiadas variables para este texto: Meta pide al menos { $per } palabras alrededor de cada variable, y el cuerpo tiene { $words } palabras para { $variables } variables. Escribe más texto o usa menos variables.
template-draft-sample-missing = Da un ejemplo para { $variable }: lo que verá el cliente, para la revisión de Meta.
template-draft-header-one-variable = Un encabezado de texto tiene como máximo una variable. Quita las demás.
template-draft-header-file-missing = Un encabezado de imagen, video o documento necesita un archivo de ejemplo subido a Meta. Sube uno.
template-draft-footer-variables = El pie es texto fijo: quítale las variables.
template-draft-too-many-buttons = Una plantilla tiene como máximo { $max } botones. Quita los que sobran.
template-draft-quick-replies-apart = Los botones de respuesta rápida van juntos. Mueve este junto a las otras respuestas rápidas.
template-draft-too-many-url-buttons = Una plantilla tiene como máximo { $max } botones de enlace. Quita este.
template-draft-too-many-phone-buttons = Una plantilla tiene como máximo { $max } botón de llamada. Quita este.
template-draft-url-invalid = Escribe una dirección web que empiece con https://. Puede terminar con una variable, { $variable }, y nada después.
template-draft-phone-invalid = “{ $phone }” no es un número de teléfono en formato internacional. Escríbelo con el código del país, como +923001234567.
template-draft-auth-buttons = Una plantilla de autenticación solo tiene un botón de copiar código. Quita este botón.
template-draft-auth-header = Una plantilla de autenticación no tiene encabezado de imagen, video ni documento. Quítalo.

# Creating, editing and deleting a template with Meta.
template-error-draft = Pacer no envió la plantilla a Meta: { $problems ->
        [one] hay una cosa que corregir en el borrador
       *[other] hay { $problems } cosas que corregir en el borrador
    }.
template-error-meta = Meta rechazó la plantilla: { $message } Corrige lo que indica Meta y envíala de nuevo.
template-error-duplicate = Ya existe una plantilla llamada “{ $name }” en { $language }. Elige otro nombre o edita esa plantilla.
template-error-unreachable = Pacer no recibió la respuesta de Meta: { $why }. Revisa la conexión a internet, sincroniza las plantillas para ver si Meta recibió el cambio e inténtalo de nuevo.
template-error-not-found = Pacer no conoce ninguna plantilla llamada “{ $name }”. Sincroniza las plantillas e inténtalo de nuevo.
template-error-not-editable = “{ $name }” está en estado { $status }: Meta solo permite editar una plantilla aprobada, rechazada o en pausa. Espera la revisión de Meta e inténtalo de nuevo.
template-error-no-account = Pacer no conoce el ID de tu cuenta de WhatsApp Business, así que no puede administrar tus plantillas. Escríbelo en Configuración (PACER_WABA_ID) e inténtalo de nuevo.
template-error-not-saved = Meta recibió el cambio, pero Pacer no pudo guardarlo: { $why }. Sincroniza las plantillas para verlo.
template-created = “{ $name }” ({ $language }) se envió a Meta para su revisión. Pacer muestra la decisión de Meta en cuanto llegue.
template-edited = Los cambios de “{ $name }” ({ $language }) se enviaron a Meta para su revisión. Pacer muestra la decisión de Meta en cuanto llegue.
template-deleted = “{ $name }” se eliminó en todos los idiomas. Meta no permite volver a usar el nombre durante 30 días.

# Why Meta rejected a template, from its review.
template-reason-promotional = Meta la rechazó: una plantilla de utilidad no puede promocionar. Quita la oferta o elige la categoría Marketing.
template-reason-invalid-format = Meta la rechazó: sus variables, ejemplos o estructura no son válidos. Corrígelos y envíala de nuevo.
template-reason-tag-mismatch = Meta la rechazó: la categoría no corresponde a lo que dice. Elige la categoría adecuada y envíala de nuevo.
template-reason-other = Meta la rechazó ({ $reason }). Edítala y envíala de nuevo.

# (end of Template builder)

## Sharing with the office

sharing-identity-not-made = Pacer no pudo crear su certificado de oficina, así que no puede compartirse con la oficina. Reinicia Pacer; si vuelve a pasar, puede que la fuente de números aleatorios de la computadora esté fallando.
sharing-identity-unreadable = No se puede leer el certificado de oficina que Pacer guardó. Desactiva y vuelve a activar Compartir con la oficina en Configuración para crear uno nuevo y luego vuelve a vincular cada escritorio.
sharing-certificate-changed = El certificado del Pacer de la oficina cambió: este escritorio se vinculó con { $pinned } y ahora muestra { $presented }. Si el Pacer de la oficina se instaló de nuevo, vuelve a vincular este escritorio. Si no, no te conectes: algo en la red podría estar haciéndose pasar por él.
sharing-pairing-no-code = El Pacer de la oficina no está mostrando un código de vinculación. En el Pacer de la oficina, abre Configuración → Compartir con la oficina y elige Vincular un escritorio.
sharing-pairing-expired = Ese código de vinculación venció (un código dura diez minutos). Pide uno nuevo en el Pacer de la oficina.
sharing-pairing-wrong = Ese no es el código que muestra el Pacer de la oficina. { $left ->
        [one] Queda un intento antes de que se cierre el código.
       *[other] Quedan { $left } intentos antes de que se cierre el código.
    }
sharing-pairing-too-many = Demasiados códigos incorrectos: ese código de vinculación se cerró. Pide uno nuevo en el Pacer de la oficina.
sharing-pairing-not-a-code = Un código de vinculación tiene ocho dígitos, como 4821-0937. Escribe el código que muestra el Pacer de la oficina.
sharing-desk-not-paired = Este escritorio no está vinculado con el Pacer de la oficina. Vincúlalo: Conectar con el Pacer de la oficina y escribe el código que muestra el Pacer de la oficina.
sharing-desk-revoked = Se retiró el acceso de este escritorio al Pacer de la oficina en Configuración → Personas. Pide al dueño que lo vincule de nuevo si debe tener acceso.
sharing-desk-not-recorded = El Pacer de la oficina no pudo leer ni escribir su lista de escritorios en este momento. Vuelve a intentarlo en un momento; si sigue pasando, mira la pantalla del Pacer de la oficina.
sharing-not-for-pages = El Pacer de la oficina no responde a páginas web. Los escritorios se conectan desde el propio Pacer (Conectar con el Pacer de la oficina) y los sistemas desde un programa, no desde un navegador.
sharing-role-not-allowed = El rol de este escritorio ({ $role }) no permite hacer eso en el Pacer de la oficina. Si debería poder, pide al propietario que cambie su rol en Configuración → Personas.
sharing-another-office-sends = Otro Pacer de oficina en esta red envía para el mismo número de WhatsApp y empezó primero, así que este dejó de enviar: dos Pacer enviando para un número romperían los límites de Meta. Desactiva compartir con la oficina en uno de ellos (o ciérralo) y luego elige Reanudar aquí.
office-not-shared = Este Pacer no está compartido con la oficina. Activa Compartir este Pacer con la oficina en Configuración y guarda; luego inténtalo de nuevo.
office-title = Compartir con la oficina
office-description = Un Pacer envía por tu número de WhatsApp; las demás PC de la oficina trabajan a través de él como escritorios. Actívalo en la PC que queda encendida.
office-share = Compartir este Pacer con la oficina
office-name = Nombre que ven los escritorios
office-port = Puerto en la red de la oficina
office-error-name = Dale a este Pacer un nombre que los escritorios reconozcan.
office-not-running = Guarda para empezar a compartir: los escritorios podrán vincularse cuando este Pacer funcione así.
office-fingerprint = Huella del certificado
office-fingerprint-help = Los escritorios llegan a este Pacer por el puerto { $port }. Al vincularse, un escritorio muestra esta misma huella: comprueba que coincidan.
office-fingerprint-copy = Copiar la huella
office-announce = Permitir que los escritorios de esta red encuentren este Pacer
office-announce-help = Así los escritorios lo ven en Conectar con el Pacer de la oficina. Desactivado: escriben la dirección de esta PC. Cualquiera en la red puede ver el anuncio (el nombre, la dirección y la huella de este Pacer, y el id de su número de WhatsApp).
office-pair = Vincular un escritorio
office-pair-role = Rol del próximo escritorio
office-pairing-as = El escritorio vinculado con este código recibe el rol { $role }. Puedes cambiarlo después en Personas.
office-pairing-title = Vincular un escritorio
office-pairing-code = Escribe este código en el escritorio:
office-pairing-help = Sirve para un escritorio, durante diez minutos. El escritorio debe mostrar esta huella:
office-pairing-close = Cerrar
office-people = Personas
office-people-empty = Aún no hay escritorios: elige Vincular un escritorio para agregar uno.
office-people-name = Escritorio
office-people-role = Rol
office-people-last-seen = Visto por última vez
office-role-owner = Propietario: todo
office-role-staff = Personal: contactos, campañas, bandeja, informes
office-role-viewer = Lector: informes
office-role-system = Sistema: solo envía mensajes
office-never = nunca
office-revoked = Acceso retirado
office-revoke = Retirar acceso
office-audit = Quién hizo qué
office-audit-empty = Aún no hay nada registrado.
office-audit-export = Exportar como CSV
office-audit-exported = Guardado en { $path }
office-from-desk-title = Las personas de la oficina
office-from-desk-description = Eres propietario en { $office }: vincula más puestos, cambia sus roles o retira uno, y consulta quién hizo qué, aquí como en la PC de la oficina.
audit-action-campaign-launched = lanzó una campaña
audit-action-campaign-paused = pausó una campaña
audit-action-campaign-resumed = reanudó una campaña
audit-action-campaign-cancelled = canceló una campaña
audit-action-campaign-created = creó una campaña
audit-action-campaign-edited = cambió una campaña
audit-action-campaign-deleted = eliminó una campaña
audit-action-contacts-imported = importó contactos
audit-action-opted-out = detuvo el marketing a un cliente
audit-action-opted-in = permitió el marketing a un cliente
audit-action-reply-sent = respondió a un cliente
audit-action-settings-changed = cambió la configuración
audit-action-template-created = creó una plantilla
audit-action-template-edited = cambió una plantilla
audit-action-template-deleted = eliminó una plantilla
audit-action-rate-card-loaded = cargó una tarifa
audit-action-desk-paired = vinculó un escritorio
audit-action-desk-revoked = retiró el acceso de un escritorio
audit-action-role-changed = cambió el rol de un escritorio
audit-action-system-key-made = creó una clave de sistema

# A desk: this PC working through the office Pacer.
desk-not-an-address = “{ $address }” no es la dirección de un Pacer de oficina. Escríbela como la muestra Configuración → Compartir con la oficina en la PC de la oficina, por ejemplo https://192.168.1.20:8093.
desk-unreachable = No se puede conectar con el Pacer de la oficina en { $address }. Revisa que la PC de la oficina esté encendida y que esta PC esté en la red de la oficina; Pacer sigue intentándolo solo.
desk-refused = El Pacer de la oficina se negó ({ $status }): { $message }
desk-answer-unreadable = No se pudo leer la respuesta del Pacer de la oficina. Revisa que esta PC y la de la oficina tengan la misma versión de Pacer.
desk-download-too-large = El archivo del Pacer de la oficina pesa más de { $megabytes } MB, más de lo que descarga un puesto. Guárdalo en la PC de la oficina.
desk-no-credential = La credencial de este puesto ya no está en el llavero de esta PC. Vuelve a conectarte al Pacer de la oficina para emparejar este puesto.
desk-not-here = Un puesto todavía no puede hacer esto: hazlo en la PC del Pacer de la oficina ({ $office }).
desk-fingerprint-not-announced = El Pacer en { $address } muestra un certificado que no empieza por { $prefix }, como anunció el Pacer de oficina encontrado en la red. No te conectes: revisa la dirección en la PC de la oficina.
desk-fingerprint-not-compared = Primero compara la huella con la pantalla de la PC de la oficina: elige Mostrar su huella.
desk-shared-here = Esta PC comparte su Pacer con la oficina, así que no puede ser también un puesto. Primero desactiva Compartir este Pacer con la oficina y guarda.
import-upload-progress = Enviando el archivo al Pacer de la oficina: { $sent } de { $total } ({ $percent })
wizard-upload-progress = Enviando los archivos de la campaña al Pacer de la oficina: { $sent } de { $total } ({ $percent })
office-revoke-confirm = { $desk } ya no podrá conectarse a este Pacer. Para darle acceso otra vez, emparéjalo con un código nuevo.
desk-title = Conectarse al Pacer de la oficina
desk-description = Trabaja en esta PC a través del Pacer de la oficina: solo él envía por tu número de WhatsApp, y este puesto muestra y cambia sus campañas, bandeja e informes.
desk-find = Buscar Pacers de oficina
desk-finding = Buscando en esta red…
desk-found-none = Ningún Pacer de oficina respondió en esta red. Escribe su dirección como la muestra su Configuración → Compartir con la oficina.
desk-found-use = Usar este
desk-address = Dirección del Pacer de la oficina
desk-look = Mostrar su huella
desk-compare = Revisa que la pantalla de la PC de la oficina muestre esta misma huella:
desk-code = Código de emparejamiento que muestra la PC de la oficina
desk-name = Nombre de este puesto
desk-connect = Conectar
desk-connected = Esta PC es un puesto de { $office } en { $address }, como “{ $desk }”.
desk-leave = Dejar de trabajar como puesto
desk-leave-confirm = Esta PC dejará de usar el Pacer de la oficina y olvidará su credencial. Para volver, emparéjala de nuevo con un código nuevo.
desk-leave-cancel = Seguir trabajando como puesto
desk-banner-unreachable = No se puede conectar con el Pacer de la oficina. Pacer sigue intentándolo; mientras tanto este puesto no envía nada.
desk-banner-locked-out = El Pacer de la oficina ya no acepta este puesto. Vuelve a conectarte al Pacer de la oficina en Configuración.

# (end of Sharing with the office)

dialog-contact-list = Elige una lista de contactos para importar
dialog-rows-to-fix = Guardar las filas por corregir
dialog-do-not-contact = Elige una lista de no contactar
dialog-opt-outs = Guardar las bajas
dialog-rate-card = Elige la tarifa de Meta (CSV)
dialog-reply-file = Elige un archivo para enviar
dialog-report = Guardar el informe
dialog-invoice-folder = Elige la carpeta de facturas PDF
dialog-readable-folder = Agregar una carpeta que Pacer puede leer
dialog-audit-log = Guardar quién hizo qué
dialog-picture = Elige la imagen
dialog-video = Elige el video
dialog-pdf = Elige el PDF
dialog-sample-picture = Elige la imagen de muestra
dialog-sample-video = Elige el video de muestra
dialog-sample-pdf = Elige el PDF de muestra
dialog-tunnel-title = ¿Ejecutar este programa de túnel?
dialog-tunnel-run = Ejecutar este programa
dialog-tunnel-keep = Mantener la configuración anterior
dialog-tunnel-intro = Pacer iniciará este programa ahora y cada vez que se inicie, para que las actualizaciones de entrega de Meta lleguen a esta computadora:
dialog-tunnel-program = Programa: { $program }
dialog-tunnel-program-found = Programa: { $program } (encontrado en { $path })
dialog-tunnel-program-missing = Programa: { $program } (todavía no está en esta computadora)
dialog-tunnel-no-arguments = Argumentos: ninguno
dialog-tunnel-arguments = Argumentos, uno por línea:
dialog-tunnel-warning = Se ejecuta con tus permisos en esta computadora. Ejecútalo solo si escribiste este comando tú mismo.
dialog-token-title = ¿Enviar tu token de acceso a otra dirección?
dialog-token-where = La dirección de Graph es { $address }, que no es la de Meta ({ $meta }).
dialog-token-warning = Probar la conexión envía tu token de acceso de Meta guardado a esa dirección. Envíalo solo si confías en ella, por ejemplo un servidor de prueba propio.
dialog-token-send = Enviar el token
dialog-token-cancel = Cancelar
