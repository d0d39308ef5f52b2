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
home-sending-empty-desk = Tidak ada yang sedang dikirim. Mulai kirim kampanye dari layar Kampanye.
home-desk-stale = Pacer kantor tidak dapat dihubungi: ini angkanya dari pukul { $time }. Angka ini diperbarui sendiri begitu Pacer kantor dapat dihubungi lagi.
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

import-title = Impor kontak
import-default-list = Pelanggan
import-step-file = Pilih file
import-step-file-description = File, daftar, dan negara
import-step-check = Periksa
import-found = Yang ditemukan Pacer
import-step-import = Impor
import-step-import-description = Simpan kontak
import-missing-title = Ada yang belum diisi
import-missing-file = Pilih dulu file yang akan diimpor: tekan Pilih….
import-missing-list = Beri nama daftarnya, misalnya Pelanggan.
import-missing-country = Ketik kode 2 huruf negara asal sebagian besar nomor, misalnya ID.
import-read-failed-title = Pacer tidak bisa membaca file ini
import-failed-title = Kontak tidak diimpor
import-progress-title = Mengimpor { $contacts } kontak ke “{ $list }”…
import-progress-label = Mengimpor kontak
import-progress-count = { $saved } dari { $total } tersimpan ({ $percent }%)
import-progress-note = File besar butuh waktu sampai satu menit. Biarkan jendela tetap terbuka; tidak ada yang dikirim ke siapa pun.
import-cancel = Batal
import-check-button = Periksa file
import-back = Kembali
import-run-button = Impor { $contacts } kontak ke “{ $list }”
import-another = Impor file lain
import-done = Selesai

# Step 1: the file, the list, the country
import-picker-failed-title = Jendela pemilih file tidak terbuka
import-file-intro = Impor file CSV atau Excel hasil ekspor dari sistem tagihan Anda atau yang diketik sendiri. Pacer menemukan kolom nomor telepon sendiri dan menunjukkan apa yang ditemukannya sebelum ada yang disimpan.
import-no-file = Belum ada file yang dipilih: tekan Pilih… untuk memilih file CSV atau Excel.
import-choose = Pilih…
import-use-sample = Pakai daftar pelanggan contoh
import-sample-note = Demo: daftar karangan dengan beberapa nomor yang berantakan, untuk melihat cara Pacer menanganinya.
import-list-label = Daftar
import-list-exists = “{ $list }” sudah ada: kontak ini ditambahkan ke dalamnya.
import-list-new = Kontak masuk ke daftar ini (daftar baru dibuat bila perlu).
import-country-label = Negara untuk nomor tanpa kode negara
import-country-read-as = Nomor yang ditulis tanpa + atau 00 dibaca sebagai nomor dari { $country }.
import-country-hint = Ketik kode 2 huruf negara Anda, misalnya ID atau MY.
import-country-placeholder = ID
import-country-unknown = Itu bukan kode negara yang dikenal Pacer.
import-tags-label = Tag (opsional)
import-tags-description = Diberikan ke setiap kontak di file ini, misalnya “pelanggan 2026”. Tekan Enter setelah masing-masing.

# Step 2: what Pacer found
import-nothing-saved-yet = Belum ada yang disimpan
import-no-contacts = Tidak ada baris dengan nomor yang bisa dipakai Pacer. Periksa apakah kolom telepon di bawah sudah benar, atau pilih kolom yang berisi nomor.
import-columns = Kolom
import-columns-help = Jika Pacer memilih kolom yang salah, pilih kolom yang benar lalu tekan Periksa lagi.
import-phone-column = Kolom telepon
import-name-column = Kolom nama
import-column-guess = Pilihan Pacer: { $column }
import-column-none = Pacer tidak menemukannya
import-recheck = Periksa lagi
import-recheck-hint = Tekan Periksa lagi untuk melihat hasil kolom ini sebelum mengimpor.
import-rows-to-look = Baris yang perlu dilihat
import-findings-file = File
import-findings-file-value = { $file }: { $description }
import-format-csv = File teks CSV
import-format-xlsx = Buku kerja Excel (.xlsx)
import-format-xls = Buku kerja Excel lama (.xls)
import-format-ods = Spreadsheet OpenDocument (.ods)
import-file-encoding = teks dalam { $encoding }
import-file-sheet = lembar “{ $sheet }”
import-separated-commas = nilai dipisahkan koma
import-separated-semicolons = nilai dipisahkan titik koma
import-separated-tabs = nilai dipisahkan tab
import-separated-bars = nilai dipisahkan garis tegak (|)
import-separated-spaces = nilai dipisahkan spasi
import-separated-other = nilai dipisahkan “{ $delimiter }”
import-findings-header = Baris judul
import-findings-header-row = Baris { $row } berisi nama kolom
import-findings-header-none = Tidak ada: kolom dinamai kolom 1, kolom 2…
import-findings-phone = Nomor telepon
import-findings-phone-header = Kolom “{ $column }”, karena judulnya “{ $column }” menyatakan isinya nomor telepon
import-findings-phone-content = Kolom “{ $column }”, karena selnya tampak seperti nomor telepon (tidak ada judul yang menyatakannya)
import-findings-phone-override = Kolom “{ $column }”, karena Anda memilihnya
import-findings-names = Nama
import-findings-names-none = Tidak ada kolom nama: kontak tidak akan punya nama
import-findings-other = Kolom lain yang disimpan
import-findings-other-kept = { $columns }: disimpan bersama setiap kontak, untuk dipakai di template
import-findings-none = Tidak ada
import-findings-country = Nomor tanpa kode negara
import-findings-country-value = Dibaca sebagai nomor dari { $country }

# What each row of the file became
import-stat-rows = Baris dibaca
import-stat-rows-help = Di bawah judul, termasuk yang kosong
import-stat-contacts = Kontak
import-stat-contacts-help = Nomor berbeda yang bisa dipakai
import-stat-duplicates = Nomor yang sama dua kali
import-stat-duplicates-help = Digabung ke baris pertama dengan nomor itu
import-stat-invalid = Nomor tidak valid
import-stat-invalid-help = Tidak dimasukkan: lihat alasannya di bawah
import-stat-empty = Baris kosong
import-stat-empty-help = Tidak ada isinya: dilewati

# The rows that did not become a contact of their own
import-no-problems = Setiap nomor di file bisa dipakai, dan tidak ada nomor yang muncul dua kali.
import-tab-invalid = Nomor tidak valid ({ $count })
import-tab-duplicates = Nomor yang sama dua kali ({ $count })
import-listed-only-save = Menampilkan { $listed } pertama dari { $total }. Simpan baris yang perlu diperbaiki di bawah untuk mendapatkan semuanya.
import-listed-only-later = Menampilkan { $listed } pertama dari { $total }. Setelah impor, semuanya bisa disimpan sebagai spreadsheet.
import-invalid-intro = { $rows } baris berisi nomor yang tidak bisa dipakai Pacer, jadi tidak dimasukkan. Perbaiki di file Anda lalu impor lagi: kontak yang sudah ada di Pacer diperbarui, tidak pernah digandakan.
import-duplicates-intro = { $rows } baris mengulang nomor yang sudah muncul lebih awal di file. Masing-masing digabung ke baris pertama dengan nomor itu: satu kontak, dan jika kedua baris mengisi kolom yang sama, nilai dari baris yang belakangan yang disimpan. Tidak ada yang dikirim dua kali.
import-column-row = Baris
import-column-value = Nomor di file
import-column-empty = (kosong)
import-column-name = Nama
import-column-reason = Kenapa tidak bisa dipakai
import-column-merged-into = Nomor sama dengan baris
import-column-number = Nomor
import-duplicate-in-file = Di file: { $value }
import-reason-counted = { $reason }:
import-reason-empty = { $count } kosong
import-reason-not-a-number = { $count } bukan nomor telepon
import-reason-several-numbers = { $count } berisi lebih dari satu nomor dalam satu sel
import-reason-shortened-by-excel = { $count } dipotong oleh Excel
import-reason-too-short = { $count } kurang satu digit
import-reason-too-long = { $count } kelebihan satu digit
import-reason-unknown-country-code = { $count } memakai kode negara yang tidak dikenal
import-reason-not-valid-for = { $count } bukan nomor yang valid untuk { $country }
import-reason-empty-help = Sel telepon kosong. Tambahkan nomor pelanggan di file Anda, atau hapus barisnya.
import-reason-not-a-number-help = Sel telepon berisi teks, bukan nomor. Isi sel itu dengan nomor pelanggan.
import-reason-several-numbers-help = Sel berisi lebih dari satu nomor. Simpan satu nomor per baris: salin barisnya untuk nomor kedua.
import-reason-shortened-by-excel-help = Excel menampilkan nomor seperti 9.23E+11 dan kehilangan digit terakhirnya. Ubah format kolom menjadi Text di Excel, ketik ulang nomornya, lalu ekspor file lagi.
import-reason-too-short-help = Nomornya terlalu pendek: kemungkinan kurang satu digit. Pastikan dengan pelanggan.
import-reason-too-long-help = Nomornya terlalu panjang: kelebihan satu digit, atau dua nomor tergabung. Pastikan dengan pelanggan.
import-reason-unknown-country-code-help = Diawali + atau 00 dan kode negara yang tidak dipakai negara mana pun. Periksa digit pertamanya.
import-reason-not-valid-for-help = Tidak cocok dengan nomor telepon { $country }. Jika nomor pelanggan dari negara lain, tulis dengan + dan kode negaranya.

# Step 3: the import's report and the rows to fix
import-report-title = Diimpor ke “{ $list }”
import-saved-new = Baru
import-saved-new-help = Nomor yang sebelumnya tidak ada di Pacer
import-saved-updated = Diperbarui
import-saved-updated-help = Nomor yang sudah dikenal dengan nama atau detail baru
import-saved-unchanged = Tidak berubah
import-saved-unchanged-help = Nomor yang sudah dikenal; tidak ada yang baru di file
import-saved-opted-out = Berhenti menerima pemasaran
import-saved-opted-out-help = Mereka sebelumnya berhenti menerima pemasaran dan tetap begitu; tagihan tetap sampai ke mereka
import-problems-title = Simpan baris yang perlu diperbaiki
import-problems-description = File CSV berisi setiap baris bermasalah (nomor baris, nama, nomor, dan apa yang salah) untuk dibuka di Excel, diperbaiki, lalu diimpor lagi. Pacer akan menanyakan tempat menyimpannya.
import-problems-save = Simpan { $rows } baris…
import-problems-saved = Disimpan ke { $path }.
import-problems-saved-note = { $rows } baris yang perlu diperbaiki disimpan ke { $path }.
import-problems-failed-title = Baris yang perlu diperbaiki tidak tersimpan

# (end of Import)

## Templates: the Templates screen

templates-title = Template
templates-counts-loading = Membaca template…
templates-counts = { $templates } template, { $usable } bisa dipakai
templates-sync-button = Sinkronkan dengan Meta
templates-synced-at = Disinkronkan pukul { $time }
templates-sync-failed = Template tidak tersinkron
templates-load-failed = Pacer tidak bisa menampilkan template
templates-loading = Membaca template
templates-empty-title = Belum ada template
templates-empty-demo = Belum ada template: tekan Sinkronkan dengan Meta untuk membaca template contoh di akun demo.
templates-empty-live = Belum ada template: tekan Template baru untuk menulis satu dan mengirimnya ke Meta untuk ditinjau, atau tekan Sinkronkan dengan Meta untuk membaca template akun WhatsApp Business Anda.
templates-search-placeholder = Cari menurut nama atau bahasa
templates-search-label = Cari template
templates-show-label = Template yang ditampilkan
templates-show-all = Semua ({ $count })
templates-show-usable = Bisa dipakai ({ $count })
templates-show-unusable = Tidak bisa ({ $count })
templates-no-match = Tidak ada template yang cocok. Hapus pencarian.
templates-choose = Pilih template di sebelah kiri untuk melihatnya seperti yang akan dilihat pelanggan Anda.

templates-status-approved = Disetujui
templates-status-pending = Menunggu Meta
templates-status-in-appeal = Sedang banding
templates-status-rejected = Ditolak
templates-status-paused = Dijeda
templates-status-disabled = Dinonaktifkan
templates-status-deleted = Dihapus
templates-status-pending-deletion = Sedang dihapus

templates-category-marketing = Pemasaran
templates-category-utility = Utilitas
templates-category-authentication = Autentikasi
templates-category-unknown = Kategori belum diketahui
templates-category-help-marketing = Penawaran dan kabar terbaru. Tidak dikirim ke pelanggan yang berhenti menerima pemasaran; Meta bisa menahan sebagian.
templates-category-help-utility = Tagihan, pengingat, dan kabar tentang sesuatu yang sudah dimiliki pelanggan.
templates-category-help-authentication = Kode sekali pakai untuk masuk (login).
templates-category-help-unknown = Meta belum memberi tahu jenis pesan ini. Sinkronkan dengan Meta untuk mengetahuinya.

templates-unusable-approved = Pacer baru mendengar dari Meta bahwa template ini disetujui; isinya belum diketahui. Tekan Sinkronkan dengan Meta untuk membacanya.
templates-unusable-pending = Meta masih meninjau template ini, biasanya beberapa menit dan paling lama 24 jam. Tekan Sinkronkan dengan Meta nanti untuk melihat apakah sudah disetujui.
templates-unusable-in-appeal = Anda meminta Meta meninjau ulang penolakannya. Tunggu jawaban Meta, lalu tekan Sinkronkan dengan Meta.
templates-unusable-rejected = Meta menolak template ini, jadi tidak bisa dikirim. Tekan Ubah dan ajukan lagi untuk mengubahnya dan mengirimnya lagi ke Meta.
templates-unusable-paused = Meta menjeda template ini karena pelanggan memblokir atau melaporkan pesannya. Template ini tidak bisa dikirim sampai Meta mencabut jedanya (setelah 3 jam untuk pertama kali, 6 jam untuk kedua kali); memperbaiki isinya di WhatsApp Manager akan membantu.
templates-unusable-disabled = Meta menonaktifkan template ini karena pesannya terus mendapat penilaian rendah. Buat template baru di WhatsApp Manager milik Meta.
templates-unusable-deleted = Meta tidak lagi mencantumkan template ini: template sudah dihapus di WhatsApp Manager. Pilih template lain.
templates-unusable-pending-deletion = Template ini sedang dihapus di WhatsApp Manager milik Meta. Pilih template lain.
templates-unusable-other = Meta menandai template ini sebagai “{ $status }”, jadi Pacer tidak bisa mengirimnya.

templates-language = { $language } ({ $code })
templates-usable = Bisa dipakai di kampanye
templates-meta-reason = Alasan Meta: { $reason }
templates-needs-nothing = Tidak perlu isian: setiap pelanggan menerima teks yang sama.
templates-needs = Perlu: { $values }

templates-preview-about = { $language } ({ $code }) · { $category }: { $help }
templates-cannot-use-title = Template ini belum bisa dipakai
templates-text-unknown = Pacer belum tahu isi template ini, jadi belum bisa menampilkannya. Tekan Sinkronkan dengan Meta.
templates-sample-values = Contoh isian ({ $count } isian per pelanggan)
templates-use-examples = Pakai contoh dari Meta
templates-clear-values = Kosongkan
templates-customer-sees = Yang dilihat pelanggan
templates-preview-updating = Memperbarui pratinjau
templates-preview-failed = Pratinjau tidak bisa dibuat
templates-values-missing = Bertanda merah: { $count } isian masih kosong. Dalam kampanye, Pacer mengisinya dari data setiap kontak dan memberi tahu Anda sebelum mulai kirim jika masih ada yang kosong.
templates-value-placeholder-document = tagihan-1042.pdf atau https://…
templates-value-placeholder-image = foto.jpg atau https://…
templates-value-placeholder-video = klip.mp4 atau https://…
templates-value-placeholder-location = -6.2088, 106.8456 | Toko | Jl. Utama No. 1, Jakarta
templates-value-placeholder-example = Contoh: { $example }
templates-value-help-media = Nama file atau tautan. Dalam kampanye setiap pelanggan menerima file miliknya sendiri.
templates-value-help-location = Lintang, bujur, lalu bila perlu | nama | alamat.
templates-value-help-link-end-max = Bagian akhir tautan tombol, paling banyak { $chars } karakter.
templates-value-help-link-end = Bagian akhir tautan tombol.
templates-value-help-max = Paling banyak { $chars } karakter.
templates-value-missing = Belum diisi
templates-media-missing-image = Gambar: belum ada file
templates-media-missing-video = Video: belum ada file
templates-media-missing-location = Lokasi: belum diisi
templates-media-missing-document = Dokumen PDF: belum ada file

# Pembuat template: template yang ditulis di Pacer dan dikirim ke Meta untuk ditinjau.
templates-builder-new = Template baru
templates-builder-title-edit = Ubah { $name } ({ $code })
templates-builder-intro = Pacer memeriksa aturan Meta selagi Anda mengetik. Lalu Meta meninjau template, biasanya dalam beberapa menit dan paling lama 24 jam.
templates-builder-back = Kembali ke template
templates-builder-name = Nama
templates-builder-name-rule = Hanya huruf kecil, angka, dan garis bawah, seperti order_update. Pelanggan tidak melihatnya.
templates-builder-kept-on-edit = Meta mempertahankan nama, bahasa, dan kategori template saat diubah.
templates-builder-category = Kategori
templates-builder-language = Bahasa
templates-builder-language-help = Bahasa pesan ini. Satu nama bisa punya template di setiap bahasa.
templates-builder-header = Header
templates-builder-header-none = Tidak ada
templates-builder-header-text = Teks
templates-builder-header-image = Gambar
templates-builder-header-video = Video
templates-builder-header-document = Dokumen
templates-builder-header-text-label = Teks header
templates-builder-header-text-help = Satu baris tebal di atas pesan, dengan paling banyak satu variabel.
templates-builder-header-sample = Contoh variabel header
templates-builder-header-sample-title = { $kind ->
        [image] Gambar contoh
        [video] Video contoh
       *[document] PDF contoh
    }
templates-builder-header-sample-help = Meta meninjau template dengan contoh ini; pelanggan tidak pernah melihatnya, karena tiap kampanye memilih filenya sendiri. { $kind ->
        [image] JPEG atau PNG sampai 5 MB.
        [video] MP4 sampai 16 MB.
       *[document] PDF sampai 100 MB.
    }
