import type { MethodTexts } from './methods-en';

/** Finnish texts of the checkout methods' fields (see methods-en.ts). */
export const methodsFi: MethodTexts = {
  'field.account.holderName.label': 'Tilinomistajan nimi',
  'field.account.holderName.error.required': 'Anna tilinomistajan nimi.',
  'field.mandate.accepted.label': 'Hyväksyn SEPA-suoraveloitusvaltuutuksen',
  'field.mandate.accepted.description':
    'Hyväksymällä tämän valtuutuksen valtuutat kauppiaan ja Railkit Sandbox Paymentsin lähettämään pankillesi ' +
    'ohjeita tilisi veloittamiseksi ja pankkisi veloittamaan tiliäsi näiden ohjeiden mukaisesti. Sinulla on oikeus ' +
    'saada pankiltasi palautus pankkisi kanssa tekemäsi sopimuksen ehtojen mukaisesti. Palautusta on vaadittava ' +
    '8 viikon kuluessa tilisi veloituspäivästä.',
  'field.mandate.accepted.error.required': 'Hyväksy valtuutus, jotta voit maksaa suoraveloituksella.',
  'field.mandate.accepted.error.const': 'Hyväksy valtuutus, jotta voit maksaa suoraveloituksella.',
  'field.payer.name.label': 'Koko nimi',
  'field.payer.name.error.required': 'Anna koko nimi.',
  'field.payer.cpf.label': 'CPF-numero',
  'field.payer.cpf.error.cpf': 'CPF-numero ei kelpaa: tarkista sen kaksi viimeistä numeroa.',
  'field.payer.taxId.label': 'CPF- tai CNPJ-numero',
  'field.payer.taxId.error.required': 'Anna CPF- tai CNPJ-numero.',
  'field.payer.taxId.error.pattern': 'CPF-numerossa on 11 numeroa, CNPJ-numerossa 14.',
  'field.payer.taxId.error.minLength': 'CPF-numerossa on 11 numeroa, CNPJ-numerossa 14.',
  'field.payer.taxId.error.maxLength': 'CPF-numerossa on 11 numeroa, CNPJ-numerossa 14.',
  'field.payer.taxId.error.cpfCnpj': 'CPF- tai CNPJ-numero ei kelpaa: tarkista sen kaksi viimeistä numeroa.',
  'field.vpa.label': 'UPI-tunnus',
  'field.vpa.description': 'Virtuaalinen maksuosoitteesi, esimerkiksi nimi@pankki.',
  'field.vpa.error.required': 'Anna UPI-tunnuksesi.',
  'field.vpa.error.pattern': 'UPI-tunnus on muotoa nimi@pankki.',
  'field.address.street.label': 'Katuosoite ja talon numero',
  'field.address.city.label': 'Kaupunki',
  'field.address.state.label': 'Osavaltio',
  'field.address.state.error.pattern': 'Anna osavaltion kaksikirjaiminen tunnus, esim. SP.',
  'field.address.postalCode.label': 'CEP (postinumero)',
};
