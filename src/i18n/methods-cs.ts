import type { MethodTexts } from './methods-en';

/** Czech texts of the checkout methods' fields (see methods-en.ts). */
export const methodsCs: MethodTexts = {
  'field.account.holderName.label': 'Jméno majitele účtu',
  'field.account.holderName.error.required': 'Zadejte jméno majitele účtu.',
  'field.mandate.accepted.label': 'Uděluji mandát k inkasu SEPA',
  'field.mandate.accepted.description':
    'Udělením tohoto mandátu opravňujete obchodníka a Railkit Sandbox Payments zasílat vaší bance pokyny k zatížení ' +
    'vašeho účtu a vaši banku k zatížení vašeho účtu v souladu s těmito pokyny. Máte právo na vrácení peněžních ' +
    'prostředků od vaší banky podle podmínek vaší smlouvy s ní. O vrácení je nutné požádat do 8 týdnů ode dne, kdy ' +
    'byla částka z vašeho účtu odepsána.',
  'field.mandate.accepted.error.required': 'Chcete-li platit inkasem, udělte mandát.',
  'field.mandate.accepted.error.const': 'Chcete-li platit inkasem, udělte mandát.',
  'field.payer.name.label': 'Celé jméno',
  'field.payer.name.error.required': 'Zadejte celé jméno.',
  'field.payer.cpf.label': 'Číslo CPF',
  'field.payer.cpf.error.cpf': 'Toto CPF není platné: zkontrolujte jeho poslední dvě číslice.',
  'field.payer.taxId.label': 'CPF nebo CNPJ',
  'field.payer.taxId.error.required': 'Zadejte CPF nebo CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF má 11 číslic, CNPJ 14.',
  'field.payer.taxId.error.minLength': 'CPF má 11 číslic, CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'CPF má 11 číslic, CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj':
    'Toto CPF nebo CNPJ není platné: zkontrolujte jeho poslední dvě číslice.',
  'field.vpa.label': 'ID UPI',
  'field.vpa.description': 'Vaše virtuální platební adresa, například name@bank.',
  'field.vpa.error.required': 'Zadejte své ID UPI.',
  'field.vpa.error.pattern': 'ID UPI má tvar name@bank.',
  'field.address.street.label': 'Ulice a číslo domu',
  'field.address.city.label': 'Město',
  'field.address.state.label': 'Stát',
  'field.address.state.error.pattern': 'Zadejte dvoupísmenný kód státu, např. SP.',
  'field.address.postalCode.label': 'CEP (PSČ)',
};
