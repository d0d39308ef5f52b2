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

home-title = होम
home-not-running = Pacer का इंजन नहीं चल रहा, इसलिए दिखाने के लिए कोई कतार या दर नहीं है। ऊपर वाला संदेश बताता है कि क्यों और अब क्या करना है; कतार में रखा कोई संदेश खोता नहीं।
home-waiting = Pacer के इंजन की रिपोर्ट की प्रतीक्षा…
home-all-time = अब तक के सभी संदेश: { $totals }।
home-all-time-sent = { $count } भेजे गए
home-all-time-delivered = { $count } पहुँच गए
home-all-time-read = { $count } पढ़ लिए गए
home-all-time-failed = { $count } विफल
home-all-time-skipped = { $count } छोड़े गए
home-all-time-cancelled = { $count } रद्द
home-all-time-expired = { $count } की समय-सीमा खत्म

home-circuit-ok = भेजना सामान्य रूप से चल रहा है
home-circuit-stopped = भेजना रुका हुआ है
home-circuit-reason-unknown = Meta ने संदेश इस तरह अस्वीकार किए जिसका असर हर संदेश पर पड़ता है, इसलिए Pacer ने भेजना रोक दिया।
home-circuit-nothing-lost = कुछ भी खोया नहीं: संदेश कतार में प्रतीक्षा करते हैं और भेजना फिर शुरू होते ही चले जाते हैं।
home-circuit-probe = Pacer { $time } पर एक संदेश भेजकर देखेगा कि समस्या ठीक हुई या नहीं।
home-circuit-code = विवरण: Meta त्रुटि कोड { $code }
home-circuit-resume = भेजना फिर शुरू करें
home-circuit-resumed = भेजना फिर शुरू हो गया। अगर कारण अभी भी बना हुआ है, तो Pacer अपने-आप फिर रुक जाएगा और कारण बताएगा।
home-circuit-already-running = भेजना पहले ही फिर से चल रहा था।
home-circuit-resume-failed = Pacer भेजना फिर शुरू नहीं कर सका
home-resume-confirm-title = कारण ठीक करने के बाद ही फिर शुरू करें
home-resume-confirm-button = मैंने ठीक कर दिया — फिर शुरू करें
home-resume-confirm-body = Pacer इस कारण रुका: { $reason } अगर कारण ठीक नहीं हुआ, तो अगले संदेश भी इसी समस्या से टकराएँगे और Pacer कारण बताकर फिर रुक जाएगा।
home-resume-confirm-body-unknown = Pacer इस कारण रुका: Meta ने संदेश अस्वीकार कर दिए। अगर कारण ठीक नहीं हुआ, तो अगले संदेश भी इसी समस्या से टकराएँगे और Pacer कारण बताकर फिर रुक जाएगा।

home-lasting-under-minute = एक मिनट से कम
home-lasting-minutes = { $minutes } मिनट
home-lasting-hours = { $hours } घंटे
home-lasting-hours-minutes = { $hours } घंटे { $minutes } मिनट
home-connection-title = { $time } से WhatsApp से कनेक्शन नहीं ({ $lasting })
home-connection-none-waiting = कोई संदेश प्रतीक्षा में नहीं; नए संदेश प्रतीक्षा करेंगे और कनेक्शन लौटते ही चले जाएँगे।
home-connection-waiting = { $count ->
        [one] { $count } संदेश प्रतीक्षा में है और कनेक्शन लौटते ही चला जाएगा; कुछ भी खोता नहीं और इस वजह से कुछ भी विफल नहीं होता।
       *[other] { $count } संदेश प्रतीक्षा में हैं और कनेक्शन लौटते ही चले जाएँगे; कुछ भी खोता नहीं और इस वजह से कुछ भी विफल नहीं होता।
    }
home-connection-next-try = Pacer { $time } पर अपने-आप फिर कोशिश करेगा, फिर सामान्य गति से भेजेगा।

home-fatal-title = Pacer रुक गया है: इसे फिर से शुरू करें
home-recovered-title = Pacer एक अंदरूनी त्रुटि से अपने-आप उबर गया

home-paused-title = रोके गए ({ $count })
home-paused-explain = बाकी संदेश जाते रहते हैं। कारण ठीक होने के बाद अभियान स्क्रीन से अभियान फिर शुरू करें; जो अभियान इसलिए रुका क्योंकि Meta ने उसका टेम्पलेट रोक दिया था, वह Meta के टेम्पलेट को फिर से मंज़ूरी देने पर अपने-आप शुरू हो जाता है।
home-paused-batch = बैच { $batch }

home-queues-title = भेजे जाने की प्रतीक्षा में
home-queue-express = OTP और अलर्ट प्रतीक्षा में
home-queue-bulk = अभियान संदेश प्रतीक्षा में
home-queue-in-flight = { $count } अभी Meta की ओर जा रहे हैं
home-queue-deferred = बाद के समय की प्रतीक्षा में
home-queue-deferred-hint = हर ग्राहक के लिए गति, दैनिक सीमा, या फिर से कोशिश
home-queue-paused = रोके गए
home-queue-paused-hint = इनका अभियान रोका गया है
home-queue-in-doubt = अनिश्चित
home-queue-in-doubt-hint = Meta की पुष्टि की प्रतीक्षा में — कभी दो बार नहीं भेजा जाता
home-latency-none = Pacer शुरू होने के बाद से कोई OTP नहीं भेजा गया।
home-latency = OTP { $p50 } में निकल जाते हैं (p99 { $p99 })।
home-ms-under-one = 1 ms से कम
home-ms = { $ms } ms

home-rate-title = भेजने की दर
home-rate-unit-no-limit = संदेश/सेकंड (कोई सीमा नहीं)
home-rate-unit = संदेश/सेकंड, अनुमति { $limit } तक
home-rate-average = पिछले 10 सेकंड का औसत।
home-rate-aim = Pacer फ़िलहाल { $rate }/सेकंड का लक्ष्य रखता है।
home-rate-inbound = ग्राहक संदेश भेज रहे हैं: { $rate } संदेश/सेकंड तक। Meta इन्हें भी उसी सीमा में गिनता है, इसलिए Pacer इनके लिए जगह छोड़ता है।
home-throttled = Meta ने Pacer से धीमा होने को कहा; Pacer अपने-आप धीमा हो गया। कुछ भी खोया नहीं: संदेश उसी दर से जाते हैं जो Meta स्वीकार करता है।
home-rate-chart = पिछले 5 मिनट में हर सेकंड भेजे गए संदेश
home-rate-chart-limit = सीमा { $limit }/सेकंड

home-sending-title = अभी भेजे जा रहे हैं
home-sending-empty = अभी कुछ नहीं भेजा जा रहा। अभियान स्क्रीन से कोई अभियान शुरू करें, या लोकल API से OTP भेजें (सेटिंग्स में उसका पता और कुंजी दी है)।
home-sending-empty-desk = अभी कुछ नहीं भेजा जा रहा। अभियान स्क्रीन से कोई अभियान शुरू करें।
home-desk-stale = दफ़्तर के Pacer तक नहीं पहुँचा जा सकता: ये उसके { $time } के आँकड़े हैं। उस तक फिर पहुँचते ही ये अपने-आप अपडेट हो जाएँगे।
home-campaign-open = खोलें
home-campaign-state-draft = ड्राफ़्ट
home-campaign-state-scheduled = समय तय
home-campaign-state-launching = शुरू हो रहा है
home-campaign-state-running = चल रहा है
home-campaign-state-paused = रोका गया
home-campaign-state-cancelled = रद्द
home-campaign-state-done = पूरा
home-campaign-preparing-label = { $name }: तैयारी हो रही है
home-campaign-preparing = तैयारी: { $recipients } में से { $queued } संदेश कतार में
home-campaign-preparing-pdfs = तैयारी: { $recipients } में से { $queued } संदेश कतार में, { $pdfs } में से { $done } PDF अपलोड हुईं
home-campaign-progress-label = { $name }: { $total } में से { $sent } भेजे गए
home-campaign-progress = { $total } में से { $sent } भेजे गए ({ $percent })
home-campaign-paused = रोका गया: { $reason }

home-tier-title = दैनिक ग्राहक सीमा
home-tier-no-limit = आज { $used } ग्राहक — कोई दैनिक सीमा नहीं
home-tier-used = आज { $limit } में से { $used } ग्राहक
home-tier-explain = Meta पिछले 24 घंटों में हर उस ग्राहक को गिनता है जिसके साथ आपके अभियानों ने बातचीत शुरू की।
home-tier-waiting = { $count ->
        [one] { $count } संदेश कल की सीमा की प्रतीक्षा में है।
       *[other] { $count } संदेश कल की सीमा की प्रतीक्षा में हैं।
    } Pacer इन्हें अपने-आप भेज देगा।

common-cancel = रहने दें
common-details = विवरण: { $details }
common-error-title = यह नहीं हो सका
common-done-title = हो गया
common-error-text = { $message } (विवरण: { $details })
common-error-notification =
    { $message }
    (विवरण: { $details })
common-campaigns-read-failed = Pacer अभियान नहीं पढ़ सका

common-campaign-state-draft = ड्राफ़्ट
common-campaign-state-scheduled = समय तय
common-campaign-state-launching = शुरू हो रहा है
common-campaign-state-running = भेजा जा रहा है
common-campaign-state-paused = रोका गया
common-campaign-state-cancelled = रद्द
common-campaign-state-done = सब भेजे गए
common-progress-read = पढ़ लिया
common-progress-delivered = पहुँच गया, अभी पढ़ा नहीं
common-progress-sent = भेजा गया, पहुँचने की प्रतीक्षा में
common-progress-failed = विफल
common-progress-skipped = छोड़ा गया या रद्द
common-progress-expired = समय-सीमा खत्म: समय पर नहीं भेजा गया

common-tunnel-title = डिलीवरी अपडेट
common-tunnel-badge-demo = डेमो
common-tunnel-badge-off = बंद
common-tunnel-badge-up = चालू
common-tunnel-badge-fixed = स्थायी पता
common-tunnel-badge-starting = शुरू हो रहा है
common-tunnel-badge-down = रुका हुआ
common-tunnel-restarts = { $count } बार फिर से शुरू हुआ
common-tunnel-demo = डिलीवरी अपडेट नकली Meta से आते हैं: डेमो में किसी टनल की ज़रूरत नहीं।
common-tunnel-off = डिलीवरी अपडेट बंद हैं: संदेश जाते हैं, लेकिन Meta, Pacer को नहीं बता सकता कि कौन-से पहुँचे या पढ़े गए। सेटिंग्स → डिलीवरी अपडेट में टनल चालू करें।
common-tunnel-up = Meta, Pacer तक { $url } पर पहुँच सकता है।
common-tunnel-up-no-address = Meta, Pacer तक टनल के पते पर पहुँच सकता है।
common-tunnel-fixed = Meta डिलीवरी अपडेट आपके अपने पते { $url } पर भेजता है।
common-tunnel-starting = टनल ({ $provider }) शुरू हो रहा है; इसके चालू होते ही डिलीवरी अपडेट आने लगेंगे।
common-tunnel-down = Pacer अभी डिलीवरी अपडेट नहीं पा सकता (टनल रुक गया)। संदेश फिर भी जाते हैं; टनल लौटने पर उनकी डिलीवरी की स्थिति भी अपडेट हो जाएगी।
common-tunnel-retry = Pacer { $time } पर फिर कोशिश करेगा।
common-tunnel-asks-again = Pacer { $time } पर फिर पूछेगा।
common-webhooks-none = अभी तक कोई डिलीवरी अपडेट नहीं आया: ये संदेश भेजे जाने के बाद आते हैं।
common-webhooks-seconds-ago = आखिरी डिलीवरी अपडेट { $seconds } सेकंड पहले आया।
common-webhooks-minutes-ago = आखिरी डिलीवरी अपडेट { $minutes } मिनट पहले आया।
common-webhooks-at = आखिरी डिलीवरी अपडेट { $time } पर आया।
common-webhooks-waiting = { $count } लागू होने की प्रतीक्षा में।

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

import-title = संपर्क इम्पोर्ट करें
import-default-list = ग्राहक
import-step-file = फ़ाइल चुनें
import-step-file-description = फ़ाइल, सूची और देश
import-step-check = जाँच
import-found = Pacer को क्या मिला
import-step-import = इम्पोर्ट
import-step-import-description = संपर्क सेव करें
import-missing-title = कुछ छूट गया है
import-missing-file = पहले इम्पोर्ट के लिए फ़ाइल चुनें: "चुनें…" दबाएँ।
import-missing-list = सूची को एक नाम दें, जैसे ग्राहक।
import-missing-country = उस देश का 2 अक्षर का कोड लिखें जहाँ के ज़्यादातर नंबर हैं, जैसे IN।
import-read-failed-title = Pacer फ़ाइल नहीं पढ़ सका
import-failed-title = संपर्क इम्पोर्ट नहीं हुए
import-progress-title = { $contacts } संपर्क “{ $list }” में इम्पोर्ट हो रहे हैं…
import-progress-label = संपर्क इम्पोर्ट हो रहे हैं
import-progress-count = { $total } में से { $saved } सेव हुए ({ $percent }%)
import-progress-note = बड़ी फ़ाइलों में एक मिनट तक लग सकता है। विंडो खुली रखें; किसी को कुछ नहीं भेजा जा रहा।
import-cancel = रद्द करें
import-check-button = फ़ाइल जाँचें
import-back = वापस
import-run-button = { $contacts } संपर्क “{ $list }” में इम्पोर्ट करें
import-another = दूसरी फ़ाइल इम्पोर्ट करें
import-done = हो गया

# Step 1: the file, the list, the country
import-picker-failed-title = फ़ाइल चुनने वाली विंडो नहीं खुली
import-file-intro = अपने बिलिंग सिस्टम से निकाली गई या हाथ से बनाई गई CSV या Excel फ़ाइल इम्पोर्ट करें। Pacer फ़ोन नंबर वाला कॉलम खुद ढूँढ लेता है और कुछ भी सेव करने से पहले दिखाता है कि उसे क्या मिला।
import-no-file = अभी कोई फ़ाइल नहीं चुनी गई: CSV या Excel फ़ाइल चुनने के लिए "चुनें…" दबाएँ।
import-choose = चुनें…
import-use-sample = नमूने की ग्राहक सूची इस्तेमाल करें
import-sample-note = डेमो: कुछ गड़बड़ नंबरों वाली एक नकली सूची, यह देखने के लिए कि Pacer उन्हें कैसे संभालता है।
import-list-label = सूची
import-list-exists = “{ $list }” पहले से है: ये संपर्क उसी में जोड़े जाएँगे।
import-list-new = संपर्क इस सूची में जाएँगे (ज़रूरत हो तो नई सूची बन जाएगी)।
import-country-label = बिना देश कोड वाले नंबरों का देश
import-country-read-as = + या 00 के बिना लिखे नंबरों को { $country } के नंबर माना जाएगा।
import-country-hint = अपने देश का 2 अक्षर का कोड लिखें, जैसे IN या AE।
import-country-placeholder = IN
import-country-unknown = यह ऐसा देश कोड नहीं है जिसे Pacer जानता हो।
import-tags-label = टैग (वैकल्पिक)
import-tags-description = इस फ़ाइल के हर संपर्क को दिए जाएँगे, जैसे “2026 के ग्राहक”। हर टैग के बाद Enter दबाएँ।

# Step 2: what Pacer found
import-nothing-saved-yet = अभी कुछ सेव नहीं हुआ है
import-no-contacts = किसी भी पंक्ति में ऐसा नंबर नहीं है जिसे Pacer इस्तेमाल कर सके। देखें कि नीचे फ़ोन कॉलम सही है, या वह कॉलम चुनें जिसमें नंबर हैं।
import-columns = कॉलम
import-columns-help = अगर Pacer ने गलत कॉलम चुना है, तो सही कॉलम चुनें और "फिर से जाँचें" दबाएँ।
import-phone-column = फ़ोन कॉलम
import-name-column = नाम का कॉलम
import-column-guess = Pacer का चुनाव: { $column }
import-column-none = Pacer को कोई नहीं मिला
import-recheck = फिर से जाँचें
import-recheck-hint = इम्पोर्ट से पहले "फिर से जाँचें" दबाएँ, ताकि दिखे कि इन कॉलमों से क्या मिलता है।
import-rows-to-look = पंक्तियाँ जिन्हें देखना ज़रूरी है
import-findings-file = फ़ाइल
import-findings-file-value = { $file }: { $description }
import-format-csv = CSV टेक्स्ट फ़ाइल
import-format-xlsx = Excel वर्कबुक (.xlsx)
import-format-xls = पुरानी Excel वर्कबुक (.xls)
import-format-ods = OpenDocument स्प्रेडशीट (.ods)
import-file-encoding = टेक्स्ट { $encoding } में
import-file-sheet = शीट “{ $sheet }”
import-separated-commas = मान कॉमा से अलग
import-separated-semicolons = मान सेमीकोलन से अलग
import-separated-tabs = मान टैब से अलग
import-separated-bars = मान खड़ी लकीर (|) से अलग
import-separated-spaces = मान खाली जगह से अलग
import-separated-other = मान “{ $delimiter }” से अलग
import-findings-header = हेडर पंक्ति
import-findings-header-row = पंक्ति { $row } में कॉलमों के नाम हैं
import-findings-header-none = कोई नहीं: कॉलमों के नाम कॉलम 1, कॉलम 2… रखे गए हैं
import-findings-phone = फ़ोन नंबर
import-findings-phone-header = कॉलम “{ $column }”, क्योंकि इसका हेडर “{ $column }” बताता है कि इसमें फ़ोन नंबर हैं
import-findings-phone-content = कॉलम “{ $column }”, क्योंकि इसके खाने फ़ोन नंबर जैसे दिखते हैं (किसी हेडर में यह नहीं लिखा)
import-findings-phone-override = कॉलम “{ $column }”, क्योंकि आपने इसे चुना
import-findings-names = नाम
import-findings-names-none = नाम का कोई कॉलम नहीं मिला: संपर्कों का कोई नाम नहीं होगा
import-findings-other = बाकी रखे गए कॉलम
import-findings-other-kept = { $columns }: हर संपर्क के साथ रखे जाएँगे, टेम्पलेट में इस्तेमाल के लिए
import-findings-none = कोई नहीं
import-findings-country = बिना देश कोड वाले नंबर
import-findings-country-value = { $country } के नंबर माने जाएँगे

# What each row of the file became
import-stat-rows = पढ़ी गई पंक्तियाँ
import-stat-rows-help = हेडर के नीचे की, खाली पंक्तियाँ भी शामिल
import-stat-contacts = संपर्क
import-stat-contacts-help = अलग-अलग नंबर जो इस्तेमाल हो सकते हैं
import-stat-duplicates = एक ही नंबर दो बार
import-stat-duplicates-help = उसी नंबर वाली पहली पंक्ति में मिला दिए गए
import-stat-invalid = गलत नंबर
import-stat-invalid-help = छोड़ दिए गए: वजह नीचे देखें
import-stat-empty = खाली पंक्तियाँ
import-stat-empty-help = इनमें कुछ नहीं: छोड़ा गया

# The rows that did not become a contact of their own
import-no-problems = फ़ाइल का हर नंबर इस्तेमाल हो सकता है, और कोई नंबर दो बार नहीं आया।
import-tab-invalid = गलत नंबर ({ $count })
import-tab-duplicates = एक ही नंबर दो बार ({ $count })
import-listed-only-save = { $total } में से पहली { $listed } दिखाई जा रही हैं। सभी पाने के लिए नीचे सुधारने वाली पंक्तियाँ सेव करें।
import-listed-only-later = { $total } में से पहली { $listed } दिखाई जा रही हैं। इम्पोर्ट के बाद सभी को स्प्रेडशीट के रूप में सेव किया जा सकता है।
import-invalid-intro = { $rows ->
        [one] { $rows } पंक्ति में ऐसा नंबर है जिसे Pacer इस्तेमाल नहीं कर सकता, इसलिए उसे छोड़ दिया गया है।
       *[other] { $rows } पंक्तियों में ऐसा नंबर है जिसे Pacer इस्तेमाल नहीं कर सकता, इसलिए उन्हें छोड़ दिया गया है।
    } इन्हें अपनी फ़ाइल में ठीक करें और फिर से इम्पोर्ट करें: जो संपर्क Pacer में पहले से हैं वे अपडेट होते हैं, कभी दोहराए नहीं जाते।
import-duplicates-intro = { $rows ->
        [one] { $rows } पंक्ति में वही नंबर दोबारा आया है
       *[other] { $rows } पंक्तियों में वही नंबर दोबारा आया है
    } जो फ़ाइल में पहले आ चुका है। हर एक उसी नंबर वाली पहली पंक्ति में मिला दी जाती है: एक ही संपर्क बनता है, और जहाँ दोनों पंक्तियों में एक ही कॉलम भरा हो वहाँ बाद वाली पंक्ति का मान रखा जाता है। कुछ भी दो बार नहीं भेजा जाता।
import-column-row = पंक्ति
import-column-value = फ़ाइल में नंबर
import-column-empty = (खाली)
import-column-name = नाम
import-column-reason = क्यों इस्तेमाल नहीं हो सकता
import-column-merged-into = उसी नंबर वाली पंक्ति
import-column-number = नंबर
import-duplicate-in-file = फ़ाइल में: { $value }
import-reason-counted = { $reason }:
import-reason-empty = { $count ->
        [one] { $count } खाली है
       *[other] { $count } खाली हैं
    }
import-reason-not-a-number = { $count ->
        [one] { $count } फ़ोन नंबर नहीं है
       *[other] { $count } फ़ोन नंबर नहीं हैं
    }
import-reason-several-numbers = { $count ->
        [one] { $count } के खाने में एक से ज़्यादा नंबर हैं
       *[other] { $count } के खानों में एक से ज़्यादा नंबर हैं
    }
import-reason-shortened-by-excel = { $count ->
        [one] { $count } को Excel ने छोटा कर दिया
       *[other] { $count } को Excel ने छोटा कर दिया
    }
import-reason-too-short = { $count ->
        [one] { $count } में एक अंक कम है
       *[other] { $count } में एक अंक कम है
    }
import-reason-too-long = { $count ->
        [one] { $count } में एक अंक ज़्यादा है
       *[other] { $count } में एक अंक ज़्यादा है
    }
import-reason-unknown-country-code = { $count ->
        [one] { $count } का देश कोड अनजान है
       *[other] { $count } का देश कोड अनजान है
    }
import-reason-not-valid-for = { $count ->
        [one] { $count } { $country } का सही नंबर नहीं है
       *[other] { $count } { $country } के सही नंबर नहीं हैं
    }
import-reason-empty-help = फ़ोन का खाना खाली है। अपनी फ़ाइल में ग्राहक का नंबर लिखें, या यह पंक्ति हटा दें।
import-reason-not-a-number-help = फ़ोन के खाने में नंबर की जगह टेक्स्ट है। उस खाने में ग्राहक का नंबर लिखें।
import-reason-several-numbers-help = खाने में एक से ज़्यादा नंबर हैं। हर पंक्ति में एक ही नंबर रखें: दूसरे नंबर के लिए पंक्ति की कॉपी बनाएँ।
import-reason-shortened-by-excel-help = Excel ने नंबर को 9.23E+11 जैसा दिखाया और उसके आखिरी अंक खो दिए। Excel में कॉलम को Text बनाएँ, नंबर फिर से लिखें और फ़ाइल फिर से निकालें।
import-reason-too-short-help = नंबर बहुत छोटा है: शायद एक अंक छूट गया है। ग्राहक से पूछकर जाँचें।
import-reason-too-long-help = नंबर बहुत लंबा है: एक अंक ज़्यादा है, या दो नंबर जुड़ गए हैं। ग्राहक से पूछकर जाँचें।
import-reason-unknown-country-code-help = यह + या 00 से शुरू होता है, पर ऐसे देश कोड से जो कोई देश इस्तेमाल नहीं करता। शुरू के अंक जाँचें।
import-reason-not-valid-for-help = यह { $country } के फ़ोन नंबरों जैसा नहीं है। अगर ग्राहक का नंबर किसी दूसरे देश का है, तो उसे + और उस देश के कोड के साथ लिखें।

# Step 3: the import's report and the rows to fix
import-report-title = “{ $list }” में इम्पोर्ट हो गए
import-saved-new = नए
import-saved-new-help = वे नंबर जो Pacer के पास पहले नहीं थे
import-saved-updated = अपडेट हुए
import-saved-updated-help = पहले से मौजूद नंबर, नए नाम या जानकारी के साथ
import-saved-unchanged = कोई बदलाव नहीं
import-saved-unchanged-help = पहले से मौजूद नंबर; फ़ाइल में कुछ नया नहीं
import-saved-opted-out = मार्केटिंग संदेश बंद कर दिए
import-saved-opted-out-help = इन्होंने पहले मार्केटिंग संदेश बंद किए थे और वे बंद ही रहेंगे; इनवॉइस उन्हें फिर भी पहुँचते हैं
import-problems-title = सुधारने वाली पंक्तियाँ सेव करें
import-problems-description = एक CSV जिसमें हर गड़बड़ वाली पंक्ति हो (पंक्ति नंबर, नाम, नंबर और क्या गलत है), ताकि उसे Excel में खोलकर ठीक करें और फिर से इम्पोर्ट करें। Pacer पूछेगा कि इसे कहाँ सेव करना है।
import-problems-save = { $rows ->
        [one] { $rows } पंक्ति सेव करें…
       *[other] { $rows } पंक्तियाँ सेव करें…
    }
