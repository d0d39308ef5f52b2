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

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)

## Engine: what the engine says (the window shows it in the person's language; the command
## line and the local API say it in English)

setting-refused-messages-per-second = فی سیکنڈ پیغامات { $min } اور { $max } کے درمیان ہونے چاہئیں (Meta کی عام حد { $default } ہے)۔
setting-refused-bulk-share = مہمات کا حصہ { $min } % اور { $max } % کے درمیان ہونا چاہیے۔
setting-refused-media-rate = فی سیکنڈ PDF اپلوڈ { $min } اور { $max } کے درمیان پورا عدد ہونا چاہیے۔
setting-refused-ports = لوکل API اور ڈیلیوری اپڈیٹس وصول کرنے والے کو دو الگ پورٹ چاہئیں۔
setting-refused-default-country = ڈیفالٹ ملک دو حرفی کوڈ ہے، جیسے PK، GB یا US۔
setting-refused-inbox-retention = ڈیلیوری اپڈیٹس { $min } سے { $max } دن تک رکھی جاتی ہیں (اگر آپ نہ بدلیں تو { $default })۔
setting-refused-time-limit = وقت کی حد 1 سے { $max } منٹ ({ $days } دن) تک ہے، یا کوئی حد نہ ہو تو 0۔
setting-refused-currency = "{ $currency }" کرنسی کوڈ نہیں ہے: تین بڑے انگریزی حروف لکھیں، جیسے USD، EUR یا PKR۔
setting-refused-unpriced-category = Meta مارکیٹنگ، یوٹیلٹی اور تصدیقی پیغامات کی قیمت لیتا ہے؛ "{ $category }" ان میں سے کوئی نہیں۔
setting-refused-price = { $category ->
        [marketing] مارکیٹنگ
        [utility] یوٹیلٹی
        [authentication] تصدیقی
       *[other] { $category }
    } پیغام کی قیمت 0 سے { $below } { $currency } سے کم ہونی چاہیے۔

# (end of Engine)
