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

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
