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

settings-title = Pengaturan
settings-loading = Membaca pengaturan…
settings-link-account = Akun Meta
settings-link-sending = Pengiriman
settings-link-delivery = Pembaruan pengiriman
settings-link-prices = Harga
settings-link-api = API lokal
settings-link-folders = Folder
settings-link-data = Data & diagnostik
settings-save-not-yet = Belum ada yang disimpan: { $problem }
settings-save-refused = Tidak ada yang disimpan: { $problem }
settings-save-refused-details = Tidak ada yang disimpan: { $problem } (Detail: { $details })
settings-saved-title = Tersimpan
settings-saved = Pengaturan tersimpan. Pacer menyalakan ulang mesinnya dengan pengaturan ini bila perlu; tidak ada pesan yang menunggu yang hilang.
settings-done-title = Selesai
settings-save-bar-unsaved = Ada perubahan yang belum disimpan. Menyimpan akan menyalakan ulang mesin bila perlu: pesan yang sedang dikirim selesai dulu dan tidak ada pesan yang menunggu yang hilang.
settings-save-bar-saved = Semua pengaturan sudah tersimpan.
settings-save-bar-undo = Batalkan perubahan
settings-save-bar-save = Simpan pengaturan
settings-copied = Tersalin
settings-example = mis. { $example }
settings-details = Detail: { $details }
settings-unit-days = {" "}hari
settings-unit-minutes = {" "}menit

settings-account-title = Akun Meta
settings-account-use-demo = Pakai demo
settings-account-use-live = Beralih ke live
settings-account-intro-live = Pacer mengirim pesan sungguhan lewat id nomor telepon { $id }. Ubah nilai di bawah lalu hubungkan lagi untuk memperbaruinya.
settings-account-intro-demo-connected = Akun Meta sudah terhubung, tetapi Anda sedang memakai demo. Beralih ke live untuk mengirim pesan sungguhan.
settings-account-intro-demo = Anda sedang memakai demo. Isi detail akun Meta Anda untuk mengirim pesan sungguhan: Anda bisa menemukannya di Meta Business Manager dan App Dashboard (developers.facebook.com → aplikasi Anda).
settings-account-phone-number-id = Id nomor telepon
settings-account-phone-number-id-where = WhatsApp Manager → Phone numbers, atau App Dashboard → WhatsApp → API Setup
settings-account-waba-id = Id WhatsApp Business Account (WABA id)
settings-account-waba-id-where = App Dashboard → WhatsApp → API Setup, di bawah id nomor telepon
settings-account-access-token = Token akses
settings-account-access-token-where = Business Settings → Users → System users → Generate new token (izin WhatsApp)
settings-account-access-token-placeholder = Tempel token system user
settings-account-access-token-show = Tampilkan atau sembunyikan token akses
settings-account-kept = tersimpan di keyring Anda — kosongkan untuk tetap memakainya
settings-account-app-secret = App secret
settings-account-app-secret-where = App Dashboard → App settings → Basic → App secret; membuktikan pembaruan datang dari Meta
settings-account-app-secret-placeholder = Tempel app secret
settings-account-app-secret-show = Tampilkan atau sembunyikan app secret
settings-account-verify-token = Token verifikasi
settings-account-verify-token-where = Kata apa saja pilihan Anda; Meta memakainya untuk memeriksa alamat pembaruan pengiriman
settings-account-advanced = Lanjutan: alamat dan versi Graph API
settings-account-graph-url = Alamat Graph API
settings-account-graph-url-where = Alamat Meta adalah { $url }; ubah hanya untuk menguji dengan simulator
settings-account-api-version = Versi API
settings-account-api-version-where = Pacer dibuat untuk { $version }
settings-account-test = Uji koneksi
settings-account-reconnect-button = Simpan dan hubungkan ulang
settings-account-connect-button = Hubungkan dan beralih ke live
settings-account-test-note = Pengujian hanya membaca dari Meta: tidak ada yang disimpan atau dikirim. Rahasia disimpan di keyring komputer ini, tidak pernah di file, dan tidak pernah ditampilkan lagi.
settings-account-confirm-reconnect-title = Hubungkan ulang dengan detail ini?
settings-account-confirm-live-title = Beralih ke live?
settings-account-confirm-reconnect = Hubungkan ulang
settings-account-confirm-steps = Pacer menguji akun dulu, lalu menyimpan rahasia di keyring Anda dan beralih ke live.
settings-account-confirm-real = Dalam mode live, kampanye dan OTP mengirim pesan WhatsApp sungguhan ke pelanggan sungguhan, dan Meta menagih akun Anda untuk itu.
settings-account-confirm-demo-data = Kontak, kampanye, dan laporan demo tetap di demo: live dimulai dengan datanya sendiri yang masih kosong. Anda bisa kembali dengan "{ settings-account-use-demo }" kapan saja.
settings-account-error-phone-number-id = Tempel id nomor telepon dulu (WhatsApp Manager → Phone numbers).
settings-account-error-waba-id = Tempel id WhatsApp Business Account dulu (App Dashboard → WhatsApp → API Setup).
settings-account-error-access-token = Tempel token akses dulu (Meta Business Manager → System users → Generate token).
settings-account-error-app-secret = Tempel juga app secret (App Dashboard → Settings → Basic): Pacer memakainya untuk memeriksa bahwa pembaruan pengiriman benar-benar datang dari Meta.
settings-account-connected-title = Terhubung: live
settings-account-connected = Pacer sekarang mengirim lewat akun Meta Anda. Data demo tetap di demo.
settings-account-now-demo = Anda di demo: tidak ada yang sampai ke ponsel sungguhan. Akun Meta Anda tetap terhubung untuk nanti.
settings-account-now-live-title = Live
settings-account-now-live = Pacer kembali mengirim lewat akun Meta Anda.
settings-account-demo-failed = Pacer tidak bisa beralih ke demo
settings-account-live-failed = Pacer tidak bisa beralih ke live
settings-account-problem-title = Pacer tidak bisa memakai akun ini
settings-account-not-accepted = Meta tidak menerima akun ini. Periksa id dan tokennya.
settings-account-works-title = Jawaban Meta: akun ini berfungsi
settings-account-result-name = Nama
settings-account-result-number = Nomor
settings-account-result-quality = Kualitas
settings-account-result-limit = Batas harian
settings-account-result-speed = Kecepatan
settings-account-result-templates = Template
settings-quality-green = Hijau (kualitas tinggi)
settings-quality-yellow = Kuning (kualitas sedang: ada sedikit keluhan pelanggan)
settings-quality-red = Merah (kualitas rendah: Meta bisa membatasi nomor ini)
settings-quality-unknown = Belum dinilai
settings-quality-na = Tidak dinilai
settings-limit-unlimited = Tanpa batas harian pelanggan
settings-limit-not-set = Meta belum menetapkan batas harian
settings-limit-customers = { $customers } pelanggan per hari
settings-speed-standard = 80 pesan per detik (standar)
settings-speed-high = Hingga 1.000 pesan per detik (dinaikkan oleh Meta)
settings-speed-not-applicable = Tidak berlaku untuk nomor ini

