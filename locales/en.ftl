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

# (end of Import)

## Templates: the Templates screen

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

# A campaign's state, on its badge.
campaigns-state-draft = Draft
campaigns-state-scheduled = Scheduled
campaigns-state-launching = Launching
campaigns-state-running = Sending
campaigns-state-paused = Paused
campaigns-state-cancelled = Cancelled
# Every message has left; delivery updates may still be arriving.
campaigns-state-done = All sent

# What a campaign sends, to whom, and when: short facts shown together, " · " between them.
campaigns-card-template = Template { $template } ({ $language })
campaigns-card-list = list { $name }
campaigns-card-tag = tag { $name }
# { $audience }: its lists and tags (campaigns-card-list, campaigns-card-tag), with commas.
campaigns-card-to = to { $audience }
campaigns-card-to-nobody = to nobody yet
campaigns-card-pdf = a PDF per customer
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

# (end of Campaign wizard)

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

## Settings: the Settings screen

# (end of Settings)
