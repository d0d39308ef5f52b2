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

templates-title = ٹیمپلیٹس
templates-counts-loading = ٹیمپلیٹس پڑھے جا رہے ہیں…
templates-counts = { $templates ->
        [one] { $templates } ٹیمپلیٹ
       *[other] { $templates } ٹیمپلیٹس
    }، ان میں سے { $usable } استعمال ہو سکتے ہیں
templates-sync-button = Meta سے سنک کریں
templates-synced-at = { $time } پر سنک ہوا
templates-sync-failed = ٹیمپلیٹس سنک نہیں ہوئے
templates-load-failed = Pacer ٹیمپلیٹس نہیں دکھا سکا
templates-loading = ٹیمپلیٹس پڑھے جا رہے ہیں
templates-empty-title = ابھی کوئی ٹیمپلیٹ نہیں
templates-empty-demo = ابھی کوئی ٹیمپلیٹ نہیں: ڈیمو اکاؤنٹ کے نمونے کے ٹیمپلیٹس پڑھنے کے لیے "Meta سے سنک کریں" دبائیں۔
templates-empty-live = ابھی کوئی ٹیمپلیٹ نہیں: اپنے WhatsApp Business اکاؤنٹ کے ٹیمپلیٹس پڑھنے کے لیے "Meta سے سنک کریں" دبائیں۔ نئے ٹیمپلیٹس Meta کے WhatsApp Manager میں بنتے اور منظور ہوتے ہیں؛ Meta کی منظوری کے بعد دوبارہ سنک کریں۔
templates-search-placeholder = نام یا زبان سے تلاش کریں
templates-search-label = ٹیمپلیٹس تلاش کریں
templates-show-label = کون سے ٹیمپلیٹس
templates-show-all = سب ({ $count })
templates-show-usable = قابلِ استعمال ({ $count })
templates-show-unusable = ناقابلِ استعمال ({ $count })
templates-no-match = کوئی ٹیمپلیٹ نہیں ملا۔ تلاش صاف کریں۔
templates-choose = دائیں طرف کی فہرست سے ٹیمپلیٹ چنیں، تاکہ اسے ویسا ہی دیکھیں جیسا آپ کے کسٹمر دیکھیں گے۔

templates-status-approved = منظور شدہ
templates-status-pending = Meta کے جائزے کا انتظار
templates-status-in-appeal = اپیل میں
templates-status-rejected = مسترد
templates-status-paused = روکا گیا
templates-status-disabled = بند کر دیا گیا
templates-status-deleted = حذف شدہ
templates-status-pending-deletion = حذف ہو رہا ہے

templates-category-marketing = مارکیٹنگ
templates-category-utility = یوٹیلٹی
templates-category-authentication = تصدیق
templates-category-unknown = قسم ابھی معلوم نہیں
templates-category-help-marketing = پیشکشیں اور خبریں۔ یہ ان کسٹمرز کو نہیں جاتے جنہوں نے مارکیٹنگ پیغامات بند کر دیے؛ Meta کچھ پیغامات روک بھی سکتا ہے۔
templates-category-help-utility = بل، یاد دہانیاں، اور کسی ایسی چیز کی اپڈیٹس جو کسٹمر کے پاس پہلے سے ہے۔
templates-category-help-authentication = لاگ اِن کے لیے ایک بار کام آنے والے کوڈ۔
templates-category-help-unknown = Meta نے ابھی نہیں بتایا کہ یہ کس قسم کا پیغام ہے۔ جاننے کے لیے Meta سے سنک کریں۔

