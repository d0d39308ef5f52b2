### Pacer's words in English: the catalogue every other language follows.
###
### One file is one language: copy this file to <language tag>.ftl (ur-PK.ftl, es-419.ftl …),
### translate the text after each "=", and fill in the four language- messages below. Keep the
### ids (the words before "=") and the { $placeholders } as they are; move them where your
### language puts them. docs/languages.md says more.

## About this file

# The language's own name, as its readers write it.
language-name = English
# ltr (left to right) or rtl (right to left).
language-direction = ltr
# Who wrote this translation.
language-translator = Pacer's developers
# Whether a native speaker has read it all through: yes or no.
language-reviewed = yes

## The window's frame

app-title = Pacer
mode-demo = Demo
mode-live = Live
nav-screens = Screens
nav-home = Home
nav-contacts = Contacts
nav-templates = Templates
nav-campaigns = Campaigns
nav-reports = Reports
nav-settings = Settings
color-scheme-to-dark = Switch to dark mode
color-scheme-to-light = Switch to light mode
demo-banner-title = Demo
demo-banner =
    This is a demo: a simulated WhatsApp with Meta's real limits, so nothing reaches real
    phones. Try it with the sample customer list, then connect your Meta account in Settings.
not-sending-title = Pacer isn't sending
try-again = Try again
still-cannot-start = Pacer still can't start

## Settings → Language

settings-language = Language
settings-language-choose = Pacer's language
settings-language-description =
    The words of this window. Messages to customers keep their template's language, and the
    local API and the command line stay in English.
settings-language-system = The computer's language ({ $language })
settings-language-unreviewed =
    This translation was written by { $translator } and has not yet been checked by a native
    speaker. If a word reads wrong, docs/languages.md says how to correct it.

## Home: the Home screen, the window's frame, shared widgets and notices

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } in { $lists ->
        [one] { $lists } list
       *[other] { $lists } lists
    }

# (end of Contacts)

## Import: the import wizard (Contacts → Import)

import-title = Import contacts
import-default-list = Customers
import-step-file = Choose the file
import-step-file-description = File, list and country
import-step-check = Check
import-found = What Pacer found
import-step-import = Import
import-step-import-description = Save the contacts
import-missing-title = Something is missing
import-missing-file = Choose a file to import first: press Choose….
import-missing-list = Give the list a name, for example Customers.
import-missing-country = Type the 2-letter code of the country most numbers are from, for example PK.
import-read-failed-title = Pacer couldn't read the file
import-failed-title = The contacts were not imported
import-progress-title = Importing { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } into “{ $list }”…
import-progress-label = Importing contacts
import-progress-count = { $saved } of { $total } saved ({ $percent } %)
import-progress-note = Big files take up to a minute. Keep the window open; nothing is sent to anyone.
import-cancel = Cancel
import-check-button = Check the file
import-back = Back
import-run-button = { $contacts ->
        [one] Import { $contacts } contact into “{ $list }”
       *[other] Import { $contacts } contacts into “{ $list }”
    }
import-another = Import another file
import-done = Done

# Step 1: the file, the list, the country
import-picker-failed-title = The file picker didn't open
import-file-intro =
    Import a CSV or Excel file exported from your billing system or typed by hand. Pacer finds
    the phone column by itself and shows what it found before anything is saved.
import-no-file = No file chosen yet: press Choose… to pick the CSV or Excel file.
import-choose = Choose…
import-use-sample = Use the sample customer list
import-sample-note = Demo: a made-up list with a few messy numbers, to see how Pacer handles them.
import-list-label = List
import-list-exists = “{ $list }” already exists: these contacts are added to it.
import-list-new = The contacts go into this list (a new one is made if needed).
import-country-label = Country for numbers without a country code
import-country-read-as = Numbers written without + or 00 are read as numbers from { $country }.
import-country-hint = Type the 2-letter code of your country, for example PK or GB.
# An example country code in the field before one is typed: the readers' own country.
import-country-placeholder = PK
import-country-unknown = That is not a country code Pacer knows.
import-tags-label = Tags (optional)
import-tags-description = Given to every contact in this file, for example “2026 customers”. Press Enter after each.

# Step 2: what Pacer found
import-nothing-saved-yet = Nothing is saved yet
import-no-contacts =
    No row has a number Pacer can use. Check that the phone column below is right, or pick
    the column that holds the numbers.
import-columns = Columns
import-columns-help = If Pacer picked the wrong column, choose the right one and press Check again.
import-phone-column = Phone column
import-name-column = Name column
import-column-guess = Pacer's choice: { $column }
import-column-none = Pacer found none
import-recheck = Check again
import-recheck-hint = Press Check again to see what these columns give before importing.
import-rows-to-look = Rows that need a look
import-findings-file = File
import-findings-file-value = { $file }: { $description }
import-format-csv = CSV text file
import-format-xlsx = Excel workbook (.xlsx)
import-format-xls = older Excel workbook (.xls)
import-format-ods = OpenDocument spreadsheet (.ods)
import-file-encoding = text in { $encoding }
import-file-sheet = sheet “{ $sheet }”
import-separated-commas = values separated by commas
import-separated-semicolons = values separated by semicolons
import-separated-tabs = values separated by tabs
import-separated-bars = values separated by vertical bars (|)
import-separated-spaces = values separated by spaces
import-separated-other = values separated by “{ $delimiter }”
import-findings-header = Header row
import-findings-header-row = Row { $row } holds the column names
import-findings-header-none = None: the columns are called column 1, column 2…
import-findings-phone = Phone numbers
import-findings-phone-header = Column “{ $column }”, because its header “{ $column }” says it holds phone numbers
import-findings-phone-content = Column “{ $column }”, because its cells look like phone numbers (no header said so)
import-findings-phone-override = Column “{ $column }”, because you chose it
import-findings-names = Names
import-findings-names-none = No name column found: the contacts will have no name
import-findings-other = Other columns kept
import-findings-other-kept = { $columns }: kept with each contact, to use in templates
import-findings-none = None
import-findings-country = Numbers without a country code
import-findings-country-value = Read as numbers from { $country }

