import type { MethodTexts } from './methods-en';

/** Brazilian Portuguese texts of the checkout methods' fields (see methods-en.ts). */
export const methodsPtBR: MethodTexts = {
  'field.account.holderName.label': 'Nome do titular da conta',
  'field.account.holderName.error.required': 'Digite o nome do titular da conta.',
  'field.mandate.accepted.label': 'Aceito a autorização de débito direto SEPA',
  'field.mandate.accepted.description':
    'Ao aceitar esta autorização, você autoriza o lojista e a Railkit Sandbox Payments a enviar instruções ao ' +
    'seu banco para debitar sua conta, e o seu banco a debitar sua conta de acordo com essas instruções. ' +
    'Você tem direito a reembolso pelo seu banco, nos termos do contrato firmado com ele, desde que solicitado ' +
    'em até 8 semanas a partir da data do débito em sua conta.',
  'field.mandate.accepted.error.required': 'Aceite a autorização para pagar por débito direto.',
  'field.mandate.accepted.error.const': 'Aceite a autorização para pagar por débito direto.',
  'field.payer.name.label': 'Nome completo',
  'field.payer.name.error.required': 'Digite o nome completo.',
  'field.payer.cpf.label': 'Número do CPF',
  'field.payer.cpf.error.cpf': 'Este CPF não é válido: confira os dois últimos dígitos.',
  'field.payer.taxId.label': 'CPF ou CNPJ',
  'field.payer.taxId.error.required': 'Digite o CPF ou CNPJ.',
  'field.payer.taxId.error.pattern': 'O CPF tem 11 dígitos; o CNPJ, 14.',
  'field.payer.taxId.error.minLength': 'O CPF tem 11 dígitos; o CNPJ, 14.',
  'field.payer.taxId.error.maxLength': 'O CPF tem 11 dígitos; o CNPJ, 14.',
  'field.payer.taxId.error.cpfCnpj': 'Este CPF ou CNPJ não é válido: confira os dois últimos dígitos.',
  'field.vpa.label': 'ID UPI',
  'field.vpa.description': 'Seu endereço virtual de pagamento, como nome@banco.',
  'field.vpa.error.required': 'Digite seu ID UPI.',
  'field.vpa.error.pattern': 'Um ID UPI tem o formato nome@banco.',
  'field.address.street.label': 'Rua e número',
  'field.address.city.label': 'Cidade',
  'field.address.state.label': 'Estado',
  'field.address.state.error.pattern': 'Digite a sigla do estado com duas letras, por exemplo SP.',
  'field.address.postalCode.label': 'CEP',
};
