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

home-title = Home
home-not-running = Pacer's engine isn't running, so there are no queues or rates to show. The message above says why and what to do; nothing queued is lost.
home-waiting = Waiting for Pacer's engine to report…
# { $totals }: the counts below, joined with " · ".
home-all-time = All messages so far: { $totals }.
home-all-time-sent = { $count } sent
home-all-time-delivered = { $count } delivered
home-all-time-read = { $count } read
home-all-time-failed = { $count } failed
home-all-time-skipped = { $count } skipped
home-all-time-cancelled = { $count } cancelled
home-all-time-expired = { $count } expired

# The circuit breaker: Pacer stops sending when Meta refuses every message.
home-circuit-ok = Sending normally
home-circuit-stopped = Sending is stopped
home-circuit-reason-unknown = Meta refused messages in a way that affects every message, so Pacer stopped sending.
home-circuit-nothing-lost = Nothing is lost: messages wait in the queue and go out once sending resumes.
home-circuit-probe = Pacer tries one message at { $time } to see whether it is fixed.
home-circuit-code = Details: Meta error code { $code }
home-circuit-resume = Resume sending
home-circuit-resumed = Sending resumed. If the cause is still there, Pacer stops again by itself and says why.
home-circuit-already-running = Sending was already running again.
home-circuit-resume-failed = Pacer couldn't resume sending
home-resume-confirm-title = Resume only after fixing the cause
home-resume-confirm-button = I fixed it — resume
# { $reason }: Meta's reason in Pacer's words (a whole sentence).
home-resume-confirm-body = Pacer stopped because: { $reason } If the cause is not fixed, the next messages meet it too and Pacer stops again, saying why.
home-resume-confirm-body-unknown = Pacer stopped because: Meta refused messages. If the cause is not fixed, the next messages meet it too and Pacer stops again, saying why.

# No connection to WhatsApp.
home-lasting-under-minute = less than a minute
home-lasting-minutes = { $minutes } min
home-lasting-hours = { $hours } h
home-lasting-hours-minutes = { $hours } h { $minutes } min
# { $lasting }: how long, as home-lasting-… says it.
home-connection-title = No connection to WhatsApp since { $time } ({ $lasting })
home-connection-none-waiting = No message is waiting; new ones wait and go as soon as it is back.
home-connection-waiting = { $count ->
        [one] { $count } message waits and goes as soon as it is back; nothing is lost and nothing fails because of it.
       *[other] { $count } messages wait and go as soon as it is back; nothing is lost and nothing fails because of it.
    }
home-connection-next-try = Pacer tries again by itself at { $time }, then sends at the usual pace.

# Internal errors (a bug) in a part of Pacer.
home-fatal-title = Pacer has stopped: restart it
home-recovered-title = Pacer recovered from an internal error

home-paused-title = Paused ({ $count })
home-paused-explain = Other messages keep going. Resume a campaign from Campaigns once its cause is fixed; one paused because Meta paused its template resumes by itself when Meta approves the template again.
# A batch of messages sent through the local API ({ $batch } is its id).
home-paused-batch = Batch { $batch }

# The queues: each label sits under its number.
home-queues-title = Waiting to go
home-queue-express = OTPs & alerts waiting
home-queue-bulk = campaign messages waiting
home-queue-in-flight = { $count } on their way to Meta now
home-queue-deferred = waiting for a later time
home-queue-deferred-hint = pacing per customer, the daily limit, or a retry
home-queue-paused = paused
home-queue-paused-hint = their campaign is paused
home-queue-in-doubt = in doubt
home-queue-in-doubt-hint = waiting for Meta to confirm — never sent twice
home-latency-none = No OTPs sent since Pacer started.
# { $p50 }, { $p99 }: times as home-ms says them; p99 = 99 of 100 leave within that time.
home-latency = OTPs leave in { $p50 } (p99 { $p99 }).
home-ms-under-one = under 1 ms
home-ms = { $ms } ms

# The send rate: the number sits before the first line, in large type.
home-rate-title = Send rate
home-rate-unit-no-limit = messages/s (no limit)
home-rate-unit = messages/s of { $limit } allowed
home-rate-average = Average of the last 10 seconds.
home-rate-aim = Pacer aims for { $rate }/s for now.
home-rate-inbound = Customers are writing in: up to { $rate } messages/s. Meta counts them against the same limit, so Pacer leaves them room.
home-throttled = Meta asked Pacer to slow down; it did, by itself. Nothing is lost: messages go out at the rate Meta accepts.
home-rate-chart = Messages sent per second over the last 5 minutes
home-rate-chart-limit = limit { $limit }/s

home-sending-title = Sending now
home-sending-empty = Nothing is sending. Launch a campaign from Campaigns, or send OTPs through the local API (Settings shows its address and key).
# Home on a desk: the office Pacer runs the campaigns; a desk has no local API of its own.
home-sending-empty-desk = Nothing is sending. Launch a campaign from Campaigns.
# Home on a desk while the office Pacer cannot be reached ({ $time } is when its figures came last).
home-desk-stale = The office Pacer cannot be reached: these are its figures from { $time }. They update by themselves when it can be reached again.
home-campaign-open = Open
# A campaign's state, on a small badge.
home-campaign-state-draft = draft
home-campaign-state-scheduled = scheduled
home-campaign-state-launching = launching
home-campaign-state-running = running
home-campaign-state-paused = paused
home-campaign-state-cancelled = cancelled
home-campaign-state-done = done
# Read aloud for a campaign's progress bar ({ $name }: the campaign's name).
home-campaign-preparing-label = { $name }: preparing
home-campaign-preparing = Preparing: { $queued } of { $recipients } messages queued
home-campaign-preparing-pdfs = Preparing: { $queued } of { $recipients } messages queued, { $done } of { $pdfs } PDFs uploaded
home-campaign-progress-label = { $name }: { $sent } of { $total } sent
# { $percent }: already written as a share ("96 %").
home-campaign-progress = { $sent } of { $total } sent ({ $percent })
home-campaign-paused = Paused: { $reason }

home-tier-title = Daily customer limit
home-tier-no-limit = { $used ->
        [one] { $used } customer
       *[other] { $used } customers
    } today — no daily limit
home-tier-used = { $used } of { $limit } customers today
home-tier-explain = Meta counts each customer your campaigns start a conversation with, over the last 24 hours.
home-tier-waiting = { $count ->
        [one] { $count } message waits for tomorrow's limit.
       *[other] { $count } messages wait for tomorrow's limit.
    } Pacer sends them by itself.

# Shared widgets and notices.
common-cancel = Cancel
# { $details }: technical words, for whoever the person forwards them to.
common-details = Details: { $details }
common-error-title = That didn't work
common-done-title = Done
# An error on one line: { $message } is what happened and what to do.
common-error-text = { $message } (Details: { $details })
# An error in a notification: the details on a line of their own.
common-error-notification =
    { $message }
    (Details: { $details })
common-campaigns-read-failed = Pacer couldn't read the campaigns

# A campaign's state, in the list of campaigns.
common-campaign-state-draft = Draft
common-campaign-state-scheduled = Scheduled
common-campaign-state-launching = Launching
common-campaign-state-running = Sending
common-campaign-state-paused = Paused
common-campaign-state-cancelled = Cancelled
# Everything has left; delivery updates may still be arriving.
common-campaign-state-done = All sent
# The parts of a campaign's progress bar.
common-progress-read = read
common-progress-delivered = delivered, not read yet
common-progress-sent = sent, waiting for delivery
common-progress-failed = failed
common-progress-skipped = skipped or cancelled
common-progress-expired = expired: not sent in time

# Delivery updates (webhooks) and the tunnel that brings them to this computer.
common-tunnel-title = Delivery updates
common-tunnel-badge-demo = demo
common-tunnel-badge-off = off
common-tunnel-badge-up = up
common-tunnel-badge-fixed = fixed address
common-tunnel-badge-starting = starting
common-tunnel-badge-down = down
common-tunnel-restarts = { $count ->
        [one] restarted { $count } time
       *[other] restarted { $count } times
    }
common-tunnel-demo = Delivery updates come from the simulated Meta: no tunnel is needed in the demo.
common-tunnel-off = Delivery updates are off: messages go out, but Meta can't tell Pacer which were delivered or read. Turn on a tunnel in Settings → Delivery updates.
common-tunnel-up = Meta can reach Pacer at { $url }.
common-tunnel-up-no-address = Meta can reach Pacer at the tunnel's address.
common-tunnel-fixed = Meta posts delivery updates to your own address { $url }.
# { $provider }: the tunnel program's name (cloudflared, ngrok).
common-tunnel-starting = The tunnel ({ $provider }) is starting; delivery updates arrive once it is up.
common-tunnel-down = Pacer can't receive delivery updates right now (the tunnel stopped). Messages still go out; their delivery status will catch up when the tunnel is back.
common-tunnel-retry = Pacer tries again at { $time }.
common-tunnel-asks-again = Pacer asks again at { $time }.
common-webhooks-none = No delivery update has arrived yet: they come once messages are sent.
common-webhooks-seconds-ago = Last delivery update { $seconds } s ago.
common-webhooks-minutes-ago = Last delivery update { $minutes } min ago.
common-webhooks-at = Last delivery update at { $time }.
common-webhooks-waiting = { $count } waiting to be applied.

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } in { $lists ->
        [one] { $lists } list
       *[other] { $lists } lists
    }

contacts-title = Contacts
contacts-counting = Counting contacts…
contacts-import-button = Import contacts
contacts-load-error = Pacer couldn't show your contacts
contacts-page-error = Pacer couldn't read these contacts
contacts-tab-contacts = Contacts
contacts-tab-lists = Lists ({ $lists })
contacts-tab-imports = Imports ({ $imports })
contacts-loading = Loading contacts…
# "Showing 1,204 of 45,000 contacts": those matching the search and filters, of every contact.
contacts-showing = Showing { $shown } of { $total ->
        [one] { $total } contact
       *[other] { $total } contacts
    }
contacts-no-match = No contacts match with these filters.
# $search: what the person typed in the search box.
contacts-no-match-search = No contacts match “{ $search }” with these filters.
contacts-clear-search = Clear the search and filters
contacts-empty-title = No contacts yet
contacts-empty-description = Import a CSV or Excel file exported from your billing system, or a list typed by hand. Pacer finds the phone numbers, fixes what it can, and shows every row it can't use before saving anything.
contacts-empty-sample = Try the sample customer list

# The filters above the table.
contacts-search-label = Search
contacts-search-placeholder = Name or number
contacts-list-label = List
contacts-list-placeholder = All lists
# A list in the list filter: its name and how many contacts it holds.
contacts-list-option = { $list } ({ $contacts })
contacts-tag-label = Tag
contacts-tag-placeholder = Any tag
contacts-tag-placeholder-none = No tags yet
contacts-reach-label = Marketing
contacts-reach-all = All
contacts-reach-reachable = Reachable
contacts-reach-opted-out = Opted out
contacts-clear-filters = Clear filters

# The contacts table.
contacts-table-label = Contacts
# Said by screen readers for a row still loading.
contacts-table-loading = Loading…
contacts-column-name = Name
contacts-column-phone = Phone
contacts-column-tags = Tags
contacts-column-marketing = Marketing
contacts-column-more = More details
contacts-no-name = No name
contacts-edit-tags = Edit tags
contacts-edit-tags-of = Edit the tags of { $contact }
contacts-opted-out = Opted out of marketing
contacts-opted-out-help = They turned off marketing messages from your business. Pacer won't send them marketing; invoices and other utility messages still go.
contacts-reachable = Reachable
# More of a contact's details than the table has columns for: "+2 more".
contacts-more-details = +{ $count } more

# The Lists and Imports tabs.
contacts-lists-empty = No lists yet. Every import puts its contacts in a list: import a file to make the first one.
contacts-lists-column-list = List
contacts-lists-column-contacts = Contacts
contacts-lists-column-opted-out = Opted out of marketing
contacts-lists-column-reachable = Can receive marketing
contacts-imports-empty = No imports yet. Each import you make is listed here with what it did.
contacts-imports-column-when = When
contacts-imports-column-file = File
contacts-imports-column-list = List
contacts-imports-column-result = What happened

# A contact's tags.
contacts-tags-title = Tags of { $contact }
contacts-tags-title-none = Tags
contacts-tags-help = Tags group contacts across lists, for example “VIP” or “late payer”. A campaign can be sent to everyone with a tag.
contacts-tags-label = Tags
contacts-tags-placeholder = Type a tag and press Enter
contacts-tags-not-saved = The tags were not saved
contacts-tags-cancel = Cancel
contacts-tags-save = Save tags
contacts-tags-saved-title = Done
# $tags: the contact's tags, already joined ("VIP, late payer").
contacts-tags-saved = { $contact } now has the tags { $tags }.
contacts-tags-saved-none = { $contact } now has no tags.

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

templates-title = Templates
templates-counts-loading = Reading the templates…
templates-counts = { $templates ->
        [one] { $templates } template
       *[other] { $templates } templates
    }, { $usable } can be used
templates-sync-button = Sync with Meta
# { $time }: the time of the sync, already written the reader's way.
templates-synced-at = Synced at { $time }
templates-sync-failed = The templates were not synced
templates-load-failed = Pacer couldn't show the templates
templates-loading = Reading the templates
templates-empty-title = No templates yet
templates-empty-demo = No templates yet: press Sync with Meta to read the demo account's sample templates.
templates-empty-live = No templates yet: press New template to write one and send it to Meta for review, or press Sync with Meta to read the templates of your WhatsApp Business account.
templates-search-placeholder = Search by name or language
templates-search-label = Search templates
templates-show-label = Which templates
templates-show-all = All ({ $count })
templates-show-usable = Can be used ({ $count })
templates-show-unusable = Can't ({ $count })
templates-no-match = No template matches. Clear the search.
# The list of templates is on the left in left-to-right languages, on the right in Urdu and Arabic.
templates-choose = Choose a template on the left to see it as your customers will.

# A template's status at Meta.
templates-status-approved = Approved
templates-status-pending = Waiting for Meta
templates-status-in-appeal = In appeal
templates-status-rejected = Rejected
templates-status-paused = Paused
templates-status-disabled = Disabled
templates-status-deleted = Deleted
templates-status-pending-deletion = Pending deletion

# A template's category: what Meta charges for it.
templates-category-marketing = Marketing
templates-category-utility = Utility
templates-category-authentication = Authentication
templates-category-unknown = Category not known yet
templates-category-help-marketing = Offers and news. Not sent to customers who turned off marketing; Meta may hold some back.
templates-category-help-utility = Invoices, reminders and updates about something the customer already has.
templates-category-help-authentication = One-time codes for logging in.
templates-category-help-unknown = Meta has not said what kind of message this is yet. Sync with Meta to find out.

# Why a template can't be used, and what to do.
templates-unusable-approved = Pacer has only heard from Meta that this template was approved; it doesn't know its text yet. Press Sync with Meta to read it.
templates-unusable-pending = Meta is still reviewing this template, usually for a few minutes and at most 24 hours. Press Sync with Meta later to see if it was approved.
templates-unusable-in-appeal = You asked Meta to look at its rejection again. Wait for Meta's answer, then press Sync with Meta.
templates-unusable-rejected = Meta rejected this template, so it can't be sent. Press Edit and resubmit to change it and send it to Meta again.
templates-unusable-paused = Meta paused this template because customers blocked or reported its messages. It can't be sent until Meta lifts the pause (after 3 hours the first time, 6 hours the second); improving its text in WhatsApp Manager helps.
templates-unusable-disabled = Meta disabled this template because its messages kept getting low ratings. Make a new template in Meta's WhatsApp Manager.
templates-unusable-deleted = Meta no longer lists this template: it was deleted in WhatsApp Manager. Choose another template.
templates-unusable-pending-deletion = This template is being deleted in Meta's WhatsApp Manager. Choose another template.
# { $status }: a status Pacer has no word for, as Meta names it ("limit exceeded").
templates-unusable-other = Meta marks this template as “{ $status }”, so Pacer can't send it.

# { $language }: the template's language, named in the reader's language; { $code }: Meta's code for it (en_US).
templates-language = { $language } ({ $code })
templates-usable = Can be used in campaigns
# { $reason }: Meta's own words (INVALID_FORMAT, "Low quality: …").
templates-meta-reason = Meta's reason: { $reason }
templates-needs-nothing = Needs no values: every customer gets the same text.
# { $values }: the values the template needs, listed ("PDF document in the header, Body variable {{1}}").
templates-needs = Needs: { $values }

# Under the template's name: its language, its category and what the category means.
templates-preview-about = { $language } ({ $code }) · { $category }: { $help }
templates-cannot-use-title = This template can't be used now
templates-text-unknown = Pacer doesn't know this template's text yet, so it can't show it. Press Sync with Meta.
templates-sample-values = Sample values ({ $count ->
        [one] { $count } value
       *[other] { $count } values
    } per customer)
templates-use-examples = Use Meta's examples
templates-clear-values = Clear
templates-customer-sees = What the customer sees
templates-preview-updating = Updating the preview
templates-preview-failed = The preview couldn't be drawn
templates-values-missing = Marked in red: { $count ->
        [one] { $count } value
       *[other] { $count } values
    } still empty. In a campaign, Pacer fills them from each contact's details and warns you before launch about any left empty.
# Examples in the value boxes; the file names and the address are only examples: write ones your readers know.
templates-value-placeholder-document = invoice-1042.pdf or https://…
templates-value-placeholder-image = photo.jpg or https://…
templates-value-placeholder-video = clip.mp4 or https://…
# Latitude, longitude | place's name | address: keep the | and the numbers.
templates-value-placeholder-location = 24.8607, 67.0011 | Shop | 1 Main Road, Karachi
# { $example }: Meta's example value for this box.
templates-value-placeholder-example = For example: { $example }
templates-value-help-media = A file name or a link. In a campaign each customer gets their own file.
templates-value-help-location = Latitude, longitude, then optionally | name | address.
templates-value-help-link-end-max = The end of the button's link, up to { $chars ->
        [one] { $chars } character
       *[other] { $chars } characters
    }.
templates-value-help-link-end = The end of the button's link.
templates-value-help-max = Up to { $chars ->
        [one] { $chars } character
       *[other] { $chars } characters
    }.
# On a missing value in the preview (shown when the pointer rests on it).
templates-value-missing = No value yet
templates-media-missing-image = Image: no file given yet
templates-media-missing-video = Video: no file given yet
templates-media-missing-location = Location: no file given yet
templates-media-missing-document = PDF document: no file given yet

# The template builder: a template written in Pacer and sent to Meta for review.
templates-builder-new = New template
templates-builder-title-edit = Edit { $name } ({ $code })
templates-builder-intro = Pacer checks Meta's rules as you type. Meta then reviews the template, usually in a few minutes and at most 24 hours.
templates-builder-back = Back to the templates
templates-builder-name = Name
templates-builder-name-rule = Lowercase letters, digits and underscores, like order_update. Customers don't see it.
templates-builder-kept-on-edit = Meta keeps a template's name, language and category when it is edited.
templates-builder-category = Category
templates-builder-language = Language
templates-builder-language-help = The language the message is written in. One name can have a template in each language.
templates-builder-header = Header
templates-builder-header-none = None
templates-builder-header-text = Text
templates-builder-header-image = Image
templates-builder-header-video = Video
templates-builder-header-document = Document
templates-builder-header-text-label = Header text
templates-builder-header-text-help = One line in bold above the message, with at most one variable.
templates-builder-header-sample = Sample of the header's variable
templates-builder-header-sample-title = { $kind ->
        [image] The sample picture
        [video] The sample video
       *[document] The sample PDF
    }