import-problems-saved = { $path } में सेव हो गईं।
import-problems-saved-note = { $rows ->
        [one] सुधारने वाली { $rows } पंक्ति { $path } में सेव हो गई।
       *[other] सुधारने वाली { $rows } पंक्तियाँ { $path } में सेव हो गईं।
    }
import-problems-failed-title = सुधारने वाली पंक्तियाँ सेव नहीं हुईं

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
templates-empty-live = अभी कोई टेम्पलेट नहीं: नया लिखकर समीक्षा के लिए Meta को भेजने के लिए "नया टेम्पलेट" दबाएँ, या अपने WhatsApp Business खाते के टेम्पलेट पढ़ने के लिए "Meta से सिंक करें" दबाएँ।
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
templates-unusable-rejected = Meta ने यह टेम्पलेट नामंज़ूर कर दिया, इसलिए इसे भेजा नहीं जा सकता। इसे बदलकर फिर से Meta को भेजने के लिए "बदलकर फिर से भेजें" दबाएँ।
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

# टेम्पलेट बिल्डर: Pacer में लिखा टेम्पलेट, जो समीक्षा के लिए Meta को भेजा जाता है।
templates-builder-new = नया टेम्पलेट
templates-builder-title-edit = { $name } ({ $code }) बदलें
templates-builder-intro = आपके लिखते समय Pacer Meta के नियम जाँचता है। फिर Meta टेम्पलेट की समीक्षा करता है, आम तौर पर कुछ मिनटों में और ज़्यादा से ज़्यादा 24 घंटे में।
templates-builder-back = टेम्पलेट पर वापस
templates-builder-name = नाम
templates-builder-name-rule = सिर्फ़ छोटे अंग्रेज़ी अक्षर, अंक और अंडरस्कोर, जैसे order_update। ग्राहक इसे नहीं देखते।
templates-builder-kept-on-edit = बदलाव करते समय Meta टेम्पलेट का नाम, भाषा और श्रेणी वही रखता है।
templates-builder-category = श्रेणी
templates-builder-language = भाषा
templates-builder-language-help = वह भाषा जिसमें संदेश लिखा है। एक नाम का हर भाषा में अलग टेम्पलेट हो सकता है।
templates-builder-header = हेडर
templates-builder-header-none = कोई नहीं
templates-builder-header-text = टेक्स्ट
templates-builder-header-image = तस्वीर
templates-builder-header-video = वीडियो
templates-builder-header-document = दस्तावेज़
templates-builder-header-text-label = हेडर का टेक्स्ट
templates-builder-header-text-help = संदेश के ऊपर मोटे अक्षरों में एक लाइन, ज़्यादा से ज़्यादा एक वेरिएबल के साथ।
templates-builder-header-sample = हेडर के वेरिएबल का नमूना
templates-builder-header-sample-title = { $kind ->
        [image] नमूने की तस्वीर
        [video] नमूने का वीडियो
       *[document] नमूने की PDF
    }
templates-builder-header-sample-help = Meta इस नमूने के साथ टेम्पलेट की समीक्षा करता है; ग्राहक इसे कभी नहीं देखते, क्योंकि हर कैंपेन अपनी फ़ाइल खुद चुनता है। { $kind ->
        [image] 5 MB तक की JPEG या PNG।
        [video] 16 MB तक का MP4।
       *[document] 100 MB तक की PDF।
    }
templates-builder-header-sample-choose = चुनें और अपलोड करें…
templates-builder-header-sample-none = अभी कोई नमूना नहीं।
templates-builder-header-sample-uploaded = { $file } Meta पर अपलोड हो गई।
templates-builder-header-sample-kept = पहले अपलोड किया गया नमूना रखा गया है।
templates-builder-header-sample-failed = नमूना अपलोड नहीं हुआ
templates-builder-body = संदेश
templates-builder-body-help = ज़्यादा से ज़्यादा { $max } अक्षर। अभियान भेजते समय हर ग्राहक के लिए वेरिएबल भरे जाते हैं।
templates-builder-add-variable = वेरिएबल जोड़ें
templates-builder-add-numbered = नंबर वाला: { $example }
templates-builder-add-named = नाम वाला: { $example }
templates-builder-samples = Meta की समीक्षा के लिए नमूने
templates-builder-samples-help = हर वेरिएबल में ग्राहक को क्या दिख सकता है। Meta समीक्षा के लिए इन्हें पढ़ता है; ग्राहक इन्हें कभी नहीं देखते।
templates-builder-sample = { $variable } का नमूना
templates-builder-footer = फ़ुटर
templates-builder-footer-help = संदेश के नीचे छोटा स्थिर टेक्स्ट, बिना वेरिएबल के। वैकल्पिक।
templates-builder-buttons = बटन
templates-builder-buttons-none = कोई बटन नहीं।
templates-builder-button-quick-reply = तुरंत जवाब
templates-builder-button-url = लिंक
templates-builder-button-phone = कॉल
templates-builder-button-copy-code = कोड कॉपी करें
templates-builder-button-add = बटन जोड़ें: { $kind }
templates-builder-button-text = बटन का टेक्स्ट
templates-builder-button-url-address = वेब पता
templates-builder-button-url-help = https:// से शुरू हो। आख़िर में { $variable } हो सकता है, जो हर ग्राहक के लिए भरा जाता है।
templates-builder-button-url-sample = लिंक के आख़िरी हिस्से का नमूना
templates-builder-button-phone-number = फ़ोन नंबर
templates-builder-button-code-sample = नमूना कोड
templates-builder-button-up = ऊपर करें
templates-builder-button-down = नीचे करें
templates-builder-button-remove = हटाएँ
templates-builder-preview = ग्राहक को क्या दिखेगा
templates-builder-preview-help = वेरिएबल की जगह आपके नमूनों के साथ।
templates-builder-checking = Meta के नियम जाँचे जा रहे हैं
templates-builder-problems = { $count ->
    [one] Meta की समीक्षा से पहले { $count } चीज़ ठीक करनी है।
   *[other] Meta की समीक्षा से पहले { $count } चीज़ें ठीक करनी हैं।
}
templates-builder-other-problems = यह भी ठीक करें
templates-builder-ready = Meta के नियम पूरे हैं: टेम्पलेट समीक्षा के लिए जा सकता है।
templates-builder-check-failed = Pacer टेम्पलेट जाँच नहीं सका
templates-builder-send = समीक्षा के लिए Meta को भेजें
templates-builder-send-failed = टेम्पलेट नहीं भेजा गया
templates-builder-discard-title = भेजे बिना छोड़ें?
templates-builder-discard-body = इस टेम्पलेट के बदलाव Meta को नहीं भेजे गए हैं और खो जाएँगे।
templates-builder-discard = छोड़ें और बदलाव खो दें
templates-builder-sent-title = समीक्षा के लिए भेजा गया
templates-builder-edit = बदलें
templates-builder-edit-resubmit = बदलकर फिर से भेजें
templates-builder-delete = हटाएँ
templates-builder-delete-title = { $name } हटाएँ?
templates-builder-delete-body = { $name } Meta से अपनी सभी भाषाओं ({ $languages }) में हटेगा, सिर्फ़ इस एक में नहीं। जिन अभियानों में यह इस्तेमाल हुआ उनका इतिहास बना रहेगा। Meta यह नाम 30 दिन तक दोबारा इस्तेमाल नहीं करने देता।
templates-builder-delete-confirm = सभी भाषाओं में हटाएँ
templates-builder-delete-failed = टेम्पलेट नहीं हटा
templates-builder-deleted-title = हटा दिया गया
templates-builder-rejected-title = Meta ने यह टेम्पलेट नामंज़ूर कर दिया

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


campaigns-card-template = टेम्पलेट { $template } ({ $language })
campaigns-card-list = सूची { $name }
campaigns-card-tag = टैग { $name }
campaigns-card-to = किसे: { $audience }
campaigns-card-to-nobody = अभी किसी को नहीं
campaigns-card-pdf = हर ग्राहक के लिए एक PDF
campaigns-card-header-file = सबके लिए एक ही फ़ाइल: { $file }
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
wizard-error-pdf-folder = { $variable }: वह फ़ोल्डर चुनें जिसमें { $kind ->
        [image] तस्वीरें
        [video] वीडियो
       *[document] PDF फ़ाइलें
    } हैं।
wizard-error-pdf-column = { $variable }: वह कॉलम चुनें जिससे हर ग्राहक की { $kind ->
        [image] तस्वीर
        [video] वीडियो
       *[document] PDF फ़ाइल
    } का नाम मिलता है।
wizard-error-header-file = { $variable }: वह फ़ाइल चुनें जो सबको मिलेगी।
wizard-error-text-empty = { $variable } की कोई वैल्यू नहीं है: भेजने के लिए टेक्स्ट लिखें, या कॉलम चुनें।
wizard-error-column-empty = { $variable } की कोई वैल्यू नहीं है: कॉलम चुनें, या एक तय टेक्स्ट लिखें।
wizard-error-schedule-at = भेजने का समय ऐसे लिखें: 2026-12-01 09:00 (साल-महीना-दिन घंटे:मिनट)।
wizard-error-time-zone = उस समय का टाइम ज़ोन चुनें, जैसे Asia/Kolkata।
wizard-error-hours = भेजने का समय 24 घंटे की घड़ी के समय की तरह लिखें, जैसे 09:00 और 20:00, और दोनों एक ही समय न हों।
wizard-error-hours-zone = भेजने के समय का टाइम ज़ोन चुनें, जैसे Asia/Karachi।
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
# Step 3: where each value comes from, and when to send
wizard-values-no-template = पहले चरण 1 में टेम्पलेट चुनें।
wizard-values-intro = हर वैल्यू के लिए अपनी इम्पोर्ट की गई सूची का कोई कॉलम चुनें (हर ग्राहक को उसकी अपनी वैल्यू मिलेगी) या एक तय टेक्स्ट (सबको एक जैसा)।
wizard-values-errors-title = अभियान बनाने से पहले
wizard-source-pdf = { $kind ->
        [image] हर ग्राहक की तस्वीर
        [video] हर ग्राहक का वीडियो
       *[document] हर ग्राहक की PDF
    }
wizard-source-file = { $kind ->
        [image] एक तस्वीर
        [video] एक वीडियो
       *[document] एक PDF
    }
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
wizard-pdf-folder = { $kind ->
        [image] तस्वीरों का फ़ोल्डर
        [video] वीडियो का फ़ोल्डर
       *[document] PDF फ़ाइलों का फ़ोल्डर
    }
wizard-pdf-folder-description = { $kind ->
        [image] हर ग्राहक की एक तस्वीर (JPEG या PNG, 5 MB तक), जिसका नाम किसी कॉलम की वैल्यू हो (poster-42 या poster-42.jpg)।
        [video] हर ग्राहक का एक वीडियो (MP4 या 3GPP, 16 MB तक), जिसका नाम किसी कॉलम की वैल्यू हो (clip-42 या clip-42.mp4)।
       *[document] हर ग्राहक की एक PDF, जिसका नाम किसी कॉलम की वैल्यू हो (INV-0042 या INV-0042.pdf)।
    } Pacer सिर्फ़ आपका चुना हुआ फ़ोल्डर पढ़ता है।
wizard-pdf-no-folder = अभी कोई फ़ोल्डर नहीं चुना: { $kind ->
        [image] तस्वीरों
        [video] वीडियो
       *[document] बिल की PDF फ़ाइलों
    } वाला फ़ोल्डर चुनने के लिए "चुनें…" दबाएँ।
wizard-pdf-choose = चुनें…
wizard-pdf-choose-failed = फ़ोल्डर वाली विंडो नहीं खुली
wizard-pdf-sample = नमूने के बिल इस्तेमाल करें
wizard-pdf-sample-note = डेमो: हर नमूना ग्राहक की एक PDF, जिसका नाम Invoice कॉलम से है।
wizard-pdf-column = हर ग्राहक की फ़ाइल का नाम बताने वाला कॉलम
wizard-pdf-column-description = { $kind ->
        [image] जैसे Poster: जिस ग्राहक का Poster poster-42 है उसे poster-42.jpg (या .jpeg, .png) मिलेगी।
        [video] जैसे Clip: जिस ग्राहक का Clip clip-42 है उसे clip-42.mp4 (या .3gp) मिलेगा।
       *[document] जैसे Invoice: जिस ग्राहक का Invoice INV-0042 है उसे INV-0042.pdf मिलेगी।
    }
wizard-header-file = { $kind ->
        [image] वह तस्वीर जो सबको मिलेगी
        [video] वह वीडियो जो सबको मिलेगा
       *[document] वह PDF जो सबको मिलेगी
    }
wizard-header-file-description = { $kind ->
        [image] 5 MB तक की JPEG या PNG, जैसे कोई पोस्टर।
        [video] 16 MB तक का MP4 या 3GPP वीडियो।
       *[document] 100 MB तक की PDF, जैसे रेट लिस्ट।
    } Pacer इसे WhatsApp पर एक ही बार अपलोड करता है और सिर्फ़ आपकी चुनी हुई फ़ाइल पढ़ता है।
wizard-header-file-none = अभी कोई फ़ाइल नहीं चुनी: { $kind ->
        [image] तस्वीर
        [video] वीडियो
       *[document] PDF
    } चुनने के लिए "चुनें…" दबाएँ।
wizard-header-file-choose-failed = फ़ाइल वाली विंडो नहीं खुली
wizard-header-file-sample = नमूना पोस्टर इस्तेमाल करें
wizard-header-file-sample-note = डेमो: इमेज हेडर के लिए स्प्रिंग सेल की एक तस्वीर।
wizard-schedule = बाद में, तय समय पर भेजें
wizard-schedule-at = तारीख़ और समय
wizard-schedule-at-description = साल-महीना-दिन घंटे:मिनट
wizard-time-zone = टाइम ज़ोन
wizard-time-zone-description = यह समय किस जगह का है (जब तक आप न बदलें, आपके कंप्यूटर का ज़ोन)
wizard-schedule-note = बनाते ही यह शेड्यूल हो जाता है: Pacer उस समय इसे अपने आप शुरू करेगा (या जैसे ही Pacer फिर से चले), जो तैयार हैं उन्हें भेजेगा और जिन ग्राहकों में समस्या है उन्हें छोड़ देगा। तब तक आप सूची में इसे रोक या रद्द कर सकते हैं।
wizard-hours = सिर्फ़ तय समय में भेजें
wizard-hours-description = अभियान के संदेश इस समय के बाहर इंतज़ार करते हैं और समय खुलने पर अपने आप चले जाते हैं। OTP और ग्राहकों को जवाब कभी नहीं रोके जाते।
wizard-hours-from = से
wizard-hours-until = तक
wizard-hours-zone = समय का टाइम ज़ोन
wizard-hours-customer = जहाँ ग्राहक के देश में एक ही समय हो वहाँ उसका अपना समय इस्तेमाल करें
wizard-hours-customer-description = कई समय वाले देशों (अमेरिका, ब्राज़ील, इंडोनेशिया …) के लिए ऊपर वाला टाइम ज़ोन इस्तेमाल होता है।
wizard-hours-note = 22:00 से 06:00 जैसा समय आधी रात के पार जाता है। जाँच दिखाती है कि समय बंद होने से पहले कितने जाएँगे और बाकी कब जाएँगे।
wizard-language-column = हर ग्राहक की भाषा (वैकल्पिक)
wizard-language-column-description = यह टेम्पलेट { $languages } में स्वीकृत है। वह कॉलम चुनें जो हर ग्राहक की भाषा बताता है (ur, en_US, Urdu …); बाकी सबको { $fallback } मिलेगा।
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
wizard-preview-file = { $kind ->
        [image] तस्वीर
        [video] वीडियो
       *[document] PDF
    }: { $file } ({ $size })
wizard-preview-language = { $language } में
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

## Audiences: filters on imported columns, tags all/any, exclusions, a new audience from a
## report, and its count (the campaign wizard's audience step, the report's "new campaign to…")

engine-audience-empty-column = एक फ़िल्टर में कोई कॉलम नहीं है। जाँचने के लिए कॉलम चुनें, या फ़िल्टर हटा दें।
engine-audience-unknown-op = "{ $column }" पर लगा फ़िल्टर ऐसी जाँच इस्तेमाल करता है जिसे Pacer नहीं जानता। बराबर, बराबर नहीं, में है, खाली है, खाली नहीं है, से ज़्यादा, से कम, से पहले या के बाद इस्तेमाल करें।
engine-audience-no-value = "{ $column }" पर लगे फ़िल्टर में तुलना के लिए कुछ नहीं है। कोई मान लिखें, या "खाली है" इस्तेमाल करें।
engine-audience-not-a-number = "{ $column }" पर लगा फ़िल्टर संख्याओं की तुलना करता है, पर "{ $value }" संख्या नहीं है। इसे अंकों में लिखें, जैसे 1000 या 1,250.50।
engine-audience-not-a-date = "{ $column }" पर लगा फ़िल्टर तारीख़ों की तुलना करता है, पर "{ $value }" तारीख़ नहीं है। इसे 2026-12-01 या 01/12/2026 (पहले दिन) की तरह लिखें।
engine-audience-unknown-campaign = "{ $campaign }" नाम का कोई अभियान नहीं है जिससे ऑडियंस ली जा सके। उसकी रिपोर्ट फिर से खोलें और वहीं से लोग चुनें।
engine-audience-no-button = बताएँ कौन-सा बटन: यह ऑडियंस उन ग्राहकों की है जिन्होंने कोई बटन दबाया, और कोई बटन नहीं बताया गया।

# The wizard's audience step: tags any/all, filters on the imported columns, exclusions, a
# report's customers, and the live count.
audience-tags-match = संपर्कों में होने चाहिए
audience-tags-any = इनमें से कोई भी टैग
audience-tags-all = ये सभी टैग
audience-filters-title = सिर्फ़ वे जिनके कॉलम मेल खाते हैं
audience-filters-description = हर फ़िल्टर मेल खाना चाहिए। संख्याएँ बिना कॉमा के पढ़ी जाती हैं (1,250.50); तारीख़ें 2026-12-01 या 01/12/2026 (पहले दिन) की तरह। जो मान संख्या या तारीख़ नहीं है, वह मेल नहीं खाता।
audience-filter-add = फ़िल्टर जोड़ें
audience-filter-remove = यह फ़िल्टर हटाएँ
audience-filter-column = कॉलम
audience-filter-op = जाँच
audience-filter-value = मान
audience-op-equals = बराबर है
audience-op-not-equals = बराबर नहीं है
audience-op-contains = में है
audience-op-is-empty = खाली है
audience-op-is-not-empty = खाली नहीं है
audience-op-greater-than = से ज़्यादा है (संख्या)
audience-op-less-than = से कम है (संख्या)
audience-op-before = से पहले है (तारीख़)
audience-op-after = के बाद है (तारीख़)
audience-except-lists = इन सूचियों के सदस्यों को छोड़ दें
audience-except-tags = इन टैग वाले संपर्कों को छोड़ दें
audience-counting = गिनती हो रही है…
# The live count of the audience as it stands.
audience-count = { $total ->
    [one] इस ऑडियंस में { $total } संपर्क है।
   *[other] इस ऑडियंस में { $total } संपर्क हैं।
}
audience-count-opted-out = { $count ->
    [one] इनमें से { $count } ने मार्केटिंग बंद की है: उसे मार्केटिंग टेम्पलेट नहीं भेजा जाता।
   *[other] इनमें से { $count } ने मार्केटिंग बंद की है: उन्हें मार्केटिंग टेम्पलेट नहीं भेजा जाता।
}
# A report's customers in the audience; $who is one of audience-who-….
audience-from-report = एक अभियान की रिपोर्ट से: { $who }
audience-from-report-remove = हटाएँ
audience-who-not-read = वे ग्राहक जिन्होंने इसे नहीं पढ़ा
audience-who-failed = वे ग्राहक जिनका संदेश ऐसे कारण से विफल हुआ जो बदल सकता है
audience-who-replied = वे ग्राहक जिन्होंने जवाब दिया
audience-who-tapped = वे ग्राहक जिन्होंने “{ $button }” दबाया
audience-error-filter-column = एक फ़िल्टर में कॉलम नहीं है: कॉलम चुनें, या फ़िल्टर हटा दें।
# The report's actions: a new campaign to some of its customers.
audience-retarget = नया अभियान इन्हें…
audience-retarget-not-read = जिन्होंने नहीं पढ़ा
audience-retarget-failed = जिनका संदेश ऐसे कारण से विफल हुआ जो बदल सकता है
audience-retarget-replied = जिन्होंने जवाब दिया
audience-retarget-tapped = जिन्होंने “{ $button }” दबाया

# (end of Audiences)

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

## Prices: Meta's rate card (Settings → Prices), a rate card file's refusals, the cost
## estimated before launch and compared after delivery

prices-refused-unreadable = रेट कार्ड फ़ाइल पढ़ी नहीं जा सकी ({ $why })। स्प्रेडशीट से इसे CSV के रूप में सेव करें और फिर से लोड करें।
prices-refused-no-table = रेट कार्ड फ़ाइल में कीमतों की तालिका नहीं है: कोई पंक्ति "Market" से शुरू नहीं होती। तालिका की पहली पंक्ति कॉलम के नाम बताती है: Market, Marketing, Utility, Authentication।
prices-refused-missing-column = रेट कार्ड फ़ाइल में "{ $column }" कॉलम नहीं है। इसे "Market" से शुरू होने वाली पंक्ति में जोड़ें, हर बाज़ार की कीमत के साथ।
prices-refused-no-date = रेट कार्ड फ़ाइल यह नहीं बताती कि कीमतें कब से लागू हैं। तालिका के ऊपर "Effective date,YYYY-MM-DD" पंक्ति जोड़ें (Meta हर तिमाही के पहले दिन कीमतें बदलता है)।
prices-refused-bad-date = "{ $text }" तारीख़ नहीं है। लागू होने की तारीख़ YYYY-MM-DD के रूप में लिखें, जैसे 2026-10-01।
prices-refused-no-currency = रेट कार्ड फ़ाइल अपनी मुद्रा नहीं बताती। तालिका के ऊपर "Currency,USD" पंक्ति जोड़ें, Meta की फ़ाइल की मुद्रा के साथ।
prices-refused-unknown-currency = "{ $code }" मुद्रा कोड नहीं है। कीमतों की मुद्रा का तीन अक्षरों वाला ISO कोड लिखें, जैसे USD, EUR या INR।
prices-refused-two-currencies = रेट कार्ड में दो मुद्राएँ मिली हुई हैं, { $first } और { $second }। एक ही मुद्रा वाला कार्ड लोड करें।
prices-refused-not-a-number = { $market } की { $category ->
        [marketing] मार्केटिंग
        [utility] यूटिलिटी
        [authentication] ऑथेंटिकेशन
       *[other] ऑथेंटिकेशन-इंटरनेशनल
    } कीमत "{ $text }" है, जो संख्या नहीं है। इसे दशमलव बिंदु के साथ और बिना मुद्रा चिह्न के लिखें, जैसे 0.0107।
prices-refused-negative = { $market } की { $category ->
        [marketing] मार्केटिंग
        [utility] यूटिलिटी
        [authentication] ऑथेंटिकेशन
       *[other] ऑथेंटिकेशन-इंटरनेशनल
    } कीमत शून्य से कम है। Meta जो कीमत लेता है वह लिखें: 0 या उससे ज़्यादा।
prices-refused-too-high = { $market } की { $category ->
        [marketing] मार्केटिंग
        [utility] यूटिलिटी
        [authentication] ऑथेंटिकेशन
       *[other] ऑथेंटिकेशन-इंटरनेशनल
    } कीमत { $below } या उससे ज़्यादा है, जितना कोई संदेश नहीं लगता। कॉलम और दशमलव बिंदु जाँचें।
prices-refused-duplicate-market = बाज़ार "{ $market }" रेट कार्ड में दो बार है। उसकी एक ही पंक्ति रखें।
prices-refused-unknown-market = Pacer नहीं जानता कि बाज़ार "{ $market }" में कौन से देश हैं। "Countries" कॉलम जोड़ें जिसमें हर बाज़ार के दो अक्षरों वाले देश कोड हों (जैसे "IN" या "US CA")।
prices-refused-bad-country = { $market } के देशों में "{ $country }" देश कोड नहीं है। IN, PK या BR जैसे दो अक्षरों वाले ISO कोड लिखें, स्पेस से अलग करके।
prices-refused-country-twice = देश { $country } दो बाज़ारों में है, { $first } और { $second }। उसे एक ही में रखें।
prices-refused-no-markets = रेट कार्ड की तालिका में कोई बाज़ार नहीं है। "Market" से शुरू होने वाली पंक्ति के नीचे हर बाज़ार की एक पंक्ति जोड़ें।
prices-estimate-summary = अनुमानित लागत: { $messages } संदेशों के लिए { $amount }{ $unpriced ->
        [0] {""}
       *[other] , और { $unpriced } और संदेश जिनकी कीमत कार्ड में नहीं है
    } ({ $source }, { $effective } से लागू कीमतें)।{ $utility ->
        [yes] {" "}ग्राहक की सर्विस विंडो खुली होने पर पहुँचने वाले यूटिलिटी संदेश मुफ़्त हैं, इसलिए लागत कम हो सकती है।
       *[other] {""}
    }
