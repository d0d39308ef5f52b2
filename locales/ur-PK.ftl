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

home-title = ہوم
home-not-running = Pacer کا انجن نہیں چل رہا، اس لیے دکھانے کو کوئی قطار یا رفتار نہیں۔ اوپر والا پیغام بتاتا ہے کہ کیوں اور اب کیا کرنا ہے؛ قطار میں کوئی پیغام ضائع نہیں ہوتا۔
home-waiting = Pacer کے انجن کی رپورٹ کا انتظار…
home-all-time = اب تک کے تمام پیغامات: { $totals }۔
home-all-time-sent = { $count } بھیج دیے گئے
home-all-time-delivered = { $count } پہنچ گئے
home-all-time-read = { $count } پڑھ لیے گئے
home-all-time-failed = { $count } ناکام
home-all-time-skipped = { $count } چھوڑ دیے گئے
home-all-time-cancelled = { $count } منسوخ
home-all-time-expired = { $count } کی میعاد ختم

home-circuit-ok = بھیجنا معمول کے مطابق جاری ہے
home-circuit-stopped = بھیجنا رکا ہوا ہے
home-circuit-reason-unknown = Meta نے پیغامات اس طرح رد کیے جس کا اثر ہر پیغام پر پڑتا ہے، اس لیے Pacer نے بھیجنا روک دیا۔
home-circuit-nothing-lost = کچھ ضائع نہیں ہوا: پیغامات قطار میں انتظار کرتے ہیں اور بھیجنا دوبارہ شروع ہوتے ہی چلے جاتے ہیں۔
home-circuit-probe = Pacer { $time } پر ایک پیغام بھیج کر دیکھے گا کہ مسئلہ حل ہوا یا نہیں۔
home-circuit-code = تفصیل: Meta ایرر کوڈ { $code }
home-circuit-resume = بھیجنا دوبارہ شروع کریں
home-circuit-resumed = بھیجنا دوبارہ شروع ہو گیا۔ اگر وجہ ابھی باقی ہے تو Pacer خود دوبارہ رک جائے گا اور وجہ بتائے گا۔
home-circuit-already-running = بھیجنا پہلے ہی دوبارہ شروع ہو چکا تھا۔
home-circuit-resume-failed = Pacer بھیجنا دوبارہ شروع نہیں کر سکا
home-resume-confirm-title = وجہ ٹھیک کرنے کے بعد ہی دوبارہ شروع کریں
home-resume-confirm-button = میں نے ٹھیک کر دیا — دوبارہ شروع کریں
home-resume-confirm-body = Pacer اس وجہ سے رکا: { $reason } اگر وجہ ٹھیک نہیں ہوئی تو اگلے پیغامات بھی اسی مسئلے سے ٹکرائیں گے اور Pacer وجہ بتا کر دوبارہ رک جائے گا۔
home-resume-confirm-body-unknown = Pacer اس وجہ سے رکا: Meta نے پیغامات رد کر دیے۔ اگر وجہ ٹھیک نہیں ہوئی تو اگلے پیغامات بھی اسی مسئلے سے ٹکرائیں گے اور Pacer وجہ بتا کر دوبارہ رک جائے گا۔

home-lasting-under-minute = ایک منٹ سے کم
home-lasting-minutes = { $minutes } منٹ
home-lasting-hours = { $hours } گھنٹے
home-lasting-hours-minutes = { $hours } گھنٹے { $minutes } منٹ
home-connection-title = { $time } سے WhatsApp سے کنکشن نہیں ({ $lasting })
home-connection-none-waiting = کوئی پیغام انتظار میں نہیں؛ نئے پیغامات انتظار کریں گے اور کنکشن واپس آتے ہی چلے جائیں گے۔
home-connection-waiting = { $count ->
        [one] { $count } پیغام انتظار میں ہے اور کنکشن واپس آتے ہی چلا جائے گا؛ کچھ ضائع نہیں ہوتا اور اس وجہ سے کوئی پیغام ناکام نہیں ہوتا۔
       *[other] { $count } پیغامات انتظار میں ہیں اور کنکشن واپس آتے ہی چلے جائیں گے؛ کچھ ضائع نہیں ہوتا اور اس وجہ سے کوئی پیغام ناکام نہیں ہوتا۔
    }
home-connection-next-try = Pacer { $time } پر خود دوبارہ کوشش کرے گا، پھر معمول کی رفتار سے بھیجے گا۔

home-fatal-title = Pacer رک گیا ہے: اسے دوبارہ شروع کریں
home-recovered-title = Pacer ایک اندرونی خرابی کے بعد خود سنبھل گیا

home-paused-title = روکے گئے ({ $count })
home-paused-explain = باقی پیغامات جاتے رہتے ہیں۔ وجہ ٹھیک ہونے کے بعد مہمات میں جا کر مہم دوبارہ شروع کریں؛ جو مہم اس لیے رکی کہ Meta نے اس کا ٹیمپلیٹ روک دیا تھا، وہ Meta کے ٹیمپلیٹ دوبارہ منظور کرنے پر خود شروع ہو جاتی ہے۔
home-paused-batch = بیچ { $batch }

home-queues-title = بھیجنے کے انتظار میں
home-queue-express = OTP اور الرٹس انتظار میں
home-queue-bulk = مہم کے پیغامات انتظار میں
home-queue-in-flight = { $count } ابھی Meta کی طرف جا رہے ہیں
home-queue-deferred = بعد کے وقت کے انتظار میں
home-queue-deferred-hint = ہر کسٹمر کی رفتار، روزانہ حد، یا دوبارہ کوشش
home-queue-paused = روکے گئے
home-queue-paused-hint = ان کی مہم روکی گئی ہے
home-queue-in-doubt = غیر یقینی
home-queue-in-doubt-hint = Meta کی تصدیق کے انتظار میں — کوئی پیغام دو بار نہیں جاتا
home-latency-none = Pacer شروع ہونے کے بعد کوئی OTP نہیں بھیجا گیا۔
home-latency = OTP { $p50 } میں نکل جاتے ہیں (p99 { $p99 })۔
home-ms-under-one = 1 ms سے کم
home-ms = { $ms } ms

home-rate-title = بھیجنے کی رفتار
home-rate-unit-no-limit = پیغامات فی سیکنڈ (کوئی حد نہیں)
home-rate-unit = پیغامات فی سیکنڈ، اجازت { $limit } تک
home-rate-average = پچھلے 10 سیکنڈ کی اوسط۔
home-rate-aim = Pacer فی الحال { $rate } فی سیکنڈ کا ہدف رکھتا ہے۔
home-rate-inbound = کسٹمرز پیغامات بھیج رہے ہیں: { $rate } پیغامات فی سیکنڈ تک۔ Meta انہیں بھی اسی حد میں گنتا ہے، اس لیے Pacer ان کے لیے جگہ چھوڑتا ہے۔
home-throttled = Meta نے Pacer سے رفتار کم کرنے کو کہا؛ Pacer نے خود کم کر دی۔ کچھ ضائع نہیں ہوتا: پیغامات اسی رفتار سے جاتے ہیں جو Meta قبول کرتا ہے۔
home-rate-chart = پچھلے 5 منٹ میں فی سیکنڈ بھیجے گئے پیغامات
home-rate-chart-limit = حد { $limit } فی سیکنڈ

home-sending-title = ابھی بھیجے جا رہے ہیں
home-sending-empty = ابھی کچھ نہیں بھیجا جا رہا۔ مہمات میں جا کر کوئی مہم شروع کریں، یا لوکل API کے ذریعے OTP بھیجیں (ترتیبات میں اس کا پتا اور کی لکھی ہے)۔
home-sending-empty-desk = ابھی کچھ نہیں بھیجا جا رہا۔ مہمات میں جا کر کوئی مہم شروع کریں۔
home-desk-stale = دفتر کے Pacer تک رسائی نہیں ہو رہی: یہ اس کے { $time } کے اعداد ہیں۔ دوبارہ رسائی ہوتے ہی یہ خود بخود تازہ ہو جائیں گے۔
home-campaign-open = کھولیں
home-campaign-state-draft = ڈرافٹ
home-campaign-state-scheduled = وقت مقرر
home-campaign-state-launching = شروع ہو رہی ہے
home-campaign-state-running = چل رہی ہے
home-campaign-state-paused = روکی گئی
home-campaign-state-cancelled = منسوخ
home-campaign-state-done = مکمل
home-campaign-preparing-label = { $name }: تیاری جاری ہے
home-campaign-preparing = تیاری: { $recipients } میں سے { $queued } پیغامات قطار میں
home-campaign-preparing-pdfs = تیاری: { $recipients } میں سے { $queued } پیغامات قطار میں، { $pdfs } میں سے { $done } PDF اپ لوڈ ہو گئیں
home-campaign-progress-label = { $name }: { $total } میں سے { $sent } بھیج دیے گئے
home-campaign-progress = { $total } میں سے { $sent } بھیج دیے گئے ({ $percent })
home-campaign-paused = روکی گئی: { $reason }

home-tier-title = روزانہ کسٹمر حد
home-tier-no-limit = آج { $used ->
        [one] { $used } کسٹمر
       *[other] { $used } کسٹمرز
    } — کوئی روزانہ حد نہیں
home-tier-used = آج { $limit } میں سے { $used } کسٹمرز
home-tier-explain = Meta پچھلے 24 گھنٹوں میں ہر اس کسٹمر کو گنتا ہے جس سے آپ کی مہمات نے بات چیت شروع کی۔
home-tier-waiting = { $count ->
        [one] { $count } پیغام کل کی حد کا انتظار کر رہا ہے۔
       *[other] { $count } پیغامات کل کی حد کا انتظار کر رہے ہیں۔
    } Pacer انہیں خود بھیج دے گا۔

common-cancel = رہنے دیں
common-details = تفصیل: { $details }
common-error-title = یہ کام نہیں ہو سکا
common-done-title = ہو گیا
common-error-text = { $message } (تفصیل: { $details })
common-error-notification =
    { $message }
    (تفصیل: { $details })
common-campaigns-read-failed = Pacer مہمات نہیں پڑھ سکا

common-campaign-state-draft = ڈرافٹ
common-campaign-state-scheduled = وقت مقرر
common-campaign-state-launching = شروع ہو رہی ہے
common-campaign-state-running = بھیجی جا رہی ہے
common-campaign-state-paused = روکی گئی
common-campaign-state-cancelled = منسوخ
common-campaign-state-done = سب بھیج دیے گئے
common-progress-read = پڑھ لیا
common-progress-delivered = پہنچ گیا، ابھی پڑھا نہیں
common-progress-sent = بھیج دیا گیا، پہنچنے کا انتظار
common-progress-failed = ناکام
common-progress-skipped = چھوڑ دیا گیا یا منسوخ
common-progress-expired = میعاد ختم: وقت پر نہیں بھیجا جا سکا

common-tunnel-title = ڈیلیوری اپڈیٹس
common-tunnel-badge-demo = ڈیمو
common-tunnel-badge-off = بند
common-tunnel-badge-up = چالو
common-tunnel-badge-fixed = مستقل پتا
common-tunnel-badge-starting = شروع ہو رہا ہے
common-tunnel-badge-down = رک گیا
common-tunnel-restarts = { $count } بار دوبارہ شروع ہوا
common-tunnel-demo = ڈیلیوری اپڈیٹس نقلی Meta سے آتی ہیں: ڈیمو میں کسی ٹنل کی ضرورت نہیں۔
common-tunnel-off = ڈیلیوری اپڈیٹس بند ہیں: پیغامات جاتے ہیں، لیکن Meta، Pacer کو نہیں بتا سکتا کہ کون سے پہنچے یا پڑھے گئے۔ ترتیبات ← ڈیلیوری اپڈیٹس میں ٹنل چالو کریں۔
common-tunnel-up = Meta، Pacer تک { $url } پر پہنچ سکتا ہے۔
common-tunnel-up-no-address = Meta، Pacer تک ٹنل کے پتے پر پہنچ سکتا ہے۔
common-tunnel-fixed = Meta ڈیلیوری اپڈیٹس آپ کے اپنے پتے { $url } پر بھیجتا ہے۔
common-tunnel-starting = ٹنل ({ $provider }) شروع ہو رہا ہے؛ اس کے چالو ہوتے ہی ڈیلیوری اپڈیٹس آنے لگیں گی۔
common-tunnel-down = Pacer ابھی ڈیلیوری اپڈیٹس وصول نہیں کر سکتا (ٹنل رک گیا)۔ پیغامات پھر بھی جاتے ہیں؛ ٹنل واپس آنے پر ان کی ڈیلیوری کی صورتحال بھی اپ ڈیٹ ہو جائے گی۔
common-tunnel-retry = Pacer { $time } پر دوبارہ کوشش کرے گا۔
common-tunnel-asks-again = Pacer { $time } پر دوبارہ پوچھے گا۔
common-webhooks-none = ابھی تک کوئی ڈیلیوری اپڈیٹ نہیں آئی: یہ پیغامات بھیجے جانے کے بعد آتی ہیں۔
common-webhooks-seconds-ago = آخری ڈیلیوری اپڈیٹ { $seconds } سیکنڈ پہلے آئی۔
common-webhooks-minutes-ago = آخری ڈیلیوری اپڈیٹ { $minutes } منٹ پہلے آئی۔
common-webhooks-at = آخری ڈیلیوری اپڈیٹ { $time } پر آئی۔
common-webhooks-waiting = { $count } لاگو ہونے کے انتظار میں۔

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
templates-empty-live = ابھی کوئی ٹیمپلیٹ نہیں: نیا لکھ کر جائزے کے لیے Meta کو بھیجنے کے لیے "نیا ٹیمپلیٹ" دبائیں، یا اپنے WhatsApp Business اکاؤنٹ کے ٹیمپلیٹس پڑھنے کے لیے "Meta سے سنک کریں" دبائیں۔
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
templates-unusable-rejected = Meta نے یہ ٹیمپلیٹ مسترد کر دیا، اس لیے یہ بھیجا نہیں جا سکتا۔ اسے بدل کر دوبارہ Meta کو بھیجنے کے لیے "تبدیل کر کے دوبارہ بھیجیں" دبائیں۔
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

# ٹیمپلیٹ بنانے والا: Pacer میں لکھا ٹیمپلیٹ، جائزے کے لیے Meta کو بھیجا جاتا ہے۔
templates-builder-new = نیا ٹیمپلیٹ
templates-builder-title-edit = { $name } ({ $code }) میں تبدیلی
templates-builder-intro = آپ کے لکھتے لکھتے Pacer دیکھتا ہے کہ Meta کے اصول پورے ہیں۔ پھر Meta ٹیمپلیٹ کا جائزہ لیتا ہے، عموماً چند منٹ میں اور زیادہ سے زیادہ 24 گھنٹے میں۔
templates-builder-back = ٹیمپلیٹس پر واپس
templates-builder-name = نام
templates-builder-name-rule = صرف چھوٹے انگریزی حروف، ہندسے اور انڈرسکور، جیسے order_update۔ کسٹمر اسے نہیں دیکھتے۔
templates-builder-kept-on-edit = تبدیلی کے وقت Meta ٹیمپلیٹ کا نام، زبان اور قسم وہی رکھتا ہے۔
templates-builder-category = قسم
templates-builder-language = زبان
templates-builder-language-help = وہ زبان جس میں پیغام لکھا ہے۔ ایک نام کا ہر زبان میں الگ ٹیمپلیٹ ہو سکتا ہے۔
templates-builder-header = ہیڈر
templates-builder-header-none = کوئی نہیں
templates-builder-header-text = متن
templates-builder-header-image = تصویر
templates-builder-header-video = ویڈیو
templates-builder-header-document = دستاویز
templates-builder-header-text-label = ہیڈر کا متن
templates-builder-header-text-help = پیغام کے اوپر ایک موٹی لائن، زیادہ سے زیادہ ایک ویری ایبل کے ساتھ۔
templates-builder-header-sample = ہیڈر کے ویری ایبل کا نمونہ
templates-builder-header-sample-title = { $kind ->
        [image] نمونے کی تصویر
        [video] نمونے کی ویڈیو
       *[document] نمونے کی PDF
    }
templates-builder-header-sample-help = Meta اس نمونے کے ساتھ ٹیمپلیٹ کا جائزہ لیتا ہے؛ کسٹمر اسے کبھی نہیں دیکھتے، کیونکہ ہر کیمپین اپنی فائل خود چنتی ہے۔ { $kind ->
        [image] 5 MB تک کی JPEG یا PNG۔
        [video] 16 MB تک کی MP4۔
       *[document] 100 MB تک کی PDF۔
    }
templates-builder-header-sample-choose = چنیں اور اپ لوڈ کریں…
templates-builder-header-sample-none = ابھی کوئی نمونہ نہیں۔
templates-builder-header-sample-uploaded = { $file } Meta پر اپ لوڈ ہو گئی۔
templates-builder-header-sample-kept = پہلے اپ لوڈ کیا گیا نمونہ رکھا گیا ہے۔
templates-builder-header-sample-failed = نمونہ اپ لوڈ نہیں ہوا
templates-builder-body = پیغام
templates-builder-body-help = زیادہ سے زیادہ { $max } حروف۔ مہم بھیجتے وقت ہر کسٹمر کے لیے ویری ایبل بھرے جاتے ہیں۔
templates-builder-add-variable = ویری ایبل شامل کریں
templates-builder-add-numbered = نمبر والا: { $example }
templates-builder-add-named = نام والا: { $example }
templates-builder-samples = Meta کے جائزے کے لیے نمونے
templates-builder-samples-help = ہر ویری ایبل میں کسٹمر کو کیا دکھ سکتا ہے۔ Meta جائزے کے لیے انہیں پڑھتا ہے؛ کسٹمر انہیں کبھی نہیں دیکھتے۔
templates-builder-sample = { $variable } کا نمونہ
templates-builder-footer = فُٹر
templates-builder-footer-help = پیغام کے نیچے چھوٹا مستقل متن، ویری ایبل کے بغیر۔ اختیاری۔
templates-builder-buttons = بٹن
templates-builder-buttons-none = کوئی بٹن نہیں۔
templates-builder-button-quick-reply = فوری جواب
templates-builder-button-url = لنک
templates-builder-button-phone = کال
templates-builder-button-copy-code = کوڈ کاپی کریں
templates-builder-button-add = بٹن شامل کریں: { $kind }
templates-builder-button-text = بٹن کا متن
templates-builder-button-url-address = ویب ایڈریس
templates-builder-button-url-help = https:// سے شروع ہو۔ آخر میں { $variable } ہو سکتا ہے، جو ہر کسٹمر کے لیے بھرا جاتا ہے۔
templates-builder-button-url-sample = لنک کے آخری حصے کا نمونہ
templates-builder-button-phone-number = فون نمبر
templates-builder-button-code-sample = نمونہ کوڈ
templates-builder-button-up = اوپر کریں
templates-builder-button-down = نیچے کریں
templates-builder-button-remove = ہٹائیں
templates-builder-preview = کسٹمر کو کیا نظر آئے گا
templates-builder-preview-help = ویری ایبل کی جگہ آپ کے نمونوں کے ساتھ۔
templates-builder-checking = Meta کے اصول دیکھے جا رہے ہیں
templates-builder-problems = { $count ->
    [one] Meta کے جائزے سے پہلے { $count } چیز ٹھیک کرنی ہے۔
   *[other] Meta کے جائزے سے پہلے { $count } چیزیں ٹھیک کرنی ہیں۔
}
templates-builder-other-problems = یہ بھی ٹھیک کریں
templates-builder-ready = Meta کے اصول پورے ہیں: ٹیمپلیٹ جائزے کے لیے جا سکتا ہے۔
templates-builder-check-failed = Pacer ٹیمپلیٹ کو جانچ نہیں سکا
templates-builder-send = جائزے کے لیے Meta کو بھیجیں
templates-builder-send-failed = ٹیمپلیٹ نہیں بھیجا گیا
templates-builder-discard-title = بھیجے بغیر چھوڑ دیں؟
templates-builder-discard-body = اس ٹیمپلیٹ کی تبدیلیاں Meta کو نہیں بھیجی گئیں اور ضائع ہو جائیں گی۔
templates-builder-discard = چھوڑیں اور تبدیلیاں ضائع کریں
templates-builder-sent-title = جائزے کے لیے بھیج دیا گیا
templates-builder-edit = تبدیل کریں
templates-builder-edit-resubmit = تبدیل کر کے دوبارہ بھیجیں
templates-builder-delete = حذف کریں
templates-builder-delete-title = { $name } حذف کریں؟
templates-builder-delete-body = { $name } Meta سے اپنی تمام زبانوں ({ $languages }) میں حذف ہو گا، صرف اس ایک میں نہیں۔ جن مہمات میں یہ استعمال ہوا ان کی تاریخ باقی رہے گی۔ Meta یہ نام 30 دن تک دوبارہ استعمال نہیں کرنے دیتا۔
templates-builder-delete-confirm = تمام زبانوں میں حذف کریں
templates-builder-delete-failed = ٹیمپلیٹ حذف نہیں ہوا
templates-builder-deleted-title = حذف ہو گیا
templates-builder-rejected-title = Meta نے یہ ٹیمپلیٹ مسترد کر دیا

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


campaigns-card-template = ٹیمپلیٹ { $template } ({ $language })
campaigns-card-list = فہرست { $name }
campaigns-card-tag = ٹیگ { $name }
campaigns-card-to = بنام { $audience }
campaigns-card-to-nobody = ابھی کسی کو نہیں
campaigns-card-pdf = ہر کسٹمر کے لیے ایک PDF
campaigns-card-header-file = سب کے لیے ایک ہی فائل: { $file }
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
wizard-error-pdf-folder = { $variable }: وہ فولڈر چنیں جس میں { $kind ->
        [image] تصویریں
        [video] ویڈیوز
       *[document] PDF فائلیں
    } ہیں۔
wizard-error-pdf-column = { $variable }: وہ کالم چنیں جس سے ہر کسٹمر کی { $kind ->
        [image] تصویر
        [video] ویڈیو
       *[document] PDF فائل
    } کا نام ملتا ہے۔
