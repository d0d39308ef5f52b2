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

home-title = Beranda
home-not-running = Mesin Pacer tidak berjalan, jadi belum ada antrean atau kecepatan yang bisa ditampilkan. Pesan di atas menjelaskan sebabnya dan apa yang perlu dilakukan; tidak ada pesan dalam antrean yang hilang.
home-waiting = Menunggu laporan dari mesin Pacer…
home-all-time = Semua pesan sejauh ini: { $totals }.
home-all-time-sent = { $count } terkirim
home-all-time-delivered = { $count } diterima
home-all-time-read = { $count } dibaca
home-all-time-failed = { $count } gagal
home-all-time-skipped = { $count } dilewati
home-all-time-cancelled = { $count } dibatalkan
home-all-time-expired = { $count } kedaluwarsa

home-circuit-ok = Pengiriman berjalan normal
home-circuit-stopped = Pengiriman dihentikan
home-circuit-reason-unknown = Meta menolak pesan dengan cara yang memengaruhi setiap pesan, jadi Pacer menghentikan pengiriman.
home-circuit-nothing-lost = Tidak ada yang hilang: pesan menunggu di antrean dan terkirim begitu pengiriman dilanjutkan.
home-circuit-probe = Pacer mencoba mengirim satu pesan pada { $time } untuk melihat apakah masalahnya sudah beres.
home-circuit-code = Detail: kode kesalahan Meta { $code }
home-circuit-resume = Lanjutkan pengiriman
home-circuit-resumed = Pengiriman dilanjutkan. Jika penyebabnya masih ada, Pacer berhenti lagi dengan sendirinya dan menjelaskan sebabnya.
home-circuit-already-running = Pengiriman sudah berjalan lagi.
home-circuit-resume-failed = Pacer tidak bisa melanjutkan pengiriman
home-resume-confirm-title = Lanjutkan hanya setelah penyebabnya diperbaiki
home-resume-confirm-button = Sudah saya perbaiki — lanjutkan
home-resume-confirm-body = Pacer berhenti karena: { $reason } Jika penyebabnya belum diperbaiki, pesan berikutnya juga akan terkena dan Pacer berhenti lagi sambil menjelaskan sebabnya.
home-resume-confirm-body-unknown = Pacer berhenti karena: Meta menolak pesan. Jika penyebabnya belum diperbaiki, pesan berikutnya juga akan terkena dan Pacer berhenti lagi sambil menjelaskan sebabnya.

home-lasting-under-minute = kurang dari satu menit
home-lasting-minutes = { $minutes } mnt
home-lasting-hours = { $hours } jam
home-lasting-hours-minutes = { $hours } jam { $minutes } mnt
home-connection-title = Tidak ada koneksi ke WhatsApp sejak { $time } ({ $lasting })
home-connection-none-waiting = Tidak ada pesan yang menunggu; pesan baru akan menunggu dan terkirim begitu koneksi kembali.
home-connection-waiting = { $count } pesan menunggu dan terkirim begitu koneksi kembali; tidak ada yang hilang dan tidak ada yang gagal karenanya.
home-connection-next-try = Pacer mencoba lagi dengan sendirinya pada { $time }, lalu mengirim dengan kecepatan biasa.

home-fatal-title = Pacer berhenti: mulai ulang Pacer
home-recovered-title = Pacer pulih sendiri dari kesalahan internal

home-paused-title = Dijeda ({ $count })
home-paused-explain = Pesan lain tetap berjalan. Lanjutkan kampanye dari layar Kampanye setelah penyebabnya diperbaiki; kampanye yang dijeda karena Meta menjeda template-nya akan berlanjut sendiri saat Meta menyetujui template itu lagi.
home-paused-batch = Batch { $batch }

home-queues-title = Menunggu dikirim
home-queue-express = OTP & peringatan menunggu
home-queue-bulk = pesan kampanye menunggu
home-queue-in-flight = { $count } sedang menuju Meta
home-queue-deferred = menunggu waktu berikutnya
home-queue-deferred-hint = jeda per pelanggan, batas harian, atau coba lagi
home-queue-paused = dijeda
home-queue-paused-hint = kampanyenya dijeda
home-queue-in-doubt = belum pasti
home-queue-in-doubt-hint = menunggu konfirmasi Meta — tidak pernah terkirim dua kali
home-latency-none = Belum ada OTP yang dikirim sejak Pacer dimulai.
home-latency = OTP keluar dalam { $p50 } (p99 { $p99 }).
home-ms-under-one = di bawah 1 ms
home-ms = { $ms } ms

