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
templates-empty-live = No templates yet: press Sync with Meta to read the templates of your WhatsApp Business account. New templates are made and approved in Meta's WhatsApp Manager; sync again once Meta approves them.
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
templates-unusable-rejected = Meta rejected this template, so it can't be sent. Change it in Meta's WhatsApp Manager and submit it again.
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

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
