import type { MethodTexts } from './methods-en';

/** Latvian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsLv: MethodTexts = {
  'field.account.holderName.label': 'Konta īpašnieka vārds, uzvārds',
  'field.account.holderName.error.required': 'Ievadiet konta īpašnieka vārdu un uzvārdu.',
  'field.mandate.accepted.label': 'Piekrītu SEPA tiešā debeta pilnvarai',
  'field.mandate.accepted.description':
    'Piekrītot šai pilnvarai, jūs pilnvarojat tirgotāju un Railkit Sandbox Payments nosūtīt jūsu bankai norādījumus ' +
    'debetēt jūsu kontu, bet savu banku – debetēt jūsu kontu saskaņā ar šiem norādījumiem. Jums ir tiesības saņemt ' +
    'atmaksu no savas bankas saskaņā ar jūsu līguma ar to noteikumiem; atmaksa jāpieprasa 8 nedēļu laikā no dienas, ' +
    'kad jūsu konts tika debetēts.',
  'field.mandate.accepted.error.required': 'Lai maksātu ar tiešo debetu, piekrītiet pilnvarai.',
  'field.mandate.accepted.error.const': 'Lai maksātu ar tiešo debetu, piekrītiet pilnvarai.',
  'field.payer.name.label': 'Vārds, uzvārds',
  'field.payer.name.error.required': 'Ievadiet vārdu un uzvārdu.',
  'field.payer.cpf.label': 'CPF numurs',
  'field.payer.cpf.error.cpf': 'Šis CPF nav derīgs: pārbaudiet tā pēdējos divus ciparus.',
  'field.payer.taxId.label': 'CPF vai CNPJ',
  'field.payer.taxId.error.required': 'Ievadiet CPF vai CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF ir 11 cipari, CNPJ – 14.',
  'field.payer.taxId.error.minLength': 'CPF ir 11 cipari, CNPJ – 14.',
  'field.payer.taxId.error.maxLength': 'CPF ir 11 cipari, CNPJ – 14.',
  'field.payer.taxId.error.cpfCnpj': 'Šis CPF vai CNPJ nav derīgs: pārbaudiet tā pēdējos divus ciparus.',
  'field.vpa.label': 'UPI identifikators',
  'field.vpa.description': 'Jūsu virtuālā maksājumu adrese, piemēram, vards@banka.',
  'field.vpa.error.required': 'Ievadiet savu UPI identifikatoru.',
  'field.vpa.error.pattern': 'UPI identifikatora forma ir vards@banka.',
  'field.address.street.label': 'Iela un mājas numurs',
  'field.address.city.label': 'Pilsēta',
  'field.address.state.label': 'Štats',
  'field.address.state.error.pattern': 'Ievadiet štata divburtu kodu, piemēram, SP.',
  'field.address.postalCode.label': 'CEP (pasta indekss)',
};
