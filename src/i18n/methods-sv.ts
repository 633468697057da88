import type { MethodTexts } from './methods-en';

/** Swedish texts of the checkout methods' fields (see methods-en.ts). */
export const methodsSv: MethodTexts = {
  'field.account.holderName.label': 'Kontoinnehavarens namn',
  'field.account.holderName.error.required': 'Ange kontoinnehavarens namn.',
  'field.mandate.accepted.label': 'Jag godkänner medgivandet för SEPA-autogiro',
  'field.mandate.accepted.description':
    'Genom att godkänna detta medgivande ger du handlaren och Railkit Sandbox Payments rätt att skicka instruktioner till din bank om att debitera ditt konto, och din bank rätt att debitera ditt konto i enlighet med dessa instruktioner. Du har rätt till återbetalning från din bank enligt villkoren i ditt avtal med banken. Begäran om återbetalning ska göras inom 8 veckor från den dag då ditt konto debiterades.',
  'field.mandate.accepted.error.required': 'Godkänn medgivandet för att betala via autogiro.',
  'field.mandate.accepted.error.const': 'Godkänn medgivandet för att betala via autogiro.',
  'field.payer.name.label': 'Fullständigt namn',
  'field.payer.name.error.required': 'Ange ditt fullständiga namn.',
  'field.payer.cpf.label': 'CPF-nummer',
  'field.payer.cpf.error.cpf': 'CPF-numret är ogiltigt: kontrollera de två sista siffrorna.',
  'field.payer.taxId.label': 'CPF- eller CNPJ-nummer',
  'field.payer.taxId.error.required': 'Ange CPF- eller CNPJ-numret.',
  'field.payer.taxId.error.pattern': 'Ett CPF-nummer har 11 siffror, ett CNPJ-nummer 14.',
  'field.payer.taxId.error.minLength': 'Ett CPF-nummer har 11 siffror, ett CNPJ-nummer 14.',
  'field.payer.taxId.error.maxLength': 'Ett CPF-nummer har 11 siffror, ett CNPJ-nummer 14.',
  'field.payer.taxId.error.cpfCnpj':
    'CPF- eller CNPJ-numret är ogiltigt: kontrollera de två sista siffrorna.',
  'field.vpa.label': 'UPI-id',
  'field.vpa.description': 'Din virtuella betaladress, till exempel namn@bank.',
  'field.vpa.error.required': 'Ange ditt UPI-id.',
  'field.vpa.error.pattern': 'Ett UPI-id har formen namn@bank.',
  'field.address.street.label': 'Gatuadress och nummer',
  'field.address.city.label': 'Ort',
  'field.address.state.label': 'Delstat',
  'field.address.state.error.pattern': 'Ange delstatens förkortning med två bokstäver, t.ex. SP.',
  'field.address.postalCode.label': 'CEP (postnummer)',
};
