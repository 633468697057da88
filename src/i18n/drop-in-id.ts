import type { DropInMessages } from './drop-in-en';

/** Indonesian texts of the drop-in. */
export const dropInId: DropInMessages = {
  'dropIn.legend': 'Metode pembayaran',
  'dropIn.savedCard': 'Kartu tersimpan: {card}',
  'dropIn.loading': 'Memuat formulir pembayaran…',
  'dropIn.pay': 'Bayar {amount}',
  'dropIn.payWith': 'Bayar {amount} dengan {method}',
  'dropIn.redirect.explanation':
    'Anda akan diarahkan ke {method} untuk mengonfirmasi pembayaran sebesar {amount}, lalu kembali ke halaman ini.',
  'dropIn.wallet.explanation':
    '{method} akan membuka jendela pembayarannya untuk mengonfirmasi pembayaran sebesar {amount}.',
  'dropIn.busy': 'Pembayaran Anda sedang diproses…',
  'dropIn.stillWorking': 'Masih diproses. Mohon biarkan halaman ini tetap terbuka.',
  'dropIn.result.success': 'Pembayaran diotorisasi. Terima kasih!',
  'dropIn.result.pending': 'Pembayaran Anda sedang diperiksa. Kami akan memberi tahu hasilnya.',
  'dropIn.result.failed': 'Pembayaran ditolak. Coba lagi atau pilih metode lain.',
  'dropIn.result.cancelled':
    'Pembayaran dibatalkan. Tidak ada dana yang ditagih; pilih metode untuk mencoba lagi.',
  'dropIn.result.cancelledMethod':
    'Anda membatalkan pembayaran dengan {method}. Tidak ada dana yang ditagih: pilih cara Anda membayar.',
  'dropIn.result.failedMethod': 'Pembayaran dengan {method} ditolak. Pilih metode pembayaran lain.',
  'dropIn.checking': 'Memeriksa pembayaran Anda…',
  'dropIn.error.failed': 'Pembayaran tidak dapat dimulai. Periksa koneksi Anda, lalu coba lagi.',
  'dropIn.method.card': 'Kartu',
  'dropIn.method.sepaDirectDebit': 'Debit langsung SEPA',
  'dropIn.method.ach': 'Debit bank ACH',
  'dropIn.method.genericRedirect': 'Internet banking',
  'dropIn.savedMethod': '{method} tersimpan: {name}',
  'dropIn.save': 'Simpan untuk pembayaran saya berikutnya',
  'dropIn.remove': 'Hapus {name}',
  'dropIn.remove.question':
    'Hapus {name} dari metode pembayaran tersimpan Anda? Anda dapat menyimpannya lagi saat membayar.',
  'dropIn.remove.keep': 'Simpan saja',
  'dropIn.remove.confirm': 'Hapus',
  'dropIn.remove.busy': 'Menghapus {name}…',
  'dropIn.remove.done': '{name} telah dihapus dari metode pembayaran tersimpan Anda.',
  'dropIn.remove.failed': '{name} tidak dapat dihapus dan masih tersimpan. Coba lagi nanti.',
};
