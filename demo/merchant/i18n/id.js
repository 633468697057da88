// @ts-check
/** Indonesian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const id = {
  'shell.brand': 'Demo Railkit',
  'shell.pages': 'Halaman demo',
  'shell.language': 'Bahasa',

  'busy.stillWorking': 'Masih diproses — jangan tutup halaman ini.',
  'busy.starting': 'Menyiapkan formulir…',
  'busy.checking': 'Memeriksa detail rekening bank Anda…',
  'busy.payingOut': 'Mengirim penarikan dana Anda…',
  'busy.paying': 'Mengonfirmasi pembayaran dengan bank Anda…',

  'payout.title': 'Tarik saldo Anda',
  'payout.start.title': 'Detail penarikan',
  'payout.country': 'Negara rekening bank Anda',
  'payout.amount': 'Jumlah',
  'payout.amountHint':
    'Lingkungan uji: jumlah berakhiran {fails} akan gagal, jumlah berakhiran {pending} akan tetap tertunda.',
  'payout.formLanguage': 'Bahasa formulir',
  'payout.continue': 'Lanjutkan',
  'payout.details.title': 'Ke mana kami harus mengirim uangnya?',
  'payout.sample': 'Contoh rekening di lingkungan uji: {sample}',
  'payout.review': 'Tinjau penarikan',
  'payout.confirm.title': 'Konfirmasi penarikan Anda',
  'payout.confirm.amount': 'Jumlah',
  'payout.confirm.to': 'Rekening tujuan',
  'payout.confirm.holder': 'Pemilik rekening',
  'payout.payOut': 'Tarik dana',
  'payout.edit': 'Ubah rekening bank',
  'payout.retryHint': '{error} Anda dapat menekan “Tarik dana” lagi: dana tidak akan dibayarkan dua kali.',
  'payout.group.iban': 'Negara dengan IBAN',
  'payout.group.ibanTerritory': 'Wilayah dengan IBAN (format negara induk)',
  'payout.group.nationalIban': 'IBAN nasional (di luar registri SWIFT)',
  'payout.group.rail': 'Detail bank lokal',

  'payout.success.title': 'Penarikan terkirim',
  'payout.success.detail': '{amount} sedang dalam perjalanan ke {account}.',
  'payout.success.next': 'Dana biasanya tiba dalam satu hari kerja.',
  'payout.failure.title': 'Penarikan gagal',
  'payout.failure.detail': 'Bank Anda tidak dapat menerima penarikan ini. Saldo Anda tidak berubah.',
  'payout.failure.next': 'Coba rekening lain',
  'payout.pending.title': 'Penarikan tertunda',
  'payout.pending.detail': 'Bank Anda belum mengonfirmasi penarikan sebesar {amount}.',
  'payout.unknown.title': 'Kami tidak dapat mengonfirmasi penarikan Anda',
  'payout.unknown.detail':
    'Koneksi terputus sebelum bank Anda menjawab. Jangan lakukan penarikan lagi: tidak ada dana yang akan dibayarkan dua kali.',
  'payout.again': 'Lakukan penarikan lain',

  'result.waiting': 'Menunggu jawaban dari bank Anda…',
  'result.emailLater': 'Anda dapat menutup halaman ini: kami akan mengirim email saat bank Anda menjawab.',
  'result.stoppedWaiting':
    'Bank Anda belum menjawab. Anda dapat menutup halaman ini: kami akan mengirimkan hasilnya melalui email.',

  'checkout.title': 'Pembayaran pesanan',
  'checkout.start.title': 'Pesanan Anda',
  'checkout.amount': 'Jumlah',
  'checkout.customer': 'Referensi pelanggan',
  'checkout.customerHint': 'Kartu yang disimpan pelanggan ini akan ditawarkan pada pembayaran berikutnya.',
  'checkout.continue': 'Lanjut ke pembayaran',
  'checkout.pay.title': 'Bayar dengan kartu',
  'checkout.accepted': 'Kartu yang diterima',
  'checkout.payWith': 'Bayar dengan',
  'checkout.newCard': 'Kartu baru',
  'checkout.store': 'Simpan kartu ini untuk lain kali',
  'checkout.testCards':
    'Kartu lingkungan uji: {approves} disetujui, {declines} ditolak, {challenge} meminta {threeDS}, {timeout} melewati batas waktu.',
  'checkout.pay': 'Bayar {amount}',
  'checkout.retryHint': '{error} Anda dapat menekan “Bayar” lagi: dana tidak akan ditagih dua kali.',
  'checkout.cancelled':
    'Anda menutup konfirmasi dengan bank Anda, sehingga pembayaran tidak dilakukan. Tekan “Bayar” untuk mencoba lagi.',
  'checkout.declined': 'Bank Anda menolak kartu ini. Coba kartu lain.',
  'checkout.timeout': 'Pembayaran tidak dapat diselesaikan tepat waktu. Silakan coba lagi.',
  'checkout.authFailed': 'Bank Anda tidak dapat mengonfirmasi pembayaran. Coba lagi atau gunakan kartu lain.',
  'checkout.failed': 'Pembayaran gagal. Coba lagi atau gunakan kartu lain.',
  'checkout.startAgain': '{error} Mulai lagi untuk membayar.',
  'checkout.success.title': 'Pembayaran diotorisasi',
  'checkout.success.detail': 'Dana sebesar {amount} ditahan pada kartu Anda.',
  'checkout.success.next': 'Kami akan menagihnya saat pesanan Anda dikirim.',
  'checkout.pending.title': 'Pembayaran tertunda',
  'checkout.pending.detail': 'Bank Anda belum memberikan jawaban tentang pembayaran sebesar {amount}.',
  'checkout.unknown.title': 'Kami tidak dapat mengonfirmasi pembayaran Anda',
  'checkout.unknown.detail':
    'Koneksi terputus sebelum bank Anda menjawab. Jangan membayar lagi: tidak ada dana yang akan ditagih dua kali.',
  'checkout.again': 'Mulai pembelian lain',
  'checkout.checking': 'Memeriksa pembayaran Anda…',

  'merchant.title': 'Tampilan merchant',
  'merchant.note':
    'Yang diketahui server merchant dari notifikasi bertanda tangan. Pembayar tidak pernah melihat panel ini.',
  'merchant.order': 'Pesanan',
  'merchant.state': 'Status setelah rekonsiliasi',
  'merchant.none': 'Belum ada pesanan',
  'merchant.awaiting': 'Menunggu notifikasi platform…',
  'merchant.payoutState': '{status} (notifikasi {id}, tanda tangan terverifikasi) · {time}',
  'merchant.paymentState': '{status} (notifikasi {action}, tanda tangan terverifikasi) · {time}',
  'merchant.capture': 'Tagih',
  'merchant.cancel': 'Batalkan pembayaran',
  'merchant.refund': 'Kembalikan dana',
  'merchant.authorized': 'Diotorisasi',
  'merchant.authorizeFailed': 'Otorisasi gagal',
  'merchant.captured': 'Ditagih',
  'merchant.cancelled': 'Dibatalkan',
  'merchant.refunded': 'Dana dikembalikan',
  'merchant.console': 'Buka di konsol sandbox',

  'dropInPage.country': 'Negara',
  'dropInPage.testHint':
    'Lingkungan uji: jumlah berakhiran {declined} akan ditolak, jumlah berakhiran {pending} akan tetap tertunda (tidak berlaku untuk kartu).',
  'dropInPage.payTitle': 'Bayar {amount} untuk pesanan Anda',

  'methodsPage.payTitle': 'Pilih cara pembayaran',
  'methodsPage.legend': 'Metode pembayaran',
  'methodsPage.popup': 'Buka halaman pembayaran di jendela pop-up dan tetap di halaman ini',
  'methodsPage.redirectHint':
    'Anda akan meninggalkan halaman ini untuk membayar dengan {method}, lalu kembali ke sini.',
  'methodsPage.cancelled':
    'Anda membatalkan pembayaran dengan {method}. Tidak ada dana yang ditagih: pilih cara Anda membayar.',
  'methodsPage.cancelledAny':
    'Anda membatalkan pembayaran. Tidak ada dana yang ditagih: pilih cara Anda membayar.',
  'methodsPage.declined': 'Pembayaran dengan {method} ditolak. Pilih metode pembayaran lain.',
  'methodsPage.declinedAny': 'Pembayaran ditolak. Pilih metode pembayaran lain.',
  'methodsPage.popupClosed':
    'Jendela pembayaran ditutup sebelum Anda selesai. Tekan “Bayar” untuk membukanya lagi.',
  'methodsPage.failed': 'Pembayaran gagal. Coba lagi atau pilih metode pembayaran lain.',
  'methodsPage.success.detail': 'Pembayaran Anda sebesar {amount} telah dikonfirmasi.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Penarikan',
  'page.payout.summary':
    'Penarikan ke rekening bank di 145 negara, dengan SDK yang diimpor sebagai modul ES.',
  'page.script-tag.title': 'Tag script',
  'page.script-tag.summary':
    'Penarikan yang sama tanpa bundler: satu <script> dengan hash integritasnya mendefinisikan window.Railkit.',
  'page.checkout.title': 'Pembayaran kartu',
  'page.checkout.summary':
    'Pembayaran kartu dengan formulir kartu di halaman ini, yang dienkripsi di sini sebelum dikirim.',
  'page.checkout-drop-in.title': 'Pilihan pembayaran',
  'page.checkout-drop-in.summary':
    'Semua metode pembayaran di negara pembayar dalam satu elemen: kartu, debit bank, pengalihan, dan dompet digital.',
  'page.checkout-secure.title': 'Kolom aman',
  'page.checkout-secure.summary':
    'Pembayaran kartu yang sama dengan formulir di dalam bingkai brankas: data kartu tidak pernah menyentuh halaman ini.',
  'page.checkout-methods.title': 'Semua metode',
  'page.checkout-methods.summary':
    'Pembayaran di enam negara dengan setiap metode yang ditawarkan lingkungan uji di sana: debit, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Pembayaran dengan tag script',
  'page.script-tag-checkout.summary':
    'Pembayaran kartu tanpa bundler: <script> pembayaran mendefinisikan window.Railkit; 3-D Secure dalam dialog.',
  'page.react.title': 'Aplikasi React',
  'page.react.summary':
    'Pencairan dana dan checkout drop-in sebagai komponen React (railkit/react), dengan satu klien per sesi.',
  'page.vue.title': 'Aplikasi Vue',
  'page.vue.summary':
    'Pencairan dana dan checkout drop-in sebagai komponen Vue (railkit/vue), dengan satu klien per sesi.',
};
