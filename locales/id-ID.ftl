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

campaigns-title = Kampanye
campaigns-new-button = Kampanye baru
campaigns-loading = Membaca kampanye…
campaigns-empty-title = Belum ada kampanye
campaigns-empty-intro = Kampanye mengirim satu template yang sudah disetujui ke sebuah daftar pelanggan, masing-masing dengan datanya sendiri. Tiga langkah:
campaigns-empty-step-import = Impor spreadsheet pelanggan Anda ke sebuah daftar di layar { $link }.
campaigns-empty-step-template = Pastikan template Anda sudah disetujui dan disinkronkan di layar { $link }.
campaigns-empty-step-launch = Tekan { campaigns-new-button }: pilih template dan daftar, periksa setiap pelanggan, lihat pratinjau, lalu mulai kirim.
campaigns-scheduled-title = Terjadwal
campaigns-scheduled-notice = "{ $name }" akan mulai sendiri pada { $when }. Sampai saat itu Anda bisa menjeda atau membatalkannya di sini.
campaigns-launched-title = Dimulai
campaigns-launched-notice = "{ $name }" sedang dimulai: kemajuannya tampil di bawah saat pesan keluar.

campaigns-state-draft = Draf
campaigns-state-scheduled = Terjadwal
campaigns-state-launching = Sedang dimulai
campaigns-state-running = Mengirim
campaigns-state-paused = Dijeda
campaigns-state-cancelled = Dibatalkan
campaigns-state-done = Semua terkirim

campaigns-card-template = Template { $template } ({ $language })
campaigns-card-list = daftar { $name }
campaigns-card-tag = tag { $name }
campaigns-card-to = ke { $audience }
campaigns-card-to-nobody = belum ke siapa pun
campaigns-card-pdf = satu PDF per pelanggan
campaigns-card-created = dibuat { $when }
campaigns-card-launched = dimulai { $when }
campaigns-paused-title = Dijeda

campaigns-launch-progress = Menyiapkan: { $queued } dari { $recipients } pesan dalam antrean.
campaigns-launch-progress-pdfs = Menyiapkan: { $queued } dari { $recipients } pesan dalam antrean · { $pdfsDone } dari { $pdfsTotal } faktur terunggah.
campaigns-launch-queued = { $queued } dari { $recipients } pesan dalam antrean
campaigns-progress-scheduled = Mulai sendiri pada { $when }. Belum ada yang dikirim.
campaigns-progress-scheduled-zone = Mulai sendiri pada { $when } ({ $zone }). Belum ada yang dikirim.
campaigns-progress-draft = Belum dimulai: tekan { campaigns-open-button } untuk memeriksa setiap pelanggan, melihat pratinjau pesan, dan mengirim.
campaigns-progress-cancelled = Dibatalkan sebelum ada yang dikirim.
campaigns-progress-none = Belum ada pesan.
campaigns-progress-final = { $finished } dari { $total } sudah punya status akhir ({ $percent } %); { $sent } terkirim sejauh ini{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } menunggu waktunya
    }.
campaigns-progress-time-left = { $remaining } lagi harus dikirim sekarang: { $unit ->
        [short] kurang dari 2 menit
        [minutes] sekitar { $amount } menit
       *[hours] sekitar { $amount } jam
    } dengan { $per ->
        [second] { $rate } per detik
       *[minute] { $rate } per menit
    }.

campaigns-bar-read = { $count } dibaca
campaigns-bar-delivered = { $count } diterima, belum dibaca
campaigns-bar-sent = { $count } terkirim, menunggu diterima
campaigns-bar-failed = { $count } gagal
campaigns-bar-skipped = { $count } dilewati atau dibatalkan
campaigns-bar-expired = { $count } kedaluwarsa: tidak terkirim tepat waktu

campaigns-open-button = Periksa & mulai kirim
campaigns-check-button = Periksa
campaigns-pause-button = Jeda
campaigns-resume-button = Lanjutkan
campaigns-retry-button = Coba lagi yang gagal ({ $count })
campaigns-report-button = Laporan
campaigns-clone-button = Salin
campaigns-cancel-button = Batalkan
campaigns-delete-button = Hapus
campaigns-paused-notice-title = Dijeda
campaigns-paused-notice = "{ $name }" dijeda: pesannya tidak akan keluar lagi sampai Anda menekan { campaigns-resume-button }. Pesan lain tetap berjalan.
campaigns-resumed-title = Dilanjutkan
campaigns-resumed-notice = "{ $name }" mengirim lagi.
campaigns-pause-failed = Kampanye tidak berhasil dijeda
campaigns-resume-failed = Kampanye tidak berhasil dilanjutkan
campaigns-retry-failed = Pesan yang gagal tidak berhasil dikirim ulang
campaigns-retry-title = Coba lagi yang gagal
campaigns-retry-hide = Sembunyikan hasil coba lagi

