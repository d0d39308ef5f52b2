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

# The wizard's frame and steps
wizard-title-new = حملة جديدة
wizard-title-campaign = حملة "{ $campaign }"
wizard-step-template = القالب
wizard-step-template-description = الاسم والرسالة
wizard-step-audience = المستلمون
wizard-step-audience-description = القوائم والوسوم
wizard-step-values = القيم
wizard-step-values-description = الأعمدة، ملفات PDF، الوقت
wizard-step-check = التحقق والمعاينة
wizard-step-check-description = قبل الإرسال
wizard-step-launch = إطلاق
wizard-step-schedule = جدولة
wizard-step-send-description = الإرسال
wizard-back = رجوع
wizard-next = التالي
wizard-next-launch = التالي: الإطلاق
wizard-next-schedule = التالي: الجدولة
wizard-create = إنشاء الحملة
wizard-create-and-schedule = إنشاء وجدولة
wizard-saved-changes = حُفظت كمسودة. إذا غيّرت شيئًا، فإن "إنشاء" يعيد إنشاءها ويضع المسودة السابقة جانبًا.
wizard-saved-draft = حُفظت كمسودة: يمكنك إغلاق هذه النافذة والعودة إليها من القائمة.
wizard-saved-scheduled = حُفظت كحملة مجدولة: يمكنك إغلاق هذه النافذة والعودة إليها من القائمة.
wizard-templates-failed = لم يتمكن Pacer من قراءة القوالب
wizard-lists-failed = لم يتمكن Pacer من قراءة القوائم
# What is missing before going on ($variable is the template's variable, as Pacer names it)
wizard-error-name = أعطِ الحملة اسمًا يعرفه الناس، مثل "فواتير ديسمبر".
wizard-error-template = اختر القالب الذي سيُرسل.
wizard-error-audience = اختر قائمة واحدة على الأقل (أو وسمًا) من جهات الاتصال لإرسال الحملة إليها.
wizard-error-pdf-folder = { $variable }: اختر المجلد الذي يحتوي على ملفات PDF.
wizard-error-pdf-column = { $variable }: اختر العمود الذي يحمل اسم ملف PDF لكل عميل.
wizard-error-text-empty = { $variable } بلا قيمة: اكتب النص المراد إرساله، أو اختر عمودًا.
wizard-error-column-empty = { $variable } بلا قيمة: اختر عمودًا، أو اكتب نصًا ثابتًا.
wizard-error-schedule-at = اكتب وقت الإرسال بهذا الشكل: 2026-12-01 09:00 (السنة-الشهر-اليوم الساعة:الدقيقة).
wizard-error-time-zone = اختر المنطقة الزمنية لهذا الوقت، مثل Asia/Riyadh.
# Step 1: the name and the template
wizard-name = اسم الحملة
wizard-name-description = اسم يعرفه الناس في القائمة وفي التقارير.
wizard-name-placeholder = فواتير ديسمبر
wizard-no-templates-title = لا توجد قوالب معتمدة بعد
wizard-no-templates = لا يمكن إرسال إلا القوالب التي اعتمدتها Meta. زامِن قوالبك من Meta في شاشة القوالب، أو أنشئ قالبًا في WhatsApp Manager وانتظر اعتماده.
wizard-go-to-templates = الذهاب إلى القوالب
wizard-template = القالب
wizard-template-description = تظهر القوالب المعتمدة فقط.
wizard-template-description-others = تظهر القوالب المعتمدة فقط ({ $others ->
        [one] قالب آخر غير معتمد أو متوقف مؤقتًا
        [two] قالبان آخران غير معتمدين أو متوقفان مؤقتًا
        [few] { $others } قوالب أخرى غير معتمدة أو متوقفة مؤقتًا
       *[other] { $others } قالبًا آخر غير معتمد أو متوقف مؤقتًا
    }؛ راجع القوالب).
