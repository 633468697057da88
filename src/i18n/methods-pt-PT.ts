import type { MethodTexts } from './methods-en';

/** European Portuguese texts of the checkout methods' fields (see methods-en.ts). */
export const methodsPtPT: MethodTexts = {
  'field.account.holderName.label': 'Nome do titular da conta',
  'field.account.holderName.error.required': 'Introduza o nome do titular da conta.',
  'field.mandate.accepted.label': 'Aceito a autorização de débito direto SEPA',
  'field.mandate.accepted.description':
    'Ao aceitar esta autorização, está a autorizar o comerciante e a Railkit Sandbox Payments a enviar instruções ' +
    'ao seu banco para debitar a sua conta e o seu banco a debitar a sua conta de acordo com essas instruções. ' +
    'Tem direito a ser reembolsado pelo seu banco nos termos e condições do contrato com ele celebrado; o ' +
    'reembolso deve ser solicitado no prazo de 8 semanas a contar da data do débito na sua conta.',
  'field.mandate.accepted.error.required': 'Aceite a autorização para pagar por débito direto.',
  'field.mandate.accepted.error.const': 'Aceite a autorização para pagar por débito direto.',
  'field.payer.name.label': 'Nome completo',
  'field.payer.name.error.required': 'Introduza o nome completo.',
  'field.payer.cpf.label': 'Número de CPF',
  'field.payer.cpf.error.cpf': 'Este CPF não é válido: verifique os dois últimos algarismos.',
  'field.payer.taxId.label': 'CPF ou CNPJ',
  'field.payer.taxId.error.required': 'Introduza o CPF ou o CNPJ.',
  'field.payer.taxId.error.pattern': 'Um CPF tem 11 algarismos e um CNPJ tem 14.',
  'field.payer.taxId.error.minLength': 'Um CPF tem 11 algarismos e um CNPJ tem 14.',
  'field.payer.taxId.error.maxLength': 'Um CPF tem 11 algarismos e um CNPJ tem 14.',
  'field.payer.taxId.error.cpfCnpj': 'Este CPF ou CNPJ não é válido: verifique os dois últimos algarismos.',
  'field.vpa.label': 'ID UPI',
  'field.vpa.description': 'O seu endereço de pagamento virtual, por exemplo nome@banco.',
  'field.vpa.error.required': 'Introduza o seu ID UPI.',
  'field.vpa.error.pattern': 'Um ID UPI tem o formato nome@banco.',
  'field.address.street.label': 'Rua e número de porta',
  'field.address.city.label': 'Localidade',
  'field.address.state.label': 'Estado',
  'field.address.state.error.pattern': 'Introduza a sigla do estado com duas letras, por exemplo SP.',
  'field.address.postalCode.label': 'CEP (código postal)',
};
