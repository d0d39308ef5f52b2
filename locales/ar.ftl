### Pacer's words in Arabic. The ids and { $placeholders } follow en.ftl; docs/languages.md
### says how to correct a word or add a language.

## About this file

language-name = العربية
language-direction = rtl
language-translator = مطوّرو Pacer (بمساعدة آلية)
language-reviewed = no

## The window's frame

app-title = Pacer
mode-demo = تجريبي
mode-live = مباشر
nav-screens = الشاشات
nav-home = الرئيسية
nav-contacts = جهات الاتصال
nav-templates = القوالب
nav-campaigns = الحملات
nav-reports = التقارير
nav-settings = الإعدادات
color-scheme-to-dark = التبديل إلى الوضع الداكن
color-scheme-to-light = التبديل إلى الوضع الفاتح
demo-banner-title = نسخة تجريبية
demo-banner = هذه نسخة تجريبية: واتساب محاكى بحدود Meta الحقيقية، فلا تصل أي رسالة إلى هواتف حقيقية. جرّبها بقائمة العملاء النموذجية، ثم اربط حسابك في Meta من الإعدادات.
not-sending-title = Pacer لا يرسل
try-again = حاول مرة أخرى
still-cannot-start = ما زال Pacer لا يستطيع البدء

## Settings → Language

settings-language = اللغة
settings-language-choose = لغة Pacer
settings-language-description = كلمات هذه النافذة. تبقى رسائل العملاء بلغة قالبها، وتبقى واجهة API المحلية وسطر الأوامر بالإنجليزية.
settings-language-system = لغة الحاسوب ({ $language })
settings-language-unreviewed = كتب هذه الترجمة { $translator } ولم يراجعها بعد متحدث أصلي باللغة. إذا بدت كلمة غير صحيحة، فإن docs/languages.md يشرح كيفية تصحيحها.

## Home: the Home screen, the window's frame, shared widgets and notices

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $contacts ->
        [zero] لا توجد جهات اتصال
        [one] جهة اتصال واحدة
        [two] جهتا اتصال
        [few] { $contacts } جهات اتصال
       *[other] { $contacts } جهة اتصال
    } في { $lists ->
        [zero] أي قائمة
        [one] قائمة واحدة
        [two] قائمتين
        [few] { $lists } قوائم
       *[other] { $lists } قائمة
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

setting-refused-messages-per-second = يجب أن يكون عدد الرسائل في الثانية بين { $min } و{ $max } (القيمة المعتادة لدى Meta هي { $default }).
setting-refused-bulk-share = يجب أن تكون حصة الحملات بين { $min } % و{ $max } %.
setting-refused-media-rate = يجب أن يكون عدد ملفات PDF المرفوعة في الثانية عددًا صحيحًا بين { $min } و{ $max }.
setting-refused-ports = تحتاج واجهة API المحلية ومستقبل تحديثات التسليم إلى منفذين مختلفين.
setting-refused-default-country = الدولة الافتراضية رمز من حرفين، مثل PK أو GB أو US.
setting-refused-inbox-retention = تُحفظ تحديثات التسليم بين { $min } و{ $max } يومًا ({ $default } ما لم تغيّر ذلك).
setting-refused-time-limit = المهلة عدد من الدقائق من 1 إلى { $max } ({ $days } يومًا)، أو 0 لعدم وجود مهلة.
setting-refused-currency = "{ $currency }" ليس رمز عملة: استخدم ثلاثة أحرف لاتينية كبيرة، مثل USD أو EUR أو AED.
setting-refused-unpriced-category = تسعّر Meta رسائل التسويق والخدمات والمصادقة؛ و"{ $category }" ليست أيًّا منها.
setting-refused-price = يجب أن يكون سعر رسالة { $category ->
        [marketing] التسويق
        [utility] الخدمات
        [authentication] المصادقة
       *[other] { $category }
    } رقمًا من 0 إلى أقل من { $below } { $currency }.

# (end of Engine)
