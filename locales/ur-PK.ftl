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

campaigns-title = مہمات
campaigns-new-button = نئی مہم
campaigns-loading = مہمات پڑھی جا رہی ہیں…
campaigns-empty-title = ابھی کوئی مہم نہیں
campaigns-empty-intro = مہم ایک منظور شدہ ٹیمپلیٹ کسٹمرز کی ایک فہرست کو بھیجتی ہے، ہر کسٹمر کو اس کی اپنی معلومات کے ساتھ۔ تین قدم:
campaigns-empty-step-import = { $link } اسکرین پر اپنی کسٹمرز کی اسپریڈشیٹ ایک فہرست میں امپورٹ کریں۔
campaigns-empty-step-template = { $link } اسکرین پر دیکھ لیں کہ آپ کا ٹیمپلیٹ منظور شدہ اور سنک ہو چکا ہے۔
campaigns-empty-step-launch = { campaigns-new-button } دبائیں: ٹیمپلیٹ اور فہرست چنیں، ہر کسٹمر کو جانچیں، پیغام دیکھیں، اور شروع کریں۔
campaigns-scheduled-title = وقت مقرر ہو گیا
campaigns-scheduled-notice = “{ $name }” { $when } کو خود بخود شروع ہو گی۔ تب تک آپ اسے یہیں روک یا منسوخ کر سکتے ہیں۔
campaigns-launched-title = شروع ہو گئی
campaigns-launched-notice = “{ $name }” شروع ہو رہی ہے: پیغامات جاتے جائیں گے اور اس کی پیش رفت نیچے نظر آئے گی۔

campaigns-state-draft = مسودہ
campaigns-state-scheduled = وقت مقرر
campaigns-state-launching = شروع ہو رہی ہے
campaigns-state-running = بھیجی جا رہی ہے
campaigns-state-paused = روکا گیا
campaigns-state-cancelled = منسوخ
campaigns-state-done = سب بھیج دیے گئے

campaigns-card-template = ٹیمپلیٹ { $template } ({ $language })
campaigns-card-list = فہرست { $name }
campaigns-card-tag = ٹیگ { $name }
campaigns-card-to = بنام { $audience }
campaigns-card-to-nobody = ابھی کسی کو نہیں
campaigns-card-pdf = ہر کسٹمر کے لیے ایک PDF
campaigns-card-created = بنائی گئی: { $when }
campaigns-card-launched = شروع کی گئی: { $when }
campaigns-paused-title = روکا گیا

campaigns-launch-progress = تیاری ہو رہی ہے: { $recipients } میں سے { $queued } پیغامات قطار میں۔
campaigns-launch-progress-pdfs = تیاری ہو رہی ہے: { $recipients } میں سے { $queued } پیغامات قطار میں · { $pdfsTotal } میں سے { $pdfsDone } انوائسز اپلوڈ ہو گئیں۔
campaigns-launch-queued = { $recipients } میں سے { $queued } پیغامات قطار میں
campaigns-progress-scheduled = { $when } کو خود بخود شروع ہو گی۔ ابھی کچھ نہیں بھیجا گیا۔
campaigns-progress-scheduled-zone = { $when } ({ $zone }) کو خود بخود شروع ہو گی۔ ابھی کچھ نہیں بھیجا گیا۔
campaigns-progress-draft = ابھی شروع نہیں ہوئی: ہر کسٹمر کو جانچنے، پیغام دیکھنے اور بھیجنے کے لیے { campaigns-open-button } دبائیں۔
campaigns-progress-cancelled = کچھ بھیجنے سے پہلے ہی منسوخ کر دی گئی۔
campaigns-progress-none = ابھی کوئی پیغام نہیں۔
campaigns-progress-final = { $total } میں سے { $finished } کی حتمی صورتحال آ گئی ({ $percent } %)؛ اب تک { $sent } بھیجے گئے{ $waiting ->
        [0] { "" }
       *[other] ، { $waiting } اپنے وقت کے انتظار میں
    }۔
