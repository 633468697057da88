import type { MethodTexts } from './methods-en';

/** Slovak texts of the checkout methods' fields (see methods-en.ts). */
export const methodsSk: MethodTexts = {
  'field.account.holderName.label': 'Meno majiteľa účtu',
  'field.account.holderName.error.required': 'Zadajte meno majiteľa účtu.',
  'field.mandate.accepted.label': 'Udeľujem mandát na inkaso SEPA',
  'field.mandate.accepted.description':
    'Udelením tohto mandátu oprávňujete obchodníka a Railkit Sandbox Payments posielať vašej banke pokyny ' +
    'na inkaso z vášho účtu a vašu banku inkasovať sumy z vášho účtu v súlade s týmito pokynmi. Máte nárok ' +
    'na vrátenie platby od vašej banky podľa podmienok zmluvy, ktorú ste s ňou uzavreli; o vrátenie treba ' +
    'požiadať do 8 týždňov odo dňa, keď bol váš účet zaťažený.',
  'field.mandate.accepted.error.required': 'Udeľte mandát, aby ste mohli zaplatiť inkasom.',
  'field.mandate.accepted.error.const': 'Udeľte mandát, aby ste mohli zaplatiť inkasom.',
  'field.payer.name.label': 'Celé meno',
  'field.payer.name.error.required': 'Zadajte celé meno.',
  'field.payer.cpf.label': 'Číslo CPF',
  'field.payer.cpf.error.cpf': 'Toto číslo CPF nie je platné: skontrolujte posledné dve číslice.',
  'field.payer.taxId.label': 'CPF alebo CNPJ',
  'field.payer.taxId.error.required': 'Zadajte CPF alebo CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF má 11 číslic, CNPJ 14.',
  'field.payer.taxId.error.minLength': 'CPF má 11 číslic, CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'CPF má 11 číslic, CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj': 'Toto CPF alebo CNPJ nie je platné: skontrolujte posledné dve číslice.',
  'field.vpa.label': 'Identifikátor UPI',
  'field.vpa.description': 'Vaša virtuálna platobná adresa, napríklad meno@banka.',
  'field.vpa.error.required': 'Zadajte svoj identifikátor UPI.',
  'field.vpa.error.pattern': 'Identifikátor UPI má tvar meno@banka.',
  'field.address.street.label': 'Ulica a číslo domu',
  'field.address.city.label': 'Mesto',
  'field.address.state.label': 'Štát',
  'field.address.state.error.pattern': 'Zadajte dvojpísmenový kód štátu, napr. SP.',
  'field.address.postalCode.label': 'CEP (PSČ)',
};