prices-estimate-none = लागत का अनुमान नहीं: कोई रेट कार्ड लोड नहीं है। सेटिंग्स → कीमतें में Meta का रेट कार्ड लोड करें।
prices-comparison = लॉन्च के समय अनुमान: { $estimated }। पहुँचे संदेशों की लागत: { $actual }।
prices-estimate-title = अनुमानित लागत
prices-estimate-country = देश
prices-estimate-category = श्रेणी
prices-estimate-messages = संदेश
prices-estimate-price = प्रति संदेश कीमत
prices-estimate-amount = राशि
prices-estimate-total = कुल
prices-estimate-card = { $effective } से लागू कीमतें: { $source }।
prices-estimate-unknown-country = अज्ञात देश
prices-category-marketing = मार्केटिंग
prices-category-utility = यूटिलिटी
prices-category-authentication = ऑथेंटिकेशन
prices-no-price = कीमत नहीं
prices-settings-link = सेटिंग्स → कीमतें खोलें
prices-settings-title = रेट कार्ड
prices-settings-description = हर पहुँचे टेम्पलेट संदेश की Meta की कीमत, बाज़ार और श्रेणी के अनुसार। Meta का प्रकाशित रेट कार्ड CSV के रूप में सेव करके लोड करें: कैंपेन की जाँच इससे लागत का अनुमान लगाती है, और रिपोर्ट उस अनुमान की तुलना डिलीवरी के बाद की लागत से करती हैं।
prices-settings-load = रेट कार्ड लोड करें…
prices-settings-load-failed = रेट कार्ड लोड नहीं हुआ
prices-settings-none = अभी कोई रेट कार्ड लोड नहीं है।
prices-settings-card = { $currency }, { $effective } से लागू कीमतें: { $source }
prices-settings-market = बाज़ार
prices-settings-countries = देश
prices-settings-every-other = बाकी सभी देश
prices-settings-loaded = रेट कार्ड लोड हुआ: { $markets } बाज़ार।
prices-settings-typed = या हर देश के लिए हर श्रेणी की एक कीमत लिखें: सेव करने पर वे रेट कार्ड की जगह ले लेंगी।

## Settings: the Settings screen

settings-title = सेटिंग्स
settings-loading = सेटिंग्स पढ़ी जा रही हैं…
settings-link-account = Meta खाता
settings-link-sending = भेजना
settings-link-delivery = डिलीवरी अपडेट
settings-link-prices = कीमतें
settings-link-api = लोकल API
settings-link-folders = फ़ोल्डर
settings-link-data = डेटा और जाँच
settings-save-not-yet = अभी कुछ सेव नहीं हुआ: { $problem }
settings-save-refused = कुछ सेव नहीं हुआ: { $problem }
settings-save-refused-details = कुछ सेव नहीं हुआ: { $problem } (विवरण: { $details })
settings-saved-title = सेव हो गया
settings-saved = सेटिंग्स सेव हो गईं। जहाँ ज़रूरत थी, Pacer ने अपना इंजन इनके साथ फिर से शुरू किया; प्रतीक्षा में कोई संदेश खोया नहीं।
settings-done-title = हो गया
settings-save-bar-unsaved = बदलाव अभी सेव नहीं हुए। सेव करने पर जहाँ ज़रूरत हो इंजन फिर से शुरू होता है: रास्ते में चल रहे संदेश पहले पूरे होते हैं और प्रतीक्षा में कोई संदेश नहीं खोता।
settings-save-bar-saved = हर सेटिंग सेव है।
settings-save-bar-undo = बदलाव वापस लें
settings-save-bar-save = सेटिंग्स सेव करें
settings-copied = कॉपी हो गया
settings-example = जैसे { $example }
settings-details = विवरण: { $details }
settings-unit-days = {" "}दिन
settings-unit-minutes = {" "}मिनट

settings-account-title = Meta खाता
settings-account-use-demo = डेमो इस्तेमाल करें
settings-account-use-live = लाइव पर जाएँ
settings-account-intro-live = Pacer फ़ोन नंबर id { $id } से असली संदेश भेजता है। इसे बदलने के लिए नीचे कोई मान बदलें और फिर से जोड़ें।
settings-account-intro-demo-connected = एक Meta खाता जुड़ा है, लेकिन आप डेमो इस्तेमाल कर रहे हैं। असली संदेश भेजने के लिए लाइव पर जाएँ।
settings-account-intro-demo = आप डेमो इस्तेमाल कर रहे हैं। असली संदेश भेजने के लिए अपने Meta खाते का विवरण भरें: ये आपको Meta Business Manager और App Dashboard (developers.facebook.com → आपका ऐप) में मिलेंगे।
settings-account-phone-number-id = फ़ोन नंबर id
settings-account-phone-number-id-where = WhatsApp Manager → Phone numbers, या App Dashboard → WhatsApp → API Setup
settings-account-waba-id = WhatsApp Business Account id (WABA id)
settings-account-waba-id-where = App Dashboard → WhatsApp → API Setup, फ़ोन नंबर id के नीचे
settings-account-access-token = एक्सेस टोकन
settings-account-access-token-where = Business Settings → Users → System users → Generate new token (WhatsApp अनुमतियाँ)
settings-account-access-token-placeholder = सिस्टम यूज़र का टोकन पेस्ट करें
settings-account-access-token-show = एक्सेस टोकन दिखाएँ या छिपाएँ
settings-account-kept = आपकी कीरिंग में सुरक्षित है — रखने के लिए खाली छोड़ें
settings-account-app-secret = ऐप सीक्रेट
settings-account-app-secret-where = App Dashboard → App settings → Basic → App secret; इससे साबित होता है कि अपडेट Meta से आए हैं
settings-account-app-secret-placeholder = ऐप सीक्रेट पेस्ट करें
settings-account-app-secret-show = ऐप सीक्रेट दिखाएँ या छिपाएँ
settings-account-verify-token = वेरिफ़ाई टोकन
settings-account-verify-token-where = आपका चुना कोई भी शब्द; Meta इससे डिलीवरी अपडेट का पता जाँचता है
settings-account-advanced = एडवांस्ड: Graph API का पता और वर्ज़न
settings-account-graph-url = Graph API का पता
settings-account-graph-url-where = Meta का पता { $url } है; इसे सिर्फ़ सिम्युलेटर पर जाँचने के लिए बदलें
settings-account-api-version = API वर्ज़न
settings-account-api-version-where = Pacer { $version } के लिए बना है
settings-account-test = कनेक्शन जाँचें
settings-account-reconnect-button = सेव करें और फिर से जोड़ें
settings-account-connect-button = जोड़ें और लाइव पर जाएँ
settings-account-test-note = जाँच में सिर्फ़ Meta से पढ़ा जाता है: न कुछ सेव होता है, न भेजा जाता है। सीक्रेट इस कंप्यूटर की कीरिंग में जाते हैं, किसी फ़ाइल में नहीं, और फिर कभी दिखाए नहीं जाते।
settings-account-confirm-reconnect-title = इन विवरणों के साथ फिर से जोड़ें?
settings-account-confirm-live-title = लाइव पर जाएँ?
settings-account-confirm-reconnect = फिर से जोड़ें
settings-account-confirm-steps = Pacer पहले खाते की जाँच करता है, फिर सीक्रेट आपकी कीरिंग में रखता है और लाइव पर चला जाता है।
settings-account-confirm-real = लाइव में अभियान और OTP असली ग्राहकों को असली WhatsApp संदेश भेजते हैं, और Meta इनका पैसा आपके खाते से लेता है।
settings-account-confirm-demo-data = डेमो के संपर्क, अभियान और रिपोर्ट डेमो में ही रहते हैं: लाइव अपने अलग, खाली डेटा से शुरू होता है। आप कभी भी "{ settings-account-use-demo }" से वापस जा सकते हैं।
settings-account-error-phone-number-id = पहले फ़ोन नंबर id पेस्ट करें (WhatsApp Manager → Phone numbers)।
settings-account-error-waba-id = पहले WhatsApp Business Account id पेस्ट करें (App Dashboard → WhatsApp → API Setup)।
settings-account-error-access-token = पहले एक्सेस टोकन पेस्ट करें (Meta Business Manager → System users → Generate token)।
settings-account-error-app-secret = ऐप सीक्रेट भी पेस्ट करें (App Dashboard → Settings → Basic): Pacer इससे जाँचता है कि डिलीवरी अपडेट सच में Meta से आए हैं।
settings-account-connected-title = जुड़ गया: लाइव
settings-account-connected = अब Pacer आपके Meta खाते से भेजता है। डेमो का डेटा डेमो में ही रहता है।
settings-account-now-demo = आप डेमो में हैं: कुछ भी असली फ़ोन तक नहीं पहुँचता। आपका Meta खाता बाद के लिए जुड़ा रहता है।
settings-account-now-live-title = लाइव
settings-account-now-live = Pacer फिर से आपके Meta खाते से भेज रहा है।
settings-account-demo-failed = Pacer डेमो पर नहीं जा सका
settings-account-live-failed = Pacer लाइव पर नहीं जा सका
settings-account-problem-title = Pacer यह खाता इस्तेमाल नहीं कर सका
settings-account-not-accepted = Meta ने खाता स्वीकार नहीं किया। id और टोकन जाँचें।
settings-account-works-title = Meta का जवाब: यह खाता काम करता है
settings-account-result-name = नाम
settings-account-result-number = नंबर
settings-account-result-quality = गुणवत्ता
settings-account-result-limit = दैनिक सीमा
settings-account-result-speed = रफ़्तार
settings-account-result-templates = टेम्पलेट
settings-quality-green = हरा (उच्च गुणवत्ता)
settings-quality-yellow = पीला (मध्यम गुणवत्ता: ग्राहकों ने थोड़ी शिकायत की है)
settings-quality-red = लाल (कम गुणवत्ता: Meta इस नंबर को सीमित कर सकता है)
settings-quality-unknown = अभी रेटिंग नहीं मिली
settings-quality-na = रेटिंग नहीं
settings-limit-unlimited = ग्राहकों की कोई दैनिक सीमा नहीं
settings-limit-not-set = Meta ने अभी दैनिक सीमा तय नहीं की
settings-limit-customers = { $customers ->
        [one] रोज़ { $customers } ग्राहक
       *[other] रोज़ { $customers } ग्राहक
    }
settings-speed-standard = 80 संदेश प्रति सेकंड (सामान्य)
settings-speed-high = 1,000 तक संदेश प्रति सेकंड (Meta ने बढ़ाई)
settings-speed-not-applicable = इस नंबर पर लागू नहीं

settings-sending-title = भेजना
settings-mps = संदेश प्रति सेकंड
settings-mps-description = Meta हर नंबर पर { $standard } की अनुमति देता है (सामान्य), Meta के आपके नंबर की रफ़्तार बढ़ाने पर { $high } तक; अगर नंबर WhatsApp Business ऐप में भी है तो { $app }
settings-bulk-share = अभियानों का हिस्सा
settings-bulk-share-description = OTP के लिए जगह रखें: { $share } % पर अभियान रफ़्तार का ज़्यादा से ज़्यादा { $share } % इस्तेमाल करते हैं। OTP हमेशा पहले जाते हैं।
settings-media-per-second = PDF अपलोड प्रति सेकंड
settings-media-per-second-description = अभियान शुरू होने पर इनवॉइस की PDF कितनी तेज़ी से Meta पर अपलोड हों ({ $safe } सुरक्षित है)
settings-express-expires = जो OTP और अलर्ट इतने समय में न जाएँ उन्हें छोड़ दें
settings-express-expires-description = जो OTP या अलर्ट समय पर नहीं जा सका (Meta बंद, भेजना रोका गया) वह नहीं भेजा जाता और समाप्त दिखता है: एक घंटा देर से आया लॉगिन कोड न आने से भी बुरा है। 0 = कभी नहीं।
settings-bulk-expires = जो अभियान संदेश इतने समय में न जाएँ उन्हें छोड़ दें
settings-bulk-expires-description = 0 (आम चुनाव) = कभी नहीं: इनवॉइस देर से भी भेजने लायक है। खत्म होने वाले ऑफ़र के लिए सीमा रखें।
settings-default-country = डिफ़ॉल्ट देश
settings-default-country-description = बिना देश कोड लिखे नंबरों के लिए: दो अक्षरों का कोड, जैसे PK, GB या US
settings-opt-out-words = और ऑप्ट-आउट शब्द
settings-opt-out-words-description = STOP, UNSUBSCRIBE, STOP PROMOTIONS और OPT OUT हमेशा काम करते हैं। वे शब्द जोड़ें जो आपके ग्राहक अपनी भाषा में लिखते हैं; हर शब्द के बाद Enter दबाएँ।
settings-opt-out-words-note = जो ग्राहक इनमें से कोई शब्द लिखकर जवाब दे, उसे आगे मार्केटिंग संदेश नहीं जाते; इनवॉइस और OTP फिर भी जाते हैं।

settings-delivery-title = डिलीवरी अपडेट
settings-delivery-description = Meta एक पब्लिक https:// पते को कॉल करके Pacer को बताता है कि कौन से संदेश पहुँच गए, पढ़ लिए गए या विफल हुए। Pacer इसी कंप्यूटर पर चलता है, इसलिए एक टनल उसे यह पता देती है। इसके बिना भी संदेश जाते हैं, पर "भेजा गया" ही रहते हैं।
settings-tunnel = टनल
settings-tunnel-off = बंद
settings-tunnel-cloudflared = cloudflared (मुफ़्त, हर बार नया पता)
settings-tunnel-cloudflared-named = मेरे अपने डोमेन के साथ cloudflared (नाम वाली टनल)
settings-tunnel-ngrok = ngrok
settings-tunnel-url = एक स्थायी https:// पता जो मेरे पास पहले से है
settings-tunnel-command = कोई और टनल प्रोग्राम (कमांड)
settings-tunnel-cloudflared-note = cloudflared इंस्टॉल होना चाहिए (developers.cloudflare.com → Downloads)। Pacer इसे शुरू करता है और रुकने पर फिर से चलाता है।
settings-tunnel-ngrok-note = ngrok इंस्टॉल होना चाहिए, और नीचे आपका authtoken (या ngrok पहले से लॉग इन हो)। अपने स्थायी ngrok डोमेन के लिए "कोई और टनल प्रोग्राम" चुनें और कमांड में --url जोड़ें।
settings-tunnel-host = आपका पब्लिक होस्ट नाम
settings-tunnel-host-description = वह होस्ट नाम जो आपने Cloudflare में टनल से जोड़ा (Zero Trust → Tunnels → Public hostname), जो नीचे दिए वेबहुक रिसीवर की ओर जाता हो। cloudflared इंस्टॉल होना चाहिए और नीचे टनल का टोकन।
settings-tunnel-public-url = आपका पब्लिक पता
settings-tunnel-public-url-description = एक https:// पता जो पहले से नीचे दिए वेबहुक रिसीवर तक पहुँचाता है; कुछ शुरू नहीं किया जाता
settings-tunnel-command-label = कमांड
settings-tunnel-command-description = प्रोग्राम और उसके आर्ग्युमेंट; { "{port}" } की जगह रिसीवर का पोर्ट आता है। Pacer पब्लिक पता प्रोग्राम के छापे हुए टेक्स्ट से पढ़ता है। पहली बार चलाने से पहले Pacer आपसे प्रोग्राम की पुष्टि करवाता है; टोकन नीचे वाले खाने में डालें, यहाँ कभी नहीं।
settings-tunnel-token = टनल टोकन
settings-tunnel-token-stored = इस कंप्यूटर की कीरिंग में एक टोकन सेव है। बदलने के लिए नया पेस्ट करें।
settings-tunnel-token-description = आपकी नाम वाली टनल का टोकन (Cloudflare) या आपका ngrok authtoken। Pacer इसे इस कंप्यूटर की कीरिंग में रखता है और टनल प्रोग्राम को गुप्त रूप से देता है।
settings-tunnel-token-saved-placeholder = •••••• (सेव है)
settings-tunnel-token-placeholder = टोकन पेस्ट करें
settings-tunnel-token-show = टोकन दिखाएँ या छिपाएँ
settings-tunnel-token-save = टोकन सेव करें
settings-tunnel-token-forget = हटाएँ
settings-tunnel-token-removed = टनल टोकन कीरिंग से हटा दिया गया।
settings-tunnel-token-saved = टनल टोकन इस कंप्यूटर की कीरिंग में सेव हो गया।
settings-tunnel-token-failed = टनल टोकन सेव नहीं हुआ
settings-register-callback = पता अपने आप Meta में दर्ज करें
settings-register-callback-description = हर नया पता आपके callback URL के रूप में Meta को दिया जाता है, इसलिए आपको उसे कभी App Dashboard में कॉपी नहीं करना पड़ता। Meta खाते में वेरिफ़ाई टोकन ज़रूरी है।
settings-register-callback-off = इसके बिना, एक बार App Dashboard → WhatsApp → Configuration में टनल का पता और उसके बाद /webhook, और अपना वेरिफ़ाई टोकन डालें।
settings-tunnel-now = अभी
settings-delivery-receiver = इस कंप्यूटर पर वेबहुक रिसीवर:

settings-prices-title = कीमतें
settings-prices-description = Meta हर पहुँचे हुए टेम्पलेट संदेश का पैसा लेता है, उसकी श्रेणी और आपके ग्राहकों के देश के हिसाब से। उस देश की कीमतें Meta के रेट कार्ड से कॉपी करें (WhatsApp Manager → Insights, या Meta का कीमतों वाला पेज), फिर रिपोर्ट दिखाएँगी कि हर अभियान पर कितना खर्च हुआ। सिर्फ़ गिनती देखनी हो तो खाली छोड़ें।
settings-currency = मुद्रा
settings-currency-description = Meta की कीमतों की, जैसे { $example }
settings-price-marketing = मार्केटिंग संदेश
settings-price-marketing-description = ऑफ़र, घोषणाएँ, खरीदने की याद
settings-price-utility = यूटिलिटी संदेश
settings-price-utility-description = इनवॉइस, ऑर्डर और भुगतान के अपडेट
settings-price-authentication = ऑथेंटिकेशन संदेश
settings-price-authentication-description = एक बार के पासवर्ड (OTP)
settings-price-not-set = तय नहीं

settings-api-title = आपके दूसरे सिस्टम के लिए लोकल API
settings-api-description = आपकी वेबसाइट या बिलिंग सिस्टम यहाँ से Pacer के ज़रिए OTP और अलर्ट भेजता है; ये अभियानों से पहले जाते हैं। सिर्फ़ इसी कंप्यूटर के प्रोग्राम इस तक पहुँच सकते हैं।
settings-api-address = पता
settings-api-address-copy = पता कॉपी करें
settings-api-key = की
settings-api-key-description = Authorization: Bearer <key> के रूप में भेजी जाती है
settings-api-key-show = की दिखाएँ या छिपाएँ
settings-api-key-copy = की कॉपी करें
settings-api-example = OTP भेजें (उदाहरण)
settings-api-example-copy = आपकी की के साथ उदाहरण कॉपी करें
settings-api-example-note = Pacer तुरंत { $answer } जवाब देता है; GET { $url } बताता है कि संदेश पहुँचा या नहीं। वही idempotency_key दोबारा भेजने पर संदेश कभी दो बार नहीं जाता।
settings-api-advanced = एडवांस्ड: पोर्ट
settings-api-port = लोकल API पोर्ट
settings-api-port-description = सिर्फ़ { $address } पर
settings-webhook-port = वेबहुक रिसीवर पोर्ट
settings-webhook-port-description = जिसे टनल बाहर खोलती है

settings-folders-title = फ़ोल्डर जिन्हें Pacer पढ़ सकता है
settings-folders-description = Pacer का लोकल API इस्तेमाल करने वाले प्रोग्राम सिर्फ़ इन्हीं फ़ोल्डरों की फ़ाइलों का नाम दे सकते हैं (इम्पोर्ट के लिए संपर्क सूचियाँ, इनवॉइस की PDF), या फ़ाइल खुद अपलोड कर सकते हैं। इस तरह कोई प्रोग्राम या वेब पेज Pacer से आपकी दूसरी फ़ाइलें, जैसे दस्तावेज़ या कीज़, कभी नहीं पढ़वा सकता। बदलाव तुरंत लागू होते हैं।
settings-folders-imports = Pacer का अपना इम्पोर्ट फ़ोल्डर: दूसरे प्रोग्रामों के इम्पोर्ट के लिए फ़ाइलें यहाँ रखें।
settings-folders-always = हमेशा
settings-folders-remove = यह फ़ोल्डर हटाएँ
settings-folders-remove-named = { $folder } हटाएँ
settings-folders-add = फ़ोल्डर जोड़ें…
settings-folders-add-note = Pacer अपनी विंडो में पूछता है कि कौन सा फ़ोल्डर।
settings-folders-added-title = फ़ोल्डर जुड़ गया
settings-folders-added = लोकल API इस्तेमाल करने वाले प्रोग्राम अब उस फ़ोल्डर की फ़ाइलें पढ़ सकते हैं।
settings-folders-add-failed = फ़ोल्डर नहीं जुड़ा
settings-folders-removed-title = फ़ोल्डर हटा दिया गया
settings-folders-removed = लोकल API इस्तेमाल करने वाले प्रोग्राम अब { $folder } की फ़ाइलें नहीं पढ़ सकते।
settings-folders-remove-failed = फ़ोल्डर नहीं हटा

settings-data-title = डेटा और जाँच
settings-data-folder = डेटा फ़ोल्डर
settings-data-folder-copy = डेटा फ़ोल्डर कॉपी करें
settings-data-database = डेटाबेस
settings-data-database-copy = डेटाबेस का पता कॉपी करें
settings-data-logs = लॉग फ़ोल्डर
settings-data-logs-copy = लॉग फ़ोल्डर कॉपी करें
settings-data-version = वर्ज़न
settings-data-retention = डिलीवरी अपडेट इतने दिन रखें
settings-data-retention-description = Meta के डिलीवरी अपडेट इस्तेमाल होने के बाद इतने समय Pacer के इनबॉक्स में रहते हैं, ताकि आप देख सकें कि Meta ने क्या कहा था। { $min } से { $max } दिन तक।
settings-data-copy-diagnostics = जाँच की जानकारी कॉपी करें
settings-data-diagnostics-description = वर्ज़न, सेटिंग्स, इंजन की स्थिति और लॉग की आखिरी पंक्तियाँ, सपोर्ट के अनुरोध में पेस्ट करने के लिए। टोकन, सीक्रेट और कीज़ पहले हटा दी जाती हैं।
settings-data-diagnostics-title = जाँच की जानकारी
settings-data-diagnostics-text = जाँच की जानकारी का टेक्स्ट
settings-data-no-clipboard = Pacer क्लिपबोर्ड तक नहीं पहुँच सका। नीचे का टेक्स्ट चुनकर कॉपी करें (Ctrl+A, Ctrl+C)। सीक्रेट हटा दिए गए थे।
settings-data-copied = जाँच की जानकारी कॉपी हो गई: इसे सपोर्ट को अपने संदेश में पेस्ट करें। सीक्रेट हटा दिए गए थे।
settings-data-diagnostics-failed = Pacer जाँच की जानकारी इकट्ठा नहीं कर सका

settings-error-messages-per-second = संदेश प्रति सेकंड { $min } और { $max } के बीच होने चाहिए (Meta का सामान्य { $standard } है)।
settings-error-bulk-share = अभियानों का हिस्सा { $min } % और { $max } % के बीच होना चाहिए।
settings-error-media-per-second = PDF अपलोड प्रति सेकंड { $min } और { $max } के बीच पूर्ण संख्या होनी चाहिए।
settings-error-default-country = डिफ़ॉल्ट देश दो अक्षरों का कोड होता है, जैसे PK, GB या US।
settings-error-tunnel-url = पूरा पब्लिक पता लिखें, https:// से शुरू (? या # के बिना)।
settings-error-tunnel-command-port = जहाँ टनल प्रोग्राम को वेबहुक रिसीवर का पोर्ट चाहिए, वहाँ { "{port}" } लिखें, जैसे mytunnel --port { "{port}" }।
settings-error-tunnel-command-token = टोकन कमांड से निकालें: इस कंप्यूटर पर कोई भी कमांड पढ़ सकता है। इसकी जगह इसे नीचे टनल टोकन वाले खाने में डालें।
settings-error-tunnel-host = वह पब्लिक होस्ट नाम लिखें जो आपने Cloudflare में टनल से जोड़ा, जैसे hooks.example.com।
settings-error-port = पोर्ट { $min } और { $max } के बीच पूर्ण संख्या होता है।
settings-error-ports-differ = लोकल API और वेबहुक रिसीवर को दो अलग पोर्ट चाहिए।
settings-error-inbox-retention = डिलीवरी अपडेट { $min } से { $max } दिन के बीच रखें (जब तक आप न बदलें, { $usual })।
settings-error-expires-after = मिनटों की पूर्ण संख्या लिखें, 1 से { $max } ({ $days } दिन) तक, या कोई सीमा न हो तो 0।
settings-error-currency = Meta की कीमतों की मुद्रा तीन अक्षरों में लिखें, जैसे USD, EUR या PKR।
settings-error-price = कीमत 0 से { $max } तक की संख्या होती है।

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

