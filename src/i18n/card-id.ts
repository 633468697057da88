import type { CardMessages } from './card-en';

/** Indonesian texts of the card form. */
export const cardId: CardMessages = {
  'card.number.label': 'Nomor kartu',
  'card.expiry.label': 'Masa berlaku',
  'card.expiry.placeholder': 'BB / TT',
  'card.securityCode.label': 'Kode keamanan',
  'card.securityCode.storedLabel': 'Kode keamanan {card}',
  'card.securityCode.hint': '{length} digit ({name})',
  'card.holderName.label': 'Nama pada kartu',
  'card.scheme.legend': 'Jaringan kartu yang digunakan',
  'card.brand.detected': 'Kartu {brand}',
  'card.frame.title': 'Detail kartu yang aman',
  'card.frame.unavailable':
    'Formulir kartu tidak dapat dimuat. Periksa koneksi Anda, lalu muat ulang halaman.',
  'card.number.error.empty': 'Masukkan nomor kartu.',
  'card.number.error.characters': 'Nomor kartu hanya terdiri atas angka.',
  'card.number.error.incomplete': 'Nomor kartu belum lengkap.',
  'card.number.error.tooLong': 'Nomor kartu terlalu panjang.',
  'card.number.error.checksum': 'Nomor kartu ini tidak valid: periksa apakah ada salah ketik.',
  'card.number.error.unknownBrand': 'Jenis kartu ini tidak dikenali.',
  'card.number.error.notAccepted': 'Kartu {brand} tidak diterima di sini.',
  'card.expiry.error.empty': 'Masukkan masa berlaku kartu.',
  'card.expiry.error.format': 'Masukkan masa berlaku dengan format BB / TT.',
  'card.expiry.error.month': 'Bulan harus antara 01 dan 12.',
  'card.expiry.error.past': 'Kartu ini sudah kedaluwarsa.',
  'card.expiry.error.tooFar': 'Masa berlaku ini terlalu jauh di masa depan.',
  'card.securityCode.error.empty': 'Masukkan kode keamanan.',
  'card.securityCode.error.characters': 'Kode keamanan hanya terdiri atas angka.',
  'card.securityCode.error.length': 'Kode keamanan terdiri atas {length} digit.',
  'card.holderName.error.empty': 'Masukkan nama yang tertera pada kartu.',
};