settings-sending-title = Pengiriman
settings-mps = Pesan per detik
settings-mps-description = Meta mengizinkan { $standard } per nomor (standar), hingga { $high } setelah Meta menaikkan kecepatan nomor Anda; { $app } jika nomor itu juga dipakai di aplikasi WhatsApp Business
settings-bulk-share = Bagian untuk kampanye
settings-bulk-share-description = Sisakan ruang untuk OTP: pada { $share } %, kampanye memakai paling banyak { $share } % dari kecepatan. OTP selalu dikirim lebih dulu.
settings-media-per-second = Unggahan PDF per detik
settings-media-per-second-description = Seberapa cepat PDF faktur diunggah ke Meta saat kampanye mulai dikirim ({ $safe } aman)
settings-express-expires = Buang OTP dan peringatan yang tidak terkirim dalam
settings-express-expires-description = OTP atau peringatan yang tidak bisa dikirim tepat waktu (Meta sedang gangguan, pengiriman dijeda) tidak dikirim dan tampil sebagai kedaluwarsa: kode login yang terlambat satu jam lebih buruk daripada tidak ada. 0 = tidak pernah.
settings-bulk-expires = Buang pesan kampanye yang tidak terkirim dalam
settings-bulk-expires-description = 0 (pilihan biasa) = tidak pernah: faktur tetap layak dikirim walau terlambat. Pasang batas untuk penawaran yang punya masa berlaku.
settings-default-country = Negara bawaan
settings-default-country-description = Untuk nomor yang ditulis tanpa kode negara: kode dua huruf seperti PK, GB, atau US
settings-opt-out-words = Kata berhenti tambahan
settings-opt-out-words-description = STOP, UNSUBSCRIBE, STOP PROMOTIONS, dan OPT OUT selalu berlaku. Tambahkan kata yang dipakai pelanggan Anda dalam bahasa mereka; tekan Enter setelah setiap kata.
settings-opt-out-words-note = Pelanggan yang membalas dengan salah satu kata ini tidak lagi menerima pesan pemasaran; faktur dan OTP tetap dikirim.

