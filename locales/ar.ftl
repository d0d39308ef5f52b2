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

home-title = الرئيسية
home-not-running = محرك Pacer لا يعمل، لذلك لا توجد طوابير أو معدلات لعرضها. الرسالة أعلاه تشرح السبب وما يجب فعله؛ ولا يضيع شيء مما في الانتظار.
home-waiting = في انتظار تقرير محرك Pacer…
home-all-time = كل الرسائل حتى الآن: { $totals }.
home-all-time-sent = أُرسلت: { $count }
home-all-time-delivered = وصلت: { $count }
home-all-time-read = قُرئت: { $count }
home-all-time-failed = فشلت: { $count }
home-all-time-skipped = تم تخطيها: { $count }
home-all-time-cancelled = أُلغيت: { $count }
home-all-time-expired = انتهت مهلتها: { $count }

home-circuit-ok = الإرسال يعمل بشكل طبيعي
home-circuit-stopped = الإرسال متوقف
home-circuit-reason-unknown = رفضت Meta الرسائل بطريقة تؤثر على كل رسالة، لذلك أوقف Pacer الإرسال.
home-circuit-nothing-lost = لم يضع شيء: الرسائل تنتظر في الطابور وتُرسل بمجرد استئناف الإرسال.
home-circuit-probe = سيجرّب Pacer إرسال رسالة واحدة في { $time } ليتأكد هل حُلّت المشكلة.
home-circuit-code = التفاصيل: رمز خطأ Meta { $code }
home-circuit-resume = استئناف الإرسال
home-circuit-resumed = استؤنف الإرسال. إذا كان السبب ما زال قائمًا، يتوقف Pacer مرة أخرى من تلقاء نفسه ويوضح السبب.
home-circuit-already-running = كان الإرسال قد استؤنف بالفعل.
home-circuit-resume-failed = تعذّر على Pacer استئناف الإرسال
home-resume-confirm-title = لا تستأنف إلا بعد إصلاح السبب
home-resume-confirm-button = أصلحتُ المشكلة — استأنف
home-resume-confirm-body = توقف Pacer بسبب: { $reason } إذا لم يُصلَح السبب، فستواجهه الرسائل التالية أيضًا ويتوقف Pacer مرة أخرى موضحًا السبب.
home-resume-confirm-body-unknown = توقف Pacer بسبب: رفضت Meta الرسائل. إذا لم يُصلَح السبب، فستواجهه الرسائل التالية أيضًا ويتوقف Pacer مرة أخرى موضحًا السبب.

home-lasting-under-minute = أقل من دقيقة
home-lasting-minutes = { $minutes } د
home-lasting-hours = { $hours } س
home-lasting-hours-minutes = { $hours } س { $minutes } د
home-connection-title = لا اتصال بـ WhatsApp منذ { $time } ({ $lasting })
home-connection-none-waiting = لا توجد رسائل في الانتظار؛ الرسائل الجديدة تنتظر وتُرسل فور عودة الاتصال.
home-connection-waiting = { $count ->
        [zero] لا توجد رسائل في الانتظار؛ لا يضيع شيء ولا يفشل شيء بسبب ذلك.
        [one] رسالة واحدة تنتظر وتُرسل فور عودة الاتصال؛ لا يضيع شيء ولا يفشل شيء بسبب ذلك.
        [two] رسالتان تنتظران وتُرسلان فور عودة الاتصال؛ لا يضيع شيء ولا يفشل شيء بسبب ذلك.
        [few] { $count } رسائل تنتظر وتُرسل فور عودة الاتصال؛ لا يضيع شيء ولا يفشل شيء بسبب ذلك.
       *[other] { $count } رسالة تنتظر وتُرسل فور عودة الاتصال؛ لا يضيع شيء ولا يفشل شيء بسبب ذلك.
    }
home-connection-next-try = سيعيد Pacer المحاولة من تلقاء نفسه في { $time }، ثم يرسل بالوتيرة المعتادة.

home-fatal-title = توقف Pacer: أعد تشغيله
home-recovered-title = تعافى Pacer من خطأ داخلي

home-paused-title = متوقفة مؤقتًا ({ $count })
home-paused-explain = باقي الرسائل مستمرة. استأنف الحملة من شاشة الحملات بعد إصلاح السبب؛ أما الحملة التي توقفت لأن Meta أوقفت قالبها فتُستأنف من تلقاء نفسها عندما توافق Meta على القالب من جديد.
home-paused-batch = الدفعة { $batch }

home-queues-title = في انتظار الإرسال
home-queue-express = رموز OTP والتنبيهات في الانتظار
home-queue-bulk = رسائل الحملات في الانتظار
home-queue-in-flight = { $count } في طريقها إلى Meta الآن
home-queue-deferred = في انتظار وقت لاحق
home-queue-deferred-hint = تنظيم الوتيرة لكل عميل، أو الحد اليومي، أو إعادة المحاولة
home-queue-paused = متوقفة مؤقتًا
home-queue-paused-hint = حملتها متوقفة مؤقتًا
home-queue-in-doubt = غير مؤكدة
home-queue-in-doubt-hint = في انتظار تأكيد Meta — لا تُرسل مرتين أبدًا
home-latency-none = لم تُرسل أي رموز OTP منذ بدء تشغيل Pacer.
home-latency = تخرج رموز OTP خلال { $p50 } (p99 { $p99 }).
home-ms-under-one = أقل من 1 ms
home-ms = { $ms } ms

home-rate-title = معدل الإرسال
home-rate-unit-no-limit = رسالة/ث (بلا حد)
home-rate-unit = رسالة/ث من أصل { $limit } مسموح بها
home-rate-average = متوسط آخر 10 ثوانٍ.
home-rate-aim = يستهدف Pacer حاليًا { $rate }/ث.
home-rate-inbound = العملاء يراسلونك: حتى { $rate } رسالة/ث. تحسبها Meta ضمن الحد نفسه، لذلك يترك لها Pacer مجالًا.
home-throttled = طلبت Meta من Pacer أن يبطئ، ففعل ذلك من تلقاء نفسه. لم يضع شيء: تُرسل الرسائل بالمعدل الذي تقبله Meta.
home-rate-chart = الرسائل المرسلة في الثانية خلال آخر 5 دقائق
home-rate-chart-limit = الحد { $limit }/ث

home-sending-title = يُرسل الآن
home-sending-empty = لا شيء يُرسل الآن. أطلق حملة من شاشة الحملات، أو أرسل رموز OTP عبر API المحلية (تعرض الإعدادات عنوانها ومفتاحها).
home-sending-empty-desk = لا شيء يُرسل الآن. أطلق حملة من شاشة الحملات.
home-desk-stale = لا يمكن الوصول إلى Pacer المكتب: هذه أرقامه من الساعة { $time }. ستتحدث من تلقاء نفسها عندما يمكن الوصول إليه مجددًا.
home-campaign-open = فتح
home-campaign-state-draft = مسودة
home-campaign-state-scheduled = مجدولة
home-campaign-state-launching = قيد الإطلاق
home-campaign-state-running = قيد الإرسال
home-campaign-state-paused = متوقفة مؤقتًا
home-campaign-state-cancelled = ملغاة
home-campaign-state-done = انتهت
home-campaign-preparing-label = { $name }: قيد التحضير
home-campaign-preparing = التحضير: { $queued } من { $recipients } رسالة في الطابور
home-campaign-preparing-pdfs = التحضير: { $queued } من { $recipients } رسالة في الطابور، ورُفع { $done } من { $pdfs } ملف PDF
home-campaign-progress-label = { $name }: أُرسلت { $sent } من { $total }
home-campaign-progress = أُرسلت { $sent } من { $total } ({ $percent })
home-campaign-paused = متوقفة مؤقتًا: { $reason }

home-tier-title = الحد اليومي للعملاء
home-tier-no-limit = { $used ->
        [zero] لا عملاء
        [one] عميل واحد
        [two] عميلان
        [few] { $used } عملاء
        [many] { $used } عميلًا
       *[other] { $used } عميل
    } اليوم — بلا حد يومي
home-tier-used = العملاء اليوم: { $used } من { $limit }
home-tier-explain = تحسب Meta كل عميل تبدأ حملاتك محادثة معه خلال آخر 24 ساعة.
home-tier-waiting = { $count ->
        [one] رسالة واحدة تنتظر حد الغد.
        [two] رسالتان تنتظران حد الغد.
        [few] { $count } رسائل تنتظر حد الغد.
       *[other] { $count } رسالة تنتظر حد الغد.
    } وسيرسلها Pacer من تلقاء نفسه.

common-cancel = تراجع
common-details = التفاصيل: { $details }
common-error-title = لم ينجح ذلك
common-done-title = تم
common-error-text = { $message } (التفاصيل: { $details })
common-error-notification =
    { $message }
    (التفاصيل: { $details })
common-campaigns-read-failed = تعذّر على Pacer قراءة الحملات

common-campaign-state-draft = مسودة
common-campaign-state-scheduled = مجدولة
common-campaign-state-launching = قيد الإطلاق
common-campaign-state-running = قيد الإرسال
common-campaign-state-paused = متوقفة مؤقتًا
common-campaign-state-cancelled = ملغاة
common-campaign-state-done = أُرسلت كلها
common-progress-read = قُرئت
common-progress-delivered = وصلت، لم تُقرأ بعد
common-progress-sent = أُرسلت، في انتظار الوصول
common-progress-failed = فشلت
common-progress-skipped = تم تخطيها أو أُلغيت
common-progress-expired = انتهت مهلتها: لم تُرسل في الوقت

common-tunnel-title = تحديثات التسليم
common-tunnel-badge-demo = تجريبي
common-tunnel-badge-off = متوقف
common-tunnel-badge-up = يعمل
common-tunnel-badge-fixed = عنوان ثابت
common-tunnel-badge-starting = قيد التشغيل
common-tunnel-badge-down = معطّل
common-tunnel-restarts = { $count ->
        [one] أُعيد تشغيله مرة واحدة
        [two] أُعيد تشغيله مرتين
        [few] أُعيد تشغيله { $count } مرات
       *[other] أُعيد تشغيله { $count } مرة
    }
common-tunnel-demo = تأتي تحديثات التسليم من Meta المحاكاة: لا حاجة إلى نفق في النسخة التجريبية.
common-tunnel-off = تحديثات التسليم متوقفة: الرسائل تُرسل، لكن Meta لا تستطيع إخبار Pacer بما وصل منها أو قُرئ. شغّل نفقًا من الإعدادات ← تحديثات التسليم.
common-tunnel-up = تستطيع Meta الوصول إلى Pacer على { $url }.
common-tunnel-up-no-address = تستطيع Meta الوصول إلى Pacer على عنوان النفق.
common-tunnel-fixed = ترسل Meta تحديثات التسليم إلى عنوانك الخاص { $url }.
common-tunnel-starting = النفق ({ $provider }) قيد التشغيل؛ تصل تحديثات التسليم بمجرد أن يعمل.
common-tunnel-down = لا يستطيع Pacer استقبال تحديثات التسليم الآن (توقف النفق). الرسائل ما زالت تُرسل، وستُحدَّث حالة تسليمها عند عودة النفق.
common-tunnel-retry = سيعيد Pacer المحاولة في { $time }.
common-tunnel-asks-again = سيسأل Pacer مجددًا في { $time }.
common-webhooks-none = لم يصل أي تحديث تسليم بعد: تصل التحديثات بعد إرسال الرسائل.
common-webhooks-seconds-ago = آخر تحديث تسليم قبل { $seconds } ث.
common-webhooks-minutes-ago = آخر تحديث تسليم قبل { $minutes } د.
common-webhooks-at = آخر تحديث تسليم في { $time }.
common-webhooks-waiting = { $count } في انتظار التطبيق.

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

contacts-title = جهات الاتصال
contacts-counting = جارٍ عدّ جهات الاتصال…
contacts-import-button = استيراد جهات الاتصال
contacts-load-error = تعذّر على Pacer عرض جهات الاتصال
contacts-page-error = تعذّر على Pacer قراءة جهات الاتصال هذه
contacts-tab-contacts = جهات الاتصال
contacts-tab-lists = القوائم ({ $lists })
contacts-tab-imports = عمليات الاستيراد ({ $imports })
contacts-loading = جارٍ تحميل جهات الاتصال…
contacts-showing = يُعرض { $shown } من أصل { $total ->
        [zero] { $total } جهة اتصال
        [one] جهة اتصال واحدة
        [two] جهتَي اتصال
        [few] { $total } جهات اتصال
       *[other] { $total } جهة اتصال
    }
contacts-no-match = لا توجد جهات اتصال تطابق عوامل التصفية هذه.
contacts-no-match-search = لا توجد جهات اتصال تطابق “{ $search }” مع عوامل التصفية هذه.
contacts-clear-search = مسح البحث وعوامل التصفية
contacts-empty-title = لا توجد جهات اتصال بعد
contacts-empty-description = استورد ملف CSV أو Excel صدّرته من نظام الفواتير، أو قائمة مكتوبة يدويًا. يجد Pacer أرقام الهواتف ويصحّح ما يستطيع، ويعرض كل صف لا يمكنه استخدامه قبل أن يحفظ أي شيء.
contacts-empty-sample = جرّب قائمة العملاء النموذجية

contacts-search-label = بحث
contacts-search-placeholder = الاسم أو الرقم
contacts-list-label = القائمة
contacts-list-placeholder = كل القوائم
contacts-list-option = { $list } ({ $contacts })
contacts-tag-label = الوسم
contacts-tag-placeholder = أي وسم
contacts-tag-placeholder-none = لا توجد وسوم بعد
contacts-reach-label = التسويق
contacts-reach-all = الكل
contacts-reach-reachable = تصلهم رسائل التسويق
contacts-reach-opted-out = أوقفوا التسويق
contacts-clear-filters = مسح عوامل التصفية

contacts-table-label = جهات الاتصال
contacts-table-loading = جارٍ التحميل…
contacts-column-name = الاسم
contacts-column-phone = الهاتف
contacts-column-tags = الوسوم
contacts-column-marketing = التسويق
contacts-column-more = تفاصيل أخرى
contacts-no-name = بلا اسم
contacts-edit-tags = تعديل الوسوم
contacts-edit-tags-of = تعديل وسوم { $contact }
contacts-opted-out = أوقف رسائل التسويق
contacts-opted-out-help = أوقف هذا العميل رسائل التسويق من نشاطك التجاري. لن يرسل إليه Pacer رسائل تسويقية، أما الفواتير والرسائل الخدمية الأخرى فتستمر في الوصول.
contacts-reachable = تصله رسائل التسويق
contacts-more-details = +{ $count } أخرى

contacts-lists-empty = لا توجد قوائم بعد. كل استيراد يضع جهات الاتصال في قائمة: استورد ملفًا لإنشاء أول قائمة.
contacts-lists-column-list = القائمة
contacts-lists-column-contacts = جهات الاتصال
contacts-lists-column-opted-out = أوقفوا رسائل التسويق
contacts-lists-column-reachable = تصلهم رسائل التسويق
contacts-imports-empty = لا توجد عمليات استيراد بعد. كل استيراد تقوم به يظهر هنا مع ما نتج عنه.
contacts-imports-column-when = متى
contacts-imports-column-file = الملف
contacts-imports-column-list = القائمة
contacts-imports-column-result = ما حدث

contacts-tags-title = وسوم { $contact }
contacts-tags-title-none = الوسوم
contacts-tags-help = تجمع الوسوم جهات الاتصال من قوائم مختلفة، مثل “VIP” أو “متأخر في الدفع”. يمكن إرسال حملة إلى كل من يحمل وسمًا معيّنًا.
contacts-tags-label = الوسوم
contacts-tags-placeholder = اكتب وسمًا واضغط Enter
contacts-tags-not-saved = لم تُحفظ الوسوم
contacts-tags-cancel = إلغاء
contacts-tags-save = حفظ الوسوم
contacts-tags-saved-title = تم
contacts-tags-saved = وسوم { $contact } الآن: { $tags }.
contacts-tags-saved-none = لم يعد لدى { $contact } أي وسوم.

# (end of Contacts)

## Import: the import wizard (Contacts → Import)

import-title = استيراد جهات الاتصال
import-default-list = العملاء
import-step-file = اختر الملف
import-step-file-description = الملف والقائمة والدولة
import-step-check = التحقق
import-found = ما وجده Pacer
import-step-import = الاستيراد
import-step-import-description = حفظ جهات الاتصال
import-missing-title = هناك شيء ناقص
import-missing-file = اختر أولًا ملفًا لاستيراده: اضغط «اختيار…».
import-missing-list = اكتب اسمًا للقائمة، مثل: العملاء.
import-missing-country = اكتب رمز الدولة المكوّن من حرفين التي تنتمي إليها معظم الأرقام، مثل SA.
import-read-failed-title = تعذّر على Pacer قراءة الملف
import-failed-title = لم يتم استيراد جهات الاتصال
import-progress-title = { $contacts ->
        [zero] جارٍ استيراد { $contacts } جهة اتصال إلى «{ $list }»…
        [one] جارٍ استيراد جهة اتصال واحدة إلى «{ $list }»…
        [two] جارٍ استيراد جهتي اتصال إلى «{ $list }»…
        [few] جارٍ استيراد { $contacts } جهات اتصال إلى «{ $list }»…
        [many] جارٍ استيراد { $contacts } جهة اتصال إلى «{ $list }»…
       *[other] جارٍ استيراد { $contacts } جهة اتصال إلى «{ $list }»…
    }
import-progress-label = جارٍ استيراد جهات الاتصال
import-progress-count = حُفظ { $saved } من { $total } ({ $percent }٪)
import-progress-note = الملفات الكبيرة تستغرق حتى دقيقة. أبقِ النافذة مفتوحة؛ لن يُرسل شيء إلى أحد.
import-cancel = إلغاء
import-check-button = تحقّق من الملف
import-back = رجوع
import-run-button = { $contacts ->
        [zero] استيراد { $contacts } جهة اتصال إلى «{ $list }»
        [one] استيراد جهة اتصال واحدة إلى «{ $list }»
        [two] استيراد جهتي اتصال إلى «{ $list }»
        [few] استيراد { $contacts } جهات اتصال إلى «{ $list }»
        [many] استيراد { $contacts } جهة اتصال إلى «{ $list }»
       *[other] استيراد { $contacts } جهة اتصال إلى «{ $list }»
    }
import-another = استيراد ملف آخر
import-done = تم

# Step 1: the file, the list, the country
import-picker-failed-title = لم تُفتح نافذة اختيار الملف
import-file-intro = استورد ملف CSV أو Excel صدّرته من نظام الفواتير أو كتبته بنفسك. يجد Pacer عمود أرقام الهاتف بنفسه ويعرض ما وجده قبل حفظ أي شيء.
import-no-file = لم تختر ملفًا بعد: اضغط «اختيار…» لاختيار ملف CSV أو Excel.
import-choose = اختيار…
import-use-sample = استخدم قائمة العملاء النموذجية
import-sample-note = عرض تجريبي: قائمة مختلَقة فيها بعض الأرقام غير المرتبة، لترى كيف يتعامل Pacer معها.
import-list-label = القائمة
import-list-exists = القائمة «{ $list }» موجودة من قبل: ستُضاف جهات الاتصال هذه إليها.
import-list-new = تدخل جهات الاتصال هذه القائمة (وتُنشأ قائمة جديدة عند الحاجة).
import-country-label = دولة الأرقام المكتوبة بدون رمز دولة
import-country-read-as = الأرقام المكتوبة بدون + أو 00 تُقرأ على أنها أرقام من { $country }.
import-country-hint = اكتب رمز دولتك المكوّن من حرفين، مثل SA أو AE.
import-country-placeholder = SA
import-country-unknown = هذا ليس رمز دولة يعرفه Pacer.
import-tags-label = الوسوم (اختياري)
import-tags-description = تُعطى لكل جهة اتصال في هذا الملف، مثل «عملاء 2026». اضغط Enter بعد كل وسم.

# Step 2: what Pacer found
import-nothing-saved-yet = لم يُحفظ شيء بعد
import-no-contacts = لا يوجد صف فيه رقم يستطيع Pacer استخدامه. تأكد من أن عمود الهاتف أدناه صحيح، أو اختر العمود الذي فيه الأرقام.
import-columns = الأعمدة
import-columns-help = إذا اختار Pacer العمود الخطأ، فاختر العمود الصحيح واضغط «تحقّق مرة أخرى».
import-phone-column = عمود الهاتف
import-name-column = عمود الاسم
import-column-guess = اختيار Pacer: { $column }
import-column-none = لم يجد Pacer أي عمود
import-recheck = تحقّق مرة أخرى
import-recheck-hint = اضغط «تحقّق مرة أخرى» لترى نتيجة هذه الأعمدة قبل الاستيراد.
import-rows-to-look = صفوف تحتاج إلى مراجعة
import-findings-file = الملف
import-findings-file-value = { $file }: { $description }
import-format-csv = ملف نصي CSV
import-format-xlsx = مصنف Excel (.xlsx)
import-format-xls = مصنف Excel قديم (.xls)
import-format-ods = جدول بيانات OpenDocument (.ods)
import-file-encoding = النص بترميز { $encoding }
import-file-sheet = الورقة «{ $sheet }»
import-separated-commas = القيم مفصولة بفواصل
import-separated-semicolons = القيم مفصولة بفواصل منقوطة
import-separated-tabs = القيم مفصولة بمسافات جدولة (Tab)
import-separated-bars = القيم مفصولة بخطوط عمودية (|)
import-separated-spaces = القيم مفصولة بمسافات
import-separated-other = القيم مفصولة بـ«{ $delimiter }»
import-findings-header = صف العناوين
import-findings-header-row = الصف { $row } فيه أسماء الأعمدة
import-findings-header-none = لا يوجد: الأعمدة تُسمّى عمود 1، عمود 2…
import-findings-phone = أرقام الهاتف
import-findings-phone-header = العمود «{ $column }»، لأن عنوانه «{ $column }» يدل على أنه يحوي أرقام هاتف
import-findings-phone-content = العمود «{ $column }»، لأن خلاياه تبدو أرقام هاتف (لم يذكر ذلك أي عنوان)
import-findings-phone-override = العمود «{ $column }»، لأنك اخترته
import-findings-names = الأسماء
import-findings-names-none = لم يُعثر على عمود للأسماء: ستكون جهات الاتصال بلا اسم
import-findings-other = أعمدة أخرى محفوظة
import-findings-other-kept = { $columns }: تُحفظ مع كل جهة اتصال لاستخدامها في القوالب
import-findings-none = لا يوجد
import-findings-country = الأرقام بدون رمز دولة
import-findings-country-value = تُقرأ على أنها أرقام من { $country }

# What each row of the file became
import-stat-rows = الصفوف المقروءة
import-stat-rows-help = تحت صف العناوين، ومنها الصفوف الفارغة
import-stat-contacts = جهات الاتصال
import-stat-contacts-help = أرقام مختلفة يمكن استخدامها
import-stat-duplicates = الرقم نفسه مرتين
import-stat-duplicates-help = دُمجت في أول صف فيه الرقم نفسه
import-stat-invalid = أرقام غير صالحة
import-stat-invalid-help = استُبعدت: انظر السبب أدناه
import-stat-empty = صفوف فارغة
import-stat-empty-help = لا شيء فيها: تم تخطيها