wizard-error-header-file = { $variable }: وہ فائل چنیں جو سب کو ملے گی۔
wizard-error-text-empty = { $variable } کی کوئی ویلیو نہیں: بھیجنے کے لیے متن لکھیں، یا کالم چنیں۔
wizard-error-column-empty = { $variable } کی کوئی ویلیو نہیں: کالم چنیں، یا ایک مقررہ متن لکھیں۔
wizard-error-schedule-at = بھیجنے کا وقت اس طرح لکھیں: 2026-12-01 09:00 (سال-مہینہ-دن گھنٹے:منٹ)۔
wizard-error-time-zone = اس وقت کا ٹائم زون چنیں، مثلاً Asia/Karachi۔
wizard-error-hours = بھیجنے کے اوقات 24 گھنٹے کی گھڑی کے وقت کی طرح لکھیں، جیسے 09:00 اور 20:00، اور دونوں ایک ہی وقت نہ ہوں۔
wizard-error-hours-zone = بھیجنے کے اوقات کا ٹائم زون چنیں، مثلاً Asia/Karachi۔
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
# Step 3: where each value comes from, and when to send
wizard-values-no-template = پہلے مرحلہ 1 میں ٹیمپلیٹ چنیں۔
wizard-values-intro = ہر ویلیو کے لیے اپنی امپورٹ کی ہوئی فہرست کا کوئی کالم چنیں (ہر کسٹمر کو اپنی ویلیو ملے گی) یا ایک مقررہ متن (سب کو ایک جیسا)۔
wizard-values-errors-title = مہم بنانے سے پہلے
wizard-source-pdf = { $kind ->
        [image] ہر کسٹمر کی تصویر
        [video] ہر کسٹمر کی ویڈیو
       *[document] ہر کسٹمر کی PDF
    }
wizard-source-file = { $kind ->
        [image] ایک تصویر
        [video] ایک ویڈیو
       *[document] ایک PDF
    }
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
wizard-pdf-folder = { $kind ->
        [image] تصویروں کا فولڈر
        [video] ویڈیوز کا فولڈر
       *[document] PDF فائلوں کا فولڈر
    }
wizard-pdf-folder-description = { $kind ->
        [image] ہر کسٹمر کی ایک تصویر (JPEG یا PNG، 5 MB تک)، جس کا نام کسی کالم کی ویلیو ہو (poster-42 یا poster-42.jpg)۔
        [video] ہر کسٹمر کی ایک ویڈیو (MP4 یا 3GPP، 16 MB تک)، جس کا نام کسی کالم کی ویلیو ہو (clip-42 یا clip-42.mp4)۔
       *[document] ہر کسٹمر کی ایک PDF، جس کا نام کسی کالم کی ویلیو ہو (INV-0042 یا INV-0042.pdf)۔
    } Pacer صرف آپ کا چنا ہوا فولڈر پڑھتا ہے۔
wizard-pdf-no-folder = ابھی کوئی فولڈر نہیں چنا: { $kind ->
        [image] تصویروں
        [video] ویڈیوز
       *[document] انوائس کی PDF فائلوں
    } والا فولڈر چننے کے لیے "چنیں…" دبائیں۔
wizard-pdf-choose = چنیں…
wizard-pdf-choose-failed = فولڈر کی ونڈو نہیں کھلی
wizard-pdf-sample = نمونے کے انوائس استعمال کریں
wizard-pdf-sample-note = ڈیمو: ہر نمونہ کسٹمر کی ایک PDF، جس کا نام Invoice کالم سے ہے۔
wizard-pdf-column = ہر کسٹمر کی فائل کا نام بتانے والا کالم
wizard-pdf-column-description = { $kind ->
        [image] مثلاً Poster: جس کسٹمر کا Poster poster-42 ہے اسے poster-42.jpg (یا .jpeg، .png) ملے گی۔
        [video] مثلاً Clip: جس کسٹمر کا Clip clip-42 ہے اسے clip-42.mp4 (یا .3gp) ملے گی۔
       *[document] مثلاً Invoice: جس کسٹمر کا Invoice INV-0042 ہے اسے INV-0042.pdf ملے گی۔
    }
wizard-header-file = { $kind ->
        [image] وہ تصویر جو سب کو ملے گی
        [video] وہ ویڈیو جو سب کو ملے گی
       *[document] وہ PDF جو سب کو ملے گی
    }
wizard-header-file-description = { $kind ->
        [image] 5 MB تک کی JPEG یا PNG، جیسے کوئی پوسٹر۔
        [video] 16 MB تک کی MP4 یا 3GPP ویڈیو۔
       *[document] 100 MB تک کی PDF، جیسے ریٹ لسٹ۔
    } Pacer اسے WhatsApp پر ایک ہی بار اپ لوڈ کرتا ہے اور صرف آپ کی چنی ہوئی فائل پڑھتا ہے۔
wizard-header-file-none = ابھی کوئی فائل نہیں چنی: { $kind ->
        [image] تصویر
        [video] ویڈیو
       *[document] PDF
    } چننے کے لیے "چنیں…" دبائیں۔
wizard-header-file-choose-failed = فائل کی ونڈو نہیں کھلی
wizard-header-file-sample = نمونے کا پوسٹر استعمال کریں
wizard-header-file-sample-note = ڈیمو: تصویر والے ہیڈر کے لیے بہار سیل کی ایک تصویر۔
wizard-schedule = بعد میں، مقررہ وقت پر بھیجیں
wizard-schedule-at = تاریخ اور وقت
wizard-schedule-at-description = سال-مہینہ-دن گھنٹے:منٹ
wizard-time-zone = ٹائم زون
wizard-time-zone-description = یہ وقت کس جگہ کا ہے (جب تک آپ نہ بدلیں، آپ کے کمپیوٹر کا زون)
wizard-schedule-note = بناتے ہی وقت مقرر ہو جاتا ہے: Pacer اس وقت خود ہی مہم شروع کر دے گا (یا جیسے ہی Pacer دوبارہ چلے)، جو تیار ہیں انہیں بھیجے گا اور جن کسٹمرز میں مسئلہ ہے انہیں چھوڑ دے گا۔ تب تک آپ فہرست میں اسے روک یا منسوخ کر سکتے ہیں۔
wizard-hours = صرف مخصوص اوقات میں بھیجیں
wizard-hours-description = مہم کے پیغامات ان اوقات کے باہر انتظار کرتے ہیں اور اوقات کھلنے پر خود روانہ ہو جاتے ہیں۔ OTP اور کسٹمرز کو جوابات کبھی نہیں روکے جاتے۔
wizard-hours-from = سے
wizard-hours-until = تک
wizard-hours-zone = اوقات کا ٹائم زون
wizard-hours-customer = جہاں کسٹمر کے ملک میں ایک ہی وقت ہو وہاں اس کا اپنا وقت استعمال کریں
wizard-hours-customer-description = جن ممالک میں کئی وقت ہیں (امریکہ، برازیل، انڈونیشیا …) وہاں اوپر والا ٹائم زون استعمال ہوتا ہے۔
wizard-hours-note = 22:00 سے 06:00 جیسے اوقات آدھی رات سے گزرتے ہیں۔ جانچ دکھاتی ہے کہ اوقات بند ہونے سے پہلے کتنے جائیں گے اور باقی کب جائیں گے۔
wizard-language-column = ہر کسٹمر کی زبان (اختیاری)
wizard-language-column-description = یہ ٹیمپلیٹ { $languages } میں منظور ہے۔ وہ کالم چنیں جو ہر کسٹمر کی زبان بتاتا ہے (ur، en_US، Urdu …)؛ باقی سب کو { $fallback } ملے گا۔
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
wizard-preview-file = { $kind ->
        [image] تصویر
        [video] ویڈیو
       *[document] PDF
    }: { $file } ({ $size })
wizard-preview-language = { $language } میں
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

## Audiences: filters on imported columns, tags all/any, exclusions, a new audience from a
## report, and its count (the campaign wizard's audience step, the report's "new campaign to…")

engine-audience-empty-column = ایک فلٹر میں کوئی کالم نہیں۔ جانچنے کے لیے کالم چنیں، یا فلٹر ہٹا دیں۔
engine-audience-unknown-op = “{ $column }” پر لگا فلٹر ایسی جانچ استعمال کرتا ہے جو Pacer نہیں جانتا۔ برابر، برابر نہیں، شامل ہے، خالی ہے، خالی نہیں، سے زیادہ، سے کم، سے پہلے یا کے بعد استعمال کریں۔
engine-audience-no-value = “{ $column }” پر لگے فلٹر میں موازنے کے لیے کچھ نہیں۔ کوئی قدر لکھیں، یا “خالی ہے” استعمال کریں۔
engine-audience-not-a-number = “{ $column }” پر لگا فلٹر عدد کا موازنہ کرتا ہے، لیکن “{ $value }” عدد نہیں۔ اسے ہندسوں میں لکھیں، جیسے 1000 یا 1,250.50۔
engine-audience-not-a-date = “{ $column }” پر لگا فلٹر تاریخوں کا موازنہ کرتا ہے، لیکن “{ $value }” تاریخ نہیں۔ اسے 2026-12-01 یا 01/12/2026 (پہلے دن) کی طرح لکھیں۔
engine-audience-unknown-campaign = “{ $campaign }” نام کی کوئی مہم نہیں جس سے مخاطب لیے جائیں۔ اس کی رپورٹ دوبارہ کھولیں اور وہیں سے لوگ چنیں۔
engine-audience-no-button = بتائیں کون سا بٹن: یہ مخاطب وہ گاہک ہیں جنہوں نے کوئی بٹن دبایا، اور کوئی بٹن نہیں بتایا گیا۔

# The wizard's audience step: tags any/all, filters on the imported columns, exclusions, a
# report's customers, and the live count.
audience-tags-match = کانٹیکٹس میں ہوں
audience-tags-any = ان میں سے کوئی بھی ٹیگ
audience-tags-all = یہ سب ٹیگ
audience-filters-title = صرف وہ جن کے کالم ملتے ہیں
audience-filters-description = ہر فلٹر کا ملنا ضروری ہے۔ عدد کاموں کے بغیر پڑھے جاتے ہیں (1,250.50)؛ تاریخیں 2026-12-01 یا 01/12/2026 (پہلے دن) کی طرح۔ جو قدر عدد یا تاریخ نہ ہو وہ نہیں ملتی۔
audience-filter-add = فلٹر شامل کریں
audience-filter-remove = یہ فلٹر ہٹائیں
audience-filter-column = کالم
audience-filter-op = جانچ
audience-filter-value = قدر
audience-op-equals = برابر ہے
audience-op-not-equals = برابر نہیں
audience-op-contains = شامل ہے
audience-op-is-empty = خالی ہے
audience-op-is-not-empty = خالی نہیں
audience-op-greater-than = سے زیادہ ہے (عدد)
audience-op-less-than = سے کم ہے (عدد)
audience-op-before = سے پہلے ہے (تاریخ)
audience-op-after = کے بعد ہے (تاریخ)
audience-except-lists = ان فہرستوں کے ارکان کو نکال دیں
audience-except-tags = ان ٹیگ والے کانٹیکٹس کو نکال دیں
audience-counting = گنتی ہو رہی ہے…
# The live count of the audience as it stands.
audience-count = { $total ->
    [one] ان مخاطبین میں { $total } کانٹیکٹ ہے۔
   *[other] ان مخاطبین میں { $total } کانٹیکٹس ہیں۔
}
audience-count-opted-out = { $count ->
    [one] ان میں سے { $count } نے مارکیٹنگ بند کی ہے: اسے مارکیٹنگ ٹیمپلیٹ نہیں بھیجا جاتا۔
   *[other] ان میں سے { $count } نے مارکیٹنگ بند کی ہے: انہیں مارکیٹنگ ٹیمپلیٹ نہیں بھیجا جاتا۔
}
# A report's customers in the audience; $who is one of audience-who-….
audience-from-report = ایک مہم کی رپورٹ سے: { $who }
audience-from-report-remove = ہٹائیں
audience-who-not-read = وہ گاہک جنہوں نے اسے نہیں پڑھا
audience-who-failed = وہ گاہک جن کا پیغام ایسی وجہ سے ناکام ہوا جو بدل سکتی ہے
audience-who-replied = وہ گاہک جنہوں نے جواب دیا
audience-who-tapped = وہ گاہک جنہوں نے “{ $button }” دبایا
audience-error-filter-column = ایک فلٹر میں کالم نہیں: کالم چنیں، یا فلٹر ہٹا دیں۔
# The report's actions: a new campaign to some of its customers.
audience-retarget = نئی مہم ان کے لیے…
audience-retarget-not-read = جنہوں نے نہیں پڑھا
audience-retarget-failed = جن کا پیغام ایسی وجہ سے ناکام ہوا جو بدل سکتی ہے
audience-retarget-replied = جنہوں نے جواب دیا
audience-retarget-tapped = جنہوں نے “{ $button }” دبایا

# (end of Audiences)

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

## Prices: Meta's rate card (Settings → Prices), a rate card file's refusals, the cost
## estimated before launch and compared after delivery

prices-refused-unreadable = ریٹ کارڈ فائل پڑھی نہیں جا سکی ({ $why })۔ اسے اسپریڈشیٹ سے CSV کے طور پر محفوظ کریں اور دوبارہ لوڈ کریں۔
prices-refused-no-table = ریٹ کارڈ فائل میں قیمتوں کا جدول نہیں ہے: کوئی قطار "Market" سے شروع نہیں ہوتی۔ جدول کی پہلی قطار اس کے کالموں کے نام بتاتی ہے: Market، Marketing، Utility، Authentication۔
prices-refused-missing-column = ریٹ کارڈ فائل میں "{ $column }" کالم نہیں ہے۔ اسے "Market" سے شروع ہونے والی قطار میں شامل کریں، ہر مارکیٹ کی قیمت کے ساتھ۔
prices-refused-no-date = ریٹ کارڈ فائل یہ نہیں بتاتی کہ قیمتیں کب سے لاگو ہیں۔ جدول کے اوپر "Effective date,YYYY-MM-DD" قطار شامل کریں (Meta ہر سہ ماہی کے پہلے دن قیمتیں بدلتا ہے)۔
prices-refused-bad-date = "{ $text }" تاریخ نہیں ہے۔ لاگو ہونے کی تاریخ YYYY-MM-DD کی شکل میں لکھیں، مثلاً 2026-10-01۔
prices-refused-no-currency = ریٹ کارڈ فائل اپنی کرنسی نہیں بتاتی۔ جدول کے اوپر "Currency,USD" قطار شامل کریں، Meta کی فائل کی کرنسی کے ساتھ۔
prices-refused-unknown-currency = "{ $code }" کرنسی کوڈ نہیں ہے۔ قیمتوں کی کرنسی کا تین حرفی ISO کوڈ لکھیں، مثلاً USD، EUR یا PKR۔
prices-refused-two-currencies = ریٹ کارڈ میں دو کرنسیاں ملی ہوئی ہیں، { $first } اور { $second }۔ ایک ہی کرنسی والا کارڈ لوڈ کریں۔
prices-refused-not-a-number = { $market } کی { $category ->
        [marketing] مارکیٹنگ
        [utility] یوٹیلیٹی
        [authentication] تصدیقی
       *[other] بین الاقوامی تصدیقی
    } قیمت "{ $text }" ہے، جو عدد نہیں ہے۔ اسے اعشاری نقطے کے ساتھ اور کرنسی کے نشان کے بغیر لکھیں، مثلاً 0.0107۔
prices-refused-negative = { $market } کی { $category ->
        [marketing] مارکیٹنگ
        [utility] یوٹیلیٹی
        [authentication] تصدیقی
       *[other] بین الاقوامی تصدیقی
    } قیمت صفر سے کم ہے۔ وہ قیمت لکھیں جو Meta لیتا ہے: 0 یا اس سے زیادہ۔
prices-refused-too-high = { $market } کی { $category ->
        [marketing] مارکیٹنگ
        [utility] یوٹیلیٹی
        [authentication] تصدیقی
       *[other] بین الاقوامی تصدیقی
    } قیمت { $below } یا اس سے زیادہ ہے، جتنا کوئی پیغام نہیں لگتا۔ کالم اور اعشاری نقطہ چیک کریں۔
prices-refused-duplicate-market = مارکیٹ "{ $market }" ریٹ کارڈ میں دو بار ہے۔ اس کی ایک ہی قطار رکھیں۔
prices-refused-unknown-market = Pacer نہیں جانتا کہ مارکیٹ "{ $market }" میں کون سے ممالک ہیں۔ "Countries" کالم شامل کریں جس میں ہر مارکیٹ کے دو حرفی ملکی کوڈ ہوں (مثلاً "PK" یا "US CA")۔
prices-refused-bad-country = { $market } کے ممالک میں "{ $country }" ملکی کوڈ نہیں ہے۔ PK، IN یا AE جیسے دو حرفی ISO کوڈ لکھیں، اسپیس سے الگ کر کے۔
prices-refused-country-twice = ملک { $country } دو مارکیٹوں میں ہے، { $first } اور { $second }۔ اسے ایک ہی میں رکھیں۔
prices-refused-no-markets = ریٹ کارڈ کے جدول میں کوئی مارکیٹ نہیں ہے۔ "Market" سے شروع ہونے والی قطار کے نیچے ہر مارکیٹ کی ایک قطار شامل کریں۔
prices-estimate-summary = اندازاً لاگت: { $messages } پیغامات کے لیے { $amount }{ $unpriced ->
        [0] {""}
       *[other] ، اور مزید { $unpriced } پیغامات جن کی قیمت کارڈ میں نہیں
    } ({ $source }، { $effective } سے لاگو قیمتیں)۔{ $utility ->
        [yes] {" "}گاہک کی سروس ونڈو کھلی ہونے پر پہنچنے والے یوٹیلیٹی پیغامات مفت ہیں، اس لیے لاگت کم ہو سکتی ہے۔
       *[other] {""}
    }
prices-estimate-none = لاگت کا اندازہ نہیں: کوئی ریٹ کارڈ لوڈ نہیں ہے۔ سیٹنگز ← قیمتیں میں Meta کا ریٹ کارڈ لوڈ کریں۔
prices-comparison = لانچ کے وقت اندازہ: { $estimated }۔ پہنچنے والے پیغامات کی لاگت: { $actual }۔
prices-estimate-title = اندازاً لاگت
prices-estimate-country = ملک
prices-estimate-category = زمرہ
prices-estimate-messages = پیغامات
prices-estimate-price = فی پیغام قیمت
prices-estimate-amount = رقم
prices-estimate-total = کل
prices-estimate-card = { $effective } سے لاگو قیمتیں: { $source }۔
prices-estimate-unknown-country = نامعلوم ملک
prices-category-marketing = مارکیٹنگ
prices-category-utility = یوٹیلیٹی
prices-category-authentication = تصدیقی
prices-no-price = قیمت نہیں
prices-settings-link = سیٹنگز ← قیمتیں کھولیں
prices-settings-title = ریٹ کارڈ
prices-settings-description = ہر پہنچنے والے ٹیمپلیٹ پیغام کی Meta کی قیمت، مارکیٹ اور زمرے کے لحاظ سے۔ Meta کا شائع کردہ ریٹ کارڈ CSV کے طور پر محفوظ کر کے لوڈ کریں: کیمپین کی جانچ اس سے لاگت کا اندازہ لگاتی ہے، اور رپورٹس اس اندازے کا موازنہ ڈیلیوری کے بعد کی لاگت سے کرتی ہیں۔
prices-settings-load = ریٹ کارڈ لوڈ کریں…
prices-settings-load-failed = ریٹ کارڈ لوڈ نہیں ہوا
prices-settings-none = ابھی کوئی ریٹ کارڈ لوڈ نہیں ہے۔
prices-settings-card = { $currency }، { $effective } سے لاگو قیمتیں: { $source }
prices-settings-market = مارکیٹ
prices-settings-countries = ممالک
prices-settings-every-other = باقی تمام ممالک
prices-settings-loaded = ریٹ کارڈ لوڈ ہو گیا: { $markets } مارکیٹیں۔
prices-settings-typed = یا ہر ملک کے لیے ہر زمرے کی ایک قیمت لکھیں: محفوظ کرنے پر یہ ریٹ کارڈ کی جگہ لے لیں گی۔

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

## Engine, tunnel: why the tunnel (the way Meta's delivery updates reach this computer) is
## down, what Pacer does next, the tunnel setting's refusals and the callback registration

tunnel-not-installed = { $program } انسٹال نہیں ہے یا PATH میں نہیں ہے: اسے انسٹال کریں یا ترتیبات میں کوئی اور ٹنل چنیں۔
tunnel-not-installed-link = { $program } انسٹال نہیں ہے یا PATH میں نہیں ہے: اسے انسٹال کریں ({ $link }) یا ترتیبات میں کوئی اور ٹنل چنیں۔
tunnel-cannot-start = Pacer، { $program } شروع نہیں کر سکا: { $reason }۔
tunnel-stopped-code = ٹنل رک گئی (ایگزٹ کوڈ { $code })۔
tunnel-stopped-by-system = ٹنل رک گئی (سسٹم نے اسے بند کر دیا)۔
tunnel-no-public-address = ٹنل شروع ہوئی لیکن { $seconds } سیکنڈ میں کوئی عوامی پتا نہیں دکھایا۔
tunnel-next-restart = Pacer اسے { $minutes ->
        [0] { $seconds } سیکنڈ
       *[other] { $seconds ->
            [0] { $minutes } منٹ
           *[other] { $minutes } منٹ { $seconds } سیکنڈ
        }
    } میں دوبارہ شروع کرے گا۔ پیغامات جاتے رہتے ہیں؛ ٹنل واپس آنے پر ڈیلیوری اپڈیٹس بھی آ جاتی ہیں۔
tunnel-next-retry = Pacer { $minutes ->
        [0] { $seconds } سیکنڈ
       *[other] { $seconds ->
            [0] { $minutes } منٹ
           *[other] { $minutes } منٹ { $seconds } سیکنڈ
        }
    } میں دوبارہ کوشش کرے گا۔ پیغامات جاتے رہتے ہیں؛ ٹنل واپس آنے پر ڈیلیوری اپڈیٹس بھی آ جاتی ہیں۔
