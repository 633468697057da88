import type { MethodTexts } from './methods-en';

/** Indonesian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsId: MethodTexts = {
  'field.account.holderName.label': 'Nama pemilik rekening',
  'field.account.holderName.error.required': 'Masukkan nama pemilik rekening.',
  'field.mandate.accepted.label': 'Saya menyetujui mandat debit langsung SEPA',
  'field.mandate.accepted.description':
    'Dengan menyetujui mandat ini, Anda memberi wewenang kepada merchant dan Railkit Sandbox Payments untuk ' +
    'mengirim instruksi ke bank Anda guna mendebit rekening Anda, serta kepada bank Anda untuk mendebit rekening ' +
    'Anda sesuai dengan instruksi tersebut. Anda berhak atas pengembalian dana dari bank Anda sesuai dengan ' +
    'ketentuan perjanjian Anda dengan bank tersebut, yang harus diajukan dalam waktu 8 minggu sejak tanggal ' +
    'rekening Anda didebit.',
  'field.mandate.accepted.error.required': 'Setujui mandat untuk membayar dengan debit langsung.',
  'field.mandate.accepted.error.const': 'Setujui mandat untuk membayar dengan debit langsung.',
  'field.payer.name.label': 'Nama lengkap',
  'field.payer.name.error.required': 'Masukkan nama lengkap.',
  'field.payer.cpf.label': 'Nomor CPF',
  'field.payer.cpf.error.cpf': 'CPF ini tidak valid: periksa dua digit terakhirnya.',
  'field.payer.taxId.label': 'CPF atau CNPJ',
  'field.payer.taxId.error.required': 'Masukkan CPF atau CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF terdiri atas 11 digit, CNPJ 14 digit.',
  'field.payer.taxId.error.minLength': 'CPF terdiri atas 11 digit, CNPJ 14 digit.',
  'field.payer.taxId.error.maxLength': 'CPF terdiri atas 11 digit, CNPJ 14 digit.',
  'field.payer.taxId.error.cpfCnpj': 'CPF atau CNPJ ini tidak valid: periksa dua digit terakhirnya.',
  'field.vpa.label': 'ID UPI',
  'field.vpa.description': 'Alamat pembayaran virtual Anda, misalnya nama@bank.',
  'field.vpa.error.required': 'Masukkan ID UPI Anda.',
  'field.vpa.error.pattern': 'ID UPI berbentuk nama@bank.',
  'field.address.street.label': 'Nama jalan dan nomor',
  'field.address.city.label': 'Kota',
  'field.address.state.label': 'Negara bagian',
  'field.address.state.error.pattern':
    'Masukkan kode negara bagian yang terdiri atas dua huruf, misalnya SP.',
  'field.address.postalCode.label': 'CEP (kode pos)',
};
