import type { MethodTexts } from './methods-en';

/** Slovenian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsSl: MethodTexts = {
  'field.account.holderName.label': 'Ime imetnika računa',
  'field.account.holderName.error.required': 'Vnesite ime imetnika računa.',
  'field.mandate.accepted.label': 'Sprejemam soglasje za direktno obremenitev SEPA',
  'field.mandate.accepted.description':
    'S sprejetjem tega soglasja dovoljujete trgovcu in družbi Railkit Sandbox Payments, da vaši banki pošiljata ' +
    'navodila za bremenitev vašega računa, vaši banki pa, da vaš račun bremeni v skladu s temi navodili. Imate ' +
    'pravico do vračila s strani vaše banke v skladu s pogoji vaše pogodbe z njo; zahtevo za vračilo je treba ' +
    'vložiti v 8 tednih od datuma bremenitve vašega računa.',
  'field.mandate.accepted.error.required': 'Sprejmite soglasje, da lahko plačate z direktno obremenitvijo.',
  'field.mandate.accepted.error.const': 'Sprejmite soglasje, da lahko plačate z direktno obremenitvijo.',
  'field.payer.name.label': 'Ime in priimek',
  'field.payer.name.error.required': 'Vnesite ime in priimek.',
  'field.payer.cpf.label': 'Številka CPF',
  'field.payer.cpf.error.cpf': 'Ta številka CPF ni veljavna: preverite zadnji dve števki.',
  'field.payer.taxId.label': 'CPF ali CNPJ',
  'field.payer.taxId.error.required': 'Vnesite CPF ali CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF ima 11 števk, CNPJ pa 14.',
  'field.payer.taxId.error.minLength': 'CPF ima 11 števk, CNPJ pa 14.',
  'field.payer.taxId.error.maxLength': 'CPF ima 11 števk, CNPJ pa 14.',
  'field.payer.taxId.error.cpfCnpj': 'Ta CPF ali CNPJ ni veljaven: preverite zadnji dve števki.',
  'field.vpa.label': 'Identifikator UPI',
  'field.vpa.description': 'Vaš navidezni plačilni naslov, na primer ime@banka.',
  'field.vpa.error.required': 'Vnesite svoj identifikator UPI.',
  'field.vpa.error.pattern': 'Identifikator UPI ima obliko ime@banka.',
  'field.address.street.label': 'Ulica in hišna številka',
  'field.address.city.label': 'Kraj',
  'field.address.state.label': 'Zvezna država',
  'field.address.state.error.pattern': 'Vnesite dvočrkovno oznako zvezne države, npr. SP.',
  'field.address.postalCode.label': 'CEP (poštna številka)',
};
