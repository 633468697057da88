import type { MethodTexts } from './methods-en';

/**
 * Hong Kong's texts of the checkout methods' fields: what they change of Taiwan's (`parentLanguages`),
 * with Hong Kong's 戶口 for an account, 扣賬 for a debit and 位數字 for digits.
 */
export const methodsZhHK: Partial<MethodTexts> = {
  'field.account.holderName.label': '戶口持有人姓名',
  'field.account.holderName.error.required': '請輸入戶口持有人姓名。',
  'field.mandate.accepted.label': '我同意 SEPA 直接扣賬授權',
  'field.mandate.accepted.description':
    '同意此授權，即表示您授權商戶及 Railkit Sandbox Payments 向您的銀行發出從您戶口扣賬的指示，並授權您的銀行按照這些指示從您的戶口扣賬。根據您與銀行所訂協議的條款，您有權要求銀行退款，退款申請須於戶口扣賬日起計 8 星期內提出。',
  'field.mandate.accepted.error.required': '請同意授權，以使用直接扣賬付款。',
  'field.mandate.accepted.error.const': '請同意授權，以使用直接扣賬付款。',
  'field.payer.cpf.error.cpf': '此 CPF 號碼無效：請檢查最後兩位數字。',
  'field.payer.taxId.error.pattern': 'CPF 號碼為 11 位數字，CNPJ 號碼為 14 位數字。',
  'field.payer.taxId.error.minLength': 'CPF 號碼為 11 位數字，CNPJ 號碼為 14 位數字。',
  'field.payer.taxId.error.maxLength': 'CPF 號碼為 11 位數字，CNPJ 號碼為 14 位數字。',
  'field.payer.taxId.error.cpfCnpj': '此 CPF 或 CNPJ 號碼無效：請檢查最後兩位數字。',
  'field.vpa.label': 'UPI 賬號',
  'field.vpa.error.required': '請輸入您的 UPI 賬號。',
  'field.vpa.error.pattern': 'UPI 賬號的格式為 name@bank。',
  'field.address.postalCode.label': 'CEP（郵政編碼）',
};
