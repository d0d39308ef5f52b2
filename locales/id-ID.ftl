### Pacer's words in Indonesian (Bahasa Indonesia). The ids and { $placeholders } follow en.ftl; docs/languages.md
### says how to correct a word or add a language.

## About this file

language-name = Bahasa Indonesia
language-direction = ltr
language-translator = Pengembang Pacer (dibantu mesin)
language-reviewed = no

## The window's frame

app-title = Pacer
mode-demo = Demo
mode-live = Langsung
nav-screens = Layar
nav-home = Beranda
nav-contacts = Kontak
nav-templates = Template
nav-campaigns = Kampanye
nav-reports = Laporan
nav-settings = Pengaturan
color-scheme-to-dark = Beralih ke mode gelap
color-scheme-to-light = Beralih ke mode terang
demo-banner-title = Demo
demo-banner = Ini demo: WhatsApp tiruan dengan batas asli dari Meta, jadi tidak ada pesan yang sampai ke ponsel sungguhan. Coba dengan daftar pelanggan contoh, lalu hubungkan akun Meta Anda di Pengaturan.
not-sending-title = Pacer tidak mengirim
try-again = Coba lagi
still-cannot-start = Pacer masih belum bisa dimulai

## Settings → Language

settings-language = Bahasa
settings-language-choose = Bahasa Pacer
settings-language-description = Kata-kata di jendela ini. Pesan ke pelanggan tetap memakai bahasa template-nya, sedangkan API lokal dan baris perintah tetap berbahasa Inggris.
settings-language-system = Bahasa komputer ({ $language })
settings-language-unreviewed = Terjemahan ini ditulis oleh { $translator } dan belum diperiksa oleh penutur asli. Jika ada kata yang terasa salah, docs/languages.md menjelaskan cara memperbaikinya.

## Home: the Home screen, the window's frame, shared widgets and notices

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $contacts } kontak dalam { $lists } daftar

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

setting-refused-messages-per-second = Pesan per detik harus antara { $min } dan { $max } (bawaan Meta adalah { $default }).
setting-refused-bulk-share = Bagian untuk kampanye harus antara { $min } % dan { $max } %.
setting-refused-media-rate = Unggahan PDF per detik harus bilangan bulat antara { $min } dan { $max }.
setting-refused-ports = API lokal dan penerima pembaruan pengiriman memerlukan dua port yang berbeda.
setting-refused-default-country = Negara bawaan adalah kode dua huruf, seperti PK, GB, atau US.
setting-refused-inbox-retention = Pembaruan pengiriman disimpan antara { $min } dan { $max } hari ({ $default } kecuali Anda mengubahnya).
setting-refused-time-limit = Batas waktu adalah jumlah menit dari 1 sampai { $max } ({ $days } hari), atau 0 untuk tanpa batas.
setting-refused-currency = "{ $currency }" bukan kode mata uang: gunakan tiga huruf kapital, seperti USD, EUR, atau IDR.
setting-refused-unpriced-category = Meta mengenakan harga untuk pesan pemasaran, utilitas, dan autentikasi; "{ $category }" bukan salah satunya.
setting-refused-price = Harga pesan { $category ->
        [marketing] pemasaran
        [utility] utilitas
        [authentication] autentikasi
       *[other] { $category }
    } harus berupa angka dari 0 hingga kurang dari { $below } { $currency }.

# (end of Engine)