tunnel-next-change-setting = ڈیلیوری اپڈیٹس پانے کے لیے ترتیبات میں ٹنل بدلیں۔
tunnel-setting-unknown = "{ $given }" ایسی ٹنل ترتیب نہیں جسے Pacer جانتا ہو۔ ان میں سے چنیں: cloudflared، ngrok، cloudflared-named:<your.host.name>، command:<آپ کی کمانڈ {"{"}port{"}"} کے ساتھ>، url:<https://your.address> یا off۔
tunnel-setting-empty-command = ٹنل کی کمانڈ خالی ہے۔ پروگرام اور اس کے آرگیومنٹس لکھیں، اور جہاں Pacer کا ویب ہک پورٹ آئے وہاں {"{"}port{"}"} لکھیں۔
tunnel-setting-missing-port = ٹنل کی کمانڈ میں {"{"}port{"}"} نہیں ہے۔ جہاں Pacer کا ویب ہک پورٹ آئے وہاں {"{"}port{"}"} لکھیں، مثلاً: cloudflared tunnel --url http://127.0.0.1:{"{"}port{"}"}
tunnel-setting-unclosed-quote = ٹنل کی کمانڈ میں ایک " ہے جو کبھی بند نہیں ہوتا۔
tunnel-setting-token-in-command = ٹنل کی کمانڈ میں ایک ٹوکن ہے ({ $option }…)، جسے اس کمپیوٹر کا کوئی بھی پروگرام چلتے پروگراموں کی فہرست میں پڑھ سکتا ہے۔ اسے کمانڈ سے ہٹا دیں اور ٹوکن ٹنل ٹوکن کے خانے میں لکھیں (ترتیبات ← ڈیلیوری اپڈیٹس؛ pacer serve کے لیے PACER_TUNNEL_TOKEN): Pacer اسے ٹنل پروگرام کو خاموشی سے دے دیتا ہے۔
tunnel-setting-bad-hostname = "{ $given }" ہوسٹ نام نہیں ہے۔ وہ عوامی ہوسٹ نام لکھیں جو آپ نے Cloudflare میں ٹنل کی طرف بھیجا ہے، جیسے hooks.example.com۔
tunnel-setting-not-http = عوامی URL کو https:// (یا http://) سے شروع ہونا چاہیے، اور "{ $url }" ایسا نہیں ہے۔
tunnel-setting-bad-url = "{ $url }" قابلِ استعمال عوامی URL نہیں ہے: { $fault ->
        [spaces] اس میں خالی جگہیں ہیں
        [query] پتا ? یا # کے بغیر لکھیں
        [user] پتا یوزر نیم یا پاس ورڈ کے بغیر لکھیں
       *[host] اس میں درست ہوسٹ نام نہیں ہے
    }۔
tunnel-registration-verified = Meta نے { $url } کی تصدیق کر دی ہے اور ڈیلیوری اپڈیٹس وہیں بھیجے گا۔
tunnel-registration-too-long = { $url } ان { $max } حروف سے لمبا ہے جو Meta ویب ہک URL کے لیے قبول کرتا ہے۔ ترتیبات میں چھوٹا عوامی URL چنیں۔
tunnel-registration-not-verified = Meta ویب ہک URL کی تصدیق نہیں کر سکا: { $explanation }
tunnel-registration-failed = Pacer، { $url } کو Meta کے پاس درج نہیں کر سکا: { $error }
tunnel-registration-asks-again = Pacer { $minutes ->
        [0] { $seconds } سیکنڈ
       *[other] { $seconds ->
            [0] { $minutes } منٹ
           *[other] { $minutes } منٹ { $seconds } سیکنڈ
        }
    } میں دوبارہ پوچھے گا۔

# (end of Engine, tunnel)

## The app's own errors: a file or folder not chosen, the keyring, the settings file, the
## engine not starting, saving and exporting, connecting a Meta account

# A file or folder from the window, and Pacer's own dialogs
app-file-not-chosen = Pacer صرف وہی فائلیں پڑھتا ہے جو آپ خود چنیں: چنیں… دبائیں اور کھلنے والی ونڈو میں فائل چنیں۔
app-folder-not-chosen = Pacer صرف وہی فولڈر پڑھتا ہے جو آپ خود چنیں: چنیں… دبائیں اور کھلنے والی ونڈو میں فولڈر چنیں۔
app-missing = Pacer کو اب { $path } نہیں مل رہا۔ دیکھ لیں کہ یہ ابھی وہیں موجود ہے، پھر اسے دوبارہ چنیں۔
app-wrong-kind = { $kind ->
        [file] { $path } فائل نہیں ہے۔ کوئی فائل چنیں۔
       *[folder] { $path } فولڈر نہیں ہے۔ کوئی فولڈر چنیں۔
    }
app-dialog-busy = Pacer کی ایک اور ونڈو کھلی ہے اور آپ کا انتظار کر رہی ہے: پہلے اسے مکمل کریں۔
app-dialog-failed = فائل چننے والی ونڈو اچانک بند ہو گئی۔ دوبارہ کوشش کریں۔

# The database and the engine
app-database-failed = Pacer اپنا ڈیٹابیس پڑھ یا لکھ نہیں سکا۔ دیکھ لیں کہ ڈسک بھری ہوئی نہ ہو، پھر دوبارہ کوشش کریں۔
app-engine-stopping = Pacer یہ نہیں کر سکا: اس کا انجن بند ہو رہا ہے یا اس کا ڈیٹابیس خراب ہو گیا۔ تھوڑی دیر بعد دوبارہ کوشش کریں۔
app-still-starting = Pacer ابھی شروع ہو رہا ہے۔ تھوڑی دیر بعد دوبارہ کوشش کریں۔

# The keyring ($detail: the keyring's own words)
app-keyring-no-answer = اس کمپیوٹر کے کی رِنگ (keyring) نے 30 سیکنڈ میں جواب نہیں دیا (شاید یہ لاک ہے)۔ اسے ان لاک کریں، پھر دوبارہ کوشش کریں۔
app-keyring-failed = Pacer اس کمپیوٹر کا کی رِنگ (keyring) استعمال نہیں کر سکا، جہاں یہ آپ کا Meta ٹوکن اور خفیہ معلومات رکھتا ہے ({ $detail })۔ کی رِنگ ان لاک کریں (Linux پر GNOME Keyring یا KWallet چلنا ضروری ہے)، پھر دوبارہ کوشش کریں۔
app-keyring-failed-stopped = Pacer اس کمپیوٹر کا کی رِنگ (keyring) استعمال نہیں کر سکا، جہاں یہ آپ کا Meta ٹوکن اور خفیہ معلومات رکھتا ہے (کی رِنگ کا کام اچانک رک گیا)۔ کی رِنگ ان لاک کریں (Linux پر GNOME Keyring یا KWallet چلنا ضروری ہے)، پھر دوبارہ کوشش کریں۔
app-keyring-failed-locked = Pacer اس کمپیوٹر کا کی رِنگ (keyring) استعمال نہیں کر سکا، جہاں یہ آپ کا Meta ٹوکن اور خفیہ معلومات رکھتا ہے (کی رِنگ نے 30 سیکنڈ میں جواب نہیں دیا؛ شاید یہ لاک ہے)۔ کی رِنگ ان لاک کریں (Linux پر GNOME Keyring یا KWallet چلنا ضروری ہے)، پھر دوبارہ کوشش کریں۔
app-keyring-failed-locked-api-key = Pacer اس کمپیوٹر کا کی رِنگ (keyring) استعمال نہیں کر سکا، جہاں یہ آپ کا Meta ٹوکن اور خفیہ معلومات رکھتا ہے (کی رِنگ نے 30 سیکنڈ میں جواب نہیں دیا؛ شاید یہ لاک ہے۔ لوکل API کی کلید Pacer بند ہونے تک کام کرے گی)۔ کی رِنگ ان لاک کریں (Linux پر GNOME Keyring یا KWallet چلنا ضروری ہے)، پھر دوبارہ کوشش کریں۔
app-keyring-call-stopped = کی رِنگ (keyring) کا کام اچانک رک گیا۔ دوبارہ کوشش کریں۔

# Why the engine did not start ($detail: the system's own words)
app-no-account = ابھی کوئی Meta اکاؤنٹ منسلک نہیں ہے۔ ترتیبات ← Meta اکاؤنٹ میں ایک منسلک کریں، یا ڈیمو استعمال کریں۔
app-missing-secret = { $secret ->
        [access-token] Meta ایکسیس ٹوکن اس کمپیوٹر کے کی رِنگ (keyring) میں نہیں ہے۔ اسے ترتیبات ← Meta اکاؤنٹ میں دوبارہ درج کریں۔
       *[app-secret] Meta ایپ سیکرٹ اس کمپیوٹر کے کی رِنگ (keyring) میں نہیں ہے۔ اسے ترتیبات ← Meta اکاؤنٹ میں دوبارہ درج کریں۔
    }
app-simulator-failed = ڈیمو کا نقلی Meta شروع نہیں ہو سکا: { $detail }
app-graph-unusable = ترتیبات میں دیا گیا Meta کا پتہ قابلِ استعمال نہیں: { $detail }
app-data-folder-failed = Pacer اپنا ڈیٹا فولڈر { $path } تیار نہیں کر سکا: { $detail }
app-node-api-not-loopback = لوکل API کا پتہ { $addr } لوپ بیک پتہ نہیں ہے: اسے صرف اسی کمپیوٹر سے قابلِ رسائی ہونا چاہیے (127.0.0.1 استعمال کریں)۔
app-node-webhook-not-loopback = ویب ہک وصول کرنے والے کا پتہ { $addr } لوپ بیک پتہ نہیں ہے۔ ٹنل 127.0.0.1 پر موجود وصول کنندہ تک پہنچتی ہے؛ نیٹ ورک پر سننے سے اس نیٹ ورک پر ہر کوئی اسے پیغام بھیج سکتا ہے۔ 127.0.0.1 استعمال کریں، یا اگر کسی دوسری مشین پر ریورس پراکسی Meta کے ویب ہک آگے بھیجتی ہے تو --webhook-beyond-loopback دیں۔
app-node-already-running = ایک اور Pacer پہلے سے ڈیٹابیس { $path } کے ساتھ چل رہا ہے: پہلے اسے بند کریں (ایک ڈیٹابیس پر دو Pacer ہر پیغام دو بار بھیجیں گے)۔
app-node-folder-failed = ڈیٹابیس { $path } کا فولڈر استعمال نہیں ہو سکا: { $detail }
app-node-cannot-listen = { $what ->
        [api] لوکل API کے لیے { $addr } پر سننا ممکن نہیں ({ $detail })؛ کیا کوئی اور پروگرام یہ پورٹ استعمال کر رہا ہے؟
       *[webhook] ویب ہک وصول کرنے والے کے لیے { $addr } پر سننا ممکن نہیں ({ $detail })؛ کیا کوئی اور پروگرام یہ پورٹ استعمال کر رہا ہے؟
    }
app-node-engine-failed = ڈیٹابیس { $path } کے ساتھ شروع نہیں ہو سکا: { $detail }
app-start-port-in-use = { $what ->
        [api] لوکل API کے لیے { $addr } پر سننا ممکن نہیں ({ $detail })؛ کیا کوئی اور پروگرام یہ پورٹ استعمال کر رہا ہے؟ شاید ایک اور Pacer (یا `pacer serve`) چل رہا ہے: اسے بند کریں، یا ترتیبات ← ایڈوانسڈ میں پورٹ بدلیں۔
       *[webhook] ویب ہک وصول کرنے والے کے لیے { $addr } پر سننا ممکن نہیں ({ $detail })؛ کیا کوئی اور پروگرام یہ پورٹ استعمال کر رہا ہے؟ شاید ایک اور Pacer (یا `pacer serve`) چل رہا ہے: اسے بند کریں، یا ترتیبات ← ایڈوانسڈ میں پورٹ بدلیں۔
    }

# The settings file
app-settings-file-unusable = { $action ->
        [read] Pacer اپنی ترتیبات کی فائل { $path } پڑھ نہیں سکا: { $detail }
       *[save] Pacer اپنی ترتیبات کی فائل { $path } محفوظ نہیں کر سکا: { $detail }
    }
app-settings-file-damaged = Pacer کی ترتیبات کی فائل { $path } خراب ہے ({ $detail })؛ اسے { $backup } کے نام سے رکھ لیا گیا ہے اور Pacer اپنی بنیادی ترتیبات کے ساتھ شروع ہوا۔
app-tunnel-not-confirmed = کچھ محفوظ نہیں ہوا: آپ نے ٹنل پروگرام نہ چلانے کا انتخاب کیا، اس لیے ٹنل پہلے جیسی ہے ({ $tunnel })۔ اسے استعمال کرنے کے لیے دوبارہ محفوظ کریں اور "Run this program" چنیں، یا کوئی اور ٹنل چنیں۔
app-tunnel-token-spaces = ٹنل ٹوکن میں خالی جگہ نہیں ہوتی۔ اسے Cloudflare یا ngrok سے دوبارہ کاپی کریں، پھر یہاں پیسٹ کریں۔

# Templates and reports
app-templates-sync-failed = Pacer آپ کے ٹیمپلیٹ Meta سے نہیں پڑھ سکا۔ ترتیبات ← Meta اکاؤنٹ میں کنکشن دیکھیں، پھر دوبارہ کوشش کریں۔
app-template-missing = { $language } میں "{ $name }" نام کا کوئی ٹیمپلیٹ نہیں ہے۔ ٹیمپلیٹ سنک کریں اور دوبارہ کوشش کریں۔
app-export-format = Pacer صرف CSV یا XLSX میں ایکسپورٹ کرتا ہے، "{ $format }" میں نہیں۔
app-saving-stopped = محفوظ کرنا اچانک رک گیا۔ دوبارہ کوشش کریں۔
app-export-build-failed = Pacer ایکسپورٹ فائل نہیں بنا سکا۔
app-export-write-failed = Pacer فائل { $path } نہیں لکھ سکا۔ کوئی اور فولڈر چنیں، یا اگر فائل Excel میں کھلی ہے تو اسے بند کریں۔

# Connecting a Meta account ($step: number, or templates when the number was fine)
app-use-live-no-account = ابھی کوئی Meta اکاؤنٹ منسلک نہیں ہے: پہلے ترتیبات ← Meta اکاؤنٹ پُر کریں۔
app-paste-access-token = پہلے ایکسیس ٹوکن پیسٹ کریں (Meta Business Manager ← System users ← Generate token)۔
app-paste-app-secret = ایپ سیکرٹ بھی پیسٹ کریں (App Dashboard ← Settings ← Basic): Pacer اس سے جانچتا ہے کہ ڈیلیوری کی اطلاعات واقعی Meta سے آ رہی ہیں۔
app-token-not-sent = ٹیسٹ نہیں ہوا: { $address } کو کچھ نہیں بھیجا گیا، کیونکہ آپ نے اپنا محفوظ ایکسیس ٹوکن وہاں نہ بھیجنے کا انتخاب کیا۔ اس پتے کو ٹیسٹ کرنے کے لیے اسی کے لیے بنا ایکسیس ٹوکن پیسٹ کریں۔
app-meta-not-accepted = Meta نے اکاؤنٹ قبول نہیں کیا۔
app-meta-token-refused = { $step ->
        [templates] نمبر ٹھیک ہے، مگر ٹیمپلیٹ: Meta نے یہ ایکسیس ٹوکن قبول نہیں کیا: اس کی مدت ختم ہو گئی ہے یا اسے منسوخ کر دیا گیا ہے، یا اس کا صرف ایک حصہ پیسٹ ہوا ہے۔ نیا ٹوکن بنائیں (Business Settings ← Users ← System users ← Generate token) اور یہاں پیسٹ کریں۔
       *[number] Meta نے یہ ایکسیس ٹوکن قبول نہیں کیا: اس کی مدت ختم ہو گئی ہے یا اسے منسوخ کر دیا گیا ہے، یا اس کا صرف ایک حصہ پیسٹ ہوا ہے۔ نیا ٹوکن بنائیں (Business Settings ← Users ← System users ← Generate token) اور یہاں پیسٹ کریں۔
    }
app-meta-ids-unknown = { $step ->
        [templates] نمبر ٹھیک ہے، مگر ٹیمپلیٹ: Meta اس فون نمبر id یا WABA id کو نہیں جانتا، یا ٹوکن اسے نہیں دیکھ سکتا۔ دونوں id کو WhatsApp Manager میں چیک کریں۔
       *[number] Meta اس فون نمبر id یا WABA id کو نہیں جانتا، یا ٹوکن اسے نہیں دیکھ سکتا۔ دونوں id کو WhatsApp Manager میں چیک کریں۔
    }
app-meta-refused = { $step ->
        [templates] نمبر ٹھیک ہے، مگر ٹیمپلیٹ: Meta نے درخواست رد کر دی: { $message }
       *[number] Meta نے درخواست رد کر دی: { $message }
    }
app-meta-unreachable = { $step ->
        [templates] نمبر ٹھیک ہے، مگر ٹیمپلیٹ: Pacer، { $url } پر Meta تک نہیں پہنچ سکا۔ اس کمپیوٹر کا انٹرنیٹ کنکشن دیکھیں (اور ایڈوانسڈ میں Graph کا پتہ)۔
       *[number] Pacer، { $url } پر Meta تک نہیں پہنچ سکا۔ اس کمپیوٹر کا انٹرنیٹ کنکشن دیکھیں (اور ایڈوانسڈ میں Graph کا پتہ)۔
    }
app-meta-unexpected = { $step ->
        [templates] نمبر ٹھیک ہے، مگر ٹیمپلیٹ: Meta نے ایسا جواب دیا جس کی Pacer کو توقع نہیں تھی۔ ایڈوانسڈ میں Graph کا پتہ چیک کریں۔
       *[number] Meta نے ایسا جواب دیا جس کی Pacer کو توقع نہیں تھی۔ ایڈوانسڈ میں Graph کا پتہ چیک کریں۔
    }
app-templates-count = { $templates ->
        [one] { $templates } ٹیمپلیٹ، { $approved } منظور شدہ
       *[other] { $templates } ٹیمپلیٹ، { $approved } منظور شدہ
    }

app-meta-code = { $step ->
        [templates] نمبر ٹھیک ہے، مگر ٹیمپلیٹ: { app-meta-code-words }
       *[number] { app-meta-code-words }
    }
app-meta-code-words = { $row ->
        [throughput] { meta-code-throughput }
        [call-volume] { meta-code-call-volume }
        [maintenance] { meta-code-maintenance }
        [temporary] { meta-code-temporary }
        [pair-rate] { meta-code-pair-rate }
        [marketing-cap] { meta-code-marketing-cap }
        [template-values] { meta-code-template-values }
        [template-missing] { meta-code-template-missing }
        [template-policy] { meta-code-template-policy }
        [value-format] { meta-code-value-format }
        [template-paused] { meta-code-template-paused }
        [template-disabled] { meta-code-template-disabled }
        [flow-blocked] { meta-code-flow-blocked }
        [flow-too-often] { meta-code-flow-too-often }
        [marketing-off] { meta-code-marketing-off }
        [spam-limit] { meta-code-spam-limit }
        [category-limit] { meta-code-category-limit }
        [token-expired] { meta-code-token-expired }
        [permission] { meta-code-permission }
        [restricted] { meta-code-restricted }
        [locked] { meta-code-locked }
        [payment] { meta-code-payment }
        [not-registered] { meta-code-not-registered }
        [number-deleted] { meta-code-number-deleted }
        [display-name] { meta-code-display-name }
        [payments-terms] { meta-code-payments-terms }
        [direct-send] { meta-code-direct-send }
        [stopped-marketing] { meta-code-stopped-marketing }
        [media] { meta-code-media }
        [invalid-value] { meta-code-invalid-value }
        [own-number] { meta-code-own-number }
        [unreachable] { meta-code-unreachable }
        [not-allowed-test] { meta-code-not-allowed-test }
        [window-closed] { meta-code-window-closed }
        [unsupported] { meta-code-unsupported }
        [download-failed] { meta-code-download-failed }
        [user-id] { meta-code-user-id }
        [blocked] { meta-code-blocked }
        [experiment] { meta-code-experiment }
        [country] { meta-code-country }
        [too-long] { meta-code-too-long }
        [value-spaces] { meta-code-value-spaces }
        [registration] { meta-code-registration }
        [deregistered-often] { meta-code-deregistered-often }
        [template-count] { meta-code-template-count }
        [unnamed-value] { meta-code-unnamed-value }
        [identity-changed] { meta-code-identity-changed }
       *[callback] { meta-code-callback }
    }

# (end of The app's own errors)

## Engine, reports: what Meta's codes mean, why a message failed or waits, a report's
## failure groups (the window shows them in the person's language; the command line, the
## local API and exported reports say them in English)

