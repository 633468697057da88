import type { DropInMessages } from './drop-in-en';

/** Malay texts of the drop-in. */
export const dropInMs: DropInMessages = {
  'dropIn.legend': 'Kaedah pembayaran',
  'dropIn.savedCard': 'Kad yang disimpan: {card}',
  'dropIn.loading': 'Memuatkan borang pembayaran…',
  'dropIn.pay': 'Bayar {amount}',
  'dropIn.payWith': 'Bayar {amount} dengan {method}',
  'dropIn.redirect.explanation':
    'Anda akan dibawa ke {method} untuk mengesahkan pembayaran sebanyak {amount}, kemudian kembali ke halaman ini.',
  'dropIn.wallet.explanation':
    '{method} akan membuka tetingkap pembayarannya untuk mengesahkan pembayaran sebanyak {amount}.',
  'dropIn.busy': 'Memproses pembayaran anda…',
  'dropIn.stillWorking': 'Masih diproses. Sila biarkan halaman ini terbuka.',
  'dropIn.result.success': 'Pembayaran dibenarkan. Terima kasih!',
  'dropIn.result.pending': 'Pembayaran anda sedang disemak. Anda akan dimaklumkan tentang keputusannya.',
  'dropIn.result.failed': 'Pembayaran ditolak. Cuba lagi atau pilih kaedah pembayaran lain.',
  'dropIn.result.cancelled':
    'Pembayaran dibatalkan. Tiada caj dikenakan; pilih kaedah pembayaran untuk mencuba lagi.',
  'dropIn.result.cancelledMethod':
    'Anda telah membatalkan pembayaran dengan {method}. Tiada caj dikenakan: pilih cara anda mahu membayar.',
  'dropIn.result.failedMethod': 'Pembayaran dengan {method} telah ditolak. Pilih kaedah pembayaran lain.',
  'dropIn.checking': 'Menyemak pembayaran anda…',
  'dropIn.error.failed': 'Pembayaran tidak dapat dimulakan. Semak sambungan anda dan cuba lagi.',
  'dropIn.method.card': 'Kad',
  'dropIn.method.sepaDirectDebit': 'Debit Terus SEPA',
  'dropIn.method.ach': 'Debit bank ACH',
  'dropIn.method.genericRedirect': 'Perbankan dalam talian',
  'dropIn.savedMethod': '{method} yang disimpan: {name}',
  'dropIn.save': 'Simpan untuk pembayaran saya yang seterusnya',
  'dropIn.remove': 'Alih keluar {name}',
  'dropIn.remove.question':
    'Alih keluar {name} daripada kaedah pembayaran yang disimpan? Anda boleh menyimpannya semula semasa membayar.',
  'dropIn.remove.keep': 'Kekalkan',
  'dropIn.remove.confirm': 'Alih keluar',
  'dropIn.remove.busy': 'Mengalih keluar {name}…',
  'dropIn.remove.done': '{name} telah dialih keluar daripada kaedah pembayaran yang disimpan.',
  'dropIn.remove.failed': '{name} tidak dapat dialih keluar dan masih disimpan. Cuba lagi nanti.',
};
