import type { MethodTexts } from './methods-en';

/** Malay texts of the checkout methods' fields (see methods-en.ts). */
export const methodsMs: MethodTexts = {
  'field.account.holderName.label': 'Nama pemegang akaun',
  'field.account.holderName.error.required': 'Masukkan nama pemegang akaun.',
  'field.mandate.accepted.label': 'Saya menerima mandat Debit Terus SEPA',
  'field.mandate.accepted.description':
    'Dengan menerima mandat ini, anda memberi kebenaran kepada peniaga dan Railkit Sandbox Payments untuk menghantar ' +
    'arahan kepada bank anda bagi mendebitkan akaun anda, dan kepada bank anda untuk mendebitkan akaun anda menurut ' +
    'arahan tersebut. Anda berhak mendapat bayaran balik daripada bank anda di bawah terma perjanjian anda dengannya; ' +
    'bayaran balik mesti dituntut dalam tempoh 8 minggu dari tarikh akaun anda didebitkan.',
  'field.mandate.accepted.error.required': 'Terima mandat untuk membayar melalui debit terus.',
  'field.mandate.accepted.error.const': 'Terima mandat untuk membayar melalui debit terus.',
  'field.payer.name.label': 'Nama penuh',
  'field.payer.name.error.required': 'Masukkan nama penuh.',
  'field.payer.cpf.label': 'Nombor CPF',
  'field.payer.cpf.error.cpf': 'CPF ini tidak sah: semak dua digit terakhirnya.',
  'field.payer.taxId.label': 'CPF atau CNPJ',
  'field.payer.taxId.error.required': 'Masukkan CPF atau CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF mempunyai 11 digit, CNPJ 14 digit.',
  'field.payer.taxId.error.minLength': 'CPF mempunyai 11 digit, CNPJ 14 digit.',
  'field.payer.taxId.error.maxLength': 'CPF mempunyai 11 digit, CNPJ 14 digit.',
  'field.payer.taxId.error.cpfCnpj': 'CPF atau CNPJ ini tidak sah: semak dua digit terakhirnya.',
  'field.vpa.label': 'ID UPI',
  'field.vpa.description': 'Alamat pembayaran maya anda, seperti nama@bank.',
  'field.vpa.error.required': 'Masukkan ID UPI anda.',
  'field.vpa.error.pattern': 'ID UPI berbentuk nama@bank.',
  'field.address.street.label': 'Jalan dan nombor rumah',
  'field.address.city.label': 'Bandar',
  'field.address.state.label': 'Negeri',
  'field.address.state.error.pattern': 'Masukkan kod negeri dua huruf, contohnya SP.',
  'field.address.postalCode.label': 'CEP (poskod)',
};