# Meta's codes: one message per row of Meta's codes in crates/cloud/src/codes.rs, named for
# what the row is about (a row often holds several codes, so no single code names it).
# A row of two parts has `-meaning` (what happened) and `-action` (what to do), shown apart
# in a report's failure groups; the row's own message is the two, as one text.
meta-code-throughput = { meta-code-throughput-meaning } { meta-code-throughput-action }
meta-code-throughput-meaning = Meta کی فی سیکنڈ پیغامات کی حد پوری ہو گئی۔
meta-code-throughput-action = Pacer رفتار کم کر کے باقی پیغامات خود بھیج دے گا؛ کچھ ضائع نہیں ہوا۔
meta-code-call-volume = { meta-code-call-volume-meaning } { meta-code-call-volume-action }
meta-code-call-volume-meaning = Meta نے Pacer سے کچھ دیر کے لیے کم درخواستیں بھیجنے کو کہا ہے (اس کی فی گھنٹہ درخواستوں کی حد)۔
meta-code-call-volume-action = Pacer رفتار کم کر کے باقی پیغامات خود بھیج دے گا؛ کچھ ضائع نہیں ہوا۔
meta-code-maintenance = { meta-code-maintenance-meaning } { meta-code-maintenance-action }
meta-code-maintenance-meaning = آپ کا WhatsApp اکاؤنٹ کچھ دیر کے لیے مرمت میں ہے (مثلاً جب Meta اس کی حد بڑھا رہا ہو)۔
meta-code-maintenance-action = Pacer تقریباً ایک منٹ انتظار کر کے خود آگے بڑھے گا۔
meta-code-temporary = Meta کو عارضی مسئلہ پیش آیا۔
meta-code-pair-rate = { meta-code-pair-rate-meaning } { meta-code-pair-rate-action }
meta-code-pair-rate-meaning = اس گاہک کو تھوڑی دیر میں بہت زیادہ پیغامات گئے۔
meta-code-pair-rate-action = Pacer اگلا پیغام بھیجنے سے پہلے انتظار کرے گا؛ باقی گاہکوں کے پیغامات نہیں رکتے۔
meta-code-marketing-cap = WhatsApp نے یہ مارکیٹنگ پیغام روک لیا کیونکہ اس گاہک کو حال ہی میں بہت سے پیغامات مل چکے ہیں۔
meta-code-template-values = { meta-code-template-values-meaning } { meta-code-template-values-action }
meta-code-template-values-meaning = قدروں کی تعداد ٹیمپلیٹ کے متغیرات سے میل نہیں کھاتی۔
meta-code-template-values-action = مہم میں کالموں کی ترتیب چیک کریں۔
meta-code-template-missing = { meta-code-template-missing-meaning } { meta-code-template-missing-action }
meta-code-template-missing-meaning = یہ ٹیمپلیٹ اس زبان میں موجود نہیں، یا منظور شدہ نہیں۔
meta-code-template-missing-action = اسے WhatsApp Manager میں دیکھیں اور ٹیمپلیٹس سنک کریں۔
meta-code-template-policy = { meta-code-template-policy-meaning } { meta-code-template-policy-action }
meta-code-template-policy-meaning = Meta کے مطابق ٹیمپلیٹ کا مواد اس کی پالیسی کے خلاف ہے۔
meta-code-template-policy-action = WhatsApp Manager میں ٹیمپلیٹ میں ترمیم کریں۔
meta-code-value-format = کوئی قدر اس شکل میں نہیں جو ٹیمپلیٹ کو چاہیے (مثلاً PDF کی جگہ تصویر)۔
meta-code-template-paused = { meta-code-template-paused-meaning } { meta-code-template-paused-action }
meta-code-template-paused-meaning = Meta نے کم معیار کی وجہ سے یہ ٹیمپلیٹ روک دیا ہے۔
meta-code-template-paused-action = اسے استعمال کرنے والی مہمات روک دی گئی ہیں؛ باقی پیغامات جاتے رہیں گے۔
meta-code-template-disabled = { meta-code-template-disabled-meaning } { meta-code-template-disabled-action }
meta-code-template-disabled-meaning = بار بار کم معیار کی وجہ سے Meta نے یہ ٹیمپلیٹ ہمیشہ کے لیے بند کر دیا ہے۔
meta-code-template-disabled-action = نیا ٹیمپلیٹ بنائیں۔
meta-code-flow-blocked = { meta-code-flow-blocked-meaning } { meta-code-flow-blocked-action }
meta-code-flow-blocked-meaning = اس ٹیمپلیٹ کا WhatsApp Flow بلاک ہے۔
meta-code-flow-blocked-action = WhatsApp Manager میں Flow چیک کریں، پھر مہم دوبارہ چلائیں۔
meta-code-flow-too-often = { meta-code-flow-too-often-meaning } { meta-code-flow-too-often-action }
meta-code-flow-too-often-meaning = یہ WhatsApp Flow بہت زیادہ بار بھیجا گیا (Meta ایک Flow کو گھنٹے میں 10 بار بھیجنے دیتا ہے)۔
meta-code-flow-too-often-action = مہم روک دی گئی ہے؛ کچھ دیر بعد اسے دوبارہ چلائیں۔
meta-code-marketing-off = اس WhatsApp اکاؤنٹ پر Cloud API کے لیے مارکیٹنگ ٹیمپلیٹس بند ہیں۔
meta-code-spam-limit = { meta-code-spam-limit-meaning } { meta-code-spam-limit-action }
meta-code-spam-limit-meaning = Meta نے بھیجنا محدود کر دیا کیونکہ حالیہ پیغامات بلاک کیے گئے یا اسپام کے طور پر رپورٹ ہوئے۔
meta-code-spam-limit-action = WhatsApp Manager میں اپنے نمبر کا معیار دیکھیں؛ Pacer کچھ وقفے کے بعد ایک پیغام بھیج کر دیکھے گا۔
meta-code-category-limit = { meta-code-category-limit-meaning } { meta-code-category-limit-action }
meta-code-category-limit-meaning = ٹیمپلیٹ کی قسم کی خلاف ورزیوں کی وجہ سے Meta نے بھیجنا محدود کر دیا۔
meta-code-category-limit-action = اپنے ٹیمپلیٹس کی اقسام کا جائزہ لیں؛ Pacer کچھ وقفے کے بعد ایک پیغام بھیج کر دیکھے گا۔
meta-code-token-expired = { meta-code-token-expired-meaning } { meta-code-token-expired-action }
meta-code-token-expired-meaning = آپ کا Meta ایکسیس ٹوکن ختم ہو گیا ہے یا واپس لے لیا گیا ہے۔
meta-code-token-expired-action = ترتیبات → Meta اکاؤنٹ میں نیا ٹوکن پیسٹ کریں، پھر دوبارہ چلائیں دبائیں۔ تب تک بھیجنا رکا رہے گا؛ کچھ ضائع نہیں ہوا۔
meta-code-permission = { meta-code-permission-meaning } { meta-code-permission-action }
meta-code-permission-meaning = Meta کے مطابق آپ کے ایکسیس ٹوکن کے پاس اس کام کی اجازت نہیں۔
meta-code-permission-action = Meta Business Manager میں سسٹم یوزر کو whatsapp_business_messaging اور whatsapp_business_management کی اجازت دیں، پھر دوبارہ چلائیں دبائیں۔
meta-code-restricted = { meta-code-restricted-meaning } { meta-code-restricted-action }
meta-code-restricted-meaning = Meta نے پالیسی کی خلاف ورزی کی وجہ سے آپ کا WhatsApp اکاؤنٹ محدود کر دیا ہے۔
meta-code-restricted-action = WhatsApp Manager میں Account Quality دیکھیں، پھر دوبارہ چلائیں دبائیں۔
meta-code-locked = { meta-code-locked-meaning } { meta-code-locked-action }
meta-code-locked-meaning = Meta نے آپ کا WhatsApp اکاؤنٹ لاک کر دیا ہے۔
meta-code-locked-action = WhatsApp Manager میں اس کی حالت دیکھیں، پھر دوبارہ چلائیں دبائیں۔
meta-code-payment = { meta-code-payment-meaning } { meta-code-payment-action }
meta-code-payment-meaning = Meta کے مطابق آپ کے ادائیگی کے طریقے میں مسئلہ ہے۔
meta-code-payment-action = Meta Business Manager → Billing میں اسے ٹھیک کریں، پھر دوبارہ چلائیں دبائیں۔
meta-code-not-registered = { meta-code-not-registered-meaning } { meta-code-not-registered-action }
meta-code-not-registered-meaning = آپ کا کاروباری فون نمبر Cloud API میں رجسٹر نہیں۔
meta-code-not-registered-action = اسے WhatsApp Manager میں رجسٹر کریں، پھر دوبارہ چلائیں دبائیں۔
meta-code-number-deleted = { meta-code-number-deleted-meaning } { meta-code-number-deleted-action }
meta-code-number-deleted-meaning = آپ کا کاروباری فون نمبر WhatsApp اکاؤنٹ سے حذف کر دیا گیا ہے۔
meta-code-number-deleted-action = ترتیبات میں فون نمبر کی id چیک کریں۔
meta-code-display-name = { meta-code-display-name-meaning } { meta-code-display-name-action }
meta-code-display-name-meaning = آپ کے کاروباری نمبر کا ڈسپلے نام ابھی منظور نہیں ہوا۔
meta-code-display-name-action = اسے WhatsApp Manager میں منظور کروائیں، پھر دوبارہ چلائیں دبائیں۔
meta-code-payments-terms = { meta-code-payments-terms-meaning } { meta-code-payments-terms-action }
meta-code-payments-terms-meaning = اس اکاؤنٹ کے لیے WhatsApp Payments کی شرائط قبول نہیں کی گئیں۔
meta-code-payments-terms-action = انہیں WhatsApp Manager میں قبول کریں، پھر دوبارہ چلائیں دبائیں۔
meta-code-direct-send = { meta-code-direct-send-meaning } { meta-code-direct-send-action }
meta-code-direct-send-meaning = اس اکاؤنٹ کے لیے Direct Send بلاک ہے۔
meta-code-direct-send-action = WhatsApp Manager میں اکاؤنٹ چیک کریں، پھر دوبارہ چلائیں دبائیں۔
meta-code-stopped-marketing = { meta-code-stopped-marketing-meaning } { meta-code-stopped-marketing-action }
meta-code-stopped-marketing-meaning = اس گاہک نے آپ کے کاروبار کے مارکیٹنگ پیغامات بند کر دیے ہیں۔
meta-code-stopped-marketing-action = Pacer انہیں دوبارہ مارکیٹنگ پیغام نہیں بھیجے گا۔
meta-code-media = { meta-code-media-meaning } { meta-code-media-action }
meta-code-media-meaning = Meta منسلک فائل حاصل یا استعمال نہیں کر سکا۔
meta-code-media-action = دیکھیں کہ یہ درست PDF یا تصویر ہے، پھر دوبارہ کوشش کریں۔
meta-code-invalid-value = { meta-code-invalid-value-meaning } { meta-code-invalid-value-action }
meta-code-invalid-value-meaning = Meta نے پیغام جیسا لکھا تھا ویسا قبول نہیں کیا (کوئی قدر غائب یا غلط ہے)۔
meta-code-invalid-value-action = تفصیلات میں لکھا ہے کہ کون سا خانہ۔
meta-code-own-number = وصول کنندہ آپ کا اپنا کاروباری نمبر ہے۔
meta-code-unreachable = { meta-code-unreachable-meaning } { meta-code-unreachable-action }
meta-code-unreachable-meaning = اس نمبر پر WhatsApp پیغامات نہیں آ سکتے۔
meta-code-unreachable-action = نمبر چیک کریں، یا اس گاہک سے کسی اور طریقے سے رابطہ کریں۔
meta-code-not-allowed-test = { meta-code-not-allowed-test-meaning } { meta-code-not-allowed-test-action }
meta-code-not-allowed-test-meaning = یہ نمبر آپ کے ٹیسٹ نمبر کے اجازت یافتہ وصول کنندگان کی فہرست میں نہیں۔
meta-code-not-allowed-test-action = اسے App Dashboard میں شامل کریں، یا اپنا اصل نمبر استعمال کریں۔
meta-code-window-closed = اس گاہک کو آپ کو آخری بار لکھے 24 گھنٹے سے زیادہ ہو گئے ہیں، اس لیے صرف منظور شدہ ٹیمپلیٹ بھیجا جا سکتا ہے۔
meta-code-unsupported = WhatsApp اس قسم کے پیغام کو سپورٹ نہیں کرتا۔
meta-code-download-failed = { meta-code-download-failed-meaning } { meta-code-download-failed-action }
meta-code-download-failed-meaning = WhatsApp گاہک کی بھیجی ہوئی فائل ڈاؤن لوڈ نہیں کر سکا۔
meta-code-download-failed-action = ان سے فائل دوبارہ بھیجنے کو کہیں۔
meta-code-user-id = { meta-code-user-id-meaning } { meta-code-user-id-action }
meta-code-user-id-meaning = اس قسم کا پیغام WhatsApp یوزر id پر نہیں بھیجا جا سکتا۔
meta-code-user-id-action = اسے گاہک کے فون نمبر پر بھیجیں۔
meta-code-blocked = { meta-code-blocked-meaning } { meta-code-blocked-action }
meta-code-blocked-meaning = آپ کے کاروبار نے اس گاہک کو بلاک کیا ہوا ہے۔
meta-code-blocked-action = انہیں پیغام بھیجنے کے لیے WhatsApp Manager میں ان بلاک کریں۔
meta-code-experiment = { meta-code-experiment-meaning } { meta-code-experiment-action }
meta-code-experiment-meaning = Meta نے ایک تجربے کے تحت اس گاہک کو مارکیٹنگ پیغامات سے الگ رکھا۔
meta-code-experiment-action = کچھ ٹھیک کرنے کی ضرورت نہیں۔
meta-code-country = آپ کا WhatsApp اکاؤنٹ اس گاہک کے ملک میں گاہکوں کو پیغام نہیں بھیج سکتا۔
meta-code-too-long = { meta-code-too-long-meaning } { meta-code-too-long-action }
meta-code-too-long-meaning = قدریں بھرنے کے بعد یہ پیغام WhatsApp کی اجازت سے لمبا ہو جاتا ہے۔
meta-code-too-long-action = قدریں مختصر کریں۔
meta-code-value-spaces = کسی قدر میں نئی لائن، ٹیب یا ایک ساتھ چار سے زیادہ خالی جگہیں ہیں، جن کی ٹیمپلیٹس میں اجازت نہیں۔
meta-code-registration = { meta-code-registration-meaning } { meta-code-registration-action }
meta-code-registration-meaning = Meta نے آپ کے کاروباری فون نمبر کا رجسٹریشن کا ایک مرحلہ رد کر دیا (اس کا PIN یا رجسٹریشن)۔
meta-code-registration-action = WhatsApp Manager میں نمبر چیک کریں۔
meta-code-deregistered-often = { meta-code-deregistered-often-meaning } { meta-code-deregistered-often-action }
meta-code-deregistered-often-meaning = آپ کا کاروباری فون نمبر بہت بار رجسٹر اور ڈی رجسٹر ہوا؛ Meta نے اسے کچھ دیر کے لیے بلاک کر دیا ہے۔
meta-code-deregistered-often-action = انتظار کریں، پھر دوبارہ کوشش کریں۔
meta-code-template-count = { meta-code-template-count-meaning } { meta-code-template-count-action }
meta-code-template-count-meaning = آپ کے اکاؤنٹ میں اتنے ٹیمپلیٹس ہیں جتنے Meta اجازت دیتا ہے۔
meta-code-template-count-action = WhatsApp Manager میں وہ ٹیمپلیٹس حذف کریں جو اب استعمال نہیں ہوتے۔
meta-code-unnamed-value = { meta-code-unnamed-value-meaning } { meta-code-unnamed-value-action }
meta-code-unnamed-value-meaning = Meta نے پیغام کی قدروں میں کسی ایسے مسئلے کی وجہ سے اسے رد کیا جس کا نام اس نے نہیں بتایا۔
meta-code-unnamed-value-action = تفصیلات میں شاید مزید معلومات ہوں۔
meta-code-identity-changed = { meta-code-identity-changed-meaning } { meta-code-identity-changed-action }
meta-code-identity-changed-meaning = گاہک کی WhatsApp شناخت بدل گئی ہے (نیا فون یا دوبارہ انسٹال)۔
meta-code-identity-changed-action = دوبارہ بھیجنے سے پہلے تصدیق کریں کہ یہ وہی شخص ہے۔
meta-code-callback = { meta-code-callback-meaning } { meta-code-callback-action }
meta-code-callback-meaning = Meta وہ پتہ تصدیق نہیں کر سکا جو Pacer نے ڈیلیوری اپڈیٹس کے لیے دیا تھا۔
meta-code-callback-action = ترتیبات → ڈیلیوری اپڈیٹس میں ٹنل چیک کریں، پھر پتہ دوبارہ رجسٹر کریں۔

# Why a message failed, a campaign paused or sending stopped, from Meta's code: $row is the
# row of Meta's codes (as in meta-code-…), $code Meta's code (an identifier, not an amount),
# $details Meta's own text, in Meta's words.
reason-meta = { $row ->
        [throughput] { meta-code-throughput } (Meta کوڈ { $code })
        [call-volume] { meta-code-call-volume } (Meta کوڈ { $code })
        [maintenance] { meta-code-maintenance } (Meta کوڈ { $code })
        [temporary] { meta-code-temporary } (Meta کوڈ { $code })
        [pair-rate] { meta-code-pair-rate } (Meta کوڈ { $code })
        [marketing-cap] { meta-code-marketing-cap } (Meta کوڈ { $code })
        [template-values] { meta-code-template-values } (Meta کوڈ { $code })
        [template-missing] { meta-code-template-missing } (Meta کوڈ { $code })
        [template-policy] { meta-code-template-policy } (Meta کوڈ { $code })
        [value-format] { meta-code-value-format } (Meta کوڈ { $code })
        [template-paused] { meta-code-template-paused } (Meta کوڈ { $code })
        [template-disabled] { meta-code-template-disabled } (Meta کوڈ { $code })
        [flow-blocked] { meta-code-flow-blocked } (Meta کوڈ { $code })
        [flow-too-often] { meta-code-flow-too-often } (Meta کوڈ { $code })
        [marketing-off] { meta-code-marketing-off } (Meta کوڈ { $code })
        [spam-limit] { meta-code-spam-limit } (Meta کوڈ { $code })
        [category-limit] { meta-code-category-limit } (Meta کوڈ { $code })
        [token-expired] { meta-code-token-expired } (Meta کوڈ { $code })
        [permission] { meta-code-permission } (Meta کوڈ { $code })
        [restricted] { meta-code-restricted } (Meta کوڈ { $code })
        [locked] { meta-code-locked } (Meta کوڈ { $code })
        [payment] { meta-code-payment } (Meta کوڈ { $code })
        [not-registered] { meta-code-not-registered } (Meta کوڈ { $code })
        [number-deleted] { meta-code-number-deleted } (Meta کوڈ { $code })
        [display-name] { meta-code-display-name } (Meta کوڈ { $code })
        [payments-terms] { meta-code-payments-terms } (Meta کوڈ { $code })
        [direct-send] { meta-code-direct-send } (Meta کوڈ { $code })
        [stopped-marketing] { meta-code-stopped-marketing } (Meta کوڈ { $code })
        [media] { meta-code-media } (Meta کوڈ { $code })
        [invalid-value] { meta-code-invalid-value } (Meta کوڈ { $code })
        [own-number] { meta-code-own-number } (Meta کوڈ { $code })
        [unreachable] { meta-code-unreachable } (Meta کوڈ { $code })
        [not-allowed-test] { meta-code-not-allowed-test } (Meta کوڈ { $code })
        [window-closed] { meta-code-window-closed } (Meta کوڈ { $code })
        [unsupported] { meta-code-unsupported } (Meta کوڈ { $code })
        [download-failed] { meta-code-download-failed } (Meta کوڈ { $code })
        [user-id] { meta-code-user-id } (Meta کوڈ { $code })
        [blocked] { meta-code-blocked } (Meta کوڈ { $code })
        [experiment] { meta-code-experiment } (Meta کوڈ { $code })
        [country] { meta-code-country } (Meta کوڈ { $code })
        [too-long] { meta-code-too-long } (Meta کوڈ { $code })
        [value-spaces] { meta-code-value-spaces } (Meta کوڈ { $code })
        [registration] { meta-code-registration } (Meta کوڈ { $code })
        [deregistered-often] { meta-code-deregistered-often } (Meta کوڈ { $code })
        [template-count] { meta-code-template-count } (Meta کوڈ { $code })
        [unnamed-value] { meta-code-unnamed-value } (Meta کوڈ { $code })
        [identity-changed] { meta-code-identity-changed } (Meta کوڈ { $code })
        [callback] { meta-code-callback } (Meta کوڈ { $code })
       *[unknown] Meta نے پیغام کوڈ { $code } کے ساتھ رد کر دیا۔
    }
reason-meta-details = { $row ->
        [throughput] { meta-code-throughput } (Meta کوڈ { $code }: { $details })
        [call-volume] { meta-code-call-volume } (Meta کوڈ { $code }: { $details })
        [maintenance] { meta-code-maintenance } (Meta کوڈ { $code }: { $details })
        [temporary] { meta-code-temporary } (Meta کوڈ { $code }: { $details })
        [pair-rate] { meta-code-pair-rate } (Meta کوڈ { $code }: { $details })
        [marketing-cap] { meta-code-marketing-cap } (Meta کوڈ { $code }: { $details })
        [template-values] { meta-code-template-values } (Meta کوڈ { $code }: { $details })
        [template-missing] { meta-code-template-missing } (Meta کوڈ { $code }: { $details })
        [template-policy] { meta-code-template-policy } (Meta کوڈ { $code }: { $details })
        [value-format] { meta-code-value-format } (Meta کوڈ { $code }: { $details })
        [template-paused] { meta-code-template-paused } (Meta کوڈ { $code }: { $details })
        [template-disabled] { meta-code-template-disabled } (Meta کوڈ { $code }: { $details })
        [flow-blocked] { meta-code-flow-blocked } (Meta کوڈ { $code }: { $details })
        [flow-too-often] { meta-code-flow-too-often } (Meta کوڈ { $code }: { $details })
        [marketing-off] { meta-code-marketing-off } (Meta کوڈ { $code }: { $details })
        [spam-limit] { meta-code-spam-limit } (Meta کوڈ { $code }: { $details })
        [category-limit] { meta-code-category-limit } (Meta کوڈ { $code }: { $details })
        [token-expired] { meta-code-token-expired } (Meta کوڈ { $code }: { $details })
        [permission] { meta-code-permission } (Meta کوڈ { $code }: { $details })
        [restricted] { meta-code-restricted } (Meta کوڈ { $code }: { $details })
        [locked] { meta-code-locked } (Meta کوڈ { $code }: { $details })
        [payment] { meta-code-payment } (Meta کوڈ { $code }: { $details })
        [not-registered] { meta-code-not-registered } (Meta کوڈ { $code }: { $details })
        [number-deleted] { meta-code-number-deleted } (Meta کوڈ { $code }: { $details })
        [display-name] { meta-code-display-name } (Meta کوڈ { $code }: { $details })
        [payments-terms] { meta-code-payments-terms } (Meta کوڈ { $code }: { $details })
        [direct-send] { meta-code-direct-send } (Meta کوڈ { $code }: { $details })
        [stopped-marketing] { meta-code-stopped-marketing } (Meta کوڈ { $code }: { $details })
        [media] { meta-code-media } (Meta کوڈ { $code }: { $details })
        [invalid-value] { meta-code-invalid-value } (Meta کوڈ { $code }: { $details })
        [own-number] { meta-code-own-number } (Meta کوڈ { $code }: { $details })
        [unreachable] { meta-code-unreachable } (Meta کوڈ { $code }: { $details })
        [not-allowed-test] { meta-code-not-allowed-test } (Meta کوڈ { $code }: { $details })
        [window-closed] { meta-code-window-closed } (Meta کوڈ { $code }: { $details })
        [unsupported] { meta-code-unsupported } (Meta کوڈ { $code }: { $details })
        [download-failed] { meta-code-download-failed } (Meta کوڈ { $code }: { $details })
        [user-id] { meta-code-user-id } (Meta کوڈ { $code }: { $details })
        [blocked] { meta-code-blocked } (Meta کوڈ { $code }: { $details })
        [experiment] { meta-code-experiment } (Meta کوڈ { $code }: { $details })
        [country] { meta-code-country } (Meta کوڈ { $code }: { $details })
        [too-long] { meta-code-too-long } (Meta کوڈ { $code }: { $details })
        [value-spaces] { meta-code-value-spaces } (Meta کوڈ { $code }: { $details })
        [registration] { meta-code-registration } (Meta کوڈ { $code }: { $details })
        [deregistered-often] { meta-code-deregistered-often } (Meta کوڈ { $code }: { $details })
        [template-count] { meta-code-template-count } (Meta کوڈ { $code }: { $details })
        [unnamed-value] { meta-code-unnamed-value } (Meta کوڈ { $code }: { $details })
        [identity-changed] { meta-code-identity-changed } (Meta کوڈ { $code }: { $details })
        [callback] { meta-code-callback } (Meta کوڈ { $code }: { $details })
       *[unknown] Meta نے پیغام کوڈ { $code } کے ساتھ رد کر دیا: { $details }
    }