home-rate-title = Kecepatan kirim
home-rate-unit-no-limit = pesan/detik (tanpa batas)
home-rate-unit = pesan/detik dari { $limit } yang diizinkan
home-rate-average = Rata-rata 10 detik terakhir.
home-rate-aim = Untuk saat ini Pacer menargetkan { $rate }/detik.
home-rate-inbound = Pelanggan sedang mengirim pesan: hingga { $rate } pesan/detik. Meta menghitungnya dalam batas yang sama, jadi Pacer menyisakan ruang untuknya.
home-throttled = Meta meminta Pacer memperlambat; Pacer melakukannya dengan sendirinya. Tidak ada yang hilang: pesan terkirim dengan kecepatan yang diterima Meta.
home-rate-chart = Pesan terkirim per detik selama 5 menit terakhir
home-rate-chart-limit = batas { $limit }/detik

home-sending-title = Sedang dikirim
home-sending-empty = Tidak ada yang sedang dikirim. Mulai kirim kampanye dari layar Kampanye, atau kirim OTP melalui API lokal (Pengaturan menampilkan alamat dan kuncinya).
home-campaign-open = Buka
home-campaign-state-draft = draf
home-campaign-state-scheduled = terjadwal
home-campaign-state-launching = sedang dimulai
home-campaign-state-running = berjalan
home-campaign-state-paused = dijeda
home-campaign-state-cancelled = dibatalkan
home-campaign-state-done = selesai
home-campaign-preparing-label = { $name }: sedang disiapkan
home-campaign-preparing = Menyiapkan: { $queued } dari { $recipients } pesan masuk antrean
home-campaign-preparing-pdfs = Menyiapkan: { $queued } dari { $recipients } pesan masuk antrean, { $done } dari { $pdfs } PDF terunggah
home-campaign-progress-label = { $name }: { $sent } dari { $total } terkirim
home-campaign-progress = { $sent } dari { $total } terkirim ({ $percent })
home-campaign-paused = Dijeda: { $reason }

home-tier-title = Batas harian pelanggan
home-tier-no-limit = { $used } pelanggan hari ini — tanpa batas harian
home-tier-used = { $used } dari { $limit } pelanggan hari ini
home-tier-explain = Meta menghitung setiap pelanggan yang diajak memulai percakapan oleh kampanye Anda, selama 24 jam terakhir.
home-tier-waiting = { $count } pesan menunggu batas harian besok. Pacer mengirimnya dengan sendirinya.

common-cancel = Kembali
common-details = Detail: { $details }
common-error-title = Itu tidak berhasil
common-done-title = Selesai
common-error-text = { $message } (Detail: { $details })
common-error-notification =
    { $message }
    (Detail: { $details })
common-campaigns-read-failed = Pacer tidak bisa membaca kampanye

common-campaign-state-draft = Draf
common-campaign-state-scheduled = Terjadwal
common-campaign-state-launching = Sedang dimulai
common-campaign-state-running = Sedang dikirim
common-campaign-state-paused = Dijeda
common-campaign-state-cancelled = Dibatalkan
common-campaign-state-done = Semua terkirim
common-progress-read = dibaca
common-progress-delivered = diterima, belum dibaca
common-progress-sent = terkirim, menunggu diterima
common-progress-failed = gagal
common-progress-skipped = dilewati atau dibatalkan
common-progress-expired = kedaluwarsa: tidak terkirim tepat waktu
common-time-left-soon-per-second = kurang dari 2 menit, { $rate } per detik
common-time-left-minutes-per-second = sekitar { $minutes } menit, { $rate } per detik
common-time-left-hours-per-second = sekitar { $hours } jam, { $rate } per detik
common-time-left-soon-per-minute = kurang dari 2 menit, { $rate } per menit
common-time-left-minutes-per-minute = sekitar { $minutes } menit, { $rate } per menit
common-time-left-hours-per-minute = sekitar { $hours } jam, { $rate } per menit

common-tunnel-title = Pembaruan pengiriman
common-tunnel-badge-demo = demo
common-tunnel-badge-off = mati
common-tunnel-badge-up = aktif
common-tunnel-badge-fixed = alamat tetap
common-tunnel-badge-starting = sedang dimulai
common-tunnel-badge-down = terputus
common-tunnel-restarts = dimulai ulang { $count } kali
common-tunnel-demo = Pembaruan pengiriman datang dari Meta simulasi: di demo tidak perlu tunnel.
common-tunnel-off = Pembaruan pengiriman mati: pesan tetap terkirim, tetapi Meta tidak bisa memberi tahu Pacer mana yang diterima atau dibaca. Aktifkan tunnel di Pengaturan → Pembaruan pengiriman.
common-tunnel-up = Meta bisa menjangkau Pacer di { $url }.
common-tunnel-up-no-address = Meta bisa menjangkau Pacer di alamat tunnel.
common-tunnel-fixed = Meta mengirim pembaruan pengiriman ke alamat Anda sendiri { $url }.
common-tunnel-starting = Tunnel ({ $provider }) sedang dimulai; pembaruan pengiriman datang setelah tunnel aktif.
common-tunnel-down = Pacer tidak bisa menerima pembaruan pengiriman saat ini (tunnel berhenti). Pesan tetap terkirim; status pengirimannya akan menyusul saat tunnel kembali.
common-tunnel-retry = Pacer mencoba lagi pada { $time }.
common-tunnel-asks-again = Pacer bertanya lagi pada { $time }.
common-webhooks-none = Belum ada pembaruan pengiriman: pembaruan datang setelah pesan dikirim.
common-webhooks-seconds-ago = Pembaruan pengiriman terakhir { $seconds } dtk lalu.
common-webhooks-minutes-ago = Pembaruan pengiriman terakhir { $minutes } mnt lalu.
common-webhooks-at = Pembaruan pengiriman terakhir pada { $time }.
common-webhooks-waiting = { $count } menunggu diproses.