## Engine, tunnel: why the tunnel (the way Meta's delivery updates reach this computer) is
## down, what Pacer does next, the tunnel setting's refusals and the callback registration

tunnel-not-installed = { $program } इंस्टॉल नहीं है या PATH में नहीं है: इसे इंस्टॉल करें या सेटिंग्स में कोई दूसरा टनल चुनें।
tunnel-not-installed-link = { $program } इंस्टॉल नहीं है या PATH में नहीं है: इसे इंस्टॉल करें ({ $link }) या सेटिंग्स में कोई दूसरा टनल चुनें।
tunnel-cannot-start = Pacer { $program } शुरू नहीं कर सका: { $reason }।
tunnel-stopped-code = टनल रुक गया (एग्ज़िट कोड { $code })।
tunnel-stopped-by-system = टनल रुक गया (सिस्टम ने इसे बंद कर दिया)।
tunnel-no-public-address = टनल शुरू हुआ, लेकिन { $seconds } सेकंड में कोई सार्वजनिक पता नहीं दिखाया।
tunnel-next-restart = Pacer इसे { $minutes ->
        [0] { $seconds } सेकंड
       *[other] { $seconds ->
            [0] { $minutes } मिनट
           *[other] { $minutes } मिनट { $seconds } सेकंड
        }
    } में फिर से शुरू करेगा। संदेश जाते रहते हैं; टनल लौटने पर डिलीवरी अपडेट भी आ जाते हैं।
tunnel-next-retry = Pacer { $minutes ->
        [0] { $seconds } सेकंड
       *[other] { $seconds ->
            [0] { $minutes } मिनट
           *[other] { $minutes } मिनट { $seconds } सेकंड
        }
    } में फिर कोशिश करेगा। संदेश जाते रहते हैं; टनल लौटने पर डिलीवरी अपडेट भी आ जाते हैं।
tunnel-next-change-setting = डिलीवरी अपडेट पाने के लिए सेटिंग्स में टनल बदलें।
tunnel-setting-unknown = "{ $given }" ऐसी टनल सेटिंग नहीं है जिसे Pacer जानता हो। इनमें से चुनें: cloudflared, ngrok, cloudflared-named:<your.host.name>, command:<आपकी कमांड {"{"}port{"}"} के साथ>, url:<https://your.address> या off।
tunnel-setting-empty-command = टनल कमांड खाली है। प्रोग्राम और उसके आर्ग्युमेंट लिखें, और जहाँ Pacer का वेबहुक पोर्ट आता है वहाँ {"{"}port{"}"} लिखें।
tunnel-setting-missing-port = टनल कमांड में {"{"}port{"}"} नहीं है। जहाँ Pacer का वेबहुक पोर्ट आता है वहाँ {"{"}port{"}"} लिखें, जैसे: cloudflared tunnel --url http://127.0.0.1:{"{"}port{"}"}
tunnel-setting-unclosed-quote = टनल कमांड में एक " है जो कभी बंद नहीं होता।
tunnel-setting-token-in-command = टनल कमांड में एक टोकन है ({ $option }…), जिसे इस कंप्यूटर का कोई भी प्रोग्राम चल रहे प्रोग्रामों की सूची में पढ़ सकता है। इसे कमांड से हटाएँ और टोकन को टनल टोकन वाले खाने में डालें (सेटिंग्स → डिलीवरी अपडेट; pacer serve के लिए PACER_TUNNEL_TOKEN): Pacer इसे टनल प्रोग्राम को निजी तौर पर देता है।
tunnel-setting-bad-hostname = "{ $given }" होस्ट नाम नहीं है। वह सार्वजनिक होस्ट नाम लिखें जिसे आपने Cloudflare में टनल की ओर भेजा है, जैसे hooks.example.com।
tunnel-setting-not-http = सार्वजनिक URL https:// (या http://) से शुरू होना चाहिए, और "{ $url }" ऐसा नहीं है।
tunnel-setting-bad-url = "{ $url }" इस्तेमाल करने लायक सार्वजनिक URL नहीं है: { $fault ->
        [spaces] इसमें खाली जगहें हैं
        [query] पता ? या # के बिना लिखें
        [user] पता यूज़र नेम या पासवर्ड के बिना लिखें
       *[host] इसमें सही होस्ट नाम नहीं है
    }।
tunnel-registration-verified = Meta ने { $url } की पुष्टि कर दी है और डिलीवरी अपडेट वहीं भेजेगा।
tunnel-registration-too-long = { $url } उन { $max } अक्षरों से लंबा है जो Meta वेबहुक URL के लिए मानता है। सेटिंग्स में छोटा सार्वजनिक URL चुनें।
tunnel-registration-not-verified = Meta वेबहुक URL की पुष्टि नहीं कर सका: { $explanation }
tunnel-registration-failed = Pacer { $url } को Meta के पास दर्ज नहीं कर सका: { $error }
tunnel-registration-asks-again = Pacer { $minutes ->
        [0] { $seconds } सेकंड
       *[other] { $seconds ->
            [0] { $minutes } मिनट
           *[other] { $minutes } मिनट { $seconds } सेकंड
        }
    } में फिर पूछेगा।

# (end of Engine, tunnel)

## The app's own errors: a file or folder not chosen, the keyring, the settings file, the
## engine not starting, saving and exporting, connecting a Meta account

# A file or folder from the window, and Pacer's own dialogs
app-file-not-chosen = Pacer सिर्फ़ वही फ़ाइलें पढ़ता है जो आप खुद चुनें: चुनें… दबाएँ और खुलने वाली विंडो में फ़ाइल चुनें।
app-folder-not-chosen = Pacer सिर्फ़ वही फ़ोल्डर पढ़ता है जो आप खुद चुनें: चुनें… दबाएँ और खुलने वाली विंडो में फ़ोल्डर चुनें।
app-missing = Pacer को अब { $path } नहीं मिल रहा। देख लें कि यह अभी भी वहीं है, फिर इसे दोबारा चुनें।
app-wrong-kind = { $kind ->
        [file] { $path } फ़ाइल नहीं है। कोई फ़ाइल चुनें।
       *[folder] { $path } फ़ोल्डर नहीं है। कोई फ़ोल्डर चुनें।
    }
app-dialog-busy = Pacer की एक और विंडो खुली है और आपका इंतज़ार कर रही है: पहले उसे पूरा करें।
app-dialog-failed = फ़ाइल चुनने वाली विंडो अचानक बंद हो गई। दोबारा कोशिश करें।

# The database and the engine
app-database-failed = Pacer अपना डेटाबेस पढ़ या लिख नहीं सका। देख लें कि डिस्क भरी न हो, फिर दोबारा कोशिश करें।
app-engine-stopping = Pacer यह नहीं कर सका: उसका इंजन बंद हो रहा है या उसका डेटाबेस विफल हो गया। थोड़ी देर में दोबारा कोशिश करें।
app-still-starting = Pacer अभी शुरू हो रहा है। थोड़ी देर में दोबारा कोशिश करें।

# The keyring ($detail: the keyring's own words)
app-keyring-no-answer = इस कंप्यूटर की कीरिंग (keyring) ने 30 सेकंड में जवाब नहीं दिया (शायद यह लॉक है)। इसे अनलॉक करें, फिर दोबारा कोशिश करें।
app-keyring-failed = Pacer इस कंप्यूटर की कीरिंग (keyring) इस्तेमाल नहीं कर सका, जहाँ यह आपका Meta टोकन और गोपनीय जानकारी रखता है ({ $detail })। कीरिंग अनलॉक करें (Linux पर GNOME Keyring या KWallet चलना चाहिए), फिर दोबारा कोशिश करें।
app-keyring-failed-stopped = Pacer इस कंप्यूटर की कीरिंग (keyring) इस्तेमाल नहीं कर सका, जहाँ यह आपका Meta टोकन और गोपनीय जानकारी रखता है (कीरिंग का काम अचानक रुक गया)। कीरिंग अनलॉक करें (Linux पर GNOME Keyring या KWallet चलना चाहिए), फिर दोबारा कोशिश करें।
app-keyring-failed-locked = Pacer इस कंप्यूटर की कीरिंग (keyring) इस्तेमाल नहीं कर सका, जहाँ यह आपका Meta टोकन और गोपनीय जानकारी रखता है (कीरिंग ने 30 सेकंड में जवाब नहीं दिया; शायद यह लॉक है)। कीरिंग अनलॉक करें (Linux पर GNOME Keyring या KWallet चलना चाहिए), फिर दोबारा कोशिश करें।
app-keyring-failed-locked-api-key = Pacer इस कंप्यूटर की कीरिंग (keyring) इस्तेमाल नहीं कर सका, जहाँ यह आपका Meta टोकन और गोपनीय जानकारी रखता है (कीरिंग ने 30 सेकंड में जवाब नहीं दिया; शायद यह लॉक है। लोकल API की कुंजी Pacer बंद होने तक काम करेगी)। कीरिंग अनलॉक करें (Linux पर GNOME Keyring या KWallet चलना चाहिए), फिर दोबारा कोशिश करें।
app-keyring-call-stopped = कीरिंग (keyring) का काम अचानक रुक गया। दोबारा कोशिश करें।

# Why the engine did not start ($detail: the system's own words)
app-no-account = अभी कोई Meta खाता जुड़ा नहीं है। सेटिंग्स → Meta खाता में एक जोड़ें, या डेमो इस्तेमाल करें।
app-missing-secret = { $secret ->
        [access-token] Meta एक्सेस टोकन इस कंप्यूटर की कीरिंग (keyring) में नहीं है। इसे सेटिंग्स → Meta खाता में दोबारा डालें।
       *[app-secret] Meta ऐप सीक्रेट इस कंप्यूटर की कीरिंग (keyring) में नहीं है। इसे सेटिंग्स → Meta खाता में दोबारा डालें।
    }
app-simulator-failed = डेमो का नकली Meta शुरू नहीं हो सका: { $detail }
app-graph-unusable = सेटिंग्स में दिया Meta का पता इस्तेमाल लायक नहीं है: { $detail }
app-data-folder-failed = Pacer अपना डेटा फ़ोल्डर { $path } तैयार नहीं कर सका: { $detail }
app-node-api-not-loopback = लोकल API का पता { $addr } लूपबैक पता नहीं है: यह सिर्फ़ इसी कंप्यूटर से पहुँच में होना चाहिए (127.0.0.1 इस्तेमाल करें)
app-node-webhook-not-loopback = वेबहुक रिसीवर का पता { $addr } लूपबैक पता नहीं है। टनल 127.0.0.1 पर चल रहे रिसीवर तक पहुँचती है; नेटवर्क पर सुनने से उस नेटवर्क पर हर कोई रिसीवर को भेज सकता है। 127.0.0.1 इस्तेमाल करें, या अगर किसी दूसरी मशीन पर रिवर्स प्रॉक्सी Meta के वेबहुक इसे भेजती है तो --webhook-beyond-loopback दें
app-node-already-running = एक और Pacer पहले से डेटाबेस { $path } के साथ चल रहा है: पहले उसे बंद करें (एक डेटाबेस पर दो Pacer हर मैसेज दो बार भेजेंगे)
app-node-folder-failed = डेटाबेस { $path } का फ़ोल्डर इस्तेमाल नहीं हो सका: { $detail }
app-node-cannot-listen = { $what ->
        [api] लोकल API के लिए { $addr } पर नहीं सुन सका ({ $detail }); क्या कोई और प्रोग्राम यह पोर्ट इस्तेमाल कर रहा है?
       *[webhook] वेबहुक रिसीवर के लिए { $addr } पर नहीं सुन सका ({ $detail }); क्या कोई और प्रोग्राम यह पोर्ट इस्तेमाल कर रहा है?
    }
app-node-engine-failed = डेटाबेस { $path } के साथ शुरू नहीं हो सका: { $detail }
app-start-port-in-use = { $what ->
        [api] लोकल API के लिए { $addr } पर नहीं सुन सका ({ $detail }); क्या कोई और प्रोग्राम यह पोर्ट इस्तेमाल कर रहा है? शायद एक और Pacer (या `pacer serve`) चल रहा है: उसे बंद करें, या सेटिंग्स → एडवांस्ड में पोर्ट बदलें।
       *[webhook] वेबहुक रिसीवर के लिए { $addr } पर नहीं सुन सका ({ $detail }); क्या कोई और प्रोग्राम यह पोर्ट इस्तेमाल कर रहा है? शायद एक और Pacer (या `pacer serve`) चल रहा है: उसे बंद करें, या सेटिंग्स → एडवांस्ड में पोर्ट बदलें।
    }

# The settings file
app-settings-file-unusable = { $action ->
        [read] Pacer अपनी सेटिंग्स फ़ाइल { $path } पढ़ नहीं सका: { $detail }
       *[save] Pacer अपनी सेटिंग्स फ़ाइल { $path } सेव नहीं कर सका: { $detail }
    }
app-settings-file-damaged = Pacer की सेटिंग्स फ़ाइल { $path } खराब है ({ $detail }); उसे { $backup } नाम से रख लिया गया है और Pacer अपनी डिफ़ॉल्ट सेटिंग्स के साथ शुरू हुआ
app-tunnel-not-confirmed = कुछ सेव नहीं हुआ: आपने टनल प्रोग्राम न चलाने का चुनाव किया, इसलिए टनल पहले जैसी है ({ $tunnel })। इसे इस्तेमाल करने के लिए दोबारा सेव करें और "Run this program" चुनें, या कोई और टनल चुनें।
app-tunnel-token-spaces = टनल टोकन में खाली जगह नहीं होती। इसे Cloudflare या ngrok से दोबारा कॉपी करें, फिर यहाँ पेस्ट करें।

# Templates and reports
app-templates-sync-failed = Pacer आपके टेम्पलेट Meta से नहीं पढ़ सका। सेटिंग्स → Meta खाता में कनेक्शन जाँचें, फिर दोबारा कोशिश करें।
app-template-missing = { $language } में "{ $name }" नाम का कोई टेम्पलेट नहीं है। टेम्पलेट सिंक करें और दोबारा कोशिश करें।
app-export-format = Pacer CSV या XLSX में एक्सपोर्ट करता है, "{ $format }" में नहीं।
app-saving-stopped = सेव करना अचानक रुक गया। दोबारा कोशिश करें।
app-export-build-failed = Pacer एक्सपोर्ट नहीं बना सका।
app-export-write-failed = Pacer { $path } नहीं लिख सका। कोई और फ़ोल्डर चुनें, या अगर फ़ाइल Excel में खुली है तो उसे बंद करें।

# Connecting a Meta account ($step: number, or templates when the number was fine)
app-use-live-no-account = अभी कोई Meta खाता जुड़ा नहीं है: पहले सेटिंग्स → Meta खाता भरें।
app-paste-access-token = पहले एक्सेस टोकन पेस्ट करें (Meta Business Manager → System users → Generate token)।
app-paste-app-secret = ऐप सीक्रेट भी पेस्ट करें (App Dashboard → Settings → Basic): Pacer इससे जाँचता है कि डिलीवरी अपडेट सच में Meta से आ रहे हैं।
app-token-not-sent = टेस्ट नहीं हुआ: { $address } पर कुछ नहीं भेजा गया, क्योंकि आपने अपना सेव किया एक्सेस टोकन वहाँ न भेजने का चुनाव किया। उस पते को टेस्ट करने के लिए उसी के लिए बना एक्सेस टोकन पेस्ट करें।
app-meta-not-accepted = Meta ने खाता स्वीकार नहीं किया।
app-meta-token-refused = { $step ->
        [templates] नंबर ठीक है, पर टेम्पलेट: Meta ने यह एक्सेस टोकन अस्वीकार कर दिया: इसकी अवधि खत्म हो गई है या इसे रद्द कर दिया गया है, या इसका सिर्फ़ एक हिस्सा पेस्ट हुआ है। नया टोकन बनाएँ (Business Settings → Users → System users → Generate token) और यहाँ पेस्ट करें।
       *[number] Meta ने यह एक्सेस टोकन अस्वीकार कर दिया: इसकी अवधि खत्म हो गई है या इसे रद्द कर दिया गया है, या इसका सिर्फ़ एक हिस्सा पेस्ट हुआ है। नया टोकन बनाएँ (Business Settings → Users → System users → Generate token) और यहाँ पेस्ट करें।
    }
app-meta-ids-unknown = { $step ->
        [templates] नंबर ठीक है, पर टेम्पलेट: Meta इस फ़ोन नंबर id या WABA id को नहीं जानता, या टोकन इसे नहीं देख सकता। दोनों id WhatsApp Manager में जाँचें।
       *[number] Meta इस फ़ोन नंबर id या WABA id को नहीं जानता, या टोकन इसे नहीं देख सकता। दोनों id WhatsApp Manager में जाँचें।
    }
app-meta-refused = { $step ->
        [templates] नंबर ठीक है, पर टेम्पलेट: Meta ने अनुरोध अस्वीकार कर दिया: { $message }
       *[number] Meta ने अनुरोध अस्वीकार कर दिया: { $message }
    }
app-meta-unreachable = { $step ->
        [templates] नंबर ठीक है, पर टेम्पलेट: Pacer { $url } पर Meta तक नहीं पहुँच सका। इस कंप्यूटर का इंटरनेट कनेक्शन जाँचें (और एडवांस्ड में Graph का पता)।
       *[number] Pacer { $url } पर Meta तक नहीं पहुँच सका। इस कंप्यूटर का इंटरनेट कनेक्शन जाँचें (और एडवांस्ड में Graph का पता)।
    }
app-meta-unexpected = { $step ->
        [templates] नंबर ठीक है, पर टेम्पलेट: Meta ने ऐसा जवाब दिया जिसकी Pacer को उम्मीद नहीं थी। एडवांस्ड में Graph का पता जाँचें।
       *[number] Meta ने ऐसा जवाब दिया जिसकी Pacer को उम्मीद नहीं थी। एडवांस्ड में Graph का पता जाँचें।
    }
app-templates-count = { $templates ->
        [one] { $templates } टेम्पलेट, { $approved } मंज़ूर
       *[other] { $templates } टेम्पलेट, { $approved } मंज़ूर
    }

app-meta-code = { $step ->
        [templates] नंबर ठीक है, पर टेम्पलेट: { app-meta-code-words }
       *[number] { app-meta-code-words }
    }
app-meta-code-words = { $row ->
        [throughput] { meta-code-throughput }
        [call-volume] { meta-code-call-volume }
        [maintenance] { meta-code-maintenance }
        [temporary] { meta-code-temporary }
        [pair-rate] { meta-code-pair-rate }
        [marketing-cap] { meta-code-marketing-cap }
        [template-values] { meta-code-template-values }
        [template-missing] { meta-code-template-missing }
        [template-policy] { meta-code-template-policy }
        [value-format] { meta-code-value-format }
        [template-paused] { meta-code-template-paused }
        [template-disabled] { meta-code-template-disabled }
        [flow-blocked] { meta-code-flow-blocked }
        [flow-too-often] { meta-code-flow-too-often }
        [marketing-off] { meta-code-marketing-off }
        [spam-limit] { meta-code-spam-limit }
        [category-limit] { meta-code-category-limit }
        [token-expired] { meta-code-token-expired }
        [permission] { meta-code-permission }
        [restricted] { meta-code-restricted }
        [locked] { meta-code-locked }
        [payment] { meta-code-payment }
        [not-registered] { meta-code-not-registered }
        [number-deleted] { meta-code-number-deleted }
        [display-name] { meta-code-display-name }
        [payments-terms] { meta-code-payments-terms }
        [direct-send] { meta-code-direct-send }
        [stopped-marketing] { meta-code-stopped-marketing }
        [media] { meta-code-media }
        [invalid-value] { meta-code-invalid-value }
        [own-number] { meta-code-own-number }
        [unreachable] { meta-code-unreachable }
        [not-allowed-test] { meta-code-not-allowed-test }
        [window-closed] { meta-code-window-closed }
        [unsupported] { meta-code-unsupported }
        [download-failed] { meta-code-download-failed }
        [user-id] { meta-code-user-id }
        [blocked] { meta-code-blocked }
        [experiment] { meta-code-experiment }
        [country] { meta-code-country }
        [too-long] { meta-code-too-long }
        [value-spaces] { meta-code-value-spaces }
        [registration] { meta-code-registration }
        [deregistered-often] { meta-code-deregistered-often }
        [template-count] { meta-code-template-count }
        [unnamed-value] { meta-code-unnamed-value }
        [identity-changed] { meta-code-identity-changed }
       *[callback] { meta-code-callback }
    }

# (end of The app's own errors)

## Engine, reports: what Meta's codes mean, why a message failed or waits, a report's
## failure groups (the window shows them in the person's language; the command line, the
## local API and exported reports say them in English)

