### Pacer's words in Hindi. The ids and { $placeholders } follow en.ftl; docs/languages.md
### says how to correct a word or add a language.

## About this file

language-name = हिन्दी
language-direction = ltr
language-translator = Pacer के डेवलपर (मशीन की मदद से)
language-reviewed = no

## The window's frame

app-title = Pacer
mode-demo = डेमो
mode-live = लाइव
nav-screens = स्क्रीन
nav-home = होम
nav-contacts = संपर्क
nav-templates = टेम्पलेट
nav-campaigns = अभियान
nav-reports = रिपोर्ट
nav-settings = सेटिंग्स
color-scheme-to-dark = डार्क मोड पर जाएँ
color-scheme-to-light = लाइट मोड पर जाएँ
demo-banner-title = डेमो
demo-banner = यह एक डेमो है: Meta की असली सीमाओं वाला एक नकली WhatsApp, इसलिए कोई भी संदेश असली फ़ोन तक नहीं पहुँचता। नमूना ग्राहक सूची के साथ आज़माएँ, फिर सेटिंग्स में अपना Meta खाता जोड़ें।
not-sending-title = Pacer संदेश नहीं भेज रहा है
try-again = फिर से कोशिश करें
still-cannot-start = Pacer अब भी शुरू नहीं हो पा रहा है

## Settings → Language

settings-language = भाषा
settings-language-choose = Pacer की भाषा
settings-language-description = इस विंडो के शब्द। ग्राहकों को संदेश उनके टेम्पलेट की भाषा में ही जाते हैं, और लोकल API और कमांड लाइन अंग्रेज़ी में रहते हैं।
settings-language-system = कंप्यूटर की भाषा ({ $language })
settings-language-unreviewed = यह अनुवाद { $translator } ने लिखा है और अभी किसी मूल वक्ता ने इसे नहीं जाँचा है। अगर कोई शब्द ग़लत लगे, तो docs/languages.md में उसे ठीक करने का तरीका लिखा है।

## Home: the Home screen, the window's frame, shared widgets and notices

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $lists ->
        [one] एक सूची
       *[other] { $lists } सूचियों
    } में { $contacts ->
        [one] एक संपर्क
       *[other] { $contacts } संपर्क
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

# (end of Settings)

## Engine: what the engine says (the window shows it in the person's language; the command
## line and the local API say it in English)

setting-refused-messages-per-second = प्रति सेकंड संदेश { $min } और { $max } के बीच होने चाहिए (Meta की सामान्य सीमा { $default } है)।
setting-refused-bulk-share = अभियानों का हिस्सा { $min } % और { $max } % के बीच होना चाहिए।
setting-refused-media-rate = प्रति सेकंड PDF अपलोड { $min } और { $max } के बीच पूरी संख्या होनी चाहिए।
setting-refused-ports = लोकल API और डिलीवरी अपडेट पाने वाले को दो अलग पोर्ट चाहिए।
setting-refused-default-country = डिफ़ॉल्ट देश दो अक्षरों का कोड है, जैसे PK, GB या US।
setting-refused-inbox-retention = डिलीवरी अपडेट { $min } से { $max } दिन तक रखे जाते हैं (अगर आप न बदलें तो { $default })।
setting-refused-time-limit = समय सीमा 1 से { $max } मिनट ({ $days } दिन) तक होती है, या कोई सीमा न हो तो 0।
setting-refused-currency = "{ $currency }" मुद्रा कोड नहीं है: तीन बड़े अंग्रेज़ी अक्षर लिखें, जैसे USD, EUR या INR।
setting-refused-unpriced-category = Meta मार्केटिंग, यूटिलिटी और ऑथेंटिकेशन संदेशों की कीमत लेता है; "{ $category }" इनमें से कोई नहीं है।
setting-refused-price = { $category ->
        [marketing] मार्केटिंग
        [utility] यूटिलिटी
        [authentication] ऑथेंटिकेशन
       *[other] { $category }
    } संदेश की कीमत 0 से { $below } { $currency } से कम होनी चाहिए।

# (end of Engine)
