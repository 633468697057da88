import type { MethodTexts } from './methods-en';

/** Estonian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsEt: MethodTexts = {
  'field.account.holderName.label': 'Kontoomaniku nimi',
  'field.account.holderName.error.required': 'Sisestage kontoomaniku nimi.',
  'field.mandate.accepted.label': 'Nõustun SEPA otsekorralduse volitusega',
  'field.mandate.accepted.description':
    'Selle volitusega nõustudes annate kaupmehele ja ettevõttele Railkit Sandbox Payments õiguse saata teie ' +
    'pangale korraldusi teie kontolt raha debiteerimiseks ning oma pangale õiguse debiteerida teie kontot vastavalt ' +
    'nendele korraldustele. Teil on õigus saada oma pangalt tagasimakset vastavalt teie ja panga vahelise lepingu ' +
    'tingimustele. Tagasimakse nõue tuleb esitada 8 nädala jooksul alates teie konto debiteerimise kuupäevast.',
  'field.mandate.accepted.error.required': 'Otsekorraldusega maksmiseks nõustuge volitusega.',
  'field.mandate.accepted.error.const': 'Otsekorraldusega maksmiseks nõustuge volitusega.',
  'field.payer.name.label': 'Ees- ja perekonnanimi',
  'field.payer.name.error.required': 'Sisestage ees- ja perekonnanimi.',
  'field.payer.cpf.label': 'CPF-number',
  'field.payer.cpf.error.cpf': 'See CPF ei ole kehtiv: kontrollige selle kahte viimast numbrit.',
  'field.payer.taxId.label': 'CPF või CNPJ',
  'field.payer.taxId.error.required': 'Sisestage CPF või CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF-is on 11 numbrit, CNPJ-s 14.',
  'field.payer.taxId.error.minLength': 'CPF-is on 11 numbrit, CNPJ-s 14.',
  'field.payer.taxId.error.maxLength': 'CPF-is on 11 numbrit, CNPJ-s 14.',
  'field.payer.taxId.error.cpfCnpj':
    'See CPF või CNPJ ei ole kehtiv: kontrollige selle kahte viimast numbrit.',
  'field.vpa.label': 'UPI tunnus',
  'field.vpa.description': 'Teie virtuaalne makseaadress, näiteks name@bank.',
  'field.vpa.error.required': 'Sisestage oma UPI tunnus.',
  'field.vpa.error.pattern': 'UPI tunnus on kujul name@bank.',
  'field.address.street.label': 'Tänav ja majanumber',
  'field.address.city.label': 'Linn',
  'field.address.state.label': 'Osariik',
  'field.address.state.error.pattern': 'Sisestage osariigi kahetäheline kood, näiteks SP.',
  'field.address.postalCode.label': 'CEP (postiindeks)',
};
