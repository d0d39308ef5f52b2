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

# (end of Contacts)

## Import: the import wizard (Contacts → Import)

# (end of Import)

## Templates: the Templates screen

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# The wizard's frame and steps
wizard-title-new = نئی مہم
wizard-title-campaign = مہم "{ $campaign }"
wizard-step-template = ٹیمپلیٹ
wizard-step-template-description = نام اور پیغام
wizard-step-audience = وصول کنندگان
wizard-step-audience-description = فہرستیں اور ٹیگ
wizard-step-values = معلومات
wizard-step-values-description = کالم، PDF، وقت
wizard-step-check = جانچ اور جھلک
wizard-step-check-description = بھیجنے سے پہلے
wizard-step-launch = شروع کریں
wizard-step-schedule = وقت مقرر کریں
wizard-step-send-description = بھیجیں
wizard-back = پیچھے
wizard-next = آگے
wizard-next-launch = آگے: شروع کریں
wizard-next-schedule = آگے: وقت مقرر کریں
wizard-create = مہم بنائیں
wizard-create-and-schedule = بنائیں اور وقت مقرر کریں
wizard-saved-changes = ڈرافٹ کے طور پر محفوظ ہو گئی۔ اگر آپ کچھ بدلیں تو "بنائیں" اسے دوبارہ بنائے گا اور پچھلا ڈرافٹ ہٹا دے گا۔
wizard-saved-draft = ڈرافٹ کے طور پر محفوظ ہو گئی: آپ اسے بند کر کے بعد میں فہرست سے واپس آ سکتے ہیں۔
wizard-saved-scheduled = مقررہ وقت والی مہم کے طور پر محفوظ ہو گئی: آپ اسے بند کر کے بعد میں فہرست سے واپس آ سکتے ہیں۔
wizard-templates-failed = Pacer ٹیمپلیٹ نہیں پڑھ سکا
wizard-lists-failed = Pacer فہرستیں نہیں پڑھ سکا
# What is missing before going on ($variable is the template's variable, as Pacer names it)
wizard-error-name = مہم کو ایسا نام دیں جو لوگ پہچان لیں، مثلاً "دسمبر کے انوائس"۔
wizard-error-template = بھیجنے کے لیے ٹیمپلیٹ چنیں۔
wizard-error-audience = کم از کم ایک فہرست (یا ٹیگ) چنیں جس کے رابطوں کو بھیجنا ہے۔
wizard-error-pdf-folder = { $variable }: وہ فولڈر چنیں جس میں PDF فائلیں ہیں۔
wizard-error-pdf-column = { $variable }: وہ کالم چنیں جس سے ہر کسٹمر کی PDF فائل کا نام ملتا ہے۔
wizard-error-text-empty = { $variable } کی کوئی ویلیو نہیں: بھیجنے کے لیے متن لکھیں، یا کالم چنیں۔
wizard-error-column-empty = { $variable } کی کوئی ویلیو نہیں: کالم چنیں، یا ایک مقررہ متن لکھیں۔
wizard-error-schedule-at = بھیجنے کا وقت اس طرح لکھیں: 2026-12-01 09:00 (سال-مہینہ-دن گھنٹے:منٹ)۔
wizard-error-time-zone = اس وقت کا ٹائم زون چنیں، مثلاً Asia/Karachi۔
# Step 1: the name and the template
wizard-name = مہم کا نام
wizard-name-description = ایسا نام جو لوگ فہرست اور رپورٹوں میں پہچان لیں۔
wizard-name-placeholder = دسمبر کے انوائس
wizard-no-templates-title = ابھی کوئی منظور شدہ ٹیمپلیٹ نہیں
wizard-no-templates = صرف وہی ٹیمپلیٹ بھیجے جا سکتے ہیں جو Meta نے منظور کیے ہوں۔ ٹیمپلیٹ والی اسکرین پر Meta سے اپنے ٹیمپلیٹ لے آئیں، یا WhatsApp Manager میں نیا ٹیمپلیٹ بنا کر منظوری کا انتظار کریں۔
wizard-go-to-templates = ٹیمپلیٹ پر جائیں
wizard-template = ٹیمپلیٹ
wizard-template-description = صرف منظور شدہ ٹیمپلیٹ دکھائے گئے ہیں۔
wizard-template-description-others = صرف منظور شدہ ٹیمپلیٹ دکھائے گئے ہیں ({ $others ->
        [one] { $others } اور ٹیمپلیٹ منظور نہیں یا روکا گیا ہے
       *[other] { $others } اور ٹیمپلیٹ منظور نہیں یا روکے گئے ہیں
    }؛ ٹیمپلیٹ والی اسکرین دیکھیں)۔
