import type { MethodTexts } from './methods-en';

/** Simplified Chinese texts of the checkout methods' fields (see methods-en.ts). */
export const methodsZhHans: MethodTexts = {
  'field.account.holderName.label': '账户持有人姓名',
  'field.account.holderName.error.required': '请输入账户持有人姓名。',
  'field.mandate.accepted.label': '我接受 SEPA 直接借记授权',
  'field.mandate.accepted.description':
    '接受此授权即表示您授权商户和 Railkit Sandbox Payments 向您的银行发送从您账户扣款的指令，并授权您的银行按照这些指令从您的账户扣款。根据您与银行所签协议的条款，您有权要求银行退款，退款申请须在账户扣款之日起 8 周内提出。',
  'field.mandate.accepted.error.required': '请接受授权，以使用直接借记付款。',
  'field.mandate.accepted.error.const': '请接受授权，以使用直接借记付款。',
  'field.payer.name.label': '完整姓名',
  'field.payer.name.error.required': '请输入完整姓名。',
  'field.payer.cpf.label': 'CPF 号码',
  'field.payer.cpf.error.cpf': '此 CPF 号码无效：请检查最后两位数字。',
  'field.payer.taxId.label': 'CPF 或 CNPJ 号码',
  'field.payer.taxId.error.required': '请输入 CPF 或 CNPJ 号码。',
  'field.payer.taxId.error.pattern': 'CPF 号码为 11 位数字，CNPJ 号码为 14 位。',
  'field.payer.taxId.error.minLength': 'CPF 号码为 11 位数字，CNPJ 号码为 14 位。',
  'field.payer.taxId.error.maxLength': 'CPF 号码为 11 位数字，CNPJ 号码为 14 位。',
  'field.payer.taxId.error.cpfCnpj': '此 CPF 或 CNPJ 号码无效：请检查最后两位数字。',
  'field.vpa.label': 'UPI 账号',
  'field.vpa.description': '您的虚拟支付地址，例如 name@bank。',
  'field.vpa.error.required': '请输入您的 UPI 账号。',
  'field.vpa.error.pattern': 'UPI 账号的格式为 name@bank。',
  'field.address.street.label': '街道和门牌号',
  'field.address.city.label': '城市',
  'field.address.state.label': '州',
  'field.address.state.error.pattern': '请输入两个字母的州代码，例如 SP。',
  'field.address.postalCode.label': 'CEP（邮政编码）',
};
