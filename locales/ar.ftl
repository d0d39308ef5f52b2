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

settings-title = الإعدادات
settings-loading = جارٍ قراءة الإعدادات…
settings-link-account = حساب Meta
settings-link-sending = الإرسال
settings-link-delivery = تحديثات التسليم
settings-link-prices = الأسعار
settings-link-api = واجهة API المحلية
settings-link-folders = المجلدات
settings-link-data = البيانات والتشخيص
settings-save-not-yet = لم يُحفظ شيء بعد: { $problem }
settings-save-refused = لم يُحفظ شيء: { $problem }
settings-save-refused-details = لم يُحفظ شيء: { $problem } (التفاصيل: { $details })
settings-saved-title = تم الحفظ
settings-saved = حُفظت الإعدادات. أعاد Pacer تشغيل محركه بها حيث يلزم؛ ولم تضِع أي رسالة في الانتظار.
settings-done-title = تم
settings-save-bar-unsaved = تغييرات غير محفوظة. الحفظ يعيد تشغيل المحرك حيث يلزم: تكتمل الرسائل الجارية أولًا ولا تضيع أي رسالة في الانتظار.
settings-save-bar-saved = كل الإعدادات محفوظة.
settings-save-bar-undo = تراجع عن التغييرات
settings-save-bar-save = حفظ الإعدادات
settings-copied = تم النسخ
settings-example = مثلًا { $example }
settings-details = التفاصيل: { $details }
settings-unit-days = {" "}يوم
settings-unit-minutes = {" "}دقيقة

