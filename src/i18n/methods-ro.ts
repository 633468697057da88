import type { MethodTexts } from './methods-en';

/** Romanian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsRo: MethodTexts = {
  'field.account.holderName.label': 'Numele titularului de cont',
  'field.account.holderName.error.required': 'Introduceți numele titularului de cont.',
  'field.mandate.accepted.label': 'Accept mandatul de debitare directă SEPA',
  'field.mandate.accepted.description':
    'Prin acceptarea acestui mandat, autorizați comerciantul și Railkit Sandbox Payments să transmită instrucțiuni ' +
    'băncii dumneavoastră pentru debitarea contului dumneavoastră, iar banca dumneavoastră să debiteze contul în ' +
    'conformitate cu aceste instrucțiuni. Aveți dreptul la o rambursare de la banca dumneavoastră, în conformitate ' +
    'cu termenii și condițiile acordului încheiat cu aceasta; rambursarea trebuie solicitată în termen de 8 ' +
    'săptămâni de la data la care a fost debitat contul dumneavoastră.',
  'field.mandate.accepted.error.required': 'Acceptați mandatul pentru a plăti prin debitare directă.',
  'field.mandate.accepted.error.const': 'Acceptați mandatul pentru a plăti prin debitare directă.',
  'field.payer.name.label': 'Nume complet',
  'field.payer.name.error.required': 'Introduceți numele complet.',
  'field.payer.cpf.label': 'Număr CPF',
  'field.payer.cpf.error.cpf': 'Acest CPF nu este valid: verificați ultimele două cifre.',
  'field.payer.taxId.label': 'CPF sau CNPJ',
  'field.payer.taxId.error.required': 'Introduceți CPF-ul sau CNPJ-ul.',
  'field.payer.taxId.error.pattern': 'Un CPF are 11 cifre, iar un CNPJ are 14.',
  'field.payer.taxId.error.minLength': 'Un CPF are 11 cifre, iar un CNPJ are 14.',
  'field.payer.taxId.error.maxLength': 'Un CPF are 11 cifre, iar un CNPJ are 14.',
  'field.payer.taxId.error.cpfCnpj': 'Acest CPF sau CNPJ nu este valid: verificați ultimele două cifre.',
  'field.vpa.label': 'ID UPI',
  'field.vpa.description': 'Adresa dumneavoastră virtuală de plată, de exemplu nume@banca.',
  'field.vpa.error.required': 'Introduceți ID-ul UPI.',
  'field.vpa.error.pattern': 'Un ID UPI are forma nume@banca.',
  'field.address.street.label': 'Strada și numărul',
  'field.address.city.label': 'Localitatea',
  'field.address.state.label': 'Statul',
  'field.address.state.error.pattern': 'Introduceți codul din două litere al statului, de ex. SP.',
  'field.address.postalCode.label': 'CEP (cod poștal)',
};
