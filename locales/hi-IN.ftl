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
        [one] { $lists } सूची
       *[other] { $lists } सूचियों
    } में { $contacts } संपर्क

contacts-title = संपर्क
contacts-counting = संपर्क गिने जा रहे हैं…
contacts-import-button = संपर्क इम्पोर्ट करें
contacts-load-error = Pacer आपके संपर्क नहीं दिखा सका
contacts-page-error = Pacer ये संपर्क नहीं पढ़ सका
contacts-tab-contacts = संपर्क
contacts-tab-lists = सूचियाँ ({ $lists })
contacts-tab-imports = इम्पोर्ट ({ $imports })
contacts-loading = संपर्क लोड हो रहे हैं…
contacts-showing = { $total ->
        [one] { $total } संपर्क में से { $shown } दिखाया जा रहा है
       *[other] { $total } संपर्कों में से { $shown } दिखाए जा रहे हैं
    }
contacts-no-match = इन फ़िल्टर से कोई संपर्क नहीं मिला।
contacts-no-match-search = इन फ़िल्टर के साथ “{ $search }” से कोई संपर्क नहीं मिला।
contacts-clear-search = खोज और फ़िल्टर हटाएँ
contacts-empty-title = अभी कोई संपर्क नहीं
contacts-empty-description = अपने बिलिंग सिस्टम से निकाली गई CSV या Excel फ़ाइल इम्पोर्ट करें, या हाथ से लिखी सूची। Pacer फ़ोन नंबर ढूँढता है, जो ठीक हो सके ठीक करता है, और कुछ भी सेव करने से पहले हर वह पंक्ति दिखाता है जिसका वह इस्तेमाल नहीं कर सकता।
contacts-empty-sample = नमूना ग्राहक सूची आज़माएँ

contacts-search-label = खोजें
contacts-search-placeholder = नाम या नंबर
contacts-list-label = सूची
contacts-list-placeholder = सभी सूचियाँ
contacts-list-option = { $list } ({ $contacts })
contacts-tag-label = टैग
contacts-tag-placeholder = कोई भी टैग
contacts-tag-placeholder-none = अभी कोई टैग नहीं
contacts-reach-label = मार्केटिंग
contacts-reach-all = सभी
contacts-reach-reachable = मार्केटिंग भेज सकते हैं
contacts-reach-opted-out = मार्केटिंग बंद
contacts-clear-filters = फ़िल्टर हटाएँ

contacts-table-label = संपर्क
contacts-table-loading = लोड हो रहा है…
contacts-column-name = नाम
contacts-column-phone = फ़ोन
contacts-column-tags = टैग
contacts-column-marketing = मार्केटिंग
contacts-column-more = और जानकारी
contacts-no-name = कोई नाम नहीं
contacts-edit-tags = टैग बदलें
contacts-edit-tags-of = { $contact } के टैग बदलें
contacts-opted-out = मार्केटिंग संदेश बंद कर दिए
contacts-opted-out-help = इन्होंने आपके व्यवसाय के मार्केटिंग संदेश बंद कर दिए हैं। Pacer इन्हें मार्केटिंग नहीं भेजेगा; बिल और दूसरे ज़रूरी संदेश फिर भी जाएँगे।
contacts-reachable = मार्केटिंग भेज सकते हैं
contacts-more-details = +{ $count } और

contacts-lists-empty = अभी कोई सूची नहीं। हर इम्पोर्ट अपने संपर्क एक सूची में रखता है: पहली सूची बनाने के लिए कोई फ़ाइल इम्पोर्ट करें।
contacts-lists-column-list = सूची
contacts-lists-column-contacts = संपर्क
contacts-lists-column-opted-out = मार्केटिंग संदेश बंद कर दिए
contacts-lists-column-reachable = मार्केटिंग भेज सकते हैं
contacts-imports-empty = अभी कोई इम्पोर्ट नहीं। आपका हर इम्पोर्ट यहाँ दिखता है, साथ में यह भी कि उसने क्या किया।
contacts-imports-column-when = कब
contacts-imports-column-file = फ़ाइल
contacts-imports-column-list = सूची
contacts-imports-column-result = क्या हुआ

contacts-tags-title = { $contact } के टैग
contacts-tags-title-none = टैग
contacts-tags-help = टैग अलग-अलग सूचियों के संपर्कों को एक साथ जोड़ते हैं, जैसे “VIP” या “देर से भुगतान”। किसी टैग वाले सभी संपर्कों को एक अभियान भेजा जा सकता है।
contacts-tags-label = टैग
contacts-tags-placeholder = टैग लिखें और Enter दबाएँ
contacts-tags-not-saved = टैग सेव नहीं हुए
contacts-tags-cancel = रद्द करें
contacts-tags-save = टैग सेव करें
contacts-tags-saved-title = हो गया
contacts-tags-saved = अब { $contact } के टैग हैं: { $tags }।
contacts-tags-saved-none = अब { $contact } का कोई टैग नहीं है।

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
