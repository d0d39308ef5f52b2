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
wizard-error-pdf-folder = { $variable }: choose the folder holding the PDFs.
wizard-error-pdf-column = { $variable }: choose the column that names each customer's PDF file.
wizard-error-text-empty = { $variable } has no value: type the text to send, or choose a column.
wizard-error-column-empty = { $variable } has no value: choose a column, or type a fixed text.
wizard-error-schedule-at = Write the time to send like 2026-12-01 09:00 (year-month-day hours:minutes).
wizard-error-time-zone = Choose the time zone of that time, for example Asia/Karachi.
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
wizard-audience-exact = The exact number is checked in step 4, before anything is sent.
# Step 3: where each value comes from, and when to send
wizard-values-no-template = Choose a template in step 1 first.
wizard-values-intro = For each value, choose a column of your imported list (each customer gets their own value) or a fixed text (everyone gets the same).
wizard-values-errors-title = Before the campaign can be created
wizard-source-pdf = PDF per customer
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
wizard-pdf-folder = Folder of PDFs
wizard-pdf-folder-description = One PDF per customer, named by a column's value (INV-0042 or INV-0042.pdf). Pacer reads only the folder you choose.
wizard-pdf-no-folder = No folder chosen yet: press Choose… to pick the folder holding the invoice PDFs.
wizard-pdf-choose = Choose…
wizard-pdf-choose-failed = The folder window didn't open
wizard-pdf-sample = Use the sample invoices
wizard-pdf-sample-note = Demo: a PDF per sample customer, named by the Invoice column.
wizard-pdf-column = Column naming each customer's file
wizard-pdf-column-description = For example Invoice: the customer whose Invoice is INV-0042 gets INV-0042.pdf.
wizard-schedule = Send later, at a set time
wizard-schedule-at = Date and time
wizard-schedule-at-description = Year-month-day hours:minutes
wizard-time-zone = Time zone
wizard-time-zone-description = Where that time is (your computer's zone unless you change it)
wizard-schedule-note = Creating it schedules it: Pacer launches it by itself at that time (or as soon as Pacer is running again), sending to everyone ready and skipping customers with a problem. Until then you can pause or cancel it in the list.
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

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
