### Pacer's words in Urdu. The ids and { $placeholders } follow en.ftl; docs/languages.md
### says how to correct a word or add a language.

## About this file

language-name = اردو
language-direction = rtl
language-translator = Pacer کے ڈویلپر (مشینی مدد سے)
language-reviewed = no

## The window's frame

app-title = Pacer
mode-demo = ڈیمو
mode-live = لائیو
nav-screens = اسکرینیں
nav-home = ہوم
nav-contacts = رابطے
nav-templates = ٹیمپلیٹس
nav-campaigns = مہمات
nav-reports = رپورٹس
nav-settings = ترتیبات
color-scheme-to-dark = ڈارک موڈ پر جائیں
color-scheme-to-light = لائٹ موڈ پر جائیں
demo-banner-title = ڈیمو
demo-banner = یہ ایک ڈیمو ہے: Meta کی اصل حدوں کے ساتھ ایک نقلی WhatsApp، اس لیے کوئی پیغام اصل فون تک نہیں پہنچتا۔ نمونے کی کسٹمر لسٹ سے آزمائیں، پھر ترتیبات میں اپنا Meta اکاؤنٹ جوڑیں۔
not-sending-title = Pacer پیغامات نہیں بھیج رہا
try-again = دوبارہ کوشش کریں
still-cannot-start = Pacer اب بھی شروع نہیں ہو سکا

## Settings → Language

settings-language = زبان
settings-language-choose = Pacer کی زبان
settings-language-description = اس ونڈو کے الفاظ۔ کسٹمرز کو پیغامات ان کے ٹیمپلیٹ کی زبان میں ہی جاتے ہیں، اور لوکل API اور کمانڈ لائن انگریزی میں رہتے ہیں۔
settings-language-system = کمپیوٹر کی زبان ({ $language })
settings-language-unreviewed = یہ ترجمہ { $translator } نے لکھا ہے اور ابھی کسی اہلِ زبان نے اسے نہیں جانچا۔ اگر کوئی لفظ غلط لگے تو docs/languages.md میں اسے درست کرنے کا طریقہ لکھا ہے۔

## Home: the Home screen, the window's frame, shared widgets and notices

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $lists ->
        [one] ایک فہرست
       *[other] { $lists } فہرستوں
    } میں { $contacts ->
        [one] ایک رابطہ
       *[other] { $contacts } رابطے
    }

contacts-title = رابطے
contacts-counting = رابطے گنے جا رہے ہیں…
contacts-import-button = رابطے امپورٹ کریں
contacts-load-error = Pacer آپ کے رابطے نہیں دکھا سکا
contacts-page-error = Pacer یہ رابطے نہیں پڑھ سکا
contacts-tab-contacts = رابطے
contacts-tab-lists = فہرستیں ({ $lists })
contacts-tab-imports = امپورٹ ({ $imports })
contacts-loading = رابطے لوڈ ہو رہے ہیں…
contacts-showing = { $total ->
        [one] { $total } رابطے میں سے { $shown } دکھایا جا رہا ہے
       *[other] { $total } رابطوں میں سے { $shown } دکھائے جا رہے ہیں
    }
contacts-no-match = ان فلٹرز کے ساتھ کوئی رابطہ نہیں ملا۔
contacts-no-match-search = ان فلٹرز کے ساتھ “{ $search }” سے کوئی رابطہ نہیں ملا۔
contacts-clear-search = تلاش اور فلٹرز صاف کریں
contacts-empty-title = ابھی کوئی رابطہ نہیں
contacts-empty-description = اپنے بلنگ سسٹم سے نکالی گئی CSV یا Excel فائل امپورٹ کریں، یا ہاتھ سے لکھی ہوئی فہرست۔ Pacer فون نمبر ڈھونڈتا ہے، جو ٹھیک ہو سکے ٹھیک کرتا ہے، اور کچھ بھی محفوظ کرنے سے پہلے ہر وہ قطار دکھاتا ہے جو استعمال نہیں ہو سکتی۔
contacts-empty-sample = نمونے کی کسٹمر فہرست آزمائیں

contacts-search-label = تلاش
contacts-search-placeholder = نام یا نمبر
contacts-list-label = فہرست
contacts-list-placeholder = تمام فہرستیں
contacts-list-option = { $list } ({ $contacts })
contacts-tag-label = ٹیگ
contacts-tag-placeholder = کوئی بھی ٹیگ
contacts-tag-placeholder-none = ابھی کوئی ٹیگ نہیں
contacts-reach-label = مارکیٹنگ
contacts-reach-all = سب
contacts-reach-reachable = مارکیٹنگ بھیج سکتے ہیں
contacts-reach-opted-out = مارکیٹنگ بند
contacts-clear-filters = فلٹرز صاف کریں

contacts-table-label = رابطے
contacts-table-loading = لوڈ ہو رہا ہے…
contacts-column-name = نام
contacts-column-phone = فون
contacts-column-tags = ٹیگ
contacts-column-marketing = مارکیٹنگ
contacts-column-more = مزید تفصیلات
contacts-no-name = کوئی نام نہیں
contacts-edit-tags = ٹیگ بدلیں
contacts-edit-tags-of = { $contact } کے ٹیگ بدلیں
contacts-opted-out = مارکیٹنگ پیغامات بند کر دیے
contacts-opted-out-help = انہوں نے آپ کے کاروبار کے مارکیٹنگ پیغامات بند کر دیے ہیں۔ Pacer انہیں مارکیٹنگ نہیں بھیجے گا؛ بل اور دوسرے ضروری پیغامات پھر بھی جائیں گے۔
contacts-reachable = مارکیٹنگ بھیج سکتے ہیں
contacts-more-details = +{ $count } مزید

contacts-lists-empty = ابھی کوئی فہرست نہیں۔ ہر امپورٹ اپنے رابطے ایک فہرست میں رکھتا ہے: پہلی فہرست بنانے کے لیے کوئی فائل امپورٹ کریں۔
contacts-lists-column-list = فہرست
contacts-lists-column-contacts = رابطے
contacts-lists-column-opted-out = مارکیٹنگ پیغامات بند کر دیے
contacts-lists-column-reachable = مارکیٹنگ بھیج سکتے ہیں
contacts-imports-empty = ابھی کوئی امپورٹ نہیں۔ آپ کا ہر امپورٹ یہاں درج ہوتا ہے، ساتھ یہ کہ اس نے کیا کیا۔
contacts-imports-column-when = کب
contacts-imports-column-file = فائل
contacts-imports-column-list = فہرست
contacts-imports-column-result = کیا ہوا

contacts-tags-title = { $contact } کے ٹیگ
contacts-tags-title-none = ٹیگ
contacts-tags-help = ٹیگ مختلف فہرستوں کے رابطوں کو ایک گروپ میں رکھتے ہیں، مثلاً “VIP” یا “دیر سے ادائیگی”۔ کوئی بھی مہم کسی ٹیگ والے سب رابطوں کو بھیجی جا سکتی ہے۔
contacts-tags-label = ٹیگ
contacts-tags-placeholder = ٹیگ لکھیں اور Enter دبائیں
contacts-tags-not-saved = ٹیگ محفوظ نہیں ہوئے
contacts-tags-cancel = رہنے دیں
contacts-tags-save = ٹیگ محفوظ کریں
contacts-tags-saved-title = ہو گیا
contacts-tags-saved = اب { $contact } کے ٹیگ یہ ہیں: { $tags }۔
contacts-tags-saved-none = اب { $contact } کا کوئی ٹیگ نہیں۔

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
