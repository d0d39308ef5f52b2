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

# The wizard's frame and steps
wizard-title-new = नया अभियान
wizard-title-campaign = अभियान "{ $campaign }"
wizard-step-template = टेम्पलेट
wizard-step-template-description = नाम और संदेश
wizard-step-audience = प्राप्तकर्ता
wizard-step-audience-description = सूचियाँ और टैग
wizard-step-values = जानकारी
wizard-step-values-description = कॉलम, PDF, समय
wizard-step-check = जाँच और झलक
wizard-step-check-description = भेजने से पहले
wizard-step-launch = शुरू करें
wizard-step-schedule = शेड्यूल करें
wizard-step-send-description = भेजें
wizard-back = पीछे
wizard-next = आगे
wizard-next-launch = आगे: शुरू करें
wizard-next-schedule = आगे: शेड्यूल करें
wizard-create = अभियान बनाएँ
wizard-create-and-schedule = बनाएँ और शेड्यूल करें
wizard-saved-changes = ड्राफ़्ट के रूप में सेव हो गया। अगर आप कुछ बदलते हैं, तो "बनाएँ" इसे फिर से बनाएगा और पुराना ड्राफ़्ट हटा देगा।
wizard-saved-draft = ड्राफ़्ट के रूप में सेव हो गया: आप इसे बंद करके बाद में सूची से वापस आ सकते हैं।
wizard-saved-scheduled = शेड्यूल किए गए अभियान के रूप में सेव हो गया: आप इसे बंद करके बाद में सूची से वापस आ सकते हैं।
wizard-templates-failed = Pacer टेम्पलेट नहीं पढ़ पाया
wizard-lists-failed = Pacer सूचियाँ नहीं पढ़ पाया
# What is missing before going on ($variable is the template's variable, as Pacer names it)
wizard-error-name = अभियान को ऐसा नाम दें जिसे लोग पहचान लें, जैसे "दिसंबर के बिल"।
wizard-error-template = भेजने के लिए टेम्पलेट चुनें।
wizard-error-audience = कम से कम एक सूची (या टैग) चुनें जिसके संपर्कों को भेजना है।
wizard-error-pdf-folder = { $variable }: वह फ़ोल्डर चुनें जिसमें PDF फ़ाइलें हैं।
wizard-error-pdf-column = { $variable }: वह कॉलम चुनें जिससे हर ग्राहक की PDF फ़ाइल का नाम मिलता है।
wizard-error-text-empty = { $variable } की कोई वैल्यू नहीं है: भेजने के लिए टेक्स्ट लिखें, या कॉलम चुनें।
wizard-error-column-empty = { $variable } की कोई वैल्यू नहीं है: कॉलम चुनें, या एक तय टेक्स्ट लिखें।
wizard-error-schedule-at = भेजने का समय ऐसे लिखें: 2026-12-01 09:00 (साल-महीना-दिन घंटे:मिनट)।
wizard-error-time-zone = उस समय का टाइम ज़ोन चुनें, जैसे Asia/Kolkata।
# Step 1: the name and the template
wizard-name = अभियान का नाम
wizard-name-description = ऐसा नाम जिसे लोग सूची और रिपोर्ट में पहचान लें।
wizard-name-placeholder = दिसंबर के बिल
wizard-no-templates-title = अभी कोई स्वीकृत टेम्पलेट नहीं
wizard-no-templates = केवल Meta से स्वीकृत टेम्पलेट ही भेजे जा सकते हैं। टेम्पलेट स्क्रीन पर Meta से अपने टेम्पलेट सिंक करें, या WhatsApp Manager में नया बनाकर स्वीकृति का इंतज़ार करें।
wizard-go-to-templates = टेम्पलेट पर जाएँ
wizard-template = टेम्पलेट
wizard-template-description = केवल स्वीकृत टेम्पलेट दिखाए गए हैं।
wizard-template-description-others = केवल स्वीकृत टेम्पलेट दिखाए गए हैं ({ $others ->
        [one] { $others } और टेम्पलेट स्वीकृत नहीं है या रोका गया है
       *[other] { $others } और टेम्पलेट स्वीकृत नहीं हैं या रोके गए हैं
    }; टेम्पलेट स्क्रीन देखें)।
