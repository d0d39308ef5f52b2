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

templates-title = القوالب
templates-counts-loading = جارٍ قراءة القوالب…
templates-counts = { $templates ->
        [zero] لا توجد قوالب
        [one] قالب واحد
        [two] قالبان
        [few] { $templates } قوالب
        [many] { $templates } قالبًا
       *[other] { $templates } قالب
    }، يمكن استخدام { $usable } منها
templates-sync-button = مزامنة مع Meta
templates-synced-at = تمت المزامنة في { $time }
templates-sync-failed = لم تتم مزامنة القوالب
templates-load-failed = تعذّر على Pacer عرض القوالب
templates-loading = جارٍ قراءة القوالب
templates-empty-title = لا توجد قوالب بعد
templates-empty-demo = لا توجد قوالب بعد: اضغط «مزامنة مع Meta» لقراءة القوالب النموذجية في الحساب التجريبي.
templates-empty-live = لا توجد قوالب بعد: اضغط «مزامنة مع Meta» لقراءة قوالب حسابك في WhatsApp Business. تُنشأ القوالب الجديدة وتُعتمد في WhatsApp Manager لدى Meta؛ زامِن مرة أخرى بعد أن توافق عليها Meta.
templates-search-placeholder = ابحث بالاسم أو اللغة
templates-search-label = البحث في القوالب
templates-show-label = أي القوالب
templates-show-all = الكل ({ $count })
templates-show-usable = قابلة للاستخدام ({ $count })
templates-show-unusable = غير قابلة ({ $count })
templates-no-match = لا يوجد قالب مطابق. امسح البحث.
templates-choose = اختر قالبًا من القائمة على اليمين لتراه كما سيراه عملاؤك.

templates-status-approved = معتمد
templates-status-pending = بانتظار Meta
templates-status-in-appeal = قيد الاستئناف
templates-status-rejected = مرفوض
templates-status-paused = متوقف مؤقتًا
templates-status-disabled = معطّل
templates-status-deleted = محذوف
templates-status-pending-deletion = قيد الحذف

templates-category-marketing = تسويق
templates-category-utility = خدمات
templates-category-authentication = مصادقة
templates-category-unknown = الفئة غير معروفة بعد
templates-category-help-marketing = عروض وأخبار. لا تُرسل إلى العملاء الذين أوقفوا رسائل التسويق، وقد تحجب Meta بعضها.
templates-category-help-utility = فواتير وتذكيرات وتحديثات عن شيء لدى العميل بالفعل.
templates-category-help-authentication = رموز تُستخدم مرة واحدة لتسجيل الدخول.
templates-category-help-unknown = لم تحدد Meta بعد نوع هذه الرسالة. زامِن مع Meta لمعرفة ذلك.

templates-unusable-approved = كل ما علمه Pacer من Meta أن هذا القالب معتمد، لكنه لا يعرف نصه بعد. اضغط «مزامنة مع Meta» لقراءته.
templates-unusable-pending = ما زالت Meta تراجع هذا القالب، عادةً لبضع دقائق وبحد أقصى 24 ساعة. اضغط «مزامنة مع Meta» لاحقًا لترى إن كان قد اعتُمد.
templates-unusable-in-appeal = طلبتَ من Meta إعادة النظر في رفضه. انتظر رد Meta، ثم اضغط «مزامنة مع Meta».
templates-unusable-rejected = رفضت Meta هذا القالب، فلا يمكن إرساله. عدّله في WhatsApp Manager لدى Meta وقدّمه مرة أخرى.
templates-unusable-paused = أوقفت Meta هذا القالب مؤقتًا لأن عملاء حظروا رسائله أو أبلغوا عنها. لا يمكن إرساله حتى ترفع Meta الإيقاف (بعد 3 ساعات في المرة الأولى، و6 ساعات في الثانية)، وتحسين نصه في WhatsApp Manager يساعد.
templates-unusable-disabled = عطّلت Meta هذا القالب لأن رسائله ظلت تحصل على تقييمات منخفضة. أنشئ قالبًا جديدًا في WhatsApp Manager لدى Meta.
templates-unusable-deleted = لم تعد Meta تعرض هذا القالب: فقد حُذف في WhatsApp Manager. اختر قالبًا آخر.
templates-unusable-pending-deletion = يجري حذف هذا القالب في WhatsApp Manager لدى Meta. اختر قالبًا آخر.
templates-unusable-other = تصف Meta حالة هذا القالب بأنها «{ $status }»، لذا لا يستطيع Pacer إرساله.

templates-language = { $language } ({ $code })
templates-usable = يمكن استخدامه في الحملات
templates-meta-reason = سبب Meta: { $reason }
templates-needs-nothing = لا يحتاج إلى أي قيم: يتلقى كل عميل النص نفسه.
templates-needs = يحتاج إلى: { $values }

templates-preview-about = { $language } ({ $code }) · { $category }: { $help }
templates-cannot-use-title = لا يمكن استخدام هذا القالب الآن
templates-text-unknown = لا يعرف Pacer نص هذا القالب بعد، لذا لا يستطيع عرضه. اضغط «مزامنة مع Meta».
templates-sample-values = قيم تجريبية ({ $count ->
        [zero] لا قيم
        [one] قيمة واحدة
        [two] قيمتان
        [few] { $count } قيم
        [many] { $count } قيمة
       *[other] { $count } قيمة
    } لكل عميل)
templates-use-examples = استخدام أمثلة Meta
templates-clear-values = مسح
templates-customer-sees = ما يراه العميل
templates-preview-updating = جارٍ تحديث المعاينة
templates-preview-failed = تعذّر عرض المعاينة
templates-values-missing = بالأحمر: { $count ->
        [zero] لا توجد قيم فارغة
        [one] قيمة واحدة ما زالت فارغة
        [two] قيمتان ما زالتا فارغتين
        [few] { $count } قيم ما زالت فارغة
        [many] { $count } قيمة ما زالت فارغة
       *[other] { $count } قيمة ما زالت فارغة
    }. في الحملة، يملؤها Pacer من بيانات كل جهة اتصال، وينبّهك قبل الإطلاق إلى أي قيمة بقيت فارغة.
templates-value-placeholder-document = invoice-1042.pdf أو https://…
templates-value-placeholder-image = photo.jpg أو https://…
templates-value-placeholder-video = clip.mp4 أو https://…
templates-value-placeholder-location = 25.2048, 55.2708 | المتجر | 1 الشارع الرئيسي، دبي
templates-value-placeholder-example = مثال: { $example }
templates-value-help-media = اسم ملف أو رابط. في الحملة يتلقى كل عميل ملفه الخاص.
templates-value-help-location = خط العرض، خط الطول، ثم إن شئت | الاسم | العنوان.
templates-value-help-link-end-max = نهاية رابط الزر، حتى { $chars ->
        [one] حرف واحد
        [two] حرفين
        [few] { $chars } أحرف
        [many] { $chars } حرفًا
       *[other] { $chars } حرف
    }.
templates-value-help-link-end = نهاية رابط الزر.
templates-value-help-max = حتى { $chars ->
        [one] حرف واحد
        [two] حرفين
        [few] { $chars } أحرف
        [many] { $chars } حرفًا
       *[other] { $chars } حرف
    }.
templates-value-missing = لا توجد قيمة بعد
templates-media-missing-image = صورة: لم يُحدَّد ملف بعد
templates-media-missing-video = فيديو: لم يُحدَّد ملف بعد
templates-media-missing-location = الموقع: لم يُحدَّد بعد
templates-media-missing-document = مستند PDF: لم يُحدَّد ملف بعد

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