# Meta's codes: one message per row of Meta's codes in crates/cloud/src/codes.rs, named for
# what the row is about (a row often holds several codes, so no single code names it).
# A row of two parts has `-meaning` (what happened) and `-action` (what to do), shown apart
# in a report's failure groups; the row's own message is the two, as one text.
meta-code-throughput = { meta-code-throughput-meaning } { meta-code-throughput-action }
meta-code-throughput-meaning = Meta की प्रति सेकंड संदेशों की सीमा पूरी हो गई।
meta-code-throughput-action = Pacer रफ़्तार कम करके बाकी संदेश अपने-आप भेज देगा; कुछ भी खोया नहीं।
meta-code-call-volume = { meta-code-call-volume-meaning } { meta-code-call-volume-action }
meta-code-call-volume-meaning = Meta ने Pacer से कुछ देर कम अनुरोध भेजने को कहा है (उसकी प्रति घंटे अनुरोधों की सीमा)।
meta-code-call-volume-action = Pacer रफ़्तार कम करके बाकी संदेश अपने-आप भेज देगा; कुछ भी खोया नहीं।
meta-code-maintenance = { meta-code-maintenance-meaning } { meta-code-maintenance-action }
meta-code-maintenance-meaning = आपका WhatsApp खाता थोड़ी देर के लिए रखरखाव में है (जैसे जब Meta उसकी सीमा बढ़ा रहा हो)।
meta-code-maintenance-action = Pacer लगभग एक मिनट रुककर अपने-आप आगे बढ़ेगा।
meta-code-temporary = Meta में अस्थायी समस्या आई।
meta-code-pair-rate = { meta-code-pair-rate-meaning } { meta-code-pair-rate-action }
meta-code-pair-rate-meaning = इस ग्राहक को कम समय में बहुत ज़्यादा संदेश गए।
meta-code-pair-rate-action = Pacer अगला संदेश भेजने से पहले रुकेगा; दूसरे ग्राहकों के संदेश नहीं रुकते।
meta-code-marketing-cap = WhatsApp ने यह मार्केटिंग संदेश रोक लिया क्योंकि ग्राहक को हाल में बहुत संदेश मिल चुके हैं।
meta-code-template-values = { meta-code-template-values-meaning } { meta-code-template-values-action }
meta-code-template-values-meaning = मानों की संख्या टेम्पलेट के वेरिएबल से मेल नहीं खाती।
meta-code-template-values-action = अभियान में कॉलम का मिलान जाँचें।
meta-code-template-missing = { meta-code-template-missing-meaning } { meta-code-template-missing-action }
meta-code-template-missing-meaning = यह टेम्पलेट उस भाषा में मौजूद नहीं है, या मंज़ूर नहीं है।
meta-code-template-missing-action = इसे WhatsApp Manager में देखें और टेम्पलेट सिंक करें।
meta-code-template-policy = { meta-code-template-policy-meaning } { meta-code-template-policy-action }
meta-code-template-policy-meaning = Meta के अनुसार टेम्पलेट की सामग्री उसकी नीति के ख़िलाफ़ है।
meta-code-template-policy-action = WhatsApp Manager में टेम्पलेट बदलें।
meta-code-value-format = कोई मान उस रूप में नहीं है जो टेम्पलेट को चाहिए (जैसे PDF की जगह तस्वीर)।
meta-code-template-paused = { meta-code-template-paused-meaning } { meta-code-template-paused-action }
meta-code-template-paused-meaning = Meta ने कम गुणवत्ता के कारण यह टेम्पलेट रोक दिया है।
meta-code-template-paused-action = इसे इस्तेमाल करने वाले अभियान रोक दिए गए हैं; बाकी संदेश जाते रहेंगे।
meta-code-template-disabled = { meta-code-template-disabled-meaning } { meta-code-template-disabled-action }
meta-code-template-disabled-meaning = बार-बार कम गुणवत्ता के कारण Meta ने यह टेम्पलेट हमेशा के लिए बंद कर दिया है।
meta-code-template-disabled-action = नया टेम्पलेट बनाएँ।
meta-code-flow-blocked = { meta-code-flow-blocked-meaning } { meta-code-flow-blocked-action }
meta-code-flow-blocked-meaning = इस टेम्पलेट का WhatsApp Flow ब्लॉक है।
meta-code-flow-blocked-action = WhatsApp Manager में Flow जाँचें, फिर अभियान फिर शुरू करें।
meta-code-flow-too-often = { meta-code-flow-too-often-meaning } { meta-code-flow-too-often-action }
meta-code-flow-too-often-meaning = यह WhatsApp Flow बहुत बार भेजा गया (Meta एक Flow को घंटे में 10 बार भेजने देता है)।
meta-code-flow-too-often-action = अभियान रोक दिया गया है; इसे बाद में फिर शुरू करें।
meta-code-marketing-off = इस WhatsApp खाते पर Cloud API के लिए मार्केटिंग टेम्पलेट बंद हैं।
meta-code-spam-limit = { meta-code-spam-limit-meaning } { meta-code-spam-limit-action }
meta-code-spam-limit-meaning = Meta ने भेजना सीमित कर दिया क्योंकि हाल के संदेश ब्लॉक किए गए या स्पैम के रूप में रिपोर्ट हुए।
meta-code-spam-limit-action = WhatsApp Manager में अपने नंबर की गुणवत्ता देखें; Pacer कुछ देर बाद एक संदेश भेजकर देखेगा।
meta-code-category-limit = { meta-code-category-limit-meaning } { meta-code-category-limit-action }
meta-code-category-limit-meaning = टेम्पलेट की श्रेणी के उल्लंघनों के कारण Meta ने भेजना सीमित कर दिया।
meta-code-category-limit-action = अपने टेम्पलेट की श्रेणियाँ जाँचें; Pacer कुछ देर बाद एक संदेश भेजकर देखेगा।
meta-code-token-expired = { meta-code-token-expired-meaning } { meta-code-token-expired-action }
meta-code-token-expired-meaning = आपका Meta एक्सेस टोकन समाप्त हो गया है या वापस ले लिया गया है।
meta-code-token-expired-action = सेटिंग्स → Meta खाता में नया टोकन पेस्ट करें, फिर फिर चलाएँ दबाएँ। तब तक भेजना रुका रहेगा; कुछ भी खोया नहीं।
meta-code-permission = { meta-code-permission-meaning } { meta-code-permission-action }
meta-code-permission-meaning = Meta के अनुसार आपके एक्सेस टोकन के पास इस काम की अनुमति नहीं है।
meta-code-permission-action = Meta Business Manager में सिस्टम यूज़र को whatsapp_business_messaging और whatsapp_business_management दें, फिर फिर चलाएँ दबाएँ।
meta-code-restricted = { meta-code-restricted-meaning } { meta-code-restricted-action }
meta-code-restricted-meaning = नीति के उल्लंघन के कारण Meta ने आपका WhatsApp खाता सीमित कर दिया है।
meta-code-restricted-action = WhatsApp Manager में Account Quality देखें, फिर फिर चलाएँ दबाएँ।
meta-code-locked = { meta-code-locked-meaning } { meta-code-locked-action }
meta-code-locked-meaning = Meta ने आपका WhatsApp खाता लॉक कर दिया है।
meta-code-locked-action = WhatsApp Manager में उसकी स्थिति देखें, फिर फिर चलाएँ दबाएँ।
meta-code-payment = { meta-code-payment-meaning } { meta-code-payment-action }
meta-code-payment-meaning = Meta के अनुसार आपके भुगतान के तरीके में समस्या है।
meta-code-payment-action = Meta Business Manager → Billing में इसे ठीक करें, फिर फिर चलाएँ दबाएँ।
meta-code-not-registered = { meta-code-not-registered-meaning } { meta-code-not-registered-action }
meta-code-not-registered-meaning = आपका बिज़नेस फ़ोन नंबर Cloud API में रजिस्टर नहीं है।
meta-code-not-registered-action = इसे WhatsApp Manager में रजिस्टर करें, फिर फिर चलाएँ दबाएँ।
meta-code-number-deleted = { meta-code-number-deleted-meaning } { meta-code-number-deleted-action }
meta-code-number-deleted-meaning = आपका बिज़नेस फ़ोन नंबर WhatsApp खाते से हटा दिया गया है।
meta-code-number-deleted-action = सेटिंग्स में फ़ोन नंबर id जाँचें।
meta-code-display-name = { meta-code-display-name-meaning } { meta-code-display-name-action }
meta-code-display-name-meaning = आपके बिज़नेस नंबर का डिस्प्ले नाम अभी मंज़ूर नहीं हुआ है।
meta-code-display-name-action = इसे WhatsApp Manager में मंज़ूर करवाएँ, फिर फिर चलाएँ दबाएँ।
meta-code-payments-terms = { meta-code-payments-terms-meaning } { meta-code-payments-terms-action }
meta-code-payments-terms-meaning = इस खाते के लिए WhatsApp Payments की शर्तें स्वीकार नहीं की गई हैं।
meta-code-payments-terms-action = उन्हें WhatsApp Manager में स्वीकार करें, फिर फिर चलाएँ दबाएँ।
meta-code-direct-send = { meta-code-direct-send-meaning } { meta-code-direct-send-action }
meta-code-direct-send-meaning = इस खाते के लिए Direct Send ब्लॉक है।
meta-code-direct-send-action = WhatsApp Manager में खाता जाँचें, फिर फिर चलाएँ दबाएँ।
meta-code-stopped-marketing = { meta-code-stopped-marketing-meaning } { meta-code-stopped-marketing-action }
meta-code-stopped-marketing-meaning = इस ग्राहक ने आपके बिज़नेस के मार्केटिंग संदेश बंद कर दिए हैं।
meta-code-stopped-marketing-action = Pacer उन्हें फिर मार्केटिंग संदेश नहीं भेजेगा।
meta-code-media = { meta-code-media-meaning } { meta-code-media-action }
meta-code-media-meaning = Meta जुड़ी हुई फ़ाइल को ला या इस्तेमाल नहीं कर सका।
meta-code-media-action = जाँचें कि यह सही PDF या तस्वीर है और फिर से कोशिश करें।
meta-code-invalid-value = { meta-code-invalid-value-meaning } { meta-code-invalid-value-action }
meta-code-invalid-value-meaning = Meta ने संदेश जैसा लिखा था वैसा स्वीकार नहीं किया (कोई मान गायब या ग़लत है)।
meta-code-invalid-value-action = विवरण में लिखा है कि कौन-सा फ़ील्ड।
meta-code-own-number = पाने वाला आपका अपना बिज़नेस नंबर है।
meta-code-unreachable = { meta-code-unreachable-meaning } { meta-code-unreachable-action }
meta-code-unreachable-meaning = इस नंबर पर WhatsApp संदेश नहीं आ सकते।
meta-code-unreachable-action = नंबर जाँचें, या इस ग्राहक से किसी और तरीके से संपर्क करें।
meta-code-not-allowed-test = { meta-code-not-allowed-test-meaning } { meta-code-not-allowed-test-action }
meta-code-not-allowed-test-meaning = यह नंबर आपके टेस्ट नंबर की अनुमत प्राप्तकर्ताओं की सूची में नहीं है।
meta-code-not-allowed-test-action = इसे App Dashboard में जोड़ें, या अपना असली नंबर इस्तेमाल करें।
meta-code-window-closed = इस ग्राहक को आपको आख़िरी बार लिखे 24 घंटे से ज़्यादा हो गए हैं, इसलिए सिर्फ़ मंज़ूर टेम्पलेट भेजा जा सकता है।
meta-code-unsupported = WhatsApp इस तरह के संदेश को सपोर्ट नहीं करता।
meta-code-download-failed = { meta-code-download-failed-meaning } { meta-code-download-failed-action }
meta-code-download-failed-meaning = WhatsApp ग्राहक की भेजी फ़ाइल डाउनलोड नहीं कर सका।
meta-code-download-failed-action = उनसे फ़ाइल फिर से भेजने को कहें।
meta-code-user-id = { meta-code-user-id-meaning } { meta-code-user-id-action }
meta-code-user-id-meaning = इस तरह का संदेश WhatsApp यूज़र id पर नहीं भेजा जा सकता।
meta-code-user-id-action = इसे ग्राहक के फ़ोन नंबर पर भेजें।
meta-code-blocked = { meta-code-blocked-meaning } { meta-code-blocked-action }
meta-code-blocked-meaning = आपके बिज़नेस ने इस ग्राहक को ब्लॉक किया हुआ है।
meta-code-blocked-action = उन्हें संदेश भेजने के लिए WhatsApp Manager में अनब्लॉक करें।
meta-code-experiment = { meta-code-experiment-meaning } { meta-code-experiment-action }
meta-code-experiment-meaning = Meta ने एक प्रयोग के तहत इस ग्राहक को मार्केटिंग संदेशों से अलग रखा।
meta-code-experiment-action = कुछ ठीक करने की ज़रूरत नहीं।
meta-code-country = आपका WhatsApp खाता इस ग्राहक के देश में ग्राहकों को संदेश नहीं भेज सकता।
meta-code-too-long = { meta-code-too-long-meaning } { meta-code-too-long-action }
meta-code-too-long-meaning = मान भरने के बाद यह संदेश WhatsApp की अनुमति से लंबा हो जाता है।
meta-code-too-long-action = मान छोटे करें।
meta-code-value-spaces = किसी मान में नई लाइन, टैब या लगातार चार से ज़्यादा खाली जगहें हैं, जिनकी टेम्पलेट में अनुमति नहीं है।
meta-code-registration = { meta-code-registration-meaning } { meta-code-registration-action }
meta-code-registration-meaning = Meta ने आपके बिज़नेस फ़ोन नंबर का एक रजिस्ट्रेशन चरण अस्वीकार कर दिया (उसका PIN या रजिस्ट्रेशन)।
meta-code-registration-action = WhatsApp Manager में नंबर जाँचें।
meta-code-deregistered-often = { meta-code-deregistered-often-meaning } { meta-code-deregistered-often-action }
meta-code-deregistered-often-meaning = आपका बिज़नेस फ़ोन नंबर बहुत बार रजिस्टर और डीरजिस्टर हुआ; Meta ने इसे कुछ समय के लिए ब्लॉक कर दिया है।
meta-code-deregistered-often-action = रुकें, फिर से कोशिश करें।
meta-code-template-count = { meta-code-template-count-meaning } { meta-code-template-count-action }
meta-code-template-count-meaning = आपके खाते में उतने टेम्पलेट हैं जितने Meta अनुमति देता है।
meta-code-template-count-action = WhatsApp Manager में वे टेम्पलेट हटाएँ जो अब इस्तेमाल नहीं होते।
meta-code-unnamed-value = { meta-code-unnamed-value-meaning } { meta-code-unnamed-value-action }
meta-code-unnamed-value-meaning = Meta ने संदेश के मानों में किसी ऐसी समस्या के कारण उसे अस्वीकार किया जिसका उसने नाम नहीं बताया।
meta-code-unnamed-value-action = विवरण में शायद और जानकारी हो।
meta-code-identity-changed = { meta-code-identity-changed-meaning } { meta-code-identity-changed-action }
meta-code-identity-changed-meaning = ग्राहक की WhatsApp पहचान बदल गई है (नया फ़ोन या दोबारा इंस्टॉल)।
meta-code-identity-changed-action = फिर से भेजने से पहले पक्का करें कि यह वही व्यक्ति है।
meta-code-callback = { meta-code-callback-meaning } { meta-code-callback-action }
meta-code-callback-meaning = Meta वह पता सत्यापित नहीं कर सका जो Pacer ने डिलीवरी अपडेट के लिए दिया था।
meta-code-callback-action = सेटिंग्स → डिलीवरी अपडेट में टनल जाँचें, फिर पता दोबारा रजिस्टर करें।

# Why a message failed, a campaign paused or sending stopped, from Meta's code: $row is the
# row of Meta's codes (as in meta-code-…), $code Meta's code (an identifier, not an amount),
# $details Meta's own text, in Meta's words.
reason-meta = { $row ->
        [throughput] { meta-code-throughput } (Meta कोड { $code })
        [call-volume] { meta-code-call-volume } (Meta कोड { $code })
        [maintenance] { meta-code-maintenance } (Meta कोड { $code })
        [temporary] { meta-code-temporary } (Meta कोड { $code })
        [pair-rate] { meta-code-pair-rate } (Meta कोड { $code })
        [marketing-cap] { meta-code-marketing-cap } (Meta कोड { $code })
        [template-values] { meta-code-template-values } (Meta कोड { $code })
        [template-missing] { meta-code-template-missing } (Meta कोड { $code })
        [template-policy] { meta-code-template-policy } (Meta कोड { $code })
        [value-format] { meta-code-value-format } (Meta कोड { $code })
        [template-paused] { meta-code-template-paused } (Meta कोड { $code })
        [template-disabled] { meta-code-template-disabled } (Meta कोड { $code })
        [flow-blocked] { meta-code-flow-blocked } (Meta कोड { $code })
        [flow-too-often] { meta-code-flow-too-often } (Meta कोड { $code })
        [marketing-off] { meta-code-marketing-off } (Meta कोड { $code })
        [spam-limit] { meta-code-spam-limit } (Meta कोड { $code })
        [category-limit] { meta-code-category-limit } (Meta कोड { $code })
        [token-expired] { meta-code-token-expired } (Meta कोड { $code })
        [permission] { meta-code-permission } (Meta कोड { $code })
        [restricted] { meta-code-restricted } (Meta कोड { $code })
        [locked] { meta-code-locked } (Meta कोड { $code })
        [payment] { meta-code-payment } (Meta कोड { $code })
        [not-registered] { meta-code-not-registered } (Meta कोड { $code })
        [number-deleted] { meta-code-number-deleted } (Meta कोड { $code })
        [display-name] { meta-code-display-name } (Meta कोड { $code })
        [payments-terms] { meta-code-payments-terms } (Meta कोड { $code })
        [direct-send] { meta-code-direct-send } (Meta कोड { $code })
        [stopped-marketing] { meta-code-stopped-marketing } (Meta कोड { $code })
        [media] { meta-code-media } (Meta कोड { $code })
        [invalid-value] { meta-code-invalid-value } (Meta कोड { $code })
        [own-number] { meta-code-own-number } (Meta कोड { $code })
        [unreachable] { meta-code-unreachable } (Meta कोड { $code })
        [not-allowed-test] { meta-code-not-allowed-test } (Meta कोड { $code })
        [window-closed] { meta-code-window-closed } (Meta कोड { $code })
        [unsupported] { meta-code-unsupported } (Meta कोड { $code })
        [download-failed] { meta-code-download-failed } (Meta कोड { $code })
        [user-id] { meta-code-user-id } (Meta कोड { $code })
        [blocked] { meta-code-blocked } (Meta कोड { $code })
        [experiment] { meta-code-experiment } (Meta कोड { $code })
        [country] { meta-code-country } (Meta कोड { $code })
        [too-long] { meta-code-too-long } (Meta कोड { $code })
        [value-spaces] { meta-code-value-spaces } (Meta कोड { $code })
        [registration] { meta-code-registration } (Meta कोड { $code })
        [deregistered-often] { meta-code-deregistered-often } (Meta कोड { $code })
        [template-count] { meta-code-template-count } (Meta कोड { $code })
        [unnamed-value] { meta-code-unnamed-value } (Meta कोड { $code })
        [identity-changed] { meta-code-identity-changed } (Meta कोड { $code })
        [callback] { meta-code-callback } (Meta कोड { $code })
       *[unknown] Meta ने संदेश कोड { $code } के साथ अस्वीकार कर दिया।
    }
reason-meta-details = { $row ->
        [throughput] { meta-code-throughput } (Meta कोड { $code }: { $details })
        [call-volume] { meta-code-call-volume } (Meta कोड { $code }: { $details })
        [maintenance] { meta-code-maintenance } (Meta कोड { $code }: { $details })
        [temporary] { meta-code-temporary } (Meta कोड { $code }: { $details })
        [pair-rate] { meta-code-pair-rate } (Meta कोड { $code }: { $details })
        [marketing-cap] { meta-code-marketing-cap } (Meta कोड { $code }: { $details })
        [template-values] { meta-code-template-values } (Meta कोड { $code }: { $details })
        [template-missing] { meta-code-template-missing } (Meta कोड { $code }: { $details })
        [template-policy] { meta-code-template-policy } (Meta कोड { $code }: { $details })
        [value-format] { meta-code-value-format } (Meta कोड { $code }: { $details })
        [template-paused] { meta-code-template-paused } (Meta कोड { $code }: { $details })
        [template-disabled] { meta-code-template-disabled } (Meta कोड { $code }: { $details })
        [flow-blocked] { meta-code-flow-blocked } (Meta कोड { $code }: { $details })
        [flow-too-often] { meta-code-flow-too-often } (Meta कोड { $code }: { $details })
        [marketing-off] { meta-code-marketing-off } (Meta कोड { $code }: { $details })
        [spam-limit] { meta-code-spam-limit } (Meta कोड { $code }: { $details })
        [category-limit] { meta-code-category-limit } (Meta कोड { $code }: { $details })
        [token-expired] { meta-code-token-expired } (Meta कोड { $code }: { $details })
        [permission] { meta-code-permission } (Meta कोड { $code }: { $details })
        [restricted] { meta-code-restricted } (Meta कोड { $code }: { $details })
        [locked] { meta-code-locked } (Meta कोड { $code }: { $details })
        [payment] { meta-code-payment } (Meta कोड { $code }: { $details })
        [not-registered] { meta-code-not-registered } (Meta कोड { $code }: { $details })
        [number-deleted] { meta-code-number-deleted } (Meta कोड { $code }: { $details })
        [display-name] { meta-code-display-name } (Meta कोड { $code }: { $details })
        [payments-terms] { meta-code-payments-terms } (Meta कोड { $code }: { $details })
        [direct-send] { meta-code-direct-send } (Meta कोड { $code }: { $details })
        [stopped-marketing] { meta-code-stopped-marketing } (Meta कोड { $code }: { $details })
        [media] { meta-code-media } (Meta कोड { $code }: { $details })
        [invalid-value] { meta-code-invalid-value } (Meta कोड { $code }: { $details })
        [own-number] { meta-code-own-number } (Meta कोड { $code }: { $details })
        [unreachable] { meta-code-unreachable } (Meta कोड { $code }: { $details })
        [not-allowed-test] { meta-code-not-allowed-test } (Meta कोड { $code }: { $details })
        [window-closed] { meta-code-window-closed } (Meta कोड { $code }: { $details })
        [unsupported] { meta-code-unsupported } (Meta कोड { $code }: { $details })
        [download-failed] { meta-code-download-failed } (Meta कोड { $code }: { $details })
        [user-id] { meta-code-user-id } (Meta कोड { $code }: { $details })
        [blocked] { meta-code-blocked } (Meta कोड { $code }: { $details })
        [experiment] { meta-code-experiment } (Meta कोड { $code }: { $details })
        [country] { meta-code-country } (Meta कोड { $code }: { $details })
        [too-long] { meta-code-too-long } (Meta कोड { $code }: { $details })
        [value-spaces] { meta-code-value-spaces } (Meta कोड { $code }: { $details })
        [registration] { meta-code-registration } (Meta कोड { $code }: { $details })
        [deregistered-often] { meta-code-deregistered-often } (Meta कोड { $code }: { $details })
        [template-count] { meta-code-template-count } (Meta कोड { $code }: { $details })
        [unnamed-value] { meta-code-unnamed-value } (Meta कोड { $code }: { $details })
        [identity-changed] { meta-code-identity-changed } (Meta कोड { $code }: { $details })
        [callback] { meta-code-callback } (Meta कोड { $code }: { $details })
       *[unknown] Meta ने संदेश कोड { $code } के साथ अस्वीकार कर दिया: { $details }
    }
reason-meta-gave-up = Meta ने { $tries } { $tries ->
        [one] कोशिश
       *[other] कोशिशों
    } के बाद भी संदेश स्वीकार नहीं किया। { reason-meta }
reason-meta-gave-up-details = Meta ने { $tries } { $tries ->
        [one] कोशिश
       *[other] कोशिशों
    } के बाद भी संदेश स्वीकार नहीं किया। { reason-meta-details }

# Pacer's own reasons and a report's sentences.
# $tries: how many times Pacer tried (a number).
reason-no-usable-answer = Meta के सर्वरों ने { $tries } { $tries ->
        [one] कोशिश
       *[other] कोशिशों
    } के बाद भी संदेश स्वीकार नहीं किया और कोई कारण नहीं बताया (सिर्फ़ एक खाली त्रुटि लौटाई)। ग्राहक या आपके खाते में कोई गड़बड़ी नहीं है; कुछ देर बाद विफल संदेशों की फिर से कोशिश दबाएँ।
reason-network = इंटरनेट कनेक्शन विफल रहा: ये संदेश WhatsApp तक पहुँचे ही नहीं।
reason-network-action = ग्राहकों या आपके खाते में कोई गड़बड़ी नहीं है। विफल संदेशों की फिर से कोशिश दबाएँ; अब Pacer कनेक्शन का अपने-आप इंतज़ार करता है।
reason-no-answer = Meta ने दो बार कोई जवाब नहीं दिया और डिलीवरी का कोई अपडेट नहीं भेजा: Pacer नहीं बता सकता कि ये संदेश पहुँचे या नहीं।
reason-no-answer-action = फिर से भेजने से पहले ग्राहकों से पूछ लें; Pacer इन्हें अपने-आप दोबारा नहीं भेजता।
reason-unexpected-answer = Meta के सर्वरों ने ये संदेश स्वीकार नहीं किए और कोई कारण नहीं बताया।
reason-unexpected-answer-action = ग्राहकों या आपके खाते में कोई गड़बड़ी नहीं है। इन्हें फिर से भेजने के लिए विफल संदेशों की फिर से कोशिश दबाएँ।
reason-internal = Pacer ये संदेश तैयार नहीं कर सका (आंतरिक त्रुटि)।
reason-internal-action = इन्हें नए अभियान से फिर भेजें; अगर फिर ऐसा हो, तो Pacer की डायग्नोस्टिक जानकारी उसके डेवलपरों को भेजें।
reason-none-recorded = कोई कारण दर्ज नहीं हुआ।
reason-cancelled = भेजे जाने से पहले रद्द कर दिया गया।
reason-in-doubt = यह संदेश भेजते समय Meta ने जवाब नहीं दिया; Pacer फिर से भेजने से पहले पता कर रहा है कि यह गया था या नहीं।
reason-waiting-pacing = कुछ सेकंड का इंतज़ार: WhatsApp सीमित करता है कि एक ग्राहक को कितनी जल्दी-जल्दी संदेश मिल सकते हैं।
reason-waiting-tier = Meta की रोज़ाना ग्राहकों की सीमा में जगह का इंतज़ार।
reason-waiting-paused = इंतज़ार: अभियान रुका हुआ है।
reason-waiting-hours = अभियान के भेजने के घंटे फिर शुरू होने का इंतज़ार है।
reason-waiting-retry = अस्थायी समस्या के बाद फिर से कोशिश का इंतज़ार।
# $details: the temporary problem as Pacer recorded it (English, as stored).
reason-waiting-retry-details = अस्थायी समस्या के बाद फिर से कोशिश का इंतज़ार: { $details }
# $reason: Pacer's own word for why the message waits.
reason-waiting-other = इंतज़ार ({ $reason })।
reason-waiting = इंतज़ार।
reason-group-gave-up = Pacer ने इन संदेशों की कोशिश छोड़ दी।
reason-group-see-history = क्या हुआ, यह हर संदेश के इतिहास में देखें।
reason-group-retry = इन्हें फिर से भेजने के लिए विफल संदेशों की फिर से कोशिश दबाएँ।
reason-group-no-retry = फिर से कोशिश करने से यह नहीं बदलेगा; कारण ठीक करने के लिए विवरण देखें।
# $code: Meta's code (an identifier, not an amount).
reason-group-meta-code = Meta ने ये संदेश कोड { $code } के साथ अस्वीकार कर दिए।
reason-action-marketing-cap = Pacer 24 घंटे बाद फिर से कोशिश कर सकता है: तब विफल संदेशों की फिर से कोशिश दबाएँ।
reason-action-window-closed = इसकी जगह मंज़ूर टेम्पलेट भेजें।
reason-action-unsupported = इसकी जगह टेम्पलेट या टेक्स्ट संदेश भेजें।
reason-action-own-number = अपना बिज़नेस नंबर सूची से हटा दें।
reason-action-value-spaces = अपनी सूची के मान ठीक करें (नई लाइन, टैब या लगातार बहुत सारी खाली जगहें न हों), फिर इन ग्राहकों को फिर से भेजें।
reason-action-marketing-off = WhatsApp Manager में Cloud API के लिए मार्केटिंग संदेश फिर से चालू करें।
reason-paused-by-you = आपने रोका है। जारी रखने के लिए फिर चलाएँ दबाएँ।
reason-template-paused = Meta ने कम गुणवत्ता के कारण टेम्पलेट "{ $template }" रोक दिया है। यह अभियान रोक दिया गया है; बाकी संदेश जाते रहेंगे। Meta के टेम्पलेट को फिर से मंज़ूरी देने पर यह अपने-आप शुरू हो जाएगा।
reason-template-disabled = Meta ने टेम्पलेट "{ $template }" हमेशा के लिए बंद कर दिया है। यह अभियान रोक दिया गया है; नया टेम्पलेट बनाकर उसकी जगह इस्तेमाल करें।
# $template: the template's name; $status: Meta's word for its new status.
reason-template-not-approved = टेम्पलेट "{ $template }" अब मंज़ूर नहीं है ({ $status })। यह अभियान रोक दिया गया है; बाकी संदेश जाते रहेंगे।
reason-skipped-opted-out = इस ग्राहक ने आपके बिज़नेस के मार्केटिंग संदेश बंद कर दिए हैं, इसलिए Pacer ने यह मार्केटिंग टेम्पलेट नहीं भेजा।
reason-summary-empty = इस अभियान में अभी कोई संदेश नहीं है।
# A report's line. Each count is a number; a part whose count is 0 is left out; $first
# names the first part said, which follows the semicolon, the others a comma.
reason-summary = { $total } में से { $delivered } { $total ->
        [one] संदेश
       *[other] संदेश
    } पहुँचे, अब तक { $read } पढ़े गए{ $waiting ->
        [0] {""}
       *[other] { $first ->
            [waiting] {"; "}
           *[other] {", "}
        }{ $waiting } भेजे गए और पहुँचने का इंतज़ार
    }{ $failed ->
        [0] {""}
       *[other] { $first ->
            [failed] {"; "}
           *[other] {", "}
        }{ $failed } विफल
    }{ $skipped ->
        [0] {""}
       *[other] { $first ->
            [skipped] {"; "}
           *[other] {", "}
        }{ $skipped } छोड़े गए
    }{ $unsent ->
        [0] {""}
       *[other] { $first ->
            [unsent] {"; "}
           *[other] {", "}
        }{ $unsent } अभी भेजने बाकी
    }{ $cancelled ->
        [0] {""}
       *[other] { $first ->
            [cancelled] {"; "}
           *[other] {", "}
        }{ $cancelled } रद्द
    }{ $expired ->
        [0] {""}
       *[other] { $first ->
            [expired] {"; "}
           *[other] {", "}
        }{ $expired } समय पर नहीं गए
    }।

