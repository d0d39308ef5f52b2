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

# (end of Templates)

## Campaigns: the Campaigns screen and a campaign's page

# (end of Campaigns)

## Campaign wizard: making and launching a campaign

# (end of Campaign wizard)

## Reports: the Reports screen

# (end of Reports)

## Settings: the Settings screen

# (end of Settings)
