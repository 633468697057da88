// @ts-check
/** Malay texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const ms = {
  'shell.brand': 'Demo Railkit',
  'shell.pages': 'Halaman demo',
  'shell.language': 'Bahasa',

  'busy.stillWorking': 'Masih diproses — jangan tutup halaman ini.',
  'busy.starting': 'Menyediakan borang…',
  'busy.checking': 'Menyemak butiran bank anda…',
  'busy.payingOut': 'Menghantar pengeluaran anda…',
  'busy.paying': 'Mengesahkan pembayaran dengan bank anda…',

  'payout.title': 'Keluarkan baki anda',
  'payout.start.title': 'Butiran pengeluaran',
  'payout.country': 'Negara akaun bank anda',
  'payout.amount': 'Amaun',
  'payout.amountHint':
    'Persekitaran ujian: amaun yang berakhir dengan {fails} akan gagal, amaun yang berakhir dengan {pending} kekal belum selesai.',
  'payout.formLanguage': 'Bahasa borang',
  'payout.continue': 'Teruskan',
  'payout.details.title': 'Ke manakah wang perlu dihantar?',
  'payout.sample': 'Akaun contoh persekitaran ujian: {sample}',
  'payout.review': 'Semak pengeluaran',
  'payout.confirm.title': 'Sahkan pengeluaran anda',
  'payout.confirm.amount': 'Amaun',
  'payout.confirm.to': 'Kepada',
  'payout.confirm.holder': 'Pemegang akaun',
  'payout.payOut': 'Keluarkan',
  'payout.edit': 'Tukar akaun bank',
  'payout.retryHint': '{error} Anda boleh menekan “Keluarkan” sekali lagi: wang tidak akan dibayar dua kali.',
  'payout.group.iban': 'Negara IBAN',
  'payout.group.ibanTerritory': 'Wilayah IBAN (format negara induk)',
  'payout.group.nationalIban': 'IBAN kebangsaan (di luar daftar SWIFT)',
  'payout.group.rail': 'Butiran bank tempatan',

  'payout.success.title': 'Pengeluaran dihantar',
  'payout.success.detail': '{amount} sedang dalam perjalanan ke {account}.',
  'payout.success.next': 'Wang biasanya diterima dalam tempoh satu hari bekerja.',
  'payout.failure.title': 'Pengeluaran gagal',
  'payout.failure.detail': 'Bank anda tidak dapat menerima pengeluaran ini. Baki anda tidak berubah.',
  'payout.failure.next': 'Cuba akaun lain',
  'payout.pending.title': 'Pengeluaran belum selesai',
  'payout.pending.detail': 'Bank anda belum mengesahkan pengeluaran sebanyak {amount}.',
  'payout.unknown.title': 'Kami tidak dapat mengesahkan pengeluaran anda',
  'payout.unknown.detail':
    'Sambungan terputus sebelum bank anda menjawab. Jangan buat pengeluaran sekali lagi: tiada apa-apa yang akan dibayar dua kali.',
  'payout.again': 'Buat pengeluaran lain',

  'result.waiting': 'Menunggu jawapan bank anda…',
  'result.emailLater':
    'Anda boleh menutup halaman ini: kami akan menghantar e-mel kepada anda apabila bank anda menjawab.',
  'result.stoppedWaiting':
    'Bank anda belum menjawab. Anda boleh menutup halaman ini: kami akan memaklumkan keputusannya melalui e-mel.',

  'checkout.title': 'Daftar keluar',
  'checkout.start.title': 'Pesanan anda',
  'checkout.amount': 'Amaun',
  'checkout.customer': 'Rujukan pelanggan',
  'checkout.customerHint':
    'Kad yang disimpan oleh pelanggan ini akan ditawarkan semasa daftar keluar seterusnya.',
  'checkout.continue': 'Teruskan ke pembayaran',
  'checkout.pay.title': 'Bayar dengan kad',
  'checkout.accepted': 'Kad yang diterima',
  'checkout.payWith': 'Bayar dengan',
  'checkout.newCard': 'Kad baharu',
  'checkout.store': 'Simpan kad ini untuk kali seterusnya',
  'checkout.testCards':
    'Kad ujian: {approves} diluluskan, {declines} ditolak, {challenge} meminta {threeDS}, {timeout} tamat masa.',
  'checkout.pay': 'Bayar {amount}',
  'checkout.retryHint': '{error} Anda boleh menekan “Bayar” sekali lagi: caj tidak akan dikenakan dua kali.',
  'checkout.cancelled':
    'Anda telah menutup pengesahan dengan bank anda, jadi pembayaran tidak dibuat. Tekan “Bayar” untuk mencuba lagi.',
  'checkout.declined': 'Bank anda menolak kad ini. Cuba kad lain.',
  'checkout.timeout': 'Pembayaran tidak dapat diselesaikan dalam masa yang ditetapkan. Sila cuba lagi.',
  'checkout.authFailed': 'Bank anda tidak dapat mengesahkan pembayaran. Cuba lagi atau gunakan kad lain.',
  'checkout.failed': 'Pembayaran gagal. Cuba lagi atau gunakan kad lain.',
  'checkout.startAgain': '{error} Mulakan semula untuk membayar.',
  'checkout.success.title': 'Pembayaran dibenarkan',
  'checkout.success.detail': '{amount} telah ditahan pada kad anda.',
  'checkout.success.next': 'Kami akan mengenakan caj apabila pesanan anda dihantar.',
  'checkout.pending.title': 'Pembayaran belum selesai',
  'checkout.pending.detail': 'Bank anda belum memberikan jawapan tentang pembayaran sebanyak {amount}.',
  'checkout.unknown.title': 'Kami tidak dapat mengesahkan pembayaran anda',
  'checkout.unknown.detail':
    'Sambungan terputus sebelum bank anda menjawab. Jangan bayar sekali lagi: tiada caj yang akan dikenakan dua kali.',
  'checkout.again': 'Mulakan pembelian lain',
  'checkout.checking': 'Menyemak pembayaran anda…',

  'merchant.title': 'Paparan peniaga',
  'merchant.note':
    'Apa yang diketahui oleh pelayan peniaga daripada pemberitahuan bertandatangan. Pembayar tidak pernah melihat panel ini.',
  'merchant.order': 'Pesanan',
  'merchant.state': 'Status yang diselaraskan',
  'merchant.none': 'Belum ada pesanan',
  'merchant.awaiting': 'Menunggu pemberitahuan platform…',
  'merchant.payoutState': '{status} (pemberitahuan {id}, tandatangan disahkan) · {time}',
  'merchant.paymentState': '{status} (pemberitahuan {action}, tandatangan disahkan) · {time}',
  'merchant.capture': 'Kutip bayaran',
  'merchant.cancel': 'Batalkan pembayaran',
  'merchant.refund': 'Bayar balik',
  'merchant.authorized': 'Dibenarkan',
  'merchant.authorizeFailed': 'Kebenaran gagal',
  'merchant.captured': 'Dikutip',
  'merchant.cancelled': 'Dibatalkan',
  'merchant.refunded': 'Dibayar balik',
  'merchant.console': 'Buka dalam konsol kotak pasir',

  'dropInPage.country': 'Negara',
  'dropInPage.testHint':
    'Persekitaran ujian: amaun yang berakhir dengan {declined} akan ditolak, amaun yang berakhir dengan {pending} kekal belum selesai (bukan untuk kad).',
  'dropInPage.payTitle': 'Bayar {amount} untuk pesanan anda',

  'methodsPage.payTitle': 'Pilih cara pembayaran',
  'methodsPage.legend': 'Kaedah pembayaran',
  'methodsPage.popup': 'Buka halaman pembayaran dalam tetingkap timbul dan kekal di halaman ini',
  'methodsPage.redirectHint':
    'Anda akan meninggalkan halaman ini untuk membayar dengan {method}, kemudian kembali ke sini.',
  'methodsPage.cancelled':
    'Anda telah membatalkan pembayaran dengan {method}. Tiada caj dikenakan: pilih cara anda mahu membayar.',
  'methodsPage.cancelledAny':
    'Anda telah membatalkan pembayaran. Tiada caj dikenakan: pilih cara anda mahu membayar.',
  'methodsPage.declined': 'Pembayaran dengan {method} telah ditolak. Pilih kaedah pembayaran lain.',
  'methodsPage.declinedAny': 'Pembayaran telah ditolak. Pilih kaedah pembayaran lain.',
  'methodsPage.popupClosed':
    'Tetingkap pembayaran ditutup sebelum anda selesai. Tekan “Bayar” untuk membukanya semula.',
  'methodsPage.failed': 'Pembayaran gagal. Cuba lagi atau pilih kaedah pembayaran lain.',
  'methodsPage.success.detail': 'Pembayaran anda sebanyak {amount} telah disahkan.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Pengeluaran',
  'page.payout.summary': 'Pengeluaran ke akaun bank di 145 negara, dengan SDK diimport sebagai modul ES.',
  'page.script-tag.title': 'Tag skrip',
  'page.script-tag.summary':
    'Pengeluaran yang sama tanpa pembundel: satu <script> dengan cincang integritinya mentakrifkan window.Railkit.',
  'page.checkout.title': 'Pembayaran kad',
  'page.checkout.summary':
    'Pembayaran kad dengan borang kad dalam halaman ini, disulitkan di sini sebelum dihantar.',
  'page.checkout-drop-in.title': 'Pemilih pembayaran',
  'page.checkout-drop-in.summary':
    'Setiap kaedah di negara pembayar dalam satu elemen: kad, debit bank, ubah hala dan e-dompet.',
  'page.checkout-secure.title': 'Medan selamat',
  'page.checkout-secure.summary':
    'Pembayaran kad yang sama dengan borang dalam bingkai bilik kebal: data kad tidak pernah menyentuh halaman ini.',
  'page.checkout-methods.title': 'Semua kaedah',
  'page.checkout-methods.summary':
    'Daftar keluar di enam negara dengan setiap kaedah yang ditawarkan oleh persekitaran ujian di sana: debit, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Daftar keluar dengan tag skrip',
  'page.script-tag-checkout.summary':
    'Pembayaran kad tanpa pembundel: <script> daftar keluar mentakrifkan window.Railkit; 3-D Secure dalam dialog.',
  'page.react.title': 'Aplikasi React',
  'page.react.summary':
    'Pembayaran keluar dan checkout drop-in sebagai komponen React (railkit/react), dengan satu klien bagi setiap sesi.',
  'page.vue.title': 'Aplikasi Vue',
  'page.vue.summary':
    'Pembayaran keluar dan checkout drop-in sebagai komponen Vue (railkit/vue), dengan satu klien bagi setiap sesi.',
};
