import type { MethodTexts } from './methods-en';

/** Spanish (Latin America) texts of the checkout methods' fields (see methods-en.ts). */
export const methodsEs419: MethodTexts = {
  'field.account.holderName.label': 'Nombre del titular de la cuenta',
  'field.account.holderName.error.required': 'Ingrese el nombre del titular de la cuenta.',
  'field.mandate.accepted.label': 'Acepto el mandato de débito directo SEPA',
  'field.mandate.accepted.description':
    'Al aceptar este mandato, usted autoriza al comercio y a Railkit Sandbox Payments a enviar instrucciones a su ' +
    'banco para debitar su cuenta, y a su banco a debitar su cuenta de acuerdo con esas instrucciones. Tiene ' +
    'derecho a un reembolso por parte de su banco según los términos y condiciones de su contrato con él. Debe ' +
    'solicitar el reembolso dentro de las 8 semanas posteriores a la fecha en que se debitó su cuenta.',
  'field.mandate.accepted.error.required': 'Acepte el mandato para pagar con débito directo.',
  'field.mandate.accepted.error.const': 'Acepte el mandato para pagar con débito directo.',
  'field.payer.name.label': 'Nombre completo',
  'field.payer.name.error.required': 'Ingrese el nombre completo.',
  'field.payer.cpf.label': 'Número de CPF',
  'field.payer.cpf.error.cpf': 'Este CPF no es válido: verifique sus dos últimos dígitos.',
  'field.payer.taxId.label': 'CPF o CNPJ',
  'field.payer.taxId.error.required': 'Ingrese el CPF o el CNPJ.',
  'field.payer.taxId.error.pattern': 'Un CPF tiene 11 dígitos y un CNPJ, 14.',
  'field.payer.taxId.error.minLength': 'Un CPF tiene 11 dígitos y un CNPJ, 14.',
  'field.payer.taxId.error.maxLength': 'Un CPF tiene 11 dígitos y un CNPJ, 14.',
  'field.payer.taxId.error.cpfCnpj': 'Este CPF o CNPJ no es válido: verifique sus dos últimos dígitos.',
  'field.vpa.label': 'ID de UPI',
  'field.vpa.description': 'Su dirección de pago virtual, por ejemplo, name@bank.',
  'field.vpa.error.required': 'Ingrese su ID de UPI.',
  'field.vpa.error.pattern': 'Un ID de UPI tiene el formato name@bank.',
  'field.address.street.label': 'Calle y número',
  'field.address.city.label': 'Ciudad',
  'field.address.state.label': 'Estado',
  'field.address.state.error.pattern': 'Ingrese el código de dos letras del estado, por ejemplo, SP.',
  'field.address.postalCode.label': 'CEP (código postal)',
};