templates-builder-header-sample-choose = Pilih dan unggah…
templates-builder-header-sample-none = Belum ada contoh.
templates-builder-header-sample-uploaded = { $file } sudah diunggah ke Meta.
templates-builder-header-sample-kept = Contoh yang diunggah sebelumnya tetap dipakai.
templates-builder-header-sample-failed = Contoh tidak terunggah
templates-builder-body = Pesan
templates-builder-body-help = Paling banyak { $max } karakter. Variabel diisi untuk setiap pelanggan saat kampanye mengirimnya.
templates-builder-add-variable = Tambah variabel
templates-builder-add-numbered = Bernomor: { $example }
templates-builder-add-named = Bernama: { $example }
templates-builder-samples = Contoh untuk tinjauan Meta
templates-builder-samples-help = Yang mungkin dilihat pelanggan di setiap variabel. Meta membacanya untuk meninjau template; pelanggan tidak pernah melihatnya.
templates-builder-sample = Contoh { $variable }
templates-builder-footer = Footer
templates-builder-footer-help = Teks kecil tetap di bawah pesan, tanpa variabel. Opsional.
templates-builder-buttons = Tombol
templates-builder-buttons-none = Tidak ada tombol.
templates-builder-button-quick-reply = Balasan cepat
templates-builder-button-url = Tautan
templates-builder-button-phone = Telepon
templates-builder-button-copy-code = Salin kode
templates-builder-button-add = Tambah tombol: { $kind }
templates-builder-button-text = Label
templates-builder-button-url-address = Alamat web
templates-builder-button-url-help = Diawali https://. Boleh diakhiri { $variable }, yang diisi untuk setiap pelanggan.
templates-builder-button-url-sample = Contoh akhir tautan
templates-builder-button-phone-number = Nomor telepon
templates-builder-button-code-sample = Contoh kode
templates-builder-button-up = Naikkan
templates-builder-button-down = Turunkan
templates-builder-button-remove = Hapus
templates-builder-preview = Yang dilihat pelanggan
templates-builder-preview-help = Dengan contoh Anda di tempat variabel.
templates-builder-checking = Memeriksa aturan Meta
templates-builder-problems = { $count ->
   *[other] { $count } hal perlu diperbaiki sebelum Meta bisa meninjaunya.
}
templates-builder-other-problems = Perbaiki juga
templates-builder-ready = Aturan Meta terpenuhi: template bisa dikirim untuk ditinjau.
templates-builder-check-failed = Pacer tidak bisa memeriksa template
templates-builder-send = Kirim ke Meta untuk ditinjau
templates-builder-send-failed = Template tidak terkirim
templates-builder-discard-title = Keluar tanpa mengirim?
templates-builder-discard-body = Perubahan pada template ini belum dikirim ke Meta dan akan hilang.
templates-builder-discard = Keluar dan buang perubahan
templates-builder-sent-title = Dikirim untuk ditinjau
templates-builder-edit = Ubah
templates-builder-edit-resubmit = Ubah dan ajukan lagi
templates-builder-delete = Hapus
templates-builder-delete-title = Hapus { $name }?
templates-builder-delete-body = { $name } dihapus di Meta dalam semua bahasanya ({ $languages }), bukan hanya yang ini. Kampanye yang memakainya tetap menyimpan riwayatnya. Meta tidak mengizinkan nama itu dipakai lagi selama 30 hari.
templates-builder-delete-confirm = Hapus dalam semua bahasa
templates-builder-delete-failed = Template tidak terhapus
templates-builder-deleted-title = Dihapus
templates-builder-rejected-title = Meta menolak template ini

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


campaigns-card-template = Template { $template } ({ $language })
campaigns-card-list = daftar { $name }
campaigns-card-tag = tag { $name }
campaigns-card-to = ke { $audience }
campaigns-card-to-nobody = belum ke siapa pun
campaigns-card-pdf = satu PDF per pelanggan
campaigns-card-header-file = file yang sama untuk semua: { $file }
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

# The wizard's frame and steps
wizard-title-new = Kampanye baru
wizard-title-campaign = Kampanye "{ $campaign }"
wizard-step-template = Template
wizard-step-template-description = Nama dan pesan
wizard-step-audience = Penerima
wizard-step-audience-description = Daftar dan tag
wizard-step-values = Isian
wizard-step-values-description = Kolom, PDF, waktu
wizard-step-check = Periksa & pratinjau
wizard-step-check-description = Sebelum mengirim
wizard-step-launch = Mulai kirim
wizard-step-schedule = Jadwalkan
wizard-step-send-description = Kirim
wizard-back = Kembali
wizard-next = Lanjut
wizard-next-launch = Lanjut: mulai kirim
wizard-next-schedule = Lanjut: jadwalkan
wizard-create = Buat kampanye
wizard-create-and-schedule = Buat dan jadwalkan
wizard-saved-changes = Tersimpan sebagai draf. Jika Anda mengubah sesuatu, Buat akan membuatnya lagi dan menyisihkan draf sebelumnya.
wizard-saved-draft = Tersimpan sebagai draf: Anda bisa menutup ini dan kembali lagi dari daftar.
wizard-saved-scheduled = Tersimpan sebagai kampanye terjadwal: Anda bisa menutup ini dan kembali lagi dari daftar.
wizard-templates-failed = Pacer tidak bisa membaca template
wizard-lists-failed = Pacer tidak bisa membaca daftar
# What is missing before going on ($variable is the template's variable, as Pacer names it)
wizard-error-name = Beri kampanye nama yang mudah dikenali, misalnya "Tagihan Desember".
wizard-error-template = Pilih template yang akan dikirim.
wizard-error-audience = Pilih setidaknya satu daftar (atau tag) kontak yang akan dikirimi.
wizard-error-pdf-folder = { $variable }: pilih folder yang berisi { $kind ->
        [image] gambar
        [video] video
       *[document] PDF
    }.
wizard-error-pdf-column = { $variable }: pilih kolom yang menyebut nama { $kind ->
        [image] gambar
        [video] video
       *[document] file PDF
    } tiap pelanggan.
wizard-error-header-file = { $variable }: pilih file yang diterima semua orang.
wizard-error-text-empty = { $variable } belum diisi: ketik teks yang akan dikirim, atau pilih kolom.
wizard-error-column-empty = { $variable } belum diisi: pilih kolom, atau ketik teks tetap.
wizard-error-schedule-at = Tulis waktu kirim seperti 2026-12-01 09:00 (tahun-bulan-tanggal jam:menit).
wizard-error-time-zone = Pilih zona waktu untuk waktu itu, misalnya Asia/Jakarta.
wizard-error-hours = Tulis jam kirim sebagai waktu dalam format 24 jam, misalnya 09:00 dan 20:00, dan jangan dua kali waktu yang sama.
wizard-error-hours-zone = Pilih zona waktu jam kirim, misalnya Asia/Karachi.
# Step 1: the name and the template
wizard-name = Nama kampanye
wizard-name-description = Nama yang mudah dikenali di daftar dan di laporan.
wizard-name-placeholder = Tagihan Desember
wizard-no-templates-title = Belum ada template yang disetujui
wizard-no-templates = Hanya template yang disetujui Meta yang bisa dikirim. Sinkronkan template Anda dari Meta di layar Template, atau buat template di WhatsApp Manager dan tunggu persetujuannya.
wizard-go-to-templates = Buka Template
wizard-template = Template
wizard-template-description = Hanya template yang disetujui yang ditampilkan.
wizard-template-description-others = Hanya template yang disetujui yang ditampilkan ({ $others } lainnya belum disetujui atau dijeda; lihat Template).
wizard-template-reading = Membaca template…
wizard-template-search = Ketik untuk mencari
wizard-template-none-found = Tidak ada template disetujui dengan nama itu
wizard-category-marketing = pemasaran
wizard-category-utility = utilitas
wizard-category-authentication = autentikasi
wizard-category-unknown = kategori tidak diketahui
wizard-marketing-note = Template pemasaran tidak dikirim ke kontak yang berhenti menerima pemasaran.
wizard-no-variables = Template ini tidak punya variabel: semua pelanggan menerima pesan yang sama.
wizard-template-needs = Template ini perlu { $values } isian per pelanggan (Anda memilih sumbernya di langkah 3):
wizard-variable-example = mis. { $example }
wizard-kind-text = teks
wizard-kind-document = dokumen PDF
wizard-kind-image = gambar
wizard-kind-video = video
wizard-kind-location = lokasi
wizard-kind-url-suffix = akhir tautan
wizard-kind-otp-code = kode sekali pakai
wizard-kind-coupon-code = kode kupon
# Step 2: who receives it
wizard-no-contacts-title = Belum ada kontak
wizard-no-contacts = Kampanye dikirim ke daftar kontak. Impor dulu spreadsheet pelanggan Anda ke sebuah daftar di layar Kontak, lalu kembali ke sini.
wizard-go-to-contacts = Buka Kontak
wizard-lists = Daftar
wizard-lists-description = Semua orang di daftar ini menerima pesan (kontak yang ada di dua daftar menerimanya sekali saja).
wizard-lists-reading = Membaca daftar…
wizard-lists-search = Ketik nama daftar
wizard-list-option = { $list } ({ $contacts } kontak)
wizard-lists-none-found = Tidak ada daftar dengan nama itu
wizard-tags = Tag (opsional)
wizard-tags-description = Kontak dengan salah satu tag ini juga menerimanya.
wizard-tags-none = Belum ada tag
wizard-tags-search = Ketik tag
wizard-audience-size = { $contacts } kontak di daftar yang dipilih.
wizard-audience-size-tags = { $contacts } kontak di daftar yang dipilih, ditambah kontak dengan tag yang dipilih.
wizard-audience-opted-out = { $count } di antaranya berhenti menerima pemasaran: template pemasaran ini tidak dikirim kepada mereka.
# Step 3: where each value comes from, and when to send
wizard-values-no-template = Pilih template dulu di langkah 1.
wizard-values-intro = Untuk tiap isian, pilih kolom dari daftar yang Anda impor (tiap pelanggan mendapat isiannya sendiri) atau teks tetap (semua mendapat yang sama).
wizard-values-errors-title = Sebelum kampanye bisa dibuat
wizard-source-pdf = { $kind ->
        [image] Gambar per pelanggan
        [video] Video per pelanggan
       *[document] PDF per pelanggan
    }
wizard-source-file = { $kind ->
        [image] Satu gambar
        [video] Satu video
       *[document] Satu PDF
    }
