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

campaigns-title = अभियान
campaigns-new-button = नया अभियान
campaigns-loading = अभियान पढ़े जा रहे हैं…
campaigns-empty-title = अभी कोई अभियान नहीं
campaigns-empty-intro = अभियान एक स्वीकृत टेम्पलेट ग्राहकों की एक सूची को भेजता है, हर ग्राहक को उसकी अपनी जानकारी के साथ। तीन कदम:
campaigns-empty-step-import = { $link } स्क्रीन पर अपने ग्राहकों की स्प्रेडशीट को एक सूची में इम्पोर्ट करें।
campaigns-empty-step-template = { $link } स्क्रीन पर देख लें कि आपका टेम्पलेट स्वीकृत और सिंक हो चुका है।
campaigns-empty-step-launch = { campaigns-new-button } दबाएँ: टेम्पलेट और सूची चुनें, हर ग्राहक को जाँचें, संदेश देखें, और शुरू करें।
campaigns-scheduled-title = समय तय हो गया
campaigns-scheduled-notice = "{ $name }" { $when } को अपने आप शुरू होगा। तब तक आप इसे यहीं रोक या रद्द कर सकते हैं।
campaigns-launched-title = शुरू हो गया
campaigns-launched-notice = "{ $name }" शुरू हो रहा है: जैसे-जैसे संदेश जाएँगे, इसकी प्रगति नीचे दिखेगी।

campaigns-state-draft = ड्राफ़्ट
campaigns-state-scheduled = समय तय
campaigns-state-launching = शुरू हो रहा है
campaigns-state-running = भेजा जा रहा है
campaigns-state-paused = रोका गया
campaigns-state-cancelled = रद्द
campaigns-state-done = सब भेज दिए गए

campaigns-card-template = टेम्पलेट { $template } ({ $language })
campaigns-card-list = सूची { $name }
campaigns-card-tag = टैग { $name }
campaigns-card-to = किसे: { $audience }
campaigns-card-to-nobody = अभी किसी को नहीं
campaigns-card-pdf = हर ग्राहक के लिए एक PDF
campaigns-card-created = बनाया गया: { $when }
campaigns-card-launched = शुरू किया गया: { $when }
campaigns-paused-title = रोका गया

campaigns-launch-progress = तैयारी चल रही है: { $recipients } में से { $queued } संदेश कतार में।
campaigns-launch-progress-pdfs = तैयारी चल रही है: { $recipients } में से { $queued } संदेश कतार में · { $pdfsTotal } में से { $pdfsDone } इनवॉइस अपलोड हो गए।
campaigns-launch-queued = { $recipients } में से { $queued } संदेश कतार में
campaigns-progress-scheduled = { $when } को अपने आप शुरू होगा। अभी कुछ नहीं भेजा गया है।
campaigns-progress-scheduled-zone = { $when } ({ $zone }) को अपने आप शुरू होगा। अभी कुछ नहीं भेजा गया है।
campaigns-progress-draft = अभी शुरू नहीं हुआ: हर ग्राहक को जाँचने, संदेश देखने और भेजने के लिए { campaigns-open-button } दबाएँ।
campaigns-progress-cancelled = कुछ भी भेजे जाने से पहले रद्द कर दिया गया।
campaigns-progress-none = अभी कोई संदेश नहीं।
campaigns-progress-final = { $total } में से { $finished } की अंतिम स्थिति आ गई ({ $percent } %); अब तक { $sent } भेजे गए{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } अपने समय की प्रतीक्षा में
    }।
campaigns-progress-time-left = अभी { $remaining } और भेजने हैं: { $per ->
        [second] { $rate } प्रति सेकंड
       *[minute] { $rate } प्रति मिनट
    } की रफ़्तार से { $unit ->
        [short] 2 मिनट से कम
        [minutes] लगभग { $amount } मिनट
       *[hours] लगभग { $amount } घंटे
    }।

campaigns-bar-read = { $count } पढ़ लिए
campaigns-bar-delivered = { $count } पहुँच गए, अभी पढ़े नहीं
campaigns-bar-sent = { $count } भेजे गए, पहुँचने की प्रतीक्षा में
campaigns-bar-failed = { $count } विफल
campaigns-bar-skipped = { $count } छोड़े गए या रद्द
campaigns-bar-expired = { $count } समय निकल गया: समय पर नहीं भेजे जा सके

