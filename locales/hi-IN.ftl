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