settings-delivery-title = Pembaruan pengiriman
settings-delivery-description = Meta memberi tahu Pacer pesan mana yang diterima, dibaca, atau gagal dengan memanggil alamat https:// publik. Pacer berjalan di komputer ini, jadi sebuah tunnel memberinya alamat itu. Tanpa tunnel, pesan tetap terkirim tetapi statusnya tetap "terkirim".
settings-tunnel = Tunnel
settings-tunnel-off = Mati
settings-tunnel-cloudflared = cloudflared (gratis, alamat baru setiap kali mulai)
settings-tunnel-cloudflared-named = cloudflared dengan domain saya sendiri (named tunnel)
settings-tunnel-ngrok = ngrok
settings-tunnel-url = Alamat https:// tetap yang sudah saya punya
settings-tunnel-command = Program tunnel lain (sebuah perintah)
settings-tunnel-cloudflared-note = Perlu cloudflared terpasang (developers.cloudflare.com → Downloads). Pacer menjalankannya dan menjalankannya lagi jika berhenti.
settings-tunnel-ngrok-note = Perlu ngrok terpasang, dan authtoken Anda di bawah (atau ngrok sudah login). Untuk domain ngrok statis Anda, pilih "Program tunnel lain" dan tambahkan --url ke perintahnya.
settings-tunnel-host = Nama host publik Anda
settings-tunnel-host-description = Nama host yang Anda arahkan ke tunnel di Cloudflare (Zero Trust → Tunnels → Public hostname), menuju penerima webhook di bawah. Perlu cloudflared terpasang dan token tunnel di bawah.
settings-tunnel-public-url = Alamat publik Anda
settings-tunnel-public-url-description = Alamat https:// yang sudah meneruskan ke penerima webhook di bawah; tidak ada yang dijalankan
settings-tunnel-command-label = Perintah
settings-tunnel-command-description = Program dan argumennya; { "{port}" } diganti dengan port penerima. Pacer membaca alamat publik dari apa yang dicetak program itu. Pacer meminta Anda mengonfirmasi program sebelum pertama kali menjalankannya; token dimasukkan di kolom bawah, jangan di sini.
settings-tunnel-token = Token tunnel
settings-tunnel-token-stored = Sebuah token tersimpan di keyring komputer ini. Tempel token baru untuk menggantinya.
settings-tunnel-token-description = Token named tunnel Anda (Cloudflare) atau authtoken ngrok Anda. Pacer menyimpannya di keyring komputer ini dan memberikannya ke program tunnel secara pribadi.
settings-tunnel-token-saved-placeholder = •••••• (tersimpan)
settings-tunnel-token-placeholder = Tempel token
settings-tunnel-token-show = Tampilkan atau sembunyikan token
settings-tunnel-token-save = Simpan token
settings-tunnel-token-forget = Hapus
settings-tunnel-token-removed = Token tunnel dihapus dari keyring.
settings-tunnel-token-saved = Token tunnel tersimpan di keyring komputer ini.
settings-tunnel-token-failed = Token tunnel tidak tersimpan
settings-register-callback = Daftarkan alamat ke Meta secara otomatis
settings-register-callback-description = Setiap alamat baru diberikan ke Meta sebagai callback URL Anda, jadi Anda tidak perlu menyalinnya ke App Dashboard. Perlu token verifikasi di bagian Akun Meta.
settings-register-callback-off = Tanpa ini, masukkan alamat tunnel diikuti /webhook, dan token verifikasi Anda, sekali di App Dashboard → WhatsApp → Configuration.
settings-tunnel-now = Sekarang
settings-delivery-receiver = Penerima webhook di komputer ini:

settings-prices-title = Harga
settings-prices-description = Meta menagih setiap pesan template yang diterima, menurut kategorinya dan negara pelanggan Anda. Salin harga untuk negara itu dari daftar tarif Meta (WhatsApp Manager → Insights, atau halaman harga Meta) dan laporan akan menunjukkan biaya setiap kampanye. Biarkan kosong untuk melihat jumlah saja.
settings-currency = Mata uang
settings-currency-description = Mata uang harga Meta, mis. { $example }
settings-price-marketing = Pesan pemasaran
settings-price-marketing-description = Penawaran, pengumuman, pengingat untuk membeli
settings-price-utility = Pesan utilitas
settings-price-utility-description = Faktur, pembaruan pesanan dan pembayaran
settings-price-authentication = Pesan autentikasi
settings-price-authentication-description = Kata sandi sekali pakai
settings-price-not-set = belum diisi

settings-api-title = API lokal untuk sistem Anda yang lain
settings-api-description = Situs web atau sistem tagihan Anda mengirim OTP dan peringatan lewat Pacer di sini; semuanya dikirim lebih dulu, sebelum kampanye. Hanya program di komputer ini yang bisa menjangkaunya.
settings-api-address = Alamat
settings-api-address-copy = Salin alamat
settings-api-key = Kunci
settings-api-key-description = Dikirim sebagai Authorization: Bearer <key>
settings-api-key-show = Tampilkan atau sembunyikan kunci
settings-api-key-copy = Salin kunci
settings-api-example = Kirim OTP (contoh)
settings-api-example-copy = Salin contoh dengan kunci Anda
settings-api-example-note = Pacer langsung menjawab { $answer }; GET { $url } memberi tahu apakah pesan sudah diterima. Mengirim idempotency_key yang sama lagi tidak pernah mengirim dua kali.
settings-api-advanced = Lanjutan: port
settings-api-port = Port API lokal
settings-api-port-description = Hanya di { $address }
settings-webhook-port = Port penerima webhook
settings-webhook-port-description = Port yang dibuka tunnel ke luar

