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

campaigns-state-draft = Borrador
campaigns-state-scheduled = Programada
campaigns-state-launching = Iniciando
campaigns-state-running = Enviando
campaigns-state-paused = En pausa
campaigns-state-cancelled = Cancelada
campaigns-state-done = Todo enviado

campaigns-card-template = Plantilla { $template } ({ $language })
campaigns-card-list = lista { $name }
campaigns-card-tag = etiqueta { $name }
campaigns-card-to = para { $audience }
campaigns-card-to-nobody = todavía para nadie
campaigns-card-pdf = un PDF por cliente
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

# (end of Campaign wizard)

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

## Settings: the Settings screen

# (end of Settings)
