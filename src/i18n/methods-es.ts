import type { MethodTexts } from './methods-en';

/** Spanish (Spain) texts of the checkout methods' fields (see methods-en.ts). */
export const methodsEs: MethodTexts = {
  'field.account.holderName.label': 'Nombre del titular de la cuenta',
  'field.account.holderName.error.required': 'Introduzca el nombre del titular de la cuenta.',
  'field.mandate.accepted.label': 'Acepto la orden de domiciliación de adeudo directo SEPA',
  'field.mandate.accepted.description':
    'Al aceptar esta orden de domiciliación, usted autoriza al comercio y a Railkit Sandbox Payments a enviar ' +
    'instrucciones a su entidad para adeudar su cuenta, y a su entidad para efectuar los adeudos en su cuenta ' +
    'siguiendo dichas instrucciones. Tiene derecho a que su entidad le reembolse el importe en los términos y ' +
    'condiciones del contrato suscrito con ella. La solicitud de reembolso deberá efectuarse dentro de las ocho ' +
    'semanas siguientes a la fecha de adeudo en su cuenta.',
  'field.mandate.accepted.error.required':
    'Acepte la orden de domiciliación para pagar mediante adeudo directo.',
  'field.mandate.accepted.error.const':
    'Acepte la orden de domiciliación para pagar mediante adeudo directo.',
  'field.payer.name.label': 'Nombre completo',
  'field.payer.name.error.required': 'Introduzca el nombre completo.',
  'field.payer.cpf.label': 'Número de CPF',
  'field.payer.cpf.error.cpf': 'Este CPF no es válido: compruebe sus dos últimos dígitos.',
  'field.payer.taxId.label': 'CPF o CNPJ',
  'field.payer.taxId.error.required': 'Introduzca el CPF o el CNPJ.',
  'field.payer.taxId.error.pattern': 'Un CPF tiene 11 dígitos; un CNPJ, 14.',
  'field.payer.taxId.error.minLength': 'Un CPF tiene 11 dígitos; un CNPJ, 14.',
  'field.payer.taxId.error.maxLength': 'Un CPF tiene 11 dígitos; un CNPJ, 14.',
  'field.payer.taxId.error.cpfCnpj': 'Este CPF o CNPJ no es válido: compruebe sus dos últimos dígitos.',
  'field.vpa.label': 'ID de UPI',
  'field.vpa.description': 'Su dirección de pago virtual; por ejemplo, name@bank.',
  'field.vpa.error.required': 'Introduzca su ID de UPI.',
  'field.vpa.error.pattern': 'Un ID de UPI tiene el formato name@bank.',
  'field.address.street.label': 'Calle y número',
  'field.address.city.label': 'Localidad',
  'field.address.state.label': 'Estado',
  'field.address.state.error.pattern': 'Introduzca el código de dos letras del estado; por ejemplo, SP.',
  'field.address.postalCode.label': 'CEP (código postal)',
};