campaigns-progress-time-left = ابھی { $remaining } مزید بھیجنے ہیں: { $unit ->
        [short] 2 منٹ سے کم
        [minutes] تقریباً { $amount } منٹ
       *[hours] تقریباً { $amount } گھنٹے
    }، { $per ->
        [second] { $rate } فی سیکنڈ
       *[minute] { $rate } فی منٹ
    } کی رفتار سے۔

campaigns-bar-read = { $count } پڑھ لیے
campaigns-bar-delivered = { $count } پہنچ گئے، ابھی پڑھے نہیں
campaigns-bar-sent = { $count } بھیج دیے گئے، پہنچنے کے انتظار میں
campaigns-bar-failed = { $count } ناکام
campaigns-bar-skipped = { $count } چھوڑ دیے گئے یا منسوخ
campaigns-bar-expired = { $count } وقت گزر گیا: وقت پر نہیں بھیجے جا سکے

campaigns-open-button = جانچیں اور شروع کریں
campaigns-check-button = جانچیں
campaigns-pause-button = روکیں
campaigns-resume-button = دوبارہ چلائیں
campaigns-retry-button = ناکام پیغامات کی دوبارہ کوشش ({ $count })
campaigns-report-button = رپورٹ
campaigns-clone-button = کاپی بنائیں
campaigns-cancel-button = منسوخ کریں
campaigns-delete-button = حذف کریں
campaigns-paused-notice-title = روک دی گئی
campaigns-paused-notice = “{ $name }” روک دی گئی ہے: جب تک آپ { campaigns-resume-button } نہیں دبائیں گے اس کا کوئی پیغام نہیں جائے گا۔ باقی پیغامات جاتے رہیں گے۔
campaigns-resumed-title = دوبارہ چل پڑی
campaigns-resumed-notice = “{ $name }” پھر سے بھیجی جا رہی ہے۔
campaigns-pause-failed = مہم روکی نہیں جا سکی
campaigns-resume-failed = مہم دوبارہ نہیں چل سکی
campaigns-retry-failed = ناکام پیغامات دوبارہ نہیں بھیجے جا سکے
campaigns-retry-title = ناکام پیغامات کی دوبارہ کوشش
campaigns-retry-hide = دوبارہ کوشش کا نتیجہ چھپائیں

campaigns-cancel-title = “{ $name }” منسوخ کریں؟
campaigns-cancel-text = جو پیغامات ابھی نہیں بھیجے گئے وہ منسوخ ہو جائیں گے اور نہیں جائیں گے۔ جو پیغامات Meta کے پاس پہنچ چکے ہیں ان کی ڈیلیوری اپڈیٹس آتی رہیں گی، اور رپورٹ میں ہر پیغام رہے گا۔ منسوخ مہم دوبارہ شروع نہیں ہو سکتی؛ بعد میں بھیجنے کے لیے اس کی کاپی بنائیں۔
campaigns-cancel-text-waiting = جو پیغامات ابھی نہیں بھیجے گئے وہ منسوخ ہو جائیں گے اور نہیں جائیں گے (اس وقت { $count })۔ جو پیغامات Meta کے پاس پہنچ چکے ہیں ان کی ڈیلیوری اپڈیٹس آتی رہیں گی، اور رپورٹ میں ہر پیغام رہے گا۔ منسوخ مہم دوبارہ شروع نہیں ہو سکتی؛ بعد میں بھیجنے کے لیے اس کی کاپی بنائیں۔
campaigns-cancel-keep = مہم رہنے دیں
campaigns-cancel-confirm = مہم منسوخ کریں
campaigns-cancel-failed = مہم منسوخ نہیں ہو سکی
campaigns-cancelled-title = “{ $name }” منسوخ ہو گئی
campaigns-cancelled-notice = { $count ->
        [one] ابھی نہ بھیجا گیا { $count } پیغام منسوخ کر دیا گیا۔
       *[other] ابھی نہ بھیجے گئے { $count } پیغامات منسوخ کر دیے گئے۔
    } جو پیغامات Meta کے پاس پہنچ چکے ہیں ان کی ڈیلیوری اپڈیٹس آتی رہیں گی۔