settings-folders-title = Folder yang boleh dibaca Pacer
settings-folders-description = Program yang memanggil API lokal Pacer hanya bisa menyebut file di dalam folder ini (daftar kontak untuk diimpor, PDF faktur), atau mengunggah file itu sendiri. Jadi program atau halaman web tidak pernah bisa membuat Pacer membaca file Anda yang lain, seperti dokumen atau kunci. Perubahan langsung berlaku.
settings-folders-imports = Folder impor milik Pacer: taruh file di sini untuk diimpor oleh program lain.
settings-folders-always = Selalu
settings-folders-remove = Hapus folder ini
settings-folders-remove-named = Hapus { $folder }
settings-folders-add = Tambah folder…
settings-folders-add-note = Pacer menanyakan foldernya di jendelanya sendiri.
settings-folders-added-title = Folder ditambahkan
settings-folders-added = Program yang memanggil API lokal sekarang boleh membaca file di folder itu.
settings-folders-add-failed = Folder tidak ditambahkan
settings-folders-removed-title = Folder dihapus
settings-folders-removed = Program yang memanggil API lokal tidak bisa lagi membaca file di { $folder }.
settings-folders-remove-failed = Folder tidak dihapus

settings-data-title = Data & diagnostik
settings-data-folder = Folder data
settings-data-folder-copy = Salin folder data
settings-data-database = Basis data
settings-data-database-copy = Salin basis data
settings-data-logs = Folder log
settings-data-logs-copy = Salin folder log
settings-data-version = Versi
settings-data-retention = Simpan pembaruan pengiriman selama
settings-data-retention-description = Pembaruan pengiriman dari Meta tetap di kotak masuk Pacer selama ini setelah dipakai, agar Anda bisa memeriksa apa kata Meta. Dari { $min } sampai { $max } hari.
settings-data-copy-diagnostics = Salin diagnostik
settings-data-diagnostics-description = Versi, pengaturan, keadaan mesin, dan baris log terakhir, untuk ditempel di permintaan bantuan. Token, rahasia, dan kunci dihapus lebih dulu.
settings-data-diagnostics-title = Diagnostik
settings-data-diagnostics-text = Teks diagnostik
settings-data-no-clipboard = Pacer tidak bisa menjangkau clipboard. Pilih teks di bawah lalu salin (Ctrl+A, Ctrl+C). Rahasia sudah dihapus.
settings-data-copied = Diagnostik tersalin: tempel di pesan Anda ke tim bantuan. Rahasia sudah dihapus.
settings-data-diagnostics-failed = Pacer tidak bisa mengumpulkan diagnostik

settings-error-messages-per-second = Pesan per detik harus antara { $min } dan { $max } (standar Meta adalah { $standard }).
settings-error-bulk-share = Bagian untuk kampanye harus antara { $min } % dan { $max } %.
settings-error-media-per-second = Unggahan PDF per detik harus bilangan bulat antara { $min } dan { $max }.
settings-error-default-country = Negara bawaan adalah kode dua huruf, seperti PK, GB, atau US.
settings-error-tunnel-url = Tulis alamat publik lengkap, diawali https:// (tanpa ? atau #).
settings-error-tunnel-command-port = Taruh { "{port}" } di tempat program tunnel membutuhkan port penerima webhook, mis. mytunnel --port { "{port}" }.
settings-error-tunnel-command-token = Keluarkan token dari perintah: siapa pun di komputer ini bisa membaca perintah. Masukkan token di kolom token tunnel di bawah.
settings-error-tunnel-host = Tulis nama host publik yang Anda arahkan ke tunnel di Cloudflare, seperti hooks.example.com.
settings-error-port = Port adalah bilangan bulat antara { $min } dan { $max }.
settings-error-ports-differ = API lokal dan penerima webhook memerlukan dua port yang berbeda.
settings-error-inbox-retention = Simpan pembaruan pengiriman antara { $min } dan { $max } hari ({ $usual } kecuali Anda mengubahnya).
settings-error-expires-after = Tulis jumlah menit berupa bilangan bulat dari 1 sampai { $max } ({ $days } hari), atau 0 untuk tanpa batas.
settings-error-currency = Tulis mata uang harga Meta dengan tiga huruf, seperti USD, EUR, atau PKR.
settings-error-price = Harga adalah angka dari 0 sampai { $max }.

# (end of Settings)
