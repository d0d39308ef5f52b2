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
