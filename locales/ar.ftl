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

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