settings-account-title = حساب Meta
settings-account-use-demo = استخدم العرض التجريبي
settings-account-use-live = انتقل إلى التشغيل الفعلي
settings-account-intro-live = يرسل Pacer رسائل حقيقية عبر معرّف رقم الهاتف { $id }. غيّر قيمة أدناه واتصل من جديد لتحديثه.
settings-account-intro-demo-connected = حساب Meta متصل، لكنك تستخدم العرض التجريبي. انتقل إلى التشغيل الفعلي لإرسال رسائل حقيقية.
settings-account-intro-demo = أنت تستخدم العرض التجريبي. املأ بيانات حساب Meta لإرسال رسائل حقيقية: تجدها في Meta Business Manager وفي App Dashboard ‏(developers.facebook.com ← تطبيقك).
settings-account-phone-number-id = معرّف رقم الهاتف
settings-account-phone-number-id-where = WhatsApp Manager ← Phone numbers، أو App Dashboard ← WhatsApp ← API Setup
settings-account-waba-id = معرّف حساب WhatsApp Business ‏(WABA id)
settings-account-waba-id-where = App Dashboard ← WhatsApp ← API Setup، تحت معرّف رقم الهاتف
settings-account-access-token = رمز الوصول
settings-account-access-token-where = Business Settings ← Users ← System users ← Generate new token ‏(صلاحيات WhatsApp)
settings-account-access-token-placeholder = الصق رمز مستخدم النظام
settings-account-access-token-show = إظهار رمز الوصول أو إخفاؤه
settings-account-kept = محفوظ في سلسلة المفاتيح — اتركه فارغًا للإبقاء عليه
settings-account-app-secret = سر التطبيق
settings-account-app-secret-where = App Dashboard ← App settings ← Basic ← App secret؛ يثبت أن التحديثات آتية من Meta
settings-account-app-secret-placeholder = الصق سر التطبيق
settings-account-app-secret-show = إظهار سر التطبيق أو إخفاؤه
settings-account-verify-token = رمز التحقق
settings-account-verify-token-where = أي كلمة تختارها؛ تستخدمها Meta للتحقق من عنوان تحديثات التسليم
settings-account-advanced = متقدم: عنوان Graph API وإصدارها
settings-account-graph-url = عنوان Graph API
settings-account-graph-url-where = عنوان Meta هو { $url }؛ لا تغيّره إلا للتجربة على محاكٍ
settings-account-api-version = إصدار API
settings-account-api-version-where = صُمّم Pacer للإصدار { $version }
settings-account-test = اختبار الاتصال
settings-account-reconnect-button = حفظ وإعادة الاتصال
settings-account-connect-button = اتصال والانتقال إلى التشغيل الفعلي
settings-account-test-note = الاختبار يقرأ من Meta فقط: لا يُحفظ شيء ولا يُرسل. تذهب الأسرار إلى سلسلة مفاتيح هذا الحاسوب، لا إلى ملف، ولا تُعرض مرة أخرى أبدًا.
settings-account-confirm-reconnect-title = إعادة الاتصال بهذه البيانات؟
settings-account-confirm-live-title = الانتقال إلى التشغيل الفعلي؟
settings-account-confirm-reconnect = إعادة الاتصال
settings-account-confirm-steps = يختبر Pacer الحساب أولًا، ثم يحفظ الأسرار في سلسلة المفاتيح وينتقل إلى التشغيل الفعلي.
settings-account-confirm-real = في التشغيل الفعلي، ترسل الحملات ورموز OTP رسائل WhatsApp حقيقية إلى عملاء حقيقيين، وتحاسب Meta حسابك عليها.
settings-account-confirm-demo-data = تبقى جهات اتصال العرض التجريبي وحملاته وتقاريره فيه: يبدأ التشغيل الفعلي ببياناته الخاصة الفارغة. يمكنك العودة بزر "{ settings-account-use-demo }" في أي وقت.
settings-account-error-phone-number-id = الصق معرّف رقم الهاتف أولًا (WhatsApp Manager ← Phone numbers).
settings-account-error-waba-id = الصق معرّف حساب WhatsApp Business أولًا (App Dashboard ← WhatsApp ← API Setup).
settings-account-error-access-token = الصق رمز الوصول أولًا (Meta Business Manager ← System users ← Generate token).
settings-account-error-app-secret = الصق سر التطبيق أيضًا (App Dashboard ← Settings ← Basic): يستخدمه Pacer للتحقق من أن تحديثات التسليم آتية فعلًا من Meta.
settings-account-connected-title = متصل: تشغيل فعلي
settings-account-connected = يرسل Pacer الآن عبر حساب Meta الخاص بك. تبقى بيانات العرض التجريبي فيه.
settings-account-now-demo = أنت في العرض التجريبي: لا يصل شيء إلى هواتف حقيقية. يبقى حساب Meta متصلًا لوقت لاحق.
settings-account-now-live-title = تشغيل فعلي
settings-account-now-live = يرسل Pacer عبر حساب Meta الخاص بك من جديد.
settings-account-demo-failed = لم يتمكن Pacer من الانتقال إلى العرض التجريبي
settings-account-live-failed = لم يتمكن Pacer من الانتقال إلى التشغيل الفعلي
settings-account-problem-title = لم يتمكن Pacer من استخدام هذا الحساب
settings-account-not-accepted = لم تقبل Meta الحساب. تحقّق من المعرّفات والرمز.
settings-account-works-title = ردّت Meta: هذا الحساب يعمل
settings-account-result-name = الاسم
settings-account-result-number = الرقم
settings-account-result-quality = الجودة
settings-account-result-limit = الحد اليومي
settings-account-result-speed = السرعة
settings-account-result-templates = القوالب
settings-quality-green = أخضر (جودة عالية)
settings-quality-yellow = أصفر (جودة متوسطة: اشتكى العملاء قليلًا)
settings-quality-red = أحمر (جودة منخفضة: قد تقيّد Meta هذا الرقم)
settings-quality-unknown = لم يُقيَّم بعد
settings-quality-na = غير مُقيَّم
settings-limit-unlimited = لا حد يوميًا لعدد العملاء
settings-limit-not-set = لم تحدد Meta حدًا يوميًا بعد
settings-limit-customers = { $customers ->
        [zero] لا عملاء في اليوم
        [one] عميل واحد في اليوم
        [two] عميلان في اليوم
        [few] { $customers } عملاء في اليوم
        [many] { $customers } عميلًا في اليوم
       *[other] { $customers } عميل في اليوم
    }
settings-speed-standard = 80 رسالة في الثانية (قياسي)
settings-speed-high = حتى 1,000 رسالة في الثانية (رفعتها Meta)
settings-speed-not-applicable = لا ينطبق على هذا الرقم