wizard-template-reading = ٹیمپلیٹ پڑھے جا رہے ہیں…
wizard-template-search = تلاش کے لیے لکھیں
wizard-template-none-found = اس نام کا کوئی منظور شدہ ٹیمپلیٹ نہیں
wizard-category-marketing = مارکیٹنگ
wizard-category-utility = یوٹیلیٹی
wizard-category-authentication = تصدیق
wizard-category-unknown = قسم معلوم نہیں
wizard-marketing-note = مارکیٹنگ ٹیمپلیٹ ان رابطوں کو نہیں بھیجا جاتا جنہوں نے مارکیٹنگ پیغامات بند کر دیے ہیں۔
wizard-no-variables = اس ٹیمپلیٹ میں کوئی خالی جگہ نہیں: ہر کسٹمر کو ایک جیسا پیغام ملے گا۔
wizard-template-needs = اسے ہر کسٹمر کے لیے { $values ->
        [one] { $values } ویلیو چاہیے
       *[other] { $values } ویلیوز چاہییں
    } (یہ کہاں سے آئیں، یہ آپ مرحلہ 3 میں چنیں گے):
wizard-variable-example = مثلاً { $example }
wizard-kind-text = متن
wizard-kind-document = PDF دستاویز
wizard-kind-image = تصویر
wizard-kind-video = ویڈیو
wizard-kind-location = مقام
wizard-kind-url-suffix = لنک کا آخری حصہ
wizard-kind-otp-code = ایک بار کا کوڈ
wizard-kind-coupon-code = کوپن کوڈ
# Step 2: who receives it
wizard-no-contacts-title = ابھی کوئی رابطہ نہیں
wizard-no-contacts = مہم رابطوں کی فہرست کو جاتی ہے۔ پہلے رابطے والی اسکرین پر اپنی کسٹمر اسپریڈشیٹ کسی فہرست میں امپورٹ کریں، پھر واپس آئیں۔
wizard-go-to-contacts = رابطے پر جائیں
wizard-lists = فہرستیں
wizard-lists-description = ان فہرستوں میں سب کو پیغام ملے گا (جو رابطہ دو فہرستوں میں ہو اسے ایک ہی بار ملے گا)۔
wizard-lists-reading = فہرستیں پڑھی جا رہی ہیں…
wizard-lists-search = فہرست کا نام لکھیں
wizard-list-option = { $list } ({ $contacts ->
        [one] { $contacts } رابطہ
       *[other] { $contacts } رابطے
    })
wizard-lists-none-found = اس نام کی کوئی فہرست نہیں
wizard-tags = ٹیگ (اختیاری)
wizard-tags-description = جن رابطوں پر ان میں سے کوئی بھی ٹیگ ہو، انہیں بھی ملے گا۔
wizard-tags-none = ابھی کوئی ٹیگ نہیں
wizard-tags-search = ٹیگ لکھیں
wizard-audience-size = چنی گئی { $lists ->
        [one] فہرست
       *[other] فہرستوں
    } میں { $contacts ->
        [one] { $contacts } رابطہ ہے
       *[other] { $contacts } رابطے ہیں
    }۔
wizard-audience-size-tags = چنی گئی { $lists ->
        [one] فہرست
       *[other] فہرستوں
    } میں { $contacts ->
        [one] { $contacts } رابطہ ہے
       *[other] { $contacts } رابطے ہیں
    }، ساتھ میں وہ بھی جن پر چنے گئے ٹیگ ہیں۔
wizard-audience-opted-out = ان میں سے { $count } نے مارکیٹنگ پیغامات بند کر دیے ہیں: یہ مارکیٹنگ ٹیمپلیٹ انہیں نہیں بھیجا جائے گا۔
wizard-audience-exact = اصل تعداد مرحلہ 4 میں جانچی جاتی ہے، کچھ بھی بھیجنے سے پہلے۔
# Step 3: where each value comes from, and when to send
wizard-values-no-template = پہلے مرحلہ 1 میں ٹیمپلیٹ چنیں۔
wizard-values-intro = ہر ویلیو کے لیے اپنی امپورٹ کی ہوئی فہرست کا کوئی کالم چنیں (ہر کسٹمر کو اپنی ویلیو ملے گی) یا ایک مقررہ متن (سب کو ایک جیسا)۔
wizard-values-errors-title = مہم بنانے سے پہلے
wizard-source-pdf = ہر کسٹمر کی PDF
wizard-source-column = کالم
wizard-source-text = مقررہ متن
wizard-variable-example-value = مثال: { $example }
wizard-variable-max-chars = زیادہ سے زیادہ { $count ->
        [one] { $count } حرف
       *[other] { $count } حروف
    }
