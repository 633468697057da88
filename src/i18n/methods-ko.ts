import type { MethodTexts } from './methods-en';

/** Korean texts of the checkout methods' fields (see methods-en.ts). */
export const methodsKo: MethodTexts = {
  'field.account.holderName.label': '예금주명',
  'field.account.holderName.error.required': '예금주명을 입력해 주세요.',
  'field.mandate.accepted.label': 'SEPA 자동이체 위임에 동의합니다',
  'field.mandate.accepted.description':
    '이 위임에 동의하시면 고객님은 가맹점과 Railkit Sandbox Payments가 고객님의 은행에 계좌 출금 지시를 보내는 것과 ' +
    '고객님의 은행이 그 지시에 따라 고객님의 계좌에서 출금하는 것을 승인하게 됩니다. 고객님은 은행과의 약정 조건에 ' +
    '따라 은행으로부터 환불받을 권리가 있으며, 환불은 계좌에서 출금된 날로부터 8주 이내에 청구해야 합니다.',
  'field.mandate.accepted.error.required': '자동이체로 결제하려면 위임에 동의해 주세요.',
  'field.mandate.accepted.error.const': '자동이체로 결제하려면 위임에 동의해 주세요.',
  'field.payer.name.label': '성명',
  'field.payer.name.error.required': '성명을 입력해 주세요.',
  'field.payer.cpf.label': 'CPF 번호',
  'field.payer.cpf.error.cpf': '유효하지 않은 CPF입니다. 마지막 두 자리를 확인해 주세요.',
  'field.payer.taxId.label': 'CPF 또는 CNPJ',
  'field.payer.taxId.error.required': 'CPF 또는 CNPJ를 입력해 주세요.',
  'field.payer.taxId.error.pattern': 'CPF는 11자리, CNPJ는 14자리입니다.',
  'field.payer.taxId.error.minLength': 'CPF는 11자리, CNPJ는 14자리입니다.',
  'field.payer.taxId.error.maxLength': 'CPF는 11자리, CNPJ는 14자리입니다.',
  'field.payer.taxId.error.cpfCnpj': '유효하지 않은 CPF 또는 CNPJ입니다. 마지막 두 자리를 확인해 주세요.',
  'field.vpa.label': 'UPI ID',
  'field.vpa.description': '고객님의 가상 결제 주소입니다(예: name@bank).',
  'field.vpa.error.required': 'UPI ID를 입력해 주세요.',
  'field.vpa.error.pattern': 'UPI ID는 name@bank 형식입니다.',
  'field.address.street.label': '도로명 및 번지',
  'field.address.city.label': '도시',
  'field.address.state.label': '주',
  'field.address.state.error.pattern': '두 글자로 된 주 약어를 입력해 주세요(예: SP).',
  'field.address.postalCode.label': 'CEP(우편번호)',
};
