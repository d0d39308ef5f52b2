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
wizard-error-pdf-folder = { $variable }: pilih folder yang berisi PDF.
wizard-error-pdf-column = { $variable }: pilih kolom yang menyebut nama file PDF tiap pelanggan.
wizard-error-text-empty = { $variable } belum diisi: ketik teks yang akan dikirim, atau pilih kolom.
wizard-error-column-empty = { $variable } belum diisi: pilih kolom, atau ketik teks tetap.
wizard-error-schedule-at = Tulis waktu kirim seperti 2026-12-01 09:00 (tahun-bulan-tanggal jam:menit).
wizard-error-time-zone = Pilih zona waktu untuk waktu itu, misalnya Asia/Jakarta.
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
wizard-audience-exact = Jumlah pastinya diperiksa di langkah 4, sebelum ada yang dikirim.
# Step 3: where each value comes from, and when to send
wizard-values-no-template = Pilih template dulu di langkah 1.
wizard-values-intro = Untuk tiap isian, pilih kolom dari daftar yang Anda impor (tiap pelanggan mendapat isiannya sendiri) atau teks tetap (semua mendapat yang sama).
wizard-values-errors-title = Sebelum kampanye bisa dibuat
wizard-source-pdf = PDF per pelanggan
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
wizard-pdf-folder = Folder PDF
wizard-pdf-folder-description = Satu PDF per pelanggan, dinamai sesuai isian sebuah kolom (INV-0042 atau INV-0042.pdf). Pacer hanya membaca folder yang Anda pilih.
wizard-pdf-no-folder = Belum ada folder yang dipilih: tekan Pilih… untuk memilih folder berisi PDF tagihan.
wizard-pdf-choose = Pilih…
wizard-pdf-choose-failed = Jendela folder tidak terbuka
wizard-pdf-sample = Pakai tagihan contoh
wizard-pdf-sample-note = Demo: satu PDF per pelanggan contoh, dinamai sesuai kolom Invoice.
wizard-pdf-column = Kolom yang menamai file tiap pelanggan
wizard-pdf-column-description = Misalnya Invoice: pelanggan dengan Invoice INV-0042 menerima INV-0042.pdf.
wizard-schedule = Kirim nanti, pada waktu tertentu
wizard-schedule-at = Tanggal dan waktu
wizard-schedule-at-description = Tahun-bulan-tanggal jam:menit
wizard-time-zone = Zona waktu
wizard-time-zone-description = Zona waktu untuk waktu itu (zona komputer Anda kecuali Anda mengubahnya)
wizard-schedule-note = Membuatnya berarti menjadwalkannya: Pacer mulai kirim sendiri pada waktu itu (atau segera setelah Pacer berjalan lagi), mengirim ke semua yang siap dan melewati pelanggan yang bermasalah. Sampai saat itu Anda bisa menjeda atau membatalkannya di daftar.
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

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
