import type { MethodTexts } from './methods-en';

/** Croatian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsHr: MethodTexts = {
  'field.account.holderName.label': 'Ime vlasnika računa',
  'field.account.holderName.error.required': 'Unesite ime vlasnika računa.',
  'field.mandate.accepted.label': 'Dajem suglasnost za SEPA izravno terećenje',
  'field.mandate.accepted.description':
    'Davanjem ove suglasnosti ovlašćujete trgovca i Railkit Sandbox Payments da vašoj banci šalju naloge za ' +
    'terećenje vašeg računa, a vašu banku da tereti vaš račun u skladu s tim nalozima. Imate pravo na povrat ' +
    'sredstava od svoje banke prema uvjetima ugovora sklopljenog s njom, a zahtjev za povrat morate podnijeti ' +
    'u roku od 8 tjedana od datuma terećenja vašeg računa.',
  'field.mandate.accepted.error.required': 'Dajte suglasnost kako biste platili izravnim terećenjem.',
  'field.mandate.accepted.error.const': 'Dajte suglasnost kako biste platili izravnim terećenjem.',
  'field.payer.name.label': 'Ime i prezime',
  'field.payer.name.error.required': 'Unesite ime i prezime.',
  'field.payer.cpf.label': 'Broj CPF',
  'field.payer.cpf.error.cpf': 'Ovaj CPF nije valjan: provjerite njegove posljednje dvije znamenke.',
  'field.payer.taxId.label': 'CPF ili CNPJ',
  'field.payer.taxId.error.required': 'Unesite CPF ili CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF ima 11 znamenaka, a CNPJ 14.',
  'field.payer.taxId.error.minLength': 'CPF ima 11 znamenaka, a CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'CPF ima 11 znamenaka, a CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj':
    'Ovaj CPF ili CNPJ nije valjan: provjerite njegove posljednje dvije znamenke.',
  'field.vpa.label': 'UPI identifikator',
  'field.vpa.description': 'Vaša virtualna adresa za plaćanje, npr. ime@banka.',
  'field.vpa.error.required': 'Unesite svoj UPI identifikator.',
  'field.vpa.error.pattern': 'UPI identifikator ima oblik ime@banka.',
  'field.address.street.label': 'Ulica i kućni broj',
  'field.address.city.label': 'Grad',
  'field.address.state.label': 'Savezna država',
  'field.address.state.error.pattern': 'Unesite dvoslovnu oznaku savezne države, npr. SP.',
  'field.address.postalCode.label': 'CEP (poštanski broj)',
};