campaigns-cancel-title = Batalkan "{ $name }"?
campaigns-cancel-text = Pesan yang belum dikirim dibatalkan dan tidak akan keluar. Pesan yang sudah di Meta tetap mendapat pembaruan pengiriman, dan laporan menyimpan semuanya. Kampanye yang dibatalkan tidak bisa dimulai lagi; salin untuk mengirimnya nanti.
campaigns-cancel-text-waiting = Pesan yang belum dikirim dibatalkan dan tidak akan keluar ({ $count } saat ini). Pesan yang sudah di Meta tetap mendapat pembaruan pengiriman, dan laporan menyimpan semuanya. Kampanye yang dibatalkan tidak bisa dimulai lagi; salin untuk mengirimnya nanti.
campaigns-cancel-keep = Biarkan kampanye
campaigns-cancel-confirm = Batalkan kampanye
campaigns-cancel-failed = Kampanye tidak berhasil dibatalkan
campaigns-cancelled-title = "{ $name }" dibatalkan
campaigns-cancelled-notice = { $count } pesan yang belum dikirim dibatalkan. Pesan yang sudah di Meta tetap mendapat pembaruan pengiriman.
campaigns-cancelled-nothing = Kampanye dibatalkan. Tidak ada yang menunggu dikirim.

campaigns-delete-title = Hapus "{ $name }"?
campaigns-delete-text-scheduled = Kampanye ini tidak akan dikirim pada waktunya. Belum ada yang dikirim, jadi tidak ada laporan yang perlu disimpan.
campaigns-delete-text-draft = Draf ini hilang: template, penerima, dan datanya. Belum ada yang dikirim, jadi tidak ada laporan yang perlu disimpan.
campaigns-delete-keep = Biarkan
campaigns-delete-confirm = Hapus
campaigns-delete-failed = Kampanye tidak berhasil dihapus
campaigns-deleted-title = "{ $name }" dihapus
campaigns-deleted-notice = Belum ada yang dikirim, jadi tidak ada lagi yang berubah.

campaigns-clone-title = Salin "{ $name }"
campaigns-clone-default-name = { $name } (salinan)
campaigns-clone-name = Nama salinan
campaigns-clone-name-description = Salinan adalah draf baru: tidak ada yang dikirim sampai Anda memulainya.
campaigns-clone-keep = Jangan salin
campaigns-clone-confirm = Salin sebagai draf baru
campaigns-clone-failed = Kampanye tidak berhasil disalin
campaigns-cloned-title = Kampanye disalin
campaigns-cloned-notice = "{ $name }" adalah draf baru dengan template, penerima, dan data yang sama. Tekan { campaigns-open-button } di situ untuk mengirim.

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

reports-title = Laporan
reports-refresh = Muat ulang
reports-pick-label = Kampanye
reports-pick-loading = Membaca kampanye…
reports-pick-placeholder = Ketik nama kampanye
reports-pick-nothing = Tidak ada kampanye dengan nama itu
reports-pick-option = { $name } ({ $state }, { $when })
reports-empty-none = Belum ada kampanye. Setelah Anda memulai satu di layar Kampanye, laporannya tampil di sini: siapa yang menerima pesan, siapa yang membacanya, dan mengapa ada yang gagal.
reports-empty-choose = Pilih kampanye di atas untuk melihat siapa yang menerima pesannya, siapa yang membacanya, dan mengapa ada yang gagal.
reports-error-title = Laporan tidak bisa dibaca
reports-loading = Membaca laporan…
reports-still-sending = Masih mengirim: laporan ini diperbarui sendiri saat pesan bergerak.
reports-resent = { $count } pesan dikirim sekali lagi karena Meta tidak menjawab pada kali pertama; pelanggan mungkin menerima keduanya.

reports-stage-queued = Dalam antrean
reports-stage-queued-left = { $count } masih harus dikirim
reports-stage-queued-all = semua pesan kampanye
reports-stage-sent = Terkirim
reports-stage-sent-hint = diterima oleh Meta
reports-stage-delivered = Diterima
reports-stage-delivered-hint = sudah di ponsel pelanggan
reports-stage-read = Dibaca
reports-stage-read-hint = dibuka oleh pelanggan
reports-stage-failed = Gagal
reports-stage-failed-hint = lihat alasannya di bawah
reports-stage-skipped = Dilewati
reports-stage-skipped-hint = sengaja tidak dikirim
reports-stage-cancelled = Dibatalkan
reports-stage-cancelled-hint = dibatalkan sebelum dikirim
reports-stage-expired = Kedaluwarsa
reports-stage-expired-hint = tidak dikirim: tidak bisa keluar dalam batas waktunya
reports-stage-in-doubt = Sedang dicek ke Meta
reports-stage-in-doubt-hint = dikirim tanpa jawaban; Pacer sedang mencari tahu