settings-sending-title = الإرسال
settings-mps = الرسائل في الثانية
settings-mps-description = تسمح Meta بـ { $standard } لكل رقم (قياسي)، وحتى { $high } بعد أن ترفع Meta سرعة رقمك؛ و{ $app } إذا كان الرقم مستخدمًا أيضًا في تطبيق WhatsApp Business
settings-bulk-share = الحصة المتاحة للحملات
settings-bulk-share-description = اترك مجالًا لرموز OTP: عند { $share } %، تستخدم الحملات { $share } % من السرعة على الأكثر. رموز OTP تُرسل أولًا دائمًا.
settings-media-per-second = رفع ملفات PDF في الثانية
settings-media-per-second-description = سرعة رفع ملفات PDF للفواتير إلى Meta عند إطلاق حملة ({ $safe } قيمة آمنة)
settings-express-expires = أسقِط رموز OTP والتنبيهات التي لم تُرسل خلال
settings-express-expires-description = رمز OTP أو تنبيه لم يُرسل في الوقت (Meta متوقفة، الإرسال متوقف مؤقتًا) لا يُرسل ويظهر منتهيًا: رمز دخول متأخر ساعة أسوأ من عدمه. 0 = أبدًا.
settings-bulk-expires = أسقِط رسائل الحملات التي لم تُرسل خلال
settings-bulk-expires-description = 0 (الخيار المعتاد) = أبدًا: الفاتورة تستحق الإرسال ولو متأخرة. ضع حدًا للعروض التي تنتهي.
settings-default-country = البلد الافتراضي
settings-default-country-description = للأرقام المكتوبة بلا رمز البلد: رمز من حرفين مثل PK أو GB أو US
settings-opt-out-words = كلمات إضافية لإيقاف الرسائل
settings-opt-out-words-description = تعمل دائمًا STOP وUNSUBSCRIBE وSTOP PROMOTIONS وOPT OUT. أضف الكلمات التي يكتبها عملاؤك بلغاتهم؛ اضغط Enter بعد كل كلمة.
settings-opt-out-words-note = العميل الذي يرد بإحدى هذه الكلمات لا تصله رسائل تسويق بعد ذلك؛ وتبقى الفواتير ورموز OTP تصله.

settings-delivery-title = تحديثات التسليم
settings-delivery-description = تخبر Meta برنامج Pacer بالرسائل التي وصلت أو قُرئت أو فشلت عبر استدعاء عنوان https:// عام. يعمل Pacer على هذا الحاسوب، لذا يمنحه نفق (tunnel) هذا العنوان. بدونه تُرسل الرسائل لكنها تبقى "أُرسلت".
settings-tunnel = النفق
settings-tunnel-off = متوقف
settings-tunnel-cloudflared = cloudflared (مجاني، عنوان جديد عند كل تشغيل)
settings-tunnel-cloudflared-named = cloudflared مع نطاقي الخاص (نفق مسمّى)
settings-tunnel-ngrok = ngrok
settings-tunnel-url = عنوان https:// ثابت لديّ أصلًا
settings-tunnel-command = برنامج نفق آخر (أمر)
settings-tunnel-cloudflared-note = يحتاج إلى تثبيت cloudflared ‏(developers.cloudflare.com ← Downloads). يشغّله Pacer ويعيد تشغيله إذا توقف.
settings-tunnel-ngrok-note = يحتاج إلى تثبيت ngrok، ورمز authtoken أدناه (أو أن يكون ngrok مسجّل الدخول). لنطاق ngrok الثابت، اختر "برنامج نفق آخر" وأضف ‎--url‎ إلى الأمر.
settings-tunnel-host = اسم المضيف العام
settings-tunnel-host-description = اسم المضيف الذي وجّهته إلى النفق في Cloudflare ‏(Zero Trust ← Tunnels ← Public hostname)، ويشير إلى مستقبِل الويب هوك أدناه. يحتاج إلى تثبيت cloudflared ورمز النفق أدناه.
settings-tunnel-public-url = عنوانك العام
settings-tunnel-public-url-description = عنوان https:// يحوّل أصلًا إلى مستقبِل الويب هوك أدناه؛ لا يُشغَّل شيء
settings-tunnel-command-label = الأمر
settings-tunnel-command-description = البرنامج ومعاملاته؛ يُستبدل { "{port}" } بمنفذ المستقبِل. يقرأ Pacer العنوان العام مما يطبعه البرنامج. يطلب Pacer تأكيدك للبرنامج قبل أول تشغيل له؛ والرمز يوضع في الحقل أدناه، لا هنا أبدًا.
settings-tunnel-token = رمز النفق
settings-tunnel-token-stored = يوجد رمز محفوظ في سلسلة مفاتيح هذا الحاسوب. الصق رمزًا جديدًا لاستبداله.
settings-tunnel-token-description = رمز النفق المسمّى (Cloudflare) أو رمز authtoken الخاص بـ ngrok. يحفظه Pacer في سلسلة مفاتيح هذا الحاسوب ويعطيه لبرنامج النفق بشكل خاص.
settings-tunnel-token-saved-placeholder = •••••• (محفوظ)
settings-tunnel-token-placeholder = الصق الرمز
settings-tunnel-token-show = إظهار الرمز أو إخفاؤه
settings-tunnel-token-save = حفظ الرمز
settings-tunnel-token-forget = إزالة
settings-tunnel-token-removed = أُزيل رمز النفق من سلسلة المفاتيح.
settings-tunnel-token-saved = حُفظ رمز النفق في سلسلة مفاتيح هذا الحاسوب.
settings-tunnel-token-failed = لم يُحفظ رمز النفق
settings-register-callback = سجّل العنوان لدى Meta تلقائيًا
settings-register-callback-description = يُعطى كل عنوان جديد لـ Meta بوصفه callback URL الخاص بك، فلا تنسخه أبدًا إلى App Dashboard. يحتاج إلى رمز التحقق في قسم حساب Meta.
settings-register-callback-off = بدونه، ضع عنوان النفق متبوعًا بـ ‎/webhook‎، ورمز التحقق، مرة واحدة في App Dashboard ← WhatsApp ← Configuration.
settings-tunnel-now = الآن
settings-delivery-receiver = مستقبِل الويب هوك على هذا الحاسوب:

settings-prices-title = الأسعار
settings-prices-description = تحاسب Meta على كل رسالة قالب تصل، حسب فئتها وبلد عملائك. انسخ أسعار ذلك البلد من جدول أسعار Meta ‏(WhatsApp Manager ← Insights، أو صفحة أسعار Meta) وستعرض التقارير تكلفة كل حملة. اتركها فارغة لترى الأعداد فقط.
settings-currency = العملة
settings-currency-description = عملة أسعار Meta، مثلًا { $example }
settings-price-marketing = رسالة تسويق
settings-price-marketing-description = عروض وإعلانات وتذكيرات بالشراء
settings-price-utility = رسالة خدمية
settings-price-utility-description = فواتير وتحديثات الطلبات والمدفوعات
settings-price-authentication = رسالة مصادقة
settings-price-authentication-description = كلمات مرور لمرة واحدة
settings-price-not-set = غير محدد

settings-api-title = واجهة API المحلية لأنظمتك الأخرى
settings-api-description = يرسل موقعك أو نظام الفواتير رموز OTP والتنبيهات عبر Pacer من هنا؛ وتُرسل أولًا قبل الحملات. لا تصل إليها إلا البرامج التي على هذا الحاسوب.
settings-api-address = العنوان
settings-api-address-copy = نسخ العنوان
settings-api-key = المفتاح
settings-api-key-description = يُرسل بصيغة ‎Authorization: Bearer <key>‎
settings-api-key-show = إظهار المفتاح أو إخفاؤه
settings-api-key-copy = نسخ المفتاح
settings-api-example = إرسال رمز OTP (مثال)
settings-api-example-copy = نسخ المثال مع مفتاحك
settings-api-example-note = يجيب Pacer فورًا بـ { $answer }؛ ويخبرك GET { $url } هل وصلت الرسالة. إرسال idempotency_key نفسه مرة أخرى لا يرسل الرسالة مرتين أبدًا.
settings-api-advanced = متقدم: المنافذ
settings-api-port = منفذ واجهة API المحلية
settings-api-port-description = على { $address } فقط
settings-webhook-port = منفذ مستقبِل الويب هوك
settings-webhook-port-description = المنفذ الذي يفتحه النفق للخارج