campaigns-cancelled-nothing = مہم منسوخ ہو گئی۔ کوئی پیغام بھیجے جانے کے انتظار میں نہیں تھا۔

campaigns-delete-title = “{ $name }” حذف کریں؟
campaigns-delete-text-scheduled = یہ اپنے وقت پر نہیں بھیجی جائے گی۔ ابھی کچھ نہیں بھیجا گیا، اس لیے رکھنے کو کوئی رپورٹ نہیں۔
campaigns-delete-text-draft = مسودہ ختم ہو جائے گا: اس کا ٹیمپلیٹ، کسٹمرز اور معلومات۔ کچھ نہیں بھیجا گیا، اس لیے رکھنے کو کوئی رپورٹ نہیں۔
campaigns-delete-keep = رہنے دیں
campaigns-delete-confirm = حذف کریں
campaigns-delete-failed = مہم حذف نہیں ہو سکی
campaigns-deleted-title = “{ $name }” حذف ہو گئی
campaigns-deleted-notice = کچھ بھیجا نہیں گیا تھا، اس لیے اور کچھ نہیں بدلتا۔

campaigns-clone-title = “{ $name }” کی کاپی
campaigns-clone-default-name = { $name } (کاپی)
campaigns-clone-name = کاپی کا نام
campaigns-clone-name-description = کاپی ایک نیا مسودہ ہے: جب تک آپ اسے شروع نہیں کریں گے کچھ نہیں بھیجا جائے گا۔
campaigns-clone-keep = کاپی نہ بنائیں
campaigns-clone-confirm = نئے مسودے کے طور پر کاپی کریں
campaigns-clone-failed = مہم کی کاپی نہیں بن سکی
campaigns-cloned-title = مہم کی کاپی بن گئی
campaigns-cloned-notice = “{ $name }” ایک نیا مسودہ ہے جس میں وہی ٹیمپلیٹ، کسٹمرز اور معلومات ہیں۔ بھیجنے کے لیے اس پر { campaigns-open-button } دبائیں۔

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

reports-title = رپورٹس
reports-refresh = تازہ کریں
reports-pick-label = مہم
reports-pick-loading = مہمات پڑھی جا رہی ہیں…
reports-pick-placeholder = مہم کا نام لکھیں
reports-pick-nothing = اس نام کی کوئی مہم نہیں
reports-pick-option = { $name } ({ $state }، { $when })
reports-empty-none = ابھی کوئی مہم نہیں۔ جب آپ مہمات کی اسکرین پر کوئی مہم شروع کریں گے تو اس کی رپورٹ یہاں نظر آئے گی: کس کو پیغام ملا، کس نے پڑھا، اور کوئی ناکام ہوا تو کیوں۔
reports-empty-choose = اوپر ایک مہم چنیں اور دیکھیں کہ کس کو اس کا پیغام ملا، کس نے پڑھا، اور کوئی ناکام ہوا تو کیوں۔
reports-error-title = رپورٹ پڑھی نہیں جا سکی
reports-loading = رپورٹ پڑھی جا رہی ہے…
reports-still-sending = ابھی بھیجی جا رہی ہے: پیغامات آگے بڑھنے کے ساتھ یہ رپورٹ خود بخود اپڈیٹ ہوتی ہے۔
reports-resent = { $count ->
        [one] { $count } پیغام دوبارہ بھیجا گیا
       *[other] { $count } پیغامات دوبارہ بھیجے گئے
    } کیونکہ Meta نے پہلی بار جواب نہیں دیا؛ ہو سکتا ہے کسٹمر کو دونوں ملے ہوں۔

