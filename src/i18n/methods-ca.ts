import type { MethodTexts } from './methods-en';

/** Catalan texts of the checkout methods' fields (see methods-en.ts). */
export const methodsCa: MethodTexts = {
  'field.account.holderName.label': 'Nom del titular del compte',
  'field.account.holderName.error.required': 'Introduïu el nom del titular del compte.',
  'field.mandate.accepted.label': 'Accepto l’ordre de domiciliació d’adeutament directe SEPA',
  'field.mandate.accepted.description':
    'En acceptar aquesta ordre de domiciliació, autoritzeu el comerç i Railkit Sandbox Payments a enviar ' +
    'instruccions al vostre banc per adeutar el vostre compte, i el vostre banc a adeutar el vostre compte ' +
    'd’acord amb aquestes instruccions. Teniu dret a un reemborsament del vostre banc en els termes del ' +
    'contracte que hi teniu subscrit, que s’ha de sol·licitar dins de les 8 setmanes següents a la data en ' +
    'què es va adeutar el vostre compte.',
  'field.mandate.accepted.error.required':
    'Accepteu l’ordre de domiciliació per pagar amb adeutament directe.',
  'field.mandate.accepted.error.const': 'Accepteu l’ordre de domiciliació per pagar amb adeutament directe.',
  'field.payer.name.label': 'Nom complet',
  'field.payer.name.error.required': 'Introduïu el nom complet.',
  'field.payer.cpf.label': 'Número de CPF',
  'field.payer.cpf.error.cpf': 'Aquest CPF no és vàlid: comproveu-ne les dues últimes xifres.',
  'field.payer.taxId.label': 'CPF o CNPJ',
  'field.payer.taxId.error.required': 'Introduïu el CPF o el CNPJ.',
  'field.payer.taxId.error.pattern': 'Un CPF té 11 xifres i un CNPJ, 14.',
  'field.payer.taxId.error.minLength': 'Un CPF té 11 xifres i un CNPJ, 14.',
  'field.payer.taxId.error.maxLength': 'Un CPF té 11 xifres i un CNPJ, 14.',
  'field.payer.taxId.error.cpfCnpj': 'Aquest CPF o CNPJ no és vàlid: comproveu-ne les dues últimes xifres.',
  'field.vpa.label': 'Identificador UPI',
  'field.vpa.description': 'La vostra adreça de pagament virtual, com ara nom@banc.',
  'field.vpa.error.required': 'Introduïu el vostre identificador UPI.',
  'field.vpa.error.pattern': 'Un identificador UPI té la forma nom@banc.',
  'field.address.street.label': 'Carrer i número',
  'field.address.city.label': 'Ciutat',
  'field.address.state.label': 'Estat',
  'field.address.state.error.pattern': 'Introduïu el codi de dues lletres de l’estat, per exemple SP.',
  'field.address.postalCode.label': 'CEP (codi postal)',
};