settings-folders-title = المجلدات التي يمكن لـ Pacer قراءتها
settings-folders-description = البرامج التي تستدعي واجهة API المحلية لـ Pacer لا يمكنها تسمية ملفات إلا داخل هذه المجلدات (قوائم جهات اتصال للاستيراد، وملفات PDF للفواتير)، أو رفع الملف نفسه. فلا يستطيع برنامج أو صفحة ويب أبدًا أن يجعل Pacer يقرأ ملفاتك الأخرى، مثل المستندات أو المفاتيح. تُطبّق التغييرات فورًا.
settings-folders-imports = مجلد الاستيراد الخاص بـ Pacer: ضع الملفات هنا لتستوردها البرامج الأخرى.
settings-folders-always = دائمًا
settings-folders-remove = إزالة هذا المجلد
settings-folders-remove-named = إزالة { $folder }
settings-folders-add = إضافة مجلد…
settings-folders-add-note = يسألك Pacer عن المجلد في نافذته الخاصة.
settings-folders-added-title = أُضيف المجلد
settings-folders-added = يمكن الآن للبرامج التي تستدعي واجهة API المحلية قراءة الملفات في ذلك المجلد.
settings-folders-add-failed = لم يُضف المجلد
settings-folders-removed-title = أُزيل المجلد
settings-folders-removed = لم يعد بإمكان البرامج التي تستدعي واجهة API المحلية قراءة الملفات في { $folder }.
settings-folders-remove-failed = لم يُزل المجلد

settings-data-title = البيانات والتشخيص
settings-data-folder = مجلد البيانات
settings-data-folder-copy = نسخ مجلد البيانات
settings-data-database = قاعدة البيانات
settings-data-database-copy = نسخ مسار قاعدة البيانات
settings-data-logs = مجلد السجلات
settings-data-logs-copy = نسخ مجلد السجلات
settings-data-version = الإصدار
settings-data-retention = احتفظ بتحديثات التسليم لمدة
settings-data-retention-description = تبقى تحديثات التسليم من Meta في صندوق وارد Pacer هذه المدة بعد استخدامها، لتتمكن من مراجعة ما قالته Meta. من { $min } إلى { $max } يومًا.
settings-data-copy-diagnostics = نسخ التشخيص
settings-data-diagnostics-description = الإصدارات والإعدادات وحالة المحرك وآخر أسطر السجل، للصقها في طلب الدعم. تُزال الرموز والأسرار والمفاتيح أولًا.
settings-data-diagnostics-title = التشخيص
settings-data-diagnostics-text = نص التشخيص
settings-data-no-clipboard = لم يتمكن Pacer من الوصول إلى الحافظة. حدّد النص أدناه وانسخه (Ctrl+A، Ctrl+C). أُزيلت الأسرار.
settings-data-copied = نُسخ التشخيص: الصقه في رسالتك إلى الدعم. أُزيلت الأسرار.
settings-data-diagnostics-failed = لم يتمكن Pacer من جمع التشخيص

settings-error-messages-per-second = يجب أن تكون الرسائل في الثانية بين { $min } و{ $max } (القياسي لدى Meta هو { $standard }).
settings-error-bulk-share = يجب أن تكون حصة الحملات بين { $min } % و{ $max } %.
settings-error-media-per-second = يجب أن يكون رفع ملفات PDF في الثانية عددًا صحيحًا بين { $min } و{ $max }.
settings-error-default-country = البلد الافتراضي رمز من حرفين، مثل PK أو GB أو US.
settings-error-tunnel-url = اكتب العنوان العام كاملًا، بدءًا بـ https:// (بدون ? أو #).
settings-error-tunnel-command-port = ضع { "{port}" } حيث يحتاج برنامج النفق إلى منفذ مستقبِل الويب هوك، مثلًا ‎mytunnel --port { "{port}" }‎.
settings-error-tunnel-command-token = أخرج الرمز من الأمر: يستطيع أي شخص على هذا الحاسوب قراءة الأوامر. اكتبه بدلًا من ذلك في حقل رمز النفق أدناه.
settings-error-tunnel-host = اكتب اسم المضيف العام الذي وجّهته إلى النفق في Cloudflare، مثل hooks.example.com.
settings-error-port = المنفذ عدد صحيح بين { $min } و{ $max }.
settings-error-ports-differ = تحتاج واجهة API المحلية ومستقبِل الويب هوك إلى منفذين مختلفين.
settings-error-inbox-retention = احتفظ بتحديثات التسليم بين { $min } و{ $max } يومًا ({ $usual } ما لم تغيّرها).
settings-error-expires-after = اكتب عددًا صحيحًا من الدقائق من 1 إلى { $max } ({ $days } يومًا)، أو 0 لعدم وضع حد.
settings-error-currency = اكتب عملة أسعار Meta بثلاثة أحرف، مثل USD أو EUR أو PKR.
settings-error-price = السعر رقم من 0 حتى { $max }.

# (end of Settings)