# The rows that did not become a contact of their own
import-no-problems = كل رقم في الملف يمكن استخدامه، ولا يتكرر أي رقم.
import-tab-invalid = أرقام غير صالحة ({ $count })
import-tab-duplicates = الرقم نفسه مرتين ({ $count })
import-listed-only-save = يُعرض أول { $listed } من { $total }. احفظ الصفوف التي تحتاج إلى تصحيح أدناه لتحصل عليها كلها.
import-listed-only-later = يُعرض أول { $listed } من { $total }. بعد الاستيراد يمكن حفظها كلها في جدول بيانات.
import-invalid-intro = { $rows ->
        [zero] لا يوجد صف فيه رقم لا يستطيع Pacer استخدامه.
        [one] صف واحد فيه رقم لا يستطيع Pacer استخدامه، لذلك استُبعد.
        [two] صفان فيهما رقم لا يستطيع Pacer استخدامه، لذلك استُبعدا.
        [few] { $rows } صفوف فيها أرقام لا يستطيع Pacer استخدامها، لذلك استُبعدت.
        [many] { $rows } صفًا فيها أرقام لا يستطيع Pacer استخدامها، لذلك استُبعدت.
       *[other] { $rows } صف فيها أرقام لا يستطيع Pacer استخدامها، لذلك استُبعدت.
    } صحّحها في ملفك واستورده مرة أخرى: جهات الاتصال الموجودة في Pacer تُحدَّث ولا تتكرر أبدًا.
import-duplicates-intro = { $rows ->
        [zero] لا يوجد صف يكرر
        [one] صف واحد يكرر
        [two] صفان يكرران
        [few] { $rows } صفوف تكرر
        [many] { $rows } صفًا تكرر
       *[other] { $rows } صف تكرر
    } رقمًا ظهر في وقت سابق في الملف. كل منها يُدمج في أول صف فيه الرقم نفسه: جهة اتصال واحدة، وحيث يملأ الصفان العمود نفسه تُحفظ قيمة الصف اللاحق. لا يُرسل شيء مرتين.
import-column-row = الصف
import-column-value = الرقم في الملف
import-column-empty = (فارغ)
import-column-name = الاسم
import-column-reason = لماذا لا يمكن استخدامه
import-column-merged-into = الرقم نفسه في الصف
import-column-number = الرقم
import-duplicate-in-file = في الملف: { $value }
import-reason-counted = { $reason }:
import-reason-empty = { $count ->
        [zero] { $count } فارغ
        [one] رقم واحد فارغ
        [two] رقمان فارغان
        [few] { $count } أرقام فارغة
        [many] { $count } رقمًا فارغًا
       *[other] { $count } رقم فارغ
    }
import-reason-not-a-number = { $count ->
        [zero] { $count } ليس رقم هاتف
        [one] واحد ليس رقم هاتف
        [two] اثنان ليسا رقمي هاتف
        [few] { $count } ليست أرقام هاتف
        [many] { $count } ليست أرقام هاتف
       *[other] { $count } ليست أرقام هاتف
    }
import-reason-several-numbers = { $count ->
        [zero] { $count } خلية فيها أكثر من رقم
        [one] خلية واحدة فيها أكثر من رقم
        [two] خليتان فيهما أكثر من رقم
        [few] { $count } خلايا فيها أكثر من رقم
        [many] { $count } خلية فيها أكثر من رقم
       *[other] { $count } خلية فيها أكثر من رقم
    }
import-reason-shortened-by-excel = { $count ->
        [zero] { $count } رقم قصّره Excel
        [one] رقم واحد قصّره Excel
        [two] رقمان قصّرهما Excel
        [few] { $count } أرقام قصّرها Excel
        [many] { $count } رقمًا قصّرها Excel
       *[other] { $count } رقم قصّرها Excel
    }
import-reason-too-short = { $count ->
        [zero] { $count } رقم ينقصه خانة
        [one] رقم واحد ينقصه خانة
        [two] رقمان تنقصهما خانة
        [few] { $count } أرقام تنقصها خانة
        [many] { $count } رقمًا تنقصها خانة
       *[other] { $count } رقم تنقصها خانة
    }
import-reason-too-long = { $count ->
        [zero] { $count } رقم فيه خانة زائدة
        [one] رقم واحد فيه خانة زائدة
        [two] رقمان فيهما خانة زائدة
        [few] { $count } أرقام فيها خانة زائدة
        [many] { $count } رقمًا فيها خانة زائدة
       *[other] { $count } رقم فيها خانة زائدة
    }
import-reason-unknown-country-code = { $count ->
        [zero] { $count } رقم برمز دولة غير معروف
        [one] رقم واحد برمز دولة غير معروف
        [two] رقمان برمز دولة غير معروف
        [few] { $count } أرقام برمز دولة غير معروف
        [many] { $count } رقمًا برمز دولة غير معروف
       *[other] { $count } رقم برمز دولة غير معروف
    }
import-reason-not-valid-for = { $count ->
        [zero] { $count } رقم غير صالح في { $country }
        [one] رقم واحد غير صالح في { $country }
        [two] رقمان غير صالحين في { $country }
        [few] { $count } أرقام غير صالحة في { $country }
        [many] { $count } رقمًا غير صالح في { $country }
       *[other] { $count } رقم غير صالح في { $country }
    }
import-reason-empty-help = خلية الهاتف فارغة. أضف رقم العميل في ملفك، أو احذف هذا الصف.
import-reason-not-a-number-help = خلية الهاتف فيها نص وليس رقمًا. ضع رقم العميل في هذه الخلية.
import-reason-several-numbers-help = الخلية فيها أكثر من رقم. اترك رقمًا واحدًا في كل صف: انسخ الصف للرقم الثاني.
import-reason-shortened-by-excel-help = عرض Excel الرقم بشكل مثل 9.23E+11 فضاعت خاناته الأخيرة. اجعل تنسيق العمود «نص» في Excel، واكتب الأرقام مرة أخرى، ثم صدّر الملف من جديد.
import-reason-too-short-help = الرقم قصير جدًا: على الأرجح تنقصه خانة. تأكد منه مع العميل.
import-reason-too-long-help = الرقم طويل جدًا: فيه خانة زائدة، أو رقمان ملتصقان. تأكد منه مع العميل.
import-reason-unknown-country-code-help = يبدأ بـ + أو 00 ثم رمز دولة لا تستخدمه أي دولة. راجع الخانات الأولى.
import-reason-not-valid-for-help = لا يطابق أرقام الهاتف في { $country }. إذا كان رقم العميل من دولة أخرى، فاكتبه مع + ورمز دولته.

# Step 3: the import's report and the rows to fix
import-report-title = تم الاستيراد إلى «{ $list }»
import-saved-new = جديدة
import-saved-new-help = أرقام لم تكن لدى Pacer من قبل
import-saved-updated = محدَّثة
import-saved-updated-help = أرقام معروفة باسم أو تفاصيل جديدة
import-saved-unchanged = بلا تغيير
import-saved-unchanged-help = أرقام معروفة؛ لا جديد لها في الملف
import-saved-opted-out = أوقف رسائل التسويق
import-saved-opted-out-help = أوقفوا رسائل التسويق من قبل ويبقون كذلك؛ الفواتير تصلهم مع ذلك
import-problems-title = احفظ الصفوف التي تحتاج إلى تصحيح
import-problems-description = ملف CSV فيه كل صف به مشكلة (رقم الصف والاسم والرقم وما الخطأ) لتفتحه في Excel وتصحّحه وتستورده مرة أخرى. سيسألك Pacer أين تحفظه.
import-problems-save = { $rows ->
        [zero] حفظ { $rows } صف…
        [one] حفظ صف واحد…
        [two] حفظ صفين…
        [few] حفظ { $rows } صفوف…
        [many] حفظ { $rows } صفًا…
       *[other] حفظ { $rows } صف…
    }
import-problems-saved = حُفظت في { $path }.
import-problems-saved-note = { $rows ->
        [zero] حُفظ { $rows } صف للتصحيح في { $path }.
        [one] حُفظ صف واحد للتصحيح في { $path }.
        [two] حُفظ صفان للتصحيح في { $path }.
        [few] حُفظت { $rows } صفوف للتصحيح في { $path }.
        [many] حُفظ { $rows } صفًا للتصحيح في { $path }.
       *[other] حُفظ { $rows } صف للتصحيح في { $path }.
    }
import-problems-failed-title = لم تُحفظ الصفوف التي تحتاج إلى تصحيح

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
templates-empty-live = لا توجد قوالب بعد: اضغط «قالب جديد» لكتابة قالب وإرساله إلى Meta للمراجعة، أو اضغط «مزامنة مع Meta» لقراءة قوالب حسابك في WhatsApp Business.
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
templates-unusable-rejected = رفضت Meta هذا القالب، فلا يمكن إرساله. اضغط «تعديل وإعادة الإرسال» لتغييره وإرساله إلى Meta مرة أخرى.
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

# منشئ القوالب: قالب يُكتب في Pacer ويُرسل إلى Meta للمراجعة.
templates-builder-new = قالب جديد
templates-builder-title-edit = تعديل { $name } ({ $code })
templates-builder-intro = يتحقق Pacer من قواعد Meta أثناء الكتابة. ثم تراجع Meta القالب، عادةً خلال دقائق وخلال 24 ساعة على الأكثر.
templates-builder-back = العودة إلى القوالب
templates-builder-name = الاسم
templates-builder-name-rule = أحرف إنجليزية صغيرة وأرقام وشرطات سفلية فقط، مثل order_update. لا يراه العملاء.
templates-builder-kept-on-edit = تُبقي Meta اسم القالب ولغته وفئته كما هي عند تعديله.
templates-builder-category = الفئة
templates-builder-language = اللغة
templates-builder-language-help = اللغة التي كُتبت بها الرسالة. يمكن أن يكون للاسم الواحد قالب بكل لغة.
templates-builder-header = الترويسة
templates-builder-header-none = بدون
templates-builder-header-text = نص
templates-builder-header-image = صورة
templates-builder-header-video = فيديو
templates-builder-header-document = مستند
templates-builder-header-text-label = نص الترويسة
templates-builder-header-text-help = سطر واحد بخط عريض فوق الرسالة، فيه متغير واحد على الأكثر.
templates-builder-header-sample = مثال لمتغير الترويسة
templates-builder-header-sample-title = { $kind ->
        [image] الصورة النموذجية
        [video] الفيديو النموذجي
       *[document] ملف PDF النموذجي
    }
templates-builder-header-sample-help = تراجع Meta القالب بهذا النموذج، ولا يراه العملاء أبدًا، إذ تختار كل حملة ملفها. { $kind ->
        [image] صورة JPEG أو PNG حتى 5 MB.
        [video] فيديو MP4 حتى 16 MB.
       *[document] ملف PDF حتى 100 MB.
    }
templates-builder-header-sample-choose = اختيار ورفع…
templates-builder-header-sample-none = لا يوجد نموذج بعد.
templates-builder-header-sample-uploaded = رُفع { $file } إلى Meta.
templates-builder-header-sample-kept = يُحتفظ بالنموذج الذي رُفع من قبل.
templates-builder-header-sample-failed = لم يُرفع النموذج
templates-builder-body = الرسالة
templates-builder-body-help = حتى { $max } حرف. تُملأ المتغيرات لكل عميل حين ترسلها حملة.
templates-builder-add-variable = إضافة متغير
templates-builder-add-numbered = مرقّم: { $example }
templates-builder-add-named = بالاسم: { $example }
templates-builder-samples = أمثلة لمراجعة Meta
templates-builder-samples-help = ما قد يراه العميل في كل متغير. تقرؤها Meta لمراجعة القالب؛ ولا يراها العملاء أبدًا.
templates-builder-sample = مثال لـ { $variable }
templates-builder-footer = التذييل
templates-builder-footer-help = نص ثابت صغير تحت الرسالة، بلا متغيرات. اختياري.
templates-builder-buttons = الأزرار
templates-builder-buttons-none = لا أزرار.
templates-builder-button-quick-reply = رد سريع
templates-builder-button-url = رابط
templates-builder-button-phone = اتصال
templates-builder-button-copy-code = نسخ الرمز
templates-builder-button-add = إضافة زر: { $kind }
templates-builder-button-text = نص الزر
templates-builder-button-url-address = عنوان الويب
templates-builder-button-url-help = يبدأ بـ https://. ويمكن أن ينتهي بـ { $variable } الذي يُملأ لكل عميل.
templates-builder-button-url-sample = مثال لآخر الرابط
templates-builder-button-phone-number = رقم الهاتف
templates-builder-button-code-sample = رمز للمثال
templates-builder-button-up = تحريك لأعلى
templates-builder-button-down = تحريك لأسفل
templates-builder-button-remove = إزالة
templates-builder-preview = ما يراه العميل
templates-builder-preview-help = بأمثلتك مكان المتغيرات.
templates-builder-checking = جارٍ التحقق من قواعد Meta
templates-builder-problems = { $count ->
    [zero] لا شيء يحتاج إلى إصلاح.
    [one] أمر واحد يجب إصلاحه قبل أن تراجعه Meta.
    [two] أمران يجب إصلاحهما قبل أن تراجعه Meta.
    [few] { $count } أمور يجب إصلاحها قبل أن تراجعه Meta.
   *[other] { $count } أمرًا يجب إصلاحها قبل أن تراجعه Meta.
}
templates-builder-other-problems = يجب إصلاح هذا أيضًا
templates-builder-ready = قواعد Meta مستوفاة: يمكن إرسال القالب للمراجعة.
templates-builder-check-failed = تعذّر على Pacer التحقق من القالب
templates-builder-send = إرسال إلى Meta للمراجعة
templates-builder-send-failed = لم يُرسل القالب
templates-builder-discard-title = المغادرة دون إرسال؟
templates-builder-discard-body = لم تُرسَل تغييرات هذا القالب إلى Meta وستضيع.
templates-builder-discard = غادر وتخلَّ عن التغييرات
templates-builder-sent-title = أُرسل للمراجعة
templates-builder-edit = تعديل
templates-builder-edit-resubmit = تعديل وإعادة الإرسال
templates-builder-delete = حذف
templates-builder-delete-title = حذف { $name }؟
templates-builder-delete-body = يُحذف { $name } لدى Meta بكل لغاته ({ $languages })، لا بهذه اللغة وحدها. تحتفظ الحملات التي استخدمته بسجلها. لا تسمح Meta باستخدام الاسم مرة أخرى قبل 30 يومًا.
templates-builder-delete-confirm = حذف بكل اللغات
templates-builder-delete-failed = لم يُحذف القالب
templates-builder-deleted-title = حُذف
templates-builder-rejected-title = رفضت Meta هذا القالب

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

campaigns-title = الحملات
campaigns-new-button = حملة جديدة
campaigns-loading = جارٍ قراءة الحملات…
campaigns-empty-title = لا توجد حملات بعد
campaigns-empty-intro = الحملة ترسل قالبًا واحدًا معتمدًا إلى قائمة من العملاء، لكل عميل بياناته الخاصة. ثلاث خطوات:
campaigns-empty-step-import = استورد جدول بيانات عملائك إلى قائمة في شاشة { $link }.
campaigns-empty-step-template = تأكد أن قالبك معتمد ومُزامَن في شاشة { $link }.
campaigns-empty-step-launch = اضغط { campaigns-new-button }: اختر القالب والقائمة، وتحقق من كل عميل، وعاين الرسالة، ثم أطلق الحملة.
campaigns-scheduled-title = تمت الجدولة
campaigns-scheduled-notice = ستنطلق «{ $name }» تلقائيًا في { $when }. يمكنك إيقافها مؤقتًا أو إلغاؤها من هنا حتى ذلك الحين.
campaigns-launched-title = تم الإطلاق
campaigns-launched-notice = يجري إطلاق «{ $name }»: يظهر تقدمها أدناه مع خروج الرسائل.


campaigns-card-template = القالب { $template } ({ $language })
campaigns-card-list = القائمة { $name }
campaigns-card-tag = الوسم { $name }
campaigns-card-to = إلى { $audience }
campaigns-card-to-nobody = لا أحد بعد
campaigns-card-pdf = ملف PDF لكل عميل
campaigns-card-header-file = الملف نفسه للجميع: { $file }
campaigns-card-created = أُنشئت في { $when }
campaigns-card-launched = أُطلقت في { $when }
campaigns-paused-title = متوقفة مؤقتًا

campaigns-launch-progress = جارٍ التجهيز: الرسائل في الانتظار { $queued } من { $recipients }.
campaigns-launch-progress-pdfs = جارٍ التجهيز: الرسائل في الانتظار { $queued } من { $recipients } · الفواتير المرفوعة { $pdfsDone } من { $pdfsTotal }.
campaigns-launch-queued = الرسائل في الانتظار { $queued } من { $recipients }
campaigns-progress-scheduled = تنطلق تلقائيًا في { $when }. لم يُرسل شيء بعد.
campaigns-progress-scheduled-zone = تنطلق تلقائيًا في { $when } ({ $zone }). لم يُرسل شيء بعد.
campaigns-progress-draft = لم تُطلق بعد: اضغط { campaigns-open-button } للتحقق من كل عميل ومعاينة الرسالة والإرسال.
campaigns-progress-cancelled = أُلغيت قبل إرسال أي شيء.
campaigns-progress-none = لا توجد رسائل بعد.
campaigns-progress-final = وصلت الحالة النهائية لـ { $finished } من { $total } ({ $percent } %)؛ أُرسلت حتى الآن { $sent }{ $waiting ->
        [0] { "" }
       *[other] ، و{ $waiting } تنتظر موعدها
    }.
campaigns-progress-time-left = بقي للإرسال الآن { $remaining }: { $unit ->
        [short] أقل من دقيقتين
        [minutes] { $amount ->
            [two] نحو دقيقتين
            [few] نحو { $amount } دقائق
           *[other] نحو { $amount } دقيقة
        }
       *[hours] { $amount ->
            [two] نحو ساعتين
            [few] نحو { $amount } ساعات
           *[other] نحو { $amount } ساعة
        }
    } بمعدل { $per ->
        [second] { $rate } في الثانية
       *[minute] { $rate } في الدقيقة
    }.

campaigns-bar-read = قُرئت: { $count }
campaigns-bar-delivered = وصلت ولم تُقرأ بعد: { $count }
campaigns-bar-sent = أُرسلت وتنتظر الوصول: { $count }
campaigns-bar-failed = فشلت: { $count }
campaigns-bar-skipped = تم تخطيها أو أُلغيت: { $count }
campaigns-bar-expired = انتهت مهلتها ولم تُرسل في وقتها: { $count }

campaigns-open-button = التحقق والإطلاق
campaigns-check-button = التحقق
campaigns-pause-button = إيقاف مؤقت
campaigns-resume-button = استئناف
campaigns-retry-button = إعادة محاولة الفاشلة ({ $count })
campaigns-report-button = التقرير
campaigns-clone-button = نسخ
campaigns-cancel-button = إلغاء
campaigns-delete-button = حذف
campaigns-paused-notice-title = متوقفة مؤقتًا
campaigns-paused-notice = «{ $name }» متوقفة مؤقتًا: لن تخرج أي رسالة منها حتى تضغط { campaigns-resume-button }. الرسائل الأخرى مستمرة.
campaigns-resumed-title = استُؤنفت
campaigns-resumed-notice = عادت «{ $name }» إلى الإرسال.
campaigns-pause-failed = لم تُوقف الحملة مؤقتًا
campaigns-resume-failed = لم تُستأنف الحملة
campaigns-retry-failed = لم تُرسل الرسائل الفاشلة مرة أخرى
campaigns-retry-title = إعادة محاولة الفاشلة
campaigns-retry-hide = إخفاء نتيجة إعادة المحاولة

campaigns-cancel-title = إلغاء «{ $name }»؟
campaigns-cancel-text = تُلغى الرسائل التي لم تُرسل بعد ولن تخرج. الرسائل التي وصلت إلى Meta تبقى تصلها تحديثات التسليم، ويحتفظ التقرير بكل واحدة منها. لا يمكن تشغيل حملة ملغاة من جديد؛ انسخها لإرسالها لاحقًا.
campaigns-cancel-text-waiting = تُلغى الرسائل التي لم تُرسل بعد ولن تخرج ({ $count } الآن). الرسائل التي وصلت إلى Meta تبقى تصلها تحديثات التسليم، ويحتفظ التقرير بكل واحدة منها. لا يمكن تشغيل حملة ملغاة من جديد؛ انسخها لإرسالها لاحقًا.
campaigns-cancel-keep = إبقاء الحملة
campaigns-cancel-confirm = إلغاء الحملة
campaigns-cancel-failed = لم تُلغَ الحملة
campaigns-cancelled-title = أُلغيت «{ $name }»
campaigns-cancelled-notice = { $count ->
        [zero] لم تُلغَ أي رسالة.
        [one] أُلغيت رسالة واحدة لم تُرسل بعد.
        [two] أُلغيت رسالتان لم تُرسلا بعد.
        [few] أُلغيت { $count } رسائل لم تُرسل بعد.
        [many] أُلغيت { $count } رسالة لم تُرسل بعد.
       *[other] أُلغيت { $count } رسالة لم تُرسل بعد.
    } الرسائل التي وصلت إلى Meta تبقى تصلها تحديثات التسليم.
campaigns-cancelled-nothing = أُلغيت الحملة. لم تكن هناك رسائل تنتظر الإرسال.

campaigns-delete-title = حذف «{ $name }»؟
campaigns-delete-text-scheduled = لن تُرسل في موعدها. لم يُرسل شيء بعد، فلا يوجد تقرير للاحتفاظ به.
campaigns-delete-text-draft = تُحذف المسودة: قالبها وجمهورها وبياناتها. لم يُرسل شيء، فلا يوجد تقرير للاحتفاظ به.
campaigns-delete-keep = إبقاؤها
campaigns-delete-confirm = حذف
campaigns-delete-failed = لم تُحذف الحملة
campaigns-deleted-title = حُذفت «{ $name }»
campaigns-deleted-notice = لم يكن قد أُرسل شيء، فلا شيء آخر يتغير.

campaigns-clone-title = نسخ «{ $name }»
campaigns-clone-default-name = { $name } (نسخة)
campaigns-clone-name = اسم النسخة
campaigns-clone-name-description = النسخة مسودة جديدة: لا يُرسل شيء حتى تطلقها.
campaigns-clone-keep = عدم النسخ
campaigns-clone-confirm = نسخ كمسودة جديدة
campaigns-clone-failed = لم تُنسخ الحملة
campaigns-cloned-title = نُسخت الحملة
campaigns-cloned-notice = «{ $name }» مسودة جديدة بالقالب والجمهور والبيانات نفسها. اضغط { campaigns-open-button } عليها لإرسالها.

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
wizard-error-pdf-folder = { $variable }: اختر المجلد الذي يحتوي على { $kind ->
        [image] الصور
        [video] مقاطع الفيديو
       *[document] ملفات PDF
    }.