# (end of Engine, reports)

## Engine, imports: an import's report, its problem rows and why an import was refused

engine-import-reason = { $reason ->
        [empty] खाली
        [not_a_number] फ़ोन नंबर नहीं
        [several_numbers] एक खाने में एक से ज़्यादा नंबर
        [shortened_by_excel] Excel ने छोटा कर दिया (साइंटिफ़िक रूप में अंक खो गए)
        [too_short] बहुत छोटा
        [too_long] बहुत लंबा
        [unknown_country_code] अनजान देश कोड
       *[not_valid_for] { $country } का सही नंबर नहीं
    }
engine-import-reason-of-one = { $reason ->
        [empty] खाना खाली है
        [not_a_number] फ़ोन नंबर नहीं है
        [several_numbers] एक खाने में एक से ज़्यादा नंबर हैं
        [shortened_by_excel] Excel ने नंबर छोटा कर दिया
        [too_short] एक अंक कम है
        [too_long] एक अंक ज़्यादा है
        [unknown_country_code] देश कोड अनजान है
       *[not_valid_for] { $country } का सही नंबर नहीं है
    }
engine-import-reason-of-many = { $reason ->
        [empty] खाने खाली हैं
        [not_a_number] फ़ोन नंबर नहीं हैं
        [several_numbers] एक खाने में एक से ज़्यादा नंबर हैं
        [shortened_by_excel] Excel ने नंबर छोटे कर दिए
        [too_short] एक अंक कम है
        [too_long] एक अंक ज़्यादा है
        [unknown_country_code] देश कोड अनजान है
       *[not_valid_for] { $country } के सही नंबर नहीं हैं
    }
engine-import-summary-problem = { $commonest ->
        [it] सूची देखें — कारण: { engine-import-reason-of-one }
        [all] सूची देखें — सभी का कारण: { engine-import-reason-of-many }
        [most] सूची देखें — ज़्यादातर का कारण: { engine-import-reason-of-many }
        [single] सूची देखें — 1 का कारण: { engine-import-reason-of-one }
        [some] सूची देखें — { $reason_count } का कारण: { engine-import-reason-of-many }
       *[none] सूची देखें
    }
engine-import-summary = { $rows ->
        [one] { $rows } पंक्ति पढ़ी गई
       *[other] { $rows } पंक्तियाँ पढ़ी गईं
    }: { $saved ->
        [yes] { $new } नए संपर्क जोड़े गए{ $updated ->
                [0] {""}
               *[other] , { $updated } संपर्क अपडेट हुए
            }{ $unchanged ->
                [0] {""}
               *[other] , { $unchanged } संपर्क पहले से अप-टू-डेट थे
            }
       *[no] { $contacts } संपर्क
    }{ $duplicates ->
        [0] {""}
        [one] , { $duplicates } दोहराई गई पंक्ति मिला दी गई
       *[other] , { $duplicates } दोहराई गई पंक्तियाँ मिला दी गईं
    }{ $invalid ->
        [0] {""}
       *[other] , { $invalid } नंबर सही नहीं ({ engine-import-summary-problem })
    }{ $empty ->
        [0] {""}
        [one] , { $empty } खाली पंक्ति छोड़ दी गई
       *[other] , { $empty } खाली पंक्तियाँ छोड़ दी गईं
    }।{ $opted_out ->
        [0] {""}
       *[other] {" "}इनमें से { $opted_out } ने पहले मार्केटिंग संदेश बंद किए थे और वे बंद ही रहेंगे।
    }

engine-import-error-open = Pacer { $path } नहीं खोल सका: { $reason }। देखें कि फ़ाइल मौजूद है और किसी दूसरे प्रोग्राम में खुली नहीं है।
engine-import-error-not-a-file = { $path } ऐसी फ़ाइल नहीं है जिसे Pacer इम्पोर्ट कर सके (यह फ़ोल्डर, डिवाइस या पाइप है)। ख़ुद CSV या Excel फ़ाइल चुनें।
engine-import-error-read = Pacer पूरी फ़ाइल नहीं पढ़ सका ({ $reason })। इसे इस कंप्यूटर पर कॉपी करें और फिर से इम्पोर्ट करें।
engine-import-error-empty = फ़ाइल खाली है। अपने बिलिंग सिस्टम से सूची फिर से एक्सपोर्ट करें और नई फ़ाइल इम्पोर्ट करें।
engine-import-error-no-data = फ़ाइल में कॉलम के नामों वाली पंक्ति है, पर उसके नीचे कोई संपर्क नहीं है। सूची उसकी पंक्तियों के साथ फिर से एक्सपोर्ट करें।
engine-import-error-not-a-list = यह फ़ाइल ऐसी संपर्क सूची नहीं है जिसे Pacer पढ़ सके (यह { $looks_like ->
        [pdf] PDF दस्तावेज़
        [image] तस्वीर
        [gzip] कंप्रेस की हुई (gzip) फ़ाइल
        [rar] कंप्रेस की हुई (RAR) फ़ाइल
        [seven_zip] कंप्रेस की हुई (7-Zip) फ़ाइल
        [empty_zip] खाली कंप्रेस की हुई (ZIP) फ़ाइल
        [huge_sheet] 1 करोड़ से ज़्यादा खानों वाली स्प्रेडशीट
       *[binary] बाइनरी फ़ाइल
    } लगती है)। सूची को Excel से .xlsx या .csv के रूप में सेव करें और वह इम्पोर्ट करें।
engine-import-error-password-protected = यह फ़ाइल पासवर्ड से सुरक्षित है। इसे Excel में खोलें, पासवर्ड हटाएँ (File → Info → Protect Workbook), सेव करें और फिर से इम्पोर्ट करें।
engine-import-error-damaged = यह फ़ाइल ख़राब या अधूरी है ({ $detail })। इसे Excel में खोलकर फिर से सेव करें, या सूची फिर से एक्सपोर्ट करें।
engine-import-error-expands-too-far = खोलने पर यह स्प्रेडशीट { $expanded } की हो जाएगी, जो किसी भी संपर्क सूची से बहुत ज़्यादा है: यह ख़राब हो सकती है, या प्रोग्राम बंद कराने के लिए बनाई गई हो सकती है। इसे अपने स्प्रेडशीट प्रोग्राम से फिर से सेव करें, या सूची CSV में एक्सपोर्ट करें।
engine-import-error-packed-too-tightly = यह स्प्रेडशीट स्प्रेडशीट प्रोग्रामों से कहीं ज़्यादा कसकर दबाई गई है ({ $packed } का एक हिस्सा खोलने पर { $unpacked } का हो जाएगा): यह ख़राब हो सकती है, या प्रोग्राम बंद कराने के लिए बनाई गई हो सकती है। इसे अपने स्प्रेडशीट प्रोग्राम से फिर से सेव करें, या सूची CSV में एक्सपोर्ट करें।
engine-import-error-too-many-parts = यह स्प्रेडशीट { $parts } हिस्सों से बनी है, जबकि संपर्क सूची में कुछ दर्जन होते हैं: यह ख़राब हो सकती है, या प्रोग्राम बंद कराने के लिए बनाई गई हो सकती है। इसे अपने स्प्रेडशीट प्रोग्राम से फिर से सेव करें, या सूची CSV में एक्सपोर्ट करें।
engine-import-error-unclosed-quote = पंक्ति { $row } में एक कोट (") खुलता है जो कभी बंद नहीं होता, इसलिए बाक़ी पूरी फ़ाइल एक खाने की तरह पढ़ी जाएगी। पंक्ति { $row } में कोट ठीक करें और फिर से इम्पोर्ट करें।
engine-import-error-line-too-long = पंक्ति { $row } 8 MB से लंबी है, इसलिए यह ऐसी संपर्क सूची नहीं है जिसे Pacer पढ़ सके। देखें कि आपने सही फ़ाइल चुनी है।
engine-import-error-no-phone-column = { $listed ->
        [yes] कोई कॉलम फ़ोन नंबरों जैसा नहीं लगता: उसे --column phone=<header> से बताएँ (कॉलम ये हैं: { $columns })।
       *[no] कोई कॉलम फ़ोन नंबरों जैसा नहीं लगता: उसे --column phone=<header> से बताएँ।
    }
engine-import-error-column-not-found = { $listed ->
        [yes] इस फ़ाइल में "{ $wanted }" नाम का कोई कॉलम नहीं है (कॉलम ये हैं: { $columns })। --column { $role }=<header> में स्पेलिंग देखें।
       *[no] इस फ़ाइल में "{ $wanted }" नाम का कोई कॉलम नहीं है। --column { $role }=<header> में स्पेलिंग देखें।
    }
engine-import-error-bad-column-option = --column के साथ phone=<header> या name=<header> लिखें, "{ $text }" नहीं।
engine-import-error-unknown-country = "{ $code }" ऐसा देश नहीं है जिसे Pacer जानता हो। दो अक्षरों का देश कोड लिखें, जैसे PK, IN या GB।
engine-import-error-no-list-name = सूची का नाम रखें, ताकि बाद में कोई कैंपेन इन संपर्कों को ढूँढ सके।
engine-import-error-save = संपर्क सेव नहीं हो सके: { $reason }
engine-import-error-stopped = इम्पोर्ट अंत से पहले रुक गया; आख़िरी सेव हुई पंक्ति के बाद कुछ सेव नहीं हुआ।
engine-import-error-rows-to-fix = Pacer ठीक करने वाली पंक्तियों की सूची { $path } में सेव नहीं कर सका ({ $reason })। देखें कि डिस्क में जगह है, फिर फ़ाइल फिर से इम्पोर्ट करें।

engine-import-choose-file-first = पहले इम्पोर्ट के लिए फ़ाइल चुनें: "चुनें…" दबाएँ।
engine-import-preview-stopped = प्रीव्यू अचानक रुक गया। फिर से कोशिश करें।
engine-import-rows-to-fix-not-written = Pacer { $path } नहीं लिख सका। कोई दूसरा फ़ोल्डर चुनें।
engine-import-rows-to-fix-unfinished = Pacer फ़ाइल पूरी नहीं लिख सका। देखें कि डिस्क में जगह है।
engine-import-saving-stopped = सेव करना अचानक रुक गया। फिर से कोशिश करें।

# (end of Engine, imports)

## Engine, campaigns: a campaign's check, its sending plan, invoice PDFs and why a campaign
## was refused

# The check before launch: what is wrong with one recipient, and the summary's first sentence.
engine-campaign-problem-pdf = { $kind ->
        [image] तस्वीर
        [video] वीडियो
       *[document] PDF
    }
engine-campaign-problem-pdf-column = { $kind ->
        [image] तस्वीर
        [video] वीडियो
       *[document] PDF
    } ({ $column })
engine-campaign-problem-pdf-file = { $kind ->
        [image] तस्वीर
        [video] वीडियो
       *[document] PDF
    } "{ $file }"
engine-campaign-problem-empty-column = इस ग्राहक का कॉलम "{ $column }" खाली है, इसलिए जोड़ने के लिए कोई { $kind ->
        [image] तस्वीर
        [video] वीडियो
       *[document] इनवॉइस
    } नहीं है
engine-campaign-problem-upload-unfinished = अपलोड पूरा नहीं हुआ
engine-campaign-check-summary = ऑडियंस में { $audience ->
        [one] { $audience } ग्राहक
       *[other] { $audience } ग्राहक
    }: { $ready } भेजने के लिए तैयार{ $opted_out ->
        [0] {""}
       *[other] , { $opted_out } ने मार्केटिंग संदेश बंद किए हैं (उन्हें नहीं भेजा जाएगा)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } में कोई समस्या है जिसे पहले ठीक करना है (सूची देखें)
    }।
engine-campaign-languages = भाषा के हिसाब से (कॉलम { $column }): { $list }।{ $fell_back ->
        [0] {""}
       *[other] { " " }इनमें से { $fell_back } को { $fallback } मिलेगा क्योंकि उनका { $column } खाली है या ऐसी भाषा बताता है जिसमें यह टेम्पलेट स्वीकृत नहीं है।
    }
engine-campaign-retried = { $retried } विफल संदेश फिर से भेजे गए; { $left } जैसे थे वैसे छोड़ दिए गए क्योंकि फिर से कोशिश करने से उनका कारण नहीं बदलता।

# A value of the template (or the template itself) Meta would refuse.
engine-campaign-value-not-synced = Pacer अभी टेम्पलेट "{ $name }" ({ $language }) की सामग्री नहीं जानता। "Meta से सिंक करें" दबाएँ, फिर दोबारा कोशिश करें।
engine-campaign-value-no-media-header = टेम्पलेट "{ $name }" में PDF, फ़ोटो या वीडियो वाला हेडर नहीं है, इसलिए फ़ाइल नहीं जोड़ी जा सकती। दस्तावेज़ हेडर वाला टेम्पलेट चुनें, या फ़ाइल हटा दें।
engine-campaign-value-message-too-long = वैल्यू भरने के बाद संदेश का टेक्स्ट { $length } अक्षरों का है; जब टेम्पलेट में हेडर, फ़ुटर या बटन हों तो WhatsApp ज़्यादा से ज़्यादा { $max } अक्षर लेता है। वैल्यू छोटी करें।
engine-campaign-value-paused = Meta ने कम गुणवत्ता के कारण टेम्पलेट "{ $name }" रोक दिया है, इसलिए जब तक Meta इसे फिर से मंज़ूर न करे, यह भेजा नहीं जा सकता।
engine-campaign-value-disabled = बार-बार कम गुणवत्ता के कारण Meta ने टेम्पलेट "{ $name }" हमेशा के लिए बंद कर दिया है। नया टेम्पलेट बनाएँ।
engine-campaign-value-in-review = Meta अभी टेम्पलेट "{ $name }" की समीक्षा कर रहा है; मंज़ूरी मिलने के बाद इसे भेजा जा सकेगा।
engine-campaign-value-rejected = Meta ने टेम्पलेट "{ $name }" नामंज़ूर कर दिया। इसे WhatsApp Manager में बदलें और फिर से जमा करें।
engine-campaign-value-deleted = टेम्पलेट "{ $name }" Meta पर हटा दिया गया है। कोई और टेम्पलेट चुनें।
engine-campaign-value-status = टेम्पलेट "{ $name }" Meta पर { $status } है; सिर्फ़ मंज़ूर टेम्पलेट भेजे जा सकते हैं।
engine-campaign-value-empty = { $label } खाली है; WhatsApp को हर वेरिएबल की वैल्यू चाहिए। इसे किसी कॉलम या तय टेक्स्ट से जोड़ें, या खाली सेल भरें।
engine-campaign-value-too-long = { $label } { $length } अक्षरों का है; यहाँ WhatsApp ज़्यादा से ज़्यादा { $max } अक्षर लेता है। इसे छोटा करें।
engine-campaign-value-character = { $label } में { $what ->
        [line-break] नई लाइन
        [tab] टैब
       *[spaces] लगातार चार से ज़्यादा खाली जगहें
    } है, जिसकी WhatsApp टेम्पलेट की वैल्यू में अनुमति नहीं देता। उसकी जगह एक खाली जगह रखें।
engine-campaign-value-location = { $label } को अक्षांश, देशांतर के रूप में लिखें (जैसे 24.8607, 67.0011), चाहें तो उसके बाद | नाम | पता।
engine-campaign-value-no-file = { $label } नहीं है। फ़ाइल, उसका लिंक, या उसकी मीडिया आईडी दें।
engine-campaign-value-link = { $label } एक https:// लिंक या Meta पर अपलोड की गई मीडिया आईडी होनी चाहिए।
engine-campaign-value-not-pdf = { $label } PDF होनी चाहिए; "{ $file }" PDF नहीं है। इसे PDF के रूप में सहेजें, फिर दोबारा कोशिश करें।

# Why a campaign was refused.
engine-campaign-not-found = "{ $campaign }" नाम का कोई अभियान नहीं है। `pacer campaign list` सभी अभियान दिखाता है।
engine-campaign-not-in-audience = { $phone } इस अभियान के ग्राहकों (इसकी सूचियों और टैग के सदस्यों) में नहीं है। उनमें से कोई नंबर दें, या पहले ग्राहक के लिए कोई नंबर न दें।
engine-campaign-unknown-template = टेम्पलेट "{ $name }" ({ $language }) Pacer की टेम्पलेट सूची में नहीं है। "Meta से सिंक करें" दबाएँ, फिर नाम और भाषा जाँचें।
engine-campaign-not-approved = टेम्पलेट "{ $name }" की स्थिति { $status } है, मंज़ूर नहीं: सिर्फ़ Meta के मंज़ूर किए टेम्पलेट भेजे जा सकते हैं। इसे WhatsApp Manager में देखें, फिर "Meta से सिंक करें" दबाएँ।
engine-campaign-unmapped = { $label } की कोई वैल्यू नहीं है: इसे किसी कॉलम या तय टेक्स्ट से जोड़ें ({ $key }=column:<header> या { $key }=text:<words>)।
engine-campaign-unknown-variable = टेम्पलेट में "{ $key }" नाम का कोई वेरिएबल नहीं है। इसके वेरिएबल ये हैं: { $known }।
engine-campaign-unknown-list = "{ $list }" नाम की कोई सूची नहीं है। पहले उसमें संपर्क इम्पोर्ट करें (`pacer import FILE --list "{ $list }"`)।
engine-campaign-no-audience = अभियान की कोई ऑडियंस नहीं है: कम से कम एक सूची या टैग चुनें।
engine-campaign-no-name = अभियान को कोई नाम दें, जैसे "दिसंबर के इनवॉइस": इसी से आप इसे अभियानों की सूची और इसकी रिपोर्ट में ढूँढेंगे।
engine-campaign-bad-schedule = समय "{ $schedule }" पढ़ा नहीं जा सका: इसे 2026-12-01 09:00 की तरह लिखें, साथ में टाइम ज़ोन जैसे Asia/Kolkata।
engine-campaign-bad-hours = भेजने के घंटे "{ $hours }" पढ़े नहीं जा सके: दिन के दो अलग समय लिखें, जैसे 09:00 और 20:00, साथ में टाइम ज़ोन जैसे Asia/Kolkata।
engine-campaign-two-header-sources = या तो सबके लिए एक फ़ाइल चुनें या हर ग्राहक की फ़ाइल वाला फ़ोल्डर, दोनों नहीं।
engine-campaign-no-media-header = टेम्पलेट "{ $template }" में तस्वीर, वीडियो या दस्तावेज़ वाला हेडर नहीं है, इसलिए इसमें फ़ाइल नहीं जाती: ऐसे हेडर वाला टेम्पलेट चुनें, या फ़ाइल हटा दें।
engine-campaign-changed = अभियान "{ $name }" आपके देखने के बाद बदल गया: { $who } ने { $time } पर इसे { $action ->
        [launched] शुरू किया
        [paused] रोका
        [resumed] फिर से चालू किया
        [cancelled] रद्द किया
        [created] बनाया
       *[changed] बदला
    }। कुछ नहीं किया गया; इसे फिर से देखें, फिर चुनें।
engine-campaign-changed-by-pacer = अभियान "{ $name }" आपके देखने के बाद बदल गया: Pacer ने इसे बदला (चल रही शुरुआत, या कोई शेड्यूल)। कुछ नहीं किया गया; इसे फिर से देखें, फिर चुनें।
engine-campaign-has-problems = { $audience } में से { $problems } प्राप्तकर्ताओं को अभियान की मौजूदा हालत में संदेश नहीं भेजा जा सकता (सूची में देखें कौन और क्यों)। उन्हें ठीक करें, या बाकी { $ready } को भेजने के लिए फिर भी शुरू करें।
engine-campaign-nobody-ready = ऑडियंस में { $audience ->
        [one] { $audience } ग्राहक
       *[other] { $audience } ग्राहक
    }: { $ready } भेजने के लिए तैयार{ $opted_out ->
        [0] {""}
       *[other] , { $opted_out } ने मार्केटिंग संदेश बंद किए हैं (उन्हें नहीं भेजा जाएगा)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } में कोई समस्या है जिसे पहले ठीक करना है (सूची देखें)
    }। भेजने के लिए कोई नहीं है।
engine-campaign-over = अभियान "{ $name }" { $state ->
        [done] पूरा हो चुका है
       *[cancelled] रद्द हो चुका है
    }: अब { $action ->
        [pause] रोकने
        [resume] फिर चलाने
       *[cancel] रद्द करने
    } के लिए कुछ बाकी नहीं
engine-campaign-launch-again = अभियान "{ $name }" { $state ->
        [done] पूरा हो चुका है
       *[cancelled] रद्द हो चुका है
    }: इसे फिर से शुरू नहीं किया जा सकता; दोबारा भेजने के लिए इसकी कॉपी बनाएँ
engine-campaign-delete-sent = अभियान "{ $name }" की स्थिति: { $state ->
        [draft] ड्राफ़्ट
        [scheduled] समय तय
        [launching] शुरू हो रहा है
        [running] चल रहा है
        [paused] रोका गया
        [done] पूरा
       *[cancelled] रद्द
    }। सिर्फ़ वही अभियान हटाया जा सकता है जिसने कभी कुछ न भेजा हो; इसकी जगह इसे रद्द करें, इसकी रिपोर्ट बनी रहेगी
engine-campaign-delete-started = अभियान "{ $name }" की स्थिति: { $state ->
        [draft] ड्राफ़्ट
        [scheduled] समय तय
        [launching] शुरू हो रहा है
        [running] चल रहा है
        [paused] रोका गया
        [done] पूरा
       *[cancelled] रद्द
    }। यह भेजना शुरू कर चुका है, इसलिए इसकी रिपोर्ट के लिए रखा जाता है; इसकी जगह इसे रद्द करें
engine-campaign-launch-stopped = अभियान "{ $name }" रद्द हो चुका है: शुरू करना रुक गया; आगे कुछ भी कतार में नहीं लगेगा

# The sending plan against Meta's daily limit of customers.
engine-plan-unlimited = Meta यह सीमा नहीं लगाता कि आपका खाता कितने ग्राहकों तक पहुँचे: सभी { $count } अभी जाएँगे।
engine-plan-all-now = यह अभियान { $new } नए ग्राहकों तक पहुँचता है। Meta आपके खाते को रोज़ { $limit } ग्राहकों से बातचीत शुरू करने देता है, और आज उनमें से { $used } इस्तेमाल हो चुके हैं: ये सभी अभी जाएँगे।
engine-plan-split = यह अभियान { $new } नए ग्राहकों तक पहुँचता है। Meta आपके खाते को रोज़ { $limit } ग्राहकों से बातचीत शुरू करने देता है, और आज उनमें से { $used } इस्तेमाल हो चुके हैं। Pacer { $now } को अभी भेजेगा और बाकी { $rest } को { $day ->
        [today] आज { $time } से
        [tomorrow] कल { $time } से
        [later] बाद में
       *[other] { $date } को { $time } से
    }।
engine-plan-limit-reached = Meta की दैनिक सीमा पूरी हो गई: आज { $limit } में से { $used } ग्राहक। अभियानों के नए संदेश तब तक इंतज़ार करेंगे जब तक कल के ग्राहक पिछले 24 घंटों से बाहर न हो जाएँ; फिर Pacer उन्हें अपने आप भेज देगा। जिन ग्राहकों ने आपको लिखा है उन्हें OTP अब भी जाते हैं।
engine-plan-limit-near = आज { $limit } में से { $used } ग्राहक इस्तेमाल हो चुके हैं ({ $percent } %)। अभी कोई बड़ा अभियान हिस्सों में जाएगा: शुरू करने से पहले Pacer योजना दिखाता है।
# Sending hours in the plan before launch ($customer is yes when each customer's hours are read in their own time).
engine-hours-plan-all-fit = सभी { $count } अभियान के भेजने के समय के { $close } बजे बंद होने से पहले जाएँगे।{ $customer ->
        [yes] { " " }हर ग्राहक का समय उसके अपने समय में पढ़ा जाता है जहाँ उसके देश में एक ही समय हो; यहाँ के समय { $zone } के समय में हैं।
       *[no] {""}
    }