templates-builder-header-sample-help = Meta reviews the template with this sample; customers never see it, as each campaign chooses its own file. { $kind ->
        [image] A JPEG or PNG up to 5 MB.
        [video] An MP4 up to 16 MB.
       *[document] A PDF up to 100 MB.
    }
templates-builder-header-sample-choose = Choose and upload…
templates-builder-header-sample-none = No sample yet.
templates-builder-header-sample-uploaded = { $file } is uploaded to Meta.
templates-builder-header-sample-kept = The sample uploaded before is kept.
templates-builder-header-sample-failed = The sample was not uploaded
templates-builder-body = Message
templates-builder-body-help = Up to { $max } characters. Variables are filled in for each customer when a campaign sends it.
templates-builder-add-variable = Add variable
templates-builder-add-numbered = Numbered: { $example }
templates-builder-add-named = Named: { $example }
templates-builder-samples = Samples for Meta's review
templates-builder-samples-help = What a customer could see in each variable. Meta reads them to review the template; customers never see them.
templates-builder-sample = Sample of { $variable }
templates-builder-footer = Footer
templates-builder-footer-help = Small fixed text under the message, without variables. Optional.
templates-builder-buttons = Buttons
templates-builder-buttons-none = No buttons.
templates-builder-button-quick-reply = Quick reply
templates-builder-button-url = Link
templates-builder-button-phone = Call
templates-builder-button-copy-code = Copy code
templates-builder-button-add = Add a button: { $kind }
templates-builder-button-text = Label
templates-builder-button-url-address = Web address
# { $variable } is the link's only variable, {{1}}.
templates-builder-button-url-help = Starts with https://. It may end with { $variable }, filled in for each customer.
templates-builder-button-url-sample = Sample of the link's end
templates-builder-button-phone-number = Phone number
templates-builder-button-code-sample = Sample code
templates-builder-button-up = Move up
templates-builder-button-down = Move down
templates-builder-button-remove = Remove
templates-builder-preview = What the customer sees
templates-builder-preview-help = With your samples in place of the variables.
templates-builder-checking = Checking Meta's rules
templates-builder-problems = { $count ->
    [one] { $count } thing to fix before Meta can review it.
   *[other] { $count } things to fix before Meta can review it.
}
templates-builder-other-problems = Also to fix
templates-builder-ready = Meta's rules are met: the template can go to review.
templates-builder-check-failed = Pacer couldn't check the template
templates-builder-send = Send to Meta for review
templates-builder-send-failed = The template was not sent
templates-builder-discard-title = Leave without sending?
templates-builder-discard-body = The changes to this template have not been sent to Meta and will be lost.
templates-builder-discard = Leave and lose the changes
templates-builder-sent-title = Sent for review
templates-builder-edit = Edit
templates-builder-edit-resubmit = Edit and resubmit
templates-builder-delete = Delete
templates-builder-delete-title = Delete { $name }?
# { $languages }: the language codes, e.g. "en_US, ur".
templates-builder-delete-body = { $name } is deleted with Meta in all its languages ({ $languages }), not only this one. Campaigns that used it keep their history. Meta doesn't let you use the name again for 30 days.
templates-builder-delete-confirm = Delete in all languages
templates-builder-delete-failed = The template was not deleted
templates-builder-deleted-title = Deleted
templates-builder-rejected-title = Meta rejected this template

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

campaigns-title = Campaigns
campaigns-new-button = New campaign
campaigns-loading = Reading the campaigns…
campaigns-empty-title = No campaigns yet
campaigns-empty-intro = A campaign sends one approved template to a list of customers, each with their own values. Three steps:
# { $link } is the name of the Contacts screen, shown as a link.
campaigns-empty-step-import = Import your customer spreadsheet into a list on the { $link } screen.
# { $link } is the name of the Templates screen, shown as a link.
campaigns-empty-step-template = Make sure your template is approved and synced on the { $link } screen.
campaigns-empty-step-launch = Press { campaigns-new-button }: choose the template and the list, check every customer, preview, and launch.
campaigns-scheduled-title = Scheduled
campaigns-scheduled-notice = "{ $name }" launches by itself on { $when }. You can pause or cancel it here until then.
campaigns-launched-title = Launched
campaigns-launched-notice = "{ $name }" is launching: its progress shows below as messages go out.


# What a campaign sends, to whom, and when: short facts shown together, " · " between them.
campaigns-card-template = Template { $template } ({ $language })
campaigns-card-list = list { $name }
campaigns-card-tag = tag { $name }
# { $audience }: its lists and tags (campaigns-card-list, campaigns-card-tag), with commas.
campaigns-card-to = to { $audience }
campaigns-card-to-nobody = to nobody yet
campaigns-card-pdf = a PDF per customer
campaigns-card-header-file = the same file for everyone: { $file }
campaigns-card-created = created { $when }
campaigns-card-launched = launched { $when }
campaigns-paused-title = Paused

# While a campaign is launched: its messages are queued and its PDFs uploaded.
campaigns-launch-progress = Getting ready: { $queued } of { $recipients } messages queued.
campaigns-launch-progress-pdfs = Getting ready: { $queued } of { $recipients } messages queued · { $pdfsDone } of { $pdfsTotal } invoices uploaded.
campaigns-launch-queued = { $queued } of { $recipients } messages queued
campaigns-progress-scheduled = Launches by itself on { $when }. Nothing has been sent yet.
# { $zone } is the time zone's name (Asia/Karachi).
campaigns-progress-scheduled-zone = Launches by itself on { $when } ({ $zone }). Nothing has been sent yet.
campaigns-progress-draft = Not launched yet: press { campaigns-open-button } to check every customer, preview the message and send.
campaigns-progress-cancelled = Cancelled before anything was sent.
campaigns-progress-none = No messages yet.
campaigns-progress-final = { $finished } of { $total } have their final status ({ $percent } %); { $sent } sent so far{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } waiting for their time
    }.
# $unit: short (under 2 minutes), minutes or hours; $per: second or minute.
campaigns-progress-time-left = { $remaining } more to send now: { $unit ->
        [short] less than 2 minutes
        [minutes] about { $amount } minutes
       *[hours] about { $amount } hours
    } at { $per ->
        [second] { $rate } a second
       *[minute] { $rate } a minute
    }.

# The parts of the progress bar, when the pointer rests on one.
campaigns-bar-read = { $count } read
campaigns-bar-delivered = { $count } delivered, not read yet
campaigns-bar-sent = { $count } sent, waiting for delivery
campaigns-bar-failed = { $count } failed
campaigns-bar-skipped = { $count } skipped or cancelled
campaigns-bar-expired = { $count } expired: not sent in time

# A campaign's buttons.
campaigns-open-button = Check & launch
campaigns-check-button = Check
campaigns-pause-button = Pause
campaigns-resume-button = Resume
campaigns-retry-button = Retry failed ({ $count })
campaigns-report-button = Report
campaigns-clone-button = Clone
campaigns-cancel-button = Cancel
campaigns-delete-button = Delete
campaigns-paused-notice-title = Paused
campaigns-paused-notice = "{ $name }" is paused: no more of its messages go out until you press { campaigns-resume-button }. Other messages continue.
campaigns-resumed-title = Resumed
campaigns-resumed-notice = "{ $name }" is sending again.
campaigns-pause-failed = The campaign wasn't paused
campaigns-resume-failed = The campaign wasn't resumed
campaigns-retry-failed = The failed messages weren't sent again
campaigns-retry-title = Retry failed
campaigns-retry-hide = Hide the retry result

campaigns-cancel-title = Cancel "{ $name }"?
campaigns-cancel-text = Messages not yet sent are cancelled and will not go out. Messages already with Meta still get their delivery status, and the report keeps every one. A cancelled campaign can't be started again; clone it to send it later.
campaigns-cancel-text-waiting = Messages not yet sent are cancelled and will not go out ({ $count } right now). Messages already with Meta still get their delivery status, and the report keeps every one. A cancelled campaign can't be started again; clone it to send it later.
campaigns-cancel-keep = Keep the campaign
campaigns-cancel-confirm = Cancel the campaign
campaigns-cancel-failed = The campaign wasn't cancelled
campaigns-cancelled-title = "{ $name }" cancelled
campaigns-cancelled-notice = { $count ->
        [one] { $count } message
       *[other] { $count } messages
    } not yet sent were cancelled. Messages already with Meta still get their delivery status.
campaigns-cancelled-nothing = The campaign is cancelled. Nothing was waiting to be sent.

campaigns-delete-title = Delete "{ $name }"?
campaigns-delete-text-scheduled = It will not be sent at its time. Nothing has been sent yet, so there is no report to keep.
campaigns-delete-text-draft = The draft goes away: its template, audience and values. Nothing has been sent, so there is no report to keep.
campaigns-delete-keep = Keep it
campaigns-delete-confirm = Delete
campaigns-delete-failed = The campaign wasn't deleted
campaigns-deleted-title = "{ $name }" deleted
campaigns-deleted-notice = Nothing had been sent, so nothing else changes.

campaigns-clone-title = Copy "{ $name }"
# The name a copy gets until the person changes it.
campaigns-clone-default-name = { $name } (copy)
campaigns-clone-name = Name of the copy
campaigns-clone-name-description = The copy is a new draft: nothing is sent until you launch it.
campaigns-clone-keep = Don't copy
campaigns-clone-confirm = Copy as a new draft
campaigns-clone-failed = The campaign wasn't copied
campaigns-cloned-title = Campaign copied
campaigns-cloned-notice = "{ $name }" is a new draft with the same template, audience and values. Press { campaigns-open-button } on it to send.

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# The wizard's frame and steps
wizard-title-new = New campaign
wizard-title-campaign = Campaign "{ $campaign }"
wizard-step-template = Template
wizard-step-template-description = Name and message
wizard-step-audience = Audience
wizard-step-audience-description = Lists and tags
wizard-step-values = Values
wizard-step-values-description = Columns, PDFs, time
wizard-step-check = Check & preview
wizard-step-check-description = Before sending
wizard-step-launch = Launch
wizard-step-schedule = Schedule
wizard-step-send-description = Send
wizard-back = Back
wizard-next = Next
wizard-next-launch = Next: launch
wizard-next-schedule = Next: schedule
wizard-create = Create campaign
wizard-create-and-schedule = Create and schedule
wizard-saved-changes = Saved as a draft. If you change something, Create makes it again and sets the earlier draft aside.
wizard-saved-draft = Saved as a draft: you can close this and come back from the list.
wizard-saved-scheduled = Saved as a scheduled campaign: you can close this and come back from the list.
wizard-templates-failed = Pacer couldn't read the templates
wizard-lists-failed = Pacer couldn't read the lists
# What is missing before going on ($variable is the template's variable, as Pacer names it)
wizard-error-name = Give the campaign a name people will recognise, for example "December invoices".
wizard-error-template = Choose the template to send.
wizard-error-audience = Choose at least one list (or tag) of contacts to send to.
wizard-error-pdf-folder = { $variable }: choose the folder holding the { $kind ->
        [image] pictures
        [video] videos
       *[document] PDFs
    }.
wizard-error-pdf-column = { $variable }: choose the column that names each customer's { $kind ->
        [image] picture
        [video] video
       *[document] PDF file
    }.
wizard-error-header-file = { $variable }: choose the file everyone gets.
wizard-error-text-empty = { $variable } has no value: type the text to send, or choose a column.
wizard-error-column-empty = { $variable } has no value: choose a column, or type a fixed text.
wizard-error-schedule-at = Write the time to send like 2026-12-01 09:00 (year-month-day hours:minutes).
wizard-error-time-zone = Choose the time zone of that time, for example Asia/Karachi.
wizard-error-hours = Write the sending hours as times of day on a 24-hour clock, such as 09:00 and 20:00, and not the same time twice.
wizard-error-hours-zone = Choose the time zone of the sending hours, for example Asia/Karachi.
# Step 1: the name and the template
wizard-name = Campaign name
wizard-name-description = A name people will recognise in the list and the reports.
wizard-name-placeholder = December invoices
wizard-no-templates-title = No approved templates yet
wizard-no-templates = Only templates Meta approved can be sent. Sync your templates from Meta on the Templates screen, or create one in WhatsApp Manager and wait for approval.
wizard-go-to-templates = Go to Templates
wizard-template = Template
wizard-template-description = Only approved templates are listed.
wizard-template-description-others = Only approved templates are listed ({ $others ->
        [one] { $others } other is
       *[other] { $others } others are
    } not approved or paused; see Templates).
wizard-template-reading = Reading templates…
wizard-template-search = Type to search
wizard-template-none-found = No approved template has that name
wizard-category-marketing = marketing
wizard-category-utility = utility
wizard-category-authentication = authentication
wizard-category-unknown = category not known
wizard-marketing-note = A marketing template is not sent to contacts who turned off marketing messages.
wizard-no-variables = This template has no variables: every customer gets the same message.
wizard-template-needs = It needs { $values ->
        [one] { $values } value
       *[other] { $values } values
    } per customer (you choose where they come from in step 3):
wizard-variable-example = e.g. { $example }
wizard-kind-text = text
wizard-kind-document = PDF document
wizard-kind-image = image
wizard-kind-video = video
wizard-kind-location = location
wizard-kind-url-suffix = end of a link
wizard-kind-otp-code = one-time code
wizard-kind-coupon-code = coupon code
# Step 2: who receives it
wizard-no-contacts-title = No contacts yet
wizard-no-contacts = A campaign goes to a list of contacts. Import your customer spreadsheet into a list on the Contacts screen first, then come back.
wizard-go-to-contacts = Go to Contacts
wizard-lists = Lists
wizard-lists-description = Everyone in these lists receives the message (a contact in two lists gets it once).
wizard-lists-reading = Reading lists…
wizard-lists-search = Type a list's name
wizard-list-option = { $list } ({ $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    })
wizard-lists-none-found = No list has that name
wizard-tags = Tags (optional)
wizard-tags-description = Contacts with any of these tags receive it too.
wizard-tags-none = No tags yet
wizard-tags-search = Type a tag
wizard-audience-size = { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } in the chosen { $lists ->
        [one] list
       *[other] lists
    }.
wizard-audience-size-tags = { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } in the chosen { $lists ->
        [one] list
       *[other] lists
    }, plus those with the chosen tags.
wizard-audience-opted-out = { $count } of them turned off marketing messages: this marketing template is not sent to them.
# Step 3: where each value comes from, and when to send
wizard-values-no-template = Choose a template in step 1 first.
wizard-values-intro = For each value, choose a column of your imported list (each customer gets their own value) or a fixed text (everyone gets the same).
wizard-values-errors-title = Before the campaign can be created
wizard-source-pdf = { $kind ->
        [image] Picture per customer
        [video] Video per customer
       *[document] PDF per customer
    }
wizard-source-file = { $kind ->
        [image] One picture
        [video] One video
       *[document] One PDF
    }
wizard-source-column = Column
wizard-source-text = Fixed text
wizard-variable-example-value = Example: { $example }
wizard-variable-max-chars = at most { $count ->
        [one] { $count } character
       *[other] { $count } characters
    }
