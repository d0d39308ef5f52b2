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
templates-empty-live = Belum ada template: tekan Sinkronkan dengan Meta untuk membaca template akun WhatsApp Business Anda. Template baru dibuat dan disetujui di WhatsApp Manager milik Meta; sinkronkan lagi setelah Meta menyetujuinya.
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
templates-unusable-rejected = Meta menolak template ini, jadi tidak bisa dikirim. Ubah di WhatsApp Manager milik Meta, lalu ajukan lagi.
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

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