reports-state-queued = Menunggu dikirim
reports-state-sending = Mengirim
reports-state-sent = Terkirim
reports-state-delivered = Diterima
reports-state-read = Dibaca
reports-state-failed = Gagal
reports-state-in-doubt = Sedang dicek ke Meta
reports-state-deferred = Menunggu
reports-state-cancelled = Dibatalkan
reports-state-skipped = Dilewati
reports-state-expired = Kedaluwarsa
reports-history-failed-webhook = Gagal (pembaruan pengiriman)
reports-history-played = Diputar

reports-failures-title = Mengapa { $count } pesan gagal
reports-retry-button = Coba lagi { $count } yang bisa berubah
reports-retry-failed = Pesan yang gagal tidak berhasil dikirim ulang
reports-failure-retryable = Coba lagi bisa membantu
reports-failure-details-code-example = Rincian: kode Meta { $code } · { $example }
reports-failure-details-code = Rincian: kode Meta { $code }
reports-failure-details-example = Rincian: tidak ada kode dari Meta · { $example }
reports-failure-details = Rincian: tidak ada kode dari Meta
reports-skipped-title = Mengapa { $count } pesan dilewati

reports-cost-title = Perkiraan biaya
reports-cost-no-prices = Untuk melihat biayanya, tambahkan harga Meta untuk negara pelanggan Anda di { $link }.
reports-cost-prices-link = Pengaturan → Harga
reports-cost-category = Kategori
reports-cost-delivered = Diterima
reports-cost-price = Harga satuan
reports-cost-amount = Jumlah
reports-cost-total = Total
reports-cost-unknown = tidak diketahui
reports-cost-category-marketing = pemasaran
reports-cost-category-utility = utilitas
reports-cost-category-authentication = autentikasi
reports-cost-category-service = layanan
reports-cost-category-unknown = Tidak diketahui (template tidak ada di daftar)
reports-cost-note = Hanya pesan template yang diterima yang dikenai biaya. Ini perkiraan; yang berlaku adalah tagihan Meta.

reports-export-title = Simpan laporan
reports-export-text = File Excel berisi lembar Summary (angka, alasan gagal dan apa yang harus dilakukan, biaya) dan lembar Recipients (satu baris per pelanggan dengan setiap waktu dan alasan). File ekspor aman dibuka di Excel: sel yang diawali =, +, - atau @ ditulis sebagai teks, tidak pernah dijalankan sebagai rumus. Pacer menanyakan di mana menyimpannya.
reports-export-excel = Simpan sebagai Excel…
reports-export-csv = Simpan sebagai CSV…
reports-export-done = Tersimpan di { $path }
reports-export-failed = Laporan tidak tersimpan

reports-recipients-title = Semua pelanggan ({ $count })
reports-search-placeholder = Nomor atau nama
reports-search-label = Cari pelanggan menurut nomor atau nama
reports-filter-label = Tampilkan pelanggan menurut posisi pesan mereka
reports-filter-all = Semua ({ $count })
reports-filter-delivered = Diterima ({ $count })
reports-filter-waiting = Belum diterima ({ $count })
reports-filter-failed = Gagal ({ $count })
reports-filter-skipped = Dilewati ({ $count })
reports-filter-cancelled = Dibatalkan ({ $count })
reports-filter-expired = Kedaluwarsa ({ $count })
reports-recipients-hint = Klik pelanggan untuk melihat setiap langkah pesannya, dengan kode Meta.
reports-column-number = Nomor
reports-column-name = Nama
reports-column-state = Status
reports-column-sent = Terkirim
reports-column-delivered = Diterima
reports-column-read-failed = Dibaca / gagal
reports-column-reason = Alasan
reports-row-label = Riwayat pesan ke { $name }
reports-rows-loading = Memuat…
reports-rows-none = Belum ada pesan.
reports-rows-no-match = Tidak ada pelanggan yang cocok.
reports-rows-error-title = Sebagian pelanggan tidak bisa dibaca
reports-rows-error-retry = Tekan { reports-refresh } untuk mencoba lagi.

reports-history-title-named = Pesan ke { $name } ({ $phone })
reports-history-title = Pesan ke { $phone }
reports-history-attempts = { $count } percobaan
reports-history-wamid = id Meta { $id }
reports-history-resent = dikirim sekali lagi karena Meta tidak menjawab
reports-history-loading = Membaca riwayat pesan…
reports-history-empty = Tidak ada riwayat yang tercatat untuk pesan ini.
reports-history-code = Kode Meta { $code }

reports-timeline-title = Pesan per menit
reports-timeline-busiest = Menit tersibuk: { $count } terkirim pada { $time }
reports-timeline-sent = Terkirim
reports-timeline-delivered = Diterima
reports-timeline-read = Dibaca

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
