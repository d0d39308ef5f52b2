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

settings-title = ترتیبات
settings-loading = ترتیبات پڑھی جا رہی ہیں…
settings-link-account = Meta اکاؤنٹ
settings-link-sending = بھیجنا
settings-link-delivery = ڈیلیوری اپڈیٹس
settings-link-prices = قیمتیں
settings-link-api = لوکل API
settings-link-folders = فولڈر
settings-link-data = ڈیٹا اور تشخیص
settings-save-not-yet = ابھی کچھ محفوظ نہیں ہوا: { $problem }
settings-save-refused = کچھ محفوظ نہیں ہوا: { $problem }
settings-save-refused-details = کچھ محفوظ نہیں ہوا: { $problem } (تفصیل: { $details })
settings-saved-title = محفوظ ہو گیا
settings-saved = ترتیبات محفوظ ہو گئیں۔ جہاں ضرورت تھی Pacer نے اپنا انجن ان کے ساتھ دوبارہ شروع کیا؛ انتظار میں کوئی پیغام ضائع نہیں ہوا۔
settings-done-title = ہو گیا
settings-save-bar-unsaved = تبدیلیاں ابھی محفوظ نہیں ہوئیں۔ محفوظ کرنے سے جہاں ضرورت ہو انجن دوبارہ شروع ہوتا ہے: راستے میں موجود پیغامات پہلے مکمل ہوتے ہیں اور انتظار میں کوئی پیغام ضائع نہیں ہوتا۔
settings-save-bar-saved = ہر ترتیب محفوظ ہے۔
settings-save-bar-undo = تبدیلیاں واپس لیں
settings-save-bar-save = ترتیبات محفوظ کریں
settings-copied = کاپی ہو گیا
settings-example = مثلاً { $example }
settings-details = تفصیل: { $details }
settings-unit-days = {" "}دن
settings-unit-minutes = {" "}منٹ