wizard-source-column = Kolom
wizard-source-text = Teks tetap
wizard-variable-example-value = Contoh: { $example }
wizard-variable-max-chars = paling banyak { $count } karakter
wizard-variable-source = Dari mana { $variable } diambil
wizard-fixed-text = Teks yang sama untuk semua pelanggan
wizard-fixed-text-label = { $variable }: teks tetap
wizard-column = Kolom
wizard-column-media-description = Kolom berisi tautan ke file (https://…) atau id media Meta-nya.
wizard-column-placeholder = Ketik atau pilih kolom, mis. Invoice
wizard-column-sample = Isian pelanggan pertama: { $value }
wizard-column-description = Kolom dari spreadsheet yang Anda impor, sesuai judul kolomnya.
wizard-columns-every-contact = Dimiliki setiap kontak
wizard-columns-imported = Kolom dari impor Anda
wizard-pdf-folder = { $kind ->
        [image] Folder gambar
        [video] Folder video
       *[document] Folder PDF
    }
wizard-pdf-folder-description = { $kind ->
        [image] Satu gambar per pelanggan (JPEG atau PNG, sampai 5 MB), dinamai sesuai isian sebuah kolom (poster-42 atau poster-42.jpg).
        [video] Satu video per pelanggan (MP4 atau 3GPP, sampai 16 MB), dinamai sesuai isian sebuah kolom (clip-42 atau clip-42.mp4).
       *[document] Satu PDF per pelanggan, dinamai sesuai isian sebuah kolom (INV-0042 atau INV-0042.pdf).
    } Pacer hanya membaca folder yang Anda pilih.
wizard-pdf-no-folder = Belum ada folder yang dipilih: tekan Pilih… untuk memilih folder berisi { $kind ->
        [image] gambar
        [video] video
       *[document] PDF tagihan
    }.
wizard-pdf-choose = Pilih…
wizard-pdf-choose-failed = Jendela folder tidak terbuka
wizard-pdf-sample = Pakai tagihan contoh
wizard-pdf-sample-note = Demo: satu PDF per pelanggan contoh, dinamai sesuai kolom Invoice.
wizard-pdf-column = Kolom yang menamai file tiap pelanggan
wizard-pdf-column-description = { $kind ->
        [image] Misalnya Poster: pelanggan dengan Poster poster-42 menerima poster-42.jpg (atau .jpeg, .png).
        [video] Misalnya Clip: pelanggan dengan Clip clip-42 menerima clip-42.mp4 (atau .3gp).
       *[document] Misalnya Invoice: pelanggan dengan Invoice INV-0042 menerima INV-0042.pdf.
    }
wizard-header-file = { $kind ->
        [image] Gambar yang diterima semua orang
        [video] Video yang diterima semua orang
       *[document] PDF yang diterima semua orang
    }
wizard-header-file-description = { $kind ->
        [image] JPEG atau PNG sampai 5 MB, misalnya poster.
        [video] Video MP4 atau 3GPP sampai 16 MB.
       *[document] PDF sampai 100 MB, misalnya daftar harga.
    } Pacer mengunggahnya ke WhatsApp sekali saja dan hanya membaca file yang Anda pilih.
wizard-header-file-none = Belum ada file yang dipilih: tekan Pilih… untuk memilih { $kind ->
        [image] gambarnya
        [video] videonya
       *[document] PDF-nya
    }.
wizard-header-file-choose-failed = Jendela file tidak terbuka
wizard-header-file-sample = Pakai poster contoh
wizard-header-file-sample-note = Demo: gambar obral musim semi untuk header gambar.
wizard-schedule = Kirim nanti, pada waktu tertentu
wizard-schedule-at = Tanggal dan waktu
wizard-schedule-at-description = Tahun-bulan-tanggal jam:menit
wizard-time-zone = Zona waktu
wizard-time-zone-description = Zona waktu untuk waktu itu (zona komputer Anda kecuali Anda mengubahnya)
wizard-schedule-note = Membuatnya berarti menjadwalkannya: Pacer mulai kirim sendiri pada waktu itu (atau segera setelah Pacer berjalan lagi), mengirim ke semua yang siap dan melewati pelanggan yang bermasalah. Sampai saat itu Anda bisa menjeda atau membatalkannya di daftar.
wizard-hours = Kirim hanya pada jam tertentu
wizard-hours-description = Pesan kampanye menunggu di luar jam ini dan berlanjut sendiri saat jamnya buka. OTP dan balasan ke pelanggan tidak pernah ditahan.
wizard-hours-from = Dari
wizard-hours-until = Sampai
wizard-hours-zone = Zona waktu jam kirim
wizard-hours-customer = Pakai waktu setiap pelanggan bila negaranya hanya punya satu waktu
wizard-hours-customer-description = Untuk negara dengan beberapa waktu (Amerika Serikat, Brasil, Indonesia …) zona waktu di atas yang dipakai.
wizard-hours-note = Jam seperti 22:00 sampai 06:00 melewati tengah malam. Pemeriksaan menunjukkan berapa yang terkirim sebelum jamnya tutup dan kapan sisanya terkirim.
wizard-language-column = Bahasa setiap pelanggan (opsional)
wizard-language-column-description = Template ini disetujui dalam { $languages }. Pilih kolom yang menyebut bahasa setiap pelanggan (ur, en_US, Urdu …); yang lain menerima { $fallback }.
# Step 4: the check and the preview
wizard-check-title = Pemeriksaan setiap pelanggan
wizard-check-again = Periksa lagi
wizard-checking = Memeriksa setiap pelanggan: isian, PDF, batas harian…
wizard-check-failed = Pemeriksaan tidak selesai
wizard-check-ready = { $ready } dari { $audience } pelanggan siap dikirimi
wizard-problems = { $count } pelanggan tidak bisa dikirimi dengan kampanye seperti sekarang
wizard-problems-first = { $count } pelanggan tidak bisa dikirimi dengan kampanye seperti sekarang ({ $listed } masalah pertama ditampilkan)
wizard-problems-help = Perbaiki (kolom di spreadsheet Anda, PDF yang tidak ada di folder), impor lagi dan tekan Periksa lagi — atau mulai kirim saja dan mereka dilewati.
wizard-problems-number = Nomor
wizard-problems-name = Nama
wizard-problems-what = Apa
wizard-problems-problem = Masalah
wizard-preview-title = Yang akan diterima pelanggan
wizard-preview-phone = Nomor pelanggan
wizard-preview-phone-description = Kosong: pelanggan pertama dari penerima.
wizard-preview-show = Tampilkan
wizard-preview-to = Kepada { $phone }
wizard-preview-to-named = Kepada { $phone } ({ $name })
wizard-preview-pdf = PDF: { $file }
wizard-preview-file = { $kind ->
        [image] Gambar
        [video] Video
       *[document] PDF
    }: { $file } ({ $size })
wizard-preview-language = dalam { $language }
wizard-preview-problems = Pelanggan ini tidak bisa dikirimi seperti sekarang
wizard-preview-no-media = { $format ->
        [document] Tidak ada dokumen untuk pelanggan ini
        [image] Tidak ada gambar untuk pelanggan ini
        [video] Tidak ada video untuk pelanggan ini
        [location] Tidak ada lokasi untuk pelanggan ini
       *[other] Tidak ada file untuk pelanggan ini
    }
wizard-test-title = Kirim tes ke diri sendiri
wizard-test-phone = Nomor Anda
wizard-test-phone-description = Menerima pesan ini dengan isian pelanggan siap yang pertama, saat itu juga.
wizard-test-send = Kirim tes
wizard-test-queued = Pesan tes untuk { $phone } sedang menunggu (id pesan { $id }). Pesan ini langsung dikirim, mendahului kampanye; layar Beranda menunjukkan kapan diterima.
# Step 5: the launch (or the schedule)
wizard-launch-nobody = Tidak ada yang siap dikirimi
wizard-launch-all = Mulai kirim: ke { $ready } pelanggan
wizard-schedule-all = Jadwalkan: kirim ke { $ready } pelanggan
wizard-launch-blocked = { $problems } pelanggan bermasalah: perbaiki atau centang kotak di atas
wizard-launch-skip = Mulai kirim: ke { $ready }, lewati { $problems }
wizard-schedule-skip = Jadwalkan: kirim ke { $ready }, lewati { $problems }
wizard-launch-not-checked = Pemeriksaan belum selesai: kembali satu langkah dan tunggu, atau tekan Periksa lagi.
wizard-scheduled-title = Terjadwal
wizard-scheduled = Pacer mulai mengirim kampanye ini sendiri pada { $when } ({ $zone }).
wizard-skip-problems = Kirim ke { $ready } pelanggan yang siap dan lewati { $problems } yang bermasalah
wizard-skip-problems-description = Pelanggan yang dilewati tercantum di laporan; perbaiki lalu kirimi mereka salinan kampanye ini nanti.
wizard-launch-confirm-title = Mulai kirim "{ $campaign }"?
wizard-schedule-confirm-title = Jadwalkan "{ $campaign }"?
wizard-launch-audience = { $count } kontak di penerima
wizard-launch-ready = { $count } siap: mereka menerima pesan
wizard-launch-problems = { $count } bermasalah: dilewati (tercantum di laporan)
wizard-launch-opted-out = { $count } berhenti menerima pemasaran: tidak dikirimi
wizard-launch-scheduled-note = Kampanye ini mulai sendiri pada { $when } ({ $zone }). Sampai saat itu Anda bisa menjeda atau membatalkannya di daftar.
wizard-launch-now-note = Pesan langsung mulai dikirim. Anda bisa menjeda atau membatalkan kampanye di daftar kapan saja; tidak ada yang dikirim dua kali.
wizard-go-back = Kembali
wizard-keep-scheduled = Tetap terjadwal
wizard-launch-now = Mulai kirim sekarang

# (end of Campaign wizard)

## Audiences: filters on imported columns, tags all/any, exclusions, a new audience from a
## report, and its count (the campaign wizard's audience step, the report's "new campaign to…")

engine-audience-empty-column = Ada filter tanpa kolom. Pilih kolom yang ingin diperiksa, atau hapus filternya.
engine-audience-unknown-op = Filter pada "{ $column }" memakai uji yang tidak dikenal Pacer. Gunakan sama dengan, tidak sama dengan, berisi, kosong, tidak kosong, lebih dari, kurang dari, sebelum, atau sesudah.
engine-audience-no-value = Filter pada "{ $column }" tidak punya pembanding. Ketik nilainya, atau gunakan "kosong".
engine-audience-not-a-number = Filter pada "{ $column }" membandingkan angka, tetapi "{ $value }" bukan angka. Tulis dengan digit, seperti 1000 atau 1,250.50.
engine-audience-not-a-date = Filter pada "{ $column }" membandingkan tanggal, tetapi "{ $value }" bukan tanggal. Tulis seperti 2026-12-01 atau 01/12/2026 (hari dulu).
engine-audience-unknown-campaign = Tidak ada kampanye "{ $campaign }" untuk diambil audiensnya. Buka lagi laporannya dan pilih orang-orangnya dari sana.
engine-audience-no-button = Sebutkan tombolnya: audiens ini adalah pelanggan yang mengetuk sebuah tombol, dan tidak ada tombol yang disebut.

# The wizard's audience step: tags any/all, filters on the imported columns, exclusions, a
# report's customers, and the live count.
audience-tags-match = Kontak harus punya
audience-tags-any = Salah satu tag ini
audience-tags-all = Semua tag ini
audience-filters-title = Hanya yang kolomnya cocok
audience-filters-description = Semua filter harus cocok. Angka dibaca tanpa komanya (1,250.50); tanggal seperti 2026-12-01 atau 01/12/2026 (hari dulu). Nilai yang bukan angka atau tanggal tidak cocok.
audience-filter-add = Tambah filter
audience-filter-remove = Hapus filter ini
audience-filter-column = Kolom
audience-filter-op = Uji
audience-filter-value = Nilai
audience-op-equals = sama dengan
audience-op-not-equals = tidak sama dengan
audience-op-contains = berisi
audience-op-is-empty = kosong
audience-op-is-not-empty = tidak kosong
audience-op-greater-than = lebih dari (angka)
audience-op-less-than = kurang dari (angka)
audience-op-before = sebelum (tanggal)
audience-op-after = sesudah (tanggal)
audience-except-lists = Kecualikan anggota daftar ini
audience-except-tags = Kecualikan kontak dengan tag ini
audience-counting = Menghitung…
# The live count of the audience as it stands.
audience-count = { $total } kontak di audiens ini.
audience-count-opted-out = { $count } di antaranya menolak pemasaran: template pemasaran tidak dikirim ke mereka.
# A report's customers in the audience; $who is one of audience-who-….
audience-from-report = Dari laporan kampanye: { $who }
audience-from-report-remove = Hapus
audience-who-not-read = pelanggan yang tidak membacanya
audience-who-failed = pelanggan yang pesannya gagal karena alasan yang bisa berubah
audience-who-replied = pelanggan yang membalas
audience-who-tapped = pelanggan yang mengetuk “{ $button }”
audience-error-filter-column = Ada filter tanpa kolom: pilih kolomnya, atau hapus filternya.
# The report's actions: a new campaign to some of its customers.
audience-retarget = Kampanye baru untuk…
audience-retarget-not-read = Yang tidak membaca
audience-retarget-failed = Yang pesannya gagal karena alasan yang bisa berubah
audience-retarget-replied = Yang membalas
audience-retarget-tapped = Yang mengetuk “{ $button }”

# (end of Audiences)

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

## Prices: Meta's rate card (Settings → Prices), a rate card file's refusals, the cost
## estimated before launch and compared after delivery

prices-refused-unreadable = File tarif tidak dapat dibaca ({ $why }). Simpan dari spreadsheet sebagai CSV lalu muat lagi.
prices-refused-no-table = File tarif tidak punya tabel harga: tidak ada baris yang diawali "Market". Baris pertama tabel menyebut kolomnya: Market, Marketing, Utility, Authentication.
prices-refused-missing-column = File tarif tidak punya kolom "{ $column }". Tambahkan ke baris yang diawali "Market", dengan harga untuk setiap pasar.
prices-refused-no-date = File tarif tidak menyebut kapan harganya berlaku. Tambahkan baris "Effective date,YYYY-MM-DD" di atas tabel (Meta mengubah harga pada hari pertama setiap kuartal).
prices-refused-bad-date = "{ $text }" bukan tanggal. Tulis tanggal berlaku sebagai YYYY-MM-DD, misalnya 2026-10-01.
prices-refused-no-currency = File tarif tidak menyebut mata uangnya. Tambahkan baris "Currency,USD" di atas tabel, dengan mata uang file Meta.
prices-refused-unknown-currency = "{ $code }" bukan kode mata uang. Tulis kode ISO tiga huruf mata uang harganya, misalnya USD, EUR, atau IDR.
prices-refused-two-currencies = File tarif mencampur dua mata uang, { $first } dan { $second }. Muat file dalam satu mata uang.
prices-refused-not-a-number = Harga { $category ->
        [marketing] marketing
        [utility] utilitas
        [authentication] autentikasi
       *[other] autentikasi internasional
    } untuk { $market } adalah "{ $text }", yang bukan angka. Tulis dengan titik desimal dan tanpa simbol mata uang, misalnya 0.0107.
prices-refused-negative = Harga { $category ->
        [marketing] marketing
        [utility] utilitas
        [authentication] autentikasi
       *[other] autentikasi internasional
    } untuk { $market } di bawah nol. Tulis harga yang ditagih Meta: 0 atau lebih.
prices-refused-too-high = Harga { $category ->
        [marketing] marketing
        [utility] utilitas
        [authentication] autentikasi
       *[other] autentikasi internasional
    } untuk { $market } adalah { $below } atau lebih, padahal tidak ada pesan semahal itu. Periksa kolom dan titik desimalnya.
prices-refused-duplicate-market = Pasar "{ $market }" ada dua kali di file tarif. Sisakan satu baris saja.
prices-refused-unknown-market = Pacer tidak tahu negara mana saja yang termasuk pasar "{ $market }". Tambahkan kolom "Countries" berisi kode negara dua huruf setiap pasar (misalnya "ID" atau "US CA").
prices-refused-bad-country = "{ $country }" di negara-negara { $market } bukan kode negara. Tulis kode ISO dua huruf seperti ID, MY, atau SG, dipisah spasi.
prices-refused-country-twice = Negara { $country } ada di dua pasar, { $first } dan { $second }. Sisakan di satu pasar saja.
prices-refused-no-markets = Tabel file tarif tidak punya pasar. Tambahkan satu baris per pasar di bawah baris yang diawali "Market".
prices-estimate-summary = Perkiraan biaya: { $amount } untuk { $messages } pesan{ $unpriced ->
        [0] {""}
       *[other] , ditambah { $unpriced } pesan tanpa harga di tarif
    } ({ $source }, harga sejak { $effective }).{ $utility ->
        [yes] {" "}Pesan utilitas yang tiba saat jendela layanan pelanggan terbuka gratis, jadi biayanya bisa lebih rendah.
       *[other] {""}
    }
prices-estimate-none = Tidak ada perkiraan biaya: belum ada tarif yang dimuat. Muat tarif Meta di Pengaturan → Harga.
prices-comparison = Perkiraan saat peluncuran: { $estimated }. Biaya pesan yang terkirim: { $actual }.
prices-estimate-title = Perkiraan biaya
prices-estimate-country = Negara
prices-estimate-category = Kategori
prices-estimate-messages = Pesan
prices-estimate-price = Harga per pesan
prices-estimate-amount = Jumlah
prices-estimate-total = Total
prices-estimate-card = Harga sejak { $effective }: { $source }.
prices-estimate-unknown-country = Negara tidak diketahui
prices-category-marketing = Marketing
prices-category-utility = Utilitas
prices-category-authentication = Autentikasi
prices-no-price = tanpa harga
prices-settings-link = Buka Pengaturan → Harga
prices-settings-title = Tarif
prices-settings-description = Harga Meta per pesan template yang terkirim, menurut pasar dan kategori. Muat tarif yang diterbitkan Meta, disimpan sebagai CSV: pemeriksaan kampanye memperkirakan biayanya dengan tarif ini, dan laporan membandingkan perkiraan itu dengan biaya setelah pengiriman.
prices-settings-load = Muat tarif…
prices-settings-load-failed = Tarif tidak dimuat
prices-settings-none = Belum ada tarif yang dimuat.
prices-settings-card = { $currency }, harga sejak { $effective }: { $source }
prices-settings-market = Pasar
prices-settings-countries = Negara
prices-settings-every-other = Semua negara lain
prices-settings-loaded = Tarif dimuat: { $markets } pasar.
prices-settings-typed = Atau ketik satu harga per kategori untuk semua negara: menyimpannya mengganti tarif.

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

## Engine, tunnel: why the tunnel (the way Meta's delivery updates reach this computer) is
## down, what Pacer does next, the tunnel setting's refusals and the callback registration

tunnel-not-installed = { $program } belum terpasang atau tidak ada di PATH: pasang dulu atau pilih tunnel lain di Pengaturan.
tunnel-not-installed-link = { $program } belum terpasang atau tidak ada di PATH: pasang dulu ({ $link }) atau pilih tunnel lain di Pengaturan.
tunnel-cannot-start = Pacer tidak bisa menjalankan { $program }: { $reason }.
tunnel-stopped-code = Tunnel berhenti (kode keluar { $code }).
tunnel-stopped-by-system = Tunnel berhenti (dihentikan oleh sistem).
tunnel-no-public-address = Tunnel sudah berjalan tetapi tidak menampilkan alamat publik dalam { $seconds } dtk.
tunnel-next-restart = Pacer menjalankannya lagi dalam { $minutes ->
        [0] { $seconds } dtk
       *[other] { $seconds ->
            [0] { $minutes } mnt
           *[other] { $minutes } mnt { $seconds } dtk
        }
    }. Pesan tetap terkirim; pembaruan pengiriman menyusul saat tunnel kembali.
tunnel-next-retry = Pacer mencoba lagi dalam { $minutes ->
        [0] { $seconds } dtk
       *[other] { $seconds ->
            [0] { $minutes } mnt
           *[other] { $minutes } mnt { $seconds } dtk
        }
    }. Pesan tetap terkirim; pembaruan pengiriman menyusul saat tunnel kembali.
tunnel-next-change-setting = Ubah tunnel di Pengaturan agar pembaruan pengiriman bisa diterima.
tunnel-setting-unknown = "{ $given }" bukan pengaturan tunnel yang dikenal Pacer. Pilih cloudflared, ngrok, cloudflared-named:<your.host.name>, command:<perintah Anda dengan {"{"}port{"}"}>, url:<https://your.address> atau off.
tunnel-setting-empty-command = Perintah tunnel kosong. Tulis programnya beserta argumennya, dengan {"{"}port{"}"} di tempat port webhook Pacer.
tunnel-setting-missing-port = Perintah tunnel tidak berisi {"{"}port{"}"}. Taruh {"{"}port{"}"} di tempat port webhook Pacer, misalnya: cloudflared tunnel --url http://127.0.0.1:{"{"}port{"}"}
tunnel-setting-unclosed-quote = Perintah tunnel berisi tanda " yang tidak pernah ditutup.
tunnel-setting-token-in-command = Perintah tunnel membawa token ({ $option }…), yang bisa dibaca program apa pun di komputer ini dari daftar program yang berjalan. Hapus dari perintah dan isi token di kolom token tunnel (Pengaturan → Pembaruan pengiriman; PACER_TUNNEL_TOKEN untuk pacer serve): Pacer memberikannya ke program tunnel secara tertutup.
tunnel-setting-bad-hostname = "{ $given }" bukan nama host. Tulis nama host publik yang Anda arahkan ke tunnel di Cloudflare, misalnya hooks.example.com.
tunnel-setting-not-http = URL publik harus diawali https:// (atau http://), dan "{ $url }" tidak.
tunnel-setting-bad-url = "{ $url }" bukan URL publik yang bisa dipakai: { $fault ->
        [spaces] ada spasi di dalamnya
        [query] tulis alamat tanpa ? atau #
        [user] tulis alamat tanpa nama pengguna atau kata sandi
       *[host] tidak ada nama host yang benar
    }.
tunnel-registration-verified = Meta sudah memverifikasi { $url } dan akan mengirim pembaruan pengiriman ke sana.
tunnel-registration-too-long = { $url } lebih panjang dari { $max } karakter yang diterima Meta untuk URL webhook. Pilih URL publik yang lebih pendek di Pengaturan.
tunnel-registration-not-verified = Meta tidak bisa memverifikasi URL webhook: { $explanation }
tunnel-registration-failed = Pacer tidak bisa mendaftarkan { $url } ke Meta: { $error }
tunnel-registration-asks-again = Pacer bertanya lagi dalam { $minutes ->
        [0] { $seconds } dtk
       *[other] { $seconds ->
            [0] { $minutes } mnt
           *[other] { $minutes } mnt { $seconds } dtk
        }
    }.

# (end of Engine, tunnel)

## The app's own errors: a file or folder not chosen, the keyring, the settings file, the
## engine not starting, saving and exporting, connecting a Meta account

# A file or folder from the window, and Pacer's own dialogs
app-file-not-chosen = Pacer hanya membaca file yang Anda pilih sendiri: tekan Pilih… lalu pilih file di jendela yang terbuka.
app-folder-not-chosen = Pacer hanya membaca folder yang Anda pilih sendiri: tekan Pilih… lalu pilih folder di jendela yang terbuka.
app-missing = Pacer tidak lagi menemukan { $path }. Pastikan masih ada di sana, lalu pilih lagi.
app-wrong-kind = { $kind ->
        [file] { $path } bukan file. Pilih sebuah file.
       *[folder] { $path } bukan folder. Pilih sebuah folder.
    }
app-dialog-busy = Ada jendela Pacer lain yang terbuka dan menunggu Anda: selesaikan dulu.
app-dialog-failed = Jendela untuk memilih file tertutup tiba-tiba. Coba lagi.

# The database and the engine
app-database-failed = Pacer tidak dapat membaca atau menulis databasenya. Pastikan disk tidak penuh, lalu coba lagi.
app-engine-stopping = Pacer tidak dapat melakukannya: mesinnya sedang berhenti atau databasenya gagal. Coba lagi sebentar lagi.
app-still-starting = Pacer masih dijalankan. Coba lagi sebentar lagi.

# The keyring ($detail: the keyring's own words)
app-keyring-no-answer = Keyring komputer ini tidak menjawab dalam 30 detik (mungkin terkunci). Buka kuncinya, lalu coba lagi.
app-keyring-failed = Pacer tidak dapat memakai keyring komputer ini, tempat Pacer menyimpan token Meta dan rahasia Anda ({ $detail }). Buka kunci keyring (di Linux: GNOME Keyring atau KWallet harus berjalan), lalu coba lagi.
app-keyring-failed-stopped = Pacer tidak dapat memakai keyring komputer ini, tempat Pacer menyimpan token Meta dan rahasia Anda (panggilan ke keyring berhenti tiba-tiba). Buka kunci keyring (di Linux: GNOME Keyring atau KWallet harus berjalan), lalu coba lagi.
app-keyring-failed-locked = Pacer tidak dapat memakai keyring komputer ini, tempat Pacer menyimpan token Meta dan rahasia Anda (keyring tidak menjawab dalam 30 detik; mungkin terkunci). Buka kunci keyring (di Linux: GNOME Keyring atau KWallet harus berjalan), lalu coba lagi.
app-keyring-failed-locked-api-key = Pacer tidak dapat memakai keyring komputer ini, tempat Pacer menyimpan token Meta dan rahasia Anda (keyring tidak menjawab dalam 30 detik; mungkin terkunci. Kunci API lokal berlaku sampai Pacer ditutup). Buka kunci keyring (di Linux: GNOME Keyring atau KWallet harus berjalan), lalu coba lagi.
app-keyring-call-stopped = Panggilan ke keyring berhenti tiba-tiba. Coba lagi.

# Why the engine did not start ($detail: the system's own words)
app-no-account = Belum ada akun Meta yang terhubung. Hubungkan satu di Pengaturan → Akun Meta, atau gunakan demo.
app-missing-secret = { $secret ->
        [access-token] Token akses Meta tidak ada di keyring komputer ini. Masukkan lagi di Pengaturan → Akun Meta.
       *[app-secret] App secret Meta tidak ada di keyring komputer ini. Masukkan lagi di Pengaturan → Akun Meta.
    }
app-simulator-failed = Meta tiruan untuk demo tidak dapat dijalankan: { $detail }
app-graph-unusable = Alamat Meta di Pengaturan tidak dapat dipakai: { $detail }
app-data-folder-failed = Pacer tidak dapat menyiapkan folder datanya { $path }: { $detail }
app-node-api-not-loopback = alamat API lokal { $addr } bukan alamat loopback: alamat ini hanya boleh dijangkau dari komputer ini (gunakan 127.0.0.1)
app-node-webhook-not-loopback = alamat penerima webhook { $addr } bukan alamat loopback. Tunnel menjangkau penerima di 127.0.0.1; mendengarkan di jaringan membuat semua orang di jaringan itu bisa mengirim ke penerima. Gunakan 127.0.0.1, atau berikan --webhook-beyond-loopback jika reverse proxy di komputer lain meneruskan webhook Meta ke sana
app-node-already-running = Pacer lain sudah berjalan dengan database { $path }: tutup dulu (dua Pacer pada satu database akan mengirim setiap pesan dua kali)
app-node-folder-failed = tidak dapat memakai folder database { $path }: { $detail }
app-node-cannot-listen = { $what ->
        [api] tidak dapat mendengarkan di { $addr } untuk API lokal ({ $detail }); apakah ada program lain yang memakai port itu?
       *[webhook] tidak dapat mendengarkan di { $addr } untuk penerima webhook ({ $detail }); apakah ada program lain yang memakai port itu?
    }
app-node-engine-failed = tidak dapat berjalan dengan database { $path }: { $detail }
app-start-port-in-use = { $what ->
        [api] tidak dapat mendengarkan di { $addr } untuk API lokal ({ $detail }); apakah ada program lain yang memakai port itu? Mungkin Pacer lain (atau `pacer serve`) sedang berjalan: tutup, atau ubah port di Pengaturan → Lanjutan.
       *[webhook] tidak dapat mendengarkan di { $addr } untuk penerima webhook ({ $detail }); apakah ada program lain yang memakai port itu? Mungkin Pacer lain (atau `pacer serve`) sedang berjalan: tutup, atau ubah port di Pengaturan → Lanjutan.
    }

# The settings file
app-settings-file-unusable = { $action ->
        [read] Pacer tidak dapat membaca file pengaturannya { $path }: { $detail }
       *[save] Pacer tidak dapat menyimpan file pengaturannya { $path }: { $detail }
    }
app-settings-file-damaged = File pengaturan Pacer { $path } rusak ({ $detail }); file itu disimpan sebagai { $backup } dan Pacer berjalan dengan pengaturan bawaannya
app-tunnel-not-confirmed = Tidak ada yang disimpan: Anda memilih untuk tidak menjalankan program tunnel, jadi tunnel tetap seperti sebelumnya ({ $tunnel }). Simpan lagi dan pilih "Run this program" untuk memakainya, atau pilih tunnel lain.
app-tunnel-token-spaces = Token tunnel tidak berisi spasi. Salin lagi dari Cloudflare atau ngrok, lalu tempel di sini.

# Templates and reports
app-templates-sync-failed = Pacer tidak dapat membaca template Anda dari Meta. Periksa koneksi di Pengaturan → Akun Meta, lalu coba lagi.
app-template-missing = Tidak ada template "{ $name }" dalam { $language }. Sinkronkan template lalu coba lagi.
app-export-format = Pacer mengekspor CSV atau XLSX, bukan "{ $format }".
app-saving-stopped = Penyimpanan berhenti tiba-tiba. Coba lagi.
app-export-build-failed = Pacer tidak dapat membuat file ekspor.
app-export-write-failed = Pacer tidak dapat menulis { $path }. Pilih folder lain, atau tutup file itu jika sedang terbuka di Excel.

# Connecting a Meta account ($step: number, or templates when the number was fine)
app-use-live-no-account = Belum ada akun Meta yang terhubung: isi dulu Pengaturan → Akun Meta.
app-paste-access-token = Tempel token akses dulu (Meta Business Manager → System users → Generate token).
app-paste-app-secret = Tempel juga app secret (App Dashboard → Settings → Basic): Pacer memakainya untuk memastikan kabar pengiriman benar-benar datang dari Meta.
app-token-not-sent = Tidak diuji: tidak ada yang dikirim ke { $address }, karena Anda memilih untuk tidak mengirim token akses tersimpan ke sana. Untuk menguji alamat itu, tempel token akses yang memang untuk alamat itu.
app-meta-not-accepted = Meta tidak menerima akun ini.
app-meta-token-refused = { $step ->
        [templates] Nomornya baik, tetapi templatenya: Meta menolak token akses ini: token sudah kedaluwarsa atau dicabut, atau hanya sebagian yang ditempel. Buat token baru (Business Settings → Users → System users → Generate token) dan tempel di sini.
       *[number] Meta menolak token akses ini: token sudah kedaluwarsa atau dicabut, atau hanya sebagian yang ditempel. Buat token baru (Business Settings → Users → System users → Generate token) dan tempel di sini.
    }
app-meta-ids-unknown = { $step ->
        [templates] Nomornya baik, tetapi templatenya: Meta tidak mengenal ID nomor telepon atau ID WABA itu, atau token tidak dapat melihatnya. Periksa kedua ID di WhatsApp Manager.
       *[number] Meta tidak mengenal ID nomor telepon atau ID WABA itu, atau token tidak dapat melihatnya. Periksa kedua ID di WhatsApp Manager.
    }
app-meta-refused = { $step ->
        [templates] Nomornya baik, tetapi templatenya: Meta menolak permintaan: { $message }
       *[number] Meta menolak permintaan: { $message }
    }
app-meta-unreachable = { $step ->
        [templates] Nomornya baik, tetapi templatenya: Pacer tidak dapat menjangkau Meta di { $url }. Periksa koneksi internet komputer ini (dan alamat Graph di bagian Lanjutan).
       *[number] Pacer tidak dapat menjangkau Meta di { $url }. Periksa koneksi internet komputer ini (dan alamat Graph di bagian Lanjutan).
    }
app-meta-unexpected = { $step ->
        [templates] Nomornya baik, tetapi templatenya: Meta menjawab dengan cara yang tidak diduga Pacer. Periksa alamat Graph di bagian Lanjutan.
       *[number] Meta menjawab dengan cara yang tidak diduga Pacer. Periksa alamat Graph di bagian Lanjutan.
    }
app-templates-count = { $templates } template, { $approved } disetujui

app-meta-code = { $step ->
        [templates] Nomornya baik, tetapi templatenya: { app-meta-code-words }
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
meta-code-throughput-meaning = Batas jumlah pesan per detik dari Meta sudah tercapai.
meta-code-throughput-action = Pacer memperlambat dan mengirim sisanya sendiri; tidak ada yang hilang.
meta-code-call-volume = { meta-code-call-volume-meaning } { meta-code-call-volume-action }
meta-code-call-volume-meaning = Meta meminta Pacer mengurangi permintaan untuk sementara (batas panggilan per jam dari Meta).
meta-code-call-volume-action = Pacer memperlambat dan mengirim sisanya sendiri; tidak ada yang hilang.
meta-code-maintenance = { meta-code-maintenance-meaning } { meta-code-maintenance-action }
meta-code-maintenance-meaning = Akun WhatsApp Anda sedang dalam pemeliharaan sebentar (misalnya saat Meta menaikkan batasnya).
meta-code-maintenance-action = Pacer menunggu sekitar satu menit lalu melanjutkan sendiri.
meta-code-temporary = Meta mengalami masalah sementara.
meta-code-pair-rate = { meta-code-pair-rate-meaning } { meta-code-pair-rate-action }
meta-code-pair-rate-meaning = Terlalu banyak pesan terkirim ke pelanggan ini dalam waktu singkat.
meta-code-pair-rate-action = Pacer menunggu sebelum mengirim pesan berikutnya kepadanya; pelanggan lain tidak tertahan.
meta-code-marketing-cap = WhatsApp menahan pesan pemasaran ini karena pelanggan sudah menerima banyak pesan akhir-akhir ini.
meta-code-template-values = { meta-code-template-values-meaning } { meta-code-template-values-action }
meta-code-template-values-meaning = Jumlah nilai tidak cocok dengan variabel template.
meta-code-template-values-action = Periksa pemetaan kolom pada kampanye.
meta-code-template-missing = { meta-code-template-missing-meaning } { meta-code-template-missing-action }
meta-code-template-missing-meaning = Template ini tidak ada dalam bahasa tersebut, atau belum disetujui.
meta-code-template-missing-action = Periksa di WhatsApp Manager lalu sinkronkan template.
meta-code-template-policy = { meta-code-template-policy-meaning } { meta-code-template-policy-action }
meta-code-template-policy-meaning = Meta menilai isi template melanggar kebijakannya.
meta-code-template-policy-action = Ubah template di WhatsApp Manager.
meta-code-value-format = Ada nilai yang formatnya tidak sesuai dengan yang diharapkan template (misalnya gambar di tempat PDF).
meta-code-template-paused = { meta-code-template-paused-meaning } { meta-code-template-paused-action }
meta-code-template-paused-meaning = Meta menjeda template ini karena kualitasnya rendah.
meta-code-template-paused-action = Kampanye yang memakainya dijeda; pesan lain tetap berjalan.
meta-code-template-disabled = { meta-code-template-disabled-meaning } { meta-code-template-disabled-action }
meta-code-template-disabled-meaning = Meta menonaktifkan template ini secara permanen karena kualitasnya berulang kali rendah.
meta-code-template-disabled-action = Buat template baru.
meta-code-flow-blocked = { meta-code-flow-blocked-meaning } { meta-code-flow-blocked-action }
meta-code-flow-blocked-meaning = WhatsApp Flow di template ini diblokir.
meta-code-flow-blocked-action = Periksa Flow di WhatsApp Manager, lalu lanjutkan kampanye.
meta-code-flow-too-often = { meta-code-flow-too-often-meaning } { meta-code-flow-too-often-action }
meta-code-flow-too-often-meaning = WhatsApp Flow ini terlalu sering dikirim (Meta mengizinkan 10 kiriman per jam untuk setiap Flow).
meta-code-flow-too-often-action = Kampanye dijeda; lanjutkan nanti.
meta-code-marketing-off = Template pemasaran dimatikan untuk Cloud API di akun WhatsApp ini.
meta-code-spam-limit = { meta-code-spam-limit-meaning } { meta-code-spam-limit-action }
meta-code-spam-limit-meaning = Meta membatasi pengiriman karena pesan terbaru diblokir atau dilaporkan sebagai spam.
meta-code-spam-limit-action = Periksa kualitas nomor Anda di WhatsApp Manager; Pacer akan mencoba satu pesan setelah jeda.
meta-code-category-limit = { meta-code-category-limit-meaning } { meta-code-category-limit-action }
meta-code-category-limit-meaning = Meta membatasi pengiriman karena pelanggaran kategori template.
meta-code-category-limit-action = Tinjau kategori template Anda; Pacer akan mencoba satu pesan setelah jeda.
meta-code-token-expired = { meta-code-token-expired-meaning } { meta-code-token-expired-action }
meta-code-token-expired-meaning = Token akses Meta Anda sudah kedaluwarsa atau dicabut.
meta-code-token-expired-action = Tempel token baru di Pengaturan → Akun Meta, lalu tekan Lanjutkan. Pengiriman dijeda sampai saat itu; tidak ada yang hilang.
meta-code-permission = { meta-code-permission-meaning } { meta-code-permission-action }
meta-code-permission-meaning = Menurut Meta, token akses Anda tidak punya izin yang dibutuhkan untuk ini.
meta-code-permission-action = Berikan whatsapp_business_messaging dan whatsapp_business_management kepada system user di Meta Business Manager, lalu tekan Lanjutkan.
meta-code-restricted = { meta-code-restricted-meaning } { meta-code-restricted-action }
meta-code-restricted-meaning = Meta membatasi akun WhatsApp Anda karena pelanggaran kebijakan.
meta-code-restricted-action = Periksa Account Quality di WhatsApp Manager, lalu tekan Lanjutkan.
meta-code-locked = { meta-code-locked-meaning } { meta-code-locked-action }
meta-code-locked-meaning = Meta mengunci akun WhatsApp Anda.
meta-code-locked-action = Periksa statusnya di WhatsApp Manager, lalu tekan Lanjutkan.
meta-code-payment = { meta-code-payment-meaning } { meta-code-payment-action }
meta-code-payment-meaning = Meta melaporkan masalah pada metode pembayaran Anda.
meta-code-payment-action = Perbaiki di Meta Business Manager → Billing, lalu tekan Lanjutkan.
meta-code-not-registered = { meta-code-not-registered-meaning } { meta-code-not-registered-action }
meta-code-not-registered-meaning = Nomor telepon bisnis Anda belum terdaftar di Cloud API.
meta-code-not-registered-action = Daftarkan di WhatsApp Manager, lalu tekan Lanjutkan.
meta-code-number-deleted = { meta-code-number-deleted-meaning } { meta-code-number-deleted-action }
meta-code-number-deleted-meaning = Nomor telepon bisnis Anda sudah dihapus dari akun WhatsApp.
meta-code-number-deleted-action = Periksa id nomor telepon di Pengaturan.
meta-code-display-name = { meta-code-display-name-meaning } { meta-code-display-name-action }
meta-code-display-name-meaning = Nomor bisnis Anda belum punya nama tampilan yang disetujui.
meta-code-display-name-action = Minta persetujuannya di WhatsApp Manager, lalu tekan Lanjutkan.
meta-code-payments-terms = { meta-code-payments-terms-meaning } { meta-code-payments-terms-action }
meta-code-payments-terms-meaning = Ketentuan WhatsApp Payments belum diterima untuk akun ini.
meta-code-payments-terms-action = Terima ketentuannya di WhatsApp Manager, lalu tekan Lanjutkan.
meta-code-direct-send = { meta-code-direct-send-meaning } { meta-code-direct-send-action }
meta-code-direct-send-meaning = Direct Send diblokir untuk akun ini.
meta-code-direct-send-action = Periksa akun di WhatsApp Manager, lalu tekan Lanjutkan.
meta-code-stopped-marketing = { meta-code-stopped-marketing-meaning } { meta-code-stopped-marketing-action }
meta-code-stopped-marketing-meaning = Pelanggan ini mematikan pesan pemasaran dari bisnis Anda.
meta-code-stopped-marketing-action = Pacer tidak akan mengirim pesan pemasaran kepadanya lagi.
meta-code-media = { meta-code-media-meaning } { meta-code-media-action }
meta-code-media-meaning = Meta tidak bisa mengambil atau memakai file yang dilampirkan.
meta-code-media-action = Pastikan file itu PDF atau gambar yang valid, lalu coba lagi.
meta-code-invalid-value = { meta-code-invalid-value-meaning } { meta-code-invalid-value-action }
meta-code-invalid-value-meaning = Meta menolak pesan seperti yang ditulis (ada nilai yang kosong atau tidak valid).
meta-code-invalid-value-action = Rinciannya menyebutkan kolom mana.
meta-code-own-number = Penerimanya adalah nomor bisnis Anda sendiri.
meta-code-unreachable = { meta-code-unreachable-meaning } { meta-code-unreachable-action }
meta-code-unreachable-meaning = Nomor ini tidak bisa menerima pesan WhatsApp.
meta-code-unreachable-action = Periksa nomornya, atau hubungi pelanggan ini dengan cara lain.
meta-code-not-allowed-test = { meta-code-not-allowed-test-meaning } { meta-code-not-allowed-test-action }
meta-code-not-allowed-test-meaning = Nomor ini tidak ada dalam daftar penerima yang diizinkan untuk nomor uji Anda.
meta-code-not-allowed-test-action = Tambahkan di App Dashboard, atau gunakan nomor asli Anda.
meta-code-window-closed = Sudah lebih dari 24 jam sejak pelanggan ini terakhir menulis kepada Anda, jadi hanya template yang disetujui yang bisa dikirim.
meta-code-unsupported = WhatsApp tidak mendukung jenis pesan ini.
meta-code-download-failed = { meta-code-download-failed-meaning } { meta-code-download-failed-action }
meta-code-download-failed-meaning = WhatsApp tidak bisa mengunduh file yang dikirim pelanggan.
meta-code-download-failed-action = Minta pelanggan mengirimnya lagi.
meta-code-user-id = { meta-code-user-id-meaning } { meta-code-user-id-action }
meta-code-user-id-meaning = Jenis pesan ini tidak bisa dikirim ke id pengguna WhatsApp.
meta-code-user-id-action = Kirim ke nomor telepon pelanggan saja.
meta-code-blocked = { meta-code-blocked-meaning } { meta-code-blocked-action }
meta-code-blocked-meaning = Bisnis Anda memblokir pelanggan ini.
meta-code-blocked-action = Buka blokirnya di WhatsApp Manager agar bisa mengirim pesan kepadanya.
meta-code-experiment = { meta-code-experiment-meaning } { meta-code-experiment-action }
meta-code-experiment-meaning = Meta mengecualikan pelanggan ini dari pesan pemasaran sebagai bagian dari uji coba.
meta-code-experiment-action = Tidak ada yang perlu diperbaiki.
meta-code-country = Akun WhatsApp Anda tidak boleh mengirim pesan ke pelanggan di negara pelanggan ini.
meta-code-too-long = { meta-code-too-long-meaning } { meta-code-too-long-action }
meta-code-too-long-meaning = Setelah nilainya diisi, pesan ini lebih panjang dari yang diizinkan WhatsApp.
meta-code-too-long-action = Persingkat nilainya.
meta-code-value-spaces = Ada nilai yang berisi baris baru, tab, atau lebih dari empat spasi berturut-turut, yang tidak diizinkan dalam template.
meta-code-registration = { meta-code-registration-meaning } { meta-code-registration-action }
meta-code-registration-meaning = Meta menolak satu langkah pendaftaran nomor telepon bisnis Anda (PIN atau pendaftarannya).
meta-code-registration-action = Periksa nomornya di WhatsApp Manager.
meta-code-deregistered-often = { meta-code-deregistered-often-meaning } { meta-code-deregistered-often-action }
meta-code-deregistered-often-meaning = Nomor telepon bisnis Anda terlalu sering didaftarkan dan dibatalkan pendaftarannya; Meta memblokirnya untuk sementara.
meta-code-deregistered-often-action = Tunggu, lalu coba lagi.
meta-code-template-count = { meta-code-template-count-meaning } { meta-code-template-count-action }
meta-code-template-count-meaning = Akun Anda sudah punya template sebanyak yang diizinkan Meta.
meta-code-template-count-action = Hapus template yang tidak dipakai lagi di WhatsApp Manager.
meta-code-unnamed-value = { meta-code-unnamed-value-meaning } { meta-code-unnamed-value-action }
meta-code-unnamed-value-meaning = Meta menolak pesan karena masalah pada nilainya yang tidak disebutkan.
meta-code-unnamed-value-action = Rinciannya mungkin menjelaskan lebih banyak.
meta-code-identity-changed = { meta-code-identity-changed-meaning } { meta-code-identity-changed-action }
meta-code-identity-changed-meaning = Identitas WhatsApp pelanggan berubah (ponsel baru atau instal ulang).
meta-code-identity-changed-action = Pastikan itu masih orang yang sama sebelum mengirim lagi.
meta-code-callback = { meta-code-callback-meaning } { meta-code-callback-action }
meta-code-callback-meaning = Meta tidak bisa memverifikasi alamat yang diberikan Pacer untuk pembaruan pengiriman.
meta-code-callback-action = Periksa tunnel di Pengaturan → Pembaruan pengiriman, lalu daftarkan alamatnya lagi.

# Why a message failed, a campaign paused or sending stopped, from Meta's code: $row is the
# row of Meta's codes (as in meta-code-…), $code Meta's code (an identifier, not an amount),
# $details Meta's own text, in Meta's words.
reason-meta = { $row ->
        [throughput] { meta-code-throughput } (kode Meta { $code })
        [call-volume] { meta-code-call-volume } (kode Meta { $code })
        [maintenance] { meta-code-maintenance } (kode Meta { $code })
        [temporary] { meta-code-temporary } (kode Meta { $code })
        [pair-rate] { meta-code-pair-rate } (kode Meta { $code })
        [marketing-cap] { meta-code-marketing-cap } (kode Meta { $code })
        [template-values] { meta-code-template-values } (kode Meta { $code })
        [template-missing] { meta-code-template-missing } (kode Meta { $code })
        [template-policy] { meta-code-template-policy } (kode Meta { $code })
        [value-format] { meta-code-value-format } (kode Meta { $code })
        [template-paused] { meta-code-template-paused } (kode Meta { $code })
        [template-disabled] { meta-code-template-disabled } (kode Meta { $code })
        [flow-blocked] { meta-code-flow-blocked } (kode Meta { $code })
        [flow-too-often] { meta-code-flow-too-often } (kode Meta { $code })
        [marketing-off] { meta-code-marketing-off } (kode Meta { $code })
        [spam-limit] { meta-code-spam-limit } (kode Meta { $code })
        [category-limit] { meta-code-category-limit } (kode Meta { $code })
        [token-expired] { meta-code-token-expired } (kode Meta { $code })
        [permission] { meta-code-permission } (kode Meta { $code })
        [restricted] { meta-code-restricted } (kode Meta { $code })
        [locked] { meta-code-locked } (kode Meta { $code })
        [payment] { meta-code-payment } (kode Meta { $code })
        [not-registered] { meta-code-not-registered } (kode Meta { $code })
        [number-deleted] { meta-code-number-deleted } (kode Meta { $code })
        [display-name] { meta-code-display-name } (kode Meta { $code })
        [payments-terms] { meta-code-payments-terms } (kode Meta { $code })
        [direct-send] { meta-code-direct-send } (kode Meta { $code })
        [stopped-marketing] { meta-code-stopped-marketing } (kode Meta { $code })
        [media] { meta-code-media } (kode Meta { $code })
        [invalid-value] { meta-code-invalid-value } (kode Meta { $code })
        [own-number] { meta-code-own-number } (kode Meta { $code })
        [unreachable] { meta-code-unreachable } (kode Meta { $code })
        [not-allowed-test] { meta-code-not-allowed-test } (kode Meta { $code })
        [window-closed] { meta-code-window-closed } (kode Meta { $code })
        [unsupported] { meta-code-unsupported } (kode Meta { $code })
        [download-failed] { meta-code-download-failed } (kode Meta { $code })
        [user-id] { meta-code-user-id } (kode Meta { $code })
        [blocked] { meta-code-blocked } (kode Meta { $code })
        [experiment] { meta-code-experiment } (kode Meta { $code })
        [country] { meta-code-country } (kode Meta { $code })
        [too-long] { meta-code-too-long } (kode Meta { $code })
        [value-spaces] { meta-code-value-spaces } (kode Meta { $code })
        [registration] { meta-code-registration } (kode Meta { $code })
        [deregistered-often] { meta-code-deregistered-often } (kode Meta { $code })
        [template-count] { meta-code-template-count } (kode Meta { $code })
        [unnamed-value] { meta-code-unnamed-value } (kode Meta { $code })
        [identity-changed] { meta-code-identity-changed } (kode Meta { $code })
        [callback] { meta-code-callback } (kode Meta { $code })
       *[unknown] Meta menolak pesan dengan kode { $code }.
    }
reason-meta-details = { $row ->
        [throughput] { meta-code-throughput } (kode Meta { $code }: { $details })
        [call-volume] { meta-code-call-volume } (kode Meta { $code }: { $details })
        [maintenance] { meta-code-maintenance } (kode Meta { $code }: { $details })
        [temporary] { meta-code-temporary } (kode Meta { $code }: { $details })
        [pair-rate] { meta-code-pair-rate } (kode Meta { $code }: { $details })
        [marketing-cap] { meta-code-marketing-cap } (kode Meta { $code }: { $details })
        [template-values] { meta-code-template-values } (kode Meta { $code }: { $details })
        [template-missing] { meta-code-template-missing } (kode Meta { $code }: { $details })
        [template-policy] { meta-code-template-policy } (kode Meta { $code }: { $details })
        [value-format] { meta-code-value-format } (kode Meta { $code }: { $details })
        [template-paused] { meta-code-template-paused } (kode Meta { $code }: { $details })
        [template-disabled] { meta-code-template-disabled } (kode Meta { $code }: { $details })
        [flow-blocked] { meta-code-flow-blocked } (kode Meta { $code }: { $details })
        [flow-too-often] { meta-code-flow-too-often } (kode Meta { $code }: { $details })
        [marketing-off] { meta-code-marketing-off } (kode Meta { $code }: { $details })
        [spam-limit] { meta-code-spam-limit } (kode Meta { $code }: { $details })
        [category-limit] { meta-code-category-limit } (kode Meta { $code }: { $details })
        [token-expired] { meta-code-token-expired } (kode Meta { $code }: { $details })
        [permission] { meta-code-permission } (kode Meta { $code }: { $details })
        [restricted] { meta-code-restricted } (kode Meta { $code }: { $details })
        [locked] { meta-code-locked } (kode Meta { $code }: { $details })
        [payment] { meta-code-payment } (kode Meta { $code }: { $details })
        [not-registered] { meta-code-not-registered } (kode Meta { $code }: { $details })
        [number-deleted] { meta-code-number-deleted } (kode Meta { $code }: { $details })
        [display-name] { meta-code-display-name } (kode Meta { $code }: { $details })
        [payments-terms] { meta-code-payments-terms } (kode Meta { $code }: { $details })
        [direct-send] { meta-code-direct-send } (kode Meta { $code }: { $details })
        [stopped-marketing] { meta-code-stopped-marketing } (kode Meta { $code }: { $details })
        [media] { meta-code-media } (kode Meta { $code }: { $details })
        [invalid-value] { meta-code-invalid-value } (kode Meta { $code }: { $details })
        [own-number] { meta-code-own-number } (kode Meta { $code }: { $details })
        [unreachable] { meta-code-unreachable } (kode Meta { $code }: { $details })
        [not-allowed-test] { meta-code-not-allowed-test } (kode Meta { $code }: { $details })
        [window-closed] { meta-code-window-closed } (kode Meta { $code }: { $details })
        [unsupported] { meta-code-unsupported } (kode Meta { $code }: { $details })
        [download-failed] { meta-code-download-failed } (kode Meta { $code }: { $details })
        [user-id] { meta-code-user-id } (kode Meta { $code }: { $details })
        [blocked] { meta-code-blocked } (kode Meta { $code }: { $details })
        [experiment] { meta-code-experiment } (kode Meta { $code }: { $details })
        [country] { meta-code-country } (kode Meta { $code }: { $details })
        [too-long] { meta-code-too-long } (kode Meta { $code }: { $details })
        [value-spaces] { meta-code-value-spaces } (kode Meta { $code }: { $details })
        [registration] { meta-code-registration } (kode Meta { $code }: { $details })
        [deregistered-often] { meta-code-deregistered-often } (kode Meta { $code }: { $details })
        [template-count] { meta-code-template-count } (kode Meta { $code }: { $details })
        [unnamed-value] { meta-code-unnamed-value } (kode Meta { $code }: { $details })
        [identity-changed] { meta-code-identity-changed } (kode Meta { $code }: { $details })
        [callback] { meta-code-callback } (kode Meta { $code }: { $details })
       *[unknown] Meta menolak pesan dengan kode { $code }: { $details }
    }
reason-meta-gave-up = Meta tidak bisa menerima pesan setelah { $tries } kali percobaan. { reason-meta }
reason-meta-gave-up-details = Meta tidak bisa menerima pesan setelah { $tries } kali percobaan. { reason-meta-details }

# Pacer's own reasons and a report's sentences.
# $tries: how many times Pacer tried (a number).
reason-no-usable-answer = Server Meta tidak menerima pesan setelah { $tries } kali percobaan dan tidak memberi alasan (hanya menjawab dengan galat kosong). Tidak ada masalah pada pelanggan atau akun Anda; tekan Coba lagi yang gagal nanti.
reason-network = Koneksi internet terputus: pesan-pesan ini tidak pernah sampai ke WhatsApp.
reason-network-action = Tidak ada masalah pada pelanggan atau akun Anda. Tekan Coba lagi yang gagal; kini Pacer menunggu koneksi dengan sendirinya.
reason-no-answer = Meta tidak menjawab, dua kali, dan tidak mengirim pembaruan pengiriman: Pacer tidak bisa memastikan apakah pesan ini sampai.
reason-no-answer-action = Tanyakan kepada pelanggan sebelum mengirim lagi; Pacer tidak mengirim ulang dengan sendirinya.
reason-unexpected-answer = Server Meta tidak menerima pesan-pesan ini dan tidak memberi alasan.
reason-unexpected-answer-action = Tidak ada masalah pada pelanggan atau akun Anda. Tekan Coba lagi yang gagal untuk mengirimnya lagi.
reason-internal = Pacer tidak bisa menyiapkan pesan-pesan ini (galat internal).
reason-internal-action = Kirim lagi dari kampanye baru; jika terjadi lagi, kirim diagnostik Pacer kepada pengembangnya.
reason-none-recorded = Tidak ada alasan yang tercatat.
reason-cancelled = Dibatalkan sebelum dikirim.
reason-in-doubt = Meta tidak menjawab saat pesan ini dikirim; Pacer sedang memastikan apakah pesan sudah keluar sebelum mengirimnya lagi.
reason-waiting-pacing = Menunggu beberapa detik: WhatsApp membatasi seberapa sering satu pelanggan bisa menerima pesan.
reason-waiting-tier = Menunggu tempat dalam batas harian Meta untuk jumlah pelanggan yang bisa Anda kirimi pesan.
reason-waiting-paused = Menunggu: kampanye dijeda.
reason-waiting-hours = Menunggu jam pengiriman kampanye dimulai lagi.
reason-waiting-retry = Menunggu untuk mencoba lagi setelah masalah sementara.
# $details: the temporary problem as Pacer recorded it (English, as stored).
reason-waiting-retry-details = Menunggu untuk mencoba lagi setelah masalah sementara: { $details }
# $reason: Pacer's own word for why the message waits.
reason-waiting-other = Menunggu ({ $reason }).
reason-waiting = Menunggu.
reason-group-gave-up = Pacer berhenti mencoba mengirim pesan-pesan ini.
reason-group-see-history = Lihat riwayat setiap pesan untuk mengetahui apa yang terjadi.
reason-group-retry = Tekan Coba lagi yang gagal untuk mengirimnya lagi.
reason-group-no-retry = Mencoba lagi tidak akan mengubah hasilnya; lihat rinciannya untuk memperbaiki penyebabnya.
# $code: Meta's code (an identifier, not an amount).
reason-group-meta-code = Meta menolak pesan-pesan ini dengan kode { $code }.
reason-action-marketing-cap = Pacer bisa mencoba lagi setelah 24 jam: tekan Coba lagi yang gagal saat itu.
reason-action-window-closed = Kirim template yang disetujui sebagai gantinya.
reason-action-unsupported = Kirim template atau pesan teks sebagai gantinya.
reason-action-own-number = Hapus nomor bisnis Anda sendiri dari daftar.
reason-action-value-spaces = Perbaiki nilai di daftar Anda (tanpa baris baru, tab, atau deretan spasi yang panjang), lalu kirim lagi ke pelanggan ini.
reason-action-marketing-off = Aktifkan kembali pesan pemasaran untuk Cloud API di WhatsApp Manager.
reason-paused-by-you = Dijeda oleh Anda. Tekan Lanjutkan untuk meneruskan.
reason-template-paused = Meta menjeda template "{ $template }" karena kualitasnya rendah. Kampanye ini dijeda; pesan lain tetap berjalan. Kampanye berlanjut saat Meta menyetujui template itu lagi.
reason-template-disabled = Meta menonaktifkan template "{ $template }" secara permanen. Kampanye ini dijeda; buat template baru dan gunakan sebagai gantinya.
# $template: the template's name; $status: Meta's word for its new status.
reason-template-not-approved = Template "{ $template }" tidak lagi disetujui ({ $status }). Kampanye ini dijeda; pesan lain tetap berjalan.
reason-skipped-opted-out = Pelanggan ini mematikan pesan pemasaran dari bisnis Anda, jadi Pacer tidak mengirim template pemasaran ini.
reason-summary-empty = Belum ada pesan dalam kampanye ini.
# A report's line. Each count is a number; a part whose count is 0 is left out; $first
# names the first part said, which follows the semicolon, the others a comma.
reason-summary = { $delivered } dari { $total } pesan sudah sampai, { $read } sudah dibaca sejauh ini{ $waiting ->
        [0] {""}
       *[other] { $first ->
            [waiting] {"; "}
           *[other] {", "}
        }{ $waiting } terkirim dan menunggu sampai ke pelanggan
    }{ $failed ->
        [0] {""}
       *[other] { $first ->
            [failed] {"; "}
           *[other] {", "}
        }{ $failed } gagal
    }{ $skipped ->
        [0] {""}
       *[other] { $first ->
            [skipped] {"; "}
           *[other] {", "}
        }{ $skipped } dilewati
    }{ $unsent ->
        [0] {""}
       *[other] { $first ->
            [unsent] {"; "}
           *[other] {", "}
        }{ $unsent } belum dikirim
    }{ $cancelled ->
        [0] {""}
       *[other] { $first ->
            [cancelled] {"; "}
           *[other] {", "}
        }{ $cancelled } dibatalkan
    }{ $expired ->
        [0] {""}
       *[other] { $first ->
            [expired] {"; "}
           *[other] {", "}
        }{ $expired } kedaluwarsa (tidak terkirim tepat waktu)
    }.

# (end of Engine, reports)

## Engine, imports: an import's report, its problem rows and why an import was refused

engine-import-reason = { $reason ->
        [empty] kosong
        [not_a_number] bukan nomor telepon
        [several_numbers] lebih dari satu nomor dalam sel
        [shortened_by_excel] dipendekkan oleh Excel (notasi ilmiah menghilangkan digit)
        [too_short] terlalu pendek
        [too_long] terlalu panjang
        [unknown_country_code] kode negara tidak dikenal
       *[not_valid_for] bukan nomor yang valid untuk { $country }
    }
engine-import-reason-of-one = { $reason ->
        [empty] kosong
        [not_a_number] bukan nomor telepon
        [several_numbers] berisi lebih dari satu nomor dalam sel
        [shortened_by_excel] dipendekkan oleh Excel
        [too_short] kurang satu digit
        [too_long] kelebihan satu digit
        [unknown_country_code] memakai kode negara yang tidak dikenal
       *[not_valid_for] bukan nomor yang valid untuk { $country }
    }
engine-import-reason-of-many = { $reason ->
        [empty] kosong
        [not_a_number] bukan nomor telepon
        [several_numbers] berisi lebih dari satu nomor dalam sel
        [shortened_by_excel] dipendekkan oleh Excel
        [too_short] kurang satu digit
        [too_long] kelebihan satu digit
        [unknown_country_code] memakai kode negara yang tidak dikenal
       *[not_valid_for] bukan nomor yang valid untuk { $country }
    }
engine-import-summary-problem = { $commonest ->
        [it] lihat daftarnya — nomor itu { engine-import-reason-of-one }
        [all] lihat daftarnya — semuanya { engine-import-reason-of-many }
        [most] lihat daftarnya — sebagian besar { engine-import-reason-of-many }
        [single] lihat daftarnya — 1 nomor { engine-import-reason-of-one }
        [some] lihat daftarnya — { $reason_count } nomor { engine-import-reason-of-many }
       *[none] lihat daftarnya
    }
engine-import-summary = { $rows } baris dibaca: { $saved ->
        [yes] { $new } kontak ditambahkan{ $updated ->
                [0] {""}
               *[other] , { $updated } kontak diperbarui
            }{ $unchanged ->
                [0] {""}
               *[other] , { $unchanged } kontak sudah terbaru
            }
       *[no] { $contacts } kontak
    }{ $duplicates ->
        [0] {""}
       *[other] , { $duplicates } duplikat digabung
    }{ $invalid ->
        [0] {""}
       *[other] , { $invalid } nomor tidak valid ({ engine-import-summary-problem })
    }{ $empty ->
        [0] {""}
       *[other] , { $empty } baris kosong dilewati
    }.{ $opted_out ->
        [0] {""}
       *[other] {" "}{ $opted_out } di antaranya sebelumnya berhenti menerima pesan pemasaran dan tetap begitu.
    }

engine-import-error-open = Pacer tidak bisa membuka { $path }: { $reason }. Pastikan file itu ada dan tidak sedang dibuka di program lain.
engine-import-error-not-a-file = { $path } bukan file yang bisa diimpor Pacer (itu folder, perangkat, atau pipe). Pilih file CSV atau Excel-nya langsung.
engine-import-error-read = Pacer tidak bisa membaca seluruh file ({ $reason }). Salin file ke komputer ini lalu impor lagi.
engine-import-error-empty = File ini kosong. Ekspor lagi daftarnya dari sistem tagihan Anda lalu impor file yang baru.
engine-import-error-no-data = File ini punya baris judul kolom, tetapi tidak ada kontak di bawahnya. Ekspor lagi daftarnya beserta barisnya.
engine-import-error-not-a-list = File ini bukan daftar kontak yang bisa dibaca Pacer (tampaknya { $looks_like ->
        [pdf] dokumen PDF
        [image] gambar
        [gzip] file terkompresi (gzip)
        [rar] file terkompresi (RAR)
        [seven_zip] file terkompresi (7-Zip)
        [empty_zip] file terkompresi (ZIP) yang kosong
        [huge_sheet] spreadsheet dengan lebih dari 10 juta sel
       *[binary] file biner
    }). Simpan daftarnya dari Excel sebagai .xlsx atau .csv lalu impor file itu.
engine-import-error-password-protected = File ini dilindungi kata sandi. Buka di Excel, hapus kata sandinya (File → Info → Protect Workbook), simpan, lalu impor lagi.
engine-import-error-damaged = File ini rusak atau tidak lengkap ({ $detail }). Buka di Excel lalu simpan lagi, atau ekspor lagi daftarnya.
engine-import-error-expands-too-far = Spreadsheet ini akan membesar menjadi { $expanded } saat dibuka, jauh lebih besar dari daftar kontak mana pun: mungkin rusak, atau dibuat untuk membuat program macet. Simpan lagi dari program spreadsheet Anda, atau ekspor daftarnya sebagai CSV.
engine-import-error-packed-too-tightly = Spreadsheet ini dipadatkan jauh lebih rapat daripada biasanya (satu bagian berukuran { $packed } akan membesar menjadi { $unpacked } saat dibuka): mungkin rusak, atau dibuat untuk membuat program macet. Simpan lagi dari program spreadsheet Anda, atau ekspor daftarnya sebagai CSV.
engine-import-error-too-many-parts = Spreadsheet ini terdiri dari { $parts } bagian, padahal daftar kontak hanya punya beberapa puluh: mungkin rusak, atau dibuat untuk membuat program macet. Simpan lagi dari program spreadsheet Anda, atau ekspor daftarnya sebagai CSV.
engine-import-error-unclosed-quote = Baris { $row } membuka tanda kutip (") yang tidak pernah ditutup, sehingga sisa file akan terbaca sebagai satu sel. Perbaiki tanda kutip di baris { $row } lalu impor lagi.
engine-import-error-line-too-long = Baris { $row } lebih panjang dari 8 MB, jadi ini bukan daftar kontak yang bisa dibaca Pacer. Pastikan Anda memilih file yang benar.
engine-import-error-no-phone-column = { $listed ->
        [yes] Tidak ada kolom yang tampak berisi nomor telepon: sebutkan dengan --column phone=<header> (kolomnya: { $columns }).
       *[no] Tidak ada kolom yang tampak berisi nomor telepon: sebutkan dengan --column phone=<header>.
    }
engine-import-error-column-not-found = { $listed ->
        [yes] Tidak ada kolom "{ $wanted }" di file ini (kolomnya: { $columns }). Periksa ejaannya di --column { $role }=<header>.
       *[no] Tidak ada kolom "{ $wanted }" di file ini. Periksa ejaannya di --column { $role }=<header>.
    }
engine-import-error-bad-column-option = --column menerima phone=<header> atau name=<header>, bukan "{ $text }".
engine-import-error-unknown-country = "{ $code }" bukan negara yang dikenal Pacer. Gunakan kode negara dua huruf seperti PK, IN, atau GB.
engine-import-error-no-list-name = Beri nama daftarnya, agar kampanye bisa menemukan kontak ini nanti.
engine-import-error-save = Kontak tidak bisa disimpan: { $reason }
engine-import-error-stopped = Impor berhenti sebelum selesai; tidak ada yang disimpan setelah baris terakhir yang tersimpan.
engine-import-error-rows-to-fix = Pacer tidak bisa menyimpan daftar baris yang perlu diperbaiki di { $path } ({ $reason }). Pastikan disk masih punya ruang, lalu impor file itu lagi.

engine-import-choose-file-first = Pilih dulu file yang akan diimpor: tekan Pilih….
engine-import-preview-stopped = Pratinjau berhenti tiba-tiba. Coba lagi.
engine-import-rows-to-fix-not-written = Pacer tidak bisa menulis { $path }. Pilih folder lain.
engine-import-rows-to-fix-unfinished = Pacer tidak bisa selesai menulis file. Pastikan disk masih punya ruang.
engine-import-saving-stopped = Penyimpanan berhenti tiba-tiba. Coba lagi.

# (end of Engine, imports)

## Engine, campaigns: a campaign's check, its sending plan, invoice PDFs and why a campaign
## was refused

# The check before launch: what is wrong with one recipient, and the summary's first sentence.
engine-campaign-problem-pdf = { $kind ->
        [image] Gambar
        [video] Video
       *[document] PDF
    }
engine-campaign-problem-pdf-column = { $kind ->
        [image] Gambar
        [video] Video
       *[document] PDF
    } ({ $column })
engine-campaign-problem-pdf-file = { $kind ->
        [image] Gambar
        [video] Video
       *[document] PDF
    } "{ $file }"
engine-campaign-problem-empty-column = kolom "{ $column }" kosong untuk kontak ini, jadi tidak ada { $kind ->
        [image] gambar
        [video] video
       *[document] faktur
    } untuk dilampirkan
engine-campaign-problem-upload-unfinished = unggahan tidak selesai
engine-campaign-check-summary = { $audience } kontak dalam audiens: { $ready } siap dikirimi{ $opted_out ->
        [0] {""}
       *[other] , { $opted_out } menolak pesan pemasaran (tidak dikirimi)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } punya masalah yang harus diperbaiki dulu (lihat daftar)
    }.
engine-campaign-languages = Per bahasa (kolom { $column }): { $list }.{ $fell_back ->
        [0] {""}
       *[other] { " " }{ $fell_back } di antaranya menerima { $fallback } karena { $column } mereka kosong atau menyebut bahasa yang belum disetujui untuk template ini.
    }
engine-campaign-retried = { $retried } pesan gagal dikirim lagi; { $left } dibiarkan karena mencoba lagi tidak akan mengubah penyebabnya.

# A value of the template (or the template itself) Meta would refuse.
engine-campaign-value-not-synced = Pacer belum mengetahui isi template "{ $name }" ({ $language }). Tekan Sinkronkan dengan Meta, lalu coba lagi.
engine-campaign-value-no-media-header = Template "{ $name }" tidak punya header PDF, gambar, atau video, jadi file tidak bisa dilampirkan. Pilih template dengan header dokumen, atau hapus filenya.
engine-campaign-value-message-too-long = Setelah nilainya diisi, teks pesan panjangnya { $length } karakter; WhatsApp mengizinkan paling banyak { $max } jika template punya header, footer, atau tombol. Persingkat nilainya.
engine-campaign-value-paused = Meta menjeda template "{ $name }" karena kualitasnya rendah, jadi template ini tidak bisa dikirim sampai Meta menyetujuinya lagi.
engine-campaign-value-disabled = Meta menonaktifkan template "{ $name }" secara permanen setelah kualitasnya berulang kali rendah. Buat template baru.
engine-campaign-value-in-review = Template "{ $name }" masih ditinjau oleh Meta; template ini bisa dikirim setelah disetujui.
engine-campaign-value-rejected = Meta menolak template "{ $name }". Ubah di WhatsApp Manager, lalu ajukan lagi.
engine-campaign-value-deleted = Template "{ $name }" sudah dihapus di Meta. Pilih template lain.
engine-campaign-value-status = Template "{ $name }" berstatus { $status } di Meta; hanya template yang disetujui yang bisa dikirim.
engine-campaign-value-empty = { $label } kosong; WhatsApp memerlukan nilai untuk setiap variabel. Hubungkan ke kolom atau teks tetap, atau isi sel yang kosong.
engine-campaign-value-too-long = { $label } panjangnya { $length } karakter; WhatsApp mengizinkan paling banyak { $max } di sini. Persingkat.
engine-campaign-value-character = { $label } berisi { $what ->
        [line-break] baris baru
        [tab] tab
       *[spaces] lebih dari empat spasi berturut-turut
    }, yang tidak diizinkan WhatsApp dalam nilai template. Ganti dengan satu spasi.
engine-campaign-value-location = { $label } harus ditulis sebagai lintang, bujur (misalnya 24.8607, 67.0011), boleh diikuti | nama | alamat.
engine-campaign-value-no-file = { $label } tidak ada. Berikan file, tautan ke file itu, atau ID medianya.
engine-campaign-value-link = { $label } harus berupa tautan https:// atau ID media yang sudah diunggah ke Meta.
engine-campaign-value-not-pdf = { $label } harus berupa PDF; "{ $file }" bukan PDF. Simpan sebagai PDF, lalu coba lagi.

# Why a campaign was refused.
engine-campaign-not-found = Tidak ada kampanye "{ $campaign }". `pacer campaign list` menampilkan semuanya.
engine-campaign-not-in-audience = { $phone } bukan pelanggan kampanye ini (anggota daftar dan tagnya). Berikan salah satu nomor mereka, atau kosongkan untuk yang pertama.
engine-campaign-unknown-template = Template "{ $name }" ({ $language }) tidak ada di daftar template Pacer. Tekan Sinkronkan dengan Meta, lalu periksa nama dan bahasanya.
engine-campaign-not-approved = Template "{ $name }" berstatus { $status }, belum disetujui: hanya template yang disetujui Meta yang bisa dikirim. Periksa di WhatsApp Manager, lalu tekan Sinkronkan dengan Meta.
engine-campaign-unmapped = { $label } tidak punya nilai: hubungkan ke kolom atau teks tetap ({ $key }=column:<header> atau { $key }=text:<words>).
engine-campaign-unknown-variable = Template ini tidak punya variabel "{ $key }". Variabelnya: { $known }.
engine-campaign-unknown-list = Tidak ada daftar "{ $list }". Impor kontak ke daftar itu dulu (`pacer import FILE --list "{ $list }"`).
engine-campaign-no-audience = Kampanye ini tidak punya audiens: pilih setidaknya satu daftar atau tag.
engine-campaign-no-name = Beri nama kampanye, misalnya "Faktur Desember": dengan nama itu Anda menemukannya di daftar kampanye dan laporannya.
engine-campaign-bad-schedule = Jadwal "{ $schedule }" tidak bisa dibaca: tulis seperti 2026-12-01 09:00 dengan zona waktu seperti Asia/Jakarta.
engine-campaign-bad-hours = Jam pengiriman "{ $hours }" tidak bisa dibaca: tulis dua waktu yang berbeda seperti 09:00 dan 20:00, dengan zona waktu seperti Asia/Jakarta.
engine-campaign-two-header-sources = Pilih satu file untuk semua atau folder berisi file per pelanggan, jangan keduanya.
engine-campaign-no-media-header = Template "{ $template }" tidak punya header gambar, video, atau dokumen, jadi tidak memakai file: pilih template yang punya, atau hapus filenya.
engine-campaign-changed = Kampanye "{ $name }" berubah sejak Anda melihatnya: { $who } { $action ->
        [launched] memulainya
        [paused] menjedanya
        [resumed] melanjutkannya
        [cancelled] membatalkannya
        [created] membuatnya
       *[changed] mengubahnya
    } pada { $time }. Tidak ada yang dilakukan; lihat lagi, lalu pilih.
engine-campaign-changed-by-pacer = Kampanye "{ $name }" berubah sejak Anda melihatnya: Pacer mengubahnya (peluncuran yang sedang berjalan, atau jadwal). Tidak ada yang dilakukan; lihat lagi, lalu pilih.
engine-campaign-has-problems = { $problems } dari { $audience } penerima tidak bisa dikirimi dengan kampanye seperti sekarang (daftar menunjukkan siapa dan kenapa). Perbaiki, atau tetap mulai untuk mengirim ke { $ready } lainnya.
engine-campaign-nobody-ready = { $audience } kontak dalam audiens: { $ready } siap dikirimi{ $opted_out ->
        [0] {""}
       *[other] , { $opted_out } menolak pesan pemasaran (tidak dikirimi)
    }{ $problems ->
        [0] {""}
       *[other] , { $problems } punya masalah yang harus diperbaiki dulu (lihat daftar)
    }. Tidak ada yang bisa dikirimi.
engine-campaign-over = Kampanye "{ $name }" sudah { $state ->
        [done] selesai
       *[cancelled] dibatalkan
    }: tidak ada lagi yang bisa { $action ->
        [pause] dijeda
        [resume] dilanjutkan
       *[cancel] dibatalkan
    }
engine-campaign-launch-again = Kampanye "{ $name }" sudah { $state ->
        [done] selesai
       *[cancelled] dibatalkan
    }: kampanye ini tidak bisa dimulai lagi; salin untuk mengirimnya sekali lagi
engine-campaign-delete-sent = Kampanye "{ $name }" berstatus { $state ->
        [draft] draf
        [scheduled] terjadwal
        [launching] sedang dimulai
        [running] berjalan
        [paused] dijeda
        [done] selesai
       *[cancelled] dibatalkan
    }: hanya kampanye yang belum pernah mengirim apa pun yang bisa dihapus; batalkan saja, dan laporannya tetap ada
engine-campaign-delete-started = Kampanye "{ $name }" berstatus { $state ->
        [draft] draf
        [scheduled] terjadwal
        [launching] sedang dimulai
        [running] berjalan
        [paused] dijeda
        [done] selesai
       *[cancelled] dibatalkan
    }: kampanye ini sudah mulai mengirim, jadi disimpan untuk laporannya; batalkan saja
engine-campaign-launch-stopped = Kampanye "{ $name }" dibatalkan: proses mulai berhenti; tidak ada lagi yang dimasukkan ke antrean

# The sending plan against Meta's daily limit of customers.
engine-plan-unlimited = Meta tidak membatasi berapa banyak pelanggan yang dijangkau akun Anda: semua { $count } dikirim sekarang.
engine-plan-all-now = Kampanye ini menjangkau { $new } pelanggan baru. Meta mengizinkan akun Anda memulai percakapan dengan { $limit } pelanggan per hari, dan { $used } sudah terpakai hari ini: semuanya dikirim sekarang.
engine-plan-split = Kampanye ini menjangkau { $new } pelanggan baru. Meta mengizinkan akun Anda memulai percakapan dengan { $limit } pelanggan per hari, dan { $used } sudah terpakai hari ini. Pacer akan mengirim { $now } sekarang dan { $rest } sisanya { $day ->
        [today] mulai hari ini pukul { $time }
        [tomorrow] mulai besok pukul { $time }
        [later] nanti
       *[other] mulai { $date } pukul { $time }
    }.
engine-plan-limit-reached = Batas harian Meta sudah tercapai: { $used } dari { $limit } pelanggan hari ini. Pesan kampanye baru menunggu sampai pelanggan kemarin keluar dari 24 jam terakhir; lalu Pacer mengirimnya sendiri. OTP ke pelanggan yang menghubungi Anda tetap dikirim.
engine-plan-limit-near = { $used } dari { $limit } pelanggan sudah terpakai hari ini ({ $percent } %). Kampanye besar sekarang akan dibagi: Pacer menunjukkan rencananya sebelum Anda memulai.
# Sending hours in the plan before launch ($customer is yes when each customer's hours are read in their own time).
engine-hours-plan-all-fit = Semua { $count } terkirim sebelum jam kirim kampanye tutup pukul { $close }.{ $customer ->
        [yes] { " " }Jam setiap pelanggan dibaca menurut waktu mereka sendiri bila negaranya hanya punya satu waktu; waktu di sini adalah waktu { $zone }.
       *[no] {""}
    }
engine-hours-plan-split = { $now } terkirim sebelum jam kirim kampanye tutup pukul { $close }; { $rest } lainnya menunggu dan terkirim { $day ->
        [today] hari ini mulai pukul { $time }
        [tomorrow] besok mulai pukul { $time }
        [later] nanti
       *[other] pada { $date } mulai pukul { $time }
    }.{ $customer ->
        [yes] { " " }Jam setiap pelanggan dibaca menurut waktu mereka sendiri bila negaranya hanya punya satu waktu; waktu di sini adalah waktu { $zone }.
       *[no] {""}
    }
engine-hours-plan-closed = Jam kirim kampanye sedang tutup: semua { $count } terkirim { $day ->
        [today] hari ini mulai pukul { $time }
        [tomorrow] besok mulai pukul { $time }
        [later] nanti
       *[other] pada { $date } mulai pukul { $time }
    }.{ $customer ->
        [yes] { " " }Jam setiap pelanggan dibaca menurut waktu mereka sendiri bila negaranya hanya punya satu waktu; waktu di sini adalah waktu { $zone }.
       *[no] {""}
    }

# Invoice PDFs.
engine-pdf-no-folder = Pilih folder yang berisi PDF faktur.
engine-pdf-folder-missing = Folder faktur { $folder } tidak ada. Periksa lokasinya.
engine-pdf-not-a-folder = { $folder } adalah file, bukan folder: berikan folder yang berisi faktur.
engine-pdf-unsafe = "{ $file }" bukan nama file di folder faktur ({ $reason ->
        [separator] berisi pemisah folder
        [not-plain] bukan nama file biasa
        [outside] tautan ke file di luar folder
       *[other] { $why }
    }); Pacer hanya mengirim file dari dalam folder itu.
engine-pdf-not-a-file = "{ $file }" di folder faktur bukan file (melainkan folder, pipe, atau perangkat). Taruh PDF fakturnya di sana dengan nama itu.
engine-header-file-not-found = { $kind ->
        [image] Tidak ada file "{ $file }" (atau "{ $file }" berakhiran .jpg, .jpeg, atau .png) di folder.
        [video] Tidak ada file "{ $file }" (atau "{ $file }" berakhiran .mp4 atau .3gp) di folder.
       *[document] Tidak ada file "{ $file }" (atau "{ $file }.pdf") di folder faktur.
    }
engine-header-file-wrong-type = { $kind ->
        [image] "{ $file }" bukan gambar JPEG atau PNG: WhatsApp hanya menerima keduanya di header gambar.
        [video] "{ $file }" bukan video MP4 atau 3GPP: WhatsApp hanya menerima keduanya di header video.
       *[document] "{ $file }" bukan PDF: WhatsApp hanya menerima dokumen PDF dalam template.
    }
engine-header-file-too-big = "{ $file }" berukuran { $size } byte; WhatsApp menerima { $kind ->
        [image] gambar sampai 5 MB
        [video] video sampai 16 MB
       *[document] dokumen sampai 100 MB
    }.
engine-header-file-missing = File { $file } sudah tidak ada. Pilih lagi.
engine-pdf-changed = "{ $file }" diganti setelah Pacer memeriksanya (dengan file lain atau tautan), jadi tidak dikirim. Periksa folder faktur, lalu mulai lagi.
engine-pdf-unreadable = "{ $file }" tidak bisa dibaca: { $why }
engine-pdf-upload = Meta tidak menerima "{ $file }": { $why }

engine-campaign-progress = { $delivered } dari { $total } terkirim, { $read } sudah dibaca, { $failed } gagal{ $expired ->
        [0] { "" }
       *[other] , { $expired } kedaluwarsa (tidak terkirim tepat waktu)
    }{ $waiting ->
        [0] { "" }
       *[other] , { $waiting } menunggu waktunya
    }.
engine-campaign-uploading = Mengunggah faktur: { $pdfs_done } dari { $pdfs_total } PDF, { $queued } dari { $recipients } pesan masuk antrean. { engine-campaign-progress }

# (end of Engine, campaigns)

## Inbox: the conversations screen, a thread, the composer and quick replies

# The navigation and the screen
inbox-nav = Kotak Masuk
inbox-title = Kotak Masuk
inbox-unread-badge = { $count } pesan belum dibaca
inbox-unread-total = { $count ->
        [0] Tidak ada pesan belum dibaca
       *[other] { $count } pesan belum dibaca
    }
inbox-loading = Memuat…
inbox-try-again = Coba lagi
inbox-cancel = Batal
inbox-empty-title = Belum ada percakapan
inbox-empty = Saat pelanggan membalas pesan Anda, balasan mereka muncul di sini, dan Anda bisa membalasnya dari layar ini.
inbox-empty-demo = Dalam mode demo, pelanggan simulator membalas sebagian tagihan yang dikirim kampanye: jalankan kampanye untuk melihat balasan mereka di sini.
inbox-list-error = Pacer tidak dapat membaca percakapan
inbox-thread-error = Pacer tidak dapat membaca percakapan ini
inbox-pick = Pilih salah satu dari { $count } percakapan di samping untuk membaca dan membalasnya.

# The list
inbox-list-label = Percakapan
inbox-search = Cari nama, nomor, atau pesan
inbox-filter-campaign = Balasan untuk kampanye
inbox-filter-campaign-all = Semua percakapan
inbox-filter-campaign-none = Tidak ada kampanye dengan nama itu
inbox-filter-replies-to = Balasan untuk { $campaign }
inbox-filter-waiting = Menunggu jawaban
inbox-found = { $count } percakapan ditemukan
inbox-none-found = Tidak ada percakapan yang cocok. Coba kata lain atau hapus filter.
inbox-you-wrote = Anda: { $text }
inbox-waiting = Menunggu jawaban
inbox-waiting-hint = Pelanggan menulis terakhir dan belum ada yang menjawab.
inbox-window-open = Anda bisa membalas dengan bebas
inbox-window-open-hint = Pelanggan menulis dalam 24 jam terakhir, jadi Anda bisa membalas dengan pesan apa pun.
inbox-row-unread = { $count } pesan belum dibaca

# What kind a message is, when it has no words of its own
inbox-kind-text = Pesan
inbox-kind-image = Foto
inbox-kind-video = Video
inbox-kind-audio = Audio
inbox-kind-voice = Pesan suara
inbox-kind-document = Dokumen
inbox-kind-sticker = Stiker
inbox-kind-location = Lokasi
inbox-kind-contacts = Kontak
inbox-kind-button = Balasan tombol
inbox-kind-reaction = Reaksi
inbox-kind-order = Pesanan
inbox-kind-template = Template
inbox-kind-system = Pemberitahuan WhatsApp
inbox-kind-other = Pesan jenis lain

# The thread
inbox-thread-label = Pesan dengan pelanggan ini
inbox-thread-total = { $count } pesan
inbox-thread-start = Ini pesan pertama dengan pelanggan ini.
inbox-opted-out = Tanpa pemasaran
inbox-media-downloading = Mengunduh…
inbox-media-open = Buka
inbox-media-retry = Coba lagi
inbox-media-gone = WhatsApp tidak lagi menyimpan berkas ini. Minta pelanggan mengirimnya lagi.
inbox-media-failed = Pacer tidak dapat mengunduh berkas ini.
inbox-location-copy = Salin tautan peta
inbox-location-copied = Tautan disalin
inbox-contacts = Membagikan { $count } kontak
inbox-button-tapped = Menekan “{ $button }”
inbox-choice-made = Memilih “{ $choice }”
inbox-form = Mengisi formulir
inbox-reacted = menanggapi pesan Anda
inbox-reaction-removed = Menarik reaksinya
inbox-order = Mengirim pesanan berisi { $count } barang
inbox-system = Pemberitahuan dari WhatsApp
inbox-unsupported = WhatsApp tidak meneruskan jenis pesan ini ke bisnis; minta pelanggan mengirimnya dengan cara lain.
inbox-unknown = Pesan jenis yang belum ditampilkan Pacer ({ $kind }).
inbox-template-sent = Template { $template }
inbox-sent-other = Pesan jenis { $kind }
inbox-from-campaign = Dari kampanye { $campaign }
inbox-step = { $state } { $time }
inbox-state-queued = Menunggu dikirim
inbox-state-sent = Terkirim
inbox-state-delivered = Diterima
inbox-state-read = Dibaca
inbox-state-failed = Gagal
inbox-state-waiting = Menunggu

# The reply
inbox-reply-placeholder = Tulis balasan (Enter untuk kirim, Shift+Enter untuk baris baru)
inbox-caption-placeholder = Teks di bawah berkas (opsional)
inbox-send = Kirim
inbox-emoji = Emoji
inbox-attach = Lampirkan berkas
inbox-file-remove = Hapus berkas
inbox-too-long = Pesan WhatsApp paling banyak { $max } karakter.
inbox-window-left = { $hours ->
        [0] Anda bisa membalas dengan bebas selama { $minutes } menit lagi
       *[other] Anda bisa membalas dengan bebas selama { $hours } j { $minutes } mnt lagi
    }
inbox-window-closed = Jendela 24 jam pelanggan ini sudah tertutup. WhatsApp sekarang hanya mengizinkan template yang disetujui.
inbox-no-templates = Belum ada template yang disetujui. Sinkronkan template di layar Template, atau tunggu sampai pelanggan menulis lagi.
inbox-template = Template
inbox-template-choose = Pilih template yang disetujui
inbox-template-none-found = Tidak ada template dengan nama itu
inbox-template-value = Nilai untuk {"{{"}{ $name }{"}}"}
inbox-template-example = mis. { $example }
inbox-template-values-missing = { $count } nilai masih kosong

# Quick replies
inbox-quick-replies = Balasan cepat
inbox-quick-none = Belum ada balasan cepat. Tulis balasan, lalu pilih “Simpan sebagai balasan cepat”.
inbox-quick-save = Simpan sebagai balasan cepat
inbox-quick-save-button = Simpan
inbox-quick-saved = Balasan cepat disimpan.
inbox-quick-manage = Kelola balasan cepat
inbox-quick-title = Nama
inbox-quick-title-help = Yang tampil di menu, misalnya “Pembayaran diterima”.
inbox-quick-body = Isi
inbox-quick-save-changes = Simpan perubahan
inbox-quick-delete = Hapus

# Settings → notifications
inbox-settings-title = Pesan baru dari pelanggan
inbox-settings-notify = Beri tahu saya saat pelanggan menulis
inbox-settings-notify-help = Notifikasi desktop dan angka di Kotak Masuk untuk setiap pesan baru dari pelanggan.

# (end of Inbox)

## Inbox media: files customers send, fetched from Meta

inbox-media-expired = File ini sudah tidak tersedia di WhatsApp: file dari pelanggan hanya bisa diambil dalam 7 hari setelah dikirim. Mohon minta pelanggan mengirimkannya lagi.
inbox-media-too-big = Ukuran file ini { $size }, melebihi batas WhatsApp untuk jenis file ini ({ $limit }). File tidak diunduh.
inbox-media-network = File tidak dapat diambil karena koneksi ke WhatsApp terputus ({ $detail }).
inbox-media-meta-refused = WhatsApp menolak memberikan file: { $reason }
inbox-media-unexpected = WhatsApp menjawab dengan kesalahan (HTTP { $status }) saat file diambil.
inbox-media-damaged = File tiba dalam keadaan rusak: tidak cocok dengan sidik yang diberikan WhatsApp.
inbox-media-foreign-host = Alamat file bukan server WhatsApp ({ $host }), jadi Pacer tidak mengambilnya: token akses Anda hanya dikirim ke WhatsApp.
inbox-media-bad-answer = Jawaban WhatsApp tentang file ini tidak dapat dibaca ({ $detail }).
inbox-media-disk = File tidak dapat disimpan di folder data Pacer: { $detail }

# (end of Inbox media)

## Opt-outs: marketing choices staff make for a customer, do-not-contact lists

# Where a marketing choice came from (a contact's history, the opt-out export).
opt-outs-source-reply = Pelanggan membalas meminta berhenti
opt-outs-source-whatsapp-stop = Pelanggan mematikan pesan pemasaran di WhatsApp
opt-outs-source-whatsapp-resume = Pelanggan menyalakan lagi pesan pemasaran di WhatsApp
opt-outs-source-meta = Meta menolak pesan pemasaran: pelanggan sudah mematikannya
opt-outs-source-staff = Staf, di Pacer
opt-outs-source-local-api = Program lain, melalui API lokal Pacer
opt-outs-source-other = { $source }
opt-outs-reason-list = daftar jangan-dihubungi { $file }
opt-outs-reason-consent = setuju lagi melalui { $source }
opt-outs-status-allowed = Pesan pemasaran: diizinkan
opt-outs-status-stopped = Pesan pemasaran: dihentikan
opt-outs-error-reason-needed = { $phone } mematikan pesan pemasaran sendiri. Hanya permintaan mereka sendiri yang boleh mengizinkannya lagi: tuliskan alasannya, misalnya "meminta lewat telepon pada 3 Mei".
opt-outs-error-reason-too-long = Alasannya terlalu panjang: tulis paling banyak { $max } huruf.
opt-outs-error-bad-phone = "{ $phone }" bukan nomor telepon yang bisa dipakai Pacer. Tulis dengan kode negaranya, misalnya +923001234567.
opt-outs-error-person-missing = Sebutkan siapa yang membuat perubahan ini.
opt-outs-error-consent-source = Sebutkan di mana pelanggan setuju menerima pesan Anda, dalam 1 sampai { $max } karakter (misalnya "formulir situs web").
opt-outs-error-consent-in-future = Waktu pelanggan menyetujui ada di masa depan. Kirim waktu mereka menyetujui, atau kosongkan untuk memakai waktu sekarang.
opt-outs-import-summary = { $rows } baris dibaca: { $opted_out } pelanggan dihentikan sekarang, { $already } sudah dihentikan sebelumnya, { $invalid } baris bukan nomor telepon.
opt-outs-campaign-line = { $skipped } pelanggan tidak dikirimi karena sudah berhenti berlangganan pemasaran; { $caused } pelanggan berhenti dalam 7 hari setelah pesan ini sampai.
opt-outs-switch-label = Pesan pemasaran
opt-outs-switch-allowed = Diizinkan
opt-outs-switch-stopped = Dihentikan
opt-outs-switch-change = Ubah…
opt-outs-dialog-title-stop = Hentikan pesan pemasaran ke { $name }
opt-outs-dialog-title-resume = Izinkan lagi pesan pemasaran ke { $name }
opt-outs-dialog-reason = Mengapa?
opt-outs-dialog-reason-placeholder = Misalnya: meminta berhenti lewat telepon
opt-outs-dialog-reason-required = Tuliskan alasannya: disimpan di riwayat pelanggan.
opt-outs-dialog-own-warning = Pelanggan ini mematikan pesan pemasaran sendiri. Izinkan lagi hanya jika pelanggan yang memintanya, dan tuliskan kapan serta bagaimana mereka meminta.
opt-outs-dialog-utility-note = Kuitansi, pengingat, dan kode masuk (pesan utilitas dan autentikasi) tetap terkirim.
opt-outs-dialog-stop = Hentikan pemasaran
opt-outs-dialog-resume = Izinkan pemasaran
opt-outs-dialog-cancel = Batal
opt-outs-dialog-close = Tutup
opt-outs-since = Sejak { $when }
opt-outs-by = Oleh { $by }
opt-outs-opted-in = Setuju menerima pesan dari Anda: { $source }, { $when }
opt-outs-opted-in-source-only = Setuju menerima pesan dari Anda: { $source }
opt-outs-opted-in-reply = menulis ke Anda lebih dulu
opt-outs-history-title = Riwayat
opt-outs-history-empty = Belum ada pilihan pemasaran yang tercatat untuk pelanggan ini.
opt-outs-history-stop = Dihentikan
opt-outs-history-resume = Diizinkan lagi
opt-outs-history-reason = Alasan: { $reason }
opt-outs-import-button = Daftar jangan-dihubungi…
opt-outs-import-title = Daftar jangan-dihubungi
opt-outs-import-explain = Setiap nomor telepon di file langsung berhenti menerima pesan pemasaran, termasuk pesan yang sedang menunggu dikirim.
opt-outs-import-country = Negara untuk nomor yang ditulis tanpa kode negara
opt-outs-import-choose = Pilih file…
opt-outs-import-reading = Membaca { $file }…
opt-outs-import-invalid-title = Baris yang bukan nomor telepon
opt-outs-import-row = Baris { $row }
opt-outs-import-more = dan { $count } baris lagi
opt-outs-export-button = Ekspor daftar berhenti…
opt-outs-export-saved = Daftar berhenti disimpan ke { $file }
opt-outs-report-skipped = Tidak dikirim: berhenti berlangganan
opt-outs-report-caused = Berhenti dalam 7 hari
opt-outs-report-caused-hint = Pelanggan kampanye ini yang menghentikan pesan pemasaran (dengan cara apa pun) dalam 7 hari setelah pesannya sampai.
opt-outs-load-error = Pacer tidak bisa membaca pilihan pemasaran pelanggan ini
opt-outs-loading = Membaca pilihan pemasaran pelanggan…
opt-outs-not-saved = Perubahan tidak tersimpan
opt-outs-import-failed = Daftar jangan-dihubungi tidak terbaca
opt-outs-export-excel = Simpan sebagai Excel…
opt-outs-export-csv = Simpan sebagai CSV…
opt-outs-export-failed = Daftar berhenti tidak tersimpan
opt-outs-switch-aria = Pesan pemasaran untuk { $contact }: ubah

# (end of Opt-outs)

## Inbox, engine: replies refused, quick replies, new-message notices

inbox-reply-not-a-phone = “{ $number }” bukan nomor telepon yang bisa dikirimi pesan oleh Pacer. Periksa nomornya lalu coba lagi.
inbox-reply-empty = Belum ada yang bisa dikirim. Tulis pesan atau pilih berkas.
inbox-reply-too-long = Pesan ini berisi { $length } karakter; WhatsApp menerima paling banyak { $max }. Persingkat atau kirim dalam dua bagian.
inbox-reply-window-closed = Jendela 24 jam pelanggan sudah tertutup, jadi WhatsApp sekarang hanya mengizinkan template yang disetujui. Pilih template di bawah.
inbox-reply-file-unreadable = Pacer tidak bisa membaca “{ $file }”: { $why }. Pastikan berkasnya masih ada lalu coba lagi.
inbox-reply-file-empty = “{ $file }” kosong. Pilih berkas lain.
inbox-reply-file-too-big = “{ $file }” lebih besar dari batas WhatsApp untuk { $kind ->
    [image] gambar
    [video] video
    [audio] suara
   *[other] berkas
    } ({ $mb } MB). Kirim berkas yang lebih kecil.
inbox-reply-upload-failed = WhatsApp tidak menerima “{ $file }”: { $why }. Coba lagi sebentar lagi.
inbox-reply-unknown-template = Pacer tidak mengenal template “{ $name }” ({ $language }). Sinkronkan template di layar Template, lalu coba lagi.
inbox-reply-not-taken = Pacer tidak bisa memasukkan balasan ke antrean. Tidak ada yang terkirim; coba lagi, dan mulai ulang Pacer jika ini terus terjadi.
inbox-quick-reply-title = Beri balasan cepat judul 1 sampai { $max } karakter.
inbox-quick-reply-body = Balasan cepat perlu berisi kata-kata, paling banyak { $max } karakter.
inbox-quick-reply-taken = Sudah ada balasan cepat bernama “{ $title }”. Pilih judul lain.
inbox-notice-title = { $count } pesan baru dari { $name }
inbox-notice-many = { $count } pesan baru dari { $people } pelanggan

inbox-media-not-here = Berkas ini belum ada di komputer ini. Tunggu sampai selesai diunduh, atau coba lagi.
inbox-media-not-opened = Pacer tidak bisa membuka berkas dengan penampil komputer ini. Buka dari folder media/inbound di folder data.

inbox-campaign-replies = { $replied } dari { $reached } pelanggan yang menerima pesan membalas; tombol diketuk { $taps } kali.

inbox-report-replies-title = Balasan
inbox-report-button = Tombol
inbox-report-taps = Ketukan
inbox-report-read-replies = Baca balasannya di Kotak Masuk

# (end of Inbox, engine)

## Template builder

# A problem in a template draft, shown beside the field as the person types.
template-draft-name = Nama template hanya berisi huruf kecil, angka, dan garis bawah (seperti order_update), paling banyak { $max } karakter. Ganti namanya.
template-draft-language = Pilih bahasa template: kode seperti en atau en_US.
template-draft-text-missing = Ini masih kosong. Tulis teksnya, atau hapus.
template-draft-body-missing = Setiap template perlu isi pesan: tulis pesannya.
template-draft-too-long = Ini berisi { $length } karakter; paling banyak { $max }. Persingkat.
template-draft-variable-unclosed = Sebuah variabel dibuka dengan { $open } tetapi tidak ditutup dengan { $close }. Tutup, atau hapus.
template-draft-variable-order = Variabel dinomori sesuai urutan kemunculan pertamanya, tanpa lompatan: { $found } ada di tempat { $expected } seharusnya. Nomori ulang.
template-draft-variable-name = { $found } bukan nama variabel yang sah. Gunakan huruf kecil, angka, dan garis bawah, seperti { $example }.
template-draft-variable-mixed = { $found } mencampur variabel bernomor dan bernama. Gunakan satu jenis di seluruh template.
template-draft-variable-at-edge = Isi pesan tidak boleh diawali atau diakhiri variabel. Tulis beberapa kata sebelum variabel pertama dan sesudah variabel terakhir.
template-draft-too-many-variables = Terlalu banyak variabel untuk teks ini: Meta meminta setidaknya { $per } kata di sekitar setiap variabel, dan isi pesan hanya punya { $words } kata untuk { $variables } variabel. Tambah teksnya atau kurangi variabel.
template-draft-sample-missing = Beri contoh untuk { $variable }: gambaran yang akan dilihat pelanggan, untuk peninjauan Meta.
template-draft-header-one-variable = Header teks berisi paling banyak satu variabel. Hapus yang lain.
template-draft-header-file-missing = Header gambar, video, atau dokumen memerlukan berkas contoh yang diunggah ke Meta. Unggah satu berkas.
template-draft-footer-variables = Footer adalah teks tetap: hapus variabelnya.
template-draft-too-many-buttons = Satu template berisi paling banyak { $max } tombol. Hapus tombol yang berlebih.
template-draft-quick-replies-apart = Tombol balas cepat harus berdampingan. Pindahkan tombol ini ke samping tombol balas cepat lainnya.
template-draft-too-many-url-buttons = Satu template berisi paling banyak { $max } tombol tautan. Hapus tombol ini.
template-draft-too-many-phone-buttons = Satu template berisi paling banyak { $max } tombol telepon. Hapus tombol ini.
template-draft-url-invalid = Tulis alamat web yang diawali https://. Alamat boleh diakhiri satu variabel, { $variable }, dan tidak ada apa pun sesudahnya.
template-draft-phone-invalid = “{ $phone }” bukan nomor telepon dalam format internasional. Tulis dengan kode negaranya, seperti +923001234567.
template-draft-auth-buttons = Template autentikasi hanya punya tombol salin kode. Hapus tombol ini.
template-draft-auth-header = Template autentikasi tidak punya header gambar, video, atau dokumen. Hapus header itu.

# Creating, editing and deleting a template with Meta.
template-error-draft = Pacer tidak mengirim template ke Meta: ada { $problems } hal di draf yang perlu diperbaiki.
template-error-meta = Meta menolak template: { $message } Perbaiki yang disebut Meta lalu kirim lagi.
template-error-duplicate = Template bernama “{ $name }” sudah ada dalam { $language }. Pilih nama lain, atau ubah template itu.
template-error-unreachable = Pacer tidak menerima jawaban Meta: { $why }. Periksa koneksi internet, sinkronkan template untuk melihat apakah perubahan sudah sampai di Meta, lalu coba lagi.
template-error-not-found = Pacer tidak mengenal template bernama “{ $name }”. Sinkronkan template, lalu coba lagi.
template-error-not-editable = “{ $name }” berstatus { $status }: Meta hanya mengizinkan perubahan pada template yang disetujui, ditolak, atau dijeda. Tunggu peninjauan Meta, lalu coba lagi.
template-error-no-account = Pacer tidak tahu ID akun WhatsApp Business Anda, jadi tidak bisa mengelola template Anda. Isi di Pengaturan (PACER_WABA_ID) lalu coba lagi.
template-error-not-saved = Perubahan sudah sampai di Meta, tetapi Pacer tidak bisa menyimpannya: { $why }. Sinkronkan template untuk melihatnya.
template-created = “{ $name }” ({ $language }) dikirim ke Meta untuk ditinjau. Pacer menampilkan keputusan Meta begitu datang.
template-edited = Perubahan “{ $name }” ({ $language }) dikirim ke Meta untuk ditinjau. Pacer menampilkan keputusan Meta begitu datang.
template-deleted = “{ $name }” dihapus dalam semua bahasa. Meta tidak mengizinkan nama itu dipakai lagi selama 30 hari.

# Why Meta rejected a template, from its review.
template-reason-promotional = Meta menolaknya: template utilitas tidak boleh berisi promosi. Hapus penawarannya, atau pilih kategori Pemasaran.
template-reason-invalid-format = Meta menolaknya: variabel, contoh, atau susunannya tidak sah. Perbaiki lalu kirim lagi.
template-reason-tag-mismatch = Meta menolaknya: kategorinya tidak sesuai dengan isinya. Pilih kategori yang cocok lalu kirim lagi.
template-reason-other = Meta menolaknya ({ $reason }). Ubah lalu kirim lagi.

# (end of Template builder)

## Sharing with the office

sharing-identity-not-made = Pacer tidak dapat membuat sertifikat kantornya, jadi tidak dapat dibagikan dengan kantor. Mulai ulang Pacer; jika terjadi lagi, sumber angka acak komputer mungkin rusak.
sharing-identity-unreadable = Sertifikat kantor yang disimpan Pacer tidak dapat dibaca. Matikan lalu nyalakan lagi Bagikan dengan kantor di Pengaturan untuk membuat yang baru, lalu pasangkan lagi setiap meja.
sharing-certificate-changed = Sertifikat Pacer kantor telah berubah: meja ini dipasangkan dengan { $pinned }, dan sekarang menunjukkan { $presented }. Jika Pacer kantor dipasang ulang, pasangkan lagi meja ini. Jika tidak, jangan sambungkan: sesuatu di jaringan mungkin sedang menyamar sebagai Pacer kantor.
sharing-pairing-no-code = Pacer kantor tidak sedang menampilkan kode pemasangan. Di Pacer kantor, buka Pengaturan → Bagikan dengan kantor dan pilih Pasangkan meja.
sharing-pairing-expired = Kode pemasangan itu sudah kedaluwarsa (kode berlaku sepuluh menit). Minta kode baru di Pacer kantor.
sharing-pairing-wrong = Itu bukan kode yang ditampilkan Pacer kantor. Tersisa { $left } percobaan sebelum kode ditutup.
sharing-pairing-too-many = Terlalu banyak kode yang salah: kode pemasangan itu ditutup. Minta kode baru di Pacer kantor.
sharing-pairing-not-a-code = Kode pemasangan terdiri dari delapan angka, seperti 4821-0937. Ketik kode yang ditampilkan Pacer kantor.
sharing-desk-not-paired = Meja ini belum dipasangkan dengan Pacer kantor. Pasangkan: Sambungkan ke Pacer kantor, lalu ketik kode yang ditampilkan Pacer kantor.
sharing-desk-revoked = Akses meja ini ke Pacer kantor telah dicabut di Pengaturan → Orang. Minta pemilik memasangkannya lagi jika meja ini memang perlu akses.
sharing-desk-not-recorded = Pacer kantor tidak dapat membaca atau menulis daftar mejanya saat ini. Coba lagi sebentar lagi; jika terus terjadi, lihat layar Pacer kantor.
sharing-not-for-pages = Pacer kantor tidak menjawab halaman web. Meja tersambung melalui Pacer itu sendiri (Sambungkan ke Pacer kantor), dan sistem melalui program, bukan peramban.
sharing-role-not-allowed = Peran meja ini ({ $role }) tidak boleh melakukan itu di Pacer kantor. Jika seharusnya boleh, minta pemilik mengubah perannya di Pengaturan → Orang.
sharing-another-office-sends = Ada Pacer kantor lain di jaringan ini yang mengirim untuk nomor WhatsApp yang sama, dan ia mulai lebih dulu, jadi Pacer ini berhenti mengirim: dua Pacer yang mengirim untuk satu nomor akan melanggar batas Meta. Matikan berbagi dengan kantor di salah satunya (atau hentikan), lalu pilih Lanjutkan di sini.
office-not-shared = Pacer ini tidak dibagikan dengan kantor. Aktifkan Bagikan Pacer ini dengan kantor di Pengaturan lalu simpan, kemudian coba lagi.
office-title = Bagikan dengan kantor
office-description = Satu Pacer mengirim untuk nomor WhatsApp Anda; PC lain di kantor bekerja melaluinya sebagai meja. Aktifkan ini di PC yang selalu menyala.
office-share = Bagikan Pacer ini dengan kantor
office-name = Nama yang dilihat meja
office-port = Port di jaringan kantor
office-error-name = Beri Pacer ini nama yang akan dikenali meja.
office-not-running = Simpan untuk mulai berbagi: meja dapat dipasangkan setelah Pacer ini berjalan dengannya.
office-fingerprint = Sidik jari sertifikat
office-fingerprint-help = Meja menjangkau Pacer ini di port { $port }. Saat dipasangkan, meja menampilkan sidik jari yang sama: periksa keduanya cocok.
office-fingerprint-copy = Salin sidik jari
office-announce = Biarkan meja di jaringan ini menemukan Pacer ini
office-announce-help = Meja lalu melihatnya di Sambungkan ke Pacer kantor. Mati: meja mengetik alamat PC ini. Siapa pun di jaringan bisa melihat pengumumannya (nama, alamat, dan sidik jari Pacer ini, serta id nomor WhatsApp-nya).
office-pair = Pasangkan meja
office-pair-role = Peran meja berikutnya
office-pairing-as = Meja yang dipasangkan dengan kode ini mendapat peran { $role }. Anda bisa mengubahnya nanti di Orang.
office-pairing-title = Pasangkan meja
office-pairing-code = Ketik kode ini di meja:
office-pairing-help = Berlaku untuk satu meja, selama sepuluh menit. Meja harus menampilkan sidik jari ini:
office-pairing-close = Tutup
office-people = Orang
office-people-empty = Belum ada meja: pilih Pasangkan meja untuk menambahkan.
office-people-name = Meja
office-people-role = Peran
office-people-last-seen = Terakhir terlihat
office-role-owner = Pemilik: semuanya
office-role-staff = Staf: kontak, kampanye, kotak masuk, laporan
office-role-viewer = Pembaca: laporan
office-role-system = Sistem: hanya mengirim pesan
office-never = belum pernah
office-revoked = Akses dicabut
office-revoke = Cabut akses
office-audit = Siapa melakukan apa
office-audit-empty = Belum ada yang dicatat.
office-audit-export = Ekspor sebagai CSV
office-audit-exported = Disimpan ke { $path }
office-from-desk-title = Orang-orang kantor
office-from-desk-description = Anda pemilik di { $office }: pasangkan meja lain, ubah perannya atau cabut aksesnya, dan baca siapa melakukan apa, di sini seperti di PC kantor.
audit-action-campaign-launched = meluncurkan kampanye
audit-action-campaign-paused = menjeda kampanye
audit-action-campaign-resumed = melanjutkan kampanye
audit-action-campaign-cancelled = membatalkan kampanye
audit-action-campaign-created = membuat kampanye
audit-action-campaign-edited = mengubah kampanye
audit-action-campaign-deleted = menghapus kampanye
audit-action-contacts-imported = mengimpor kontak
audit-action-opted-out = menghentikan pemasaran ke pelanggan
audit-action-opted-in = mengizinkan pemasaran ke pelanggan
audit-action-reply-sent = membalas pelanggan
audit-action-settings-changed = mengubah pengaturan
audit-action-template-created = membuat templat
audit-action-template-edited = mengubah templat
audit-action-template-deleted = menghapus templat
audit-action-rate-card-loaded = memuat kartu tarif
audit-action-desk-paired = memasangkan meja
audit-action-desk-revoked = mencabut akses meja
audit-action-role-changed = mengubah peran meja
audit-action-system-key-made = membuat kunci sistem

# A desk: this PC working through the office Pacer.
desk-not-an-address = “{ $address }” bukan alamat Pacer kantor. Ketik seperti yang ditampilkan Pengaturan → Bagikan dengan kantor di PC kantor, misalnya https://192.168.1.20:8093.
desk-unreachable = Pacer kantor di { $address } tidak dapat dihubungi. Periksa bahwa PC kantor menyala dan PC ini ada di jaringan kantor; Pacer terus mencoba sendiri.
desk-refused = Pacer kantor menolak ({ $status }): { $message }
desk-answer-unreadable = Jawaban Pacer kantor tidak dapat dibaca. Periksa bahwa PC ini dan PC kantor menjalankan versi Pacer yang sama.
desk-download-too-large = Berkas dari Pacer kantor lebih besar dari { $megabytes } MB, melebihi batas unduhan meja. Simpan di PC kantor saja.
desk-no-credential = Kredensial meja ini tidak ada lagi di keyring PC ini. Hubungkan lagi ke Pacer kantor untuk memasangkan meja ini.
desk-not-here = Meja belum bisa melakukan ini: lakukan di PC Pacer kantor ({ $office }).
desk-fingerprint-not-announced = Pacer di { $address } menunjukkan sertifikat yang tidak diawali { $prefix }, seperti yang diumumkan Pacer kantor yang ditemukan di jaringan. Jangan hubungkan: periksa alamatnya di PC kantor.
desk-fingerprint-not-compared = Bandingkan dulu sidik jari dengan layar PC kantor: pilih Tampilkan sidik jarinya.
desk-shared-here = PC ini membagikan Pacer-nya dengan kantor, jadi tidak bisa sekaligus menjadi meja. Matikan dulu Bagikan Pacer ini dengan kantor lalu simpan.
import-upload-progress = Mengirim berkas ke Pacer kantor: { $sent } dari { $total } ({ $percent })
wizard-upload-progress = Mengirim berkas kampanye ke Pacer kantor: { $sent } dari { $total } ({ $percent })
office-revoke-confirm = { $desk } tidak akan bisa lagi menghubungi Pacer ini. Untuk memberi akses lagi, pasangkan dengan kode baru.
desk-title = Hubungkan ke Pacer kantor
desk-description = Bekerja di PC ini melalui Pacer kantor: hanya Pacer itu yang mengirim untuk nomor WhatsApp Anda, dan meja ini menampilkan serta mengubah kampanye, kotak masuk, dan laporannya.
desk-find = Cari Pacer kantor
desk-finding = Mencari di jaringan ini…
desk-found-none = Tidak ada Pacer kantor yang menjawab di jaringan ini. Ketik alamatnya seperti yang ditampilkan Pengaturan → Bagikan dengan kantor.
desk-found-use = Gunakan yang ini
desk-address = Alamat Pacer kantor
desk-look = Tampilkan sidik jarinya
desk-compare = Periksa bahwa layar PC kantor menampilkan sidik jari yang sama ini:
desk-code = Kode pemasangan yang tampil di PC kantor
desk-name = Nama meja ini
desk-connect = Hubungkan
desk-connected = PC ini adalah meja dari { $office } di { $address }, sebagai “{ $desk }”.
desk-leave = Berhenti bekerja sebagai meja
desk-leave-confirm = PC ini akan berhenti memakai Pacer kantor dan melupakan kredensialnya. Untuk kembali, pasangkan lagi dengan kode baru.
desk-leave-cancel = Tetap bekerja sebagai meja
desk-banner-unreachable = Pacer kantor tidak dapat dihubungi. Pacer terus mencoba; selama itu meja ini tidak mengirim apa pun.
desk-banner-locked-out = Pacer kantor tidak lagi menerima meja ini. Hubungkan lagi ke Pacer kantor di Pengaturan.

# (end of Sharing with the office)

dialog-contact-list = Pilih daftar kontak untuk diimpor
dialog-rows-to-fix = Simpan baris yang perlu diperbaiki
dialog-do-not-contact = Pilih daftar jangan-dihubungi
dialog-opt-outs = Simpan daftar berhenti langganan
dialog-rate-card = Pilih daftar harga Meta (CSV)
dialog-reply-file = Pilih file untuk dikirim
dialog-report = Simpan laporan
dialog-invoice-folder = Pilih folder faktur PDF
dialog-readable-folder = Tambahkan folder yang boleh dibaca Pacer
dialog-audit-log = Simpan siapa melakukan apa
dialog-picture = Pilih gambar
dialog-video = Pilih video
dialog-pdf = Pilih PDF
dialog-sample-picture = Pilih gambar contoh
dialog-sample-video = Pilih video contoh
dialog-sample-pdf = Pilih PDF contoh
dialog-tunnel-title = Jalankan program tunnel ini?
dialog-tunnel-run = Jalankan program ini
dialog-tunnel-keep = Pertahankan pengaturan lama
dialog-tunnel-intro = Pacer akan menjalankan program ini sekarang dan setiap kali Pacer dimulai, agar pembaruan pengiriman dari Meta sampai ke komputer ini:
dialog-tunnel-program = Program: { $program }
dialog-tunnel-program-found = Program: { $program } (ditemukan di { $path })
dialog-tunnel-program-missing = Program: { $program } (belum ada di komputer ini)
dialog-tunnel-no-arguments = Argumen: tidak ada
dialog-tunnel-arguments = Argumen, satu per baris:
dialog-tunnel-warning = Program ini berjalan dengan hak Anda di komputer ini. Jalankan hanya jika Anda sendiri yang mengetik perintah ini.
dialog-token-title = Kirim token akses Anda ke alamat lain?
dialog-token-where = Alamat Graph adalah { $address }, bukan alamat Meta ({ $meta }).
dialog-token-warning = Menguji koneksi mengirim token akses Meta yang tersimpan ke alamat itu. Kirim hanya jika Anda memercayainya, misalnya server uji milik Anda sendiri.
dialog-token-send = Kirim token
dialog-token-cancel = Batal