wizard-variable-source = Where { $variable } comes from
wizard-fixed-text = The same text for every customer
wizard-fixed-text-label = { $variable }: fixed text
wizard-column = Column
wizard-column-media-description = A column holding a link to the file (https://…) or its Meta media id.
wizard-column-placeholder = Type or pick a column, e.g. Invoice
wizard-column-sample = The first customer's value: { $value }
wizard-column-description = A column of your imported spreadsheet, as its header reads.
wizard-columns-every-contact = Every contact has
wizard-columns-imported = Columns of your imports
wizard-pdf-folder = { $kind ->
        [image] Folder of pictures
        [video] Folder of videos
       *[document] Folder of PDFs
    }
wizard-pdf-folder-description = { $kind ->
        [image] One picture per customer (JPEG or PNG, up to 5 MB), named by a column's value (poster-42 or poster-42.jpg).
        [video] One video per customer (MP4 or 3GPP, up to 16 MB), named by a column's value (clip-42 or clip-42.mp4).
       *[document] One PDF per customer, named by a column's value (INV-0042 or INV-0042.pdf).
    } Pacer reads only the folder you choose.
wizard-pdf-no-folder = No folder chosen yet: press Choose… to pick the folder holding the { $kind ->
        [image] pictures
        [video] videos
       *[document] invoice PDFs
    }.
wizard-pdf-choose = Choose…
wizard-pdf-choose-failed = The folder window didn't open
wizard-pdf-sample = Use the sample invoices
wizard-pdf-sample-note = Demo: a PDF per sample customer, named by the Invoice column.
wizard-pdf-column = Column naming each customer's file
wizard-pdf-column-description = { $kind ->
        [image] For example Poster: the customer whose Poster is poster-42 gets poster-42.jpg (or .jpeg, .png).
        [video] For example Clip: the customer whose Clip is clip-42 gets clip-42.mp4 (or .3gp).
       *[document] For example Invoice: the customer whose Invoice is INV-0042 gets INV-0042.pdf.
    }
wizard-header-file = { $kind ->
        [image] The picture everyone gets
        [video] The video everyone gets
       *[document] The PDF everyone gets
    }
wizard-header-file-description = { $kind ->
        [image] A JPEG or PNG up to 5 MB, such as a poster.
        [video] An MP4 or 3GPP video up to 16 MB.
       *[document] A PDF up to 100 MB, such as a price list.
    } Pacer uploads it to WhatsApp once and reads only the file you choose.
wizard-header-file-none = No file chosen yet: press Choose… to pick { $kind ->
        [image] the picture
        [video] the video
       *[document] the PDF
    }.
wizard-header-file-choose-failed = The file window didn't open
wizard-header-file-sample = Use the sample poster
wizard-header-file-sample-note = Demo: a spring-sale picture for the image header.
wizard-schedule = Send later, at a set time
wizard-schedule-at = Date and time
wizard-schedule-at-description = Year-month-day hours:minutes
wizard-time-zone = Time zone
wizard-time-zone-description = Where that time is (your computer's zone unless you change it)
wizard-schedule-note = Creating it schedules it: Pacer launches it by itself at that time (or as soon as Pacer is running again), sending to everyone ready and skipping customers with a problem. Until then you can pause or cancel it in the list.
wizard-hours = Send only between certain hours
wizard-hours-description = Campaign messages wait outside these hours and go on by themselves when they open. OTPs and replies to customers are never held.
wizard-hours-from = From
wizard-hours-until = Until
wizard-hours-zone = Time zone of the hours
wizard-hours-customer = Use each customer's own time where their country keeps one time
wizard-hours-customer-description = For countries with several times (the United States, Brazil, Indonesia …) the time zone above is used.
wizard-hours-note = Hours such as 22:00 until 06:00 span midnight. The check shows how many go before the hours close and when the rest go.
wizard-language-column = Language per customer (optional)
wizard-language-column-description = This template is approved in { $languages }. Choose the column naming each customer's language (ur, en_US, Urdu …); everyone else gets { $fallback }.
# Step 4: the check and the preview
wizard-check-title = Check of every customer
wizard-check-again = Check again
wizard-checking = Checking every customer: values, PDFs, the daily limit…
wizard-check-failed = The check didn't finish
wizard-check-ready = { $ready } of { $audience ->
        [one] { $audience } customer
       *[other] { $audience } customers
    } ready to send
wizard-problems = { $count ->
        [one] { $count } customer
       *[other] { $count } customers
    } can't be sent to as the campaign stands
wizard-problems-first = { $count ->
        [one] { $count } customer
       *[other] { $count } customers
    } can't be sent to as the campaign stands (the first { $listed } problems are listed)
wizard-problems-help = Fix them (the column in your spreadsheet, a missing PDF in the folder), import again and press Check again — or launch anyway and they are skipped.
wizard-problems-number = Number
wizard-problems-name = Name
wizard-problems-what = What
wizard-problems-problem = Problem
wizard-preview-title = What a customer will get
wizard-preview-phone = Customer's number
wizard-preview-phone-description = Empty: the first customer of the audience.
wizard-preview-show = Show
wizard-preview-to = To { $phone }
wizard-preview-to-named = To { $phone } ({ $name })
wizard-preview-pdf = PDF: { $file }
wizard-preview-file = { $kind ->
        [image] Picture
        [video] Video
       *[document] PDF
    }: { $file } ({ $size })
wizard-preview-language = in { $language }
wizard-preview-problems = This customer can't be sent to as it stands
wizard-preview-no-media = { $format ->
        [document] No document for this customer
        [image] No image for this customer
        [video] No video for this customer
        [location] No location for this customer
       *[other] No { $format } for this customer
    }
wizard-test-title = Send a test to yourself
wizard-test-phone = Your number
wizard-test-phone-description = Gets this message with the first ready customer's values, at once.
wizard-test-send = Send test
wizard-test-queued = Test message queued for { $phone } (message id { $id }). It goes out at once, ahead of campaigns; Home shows when it is delivered.
# Step 5: the launch (or the schedule)
wizard-launch-nobody = Nobody is ready to send to
wizard-launch-all = Launch: send to { $ready ->
        [one] { $ready } customer
       *[other] { $ready } customers
    }
wizard-schedule-all = Schedule: send to { $ready ->
        [one] { $ready } customer
       *[other] { $ready } customers
    }
wizard-launch-blocked = { $problems ->
        [one] { $problems } customer has
       *[other] { $problems } customers have
    } problems: fix them or tick the box above
wizard-launch-skip = Launch: send to { $ready }, skip { $problems }
wizard-schedule-skip = Schedule: send to { $ready }, skip { $problems }
wizard-launch-not-checked = The check hasn't finished: go back one step and wait for it, or press Check again.
wizard-scheduled-title = Scheduled
wizard-scheduled = Pacer launches this campaign by itself on { $when } ({ $zone }).
wizard-skip-problems = Send to the { $ready ->
        [one] { $ready } ready customer
       *[other] { $ready } ready customers
    } and skip the { $problems } with problems
wizard-skip-problems-description = Skipped customers are listed in the report; fix them and send them a copy of this campaign later.
wizard-launch-confirm-title = Launch "{ $campaign }"?
wizard-schedule-confirm-title = Schedule "{ $campaign }"?
wizard-launch-audience = { $count ->
        [one] { $count } contact
       *[other] { $count } contacts
    } in the audience
wizard-launch-ready = { $count } ready: they get the message
wizard-launch-problems = { $count } with a problem: skipped (the report lists them)
wizard-launch-opted-out = { $count } turned off marketing messages: not sent
wizard-launch-scheduled-note = It launches by itself on { $when } ({ $zone }). Until then you can pause or cancel it in the list.
wizard-launch-now-note = Messages start going out at once. You can pause or cancel the campaign in the list at any time; nothing is sent twice.
wizard-go-back = Go back
wizard-keep-scheduled = Keep it scheduled
wizard-launch-now = Launch now

# (end of Campaign wizard)

## Audiences: filters on imported columns, tags all/any, exclusions, a new audience from a
## report, and its count (the campaign wizard's audience step, the report's "new campaign to…")

engine-audience-empty-column = A filter names no column. Choose the column to test, or remove the filter.
engine-audience-unknown-op = The filter on "{ $column }" uses a test Pacer does not know. Use equals, not equals, contains, is empty, is not empty, greater than, less than, before or after.
engine-audience-no-value = The filter on "{ $column }" has nothing to compare with. Type a value, or use "is empty".
engine-audience-not-a-number = The filter on "{ $column }" compares numbers, but "{ $value }" is not a number. Write it in digits, like 1000 or 1,250.50.
engine-audience-not-a-date = The filter on "{ $column }" compares dates, but "{ $value }" is not a date. Write it like 2026-12-01 or 01/12/2026 (day first).
engine-audience-unknown-campaign = There is no campaign "{ $campaign }" to take an audience from. Open its report again and choose the people from there.
engine-audience-no-button = Say which button: this audience is the customers who tapped a button, and no button is named.

# The wizard's audience step: tags any/all, filters on the imported columns, exclusions, a
# report's customers, and the live count.
audience-tags-match = Contacts need
audience-tags-any = Any of these tags
audience-tags-all = All of these tags
audience-filters-title = Only those whose columns match
audience-filters-description = Every filter must match. Numbers are read without their commas (1,250.50); dates as 2026-12-01 or 01/12/2026 (day first). A value that is not a number or a date does not match.
audience-filter-add = Add a filter
audience-filter-remove = Remove this filter
audience-filter-column = Column
audience-filter-op = Test
audience-filter-value = Value
audience-op-equals = is
audience-op-not-equals = is not
audience-op-contains = contains
audience-op-is-empty = is empty
audience-op-is-not-empty = is not empty
audience-op-greater-than = is more than (number)
audience-op-less-than = is less than (number)
audience-op-before = is before (date)
audience-op-after = is after (date)
audience-except-lists = Leave out the members of these lists
audience-except-tags = Leave out contacts with these tags
audience-counting = Counting…
# The live count of the audience as it stands.
audience-count = { $total ->
    [one] { $total } contact in this audience.
   *[other] { $total } contacts in this audience.
}
audience-count-opted-out = { $count ->
    [one] { $count } of them opted out of marketing: a marketing template is not sent to them.
   *[other] { $count } of them opted out of marketing: a marketing template is not sent to them.
}
# A report's customers in the audience; $who is one of audience-who-….
audience-from-report = From a campaign's report: { $who }
audience-from-report-remove = Remove
audience-who-not-read = customers who did not read it
audience-who-failed = customers whose message failed for a reason that can change
audience-who-replied = customers who replied
audience-who-tapped = customers who tapped “{ $button }”
audience-error-filter-column = A filter has no column: choose one, or remove the filter.
# The report's actions: a new campaign to some of its customers.
audience-retarget = New campaign to…
audience-retarget-not-read = Those who did not read
audience-retarget-failed = Those whose message failed for a reason that can change
audience-retarget-replied = Those who replied
audience-retarget-tapped = Those who tapped “{ $button }”

# (end of Audiences)

## Reports: the Reports screen

reports-title = Reports
reports-refresh = Refresh
reports-pick-label = Campaign
reports-pick-loading = Reading the campaigns…
reports-pick-placeholder = Type a campaign's name
reports-pick-nothing = No campaign has that name
# A campaign to pick: its name, its state (campaigns-state-…, in small letters) and when it was launched or made.
reports-pick-option = { $name } ({ $state }, { $when })
reports-empty-none = No campaigns yet. When you launch one on the Campaigns screen, its report shows here: who got the message, who read it, and why any failed.
reports-empty-choose = Choose a campaign above to see who got its message, who read it, and why any failed.
reports-error-title = The report couldn't be read
reports-loading = Reading the report…
reports-still-sending = Still sending: this report updates by itself as messages move.
reports-resent = { $count } messages were sent once more because Meta didn't answer the first time; the customer may have received both.

# The funnel: each stage's name and what it means.
reports-stage-queued = Queued
reports-stage-queued-left = { $count } still to send
reports-stage-queued-all = every message of the campaign
reports-stage-sent = Sent
reports-stage-sent-hint = accepted by Meta
reports-stage-delivered = Delivered
reports-stage-delivered-hint = on the customer's phone
reports-stage-read = Read
reports-stage-read-hint = opened by the customer
reports-stage-failed = Failed
reports-stage-failed-hint = see the reasons below
reports-stage-skipped = Skipped
reports-stage-skipped-hint = not sent on purpose
reports-stage-cancelled = Cancelled
reports-stage-cancelled-hint = cancelled before they were sent
reports-stage-expired = Expired
reports-stage-expired-hint = not sent: they could not go out within their time limit
reports-stage-in-doubt = Checking with Meta
reports-stage-in-doubt-hint = sent without an answer; Pacer is finding out

# A message's state (the same words as the exports).
reports-state-queued = Waiting to send
reports-state-sending = Sending
reports-state-sent = Sent
reports-state-delivered = Delivered
reports-state-read = Read
reports-state-failed = Failed
reports-state-in-doubt = Checking with Meta
reports-state-deferred = Waiting
reports-state-cancelled = Cancelled
reports-state-skipped = Skipped
reports-state-expired = Expired
# Meta's delivery update (webhook) said the message failed.
reports-history-failed-webhook = Failed (webhook)
# The customer played a voice message.
reports-history-played = Played

reports-failures-title = Why { $count ->
        [one] { $count } message
       *[other] { $count } messages
    } failed
reports-retry-button = Retry the { $count } that can change
reports-retry-failed = The failed messages weren't sent again
reports-failure-retryable = Retry can help
# { $code } is Meta's error code; { $example } is Meta's own error text, as Meta wrote it.
reports-failure-details-code-example = Details: Meta code { $code } · { $example }
reports-failure-details-code = Details: Meta code { $code }
reports-failure-details-example = Details: No code from Meta · { $example }
reports-failure-details = Details: No code from Meta
reports-skipped-title = Why { $count ->
        [one] { $count } message was
       *[other] { $count } messages were
    } skipped

reports-cost-title = Estimated cost
# { $link } is reports-cost-prices-link, shown as a link.
reports-cost-no-prices = To see what it cost, add Meta's prices for your customers' country in { $link }.
reports-cost-prices-link = Settings → Prices
reports-cost-category = Category
reports-cost-delivered = Delivered
reports-cost-price = Price of one
reports-cost-amount = Amount
reports-cost-total = Total
reports-cost-unknown = unknown
# Meta's categories of template messages.
reports-cost-category-marketing = marketing
reports-cost-category-utility = utility
reports-cost-category-authentication = authentication
reports-cost-category-service = service
reports-cost-category-unknown = Unknown (template not in the list)
reports-cost-note = Only delivered template messages are charged. This is an estimate; Meta's invoice is what counts.

reports-export-title = Save the report
# "Summary" and "Recipients" are the names of the Excel file's sheets.
reports-export-text = Excel gets a Summary sheet (the numbers, failure reasons and what to do, cost) and a Recipients sheet (one row per customer with every time and reason). Exports are safe to open in Excel: a cell starting with =, +, - or @ is written as text, never run as a formula. Pacer asks where to save it.
reports-export-excel = Save as Excel…
reports-export-csv = Save as CSV…
reports-export-done = Saved to { $path }
reports-export-failed = The report wasn't saved

reports-recipients-title = Every customer ({ $count })
reports-search-placeholder = Number or name
reports-search-label = Find a customer by number or name
reports-filter-label = Show customers by where their message is
reports-filter-all = All ({ $count })
reports-filter-delivered = Delivered ({ $count })
reports-filter-waiting = Not yet delivered ({ $count })
reports-filter-failed = Failed ({ $count })
reports-filter-skipped = Skipped ({ $count })
reports-filter-cancelled = Cancelled ({ $count })
reports-filter-expired = Expired ({ $count })
reports-recipients-hint = Click a customer to see every step of their message, with Meta's codes.
reports-column-number = Number
reports-column-name = Name
reports-column-state = State
reports-column-sent = Sent
reports-column-delivered = Delivered
reports-column-read-failed = Read / failed
reports-column-reason = Reason
# { $name } is the customer's name, or their phone number.
reports-row-label = History of the message to { $name }
reports-rows-loading = Loading…
reports-rows-none = No messages yet.
reports-rows-no-match = No customer matches.
reports-rows-error-title = Some customers couldn't be read
reports-rows-error-retry = Press { reports-refresh } to try again.

reports-history-title-named = Message to { $name } ({ $phone })
reports-history-title = Message to { $phone }
reports-history-attempts = { $count ->
        [one] { $count } attempt
       *[other] { $count } attempts
    }
reports-history-wamid = Meta's id { $id }
reports-history-resent = sent once more after Meta didn't answer
reports-history-loading = Reading the message's history…
reports-history-empty = No history was recorded for this message.
reports-history-code = Meta code { $code }

reports-timeline-title = Messages per minute
reports-timeline-busiest = Busiest minute: { $count } sent at { $time }
reports-timeline-sent = Sent
reports-timeline-delivered = Delivered
reports-timeline-read = Read

# (end of Reports)

## Prices: Meta's rate card (Settings → Prices), a rate card file's refusals, the cost
## estimated before launch and compared after delivery

prices-refused-unreadable = The rate card file could not be read ({ $why }). Save it from the spreadsheet as CSV and load it again.
prices-refused-no-table = The rate card file has no price table: no row starts with "Market". The table's first row names its columns: Market, Marketing, Utility, Authentication.
prices-refused-missing-column = The rate card file has no "{ $column }" column. Add it to the row that starts with "Market", with a price for each market.
prices-refused-no-date = The rate card file does not say when its prices take effect. Add a row "Effective date,YYYY-MM-DD" above the table (Meta changes prices on the first day of a quarter).
prices-refused-bad-date = "{ $text }" is not a date. Write the effective date as YYYY-MM-DD, for example 2026-10-01.
prices-refused-no-currency = The rate card file does not say its currency. Add a row "Currency,USD" above the table, with the currency of Meta's file.
prices-refused-unknown-currency = "{ $code }" is not a currency code. Write the three-letter ISO code of the prices' currency, for example USD, EUR or INR.
prices-refused-two-currencies = The rate card mixes two currencies, { $first } and { $second }. Load a card in one currency.
prices-refused-not-a-number = The { $category ->
        [marketing] marketing
        [utility] utility
        [authentication] authentication
       *[other] authentication-international
    } price of { $market } is "{ $text }", which is not a number. Write it with a dot for decimals and no currency sign, for example 0.0107.
prices-refused-negative = The { $category ->
        [marketing] marketing
        [utility] utility
        [authentication] authentication
       *[other] authentication-international
    } price of { $market } is below zero. Write the price Meta charges: 0 or more.
prices-refused-too-high = The { $category ->
        [marketing] marketing
        [utility] utility
        [authentication] authentication
       *[other] authentication-international
    } price of { $market } is { $below } or more, which no message costs. Check the column and the decimal point.
prices-refused-duplicate-market = The market "{ $market }" is in the rate card twice. Keep one row for it.
prices-refused-unknown-market = Pacer does not know which countries make up the market "{ $market }". Add a "Countries" column with each market's two-letter country codes (for example "PK" or "US CA").
prices-refused-bad-country = "{ $country }" in the countries of { $market } is not a country code. Write two-letter ISO codes such as PK, IN or BR, split by spaces.
prices-refused-country-twice = The country { $country } is in two markets, { $first } and { $second }. Keep it in one.
prices-refused-no-markets = The rate card's table has no markets. Add one row per market under the row that starts with "Market".
prices-estimate-summary = Estimated cost: { $amount } for { $messages ->
        [one] one message
       *[other] { $messages } messages
    }{ $unpriced ->
        [0] {""}
       *[other] , and { $unpriced } more with no price on the card
    } ({ $source }, prices from { $effective }).{ $utility ->
        [yes] {" "}Utility messages that arrive while the customer's service window is open are free, so the cost may be lower.
       *[other] {""}
    }
prices-estimate-none = No cost estimate: no rate card is loaded. Load Meta's rate card in Settings → Prices.
prices-comparison = Estimated at launch: { $estimated }. Cost of what was delivered: { $actual }.
prices-estimate-title = Estimated cost
prices-estimate-country = Country
prices-estimate-category = Category
prices-estimate-messages = Messages
prices-estimate-price = Price each
prices-estimate-amount = Amount
prices-estimate-total = Total
prices-estimate-card = Prices from { $effective }: { $source }.
prices-estimate-unknown-country = Unknown country
prices-category-marketing = Marketing
prices-category-utility = Utility
prices-category-authentication = Authentication
prices-no-price = no price
prices-settings-link = Open Settings → Prices
prices-settings-title = Rate card
prices-settings-description = Meta's price per delivered template message, by market and category. Load the rate card Meta publishes, saved as CSV: the campaign check estimates each campaign's cost with it, and reports compare that estimate with the cost after delivery.
prices-settings-load = Load a rate card…
prices-settings-load-failed = The rate card was not loaded
prices-settings-none = No rate card is loaded yet.
prices-settings-card = { $currency }, prices from { $effective }: { $source }
prices-settings-market = Market
prices-settings-countries = Countries
prices-settings-every-other = Every other country
prices-settings-loaded = Rate card loaded: { $markets } markets.
prices-settings-typed = Or type one price per category for every country: saving them replaces the rate card.

## Settings: the Settings screen

settings-title = Settings
settings-loading = Reading the settings…
settings-link-account = Meta account
settings-link-sending = Sending
settings-link-delivery = Delivery updates
settings-link-prices = Prices
settings-link-api = Local API
settings-link-folders = Folders
settings-link-data = Data & diagnostics
# { $problem }: what to fix first (one of the settings-error- messages below).
settings-save-not-yet = Nothing was saved yet: { $problem }
# { $problem }: the engine's reason (for now in English); { $details }: the technical details.
settings-save-refused = Nothing was saved: { $problem }
settings-save-refused-details = Nothing was saved: { $problem } (Details: { $details })
settings-saved-title = Saved
settings-saved = Settings saved. Pacer restarted its engine with them where needed; nothing queued was lost.
settings-done-title = Done
settings-save-bar-unsaved = Unsaved changes. Saving restarts the engine where needed: messages in flight finish first and nothing queued is lost.
settings-save-bar-saved = Every setting is saved.
settings-save-bar-undo = Undo changes
settings-save-bar-save = Save settings
settings-copied = Copied
# An example of what to type: { $example } stays as it is.
settings-example = e.g. { $example }
settings-details = Details: { $details }
# Written after the number in the field (keep the space in {" "} if your language puts one).
settings-unit-days = {" "}days
settings-unit-minutes = {" "}minutes

settings-account-title = Meta account
settings-account-use-demo = Use the demo
settings-account-use-live = Switch to live
settings-account-intro-live = Pacer sends real messages through phone number id { $id }. Change a value below and connect again to update it.
settings-account-intro-demo-connected = A Meta account is connected, but you're using the demo. Switch to live to send real messages.
settings-account-intro-demo = You're using the demo. Fill in your Meta account's details to send real messages: you find them in Meta Business Manager and the App Dashboard (developers.facebook.com → your app).
settings-account-phone-number-id = Phone number id
settings-account-phone-number-id-where = WhatsApp Manager → Phone numbers, or App Dashboard → WhatsApp → API Setup
settings-account-waba-id = WhatsApp Business Account id (WABA id)
settings-account-waba-id-where = App Dashboard → WhatsApp → API Setup, under the phone number id
settings-account-access-token = Access token
settings-account-access-token-where = Business Settings → Users → System users → Generate new token (WhatsApp permissions)
settings-account-access-token-placeholder = Paste the system user's token
settings-account-access-token-show = Show or hide the access token
settings-account-kept = stored in your keyring — leave empty to keep
settings-account-app-secret = App secret
settings-account-app-secret-where = App Dashboard → App settings → Basic → App secret; proves updates come from Meta
settings-account-app-secret-placeholder = Paste the app secret
settings-account-app-secret-show = Show or hide the app secret
settings-account-verify-token = Verify token
settings-account-verify-token-where = Any word you choose; Meta uses it to check the delivery-updates address
settings-account-advanced = Advanced: Graph API address and version
settings-account-graph-url = Graph API address
settings-account-graph-url-where = Meta's is { $url }; change it only to test against a simulator
settings-account-api-version = API version
settings-account-api-version-where = Pacer is built for { $version }
settings-account-test = Test connection
settings-account-reconnect-button = Save and reconnect
settings-account-connect-button = Connect and switch to live
settings-account-test-note = Testing only reads from Meta: nothing is saved or sent. Secrets go to this computer's keyring, never to a file, and are never shown again.
settings-account-confirm-reconnect-title = Reconnect with these details?
settings-account-confirm-live-title = Switch to live?
settings-account-confirm-reconnect = Reconnect
settings-account-confirm-steps = Pacer first tests the account, then stores the secrets in your keyring and switches to live.
settings-account-confirm-real = In live mode, campaigns and OTPs send real WhatsApp messages to real customers, and Meta charges your account for them.
# { settings-account-use-demo } is the button's own words, as written above.
settings-account-confirm-demo-data = The demo's contacts, campaigns and reports stay in the demo: live starts with its own, empty data. You can go back with "{ settings-account-use-demo }" at any time.
settings-account-error-phone-number-id = Paste the phone number id first (WhatsApp Manager → Phone numbers).
settings-account-error-waba-id = Paste the WhatsApp Business Account id first (App Dashboard → WhatsApp → API Setup).
settings-account-error-access-token = Paste the access token first (Meta Business Manager → System users → Generate token).
settings-account-error-app-secret = Paste the app secret too (App Dashboard → Settings → Basic): Pacer uses it to check that delivery updates really come from Meta.
settings-account-connected-title = Connected: live
settings-account-connected = Pacer now sends through your Meta account. The demo's data stays in the demo.
settings-account-now-demo = You're in the demo: nothing reaches real phones. Your Meta account stays connected for later.
settings-account-now-live-title = Live
settings-account-now-live = Pacer sends through your Meta account again.
settings-account-demo-failed = Pacer couldn't switch to the demo
settings-account-live-failed = Pacer couldn't switch to live
settings-account-problem-title = Pacer couldn't use this account
settings-account-not-accepted = Meta did not accept the account. Check the ids and the token.
settings-account-works-title = Meta answered: this account works
settings-account-result-name = Name
settings-account-result-number = Number
settings-account-result-quality = Quality
settings-account-result-limit = Daily limit
settings-account-result-speed = Speed
settings-account-result-templates = Templates
settings-quality-green = Green (high quality)
settings-quality-yellow = Yellow (medium quality: customers have complained a little)
settings-quality-red = Red (low quality: Meta may limit this number)
settings-quality-unknown = Not rated yet
settings-quality-na = Not rated
settings-limit-unlimited = No daily limit of customers
settings-limit-not-set = Meta has not set a daily limit yet
# Meta's daily limit: how many customers the number may start conversations with in a day.
settings-limit-customers = { $customers ->
        [one] { $customers } customer a day
       *[other] { $customers } customers a day
    }
settings-speed-standard = 80 messages per second (standard)
settings-speed-high = Up to 1,000 messages per second (raised by Meta)
settings-speed-not-applicable = Not applicable to this number

settings-sending-title = Sending
settings-mps = Messages per second
settings-mps-description = Meta allows { $standard } per number (standard), up to { $high } once Meta raises your number's throughput; { $app } if the number is also in the WhatsApp Business app
settings-bulk-share = Share campaigns may use
settings-bulk-share-description = Keep room for OTPs: at { $share } %, campaigns use at most { $share } % of the rate. OTPs always go first.
settings-media-per-second = PDF uploads per second
settings-media-per-second-description = How fast invoice PDFs are uploaded to Meta when a campaign launches ({ $safe } is safe)
settings-express-expires = Drop OTPs and alerts not sent within
settings-express-expires-description = An OTP or alert that could not go out in time (Meta down, sending paused) is not sent and shows as expired: a login code an hour late is worse than none. 0 = never.
settings-bulk-expires = Drop campaign messages not sent within
settings-bulk-expires-description = 0 (the usual choice) = never: an invoice is still worth sending late. Set a limit for offers that end.
settings-default-country = Default country
settings-default-country-description = For numbers written without a country code: a two-letter code such as PK, GB or US
settings-opt-out-words = More opt-out words
# STOP, UNSUBSCRIBE, STOP PROMOTIONS and OPT OUT are the words customers send: keep them in English.
settings-opt-out-words-description = STOP, UNSUBSCRIBE, STOP PROMOTIONS and OPT OUT always work. Add the words your customers use in their languages; press Enter after each.
settings-opt-out-words-note = A customer who replies with one of these words gets no more marketing messages; invoices and OTPs still go.

settings-delivery-title = Delivery updates
settings-delivery-description = Meta tells Pacer which messages were delivered, read or failed by calling a public https:// address. Pacer runs on this computer, so a tunnel gives it one. Without it, messages still go out but stay "sent".
settings-tunnel = Tunnel
settings-tunnel-off = Off
settings-tunnel-cloudflared = cloudflared (free, new address each start)
settings-tunnel-cloudflared-named = cloudflared with my own domain (a named tunnel)
settings-tunnel-ngrok = ngrok
settings-tunnel-url = A fixed https:// address I already have
settings-tunnel-command = Another tunnel program (a command)
settings-tunnel-cloudflared-note = Needs cloudflared installed (developers.cloudflare.com → Downloads). Pacer starts it and restarts it if it stops.
settings-tunnel-ngrok-note = Needs ngrok installed, and your authtoken below (or ngrok already logged in). For your static ngrok domain, choose "Another tunnel program" and add --url to the command.
settings-tunnel-host = Your public host name
settings-tunnel-host-description = The host name you routed to the tunnel in Cloudflare (Zero Trust → Tunnels → Public hostname), pointing at the webhook receiver below. Needs cloudflared installed and the tunnel's token below.
settings-tunnel-public-url = Your public address
settings-tunnel-public-url-description = An https:// address that already forwards to the webhook receiver below; nothing is started
settings-tunnel-command-label = Command
# { "{port}" } is written as it is in the command: keep it.
settings-tunnel-command-description = The program and its arguments; { "{port}" } becomes the receiver's port. Pacer reads the public address from what it prints. Pacer asks you to confirm the program before it first runs it; a token goes in the field below, never here.
settings-tunnel-token = Tunnel token
settings-tunnel-token-stored = A token is saved in this computer's keyring. Paste a new one to replace it.
settings-tunnel-token-description = Your named tunnel's token (Cloudflare) or your ngrok authtoken. Pacer keeps it in this computer's keyring and gives it to the tunnel program privately.
settings-tunnel-token-saved-placeholder = •••••• (saved)
settings-tunnel-token-placeholder = Paste the token
settings-tunnel-token-show = Show or hide the token
settings-tunnel-token-save = Save token
settings-tunnel-token-forget = Remove
settings-tunnel-token-removed = The tunnel token was removed from the keyring.
settings-tunnel-token-saved = The tunnel token is saved in this computer's keyring.
settings-tunnel-token-failed = The tunnel token was not saved
settings-register-callback = Register the address with Meta by itself
settings-register-callback-description = Each new address is given to Meta as your callback URL, so you never copy it into the App Dashboard. Needs the verify token under Meta account.
settings-register-callback-off = Without it, set the tunnel's address followed by /webhook, and your verify token, once in the App Dashboard → WhatsApp → Configuration.
settings-tunnel-now = Now
# Followed by the receiver's address.
settings-delivery-receiver = The webhook receiver on this computer:

settings-prices-title = Prices
settings-prices-description = Meta charges for each delivered template message, by its category and your customers' country. Copy the prices for that country from Meta's rate card (WhatsApp Manager → Insights, or Meta's pricing page) and reports show what each campaign cost. Leave them empty to see counts only.
settings-currency = Currency
settings-currency-description = Of Meta's prices, e.g. { $example }
settings-price-marketing = Marketing message
settings-price-marketing-description = Offers, announcements, reminders to buy
settings-price-utility = Utility message
settings-price-utility-description = Invoices, order and payment updates
settings-price-authentication = Authentication message
settings-price-authentication-description = One-time passwords
settings-price-not-set = not set

settings-api-title = Local API for your other systems
settings-api-description = Your website or billing system sends OTPs and alerts through Pacer here; they go first, ahead of campaigns. Only programs on this computer can reach it.
settings-api-address = Address
settings-api-address-copy = Copy the address
settings-api-key = Key
settings-api-key-description = Sent as Authorization: Bearer <key>
settings-api-key-show = Show or hide the key
settings-api-key-copy = Copy the key
settings-api-example = Send an OTP (example)
settings-api-example-copy = Copy the example with your key
# { $answer }: Pacer's JSON answer; { $url }: the address to ask; idempotency_key is the field's own name.
settings-api-example-note = Pacer answers { $answer } at once; GET { $url } tells whether it was delivered. Sending the same idempotency_key again never sends twice.
settings-api-advanced = Advanced: ports
settings-api-port = Local API port
settings-api-port-description = On { $address } only
settings-webhook-port = Webhook receiver port
settings-webhook-port-description = What the tunnel exposes

settings-folders-title = Folders Pacer may read
settings-folders-description = Programs calling Pacer's local API can only name files inside these folders (contact lists to import, invoice PDFs), or upload the file itself. So a program or web page can never make Pacer read your other files, such as documents or keys. Changes apply at once.
settings-folders-imports = Pacer's own imports folder: put files here for other programs to import.
settings-folders-always = Always
settings-folders-remove = Remove this folder
settings-folders-remove-named = Remove { $folder }
settings-folders-add = Add a folder…
settings-folders-add-note = Pacer asks which folder in its own window.
settings-folders-added-title = Folder added
settings-folders-added = Programs calling the local API may now read files in that folder.
settings-folders-add-failed = The folder was not added
settings-folders-removed-title = Folder removed
settings-folders-removed = Programs calling the local API can no longer read files in { $folder }.
settings-folders-remove-failed = The folder was not removed

settings-data-title = Data & diagnostics
settings-data-folder = Data folder
settings-data-folder-copy = Copy the data folder
settings-data-database = Database
settings-data-database-copy = Copy the database
settings-data-logs = Logs folder
settings-data-logs-copy = Copy the logs folder
settings-data-version = Version
settings-data-retention = Keep delivery updates for
settings-data-retention-description = Meta's delivery updates stay in Pacer's inbox this long after they are used, so you can look into what Meta said. From { $min } to { $max } days.
settings-data-copy-diagnostics = Copy diagnostics
settings-data-diagnostics-description = Versions, settings, the engine's state and the last log lines, to paste into a support request. Tokens, secrets and keys are removed first.
settings-data-diagnostics-title = Diagnostics
settings-data-diagnostics-text = Diagnostics text
settings-data-no-clipboard = Pacer couldn't reach the clipboard. Select the text below and copy it (Ctrl+A, Ctrl+C). Secrets were removed.
settings-data-copied = Diagnostics copied: paste them into your message to support. Secrets were removed.
settings-data-diagnostics-failed = Pacer couldn't gather the diagnostics

# The form's checks, said before saving.
settings-error-messages-per-second = Messages per second must be between { $min } and { $max } (Meta's standard is { $standard }).
settings-error-bulk-share = The share campaigns may use must be between { $min } % and { $max } %.
settings-error-media-per-second = PDF uploads per second must be a whole number between { $min } and { $max }.
settings-error-default-country = The default country is a two-letter code, such as PK, GB or US.
settings-error-tunnel-url = Give the full public address, starting with https:// (without ? or #).
settings-error-tunnel-command-port = Put { "{port}" } where the tunnel program needs the webhook receiver's port, e.g. mytunnel --port { "{port}" }.
settings-error-tunnel-command-token = Take the token out of the command: anyone on this computer can read a command. Enter it in the tunnel token field below instead.
settings-error-tunnel-host = Give the public host name you routed to the tunnel in Cloudflare, such as hooks.example.com.
settings-error-port = A port is a whole number between { $min } and { $max }.
settings-error-ports-differ = The local API and the webhook receiver need two different ports.
settings-error-inbox-retention = Keep delivery updates between { $min } and { $max } days ({ $usual } unless you change it).
settings-error-expires-after = Give a whole number of minutes from 1 to { $max } ({ $days } days), or 0 for no limit.
settings-error-currency = Give the currency of Meta's prices as three letters, such as USD, EUR or PKR.
settings-error-price = A price is a number from 0 up to { $max }.

# (end of Settings)

## Engine: what the engine says (the window shows it in the person's language; the command
## line and the local API say it in English)

setting-refused-messages-per-second = Messages per second must be between { $min } and { $max } (Meta's default is { $default }).
setting-refused-bulk-share = The share campaigns may use must be between { $min } % and { $max } %.
setting-refused-media-rate = PDF uploads per second must be a whole number between { $min } and { $max }.
setting-refused-ports = The local API and the webhook receiver need two different ports.
setting-refused-default-country = The default country is a two-letter code, such as PK, GB or US.
setting-refused-inbox-retention = Delivery updates are kept between { $min } and { $max } days ({ $default } unless you change it).
setting-refused-time-limit = A time limit is a number of minutes from 1 to { $max } ({ $days } days), or 0 for no limit.
setting-refused-currency = "{ $currency }" is not a currency code: use three capital letters, such as USD, EUR or PKR.
setting-refused-unpriced-category = Meta prices marketing, utility and authentication messages; "{ $category }" is none of them.
setting-refused-price = The price of a { $category ->
        [marketing] marketing
        [utility] utility
        [authentication] authentication
       *[other] { $category }
    } message must be a number from 0 up to { $below } { $currency }.

# (end of Engine)

## Engine, tunnel: why the tunnel (the way Meta's delivery updates reach this computer) is
## down, what Pacer does next, the tunnel setting's refusals and the callback registration

# A tunnel program (cloudflared, ngrok) is missing; $link is where to download it.
tunnel-not-installed = { $program } is not installed or not on PATH: install it or choose another tunnel in Settings.
tunnel-not-installed-link = { $program } is not installed or not on PATH: install it ({ $link }) or choose another tunnel in Settings.
# $reason is the operating system's own words.
tunnel-cannot-start = Pacer could not start { $program }: { $reason }.
tunnel-stopped-code = The tunnel stopped (exit code { $code }).
tunnel-stopped-by-system = The tunnel stopped (it was ended by the system).
tunnel-no-public-address = The tunnel started but showed no public address within { $seconds } s.
# What Pacer does next; $minutes and $seconds make up the wait (2 min 30 s).
tunnel-next-restart = Pacer restarts it in { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }. Messages still go out; delivery updates catch up when it is back.
tunnel-next-retry = Pacer tries again in { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }. Messages still go out; delivery updates catch up when it is back.
tunnel-next-change-setting = Change the tunnel in Settings to receive delivery updates.
# The tunnel setting (Settings → Delivery updates) refused. "{port}" is typed as it is.
tunnel-setting-unknown = "{ $given }" is not a tunnel setting Pacer knows. Choose cloudflared, ngrok, cloudflared-named:<your.host.name>, command:<your command with {"{"}port{"}"}>, url:<https://your.address> or off.
tunnel-setting-empty-command = The tunnel command is empty. Give the program and its arguments, with {"{"}port{"}"} where Pacer's webhook port goes.
tunnel-setting-missing-port = The tunnel command has no {"{"}port{"}"}. Put {"{"}port{"}"} where Pacer's webhook port goes, for example: cloudflared tunnel --url http://127.0.0.1:{"{"}port{"}"}
tunnel-setting-unclosed-quote = The tunnel command has a " that is never closed.
tunnel-setting-token-in-command = The tunnel command carries a token ({ $option }…), which any program on this computer can read in the list of running programs. Remove it from the command and enter the token in the tunnel token field instead (Settings → Delivery updates; PACER_TUNNEL_TOKEN for pacer serve): Pacer hands it to the tunnel program privately.
tunnel-setting-bad-hostname = "{ $given }" is not a host name. Give the public host name you routed to the tunnel in Cloudflare, such as hooks.example.com.
tunnel-setting-not-http = The public URL must start with https:// (or http://), and "{ $url }" does not.
tunnel-setting-bad-url = "{ $url }" is not a usable public URL: { $fault ->
        [spaces] it contains spaces
        [query] give the address without ? or #
        [user] give the address without a user name or password
       *[host] it has no valid host name
    }.
# Registering the webhook address with Meta. $explanation is Meta's own words.
tunnel-registration-verified = Meta verified { $url } and will send delivery updates there.
tunnel-registration-too-long = { $url } is longer than the { $max } characters Meta accepts for a webhook URL. Choose a shorter public URL in Settings.
tunnel-registration-not-verified = Meta could not verify the webhook URL: { $explanation }
tunnel-registration-failed = Pacer could not register { $url } with Meta: { $error }
tunnel-registration-asks-again = Pacer asks again in { $minutes ->
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
app-file-not-chosen = Pacer reads only files you choose yourself: press Choose… and pick the file in the window that opens.
app-folder-not-chosen = Pacer reads only folders you choose yourself: press Choose… and pick the folder in the window that opens.
app-missing = Pacer can't find { $path } any more. Check that it is still there, then choose it again.
app-wrong-kind = { $kind ->
        [file] { $path } is not a file. Choose a file.
       *[folder] { $path } is not a folder. Choose a folder.
    }
app-dialog-busy = Another Pacer window is open and waiting for you: finish it first.
app-dialog-failed = The window to choose a file closed unexpectedly. Try again.

# The database and the engine
app-database-failed = Pacer couldn't read or write its database. Check that the disk is not full, then try again.
app-engine-stopping = Pacer couldn't do that: its engine is stopping or its database failed. Try again in a moment.
app-still-starting = Pacer is still starting. Try again in a moment.

# The keyring ($detail: the keyring's own words)
app-keyring-no-answer = This computer's keyring did not answer within 30 seconds (it may be locked). Unlock it, then try again.
app-keyring-failed = Pacer couldn't use this computer's keyring, where it keeps your Meta token and secrets ({ $detail }). Unlock the keyring (on Linux: GNOME Keyring or KWallet must be running), then try again.
app-keyring-failed-stopped = Pacer couldn't use this computer's keyring, where it keeps your Meta token and secrets (the keyring call stopped unexpectedly). Unlock the keyring (on Linux: GNOME Keyring or KWallet must be running), then try again.
app-keyring-failed-locked = Pacer couldn't use this computer's keyring, where it keeps your Meta token and secrets (the keyring did not answer within 30 seconds; it may be locked). Unlock the keyring (on Linux: GNOME Keyring or KWallet must be running), then try again.
app-keyring-failed-locked-api-key = Pacer couldn't use this computer's keyring, where it keeps your Meta token and secrets (the keyring did not answer within 30 seconds; it may be locked. The local API key works until Pacer closes). Unlock the keyring (on Linux: GNOME Keyring or KWallet must be running), then try again.
app-keyring-call-stopped = The keyring call stopped unexpectedly. Try again.

# Why the engine did not start ($detail: the system's own words)
app-no-account = No Meta account is connected yet. Connect one in Settings → Meta account, or use the demo.
app-missing-secret = { $secret ->
        [access-token] The Meta access token is missing from this computer's keyring. Enter it again in Settings → Meta account.
       *[app-secret] The Meta app secret is missing from this computer's keyring. Enter it again in Settings → Meta account.
    }
app-simulator-failed = The demo's simulated Meta could not start: { $detail }
app-graph-unusable = The Meta address in Settings is not usable: { $detail }
app-data-folder-failed = Pacer couldn't prepare its data folder { $path }: { $detail }
app-node-api-not-loopback = the local API address { $addr } is not a loopback address: it must only be reachable from this machine (use 127.0.0.1)
app-node-webhook-not-loopback = the webhook receiver's address { $addr } is not a loopback address. The tunnel reaches a receiver on 127.0.0.1; listening on the network lets everyone on it send to the receiver. Use 127.0.0.1, or pass --webhook-beyond-loopback if a reverse proxy on another machine forwards Meta's webhooks to it
app-node-already-running = another Pacer is already running with the database { $path }: close it first (two Pacers on one database would send every message twice)
app-node-folder-failed = cannot use the folder of the database { $path }: { $detail }
app-node-cannot-listen = { $what ->
        [api] cannot listen on { $addr } for the local API ({ $detail }); is another program using that port?
       *[webhook] cannot listen on { $addr } for the webhook receiver ({ $detail }); is another program using that port?
    }
app-node-engine-failed = cannot start with the database { $path }: { $detail }
app-start-port-in-use = { $what ->
        [api] cannot listen on { $addr } for the local API ({ $detail }); is another program using that port? Another Pacer (or `pacer serve`) may be running: close it, or change the ports in Settings → Advanced.
       *[webhook] cannot listen on { $addr } for the webhook receiver ({ $detail }); is another program using that port? Another Pacer (or `pacer serve`) may be running: close it, or change the ports in Settings → Advanced.
    }

# The settings file
app-settings-file-unusable = { $action ->
        [read] Pacer couldn't read its settings file { $path }: { $detail }
       *[save] Pacer couldn't save its settings file { $path }: { $detail }
    }
app-settings-file-damaged = Pacer's settings file { $path } is damaged ({ $detail }); it was kept as { $backup } and Pacer started with its defaults
app-tunnel-not-confirmed = Nothing was saved: you chose not to run the tunnel program, so the tunnel stays as it was ({ $tunnel }). Save again and choose "Run this program" to use it, or choose another tunnel.
app-tunnel-token-spaces = A tunnel token has no spaces. Copy it again from Cloudflare or ngrok, then paste it here.

# Templates and reports
app-templates-sync-failed = Pacer couldn't read your templates from Meta. Check the connection in Settings → Meta account, then try again.
app-template-missing = There is no template "{ $name }" in { $language }. Sync the templates and try again.
app-export-format = Pacer exports CSV or XLSX, not "{ $format }".
app-saving-stopped = Saving stopped unexpectedly. Try again.
app-export-build-failed = Pacer couldn't build the export.
app-export-write-failed = Pacer couldn't write { $path }. Choose another folder, or close the file if it is open in Excel.

# Connecting a Meta account ($step: number, or templates when the number was fine)
app-use-live-no-account = No Meta account is connected yet: fill in Settings → Meta account first.
app-paste-access-token = Paste the access token first (Meta Business Manager → System users → Generate token).
app-paste-app-secret = Paste the app secret too (App Dashboard → Settings → Basic): Pacer uses it to check that delivery updates really come from Meta.
app-token-not-sent = Not tested: nothing was sent to { $address }, because you chose not to send your stored access token there. To test that address, paste the access token meant for it.
app-meta-not-accepted = Meta did not accept the account.
app-meta-token-refused = { $step ->
        [templates] The number is fine, but the templates: Meta refused this access token: it has expired or was revoked, or only part of it was pasted. Generate a new one (Business Settings → Users → System users → Generate token) and paste it here.
       *[number] Meta refused this access token: it has expired or was revoked, or only part of it was pasted. Generate a new one (Business Settings → Users → System users → Generate token) and paste it here.
    }
app-meta-ids-unknown = { $step ->
        [templates] The number is fine, but the templates: Meta doesn't know that phone number id or WABA id, or the token cannot see it. Check both ids in WhatsApp Manager.
       *[number] Meta doesn't know that phone number id or WABA id, or the token cannot see it. Check both ids in WhatsApp Manager.
    }
app-meta-refused = { $step ->
        [templates] The number is fine, but the templates: Meta refused the request: { $message }
       *[number] Meta refused the request: { $message }
    }
app-meta-unreachable = { $step ->
        [templates] The number is fine, but the templates: Pacer couldn't reach Meta at { $url }. Check this computer's internet connection (and the Graph address under Advanced).
       *[number] Pacer couldn't reach Meta at { $url }. Check this computer's internet connection (and the Graph address under Advanced).
    }
app-meta-unexpected = { $step ->
        [templates] The number is fine, but the templates: Meta answered in a way Pacer did not expect. Check the Graph address under Advanced.
       *[number] Meta answered in a way Pacer did not expect. Check the Graph address under Advanced.
    }
app-templates-count = { $templates } templates, { $approved } approved

# Meta refused the connection test with a code Pacer has words for ($row names them).
app-meta-code = { $step ->
        [templates] The number is fine, but the templates: { app-meta-code-words }
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
meta-code-throughput-meaning = Meta's limit of messages per second was reached.
meta-code-throughput-action = Pacer slows down and sends the rest by itself; nothing is lost.
meta-code-call-volume = { meta-code-call-volume-meaning } { meta-code-call-volume-action }
meta-code-call-volume-meaning = Meta asked Pacer to make fewer requests for a while (its hourly limit on calls).
meta-code-call-volume-action = Pacer slows down and sends the rest by itself; nothing is lost.
meta-code-maintenance = { meta-code-maintenance-meaning } { meta-code-maintenance-action }
meta-code-maintenance-meaning = Your WhatsApp account is in maintenance for a moment (for example while Meta raises its limit).
meta-code-maintenance-action = Pacer waits about a minute and goes on by itself.
meta-code-temporary = Meta had a temporary problem.
meta-code-pair-rate = { meta-code-pair-rate-meaning } { meta-code-pair-rate-action }
meta-code-pair-rate-meaning = Too many messages went to this customer in a short time.
meta-code-pair-rate-action = Pacer waits before sending them the next one; other customers are not held up.
meta-code-marketing-cap = WhatsApp held back this marketing message because the customer has received many lately.
meta-code-template-values = { meta-code-template-values-meaning } { meta-code-template-values-action }
meta-code-template-values-meaning = The number of values does not match the template's variables.
meta-code-template-values-action = Check the column mapping of the campaign.
meta-code-template-missing = { meta-code-template-missing-meaning } { meta-code-template-missing-action }
meta-code-template-missing-meaning = This template does not exist in that language, or is not approved.
meta-code-template-missing-action = Check it in WhatsApp Manager and sync templates.
meta-code-template-policy = { meta-code-template-policy-meaning } { meta-code-template-policy-action }
meta-code-template-policy-meaning = Meta found the template's content against its policy.
meta-code-template-policy-action = Edit the template in WhatsApp Manager.
meta-code-value-format = A value does not have the format the template expects (for example an image where a PDF belongs).
meta-code-template-paused = { meta-code-template-paused-meaning } { meta-code-template-paused-action }
meta-code-template-paused-meaning = Meta paused this template because of low quality.
meta-code-template-paused-action = Campaigns using it are paused; other messages continue.
meta-code-template-disabled = { meta-code-template-disabled-meaning } { meta-code-template-disabled-action }
meta-code-template-disabled-meaning = Meta disabled this template for good after repeated low quality.
meta-code-template-disabled-action = Create a new template.
meta-code-flow-blocked = { meta-code-flow-blocked-meaning } { meta-code-flow-blocked-action }
meta-code-flow-blocked-meaning = The WhatsApp Flow in this template is blocked.
meta-code-flow-blocked-action = Check the Flow in WhatsApp Manager, then resume the campaign.
meta-code-flow-too-often = { meta-code-flow-too-often-meaning } { meta-code-flow-too-often-action }
meta-code-flow-too-often-meaning = This WhatsApp Flow was sent too often (Meta allows 10 sends an hour per Flow).
meta-code-flow-too-often-action = The campaign is paused; resume it later.
meta-code-marketing-off = Marketing templates are switched off for the Cloud API on this WhatsApp account.
meta-code-spam-limit = { meta-code-spam-limit-meaning } { meta-code-spam-limit-action }
meta-code-spam-limit-meaning = Meta limited sending because recent messages were blocked or reported as spam.
meta-code-spam-limit-action = Check your number's quality in WhatsApp Manager; Pacer will try one message after a pause.
meta-code-category-limit = { meta-code-category-limit-meaning } { meta-code-category-limit-action }
meta-code-category-limit-meaning = Meta limited sending because of template category violations.
meta-code-category-limit-action = Review your templates' categories; Pacer will try one message after a pause.
meta-code-token-expired = { meta-code-token-expired-meaning } { meta-code-token-expired-action }
meta-code-token-expired-meaning = Your Meta access token has expired or was revoked.
meta-code-token-expired-action = Paste a new one in Settings → Meta account, then press Resume. Sending is paused until then; nothing is lost.
meta-code-permission = { meta-code-permission-meaning } { meta-code-permission-action }
meta-code-permission-meaning = Meta says your access token lacks a permission this needs.
meta-code-permission-action = Give the system user whatsapp_business_messaging and whatsapp_business_management in Meta Business Manager, then press Resume.
meta-code-restricted = { meta-code-restricted-meaning } { meta-code-restricted-action }
meta-code-restricted-meaning = Meta restricted your WhatsApp account for a policy violation.
meta-code-restricted-action = Check Account Quality in WhatsApp Manager, then press Resume.
meta-code-locked = { meta-code-locked-meaning } { meta-code-locked-action }
meta-code-locked-meaning = Meta locked your WhatsApp account.
meta-code-locked-action = Check its status in WhatsApp Manager, then press Resume.
meta-code-payment = { meta-code-payment-meaning } { meta-code-payment-action }
meta-code-payment-meaning = Meta reports a problem with your payment method.
meta-code-payment-action = Fix it in Meta Business Manager → Billing, then press Resume.
meta-code-not-registered = { meta-code-not-registered-meaning } { meta-code-not-registered-action }
meta-code-not-registered-meaning = Your business phone number is not registered with the Cloud API.
meta-code-not-registered-action = Register it in WhatsApp Manager, then press Resume.
meta-code-number-deleted = { meta-code-number-deleted-meaning } { meta-code-number-deleted-action }
meta-code-number-deleted-meaning = Your business phone number was deleted from the WhatsApp account.
meta-code-number-deleted-action = Check the phone number id in Settings.
meta-code-display-name = { meta-code-display-name-meaning } { meta-code-display-name-action }
meta-code-display-name-meaning = Your business number has no approved display name yet.
meta-code-display-name-action = Get it approved in WhatsApp Manager, then press Resume.
meta-code-payments-terms = { meta-code-payments-terms-meaning } { meta-code-payments-terms-action }
meta-code-payments-terms-meaning = WhatsApp Payments terms are not accepted for this account.
meta-code-payments-terms-action = Accept them in WhatsApp Manager, then press Resume.
meta-code-direct-send = { meta-code-direct-send-meaning } { meta-code-direct-send-action }
meta-code-direct-send-meaning = Direct Send is blocked for this account.
meta-code-direct-send-action = Check the account in WhatsApp Manager, then press Resume.
meta-code-stopped-marketing = { meta-code-stopped-marketing-meaning } { meta-code-stopped-marketing-action }
meta-code-stopped-marketing-meaning = This customer turned off marketing messages from your business.
meta-code-stopped-marketing-action = Pacer won't send them marketing again.
meta-code-media = { meta-code-media-meaning } { meta-code-media-action }
meta-code-media-meaning = Meta could not fetch or use the attached file.
meta-code-media-action = Check that it is a valid PDF or image and try again.
meta-code-invalid-value = { meta-code-invalid-value-meaning } { meta-code-invalid-value-action }
meta-code-invalid-value-meaning = Meta refused the message as written (a missing or invalid value).
meta-code-invalid-value-action = The details say which field.
meta-code-own-number = The recipient is your own business number.
meta-code-unreachable = { meta-code-unreachable-meaning } { meta-code-unreachable-action }
meta-code-unreachable-meaning = This number can't receive WhatsApp messages.
meta-code-unreachable-action = Check the number, or reach this customer another way.
meta-code-not-allowed-test = { meta-code-not-allowed-test-meaning } { meta-code-not-allowed-test-action }
meta-code-not-allowed-test-meaning = This number is not on your test number's list of allowed recipients.
meta-code-not-allowed-test-action = Add it in the App Dashboard, or use your live number.
meta-code-window-closed = It has been more than 24 hours since this customer last wrote to you, so only an approved template can be sent.
meta-code-unsupported = WhatsApp does not support this kind of message.
meta-code-download-failed = { meta-code-download-failed-meaning } { meta-code-download-failed-action }
meta-code-download-failed-meaning = WhatsApp could not download a file the customer sent.
meta-code-download-failed-action = Ask them to send it again.
meta-code-user-id = { meta-code-user-id-meaning } { meta-code-user-id-action }
meta-code-user-id-meaning = This kind of message cannot be sent to a WhatsApp user id.
meta-code-user-id-action = Send it to the customer's phone number instead.
meta-code-blocked = { meta-code-blocked-meaning } { meta-code-blocked-action }
meta-code-blocked-meaning = Your business has blocked this customer.
meta-code-blocked-action = Unblock them in WhatsApp Manager to send them messages.
meta-code-experiment = { meta-code-experiment-meaning } { meta-code-experiment-action }
meta-code-experiment-meaning = Meta kept this customer out of marketing messages as part of an experiment.
meta-code-experiment-action = Nothing to fix.
meta-code-country = Your WhatsApp account may not message customers in this customer's country.
meta-code-too-long = { meta-code-too-long-meaning } { meta-code-too-long-action }
meta-code-too-long-meaning = With its values filled in, this message is longer than WhatsApp allows.
meta-code-too-long-action = Shorten the values.
meta-code-value-spaces = A value contains a line break, a tab or more than four spaces in a row, which templates don't allow.
meta-code-registration = { meta-code-registration-meaning } { meta-code-registration-action }
meta-code-registration-meaning = Meta refused a registration step for your business phone number (its PIN or registration).
meta-code-registration-action = Check the number in WhatsApp Manager.
meta-code-deregistered-often = { meta-code-deregistered-often-meaning } { meta-code-deregistered-often-action }
meta-code-deregistered-often-meaning = Your business phone number was registered and deregistered too often; Meta blocks it for a while.
meta-code-deregistered-often-action = Wait, then try again.
meta-code-template-count = { meta-code-template-count-meaning } { meta-code-template-count-action }
meta-code-template-count-meaning = Your account has as many templates as Meta allows.
meta-code-template-count-action = Delete templates you no longer use in WhatsApp Manager.
meta-code-unnamed-value = { meta-code-unnamed-value-meaning } { meta-code-unnamed-value-action }
meta-code-unnamed-value-meaning = Meta refused the message because of a problem with its values it did not name.
meta-code-unnamed-value-action = The details may say more.
meta-code-identity-changed = { meta-code-identity-changed-meaning } { meta-code-identity-changed-action }
meta-code-identity-changed-meaning = The customer's WhatsApp identity changed (new phone or reinstall).
meta-code-identity-changed-action = Confirm it is still them before sending again.
meta-code-callback = { meta-code-callback-meaning } { meta-code-callback-action }
meta-code-callback-meaning = Meta could not verify the address Pacer gave it for delivery updates.
meta-code-callback-action = Check the tunnel in Settings → Delivery updates, then register the address again.

# Why a message failed, a campaign paused or sending stopped, from Meta's code: $row is the
# row of Meta's codes (as in meta-code-…), $code Meta's code (an identifier, not an amount),
# $details Meta's own text, in Meta's words.
reason-meta = { $row ->
        [throughput] { meta-code-throughput } (Meta code { $code })
        [call-volume] { meta-code-call-volume } (Meta code { $code })
        [maintenance] { meta-code-maintenance } (Meta code { $code })
        [temporary] { meta-code-temporary } (Meta code { $code })
        [pair-rate] { meta-code-pair-rate } (Meta code { $code })
        [marketing-cap] { meta-code-marketing-cap } (Meta code { $code })
        [template-values] { meta-code-template-values } (Meta code { $code })
        [template-missing] { meta-code-template-missing } (Meta code { $code })
        [template-policy] { meta-code-template-policy } (Meta code { $code })
        [value-format] { meta-code-value-format } (Meta code { $code })
        [template-paused] { meta-code-template-paused } (Meta code { $code })
        [template-disabled] { meta-code-template-disabled } (Meta code { $code })
        [flow-blocked] { meta-code-flow-blocked } (Meta code { $code })
        [flow-too-often] { meta-code-flow-too-often } (Meta code { $code })
        [marketing-off] { meta-code-marketing-off } (Meta code { $code })
        [spam-limit] { meta-code-spam-limit } (Meta code { $code })
        [category-limit] { meta-code-category-limit } (Meta code { $code })
        [token-expired] { meta-code-token-expired } (Meta code { $code })
        [permission] { meta-code-permission } (Meta code { $code })
        [restricted] { meta-code-restricted } (Meta code { $code })
        [locked] { meta-code-locked } (Meta code { $code })
        [payment] { meta-code-payment } (Meta code { $code })
        [not-registered] { meta-code-not-registered } (Meta code { $code })
        [number-deleted] { meta-code-number-deleted } (Meta code { $code })
        [display-name] { meta-code-display-name } (Meta code { $code })
        [payments-terms] { meta-code-payments-terms } (Meta code { $code })
        [direct-send] { meta-code-direct-send } (Meta code { $code })
        [stopped-marketing] { meta-code-stopped-marketing } (Meta code { $code })
        [media] { meta-code-media } (Meta code { $code })
        [invalid-value] { meta-code-invalid-value } (Meta code { $code })
        [own-number] { meta-code-own-number } (Meta code { $code })
        [unreachable] { meta-code-unreachable } (Meta code { $code })
        [not-allowed-test] { meta-code-not-allowed-test } (Meta code { $code })
        [window-closed] { meta-code-window-closed } (Meta code { $code })
        [unsupported] { meta-code-unsupported } (Meta code { $code })
        [download-failed] { meta-code-download-failed } (Meta code { $code })
        [user-id] { meta-code-user-id } (Meta code { $code })
        [blocked] { meta-code-blocked } (Meta code { $code })
        [experiment] { meta-code-experiment } (Meta code { $code })
        [country] { meta-code-country } (Meta code { $code })
        [too-long] { meta-code-too-long } (Meta code { $code })
        [value-spaces] { meta-code-value-spaces } (Meta code { $code })
        [registration] { meta-code-registration } (Meta code { $code })
        [deregistered-often] { meta-code-deregistered-often } (Meta code { $code })
        [template-count] { meta-code-template-count } (Meta code { $code })
        [unnamed-value] { meta-code-unnamed-value } (Meta code { $code })
        [identity-changed] { meta-code-identity-changed } (Meta code { $code })
        [callback] { meta-code-callback } (Meta code { $code })
       *[unknown] Meta refused the message with code { $code }.
    }
reason-meta-details = { $row ->
        [throughput] { meta-code-throughput } (Meta code { $code }: { $details })
        [call-volume] { meta-code-call-volume } (Meta code { $code }: { $details })
        [maintenance] { meta-code-maintenance } (Meta code { $code }: { $details })
        [temporary] { meta-code-temporary } (Meta code { $code }: { $details })
        [pair-rate] { meta-code-pair-rate } (Meta code { $code }: { $details })
        [marketing-cap] { meta-code-marketing-cap } (Meta code { $code }: { $details })
        [template-values] { meta-code-template-values } (Meta code { $code }: { $details })
        [template-missing] { meta-code-template-missing } (Meta code { $code }: { $details })
        [template-policy] { meta-code-template-policy } (Meta code { $code }: { $details })
        [value-format] { meta-code-value-format } (Meta code { $code }: { $details })
        [template-paused] { meta-code-template-paused } (Meta code { $code }: { $details })
        [template-disabled] { meta-code-template-disabled } (Meta code { $code }: { $details })
        [flow-blocked] { meta-code-flow-blocked } (Meta code { $code }: { $details })
        [flow-too-often] { meta-code-flow-too-often } (Meta code { $code }: { $details })
        [marketing-off] { meta-code-marketing-off } (Meta code { $code }: { $details })
        [spam-limit] { meta-code-spam-limit } (Meta code { $code }: { $details })
        [category-limit] { meta-code-category-limit } (Meta code { $code }: { $details })
        [token-expired] { meta-code-token-expired } (Meta code { $code }: { $details })
        [permission] { meta-code-permission } (Meta code { $code }: { $details })
        [restricted] { meta-code-restricted } (Meta code { $code }: { $details })
        [locked] { meta-code-locked } (Meta code { $code }: { $details })
        [payment] { meta-code-payment } (Meta code { $code }: { $details })
        [not-registered] { meta-code-not-registered } (Meta code { $code }: { $details })
        [number-deleted] { meta-code-number-deleted } (Meta code { $code }: { $details })
        [display-name] { meta-code-display-name } (Meta code { $code }: { $details })
        [payments-terms] { meta-code-payments-terms } (Meta code { $code }: { $details })
        [direct-send] { meta-code-direct-send } (Meta code { $code }: { $details })
        [stopped-marketing] { meta-code-stopped-marketing } (Meta code { $code }: { $details })
        [media] { meta-code-media } (Meta code { $code }: { $details })
        [invalid-value] { meta-code-invalid-value } (Meta code { $code }: { $details })
        [own-number] { meta-code-own-number } (Meta code { $code }: { $details })
        [unreachable] { meta-code-unreachable } (Meta code { $code }: { $details })
        [not-allowed-test] { meta-code-not-allowed-test } (Meta code { $code }: { $details })
        [window-closed] { meta-code-window-closed } (Meta code { $code }: { $details })
        [unsupported] { meta-code-unsupported } (Meta code { $code }: { $details })
        [download-failed] { meta-code-download-failed } (Meta code { $code }: { $details })
        [user-id] { meta-code-user-id } (Meta code { $code }: { $details })
        [blocked] { meta-code-blocked } (Meta code { $code }: { $details })
        [experiment] { meta-code-experiment } (Meta code { $code }: { $details })
        [country] { meta-code-country } (Meta code { $code }: { $details })
        [too-long] { meta-code-too-long } (Meta code { $code }: { $details })
        [value-spaces] { meta-code-value-spaces } (Meta code { $code }: { $details })
        [registration] { meta-code-registration } (Meta code { $code }: { $details })
        [deregistered-often] { meta-code-deregistered-often } (Meta code { $code }: { $details })
        [template-count] { meta-code-template-count } (Meta code { $code }: { $details })
        [unnamed-value] { meta-code-unnamed-value } (Meta code { $code }: { $details })
        [identity-changed] { meta-code-identity-changed } (Meta code { $code }: { $details })
        [callback] { meta-code-callback } (Meta code { $code }: { $details })
       *[unknown] Meta refused the message with code { $code }: { $details }
    }
reason-meta-gave-up = Meta could not take the message after { $tries } tries. { reason-meta }
reason-meta-gave-up-details = Meta could not take the message after { $tries } tries. { reason-meta-details }

# Pacer's own reasons and a report's sentences.
# $tries: how many times Pacer tried (a number).
reason-no-usable-answer = Meta's servers did not take the message after { $tries } tries and gave no reason (they answered with a bare error). Nothing is wrong with the customer or your account; press Retry failed later.
reason-network = The internet connection failed: these messages never reached WhatsApp.
reason-network-action = Nothing is wrong with the customers or your account. Press Retry failed; Pacer now waits for the connection by itself.
reason-no-answer = Meta never answered, twice, and sent no delivery update: Pacer cannot tell whether these arrived.
reason-no-answer-action = Check with the customers before sending again; Pacer does not resend them by itself.
reason-unexpected-answer = Meta's servers did not take these messages and gave no reason.
reason-unexpected-answer-action = Nothing is wrong with the customers or your account. Press Retry failed to send them again.
reason-internal = Pacer could not prepare these messages (an internal error).
reason-internal-action = Send them again from a new campaign; if it happens again, send Pacer's diagnostics to its developers.
reason-none-recorded = No reason was recorded.
reason-cancelled = Cancelled before it was sent.
reason-in-doubt = Meta did not answer when this message was sent; Pacer is finding out whether it went out before sending it again.
reason-waiting-pacing = Waiting a few seconds: WhatsApp limits how often one customer can receive messages.
reason-waiting-tier = Waiting for room in Meta's daily limit of customers you can message.
reason-waiting-paused = Waiting: the campaign is paused.
reason-waiting-hours = Waiting for the campaign's sending hours to begin again.
reason-waiting-retry = Waiting to try again after a temporary problem.
# $details: the temporary problem as Pacer recorded it (English, as stored).
reason-waiting-retry-details = Waiting to try again after a temporary problem: { $details }
# $reason: Pacer's own word for why the message waits.
reason-waiting-other = Waiting ({ $reason }).
reason-waiting = Waiting.
reason-group-gave-up = Pacer gave up on these messages.
reason-group-see-history = See each message's history for what happened.
reason-group-retry = Press Retry failed to send them again.
reason-group-no-retry = Trying again won't change this; see the details to fix the cause.
# $code: Meta's code (an identifier, not an amount).
reason-group-meta-code = Meta refused these messages with code { $code }.
reason-action-marketing-cap = Pacer can try again after 24 hours: press Retry failed then.
reason-action-window-closed = Send an approved template instead.
reason-action-unsupported = Send a template or a text message instead.
reason-action-own-number = Remove your own business number from the list.
reason-action-value-spaces = Fix the values in your list (no line breaks, tabs or long runs of spaces), then send to these customers again.
reason-action-marketing-off = Turn marketing messages back on for the Cloud API in WhatsApp Manager.
reason-paused-by-you = Paused by you. Press Resume to continue.
reason-template-paused = Meta paused the template "{ $template }" because of low quality. This campaign is paused; other messages continue. It resumes when Meta approves the template again.
reason-template-disabled = Meta disabled the template "{ $template }" for good. This campaign is paused; create a new template and use it instead.
# $template: the template's name; $status: Meta's word for its new status.
reason-template-not-approved = The template "{ $template }" is no longer approved ({ $status }). This campaign is paused; other messages continue.
reason-skipped-opted-out = This customer turned off marketing messages from your business, so Pacer did not send this marketing template.
reason-summary-empty = No messages in this campaign yet.
# A report's line. Each count is a number; a part whose count is 0 is left out; $first
# names the first part said, which follows the semicolon, the others a comma.
reason-summary = { $delivered } of { $total } { $total ->
        [one] message
       *[other] messages
    } delivered, { $read } read so far{ $waiting ->
        [0] {""}
       *[other] { $first ->
            [waiting] {"; "}
           *[other] {", "}
        }{ $waiting } sent and waiting for delivery
    }{ $failed ->
        [0] {""}
       *[other] { $first ->
            [failed] {"; "}
           *[other] {", "}
        }{ $failed } failed
    }{ $skipped ->
        [0] {""}
       *[other] { $first ->
            [skipped] {"; "}
           *[other] {", "}
        }{ $skipped } skipped
    }{ $unsent ->
        [0] {""}
       *[other] { $first ->
            [unsent] {"; "}
           *[other] {", "}
        }{ $unsent } still to send
    }{ $cancelled ->
        [0] {""}
       *[other] { $first ->
            [cancelled] {"; "}
           *[other] {", "}
        }{ $cancelled } cancelled
    }{ $expired ->
        [0] {""}
       *[other] { $first ->
            [expired] {"; "}
           *[other] {", "}
        }{ $expired } expired (not sent in time)
    }.

# (end of Engine, reports)

## Engine, imports: an import's report, its problem rows and why an import was refused

# Why a phone cell is not a usable number ($reason: a kind; $country: a 2-letter code), as
# a row of the report says it.
engine-import-reason = { $reason ->
        [empty] empty
        [not_a_number] not a phone number
        [several_numbers] more than one number in the cell
        [shortened_by_excel] shortened by Excel (scientific notation lost digits)
        [too_short] too short
        [too_long] too long
        [unknown_country_code] unknown country code
       *[not_valid_for] not a valid number for { $country }
    }
# The same reason said of one number, after "it" or "1" (engine-import-summary-problem).
engine-import-reason-of-one = { $reason ->
        [empty] is empty
        [not_a_number] is not a phone number
        [several_numbers] has more than one number in the cell
        [shortened_by_excel] was shortened by Excel
        [too_short] is missing a digit
        [too_long] has a digit too many
        [unknown_country_code] has an unknown country code
       *[not_valid_for] is not a valid number for { $country }
    }
# The same reason said of many numbers, after "all", "most" or a count.
engine-import-reason-of-many = { $reason ->
        [empty] are empty
        [not_a_number] are not phone numbers
        [several_numbers] have more than one number in the cell
        [shortened_by_excel] were shortened by Excel
        [too_short] are missing a digit
        [too_long] have a digit too many
        [unknown_country_code] have an unknown country code
       *[not_valid_for] are not valid numbers for { $country }
    }
# The commonest reason numbers were not valid, inside the summary's brackets. $commonest:
# it (the only one), all, most, single (1 of several), some ($reason_count of them), none.
engine-import-summary-problem = { $commonest ->
        [it] see the list — it { engine-import-reason-of-one }
        [all] see the list — all { engine-import-reason-of-many }
        [most] see the list — most { engine-import-reason-of-many }
        [single] see the list — 1 { engine-import-reason-of-one }
        [some] see the list — { $reason_count } { engine-import-reason-of-many }
       *[none] see the list
    }
# What an import (saved: yes) or a check (saved: no) did with every row of the file, in one
# sentence. A count of 0 leaves its part out.
engine-import-summary = { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } read: { $saved ->
        [yes] { $new ->
                [one] { $new } contact added
               *[other] { $new } contacts added
            }{ $updated ->
                [0] {""}
                [one] , { $updated } contact updated
               *[other] , { $updated } contacts updated
            }{ $unchanged ->
                [0] {""}
                [one] , { $unchanged } contact already up to date
               *[other] , { $unchanged } contacts already up to date
            }
       *[no] { $contacts ->
                [one] { $contacts } contact
               *[other] { $contacts } contacts
            }
    }{ $duplicates ->
        [0] {""}
        [one] , { $duplicates } duplicate merged
       *[other] , { $duplicates } duplicates merged
    }{ $invalid ->
        [0] {""}
        [one] , { $invalid } number not valid ({ engine-import-summary-problem })
       *[other] , { $invalid } numbers not valid ({ engine-import-summary-problem })
    }{ $empty ->
        [0] {""}
        [one] , { $empty } empty row skipped
       *[other] , { $empty } empty rows skipped
    }.{ $opted_out ->
        [0] {""}
        [one] {" "}{ $opted_out } of them turned off marketing messages earlier and stays opted out.
       *[other] {" "}{ $opted_out } of them turned off marketing messages earlier and stay opted out.
    }

# Why a file could not be imported. $path: the file; $reason: the computer's own words.
engine-import-error-open = Pacer couldn't open { $path }: { $reason }. Check that the file exists and is not open in another program.
engine-import-error-not-a-file = { $path } is not a file Pacer can import (it is a folder, a device or a pipe). Choose the CSV or Excel file itself.
engine-import-error-read = Pacer couldn't read the whole file ({ $reason }). Copy it to this computer and import it again.
engine-import-error-empty = The file is empty. Export the list again from your billing system and import the new file.
engine-import-error-no-data = The file has a header row but no contacts under it. Export the list again with its rows.
engine-import-error-not-a-list = This file is not a contact list Pacer can read (it looks like { $looks_like ->
        [pdf] a PDF document
        [image] an image
        [gzip] a compressed (gzip) file
        [rar] a compressed (RAR) file
        [seven_zip] a compressed (7-Zip) file
        [empty_zip] an empty compressed (ZIP) file
        [huge_sheet] a spreadsheet of more than 10 million cells
       *[binary] a binary file
    }). Save the list from Excel as .xlsx or .csv and import that.
engine-import-error-password-protected = This file is password-protected. Open it in Excel, remove the password (File → Info → Protect Workbook), save it and import it again.
# $detail: what the spreadsheet reader said (technical, often English).
engine-import-error-damaged = This file is damaged or incomplete ({ $detail }). Open it in Excel and save it again, or export the list again.
# $expanded, $packed, $unpacked: sizes such as "3.5 GB".
engine-import-error-expands-too-far = This spreadsheet would expand to { $expanded } when opened, far more than any contact list: it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.
engine-import-error-packed-too-tightly = This spreadsheet is packed far more tightly than spreadsheet programs pack (a part of { $packed } would expand to { $unpacked } when opened): it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.
engine-import-error-too-many-parts = This spreadsheet is made of { $parts } parts, where a contact list has a few dozen: it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.
engine-import-error-unclosed-quote = Row { $row } opens a quote (") that is never closed, so the rest of the file would be read as one cell. Fix the quote in row { $row } and import again.
engine-import-error-line-too-long = Row { $row } is longer than 8 MB, so this is not a contact list Pacer can read. Check that you picked the right file.
# $columns: the file's column names, or nothing.
engine-import-error-no-phone-column = { $listed ->
        [yes] No column looks like phone numbers: name it with --column phone=<header> (the columns are: { $columns }).
       *[no] No column looks like phone numbers: name it with --column phone=<header>.
    }
# $role: phone or name (as typed after --column); $wanted: the column asked for.
engine-import-error-column-not-found = { $listed ->
        [yes] There is no column "{ $wanted }" in this file (the columns are: { $columns }). Check the spelling in --column { $role }=<header>.
       *[no] There is no column "{ $wanted }" in this file. Check the spelling in --column { $role }=<header>.
    }
engine-import-error-bad-column-option = --column takes phone=<header> or name=<header>, not "{ $text }".
engine-import-error-unknown-country = "{ $code }" is not a country Pacer knows. Use a two-letter country code such as PK, IN or GB.
engine-import-error-no-list-name = Give the list a name, so a campaign can find these contacts later.
# $reason: the database's own words.
engine-import-error-save = The contacts could not be saved: { $reason }
engine-import-error-stopped = The import stopped before the end; nothing after the last saved row was saved.
engine-import-error-rows-to-fix = Pacer couldn't save the list of rows to fix in { $path } ({ $reason }). Check that the disk has room, then import the file again.

# The import commands of the window (the desktop app's own sentences).
engine-import-choose-file-first = Choose a file to import first: press Choose….
engine-import-preview-stopped = The preview stopped unexpectedly. Try again.
engine-import-rows-to-fix-not-written = Pacer couldn't write { $path }. Choose another folder.
engine-import-rows-to-fix-unfinished = Pacer couldn't finish writing the file. Check the disk has room.
engine-import-saving-stopped = Saving stopped unexpectedly. Try again.

# (end of Engine, imports)

## Engine, campaigns: a campaign's check, its sending plan, invoice PDFs and why a campaign
## was refused

# The check before launch: what is wrong with one recipient, and the summary's first sentence.
engine-campaign-problem-pdf = { $kind ->
        [image] Picture
        [video] Video
       *[document] PDF
    }
engine-campaign-problem-pdf-column = { $kind ->
        [image] Picture
        [video] Video
       *[document] PDF
    } ({ $column })
engine-campaign-problem-pdf-file = { $kind ->
        [image] Picture
        [video] Video
       *[document] PDF
    } "{ $file }"
engine-campaign-problem-empty-column = the column "{ $column }" is empty for this contact, so there is no { $kind ->
        [image] picture
        [video] video
       *[document] invoice
    } to attach
engine-campaign-problem-upload-unfinished = the upload did not finish
engine-campaign-check-summary = { $audience } contacts in the audience: { $ready } ready to send{ $opted_out ->
        [0] {""}
       *[other] , { $opted_out } opted out of marketing (not sent)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } with a problem to fix first (see the list)
    }.
engine-campaign-languages = By language (column { $column }): { $list }.{ $fell_back ->
        [0] {""}
       *[other] { " " }{ $fell_back } of them get { $fallback } because their { $column } is empty or names a language this template is not approved in.
    }
engine-campaign-retried = { $retried } failed messages sent again; { $left } left as they are because trying again cannot change their reason.

# A value of the template (or the template itself) Meta would refuse.
engine-campaign-value-not-synced = Pacer doesn't know the content of the template "{ $name }" ({ $language }) yet. Sync templates from Meta, then try again.
engine-campaign-value-no-media-header = The template "{ $name }" has no PDF, image or video header, so the file can't be attached. Choose a template with a document header, or remove the file.
engine-campaign-value-message-too-long = With its values filled in, the message text is { $length } characters long; WhatsApp allows at most { $max } when the template has a header, footer or buttons. Shorten the values.
engine-campaign-value-paused = Meta paused the template "{ $name }" because of low quality, so it can't be sent until Meta approves it again.
engine-campaign-value-disabled = Meta disabled the template "{ $name }" for good after repeated low quality. Create a new template.
engine-campaign-value-in-review = The template "{ $name }" is still being reviewed by Meta; it can be sent once it is approved.
engine-campaign-value-rejected = Meta rejected the template "{ $name }". Edit it in WhatsApp Manager and submit it again.
engine-campaign-value-deleted = The template "{ $name }" was deleted at Meta. Choose another template.
engine-campaign-value-status = The template "{ $name }" is { $status } at Meta; only approved templates can be sent.
engine-campaign-value-empty = { $label } is empty; WhatsApp needs a value for every variable. Map it to a column or a fixed text, or fill in the empty cell.
engine-campaign-value-too-long = { $label } is { $length } characters long; WhatsApp allows at most { $max } here. Shorten it.
engine-campaign-value-character = { $label } contains { $what ->
        [line-break] a line break
        [tab] a tab
       *[spaces] more than four spaces in a row
    }, which WhatsApp doesn't allow in template values. Replace it with a single space.
engine-campaign-value-location = { $label } must be written as latitude, longitude (for example 24.8607, 67.0011), optionally followed by | name | address.
engine-campaign-value-no-file = { $label } is missing. Give a file, a link to it, or its media id.
engine-campaign-value-link = { $label } must be an https:// link or a media id uploaded to Meta.
engine-campaign-value-not-pdf = { $label } must be a PDF; "{ $file }" is not. Save it as PDF, then try again.

# Why a campaign was refused.
engine-campaign-not-found = There is no campaign "{ $campaign }". `pacer campaign list` shows them.
engine-campaign-not-in-audience = { $phone } is not among this campaign's customers (the members of its lists and tags). Give one of them, or no number for the first.
engine-campaign-unknown-template = The template "{ $name }" ({ $language }) is not in Pacer's template list. Sync templates from Meta, then check the name and language.
engine-campaign-not-approved = The template "{ $name }" is { $status }, not approved: only templates Meta approved can be sent. Check it in WhatsApp Manager, then sync templates.
engine-campaign-unmapped = { $label } has no value: map it to a column or a fixed text ({ $key }=column:<header> or { $key }=text:<words>).
engine-campaign-unknown-variable = The template has no variable "{ $key }". Its variables are: { $known }.
engine-campaign-unknown-list = There is no list "{ $list }". Import contacts into it first (`pacer import FILE --list "{ $list }"`).
engine-campaign-no-audience = The campaign has no audience: choose at least one list or tag.
engine-campaign-no-name = Give the campaign a name, such as "December invoices": it is how you find it in the campaign list and its report.
engine-campaign-bad-schedule = The schedule "{ $schedule }" cannot be read: write it like 2026-12-01 09:00 with a time zone such as Asia/Karachi.
engine-campaign-bad-hours = The sending hours "{ $hours }" cannot be read: write two times of day such as 09:00 and 20:00 that differ, with a time zone such as Asia/Karachi.
engine-campaign-two-header-sources = Choose either one file for everyone or a folder with a file per customer, not both.
engine-campaign-no-media-header = The template "{ $template }" has no picture, video or document header, so it takes no file: choose a template with one, or leave the file out.
# Refused because someone changed the campaign since the person looked at it. { $who } is
# a person as the office knows them; { $time } is like "2026-12-04 14:05 UTC".
engine-campaign-changed = "{ $name }" changed since you looked at it: { $who } { $action ->
        [launched] launched it
        [paused] paused it
        [resumed] resumed it
        [cancelled] cancelled it
        [created] created it
       *[changed] changed it
    } at { $time }. Nothing was done; look at it again, then choose.
engine-campaign-changed-by-pacer = "{ $name }" changed since you looked at it: Pacer changed it (a launch going on, or a schedule). Nothing was done; look at it again, then choose.
engine-campaign-has-problems = { $problems } of the { $audience } recipients cannot be sent to as the campaign stands (the list shows who and why). Fix them, or launch anyway to send to the other { $ready }.
engine-campaign-nobody-ready = { $audience } contacts in the audience: { $ready } ready to send{ $opted_out ->
        [0] {""}
       *[other] , { $opted_out } opted out of marketing (not sent)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } with a problem to fix first (see the list)
    }. There is nobody to send to.
engine-campaign-over = The campaign "{ $name }" is { $state ->
        [done] done
       *[cancelled] cancelled
    }: there is nothing left to { $action ->
        [pause] pause
        [resume] resume
       *[cancel] cancel
    }
engine-campaign-launch-again = The campaign "{ $name }" is { $state ->
        [done] done
       *[cancelled] cancelled
    }: it cannot be launched again; clone it to send it once more
engine-campaign-delete-sent = The campaign "{ $name }" is { $state ->
        [draft] draft
        [scheduled] scheduled
        [launching] launching
        [running] running
        [paused] paused
        [done] done
       *[cancelled] cancelled
    }: only a campaign that never sent anything can be deleted; cancel it instead, and its report stays
engine-campaign-delete-started = The campaign "{ $name }" is { $state ->
        [draft] draft
        [scheduled] scheduled
        [launching] launching
        [running] running
        [paused] paused
        [done] done
       *[cancelled] cancelled
    }: it started sending, so it is kept for its report; cancel it instead
engine-campaign-launch-stopped = The campaign "{ $name }" is cancelled: the launch stopped; nothing more is queued

# The sending plan against Meta's daily limit of customers.
engine-plan-unlimited = Meta does not limit how many customers your account reaches: all { $count } go now.
engine-plan-all-now = This campaign reaches { $new } new customers. Meta lets your account start conversations with { $limit } customers a day, and { $used ->
        [one] { $used } is used
       *[other] { $used } are used
    } today: all of them go now.
engine-plan-split = This campaign reaches { $new } new customers. Meta lets your account start conversations with { $limit } customers a day, and { $used ->
        [one] { $used } is used
       *[other] { $used } are used
    } today. Pacer will send { $now } now and the remaining { $rest } from { $day ->
        [today] today at { $time }
        [tomorrow] tomorrow at { $time }
        [later] later
       *[other] on { $date } at { $time }
    }.
engine-plan-limit-reached = Meta's daily limit is reached: { $used } of { $limit } customers today. New campaign messages wait until customers from yesterday drop out of the last 24 hours; Pacer sends them by itself then. OTPs to customers who wrote to you still go.
engine-plan-limit-near = { $used } of { $limit } customers used today ({ $percent } %). A large campaign now would be split: Pacer shows the plan before you launch.
# Sending hours in the plan before launch ($customer is yes when each customer's hours are read in their own time).
engine-hours-plan-all-fit = All { $count } go before the campaign's sending hours close at { $close }.{ $customer ->
        [yes] { " " }Each customer's hours are read in their own time where their country keeps one; the times here are { $zone } time.
       *[no] {""}
    }
engine-hours-plan-split = { $now } go before the campaign's sending hours close at { $close }; the other { $rest } wait and go { $day ->
        [today] today from { $time }
        [tomorrow] tomorrow from { $time }
        [later] later
       *[other] on { $date } from { $time }
    }.{ $customer ->
        [yes] { " " }Each customer's hours are read in their own time where their country keeps one; the times here are { $zone } time.
       *[no] {""}
    }
engine-hours-plan-closed = The campaign's sending hours are closed now: all { $count } go { $day ->
        [today] today from { $time }
        [tomorrow] tomorrow from { $time }
        [later] later
       *[other] on { $date } from { $time }
    }.{ $customer ->
        [yes] { " " }Each customer's hours are read in their own time where their country keeps one; the times here are { $zone } time.
       *[no] {""}
    }

# Invoice PDFs.
engine-pdf-no-folder = Choose the folder that holds the invoice PDFs.
engine-pdf-folder-missing = The invoice folder { $folder } does not exist. Check the path.
engine-pdf-not-a-folder = { $folder } is a file, not a folder: give the folder that holds the invoices.
engine-pdf-unsafe = "{ $file }" is not a file name in the invoice folder ({ $reason ->
        [separator] it contains a folder separator
        [not-plain] it is not a plain file name
        [outside] it is a link to a file outside the folder
       *[other] { $why }
    }); Pacer only sends files from inside that folder.
engine-pdf-not-a-file = "{ $file }" in the invoice folder is not a file (it is a folder, a pipe or a device). Put the invoice PDF there under that name.
engine-header-file-not-found = { $kind ->
        [image] There is no file "{ $file }" (or "{ $file }" ending in .jpg, .jpeg or .png) in the folder.
        [video] There is no file "{ $file }" (or "{ $file }" ending in .mp4 or .3gp) in the folder.
       *[document] There is no file "{ $file }" (or "{ $file }.pdf") in the invoice folder.
    }
engine-header-file-wrong-type = { $kind ->
        [image] "{ $file }" is not a JPEG or PNG picture: WhatsApp takes only those in image headers.
        [video] "{ $file }" is not an MP4 or 3GPP video: WhatsApp takes only those in video headers.
       *[document] "{ $file }" is not a PDF: WhatsApp only takes PDF documents in templates.
    }
engine-header-file-too-big = "{ $file }" is { $size } bytes; WhatsApp takes { $kind ->
        [image] pictures up to 5 MB
        [video] videos up to 16 MB
       *[document] documents up to 100 MB
    }.
engine-header-file-missing = The file { $file } is no longer there. Choose it again.
engine-pdf-changed = "{ $file }" was replaced after Pacer checked it (by another file or a link), so it was not sent. Check the invoice folder, then launch again.
engine-pdf-unreadable = "{ $file }" cannot be read: { $why }
engine-pdf-upload = Meta did not take "{ $file }": { $why }

# Where a running campaign stands (Home, Campaigns), and while its invoices upload.
engine-campaign-progress = { $delivered } of { $total } delivered, { $read } read so far, { $failed } failed{ $expired ->
        [0] { "" }
       *[other] , { $expired } expired (not sent in time)
    }{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } waiting for their time
    }.
engine-campaign-uploading = Uploading invoices: { $pdfs_done } of { $pdfs_total } PDFs, { $queued } of { $recipients } messages queued. { engine-campaign-progress }

# (end of Engine, campaigns)

## Inbox: the conversations screen, a thread, the composer and quick replies

# The navigation and the screen
inbox-nav = Inbox
inbox-title = Inbox
inbox-unread-badge = { $count ->
        [one] { $count } unread message
       *[other] { $count } unread messages
    }
inbox-unread-total = { $count ->
        [0] No unread messages
        [one] { $count } unread message
       *[other] { $count } unread messages
    }
inbox-loading = Loading…
inbox-try-again = Try again
inbox-cancel = Cancel
inbox-empty-title = No conversations yet
inbox-empty = When customers answer your messages, their replies appear here, and you can answer them from this screen.
inbox-empty-demo = In demo mode, the simulator's customers answer some of the invoices a campaign sends: launch a campaign to see their replies here.
inbox-list-error = Pacer could not read the conversations
inbox-thread-error = Pacer could not read this conversation
inbox-pick = { $count ->
        [one] Choose the conversation on the left to read it and reply.
       *[other] Choose one of the { $count } conversations on the left to read it and reply.
    }

# The list
inbox-list-label = Conversations
inbox-search = Search name, number or message
inbox-filter-campaign = Replies to a campaign
inbox-filter-campaign-all = All conversations
inbox-filter-campaign-none = No campaign with that name
inbox-filter-replies-to = Replies to { $campaign }
inbox-filter-waiting = Waiting for an answer
inbox-found = { $count ->
        [one] { $count } conversation found
       *[other] { $count } conversations found
    }
inbox-none-found = No conversation matches. Try other words or clear the filters.
inbox-you-wrote = You: { $text }
inbox-waiting = Waiting for an answer
inbox-waiting-hint = The customer wrote last and nobody has answered yet.
inbox-window-open = You can reply freely
inbox-window-open-hint = The customer wrote in the last 24 hours, so you can reply with any message.
inbox-row-unread = { $count ->
        [one] { $count } unread message
       *[other] { $count } unread messages
    }

# What kind a message is, when it has no words of its own
inbox-kind-text = Message
inbox-kind-image = Photo
inbox-kind-video = Video
inbox-kind-audio = Audio
inbox-kind-voice = Voice message
inbox-kind-document = Document
inbox-kind-sticker = Sticker
inbox-kind-location = Location
inbox-kind-contacts = Contact
inbox-kind-button = Button reply
inbox-kind-reaction = Reaction
inbox-kind-order = Order
inbox-kind-template = Template
inbox-kind-system = WhatsApp notice
inbox-kind-other = Message of another kind

# The thread
inbox-thread-label = Messages with this customer
inbox-thread-total = { $count ->
        [one] { $count } message
       *[other] { $count } messages
    }
inbox-thread-start = This is the first message with this customer.
inbox-opted-out = No marketing
inbox-media-downloading = Downloading…
inbox-media-open = Open
inbox-media-retry = Try again
inbox-media-gone = WhatsApp no longer keeps this file. Ask the customer to send it again.
inbox-media-failed = Pacer could not download this file.
inbox-location-copy = Copy map link
inbox-location-copied = Link copied
inbox-contacts = { $count ->
        [one] Shared a contact
       *[other] Shared { $count } contacts
    }
inbox-button-tapped = Tapped “{ $button }”
inbox-choice-made = Chose “{ $choice }”
inbox-form = Filled in a form
inbox-reacted = reacted to your message
inbox-reaction-removed = Took back a reaction
inbox-order = { $count ->
        [one] Sent an order with { $count } item
       *[other] Sent an order with { $count } items
    }
inbox-system = Notice from WhatsApp
inbox-unsupported = WhatsApp does not pass this kind of message to businesses; ask the customer to send it another way.
inbox-unknown = A message of a kind Pacer does not show yet ({ $kind }).
inbox-template-sent = Template { $template }
inbox-sent-other = A message of kind { $kind }
inbox-from-campaign = From the campaign { $campaign }
inbox-step = { $state } { $time }
inbox-state-queued = Waiting to send
inbox-state-sent = Sent
inbox-state-delivered = Delivered
inbox-state-read = Read
inbox-state-failed = Failed
inbox-state-waiting = Waiting

# The reply
inbox-reply-placeholder = Write a reply (Enter sends, Shift+Enter starts a new line)
inbox-caption-placeholder = Words under the file (optional)
inbox-send = Send
inbox-emoji = Emoji
inbox-attach = Attach a file
inbox-file-remove = Remove the file
inbox-too-long = A WhatsApp message can have at most { $max } characters.
inbox-window-left = { $hours ->
        [0] { $minutes ->
                [one] You can reply freely for { $minutes } more minute
               *[other] You can reply freely for { $minutes } more minutes
            }
       *[other] You can reply freely for { $hours } h { $minutes } min
    }
inbox-window-closed = The customer's 24-hour window has closed. WhatsApp allows only an approved template now.
inbox-no-templates = No approved template yet. Sync templates on the Templates screen, or wait until the customer writes again.
inbox-template = Template
inbox-template-choose = Choose an approved template
inbox-template-none-found = No template with that name
inbox-template-value = Value for {"{{"}{ $name }{"}}"}
inbox-template-example = e.g. { $example }
inbox-template-values-missing = { $count ->
        [one] { $count } value still missing
       *[other] { $count } values still missing
    }

# Quick replies
inbox-quick-replies = Quick replies
inbox-quick-none = No quick replies yet. Type a reply, then choose “Save as quick reply”.
inbox-quick-save = Save as quick reply
inbox-quick-save-button = Save
inbox-quick-saved = The quick reply is saved.
inbox-quick-manage = Manage quick replies
inbox-quick-title = Name
inbox-quick-title-help = What the menu shows, such as “Payment received”.
inbox-quick-body = Words
inbox-quick-save-changes = Save changes
inbox-quick-delete = Delete

# Settings → notifications
inbox-settings-title = New customer messages
inbox-settings-notify = Tell me when customers write
inbox-settings-notify-help = A desktop notification and a count on the Inbox for each new customer message.

# (end of Inbox)

## Inbox media: files customers send, fetched from Meta

# Why a file a customer sent (a photo, a PDF, a voice note) is not in Pacer. $size and $limit
# are sizes such as "6.2 MB"; $detail, $reason and $host are Meta's or the system's own text.
inbox-media-expired = WhatsApp no longer has this file: files can be fetched for 7 days after the customer sends them. Ask the customer to send it again.
inbox-media-too-big = This file is { $size }, more than WhatsApp allows for this kind of file ({ $limit }). It was not downloaded.
inbox-media-network = The file could not be fetched because the connection to WhatsApp failed ({ $detail }).
inbox-media-meta-refused = WhatsApp refused to hand over the file: { $reason }
inbox-media-unexpected = WhatsApp answered with an error (HTTP { $status }) while the file was being fetched.
inbox-media-damaged = The file arrived damaged: it does not match the fingerprint WhatsApp gave for it.
inbox-media-foreign-host = The file's address was not a WhatsApp server ({ $host }), so Pacer did not fetch it: your access token goes only to WhatsApp.
inbox-media-bad-answer = WhatsApp's answer about the file could not be read ({ $detail }).
inbox-media-disk = The file could not be saved in Pacer's data folder: { $detail }

# (end of Inbox media)

## Opt-outs: marketing choices staff make for a customer, do-not-contact lists

# Where a marketing choice came from (a contact's history, the opt-out export).
opt-outs-source-reply = The customer replied asking to stop
opt-outs-source-whatsapp-stop = The customer turned off marketing messages in WhatsApp
opt-outs-source-whatsapp-resume = The customer turned marketing messages back on in WhatsApp
opt-outs-source-meta = Meta refused a marketing message: the customer had turned them off
opt-outs-source-staff = Staff, in Pacer
opt-outs-source-local-api = Another program, through Pacer's local API
# A source Pacer does not know (written by a newer version); $source is the stored text.
opt-outs-source-other = { $source }
# The reason given for every number of a do-not-contact list; $file is the file's name.
opt-outs-reason-list = do-not-contact list { $file }
opt-outs-reason-consent = agreed again through { $source }
# A customer's marketing status.
opt-outs-status-allowed = Marketing messages: allowed
opt-outs-status-stopped = Marketing messages: stopped
# Refusals.
opt-outs-error-reason-needed = { $phone } turned off marketing messages themselves. Only their own request allows them again: write why, for example "asked on the phone on 3 May".
opt-outs-error-reason-too-long = The reason is too long: write at most { $max } letters.
opt-outs-error-bad-phone = "{ $phone }" is not a phone number Pacer can use. Write it with its country code, for example +923001234567.
opt-outs-error-person-missing = Say who is making this change.
opt-outs-error-consent-source = Say where the customer agreed to hear from you, in 1 to { $max } characters (for example "website form").
opt-outs-error-consent-in-future = The time the customer agreed is in the future. Send the time they agreed, or leave it out to use now.
# After a do-not-contact list: $rows rows read, $opted_out opted out now, $already already
# opted out before, $invalid rows that are not phone numbers.
opt-outs-import-summary = { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } read: { $opted_out ->
        [one] { $opted_out } customer opted out now
       *[other] { $opted_out } customers opted out now
    }, { $already } already opted out, { $invalid ->
        [one] { $invalid } row is not a phone number
       *[other] { $invalid } rows are not phone numbers
    }.
# A campaign's report: $skipped of its customers were not sent it because they had opted
# out; $caused stopped marketing within 7 days after it reached them.
opt-outs-campaign-line = { $skipped ->
        [one] { $skipped } customer skipped because they had opted out
       *[other] { $skipped } customers skipped because they had opted out
    }; { $caused ->
        [one] { $caused } customer opted out within 7 days after it reached them.
       *[other] { $caused } customers opted out within 7 days after it reached them.
    }
# The window: the switch on a contact, its dialog and history.
opt-outs-switch-label = Marketing messages
opt-outs-switch-allowed = Allowed
opt-outs-switch-stopped = Stopped
opt-outs-switch-change = Change…
opt-outs-dialog-title-stop = Stop marketing messages to { $name }
opt-outs-dialog-title-resume = Allow marketing messages to { $name } again
opt-outs-dialog-reason = Why?
opt-outs-dialog-reason-placeholder = For example: asked on the phone to stop
opt-outs-dialog-reason-required = Write why: it is kept in the customer's history.
opt-outs-dialog-own-warning = This customer turned off marketing messages themselves. Allow them again only if the customer asked you to, and write when and how they asked.
opt-outs-dialog-utility-note = Receipts, reminders and login codes (utility and authentication messages) still go.
opt-outs-dialog-stop = Stop marketing
opt-outs-dialog-resume = Allow marketing
opt-outs-dialog-cancel = Cancel
opt-outs-dialog-close = Close
opt-outs-since = Since { $when }
opt-outs-by = By { $by }
opt-outs-opted-in = Agreed to hear from you: { $source }, { $when }
opt-outs-opted-in-source-only = Agreed to hear from you: { $source }
opt-outs-opted-in-reply = wrote to you first
opt-outs-history-title = History
opt-outs-history-empty = No marketing choices recorded for this customer.
opt-outs-history-stop = Stopped
opt-outs-history-resume = Allowed again
opt-outs-history-reason = Why: { $reason }
# The do-not-contact list and the export, on the Contacts screen.
opt-outs-import-button = Do-not-contact list…
opt-outs-import-title = Do-not-contact list
opt-outs-import-explain = Every phone number in the file stops receiving marketing messages at once, including messages already waiting to be sent.
opt-outs-import-country = Country of numbers written without a country code
opt-outs-import-choose = Choose file…
opt-outs-import-reading = Reading { $file }…
opt-outs-import-invalid-title = Rows that are not phone numbers
opt-outs-import-row = Row { $row }
opt-outs-import-more = { $count ->
        [one] and { $count } more row
       *[other] and { $count } more rows
    }
opt-outs-export-button = Export opt-outs…
opt-outs-export-saved = Opt-outs saved to { $file }
# A campaign's report.
opt-outs-report-skipped = Skipped: opted out
opt-outs-report-caused = Opted out within 7 days
opt-outs-report-caused-hint = Customers of this campaign who stopped marketing messages (any way) within 7 days after it reached them.
opt-outs-load-error = Pacer couldn't read this customer's marketing choices
opt-outs-loading = Reading the customer's marketing choices…
opt-outs-not-saved = The change wasn't saved
opt-outs-import-failed = The do-not-contact list wasn't read
opt-outs-export-excel = Save as Excel…
opt-outs-export-csv = Save as CSV…
opt-outs-export-failed = The opt-outs weren't saved
opt-outs-switch-aria = Marketing messages for { $contact }: change

# (end of Opt-outs)

## Inbox, engine: replies refused, quick replies, new-message notices

inbox-reply-not-a-phone = “{ $number }” is not a phone number Pacer can message. Check the number and try again.
inbox-reply-empty = There is nothing to send yet. Write a message or choose a file.
inbox-reply-too-long = This message has { $length } characters; WhatsApp takes at most { $max }. Shorten it or send it in two parts.
inbox-reply-window-closed = The customer's 24-hour window has closed, so WhatsApp allows only an approved template now. Choose a template below.
inbox-reply-file-unreadable = Pacer could not read “{ $file }”: { $why }. Check that the file is still there and try again.
inbox-reply-file-empty = “{ $file }” is empty. Choose another file.
inbox-reply-file-too-big = “{ $file }” is larger than WhatsApp allows for { $kind ->
    [image] a picture
    [video] a video
    [audio] a sound
   *[other] a file
    } ({ $mb } MB). Send a smaller file.
inbox-reply-upload-failed = WhatsApp did not take “{ $file }”: { $why }. Try again in a moment.
inbox-reply-unknown-template = Pacer does not know the template “{ $name }” ({ $language }). Sync templates on the Templates screen, then try again.
inbox-reply-not-taken = Pacer could not queue the reply. Nothing was sent; try again, and restart Pacer if this keeps happening.
inbox-quick-reply-title = Give the quick reply a title of 1 to { $max } characters.
inbox-quick-reply-body = A quick reply needs words, at most { $max } characters.
inbox-quick-reply-taken = Another quick reply is called “{ $title }”. Choose another title.
inbox-notice-title = { $count ->
    [one] New message from { $name }
   *[other] { $count } new messages from { $name }
    }
inbox-notice-many = { $count } new messages from { $people } customers

inbox-media-not-here = This file is not on this computer yet. Wait until it has been downloaded, or try again.
inbox-media-not-opened = Pacer could not open the file with this computer's viewer. Open it from the data folder's media/inbound folder.

inbox-campaign-replies = { $replied ->
        [one] { $replied } customer replied
       *[other] { $replied } customers replied
    } of { $reached } reached; { $taps ->
        [one] { $taps } button tap
       *[other] { $taps } button taps
    }.

inbox-report-replies-title = Replies
inbox-report-button = Button
inbox-report-taps = Taps
inbox-report-read-replies = Read the replies in the Inbox

# (end of Inbox, engine)

## Template builder

# A problem in a template draft, shown beside the field as the person types.
template-draft-name = A template name has only lowercase letters, digits and underscores (like order_update), at most { $max } characters. Rename it.
template-draft-language = Choose the template's language: a code such as en or en_US.
template-draft-text-missing = This is empty. Write its text, or remove it.
template-draft-body-missing = Every template needs a body: write the message.
template-draft-too-long = This has { $length } characters; the most is { $max }. Shorten it.
template-draft-variable-unclosed = A variable is opened with { $open } but not closed with { $close }. Close it, or remove it.
template-draft-variable-order = Variables are numbered in the order they first appear, without gaps: { $found } stands where { $expected } belongs. Renumber them.
template-draft-variable-name = { $found } is not a variable name. Use lowercase letters, digits and underscores, like { $example }.
template-draft-variable-mixed = { $found } mixes numbered and named variables. Use one kind in the whole template.
template-draft-variable-at-edge = The body may not start or end with a variable. Write a few words before the first variable and after the last.
template-draft-too-many-variables = Too many variables for this text: Meta wants at least { $per } words around each variable, and the body has { $words } words for { $variables } variables. Write more text or use fewer variables.
template-draft-sample-missing = Give a sample for { $variable }: an example of what a customer will see, for Meta's review.
template-draft-header-one-variable = A text header has at most one variable. Remove the others.
template-draft-header-file-missing = An image, video or document header needs a sample file uploaded to Meta. Upload one.
template-draft-footer-variables = The footer is fixed text: remove its variables.
template-draft-too-many-buttons = A template has at most { $max } buttons. Remove the extra ones.
template-draft-quick-replies-apart = Quick-reply buttons go next to each other. Move this one beside the other quick replies.
template-draft-too-many-url-buttons = A template has at most { $max } link buttons. Remove this one.
template-draft-too-many-phone-buttons = A template has at most { $max } call button. Remove this one.
template-draft-url-invalid = Write a web address starting with https://. It may end with one variable, { $variable }, and nothing after it.
template-draft-phone-invalid = “{ $phone }” is not a phone number in international format. Write it with its country code, like +923001234567.
template-draft-auth-buttons = An authentication template has only a copy-code button. Remove this button.
template-draft-auth-header = An authentication template has no image, video or document header. Remove it.

# Creating, editing and deleting a template with Meta.
template-error-draft = Pacer did not send the template to Meta: { $problems ->
        [one] one thing in the draft needs fixing
       *[other] { $problems } things in the draft need fixing
    }.
template-error-meta = Meta refused the template: { $message } Fix what Meta names and submit it again.
template-error-duplicate = A template called “{ $name }” already exists in { $language }. Choose another name, or edit that template.
template-error-unreachable = Pacer did not get Meta's answer: { $why }. Check the internet connection, sync templates to see whether Meta has the change, then try again.
template-error-not-found = Pacer knows no template called “{ $name }”. Sync templates, then try again.
template-error-not-editable = “{ $name }” is { $status }: Meta lets you edit a template only when it is approved, rejected or paused. Wait for Meta's review, then try again.
template-error-no-account = Pacer does not know your WhatsApp Business Account id, so it cannot manage your templates. Set it in Settings (PACER_WABA_ID) and try again.
template-error-not-saved = Meta has the change, but Pacer could not save it: { $why }. Sync templates to see it.
template-created = “{ $name }” ({ $language }) went to Meta for review. Pacer shows Meta's decision when it comes.
template-edited = The changes to “{ $name }” ({ $language }) went to Meta for review. Pacer shows Meta's decision when it comes.
template-deleted = “{ $name }” is deleted in every language. Meta does not let you use the name again for 30 days.

# Why Meta rejected a template, from its review.
template-reason-promotional = Meta rejected it: a utility template may not promote. Remove the offer, or choose the Marketing category.
template-reason-invalid-format = Meta rejected it: its variables, samples or layout are not valid. Fix them and submit it again.
template-reason-tag-mismatch = Meta rejected it: the category does not fit what it says. Choose the matching category and submit it again.
template-reason-other = Meta rejected it ({ $reason }). Edit it and submit it again.

# (end of Template builder)

## Sharing with the office

# The office Pacer's certificate, the pinned fingerprint and the pairing code.
sharing-identity-not-made = Pacer could not make its office certificate, so it cannot share with the office. Restart Pacer; if this happens again, the computer's random number source may be broken.
sharing-identity-unreadable = The office certificate Pacer kept cannot be read. Turn sharing with the office off and on again in Settings to make a new one, then pair every desk again.
sharing-certificate-changed = The office Pacer's certificate has changed: this desk was paired with { $pinned }, and it now shows { $presented }. If the office Pacer was set up again, pair this desk again. If not, do not connect: something on the network may be pretending to be it.
sharing-pairing-no-code = The office Pacer is not showing a pairing code. On the office Pacer, open Settings → Share with the office and choose Pair a desk.
sharing-pairing-expired = That pairing code has expired (a code lasts ten minutes). Ask the office Pacer for a new one.
sharing-pairing-wrong = That is not the code the office Pacer shows. { $left ->
        [one] One more try is left before the code is closed.
       *[other] { $left } more tries are left before the code is closed.
    }
sharing-pairing-too-many = Too many wrong codes: that pairing code is closed. Ask the office Pacer for a new one.
sharing-pairing-not-a-code = A pairing code is eight digits, like 4821-0937. Type the code the office Pacer shows.
sharing-desk-not-paired = This desk is not paired with the office Pacer. Pair it: Connect to the office's Pacer, then type the code the office Pacer shows.
sharing-desk-revoked = This desk's access to the office Pacer was withdrawn in Settings → People. Ask the owner to pair it again if it should have access.
sharing-desk-not-recorded = The office Pacer could not read or write its list of desks just now. Try again in a moment; if it keeps happening, look at the office Pacer's screen.
sharing-not-for-pages = The office Pacer does not answer web pages. Desks connect through Pacer itself (Connect to the office's Pacer), and systems through a program, not a browser.
sharing-role-not-allowed = This desk's role ({ $role }) may not do that on the office Pacer. Ask the owner to change its role in Settings → People if it should.
sharing-another-office-sends = Another office Pacer on this network sends for the same WhatsApp number, and it started first, so this one has stopped sending: two Pacers sending for one number would break Meta's limits. Turn off sharing with the office on one of them (or stop it), then choose Resume here.
office-not-shared = This Pacer is not shared with the office. Turn on Share this Pacer with the office in Settings and save, then try again.
office-title = Share with the office
office-description = One Pacer sends for your WhatsApp number; the office's other PCs work through it as desks. Turn this on for the PC that stays on.
office-share = Share this Pacer with the office
office-name = Name desks see
office-port = Port on the office network
office-error-name = Give this Pacer a name the desks will recognise.
office-not-running = Save to start sharing: desks can pair once this Pacer runs with it.
office-fingerprint = Certificate fingerprint
office-fingerprint-help = Desks reach this Pacer on port { $port }. When a desk pairs, it shows this same fingerprint: check that they match.
office-fingerprint-copy = Copy the fingerprint
office-announce = Let desks on this network find this Pacer
office-announce-help = Desks then list it under Connect to the office's Pacer. Off: they type this PC's address. Anyone on the network can see the announcement (this Pacer's name, address and fingerprint, and the id of its WhatsApp number).
office-pair = Pair a desk
office-pair-role = Role of the next desk
# { $role } is one of the office-role-… words.
office-pairing-as = The desk paired with this code gets the role { $role }. You can change it later under People.
office-pairing-title = Pair a desk
office-pairing-code = Type this code on the desk:
office-pairing-help = It works for one desk, for ten minutes. The desk must show this fingerprint:
office-pairing-close = Close
office-people = People
office-people-empty = No desks yet: choose Pair a desk to add one.
office-people-name = Desk
office-people-role = Role
office-people-last-seen = Last seen
office-role-owner = Owner: everything
office-role-staff = Staff: contacts, campaigns, inbox, reports
office-role-viewer = Viewer: reports
office-role-system = System: sends messages only
office-never = never
office-revoked = Access withdrawn
office-revoke = Withdraw access
office-audit = Who did what
office-audit-empty = Nothing recorded yet.
office-audit-export = Export as CSV
office-audit-exported = Saved to { $path }
office-from-desk-title = The office's people
office-from-desk-description = You are an owner at { $office }: pair more desks, change their roles or withdraw one, and read who did what, here as on the office PC.
audit-action-campaign-launched = launched a campaign
audit-action-campaign-paused = paused a campaign
audit-action-campaign-resumed = resumed a campaign
audit-action-campaign-cancelled = cancelled a campaign
audit-action-campaign-created = created a campaign
audit-action-campaign-edited = changed a campaign
audit-action-campaign-deleted = deleted a campaign
audit-action-contacts-imported = imported contacts
audit-action-opted-out = stopped marketing to a customer
audit-action-opted-in = allowed marketing to a customer
audit-action-reply-sent = replied to a customer
audit-action-settings-changed = changed the settings
audit-action-template-created = created a template
audit-action-template-edited = changed a template
audit-action-template-deleted = deleted a template
audit-action-rate-card-loaded = loaded a rate card
audit-action-desk-paired = paired a desk
audit-action-desk-revoked = withdrew a desk's access
audit-action-role-changed = changed a desk's role
audit-action-system-key-made = made a system key

# A desk: this PC working through the office Pacer.
desk-not-an-address = “{ $address }” is not an office Pacer's address. Type it as the office PC's Settings → Share with the office shows it, like https://192.168.1.20:8093.
desk-unreachable = The office Pacer cannot be reached at { $address }. Check that the office PC is on and that this PC is on the office network; Pacer keeps trying by itself.
desk-refused = The office Pacer refused ({ $status }): { $message }
desk-answer-unreadable = The office Pacer's answer could not be read. Check that this PC and the office PC run the same version of Pacer.
desk-download-too-large = The office Pacer's file is larger than { $megabytes } MB, more than a desk downloads. Save it on the office PC instead.
desk-no-credential = This desk's credential is no longer in this PC's keyring. Connect to the office's Pacer again to pair this desk.
desk-not-here = A desk cannot do this yet: do it on the office Pacer's PC ({ $office }).
desk-fingerprint-not-announced = The Pacer at { $address } shows a certificate that does not begin with { $prefix }, as the office Pacer found on the network announced. Do not connect: check the address on the office PC.
desk-fingerprint-not-compared = Compare the fingerprint with the office PC's screen first: choose Show its fingerprint.
desk-shared-here = This PC shares its Pacer with the office, so it cannot also be a desk. Turn off Share this Pacer with the office and save first.
import-upload-progress = Sending the file to the office Pacer: { $sent } of { $total } ({ $percent })
wizard-upload-progress = Sending the campaign's files to the office Pacer: { $sent } of { $total } ({ $percent })
office-revoke-confirm = { $desk } will no longer reach this Pacer. To give it access again, pair it with a new code.
desk-title = Connect to the office's Pacer
desk-description = Work on this PC through the office's Pacer: it alone sends for your WhatsApp number, and this desk shows and changes its campaigns, inbox and reports.
desk-find = Look for office Pacers
desk-finding = Looking on this network…
desk-found-none = No office Pacer answered on this network. Type its address as its Settings → Share with the office shows it.
desk-found-use = Use this one
desk-address = Address of the office Pacer
desk-look = Show its fingerprint
desk-compare = Check that the office PC's screen shows this same fingerprint:
desk-code = Pairing code shown on the office PC
desk-name = This desk's name
desk-connect = Connect
desk-connected = This PC is a desk of { $office } at { $address }, as “{ $desk }”.
desk-leave = Stop working as a desk
desk-leave-confirm = This PC will stop using the office Pacer and forget its credential. To come back, pair it again with a new code.
desk-leave-cancel = Keep working as a desk
desk-banner-unreachable = The office Pacer cannot be reached. Pacer keeps trying; this desk sends nothing meanwhile.
desk-banner-locked-out = The office Pacer no longer accepts this desk. Connect to the office's Pacer again in Settings.

# (end of Sharing with the office)

## Titles of the native file dialogs (said in the window's language)
dialog-contact-list = Choose a contact list to import
dialog-rows-to-fix = Save the rows to fix
dialog-do-not-contact = Choose a do-not-contact list
dialog-opt-outs = Save the opt-outs
dialog-rate-card = Choose Meta's rate card (CSV)
dialog-reply-file = Choose a file to send
dialog-report = Save the report
dialog-invoice-folder = Choose the folder of invoice PDFs
dialog-readable-folder = Add a folder Pacer may read
dialog-audit-log = Save who did what
dialog-picture = Choose the picture
dialog-video = Choose the video
dialog-pdf = Choose the PDF
dialog-sample-picture = Choose the sample picture
dialog-sample-video = Choose the sample video
dialog-sample-pdf = Choose the sample PDF
dialog-tunnel-title = Run this tunnel program?
dialog-tunnel-run = Run this program
dialog-tunnel-keep = Keep the old setting
dialog-tunnel-intro = Pacer will start this program now and every time it starts, so Meta's delivery updates reach this computer:
dialog-tunnel-program = Program: { $program }
dialog-tunnel-program-found = Program: { $program } (found at { $path })
dialog-tunnel-program-missing = Program: { $program } (not found on this computer yet)
dialog-tunnel-no-arguments = Arguments: none
dialog-tunnel-arguments = Arguments, one per line:
dialog-tunnel-warning = It runs with your rights on this computer. Run it only if you typed this command yourself.
dialog-token-title = Send your access token to another address?
dialog-token-where = The Graph address is { $address }, which is not Meta's ({ $meta }).
dialog-token-warning = Testing the connection sends your stored Meta access token to that address. Send it only if you trust it, for example a test server of your own.
dialog-token-send = Send the token
dialog-token-cancel = Cancel