settings-account-title = Meta اکاؤنٹ
settings-account-use-demo = ڈیمو استعمال کریں
settings-account-use-live = لائیو پر جائیں
settings-account-intro-live = Pacer فون نمبر آئی ڈی { $id } کے ذریعے اصل پیغامات بھیجتا ہے۔ اسے بدلنے کے لیے نیچے کوئی قدر بدلیں اور دوبارہ جوڑیں۔
settings-account-intro-demo-connected = ایک Meta اکاؤنٹ جڑا ہوا ہے، لیکن آپ ڈیمو استعمال کر رہے ہیں۔ اصل پیغامات بھیجنے کے لیے لائیو پر جائیں۔
settings-account-intro-demo = آپ ڈیمو استعمال کر رہے ہیں۔ اصل پیغامات بھیجنے کے لیے اپنے Meta اکاؤنٹ کی تفصیلات بھریں: یہ آپ کو Meta Business Manager اور App Dashboard ‏(developers.facebook.com ← آپ کی ایپ) میں ملیں گی۔
settings-account-phone-number-id = فون نمبر آئی ڈی
settings-account-phone-number-id-where = WhatsApp Manager ← Phone numbers، یا App Dashboard ← WhatsApp ← API Setup
settings-account-waba-id = WhatsApp Business Account آئی ڈی (WABA id)
settings-account-waba-id-where = App Dashboard ← WhatsApp ← API Setup، فون نمبر آئی ڈی کے نیچے
settings-account-access-token = ایکسیس ٹوکن
settings-account-access-token-where = Business Settings ← Users ← System users ← Generate new token ‏(WhatsApp کی اجازتیں)
settings-account-access-token-placeholder = سسٹم یوزر کا ٹوکن یہاں پیسٹ کریں
settings-account-access-token-show = ایکسیس ٹوکن دکھائیں یا چھپائیں
settings-account-kept = آپ کے کی رِنگ میں محفوظ ہے — رکھنے کے لیے خالی چھوڑ دیں
settings-account-app-secret = ایپ سیکرٹ
settings-account-app-secret-where = App Dashboard ← App settings ← Basic ← App secret؛ اس سے ثابت ہوتا ہے کہ اپڈیٹس Meta سے آئی ہیں
settings-account-app-secret-placeholder = ایپ سیکرٹ یہاں پیسٹ کریں
settings-account-app-secret-show = ایپ سیکرٹ دکھائیں یا چھپائیں
settings-account-verify-token = ویریفائی ٹوکن
settings-account-verify-token-where = آپ کا چنا ہوا کوئی بھی لفظ؛ Meta اس سے ڈیلیوری اپڈیٹس کا پتہ جانچتا ہے
settings-account-advanced = ایڈوانسڈ: Graph API کا پتہ اور ورژن
settings-account-graph-url = Graph API کا پتہ
settings-account-graph-url-where = Meta کا پتہ { $url } ہے؛ اسے صرف سمیولیٹر پر آزمانے کے لیے بدلیں
settings-account-api-version = API ورژن
settings-account-api-version-where = Pacer ورژن { $version } کے لیے بنا ہے
settings-account-test = کنکشن آزمائیں
settings-account-reconnect-button = محفوظ کریں اور دوبارہ جوڑیں
settings-account-connect-button = جوڑیں اور لائیو پر جائیں
settings-account-test-note = آزمانے میں صرف Meta سے پڑھا جاتا ہے: نہ کچھ محفوظ ہوتا ہے نہ بھیجا جاتا ہے۔ سیکرٹس اس کمپیوٹر کے کی رِنگ میں جاتے ہیں، کسی فائل میں نہیں، اور دوبارہ کبھی نہیں دکھائے جاتے۔
settings-account-confirm-reconnect-title = ان تفصیلات کے ساتھ دوبارہ جوڑیں؟
settings-account-confirm-live-title = لائیو پر جائیں؟
settings-account-confirm-reconnect = دوبارہ جوڑیں
settings-account-confirm-steps = Pacer پہلے اکاؤنٹ آزماتا ہے، پھر سیکرٹس آپ کے کی رِنگ میں رکھتا ہے اور لائیو پر چلا جاتا ہے۔
settings-account-confirm-real = لائیو میں مہمات اور OTP اصل کسٹمرز کو اصل WhatsApp پیغامات بھیجتے ہیں، اور Meta ان کے پیسے آپ کے اکاؤنٹ سے لیتا ہے۔
settings-account-confirm-demo-data = ڈیمو کے رابطے، مہمات اور رپورٹس ڈیمو ہی میں رہتی ہیں: لائیو اپنے الگ، خالی ڈیٹا سے شروع ہوتا ہے۔ آپ کسی بھی وقت "{ settings-account-use-demo }" سے واپس جا سکتے ہیں۔
settings-account-error-phone-number-id = پہلے فون نمبر آئی ڈی پیسٹ کریں (WhatsApp Manager ← Phone numbers)۔
settings-account-error-waba-id = پہلے WhatsApp Business Account آئی ڈی پیسٹ کریں (App Dashboard ← WhatsApp ← API Setup)۔
settings-account-error-access-token = پہلے ایکسیس ٹوکن پیسٹ کریں (Meta Business Manager ← System users ← Generate token)۔
settings-account-error-app-secret = ایپ سیکرٹ بھی پیسٹ کریں (App Dashboard ← Settings ← Basic): Pacer اس سے جانچتا ہے کہ ڈیلیوری اپڈیٹس واقعی Meta سے آئی ہیں۔
settings-account-connected-title = جڑ گیا: لائیو
settings-account-connected = اب Pacer آپ کے Meta اکاؤنٹ سے بھیجتا ہے۔ ڈیمو کا ڈیٹا ڈیمو ہی میں رہتا ہے۔
settings-account-now-demo = آپ ڈیمو میں ہیں: کچھ بھی اصل فون تک نہیں پہنچتا۔ آپ کا Meta اکاؤنٹ بعد کے لیے جڑا رہتا ہے۔
settings-account-now-live-title = لائیو
settings-account-now-live = Pacer دوبارہ آپ کے Meta اکاؤنٹ سے بھیج رہا ہے۔
settings-account-demo-failed = Pacer ڈیمو پر نہیں جا سکا
settings-account-live-failed = Pacer لائیو پر نہیں جا سکا
settings-account-problem-title = Pacer یہ اکاؤنٹ استعمال نہیں کر سکا
settings-account-not-accepted = Meta نے اکاؤنٹ قبول نہیں کیا۔ آئی ڈیز اور ٹوکن جانچیں۔
settings-account-works-title = Meta کا جواب: یہ اکاؤنٹ کام کرتا ہے
settings-account-result-name = نام
settings-account-result-number = نمبر
settings-account-result-quality = معیار
settings-account-result-limit = روزانہ حد
settings-account-result-speed = رفتار
settings-account-result-templates = ٹیمپلیٹس
settings-quality-green = سبز (اعلیٰ معیار)
settings-quality-yellow = پیلا (درمیانہ معیار: کسٹمرز نے تھوڑی شکایت کی ہے)
settings-quality-red = سرخ (کم معیار: Meta اس نمبر کو محدود کر سکتا ہے)
settings-quality-unknown = ابھی درجہ نہیں دیا گیا
settings-quality-na = درجہ نہیں دیا گیا
settings-limit-unlimited = کسٹمرز کی کوئی روزانہ حد نہیں
settings-limit-not-set = Meta نے ابھی روزانہ حد مقرر نہیں کی
settings-limit-customers = { $customers ->
        [one] روزانہ { $customers } کسٹمر
       *[other] روزانہ { $customers } کسٹمرز
    }