wizard-template-reading = جارٍ قراءة القوالب…
wizard-template-search = اكتب للبحث
wizard-template-none-found = لا يوجد قالب معتمد بهذا الاسم
wizard-category-marketing = تسويق
wizard-category-utility = خدمات
wizard-category-authentication = مصادقة
wizard-category-unknown = الفئة غير معروفة
wizard-marketing-note = لا يُرسل قالب التسويق إلى جهات الاتصال التي أوقفت رسائل التسويق.
wizard-no-variables = لا يحتوي هذا القالب على متغيرات: يتلقى كل عميل الرسالة نفسها.
wizard-template-needs = يحتاج إلى { $values ->
        [one] قيمة واحدة
        [two] قيمتين
        [few] { $values } قيم
       *[other] { $values } قيمة
    } لكل عميل (تختار مصدرها في الخطوة 3):
wizard-variable-example = مثل { $example }
wizard-kind-text = نص
wizard-kind-document = مستند PDF
wizard-kind-image = صورة
wizard-kind-video = فيديو
wizard-kind-location = موقع
wizard-kind-url-suffix = نهاية رابط
wizard-kind-otp-code = رمز لمرة واحدة
wizard-kind-coupon-code = رمز قسيمة
# Step 2: who receives it
wizard-no-contacts-title = لا توجد جهات اتصال بعد
wizard-no-contacts = تُرسل الحملة إلى قائمة من جهات الاتصال. استورد جدول عملائك إلى قائمة في شاشة جهات الاتصال أولًا، ثم عُد إلى هنا.
wizard-go-to-contacts = الذهاب إلى جهات الاتصال
wizard-lists = القوائم
wizard-lists-description = يتلقى الرسالة كل من في هذه القوائم (جهة الاتصال الموجودة في قائمتين تتلقاها مرة واحدة).
wizard-lists-reading = جارٍ قراءة القوائم…
wizard-lists-search = اكتب اسم القائمة
wizard-list-option = { $list } ({ $contacts ->
        [zero] لا جهات اتصال
        [one] جهة اتصال واحدة
        [two] جهتا اتصال
        [few] { $contacts } جهات اتصال
       *[other] { $contacts } جهة اتصال
    })
wizard-lists-none-found = لا توجد قائمة بهذا الاسم
wizard-tags = الوسوم (اختياري)
wizard-tags-description = جهات الاتصال التي تحمل أيًا من هذه الوسوم تتلقاها أيضًا.
wizard-tags-none = لا توجد وسوم بعد
wizard-tags-search = اكتب وسمًا
wizard-audience-size = { $contacts ->
        [zero] لا جهات اتصال
        [one] جهة اتصال واحدة
        [two] جهتا اتصال
        [few] { $contacts } جهات اتصال
       *[other] { $contacts } جهة اتصال
    } في { $lists ->
        [one] القائمة المختارة
        [two] القائمتين المختارتين
       *[other] القوائم المختارة
    }.
wizard-audience-size-tags = { $contacts ->
        [zero] لا جهات اتصال
        [one] جهة اتصال واحدة
        [two] جهتا اتصال
        [few] { $contacts } جهات اتصال
       *[other] { $contacts } جهة اتصال
    } في { $lists ->
        [one] القائمة المختارة
        [two] القائمتين المختارتين
       *[other] القوائم المختارة
    }، إضافة إلى من يحملون الوسوم المختارة.
wizard-audience-opted-out = { $count } منهم أوقفوا رسائل التسويق: لن يُرسل إليهم قالب التسويق هذا.
wizard-audience-exact = يُتحقق من العدد الدقيق في الخطوة 4، قبل إرسال أي شيء.
# Step 3: where each value comes from, and when to send
wizard-values-no-template = اختر قالبًا في الخطوة 1 أولًا.
wizard-values-intro = لكل قيمة، اختر عمودًا من قائمتك المستوردة (يحصل كل عميل على قيمته) أو نصًا ثابتًا (يحصل الجميع على النص نفسه).
wizard-values-errors-title = قبل أن يمكن إنشاء الحملة
wizard-source-pdf = ملف PDF لكل عميل
wizard-source-column = عمود
wizard-source-text = نص ثابت
wizard-variable-example-value = مثال: { $example }
wizard-variable-max-chars = { $count ->
        [one] حرف واحد على الأكثر
        [two] حرفان على الأكثر
        [few] { $count } أحرف على الأكثر
       *[other] { $count } حرفًا على الأكثر
    }