engine-hours-plan-split = { $now } अभियान के भेजने के समय के { $close } बजे बंद होने से पहले जाएँगे; बाकी { $rest } इंतज़ार करेंगे और { $day ->
        [today] आज { $time } से
        [tomorrow] कल { $time } से
        [later] बाद में
       *[other] { $date } को { $time } से
    } जाएँगे।{ $customer ->
        [yes] { " " }हर ग्राहक का समय उसके अपने समय में पढ़ा जाता है जहाँ उसके देश में एक ही समय हो; यहाँ के समय { $zone } के समय में हैं।
       *[no] {""}
    }
engine-hours-plan-closed = अभियान के भेजने का समय अभी बंद है: सभी { $count } { $day ->
        [today] आज { $time } से
        [tomorrow] कल { $time } से
        [later] बाद में
       *[other] { $date } को { $time } से
    } जाएँगे।{ $customer ->
        [yes] { " " }हर ग्राहक का समय उसके अपने समय में पढ़ा जाता है जहाँ उसके देश में एक ही समय हो; यहाँ के समय { $zone } के समय में हैं।
       *[no] {""}
    }

# Invoice PDFs.
engine-pdf-no-folder = वह फ़ोल्डर चुनें जिसमें इनवॉइस की PDF फ़ाइलें हैं।
engine-pdf-folder-missing = इनवॉइस फ़ोल्डर { $folder } मौजूद नहीं है। पाथ जाँचें।
engine-pdf-not-a-folder = { $folder } एक फ़ाइल है, फ़ोल्डर नहीं: वह फ़ोल्डर दें जिसमें इनवॉइस हैं।
engine-pdf-unsafe = "{ $file }" इनवॉइस फ़ोल्डर में किसी फ़ाइल का नाम नहीं है ({ $reason ->
        [separator] इसमें फ़ोल्डर अलग करने वाला चिह्न है
        [not-plain] यह सादा फ़ाइल नाम नहीं है
        [outside] यह फ़ोल्डर के बाहर की किसी फ़ाइल का लिंक है
       *[other] { $why }
    }); Pacer सिर्फ़ उसी फ़ोल्डर के अंदर की फ़ाइलें भेजता है।
engine-pdf-not-a-file = इनवॉइस फ़ोल्डर में "{ $file }" फ़ाइल नहीं है (यह फ़ोल्डर, पाइप या डिवाइस है)। इनवॉइस की PDF उसी नाम से वहाँ रखें।
engine-header-file-not-found = { $kind ->
        [image] फ़ोल्डर में "{ $file }" (या .jpg, .jpeg या .png वाली "{ $file }") नाम की कोई फ़ाइल नहीं है।
        [video] फ़ोल्डर में "{ $file }" (या .mp4 या .3gp वाली "{ $file }") नाम की कोई फ़ाइल नहीं है।
       *[document] इनवॉइस फ़ोल्डर में "{ $file }" (या "{ $file }.pdf") नाम की कोई फ़ाइल नहीं है।
    }
engine-header-file-wrong-type = { $kind ->
        [image] "{ $file }" JPEG या PNG तस्वीर नहीं है: WhatsApp इमेज हेडर में सिर्फ़ यही लेता है।
        [video] "{ $file }" MP4 या 3GPP वीडियो नहीं है: WhatsApp वीडियो हेडर में सिर्फ़ यही लेता है।
       *[document] "{ $file }" PDF नहीं है: WhatsApp टेम्पलेट में सिर्फ़ PDF दस्तावेज़ लेता है।
    }
engine-header-file-too-big = "{ $file }" का आकार { $size } बाइट है; WhatsApp ज़्यादा से ज़्यादा { $kind ->
        [image] 5 MB की तस्वीरें
        [video] 16 MB के वीडियो
       *[document] 100 MB के दस्तावेज़
    } लेता है।
engine-header-file-missing = फ़ाइल { $file } अब मौजूद नहीं है। इसे फिर से चुनें।
engine-pdf-changed = Pacer के जाँचने के बाद "{ $file }" बदल दी गई (किसी और फ़ाइल या लिंक से), इसलिए नहीं भेजी गई। इनवॉइस फ़ोल्डर जाँचें, फिर दोबारा शुरू करें।
engine-pdf-unreadable = "{ $file }" पढ़ी नहीं जा सकी: { $why }
engine-pdf-upload = Meta ने "{ $file }" स्वीकार नहीं की: { $why }

engine-campaign-progress = { $total } में से { $delivered } पहुँचे, अब तक { $read } पढ़े गए, { $failed } विफल{ $expired ->
        [0] { "" }
       *[other] , { $expired } की समय-सीमा खत्म (समय पर नहीं भेजे गए)
    }{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } अपने समय के इंतज़ार में
    }।
engine-campaign-uploading = इनवॉइस अपलोड हो रहे हैं: { $pdfs_total } में से { $pdfs_done } PDF, { $recipients } में से { $queued } संदेश कतार में। { engine-campaign-progress }

# (end of Engine, campaigns)

## Inbox: the conversations screen, a thread, the composer and quick replies

# The navigation and the screen
inbox-nav = इनबॉक्स
inbox-title = इनबॉक्स
inbox-unread-badge = { $count ->
        [one] { $count } नया संदेश
       *[other] { $count } नए संदेश
    }
inbox-unread-total = { $count ->
        [0] कोई नया संदेश नहीं
        [one] { $count } संदेश अभी पढ़ा नहीं गया
       *[other] { $count } संदेश अभी पढ़े नहीं गए
    }
inbox-loading = लोड हो रहा है…
inbox-try-again = फिर से कोशिश करें
inbox-cancel = रद्द करें
inbox-empty-title = अभी कोई बातचीत नहीं
inbox-empty = जब ग्राहक आपके संदेशों का जवाब देंगे, उनके जवाब यहाँ दिखेंगे, और आप इसी स्क्रीन से उन्हें जवाब दे सकेंगे।
inbox-empty-demo = डेमो मोड में सिम्युलेटर के ग्राहक किसी अभियान के भेजे कुछ बिलों का जवाब देते हैं: उनके जवाब यहाँ देखने के लिए एक अभियान शुरू करें।
inbox-list-error = Pacer बातचीत की सूची नहीं पढ़ सका
inbox-thread-error = Pacer यह बातचीत नहीं पढ़ सका
inbox-pick = { $count ->
        [one] पढ़ने और जवाब देने के लिए बगल की बातचीत चुनें।
       *[other] पढ़ने और जवाब देने के लिए बगल की { $count } बातचीत में से एक चुनें।
    }

# The list
inbox-list-label = बातचीत
inbox-search = नाम, नंबर या संदेश खोजें
inbox-filter-campaign = किसी अभियान के जवाब
inbox-filter-campaign-all = सभी बातचीत
inbox-filter-campaign-none = इस नाम का कोई अभियान नहीं
inbox-filter-replies-to = { $campaign } के जवाब
inbox-filter-waiting = जवाब का इंतज़ार
inbox-found = { $count ->
        [one] { $count } बातचीत मिली
       *[other] { $count } बातचीत मिलीं
    }
inbox-none-found = कोई बातचीत नहीं मिली। दूसरे शब्द आज़माएँ या फ़िल्टर हटाएँ।
inbox-you-wrote = आप: { $text }
inbox-waiting = जवाब का इंतज़ार
inbox-waiting-hint = आख़िरी संदेश ग्राहक का है और अभी किसी ने जवाब नहीं दिया।
inbox-window-open = आप खुलकर जवाब दे सकते हैं
inbox-window-open-hint = ग्राहक ने पिछले 24 घंटों में लिखा है, इसलिए आप कोई भी संदेश भेज सकते हैं।
inbox-row-unread = { $count ->
        [one] { $count } नया संदेश
       *[other] { $count } नए संदेश
    }

# What kind a message is, when it has no words of its own
inbox-kind-text = संदेश
inbox-kind-image = फ़ोटो
inbox-kind-video = वीडियो
inbox-kind-audio = ऑडियो
inbox-kind-voice = वॉइस संदेश
inbox-kind-document = दस्तावेज़
inbox-kind-sticker = स्टिकर
inbox-kind-location = लोकेशन
inbox-kind-contacts = संपर्क
inbox-kind-button = बटन से जवाब
inbox-kind-reaction = प्रतिक्रिया
inbox-kind-order = ऑर्डर
inbox-kind-template = टेम्पलेट
inbox-kind-system = WhatsApp की सूचना
inbox-kind-other = किसी और तरह का संदेश

# The thread
inbox-thread-label = इस ग्राहक के साथ संदेश
inbox-thread-total = { $count ->
        [one] { $count } संदेश
       *[other] { $count } संदेश
    }
inbox-thread-start = यह इस ग्राहक के साथ पहला संदेश है।
inbox-opted-out = मार्केटिंग बंद
inbox-media-downloading = डाउनलोड हो रहा है…
inbox-media-open = खोलें
inbox-media-retry = फिर से कोशिश करें
inbox-media-gone = WhatsApp अब यह फ़ाइल नहीं रखता। ग्राहक से इसे दोबारा भेजने को कहें।
inbox-media-failed = Pacer यह फ़ाइल डाउनलोड नहीं कर सका।
inbox-location-copy = मैप का लिंक कॉपी करें
inbox-location-copied = लिंक कॉपी हो गया
inbox-contacts = { $count ->
        [one] एक संपर्क भेजा
       *[other] { $count } संपर्क भेजे
    }
inbox-button-tapped = “{ $button }” दबाया
inbox-choice-made = “{ $choice }” चुना
inbox-form = एक फ़ॉर्म भरा
inbox-reacted = आपके संदेश पर प्रतिक्रिया दी
inbox-reaction-removed = प्रतिक्रिया वापस ली
inbox-order = { $count ->
        [one] { $count } चीज़ का ऑर्डर भेजा
       *[other] { $count } चीज़ों का ऑर्डर भेजा
    }
inbox-system = WhatsApp की ओर से सूचना
inbox-unsupported = WhatsApp इस तरह का संदेश व्यवसायों तक नहीं पहुँचाता; ग्राहक से इसे किसी और तरीके से भेजने को कहें।
inbox-unknown = ऐसी तरह का संदेश जिसे Pacer अभी नहीं दिखाता ({ $kind })।
inbox-template-sent = टेम्पलेट { $template }
inbox-sent-other = { $kind } तरह का संदेश
inbox-from-campaign = अभियान { $campaign } से
inbox-step = { $state } { $time }
inbox-state-queued = भेजने की प्रतीक्षा
inbox-state-sent = भेजा गया
inbox-state-delivered = पहुँच गया
inbox-state-read = पढ़ लिया
inbox-state-failed = विफल
inbox-state-waiting = प्रतीक्षा में

# The reply
inbox-reply-placeholder = जवाब लिखें (Enter से भेजें, Shift+Enter से नई पंक्ति)
inbox-caption-placeholder = फ़ाइल के नीचे शब्द (वैकल्पिक)
inbox-send = भेजें
inbox-emoji = इमोजी
inbox-attach = फ़ाइल जोड़ें
inbox-file-remove = फ़ाइल हटाएँ
inbox-too-long = WhatsApp संदेश में ज़्यादा से ज़्यादा { $max } अक्षर हो सकते हैं।
inbox-window-left = { $hours ->
        [0] { $minutes ->
                [one] आप अभी { $minutes } मिनट और खुलकर जवाब दे सकते हैं
               *[other] आप अभी { $minutes } मिनट और खुलकर जवाब दे सकते हैं
            }
       *[other] आप अभी { $hours } घं { $minutes } मिनट और खुलकर जवाब दे सकते हैं
    }
inbox-window-closed = ग्राहक की 24 घंटे की अवधि ख़त्म हो गई है। अब WhatsApp सिर्फ़ मंज़ूर टेम्पलेट भेजने देता है।
inbox-no-templates = अभी कोई मंज़ूर टेम्पलेट नहीं। टेम्पलेट स्क्रीन पर टेम्पलेट सिंक करें, या ग्राहक के दोबारा लिखने का इंतज़ार करें।
inbox-template = टेम्पलेट
inbox-template-choose = मंज़ूर टेम्पलेट चुनें
inbox-template-none-found = इस नाम का कोई टेम्पलेट नहीं
inbox-template-value = {"{{"}{ $name }{"}}"} का मान
inbox-template-example = जैसे { $example }
inbox-template-values-missing = { $count ->
        [one] { $count } मान अभी बाकी है
       *[other] { $count } मान अभी बाकी हैं
    }

# Quick replies
inbox-quick-replies = तुरंत जवाब
inbox-quick-none = अभी कोई तुरंत जवाब नहीं। जवाब लिखें, फिर “तुरंत जवाब के रूप में सहेजें” चुनें।
inbox-quick-save = तुरंत जवाब के रूप में सहेजें
inbox-quick-save-button = सहेजें
inbox-quick-saved = तुरंत जवाब सहेज लिया गया।
inbox-quick-manage = तुरंत जवाब संभालें
inbox-quick-title = नाम
inbox-quick-title-help = जो मेनू में दिखे, जैसे “भुगतान मिल गया”।
inbox-quick-body = शब्द
inbox-quick-save-changes = बदलाव सहेजें
inbox-quick-delete = हटाएँ

# Settings → notifications
inbox-settings-title = ग्राहकों के नए संदेश
inbox-settings-notify = जब ग्राहक लिखें तो मुझे बताएँ
inbox-settings-notify-help = हर नए संदेश पर डेस्कटॉप सूचना और इनबॉक्स पर गिनती।

# (end of Inbox)

## Inbox media: files customers send, fetched from Meta

inbox-media-expired = यह फ़ाइल अब WhatsApp के पास नहीं है: ग्राहक की भेजी फ़ाइलें भेजे जाने के 7 दिन तक ही ली जा सकती हैं। कृपया ग्राहक से इसे फिर से भेजने को कहें।
inbox-media-too-big = इस फ़ाइल का आकार { $size } है, जो इस तरह की फ़ाइल के लिए WhatsApp की सीमा ({ $limit }) से ज़्यादा है। इसे डाउनलोड नहीं किया गया।
inbox-media-network = फ़ाइल नहीं ली जा सकी क्योंकि WhatsApp से कनेक्शन टूट गया ({ $detail })।
inbox-media-meta-refused = WhatsApp ने फ़ाइल देने से मना कर दिया: { $reason }
inbox-media-unexpected = फ़ाइल लेते समय WhatsApp ने एक त्रुटि का जवाब दिया (HTTP { $status })।
inbox-media-damaged = फ़ाइल ख़राब होकर पहुँची: यह WhatsApp के दिए गए पहचान-चिह्न से मेल नहीं खाती।
inbox-media-foreign-host = फ़ाइल का पता WhatsApp का सर्वर नहीं था ({ $host }), इसलिए Pacer ने इसे नहीं लिया: आपका एक्सेस टोकन सिर्फ़ WhatsApp को जाता है।
inbox-media-bad-answer = फ़ाइल के बारे में WhatsApp का जवाब पढ़ा नहीं जा सका ({ $detail })।
inbox-media-disk = फ़ाइल Pacer के डेटा फ़ोल्डर में सहेजी नहीं जा सकी: { $detail }

# (end of Inbox media)

## Opt-outs: marketing choices staff make for a customer, do-not-contact lists

# Where a marketing choice came from (a contact's history, the opt-out export).
opt-outs-source-reply = ग्राहक ने जवाब में बंद करने को कहा
opt-outs-source-whatsapp-stop = ग्राहक ने WhatsApp में मार्केटिंग संदेश बंद किए
opt-outs-source-whatsapp-resume = ग्राहक ने WhatsApp में मार्केटिंग संदेश फिर से चालू किए
opt-outs-source-meta = Meta ने मार्केटिंग संदेश स्वीकार नहीं किया: ग्राहक ने उन्हें बंद किया हुआ था
opt-outs-source-staff = स्टाफ़, Pacer में
opt-outs-source-local-api = कोई दूसरा प्रोग्राम, Pacer की लोकल API से
opt-outs-source-other = { $source }
opt-outs-reason-list = संपर्क न करें सूची { $file }
opt-outs-reason-consent = { $source } से फिर से सहमति दी
opt-outs-status-allowed = मार्केटिंग संदेश: अनुमति है
opt-outs-status-stopped = मार्केटिंग संदेश: बंद हैं
opt-outs-error-reason-needed = { $phone } ने मार्केटिंग संदेश ख़ुद बंद किए थे। केवल उनके अपने अनुरोध पर ही ये फिर से चालू हो सकते हैं: कारण लिखें, जैसे "3 मई को फ़ोन पर कहा"।
opt-outs-error-reason-too-long = कारण बहुत लंबा है: ज़्यादा से ज़्यादा { $max } अक्षर लिखें।
opt-outs-error-bad-phone = "{ $phone }" ऐसा फ़ोन नंबर नहीं है जिसे Pacer इस्तेमाल कर सके। इसे देश के कोड के साथ लिखें, जैसे +923001234567।
opt-outs-error-person-missing = बताएँ कि यह बदलाव कौन कर रहा है।
opt-outs-error-consent-source = बताएँ कि ग्राहक ने आपसे संदेश पाने की सहमति कहाँ दी, 1 से { $max } अक्षरों में (जैसे "वेबसाइट फ़ॉर्म")।
opt-outs-error-consent-in-future = ग्राहक की सहमति का समय भविष्य में है। वह समय भेजें जब उन्होंने सहमति दी, या अभी का समय इस्तेमाल करने के लिए इसे खाली छोड़ें।
opt-outs-import-summary = { $rows ->
        [one] { $rows } पंक्ति
       *[other] { $rows } पंक्तियाँ
    } पढ़ी गईं: { $opted_out ->
        [one] { $opted_out } ग्राहक के लिए अभी मार्केटिंग बंद की गई
       *[other] { $opted_out } ग्राहकों के लिए अभी मार्केटिंग बंद की गई
    }, { $already } पहले से बंद थे, { $invalid ->
        [one] { $invalid } पंक्ति फ़ोन नंबर नहीं है
       *[other] { $invalid } पंक्तियाँ फ़ोन नंबर नहीं हैं
    }।
opt-outs-campaign-line = { $skipped ->
        [one] { $skipped } ग्राहक को नहीं भेजा गया क्योंकि उन्होंने मार्केटिंग बंद की हुई थी
       *[other] { $skipped } ग्राहकों को नहीं भेजा गया क्योंकि उन्होंने मार्केटिंग बंद की हुई थी
    }; { $caused ->
        [one] { $caused } ग्राहक ने संदेश मिलने के 7 दिन के भीतर मार्केटिंग बंद की।
       *[other] { $caused } ग्राहकों ने संदेश मिलने के 7 दिन के भीतर मार्केटिंग बंद की।
    }
opt-outs-switch-label = मार्केटिंग संदेश
opt-outs-switch-allowed = अनुमति है
opt-outs-switch-stopped = बंद हैं
opt-outs-switch-change = बदलें…
opt-outs-dialog-title-stop = { $name } को मार्केटिंग संदेश बंद करें
opt-outs-dialog-title-resume = { $name } को फिर से मार्केटिंग संदेश भेजने की अनुमति दें
opt-outs-dialog-reason = क्यों?
opt-outs-dialog-reason-placeholder = जैसे: फ़ोन पर बंद करने को कहा
opt-outs-dialog-reason-required = कारण लिखें: यह ग्राहक के इतिहास में रखा जाता है।
opt-outs-dialog-own-warning = इस ग्राहक ने मार्केटिंग संदेश ख़ुद बंद किए थे। फिर से अनुमति तभी दें जब ग्राहक ने ख़ुद कहा हो, और लिखें कि कब और कैसे कहा।
opt-outs-dialog-utility-note = रसीदें, रिमाइंडर और लॉगिन कोड (यूटिलिटी और ऑथेंटिकेशन संदेश) फिर भी जाते रहेंगे।
opt-outs-dialog-stop = मार्केटिंग बंद करें
opt-outs-dialog-resume = मार्केटिंग की अनुमति दें
opt-outs-dialog-cancel = रद्द करें
opt-outs-dialog-close = बंद करें
opt-outs-since = { $when } से
opt-outs-by = { $by } द्वारा
opt-outs-opted-in = आपसे संदेश पाने की सहमति: { $source }, { $when }
opt-outs-opted-in-source-only = आपसे संदेश पाने की सहमति: { $source }
opt-outs-opted-in-reply = ग्राहक ने पहले ख़ुद लिखा
opt-outs-history-title = इतिहास
opt-outs-history-empty = इस ग्राहक के लिए मार्केटिंग का कोई फ़ैसला दर्ज नहीं है।
opt-outs-history-stop = बंद किए गए
opt-outs-history-resume = फिर से अनुमति दी गई
opt-outs-history-reason = कारण: { $reason }
opt-outs-import-button = संपर्क न करें सूची…
opt-outs-import-title = संपर्क न करें सूची
opt-outs-import-explain = फ़ाइल के हर फ़ोन नंबर को मार्केटिंग संदेश तुरंत बंद हो जाते हैं, उन संदेशों सहित जो भेजे जाने का इंतज़ार कर रहे हैं।
opt-outs-import-country = देश के कोड के बिना लिखे नंबरों का देश
opt-outs-import-choose = फ़ाइल चुनें…
opt-outs-import-reading = { $file } पढ़ी जा रही है…
opt-outs-import-invalid-title = वे पंक्तियाँ जो फ़ोन नंबर नहीं हैं
opt-outs-import-row = पंक्ति { $row }
opt-outs-import-more = { $count ->
        [one] और { $count } पंक्ति
       *[other] और { $count } पंक्तियाँ
    }
opt-outs-export-button = मार्केटिंग बंद करने वालों की सूची सहेजें…
opt-outs-export-saved = सूची { $file } में सहेजी गई
opt-outs-report-skipped = नहीं भेजा गया: मार्केटिंग बंद
opt-outs-report-caused = 7 दिन में मार्केटिंग बंद की
opt-outs-report-caused-hint = इस कैंपेन के वे ग्राहक जिन्होंने संदेश मिलने के 7 दिन के भीतर (किसी भी तरह) मार्केटिंग संदेश बंद किए।
opt-outs-load-error = Pacer इस ग्राहक के मार्केटिंग फ़ैसले नहीं पढ़ सका
opt-outs-loading = ग्राहक के मार्केटिंग फ़ैसले पढ़े जा रहे हैं…
opt-outs-not-saved = बदलाव सहेजा नहीं गया
opt-outs-import-failed = संपर्क न करें सूची पढ़ी नहीं जा सकी
opt-outs-export-excel = Excel में सहेजें…
opt-outs-export-csv = CSV में सहेजें…
opt-outs-export-failed = सूची सहेजी नहीं गई
opt-outs-switch-aria = { $contact } के मार्केटिंग संदेश: बदलें

# (end of Opt-outs)

## Inbox, engine: replies refused, quick replies, new-message notices

inbox-reply-not-a-phone = “{ $number }” ऐसा फ़ोन नंबर नहीं है जिस पर Pacer संदेश भेज सके। नंबर जाँचें और फिर से कोशिश करें।
inbox-reply-empty = अभी भेजने के लिए कुछ नहीं है। संदेश लिखें या फ़ाइल चुनें।
inbox-reply-too-long = इस संदेश में { $length } अक्षर हैं; WhatsApp ज़्यादा से ज़्यादा { $max } लेता है। इसे छोटा करें या दो हिस्सों में भेजें।
inbox-reply-window-closed = ग्राहक की 24 घंटे की विंडो बंद हो चुकी है, इसलिए अब WhatsApp केवल स्वीकृत टेम्पलेट की अनुमति देता है। नीचे से टेम्पलेट चुनें।
inbox-reply-file-unreadable = Pacer “{ $file }” नहीं पढ़ सका: { $why }। देखें कि फ़ाइल अब भी मौजूद है और फिर से कोशिश करें।
inbox-reply-file-empty = “{ $file }” ख़ाली है। कोई दूसरी फ़ाइल चुनें।
inbox-reply-file-too-big = “{ $file }” उस सीमा से बड़ी है जो WhatsApp { $kind ->
    [image] तस्वीर
    [video] वीडियो
    [audio] ऑडियो
   *[other] फ़ाइल
    } के लिए देता है ({ $mb } MB)। छोटी फ़ाइल भेजें।
inbox-reply-upload-failed = WhatsApp ने “{ $file }” स्वीकार नहीं की: { $why }। थोड़ी देर में फिर से कोशिश करें।
inbox-reply-unknown-template = Pacer टेम्पलेट “{ $name }” ({ $language }) को नहीं जानता। टेम्पलेट स्क्रीन पर टेम्पलेट सिंक करें, फिर दोबारा कोशिश करें।
inbox-reply-not-taken = Pacer जवाब को कतार में नहीं डाल सका। कुछ नहीं भेजा गया; फिर से कोशिश करें, और अगर ऐसा बार-बार हो तो Pacer फिर से शुरू करें।
inbox-quick-reply-title = त्वरित जवाब को 1 से { $max } अक्षरों का शीर्षक दें।
inbox-quick-reply-body = त्वरित जवाब में शब्द होने चाहिए, ज़्यादा से ज़्यादा { $max } अक्षर।
inbox-quick-reply-taken = एक और त्वरित जवाब का नाम “{ $title }” है। कोई दूसरा शीर्षक चुनें।
inbox-notice-title = { $count ->
    [one] { $name } से नया संदेश
   *[other] { $name } से { $count } नए संदेश
    }