campaigns-open-button = जाँचें और शुरू करें
campaigns-check-button = जाँचें
campaigns-pause-button = रोकें
campaigns-resume-button = फिर चलाएँ
campaigns-retry-button = विफल संदेश फिर से कोशिश ({ $count })
campaigns-report-button = रिपोर्ट
campaigns-clone-button = कॉपी बनाएँ
campaigns-cancel-button = रद्द करें
campaigns-delete-button = हटाएँ
campaigns-paused-notice-title = रोका गया
campaigns-paused-notice = "{ $name }" रोक दिया गया है: जब तक आप { campaigns-resume-button } नहीं दबाते, इसका कोई संदेश नहीं जाएगा। बाकी संदेश जाते रहेंगे।
campaigns-resumed-title = फिर से चालू
campaigns-resumed-notice = "{ $name }" फिर से भेजा जा रहा है।
campaigns-pause-failed = अभियान रोका नहीं जा सका
campaigns-resume-failed = अभियान फिर से चालू नहीं हो सका
campaigns-retry-failed = विफल संदेश फिर से नहीं भेजे जा सके
campaigns-retry-title = विफल संदेशों की फिर से कोशिश
campaigns-retry-hide = फिर से कोशिश का नतीजा छिपाएँ

campaigns-cancel-title = "{ $name }" रद्द करें?
campaigns-cancel-text = जो संदेश अभी नहीं भेजे गए वे रद्द हो जाएँगे और नहीं जाएँगे। जो संदेश Meta तक पहुँच चुके हैं उनके डिलीवरी अपडेट आते रहेंगे, और रिपोर्ट में हर संदेश रहेगा। रद्द अभियान फिर से शुरू नहीं हो सकता; बाद में भेजने के लिए उसकी कॉपी बनाएँ।
campaigns-cancel-text-waiting = जो संदेश अभी नहीं भेजे गए वे रद्द हो जाएँगे और नहीं जाएँगे (इस समय { $count })। जो संदेश Meta तक पहुँच चुके हैं उनके डिलीवरी अपडेट आते रहेंगे, और रिपोर्ट में हर संदेश रहेगा। रद्द अभियान फिर से शुरू नहीं हो सकता; बाद में भेजने के लिए उसकी कॉपी बनाएँ।
campaigns-cancel-keep = अभियान रहने दें
campaigns-cancel-confirm = अभियान रद्द करें
campaigns-cancel-failed = अभियान रद्द नहीं हो सका
campaigns-cancelled-title = "{ $name }" रद्द हो गया
campaigns-cancelled-notice = अभी न भेजे गए { $count } संदेश रद्द कर दिए गए। जो संदेश Meta तक पहुँच चुके हैं उनके डिलीवरी अपडेट आते रहेंगे।
campaigns-cancelled-nothing = अभियान रद्द हो गया। कोई संदेश भेजे जाने की प्रतीक्षा में नहीं था।

campaigns-delete-title = "{ $name }" हटाएँ?
campaigns-delete-text-scheduled = यह अपने समय पर नहीं भेजा जाएगा। अभी कुछ नहीं भेजा गया, इसलिए रखने को कोई रिपोर्ट नहीं है।
campaigns-delete-text-draft = ड्राफ़्ट हट जाएगा: उसका टेम्पलेट, ग्राहक और जानकारी। कुछ नहीं भेजा गया, इसलिए रखने को कोई रिपोर्ट नहीं है।
campaigns-delete-keep = रहने दें
campaigns-delete-confirm = हटाएँ
campaigns-delete-failed = अभियान हटाया नहीं जा सका
campaigns-deleted-title = "{ $name }" हटा दिया गया
campaigns-deleted-notice = कुछ भेजा नहीं गया था, इसलिए और कुछ नहीं बदलता।

campaigns-clone-title = "{ $name }" की कॉपी
campaigns-clone-default-name = { $name } (कॉपी)
campaigns-clone-name = कॉपी का नाम
campaigns-clone-name-description = कॉपी एक नया ड्राफ़्ट है: जब तक आप इसे शुरू नहीं करते, कुछ नहीं भेजा जाएगा।
campaigns-clone-keep = कॉपी न बनाएँ
campaigns-clone-confirm = नए ड्राफ़्ट के रूप में कॉपी करें
campaigns-clone-failed = अभियान की कॉपी नहीं बन सकी
campaigns-cloned-title = अभियान की कॉपी बन गई
campaigns-cloned-notice = "{ $name }" एक नया ड्राफ़्ट है जिसमें वही टेम्पलेट, ग्राहक और जानकारी है। भेजने के लिए उस पर { campaigns-open-button } दबाएँ।

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

