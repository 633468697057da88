import type { MethodTexts } from './methods-en';

/** Lithuanian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsLt: MethodTexts = {
  'field.account.holderName.label': 'Sąskaitos savininko vardas, pavardė',
  'field.account.holderName.error.required': 'Įveskite sąskaitos savininko vardą ir pavardę.',
  'field.mandate.accepted.label': 'Suteikiu SEPA tiesioginio debeto sutikimą',
  'field.mandate.accepted.description':
    'Suteikdami šį sutikimą, jūs įgaliojate prekybininką ir Railkit Sandbox Payments siųsti jūsų bankui nurodymus ' +
    'nurašyti lėšas iš jūsų sąskaitos, o jūsų banką – nurašyti lėšas iš jūsų sąskaitos pagal šiuos nurodymus. ' +
    'Pagal sutarties su savo banku sąlygas turite teisę į lėšų grąžinimą iš banko; prašymą grąžinti lėšas ' +
    'reikia pateikti per 8 savaites nuo lėšų nurašymo iš jūsų sąskaitos dienos.',
  'field.mandate.accepted.error.required': 'Norėdami mokėti tiesioginiu debetu, suteikite sutikimą.',
  'field.mandate.accepted.error.const': 'Norėdami mokėti tiesioginiu debetu, suteikite sutikimą.',
  'field.payer.name.label': 'Vardas ir pavardė',
  'field.payer.name.error.required': 'Įveskite vardą ir pavardę.',
  'field.payer.cpf.label': 'CPF numeris',
  'field.payer.cpf.error.cpf': 'Šis CPF negalioja: patikrinkite du paskutinius skaitmenis.',
  'field.payer.taxId.label': 'CPF arba CNPJ',
  'field.payer.taxId.error.required': 'Įveskite CPF arba CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF sudaro 11 skaitmenų, CNPJ – 14.',
  'field.payer.taxId.error.minLength': 'CPF sudaro 11 skaitmenų, CNPJ – 14.',
  'field.payer.taxId.error.maxLength': 'CPF sudaro 11 skaitmenų, CNPJ – 14.',
  'field.payer.taxId.error.cpfCnpj': 'Šis CPF arba CNPJ negalioja: patikrinkite du paskutinius skaitmenis.',
  'field.vpa.label': 'UPI identifikatorius',
  'field.vpa.description': 'Jūsų virtualus mokėjimo adresas, pavyzdžiui, vardas@bankas.',
  'field.vpa.error.required': 'Įveskite savo UPI identifikatorių.',
  'field.vpa.error.pattern': 'UPI identifikatoriaus forma: vardas@bankas.',
  'field.address.street.label': 'Gatvė ir namo numeris',
  'field.address.city.label': 'Miestas',
  'field.address.state.label': 'Valstija',
  'field.address.state.error.pattern': 'Įveskite dviejų raidžių valstijos kodą, pvz., SP.',
  'field.address.postalCode.label': 'CEP (pašto kodas)',
};