wizard-template-reading = टेम्पलेट पढ़े जा रहे हैं…
wizard-template-search = खोजने के लिए लिखें
wizard-template-none-found = इस नाम का कोई स्वीकृत टेम्पलेट नहीं
wizard-category-marketing = मार्केटिंग
wizard-category-utility = यूटिलिटी
wizard-category-authentication = प्रमाणीकरण
wizard-category-unknown = श्रेणी पता नहीं
wizard-marketing-note = मार्केटिंग टेम्पलेट उन संपर्कों को नहीं भेजा जाता जिन्होंने मार्केटिंग संदेश बंद कर दिए हैं।
wizard-no-variables = इस टेम्पलेट में कोई खाली जगह नहीं है: हर ग्राहक को एक जैसा संदेश मिलेगा।
wizard-template-needs = इसे हर ग्राहक के लिए { $values ->
        [one] { $values } वैल्यू चाहिए
       *[other] { $values } वैल्यू चाहिए
    } (ये कहाँ से आएँगी, यह आप चरण 3 में चुनेंगे):
wizard-variable-example = जैसे { $example }
wizard-kind-text = टेक्स्ट
wizard-kind-document = PDF दस्तावेज़
wizard-kind-image = तस्वीर
wizard-kind-video = वीडियो
wizard-kind-location = लोकेशन
wizard-kind-url-suffix = लिंक का आख़िरी हिस्सा
wizard-kind-otp-code = एक बार का कोड
wizard-kind-coupon-code = कूपन कोड
# Step 2: who receives it
wizard-no-contacts-title = अभी कोई संपर्क नहीं
wizard-no-contacts = अभियान संपर्कों की सूची को जाता है। पहले संपर्क स्क्रीन पर अपनी ग्राहक स्प्रेडशीट किसी सूची में इम्पोर्ट करें, फिर वापस आएँ।
wizard-go-to-contacts = संपर्क पर जाएँ
wizard-lists = सूचियाँ
wizard-lists-description = इन सूचियों में सभी को संदेश मिलेगा (जो संपर्क दो सूचियों में है उसे एक ही बार मिलेगा)।
wizard-lists-reading = सूचियाँ पढ़ी जा रही हैं…
wizard-lists-search = सूची का नाम लिखें
wizard-list-option = { $list } ({ $contacts ->
        [one] { $contacts } संपर्क
       *[other] { $contacts } संपर्क
    })
wizard-lists-none-found = इस नाम की कोई सूची नहीं
wizard-tags = टैग (वैकल्पिक)
wizard-tags-description = जिन संपर्कों पर इनमें से कोई भी टैग है, उन्हें भी मिलेगा।
wizard-tags-none = अभी कोई टैग नहीं
wizard-tags-search = टैग लिखें
wizard-audience-size = चुनी गई { $lists ->
        [one] सूची
       *[other] सूचियों
    } में { $contacts ->
        [one] { $contacts } संपर्क है
       *[other] { $contacts } संपर्क हैं
    }।
wizard-audience-size-tags = चुनी गई { $lists ->
        [one] सूची
       *[other] सूचियों
    } में { $contacts ->
        [one] { $contacts } संपर्क है
       *[other] { $contacts } संपर्क हैं
    }, साथ में वे भी जिन पर चुने गए टैग हैं।
wizard-audience-opted-out = इनमें से { $count } ने मार्केटिंग संदेश बंद कर दिए हैं: यह मार्केटिंग टेम्पलेट उन्हें नहीं भेजा जाएगा।
wizard-audience-exact = सही संख्या चरण 4 में जाँची जाती है, कुछ भी भेजने से पहले।
# Step 3: where each value comes from, and when to send
wizard-values-no-template = पहले चरण 1 में टेम्पलेट चुनें।
wizard-values-intro = हर वैल्यू के लिए अपनी इम्पोर्ट की गई सूची का कोई कॉलम चुनें (हर ग्राहक को उसकी अपनी वैल्यू मिलेगी) या एक तय टेक्स्ट (सबको एक जैसा)।
wizard-values-errors-title = अभियान बनाने से पहले
wizard-source-pdf = हर ग्राहक की PDF
wizard-source-column = कॉलम
wizard-source-text = तय टेक्स्ट
wizard-variable-example-value = उदाहरण: { $example }
wizard-variable-max-chars = ज़्यादा से ज़्यादा { $count ->
        [one] { $count } अक्षर
       *[other] { $count } अक्षर
    }