reports-title = रिपोर्ट
reports-refresh = ताज़ा करें
reports-pick-label = अभियान
reports-pick-loading = अभियान पढ़े जा रहे हैं…
reports-pick-placeholder = अभियान का नाम लिखें
reports-pick-nothing = इस नाम का कोई अभियान नहीं
reports-pick-option = { $name } ({ $state }, { $when })
reports-empty-none = अभी कोई अभियान नहीं। जब आप अभियान स्क्रीन पर कोई अभियान शुरू करेंगे, उसकी रिपोर्ट यहाँ दिखेगी: किसे संदेश मिला, किसने पढ़ा, और कोई विफल हुआ तो क्यों।
reports-empty-choose = ऊपर एक अभियान चुनें और देखें कि किसे उसका संदेश मिला, किसने पढ़ा, और कोई विफल हुआ तो क्यों।
reports-error-title = रिपोर्ट पढ़ी नहीं जा सकी
reports-loading = रिपोर्ट पढ़ी जा रही है…
reports-still-sending = अभी भेजा जा रहा है: संदेश आगे बढ़ने के साथ यह रिपोर्ट अपने आप अपडेट होती है।
reports-resent = { $count } संदेश दोबारा भेजे गए क्योंकि Meta ने पहली बार जवाब नहीं दिया; हो सकता है ग्राहक को दोनों मिले हों।

reports-stage-queued = कतार में
reports-stage-queued-left = { $count } अभी भेजने हैं
reports-stage-queued-all = अभियान के सभी संदेश
reports-stage-sent = भेजा गया
reports-stage-sent-hint = Meta ने स्वीकार किया
reports-stage-delivered = पहुँच गया
reports-stage-delivered-hint = ग्राहक के फ़ोन पर
reports-stage-read = पढ़ लिया
reports-stage-read-hint = ग्राहक ने खोला
reports-stage-failed = विफल
reports-stage-failed-hint = कारण नीचे देखें
reports-stage-skipped = छोड़ा गया
reports-stage-skipped-hint = जानबूझकर नहीं भेजे गए
reports-stage-cancelled = रद्द
reports-stage-cancelled-hint = भेजे जाने से पहले रद्द कर दिए गए
reports-stage-expired = समय निकल गया
reports-stage-expired-hint = नहीं भेजे गए: अपनी समय सीमा के भीतर नहीं जा सके
reports-stage-in-doubt = Meta से पूछा जा रहा है
reports-stage-in-doubt-hint = भेजे गए पर जवाब नहीं आया; Pacer पता कर रहा है

reports-state-queued = भेजे जाने की प्रतीक्षा में
reports-state-sending = भेजा जा रहा है
reports-state-sent = भेजा गया
reports-state-delivered = पहुँच गया
reports-state-read = पढ़ लिया
reports-state-failed = विफल
reports-state-in-doubt = Meta से पूछा जा रहा है
reports-state-deferred = प्रतीक्षा में
reports-state-cancelled = रद्द
reports-state-skipped = छोड़ा गया
reports-state-expired = समय निकल गया
reports-history-failed-webhook = विफल (डिलीवरी अपडेट)
reports-history-played = सुना गया

reports-failures-title = { $count } संदेश क्यों विफल { $count ->
        [one] हुआ
       *[other] हुए
    }
reports-retry-button = जिन { $count } में फ़र्क पड़ सकता है उन्हें फिर से भेजें
reports-retry-failed = विफल संदेश फिर से नहीं भेजे जा सके
reports-failure-retryable = फिर से कोशिश से फ़ायदा हो सकता है
reports-failure-details-code-example = विवरण: Meta कोड { $code } · { $example }
reports-failure-details-code = विवरण: Meta कोड { $code }
reports-failure-details-example = विवरण: Meta से कोई कोड नहीं · { $example }
reports-failure-details = विवरण: Meta से कोई कोड नहीं
reports-skipped-title = { $count } संदेश क्यों { $count ->
        [one] छोड़ा गया
       *[other] छोड़े गए
    }