wizard-variable-source = من أين تأتي { $variable }
wizard-fixed-text = النص نفسه لكل عميل
wizard-fixed-text-label = { $variable }: نص ثابت
wizard-column = العمود
wizard-column-media-description = عمود يحتوي على رابط الملف (https://…) أو معرّف الوسائط في Meta.
wizard-column-placeholder = اكتب عمودًا أو اختره، مثل Invoice
wizard-column-sample = قيمة العميل الأول: { $value }
wizard-column-description = عمود من جدولك المستورد، كما يظهر عنوانه.
wizard-columns-every-contact = لدى كل جهة اتصال
wizard-columns-imported = أعمدة ما استوردته
wizard-pdf-folder = مجلد ملفات PDF
wizard-pdf-folder-description = ملف PDF لكل عميل، يحمل اسم قيمة أحد الأعمدة (INV-0042 أو INV-0042.pdf). لا يقرأ Pacer إلا المجلد الذي تختاره.
wizard-pdf-no-folder = لم يُختر مجلد بعد: اضغط "اختيار…" لاختيار المجلد الذي يحتوي على ملفات PDF للفواتير.
wizard-pdf-choose = اختيار…
wizard-pdf-choose-failed = لم تُفتح نافذة المجلدات
wizard-pdf-sample = استخدام الفواتير النموذجية
wizard-pdf-sample-note = تجريبي: ملف PDF لكل عميل نموذجي، يحمل اسم قيمة العمود Invoice.
wizard-pdf-column = العمود الذي يحمل اسم ملف كل عميل
wizard-pdf-column-description = مثلًا Invoice: العميل الذي قيمة Invoice لديه INV-0042 يتلقى INV-0042.pdf.
wizard-schedule = الإرسال لاحقًا، في وقت محدد
wizard-schedule-at = التاريخ والوقت
wizard-schedule-at-description = السنة-الشهر-اليوم الساعة:الدقيقة
wizard-time-zone = المنطقة الزمنية
wizard-time-zone-description = المكان الذي يتبعه هذا الوقت (منطقة حاسوبك ما لم تغيّرها)
wizard-schedule-note = الإنشاء يجدولها: يطلقها Pacer بنفسه في ذلك الوقت (أو حالما يعمل Pacer من جديد)، فيرسل إلى كل من هو جاهز ويتخطى العملاء الذين لديهم مشكلة. حتى ذلك الحين يمكنك إيقافها مؤقتًا أو إلغاؤها من القائمة.
# Step 4: the check and the preview
wizard-check-title = التحقق من كل عميل
wizard-check-again = تحقق مرة أخرى
wizard-checking = جارٍ التحقق من كل عميل: القيم، ملفات PDF، الحد اليومي…
wizard-check-failed = لم يكتمل التحقق
wizard-check-ready = { $ready } من { $audience ->
        [one] عميل واحد
        [two] عميلين
        [few] { $audience } عملاء
       *[other] { $audience } عميل
    } جاهزون للإرسال
wizard-problems = { $count ->
        [one] عميل واحد لا يمكن الإرسال إليه
        [two] عميلان لا يمكن الإرسال إليهما
        [few] { $count } عملاء لا يمكن الإرسال إليهم
        [many] { $count } عميلًا لا يمكن الإرسال إليهم
       *[other] { $count } عميل لا يمكن الإرسال إليهم
    } بالحملة كما هي الآن
wizard-problems-first = { $count ->
        [one] عميل واحد لا يمكن الإرسال إليه
        [two] عميلان لا يمكن الإرسال إليهما
        [few] { $count } عملاء لا يمكن الإرسال إليهم
        [many] { $count } عميلًا لا يمكن الإرسال إليهم
       *[other] { $count } عميل لا يمكن الإرسال إليهم
    } بالحملة كما هي الآن (تظهر أول { $listed } مشكلة)
wizard-problems-help = أصلحها (العمود في جدولك، ملف PDF ناقص في المجلد)، ثم استورد من جديد واضغط "تحقق مرة أخرى" — أو أطلق الحملة على أي حال وسيتم تخطيهم.
wizard-problems-number = الرقم
wizard-problems-name = الاسم
wizard-problems-what = ماذا
wizard-problems-problem = المشكلة
wizard-preview-title = ما سيصل إلى العميل
wizard-preview-phone = رقم العميل
wizard-preview-phone-description = إذا تُرك فارغًا: أول عميل من المستلمين.
wizard-preview-show = عرض
wizard-preview-to = إلى { $phone }
wizard-preview-to-named = إلى { $phone } ({ $name })
wizard-preview-pdf = PDF: { $file }
wizard-preview-problems = لا يمكن الإرسال إلى هذا العميل كما هي الحملة الآن
wizard-preview-no-media = { $format ->
        [document] لا يوجد مستند لهذا العميل
        [image] لا توجد صورة لهذا العميل
        [video] لا يوجد فيديو لهذا العميل
        [location] لا يوجد موقع لهذا العميل
       *[other] لا يوجد ملف لهذا العميل
    }
wizard-test-title = أرسل تجربة إلى نفسك
wizard-test-phone = رقمك
wizard-test-phone-description = يتلقى هذه الرسالة بقيم أول عميل جاهز، فورًا.
wizard-test-send = إرسال تجربة
wizard-test-queued = رسالة التجربة إلى { $phone } في الانتظار (معرّف الرسالة { $id }). تُرسل فورًا قبل الحملات؛ وتُظهر الشاشة الرئيسية متى وصلت.
# Step 5: the launch (or the schedule)
wizard-launch-nobody = لا أحد جاهز للإرسال إليه
wizard-launch-all = إطلاق: إرسال إلى { $ready ->
        [one] عميل واحد
        [two] عميلين
        [few] { $ready } عملاء
        [many] { $ready } عميلًا
       *[other] { $ready } عميل
    }
wizard-schedule-all = جدولة: إرسال إلى { $ready ->
        [one] عميل واحد
        [two] عميلين
        [few] { $ready } عملاء
        [many] { $ready } عميلًا
       *[other] { $ready } عميل
    }
wizard-launch-blocked = { $problems ->
        [one] لدى عميل واحد مشكلات
        [two] لدى عميلين مشكلات
        [few] لدى { $problems } عملاء مشكلات
        [many] لدى { $problems } عميلًا مشكلات
       *[other] لدى { $problems } عميل مشكلات
    }: أصلحها أو ضع علامة في المربع أعلاه
wizard-launch-skip = إطلاق: إرسال إلى { $ready }، وتخطي { $problems }
wizard-schedule-skip = جدولة: إرسال إلى { $ready }، وتخطي { $problems }
wizard-launch-not-checked = لم ينته التحقق بعد: ارجع خطوة واحدة وانتظره، أو اضغط "تحقق مرة أخرى".
wizard-scheduled-title = مجدولة
wizard-scheduled = يطلق Pacer هذه الحملة بنفسه في { $when } ({ $zone }).
wizard-skip-problems = أرسل إلى { $ready ->
        [one] العميل الجاهز
        [two] العميلين الجاهزين
       *[other] العملاء الجاهزين وعددهم { $ready }
    } وتخطَّ من لديهم مشكلات وعددهم { $problems }
wizard-skip-problems-description = يُذكر العملاء الذين تم تخطيهم في التقرير؛ أصلح مشكلاتهم وأرسل إليهم نسخة من هذه الحملة لاحقًا.
wizard-launch-confirm-title = إطلاق "{ $campaign }"؟
wizard-schedule-confirm-title = جدولة "{ $campaign }"؟
wizard-launch-audience = { $count ->
        [zero] لا جهات اتصال
        [one] جهة اتصال واحدة
        [two] جهتا اتصال
        [few] { $count } جهات اتصال
       *[other] { $count } جهة اتصال
    } ضمن المستلمين
wizard-launch-ready = { $count } جاهزون: سيتلقون الرسالة
wizard-launch-problems = { $count } لديهم مشكلة: سيتم تخطيهم (يذكرهم التقرير)
wizard-launch-opted-out = { $count } أوقفوا رسائل التسويق: لن يُرسل إليهم
wizard-launch-scheduled-note = تنطلق بنفسها في { $when } ({ $zone }). حتى ذلك الحين يمكنك إيقافها مؤقتًا أو إلغاؤها من القائمة.
wizard-launch-now-note = تبدأ الرسائل بالخروج فورًا. يمكنك إيقاف الحملة مؤقتًا أو إلغاؤها من القائمة في أي وقت؛ لا يُرسل شيء مرتين.
wizard-go-back = رجوع
wizard-keep-scheduled = إبقاؤها مجدولة
wizard-launch-now = إطلاق الآن

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