templates-unusable-approved = Pacer کو Meta سے صرف اتنا پتا چلا ہے کہ یہ ٹیمپلیٹ منظور ہو گیا؛ اس کا متن ابھی معلوم نہیں۔ متن پڑھنے کے لیے "Meta سے سنک کریں" دبائیں۔
templates-unusable-pending = Meta ابھی اس ٹیمپلیٹ کا جائزہ لے رہا ہے، عموماً چند منٹ اور زیادہ سے زیادہ 24 گھنٹے۔ منظوری دیکھنے کے لیے بعد میں "Meta سے سنک کریں" دبائیں۔
templates-unusable-in-appeal = آپ نے Meta سے اس کے مسترد ہونے پر دوبارہ غور کرنے کو کہا ہے۔ Meta کے جواب کا انتظار کریں، پھر "Meta سے سنک کریں" دبائیں۔
templates-unusable-rejected = Meta نے یہ ٹیمپلیٹ مسترد کر دیا، اس لیے یہ بھیجا نہیں جا سکتا۔ اسے Meta کے WhatsApp Manager میں بدلیں اور دوبارہ جمع کرائیں۔
templates-unusable-paused = Meta نے یہ ٹیمپلیٹ روک دیا ہے کیونکہ کسٹمرز نے اس کے پیغامات بلاک یا رپورٹ کیے۔ جب تک Meta روک نہ ہٹائے یہ بھیجا نہیں جا سکتا (پہلی بار 3 گھنٹے بعد، دوسری بار 6 گھنٹے بعد)؛ WhatsApp Manager میں اس کا متن بہتر کرنے سے مدد ملتی ہے۔
templates-unusable-disabled = Meta نے یہ ٹیمپلیٹ بند کر دیا کیونکہ اس کے پیغامات کو بار بار کم ریٹنگ ملی۔ Meta کے WhatsApp Manager میں نیا ٹیمپلیٹ بنائیں۔
templates-unusable-deleted = Meta اب یہ ٹیمپلیٹ نہیں دکھاتا: اسے WhatsApp Manager میں حذف کر دیا گیا۔ کوئی اور ٹیمپلیٹ چنیں۔
templates-unusable-pending-deletion = یہ ٹیمپلیٹ Meta کے WhatsApp Manager میں حذف کیا جا رہا ہے۔ کوئی اور ٹیمپلیٹ چنیں۔
templates-unusable-other = Meta نے اس ٹیمپلیٹ کی حالت “{ $status }” بتائی ہے، اس لیے Pacer اسے نہیں بھیج سکتا۔

templates-language = { $language } ({ $code })
templates-usable = مہمات میں استعمال ہو سکتا ہے
templates-meta-reason = Meta کی بتائی وجہ: { $reason }
templates-needs-nothing = کوئی ویلیو نہیں چاہیے: ہر کسٹمر کو ایک ہی متن جاتا ہے۔
templates-needs = درکار: { $values }

templates-preview-about = { $language } ({ $code }) · { $category }: { $help }
templates-cannot-use-title = یہ ٹیمپلیٹ ابھی استعمال نہیں ہو سکتا
templates-text-unknown = Pacer کو ابھی اس ٹیمپلیٹ کا متن معلوم نہیں، اس لیے وہ اسے دکھا نہیں سکتا۔ "Meta سے سنک کریں" دبائیں۔
templates-sample-values = نمونے کی ویلیوز (ہر کسٹمر کے لیے { $count ->
        [one] ایک ویلیو
       *[other] { $count } ویلیوز
    })
templates-use-examples = Meta کی مثالیں استعمال کریں
templates-clear-values = صاف کریں
templates-customer-sees = کسٹمر کو کیا نظر آئے گا
templates-preview-updating = پیش منظر تازہ ہو رہا ہے
templates-preview-failed = پیش منظر نہیں بن سکا
templates-values-missing = سرخ نشان والی { $count ->
        [one] ایک ویلیو ابھی خالی ہے
       *[other] { $count } ویلیوز ابھی خالی ہیں
    }۔ مہم میں Pacer انہیں ہر رابطے کی تفصیلات سے بھرتا ہے، اور شروع کرنے سے پہلے بتا دیتا ہے کہ کون سی خالی رہ گئیں۔
templates-value-placeholder-document = invoice-1042.pdf یا https://…
templates-value-placeholder-image = photo.jpg یا https://…
templates-value-placeholder-video = clip.mp4 یا https://…
templates-value-placeholder-location = 24.8607, 67.0011 | دکان | 1 مین روڈ، کراچی
templates-value-placeholder-example = مثال: { $example }
templates-value-help-media = فائل کا نام یا لنک۔ مہم میں ہر کسٹمر کو اس کی اپنی فائل جاتی ہے۔
templates-value-help-location = عرض بلد، طول بلد، پھر چاہیں تو | نام | پتا۔
templates-value-help-link-end-max = بٹن کے لنک کا آخری حصہ، زیادہ سے زیادہ { $chars } حروف۔
templates-value-help-link-end = بٹن کے لنک کا آخری حصہ۔
templates-value-help-max = زیادہ سے زیادہ { $chars } حروف۔
templates-value-missing = ابھی کوئی ویلیو نہیں
templates-media-missing-image = تصویر: ابھی کوئی فائل نہیں دی گئی
templates-media-missing-video = ویڈیو: ابھی کوئی فائل نہیں دی گئی
templates-media-missing-location = مقام: ابھی نہیں دیا گیا
templates-media-missing-document = PDF دستاویز: ابھی کوئی فائل نہیں دی گئی

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
