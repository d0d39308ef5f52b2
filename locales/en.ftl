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
