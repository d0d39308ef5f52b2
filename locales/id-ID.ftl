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