reason-meta-gave-up = Meta نے { $tries } { $tries ->
        [one] کوشش
       *[other] کوششوں
    } کے بعد بھی پیغام قبول نہیں کیا۔ { reason-meta }
reason-meta-gave-up-details = Meta نے { $tries } { $tries ->
        [one] کوشش
       *[other] کوششوں
    } کے بعد بھی پیغام قبول نہیں کیا۔ { reason-meta-details }

# Pacer's own reasons and a report's sentences.
# $tries: how many times Pacer tried (a number).
reason-no-usable-answer = Meta کے سرورز نے { $tries } { $tries ->
        [one] کوشش
       *[other] کوششوں
    } کے بعد بھی پیغام قبول نہیں کیا اور کوئی وجہ نہیں بتائی (صرف ایک خالی خرابی کا جواب دیا)۔ گاہک یا آپ کے اکاؤنٹ میں کوئی خرابی نہیں؛ کچھ دیر بعد ناکام پیغامات کی دوبارہ کوشش دبائیں۔
reason-network = انٹرنیٹ کنکشن ناکام ہو گیا: یہ پیغامات WhatsApp تک پہنچے ہی نہیں۔
reason-network-action = گاہکوں یا آپ کے اکاؤنٹ میں کوئی خرابی نہیں۔ ناکام پیغامات کی دوبارہ کوشش دبائیں؛ اب Pacer کنکشن کا خود انتظار کرتا ہے۔
reason-no-answer = Meta نے دو بار کوئی جواب نہیں دیا اور ڈیلیوری کی کوئی اپڈیٹ نہیں بھیجی: Pacer نہیں بتا سکتا کہ یہ پیغامات پہنچے یا نہیں۔
reason-no-answer-action = دوبارہ بھیجنے سے پہلے گاہکوں سے پوچھ لیں؛ Pacer انہیں خود دوبارہ نہیں بھیجتا۔
reason-unexpected-answer = Meta کے سرورز نے یہ پیغامات قبول نہیں کیے اور کوئی وجہ نہیں بتائی۔
reason-unexpected-answer-action = گاہکوں یا آپ کے اکاؤنٹ میں کوئی خرابی نہیں۔ انہیں دوبارہ بھیجنے کے لیے ناکام پیغامات کی دوبارہ کوشش دبائیں۔
reason-internal = Pacer یہ پیغامات تیار نہیں کر سکا (اندرونی خرابی)۔
reason-internal-action = انہیں نئی مہم سے دوبارہ بھیجیں؛ اگر پھر ایسا ہو تو Pacer کی تشخیصی معلومات اس کے ڈویلپرز کو بھیجیں۔
reason-none-recorded = کوئی وجہ درج نہیں ہوئی۔
reason-cancelled = بھیجے جانے سے پہلے منسوخ کر دیا گیا۔
reason-in-doubt = یہ پیغام بھیجتے وقت Meta نے جواب نہیں دیا؛ Pacer دوبارہ بھیجنے سے پہلے معلوم کر رہا ہے کہ یہ گیا تھا یا نہیں۔
reason-waiting-pacing = چند سیکنڈ کا انتظار: WhatsApp محدود کرتا ہے کہ ایک گاہک کو کتنی جلدی جلدی پیغامات مل سکتے ہیں۔
reason-waiting-tier = Meta کی روزانہ گاہکوں کی حد میں جگہ کا انتظار۔
reason-waiting-paused = انتظار: مہم روکی ہوئی ہے۔
reason-waiting-hours = مہم کے بھیجنے کے اوقات دوبارہ شروع ہونے کا انتظار ہے۔
reason-waiting-retry = عارضی مسئلے کے بعد دوبارہ کوشش کا انتظار۔
# $details: the temporary problem as Pacer recorded it (English, as stored).
reason-waiting-retry-details = عارضی مسئلے کے بعد دوبارہ کوشش کا انتظار: { $details }
# $reason: Pacer's own word for why the message waits.
reason-waiting-other = انتظار ({ $reason })۔
reason-waiting = انتظار۔
reason-group-gave-up = Pacer نے ان پیغامات کی کوشش چھوڑ دی۔
reason-group-see-history = کیا ہوا، یہ ہر پیغام کی تاریخ میں دیکھیں۔
reason-group-retry = انہیں دوبارہ بھیجنے کے لیے ناکام پیغامات کی دوبارہ کوشش دبائیں۔
reason-group-no-retry = دوبارہ کوشش سے یہ نہیں بدلے گا؛ وجہ ٹھیک کرنے کے لیے تفصیلات دیکھیں۔
# $code: Meta's code (an identifier, not an amount).
reason-group-meta-code = Meta نے یہ پیغامات کوڈ { $code } کے ساتھ رد کر دیے۔
reason-action-marketing-cap = Pacer 24 گھنٹے بعد دوبارہ کوشش کر سکتا ہے: تب ناکام پیغامات کی دوبارہ کوشش دبائیں۔
reason-action-window-closed = اس کی جگہ منظور شدہ ٹیمپلیٹ بھیجیں۔
reason-action-unsupported = اس کی جگہ ٹیمپلیٹ یا سادہ متن والا پیغام بھیجیں۔
reason-action-own-number = اپنا کاروباری نمبر فہرست سے نکال دیں۔
reason-action-value-spaces = اپنی فہرست کی قدریں ٹھیک کریں (نئی لائن، ٹیب یا لگاتار زیادہ خالی جگہیں نہ ہوں)، پھر ان گاہکوں کو دوبارہ بھیجیں۔
reason-action-marketing-off = WhatsApp Manager میں Cloud API کے لیے مارکیٹنگ پیغامات دوبارہ چالو کریں۔
reason-paused-by-you = آپ نے روکا ہے۔ جاری رکھنے کے لیے دوبارہ چلائیں دبائیں۔
reason-template-paused = Meta نے کم معیار کی وجہ سے ٹیمپلیٹ "{ $template }" روک دیا ہے۔ یہ مہم روک دی گئی ہے؛ باقی پیغامات جاتے رہیں گے۔ Meta کے ٹیمپلیٹ دوبارہ منظور کرنے پر یہ خود شروع ہو جائے گی۔
reason-template-disabled = Meta نے ٹیمپلیٹ "{ $template }" ہمیشہ کے لیے بند کر دیا ہے۔ یہ مہم روک دی گئی ہے؛ نیا ٹیمپلیٹ بنا کر اس کی جگہ استعمال کریں۔
# $template: the template's name; $status: Meta's word for its new status.
reason-template-not-approved = ٹیمپلیٹ "{ $template }" اب منظور شدہ نہیں ({ $status })۔ یہ مہم روک دی گئی ہے؛ باقی پیغامات جاتے رہیں گے۔
reason-skipped-opted-out = اس گاہک نے آپ کے کاروبار کے مارکیٹنگ پیغامات بند کر دیے ہیں، اس لیے Pacer نے یہ مارکیٹنگ ٹیمپلیٹ نہیں بھیجا۔
reason-summary-empty = اس مہم میں ابھی کوئی پیغام نہیں۔
# A report's line. Each count is a number; a part whose count is 0 is left out; $first
# names the first part said, which follows the semicolon, the others a comma.
reason-summary = { $total } میں سے { $delivered } { $total ->
        [one] پیغام
       *[other] پیغامات
    } پہنچ گئے، اب تک { $read } پڑھے گئے{ $waiting ->
        [0] {""}
       *[other] { $first ->
            [waiting] {"؛ "}
           *[other] {"، "}
        }{ $waiting } بھیجے گئے اور پہنچنے کے منتظر
    }{ $failed ->
        [0] {""}
       *[other] { $first ->
            [failed] {"؛ "}
           *[other] {"، "}
        }{ $failed } ناکام
    }{ $skipped ->
        [0] {""}
       *[other] { $first ->
            [skipped] {"؛ "}
           *[other] {"، "}
        }{ $skipped } چھوڑے گئے
    }{ $unsent ->
        [0] {""}
       *[other] { $first ->
            [unsent] {"؛ "}
           *[other] {"، "}
        }{ $unsent } ابھی بھیجنے ہیں
    }{ $cancelled ->
        [0] {""}
       *[other] { $first ->
            [cancelled] {"؛ "}
           *[other] {"، "}
        }{ $cancelled } منسوخ
    }{ $expired ->
        [0] {""}
       *[other] { $first ->
            [expired] {"؛ "}
           *[other] {"، "}
        }{ $expired } وقت پر نہ جا سکے
    }۔

# (end of Engine, reports)

## Engine, imports: an import's report, its problem rows and why an import was refused

engine-import-reason = { $reason ->
        [empty] خالی
        [not_a_number] فون نمبر نہیں
        [several_numbers] ایک خانے میں ایک سے زیادہ نمبر
        [shortened_by_excel] Excel نے چھوٹا کر دیا (سائنسی انداز میں ہندسے ضائع ہو گئے)
        [too_short] بہت چھوٹا
        [too_long] بہت لمبا
        [unknown_country_code] نامعلوم ملکی کوڈ
       *[not_valid_for] { $country } کا درست نمبر نہیں
    }
engine-import-reason-of-one = { $reason ->
        [empty] خانہ خالی ہے
        [not_a_number] یہ فون نمبر نہیں ہے
        [several_numbers] ایک خانے میں ایک سے زیادہ نمبر ہیں
        [shortened_by_excel] Excel نے نمبر چھوٹا کر دیا
        [too_short] ایک ہندسہ کم ہے
        [too_long] ایک ہندسہ زیادہ ہے
        [unknown_country_code] ملکی کوڈ نامعلوم ہے
       *[not_valid_for] { $country } کا درست نمبر نہیں
    }
engine-import-reason-of-many = { $reason ->
        [empty] خانے خالی ہیں
        [not_a_number] فون نمبر نہیں ہیں
        [several_numbers] ایک خانے میں ایک سے زیادہ نمبر ہیں
        [shortened_by_excel] Excel نے نمبر چھوٹے کر دیے
        [too_short] ایک ہندسہ کم ہے
        [too_long] ایک ہندسہ زیادہ ہے
        [unknown_country_code] ملکی کوڈ نامعلوم ہے
       *[not_valid_for] { $country } کے درست نمبر نہیں
    }
engine-import-summary-problem = { $commonest ->
        [it] فہرست دیکھیں — وجہ: { engine-import-reason-of-one }
        [all] فہرست دیکھیں — سب کی وجہ: { engine-import-reason-of-many }
        [most] فہرست دیکھیں — زیادہ تر کی وجہ: { engine-import-reason-of-many }
        [single] فہرست دیکھیں — 1 کی وجہ: { engine-import-reason-of-one }
        [some] فہرست دیکھیں — { $reason_count } کی وجہ: { engine-import-reason-of-many }
       *[none] فہرست دیکھیں
    }
engine-import-summary = { $rows ->
        [one] { $rows } قطار پڑھی گئی
       *[other] { $rows } قطاریں پڑھی گئیں
    }: { $saved ->
        [yes] { $new ->
                [one] { $new } رابطہ شامل ہوا
               *[other] { $new } رابطے شامل ہوئے
            }{ $updated ->
                [0] {""}
                [one] ، { $updated } رابطہ اپڈیٹ ہوا
               *[other] ، { $updated } رابطے اپڈیٹ ہوئے
            }{ $unchanged ->
                [0] {""}
                [one] ، { $unchanged } رابطہ پہلے سے تازہ تھا
               *[other] ، { $unchanged } رابطے پہلے سے تازہ تھے
            }
       *[no] { $contacts ->
                [one] { $contacts } رابطہ
               *[other] { $contacts } رابطے
            }
    }{ $duplicates ->
        [0] {""}
        [one] ، { $duplicates } دہرائی گئی قطار ملا دی گئی
       *[other] ، { $duplicates } دہرائی گئی قطاریں ملا دی گئیں
    }{ $invalid ->
        [0] {""}
        [one] ، { $invalid } نمبر درست نہیں ({ engine-import-summary-problem })
       *[other] ، { $invalid } نمبر درست نہیں ({ engine-import-summary-problem })
    }{ $empty ->
        [0] {""}
        [one] ، { $empty } خالی قطار چھوڑ دی گئی
       *[other] ، { $empty } خالی قطاریں چھوڑ دی گئیں
    }۔{ $opted_out ->
        [0] {""}
        [one] {" "}ان میں سے { $opted_out } نے پہلے مارکیٹنگ پیغامات بند کیے تھے اور وہ بند ہی رہیں گے۔
       *[other] {" "}ان میں سے { $opted_out } نے پہلے مارکیٹنگ پیغامات بند کیے تھے اور وہ بند ہی رہیں گے۔
    }

engine-import-error-open = Pacer فائل { $path } نہیں کھول سکا: { $reason }۔ دیکھیں کہ فائل موجود ہے اور کسی دوسرے پروگرام میں کھلی نہیں ہے۔
engine-import-error-not-a-file = { $path } ایسی فائل نہیں جسے Pacer امپورٹ کر سکے (یہ فولڈر، ڈیوائس یا پائپ ہے)۔ خود CSV یا Excel فائل منتخب کریں۔
engine-import-error-read = Pacer پوری فائل نہیں پڑھ سکا ({ $reason })۔ فائل اس کمپیوٹر پر کاپی کریں اور دوبارہ امپورٹ کریں۔
engine-import-error-empty = فائل خالی ہے۔ اپنے بلنگ سسٹم سے فہرست دوبارہ ایکسپورٹ کریں اور نئی فائل امپورٹ کریں۔
engine-import-error-no-data = فائل میں کالموں کے نام والی قطار ہے مگر اس کے نیچے کوئی رابطہ نہیں۔ فہرست اس کی قطاروں سمیت دوبارہ ایکسپورٹ کریں۔
engine-import-error-not-a-list = یہ فائل رابطوں کی ایسی فہرست نہیں جسے Pacer پڑھ سکے (یہ { $looks_like ->
        [pdf] PDF دستاویز
        [image] تصویر
        [gzip] کمپریس کی ہوئی (gzip) فائل
        [rar] کمپریس کی ہوئی (RAR) فائل
        [seven_zip] کمپریس کی ہوئی (7-Zip) فائل
        [empty_zip] خالی کمپریس کی ہوئی (ZIP) فائل
        [huge_sheet] ایک کروڑ سے زیادہ خانوں والی اسپریڈشیٹ
       *[binary] بائنری فائل
    } لگتی ہے)۔ فہرست کو Excel سے .xlsx یا .csv کے طور پر محفوظ کریں اور وہ امپورٹ کریں۔