inbox-notice-many = { $people } ग्राहकों से { $count } नए संदेश

inbox-media-not-here = यह फ़ाइल अभी इस कंप्यूटर पर नहीं है। डाउनलोड होने तक रुकें, या फिर से कोशिश करें।
inbox-media-not-opened = Pacer इस फ़ाइल को इस कंप्यूटर के व्यूअर से नहीं खोल सका। इसे डेटा फ़ोल्डर के media/inbound फ़ोल्डर से खोलें।

inbox-campaign-replies = जिन { $reached } ग्राहकों तक संदेश पहुँचा, उनमें से { $replied } ने जवाब दिया; बटन { $taps } बार दबाए गए।

inbox-report-replies-title = जवाब
inbox-report-button = बटन
inbox-report-taps = कितनी बार दबाया
inbox-report-read-replies = जवाब इनबॉक्स में पढ़ें

# (end of Inbox, engine)

## Template builder

# A problem in a template draft, shown beside the field as the person types.
template-draft-name = टेम्पलेट के नाम में सिर्फ़ छोटे अंग्रेज़ी अक्षर, अंक और अंडरस्कोर होते हैं (जैसे order_update), ज़्यादा से ज़्यादा { $max } अक्षर। नाम बदलें।
template-draft-language = टेम्पलेट की भाषा चुनें: en या en_US जैसा कोड।
template-draft-text-missing = यह खाली है। इसका टेक्स्ट लिखें, या इसे हटा दें।
template-draft-body-missing = हर टेम्पलेट में मुख्य टेक्स्ट ज़रूरी है: संदेश लिखें।
template-draft-too-long = इसमें { $length } अक्षर हैं; ज़्यादा से ज़्यादा { $max } हो सकते हैं। इसे छोटा करें।
template-draft-variable-unclosed = एक वेरिएबल { $open } से खुला है लेकिन { $close } से बंद नहीं हुआ। इसे बंद करें, या हटा दें।
template-draft-variable-order = वेरिएबल उसी क्रम में गिने जाते हैं जिसमें वे पहली बार आते हैं, बीच में कोई नंबर छोड़े बिना: जहाँ { $expected } होना चाहिए वहाँ { $found } है। नंबर ठीक करें।
template-draft-variable-name = { $found } वेरिएबल का सही नाम नहीं है। छोटे अंग्रेज़ी अक्षर, अंक और अंडरस्कोर इस्तेमाल करें, जैसे { $example }।
template-draft-variable-mixed = { $found } से नंबर वाले और नाम वाले वेरिएबल मिल गए हैं। पूरे टेम्पलेट में एक ही तरह के वेरिएबल इस्तेमाल करें।
template-draft-variable-at-edge = मुख्य टेक्स्ट वेरिएबल से शुरू या ख़त्म नहीं हो सकता। पहले वेरिएबल से पहले और आख़िरी के बाद कुछ शब्द लिखें।
template-draft-too-many-variables = इस टेक्स्ट के लिए वेरिएबल बहुत ज़्यादा हैं: Meta हर वेरिएबल के साथ कम से कम { $per } शब्द चाहता है, और टेक्स्ट में { $variables } वेरिएबल के लिए सिर्फ़ { $words } शब्द हैं। और टेक्स्ट लिखें या वेरिएबल कम करें।
template-draft-sample-missing = { $variable } का नमूना दें: Meta की समीक्षा के लिए एक उदाहरण कि ग्राहक क्या देखेगा।
template-draft-header-one-variable = टेक्स्ट वाले हेडर में ज़्यादा से ज़्यादा एक वेरिएबल हो सकता है। बाक़ी हटा दें।
template-draft-header-file-missing = इमेज, वीडियो या दस्तावेज़ वाले हेडर के लिए Meta पर अपलोड की गई नमूना फ़ाइल चाहिए। एक फ़ाइल अपलोड करें।
template-draft-footer-variables = फ़ुटर का टेक्स्ट तय होता है: इसके वेरिएबल हटा दें।
template-draft-too-many-buttons = एक टेम्पलेट में ज़्यादा से ज़्यादा { $max } बटन हो सकते हैं। अतिरिक्त बटन हटा दें।
template-draft-quick-replies-apart = क्विक रिप्लाई बटन साथ-साथ रहते हैं। इस बटन को बाक़ी क्विक रिप्लाई के पास ले जाएँ।
template-draft-too-many-url-buttons = एक टेम्पलेट में ज़्यादा से ज़्यादा { $max } लिंक बटन हो सकते हैं। यह बटन हटा दें।
template-draft-too-many-phone-buttons = एक टेम्पलेट में ज़्यादा से ज़्यादा { $max } कॉल बटन हो सकता है। यह बटन हटा दें।
template-draft-url-invalid = https:// से शुरू होने वाला वेब पता लिखें। इसके अंत में एक वेरिएबल { $variable } हो सकता है, और उसके बाद कुछ नहीं।
template-draft-phone-invalid = “{ $phone }” अंतरराष्ट्रीय फ़ॉर्मैट में फ़ोन नंबर नहीं है। इसे देश के कोड के साथ लिखें, जैसे +923001234567।
template-draft-auth-buttons = ऑथेंटिकेशन टेम्पलेट में सिर्फ़ कोड कॉपी करने वाला बटन होता है। यह बटन हटा दें।
template-draft-auth-header = ऑथेंटिकेशन टेम्पलेट में इमेज, वीडियो या दस्तावेज़ वाला हेडर नहीं होता। इसे हटा दें।

# Creating, editing and deleting a template with Meta.
template-error-draft = Pacer ने टेम्पलेट Meta को नहीं भेजा: ड्राफ़्ट में { $problems } चीज़ें ठीक करनी हैं।
template-error-meta = Meta ने टेम्पलेट स्वीकार नहीं किया: { $message } Meta ने जो बताया है उसे ठीक करें और फिर से भेजें।
template-error-duplicate = “{ $name }” नाम का टेम्पलेट { $language } में पहले से मौजूद है। कोई और नाम चुनें, या उसी टेम्पलेट में बदलाव करें।
template-error-unreachable = Pacer को Meta का जवाब नहीं मिला: { $why }। इंटरनेट कनेक्शन देखें, टेम्पलेट सिंक करके देखें कि बदलाव Meta तक पहुँचा या नहीं, फिर से कोशिश करें।
template-error-not-found = Pacer “{ $name }” नाम का कोई टेम्पलेट नहीं जानता। टेम्पलेट सिंक करें, फिर से कोशिश करें।
template-error-not-editable = “{ $name }” की स्थिति { $status } है: Meta सिर्फ़ मंज़ूर, अस्वीकृत या रोके गए टेम्पलेट में बदलाव करने देता है। Meta की समीक्षा का इंतज़ार करें, फिर कोशिश करें।
template-error-no-account = Pacer आपके WhatsApp Business खाते की आईडी नहीं जानता, इसलिए आपके टेम्पलेट नहीं सँभाल सकता। इसे सेटिंग्स में डालें (PACER_WABA_ID) और फिर से कोशिश करें।
template-error-not-saved = बदलाव Meta तक पहुँच गया, लेकिन Pacer उसे सहेज नहीं सका: { $why }। उसे देखने के लिए टेम्पलेट सिंक करें।
template-created = “{ $name }” ({ $language }) समीक्षा के लिए Meta को भेजा गया। Meta का फ़ैसला आते ही Pacer उसे दिखाएगा।
template-edited = “{ $name }” ({ $language }) के बदलाव समीक्षा के लिए Meta को भेजे गए। Meta का फ़ैसला आते ही Pacer उसे दिखाएगा।
template-deleted = “{ $name }” हर भाषा में हटा दिया गया। Meta यह नाम 30 दिन तक दोबारा इस्तेमाल नहीं करने देता।

# Why Meta rejected a template, from its review.
template-reason-promotional = Meta ने इसे अस्वीकार किया: यूटिलिटी टेम्पलेट में प्रचार नहीं हो सकता। ऑफ़र हटाएँ, या मार्केटिंग कैटेगरी चुनें।
template-reason-invalid-format = Meta ने इसे अस्वीकार किया: इसके वेरिएबल, नमूने या बनावट सही नहीं हैं। इन्हें ठीक करें और फिर से भेजें।
template-reason-tag-mismatch = Meta ने इसे अस्वीकार किया: कैटेगरी इसकी बात से मेल नहीं खाती। सही कैटेगरी चुनें और फिर से भेजें।
template-reason-other = Meta ने इसे अस्वीकार किया ({ $reason })। इसमें बदलाव करें और फिर से भेजें।

# (end of Template builder)

## Sharing with the office

sharing-identity-not-made = Pacer अपना ऑफ़िस सर्टिफ़िकेट नहीं बना सका, इसलिए इसे ऑफ़िस के साथ साझा नहीं किया जा सकता। Pacer दोबारा शुरू करें; अगर फिर से ऐसा हो, तो कंप्यूटर का रैंडम नंबर स्रोत ख़राब हो सकता है।
sharing-identity-unreadable = Pacer का रखा हुआ ऑफ़िस सर्टिफ़िकेट पढ़ा नहीं जा सकता। नया बनाने के लिए सेटिंग्स में ऑफ़िस के साथ साझा करें को बंद करके फिर चालू करें, फिर हर डेस्क को दोबारा जोड़ें।
sharing-certificate-changed = ऑफ़िस Pacer का सर्टिफ़िकेट बदल गया है: यह डेस्क { $pinned } के साथ जोड़ा गया था, और अब वह { $presented } दिखा रहा है। अगर ऑफ़िस Pacer दोबारा सेट किया गया था, तो इस डेस्क को फिर से जोड़ें। अगर नहीं, तो कनेक्ट न करें: नेटवर्क पर कोई उसका रूप धरकर बैठा हो सकता है।
sharing-pairing-no-code = ऑफ़िस Pacer कोई जोड़ने का कोड नहीं दिखा रहा है। ऑफ़िस Pacer पर सेटिंग्स → ऑफ़िस के साथ साझा करें खोलें और डेस्क जोड़ें चुनें।
sharing-pairing-expired = उस जोड़ने के कोड की अवधि ख़त्म हो गई है (एक कोड दस मिनट चलता है)। ऑफ़िस Pacer से नया कोड लें।
sharing-pairing-wrong = यह वह कोड नहीं है जो ऑफ़िस Pacer दिखा रहा है। { $left ->
        [one] कोड बंद होने से पहले एक कोशिश बाकी है।
       *[other] कोड बंद होने से पहले { $left } कोशिशें बाकी हैं।
    }
sharing-pairing-too-many = बहुत ज़्यादा ग़लत कोड: वह जोड़ने का कोड बंद कर दिया गया है। ऑफ़िस Pacer से नया कोड लें।
sharing-pairing-not-a-code = जोड़ने का कोड आठ अंकों का होता है, जैसे 4821-0937। ऑफ़िस Pacer पर दिख रहा कोड लिखें।
sharing-desk-not-paired = यह डेस्क ऑफ़िस Pacer से जुड़ा नहीं है। इसे जोड़ें: ऑफ़िस के Pacer से कनेक्ट करें, फिर ऑफ़िस Pacer पर दिख रहा कोड लिखें।
sharing-desk-revoked = ऑफ़िस Pacer पर इस डेस्क की पहुँच सेटिंग्स → लोग में हटा दी गई है। अगर इसे पहुँच चाहिए, तो मालिक से इसे दोबारा जोड़ने को कहें।
sharing-desk-not-recorded = ऑफ़िस Pacer अभी अपनी डेस्कों की सूची पढ़ या लिख नहीं सका। थोड़ी देर में फिर कोशिश करें; अगर ऐसा होता रहे, तो ऑफ़िस Pacer की स्क्रीन देखें।
sharing-not-for-pages = ऑफ़िस Pacer वेब पेजों को जवाब नहीं देता। डेस्क ख़ुद Pacer से जुड़ते हैं (ऑफ़िस के Pacer से कनेक्ट करें), और सिस्टम किसी प्रोग्राम से, ब्राउज़र से नहीं।
sharing-role-not-allowed = इस डेस्क की भूमिका ({ $role }) ऑफ़िस Pacer पर यह नहीं कर सकती। अगर करना चाहिए, तो मालिक से सेटिंग्स → लोग में इसकी भूमिका बदलने को कहें।
sharing-another-office-sends = इस नेटवर्क पर एक और ऑफ़िस Pacer उसी WhatsApp नंबर के लिए भेज रहा है, और वह पहले शुरू हुआ था, इसलिए इसने भेजना रोक दिया है: एक नंबर के लिए दो Pacer भेजें तो Meta की सीमाएँ टूट जाएँगी। उनमें से एक पर ऑफ़िस के साथ साझा करना बंद करें (या उसे बंद करें), फिर यहाँ फिर से शुरू करें चुनें।
office-not-shared = यह Pacer ऑफ़िस के साथ साझा नहीं है। सेटिंग्स में इस Pacer को ऑफ़िस के साथ साझा करें चालू करके सहेजें, फिर दोबारा कोशिश करें।
office-title = ऑफ़िस के साथ साझा करें
office-description = आपके WhatsApp नंबर के लिए एक Pacer भेजता है; ऑफ़िस के बाकी PC डेस्क के रूप में उसी से काम करते हैं। इसे उस PC पर चालू करें जो चालू रहता है।
office-share = इस Pacer को ऑफ़िस के साथ साझा करें
office-name = डेस्क को दिखने वाला नाम
office-port = ऑफ़िस नेटवर्क पर पोर्ट
office-error-name = इस Pacer को ऐसा नाम दें जिसे डेस्क पहचान सकें।
office-not-running = साझा करना शुरू करने के लिए सहेजें: यह Pacer ऐसे चलने लगे तो डेस्क जुड़ सकते हैं।
office-fingerprint = प्रमाणपत्र फ़िंगरप्रिंट
office-fingerprint-help = डेस्क इस Pacer तक पोर्ट { $port } पर पहुँचते हैं। जोड़ते समय डेस्क यही फ़िंगरप्रिंट दिखाता है: जाँचें कि दोनों मेल खाते हैं।
office-fingerprint-copy = फ़िंगरप्रिंट कॉपी करें
office-announce = इस नेटवर्क की डेस्क को यह Pacer ढूँढने दें
office-announce-help = तब डेस्क इसे ऑफ़िस के Pacer से जुड़ें में देखती हैं। बंद: वे इस PC का पता टाइप करती हैं। नेटवर्क पर कोई भी यह घोषणा (इस Pacer का नाम, पता और फ़िंगरप्रिंट, और इसके WhatsApp नंबर की id) देख सकता है।
office-pair = डेस्क जोड़ें
office-pair-role = अगली डेस्क की भूमिका
office-pairing-as = इस कोड से जुड़ी डेस्क को भूमिका { $role } मिलती है। आप इसे बाद में लोग में बदल सकते हैं।
office-pairing-title = डेस्क जोड़ें
office-pairing-code = यह कोड डेस्क पर टाइप करें:
office-pairing-help = यह एक डेस्क के लिए, दस मिनट तक चलता है। डेस्क को यही फ़िंगरप्रिंट दिखाना चाहिए:
office-pairing-close = बंद करें
office-people = लोग
office-people-empty = अभी कोई डेस्क नहीं: एक जोड़ने के लिए डेस्क जोड़ें चुनें।
office-people-name = डेस्क
office-people-role = भूमिका
office-people-last-seen = आख़िरी बार देखा गया
office-role-owner = मालिक: सब कुछ
office-role-staff = स्टाफ़: संपर्क, अभियान, इनबॉक्स, रिपोर्ट
office-role-viewer = दर्शक: रिपोर्ट
office-role-system = सिस्टम: सिर्फ़ संदेश भेजता है
office-never = कभी नहीं
office-revoked = पहुँच वापस ली गई
office-revoke = पहुँच वापस लें
office-audit = किसने क्या किया
office-audit-empty = अभी कुछ दर्ज नहीं हुआ।
office-audit-export = CSV के रूप में निर्यात करें
office-audit-exported = { $path } में सहेजा गया
office-from-desk-title = ऑफ़िस के लोग
office-from-desk-description = आप { $office } में मालिक हैं: और डेस्क जोड़ें, उनकी भूमिकाएँ बदलें या किसी की पहुँच हटाएँ, और किसने क्या किया पढ़ें, यहाँ भी ऑफ़िस PC की तरह।
audit-action-campaign-launched = अभियान शुरू किया
audit-action-campaign-paused = अभियान रोका
audit-action-campaign-resumed = अभियान फिर शुरू किया
audit-action-campaign-cancelled = अभियान रद्द किया
audit-action-campaign-created = अभियान बनाया
audit-action-campaign-edited = अभियान बदला
audit-action-campaign-deleted = अभियान हटाया
audit-action-contacts-imported = संपर्क आयात किए
audit-action-opted-out = ग्राहक को मार्केटिंग रोकी
audit-action-opted-in = ग्राहक को मार्केटिंग की अनुमति दी
audit-action-reply-sent = ग्राहक को जवाब दिया
audit-action-settings-changed = सेटिंग्स बदलीं
audit-action-template-created = टेम्पलेट बनाया
audit-action-template-edited = टेम्पलेट बदला
audit-action-template-deleted = टेम्पलेट हटाया
audit-action-rate-card-loaded = रेट कार्ड लोड किया
audit-action-desk-paired = डेस्क जोड़ा
audit-action-desk-revoked = डेस्क की पहुँच वापस ली
audit-action-role-changed = डेस्क की भूमिका बदली
audit-action-system-key-made = सिस्टम कुंजी बनाई

# A desk: this PC working through the office Pacer.
desk-not-an-address = “{ $address }” ऑफ़िस Pacer का पता नहीं है। इसे वैसे लिखें जैसे ऑफ़िस PC की Settings → ऑफ़िस के साथ साझा करें में दिखता है, जैसे https://192.168.1.20:8093।
desk-unreachable = { $address } पर ऑफ़िस Pacer तक नहीं पहुँचा जा सका। जाँचें कि ऑफ़िस PC चालू है और यह PC ऑफ़िस नेटवर्क पर है; Pacer अपने आप कोशिश करता रहता है।
desk-refused = ऑफ़िस Pacer ने मना किया ({ $status }): { $message }
desk-answer-unreadable = ऑफ़िस Pacer का जवाब पढ़ा नहीं जा सका। जाँचें कि यह PC और ऑफ़िस PC Pacer का एक ही संस्करण चलाते हैं।
desk-download-too-large = ऑफ़िस Pacer की फ़ाइल { $megabytes } MB से बड़ी है, जितना डेस्क डाउनलोड करता है उससे ज़्यादा। इसे ऑफ़िस PC पर ही सेव करें।
desk-no-credential = इस डेस्क का क्रेडेंशियल अब इस PC के कीरिंग में नहीं है। इस डेस्क को जोड़ने के लिए ऑफ़िस के Pacer से फिर से कनेक्ट करें।
desk-not-here = डेस्क अभी यह नहीं कर सकता: इसे ऑफ़िस Pacer के PC ({ $office }) पर करें।
desk-fingerprint-not-announced = { $address } पर Pacer ऐसा प्रमाणपत्र दिखाता है जो { $prefix } से शुरू नहीं होता, जबकि नेटवर्क पर मिले ऑफ़िस Pacer ने यही घोषित किया था। कनेक्ट न करें: ऑफ़िस PC पर पता जाँचें।
desk-fingerprint-not-compared = पहले फ़िंगरप्रिंट को ऑफ़िस PC की स्क्रीन से मिलाएँ: उसका फ़िंगरप्रिंट दिखाएँ चुनें।
desk-shared-here = यह PC अपना Pacer ऑफ़िस के साथ साझा करता है, इसलिए यह डेस्क नहीं बन सकता। पहले इस Pacer को ऑफ़िस के साथ साझा करें बंद करें और सहेजें।
import-upload-progress = फ़ाइल ऑफ़िस Pacer को भेजी जा रही है: { $total } में से { $sent } ({ $percent })
wizard-upload-progress = अभियान की फ़ाइलें ऑफ़िस Pacer को भेजी जा रही हैं: { $total } में से { $sent } ({ $percent })
office-revoke-confirm = { $desk } अब इस Pacer तक नहीं पहुँच पाएगा। फिर से पहुँच देने के लिए इसे नए कोड से जोड़ें।
desk-title = ऑफ़िस के Pacer से कनेक्ट करें
desk-description = इस PC पर ऑफ़िस के Pacer के ज़रिए काम करें: सिर्फ़ वही आपके WhatsApp नंबर से भेजता है, और यह डेस्क उसके अभियान, इनबॉक्स और रिपोर्ट दिखाता और बदलता है।
desk-find = ऑफ़िस Pacer खोजें
desk-finding = इस नेटवर्क पर खोज रहे हैं…
desk-found-none = इस नेटवर्क पर किसी ऑफ़िस Pacer ने जवाब नहीं दिया। उसका पता वैसे लिखें जैसे उसकी Settings → ऑफ़िस के साथ साझा करें में दिखता है।
desk-found-use = इसे इस्तेमाल करें
desk-address = ऑफ़िस Pacer का पता
desk-look = उसका फ़िंगरप्रिंट दिखाएँ
desk-compare = जाँचें कि ऑफ़िस PC की स्क्रीन पर यही फ़िंगरप्रिंट दिखता है:
desk-code = ऑफ़िस PC पर दिखाया गया पेयरिंग कोड
desk-name = इस डेस्क का नाम
desk-connect = कनेक्ट करें
desk-connected = यह PC { $address } पर { $office } का डेस्क है, “{ $desk }” के रूप में।
desk-leave = डेस्क के रूप में काम करना बंद करें
desk-leave-confirm = यह PC ऑफ़िस Pacer का इस्तेमाल बंद कर देगा और अपना क्रेडेंशियल भूल जाएगा। वापस आने के लिए नए कोड से फिर जोड़ें।
desk-leave-cancel = डेस्क के रूप में काम जारी रखें
desk-banner-unreachable = ऑफ़िस Pacer तक नहीं पहुँचा जा सकता। Pacer कोशिश करता रहता है; तब तक यह डेस्क कुछ नहीं भेजता।
desk-banner-locked-out = ऑफ़िस Pacer अब इस डेस्क को स्वीकार नहीं करता। Settings में ऑफ़िस के Pacer से फिर कनेक्ट करें।

# (end of Sharing with the office)

dialog-contact-list = आयात के लिए संपर्क सूची चुनें
dialog-rows-to-fix = सुधारने वाली पंक्तियाँ सहेजें
dialog-do-not-contact = संपर्क न करने की सूची चुनें
dialog-opt-outs = ऑप्ट-आउट सहेजें
dialog-rate-card = Meta की रेट कार्ड चुनें (CSV)
dialog-reply-file = भेजने के लिए फ़ाइल चुनें
dialog-report = रिपोर्ट सहेजें
dialog-invoice-folder = इनवॉइस PDF का फ़ोल्डर चुनें
dialog-readable-folder = वह फ़ोल्डर जोड़ें जिसे Pacer पढ़ सके
dialog-audit-log = किसने क्या किया, सहेजें
dialog-picture = तस्वीर चुनें
dialog-video = वीडियो चुनें
dialog-pdf = PDF चुनें
dialog-sample-picture = नमूना तस्वीर चुनें
dialog-sample-video = नमूना वीडियो चुनें
dialog-sample-pdf = नमूना PDF चुनें
dialog-tunnel-title = यह टनल प्रोग्राम चलाएँ?
dialog-tunnel-run = यह प्रोग्राम चलाएँ
dialog-tunnel-keep = पुरानी सेटिंग रखें
dialog-tunnel-intro = Pacer यह प्रोग्राम अभी और हर बार शुरू होने पर चलाएगा, ताकि Meta के डिलीवरी अपडेट इस कंप्यूटर तक पहुँचें:
dialog-tunnel-program = प्रोग्राम: { $program }
dialog-tunnel-program-found = प्रोग्राम: { $program } ({ $path } पर मिला)
dialog-tunnel-program-missing = प्रोग्राम: { $program } (इस कंप्यूटर पर अभी नहीं मिला)
dialog-tunnel-no-arguments = आर्ग्युमेंट: कोई नहीं
dialog-tunnel-arguments = आर्ग्युमेंट, हर पंक्ति में एक:
dialog-tunnel-warning = यह इस कंप्यूटर पर आपके अधिकारों के साथ चलता है। इसे तभी चलाएँ जब यह कमांड आपने खुद लिखी हो।
dialog-token-title = अपना एक्सेस टोकन किसी दूसरे पते पर भेजें?
dialog-token-where = Graph पता { $address } है, जो Meta का ({ $meta }) नहीं है।
dialog-token-warning = कनेक्शन की जाँच आपका सहेजा हुआ Meta एक्सेस टोकन उस पते पर भेजती है। इसे तभी भेजें जब आपको उस पर भरोसा हो, जैसे आपका अपना टेस्ट सर्वर।
dialog-token-send = टोकन भेजें
dialog-token-cancel = रद्द करें
