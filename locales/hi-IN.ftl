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

templates-title = टेम्पलेट
templates-counts-loading = टेम्पलेट पढ़े जा रहे हैं…
templates-counts = { $templates } टेम्पलेट, इनमें से { $usable ->
        [one] { $usable } इस्तेमाल हो सकता है
       *[other] { $usable } इस्तेमाल हो सकते हैं
    }
templates-sync-button = Meta से सिंक करें
templates-synced-at = { $time } पर सिंक हुआ
templates-sync-failed = टेम्पलेट सिंक नहीं हुए
templates-load-failed = Pacer टेम्पलेट नहीं दिखा सका
templates-loading = टेम्पलेट पढ़े जा रहे हैं
templates-empty-title = अभी कोई टेम्पलेट नहीं
templates-empty-demo = अभी कोई टेम्पलेट नहीं: डेमो खाते के नमूना टेम्पलेट पढ़ने के लिए "Meta से सिंक करें" दबाएँ।
templates-empty-live = अभी कोई टेम्पलेट नहीं: अपने WhatsApp Business खाते के टेम्पलेट पढ़ने के लिए "Meta से सिंक करें" दबाएँ। नए टेम्पलेट Meta के WhatsApp Manager में बनते और मंज़ूर होते हैं; Meta की मंज़ूरी मिलने के बाद फिर से सिंक करें।
templates-search-placeholder = नाम या भाषा से खोजें
templates-search-label = टेम्पलेट खोजें
templates-show-label = कौन से टेम्पलेट
templates-show-all = सभी ({ $count })
templates-show-usable = इस्तेमाल लायक ({ $count })
templates-show-unusable = इस्तेमाल लायक नहीं ({ $count })
templates-no-match = कोई टेम्पलेट नहीं मिला। खोज साफ़ करें।
templates-choose = बाईं ओर से कोई टेम्पलेट चुनें, ताकि उसे वैसे ही देखें जैसे आपके ग्राहक देखेंगे।

templates-status-approved = मंज़ूर
templates-status-pending = Meta की जाँच बाकी
templates-status-in-appeal = अपील में
templates-status-rejected = नामंज़ूर
templates-status-paused = रोका गया
templates-status-disabled = बंद किया गया
templates-status-deleted = हटाया गया
templates-status-pending-deletion = हटाया जा रहा है

templates-category-marketing = मार्केटिंग
templates-category-utility = यूटिलिटी
templates-category-authentication = प्रमाणीकरण
templates-category-unknown = श्रेणी अभी पता नहीं
templates-category-help-marketing = ऑफ़र और खबरें। ये उन ग्राहकों को नहीं भेजे जाते जिन्होंने मार्केटिंग संदेश बंद कर दिए; Meta कुछ संदेश रोक भी सकता है।
templates-category-help-utility = बिल, रिमाइंडर और ग्राहक के पास पहले से मौजूद किसी चीज़ के बारे में अपडेट।
templates-category-help-authentication = लॉग इन करने के लिए एक बार इस्तेमाल होने वाले कोड।
templates-category-help-unknown = Meta ने अभी नहीं बताया कि यह किस तरह का संदेश है। पता करने के लिए Meta से सिंक करें।

