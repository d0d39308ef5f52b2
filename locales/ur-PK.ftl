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

import-title = رابطے امپورٹ کریں
import-default-list = کسٹمرز
import-step-file = فائل چنیں
import-step-file-description = فائل، فہرست اور ملک
import-step-check = جانچ
import-found = Pacer کو کیا ملا
import-step-import = امپورٹ
import-step-import-description = رابطے محفوظ کریں
import-missing-title = کچھ رہ گیا ہے
import-missing-file = پہلے امپورٹ کے لیے فائل چنیں: "چنیں…" دبائیں۔
import-missing-list = فہرست کا نام لکھیں، مثلاً کسٹمرز۔
import-missing-country = اس ملک کا 2 حرفی کوڈ لکھیں جہاں کے زیادہ تر نمبر ہیں، مثلاً PK۔
import-read-failed-title = Pacer فائل نہیں پڑھ سکا
import-failed-title = رابطے امپورٹ نہیں ہوئے
import-progress-title = { $contacts ->
        [one] { $contacts } رابطہ
       *[other] { $contacts } رابطے
    } “{ $list }” میں امپورٹ ہو رہے ہیں…
import-progress-label = رابطے امپورٹ ہو رہے ہیں
import-progress-count = { $total } میں سے { $saved } محفوظ ہو گئے ({ $percent }٪)
import-progress-note = بڑی فائلوں میں ایک منٹ تک لگ سکتا ہے۔ ونڈو کھلی رکھیں؛ کسی کو کچھ نہیں بھیجا جا رہا۔
import-cancel = منسوخ کریں
import-check-button = فائل جانچیں
import-back = واپس
import-run-button = { $contacts ->
        [one] { $contacts } رابطہ “{ $list }” میں امپورٹ کریں
       *[other] { $contacts } رابطے “{ $list }” میں امپورٹ کریں
    }
import-another = ایک اور فائل امپورٹ کریں
import-done = ہو گیا

# Step 1: the file, the list, the country
import-picker-failed-title = فائل چننے کی ونڈو نہیں کھلی
import-file-intro = اپنے بلنگ سسٹم سے نکالی گئی یا ہاتھ سے بنائی گئی CSV یا Excel فائل امپورٹ کریں۔ Pacer فون نمبر والا کالم خود ڈھونڈ لیتا ہے اور کچھ بھی محفوظ کرنے سے پہلے دکھاتا ہے کہ اسے کیا ملا۔
import-no-file = ابھی کوئی فائل نہیں چنی گئی: CSV یا Excel فائل چننے کے لیے "چنیں…" دبائیں۔
import-choose = چنیں…
import-use-sample = نمونے کی کسٹمر فہرست استعمال کریں
import-sample-note = ڈیمو: ایک فرضی فہرست جس میں کچھ گڑبڑ نمبر ہیں، یہ دیکھنے کے لیے کہ Pacer انہیں کیسے سنبھالتا ہے۔
import-list-label = فہرست
import-list-exists = “{ $list }” پہلے سے موجود ہے: یہ رابطے اسی میں شامل ہو جائیں گے۔
import-list-new = رابطے اس فہرست میں جائیں گے (ضرورت ہو تو نئی فہرست بن جائے گی)۔
import-country-label = بغیر ملکی کوڈ والے نمبروں کا ملک
import-country-read-as = جو نمبر + یا 00 کے بغیر لکھے ہیں، انہیں { $country } کے نمبر سمجھا جائے گا۔
import-country-hint = اپنے ملک کا 2 حرفی کوڈ لکھیں، مثلاً PK یا AE۔
import-country-placeholder = PK
import-country-unknown = یہ کوئی ایسا ملکی کوڈ نہیں جسے Pacer جانتا ہو۔
import-tags-label = ٹیگ (اختیاری)
import-tags-description = اس فائل کے ہر رابطے کو دیے جائیں گے، مثلاً “2026 کے کسٹمرز”۔ ہر ٹیگ کے بعد Enter دبائیں۔