engine-import-error-password-protected = یہ فائل پاس ورڈ سے محفوظ ہے۔ اسے Excel میں کھولیں، پاس ورڈ ہٹائیں (File → Info → Protect Workbook)، محفوظ کریں اور دوبارہ امپورٹ کریں۔
engine-import-error-damaged = یہ فائل خراب یا ادھوری ہے ({ $detail })۔ اسے Excel میں کھول کر دوبارہ محفوظ کریں، یا فہرست دوبارہ ایکسپورٹ کریں۔
engine-import-error-expands-too-far = یہ اسپریڈشیٹ کھلنے پر { $expanded } کی ہو جائے گی، جو کسی بھی رابطوں کی فہرست سے بہت زیادہ ہے: یہ خراب ہو سکتی ہے، یا پروگرام بند کرانے کے لیے بنائی گئی ہو۔ اسے اپنے اسپریڈشیٹ پروگرام سے دوبارہ محفوظ کریں، یا فہرست CSV میں ایکسپورٹ کریں۔
engine-import-error-packed-too-tightly = یہ اسپریڈشیٹ عام اسپریڈشیٹ پروگراموں سے کہیں زیادہ دبا کر بنائی گئی ہے ({ $packed } کا ایک حصہ کھلنے پر { $unpacked } کا ہو جائے گا): یہ خراب ہو سکتی ہے، یا پروگرام بند کرانے کے لیے بنائی گئی ہو۔ اسے اپنے اسپریڈشیٹ پروگرام سے دوبارہ محفوظ کریں، یا فہرست CSV میں ایکسپورٹ کریں۔
engine-import-error-too-many-parts = یہ اسپریڈشیٹ { $parts } حصوں سے بنی ہے، جبکہ رابطوں کی فہرست میں چند درجن ہوتے ہیں: یہ خراب ہو سکتی ہے، یا پروگرام بند کرانے کے لیے بنائی گئی ہو۔ اسے اپنے اسپریڈشیٹ پروگرام سے دوبارہ محفوظ کریں، یا فہرست CSV میں ایکسپورٹ کریں۔
engine-import-error-unclosed-quote = قطار { $row } میں ایک کوٹ (") کھلتا ہے جو کبھی بند نہیں ہوتا، اس لیے باقی ساری فائل ایک خانے کی طرح پڑھی جائے گی۔ قطار { $row } میں کوٹ درست کریں اور دوبارہ امپورٹ کریں۔
engine-import-error-line-too-long = قطار { $row } آٹھ MB سے لمبی ہے، اس لیے یہ رابطوں کی ایسی فہرست نہیں جسے Pacer پڑھ سکے۔ دیکھیں کہ آپ نے صحیح فائل چنی ہے۔
engine-import-error-no-phone-column = { $listed ->
        [yes] کوئی کالم فون نمبروں جیسا نہیں لگتا: اسے --column phone=<header> سے بتائیں (کالم یہ ہیں: { $columns })۔
       *[no] کوئی کالم فون نمبروں جیسا نہیں لگتا: اسے --column phone=<header> سے بتائیں۔
    }
engine-import-error-column-not-found = { $listed ->
        [yes] اس فائل میں "{ $wanted }" نام کا کوئی کالم نہیں (کالم یہ ہیں: { $columns })۔ --column { $role }=<header> میں ہجے دیکھیں۔
       *[no] اس فائل میں "{ $wanted }" نام کا کوئی کالم نہیں۔ --column { $role }=<header> میں ہجے دیکھیں۔
    }
engine-import-error-bad-column-option = --column کے ساتھ phone=<header> یا name=<header> لکھیں، "{ $text }" نہیں۔
engine-import-error-unknown-country = "{ $code }" کوئی ایسا ملک نہیں جسے Pacer جانتا ہو۔ دو حرفی ملکی کوڈ لکھیں، جیسے PK، IN یا GB۔
engine-import-error-no-list-name = فہرست کا نام رکھیں، تاکہ بعد میں کوئی مہم ان رابطوں کو ڈھونڈ سکے۔
engine-import-error-save = رابطے محفوظ نہیں ہو سکے: { $reason }
engine-import-error-stopped = امپورٹ آخر سے پہلے رک گیا؛ آخری محفوظ قطار کے بعد کچھ محفوظ نہیں ہوا۔
engine-import-error-rows-to-fix = Pacer درست کرنے والی قطاروں کی فہرست { $path } میں محفوظ نہیں کر سکا ({ $reason })۔ دیکھیں کہ ڈسک میں جگہ ہے، پھر فائل دوبارہ امپورٹ کریں۔

engine-import-choose-file-first = پہلے امپورٹ کے لیے فائل چنیں: "چنیں…" دبائیں۔
engine-import-preview-stopped = پیش نظارہ اچانک رک گیا۔ دوبارہ کوشش کریں۔
engine-import-rows-to-fix-not-written = Pacer فائل { $path } نہیں لکھ سکا۔ کوئی دوسرا فولڈر چنیں۔
engine-import-rows-to-fix-unfinished = Pacer فائل پوری نہیں لکھ سکا۔ دیکھیں کہ ڈسک میں جگہ ہے۔
engine-import-saving-stopped = محفوظ کرنا اچانک رک گیا۔ دوبارہ کوشش کریں۔

# (end of Engine, imports)

## Engine, campaigns: a campaign's check, its sending plan, invoice PDFs and why a campaign
## was refused

# The check before launch: what is wrong with one recipient, and the summary's first sentence.
engine-campaign-problem-pdf = { $kind ->
        [image] تصویر
        [video] ویڈیو
       *[document] PDF
    }
engine-campaign-problem-pdf-column = { $kind ->
        [image] تصویر
        [video] ویڈیو
       *[document] PDF
    } ({ $column })
engine-campaign-problem-pdf-file = { $kind ->
        [image] تصویر
        [video] ویڈیو
       *[document] PDF
    } “{ $file }”
engine-campaign-problem-empty-column = اس کسٹمر کا کالم “{ $column }” خالی ہے، اس لیے لگانے کے لیے کوئی { $kind ->
        [image] تصویر
        [video] ویڈیو
       *[document] انوائس
    } نہیں
engine-campaign-problem-upload-unfinished = اپلوڈ مکمل نہیں ہوا
engine-campaign-check-summary = مخاطبین میں { $audience } کسٹمرز: { $ready } بھیجنے کے لیے تیار{ $opted_out ->
        [0] {""}
       *[other] ، { $opted_out } نے مارکیٹنگ پیغامات بند کیے ہیں (انہیں نہیں بھیجا جائے گا)
    }{ $problems ->
        [0] {""}
       *[other] ، { $problems } میں کوئی مسئلہ ہے جسے پہلے ٹھیک کرنا ہے (فہرست دیکھیں)
    }۔
engine-campaign-languages = زبان کے حساب سے (کالم { $column }): { $list }۔{ $fell_back ->
        [0] {""}
       *[other] { " " }ان میں سے { $fell_back } کو { $fallback } ملے گا کیونکہ ان کا { $column } خالی ہے یا ایسی زبان بتاتا ہے جس میں یہ ٹیمپلیٹ منظور نہیں۔
    }
engine-campaign-retried = { $retried } ناکام پیغامات دوبارہ بھیجے گئے؛ { $left } جیسے تھے ویسے چھوڑ دیے گئے کیونکہ دوبارہ کوشش سے ان کی وجہ نہیں بدلتی۔

# A value of the template (or the template itself) Meta would refuse.
engine-campaign-value-not-synced = Pacer ابھی ٹیمپلیٹ “{ $name }” ({ $language }) کا مواد نہیں جانتا۔ “Meta سے سنک کریں” دبائیں، پھر دوبارہ کوشش کریں۔
engine-campaign-value-no-media-header = ٹیمپلیٹ “{ $name }” میں PDF، تصویر یا ویڈیو والا ہیڈر نہیں، اس لیے فائل نہیں لگ سکتی۔ دستاویز والے ہیڈر کا ٹیمپلیٹ چنیں، یا فائل ہٹا دیں۔
engine-campaign-value-message-too-long = ویلیوز بھرنے کے بعد پیغام کا متن { $length } حروف کا ہے؛ جب ٹیمپلیٹ میں ہیڈر، فوٹر یا بٹن ہوں تو WhatsApp زیادہ سے زیادہ { $max } حروف لیتا ہے۔ ویلیوز چھوٹی کریں۔
engine-campaign-value-paused = Meta نے کم معیار کی وجہ سے ٹیمپلیٹ “{ $name }” روک دیا ہے، اس لیے جب تک Meta اسے دوبارہ منظور نہ کرے یہ بھیجا نہیں جا سکتا۔
engine-campaign-value-disabled = بار بار کم معیار کی وجہ سے Meta نے ٹیمپلیٹ “{ $name }” ہمیشہ کے لیے بند کر دیا ہے۔ نیا ٹیمپلیٹ بنائیں۔
engine-campaign-value-in-review = ٹیمپلیٹ “{ $name }” کا Meta ابھی جائزہ لے رہا ہے؛ منظوری کے بعد یہ بھیجا جا سکے گا۔
engine-campaign-value-rejected = Meta نے ٹیمپلیٹ “{ $name }” مسترد کر دیا۔ اسے WhatsApp Manager میں بدلیں اور دوبارہ جمع کرائیں۔
engine-campaign-value-deleted = ٹیمپلیٹ “{ $name }” Meta پر حذف ہو چکا ہے۔ کوئی اور ٹیمپلیٹ چنیں۔
engine-campaign-value-status = ٹیمپلیٹ “{ $name }” Meta پر { $status } ہے؛ صرف منظور شدہ ٹیمپلیٹس بھیجے جا سکتے ہیں۔
engine-campaign-value-empty = { $label } خالی ہے؛ WhatsApp کو ہر ویری ایبل کی ویلیو چاہیے۔ اسے کسی کالم یا مقررہ متن سے جوڑیں، یا خالی خانہ بھریں۔
engine-campaign-value-too-long = { $label } { $length } حروف کا ہے؛ یہاں WhatsApp زیادہ سے زیادہ { $max } حروف لیتا ہے۔ اسے چھوٹا کریں۔
engine-campaign-value-character = { $label } میں { $what ->
        [line-break] نئی سطر
        [tab] ٹیب
       *[spaces] لگاتار چار سے زیادہ خالی جگہیں
    } ہے، جس کی WhatsApp ٹیمپلیٹ کی ویلیوز میں اجازت نہیں دیتا۔ اس کی جگہ ایک خالی جگہ رکھیں۔
engine-campaign-value-location = { $label } عرض بلد، طول بلد کی صورت میں لکھیں (مثلاً 24.8607, 67.0011)، چاہیں تو اس کے بعد | نام | پتہ۔
engine-campaign-value-no-file = { $label } موجود نہیں۔ فائل، اس کا لنک، یا اس کی میڈیا آئی ڈی دیں۔
engine-campaign-value-link = { $label } ایک https:// لنک یا Meta پر اپلوڈ کی گئی میڈیا آئی ڈی ہونی چاہیے۔
engine-campaign-value-not-pdf = { $label } PDF ہونی چاہیے؛ “{ $file }” PDF نہیں۔ اسے PDF کے طور پر محفوظ کریں، پھر دوبارہ کوشش کریں۔

# Why a campaign was refused.
engine-campaign-not-found = “{ $campaign }” نام کی کوئی مہم نہیں۔ `pacer campaign list` سب مہمات دکھاتا ہے۔
engine-campaign-not-in-audience = { $phone } اس مہم کے کسٹمرز (اس کی فہرستوں اور ٹیگز کے ممبرز) میں شامل نہیں۔ ان میں سے کوئی نمبر دیں، یا پہلے کسٹمر کے لیے کوئی نمبر نہ دیں۔
engine-campaign-unknown-template = ٹیمپلیٹ “{ $name }” ({ $language }) Pacer کی ٹیمپلیٹ فہرست میں نہیں۔ “Meta سے سنک کریں” دبائیں، پھر نام اور زبان چیک کریں۔
engine-campaign-not-approved = ٹیمپلیٹ “{ $name }” کی حالت { $status } ہے، منظور شدہ نہیں: صرف Meta کے منظور کیے ہوئے ٹیمپلیٹس بھیجے جا سکتے ہیں۔ اسے WhatsApp Manager میں دیکھیں، پھر “Meta سے سنک کریں” دبائیں۔
engine-campaign-unmapped = { $label } کی کوئی ویلیو نہیں: اسے کسی کالم یا مقررہ متن سے جوڑیں ({ $key }=column:<header> یا { $key }=text:<words>)۔
engine-campaign-unknown-variable = ٹیمپلیٹ میں “{ $key }” نام کا کوئی ویری ایبل نہیں۔ اس کے ویری ایبلز یہ ہیں: { $known }۔
engine-campaign-unknown-list = “{ $list }” نام کی کوئی فہرست نہیں۔ پہلے اس میں کانٹیکٹس امپورٹ کریں (`pacer import FILE --list "{ $list }"`)۔
engine-campaign-no-audience = مہم کے کوئی مخاطب نہیں: کم از کم ایک فہرست یا ٹیگ چنیں۔
engine-campaign-no-name = مہم کو کوئی نام دیں، جیسے “دسمبر کی انوائسز”: اسی نام سے آپ اسے مہمات کی فہرست اور اس کی رپورٹ میں ڈھونڈیں گے۔
engine-campaign-bad-schedule = وقت “{ $schedule }” پڑھا نہیں جا سکا: اسے 2026-12-01 09:00 کی طرح لکھیں، ساتھ ٹائم زون جیسے Asia/Karachi۔
engine-campaign-bad-hours = بھیجنے کے اوقات “{ $hours }” پڑھے نہیں جا سکے: دن کے دو مختلف وقت لکھیں، جیسے 09:00 اور 20:00، ساتھ ٹائم زون جیسے Asia/Karachi۔
engine-campaign-two-header-sources = یا تو سب کے لیے ایک فائل چنیں یا ہر کسٹمر کی فائل والا فولڈر، دونوں نہیں۔
engine-campaign-no-media-header = ٹیمپلیٹ “{ $template }” میں تصویر، ویڈیو یا دستاویز والا ہیڈر نہیں، اس لیے اس میں فائل نہیں جاتی: ایسے ہیڈر والا ٹیمپلیٹ چنیں، یا فائل ہٹا دیں۔
engine-campaign-changed = مہم “{ $name }” آپ کے دیکھنے کے بعد بدل گئی: { $who } نے { $time } پر اسے { $action ->
        [launched] شروع کیا
        [paused] روکا
        [resumed] دوبارہ چلایا
        [cancelled] منسوخ کیا
        [created] بنایا
       *[changed] بدلا
    }۔ کچھ نہیں کیا گیا؛ اسے دوبارہ دیکھیں، پھر فیصلہ کریں۔
engine-campaign-changed-by-pacer = مہم “{ $name }” آپ کے دیکھنے کے بعد بدل گئی: Pacer نے اسے بدلا (جاری شروعات، یا کوئی شیڈول)۔ کچھ نہیں کیا گیا؛ اسے دوبارہ دیکھیں، پھر فیصلہ کریں۔
engine-campaign-has-problems = { $audience } میں سے { $problems } وصول کنندگان کو مہم کی موجودہ حالت میں پیغام نہیں بھیجا جا سکتا (فہرست میں دیکھیں کون اور کیوں)۔ انہیں ٹھیک کریں، یا باقی { $ready } کو بھیجنے کے لیے پھر بھی شروع کریں۔
engine-campaign-nobody-ready = مخاطبین میں { $audience } کسٹمرز: { $ready } بھیجنے کے لیے تیار{ $opted_out ->
        [0] {""}
       *[other] ، { $opted_out } نے مارکیٹنگ پیغامات بند کیے ہیں (انہیں نہیں بھیجا جائے گا)
    }{ $problems ->
        [0] {""}
       *[other] ، { $problems } میں کوئی مسئلہ ہے جسے پہلے ٹھیک کرنا ہے (فہرست دیکھیں)
    }۔ بھیجنے کے لیے کوئی بھی نہیں۔
engine-campaign-over = مہم “{ $name }” { $state ->
        [done] مکمل ہو چکی ہے
       *[cancelled] منسوخ ہو چکی ہے
    }: اب { $action ->
        [pause] روکنے
        [resume] دوبارہ چلانے
       *[cancel] منسوخ کرنے
    } کے لیے کچھ باقی نہیں
engine-campaign-launch-again = مہم “{ $name }” { $state ->
        [done] مکمل ہو چکی ہے
       *[cancelled] منسوخ ہو چکی ہے
    }: اسے دوبارہ شروع نہیں کیا جا سکتا؛ پھر سے بھیجنے کے لیے اس کی کاپی بنائیں
engine-campaign-delete-sent = مہم “{ $name }” کی حالت: { $state ->
        [draft] ڈرافٹ
        [scheduled] وقت مقرر
        [launching] شروع ہو رہی ہے
        [running] چل رہی ہے
        [paused] روکی گئی
        [done] مکمل
       *[cancelled] منسوخ
    }۔ صرف وہی مہم حذف ہو سکتی ہے جس نے کبھی کچھ نہ بھیجا ہو؛ اس کی بجائے اسے منسوخ کریں، اس کی رپورٹ رہے گی
engine-campaign-delete-started = مہم “{ $name }” کی حالت: { $state ->
        [draft] ڈرافٹ
        [scheduled] وقت مقرر
        [launching] شروع ہو رہی ہے
        [running] چل رہی ہے
        [paused] روکی گئی
        [done] مکمل
       *[cancelled] منسوخ
    }۔ یہ بھیجنا شروع کر چکی ہے، اس لیے اس کی رپورٹ کے لیے رکھی جاتی ہے؛ اس کی بجائے اسے منسوخ کریں
engine-campaign-launch-stopped = مہم “{ $name }” منسوخ ہو چکی ہے: شروع کرنا رک گیا؛ مزید کچھ قطار میں نہیں لگایا جائے گا

# The sending plan against Meta's daily limit of customers.
engine-plan-unlimited = Meta یہ حد نہیں لگاتا کہ آپ کا اکاؤنٹ کتنے کسٹمرز تک پہنچے: سب { $count } ابھی جائیں گے۔
engine-plan-all-now = یہ مہم { $new } نئے کسٹمرز تک پہنچتی ہے۔ Meta آپ کے اکاؤنٹ کو روزانہ { $limit } کسٹمرز سے بات شروع کرنے دیتا ہے، اور آج ان میں سے { $used } استعمال ہو چکے ہیں: یہ سب ابھی جائیں گے۔
engine-plan-split = یہ مہم { $new } نئے کسٹمرز تک پہنچتی ہے۔ Meta آپ کے اکاؤنٹ کو روزانہ { $limit } کسٹمرز سے بات شروع کرنے دیتا ہے، اور آج ان میں سے { $used } استعمال ہو چکے ہیں۔ Pacer { $now } کو ابھی بھیجے گا اور باقی { $rest } کو { $day ->
        [today] آج { $time } سے
        [tomorrow] کل { $time } سے
        [later] بعد میں
       *[other] { $date } کو { $time } سے
    }۔
engine-plan-limit-reached = Meta کی روزانہ حد پوری ہو گئی: آج { $limit } میں سے { $used } کسٹمرز۔ مہم کے نئے پیغامات اس وقت تک انتظار کریں گے جب تک کل کے کسٹمرز پچھلے 24 گھنٹوں سے باہر نہ ہو جائیں؛ پھر Pacer انہیں خود بھیج دے گا۔ جن کسٹمرز نے آپ کو لکھا ہے انہیں OTP اب بھی جاتے ہیں۔
engine-plan-limit-near = آج { $limit } میں سے { $used } کسٹمرز استعمال ہو چکے ہیں ({ $percent } %)۔ اس وقت کوئی بڑی مہم حصوں میں جائے گی: شروع کرنے سے پہلے Pacer منصوبہ دکھاتا ہے۔
# Sending hours in the plan before launch ($customer is yes when each customer's hours are read in their own time).
engine-hours-plan-all-fit = تمام { $count } مہم کے بھیجنے کے اوقات { $close } بجے بند ہونے سے پہلے جائیں گے۔{ $customer ->
        [yes] { " " }ہر کسٹمر کے اوقات اس کے اپنے وقت میں پڑھے جاتے ہیں جہاں اس کے ملک میں ایک ہی وقت ہو؛ یہاں کے اوقات { $zone } کے وقت میں ہیں۔
       *[no] {""}
    }
engine-hours-plan-split = { $now } مہم کے بھیجنے کے اوقات { $close } بجے بند ہونے سے پہلے جائیں گے؛ باقی { $rest } انتظار کریں گے اور { $day ->
        [today] آج { $time } سے
        [tomorrow] کل { $time } سے
        [later] بعد میں
       *[other] { $date } کو { $time } سے
    } جائیں گے۔{ $customer ->
        [yes] { " " }ہر کسٹمر کے اوقات اس کے اپنے وقت میں پڑھے جاتے ہیں جہاں اس کے ملک میں ایک ہی وقت ہو؛ یہاں کے اوقات { $zone } کے وقت میں ہیں۔
       *[no] {""}
    }
engine-hours-plan-closed = مہم کے بھیجنے کے اوقات ابھی بند ہیں: تمام { $count } { $day ->
        [today] آج { $time } سے
        [tomorrow] کل { $time } سے
        [later] بعد میں
       *[other] { $date } کو { $time } سے
    } جائیں گے۔{ $customer ->
        [yes] { " " }ہر کسٹمر کے اوقات اس کے اپنے وقت میں پڑھے جاتے ہیں جہاں اس کے ملک میں ایک ہی وقت ہو؛ یہاں کے اوقات { $zone } کے وقت میں ہیں۔
       *[no] {""}
    }

# Invoice PDFs.
engine-pdf-no-folder = وہ فولڈر چنیں جس میں انوائس کی PDF فائلیں ہیں۔
engine-pdf-folder-missing = انوائس کا فولڈر { $folder } موجود نہیں۔ راستہ چیک کریں۔
engine-pdf-not-a-folder = { $folder } ایک فائل ہے، فولڈر نہیں: وہ فولڈر دیں جس میں انوائسز ہیں۔
engine-pdf-unsafe = “{ $file }” انوائس فولڈر میں کسی فائل کا نام نہیں ({ $reason ->
        [separator] اس میں فولڈر کا الگ کرنے والا نشان ہے
        [not-plain] یہ سادہ فائل کا نام نہیں
        [outside] یہ فولڈر سے باہر کی کسی فائل کا لنک ہے
       *[other] { $why }
    })؛ Pacer صرف اسی فولڈر کے اندر کی فائلیں بھیجتا ہے۔
engine-pdf-not-a-file = انوائس فولڈر میں “{ $file }” فائل نہیں (یہ فولڈر، پائپ یا ڈیوائس ہے)۔ انوائس کی PDF اسی نام سے وہاں رکھیں۔
engine-header-file-not-found = { $kind ->
        [image] فولڈر میں “{ $file }” (یا .jpg، .jpeg یا .png والی “{ $file }”) نام کی کوئی فائل نہیں۔
        [video] فولڈر میں “{ $file }” (یا .mp4 یا .3gp والی “{ $file }”) نام کی کوئی فائل نہیں۔
       *[document] انوائس فولڈر میں “{ $file }” (یا “{ $file }.pdf”) نام کی کوئی فائل نہیں۔
    }
engine-header-file-wrong-type = { $kind ->
        [image] “{ $file }” JPEG یا PNG تصویر نہیں: WhatsApp تصویر والے ہیڈر میں صرف یہی لیتا ہے۔
        [video] “{ $file }” MP4 یا 3GPP ویڈیو نہیں: WhatsApp ویڈیو والے ہیڈر میں صرف یہی لیتا ہے۔
       *[document] “{ $file }” PDF نہیں: WhatsApp ٹیمپلیٹس میں صرف PDF دستاویزات لیتا ہے۔
    }
engine-header-file-too-big = “{ $file }” کا سائز { $size } بائٹس ہے؛ WhatsApp زیادہ سے زیادہ { $kind ->
        [image] 5 MB کی تصویریں
        [video] 16 MB کی ویڈیوز
       *[document] 100 MB کی دستاویزات
    } لیتا ہے۔
engine-header-file-missing = فائل { $file } اب موجود نہیں۔ اسے دوبارہ چنیں۔
engine-pdf-changed = Pacer کے چیک کرنے کے بعد “{ $file }” بدل دی گئی (کسی اور فائل یا لنک سے)، اس لیے نہیں بھیجی گئی۔ انوائس فولڈر چیک کریں، پھر دوبارہ شروع کریں۔
engine-pdf-unreadable = “{ $file }” پڑھی نہیں جا سکی: { $why }
engine-pdf-upload = Meta نے “{ $file }” قبول نہیں کی: { $why }

engine-campaign-progress = { $total } میں سے { $delivered } پہنچ گئے، اب تک { $read } پڑھے گئے، { $failed } ناکام{ $expired ->
        [0] { "" }
       *[other] ، { $expired } کی مدت ختم (وقت پر نہیں بھیجے گئے)
    }{ $waiting ->
        [0] { "" }
       *[other] ، { $waiting } اپنے وقت کے انتظار میں
    }۔
engine-campaign-uploading = انوائسز اپ لوڈ ہو رہی ہیں: { $pdfs_total } میں سے { $pdfs_done } PDF، { $recipients } میں سے { $queued } پیغامات قطار میں۔ { engine-campaign-progress }

# (end of Engine, campaigns)

## Inbox: the conversations screen, a thread, the composer and quick replies

# The navigation and the screen
inbox-nav = ان باکس
inbox-title = ان باکس
inbox-unread-badge = { $count ->
        [one] { $count } نیا پیغام
       *[other] { $count } نئے پیغامات
    }
inbox-unread-total = { $count ->
        [0] کوئی نیا پیغام نہیں
        [one] { $count } پیغام ابھی نہیں پڑھا گیا
       *[other] { $count } پیغامات ابھی نہیں پڑھے گئے
    }
inbox-loading = لوڈ ہو رہا ہے…
inbox-try-again = دوبارہ کوشش کریں
inbox-cancel = منسوخ کریں
inbox-empty-title = ابھی کوئی گفتگو نہیں
inbox-empty = جب گاہک آپ کے پیغامات کا جواب دیں گے تو ان کے جواب یہاں نظر آئیں گے، اور آپ یہیں سے انہیں جواب دے سکیں گے۔
inbox-empty-demo = ڈیمو موڈ میں سمیولیٹر کے گاہک کسی مہم کی بھیجی گئی کچھ رسیدوں کا جواب دیتے ہیں: ان کے جواب یہاں دیکھنے کے لیے ایک مہم شروع کریں۔
inbox-list-error = Pacer گفتگو کی فہرست نہیں پڑھ سکا
inbox-thread-error = Pacer یہ گفتگو نہیں پڑھ سکا
inbox-pick = { $count ->
        [one] پڑھنے اور جواب دینے کے لیے ساتھ والی گفتگو چنیں۔
       *[other] پڑھنے اور جواب دینے کے لیے ساتھ والی { $count } گفتگوؤں میں سے ایک چنیں۔
    }

# The list
inbox-list-label = گفتگوئیں
inbox-search = نام، نمبر یا پیغام تلاش کریں
inbox-filter-campaign = کسی مہم کے جواب
inbox-filter-campaign-all = تمام گفتگوئیں
inbox-filter-campaign-none = اس نام کی کوئی مہم نہیں
inbox-filter-replies-to = { $campaign } کے جواب
inbox-filter-waiting = جواب کے منتظر
inbox-found = { $count ->
        [one] { $count } گفتگو ملی
       *[other] { $count } گفتگوئیں ملیں
    }
inbox-none-found = کوئی گفتگو نہیں ملی۔ دوسرے الفاظ آزمائیں یا فلٹر ہٹا دیں۔
inbox-you-wrote = آپ: { $text }
inbox-waiting = جواب کا منتظر
inbox-waiting-hint = آخری پیغام گاہک کا ہے اور ابھی کسی نے جواب نہیں دیا۔
inbox-window-open = آپ آزادانہ جواب دے سکتے ہیں
inbox-window-open-hint = گاہک نے پچھلے 24 گھنٹوں میں لکھا ہے، اس لیے آپ کوئی بھی پیغام بھیج سکتے ہیں۔
inbox-row-unread = { $count ->
        [one] { $count } نیا پیغام
       *[other] { $count } نئے پیغامات
    }

# What kind a message is, when it has no words of its own
inbox-kind-text = پیغام
inbox-kind-image = تصویر
inbox-kind-video = ویڈیو
inbox-kind-audio = آڈیو
inbox-kind-voice = صوتی پیغام
inbox-kind-document = دستاویز
inbox-kind-sticker = اسٹیکر
inbox-kind-location = مقام
inbox-kind-contacts = رابطہ
inbox-kind-button = بٹن سے جواب
inbox-kind-reaction = ردِعمل
inbox-kind-order = آرڈر
inbox-kind-template = ٹیمپلیٹ
inbox-kind-system = WhatsApp کی اطلاع
inbox-kind-other = کسی اور قسم کا پیغام

# The thread
inbox-thread-label = اس گاہک کے ساتھ پیغامات
inbox-thread-total = { $count ->
        [one] { $count } پیغام
       *[other] { $count } پیغامات
    }
inbox-thread-start = یہ اس گاہک کے ساتھ پہلا پیغام ہے۔
inbox-opted-out = مارکیٹنگ بند
inbox-media-downloading = ڈاؤن لوڈ ہو رہا ہے…
inbox-media-open = کھولیں
inbox-media-retry = دوبارہ کوشش کریں
inbox-media-gone = WhatsApp اب یہ فائل نہیں رکھتا۔ گاہک سے دوبارہ بھیجنے کو کہیں۔
inbox-media-failed = Pacer یہ فائل ڈاؤن لوڈ نہیں کر سکا۔
inbox-location-copy = نقشے کا لنک کاپی کریں
inbox-location-copied = لنک کاپی ہو گیا
inbox-contacts = { $count ->
        [one] ایک رابطہ بھیجا
       *[other] { $count } رابطے بھیجے
    }
inbox-button-tapped = “{ $button }” دبایا
inbox-choice-made = “{ $choice }” چنا
inbox-form = ایک فارم بھرا
inbox-reacted = آپ کے پیغام پر ردِعمل دیا
inbox-reaction-removed = ردِعمل واپس لے لیا
inbox-order = { $count ->
        [one] { $count } چیز کا آرڈر بھیجا
       *[other] { $count } چیزوں کا آرڈر بھیجا
    }
inbox-system = WhatsApp کی طرف سے اطلاع
inbox-unsupported = WhatsApp اس قسم کا پیغام کاروبار تک نہیں پہنچاتا؛ گاہک سے کسی اور طریقے سے بھیجنے کو کہیں۔
inbox-unknown = ایسی قسم کا پیغام جو Pacer ابھی نہیں دکھاتا ({ $kind })۔
inbox-template-sent = ٹیمپلیٹ { $template }
inbox-sent-other = { $kind } قسم کا پیغام
inbox-from-campaign = مہم { $campaign } سے
inbox-step = { $state } { $time }
inbox-state-queued = بھیجنے کا انتظار
inbox-state-sent = بھیج دیا
inbox-state-delivered = پہنچ گیا
inbox-state-read = پڑھ لیا
inbox-state-failed = ناکام
inbox-state-waiting = انتظار میں

# The reply
inbox-reply-placeholder = جواب لکھیں (Enter سے بھیجیں، Shift+Enter سے نئی سطر)
inbox-caption-placeholder = فائل کے نیچے الفاظ (اختیاری)
inbox-send = بھیجیں
inbox-emoji = ایموجی
inbox-attach = فائل لگائیں
inbox-file-remove = فائل ہٹائیں
inbox-too-long = WhatsApp کے پیغام میں زیادہ سے زیادہ { $max } حروف ہو سکتے ہیں۔
inbox-window-left = { $hours ->
        [0] { $minutes ->
                [one] آپ مزید { $minutes } منٹ آزادانہ جواب دے سکتے ہیں
               *[other] آپ مزید { $minutes } منٹ آزادانہ جواب دے سکتے ہیں
            }
       *[other] آپ مزید { $hours } گھنٹے { $minutes } منٹ آزادانہ جواب دے سکتے ہیں
    }
inbox-window-closed = گاہک کی 24 گھنٹے کی مدت ختم ہو چکی ہے۔ اب WhatsApp صرف منظور شدہ ٹیمپلیٹ بھیجنے دیتا ہے۔
inbox-no-templates = ابھی کوئی منظور شدہ ٹیمپلیٹ نہیں۔ ٹیمپلیٹس کی اسکرین پر ٹیمپلیٹس سنک کریں، یا گاہک کے دوبارہ لکھنے کا انتظار کریں۔
inbox-template = ٹیمپلیٹ
inbox-template-choose = منظور شدہ ٹیمپلیٹ چنیں
inbox-template-none-found = اس نام کا کوئی ٹیمپلیٹ نہیں
inbox-template-value = {"{{"}{ $name }{"}}"} کی قدر
inbox-template-example = مثلاً { $example }
inbox-template-values-missing = { $count ->
        [one] { $count } قدر ابھی باقی ہے
       *[other] { $count } قدریں ابھی باقی ہیں
    }

# Quick replies
inbox-quick-replies = فوری جوابات
inbox-quick-none = ابھی کوئی فوری جواب نہیں۔ جواب لکھیں، پھر “فوری جواب کے طور پر محفوظ کریں” چنیں۔
inbox-quick-save = فوری جواب کے طور پر محفوظ کریں
inbox-quick-save-button = محفوظ کریں
inbox-quick-saved = فوری جواب محفوظ ہو گیا۔
inbox-quick-manage = فوری جوابات کا انتظام
inbox-quick-title = نام
inbox-quick-title-help = جو مینو میں نظر آئے، جیسے “ادائیگی موصول ہو گئی”۔
inbox-quick-body = الفاظ
inbox-quick-save-changes = تبدیلیاں محفوظ کریں
inbox-quick-delete = حذف کریں

# Settings → notifications
inbox-settings-title = گاہکوں کے نئے پیغامات
inbox-settings-notify = جب گاہک لکھیں تو مجھے بتائیں
inbox-settings-notify-help = ہر نئے پیغام پر ڈیسک ٹاپ اطلاع اور ان باکس پر گنتی۔

# (end of Inbox)

## Inbox media: files customers send, fetched from Meta

inbox-media-expired = یہ فائل اب WhatsApp کے پاس نہیں ہے: گاہک کی بھیجی ہوئی فائلیں 7 دن تک ہی لی جا سکتی ہیں۔ براہِ کرم گاہک سے دوبارہ بھیجنے کو کہیں۔
inbox-media-too-big = اس فائل کا سائز { $size } ہے، جو اس قسم کی فائل کے لیے WhatsApp کی حد ({ $limit }) سے زیادہ ہے۔ اسے ڈاؤن لوڈ نہیں کیا گیا۔
inbox-media-network = فائل نہیں لی جا سکی کیونکہ WhatsApp سے رابطہ ٹوٹ گیا ({ $detail })۔
inbox-media-meta-refused = WhatsApp نے فائل دینے سے انکار کر دیا: { $reason }
inbox-media-unexpected = فائل لیتے وقت WhatsApp نے ایک خرابی کا جواب دیا (HTTP { $status })۔
inbox-media-damaged = فائل خراب حالت میں پہنچی: یہ اس نشان سے میل نہیں کھاتی جو WhatsApp نے اس کے لیے دیا تھا۔
inbox-media-foreign-host = فائل کا پتہ WhatsApp کا سرور نہیں تھا ({ $host })، اس لیے Pacer نے اسے نہیں لیا: آپ کا ایکسیس ٹوکن صرف WhatsApp کو جاتا ہے۔
inbox-media-bad-answer = فائل کے بارے میں WhatsApp کا جواب پڑھا نہیں جا سکا ({ $detail })۔
inbox-media-disk = فائل Pacer کے ڈیٹا فولڈر میں محفوظ نہیں ہو سکی: { $detail }

# (end of Inbox media)

## Opt-outs: marketing choices staff make for a customer, do-not-contact lists

# Where a marketing choice came from (a contact's history, the opt-out export).
opt-outs-source-reply = گاہک نے جواب میں بند کرنے کو کہا
opt-outs-source-whatsapp-stop = گاہک نے واٹس ایپ میں مارکیٹنگ پیغامات بند کیے
opt-outs-source-whatsapp-resume = گاہک نے واٹس ایپ میں مارکیٹنگ پیغامات دوبارہ کھولے
opt-outs-source-meta = میٹا نے مارکیٹنگ پیغام قبول نہیں کیا: گاہک نے انہیں بند کیا ہوا تھا
opt-outs-source-staff = عملہ، Pacer میں
opt-outs-source-local-api = کوئی اور پروگرام، Pacer کی لوکل API کے ذریعے
opt-outs-source-other = { $source }
opt-outs-reason-list = رابطہ نہ کرنے کی فہرست { $file }
opt-outs-reason-consent = { $source } کے ذریعے دوبارہ رضامندی دی
opt-outs-status-allowed = مارکیٹنگ پیغامات: اجازت ہے
opt-outs-status-stopped = مارکیٹنگ پیغامات: بند ہیں
opt-outs-error-reason-needed = { $phone } نے مارکیٹنگ پیغامات خود بند کیے تھے۔ صرف ان کی اپنی درخواست پر یہ دوبارہ کھل سکتے ہیں: وجہ لکھیں، مثلاً "3 مئی کو فون پر کہا"۔
opt-outs-error-reason-too-long = وجہ بہت لمبی ہے: زیادہ سے زیادہ { $max } حروف لکھیں۔
opt-outs-error-bad-phone = "{ $phone }" ایسا فون نمبر نہیں جسے Pacer استعمال کر سکے۔ اسے ملک کے کوڈ کے ساتھ لکھیں، مثلاً +923001234567۔
opt-outs-error-person-missing = بتائیں کہ یہ تبدیلی کون کر رہا ہے۔
opt-outs-error-consent-source = بتائیں کہ گاہک نے آپ سے پیغامات لینے کی رضامندی کہاں دی، 1 سے { $max } حروف میں (مثلاً "ویب سائٹ فارم")۔
opt-outs-error-consent-in-future = گاہک کی رضامندی کا وقت مستقبل میں ہے۔ وہ وقت بھیجیں جب انہوں نے رضامندی دی، یا ابھی کا وقت استعمال کرنے کے لیے اسے خالی چھوڑیں۔
opt-outs-import-summary = { $rows ->
        [one] { $rows } قطار
       *[other] { $rows } قطاریں
    } پڑھی گئیں: { $opted_out ->
        [one] { $opted_out } گاہک کے لیے ابھی مارکیٹنگ بند کی گئی
       *[other] { $opted_out } گاہکوں کے لیے ابھی مارکیٹنگ بند کی گئی
    }، { $already } پہلے سے بند تھے، { $invalid ->
        [one] { $invalid } قطار فون نمبر نہیں
       *[other] { $invalid } قطاریں فون نمبر نہیں
    }۔
opt-outs-campaign-line = { $skipped ->
        [one] { $skipped } گاہک کو نہیں بھیجا گیا کیونکہ انہوں نے مارکیٹنگ بند کی ہوئی تھی
       *[other] { $skipped } گاہکوں کو نہیں بھیجا گیا کیونکہ انہوں نے مارکیٹنگ بند کی ہوئی تھی
    }؛ { $caused ->
        [one] { $caused } گاہک نے پیغام ملنے کے 7 دن کے اندر مارکیٹنگ بند کی۔
       *[other] { $caused } گاہکوں نے پیغام ملنے کے 7 دن کے اندر مارکیٹنگ بند کی۔
    }
opt-outs-switch-label = مارکیٹنگ پیغامات
opt-outs-switch-allowed = اجازت ہے
opt-outs-switch-stopped = بند ہیں
opt-outs-switch-change = تبدیل کریں…
opt-outs-dialog-title-stop = { $name } کو مارکیٹنگ پیغامات بند کریں
opt-outs-dialog-title-resume = { $name } کو مارکیٹنگ پیغامات دوبارہ بھیجنے کی اجازت دیں
opt-outs-dialog-reason = کیوں؟
opt-outs-dialog-reason-placeholder = مثلاً: فون پر بند کرنے کو کہا
opt-outs-dialog-reason-required = وجہ لکھیں: یہ گاہک کی تاریخ میں محفوظ رہتی ہے۔
opt-outs-dialog-own-warning = اس گاہک نے مارکیٹنگ پیغامات خود بند کیے تھے۔ دوبارہ اجازت صرف تب دیں جب گاہک نے خود کہا ہو، اور لکھیں کہ کب اور کیسے کہا۔
opt-outs-dialog-utility-note = رسیدیں، یاد دہانیاں اور لاگ اِن کوڈ (یوٹیلٹی اور تصدیقی پیغامات) پھر بھی جاتے رہیں گے۔
opt-outs-dialog-stop = مارکیٹنگ بند کریں
opt-outs-dialog-resume = مارکیٹنگ کی اجازت دیں
opt-outs-dialog-cancel = منسوخ کریں
opt-outs-dialog-close = بند کریں
opt-outs-since = { $when } سے
opt-outs-by = از { $by }
opt-outs-opted-in = آپ سے پیغامات لینے پر رضامندی: { $source }، { $when }
opt-outs-opted-in-source-only = آپ سے پیغامات لینے پر رضامندی: { $source }
opt-outs-opted-in-reply = گاہک نے پہلے خود لکھا
opt-outs-history-title = تاریخ
opt-outs-history-empty = اس گاہک کے لیے مارکیٹنگ کا کوئی فیصلہ درج نہیں۔
opt-outs-history-stop = بند کیے گئے
opt-outs-history-resume = دوبارہ اجازت دی گئی
opt-outs-history-reason = وجہ: { $reason }
opt-outs-import-button = رابطہ نہ کرنے کی فہرست…
opt-outs-import-title = رابطہ نہ کرنے کی فہرست
opt-outs-import-explain = فائل کے ہر فون نمبر کو فوراً مارکیٹنگ پیغامات بند ہو جاتے ہیں، ان پیغامات سمیت جو بھیجے جانے کے انتظار میں ہیں۔
opt-outs-import-country = ملک کے کوڈ کے بغیر لکھے نمبروں کا ملک
opt-outs-import-choose = فائل منتخب کریں…
opt-outs-import-reading = { $file } پڑھی جا رہی ہے…
opt-outs-import-invalid-title = وہ قطاریں جو فون نمبر نہیں
opt-outs-import-row = قطار { $row }
opt-outs-import-more = { $count ->
        [one] اور { $count } مزید قطار
       *[other] اور { $count } مزید قطاریں
    }
opt-outs-export-button = مارکیٹنگ بند کرنے والوں کی فہرست محفوظ کریں…
opt-outs-export-saved = فہرست { $file } میں محفوظ ہو گئی
opt-outs-report-skipped = نہیں بھیجا گیا: مارکیٹنگ بند
opt-outs-report-caused = 7 دن میں مارکیٹنگ بند کی
opt-outs-report-caused-hint = اس مہم کے وہ گاہک جنہوں نے پیغام ملنے کے 7 دن کے اندر کسی بھی طریقے سے مارکیٹنگ پیغامات بند کیے۔
opt-outs-load-error = Pacer اس گاہک کے مارکیٹنگ فیصلے نہیں پڑھ سکا
opt-outs-loading = گاہک کے مارکیٹنگ فیصلے پڑھے جا رہے ہیں…
opt-outs-not-saved = تبدیلی محفوظ نہیں ہوئی
opt-outs-import-failed = رابطہ نہ کرنے کی فہرست پڑھی نہیں جا سکی
opt-outs-export-excel = ایکسل میں محفوظ کریں…
opt-outs-export-csv = CSV میں محفوظ کریں…
opt-outs-export-failed = فہرست محفوظ نہیں ہوئی
opt-outs-switch-aria = { $contact } کے مارکیٹنگ پیغامات: تبدیل کریں

# (end of Opt-outs)

## Inbox, engine: replies refused, quick replies, new-message notices

inbox-reply-not-a-phone = “{ $number }” ایسا فون نمبر نہیں جس پر Pacer پیغام بھیج سکے۔ نمبر چیک کر کے دوبارہ کوشش کریں۔
inbox-reply-empty = ابھی بھیجنے کو کچھ نہیں۔ پیغام لکھیں یا فائل چنیں۔
inbox-reply-too-long = اس پیغام میں { $length } حروف ہیں؛ WhatsApp زیادہ سے زیادہ { $max } لیتا ہے۔ اسے مختصر کریں یا دو حصوں میں بھیجیں۔
inbox-reply-window-closed = گاہک کی 24 گھنٹے کی ونڈو بند ہو چکی ہے، اس لیے اب WhatsApp صرف منظور شدہ ٹیمپلیٹ کی اجازت دیتا ہے۔ نیچے سے ٹیمپلیٹ چنیں۔
inbox-reply-file-unreadable = Pacer “{ $file }” نہیں پڑھ سکا: { $why }۔ دیکھیں کہ فائل موجود ہے اور دوبارہ کوشش کریں۔
inbox-reply-file-empty = “{ $file }” خالی ہے۔ کوئی اور فائل چنیں۔
inbox-reply-file-too-big = “{ $file }” اس حد سے بڑی ہے جو WhatsApp { $kind ->
    [image] تصویر
    [video] ویڈیو
    [audio] آواز
   *[other] فائل
    } کے لیے دیتا ہے ({ $mb } MB)۔ چھوٹی فائل بھیجیں۔
inbox-reply-upload-failed = WhatsApp نے “{ $file }” قبول نہیں کی: { $why }۔ تھوڑی دیر بعد دوبارہ کوشش کریں۔
inbox-reply-unknown-template = Pacer ٹیمپلیٹ “{ $name }” ({ $language }) کو نہیں جانتا۔ ٹیمپلیٹس کی اسکرین پر ٹیمپلیٹس سنک کریں، پھر دوبارہ کوشش کریں۔
inbox-reply-not-taken = Pacer جواب قطار میں نہیں ڈال سکا۔ کچھ نہیں بھیجا گیا؛ دوبارہ کوشش کریں، اور اگر یہ بار بار ہو تو Pacer دوبارہ شروع کریں۔
inbox-quick-reply-title = فوری جواب کو 1 سے { $max } حروف کا عنوان دیں۔
inbox-quick-reply-body = فوری جواب میں الفاظ ہونے چاہییں، زیادہ سے زیادہ { $max } حروف۔
inbox-quick-reply-taken = ایک اور فوری جواب کا نام “{ $title }” ہے۔ کوئی اور عنوان چنیں۔
inbox-notice-title = { $count ->
    [one] { $name } کی طرف سے نیا پیغام
   *[other] { $name } کی طرف سے { $count } نئے پیغامات
    }
inbox-notice-many = { $people } گاہکوں کی طرف سے { $count } نئے پیغامات

inbox-media-not-here = یہ فائل ابھی اس کمپیوٹر پر نہیں ہے۔ ڈاؤن لوڈ ہونے کا انتظار کریں، یا دوبارہ کوشش کریں۔
inbox-media-not-opened = Pacer یہ فائل اس کمپیوٹر کے ویور سے نہیں کھول سکا۔ اسے ڈیٹا فولڈر کے media/inbound فولڈر سے کھولیں۔

inbox-campaign-replies = جن { $reached } گاہکوں تک پیغام پہنچا ان میں سے { $replied } نے جواب دیا؛ بٹن { $taps } بار دبائے گئے۔

inbox-report-replies-title = جوابات
inbox-report-button = بٹن
inbox-report-taps = کتنی بار دبایا
inbox-report-read-replies = جوابات ان باکس میں پڑھیں

# (end of Inbox, engine)

## Template builder

# A problem in a template draft, shown beside the field as the person types.
template-draft-name = ٹیمپلیٹ کے نام میں صرف چھوٹے انگریزی حروف، ہندسے اور انڈرسکور ہوتے ہیں (جیسے order_update)، زیادہ سے زیادہ { $max } حروف۔ نام بدلیں۔
template-draft-language = ٹیمپلیٹ کی زبان چنیں: en یا en_US جیسا کوڈ۔
template-draft-text-missing = یہ خالی ہے۔ اس کا متن لکھیں، یا اسے ہٹا دیں۔
template-draft-body-missing = ہر ٹیمپلیٹ کا مرکزی متن ضروری ہے: پیغام لکھیں۔
template-draft-too-long = اس میں { $length } حروف ہیں؛ زیادہ سے زیادہ { $max } ہو سکتے ہیں۔ اسے مختصر کریں۔
template-draft-variable-unclosed = ایک متغیر { $open } سے کھلا ہے مگر { $close } سے بند نہیں ہوا۔ اسے بند کریں، یا ہٹا دیں۔
template-draft-variable-order = متغیرات کے نمبر اسی ترتیب سے ہوتے ہیں جس میں وہ پہلی بار آتے ہیں، بیچ میں کوئی نمبر چھوٹے بغیر: جہاں { $expected } ہونا چاہیے وہاں { $found } ہے۔ نمبر درست کریں۔
template-draft-variable-name = { $found } متغیر کا درست نام نہیں۔ چھوٹے انگریزی حروف، ہندسے اور انڈرسکور استعمال کریں، جیسے { $example }۔
template-draft-variable-mixed = { $found } سے نمبر والے اور نام والے متغیرات مل گئے ہیں۔ پورے ٹیمپلیٹ میں ایک ہی قسم استعمال کریں۔
template-draft-variable-at-edge = مرکزی متن متغیر سے شروع یا ختم نہیں ہو سکتا۔ پہلے متغیر سے پہلے اور آخری کے بعد چند الفاظ لکھیں۔
template-draft-too-many-variables = اس متن کے لیے متغیرات بہت زیادہ ہیں: Meta ہر متغیر کے ساتھ کم از کم { $per } الفاظ چاہتا ہے، اور متن میں { $variables } متغیرات کے لیے صرف { $words } الفاظ ہیں۔ مزید متن لکھیں یا متغیرات کم کریں۔
template-draft-sample-missing = { $variable } کا نمونہ دیں: Meta کے جائزے کے لیے ایک مثال کہ گاہک کیا دیکھے گا۔
template-draft-header-one-variable = متن والے ہیڈر میں زیادہ سے زیادہ ایک متغیر ہو سکتا ہے۔ باقی ہٹا دیں۔
template-draft-header-file-missing = تصویر، ویڈیو یا دستاویز والے ہیڈر کو Meta پر اپ لوڈ کی گئی نمونہ فائل چاہیے۔ ایک فائل اپ لوڈ کریں۔
template-draft-footer-variables = فوٹر کا متن مستقل ہوتا ہے: اس کے متغیرات ہٹا دیں۔
template-draft-too-many-buttons = ایک ٹیمپلیٹ میں زیادہ سے زیادہ { $max } بٹن ہو سکتے ہیں۔ زائد بٹن ہٹا دیں۔
template-draft-quick-replies-apart = فوری جواب والے بٹن ساتھ ساتھ ہوتے ہیں۔ اس بٹن کو باقی فوری جوابات کے ساتھ لے جائیں۔
template-draft-too-many-url-buttons = ایک ٹیمپلیٹ میں زیادہ سے زیادہ { $max } لنک بٹن ہو سکتے ہیں۔ یہ بٹن ہٹا دیں۔
template-draft-too-many-phone-buttons = ایک ٹیمپلیٹ میں زیادہ سے زیادہ { $max } کال بٹن ہو سکتا ہے۔ یہ بٹن ہٹا دیں۔
template-draft-url-invalid = https:// سے شروع ہونے والا ویب ایڈریس لکھیں۔ اس کے آخر میں ایک متغیر { $variable } ہو سکتا ہے، اور اس کے بعد کچھ نہیں۔
template-draft-phone-invalid = “{ $phone }” بین الاقوامی انداز میں فون نمبر نہیں ہے۔ اسے ملک کے کوڈ کے ساتھ لکھیں، جیسے +923001234567۔
template-draft-auth-buttons = تصدیقی ٹیمپلیٹ میں صرف کوڈ کاپی کرنے والا بٹن ہوتا ہے۔ یہ بٹن ہٹا دیں۔
template-draft-auth-header = تصدیقی ٹیمپلیٹ میں تصویر، ویڈیو یا دستاویز والا ہیڈر نہیں ہوتا۔ اسے ہٹا دیں۔

# Creating, editing and deleting a template with Meta.
template-error-draft = Pacer نے ٹیمپلیٹ Meta کو نہیں بھیجا: مسودے میں { $problems } چیزیں درست کرنی ہیں۔
template-error-meta = Meta نے ٹیمپلیٹ قبول نہیں کیا: { $message } جو Meta نے بتایا ہے اسے درست کریں اور دوبارہ بھیجیں۔
template-error-duplicate = “{ $name }” نام کا ٹیمپلیٹ { $language } میں پہلے سے موجود ہے۔ کوئی اور نام چنیں، یا اسی ٹیمپلیٹ میں ترمیم کریں۔
template-error-unreachable = Pacer کو Meta کا جواب نہیں ملا: { $why }۔ انٹرنیٹ کنکشن دیکھیں، ٹیمپلیٹس سنک کر کے دیکھیں کہ تبدیلی Meta تک پہنچی یا نہیں، پھر دوبارہ کوشش کریں۔
template-error-not-found = Pacer “{ $name }” نام کا کوئی ٹیمپلیٹ نہیں جانتا۔ ٹیمپلیٹس سنک کریں، پھر دوبارہ کوشش کریں۔
template-error-not-editable = “{ $name }” کی حالت { $status } ہے: Meta صرف منظور شدہ، مسترد یا روکے گئے ٹیمپلیٹ میں ترمیم کرنے دیتا ہے۔ Meta کے جائزے کا انتظار کریں، پھر دوبارہ کوشش کریں۔
template-error-no-account = Pacer آپ کے WhatsApp بزنس اکاؤنٹ کی شناخت نہیں جانتا، اس لیے آپ کے ٹیمپلیٹس نہیں سنبھال سکتا۔ اسے ترتیبات میں درج کریں (PACER_WABA_ID) اور دوبارہ کوشش کریں۔
template-error-not-saved = تبدیلی Meta تک پہنچ گئی، مگر Pacer اسے محفوظ نہیں کر سکا: { $why }۔ اسے دیکھنے کے لیے ٹیمپلیٹس سنک کریں۔
template-created = “{ $name }” ({ $language }) جائزے کے لیے Meta کو بھیج دیا گیا۔ Meta کا فیصلہ آتے ہی Pacer اسے دکھائے گا۔
template-edited = “{ $name }” ({ $language }) کی تبدیلیاں جائزے کے لیے Meta کو بھیج دی گئیں۔ Meta کا فیصلہ آتے ہی Pacer اسے دکھائے گا۔
template-deleted = “{ $name }” ہر زبان میں حذف ہو گیا۔ Meta یہ نام 30 دن تک دوبارہ استعمال نہیں کرنے دیتا۔

# Why Meta rejected a template, from its review.
template-reason-promotional = Meta نے اسے مسترد کر دیا: یوٹیلیٹی ٹیمپلیٹ میں تشہیر نہیں ہو سکتی۔ پیشکش ہٹا دیں، یا مارکیٹنگ کیٹیگری چنیں۔
template-reason-invalid-format = Meta نے اسے مسترد کر دیا: اس کے متغیرات، نمونے یا ترتیب درست نہیں۔ انہیں درست کریں اور دوبارہ بھیجیں۔
template-reason-tag-mismatch = Meta نے اسے مسترد کر دیا: کیٹیگری اس کے متن سے میل نہیں کھاتی۔ درست کیٹیگری چنیں اور دوبارہ بھیجیں۔
template-reason-other = Meta نے اسے مسترد کر دیا ({ $reason })۔ اس میں ترمیم کریں اور دوبارہ بھیجیں۔

# (end of Template builder)

## Sharing with the office

sharing-identity-not-made = Pacer اپنا دفتر کا سرٹیفکیٹ نہیں بنا سکا، اس لیے اسے دفتر کے ساتھ شیئر نہیں کیا جا سکتا۔ Pacer دوبارہ شروع کریں؛ اگر پھر ایسا ہو تو کمپیوٹر کا رینڈم نمبر کا ذریعہ خراب ہو سکتا ہے۔
sharing-identity-unreadable = Pacer کا رکھا ہوا دفتر کا سرٹیفکیٹ پڑھا نہیں جا سکتا۔ نیا بنانے کے لیے سیٹنگز میں دفتر کے ساتھ شیئر کریں کو بند کر کے دوبارہ چالو کریں، پھر ہر ڈیسک کو دوبارہ جوڑیں۔
sharing-certificate-changed = دفتر کے Pacer کا سرٹیفکیٹ بدل گیا ہے: یہ ڈیسک { $pinned } کے ساتھ جوڑا گیا تھا، اور اب وہ { $presented } دکھا رہا ہے۔ اگر دفتر کا Pacer دوبارہ سیٹ کیا گیا تھا تو اس ڈیسک کو دوبارہ جوڑیں۔ اگر نہیں، تو کنیکٹ نہ کریں: نیٹ ورک پر کوئی اس کا روپ دھار کر بیٹھا ہو سکتا ہے۔
sharing-pairing-no-code = دفتر کا Pacer کوئی جوڑنے کا کوڈ نہیں دکھا رہا۔ دفتر کے Pacer پر سیٹنگز ← دفتر کے ساتھ شیئر کریں کھولیں اور ڈیسک جوڑیں چنیں۔
sharing-pairing-expired = اس جوڑنے کے کوڈ کی مدت ختم ہو گئی ہے (ایک کوڈ دس منٹ چلتا ہے)۔ دفتر کے Pacer سے نیا کوڈ لیں۔
sharing-pairing-wrong = یہ وہ کوڈ نہیں جو دفتر کا Pacer دکھا رہا ہے۔ { $left ->
        [one] کوڈ بند ہونے سے پہلے ایک کوشش باقی ہے۔
       *[other] کوڈ بند ہونے سے پہلے { $left } کوششیں باقی ہیں۔
    }
sharing-pairing-too-many = بہت زیادہ غلط کوڈ: وہ جوڑنے کا کوڈ بند کر دیا گیا ہے۔ دفتر کے Pacer سے نیا کوڈ لیں۔
sharing-pairing-not-a-code = جوڑنے کا کوڈ آٹھ ہندسوں کا ہوتا ہے، جیسے 4821-0937۔ دفتر کے Pacer پر دکھایا گیا کوڈ لکھیں۔
sharing-desk-not-paired = یہ ڈیسک دفتر کے Pacer سے جڑا ہوا نہیں۔ اسے جوڑیں: دفتر کے Pacer سے کنیکٹ کریں، پھر دفتر کے Pacer پر دکھایا گیا کوڈ لکھیں۔
sharing-desk-revoked = دفتر کے Pacer تک اس ڈیسک کی رسائی سیٹنگز ← لوگ میں واپس لے لی گئی ہے۔ اگر اسے رسائی چاہیے تو مالک سے اسے دوبارہ جوڑنے کو کہیں۔
sharing-desk-not-recorded = دفتر کا Pacer ابھی اپنی ڈیسکوں کی فہرست پڑھ یا لکھ نہیں سکا۔ تھوڑی دیر میں دوبارہ کوشش کریں؛ اگر ایسا ہوتا رہے تو دفتر کے Pacer کی اسکرین دیکھیں۔
sharing-not-for-pages = دفتر کا Pacer ویب صفحات کو جواب نہیں دیتا۔ ڈیسک خود Pacer کے ذریعے جڑتے ہیں (دفتر کے Pacer سے کنیکٹ کریں)، اور سسٹم کسی پروگرام کے ذریعے، براؤزر سے نہیں۔
sharing-role-not-allowed = اس ڈیسک کا کردار ({ $role }) دفتر کے Pacer پر یہ نہیں کر سکتا۔ اگر کرنا چاہیے تو مالک سے کہیں کہ ترتیبات ← لوگ میں اس کا کردار بدل دے۔
sharing-another-office-sends = اس نیٹ ورک پر ایک اور دفتر کا Pacer اسی WhatsApp نمبر کے لیے بھیج رہا ہے، اور وہ پہلے شروع ہوا، اس لیے اس نے بھیجنا روک دیا ہے: ایک نمبر کے لیے دو Pacer بھیجیں تو Meta کی حدیں ٹوٹ جائیں گی۔ ان میں سے ایک پر دفتر کے ساتھ شیئرنگ بند کریں (یا اسے بند کریں)، پھر یہاں دوبارہ شروع کریں منتخب کریں۔
office-not-shared = یہ Pacer دفتر کے ساتھ شیئر نہیں ہے۔ ترتیبات میں اس Pacer کو دفتر کے ساتھ شیئر کریں آن کر کے محفوظ کریں، پھر دوبارہ کوشش کریں۔
office-title = دفتر کے ساتھ شیئر کریں
office-description = آپ کے WhatsApp نمبر کے لیے ایک Pacer بھیجتا ہے؛ دفتر کے باقی PC ڈیسک کے طور پر اسی کے ذریعے کام کرتے ہیں۔ اسے اس PC پر آن کریں جو چلتا رہتا ہے۔
office-share = اس Pacer کو دفتر کے ساتھ شیئر کریں
office-name = ڈیسک کو نظر آنے والا نام
office-port = دفتر کے نیٹ ورک پر پورٹ
office-error-name = اس Pacer کو ایسا نام دیں جسے ڈیسک پہچان سکیں۔
office-not-running = شیئرنگ شروع کرنے کے لیے محفوظ کریں: یہ Pacer اس طرح چلنے لگے تو ڈیسک جوڑے جا سکتے ہیں۔
office-fingerprint = سرٹیفکیٹ فنگر پرنٹ
office-fingerprint-help = ڈیسک اس Pacer تک پورٹ { $port } پر پہنچتے ہیں۔ جوڑتے وقت ڈیسک یہی فنگر پرنٹ دکھاتا ہے: دیکھ لیں کہ دونوں ملتے ہیں۔
office-fingerprint-copy = فنگر پرنٹ کاپی کریں
office-announce = اس نیٹ ورک کی ڈیسکس کو یہ Pacer ڈھونڈنے دیں
office-announce-help = پھر ڈیسکس اسے آفس کے Pacer سے جڑیں میں دیکھتی ہیں۔ بند: وہ اس PC کا پتا لکھتی ہیں۔ نیٹ ورک پر کوئی بھی یہ اعلان (اس Pacer کا نام، پتا اور فنگر پرنٹ، اور اس کے WhatsApp نمبر کی id) دیکھ سکتا ہے۔
office-pair = ڈیسک جوڑیں
office-pair-role = اگلی ڈیسک کا کردار
office-pairing-as = اس کوڈ سے جڑی ڈیسک کو کردار { $role } ملتا ہے۔ آپ اسے بعد میں لوگ میں بدل سکتے ہیں۔
office-pairing-title = ڈیسک جوڑیں
office-pairing-code = یہ کوڈ ڈیسک پر ٹائپ کریں:
office-pairing-help = یہ ایک ڈیسک کے لیے، دس منٹ تک چلتا ہے۔ ڈیسک کو یہی فنگر پرنٹ دکھانا چاہیے:
office-pairing-close = بند کریں
office-people = لوگ
office-people-empty = ابھی کوئی ڈیسک نہیں: ایک شامل کرنے کے لیے ڈیسک جوڑیں منتخب کریں۔
office-people-name = ڈیسک
office-people-role = کردار
office-people-last-seen = آخری بار دیکھا گیا
office-role-owner = مالک: سب کچھ
office-role-staff = عملہ: رابطے، مہمات، ان باکس، رپورٹس
office-role-viewer = ناظر: رپورٹس
office-role-system = سسٹم: صرف پیغامات بھیجتا ہے
office-never = کبھی نہیں
office-revoked = رسائی واپس لے لی گئی
office-revoke = رسائی واپس لیں
office-audit = کس نے کیا کیا
office-audit-empty = ابھی کچھ درج نہیں ہوا۔
office-audit-export = CSV کے طور پر برآمد کریں
office-audit-exported = { $path } میں محفوظ ہوا
office-from-desk-title = دفتر کے لوگ
office-from-desk-description = آپ { $office } کے مالک ہیں: مزید ڈیسک جوڑیں، ان کے کردار بدلیں یا کسی کی رسائی واپس لیں، اور پڑھیں کہ کس نے کیا کیا، یہاں بھی دفتر کے PC کی طرح۔
audit-action-campaign-launched = مہم شروع کی
audit-action-campaign-paused = مہم روکی
audit-action-campaign-resumed = مہم دوبارہ شروع کی
audit-action-campaign-cancelled = مہم منسوخ کی
audit-action-campaign-created = مہم بنائی
audit-action-campaign-edited = مہم بدلی
audit-action-campaign-deleted = مہم حذف کی
audit-action-contacts-imported = رابطے درآمد کیے
audit-action-opted-out = گاہک کو مارکیٹنگ روکی
audit-action-opted-in = گاہک کو مارکیٹنگ کی اجازت دی
audit-action-reply-sent = گاہک کو جواب دیا
audit-action-settings-changed = ترتیبات بدلیں
audit-action-template-created = ٹیمپلیٹ بنایا
audit-action-template-edited = ٹیمپلیٹ بدلا
audit-action-template-deleted = ٹیمپلیٹ حذف کیا
audit-action-rate-card-loaded = ریٹ کارڈ لوڈ کیا
audit-action-desk-paired = ڈیسک جوڑا
audit-action-desk-revoked = ڈیسک کی رسائی واپس لی
audit-action-role-changed = ڈیسک کا کردار بدلا
audit-action-system-key-made = سسٹم کی کلید بنائی

# A desk: this PC working through the office Pacer.
desk-not-an-address = “{ $address }” دفتر کے Pacer کا پتہ نہیں ہے۔ اسے ویسے لکھیں جیسے دفتر کے PC کی Settings → دفتر کے ساتھ شیئر کریں میں دکھتا ہے، جیسے https://192.168.1.20:8093۔
desk-unreachable = { $address } پر دفتر کے Pacer تک نہیں پہنچا جا سکا۔ دیکھیں کہ دفتر کا PC چل رہا ہے اور یہ PC دفتر کے نیٹ ورک پر ہے؛ Pacer خود کوشش کرتا رہتا ہے۔
desk-refused = دفتر کے Pacer نے انکار کیا ({ $status }): { $message }
desk-answer-unreadable = دفتر کے Pacer کا جواب پڑھا نہیں جا سکا۔ دیکھیں کہ یہ PC اور دفتر کا PC Pacer کا ایک ہی ورژن چلاتے ہیں۔
desk-download-too-large = دفتر کے Pacer کی فائل { $megabytes } MB سے بڑی ہے، جتنی ڈیسک ڈاؤن لوڈ کرتا ہے اس سے زیادہ۔ اسے دفتر کے PC پر ہی محفوظ کریں۔
desk-no-credential = اس ڈیسک کی اسناد اب اس PC کے کی رِنگ میں نہیں ہیں۔ اس ڈیسک کو جوڑنے کے لیے دفتر کے Pacer سے دوبارہ جڑیں۔
desk-not-here = ڈیسک ابھی یہ نہیں کر سکتا: یہ دفتر کے Pacer کے PC ({ $office }) پر کریں۔
desk-fingerprint-not-announced = { $address } پر Pacer ایسا سرٹیفکیٹ دکھاتا ہے جو { $prefix } سے شروع نہیں ہوتا، جیسا کہ نیٹ ورک پر ملے دفتر کے Pacer نے اعلان کیا تھا۔ نہ جڑیں: دفتر کے PC پر پتہ جانچیں۔
desk-fingerprint-not-compared = پہلے فنگر پرنٹ کو دفتر کے PC کی اسکرین سے ملائیں: اس کا فنگر پرنٹ دکھائیں چنیں۔
desk-shared-here = یہ PC اپنا Pacer دفتر کے ساتھ شیئر کرتا ہے، اس لیے یہ ڈیسک نہیں بن سکتا۔ پہلے اس Pacer کو دفتر کے ساتھ شیئر کریں بند کریں اور محفوظ کریں۔
import-upload-progress = فائل دفتر کے Pacer کو بھیجی جا رہی ہے: { $total } میں سے { $sent } ({ $percent })
wizard-upload-progress = مہم کی فائلیں دفتر کے Pacer کو بھیجی جا رہی ہیں: { $total } میں سے { $sent } ({ $percent })
office-revoke-confirm = { $desk } اب اس Pacer تک نہیں پہنچ سکے گا۔ دوبارہ رسائی دینے کے لیے اسے نئے کوڈ سے جوڑیں۔
desk-title = دفتر کے Pacer سے جڑیں
desk-description = اس PC پر دفتر کے Pacer کے ذریعے کام کریں: صرف وہی آپ کے WhatsApp نمبر سے بھیجتا ہے، اور یہ ڈیسک اس کی مہمات، ان باکس اور رپورٹیں دکھاتا اور بدلتا ہے۔
desk-find = دفتر کے Pacer تلاش کریں
desk-finding = اس نیٹ ورک پر تلاش ہو رہی ہے…
desk-found-none = اس نیٹ ورک پر کسی دفتری Pacer نے جواب نہیں دیا۔ اس کا پتہ ویسے لکھیں جیسے اس کی Settings → دفتر کے ساتھ شیئر کریں میں دکھتا ہے۔
desk-found-use = یہ استعمال کریں
desk-address = دفتر کے Pacer کا پتہ
desk-look = اس کا فنگر پرنٹ دکھائیں
desk-compare = دیکھیں کہ دفتر کے PC کی اسکرین یہی فنگر پرنٹ دکھاتی ہے:
desk-code = دفتر کے PC پر دکھایا گیا جوڑنے کا کوڈ
desk-name = اس ڈیسک کا نام
desk-connect = جڑیں
desk-connected = یہ PC { $address } پر { $office } کا ڈیسک ہے، “{ $desk }” کے طور پر۔
desk-leave = ڈیسک کے طور پر کام بند کریں
desk-leave-confirm = یہ PC دفتر کے Pacer کا استعمال بند کر دے گا اور اپنی اسناد بھول جائے گا۔ واپس آنے کے لیے نئے کوڈ سے دوبارہ جوڑیں۔
desk-leave-cancel = ڈیسک کے طور پر کام جاری رکھیں
desk-banner-unreachable = دفتر کے Pacer تک نہیں پہنچا جا سکتا۔ Pacer کوشش کرتا رہتا ہے؛ اس دوران یہ ڈیسک کچھ نہیں بھیجتا۔
desk-banner-locked-out = دفتر کا Pacer اب اس ڈیسک کو قبول نہیں کرتا۔ Settings میں دفتر کے Pacer سے دوبارہ جڑیں۔

# (end of Sharing with the office)

dialog-contact-list = درآمد کے لیے رابطوں کی فہرست چنیں
dialog-rows-to-fix = درست کرنے والی قطاریں محفوظ کریں
dialog-do-not-contact = رابطہ نہ کرنے کی فہرست چنیں
dialog-opt-outs = آپٹ آؤٹ محفوظ کریں
dialog-rate-card = Meta کا ریٹ کارڈ چنیں (CSV)
dialog-reply-file = بھیجنے کے لیے فائل چنیں
dialog-report = رپورٹ محفوظ کریں
dialog-invoice-folder = انوائس PDF کا فولڈر چنیں
dialog-readable-folder = وہ فولڈر شامل کریں جسے Pacer پڑھ سکے
dialog-audit-log = کس نے کیا کیا، محفوظ کریں
dialog-picture = تصویر چنیں
dialog-video = ویڈیو چنیں
dialog-pdf = PDF چنیں
dialog-sample-picture = نمونے کی تصویر چنیں
dialog-sample-video = نمونے کی ویڈیو چنیں
dialog-sample-pdf = نمونے کی PDF چنیں
dialog-tunnel-title = یہ ٹنل پروگرام چلائیں؟
dialog-tunnel-run = یہ پروگرام چلائیں
dialog-tunnel-keep = پرانی سیٹنگ رکھیں
dialog-tunnel-intro = Pacer یہ پروگرام ابھی اور ہر بار شروع ہونے پر چلائے گا، تاکہ Meta کی ڈیلیوری اپ ڈیٹس اس کمپیوٹر تک پہنچیں:
dialog-tunnel-program = پروگرام: { $program }
dialog-tunnel-program-found = پروگرام: { $program } ({ $path } پر ملا)
dialog-tunnel-program-missing = پروگرام: { $program } (اس کمپیوٹر پر ابھی نہیں ملا)
dialog-tunnel-no-arguments = آرگیومنٹس: کوئی نہیں
dialog-tunnel-arguments = آرگیومنٹس، ہر سطر میں ایک:
dialog-tunnel-warning = یہ اس کمپیوٹر پر آپ کے اختیارات کے ساتھ چلتا ہے۔ اسے صرف تب چلائیں جب یہ کمانڈ آپ نے خود لکھی ہو۔
dialog-token-title = اپنا ایکسیس ٹوکن کسی دوسرے پتے پر بھیجیں؟
dialog-token-where = Graph کا پتہ { $address } ہے، جو Meta کا ({ $meta }) نہیں ہے۔
dialog-token-warning = کنکشن کی جانچ آپ کا محفوظ کیا ہوا Meta ایکسیس ٹوکن اس پتے پر بھیجتی ہے۔ اسے صرف تب بھیجیں جب آپ کو اس پر بھروسہ ہو، جیسے آپ کا اپنا ٹیسٹ سرور۔
dialog-token-send = ٹوکن بھیجیں
dialog-token-cancel = منسوخ کریں