wizard-error-pdf-column = { $variable }: اختر العمود الذي يحمل اسم { $kind ->
        [image] صورة
        [video] فيديو
       *[document] ملف PDF
    } لكل عميل.
wizard-error-header-file = { $variable }: اختر الملف الذي يتلقاه الجميع.
wizard-error-text-empty = { $variable } بلا قيمة: اكتب النص المراد إرساله، أو اختر عمودًا.
wizard-error-column-empty = { $variable } بلا قيمة: اختر عمودًا، أو اكتب نصًا ثابتًا.
wizard-error-schedule-at = اكتب وقت الإرسال بهذا الشكل: 2026-12-01 09:00 (السنة-الشهر-اليوم الساعة:الدقيقة).
wizard-error-time-zone = اختر المنطقة الزمنية لهذا الوقت، مثل Asia/Riyadh.
wizard-error-hours = اكتب ساعات الإرسال أوقاتًا بنظام 24 ساعة، مثل 09:00 و20:00، ولا تكتب الوقت نفسه مرتين.
wizard-error-hours-zone = اختر المنطقة الزمنية لساعات الإرسال، مثل Asia/Karachi.
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
# Step 3: where each value comes from, and when to send
wizard-values-no-template = اختر قالبًا في الخطوة 1 أولًا.
wizard-values-intro = لكل قيمة، اختر عمودًا من قائمتك المستوردة (يحصل كل عميل على قيمته) أو نصًا ثابتًا (يحصل الجميع على النص نفسه).
wizard-values-errors-title = قبل أن يمكن إنشاء الحملة
wizard-source-pdf = { $kind ->
        [image] صورة لكل عميل
        [video] فيديو لكل عميل
       *[document] ملف PDF لكل عميل
    }
wizard-source-file = { $kind ->
        [image] صورة واحدة
        [video] فيديو واحد
       *[document] ملف PDF واحد
    }
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
wizard-pdf-folder = { $kind ->
        [image] مجلد الصور
        [video] مجلد مقاطع الفيديو
       *[document] مجلد ملفات PDF
    }
wizard-pdf-folder-description = { $kind ->
        [image] صورة لكل عميل (JPEG أو PNG حتى 5 MB)، تحمل اسم قيمة أحد الأعمدة (poster-42 أو poster-42.jpg).
        [video] فيديو لكل عميل (MP4 أو 3GPP حتى 16 MB)، يحمل اسم قيمة أحد الأعمدة (clip-42 أو clip-42.mp4).
       *[document] ملف PDF لكل عميل، يحمل اسم قيمة أحد الأعمدة (INV-0042 أو INV-0042.pdf).
    } لا يقرأ Pacer إلا المجلد الذي تختاره.
wizard-pdf-no-folder = لم يُختر مجلد بعد: اضغط "اختيار…" لاختيار المجلد الذي يحتوي على { $kind ->
        [image] الصور
        [video] مقاطع الفيديو
       *[document] ملفات PDF للفواتير
    }.
wizard-pdf-choose = اختيار…
wizard-pdf-choose-failed = لم تُفتح نافذة المجلدات
wizard-pdf-sample = استخدام الفواتير النموذجية
wizard-pdf-sample-note = تجريبي: ملف PDF لكل عميل نموذجي، يحمل اسم قيمة العمود Invoice.
wizard-pdf-column = العمود الذي يحمل اسم ملف كل عميل
wizard-pdf-column-description = { $kind ->
        [image] مثلًا Poster: العميل الذي قيمة Poster لديه poster-42 يتلقى poster-42.jpg (أو jpeg أو png).
        [video] مثلًا Clip: العميل الذي قيمة Clip لديه clip-42 يتلقى clip-42.mp4 (أو 3gp).
       *[document] مثلًا Invoice: العميل الذي قيمة Invoice لديه INV-0042 يتلقى INV-0042.pdf.
    }
wizard-header-file = { $kind ->
        [image] الصورة التي يتلقاها الجميع
        [video] الفيديو الذي يتلقاه الجميع
       *[document] ملف PDF الذي يتلقاه الجميع
    }
wizard-header-file-description = { $kind ->
        [image] صورة JPEG أو PNG حتى 5 MB، مثل ملصق إعلاني.
        [video] فيديو MP4 أو 3GPP حتى 16 MB.
       *[document] ملف PDF حتى 100 MB، مثل قائمة أسعار.
    } يرفعه Pacer إلى WhatsApp مرة واحدة ولا يقرأ إلا الملف الذي تختاره.
wizard-header-file-none = لم يُختر ملف بعد: اضغط "اختيار…" لاختيار { $kind ->
        [image] الصورة
        [video] الفيديو
       *[document] ملف PDF
    }.
wizard-header-file-choose-failed = لم تُفتح نافذة الملفات
wizard-header-file-sample = استخدم الملصق النموذجي
wizard-header-file-sample-note = عرض تجريبي: صورة لتخفيضات الربيع لرأس الصورة.
wizard-schedule = الإرسال لاحقًا، في وقت محدد
wizard-schedule-at = التاريخ والوقت
wizard-schedule-at-description = السنة-الشهر-اليوم الساعة:الدقيقة
wizard-time-zone = المنطقة الزمنية
wizard-time-zone-description = المكان الذي يتبعه هذا الوقت (منطقة حاسوبك ما لم تغيّرها)
wizard-schedule-note = الإنشاء يجدولها: يطلقها Pacer بنفسه في ذلك الوقت (أو حالما يعمل Pacer من جديد)، فيرسل إلى كل من هو جاهز ويتخطى العملاء الذين لديهم مشكلة. حتى ذلك الحين يمكنك إيقافها مؤقتًا أو إلغاؤها من القائمة.
wizard-hours = أرسل في ساعات معيّنة فقط
wizard-hours-description = تنتظر رسائل الحملة خارج هذه الساعات وتخرج من تلقاء نفسها حين تُفتح. لا تُحبس رموز OTP ولا الردود على العملاء أبدًا.
wizard-hours-from = من
wizard-hours-until = حتى
wizard-hours-zone = المنطقة الزمنية للساعات
wizard-hours-customer = استخدم توقيت كل عميل حيث يكون لبلده توقيت واحد
wizard-hours-customer-description = في البلدان ذات التوقيتات المتعددة (الولايات المتحدة، البرازيل، إندونيسيا …) تُستخدم المنطقة الزمنية أعلاه.
wizard-hours-note = ساعات مثل 22:00 حتى 06:00 تمتد عبر منتصف الليل. يبيّن الفحص كم رسالة تخرج قبل إغلاق الساعات ومتى يخرج الباقي.
wizard-language-column = لغة كل عميل (اختياري)
wizard-language-column-description = هذا القالب معتمد بـ { $languages }. اختر العمود الذي يذكر لغة كل عميل (ur، en_US، Urdu …)؛ ويتلقى الباقون { $fallback }.
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
wizard-preview-file = { $kind ->
        [image] صورة
        [video] فيديو
       *[document] PDF
    }: { $file } ({ $size })
wizard-preview-language = بلغة { $language }
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

## Audiences: filters on imported columns, tags all/any, exclusions, a new audience from a
## report, and its count (the campaign wizard's audience step, the report's "new campaign to…")

engine-audience-empty-column = أحد المرشِّحات لا يذكر عمودًا. اختر العمود الذي تريد اختباره، أو احذف المرشِّح.
engine-audience-unknown-op = المرشِّح على «{ $column }» يستخدم اختبارًا لا يعرفه Pacer. استخدم: يساوي، لا يساوي، يحتوي، فارغ، غير فارغ، أكبر من، أصغر من، قبل أو بعد.
engine-audience-no-value = المرشِّح على «{ $column }» لا يقارن بشيء. اكتب قيمة، أو استخدم «فارغ».
engine-audience-not-a-number = المرشِّح على «{ $column }» يقارن أرقامًا، لكن «{ $value }» ليس رقمًا. اكتبه بالأرقام، مثل 1000 أو 1,250.50.
engine-audience-not-a-date = المرشِّح على «{ $column }» يقارن تواريخ، لكن «{ $value }» ليس تاريخًا. اكتبه مثل 2026-12-01 أو 01/12/2026 (اليوم أولًا).
engine-audience-unknown-campaign = لا توجد حملة «{ $campaign }» لأخذ الجمهور منها. افتح تقريرها مرة أخرى واختر الأشخاص من هناك.
engine-audience-no-button = حدِّد الزر: هذا الجمهور هم العملاء الذين ضغطوا زرًّا، ولم يُذكر أي زر.

# The wizard's audience step: tags any/all, filters on the imported columns, exclusions, a
# report's customers, and the live count.
audience-tags-match = تحتاج جهات الاتصال إلى
audience-tags-any = أيٍّ من هذه الوسوم
audience-tags-all = كل هذه الوسوم
audience-filters-title = فقط من تطابق أعمدتهم
audience-filters-description = يجب أن يتطابق كل مرشِّح. تُقرأ الأرقام بلا فواصلها (1,250.50)، والتواريخ بصيغة 2026-12-01 أو 01/12/2026 (اليوم أولًا). القيمة التي ليست رقمًا أو تاريخًا لا تتطابق.
audience-filter-add = أضف مرشِّحًا
audience-filter-remove = احذف هذا المرشِّح
audience-filter-column = العمود
audience-filter-op = الاختبار
audience-filter-value = القيمة
audience-op-equals = يساوي
audience-op-not-equals = لا يساوي
audience-op-contains = يحتوي
audience-op-is-empty = فارغ
audience-op-is-not-empty = غير فارغ
audience-op-greater-than = أكبر من (رقم)
audience-op-less-than = أصغر من (رقم)
audience-op-before = قبل (تاريخ)
audience-op-after = بعد (تاريخ)
audience-except-lists = استبعد أعضاء هذه القوائم
audience-except-tags = استبعد جهات الاتصال التي تحمل هذه الوسوم
audience-counting = جارٍ العدّ…
# The live count of the audience as it stands.
audience-count = { $total ->
    [zero] لا جهات اتصال في هذا الجمهور.
    [one] جهة اتصال واحدة في هذا الجمهور.
    [two] جهتا اتصال في هذا الجمهور.
    [few] { $total } جهات اتصال في هذا الجمهور.
   *[other] { $total } جهة اتصال في هذا الجمهور.
}
audience-count-opted-out = { $count ->
    [one] واحد منهم ألغى الرسائل التسويقية: لا يُرسل إليه قالب تسويقي.
   *[other] { $count } منهم ألغوا الرسائل التسويقية: لا يُرسل إليهم قالب تسويقي.
}
# A report's customers in the audience; $who is one of audience-who-….
audience-from-report = من تقرير حملة: { $who }
audience-from-report-remove = إزالة
audience-who-not-read = العملاء الذين لم يقرؤوها
audience-who-failed = العملاء الذين فشلت رسالتهم لسبب قد يتغيّر
audience-who-replied = العملاء الذين ردّوا
audience-who-tapped = العملاء الذين ضغطوا «{ $button }»
audience-error-filter-column = أحد المرشِّحات بلا عمود: اختر عمودًا، أو احذف المرشِّح.
# The report's actions: a new campaign to some of its customers.
audience-retarget = حملة جديدة إلى…
audience-retarget-not-read = من لم يقرؤوا
audience-retarget-failed = من فشلت رسالتهم لسبب قد يتغيّر
audience-retarget-replied = من ردّوا
audience-retarget-tapped = من ضغطوا «{ $button }»

# (end of Audiences)

## Reports: the Reports screen

reports-title = التقارير
reports-refresh = تحديث
reports-pick-label = الحملة
reports-pick-loading = جارٍ قراءة الحملات…
reports-pick-placeholder = اكتب اسم حملة
reports-pick-nothing = لا توجد حملة بهذا الاسم
reports-pick-option = { $name } ({ $state }، { $when })
reports-empty-none = لا توجد حملات بعد. عندما تطلق حملة من شاشة الحملات، يظهر تقريرها هنا: من وصلته الرسالة، ومن قرأها، ولماذا فشل ما فشل.
reports-empty-choose = اختر حملة في الأعلى لترى من وصلته رسالتها، ومن قرأها، ولماذا فشل ما فشل.
reports-error-title = تعذّرت قراءة التقرير
reports-loading = جارٍ قراءة التقرير…
reports-still-sending = ما زال الإرسال جاريًا: يتحدث هذا التقرير تلقائيًا مع تقدم الرسائل.
reports-resent = { $count ->
        [zero] لم تُرسل أي رسالة مرة ثانية
        [one] أُرسلت رسالة واحدة مرة ثانية
        [two] أُرسلت رسالتان مرة ثانية
        [few] أُرسلت { $count } رسائل مرة ثانية
        [many] أُرسلت { $count } رسالة مرة ثانية
       *[other] أُرسلت { $count } رسالة مرة ثانية
    } لأن Meta لم تردّ في المرة الأولى؛ ربما وصلت النسختان إلى العميل.

reports-stage-queued = في الانتظار
reports-stage-queued-left = بقي للإرسال: { $count }
reports-stage-queued-all = كل رسائل الحملة
reports-stage-sent = أُرسلت
reports-stage-sent-hint = قبلتها Meta
reports-stage-delivered = وصلت
reports-stage-delivered-hint = على هاتف العميل
reports-stage-read = قُرئت
reports-stage-read-hint = فتحها العميل
reports-stage-failed = فشلت
reports-stage-failed-hint = انظر الأسباب أدناه
reports-stage-skipped = تم تخطيها
reports-stage-skipped-hint = لم تُرسل عمدًا
reports-stage-cancelled = أُلغيت
reports-stage-cancelled-hint = أُلغيت قبل إرسالها
reports-stage-expired = انتهت مهلتها
reports-stage-expired-hint = لم تُرسل: تعذّر خروجها ضمن مهلتها
reports-stage-in-doubt = قيد التحقق مع Meta
reports-stage-in-doubt-hint = أُرسلت دون رد؛ Pacer يتحقق من الأمر

reports-state-queued = في انتظار الإرسال
reports-state-sending = قيد الإرسال
reports-state-sent = أُرسلت
reports-state-delivered = وصلت
reports-state-read = قُرئت
reports-state-failed = فشلت
reports-state-in-doubt = قيد التحقق مع Meta
reports-state-deferred = في الانتظار
reports-state-cancelled = أُلغيت
reports-state-skipped = تم تخطيها
reports-state-expired = انتهت مهلتها
reports-history-failed-webhook = فشلت (تحديث التسليم)
reports-history-played = تم تشغيلها

reports-failures-title = { $count ->
        [zero] لم تفشل أي رسالة
        [one] لماذا فشلت رسالة واحدة
        [two] لماذا فشلت رسالتان
        [few] لماذا فشلت { $count } رسائل
        [many] لماذا فشلت { $count } رسالة
       *[other] لماذا فشلت { $count } رسالة
    }
reports-retry-button = إعادة محاولة ما يمكن أن يتغير ({ $count })
reports-retry-failed = لم تُرسل الرسائل الفاشلة مرة أخرى
reports-failure-retryable = إعادة المحاولة قد تنفع
reports-failure-details-code-example = التفاصيل: رمز Meta { $code } · { $example }
reports-failure-details-code = التفاصيل: رمز Meta { $code }
reports-failure-details-example = التفاصيل: لا رمز من Meta · { $example }
reports-failure-details = التفاصيل: لا رمز من Meta
reports-skipped-title = { $count ->
        [zero] لم يتم تخطي أي رسالة
        [one] لماذا تم تخطي رسالة واحدة
        [two] لماذا تم تخطي رسالتين
        [few] لماذا تم تخطي { $count } رسائل
        [many] لماذا تم تخطي { $count } رسالة
       *[other] لماذا تم تخطي { $count } رسالة
    }

reports-cost-title = التكلفة التقديرية
reports-cost-no-prices = لمعرفة التكلفة، أضف أسعار Meta لبلد عملائك في { $link }.
reports-cost-prices-link = الإعدادات → الأسعار
reports-cost-category = الفئة
reports-cost-delivered = وصلت
reports-cost-price = سعر الواحدة
reports-cost-amount = المبلغ
reports-cost-total = الإجمالي
reports-cost-unknown = غير معروف
reports-cost-category-marketing = تسويق
reports-cost-category-utility = خدمية
reports-cost-category-authentication = مصادقة
reports-cost-category-service = خدمة العملاء
reports-cost-category-unknown = غير معروفة (القالب ليس في القائمة)
reports-cost-note = لا تُحتسب إلا رسائل القوالب التي وصلت. هذا تقدير؛ والمعتمد هو فاتورة Meta.

reports-export-title = حفظ التقرير
reports-export-text = يحتوي ملف Excel على ورقة Summary (الأرقام، وأسباب الفشل وما يجب فعله، والتكلفة) وورقة Recipients (صف لكل عميل مع كل وقت وسبب). فتح الملفات المصدّرة في Excel آمن: الخلية التي تبدأ بـ = أو + أو - أو @ تُكتب نصًا، ولا تُنفَّذ كصيغة أبدًا. يسألك Pacer أين تحفظه.
reports-export-excel = حفظ بصيغة Excel…
reports-export-csv = حفظ بصيغة CSV…
reports-export-done = حُفظ في { $path }
reports-export-failed = لم يُحفظ التقرير

reports-recipients-title = كل العملاء ({ $count })
reports-search-placeholder = الرقم أو الاسم
reports-search-label = ابحث عن عميل بالرقم أو الاسم
reports-filter-label = عرض العملاء حسب حالة رسالتهم
reports-filter-all = الكل ({ $count })
reports-filter-delivered = وصلت ({ $count })
reports-filter-waiting = لم تصل بعد ({ $count })
reports-filter-failed = فشلت ({ $count })
reports-filter-skipped = تم تخطيها ({ $count })
reports-filter-cancelled = أُلغيت ({ $count })
reports-filter-expired = انتهت مهلتها ({ $count })
reports-recipients-hint = انقر على عميل لترى كل خطوة مرت بها رسالته، مع رموز Meta.
reports-column-number = الرقم
reports-column-name = الاسم
reports-column-state = الحالة
reports-column-sent = أُرسلت
reports-column-delivered = وصلت
reports-column-read-failed = قُرئت / فشلت
reports-column-reason = السبب
reports-row-label = سجل الرسالة إلى { $name }
reports-rows-loading = جارٍ التحميل…
reports-rows-none = لا توجد رسائل بعد.
reports-rows-no-match = لا يوجد عميل مطابق.
reports-rows-error-title = تعذّرت قراءة بعض العملاء
reports-rows-error-retry = اضغط { reports-refresh } للمحاولة مرة أخرى.

reports-history-title-named = رسالة إلى { $name } ({ $phone })
reports-history-title = رسالة إلى { $phone }
reports-history-attempts = { $count ->
        [zero] لا محاولات
        [one] محاولة واحدة
        [two] محاولتان
        [few] { $count } محاولات
        [many] { $count } محاولة
       *[other] { $count } محاولة
    }
reports-history-wamid = معرّف Meta { $id }
reports-history-resent = أُرسلت مرة ثانية بعد أن لم تردّ Meta
reports-history-loading = جارٍ قراءة سجل الرسالة…
reports-history-empty = لم يُسجَّل أي شيء لهذه الرسالة.
reports-history-code = رمز Meta { $code }

reports-timeline-title = الرسائل في الدقيقة
reports-timeline-busiest = أكثر دقيقة ازدحامًا: أُرسلت { $count } عند { $time }
reports-timeline-sent = أُرسلت
reports-timeline-delivered = وصلت
reports-timeline-read = قُرئت

# (end of Reports)

## Prices: Meta's rate card (Settings → Prices), a rate card file's refusals, the cost
## estimated before launch and compared after delivery

prices-refused-unreadable = تعذّرت قراءة ملف الأسعار ({ $why }). احفظه من جدول البيانات بصيغة CSV ثم حمّله مرة أخرى.
prices-refused-no-table = لا يحتوي ملف الأسعار على جدول أسعار: لا يبدأ أي صف بكلمة "Market". الصف الأول من الجدول يسمّي أعمدته: Market، Marketing، Utility، Authentication.
prices-refused-missing-column = لا يحتوي ملف الأسعار على العمود "{ $column }". أضِفه إلى الصف الذي يبدأ بكلمة "Market"، مع سعر لكل سوق.
prices-refused-no-date = لا يذكر ملف الأسعار تاريخ سريان أسعاره. أضِف صفًا "Effective date,YYYY-MM-DD" فوق الجدول (تغيّر Meta أسعارها في اليوم الأول من كل ربع سنة).
prices-refused-bad-date = "{ $text }" ليس تاريخًا. اكتب تاريخ السريان بالشكل YYYY-MM-DD، مثل 2026-10-01.
prices-refused-no-currency = لا يذكر ملف الأسعار عملته. أضِف صفًا "Currency,USD" فوق الجدول، بعملة ملف Meta.
prices-refused-unknown-currency = "{ $code }" ليس رمز عملة. اكتب رمز ISO المكوّن من ثلاثة أحرف لعملة الأسعار، مثل USD أو EUR أو SAR.
prices-refused-two-currencies = يخلط ملف الأسعار بين عملتين، { $first } و{ $second }. حمّل ملفًا بعملة واحدة.
prices-refused-not-a-number = سعر { $category ->
        [marketing] التسويق
        [utility] الخدمات
        [authentication] المصادقة
       *[other] المصادقة الدولية
    } في { $market } هو "{ $text }"، وهو ليس رقمًا. اكتبه بنقطة عشرية ومن دون رمز العملة، مثل 0.0107.
prices-refused-negative = سعر { $category ->
        [marketing] التسويق
        [utility] الخدمات
        [authentication] المصادقة
       *[other] المصادقة الدولية
    } في { $market } أقل من صفر. اكتب السعر الذي تتقاضاه Meta: 0 أو أكثر.
prices-refused-too-high = سعر { $category ->
        [marketing] التسويق
        [utility] الخدمات
        [authentication] المصادقة
       *[other] المصادقة الدولية
    } في { $market } هو { $below } أو أكثر، ولا تكلّف أي رسالة هذا المبلغ. تحقّق من العمود ومن النقطة العشرية.
prices-refused-duplicate-market = السوق "{ $market }" مذكور مرتين في ملف الأسعار. أبقِ له صفًا واحدًا.
prices-refused-unknown-market = لا يعرف Pacer الدول التي يتكوّن منها السوق "{ $market }". أضِف عمود "Countries" فيه رموز الدول المكوّنة من حرفين لكل سوق (مثل "SA" أو "US CA").
prices-refused-bad-country = "{ $country }" في دول { $market } ليس رمز دولة. اكتب رموز ISO من حرفين مثل SA أو AE أو EG، مفصولة بمسافات.
prices-refused-country-twice = الدولة { $country } موجودة في سوقين، { $first } و{ $second }. أبقِها في سوق واحد.
prices-refused-no-markets = جدول ملف الأسعار لا يحتوي على أسواق. أضِف صفًا لكل سوق تحت الصف الذي يبدأ بكلمة "Market".
prices-estimate-summary = التكلفة التقديرية: { $amount } مقابل { $messages ->
        [one] رسالة واحدة
       *[other] { $messages } رسالة
    }{ $unpriced ->
        [0] {""}
       *[other] ، و{ $unpriced } رسالة أخرى بلا سعر في الملف
    } ({ $source }، أسعار سارية منذ { $effective }).{ $utility ->
        [yes] {" "}رسائل الخدمات التي تصل ونافذة خدمة العميل مفتوحة مجانية، لذا قد تكون التكلفة أقل.
       *[other] {""}
    }