# Step 2: what Pacer found
import-nothing-saved-yet = ابھی کچھ محفوظ نہیں ہوا
import-no-contacts = کسی قطار میں ایسا نمبر نہیں جو Pacer استعمال کر سکے۔ دیکھیں کہ نیچے فون کالم درست ہے، یا وہ کالم چنیں جس میں نمبر ہیں۔
import-columns = کالم
import-columns-help = اگر Pacer نے غلط کالم چنا ہے تو درست کالم چنیں اور "دوبارہ جانچیں" دبائیں۔
import-phone-column = فون کالم
import-name-column = نام کا کالم
import-column-guess = Pacer کا انتخاب: { $column }
import-column-none = Pacer کو کوئی نہیں ملا
import-recheck = دوبارہ جانچیں
import-recheck-hint = امپورٹ سے پہلے "دوبارہ جانچیں" دبائیں تاکہ دیکھیں ان کالموں سے کیا بنتا ہے۔
import-rows-to-look = وہ قطاریں جنہیں دیکھنا ضروری ہے
import-findings-file = فائل
import-findings-file-value = { $file }: { $description }
import-format-csv = CSV ٹیکسٹ فائل
import-format-xlsx = Excel ورک بک (.xlsx)
import-format-xls = پرانی Excel ورک بک (.xls)
import-format-ods = OpenDocument اسپریڈشیٹ (.ods)
import-file-encoding = متن { $encoding } میں
import-file-sheet = شیٹ “{ $sheet }”
import-separated-commas = قدریں کوما سے الگ
import-separated-semicolons = قدریں سیمی کولن سے الگ
import-separated-tabs = قدریں ٹیب سے الگ
import-separated-bars = قدریں کھڑی لکیر (|) سے الگ
import-separated-spaces = قدریں خالی جگہ سے الگ
import-separated-other = قدریں “{ $delimiter }” سے الگ
import-findings-header = ہیڈر کی قطار
import-findings-header-row = قطار { $row } میں کالموں کے نام ہیں
import-findings-header-none = کوئی نہیں: کالموں کے نام کالم 1، کالم 2… رکھے گئے ہیں
import-findings-phone = فون نمبر
import-findings-phone-header = کالم “{ $column }”، کیونکہ اس کا ہیڈر “{ $column }” بتاتا ہے کہ اس میں فون نمبر ہیں
import-findings-phone-content = کالم “{ $column }”، کیونکہ اس کے خانے فون نمبر لگتے ہیں (کسی ہیڈر میں یہ نہیں لکھا)
import-findings-phone-override = کالم “{ $column }”، کیونکہ آپ نے اسے چنا
import-findings-names = نام
import-findings-names-none = نام کا کوئی کالم نہیں ملا: رابطوں کا کوئی نام نہیں ہوگا
import-findings-other = باقی رکھے گئے کالم
import-findings-other-kept = { $columns }: ہر رابطے کے ساتھ رکھے جائیں گے، ٹیمپلیٹس میں استعمال کے لیے
import-findings-none = کوئی نہیں
import-findings-country = بغیر ملکی کوڈ والے نمبر
import-findings-country-value = { $country } کے نمبر سمجھے جائیں گے

# What each row of the file became
import-stat-rows = پڑھی گئی قطاریں
import-stat-rows-help = ہیڈر کے نیچے کی، خالی قطاریں بھی شامل
import-stat-contacts = رابطے
import-stat-contacts-help = الگ الگ نمبر جو استعمال ہو سکتے ہیں
import-stat-duplicates = ایک ہی نمبر دو بار
import-stat-duplicates-help = اسی نمبر والی پہلی قطار میں ملا دیے گئے
import-stat-invalid = غلط نمبر
import-stat-invalid-help = چھوڑ دیے گئے: وجہ نیچے دیکھیں
import-stat-empty = خالی قطاریں
import-stat-empty-help = ان میں کچھ نہیں: چھوڑ دی گئیں

