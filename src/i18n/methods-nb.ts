import type { MethodTexts } from './methods-en';

/** Norwegian Bokmål texts of the checkout methods' fields (see methods-en.ts). */
export const methodsNb: MethodTexts = {
  'field.account.holderName.label': 'Navn på kontoinnehaver',
  'field.account.holderName.error.required': 'Skriv inn navnet på kontoinnehaveren.',
  'field.mandate.accepted.label': 'Jeg godtar fullmakten for SEPA-direktedebitering',
  'field.mandate.accepted.description':
    'Ved å godta denne fullmakten gir du brukerstedet og Railkit Sandbox Payments rett til å sende instrukser til ' +
    'banken din om å belaste kontoen din, og banken din rett til å belaste kontoen din i samsvar med disse ' +
    'instruksene. Du har rett til refusjon fra banken din etter vilkårene i avtalen du har med den. Krav om ' +
    'refusjon må fremmes innen 8 uker fra datoen kontoen din ble belastet.',
  'field.mandate.accepted.error.required': 'Godta fullmakten for å betale med direktedebitering.',
  'field.mandate.accepted.error.const': 'Godta fullmakten for å betale med direktedebitering.',
  'field.payer.name.label': 'Fullt navn',
  'field.payer.name.error.required': 'Skriv inn fullt navn.',
  'field.payer.cpf.label': 'CPF-nummer',
  'field.payer.cpf.error.cpf': 'Dette CPF-nummeret er ugyldig: sjekk de to siste sifrene.',
  'field.payer.taxId.label': 'CPF eller CNPJ',
  'field.payer.taxId.error.required': 'Skriv inn CPF- eller CNPJ-nummeret.',
  'field.payer.taxId.error.pattern': 'Et CPF-nummer har 11 sifre, et CNPJ-nummer 14.',
  'field.payer.taxId.error.minLength': 'Et CPF-nummer har 11 sifre, et CNPJ-nummer 14.',
  'field.payer.taxId.error.maxLength': 'Et CPF-nummer har 11 sifre, et CNPJ-nummer 14.',
  'field.payer.taxId.error.cpfCnpj': 'Dette CPF- eller CNPJ-nummeret er ugyldig: sjekk de to siste sifrene.',
  'field.vpa.label': 'UPI-ID',
  'field.vpa.description': 'Den virtuelle betalingsadressen din, for eksempel navn@bank.',
  'field.vpa.error.required': 'Skriv inn UPI-ID-en din.',
  'field.vpa.error.pattern': 'En UPI-ID har formen navn@bank.',
  'field.address.street.label': 'Gate og husnummer',
  'field.address.city.label': 'By',
  'field.address.state.label': 'Delstat',
  'field.address.state.error.pattern': 'Skriv inn delstatens kode på to bokstaver, f.eks. SP.',
  'field.address.postalCode.label': 'CEP (postnummer)',
};