settings-speed-standard = 80 پیغامات فی سیکنڈ (عام)
settings-speed-high = 1,000 تک پیغامات فی سیکنڈ (Meta نے بڑھائی)
settings-speed-not-applicable = اس نمبر پر لاگو نہیں

settings-sending-title = بھیجنا
settings-mps = پیغامات فی سیکنڈ
settings-mps-description = Meta ایک نمبر پر { $standard } کی اجازت دیتا ہے (عام)، Meta کے آپ کے نمبر کی رفتار بڑھانے پر { $high } تک؛ اگر نمبر WhatsApp Business ایپ میں بھی ہو تو { $app }
settings-bulk-share = مہمات کا حصہ
settings-bulk-share-description = OTP کے لیے گنجائش رکھیں: { $share } % پر مہمات رفتار کا زیادہ سے زیادہ { $share } % استعمال کرتی ہیں۔ OTP ہمیشہ پہلے جاتے ہیں۔
settings-media-per-second = PDF اپلوڈ فی سیکنڈ
settings-media-per-second-description = مہم شروع ہونے پر انوائس کی PDF فائلیں Meta پر کتنی تیزی سے اپلوڈ ہوں ({ $safe } محفوظ ہے)
settings-express-expires = جو OTP اور الرٹ اتنی دیر میں نہ جائیں انہیں چھوڑ دیں
settings-express-expires-description = جو OTP یا الرٹ وقت پر نہ جا سکے (Meta بند ہو، بھیجنا روکا گیا ہو) وہ نہیں بھیجا جاتا اور ختم شدہ دکھایا جاتا ہے: گھنٹہ دیر سے آنے والا لاگ اِن کوڈ نہ آنے سے بھی برا ہے۔ 0 = کبھی نہیں۔
settings-bulk-expires = جو مہم کے پیغامات اتنی دیر میں نہ جائیں انہیں چھوڑ دیں
settings-bulk-expires-description = 0 (عام انتخاب) = کبھی نہیں: انوائس دیر سے بھی بھیجنے کے قابل ہے۔ ختم ہونے والی آفرز کے لیے حد رکھیں۔
settings-default-country = طے شدہ ملک
settings-default-country-description = ملک کے کوڈ کے بغیر لکھے نمبروں کے لیے: دو حرفی کوڈ، جیسے PK، GB یا US
settings-opt-out-words = مزید آپٹ آؤٹ الفاظ
settings-opt-out-words-description = STOP، UNSUBSCRIBE، STOP PROMOTIONS اور OPT OUT ہمیشہ کام کرتے ہیں۔ وہ الفاظ شامل کریں جو آپ کے کسٹمرز اپنی زبان میں لکھتے ہیں؛ ہر لفظ کے بعد Enter دبائیں۔
settings-opt-out-words-note = جو کسٹمر ان میں سے کوئی لفظ لکھ کر جواب دے، اسے مزید مارکیٹنگ پیغامات نہیں جاتے؛ انوائس اور OTP پھر بھی جاتے ہیں۔