# The rows that did not become a contact of their own
import-no-problems = فائل کا ہر نمبر استعمال ہو سکتا ہے، اور کوئی نمبر دو بار نہیں آیا۔
import-tab-invalid = غلط نمبر ({ $count })
import-tab-duplicates = ایک ہی نمبر دو بار ({ $count })
import-listed-only-save = { $total } میں سے پہلی { $listed } دکھائی جا رہی ہیں۔ سب کی سب حاصل کرنے کے لیے نیچے درست کرنے والی قطاریں محفوظ کریں۔
import-listed-only-later = { $total } میں سے پہلی { $listed } دکھائی جا رہی ہیں۔ امپورٹ کے بعد سب کی سب اسپریڈشیٹ کے طور پر محفوظ کی جا سکتی ہیں۔
import-invalid-intro = { $rows ->
        [one] { $rows } قطار میں ایسا نمبر ہے جو Pacer استعمال نہیں کر سکتا، اس لیے اسے چھوڑ دیا گیا ہے۔
       *[other] { $rows } قطاروں میں ایسا نمبر ہے جو Pacer استعمال نہیں کر سکتا، اس لیے انہیں چھوڑ دیا گیا ہے۔
    } انہیں اپنی فائل میں درست کریں اور دوبارہ امپورٹ کریں: جو رابطے Pacer کے پاس پہلے سے ہیں وہ اپڈیٹ ہو جاتے ہیں، دوہرے کبھی نہیں بنتے۔
import-duplicates-intro = { $rows ->
        [one] { $rows } قطار میں وہی نمبر دوبارہ آیا ہے
       *[other] { $rows } قطاروں میں وہی نمبر دوبارہ آیا ہے
    } جو فائل میں پہلے آ چکا ہے۔ ہر ایک اسی نمبر والی پہلی قطار میں ملا دی جاتی ہے: ایک ہی رابطہ بنتا ہے، اور جہاں دونوں قطاروں میں ایک ہی کالم بھرا ہو وہاں بعد والی قطار کی قدر رکھی جاتی ہے۔ کچھ بھی دو بار نہیں بھیجا جاتا۔
import-column-row = قطار
import-column-value = فائل میں نمبر
import-column-empty = (خالی)
import-column-name = نام
import-column-reason = کیوں استعمال نہیں ہو سکتا
import-column-merged-into = اسی نمبر والی قطار
import-column-number = نمبر
import-duplicate-in-file = فائل میں: { $value }
import-reason-counted = { $reason }:
import-reason-empty = { $count ->
        [one] { $count } خالی ہے
       *[other] { $count } خالی ہیں
    }
import-reason-not-a-number = { $count ->
        [one] { $count } فون نمبر نہیں ہے
       *[other] { $count } فون نمبر نہیں ہیں
    }
import-reason-several-numbers = { $count ->
        [one] { $count } کے خانے میں ایک سے زیادہ نمبر ہیں
       *[other] { $count } کے خانوں میں ایک سے زیادہ نمبر ہیں
    }
import-reason-shortened-by-excel = { $count ->
        [one] { $count } کو Excel نے چھوٹا کر دیا
       *[other] { $count } کو Excel نے چھوٹا کر دیا
    }
import-reason-too-short = { $count ->
        [one] { $count } میں ایک ہندسہ کم ہے
       *[other] { $count } میں ایک ہندسہ کم ہے
    }
import-reason-too-long = { $count ->
        [one] { $count } میں ایک ہندسہ زیادہ ہے
       *[other] { $count } میں ایک ہندسہ زیادہ ہے
    }
import-reason-unknown-country-code = { $count ->
        [one] { $count } کا ملکی کوڈ نامعلوم ہے
       *[other] { $count } کا ملکی کوڈ نامعلوم ہے
    }
