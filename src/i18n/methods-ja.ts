import type { MethodTexts } from './methods-en';

/** Japanese texts of the checkout methods' fields (see methods-en.ts). */
export const methodsJa: MethodTexts = {
  'field.account.holderName.label': '口座名義',
  'field.account.holderName.error.required': '口座名義を入力してください。',
  'field.mandate.accepted.label': 'SEPA口座振替の委任（マンデート）に同意します',
  'field.mandate.accepted.description':
    'この委任に同意することにより、お客様は、加盟店およびRailkit Sandbox Paymentsがお客様の口座からの引き落としを' +
    'お客様の取引銀行に指示すること、ならびに取引銀行がその指示に従ってお客様の口座から引き落とすことを承認します。' +
    'お客様は、取引銀行との契約条件に基づき、取引銀行から返金を受ける権利を有します。返金の請求は、口座から' +
    '引き落とされた日から8週間以内に行う必要があります。',
  'field.mandate.accepted.error.required': '口座振替でお支払いいただくには、委任に同意してください。',
  'field.mandate.accepted.error.const': '口座振替でお支払いいただくには、委任に同意してください。',
  'field.payer.name.label': '氏名',
  'field.payer.name.error.required': '氏名を入力してください。',
  'field.payer.cpf.label': 'CPF番号',
  'field.payer.cpf.error.cpf': 'このCPFは無効です。末尾の2桁をご確認ください。',
  'field.payer.taxId.label': 'CPFまたはCNPJ',
  'field.payer.taxId.error.required': 'CPFまたはCNPJを入力してください。',
  'field.payer.taxId.error.pattern': 'CPFは11桁、CNPJは14桁です。',
  'field.payer.taxId.error.minLength': 'CPFは11桁、CNPJは14桁です。',
  'field.payer.taxId.error.maxLength': 'CPFは11桁、CNPJは14桁です。',
  'field.payer.taxId.error.cpfCnpj': 'このCPFまたはCNPJは無効です。末尾の2桁をご確認ください。',
  'field.vpa.label': 'UPI ID',
  'field.vpa.description': 'お客様の仮想支払いアドレスです（例：name@bank）。',
  'field.vpa.error.required': 'UPI IDを入力してください。',
  'field.vpa.error.pattern': 'UPI IDは「name@bank」の形式です。',
  'field.address.street.label': '通り名・番地',
  'field.address.city.label': '市区町村',
  'field.address.state.label': '州',
  'field.address.state.error.pattern': '州の2文字の略称を入力してください（例：SP）。',
  'field.address.postalCode.label': 'CEP（郵便番号）',
};