settings-delivery-title = ڈیلیوری اپڈیٹس
settings-delivery-description = Meta ایک پبلک https:// پتے کو کال کر کے Pacer کو بتاتا ہے کہ کون سے پیغامات پہنچ گئے، پڑھ لیے گئے یا ناکام ہوئے۔ Pacer اسی کمپیوٹر پر چلتا ہے، اس لیے ایک ٹنل اسے یہ پتہ دیتی ہے۔ اس کے بغیر بھی پیغامات جاتے ہیں مگر "بھیج دیا گیا" ہی رہتے ہیں۔
settings-tunnel = ٹنل
settings-tunnel-off = بند
settings-tunnel-cloudflared = cloudflared (مفت، ہر بار نیا پتہ)
settings-tunnel-cloudflared-named = cloudflared میرے اپنے ڈومین کے ساتھ (نام والی ٹنل)
settings-tunnel-ngrok = ngrok
settings-tunnel-url = ایک مستقل https:// پتہ جو میرے پاس پہلے سے ہے
settings-tunnel-command = کوئی اور ٹنل پروگرام (کمانڈ)
settings-tunnel-cloudflared-note = cloudflared انسٹال ہونا چاہیے (developers.cloudflare.com ← Downloads)۔ Pacer اسے شروع کرتا ہے اور رکنے پر دوبارہ چلاتا ہے۔
settings-tunnel-ngrok-note = ngrok انسٹال ہونا چاہیے، اور نیچے آپ کا authtoken (یا ngrok پہلے سے لاگ اِن ہو)۔ اپنے مستقل ngrok ڈومین کے لیے "کوئی اور ٹنل پروگرام" چنیں اور کمانڈ میں ‎--url‎ لگائیں۔
settings-tunnel-host = آپ کا پبلک ہوسٹ نیم
settings-tunnel-host-description = وہ ہوسٹ نیم جو آپ نے Cloudflare میں ٹنل سے جوڑا (Zero Trust ← Tunnels ← Public hostname)، جو نیچے دیے ویب ہک ریسیور کی طرف جاتا ہو۔ cloudflared انسٹال ہونا چاہیے اور نیچے ٹنل کا ٹوکن۔
settings-tunnel-public-url = آپ کا پبلک پتہ
settings-tunnel-public-url-description = ایک https:// پتہ جو پہلے سے نیچے دیے ویب ہک ریسیور تک پہنچاتا ہے؛ کچھ شروع نہیں کیا جاتا
settings-tunnel-command-label = کمانڈ
settings-tunnel-command-description = پروگرام اور اس کے آرگیومنٹس؛ { "{port}" } کی جگہ ریسیور کا پورٹ آتا ہے۔ Pacer پبلک پتہ پروگرام کے پرنٹ کیے ہوئے متن سے پڑھتا ہے۔ پہلی بار چلانے سے پہلے Pacer آپ سے پروگرام کی تصدیق کرواتا ہے؛ ٹوکن نیچے والے خانے میں ڈالیں، یہاں کبھی نہیں۔
settings-tunnel-token = ٹنل ٹوکن
settings-tunnel-token-stored = اس کمپیوٹر کے کی رِنگ میں ایک ٹوکن محفوظ ہے۔ بدلنے کے لیے نیا پیسٹ کریں۔
settings-tunnel-token-description = آپ کی نام والی ٹنل کا ٹوکن (Cloudflare) یا آپ کا ngrok authtoken۔ Pacer اسے اس کمپیوٹر کے کی رِنگ میں رکھتا ہے اور ٹنل پروگرام کو خفیہ طور پر دیتا ہے۔
settings-tunnel-token-saved-placeholder = •••••• (محفوظ ہے)
settings-tunnel-token-placeholder = ٹوکن یہاں پیسٹ کریں
settings-tunnel-token-show = ٹوکن دکھائیں یا چھپائیں
settings-tunnel-token-save = ٹوکن محفوظ کریں
settings-tunnel-token-forget = ہٹائیں
settings-tunnel-token-removed = ٹنل ٹوکن کی رِنگ سے ہٹا دیا گیا۔
settings-tunnel-token-saved = ٹنل ٹوکن اس کمپیوٹر کے کی رِنگ میں محفوظ ہو گیا۔
settings-tunnel-token-failed = ٹنل ٹوکن محفوظ نہیں ہوا
settings-register-callback = پتہ خود ہی Meta کے پاس درج کریں
settings-register-callback-description = ہر نیا پتہ آپ کے callback URL کے طور پر Meta کو دیا جاتا ہے، اس لیے آپ کو اسے App Dashboard میں کبھی کاپی نہیں کرنا پڑتا۔ Meta اکاؤنٹ میں ویریفائی ٹوکن ضروری ہے۔
settings-register-callback-off = اس کے بغیر، ایک بار App Dashboard ← WhatsApp ← Configuration میں ٹنل کا پتہ اور اس کے بعد ‎/webhook‎، اور اپنا ویریفائی ٹوکن لکھیں۔
settings-tunnel-now = ابھی
settings-delivery-receiver = اس کمپیوٹر پر ویب ہک ریسیور:

