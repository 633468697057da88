import type { MethodTexts } from './methods-en';

/** Traditional Chinese (Taiwan) texts of the checkout methods' fields (see methods-en.ts). */
export const methodsZhHant: MethodTexts = {
  'field.account.holderName.label': '帳戶持有人姓名',
  'field.account.holderName.error.required': '請輸入帳戶持有人姓名。',
  'field.mandate.accepted.label': '我同意 SEPA 直接扣款授權',
  'field.mandate.accepted.description':
    '同意此授權，即表示您授權商家及 Railkit Sandbox Payments 向您的銀行發送從您帳戶扣款的指示，並授權您的銀行依照這些指示從您的帳戶扣款。依您與銀行所簽協議的條款，您有權向銀行申請退款，退款申請須於帳戶扣款日起 8 週內提出。',
  'field.mandate.accepted.error.required': '請同意授權，以使用直接扣款付款。',
  'field.mandate.accepted.error.const': '請同意授權，以使用直接扣款付款。',
  'field.payer.name.label': '完整姓名',
  'field.payer.name.error.required': '請輸入完整姓名。',
  'field.payer.cpf.label': 'CPF 號碼',
  'field.payer.cpf.error.cpf': '此 CPF 號碼無效：請檢查最後兩碼。',
  'field.payer.taxId.label': 'CPF 或 CNPJ 號碼',
  'field.payer.taxId.error.required': '請輸入 CPF 或 CNPJ 號碼。',
  'field.payer.taxId.error.pattern': 'CPF 號碼為 11 碼，CNPJ 號碼為 14 碼。',
  'field.payer.taxId.error.minLength': 'CPF 號碼為 11 碼，CNPJ 號碼為 14 碼。',
  'field.payer.taxId.error.maxLength': 'CPF 號碼為 11 碼，CNPJ 號碼為 14 碼。',
  'field.payer.taxId.error.cpfCnpj': '此 CPF 或 CNPJ 號碼無效：請檢查最後兩碼。',
  'field.vpa.label': 'UPI 帳號',
  'field.vpa.description': '您的虛擬付款地址，例如 name@bank。',
  'field.vpa.error.required': '請輸入您的 UPI 帳號。',
  'field.vpa.error.pattern': 'UPI 帳號的格式為 name@bank。',
  'field.address.street.label': '街道及門牌號碼',
  'field.address.city.label': '城市',
  'field.address.state.label': '州',
  'field.address.state.error.pattern': '請輸入兩個字母的州代碼，例如 SP。',
  'field.address.postalCode.label': 'CEP（郵遞區號）',
};