wizard-variable-source = { $variable } کہاں سے آئے
wizard-fixed-text = ہر کسٹمر کے لیے ایک ہی متن
wizard-fixed-text-label = { $variable }: مقررہ متن
wizard-column = کالم
wizard-column-media-description = ایسا کالم جس میں فائل کا لنک (https://…) یا اس کی Meta میڈیا id ہو۔
wizard-column-placeholder = کالم لکھیں یا چنیں، مثلاً Invoice
wizard-column-sample = پہلے کسٹمر کی ویلیو: { $value }
wizard-column-description = آپ کی امپورٹ کی ہوئی اسپریڈشیٹ کا کالم، جیسا اس کا عنوان لکھا ہے۔
wizard-columns-every-contact = ہر رابطے میں ہوتا ہے
wizard-columns-imported = آپ کی امپورٹ کے کالم
wizard-pdf-folder = PDF فائلوں کا فولڈر
wizard-pdf-folder-description = ہر کسٹمر کی ایک PDF، جس کا نام کسی کالم کی ویلیو ہو (INV-0042 یا INV-0042.pdf)۔ Pacer صرف آپ کا چنا ہوا فولڈر پڑھتا ہے۔
wizard-pdf-no-folder = ابھی کوئی فولڈر نہیں چنا: انوائس کی PDF فائلوں والا فولڈر چننے کے لیے "چنیں…" دبائیں۔
wizard-pdf-choose = چنیں…
wizard-pdf-choose-failed = فولڈر کی ونڈو نہیں کھلی
wizard-pdf-sample = نمونے کے انوائس استعمال کریں
wizard-pdf-sample-note = ڈیمو: ہر نمونہ کسٹمر کی ایک PDF، جس کا نام Invoice کالم سے ہے۔
wizard-pdf-column = ہر کسٹمر کی فائل کا نام بتانے والا کالم
wizard-pdf-column-description = مثلاً Invoice: جس کسٹمر کا Invoice INV-0042 ہے اسے INV-0042.pdf ملے گی۔
wizard-schedule = بعد میں، مقررہ وقت پر بھیجیں
wizard-schedule-at = تاریخ اور وقت
wizard-schedule-at-description = سال-مہینہ-دن گھنٹے:منٹ
wizard-time-zone = ٹائم زون
wizard-time-zone-description = یہ وقت کس جگہ کا ہے (جب تک آپ نہ بدلیں، آپ کے کمپیوٹر کا زون)
wizard-schedule-note = بناتے ہی وقت مقرر ہو جاتا ہے: Pacer اس وقت خود ہی مہم شروع کر دے گا (یا جیسے ہی Pacer دوبارہ چلے)، جو تیار ہیں انہیں بھیجے گا اور جن کسٹمرز میں مسئلہ ہے انہیں چھوڑ دے گا۔ تب تک آپ فہرست میں اسے روک یا منسوخ کر سکتے ہیں۔
# Step 4: the check and the preview
wizard-check-title = ہر کسٹمر کی جانچ
wizard-check-again = دوبارہ جانچیں
wizard-checking = ہر کسٹمر کی جانچ ہو رہی ہے: ویلیوز، PDF، روزانہ حد…
wizard-check-failed = جانچ مکمل نہیں ہوئی
wizard-check-ready = { $audience ->
        [one] { $audience } کسٹمر
       *[other] { $audience } کسٹمرز
    } میں سے { $ready } بھیجنے کے لیے تیار
wizard-problems = { $count ->
        [one] { $count } کسٹمر
       *[other] { $count } کسٹمرز
    } کو مہم کی موجودہ حالت میں نہیں بھیجا جا سکتا
wizard-problems-first = { $count ->
        [one] { $count } کسٹمر
       *[other] { $count } کسٹمرز
    } کو مہم کی موجودہ حالت میں نہیں بھیجا جا سکتا (پہلے { $listed } مسائل دکھائے گئے ہیں)
wizard-problems-help = انہیں ٹھیک کریں (اسپریڈشیٹ کا کالم، فولڈر میں غائب PDF)، دوبارہ امپورٹ کریں اور "دوبارہ جانچیں" دبائیں — یا پھر بھی شروع کریں، یہ چھوڑ دیے جائیں گے۔
wizard-problems-number = نمبر
wizard-problems-name = نام
wizard-problems-what = کیا
wizard-problems-problem = مسئلہ
wizard-preview-title = کسٹمر کو کیا ملے گا
wizard-preview-phone = کسٹمر کا نمبر
wizard-preview-phone-description = خالی ہو تو: وصول کنندگان میں پہلا کسٹمر۔
wizard-preview-show = دکھائیں
wizard-preview-to = { $phone } کو
wizard-preview-to-named = { $phone } ({ $name }) کو
wizard-preview-pdf = PDF: { $file }
wizard-preview-problems = اس کسٹمر کو موجودہ حالت میں نہیں بھیجا جا سکتا
wizard-preview-no-media = { $format ->
        [document] اس کسٹمر کی کوئی دستاویز نہیں
        [image] اس کسٹمر کی کوئی تصویر نہیں
        [video] اس کسٹمر کی کوئی ویڈیو نہیں
        [location] اس کسٹمر کا کوئی مقام نہیں
       *[other] اس کسٹمر کی کوئی فائل نہیں
    }
wizard-test-title = خود کو ٹیسٹ بھیجیں
wizard-test-phone = آپ کا نمبر
wizard-test-phone-description = پہلے تیار کسٹمر کی ویلیوز کے ساتھ یہ پیغام فوراً آپ کو ملے گا۔
wizard-test-send = ٹیسٹ بھیجیں
wizard-test-queued = ٹیسٹ پیغام { $phone } کے لیے انتظار میں ہے (پیغام id { $id })۔ یہ مہمات سے پہلے فوراً جائے گا؛ ہوم اسکرین بتائے گی کہ کب پہنچ گیا۔
# Step 5: the launch (or the schedule)
wizard-launch-nobody = بھیجنے کے لیے کوئی بھی تیار نہیں
wizard-launch-all = شروع کریں: { $ready ->
        [one] { $ready } کسٹمر
       *[other] { $ready } کسٹمرز
    } کو بھیجیں
wizard-schedule-all = وقت مقرر کریں: { $ready ->
        [one] { $ready } کسٹمر
       *[other] { $ready } کسٹمرز
    } کو بھیجیں
wizard-launch-blocked = { $problems ->
        [one] { $problems } کسٹمر میں مسئلہ ہے
       *[other] { $problems } کسٹمرز میں مسائل ہیں
    }: انہیں ٹھیک کریں یا اوپر والے خانے پر نشان لگائیں
wizard-launch-skip = شروع کریں: { $ready } کو بھیجیں، { $problems } کو چھوڑیں
wizard-schedule-skip = وقت مقرر کریں: { $ready } کو بھیجیں، { $problems } کو چھوڑیں
wizard-launch-not-checked = جانچ ابھی مکمل نہیں ہوئی: ایک قدم پیچھے جا کر انتظار کریں، یا "دوبارہ جانچیں" دبائیں۔
wizard-scheduled-title = وقت مقرر ہے
wizard-scheduled = Pacer یہ مہم خود ہی { $when } ({ $zone }) کو شروع کرے گا۔
wizard-skip-problems = { $ready ->
        [one] تیار { $ready } کسٹمر
       *[other] تیار { $ready } کسٹمرز
    } کو بھیجیں اور مسائل والے { $problems } کو چھوڑ دیں
wizard-skip-problems-description = چھوڑے گئے کسٹمرز رپورٹ میں درج ہوں گے؛ انہیں ٹھیک کر کے بعد میں اس مہم کی کاپی بھیج دیں۔
wizard-launch-confirm-title = "{ $campaign }" شروع کریں؟
wizard-schedule-confirm-title = "{ $campaign }" کا وقت مقرر کریں؟
wizard-launch-audience = وصول کنندگان میں { $count ->
        [one] { $count } رابطہ
       *[other] { $count } رابطے
    }
wizard-launch-ready = { $count } تیار: انہیں پیغام ملے گا
wizard-launch-problems = { $count } میں مسئلہ: چھوڑ دیے جائیں گے (رپورٹ میں درج ہوں گے)
wizard-launch-opted-out = { $count } نے مارکیٹنگ پیغامات بند کر دیے: انہیں نہیں بھیجا جائے گا
wizard-launch-scheduled-note = یہ { $when } ({ $zone }) کو خود ہی شروع ہو جائے گی۔ تب تک آپ فہرست میں اسے روک یا منسوخ کر سکتے ہیں۔
wizard-launch-now-note = پیغامات فوراً جانا شروع ہو جائیں گے۔ آپ کسی بھی وقت فہرست میں مہم کو روک یا منسوخ کر سکتے ہیں؛ کوئی پیغام دو بار نہیں جائے گا۔
wizard-go-back = واپس جائیں
wizard-keep-scheduled = وقت مقرر رہنے دیں
wizard-launch-now = ابھی شروع کریں

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