settings-prices-title = قیمتیں
settings-prices-description = Meta ہر پہنچے ہوئے ٹیمپلیٹ پیغام کے پیسے لیتا ہے، اس کی قسم اور آپ کے کسٹمرز کے ملک کے حساب سے۔ اس ملک کی قیمتیں Meta کے ریٹ کارڈ سے کاپی کریں (WhatsApp Manager ← Insights، یا Meta کا قیمتوں والا صفحہ)، پھر رپورٹس دکھائیں گی کہ ہر مہم پر کتنا خرچ ہوا۔ صرف تعداد دیکھنی ہو تو خالی چھوڑ دیں۔
settings-currency = کرنسی
settings-currency-description = Meta کی قیمتوں کی، مثلاً { $example }
settings-price-marketing = مارکیٹنگ پیغام
settings-price-marketing-description = آفرز، اعلانات، خریداری کی یاد دہانیاں
settings-price-utility = یوٹیلٹی پیغام
settings-price-utility-description = انوائس، آرڈر اور ادائیگی کی اپڈیٹس
settings-price-authentication = تصدیقی پیغام
settings-price-authentication-description = ایک بار کے پاس ورڈ (OTP)
settings-price-not-set = درج نہیں

settings-api-title = آپ کے دوسرے سسٹمز کے لیے لوکل API
settings-api-description = آپ کی ویب سائٹ یا بلنگ سسٹم یہاں سے Pacer کے ذریعے OTP اور الرٹس بھیجتا ہے؛ یہ مہمات سے پہلے جاتے ہیں۔ صرف اسی کمپیوٹر کے پروگرام اس تک پہنچ سکتے ہیں۔
settings-api-address = پتہ
settings-api-address-copy = پتہ کاپی کریں
settings-api-key = کی
settings-api-key-description = ‎Authorization: Bearer <key>‎ کے طور پر بھیجی جاتی ہے
settings-api-key-show = کی دکھائیں یا چھپائیں
settings-api-key-copy = کی کاپی کریں
settings-api-example = OTP بھیجیں (مثال)
settings-api-example-copy = آپ کی کی کے ساتھ مثال کاپی کریں
settings-api-example-note = Pacer فوراً { $answer } جواب دیتا ہے؛ GET { $url } بتاتا ہے کہ پیغام پہنچا یا نہیں۔ وہی idempotency_key دوبارہ بھیجنے سے پیغام دو بار کبھی نہیں جاتا۔
settings-api-advanced = ایڈوانسڈ: پورٹس
settings-api-port = لوکل API پورٹ
settings-api-port-description = صرف { $address } پر
settings-webhook-port = ویب ہک ریسیور پورٹ
settings-webhook-port-description = جسے ٹنل باہر کھولتی ہے

settings-folders-title = فولڈر جنہیں Pacer پڑھ سکتا ہے
settings-folders-description = Pacer کا لوکل API استعمال کرنے والے پروگرام صرف انہی فولڈرز کی فائلوں کا نام دے سکتے ہیں (امپورٹ کے لیے رابطوں کی فہرستیں، انوائس کی PDF)، یا فائل خود اپلوڈ کر سکتے ہیں۔ اس طرح کوئی پروگرام یا ویب پیج Pacer سے آپ کی دوسری فائلیں، جیسے دستاویزات یا کیز، کبھی نہیں پڑھوا سکتا۔ تبدیلیاں فوراً لاگو ہوتی ہیں۔
settings-folders-imports = Pacer کا اپنا امپورٹ فولڈر: دوسرے پروگراموں کے امپورٹ کے لیے فائلیں یہاں رکھیں۔
settings-folders-always = ہمیشہ
settings-folders-remove = یہ فولڈر ہٹائیں
settings-folders-remove-named = { $folder } ہٹائیں
settings-folders-add = فولڈر شامل کریں…
settings-folders-add-note = Pacer اپنی ونڈو میں پوچھتا ہے کہ کون سا فولڈر۔
settings-folders-added-title = فولڈر شامل ہو گیا
settings-folders-added = لوکل API استعمال کرنے والے پروگرام اب اس فولڈر کی فائلیں پڑھ سکتے ہیں۔
settings-folders-add-failed = فولڈر شامل نہیں ہوا
settings-folders-removed-title = فولڈر ہٹا دیا گیا
settings-folders-removed = لوکل API استعمال کرنے والے پروگرام اب { $folder } کی فائلیں نہیں پڑھ سکتے۔
settings-folders-remove-failed = فولڈر نہیں ہٹایا جا سکا

