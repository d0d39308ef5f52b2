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

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

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