reports-stage-queued = قطار میں
reports-stage-queued-left = { $count } ابھی بھیجنے ہیں
reports-stage-queued-all = مہم کے تمام پیغامات
reports-stage-sent = بھیج دیا گیا
reports-stage-sent-hint = Meta نے قبول کر لیا
reports-stage-delivered = پہنچ گیا
reports-stage-delivered-hint = کسٹمر کے فون پر
reports-stage-read = پڑھ لیا
reports-stage-read-hint = کسٹمر نے کھول لیا
reports-stage-failed = ناکام
reports-stage-failed-hint = وجوہات نیچے دیکھیں
reports-stage-skipped = چھوڑ دیا گیا
reports-stage-skipped-hint = جان بوجھ کر نہیں بھیجا گیا
reports-stage-cancelled = منسوخ
reports-stage-cancelled-hint = بھیجنے سے پہلے منسوخ کر دیے گئے
reports-stage-expired = وقت گزر گیا
reports-stage-expired-hint = نہیں بھیجے گئے: اپنی وقت کی حد کے اندر نہیں جا سکے
reports-stage-in-doubt = Meta سے پوچھا جا رہا ہے
reports-stage-in-doubt-hint = بھیجے گئے مگر جواب نہیں آیا؛ Pacer معلوم کر رہا ہے

reports-state-queued = بھیجنے کے انتظار میں
reports-state-sending = بھیجا جا رہا ہے
reports-state-sent = بھیج دیا گیا
reports-state-delivered = پہنچ گیا
reports-state-read = پڑھ لیا
reports-state-failed = ناکام
reports-state-in-doubt = Meta سے پوچھا جا رہا ہے
reports-state-deferred = انتظار میں
reports-state-cancelled = منسوخ
reports-state-skipped = چھوڑ دیا گیا
reports-state-expired = وقت گزر گیا
reports-history-failed-webhook = ناکام (ڈیلیوری اپڈیٹ)
reports-history-played = سن لیا

reports-failures-title = { $count ->
        [one] { $count } پیغام کیوں ناکام ہوا
       *[other] { $count } پیغامات کیوں ناکام ہوئے
    }
reports-retry-button = جن { $count } میں فرق پڑ سکتا ہے ان کی دوبارہ کوشش کریں
reports-retry-failed = ناکام پیغامات دوبارہ نہیں بھیجے جا سکے
reports-failure-retryable = دوبارہ کوشش سے فائدہ ہو سکتا ہے
reports-failure-details-code-example = تفصیل: Meta کوڈ { $code } · { $example }
reports-failure-details-code = تفصیل: Meta کوڈ { $code }
reports-failure-details-example = تفصیل: Meta کی طرف سے کوئی کوڈ نہیں · { $example }
reports-failure-details = تفصیل: Meta کی طرف سے کوئی کوڈ نہیں
reports-skipped-title = { $count ->
        [one] { $count } پیغام کیوں چھوڑا گیا
       *[other] { $count } پیغامات کیوں چھوڑے گئے
    }

reports-cost-title = اندازاً خرچ
reports-cost-no-prices = خرچ دیکھنے کے لیے { $link } میں اپنے کسٹمرز کے ملک کے لیے Meta کی قیمتیں درج کریں۔
reports-cost-prices-link = ترتیبات → قیمتیں
reports-cost-category = قسم
reports-cost-delivered = پہنچ گئے
reports-cost-price = ایک کی قیمت
reports-cost-amount = رقم
reports-cost-total = کل
reports-cost-unknown = معلوم نہیں
reports-cost-category-marketing = مارکیٹنگ
reports-cost-category-utility = یوٹیلیٹی
reports-cost-category-authentication = تصدیق
reports-cost-category-service = سروس
reports-cost-category-unknown = معلوم نہیں (ٹیمپلیٹ فہرست میں نہیں)
reports-cost-note = صرف پہنچ جانے والے ٹیمپلیٹ پیغامات کے پیسے لگتے ہیں۔ یہ اندازہ ہے؛ اصل وہی ہے جو Meta کے بل میں ہو۔