settings-data-title = ڈیٹا اور تشخیص
settings-data-folder = ڈیٹا فولڈر
settings-data-folder-copy = ڈیٹا فولڈر کاپی کریں
settings-data-database = ڈیٹا بیس
settings-data-database-copy = ڈیٹا بیس کا پتہ کاپی کریں
settings-data-logs = لاگز فولڈر
settings-data-logs-copy = لاگز فولڈر کاپی کریں
settings-data-version = ورژن
settings-data-retention = ڈیلیوری اپڈیٹس اتنے دن رکھیں
settings-data-retention-description = Meta کی ڈیلیوری اپڈیٹس استعمال ہونے کے بعد اتنی دیر Pacer کے اِن باکس میں رہتی ہیں، تاکہ آپ دیکھ سکیں کہ Meta نے کیا کہا تھا۔ { $min } سے { $max } دن تک۔
settings-data-copy-diagnostics = تشخیص کاپی کریں
settings-data-diagnostics-description = ورژن، ترتیبات، انجن کی حالت اور لاگ کی آخری لائنیں، سپورٹ کی درخواست میں پیسٹ کرنے کے لیے۔ ٹوکن، سیکرٹس اور کیز پہلے ہٹا دی جاتی ہیں۔
settings-data-diagnostics-title = تشخیص
settings-data-diagnostics-text = تشخیص کا متن
settings-data-no-clipboard = Pacer کلپ بورڈ تک نہیں پہنچ سکا۔ نیچے کا متن منتخب کر کے کاپی کریں (Ctrl+A، Ctrl+C)۔ سیکرٹس ہٹا دیے گئے تھے۔
settings-data-copied = تشخیص کاپی ہو گئی: اسے سپورٹ کو اپنے پیغام میں پیسٹ کریں۔ سیکرٹس ہٹا دیے گئے تھے۔
settings-data-diagnostics-failed = Pacer تشخیص جمع نہیں کر سکا

settings-error-messages-per-second = پیغامات فی سیکنڈ { $min } اور { $max } کے درمیان ہونے چاہئیں (Meta کا عام { $standard } ہے)۔
settings-error-bulk-share = مہمات کا حصہ { $min } % اور { $max } % کے درمیان ہونا چاہیے۔
settings-error-media-per-second = PDF اپلوڈ فی سیکنڈ { $min } اور { $max } کے درمیان پورا عدد ہونا چاہیے۔
settings-error-default-country = طے شدہ ملک دو حرفی کوڈ ہوتا ہے، جیسے PK، GB یا US۔
settings-error-tunnel-url = پورا پبلک پتہ لکھیں، https:// سے شروع (? یا # کے بغیر)۔
settings-error-tunnel-command-port = جہاں ٹنل پروگرام کو ویب ہک ریسیور کا پورٹ چاہیے وہاں { "{port}" } لکھیں، مثلاً ‎mytunnel --port { "{port}" }‎۔
settings-error-tunnel-command-token = ٹوکن کمانڈ سے نکالیں: اس کمپیوٹر پر کوئی بھی کمانڈ پڑھ سکتا ہے۔ اس کے بجائے اسے نیچے ٹنل ٹوکن کے خانے میں لکھیں۔
settings-error-tunnel-host = وہ پبلک ہوسٹ نیم لکھیں جو آپ نے Cloudflare میں ٹنل سے جوڑا، جیسے hooks.example.com۔
settings-error-port = پورٹ { $min } اور { $max } کے درمیان پورا عدد ہوتا ہے۔
settings-error-ports-differ = لوکل API اور ویب ہک ریسیور کو دو الگ پورٹ چاہئیں۔
settings-error-inbox-retention = ڈیلیوری اپڈیٹس { $min } سے { $max } دن کے درمیان رکھیں (جب تک آپ نہ بدلیں، { $usual })۔
settings-error-expires-after = منٹوں کا پورا عدد لکھیں، 1 سے { $max } ({ $days } دن) تک، یا کوئی حد نہ ہو تو 0۔
settings-error-currency = Meta کی قیمتوں کی کرنسی تین حروف میں لکھیں، جیسے USD، EUR یا PKR۔
settings-error-price = قیمت 0 سے { $max } تک کا عدد ہوتی ہے۔

# (end of Settings)