reports-cost-title = अनुमानित खर्च
reports-cost-no-prices = खर्च देखने के लिए { $link } में अपने ग्राहकों के देश के लिए Meta की कीमतें जोड़ें।
reports-cost-prices-link = सेटिंग्स → कीमतें
reports-cost-category = श्रेणी
reports-cost-delivered = पहुँचे
reports-cost-price = एक की कीमत
reports-cost-amount = राशि
reports-cost-total = कुल
reports-cost-unknown = पता नहीं
reports-cost-category-marketing = मार्केटिंग
reports-cost-category-utility = यूटिलिटी
reports-cost-category-authentication = सत्यापन
reports-cost-category-service = सर्विस
reports-cost-category-unknown = पता नहीं (टेम्पलेट सूची में नहीं)
reports-cost-note = सिर्फ़ पहुँचे हुए टेम्पलेट संदेशों का पैसा लगता है। यह अनुमान है; असली रकम Meta के बिल में होती है।

reports-export-title = रिपोर्ट सहेजें
reports-export-text = Excel फ़ाइल में एक Summary शीट होती है (संख्याएँ, विफलता के कारण और क्या करें, खर्च) और एक Recipients शीट (हर ग्राहक की एक पंक्ति, हर समय और कारण के साथ)। ये फ़ाइलें Excel में खोलना सुरक्षित है: =, +, - या @ से शुरू होने वाला खाना टेक्स्ट के रूप में लिखा जाता है, कभी फ़ॉर्मूले की तरह नहीं चलता। Pacer पूछता है कि कहाँ सहेजना है।
reports-export-excel = Excel में सहेजें…
reports-export-csv = CSV में सहेजें…
reports-export-done = यहाँ सहेजी गई: { $path }
reports-export-failed = रिपोर्ट सहेजी नहीं जा सकी

reports-recipients-title = सभी ग्राहक ({ $count })
reports-search-placeholder = नंबर या नाम
reports-search-label = नंबर या नाम से ग्राहक खोजें
reports-filter-label = ग्राहकों को उनके संदेश की स्थिति के अनुसार दिखाएँ
reports-filter-all = सभी ({ $count })
reports-filter-delivered = पहुँच गए ({ $count })
reports-filter-waiting = अभी नहीं पहुँचे ({ $count })
reports-filter-failed = विफल ({ $count })
reports-filter-skipped = छोड़े गए ({ $count })
reports-filter-cancelled = रद्द ({ $count })
reports-filter-expired = समय निकल गया ({ $count })
reports-recipients-hint = किसी ग्राहक पर क्लिक करके उसके संदेश का हर कदम Meta के कोड के साथ देखें।
reports-column-number = नंबर
reports-column-name = नाम
reports-column-state = स्थिति
reports-column-sent = भेजा गया
reports-column-delivered = पहुँचा
reports-column-read-failed = पढ़ा / विफल
reports-column-reason = कारण
reports-row-label = { $name } को भेजे गए संदेश का इतिहास
reports-rows-loading = लोड हो रहा है…
reports-rows-none = अभी कोई संदेश नहीं।
reports-rows-no-match = कोई ग्राहक नहीं मिला।
reports-rows-error-title = कुछ ग्राहक पढ़े नहीं जा सके
reports-rows-error-retry = फिर से कोशिश के लिए { reports-refresh } दबाएँ।

reports-history-title-named = { $name } ({ $phone }) को संदेश
reports-history-title = { $phone } को संदेश
reports-history-attempts = { $count ->
        [one] { $count } कोशिश
       *[other] { $count } कोशिशें
    }
reports-history-wamid = Meta की आईडी { $id }
reports-history-resent = Meta का जवाब न आने पर दोबारा भेजा गया
reports-history-loading = संदेश का इतिहास पढ़ा जा रहा है…
reports-history-empty = इस संदेश का कोई इतिहास दर्ज नहीं हुआ।
reports-history-code = Meta कोड { $code }

reports-timeline-title = प्रति मिनट संदेश
reports-timeline-busiest = सबसे व्यस्त मिनट: { $time } पर { $count } भेजे गए
reports-timeline-sent = भेजे गए
reports-timeline-delivered = पहुँचे
reports-timeline-read = पढ़े गए

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