# (end of Home)

## Contacts: the Contacts screen

contacts-summary = { $contacts } kontak dalam { $lists } daftar

contacts-title = Kontak
contacts-counting = Menghitung kontak…
contacts-import-button = Impor kontak
contacts-load-error = Pacer tidak bisa menampilkan kontak Anda
contacts-page-error = Pacer tidak bisa membaca kontak ini
contacts-tab-contacts = Kontak
contacts-tab-lists = Daftar ({ $lists })
contacts-tab-imports = Impor ({ $imports })
contacts-loading = Memuat kontak…
contacts-showing = Menampilkan { $shown } dari { $total } kontak
contacts-no-match = Tidak ada kontak yang cocok dengan filter ini.
contacts-no-match-search = Tidak ada kontak yang cocok dengan “{ $search }” dan filter ini.
contacts-clear-search = Hapus pencarian dan filter
contacts-empty-title = Belum ada kontak
contacts-empty-description = Impor file CSV atau Excel hasil ekspor dari sistem tagihan Anda, atau daftar yang diketik sendiri. Pacer menemukan nomor telepon, memperbaiki yang bisa diperbaiki, dan menunjukkan setiap baris yang tidak bisa dipakai sebelum menyimpan apa pun.
contacts-empty-sample = Coba daftar pelanggan contoh

contacts-search-label = Cari
contacts-search-placeholder = Nama atau nomor
contacts-list-label = Daftar
contacts-list-placeholder = Semua daftar
contacts-list-option = { $list } ({ $contacts })
contacts-tag-label = Tag
contacts-tag-placeholder = Tag apa saja
contacts-tag-placeholder-none = Belum ada tag
contacts-reach-label = Pemasaran
contacts-reach-all = Semua
contacts-reach-reachable = Menerima pemasaran
contacts-reach-opted-out = Berhenti menerima pemasaran
contacts-clear-filters = Hapus filter

contacts-table-label = Kontak
contacts-table-loading = Memuat…
contacts-column-name = Nama
contacts-column-phone = Telepon
contacts-column-tags = Tag
contacts-column-marketing = Pemasaran
contacts-column-more = Detail lain
contacts-no-name = Tanpa nama
contacts-edit-tags = Ubah tag
contacts-edit-tags-of = Ubah tag { $contact }
contacts-opted-out = Berhenti menerima pemasaran
contacts-opted-out-help = Pelanggan ini mematikan pesan pemasaran dari usaha Anda. Pacer tidak akan mengirim pemasaran kepadanya; tagihan dan pesan layanan lainnya tetap dikirim.
contacts-reachable = Menerima pemasaran
contacts-more-details = +{ $count } lagi

contacts-lists-empty = Belum ada daftar. Setiap impor memasukkan kontaknya ke sebuah daftar: impor file untuk membuat daftar pertama.
contacts-lists-column-list = Daftar
contacts-lists-column-contacts = Kontak
contacts-lists-column-opted-out = Berhenti menerima pemasaran
contacts-lists-column-reachable = Bisa menerima pemasaran
contacts-imports-empty = Belum ada impor. Setiap impor yang Anda lakukan tercatat di sini beserta hasilnya.
contacts-imports-column-when = Kapan
contacts-imports-column-file = File
contacts-imports-column-list = Daftar
contacts-imports-column-result = Hasilnya

contacts-tags-title = Tag { $contact }
contacts-tags-title-none = Tag
contacts-tags-help = Tag mengelompokkan kontak dari berbagai daftar, misalnya “VIP” atau “telat bayar”. Kampanye bisa dikirim ke semua kontak yang punya tag tertentu.
contacts-tags-label = Tag
contacts-tags-placeholder = Ketik tag lalu tekan Enter
contacts-tags-not-saved = Tag tidak tersimpan
contacts-tags-cancel = Batal
contacts-tags-save = Simpan tag
contacts-tags-saved-title = Selesai
contacts-tags-saved = Tag { $contact } sekarang: { $tags }.
contacts-tags-saved-none = { $contact } sekarang tidak punya tag.

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
