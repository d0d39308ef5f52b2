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

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
