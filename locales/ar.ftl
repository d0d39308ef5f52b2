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

campaigns-state-draft = مسودة
campaigns-state-scheduled = مجدولة
campaigns-state-launching = قيد الإطلاق
campaigns-state-running = قيد الإرسال
campaigns-state-paused = متوقفة مؤقتًا
campaigns-state-cancelled = ملغاة
campaigns-state-done = أُرسلت كلها

campaigns-card-template = القالب { $template } ({ $language })
campaigns-card-list = القائمة { $name }
campaigns-card-tag = الوسم { $name }
campaigns-card-to = إلى { $audience }
campaigns-card-to-nobody = لا أحد بعد
campaigns-card-pdf = ملف PDF لكل عميل
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

# (end of Campaign wizard)

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

## Settings: the Settings screen

# (end of Settings)