reports-export-title = رپورٹ محفوظ کریں
reports-export-text = Excel فائل میں ایک Summary شیٹ ہوتی ہے (تعداد، ناکامی کی وجوہات اور کیا کرنا ہے، خرچ) اور ایک Recipients شیٹ (ہر کسٹمر کی ایک قطار، ہر وقت اور وجہ کے ساتھ)۔ یہ فائلیں Excel میں کھولنا محفوظ ہے: جو خانہ =، +، - یا @ سے شروع ہو وہ متن کے طور پر لکھا جاتا ہے، کبھی فارمولے کی طرح نہیں چلتا۔ Pacer پوچھتا ہے کہ کہاں محفوظ کرنا ہے۔
reports-export-excel = Excel میں محفوظ کریں…
reports-export-csv = CSV میں محفوظ کریں…
reports-export-done = یہاں محفوظ ہو گئی: { $path }
reports-export-failed = رپورٹ محفوظ نہیں ہو سکی

reports-recipients-title = تمام کسٹمرز ({ $count })
reports-search-placeholder = نمبر یا نام
reports-search-label = نمبر یا نام سے کسٹمر تلاش کریں
reports-filter-label = کسٹمرز کو ان کے پیغام کی صورتحال کے لحاظ سے دکھائیں
reports-filter-all = سب ({ $count })
reports-filter-delivered = پہنچ گئے ({ $count })
reports-filter-waiting = ابھی نہیں پہنچے ({ $count })
reports-filter-failed = ناکام ({ $count })
reports-filter-skipped = چھوڑ دیے گئے ({ $count })
reports-filter-cancelled = منسوخ ({ $count })
reports-filter-expired = وقت گزر گیا ({ $count })
reports-recipients-hint = کسی کسٹمر پر کلک کریں اور اس کے پیغام کا ہر قدم Meta کے کوڈز کے ساتھ دیکھیں۔
reports-column-number = نمبر
reports-column-name = نام
reports-column-state = صورتحال
reports-column-sent = بھیجا گیا
reports-column-delivered = پہنچا
reports-column-read-failed = پڑھا / ناکام
reports-column-reason = وجہ
reports-row-label = { $name } کو بھیجے گئے پیغام کی تاریخچہ
reports-rows-loading = لوڈ ہو رہا ہے…
reports-rows-none = ابھی کوئی پیغام نہیں۔
reports-rows-no-match = کوئی کسٹمر نہیں ملا۔
reports-rows-error-title = کچھ کسٹمرز پڑھے نہیں جا سکے
reports-rows-error-retry = دوبارہ کوشش کے لیے { reports-refresh } دبائیں۔

reports-history-title-named = { $name } ({ $phone }) کو پیغام
reports-history-title = { $phone } کو پیغام
reports-history-attempts = { $count ->
        [one] { $count } کوشش
       *[other] { $count } کوششیں
    }
reports-history-wamid = Meta کی آئی ڈی { $id }
reports-history-resent = Meta کا جواب نہ آنے پر دوبارہ بھیجا گیا
reports-history-loading = پیغام کی تاریخچہ پڑھی جا رہی ہے…
reports-history-empty = اس پیغام کی کوئی تاریخچہ محفوظ نہیں ہوئی۔
reports-history-code = Meta کوڈ { $code }

reports-timeline-title = فی منٹ پیغامات
reports-timeline-busiest = سب سے مصروف منٹ: { $time } پر { $count } بھیجے گئے
reports-timeline-sent = بھیجے گئے
reports-timeline-delivered = پہنچ گئے
reports-timeline-read = پڑھ لیے

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
