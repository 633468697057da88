import type { MethodTexts } from './methods-en';

/** Turkish texts of the checkout methods' fields (see methods-en.ts). */
export const methodsTr: MethodTexts = {
  'field.account.holderName.label': 'Hesap sahibinin adı',
  'field.account.holderName.error.required': 'Hesap sahibinin adını girin.',
  'field.mandate.accepted.label': 'SEPA Otomatik Ödeme Talimatı’nı kabul ediyorum',
  'field.mandate.accepted.description':
    'Bu talimatı kabul ederek satıcıya ve Railkit Sandbox Payments’a, hesabınızın borçlandırılması için bankanıza talimat gönderme yetkisi; bankanıza da bu talimatlar doğrultusunda hesabınızı borçlandırma yetkisi vermiş olursunuz. Bankanızla yaptığınız sözleşmenin koşulları çerçevesinde bankanızdan iade talep etme hakkınız vardır; iade, hesabınızın borçlandırıldığı tarihten itibaren 8 hafta içinde talep edilmelidir.',
  'field.mandate.accepted.error.required': 'Otomatik ödeme ile ödemek için talimatı kabul edin.',
  'field.mandate.accepted.error.const': 'Otomatik ödeme ile ödemek için talimatı kabul edin.',
  'field.payer.name.label': 'Ad soyad',
  'field.payer.name.error.required': 'Adınızı ve soyadınızı girin.',
  'field.payer.cpf.label': 'CPF numarası',
  'field.payer.cpf.error.cpf': 'Bu CPF numarası geçerli değil: son iki hanesini kontrol edin.',
  'field.payer.taxId.label': 'CPF veya CNPJ numarası',
  'field.payer.taxId.error.required': 'CPF veya CNPJ numarasını girin.',
  'field.payer.taxId.error.pattern': 'CPF numarası 11, CNPJ numarası 14 hanelidir.',
  'field.payer.taxId.error.minLength': 'CPF numarası 11, CNPJ numarası 14 hanelidir.',
  'field.payer.taxId.error.maxLength': 'CPF numarası 11, CNPJ numarası 14 hanelidir.',
  'field.payer.taxId.error.cpfCnpj':
    'Bu CPF veya CNPJ numarası geçerli değil: son iki hanesini kontrol edin.',
  'field.vpa.label': 'UPI kimliği',
  'field.vpa.description': 'Sanal ödeme adresiniz, örneğin ad@banka.',
  'field.vpa.error.required': 'UPI kimliğinizi girin.',
  'field.vpa.error.pattern': 'UPI kimliği ad@banka biçimindedir.',
  'field.address.street.label': 'Sokak ve kapı numarası',
  'field.address.city.label': 'Şehir',
  'field.address.state.label': 'Eyalet',
  'field.address.state.error.pattern': 'İki harfli eyalet kodunu girin, ör. SP.',
  'field.address.postalCode.label': 'CEP (posta kodu)',
};