prices-estimate-none = لا توجد تكلفة تقديرية: لم يُحمَّل ملف أسعار. حمّل أسعار Meta من الإعدادات ← الأسعار.
prices-comparison = التقدير عند الإطلاق: { $estimated }. تكلفة ما تم تسليمه: { $actual }.
prices-estimate-title = التكلفة التقديرية
prices-estimate-country = الدولة
prices-estimate-category = الفئة
prices-estimate-messages = الرسائل
prices-estimate-price = سعر الرسالة
prices-estimate-amount = المبلغ
prices-estimate-total = الإجمالي
prices-estimate-card = أسعار سارية منذ { $effective }: { $source }.
prices-estimate-unknown-country = دولة غير معروفة
prices-category-marketing = التسويق
prices-category-utility = الخدمات
prices-category-authentication = المصادقة
prices-no-price = بلا سعر
prices-settings-link = افتح الإعدادات ← الأسعار
prices-settings-title = ملف الأسعار
prices-settings-description = سعر Meta لكل رسالة قالب تم تسليمها، حسب السوق والفئة. حمّل ملف الأسعار الذي تنشره Meta محفوظًا بصيغة CSV: يقدّر فحص الحملة تكلفتها به، وتقارن التقارير هذا التقدير بالتكلفة بعد التسليم.
prices-settings-load = تحميل ملف أسعار…
prices-settings-load-failed = لم يُحمَّل ملف الأسعار
prices-settings-none = لم يُحمَّل أي ملف أسعار بعد.
prices-settings-card = { $currency }، أسعار سارية منذ { $effective }: { $source }
prices-settings-market = السوق
prices-settings-countries = الدول
prices-settings-every-other = كل الدول الأخرى
prices-settings-loaded = تم تحميل ملف الأسعار: { $markets } سوق.
prices-settings-typed = أو اكتب سعرًا واحدًا لكل فئة لكل الدول: حفظها يستبدل ملف الأسعار.

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

## Engine, tunnel: why the tunnel (the way Meta's delivery updates reach this computer) is
## down, what Pacer does next, the tunnel setting's refusals and the callback registration

tunnel-not-installed = { $program } غير مثبّت أو غير موجود في PATH: ثبّته أو اختر نفقًا آخر من الإعدادات.
tunnel-not-installed-link = { $program } غير مثبّت أو غير موجود في PATH: ثبّته ({ $link }) أو اختر نفقًا آخر من الإعدادات.
tunnel-cannot-start = تعذّر على Pacer تشغيل { $program }: { $reason }.
tunnel-stopped-code = توقف النفق (رمز الخروج { $code }).
tunnel-stopped-by-system = توقف النفق (أنهاه النظام).
tunnel-no-public-address = بدأ النفق لكنه لم يُظهر عنوانًا عامًا خلال { $seconds } ث.
tunnel-next-restart = سيعيد Pacer تشغيله بعد { $minutes ->
        [0] { $seconds } ث
       *[other] { $seconds ->
            [0] { $minutes } د
           *[other] { $minutes } د { $seconds } ث
        }
    }. الرسائل مستمرة في الخروج، وتصل تحديثات التسليم المتأخرة عند عودته.
tunnel-next-retry = سيحاول Pacer مرة أخرى بعد { $minutes ->
        [0] { $seconds } ث
       *[other] { $seconds ->
            [0] { $minutes } د
           *[other] { $minutes } د { $seconds } ث
        }
    }. الرسائل مستمرة في الخروج، وتصل تحديثات التسليم المتأخرة عند عودته.
tunnel-next-change-setting = غيّر النفق من الإعدادات لتصلك تحديثات التسليم.
tunnel-setting-unknown = "{ $given }" ليس إعداد نفق يعرفه Pacer. اختر cloudflared أو ngrok أو cloudflared-named:<your.host.name> أو command:<أمرك مع {"{"}port{"}"}> أو url:<https://your.address> أو off.
tunnel-setting-empty-command = أمر النفق فارغ. اكتب البرنامج ووسائطه، مع {"{"}port{"}"} في مكان منفذ webhook الخاص بـ Pacer.
tunnel-setting-missing-port = أمر النفق لا يحتوي على {"{"}port{"}"}. ضع {"{"}port{"}"} في مكان منفذ webhook الخاص بـ Pacer، مثلًا: cloudflared tunnel --url http://127.0.0.1:{"{"}port{"}"}
tunnel-setting-unclosed-quote = في أمر النفق علامة " لا تُغلق أبدًا.
tunnel-setting-token-in-command = أمر النفق يحمل رمزًا ({ $option }…) يستطيع أي برنامج على هذا الحاسوب قراءته في قائمة البرامج العاملة. احذفه من الأمر وأدخل الرمز في حقل رمز النفق بدلًا من ذلك (الإعدادات ← تحديثات التسليم؛ PACER_TUNNEL_TOKEN لـ pacer serve): يسلّمه Pacer إلى برنامج النفق بشكل خاص.
tunnel-setting-bad-hostname = "{ $given }" ليس اسم مضيف. اكتب اسم المضيف العام الذي وجّهته إلى النفق في Cloudflare، مثل hooks.example.com.
tunnel-setting-not-http = يجب أن يبدأ العنوان العام بـ https:// (أو http://)، و"{ $url }" لا يبدأ بهما.
tunnel-setting-bad-url = "{ $url }" ليس عنوانًا عامًا صالحًا: { $fault ->
        [spaces] فيه مسافات
        [query] اكتب العنوان دون ? أو #
        [user] اكتب العنوان دون اسم مستخدم أو كلمة مرور
       *[host] ليس فيه اسم مضيف صالح
    }.
tunnel-registration-verified = تحققت Meta من { $url } وسترسل تحديثات التسليم إليه.
tunnel-registration-too-long = { $url } أطول من { $max } حرفًا، وهو أقصى ما تقبله Meta لعنوان webhook. اختر عنوانًا عامًا أقصر من الإعدادات.
tunnel-registration-not-verified = لم تستطع Meta التحقق من عنوان webhook: { $explanation }
tunnel-registration-failed = تعذّر على Pacer تسجيل { $url } لدى Meta: { $error }
tunnel-registration-asks-again = سيسأل Pacer مرة أخرى بعد { $minutes ->
        [0] { $seconds } ث
       *[other] { $seconds ->
            [0] { $minutes } د
           *[other] { $minutes } د { $seconds } ث
        }
    }.

# (end of Engine, tunnel)

## The app's own errors: a file or folder not chosen, the keyring, the settings file, the
## engine not starting, saving and exporting, connecting a Meta account

# A file or folder from the window, and Pacer's own dialogs
app-file-not-chosen = يقرأ Pacer الملفات التي تختارها بنفسك فقط: اضغط اختيار… واختر الملف في النافذة التي تظهر.
app-folder-not-chosen = يقرأ Pacer المجلدات التي تختارها بنفسك فقط: اضغط اختيار… واختر المجلد في النافذة التي تظهر.
app-missing = لم يعد Pacer يجد { $path }. تأكد أنه ما زال في مكانه، ثم اختره مرة أخرى.
app-wrong-kind = { $kind ->
        [file] { $path } ليس ملفًا. اختر ملفًا.
       *[folder] { $path } ليس مجلدًا. اختر مجلدًا.
    }
app-dialog-busy = هناك نافذة أخرى من Pacer مفتوحة وتنتظرك: أكملها أولًا.
app-dialog-failed = أُغلقت نافذة اختيار الملف فجأة. حاول مرة أخرى.

# The database and the engine
app-database-failed = تعذّر على Pacer قراءة قاعدة بياناته أو الكتابة فيها. تأكد أن القرص غير ممتلئ، ثم حاول مرة أخرى.
app-engine-stopping = تعذّر على Pacer تنفيذ ذلك: محركه يتوقف أو فشلت قاعدة بياناته. حاول مرة أخرى بعد قليل.
app-still-starting = ما زال Pacer يبدأ التشغيل. حاول مرة أخرى بعد قليل.

# The keyring ($detail: the keyring's own words)
app-keyring-no-answer = لم تستجب سلسلة المفاتيح (keyring) في هذا الكمبيوتر خلال 30 ثانية (ربما هي مقفلة). افتح قفلها، ثم حاول مرة أخرى.
app-keyring-failed = تعذّر على Pacer استخدام سلسلة المفاتيح (keyring) في هذا الكمبيوتر، حيث يحفظ رمز Meta والبيانات السرية ({ $detail }). افتح قفل سلسلة المفاتيح (على Linux يجب أن يعمل GNOME Keyring أو KWallet)، ثم حاول مرة أخرى.
app-keyring-failed-stopped = تعذّر على Pacer استخدام سلسلة المفاتيح (keyring) في هذا الكمبيوتر، حيث يحفظ رمز Meta والبيانات السرية (توقف طلب سلسلة المفاتيح فجأة). افتح قفل سلسلة المفاتيح (على Linux يجب أن يعمل GNOME Keyring أو KWallet)، ثم حاول مرة أخرى.
app-keyring-failed-locked = تعذّر على Pacer استخدام سلسلة المفاتيح (keyring) في هذا الكمبيوتر، حيث يحفظ رمز Meta والبيانات السرية (لم تستجب سلسلة المفاتيح خلال 30 ثانية؛ ربما هي مقفلة). افتح قفل سلسلة المفاتيح (على Linux يجب أن يعمل GNOME Keyring أو KWallet)، ثم حاول مرة أخرى.
app-keyring-failed-locked-api-key = تعذّر على Pacer استخدام سلسلة المفاتيح (keyring) في هذا الكمبيوتر، حيث يحفظ رمز Meta والبيانات السرية (لم تستجب سلسلة المفاتيح خلال 30 ثانية؛ ربما هي مقفلة. يعمل مفتاح API المحلي حتى يُغلق Pacer). افتح قفل سلسلة المفاتيح (على Linux يجب أن يعمل GNOME Keyring أو KWallet)، ثم حاول مرة أخرى.
app-keyring-call-stopped = توقف طلب سلسلة المفاتيح (keyring) فجأة. حاول مرة أخرى.

# Why the engine did not start ($detail: the system's own words)
app-no-account = لا يوجد حساب Meta متصل بعد. اربط حسابًا في الإعدادات ← حساب Meta، أو استخدم العرض التجريبي.
app-missing-secret = { $secret ->
        [access-token] رمز الوصول إلى Meta غير موجود في سلسلة المفاتيح (keyring) في هذا الكمبيوتر. أدخله مرة أخرى في الإعدادات ← حساب Meta.
       *[app-secret] سر تطبيق Meta غير موجود في سلسلة المفاتيح (keyring) في هذا الكمبيوتر. أدخله مرة أخرى في الإعدادات ← حساب Meta.
    }
app-simulator-failed = تعذّر تشغيل Meta المحاكى في العرض التجريبي: { $detail }
app-graph-unusable = عنوان Meta في الإعدادات غير صالح للاستخدام: { $detail }
app-data-folder-failed = تعذّر على Pacer تجهيز مجلد بياناته { $path }: { $detail }
app-node-api-not-loopback = عنوان API المحلي { $addr } ليس عنوان loopback: يجب أن يكون متاحًا من هذا الجهاز فقط (استخدم 127.0.0.1)
app-node-webhook-not-loopback = عنوان مستقبل الـ webhook { $addr } ليس عنوان loopback. يصل النفق إلى مستقبل على 127.0.0.1؛ والاستماع على الشبكة يسمح لكل من عليها بالإرسال إلى المستقبل. استخدم 127.0.0.1، أو مرّر --webhook-beyond-loopback إذا كان وكيل عكسي على جهاز آخر يمرر webhooks من Meta إليه
app-node-already-running = هناك Pacer آخر يعمل بالفعل بقاعدة البيانات { $path }: أغلقه أولًا (اثنان من Pacer على قاعدة بيانات واحدة سيرسلان كل رسالة مرتين)
app-node-folder-failed = تعذّر استخدام مجلد قاعدة البيانات { $path }: { $detail }
app-node-cannot-listen = { $what ->
        [api] تعذّر الاستماع على { $addr } لـ API المحلي ({ $detail })؛ هل يستخدم برنامج آخر هذا المنفذ؟
       *[webhook] تعذّر الاستماع على { $addr } لمستقبل الـ webhook ({ $detail })؛ هل يستخدم برنامج آخر هذا المنفذ؟
    }
app-node-engine-failed = تعذّر البدء بقاعدة البيانات { $path }: { $detail }
app-start-port-in-use = { $what ->
        [api] تعذّر الاستماع على { $addr } لـ API المحلي ({ $detail })؛ هل يستخدم برنامج آخر هذا المنفذ؟ ربما يعمل Pacer آخر (أو `pacer serve`): أغلقه، أو غيّر المنافذ في الإعدادات ← متقدم.
       *[webhook] تعذّر الاستماع على { $addr } لمستقبل الـ webhook ({ $detail })؛ هل يستخدم برنامج آخر هذا المنفذ؟ ربما يعمل Pacer آخر (أو `pacer serve`): أغلقه، أو غيّر المنافذ في الإعدادات ← متقدم.
    }

# The settings file
app-settings-file-unusable = { $action ->
        [read] تعذّر على Pacer قراءة ملف إعداداته { $path }: { $detail }
       *[save] تعذّر على Pacer حفظ ملف إعداداته { $path }: { $detail }
    }
app-settings-file-damaged = ملف إعدادات Pacer { $path } تالف ({ $detail })؛ احتُفظ به باسم { $backup } وبدأ Pacer بإعداداته الافتراضية
app-tunnel-not-confirmed = لم يُحفظ شيء: اخترت عدم تشغيل برنامج النفق، لذلك يبقى النفق كما كان ({ $tunnel }). احفظ مرة أخرى واختر "Run this program" لاستخدامه، أو اختر نفقًا آخر.
app-tunnel-token-spaces = رمز النفق لا يحتوي على مسافات. انسخه مرة أخرى من Cloudflare أو ngrok، ثم الصقه هنا.

# Templates and reports
app-templates-sync-failed = تعذّر على Pacer قراءة قوالبك من Meta. تحقق من الاتصال في الإعدادات ← حساب Meta، ثم حاول مرة أخرى.
app-template-missing = لا يوجد قالب باسم "{ $name }" بلغة { $language }. زامن القوالب وحاول مرة أخرى.
app-export-format = يصدّر Pacer بصيغة CSV أو XLSX، وليس "{ $format }".
app-saving-stopped = توقف الحفظ فجأة. حاول مرة أخرى.
app-export-build-failed = تعذّر على Pacer إنشاء ملف التصدير.
app-export-write-failed = تعذّر على Pacer كتابة { $path }. اختر مجلدًا آخر، أو أغلق الملف إن كان مفتوحًا في Excel.

# Connecting a Meta account ($step: number, or templates when the number was fine)
app-use-live-no-account = لا يوجد حساب Meta متصل بعد: املأ الإعدادات ← حساب Meta أولًا.
app-paste-access-token = الصق رمز الوصول أولًا (Meta Business Manager ← System users ← Generate token).
app-paste-app-secret = الصق سر التطبيق أيضًا (App Dashboard ← Settings ← Basic): يستخدمه Pacer للتحقق من أن تحديثات التسليم تأتي فعلًا من Meta.
app-token-not-sent = لم يُختبر: لم يُرسل شيء إلى { $address }، لأنك اخترت عدم إرسال رمز الوصول المحفوظ إليه. لاختبار هذا العنوان، الصق رمز الوصول المخصص له.
app-meta-not-accepted = لم تقبل Meta الحساب.
app-meta-token-refused = { $step ->
        [templates] الرقم سليم، لكن القوالب: رفضت Meta رمز الوصول هذا: انتهت صلاحيته أو أُلغي، أو لُصق جزء منه فقط. أنشئ رمزًا جديدًا (Business Settings ← Users ← System users ← Generate token) والصقه هنا.
       *[number] رفضت Meta رمز الوصول هذا: انتهت صلاحيته أو أُلغي، أو لُصق جزء منه فقط. أنشئ رمزًا جديدًا (Business Settings ← Users ← System users ← Generate token) والصقه هنا.
    }
app-meta-ids-unknown = { $step ->
        [templates] الرقم سليم، لكن القوالب: لا تعرف Meta معرّف رقم الهاتف أو معرّف WABA هذا، أو لا يستطيع الرمز رؤيته. تحقق من المعرّفين في WhatsApp Manager.
       *[number] لا تعرف Meta معرّف رقم الهاتف أو معرّف WABA هذا، أو لا يستطيع الرمز رؤيته. تحقق من المعرّفين في WhatsApp Manager.
    }
app-meta-refused = { $step ->
        [templates] الرقم سليم، لكن القوالب: رفضت Meta الطلب: { $message }
       *[number] رفضت Meta الطلب: { $message }
    }
app-meta-unreachable = { $step ->
        [templates] الرقم سليم، لكن القوالب: تعذّر على Pacer الوصول إلى Meta على { $url }. تحقق من اتصال هذا الكمبيوتر بالإنترنت (ومن عنوان Graph في قسم متقدم).
       *[number] تعذّر على Pacer الوصول إلى Meta على { $url }. تحقق من اتصال هذا الكمبيوتر بالإنترنت (ومن عنوان Graph في قسم متقدم).
    }
app-meta-unexpected = { $step ->
        [templates] الرقم سليم، لكن القوالب: أجابت Meta بطريقة لم يتوقعها Pacer. تحقق من عنوان Graph في قسم متقدم.
       *[number] أجابت Meta بطريقة لم يتوقعها Pacer. تحقق من عنوان Graph في قسم متقدم.
    }
app-templates-count = { $templates ->
        [zero] لا قوالب، { $approved } معتمد
        [one] قالب واحد، { $approved } معتمد
        [two] قالبان، { $approved } معتمد
        [few] { $templates } قوالب، { $approved } معتمد
        [many] { $templates } قالبًا، { $approved } معتمد
       *[other] { $templates } قالب، { $approved } معتمد
    }