templates-unusable-approved = Pacer को Meta से बस इतना पता चला है कि यह टेम्पलेट मंज़ूर हो गया; इसका टेक्स्ट अभी पता नहीं। टेक्स्ट पढ़ने के लिए "Meta से सिंक करें" दबाएँ।
templates-unusable-pending = Meta अभी इस टेम्पलेट की जाँच कर रहा है, आमतौर पर कुछ मिनट और ज़्यादा से ज़्यादा 24 घंटे। मंज़ूरी देखने के लिए बाद में "Meta से सिंक करें" दबाएँ।
templates-unusable-in-appeal = आपने Meta से इसकी नामंज़ूरी पर दोबारा विचार करने को कहा है। Meta के जवाब का इंतज़ार करें, फिर "Meta से सिंक करें" दबाएँ।
templates-unusable-rejected = Meta ने यह टेम्पलेट नामंज़ूर कर दिया, इसलिए इसे भेजा नहीं जा सकता। इसे Meta के WhatsApp Manager में बदलें और फिर से जमा करें।
templates-unusable-paused = Meta ने यह टेम्पलेट रोक दिया है क्योंकि ग्राहकों ने इसके संदेश ब्लॉक या रिपोर्ट किए। जब तक Meta रोक नहीं हटाता, इसे भेजा नहीं जा सकता (पहली बार 3 घंटे बाद, दूसरी बार 6 घंटे बाद); WhatsApp Manager में इसका टेक्स्ट सुधारने से मदद मिलती है।
templates-unusable-disabled = Meta ने यह टेम्पलेट बंद कर दिया क्योंकि इसके संदेशों को बार-बार कम रेटिंग मिली। Meta के WhatsApp Manager में नया टेम्पलेट बनाएँ।
templates-unusable-deleted = Meta अब यह टेम्पलेट नहीं दिखाता: इसे WhatsApp Manager में हटा दिया गया। कोई दूसरा टेम्पलेट चुनें।
templates-unusable-pending-deletion = यह टेम्पलेट Meta के WhatsApp Manager में हटाया जा रहा है। कोई दूसरा टेम्पलेट चुनें।
templates-unusable-other = Meta ने इस टेम्पलेट की स्थिति “{ $status }” बताई है, इसलिए Pacer इसे नहीं भेज सकता।

templates-language = { $language } ({ $code })
templates-usable = अभियानों में इस्तेमाल हो सकता है
templates-meta-reason = Meta का कारण: { $reason }
templates-needs-nothing = किसी वैल्यू की ज़रूरत नहीं: हर ग्राहक को एक ही टेक्स्ट जाता है।
templates-needs = ज़रूरी: { $values }

templates-preview-about = { $language } ({ $code }) · { $category }: { $help }
templates-cannot-use-title = यह टेम्पलेट अभी इस्तेमाल नहीं हो सकता
templates-text-unknown = Pacer को अभी इस टेम्पलेट का टेक्स्ट पता नहीं, इसलिए वह इसे नहीं दिखा सकता। "Meta से सिंक करें" दबाएँ।
templates-sample-values = नमूना वैल्यू (हर ग्राहक के लिए { $count } वैल्यू)
templates-use-examples = Meta के उदाहरण इस्तेमाल करें
templates-clear-values = साफ़ करें
templates-customer-sees = ग्राहक को क्या दिखेगा
templates-preview-updating = प्रीव्यू अपडेट हो रहा है
templates-preview-failed = प्रीव्यू नहीं बन सका
templates-values-missing = लाल निशान वाली { $count ->
        [one] { $count } वैल्यू अभी खाली है
       *[other] { $count } वैल्यू अभी खाली हैं
    }। अभियान में Pacer इन्हें हर संपर्क की जानकारी से भरता है, और शुरू करने से पहले बता देता है कि कौन-सी खाली रह गईं।
templates-value-placeholder-document = invoice-1042.pdf या https://…
templates-value-placeholder-image = photo.jpg या https://…
templates-value-placeholder-video = clip.mp4 या https://…
templates-value-placeholder-location = 19.0760, 72.8777 | दुकान | 1 मेन रोड, मुंबई
templates-value-placeholder-example = उदाहरण: { $example }
templates-value-help-media = फ़ाइल का नाम या लिंक। अभियान में हर ग्राहक को उसकी अपनी फ़ाइल जाती है।
templates-value-help-location = अक्षांश, देशांतर, फिर चाहें तो | नाम | पता।
templates-value-help-link-end-max = बटन के लिंक का आखिरी हिस्सा, ज़्यादा से ज़्यादा { $chars } अक्षर।
templates-value-help-link-end = बटन के लिंक का आखिरी हिस्सा।
templates-value-help-max = ज़्यादा से ज़्यादा { $chars } अक्षर।
templates-value-missing = अभी कोई वैल्यू नहीं
templates-media-missing-image = तस्वीर: अभी कोई फ़ाइल नहीं दी गई
templates-media-missing-video = वीडियो: अभी कोई फ़ाइल नहीं दी गई
templates-media-missing-location = लोकेशन: अभी नहीं दी गई
templates-media-missing-document = PDF दस्तावेज़: अभी कोई फ़ाइल नहीं दी गई

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