import-reason-not-valid-for = { $count ->
        [one] { $count } { $country } کا درست نمبر نہیں ہے
       *[other] { $count } { $country } کے درست نمبر نہیں ہیں
    }
import-reason-empty-help = فون کا خانہ خالی ہے۔ اپنی فائل میں کسٹمر کا نمبر لکھیں، یا یہ قطار نکال دیں۔
import-reason-not-a-number-help = فون کے خانے میں نمبر کی جگہ متن ہے۔ اس خانے میں کسٹمر کا نمبر لکھیں۔
import-reason-several-numbers-help = خانے میں ایک سے زیادہ نمبر ہیں۔ ہر قطار میں ایک نمبر رکھیں: دوسرے نمبر کے لیے قطار کی نقل بنا لیں۔
import-reason-shortened-by-excel-help = Excel نے نمبر کو 9.23E+11 کی طرح دکھایا اور اس کے آخری ہندسے کھو دیے۔ Excel میں کالم کو Text بنائیں، نمبر دوبارہ لکھیں اور فائل دوبارہ نکالیں۔
import-reason-too-short-help = نمبر بہت چھوٹا ہے: غالباً ایک ہندسہ رہ گیا ہے۔ کسٹمر سے تصدیق کریں۔
import-reason-too-long-help = نمبر بہت لمبا ہے: ایک ہندسہ زیادہ ہے، یا دو نمبر جڑ گئے ہیں۔ کسٹمر سے تصدیق کریں۔
import-reason-unknown-country-code-help = یہ + یا 00 سے شروع ہوتا ہے لیکن ایسے ملکی کوڈ سے جو کوئی ملک استعمال نہیں کرتا۔ شروع کے ہندسے دیکھیں۔
import-reason-not-valid-for-help = یہ { $country } کے فون نمبروں جیسا نہیں ہے۔ اگر کسٹمر کا نمبر کسی اور ملک کا ہے تو اسے + اور اس ملک کے کوڈ کے ساتھ لکھیں۔

# Step 3: the import's report and the rows to fix
import-report-title = “{ $list }” میں امپورٹ ہو گئے
import-saved-new = نئے
import-saved-new-help = وہ نمبر جو Pacer کے پاس پہلے نہیں تھے
import-saved-updated = اپڈیٹ ہوئے
import-saved-updated-help = پہلے سے موجود نمبر، نئے نام یا تفصیلات کے ساتھ
import-saved-unchanged = کوئی تبدیلی نہیں
import-saved-unchanged-help = پہلے سے موجود نمبر؛ فائل میں کچھ نیا نہیں
import-saved-opted-out = مارکیٹنگ پیغامات بند کر دیے
import-saved-opted-out-help = انہوں نے پہلے مارکیٹنگ پیغامات بند کیے تھے اور وہ بند ہی رہیں گے؛ انوائس انہیں پھر بھی پہنچتی ہیں
import-problems-title = درست کرنے والی قطاریں محفوظ کریں
import-problems-description = ایک CSV جس میں ہر مسئلے والی قطار ہو (قطار نمبر، نام، نمبر اور کیا غلط ہے)، تاکہ اسے Excel میں کھول کر درست کریں اور دوبارہ امپورٹ کریں۔ Pacer پوچھے گا کہ اسے کہاں محفوظ کرنا ہے۔
import-problems-save = { $rows ->
        [one] { $rows } قطار محفوظ کریں…
       *[other] { $rows } قطاریں محفوظ کریں…
    }
import-problems-saved = { $path } میں محفوظ ہو گئیں۔
import-problems-saved-note = { $rows ->
        [one] درست کرنے والی { $rows } قطار { $path } میں محفوظ ہو گئی۔
       *[other] درست کرنے والی { $rows } قطاریں { $path } میں محفوظ ہو گئیں۔
    }
import-problems-failed-title = درست کرنے والی قطاریں محفوظ نہیں ہوئیں

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