wizard-variable-source = { $variable } कहाँ से आए
wizard-fixed-text = हर ग्राहक के लिए एक ही टेक्स्ट
wizard-fixed-text-label = { $variable }: तय टेक्स्ट
wizard-column = कॉलम
wizard-column-media-description = ऐसा कॉलम जिसमें फ़ाइल का लिंक (https://…) या उसकी Meta मीडिया id हो।
wizard-column-placeholder = कॉलम लिखें या चुनें, जैसे Invoice
wizard-column-sample = पहले ग्राहक की वैल्यू: { $value }
wizard-column-description = आपकी इम्पोर्ट की गई स्प्रेडशीट का कॉलम, जैसा उसका शीर्षक लिखा है।
wizard-columns-every-contact = हर संपर्क में होता है
wizard-columns-imported = आपके इम्पोर्ट के कॉलम
wizard-pdf-folder = PDF फ़ाइलों का फ़ोल्डर
wizard-pdf-folder-description = हर ग्राहक की एक PDF, जिसका नाम किसी कॉलम की वैल्यू हो (INV-0042 या INV-0042.pdf)। Pacer सिर्फ़ आपका चुना हुआ फ़ोल्डर पढ़ता है।
wizard-pdf-no-folder = अभी कोई फ़ोल्डर नहीं चुना: बिल की PDF फ़ाइलों वाला फ़ोल्डर चुनने के लिए "चुनें…" दबाएँ।
wizard-pdf-choose = चुनें…
wizard-pdf-choose-failed = फ़ोल्डर वाली विंडो नहीं खुली
wizard-pdf-sample = नमूने के बिल इस्तेमाल करें
wizard-pdf-sample-note = डेमो: हर नमूना ग्राहक की एक PDF, जिसका नाम Invoice कॉलम से है।
wizard-pdf-column = हर ग्राहक की फ़ाइल का नाम बताने वाला कॉलम
wizard-pdf-column-description = जैसे Invoice: जिस ग्राहक का Invoice INV-0042 है उसे INV-0042.pdf मिलेगी।
wizard-schedule = बाद में, तय समय पर भेजें
wizard-schedule-at = तारीख़ और समय
wizard-schedule-at-description = साल-महीना-दिन घंटे:मिनट
wizard-time-zone = टाइम ज़ोन
wizard-time-zone-description = यह समय किस जगह का है (जब तक आप न बदलें, आपके कंप्यूटर का ज़ोन)
wizard-schedule-note = बनाते ही यह शेड्यूल हो जाता है: Pacer उस समय इसे अपने आप शुरू करेगा (या जैसे ही Pacer फिर से चले), जो तैयार हैं उन्हें भेजेगा और जिन ग्राहकों में समस्या है उन्हें छोड़ देगा। तब तक आप सूची में इसे रोक या रद्द कर सकते हैं।
# Step 4: the check and the preview
wizard-check-title = हर ग्राहक की जाँच
wizard-check-again = फिर से जाँचें
wizard-checking = हर ग्राहक की जाँच हो रही है: वैल्यू, PDF, दैनिक सीमा…
wizard-check-failed = जाँच पूरी नहीं हुई
wizard-check-ready = { $audience ->
        [one] { $audience } ग्राहक
       *[other] { $audience } ग्राहकों
    } में से { $ready } भेजने के लिए तैयार
wizard-problems = { $count ->
        [one] { $count } ग्राहक
       *[other] { $count } ग्राहकों
    } को अभियान की मौजूदा हालत में नहीं भेजा जा सकता
wizard-problems-first = { $count ->
        [one] { $count } ग्राहक
       *[other] { $count } ग्राहकों
    } को अभियान की मौजूदा हालत में नहीं भेजा जा सकता (पहली { $listed } समस्याएँ दिखाई गई हैं)
wizard-problems-help = इन्हें ठीक करें (स्प्रेडशीट का कॉलम, फ़ोल्डर में ग़ायब PDF), फिर से इम्पोर्ट करें और "फिर से जाँचें" दबाएँ — या फिर भी शुरू करें, इन्हें छोड़ दिया जाएगा।
wizard-problems-number = नंबर
wizard-problems-name = नाम
wizard-problems-what = क्या
wizard-problems-problem = समस्या
wizard-preview-title = ग्राहक को क्या मिलेगा
wizard-preview-phone = ग्राहक का नंबर
wizard-preview-phone-description = ख़ाली हो तो: प्राप्तकर्ताओं में पहला ग्राहक।
wizard-preview-show = दिखाएँ
wizard-preview-to = { $phone } को
wizard-preview-to-named = { $phone } ({ $name }) को
wizard-preview-pdf = PDF: { $file }
wizard-preview-problems = इस ग्राहक को मौजूदा हालत में नहीं भेजा जा सकता
wizard-preview-no-media = { $format ->
        [document] इस ग्राहक का कोई दस्तावेज़ नहीं
        [image] इस ग्राहक की कोई तस्वीर नहीं
        [video] इस ग्राहक का कोई वीडियो नहीं
        [location] इस ग्राहक की कोई लोकेशन नहीं
       *[other] इस ग्राहक की कोई फ़ाइल नहीं
    }
wizard-test-title = ख़ुद को टेस्ट भेजें
wizard-test-phone = आपका नंबर
wizard-test-phone-description = पहले तैयार ग्राहक की वैल्यू के साथ यह संदेश तुरंत आपको मिलेगा।
wizard-test-send = टेस्ट भेजें
wizard-test-queued = { $phone } के लिए टेस्ट संदेश प्रतीक्षा में है (संदेश id { $id })। यह अभियानों से पहले तुरंत जाएगा; होम स्क्रीन बताएगी कि कब पहुँच गया।
# Step 5: the launch (or the schedule)
wizard-launch-nobody = भेजने के लिए कोई भी तैयार नहीं
wizard-launch-all = शुरू करें: { $ready ->
        [one] { $ready } ग्राहक
       *[other] { $ready } ग्राहकों
    } को भेजें
wizard-schedule-all = शेड्यूल करें: { $ready ->
        [one] { $ready } ग्राहक
       *[other] { $ready } ग्राहकों
    } को भेजें
wizard-launch-blocked = { $problems ->
        [one] { $problems } ग्राहक में समस्या है
       *[other] { $problems } ग्राहकों में समस्याएँ हैं
    }: इन्हें ठीक करें या ऊपर वाले बॉक्स पर टिक करें
wizard-launch-skip = शुरू करें: { $ready } को भेजें, { $problems } को छोड़ें
wizard-schedule-skip = शेड्यूल करें: { $ready } को भेजें, { $problems } को छोड़ें
wizard-launch-not-checked = जाँच अभी पूरी नहीं हुई: एक कदम पीछे जाकर इंतज़ार करें, या "फिर से जाँचें" दबाएँ।
wizard-scheduled-title = शेड्यूल किया गया
wizard-scheduled = Pacer यह अभियान { $when } ({ $zone }) को अपने आप शुरू करेगा।
wizard-skip-problems = { $ready ->
        [one] { $ready } तैयार ग्राहक
       *[other] { $ready } तैयार ग्राहकों
    } को भेजें और समस्या वाले { $problems } को छोड़ दें
wizard-skip-problems-description = छोड़े गए ग्राहक रिपोर्ट में दिखेंगे; उन्हें ठीक करके बाद में इस अभियान की एक कॉपी भेज दें।
wizard-launch-confirm-title = "{ $campaign }" शुरू करें?
wizard-schedule-confirm-title = "{ $campaign }" शेड्यूल करें?
wizard-launch-audience = प्राप्तकर्ताओं में { $count ->
        [one] { $count } संपर्क
       *[other] { $count } संपर्क
    }
wizard-launch-ready = { $count } तैयार: इन्हें संदेश मिलेगा
wizard-launch-problems = { $count } में समस्या: छोड़ दिए जाएँगे (रिपोर्ट में इनकी सूची है)
wizard-launch-opted-out = { $count } ने मार्केटिंग संदेश बंद कर दिए: इन्हें नहीं भेजा जाएगा
wizard-launch-scheduled-note = यह { $when } ({ $zone }) को अपने आप शुरू होगा। तब तक आप सूची में इसे रोक या रद्द कर सकते हैं।
wizard-launch-now-note = संदेश तुरंत जाने लगेंगे। आप किसी भी समय सूची में अभियान को रोक या रद्द कर सकते हैं; कोई संदेश दो बार नहीं जाएगा।
wizard-go-back = वापस जाएँ
wizard-keep-scheduled = शेड्यूल रहने दें
wizard-launch-now = अभी शुरू करें

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