app-meta-code = { $step ->
        [templates] الرقم سليم، لكن القوالب: { app-meta-code-words }
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
meta-code-throughput-meaning = تم بلوغ حد Meta لعدد الرسائل في الثانية.
meta-code-throughput-action = يبطئ Pacer ويرسل الباقي من تلقاء نفسه؛ لم يضع شيء.
meta-code-call-volume = { meta-code-call-volume-meaning } { meta-code-call-volume-action }
meta-code-call-volume-meaning = طلبت Meta من Pacer تقليل الطلبات لبعض الوقت (حدها لعدد الطلبات في الساعة).
meta-code-call-volume-action = يبطئ Pacer ويرسل الباقي من تلقاء نفسه؛ لم يضع شيء.
meta-code-maintenance = { meta-code-maintenance-meaning } { meta-code-maintenance-action }
meta-code-maintenance-meaning = حسابك في WhatsApp قيد الصيانة لفترة قصيرة (مثلًا أثناء رفع Meta لحده).
meta-code-maintenance-action = ينتظر Pacer نحو دقيقة ثم يتابع من تلقاء نفسه.
meta-code-temporary = حدثت مشكلة مؤقتة لدى Meta.
meta-code-pair-rate = { meta-code-pair-rate-meaning } { meta-code-pair-rate-action }
meta-code-pair-rate-meaning = أُرسلت رسائل كثيرة إلى هذا العميل في وقت قصير.
meta-code-pair-rate-action = ينتظر Pacer قبل أن يرسل إليه الرسالة التالية؛ ولا يتأخر باقي العملاء.
meta-code-marketing-cap = أوقف WhatsApp هذه الرسالة التسويقية لأن العميل تلقى رسائل كثيرة مؤخرًا.
meta-code-template-values = { meta-code-template-values-meaning } { meta-code-template-values-action }
meta-code-template-values-meaning = عدد القيم لا يطابق متغيرات القالب.
meta-code-template-values-action = راجع ربط الأعمدة في الحملة.
meta-code-template-missing = { meta-code-template-missing-meaning } { meta-code-template-missing-action }
meta-code-template-missing-meaning = هذا القالب غير موجود بهذه اللغة، أو غير معتمد.
meta-code-template-missing-action = راجعه في WhatsApp Manager ثم زامِن القوالب.
meta-code-template-policy = { meta-code-template-policy-meaning } { meta-code-template-policy-action }
meta-code-template-policy-meaning = وجدت Meta أن محتوى القالب مخالف لسياستها.
meta-code-template-policy-action = عدّل القالب في WhatsApp Manager.
meta-code-value-format = إحدى القيم ليست بالصيغة التي يتوقعها القالب (مثلًا صورة في مكان ملف PDF).
meta-code-template-paused = { meta-code-template-paused-meaning } { meta-code-template-paused-action }
meta-code-template-paused-meaning = أوقفت Meta هذا القالب مؤقتًا بسبب انخفاض الجودة.
meta-code-template-paused-action = الحملات التي تستخدمه متوقفة؛ باقي الرسائل مستمرة.
meta-code-template-disabled = { meta-code-template-disabled-meaning } { meta-code-template-disabled-action }
meta-code-template-disabled-meaning = عطّلت Meta هذا القالب نهائيًا بعد تكرار انخفاض الجودة.
meta-code-template-disabled-action = أنشئ قالبًا جديدًا.
meta-code-flow-blocked = { meta-code-flow-blocked-meaning } { meta-code-flow-blocked-action }
meta-code-flow-blocked-meaning = WhatsApp Flow في هذا القالب محظور.
meta-code-flow-blocked-action = راجع الـ Flow في WhatsApp Manager، ثم استأنف الحملة.
meta-code-flow-too-often = { meta-code-flow-too-often-meaning } { meta-code-flow-too-often-action }
meta-code-flow-too-often-meaning = أُرسل WhatsApp Flow هذا مرات كثيرة (تسمح Meta بـ 10 إرسالات في الساعة لكل Flow).
meta-code-flow-too-often-action = الحملة متوقفة؛ استأنفها لاحقًا.
meta-code-marketing-off = القوالب التسويقية معطلة لـ Cloud API في حساب WhatsApp هذا.
meta-code-spam-limit = { meta-code-spam-limit-meaning } { meta-code-spam-limit-action }
meta-code-spam-limit-meaning = قيّدت Meta الإرسال لأن رسائل حديثة حُظرت أو أُبلغ عنها كرسائل مزعجة.
meta-code-spam-limit-action = راجع جودة رقمك في WhatsApp Manager؛ سيجرّب Pacer رسالة واحدة بعد فترة توقف.
meta-code-category-limit = { meta-code-category-limit-meaning } { meta-code-category-limit-action }
meta-code-category-limit-meaning = قيّدت Meta الإرسال بسبب مخالفات في فئات القوالب.
meta-code-category-limit-action = راجع فئات قوالبك؛ سيجرّب Pacer رسالة واحدة بعد فترة توقف.
meta-code-token-expired = { meta-code-token-expired-meaning } { meta-code-token-expired-action }
meta-code-token-expired-meaning = انتهت صلاحية رمز الوصول إلى Meta أو أُلغي.
meta-code-token-expired-action = الصق رمزًا جديدًا في الإعدادات ← حساب Meta، ثم اضغط استئناف. الإرسال متوقف حتى ذلك الحين؛ لم يضع شيء.
meta-code-permission = { meta-code-permission-meaning } { meta-code-permission-action }
meta-code-permission-meaning = تقول Meta إن رمز الوصول الخاص بك ينقصه إذن يحتاجه هذا الإجراء.
meta-code-permission-action = امنح مستخدم النظام whatsapp_business_messaging و whatsapp_business_management في Meta Business Manager، ثم اضغط استئناف.
meta-code-restricted = { meta-code-restricted-meaning } { meta-code-restricted-action }
meta-code-restricted-meaning = قيّدت Meta حسابك في WhatsApp بسبب مخالفة للسياسة.
meta-code-restricted-action = راجع Account Quality في WhatsApp Manager، ثم اضغط استئناف.
meta-code-locked = { meta-code-locked-meaning } { meta-code-locked-action }
meta-code-locked-meaning = قفلت Meta حسابك في WhatsApp.
meta-code-locked-action = راجع حالته في WhatsApp Manager، ثم اضغط استئناف.
meta-code-payment = { meta-code-payment-meaning } { meta-code-payment-action }
meta-code-payment-meaning = تُبلغ Meta عن مشكلة في طريقة الدفع لديك.
meta-code-payment-action = أصلحها في Meta Business Manager ← Billing، ثم اضغط استئناف.
meta-code-not-registered = { meta-code-not-registered-meaning } { meta-code-not-registered-action }
meta-code-not-registered-meaning = رقم هاتف عملك غير مسجل في Cloud API.
meta-code-not-registered-action = سجّله في WhatsApp Manager، ثم اضغط استئناف.
meta-code-number-deleted = { meta-code-number-deleted-meaning } { meta-code-number-deleted-action }
meta-code-number-deleted-meaning = حُذف رقم هاتف عملك من حساب WhatsApp.
meta-code-number-deleted-action = راجع معرّف رقم الهاتف في الإعدادات.
meta-code-display-name = { meta-code-display-name-meaning } { meta-code-display-name-action }
meta-code-display-name-meaning = رقم عملك ليس له اسم عرض معتمد بعد.
meta-code-display-name-action = احصل على اعتماده في WhatsApp Manager، ثم اضغط استئناف.
meta-code-payments-terms = { meta-code-payments-terms-meaning } { meta-code-payments-terms-action }
meta-code-payments-terms-meaning = لم تُقبل شروط WhatsApp Payments لهذا الحساب.
meta-code-payments-terms-action = اقبلها في WhatsApp Manager، ثم اضغط استئناف.
meta-code-direct-send = { meta-code-direct-send-meaning } { meta-code-direct-send-action }
meta-code-direct-send-meaning = Direct Send محظور لهذا الحساب.
meta-code-direct-send-action = راجع الحساب في WhatsApp Manager، ثم اضغط استئناف.
meta-code-stopped-marketing = { meta-code-stopped-marketing-meaning } { meta-code-stopped-marketing-action }
meta-code-stopped-marketing-meaning = أوقف هذا العميل الرسائل التسويقية من نشاطك التجاري.
meta-code-stopped-marketing-action = لن يرسل إليه Pacer رسائل تسويقية مرة أخرى.
meta-code-media = { meta-code-media-meaning } { meta-code-media-action }
meta-code-media-meaning = تعذّر على Meta جلب الملف المرفق أو استخدامه.
meta-code-media-action = تأكد أنه ملف PDF أو صورة صالحة ثم حاول مرة أخرى.
meta-code-invalid-value = { meta-code-invalid-value-meaning } { meta-code-invalid-value-action }
meta-code-invalid-value-meaning = رفضت Meta الرسالة كما كُتبت (قيمة ناقصة أو غير صالحة).
meta-code-invalid-value-action = التفاصيل توضح أي حقل.
meta-code-own-number = المستلم هو رقم عملك نفسه.
meta-code-unreachable = { meta-code-unreachable-meaning } { meta-code-unreachable-action }
meta-code-unreachable-meaning = لا يمكن لهذا الرقم استقبال رسائل WhatsApp.
meta-code-unreachable-action = تحقق من الرقم، أو تواصل مع هذا العميل بطريقة أخرى.
meta-code-not-allowed-test = { meta-code-not-allowed-test-meaning } { meta-code-not-allowed-test-action }
meta-code-not-allowed-test-meaning = هذا الرقم ليس في قائمة المستلمين المسموح بهم لرقمك التجريبي.
meta-code-not-allowed-test-action = أضفه في App Dashboard، أو استخدم رقمك الفعلي.
meta-code-window-closed = مرّ أكثر من 24 ساعة منذ آخر مرة كتب إليك فيها هذا العميل، لذلك لا يمكن إرسال إلا قالب معتمد.
meta-code-unsupported = لا يدعم WhatsApp هذا النوع من الرسائل.
meta-code-download-failed = { meta-code-download-failed-meaning } { meta-code-download-failed-action }
meta-code-download-failed-meaning = تعذّر على WhatsApp تنزيل ملف أرسله العميل.
meta-code-download-failed-action = اطلب منه إرساله مرة أخرى.
meta-code-user-id = { meta-code-user-id-meaning } { meta-code-user-id-action }
meta-code-user-id-meaning = لا يمكن إرسال هذا النوع من الرسائل إلى معرّف مستخدم WhatsApp.
meta-code-user-id-action = أرسلها إلى رقم هاتف العميل بدلًا من ذلك.
meta-code-blocked = { meta-code-blocked-meaning } { meta-code-blocked-action }
meta-code-blocked-meaning = نشاطك التجاري حظر هذا العميل.
meta-code-blocked-action = ألغِ حظره في WhatsApp Manager لترسل إليه رسائل.
meta-code-experiment = { meta-code-experiment-meaning } { meta-code-experiment-action }
meta-code-experiment-meaning = استبعدت Meta هذا العميل من الرسائل التسويقية ضمن تجربة.
meta-code-experiment-action = لا شيء يحتاج إلى إصلاح.
meta-code-country = لا يُسمح لحسابك في WhatsApp بمراسلة العملاء في بلد هذا العميل.
meta-code-too-long = { meta-code-too-long-meaning } { meta-code-too-long-action }
meta-code-too-long-meaning = بعد ملء القيم، تصبح هذه الرسالة أطول مما يسمح به WhatsApp.
meta-code-too-long-action = اختصر القيم.
meta-code-value-spaces = تحتوي إحدى القيم على سطر جديد أو علامة جدولة أو أكثر من أربع مسافات متتالية، وهذا غير مسموح في القوالب.
meta-code-registration = { meta-code-registration-meaning } { meta-code-registration-action }
meta-code-registration-meaning = رفضت Meta خطوة تسجيل لرقم هاتف عملك (رمز PIN أو التسجيل).
meta-code-registration-action = راجع الرقم في WhatsApp Manager.
meta-code-deregistered-often = { meta-code-deregistered-often-meaning } { meta-code-deregistered-often-action }
meta-code-deregistered-often-meaning = سُجّل رقم هاتف عملك وأُلغي تسجيله مرات كثيرة؛ تحظره Meta لبعض الوقت.
meta-code-deregistered-often-action = انتظر، ثم حاول مرة أخرى.
meta-code-template-count = { meta-code-template-count-meaning } { meta-code-template-count-action }
meta-code-template-count-meaning = في حسابك أكبر عدد من القوالب تسمح به Meta.
meta-code-template-count-action = احذف القوالب التي لم تعد تستخدمها في WhatsApp Manager.
meta-code-unnamed-value = { meta-code-unnamed-value-meaning } { meta-code-unnamed-value-action }
meta-code-unnamed-value-meaning = رفضت Meta الرسالة بسبب مشكلة في قيمها لم تحددها.
meta-code-unnamed-value-action = قد توضح التفاصيل المزيد.
meta-code-identity-changed = { meta-code-identity-changed-meaning } { meta-code-identity-changed-action }
meta-code-identity-changed-meaning = تغيّرت هوية العميل في WhatsApp (هاتف جديد أو إعادة تثبيت).
meta-code-identity-changed-action = تأكد أنه الشخص نفسه قبل الإرسال مرة أخرى.
meta-code-callback = { meta-code-callback-meaning } { meta-code-callback-action }
meta-code-callback-meaning = تعذّر على Meta التحقق من العنوان الذي أعطاه Pacer لتحديثات التسليم.
meta-code-callback-action = راجع النفق في الإعدادات ← تحديثات التسليم، ثم سجّل العنوان مرة أخرى.

# Why a message failed, a campaign paused or sending stopped, from Meta's code: $row is the
# row of Meta's codes (as in meta-code-…), $code Meta's code (an identifier, not an amount),
# $details Meta's own text, in Meta's words.
reason-meta = { $row ->
        [throughput] { meta-code-throughput } (رمز Meta { $code })
        [call-volume] { meta-code-call-volume } (رمز Meta { $code })
        [maintenance] { meta-code-maintenance } (رمز Meta { $code })
        [temporary] { meta-code-temporary } (رمز Meta { $code })
        [pair-rate] { meta-code-pair-rate } (رمز Meta { $code })
        [marketing-cap] { meta-code-marketing-cap } (رمز Meta { $code })
        [template-values] { meta-code-template-values } (رمز Meta { $code })
        [template-missing] { meta-code-template-missing } (رمز Meta { $code })
        [template-policy] { meta-code-template-policy } (رمز Meta { $code })
        [value-format] { meta-code-value-format } (رمز Meta { $code })
        [template-paused] { meta-code-template-paused } (رمز Meta { $code })
        [template-disabled] { meta-code-template-disabled } (رمز Meta { $code })
        [flow-blocked] { meta-code-flow-blocked } (رمز Meta { $code })
        [flow-too-often] { meta-code-flow-too-often } (رمز Meta { $code })
        [marketing-off] { meta-code-marketing-off } (رمز Meta { $code })
        [spam-limit] { meta-code-spam-limit } (رمز Meta { $code })
        [category-limit] { meta-code-category-limit } (رمز Meta { $code })
        [token-expired] { meta-code-token-expired } (رمز Meta { $code })
        [permission] { meta-code-permission } (رمز Meta { $code })
        [restricted] { meta-code-restricted } (رمز Meta { $code })
        [locked] { meta-code-locked } (رمز Meta { $code })
        [payment] { meta-code-payment } (رمز Meta { $code })
        [not-registered] { meta-code-not-registered } (رمز Meta { $code })
        [number-deleted] { meta-code-number-deleted } (رمز Meta { $code })
        [display-name] { meta-code-display-name } (رمز Meta { $code })
        [payments-terms] { meta-code-payments-terms } (رمز Meta { $code })
        [direct-send] { meta-code-direct-send } (رمز Meta { $code })
        [stopped-marketing] { meta-code-stopped-marketing } (رمز Meta { $code })
        [media] { meta-code-media } (رمز Meta { $code })
        [invalid-value] { meta-code-invalid-value } (رمز Meta { $code })
        [own-number] { meta-code-own-number } (رمز Meta { $code })
        [unreachable] { meta-code-unreachable } (رمز Meta { $code })
        [not-allowed-test] { meta-code-not-allowed-test } (رمز Meta { $code })
        [window-closed] { meta-code-window-closed } (رمز Meta { $code })
        [unsupported] { meta-code-unsupported } (رمز Meta { $code })
        [download-failed] { meta-code-download-failed } (رمز Meta { $code })
        [user-id] { meta-code-user-id } (رمز Meta { $code })
        [blocked] { meta-code-blocked } (رمز Meta { $code })
        [experiment] { meta-code-experiment } (رمز Meta { $code })
        [country] { meta-code-country } (رمز Meta { $code })
        [too-long] { meta-code-too-long } (رمز Meta { $code })
        [value-spaces] { meta-code-value-spaces } (رمز Meta { $code })
        [registration] { meta-code-registration } (رمز Meta { $code })
        [deregistered-often] { meta-code-deregistered-often } (رمز Meta { $code })
        [template-count] { meta-code-template-count } (رمز Meta { $code })
        [unnamed-value] { meta-code-unnamed-value } (رمز Meta { $code })
        [identity-changed] { meta-code-identity-changed } (رمز Meta { $code })
        [callback] { meta-code-callback } (رمز Meta { $code })
       *[unknown] رفضت Meta الرسالة بالرمز { $code }.
    }
reason-meta-details = { $row ->
        [throughput] { meta-code-throughput } (رمز Meta { $code }: { $details })
        [call-volume] { meta-code-call-volume } (رمز Meta { $code }: { $details })
        [maintenance] { meta-code-maintenance } (رمز Meta { $code }: { $details })
        [temporary] { meta-code-temporary } (رمز Meta { $code }: { $details })
        [pair-rate] { meta-code-pair-rate } (رمز Meta { $code }: { $details })
        [marketing-cap] { meta-code-marketing-cap } (رمز Meta { $code }: { $details })
        [template-values] { meta-code-template-values } (رمز Meta { $code }: { $details })
        [template-missing] { meta-code-template-missing } (رمز Meta { $code }: { $details })
        [template-policy] { meta-code-template-policy } (رمز Meta { $code }: { $details })
        [value-format] { meta-code-value-format } (رمز Meta { $code }: { $details })
        [template-paused] { meta-code-template-paused } (رمز Meta { $code }: { $details })
        [template-disabled] { meta-code-template-disabled } (رمز Meta { $code }: { $details })
        [flow-blocked] { meta-code-flow-blocked } (رمز Meta { $code }: { $details })
        [flow-too-often] { meta-code-flow-too-often } (رمز Meta { $code }: { $details })
        [marketing-off] { meta-code-marketing-off } (رمز Meta { $code }: { $details })
        [spam-limit] { meta-code-spam-limit } (رمز Meta { $code }: { $details })
        [category-limit] { meta-code-category-limit } (رمز Meta { $code }: { $details })
        [token-expired] { meta-code-token-expired } (رمز Meta { $code }: { $details })
        [permission] { meta-code-permission } (رمز Meta { $code }: { $details })
        [restricted] { meta-code-restricted } (رمز Meta { $code }: { $details })
        [locked] { meta-code-locked } (رمز Meta { $code }: { $details })
        [payment] { meta-code-payment } (رمز Meta { $code }: { $details })
        [not-registered] { meta-code-not-registered } (رمز Meta { $code }: { $details })
        [number-deleted] { meta-code-number-deleted } (رمز Meta { $code }: { $details })
        [display-name] { meta-code-display-name } (رمز Meta { $code }: { $details })
        [payments-terms] { meta-code-payments-terms } (رمز Meta { $code }: { $details })
        [direct-send] { meta-code-direct-send } (رمز Meta { $code }: { $details })
        [stopped-marketing] { meta-code-stopped-marketing } (رمز Meta { $code }: { $details })
        [media] { meta-code-media } (رمز Meta { $code }: { $details })
        [invalid-value] { meta-code-invalid-value } (رمز Meta { $code }: { $details })
        [own-number] { meta-code-own-number } (رمز Meta { $code }: { $details })
        [unreachable] { meta-code-unreachable } (رمز Meta { $code }: { $details })
        [not-allowed-test] { meta-code-not-allowed-test } (رمز Meta { $code }: { $details })
        [window-closed] { meta-code-window-closed } (رمز Meta { $code }: { $details })
        [unsupported] { meta-code-unsupported } (رمز Meta { $code }: { $details })
        [download-failed] { meta-code-download-failed } (رمز Meta { $code }: { $details })
        [user-id] { meta-code-user-id } (رمز Meta { $code }: { $details })
        [blocked] { meta-code-blocked } (رمز Meta { $code }: { $details })
        [experiment] { meta-code-experiment } (رمز Meta { $code }: { $details })
        [country] { meta-code-country } (رمز Meta { $code }: { $details })
        [too-long] { meta-code-too-long } (رمز Meta { $code }: { $details })
        [value-spaces] { meta-code-value-spaces } (رمز Meta { $code }: { $details })
        [registration] { meta-code-registration } (رمز Meta { $code }: { $details })
        [deregistered-often] { meta-code-deregistered-often } (رمز Meta { $code }: { $details })
        [template-count] { meta-code-template-count } (رمز Meta { $code }: { $details })
        [unnamed-value] { meta-code-unnamed-value } (رمز Meta { $code }: { $details })
        [identity-changed] { meta-code-identity-changed } (رمز Meta { $code }: { $details })
        [callback] { meta-code-callback } (رمز Meta { $code }: { $details })
       *[unknown] رفضت Meta الرسالة بالرمز { $code }: { $details }
    }
reason-meta-gave-up = لم تقبل Meta الرسالة بعد { $tries } { $tries ->
        [zero] محاولة
        [one] محاولة واحدة
        [two] محاولتين
        [few] محاولات
        [many] محاولة
       *[other] محاولة
    }. { reason-meta }
reason-meta-gave-up-details = لم تقبل Meta الرسالة بعد { $tries } { $tries ->
        [zero] محاولة
        [one] محاولة واحدة
        [two] محاولتين
        [few] محاولات
        [many] محاولة
       *[other] محاولة
    }. { reason-meta-details }

# Pacer's own reasons and a report's sentences.
# $tries: how many times Pacer tried (a number).
reason-no-usable-answer = لم تقبل خوادم Meta الرسالة بعد { $tries } { $tries ->
        [zero] محاولة
        [one] محاولة واحدة
        [two] محاولتين
        [few] محاولات
        [many] محاولة
       *[other] محاولة
    } ولم تذكر سببًا (أجابت بخطأ مجرد). لا مشكلة لدى العميل ولا في حسابك؛ اضغط إعادة محاولة الفاشلة لاحقًا.
reason-network = انقطع الاتصال بالإنترنت: هذه الرسائل لم تصل إلى WhatsApp أبدًا.
reason-network-action = لا مشكلة لدى العملاء ولا في حسابك. اضغط إعادة محاولة الفاشلة؛ أصبح Pacer ينتظر الاتصال من تلقاء نفسه.
reason-no-answer = لم تُجب Meta مرتين ولم ترسل أي تحديث للتسليم: لا يستطيع Pacer معرفة هل وصلت هذه الرسائل.
reason-no-answer-action = تحقّق مع العملاء قبل الإرسال مرة أخرى؛ لا يعيد Pacer إرسالها من تلقاء نفسه.
reason-unexpected-answer = لم تقبل خوادم Meta هذه الرسائل ولم تذكر سببًا.
reason-unexpected-answer-action = لا مشكلة لدى العملاء ولا في حسابك. اضغط إعادة محاولة الفاشلة لإرسالها مرة أخرى.
reason-internal = تعذّر على Pacer تجهيز هذه الرسائل (خطأ داخلي).
reason-internal-action = أرسلها مرة أخرى من حملة جديدة؛ وإذا تكرر ذلك، فأرسل بيانات تشخيص Pacer إلى مطوّريه.
reason-none-recorded = لم يُسجَّل أي سبب.
reason-cancelled = أُلغيت قبل إرسالها.
reason-in-doubt = لم تُجب Meta عند إرسال هذه الرسالة؛ يتحقق Pacer هل خرجت قبل أن يرسلها مرة أخرى.
reason-waiting-pacing = انتظار بضع ثوانٍ: يحدّ WhatsApp من عدد المرات التي يمكن أن يتلقى فيها عميل واحد رسائل.
reason-waiting-tier = انتظار مكان ضمن حد Meta اليومي لعدد العملاء الذين يمكنك مراسلتهم.
reason-waiting-paused = انتظار: الحملة متوقفة مؤقتًا.
reason-waiting-hours = بانتظار أن تبدأ ساعات الإرسال الخاصة بالحملة من جديد.
reason-waiting-retry = انتظار لإعادة المحاولة بعد مشكلة مؤقتة.
# $details: the temporary problem as Pacer recorded it (English, as stored).
reason-waiting-retry-details = انتظار لإعادة المحاولة بعد مشكلة مؤقتة: { $details }
# $reason: Pacer's own word for why the message waits.
reason-waiting-other = انتظار ({ $reason }).
reason-waiting = انتظار.
reason-group-gave-up = توقف Pacer عن محاولة إرسال هذه الرسائل.
reason-group-see-history = راجع سجل كل رسالة لمعرفة ما حدث.
reason-group-retry = اضغط إعادة محاولة الفاشلة لإرسالها مرة أخرى.
reason-group-no-retry = إعادة المحاولة لن تغيّر هذا؛ راجع التفاصيل لإصلاح السبب.
# $code: Meta's code (an identifier, not an amount).
reason-group-meta-code = رفضت Meta هذه الرسائل بالرمز { $code }.
reason-action-marketing-cap = يمكن لـ Pacer المحاولة مرة أخرى بعد 24 ساعة: اضغط إعادة محاولة الفاشلة حينها.
reason-action-window-closed = أرسل قالبًا معتمدًا بدلًا من ذلك.
reason-action-unsupported = أرسل قالبًا أو رسالة نصية بدلًا من ذلك.
reason-action-own-number = احذف رقم عملك نفسه من القائمة.
reason-action-value-spaces = أصلح القيم في قائمتك (بلا أسطر جديدة أو علامات جدولة أو مسافات متتالية كثيرة)، ثم أرسل إلى هؤلاء العملاء مرة أخرى.
reason-action-marketing-off = أعد تشغيل الرسائل التسويقية لـ Cloud API في WhatsApp Manager.
reason-paused-by-you = أوقفتها أنت مؤقتًا. اضغط استئناف للمتابعة.
reason-template-paused = أوقفت Meta القالب "{ $template }" مؤقتًا بسبب انخفاض الجودة. هذه الحملة متوقفة؛ باقي الرسائل مستمرة. ستُستأنف عندما توافق Meta على القالب من جديد.
reason-template-disabled = عطّلت Meta القالب "{ $template }" نهائيًا. هذه الحملة متوقفة؛ أنشئ قالبًا جديدًا واستخدمه بدلًا منه.
# $template: the template's name; $status: Meta's word for its new status.
reason-template-not-approved = القالب "{ $template }" لم يعد معتمدًا ({ $status }). هذه الحملة متوقفة؛ باقي الرسائل مستمرة.
reason-skipped-opted-out = أوقف هذا العميل الرسائل التسويقية من نشاطك التجاري، لذلك لم يرسل Pacer هذا القالب التسويقي.
reason-summary-empty = لا توجد رسائل في هذه الحملة بعد.
# A report's line. Each count is a number; a part whose count is 0 is left out; $first
# names the first part said, which follows the semicolon, the others a comma.
reason-summary = وصلت { $delivered } من أصل { $total } { $total ->
        [zero] رسالة
        [one] رسالة
        [two] رسالتين
        [few] رسائل
        [many] رسالة
       *[other] رسالة
    }، وقُرئت { $read } حتى الآن{ $waiting ->
        [0] {""}
       *[other] { $first ->
            [waiting] {"؛ "}
           *[other] {"، "}
        }{ $waiting } أُرسلت وتنتظر التسليم
    }{ $failed ->
        [0] {""}
       *[other] { $first ->
            [failed] {"؛ "}
           *[other] {"، "}
        }{ $failed } فشلت
    }{ $skipped ->
        [0] {""}
       *[other] { $first ->
            [skipped] {"؛ "}
           *[other] {"، "}
        }{ $skipped } تم تخطيها
    }{ $unsent ->
        [0] {""}
       *[other] { $first ->
            [unsent] {"؛ "}
           *[other] {"، "}
        }{ $unsent } لم تُرسل بعد
    }{ $cancelled ->
        [0] {""}
       *[other] { $first ->
            [cancelled] {"؛ "}
           *[other] {"، "}
        }{ $cancelled } أُلغيت
    }{ $expired ->
        [0] {""}
       *[other] { $first ->
            [expired] {"؛ "}
           *[other] {"، "}
        }{ $expired } انتهت مهلتها (لم تُرسل في الوقت)
    }.

# (end of Engine, reports)

## Engine, imports: an import's report, its problem rows and why an import was refused

engine-import-reason = { $reason ->
        [empty] فارغ
        [not_a_number] ليس رقم هاتف
        [several_numbers] أكثر من رقم في الخلية
        [shortened_by_excel] قصّره Excel (ضاعت خانات بسبب الصيغة العلمية)
        [too_short] قصير جدًا
        [too_long] طويل جدًا
        [unknown_country_code] رمز دولة غير معروف
       *[not_valid_for] ليس رقمًا صالحًا في { $country }
    }
engine-import-reason-of-one = { $reason ->
        [empty] الخلية فارغة
        [not_a_number] ليس رقم هاتف
        [several_numbers] أكثر من رقم في الخلية
        [shortened_by_excel] قصّره Excel
        [too_short] ينقصه خانة
        [too_long] فيه خانة زائدة
        [unknown_country_code] رمز الدولة غير معروف
       *[not_valid_for] ليس رقمًا صالحًا في { $country }
    }
engine-import-reason-of-many = { $reason ->
        [empty] الخلايا فارغة
        [not_a_number] ليست أرقام هواتف
        [several_numbers] أكثر من رقم في الخلية
        [shortened_by_excel] قصّرها Excel
        [too_short] ينقصها خانة
        [too_long] فيها خانة زائدة
        [unknown_country_code] رمز الدولة غير معروف
       *[not_valid_for] ليست أرقامًا صالحة في { $country }
    }
engine-import-summary-problem = { $commonest ->
        [it] راجع القائمة — السبب: { engine-import-reason-of-one }
        [all] راجع القائمة — السبب في الكل: { engine-import-reason-of-many }
        [most] راجع القائمة — السبب في أغلبها: { engine-import-reason-of-many }
        [single] راجع القائمة — السبب في رقم واحد: { engine-import-reason-of-one }
        [some] راجع القائمة — السبب في { $reason_count } منها: { engine-import-reason-of-many }
       *[none] راجع القائمة
    }
engine-import-summary = الصفوف المقروءة: { $rows } — { $saved ->
        [yes] جهات اتصال أضيفت: { $new }{ $updated ->
                [0] {""}
               *[other] ، جهات اتصال حُدّثت: { $updated }
            }{ $unchanged ->
                [0] {""}
               *[other] ، جهات اتصال محدّثة من قبل: { $unchanged }
            }
       *[no] جهات الاتصال: { $contacts }
    }{ $duplicates ->
        [0] {""}
       *[other] ، صفوف مكررة دُمجت: { $duplicates }
    }{ $invalid ->
        [0] {""}
       *[other] ، أرقام غير صالحة: { $invalid } ({ engine-import-summary-problem })
    }{ $empty ->
        [0] {""}
       *[other] ، صفوف فارغة تُركت: { $empty }
    }.{ $opted_out ->
        [0] {""}
       *[other] {" "}أوقف بعضهم رسائل التسويق من قبل ويبقون كذلك: { $opted_out }.
    }

engine-import-error-open = تعذّر على Pacer فتح { $path }: { $reason }. تأكد أن الملف موجود وأنه غير مفتوح في برنامج آخر.
engine-import-error-not-a-file = { $path } ليس ملفًا يستطيع Pacer استيراده (إنه مجلد أو جهاز أو أنبوب). اختر ملف CSV أو Excel نفسه.
engine-import-error-read = تعذّر على Pacer قراءة الملف كاملًا ({ $reason }). انسخه إلى هذا الكمبيوتر واستورده مرة أخرى.
engine-import-error-empty = الملف فارغ. صدّر القائمة مرة أخرى من نظام الفواتير واستورد الملف الجديد.
engine-import-error-no-data = في الملف صف لأسماء الأعمدة لكن لا جهات اتصال تحته. صدّر القائمة مرة أخرى مع صفوفها.
engine-import-error-not-a-list = هذا الملف ليس قائمة جهات اتصال يستطيع Pacer قراءتها (يبدو أنه { $looks_like ->
        [pdf] مستند PDF
        [image] صورة
        [gzip] ملف مضغوط (gzip)
        [rar] ملف مضغوط (RAR)
        [seven_zip] ملف مضغوط (7-Zip)
        [empty_zip] ملف مضغوط (ZIP) فارغ
        [huge_sheet] جدول بيانات فيه أكثر من 10 ملايين خلية
       *[binary] ملف ثنائي
    }). احفظ القائمة من Excel بصيغة .xlsx أو .csv واستورد ذلك الملف.
engine-import-error-password-protected = هذا الملف محمي بكلمة مرور. افتحه في Excel، وأزل كلمة المرور (File → Info → Protect Workbook)، واحفظه ثم استورده مرة أخرى.
engine-import-error-damaged = هذا الملف تالف أو غير مكتمل ({ $detail }). افتحه في Excel واحفظه مرة أخرى، أو صدّر القائمة مرة أخرى.
engine-import-error-expands-too-far = جدول البيانات هذا سيكبر إلى { $expanded } عند فتحه، وهذا أكبر بكثير من أي قائمة جهات اتصال: قد يكون تالفًا، أو مصنوعًا لإيقاف البرامج. احفظه مرة أخرى من برنامج الجداول، أو صدّر القائمة بصيغة CSV.
engine-import-error-packed-too-tightly = جدول البيانات هذا مضغوط أكثر بكثير مما تضغط برامج الجداول (جزء حجمه { $packed } سيكبر إلى { $unpacked } عند فتحه): قد يكون تالفًا، أو مصنوعًا لإيقاف البرامج. احفظه مرة أخرى من برنامج الجداول، أو صدّر القائمة بصيغة CSV.
engine-import-error-too-many-parts = جدول البيانات هذا مكوّن من أجزاء عددها { $parts }، بينما قائمة جهات الاتصال فيها بضع عشرات: قد يكون تالفًا، أو مصنوعًا لإيقاف البرامج. احفظه مرة أخرى من برنامج الجداول، أو صدّر القائمة بصيغة CSV.
engine-import-error-unclosed-quote = في الصف { $row } علامة اقتباس (") تُفتح ولا تُغلق أبدًا، فيُقرأ باقي الملف كخلية واحدة. أصلح علامة الاقتباس في الصف { $row } واستورد مرة أخرى.
engine-import-error-line-too-long = الصف { $row } أطول من 8 MB، لذلك هذا ليس قائمة جهات اتصال يستطيع Pacer قراءتها. تأكد أنك اخترت الملف الصحيح.
engine-import-error-no-phone-column = { $listed ->
        [yes] لا يبدو أي عمود أرقام هواتف: سمِّه بـ --column phone=<header> (الأعمدة هي: { $columns }).
       *[no] لا يبدو أي عمود أرقام هواتف: سمِّه بـ --column phone=<header>.
    }
engine-import-error-column-not-found = { $listed ->
        [yes] لا يوجد عمود "{ $wanted }" في هذا الملف (الأعمدة هي: { $columns }). تحقق من الكتابة في --column { $role }=<header>.
       *[no] لا يوجد عمود "{ $wanted }" في هذا الملف. تحقق من الكتابة في --column { $role }=<header>.
    }
engine-import-error-bad-column-option = يقبل --column الصيغة phone=<header> أو name=<header>، وليس "{ $text }".
engine-import-error-unknown-country = "{ $code }" ليست دولة يعرفها Pacer. استخدم رمز دولة من حرفين مثل PK أو IN أو GB.
engine-import-error-no-list-name = أعطِ القائمة اسمًا، حتى تجد حملةٌ جهات الاتصال هذه لاحقًا.
engine-import-error-save = تعذّر حفظ جهات الاتصال: { $reason }
engine-import-error-stopped = توقف الاستيراد قبل النهاية؛ لم يُحفظ شيء بعد آخر صف محفوظ.
engine-import-error-rows-to-fix = تعذّر على Pacer حفظ قائمة الصفوف المطلوب إصلاحها في { $path } ({ $reason }). تأكد أن في القرص مساحة، ثم استورد الملف مرة أخرى.

engine-import-choose-file-first = اختر أولًا ملفًا لاستيراده: اضغط «اختيار…».
engine-import-preview-stopped = توقفت المعاينة فجأة. حاول مرة أخرى.
engine-import-rows-to-fix-not-written = تعذّر على Pacer كتابة { $path }. اختر مجلدًا آخر.
engine-import-rows-to-fix-unfinished = تعذّر على Pacer إكمال كتابة الملف. تأكد أن في القرص مساحة.
engine-import-saving-stopped = توقف الحفظ فجأة. حاول مرة أخرى.

# (end of Engine, imports)

## Engine, campaigns: a campaign's check, its sending plan, invoice PDFs and why a campaign
## was refused

# The check before launch: what is wrong with one recipient, and the summary's first sentence.
engine-campaign-problem-pdf = { $kind ->
        [image] صورة
        [video] فيديو
       *[document] PDF
    }
engine-campaign-problem-pdf-column = { $kind ->
        [image] صورة
        [video] فيديو
       *[document] PDF
    } ({ $column })
engine-campaign-problem-pdf-file = { $kind ->
        [image] صورة
        [video] فيديو
       *[document] PDF
    } «{ $file }»
engine-campaign-problem-empty-column = العمود «{ $column }» فارغ لهذا العميل، { $kind ->
        [image] فلا توجد صورة لإرفاقها
        [video] فلا يوجد فيديو لإرفاقه
       *[document] فلا توجد فاتورة لإرفاقها
    }
engine-campaign-problem-upload-unfinished = لم يكتمل الرفع
engine-campaign-check-summary = { $audience ->
        [zero] لا أحد في الجمهور
        [one] عميل واحد في الجمهور
        [two] عميلان في الجمهور
        [few] { $audience } عملاء في الجمهور
        [many] { $audience } عميلًا في الجمهور
       *[other] { $audience } عميل في الجمهور
    }: الجاهزون للإرسال { $ready }{ $opted_out ->
        [0] {""}
       *[other] ، وأوقف { $opted_out } رسائل التسويق (لن تُرسل إليهم)
    }{ $problems ->
        [0] {""}
       *[other] ، ولدى { $problems } مشكلة يجب إصلاحها أولًا (انظر القائمة)
    }.
engine-campaign-languages = حسب اللغة (العمود { $column }): { $list }.{ $fell_back ->
        [0] {""}
       *[other] { " " }منهم { $fell_back } يتلقّون { $fallback } لأن { $column } عندهم فارغ أو يذكر لغة لم يُعتمد فيها هذا القالب.
    }
engine-campaign-retried = أُعيد إرسال الرسائل الفاشلة: { $retried }؛ وبقيت { $left } كما هي لأن إعادة المحاولة لا تغيّر سبب فشلها.

# A value of the template (or the template itself) Meta would refuse.
engine-campaign-value-not-synced = لا يعرف Pacer محتوى القالب «{ $name }» ({ $language }) بعد. اضغط «مزامنة مع Meta»، ثم حاول مرة أخرى.
engine-campaign-value-no-media-header = ليس للقالب «{ $name }» رأس PDF أو صورة أو فيديو، فلا يمكن إرفاق الملف. اختر قالبًا برأس مستند، أو احذف الملف.
engine-campaign-value-message-too-long = نص الرسالة بعد ملء قيمه طوله { $length } حرفًا؛ ويقبل WhatsApp { $max } حرفًا على الأكثر عندما يكون للقالب رأس أو تذييل أو أزرار. اختصر القيم.
engine-campaign-value-paused = أوقفت Meta القالب «{ $name }» مؤقتًا بسبب انخفاض جودته، فلا يمكن إرساله حتى توافق عليه Meta من جديد.
engine-campaign-value-disabled = عطّلت Meta القالب «{ $name }» نهائيًا بعد تكرار انخفاض جودته. أنشئ قالبًا جديدًا.
engine-campaign-value-in-review = ما زالت Meta تراجع القالب «{ $name }»؛ يمكن إرساله بعد الموافقة عليه.
engine-campaign-value-rejected = رفضت Meta القالب «{ $name }». عدّله في WhatsApp Manager وقدّمه مرة أخرى.
engine-campaign-value-deleted = حُذف القالب «{ $name }» لدى Meta. اختر قالبًا آخر.
engine-campaign-value-status = حالة القالب «{ $name }» لدى Meta: { $status }؛ لا تُرسل إلا القوالب المعتمدة.
engine-campaign-value-empty = { $label } فارغ؛ يحتاج WhatsApp إلى قيمة لكل متغير. اربطه بعمود أو بنص ثابت، أو املأ الخانة الفارغة.
engine-campaign-value-too-long = طول { $label } هو { $length } حرفًا؛ ويقبل WhatsApp هنا { $max } حرفًا على الأكثر. اختصره.
engine-campaign-value-character = يحتوي { $label } على { $what ->
        [line-break] سطر جديد
        [tab] علامة جدولة (Tab)
       *[spaces] أكثر من أربع مسافات متتالية
    }، وهو ما لا يسمح به WhatsApp في قيم القوالب. ضع مكانه مسافة واحدة.
engine-campaign-value-location = يجب كتابة { $label } على شكل خط العرض، خط الطول (مثلًا 24.8607, 67.0011)، ويمكن أن يليه | الاسم | العنوان.
engine-campaign-value-no-file = { $label } غير موجود. أعطِ ملفًا، أو رابطًا إليه، أو معرّف الوسائط الخاص به.
engine-campaign-value-link = يجب أن يكون { $label } رابط https:// أو معرّف وسائط مرفوعًا إلى Meta.
engine-campaign-value-not-pdf = يجب أن يكون { $label } ملف PDF؛ و«{ $file }» ليس كذلك. احفظه بصيغة PDF، ثم حاول مرة أخرى.

# Why a campaign was refused.
engine-campaign-not-found = لا توجد حملة باسم «{ $campaign }». يعرضها الأمر `pacer campaign list`.
engine-campaign-not-in-audience = الرقم { $phone } ليس من عملاء هذه الحملة (أعضاء قوائمها ووسومها). أعطِ رقم أحدهم، أو لا تعطِ رقمًا لاختيار الأول.
engine-campaign-unknown-template = القالب «{ $name }» ({ $language }) غير موجود في قائمة قوالب Pacer. اضغط «مزامنة مع Meta»، ثم تحقق من الاسم واللغة.
engine-campaign-not-approved = حالة القالب «{ $name }» هي { $status }، وهو غير معتمد: لا تُرسل إلا القوالب التي اعتمدتها Meta. راجعه في WhatsApp Manager، ثم اضغط «مزامنة مع Meta».
engine-campaign-unmapped = لا قيمة لـ { $label }: اربطه بعمود أو بنص ثابت ({ $key }=column:<header> أو { $key }=text:<words>).
engine-campaign-unknown-variable = ليس في القالب متغير باسم «{ $key }». متغيراته هي: { $known }.
engine-campaign-unknown-list = لا توجد قائمة باسم «{ $list }». استورد جهات الاتصال إليها أولًا (`pacer import FILE --list "{ $list }"`).
engine-campaign-no-audience = ليس للحملة جمهور: اختر قائمة أو وسمًا واحدًا على الأقل.
engine-campaign-no-name = أعطِ الحملة اسمًا، مثل «فواتير ديسمبر»: به تجدها في قائمة الحملات وفي تقريرها.
engine-campaign-bad-schedule = تعذرت قراءة الموعد «{ $schedule }»: اكتبه مثل 2026-12-01 09:00 مع منطقة زمنية مثل Asia/Karachi.
engine-campaign-bad-hours = تعذرت قراءة ساعات الإرسال «{ $hours }»: اكتب وقتين مختلفين من اليوم مثل 09:00 و20:00 مع منطقة زمنية مثل Asia/Riyadh.
engine-campaign-two-header-sources = اختر إما ملفًا واحدًا للجميع أو مجلدًا فيه ملف لكل عميل، لا الاثنين معًا.
engine-campaign-no-media-header = القالب «{ $template }» ليس له رأس صورة أو فيديو أو مستند، فلا يأخذ ملفًا: اختر قالبًا له رأس كهذا، أو احذف الملف.
engine-campaign-changed = تغيّرت الحملة «{ $name }» منذ أن اطّلعت عليها: { $action ->
        [launched] أطلقها
        [paused] أوقفها مؤقتًا
        [resumed] استأنفها
        [cancelled] ألغاها
        [created] أنشأها
       *[changed] غيّرها
    } { $who } في { $time }. لم يُنفَّذ شيء؛ انظر إليها مجددًا ثم اختر.
engine-campaign-changed-by-pacer = تغيّرت الحملة «{ $name }» منذ أن اطّلعت عليها: غيّرها Pacer (إطلاق جارٍ أو موعد مجدول). لم يُنفَّذ شيء؛ انظر إليها مجددًا ثم اختر.
engine-campaign-has-problems = لا يمكن الإرسال إلى { $problems } من أصل { $audience } من المستلمين كما هي الحملة الآن (تبيّن القائمة من ولماذا). أصلحها، أو أطلق الحملة رغم ذلك لترسل إلى الباقين وعددهم { $ready }.
engine-campaign-nobody-ready = { $audience ->
        [zero] لا أحد في الجمهور
        [one] عميل واحد في الجمهور
        [two] عميلان في الجمهور
        [few] { $audience } عملاء في الجمهور
        [many] { $audience } عميلًا في الجمهور
       *[other] { $audience } عميل في الجمهور
    }: الجاهزون للإرسال { $ready }{ $opted_out ->
        [0] {""}
       *[other] ، وأوقف { $opted_out } رسائل التسويق (لن تُرسل إليهم)
    }{ $problems ->
        [0] {""}
       *[other] ، ولدى { $problems } مشكلة يجب إصلاحها أولًا (انظر القائمة)
    }. لا يوجد أحد للإرسال إليه.
engine-campaign-over = الحملة «{ $name }» { $state ->
        [done] انتهت
       *[cancelled] ملغاة
    }: لم يبقَ شيء { $action ->
        [pause] لإيقافه مؤقتًا
        [resume] لاستئنافه
       *[cancel] لإلغائه
    }
engine-campaign-launch-again = الحملة «{ $name }» { $state ->
        [done] انتهت
       *[cancelled] ملغاة
    }: لا يمكن إطلاقها مرة أخرى؛ انسخها لإرسالها من جديد
engine-campaign-delete-sent = حالة الحملة «{ $name }»: { $state ->
        [draft] مسودة
        [scheduled] مجدولة
        [launching] قيد الإطلاق
        [running] قيد الإرسال
        [paused] متوقفة مؤقتًا
        [done] انتهت
       *[cancelled] ملغاة
    }. لا تُحذف إلا حملة لم ترسل شيئًا قط؛ ألغِها بدلًا من ذلك، ويبقى تقريرها
engine-campaign-delete-started = حالة الحملة «{ $name }»: { $state ->
        [draft] مسودة
        [scheduled] مجدولة
        [launching] قيد الإطلاق
        [running] قيد الإرسال
        [paused] متوقفة مؤقتًا
        [done] انتهت
       *[cancelled] ملغاة
    }. بدأت الإرسال، لذا تُحفظ من أجل تقريرها؛ ألغِها بدلًا من ذلك
engine-campaign-launch-stopped = الحملة «{ $name }» ملغاة: توقف الإطلاق؛ لن يُضاف شيء آخر إلى الطابور

# The sending plan against Meta's daily limit of customers.
engine-plan-unlimited = لا تحدّ Meta عدد العملاء الذين يصل إليهم حسابك: يخرج الجميع الآن ({ $count }).
engine-plan-all-now = تصل هذه الحملة إلى عملاء جدد عددهم { $new }. تسمح Meta لحسابك ببدء محادثات مع { $limit } عميل في اليوم، واستُخدم منها اليوم { $used }: يخرجون جميعًا الآن.
engine-plan-split = تصل هذه الحملة إلى عملاء جدد عددهم { $new }. تسمح Meta لحسابك ببدء محادثات مع { $limit } عميل في اليوم، واستُخدم منها اليوم { $used }. سيرسل Pacer إلى { $now } الآن وإلى الباقين ({ $rest }) { $day ->
        [today] ابتداءً من اليوم الساعة { $time }
        [tomorrow] ابتداءً من الغد الساعة { $time }
        [later] لاحقًا
       *[other] ابتداءً من { $date } الساعة { $time }
    }.
engine-plan-limit-reached = بلغتَ حد Meta اليومي: { $used } من { $limit } عميل اليوم. تنتظر رسائل الحملات الجديدة حتى يخرج عملاء الأمس من آخر 24 ساعة؛ ثم يرسلها Pacer من تلقاء نفسه. رموز OTP إلى العملاء الذين راسلوك ما زالت تخرج.
engine-plan-limit-near = استُخدم اليوم { $used } من { $limit } عميل ({ $percent } %). أي حملة كبيرة الآن ستُقسَّم: يعرض Pacer الخطة قبل أن تطلقها.
# Sending hours in the plan before launch ($customer is yes when each customer's hours are read in their own time).
engine-hours-plan-all-fit = تخرج الرسائل كلها ({ $count }) قبل أن تُغلق ساعات إرسال الحملة الساعة { $close }.{ $customer ->
        [yes] { " " }تُقرأ ساعات كل عميل بتوقيته هو حيث يكون لبلده توقيت واحد؛ الأوقات هنا بتوقيت { $zone }.
       *[no] {""}
    }
engine-hours-plan-split = تخرج { $now } قبل أن تُغلق ساعات إرسال الحملة الساعة { $close }؛ وينتظر الباقون ({ $rest }) ويخرجون { $day ->
        [today] اليوم ابتداءً من الساعة { $time }
        [tomorrow] غدًا ابتداءً من الساعة { $time }
        [later] لاحقًا
       *[other] يوم { $date } ابتداءً من الساعة { $time }
    }.{ $customer ->
        [yes] { " " }تُقرأ ساعات كل عميل بتوقيته هو حيث يكون لبلده توقيت واحد؛ الأوقات هنا بتوقيت { $zone }.
       *[no] {""}
    }
engine-hours-plan-closed = ساعات إرسال الحملة مغلقة الآن: تخرج الرسائل كلها ({ $count }) { $day ->
        [today] اليوم ابتداءً من الساعة { $time }
        [tomorrow] غدًا ابتداءً من الساعة { $time }
        [later] لاحقًا
       *[other] يوم { $date } ابتداءً من الساعة { $time }
    }.{ $customer ->
        [yes] { " " }تُقرأ ساعات كل عميل بتوقيته هو حيث يكون لبلده توقيت واحد؛ الأوقات هنا بتوقيت { $zone }.
       *[no] {""}
    }

# Invoice PDFs.
engine-pdf-no-folder = اختر المجلد الذي يحتوي على فواتير PDF.
engine-pdf-folder-missing = مجلد الفواتير { $folder } غير موجود. تحقق من المسار.
engine-pdf-not-a-folder = { $folder } ملف وليس مجلدًا: أعطِ المجلد الذي يحتوي على الفواتير.
engine-pdf-unsafe = «{ $file }» ليس اسم ملف في مجلد الفواتير ({ $reason ->
        [separator] فيه فاصل مجلدات
        [not-plain] ليس اسم ملف بسيطًا
        [outside] رابط إلى ملف خارج المجلد
       *[other] { $why }
    })؛ لا يرسل Pacer إلا ملفات من داخل ذلك المجلد.
engine-pdf-not-a-file = «{ $file }» في مجلد الفواتير ليس ملفًا (إنه مجلد أو أنبوب أو جهاز). ضع فاتورة PDF هناك بهذا الاسم.
engine-header-file-not-found = { $kind ->
        [image] لا يوجد ملف باسم «{ $file }» (أو «{ $file }» بامتداد jpg أو jpeg أو png) في المجلد.
        [video] لا يوجد ملف باسم «{ $file }» (أو «{ $file }» بامتداد mp4 أو 3gp) في المجلد.
       *[document] لا يوجد ملف باسم «{ $file }» (أو «{ $file }.pdf») في مجلد الفواتير.
    }
engine-header-file-wrong-type = { $kind ->
        [image] «{ $file }» ليس صورة JPEG أو PNG: لا يقبل WhatsApp غيرهما في رؤوس الصور.
        [video] «{ $file }» ليس فيديو MP4 أو 3GPP: لا يقبل WhatsApp غيرهما في رؤوس الفيديو.
       *[document] «{ $file }» ليس ملف PDF: لا يقبل WhatsApp في القوالب إلا مستندات PDF.
    }
engine-header-file-too-big = حجم «{ $file }» هو { $size } بايت؛ ويقبل WhatsApp { $kind ->
        [image] صورًا حتى 5 MB
        [video] مقاطع فيديو حتى 16 MB
       *[document] مستندات حتى 100 MB
    }.
engine-header-file-missing = الملف { $file } لم يعد موجودًا. اختره مرة أخرى.
engine-pdf-changed = استُبدل «{ $file }» بعد أن تحقق منه Pacer (بملف آخر أو برابط)، فلم يُرسل. تحقق من مجلد الفواتير، ثم أطلق الحملة مرة أخرى.
engine-pdf-unreadable = تعذرت قراءة «{ $file }»: { $why }
engine-pdf-upload = لم تقبل Meta الملف «{ $file }»: { $why }

engine-campaign-progress = وصلت { $delivered } من { $total }، وقُرئت { $read } حتى الآن، وفشلت { $failed }{ $expired ->
        [0] { "" }
       *[other] ، وانتهت مهلة { $expired } (لم تُرسل في وقتها)
    }{ $waiting ->
        [0] { "" }
       *[other] ، و{ $waiting } تنتظر موعدها
    }.
engine-campaign-uploading = جارٍ رفع الفواتير: { $pdfs_done } من { $pdfs_total } ملف PDF، و{ $queued } من { $recipients } رسالة في الطابور. { engine-campaign-progress }

# (end of Engine, campaigns)

## Inbox: the conversations screen, a thread, the composer and quick replies

# The navigation and the screen
inbox-nav = صندوق الوارد
inbox-title = صندوق الوارد
inbox-unread-badge = { $count ->
        [zero] لا رسائل جديدة
        [one] رسالة جديدة واحدة
        [two] رسالتان جديدتان
        [few] { $count } رسائل جديدة
        [many] { $count } رسالة جديدة
       *[other] { $count } رسالة جديدة
    }
inbox-unread-total = { $count ->
        [zero] لا رسائل غير مقروءة
        [one] رسالة واحدة غير مقروءة
        [two] رسالتان غير مقروءتين
        [few] { $count } رسائل غير مقروءة
        [many] { $count } رسالة غير مقروءة
       *[other] { $count } رسالة غير مقروءة
    }
inbox-loading = جارٍ التحميل…
inbox-try-again = حاول مرة أخرى
inbox-cancel = إلغاء
inbox-empty-title = لا محادثات بعد
inbox-empty = عندما يرد العملاء على رسائلك تظهر ردودهم هنا، ويمكنك الرد عليهم من هذه الشاشة.
inbox-empty-demo = في الوضع التجريبي يرد عملاء المحاكي على بعض الفواتير التي ترسلها الحملة: أطلق حملة لترى ردودهم هنا.
inbox-list-error = تعذّر على Pacer قراءة المحادثات
inbox-thread-error = تعذّر على Pacer قراءة هذه المحادثة
inbox-pick = { $count ->
        [zero] اختر محادثة لقراءتها والرد عليها.
        [one] اختر المحادثة المجاورة لقراءتها والرد عليها.
        [two] اختر إحدى المحادثتين المجاورتين لقراءتها والرد عليها.
        [few] اختر إحدى المحادثات الـ{ $count } المجاورة لقراءتها والرد عليها.
        [many] اختر إحدى المحادثات الـ{ $count } المجاورة لقراءتها والرد عليها.
       *[other] اختر إحدى المحادثات الـ{ $count } المجاورة لقراءتها والرد عليها.
    }

# The list
inbox-list-label = المحادثات
inbox-search = ابحث بالاسم أو الرقم أو نص الرسالة
inbox-filter-campaign = الردود على حملة
inbox-filter-campaign-all = كل المحادثات
inbox-filter-campaign-none = لا حملة بهذا الاسم
inbox-filter-replies-to = الردود على { $campaign }
inbox-filter-waiting = بانتظار الرد
inbox-found = { $count ->
        [zero] لم يُعثر على محادثات
        [one] عُثر على محادثة واحدة
        [two] عُثر على محادثتين
        [few] عُثر على { $count } محادثات
        [many] عُثر على { $count } محادثة
       *[other] عُثر على { $count } محادثة
    }
inbox-none-found = لا توجد محادثة مطابقة. جرّب كلمات أخرى أو أزل عوامل التصفية.
inbox-you-wrote = أنت: { $text }
inbox-waiting = بانتظار الرد
inbox-waiting-hint = آخر رسالة من العميل ولم يرد عليه أحد بعد.
inbox-window-open = يمكنك الرد بحرية
inbox-window-open-hint = كتب العميل خلال الساعات الـ24 الماضية، لذا يمكنك الرد بأي رسالة.
inbox-row-unread = { $count ->
        [zero] لا رسائل جديدة
        [one] رسالة جديدة واحدة
        [two] رسالتان جديدتان
        [few] { $count } رسائل جديدة
        [many] { $count } رسالة جديدة
       *[other] { $count } رسالة جديدة
    }

# What kind a message is, when it has no words of its own
inbox-kind-text = رسالة
inbox-kind-image = صورة
inbox-kind-video = فيديو
inbox-kind-audio = ملف صوتي
inbox-kind-voice = رسالة صوتية
inbox-kind-document = مستند
inbox-kind-sticker = ملصق
inbox-kind-location = موقع
inbox-kind-contacts = جهة اتصال
inbox-kind-button = رد بزر
inbox-kind-reaction = تفاعل
inbox-kind-order = طلب شراء
inbox-kind-template = قالب
inbox-kind-system = إشعار من WhatsApp
inbox-kind-other = رسالة من نوع آخر

# The thread
inbox-thread-label = الرسائل مع هذا العميل
inbox-thread-total = { $count ->
        [zero] لا رسائل
        [one] رسالة واحدة
        [two] رسالتان
        [few] { $count } رسائل
        [many] { $count } رسالة
       *[other] { $count } رسالة
    }
inbox-thread-start = هذه أول رسالة مع هذا العميل.
inbox-opted-out = لا رسائل تسويقية
inbox-media-downloading = جارٍ التنزيل…
inbox-media-open = فتح
inbox-media-retry = حاول مرة أخرى
inbox-media-gone = لم يعد WhatsApp يحتفظ بهذا الملف. اطلب من العميل إرساله مرة أخرى.
inbox-media-failed = تعذّر على Pacer تنزيل هذا الملف.
inbox-location-copy = نسخ رابط الخريطة
inbox-location-copied = تم نسخ الرابط
inbox-contacts = { $count ->
        [zero] أرسل جهات اتصال
        [one] أرسل جهة اتصال
        [two] أرسل جهتي اتصال
        [few] أرسل { $count } جهات اتصال
        [many] أرسل { $count } جهة اتصال
       *[other] أرسل { $count } جهة اتصال
    }
inbox-button-tapped = ضغط على “{ $button }”
inbox-choice-made = اختار “{ $choice }”
inbox-form = ملأ نموذجًا
inbox-reacted = تفاعل مع رسالتك
inbox-reaction-removed = سحب تفاعله
inbox-order = { $count ->
        [zero] أرسل طلب شراء
        [one] أرسل طلب شراء فيه صنف واحد
        [two] أرسل طلب شراء فيه صنفان
        [few] أرسل طلب شراء فيه { $count } أصناف
        [many] أرسل طلب شراء فيه { $count } صنفًا
       *[other] أرسل طلب شراء فيه { $count } صنف
    }
inbox-system = إشعار من WhatsApp
inbox-unsupported = لا يوصل WhatsApp هذا النوع من الرسائل إلى الأعمال؛ اطلب من العميل إرسالها بطريقة أخرى.
inbox-unknown = رسالة من نوع لا يعرضه Pacer بعد ({ $kind }).
inbox-template-sent = القالب { $template }
inbox-sent-other = رسالة من نوع { $kind }
inbox-from-campaign = من الحملة { $campaign }
inbox-step = { $state } { $time }
inbox-state-queued = بانتظار الإرسال
inbox-state-sent = أُرسلت
inbox-state-delivered = وصلت
inbox-state-read = قُرئت
inbox-state-failed = فشلت
inbox-state-waiting = قيد الانتظار

# The reply
inbox-reply-placeholder = اكتب ردًا (Enter للإرسال، Shift+Enter لسطر جديد)
inbox-caption-placeholder = نص تحت الملف (اختياري)
inbox-send = إرسال
inbox-emoji = رموز تعبيرية
inbox-attach = إرفاق ملف
inbox-file-remove = إزالة الملف
inbox-too-long = لا تتجاوز رسالة WhatsApp { $max } حرفًا.
inbox-window-left = { $hours ->
        [0] يمكنك الرد بحرية خلال { $minutes } دقيقة أخرى
       *[other] يمكنك الرد بحرية خلال { $hours } س { $minutes } د
    }
inbox-window-closed = انتهت مهلة الـ24 ساعة لهذا العميل. لا يسمح WhatsApp الآن إلا بقالب معتمد.
inbox-no-templates = لا يوجد قالب معتمد بعد. زامن القوالب من شاشة القوالب، أو انتظر حتى يكتب العميل مرة أخرى.
inbox-template = القالب
inbox-template-choose = اختر قالبًا معتمدًا
inbox-template-none-found = لا قالب بهذا الاسم
inbox-template-value = قيمة {"{{"}{ $name }{"}}"}
inbox-template-example = مثلًا { $example }
inbox-template-values-missing = { $count ->
        [zero] لا قيم ناقصة
        [one] ما زالت قيمة واحدة ناقصة
        [two] ما زالت قيمتان ناقصتين
        [few] ما زالت { $count } قيم ناقصة
        [many] ما زالت { $count } قيمة ناقصة
       *[other] ما زالت { $count } قيمة ناقصة
    }

# Quick replies
inbox-quick-replies = الردود السريعة
inbox-quick-none = لا ردود سريعة بعد. اكتب ردًا ثم اختر “حفظ كرد سريع”.
inbox-quick-save = حفظ كرد سريع
inbox-quick-save-button = حفظ
inbox-quick-saved = تم حفظ الرد السريع.
inbox-quick-manage = إدارة الردود السريعة
inbox-quick-title = الاسم
inbox-quick-title-help = ما يظهر في القائمة، مثل “تم استلام الدفعة”.
inbox-quick-body = النص
inbox-quick-save-changes = حفظ التغييرات
inbox-quick-delete = حذف

# Settings → notifications
inbox-settings-title = رسائل العملاء الجديدة
inbox-settings-notify = أعلمني عندما يكتب العملاء
inbox-settings-notify-help = إشعار على سطح المكتب وعدد على صندوق الوارد لكل رسالة جديدة من عميل.

# (end of Inbox)

## Inbox media: files customers send, fetched from Meta

inbox-media-expired = لم يعد هذا الملف متاحًا لدى WhatsApp: يمكن جلب الملفات خلال 7 أيام فقط من إرسال العميل لها. يُرجى أن تطلب من العميل إرساله مرة أخرى.
inbox-media-too-big = حجم هذا الملف { $size }، وهو أكبر مما يسمح به WhatsApp لهذا النوع من الملفات ({ $limit }). لم يتم تنزيله.
inbox-media-network = تعذّر جلب الملف لأن الاتصال بـ WhatsApp انقطع ({ $detail }).
inbox-media-meta-refused = رفض WhatsApp تسليم الملف: { $reason }
inbox-media-unexpected = ردّ WhatsApp بخطأ (HTTP { $status }) أثناء جلب الملف.
inbox-media-damaged = وصل الملف تالفًا: لا يطابق البصمة التي أعطاها WhatsApp له.
inbox-media-foreign-host = لم يكن عنوان الملف خادمًا تابعًا لـ WhatsApp ({ $host })، لذلك لم يجلبه Pacer: رمز الوصول الخاص بك لا يُرسل إلا إلى WhatsApp.
inbox-media-bad-answer = تعذّرت قراءة ردّ WhatsApp بشأن الملف ({ $detail }).
inbox-media-disk = تعذّر حفظ الملف في مجلد بيانات Pacer: { $detail }

# (end of Inbox media)

## Opt-outs: marketing choices staff make for a customer, do-not-contact lists

# Where a marketing choice came from (a contact's history, the opt-out export).
opt-outs-source-reply = ردّ العميل طالبًا الإيقاف
opt-outs-source-whatsapp-stop = أوقف العميل الرسائل التسويقية من واتساب
opt-outs-source-whatsapp-resume = أعاد العميل تشغيل الرسائل التسويقية من واتساب
opt-outs-source-meta = رفضت Meta رسالة تسويقية: كان العميل قد أوقفها
opt-outs-source-staff = الموظفون، في Pacer
opt-outs-source-local-api = برنامج آخر، عبر واجهة Pacer المحلية
opt-outs-source-other = { $source }
opt-outs-reason-list = قائمة عدم الاتصال { $file }
opt-outs-reason-consent = وافق مجددًا عبر { $source }
opt-outs-status-allowed = الرسائل التسويقية: مسموح بها
opt-outs-status-stopped = الرسائل التسويقية: موقوفة
opt-outs-error-reason-needed = أوقف { $phone } الرسائل التسويقية بنفسه. لا يُسمح بها من جديد إلا بطلبه هو: اكتب السبب، مثلًا "طلب ذلك بالهاتف يوم 3 مايو".
opt-outs-error-reason-too-long = السبب طويل جدًا: اكتب { $max } حرفًا على الأكثر.
opt-outs-error-bad-phone = "{ $phone }" ليس رقم هاتف يستطيع Pacer استخدامه. اكتبه مع رمز الدولة، مثل +923001234567.
opt-outs-error-person-missing = اذكر من يقوم بهذا التغيير.
opt-outs-error-consent-source = اذكر أين وافق العميل على تلقي رسائلك، في 1 إلى { $max } حرفًا (مثل "نموذج الموقع").
opt-outs-error-consent-in-future = وقت موافقة العميل في المستقبل. أرسل الوقت الذي وافق فيه، أو اتركه فارغًا لاستخدام الوقت الحالي.
opt-outs-import-summary = قُرئ { $rows ->
        [zero] لا صف
        [one] صف واحد
        [two] صفان
        [few] { $rows } صفوف
        [many] { $rows } صفًا
       *[other] { $rows } صف
    }: { $opted_out ->
        [zero] لم يُوقف أي عميل الآن
        [one] أُوقف عميل واحد الآن
        [two] أُوقف عميلان الآن
        [few] أُوقف { $opted_out } عملاء الآن
        [many] أُوقف { $opted_out } عميلًا الآن
       *[other] أُوقف { $opted_out } عميل الآن
    }، و{ $already } كانوا موقوفين من قبل، و{ $invalid ->
        [zero] لا صفوف ليست أرقام هواتف
        [one] صف واحد ليس رقم هاتف
        [two] صفان ليسا رقمي هاتف
        [few] { $invalid } صفوف ليست أرقام هواتف
        [many] { $invalid } صفًا ليست أرقام هواتف
       *[other] { $invalid } صف ليست أرقام هواتف
    }.
opt-outs-campaign-line = { $skipped ->
        [zero] لم يُستبعد أي عميل بسبب إيقاف التسويق
        [one] عميل واحد لم تُرسل إليه لأنه أوقف التسويق
        [two] عميلان لم تُرسل إليهما لأنهما أوقفا التسويق
        [few] { $skipped } عملاء لم تُرسل إليهم لأنهم أوقفوا التسويق
        [many] { $skipped } عميلًا لم تُرسل إليهم لأنهم أوقفوا التسويق
       *[other] { $skipped } عميل لم تُرسل إليهم لأنهم أوقفوا التسويق
    }؛ { $caused ->
        [zero] ولم يوقف أحد التسويق خلال 7 أيام من وصولها.
        [one] وأوقف عميل واحد التسويق خلال 7 أيام من وصولها إليه.
        [two] وأوقف عميلان التسويق خلال 7 أيام من وصولها إليهما.
        [few] وأوقف { $caused } عملاء التسويق خلال 7 أيام من وصولها إليهم.
        [many] وأوقف { $caused } عميلًا التسويق خلال 7 أيام من وصولها إليهم.
       *[other] وأوقف { $caused } عميل التسويق خلال 7 أيام من وصولها إليهم.
    }
opt-outs-switch-label = الرسائل التسويقية
opt-outs-switch-allowed = مسموح بها
opt-outs-switch-stopped = موقوفة
opt-outs-switch-change = تغيير…
opt-outs-dialog-title-stop = إيقاف الرسائل التسويقية إلى { $name }
opt-outs-dialog-title-resume = السماح بالرسائل التسويقية إلى { $name } من جديد
opt-outs-dialog-reason = لماذا؟
opt-outs-dialog-reason-placeholder = مثلًا: طلب الإيقاف بالهاتف
opt-outs-dialog-reason-required = اكتب السبب: يُحفظ في سجل العميل.
opt-outs-dialog-own-warning = أوقف هذا العميل الرسائل التسويقية بنفسه. لا تسمح بها من جديد إلا إذا طلب العميل ذلك، واكتب متى وكيف طلب.
opt-outs-dialog-utility-note = الإيصالات والتذكيرات ورموز الدخول (رسائل الخدمة والمصادقة) تبقى تُرسل.
opt-outs-dialog-stop = إيقاف التسويق
opt-outs-dialog-resume = السماح بالتسويق
opt-outs-dialog-cancel = إلغاء
opt-outs-dialog-close = إغلاق
opt-outs-since = منذ { $when }
opt-outs-by = بواسطة { $by }
opt-outs-opted-in = وافق على تلقي رسائلكم: { $source }، { $when }
opt-outs-opted-in-source-only = وافق على تلقي رسائلكم: { $source }
opt-outs-opted-in-reply = راسلكم أولًا
opt-outs-history-title = السجل
opt-outs-history-empty = لا توجد اختيارات تسويقية مسجلة لهذا العميل.
opt-outs-history-stop = أُوقفت
opt-outs-history-resume = سُمح بها من جديد
opt-outs-history-reason = السبب: { $reason }
opt-outs-import-button = قائمة عدم الاتصال…
opt-outs-import-title = قائمة عدم الاتصال
opt-outs-import-explain = كل رقم هاتف في الملف يتوقف عن تلقي الرسائل التسويقية فورًا، بما فيها الرسائل التي تنتظر الإرسال.
opt-outs-import-country = دولة الأرقام المكتوبة بلا رمز دولة
opt-outs-import-choose = اختر ملفًا…
opt-outs-import-reading = جارٍ قراءة { $file }…
opt-outs-import-invalid-title = صفوف ليست أرقام هواتف
opt-outs-import-row = الصف { $row }
opt-outs-import-more = { $count ->
        [zero] ولا صفوف أخرى
        [one] وصف واحد آخر
        [two] وصفان آخران
        [few] و{ $count } صفوف أخرى
        [many] و{ $count } صفًا آخر
       *[other] و{ $count } صف آخر
    }
opt-outs-export-button = تصدير الموقوفين…
opt-outs-export-saved = حُفظت قائمة الموقوفين في { $file }
opt-outs-report-skipped = لم تُرسل: أوقفوا التسويق
opt-outs-report-caused = أوقفوا التسويق خلال 7 أيام
opt-outs-report-caused-hint = عملاء هذه الحملة الذين أوقفوا الرسائل التسويقية (بأي طريقة) خلال 7 أيام من وصولها إليهم.
opt-outs-load-error = تعذّر على Pacer قراءة اختيارات التسويق لهذا العميل
opt-outs-loading = جارٍ قراءة اختيارات التسويق للعميل…
opt-outs-not-saved = لم يُحفظ التغيير
opt-outs-import-failed = تعذّرت قراءة قائمة عدم الاتصال
opt-outs-export-excel = حفظ بصيغة Excel…
opt-outs-export-csv = حفظ بصيغة CSV…
opt-outs-export-failed = لم تُحفظ قائمة الموقوفين
opt-outs-switch-aria = الرسائل التسويقية إلى { $contact }: تغيير

# (end of Opt-outs)

## Inbox, engine: replies refused, quick replies, new-message notices

inbox-reply-not-a-phone = «{ $number }» ليس رقم هاتف يستطيع Pacer مراسلته. تحقق من الرقم وحاول مرة أخرى.
inbox-reply-empty = لا يوجد شيء لإرساله بعد. اكتب رسالة أو اختر ملفًا.
inbox-reply-too-long = تحتوي هذه الرسالة على { $length } حرفًا، ويقبل WhatsApp { $max } حرفًا على الأكثر. اختصرها أو أرسلها على جزأين.
inbox-reply-window-closed = انتهت نافذة الـ 24 ساعة الخاصة بالعميل، لذلك لا يسمح WhatsApp الآن إلا بقالب معتمد. اختر قالبًا أدناه.
inbox-reply-file-unreadable = تعذّر على Pacer قراءة «{ $file }»: { $why }. تأكد من أن الملف ما زال موجودًا وحاول مرة أخرى.
inbox-reply-file-empty = «{ $file }» فارغ. اختر ملفًا آخر.
inbox-reply-file-too-big = «{ $file }» أكبر مما يسمح به WhatsApp لـ{ $kind ->
    [image] صورة
    [video] فيديو
    [audio] ملف صوتي
   *[other] ملف
    } ({ $mb } ميغابايت). أرسل ملفًا أصغر.
inbox-reply-upload-failed = لم يقبل WhatsApp «{ $file }»: { $why }. حاول مرة أخرى بعد قليل.
inbox-reply-unknown-template = لا يعرف Pacer القالب «{ $name }» ({ $language }). زامِن القوالب من شاشة القوالب ثم حاول مرة أخرى.
inbox-reply-not-taken = تعذّر على Pacer وضع الرد في قائمة الانتظار. لم يُرسل شيء؛ حاول مرة أخرى، وأعد تشغيل Pacer إذا تكرر ذلك.
inbox-quick-reply-title = أعطِ الرد السريع عنوانًا من 1 إلى { $max } حرفًا.
inbox-quick-reply-body = يحتاج الرد السريع إلى كلمات، بحد أقصى { $max } حرفًا.
inbox-quick-reply-taken = يوجد رد سريع آخر باسم «{ $title }». اختر عنوانًا آخر.
inbox-notice-title = { $count ->
    [zero] لا رسائل جديدة من { $name }
    [one] رسالة جديدة من { $name }
    [two] رسالتان جديدتان من { $name }
    [few] { $count } رسائل جديدة من { $name }
    [many] { $count } رسالة جديدة من { $name }
   *[other] { $count } رسالة جديدة من { $name }
    }
inbox-notice-many = { $count } رسالة جديدة من { $people } عملاء

inbox-media-not-here = هذا الملف ليس على هذا الحاسوب بعد. انتظر حتى يكتمل تنزيله، أو حاول مرة أخرى.
inbox-media-not-opened = تعذّر على Pacer فتح الملف بعارض هذا الحاسوب. افتحه من مجلد media/inbound داخل مجلد البيانات.

inbox-campaign-replies = ردّ { $replied } من أصل { $reached } عميلًا وصلتهم الرسالة؛ عدد نقرات الأزرار: { $taps }.

inbox-report-replies-title = الردود
inbox-report-button = الزر
inbox-report-taps = النقرات
inbox-report-read-replies = اقرأ الردود في صندوق الوارد

# (end of Inbox, engine)

## Template builder

# A problem in a template draft, shown beside the field as the person types.
template-draft-name = يتكوّن اسم القالب من أحرف إنجليزية صغيرة وأرقام وشرطات سفلية فقط (مثل order_update)، وبحدّ أقصى { $max } حرفًا. غيّر الاسم.
template-draft-language = اختر لغة القالب: رمز مثل en أو en_US.
template-draft-text-missing = هذا الحقل فارغ. اكتب نصّه، أو احذفه.
template-draft-body-missing = كل قالب يحتاج إلى نص أساسي: اكتب الرسالة.
template-draft-too-long = عدد الأحرف هنا { $length }، والحد الأقصى { $max }. اختصره.
template-draft-variable-unclosed = يبدأ متغيّر بـ { $open } لكنه لا يُغلق بـ { $close }. أغلقه، أو احذفه.
template-draft-variable-order = تُرقَّم المتغيّرات بترتيب ظهورها الأول ومن دون فجوات: يوجد { $found } حيث يجب أن يكون { $expected }. أعد ترقيمها.
template-draft-variable-name = { $found } ليس اسم متغيّر صالحًا. استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات سفلية، مثل { $example }.
template-draft-variable-mixed = { $found } يخلط بين المتغيّرات المرقّمة والمسمّاة. استخدم نوعًا واحدًا في القالب كله.
template-draft-variable-at-edge = لا يجوز أن يبدأ النص الأساسي أو ينتهي بمتغيّر. اكتب بضع كلمات قبل المتغيّر الأول وبعد الأخير.
template-draft-too-many-variables = المتغيّرات كثيرة على هذا النص: تطلب Meta ما لا يقل عن { $per } كلمات حول كل متغيّر، وفي النص { $words } كلمات فقط لعدد { $variables } من المتغيّرات. اكتب نصًا أطول أو قلّل المتغيّرات.
template-draft-sample-missing = أدخل مثالًا لـ { $variable }: نموذجًا لما سيراه العميل، لمراجعة Meta.
template-draft-header-one-variable = يحتوي العنوان النصي على متغيّر واحد على الأكثر. احذف الباقي.
template-draft-header-file-missing = يحتاج عنوان الصورة أو الفيديو أو المستند إلى ملف نموذجي مرفوع إلى Meta. ارفع ملفًا.
template-draft-footer-variables = التذييل نص ثابت: احذف متغيّراته.
template-draft-too-many-buttons = الحد الأقصى للأزرار في القالب { $max }. احذف الأزرار الزائدة.
template-draft-quick-replies-apart = أزرار الرد السريع تكون متجاورة. انقل هذا الزر بجانب أزرار الرد السريع الأخرى.
template-draft-too-many-url-buttons = الحد الأقصى لأزرار الروابط في القالب { $max }. احذف هذا الزر.
template-draft-too-many-phone-buttons = الحد الأقصى لأزرار الاتصال في القالب { $max }. احذف هذا الزر.
template-draft-url-invalid = اكتب عنوان ويب يبدأ بـ https://. يمكن أن ينتهي بمتغيّر واحد، { $variable }، ولا شيء بعده.
template-draft-phone-invalid = “{ $phone }” ليس رقم هاتف بالصيغة الدولية. اكتبه مع رمز الدولة، مثل +923001234567.
template-draft-auth-buttons = قالب المصادقة لا يحتوي إلا على زر نسخ الرمز. احذف هذا الزر.
template-draft-auth-header = قالب المصادقة لا يحتوي على عنوان بصورة أو فيديو أو مستند. احذفه.

# Creating, editing and deleting a template with Meta.
template-error-draft = لم يرسل Pacer القالب إلى Meta: عدد الأمور التي يجب إصلاحها في المسودة: { $problems }.
template-error-meta = رفضت Meta القالب: { $message } أصلح ما ذكرته Meta وأرسله مرة أخرى.
template-error-duplicate = يوجد قالب باسم “{ $name }” بلغة { $language } بالفعل. اختر اسمًا آخر، أو عدّل ذلك القالب.
template-error-unreachable = لم يتلقَّ Pacer ردّ Meta: { $why }. تحقّق من الاتصال بالإنترنت، وزامن القوالب لترى هل وصل التغيير إلى Meta، ثم حاول مرة أخرى.
template-error-not-found = لا يعرف Pacer قالبًا باسم “{ $name }”. زامن القوالب، ثم حاول مرة أخرى.
template-error-not-editable = حالة “{ $name }” هي { $status }: لا تسمح Meta بتعديل القالب إلا إذا كان معتمدًا أو مرفوضًا أو موقوفًا. انتظر مراجعة Meta، ثم حاول مرة أخرى.
template-error-no-account = لا يعرف Pacer معرّف حساب WhatsApp Business الخاص بك، فلا يمكنه إدارة قوالبك. أدخله في الإعدادات (PACER_WABA_ID) وحاول مرة أخرى.
template-error-not-saved = وصل التغيير إلى Meta، لكن تعذّر على Pacer حفظه: { $why }. زامن القوالب لتراه.
template-created = أُرسل “{ $name }” ({ $language }) إلى Meta للمراجعة. سيعرض Pacer قرار Meta حين يصل.
template-edited = أُرسلت تعديلات “{ $name }” ({ $language }) إلى Meta للمراجعة. سيعرض Pacer قرار Meta حين يصل.
template-deleted = حُذف “{ $name }” بكل لغاته. لا تسمح Meta باستخدام الاسم مرة أخرى قبل 30 يومًا.

# Why Meta rejected a template, from its review.
template-reason-promotional = رفضته Meta: لا يجوز لقالب الخدمات أن يروّج. احذف العرض، أو اختر فئة التسويق.
template-reason-invalid-format = رفضته Meta: متغيّراته أو أمثلته أو تنسيقه غير صالحة. أصلحها وأرسله مرة أخرى.
template-reason-tag-mismatch = رفضته Meta: الفئة لا تناسب محتواه. اختر الفئة المناسبة وأرسله مرة أخرى.
template-reason-other = رفضته Meta ({ $reason }). عدّله وأرسله مرة أخرى.

# (end of Template builder)

## Sharing with the office

sharing-identity-not-made = تعذّر على Pacer إنشاء شهادة المكتب، لذا لا يمكن مشاركته مع المكتب. أعد تشغيل Pacer؛ وإن تكرر ذلك فقد يكون مصدر الأرقام العشوائية في الحاسوب معطّلًا.
sharing-identity-unreadable = تتعذّر قراءة شهادة المكتب التي حفظها Pacer. أوقف المشاركة مع المكتب ثم شغّلها من جديد في الإعدادات لإنشاء شهادة جديدة، ثم اربط كل مكتب من جديد.
sharing-certificate-changed = تغيّرت شهادة Pacer المكتب: رُبط هذا المكتب بالشهادة { $pinned }، وهو يعرض الآن { $presented }. إن أُعيد إعداد Pacer المكتب فاربط هذا المكتب من جديد. وإن لم يحدث ذلك فلا تتصل: قد يكون في الشبكة ما ينتحل صفته.
sharing-pairing-no-code = لا يعرض Pacer المكتب رمز ربط. على Pacer المكتب، افتح الإعدادات ← المشاركة مع المكتب واختر ربط مكتب.
sharing-pairing-expired = انتهت صلاحية رمز الربط هذا (يصلح الرمز عشر دقائق). اطلب رمزًا جديدًا من Pacer المكتب.
sharing-pairing-wrong = هذا ليس الرمز الذي يعرضه Pacer المكتب. { $left ->
        [one] بقيت محاولة واحدة قبل إغلاق الرمز.
        [two] بقيت محاولتان قبل إغلاق الرمز.
        [few] بقيت { $left } محاولات قبل إغلاق الرمز.
       *[other] بقيت { $left } محاولة قبل إغلاق الرمز.
    }
sharing-pairing-too-many = رموز خاطئة كثيرة: أُغلق رمز الربط هذا. اطلب رمزًا جديدًا من Pacer المكتب.
sharing-pairing-not-a-code = رمز الربط ثمانية أرقام، مثل 4821-0937. اكتب الرمز الذي يعرضه Pacer المكتب.
sharing-desk-not-paired = هذا المكتب غير مربوط بـ Pacer المكتب. اربطه: الاتصال بـ Pacer المكتب، ثم اكتب الرمز الذي يعرضه Pacer المكتب.
sharing-desk-revoked = سُحب وصول هذا المكتب إلى Pacer المكتب من الإعدادات ← الأشخاص. اطلب من المالك ربطه من جديد إن كان ينبغي أن يصل.
sharing-desk-not-recorded = تعذّر على Pacer المكتب قراءة قائمة المكاتب أو كتابتها الآن. حاول مرة أخرى بعد قليل؛ وإن تكرر ذلك فانظر إلى شاشة Pacer المكتب.
sharing-not-for-pages = لا يجيب Pacer المكتب صفحات الويب. تتصل المكاتب عبر Pacer نفسه (الاتصال بـ Pacer المكتب)، والأنظمة عبر برنامج، لا عبر متصفح.
sharing-role-not-allowed = لا يسمح دور هذا المكتب ({ $role }) بفعل ذلك على Pacer المكتب. اطلب من المالك تغيير دوره في الإعدادات ← الأشخاص إن كان ينبغي ذلك.
sharing-another-office-sends = يوجد Pacer مكتب آخر على هذه الشبكة يرسل لرقم واتساب نفسه، وقد بدأ أولاً، لذا توقف هذا عن الإرسال: إرسال جهازي Pacer لرقم واحد يتجاوز حدود Meta. أوقف المشاركة مع المكتب على أحدهما (أو أوقفه)، ثم اختر استئناف هنا.
office-not-shared = لا تتم مشاركة Pacer هذا مع المكتب. فعّل مشاركة Pacer هذا مع المكتب في الإعدادات واحفظ، ثم حاول مرة أخرى.
office-title = المشاركة مع المكتب
office-description = يرسل Pacer واحد لرقم واتساب الخاص بك؛ وتعمل أجهزة المكتب الأخرى من خلاله كمكاتب. فعّل هذا على الجهاز الذي يبقى قيد التشغيل.
office-share = مشاركة Pacer هذا مع المكتب
office-name = الاسم الذي تراه المكاتب
office-port = المنفذ على شبكة المكتب
office-error-name = امنح Pacer هذا اسمًا تتعرف عليه المكاتب.
office-not-running = احفظ لبدء المشاركة: يمكن للمكاتب الاقتران بمجرد تشغيل Pacer هذا بها.
office-fingerprint = بصمة الشهادة
office-fingerprint-help = تصل المكاتب إلى Pacer هذا على المنفذ { $port }. عند اقتران مكتب يعرض البصمة نفسها: تحقق من تطابقهما.
office-fingerprint-copy = نسخ البصمة
office-announce = السماح للمكاتب على هذه الشبكة بالعثور على Pacer هذا
office-announce-help = عندها تراه المكاتب ضمن الاتصال بـ Pacer المكتب. عند الإيقاف: تكتب عنوان هذا الحاسوب. يمكن لأي شخص على الشبكة رؤية الإعلان (اسم Pacer هذا وعنوانه وبصمته، ومعرّف رقم واتساب الخاص به).
office-pair = إقران مكتب
office-pair-role = دور المكتب التالي
office-pairing-as = يحصل المكتب المقترن بهذا الرمز على الدور { $role }. يمكنك تغييره لاحقًا في الأشخاص.
office-pairing-title = إقران مكتب
office-pairing-code = اكتب هذا الرمز على المكتب:
office-pairing-help = يصلح لمكتب واحد لمدة عشر دقائق. يجب أن يعرض المكتب هذه البصمة:
office-pairing-close = إغلاق
office-people = الأشخاص
office-people-empty = لا توجد مكاتب بعد: اختر إقران مكتب لإضافة واحد.
office-people-name = المكتب
office-people-role = الدور
office-people-last-seen = آخر ظهور
office-role-owner = المالك: كل شيء
office-role-staff = الموظفون: جهات الاتصال والحملات والوارد والتقارير
office-role-viewer = مشاهد: التقارير
office-role-system = نظام: يرسل الرسائل فقط
office-never = أبدًا
office-revoked = سُحب الوصول
office-revoke = سحب الوصول
office-audit = من فعل ماذا
office-audit-empty = لم يُسجَّل شيء بعد.
office-audit-export = تصدير بصيغة CSV
office-audit-exported = حُفظ في { $path }
office-from-desk-title = أشخاص المكتب
office-from-desk-description = أنت مالك في { $office }: أضف مكاتب فرعية أخرى، أو غيّر أدوارها أو اسحب وصول أحدها، واقرأ من فعل ماذا، هنا كما على حاسوب المكتب.
audit-action-campaign-launched = أطلق حملة
audit-action-campaign-paused = أوقف حملة مؤقتًا
audit-action-campaign-resumed = استأنف حملة
audit-action-campaign-cancelled = ألغى حملة
audit-action-campaign-created = أنشأ حملة
audit-action-campaign-edited = غيّر حملة
audit-action-campaign-deleted = حذف حملة
audit-action-contacts-imported = استورد جهات اتصال
audit-action-opted-out = أوقف التسويق لعميل
audit-action-opted-in = سمح بالتسويق لعميل
audit-action-reply-sent = ردّ على عميل
audit-action-settings-changed = غيّر الإعدادات
audit-action-template-created = أنشأ قالبًا
audit-action-template-edited = غيّر قالبًا
audit-action-template-deleted = حذف قالبًا
audit-action-rate-card-loaded = حمّل قائمة أسعار
audit-action-desk-paired = أقرن مكتبًا
audit-action-desk-revoked = سحب وصول مكتب
audit-action-role-changed = غيّر دور مكتب
audit-action-system-key-made = أنشأ مفتاح نظام

# A desk: this PC working through the office Pacer.
desk-not-an-address = «{ $address }» ليس عنوان Pacer المكتب. اكتبه كما تعرضه الإعدادات ← المشاركة مع المكتب على حاسوب المكتب، مثل https://192.168.1.20:8093.
desk-unreachable = تعذّر الوصول إلى Pacer المكتب على { $address }. تحقّق من أن حاسوب المكتب يعمل وأن هذا الحاسوب على شبكة المكتب؛ يواصل Pacer المحاولة من تلقاء نفسه.
desk-refused = رفض Pacer المكتب ({ $status }): { $message }
desk-answer-unreadable = تعذّرت قراءة ردّ Pacer المكتب. تحقّق من أن هذا الحاسوب وحاسوب المكتب يشغّلان الإصدار نفسه من Pacer.
desk-download-too-large = ملف Pacer المكتب أكبر من { $megabytes } ميغابايت، وهذا أكثر مما ينزّله المكتب الفرعي. احفظه على حاسوب المكتب بدلًا من ذلك.
desk-no-credential = لم تعد بيانات اعتماد هذا المكتب الفرعي في سلسلة مفاتيح هذا الحاسوب. اتصل بـ Pacer المكتب مرة أخرى لإقران هذا المكتب الفرعي.
desk-not-here = لا يستطيع المكتب الفرعي فعل هذا بعد: افعله على حاسوب Pacer المكتب ({ $office }).
desk-fingerprint-not-announced = يعرض Pacer على { $address } شهادة لا تبدأ بـ { $prefix } كما أعلن Pacer المكتب الذي وُجد على الشبكة. لا تتصل: تحقّق من العنوان على حاسوب المكتب.
desk-fingerprint-not-compared = قارن البصمة أولًا بشاشة حاسوب المكتب: اختر اعرض بصمته.
desk-shared-here = يشارك هذا الحاسوب Pacer الخاص به مع المكتب، فلا يمكن أن يكون مكتبًا فرعيًا أيضًا. أوقف أولًا مشاركة Pacer هذا مع المكتب واحفظ.
import-upload-progress = جارٍ إرسال الملف إلى Pacer المكتب: { $sent } من { $total } ({ $percent })
wizard-upload-progress = جارٍ إرسال ملفات الحملة إلى Pacer المكتب: { $sent } من { $total } ({ $percent })
office-revoke-confirm = لن يصل { $desk } إلى Pacer هذا بعد الآن. لمنحه الوصول مرة أخرى، أقرنه برمز جديد.
desk-title = الاتصال بـ Pacer المكتب
desk-description = اعمل على هذا الحاسوب عبر Pacer المكتب: هو وحده يرسل من رقم واتساب الخاص بك، وهذا المكتب الفرعي يعرض حملاته وصندوق الوارد وتقاريره ويغيّرها.
desk-find = ابحث عن Pacer المكتب
desk-finding = جارٍ البحث في هذه الشبكة…
desk-found-none = لم يردّ أي Pacer مكتب على هذه الشبكة. اكتب عنوانه كما تعرضه الإعدادات ← المشاركة مع المكتب.
desk-found-use = استخدم هذا
desk-address = عنوان Pacer المكتب
desk-look = اعرض بصمته
desk-compare = تحقّق من أن شاشة حاسوب المكتب تعرض البصمة نفسها:
desk-code = رمز الإقران المعروض على حاسوب المكتب
desk-name = اسم هذا المكتب الفرعي
desk-connect = اتصل
desk-connected = هذا الحاسوب مكتب فرعي لـ { $office } على { $address } باسم «{ $desk }».
desk-leave = التوقف عن العمل كمكتب فرعي
desk-leave-confirm = سيتوقف هذا الحاسوب عن استخدام Pacer المكتب وينسى بيانات اعتماده. للعودة، أقرنه مرة أخرى برمز جديد.
desk-leave-cancel = واصل العمل كمكتب فرعي
desk-banner-unreachable = تعذّر الوصول إلى Pacer المكتب. يواصل Pacer المحاولة؛ ولا يرسل هذا المكتب الفرعي شيئًا في الأثناء.
desk-banner-locked-out = لم يعد Pacer المكتب يقبل هذا المكتب الفرعي. اتصل بـ Pacer المكتب مرة أخرى من الإعدادات.

# (end of Sharing with the office)

dialog-contact-list = اختر قائمة جهات اتصال لاستيرادها
dialog-rows-to-fix = احفظ الصفوف المطلوب تصحيحها
dialog-do-not-contact = اختر قائمة عدم الاتصال
dialog-opt-outs = احفظ إلغاءات الاشتراك
dialog-rate-card = اختر جدول أسعار Meta (CSV)
dialog-reply-file = اختر ملفًا لإرساله
dialog-report = احفظ التقرير
dialog-invoice-folder = اختر مجلد فواتير PDF
dialog-readable-folder = أضف مجلدًا يمكن لـ Pacer قراءته
dialog-audit-log = احفظ من فعل ماذا
dialog-picture = اختر الصورة
dialog-video = اختر الفيديو
dialog-pdf = اختر ملف PDF
dialog-sample-picture = اختر الصورة النموذجية
dialog-sample-video = اختر الفيديو النموذجي
dialog-sample-pdf = اختر ملف PDF النموذجي
dialog-tunnel-title = تشغيل برنامج النفق هذا؟
dialog-tunnel-run = شغّل هذا البرنامج
dialog-tunnel-keep = أبقِ الإعداد القديم
dialog-tunnel-intro = سيشغّل Pacer هذا البرنامج الآن وفي كل مرة يبدأ فيها، لتصل تحديثات التسليم من Meta إلى هذا الحاسوب:
dialog-tunnel-program = البرنامج: { $program }
dialog-tunnel-program-found = البرنامج: { $program } (موجود في { $path })
dialog-tunnel-program-missing = البرنامج: { $program } (غير موجود على هذا الحاسوب بعد)
dialog-tunnel-no-arguments = الوسائط: لا شيء
dialog-tunnel-arguments = الوسائط، واحد في كل سطر:
dialog-tunnel-warning = يعمل بصلاحياتك على هذا الحاسوب. لا تشغّله إلا إذا كتبت هذا الأمر بنفسك.
dialog-token-title = إرسال رمز الوصول إلى عنوان آخر؟
dialog-token-where = عنوان Graph هو { $address }، وهو ليس عنوان Meta ({ $meta }).
dialog-token-warning = اختبار الاتصال يرسل رمز الوصول المحفوظ من Meta إلى ذلك العنوان. لا ترسله إلا إذا كنت تثق به، مثل خادم اختبار خاص بك.
dialog-token-send = أرسل الرمز
dialog-token-cancel = إلغاء