# What each row of the file became
import-stat-rows = Rows read
import-stat-rows-help = Below the header, empty ones included
import-stat-contacts = Contacts
import-stat-contacts-help = Different numbers that can be used
import-stat-duplicates = Same number twice
import-stat-duplicates-help = Merged into the first row with that number
import-stat-invalid = Numbers not valid
import-stat-invalid-help = Left out: see why below
import-stat-empty = Empty rows
import-stat-empty-help = Nothing in them: skipped

# The rows that did not become a contact of their own
import-no-problems = Every number in the file can be used, and no number appears twice.
import-tab-invalid = Numbers not valid ({ $count })
import-tab-duplicates = Same number twice ({ $count })
import-listed-only-save = Showing the first { $listed } of { $total }. Save the rows to fix below to get every one of them.
import-listed-only-later = Showing the first { $listed } of { $total }. After the import, every one of them can be saved as a spreadsheet.
import-invalid-intro = { $rows ->
        [one] { $rows } row has a number Pacer can't use, so it is left out.
       *[other] { $rows } rows have a number Pacer can't use, so they are left out.
    } Fix them in your file and import it again: contacts Pacer already has are updated, never doubled.
import-duplicates-intro = { $rows ->
        [one] { $rows } row repeats
       *[other] { $rows } rows repeat
    } a number that appears earlier in the file. Each is merged into the first row with that number: one contact, and where both rows fill the same column, the later row's value is kept. Nothing is sent twice.
import-column-row = Row
import-column-value = Number in the file
import-column-empty = (empty)
import-column-name = Name
import-column-reason = Why it can't be used
import-column-merged-into = Same number as row
import-column-number = Number
import-duplicate-in-file = In the file: { $value }
# A reason counted, before what it means: “24 are missing a digit: The number is too short…”
import-reason-counted = { $reason }:
import-reason-empty = { $count ->
        [one] { $count } is empty
       *[other] { $count } are empty
    }
import-reason-not-a-number = { $count ->
        [one] { $count } is not a phone number
       *[other] { $count } are not phone numbers
    }
import-reason-several-numbers = { $count ->
        [one] { $count } has more than one number in the cell
       *[other] { $count } have more than one number in the cell
    }
import-reason-shortened-by-excel = { $count ->
        [one] { $count } was shortened by Excel
       *[other] { $count } were shortened by Excel
    }
import-reason-too-short = { $count ->
        [one] { $count } is missing a digit
       *[other] { $count } are missing a digit
    }
import-reason-too-long = { $count ->
        [one] { $count } has a digit too many
       *[other] { $count } have a digit too many
    }
import-reason-unknown-country-code = { $count ->
        [one] { $count } has an unknown country code
       *[other] { $count } have an unknown country code
    }
import-reason-not-valid-for = { $count ->
        [one] { $count } is not a valid number for { $country }
       *[other] { $count } are not valid numbers for { $country }
    }
import-reason-empty-help = The phone cell is empty. Add the customer's number in your file, or leave the row out.
import-reason-not-a-number-help = The phone cell holds text, not a number. Put the customer's number in that cell.
import-reason-several-numbers-help = The cell holds more than one number. Keep one number per row: copy the row for the second number.
import-reason-shortened-by-excel-help = Excel showed the number like 9.23E+11 and lost its last digits. Format the column as Text in Excel, type the numbers again and export the file again.
import-reason-too-short-help = The number is too short: most likely a digit is missing. Check it with the customer.
import-reason-too-long-help = The number is too long: a digit too many, or two numbers run together. Check it with the customer.
import-reason-unknown-country-code-help = It starts with + or 00 and a country code no country uses. Check the first digits.
import-reason-not-valid-for-help = It doesn't fit the phone numbers of { $country }. If the customer's number is from another country, write it with + and its country code.

# Step 3: the import's report and the rows to fix
import-report-title = Imported into “{ $list }”
import-saved-new = New
import-saved-new-help = Numbers Pacer did not have before
import-saved-updated = Updated
import-saved-updated-help = Known numbers with a new name or details
import-saved-unchanged = Unchanged
import-saved-unchanged-help = Known numbers; nothing new in the file
import-saved-opted-out = Opted out of marketing
import-saved-opted-out-help = They turned off marketing earlier and stay opted out; invoices still reach them
import-problems-title = Save the rows to fix
import-problems-description =
    A CSV with each problem row (row number, name, number and what is wrong) to open in Excel,
    correct, and import again. Pacer asks where to save it.
import-problems-save = { $rows ->
        [one] Save { $rows } row…
       *[other] Save { $rows } rows…
    }
import-problems-saved = Saved to { $path }.
import-problems-saved-note = { $rows ->
        [one] { $rows } row to fix saved to { $path }.
       *[other] { $rows } rows to fix saved to { $path }.
    }
import-problems-failed-title = The rows to fix were not saved

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
